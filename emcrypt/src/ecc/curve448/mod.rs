//! Curve448: X448 key agreement (RFC 7748) and Ed448 signatures (RFC 8032: Ed448, Ed448ph).
//!
//! | layer | file | technique | constant data | constant-time |
//! | --- | --- | --- | --- | --- |
//! | field GF(2^448-2^224-1) | [`field`] | portable 32-bit: 16 limbs of 28 bits, one Karatsuba step on phi = 2^224, golden-ratio fold | none | yes (not on M3: `UMULL`) |
//! | scalars mod L | [`scalar`] | schoolbook product, bit-serial reduction | none | yes (not on M3: `UMULL`) |
//! | points | [`point`] | projective Edwards coordinates, complete RFC 8032 formulas | none | yes |
//! | `[k]P` | [`scalar_mul`] | signed 4-bit window, table of 8 points in RAM (1,536 B) | none | yes |
//! | X448 | [`x448`] | Montgomery ladder | none | yes |
//! | Ed448 | [`ed448`] | RFC 8032, cofactorless verification | none | signing yes; verification public data only |
//!
//! **CMOX mapping.** CycloneCRYPTO has X448/Ed448, CMOX does not. There is one variant for now, without
//! a precomputed base-point table (the counterpart of the Curve25519 `NoTable`, CMOX's "OptLow" word);
//! a table variant and an M4 assembly field are not done. Verification uses the same constant-time
//! scalar multiplication twice (no variable-time shortcut yet).
//!
//! **Constant time.** Secret scalars and keys never steer a branch or a memory index: ladder swaps and
//! window-table lookups are masked selects over every entry. The 32x32->64-bit multiplies carry the
//! caveats of [`field`]: not constant-time on Cortex-M3; constant-time on M0+ (`__aeabi_lmul`).
//!
//! **Cost** on the emulated Cortex-M4 cycle model (benchmark cases `x448/shared-secret`,
//! `ed448/{sign,verify}/1023`; opt-level 3, LTO; stack is the high-water mark of the operation):
//!
//! | operation | cycles (M4 model) | stack |
//! | --- | --- | --- |
//! | X448 shared secret (ladder) | 7.40 M | 3.5 KB |
//! | Ed448 sign (1023-byte message) | 10.1 M | 6.9 KB |
//! | Ed448 verify (1023-byte message, key decoded inside) | 18.7 M | 5.7 KB |
//!
//! Not done yet: a precomputed base-point table (CMOX "OptHigh"), a shared-doubling (Straus) verification,
//! an M4 `UMAAL` field multiply, and trimming the stack (the field code's temporaries are not yet sized
//! for small RAM).
//!
//! ```
//! use emcrypt::ecc::curve448::{ed448, x448};
//!
//! let alice = x448::SecretKey::from_bytes([0x42; 56]);
//! let bob = x448::SecretKey::from_bytes([0x17; 56]);
//! let k1 = alice.diffie_hellman(&bob.public_key()).unwrap();
//! let k2 = bob.diffie_hellman(&alice.public_key()).unwrap();
//! assert_eq!(k1.as_bytes(), k2.as_bytes());
//!
//! let key = ed448::SigningKey::from_seed(&[7; 57]);
//! let sig = key.sign(b"hello", b"").unwrap();
//! assert!(key.verifying_key().verify(b"hello", b"", &sig).is_ok());
//! assert!(key.verifying_key().verify(b"hellO", b"", &sig).is_err());
//! ```
pub mod ed448;
#[cfg(feature = "traits")]
pub mod ed448_traits;
pub mod field;
pub mod point;
pub mod scalar;
pub mod scalar_mul;
pub mod x448;
