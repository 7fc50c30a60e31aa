//! `emcrypt-bench`: builds the benchmark firmware for one core, runs it in the emulator and writes
//! `results/raw/<core>.json`; with `--profile CASE`, runs that case alone and prints its cycles per function,
//! its totals and its known-answer verdict instead.
//! `emcrypt-bench ct-check`: the constant-time trace check (see `ctcheck.rs`).

use clap::{Parser, Subcommand};
use emcrypt_bench_runner::ctcheck::{self, CaseVerdict, CheckOptions};
use emcrypt_bench_runner::emulator::{self, RunConfig, RunOutput};
use emcrypt_bench_runner::firmware::{Firmware, FOOTPRINT_METHOD};
use emcrypt_bench_runner::program::Program;
use emcrypt_bench_runner::{boards, case_list, parse_core, profile, results, symbol_footprints, Footprints};
use emcrypt_bench_timing::Core;
use indicatif::{ProgressBar, ProgressStyle};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "emcrypt-bench",
    version,
    about = "Runs emcrypt's benchmark firmware on an emulated Cortex-M core",
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// Core: m0plus, m3, m4 or m33 (required without a subcommand).
    #[arg(long, value_parser = parse_core)]
    core: Option<Core>,
    /// Run this firmware ELF instead of building firmware/bench (footprints are then not measured).
    #[arg(long)]
    elf: Option<PathBuf>,
    /// The firmware workspace.
    #[arg(long, default_value = "firmware")]
    firmware_dir: PathBuf,
    /// Output file [default: results/raw/<core>.json].
    #[arg(long)]
    out: Option<PathBuf>,
    /// Do not measure footprints.
    #[arg(long)]
    no_footprint: bool,
    /// Measure footprints by building one firmware per footprint group (slow; the default attributes them
    /// by symbol in the benchmark image, see `attribution.rs`). For cross-checking the two methods.
    #[arg(long)]
    footprint_builds: bool,
    /// Run one case alone (its id or its number), print its cycles per function, its totals and whether its
    /// known answer passed, and write no results.
    #[arg(long, value_name = "CASE")]
    profile: Option<String>,
    /// Attribute the footprints of this raw results file afresh, by symbol in the firmware ELF (which must be
    /// the build that produced it), and rewrite the file; no emulation.
    #[arg(long, value_name = "RAW_JSON")]
    refootprint: Option<PathBuf>,
    /// Print the functions, constants and globals counted in one case's footprint (its id or its number),
    /// largest first, and write no results (no emulation).
    #[arg(long, value_name = "CASE")]
    footprint_of: Option<String>,
    /// Give up after this many instructions (a firmware that does not finish).
    #[arg(long, default_value_t = 50_000_000_000)]
    insn_limit: u64,
    /// No progress bars.
    #[arg(long)]
    quiet: bool,
}

#[derive(Subcommand)]
enum Command {
    /// Constant-time trace check: runs every case that handles a secret with different secrets and
    /// compares the executed instruction addresses, load/store addresses and (M3) multiply/divide operands.
    /// Exits with failure when a case that should be constant-time diverges.
    CtCheck(CtArgs),
}

#[derive(clap::Args)]
struct CtArgs {
    /// Core (repeatable) [default: m4; with --all: m4, m0plus, m3].
    #[arg(long = "core", value_parser = parse_core)]
    cores: Vec<Core>,
    /// Every case that handles a secret, on M4 and M0+ and on M3 for the multiply/divide check.
    #[arg(long)]
    all: bool,
    /// Only the cases whose id contains this text (repeatable).
    #[arg(long = "case")]
    cases: Vec<String>,
    /// Runs per case, each with another secret.
    #[arg(long, default_value_t = 16)]
    runs: usize,
    /// Seed of the secrets (runs 0 and 1 use all-zero and all-0xff secrets).
    #[arg(long, default_value_t = 0x6374_2d63_6865_636b)]
    seed: u64,
    /// Write the verdicts as the "Constant-time trace check" section of this Markdown file (other
    /// sections are kept).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Check this firmware ELF instead of building firmware/bench (one core only).
    #[arg(long)]
    elf: Option<PathBuf>,
    /// The firmware workspace.
    #[arg(long, default_value = "firmware")]
    firmware_dir: PathBuf,
    /// Give up a run after this many instructions.
    #[arg(long, default_value_t = 2_000_000_000)]
    insn_limit: u64,
    /// No progress bar.
    #[arg(long)]
    quiet: bool,
    /// Check this many (case, core) pairs at once, each in its own emulator (the verdicts do not depend
    /// on it; the report keeps the order of the cores and cases).
    #[arg(long, default_value_t = 1)]
    jobs: usize,
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
    if let Some(Command::CtCheck(args)) = &cli.command {
        return ct_check(args);
    }
    let core = cli
        .core
        .ok_or("--core is required (m0plus, m3, m4 or m33), or a subcommand")?;
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

    if let Some(path) = &cli.refootprint {
        return refootprint(path, &bytes, &cases);
    }

    let find_case = |p: &String| {
        cases
            .iter()
            .position(|c| &c.id == p)
            .or_else(|| p.parse().ok().filter(|&i: &usize| i < cases.len()))
            .ok_or_else(|| format!("no case `{p}` in the firmware"))
    };
    if let Some(p) = &cli.footprint_of {
        let index = find_case(p)?;
        return footprint_of(&bytes, &cases[index].id, index);
    }
    let profile_case = match &cli.profile {
        None => None,
        Some(p) => Some(find_case(p)? as u32),
    };
    // A profile runs its case alone (a run-alone request at `bench_setup`): seconds instead of the minutes
    // of every case. A firmware without that marker (an old `--elf`) runs every case, as before.
    let alone = profile_case.filter(|_| {
        let marker = program.symbol("bench_setup").is_ok();
        if !marker {
            eprintln!("emcrypt-bench: the firmware has no bench_setup marker: every case runs");
        }
        marker
    });

    let runs = if alone.is_some() { 1 } else { cases.len() };
    let pb = bar(cli.quiet, runs as u64, core.name());
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
        trace: None,
        alone,
    };
    let output = emulator::run(&program, config)?;
    pb.finish_and_clear();
    if let Some(id) = profile_case {
        return print_profile(&program, core, &cases[id as usize].id, id, &output);
    }
    if !output.exit_ok {
        return Err(format!(
            "the firmware reported a failure:\n{}",
            output.stdout
        ));
    }

    let footprints = if cli.no_footprint {
        None
    } else if cli.footprint_builds {
        if cli.elf.is_some() {
            return Err("--footprint-builds needs the firmware built here (no --elf)".into());
        }
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
        let by_case = cases
            .iter()
            .filter_map(|c| fp.get(&c.group).map(|f| (c.id.clone(), *f)))
            .collect();
        Some(Footprints {
            by_case,
            method: FOOTPRINT_METHOD.into(),
        })
    } else {
        match symbol_footprints(&bytes, &cases) {
            Ok(f) => Some(f),
            // A prebuilt ELF may be linked without relocations: run it, without footprints.
            Err(e) if cli.elf.is_some() => {
                eprintln!("emcrypt-bench: no footprints: {e}");
                None
            }
            Err(e) => return Err(e),
        }
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

/// `--profile`: case `id`'s cycles per function, its totals and its known-answer verdict; exits with failure
/// when the known answer failed.
fn print_profile(
    program: &Program,
    core: Core,
    case: &str,
    id: u32,
    output: &RunOutput,
) -> Result<ExitCode, String> {
    let record = output.records.get(id as usize).copied().unwrap_or_default();
    let region = output.regions.iter().find(|r| r.id == id);
    // Status 1 passed, 2 failed; else the case did not get to record a verdict (a crash, a hang).
    let (Some(region), 1 | 2) = (region, record.status) else {
        return Err(format!(
            "case {case} left no result; firmware output:\n{}",
            output.stdout
        ));
    };
    let costs = profile::by_function(program, &output.profile);
    let classes = profile::by_class(program, &output.profile);
    let blocks = profile::hottest_blocks(program, &output.profile, 30);
    print!("{}", profile::render(case, &costs, &classes, &blocks));
    let boards: Vec<&str> = boards(core).iter().map(|b| b.profile).collect();
    let passed = record.status == 1;
    print!(
        "{}",
        profile::render_totals(case, &region.totals, &boards, region.stack_bytes, passed)
    );
    Ok(if passed {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

/// `--footprint-of`: the atoms behind one case's code/const/global figures.
fn footprint_of(elf: &[u8], id: &str, index: usize) -> Result<ExitCode, String> {
    use std::io::Write;
    let image = emcrypt_bench_runner::attribution::Image::from_elf(elf)?;
    let (table, _) = image.case_table()?;
    let mut text = format!("{id}: what its footprint counts, largest first\n");
    let mut totals = BTreeMap::new();
    for a in image.case_atoms(table, index)? {
        let kind = format!("{:?}", a.kind).to_lowercase();
        text += &format!("{:>7}  {kind:<6}  {}\n", a.size, a.name);
        *totals.entry(kind).or_insert(0u64) += u64::from(a.size);
    }
    for (kind, bytes) in totals {
        text += &format!("{bytes:>7}  {kind} in all\n");
    }
    // A closed pipe (`| head`) is not an error worth a panic.
    let _ = std::io::stdout().write_all(text.as_bytes());
    Ok(ExitCode::SUCCESS)
}

/// `--refootprint`: new code/const/global figures and method for an existing raw results file.
fn refootprint(path: &std::path::Path, elf: &[u8], cases: &[emcrypt_bench_runner::raw::CaseMeta]) -> Result<ExitCode, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut raw: emcrypt_bench_runner::raw::RawResults =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let ids: Vec<&str> = cases.iter().map(|c| c.id.as_str()).collect();
    let raw_ids: Vec<&str> = raw.cases.iter().map(|c| c.meta.id.as_str()).collect();
    if ids != raw_ids {
        return Err(format!("{} does not list this firmware's cases", path.display()));
    }
    let f = symbol_footprints(elf, cases)?;
    for case in &mut raw.cases {
        let fp = f.by_case.get(&case.meta.id).copied();
        case.code_bytes = fp.map(|f| f.code);
        case.const_bytes = fp.map(|f| f.constant);
        case.global_bytes = fp.map(|f| f.global);
    }
    raw.model.footprint_method = f.method;
    let mut text = serde_json::to_string_pretty(&raw).map_err(|e| e.to_string())?;
    text.push('\n');
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
    println!("{}: footprints of {} cases attributed afresh", path.display(), raw.cases.len());
    Ok(ExitCode::SUCCESS)
}

fn ct_check(args: &CtArgs) -> Result<ExitCode, String> {
    if args.runs < 2 {
        return Err("--runs must be at least 2".into());
    }
    let cores = match (args.cores.is_empty(), args.all) {
        (false, _) => args.cores.clone(),
        (true, true) => vec![Core::M4, Core::M0Plus, Core::M3],
        (true, false) => vec![Core::M4],
    };
    if args.elf.is_some() && cores.len() != 1 {
        return Err("--elf needs exactly one --core".into());
    }
    let options = CheckOptions {
        runs: args.runs,
        seed: args.seed,
        insn_limit: args.insn_limit,
    };
    // Build (or take) every core's ELF first, then check the (core, case) pairs, `--jobs` at a time.
    let mut work: Vec<(Core, std::sync::Arc<Program>, u32, emcrypt_bench_runner::raw::CaseMeta, ctcheck::SecretKind)> =
        Vec::new();
    for &core in &cores {
        let elf = match &args.elf {
            Some(p) => p.clone(),
            None => {
                let firmware = Firmware {
                    dir: args.firmware_dir.clone(),
                    core,
                };
                let pb = bar(args.quiet, 1, "building");
                pb.set_message(format!("firmware for {}", core.rust_target()));
                let elf = firmware.build(None)?;
                pb.finish_and_clear();
                elf
            }
        };
        let bytes = std::fs::read(&elf).map_err(|e| format!("{}: {e}", elf.display()))?;
        let program = Program::from_elf(&bytes)?;
        let selected: Vec<(u32, _, _)> = case_list(&program)?
            .into_iter()
            .enumerate()
            .filter(|(_, m)| args.cases.is_empty() || args.cases.iter().any(|c| m.id.contains(c)))
            .filter_map(|(id, m)| ctcheck::secret_kind(&m).map(|k| (id as u32, m, k)))
            .collect();
        let program = std::sync::Arc::new(program);
        for (id, meta, kind) in selected {
            work.push((core, program.clone(), id, meta, kind));
        }
    }
    let pb = bar(args.quiet, work.len() as u64, "checking");
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<Result<CaseVerdict, String>>>> =
        work.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for _ in 0..args.jobs.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((core, program, id, meta, kind)) = work.get(i) else { break };
                let v = ctcheck::check_case(program, *core, *id, meta, *kind, options);
                if let Ok(v) = &v {
                    pb.suspend(|| {
                        println!(
                            "{:6} {:45} {:38} {:>2} runs x {:>9} instructions, {:6.1} s",
                            core.name(),
                            meta.id,
                            v.verdict(),
                            v.runs,
                            v.instructions.1,
                            v.elapsed.as_secs_f64()
                        );
                        if v.divergence.is_some() || v.operand_divergence.is_some() {
                            println!("       first divergence: {}", v.first_divergence());
                        }
                    });
                }
                pb.inc(1);
                *results[i].lock().expect("no panic while holding it") = Some(v);
            });
        }
    });
    pb.finish_and_clear();
    let mut verdicts: Vec<CaseVerdict> = Vec::new();
    for r in results {
        verdicts.push(r.into_inner().expect("no panic while holding it").expect("every pair checked")?);
    }
    if let Some(out) = &args.out {
        let note = match &args.elf {
            Some(_) => "a prebuilt ELF".to_string(),
            None => "firmware/bench, the benchmark ELF of each core".to_string(),
        };
        let scope = if args.cases.is_empty() {
            "every case that handles a secret".to_string()
        } else {
            let list: Vec<String> = args.cases.iter().map(|c| format!("`{c}`")).collect();
            format!("those whose id contains {}", list.join(", "))
        };
        let section = ctcheck::render(&verdicts, args.runs, args.seed, &note, &scope);
        let old = std::fs::read_to_string(out).ok();
        if let Some(dir) = out.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        std::fs::write(out, ctcheck::splice(old.as_deref(), &section))
            .map_err(|e| format!("{}: {e}", out.display()))?;
    }
    let failed: Vec<String> = verdicts
        .iter()
        .filter(|v| v.failed())
        .map(|v| format!("{} on {}", v.meta.id, v.core.name()))
        .collect();
    let traced: u64 = verdicts
        .iter()
        .map(|v| v.instructions.1 * v.runs as u64)
        .sum();
    println!(
        "ct-check: {} case x core checks, {traced} instructions traced",
        verdicts.len()
    );
    if failed.is_empty() {
        Ok(ExitCode::SUCCESS)
    } else {
        eprintln!("unexpected constant-time verdicts (a constant-time variant diverged, or a table-based one was not flagged): {}", failed.join(", "));
        Ok(ExitCode::FAILURE)
    }
}
