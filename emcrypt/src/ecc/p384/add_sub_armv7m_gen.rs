//! Generator of P-384's field addition and subtraction for Armv7-M / Armv8-M Mainline
//! (`src/arch/p384_add_sub_armv7m.s`): straight-line code on the shared [`thumb_gen`](crate::ecc::thumb_gen)
//! subset, executed on the host by the tests against the portable [`Modulus`](crate::ecc::weierstrass::montgomery::Modulus)
//! (`EMCRYPT_REGENERATE_ASM=1 cargo test -p emcrypt --lib p384_add_sub` rewrites the file).
//!
//! # Technique: the whole element in registers, the modulus as immediates
//! Twelve words fill twelve of the fourteen registers (`r3`–`r8` the low half, `r0`, `r9`–`r12`, `lr` the
//! high half), so each chain runs once over registers with no store in between. `p`'s special form makes
//! the correction free of loads: `k = 2^384 - p = 2^128 + 2^96 - 2^32 + 1` has the words
//! `1, 0xffffffff, 0xffffffff, 0, 1, 0, ...`, so adding or subtracting `k` (masked) is an `ADCS`/`SBCS`
//! chain of immediates and two mask registers.
//!
//! * `a + b`: `s = a + b` (carry `c`), then the carry `c'` of `s + k` alone (`s ≥ p` exactly when
//!   `c + c' = 1`; both cannot be set), then `s + (k & mask) mod 2^384`, which is `s - p` when `s ≥ p`.
//! * `a - b`: `d = a - b mod 2^384`, then `d - (k & mask)` with the borrow as mask, which is `d + p` when
//!   `a < b`.
//!
//! Both read all their inputs before writing `out`, so `out` may be `a` or `b`.

extern crate std;

use crate::ecc::thumb_gen::{print, Insn, Machine, Operand, Reg, SP};
use core::fmt::Write as _;
use std::string::String;
use std::vec::Vec;

/// The low half of the element (registers of the first `LDM`).
const LOW: [Reg; 6] = [3, 4, 5, 6, 7, 8];
/// The high half, in word order (`r0` first: register lists are ascending).
const HIGH: [Reg; 6] = [0, 9, 10, 11, 12, 14];
/// The words of `k = 2^384 - p` (masked in the chain: 1 becomes `mask & 1`, all-ones becomes `mask`).
const K_WORDS: [u32; 12] = [1, u32::MAX, u32::MAX, 0, 1, 0, 0, 0, 0, 0, 0, 0];

fn mask_of(list: &[Reg]) -> u16 {
    list.iter().fold(0, |m, r| m | 1 << r)
}

/// Which operation a routine performs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Op {
    Add,
    Sub,
}

impl Op {
    fn symbol(self) -> &'static str {
        match self {
            Op::Add => "emcrypt_p384_add_armv7m",
            Op::Sub => "emcrypt_p384_sub_armv7m",
        }
    }

    /// The chain step `d = d ± op` (with carry unless `first`).
    fn chain(self, d: Reg, op: Operand, first: bool) -> Insn {
        match self {
            Op::Add => Insn::Add { d, n: d, op, with_carry: !first },
            Op::Sub => Insn::Sub { d, n: d, op, with_borrow: !first },
        }
    }
}

/// The body of `op(out = r0, a = r1, b = r2)` after the frame set-up (`sp` points to one free word).
fn body(op: Op) -> Vec<Insn> {
    let words: Vec<Reg> = LOW.iter().chain(HIGH.iter()).copied().collect();
    let mut v = Vec::new();
    v.push(Insn::Str { rt: 0, rn: SP, off: 0 });
    // Low half: a into r3-r8, b into r0, r9-r12, lr.
    v.push(Insn::Ldm { rn: 1, list: mask_of(&LOW), writeback: true });
    v.push(Insn::Ldm { rn: 2, list: mask_of(&HIGH), writeback: true });
    for (j, (d, s)) in LOW.iter().zip(HIGH.iter()).enumerate() {
        v.push(op.chain(*d, Operand::Reg(*s), j == 0));
    }
    // High half: a into r0, r9-r12, lr; b one word at a time through r1 (the flags run on).
    v.push(Insn::Ldm { rn: 1, list: mask_of(&HIGH), writeback: false });
    for (j, d) in HIGH.iter().enumerate() {
        v.push(Insn::Ldr { rt: 1, rn: 2, off: 4 * j });
        v.push(op.chain(*d, Operand::Reg(1), false));
    }
    // The mask: all ones when the correction by k applies.
    match op {
        Op::Add => {
            v.push(Insn::Mov { d: 1, imm: 0 });
            v.push(Insn::AdcNoFlags { d: 1, n: 1, imm: 0 }); // c
            for (j, w) in words.iter().enumerate() {
                v.push(Insn::Add { d: 2, n: *w, op: Operand::Imm(K_WORDS[j]), with_carry: j > 0 });
            }
            v.push(Insn::AdcNoFlags { d: 1, n: 1, imm: 0 }); // c + c'
            v.push(Insn::Neg { d: 1, n: 1 });
        }
        Op::Sub => v.push(Insn::NegBorrow { d: 1, n: 1 }),
    }
    // r1 = mask (k's all-ones words), r2 = mask & 1 (k's words equal to 1).
    v.push(Insn::AndImm { d: 2, n: 1, imm: 1 });
    for (j, w) in words.iter().enumerate() {
        let k = match K_WORDS[j] {
            0 => Operand::Imm(0),
            1 => Operand::Reg(2),
            _ => Operand::Reg(1),
        };
        v.push(op.chain(*w, k, j == 0));
    }
    v.push(Insn::Ldr { rt: 1, rn: SP, off: 0 });
    v.push(Insn::Stm { rn: 1, list: mask_of(&LOW), writeback: true });
    v.push(Insn::Stm { rn: 1, list: mask_of(&HIGH), writeback: false });
    v
}

/// Executes `op` on the host (memory: frame word at 0, a at 64, b at 128, out at 192; `out` may be `a`).
fn run(op: Op, a: &[u32; 12], b: &[u32; 12], out_is_a: bool) -> [u32; 12] {
    let mut machine = Machine::new(64);
    machine.mem[16..28].copy_from_slice(a);
    machine.mem[32..44].copy_from_slice(b);
    let out = if out_is_a { 64 } else { 192 };
    machine.r[0] = out;
    machine.r[1] = 64;
    machine.r[2] = 128;
    machine.r[SP as usize] = 0;
    machine.run(&body(op));
    core::array::from_fn(|j| machine.mem[out as usize / 4 + j])
}

/// The assembly text of both routines.
fn assembly() -> String {
    let mut s = String::from(
        "@ P-384 field addition and subtraction (mod p = 2^384 - 2^128 - 2^96 + 2^32 - 1) for Armv7-M and\n\
         @ Armv8-M Mainline: the element in twelve registers, the correction by 2^384 - p as immediates.\n\
         @ GENERATED by emcrypt/src/ecc/p384/add_sub_armv7m_gen.rs: do not edit; regenerate with\n\
         @ `EMCRYPT_REGENERATE_ASM=1 cargo test -p emcrypt --lib p384_add_sub`.\n\
         @\n\
         @ void emcrypt_p384_add_armv7m(uint32_t out[12], const uint32_t a[12], const uint32_t b[12]);\n\
         @ void emcrypt_p384_sub_armv7m(uint32_t out[12], const uint32_t a[12], const uint32_t b[12]);\n\
         @ a + b mod p and a - b mod p for a, b < p; out may alias a or b. Straight-line code.\n\
         \t.syntax unified\n\
         \t.thumb\n",
    );
    for op in [Op::Add, Op::Sub] {
        let name = op.symbol();
        let _ = write!(
            s,
            "\t.section .text.{name},\"ax\",%progbits\n\
             \t.global {name}\n\
             \t.type {name},%function\n\
             \t.p2align 2\n\
             \t.thumb_func\n\
             {name}:\n\
             \tpush {{r4-r11, lr}}\n\
             \tsub sp, sp, #4\n"
        );
        for insn in body(op) {
            let _ = writeln!(s, "\t{}", print(insn));
        }
        let _ = write!(s, "\tadd sp, sp, #4\n\tpop {{r4-r11, pc}}\n\t.size {name}, .-{name}\n");
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ecc::p384::P384;
    use crate::ecc::thumb_gen::{check_committed, SplitMix};
    use crate::ecc::weierstrass::Curve;

    /// The generated instructions compute the portable modular addition and subtraction, on edge values
    /// (0, 1, `p - 1`, values near `2^384 - p`) and random ones, into a separate `out` and in place.
    #[test]
    fn p384_add_sub_matches_portable() {
        let p = <P384 as Curve<12>>::P;
        let m = *p.modulus();
        let mut one = [0u32; 12];
        one[0] = 1;
        let m_minus_1 = crate::ecc::weierstrass::montgomery::sub_limbs(&m, &one).0;
        let k = crate::ecc::weierstrass::montgomery::sub_limbs(&[0; 12], &m).0;
        assert_eq!(k, K_WORDS);
        let edges = [[0u32; 12], one, m_minus_1, k, p.one(), crate::ecc::weierstrass::montgomery::sub_limbs(&m, &k).0];
        let mut rng = SplitMix(384);
        let randoms: Vec<[u32; 12]> = (0..3000).map(|_| rng.below(&m)).collect();
        let pairs = edges
            .iter()
            .flat_map(|a| edges.iter().map(move |b| (*a, *b)))
            .chain(randoms.chunks(2).map(|c| (c[0], c[1])));
        for (a, b) in pairs {
            for out_is_a in [false, true] {
                assert_eq!(run(Op::Add, &a, &b, out_is_a), p.add(&a, &b), "{a:x?} + {b:x?}");
                assert_eq!(run(Op::Sub, &a, &b, out_is_a), p.sub(&a, &b), "{a:x?} - {b:x?}");
            }
        }
    }

    /// The committed assembly is the generator's output.
    #[test]
    fn p384_add_sub_assembly_is_generated() {
        check_committed("src/arch/p384_add_sub_armv7m.s", &assembly());
    }
}
