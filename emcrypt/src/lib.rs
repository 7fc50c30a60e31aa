//! emcrypt: pure-Rust, `no_std`, heap-free cryptography for microcontrollers.
//!
//! Layers, each calling only the one below: [`ct`] (constant-time building blocks) → arithmetic backends
//! (the only place for `asm!`, inside `arch`) → primitives (compression functions, permutations, block
//! ciphers) → modes and schemes → the public API tiers (one-shot functions, streaming contexts, and
//! caller-provided working buffers).
//!
//! Variants are public types named for their technique (for example [`hash::sha256::Sha256`] with the
//! [`Unrolled`](hash::sha256::Unrolled) or [`Compact`](hash::sha256::Compact) compression function): the user
//! picks one by naming it and the linker drops the rest.
#![no_std]
#![deny(unsafe_code)]
#![warn(missing_docs)]

mod arch;
pub mod ct;
// SP 800-90A deterministic random bit generators: HMAC_DRBG, Hash_DRBG.
pub mod drbg;
// Elliptic-curve cryptography: ECDSA and ECDH on P-256, P-384 and P-521.
pub mod ecc;
mod error;
pub mod hash;
// Key derivation: HKDF, PBKDF2-HMAC.
pub mod kdf;
// Message authentication: HMAC.
pub mod mac;
#[cfg(feature = "traits")]
mod traits;

pub use error::Error;
