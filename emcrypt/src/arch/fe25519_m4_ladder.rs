//! One step of the X25519 Montgomery ladder (RFC 7748 §5) as a single assembly function for cores with
//! `UMAAL` (cfg `emcrypt_umaal`: Cortex-M4, M33). The cheap operations of [`super::fe25519_m4_linear`]
//! (conditional swap, add, sub, times 121665) are spliced in as they are; the multiplications and
//! squarings of [`super::fe25519_m4`] are called in their internal form (`mul_internal`,
//! `square_internal`: no AAPCS register saves, only lr), since the step saves r4-r11 once for all. Each
//! operation reads and writes its operands in place, so no field element is copied between operations. The portable ladder in
//! `ecc::curve25519::x25519` is the reference: the same operations in the same order, so the same limbs.
//!
//! | function | technique | constant-time |
//! | --- | --- | --- |
//! | [`step`] | swap under a mask, then 5 M + 4 S + 1 x121665 + 8 add/sub, operands addressed in a 168-byte frame | yes (straight-line; every callee is) |
#![allow(unsafe_code)]

use super::fe25519_m4::{mul_internal, square_internal};
use super::fe25519_m4_linear::{a24_body, add_body, sub_body, swap_body, swap_macro};

/// One ladder step on `state = [x2, z2, x3, z3]` with the base u-coordinate `x1`: first
/// `(x2, z2) <-> (x3, z3)` under `mask` (all ones: swap; zero: keep), then the RFC 7748 formulas.
#[inline(always)]
pub(crate) fn step(state: &mut [[u32; 8]; 4], x1: &[u32; 8], mask: u32) {
    // SAFETY: the function reads and writes the 128 bytes of `state` and reads the 32 of `x1` (a
    // separate borrow), plus its own stack frame; it follows the AAPCS (r4-r11 and lr saved, sp
    // restored); the kernels it calls keep sp and touch only their operands and their own frames.
    unsafe { step_kernel(state, x1, mask) };
}

/// Frame: five temporaries T0..T4 at `sp + 0, 32, 64, 96, 128`, the pointer `state` (x2 at +0, z2 at +32,
/// x3 at +64, z3 at +96) at `sp + 160` and `x1` at `sp + 164`: every operation clobbers r0-r12 and lr, so
/// the pointers are reloaded from the frame. Each operation takes `out` in r0, its inputs in r1 (and r2),
/// and writes `out` after reading its inputs, so an output may be one of its inputs.
#[unsafe(naked)]
unsafe extern "C" fn step_kernel(state: *mut [[u32; 8]; 4], x1: *const [u32; 8], mask: u32) {
    core::arch::naked_asm!(
        ".macro umaal_ lo, hi, x, y",
        ".inst.w 0xfbe00060 | (\\x << 16) | (\\lo << 12) | (\\hi << 8) | \\y",
        ".endm",
        swap_macro!(),
        "push {{r4-r11, lr}}",
        "sub sp, #168",
        "strd r0, r1, [sp, #160]",
        // (x2, z2) <-> (x3, z3) under the mask (in r2; the swap keeps r0-r2)
        "add r1, r0, #64",
        swap_body!(),
        "add r0, r0, #32",
        "add r1, r1, #32",
        swap_body!(),
        // T0 = a = x2 + z2
        "ldr r1, [sp, #160]",
        "mov r0, sp",
        "add r2, r1, #32",
        add_body!(),
        // T1 = b = x2 - z2
        "ldr r1, [sp, #160]",
        "add r0, sp, #32",
        "add r2, r1, #32",
        sub_body!(),
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
        sub_body!(),
        // x2 slot = c = x3 + z3 (x2, z2 are dead)
        "ldr r0, [sp, #160]",
        "add r1, r0, #64",
        "add r2, r0, #96",
        add_body!(),
        // z2 slot = d = x3 - z3
        "ldr r0, [sp, #160]",
        "add r1, r0, #64",
        "add r2, r0, #96",
        "add r0, r0, #32",
        sub_body!(),
        // T0 = da = d a
        "ldr r1, [sp, #160]",
        "mov r0, sp",
        "add r1, r1, #32",
        "mov r2, sp",
        "bl {mul}",
        // T1 = cb = c b
        "ldr r1, [sp, #160]",
        "add r0, sp, #32",
        "add r2, sp, #32",
        "bl {mul}",
        // x3 = (da + cb)^2
        "ldr r0, [sp, #160]",
        "mov r1, sp",
        "add r2, sp, #32",
        "add r0, r0, #64",
        add_body!(),
        "ldr r0, [sp, #160]",
        "add r0, r0, #64",
        "mov r1, r0",
        "bl {square}",
        // z3 = x1 (da - cb)^2
        "ldr r0, [sp, #160]",
        "mov r1, sp",
        "add r2, sp, #32",
        "add r0, r0, #96",
        sub_body!(),
        "ldr r0, [sp, #160]",
        "add r0, r0, #96",
        "mov r1, r0",
        "bl {square}",
        "ldrd r0, r1, [sp, #160]",
        "add r0, r0, #96",
        "mov r2, r0",
        "bl {mul}",
        // x2 = aa bb
        "ldr r0, [sp, #160]",
        "add r1, sp, #64",
        "add r2, sp, #96",
        "bl {mul}",
        // z2 = e (aa + 121665 e)
        "add r0, sp, #96",
        "add r1, sp, #128",
        a24_body!(),
        "add r0, sp, #96",
        "add r1, sp, #64",
        "add r2, sp, #96",
        add_body!(),
        "ldr r0, [sp, #160]",
        "add r1, sp, #128",
        "add r2, sp, #96",
        "add r0, r0, #32",
        "bl {mul}",
        "add sp, #168",
        "pop {{r4-r11, pc}}",
        ".purgem umaal_",
        ".purgem swap_half",
        mul = sym mul_internal,
        square = sym square_internal,
    )
}
