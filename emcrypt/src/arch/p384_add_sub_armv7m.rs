//! P-384 field addition and subtraction in Thumb-2 assembly for Armv7-M and Armv8-M Mainline
//! (Cortex-M3/M4/M7/M33): the hooks of [`ecc::p384::field`](crate::ecc::p384::field) there.
//!
//! | routine | technique | constant time |
//! | --- | --- | --- |
//! | `p384_add_sub_armv7m.s` | the element in twelve registers, one carry chain per step; the correction by `2^384 - p` (sparse) as masked immediates, no load of `p`: about 115 cycles an addition and 100 a subtraction on the M4 model (`--profile ecdsa-p384-table/verify`), against about 200 and 177 for the generic `Modulus` (`arch::umaal::add_mod`, portable subtraction) | yes: no branch, fixed addresses |
//!
//! The assembly is *generated* (by `ecc/p384/add_sub_armv7m_gen.rs`; a host test executes the generated
//! instruction list against the portable `Modulus::add`/`sub`, in place and not, and another checks that
//! the committed `.s` is the generator's output).
#![allow(unsafe_code)]

use core::mem::MaybeUninit;

// `raw`: the file is plain assembly (its `{r4-r11, lr}` register lists are not format placeholders).
core::arch::global_asm!(include_str!("p384_add_sub_armv7m.s"), options(raw));

extern "C" {
    fn emcrypt_p384_add_armv7m(out: *mut u32, a: *const u32, b: *const u32);
    fn emcrypt_p384_sub_armv7m(out: *mut u32, a: *const u32, b: *const u32);
}

/// The signature of both routines.
type Routine = unsafe extern "C" fn(*mut u32, *const u32, *const u32);

fn value(routine: Routine, a: &[u32; 12], b: &[u32; 12]) -> [u32; 12] {
    let mut out = MaybeUninit::<[u32; 12]>::uninit();
    // SAFETY: the routine reads 12 words of `a` and `b`, then writes the 12 words of `out` (a fresh local);
    // it follows the AAPCS (saves r4-r11 and lr, restores sp) and uses 4 bytes of stack below them.
    unsafe {
        routine(out.as_mut_ptr().cast(), a.as_ptr(), b.as_ptr());
        out.assume_init()
    }
}

fn in_place(routine: Routine, a: &mut [u32; 12], b: &[u32; 12]) {
    let a = a.as_mut_ptr();
    // SAFETY: as in `value`; `out` = `a` is allowed because the routine reads all its inputs before it
    // writes `out`, and `a` is exclusively borrowed, so `b` does not overlap it.
    unsafe { routine(a, a, b.as_ptr()) }
}

/// `a + b mod p` (`a, b < p`).
pub(crate) fn add(a: &[u32; 12], b: &[u32; 12]) -> [u32; 12] {
    value(emcrypt_p384_add_armv7m, a, b)
}

/// `a - b mod p` (`a, b < p`).
pub(crate) fn sub(a: &[u32; 12], b: &[u32; 12]) -> [u32; 12] {
    value(emcrypt_p384_sub_armv7m, a, b)
}

/// `a = a + b mod p`.
pub(crate) fn add_assign(a: &mut [u32; 12], b: &[u32; 12]) {
    in_place(emcrypt_p384_add_armv7m, a, b)
}

/// `a = a - b mod p`.
pub(crate) fn sub_assign(a: &mut [u32; 12], b: &[u32; 12]) {
    in_place(emcrypt_p384_sub_armv7m, a, b)
}

/// `out = a + b mod p`, written directly.
pub(crate) fn add_into(out: &mut [u32; 12], a: &[u32; 12], b: &[u32; 12]) {
    // SAFETY: as in `value`, with `out` the caller's exclusive array (so neither input overlaps it).
    unsafe { emcrypt_p384_add_armv7m(out.as_mut_ptr(), a.as_ptr(), b.as_ptr()) }
}

/// `out = a - b mod p`, written directly.
pub(crate) fn sub_into(out: &mut [u32; 12], a: &[u32; 12], b: &[u32; 12]) {
    // SAFETY: as in `add_into`.
    unsafe { emcrypt_p384_sub_armv7m(out.as_mut_ptr(), a.as_ptr(), b.as_ptr()) }
}
