//! Wycheproof MAC files (`mac_test_schema`): HMAC over every hash of [`crate::algs`], and AES-CMAC; and
//! MAC-with-nonce files (`mac_with_iv_test_schema`): AES-GMAC.
//!
//! Each group fixes the tag size; a case's tag of another length is refused, a full-length tag is checked
//! with `Hmac::verify` and a shorter one with `Hmac::verify_truncated` (leftmost bytes, as Wycheproof and
//! RFC 2104 truncate).

use super::{
    run_default_only, run_per_variant, unhex, CaseInfo, Family, Options, Outcome, Run, Tally, TestFile, Unsupported,
};
use crate::algs::HashVisitor;
use emcrypt::aead::gcm;
use emcrypt::hash::Hash;
use emcrypt::mac::cmac::{Cmac, TAG_LEN as CMAC_TAG_LEN};
use emcrypt::mac::Hmac;
use emcrypt::Error;
use serde::Deserialize;

pub const FAMILY: Family = Family { schemas: &["mac_test_schema"], run };

pub const GMAC_FAMILY: Family = Family { schemas: &["mac_with_iv_test_schema"], run: run_gmac };

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
    if file.algorithm == "AES-CMAC" {
        return run_default_only(file, options, || run_cmac(&groups));
    }
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

/// Outcome of a tag check: accepted when it verified.
fn verified(result: Result<(), Error>) -> Outcome {
    match result {
        Ok(()) => Outcome::Accepted { matches: true },
        Err(_) => Outcome::Rejected,
    }
}

/// AES-CMAC: a full 16-byte tag through `Cmac::verify`, a shorter one through `verify_truncated`; a tag not
/// of the group's size is refused.
fn run_cmac(groups: &[Group]) -> Result<Tally, Unsupported> {
    fn check<C: emcrypt::cipher::BlockCipher>(key: &[u8], msg: &[u8], tag: &[u8]) -> Result<(), Error> {
        let mut mac = Cmac::<C>::new(key)?;
        mac.update(msg);
        if tag.len() == CMAC_TAG_LEN {
            mac.verify(tag)
        } else {
            mac.verify_truncated(tag)
        }
    }
    let mut tally = Tally::default();
    for group in groups {
        for case in &group.tests {
            let (key, msg, tag) = (unhex("key", &case.key)?, unhex("msg", &case.msg)?, unhex("tag", &case.tag)?);
            let outcome = if tag.len() * 8 != group.tag_size {
                Outcome::Rejected
            } else {
                verified(with_aes!(key, C => check::<C>(&key, &msg, &tag)))
            };
            tally.record(&case.common, outcome);
        }
    }
    Ok(tally)
}

#[derive(Deserialize)]
struct GmacGroup {
    /// Tag size in bits.
    #[serde(rename = "tagSize")]
    tag_size: usize,
    tests: Vec<GmacCase>,
}

#[derive(Deserialize)]
struct GmacCase {
    #[serde(flatten)]
    common: CaseInfo,
    key: String,
    iv: String,
    msg: String,
    tag: String,
}

/// AES-GMAC (GCM with no plaintext): `gmac_verify` with the case's nonce; a tag not of the group's size is
/// refused.
fn run_gmac(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    if file.algorithm != "AES-GMAC" {
        return Err(Unsupported(format!("unsupported algorithm '{}'", file.algorithm)));
    }
    let groups: Vec<GmacGroup> = file.groups()?;
    run_default_only(file, options, || {
        let mut tally = Tally::default();
        for group in &groups {
            for case in &group.tests {
                let (key, iv) = (unhex("key", &case.key)?, unhex("iv", &case.iv)?);
                let (msg, tag) = (unhex("msg", &case.msg)?, unhex("tag", &case.tag)?);
                let outcome = if tag.len() * 8 != group.tag_size {
                    Outcome::Rejected
                } else {
                    verified(with_aes!(key, C => gcm::gmac_verify::<C>(&key, &iv, &msg, &tag)))
                };
                tally.record(&case.common, outcome);
            }
        }
        Ok(tally)
    })
}
