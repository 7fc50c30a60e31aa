//! Big-integer arithmetic for RSA, finite-field Diffie-Hellman and DSA: fixed-capacity numbers on 32-bit
//! limbs, no heap. Every function works on limb slices (little-endian limb order: `a[0]` is the least
//! significant limb) whose lengths are public; every temporary lives in a caller-provided `&mut [u32]`
//! working buffer whose size is a `const fn` of the modulus size (and the exponent window).
//!
//! | file | technique | constant time |
//! | --- | --- | --- |
//! | [`limbs`] | carry-chain add/sub, masked select/swap, compare, big-endian byte conversion | yes |
//! | [`montgomery`] | CIOS Montgomery multiplication (product and reduction interleaved), Montgomery reduction of a double-length value, masked final subtraction | yes |
//! | [`sos`] | separated Montgomery multiplication and squaring (product or square, then reduction) by two-row multiply-accumulate passes; squaring computes cross products once | yes |
//! | [`table_select`] | reads every table entry, keeps the wanted one by mask | yes |
//! | [`window_exp`] | fixed-window modular exponentiation (window 1..=6), plus a variable-time square-and-multiply for public exponents | yes / `_vartime` |
//! | [`reduce`] | reduction of a value of any length modulo `m` (one Montgomery reduction per modulus-sized chunk) | yes |
//! | [`inverse`] | modular inverse modulo an odd number by the binary extended Euclid algorithm, masked, fixed iteration count | yes |
//! | [`inverse_vartime`] | binary extended Euclid in variable time, and the blinded inverse built on it (`x^(-1) = (x·a)^(-1)·a`, public modulus) | no / yes in `x` |
//! | [`prime`] | trial division by the small primes, Miller–Rabin rounds (FIPS 186-5 B.3.1) for key generation | yes (a rejected candidate's failing test shows) |
//! | [`crt`] | Chinese remaindering (Garner): `x = xq + q·((xp - xq)·qInv mod p)` | yes |
//!
//! Exponent windows (CMOX "Low/Mid/High" memory configuration, see [`window_exp::Window`]):
//!
//! | window | CMOX word | table entries | working buffer for `k` limbs | RSA-3072 CRT (k = 48) |
//! | --- | --- | --- | --- | --- |
//! | 2 | Low | 4 | `8k` limbs | 1,536 B |
//! | 4 | Mid | 16 | `20k` limbs | 3,840 B |
//! | 6 | High | 64 | `68k` limbs | 13,056 B |
//!
//! # Multiplication and constant time
//! The limb products are `u32 × u32 + u32 + u32` computed in `u64` (one `UMAAL` on Armv7E-M). As in
//! [`crate::ecc`], `UMULL`/`UMLAL` terminate early on the Cortex-M3, so secret-operand code here is **not
//! constant-time on the Cortex-M3**; it is on the M0+ (`MULS`-based helper), M4, M7 and M33.

pub mod crt;
pub mod inverse;
pub mod inverse_vartime;
pub mod limbs;
pub mod montgomery;
pub mod prime;
pub mod reduce;
pub mod sos;
pub mod table_select;
pub mod window_exp;

pub use montgomery::Montgomery;
pub use window_exp::Window;

/// Number of 32-bit limbs holding `bits` bits.
pub const fn limbs_for_bits(bits: usize) -> usize {
    bits.div_ceil(32)
}
