//! Straight-line Montgomery multiplication for cores with `UMAAL` (Cortex-M4/M33, cfg `emcrypt_umaal`), for
//! 12 and 17 limbs (P-384's and P-521's fields and group orders: `Modulus::mul` and `Modulus::square` take
//! it) and 8 limbs (secp256k1's field and group order, through `Modulus::mul_straight_line`; the compact
//! P-256 type, also 8 limbs, keeps the smaller CIOS loop).
//!
//! | kernel | technique | constant time |
//! | --- | --- | --- |
//! | `montgomery8_umaal.s`, `montgomery12_umaal.s`, `montgomery17_umaal.s` | straight-line separated operand scanning, four rows per pass (the product, then the reduction with `u = t·(-m^(-1))`), the limbs streaming through a window of four registers, one masked subtraction of `m` at the end | yes: no branch, fixed addresses, single-cycle `UMAAL` |
//!
//! The assembly is *generated* (by `ecc/weierstrass/montgomery/umaal_gen.rs`; a host test executes the
//! generated instruction lists against the portable `Modulus::mul` and another checks that the committed
//! `.s` files are the generator's output). See the generator's module docs for the registers and the schedule.
#![allow(unsafe_code)]

use crate::ecc::weierstrass::montgomery::Modulus;
use core::mem::MaybeUninit;

// `raw`: the files are plain assembly (their `{r4-r11, lr}` register lists are not format placeholders).
core::arch::global_asm!(include_str!("montgomery12_umaal.s"), options(raw));
core::arch::global_asm!(include_str!("montgomery8_umaal.s"), options(raw));
core::arch::global_asm!(include_str!("montgomery17_umaal.s"), options(raw));

extern "C" {
    fn emcrypt_montgomery12_umaal(out: *mut u32, a: *const u32, b: *const u32, m_and_inv: *const u32);
    fn emcrypt_montgomery8_umaal(out: *mut u32, a: *const u32, b: *const u32, m_and_inv: *const u32);
    fn emcrypt_montgomery17_umaal(out: *mut u32, a: *const u32, b: *const u32, m_and_inv: *const u32);
}

/// `a·b·2^(-32N) mod m`, fully reduced, for `a < 2^(32N)` and `b < m` (`m = modulus.modulus()`).
///
/// Panics if `N` is not 8, 12 or 17 (the callers branch on it at compile time, so the check folds away).
pub(crate) fn mul<const N: usize>(a: &[u32; N], b: &[u32; N], modulus: &Modulus<N>) -> [u32; N] {
    let routine = match N {
        8 => emcrypt_montgomery8_umaal,
        12 => emcrypt_montgomery12_umaal,
        17 => emcrypt_montgomery17_umaal,
        _ => panic!("no straight-line Montgomery routine for this limb count"),
    };
    // `Modulus` is `repr(C)` and starts with `m` (N limbs) and `-m^(-1) mod 2^32`: the routine reads them
    // as N + 1 consecutive words.
    let m_and_inv = (modulus as *const Modulus<N>).cast::<u32>();
    let mut out = MaybeUninit::<[u32; N]>::uninit();
    // SAFETY: `out`, `a`, `b` hold N words and `m_and_inv` points to N + 1 (see above); `out` is a fresh
    // local, so it overlaps nothing. The N-limb routine writes all N words of `out`, reads only these
    // arguments and its own stack frame, and follows the AAPCS (saves r4-r11 and lr, restores sp).
    unsafe {
        routine(out.as_mut_ptr().cast(), a.as_ptr(), b.as_ptr(), m_and_inv);
        out.assume_init()
    }
}
