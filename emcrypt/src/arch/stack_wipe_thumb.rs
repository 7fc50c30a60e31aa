//! Zeroing the dead stack below the caller's stack pointer without a frame of its own, in Thumb assembly
//! (every Cortex-M: the instructions are Armv6-M's).
//!
//! | target | technique | what it leaves |
//! | --- | --- | --- |
//! | Arm, bare metal | `emcrypt_wipe_below_sp`: stores zeros from `sp - 4 × words` up to `sp`, two `STM`s of two words per iteration, in `r0`–`r3` only | nothing: no register is pushed |
//! | everything else (host) | `stack_wipe::wipe_stack`'s zeroized array in an out-of-line frame | that function's saved registers |
//!
//! Why assembly: a Rust function's prologue pushes the callee-saved registers it uses, and those are the
//! caller's registers, often a word of the key the caller just finished with. The push outlives the
//! wipe (it sits above the zeroized array): the zeroization check found such words after AES-CTR and
//! AES-GCM on the M3 and M4.
//!
//! Writing below `sp` is safe on Cortex-M: the memory belongs to no live frame. An exception taken
//! during the loop stacks its frame there and returns before the loop goes on, so the loop only zeroes
//! frames that are dead by then.
#![allow(unsafe_code)]

core::arch::global_asm!(
    ".section .text.emcrypt_wipe_below_sp,\"ax\",%progbits",
    ".global emcrypt_wipe_below_sp",
    ".type emcrypt_wipe_below_sp,%function",
    ".thumb_func",
    "emcrypt_wipe_below_sp:",
    // r0 walks up from sp - 4 * words to r1 = sp, four zero words per iteration (`words` is a multiple of 4).
    "    mov r1, sp",
    "    lsls r0, r0, #2",
    "    subs r0, r1, r0",
    "    movs r2, #0",
    "    movs r3, #0",
    "    b 2f",
    "1:",
    "    stm r0!, {{r2, r3}}",
    "    stm r0!, {{r2, r3}}",
    "2:",
    "    cmp r0, r1",
    "    blo 1b",
    "    bx lr",
    ".size emcrypt_wipe_below_sp, . - emcrypt_wipe_below_sp",
);

extern "C" {
    fn emcrypt_wipe_below_sp(words: usize);
}

/// Zeroes the `WORDS` words of stack right below the caller's stack pointer.
#[inline(always)]
pub(crate) fn wipe_below_sp<const WORDS: usize>() {
    const { assert!(WORDS % 4 == 0, "the loop stores four words at a time") };
    // SAFETY: the routine writes only below the stack pointer (no live data under the AAPCS), uses
    // r0-r3 and the flags (caller-saved) and returns with sp unchanged. `WORDS` is a `const`
    // chosen per caller, a few hundred words at most, inside the stack the operation itself used.
    unsafe { emcrypt_wipe_below_sp(WORDS) }
}
