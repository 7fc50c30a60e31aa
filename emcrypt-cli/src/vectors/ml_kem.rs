//! Wycheproof ML-KEM files (FIPS 203), ML-KEM-512/768/1024, four schemas:
//! - `mlkem_test_schema`: key pair from the 64-byte seed (d ‖ z), then decapsulation of `c`; the encapsulation
//!   key and the shared secret `K` must match. Invalid cases (a seed or ciphertext of the wrong length) must
//!   be errors; a malformed ciphertext of the right length is not an error (implicit rejection) and its
//!   expected `K` is the rejection secret.
//! - `mlkem_encaps_test_schema`: encapsulation with the explicit randomness `m`; `c` and `K` must match;
//!   an encapsulation key failing the FIPS 203 modulus check (or of the wrong length) must be an error.
//! - `mlkem_keygen_seed_test_schema`: both keys from the seed must match `ek` and `dk`.
//! - `mlkem_semi_expanded_decaps_test_schema`: decapsulation with an expanded key `dk`, which must fail its
//!   FIPS 203 checks (length, hash of `ek`) when invalid.

use super::{run_default_only, unhex, CaseInfo, Family, Options, Outcome, Run, Tally, TestFile, Unsupported};
use emcrypt::pqc::ml_kem::{DecapsulationKey, EncapsulationKey, MlKem1024, MlKem512, MlKem768, ParameterSet};
use emcrypt::Error;
use serde::Deserialize;

pub const FAMILY: Family = Family {
    schemas: &[
        "mlkem_test_schema",
        "mlkem_encaps_test_schema",
        "mlkem_keygen_seed_test_schema",
        "mlkem_semi_expanded_decaps_test_schema",
    ],
    run,
};

#[derive(Deserialize)]
struct Group {
    #[serde(rename = "parameterSet")]
    parameter_set: String,
    tests: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    #[serde(flatten)]
    common: CaseInfo,
    #[serde(default)]
    seed: String,
    #[serde(default)]
    m: String,
    #[serde(default)]
    ek: String,
    #[serde(default)]
    dk: String,
    #[serde(default)]
    c: String,
    #[serde(default, rename = "K")]
    k: String,
}

#[derive(Clone, Copy)]
enum Kind {
    SeedAndDecaps,
    Encaps,
    KeyGen,
    ExpandedDecaps,
}

fn run(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let kind = match super::schema_base(&file.schema) {
        "mlkem_test_schema" => Kind::SeedAndDecaps,
        "mlkem_encaps_test_schema" => Kind::Encaps,
        "mlkem_keygen_seed_test_schema" => Kind::KeyGen,
        _ => Kind::ExpandedDecaps,
    };
    let groups: Vec<Group> = file.groups()?;
    run_default_only(file, options, || {
        let mut tally = Tally::default();
        for group in &groups {
            let run_case: fn(Kind, &Case) -> Result<Outcome, Unsupported> = match group.parameter_set.as_str() {
                "ML-KEM-512" => run_case::<MlKem512>,
                "ML-KEM-768" => run_case::<MlKem768>,
                "ML-KEM-1024" => run_case::<MlKem1024>,
                other => return Err(Unsupported(format!("unsupported parameter set '{other}'"))),
            };
            for case in &group.tests {
                tally.record(&case.common, run_case(kind, case)?);
            }
        }
        Ok(tally)
    })
}

/// What a case produced: the values it computed, each compared with the expected one when the case gives
/// it (a field left empty in the file is not checked).
struct Computed {
    ek: Option<Vec<u8>>,
    dk: Option<Vec<u8>>,
    c: Option<Vec<u8>>,
    k: Option<Vec<u8>>,
}

fn run_case<P: ParameterSet>(kind: Kind, case: &Case) -> Result<Outcome, Unsupported> {
    let field = |name: &str, value: &str| unhex(name, value);
    let computed = (|| -> Result<Result<Computed, Error>, Unsupported> {
        let mut out = Computed { ek: None, dk: None, c: None, k: None };
        match kind {
            Kind::SeedAndDecaps | Kind::KeyGen => {
                let Ok(seed) = <[u8; 64]>::try_from(&field("seed", &case.seed)?[..]) else {
                    return Ok(Err(Error::InvalidLength));
                };
                let (dk, ek) = DecapsulationKey::<P>::from_seed(&seed);
                out.ek = Some(ek.as_bytes().to_vec());
                out.dk = Some(dk.as_bytes().to_vec());
                if let Kind::SeedAndDecaps = kind {
                    match dk.decapsulate(&field("c", &case.c)?) {
                        Ok(k) => out.k = Some(k.as_bytes().to_vec()),
                        Err(e) => return Ok(Err(e)),
                    }
                }
            }
            Kind::Encaps => {
                let ek = match EncapsulationKey::<P>::from_bytes(&field("ek", &case.ek)?) {
                    Ok(ek) => ek,
                    Err(e) => return Ok(Err(e)),
                };
                let Ok(m) = <[u8; 32]>::try_from(&field("m", &case.m)?[..]) else {
                    return Ok(Err(Error::InvalidLength));
                };
                let (c, k) = ek.encapsulate_deterministic(&m);
                out.ek = Some(ek.as_bytes().to_vec());
                out.c = Some(c.as_ref().to_vec());
                out.k = Some(k.as_bytes().to_vec());
            }
            Kind::ExpandedDecaps => {
                let dk = match DecapsulationKey::<P>::from_bytes(&field("dk", &case.dk)?) {
                    Ok(dk) => dk,
                    Err(e) => return Ok(Err(e)),
                };
                out.ek = Some(dk.encapsulation_key().as_bytes().to_vec());
                match dk.decapsulate(&field("c", &case.c)?) {
                    Ok(k) => out.k = Some(k.as_bytes().to_vec()),
                    Err(e) => return Ok(Err(e)),
                }
            }
        }
        Ok(Ok(out))
    })()?;
    let Ok(out) = computed else { return Ok(Outcome::Rejected) };
    // The expected values a case of this kind carries as outputs (an input field is not re-checked).
    let expected: &[(&str, &String, &Option<Vec<u8>>)] = match kind {
        Kind::SeedAndDecaps => &[("ek", &case.ek, &out.ek), ("K", &case.k, &out.k)],
        Kind::Encaps => &[("c", &case.c, &out.c), ("K", &case.k, &out.k)],
        Kind::KeyGen => &[("ek", &case.ek, &out.ek), ("dk", &case.dk, &out.dk)],
        Kind::ExpandedDecaps => &[("ek", &case.ek, &out.ek), ("K", &case.k, &out.k)],
    };
    let mut matches = true;
    for (name, want, got) in expected {
        let want = unhex(name, want)?;
        if !want.is_empty() {
            matches &= got.as_deref() == Some(&want[..]);
        }
    }
    Ok(Outcome::Accepted { matches })
}
