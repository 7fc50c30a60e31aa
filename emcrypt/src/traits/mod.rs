//! RustCrypto trait implementations (feature `traits`, on by default), so emcrypt types drop into code
//! written against [`digest`] 0.11: `Digest`, `Mac`, `ExtendableOutput`.
//!
//! | emcrypt type | RustCrypto traits |
//! | --- | --- |
//! | every fixed-output hash (MD5, SHA-1, SHA-2, SHA-3; every variant) | `Digest` (via `HashMarker`, `Update`, `FixedOutput`, `Default`), `OutputSizeUser`, `BlockSizeUser`, `Reset`, `FixedOutputReset` |
//! | SHAKE128, SHAKE256 | `ExtendableOutput` (reader: `XofReader`), `HashMarker`, `Update`, `Default`, `BlockSizeUser`, `Reset`, `ExtendableOutputReset` |
//! | `ChaCha20`, `XChaCha20` | `cipher` 0.5: `StreamCipher`, `KeyIvInit` |
//! | `ChaCha20Poly1305`, `XChaCha20Poly1305` | `aead` 0.6: `AeadInOut` (hence `Aead` with `alloc`), `AeadCore`, `KeyInit` |
//! | `Gcm<C, G>` (12-byte nonce, 16-byte tag), `ccm::TypedCcm<C, M, N>` (tag and nonce lengths in the type) | `aead` 0.6: `AeadInOut`, `AeadCore`, `KeySizeUser`, `KeyInit` |
//! | `Aes128`/`Aes192`/`Aes256` (every variant), see `block_cipher.rs` | [`cipher`] 0.5: `KeyInit`, `BlockCipherEncrypt`, `BlockCipherDecrypt` (two blocks in parallel), `BlockSizeUser`, `KeySizeUser` |
//! | `Hmac<H>` over any of those hashes | `Mac` (via `KeyInit`, `MacMarker`, `Update`, `FixedOutput`), `OutputSizeUser`, `BlockSizeUser` |
//!
//! `Hmac` has no `Reset`: it forgets its key once the two padded-key states are absorbed, so a reset would
//! need a third hash state; clone a freshly keyed context instead.
//!
//! ```
//! use digest::Digest;
//! use emcrypt::hash::sha256::{Sha256, Compact};
//! let d = <Sha256<Compact> as Digest>::digest(b"abc");
//! assert_eq!(d.as_slice(), emcrypt::hash::sha256::sha256(b"abc"));
//! ```
//!
//! The orphan rule forbids one blanket `impl<H: Hash> digest::Update for H`, so a small macro (`impl_digest!` in `hashes.rs`) writes the
//! few forwarding impls per type; each of them just calls the crate's own [`Hash`](crate::hash::Hash)
//! trait, so the behaviour is defined in one place.

mod aead;
mod cipher;
mod block_cipher;
mod hashes;
mod mac;
mod xof;
