//! Key derivation functions, generic over any [`Hash`](crate::hash::Hash) through [`Hmac`](crate::mac::Hmac).
//!
//! | KDF | module | use | cost | constant time |
//! | --- | --- | --- | --- | --- |
//! | HKDF (RFC 5869) | [`hkdf`](mod@hkdf) | keys from a high-entropy secret (DH output, master key) | 2 HMACs + 1 per output block | yes |
//! | PBKDF2-HMAC (RFC 8018, SP 800-132) | [`pbkdf2`](mod@pbkdf2) | keys from a password | `iterations` HMACs per output block | yes |
//!
//! Both keep no heap and no large buffers: their state is one or two keyed HMAC contexts and a digest.

pub mod hkdf;
pub mod pbkdf2;

pub use hkdf::{hkdf, Hkdf};
pub use pbkdf2::pbkdf2_hmac;
