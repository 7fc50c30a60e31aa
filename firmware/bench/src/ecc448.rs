//! Case bodies for Curve448: X448 shared secret and Ed448 sign/verify of a 1023-byte message (the length of
//! the Ed25519 cases), known answers from RustCrypto's `x448` / `ed448-goldilocks` in `build.rs`. The
//! secret is the benchmark key; the signer's public key is decoded inside the verification, as for Ed25519.

//!
//! Under a constant-time check whose secret is the key, the X448 scalar and the Ed448 seed are the check's
//! secret (any 56 / 57 bytes are valid: X448 clamps its scalar, Ed448 hashes its seed).

use crate::ecc::secret;
use crate::kat::*;
use crate::Outcome;
use emcrypt::ecc::curve448::ed448::{SigningKey, VerifyingKey};
use emcrypt::ecc::curve448::x448::x448;
use emcrypt_fw_rt::bench::{measure, report_leftovers};

/// X448 of the benchmark key and the peer's public key.
pub fn x448_shared(id: u32) -> Outcome {
    let k = secret::<56>();
    let shared = measure(id, (&k, &X448_PEER), |(k, u)| x448(k, u));
    report_leftovers(id, &[&k]);
    Outcome::check(shared.as_ref().map_or(&[][..], |s| &s[..]), &X448_SHARED)
}

/// `SigningKey::from_seed`, out of line so that its set-up temporaries are not in the case's frame,
/// below which signing runs (as `ecc::ed25519_key`).
#[inline(never)]
fn ed448_key(seed: &[u8; 57]) -> SigningKey {
    SigningKey::from_seed(seed)
}

/// Ed448 signature (empty context) of `message` (key pair derived outside).
pub fn ed448_sign(id: u32, message: &[u8]) -> Outcome {
    let seed = secret::<57>();
    let key = ed448_key(&seed);
    let sig = measure(id, (&key, message), |(k, m)| k.sign(m, &[]));
    report_leftovers(id, &[&seed]);
    Outcome::check(sig.as_ref().map_or(&[][..], |s| &s[..]), &ED448_SIG_1023)
}

/// Ed448 verification of the known signature of `message` (public key decoded inside).
pub fn ed448_verify(id: u32, message: &[u8]) -> Outcome {
    let r = measure(id, (&ED448_PUBLIC, message, &ED448_SIG_1023), |(p, m, s)| {
        VerifyingKey::from_bytes(p)?.verify(m, &[], s)
    });
    Outcome { passed: r.is_ok(), working_bytes: 0 }
}
