//! ML-KEM-512/768/1024 on the NIST known-answer records (two per parameter set): key generation from the
//! seed, the expanded key's hash check, encapsulation with the record's randomness (after the
//! encapsulation key's modulus check), decapsulation of the valid ciphertext and implicit rejection of the
//! modified one. Left out of the Cortex-M0 board's image (`kat_small_flash`), whose flash is already full;
//! the same thumbv6m code runs on mps2-an385.

use crate::tally::Tally;
#[cfg(not(kat_small_flash))]
use crate::vectors::{self, MlKemCase};
#[cfg(not(kat_small_flash))]
use emcrypt::pqc::ml_kem::{DecapsulationKey, EncapsulationKey, MlKem1024, MlKem512, MlKem768, ParameterSet};

#[cfg_attr(kat_small_flash, allow(unused_variables))]
pub fn run(t: &mut Tally) {
    #[cfg(not(kat_small_flash))]
    {
        check::<MlKem512>(t, "ml-kem-512", vectors::ML_KEM_512);
        check::<MlKem768>(t, "ml-kem-768", vectors::ML_KEM_768);
        check::<MlKem1024>(t, "ml-kem-1024", vectors::ML_KEM_1024);
    }
}

#[cfg(not(kat_small_flash))]
fn check<P: ParameterSet>(t: &mut Tally, algorithm: &str, cases: &[MlKemCase]) {
    for case in cases {
        // One frame per operation, so the keys of one step are gone before the next (a smaller stack).
        keygen::<P>(t, algorithm, case);
        encaps::<P>(t, algorithm, case);
        decaps::<P>(t, algorithm, case);
    }
}

#[cfg(not(kat_small_flash))]
#[inline(never)]
fn keygen<P: ParameterSet>(t: &mut Tally, algorithm: &str, case: &MlKemCase) {
    let Ok(seed) = case.seed.try_into() else {
        return t.check_that(algorithm, case.label, "seed length", false);
    };
    let (dk, ek) = DecapsulationKey::<P>::from_seed(seed);
    t.check(algorithm, case.label, "keygen ek", ek.as_bytes(), case.ek);
    t.check(algorithm, case.label, "keygen dk", dk.as_bytes(), case.dk);
}

#[cfg(not(kat_small_flash))]
#[inline(never)]
fn encaps<P: ParameterSet>(t: &mut Tally, algorithm: &str, case: &MlKemCase) {
    let Ok(m) = case.m.try_into() else {
        return t.check_that(algorithm, case.label, "randomness length", false);
    };
    match EncapsulationKey::<P>::from_bytes(case.ek) {
        Ok(ek) => {
            let (ct, ss) = ek.encapsulate_deterministic(m);
            t.check(algorithm, case.label, "encaps ct", ct.as_ref(), case.ct);
            t.check(algorithm, case.label, "encaps ss", ss.as_bytes(), case.ss);
        }
        Err(_) => t.check_that(algorithm, case.label, "ek modulus check", false),
    }
}

#[cfg(not(kat_small_flash))]
#[inline(never)]
fn decaps<P: ParameterSet>(t: &mut Tally, algorithm: &str, case: &MlKemCase) {
    match DecapsulationKey::<P>::from_bytes(case.dk) {
        Ok(dk) => {
            let ss = dk.decapsulate(case.ct).map(|s| *s.as_bytes()).unwrap_or([0; 32]);
            t.check(algorithm, case.label, "decaps ss", &ss, case.ss);
            let ss_n = dk.decapsulate(case.ct_n).map(|s| *s.as_bytes()).unwrap_or([0; 32]);
            t.check(algorithm, case.label, "implicit rejection", &ss_n, case.ss_n);
        }
        Err(_) => t.check_that(algorithm, case.label, "dk hash check", false),
    }
}
