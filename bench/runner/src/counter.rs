//! Prices the executed code block by block (the emulator reports each translated block it runs) and keeps the
//! per-case totals. Pure logic, independent of the emulator, so it is tested on hand-made blocks.
//!
//! A block is straight-line code; its instructions are decoded and priced once, then each execution adds:
//! - the block's own cycles under each parameter set ([`PRICINGS`]: nominal, best, worst);
//! - the refill of the branch that ended the previous block, when it was taken (the block does not start
//!   where the previous one ended);
//! - a one-cycle credit when the block falls through from a block ending in a load, and starts with a load
//!   or store that pipelines after it (blocks are priced as if they began after a branch);
//! - for each board of the core, the flash stalls of fetching the block ([`FlashModel`]).

use emcrypt_bench_timing::cores::Model;
use emcrypt_bench_timing::flash::{Board, FlashModel};
use emcrypt_bench_timing::{decode, insn_size, Core, Insn, Params};
use std::collections::HashMap;

/// Parameter sets every block is priced with: index 0 gives `cycles`, 1 `cycles_min`, 2 `cycles_max`.
pub const PRICINGS: usize = 3;

/// The three parameter sets of [`PRICINGS`].
pub fn pricings() -> [Params; PRICINGS] {
    [Params::default(), Params::best(), Params::worst()]
}

/// A decoded, priced block.
#[derive(Clone, Debug)]
struct Block {
    insns: u32,
    cycles: [u32; PRICINGS],
    first: Insn,
    last: Insn,
    end: u32,
}

/// Running totals; a case's figures are the difference between two snapshots.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    /// Instructions executed.
    pub insns: u64,
    /// Model cycles per pricing.
    pub cycles: [u64; PRICINGS],
    /// Taken branches.
    pub taken: u64,
    /// Flash stall cycles per board (same order as the boards given to [`Counter::new`]).
    pub flash_stalls: Vec<u64>,
}

impl Totals {
    /// `self - earlier`.
    pub fn since(&self, earlier: &Totals) -> Totals {
        Totals {
            insns: self.insns - earlier.insns,
            cycles: core::array::from_fn(|k| self.cycles[k] - earlier.cycles[k]),
            taken: self.taken - earlier.taken,
            flash_stalls: self
                .flash_stalls
                .iter()
                .zip(&earlier.flash_stalls)
                .map(|(a, b)| a - b)
                .collect(),
        }
    }
}

/// Per-block profile entry: executions, instructions and nominal cycles of one block.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProfileEntry {
    /// Times the block ran.
    pub executions: u64,
    /// Instructions.
    pub insns: u64,
    /// Nominal model cycles (refills of branches into the block included).
    pub cycles: u64,
}

/// Prices executed blocks for one core.
pub struct Counter {
    models: [Model; PRICINGS],
    flash: Vec<FlashModel>,
    blocks: HashMap<(u32, u32), Block>,
    /// End address and last instruction of the block executed before.
    prev: Option<(u32, Insn)>,
    /// Counting is on (inside a measured region).
    pub counting: bool,
    /// Totals of counted blocks.
    pub totals: Totals,
    /// Every block executed, counted or not.
    pub all_insns: u64,
    /// Per-block attribution of counted blocks while [`Counter::profiling`] is on.
    pub profile: Option<HashMap<(u32, u32), ProfileEntry>>,
    /// Attribute counted blocks to `profile`.
    pub profiling: bool,
}

impl Counter {
    /// A counter for `core` with the flash models of `boards` over the code range `[code_start, code_end)`.
    pub fn new(core: Core, boards: &[&Board], code_start: u32, code_end: u32) -> Counter {
        let p = pricings();
        Counter {
            models: core::array::from_fn(|k| Model::new(core, p[k])),
            flash: boards
                .iter()
                .map(|b| FlashModel::new(b.flash, code_start, code_end))
                .collect(),
            blocks: HashMap::new(),
            prev: None,
            counting: false,
            totals: Totals {
                flash_stalls: vec![0; boards.len()],
                ..Totals::default()
            },
            all_insns: 0,
            profile: None,
            profiling: false,
        }
    }

    /// Forgets the previous block, so the next one is not charged a branch from it (used when a
    /// measured region opens: the call into it is not part of it).
    pub fn forget_previous(&mut self) {
        self.prev = None;
    }

    /// Accounts for one execution of the block `[addr, addr + size)`; `halfword(a)` reads code memory.
    pub fn block(&mut self, addr: u32, size: u32, halfword: impl Fn(u32) -> u16) {
        let models = &self.models;
        let block = self
            .blocks
            .entry((addr, size))
            .or_insert_with(|| price(models, addr, size, &halfword))
            .clone();
        self.all_insns += u64::from(block.insns);

        let (sequential, taken_from) = match self.prev {
            Some((end, _)) if end == addr => (true, None),
            Some((_, last)) if last.is_branch() => (false, Some(last)),
            // A block that does not follow on from the previous one without a branch: an exception return
            // or the semihosting trap's resumption. Fetched like a branch target, no refill charged.
            _ => (false, None),
        };
        let stalls: Vec<u32> = self
            .flash
            .iter_mut()
            .map(|f| f.fetch(addr, addr + size, sequential))
            .collect();

        if self.counting {
            let mut extra = [0u32; PRICINGS];
            for (k, m) in self.models.iter().enumerate() {
                if let Some(branch) = taken_from {
                    extra[k] += m.taken_refill(&branch, addr, block.first.size);
                }
            }
            let credit: [u32; PRICINGS] = match self.prev {
                Some((end, last)) if sequential && end == addr => core::array::from_fn(|k| {
                    let m = &self.models[k];
                    m.cycles(&block.first, None) - m.cycles(&block.first, Some(&last))
                }),
                _ => [0; PRICINGS],
            };
            let t = &mut self.totals;
            t.insns += u64::from(block.insns);
            t.taken += u64::from(taken_from.is_some());
            for k in 0..PRICINGS {
                t.cycles[k] += u64::from(block.cycles[k] + extra[k] - credit[k]);
            }
            for (total, s) in t.flash_stalls.iter_mut().zip(&stalls) {
                *total += u64::from(*s);
            }
            if let Some(profile) = self.profile.as_mut().filter(|_| self.profiling) {
                let e = profile.entry((addr, size)).or_default();
                e.executions += 1;
                e.insns += u64::from(block.insns);
                e.cycles += u64::from(block.cycles[0] + extra[0] - credit[0]);
            }
        }
        self.prev = Some((block.end, block.last));
    }
}

/// Decodes and prices `[addr, addr + size)`.
fn price(
    models: &[Model; PRICINGS],
    addr: u32,
    size: u32,
    halfword: &impl Fn(u32) -> u16,
) -> Block {
    let mut a = addr;
    let mut cycles = [0u32; PRICINGS];
    let mut insns = 0;
    let mut first = None;
    let mut prev: Option<Insn> = None;
    while a < addr + size {
        let h1 = halfword(a);
        let h2 = if insn_size(h1) == 4 {
            halfword(a + 2)
        } else {
            0
        };
        let insn = decode(h1, h2);
        for (k, m) in models.iter().enumerate() {
            cycles[k] += m.cycles(&insn, prev.as_ref());
        }
        first.get_or_insert(insn);
        prev = Some(insn);
        insns += 1;
        a += u32::from(insn.size);
    }
    let nop = decode(0xbf00, 0);
    Block {
        insns,
        cycles,
        first: first.unwrap_or(nop),
        last: prev.unwrap_or(nop),
        end: addr + size,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Code memory from a list of halfwords at 0x100.
    fn mem(code: &[u16]) -> impl Fn(u32) -> u16 + '_ {
        move |a| code[((a - 0x100) / 2) as usize]
    }

    #[test]
    fn a_counted_loop_pays_its_branch_refills() {
        // 0x100: movs r0, #3
        // 0x102: subs r0, #1     <- loop
        // 0x104: bne 0x102
        // 0x106: nop
        let code = [0x2003, 0x3801, 0xd1fd, 0xbf00];
        let mut c = Counter::new(Core::M4, &[], 0, 0x1000);
        c.counting = true;
        c.block(0x100, 6, mem(&code)); // movs, subs, bne (taken)
        c.block(0x102, 4, mem(&code)); // subs, bne (taken)
        c.block(0x102, 4, mem(&code)); // subs, bne (not taken)
        c.block(0x106, 2, mem(&code)); // nop
        assert_eq!(c.totals.insns, 3 + 2 + 2 + 1);
        assert_eq!(c.totals.taken, 2);
        // 8 single-cycle instructions + 2 refills: P = 1 (16-bit aligned target) nominal, 1..3 bounds
        assert_eq!(c.totals.cycles, [10, 10, 14]);
    }

    #[test]
    fn falling_through_after_a_load_pipelines_the_next_load() {
        // 0x100: ldr r0, [r1]   (block ends: e.g. a page boundary)
        // 0x102: ldr r2, [r1, #4]
        let code = [0x6808, 0x684a];
        let mut c = Counter::new(Core::M4, &[], 0, 0x1000);
        c.counting = true;
        c.block(0x100, 2, mem(&code));
        c.block(0x102, 2, mem(&code));
        assert_eq!(c.totals.cycles[0], 2 + 1);
    }

    #[test]
    fn uncounted_blocks_only_move_the_flash_state() {
        let code = [0xbf00; 64];
        let board = emcrypt_bench_timing::flash::board("stm32l152").unwrap();
        let mut c = Counter::new(Core::M3, &[board], 0, 0x1000);
        c.block(0x100, 8, mem(&code));
        assert_eq!(
            c.totals,
            Totals {
                flash_stalls: vec![0],
                ..Totals::default()
            }
        );
        assert_eq!(c.all_insns, 4);
        c.counting = true;
        c.block(0x140, 8, mem(&code)); // not after a branch, not sequential: a fresh flash read
        assert_eq!(c.totals.flash_stalls, vec![1]);
        let before = c.totals.clone();
        c.block(0x148, 8, mem(&code)); // sequential with prefetch: free
        assert_eq!(c.totals.since(&before).flash_stalls, vec![0]);
    }
}
