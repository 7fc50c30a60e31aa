//! Wycheproof AEAD files (`aead_test_schema`): AES-GCM, AES-CCM, ChaCha20-Poly1305, XChaCha20-Poly1305.
//!
//! A valid case must decrypt (tag verified) to `msg` and encrypt to `ct` and `tag`; an invalid one (forged
//! tag, refused nonce or tag length) must fail to decrypt.

use super::{
    both_ways, run_default_only, unhex, CaseInfo, Family, Options, Outcome, Run, Tally, TestFile, Unsupported,
};
use emcrypt::aead::{ccm, chacha20poly1305 as chacha, gcm, XChaCha20Poly1305};
use emcrypt::Error;
use serde::Deserialize;

pub const FAMILY: Family = Family { schemas: &["aead_test_schema"], run };

#[derive(Deserialize)]
struct Case {
    #[serde(flatten)]
    common: CaseInfo,
    key: String,
    iv: String,
    aad: String,
    msg: String,
    ct: String,
    tag: String,
}

/// The inputs of one AEAD call.
struct Inputs<'a> {
    key: &'a [u8],
    nonce: &'a [u8],
    aad: &'a [u8],
}

/// Encrypts `pt` into `ct` and `tag` (whose length is the one asked for).
type Seal = fn(&Inputs, pt: &[u8], ct: &mut [u8], tag: &mut [u8]) -> Result<(), Error>;
/// Verifies `tag` and decrypts `ct` into `pt`.
type Open = fn(&Inputs, ct: &[u8], tag: &[u8], pt: &mut [u8]) -> Result<(), Error>;

fn run(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let (seal, open): (Seal, Open) = match file.algorithm.as_str() {
        "AES-GCM" => (
            |i, p, c, t| with_aes!(i.key, C => gcm::encrypt::<C>(i.key, i.nonce, i.aad, p, c, t)),
            |i, c, t, p| with_aes!(i.key, C => gcm::decrypt::<C>(i.key, i.nonce, i.aad, c, t, p)),
        ),
        "AES-CCM" => (
            |i, p, c, t| with_aes!(i.key, C => ccm::encrypt::<C>(i.key, i.nonce, i.aad, p, c, t)),
            |i, c, t, p| with_aes!(i.key, C => ccm::decrypt::<C>(i.key, i.nonce, i.aad, c, t, p)),
        ),
        "CHACHA20-POLY1305" => (
            |i, p, c, t| {
                let (key, nonce) = arrays(i)?;
                chacha::encrypt(&key, &nonce, i.aad, p, c, t.try_into().map_err(|_| Error::InvalidLength)?)
            },
            |i, c, t, p| {
                let (key, nonce) = arrays(i)?;
                chacha::decrypt(&key, &nonce, i.aad, c, t, p)
            },
        ),
        "XCHACHA20-POLY1305" => (
            |i, p, c, t| {
                let (key, nonce) = arrays(i)?;
                let tag = t.try_into().map_err(|_| Error::InvalidLength)?;
                XChaCha20Poly1305::new(&key).encrypt(&nonce, i.aad, p, c, tag)
            },
            |i, c, t, p| {
                let (key, nonce) = arrays(i)?;
                XChaCha20Poly1305::new(&key).decrypt(&nonce, i.aad, c, t, p)
            },
        ),
        other => return Err(Unsupported(format!("unsupported algorithm '{other}'"))),
    };
    let groups: Vec<super::Group<Case>> = file.groups()?;
    run_default_only(file, options, || {
        let mut tally = Tally::default();
        for case in groups.iter().flat_map(|g| &g.tests) {
            let (key, nonce, aad) = (unhex("key", &case.key)?, unhex("iv", &case.iv)?, unhex("aad", &case.aad)?);
            let (msg, ct, tag) = (unhex("msg", &case.msg)?, unhex("ct", &case.ct)?, unhex("tag", &case.tag)?);
            let inputs = Inputs { key: &key, nonce: &nonce, aad: &aad };
            let mut pt = vec![0; ct.len()];
            let opened = match open(&inputs, &ct, &tag, &mut pt) {
                Ok(()) => Outcome::Accepted { matches: pt == msg },
                Err(_) => Outcome::Rejected,
            };
            let outcome = both_ways(&case.common, opened, || {
                let (mut ct2, mut tag2) = (vec![0; msg.len()], vec![0; tag.len()]);
                match seal(&inputs, &msg, &mut ct2, &mut tag2) {
                    Ok(()) => Outcome::Accepted { matches: ct2 == ct && tag2 == tag },
                    Err(_) => Outcome::Rejected,
                }
            });
            tally.record(&case.common, outcome);
        }
        Ok(tally)
    })
}

/// The key and nonce as the fixed-size arrays ChaCha20-Poly1305 takes; other lengths are refused.
fn arrays<const N: usize>(i: &Inputs) -> Result<([u8; chacha::KEY_LEN], [u8; N]), Error> {
    let key = i.key.try_into().map_err(|_| Error::InvalidLength)?;
    let nonce = i.nonce.try_into().map_err(|_| Error::InvalidLength)?;
    Ok((key, nonce))
}
