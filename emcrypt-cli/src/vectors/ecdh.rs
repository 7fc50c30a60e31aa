//! Wycheproof ECDH files on P-256, P-384, P-521 and secp256k1: `ecdh_test_schema` (the peer's key is an X.509
//! SubjectPublicKeyInfo) and `ecdh_ecpoint_test_schema` (a bare SEC1 point).
//!
//! Valid cases must give the expected shared secret; invalid ones (points off the curve, other curves,
//! malformed encodings) must be rejected. The SubjectPublicKeyInfo is unwrapped here by a strict parser that
//! takes only the named-curve form of this file's curve, so explicit-parameter keys (acceptable cases) are
//! refused. Other curves are unsupported.

use super::{compared, run_default_only, unhex, CaseInfo, Family, Options, Run, Tally, TestFile, Unsupported};
use emcrypt::ecc::weierstrass::{Curve, SecretKey};
use emcrypt::ecc::{p256::P256, p384::P384, p521::P521, secp256k1::Secp256k1};
use emcrypt::hash::Output;
use emcrypt::Error;
use serde::Deserialize;

pub const FAMILY: Family = Family { schemas: &["ecdh_test_schema", "ecdh_ecpoint_test_schema"], run };

#[derive(Deserialize)]
struct Group {
    curve: String,
    /// `asn` (SubjectPublicKeyInfo) or `ecpoint`.
    encoding: String,
    tests: Vec<Case>,
}

#[derive(Deserialize)]
struct Case {
    #[serde(flatten)]
    common: CaseInfo,
    public: String,
    private: String,
    shared: String,
}

/// DER of the `AlgorithmIdentifier` content id-ecPublicKey + named curve, per curve.
const P256_ALGORITHM: &str = "06072a8648ce3d020106082a8648ce3d030107";
const P384_ALGORITHM: &str = "06072a8648ce3d020106052b81040022";
const P521_ALGORITHM: &str = "06072a8648ce3d020106052b81040023";
const SECP256K1_ALGORITHM: &str = "06072a8648ce3d020106052b8104000a";

type RunCurve = fn(&[Group], &str) -> Result<Tally, Unsupported>;

fn run(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let groups: Vec<Group> = file.groups()?;
    let curve = groups.first().map(|g| g.curve.as_str()).unwrap_or("");
    if groups.iter().any(|g| g.curve != curve) {
        return Err(Unsupported("test groups on different curves".to_string()));
    }
    let (run_on, algorithm): (RunCurve, &str) = match curve {
        "secp256r1" => (agree_all::<P256, 8>, P256_ALGORITHM),
        "secp384r1" => (agree_all::<P384, 12>, P384_ALGORITHM),
        "secp521r1" => (agree_all::<P521, 17>, P521_ALGORITHM),
        "secp256k1" => (agree_all::<Secp256k1, 8>, SECP256K1_ALGORITHM),
        other => return Err(Unsupported(format!("unsupported curve '{other}'"))),
    };
    run_default_only(file, options, || run_on(&groups, algorithm))
}

fn agree_all<C: Curve<N>, const N: usize>(groups: &[Group], algorithm: &str) -> Result<Tally, Unsupported> {
    let mut tally = Tally::default();
    for group in groups {
        let ecpoint = match group.encoding.as_str() {
            "ecpoint" => true,
            "asn" => false,
            other => return Err(Unsupported(format!("unsupported public key encoding '{other}'"))),
        };
        for case in &group.tests {
            let (public, private) = (unhex("public", &case.public)?, unhex("private", &case.private)?);
            let shared = unhex("shared", &case.shared)?;
            let point = if ecpoint { Some(&public[..]) } else { spki_point(&public, algorithm) };
            let result = point.ok_or(Error::InvalidEncoding).and_then(|p| {
                let secret = SecretKey::<C, N>::from_bytes(&private_key::<C, N>(&private)?)?;
                secret.diffie_hellman_sec1(p).map(|s| s.as_bytes().to_vec())
            });
            tally.record(&case.common, compared(result, &shared));
        }
    }
    Ok(tally)
}

/// A Wycheproof private key (big-endian, maybe with leading zero bytes) as the curve's field bytes.
fn private_key<C: Curve<N>, const N: usize>(raw: &[u8]) -> Result<C::FieldBytes, Error> {
    let start = raw.iter().take_while(|b| **b == 0).count();
    let raw = &raw[start..];
    let mut out = C::FieldBytes::zeroed();
    let pad = C::FIELD_BYTES.checked_sub(raw.len()).ok_or(Error::InvalidKey)?;
    out.as_mut()[pad..].copy_from_slice(raw);
    Ok(out)
}

/// Splits one DER element with `tag` off `input`: (content, rest). Strict DER: definite lengths in their
/// shortest form (up to 2 length bytes), so BER variants (acceptable cases flagged `InvalidAsn`) are refused.
fn der(input: &[u8], tag: u8) -> Option<(&[u8], &[u8])> {
    let (&t, rest) = input.split_first()?;
    if t != tag {
        return None;
    }
    let (&first, rest) = rest.split_first()?;
    let (len, rest) = match first {
        0..=0x7f => (first as usize, rest),
        0x81 if *rest.first()? >= 0x80 => (*rest.first()? as usize, rest.get(1..)?),
        0x82 if *rest.first()? != 0 => (((*rest.first()? as usize) << 8) | *rest.get(1)? as usize, rest.get(2..)?),
        _ => return None,
    };
    (rest.len() >= len).then(|| rest.split_at(len))
}

/// The SEC1 point inside a named-curve SubjectPublicKeyInfo whose algorithm is `algorithm`, or `None`.
fn spki_point<'a>(spki: &'a [u8], algorithm: &str) -> Option<&'a [u8]> {
    let (body, rest) = der(spki, 0x30)?;
    let (alg, body) = der(body, 0x30)?;
    let (bits, tail) = der(body, 0x03)?;
    if !rest.is_empty() || !tail.is_empty() || hex::encode(alg) != algorithm {
        return None;
    }
    match bits {
        [0, point @ ..] => Some(point),
        _ => None,
    }
}
