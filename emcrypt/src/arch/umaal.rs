//! Montgomery multiplication with `UMAAL` (Armv7E-M: Cortex-M4/M7; Armv8-M Mainline with the DSP
//! extension: Cortex-M33/M35P/M55), in assembly.
//!
//! `UMAAL lo, hi, x, y` computes `hi:lo = x·y + lo + hi`, the whole multiply-accumulate step of
//! multi-precision arithmetic in one single-cycle instruction (it cannot overflow:
//! `(2^32-1)² + 2·(2^32-1) = 2^64-1`). The compiler never emits it from Rust's `u64` arithmetic, and it
//! keeps limbs in memory between the steps; here the loop is written by hand so that each step costs one
//! `UMAAL` plus about one cycle of memory traffic.
//!
//! | kernel | technique | speed (Cortex-M4 model) | constant time |
//! | --- | --- | --- | --- |
//! | [`mont_mul`] | FIOS (finely integrated operand scanning): per limb `b[i]`, one pass over `j` adds `a[j]·b[i]` and `m[j]·u` into `t[j]`, 4 limbs per loop turn (`LDM`/`STM`) | 5.0 cycles per multiply-accumulate at 32 limbs (measured: RSA-2048 CRT signing), vs about 10.5 for the portable Rust | yes on M4/M33: `UMAAL` is single-cycle, the loops depend on the limb count only |
//! | [`mul_add_2rows`] | two rows `t += a·b0 + a·b1·2^32` per pass over `a` and `t` (the building block of `bigint::sos`'s separated multiplication, squaring and reduction) | 2 `UMAAL`s per column, about 28 cycles per 4 columns (8 multiply-accumulates) | yes: the loops depend on the limb count only |
//! | [`product`], [`square`], [`redc`] | a whole SOS product, squaring (cross products, then doubling and diagonal in one `ADCS` chain) or Montgomery reduction: every two-row pass in one routine, 8 columns per loop turn, the outer loop's state in a stack frame (even limb counts) | 53 cycles per 8 columns (16 multiply-accumulates) in the loop; about 4.4 cycles per multiply-accumulate with the passes' set-up at 32 limbs | yes: the loops depend on the limb count only |
//! | `product3_kernel`, `square3_kernel`, `redc3_kernel` (taken by [`product`], [`square`] and [`redc`] when `k` is a multiple of 6: RSA-3072, DH-3072) | three rows per pass: `t` loaded and stored once per three multiply-accumulates, limbs of `a` rotating through three registers, loads without writeback so that the load of `t` and the store pipeline (1 cycle each), twelve columns per loop turn | 7 cycles per column of 3 multiply-accumulates (about 2.5 per multiply-accumulate in the loop) | yes: the loops depend on the limb count only |
//! | [`final_subtract`] | the reduction's copy out and masked subtraction of `m` (`SBCS` chain, then a masked selection) | about 13 cycles per limb (four limbs per loop turn) | yes: no branch on the values |
//! | [`add_mod`] | `a + b mod m`: an `ADCS` chain into `out`, an `SBCS` chain of `out - m` into a scratch array, then a masked selection, four limbs per loop turn (`k` a multiple of 4) | about 250 cycles at 12 limbs (P-384's order `n`; its field has `arch::p384_add_sub_armv7m`), against about 360 for the portable Rust | yes: no branch on the values |
//! | [`subtract_if_carry`] | the lazy reduction's copy out: `m` masked by the carry limb, subtracted in one `SBCS` chain (result below `R`, not below `m`) | about 8.5 cycles per limb | yes: no branch on the values |
//!
//! Where the time goes in [`mont_mul`]: per limb pair the 4-limb block costs about 34 cycles for 8 steps (loads and stores
//! take more than the multiplies), and each row pays about 40 cycles of set-up from the stack frame, which is
//! why short moduli lose: at 8 limbs (P-256) it is slower than the unrolled portable loop, so
//! `ecc::weierstrass::Modulus` does not use it. The modular exponentiations now go through `bigint::sos`
//! instead (two rows per pass, which halves the traffic on `t`, and a dedicated squaring).
//!
//! The algorithm is the one of the portable `bigint::Montgomery::mul` (same invariant `t < 2m`, same
//! carry limb `hi`); the caller does the final masked subtraction in Rust.
//!
//! Enabled by `emcrypt/build.rs` (cfg `emcrypt_umaal`) for `thumbv7em-*` and `thumbv8m.main-*` targets.
//! The Cortex-M3 (`thumbv7m`) has no `UMAAL` (and its `UMULL`/`UMLAL` terminate early, so its portable path is
//! not constant time either), the Cortex-M0/M0+ no long multiply at all: both keep the portable Rust, as does
//! the host, where the tests run it. An Armv8-M Mainline core built **without** the DSP extension would
//! fault on `UMAAL`: build for it with `EMCRYPT_NO_UMAAL=1` set.
//!
//! The instruction is emitted as its Thumb-2 encoding (`.inst.w`, macro `umaal_` below) because LLVM only
//! accepts the mnemonic when the target has the `dsp` feature, which `thumbv8m.main-none-eabihf` does not
//! declare (and which stable Rust cannot enable on Arm).

use core::mem::MaybeUninit;

/// Arguments of [`fios_kernel`], passed by one pointer (the kernel reads them into its own frame).
#[repr(C)]
struct Args {
    /// `k` limbs, written (zeroed first by the kernel).
    out: *mut u32,
    /// `k` limbs.
    a: *const u32,
    /// `k` limbs.
    b: *const u32,
    /// The odd modulus, `k` limbs.
    m: *const u32,
    /// Limb count, at least 1.
    k: usize,
    /// `-m^(-1) mod 2^32`.
    m0_neg_inv: u32,
}

/// `out + hi·2^(32k) = a·b·2^(-32k) mod m`, below `2m` (`a < 2^(32k)`, `b < m`, `m` odd, all `k` limbs;
/// `out` must not overlap the inputs). Returns `hi` (0 or 1); the caller subtracts `m` once by mask.
///
/// Panics if a slice is shorter than `m` (a bug of the caller: the limb count is public).
#[inline]
pub(crate) fn mont_mul(out: &mut [u32], a: &[u32], b: &[u32], m: &[u32], m0_neg_inv: u32) -> u32 {
    let k = m.len();
    assert!(k > 0 && out.len() >= k && a.len() >= k && b.len() >= k);
    let args = Args { out: out.as_mut_ptr(), a: a.as_ptr(), b: b.as_ptr(), m: m.as_ptr(), k, m0_neg_inv };
    // SAFETY: the kernel reads `k` limbs from each of `a`, `b`, `m` and writes `k` limbs of `out`, all in
    // bounds by the assertion above; `out` is a `&mut` so it overlaps none of them. It follows the AAPCS
    // (saves r4-r11, keeps the stack 8-byte aligned) and touches no other memory than its own frame.
    unsafe { fios_kernel(&args) }
}

/// The FIOS loop. Register use inside a row (all 14 general registers):
///
/// | register | role |
/// | --- | --- |
/// | r0-r3 | `t[j..j+4]` being updated (ascending, for `STM`) |
/// | r4, r5 | two limbs of `a`, then two limbs of `m` (ascending, for `LDM`) |
/// | r6 | `b[i]` |
/// | r7 | `u = t[0]·(-m^(-1)) mod 2^32`, the row's reduction multiplier |
/// | r8 | carry of the `a·b[i]` chain |
/// | r9 | carry of the `m·u` chain |
/// | r10, r11 | cursors in `a` and `m` (limb `j`) |
/// | r12 | cursor in `out`: the write position `j-1` (the value shifts down one limb per row) |
/// | lr | end of `a`, the block loop's bound |
///
/// Frame (`sp` offsets): 0 out, 4 a, 8 cursor in b, 12 m, 16 end of b, 20 hi, 24 `-m^(-1)`,
/// 28 bytes of single columns `4·((k-1) mod 4)`, 32 end of a.
#[unsafe(naked)]
unsafe extern "C" fn fios_kernel(args: *const Args) -> u32 {
    core::arch::naked_asm!(
        // umaal_ lo, hi, x, y  (register numbers): hi:lo = x*y + lo + hi. Thumb-2 encoding T1.
        ".macro umaal_ lo, hi, x, y",
        ".inst.w 0xfbe00060 | (\\x << 16) | (\\lo << 12) | (\\hi << 8) | \\y",
        ".endm",
        "push {{r4-r11, lr}}",
        "sub sp, #36",
        "ldm r0, {{r1-r6}}", // r1 out, r2 a, r3 b, r4 m, r5 k, r6 -m^-1
        "str r1, [sp, #0]",
        "str r2, [sp, #4]",
        "str r3, [sp, #8]",
        "str r4, [sp, #12]",
        "add r7, r3, r5, lsl #2",
        "str r7, [sp, #16]", // end of b
        "movs r7, #0",
        "str r7, [sp, #20]", // hi = 0
        "str r6, [sp, #24]",
        "subs r7, r5, #1",
        "and r7, r7, #3",
        "lsls r7, r7, #2",
        "str r7, [sp, #28]", // single columns before the blocks of four, in bytes
        "add r7, r2, r5, lsl #2",
        "str r7, [sp, #32]", // end of a
        // t = 0
        "movs r7, #0",
        "0:",
        "str r7, [r1], #4",
        "subs r5, r5, #1",
        "bne 0b",
        // ---- one row per limb b[i] ----
        "1:",
        "ldr r12, [sp, #8]",
        "ldr r6, [r12], #4", // b[i]
        "str r12, [sp, #8]",
        "ldr r10, [sp, #4]",
        "ldr r11, [sp, #12]",
        "ldr r12, [sp, #0]",
        "ldr r7, [sp, #24]",
        // Column 0: t0 + a0*b[i], then u such that adding u*m0 clears the low limb (which is dropped).
        "ldr r0, [r12]",
        "ldr r4, [r10], #4",
        "ldr r5, [r11], #4",
        "mov r8, #0",
        "umaal_ 0, 8, 4, 6",
        "mul r7, r0, r7",
        "mov r9, #0",
        "umaal_ 0, 9, 5, 7",
        // Columns 1..: first the (k-1) mod 4 single ones...
        "ldr r3, [sp, #28]",
        "add r3, r10, r3",
        "cmp r10, r3",
        "beq 3f",
        "2:",
        "ldr r0, [r12, #4]",
        "ldr r4, [r10], #4",
        "ldr r5, [r11], #4",
        "umaal_ 0, 8, 4, 6",
        "umaal_ 0, 9, 5, 7",
        "str r0, [r12], #4",
        "cmp r10, r3",
        "bne 2b",
        // ...then blocks of four: the a·b[i] chain over the four limbs, then the m·u chain over them.
        "3:",
        "ldr lr, [sp, #32]",
        "cmp r10, lr",
        "beq 5f",
        "4:",
        "ldr r0, [r12, #4]",
        "ldr r1, [r12, #8]",
        "ldr r2, [r12, #12]",
        "ldr r3, [r12, #16]",
        "ldm r10!, {{r4, r5}}",
        "umaal_ 0, 8, 4, 6",
        "umaal_ 1, 8, 5, 6",
        "ldm r10!, {{r4, r5}}",
        "umaal_ 2, 8, 4, 6",
        "umaal_ 3, 8, 5, 6",
        "ldm r11!, {{r4, r5}}",
        "umaal_ 0, 9, 4, 7",
        "umaal_ 1, 9, 5, 7",
        "ldm r11!, {{r4, r5}}",
        "umaal_ 2, 9, 4, 7",
        "umaal_ 3, 9, 5, 7",
        "stm r12!, {{r0-r3}}",
        "cmp r10, lr",
        "bne 4b",
        // Top limb: t[k-1] = hi + c1 + c2 as one 64-bit sum (hi*1 + r8 + r9); its carry is the new hi.
        "5:",
        "ldr r0, [sp, #20]",
        "movs r1, #1",
        "umaal_ 8, 9, 0, 1",
        "str r8, [r12]",
        "str r9, [sp, #20]",
        "ldr r0, [sp, #8]",
        "ldr r1, [sp, #16]",
        "cmp r0, r1",
        "bne 1b",
        "ldr r0, [sp, #20]",
        "add sp, #36",
        "pop {{r4-r11, pc}}",
        ".purgem umaal_",
    )
}

/// Arguments of [`two_row_kernel`], passed by one pointer.
#[repr(C)]
struct TwoRowArgs {
    /// `n` limbs, updated in place.
    t: *mut u32,
    /// `n` limbs.
    a: *const u32,
    /// Limb count `n` (may be 0).
    n: usize,
    /// Multiplier of the first row.
    b0: u32,
    /// Multiplier of the second row (one limb higher).
    b1: u32,
    /// Carry entering the first row's chain.
    c0: u32,
}

/// Two rows of multiply-accumulate in one pass (for `bigint::sos`): `t[j] += a[j]·b0 + a[j-1]·b1` for
/// `j < n = a.len()`, one carry chain per row (`c0` enters the first); returns the two carries
/// `(c0, c1)`, which belong to `t[n]`. Same result as `bigint::sos::mul_add_2rows_portable`.
///
/// Each limb of `a` and of `t` is loaded once for both rows, so a column costs two `UMAAL`s plus about
/// 1.8 cycles of loads and stores (4 columns per loop turn), against 4.25 cycles per `UMAAL` in
/// [`mont_mul`]. Panics if `t` is shorter than `a` (a caller bug: lengths are public).
#[inline]
pub(crate) fn mul_add_2rows(t: &mut [u32], a: &[u32], b0: u32, b1: u32, c0: u32) -> (u32, u32) {
    assert!(t.len() >= a.len());
    let args = TwoRowArgs { t: t.as_mut_ptr(), a: a.as_ptr(), n: a.len(), b0, b1, c0 };
    // SAFETY: the kernel reads `n` limbs of `a` and reads and writes `n` limbs of `t`, in bounds by the
    // assertion; `t` is a `&mut`, so it does not overlap `a`. AAPCS: r4-r11 saved, stack kept aligned.
    let c = unsafe { two_row_kernel(&args) };
    (c as u32, (c >> 32) as u32)
}

/// The two-row loop. Registers:
///
/// | register | role |
/// | --- | --- |
/// | r0 | cursor in `t` (limb `j`) |
/// | r1 | cursor in `a` (limb `j`) |
/// | r2 | end of `a` |
/// | r3, r4 | `b0`, `b1` |
/// | r5, r6 | carries of the two rows |
/// | r7 | `a[j-1]` (0 before the first column) |
/// | r8-r11 | `t[j..j+4]` (`LDM`/`STM`) |
/// | r12, lr | limbs of `a` |
///
/// The first `n mod 4` columns go one by one, then blocks of four. Returns `c0 | c1 << 32` in r0:r1.
#[unsafe(naked)]
unsafe extern "C" fn two_row_kernel(args: *const TwoRowArgs) -> u64 {
    core::arch::naked_asm!(
        ".macro umaal_ lo, hi, x, y",
        ".inst.w 0xfbe00060 | (\\x << 16) | (\\lo << 12) | (\\hi << 8) | \\y",
        ".endm",
        "push {{r4-r11, lr}}",
        "ldm r0, {{r0-r5}}", // r0 t, r1 a, r2 n, r3 b0, r4 b1, r5 c0
        "movs r6, #0",
        "movs r7, #0",
        "and r8, r2, #3",
        "add r8, r1, r8, lsl #2", // end of the single columns
        "add r2, r1, r2, lsl #2", // end of a
        "cmp r1, r8",
        "beq 3f",
        "2:",
        "ldr r9, [r0]",
        "ldr r12, [r1], #4",
        "umaal_ 9, 5, 12, 3", // t[j] += a[j]*b0 + c0
        "umaal_ 9, 6, 7, 4",  // t[j] += a[j-1]*b1 + c1
        "mov r7, r12",
        "str r9, [r0], #4",
        "cmp r1, r8",
        "bne 2b",
        "3:",
        "cmp r1, r2",
        "beq 5f",
        "4:",
        "ldm r0, {{r8-r11}}",
        "ldm r1!, {{r12, lr}}", // a[j], a[j+1]
        "umaal_ 8, 5, 12, 3",
        "umaal_ 8, 6, 7, 4",
        "umaal_ 9, 5, 14, 3",
        "umaal_ 9, 6, 12, 4",
        "ldm r1!, {{r7, r12}}", // a[j+2], a[j+3]
        "umaal_ 10, 5, 7, 3",
        "umaal_ 10, 6, 14, 4",
        "umaal_ 11, 5, 12, 3",
        "umaal_ 11, 6, 7, 4",
        "mov r7, r12",
        "stm r0!, {{r8-r11}}",
        "cmp r1, r2",
        "bne 4b",
        "5:",
        "mov r0, r5",
        "mov r1, r6",
        "pop {{r4-r11, pc}}",
        ".purgem umaal_",
    )
}

// ---- Whole SOS operations: every pass inside one assembly routine, no Rust between the passes ----
//
// `bigint::sos` runs a Montgomery multiplication as a `2k`-limb product (or square) followed by a
// Montgomery reduction, each made of two-row passes. Calling the two-row kernel once per pass left about
// a third of RSA signing in Rust around it (argument set-up, the pass tails, the squaring's doubling and
// diagonal). The three routines below run all passes of one operation, with the pass loop of
// [`two_row_kernel`] as the assembler macro `pass2` and the outer loop's state in a small stack frame.
// They need an even limb count (RSA/DH/DSA moduli and CRT halves of 512 bits and more are multiples of
// 64 bits); `bigint::sos` keeps its Rust passes for odd counts and for the other targets, and the host
// tests run those Rust passes, the same algorithm pass for pass.

/// Arguments of the three whole-operation routines, passed by one pointer.
#[repr(C)]
struct SosArgs {
    /// The `2k`-limb product, written (or, for the reduction, read and destroyed).
    t: *mut u32,
    /// First operand (the modulus for the reduction), `k` limbs.
    a: *const u32,
    /// Second operand of the product, `k` limbs (unused by the squaring and the reduction).
    b: *const u32,
    /// Limb count `k`, even and at least 2.
    k: usize,
    /// `-m^(-1) mod 2^32` (reduction only).
    m0_neg_inv: u32,
}

/// Checks shared by the wrappers: `k` even and non-zero, slices long enough. The limb counts are public,
/// so a failure is a bug of the caller.
fn check(t: &[u32], a: &[u32], k: usize) {
    assert!(k >= 2 && k.is_multiple_of(2) && a.len() >= k && t.len() >= 2 * k);
}

/// `t = a·b` (`t` of `2k` limbs, `a` and `b` of `k`, `k` even). Same result as `bigint::sos`'s
/// `product_into`.
#[inline]
pub(crate) fn product(t: &mut [u32], a: &[u32], b: &[u32], k: usize) {
    check(t, a, k);
    assert!(b.len() >= k);
    let args = SosArgs { t: t.as_mut_ptr(), a: a.as_ptr(), b: b.as_ptr(), k, m0_neg_inv: 0 };
    // SAFETY: reads `k` limbs of `a` and `b`, writes `2k` limbs of `t`, in bounds by the checks; `t` is a
    // `&mut`, so it overlaps neither input. AAPCS: r4-r11 saved, the stack kept 8-byte aligned.
    unsafe {
        if k.is_multiple_of(3) {
            product3_kernel(&args)
        } else {
            product_kernel(&args)
        }
    }
}

/// `t = a²` (`t` of `2k` limbs, `a` of `k`, `k` even). Same result as `bigint::sos`'s `square_into`.
#[inline]
pub(crate) fn square(t: &mut [u32], a: &[u32], k: usize) {
    check(t, a, k);
    let args = SosArgs { t: t.as_mut_ptr(), a: a.as_ptr(), b: a.as_ptr(), k, m0_neg_inv: 0 };
    // SAFETY: as in `product`, with `a` read only.
    unsafe {
        if k.is_multiple_of(3) {
            square3_kernel(&args)
        } else {
            square_kernel(&args)
        }
    }
}

/// Montgomery reduction passes over `t` (`2k` limbs, `t < m·R`, `m` of `k` limbs, `k` even): afterwards
/// `t[k..2k] + extra·R = t·R^(-1) (mod m)`, below `2m`; returns `extra` (0 or 1). Same as the pass loop of
/// `bigint::sos`'s `redc_sos`.
#[inline]
pub(crate) fn redc(t: &mut [u32], m: &[u32], m0_neg_inv: u32) -> u32 {
    let k = m.len();
    check(t, m, k);
    let args = SosArgs { t: t.as_mut_ptr(), a: m.as_ptr(), b: m.as_ptr(), k, m0_neg_inv };
    // SAFETY: reads `k` limbs of `m`, reads and writes `2k` limbs of `t`, in bounds by the checks.
    unsafe {
        if k.is_multiple_of(3) {
            redc3_kernel(&args)
        } else {
            redc_kernel(&args)
        }
    }
}

/// Assembler macros shared by the three routines (each routine defines and purges them, as the
/// assembly of all naked functions lands in one file).
///
/// `pass2`: the loop of [`two_row_kernel`], its blocks of four columns unrolled twice. In: r0 cursor in `t`,
/// r1 first limb of `a`, r2 end of `a` (`n = (r2 - r1) / 4` limbs, at least one), r3 `b0`, r4 `b1`, r5 carry
/// into the first row. Out: r0 advanced by `n` limbs, r5 and r6 the two rows' carries, r12 the last limb of
/// `a`. Clobbers r1, r7-r11, lr.
///
/// Why this shape: the pass runs about `k/2` times per operation and thousands of operations make one RSA signature,
/// so its set-up counts. One `LSLS` of the byte count gives both decisions of the common case: Z when
/// there is no single column (`n mod 4 = 0`) and C (bit 4) when the number of blocks is odd, so such a pass
/// enters the unrolled pair at its second block. `a[j-1]` lives in r12 at every block boundary, so a block
/// needs no register move.
macro_rules! sos_macros {
    () => {
        concat!(
            ".macro umaal_ lo, hi, x, y\n",
            ".inst.w 0xfbe00060 | (\\x << 16) | (\\lo << 12) | (\\hi << 8) | \\y\n",
            ".endm\n",
            // Four columns j..j+3 of two rows: row 0 adds a[j..j+4]·b0, row 1 a[j-1..j+3]·b1.
            ".macro block4\n",
            "ldm r0, {{r8-r11}}\n",
            "ldm r1!, {{r7, lr}}\n", // a[j], a[j+1]; a[j-1] in r12
            "umaal_ 8, 5, 7, 3\n",
            "umaal_ 8, 6, 12, 4\n",
            "umaal_ 9, 5, 14, 3\n",
            "umaal_ 9, 6, 7, 4\n",
            "ldm r1!, {{r7, r12}}\n", // a[j+2], a[j+3]
            "umaal_ 10, 5, 7, 3\n",
            "umaal_ 10, 6, 14, 4\n",
            "umaal_ 11, 5, 12, 3\n",
            "umaal_ 11, 6, 7, 4\n",
            "stm r0!, {{r8-r11}}\n",
            ".endm\n",
            ".macro pass2\n",
            "movs r6, #0\n",
            "movs r12, #0\n",
            "sub r8, r2, r1\n",
            "lsls r9, r8, #28\n", // Z: n mod 4 = 0; C: an odd number of blocks
            "beq 3f\n",
            // The n mod 4 single columns (odd limb counts in the square's passes).
            "and r8, r8, #12\n",
            "add r8, r1, r8\n",
            "2:\n",
            "ldr r9, [r0]\n",
            "ldr r7, [r1], #4\n",
            "umaal_ 9, 5, 7, 3\n",
            "umaal_ 9, 6, 12, 4\n",
            "mov r12, r7\n",
            "str r9, [r0], #4\n",
            "cmp r1, r8\n",
            "bne 2b\n",
            "subs r8, r2, r1\n",
            "beq 5f\n",
            "lsls r9, r8, #28\n",
            "3:\n",
            "bcs 6f\n",
            "4:\n",
            "block4\n",
            "6:\n",
            "block4\n",
            "cmp r1, r2\n",
            "bne 4b\n",
            "5:\n",
            ".endm\n",
        )
    };
}

/// Zeroes `t[..k]` (r0 `t`, advanced; r3 `k`, even): a pair first when `k mod 4 = 2`, then four limbs per
/// `STM`. Clobbers r3-r7 and the flags.
macro_rules! zero_low_half {
    () => {
        concat!(
            "movs r4, #0\n",
            "movs r5, #0\n",
            "movs r6, #0\n",
            "movs r7, #0\n",
            "lsls r3, r3, #2\n",
            "tst r3, #8\n",
            "beq 9f\n",
            "strd r4, r5, [r0], #8\n",
            "9:\n",
            "bics r3, r3, #15\n",
            "beq 8f\n",
            "10:\n",
            "stm r0!, {{r4-r7}}\n",
            "subs r3, r3, #16\n",
            "bne 10b\n",
            "8:\n",
        )
    };
}

/// The end of the three routines: frees the `frame` bytes, returns, and purges the macros of
/// [`sos_macros`].
macro_rules! sos_return {
    ($frame:literal) => {
        concat!(
            "add sp, #",
            $frame,
            "\n",
            "pop {{r4-r11, pc}}\n",
            ".purgem pass2\n",
            ".purgem block4\n",
            ".purgem umaal_\n",
        )
    };
}

/// The start of the two reduction routines: saves r4-r11 and lr, opens the 28-byte frame and fills its
/// first six words (`&t[0]`, `m`, end of `m`, `-m^(-1)`, `extra = 0`, `&t[k]`); leaves r3 = `k`.
macro_rules! redc_prologue {
    () => {
        concat!(
            "push {{r4-r11, lr}}\n",
            "sub sp, #28\n",
            "ldm r0, {{r0-r4}}\n", // r0 t, r1 m, r2 (m), r3 k, r4 -m^-1
            "add r2, r1, r3, lsl #2\n",
            "add r5, r0, r3, lsl #2\n",
            "movs r6, #0\n",
            "stm sp, {{r0, r1, r2, r4}}\n",
            "strd r6, r5, [sp, #16]\n",
        )
    };
}

/// The start of the two product routines: saves r4-r11 and lr, opens a `frame`-byte frame and fills its
/// first five words (`&t[0]`, `a`, end of `a`, `b`, end of `b`); leaves r0 = `t`, r3 = `k`.
macro_rules! product_prologue {
    ($frame:literal) => {
        concat!(
            "push {{r4-r11, lr}}\n",
            "sub sp, #",
            $frame,
            "\n",
            "ldm r0, {{r0-r3}}\n", // r0 t, r1 a, r2 b, r3 k
            "add r4, r1, r3, lsl #2\n",
            "add r5, r2, r3, lsl #2\n",
            "stm sp, {{r0, r1, r4}}\n",
            "strd r2, r5, [sp, #12]\n",
        )
    };
}

/// `t = a·b`: zero `t[..k]`, then per pair of limbs `(b[i], b[i+1])` one `pass2` at `t[i..]` and the
/// pass's top two limbs `t[i+k], t[i+k+1]` (still unwritten, so stored rather than added).
///
/// Frame (`sp` offsets): 0 `&t[i]`, 4 `a`, 8 end of `a`, 12 cursor in `b`, 16 end of `b` (one `LDM` loads the
/// first four for the next pass).
#[unsafe(naked)]
unsafe extern "C" fn product_kernel(args: *const SosArgs) {
    core::arch::naked_asm!(
        sos_macros!(),
        product_prologue!(20),
        zero_low_half!(),
        "11:",
        "ldm sp, {{r0, r1, r2, lr}}",
        "ldrd r3, r4, [lr], #8", // b[i], b[i+1]
        "str lr, [sp, #12]",
        "movs r5, #0",
        "pass2",
        // t[i+k] + t[i+k+1]·2^32 = a[k-1]·b[i+1] + c0 + c1.
        "umaal_ 5, 6, 12, 4",
        "strd r5, r6, [r0]",
        "ldr r0, [sp, #0]",
        "adds r0, r0, #8",
        "str r0, [sp, #0]",
        "ldrd r12, r1, [sp, #12]",
        "cmp r12, r1",
        "bne 11b",
        sos_return!(20),
    )
}

/// The end of both squarings: `t = 2t + sum a[j]²·2^(64j)`, the doubling shifting each limb's top bit
/// into the next (lr holds the previous high limb) and the diagonal added in one `ADCS` chain, two limbs
/// of `a` per turn (the loop's `TEQ` leaves the carry flag alone). Frame: 8 end of `a`, 12 `t`, 16 `a`.
macro_rules! double_add_diagonal {
    () => {
        concat!(
            "ldrd r0, r1, [sp, #12]\n",
            "ldr r2, [sp, #8]\n",
            "mov lr, #0\n",
            "cmn lr, #0\n", // carry flag clear
            "20:\n",
            "ldm r1!, {{r3, r4}}\n",
            "ldm r0, {{r5-r8}}\n",
            "umull r9, r10, r3, r3\n",
            "umull r11, r12, r4, r4\n",
            "lsl r3, r5, #1\n",
            "orr r3, r3, lr, lsr #31\n",
            "lsl r4, r6, #1\n",
            "orr r4, r4, r5, lsr #31\n",
            "lsl r5, r7, #1\n",
            "orr r5, r5, r6, lsr #31\n",
            "lsl r6, r8, #1\n",
            "orr r6, r6, r7, lsr #31\n",
            "mov lr, r8\n",
            "adcs r3, r3, r9\n",
            "adcs r4, r4, r10\n",
            "adcs r5, r5, r11\n",
            "adcs r6, r6, r12\n",
            "stm r0!, {{r3-r6}}\n",
            "teq r1, r2\n",
            "bne 20b\n",
        )
    };
}

/// `t = a²`: the cross products `a[j]·a[i]` (`i < j`) by one `pass2` per pair `(a[i], a[i+1])` over
/// `a[i+2..]` at `t[2i+2..]`, the pair's own product `a[i]·a[i+1]` entering at `t[2i+1]` (the last pair
/// has nothing beyond it and only stores its top); then one loop that doubles `t` (shifting each limb's
/// top bit into the next) and adds the diagonal `a[j]²` at `2j` in one `ADCS` carry chain, two limbs of
/// `a` per turn (the loop's `TEQ` leaves the carry flag alone).
///
/// Frame: 0 `&t[2i+1]`, 4 `&a[i]`, 8 end of `a`, 12 `t`, 16 `a`.
#[unsafe(naked)]
unsafe extern "C" fn square_kernel(args: *const SosArgs) {
    core::arch::naked_asm!(
        sos_macros!(),
        "push {{r4-r11, lr}}",
        "sub sp, #20",
        "ldm r0, {{r0-r3}}", // r0 t, r1 a, r2 (a again), r3 k
        "add r4, r1, r3, lsl #2",
        "adds r5, r0, #4",
        "strd r0, r1, [sp, #12]",
        "strd r5, r1, [sp, #0]",
        "str r4, [sp, #8]",
        zero_low_half!(),
        // Cross products, two rows (a[i], a[i+1]) per pass.
        "11:",
        "ldm sp, {{r0, r1, r2}}",
        "ldrd r3, r4, [r1], #8", // a[i], a[i+1]
        "str r1, [sp, #4]",
        "ldr r5, [r0], #4", // t[2i+1]; r0 = &t[2i+2]
        "movs r6, #0",
        "umaal_ 5, 6, 3, 4", // r6:r5 = a[i]·a[i+1] + t[2i+1]
        "str r5, [r0, #-4]",
        "mov r5, r6",
        "cmp r1, r2",
        "beq 12f",
        "pass2",
        "umaal_ 5, 6, 12, 4",
        "strd r5, r6, [r0]",
        "ldr r0, [sp, #0]",
        "adds r0, r0, #16",
        "str r0, [sp, #0]",
        "b 11b",
        // The last pair: t[2k-2] = the carry of a[k-2]·a[k-1], t[2k-1] = 0.
        "12:",
        "movs r6, #0",
        "strd r5, r6, [r0]",
        double_add_diagonal!(),
        sos_return!(20),
    )
}

/// Montgomery reduction passes: per pair of limbs `i, i+1`, the multipliers `u0 = t[i]·(-m^(-1))` and
/// `u1` (from limb `i+1` once `m·u0` is added), one `pass2` of `m·(u0 + u1·2^32)` at `t[i..]`, then the
/// top: `t[i+k] += m[k-1]·u1 + c0 + c1 + extra`, `t[i+k+1] +=` its carry, whose own carry is the next
/// `extra`. Returns the last `extra`.
///
/// Frame: 0 `&t[i]`, 4 `m`, 8 end of `m`, 12 `-m^(-1)` (one `LDM` loads these four for the next pass),
/// 16 `extra`, 20 `&t[k]` (the pass loop's bound).
#[unsafe(naked)]
unsafe extern "C" fn redc_kernel(args: *const SosArgs) -> u32 {
    core::arch::naked_asm!(
        sos_macros!(),
        redc_prologue!(),
        "11:",
        "ldm sp, {{r0, r1, r2, r11}}",
        "ldrd r8, r9, [r0]",   // t[i], t[i+1]
        "ldrd r10, r12, [r1]", // m[0], m[1]
        "mul r3, r8, r11",     // u0
        "movs r6, #0",
        "umaal_ 8, 6, 10, 3", // r6 = carry of t[i] + m[0]·u0
        "mla r9, r12, r3, r9",
        "add r9, r9, r6",  // limb i+1 after adding m·u0
        "mul r4, r9, r11", // u1
        "movs r5, #0",
        "pass2",
        "ldrd r8, r9, [r0]",  // t[i+k], t[i+k+1]
        "umaal_ 8, 6, 12, 4", // r6:r8 = m[k-1]·u1 + t[i+k] + c1
        "ldr r10, [sp, #16]",
        "movs r11, #1",
        "umaal_ 8, 5, 10, 11", // r5:r8 = extra + r8 + c0
        "umaal_ 9, 6, 5, 11",  // r6:r9 = r5 + t[i+k+1] + r6
        "strd r8, r9, [r0]",
        "ldr r0, [sp, #0]",
        "adds r0, r0, #8",
        "ldr r1, [sp, #20]",
        "str r6, [sp, #16]",
        "str r0, [sp, #0]",
        "cmp r0, r1",
        "bne 11b",
        "ldr r0, [sp, #16]",
        sos_return!(28),
    )
}

// ---- Three rows per pass, for limb counts that are multiples of 6 ----
//
// RSA-3072 (48-limb CRT halves, 96 limbs without CRT) and DH-3072 have limb counts
// divisible by 3 as well as by 2. Their product and reduction take three rows per pass: every limb of `t`
// is loaded and stored once per three multiply-accumulates instead of two, and there are a third fewer
// passes. A column costs a load of `t`, a load of `a`, three `UMAAL`s and a store, about 7 cycles for
// 3 multiply-accumulates, against 6 for 2 in `pass2`'s blocks. Registers do not leave room for `LDM`
// blocks, so the columns go one by one; three columns per block let the two previous limbs of `a` rotate
// through r10-r12 without a move.

/// Assembler macros of the three-row routines: `block3`, `block6` and `loop12` (twelve columns per turn)
/// run columns `j` of three rows, `t[j] += a[j]·b0 + a[j-1]·b1 + a[j-2]·b2`. In: r0 cursor in `t`, r1
/// cursor in `a`, r2 end of `a` (`loop12` runs until r1 reaches it), r3-r5 `b0..b2`, r6-r8 the rows'
/// carries, r11 `a[j-1]`, r12 `a[j-2]`. Out: r0 and r1 advanced, r6-r8 the carries, r11 and r12 the last
/// and second-to-last limbs of `a` read. Clobbers r9, r10, lr.
macro_rules! sos3_macros {
    () => {
        concat!(
            ".macro umaal_ lo, hi, x, y\n",
            ".inst.w 0xfbe00060 | (\\x << 16) | (\\lo << 12) | (\\hi << 8) | \\y\n",
            ".endm\n",
            // One column at byte offset `off` from r0 (t) and r1 (a): the new limb of a into register
            // `new`, the previous two in `prev1` and `prev2`; the column's limb of t in `tr` (r9 and lr
            // alternate), and, with `store` set, the previous column's limb (in `tprev`) stored after the
            // loads. No writeback: on the M3/M4 pipeline the load of t pipelines after the load of a and
            // the store after the load of t (1 cycle each instead of 2). Register numbers.
            ".macro column3 off, new, prev1, prev2, tr, tprev, store\n",
            "ldr r\\new, [r1, #\\off]\n",
            "ldr r\\tr, [r0, #\\off]\n",
            ".if \\store\n",
            "str r\\tprev, [r0, #(\\off-4)]\n",
            ".endif\n",
            "umaal_ \\tr, 6, \\new, 3\n",
            "umaal_ \\tr, 7, \\prev1, 4\n",
            "umaal_ \\tr, 8, \\prev2, 5\n",
            ".endm\n",
            // Three, six or twelve columns, the cursors advanced after them: the limbs of a rotate through
            // r10-r12 and end where they began; the last column's limb of t is stored at the end.
            ".macro block3\n",
            "column3 0, 10, 11, 12, 9, 14, 0\n",
            "column3 4, 12, 10, 11, 14, 9, 1\n",
            "column3 8, 11, 12, 10, 9, 14, 1\n",
            "str r9, [r0, #8]\n",
            "add r0, r0, #12\n",
            "add r1, r1, #12\n",
            ".endm\n",
            ".macro columns6 off, first\n",
            "column3 (\\off), 10, 11, 12, 9, 14, \\first\n",
            "column3 (\\off+4), 12, 10, 11, 14, 9, 1\n",
            "column3 (\\off+8), 11, 12, 10, 9, 14, 1\n",
            "column3 (\\off+12), 10, 11, 12, 14, 9, 1\n",
            "column3 (\\off+16), 12, 10, 11, 9, 14, 1\n",
            "column3 (\\off+20), 11, 12, 10, 14, 9, 1\n",
            ".endm\n",
            ".macro block6\n",
            "columns6 0, 0\n",
            "str lr, [r0, #20]\n",
            "add r0, r0, #24\n",
            "add r1, r1, #24\n",
            ".endm\n",
            // The loop: twelve columns per turn until r1 reaches r2 (possibly no turn).
            ".macro loop12\n",
            "cmp r1, r2\n",
            "beq 31f\n",
            "30:\n",
            "columns6 0, 0\n",
            "columns6 24, 1\n",
            "str lr, [r0, #44]\n",
            "adds r0, r0, #48\n",
            "adds r1, r1, #48\n",
            "cmp r1, r2\n",
            "bne 30b\n",
            "31:\n",
            ".endm\n",
        )
    };
}

/// The end of the three-row routines: frees the `frame` bytes, returns, purges the macros.
macro_rules! sos3_return {
    ($frame:literal) => {
        concat!(
            "add sp, #",
            $frame,
            "\n",
            "pop {{r4-r11, pc}}\n",
            ".purgem loop12\n",
            ".purgem block6\n",
            ".purgem columns6\n",
            ".purgem block3\n",
            ".purgem column3\n",
            ".purgem umaal_\n",
        )
    };
}

/// `t = a·b` for `k` a multiple of 6: zero `t[..k]`, then per three limbs `b[i..i+3]` one pass over
/// all of `a` at `t[i..]` and the pass's top three limbs `t[i+k..i+k+3]` (still unwritten, so stored):
/// `a[k-1]·b1 + a[k-2]·b2` and the carries at `i+k`, `a[k-1]·b2` and the carries at `i+k+1`, the last
/// carry at `i+k+2`. Same result as [`product_kernel`].
///
/// Frame (`sp` offsets): 0 `&t[i]`, 4 `a`, 8 end of `a`, 12 cursor in `b`, 16 end of `b`, 20 whether
/// `k mod 12 = 6`.
#[unsafe(naked)]
unsafe extern "C" fn product3_kernel(args: *const SosArgs) {
    core::arch::naked_asm!(
        sos3_macros!(),
        product_prologue!(28),
        "movs r4, #6",
        "udiv r4, r3, r4",
        "and r4, r4, #1",
        "str r4, [sp, #20]", // k mod 12 = 6: a block of six columns before the loop
        zero_low_half!(),
        "11:",
        "ldm sp, {{r0, r1, r2, lr}}",
        "ldm lr!, {{r3-r5}}", // b[i], b[i+1], b[i+2]
        "str lr, [sp, #12]",
        "movs r6, #0",
        "movs r7, #0",
        "movs r8, #0",
        "movs r11, #0", // a[-1]
        "movs r12, #0", // a[-2]
        "ldr r9, [sp, #20]",
        "cmp r9, #0",
        "beq 32f",
        "block6",
        "32:",
        "loop12",
        "mov r9, r6",
        "umaal_ 9, 7, 11, 4", // c0 + c1 + a[k-1]·b1
        "umaal_ 9, 8, 12, 5", // + c2 + a[k-2]·b2
        "umaal_ 7, 8, 11, 5", // t[i+k+1] = c1' + c2' + a[k-1]·b2, r8 = t[i+k+2]
        "str r9, [r0]",
        "strd r7, r8, [r0, #4]",
        "ldr r0, [sp, #0]",
        "adds r0, r0, #12",
        "str r0, [sp, #0]",
        "ldrd r12, r1, [sp, #12]",
        "cmp r12, r1",
        "bne 11b",
        sos3_return!(28),
    )
}

/// `t = a²` for `k` a multiple of 6: the cross products `a[j]·a[i]` (`i < j`) three rows
/// `(a[i], a[i+1], a[i+2])` per pass. A pass first adds the products inside the triple and those with
/// `a[i+3]`, `a[i+4]` (columns `2i+1..2i+4`, where the three rows do not yet all have a partner above
/// them), then runs one column and `B` blocks of three over `a[i+5..]` at `t[2i+5..]` (row `r` pairing
/// `a[i+r]` with `a[j-r]`), then stores the top three limbs `t[i+k..i+k+3]` as [`product3_kernel`]
/// does; `B = k/3 - 2 - p` for pass `p`, so its two low bits pick a block of three and one of six before
/// the twelve-column loop. The last triple has only its own three products. Then the doubling and the
/// diagonal of [`square_kernel`]. Same result as [`square_kernel`].
///
/// Frame: 0 `&t[2i+1]`, 4 `&a[i]`, 8 end of `a`, 12 `t`, 16 `a`, 20 `B`.
#[unsafe(naked)]
unsafe extern "C" fn square3_kernel(args: *const SosArgs) {
    core::arch::naked_asm!(
        sos3_macros!(),
        "push {{r4-r11, lr}}",
        "sub sp, #28",
        "ldm r0, {{r0-r3}}", // r0 t, r1 a, r2 (a again), r3 k
        "add r4, r1, r3, lsl #2",
        "adds r5, r0, #4",
        "strd r0, r1, [sp, #12]",
        "strd r5, r1, [sp, #0]",
        "str r4, [sp, #8]",
        "movs r4, #3",
        "udiv r4, r3, r4",
        "subs r4, r4, #2",
        "str r4, [sp, #20]", // B of the first pass: k/3 - 2
        zero_low_half!(),
        "11:",
        "ldm sp, {{r0, r1, r2}}",
        "ldm r1!, {{r3-r5}}", // a[i], a[i+1], a[i+2]
        "str r1, [sp, #4]",
        "add lr, r0, #24",
        "str lr, [sp, #0]", // the next pass's &t[2i+1]
        // Columns 2i+1..2i+4; a[i+3] into r10, a[i+4] into r12.
        "ldr r9, [r0]",
        "movs r6, #0",
        "umaal_ 9, 6, 3, 4", // + a[i]·a[i+1]
        "str r9, [r0]",
        "ldr r9, [r0, #4]",
        "umaal_ 9, 6, 3, 5", // + a[i]·a[i+2]
        "str r9, [r0, #4]",
        "ldr r10, [r1]",
        "ldr r9, [r0, #8]",
        "movs r7, #0",
        "umaal_ 9, 6, 10, 3", // + a[i+3]·a[i]
        "umaal_ 9, 7, 5, 4",  // + a[i+2]·a[i+1]
        "str r9, [r0, #8]",
        "ldr r12, [r1, #4]",
        "ldr r9, [r0, #12]",
        "umaal_ 9, 6, 12, 3", // + a[i+4]·a[i]
        "umaal_ 9, 7, 10, 4", // + a[i+3]·a[i+1]
        "str r9, [r0, #12]",
        // Column 2i+5 (j = i+5): a[j] into r11, so that r11, r12 hold a[j], a[j-1] for the blocks.
        "ldr r11, [r1, #8]",
        "ldr r9, [r0, #16]",
        "movs r8, #0",
        "umaal_ 9, 6, 11, 3",
        "umaal_ 9, 7, 12, 4",
        "umaal_ 9, 8, 10, 5",
        "str r9, [r0, #16]",
        "add r0, r0, #20",
        "add r1, r1, #12",
        // B blocks of three: bit 0 of B one block, bit 1 two, the rest by twelve columns.
        "ldr lr, [sp, #20]",
        "lsls lr, lr, #31", // N: bit 0; C: bit 1 (block3 and block6 leave the flags alone)
        "bpl 33f",
        "block3",
        "33:",
        "bcc 32f",
        "block6",
        "32:",
        "loop12",
        "mov r9, r6",
        "umaal_ 9, 7, 11, 4", // t[i+k] = c0 + c1 + a[k-1]·a[i+1]
        "umaal_ 9, 8, 12, 5", //   + c2 + a[k-2]·a[i+2]
        "umaal_ 7, 8, 11, 5", // t[i+k+1] = a[k-1]·a[i+2] + carries, t[i+k+2] the carry
        "str r9, [r0]",
        "strd r7, r8, [r0, #4]",
        "ldr lr, [sp, #20]",
        "subs lr, lr, #1",
        "str lr, [sp, #20]",
        "bpl 11b",
        // The last triple a[k-3], a[k-2], a[k-1]: columns 2k-5, 2k-4 (written before) and 2k-3.. (new).
        "ldm sp, {{r0, r1}}",
        "ldm r1, {{r3-r5}}",
        "ldr r9, [r0]",
        "movs r6, #0",
        "umaal_ 9, 6, 3, 4",
        "str r9, [r0]",
        "ldr r9, [r0, #4]",
        "umaal_ 9, 6, 3, 5",
        "str r9, [r0, #4]",
        "movs r7, #0",
        "umaal_ 6, 7, 4, 5", // t[2k-3] + t[2k-2]·2^32 = a[k-2]·a[k-1] + carry
        "movs r8, #0",       // t[2k-1]
        "str r6, [r0, #8]",
        "strd r7, r8, [r0, #12]",
        double_add_diagonal!(),
        sos3_return!(28),
    )
}

/// Montgomery reduction passes for `k` a multiple of 6, three limbs `i..i+3` per pass: the multipliers
/// `u0 = t[i]·(-m^(-1))`, `u1` from limb `i+1` once `m·u0` is added to it, `u2` from limb `i+2` once
/// `m·u0` and `m·u1` are (the three columns that become zero are not stored: no later pass reads them),
/// one pass of `m[3..]` at `t[i+3..]` (`m[2]` and `m[1]` as the previous limbs), then the top:
/// `t[i+k] += m[k-1]·u1 + m[k-2]·u2 + extra` and the carries, `t[i+k+1] += m[k-1]·u2` and the carries,
/// `t[i+k+2] +=` the carries; the carry out of that is the next `extra`. Returns the last `extra`. Same
/// result as [`redc_kernel`].
///
/// Frame: 0 `&t[i]`, 4 `m`, 8 end of `m`, 12 `-m^(-1)`, 16 `extra`, 20 `&t[k]` (the pass loop's bound),
/// 24 whether `k mod 12 = 6`.
#[unsafe(naked)]
unsafe extern "C" fn redc3_kernel(args: *const SosArgs) -> u32 {
    core::arch::naked_asm!(
        sos3_macros!(),
        redc_prologue!(),
        "movs r4, #6",
        "udiv r4, r3, r4",
        "and r4, r4, #1",
        "str r4, [sp, #24]", // k mod 12 = 6: no block of six columns before the loop
        "11:",
        "ldm sp, {{r0, r1, r2, lr}}", // lr = -m^-1
        "ldr r10, [r1], #4",          // m[0]
        "ldr r12, [r1], #4",          // m[1]
        "ldr r11, [r1], #4",          // m[2]
        "ldr r9, [r0]",               // t[i]
        "mul r3, r9, lr",             // u0
        "movs r6, #0",
        "umaal_ 9, 6, 10, 3", // column i: zero, carry c0
        "ldr r9, [r0, #4]",
        "umaal_ 9, 6, 12, 3", // t[i+1] + m[1]·u0 + c0
        "mul r4, r9, lr",     // u1
        "movs r7, #0",
        "umaal_ 9, 7, 10, 4", // column i+1: zero, carry c1
        "ldr r9, [r0, #8]",
        "umaal_ 9, 6, 11, 3", // t[i+2] + m[2]·u0 + c0
        "umaal_ 9, 7, 12, 4", // + m[1]·u1 + c1
        "mul r5, r9, lr",     // u2
        "movs r8, #0",
        "umaal_ 9, 8, 10, 5", // column i+2: zero, carry c2
        "adds r0, r0, #12",
        // The k - 3 columns: three, then six when k mod 12 = 0, then twelve per loop turn.
        "block3",
        "ldr lr, [sp, #24]",
        "cmp lr, #0",
        "bne 32f",
        "block6",
        "32:",
        "loop12",
        // The top three columns; r11 = m[k-1], r12 = m[k-2].
        "ldr r10, [sp, #16]", // extra
        "movs r3, #1",
        "ldr r9, [r0]",
        "umaal_ 9, 7, 11, 4", // t[i+k] + m[k-1]·u1 + c1
        "umaal_ 9, 8, 12, 5", // + m[k-2]·u2 + c2
        "umaal_ 9, 6, 10, 3", // + extra + c0
        "ldr r10, [r0, #4]",
        "umaal_ 10, 8, 11, 5", // t[i+k+1] + m[k-1]·u2 + c2
        "umaal_ 10, 6, 7, 3",  // + c1 + c0
        "ldr r11, [r0, #8]",
        "umaal_ 11, 6, 8, 3", // t[i+k+2] + c2 + c0; r6 = the next extra
        "str r9, [r0]",
        "strd r10, r11, [r0, #4]",
        "ldr r0, [sp, #0]",
        "adds r0, r0, #12",
        "ldr r1, [sp, #20]",
        "str r6, [sp, #16]",
        "str r0, [sp, #0]",
        "cmp r0, r1",
        "bne 11b",
        "ldr r0, [sp, #16]",
        sos3_return!(28),
    )
}

/// Arguments of [`add_mod_kernel`].
#[repr(C)]
struct AddModArgs {
    /// `k` limbs, written.
    out: *mut u32,
    /// `k` limbs, below `m`.
    a: *const u32,
    /// `k` limbs, below `m`.
    b: *const u32,
    /// The modulus, `k` limbs.
    m: *const u32,
    /// `k` limbs of scratch, written (`out - m`).
    scratch: *mut u32,
    /// Limb count, a multiple of 4.
    k: usize,
}

/// `a + b mod m` for `a, b < m` (`N` a multiple of 4). Same result as `Modulus::add`'s portable path (the
/// sum, minus `m` when the sum carried out or is at least `m`). Returned by value, as
/// [`final_subtract_array`].
#[inline]
pub(crate) fn add_mod<const N: usize>(a: &[u32; N], b: &[u32; N], m: &[u32; N]) -> [u32; N] {
    assert!(N >= 4 && N.is_multiple_of(4));
    let mut out = MaybeUninit::<[u32; N]>::uninit();
    let mut scratch = MaybeUninit::<[u32; N]>::uninit();
    let args = AddModArgs {
        out: out.as_mut_ptr().cast(),
        a: a.as_ptr(),
        b: b.as_ptr(),
        m: m.as_ptr(),
        scratch: scratch.as_mut_ptr().cast(),
        k: N,
    };
    // SAFETY: reads `N` limbs of `a`, `b` and `m`; writes all `N` limbs of the locals `out` and `scratch`
    // (no overlap with the inputs) before reading them, so `out` is initialised afterwards. AAPCS: r4-r11
    // saved, 12 words pushed in all (the stack stays 8-byte aligned).
    unsafe {
        add_mod_kernel(&args);
        out.assume_init()
    }
}

/// Registers: r0 cursor in `out`, r1 in `a` then `m`, r2 in `b` then `scratch`, lr the end of `out`, r12 the
/// carry of the sum then the mask; the frame keeps the starts of `out`, `m` and `scratch`.
#[unsafe(naked)]
unsafe extern "C" fn add_mod_kernel(args: *const AddModArgs) {
    core::arch::naked_asm!(
        "push {{r4-r11, lr}}",
        "ldm r0, {{r0-r5}}", // r0 out, r1 a, r2 b, r3 m, r4 scratch, r5 k
        "push {{r0, r3, r4}}",
        "add lr, r0, r5, lsl #2",
        // out = a + b; the carry flag survives TEQ.
        "cmn r0, #0", // carry clear
        "1:",
        "ldm r1!, {{r3-r6}}",
        "ldm r2!, {{r7-r10}}",
        "adcs r3, r3, r7",
        "adcs r4, r4, r8",
        "adcs r5, r5, r9",
        "adcs r6, r6, r10",
        "stm r0!, {{r3-r6}}",
        "teq r0, lr",
        "bne 1b",
        "mov r12, #0",
        "adc r12, r12, #0", // the sum's carry out
        // scratch = out - m.
        "ldm sp, {{r0-r2}}", // out, m, scratch
        "cmp r0, r0",        // carry set: no borrow in
        "2:",
        "ldm r0!, {{r3-r6}}",
        "ldm r1!, {{r7-r10}}",
        "sbcs r7, r3, r7",
        "sbcs r8, r4, r8",
        "sbcs r9, r5, r9",
        "sbcs r10, r6, r10",
        "stm r2!, {{r7-r10}}",
        "teq r0, lr",
        "bne 2b",
        // Keep the difference when the sum carried or did not borrow: mask = -(carry | no borrow).
        "mov r3, #0",
        "adc r3, r3, #0",
        "orr r12, r12, r3",
        "rsb r12, r12, #0",
        // out ^= (out ^ scratch) & mask.
        "ldr r0, [sp]",
        "ldr r2, [sp, #8]",
        "3:",
        "ldm r0, {{r3-r6}}",
        "ldm r2!, {{r7-r10}}",
        "eor r7, r7, r3",
        "eor r8, r8, r4",
        "eor r9, r9, r5",
        "eor r10, r10, r6",
        "and r7, r7, r12",
        "and r8, r8, r12",
        "and r9, r9, r12",
        "and r10, r10, r12",
        "eor r3, r3, r7",
        "eor r4, r4, r8",
        "eor r5, r5, r9",
        "eor r6, r6, r10",
        "stm r0!, {{r3-r6}}",
        "teq r0, lr",
        "bne 3b",
        "add sp, #12",
        "pop {{r4-r11, pc}}",
    )
}

/// Arguments of [`final_subtract_kernel`].
#[repr(C)]
struct FinalArgs {
    /// `k` limbs: the reduction's result `t[k..2k]`.
    t_hi: *const u32,
    /// `k` limbs, written.
    out: *mut u32,
    /// The modulus, `k` limbs.
    m: *const u32,
    /// Limb count, even and at least 2.
    k: usize,
    /// The reduction's carry limb (0 or 1).
    extra: u32,
}

/// `out = t_hi + extra·R - m` if that is not negative, else `t_hi` (`t_hi + extra·R < 2m`, `k = m.len()`
/// even): the reduction's final copy and masked subtraction in one routine, by two loops over the
/// limbs (a `SBCS` chain into `out`, then a masked selection between `out` and `t_hi`), no branch on
/// the values.
#[inline]
pub(crate) fn final_subtract(out: &mut [u32], t_hi: &[u32], m: &[u32], extra: u32) {
    let k = m.len();
    assert!(k >= 2 && k.is_multiple_of(2) && out.len() >= k && t_hi.len() >= k);
    let args = FinalArgs { t_hi: t_hi.as_ptr(), out: out.as_mut_ptr(), m: m.as_ptr(), k, extra };
    // SAFETY: reads `k` limbs of `t_hi` and `m`, writes `k` limbs of `out` (a `&mut`, so no overlap), in
    // bounds by the assertion. AAPCS: r4-r11 saved, the stack kept 8-byte aligned.
    unsafe { final_subtract_kernel(&args) }
}

/// Registers: r0 cursor in `t_hi`, r1 cursor in `out`, r2 cursor in `m`, r4 `extra` then the mask, r11
/// the start of `t_hi`, lr its end. Four limbs per loop turn (one `LDM`/`STM` of four costs 5 cycles
/// against 6 for two of two), after a first pair when `k mod 4 = 2`.
#[unsafe(naked)]
unsafe extern "C" fn final_subtract_kernel(args: *const FinalArgs) {
    core::arch::naked_asm!(
        "push {{r4-r11, lr}}",
        "ldm r0, {{r0-r4}}", // r0 t_hi, r1 out, r2 m, r3 k, r4 extra
        "mov r11, r0",
        "add lr, r0, r3, lsl #2",
        "and r3, r3, #2",
        // out = t_hi - m; the carry flag (no borrow) survives TEQ and CBZ.
        "cmp r0, r0", // carry set: no borrow in
        "cbz r3, 1f",
        "ldm r0!, {{r5, r6}}",
        "ldm r2!, {{r7, r8}}",
        "sbcs r5, r5, r7",
        "sbcs r6, r6, r8",
        "stm r1!, {{r5, r6}}",
        "teq r0, lr",
        "beq 2f",
        "1:",
        "ldm r0!, {{r5-r8}}",
        "ldm r2!, {{r3, r9, r10, r12}}",
        "sbcs r5, r5, r3",
        "sbcs r6, r6, r9",
        "sbcs r7, r7, r10",
        "sbcs r8, r8, r12",
        "stm r1!, {{r5-r8}}",
        "teq r0, lr",
        "bne 1b",
        "2:",
        // Keep the difference when t_hi >= m (no borrow) or extra = 1: mask = -(carry | extra).
        "mov r5, #0",
        "adc r5, r5, #0",
        "orr r4, r4, r5",
        "rsb r4, r4, #0",
        // out = t_hi ^ ((t_hi ^ out) & mask), from the start again: r10 = start of out.
        "sub r3, lr, r11",
        "sub r10, r1, r3",
        "ands r3, r3, #8", // k mod 4 = 2: a first pair
        "beq 3f",
        "ldm r11!, {{r5, r6}}",
        "ldm r10, {{r7, r8}}",
        "eor r7, r7, r5",
        "eor r8, r8, r6",
        "and r7, r7, r4",
        "and r8, r8, r4",
        "eor r7, r7, r5",
        "eor r8, r8, r6",
        "stm r10!, {{r7, r8}}",
        "teq r11, lr",
        "beq 4f",
        "3:",
        "ldm r11!, {{r0-r3}}",
        "ldm r10, {{r5-r8}}",
        "eor r5, r5, r0",
        "eor r6, r6, r1",
        "eor r7, r7, r2",
        "eor r8, r8, r3",
        "and r5, r5, r4",
        "and r6, r6, r4",
        "and r7, r7, r4",
        "and r8, r8, r4",
        "eor r5, r5, r0",
        "eor r6, r6, r1",
        "eor r7, r7, r2",
        "eor r8, r8, r3",
        "stm r10!, {{r5-r8}}",
        "teq r11, lr",
        "bne 3b",
        "4:",
        "pop {{r4-r11, pc}}",
    )
}

/// `out = t_hi - (m & -extra)` modulo `R = 2^(32k)` (`k = m.len()` even): the final step of a *lazy*
/// reduction, whose result only has to stay below `R` (not below `m`). After the reduction passes,
/// `t_hi + extra·R < R + m`, so subtracting `m` exactly when `extra = 1` leaves a value below `R` and
/// congruent to it; one `SBCS` chain over masked limbs, half the work of [`final_subtract`]. Same
/// result as the Rust path of `bigint::sos`'s lazy reduction.
#[inline]
pub(crate) fn subtract_if_carry(out: &mut [u32], t_hi: &[u32], m: &[u32], extra: u32) {
    let k = m.len();
    assert!(k >= 2 && k.is_multiple_of(2) && out.len() >= k && t_hi.len() >= k);
    let args = FinalArgs { t_hi: t_hi.as_ptr(), out: out.as_mut_ptr(), m: m.as_ptr(), k, extra };
    // SAFETY: reads `k` limbs of `t_hi` and `m`, writes `k` limbs of `out` (a `&mut`, so no overlap), in
    // bounds by the assertion. AAPCS: r4-r8 and lr saved (an even count: the stack stays aligned).
    unsafe { subtract_if_carry_kernel(&args) }
}

/// Registers: r0 cursor in `t_hi`, r1 cursor in `out`, r2 cursor in `m`, r4 the mask `-extra`, lr the
/// end of `t_hi`.
#[unsafe(naked)]
unsafe extern "C" fn subtract_if_carry_kernel(args: *const FinalArgs) {
    core::arch::naked_asm!(
        "push {{r4-r8, lr}}",
        "ldm r0, {{r0-r4}}", // r0 t_hi, r1 out, r2 m, r3 k, r4 extra
        "rsb r4, r4, #0",
        "add lr, r0, r3, lsl #2",
        "cmp r0, r0", // carry set: no borrow in; TEQ below leaves the carry flag alone
        "1:",
        "ldm r0!, {{r5, r6}}",
        "ldm r2!, {{r7, r8}}",
        "and r7, r7, r4",
        "and r8, r8, r4",
        "sbcs r5, r5, r7",
        "sbcs r6, r6, r8",
        "stm r1!, {{r5, r6}}",
        "teq r0, lr",
        "bne 1b",
        "pop {{r4-r8, pc}}",
    )
}

/// Arguments of [`select_kernel`].
#[repr(C)]
struct SelectArgs {
    /// `k` limbs, written.
    out: *mut u32,
    /// `entries` consecutive entries of `k` limbs.
    table: *const u32,
    /// Limbs per entry, a multiple of 4.
    k: usize,
    /// Number of entries, at least 1.
    entries: usize,
    /// The wanted entry (secret); none is kept when it is `entries` or more.
    index: u32,
}

/// Largest entry count [`select_entry`] takes (its masks live on the stack: 4 bytes per entry).
pub(crate) const SELECT_MAX_ENTRIES: usize = 64;

/// `out = table[index]` reading every entry (the constant-time window-table scan of
/// `bigint::table_select`): the entries' masks (all ones except for the wanted entry) are computed once
/// into a stack array; then per block of four limbs, each entry's block is loaded with one `LDM`, cleared
/// by `BIC` with its mask and OR-ed into four accumulators, two entries per loop turn; about 4.5 cycles
/// per limb and entry (5.5 with the mask computed in the loop), against about 11 for the compiled Rust.
/// Same result as the Rust scan; `k = out.len()` must be a multiple of 4 and the entry count even and at
/// most [`SELECT_MAX_ENTRIES`] (the window tables have `2^w` entries).
#[inline]
pub(crate) fn select_entry(out: &mut [u32], table: &[u32], index: u32) {
    let k = out.len();
    let entries = table.len() / k.max(1);
    assert!(
        k >= 4 && k.is_multiple_of(4) && entries >= 2 && entries.is_multiple_of(2) && entries <= SELECT_MAX_ENTRIES
    );
    let args = SelectArgs { out: out.as_mut_ptr(), table: table.as_ptr(), k, entries, index };
    // SAFETY: reads `entries·k <= table.len()` limbs of `table` and writes `k` limbs of `out` (a `&mut`,
    // so no overlap), in bounds by the assertion; uses `4·entries + 12` bytes of stack below the saved
    // registers. AAPCS: r4-r11 saved, the stack kept 8-byte aligned (`entries` even).
    unsafe { select_kernel(&args) }
}

/// Registers: r0 the block's start in entry 0, r1 the entry stride in bytes, r2 the cursor in the masks,
/// r3 their end, r4 the cursor in the table, r5 the mask, r6-r9 the accumulators, r10-r12 and lr the
/// loaded limbs. Frame: 0 cursor in `out`, 4 end of entry 0, 8 `entries`, then the masks (zeroed before
/// returning: they tell the index). No branch and no address depends on `index`.
#[unsafe(naked)]
unsafe extern "C" fn select_kernel(args: *const SelectArgs) {
    core::arch::naked_asm!(
        ".macro select_one\n",
        "ldr r5, [r2], #4\n",
        "ldm r4, {{r10, r11, r12, lr}}\n",
        "add r4, r4, r1\n",
        "bic r10, r10, r5\n",
        "bic r11, r11, r5\n",
        "bic r12, r12, r5\n",
        "bic lr, lr, r5\n",
        "orr r6, r6, r10\n",
        "orr r7, r7, r11\n",
        "orr r8, r8, r12\n",
        "orr r9, r9, lr\n",
        ".endm\n",
        "push {{r4-r11, lr}}",
        "ldm r0, {{r0-r4}}", // r0 out, r1 table, r2 k, r3 entries, r4 index
        "sub sp, sp, r3, lsl #2",
        "sub sp, #12",
        "str r0, [sp, #0]",
        "str r3, [sp, #8]",
        // masks[n] = 0 for n = index, all ones otherwise: the top bit of (x | -x) is set exactly when
        // x = n - index is not zero.
        "add r10, sp, #12",
        "movs r5, #0",
        "0:",
        "sub r6, r5, r4",
        "rsb r7, r6, #0",
        "orr r6, r6, r7",
        "asr r6, r6, #31",
        "str r6, [r10, r5, lsl #2]",
        "adds r5, r5, #1",
        "cmp r5, r3",
        "bne 0b",
        "add r3, r10, r3, lsl #2", // end of the masks
        "lsl r2, r2, #2",          // stride in bytes
        "add r5, r1, r2",
        "str r5, [sp, #4]",
        "mov r0, r1",
        "mov r1, r2",
        "1:",
        "mov r4, r0",
        "add r2, sp, #12",
        "mov r6, #0",
        "mov r7, #0",
        "mov r8, #0",
        "mov r9, #0",
        "2:",
        "select_one",
        "select_one",
        "cmp r2, r3",
        "bne 2b",
        "ldr r10, [sp, #0]",
        "stm r10!, {{r6-r9}}",
        "str r10, [sp, #0]",
        "add r0, r0, #16",
        "ldr r10, [sp, #4]",
        "cmp r0, r10",
        "bne 1b",
        // Wipe the masks, then free them and the frame.
        "add r2, sp, #12",
        "movs r5, #0",
        "3:",
        "str r5, [r2], #4",
        "cmp r2, r3",
        "bne 3b",
        "ldr r3, [sp, #8]",
        "add sp, #12",
        "add sp, sp, r3, lsl #2",
        "pop {{r4-r11, pc}}",
        ".purgem select_one\n",
    )
}
