//! `emcrypt-bench`: builds the benchmark firmware for one core, runs it in the emulator and writes
//! `results/raw/<core>.json`; with `--profile CASE`, prints that case's cycles per function instead.

use clap::Parser;
use emcrypt_bench_runner::emulator::{self, RunConfig};
use emcrypt_bench_runner::firmware::Firmware;
use emcrypt_bench_runner::program::Program;
use emcrypt_bench_runner::{boards, case_list, profile, results};
use emcrypt_bench_timing::Core;
use indicatif::{ProgressBar, ProgressStyle};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "emcrypt-bench",
    version,
    about = "Runs emcrypt's benchmark firmware on an emulated Cortex-M core"
)]
struct Cli {
    /// Core: m0plus, m3, m4 or m33.
    #[arg(long, value_parser = parse_core)]
    core: Core,
    /// Run this firmware ELF instead of building firmware/bench (footprints are then not measured).
    #[arg(long)]
    elf: Option<PathBuf>,
    /// The firmware workspace.
    #[arg(long, default_value = "firmware")]
    firmware_dir: PathBuf,
    /// Output file [default: results/raw/<core>.json].
    #[arg(long)]
    out: Option<PathBuf>,
    /// Do not measure footprints (no extra firmware builds).
    #[arg(long)]
    no_footprint: bool,
    /// Print the cycles per function of one case (its id or its number) and write no results.
    #[arg(long, value_name = "CASE")]
    profile: Option<String>,
    /// Give up after this many instructions (a firmware that does not finish).
    #[arg(long, default_value_t = 50_000_000_000)]
    insn_limit: u64,
    /// No progress bars.
    #[arg(long)]
    quiet: bool,
}

fn parse_core(s: &str) -> Result<Core, String> {
    Core::parse(s).ok_or_else(|| format!("unknown core `{s}` (m0plus, m3, m4, m33)"))
}

fn bar(quiet: bool, len: u64, what: &str) -> ProgressBar {
    if quiet {
        return ProgressBar::hidden();
    }
    let pb = ProgressBar::new(len);
    let style = ProgressStyle::with_template("{prefix:>12} [{bar:30}] {pos}/{len} {msg}")
        .expect("valid template");
    pb.set_style(style.progress_chars("=> "));
    pb.set_prefix(what.to_string());
    pb
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match run(&cli) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("emcrypt-bench: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(cli: &Cli) -> Result<ExitCode, String> {
    let core = cli.core;
    let firmware = Firmware {
        dir: cli.firmware_dir.clone(),
        core,
    };
    let elf = match &cli.elf {
        Some(p) => p.clone(),
        None => {
            let pb = bar(cli.quiet, 1, "building");
            pb.set_message(format!("firmware for {}", core.rust_target()));
            let elf = firmware.build(None)?;
            pb.finish_and_clear();
            elf
        }
    };
    let bytes = std::fs::read(&elf).map_err(|e| format!("{}: {e}", elf.display()))?;
    let program = Program::from_elf(&bytes)?;
    let cases = case_list(&program)?;

    let profile_case = match &cli.profile {
        None => None,
        Some(p) => Some(
            cases
                .iter()
                .position(|c| &c.id == p)
                .or_else(|| p.parse().ok().filter(|&i: &usize| i < cases.len()))
                .ok_or_else(|| format!("no case `{p}` in the firmware"))? as u32,
        ),
    };

    let pb = bar(cli.quiet, cases.len() as u64, core.name());
    let names: Vec<String> = cases.iter().map(|c| c.id.clone()).collect();
    let tick = pb.clone();
    let config = RunConfig {
        core,
        boards: boards(core),
        profile_case,
        insn_limit: cli.insn_limit,
        on_region: Some(Box::new(move |id| {
            tick.inc(1);
            tick.set_message(names.get(id as usize).cloned().unwrap_or_default());
        })),
    };
    let output = emulator::run(&program, config)?;
    pb.finish_and_clear();
    if !output.exit_ok {
        return Err(format!(
            "the firmware reported a failure:\n{}",
            output.stdout
        ));
    }

    if let Some(id) = profile_case {
        let costs = profile::by_function(&program, &output.profile);
        let classes = profile::by_class(&program, &output.profile);
        print!(
            "{}",
            profile::render(&cases[id as usize].id, &costs, &classes)
        );
        return Ok(ExitCode::SUCCESS);
    }

    let footprints = if cli.elf.is_none() && !cli.no_footprint {
        let mut groups = BTreeMap::new();
        for c in &cases {
            groups
                .entry(c.group.clone())
                .or_insert_with(|| c.id.clone());
        }
        let pb = bar(cli.quiet, groups.len() as u64 + 1, "footprint");
        let fp = firmware.footprints(&bytes, &groups, |done, total| {
            pb.set_length(total as u64);
            pb.set_position(done as u64);
        })?;
        pb.finish_and_clear();
        Some(fp)
    } else {
        None
    };

    let toolchain = if cli.elf.is_none() {
        firmware.toolchain()
    } else {
        "prebuilt ELF".to_string()
    };
    let raw = results(core, &toolchain, &cases, &output, footprints.as_ref())?;
    let out = cli
        .out
        .clone()
        .unwrap_or_else(|| PathBuf::from(format!("results/raw/{}.json", core.name())));
    if let Some(dir) = out.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let mut text = serde_json::to_string_pretty(&raw).map_err(|e| e.to_string())?;
    text.push('\n');
    std::fs::write(&out, text).map_err(|e| format!("{}: {e}", out.display()))?;

    let failed: Vec<&str> = raw
        .cases
        .iter()
        .filter(|c| !c.known_answer)
        .map(|c| c.meta.id.as_str())
        .collect();
    println!(
        "{}: {} cases, {} instructions in all, written to {}",
        core.name(),
        raw.cases.len(),
        output.total_insns,
        out.display()
    );
    if failed.is_empty() {
        Ok(ExitCode::SUCCESS)
    } else {
        eprintln!("known answer FAILED: {}", failed.join(", "));
        Ok(ExitCode::FAILURE)
    }
}
