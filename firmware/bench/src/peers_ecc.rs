//! Peer cases for public-key operations: RustCrypto's `p256` / `p384` 0.14 (ECDSA sign and verify of a
//! digest, ECDH), `ed25519-dalek` 3 (sign and verify of 1023 bytes) and `x25519-dalek` 3, timed exactly as
//! emcrypt's cases in `ecc.rs` time the same operation (same keys, digests and known answers, computed at build
//! time by these same crates on the host), for the reports' "vs RustCrypto" column.
//!
//! What is inside the measurement, as for emcrypt: signing takes a decoded secret key and the digest;
//! verification decodes the public key and the signature; ECDH decodes and validates the peer's public key.
//!
//! `ed25519-dalek` 3 is built with its default `fast` feature (precomputed base-point tables in flash): cargo
//! unifies features, so one firmware cannot also hold its table-less build. The table-less peer is therefore
//! `ed25519-dalek` 2.2 (on `curve25519-dalek` 4), a separate crate to cargo, built without `fast`. The two
//! peers carry CMOX's words for the base-point choice, `opthigh` (tables) and `optlow` (none), as our
//! `PrecomputedTable` and `NoTable` cases do, and the report pairs them by that word.

use crate::kat::*;
use crate::message::key_byte;
use crate::Outcome;
use emcrypt_fw_rt::bench::measure;

fn secret<const N: usize>() -> [u8; N] {
    core::array::from_fn(key_byte)
}

/// The curve-generic body of the ECDSA and ECDH cases, one instance per curve crate.
macro_rules! nist_curve {
    ($module:ident, $krate:ident, $n:literal, $digest:ident, $public:ident, $sig:ident, $peer:ident, $shared:ident) => {
        pub mod $module {
            use super::*;
            use ::$krate::ecdsa::signature::hazmat::{PrehashSigner, PrehashVerifier};
            use ::$krate::ecdsa::{Signature, SigningKey, VerifyingKey};

            /// ECDSA signature (RFC 6979) of the digest with a decoded signing key.
            pub fn sign(id: u32) -> Outcome {
                let Ok(key) = SigningKey::from_slice(&secret::<$n>()) else { return Outcome::check(&[], &$sig) };
                let sig: Result<Signature, _> = measure(id, (&key, &$digest), |(k, d)| k.sign_prehash(d));
                match sig {
                    Ok(sig) => Outcome::check(&sig.to_bytes(), &$sig),
                    Err(_) => Outcome::check(&[], &$sig),
                }
            }

            /// ECDSA verification of the known signature (public key and signature decoded inside).
            pub fn verify(id: u32) -> Outcome {
                let r = measure(id, (&$public, &$digest, &$sig), |(p, d, s)| {
                    let key = VerifyingKey::from_sec1_bytes(p)?;
                    key.verify_prehash(d, &Signature::from_slice(s)?)
                });
                Outcome { passed: r.is_ok(), working_bytes: 0 }
            }

            /// ECDH: the shared secret (x-coordinate) with the peer's uncompressed public key.
            pub fn ecdh(id: u32) -> Outcome {
                let Ok(key) = ::$krate::SecretKey::from_slice(&secret::<$n>()) else {
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

nist_curve!(p256, p256, 32, P256_DIGEST, P256_PUBLIC, P256_SIG, P256_PEER, P256_SHARED);
nist_curve!(p384, p384, 48, P384_DIGEST, P384_PUBLIC, P384_SIG, P384_PEER, P384_SHARED);

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
