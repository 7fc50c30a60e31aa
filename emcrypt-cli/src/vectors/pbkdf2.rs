//! Wycheproof PBKDF2 files (`pbkdf_test_schema`, algorithm `PBKDF2-HMACSHA…`): `emcrypt::kdf::pbkdf2_hmac`
//! over every hash of [`crate::algs`].
//!
//! A case is accepted when `pbkdf2_hmac` returns output (compared with `dk`), rejected when it returns an
//! error. Cases with more iterations than `--max-iterations` are skipped and counted as such.

use super::{
    run_per_variant, unhex, CaseInfo, Family, Group, Options, Outcome, Run, Tally, TestFile, Unsupported, MAX_OUTPUT,
};
use crate::algs::HashVisitor;
use emcrypt::hash::Hash;
use serde::Deserialize;

pub const FAMILY: Family = Family { schemas: &["pbkdf_test_schema"], run };

#[derive(Deserialize)]
struct Case {
    #[serde(flatten)]
    common: CaseInfo,
    password: String,
    salt: String,
    #[serde(rename = "iterationCount")]
    iterations: u64,
    #[serde(rename = "dkLen")]
    dk_len: usize,
    dk: String,
}

fn run(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let groups: Vec<Group<Case>> = file.groups()?;
    run_per_variant(file, options, "PBKDF2-HMAC", || RunPbkdf2 {
        groups: &groups,
        max_iterations: options.max_iterations,
    })
}

struct RunPbkdf2<'a> {
    groups: &'a [Group<Case>],
    max_iterations: Option<u64>,
}

impl HashVisitor for RunPbkdf2<'_> {
    type Output = Result<Tally, Unsupported>;

    fn visit<H: Hash>(self) -> Self::Output {
        let mut tally = Tally::default();
        for case in self.groups.iter().flat_map(|g| &g.tests) {
            let too_slow = self.max_iterations.is_some_and(|max| case.iterations > max);
            // The library takes a u32 count; a larger one in a file cannot be passed to it.
            let Ok(iterations) = u32::try_from(case.iterations) else {
                tally.skip();
                continue;
            };
            if too_slow || case.dk_len > MAX_OUTPUT {
                tally.skip();
                continue;
            }
            let password = unhex("password", &case.password)?;
            let salt = unhex("salt", &case.salt)?;
            let expected = unhex("dk", &case.dk)?;
            let mut dk = vec![0u8; case.dk_len];
            let outcome = match emcrypt::kdf::pbkdf2_hmac::<H>(&password, &salt, iterations, &mut dk) {
                Ok(()) => Outcome::Accepted { matches: dk == expected },
                Err(_) => Outcome::Rejected,
            };
            tally.record(&case.common, outcome);
        }
        Ok(tally)
    }
}
