//! 12-limb Montgomery multiplication for cores with `UMAAL` (Cortex-M4/M33): P-384's field and group
//! order, whose `Modulus::mul` and `Modulus::square` take it (cfg `emcrypt_umaal`).
//!
//! | kernel | technique | constant time |
//! | --- | --- | --- |
//! | `montgomery12_umaal.s` | straight-line separated operand scanning, four rows per pass (the product, then the reduction with `u = t·(-m^(-1))`), the limbs streaming through a window of four registers, one masked subtraction of `m` at the end | yes: no branch, fixed addresses, single-cycle `UMAAL` |
//!
//! The assembly is *generated* (by `ecc/weierstrass/montgomery/umaal12_gen.rs`; a host test executes the
//! generated instruction list against the portable `Modulus::mul` and another checks that the committed
//! `.s` is the generator's output). See the generator's module docs for the registers and the schedule.
#![allow(unsafe_code)]

use crate::ecc::weierstrass::montgomery::Modulus;
use core::mem::MaybeUninit;

// `raw`: the file is plain assembly (its `{r4-r11, lr}` register lists are not format placeholders).
core::arch::global_asm!(include_str!("montgomery12_umaal.s"), options(raw));

extern "C" {
    fn emcrypt_montgomery12_umaal(out: *mut u32, a: *const u32, b: *const u32, m_and_inv: *const u32);
}

/// `a·b·2^(-384) mod m`, fully reduced, for `a < 2^384` and `b < m` (`m = modulus.modulus()`).
///
/// Panics if `N` is not 12 (the callers branch on it at compile time, so the check folds away).
pub(crate) fn mul<const N: usize>(a: &[u32; N], b: &[u32; N], modulus: &Modulus<N>) -> [u32; N] {
    assert!(N == 12);
    // `Modulus` is `repr(C)` and starts with `m` (12 limbs) and `-m^(-1) mod 2^32`: the routine reads them
    // as 13 consecutive words.
    let m_and_inv = (modulus as *const Modulus<N>).cast::<u32>();
    let mut out = MaybeUninit::<[u32; N]>::uninit();
    // SAFETY: `out`, `a`, `b` hold 12 words (N = 12) and `m_and_inv` points to 13 (see above); `out` is a
    // fresh local, so it overlaps nothing. The routine writes all 12 words of `out`, reads only these
    // arguments and its own 116-byte frame, and follows the AAPCS (saves r4-r11 and lr, restores sp).
    unsafe {
        emcrypt_montgomery12_umaal(out.as_mut_ptr().cast(), a.as_ptr(), b.as_ptr(), m_and_inv);
        out.assume_init()
    }
}
