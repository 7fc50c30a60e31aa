//! RSA signatures against public known answers:
//! - NIST CAVP FIPS 186-2 SigGen15 and SigGenPSS (with `d` and the salt added by NIST for testing):
//!   direct (non-CRT) signing must reproduce every signature, with each exponent window;
//! - NIST CAVP FIPS 186-3 SigVer15 and SigVerPSS: verification must give each record's P/F result;
//! - the RSA Laboratories PKCS#1 v1.5 and PSS example vectors (keys with CRT components, moduli of
//!   1024 to 2048 bits including odd sizes): CRT and direct signing must reproduce every signature.

mod common;

use common::rsp;
use emcrypt::bigint::Window;
use emcrypt::hash::sha1::Sha1;
use emcrypt::hash::sha256::{Sha224, Sha256};
use emcrypt::hash::sha512::{Sha384, Sha512};
use emcrypt::hash::Hash;
use emcrypt::rsa::{private_work_limbs, public_work_limbs, PrivateKey, PrivateOptions, PublicKey};

/// Key capacity: 4096 bits.
const L: usize = 128;

/// A deterministic test generator for the blinding factors (xorshift64*: not for real use).
struct TestRng(u64);

impl rand_core::TryRng for TestRng {
    type Error = core::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok((self.try_next_u64()? >> 32) as u32)
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        Ok(self.0.wrapping_mul(0x2545_f491_4f6c_dd1d))
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        for b in dst {
            *b = self.try_next_u32()? as u8;
        }
        Ok(())
    }
}
impl rand_core::TryCryptoRng for TestRng {}

/// Calls `$body` with `$h` bound to the hash named `$name` in the CAVP files.
macro_rules! with_cavp_hash {
    ($name:expr, $h:ident, $body:expr) => {
        match $name {
            "SHA1" => { type $h = Sha1; $body }
            "SHA224" => { type $h = Sha224; $body }
            "SHA256" => { type $h = Sha256; $body }
            "SHA384" => { type $h = Sha384; $body }
            "SHA512" => { type $h = Sha512; $body }
            other => panic!("unexpected hash {other}"),
        }
    };
}

fn options(window: Window, crt: bool, blinding: bool) -> PrivateOptions {
    PrivateOptions { window, crt, blinding, verify_result: true }
}

/// The windows to try on record `i`: each record uses one window, all three in turn, plus blinding on
/// every other record (the blinding does not change the result).
fn window_for(i: usize) -> (Window, bool) {
    ([Window::LOW, Window::MID, Window::HIGH][i % 3], i % 2 == 0)
}

/// SigGen: direct signing (the files give `n, e, d` only).
fn siggen(file: &str, pss: bool) -> usize {
    let text = common::read_vectors(file);
    let (mut n, mut e, mut d) = (Vec::new(), Vec::new(), Vec::new());
    let mut count = 0;
    let mut rng = TestRng(0x1234_5678_9abc_def1);
    let mut work = vec![0u32; private_work_limbs(32 * L, Window::HIGH, false)];
    for r in rsp::parse(&text) {
        if let Some(v) = r.try_get("n") {
            n = common::unhex(v);
        }
        if let Some(v) = r.try_get("e") {
            e = common::unhex(v);
        }
        if let Some(v) = r.try_get("d") {
            d = common::unhex(v);
        }
        let Some(expected) = r.try_get("S") else { continue };
        let expected = common::unhex(expected);
        let key = PrivateKey::<L>::from_components_without_crt(&n, &e, &d).unwrap();
        let msg = r.bytes("Msg");
        let (window, blinding) = window_for(count);
        let opts = options(window, false, blinding);
        let mut sig = vec![0u8; key.public_key().size()];
        let mut vwork = vec![0u32; public_work_limbs(32 * L)];
        with_cavp_hash!(r.get("SHAAlg"), H, {
            if pss {
                let salt = r.bytes("SaltVal");
                key.sign_pss_prehash_with_salt::<H, H, _>(&mut rng, H::digest(&msg).as_ref(), &salt, &mut sig, &mut work, &opts)
                    .unwrap();
                key.public_key().verify_pss::<H>(&msg, &sig, Some(salt.len()), &mut vwork).unwrap();
            } else {
                key.sign_pkcs1v15::<H, _>(&mut rng, &msg, &mut sig, &mut work, &opts).unwrap();
                key.public_key().verify_pkcs1v15::<H>(&msg, &sig, &mut vwork).unwrap();
            }
        });
        assert_eq!(hex::encode(&sig), hex::encode(&expected), "{file} record {count}");
        count += 1;
    }
    count
}

#[test]
fn cavp_siggen15() {
    assert_eq!(siggen("nist-cavp/rsa/SigGen15_186-2.txt", false), 250);
}

#[test]
fn cavp_siggen_pss() {
    assert_eq!(siggen("nist-cavp/rsa/SigGenPSS_186-2.txt", true), 250);
}

/// SigVer: each record's result (`P` or `F`), with the record's own `e`.
fn sigver(file: &str, pss: bool) -> (usize, usize) {
    let text = common::read_vectors(file);
    let mut n = Vec::new();
    let (mut pass, mut fail) = (0, 0);
    let mut work = vec![0u32; public_work_limbs(32 * L)];
    for r in rsp::parse(&text) {
        if let Some(v) = r.try_get("n") {
            n = common::unhex(v);
        }
        let Some(sig) = r.try_get("S") else { continue };
        let sig = common::unhex(sig);
        let msg = r.bytes("Msg");
        let expected = r.get("Result").starts_with('P');
        let result = PublicKey::<L>::from_be_bytes(&n, &r.bytes("e")).and_then(|key| {
            with_cavp_hash!(r.get("SHAAlg"), H, {
                if pss {
                    let salt_len = r.bytes("SaltVal").len();
                    let salt_len = if r.get("SaltVal") == "00" { 0 } else { salt_len };
                    key.verify_pss::<H>(&msg, &sig, Some(salt_len), &mut work)
                } else {
                    key.verify_pkcs1v15::<H>(&msg, &sig, &mut work)
                }
            })
        });
        assert_eq!(result.is_ok(), expected, "{file}: {:?} gave {result:?}", r.fields);
        if expected {
            pass += 1
        } else {
            fail += 1
        }
    }
    (pass, fail)
}

#[test]
fn cavp_sigver15() {
    let (pass, fail) = sigver("nist-cavp/rsa/SigVer15_186-3.rsp", false);
    assert!(pass > 50 && fail > 200, "{pass} {fail}");
}

#[test]
fn cavp_sigver_pss() {
    let (pass, fail) = sigver("nist-cavp/rsa/SigVerPSS_186-3.rsp", true);
    assert!(pass > 50 && fail > 200, "{pass} {fail}");
}

/// The RSA Laboratories example-vector format: `# Label:` lines followed by lines of hex bytes.
fn labelled_blocks(text: &str) -> Vec<(String, Vec<u8>)> {
    let mut out: Vec<(String, Vec<u8>)> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        let t = line.trim();
        if let Some(label) = t.strip_prefix("# ").and_then(|l| l.trim_end().strip_suffix(':')) {
            out.push((label.to_string(), Vec::new()));
            open = true;
        } else if t.is_empty() || t.starts_with('#') || t.starts_with('=') {
            open = false;
        } else if open {
            let hex: String = t.split_whitespace().collect();
            if let Ok(bytes) = hex::decode(&hex) {
                out.last_mut().unwrap().1.extend(bytes);
            } else {
                open = false;
            }
        }
    }
    out
}

/// Signs every example with CRT and directly; returns the number of signatures checked.
fn rsa_labs(file: &str, pss: bool) -> usize {
    let blocks = labelled_blocks(&common::read_vectors(file));
    let mut comps: std::collections::HashMap<&str, Vec<u8>> = Default::default();
    let mut last = String::new();
    let (mut msg, mut salt) = (Vec::new(), Vec::new());
    let mut key: Option<PrivateKey<L>> = None;
    let mut rng = TestRng(42);
    let mut work = vec![0u32; private_work_limbs(32 * L, Window::HIGH, false)];
    let mut count = 0;
    for (label, bytes) in &blocks {
        match label.as_str() {
            "Modulus" => {
                comps.insert("n", bytes.clone());
            }
            "Exponent" if last == "Public exponent" => {
                comps.insert("d", bytes.clone());
            }
            "Public exponent" => {
                comps.insert("e", bytes.clone());
            }
            "Prime 1" => {
                comps.insert("p", bytes.clone());
            }
            "Prime 2" => {
                comps.insert("q", bytes.clone());
            }
            "Prime exponent 1" => {
                comps.insert("dp", bytes.clone());
            }
            "Prime exponent 2" => {
                comps.insert("dq", bytes.clone());
            }
            "Coefficient" => {
                let c = |k: &str| comps[k].as_slice();
                key = Some(
                    PrivateKey::from_components(c("n"), c("e"), c("d"), c("p"), c("q"), c("dp"), c("dq"), bytes)
                        .unwrap(),
                );
            }
            "Message to be signed" => msg = bytes.clone(),
            "Salt" => salt = bytes.clone(),
            "Signature" => {
                let key = key.as_ref().expect("a key before the signatures");
                for crt in [true, false] {
                    let (window, blinding) = window_for(count);
                    let opts = options(window, crt, blinding);
                    let mut sig = vec![0u8; key.public_key().size()];
                    if pss {
                        key.sign_pss_prehash_with_salt::<Sha1, Sha1, _>(
                            &mut rng,
                            &Sha1::digest(&msg),
                            &salt,
                            &mut sig,
                            &mut work,
                            &opts,
                        )
                        .unwrap();
                    } else {
                        key.sign_pkcs1v15::<Sha1, _>(&mut rng, &msg, &mut sig, &mut work, &opts).unwrap();
                    }
                    assert_eq!(hex::encode(&sig), hex::encode(bytes), "{file} signature {count} crt={crt}");
                }
                count += 1;
            }
            _ => {}
        }
        last = label.clone();
    }
    count
}

#[test]
fn rsa_labs_pkcs1v15_crt_and_direct() {
    assert_eq!(rsa_labs("rsa-labs/pkcs1v15sign-vectors.txt", false), 300);
}

#[test]
fn rsa_labs_pss_crt_and_direct() {
    assert_eq!(rsa_labs("rsa-labs/pss-vect.txt", true), 60);
}

#[test]
fn working_buffer_sizes_as_documented() {
    // The figures in the rsa module docs; RSA-3072 CRT with the smallest window stays within CMOX's 3,704 B.
    assert_eq!(4 * private_work_limbs(3072, Window::LOW, true), 3648);
    assert_eq!(4 * private_work_limbs(3072, Window::MID, true), 5952);
    assert_eq!(4 * private_work_limbs(3072, Window::HIGH, true), 15168);
    assert!(4 * private_work_limbs(3072, Window::LOW, true) <= 3704);
    assert_eq!(4 * public_work_limbs(3072), 2304);
    // Too small a buffer is an error, not a panic.
    let mut rng = TestRng(3);
    let text = common::read_vectors("rsa-labs/pss-vect.txt");
    let blocks = labelled_blocks(&text);
    let get = |label: &str, nth: usize| blocks.iter().filter(|(l, _)| l == label).nth(nth).unwrap().1.clone();
    let key = PrivateKey::<32>::from_components(
        &get("Modulus", 1),
        &get("Public exponent", 0),
        &get("Exponent", 1),
        &get("Prime 1", 0),
        &get("Prime 2", 0),
        &get("Prime exponent 1", 0),
        &get("Prime exponent 2", 0),
        &get("Coefficient", 0),
    )
    .unwrap();
    let opts = PrivateOptions::default();
    let mut work = vec![0u32; private_work_limbs(1024, opts.window, true) - 1];
    let mut sig = [0u8; 128];
    let r = key.sign_pkcs1v15::<Sha1, _>(&mut rng, b"m", &mut sig, &mut work, &opts);
    assert_eq!(r, Err(emcrypt::Error::BufferTooSmall));
    // A signature >= n, or of the wrong length, is refused.
    let mut vwork = vec![0u32; public_work_limbs(1024)];
    assert_eq!(key.public_key().verify_pkcs1v15::<Sha1>(b"m", &[0xff; 128], &mut vwork), Err(emcrypt::Error::InvalidEncoding));
    assert_eq!(key.public_key().verify_pkcs1v15::<Sha1>(b"m", &[0x01; 127], &mut vwork), Err(emcrypt::Error::InvalidLength));
}
