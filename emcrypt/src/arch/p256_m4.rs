//! P-256 field multiplication for Cortex-M4 (Armv7E-M): `a·b·2^(-256) mod p` in one assembly routine
//! with `UMAAL`, the multiplier of [`ecc::p256::field`](crate::ecc::p256::field) on thumbv7em (cfg
//! `emcrypt_armv7em`, set by `build.rs`). The portable Rust of that module is the reference and the
//! fallback on every other target; this routine computes exactly the same function.
//!
//! | part | technique | instructions |
//! | --- | --- | --- |
//! | product `T = a·b` (16 words, on the stack) | operand scanning two rows at a time: `a` in r4–r11, `b[i]`, `b[i+1]` in r1/r3, one carry per row (r12, lr); the words of `T` loaded and stored in pairs (`LDRD`/`STRD`) once per row pair, each taking two `UMAAL`s | 64 `UMAAL`/`UMULL` |
//! | Montgomery reduction | P-256's special form (see the field module and `reduce_p256_asm`): the quotient words `u` are the low columns of `T` plus shifted copies of themselves, and the high half is `T`'s high half plus four shifted copies of `u`; each copy is one `ADCS`/`SBCS` chain (the carry in the flags), each chain's carry out collected in one signed register per block of columns (formerly one signed carry register per column: about 60 instructions fewer) | adds/subs with carry, no multiply |
//! | final reduction `< 2p` → `< p` | subtract `p`, add it back under the all-ones mask of the borrow | 18 |
//!
//! Why one routine: a generic `UMAAL` kernel called per row (`arch::umaal`) made P-256 slower than the
//! compiler's CIOS loop, as the call and set-up per limb operation outweighed the multiplies. Here the
//! whole multiplication is straight-line code with `a` held in registers: no branch, no secret-dependent
//! address, fixed-time `UMAAL` — constant time on the Cortex-M4.
//!
//! Squaring (field and mod `n`) has a product of its own (`square_product_asm`: 36 multiplies instead of 64,
//! the doubling folded into one carry chain, no reload of the product) and then jumps into the reduction
//! of the multiplication.
#![allow(unsafe_code)]

/// The 512-bit product `T = a·b` into the 16 words at `sp`: `a` (pointer in r1) is loaded into r4–r11,
/// `b` (pointer in r2, also saved at `sp + 68` by the caller's frame) is read two words per row pair (r1, r3),
/// one carry per row (r12, lr); the words of `T` move in pairs (`LDRD`/`STRD`, accumulators r0 and r2), each
/// pair loaded and stored once per row pair. Shared by both multiplications below; clobbers r0–r3, r12, lr
/// and leaves `a` in r4–r11.
macro_rules! product_asm {
    () => {
        concat!(
            "    ldm r1, {{r4-r11}}\n",
            "@ rows 0 and 1: T = a * (b[0] + b[1] << 32); b's pointer r2 is free after the load (saved at sp + 68)\n",
            "    ldrd r1, r3, [r2, #0]\n",
            "    umull r0, r12, r4, r1\n",
            "    umull r2, lr, r4, r3\n",
            "    umaal r2, r12, r5, r1\n",
            "    strd r0, r2, [sp, #0]\n",
            "    mov r0, #0\n",
            "    umaal r0, r12, r6, r1\n",
            "    umaal r0, lr, r5, r3\n",
            "    mov r2, #0\n",
            "    umaal r2, r12, r7, r1\n",
            "    umaal r2, lr, r6, r3\n",
            "    strd r0, r2, [sp, #8]\n",
            "    mov r0, #0\n",
            "    umaal r0, r12, r8, r1\n",
            "    umaal r0, lr, r7, r3\n",
            "    mov r2, #0\n",
            "    umaal r2, r12, r9, r1\n",
            "    umaal r2, lr, r8, r3\n",
            "    strd r0, r2, [sp, #16]\n",
            "    mov r0, #0\n",
            "    umaal r0, r12, r10, r1\n",
            "    umaal r0, lr, r9, r3\n",
            "    mov r2, #0\n",
            "    umaal r2, r12, r11, r1\n",
            "    umaal r2, lr, r10, r3\n",
            "    strd r0, r2, [sp, #24]\n",
            "    umaal r12, lr, r11, r3\n",
            "    strd r12, lr, [sp, #32]\n",
            "@ rows 2 and 3: T += a * (b[2] + b[3] << 32)\n",
            "    ldr r1, [sp, #68]\n",
            "    ldrd r1, r3, [r1, #8]\n",
            "    ldrd r0, r2, [sp, #8]\n",
            "    mov r12, #0\n",
            "    umaal r0, r12, r4, r1\n",
            "    mov lr, #0\n",
            "    umaal r2, r12, r5, r1\n",
            "    umaal r2, lr, r4, r3\n",
            "    strd r0, r2, [sp, #8]\n",
            "    ldrd r0, r2, [sp, #16]\n",
            "    umaal r0, r12, r6, r1\n",
            "    umaal r0, lr, r5, r3\n",
            "    umaal r2, r12, r7, r1\n",
            "    umaal r2, lr, r6, r3\n",
            "    strd r0, r2, [sp, #16]\n",
            "    ldrd r0, r2, [sp, #24]\n",
            "    umaal r0, r12, r8, r1\n",
            "    umaal r0, lr, r7, r3\n",
            "    umaal r2, r12, r9, r1\n",
            "    umaal r2, lr, r8, r3\n",
            "    strd r0, r2, [sp, #24]\n",
            "    ldrd r0, r2, [sp, #32]\n",
            "    umaal r0, r12, r10, r1\n",
            "    umaal r0, lr, r9, r3\n",
            "    umaal r2, r12, r11, r1\n",
            "    umaal r2, lr, r10, r3\n",
            "    strd r0, r2, [sp, #32]\n",
            "    umaal r12, lr, r11, r3\n",
            "    strd r12, lr, [sp, #40]\n",
            "@ rows 4 and 5: T += a * (b[4] + b[5] << 32)\n",
            "    ldr r1, [sp, #68]\n",
            "    ldrd r1, r3, [r1, #16]\n",
            "    ldrd r0, r2, [sp, #16]\n",
            "    mov r12, #0\n",
            "    umaal r0, r12, r4, r1\n",
            "    mov lr, #0\n",
            "    umaal r2, r12, r5, r1\n",
            "    umaal r2, lr, r4, r3\n",
            "    strd r0, r2, [sp, #16]\n",
            "    ldrd r0, r2, [sp, #24]\n",
            "    umaal r0, r12, r6, r1\n",
            "    umaal r0, lr, r5, r3\n",
            "    umaal r2, r12, r7, r1\n",
            "    umaal r2, lr, r6, r3\n",
            "    strd r0, r2, [sp, #24]\n",
            "    ldrd r0, r2, [sp, #32]\n",
            "    umaal r0, r12, r8, r1\n",
            "    umaal r0, lr, r7, r3\n",
            "    umaal r2, r12, r9, r1\n",
            "    umaal r2, lr, r8, r3\n",
            "    strd r0, r2, [sp, #32]\n",
            "    ldrd r0, r2, [sp, #40]\n",
            "    umaal r0, r12, r10, r1\n",
            "    umaal r0, lr, r9, r3\n",
            "    umaal r2, r12, r11, r1\n",
            "    umaal r2, lr, r10, r3\n",
            "    strd r0, r2, [sp, #40]\n",
            "    umaal r12, lr, r11, r3\n",
            "    strd r12, lr, [sp, #48]\n",
            "@ rows 6 and 7: T += a * (b[6] + b[7] << 32)\n",
            "    ldr r1, [sp, #68]\n",
            "    ldrd r1, r3, [r1, #24]\n",
            "    ldrd r0, r2, [sp, #24]\n",
            "    mov r12, #0\n",
            "    umaal r0, r12, r4, r1\n",
            "    mov lr, #0\n",
            "    umaal r2, r12, r5, r1\n",
            "    umaal r2, lr, r4, r3\n",
            "    strd r0, r2, [sp, #24]\n",
            "    ldrd r0, r2, [sp, #32]\n",
            "    umaal r0, r12, r6, r1\n",
            "    umaal r0, lr, r5, r3\n",
            "    umaal r2, r12, r7, r1\n",
            "    umaal r2, lr, r6, r3\n",
            "    strd r0, r2, [sp, #32]\n",
            "    ldrd r0, r2, [sp, #40]\n",
            "    umaal r0, r12, r8, r1\n",
            "    umaal r0, lr, r7, r3\n",
            "    umaal r2, r12, r9, r1\n",
            "    umaal r2, lr, r8, r3\n",
            "    strd r0, r2, [sp, #40]\n",
            "    ldrd r0, r2, [sp, #48]\n",
            "    umaal r0, r12, r10, r1\n",
            "    umaal r0, lr, r9, r3\n",
            "    umaal r2, r12, r11, r1\n",
            "    umaal r2, lr, r10, r3\n",
            "    strd r0, r2, [sp, #48]\n",
            "    umaal r12, lr, r11, r3\n",
            "    strd r12, lr, [sp, #56]\n",
        )
    };
}

/// The 512-bit square `T = a²` into the 16 words at `sp`, `a` (pointer in r1) loaded into r4–r11: the 28
/// off-diagonal products `a_i·a_j` (i < j) by rows, three rows at a time (rows 0–2 with their carries in
/// r1–r3, then rows 3–5 and 6 with theirs in r4–r7 once `a_0..a_3` are dead), the column accumulator in
/// r0 (phase 1) or kept in r0–r8 (phase 2); each column, once complete, is doubled by one `ADDS`/`ADCS`
/// chain running through the whole routine (no other instruction in it sets the flags: `UMAAL`, `UMULL`,
/// `MOV` (not `MOVS`), loads and stores leave them alone), and the diagonal `a_i²` is added at its even
/// column by `UMAAL` with the diagonal carry r12 (at odd columns `UMAAL r, r12, lr, lr` with lr = 0 adds
/// the carry alone). 28 + 8 `UMAAL`/`UMULL` and 8 carry `UMAAL`s, no reload of `T`: the low eight words
/// are stored once each, the high eight with one `STM`. Clobbers r0–r12 and lr.
macro_rules! square_product_asm {
    () => {
        concat!(
            "    ldm r1, {{r4-r11}}\n",
            "    mov lr, #0\n",
            "@ column 0: a0^2; its high word is the diagonal carry r12\n",
            "    umull r0, r12, r4, r4\n",
            "    str r0, [sp, #0]\n",
            "@ columns 1-6 final after rows 0-2 (row carries r1, r2, r3); doubled, diagonal added, stored\n",
            "    umull r0, r1, r4, r5\n",
            "    adds r0, r0, r0\n",
            "    umaal r0, r12, lr, lr\n",
            "    str r0, [sp, #4]\n",
            "    mov r0, #0\n",
            "    umaal r0, r1, r4, r6\n",
            "    adcs r0, r0, r0\n",
            "    umaal r0, r12, r5, r5\n",
            "    str r0, [sp, #8]\n",
            "    mov r0, #0\n",
            "    mov r2, #0\n",
            "    umaal r0, r1, r4, r7\n",
            "    umaal r0, r2, r5, r6\n",
            "    adcs r0, r0, r0\n",
            "    umaal r0, r12, lr, lr\n",
            "    str r0, [sp, #12]\n",
            "    mov r0, #0\n",
            "    umaal r0, r1, r4, r8\n",
            "    umaal r0, r2, r5, r7\n",
            "    adcs r0, r0, r0\n",
            "    umaal r0, r12, r6, r6\n",
            "    str r0, [sp, #16]\n",
            "    mov r0, #0\n",
            "    mov r3, #0\n",
            "    umaal r0, r1, r4, r9\n",
            "    umaal r0, r2, r5, r8\n",
            "    umaal r0, r3, r6, r7\n",
            "    adcs r0, r0, r0\n",
            "    umaal r0, r12, lr, lr\n",
            "    str r0, [sp, #20]\n",
            "    mov r0, #0\n",
            "    umaal r0, r1, r4, r10\n",
            "    umaal r0, r2, r5, r9\n",
            "    umaal r0, r3, r6, r8\n",
            "    adcs r0, r0, r0\n",
            "    umaal r0, r12, r7, r7\n",
            "    str r0, [sp, #24]\n",
            "@ rows 0-2 of columns 7-10, kept in r0-r3\n",
            "    mov r0, #0\n",
            "    umaal r0, r1, r4, r11\n",
            "    umaal r0, r2, r5, r10\n",
            "    umaal r0, r3, r6, r9\n",
            "    umaal r1, r2, r5, r11\n",
            "    umaal r1, r3, r6, r10\n",
            "    umaal r2, r3, r6, r11\n",
            "@ rows 3-6 (a3..a7 in r7-r11; row carries r4, r5, r6, then r7); each column doubled and completed\n",
            "    mov r4, #0\n",
            "    umaal r0, r4, r7, r8\n",
            "    adcs r0, r0, r0\n",
            "    umaal r0, r12, lr, lr\n",
            "    str r0, [sp, #28]\n",
            "    umaal r1, r4, r7, r9\n",
            "    adcs r1, r1, r1\n",
            "    umaal r1, r12, r8, r8\n",
            "    mov r5, #0\n",
            "    umaal r2, r4, r7, r10\n",
            "    umaal r2, r5, r8, r9\n",
            "    adcs r2, r2, r2\n",
            "    umaal r2, r12, lr, lr\n",
            "    umaal r3, r4, r7, r11\n",
            "    umaal r3, r5, r8, r10\n",
            "    adcs r3, r3, r3\n",
            "    umaal r3, r12, r9, r9\n",
            "    mov r6, #0\n",
            "    umaal r4, r5, r8, r11\n",
            "    umaal r4, r6, r9, r10\n",
            "    adcs r4, r4, r4\n",
            "    umaal r4, r12, lr, lr\n",
            "    umaal r5, r6, r9, r11\n",
            "    adcs r5, r5, r5\n",
            "    umaal r5, r12, r10, r10\n",
            "    mov r7, #0\n",
            "    umaal r6, r7, r10, r11\n",
            "    adcs r6, r6, r6\n",
            "    umaal r6, r12, lr, lr\n",
            "    adcs r7, r7, r7\n",
            "    umaal r7, r12, r11, r11\n",
            "@ column 15: the doubling's carry plus the diagonal carry (a^2 < 2^512: nothing beyond)\n",
            "    adc r8, lr, lr\n",
            "    add r8, r8, r12\n",
            "    add r0, sp, #32\n",
            "    stm r0, {{r1-r8}}\n",
        )
    };
}

/// `r4..r11 -= p` with the borrow left in the flags (clobbers r0). p's words are all ones, 0 or 1.
macro_rules! sub_p_asm {
    () => {
        concat!(
            "    mvn r0, #0\n",
            "    subs r4, r4, r0\n",
            "    sbcs r5, r5, r0\n",
            "    sbcs r6, r6, r0\n",
            "    sbcs r7, r7, #0\n",
            "    sbcs r8, r8, #0\n",
            "    sbcs r9, r9, #0\n",
            "    sbcs r10, r10, #1\n",
            "    sbcs r11, r11, r0\n",
        )
    };
}

/// `r4..r11 += p & r0` for a mask r0 of all ones or 0 (the masked p is r0, 0, or r0's top bit).
macro_rules! add_p_masked_asm {
    () => {
        concat!(
            "    adds r4, r4, r0\n",
            "    adcs r5, r5, r0\n",
            "    adcs r6, r6, r0\n",
            "    adcs r7, r7, #0\n",
            "    adcs r8, r8, #0\n",
            "    adcs r9, r9, #0\n",
            "    adcs r10, r10, r0, lsr #31\n",
            "    adc r11, r11, r0\n",
        )
    };
}

/// Montgomery reduction for P-256 of the product `T[0..16]` at `sp`: `(T + U·p)/2^256` in r0–r7, `< p`.
///
/// Column `k` of `T + U·p` receives `u[k-3] + u[k-6] - u[k-7] + u[k-8]` (and `-u[k]` for `k < 8`, which
/// clears it: see the field module), so the quotient words are the low columns themselves:
/// `u[0..3] = T[0..3]`, `u[3..8] = T[3..8] + (u[0..5] + (0, 0, 0, u[0], u[1]) - (0, 0, 0, 0, u[0]))`.
/// Each of those shifted copies of `u` is one `ADCS`/`SBCS` chain (the flags carry, not a register per
/// column); each chain's carry out of its last word is collected in one signed register, which enters
/// the next block sign-extended (`ADCS ..., rX, asr #31`). The high half, columns 8–15, is
/// `T[8..16] + u + (u[5], u[6], u[7]) + (u[2..8]) - (u[1..8])`, in two blocks of four words (r0–r3,
/// then r4–r7 once `u[0..4]` are dead), as 13 free registers cannot hold 8 accumulators and 8 `u`s.
/// The result is below `2p` (`T < 2^256·p`, `U < 2^256`); one masked subtraction of `p` ends it.
/// Clobbers r0–r12 and lr.
macro_rules! reduce_p256_asm {
    () => {
        concat!(
            "@ u = T[0..8] in r4-r11; columns 3-7 as three chains, carry out of column 7 in r12\n",
            "    ldm sp, {{r4-r11}}\n",
            "    mov r12, #0\n",
            "    adds r7, r7, r4\n",
            "    adcs r8, r8, r5\n",
            "    adcs r9, r9, r6\n",
            "    adcs r10, r10, r7\n",
            "    adcs r11, r11, r8\n",
            "    adc r12, r12, #0\n",
            "    adds r10, r10, r4\n",
            "    adcs r11, r11, r5\n",
            "    adc r12, r12, #0\n",
            "    subs r11, r11, r4\n",
            "    sbc r12, r12, #0\n",
            "@ columns 8-11 in r0-r3: T[8..12] + u[0..4] + u[5..8] + u[2..6] - u[1..5] + r12; carry out in lr\n",
            "    ldrd r0, r1, [sp, #32]\n",
            "    ldrd r2, r3, [sp, #40]\n",
            "    mov lr, #0\n",
            "    adds r0, r0, r4\n",
            "    adcs r1, r1, r5\n",
            "    adcs r2, r2, r6\n",
            "    adcs r3, r3, r7\n",
            "    adc lr, lr, #0\n",
            "    adds r0, r0, r9\n",
            "    adcs r1, r1, r10\n",
            "    adcs r2, r2, r11\n",
            "    adcs r3, r3, #0\n",
            "    adc lr, lr, #0\n",
            "    adds r0, r0, r6\n",
            "    adcs r1, r1, r7\n",
            "    adcs r2, r2, r8\n",
            "    adcs r3, r3, r9\n",
            "    adc lr, lr, #0\n",
            "    subs r0, r0, r5\n",
            "    sbcs r1, r1, r6\n",
            "    sbcs r2, r2, r7\n",
            "    sbcs r3, r3, r8\n",
            "    sbc lr, lr, #0\n",
            "    adds r0, r0, r12\n",
            "    adcs r1, r1, r12, asr #31\n",
            "    adcs r2, r2, r12, asr #31\n",
            "    adcs r3, r3, r12, asr #31\n",
            "    adc lr, lr, r12, asr #31\n",
            "@ columns 12-15 in r4-r7: T[12..16] + u[4..8] + (u[6], u[7]) - u[5..8] + lr; top carry in r12\n",
            "    ldrd r4, r5, [sp, #48]\n",
            "    ldrd r6, r7, [sp, #56]\n",
            "    mov r12, #0\n",
            "    adds r4, r4, r8\n",
            "    adcs r5, r5, r9\n",
            "    adcs r6, r6, r10\n",
            "    adcs r7, r7, r11\n",
            "    adc r12, r12, #0\n",
            "    adds r4, r4, r10\n",
            "    adcs r5, r5, r11\n",
            "    adcs r6, r6, #0\n",
            "    adcs r7, r7, #0\n",
            "    adc r12, r12, #0\n",
            "    subs r4, r4, r9\n",
            "    sbcs r5, r5, r10\n",
            "    sbcs r6, r6, r11\n",
            "    sbcs r7, r7, #0\n",
            "    sbc r12, r12, #0\n",
            "    adds r4, r4, lr\n",
            "    adcs r5, r5, lr, asr #31\n",
            "    adcs r6, r6, lr, asr #31\n",
            "    adcs r7, r7, lr, asr #31\n",
            "    adc r12, r12, lr, asr #31\n",
            "@ (r12, r0..r7) < 2p: subtract p, add it back under the mask r8 = carry - borrow\n",
            "    mvn r8, #0\n",
            "    subs r0, r0, r8\n",
            "    sbcs r1, r1, r8\n",
            "    sbcs r2, r2, r8\n",
            "    sbcs r3, r3, #0\n",
            "    sbcs r4, r4, #0\n",
            "    sbcs r5, r5, #0\n",
            "    sbcs r6, r6, #1\n",
            "    sbcs r7, r7, r8\n",
            "    sbc r8, r12, #0\n",
            "    adds r0, r0, r8\n",
            "    adcs r1, r1, r8\n",
            "    adcs r2, r2, r8\n",
            "    adcs r3, r3, #0\n",
            "    adcs r4, r4, #0\n",
            "    adcs r5, r5, #0\n",
            "    adcs r6, r6, r8, lsr #31\n",
            "    adc r7, r7, r8\n",
        )
    };
}

core::arch::global_asm!(
    ".syntax unified",
    ".thumb",
    ".section .text.emcrypt_p256_mul_m4,\"ax\",%progbits",
    ".global emcrypt_p256_mul_m4",
    ".type emcrypt_p256_mul_m4,%function",
    ".thumb_func",
    ".p2align 2",
    "emcrypt_p256_mul_m4:",
    "@ r0 = out, r1 = a, r2 = b (AAPCS); T[0..16] at sp, out saved at sp + 64, b at sp + 68",
    "    push {{r0, r2, r3, r4-r11, lr}}",
    "    sub sp, sp, #64",
    product_asm!(),
    "@ falls through into the reduction",
    ".size emcrypt_p256_mul_m4, . - emcrypt_p256_mul_m4",
    ".type emcrypt_p256_reduce_m4,%function",
    ".thumb_func",
    "emcrypt_p256_reduce_m4:",
    "@ Montgomery reduction by p's special form, as whole carry chains (see `reduce_p256_asm`)",
    reduce_p256_asm!(),
    "@ out = r0..r7",
    "    ldr r8, [sp, #64]",
    "    stm r8, {{r0-r7}}",
    "    add sp, sp, #64",
    "    pop {{r0, r2, r3, r4-r11, pc}}",
    ".size emcrypt_p256_reduce_m4, . - emcrypt_p256_reduce_m4",
    ".global emcrypt_p256_sqr_m4",
    ".type emcrypt_p256_sqr_m4,%function",
    ".thumb_func",
    ".p2align 2",
    "emcrypt_p256_sqr_m4:",
    "@ r0 = out, r1 = a (AAPCS); the same frame as the multiplication, whose reduction it ends with",
    "    push {{r0, r2, r3, r4-r11, lr}}",
    "    sub sp, sp, #64",
    square_product_asm!(),
    "    b.w emcrypt_p256_reduce_m4",
    ".size emcrypt_p256_sqr_m4, . - emcrypt_p256_sqr_m4",
);

unsafe extern "C" {
    /// `out = a·b·2^(-256) mod p` for `a < 2^256`, `b < p` (8 little-endian words each).
    fn emcrypt_p256_mul_m4(out: *mut u32, a: *const u32, b: *const u32);
    /// `out = a²·2^(-256) mod p` for `a < p`.
    fn emcrypt_p256_sqr_m4(out: *mut u32, a: *const u32);
}

/// `a·b·2^(-256) mod p` for `a < 2^256`, `b < p`; the result is `< p`.
#[inline(always)]
pub(crate) fn mul(a: &[u32; 8], b: &[u32; 8]) -> [u32; 8] {
    let mut out = core::mem::MaybeUninit::<[u32; 8]>::uninit();
    // SAFETY: the routine reads 8 words from `a` and `b` and writes 8 words to `out`, all valid arrays of
    // 8 `u32`; it follows the AAPCS (r4-r11 and lr saved, sp restored) and touches no other memory than
    // its own 112-byte stack frame.
    unsafe { emcrypt_p256_mul_m4(out.as_mut_ptr().cast::<u32>(), a.as_ptr(), b.as_ptr()) };
    // SAFETY: the routine wrote all 8 words of `out`.
    unsafe { out.assume_init() }
}

/// The in-place forms of one field routine of this module, for the point formulas' working slots (the
/// result written straight into its destination: no temporary, no copy): `$into(out, a, b)` is
/// `out = a op b`, `$assign(a, b)` is `a = a op b`. Each routine reads all of `a` and `b` before it stores
/// its output (the product and the sum are formed in registers and its own frame first), so `out` may be
/// `a`.
macro_rules! in_place {
    ($routine:ident, $into:ident, $assign:ident) => {
        #[inline(always)]
        pub(crate) fn $into(out: &mut [u32; 8], a: &[u32; 8], b: &[u32; 8]) {
            // SAFETY: reads 8 words from `a` and `b`, writes 8 words to `out` (valid arrays of 8 `u32`); AAPCS,
            // no memory besides them and the routine's own frame.
            unsafe { $routine(out.as_mut_ptr(), a.as_ptr(), b.as_ptr()) };
        }
        #[inline(always)]
        pub(crate) fn $assign(a: &mut [u32; 8], b: &[u32; 8]) {
            let a = a.as_mut_ptr();
            // SAFETY: as above with `out` = `a` (one valid array, read in full before the output is stored).
            unsafe { $routine(a, a, b.as_ptr()) };
        }
    };
}
in_place!(emcrypt_p256_mul_m4, mul_into, mul_assign);

/// `a²·2^(-256) mod p` for `a < p`: the squaring product (`square_product_asm`), then the multiplication's
/// reduction.
#[inline(always)]
pub(crate) fn square(a: &[u32; 8]) -> [u32; 8] {
    let mut out = core::mem::MaybeUninit::<[u32; 8]>::uninit();
    // SAFETY: as for `mul`, with one input array (the same 112-byte frame).
    unsafe { emcrypt_p256_sqr_m4(out.as_mut_ptr().cast::<u32>(), a.as_ptr()) };
    // SAFETY: the routine wrote all 8 words of `out`.
    unsafe { out.assume_init() }
}

// Montgomery multiplication modulo any odd 256-bit `m` (the P-256 group order `n` for the scalar
// arithmetic of ECDSA): the same product as above, then the word-by-word Montgomery reduction with
// `u = T[i]·(-m^(-1)) mod 2^32` and 8 `UMAAL`s per row (m held in r4–r11), two rows per pass over `T`
// like the product (the second row's quotient is taken once the first has updated its word), which
// halves the loads and stores of `T`; then a masked final subtraction. Straight-line code: constant time.
core::arch::global_asm!(
    ".syntax unified",
    ".thumb",
    ".section .text.emcrypt_p256_mont_mul_m4,\"ax\",%progbits",
    ".global emcrypt_p256_mont_mul_m4",
    ".type emcrypt_p256_mont_mul_m4,%function",
    ".thumb_func",
    ".p2align 2",
    "emcrypt_p256_mont_mul_m4:",
    "@ r0 = out, r1 = a, r2 = b, r3 = [m[0..8], -m^(-1) mod 2^32] (AAPCS); T[0..16] at sp, out at sp + 64, m at sp + 72",
    "    push {{r0, r2, r3, r4-r11, lr}}",
    "    sub sp, sp, #64",
    product_asm!(),
    "@ falls through into the reduction",
    ".size emcrypt_p256_mont_mul_m4, . - emcrypt_p256_mont_mul_m4",
    ".type emcrypt_p256_mont_reduce_m4,%function",
    ".thumb_func",
    "emcrypt_p256_mont_reduce_m4:",
    "@ Montgomery reduction, two rows at a time (as the product): q0 = T[i]·m', q1 from T[i+1] once row i has",
    "@ reached it; m in r4-r11, q0 in r1, q1 in r2, the rows' carries in r12 and lr, the carry out of the",
    "@ pair's top word T[i+9] in r3 (it belongs to T[i+10], the next pair's first top word); m' kept at sp + 68",
    "    ldr lr, [sp, #72]",
    "    ldm lr, {{r4-r11}}",
    "    ldr r3, [lr, #32]",
    "    str r3, [sp, #68]",
    "    mov r3, #0",
    "@ rows 0 and 1",
    "    ldr r2, [sp, #68]",
    "    ldr r0, [sp, #0]",
    "    mul r1, r0, r2",
    "    mov r12, #0",
    "    umaal r0, r12, r1, r4",
    "    ldr r0, [sp, #4]",
    "    umaal r0, r12, r1, r5",
    "    mul r2, r0, r2",
    "    mov lr, #0",
    "    umaal r0, lr, r2, r4",
    "    ldr r0, [sp, #8]",
    "    umaal r0, r12, r1, r6",
    "    umaal r0, lr, r2, r5",
    "    str r0, [sp, #8]",
    "    ldr r0, [sp, #12]",
    "    umaal r0, r12, r1, r7",
    "    umaal r0, lr, r2, r6",
    "    str r0, [sp, #12]",
    "    ldr r0, [sp, #16]",
    "    umaal r0, r12, r1, r8",
    "    umaal r0, lr, r2, r7",
    "    str r0, [sp, #16]",
    "    ldr r0, [sp, #20]",
    "    umaal r0, r12, r1, r9",
    "    umaal r0, lr, r2, r8",
    "    str r0, [sp, #20]",
    "    ldr r0, [sp, #24]",
    "    umaal r0, r12, r1, r10",
    "    umaal r0, lr, r2, r9",
    "    str r0, [sp, #24]",
    "    ldr r0, [sp, #28]",
    "    umaal r0, r12, r1, r11",
    "    umaal r0, lr, r2, r10",
    "    str r0, [sp, #28]",
    "    umaal r12, lr, r2, r11",
    "    ldrd r0, r1, [sp, #32]",
    "    adds r0, r0, r12",
    "    adcs r1, r1, lr",
    "    mov r12, #0",
    "    adc r12, r12, #0",
    "    adds r0, r0, r3",
    "    adcs r1, r1, #0",
    "    adc r3, r12, #0",
    "    strd r0, r1, [sp, #32]",
    "@ rows 2 and 3",
    "    ldr r2, [sp, #68]",
    "    ldr r0, [sp, #8]",
    "    mul r1, r0, r2",
    "    mov r12, #0",
    "    umaal r0, r12, r1, r4",
    "    ldr r0, [sp, #12]",
    "    umaal r0, r12, r1, r5",
    "    mul r2, r0, r2",
    "    mov lr, #0",
    "    umaal r0, lr, r2, r4",
    "    ldr r0, [sp, #16]",
    "    umaal r0, r12, r1, r6",
    "    umaal r0, lr, r2, r5",
    "    str r0, [sp, #16]",
    "    ldr r0, [sp, #20]",
    "    umaal r0, r12, r1, r7",
    "    umaal r0, lr, r2, r6",
    "    str r0, [sp, #20]",
    "    ldr r0, [sp, #24]",
    "    umaal r0, r12, r1, r8",
    "    umaal r0, lr, r2, r7",
    "    str r0, [sp, #24]",
    "    ldr r0, [sp, #28]",
    "    umaal r0, r12, r1, r9",
    "    umaal r0, lr, r2, r8",
    "    str r0, [sp, #28]",
    "    ldr r0, [sp, #32]",
    "    umaal r0, r12, r1, r10",
    "    umaal r0, lr, r2, r9",
    "    str r0, [sp, #32]",
    "    ldr r0, [sp, #36]",
    "    umaal r0, r12, r1, r11",
    "    umaal r0, lr, r2, r10",
    "    str r0, [sp, #36]",
    "    umaal r12, lr, r2, r11",
    "    ldrd r0, r1, [sp, #40]",
    "    adds r0, r0, r12",
    "    adcs r1, r1, lr",
    "    mov r12, #0",
    "    adc r12, r12, #0",
    "    adds r0, r0, r3",
    "    adcs r1, r1, #0",
    "    adc r3, r12, #0",
    "    strd r0, r1, [sp, #40]",
    "@ rows 4 and 5",
    "    ldr r2, [sp, #68]",
    "    ldr r0, [sp, #16]",
    "    mul r1, r0, r2",
    "    mov r12, #0",
    "    umaal r0, r12, r1, r4",
    "    ldr r0, [sp, #20]",
    "    umaal r0, r12, r1, r5",
    "    mul r2, r0, r2",
    "    mov lr, #0",
    "    umaal r0, lr, r2, r4",
    "    ldr r0, [sp, #24]",
    "    umaal r0, r12, r1, r6",
    "    umaal r0, lr, r2, r5",
    "    str r0, [sp, #24]",
    "    ldr r0, [sp, #28]",
    "    umaal r0, r12, r1, r7",
    "    umaal r0, lr, r2, r6",
    "    str r0, [sp, #28]",
    "    ldr r0, [sp, #32]",
    "    umaal r0, r12, r1, r8",
    "    umaal r0, lr, r2, r7",
    "    str r0, [sp, #32]",
    "    ldr r0, [sp, #36]",
    "    umaal r0, r12, r1, r9",
    "    umaal r0, lr, r2, r8",
    "    str r0, [sp, #36]",
    "    ldr r0, [sp, #40]",
    "    umaal r0, r12, r1, r10",
    "    umaal r0, lr, r2, r9",
    "    str r0, [sp, #40]",
    "    ldr r0, [sp, #44]",
    "    umaal r0, r12, r1, r11",
    "    umaal r0, lr, r2, r10",
    "    str r0, [sp, #44]",
    "    umaal r12, lr, r2, r11",
    "    ldrd r0, r1, [sp, #48]",
    "    adds r0, r0, r12",
    "    adcs r1, r1, lr",
    "    mov r12, #0",
    "    adc r12, r12, #0",
    "    adds r0, r0, r3",
    "    adcs r1, r1, #0",
    "    adc r3, r12, #0",
    "    strd r0, r1, [sp, #48]",
    "@ rows 6 and 7",
    "    ldr r2, [sp, #68]",
    "    ldr r0, [sp, #24]",
    "    mul r1, r0, r2",
    "    mov r12, #0",
    "    umaal r0, r12, r1, r4",
    "    ldr r0, [sp, #28]",
    "    umaal r0, r12, r1, r5",
    "    mul r2, r0, r2",
    "    mov lr, #0",
    "    umaal r0, lr, r2, r4",
    "    ldr r0, [sp, #32]",
    "    umaal r0, r12, r1, r6",
    "    umaal r0, lr, r2, r5",
    "    str r0, [sp, #32]",
    "    ldr r0, [sp, #36]",
    "    umaal r0, r12, r1, r7",
    "    umaal r0, lr, r2, r6",
    "    str r0, [sp, #36]",
    "    ldr r0, [sp, #40]",
    "    umaal r0, r12, r1, r8",
    "    umaal r0, lr, r2, r7",
    "    str r0, [sp, #40]",
    "    ldr r0, [sp, #44]",
    "    umaal r0, r12, r1, r9",
    "    umaal r0, lr, r2, r8",
    "    str r0, [sp, #44]",
    "    ldr r0, [sp, #48]",
    "    umaal r0, r12, r1, r10",
    "    umaal r0, lr, r2, r9",
    "    str r0, [sp, #48]",
    "    ldr r0, [sp, #52]",
    "    umaal r0, r12, r1, r11",
    "    umaal r0, lr, r2, r10",
    "    str r0, [sp, #52]",
    "    umaal r12, lr, r2, r11",
    "    ldrd r0, r1, [sp, #56]",
    "    adds r0, r0, r12",
    "    adcs r1, r1, lr",
    "    mov r12, #0",
    "    adc r12, r12, #0",
    "    adds r0, r0, r3",
    "    adcs r1, r1, #0",
    "    adc r3, r12, #0",
    "    strd r0, r1, [sp, #56]",
    "    mov r12, r3",
    "@ (r12, T[8..16]) < 2m: a first pass takes the borrow of T[8..16] - m (two LDMs of four words, the borrow",
    "@ in the flags); r12 = carry - borrow is all ones when the value was below m, else 0; m is cleared under",
    "@ that mask (BIC) and the second pass subtracts what is left of it, storing by STM",
    "    add lr, sp, #32",
    "    ldm lr!, {{r0-r3}}",
    "    subs r0, r0, r4",
    "    sbcs r1, r1, r5",
    "    sbcs r2, r2, r6",
    "    sbcs r3, r3, r7",
    "    ldm lr, {{r0-r3}}",
    "    sbcs r0, r0, r8",
    "    sbcs r1, r1, r9",
    "    sbcs r2, r2, r10",
    "    sbcs r3, r3, r11",
    "    sbc r12, r12, #0",
    "    bic r4, r4, r12",
    "    bic r5, r5, r12",
    "    bic r6, r6, r12",
    "    bic r7, r7, r12",
    "    bic r8, r8, r12",
    "    bic r9, r9, r12",
    "    bic r10, r10, r12",
    "    bic r11, r11, r12",
    "    ldr r12, [sp, #64]",
    "    add lr, sp, #32",
    "    ldm lr!, {{r0-r3}}",
    "    subs r0, r0, r4",
    "    sbcs r1, r1, r5",
    "    sbcs r2, r2, r6",
    "    sbcs r3, r3, r7",
    "    stm r12!, {{r0-r3}}",
    "    ldm lr, {{r0-r3}}",
    "    sbcs r0, r0, r8",
    "    sbcs r1, r1, r9",
    "    sbcs r2, r2, r10",
    "    sbcs r3, r3, r11",
    "    stm r12, {{r0-r3}}",
    "    add sp, sp, #64",
    "    pop {{r0, r2, r3, r4-r11, pc}}",
    ".size emcrypt_p256_mont_reduce_m4, . - emcrypt_p256_mont_reduce_m4",
    ".global emcrypt_p256_mont_sqr_m4",
    ".type emcrypt_p256_mont_sqr_m4,%function",
    ".thumb_func",
    ".p2align 2",
    "emcrypt_p256_mont_sqr_m4:",
    "@ r0 = out, r1 = a, r2 = [m[0..8], -m^(-1) mod 2^32] (AAPCS): the multiplication's frame (out at sp + 64,",
    "@ a word of scratch at sp + 68, m at sp + 72; the pop restores r0-r2 as the caller-saved r0, r2, r3)",
    "    push {{r0, r1, r2, r4-r11, lr}}",
    "    sub sp, sp, #64",
    square_product_asm!(),
    "    b.w emcrypt_p256_mont_reduce_m4",
    ".size emcrypt_p256_mont_sqr_m4, . - emcrypt_p256_mont_sqr_m4",
);

unsafe extern "C" {
    /// `out = a·b·2^(-256) mod m` for `a < 2^256`, `b < m`, with `m_and_inv = [m[0..8], -m^(-1) mod 2^32]`.
    fn emcrypt_p256_mont_mul_m4(out: *mut u32, a: *const u32, b: *const u32, m_and_inv: *const u32);
    /// `out = a²·2^(-256) mod m` for `a < m`, `m_and_inv` as above.
    fn emcrypt_p256_mont_sqr_m4(out: *mut u32, a: *const u32, m_and_inv: *const u32);
}

/// `a·b·2^(-256) mod m` for `a < 2^256`, `b < m`, where `m_and_inv` is the odd modulus `m` followed by
/// `-m^(-1) mod 2^32`; the result is `< m`.
#[inline(always)]
pub(crate) fn mont_mul(a: &[u32; 8], b: &[u32; 8], m_and_inv: &[u32; 9]) -> [u32; 8] {
    let mut out = core::mem::MaybeUninit::<[u32; 8]>::uninit();
    // SAFETY: the routine reads 8 words from `a` and `b` and 9 from `m_and_inv`, and writes 8 words to
    // `out`, all valid arrays of those lengths; it follows the AAPCS (r4-r11 and lr saved, sp restored)
    // and touches no other memory than its own 112-byte stack frame.
    unsafe { emcrypt_p256_mont_mul_m4(out.as_mut_ptr().cast::<u32>(), a.as_ptr(), b.as_ptr(), m_and_inv.as_ptr()) };
    // SAFETY: the routine wrote all 8 words of `out`.
    unsafe { out.assume_init() }
}

/// `a²·2^(-256) mod m` for `a < m` (`m_and_inv` as for [`mont_mul`]): the squaring product, then the same
/// reduction; the result is `< m`.
#[inline(always)]
pub(crate) fn mont_square(a: &[u32; 8], m_and_inv: &[u32; 9]) -> [u32; 8] {
    let mut out = core::mem::MaybeUninit::<[u32; 8]>::uninit();
    // SAFETY: as for `mont_mul`, with one input array (the same 112-byte frame).
    unsafe { emcrypt_p256_mont_sqr_m4(out.as_mut_ptr().cast::<u32>(), a.as_ptr(), m_and_inv.as_ptr()) };
    // SAFETY: the routine wrote all 8 words of `out`.
    unsafe { out.assume_init() }
}

// Field addition and subtraction modulo p: the carry chain in registers (`ADCS`/`SBCS`, which Rust's
// `u64` arithmetic does not reach), the correction by p under a mask built from the carry and borrow
// (as in the multiplication's final step). Straight-line: constant time.
core::arch::global_asm!(
    ".syntax unified",
    ".thumb",
    ".section .text.emcrypt_p256_add_m4,\"ax\",%progbits",
    ".global emcrypt_p256_add_m4",
    ".type emcrypt_p256_add_m4,%function",
    ".thumb_func",
    ".p2align 2",
    "emcrypt_p256_add_m4:",
    "@ r0 = out (saved), r1 = a, r2 = b; the sum in r4-r11, its carry in r3",
    "    push {{r0, r4-r11, lr}}",
    "    ldm r1, {{r4-r11}}",
    "    mov r3, #0",
    "    ldr r12, [r2, #0]",
    "    adds r4, r4, r12",
    "    ldr r12, [r2, #4]",
    "    adcs r5, r5, r12",
    "    ldr r12, [r2, #8]",
    "    adcs r6, r6, r12",
    "    ldr r12, [r2, #12]",
    "    adcs r7, r7, r12",
    "    ldr r12, [r2, #16]",
    "    adcs r8, r8, r12",
    "    ldr r12, [r2, #20]",
    "    adcs r9, r9, r12",
    "    ldr r12, [r2, #24]",
    "    adcs r10, r10, r12",
    "    ldr r12, [r2, #28]",
    "    adcs r11, r11, r12",
    "    adc r3, r3, #0",
    "@ the sum minus p; mask r0 = carry - borrow: all ones when the sum was below p, then p added back",
    sub_p_asm!(),
    "    sbc r0, r3, #0",
    add_p_masked_asm!(),
    "    pop {{r0}}",
    "    stm r0, {{r4-r11}}",
    "    pop {{r4-r11, pc}}",
    ".size emcrypt_p256_add_m4, . - emcrypt_p256_add_m4",
    ".syntax unified",
    ".thumb",
    ".section .text.emcrypt_p256_sub_m4,\"ax\",%progbits",
    ".global emcrypt_p256_sub_m4",
    ".type emcrypt_p256_sub_m4,%function",
    ".thumb_func",
    ".p2align 2",
    "emcrypt_p256_sub_m4:",
    "@ r0 = out (saved), r1 = a, r2 = b: a - b, then p added back under the all-ones mask of the borrow",
    "    push {{r0, r4-r11, lr}}",
    "    ldm r1, {{r4-r11}}",
    "    ldr r12, [r2, #0]",
    "    subs r4, r4, r12",
    "    ldr r12, [r2, #4]",
    "    sbcs r5, r5, r12",
    "    ldr r12, [r2, #8]",
    "    sbcs r6, r6, r12",
    "    ldr r12, [r2, #12]",
    "    sbcs r7, r7, r12",
    "    ldr r12, [r2, #16]",
    "    sbcs r8, r8, r12",
    "    ldr r12, [r2, #20]",
    "    sbcs r9, r9, r12",
    "    ldr r12, [r2, #24]",
    "    sbcs r10, r10, r12",
    "    ldr r12, [r2, #28]",
    "    sbcs r11, r11, r12",
    "    sbc r0, r0, r0",
    add_p_masked_asm!(),
    "    pop {{r0}}",
    "    stm r0, {{r4-r11}}",
    "    pop {{r4-r11, pc}}",
    ".size emcrypt_p256_sub_m4, . - emcrypt_p256_sub_m4",
);

unsafe extern "C" {
    /// `out = a + b mod p` for `a, b < p`.
    fn emcrypt_p256_add_m4(out: *mut u32, a: *const u32, b: *const u32);
    /// `out = a - b mod p` for `a, b < p`.
    fn emcrypt_p256_sub_m4(out: *mut u32, a: *const u32, b: *const u32);
}

/// `a + b mod p` for `a, b < p`.
#[inline(always)]
pub(crate) fn add(a: &[u32; 8], b: &[u32; 8]) -> [u32; 8] {
    let mut out = core::mem::MaybeUninit::<[u32; 8]>::uninit();
    // SAFETY: reads 8 words from `a` and `b`, writes 8 words to `out` (valid arrays of 8 `u32`); AAPCS
    // (r4-r11 saved, 40 bytes of stack), no other memory.
    unsafe { emcrypt_p256_add_m4(out.as_mut_ptr().cast::<u32>(), a.as_ptr(), b.as_ptr()) };
    // SAFETY: the routine wrote all 8 words of `out`.
    unsafe { out.assume_init() }
}

in_place!(emcrypt_p256_add_m4, add_into, add_assign);
in_place!(emcrypt_p256_sub_m4, sub_into, sub_assign);

/// `a - b mod p` for `a, b < p`.
#[inline(always)]
pub(crate) fn sub(a: &[u32; 8], b: &[u32; 8]) -> [u32; 8] {
    let mut out = core::mem::MaybeUninit::<[u32; 8]>::uninit();
    // SAFETY: as for `add`.
    unsafe { emcrypt_p256_sub_m4(out.as_mut_ptr().cast::<u32>(), a.as_ptr(), b.as_ptr()) };
    // SAFETY: the routine wrote all 8 words of `out`.
    unsafe { out.assume_init() }
}
