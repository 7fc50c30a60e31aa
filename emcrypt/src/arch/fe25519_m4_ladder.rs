//! One step of the X25519 Montgomery ladder (RFC 7748 §5) as a single assembly function for cores with
//! `UMAAL` (cfg `emcrypt_umaal`: Cortex-M4, M33). The add, sub and times-121665 bodies of
//! [`super::fe25519_m4_linear`] are spliced in as code, and so is the conditional swap (`swap_quad`, four
//! limbs per `LDM`/`STM`); the multiplications and squarings of [`super::fe25519_m4`] are called in their
//! internal form (`mul_internal`, `square_regs_internal`: no AAPCS register saves, only lr), since the
//! step saves r4-r11 once for all. The four sums and differences that are squared (`x2 +- z2`,
//! `da +- cb`) are computed into r0-r7 and squared from there (`add_regs_body`, `sub_regs_body`), stored
//! only when a later operation needs them; every other operation reads and writes its operands in place,
//! so no field element is copied. The portable ladder in `ecc::curve25519::x25519` is the reference: the
//! same operations in the same order, so the same limbs.
//!
//! | function | technique | constant-time |
//! | --- | --- | --- |
//! | [`step`] | swap under a mask, then 5 M + 4 S + 1 x121665 + 8 add/sub, operands addressed in a 168-byte frame | yes (straight-line; every callee is) |
#![allow(unsafe_code)]

use super::fe25519_m4::{mul_internal, square_regs_internal};
use super::fe25519_m4_linear::{a24_body, add_body, add_regs_body, sub_body, sub_regs_body};

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
        // swap_quad: four limbs at r0 and at r1 swapped under the mask r2 (`t = mask & (x ^ y)`,
        // `x ^= t`, `y ^= t`), both pointers advanced past them. `LDM`/`STM` of four registers cost 5
        // cycles where a pair of `LDRD`/`STRD` costs 6.
        ".macro swap_quad",
        "ldm r0, {{r3-r6}}",
        "ldm r1, {{r7-r10}}",
        "eor r11, r3, r7",
        "and r11, r11, r2",
        "eor r3, r3, r11",
        "eor r7, r7, r11",
        "eor r11, r4, r8",
        "and r11, r11, r2",
        "eor r4, r4, r11",
        "eor r8, r8, r11",
        "eor r11, r5, r9",
        "and r11, r11, r2",
        "eor r5, r5, r11",
        "eor r9, r9, r11",
        "eor r11, r6, r10",
        "and r11, r11, r2",
        "eor r6, r6, r11",
        "eor r10, r10, r11",
        "stm r0!, {{r3-r6}}",
        "stm r1!, {{r7-r10}}",
        ".endm",
        "push {{r4-r11, lr}}",
        "sub sp, #168",
        "strd r0, r1, [sp, #160]",
        // (x2, z2) <-> (x3, z3) under the mask (in r2): the 64 bytes at state + 0 with those at state + 64
        "add r1, r0, #64",
        "swap_quad",
        "swap_quad",
        "swap_quad",
        "swap_quad",
        // T0 = a = x2 + z2, computed into r0-r7, stored and squared from the registers: T2 = aa = a^2
        "ldr r1, [sp, #160]",
        "add r2, r1, #32",
        add_regs_body!(),
        "stm sp, {{r0-r7}}",
        "add r8, sp, #64",
        "bl {square_regs}",
        // T1 = b = x2 - z2, and T3 = bb = b^2 the same way
        "ldr r1, [sp, #160]",
        "add r2, r1, #32",
        sub_regs_body!(),
        "add r8, sp, #32",
        "stm r8, {{r0-r7}}",
        "add r8, sp, #96",
        "bl {square_regs}",
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
        // x3 = (da + cb)^2, the sum only in registers
        "mov r1, sp",
        "add r2, sp, #32",
        add_regs_body!(),
        "ldr r8, [sp, #160]",
        "add r8, r8, #64",
        "bl {square_regs}",
        // z3 = x1 (da - cb)^2, the difference only in registers
        "mov r1, sp",
        "add r2, sp, #32",
        sub_regs_body!(),
        "ldr r8, [sp, #160]",
        "add r8, r8, #96",
        "bl {square_regs}",
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
        ".purgem swap_quad",
        mul = sym mul_internal,
        square_regs = sym square_regs_internal,
    )
}
