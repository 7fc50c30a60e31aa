//! Per-core cycle tables.
//!
//! A run is priced as the sum, over executed instructions, of [`Model::cycles`] (the instruction's own cost
//! given the one before it) plus, for every taken branch, [`Model::taken_refill`] (the pipeline refill).
//!
//! | class | M4 (and M33) | M3 | M0+ |
//! | --- | --- | --- | --- |
//! | ALU, MOV, shifts, extends, NOP | 1 | 1 | 1 |
//! | MUL / MLA, MLS | 1 / 1 | 1 / 2 | 1 (or 32: [`Params::m0plus_mul`]) |
//! | UMULL, SMULL / UMLAL, SMLAL, UMAAL | 1 / 1 | 3..5 / 4..7 ([`Params`]) | not in ARMv6-M |
//! | SDIV, UDIV | 2..12 ([`Params::div`]) | 2..12 | not in ARMv6-M |
//! | LDR, STR (single) | 2; 1 right after a single load without writeback | same | 2 |
//! | LDRD, STRD | 3 | 3 | not in ARMv6-M |
//! | LDM, STM, PUSH, POP (N registers) | 1+N | 1+N | 1+N |
//! | B, BL, BX, CBZ, B<c> | 1, +P when taken | 1, +P | B 1 (BL 2), +1 when taken |
//! | TBB, TBH | 2+P | 2+P | not in ARMv6-M |
//! | IT | 0..1 ([`Params::it`]) | same | not in ARMv6-M |
//! | DMB, DSB, ISB | 4 | 4 | 3 |
//!
//! P is the refill of a taken branch, 1 to 3 cycles ([`Refill`]). On the two-stage M0+ pipeline a taken branch
//! costs one extra cycle, which gives the TRM's figures: B 2, BL 3, BX 2, POP {..., pc} 3+N (N low registers).
//! The Cortex-M33 uses the M4 table: Arm publishes no M33 cycle table.

use crate::decode::{Class, Insn};
use crate::params::{Params, Refill};

/// The cores the model knows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Core {
    /// Cortex-M0+ (ARMv6-M, two-stage pipeline).
    M0Plus,
    /// Cortex-M3 (ARMv7-M).
    M3,
    /// Cortex-M4 (ARMv7E-M).
    M4,
    /// Cortex-M33 (ARMv8-M Mainline), priced with the M4 table.
    M33,
}

impl Core {
    /// Every core, in report order.
    pub const ALL: [Core; 4] = [Core::M0Plus, Core::M3, Core::M4, Core::M33];

    /// The short name used in file names and reports: `m0plus`, `m3`, `m4`, `m33`.
    pub const fn name(self) -> &'static str {
        match self {
            Core::M0Plus => "m0plus",
            Core::M3 => "m3",
            Core::M4 => "m4",
            Core::M33 => "m33",
        }
    }

    /// Parses [`Core::name`] (and `m0+`).
    pub fn parse(s: &str) -> Option<Core> {
        match s {
            "m0plus" | "m0+" => Some(Core::M0Plus),
            "m3" => Some(Core::M3),
            "m4" => Some(Core::M4),
            "m33" => Some(Core::M33),
            _ => None,
        }
    }

    /// The Rust target the firmware for this core is built for.
    pub const fn rust_target(self) -> &'static str {
        match self {
            Core::M0Plus => "thumbv6m-none-eabi",
            Core::M3 => "thumbv7m-none-eabi",
            Core::M4 => "thumbv7em-none-eabihf",
            Core::M33 => "thumbv8m.main-none-eabihf",
        }
    }

    /// The core whose cycle table prices this one.
    pub const fn table(self) -> Core {
        match self {
            Core::M33 => Core::M4,
            c => c,
        }
    }
}

/// A core priced with a set of parameters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Model {
    /// The core.
    pub core: Core,
    /// The data-dependent costs.
    pub params: Params,
}

impl Model {
    /// The model of `core` with `params`.
    pub fn new(core: Core, params: Params) -> Self {
        Model { core, params }
    }

    /// Cycles of `insn` without the refill of a taken branch; `prev` is the instruction executed just before
    /// it in sequence (`None` after a taken branch), which decides load/store pipelining on M3/M4.
    pub fn cycles(&self, insn: &Insn, prev: Option<&Insn>) -> u32 {
        use Class::*;
        let p = &self.params;
        let n = u32::from(insn.n);
        match self.core.table() {
            Core::M0Plus => match insn.class {
                Alu | It | Fp | System => 1,
                Mul | MulAcc | MulLong | MulLongAcc => p.m0plus_mul,
                Div => p.div,
                Load | Store | LoadPc => 2,
                LoadDual | StoreDual => 3,
                LoadMulti | StoreMulti | FpMem => 1 + n,
                Branch | CondBranch | Indirect | TableBranch => 1,
                BranchLink => 2,
                Barrier => 3,
            },
            _ => {
                let m3 = self.core == Core::M3;
                match insn.class {
                    Alu | Fp | System | Mul => 1,
                    It => p.it,
                    MulAcc => 1 + m3 as u32,
                    MulLong => {
                        if m3 {
                            p.m3_mul_long
                        } else {
                            1
                        }
                    }
                    MulLongAcc => {
                        if m3 {
                            p.m3_mul_long_acc
                        } else {
                            1
                        }
                    }
                    Div => p.div,
                    // A single load or store directly after a single load without writeback overlaps its
                    // address phase with that load's data phase; nothing pipelines after a store.
                    Load | Store if !insn.writeback && prev.is_some_and(pipelines) => 1,
                    Load | Store | LoadPc => 2,
                    LoadDual | StoreDual => 3,
                    LoadMulti | StoreMulti | FpMem => 1 + n,
                    Branch | BranchLink | CondBranch | Indirect => 1,
                    TableBranch => 2,
                    Barrier => 4,
                }
            }
        }
    }

    /// Extra cycles when `insn` is a taken branch to `target`, whose instruction is `target_size` bytes.
    pub fn taken_refill(&self, insn: &Insn, target: u32, target_size: u8) -> u32 {
        if self.core.table() == Core::M0Plus {
            return 1;
        }
        match self.params.branch_refill {
            Refill::Fixed(p) => p,
            Refill::Estimated => {
                let misaligned_wide = target_size == 4 && target & 2 != 0;
                1 + misaligned_wide as u32 + insn.is_indirect() as u32
            }
        }
    }
}

/// A single load without writeback lets the next single load or store pipeline.
fn pipelines(prev: &Insn) -> bool {
    prev.class == Class::Load && !prev.writeback
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::decode::decode;

    fn sum(model: &Model, code: &[(u16, u16)]) -> u32 {
        let mut prev = None;
        let mut total = 0;
        for &(h1, h2) in code {
            let i = decode(h1, h2);
            total += model.cycles(&i, prev.as_ref());
            prev = Some(i);
        }
        total
    }

    #[test]
    fn load_pipelining() {
        let m4 = Model::new(Core::M4, Params::default());
        // ldr r0,[r1]; ldr r2,[r1,#4]; str r0,[r3]: 2 + 1 + 1
        assert_eq!(sum(&m4, &[(0x6808, 0), (0x684a, 0), (0x6018, 0)]), 4);
        // str r0,[r1]; ldr r2,[r1]: nothing pipelines after a store
        assert_eq!(sum(&m4, &[(0x6008, 0), (0x680a, 0)]), 4);
        // ldr r1,[r0],#4 (writeback) then ldr: the second is not pipelined after a writeback load
        assert_eq!(sum(&m4, &[(0xf850, 0x1b04), (0x680a, 0)]), 4);
        // M0+ never pipelines
        let m0 = Model::new(Core::M0Plus, Params::default());
        assert_eq!(sum(&m0, &[(0x6808, 0), (0x684a, 0)]), 4);
    }

    #[test]
    fn m3_multiplies_follow_params() {
        let umull = decode(0xfba0, 0x0102);
        let umlal = decode(0xfbe0, 0x0102);
        let worst = Model::new(Core::M3, Params::default());
        let best = Model::new(Core::M3, Params::best());
        assert_eq!(
            (worst.cycles(&umull, None), worst.cycles(&umlal, None)),
            (5, 7)
        );
        assert_eq!(
            (best.cycles(&umull, None), best.cycles(&umlal, None)),
            (3, 4)
        );
        let m4 = Model::new(Core::M4, Params::default());
        assert_eq!((m4.cycles(&umull, None), m4.cycles(&umlal, None)), (1, 1));
        // MLA: 2 on M3, 1 on M4
        let mla = decode(0xfb00, 0x2001);
        assert_eq!((worst.cycles(&mla, None), m4.cycles(&mla, None)), (2, 1));
    }

    #[test]
    fn m0plus_branches_match_the_trm() {
        let m0 = Model::new(Core::M0Plus, Params::default());
        let total = |h1, h2| {
            let i = decode(h1, h2);
            m0.cycles(&i, None) + m0.taken_refill(&i, 0x100, 2)
        };
        assert_eq!(total(0xe7fe, 0), 2); // B
        assert_eq!(total(0xf000, 0xf800), 3); // BL
        assert_eq!(total(0x4770, 0), 2); // BX lr
        assert_eq!(total(0xbdf0, 0), 3 + 4); // POP {r4-r7, pc}: 3 + N with N = 4 low registers
    }

    #[test]
    fn refill_estimate_and_bounds() {
        let est = Model::new(Core::M4, Params::default());
        let b = decode(0xe7fe, 0);
        let bx = decode(0x4770, 0);
        assert_eq!(est.taken_refill(&b, 0x100, 2), 1);
        assert_eq!(est.taken_refill(&b, 0x102, 4), 2); // misaligned 32-bit target
        assert_eq!(est.taken_refill(&b, 0x100, 4), 1);
        assert_eq!(est.taken_refill(&bx, 0x102, 4), 3);
        assert_eq!(
            Model::new(Core::M4, Params::best()).taken_refill(&bx, 0x102, 4),
            1
        );
        assert_eq!(
            Model::new(Core::M4, Params::worst()).taken_refill(&b, 0x100, 2),
            3
        );
    }

    #[test]
    fn m33_uses_the_m4_table() {
        let code = [
            (0xfba0, 0x0102),
            (0xfb00, 0x2001),
            (0x6808, 0),
            (0x684a, 0),
            (0xe8bd, 0x8ff0),
        ];
        let m4 = Model::new(Core::M4, Params::default());
        let m33 = Model::new(Core::M33, Params::default());
        assert_eq!(sum(&m4, &code), sum(&m33, &code));
        assert_eq!(Core::M33.table(), Core::M4);
        for c in Core::ALL {
            assert_eq!(Core::parse(c.name()), Some(c));
        }
    }
}
