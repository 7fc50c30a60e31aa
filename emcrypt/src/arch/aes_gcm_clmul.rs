//! The 32×32→64 carry-less multiply of GHASH (`aead/ghash_ctmul32.rs`) with `UMULL`, in assembly, for
//! Armv7E-M and Armv8-M Mainline (Cortex-M4, M33: cfg `emcrypt_umaal`), where `UMULL` is single-cycle
//! whatever its operands.
//!
//! | kernel | technique | speed (Cortex-M4 model) | constant time |
//! | --- | --- | --- | --- |
//! | [`clmul32`] | operands masked to every fourth bit (`BIC` with immediates, no mask registers), 16 `UMULL`, each output class masked into the result as soon as it is complete | 74 instructions, no memory access (the compiled Rust of the same algorithm spilled the high halves: about 110 instructions, a third of them loads and stores) | yes on M4/M33 |
//!
//! The portable Rust twin is `clmul32_wide` in `aead/ghash_ctmul32.rs` (tested on the host against the
//! bitwise definition); this listing is checked on the emulated M4 by the benchmark's GCM known answers.
//! Since whole groups of four blocks run in `ghash_ctmul32_armv7m.s` (about 61 cycles a product there, no
//! call or spill around it), this kernel only computes the key's powers and the last one to three blocks.

/// The 64-bit carry-less product of `x` and `y`.
#[inline(always)]
pub(crate) fn clmul32(x: u32, y: u32) -> u64 {
    let (lo, hi): (u32, u32);
    // SAFETY: register-only arithmetic (BIC, UMULL, EOR, ORR) on the operands declared below; no memory
    // access, no stack, flags untouched. UMULL's destination may be one of its sources (Armv7-M allows it).
    unsafe {
        core::arch::asm!(
            // x0..x2 and x3 (in place of x): x masked to the bits 4i, 4i+1, 4i+2, 4i+3.
            "bic {x0}, {x}, #0xEEEEEEEE",
            "bic {x1}, {x}, #0xDDDDDDDD",
            "bic {x2}, {x}, #0xBBBBBBBB",
            "bic {x}, {x}, #0x77777777",
            // class 0: x0·y0 ^ x1·y3 ^ x2·y2 ^ x3·y1
            "bic {t}, {y}, #0xEEEEEEEE",
            "umull {lo}, {hi}, {x0}, {t}",
            "bic {t}, {y}, #0x77777777",
            "umull {t}, {u}, {x1}, {t}",
            "eor {lo}, {lo}, {t}",
            "eor {hi}, {hi}, {u}",
            "bic {t}, {y}, #0xBBBBBBBB",
            "umull {t}, {u}, {x2}, {t}",
            "eor {lo}, {lo}, {t}",
            "eor {hi}, {hi}, {u}",
            "bic {t}, {y}, #0xDDDDDDDD",
            "umull {t}, {u}, {x}, {t}",
            "eor {lo}, {lo}, {t}",
            "eor {hi}, {hi}, {u}",
            "bic {lo}, {lo}, #0xEEEEEEEE",
            "bic {hi}, {hi}, #0xEEEEEEEE",
            // class 1: x0·y1 ^ x1·y0 ^ x2·y3 ^ x3·y2
            "bic {t}, {y}, #0xDDDDDDDD",
            "umull {zl}, {zh}, {x0}, {t}",
            "bic {t}, {y}, #0xEEEEEEEE",
            "umull {t}, {u}, {x1}, {t}",
            "eor {zl}, {zl}, {t}",
            "eor {zh}, {zh}, {u}",
            "bic {t}, {y}, #0x77777777",
            "umull {t}, {u}, {x2}, {t}",
            "eor {zl}, {zl}, {t}",
            "eor {zh}, {zh}, {u}",
            "bic {t}, {y}, #0xBBBBBBBB",
            "umull {t}, {u}, {x}, {t}",
            "eor {zl}, {zl}, {t}",
            "eor {zh}, {zh}, {u}",
            "bic {zl}, {zl}, #0xDDDDDDDD",
            "bic {zh}, {zh}, #0xDDDDDDDD",
            "orr {lo}, {lo}, {zl}",
            "orr {hi}, {hi}, {zh}",
            // class 2: x0·y2 ^ x1·y1 ^ x2·y0 ^ x3·y3
            "bic {t}, {y}, #0xBBBBBBBB",
            "umull {zl}, {zh}, {x0}, {t}",
            "bic {t}, {y}, #0xDDDDDDDD",
            "umull {t}, {u}, {x1}, {t}",
            "eor {zl}, {zl}, {t}",
            "eor {zh}, {zh}, {u}",
            "bic {t}, {y}, #0xEEEEEEEE",
            "umull {t}, {u}, {x2}, {t}",
            "eor {zl}, {zl}, {t}",
            "eor {zh}, {zh}, {u}",
            "bic {t}, {y}, #0x77777777",
            "umull {t}, {u}, {x}, {t}",
            "eor {zl}, {zl}, {t}",
            "eor {zh}, {zh}, {u}",
            "bic {zl}, {zl}, #0xBBBBBBBB",
            "bic {zh}, {zh}, #0xBBBBBBBB",
            "orr {lo}, {lo}, {zl}",
            "orr {hi}, {hi}, {zh}",
            // class 3: x0·y3 ^ x1·y2 ^ x2·y1 ^ x3·y0
            "bic {t}, {y}, #0x77777777",
            "umull {zl}, {zh}, {x0}, {t}",
            "bic {t}, {y}, #0xBBBBBBBB",
            "umull {t}, {u}, {x1}, {t}",
            "eor {zl}, {zl}, {t}",
            "eor {zh}, {zh}, {u}",
            "bic {t}, {y}, #0xDDDDDDDD",
            "umull {t}, {u}, {x2}, {t}",
            "eor {zl}, {zl}, {t}",
            "eor {zh}, {zh}, {u}",
            "bic {t}, {y}, #0xEEEEEEEE",
            "umull {t}, {u}, {x}, {t}",
            "eor {zl}, {zl}, {t}",
            "eor {zh}, {zh}, {u}",
            "bic {zl}, {zl}, #0x77777777",
            "bic {zh}, {zh}, #0x77777777",
            "orr {lo}, {lo}, {zl}",
            "orr {hi}, {hi}, {zh}",
            x = inout(reg) x => _,
            y = in(reg) y,
            x0 = out(reg) _,
            x1 = out(reg) _,
            x2 = out(reg) _,
            t = out(reg) _,
            u = out(reg) _,
            zl = out(reg) _,
            zh = out(reg) _,
            lo = out(reg) lo,
            hi = out(reg) hi,
            options(pure, nomem, nostack, preserves_flags),
        );
    }
    u64::from(lo) | (u64::from(hi) << 32)
}
