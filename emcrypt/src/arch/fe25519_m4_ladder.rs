//! One step of the X25519 Montgomery ladder (RFC 7748 §5) as a single assembly function for cores with
//! `UMAAL` (cfg `emcrypt_umaal`: Cortex-M4, M33). It only sequences calls: the conditional swap and the
//! field kernels of [`super::fe25519_m4`] (multiply, square) and [`super::fe25519_m4_linear`] (add, sub,
//! times 121665), each reading and writing its operands in place, so no field element is copied between
//! operations (the Rust ladder moved every 32-byte result through a temporary). The portable ladder in
//! `ecc::curve25519::x25519` is the reference: the same operations in the same order, so the same limbs.
//!
//! | function | technique | constant-time |
//! | --- | --- | --- |
//! | [`step`] | swap under a mask, then 5 M + 4 S + 1 x121665 + 8 add/sub, operands addressed in a 160-byte frame | yes (straight-line; every callee is) |
#![allow(unsafe_code)]

use super::fe25519_m4::{mul_kernel, square_kernel};
use super::fe25519_m4_linear::{add_kernel, conditional_swap_kernel, mul_a24_kernel, sub_kernel};

/// One ladder step on `state = [x2, z2, x3, z3]` with the base u-coordinate `x1`: first
/// `(x2, z2) <-> (x3, z3)` under `mask` (all ones: swap; zero: keep), then the RFC 7748 formulas.
#[inline(always)]
pub(crate) fn step(state: &mut [[u32; 8]; 4], x1: &[u32; 8], mask: u32) {
    // SAFETY: the function reads and writes the 128 bytes of `state` and reads the 32 of `x1` (a
    // separate borrow), plus its own stack frame; it follows the AAPCS (r4-r6 and lr saved, sp restored),
    // and every kernel it calls does too.
    unsafe { step_kernel(state, x1, mask) };
}

/// Registers: r4 = `state` (x2 at +0, z2 at +32, x3 at +64, z3 at +96), r5 = `x1`, r6 = the mask.
/// Frame: five temporaries T0..T4 at `sp + 0, 32, 64, 96, 128`. Every kernel writes its output after
/// reading its inputs, so an output may be one of its inputs.
#[unsafe(naked)]
unsafe extern "C" fn step_kernel(state: *mut [[u32; 8]; 4], x1: *const [u32; 8], mask: u32) {
    core::arch::naked_asm!(
        "push {{r4-r6, lr}}",
        "sub sp, #160",
        "mov r4, r0",
        "mov r5, r1",
        "mov r6, r2",
        // (x2, z2) <-> (x3, z3) under the mask
        "mov r0, r4",
        "add r1, r4, #64",
        "mov r2, r6",
        "bl {cswap}",
        "add r0, r4, #32",
        "add r1, r4, #96",
        "mov r2, r6",
        "bl {cswap}",
        // T0 = a = x2 + z2
        "mov r0, sp",
        "mov r1, r4",
        "add r2, r4, #32",
        "bl {add}",
        // T1 = b = x2 - z2
        "add r0, sp, #32",
        "mov r1, r4",
        "add r2, r4, #32",
        "bl {sub}",
        // T2 = aa = a^2
        "add r0, sp, #64",
        "mov r1, sp",
        "bl {square}",
        // T3 = bb = b^2
        "add r0, sp, #96",
        "add r1, sp, #32",
        "bl {square}",
        // T4 = e = aa - bb
        "add r0, sp, #128",
        "add r1, sp, #64",
        "add r2, sp, #96",
        "bl {sub}",
        // x2 slot = c = x3 + z3 (x2, z2 are dead)
        "mov r0, r4",
        "add r1, r4, #64",
        "add r2, r4, #96",
        "bl {add}",
        // z2 slot = d = x3 - z3
        "add r0, r4, #32",
        "add r1, r4, #64",
        "add r2, r4, #96",
        "bl {sub}",
        // T0 = da = d a
        "mov r0, sp",
        "add r1, r4, #32",
        "mov r2, sp",
        "bl {mul}",
        // T1 = cb = c b
        "add r0, sp, #32",
        "mov r1, r4",
        "add r2, sp, #32",
        "bl {mul}",
        // x3 = (da + cb)^2
        "add r0, r4, #64",
        "mov r1, sp",
        "add r2, sp, #32",
        "bl {add}",
        "add r0, r4, #64",
        "add r1, r4, #64",
        "bl {square}",
        // z3 = x1 (da - cb)^2
        "add r0, r4, #96",
        "mov r1, sp",
        "add r2, sp, #32",
        "bl {sub}",
        "add r0, r4, #96",
        "add r1, r4, #96",
        "bl {square}",
        "add r0, r4, #96",
        "mov r1, r5",
        "add r2, r4, #96",
        "bl {mul}",
        // x2 = aa bb
        "mov r0, r4",
        "add r1, sp, #64",
        "add r2, sp, #96",
        "bl {mul}",
        // z2 = e (aa + 121665 e)
        "add r0, sp, #96",
        "add r1, sp, #128",
        "bl {a24}",
        "add r0, sp, #96",
        "add r1, sp, #64",
        "add r2, sp, #96",
        "bl {add}",
        "add r0, r4, #32",
        "add r1, sp, #128",
        "add r2, sp, #96",
        "bl {mul}",
        "add sp, #160",
        "pop {{r4-r6, pc}}",
        cswap = sym conditional_swap_kernel,
        add = sym add_kernel,
        sub = sym sub_kernel,
        mul = sym mul_kernel,
        square = sym square_kernel,
        a24 = sym mul_a24_kernel,
    )
}
