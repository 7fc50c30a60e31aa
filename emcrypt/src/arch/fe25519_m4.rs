//! Whole-function assembly multiplication in GF(2^255 - 19), packed radix-2^32 form (eight limbs), for
//! cores with `UMAAL` (Cortex-M4, and the Cortex-M33s we measure; cfg `emcrypt_umaal` from `build.rs`).
//! The portable Rust of [`crate::ecc::curve25519::field_radix32`] is the reference and the fallback on
//! every other target (host, M0/M0+, M3); both compute exactly the same 256-bit output for every input.
//!
//! | kernel | technique | speed (Cortex-M4 model) | constant-time |
//! | --- | --- | --- | --- |
//! | [`mul`] | two 8 x 4 operand-scanning passes (64 `UMAAL`), then `lo + 38 hi` (8 `UMAAL`) and the bit-255 fold | see `ecc::curve25519` docs | yes (straight-line, single-cycle `UMAAL`) |
//! | [`square`] | the 28 cross products once (two 4-limb triangles and a 4 x 4 block), doubled by an `ADCS` chain while the 8 squares are added by a `UMAAL` chain, then the same reduction | see `ecc::curve25519` docs | yes |
//!
//! Why assembly: the product needs a window of live limbs plus both operands, more than the 14 general
//! registers; LLVM spills the window around every multiply-accumulate. Here the four limbs `b[4h..4h+4]`
//! of one half of `b` stay in registers while the rows `a[i] * b[4h..4h+4]` stream past, each row adding
//! its four products into a four-limb window whose lowest limb is finished after the row and stored.
//!
//! `UMAAL lo, hi, x, y` sets `hi:lo = x y + lo + hi`, which cannot overflow. It is emitted by its Thumb-2
//! encoding (assembler macro `umaal_`, register numbers) because LLVM accepts the mnemonic only with the
//! `dsp` target feature, which the default `thumbv8m.main` target lacks (as in [`super::umaal`]).
#![allow(unsafe_code)]

/// `out = a b mod p`, below 2^255 + 2^11 (not fully reduced), for any 256-bit `a` and `b`: the same value,
/// bit for bit, as the portable `FieldElement32::mul`.
#[inline(always)]
pub(crate) fn mul(a: &[u32; 8], b: &[u32; 8]) -> [u32; 8] {
    let mut out = [0u32; 8];
    // SAFETY: the kernel reads 8 limbs from `a` and `b` and writes 8 limbs of `out` (a fresh local, so no
    // overlap), all in bounds; it follows the AAPCS (saves r4-r11 and lr, restores sp) and touches no
    // memory besides these arrays and its own stack frame.
    unsafe { mul_kernel(&mut out, a, b) };
    out
}

/// `out = a^2 mod p`, below 2^255 + 2^11, for any 256-bit `a`: the same limbs as the portable
/// `FieldElement32::square`.
#[inline(always)]
pub(crate) fn square(a: &[u32; 8]) -> [u32; 8] {
    let mut out = [0u32; 8];
    // SAFETY: as in `mul`: reads 8 limbs of `a`, writes 8 limbs of the fresh `out`, AAPCS-conforming.
    unsafe { square_kernel(&mut out, a) };
    out
}

/// The assembler macros both kernels use (defined at the start of each, removed at its end):
///
/// - `umaal_ lo, hi, x, y` (register numbers): `hi:lo = x*y + lo + hi`, Thumb-2 encoding T1.
/// - `row_second a_off, t_off, w0, w1, w2, w3, c`: one row `a[i] * r3..r6` at limbs j..j+3 (`a[i]` at
///   `r1 + a_off`, limb j at `sp + t_off`): the window w0..w3 gets the four products, the carry enters
///   as the stored limb j (UMAAL adds it at the row's lowest limb for free) and leaves in c as the new
///   limb j + 4; the finished limb j replaces the stored one.
macro_rules! shared_macros {
    () => {
        concat!(
            ".macro umaal_ lo, hi, x, y\n",
            ".inst.w 0xfbe00060 | (\\x << 16) | (\\lo << 12) | (\\hi << 8) | \\y\n",
            ".endm\n",
            ".macro row_second a_off, t_off, w0, w1, w2, w3, c\n",
            "ldr r7, [r1, #\\a_off]\n",
            "ldr r\\c, [sp, #\\t_off]\n",
            "umaal_ \\w0, \\c, 7, 3\n",
            "umaal_ \\w1, \\c, 7, 4\n",
            "umaal_ \\w2, \\c, 7, 5\n",
            "umaal_ \\w3, \\c, 7, 6\n",
            "str r\\w0, [sp, #\\t_off]\n",
            ".endm",
        )
    };
}

/// The multiplication. Registers:
///
/// | register | role |
/// | --- | --- |
/// | r0 | `out` (until the reduction), then limb 0 of the result |
/// | r1 | `a` |
/// | r2 | `b` |
/// | r3-r6 | `b[0..4]` in the first pass, `b[4..8]` in the second |
/// | r7 | `a[i]`, the row's multiplier |
/// | r8-r12 | the four-limb window and the row's carry, renamed from row to row (macro arguments) |
/// | lr | `out`, kept for the final store |
///
/// Frame: the 16-limb product `t` at `sp + 0..64`, 4 bytes of padding (keeps `sp` 8-byte aligned).
#[unsafe(naked)]
pub(super) unsafe extern "C" fn mul_kernel(out: *mut [u32; 8], a: *const [u32; 8], b: *const [u32; 8]) {
    core::arch::naked_asm!(
        // umaal_ lo, hi, x, y  (register numbers): hi:lo = x*y + lo + hi. Thumb-2 encoding T1.
        shared_macros!(),
        // First-pass row: window w0..w3 (limbs i..i+3) += a[i] * b[0..4] with carry c (zero on entry),
        // carried out into c (the new limb i+4). Limb i is then final: stored to t[i]; w0 is zeroed, as it
        // becomes the next row's carry.
        ".macro row_first a_off, w0, w1, w2, w3, c",
        "ldr r7, [r1, #\\a_off]",
        "umaal_ \\w0, \\c, 7, 3",
        "umaal_ \\w1, \\c, 7, 4",
        "umaal_ \\w2, \\c, 7, 5",
        "umaal_ \\w3, \\c, 7, 6",
        "str r\\w0, [sp, #\\a_off]",
        "mov r\\w0, #0",
        ".endm",
        // Second-pass rows (`row_second`, see `shared_macros`), at limbs i+4..i+7: the same with b[4..8],
        // except that the carry enters as the first pass's limb t[i+4], and the finished limb replaces it.
        "push {{r4-r11, lr}}",
        "sub sp, #68",
        "mov lr, r0",
        // ---- first pass: t[0..12] = a * b[0..4] ----
        "ldm r2, {{r3-r6}}",
        "movs r7, #0",
        "mov r8, #0",
        "mov r9, #0",
        "mov r10, #0",
        "mov r11, #0",
        "mov r12, #0",
        "row_first 0, 8, 9, 10, 11, 12",
        "row_first 4, 9, 10, 11, 12, 8",
        "row_first 8, 10, 11, 12, 8, 9",
        "row_first 12, 11, 12, 8, 9, 10",
        "row_first 16, 12, 8, 9, 10, 11",
        "row_first 20, 8, 9, 10, 11, 12",
        "row_first 24, 9, 10, 11, 12, 8",
        "row_first 28, 10, 11, 12, 8, 9",
        // The window after row 7: limbs 8..11 in r11, r12, r8, r9.
        "str r11, [sp, #32]",
        "str r12, [sp, #36]",
        "str r8, [sp, #40]",
        "str r9, [sp, #44]",
        // ---- second pass: t[4..16] += a * b[4..8] ----
        "add r7, r2, #16",
        "ldm r7, {{r3-r6}}",
        "mov r8, #0",
        "mov r9, #0",
        "mov r10, #0",
        "mov r11, #0",
        "row_second 0, 16, 8, 9, 10, 11, 12",
        "row_second 4, 20, 9, 10, 11, 12, 8",
        "row_second 8, 24, 10, 11, 12, 8, 9",
        "row_second 12, 28, 11, 12, 8, 9, 10",
        "row_second 16, 32, 12, 8, 9, 10, 11",
        "row_second 20, 36, 8, 9, 10, 11, 12",
        "row_second 24, 40, 9, 10, 11, 12, 8",
        "row_second 28, 44, 10, 11, 12, 8, 9",
        "str r11, [sp, #48]",
        "str r12, [sp, #52]",
        "str r8, [sp, #56]",
        "str r9, [sp, #60]",
        // ---- reduction: r = t[0..8] + 38 t[8..16] (2^256 = 38 mod p), carry-out c <= 38 in r9 ----
        "ldm sp, {{r0-r7}}",
        "mov r8, #38",
        "mov r9, #0",
        "ldrd r10, r11, [sp, #32]",
        "umaal_ 0, 9, 10, 8",
        "umaal_ 1, 9, 11, 8",
        "ldrd r10, r11, [sp, #40]",
        "umaal_ 2, 9, 10, 8",
        "umaal_ 3, 9, 11, 8",
        "ldrd r10, r11, [sp, #48]",
        "umaal_ 4, 9, 10, 8",
        "umaal_ 5, 9, 11, 8",
        "ldrd r10, r11, [sp, #56]",
        "umaal_ 6, 9, 10, 8",
        "umaal_ 7, 9, 11, 8",
        // Fold the bits from 255 up, h = 2 c + (r7 >> 31), back in as 19 h (2^255 = 19 mod p): the result
        // is below 2^255 + 19 * 77.
        "lsrs r10, r7, #31",
        "add r10, r10, r9, lsl #1",
        "bic r7, r7, #0x80000000",
        "movs r11, #19",
        "mul r10, r10, r11",
        "adds r0, r0, r10",
        "adcs r1, r1, #0",
        "adcs r2, r2, #0",
        "adcs r3, r3, #0",
        "adcs r4, r4, #0",
        "adcs r5, r5, #0",
        "adcs r6, r6, #0",
        "adc r7, r7, #0",
        "stm lr, {{r0-r7}}",
        "add sp, #68",
        "pop {{r4-r11, pc}}",
        ".purgem umaal_",
        ".purgem row_first",
        ".purgem row_second",
    )
}

/// The squaring: `a^2 = 2 T + D`, with `T` the sum of the cross products `a[i] a[j] 2^(32 (i + j))`,
/// i < j, and `D` the squares `a[i]^2 2^(64 i)`. Writing `a = A0 + A1 2^128` (4 limbs each), `T` is the
/// triangle of `A0` (limbs 1..7), the block `A0 A1` (limbs 4..12) and the triangle of `A1` (limbs 9..15).
///
/// 1. Triangle of `A0` (6 products) into `t[1..8]` on the stack.
/// 2. The block: four rows `a[i] * a[4..8]`, as the multiplication's second pass (the triangle's limbs
///    enter as the rows' carries); limbs 4..8 are finished, limbs 8..12 stay in registers.
/// 3. Limbs 0..8 of `2 T + D`: one `ADCS` chain doubles (its carry lives in the flags), one `UMAAL` chain
///    adds the squares (its carry in r2); nothing between them sets the flags.
/// 4. Triangle of `A1` (6 products) onto the register limbs 8..15.
/// 5. Limbs 8..16 of `2 T + D`, continuing both chains.
/// 6. The reduction of the multiplication, the high half straight from registers.
///
/// Frame: `t[0..8]` at `sp + 0..32`. `lr` holds `out`.
#[unsafe(naked)]
pub(super) unsafe extern "C" fn square_kernel(out: *mut [u32; 8], a: *const [u32; 8]) {
    core::arch::naked_asm!(
        shared_macros!(),
        // Limbs 2i, 2i + 1 of 2 T + D, from T's limbs x, y and a[i] in ai (z holds 0, r2 the carry).
        ".macro double_add_square x, y, ai, z",
        "adcs r\\x, r\\x, r\\x",
        "adcs r\\y, r\\y, r\\y",
        "umaal_ \\x, 2, \\ai, \\ai",
        "umaal_ \\y, 2, \\z, \\z",
        ".endm",
        "push {{r4-r11, lr}}",
        "sub sp, #36",
        "mov lr, r0",
        // ---- 1. triangle of A0: a0 a1 (limb 1) .. a2 a3 (limb 5), carries up to limb 6 ----
        "ldm r1, {{r3-r6}}", // a0..a3
        "mov r8, #0",
        "mov r9, #0",
        "umull r7, r10, r3, r4", // limb 1 = a0 a1
        "umaal_ 8, 10, 3, 5", // limb 2 += a0 a2
        "umaal_ 9, 10, 3, 6", // limb 3 += a0 a3, carry: limb 4 (r10)
        "mov r11, #0",
        "umaal_ 9, 11, 4, 5", // limb 3 += a1 a2
        "umaal_ 10, 11, 4, 6", // limb 4 += a1 a3, carry: limb 5 (r11)
        "mov r12, #0",
        "umaal_ 11, 12, 5, 6", // limb 5 += a2 a3, carry: limb 6 (r12)
        "strd r7, r8, [sp, #4]",
        "str r9, [sp, #12]",
        "strd r10, r11, [sp, #16]",
        "mov r7, #0",
        "strd r12, r7, [sp, #24]", // limb 7 = 0
        // ---- 2. the block A0 A1: rows a[i] * a[4..8] at limbs i+4..i+7 ----
        "ldrd r3, r4, [r1, #16]",
        "ldrd r5, r6, [r1, #24]", // a4..a7
        "mov r8, #0",
        "mov r9, #0",
        "mov r10, #0",
        "mov r11, #0",
        "row_second 0, 16, 8, 9, 10, 11, 12",
        "row_second 4, 20, 9, 10, 11, 12, 8",
        "row_second 8, 24, 10, 11, 12, 8, 9",
        "row_second 12, 28, 11, 12, 8, 9, 10",
        // Limbs 8..11 of T (so far) in r12, r8, r9, r10.
        // ---- 3. limbs 0..8 of 2 T + D ----
        "ldm r1, {{r3-r6}}", // a0..a3
        "mov r0, #0", // z
        "umull r7, r2, r3, r3", // limb 0: T's limb 0 is 0, so just a0^2; the carry chain starts in r2
        "ldr r11, [sp, #4]",
        "adds r11, r11, r11", // the doubling chain starts (limb 0 doubled is 0, no carry)
        "umaal_ 11, 2, 0, 0",
        "strd r7, r11, [sp, #0]",
        "ldrd r7, r11, [sp, #8]",
        "double_add_square 7, 11, 4, 0",
        "strd r7, r11, [sp, #8]",
        "ldrd r7, r11, [sp, #16]",
        "double_add_square 7, 11, 5, 0",
        "strd r7, r11, [sp, #16]",
        "ldrd r7, r11, [sp, #24]",
        "double_add_square 7, 11, 6, 0",
        "strd r7, r11, [sp, #24]",
        // ---- 4. triangle of A1: a4 a5 (limb 9) .. a6 a7 (limb 13), carries up to limb 14 ----
        // (No flag-setting instruction from here to the end of step 5.)
        "ldrd r3, r4, [r1, #16]",
        "ldrd r5, r6, [r1, #24]", // a4..a7
        "mov r7, #0",
        "umaal_ 8, 7, 3, 4", // limb 9 += a4 a5
        "umaal_ 9, 7, 3, 5", // limb 10 += a4 a6
        "umaal_ 10, 7, 3, 6", // limb 11 += a4 a7, carry: limb 12 (r7)
        "mov r11, #0",
        "umaal_ 10, 11, 4, 5", // limb 11 += a5 a6
        "umaal_ 7, 11, 4, 6", // limb 12 += a5 a7, carry: limb 13 (r11)
        "mov r0, #0",
        "umaal_ 11, 0, 5, 6", // limb 13 += a6 a7, carry: limb 14 (r0)
        // ---- 5. limbs 8..16 of 2 T + D: T's limbs 8..15 in r12, r8, r9, r10, r7, r11, r0, (0 in) r4 ----
        "adcs r12, r12, r12",
        "adcs r8, r8, r8",
        "umaal_ 12, 2, 3, 3",
        "mov r3, #0", // z (a4 is used)
        "umaal_ 8, 2, 3, 3",
        "adcs r9, r9, r9",
        "adcs r10, r10, r10",
        "umaal_ 9, 2, 4, 4",
        "umaal_ 10, 2, 3, 3",
        "mov r4, #0", // T's limb 15 (a5 is used)
        "double_add_square 7, 11, 5, 3",
        "double_add_square 0, 4, 6, 3",
        // ---- 6. reduction: r = t[0..8] + 38 t[8..16]; each result limb goes into the register of the
        // high limb just used, so the results are in r3, r12, r8, r9, r10, r7, r11, r0 ----
        "mov r1, #38",
        "mov r2, #0",
        "ldr r3, [sp, #0]",
        "umaal_ 3, 2, 12, 1",
        "ldr r12, [sp, #4]",
        "umaal_ 12, 2, 8, 1",
        "ldr r8, [sp, #8]",
        "umaal_ 8, 2, 9, 1",
        "ldr r9, [sp, #12]",
        "umaal_ 9, 2, 10, 1",
        "ldr r10, [sp, #16]",
        "umaal_ 10, 2, 7, 1",
        "ldr r7, [sp, #20]",
        "umaal_ 7, 2, 11, 1",
        "ldr r11, [sp, #24]",
        "umaal_ 11, 2, 0, 1",
        "ldr r0, [sp, #28]",
        "umaal_ 0, 2, 4, 1",
        // Fold h = 2 c + (bit 255) back in as 19 h.
        "lsrs r4, r0, #31",
        "add r4, r4, r2, lsl #1",
        "bic r0, r0, #0x80000000",
        "movs r5, #19",
        "mul r4, r4, r5",
        "adds r3, r3, r4",
        "adcs r12, r12, #0",
        "adcs r8, r8, #0",
        "adcs r9, r9, #0",
        "adcs r10, r10, #0",
        "adcs r7, r7, #0",
        "adcs r11, r11, #0",
        "adc r0, r0, #0",
        "str r3, [lr, #0]",
        "str r12, [lr, #4]",
        "strd r8, r9, [lr, #8]",
        "str r10, [lr, #16]",
        "str r7, [lr, #20]",
        "strd r11, r0, [lr, #24]",
        "add sp, #36",
        "pop {{r4-r11, pc}}",
        ".purgem umaal_",
        ".purgem row_second",
        ".purgem double_add_square",
    )
}
