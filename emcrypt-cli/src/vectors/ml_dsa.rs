//! Wycheproof ML-DSA files (FIPS 204), ML-DSA-44/65/87, three schemas:
//! - `mldsa_sign_noseed_schema` (expanded secret key) and `mldsa_sign_seed_schema` (32-byte seed ξ, the key
//!   pair generated from it and its public key compared with the group's): signing must give exactly the
//!   expected signature (deterministic when the case has no `rnd`, hedged with the given `rnd` otherwise;
//!   pure with a context, or external μ); an invalid case (bad key, context over 255 bytes) must be an error.
//! - `mldsa_verify_schema`: valid signatures must verify, invalid ones be rejected.
//!
//! Signing runs the library's two signing variants, `expanded` (default) and `low-ram`; verification its two
//! verifiers, `by-rows` (default) and `low-ram` (`--variant all` runs both).

use super::{unhex, CaseInfo, Family, Options, Outcome, Run, Tally, TestFile, Unsupported};
use crate::keys::ml_dsa::{ops, Ops};
use emcrypt::pqc::ml_dsa::Message;
use emcrypt::Error;
use serde::Deserialize;

pub const FAMILY: Family =
    Family { schemas: &["mldsa_sign_noseed_schema", "mldsa_sign_seed_schema", "mldsa_verify_schema"], run };

/// The signing variants, default first.
const VARIANTS: &[&str] = &["expanded", "low-ram"];
/// The verification variants, default first.
const VERIFY_VARIANTS: &[&str] = &["by-rows", "low-ram"];

#[derive(Deserialize)]
struct Group {
    #[serde(rename = "publicKey")]
    public_key: Option<String>,
    #[serde(rename = "privateKey")]
    private_key: Option<String>,
    #[serde(rename = "privateSeed")]
    private_seed: Option<String>,
    tests: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    #[serde(flatten)]
    common: CaseInfo,
    msg: Option<String>,
    mu: Option<String>,
    #[serde(default)]
    ctx: String,
    rnd: Option<String>,
    #[serde(default)]
    sig: String,
}

fn run(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let ops = file
        .algorithm
        .strip_prefix("ML-DSA-")
        .and_then(ops)
        .ok_or_else(|| Unsupported(format!("unsupported algorithm '{}'", file.algorithm)))?;
    let groups: Vec<Group> = file.groups()?;
    let verify = super::schema_base(&file.schema) == "mldsa_verify_schema";
    let variants = super::named_variants(options, &file.algorithm, if verify { VERIFY_VARIANTS } else { VARIANTS })?;
    variants
        .into_iter()
        .map(|(variant, label)| {
            let low_ram = variant == "low-ram";
            let tally = if verify { verify_all(&ops, &groups, low_ram)? } else { sign_all(&ops, &groups, low_ram)? };
            Ok(Run { label, tally })
        })
        .collect()
}

fn verify_all(ops: &Ops, groups: &[Group], low_ram: bool) -> Result<Tally, Unsupported> {
    let mut tally = Tally::default();
    for group in groups {
        let pk = unhex("publicKey", group.public_key.as_deref().unwrap_or(""))?;
        for case in &group.tests {
            let msg = unhex("msg", case.msg.as_deref().unwrap_or(""))?;
            let (ctx, sig) = (unhex("ctx", &case.ctx)?, unhex("sig", &case.sig)?);
            let verified = (ops.verify)(low_ram, &pk, &msg, &ctx, &sig);
            tally.record(&case.common, if verified.is_ok() { Outcome::Accepted { matches: true } } else { Outcome::Rejected });
        }
    }
    Ok(tally)
}

fn sign_all(ops: &Ops, groups: &[Group], low_ram: bool) -> Result<Tally, Unsupported> {
    let mut tally = Tally::default();
    for group in groups {
        // The secret key, given or from the seed; a seed's public key must be the group's.
        let (sk, pk_ok) = match (&group.private_key, &group.private_seed) {
            (Some(sk), _) => (Ok(unhex("privateKey", sk)?), true),
            (None, Some(seed)) => match <[u8; 32]>::try_from(&unhex("privateSeed", seed)?[..]) {
                Ok(seed) => {
                    let (pk, sk) = (ops.keygen)(&seed);
                    let want = group.public_key.as_deref().map(|p| unhex("publicKey", p)).transpose()?;
                    (Ok(sk.to_vec()), want.is_none_or(|w| w == pk))
                }
                Err(_) => (Err(Error::InvalidLength), true),
            },
            (None, None) => return Err(Unsupported("group without a private key or seed".to_string())),
        };
        for case in &group.tests {
            let ctx = unhex("ctx", &case.ctx)?;
            let rnd = match &case.rnd {
                Some(r) => <[u8; 32]>::try_from(&unhex("rnd", r)?[..]).map_err(|_| Unsupported("rnd is not 32 bytes".into()))?,
                None => [0; 32],
            };
            let msg = case.msg.as_deref().map(|m| unhex("msg", m)).transpose()?;
            let mu = case.mu.as_deref().map(|m| unhex("mu", m)).transpose()?;
            let mu: Option<[u8; 64]> = mu.map(|m| m[..].try_into()).transpose().map_err(|_| Unsupported("mu is not 64 bytes".into()))?;
            let message = match (&msg, &mu) {
                (Some(m), _) => Message::Pure { message: m, context: &ctx },
                (None, Some(mu)) => Message::Mu(mu),
                (None, None) => return Err(Unsupported(format!("tcId {}: neither msg nor mu", case.common.tc_id))),
            };
            let signed = sk.as_ref().map_err(|e| *e).and_then(|sk| (ops.sign)(low_ram, sk, &message, &rnd));
            let outcome = match signed {
                Ok(sig) => Outcome::Accepted { matches: pk_ok && sig == unhex("sig", &case.sig)? },
                Err(_) => Outcome::Rejected,
            };
            tally.record(&case.common, outcome);
        }
    }
    Ok(tally)
}
