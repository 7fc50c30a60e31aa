//! The runner on a tiny firmware whose figures are worked out by hand (`fixtures/tiny.rs`, built here with
//! rustc for thumbv6m, which every core runs): exact instruction and cycle counts, taken branches, stack by
//! host-side painting, the result table, semihosting, and run-to-run determinism of the written JSON.

use emcrypt_bench_runner::emulator::{self, RunConfig, RunOutput};
use emcrypt_bench_runner::program::Program;
use emcrypt_bench_runner::{boards, case_list, results};
use emcrypt_bench_timing::Core;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

fn tiny_elf() -> &'static Path {
    static ELF: OnceLock<PathBuf> = OnceLock::new();
    ELF.get_or_init(|| {
        let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
        let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("tiny.elf");
        let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
        let status = Command::new(rustc)
            .args([
                "--edition",
                "2021",
                "--target",
                "thumbv6m-none-eabi",
                "--crate-type",
                "bin",
            ])
            .args(["-C", "panic=abort", "-C", "opt-level=1", "-C"])
            .arg(format!("link-arg=-T{}", fixtures.join("tiny.ld").display()))
            .arg("-o")
            .arg(&out)
            .arg(fixtures.join("tiny.rs"))
            .status()
            .expect("rustc runs");
        assert!(status.success(), "building the tiny firmware failed");
        out
    })
}

fn run(core: Core) -> (Program, RunOutput) {
    let program = Program::from_elf(&std::fs::read(tiny_elf()).unwrap()).unwrap();
    let config = RunConfig {
        core,
        boards: boards(core),
        profile_case: None,
        insn_limit: 1_000_000,
        on_region: None,
        trace: None,
        alone: None,
    };
    let out = emulator::run(&program, config).unwrap();
    (program, out)
}

#[test]
fn counts_match_the_hand_computed_figures_on_m4() {
    let (program, out) = run(Core::M4);
    assert!(out.exit_ok);
    assert_eq!(out.stdout, "hello from tiny\n");
    assert_eq!(out.regions.len(), 2);

    // case 0: movs; 10 x (subs, bne); push, pop of 4 registers; movs; bl bench_end
    let loop_case = &out.regions[0];
    assert_eq!(loop_case.id, 0);
    assert_eq!(loop_case.totals.insns, 25);
    assert_eq!(loop_case.totals.taken, 9);
    // 1 + 10 + (10 + 9 refills of P = 1) + 5 + 5 + 1 + 1; bounds: P = 1..3
    assert_eq!(loop_case.totals.cycles, [42, 42, 60]);
    // push {r4, lr} of the case, then push {r4-r7} inside the region
    assert_eq!(loop_case.stack_bytes, 8 + 16);

    // case 1: sub sp, #64; movs; str; add sp; movs; bl
    let store_case = &out.regions[1];
    assert_eq!(
        (store_case.totals.insns, store_case.totals.cycles[0]),
        (6, 7)
    );
    assert_eq!(store_case.stack_bytes, 4 + 64);

    let cases = case_list(&program).unwrap();
    let raw = results(Core::M4, "test", &cases, &out, None).unwrap();
    assert_eq!(raw.cases[0].meta.id, "tiny/loop");
    assert_eq!(
        (
            raw.cases[0].meta.library.as_str(),
            raw.cases[1].meta.library.as_str()
        ),
        ("emcrypt", "rustcrypto")
    );
    assert!(raw.cases[0].known_answer);
    assert_eq!(raw.cases[0].working_bytes, 64);
    assert!(!raw.cases[1].known_answer);
    assert_eq!(raw.cases[1].meta.cmox_config.as_deref(), Some("small"));
    assert_eq!(raw.cases[1].meta.chunk_bytes, Some(16));
    assert_eq!(raw.cases[1].code_bytes, None);
    // the flash models only add cycles
    for c in &raw.cases {
        assert_eq!(c.flash_cycles.len(), 2);
        assert!(c.flash_cycles.values().all(|&f| f >= c.cycles));
    }
}

#[test]
fn the_m0plus_table_prices_branches_and_calls_its_own_way() {
    let (_, out) = run(Core::M0Plus);
    // as on M4, but BL costs 2 and every taken branch 1 extra cycle
    assert_eq!(out.regions[0].totals.cycles[0], 43);
    assert_eq!(out.regions[1].totals.cycles[0], 8);
    assert_eq!(out.regions[0].totals.insns, 25);
}

#[test]
fn a_hung_firmware_hits_the_instruction_limit() {
    let program = Program::from_elf(&std::fs::read(tiny_elf()).unwrap()).unwrap();
    let config = RunConfig {
        core: Core::M4,
        boards: vec![],
        profile_case: None,
        insn_limit: 10,
        on_region: None,
        trace: None,
        alone: None,
    };
    let err = emulator::run(&program, config).unwrap_err();
    assert!(err.contains("instruction limit"), "{err}");
}

#[test]
fn two_runs_write_identical_json() {
    let bin = env!("CARGO_BIN_EXE_emcrypt-bench");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let mut outputs = Vec::new();
    for name in ["determinism-a.json", "determinism-b.json"] {
        let out = dir.join(name);
        let status = Command::new(bin)
            .args(["--core", "m4", "--quiet", "--elf"])
            .arg(tiny_elf())
            .arg("--out")
            .arg(&out)
            .output()
            .unwrap();
        // the tiny firmware's second case fails its known answer on purpose: the runner must say so
        assert_eq!(status.status.code(), Some(1));
        assert!(String::from_utf8_lossy(&status.stderr).contains("known answer FAILED: tiny/store"));
        outputs.push(std::fs::read(&out).unwrap());
    }
    assert!(!outputs[0].is_empty());
    assert_eq!(outputs[0], outputs[1]);
}
