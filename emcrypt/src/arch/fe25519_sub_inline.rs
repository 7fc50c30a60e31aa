//! GF(2^255 - 19) subtraction as an inline `asm!` block, for Thumb-2 cores (M3, M4, M33): the borrow
//! chain stays in the flags.
//!
//! Why: LLVM compiles the borrow chain of `FieldElement32::sub_portable` into four 32-bit instructions
//! per limb (`SUBS`, `SBC`, `ADDS`, `ADC`: the borrow rebuilt as a value each time), for the main chain and
//! again for the fold of 38; every form of the Rust tried (a wrapping `u64` difference, `overflowing_sub`
//! pairs, `borrowing_sub`) gave the same. The Edwards point formulas inline three or four subtractions
//! each. Here it is one `SUBS`/`SBCS` chain. Unlike `fe25519_m4_linear::sub` this is not a function
//! call: `a`'s limbs come in registers chosen by the compiler and leave in them, so the surrounding code
//! keeps its own loads and stores (a call cost Ed25519 signing 2 %).
#![allow(unsafe_code)]

/// `a - b` (mod p, as a 256-bit value): exactly the limbs of `FieldElement32::sub_portable`. A borrow out
/// of the top limb means 2^256 = 38 (mod p) too much was added back, so 38 is subtracted, and once more
/// from the low limb only if that borrowed again (it then leaves a value near 2^256, which cannot borrow).
#[inline(always)]
pub(crate) fn sub(a: &[u32; 8], b: &[u32; 8]) -> [u32; 8] {
    let [mut a0, mut a1, mut a2, mut a3, mut a4, mut a5, mut a6, mut a7] = *a;
    // SAFETY: reads the eight limbs of `b` through its pointer (a live, aligned `[u32; 8]`); writes only
    // the listed registers. Straight-line: no branch, and the only memory access is to `b`.
    unsafe {
        core::arch::asm!(
            "ldr   {t}, [{b}]",
            "subs  {a0}, {a0}, {t}",
            "ldr   {t}, [{b}, #4]",
            "sbcs  {a1}, {a1}, {t}",
            "ldr   {t}, [{b}, #8]",
            "sbcs  {a2}, {a2}, {t}",
            "ldr   {t}, [{b}, #12]",
            "sbcs  {a3}, {a3}, {t}",
            "ldr   {t}, [{b}, #16]",
            "sbcs  {a4}, {a4}, {t}",
            "ldr   {t}, [{b}, #20]",
            "sbcs  {a5}, {a5}, {t}",
            "ldr   {t}, [{b}, #24]",
            "sbcs  {a6}, {a6}, {t}",
            "ldr   {t}, [{b}, #28]",
            "sbcs  {a7}, {a7}, {t}",
            // t = 38 if the chain borrowed, else 0 (SBC t, t, t is -borrow whatever t holds).
            "sbc   {t}, {t}, {t}",
            "and   {t}, {t}, #38",
            "subs  {a0}, {a0}, {t}",
            "sbcs  {a1}, {a1}, #0",
            "sbcs  {a2}, {a2}, #0",
            "sbcs  {a3}, {a3}, #0",
            "sbcs  {a4}, {a4}, #0",
            "sbcs  {a5}, {a5}, #0",
            "sbcs  {a6}, {a6}, #0",
            "sbcs  {a7}, {a7}, #0",
            "sbc   {t}, {t}, {t}",
            "and   {t}, {t}, #38",
            "sub   {a0}, {a0}, {t}",
            a0 = inout(reg) a0,
            a1 = inout(reg) a1,
            a2 = inout(reg) a2,
            a3 = inout(reg) a3,
            a4 = inout(reg) a4,
            a5 = inout(reg) a5,
            a6 = inout(reg) a6,
            a7 = inout(reg) a7,
            b = in(reg) b.as_ptr(),
            t = out(reg) _,
            options(readonly, nostack),
        );
    }
    [a0, a1, a2, a3, a4, a5, a6, a7]
}
