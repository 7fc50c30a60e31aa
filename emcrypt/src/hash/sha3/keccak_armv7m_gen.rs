//! Generator of the Armv7-M assembly Keccak-f\[1600\] (`src/arch/keccak_armv7m.s`), from the same
//! compile-time plans as the Rust round bodies ([`super::theta_plan`], [`super::half_plane_plan`], lazy
//! rotations): the assembly is the Rust `Unrolled` permutation with the registers and the instruction order
//! chosen by hand instead of by the compiler.
//!
//! The generator first builds the four round bodies as a list of [`Insn`]s, which [`run`] executes on the
//! host (so the tests check the instruction list against the reference permutation), then prints them as
//! Thumb-2 assembly. A test checks that the committed `.s` file is exactly this output;
//! `EMCRYPT_REGENERATE_ASM=1 cargo test -p emcrypt --lib keccak_armv7m` rewrites it.
//!
//! # Registers and memory
//! `r0` holds the state (50 words, in the rest layout of the lazy plan). Round: θ's ten column parities go
//! to `r1`–`r10` (with `r11`, `r12`, `lr` and the parity registers not yet written as load temporaries),
//! θ's ten effects `d` are computed from them and stored on the stack. Then each of the ten half-planes:
//! `r6`–`r10` hold its five inputs `b[x]`, `r1`–`r5` cache one effect per column (a half-plane uses one
//! effect per column, and consecutive half-planes share most of them, so few are reloaded), `r11`/`r12` take
//! χ's outputs and `lr` the round constant. The stack keeps `d[0..10]`, the round-constant pointer and its end.
//!
//! # Scheduling for the Cortex-M3/M4 pipeline
//! A load or store right after a load costs one cycle instead of two, and nothing pipelines after a store.
//! So each half-plane's loads are issued as one burst, and every χ output is stored right after one of the
//! *next* half-plane's loads (an effect reload, the round constant, or an input word whose register χ no
//! longer needs), which makes most stores single-cycle.

extern crate std;

use super::{half_plane_plan, theta_plan, HalfPlane, Theta, HALF_PLANE_ORDER, LAYOUTS};
use core::fmt::Write as _;
use std::string::String;
use std::vec::Vec;
use std::{format, vec};

/// Base register of a memory access.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Base {
    /// `r0`: the state.
    State,
    /// `sp`: the effects `d` and the loop bookkeeping.
    Stack,
    /// `lr`, holding the address of the current round constant pair.
    Lr,
}

/// One instruction of the round bodies. Registers are numbered 0..=14 (`r0`–`r12`, 14 = `lr`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Insn {
    /// `rd = [base + 4 * word]`
    Ldr { rd: u8, base: Base, word: usize },
    /// `[base + 4 * word] = rt`
    Str { rt: u8, base: Base, word: usize },
    /// `rd = rn ^ rm.rotate_left(rotl)`
    Eor { rd: u8, rn: u8, rm: u8, rotl: u32 },
    /// `rd = rn & !rm.rotate_left(rotl)`
    Bic { rd: u8, rn: u8, rm: u8, rotl: u32 },
}

const LR: u8 = 14;
/// Stack word of the pointer to the current round constants (advanced by four rounds each loop).
const SP_RC: usize = 10;
/// Stack word of the end of the round-constant table.
const SP_RC_END: usize = 11;
/// Bytes of stack the function reserves (12 words, rounded up to keep `sp` 8-byte aligned with the 9
/// saved registers).
const FRAME_BYTES: usize = 52;

/// Effect-cache register of column `col`.
const fn d_reg(col: usize) -> u8 {
    1 + col as u8
}
/// Input register of position `x`.
const fn b_reg(x: usize) -> u8 {
    6 + x as u8
}

/// θ: the ten parities into `r1`–`r10`, then the ten effects onto the stack.
fn theta(t: &Theta, out: &mut Vec<Insn>) {
    for i in 0..10 {
        let c = (1 + i) as u8;
        // Temporaries: the three scratch registers and the parity registers not yet written.
        let mut temps: Vec<u8> = vec![11, 12, LR];
        temps.extend((i + 1..10).map(|j| (1 + j) as u8));
        temps.truncate(4);
        out.push(Insn::Ldr { rd: c, base: Base::State, word: t.words[i][0] });
        let mut y = 1;
        while y < 5 {
            let n = temps.len().min(5 - y);
            for k in 0..n {
                out.push(Insn::Ldr { rd: temps[k], base: Base::State, word: t.words[i][y + k] });
            }
            for k in 0..n {
                out.push(Insn::Eor { rd: c, rn: c, rm: temps[k], rotl: t.rotations[i][y + k] });
            }
            y += n;
        }
    }
    let temps = [11u8, 12, LR];
    for i in 0..10 {
        let r = temps[i % 3];
        let (first, second) = ((1 + t.d_first[i]) as u8, (1 + t.d_second[i]) as u8);
        out.push(Insn::Eor { rd: r, rn: first, rm: second, rotl: t.d_rotation[i] });
        out.push(Insn::Str { rt: r, base: Base::Stack, word: i });
    }
}

/// The loads a half-plane needs that are not done yet: effect reloads, the round constant (row 0) and its
/// five inputs.
struct Loads {
    /// `(column, effect index)` to load into `d_reg(column)`.
    effects: Vec<(usize, usize)>,
    /// The round-constant loads still to do (0, 1 or 2: the pointer, then the constant).
    rc_steps: usize,
    /// Whether input `x` is still to load.
    inputs: [bool; 5],
}

impl Loads {
    fn new(p: &HalfPlane, y: usize, cache: &mut [Option<usize>; 5]) -> Self {
        let mut effects = Vec::new();
        for x in 0..5 {
            let col = p.d_index[x] / 2;
            if cache[col] != Some(p.d_index[x]) {
                cache[col] = Some(p.d_index[x]);
                effects.push((col, p.d_index[x]));
            }
        }
        Self { effects, rc_steps: if y == 0 { 2 } else { 0 }, inputs: [true; 5] }
    }

    /// Takes one load whose destination is free, given which input registers are free.
    fn take(&mut self, p: &HalfPlane, rc_offset: usize, h: usize, free_inputs: [bool; 5]) -> Option<Insn> {
        if let Some((col, d)) = self.effects.pop() {
            return Some(Insn::Ldr { rd: d_reg(col), base: Base::Stack, word: d });
        }
        if self.rc_steps == 2 {
            self.rc_steps = 1;
            return Some(Insn::Ldr { rd: LR, base: Base::Stack, word: SP_RC });
        }
        if self.rc_steps == 1 {
            self.rc_steps = 0;
            return Some(Insn::Ldr { rd: LR, base: Base::Lr, word: rc_offset + h });
        }
        let x = (0..5).find(|&x| self.inputs[x] && free_inputs[x])?;
        self.inputs[x] = false;
        Some(Insn::Ldr { rd: b_reg(x), base: Base::State, word: p.read[x] })
    }
}

/// Round `phase` (0..4): θ, then the ten half-planes.
fn round(phase: usize, out: &mut Vec<Insn>) {
    let layout = &LAYOUTS[1][phase];
    let t = theta_plan(layout);
    theta(&t, out);
    let plans: Vec<(usize, usize, HalfPlane)> =
        HALF_PLANE_ORDER.iter().map(|&(y, h)| (y, h, half_plane_plan(layout, &t, y, h, phase, true))).collect();
    // The effect registers were overwritten by θ's parities.
    let mut cache: [Option<usize>; 5] = [None; 5];
    let rc_offset = 2 * phase;
    let mut loads = Loads::new(&plans[0].2, plans[0].0, &mut cache);
    for k in 0..10 {
        let (y, h, p) = plans[k];
        // The rest of this half-plane's loads, as one burst.
        while let Some(insn) = loads.take(&p, rc_offset, h, [true; 5]) {
            out.push(insn);
        }
        for x in 0..5 {
            let col = p.d_index[x] / 2;
            out.push(Insn::Eor { rd: b_reg(x), rn: b_reg(x), rm: d_reg(col), rotl: p.d_rotation[x] });
        }
        let mut next = plans.get(k + 1).map(|&(ny, nh, np)| (nh, np, Loads::new(&np, ny, &mut cache)));
        // Input x's register is last read by χ output `LAST_USE[x]`.
        const LAST_USE: [usize; 5] = [4, 4, 2, 3, 4];
        for x in 0..5 {
            let (x1, x2) = ((x + 1) % 5, (x + 2) % 5);
            let r = if x % 2 == 0 { 11 } else { 12 };
            out.push(Insn::Bic { rd: r, rn: b_reg(x2), rm: b_reg(x1), rotl: p.bic_rotation[x] });
            if p.frame_of_x[x] {
                out.push(Insn::Eor { rd: r, rn: b_reg(x), rm: r, rotl: p.eor_rotation[x] });
            } else {
                out.push(Insn::Eor { rd: r, rn: r, rm: b_reg(x), rotl: p.eor_rotation[x] });
            }
            assert_eq!(p.final_rotation[x], 0);
            if y == 0 && x == 0 {
                // ι: the round constant, rotated right by what lane (0, 0) owes.
                out.push(Insn::Eor { rd: r, rn: r, rm: LR, rotl: (32 - p.out_owed[0]) % 32 });
            }
            if let Some((nh, np, nl)) = next.as_mut() {
                let free = core::array::from_fn(|i| LAST_USE[i] <= x);
                if let Some(insn) = nl.take(np, rc_offset, *nh, free) {
                    out.push(insn);
                }
            }
            out.push(Insn::Str { rt: r, base: Base::State, word: p.write[x] });
        }
        if let Some((_, _, nl)) = next {
            loads = nl;
        }
    }
}

/// The four unrolled round bodies.
pub(super) fn four_rounds() -> Vec<Insn> {
    let mut out = Vec::new();
    for phase in 0..4 {
        round(phase, &mut out);
    }
    out
}

/// Executes `insns` on the host: `state` for `r0`, `stack` for `sp`, `rc` for the round-constant table
/// (`lr` holds an index into it when used as a base).
pub(super) fn run(insns: &[Insn], state: &mut [u32; 50], stack: &mut [u32; 12], rc: &[u32]) {
    let mut r = [0u32; 15];
    let addr = |r: &[u32; 15], base: Base, word: usize| match base {
        Base::State | Base::Stack => word,
        Base::Lr => r[14] as usize + word,
    };
    for insn in insns {
        match *insn {
            Insn::Ldr { rd, base, word } => {
                let a = addr(&r, base, word);
                r[rd as usize] = match base {
                    Base::State => state[a],
                    Base::Stack => stack[a],
                    Base::Lr => rc[a],
                };
            }
            Insn::Str { rt, base, word } => {
                let a = addr(&r, base, word);
                match base {
                    Base::State => state[a] = r[rt as usize],
                    Base::Stack => stack[a] = r[rt as usize],
                    Base::Lr => unreachable!("no store to the constants"),
                }
            }
            Insn::Eor { rd, rn, rm, rotl } => r[rd as usize] = r[rn as usize] ^ r[rm as usize].rotate_left(rotl),
            Insn::Bic { rd, rn, rm, rotl } => r[rd as usize] = r[rn as usize] & !r[rm as usize].rotate_left(rotl),
        }
    }
}

fn reg(r: u8) -> String {
    if r == LR { "lr".into() } else { format!("r{r}") }
}

/// The second operand `rm` rotated left by `rotl`, in Arm syntax (a right rotation by `32 - rotl`).
fn rotated(rm: u8, rotl: u32) -> String {
    match rotl % 32 {
        0 => reg(rm),
        k => format!("{}, ror #{}", reg(rm), 32 - k),
    }
}

/// The whole assembly file.
pub(super) fn assembly() -> String {
    let mut s = String::new();
    s.push_str(
        "@ Keccak-f[1600] for Armv7-M / Armv8-M Mainline (Cortex-M3/M4/M7/M33): bit-interleaved lanes, four\n\
         @ rounds unrolled with in-place lane renaming and lazy rotations.\n\
         @ GENERATED by emcrypt/src/hash/sha3/keccak_armv7m_gen.rs from the plans of keccak_unrolled.rs: do not\n\
         @ edit; regenerate with `EMCRYPT_REGENERATE_ASM=1 cargo test -p emcrypt --lib keccak_armv7m`.\n\
         @\n\
         @ void emcrypt_keccak_f1600_armv7m(uint32_t state[50], const uint32_t rc[48]);\n\
         @ state: the interleaved state at rest (r0); rc: the 24 interleaved round constants (r1).\n\
         \t.syntax unified\n\
         \t.thumb\n\
         \t.section .text.emcrypt_keccak_f1600_armv7m,\"ax\",%progbits\n\
         \t.global emcrypt_keccak_f1600_armv7m\n\
         \t.type emcrypt_keccak_f1600_armv7m,%function\n\
         \t.p2align 2\n\
         \t.thumb_func\n\
         emcrypt_keccak_f1600_armv7m:\n\
         \tpush {r4-r11, lr}\n",
    );
    let _ = writeln!(s, "\tsub sp, sp, #{FRAME_BYTES}");
    let _ = writeln!(s, "\tstr r1, [sp, #{}]", 4 * SP_RC);
    let _ = writeln!(s, "\tadd r1, r1, #192");
    let _ = writeln!(s, "\tstr r1, [sp, #{}]", 4 * SP_RC_END);
    s.push_str("1:\n");
    for insn in four_rounds() {
        let line = match insn {
            Insn::Ldr { rd, base, word } => format!("ldr {}, {}", reg(rd), mem(base, word)),
            Insn::Str { rt, base, word } => format!("str {}, {}", reg(rt), mem(base, word)),
            Insn::Eor { rd, rn, rm, rotl } => format!("eor {}, {}, {}", reg(rd), reg(rn), rotated(rm, rotl)),
            Insn::Bic { rd, rn, rm, rotl } => format!("bic {}, {}, {}", reg(rd), reg(rn), rotated(rm, rotl)),
        };
        let _ = writeln!(s, "\t{line}");
    }
    // Next four round constants; loop until the table's end.
    let _ = writeln!(s, "\tldr r1, [sp, #{}]", 4 * SP_RC);
    let _ = writeln!(s, "\tldr r2, [sp, #{}]", 4 * SP_RC_END);
    s.push_str("\tadds r1, r1, #32\n");
    let _ = writeln!(s, "\tstr r1, [sp, #{}]", 4 * SP_RC);
    s.push_str("\tcmp r1, r2\n\tbne 1b\n");
    let _ = writeln!(s, "\tadd sp, sp, #{FRAME_BYTES}");
    s.push_str("\tpop {r4-r11, pc}\n\t.size emcrypt_keccak_f1600_armv7m, .-emcrypt_keccak_f1600_armv7m\n");
    s
}

fn mem(base: Base, word: usize) -> String {
    let b = match base {
        Base::State => "r0",
        Base::Stack => "sp",
        Base::Lr => "lr",
    };
    if word == 0 { format!("[{b}]") } else { format!("[{b}, #{}]", 4 * word) }
}

#[cfg(test)]
mod tests {
    use super::super::{deinterleave, interleave, ROUND_CONSTANTS_INTERLEAVED};
    use super::*;
    use crate::hash::sha3::Compact;

    /// The instruction list, looped six times as the assembly does, against the plain 64-bit permutation.
    #[test]
    fn keccak_armv7m_instruction_list_matches_compact() {
        let insns = four_rounds();
        let rc: Vec<u32> = ROUND_CONSTANTS_INTERLEAVED.iter().flatten().copied().collect();
        let owed = |w: usize| LAYOUTS[1][0][w / 2][w % 2].owed;
        let mut x = 0x0123_4567_89ab_cdefu64;
        for _ in 0..20 {
            let mut lanes = [0u64; 25];
            for l in lanes.iter_mut() {
                x = x.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29) ^ 0x3C;
                *l = x;
            }
            let mut state = [0u32; 50];
            for (w, l) in state.as_chunks_mut::<2>().0.iter_mut().zip(lanes) {
                *w = interleave(l);
            }
            for (i, w) in state.iter_mut().enumerate() {
                *w = w.rotate_right(owed(i));
            }
            let mut stack = [0u32; 12];
            for loop_index in 0..6 {
                stack[SP_RC] = 8 * loop_index as u32;
                run(&insns, &mut state, &mut stack, &rc);
            }
            Compact::keccak_f1600(&mut lanes);
            for (i, l) in lanes.iter().enumerate() {
                let (e, o) = (2 * i, 2 * i + 1);
                assert_eq!(deinterleave([state[e].rotate_left(owed(e)), state[o].rotate_left(owed(o))]), *l);
            }
        }
    }

    /// The committed assembly is the generator's output.
    #[test]
    fn keccak_armv7m_assembly_is_generated() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/arch/keccak_armv7m.s");
        let text = assembly();
        if std::env::var_os("EMCRYPT_REGENERATE_ASM").is_some() {
            std::fs::write(path, &text).unwrap();
        }
        let committed = std::fs::read_to_string(path).unwrap();
        assert!(committed == text, "src/arch/keccak_armv7m.s is stale: regenerate it (see the module docs)");
    }
}
