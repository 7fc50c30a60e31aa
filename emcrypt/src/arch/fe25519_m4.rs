//! Whole-function assembly multiplication and squaring in GF(2^255 - 19), packed radix-2^32 form (eight limbs), for
//! cores with `UMAAL` (Cortex-M4, and the Cortex-M33s we measure; cfg `emcrypt_umaal` from `build.rs`).
//! The portable Rust of [`crate::ecc::curve25519::field_radix32`] is the reference and the fallback on
//! every other target (host, M0/M0+, M3); both compute exactly the same 256-bit output for every input.
//!
//! | kernel | technique | speed (Cortex-M4 model) | constant-time |
//! | --- | --- | --- | --- |
//! | [`mul`] | two 8 x 4 operand-scanning passes (64 `UMAAL`), the second taking the first's high limbs from registers, then `lo + 38 hi` (8 `UMAAL`) and the bit-255 fold | 218 cycles a call in the ladder (internal form), about 234 from Rust | yes (straight-line, single-cycle `UMAAL`) |
//! | [`square`] | product scanning: the 28 cross products once, column by column, each column doubled by an `ADCS` chain and its square added by a `UMAAL` chain; limbs 8..15 never leave the registers; then the same reduction | 134 cycles a call in the ladder (`square_regs_internal`), about 160 with the AAPCS saves | yes |
//! | [`square_n`] | n squarings in one call (a loop over the register-saving-free `square_internal`; n is public) | about 160 cycles a squaring | yes (the loop count is public) |
//!
//! Each kernel also exists in an internal form (`mul_internal`, `square_internal`, and
//! `square_regs_internal` with its input in registers) for assembly callers: the same body without the
//! AAPCS saves of r4-r11 (the X25519 ladder step saves them once per step).
//!
//! Why assembly: the product needs a window of live limbs plus both operands, more than the 14 general
//! registers; LLVM spills the window around every multiply-accumulate. Here, in the multiplication, the
//! four limbs `b[4h..4h+4]` of one half of `b` stay in registers while the rows `a[i] * b[4h..4h+4]`
//! stream past, each row adding its four products into a four-limb window whose lowest limb is finished
//! after the row; the squaring keeps all of `a` in registers and finishes one column at a time.
//!
//! `UMAAL lo, hi, x, y` sets `hi:lo = x y + lo + hi`, which cannot overflow. It is emitted by its Thumb-2
//! encoding (assembler macro `umaal_`, register numbers) because LLVM accepts the mnemonic only with the
//! `dsp` target feature, which the default `thumbv8m.main` target lacks (as in [`super::umaal`]).
#![allow(unsafe_code)]

/// `out = a b mod p`, below 2^255 + 2^11 (not fully reduced), for any 256-bit `a` and `b`: the same value,
/// bit for bit, as the portable `FieldElement32::mul`.
#[inline(always)]
pub(crate) fn mul(a: &[u32; 8], b: &[u32; 8]) -> [u32; 8] {
    // Uninitialised: a zeroed buffer cost four stores per call site, and the kernel writes every limb.
    let mut out = core::mem::MaybeUninit::<[u32; 8]>::uninit();
    // SAFETY: the kernel reads 8 limbs from `a` and `b` and writes all 8 limbs of `out` (a fresh local, so
    // no overlap; never read before written), all in bounds; it follows the AAPCS (saves r4-r11 and lr,
    // restores sp) and touches no memory besides these arrays and its own stack frame. After the call
    // every limb of `out` is initialised.
    unsafe {
        mul_kernel(out.as_mut_ptr(), a, b);
        out.assume_init()
    }
}

/// `out = a^2 mod p`, below 2^255 + 2^11, for any 256-bit `a`: the same limbs as the portable
/// `FieldElement32::square`.
#[inline(always)]
pub(crate) fn square(a: &[u32; 8]) -> [u32; 8] {
    let mut out = core::mem::MaybeUninit::<[u32; 8]>::uninit();
    // SAFETY: as in `mul`: reads 8 limbs of `a`, writes all 8 limbs of the fresh `out`, AAPCS-conforming.
    unsafe {
        square_kernel(out.as_mut_ptr(), a);
        out.assume_init()
    }
}

/// `a^(2^n) mod p`, n >= 1 successive squarings in one call: the same limbs as n calls of [`square`].
/// `n` is public (it sets a loop count).
#[inline(always)]
pub(crate) fn square_n(a: &[u32; 8], n: u32) -> [u32; 8] {
    let mut out = core::mem::MaybeUninit::<[u32; 8]>::uninit();
    // SAFETY: reads 8 limbs of `a`, writes all 8 limbs of the fresh `out` (the first squaring), then reads
    // and writes them; AAPCS-conforming (saves r4-r11 and lr; `square_internal` keeps sp). The loop runs
    // max(n, 1) times (n = 0 would square once: `FieldElement32::square_n` handles 0 itself).
    unsafe {
        square_n_kernel(out.as_mut_ptr(), a, n);
        out.assume_init()
    }
}

/// `r0..r7 += h` (h a register name, e.g. `"r10"`), the carry through all eight limbs: the last step of
/// the bit-255 fold, where the caller has left room for it (no carry out).
macro_rules! add_to_r0_r7 {
    ($h:literal) => {
        concat!(
            "adds r0, r0, ",
            $h,
            "\n",
            "adcs r1, r1, #0\n",
            "adcs r2, r2, #0\n",
            "adcs r3, r3, #0\n",
            "adcs r4, r4, #0\n",
            "adcs r5, r5, #0\n",
            "adcs r6, r6, #0\n",
            "adc r7, r7, #0\n",
        )
    };
}
pub(super) use add_to_r0_r7;

/// The assembler macro every kernel defines at its start and removes at its end: `umaal_ lo, hi, x, y`
/// (register numbers, lr = 14): `hi:lo = x*y + lo + hi`, Thumb-2 encoding T1.
macro_rules! umaal_macro {
    () => {
        concat!(
            ".macro umaal_ lo, hi, x, y\n",
            ".inst.w 0xfbe00060 | (\\x << 16) | (\\lo << 12) | (\\hi << 8) | \\y\n",
            ".endm\n",
        )
    };
}

/// The multiplication, two operand-scanning passes of 8 x 4 (b's halves in r3-r6), each row `a[i] * b[..]`
/// adding four products into a four-limb window whose lowest limb is finished after the row:
///
/// 1. `t[0..12] = a * b[0..4]`: `a` two limbs at a time (`LDRD` into r7, r0); each row's finished limb is
///    stored, the window ends in registers (limbs 8..11: r11, r12, r8, r9; limb 11 is then stored to free
///    a register for the second pass).
/// 2. `t[4..16] += a * b[4..8]`: row i takes limb i + 4 of the first pass as its carry in (`UMAAL` adds it
///    at the row's lowest limb): limbs 4..7 and 11 from memory, limbs 8..10 straight from the registers of
///    the first pass. Limbs 4..11 are stored as they finish, limbs 12..15 stay in r11, r12, r8, r10.
/// 3. The reduction `t[0..8] + 38 t[8..16]`, the result in r0-r7, then the bit-255 fold.
///
/// | register | role |
/// | --- | --- |
/// | r1 | `a` |
/// | r2 | `b` (until its high half is loaded) |
/// | r3-r6 | `b[0..4]` in the first pass, `b[4..8]` in the second |
/// | r7, r0 | `a[i]`, `a[i + 1]` (first pass), `a[i]` in r7 (second pass) |
/// | r8-r12 | the window and the row's carry in the first pass, renamed from row to row |
/// | r0, r2, r9, r10, lr | the same in the second pass, joined by r11, r12, r8 as their limbs are consumed |
///
/// Frame: the product `t[0..12]` at `sp + 0..48` (limbs 12..15 never leave the registers), `out` at
/// `sp + 64`. Clobbers r0-r12, lr and the flags.
macro_rules! mul_body {
    () => {
        concat!(
            // First-pass row: window w0..w3 (limbs i..i+3) += a[i] * b[0..4] (a[i] in register a) with the
            // carry c (zero on entry), carried out into c (the new limb i+4); limb i is final for this
            // pass: stored to t[i], and w0 zeroed, as it becomes the next row's carry.
            ".macro row_first a, t_off, w0, w1, w2, w3, c\n",
            "umaal_ \\w0, \\c, \\a, 3\n",
            "umaal_ \\w1, \\c, \\a, 4\n",
            "umaal_ \\w2, \\c, \\a, 5\n",
            "umaal_ \\w3, \\c, \\a, 6\n",
            "str r\\w0, [sp, #\\t_off]\n",
            "mov r\\w0, #0\n",
            ".endm\n",
            // Second-pass row: the same with b[4..8] at limbs i+4..i+7, the carry c holding limb i+4 of
            // the first pass on entry; the finished limb i+4 is stored to t[i+4].
            ".macro row_second t_off, w0, w1, w2, w3, c\n",
            "umaal_ \\w0, \\c, 7, 3\n",
            "umaal_ \\w1, \\c, 7, 4\n",
            "umaal_ \\w2, \\c, 7, 5\n",
            "umaal_ \\w3, \\c, 7, 6\n",
            "str r\\w0, [sp, #\\t_off]\n",
            ".endm\n",
            "sub sp, #68\n",
            "str r0, [sp, #64]\n",
            // ---- 1. t[0..12] = a * b[0..4] ----
            "ldm r2, {{r3-r6}}\n",
            "mov r8, #0\n",
            "mov r9, #0\n",
            "mov r10, #0\n",
            "mov r11, #0\n",
            "mov r12, #0\n",
            "ldrd r7, r0, [r1, #0]\n",
            "row_first 7, 0, 8, 9, 10, 11, 12\n",
            "row_first 0, 4, 9, 10, 11, 12, 8\n",
            "ldrd r7, r0, [r1, #8]\n",
            "row_first 7, 8, 10, 11, 12, 8, 9\n",
            "row_first 0, 12, 11, 12, 8, 9, 10\n",
            "ldrd r7, r0, [r1, #16]\n",
            "row_first 7, 16, 12, 8, 9, 10, 11\n",
            "row_first 0, 20, 8, 9, 10, 11, 12\n",
            "ldrd r7, r0, [r1, #24]\n",
            "row_first 7, 24, 9, 10, 11, 12, 8\n",
            "row_first 0, 28, 10, 11, 12, 8, 9\n", // r10 = 0 after it
            // Limbs 8..11 in r11, r12, r8, r9; limb 11 to memory.
            "str r9, [sp, #44]\n",
            // ---- 2. t[4..16] += a * b[4..8]; window and carry in r0, r2, r9, r10, lr at first ----
            "ldrd r3, r4, [r2, #16]\n",
            "ldrd r5, r6, [r2, #24]\n",
            "mov r0, #0\n",
            "mov r2, #0\n",
            "mov r9, #0\n",
            "ldr r7, [r1, #0]\n",
            "ldr lr, [sp, #16]\n",
            "row_second 16, 0, 2, 9, 10, 14\n",
            "ldr r7, [r1, #4]\n",
            "ldr r0, [sp, #20]\n",
            "row_second 20, 2, 9, 10, 14, 0\n",
            "ldr r7, [r1, #8]\n",
            "ldr r2, [sp, #24]\n",
            "row_second 24, 9, 10, 14, 0, 2\n",
            "ldr r7, [r1, #12]\n",
            "ldr r9, [sp, #28]\n",
            "row_second 28, 10, 14, 0, 2, 9\n",
            // Rows 4..6: the carry in is the first pass's limb 8, 9, 10, still in r11, r12, r8.
            "ldr r7, [r1, #16]\n",
            "row_second 32, 14, 0, 2, 9, 11\n",
            "ldr r7, [r1, #20]\n",
            "row_second 36, 0, 2, 9, 11, 12\n",
            "ldr r7, [r1, #24]\n",
            "row_second 40, 2, 9, 11, 12, 8\n",
            "ldr r7, [r1, #28]\n",
            "ldr r10, [sp, #44]\n",
            "row_second 44, 9, 11, 12, 8, 10\n",
            // ---- 3. reduction: r = t[0..8] + 38 t[8..16] (2^256 = 38 mod p), carry c <= 38 in r9 ----
            // t[12..16] in r11, r12, r8, r10.
            "mov lr, #38\n",
            "mov r9, #0\n",
            "ldm sp, {{r0-r3}}\n",
            "add r4, sp, #32\n",
            "ldm r4, {{r4-r7}}\n",
            "umaal_ 0, 9, 4, 14\n",
            "umaal_ 1, 9, 5, 14\n",
            "umaal_ 2, 9, 6, 14\n",
            "umaal_ 3, 9, 7, 14\n",
            "ldrd r4, r5, [sp, #16]\n",
            "ldrd r6, r7, [sp, #24]\n",
            "umaal_ 4, 9, 11, 14\n",
            "umaal_ 5, 9, 12, 14\n",
            "umaal_ 6, 9, 8, 14\n",
            "umaal_ 7, 9, 10, 14\n",
            // Fold the bits from 255 up, h = 2 c + (r7 >> 31), back in as 19 h (2^255 = 19 mod p): the result
            // is below 2^255 + 19 * 77.
            "lsrs r10, r7, #31\n",
            "add r10, r10, r9, lsl #1\n",
            "bic r7, r7, #0x80000000\n",
            "movs r11, #19\n",
            "mul r10, r10, r11\n",
            add_to_r0_r7!("r10"),
            "ldr r8, [sp, #64]\n",
            "stm r8, {{r0-r7}}\n",
            "add sp, #68\n",
            ".purgem row_first\n",
            ".purgem row_second\n",
        )
    };
}

/// The multiplication with the AAPCS (see [`mul_body`]).
#[unsafe(naked)]
pub(super) unsafe extern "C" fn mul_kernel(out: *mut [u32; 8], a: *const [u32; 8], b: *const [u32; 8]) {
    core::arch::naked_asm!(umaal_macro!(), "push {{r4-r11, lr}}", mul_body!(), "pop {{r4-r11, pc}}", ".purgem umaal_",)
}

/// The multiplication for the assembly callers (ladder step): `out` in r0, `a` in r1, `b` in r2;
/// clobbers r0-r12 and the flags, keeps sp (only lr is saved).
#[unsafe(naked)]
pub(super) unsafe extern "C" fn mul_internal() {
    core::arch::naked_asm!(umaal_macro!(), "push {{lr}}", mul_body!(), "pop {{pc}}", ".purgem umaal_",)
}

/// The squaring, product scanning: column k of `a^2 = 2 C + D` (C the cross products `a[i] a[j]`, i < j,
/// D the squares `a[i]^2`) is finished before column k + 1 starts, so the whole 16-limb square needs no
/// window in memory, only the eight low limbs are stored (the registers are full until `a[0]` dies).
///
/// - Cross sum: each `UMAAL` of column k adds one product and two values pending for column k (the
///   running digit in `lo`, one carry in `hi`) and leaves one carry pending for column k + 1 in `hi`; a
///   column of m products thus takes m + 1 pending values (a `MOV #0` pads a column that has only m; a
///   column that has m - 1 starts with a `UMULL`, which takes none). At most four carries are pending
///   (column 8).
/// - Doubling: one `ADCS d, d, d` per column, its carry in the flags from column to column (nothing
///   else here sets the flags: `MOV` of an immediate to a low register is the 32-bit non-flag-setting form).
/// - Squares: one `UMAAL digit, r11, a[i], a[i]` in even columns, `UMAAL digit, r11, lr, lr` (lr = 0) in
///   odd ones, their own carry chain in r11.
///
/// Registers: `a[0..8]` in r0-r7 (each dies after its last product; the high limbs of the square then
/// take its register), r8-r10 and r12 the pending carries, r11 the squares' carry, lr = 0. Frame: the
/// limbs 0..7 of the square at `sp + 0..32`, `out` at `sp + 32`. Clobbers r0-r12 and the flags.
macro_rules! square_body {
    () => {
        concat!("sub sp, #36\n", "str r0, [sp, #32]\n", "ldm r1, {{r0-r7}}\n", square_core!())
    };
}

/// [`square_body`] after its loads: `a` in r0-r7, the frame set up (`out` at `sp + 32`).
macro_rules! square_core {
    () => {
        concat!(
            "mov lr, #0\n",
            // column 0: a0^2
            "umull r8, r11, r0, r0\n",
            // column 1: a0 a1
            "umull r9, r10, r0, r1\n", // pending for 2: r10
            "adds r9, r9, r9\n",
            "umaal_ 9, 11, 14, 14\n",
            "strd r8, r9, [sp, #0]\n",
            // column 2: a0 a2 (+ a1^2)
            "mov r8, #0\n",
            "umaal_ 10, 8, 0, 2\n", // pending for 3: r8
            "adcs r10, r10, r10\n",
            "umaal_ 10, 11, 1, 1\n",
            // column 3: a0 a3, a1 a2
            "umull r9, r12, r0, r3\n",
            "umaal_ 9, 8, 1, 2\n", // pending for 4: r12, r8
            "adcs r9, r9, r9\n",
            "umaal_ 9, 11, 14, 14\n",
            "strd r10, r9, [sp, #8]\n",
            // column 4: a0 a4, a1 a3 (+ a2^2)
            "mov r10, #0\n",
            "umaal_ 12, 10, 0, 4\n",
            "umaal_ 12, 8, 1, 3\n", // pending for 5: r10, r8
            "adcs r12, r12, r12\n",
            "umaal_ 12, 11, 2, 2\n",
            "str r12, [sp, #16]\n",
            // column 5: a0 a5, a1 a4, a2 a3
            "umull r9, r12, r0, r5\n",
            "umaal_ 9, 10, 1, 4\n",
            "umaal_ 9, 8, 2, 3\n", // pending for 6: r12, r10, r8
            "adcs r9, r9, r9\n",
            "umaal_ 9, 11, 14, 14\n",
            "str r9, [sp, #20]\n",
            // column 6: a0 a6, a1 a5, a2 a4 (+ a3^2)
            "mov r9, #0\n",
            "umaal_ 12, 9, 0, 6\n",
            "umaal_ 12, 10, 1, 5\n",
            "umaal_ 12, 8, 2, 4\n", // pending for 7: r9, r10, r8
            "adcs r12, r12, r12\n",
            "umaal_ 12, 11, 3, 3\n",
            "str r12, [sp, #24]\n",
            // column 7: a0 a7, a1 a6, a2 a5, a3 a4 (a0 dies: its register takes the digit)
            "umull r0, r12, r0, r7\n",
            "umaal_ 0, 9, 1, 6\n",
            "umaal_ 0, 10, 2, 5\n",
            "umaal_ 0, 8, 3, 4\n", // pending for 8: r12, r9, r10, r8
            "adcs r0, r0, r0\n",
            "umaal_ 0, 11, 14, 14\n",
            "str r0, [sp, #28]\n",
            // column 8: a1 a7, a2 a6, a3 a5 (+ a4^2); limb 8 of the square stays in r12
            "umaal_ 12, 9, 1, 7\n",
            "umaal_ 12, 10, 2, 6\n",
            "umaal_ 12, 8, 3, 5\n", // pending for 9: r9, r10, r8
            "adcs r12, r12, r12\n",
            "umaal_ 12, 11, 4, 4\n",
            // column 9: a2 a7, a3 a6, a4 a5 (a1 is dead: r1 pads); limb 9 in r9
            "mov r1, #0\n",
            "umaal_ 9, 1, 2, 7\n",
            "umaal_ 9, 10, 3, 6\n",
            "umaal_ 9, 8, 4, 5\n", // pending for 10: r1, r10, r8
            "adcs r9, r9, r9\n",
            "umaal_ 9, 11, 14, 14\n",
            // column 10: a3 a7, a4 a6 (+ a5^2); limb 10 in r1
            "umaal_ 1, 10, 3, 7\n",
            "umaal_ 1, 8, 4, 6\n", // pending for 11: r10, r8
            "adcs r1, r1, r1\n",
            "umaal_ 1, 11, 5, 5\n",
            // column 11: a4 a7, a5 a6; limb 11 in r10
            "mov r0, #0\n",
            "umaal_ 10, 0, 4, 7\n",
            "umaal_ 10, 8, 5, 6\n", // pending for 12: r0, r8
            "adcs r10, r10, r10\n",
            "umaal_ 10, 11, 14, 14\n",
            // column 12: a5 a7 (+ a6^2); limb 12 in r0
            "umaal_ 0, 8, 5, 7\n", // pending for 13: r8
            "adcs r0, r0, r0\n",
            "umaal_ 0, 11, 6, 6\n",
            // column 13: a6 a7; limb 13 in r8
            "mov r2, #0\n",
            "umaal_ 8, 2, 6, 7\n", // pending for 14: r2
            "adcs r8, r8, r8\n",
            "umaal_ 8, 11, 14, 14\n",
            // column 14: (+ a7^2); limb 14 in r2. Column 15: no cross product, limb 15 = r11 + carry.
            "adcs r2, r2, r2\n",
            "umaal_ 2, 11, 7, 7\n",
            "adc r11, r11, #0\n",
            // ---- reduction: limb j = t[j] + 38 t[j + 8] (2^256 = 38 mod p), carry c <= 38 in lr (0) ----
            // t[8..16] in r12, r9, r1, r10, r0, r8, r2, r11; the result in r4-r7, r12, r9, r1, r10.
            "mov r3, #38\n",
            "ldm sp, {{r4-r7}}\n",
            "umaal_ 4, 14, 12, 3\n",
            "umaal_ 5, 14, 9, 3\n",
            "umaal_ 6, 14, 1, 3\n",
            "umaal_ 7, 14, 10, 3\n",
            "ldrd r12, r9, [sp, #16]\n",
            "umaal_ 12, 14, 0, 3\n",
            "umaal_ 9, 14, 8, 3\n",
            "ldrd r1, r10, [sp, #24]\n",
            "umaal_ 1, 14, 2, 3\n",
            "umaal_ 10, 14, 11, 3\n",
            // Fold the bits from 255 up, h = 2 c + (bit 255), back in as 19 h (2^255 = 19 mod p).
            "lsrs r0, r10, #31\n",
            "add r0, r0, lr, lsl #1\n",
            "bic r10, r10, #0x80000000\n",
            "movs r2, #19\n",
            "mul r0, r0, r2\n",
            "adds r4, r4, r0\n",
            "adcs r5, r5, #0\n",
            "adcs r6, r6, #0\n",
            "adcs r7, r7, #0\n",
            "adcs r12, r12, #0\n",
            "adcs r9, r9, #0\n",
            "adcs r1, r1, #0\n",
            "adc r10, r10, #0\n",
            "ldr r0, [sp, #32]\n",
            "stm r0!, {{r4-r7}}\n",
            "strd r12, r9, [r0]\n",
            "strd r1, r10, [r0, #8]\n",
            "add sp, #36\n",
        )
    };
}

/// The squaring with the AAPCS (see [`square_body`]).
#[unsafe(naked)]
pub(super) unsafe extern "C" fn square_kernel(out: *mut [u32; 8], a: *const [u32; 8]) {
    core::arch::naked_asm!(
        umaal_macro!(),
        "push {{r4-r11, lr}}",
        square_body!(),
        "pop {{r4-r11, pc}}",
        ".purgem umaal_",
    )
}

/// The squaring for the assembly callers (ladder step, repeated squaring): `out` in r0, `a` in r1;
/// clobbers r0-r12 and the flags, keeps sp. Loads `a` and continues in [`square_regs_internal`] (a tail
/// branch: that one returns to our caller).
#[unsafe(naked)]
pub(super) unsafe extern "C" fn square_internal() {
    core::arch::naked_asm!("mov r8, r0", "ldm r1, {{r0-r7}}", "b {regs}", regs = sym square_regs_internal)
}

/// The squaring of a value already in registers, for the ladder step, which computes `da + cb` and
/// `da - cb` (and `x2 + z2`, `x2 - z2`) straight into r0-r7: `a` in r0-r7, `out` in r8; clobbers
/// r0-r12 and the flags, keeps sp (only lr is saved).
#[unsafe(naked)]
pub(super) unsafe extern "C" fn square_regs_internal() {
    core::arch::naked_asm!(
        umaal_macro!(),
        "push {{lr}}",
        "sub sp, #36",
        "str r8, [sp, #32]",
        square_core!(),
        "pop {{pc}}",
        ".purgem umaal_",
    )
}

/// Repeated squaring: `out = a^2`, then `out = out^2` n - 1 more times, through `square_internal`; the
/// loop counter (public) and `out` live in an 8-byte frame. For n = 0 it computes one squaring (the
/// caller handles n = 0).
#[unsafe(naked)]
pub(super) unsafe extern "C" fn square_n_kernel(out: *mut [u32; 8], a: *const [u32; 8], n: u32) {
    core::arch::naked_asm!(
        "push {{r4-r11, lr}}",
        "sub sp, #12",
        "strd r0, r2, [sp]",
        "bl {square}",
        "2:",
        "ldr r2, [sp, #4]",
        "subs r2, r2, #1",
        "str r2, [sp, #4]",
        "bls 3f",
        "ldr r0, [sp]",
        "mov r1, r0",
        "bl {square}",
        "b 2b",
        "3:",
        "add sp, #12",
        "pop {{r4-r11, pc}}",
        square = sym square_internal,
    )
}
