//! Cycles per function of one case (`emcrypt-bench --profile CASE`), for optimisation work: the per-block
//! costs of the run, attributed to the function symbol that contains each block, and the mix of
//! instruction classes executed (what dominates: loads and stores, ALU work, branches...), and the 30
//! dearest basic blocks with their addresses and run counts (to find the loop to look at in the
//! disassembly: `llvm-objdump -d --start-address=...`). Then the case's totals, the figures a full run
//! records, and whether its known answer passed.
//!
//! The case runs alone (a run-alone request, see [`crate::emulator`]): only its own emulation, not every
//! case's. Its figures are those of a full run of the same firmware but for a few cases that depend on
//! state earlier cases leave (see bench/runner/README.md).

use crate::counter::{ProfileEntry, Totals};
use crate::program::Program;
use emcrypt_bench_timing::{decode, insn_size, Class};
use std::collections::{BTreeMap, HashMap};

/// One function's share of a case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionCost {
    /// Demangled name (or the address when no symbol covers it).
    pub name: String,
    /// Instructions executed in it.
    pub insns: u64,
    /// Nominal model cycles spent in it.
    pub cycles: u64,
}

/// Aggregates a per-block profile by function, dearest first.
pub fn by_function(
    program: &Program,
    blocks: &HashMap<(u32, u32), ProfileEntry>,
) -> Vec<FunctionCost> {
    let mut agg: BTreeMap<String, (u64, u64)> = BTreeMap::new();
    for (&(addr, _), e) in blocks {
        let name = program
            .function_at(addr)
            .map_or_else(|| format!("0x{addr:08x}"), |f| f.name.clone());
        let a = agg.entry(name).or_default();
        a.0 += e.insns;
        a.1 += e.cycles;
    }
    let mut out: Vec<FunctionCost> = agg
        .into_iter()
        .map(|(name, (insns, cycles))| FunctionCost {
            name,
            insns,
            cycles,
        })
        .collect();
    out.sort_by(|a, b| b.cycles.cmp(&a.cycles).then_with(|| a.name.cmp(&b.name)));
    out
}

/// One basic block's share of a case: where inside a function the cycles go.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BlockCost {
    /// First instruction's address.
    pub address: u32,
    /// Bytes of code in the block.
    pub size: u32,
    /// Function containing it (or the address when no symbol covers it).
    pub function: String,
    /// Times it ran.
    pub executions: u64,
    /// Nominal model cycles spent in it.
    pub cycles: u64,
}

/// The `count` dearest blocks, dearest first (ties by address, so the output is stable).
pub fn hottest_blocks(
    program: &Program,
    blocks: &HashMap<(u32, u32), ProfileEntry>,
    count: usize,
) -> Vec<BlockCost> {
    let mut out: Vec<BlockCost> = blocks
        .iter()
        .map(|(&(address, size), e)| BlockCost {
            address,
            size,
            function: program
                .function_at(address)
                .map_or_else(|| format!("0x{address:08x}"), |f| f.name.clone()),
            executions: e.executions,
            cycles: e.cycles,
        })
        .collect();
    out.sort_by(|a, b| {
        b.cycles
            .cmp(&a.cycles)
            .then_with(|| a.address.cmp(&b.address))
    });
    out.truncate(count);
    out
}

/// Executed instructions per class, most frequent first.
pub fn by_class(
    program: &Program,
    blocks: &HashMap<(u32, u32), ProfileEntry>,
) -> Vec<(Class, u64)> {
    let mut counts: BTreeMap<Class, u64> = BTreeMap::new();
    let halfword = |a: u32| {
        program
            .read(a, 2)
            .map_or(0xbf00, |b| u16::from_le_bytes([b[0], b[1]]))
    };
    for (&(addr, size), e) in blocks {
        let mut a = addr;
        while a < addr + size {
            let h1 = halfword(a);
            let insn = decode(
                h1,
                if insn_size(h1) == 4 {
                    halfword(a + 2)
                } else {
                    0
                },
            );
            *counts.entry(insn.class).or_default() += e.executions;
            a += u32::from(insn.size);
        }
    }
    let mut out: Vec<(Class, u64)> = counts.into_iter().collect();
    out.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    out
}

/// The profile as text tables.
pub fn render(
    case: &str,
    costs: &[FunctionCost],
    classes: &[(Class, u64)],
    blocks: &[BlockCost],
) -> String {
    let total: u64 = costs.iter().map(|c| c.cycles).sum::<u64>().max(1);
    let mut s = format!(
        "profile of {case}: {total} model cycles\n{:>12} {:>12} {:>6}  function\n",
        "cycles", "insns", "%"
    );
    for c in costs {
        let pct = 100.0 * c.cycles as f64 / total as f64;
        s.push_str(&format!(
            "{:>12} {:>12} {:>6.1}  {}\n",
            c.cycles, c.insns, pct, c.name
        ));
    }
    let insns: u64 = classes.iter().map(|c| c.1).sum::<u64>().max(1);
    s.push_str(&format!(
        "\n{:>12} {:>6}  instruction class\n",
        "insns", "%"
    ));
    for (class, n) in classes {
        s.push_str(&format!(
            "{:>12} {:>6.1}  {}\n",
            n,
            100.0 * *n as f64 / insns as f64,
            class.name()
        ));
    }
    s.push_str(&format!(
        "\n{:>12} {:>6} {:>10} {:>6}  hottest blocks (address, bytes): function\n",
        "cycles", "%", "runs", "c/run"
    ));
    for b in blocks {
        s.push_str(&format!(
            "{:>12} {:>6.1} {:>10} {:>6}  0x{:08x} ({} B): {}\n",
            b.cycles,
            100.0 * b.cycles as f64 / total as f64,
            b.executions,
            b.cycles / b.executions.max(1),
            b.address,
            b.size,
            b.function
        ));
    }
    s
}

/// The case's totals, as a full run records them (`cycles`, `cycles_min`/`cycles_max`, instructions, taken
/// branches, stack, `flash_cycles` per board in `boards` order), and its known-answer verdict.
pub fn render_totals(
    case: &str,
    totals: &Totals,
    boards: &[&str],
    stack_bytes: u32,
    passed: bool,
) -> String {
    let flash: Vec<String> = boards
        .iter()
        .zip(&totals.flash_stalls)
        .map(|(b, stalls)| format!("{b} {}", totals.cycles[0] + stalls))
        .collect();
    format!(
        "\n{case}: {} cycles (min {}, max {}), {} instructions, {} taken branches, stack {stack_bytes} B\n\
         {case}: flash cycles: {}\n\
         {case}: known answer {}\n",
        totals.cycles[0],
        totals.cycles[1],
        totals.cycles[2],
        totals.insns,
        totals.taken,
        if flash.is_empty() {
            "no board".to_string()
        } else {
            flash.join(", ")
        },
        if passed { "passed" } else { "FAILED" },
    )
}
