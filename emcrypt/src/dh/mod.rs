//! Finite-field Diffie-Hellman (SP 800-56A rev. 3 "dhEphem"/"dhStatic" primitive, RFC 7919 groups)
//! without a heap.
//!
//! | operation | technique | working buffer | constant time |
//! | --- | --- | --- | --- |
//! | public key `g^x`, shared secret `y^x` | fixed-window exponentiation over the secret's public bit length | [`work_limbs`]`(p_bits, w)` | yes (not on Cortex-M3, see [`crate::bigint`]) |
//! | peer key check | `1 < y < p - 1`, and `y^q = 1` when `q` is known (always for the RFC 7919 safe primes) | [`work_limbs`]`(p_bits, w)` | public data only |
//!
//! Groups: [`Group::ffdhe2048`], [`Group::ffdhe3072`], [`Group::ffdhe4096`] (RFC 7919 Appendix A, `g = 2`,
//! `q = (p-1)/2`), or any caller-given odd `p` with `g` and optional subgroup order `q`
//! ([`Group::from_be_bytes`], e.g. the RFC 5114 groups or CycloneCRYPTO's DH-1024/2048 benchmark shape).
//! Buffer for ffdhe2048 with the Mid window (4): `(19 + 2)·64` limbs = 5,376 B; the group holds `4·L` limbs.
//!
//! Exponent length: a secret of `b` bytes is exponentiated over `8b` bits (a public length), so short
//! exponents are fast: RFC 7919 §5.2 asks for at least [`FFDHE2048_MIN_SECRET_BITS`] (225),
//! [`FFDHE3072_MIN_SECRET_BITS`] (275), [`FFDHE4096_MIN_SECRET_BITS`] (325) bits.
//!
//! ```
//! use emcrypt::dh::{work_limbs, Group, SecretKey};
//! use emcrypt::bigint::Window;
//! const WORK: usize = work_limbs(2048, Window::MID);
//! let mut work = [0u32; WORK];
//! let group = Group::<64>::ffdhe2048(&mut work).unwrap();
//! let a = SecretKey::from_be_bytes(&group, &[7u8; 32]).unwrap();
//! let b = SecretKey::from_be_bytes(&group, &[9u8; 32]).unwrap();
//! let (mut ya, mut yb) = ([0u8; 256], [0u8; 256]);
//! group.public_key(&a, &mut ya, Window::MID, &mut work).unwrap();
//! group.public_key(&b, &mut yb, Window::MID, &mut work).unwrap();
//! let (mut za, mut zb) = ([0u8; 256], [0u8; 256]);
//! group.shared_secret(&a, &yb, &mut za, Window::MID, &mut work).unwrap();
//! group.shared_secret(&b, &ya, &mut zb, Window::MID, &mut work).unwrap();
//! assert_eq!(za, zb);
//! ```

mod ffdhe_primes;
mod group;

pub use group::{work_limbs, Group, SecretKey};

/// Group capacity (limbs of `p`) for 1024-bit groups.
pub const LIMBS_1024: usize = 32;
/// Group capacity (limbs of `p`) for ffdhe2048 and other 2048-bit groups.
pub const LIMBS_2048: usize = 64;
/// Group capacity (limbs of `p`) for ffdhe3072.
pub const LIMBS_3072: usize = 96;
/// Group capacity (limbs of `p`) for ffdhe4096.
pub const LIMBS_4096: usize = 128;
/// RFC 7919 §5.2: shortest secret exponent for ffdhe2048 (bits).
pub const FFDHE2048_MIN_SECRET_BITS: usize = 225;
/// RFC 7919 §5.2: shortest secret exponent for ffdhe3072 (bits).
pub const FFDHE3072_MIN_SECRET_BITS: usize = 275;
/// RFC 7919 §5.2: shortest secret exponent for ffdhe4096 (bits).
pub const FFDHE4096_MIN_SECRET_BITS: usize = 325;
