//! `--check`: compares fresh raw results with the committed ones.
//!
//! Emulated counts are deterministic, so any change is real. A case **fails** when its cycles or any
//! footprint figure (code, constant data, global data, stack, working buffer) grew by more than the
//! tolerance (1 %), when it disappeared, when a figure it had is no longer measured, or when it failed its
//! known answer. A case that shrank is reported as an improvement and passes. Cases are keyed on
//! (core, id); only the cores present in the fresh run are compared (a run for one profile measures one core).

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use crate::raw::{RawCase, RawFile};
use crate::reference::LoadError;
use crate::units::group_thousands;

/// Default tolerance: a figure may grow by this many percent before the check fails.
pub const DEFAULT_TOLERANCE_PERCENT: f64 = 1.0;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verdict {
    /// Grew beyond the tolerance: fails.
    Regression,
    /// Present in the committed results, missing from the fresh ones: fails.
    Disappeared,
    /// Fresh case failed its known answer: fails.
    KnownAnswerFailed,
    /// A figure the committed case had is missing from the fresh case: fails.
    NoLongerMeasured,
    /// Grew, but within the tolerance: passes, reported.
    WithinTolerance,
    /// Shrank: passes, reported as an improvement.
    Improvement,
    /// Only in the fresh results: passes, reported.
    New,
}

impl Verdict {
    pub fn fails(self) -> bool {
        matches!(
            self,
            Verdict::Regression | Verdict::Disappeared | Verdict::KnownAnswerFailed | Verdict::NoLongerMeasured
        )
    }
    pub fn word(self) -> &'static str {
        match self {
            Verdict::Regression => "REGRESSION",
            Verdict::Disappeared => "DISAPPEARED",
            Verdict::KnownAnswerFailed => "KNOWN ANSWER FAILED",
            Verdict::NoLongerMeasured => "NO LONGER MEASURED",
            Verdict::WithinTolerance => "grew (within tolerance)",
            Verdict::Improvement => "improvement",
            Verdict::New => "new case",
        }
    }
}

/// One reported difference.
#[derive(Debug, Clone, PartialEq)]
pub struct Finding {
    pub core: String,
    pub id: String,
    /// `cycles`, `code_bytes`, ... or empty for whole-case findings.
    pub metric: &'static str,
    pub committed: Option<u64>,
    pub fresh: Option<u64>,
    pub verdict: Verdict,
}

impl Finding {
    /// Relative change in percent, when both figures exist.
    pub fn change_percent(&self) -> Option<f64> {
        match (self.committed, self.fresh) {
            (Some(0), Some(0)) => Some(0.0),
            (Some(0), Some(_)) => Some(f64::INFINITY),
            (Some(c), Some(f)) => Some((f as f64 - c as f64) / c as f64 * 100.0),
            _ => None,
        }
    }
}

/// The outcome of a comparison.
#[derive(Debug, Clone, Default)]
pub struct CheckReport {
    pub findings: Vec<Finding>,
    /// Cores compared and their number of committed cases.
    pub cores: Vec<(String, usize)>,
    /// Cores in the committed results that the fresh run did not produce.
    pub skipped_cores: Vec<String>,
    pub unchanged_cases: usize,
}

impl CheckReport {
    pub fn failed(&self) -> bool {
        self.findings.iter().any(|f| f.verdict.fails())
    }

    /// Cases (core, id) that fail, in order, without repeats.
    pub fn failing_cases(&self) -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = Vec::new();
        for f in self.findings.iter().filter(|f| f.verdict.fails()) {
            let key = (f.core.clone(), f.id.clone());
            if !out.contains(&key) {
                out.push(key);
            }
        }
        out
    }

    /// The printed summary: a table of every finding, then the totals and the verdict.
    pub fn summary(&self, fresh_label: &str, committed_label: &str) -> String {
        let mut out = format!("emcrypt-report --check: fresh {fresh_label} vs committed {committed_label}\n\n");
        let rows: Vec<[String; 7]> = self
            .findings
            .iter()
            .map(|f| {
                let n = |v: Option<u64>| v.map_or_else(|| "-".to_string(), group_thousands);
                let change = match f.change_percent() {
                    Some(p) if p.is_infinite() => "+inf".to_string(),
                    Some(p) => format!("{p:+.2}%"),
                    None => "-".into(),
                };
                [
                    f.core.clone(),
                    f.id.clone(),
                    f.metric.to_string(),
                    n(f.committed),
                    n(f.fresh),
                    change,
                    f.verdict.word().to_string(),
                ]
            })
            .collect();
        if rows.is_empty() {
            out.push_str("No differences.\n");
        } else {
            let header = ["core", "case", "figure", "committed", "fresh", "change", "verdict"];
            let mut widths: Vec<usize> = header.iter().map(|h| h.len()).collect();
            for r in &rows {
                for (w, c) in widths.iter_mut().zip(r) {
                    *w = (*w).max(c.chars().count());
                }
            }
            let line = |cells: &[String]| -> String {
                let mut s = String::new();
                for (i, (c, w)) in cells.iter().zip(&widths).enumerate() {
                    // Figures right-aligned, words left-aligned.
                    if (3..=5).contains(&i) {
                        s.push_str(&format!("{c:>w$}  "));
                    } else {
                        s.push_str(&format!("{c:<w$}  "));
                    }
                }
                s.trim_end().to_string() + "\n"
            };
            out.push_str(&line(&header.map(String::from)));
            out.push_str(&line(&widths.iter().map(|w| "-".repeat(*w)).collect::<Vec<_>>()));
            for r in &rows {
                out.push_str(&line(r));
            }
        }
        out.push('\n');
        let cores: Vec<String> = self.cores.iter().map(|(c, n)| format!("{c} ({n} cases)")).collect();
        out.push_str(&format!("cores compared: {}\n", if cores.is_empty() { "none".into() } else { cores.join(", ") }));
        if !self.skipped_cores.is_empty() {
            out.push_str(&format!("not in the fresh run (not compared): {}\n", self.skipped_cores.join(", ")));
        }
        let count = |v: Verdict| {
            let mut cases: Vec<(&str, &str)> =
                self.findings.iter().filter(|f| f.verdict == v).map(|f| (f.core.as_str(), f.id.as_str())).collect();
            cases.dedup();
            cases.len()
        };
        out.push_str(&format!(
            "{} unchanged, {} improved, {} grew within tolerance, {} regressed, {} disappeared, {} failed their known answer, {} new\n",
            self.unchanged_cases,
            count(Verdict::Improvement),
            count(Verdict::WithinTolerance),
            count(Verdict::Regression) + count(Verdict::NoLongerMeasured),
            count(Verdict::Disappeared),
            count(Verdict::KnownAnswerFailed),
            count(Verdict::New),
        ));
        if self.failed() {
            out.push_str("FAILED:");
            for (core, id) in self.failing_cases() {
                out.push_str(&format!(" {core}/{id}"));
            }
            out.push('\n');
        } else {
            out.push_str("OK: no figure grew by more than the tolerance.\n");
        }
        out
    }
}

/// The figures compared for each case.
fn figures(case: &RawCase) -> [(&'static str, Option<u64>); 6] {
    [
        ("cycles", Some(case.cycles)),
        ("code_bytes", case.code_bytes),
        ("const_bytes", case.const_bytes),
        ("global_bytes", case.global_bytes),
        ("stack_bytes", case.stack_bytes),
        ("working_bytes", case.working_bytes),
    ]
}

/// Compares `fresh` with `committed`; a figure fails when it grew by more than `tolerance_percent`.
pub fn compare(committed: &[RawFile], fresh: &[RawFile], tolerance_percent: f64) -> CheckReport {
    let mut report = CheckReport::default();
    let fresh_by_core: BTreeMap<&str, &RawFile> = fresh.iter().map(|f| (f.core.as_str(), f)).collect();
    let committed_by_core: BTreeMap<&str, &RawFile> = committed.iter().map(|f| (f.core.as_str(), f)).collect();
    for (core, old) in &committed_by_core {
        let Some(new) = fresh_by_core.get(core) else {
            report.skipped_cores.push(core.to_string());
            continue;
        };
        report.cores.push((core.to_string(), old.cases.len()));
        for old_case in &old.cases {
            let finding = |metric, committed, fresh, verdict| Finding {
                core: core.to_string(),
                id: old_case.id.clone(),
                metric,
                committed,
                fresh,
                verdict,
            };
            let Some(new_case) = new.cases.iter().find(|c| c.id == old_case.id) else {
                report.findings.push(finding("", None, None, Verdict::Disappeared));
                continue;
            };
            let before = report.findings.len();
            if !new_case.known_answer {
                report.findings.push(finding("known_answer", None, None, Verdict::KnownAnswerFailed));
            }
            for ((metric, c), (_, f)) in figures(old_case).into_iter().zip(figures(new_case)) {
                let verdict = match (c, f) {
                    (None, _) => continue,
                    (Some(_), None) => Verdict::NoLongerMeasured,
                    (Some(c), Some(f)) if f == c => continue,
                    (Some(c), Some(f)) if f < c => Verdict::Improvement,
                    (Some(c), Some(f)) => {
                        if (f as f64) > (c as f64) * (1.0 + tolerance_percent / 100.0) {
                            Verdict::Regression
                        } else {
                            Verdict::WithinTolerance
                        }
                    }
                };
                report.findings.push(finding(metric, c, f, verdict));
            }
            if report.findings.len() == before {
                report.unchanged_cases += 1;
            }
        }
        for new_case in &new.cases {
            if !old.cases.iter().any(|c| c.id == new_case.id) {
                report.findings.push(Finding {
                    core: core.to_string(),
                    id: new_case.id.clone(),
                    metric: "",
                    committed: None,
                    fresh: Some(new_case.cycles),
                    verdict: if new_case.known_answer { Verdict::New } else { Verdict::KnownAnswerFailed },
                });
            }
        }
    }
    // Cores only in the fresh run are new: every case is new.
    for (core, new) in &fresh_by_core {
        if !committed_by_core.contains_key(core) {
            report.cores.push((core.to_string(), 0));
            for c in &new.cases {
                report.findings.push(Finding {
                    core: core.to_string(),
                    id: c.id.clone(),
                    metric: "",
                    committed: None,
                    fresh: Some(c.cycles),
                    verdict: if c.known_answer { Verdict::New } else { Verdict::KnownAnswerFailed },
                });
            }
        }
    }
    // Failures first, in a stable order.
    report.findings.sort_by(|a, b| a.verdict.cmp(&b.verdict).then_with(|| (&a.core, &a.id).cmp(&(&b.core, &b.id))));
    report
}

/// Reads the committed raw files from git: every `*.json` under `dir` at revision `rev` (paths relative to
/// the current directory, as `git show REV:./path` reads them).
pub fn load_from_git(rev: &str, dir: &Path) -> Result<Vec<RawFile>, LoadError> {
    let dir_arg = format!("{}/", dir.display().to_string().trim_end_matches('/'));
    let listing = Command::new("git")
        .args(["ls-tree", "--name-only", rev, "--", &dir_arg])
        .output()
        .map_err(|e| LoadError(format!("git ls-tree: {e}")))?;
    if !listing.status.success() {
        return Err(LoadError(format!(
            "git ls-tree {rev} -- {dir_arg}: {}",
            String::from_utf8_lossy(&listing.stderr).trim()
        )));
    }
    let mut files = Vec::new();
    for path in String::from_utf8_lossy(&listing.stdout).lines().filter(|p| p.ends_with(".json")) {
        let spec = format!("{rev}:./{path}");
        let shown =
            Command::new("git").args(["show", &spec]).output().map_err(|e| LoadError(format!("git show: {e}")))?;
        if !shown.status.success() {
            return Err(LoadError(format!("git show {spec}: {}", String::from_utf8_lossy(&shown.stderr).trim())));
        }
        files.push(RawFile::parse(&String::from_utf8_lossy(&shown.stdout), Path::new(&spec))?);
    }
    Ok(files)
}
