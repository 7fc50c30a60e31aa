//! `--check`: fresh raw figures against committed ones, as a library call and through the binary.

mod common;

use std::process::Command;

use emcrypt_bench_report::check::{compare, Verdict, DEFAULT_TOLERANCE_PERCENT};
use emcrypt_bench_report::raw::RawFile;

const ID: &str = "sha256-unrolled/data-flow/8000/128";

fn with_case(mut file: RawFile, id: &str, edit: impl FnOnce(&mut emcrypt_bench_report::raw::RawCase)) -> RawFile {
    edit(file.cases.iter_mut().find(|c| c.id == id).unwrap());
    file
}

fn check(committed: &RawFile, fresh: &RawFile) -> emcrypt_bench_report::check::CheckReport {
    compare(std::slice::from_ref(committed), std::slice::from_ref(fresh), DEFAULT_TOLERANCE_PERCENT)
}

#[test]
fn equal_results_pass() {
    let m4 = common::fixture("m4");
    let report = check(&m4, &m4.clone());
    assert!(!report.failed());
    assert!(report.findings.is_empty());
    assert_eq!(report.unchanged_cases, m4.cases.len());
    assert!(report.summary("fresh", "committed").contains("OK"));
}

#[test]
fn grown_cycles_fail_naming_the_case() {
    let m4 = common::fixture("m4");
    // 472,000 -> 477,000 cycles: +1.06 %.
    let fresh = with_case(m4.clone(), ID, |c| c.cycles = 477_000);
    let report = check(&m4, &fresh);
    assert!(report.failed());
    assert_eq!(report.failing_cases(), vec![("m4".to_string(), ID.to_string())]);
    let f = &report.findings[0];
    assert_eq!(
        (f.metric, f.committed, f.fresh, f.verdict),
        ("cycles", Some(472_000), Some(477_000), Verdict::Regression)
    );
    let text = report.summary("fresh", "committed");
    assert!(
        text.contains(ID) && text.contains("REGRESSION") && text.contains("+1.06%") && text.contains("FAILED"),
        "{text}"
    );
}

#[test]
fn grown_footprint_fails() {
    let m4 = common::fixture("m4");
    for (metric, edit) in [
        ("stack_bytes", (|c: &mut emcrypt_bench_report::raw::RawCase| c.stack_bytes = Some(600)) as fn(&mut _)),
        ("code_bytes", |c| c.code_bytes = Some(1200)),
        ("const_bytes", |c| c.const_bytes = Some(300)),
        ("global_bytes", |c| c.global_bytes = Some(4)),
        ("working_bytes", |c| c.working_bytes = Some(64)),
    ] {
        let fresh = with_case(m4.clone(), ID, edit);
        let report = check(&m4, &fresh);
        assert!(report.failed(), "{metric}");
        assert_eq!(report.findings[0].metric, metric);
    }
}

#[test]
fn growth_within_tolerance_passes_and_is_reported() {
    let m4 = common::fixture("m4");
    // 472,000 -> 476,000: +0.85 %.
    let fresh = with_case(m4.clone(), ID, |c| c.cycles = 476_000);
    let report = check(&m4, &fresh);
    assert!(!report.failed());
    assert_eq!(report.findings[0].verdict, Verdict::WithinTolerance);
}

#[test]
fn shrunk_case_passes_as_improvement() {
    let m4 = common::fixture("m4");
    let fresh = with_case(m4.clone(), ID, |c| {
        c.cycles = 400_000;
        c.stack_bytes = Some(500);
    });
    let report = check(&m4, &fresh);
    assert!(!report.failed());
    assert_eq!(report.findings.len(), 2);
    assert!(report.findings.iter().all(|f| f.verdict == Verdict::Improvement && f.id == ID));
    let text = report.summary("fresh", "committed");
    assert!(text.contains("improvement") && text.contains("1 improved") && text.contains("OK"), "{text}");
}

#[test]
fn disappeared_case_fails() {
    let m4 = common::fixture("m4");
    let mut fresh = m4.clone();
    fresh.cases.retain(|c| c.id != ID);
    let report = check(&m4, &fresh);
    assert!(report.failed());
    assert_eq!(report.findings[0].verdict, Verdict::Disappeared);
    assert_eq!(report.failing_cases()[0].1, ID);
}

#[test]
fn failed_known_answer_fails() {
    let m4 = common::fixture("m4");
    let fresh = with_case(m4.clone(), ID, |c| c.known_answer = false);
    let report = check(&m4, &fresh);
    assert!(report.failed());
    assert_eq!(report.findings[0].verdict, Verdict::KnownAnswerFailed);
}

#[test]
fn figure_no_longer_measured_fails() {
    let m4 = common::fixture("m4");
    let fresh = with_case(m4.clone(), ID, |c| c.stack_bytes = None);
    assert!(check(&m4, &fresh).failed());
}

#[test]
fn new_case_passes_and_cores_missing_from_the_fresh_run_are_skipped() {
    let m4 = common::fixture("m4");
    let m0 = common::fixture("m0plus");
    let mut fresh = m4.clone();
    let mut extra = fresh.cases[0].clone();
    extra.id = "sha256-unrolled/sole-buffer/4096".into();
    fresh.cases.push(extra);
    let report = compare(&[m4.clone(), m0], &[fresh], DEFAULT_TOLERANCE_PERCENT);
    assert!(!report.failed());
    assert_eq!(report.findings[0].verdict, Verdict::New);
    assert_eq!(report.skipped_cores, vec!["m0plus".to_string()]);
}

/// The binary: exit 1 naming the grown case; exit 0 for equal and for shrunk figures.
#[test]
fn command_line_exit_codes() {
    let tmp = tempfile::tempdir().unwrap();
    let committed = tmp.path().join("committed");
    let m4 = common::fixture("m4");
    common::write_raw(&committed, &m4);
    let run = |fresh: &RawFile, name: &str| {
        let dir = tmp.path().join(name);
        common::write_raw(&dir, fresh);
        let out = Command::new(env!("CARGO_BIN_EXE_emcrypt-report"))
            .args(["--check", "--raw"])
            .arg(&dir)
            .arg("--committed")
            .arg(&committed)
            .output()
            .unwrap();
        (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned())
    };
    let (code, text) = run(&m4, "equal");
    assert_eq!(code, Some(0), "{text}");
    let (code, text) = run(&with_case(m4.clone(), ID, |c| c.cycles = 500_000), "grown");
    assert_eq!(code, Some(1), "{text}");
    assert!(text.contains(&format!("m4/{ID}")), "{text}");
    let (code, text) = run(&with_case(m4.clone(), ID, |c| c.cycles = 400_000), "shrunk");
    assert_eq!(code, Some(0), "{text}");
    assert!(text.contains("improvement"), "{text}");
}
