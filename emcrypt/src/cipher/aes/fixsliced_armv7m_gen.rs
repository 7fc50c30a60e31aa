//! Generator of the Thumb-2 fixsliced AES rounds (`src/arch/aes_fixsliced_armv7m.s`), from the same
//! definitions as the Rust rounds of [`super`]: the S-box gates are read from the source listing of
//! `bitsliced_sbox.rs` (so the circuit exists once), MixColumns is built from the same
//! `2(a_r ^ a_{r+1}) ^ a_{r+1} ^ a_{r+2} ^ a_{r+3}` rule for each of the four layouts `J`.
//!
//! A round is first written as straight-line code over virtual values ([`Node`]s), then a register
//! allocator maps it onto the 14 usable registers (`r0`–`r12`, `lr`), spilling the value whose next use is
//! farthest (Belady's rule, optimal in spill count for straight-line code) to a stack word or, for
//! hard-float targets, to an FPU register ([`Spills`]: two files, one per placement). A local search
//! ([`schedule`]) reorders each round to lower its cost under the benchmark's cycle model. The S-box's four
//! XNORs are plain XORs here: the round keys carry the constant (`super::KEYS_CARRY_SBOX_CONSTANT`). The state enters
//! and leaves every round in `r0`–`r7` (word `p` of the bitsliced state in `rp`), so rounds chain in any
//! order. [`run`] executes the allocated instructions on the host: the tests compare each generated round
//! with [`super::forward_round`] and the last round with the Rust one, and check that the committed `.s`
//! file is this generator's output (`EMCRYPT_REGENERATE_ASM=1 cargo test -p emcrypt --lib fixsliced_armv7m`
//! rewrites it).
//!
//! # Byte rotations without masks in registers
//! `rotate::<T, J>` moves 2-bit column groups inside each byte, then whole bytes. The byte-internal part is
//! written `byte_ror(x, k) = ror(w, k)` with `w = x ^ ((x ^ rol(x, 8)) & M_k)` (three instructions, the mask an
//! immediate), and the remaining `ror` is folded into the `EOR` that consumes it as a shifted operand.

extern crate std;

use core::fmt::Write as _;
use std::string::String;
use std::vec::Vec;
use std::{format, vec};

/// A virtual value of a round program.
type V = usize;

/// One operation on virtual values.
#[derive(Clone, Copy, Debug)]
enum Op {
    /// `a ^ shift(b)`
    Xor(V, V, Shift),
    /// `a & b`
    And(V, V),
    /// `a & imm` (`imm` a Thumb-2 modified immediate)
    AndImm(V, u32),
    /// The key pointer, from the stack.
    LoadKeyPointer,
    /// Word `w` of the current round key (`a` is the key pointer).
    LoadKey(V, u32),
}

/// The barrel-shifter operation on the second operand of an `EOR`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Shift {
    Ror(u32),
    Lsr(u32),
    Lsl(u32),
}

/// No shift.
const NONE: Shift = Shift::Ror(0);

impl Shift {
    fn apply(self, x: u32) -> u32 {
        match self {
            Shift::Ror(n) => x.rotate_right(n),
            Shift::Lsr(n) => x >> n,
            Shift::Lsl(n) => x << n,
        }
    }
}

#[derive(Clone, Copy, Debug)]
struct Node {
    dst: V,
    op: Op,
}

/// A round as straight-line code: values `0..8` are the state words on entry, `outputs[p]` the state
/// word `p` on exit.
struct Program {
    nodes: Vec<Node>,
    values: usize,
    outputs: [V; 8],
}

impl Program {
    fn new() -> Self {
        Self { nodes: Vec::new(), values: 8, outputs: [0; 8] }
    }
    fn push(&mut self, op: Op) -> V {
        let dst = self.values;
        self.values += 1;
        self.nodes.push(Node { dst, op });
        dst
    }
}

/// The stack word holding the pointer to the next round key.
pub(super) const SP_KEYS: u32 = 0;
/// The stack word holding the end pointer: the round key after the last round with MixColumns.
pub(super) const SP_END: u32 = 1;
/// The stack word holding the pointer to the first block.
pub(super) const SP_BLOCK_A: u32 = 2;
/// The stack word holding the pointer to the second block.
pub(super) const SP_BLOCK_B: u32 = 3;
/// The stack word holding the number of MixColumns rounds of the key size (decides the final ShiftRows).
pub(super) const SP_MIX_ROUNDS: u32 = 4;
/// Stack words before the spill slots.
const SP_FIXED: u32 = 5;

/// SubBytes: the Boyar–Peralta gates of `bitsliced_sbox::sub_bytes`, read from its source listing.
fn sub_bytes(p: &mut Program, s: [V; 8]) -> [V; 8] {
    let source = include_str!("bitsliced_sbox.rs");
    let start = source.find("pub(super) fn sub_bytes(").expect("sub_bytes listing");
    let body = &source[start..];
    let body = &body[..body.find("\n}\n").expect("end of sub_bytes")];
    let mut names: std::collections::BTreeMap<String, V> = std::collections::BTreeMap::new();
    // `let (u0, u1, ..., u7) = (s[7], s[6], ..., s[0]);`: Boyar–Peralta's U0 is the most significant bit.
    assert!(body.contains("let (u0, u1, u2, u3, u4, u5, u6, u7) = (s[7], s[6], s[5], s[4], s[3], s[2], s[1], s[0]);"));
    for i in 0..8 {
        names.insert(format!("u{i}"), s[7 - i]);
    }
    let mut out = [usize::MAX; 8];
    let gate = |p: &mut Program, names: &std::collections::BTreeMap<String, V>, expr: &str| -> V {
        let (a, op, b) = {
            let parts: Vec<&str> = expr.split_whitespace().collect();
            assert_eq!(parts.len(), 3, "gate {expr}");
            (names[parts[0]], parts[1], names[parts[2]])
        };
        match op {
            "^" => p.push(Op::Xor(a, b, NONE)),
            "&" => p.push(Op::And(a, b)),
            _ => panic!("unknown gate {expr}"),
        }
    };
    for line in body.lines().map(str::trim) {
        if let Some(rest) = line.strip_prefix("let ").filter(|r| !r.starts_with('(')) {
            let (name, expr) = rest.trim_end_matches(';').split_once(" = ").expect("let line");
            let v = gate(p, &names, expr);
            names.insert(name.into(), v);
        } else if let Some(rest) = line.strip_prefix("s[") {
            let (idx, expr) = rest.trim_end_matches(';').split_once("] = ").expect("output line");
            let idx: usize = idx.parse().unwrap();
            // The XNORs lose their NOT: the round keys carry the S-box constant 0x63 instead
            // (`super::KEYS_CARRY_SBOX_CONSTANT`).
            out[idx] = match expr.strip_prefix("!(") {
                Some(inner) => gate(p, &names, inner.trim_end_matches(')')),
                None => gate(p, &names, expr),
            };
        }
    }
    assert!(out.iter().all(|&v| v != usize::MAX), "every S-box output assigned");
    out
}

/// `w` such that `byte_ror(x, k) = ror(w, k)` (each byte of `x` rotated right by `k` bits): the low `k`
/// bits of each byte of `x` are replaced by those of the byte below... computed as
/// `x ^ ((x ^ rol(x, 8)) & M_k)`, `M_k` = the low `k` bits of every byte.
fn pre_byte_ror(p: &mut Program, x: V, k: u32) -> V {
    if k == 0 {
        return x;
    }
    let t = p.push(Op::Xor(x, x, Shift::Ror(24)));
    let t = p.push(Op::AndImm(t, ((1u32 << k) - 1) * 0x0101_0101));
    p.push(Op::Xor(x, t, NONE))
}

/// MixColumns for a state lagging `J` ShiftRows behind (as `super::mix_columns::<J>`), then AddRoundKey
/// with the round key at the key pointer.
fn mix_columns_add_key(p: &mut Program, s: [V; 8], j: u32) -> [V; 8] {
    // rotate::<T, J>(x) = ror(byte_ror(x, 2·((J·T) mod 4)), 8T)
    let k1 = 2 * (j % 4);
    let k2 = 2 * ((2 * j) % 4);
    let mut pair = [0; 8];
    let mut w1 = [0; 8];
    let mut out = [0; 8];
    // pair[p] = a_r ^ a_{r+1}; next[p] = a_{r+1} = ror(w1[p], k1 + 8).
    let start = |p: &mut Program, q: usize, pair: &mut [V; 8], w1: &mut [V; 8]| {
        w1[q] = pre_byte_ror(p, s[q], k1);
        pair[q] = p.push(Op::Xor(s[q], w1[q], Shift::Ror(k1 + 8)));
    };
    // out[p] = xtime(pair)[p] ^ next[p] ^ a_{r+2} ^ a_{r+3}, the last two = ror(w2, k2 + 16).
    let finish = |p: &mut Program, q: usize, pair: &[V; 8], w1: &[V; 8], out: &mut [V; 8]| {
        let w2 = pre_byte_ror(p, pair[q], k2);
        let below = if q == 0 { pair[7] } else { pair[q - 1] };
        let mut x = p.push(Op::Xor(below, w2, Shift::Ror(k2 + 16)));
        x = p.push(Op::Xor(x, w1[q], Shift::Ror(k1 + 8)));
        if matches!(q, 1 | 3 | 4) {
            x = p.push(Op::Xor(x, pair[7], NONE));
        }
        out[q] = x;
    };
    start(p, 7, &mut pair, &mut w1);
    for q in 0..7 {
        start(p, q, &mut pair, &mut w1);
        finish(p, q, &pair, &w1, &mut out);
    }
    finish(p, 7, &pair, &w1, &mut out);
    add_round_key(p, out)
}

fn add_round_key(p: &mut Program, s: [V; 8]) -> [V; 8] {
    let kp = p.push(Op::LoadKeyPointer);
    let keys: Vec<V> = (0..8).map(|w| p.push(Op::LoadKey(kp, w))).collect();
    core::array::from_fn(|q| p.push(Op::Xor(s[q], keys[q], NONE)))
}

/// SWAPMOVE (`bitsliced_sbox::swap_move`): `t = ((a >> shift) ^ b) & mask; b ^= t; a ^= t << shift`.
fn swap_move(p: &mut Program, w: &mut [V; 8], i: usize, j: usize, mask: u32, shift: u32) {
    let t = p.push(Op::Xor(w[j], w[i], Shift::Lsr(shift)));
    let t = p.push(Op::AndImm(t, mask));
    w[j] = p.push(Op::Xor(w[j], t, NONE));
    w[i] = p.push(Op::Xor(w[i], t, Shift::Lsl(shift)));
}

/// The 8×8 bit transpose of `super::transpose` (bitslicing and un-bitslicing).
fn transpose(p: &mut Program, mut w: [V; 8]) -> [V; 8] {
    for (i, j) in [(0, 1), (2, 3), (4, 5), (6, 7)] {
        swap_move(p, &mut w, i, j, 0x5555_5555, 1);
    }
    for (i, j) in [(0, 2), (1, 3), (4, 6), (5, 7)] {
        swap_move(p, &mut w, i, j, 0x3333_3333, 2);
    }
    for (i, j) in [(0, 4), (1, 5), (2, 6), (3, 7)] {
        swap_move(p, &mut w, i, j, 0x0f0f_0f0f, 4);
    }
    w
}

/// Bitslicing of the two blocks' words (`w[2c + k]` = column `c` of block `k`) and AddRoundKey 0.
fn entry_program() -> Program {
    let mut p = Program::new();
    let w = transpose(&mut p, core::array::from_fn(|i| i));
    p.outputs = add_round_key(&mut p, w);
    p
}

/// `super::shift_rows_2`: the nibbles of rows 1 and 3 swap (a SWAPMOVE of a word with itself).
fn shift_rows_2_program() -> Program {
    let mut p = Program::new();
    p.outputs = core::array::from_fn(|x| {
        let t = p.push(Op::Xor(x, x, Shift::Lsr(4)));
        let t = p.push(Op::AndImm(t, 0x0f00_0f00));
        let y = p.push(Op::Xor(x, t, NONE));
        p.push(Op::Xor(y, t, Shift::Lsl(4)))
    });
    p
}

/// Un-bitslicing.
fn exit_program() -> Program {
    let mut p = Program::new();
    p.outputs = transpose(&mut p, core::array::from_fn(|i| i));
    p
}

/// Round with MixColumns for layout `J`.
fn round_program(j: u32) -> Program {
    let mut p = Program::new();
    let s = sub_bytes(&mut p, core::array::from_fn(|i| i));
    p.outputs = mix_columns_add_key(&mut p, s, j);
    p
}

/// The last round: SubBytes and AddRoundKey.
fn last_round_program() -> Program {
    let mut p = Program::new();
    let s = sub_bytes(&mut p, core::array::from_fn(|i| i));
    p.outputs = add_round_key(&mut p, s);
    p
}

/// One Thumb-2 instruction. Registers 0..=12 and 14 (`lr`); 13 is `sp`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Insn {
    /// `rd = [rn + off]`: a round-key word (`rn` holds the key pointer)
    Ldr { rd: u8, rn: u8, off: u32 },
    /// Spill slot `slot` = `rt` (a stack word, or FPU register `s<slot>`: see [`Spills`])
    Spill { rt: u8, slot: u32 },
    /// `rd` = spill slot `slot`
    Reload { rd: u8, slot: u32 },
    /// `rd` = the pointer to the current round key (stack word [`SP_KEYS`], or [`FPU_KEYS`])
    KeyPointer { rd: u8 },
    /// `rd = rn ^ shift(rm)`
    Eor { rd: u8, rn: u8, rm: u8, shift: Shift },
    /// `rd = rn & rm`
    And { rd: u8, rn: u8, rm: u8 },
    /// `rd = rn & imm`
    AndImm { rd: u8, rn: u8, imm: u32 },
    /// `rd = rm`
    Mov { rd: u8, rm: u8 },
}

/// Where spilled values go.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Spills {
    /// Stack words after the fixed ones: `str`/`ldr`, 2 cycles each (1 right after a load).
    Stack,
    /// The FPU's caller-saved single-precision registers `s0`–`s15` (`vmov`, 1 cycle each; the AAPCS lets a
    /// function clobber them without saving). Only where the hard-float ABI guarantees an enabled FPU.
    Fpu,
}

/// With [`Spills::Fpu`]: the spill slots `s0`–`s13`, the key pointer in `s14` and the end pointer in `s15`
/// (`vmov` instead of the stack words [`SP_KEYS`] and [`SP_END`]).
const FPU_SLOTS: u32 = 14;
const FPU_KEYS: u32 = 14;
const FPU_END: u32 = 15;

const REGS: [u8; 14] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14];

/// Maps a round program onto registers (see the module docs). Returns the instructions and the number of
/// spill slots used.
fn allocate(p: &Program) -> (Vec<Insn>, u32) {
    let n = p.nodes.len();
    // Positions where each value is read (the end, n, for the outputs).
    let mut uses: Vec<Vec<usize>> = vec![Vec::new(); p.values];
    let operands = |op: &Op| -> Vec<V> {
        match *op {
            Op::Xor(a, b, _) | Op::And(a, b) => vec![a, b],
            Op::AndImm(a, _) | Op::LoadKey(a, _) => vec![a],
            Op::LoadKeyPointer => vec![],
        }
    };
    for (i, node) in p.nodes.iter().enumerate() {
        for v in operands(&node.op) {
            uses[v].push(i);
        }
    }
    for &v in &p.outputs {
        uses[v].push(n);
    }
    let next_use = |v: V, i: usize| uses[v].iter().copied().find(|&u| u >= i).unwrap_or(usize::MAX);
    // Home register of each output (a preference, fixed up at the end).
    let mut home = vec![None; p.values];
    for (q, &v) in p.outputs.iter().enumerate() {
        home[v] = Some(q as u8);
    }

    let mut reg_of: Vec<Option<u8>> = vec![None; p.values];
    let mut slot_of: Vec<Option<u32>> = vec![None; p.values];
    let mut holds: [Option<V>; 15] = [None; 15];
    let mut free_slots: Vec<u32> = Vec::new();
    let mut slots = 0u32;
    let mut out = Vec::new();
    for v in 0..8 {
        reg_of[v] = Some(v as u8);
        holds[v] = Some(v);
    }

    // Frees a register for a new value at position `i`, never one holding a value in `locked`.
    let take = |i: usize,
                locked: &[V],
                prefer: Option<u8>,
                holds: &mut [Option<V>; 15],
                reg_of: &mut Vec<Option<u8>>,
                slot_of: &mut Vec<Option<u32>>,
                free_slots: &mut Vec<u32>,
                slots: &mut u32,
                out: &mut Vec<Insn>|
     -> u8 {
        if let Some(r) = prefer.filter(|&r| holds[r as usize].is_none()) {
            return r;
        }
        // A free register, avoiding other outputs' homes while one is free elsewhere.
        let free: Vec<u8> = REGS.iter().copied().filter(|&r| holds[r as usize].is_none()).collect();
        if let Some(&r) = free.iter().find(|&&r| r >= 8).or(free.first()) {
            return r;
        }
        // Evict the value used farthest in the future.
        let victim = REGS
            .iter()
            .copied()
            .filter(|&r| !locked.contains(&holds[r as usize].unwrap()))
            .max_by_key(|&r| next_use(holds[r as usize].unwrap(), i))
            .unwrap();
        let v = holds[victim as usize].take().unwrap();
        reg_of[v] = None;
        if slot_of[v].is_none() {
            let s = free_slots.pop().unwrap_or_else(|| {
                *slots += 1;
                *slots - 1
            });
            slot_of[v] = Some(s);
            out.push(Insn::Spill { rt: victim, slot: s });
        }
        victim
    };

    for (i, node) in p.nodes.iter().enumerate() {
        let ops = operands(&node.op);
        // Bring spilled operands back.
        for &v in &ops {
            if reg_of[v].is_none() {
                let r =
                    take(i, &ops, None, &mut holds, &mut reg_of, &mut slot_of, &mut free_slots, &mut slots, &mut out);
                out.push(Insn::Reload { rd: r, slot: slot_of[v].unwrap() });
                reg_of[v] = Some(r);
                holds[r as usize] = Some(v);
            }
        }
        let regs: Vec<u8> = ops.iter().map(|&v| reg_of[v].unwrap()).collect();
        // Operands read for the last time release their register (and slot) before the result is placed.
        for &v in &ops {
            if next_use(v, i + 1) == usize::MAX {
                if let Some(r) = reg_of[v].take() {
                    holds[r as usize] = None;
                }
                if let Some(s) = slot_of[v].take() {
                    free_slots.push(s);
                }
            }
        }
        let live_ops: Vec<V> = ops.iter().copied().filter(|&v| reg_of[v].is_some()).collect();
        let rd = take(
            i,
            &live_ops,
            home[node.dst],
            &mut holds,
            &mut reg_of,
            &mut slot_of,
            &mut free_slots,
            &mut slots,
            &mut out,
        );
        reg_of[node.dst] = Some(rd);
        holds[rd as usize] = Some(node.dst);
        out.push(match node.op {
            Op::Xor(_, _, shift) => Insn::Eor { rd, rn: regs[0], rm: regs[1], shift },
            Op::And(..) => Insn::And { rd, rn: regs[0], rm: regs[1] },
            Op::AndImm(_, imm) => Insn::AndImm { rd, rn: regs[0], imm },
            Op::LoadKeyPointer => Insn::KeyPointer { rd },
            Op::LoadKey(_, w) => Insn::Ldr { rd, rn: regs[0], off: 4 * w },
        });
        // A result nobody reads (cannot happen in these programs) would leak its register.
        debug_assert!(!uses[node.dst].is_empty());
    }

    // Move every output to its home register: first those whose home is free, then break cycles through
    // a free temporary.
    loop {
        let pending: Vec<usize> = (0..8).filter(|&q| reg_of[p.outputs[q]] != Some(q as u8)).collect();
        if pending.is_empty() {
            break;
        }
        let mut moved = false;
        for &q in &pending {
            if holds[q].is_none() {
                let v = p.outputs[q];
                match reg_of[v] {
                    Some(r) => {
                        out.push(Insn::Mov { rd: q as u8, rm: r });
                        holds[r as usize] = None;
                    }
                    None => out.push(Insn::Reload { rd: q as u8, slot: slot_of[v].unwrap() }),
                }
                reg_of[v] = Some(q as u8);
                holds[q] = Some(v);
                moved = true;
            }
        }
        if !moved {
            let q = pending[0];
            let t = REGS.iter().copied().find(|&r| holds[r as usize].is_none()).unwrap();
            let v = holds[q].take().unwrap();
            out.push(Insn::Mov { rd: t, rm: q as u8 });
            reg_of[v] = Some(t);
            holds[t as usize] = Some(v);
        }
    }
    (out, slots)
}

/// Executes instructions on the host: `stack` is the frame at `sp`, `keys` the memory the key pointer
/// (stack word [`SP_KEYS`], an index into `keys` times 4) points into.
pub(super) fn run(insns: &[Insn], r: &mut [u32; 15], stack: &mut [u32], keys: &[u32]) {
    for insn in insns {
        match *insn {
            Insn::Ldr { rd, rn, off } => r[rd as usize] = keys[(r[rn as usize] + off) as usize / 4],
            Insn::Spill { rt, slot } => stack[(SP_FIXED + slot) as usize] = r[rt as usize],
            Insn::Reload { rd, slot } => r[rd as usize] = stack[(SP_FIXED + slot) as usize],
            Insn::KeyPointer { rd } => r[rd as usize] = stack[SP_KEYS as usize],
            Insn::Eor { rd, rn, rm, shift } => r[rd as usize] = r[rn as usize] ^ shift.apply(r[rm as usize]),
            Insn::And { rd, rn, rm } => r[rd as usize] = r[rn as usize] & r[rm as usize],
            Insn::AndImm { rd, rn, imm } => r[rd as usize] = r[rn as usize] & imm,
            Insn::Mov { rd, rm } => r[rd as usize] = r[rm as usize],
        }
    }
}

/// Cortex-M3/M4 cycles of allocated code as the benchmark's cycle model prices them: one per ALU
/// instruction and per `vmov`; two per load or store, one when it directly follows a load (its address
/// phase overlaps that load's data phase; nothing pipelines after a store or a `vmov`).
fn cost(insns: &[Insn], spills: Spills) -> usize {
    let mut after_load = false;
    let mut cycles = 0;
    for insn in insns {
        let (memory, load) = match insn {
            Insn::Ldr { .. } => (true, true),
            Insn::Reload { .. } | Insn::KeyPointer { .. } => (spills == Spills::Stack, spills == Spills::Stack),
            Insn::Spill { .. } => (spills == Spills::Stack, false),
            _ => (false, false),
        };
        cycles += if memory && !after_load { 2 } else { 1 };
        after_load = load;
    }
    cycles
}

/// Reorders the nodes of `p` to lower the cost of its allocation: a local search that moves one node at a
/// time to another place between its operands' definitions and its first reader, keeping a move unless it
/// costs more. Deterministic (fixed seed), so the generated file is reproducible.
fn schedule(mut p: Program, iterations: usize, spills: Spills) -> Program {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut random = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let reads = |op: &Op, v: V| match *op {
        Op::Xor(a, b, _) | Op::And(a, b) => a == v || b == v,
        Op::AndImm(a, _) | Op::LoadKey(a, _) => a == v,
        Op::LoadKeyPointer => false,
    };
    let mut current = cost(&allocate(&p).0, spills);
    let mut best = (current, p.nodes.clone());
    for step in 0..iterations {
        let n = p.nodes.len();
        let i = random(n);
        let node = p.nodes[i];
        // The window where the node may go: after the nodes it reads, before the nodes that read it.
        let lo = (0..i).rev().find(|&k| reads(&node.op, p.nodes[k].dst)).map_or(0, |k| k + 1);
        let hi = (i + 1..n).find(|&k| reads(&p.nodes[k].op, node.dst)).map_or(n - 1, |k| k - 1);
        let to = lo + random(hi - lo + 1);
        if to == i {
            continue;
        }
        let moved = p.nodes.remove(i);
        p.nodes.insert(to, moved);
        let c = cost(&allocate(&p).0, spills);
        // Simulated annealing: a move costing `d` more is kept with a chance of at most 1/(10d), shrinking
        // to 0 over the run, so the search can leave local minima.
        if c <= current || random(10 * iterations * (c - current)) < iterations - step {
            current = c;
            if c < best.0 {
                best = (c, p.nodes.clone());
            }
        } else {
            let moved = p.nodes.remove(to);
            p.nodes.insert(i, moved);
        }
    }
    p.nodes = best.1;
    p
}

/// Search iterations per round program.
const SCHEDULE_ITERATIONS: usize = 12000;

/// Every piece of the function, allocated.
pub(super) struct Pieces {
    /// Bitslicing and AddRoundKey 0.
    pub(super) entry: Vec<Insn>,
    /// The four round bodies (`J` = 1, 2, 3, 0, the order rounds 1, 2, 3, 4 need).
    pub(super) bodies: [Vec<Insn>; 4],
    /// The last round.
    pub(super) last: Vec<Insn>,
    /// ShiftRows twice (AES-128, AES-256).
    pub(super) shift: Vec<Insn>,
    /// Un-bitslicing.
    pub(super) exit: Vec<Insn>,
    /// Spill slots the largest piece needs.
    pub(super) slots: u32,
}

pub(super) fn pieces(spills: Spills) -> Pieces {
    let mut max_slots = 0;
    let mut alloc = |p: Program| {
        let (insns, slots) = allocate(&schedule(p, SCHEDULE_ITERATIONS, spills));
        max_slots = max_slots.max(slots);
        insns
    };
    let bodies = [1, 2, 3, 0].map(|j| alloc(round_program(j)));
    let last = alloc(last_round_program());
    let entry = alloc(entry_program());
    let shift = alloc(shift_rows_2_program());
    let exit = alloc(exit_program());
    Pieces { entry, bodies, last, shift, exit, slots: max_slots }
}

fn reg(r: u8) -> String {
    match r {
        13 => "sp".into(),
        14 => "lr".into(),
        _ => format!("r{r}"),
    }
}

fn print(insns: &[Insn], spills: Spills, text: &mut String) {
    for insn in insns {
        let line = match *insn {
            Insn::Ldr { rd, rn, off: 0 } => format!("ldr {}, [{}]", reg(rd), reg(rn)),
            Insn::Ldr { rd, rn, off } => format!("ldr {}, [{}, #{off}]", reg(rd), reg(rn)),
            Insn::Spill { rt, slot } => match spills {
                Spills::Stack => format!("str {}, [sp, #{}]", reg(rt), 4 * (SP_FIXED + slot)),
                Spills::Fpu => format!("vmov s{slot}, {}", reg(rt)),
            },
            Insn::Reload { rd, slot } => match spills {
                Spills::Stack => format!("ldr {}, [sp, #{}]", reg(rd), 4 * (SP_FIXED + slot)),
                Spills::Fpu => format!("vmov {}, s{slot}", reg(rd)),
            },
            Insn::KeyPointer { rd } => match spills {
                Spills::Stack => format!("ldr {}, [sp, #{}]", reg(rd), 4 * SP_KEYS),
                Spills::Fpu => format!("vmov {}, s{FPU_KEYS}", reg(rd)),
            },
            Insn::Eor { rd, rn, rm, shift: NONE } => format!("eor {}, {}, {}", reg(rd), reg(rn), reg(rm)),
            Insn::Eor { rd, rn, rm, shift: Shift::Ror(n) } => {
                format!("eor {}, {}, {}, ror #{n}", reg(rd), reg(rn), reg(rm))
            }
            Insn::Eor { rd, rn, rm, shift: Shift::Lsr(n) } => {
                format!("eor {}, {}, {}, lsr #{n}", reg(rd), reg(rn), reg(rm))
            }
            Insn::Eor { rd, rn, rm, shift: Shift::Lsl(n) } => {
                format!("eor {}, {}, {}, lsl #{n}", reg(rd), reg(rn), reg(rm))
            }
            Insn::And { rd, rn, rm } => format!("and {}, {}, {}", reg(rd), reg(rn), reg(rm)),
            Insn::AndImm { rd, rn, imm } => format!("and {}, {}, #{imm:#010x}", reg(rd), reg(rn)),
            Insn::Mov { rd, rm } => format!("mov {}, {}", reg(rd), reg(rm)),
        };
        let _ = writeln!(text, "\t{line}");
    }
}

/// The committed file and function name of each spill placement.
pub(super) fn file_and_symbol(spills: Spills) -> (&'static str, &'static str) {
    match spills {
        Spills::Stack => ("aes_fixsliced_armv7m.s", "emcrypt_aes_fixsliced_encrypt2_armv7m"),
        Spills::Fpu => ("aes_fixsliced_armv7m_fpu.s", "emcrypt_aes_fixsliced_encrypt2_armv7m_fpu"),
    }
}

/// The whole assembly file.
pub(super) fn assembly(spills: Spills) -> String {
    let pieces = pieces(spills);
    let (_, name) = file_and_symbol(spills);
    // Frame: the fixed words and the stack spill slots, rounded up to keep sp 8-byte aligned (36 bytes pushed).
    let stack_slots = if spills == Spills::Stack { pieces.slots } else { 0 };
    assert!(spills == Spills::Stack || pieces.slots <= FPU_SLOTS, "more spill slots than s0-s15");
    let frame = (4 * (SP_FIXED + stack_slots)).div_ceil(8) * 8 + 4;
    let spill_note = match spills {
        Spills::Stack => "@ Spilled values go to stack words.\n",
        Spills::Fpu => {
            "@ Spilled values go to the FPU registers s0-s15 (vmov, 1 cycle; caller-saved under the AAPCS), which\n\
             @ are zeroed before returning: for hard-float targets only, whose ABI guarantees an enabled FPU.\n"
        }
    };
    let mut t = String::new();
    t.push_str(
        "@ Fixsliced AES encryption of two blocks for Armv7-M / Armv8-M Mainline (Cortex-M3/M4/M7/M33):\n\
         @ bitslicing into eight words, Boyar-Peralta S-box, MixColumns for the four fixsliced layouts.\n\
         @ GENERATED by emcrypt/src/cipher/aes/fixsliced_armv7m_gen.rs from the S-box listing of bitsliced_sbox.rs:\n\
         @ do not edit; regenerate with `EMCRYPT_REGENERATE_ASM=1 cargo test -p emcrypt --lib fixsliced_armv7m`.\n\
         @\n",
    );
    let _ = writeln!(t, "@ void {name}(uint8_t a[16], uint8_t b[16], const uint32_t keys[][8], uint32_t mix_rounds);");
    t.push_str(
        "@ a, b: the two blocks, encrypted in place (any alignment); keys: the fixsliced round keys 0..;\n\
         @ mix_rounds: the rounds with MixColumns (9, 11 or 13), which lag 1, 2, 3, 0, 1... ShiftRows behind;\n\
         @ then the last round, and ShiftRows twice when mix_rounds mod 4 = 1 (AES-128, AES-256).\n\
         @ State word p lives in rp between the pieces.\n",
    );
    t.push_str(spill_note);
    t.push_str("\t.syntax unified\n\t.thumb\n");
    if spills == Spills::Fpu {
        // Module-level assembly is assembled without the target's FPU features: name the smallest FPU
        // with single-precision registers (the `vmov`s below exist on every FPU of an M4, M7 or M33).
        t.push_str("\t.fpu fpv4-sp-d16\n");
    }
    let _ = writeln!(t, "\t.section .text.{name},\"ax\",%progbits");
    let _ = writeln!(t, "\t.global {name}");
    let _ = writeln!(t, "\t.type {name},%function");
    t.push_str("\t.p2align 2\n\t.thumb_func\n");
    let _ = writeln!(t, "{name}:");
    t.push_str("\tpush {r4-r11, lr}\n");
    let _ = writeln!(t, "\tsub sp, sp, #{frame}");
    // The key pointer, read and written once per round, and the end pointer it is compared with: the key
    // after the last round with MixColumns, keys + 32 (mix_rounds + 1).
    let (load_keys, store_keys, load_end, store_end) = match spills {
        Spills::Stack => (
            format!("ldr r8, [sp, #{}]", 4 * SP_KEYS),
            format!("str r8, [sp, #{}]", 4 * SP_KEYS),
            format!("ldr r9, [sp, #{}]", 4 * SP_END),
            format!("str r9, [sp, #{}]", 4 * SP_END),
        ),
        Spills::Fpu => (
            format!("vmov r8, s{FPU_KEYS}"),
            format!("vmov s{FPU_KEYS}, r8"),
            format!("vmov r9, s{FPU_END}"),
            format!("vmov s{FPU_END}, r9"),
        ),
    };
    let _ = writeln!(t, "\tadd r9, r2, r3, lsl #5\n\tadd r9, r9, #32\n\t{store_end}");
    let _ = writeln!(t, "\t{}", store_keys.replace("r8", "r2"));
    let _ = writeln!(t, "\tstr r3, [sp, #{}]", 4 * SP_MIX_ROUNDS);
    let _ = writeln!(t, "\tstr r0, [sp, #{}]", 4 * SP_BLOCK_A);
    let _ = writeln!(t, "\tstr r1, [sp, #{}]", 4 * SP_BLOCK_B);
    // Word-sized loads (unaligned allowed, unlike LDM): w[2c] = column c of a, w[2c + 1] of b.
    t.push_str("\tmov r8, r0\n\tmov r9, r1\n");
    for c in 0..4 {
        let _ = writeln!(t, "\tldr r{}, [r8, #{}]", 2 * c, 4 * c);
        let _ = writeln!(t, "\tldr r{}, [r9, #{}]", 2 * c + 1, 4 * c);
    }
    t.push_str("\t@ bitslicing, AddRoundKey 0\n");
    print(&pieces.entry, spills, &mut t);
    let _ = writeln!(t, "\t{load_keys}\n\tadd r8, r8, #32\n\t{store_keys}");
    t.push_str("1:\n");
    for (i, (body, j)) in pieces.bodies.iter().zip([1, 2, 3, 0]).enumerate() {
        let _ = writeln!(t, "\t@ round with MixColumns for a state {j} ShiftRows behind");
        print(body, spills, &mut t);
        // Next round key; count the round; leave after the last one with MixColumns.
        let _ = writeln!(t, "\t{load_keys}\n\t{load_end}\n\tadd r8, r8, #32\n\t{store_keys}\n\tcmp r8, r9");
        t.push_str(if i < 3 { "\tbeq 2f\n" } else { "\tbne 1b\n" });
    }
    t.push_str("2:\n\t@ last round: SubBytes, AddRoundKey\n");
    print(&pieces.last, spills, &mut t);
    // The rounds leave the state (mix_rounds + 1) mod 4 ShiftRows behind: 2 for AES-128/256, 0 for AES-192.
    let _ = writeln!(t, "\tldr r8, [sp, #{}]", 4 * SP_MIX_ROUNDS);
    t.push_str("\tand r8, r8, #3\n\tcmp r8, #1\n\tbne 3f\n\t@ ShiftRows twice\n");
    print(&pieces.shift, spills, &mut t);
    t.push_str("3:\n\t@ un-bitslicing\n");
    print(&pieces.exit, spills, &mut t);
    let _ = writeln!(t, "\tldr r8, [sp, #{}]", 4 * SP_BLOCK_A);
    let _ = writeln!(t, "\tldr r9, [sp, #{}]", 4 * SP_BLOCK_B);
    for c in 0..4 {
        let _ = writeln!(t, "\tstr r{}, [r8, #{}]", 2 * c, 4 * c);
        let _ = writeln!(t, "\tstr r{}, [r9, #{}]", 2 * c + 1, 4 * c);
    }
    if spills == Spills::Fpu {
        // The spilled S-box intermediates are secret: zero the FPU registers that held them.
        t.push_str("\tmovs r0, #0\n");
        for slot in (0..pieces.slots).step_by(2) {
            if slot + 1 < pieces.slots {
                let _ = writeln!(t, "\tvmov s{slot}, s{}, r0, r0", slot + 1);
            } else {
                let _ = writeln!(t, "\tvmov s{slot}, r0");
            }
        }
    }
    let _ = writeln!(t, "\tadd sp, sp, #{frame}");
    t.push_str("\tpop {r4-r11, pc}\n");
    let _ = writeln!(t, "\t.size {name}, .-{name}");
    t
}

#[cfg(test)]
mod tests {
    use super::super::{
        add_round_key as rust_add_round_key, bitslice, forward_round, shift_rows_2, sub_bytes as rust_sub_bytes, Block,
        State,
    };
    use super::*;

    fn random_words(seed: &mut u64) -> State {
        core::array::from_fn(|_| {
            *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (*seed >> 32) as u32
        })
    }

    fn run_round(insns: &[Insn], s: &State, key: &State) -> State {
        let mut r = [0u32; 15];
        r[..8].copy_from_slice(s);
        let mut stack = vec![0u32; 64];
        stack[SP_KEYS as usize] = 0;
        run(insns, &mut r, &mut stack, key);
        core::array::from_fn(|p| r[p])
    }

    #[test]
    fn fixsliced_armv7m_rounds_match_the_rust_rounds() {
        for spills in [Spills::Stack, Spills::Fpu] {
            rounds_match_the_rust_rounds(spills);
        }
    }

    fn rounds_match_the_rust_rounds(spills: Spills) {
        let Pieces { entry, bodies, last, shift, exit, .. } = pieces(spills);
        let mut seed = 7;
        for _ in 0..50 {
            let s = random_words(&mut seed);
            let key = random_words(&mut seed);
            // Rounds 1.. take their key with the S-box constant folded in, as `Fixsliced::convert` makes it
            // on Armv7-M.
            let mut carrying_key = key;
            for p in super::super::SBOX_CONSTANT_WORDS {
                carrying_key[p] = !carrying_key[p];
            }
            for (body, j) in bodies.iter().zip([1, 2, 3, 0]) {
                let mut expected = s;
                match j {
                    0 => forward_round::<0>(&mut expected, &key),
                    1 => forward_round::<1>(&mut expected, &key),
                    2 => forward_round::<2>(&mut expected, &key),
                    _ => forward_round::<3>(&mut expected, &key),
                }
                assert_eq!(run_round(body, &s, &carrying_key), expected, "round for J = {j}");
            }
            let mut expected = s;
            rust_sub_bytes(&mut expected);
            rust_add_round_key(&mut expected, &key);
            assert_eq!(run_round(&last, &s, &carrying_key), expected, "last round");
            // Bitslicing (from the words the function loads) and AddRoundKey 0.
            let (a, b): (Block, Block) = (
                core::array::from_fn(|i| s[i % 8] as u8 ^ i as u8),
                core::array::from_fn(|i| key[i % 8] as u8 ^ (7 * i) as u8),
            );
            let loaded: State = core::array::from_fn(|i| {
                let block = if i % 2 == 0 { &a } else { &b };
                u32::from_le_bytes(block[4 * (i / 2)..4 * (i / 2) + 4].try_into().unwrap())
            });
            let mut expected = bitslice(&a, &b);
            rust_add_round_key(&mut expected, &key);
            assert_eq!(run_round(&entry, &loaded, &key), expected, "bitslicing");
            let mut expected = s;
            shift_rows_2(&mut expected);
            assert_eq!(run_round(&shift, &s, &key), expected, "ShiftRows twice");
            let mut expected = s;
            super::super::transpose(&mut expected);
            assert_eq!(run_round(&exit, &s, &key), expected, "un-bitslicing");
        }
    }

    #[test]
    fn fixsliced_armv7m_assembly_is_generated() {
        for spills in [Spills::Stack, Spills::Fpu] {
            let path = std::format!("{}/src/arch/{}", env!("CARGO_MANIFEST_DIR"), file_and_symbol(spills).0);
            let text = assembly(spills);
            if std::env::var_os("EMCRYPT_REGENERATE_ASM").is_some() {
                std::fs::write(&path, &text).unwrap();
            }
            let committed = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(committed == text, "{path} is stale: regenerate it (see the module docs)");
        }
    }

    #[test]
    fn fixsliced_armv7m_instruction_counts() {
        for spills in [Spills::Stack, Spills::Fpu] {
            let Pieces { entry, bodies, last, shift, exit, slots } = pieces(spills);
            let moves = |b: &[Insn]| {
                b.iter()
                    .filter(|i| {
                        matches!(
                            i,
                            Insn::Ldr { .. } | Insn::Spill { .. } | Insn::Reload { .. } | Insn::KeyPointer { .. }
                        )
                    })
                    .count()
            };
            for b in bodies.iter().chain([&last, &entry, &shift, &exit]) {
                std::println!(
                    "{spills:?}: {} instructions, {} loads/spills/reloads, {} cycles",
                    b.len(),
                    moves(b),
                    cost(b, spills)
                );
            }
            std::println!("{spills:?}: {slots} spill slots");
            assert!(slots <= FPU_SLOTS);
        }
    }
}
