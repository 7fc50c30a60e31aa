//! Stream ciphers.
//!
//! | cipher | module | technique | state | speed | constant time |
//! | --- | --- | --- | --- | --- | --- |
//! | ChaCha20 (RFC 8439: 96-bit nonce, 32-bit block counter) | [`chacha20`] | one 64-byte block at a time, state in 16 locals, quarter-rounds unrolled, whole-word XOR | 64-byte keystream buffer | fast | yes (add, rotate, XOR only) |
//! | XChaCha20 (draft-irtf-cfrg-xchacha: 192-bit nonce via HChaCha20) | [`chacha20`] | HChaCha20 subkey, then ChaCha20 | as ChaCha20 | as ChaCha20 + one block per message | yes |
//!
//! ChaCha20 measured on the benchmark's emulated cores (8000 bytes, zero-wait-state model, while writing
//! this code): Cortex-M4 ≈ 24 cycles/byte, M3 ≈ 26, M0+ ≈ 62.
//!
//! A stream cipher alone gives no integrity: use the AEADs of [`aead`](crate::aead) unless a protocol
//! adds its own MAC. Never reuse a (key, nonce) pair.

pub mod chacha20;

pub use chacha20::{ChaCha20, XChaCha20};
