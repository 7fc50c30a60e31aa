//! `emcrypt vectors`: runs Wycheproof test-vector files (JSON) against the library.
//!
//! A file names its `schema` (for example `mac_test_schema_v1.json`) and its `algorithm` (`HMACSHA256`);
//! [`FAMILIES`] maps each schema to the module that runs it, and that module maps the algorithm to an emcrypt
//! type (through [`crate::algs`] or the AES key size). A new family is one module and one line in
//! [`FAMILIES`].
//!
//! # How a test case is judged
//! Each case says `valid`, `invalid` or `acceptable`. The library's outcome is *accepted* (it computed a
//! result / verified the tag) or *rejected* (it returned an error / refused the tag).
//! - `valid`: passes if accepted and, where there is an expected output, the output equals it.
//! - `invalid`: passes if rejected.
//! - `acceptable` (legal but weak or unusual inputs, where the standard leaves the choice to the
//!   implementation): passes whichever way we decide, provided we decide *consistently*: every acceptable
//!   case of a file carrying the same set of flags (the flags name the reason the case is only acceptable)
//!   must get the same outcome; a case that disagrees with the first such case of its flag set fails. An
//!   accepted acceptable case must also produce the expected output, when one is given.
//!
//! A case is *skipped* (counted apart, never silently) only when the run was asked to leave it out
//! (`--max-iterations` for slow PBKDF2 cases).

/// Runs `$body` with `$C` the AES type of key `$key`'s length (16, 24 or 32 bytes); any other length is
/// `Err(Error::InvalidLength)`, as the library would answer.
macro_rules! with_aes {
    ($key:expr, $C:ident => $body:expr) => {
        match $key.len() {
            16 => {
                type $C = emcrypt::cipher::aes::Aes128;
                $body
            }
            24 => {
                type $C = emcrypt::cipher::aes::Aes192;
                $body
            }
            32 => {
                type $C = emcrypt::cipher::aes::Aes256;
                $body
            }
            _ => Err(emcrypt::Error::InvalidLength),
        }
    };
}

mod aead;
mod cipher;
mod curve25519;
mod curve448;
mod dsa;
mod ecdh;
mod ecdsa;
mod hkdf;
mod keywrap;
mod mac;
mod ml_dsa;
mod ml_kem;
mod pbkdf2;
mod rsa;

use crate::algs::{hash_variants, with_hash, HashVisitor, HASH_NAMES};
use serde::Deserialize;
use std::collections::HashMap;
use std::fmt;
use std::path::Path;

/// One family of Wycheproof files: the schemas it reads and the function that runs a file of them.
pub struct Family {
    /// Schema names (the file's `schema` field, `.json` and a `_v1` suffix removed).
    pub schemas: &'static [&'static str],
    /// Runs every test of a file with the hash variant(s) asked for.
    pub run: fn(&TestFile, &Options) -> Result<Vec<Run>, Unsupported>,
}

/// Every family this tool can run.
#[rustfmt::skip]
pub const FAMILIES: &[Family] = &[
    mac::FAMILY,
    mac::GMAC_FAMILY,
    hkdf::FAMILY,
    pbkdf2::FAMILY,
    cipher::FAMILY,
    aead::FAMILY,
    keywrap::FAMILY,
    curve25519::XDH_FAMILY,
    curve25519::EDDSA_FAMILY,
    ecdsa::FAMILY,
    ecdh::FAMILY,
    dsa::FAMILY,
    rsa::FAMILY,
    ml_kem::FAMILY,
    ml_dsa::FAMILY,
];

/// Which implementation variant(s) of the underlying hash to run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VariantChoice {
    /// The default variant only.
    Default,
    /// The named variant (`compact`, `unrolled`...); hashes with a single implementation run it.
    Named(String),
    /// Every variant, one result line each.
    All,
}

/// Options of a run.
#[derive(Clone, Debug)]
pub struct Options {
    /// Which variant(s) to run.
    pub variant: VariantChoice,
    /// Skip PBKDF2 cases with more iterations than this.
    pub max_iterations: Option<u64>,
    /// Print every failing case (by default the first few of each file).
    pub verbose: bool,
}

/// A file that cannot be run, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unsupported(pub String);

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The parts of a Wycheproof file every family shares; the groups are read by the family.
#[derive(Deserialize)]
pub struct TestFile {
    pub algorithm: String,
    pub schema: String,
    #[serde(rename = "testGroups")]
    pub test_groups: Vec<serde_json::Value>,
}

impl TestFile {
    /// The groups as the family's own type.
    pub fn groups<G: for<'de> Deserialize<'de>>(&self) -> Result<Vec<G>, Unsupported> {
        self.test_groups
            .iter()
            .map(|g| G::deserialize(g).map_err(|e| Unsupported(format!("malformed test group: {e}"))))
            .collect()
    }
}

/// A test group that has nothing but its cases (HKDF, PBKDF2); `C` is the family's case type.
#[derive(Deserialize)]
pub struct Group<C> {
    pub tests: Vec<C>,
}

/// The fields every Wycheproof test case has.
#[derive(Deserialize, Debug, Clone)]
pub struct CaseInfo {
    #[serde(rename = "tcId")]
    pub tc_id: u64,
    #[serde(default)]
    pub comment: String,
    #[serde(default)]
    pub flags: Vec<String>,
    pub result: Expected,
}

/// What Wycheproof expects of a case.
#[derive(Deserialize, Debug, Clone, Copy, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Expected {
    Valid,
    Invalid,
    Acceptable,
}

/// What the library did with a case.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// It computed a result (or verified the tag); `matches` says whether the result equals the expected
    /// one (always true when the case has none).
    Accepted { matches: bool },
    /// It returned an error or refused the tag.
    Rejected,
}

/// The results of running one file with one variant.
#[derive(Debug, Default)]
pub struct Tally {
    pub passed: usize,
    pub failed: usize,
    pub skipped: usize,
    /// A line for each failed case.
    pub failures: Vec<String>,
    /// The outcome (accepted?) of the first acceptable case seen for each flag set.
    acceptable_outcomes: HashMap<Vec<String>, bool>,
}

impl Tally {
    /// Judges a case by the rules in the module docs.
    pub fn record(&mut self, case: &CaseInfo, outcome: Outcome) {
        let verdict = match (case.result, outcome) {
            (Expected::Valid, Outcome::Accepted { matches: true }) => Ok(()),
            (Expected::Valid, Outcome::Accepted { matches: false }) => Err("wrong output".to_string()),
            (Expected::Valid, Outcome::Rejected) => Err("valid case rejected".to_string()),
            (Expected::Invalid, Outcome::Rejected) => Ok(()),
            (Expected::Invalid, Outcome::Accepted { .. }) => Err("invalid case accepted".to_string()),
            (Expected::Acceptable, Outcome::Accepted { matches: false }) => {
                Err("acceptable case accepted with a wrong output".to_string())
            }
            (Expected::Acceptable, outcome) => {
                let accepted = matches!(outcome, Outcome::Accepted { .. });
                let mut flags = case.flags.clone();
                flags.sort();
                let first = *self.acceptable_outcomes.entry(flags).or_insert(accepted);
                if first == accepted {
                    Ok(())
                } else {
                    Err(format!(
                        "acceptable case {} but an earlier one with the same flags was {}",
                        if accepted { "accepted" } else { "rejected" },
                        if first { "accepted" } else { "rejected" },
                    ))
                }
            }
        };
        match verdict {
            Ok(()) => self.passed += 1,
            Err(why) => {
                self.failed += 1;
                self.failures.push(format!("tcId {} ({}): {why}", case.tc_id, case.comment));
            }
        }
    }

    /// Counts a case left out of the run.
    pub fn skip(&mut self) {
        self.skipped += 1;
    }
}

/// The result of one file with one variant: `label` names the variant when several exist.
#[derive(Debug)]
pub struct Run {
    pub label: Option<String>,
    pub tally: Tally,
}

/// The summary line of a run: `FILE: N passed, M failed, K skipped` (`FILE [variant]: ...` with variants).
pub fn summary(path: &Path, run: &Run) -> String {
    let label = run.label.as_ref().map(|l| format!(" [{l}]")).unwrap_or_default();
    let t = &run.tally;
    format!("{}{label}: {} passed, {} failed, {} skipped", path.display(), t.passed, t.failed, t.skipped)
}

/// Schema name without `.json` and without a `_v1` (or later) version suffix.
fn schema_base(schema: &str) -> &str {
    let s = schema.strip_suffix(".json").unwrap_or(schema);
    match s.rsplit_once("_v") {
        Some((base, version)) if !version.is_empty() && version.bytes().all(|b| b.is_ascii_digit()) => base,
        _ => s,
    }
}

/// Reads and runs one file.
pub fn run_file(path: &Path, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let text = std::fs::read_to_string(path).map_err(|e| Unsupported(format!("cannot read: {e}")))?;
    let file: TestFile =
        serde_json::from_str(&text).map_err(|e| Unsupported(format!("not a Wycheproof test file: {e}")))?;
    let base = schema_base(&file.schema);
    let family = FAMILIES
        .iter()
        .find(|f| f.schemas.contains(&base))
        .ok_or_else(|| Unsupported(format!("unsupported schema '{}' (algorithm '{}')", file.schema, file.algorithm)))?;
    (family.run)(&file, options)
}

/// A variant to run (`None`: the default) and the label of its result line (`None`: the only run).
type VariantRun = (Option<&'static str>, Option<String>);

/// The variants of hash `hash` to run under `choice`.
fn variants_to_run(hash: &str, choice: &VariantChoice) -> Result<Vec<VariantRun>, Unsupported> {
    let variants = hash_variants(hash);
    Ok(match choice {
        VariantChoice::Default => vec![(None, None)],
        _ if variants.is_empty() => vec![(None, None)],
        VariantChoice::All => variants.iter().map(|v| (Some(*v), Some(format!("{hash}/{v}")))).collect(),
        VariantChoice::Named(name) => match variants.iter().find(|v| **v == name.as_str()) {
            Some(v) => vec![(Some(*v), Some(format!("{hash}/{v}")))],
            None => {
                return Err(Unsupported(format!("{hash} has no variant '{name}'; variants: {}", variants.join(", "))))
            }
        },
    })
}

/// Outputs larger than this are not attempted (the case is counted as skipped); every Wycheproof case is
/// far below.
pub const MAX_OUTPUT: usize = 1 << 20;

/// The common run of a family whose algorithm is `<prefix><hash>` (`HMACSHA256`, `HKDF-SHA-256`): resolves the
/// hash, then runs the visitor `make()` builds once per variant asked for.
pub fn run_per_variant<V>(
    file: &TestFile,
    options: &Options,
    prefix: &str,
    make: impl Fn() -> V,
) -> Result<Vec<Run>, Unsupported>
where
    V: HashVisitor<Output = Result<Tally, Unsupported>>,
{
    let unsupported = || Unsupported(format!("unsupported algorithm '{}'", file.algorithm));
    let hash = file.algorithm.strip_prefix(prefix).map(hash_name).ok_or_else(unsupported)?;
    if !HASH_NAMES.contains(&hash.as_str()) {
        return Err(unsupported());
    }
    let mut runs = Vec::new();
    for (variant, label) in variants_to_run(&hash, &options.variant)? {
        let tally = with_hash(&hash, variant, make()).map_err(|e| Unsupported(e.to_string()))??;
        runs.push(Run { label, tally });
    }
    Ok(runs)
}

/// The variants to run under `options` for an algorithm whose library variants are named in this tool
/// (`variants[0]` is the default), each with the label of its result line: `None` when only the default
/// runs, else `<algorithm>/<variant>`.
pub fn named_variants<'a>(
    options: &Options,
    algorithm: &str,
    variants: &[&'a str],
) -> Result<Vec<(&'a str, Option<String>)>, Unsupported> {
    let labelled = |v: &'a str| (v, Some(format!("{algorithm}/{v}")));
    match &options.variant {
        VariantChoice::Default => Ok(variants.first().map(|v| (*v, None)).into_iter().collect()),
        VariantChoice::All => Ok(variants.iter().map(|v| labelled(v)).collect()),
        VariantChoice::Named(name) => match variants.iter().find(|v| **v == name.as_str()) {
            Some(v) => Ok(vec![labelled(v)]),
            None => Err(Unsupported(format!("{algorithm} has no variant '{name}'; variants: {}", variants.join(", ")))),
        },
    }
}

/// The run of a family whose library code has a single (default) variant: `--variant all` runs it, a named
/// variant is refused.
pub fn run_default_only(
    file: &TestFile,
    options: &Options,
    run: impl FnOnce() -> Result<Tally, Unsupported>,
) -> Result<Vec<Run>, Unsupported> {
    if let VariantChoice::Named(name) = &options.variant {
        return Err(Unsupported(format!("{} has no variant '{name}' in this tool", file.algorithm)));
    }
    Ok(vec![Run { label: None, tally: run()? }])
}

/// The outcome of a computation whose result must equal `expected`.
pub fn compared<E>(result: Result<Vec<u8>, E>, expected: &[u8]) -> Outcome {
    match result {
        Ok(got) => Outcome::Accepted { matches: got == expected },
        Err(_) => Outcome::Rejected,
    }
}

/// The outcome of a two-way case (decrypt and encrypt, unwrap and wrap): `inverse` is the outcome of the
/// direction every case runs (decryption must refuse an invalid case); a valid or acceptable case that
/// passes it must then pass `forward` (encryption must give the expected ciphertext) too.
pub fn both_ways(case: &CaseInfo, inverse: Outcome, forward: impl FnOnce() -> Outcome) -> Outcome {
    match (case.result, inverse) {
        (Expected::Invalid, _) | (_, Outcome::Rejected) => inverse,
        (_, Outcome::Accepted { matches }) => match forward() {
            Outcome::Accepted { matches: also } => Outcome::Accepted { matches: matches && also },
            Outcome::Rejected => Outcome::Rejected,
        },
    }
}

/// Decodes a hex field of a test case.
pub fn unhex(field: &str, value: &str) -> Result<Vec<u8>, Unsupported> {
    hex::decode(value).map_err(|e| Unsupported(format!("bad hex in field '{field}': {e}")))
}

/// Maps a Wycheproof hash name (`SHA256`, `SHA-256`, `SHA512/224`, `SHA3-256`, `SHA-1`) to the name used by
/// [`crate::algs`] (`sha256`, `sha512-224`, `sha3-256`, `sha1`).
pub fn hash_name(wycheproof: &str) -> String {
    let lower = wycheproof.to_ascii_lowercase().replace('/', "-");
    if let Some(rest) = lower.strip_prefix("sha3-") {
        return format!("sha3-{rest}");
    }
    match lower.strip_prefix("sha-") {
        Some(rest) => format!("sha{rest}"),
        None => lower,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(result: Expected, flags: &[&str]) -> CaseInfo {
        CaseInfo { tc_id: 1, comment: String::new(), flags: flags.iter().map(|s| s.to_string()).collect(), result }
    }

    #[test]
    fn valid_and_invalid_rules() {
        let mut t = Tally::default();
        t.record(&case(Expected::Valid, &[]), Outcome::Accepted { matches: true });
        t.record(&case(Expected::Invalid, &[]), Outcome::Rejected);
        assert_eq!((t.passed, t.failed), (2, 0));
        t.record(&case(Expected::Valid, &[]), Outcome::Accepted { matches: false });
        t.record(&case(Expected::Valid, &[]), Outcome::Rejected);
        t.record(&case(Expected::Invalid, &[]), Outcome::Accepted { matches: true });
        assert_eq!((t.passed, t.failed, t.failures.len()), (2, 3, 3));
    }

    #[test]
    fn acceptable_cases_must_be_consistent_per_flag_set() {
        let mut t = Tally::default();
        t.record(&case(Expected::Acceptable, &["Weak", "Short"]), Outcome::Rejected);
        t.record(&case(Expected::Acceptable, &["Short", "Weak"]), Outcome::Rejected);
        t.record(&case(Expected::Acceptable, &["Other"]), Outcome::Accepted { matches: true });
        assert_eq!((t.passed, t.failed), (3, 0));
        t.record(&case(Expected::Acceptable, &["Weak", "Short"]), Outcome::Accepted { matches: true });
        t.record(&case(Expected::Acceptable, &["Other"]), Outcome::Accepted { matches: false });
        assert_eq!((t.passed, t.failed), (3, 2));
    }

    #[test]
    fn schema_and_hash_names() {
        assert_eq!(schema_base("mac_test_schema_v1.json"), "mac_test_schema");
        assert_eq!(schema_base("pbkdf_test_schema.json"), "pbkdf_test_schema");
        assert_eq!(hash_name("SHA-256"), "sha256");
        assert_eq!(hash_name("SHA512/224"), "sha512-224");
        assert_eq!(hash_name("SHA3-256"), "sha3-256");
        assert_eq!(hash_name("SHA-1"), "sha1");
        assert_eq!(hash_name("SHA1"), "sha1");
    }
}
