//! Wycheproof MAC files (`mac_test_schema`): HMAC over every hash of [`crate::algs`].
//!
//! Each group fixes the tag size; a case's tag of another length is refused, a full-length tag is checked
//! with `Hmac::verify` and a shorter one with `Hmac::verify_truncated` (leftmost bytes, as Wycheproof and
//! RFC 2104 truncate).

use super::{run_per_variant, unhex, CaseInfo, Family, Options, Outcome, Run, Tally, TestFile, Unsupported};
use crate::algs::HashVisitor;
use emcrypt::hash::Hash;
use emcrypt::mac::Hmac;
use serde::Deserialize;

pub const FAMILY: Family = Family { schemas: &["mac_test_schema"], run };

#[derive(Deserialize)]
struct Group {
    /// Tag size in bits.
    #[serde(rename = "tagSize")]
    tag_size: usize,
    tests: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    #[serde(flatten)]
    common: CaseInfo,
    key: String,
    msg: String,
    tag: String,
}

fn run(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let groups: Vec<Group> = file.groups()?;
    run_per_variant(file, options, "HMAC", || RunHmac { groups: &groups })
}

struct RunHmac<'a> {
    groups: &'a [Group],
}

impl HashVisitor for RunHmac<'_> {
    type Output = Result<Tally, Unsupported>;

    fn visit<H: Hash>(self) -> Self::Output {
        let mut tally = Tally::default();
        for group in self.groups {
            for case in &group.tests {
                let key = unhex("key", &case.key)?;
                let msg = unhex("msg", &case.msg)?;
                let tag = unhex("tag", &case.tag)?;
                let outcome = match Hmac::<H>::new(&key) {
                    Err(_) => Outcome::Rejected,
                    Ok(mut mac) => {
                        mac.update(&msg);
                        let verified = if tag.len() * 8 != group.tag_size {
                            false
                        } else if tag.len() == H::OUTPUT_LEN {
                            mac.verify(&tag).is_ok()
                        } else {
                            mac.verify_truncated(&tag).is_ok()
                        };
                        if verified {
                            Outcome::Accepted { matches: true }
                        } else {
                            Outcome::Rejected
                        }
                    }
                };
                tally.record(&case.common, outcome);
            }
        }
        Ok(tally)
    }
}
