//! Wycheproof Curve448 files: X448 (`xdh_comp_schema`, curve `curve448`) and Ed448 (`eddsa_verify_schema`,
//! curve `edwards448`), reached through [`super::curve25519`], which reads both schemas.
//!
//! X448: a case passes if the library gives the expected shared secret; the library refuses an all-zero
//! shared secret (a small-order peer point, RFC 7748 section 6.2), and those cases are all "acceptable";
//! keys of the wrong length are "invalid" and refused. Ed448 (empty context): valid signatures must verify
//! and invalid ones be rejected.

use super::curve25519::{EddsaGroup, XdhGroup};
use super::{compared, run_default_only, unhex, Options, Outcome, Run, Tally, TestFile, Unsupported};
use emcrypt::ecc::curve448::ed448::VerifyingKey;
use emcrypt::ecc::curve448::x448::x448;
use emcrypt::Error;

pub fn run_x448(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let groups: Vec<XdhGroup> = file.groups()?;
    run_default_only(file, options, || {
        let mut tally = Tally::default();
        for case in groups.iter().flat_map(|g| &g.tests) {
            let (public, private) = (unhex("public", &case.public)?, unhex("private", &case.private)?);
            let shared = unhex("shared", &case.shared)?;
            let result = match (<[u8; 56]>::try_from(&private[..]), <[u8; 56]>::try_from(&public[..])) {
                (Ok(k), Ok(u)) => x448(&k, &u).map(|s| s.to_vec()),
                _ => Err(Error::InvalidLength),
            };
            tally.record(&case.common, compared(result, &shared));
        }
        Ok(tally)
    })
}

pub fn run_ed448(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let groups: Vec<EddsaGroup> = file.groups()?;
    run_default_only(file, options, || {
        let mut tally = Tally::default();
        for group in &groups {
            let key = VerifyingKey::from_slice(&unhex("pk", &group.public_key.pk)?);
            for case in &group.tests {
                let (msg, sig) = (unhex("msg", &case.msg)?, unhex("sig", &case.sig)?);
                let verified = key.as_ref().map_err(|e| *e).and_then(|k| k.verify(&msg, &[], &sig));
                let outcome = if verified.is_ok() { Outcome::Accepted { matches: true } } else { Outcome::Rejected };
                tally.record(&case.common, outcome);
            }
        }
        Ok(tally)
    })
}
