//! Authenticated encryption with associated data (AEAD).
//!
//! | AEAD | module | nonce | tag | technique | constant time |
//! | --- | --- | --- | --- | --- | --- |
//! | ChaCha20-Poly1305 (RFC 8439) | [`chacha20poly1305`] | 12 bytes (counter or unique) | 16 bytes | [`ChaCha20`](crate::stream::ChaCha20) + [`Poly1305`](crate::mac::poly1305::Poly1305) | yes (Poly1305: not on Cortex-M3) |
//! | XChaCha20-Poly1305 (draft-irtf-cfrg-xchacha) | [`chacha20poly1305`] | 24 bytes (random is fine) | 16 bytes | HChaCha20 subkey, then as above | as above |
//!
//! # API convention (every AEAD of this module follows it)
//! * **One-shot, out of place**: `encrypt(key, nonce, aad, plaintext, ciphertext_out, tag_out)` and
//!   `decrypt(key, nonce, aad, ciphertext, tag, plaintext_out) -> Result<(), Error>`. The tag is detached;
//!   the output has exactly the input's length (else [`Error::InvalidLength`](crate::Error::InvalidLength)).
//! * **One-shot, in place**: `encrypt_in_place(key, nonce, aad, buffer) -> Result<tag, Error>` and
//!   `decrypt_in_place(key, nonce, aad, buffer, tag) -> Result<(), Error>`.
//! * **Decryption verifies first**: the tag is recomputed over the ciphertext and compared in constant
//!   time *before* any plaintext is produced; on any failure the output (or the in-place buffer) is
//!   zeroed and [`Error::VerificationFailed`](crate::Error::VerificationFailed) (or [`Error::InvalidLength`](crate::Error::InvalidLength)) returned, so no unauthenticated
//!   plaintext is ever released by the one-shot functions.
//! * **Streaming**: `Encryptor::new(key, nonce)` / `Decryptor::new(key, nonce)`, then `aad(..)` any number
//!   of times, `append(input, output)` in any chunk sizes, and `finish() -> tag` /
//!   `finish_verify(tag) -> Result`. Any split gives the one-shot answer. **Streamed plaintext is
//!   unauthenticated until `finish_verify` succeeds**: the caller must hold it back (or discard it) until
//!   then. Associated data must all come before the first `append`.
//! * A key is `&[u8; KEY_LEN]`, a nonce `&[u8; NONCE_LEN]`: sizes are checked by the type system. A
//!   (key, nonce) pair must never encrypt two messages.
//! * Variants (a limb layout, a table...) are type parameters with a default, as everywhere in the
//!   library: `ChaCha20Poly1305Over::<Radix13>` picks the Poly1305 arithmetic for Cortex-M0/M3 (see
//!   [`poly1305`](crate::mac::poly1305)); the free functions use the default.
//! * Keyed types (`ChaCha20Poly1305::new(key)`) hold the key for repeated use, implement the RustCrypto
//!   `aead` traits under the `traits` feature, and wipe the key when dropped.
//!
//! ChaCha20-Poly1305 on the benchmark's emulated cores (8000-byte one-shot encryption, zero-wait-state
//! model, measured while writing this code): Cortex-M4 ≈ 36 cycles/byte, M3 ≈ 46 (64 with the
//! constant-time `Radix13` Poly1305), M0+ ≈ 188 (120 with `Radix13`). The benchmark report has the
//! maintained figures.

pub mod chacha20poly1305;

pub use chacha20poly1305::{
    ChaCha20Poly1305, ChaCha20Poly1305Over, XChaCha20Poly1305, XChaCha20Poly1305Over,
};
