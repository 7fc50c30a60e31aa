//! `emcrypt-bench-probe`: runs the benchmark firmware on a board through a debug probe and writes
//! `results/raw-board/<core>.json` (the runner's schema; render with `emcrypt-report --raw results/raw-board`).
//!
//! ```text
//! emcrypt-bench-probe --chip STM32L476RGTx --core m4 --profile stm32l476 --clock-mhz 80
//! ```
//! The firmware is the one the emulator runs (built here for the core unless `--elf` is given). The board's
//! clock set-up is the firmware's reset state (most STM32 parts start on a 4 to 16 MHz internal oscillator):
//! `--clock-mhz` only sets how often the counter is polled and what the file records.

use clap::Parser;
use emcrypt_bench_runner::parse_core;
use emcrypt_bench_timing::Core;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "emcrypt-bench-probe", version, about = "Runs emcrypt's benchmark firmware on a board through a debug probe")]
struct Cli {
    /// Chip name as probe-rs knows it (`probe-rs chip list`).
    #[arg(long)]
    chip: String,
    /// Core: m0plus, m3, m4 or m33 (chooses the firmware target and the counter: SysTick on m0plus).
    #[arg(long, value_parser = parse_core)]
    core: Core,
    /// Report profile these figures stand for (key of `flash_cycles`), e.g. stm32l476.
    #[arg(long)]
    profile: String,
    /// Core clock during the run, MHz.
    #[arg(long)]
    clock_mhz: u32,
    /// Flash this ELF instead of building firmware/bench.
    #[arg(long)]
    elf: Option<PathBuf>,
    /// The firmware workspace.
    #[arg(long, default_value = "firmware")]
    firmware_dir: PathBuf,
    /// Output file [default: results/raw-board/<core>.json].
    #[arg(long)]
    out: Option<PathBuf>,
    /// Give up after this many seconds.
    #[arg(long, default_value_t = 3600)]
    timeout_s: u64,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(&cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("emcrypt-bench-probe: {e}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(not(feature = "hardware"))]
fn run(_cli: &Cli) -> Result<ExitCode, String> {
    Err("built without the `hardware` feature (cargo build -p emcrypt-bench-probe --features hardware)".into())
}

#[cfg(feature = "hardware")]
fn run(cli: &Cli) -> Result<ExitCode, String> {
    use emcrypt_bench_probe::counter::Counter;
    use emcrypt_bench_probe::hardware::{self, BoardConfig};
    use emcrypt_bench_probe::protocol::Markers;
    use emcrypt_bench_probe::results::{self, BoardInfo};
    use emcrypt_bench_runner::firmware::Firmware;
    use emcrypt_bench_runner::program::Program;
    use emcrypt_bench_runner::{case_list, symbol_footprints};
    use std::time::Duration;

    let firmware = Firmware { dir: cli.firmware_dir.clone(), core: cli.core };
    let elf = match &cli.elf {
        Some(p) => p.clone(),
        None => firmware.build(None)?,
    };
    let bytes = std::fs::read(&elf).map_err(|e| format!("{}: {e}", elf.display()))?;
    let program = Program::from_elf(&bytes)?;
    let cases = case_list(&program)?;
    let counter = Counter::for_core(cli.core);
    let results_at = program.symbol("BENCH_RESULTS")?;
    let config = BoardConfig {
        chip: &cli.chip,
        elf: &elf,
        markers: Markers::from_program(&program)?,
        results: (results_at, cases.len() * results::RECORD_BYTES),
        counter,
        clock_hz: u64::from(cli.clock_mhz) * 1_000_000,
        timeout: Duration::from_secs(cli.timeout_s),
    };
    let board_run = hardware::run(&config)?;
    print!("{}", board_run.stdout);
    let records = results::parse_result_block(&board_run.result_block);
    let board = BoardInfo { profile: cli.profile.clone(), chip: cli.chip.clone(), clock_mhz: cli.clock_mhz, counter };
    let footprints = symbol_footprints(&bytes, &cases).ok();
    let raw = results::raw_results(
        cli.core,
        &firmware.toolchain(),
        &board,
        &cases,
        &board_run.cycles,
        &records,
        footprints.as_ref(),
    )?;
    let out = cli.out.clone().unwrap_or_else(|| PathBuf::from(format!("results/raw-board/{}.json", cli.core.name())));
    results::write(&out, &raw)?;
    println!("{}: {} cases measured on {}, written to {}", cli.core.name(), raw.cases.len(), cli.chip, out.display());
    let failed: Vec<&str> = raw.cases.iter().filter(|c| !c.known_answer).map(|c| c.meta.id.as_str()).collect();
    if failed.is_empty() && board_run.exit_ok {
        Ok(ExitCode::SUCCESS)
    } else {
        eprintln!("known answer FAILED: {}", failed.join(", "));
        Ok(ExitCode::FAILURE)
    }
}
