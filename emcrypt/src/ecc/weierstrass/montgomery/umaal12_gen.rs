//! Generator of the 12-limb Montgomery multiplication for cores with `UMAAL` (`src/arch/montgomery12_umaal.s`,
//! P-384's field and group order on the Cortex-M4/M33).
//!
//! The routine is straight-line code (no loop, no branch), built here as a list of [`Insn`]s that
//! [`run`] executes on the host (the tests compare it with the portable [`Modulus::mul`](super::Modulus)),
//! then printed as Thumb-2 assembly. A test checks that the committed `.s` file is this output;
//! `EMCRYPT_REGENERATE_ASM=1 cargo test -p emcrypt --lib umaal12` rewrites it.
//!
//! # Algorithm: separated operand scanning, four rows per pass
//! `T = a·b` (24 words on the stack), then the Montgomery reduction `T + U·m` with `U`'s words
//! `u_i = t_i·(-m^(-1)) mod 2^32`, then one masked subtraction of `m`. Both halves run in *groups of four
//! rows*: four multipliers (`b[i..i+4]`, or `u_i..u_{i+3}`) in `r2`–`r5`, their four carries in `r6`–`r9`,
//! and one pass over the columns that loads each word of `T` once, adds four products with four `UMAAL`s
//! and stores it once. The limbs of `a` (or `m`) stream through a window of four registers
//! (`r10`–`r12`, `lr`; limb `j` in window register `j mod 4`), one load per column, as a column needs the
//! limbs `j, j-1, j-2, j-3`. `r0` is the column accumulator and `r1` the pointer to `a` (then `m`).
//!
//! A group of rows `i..i+4` touches columns `i..i+15`. In the product the top four columns are still
//! unwritten, so the carries become those words directly (`UMAAL carry, carry, limb, multiplier`). In the
//! reduction they already hold product words, and the carry out of the group's top column is one more
//! addend of the next group's first top column: it is added with `UMAAL acc, carry, e, one` (`r1` holds
//! 1 there; `UMAAL` adds two words besides the product), so no flag chain crosses the multiplies.
//!
//! Cost under the benchmark's model: about 9 cycles per column of four multiply-accumulates (load `T` 2,
//! load a limb 1 as it follows a load, 4 `UMAAL`s, store 2); 947 cycles per call measured (`--profile
//! ecdsa-p384-table/sign`), against 1,417 for the generic SOS kernels of `arch::umaal` (loops, per-pass
//! set-up, a separate final subtraction). Squaring takes the same routine: a dedicated one (66 cross
//! products, then doubling) would save the product's share of the cross terms but adds a doubling pass.

extern crate std;

use crate::ecc::thumb_gen::{print, Insn, Machine, Operand, Reg, SP};
use core::fmt::Write as _;
use std::string::String;
use std::vec::Vec;

/// Limbs.
const K: usize = 12;
/// Rows per pass.
const ROWS: usize = 4;

const ACC: Reg = 0;
const BASE: Reg = 1;
const X: [Reg; ROWS] = [2, 3, 4, 5];
const C: [Reg; ROWS] = [6, 7, 8, 9];
const W: [Reg; ROWS] = [10, 11, 12, 14];

/// Stack frame, in words: `T` at 0..24, then the saved arguments and the reduction's carry.
const SP_T: usize = 0;
const SP_OUT: usize = 24;
const SP_B: usize = 25;
const SP_M: usize = 26;
const SP_E: usize = 27;
/// Frame bytes (a multiple of 8 with the 36 pushed bytes, so `sp` stays 8-byte aligned).
const FRAME_BYTES: usize = 116;

/// The routine's body (everything between the frame set-up and its release): `out = a·b·2^(-384) mod m`
/// with `r0 = out`, `r1 = a`, `r2 = b`, `r3 = m` on entry, `m[12] = -m^(-1) mod 2^32`.
fn body() -> Vec<Insn> {
    let mut v = Vec::new();
    let t = |word: usize| 4 * (SP_T + word);
    v.push(Insn::Str { rt: 0, rn: SP, off: 4 * SP_OUT });
    v.push(Insn::Str { rt: 2, rn: SP, off: 4 * SP_B });
    v.push(Insn::Str { rt: 3, rn: SP, off: 4 * SP_M });
    // ---- product T = a·b ----
    for g in 0..K / ROWS {
        let i = ROWS * g;
        v.push(Insn::Ldr { rt: ACC, rn: SP, off: 4 * SP_B });
        for (r, x) in X.iter().enumerate() {
            v.push(Insn::Ldr { rt: *x, rn: ACC, off: 4 * (i + r) });
        }
        for l in 0..K {
            // Columns written by the previous groups hold product words; group 0 starts from nothing.
            let fresh = g == 0;
            if !fresh {
                v.push(Insn::Ldr { rt: ACC, rn: SP, off: t(i + l) });
            }
            v.push(Insn::Ldr { rt: W[l % ROWS], rn: BASE, off: 4 * l });
            let active = (l + 1).min(ROWS);
            let mut first = true;
            // Row l (when l < ROWS) starts here: its carry begins at 0.
            if l < ROWS {
                if fresh {
                    v.push(Insn::Umull { lo: ACC, hi: C[l], n: W[0], m: X[l] });
                    first = false;
                } else {
                    v.push(Insn::Mov { d: C[l], imm: 0 });
                }
            }
            if fresh && first {
                v.push(Insn::Mov { d: ACC, imm: 0 });
            }
            for r in 0..active {
                if fresh && l < ROWS && r == l {
                    continue; // done by the UMULL above
                }
                v.push(Insn::Umaal { lo: ACC, hi: C[r], n: W[(l - r) % ROWS], m: X[r] });
            }
            v.push(Insn::Str { rt: ACC, rn: SP, off: t(i + l) });
        }
        // Top columns i+12..i+15: unwritten so far; the carries become the words.
        for l in K..K + ROWS - 1 {
            let lo = C[l - K];
            for r in l - K + 1..ROWS {
                v.push(Insn::Umaal { lo, hi: C[r], n: W[(l - r) % ROWS], m: X[r] });
            }
            v.push(Insn::Str { rt: lo, rn: SP, off: t(i + l) });
        }
        v.push(Insn::Str { rt: C[ROWS - 1], rn: SP, off: t(i + K + ROWS - 1) });
    }
    // ---- reduction: T += U·m, four rows per pass ----
    let e = X[0]; // the carry between passes, in x0's register at the top columns (x0 is done there)
    for g in 0..K / ROWS {
        let i = ROWS * g;
        v.push(Insn::Ldr { rt: BASE, rn: SP, off: 4 * SP_M });
        for l in 0..K {
            v.push(Insn::Ldr { rt: ACC, rn: SP, off: t(i + l) });
            v.push(Insn::Ldr { rt: W[l % ROWS], rn: BASE, off: 4 * l });
            let active = (l + 1).min(ROWS);
            for r in 0..active {
                if l < ROWS && r == l {
                    continue;
                }
                v.push(Insn::Umaal { lo: ACC, hi: C[r], n: W[(l - r) % ROWS], m: X[r] });
            }
            if l < ROWS {
                // u = t·(-m^(-1)): adding u·m[0] clears the column (its word is dropped, never stored).
                v.push(Insn::Ldr { rt: X[l], rn: BASE, off: 4 * K });
                v.push(Insn::Mul { d: X[l], n: ACC, m: X[l] });
                v.push(Insn::Mov { d: C[l], imm: 0 });
                v.push(Insn::Umaal { lo: ACC, hi: C[l], n: W[0], m: X[l] });
            } else {
                v.push(Insn::Str { rt: ACC, rn: SP, off: t(i + l) });
            }
        }
        // Top columns: product words plus the carries, plus the previous pass's carry e.
        if g == 0 {
            v.push(Insn::Mov { d: e, imm: 0 });
        } else {
            v.push(Insn::Ldr { rt: e, rn: SP, off: 4 * SP_E });
        }
        v.push(Insn::Mov { d: BASE, imm: 1 });
        // The extra addend of each top column: e, then the carry of the previous top column's extras.
        let mut extra = e;
        for l in K..K + ROWS {
            v.push(Insn::Ldr { rt: ACC, rn: SP, off: t(i + l) });
            for r in l - K + 1..ROWS {
                v.push(Insn::Umaal { lo: ACC, hi: C[r], n: W[(l - r) % ROWS], m: X[r] });
            }
            let hi = C[l - K];
            v.push(Insn::Umaal { lo: ACC, hi, n: extra, m: BASE });
            extra = hi;
            v.push(Insn::Str { rt: ACC, rn: SP, off: t(i + l) });
        }
        if g + 1 < K / ROWS {
            v.push(Insn::Str { rt: extra, rn: SP, off: 4 * SP_E });
        }
    }
    // ---- out = V - m if V >= m, else V, for V = e·2^384 + T[12..24] < 2m ----
    let e = C[ROWS - 1];
    v.push(Insn::Ldr { rt: BASE, rn: SP, off: 4 * SP_M });
    for k in 0..K / 2 {
        v.push(Insn::Ldrd { rt: 2, rt2: 3, rn: SP, off: t(K + 2 * k) });
        v.push(Insn::Ldrd { rt: 4, rt2: 5, rn: BASE, off: 8 * k });
        v.push(Insn::Sub { d: 2, n: 2, op: Operand::Reg(4), with_borrow: k > 0 });
        v.push(Insn::Sub { d: 3, n: 3, op: Operand::Reg(5), with_borrow: true });
    }
    // keep = e - borrow: 0 when V >= m, all ones when V < m (then e = 0 and the chain borrowed).
    v.push(Insn::Sub { d: e, n: e, op: Operand::Imm(0), with_borrow: true });
    v.push(Insn::Ldr { rt: ACC, rn: SP, off: 4 * SP_OUT });
    for k in 0..K / 2 {
        v.push(Insn::Ldrd { rt: 2, rt2: 3, rn: SP, off: t(K + 2 * k) });
        v.push(Insn::Ldrd { rt: 4, rt2: 5, rn: BASE, off: 8 * k });
        v.push(Insn::Bic { d: 4, n: 4, m: e });
        v.push(Insn::Bic { d: 5, n: 5, m: e });
        v.push(Insn::Sub { d: 2, n: 2, op: Operand::Reg(4), with_borrow: k > 0 });
        v.push(Insn::Sub { d: 3, n: 3, op: Operand::Reg(5), with_borrow: true });
        v.push(Insn::Strd { rt: 2, rt2: 3, rn: ACC, off: 8 * k });
    }
    v
}

/// Executes [`body`] on the host: `a·b·2^(-384) mod m`.
fn run(a: &[u32; K], b: &[u32; K], m: &[u32; K], m0_neg_inv: u32) -> [u32; K] {
    // Memory map (bytes): stack frame at 0, a at 256, b at 512, m and -m^(-1) at 768, out at 1024.
    let mut machine = Machine::new(320);
    for (j, w) in a.iter().enumerate() {
        machine.mem[64 + j] = *w;
    }
    for (j, w) in b.iter().enumerate() {
        machine.mem[128 + j] = *w;
    }
    for (j, w) in m.iter().chain(core::iter::once(&m0_neg_inv)).enumerate() {
        machine.mem[192 + j] = *w;
    }
    machine.r[0] = 1024;
    machine.r[1] = 256;
    machine.r[2] = 512;
    machine.r[3] = 768;
    machine.r[SP as usize] = 0;
    machine.run(&body());
    core::array::from_fn(|j| machine.mem[256 + j])
}

/// The assembly text of the whole routine.
fn assembly() -> String {
    let mut s = String::new();
    s.push_str(
        "@ 12-limb Montgomery multiplication with UMAAL (Armv7E-M, Armv8-M Mainline with DSP): P-384's field\n\
         @ and group order on the Cortex-M4/M33. Separated operand scanning, four rows per pass.\n\
         @ GENERATED by emcrypt/src/ecc/weierstrass/montgomery/umaal12_gen.rs: do not edit; regenerate with\n\
         @ `EMCRYPT_REGENERATE_ASM=1 cargo test -p emcrypt --lib umaal12`.\n\
         @\n\
         @ void emcrypt_montgomery12_umaal(uint32_t out[12], const uint32_t a[12], const uint32_t b[12],\n\
         @                                 const uint32_t m_and_inv[13]);\n\
         @ out = a*b*2^-384 mod m, for a < 2^384, b < m; m_and_inv[12] = -m^-1 mod 2^32. Straight-line code.\n\
         @ UMAAL is emitted as its encoding: the assembler takes the mnemonic only with the DSP feature.\n\
         \t.syntax unified\n\
         \t.thumb\n\
         \t.macro umaal_ lo, hi, n, m\n\
         \t.inst.w 0xfbe00060 | (\\n << 16) | (\\lo << 12) | (\\hi << 8) | \\m\n\
         \t.endm\n\
         \t.section .text.emcrypt_montgomery12_umaal,\"ax\",%progbits\n\
         \t.global emcrypt_montgomery12_umaal\n\
         \t.type emcrypt_montgomery12_umaal,%function\n\
         \t.p2align 2\n\
         \t.thumb_func\n\
         emcrypt_montgomery12_umaal:\n\
         \tpush {r4-r11, lr}\n",
    );
    let _ = writeln!(s, "\tsub sp, sp, #{FRAME_BYTES}");
    for insn in body() {
        let _ = writeln!(s, "\t{}", print(insn));
    }
    let _ = writeln!(s, "\tadd sp, sp, #{FRAME_BYTES}");
    s.push_str("\tpop {r4-r11, pc}\n\t.size emcrypt_montgomery12_umaal, .-emcrypt_montgomery12_umaal\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ecc::thumb_gen::{check_committed, SplitMix};
    use crate::ecc::weierstrass::montgomery::Modulus;
    use crate::ecc::weierstrass::Curve;

    fn moduli() -> [Modulus<K>; 2] {
        use crate::ecc::p384::P384;
        [<P384 as Curve<K>>::P, <P384 as Curve<K>>::ORDER]
    }

    /// The generated instructions compute the portable Montgomery multiplication, on edge values (0, 1,
    /// `m - 1`, all-ones `a`) and random operands, for P-384's `p` and `n`.
    #[test]
    fn umaal12_matches_portable_montgomery() {
        let mut rng = SplitMix(12);
        for modulus in moduli() {
            let m = *modulus.modulus();
            let mut one = [0u32; K];
            one[0] = 1;
            let m_minus_1 = crate::ecc::weierstrass::montgomery::sub_limbs(&m, &one).0;
            let edges = [[0u32; K], one, modulus.one(), m_minus_1];
            for a in edges.iter().chain(core::iter::once(&[u32::MAX; K])) {
                for b in edges.iter() {
                    assert_eq!(run(a, b, &m, modulus.m0_neg_inv()), modulus.mul(a, b));
                }
            }
            for _ in 0..2000 {
                let (a, b) = (rng.below(&m), rng.below(&m));
                assert_eq!(run(&a, &b, &m, modulus.m0_neg_inv()), modulus.mul(&a, &b));
            }
        }
    }

    /// The committed assembly is the generator's output.
    #[test]
    fn umaal12_assembly_is_generated() {
        check_committed("src/arch/montgomery12_umaal.s", &assembly());
    }
}
