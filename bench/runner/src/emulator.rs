//! Runs a benchmark firmware on Unicorn: memory map, semihosting, and the block hook that feeds the
//! [`Counter`] and follows the marker protocol of `firmware/rt/src/bench.rs`.
//!
//! Measured region of case `id`: from the instruction `bench_start(id)` returns to, up to and including the
//! call of `bench_end(id)` (the markers' own bodies and the refills of the call into and the return from
//! them are left out). Stack: the host paints the free stack at `bench_start` and finds, at `bench_end`, the
//! lowest word overwritten; the case's figure runs from the stack pointer at `bench_case(id)` down to that
//! word, so the case's own frame counts. Memory hooks are never installed (they corrupt the IT state in
//! Unicorn 2.1, issue #2309).
//!
//! Traced runs (the constant-time check, [`crate::ctcheck`]) also write the check's request into the
//! firmware at its `bench_setup` marker, list each executed block's instructions from the block hook and
//! compute each instruction's load/store address at a code hook.
//!
//! Run-alone runs ([`RunConfig::alone`], `emcrypt-bench --profile`) write a run-alone request there instead
//! ([`ALONE_MAGIC`]): the firmware runs that one case with its normal inputs and checks its known answer.
//! Its figures are those of a full run of the same firmware, except where the case depends on state that
//! earlier cases leave: a heap (the RustCrypto `rsa` peer's allocator), or the flash model's prefetch buffer
//! and cache at the case's start (see bench/runner/README.md for the measured differences).

use crate::counter::{Counter, ProfileEntry, Totals};
use crate::ctcheck::{Trace, TraceRequest};
use crate::ea;
use crate::program::Program;
use emcrypt_bench_timing::flash::Board;
use emcrypt_bench_timing::Core;
use std::collections::HashMap;
use unicorn_engine::{Arch, ArmCpuModel, Mode, Prot, RegisterARM, Unicorn};

/// The word the free stack is painted with (cortex-m-rt's `STACK_PAINT_VALUE`, as the firmware uses).
pub const STACK_PAINT: u32 = 0xCCCC_CCCC;
/// How far below the stack pointer at `bench_start` the host paints; deeper use is an error.
pub const PAINT_WINDOW: u32 = 1 << 20;
/// Words per case in `BENCH_RESULTS`.
const RESULT_WORDS: usize = 4;
/// Capacity of `BENCH_RESULTS` (`MAX_CASES` in the firmware).
pub const MAX_CASES: usize = 512;
/// `CT_CONTROL.magic` of a run-alone request ("SOLO"; `ALONE_MAGIC` in `firmware/rt/src/bench.rs`).
pub const ALONE_MAGIC: u32 = 0x4f4c_4f53;

const PAGE: u32 = 0x1000;
/// Default wall-time limit, in seconds, of a traced run's start-up, from reset to `bench_setup` (run without
/// hooks, so without the instruction limit). It takes about a second on a quiet machine; the limit only
/// catches firmware that never gets there, so it is generous: a loaded machine (parallel builds, `--ct-jobs`)
/// once needed more than 60 s. `EMCRYPT_SETUP_TIMEOUT_S` overrides it.
const SETUP_TIMEOUT_DEFAULT_S: u64 = 600;

/// The start-up limit in seconds: `EMCRYPT_SETUP_TIMEOUT_S` when set to a positive number, else the default.
fn setup_timeout_s() -> u64 {
    std::env::var("EMCRYPT_SETUP_TIMEOUT_S")
        .ok()
        .and_then(|v| v.trim().parse::<u64>().ok())
        .filter(|&s| s > 0)
        .unwrap_or(SETUP_TIMEOUT_DEFAULT_S)
}

/// One measured region.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// Case id.
    pub id: u32,
    /// What ran inside it.
    pub totals: Totals,
    /// Stack bytes from the case's entry down to the deepest word written.
    pub stack_bytes: u32,
}

/// One case's entry of `BENCH_RESULTS`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CaseRecord {
    /// 0 not run, 1 passed, 2 failed.
    pub status: u32,
    /// Working-buffer bytes.
    pub working_bytes: u32,
    /// The firmware's own stack figure.
    pub stack_bytes_firmware: u32,
}

/// Everything a run produced.
#[derive(Clone, Debug, Default)]
pub struct RunOutput {
    /// Measured regions in the order they ran.
    pub regions: Vec<Region>,
    /// `BENCH_RESULTS`, by case id.
    pub records: Vec<CaseRecord>,
    /// Semihosting output.
    pub stdout: String,
    /// The firmware exited through semihosting with success.
    pub exit_ok: bool,
    /// Instructions executed in the whole run.
    pub total_insns: u64,
    /// Per-block profile of the profiled case ((block address, size) → cost).
    pub profile: HashMap<(u32, u32), ProfileEntry>,
    /// The traced case's instructions and memory accesses, when [`RunConfig::trace`] asked for them.
    pub trace: Option<Trace>,
}

/// What to run and how.
pub struct RunConfig<'b> {
    /// The core (chooses Unicorn's CPU model and the cycle table).
    pub core: Core,
    /// Boards whose flash model to apply.
    pub boards: Vec<&'b Board>,
    /// Case to profile per block, if any.
    pub profile_case: Option<u32>,
    /// Stop with an error after this many instructions (a hung firmware).
    pub insn_limit: u64,
    /// Called after each measured region with its case id.
    pub on_region: Option<Box<dyn FnMut(u32) + 'b>>,
    /// Trace one case for the constant-time check (`None` for a benchmark run).
    pub trace: Option<TraceRequest>,
    /// Run only this case, with its normal inputs (a run-alone request at `bench_setup`; `None` runs every
    /// case). Ignored with [`RunConfig::trace`], whose request also runs one case.
    pub alone: Option<u32>,
}

/// The bytes of `CT_CONTROL` for a run-alone request of `case`: magic, case, kind 0 (the secret is unused).
fn alone_control(case: u32) -> Vec<u8> {
    [ALONE_MAGIC, case, 0]
        .iter()
        .flat_map(|w| w.to_le_bytes())
        .collect()
}

/// The constant-time tracer's state: the request, whether the traced region is open, what it recorded.
struct Tracer {
    request: TraceRequest,
    active: bool,
    trace: Trace,
}

struct Markers {
    case: u32,
    start: u32,
    end: u32,
    /// `bench_setup`, where the host hands the firmware a constant-time check request (older firmware
    /// has none).
    setup: Option<u32>,
}

struct State<'b> {
    counter: Counter,
    markers: Markers,
    stack_end: u32,
    code_base: u32,
    code: Vec<u8>,
    case_sp: Option<(u32, u32)>,
    /// (id, return address, stack pointer) after `bench_start`, until the region opens.
    pending: Option<(u32, u32, u32)>,
    /// (id, totals at opening, lowest painted address, case's stack pointer).
    open: Option<(u32, Totals, u32, u32)>,
    regions: Vec<Region>,
    stdout: String,
    exit: Option<bool>,
    error: Option<String>,
    profile_case: Option<u32>,
    insn_limit: u64,
    on_region: Option<Box<dyn FnMut(u32) + 'b>>,
    tracer: Option<Tracer>,
    /// Address of `CT_CONTROL` and the request written there at `bench_setup` (trace or run-alone).
    request: Option<(u32, Vec<u8>)>,
}

fn cpu_model(core: Core) -> ArmCpuModel {
    match core {
        Core::M0Plus => ArmCpuModel::CORTEX_M0,
        Core::M3 => ArmCpuModel::CORTEX_M3,
        Core::M4 => ArmCpuModel::CORTEX_M4,
        Core::M33 => ArmCpuModel::CORTEX_M33,
    }
}

fn round_down(a: u32) -> u32 {
    a & !(PAGE - 1)
}
fn round_up(a: u64) -> u64 {
    (a + u64::from(PAGE) - 1) & !u64::from(PAGE - 1)
}

/// Page-aligned, merged ranges `[lo, hi)`.
fn merge(mut ranges: Vec<(u64, u64)>) -> Vec<(u64, u64)> {
    ranges.sort();
    let mut out: Vec<(u64, u64)> = Vec::new();
    for (lo, hi) in ranges {
        match out.last_mut() {
            Some(last) if lo <= last.1 => last.1 = last.1.max(hi),
            _ => out.push((lo, hi)),
        }
    }
    out
}

fn err(e: unicorn_engine::uc_error) -> String {
    format!("unicorn: {e:?}")
}

fn read_u32(uc: &Unicorn<State>, addr: u32) -> Result<u32, String> {
    let mut b = [0u8; 4];
    uc.mem_read(u64::from(addr), &mut b).map_err(err)?;
    Ok(u32::from_le_bytes(b))
}

fn reg(uc: &Unicorn<State>, r: RegisterARM) -> u32 {
    uc.reg_read(r).unwrap_or(0) as u32
}

/// Runs `program` to its semihosting exit.
pub fn run(program: &Program, mut config: RunConfig) -> Result<RunOutput, String> {
    let markers = Markers {
        case: program.symbol("bench_case")? & !1,
        start: program.symbol("bench_start")? & !1,
        end: program.symbol("bench_end")? & !1,
        setup: program.symbol("bench_setup").ok().map(|a| a & !1),
    };
    let setup = markers.setup;
    let tracer = config.trace.take().map(|request| Tracer {
        request,
        active: false,
        trace: Trace::default(),
    });
    let request = match (&tracer, config.alone) {
        (Some(t), _) => Some(t.request.control.clone()),
        (None, Some(case)) => Some(alone_control(case)),
        (None, None) => None,
    };
    let request = match request {
        None => None,
        Some(_) if setup.is_none() => {
            return Err(if tracer.is_some() {
                "the firmware has no `bench_setup` marker: it cannot take a secret".into()
            } else {
                "the firmware has no `bench_setup` marker: it cannot run one case alone".into()
            });
        }
        Some(bytes) => Some((program.symbol("CT_CONTROL")?, bytes)),
    };
    let stack_top = program.symbol("_stack_start")?;
    let stack_end = program.symbol("_stack_end")?;
    let results_addr = program.symbol("BENCH_RESULTS")?;
    let ram_lo = round_down(
        [
            program.symbol("__sdata")?,
            program.symbol("__sbss")?,
            stack_end,
        ]
        .into_iter()
        .min()
        .unwrap_or(0),
    );

    let (code_start, code_end) = program.code_range();
    let mut code = vec![0u8; (code_end - code_start) as usize];
    for s in program.segments.iter().filter(|s| s.executable) {
        let o = (s.address - code_start) as usize;
        code[o..o + s.data.len()].copy_from_slice(&s.data);
    }
    let mut counter = Counter::new(config.core, &config.boards, code_start, code_end);
    if config.profile_case.is_some() {
        counter.profile = Some(HashMap::new());
    }
    let state = State {
        counter,
        markers,
        stack_end,
        code_base: code_start,
        code,
        case_sp: None,
        pending: None,
        open: None,
        regions: Vec::new(),
        stdout: String::new(),
        exit: None,
        error: None,
        profile_case: config.profile_case,
        insn_limit: config.insn_limit,
        on_region: config.on_region.take(),
        tracer,
        request,
    };

    let mut uc =
        Unicorn::new_with_data(Arch::ARM, Mode::THUMB | Mode::MCLASS, state).map_err(err)?;
    uc.ctl_set_cpu_model(cpu_model(config.core) as i32)
        .map_err(err)?;
    let mut ranges: Vec<(u64, u64)> = program
        .segments
        .iter()
        .filter(|s| s.address < ram_lo)
        .map(|s| {
            (
                u64::from(round_down(s.address)),
                round_up(u64::from(s.address) + u64::from(s.mem_size)),
            )
        })
        .collect();
    ranges.push((u64::from(ram_lo), round_up(u64::from(stack_top))));
    for (lo, hi) in merge(ranges) {
        uc.mem_map(lo, hi - lo, Prot::ALL).map_err(err)?;
    }
    // System control space (SCB, SysTick, DWT) as plain memory: the reset code may write it.
    uc.mem_map(0xE000_0000, 0x10_0000, Prot::READ | Prot::WRITE)
        .map_err(err)?;
    for s in &program.segments {
        uc.mem_write(u64::from(s.address), &s.data).map_err(err)?;
    }

    uc.add_intr_hook(semihosting).map_err(err)?;
    uc.reg_write(RegisterARM::SP, u64::from(stack_top))
        .map_err(err)?;
    let entry = u64::from(program.entry | 1);
    let request_setup = setup.filter(|_| uc.get_data().request.is_some());
    if request_setup.is_none() {
        uc.add_block_hook(1, 0, on_block).map_err(err)?;
    }
    let result = match request_setup {
        None => uc.emu_start(entry, 0, 0, 0),
        Some(setup) => {
            // A run with a request (traced or run-alone) goes to `bench_setup` without hooks (the reset
            // handler paints the whole stack: a million loop iterations, which hooks would slow down tenfold;
            // none of it is measured, and the run's total instruction count leaves it out), then adds the
            // hooks, drops the code translated without them, and goes on.
            let timeout_s = setup_timeout_s();
            let first = uc.emu_start(entry, u64::from(setup), timeout_s.saturating_mul(1_000_000), 0);
            let s = uc.get_data();
            if first.is_ok() && s.error.is_none() && s.exit.is_none() {
                if reg(&uc, RegisterARM::PC) & !1 != setup {
                    return Err(format!(
                        "the firmware did not reach bench_setup within {timeout_s} s \
                         (set EMCRYPT_SETUP_TIMEOUT_S to allow more on a loaded machine)"
                    ));
                }
                uc.add_block_hook(1, 0, on_block).map_err(err)?;
                // Only a traced run records each instruction's access: a run-alone run needs the
                // block hook only.
                if uc.get_data().tracer.is_some() {
                    uc.add_code_hook(
                        u64::from(code_start),
                        u64::from(code_end) - 1,
                        on_instruction,
                    )
                    .map_err(err)?;
                }
                uc.ctl_flush_tb().map_err(err)?;
                uc.emu_start(u64::from(setup | 1), 0, 0, 0)
            } else {
                first
            }
        }
    };

    let mut records = Vec::with_capacity(MAX_CASES);
    for i in 0..MAX_CASES {
        let base = results_addr + (i * RESULT_WORDS * 4) as u32;
        records.push(CaseRecord {
            status: read_u32(&uc, base)?,
            working_bytes: read_u32(&uc, base + 4)?,
            stack_bytes_firmware: read_u32(&uc, base + 8)?,
        });
    }
    let state = uc.get_data_mut();
    if let Some(e) = state.error.take() {
        return Err(format!("{e}\nfirmware output:\n{}", state.stdout));
    }
    if let Some((id, ..)) = state.open {
        return Err(format!("case {id}: bench_end never reached"));
    }
    if let Err(e) = result {
        let pc = reg(&uc, RegisterARM::PC);
        return Err(format!(
            "emulation stopped at pc=0x{pc:08x}: {e:?}\nfirmware output:\n{}",
            uc.get_data().stdout
        ));
    }
    let state = uc.get_data_mut();
    Ok(RunOutput {
        regions: std::mem::take(&mut state.regions),
        records,
        stdout: std::mem::take(&mut state.stdout),
        exit_ok: state.exit == Some(true),
        total_insns: state.counter.all_insns,
        profile: state.counter.profile.take().unwrap_or_default(),
        trace: state.tracer.take().map(|t| t.trace),
    })
}

fn fail(uc: &mut Unicorn<State>, message: String) {
    let s = uc.get_data_mut();
    s.error.get_or_insert(message);
    let _ = uc.emu_stop();
}

/// The block hook: markers first, then pricing.
fn on_block(uc: &mut Unicorn<State>, addr: u64, size: u32) {
    let addr = addr as u32;
    let (case, start, end) = {
        let m = &uc.get_data().markers;
        (m.case, m.start, m.end)
    };
    if Some(addr) == uc.get_data().markers.setup {
        if let Some((at, bytes)) = uc.get_data().request.clone() {
            if let Err(e) = uc.mem_write(u64::from(at), &bytes) {
                return fail(uc, format!("cannot write CT_CONTROL: {e:?}"));
            }
        }
    }
    if addr == case {
        let (id, sp) = (reg(uc, RegisterARM::R0), reg(uc, RegisterARM::SP));
        uc.get_data_mut().case_sp = Some((id, sp));
    } else if addr == start {
        let (id, sp, lr) = (
            reg(uc, RegisterARM::R0),
            reg(uc, RegisterARM::SP),
            reg(uc, RegisterARM::LR),
        );
        let lo = sp.saturating_sub(PAINT_WINDOW).max(uc.get_data().stack_end);
        let paint = STACK_PAINT.to_le_bytes().repeat(((sp - lo) / 4) as usize);
        if let Err(e) = uc.mem_write(u64::from(lo), &paint) {
            return fail(uc, format!("case {id}: cannot paint the stack: {e:?}"));
        }
        uc.get_data_mut().pending = Some((id, lr & !1, lo));
    } else if addr == end {
        let id = reg(uc, RegisterARM::R0);
        let Some((open_id, before, lo, case_sp)) = uc.get_data_mut().open.take() else {
            return fail(uc, format!("bench_end({id}) without bench_start"));
        };
        if open_id != id {
            return fail(uc, format!("bench_end({id}) closes case {open_id}"));
        }
        let mut painted = vec![0u8; (case_sp - lo) as usize];
        if let Err(e) = uc.mem_read(u64::from(lo), &mut painted) {
            return fail(uc, format!("case {id}: cannot read the stack: {e:?}"));
        }
        let lowest = painted
            .chunks_exact(4)
            .position(|w| w != STACK_PAINT.to_le_bytes())
            .map_or(case_sp, |i| lo + 4 * i as u32);
        if lowest == lo {
            return fail(
                uc,
                format!("case {id}: stack use reaches the painted limit 0x{lo:08x}"),
            );
        }
        let s = uc.get_data_mut();
        s.counter.counting = false;
        if let Some(t) = &mut s.tracer {
            t.active = false;
        }
        let totals = s.counter.totals.since(&before);
        s.regions.push(Region {
            id,
            totals,
            stack_bytes: case_sp - lowest,
        });
        if let Some(f) = &mut s.on_region {
            f(id);
        }
    }

    let s = uc.get_data_mut();
    if let Some((id, ret, lo)) = s.pending {
        if addr == ret {
            s.pending = None;
            let Some((case_id, case_sp)) = s.case_sp.take() else {
                return fail(uc, format!("bench_start({id}) without bench_case"));
            };
            if case_id != id {
                return fail(uc, format!("bench_start({id}) inside case {case_id}"));
            }
            s.counter.forget_previous();
            s.counter.counting = true;
            s.counter.profiling = s.profile_case == Some(id);
            s.open = Some((id, s.counter.totals.clone(), lo, case_sp));
            if let Some(t) = &mut s.tracer {
                if t.request.case == id {
                    t.active = true;
                    t.trace.regions += 1;
                }
            }
        }
    }
    let State {
        counter,
        code,
        code_base,
        insn_limit,
        tracer,
        ..
    } = uc.get_data_mut();
    let base = *code_base;
    if let Some(t) = tracer.as_mut().filter(|t| t.active) {
        // The block's instruction addresses, from their lengths.
        let mut pcs = Vec::new();
        let mut a = addr;
        while a < addr + size {
            pcs.push(a);
            let o = a.wrapping_sub(base) as usize;
            let h1 = code
                .get(o..o + 2)
                .map_or(0xbf00, |b| u16::from_le_bytes([b[0], b[1]]));
            a += if ea::is_32bit(h1) { 4 } else { 2 };
        }
        t.trace.push_block(pcs);
    }
    // Code outside the image (none in practice) is priced as NOPs.
    counter.block(addr, size, |a| {
        let o = a.wrapping_sub(base) as usize;
        code.get(o..o + 2)
            .map_or(0xbf00, |b| u16::from_le_bytes([b[0], b[1]]))
    });
    if counter.all_insns > *insn_limit {
        let limit = *insn_limit;
        fail(
            uc,
            format!("instruction limit {limit} reached: the firmware does not finish"),
        );
    }
}

/// The code hook of traced runs: inside the traced case's region, records each instruction's memory access
/// (computed from the registers before it executes, see [`ea`]) and, if asked, the operands of a
/// variable-time multiply or divide. The block hook has listed the instruction addresses (this hook does
/// not fire for an IT-block instruction whose condition fails).
fn on_instruction(uc: &mut Unicorn<State>, addr: u64, size: u32) {
    let s = uc.get_data();
    let Some(t) = &s.tracer else { return };
    if !t.active {
        return;
    }
    let pc = addr as u32;
    let halfword = |a: u32| {
        let o = a.wrapping_sub(s.code_base) as usize;
        s.code
            .get(o..o + 2)
            .map_or(0xbf00, |b| u16::from_le_bytes([b[0], b[1]]))
    };
    let h1 = halfword(pc);
    let h2 = if size == 4 { halfword(pc + 2) } else { 0 };
    let operands = t.request.operands;
    let access = ea::access(h1, h2, pc, |n| reg(uc, REGISTERS[n as usize & 15]));
    let variable = if operands && size == 4 {
        ea::variable_time_operands(h1, h2).map(|(kind, rn, rm)| {
            (
                kind,
                reg(uc, REGISTERS[rn as usize]),
                reg(uc, REGISTERS[rm as usize]),
            )
        })
    } else {
        None
    };
    if let Some(t) = &mut uc.get_data_mut().tracer {
        t.trace.record(pc, access, variable);
    }
}

/// r0..r15 in encoding order.
const REGISTERS: [RegisterARM; 16] = [
    RegisterARM::R0,
    RegisterARM::R1,
    RegisterARM::R2,
    RegisterARM::R3,
    RegisterARM::R4,
    RegisterARM::R5,
    RegisterARM::R6,
    RegisterARM::R7,
    RegisterARM::R8,
    RegisterARM::R9,
    RegisterARM::R10,
    RegisterARM::R11,
    RegisterARM::R12,
    RegisterARM::SP,
    RegisterARM::LR,
    RegisterARM::PC,
];

/// Arm semihosting, trapped as the BKPT 0xAB exception: SYS_WRITEC, SYS_WRITE0 and SYS_EXIT.
fn semihosting(uc: &mut Unicorn<State>, intno: u32) {
    let pc = reg(uc, RegisterARM::PC);
    let mut insn = [0u8; 2];
    if uc.mem_read(u64::from(pc), &mut insn).is_err() || insn != [0xab, 0xbe] {
        return fail(uc, format!("unexpected exception {intno} at pc=0x{pc:08x}"));
    }
    let (op, arg) = (reg(uc, RegisterARM::R0), reg(uc, RegisterARM::R1));
    match op {
        0x03 => {
            let mut c = [0u8];
            let _ = uc.mem_read(u64::from(arg), &mut c);
            uc.get_data_mut().stdout.push(char::from(c[0]));
        }
        0x04 => {
            let mut text = Vec::new();
            let mut a = u64::from(arg);
            let mut c = [0u8];
            while uc.mem_read(a, &mut c).is_ok() && c[0] != 0 && text.len() < 1 << 16 {
                text.push(c[0]);
                a += 1;
            }
            uc.get_data_mut()
                .stdout
                .push_str(&String::from_utf8_lossy(&text));
        }
        0x18 => {
            // AArch32 SYS_EXIT: r1 holds the reason; ADP_Stopped_ApplicationExit (0x20026) is success.
            uc.get_data_mut().exit = Some(arg == 0x20026);
            let _ = uc.emu_stop();
            return;
        }
        _ => return fail(uc, format!("semihosting operation 0x{op:x} not supported")),
    }
    let _ = uc.reg_write(RegisterARM::R0, 0);
    let _ = uc.reg_write(RegisterARM::PC, u64::from((pc + 2) | 1));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_merge() {
        assert_eq!(
            merge(vec![(0x2000, 0x3000), (0, 0x1000), (0x1000, 0x2000)]),
            vec![(0, 0x3000)]
        );
        assert_eq!(
            merge(vec![(0, 0x1000), (0x4000, 0x5000)]),
            vec![(0, 0x1000), (0x4000, 0x5000)]
        );
    }
}
