//! DSA (FIPS 186-4 §4; legacy: FIPS 186-5 allows verification only) without a heap: domain parameters
//! (1024,160), (2048,224), (2048,256), (3072,256) and any `p` of 512 to `32·L` bits with a 160-, 224- or
//! 256-bit `q`; signing with RFC 6979 deterministic nonces; DER and IEEE P1363 (`r ‖ s`) signatures.
//!
//! | operation | technique | working buffer | constant time |
//! | --- | --- | --- | --- |
//! | sign | `g^k mod p` by fixed-window exponentiation, `k^(-1) mod q` by the masked binary Euclid inverse | [`sign_work_limbs`]`(p_bits, w)` | yes (not on Cortex-M3, see [`crate::bigint`]) |
//! | verify | `g^u1 · y^u2 mod p` by simultaneous square-and-multiply (Shamir's trick) | [`verify_work_limbs`]`(p_bits)` | public data only |
//! | key / parameter checks | range checks and `g^q = y^q = 1 mod p` (SP 800-89 partial validation) | [`verify_work_limbs`]`(p_bits)` | public data only |
//!
//! Sign buffer for DSA-2048 with the Mid window (4): `(19 + 1)·64` limbs = 5,120 B; verify: `5·64` limbs
//! = 1,280 B. Parameters and keys hold `p`, `g`, `y` and `R² mod p` (`4·L` limbs).
//!
//! ```
//! use emcrypt::dsa::{DomainParameters, verify_work_limbs};
//! let mut work = [0u32; verify_work_limbs(1024)];
//! // p must be odd and q a 160/224/256-bit odd number: an even p is refused.
//! assert!(DomainParameters::<32>::from_be_bytes(&[0xff; 127], &[0x81; 20], &[2], &mut work).is_err());
//! ```

mod der;
mod nonce;
mod params;
mod signature;
mod sign_verify;

pub use params::{sign_work_limbs, verify_work_limbs, DomainParameters, SigningKey, VerifyingKey, Q_LIMBS};
pub use signature::Signature;

/// Parameter capacity (limbs of `p`) for DSA-1024.
pub const LIMBS_1024: usize = 32;
/// Parameter capacity (limbs of `p`) for DSA-2048.
pub const LIMBS_2048: usize = 64;
/// Parameter capacity (limbs of `p`) for DSA-3072.
pub const LIMBS_3072: usize = 96;
