//! Wycheproof RSA files: signatures (`rsassa_pkcs1_verify_schema`, `rsassa_pss_verify_schema`) and
//! decryption (`rsaes_pkcs1_decrypt_schema`, `rsaes_oaep_decrypt_schema`), keys up to 8192 bits.
//!
//! Keys are read from the files' DER encodings (PKCS#1 `publicKeyAsn`, or SubjectPublicKeyInfo
//! `publicKeyDer`; PKCS#8 `privateKeyPkcs8`), so the key parsers the CLI uses are exercised too.
//! - Signatures: valid ones must verify, invalid ones be rejected. The acceptable PKCS#1 v1.5 cases (a
//!   DigestInfo without its NULL parameter) are rejected, consistently: the library compares the whole
//!   re-encoded block. PSS verification is run with the group's salt length (`sLen`).
//! - Decryption (CRT, blinded, result checked): a valid ciphertext must decrypt to `msg`, an invalid one
//!   give the (single, opaque) error; the acceptable OAEP cases (the padded block is a small integer)
//!   decrypt, consistently.
//!
//! MGF1 with SHA-1, SHA-2 or SHA-3, and for PSS SHAKE128/SHAKE256 as hash and mask function (RFC 8702,
//! the `rsa_pss_*_shake*` files).

use super::{compared, hash_name, run_default_only, unhex, CaseInfo, Family, Options, Outcome, Run, Tally, TestFile, Unsupported};
use crate::keys::rng::os_drbg;
use crate::rsa_hash::{with_mgf1_hash, with_rsa_hash};
use emcrypt::rsa::{private_work_limbs, public_work_limbs, PrivateKey, PrivateOptions, PublicKey};
use serde::Deserialize;

pub const FAMILY: Family = Family {
    schemas: &[
        "rsassa_pkcs1_verify_schema",
        "rsassa_pss_verify_schema",
        "rsassa_pss_with_parameters_verify_schema",
        "rsaes_pkcs1_decrypt_schema",
        "rsaes_oaep_decrypt_schema",
    ],
    run,
};

/// Key capacity in 32-bit limbs: 8192 bits, the largest Wycheproof key.
const L: usize = 256;

#[derive(Deserialize)]
struct Group {
    #[serde(rename = "publicKeyAsn")]
    public_key_asn: Option<String>,
    #[serde(rename = "publicKeyDer")]
    public_key_der: Option<String>,
    #[serde(rename = "privateKeyPkcs8")]
    private_key_pkcs8: Option<String>,
    /// Message hash (absent for PKCS#1 v1.5 encryption).
    sha: Option<String>,
    /// `MGF1` or a SHAKE (PSS, OAEP).
    mgf: Option<String>,
    #[serde(rename = "mgfSha")]
    mgf_sha: Option<String>,
    /// PSS salt length.
    #[serde(rename = "sLen")]
    salt_len: Option<usize>,
    tests: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    #[serde(flatten)]
    common: CaseInfo,
    #[serde(default)]
    msg: String,
    #[serde(default)]
    sig: String,
    #[serde(default)]
    ct: String,
    #[serde(default)]
    label: String,
}

#[derive(Clone, Copy, PartialEq)]
enum Scheme {
    Pkcs1Sign,
    Pss,
    Pkcs1Decrypt,
    Oaep,
}

fn run(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let scheme = match super::schema_base(&file.schema) {
        "rsassa_pkcs1_verify_schema" => Scheme::Pkcs1Sign,
        "rsassa_pss_verify_schema" | "rsassa_pss_with_parameters_verify_schema" => Scheme::Pss,
        "rsaes_pkcs1_decrypt_schema" => Scheme::Pkcs1Decrypt,
        _ => Scheme::Oaep,
    };
    let groups: Vec<Group> = file.groups()?;
    // MGF1, or (PSS only) SHAKE as both hash and mask function.
    let supported = |g: &Group| match g.mgf.as_deref() {
        None | Some("MGF1") => true,
        Some(shake @ ("SHAKE128" | "SHAKE256")) => scheme == Scheme::Pss && g.sha.as_deref() == Some(shake),
        Some(_) => false,
    };
    if let Some(g) = groups.iter().find(|g| !supported(g)) {
        return Err(Unsupported(format!("MGF '{}' with hash '{}' is not implemented", g.mgf.as_deref().unwrap_or(""), g.sha.as_deref().unwrap_or(""))));
    }
    run_default_only(file, options, || {
        let mut tally = Tally::default();
        for group in &groups {
            match scheme {
                Scheme::Pkcs1Sign | Scheme::Pss => verify_group(group, scheme, &mut tally)?,
                Scheme::Pkcs1Decrypt | Scheme::Oaep => decrypt_group(group, scheme, &mut tally)?,
            }
        }
        Ok(tally)
    })
}

/// The group's message hash and MGF1 hash, in `digest`'s names.
fn hashes(group: &Group) -> Result<(String, String), Unsupported> {
    let sha = hash_name(group.sha.as_deref().ok_or_else(|| Unsupported("group without 'sha'".to_string()))?);
    let mgf = group.mgf_sha.as_deref().map(hash_name).unwrap_or_else(|| sha.clone());
    Ok((sha, mgf))
}

fn unsupported_hash(name: &str) -> Unsupported {
    Unsupported(format!("unsupported hash '{name}'"))
}

fn verify_group(group: &Group, scheme: Scheme, tally: &mut Tally) -> Result<(), Unsupported> {
    let key = match (&group.public_key_asn, &group.public_key_der) {
        (Some(asn), _) => PublicKey::<L>::from_pkcs1_der(&unhex("publicKeyAsn", asn)?),
        (None, Some(der)) => PublicKey::<L>::from_public_key_der(&unhex("publicKeyDer", der)?),
        (None, None) => return Err(Unsupported("group without a public key".to_string())),
    }
    .map_err(|e| Unsupported(format!("public key does not load: {e}")))?;
    let (sha, mgf) = hashes(group)?;
    let mut work = vec![0u32; public_work_limbs(32 * L)];
    for case in &group.tests {
        let (msg, sig) = (unhex("msg", &case.msg)?, unhex("sig", &case.sig)?);
        let verified = match (scheme, group.mgf.as_deref()) {
            (Scheme::Pss, Some("SHAKE128")) => key.verify_pss_shake128(&msg, &sig, group.salt_len, &mut work),
            (Scheme::Pss, Some("SHAKE256")) => key.verify_pss_shake256(&msg, &sig, group.salt_len, &mut work),
            _ => match scheme {
            Scheme::Pkcs1Sign => {
                with_rsa_hash!(sha.as_str(), H => key.verify_pkcs1v15::<H>(&msg, &sig, &mut work), else return Err(unsupported_hash(&sha)))
            }
            _ => with_rsa_hash!(sha.as_str(), H => with_mgf1_hash!(mgf.as_str(),
                M => key.verify_pss_mgf::<H, M>(&msg, &sig, group.salt_len, &mut work),
                else return Err(unsupported_hash(&mgf))), else return Err(unsupported_hash(&sha))),
            },
        };
        let outcome = if verified.is_ok() { Outcome::Accepted { matches: true } } else { Outcome::Rejected };
        tally.record(&case.common, outcome);
    }
    Ok(())
}

fn decrypt_group(group: &Group, scheme: Scheme, tally: &mut Tally) -> Result<(), Unsupported> {
    let der = group.private_key_pkcs8.as_deref().ok_or_else(|| Unsupported("group without 'privateKeyPkcs8'".to_string()))?;
    let key = PrivateKey::<L>::from_pkcs8_der(&unhex("privateKeyPkcs8", der)?)
        .map_err(|e| Unsupported(format!("private key does not load: {e}")))?;
    let opts = PrivateOptions::default();
    // Enough for the CRT and the direct private operation.
    let limbs = private_work_limbs(32 * L, opts.window, true).max(private_work_limbs(32 * L, opts.window, false));
    let mut work = vec![0u32; limbs];
    let mut rng = os_drbg().map_err(|e| Unsupported(format!("random generator: {e}")))?;
    let mut out = vec![0u8; key.public_key().size()];
    let hashes = if scheme == Scheme::Oaep { Some(hashes(group)?) } else { None };
    for case in &group.tests {
        let (msg, ct, label) = (unhex("msg", &case.msg)?, unhex("ct", &case.ct)?, unhex("label", &case.label)?);
        let result = match &hashes {
            None => key.decrypt_pkcs1v15(&mut rng, &ct, &mut out, &mut work, &opts),
            Some((sha, mgf)) => with_rsa_hash!(sha.as_str(), H => with_mgf1_hash!(mgf.as_str(),
                M => key.decrypt_oaep::<H, M, _>(&mut rng, &ct, &label, &mut out, &mut work, &opts),
                else return Err(unsupported_hash(mgf))), else return Err(unsupported_hash(sha))),
        };
        tally.record(&case.common, compared(result.map(|n| out[..n].to_vec()), &msg));
    }
    Ok(())
}
