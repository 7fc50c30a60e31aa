//! Message authentication codes.
//!
//! | MAC | module | technique | state kept | constant time |
//! | --- | --- | --- | --- | --- |
//! | HMAC over any [`Hash`](crate::hash::Hash) | [`hmac`](mod@hmac) | inner/outer hash states precomputed from the key | two hash contexts (the key itself is not kept) | yes (tag comparison via [`ct`](crate::ct)) |
//! | CMAC over any [`BlockCipher`](crate::cipher::BlockCipher) (SP 800-38B) | [`cmac`](mod@cmac) | CBC-MAC with subkey-masked last block | cipher key, two subkeys, chaining block | yes when the cipher is |
//!
//! HMAC costs two extra compression-function calls per message on top of the hash itself (plus two when
//! the context is created); figures are in the benchmark report (`results/`).

pub mod cmac;
pub mod hmac;

pub use hmac::{hmac, Hmac};
