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

// Authenticated encryption: GCM, CCM, ChaCha20-Poly1305, XChaCha20-Poly1305.
pub mod aead;
mod arch;
// Big integers on 32-bit limbs for RSA, DH and DSA: Montgomery arithmetic, windowed exponentiation, CRT.
pub mod bigint;
// Block ciphers and modes: AES (three variants), Triple DES (legacy), AES key wrap.
pub mod cipher;
pub mod ct;
// SP 800-90A deterministic random bit generators: HMAC_DRBG, Hash_DRBG, CTR_DRBG.
pub mod drbg;
// Finite-field Diffie-Hellman: RFC 7919 groups (ffdhe2048/3072/4096) and caller-given (p, g).
pub mod dh;
// DSA (FIPS 186-4, legacy): RFC 6979 signing, verification, DER and P1363 signatures.
pub mod dsa;
// Elliptic curves: X25519, Ed25519; ECDSA and ECDH on P-256, P-384, P-521.
pub mod ecc;
mod error;
pub mod hash;
// Key derivation: HKDF, PBKDF2-HMAC.
pub mod kdf;
// Message authentication: HMAC, CMAC, Poly1305.
pub mod mac;
// RSA: PKCS#1 v1.5 and PSS signatures, CRT and direct private operations, caller-provided working buffers.
pub mod rsa;
// Post-quantum: ML-KEM (FIPS 203), ML-DSA (FIPS 204), LMS/HSS hash-based signatures (RFC 8554).
pub mod pqc;
// Stream ciphers: ChaCha20, XChaCha20.
pub mod stream;
mod stack_wipe;
mod wipe;
#[cfg(feature = "traits")]
mod traits;

pub use error::Error;
