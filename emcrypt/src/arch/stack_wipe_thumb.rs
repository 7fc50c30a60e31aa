//! Zeroing the dead stack below the caller's stack pointer without a frame of its own, in Thumb assembly
//! (every Cortex-M: the instructions are Armv6-M's).
//!
//! | target | technique | what it leaves |
//! | --- | --- | --- |
//! | Arm, bare metal | `emcrypt_wipe_below_sp`: stores zeros from `sp - 4 × words` up to `sp`, in `r0`–`r2` only | nothing: no register is pushed |
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
    // r1 walks down from sp to r0 = sp - 4 * words, storing zeros.
    "    mov r1, sp",
    "    lsls r0, r0, #2",
    "    subs r0, r1, r0",
    "    movs r2, #0",
    "1:",
    "    cmp r1, r0",
    "    beq 2f",
    "    subs r1, #4",
    "    str r2, [r1]",
    "    b 1b",
    "2:",
    "    bx lr",
    ".size emcrypt_wipe_below_sp, . - emcrypt_wipe_below_sp",
);

extern "C" {
    fn emcrypt_wipe_below_sp(words: usize);
}

/// Zeroes the `words` words of stack right below the caller's stack pointer.
#[inline(always)]
pub(crate) fn wipe_below_sp(words: usize) {
    // SAFETY: the routine writes only below the stack pointer (no live data under the AAPCS), uses
    // r0-r2 and the flags (caller-saved) and returns with sp unchanged. `words` comes from a `const`
    // chosen per caller, a few hundred words at most, inside the stack the operation itself used.
    unsafe { emcrypt_wipe_below_sp(words) }
}
