//! Authenticated encryption with associated data (AEAD).
//!
//! | AEAD | module | nonce | tag | technique | constant time |
//! | --- | --- | --- | --- | --- | --- |
//! | GCM, GMAC (SP 800-38D) | [`gcm`] | any length (12 bytes recommended) | 4, 8, 12..16 bytes | CTR + GHASH ([`Ctmul32`](ghash::Ctmul32) default, or [`Table4`](ghash::Table4)) | yes with `Ctmul32`; `Table4` not on cached cores |
//! | CCM (SP 800-38C) | [`ccm`] | 7..13 bytes | 4..16 bytes, even | CBC-MAC + CTR; streaming takes the lengths up front | yes |
//! | ChaCha20-Poly1305 (RFC 8439) | [`chacha20poly1305`] | 12 bytes (counter or unique) | 16 bytes | [`ChaCha20`](crate::stream::ChaCha20) + [`Poly1305`](crate::mac::poly1305::Poly1305) | yes (Poly1305 `Radix26`: not on Cortex-M3) |
//! | XChaCha20-Poly1305 (draft-irtf-cfrg-xchacha) | [`chacha20poly1305`] | 24 bytes (random is fine) | 16 bytes | HChaCha20 subkey, then as above | as above |
//!
//! GCM and CCM run over any 128-bit [`BlockCipher`](crate::cipher::BlockCipher), so over every AES variant;
//! the counter-mode keystream (`counter_mode.rs`) and the padded block chaining (`block_stream.rs`) are shared.
//!
//! # API convention (every AEAD of this module follows it)
//! * **One-shot, out of place**: `encrypt(key, nonce, aad, plaintext, ciphertext_out, tag_out)` and
//!   `decrypt(key, nonce, aad, ciphertext, tag, plaintext_out) -> Result<(), Error>`. The tag is detached;
//!   the output has exactly the input's length (else [`Error::InvalidLength`](crate::Error::InvalidLength)).
//!   Where the standard allows several tag lengths (GCM, CCM), the length of `tag_out` picks it.
//! * **One-shot, in place**: `encrypt_in_place(.., buffer, tag_out)` / `decrypt_in_place(.., buffer, tag)`:
//!   the same argument order as the out-of-place pair with input and output merged into `buffer`, and the
//!   tag always detached, written to an out-parameter (never returned, never appended), in every AEAD.
//!   GCM and CCM take `&mut [u8]` (its length picks the tag length), ChaCha20-Poly1305 `&mut [u8; 16]`
//!   (one tag length). Streaming contexts have `append_in_place(buffer)` beside `append(input, output)`.
//!   The RustCrypto `aead` traits (feature `traits`) add the appended-tag buffer forms.
//! * **Decryption verifies first**: the tag is recomputed over the ciphertext and compared in constant
//!   time *before* any plaintext is produced; on any failure the output (or the in-place buffer) is
//!   zeroed and an error returned, so no unauthenticated plaintext is released by the one-shot functions.
//! * **Streaming**: `Encryptor::new(key, nonce)` / `Decryptor::new(key, nonce)`, then `aad(..)` any number
//!   of times, `append(input, output)` in any chunk sizes, and `finish() -> tag` /
//!   `finish_verify(tag) -> Result`. Any split gives the one-shot answer. **Streamed plaintext is
//!   unauthenticated until `finish_verify` succeeds**: the caller must hold it back (or discard it) until
//!   then. Associated data must all come before the first `append`.
//! * ChaCha20-Poly1305 keys are `&[u8; 32]` and nonces arrays (sizes checked by the type system); AES keys
//!   are slices because AES has three key sizes: the block cipher type (`Aes128`, `Aes256<Compact>`, ...)
//!   is a type parameter and checks the length. A (key, nonce) pair must never encrypt two messages.
//! * Variants (a limb layout, a table...) are type parameters with a default, as everywhere in the
//!   library: `ChaCha20Poly1305Over::<Radix13>` picks the Poly1305 arithmetic for Cortex-M0/M3 (see
//!   [`poly1305`](crate::mac::poly1305)); the free functions use the default.
//!
//! Figures for every AEAD and variant are in the benchmark report (`results/`).

mod block_stream;
pub mod ccm;
pub mod chacha20poly1305;
mod counter_mode;
pub mod gcm;
pub mod ghash;
mod ghash_ctmul32;
mod ghash_table4;

/// [`Error::InvalidLength`](crate::Error::InvalidLength) unless the output has the input's length (GCM's
/// and CCM's out-of-place functions).
fn same_len(input: &[u8], output: &[u8]) -> Result<(), crate::Error> {
    if input.len() == output.len() {
        Ok(())
    } else {
        Err(crate::Error::InvalidLength)
    }
}

pub use chacha20poly1305::{ChaCha20Poly1305, ChaCha20Poly1305Over, XChaCha20Poly1305, XChaCha20Poly1305Over};
