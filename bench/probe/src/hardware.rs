//! The probe-rs backend: flashes the benchmark ELF, starts the board's cycle counter, sets a hardware
//! breakpoint on each marker, runs the firmware to its semihosting exit, and returns the cycles of every
//! case and the result block.
//!
//! While the core runs, the counter is read every [`Counter::poll_interval`] (half a period), so cases
//! longer than a period (SysTick on the M0+: 0.35 s at 48 MHz) are counted exactly. At each breakpoint the
//! core is halted: the DWT counter stops in debug state, so the halt costs no cycles.
//! Semihosting (the firmware's console output and exit) is served here.

use std::collections::BTreeMap;
use std::path::Path;
use std::thread::sleep;
use std::time::{Duration, Instant};

use probe_rs::flashing::{download_file, ElfLoader};
use probe_rs::semihosting::SemihostingCommand;
use probe_rs::{BreakpointCause, Core, CoreStatus, HaltReason, MemoryInterface, Permissions, Session, SessionConfig};

use crate::counter::{Accumulator, Counter, DEMCR, DEMCR_TRCENA};
use crate::protocol::{Markers, Regions};

/// What a run on the board produced.
pub struct BoardRun {
    /// Case id -> cycles.
    pub cycles: BTreeMap<u32, u64>,
    /// `BENCH_RESULTS` as read after the exit.
    pub result_block: Vec<u8>,
    /// The firmware's console output.
    pub stdout: String,
    /// The firmware exited with success.
    pub exit_ok: bool,
}

/// What to run where.
pub struct BoardConfig<'a> {
    /// Chip name for probe-rs (`STM32L476RGTx`, ...).
    pub chip: &'a str,
    /// The ELF to flash.
    pub elf: &'a Path,
    /// Marker addresses.
    pub markers: Markers,
    /// Address and size of `BENCH_RESULTS`.
    pub results: (u32, usize),
    /// The counter to use.
    pub counter: Counter,
    /// Core clock, Hz (for the polling interval).
    pub clock_hz: u64,
    /// Give up after this long.
    pub timeout: Duration,
}

fn err(e: impl std::fmt::Display) -> String {
    e.to_string()
}

/// Flashes and runs the firmware on the first probe found.
pub fn run(config: &BoardConfig) -> Result<BoardRun, String> {
    let mut session: Session =
        Session::auto_attach(config.chip, SessionConfig { permissions: Permissions::default(), ..Default::default() })
            .map_err(|e| format!("cannot attach to a {} through a probe: {e}", config.chip))?;
    download_file(&mut session, config.elf, ElfLoader(Default::default())).map_err(|e| format!("flashing: {e}"))?;
    let mut core = session.core(0).map_err(err)?;
    core.reset_and_halt(Duration::from_secs(2)).map_err(err)?;

    // Start the counter from a known state.
    if config.counter == Counter::Cyccnt {
        let demcr = core.read_word_32(u64::from(DEMCR)).map_err(err)?;
        core.write_word_32(u64::from(DEMCR), demcr | DEMCR_TRCENA).map_err(err)?;
    }
    for (register, value) in config.counter.enable_sequence() {
        core.write_word_32(u64::from(register), value).map_err(err)?;
    }
    for address in config.markers.breakpoints() {
        core.set_hw_breakpoint(u64::from(address)).map_err(err)?;
    }

    let read_counter = |core: &mut Core| core.read_word_32(u64::from(config.counter.register())).map_err(err);
    let mut total = Accumulator::new(config.counter, read_counter(&mut core)?);
    let mut regions = Regions::default();
    let mut stdout = String::new();
    let deadline = Instant::now() + config.timeout;
    let poll = config.counter.poll_interval(config.clock_hz).min(Duration::from_millis(100));

    core.run().map_err(err)?;
    let exit_ok = loop {
        if Instant::now() > deadline {
            return Err(format!("the firmware did not finish within {:?}\n{stdout}", config.timeout));
        }
        let status = core.status().map_err(err)?;
        // Read while running too: no period of the counter may pass unseen.
        let count = total.observe(read_counter(&mut core)?);
        match status {
            CoreStatus::Running | CoreStatus::Sleeping => {
                sleep(poll);
                continue;
            }
            CoreStatus::Halted(HaltReason::Breakpoint(BreakpointCause::Semihosting(command))) => match command {
                SemihostingCommand::ExitSuccess => break true,
                SemihostingCommand::ExitError(_) => break false,
                SemihostingCommand::WriteConsole(request) => stdout.push_str(&request.read(&mut core).map_err(err)?),
                other => return Err(format!("unexpected semihosting request {other:?}")),
            },
            CoreStatus::Halted(_) => {
                let pc: u32 = core.read_core_reg(core.program_counter()).map_err(err)?;
                let Some(marker) = config.markers.at(pc) else {
                    return Err(format!("the core halted at {pc:#x}, not at a marker\n{stdout}"));
                };
                let r0: u32 = core.read_core_reg(core.registers().argument_register(0)).map_err(err)?;
                regions.on_halt(marker, r0, count)?;
            }
            other => return Err(format!("unexpected core state {other:?}")),
        }
        core.run().map_err(err)?;
    };
    regions.finish()?;

    let (address, len) = config.results;
    let mut result_block = vec![0u8; len];
    core.read(u64::from(address), &mut result_block).map_err(err)?;
    Ok(BoardRun { cycles: regions.cycles, result_block, stdout, exit_ok })
}
