//! Generator of the Armv7-M assembly Keccak-f\[1600\] (`src/arch/keccak_armv7m.s`, and its hard-float
//! variant `src/arch/keccak_armv7m_fpu.s`), from the same
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
//! `r0` holds the state (50 words, in the rest layout of the lazy plan). Round: θ's five even column
//! parities (`2x`) go to `r1`–`r5`, the five odd ones to whatever registers are free, and θ's ten effects
//! `d` are computed from them and stored on the stack. Then each of the ten half-planes: `r6`–`r10` hold
//! its five inputs `b[x]`, `r1`–`r5` cache one effect per column (a half-plane uses one effect per column,
//! and consecutive half-planes share most of them, so few are reloaded; which of `r1`–`r5` serves which
//! column is fixed per round), `r11`/`r12` take χ's outputs and `lr` the round constant. The stack keeps
//! `d[0..10]`, the round-constant pointer and its end.
//!
//! Three things cut memory traffic:
//! - The last half-plane of a round (row 0, half 0) leaves its five outputs, lanes (x, 0), in `r1`–`r5`
//!   instead of storing them: each is the first word of the next round's even parity `2x`, which starts
//!   from that register, so θ loads 45 words instead of 50, and the word is stored at the end of its
//!   parity's load burst. The loop carries them too: they are loaded before the loop and stored after it.
//! - θ computes each effect as soon as its two parities exist, which frees the parities no other effect
//!   needs (registers for the next parity's loads), and stores it at the end of the next odd parity's load
//!   burst.
//! - The first half-plane's effects are computed into `r1`–`r5` where one is free by then and stay there,
//!   so the half-plane reloads only the others.
//!
//! # Scheduling for the Cortex-M3/M4 pipeline
//! A load or store right after a load costs one cycle instead of two, and nothing pipelines after a store:
//! every run of loads and stores costs one cycle more than its length, and a store ends its run. So the
//! cheapest code has every store at the end of a load burst. The half-planes are generated with each
//! half-plane's loads as one burst and every χ output stored right after one of the *next* half-plane's
//! loads; then [`schedule`] moves single instructions (never across a dependency) while that lowers
//! [`cycles`], the same cost model, which lengthens the bursts and moves stores to their ends. A round now
//! has 115 loads, 60 stores and 202 ALU instructions in 438 model cycles (before: 123 loads, 60 stores,
//! 466 cycles), and all but two of its load bursts end in a store, a cycle or two above the floor of this
//! instruction mix: what is left is the memory traffic itself (50 state stores, 10 effect stores, about 14
//! effect reloads, 4 round-constant loads).
//!
//! | round body, model cycles per round (host count of the loop body) | cycles |
//! | --- | --- |
//! | before: one burst per half-plane, stores after the next loads | 466 |
//! | + [`schedule`] | 456 |
//! | + the last half-plane's outputs carried into θ | 446 |
//! | + effects stored at the end of θ's load bursts | 442 |
//! | + the first half-plane's effects kept in registers | 438 |
//!
//! Measured on the M4 model (`emcrypt-bench --profile`; "before" from `results/raw/m4.json`):
//!
//! | M4 model cycles | before | after |
//! | --- | --- | --- |
//! | permutation function (host count: 6 × 4 × 438 + 96 of prologue and loop bookkeeping) | 11,265 | 10,608 |
//! | `keccak-f1600-unrolled` case | 12,263 | 11,606 |
//! | `ml-kem-768/keygen` (43 permutations) | 818,762 | 790,511 |
//! | `ml-dsa-44/keygen` (104 permutations) | 1,928,136 | 1,859,808 |
//!
//! The M3 model gives the same `keccak-f1600-unrolled` figures (12,263 before, 11,606 after; permutation
//! 10,608), with correct known answers.
//!
//! # The FPU variant (hard-float Armv7E-M and Armv8-M Mainline)
//! With an FPU, `vmov` moves a word between a core register and one of `s0`–`s31` in one cycle, and it
//! ends no load burst because it is not a memory access: a state word kept in an FPU register costs one
//! cycle to write where a store costs two. [`Variant::Fpu`] keeps the 32 words [`FPU_STATE_WORDS`] there for
//! the whole call: the same instruction list with those words' loads and stores turned into `vmov`s, then
//! scheduled again. The function loads them with one `vldm` and stores them with one `vstm`, saves and
//! restores `s16`–`s31` (callee-saved) and zeroes `s0`–`s15` on return (they held state words), about 100
//! cycles per call. Host count of four rounds: 1,654 cycles (213 loads, 112 stores, 375 `vmov`, 808 ALU),
//! against 1,752; keeping θ's ten effects in FPU registers too (with 22 state words) gave 1,666, 16 words
//! without `s16`–`s31` 1,706.
//!
//! | M4 model cycles | memory variant | FPU variant |
//! | --- | --- | --- |
//! | permutation function | 10,608 | 10,132 |
//! | `keccak-f1600-unrolled` case | 11,606 | 11,130 |
//!
//! The M4 and M33 firmware (`thumbv7em-none-eabihf`, `thumbv8m.main-none-eabihf`) run the FPU variant; the
//! M3 and soft-float triples the memory one. A firmware that uses the FPU in interrupt handlers gets the
//! usual lazy FP context stacking; the function itself only needs the FPU enabled, which the hard-float ABI
//! already requires.

extern crate std;

use super::{half_plane_plan, theta_plan, HalfPlane, Theta, HALF_PLANE_ORDER, LAYOUTS};
use core::fmt::Write as _;
use core::ops::Range;
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
    /// An FPU register `s<word>` standing in for a state word (the FPU variant): `vmov`.
    Fpu,
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

/// Input register of position `x`.
const fn b_reg(x: usize) -> u8 {
    6 + x as u8
}

/// Register of θ's even column parity `2x`: `r1`–`r5`, where the previous round left its last
/// half-plane's outputs (lanes (x, 0), half 0: each the first word of parity `2x`).
const fn even_parity_reg(x: usize) -> u8 {
    1 + x as u8
}

/// Loads parity `i`'s words `first..5` into `c` (if `first` is 0) and `temps`, and XORs them into `c`, in as
/// few load bursts as the temporaries allow; `store`, if any, ends the first burst.
fn parity(t: &Theta, i: usize, c: u8, first: usize, temps: &[u8], store: Option<Insn>, out: &mut Vec<Insn>) {
    let mut y = first;
    if y == 0 {
        out.push(Insn::Ldr { rd: c, base: Base::State, word: t.words[i][0] });
        y = 1;
    }
    let mut store = store;
    while y < 5 {
        let n = temps.len().min(5 - y);
        for k in 0..n {
            out.push(Insn::Ldr { rd: temps[k], base: Base::State, word: t.words[i][y + k] });
        }
        out.extend(store.take());
        for k in 0..n {
            out.push(Insn::Eor { rd: c, rn: c, rm: temps[k], rotl: t.rotations[i][y + k] });
        }
        y += n;
    }
}

/// Takes a register from `free`, preferring one outside `r1`–`r5` (those can keep effects for the first
/// half-plane).
fn take_reg(free: &mut Vec<u8>) -> u8 {
    let i = free.iter().rposition(|&r| r > 5).unwrap_or(free.len() - 1);
    free.remove(i)
}

/// θ: the ten parities, then the ten effects onto the stack. The even parities start from the words the
/// previous round left in `r1`–`r5`, each stored at the end of its parity's load burst. The odd parities
/// go to whatever registers are free; each effect is computed as soon as its two parities are, which frees
/// parities that no other effect needs, and is stored at the end of the next odd parity's load burst (the
/// rest after the last one). The effects in `keep` (the first half-plane's) go, where one of `r1`–`r5` is
/// free, to that register and stay there: returned is where each kept effect is.
fn theta(t: &Theta, keep: [bool; 10], out: &mut Vec<Insn>) -> [Option<u8>; 10] {
    let mut free: Vec<u8> = vec![LR, 12, 11, 10, 9, 8, 7, 6];
    let mut reg: [Option<u8>; 10] = [None; 10];
    for x in 0..5 {
        let c = even_parity_reg(x);
        let store = Insn::Str { rt: c, base: Base::State, word: t.words[2 * x][0] };
        let temps: Vec<u8> = free.iter().rev().take(4).copied().collect();
        parity(t, 2 * x, c, 1, &temps, Some(store), out);
        reg[2 * x] = Some(c);
    }
    // Effects still to use each parity.
    let mut uses = [0usize; 10];
    for i in 0..10 {
        uses[t.d_first[i]] += 1;
        uses[t.d_second[i]] += 1;
    }
    let mut done = [false; 10];
    let mut kept: [Option<u8>; 10] = [None; 10];
    let mut pending: Vec<Insn> = Vec::new();
    for x in 0..5 {
        let i = 2 * x + 1;
        let c = take_reg(&mut free);
        let mut spare = free.clone();
        let temps: Vec<u8> = (0..4.min(spare.len())).map(|_| take_reg(&mut spare)).collect();
        let store = (!pending.is_empty()).then(|| pending.remove(0));
        if let Some(Insn::Str { rt, .. }) = store {
            if !kept.contains(&Some(rt)) {
                free.push(rt);
            }
        }
        parity(t, i, c, 0, &temps, store, out);
        reg[i] = Some(c);
        for e in 0..10 {
            let (Some(first), Some(second)) = (reg[t.d_first[e]], reg[t.d_second[e]]) else { continue };
            if done[e] {
                continue;
            }
            done[e] = true;
            // Parities no other effect needs are free from this instruction on (it may overwrite one).
            for p in [t.d_first[e], t.d_second[e]] {
                uses[p] -= 1;
                if uses[p] == 0 {
                    free.push(reg[p].expect("computed"));
                }
            }
            let low = free.iter().position(|&r| r <= 5);
            let r = match low {
                Some(j) if keep[e] => {
                    kept[e] = Some(free[j]);
                    free.remove(j)
                }
                _ => take_reg(&mut free),
            };
            out.push(Insn::Eor { rd: r, rn: first, rm: second, rotl: t.d_rotation[e] });
            pending.push(Insn::Str { rt: r, base: Base::Stack, word: e });
        }
    }
    assert!(done.iter().all(|&d| d));
    out.append(&mut pending);
    kept
}

/// The loads a half-plane needs that are not done yet: effect reloads, the round constant (row 0) and its
/// five inputs.
struct Loads {
    /// `(column, effect index)` to load into the column's effect register.
    effects: Vec<(usize, usize)>,
    /// The round-constant loads still to do (0, 1 or 2: the pointer, then the constant).
    rc_steps: usize,
    /// Whether input `x` is still to load.
    inputs: [bool; 5],
    /// The effect-cache register of each column (a permutation of `r1`–`r5`, fixed for the round).
    regs: [u8; 5],
}

impl Loads {
    fn new(p: &HalfPlane, y: usize, cache: &mut [Option<usize>; 5], regs: [u8; 5]) -> Self {
        let mut effects = Vec::new();
        for x in 0..5 {
            let col = p.d_index[x] / 2;
            if cache[col] != Some(p.d_index[x]) {
                cache[col] = Some(p.d_index[x]);
                effects.push((col, p.d_index[x]));
            }
        }
        Self { effects, rc_steps: if y == 0 { 2 } else { 0 }, inputs: [true; 5], regs }
    }

    /// Takes one load whose destination is free, given which input registers are free.
    fn take(&mut self, p: &HalfPlane, rc_offset: usize, h: usize, free_inputs: [bool; 5]) -> Option<Insn> {
        if let Some((col, d)) = self.effects.pop() {
            return Some(Insn::Ldr { rd: self.regs[col], base: Base::Stack, word: d });
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
    let plans: Vec<(usize, usize, HalfPlane)> =
        HALF_PLANE_ORDER.iter().map(|&(y, h)| (y, h, half_plane_plan(layout, &t, y, h, phase, true))).collect();
    let mut keep = [false; 10];
    for e in plans[0].2.d_index {
        keep[e] = true;
    }
    let kept = theta(&t, keep, out);
    // The effect registers: where θ left the first half-plane's effects, the other columns in the rest.
    let mut cache: [Option<usize>; 5] = [None; 5];
    let mut regs = [0u8; 5];
    let mut spare: Vec<u8> = (1..=5).filter(|r| !kept.contains(&Some(*r))).collect();
    for e in plans[0].2.d_index {
        regs[e / 2] = kept[e].unwrap_or_else(|| spare.pop().expect("five registers"));
        cache[e / 2] = kept[e].map(|_| e);
    }
    let rc_offset = 2 * phase;
    let mut loads = Loads::new(&plans[0].2, plans[0].0, &mut cache, regs);
    for k in 0..10 {
        let (y, h, p) = plans[k];
        // The rest of this half-plane's loads, as one burst.
        while let Some(insn) = loads.take(&p, rc_offset, h, [true; 5]) {
            out.push(insn);
        }
        for x in 0..5 {
            let col = p.d_index[x] / 2;
            out.push(Insn::Eor { rd: b_reg(x), rn: b_reg(x), rm: regs[col], rotl: p.d_rotation[x] });
        }
        let mut next = plans.get(k + 1).map(|&(ny, nh, np)| (nh, np, Loads::new(&np, ny, &mut cache, regs)));
        // Input x's register is last read by χ output `LAST_USE[x]`.
        const LAST_USE: [usize; 5] = [4, 4, 2, 3, 4];
        // The last half-plane's outputs stay in the (now free) effect registers for the next round's θ.
        let last = k == 9;
        let next_theta = theta_plan(&LAYOUTS[1][(phase + 1) % 4]);
        for x in 0..5 {
            let (x1, x2) = ((x + 1) % 5, (x + 2) % 5);
            let r = if last {
                assert_eq!(p.write[x], next_theta.words[2 * x][0]);
                even_parity_reg(x)
            } else if x % 2 == 0 {
                11
            } else {
                12
            };
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
            if !last {
                out.push(Insn::Str { rt: r, base: Base::State, word: p.write[x] });
            }
        }
        if let Some((_, _, nl)) = next {
            loads = nl;
        }
    }
}

/// Which words live where: the memory variant keeps the state in memory; the FPU variant (hard-float
/// Armv7E-M and Armv8-M Mainline) keeps 32 of its 50 words in `s0`–`s31` during the call.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Variant {
    /// Every word in memory (`ldr`/`str`).
    Memory,
    /// State words [`FPU_STATE_WORDS`] in FPU registers (`vmov`: one cycle either way, where a store costs
    /// two on the M3/M4 pipeline).
    Fpu,
}

/// The state words the FPU variant keeps in `s0`–`s31` (loaded with one `vldm` on entry, stored with one
/// `vstm` on exit). Host count of four rounds (`keccak_armv7m_round_cycles`): 1,654 model cycles, against
/// 1,752 in memory; any 32 contiguous words give 1,654 to 1,661, and 22 words plus θ's ten effects 1,666.
pub(super) const FPU_STATE_WORDS: Range<usize> = 10..42;

/// Where the FPU variant keeps `base`'s `word`, if in an FPU register.
fn fpu_register(base: Base, word: usize) -> Option<usize> {
    match base {
        Base::State if FPU_STATE_WORDS.contains(&word) => Some(word - FPU_STATE_WORDS.start),
        _ => None,
    }
}

/// The four unrolled round bodies.
pub(super) fn four_rounds(variant: Variant) -> Vec<Insn> {
    let mut out = Vec::new();
    for phase in 0..4 {
        round(phase, &mut out);
    }
    let mut out = placed(variant, out);
    schedule(&mut out);
    out
}

/// Turns the loads and stores of the words the FPU variant keeps in FPU registers into `vmov`s.
fn to_fpu(insns: &mut [Insn]) {
    for insn in insns.iter_mut() {
        *insn = match *insn {
            Insn::Ldr { rd, base, word } => match fpu_register(base, word) {
                Some(s) => Insn::Ldr { rd, base: Base::Fpu, word: s },
                None => *insn,
            },
            Insn::Str { rt, base, word } => match fpu_register(base, word) {
                Some(s) => Insn::Str { rt, base: Base::Fpu, word: s },
                None => *insn,
            },
            other => other,
        };
    }
}

impl Insn {
    /// A load from memory (a `vmov` from an FPU register is not: nothing pipelines after it).
    fn is_load(self) -> bool {
        matches!(self, Insn::Ldr { base, .. } if base != Base::Fpu)
    }

    /// A memory access (a `vmov` is an ordinary one-cycle instruction).
    fn is_mem(self) -> bool {
        matches!(self, Insn::Ldr { base, .. } | Insn::Str { base, .. } if base != Base::Fpu)
    }

    /// The registers read (as a bit mask).
    fn reads(self) -> u32 {
        match self {
            Insn::Ldr { base, .. } => u32::from(base == Base::Lr) << LR,
            Insn::Str { rt, base, .. } => 1 << rt | u32::from(base == Base::Lr) << LR,
            Insn::Eor { rn, rm, .. } | Insn::Bic { rn, rm, .. } => 1 << rn | 1 << rm,
        }
    }

    /// The registers written (as a bit mask).
    fn writes(self) -> u32 {
        match self {
            Insn::Ldr { rd, .. } | Insn::Eor { rd, .. } | Insn::Bic { rd, .. } => 1 << rd,
            Insn::Str { .. } => 0,
        }
    }

    /// The memory word accessed, if any (the constants, read only, never conflict).
    fn word(self) -> Option<(Base, usize)> {
        match self {
            Insn::Ldr { base, word, .. } | Insn::Str { base, word, .. } if base != Base::Lr => Some((base, word)),
            _ => None,
        }
    }

    /// Whether `self` and `other` must stay in their order.
    fn depends(self, other: Insn) -> bool {
        let regs = self.writes() & (other.reads() | other.writes()) | self.reads() & other.writes();
        let stores = matches!(self, Insn::Str { .. }) || matches!(other, Insn::Str { .. });
        regs != 0 || stores && self.word().is_some() && self.word() == other.word()
    }
}

/// Cycles of `insns` in the Cortex-M3/M4 model: one per instruction, plus one for a load or store that
/// does not directly follow a load. `prev_load` tells whether the instruction before them is a load.
pub(super) fn cycles(insns: &[Insn], mut prev_load: bool) -> usize {
    let mut total = 0;
    for insn in insns {
        total += 1 + usize::from(insn.is_mem() && !prev_load);
        prev_load = insn.is_load();
    }
    total
}

/// How far [`schedule`] moves one instruction.
const WINDOW: usize = 48;

/// Improves the instruction order for [`cycles`]: moves single instructions (within [`WINDOW`], never
/// across one they depend on) while that saves cycles, until no such move is left. In effect it lengthens
/// load bursts and puts stores at the end of them.
fn schedule(insns: &mut Vec<Insn>) {
    let mut improved = true;
    while improved {
        improved = false;
        for i in 0..insns.len() {
            let lo = i.saturating_sub(WINDOW);
            let hi = (i + WINDOW).min(insns.len() - 1);
            let mut best: Option<(usize, usize)> = None;
            for j in lo..=hi {
                if j == i {
                    continue;
                }
                let (a, b) = if j < i { (j, i) } else { (i, j) };
                // Moving insns[i] past insns[a..b] (up) or insns[i + 1..=b] (down).
                let between = if j < i { &insns[a..b] } else { &insns[a + 1..=b] };
                if between.iter().any(|&o| insns[i].depends(o)) {
                    continue;
                }
                let from = a.saturating_sub(1);
                let to = (b + 2).min(insns.len());
                let prev = from > 0 && insns[from - 1].is_load();
                let before = cycles(&insns[from..to], prev);
                let mut moved = insns[from..to].to_vec();
                let insn = moved.remove(i - from);
                moved.insert(j - from, insn);
                let after = cycles(&moved, prev);
                if after < before && best.is_none_or(|(_, saved)| before - after > saved) {
                    best = Some((j, before - after));
                }
            }
            if let Some((j, _)) = best {
                let insn = insns.remove(i);
                insns.insert(j, insn);
                improved = true;
            }
        }
    }
}

/// `insns` with the words `variant` keeps in FPU registers moved there ([`to_fpu`]).
fn placed(variant: Variant, mut insns: Vec<Insn>) -> Vec<Insn> {
    if variant == Variant::Fpu {
        to_fpu(&mut insns);
    }
    insns
}

/// Before the loop: the words the first round's θ expects in `r1`–`r5` (lanes (x, 0), half 0, at home).
fn carried_loads(variant: Variant) -> Vec<Insn> {
    placed(variant, (0..5).map(|x| Insn::Ldr { rd: even_parity_reg(x), base: Base::State, word: 2 * x }).collect())
}

/// After the loop: the last round's outputs left in `r1`–`r5` for a next θ.
fn carried_stores(variant: Variant) -> Vec<Insn> {
    placed(variant, (0..5).map(|x| Insn::Str { rt: even_parity_reg(x), base: Base::State, word: 2 * x }).collect())
}

/// The host's stand-in for the machine: registers `r`, the state at `r0`, the stack at `sp`, the FPU's
/// `s` registers and the round-constant table (`lr` holds an index into it when used as a base).
pub(super) struct Machine<'a> {
    pub r: [u32; 15],
    pub state: &'a mut [u32; 50],
    pub stack: [u32; 12],
    pub s: [u32; 32],
    pub rc: &'a [u32],
}

/// Executes `insns` on the host machine `m`.
pub(super) fn run(insns: &[Insn], m: &mut Machine) {
    let addr = |r: &[u32; 15], base: Base, word: usize| match base {
        Base::State | Base::Stack | Base::Fpu => word,
        Base::Lr => r[14] as usize + word,
    };
    let r = &mut m.r;
    for insn in insns {
        match *insn {
            Insn::Ldr { rd, base, word } => {
                let a = addr(r, base, word);
                r[rd as usize] = match base {
                    Base::State => m.state[a],
                    Base::Stack => m.stack[a],
                    Base::Fpu => m.s[a],
                    Base::Lr => m.rc[a],
                };
            }
            Insn::Str { rt, base, word } => {
                let a = addr(r, base, word);
                match base {
                    Base::State => m.state[a] = r[rt as usize],
                    Base::Stack => m.stack[a] = r[rt as usize],
                    Base::Fpu => m.s[a] = r[rt as usize],
                    Base::Lr => unreachable!("no store to the constants"),
                }
            }
            Insn::Eor { rd, rn, rm, rotl } => r[rd as usize] = r[rn as usize] ^ r[rm as usize].rotate_left(rotl),
            Insn::Bic { rd, rn, rm, rotl } => r[rd as usize] = r[rn as usize] & !r[rm as usize].rotate_left(rotl),
        }
    }
}

fn reg(r: u8) -> String {
    if r == LR {
        "lr".into()
    } else {
        format!("r{r}")
    }
}

/// The second operand `rm` rotated left by `rotl`, in Arm syntax (a right rotation by `32 - rotl`).
fn rotated(rm: u8, rotl: u32) -> String {
    match rotl % 32 {
        0 => reg(rm),
        k => format!("{}, ror #{}", reg(rm), 32 - k),
    }
}

/// The symbol of `variant`'s function.
pub(super) const fn symbol(variant: Variant) -> &'static str {
    match variant {
        Variant::Memory => "emcrypt_keccak_f1600_armv7m",
        Variant::Fpu => "emcrypt_keccak_f1600_armv7m_fpu",
    }
}

/// The whole assembly file of `variant`.
pub(super) fn assembly(variant: Variant) -> String {
    let name = symbol(variant);
    let fpu = variant == Variant::Fpu;
    let mut s = String::new();
    s.push_str(
        "@ Keccak-f[1600] for Armv7-M / Armv8-M Mainline (Cortex-M3/M4/M7/M33): bit-interleaved lanes, four\n\
         @ rounds unrolled with in-place lane renaming and lazy rotations.\n\
         @ GENERATED by emcrypt/src/hash/sha3/keccak_armv7m_gen.rs from the plans of keccak_unrolled.rs: do not\n\
         @ edit; regenerate with `EMCRYPT_REGENERATE_ASM=1 cargo test -p emcrypt --lib keccak_armv7m`.\n\
         @\n",
    );
    let _ = writeln!(s, "@ void {name}(uint32_t state[50], const uint32_t rc[48]);");
    s.push_str("@ state: the interleaved state at rest (r0); rc: the 24 interleaved round constants (r1).\n");
    if fpu {
        let _ = writeln!(
            s,
            "@ Hard-float variant: state words {}-{} live in s0-s31 during the call (vmov, one cycle, where a\n\
             @ str costs two); s16-s31 are saved and restored, s0-s15 zeroed on return.",
            FPU_STATE_WORDS.start,
            FPU_STATE_WORDS.end - 1
        );
    }
    s.push_str("\t.syntax unified\n\t.thumb\n");
    if fpu {
        s.push_str("\t.fpu fpv4-sp-d16\n");
    }
    let _ = writeln!(s, "\t.section .text.{name},\"ax\",%progbits");
    let _ = writeln!(s, "\t.global {name}\n\t.type {name},%function\n\t.p2align 2\n\t.thumb_func\n{name}:");
    s.push_str("\tpush {r4-r11, lr}\n");
    if fpu {
        s.push_str("\tvpush {s16-s31}\n");
    }
    let _ = writeln!(s, "\tsub sp, sp, #{FRAME_BYTES}");
    let _ = writeln!(s, "\tstr r1, [sp, #{}]", 4 * SP_RC);
    let _ = writeln!(s, "\tadd r1, r1, #192");
    let _ = writeln!(s, "\tstr r1, [sp, #{}]", 4 * SP_RC_END);
    if fpu {
        let _ = writeln!(s, "\tadd r1, r0, #{}", 4 * FPU_STATE_WORDS.start);
        let _ = writeln!(s, "\tvldm r1, {{s0-s{}}}", FPU_STATE_WORDS.len() - 1);
    }
    print(&carried_loads(variant), &mut s);
    s.push_str("1:\n");
    print(&four_rounds(variant), &mut s);
    // Next four round constants; loop until the table's end (r1-r5 carry words to the next θ).
    let _ = writeln!(s, "\tldr r11, [sp, #{}]", 4 * SP_RC);
    let _ = writeln!(s, "\tldr r12, [sp, #{}]", 4 * SP_RC_END);
    s.push_str("\tadds r11, r11, #32\n");
    let _ = writeln!(s, "\tstr r11, [sp, #{}]", 4 * SP_RC);
    s.push_str("\tcmp r11, r12\n\tbne 1b\n");
    print(&carried_stores(variant), &mut s);
    if fpu {
        let _ = writeln!(s, "\tadd r1, r0, #{}", 4 * FPU_STATE_WORDS.start);
        let _ = writeln!(s, "\tvstm r1, {{s0-s{}}}", FPU_STATE_WORDS.len() - 1);
        // The caller-saved s0-s15 held state words: zero them (s16-s31 get the caller's values back).
        s.push_str("\tmovs r1, #0\n");
        for k in 0..8 {
            let _ = writeln!(s, "\tvmov s{}, s{}, r1, r1", 2 * k, 2 * k + 1);
        }
    }
    let _ = writeln!(s, "\tadd sp, sp, #{FRAME_BYTES}");
    if fpu {
        s.push_str("\tvpop {s16-s31}\n");
    }
    let _ = writeln!(s, "\tpop {{r4-r11, pc}}\n\t.size {name}, .-{name}");
    s
}

fn print(insns: &[Insn], s: &mut String) {
    for &insn in insns {
        let line = match insn {
            Insn::Ldr { rd, base: Base::Fpu, word } => format!("vmov {}, s{word}", reg(rd)),
            Insn::Str { rt, base: Base::Fpu, word } => format!("vmov s{word}, {}", reg(rt)),
            Insn::Ldr { rd, base, word } => format!("ldr {}, {}", reg(rd), mem(base, word)),
            Insn::Str { rt, base, word } => format!("str {}, {}", reg(rt), mem(base, word)),
            Insn::Eor { rd, rn, rm, rotl } => format!("eor {}, {}, {}", reg(rd), reg(rn), rotated(rm, rotl)),
            Insn::Bic { rd, rn, rm, rotl } => format!("bic {}, {}, {}", reg(rd), reg(rn), rotated(rm, rotl)),
        };
        let _ = writeln!(s, "\t{line}");
    }
}

fn mem(base: Base, word: usize) -> String {
    let b = match base {
        Base::State => "r0",
        Base::Stack => "sp",
        Base::Lr => "lr",
        Base::Fpu => unreachable!("FPU registers are not memory"),
    };
    if word == 0 {
        format!("[{b}]")
    } else {
        format!("[{b}, #{}]", 4 * word)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{deinterleave, interleave, ROUND_CONSTANTS_INTERLEAVED};
    use super::*;
    use crate::hash::sha3::Compact;

    /// The instruction list of each variant, looped six times as the assembly does, against the plain
    /// 64-bit permutation. The FPU variant's `s` registers are filled from the state and written back as
    /// its `vldm`/`vstm` do.
    #[test]
    fn keccak_armv7m_instruction_list_matches_compact() {
        for variant in [Variant::Memory, Variant::Fpu] {
            let insns = four_rounds(variant);
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
                // Registers start as garbage: the code may only read what it wrote.
                let mut m =
                    Machine { r: [0xDEAD_BEEF; 15], state: &mut state, stack: [0; 12], s: [0xBAD5_EED5; 32], rc: &rc };
                if variant == Variant::Fpu {
                    m.s.copy_from_slice(&m.state[FPU_STATE_WORDS]);
                    m.state[FPU_STATE_WORDS].fill(0xDEAD_BEEF);
                }
                run(&carried_loads(variant), &mut m);
                for loop_index in 0..6 {
                    m.stack[SP_RC] = 8 * loop_index as u32;
                    run(&insns, &mut m);
                }
                run(&carried_stores(variant), &mut m);
                if variant == Variant::Fpu {
                    let s = m.s;
                    m.state[FPU_STATE_WORDS].copy_from_slice(&s);
                }
                Compact::keccak_f1600(&mut lanes);
                for (i, l) in lanes.iter().enumerate() {
                    let (e, o) = (2 * i, 2 * i + 1);
                    let words = [state[e].rotate_left(owed(e)), state[o].rotate_left(owed(o))];
                    assert_eq!(deinterleave(words), *l, "{variant:?}");
                }
            }
        }
    }

    /// Model cycles of each variant's four rounds (host count, printed for the module docs): the FPU
    /// variant exists to be cheaper, so it must be.
    #[test]
    fn keccak_armv7m_round_cycles() {
        let total = |variant| cycles(&four_rounds(variant), false);
        assert!(total(Variant::Fpu) < total(Variant::Memory));
        for variant in [Variant::Memory, Variant::Fpu] {
            let insns = four_rounds(variant);
            let count = |f: fn(&Insn) -> bool| insns.iter().filter(|i| f(i)).count();
            std::println!(
                "{variant:?}: {} cycles per four rounds; {} loads, {} stores, {} vmov, {} ALU",
                cycles(&insns, false),
                count(|i| i.is_load()),
                count(|i| i.is_mem() && !i.is_load()),
                count(|i| matches!(i, Insn::Ldr { base: Base::Fpu, .. } | Insn::Str { base: Base::Fpu, .. })),
                count(|i| !matches!(i, Insn::Ldr { .. } | Insn::Str { .. })),
            );
        }
    }

    /// The committed assembly files are the generator's output.
    #[test]
    fn keccak_armv7m_assembly_is_generated() {
        for (variant, file) in [(Variant::Memory, "keccak_armv7m.s"), (Variant::Fpu, "keccak_armv7m_fpu.s")] {
            let path = std::format!("{}/src/arch/{file}", env!("CARGO_MANIFEST_DIR"));
            let text = assembly(variant);
            if std::env::var_os("EMCRYPT_REGENERATE_ASM").is_some() {
                std::fs::write(&path, &text).unwrap();
            }
            let committed = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(committed == text, "src/arch/{file} is stale: regenerate it (see the module docs)");
        }
    }
}
