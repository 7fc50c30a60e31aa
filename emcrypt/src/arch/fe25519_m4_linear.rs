//! The cheap operations of GF(2^255 - 19) in the packed radix-2^32 form (eight limbs) as assembly
//! functions for cores with `UMAAL` (cfg `emcrypt_umaal`: Cortex-M4, M33): addition, subtraction,
//! multiplication by the ladder constant 121665 and the conditional swap. Each one returns exactly the
//! limbs of its portable Rust twin in [`crate::ecc::curve25519::field_radix32`] (the reference, and the
//! code on every other target), which `kernel_self_check` verifies on the target.
//!
//! | kernel | technique | constant-time |
//! | --- | --- | --- |
//! | [`add`] | one `ADDS`/`ADCS` chain over eight registers, then bits 255 and up folded back as 19 each | yes (straight-line) |
//! | [`sub`] | one `SUBS`/`SBCS` chain; a borrow out subtracts 38 (= 2^256), twice at most, as masks | yes |
//! | [`mul_a24`] | eight `UMAAL`s with 121664: `a[i] 121664 + a[i] + carry` is the row by 121665 in place | yes |
//! | [`conditional_swap`] | `t = mask & (x ^ y)`, `x ^= t`, `y ^= t` over four limbs at a time | yes (no branch, no index) |
//!
//! Why assembly: in Rust, each of these compiled to carry chains through `u64` values with the limbs
//! spilled around them, and the ladder spends most of its time outside the multiplications (see the
//! `ecc::curve25519::x25519` docs). Here the eight limbs of one operand stay in registers and the carry
//! stays in the flags.
//!
//! All functions read and write through pointers with no alias requirement between inputs; the output
//! is written only after every input limb has been loaded, so `out` may be one of the inputs.
#![allow(unsafe_code)]

/// `a + b` folded below 2^255 + 57: the same limbs as `FieldElement32::add_portable`.
#[inline(always)]
pub(crate) fn add(a: &[u32; 8], b: &[u32; 8]) -> [u32; 8] {
    let mut out = [0u32; 8];
    // SAFETY: reads 8 limbs of `a` and of `b`, writes 8 limbs of the fresh local `out`; AAPCS-conforming
    // (saves what it uses of r4-r11 and lr); no other memory.
    unsafe { add_kernel(&mut out, a, b) };
    out
}

/// `a - b` (mod p, as a 256-bit value): the same limbs as `FieldElement32::sub_portable`.
#[inline(always)]
pub(crate) fn sub(a: &[u32; 8], b: &[u32; 8]) -> [u32; 8] {
    let mut out = [0u32; 8];
    // SAFETY: as in `add`.
    unsafe { sub_kernel(&mut out, a, b) };
    out
}

/// `a * 121665` folded below 2^255 + 2^23: the same limbs as `FieldElement32::mul_a24_portable`.
#[inline(always)]
pub(crate) fn mul_a24(a: &[u32; 8]) -> [u32; 8] {
    let mut out = [0u32; 8];
    // SAFETY: reads 8 limbs of `a`, writes 8 limbs of the fresh `out`; AAPCS-conforming.
    unsafe { mul_a24_kernel(&mut out, a) };
    out
}

/// Swaps `a` and `b` when `mask` is all ones, leaves them when it is zero (any other mask swaps the
/// masked bits).
#[inline(always)]
pub(crate) fn conditional_swap(a: &mut [u32; 8], b: &mut [u32; 8], mask: u32) {
    // SAFETY: reads and writes 8 limbs of each of `a` and `b`, two distinct arrays (two `&mut`);
    // AAPCS-conforming.
    unsafe { conditional_swap_kernel(a, b, mask) };
}

// The bodies of the kernels, without the register saves, for the AAPCS functions below and spliced into
// the ladder step (`fe25519_m4_ladder`), which saves the registers once per step: `out` in r0, `a` in r1,
// `b` in r2. They clobber r0-r12 and lr, and write `out` last.
macro_rules! add_body {
    () => {
        concat!(
            "ldm r1, {{r3-r10}}\n",
            "ldm r2!, {{r1, r11, r12, lr}}\n",
            "adds r3, r3, r1\n",
            "adcs r4, r4, r11\n",
            "adcs r5, r5, r12\n",
            "adcs r6, r6, lr\n",
            "ldm r2, {{r1, r11, r12, lr}}\n",
            "adcs r7, r7, r1\n",
            "adcs r8, r8, r11\n",
            "adcs r9, r9, r12\n",
            "adcs r10, r10, lr\n",
            // The bits from 255 up, h = 2 carry + bit 255 (h <= 3), come back as 19 h (2^255 = 19 mod p).
            "mov r1, #0\n",
            "adc r1, r1, #0\n",
            "lsls r1, r1, #1\n",
            "orr r1, r1, r10, lsr #31\n",
            "bic r10, r10, #0x80000000\n",
            "movs r2, #19\n",
            "mul r1, r1, r2\n",
            "adds r3, r3, r1\n",
            "adcs r4, r4, #0\n",
            "adcs r5, r5, #0\n",
            "adcs r6, r6, #0\n",
            "adcs r7, r7, #0\n",
            "adcs r8, r8, #0\n",
            "adcs r9, r9, #0\n",
            "adc r10, r10, #0\n",
            "stm r0, {{r3-r10}}\n",
        )
    };
}
pub(super) use add_body;

macro_rules! sub_body {
    () => {
        concat!(
            "ldm r1, {{r3-r10}}\n",
            "ldm r2!, {{r1, r11, r12, lr}}\n",
            "subs r3, r3, r1\n",
            "sbcs r4, r4, r11\n",
            "sbcs r5, r5, r12\n",
            "sbcs r6, r6, lr\n",
            "ldm r2, {{r1, r11, r12, lr}}\n",
            "sbcs r7, r7, r1\n",
            "sbcs r8, r8, r11\n",
            "sbcs r9, r9, r12\n",
            "sbcs r10, r10, lr\n",
            "sbc r1, r1, r1\n", // -borrow
            "and r1, r1, #38\n",
            "subs r3, r3, r1\n",
            "sbcs r4, r4, #0\n",
            "sbcs r5, r5, #0\n",
            "sbcs r6, r6, #0\n",
            "sbcs r7, r7, #0\n",
            "sbcs r8, r8, #0\n",
            "sbcs r9, r9, #0\n",
            "sbcs r10, r10, #0\n",
            "sbc r1, r1, r1\n",
            "and r1, r1, #38\n",
            "sub r3, r3, r1\n",
            "stm r0, {{r3-r10}}\n",
        )
    };
}
pub(super) use sub_body;

macro_rules! a24_body {
    () => {
        concat!(
            "ldm r1, {{r2-r9}}\n",
            "movw r10, #0xDB40\n", // 121664 = 0x1DB40
            "movt r10, #1\n",
            "mov r11, #0\n",
            "umaal_ 2, 11, 2, 10\n",
            "umaal_ 3, 11, 3, 10\n",
            "umaal_ 4, 11, 4, 10\n",
            "umaal_ 5, 11, 5, 10\n",
            "umaal_ 6, 11, 6, 10\n",
            "umaal_ 7, 11, 7, 10\n",
            "umaal_ 8, 11, 8, 10\n",
            "umaal_ 9, 11, 9, 10\n",
            // h = 2 top + bit 255 (top < 121665), back in as 19 h.
            "lsls r11, r11, #1\n",
            "orr r11, r11, r9, lsr #31\n",
            "bic r9, r9, #0x80000000\n",
            "movs r1, #19\n",
            "mul r11, r11, r1\n",
            "adds r2, r2, r11\n",
            "adcs r3, r3, #0\n",
            "adcs r4, r4, #0\n",
            "adcs r5, r5, #0\n",
            "adcs r6, r6, #0\n",
            "adcs r7, r7, #0\n",
            "adcs r8, r8, #0\n",
            "adc r9, r9, #0\n",
            "stm r0, {{r2-r9}}\n",
        )
    };
}
pub(super) use a24_body;

/// `a + b` into r0-r7 instead of memory (`a` in r1, `b` in r2; clobbers r8-r12), for the ladder step
/// to square the sum without storing and reloading it: the same limbs as [`add_body`].
macro_rules! add_regs_body {
    () => {
        concat!(
            "mov r12, r2\n",
            "ldm r1, {{r0-r7}}\n",
            "ldm r12!, {{r8-r11}}\n",
            "adds r0, r0, r8\n",
            "adcs r1, r1, r9\n",
            "adcs r2, r2, r10\n",
            "adcs r3, r3, r11\n",
            "ldm r12, {{r8-r11}}\n",
            "adcs r4, r4, r8\n",
            "adcs r5, r5, r9\n",
            "adcs r6, r6, r10\n",
            "adcs r7, r7, r11\n",
            // h = 2 carry + bit 255, back in as 19 h.
            "mov r8, #0\n",
            "adc r8, r8, #0\n",
            "lsls r8, r8, #1\n",
            "orr r8, r8, r7, lsr #31\n",
            "bic r7, r7, #0x80000000\n",
            "movs r9, #19\n",
            "mul r8, r8, r9\n",
            $crate::arch::fe25519_m4::add_to_r0_r7!("r8"),
        )
    };
}
pub(super) use add_regs_body;

/// `a - b` into r0-r7 (`a` in r1, `b` in r2; clobbers r8-r12): the same limbs as [`sub_body`].
macro_rules! sub_regs_body {
    () => {
        concat!(
            "mov r12, r2\n",
            "ldm r1, {{r0-r7}}\n",
            "ldm r12!, {{r8-r11}}\n",
            "subs r0, r0, r8\n",
            "sbcs r1, r1, r9\n",
            "sbcs r2, r2, r10\n",
            "sbcs r3, r3, r11\n",
            "ldm r12, {{r8-r11}}\n",
            "sbcs r4, r4, r8\n",
            "sbcs r5, r5, r9\n",
            "sbcs r6, r6, r10\n",
            "sbcs r7, r7, r11\n",
            "sbc r8, r8, r8\n", // -borrow
            "and r8, r8, #38\n",
            "subs r0, r0, r8\n",
            "sbcs r1, r1, #0\n",
            "sbcs r2, r2, #0\n",
            "sbcs r3, r3, #0\n",
            "sbcs r4, r4, #0\n",
            "sbcs r5, r5, #0\n",
            "sbcs r6, r6, #0\n",
            "sbcs r7, r7, #0\n",
            "sbc r8, r8, r8\n",
            "and r8, r8, #38\n",
            "sub r0, r0, r8\n",
        )
    };
}
pub(super) use sub_regs_body;

/// `out = a + b`. Registers: a[0..8] then the sum in r3-r10; b in r1, r11, r12, lr, four limbs at a time
/// (`LDM` leaves the flags alone, so the carry chain crosses the second load).
#[unsafe(naked)]
pub(super) unsafe extern "C" fn add_kernel(out: *mut [u32; 8], a: *const [u32; 8], b: *const [u32; 8]) {
    core::arch::naked_asm!("push {{r4-r11, lr}}", add_body!(), "pop {{r4-r11, pc}}",)
}

/// `out = a - b`. A borrow out of the top limb means 2^256 (= 38 mod p) too much was added back: 38 is
/// subtracted (the mask `SBC r, r, r` is all ones exactly on a borrow), and if that borrows again the
/// value is close to 2^256, so a single subtraction of 38 from limb 0 finishes it.
#[unsafe(naked)]
pub(super) unsafe extern "C" fn sub_kernel(out: *mut [u32; 8], a: *const [u32; 8], b: *const [u32; 8]) {
    core::arch::naked_asm!("push {{r4-r11, lr}}", sub_body!(), "pop {{r4-r11, pc}}",)
}

/// `out = a * 121665`. `UMAAL lo, hi, x, y` sets `hi:lo = x y + lo + hi`: with `lo = x = a[i]`,
/// `y = 121664` and `hi` the carry, that is `a[i] 121665 + carry`, the row in one instruction per limb
/// (emitted by its encoding, as in `fe25519_m4`). The top word and bit 255 are folded back as 19 each.
#[unsafe(naked)]
pub(super) unsafe extern "C" fn mul_a24_kernel(out: *mut [u32; 8], a: *const [u32; 8]) {
    core::arch::naked_asm!(
        ".macro umaal_ lo, hi, x, y",
        ".inst.w 0xfbe00060 | (\\x << 16) | (\\lo << 12) | (\\hi << 8) | \\y",
        ".endm",
        "push {{r4-r11, lr}}",
        a24_body!(),
        "pop {{r4-r11, pc}}",
        ".purgem umaal_",
    )
}

/// Swaps `a` and `b` under `mask`, four limbs at a time: `t = mask & (x ^ y)`, `x ^= t`, `y ^= t`.
#[unsafe(naked)]
pub(super) unsafe extern "C" fn conditional_swap_kernel(a: *mut [u32; 8], b: *mut [u32; 8], mask: u32) {
    core::arch::naked_asm!(
        ".macro swap_half off",
        "ldrd r3, r12, [r0, #\\off]",
        "ldrd r4, r5, [r1, #\\off]",
        "eor r6, r3, r4",
        "eor r7, r12, r5",
        "and r6, r6, r2",
        "and r7, r7, r2",
        "eor r3, r3, r6",
        "eor r4, r4, r6",
        "eor r12, r12, r7",
        "eor r5, r5, r7",
        "strd r3, r12, [r0, #\\off]",
        "strd r4, r5, [r1, #\\off]",
        ".endm",
        "push {{r4-r7}}",
        "swap_half 0",
        "swap_half 8",
        "swap_half 16",
        "swap_half 24",
        "pop {{r4-r7}}",
        "bx lr",
        ".purgem swap_half",
    )
}
