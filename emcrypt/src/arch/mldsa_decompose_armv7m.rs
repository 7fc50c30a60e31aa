//! ML-DSA signing's Decompose + w1Encode of a row of w in Thumb-2 assembly (`mldsa_decompose_armv7m.s`) for
//! Armv7-M and Armv8-M Mainline: the fast path of `pqc::ml_dsa::rounding::decompose_row` on the Cortex-M3/M4/M33,
//! which stays the reference and the code on every other target (same words, same bytes).
//!
//! | routine | technique | constant time |
//! | --- | --- | --- |
//! | `decompose_row` | four coefficients per `LDM`/`STM`, eight per loop iteration; Decompose in eleven instructions (caddq by a sign mask, HighBits by multiply-shift with `MLA`, the word by a second `MLA`, the wrap to w1 = 0 by a mask), w1 packed in registers and stored three bytes per four coefficients (6-bit) or a word per eight (4-bit). M4 model: 25.5 k → 17.8 k cycles per signing attempt of ML-DSA-44 (four rows) | yes: no branch but the loop's, fixed addresses (on the M3, `MLA` is two cycles whatever the operands) |
#![allow(unsafe_code)]

// `raw`: plain assembly (its `{r4-r11, lr}` register lists are not format placeholders).
core::arch::global_asm!(include_str!("mldsa_decompose_armv7m.s"), options(raw));

extern "C" {
    fn emcrypt_mldsa_decompose_row88_armv7m(w: *mut i32, w1_bytes: *mut u8);
    fn emcrypt_mldsa_decompose_row32_armv7m(w: *mut i32, w1_bytes: *mut u8);
}

/// Decompose + w1Encode of `w` for γ2 = (q − 1)/88 (w1 in 6 bits: `w1_bytes` is 192 bytes).
#[inline]
pub(crate) fn decompose_row88(w: &mut [i32; 256], w1_bytes: &mut [u8; 192]) {
    // SAFETY: reads and writes the 256 words of `w` and writes the 192 bytes of `w1_bytes` (three per four
    // coefficients, as halfword and byte stores), both exclusively borrowed; AAPCS: saves r4-r11 and lr,
    // 40 bytes of stack.
    unsafe { emcrypt_mldsa_decompose_row88_armv7m(w.as_mut_ptr(), w1_bytes.as_mut_ptr()) }
}

/// Decompose + w1Encode of `w` for γ2 = (q − 1)/32 (w1 in 4 bits: `w1_bytes` is 128 bytes).
#[inline]
pub(crate) fn decompose_row32(w: &mut [i32; 256], w1_bytes: &mut [u8; 128]) {
    // SAFETY: as `decompose_row88`, with 128 bytes written as 32 (unaligned, allowed on these cores) word
    // stores.
    unsafe { emcrypt_mldsa_decompose_row32_armv7m(w.as_mut_ptr(), w1_bytes.as_mut_ptr()) }
}
