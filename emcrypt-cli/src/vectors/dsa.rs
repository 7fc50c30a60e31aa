//! Wycheproof DSA files (`dsa_verify_schema` with DER signatures, `dsa_p1363_verify_schema` with
//! fixed-size `r || s`), p up to 3072 bits; the message digest is the group's `sha`.
//!
//! Valid signatures must verify; invalid ones must be rejected (the library's DER parser is strict, so any
//! acceptable BER case is rejected, consistently).

use super::{hash_name, run_default_only, unhex, CaseInfo, Family, Options, Outcome, Run, Tally, TestFile, Unsupported};
use crate::hashing::pick_digest;
use emcrypt::dsa::{verify_work_limbs, DomainParameters, Signature, VerifyingKey, LIMBS_3072};
use serde::Deserialize;

pub const FAMILY: Family = Family { schemas: &["dsa_verify_schema", "dsa_p1363_verify_schema"], run };

#[derive(Deserialize)]
struct Group {
    #[serde(rename = "publicKey")]
    public_key: Key,
    sha: String,
    tests: Vec<Case>,
}

#[derive(Deserialize)]
struct Key {
    p: String,
    q: String,
    g: String,
    y: String,
}

#[derive(Deserialize)]
struct Case {
    #[serde(flatten)]
    common: CaseInfo,
    msg: String,
    sig: String,
}

fn run(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let p1363 = super::schema_base(&file.schema) == "dsa_p1363_verify_schema";
    let groups: Vec<Group> = file.groups()?;
    run_default_only(file, options, || verify_all(&groups, p1363))
}

fn verify_all(groups: &[Group], p1363: bool) -> Result<Tally, Unsupported> {
    let mut tally = Tally::default();
    let mut work = vec![0u32; verify_work_limbs(32 * LIMBS_3072)];
    for group in groups {
        let hash = hash_name(&group.sha);
        let digest = pick_digest(&hash, None, None).map_err(|e| Unsupported(format!("digest '{}': {e}", group.sha)))?;
        let k = &group.public_key;
        let (p, q, g, y) = (unhex("p", &k.p)?, unhex("q", &k.q)?, unhex("g", &k.g)?, unhex("y", &k.y)?);
        let params = DomainParameters::<LIMBS_3072>::from_be_bytes(&p, &q, &g, &mut work)
            .map_err(|e| Unsupported(format!("domain parameters: {e}")))?;
        let key = VerifyingKey::from_be_bytes(&params, &y, &mut work);
        for case in &group.tests {
            let (msg, sig) = (unhex("msg", &case.msg)?, unhex("sig", &case.sig)?);
            let prehash = digest(&mut &msg[..]).map_err(|e| Unsupported(format!("digest: {e}")))?;
            let parsed = if p1363 { Signature::from_p1363(&sig, params.q_bytes()) } else { Signature::from_der(&sig) };
            let verified = key
                .as_ref()
                .map_err(|e| *e)
                .and_then(|k| parsed.and_then(|s| k.verify_prehash(&prehash, &s, &mut work)));
            let outcome = if verified.is_ok() { Outcome::Accepted { matches: true } } else { Outcome::Rejected };
            tally.record(&case.common, outcome);
        }
    }
    Ok(tally)
}
