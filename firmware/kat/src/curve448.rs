//! Curve448: X448 on RFC 7748's single-step cases, Ed448 on RFC 8032 §7.4 (public key from the seed,
//! deterministic signature, verification, refusal of a modified signature) and Ed448ph on §7.5. Left out of
//! the Cortex-M0 board's image (`kat_small_flash`), whose 256 KiB of flash is full; the same thumbv6m code
//! runs on mps2-an385 (scripts/run-kat.sh).

use crate::tally::Tally;
use crate::vectors::{self, SigCase};
use emcrypt::ecc::curve448::ed448::{prehash, SigningKey, VerifyingKey, SIGNATURE_LEN};
use emcrypt::ecc::curve448::x448;

pub fn run(t: &mut Tally) {
    x448(t);
    for case in vectors::ED448 {
        sign_and_verify(t, "ed448", case, false);
    }
    for case in vectors::ED448PH {
        sign_and_verify(t, "ed448ph", case, true);
    }
}

#[inline(never)] // a frame of its own, see hashes::check
fn x448(t: &mut Tally) {
    const ALGORITHM: &str = "x448";
    for case in vectors::X448 {
        let (Ok(scalar), Ok(point)) = (case.scalar.try_into(), case.point.try_into()) else {
            t.check_that(ALGORITHM, case.label, "scalar and point lengths", false);
            continue;
        };
        match x448::x448(scalar, point) {
            Ok(shared) => t.check(ALGORITHM, case.label, "shared secret", &shared, case.shared),
            Err(_) => t.check_that(ALGORITHM, case.label, "refused a valid point", !case.valid),
        }
    }
}

#[inline(never)]
fn sign_and_verify(t: &mut Tally, algorithm: &str, case: &SigCase, prehashed: bool) {
    let (Ok(seed), Ok(public)) = (case.secret.try_into(), case.public.try_into()) else {
        return t.check_that(algorithm, case.label, "key lengths", false);
    };
    let key = SigningKey::from_seed(seed);
    t.check(algorithm, case.label, "public key", &key.verifying_key().to_bytes(), case.public);
    let ph = prehash(case.msg);
    let signature =
        if prehashed { key.sign_prehashed(&ph, case.context) } else { key.sign(case.msg, case.context) };
    match signature {
        Ok(signature) => t.check(algorithm, case.label, "signature", &signature, case.sig),
        Err(_) => t.check_that(algorithm, case.label, "sign refused the context", false),
    }
    let Ok(verifier) = VerifyingKey::from_bytes(public) else {
        return t.check_that(algorithm, case.label, "public key refused", false);
    };
    let verify = |sig: &[u8]| {
        if prehashed {
            verifier.verify_prehashed(&ph, case.context, sig)
        } else {
            verifier.verify(case.msg, case.context, sig)
        }
    };
    t.check_that(algorithm, case.label, "verify accepts the signature", verify(case.sig).is_ok());
    let mut wrong = [0u8; SIGNATURE_LEN];
    if let Some(w) = wrong.get_mut(..case.sig.len()) {
        w.copy_from_slice(case.sig);
    }
    wrong[0] ^= 1;
    t.check_that(algorithm, case.label, "verify refuses a flipped bit", verify(&wrong).is_err());
}
