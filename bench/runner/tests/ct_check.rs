//! The constant-time checker on a tiny firmware whose secret-dependent cases are known
//! (`fixtures/ct_tiny.rs`, assembly, built here for thumbv7m): a secret branch and a secret table index are
//! flagged, constant-time work (with a secret-dependent conditional move in an IT block) is not, UMULL of
//! secret words is flagged on the M3 only, and a table-based variant's divergence counts as expected. Also
//! the command line: `ct-check` fails on the tiny firmware and writes its report section. And the run-alone
//! request of `--profile`, which goes through the same control block.

use emcrypt_bench_runner::case_list;
use emcrypt_bench_runner::ctcheck::{
    check_case, secret_kind, CaseVerdict, CheckOptions, DivergenceKind, SecretKind, TraceRequest,
    CT_MAGIC, CT_SECRET_LEN, SECTION,
};
use emcrypt_bench_runner::ea::VariableOp;
use emcrypt_bench_runner::emulator::{self, RunConfig, RunOutput};
use emcrypt_bench_runner::program::Program;
use emcrypt_bench_timing::Core;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

fn elf() -> &'static Path {
    static ELF: OnceLock<PathBuf> = OnceLock::new();
    ELF.get_or_init(|| {
        let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
        let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ct_tiny.elf");
        let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
        let status = Command::new(rustc)
            .args(["--edition", "2021", "--target", "thumbv7m-none-eabi"])
            .args(["--crate-type", "bin", "-C", "panic=abort", "-C"])
            .arg(format!("link-arg=-T{}", fixtures.join("tiny.ld").display()))
            .arg("-o")
            .arg(&out)
            .arg(fixtures.join("ct_tiny.rs"))
            .status()
            .expect("rustc runs");
        assert!(status.success(), "building the ct tiny firmware failed");
        out
    })
}

fn program() -> Program {
    Program::from_elf(&std::fs::read(elf()).unwrap()).unwrap()
}

fn check(core: Core, case: &str) -> CaseVerdict {
    let program = program();
    let cases = case_list(&program).unwrap();
    let id = cases.iter().position(|c| c.id == case).unwrap();
    let meta = &cases[id];
    let options = CheckOptions {
        runs: 8,
        seed: 1,
        insn_limit: 100_000,
    };
    check_case(
        &program,
        core,
        id as u32,
        meta,
        secret_kind(meta).unwrap(),
        options,
    )
    .unwrap()
}

#[test]
fn a_secret_branch_is_flagged_with_its_function() {
    let v = check(Core::M4, "ct/branch");
    let (run, d, func) = v.divergence.clone().expect("divergence");
    assert_eq!(d.kind, DivergenceKind::ControlFlow);
    assert_eq!(
        run, 1,
        "run 0 (secret 0x00) and run 1 (0xff) take different sides"
    );
    assert!(func.starts_with("case_branch+"), "{func}");
    assert!(v.failed());
    assert!(v.verdict().contains("DIVERGENT"));
}

#[test]
fn a_secret_table_index_is_flagged() {
    let v = check(Core::M4, "ct/lookup");
    let (_, d, func) = v.divergence.clone().expect("divergence");
    assert_eq!(d.kind, DivergenceKind::MemoryAddress);
    assert!(func.starts_with("case_lookup+"), "{func}");
    // the same instruction count in every run: only the address gives it away
    assert_eq!(v.instructions.0, v.instructions.1);
    assert!(v.failed());
}

#[test]
fn constant_time_code_passes_on_m4_and_m3() {
    for core in [Core::M4, Core::M3] {
        let v = check(core, "ct/constant");
        assert!(
            v.divergence.is_none() && v.operand_divergence.is_none(),
            "{core:?}: {}",
            v.first_divergence()
        );
        assert!(!v.failed());
        assert_eq!(v.verdict(), "constant-time");
        assert_eq!(v.runs, 8);
        // ldr, ldr, ldr, eors, and, ldr, ldrb, adds, cmp, it, moveq, ldr, str, mov, bl
        assert_eq!(v.instructions, (15, 15));
        assert_eq!(v.accesses, 7);
    }
}

#[test]
fn umull_of_secrets_is_flagged_on_the_m3_only() {
    let m4 = check(Core::M4, "ct/umull");
    assert!(!m4.failed(), "{}", m4.first_divergence());
    let m3 = check(Core::M3, "ct/umull");
    assert!(m3.divergence.is_none());
    let (_, d, func) = m3.operand_divergence.clone().expect("operand divergence");
    assert_eq!(d.kind, DivergenceKind::Operands(VariableOp::LongMultiply));
    assert!(func.starts_with("case_umull+"), "{func}");
    assert_eq!(m3.variable_ops, 1);
    assert!(m3.failed());
}

#[test]
fn a_table_based_variant_diverges_as_expected() {
    let v = check(Core::M4, "ct/lookup-table-based");
    assert!(v.divergence.is_some());
    assert!(!v.failed());
    assert_eq!(v.verdict(), "table-based (expected)");
}

#[test]
fn the_trace_covers_exactly_the_measured_region() {
    let program = program();
    for id in 0..5u32 {
        let request = TraceRequest::new(id, SecretKind::Key, &[0x5a; CT_SECRET_LEN], false);
        let out = run_m4(&program, Some(request), None);
        let trace = out.trace.unwrap();
        assert_eq!(trace.regions, 1);
        let region = out.regions.iter().find(|r| r.id == id).unwrap();
        assert_eq!(trace.pcs.len() as u64, region.totals.insns, "case {id}");
        // the last traced instruction is the call of bench_end
        let bench_end = program.symbol("bench_end").unwrap() & !1;
        assert_ne!(*trace.pcs.last().unwrap(), bench_end);
    }
}

/// One run of the tiny firmware on the M4 with these requests.
fn run_m4(program: &Program, trace: Option<TraceRequest>, alone: Option<u32>) -> RunOutput {
    let config = RunConfig {
        core: Core::M4,
        boards: vec![],
        profile_case: None,
        insn_limit: 100_000,
        on_region: None,
        trace,
        alone,
    };
    emulator::run(program, config).unwrap()
}

#[test]
fn a_run_alone_request_is_written_at_bench_setup() {
    let program = program();
    // The fixture records the magic it found in CT_CONTROL as each case's working bytes.
    let magic = |out: &RunOutput| out.records[2].working_bytes;
    let alone = run_m4(&program, None, Some(2));
    assert!(alone.exit_ok);
    assert_eq!(magic(&alone), emulator::ALONE_MAGIC);
    assert!(alone.trace.is_none());
    assert_eq!(magic(&run_m4(&program, None, None)), 0);
    // A trace request wins: its own request is written.
    let request = TraceRequest::new(2, SecretKind::Key, &[0x5a; CT_SECRET_LEN], false);
    assert_eq!(magic(&run_m4(&program, Some(request), Some(2))), CT_MAGIC);
}

#[test]
fn the_command_fails_on_divergence_and_writes_the_section() {
    let bin = env!("CARGO_BIN_EXE_emcrypt-bench");
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("ct-security.md");
    std::fs::write(&out, "# Security\n\n## Other checks\n\nkept\n").unwrap();
    let run = |cases: &[&str]| {
        let mut cmd = Command::new(bin);
        cmd.args([
            "ct-check", "--core", "m4", "--runs", "4", "--quiet", "--elf",
        ])
        .arg(elf())
        .arg("--out")
        .arg(&out);
        for c in cases {
            cmd.args(["--case", c]);
        }
        cmd.output().unwrap()
    };
    let bad = run(&["ct/branch", "ct/constant"]);
    assert_eq!(bad.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert!(stderr.contains("unexpected constant-time verdicts") && stderr.contains("ct/branch on m4"), "{stderr}");
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(text.contains("## Other checks\n\nkept"), "{text}");
    assert!(text.contains(SECTION));
    assert!(text.contains("| ct/branch | m4 | 4 |"), "{text}");
    assert!(text.contains("**DIVERGENT** (control flow)"));
    assert!(
        text.contains("| ct/constant | m4 | 4 | 15 | 7 | constant-time | - |"),
        "{text}"
    );

    let good = run(&["ct/constant", "ct/lookup-table-based"]);
    assert_eq!(
        good.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&good.stderr)
    );
    let text = std::fs::read_to_string(&out).unwrap();
    assert_eq!(
        text.matches(SECTION).count(),
        1,
        "the section is replaced, not added"
    );
    assert!(!text.contains("ct/branch"));
    assert!(text.contains("table-based (expected)"));
}
