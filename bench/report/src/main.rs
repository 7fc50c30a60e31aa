//! `emcrypt-report`: renders the benchmark pages, or checks fresh results against committed ones.
//!
//! ```text
//! emcrypt-report [--profile stm32l476|...|all] [--raw results/raw] [--out results]
//! emcrypt-report --check [--raw <fresh dir>] [--committed <dir> | --committed-rev HEAD]
//! ```

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Parser;

use emcrypt_bench_report::check::{self, DEFAULT_TOLERANCE_PERCENT};
use emcrypt_bench_report::output::render_all;
use emcrypt_bench_report::profile;
use emcrypt_bench_report::raw::load_dir;
use emcrypt_bench_report::reference::Reference;

#[derive(Parser, Debug)]
#[command(name = "emcrypt-report", version, about = "CMOX-style benchmark pages for emcrypt, and a regression check")]
struct Cli {
    /// MCU profile to render: stm32l476, stm32wl55, stm32wl55-m0plus, stm32l152, stm32u575, or all.
    #[arg(long, default_value = "stm32l476")]
    profile: String,

    /// Directory of the raw results (`<core>.json`). With --check: the fresh results.
    #[arg(long, default_value = "results/raw")]
    raw: PathBuf,

    /// Output directory for the pages, charts and index.html.
    #[arg(long, default_value = "results")]
    out: PathBuf,

    /// Reference CSVs (default: bench/reference, found from the current directory or beside this crate).
    #[arg(long)]
    reference: Option<PathBuf>,

    /// Compare fresh raw results (--raw) with committed ones instead of rendering; exit 1 on a regression.
    #[arg(long)]
    check: bool,

    /// Committed raw results as a directory. Default: `results/raw` as committed in git (--committed-rev).
    #[arg(long, requires = "check")]
    committed: Option<PathBuf>,

    /// Git revision holding the committed raw results, read from the --committed-path directory.
    #[arg(long, default_value = "HEAD", requires = "check")]
    committed_rev: String,

    /// Directory of the committed raw results inside the git revision.
    #[arg(long, default_value = "results/raw", requires = "check")]
    committed_path: PathBuf,

    /// A figure may grow by this many percent before --check fails.
    #[arg(long, default_value_t = DEFAULT_TOLERANCE_PERCENT, requires = "check")]
    tolerance: f64,
}

fn run_check(cli: &Cli) -> Result<bool, String> {
    let fresh = load_dir(&cli.raw).map_err(|e| e.to_string())?;
    if fresh.is_empty() {
        return Err(format!("no raw results (*.json) in {}", cli.raw.display()));
    }
    let (committed, label) = match &cli.committed {
        Some(dir) => (load_dir(dir).map_err(|e| e.to_string())?, dir.display().to_string()),
        None => (
            check::load_from_git(&cli.committed_rev, &cli.committed_path).map_err(|e| e.to_string())?,
            format!("{}:{}", cli.committed_rev, cli.committed_path.display()),
        ),
    };
    if committed.is_empty() {
        println!("No committed raw results in {label}: nothing to compare; every case is new.");
    }
    let report = check::compare(&committed, &fresh, cli.tolerance);
    print!("{}", report.summary(&cli.raw.display().to_string(), &label));
    Ok(!report.failed())
}

fn run_render(cli: &Cli) -> Result<bool, String> {
    let selected = profile::select(&cli.profile)?;
    let ref_dir = cli.reference.clone().unwrap_or_else(Reference::default_dir);
    let reference = Reference::load(&ref_dir).map_err(|e| e.to_string())?;
    let (rendered, missing) = render_all(&reference, &selected, &cli.raw, &cli.out).map_err(|e| e.to_string())?;
    for r in &rendered {
        println!("{}: {} files", r.profile.name, r.files.len());
        for f in &r.files {
            println!("  {}", f.display());
        }
    }
    println!("index: {}", cli.out.join("index.html").display());
    for (p, path) in &missing {
        eprintln!("{}: no raw results ({} not found)", p.name, path.display());
    }
    // Asking for one profile whose results are missing is an error; `all` renders what exists.
    Ok(!rendered.is_empty() || missing.is_empty())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = if cli.check { run_check(&cli) } else { run_render(&cli) };
    match result {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(e) => {
            eprintln!("emcrypt-report: {e}");
            ExitCode::from(2)
        }
    }
}
