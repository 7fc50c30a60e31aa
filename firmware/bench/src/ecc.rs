//! Case bodies for public-key operations: X25519 shared secret, Ed25519 sign/verify of a 1023-byte message
//! (CMOX's message length), ECDSA sign/verify of a SHA-256 / SHA-384 digest (CMOX's ECDSA functions take
//! the digest: hashing is not timed), ECDH shared secret. Secrets are the benchmark key; keys are decoded
//! outside the measurement except the peer's / signer's public key, which the operation must decode and
//! validate (as CMOX's functions do).
//!
//! Under a constant-time check whose secret is the key, the secret scalar / seed is the check's secret
//! ([`secret`]; for P-256 and P-384 with its top bit cleared and its low bit set, so that every secret,
//! all-zero and all-0xff included, is a valid scalar in [1, n-1] and decodes outside the measurement).

use crate::kat::*;
use crate::message::key_byte;
use crate::Outcome;
use emcrypt::ecc::curve25519::ed25519::{SigningKey, VerifyingKey};
use emcrypt::ecc::curve25519::x25519::x25519;
use emcrypt::ecc::curve25519::BasepointMul;
use emcrypt::ecc::{p256, p384};
use emcrypt::hash::sha256::Sha256;
use emcrypt::hash::sha512::Sha384;
use emcrypt_fw_rt::bench::{ct_secret, measure, report_leftovers, SecretKind};

/// The benchmark secret key, or the constant-time check's secret (its first `N` bytes).
pub(crate) fn secret<const N: usize>() -> [u8; N] {
    match ct_secret(SecretKind::Key) {
        Some(s) => core::array::from_fn(|i| s[i]),
        None => core::array::from_fn(key_byte),
    }
}

/// [`secret`] as a big-endian ECDSA/ECDH scalar: under a check, forced into [1, n-1] for the NIST curves
/// (whose group orders exceed 2^(8N-1)) by clearing the top bit and setting the low bit.
fn scalar<const N: usize>() -> [u8; N] {
    let mut s = secret::<N>();
    if ct_secret(SecretKind::Key).is_some() {
        below_top_bit(&mut s);
    }
    s
}

/// The big-endian `s` (at most 64 bytes) byte-reversed: the number as the little-endian 32-bit limbs the
/// arithmetic keeps, so that the zeroization check also finds a limb left on the stack.
pub(crate) fn limb_order(s: &[u8]) -> [u8; 64] {
    let mut out = [0u8; 64];
    for (o, b) in out.iter_mut().zip(s.iter().rev()) {
        *o = *b;
    }
    out
}

/// Makes the big-endian `s` a valid scalar for a group order of `s.len()` bytes whose top bit is set (NIST
/// curves, the RFC 5114 / RFC 6979 subgroups): top bit cleared (below the order), low bit set (not zero).
pub(crate) fn below_top_bit(s: &mut [u8]) {
    if let Some(first) = s.first_mut() {
        *first &= 0x7f;
    }
    if let Some(last) = s.last_mut() {
        *last |= 1;
    }
}

/// X25519 of the benchmark key and the peer's public key.
pub fn x25519_shared(id: u32) -> Outcome {
    let k = secret::<32>();
    let shared = measure(id, (&k, &X25519_PEER), |(k, u)| x25519(k, u));
    report_leftovers(id, &[&k]);
    Outcome::check(shared.as_ref().map_or(&[][..], |s| &s[..]), &X25519_SHARED)
}

/// Ed25519 signature of `message` with base-point multiplication `M` (key pair derived outside).
pub fn ed25519_sign<M: BasepointMul>(id: u32, message: &[u8]) -> Outcome {
    let seed = secret::<32>();
    let key = SigningKey::<M>::from_seed(&seed);
    // The expanded key (secret scalar and nonce prefix), for the zeroization check (under a check only).
    let expanded = if ct_secret(SecretKind::Key).is_some() { emcrypt::hash::sha512::sha512(&seed) } else { [0; 64] };
    let sig = measure(id, (&key, message), |(k, m)| k.sign(m));
    report_leftovers(id, &[&seed, &expanded[..32], &expanded[32..]]);
    Outcome::check(&sig, &ED25519_SIG_1023)
}

/// Ed25519 verification of the known signature of `message` (public key decoded inside).
pub fn ed25519_verify<M: BasepointMul>(id: u32, message: &[u8]) -> Outcome {
    let r = measure(id, (&ED25519_PUBLIC, message, &ED25519_SIG_1023), |(p, m, s)| {
        VerifyingKey::<M>::from_bytes(p)?.verify(m, s)
    });
    Outcome { passed: r.is_ok(), working_bytes: 0 }
}

/// ECDSA P-256 signature (RFC 6979) of the SHA-256 digest.
pub fn p256_sign(id: u32) -> Outcome {
    let d = scalar::<32>();
    let Ok(key) = p256::SecretKey::from_bytes(&d) else { return Outcome::check(&[], &P256_SIG) };
    let sig = measure(id, (&key, &P256_DIGEST), |(k, d)| k.sign_prehash::<Sha256>(d));
    report_leftovers(id, &[&d, &limb_order(&d)[..d.len()]]);
    match sig {
        Ok(sig) => Outcome::check(&sig.to_bytes(), &P256_SIG),
        Err(_) => Outcome::check(&[], &P256_SIG),
    }
}

/// ECDSA P-256 verification of the known signature (public key and signature decoded inside).
pub fn p256_verify(id: u32) -> Outcome {
    let r = measure(id, (&P256_PUBLIC, &P256_DIGEST, &P256_SIG), |(p, d, s)| {
        p256::PublicKey::from_sec1_bytes(p)?.verify_prehash(d, &p256::Signature::from_bytes(s)?)
    });
    Outcome { passed: r.is_ok(), working_bytes: 0 }
}

/// ECDH P-256: shared secret with the peer's uncompressed public key.
pub fn p256_ecdh(id: u32) -> Outcome {
    let d = scalar::<32>();
    let Ok(key) = p256::SecretKey::from_bytes(&d) else { return Outcome::check(&[], &P256_SHARED) };
    let shared = measure(id, (&key, &P256_PEER), |(k, p)| k.diffie_hellman_sec1(p));
    report_leftovers(id, &[&d, &limb_order(&d)[..d.len()]]);
    Outcome::check(shared.as_ref().map_or(&[][..], |s| s.as_bytes()), &P256_SHARED)
}

/// ECDSA P-384 signature (RFC 6979) of the SHA-384 digest.
pub fn p384_sign(id: u32) -> Outcome {
    let d = scalar::<48>();
    let Ok(key) = p384::SecretKey::from_bytes(&d) else { return Outcome::check(&[], &P384_SIG) };
    let sig = measure(id, (&key, &P384_DIGEST), |(k, d)| k.sign_prehash::<Sha384>(d));
    report_leftovers(id, &[&d, &limb_order(&d)[..d.len()]]);
    match sig {
        Ok(sig) => Outcome::check(&sig.to_bytes(), &P384_SIG),
        Err(_) => Outcome::check(&[], &P384_SIG),
    }
}

/// ECDSA P-384 verification of the known signature (public key and signature decoded inside).
pub fn p384_verify(id: u32) -> Outcome {
    let r = measure(id, (&P384_PUBLIC, &P384_DIGEST, &P384_SIG), |(p, d, s)| {
        p384::PublicKey::from_sec1_bytes(p)?.verify_prehash(d, &p384::Signature::from_bytes(s)?)
    });
    Outcome { passed: r.is_ok(), working_bytes: 0 }
}

/// ECDH P-384: shared secret with the peer's uncompressed public key.
pub fn p384_ecdh(id: u32) -> Outcome {
    let d = scalar::<48>();
    let Ok(key) = p384::SecretKey::from_bytes(&d) else { return Outcome::check(&[], &P384_SHARED) };
    let shared = measure(id, (&key, &P384_PEER), |(k, p)| k.diffie_hellman_sec1(p));
    report_leftovers(id, &[&d, &limb_order(&d)[..d.len()]]);
    Outcome::check(shared.as_ref().map_or(&[][..], |s| s.as_bytes()), &P384_SHARED)
}
