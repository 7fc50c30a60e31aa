//! Curve25519: X25519 (the Montgomery ladder on RFC 7748's cases) and Ed25519 / Ed25519ctx over both
//! base-point multiplications (`PrecomputedTable`, the 30 KB table, and `NoTable`): the public key from
//! the seed, the deterministic signature, verification of it and refusal of a modified one.

use crate::tally::Tally;
use crate::vectors::{self, SigCase};
use emcrypt::ecc::curve25519::ed25519::{SigningKey, VerifyingKey};
use emcrypt::ecc::curve25519::x25519;
use emcrypt::ecc::curve25519::{BasepointMul, NoTable};
#[cfg(not(kat_small_flash))]
use emcrypt::ecc::curve25519::PrecomputedTable;

pub fn run(t: &mut Tally) {
    x25519(t);
    ed25519::<NoTable>(t, "ed25519/no-table");
    // The 30 KB table does not fit the Cortex-M0 board's flash beside the other checks (see
    // firmware/README.md); the other cores, and the same thumbv6m code on mps2-an385, run it.
    #[cfg(not(kat_small_flash))]
    ed25519::<PrecomputedTable>(t, "ed25519/table");
}

#[inline(never)] // a frame of its own, see hashes::check
fn x25519(t: &mut Tally) {
    const ALGORITHM: &str = "x25519";
    for case in vectors::X25519 {
        let (Ok(scalar), Ok(point)) = (case.scalar.try_into(), case.point.try_into()) else {
            t.check_that(ALGORITHM, case.label, "scalar and point lengths", false);
            continue;
        };
        match x25519::x25519(scalar, point) {
            Ok(shared) => t.check(ALGORITHM, case.label, "shared secret", &shared, case.shared),
            Err(_) => t.check_that(ALGORITHM, case.label, "refused a valid point", !case.valid),
        }
    }
}

#[inline(never)]
fn ed25519<M: BasepointMul>(t: &mut Tally, algorithm: &str) {
    for case in vectors::ED25519 {
        sign_and_verify::<M>(t, algorithm, case);
    }
}

fn sign_and_verify<M: BasepointMul>(t: &mut Tally, algorithm: &str, case: &SigCase) {
    let (Ok(seed), Ok(public)) = (case.secret.try_into(), case.public.try_into()) else {
        return t.check_that(algorithm, case.label, "key lengths", false);
    };
    let key = SigningKey::<M>::from_seed(seed);
    t.check(algorithm, case.label, "public key", &key.verifying_key().to_bytes(), case.public);
    let pure = case.label.contains("Ed25519 ");
    let signature = if pure { Ok(key.sign(case.msg)) } else { key.sign_ctx(case.msg, case.context) };
    match signature {
        Ok(signature) => t.check(algorithm, case.label, "signature", &signature, case.sig),
        Err(_) => t.check_that(algorithm, case.label, "sign refused the context", false),
    }
    let Ok(verifier) = VerifyingKey::<M>::from_bytes(public) else {
        return t.check_that(algorithm, case.label, "public key refused", false);
    };
    let verify = |sig: &[u8]| {
        if pure { verifier.verify(case.msg, sig) } else { verifier.verify_ctx(case.msg, case.context, sig) }
    };
    t.check_that(algorithm, case.label, "verify accepts the signature", verify(case.sig).is_ok());
    let mut wrong = [0u8; 64];
    if let Some(w) = wrong.get_mut(..case.sig.len()) {
        w.copy_from_slice(case.sig);
    }
    wrong[0] ^= 1;
    t.check_that(algorithm, case.label, "verify refuses a flipped bit", verify(&wrong).is_err());
}
