//! Wycheproof Curve25519 files: X25519 (`xdh_comp_schema`, curve `curve25519`) and Ed25519
//! (`eddsa_verify_schema`, curve `edwards25519`); the same schemas on `curve448` / `edwards448` go to
//! [`super::curve448`].
//!
//! X25519: a case passes if the library gives the expected shared secret; the library refuses an all-zero
//! shared secret (a small-order peer point, RFC 7748 section 6.1), and those cases are all "acceptable" with
//! the flags that name the reason. Ed25519: valid signatures must verify and invalid ones be rejected.

use super::{compared, run_default_only, unhex, CaseInfo, Family, Options, Outcome, Run, Tally, TestFile, Unsupported};
use emcrypt::ecc::curve25519::ed25519::VerifyingKey;
use emcrypt::ecc::curve25519::{BasepointMul, NoTable, PrecomputedTable};
use emcrypt::hash::sha512::{Compact, Compress, Unrolled};
use emcrypt::ecc::curve25519::x25519::x25519;
use emcrypt::Error;
use serde::Deserialize;

pub const XDH_FAMILY: Family = Family { schemas: &["xdh_comp_schema"], run: run_xdh };

pub const EDDSA_FAMILY: Family = Family { schemas: &["eddsa_verify_schema"], run: run_eddsa };

#[derive(Deserialize)]
pub(super) struct XdhGroup {
    pub(super) curve: String,
    pub(super) tests: Vec<XdhCase>,
}

#[derive(Deserialize)]
pub(super) struct XdhCase {
    #[serde(flatten)]
    pub(super) common: CaseInfo,
    pub(super) public: String,
    pub(super) private: String,
    pub(super) shared: String,
}

fn run_xdh(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let groups: Vec<XdhGroup> = file.groups()?;
    if groups.iter().all(|g| g.curve == "curve448") {
        return super::curve448::run_x448(file, options);
    }
    if let Some(g) = groups.iter().find(|g| g.curve != "curve25519") {
        return Err(Unsupported(format!("unsupported curve '{}'", g.curve)));
    }
    run_default_only(file, options, || {
        let mut tally = Tally::default();
        for case in groups.iter().flat_map(|g| &g.tests) {
            let (public, private) = (unhex("public", &case.public)?, unhex("private", &case.private)?);
            let shared = unhex("shared", &case.shared)?;
            let result = match (<[u8; 32]>::try_from(&private[..]), <[u8; 32]>::try_from(&public[..])) {
                (Ok(k), Ok(u)) => x25519(&k, &u).map(|s| s.to_vec()),
                _ => Err(Error::InvalidLength),
            };
            tally.record(&case.common, compared(result, &shared));
        }
        Ok(tally)
    })
}

#[derive(Deserialize)]
pub(super) struct EddsaGroup {
    #[serde(rename = "publicKey")]
    pub(super) public_key: EddsaKey,
    pub(super) tests: Vec<EddsaCase>,
}

#[derive(Deserialize)]
pub(super) struct EddsaKey {
    pub(super) curve: String,
    pub(super) pk: String,
}

#[derive(Deserialize)]
pub(super) struct EddsaCase {
    #[serde(flatten)]
    pub(super) common: CaseInfo,
    pub(super) msg: String,
    pub(super) sig: String,
}

fn run_eddsa(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let groups: Vec<EddsaGroup> = file.groups()?;
    if groups.iter().all(|g| g.public_key.curve == "edwards448") {
        return super::curve448::run_ed448(file, options);
    }
    if let Some(g) = groups.iter().find(|g| g.public_key.curve != "edwards25519") {
        return Err(Unsupported(format!("unsupported curve '{}'", g.public_key.curve)));
    }
    super::named_variants(options, "ed25519", EDDSA_VARIANTS)?
        .into_iter()
        .map(|(variant, label)| {
            let tally = match variant {
                "no-table" => verify_all::<NoTable, Unrolled>(&groups)?,
                "small" => verify_all::<NoTable, Compact>(&groups)?,
                _ => verify_all::<PrecomputedTable, Unrolled>(&groups)?,
            };
            Ok(Run { label, tally })
        })
        .collect()
}

/// The Ed25519 configurations, as the benchmark names them: the base-point table and the unrolled
/// SHA-512 (the default), no table, and the small configuration (no table, the compact SHA-512).
const EDDSA_VARIANTS: &[&str] = &["table", "no-table", "small"];

fn verify_all<M: BasepointMul, H: Compress>(groups: &[EddsaGroup]) -> Result<Tally, Unsupported> {
    let mut tally = Tally::default();
    for group in groups {
        let key = VerifyingKey::<M, H>::from_slice(&unhex("pk", &group.public_key.pk)?);
        for case in &group.tests {
            let (msg, sig) = (unhex("msg", &case.msg)?, unhex("sig", &case.sig)?);
            let verified = key.as_ref().map_err(|e| *e).and_then(|k| k.verify(&msg, &sig));
            let outcome = if verified.is_ok() { Outcome::Accepted { matches: true } } else { Outcome::Rejected };
            tally.record(&case.common, outcome);
        }
    }
    Ok(tally)
}
