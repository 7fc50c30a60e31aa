//! Block ciphers.
//!
//! | cipher | module | variants |
//! | --- | --- | --- |
//! | Triple DES (TDEA, legacy), ECB and CBC | [`des`] | [`PackedSboxes`](des::PackedSboxes) (default, constant time), [`TableBased`](des::TableBased) (faster, not constant time on cached cores) |

pub mod des;
