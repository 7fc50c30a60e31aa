//! Peer cases for public-key operations: RustCrypto's `p256` / `p384` / `p521` / `k256` 0.14 (ECDSA sign and
//! verify of a digest, ECDH), `ed25519-dalek` 3 (sign and verify of 1023 bytes) and `x25519-dalek` 3, timed
//! exactly as emcrypt's cases in `ecc.rs` time the same operation (same keys, digests and known answers: computed
//! at build time by these same crates on the host, and for secp256k1 the public vectors of `ecc::k256_vectors`),
//! for the reports' "vs RustCrypto" column.
//!
//! What is inside the measurement, as for emcrypt: signing takes a decoded secret key and the digest;
//! verification decodes the public key and the signature; ECDH decodes and validates the peer's public key.
//!
//! `ed25519-dalek` 3 is built with its default `fast` feature (precomputed base-point tables in flash): cargo
//! unifies features, so one firmware cannot also hold its table-less build. The table-less peer is therefore
//! `ed25519-dalek` 2.2 (on `curve25519-dalek` 4), a separate crate to cargo, built without `fast`. The two
//! peers carry CMOX's words for the base-point choice, `opthigh` (tables) and `optlow` (none), as our
//! `PrecomputedTable` and `NoTable` cases do, and the report pairs them by that word.

use crate::ecc::k256_vectors;
use crate::kat::*;
use crate::message::key_byte;
use crate::Outcome;
use emcrypt_fw_rt::bench::measure;

fn secret<const N: usize>() -> [u8; N] {
    core::array::from_fn(key_byte)
}

/// The curve-generic body of the ECDSA and ECDH cases, one instance per curve crate: the keys and digests are
/// expressions, as secp256k1's known answers are public vectors rather than the benchmark key.
macro_rules! nist_curve {
    ($module:ident, $krate:ident, sign: ($sign_key:expr, $sign_digest:expr, $sig:expr),
     verify: ($verify_digest:expr, $public:expr, $verify_sig:expr),
     ecdh: ($ecdh_key:expr, $peer:expr, $shared:expr)) => {
        pub mod $module {
            use super::*;
            use ::$krate::ecdsa::signature::hazmat::{PrehashSigner, PrehashVerifier};
            use ::$krate::ecdsa::{Signature, SigningKey, VerifyingKey};

            /// ECDSA signature (RFC 6979) of the digest with a decoded signing key.
            pub fn sign(id: u32) -> Outcome {
                let digest = $sign_digest;
                let Ok(key) = SigningKey::from_slice(&$sign_key) else { return Outcome::check(&[], &$sig) };
                let sig: Result<Signature, _> = measure(id, (&key, &digest), |(k, d)| k.sign_prehash(d));
                match sig {
                    Ok(sig) => Outcome::check(&sig.to_bytes(), &$sig),
                    Err(_) => Outcome::check(&[], &$sig),
                }
            }

            /// ECDSA verification of the known signature (public key and signature decoded inside).
            pub fn verify(id: u32) -> Outcome {
                let digest = $verify_digest;
                let r = measure(id, (&$public, &digest, &$verify_sig), |(p, d, s)| {
                    let key = VerifyingKey::from_sec1_bytes(p)?;
                    key.verify_prehash(d, &Signature::from_slice(s)?)
                });
                Outcome { passed: r.is_ok(), working_bytes: 0 }
            }

            /// ECDH: the shared secret (x-coordinate) with the peer's uncompressed public key.
            pub fn ecdh(id: u32) -> Outcome {
                let Ok(key) = ::$krate::SecretKey::from_slice(&$ecdh_key) else {
                    return Outcome::check(&[], &$shared);
                };
                let shared = measure(id, (&key, &$peer), |(k, p)| {
                    let peer = ::$krate::PublicKey::from_sec1_bytes(p).ok()?;
                    Some(::$krate::ecdh::diffie_hellman(k.to_nonzero_scalar(), peer.as_affine()))
                });
                Outcome::check(shared.as_ref().map_or(&[][..], |s| &s.raw_secret_bytes()[..]), &$shared)
            }
        }
    };
}

nist_curve!(p256, p256, sign: (secret::<32>(), P256_DIGEST, P256_SIG), verify: (P256_DIGEST, P256_PUBLIC, P256_SIG),
    ecdh: (secret::<32>(), P256_PEER, P256_SHARED));
nist_curve!(p384, p384, sign: (secret::<48>(), P384_DIGEST, P384_SIG), verify: (P384_DIGEST, P384_PUBLIC, P384_SIG),
    ecdh: (secret::<48>(), P384_PEER, P384_SHARED));
nist_curve!(p521, p521, sign: (p521_secret(), P521_DIGEST, P521_SIG), verify: (P521_DIGEST, P521_PUBLIC, P521_SIG),
    ecdh: (p521_secret(), P521_PEER, P521_SHARED));
nist_curve!(k256, k256,
    sign: (k256_vectors::SIGN_KEY, sha256(k256_vectors::SIGN_MSG), k256_vectors::SIGN_SIG),
    verify: (sha256(&k256_vectors::VERIFY_MSG), k256_vectors::VERIFY_PUBLIC, k256_vectors::VERIFY_SIG),
    ecdh: (k256_vectors::ECDH_KEY, k256_vectors::ECDH_PEER, k256_vectors::ECDH_SHARED));

/// The benchmark key as a P-521 scalar: 66 bytes, the top byte keeping bit 0 only (as `build.rs`).
fn p521_secret() -> [u8; 66] {
    let mut k = secret::<66>();
    k[0] &= 1;
    k
}

/// The SHA-256 digest of secp256k1's vector messages, computed outside the measurement (as emcrypt's cases do).
fn sha256(message: &[u8]) -> [u8; 32] {
    use emcrypt::hash::Hash;
    <emcrypt::hash::sha256::Sha256>::digest(message)
}

/// The Ed25519 cases of one `ed25519-dalek` crate: sign and verify of `message`.
macro_rules! ed25519_peer {
    ($module:ident, $krate:ident) => {
        pub mod $module {
            use super::*;
            use ::$krate::{Signature, Signer, SigningKey, Verifier, VerifyingKey};

            /// Ed25519 signature of `message` with a key pair derived outside the measurement.
            pub fn sign(id: u32, message: &[u8]) -> Outcome {
                let key = SigningKey::from_bytes(&secret::<32>());
                let sig = measure(id, (&key, message), |(k, m)| k.sign(m).to_bytes());
                Outcome::check(&sig, &ED25519_SIG_1023)
            }

            /// Ed25519 verification of the known signature of `message` (public key decoded inside).
            pub fn verify(id: u32, message: &[u8]) -> Outcome {
                let r = measure(id, (&ED25519_PUBLIC, message, &ED25519_SIG_1023), |(p, m, s)| {
                    let key = VerifyingKey::from_bytes(p)?;
                    key.verify(m, &Signature::from_bytes(s))
                });
                Outcome { passed: r.is_ok(), working_bytes: 0 }
            }
        }
    };
}

// ed25519-dalek 3 with `fast` (precomputed base-point tables), and 2.2 without them.
ed25519_peer!(ed25519_fast, ed25519_dalek);
ed25519_peer!(ed25519_no_table, ed25519_dalek_v2);

/// X25519 of the benchmark key and the peer's public key.
pub fn x25519_shared(id: u32) -> Outcome {
    let k = secret::<32>();
    let shared = measure(id, (k, X25519_PEER), |(k, u)| x25519_dalek::x25519(k, u));
    Outcome::check(&shared, &X25519_SHARED)
}
