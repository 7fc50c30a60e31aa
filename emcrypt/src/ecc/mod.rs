//! Elliptic-curve cryptography.
//!
//! | curve | module | schemes | arithmetic (CMOX name) | scalar × point (CMOX curve definition) | constant time |
//! | --- | --- | --- | --- | --- | --- |
//! | P-256 | [`p256`] | ECDSA, ECDH | generic Montgomery, 8 × 32-bit limbs ("Small math") | 3-bit signed window, no table ("Low") | yes (not on Cortex-M3) |
//! | P-384 | [`p384`] | ECDSA, ECDH | generic Montgomery, 12 × 32-bit limbs ("Small math") | 3-bit signed window, no table ("Low") | yes (not on Cortex-M3) |
//! | P-521 | [`p521`] | ECDSA, ECDH | generic Montgomery, 17 × 32-bit limbs ("Small math") | 3-bit signed window, no table ("Low") | yes (not on Cortex-M3) |
//!
//! The short-Weierstrass curves share one implementation, [`weierstrass`]; each curve is one file of
//! constants. CMOX's "Fast/SuperFast math" (curve-specific reduction) and "High" curve definition (a
//! precomputed base-point table in flash) have no counterpart yet. Cortex-M3's `UMULL` takes
//! data-dependent time, so no multiplication-based code is constant time there (see
//! [`weierstrass::montgomery`]).

pub mod p256;
pub mod p384;
pub mod p521;
pub mod weierstrass;
