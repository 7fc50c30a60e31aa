//! Wycheproof HKDF files (`hkdf_test_schema`): `emcrypt::kdf::hkdf` over every hash of [`crate::algs`].
//!
//! A case is accepted when `hkdf` returns output (compared with `okm`), rejected when it returns an error
//! (an output longer than 255 hash lengths must be refused).

use super::{
    run_per_variant, unhex, CaseInfo, Family, Group, Options, Outcome, Run, Tally, TestFile, Unsupported, MAX_OUTPUT,
};
use crate::algs::HashVisitor;
use emcrypt::hash::Hash;
use serde::Deserialize;

pub const FAMILY: Family = Family { schemas: &["hkdf_test_schema"], run };

#[derive(Deserialize)]
struct Case {
    #[serde(flatten)]
    common: CaseInfo,
    ikm: String,
    salt: String,
    #[serde(rename = "info")]
    context: String,
    size: usize,
    okm: String,
}

fn run(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let groups: Vec<Group<Case>> = file.groups()?;
    run_per_variant(file, options, "HKDF-", || RunHkdf { groups: &groups })
}

struct RunHkdf<'a> {
    groups: &'a [Group<Case>],
}

impl HashVisitor for RunHkdf<'_> {
    type Output = Result<Tally, Unsupported>;

    fn visit<H: Hash>(self) -> Self::Output {
        let mut tally = Tally::default();
        for case in self.groups.iter().flat_map(|g| &g.tests) {
            if case.size > MAX_OUTPUT {
                tally.skip();
                continue;
            }
            let ikm = unhex("ikm", &case.ikm)?;
            let salt = unhex("salt", &case.salt)?;
            let context = unhex("info", &case.context)?;
            let expected = unhex("okm", &case.okm)?;
            let mut okm = vec![0u8; case.size];
            let outcome = match emcrypt::kdf::hkdf::<H>(&salt, &ikm, &context, &mut okm) {
                Ok(()) => Outcome::Accepted { matches: okm == expected },
                Err(_) => Outcome::Rejected,
            };
            tally.record(&case.common, outcome);
        }
        Ok(tally)
    }
}
