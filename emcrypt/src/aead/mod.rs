//! Authenticated encryption with associated data (AEAD) over AES.
//!
//! Both run over any 128-bit [`BlockCipher`](crate::cipher::BlockCipher), so over every AES variant; the
//! counter-mode keystream (`counter_mode.rs`) and the padded block chaining (`block_stream.rs`) are shared.
//!
//! | AEAD | module | nonce | tag | technique | constant time |
//! | --- | --- | --- | --- | --- | --- |
//! | GCM, GMAC (SP 800-38D) | [`gcm`] | any length (12 bytes recommended) | 4, 8, 12..16 bytes | CTR + GHASH ([`Ctmul32`](ghash::Ctmul32) default, or [`Table4`](ghash::Table4)) | yes with `Ctmul32`; `Table4` not on cached cores |
//! | CCM (SP 800-38C) | [`ccm`] | 7..13 bytes | 4..16 bytes, even | CBC-MAC + CTR; one-shot only (lengths come first) | yes |
//!
//! # API convention (every AEAD of this module follows it)
//! * **One-shot, out of place**: `encrypt(key, nonce, aad, plaintext, ciphertext_out, tag_out)` and
//!   `decrypt(key, nonce, aad, ciphertext, tag, plaintext_out) -> Result<(), Error>`. The tag is detached;
//!   the output has exactly the input's length (else [`Error::InvalidLength`](crate::Error::InvalidLength)).
//!   Where the standard allows several tag lengths, the length of `tag_out` picks it.
//! * **One-shot, in place**: `encrypt_in_place(.., buffer, tag_out)`, `decrypt_in_place(.., buffer, tag)`.
//! * **Decryption verifies first**: the tag is recomputed over the ciphertext and compared in constant
//!   time *before* any plaintext is produced; on any failure the output is zeroed and an error returned.
//! * **Streaming**: `Encryptor::new(key, nonce)` / `Decryptor::new(key, nonce)`, `aad(..)` before the
//!   first `append(input, output)` (any chunk sizes), then `finish()` / `finish_verify(tag)`. Any split
//!   gives the one-shot answer. **Streamed plaintext is unauthenticated until `finish_verify`
//!   succeeds.**
//! * Keys are slices because AES has three key sizes: the block cipher type (`Aes128`, `Aes256<Compact>`,
//!   ...) is a type parameter and checks the length. A (key, nonce) pair must never encrypt two messages.

mod block_stream;
pub mod ccm;
mod counter_mode;
pub mod gcm;
pub mod ghash;
mod ghash_ctmul32;
mod ghash_table4;
