//! RSA (RFC 8017 / PKCS#1 v2.2) without a heap: keys of 512 to `32·L` bits (1024 to 4096 and anything in
//! between), PKCS#1 v1.5 and PSS signatures, OAEP and PKCS#1 v1.5 encryption, private operations by CRT or directly with base blinding
//! and an optional result check; keys from raw components, PKCS#1, PKCS#8 and SubjectPublicKeyInfo DER;
//! key generation ([`generate_key`], FIPS 186-5 probable primes, slow on microcontrollers: see [`keygen`]);
//! PSS with SHAKE128/SHAKE256 (RFC 8702) besides MGF1.
//!
//! | operation | technique | working buffer | constant time |
//! | --- | --- | --- | --- |
//! | public (verify) | square-and-multiply on `e` | [`public_work_limbs`] | public data only (`_vartime` in `e`) |
//! | private, CRT | two half-size fixed-window exponentiations (SOS squaring), Garner, unblinding by `r^(-1) mod n` from the blinded variable-time inverse | [`private_work_limbs`]`(bits, w, true)` | yes (not on Cortex-M3, see [`crate::bigint`]) |
//! | private, direct | one full-size fixed-window exponentiation | [`private_work_limbs`]`(bits, w, false)` | yes (idem) |
//!
//! CMOX's exponent-window configuration words map onto [`Window`](crate::bigint::Window): Low = 2,
//! Mid = 4, High = 6. Working buffers for RSA-3072 CRT signing: 3,648 B (Low), 5,952 B (Mid),
//! 15,168 B (High); the key itself holds `11·L` limbs.
//!
//! # Speed (Cortex-M4 model, `emcrypt-bench --profile`)
//!
//! | case | session-3 code | + blinded inverse, SOS squaring (two-row `UMAAL` kernel) | target |
//! | --- | --- | --- | --- |
//! | RSA-3072 PSS-SHA256 CRT sign, Mid, blinded and checked | 136.6 M cycles | 103.7 M | 60 M |
//! | RSA-3072 PSS-SHA256 verify | 2.58 M | 2.30 M | 2.5 M |
//! | RSA-2048 PKCS#1 v1.5 CRT sign, Mid, blinded and checked | 51.1 M | 39.1 M | 25 M |
//!
//! Where the 103.7 M go: the two-row kernel 58 M (56 %), the Rust around it (tails of the passes,
//! doubling and diagonal of the squaring, table selection, inlined in `mod_exp`, `add_mul_2`, `redc_sos`)
//! about 32 M, the blinded inverse 7 M (it was about 40 M as the constant-time binary inverse at two
//! half sizes), SHA-256 of the DRBG 1 M (random numbers now come 64 bytes per request: it was 6 M).
//! Next steps toward the 60 M target: the pass tails and the squaring's diagonal in the assembly, and a
//! kernel with more rows per pass.
//!
//! ```
//! use emcrypt::rsa::{public_work_limbs, PublicKey};
//! use emcrypt::hash::sha256::Sha256;
//! # let (n, e) = ([0xffu8; 256], [1u8, 0, 1]);
//! const WORK: usize = public_work_limbs(2048);
//! let mut work = [0u32; WORK];
//! # let n = { let mut n = n; n[255] = 0xfb; n };
//! let key = PublicKey::<64>::from_be_bytes(&n, &e).unwrap();
//! assert!(key.verify_pkcs1v15::<Sha256>(b"msg", &[0u8; 256], &mut work).is_err());
//! ```

mod der;
mod digest_info;
mod em_bytes;
pub mod keygen;
mod keys;
mod mgf1;
mod mgf_shake;
mod oaep;
mod pkcs1v15_encrypt;
mod pkcs1v15_sign;
mod pss;

pub use digest_info::DigestInfo;
pub use keygen::{generate_key, keygen_work_limbs, GeneratedKey, KeyPart, MIN_KEYGEN_BITS};
pub use keys::{crt_prime_limbs, private_work_limbs, public_work_limbs, PrivateKey, PrivateOptions, PublicKey, MIN_BITS};
pub use pss::MAX_RANDOM_SALT;

/// Key capacity (limbs) for RSA-1024.
pub const LIMBS_1024: usize = 32;
/// Key capacity (limbs) for RSA-2048.
pub const LIMBS_2048: usize = 64;
/// Key capacity (limbs) for RSA-3072.
pub const LIMBS_3072: usize = 96;
/// Key capacity (limbs) for RSA-4096.
pub const LIMBS_4096: usize = 128;
