//! Wycheproof ECDSA files (`ecdsa_verify_schema` with DER signatures, `ecdsa_p1363_verify_schema` with
//! fixed-size `r || s`) on P-256, P-384, P-521 and secp256k1; the message digest is the group's `sha` (SHA-2, SHA-3, or
//! SHAKE128/256 with 256/512 output bits, as Wycheproof uses them).
//!
//! Valid signatures must verify; invalid ones must be rejected. The acceptable cases are BER (not DER)
//! encodings, which the library's strict DER parser refuses, consistently. Other curves (brainpool...)
//! are unsupported; so is the Bitcoin schema (low-s rule), which the library's tests cover.

use super::{
    hash_name, run_default_only, unhex, CaseInfo, Family, Options, Outcome, Run, Tally, TestFile, Unsupported,
};
use crate::hashing::pick_digest;
use emcrypt::ecc::weierstrass::{Curve, PublicKey, Signature};
use emcrypt::ecc::{p256::P256, p384::P384, p521::P521, secp256k1::Secp256k1};
use serde::Deserialize;

pub const FAMILY: Family = Family { schemas: &["ecdsa_verify_schema", "ecdsa_p1363_verify_schema"], run };

#[derive(Deserialize)]
struct Group {
    #[serde(rename = "publicKey")]
    public_key: Key,
    sha: String,
    tests: Vec<Case>,
}

#[derive(Deserialize)]
struct Key {
    curve: String,
    /// SEC1 uncompressed point.
    uncompressed: String,
}

#[derive(Deserialize)]
struct Case {
    #[serde(flatten)]
    common: CaseInfo,
    msg: String,
    sig: String,
}

/// A curve name of Wycheproof's, or the first group's curve when the groups disagree (never in practice).
fn curve_of(groups: &[Group]) -> Result<&str, Unsupported> {
    let curve = groups.first().map(|g| g.public_key.curve.as_str()).unwrap_or("");
    match groups.iter().all(|g| g.public_key.curve == curve) {
        true => Ok(curve),
        false => Err(Unsupported("test groups on different curves".to_string())),
    }
}

fn run(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let p1363 = super::schema_base(&file.schema) == "ecdsa_p1363_verify_schema";
    let groups: Vec<Group> = file.groups()?;
    let run_on: fn(&[Group], bool) -> Result<Tally, Unsupported> = match curve_of(&groups)? {
        "secp256r1" => verify_all::<P256, 8>,
        "secp384r1" => verify_all::<P384, 12>,
        "secp521r1" => verify_all::<P521, 17>,
        "secp256k1" => verify_all::<Secp256k1, 8>,
        other => return Err(Unsupported(format!("unsupported curve '{other}'"))),
    };
    run_default_only(file, options, || run_on(&groups, p1363))
}

fn verify_all<C: Curve<N>, const N: usize>(groups: &[Group], p1363: bool) -> Result<Tally, Unsupported> {
    let mut tally = Tally::default();
    for group in groups {
        let hash = hash_name(&group.sha);
        let digest = pick_digest(&hash, None, None).map_err(|e| Unsupported(format!("digest '{}': {e}", group.sha)))?;
        let key = PublicKey::<C, N>::from_sec1_bytes(&unhex("uncompressed", &group.public_key.uncompressed)?);
        for case in &group.tests {
            let (msg, sig) = (unhex("msg", &case.msg)?, unhex("sig", &case.sig)?);
            let prehash = digest(&mut &msg[..]).map_err(|e| Unsupported(format!("digest: {e}")))?;
            let parsed = if p1363 { Signature::<C, N>::from_bytes(&sig) } else { Signature::<C, N>::from_der(&sig) };
            let verified =
                key.as_ref().map_err(|e| *e).and_then(|k| parsed.and_then(|s| k.verify_prehash(&prehash, &s)));
            let outcome = if verified.is_ok() { Outcome::Accepted { matches: true } } else { Outcome::Rejected };
            tally.record(&case.common, outcome);
        }
    }
    Ok(tally)
}
