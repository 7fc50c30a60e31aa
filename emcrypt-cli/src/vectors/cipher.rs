//! Wycheproof IND-CPA cipher files (`ind_cpa_test_schema`): AES-CBC with PKCS#7 padding (`AES-CBC-PKCS5`)
//! and AES-XTS.
//!
//! A valid case must decrypt to `msg` and encrypt to `ct`; an invalid one (bad padding) must fail to decrypt.
//! XTS keys are two AES keys of the same size; the case's `iv` is the tweak, zero-padded to 16 bytes.

use super::{
    both_ways, compared, run_default_only, unhex, CaseInfo, Family, Options, Run, Tally, TestFile, Unsupported,
};
use emcrypt::cipher::modes::{cbc, xts};
use emcrypt::Error;
use serde::Deserialize;

pub const FAMILY: Family = Family { schemas: &["ind_cpa_test_schema"], run };

#[derive(Deserialize)]
struct Case {
    #[serde(flatten)]
    common: CaseInfo,
    key: String,
    iv: String,
    msg: String,
    ct: String,
}

/// Encryption or decryption of one message.
type Apply = fn(key: &[u8], iv: &[u8], input: &[u8], decrypt: bool) -> Result<Vec<u8>, Error>;

fn run(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let apply: Apply = match file.algorithm.as_str() {
        "AES-CBC-PKCS5" => cbc_pkcs7,
        "AES-XTS" => aes_xts,
        other => return Err(Unsupported(format!("unsupported algorithm '{other}'"))),
    };
    let groups: Vec<super::Group<Case>> = file.groups()?;
    run_default_only(file, options, || {
        let mut tally = Tally::default();
        for case in groups.iter().flat_map(|g| &g.tests) {
            let (key, iv) = (unhex("key", &case.key)?, unhex("iv", &case.iv)?);
            let (msg, ct) = (unhex("msg", &case.msg)?, unhex("ct", &case.ct)?);
            let decrypted = compared(apply(&key, &iv, &ct, true), &msg);
            let outcome = both_ways(&case.common, decrypted, || compared(apply(&key, &iv, &msg, false), &ct));
            tally.record(&case.common, outcome);
        }
        Ok(tally)
    })
}

fn cbc_pkcs7(key: &[u8], iv: &[u8], input: &[u8], decrypt: bool) -> Result<Vec<u8>, Error> {
    let mut out = vec![0; input.len() + 16];
    let n = with_aes!(key, C => if decrypt {
        cbc::decrypt::<C>(key, iv, cbc::Padding::Pkcs7, input, &mut out)
    } else {
        cbc::encrypt::<C>(key, iv, cbc::Padding::Pkcs7, input, &mut out)
    })?;
    out.truncate(n);
    Ok(out)
}

fn aes_xts(key: &[u8], iv: &[u8], input: &[u8], decrypt: bool) -> Result<Vec<u8>, Error> {
    let mut tweak = [0u8; 16];
    tweak.get_mut(..iv.len()).ok_or(Error::InvalidLength)?.copy_from_slice(iv);
    let mut buf = input.to_vec();
    let half = &key[..key.len() / 2];
    with_aes!(half, C => if decrypt {
        xts::decrypt_in_place::<C>(key, &tweak, &mut buf)
    } else {
        xts::encrypt_in_place::<C>(key, &tweak, &mut buf)
    })?;
    Ok(buf)
}
