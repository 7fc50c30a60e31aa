//! Generator of the straight-line Montgomery multiplications for cores with `UMAAL` (Cortex-M4/M33): 8 limbs
//! (`src/arch/montgomery8_umaal.s`, secp256k1's field and group order), 12 limbs
//! (`src/arch/montgomery12_umaal.s`, P-384's) and 17 limbs (`src/arch/montgomery17_umaal.s`, P-521's).
//!
//! The routine is straight-line code (no loop, no branch), built here as a list of [`Insn`]s that
//! [`run`] executes on the host (the tests compare it with the portable [`Modulus::mul`](super::Modulus)),
//! then printed as Thumb-2 assembly. A test checks that the committed `.s` file is this output;
//! `EMCRYPT_REGENERATE_ASM=1 cargo test -p emcrypt --lib umaal_` rewrites them.
//!
//! # Algorithm: separated operand scanning, four rows per pass
//! `T = a·b` (`2k` words on the stack for `k` limbs), then the Montgomery reduction `T + U·m` with `U`'s words
//! `u_i = t_i·(-m^(-1)) mod 2^32`, then one masked subtraction of `m`. Both halves run in *groups of four
//! rows*: four multipliers (`b[i..i+4]`, or `u_i..u_{i+3}`) in `r2`–`r5`, their four carries in `r6`–`r9`,
//! and one pass over the columns that loads each word of `T` once, adds four products with four `UMAAL`s
//! and stores it once. The limbs of `a` (or `m`) stream through a window of four registers
//! (`r10`–`r12`, `lr`; limb `j` in window register `j mod 4`), one load per column, as a column needs the
//! limbs `j, j-1, j-2, j-3`. `r0` is the column accumulator and `r1` the pointer to `a` (then `m`).
//!
//! A group of rows `i..i+4` touches columns `i..i+k+3`. In the product the top four columns are still
//! unwritten, so the carries become those words directly (`UMAAL carry, carry, limb, multiplier`). In the
//! reduction they already hold product words, and the carry out of the group's top column is one more
//! addend of the next group's first top column: it is added with `UMAAL acc, carry, e, one` (`r1` holds
//! 1 there; `UMAAL` adds two words besides the product), so no flag chain crosses the multiplies.
//!
//! When `k` is not a multiple of four (17 limbs), the last pass takes the remaining rows (one) with the same
//! schedule: fewer multipliers, carries and top columns.
//!
//! Cost under the benchmark's model: about 9 cycles per column of four multiply-accumulates (load `T` 2,
//! load a limb 1 as it follows a load, 4 `UMAAL`s, store 2); 947 cycles per call measured (`--profile
//! ecdsa-p384-table/sign`), against 1,417 for the generic SOS kernels of `arch::umaal` (loops, per-pass
//! set-up, a separate final subtraction). Squaring takes the same routine: a dedicated one (66 cross
//! products, then doubling) would save the product's share of the cross terms but adds a doubling pass.

extern crate std;

use crate::ecc::thumb_gen::{print, Insn, Machine, Operand, Reg, SP};
use core::fmt::Write as _;
use std::format;
use std::string::String;
use std::vec::Vec;

/// The limb counts generated, each with its assembly file.
const GENERATED: [(usize, &str); 3] =
    [(8, "src/arch/montgomery8_umaal.s"), (12, "src/arch/montgomery12_umaal.s"), (17, "src/arch/montgomery17_umaal.s")];
/// Rows per pass (the last pass takes the remainder when the limb count is not a multiple).
const ROWS: usize = 4;

const ACC: Reg = 0;
const BASE: Reg = 1;
const X: [Reg; ROWS] = [2, 3, 4, 5];
const C: [Reg; ROWS] = [6, 7, 8, 9];
const W: [Reg; ROWS] = [10, 11, 12, 14];

/// Stack frame for `k` limbs, in words: `T` at 0..2k, then the saved arguments and the reduction's carry.
const SP_T: usize = 0;
const fn sp_out(k: usize) -> usize {
    2 * k
}
const fn sp_b(k: usize) -> usize {
    2 * k + 1
}
const fn sp_m(k: usize) -> usize {
    2 * k + 2
}
const fn sp_e(k: usize) -> usize {
    2 * k + 3
}
/// Frame bytes: the words above, padded so that with the 36 pushed bytes `sp` stays 8-byte aligned.
const fn frame_bytes(k: usize) -> usize {
    let bytes = 4 * (2 * k + 4);
    if (bytes + 36).is_multiple_of(8) {
        bytes
    } else {
        bytes + 4
    }
}

/// The routine's body (everything between the frame set-up and its release): `out = a·b·2^(-32k) mod m`
/// with `r0 = out`, `r1 = a`, `r2 = b`, `r3 = m` on entry, `m[k] = -m^(-1) mod 2^32`.
fn body(k: usize) -> Vec<Insn> {
    let mut v = Vec::new();
    let t = |word: usize| 4 * (SP_T + word);
    // Groups of rows: four each, the last one the remainder (17 limbs: 4 + 4 + 4 + 4 + 1).
    let groups: Vec<(usize, usize)> = (0..k).step_by(ROWS).map(|i| (i, ROWS.min(k - i))).collect();
    v.push(Insn::Str { rt: 0, rn: SP, off: 4 * sp_out(k) });
    v.push(Insn::Str { rt: 2, rn: SP, off: 4 * sp_b(k) });
    v.push(Insn::Str { rt: 3, rn: SP, off: 4 * sp_m(k) });
    // ---- product T = a·b ----
    for &(i, rows) in &groups {
        v.push(Insn::Ldr { rt: ACC, rn: SP, off: 4 * sp_b(k) });
        for (r, x) in X.iter().enumerate().take(rows) {
            v.push(Insn::Ldr { rt: *x, rn: ACC, off: 4 * (i + r) });
        }
        for l in 0..k {
            // Columns written by the previous groups hold product words; group 0 starts from nothing.
            let fresh = i == 0;
            if !fresh {
                v.push(Insn::Ldr { rt: ACC, rn: SP, off: t(i + l) });
            }
            v.push(Insn::Ldr { rt: W[l % ROWS], rn: BASE, off: 4 * l });
            let active = (l + 1).min(rows);
            let mut first = true;
            // Row l (when l < rows) starts here: its carry begins at 0.
            if l < rows {
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
                if fresh && l < rows && r == l {
                    continue; // done by the UMULL above
                }
                v.push(Insn::Umaal { lo: ACC, hi: C[r], n: W[(l - r) % ROWS], m: X[r] });
            }
            v.push(Insn::Str { rt: ACC, rn: SP, off: t(i + l) });
        }
        // Top columns i+k..i+k+rows-1: unwritten so far; the carries become the words.
        for l in k..k + rows - 1 {
            let lo = C[l - k];
            for r in l - k + 1..rows {
                v.push(Insn::Umaal { lo, hi: C[r], n: W[(l - r) % ROWS], m: X[r] });
            }
            v.push(Insn::Str { rt: lo, rn: SP, off: t(i + l) });
        }
        v.push(Insn::Str { rt: C[rows - 1], rn: SP, off: t(i + k + rows - 1) });
    }
    // ---- reduction: T += U·m, four rows per pass ----
    let e = X[0]; // the carry between passes, in x0's register at the top columns (x0 is done there)
    let mut final_carry = C[0];
    for (g, &(i, rows)) in groups.iter().enumerate() {
        v.push(Insn::Ldr { rt: BASE, rn: SP, off: 4 * sp_m(k) });
        for l in 0..k {
            v.push(Insn::Ldr { rt: ACC, rn: SP, off: t(i + l) });
            v.push(Insn::Ldr { rt: W[l % ROWS], rn: BASE, off: 4 * l });
            let active = (l + 1).min(rows);
            for r in 0..active {
                if l < rows && r == l {
                    continue;
                }
                v.push(Insn::Umaal { lo: ACC, hi: C[r], n: W[(l - r) % ROWS], m: X[r] });
            }
            if l < rows {
                // u = t·(-m^(-1)): adding u·m[0] clears the column (its word is dropped, never stored).
                v.push(Insn::Ldr { rt: X[l], rn: BASE, off: 4 * k });
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
            v.push(Insn::Ldr { rt: e, rn: SP, off: 4 * sp_e(k) });
        }
        v.push(Insn::Mov { d: BASE, imm: 1 });
        // The extra addend of each top column: e, then the carry of the previous top column's extras.
        let mut extra = e;
        for l in k..k + rows {
            v.push(Insn::Ldr { rt: ACC, rn: SP, off: t(i + l) });
            for r in l - k + 1..rows {
                v.push(Insn::Umaal { lo: ACC, hi: C[r], n: W[(l - r) % ROWS], m: X[r] });
            }
            let hi = C[l - k];
            v.push(Insn::Umaal { lo: ACC, hi, n: extra, m: BASE });
            extra = hi;
            v.push(Insn::Str { rt: ACC, rn: SP, off: t(i + l) });
        }
        if g + 1 < groups.len() {
            v.push(Insn::Str { rt: extra, rn: SP, off: 4 * sp_e(k) });
        }
        final_carry = extra;
    }
    // ---- out = V - m if V >= m, else V, for V = e·2^(32k) + T[k..2k] < 2m ----
    let e = final_carry;
    v.push(Insn::Ldr { rt: BASE, rn: SP, off: 4 * sp_m(k) });
    for pair in 0..k / 2 {
        v.push(Insn::Ldrd { rt: 2, rt2: 3, rn: SP, off: t(k + 2 * pair) });
        v.push(Insn::Ldrd { rt: 4, rt2: 5, rn: BASE, off: 8 * pair });
        v.push(Insn::Sub { d: 2, n: 2, op: Operand::Reg(4), with_borrow: pair > 0 });
        v.push(Insn::Sub { d: 3, n: 3, op: Operand::Reg(5), with_borrow: true });
    }
    if k % 2 == 1 {
        v.push(Insn::Ldr { rt: 2, rn: SP, off: t(2 * k - 1) });
        v.push(Insn::Ldr { rt: 4, rn: BASE, off: 4 * (k - 1) });
        v.push(Insn::Sub { d: 2, n: 2, op: Operand::Reg(4), with_borrow: true });
    }
    // keep = e - borrow: 0 when V >= m, all ones when V < m (then e = 0 and the chain borrowed).
    v.push(Insn::Sub { d: e, n: e, op: Operand::Imm(0), with_borrow: true });
    v.push(Insn::Ldr { rt: ACC, rn: SP, off: 4 * sp_out(k) });
    for pair in 0..k / 2 {
        v.push(Insn::Ldrd { rt: 2, rt2: 3, rn: SP, off: t(k + 2 * pair) });
        v.push(Insn::Ldrd { rt: 4, rt2: 5, rn: BASE, off: 8 * pair });
        v.push(Insn::Bic { d: 4, n: 4, m: e });
        v.push(Insn::Bic { d: 5, n: 5, m: e });
        v.push(Insn::Sub { d: 2, n: 2, op: Operand::Reg(4), with_borrow: pair > 0 });
        v.push(Insn::Sub { d: 3, n: 3, op: Operand::Reg(5), with_borrow: true });
        v.push(Insn::Strd { rt: 2, rt2: 3, rn: ACC, off: 8 * pair });
    }
    if k % 2 == 1 {
        v.push(Insn::Ldr { rt: 2, rn: SP, off: t(2 * k - 1) });
        v.push(Insn::Ldr { rt: 4, rn: BASE, off: 4 * (k - 1) });
        v.push(Insn::Bic { d: 4, n: 4, m: e });
        v.push(Insn::Sub { d: 2, n: 2, op: Operand::Reg(4), with_borrow: true });
        v.push(Insn::Str { rt: 2, rn: ACC, off: 4 * (k - 1) });
    }
    v
}

/// Executes [`body`] on the host: `a·b·2^(-32N) mod m`.
fn run<const N: usize>(a: &[u32; N], b: &[u32; N], m: &[u32; N], m0_neg_inv: u32) -> [u32; N] {
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
    machine.run(&body(N));
    core::array::from_fn(|j| machine.mem[256 + j])
}

/// The assembly text of the whole `k`-limb routine.
fn assembly(k: usize) -> String {
    let name = format!("emcrypt_montgomery{k}_umaal");
    let frame = frame_bytes(k);
    let mut s = String::new();
    let _ = write!(
        s,
        "@ {k}-limb Montgomery multiplication with UMAAL (Armv7E-M, Armv8-M Mainline with DSP) on the Cortex-M4/M33.\n\
         @ Separated operand scanning, four rows per pass.\n\
         @ GENERATED by emcrypt/src/ecc/weierstrass/montgomery/umaal_gen.rs: do not edit; regenerate with\n\
         @ `EMCRYPT_REGENERATE_ASM=1 cargo test -p emcrypt --lib umaal_`.\n\
         @\n\
         @ void {name}(uint32_t out[{k}], const uint32_t a[{k}], const uint32_t b[{k}],\n\
         @     const uint32_t m_and_inv[{k1}]);\n\
         @ out = a*b*2^-{bits} mod m, for a < 2^{bits}, b < m; m_and_inv[{k}] = -m^-1 mod 2^32. Straight-line code.\n\
         @ UMAAL is emitted as its encoding: the assembler takes the mnemonic only with the DSP feature.\n\
         \t.syntax unified\n\
         \t.thumb\n\
         \t.macro umaal_ lo, hi, n, m\n\
         \t.inst.w 0xfbe00060 | (\\n << 16) | (\\lo << 12) | (\\hi << 8) | \\m\n\
         \t.endm\n\
         \t.section .text.{name},\"ax\",%progbits\n\
         \t.global {name}\n\
         \t.type {name},%function\n\
         \t.p2align 2\n\
         \t.thumb_func\n\
         {name}:\n\
         \tpush {{r4-r11, lr}}\n",
        k1 = k + 1,
        bits = 32 * k,
    );
    let _ = writeln!(s, "\tsub sp, sp, #{frame}");
    for insn in body(k) {
        let _ = writeln!(s, "\t{}", print(insn));
    }
    let _ = writeln!(s, "\tadd sp, sp, #{frame}");
    let _ = write!(s, "\tpop {{r4-r11, pc}}\n\t.size {name}, .-{name}\n");
    // The files share the crate's assembler state: drop the macro so the next file can define it again.
    s.push_str("\t.purgem umaal_\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ecc::thumb_gen::{check_committed, SplitMix};
    use crate::ecc::weierstrass::montgomery::Modulus;
    use crate::ecc::weierstrass::Curve;

    /// The generated instructions compute the portable Montgomery multiplication, on edge values (0, 1,
    /// `m - 1`, all-ones `a`) and random operands.
    fn check_against_portable<const N: usize>(moduli: [Modulus<N>; 2]) {
        let mut rng = SplitMix(N as u64);
        for modulus in moduli {
            let m = *modulus.modulus();
            let mut one = [0u32; N];
            one[0] = 1;
            let m_minus_1 = crate::ecc::weierstrass::montgomery::sub_limbs(&m, &one).0;
            let edges = [[0u32; N], one, modulus.one(), m_minus_1];
            for a in edges.iter().chain(core::iter::once(&[u32::MAX; N])) {
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

    /// 17 limbs, four full passes and one of a single row: P-521's `p` and `n`.
    #[test]
    fn umaal_17_limbs_match_portable_montgomery() {
        use crate::ecc::p521::P521;
        check_against_portable([<P521 as Curve<17>>::P, <P521 as Curve<17>>::ORDER]);
    }

    /// 12 limbs: P-384's `p` and `n`.
    #[test]
    fn umaal_12_limbs_match_portable_montgomery() {
        use crate::ecc::p384::P384;
        check_against_portable([<P384 as Curve<12>>::P, <P384 as Curve<12>>::ORDER]);
    }

    /// 8 limbs: secp256k1's `p` and `n`, and P-256's (whose fast types have their own arithmetic, but whose
    /// special form `p` exercises other carries).
    #[test]
    fn umaal_8_limbs_match_portable_montgomery() {
        use crate::ecc::p256::P256Small;
        use crate::ecc::secp256k1::Secp256k1;
        check_against_portable([<Secp256k1 as Curve<8>>::P, <Secp256k1 as Curve<8>>::ORDER]);
        check_against_portable([<P256Small as Curve<8>>::P, <P256Small as Curve<8>>::ORDER]);
    }

    /// The committed assembly files are the generator's output.
    #[test]
    fn umaal_assembly_is_generated() {
        for (k, path) in GENERATED {
            check_committed(path, &assembly(k));
        }
    }
}
