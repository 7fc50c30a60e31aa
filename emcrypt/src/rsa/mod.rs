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
//!
//! Sessions 5 and 6 (M4 model, whole benchmark run, all known answers checked):
//!
//! | case | session 5: whole-operation SOS assembly | session 6: lazy reduction, batched-GCD inverse | target |
//! | --- | --- | --- | --- |
//! | RSA-3072 PSS-SHA256 CRT sign, Low (window 2) | 95.47 M | 87.88 M | 60 M |
//! | RSA-3072 PSS-SHA256 CRT sign, Mid (window 4) | 84.23 M | 76.93 M | 60 M |
//! | RSA-3072 PSS-SHA256 CRT sign, High (window 6) | 91.85 M | 84.65 M | 60 M |
//! | RSA-3072 PSS-SHA256 CRT sign, Mid, no blinding or check | 71.88 M | 70.39 M | |
//! | RSA-2048 PKCS#1 v1.5 CRT sign, Mid | 30.69 M | 27.39 M | 25 M |
//! | RSA-1024 PKCS#1 v1.5 CRT sign, Mid | 6.66 M | 5.77 M | |
//! | DSA-1024 / DSA-2048 sign | 2.45 M / 10.73 M | 2.39 M / 10.57 M | |
//! | ffdhe2048 shared secret | 110.38 M | 109.17 M | |
//!
//! Session 6 took the exponentiations' final subtractions from 3.1 M to 1.6 M (the accumulator is kept
//! below `R` only, `bigint::sos`'s lazy reduction) and the blinded inverse from 7.9 M to 2.1 M (batched
//! binary GCD, `bigint::inverse_vartime`). Where the 76.9 M (Mid) go now: the reduction passes 35.5 M,
//! the squaring 19.8 M, the product 6.9 M, `mod_exp` (table scan and copies) 6.7 M, CIOS multiplications
//! (tables, blinding, Garner) 2.1 M, the inverse 2.1 M. The High window is slower than Mid because its
//! constant-time scan reads 64 entries per multiplication (about 3 cycles per limb and entry), which
//! costs more than the multiplications the larger window saves. Next steps toward 60 M: more rows per
//! pass in the reduction and the product (three rows fit the 14 registers: multipliers, carries, a
//! sliding window of `a` and one limb of `t`), which cuts the loads and stores of `t` per `UMAAL`.
//!
//! Session 8 (M4 model, `emcrypt-bench --profile`): the SOS passes' set-up and the blocks' register moves
//! trimmed (`bigint::sos` has the details): RSA-2048 PKCS#1 v1.5 CRT sign, Mid, 25.93 M -> 24.14 M (target
//! 25 M met); RSA-3072 PSS CRT sign, Mid, 73.8 M -> 69.2 M, High 76.3 M -> 72.0 M (target 60 M still
//! missed: the reduction is 34 M of it; three rows per pass is the next step).
//!
//! Session 9 (M4 model, whole runs, `results/raw/m4.json`): for limb counts divisible by 6 (RSA-3072's
//! 48-limb CRT halves and 96-limb modulus, DH-3072) the SOS product, squaring and reduction take three rows
//! per pass (`arch::umaal`'s `product3_kernel`, `square3_kernel`, `redc3_kernel`: `t` loaded and stored
//! once per three `UMAAL`s, loads without writeback so the next load and the store pipeline), and the
//! table scan computes the entries' masks once per scan (a wiped stack array) and reads two entries per
//! loop turn. RSA-3072 PSS CRT sign: Low 80.8 M -> 65.1 M, **Mid 69.2 M -> 56.3 M**, **High 72.0 M ->
//! 59.75 M** (target 60 M met by both); without CRT, Mid 220.8 M -> 175.0 M; verify 2.04 M -> 1.86 M.
//! RSA-2048 (32- and 64-limb operands) keeps the two-row passes (24.08 M). Where the 56.3 M (Mid) go
//! (`--profile`): the reduction 25.9 M, the squaring 14.0 M, the product 5.0 M, the table scans about
//! 3 M, CIOS multiplications 2.1 M. High is still slower than Mid: its 64-entry scans cost 7.8 M, and its
//! table is built with the CIOS multiplication (4.2 M); building it with the SOS kernels and a 5-bit High
//! window are the next steps.
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
