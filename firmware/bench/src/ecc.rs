//! Case bodies for public-key operations: X25519 shared secret, Ed25519 sign/verify of a 1023-byte message
//! (CMOX's message length), ECDSA sign/verify of a SHA-256 / SHA-384 digest (CMOX's ECDSA functions take
//! the digest: hashing is not timed), ECDH shared secret. Secrets are the benchmark key; keys are decoded
//! outside the measurement except the peer's / signer's public key, which the operation must decode and
//! validate (as CMOX's functions do).
//!
//! Under a constant-time check whose secret is the key, the secret scalar / seed is the check's secret
//! ([`secret`]; for P-256 and P-384 with its top bit cleared and its low bit set, so that every secret,
//! all-zero and all-0xff included, is a valid scalar in [1, n-1] and decodes outside the measurement).

pub(crate) use crate::input::{below_top_bit, limb_order, secret};
use crate::input::{p521_scalar, scalar};
use crate::kat::*;
use crate::Outcome;
use emcrypt::ecc::curve25519::ed25519::{SigningKey, VerifyingKey};
use emcrypt::ecc::curve25519::x25519::x25519;
use emcrypt::ecc::curve25519::BasepointMul;
use emcrypt::ecc::weierstrass::{Curve, PublicKey, SecretKey, Signature};
use emcrypt::ecc::{p256, p384, p521, secp256k1};
use emcrypt::hash::sha256::Sha256;
use emcrypt::hash::sha512::{Compress, Sha384, Sha512};
use emcrypt::hash::Hash;
use emcrypt_fw_rt::bench::{ct_secret, measure, report_leftovers, SecretKind};

/// `SecretKey::from_bytes`, out of line: inlined into a case, the decoding split the key bytes into byte
/// values that stayed spilled in the case's frame, below which the measured operation runs (with `scalar`
/// out of line too, the P-256 signing case's frame is 344 bytes instead of 376 on the M4).
#[inline(never)]
fn secret_key<C: Curve<N>, const N: usize>(d: &C::FieldBytes) -> Result<SecretKey<C, N>, emcrypt::Error> {
    SecretKey::from_bytes(d)
}

/// X25519 of the benchmark key and the peer's public key.
pub fn x25519_shared(id: u32) -> Outcome {
    let k = secret::<32>();
    let shared = measure(id, (&k, &X25519_PEER), |(k, u)| x25519(k, u));
    report_leftovers(id, &[&k]);
    Outcome::check(shared.as_ref().map_or(&[][..], |s| &s[..]), &X25519_SHARED)
}

/// `SigningKey::from_seed`, out of line: inlined, its SHA-512 context and base-point multiplication
/// temporaries stayed in the case's frame, below which signing runs (the M4 figure counted about 500
/// bytes of key set-up as signing stack).
#[inline(never)]
fn ed25519_key<M: BasepointMul, H: Compress>(seed: &[u8; 32]) -> SigningKey<M, H> {
    SigningKey::from_seed(seed)
}

/// The expanded key (secret scalar and nonce prefix) for the zeroization check, under a check only; out
/// of line like [`ed25519_key`].
#[inline(never)]
fn ed25519_expanded<H: Compress>(seed: &[u8; 32]) -> [u8; 64] {
    if ct_secret(SecretKind::Key).is_some() {
        let mut h = Sha512::<H>::new();
        h.update(seed);
        h.finalize()
    } else {
        [0; 64]
    }
}

/// Ed25519 signature of `message` with base-point multiplication `M` and SHA-512 compression `H` (key
/// pair derived outside).
pub fn ed25519_sign<M: BasepointMul, H: Compress>(id: u32, message: &[u8]) -> Outcome {
    let seed = secret::<32>();
    let key = ed25519_key::<M, H>(&seed);
    let expanded = ed25519_expanded::<H>(&seed);
    let sig = measure(id, (&key, message), |(k, m)| k.sign(m));
    report_leftovers(id, &[&seed, &expanded[..32], &expanded[32..]]);
    Outcome::check(&sig, &ED25519_SIG_1023)
}

/// Ed25519 verification of the known signature of `message` (public key decoded inside).
pub fn ed25519_verify<M: BasepointMul, H: Compress>(id: u32, message: &[u8]) -> Outcome {
    let r = measure(id, (&ED25519_PUBLIC, message, &ED25519_SIG_1023), |(p, m, s)| {
        VerifyingKey::<M, H>::from_bytes(p)?.verify(m, s)
    });
    Outcome { passed: r.is_ok(), working_bytes: 0 }
}

/// ECDSA P-256 signature (RFC 6979) of the SHA-256 digest, without a base-point table.
pub fn p256_sign(id: u32) -> Outcome {
    p256_sign_on::<p256::P256>(id)
}

/// ECDSA P-256 signature (RFC 6979) of the SHA-256 digest on the curve variant `C` (table or not).
pub fn p256_sign_on<C: Curve<8, FieldBytes = [u8; 32]>>(id: u32) -> Outcome {
    p256_sign_with::<C, Sha256>(id)
}

/// ECDSA P-256 signature on the curve variant `C` with RFC 6979's HMAC over the SHA-256 variant `H`
/// (the compact configuration pairs the compact curve with the compact SHA-256).
pub fn p256_sign_with<C: Curve<8, FieldBytes = [u8; 32]>, H: Hash>(id: u32) -> Outcome {
    let d = scalar::<32>();
    let Ok(key) = secret_key::<C, 8>(&d) else { return Outcome::check(&[], &P256_SIG) };
    let sig = measure(id, (&key, &P256_DIGEST), |(k, d)| k.sign_prehash::<H>(d));
    report_leftovers(id, &[&d, &limb_order(&d)[..d.len()]]);
    match sig {
        Ok(sig) => Outcome::check(sig.to_bytes().as_ref(), &P256_SIG),
        Err(_) => Outcome::check(&[], &P256_SIG),
    }
}

/// ECDSA P-256 verification of the known signature (public key and signature decoded inside).
pub fn p256_verify(id: u32) -> Outcome {
    p256_verify_on::<p256::P256>(id)
}

/// ECDSA P-256 verification on the curve variant `C` (table or not).
pub fn p256_verify_on<C: Curve<8>>(id: u32) -> Outcome {
    let r = measure(id, (&P256_PUBLIC, &P256_DIGEST, &P256_SIG), |(p, d, s)| {
        PublicKey::<C, 8>::from_sec1_bytes(p)?.verify_prehash(d, &Signature::<C, 8>::from_bytes(s)?)
    });
    Outcome { passed: r.is_ok(), working_bytes: 0 }
}

/// ECDH P-256: shared secret with the peer's uncompressed public key.
pub fn p256_ecdh(id: u32) -> Outcome {
    let d = scalar::<32>();
    let Ok(key) = secret_key::<p256::P256, 8>(&d) else { return Outcome::check(&[], &P256_SHARED) };
    let shared = measure(id, (&key, &P256_PEER), |(k, p)| k.diffie_hellman_sec1(p));
    report_leftovers(id, &[&d, &limb_order(&d)[..d.len()]]);
    Outcome::check(shared.as_ref().map_or(&[][..], |s| s.as_bytes()), &P256_SHARED)
}

/// ECDSA P-384 signature (RFC 6979) of the SHA-384 digest, without a base-point table.
pub fn p384_sign(id: u32) -> Outcome {
    p384_sign_on::<p384::P384>(id)
}

/// ECDSA P-384 signature (RFC 6979) of the SHA-384 digest on the curve variant `C` (table or not).
pub fn p384_sign_on<C: Curve<12, FieldBytes = [u8; 48]>>(id: u32) -> Outcome {
    let d = scalar::<48>();
    let Ok(key) = secret_key::<C, 12>(&d) else { return Outcome::check(&[], &P384_SIG) };
    let sig = measure(id, (&key, &P384_DIGEST), |(k, d)| k.sign_prehash::<Sha384>(d));
    report_leftovers(id, &[&d, &limb_order(&d)[..d.len()]]);
    match sig {
        Ok(sig) => Outcome::check(sig.to_bytes().as_ref(), &P384_SIG),
        Err(_) => Outcome::check(&[], &P384_SIG),
    }
}

/// ECDSA P-384 verification of the known signature (public key and signature decoded inside).
pub fn p384_verify(id: u32) -> Outcome {
    p384_verify_on::<p384::P384>(id)
}

/// ECDSA P-384 verification on the curve variant `C` (table or not).
pub fn p384_verify_on<C: Curve<12>>(id: u32) -> Outcome {
    let r = measure(id, (&P384_PUBLIC, &P384_DIGEST, &P384_SIG), |(p, d, s)| {
        PublicKey::<C, 12>::from_sec1_bytes(p)?.verify_prehash(d, &Signature::<C, 12>::from_bytes(s)?)
    });
    Outcome { passed: r.is_ok(), working_bytes: 0 }
}

/// ECDH P-384: shared secret with the peer's uncompressed public key.
pub fn p384_ecdh(id: u32) -> Outcome {
    let d = scalar::<48>();
    let Ok(key) = secret_key::<p384::P384, 12>(&d) else { return Outcome::check(&[], &P384_SHARED) };
    let shared = measure(id, (&key, &P384_PEER), |(k, p)| k.diffie_hellman_sec1(p));
    report_leftovers(id, &[&d, &limb_order(&d)[..d.len()]]);
    Outcome::check(shared.as_ref().map_or(&[][..], |s| s.as_bytes()), &P384_SHARED)
}

/// ECDSA P-521 signature (RFC 6979, HMAC-SHA-512) of the SHA-512 digest (generic field, no table).
pub fn p521_sign(id: u32) -> Outcome {
    let d = p521_scalar();
    let Ok(key) = secret_key::<p521::P521, 17>(&d) else { return Outcome::check(&[], &P521_SIG) };
    let sig = measure(id, (&key, &P521_DIGEST), |(k, d)| k.sign_prehash::<Sha512>(d));
    report_leftovers(id, &[&d, &limb_order(&d)[..d.len()]]);
    match sig {
        Ok(sig) => Outcome::check(sig.to_bytes().as_ref(), &P521_SIG),
        Err(_) => Outcome::check(&[], &P521_SIG),
    }
}

/// ECDSA P-521 verification of the known signature (public key and signature decoded inside).
pub fn p521_verify(id: u32) -> Outcome {
    let r = measure(id, (&P521_PUBLIC, &P521_DIGEST, &P521_SIG), |(p, d, s)| {
        p521::PublicKey::from_sec1_bytes(p)?.verify_prehash(d, &p521::Signature::from_bytes(s)?)
    });
    Outcome { passed: r.is_ok(), working_bytes: 0 }
}

/// ECDH P-521: shared secret with the peer's uncompressed public key.
pub fn p521_ecdh(id: u32) -> Outcome {
    let d = p521_scalar();
    let Ok(key) = secret_key::<p521::P521, 17>(&d) else { return Outcome::check(&[], &P521_SHARED) };
    let shared = measure(id, (&key, &P521_PEER), |(k, p)| k.diffie_hellman_sec1(p));
    report_leftovers(id, &[&d, &limb_order(&d)[..d.len()]]);
    Outcome::check(shared.as_ref().map_or(&[][..], |s| s.as_bytes()), &P521_SHARED)
}

/// secp256k1 known answers, from public vectors (no RustCrypto `k256` at build time). Signing: the fifth
/// RFC 6979 secp256k1 / SHA-256 vector of the Bitcoin forum (`vectors/bitcointalk/rfc6979-secp256k1-sha256.txt`:
/// key, message, and the deterministic signature `r || s`); the digest is computed outside the measurement.
/// Verification: the first `[K-256,SHA-256]` record of pyca/cryptography's SigGen (`vectors/pyca/SigGen-secp256k1.txt`).
/// ECDH: Wycheproof `ecdh_secp256k1_test.json` tcId 1 (the peer's point taken out of its SubjectPublicKeyInfo).
pub(crate) mod k256_vectors {
    pub const SIGN_KEY: [u8; 32] = [
        0xe9, 0x16, 0x71, 0xc4, 0x62, 0x31, 0xf8, 0x33, 0xa6, 0x40, 0x6c, 0xcb, 0xea, 0x0e, 0x3e, 0x39, 0x2c, 0x76,
        0xc1, 0x67, 0xba, 0xc1, 0xcb, 0x01, 0x3f, 0x6f, 0x10, 0x13, 0x98, 0x04, 0x55, 0xc2,
    ];
    pub const SIGN_MSG: &[u8] = b"There is a computer disease that anybody who works with computers knows about. It's a very serious disease and it interferes completely with the work. The trouble with computers is that you 'play' with them!";
    pub const SIGN_SIG: [u8; 64] = [
        0xb5, 0x52, 0xed, 0xd2, 0x75, 0x80, 0x14, 0x1f, 0x3b, 0x2a, 0x54, 0x63, 0x04, 0x8c, 0xb7, 0xcd, 0x3e, 0x04,
        0x7b, 0x97, 0xc9, 0xf9, 0x80, 0x76, 0xc3, 0x2d, 0xbd, 0xf8, 0x5a, 0x68, 0x71, 0x8b, 0x27, 0x9f, 0xa7, 0x2d,
        0xd1, 0x9b, 0xfa, 0xe0, 0x55, 0x77, 0xe0, 0x6c, 0x7c, 0x0c, 0x19, 0x00, 0xc3, 0x71, 0xfc, 0xd5, 0x89, 0x3f,
        0x7e, 0x1d, 0x56, 0xa3, 0x7d, 0x30, 0x17, 0x46, 0x71, 0xf6,
    ];
    pub const VERIFY_MSG: [u8; 128] = [
        0x5c, 0x86, 0x8f, 0xed, 0xb8, 0x02, 0x69, 0x79, 0xeb, 0xd2, 0x6f, 0x1b, 0xa0, 0x7c, 0x27, 0xee, 0xdf, 0x4f,
        0xf6, 0xd1, 0x04, 0x43, 0x50, 0x5a, 0x96, 0xec, 0xaf, 0x21, 0xba, 0x8c, 0x4f, 0x09, 0x37, 0xb3, 0xcd, 0x23,
        0xff, 0xdc, 0x3d, 0xd4, 0x29, 0xd4, 0xcd, 0x19, 0x05, 0xfb, 0x8d, 0xbc, 0xce, 0xef, 0xf1, 0x35, 0x00, 0x20,
        0xe1, 0x8b, 0x58, 0xd2, 0xba, 0x70, 0x88, 0x7b, 0xaa, 0x3a, 0x9b, 0x78, 0x3a, 0xd3, 0x0d, 0x3f, 0xbf, 0x21,
        0x03, 0x31, 0xcd, 0xd7, 0xdf, 0x8d, 0x77, 0xde, 0xfa, 0x39, 0x8c, 0xda, 0xcd, 0xfc, 0x2e, 0x35, 0x9c, 0x7b,
        0xa4, 0xca, 0xe4, 0x6b, 0xb7, 0x44, 0x01, 0xde, 0xb4, 0x17, 0xf8, 0xb9, 0x12, 0xa1, 0xaa, 0x96, 0x6a, 0xee,
        0xba, 0x9c, 0x39, 0xc7, 0xdd, 0x22, 0x47, 0x9a, 0xe2, 0xb3, 0x07, 0x19, 0xdc, 0xa2, 0xf2, 0x20, 0x6c, 0x5e,
        0xb4, 0xb7,
    ];
    pub const VERIFY_PUBLIC: [u8; 65] = [
        0x04, 0x13, 0x1c, 0xa4, 0xe5, 0x81, 0x12, 0x67, 0xfa, 0x90, 0xfc, 0x63, 0x1d, 0x62, 0x98, 0xc2, 0xd7, 0xa4,
        0xec, 0xcc, 0xc4, 0x5c, 0xc6, 0x0d, 0x37, 0x8e, 0x06, 0x60, 0xb6, 0x1f, 0x82, 0xfe, 0x8d, 0xcf, 0x5a, 0xcf,
        0x8e, 0xd3, 0xe0, 0xbb, 0xf7, 0x35, 0x30, 0x8c, 0xc4, 0x15, 0x60, 0x4b, 0xd3, 0x4a, 0xb8, 0xf7, 0xfc, 0x8b,
        0x4a, 0x22, 0x74, 0x11, 0x17, 0xa7, 0xfb, 0xc7, 0x2a, 0x79, 0x49,
    ];
    pub const VERIFY_SIG: [u8; 64] = [
        0xd8, 0x9f, 0x95, 0x86, 0x07, 0x02, 0x30, 0xbb, 0x03, 0xe6, 0x25, 0xcc, 0xa1, 0x8c, 0x89, 0xbb, 0x31, 0x17,
        0xcd, 0x47, 0x2f, 0xf6, 0xee, 0x2a, 0x50, 0x80, 0x9f, 0x0e, 0x89, 0x03, 0x93, 0x09, 0x45, 0x97, 0x28, 0x42,
        0xe9, 0x2e, 0x3a, 0x41, 0xab, 0xee, 0xa1, 0x08, 0x9d, 0x81, 0x2e, 0xb5, 0x34, 0x3c, 0xa8, 0xf0, 0x75, 0xac,
        0x9c, 0x66, 0xe1, 0x3f, 0x3d, 0xb2, 0x87, 0x04, 0x86, 0x38,
    ];
    pub const ECDH_KEY: [u8; 32] = [
        0xf4, 0xb7, 0xff, 0x7c, 0xcc, 0xc9, 0x88, 0x13, 0xa6, 0x9f, 0xae, 0x3d, 0xf2, 0x22, 0xbf, 0xe3, 0xf4, 0xe2,
        0x8f, 0x76, 0x4b, 0xf9, 0x1b, 0x4a, 0x10, 0xd8, 0x09, 0x6c, 0xe4, 0x46, 0xb2, 0x54,
    ];
    pub const ECDH_PEER: [u8; 65] = [
        0x04, 0xd8, 0x09, 0x6a, 0xf8, 0xa1, 0x1e, 0x0b, 0x80, 0x03, 0x7e, 0x1e, 0xe6, 0x82, 0x46, 0xb5, 0xdc, 0xbb,
        0x0a, 0xeb, 0x1c, 0xf1, 0x24, 0x4f, 0xd7, 0x67, 0xdb, 0x80, 0xf3, 0xfa, 0x27, 0xda, 0x2b, 0x39, 0x68, 0x12,
        0xea, 0x16, 0x86, 0xe7, 0x47, 0x2e, 0x96, 0x92, 0xea, 0xf3, 0xe9, 0x58, 0xe5, 0x0e, 0x95, 0x00, 0xd3, 0xb4,
        0xc7, 0x72, 0x43, 0xdb, 0x1f, 0x2a, 0xcd, 0x67, 0xba, 0x9c, 0xc4,
    ];
    pub const ECDH_SHARED: [u8; 32] = [
        0x54, 0x4d, 0xfa, 0xe2, 0x2a, 0xf6, 0xaf, 0x93, 0x90, 0x42, 0xb1, 0xd8, 0x5b, 0x71, 0xa1, 0xe4, 0x9e, 0x9a,
        0x56, 0x14, 0x12, 0x3c, 0x4d, 0x6a, 0xd0, 0xc8, 0xaf, 0x65, 0xba, 0xf8, 0x7d, 0x65,
    ];
}

/// [`scalar`] for secp256k1 (order above 2^255, so the same forcing works): the public vector's key, or the
/// check's secret under a constant-time check.
fn k256_scalar(vector_key: &[u8; 32]) -> [u8; 32] {
    if ct_secret(SecretKind::Key).is_some() {
        scalar::<32>()
    } else {
        *vector_key
    }
}

/// ECDSA secp256k1 signature (RFC 6979, SHA-256) of the vector's digest.
pub fn k256_sign(id: u32) -> Outcome {
    let d = k256_scalar(&k256_vectors::SIGN_KEY);
    let digest = <Sha256>::digest(k256_vectors::SIGN_MSG);
    let Ok(key) = secret_key::<secp256k1::Secp256k1, 8>(&d) else {
        return Outcome::check(&[], &k256_vectors::SIGN_SIG);
    };
    let sig = measure(id, (&key, &digest), |(k, d)| k.sign_prehash::<Sha256>(d));
    report_leftovers(id, &[&d]);
    match sig {
        Ok(sig) => Outcome::check(&sig.to_bytes(), &k256_vectors::SIGN_SIG),
        Err(_) => Outcome::check(&[], &k256_vectors::SIGN_SIG),
    }
}

/// ECDSA secp256k1 verification of the vector's signature (public key and signature decoded inside).
pub fn k256_verify(id: u32) -> Outcome {
    let digest = <Sha256>::digest(&k256_vectors::VERIFY_MSG);
    let r = measure(id, (&k256_vectors::VERIFY_PUBLIC, &digest, &k256_vectors::VERIFY_SIG), |(p, d, s)| {
        secp256k1::PublicKey::from_sec1_bytes(p)?.verify_prehash(d, &secp256k1::Signature::from_bytes(s)?)
    });
    Outcome { passed: r.is_ok(), working_bytes: 0 }
}

/// ECDH secp256k1: shared secret with the vector's uncompressed peer point.
pub fn k256_ecdh(id: u32) -> Outcome {
    let d = k256_scalar(&k256_vectors::ECDH_KEY);
    let Ok(key) = secret_key::<secp256k1::Secp256k1, 8>(&d) else {
        return Outcome::check(&[], &k256_vectors::ECDH_SHARED);
    };
    let shared = measure(id, (&key, &k256_vectors::ECDH_PEER), |(k, p)| k.diffie_hellman_sec1(p));
    report_leftovers(id, &[&d]);
    Outcome::check(shared.as_ref().map_or(&[][..], |s| s.as_bytes()), &k256_vectors::ECDH_SHARED)
}
