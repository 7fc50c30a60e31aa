//! Elliptic-curve cryptography.
//!
//! | curve | module | schemes | arithmetic (CMOX name) | scalar × point (CMOX curve definition) | constant time |
//! | --- | --- | --- | --- | --- | --- |
//! | Curve25519 | [`curve25519`] | X25519, Ed25519 (pure, ctx, ph) | portable 32-bit, 10 limbs radix 2^25.5 | `PrecomputedTable` 30,720 B ("OptHigh") or `NoTable` ("OptLow") | yes (not on Cortex-M3) |
//! | Curve448 | [`curve448`] | X448, Ed448 (pure, ph) | portable 32-bit, 16 limbs radix 2^28, Karatsuba on 2^224 | signed 4-bit window, no table ("OptLow") | yes (not on Cortex-M3) |
//! | P-256 | [`p256`] | ECDSA, ECDH | `P256`, `P256Table`: special-form Montgomery, `UMAAL` assembly on Cortex-M4 ("Fast math"); `P256Small`: generic Montgomery, 8 × 32-bit limbs, compact point and inversion code ("Small math") | 3-bit signed window, no table ("Low"); `P256Table`: 33,280-byte base-point table ("High") | yes (not on Cortex-M3) |
//! | P-384 | [`p384`] | ECDSA, ECDH | generic Montgomery, 12 × 32-bit limbs ("Small math") | 3-bit signed window, no table ("Low"); `P384Table`: 74,496-byte base-point table ("High") | yes (not on Cortex-M3) |
//! | P-521 | [`p521`] | ECDSA, ECDH | generic Montgomery, 17 × 32-bit limbs ("Small math") | 3-bit signed window, no table ("Low") | yes (not on Cortex-M3) |
//! | secp256k1 | [`secp256k1`] | ECDSA, ECDH | generic Montgomery, 8 × 32-bit limbs ("Small math"), `a = 0` formulas | 3-bit signed window, no table ("Low") | yes (not on Cortex-M3) |
//!
//! ```
//! use emcrypt::ecc::p256::{PublicKey, SecretKey, Signature};
//! use emcrypt::hash::sha256::Sha256;
//!
//! // Keys: from 32 bytes (or `SecretKey::generate(&mut rng)` with a `rand_core` CryptoRng).
//! let alice = SecretKey::from_bytes(&[0x42; 32]).unwrap();
//! let bob = SecretKey::from_bytes(&[0x17; 32]).unwrap();
//!
//! // ECDSA: deterministic RFC 6979 signature, fixed-size or DER encoding, verification.
//! let sig = alice.sign::<Sha256>(b"hello");
//! let mut der = [0u8; Signature::MAX_DER_LEN];
//! let der_len = sig.to_der(&mut der).unwrap();
//! let alice_public = PublicKey::from_sec1_bytes(&alice.public_key().to_compressed()).unwrap();
//! assert!(alice_public.verify_der::<Sha256>(b"hello", &der[..der_len]).is_ok());
//!
//! // ECDH: both sides derive the same x-coordinate (feed it to HKDF).
//! let k1 = alice.diffie_hellman_sec1(&bob.public_key().to_uncompressed()).unwrap();
//! let k2 = bob.diffie_hellman(&alice.public_key()).unwrap();
//! assert_eq!(k1.as_bytes(), k2.as_bytes());
//! ```
//!
//! The short-Weierstrass curves share one implementation, [`weierstrass`]; each curve is one file of
//! constants. CMOX's "High" curve definition (a precomputed base-point table in flash) is the
//! `P256Table` / `P384Table` curve type ([`weierstrass::base_table`]). Cortex-M3's `UMULL` takes
//! data-dependent time, so no multiplication-based code is constant time there (see
//! [`weierstrass::montgomery`]).

pub mod curve25519;
pub mod curve448;
pub mod p256;
pub mod p384;
pub mod p521;
pub mod secp256k1;
#[cfg(test)]
mod thumb_gen;
pub mod weierstrass;
