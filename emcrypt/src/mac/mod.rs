//! Message authentication codes.
//!
//! | MAC | module | technique | state kept | constant time |
//! | --- | --- | --- | --- | --- |
//! | HMAC over any [`Hash`](crate::hash::Hash) | [`hmac`](mod@hmac) | inner/outer hash states precomputed from the key | two hash contexts (the key itself is not kept) | yes (tag comparison via [`ct`](crate::ct)) |
//! | Poly1305 (one-time key) | [`poly1305`] | `Radix26` (default): 26-bit limbs, 64-bit products; `Radix13`: 13-bit limbs, 32-bit products (M0/M0+, M3) | 16-byte buffer, 13–24 words | `Radix13` yes; `Radix26` yes except on Cortex-M3 (early-terminating `UMULL`) |
//! | CMAC over any [`BlockCipher`](crate::cipher::BlockCipher) (SP 800-38B) | [`cmac`](mod@cmac) | CBC-MAC with subkey-masked last block | cipher key, two subkeys, chaining block | yes when the cipher is |
//!
//! HMAC costs two extra compression-function calls per message on top of the hash itself (plus two when
//! the context is created); figures are in the benchmark report (`results/`).

pub mod cmac;
pub mod hmac;
// Poly1305 one-time authenticator (RFC 8439).
pub mod poly1305;

pub use hmac::{hmac, Hmac};
