//! NIST CAVP ECDSA (FIPS 186-3, CAVS 11) for P-256 and P-384: KeyPair (`d` → `Q`), PKV (public-key
//! validation), SigGen (`d` → `Q`, and the given `(R, S)` verifies) and SigVer (pass/fail verdicts).
//! Sections for the other curves are left out of the vendored files.
mod common;

use common::{read_vectors, rsp};
use emcrypt::ecc::weierstrass::{Curve, PublicKey, SecretKey, Signature};
use emcrypt::ecc::{p256::P256Small, p256::P256Table, p256::P256, p384::P384Table, p384::P384};
use emcrypt::hash::sha1::Sha1;
use emcrypt::hash::sha256::{Sha224, Sha256};
use emcrypt::hash::sha512::{Sha384, Sha512};
use emcrypt::hash::{Hash, Output};

/// The curve name of a record (`P-256` in `[P-256]` or `[P-256,SHA-256]`) and its hash, if any.
fn curve_and_hash(r: &rsp::Record) -> (String, Option<String>) {
    let header = r.section.keys().find(|k| k.starts_with("P-")).expect("curve header");
    let mut parts = header.split(',');
    (parts.next().unwrap().to_string(), parts.next().map(str::to_string))
}

/// A hex value left-padded to the field length; `None` when it does not fit (out-of-range values).
fn field_bytes<C: Curve<N>, const N: usize>(hex_value: &str) -> Option<C::FieldBytes> {
    let padded = if hex_value.len() % 2 == 1 { format!("0{hex_value}") } else { hex_value.to_string() };
    let raw = hex::decode(padded).unwrap();
    let start = raw.iter().take_while(|b| **b == 0).count();
    let raw = &raw[start..];
    let mut out = C::FieldBytes::zeroed();
    let fb = C::FIELD_BYTES;
    if raw.len() > fb {
        return None;
    }
    out.as_mut()[fb - raw.len()..].copy_from_slice(raw);
    Some(out)
}

fn public_key<C: Curve<N>, const N: usize>(r: &rsp::Record) -> Result<PublicKey<C, N>, emcrypt::Error> {
    match (field_bytes::<C, N>(r.get("Qx")), field_bytes::<C, N>(r.get("Qy"))) {
        (Some(x), Some(y)) => PublicKey::from_affine_coordinates(&x, &y),
        _ => Err(emcrypt::Error::InvalidKey),
    }
}

fn digest(hash: &str, msg: &[u8]) -> Vec<u8> {
    match hash {
        "SHA-1" => <Sha1>::digest(msg).to_vec(),
        "SHA-224" => <Sha224>::digest(msg).to_vec(),
        "SHA-256" => <Sha256>::digest(msg).to_vec(),
        "SHA-384" => <Sha384>::digest(msg).to_vec(),
        "SHA-512" => <Sha512>::digest(msg).to_vec(),
        other => panic!("unexpected hash {other}"),
    }
}

fn signature<C: Curve<N>, const N: usize>(r: &rsp::Record) -> Option<Signature<C, N>> {
    let mut rs = field_bytes::<C, N>(r.get("R"))?.as_ref().to_vec();
    rs.extend_from_slice(field_bytes::<C, N>(r.get("S"))?.as_ref());
    Signature::from_bytes(&rs).ok()
}

/// KeyPair and SigGen: `d·G` must be `Q`; in SigGen the published `(R, S)` must verify too.
fn keys_and_siggen<C: Curve<N>, const N: usize>(curve: &str) -> (usize, usize) {
    let mut pairs = 0;
    for r in rsp::parse(&read_vectors("nist-cavp/ecdsa/KeyPair-P256-P384.rsp")) {
        if curve_and_hash(&r).0 == curve && r.try_get("d").is_some() {
            let d = SecretKey::<C, N>::from_bytes(&field_bytes::<C, N>(r.get("d")).unwrap()).unwrap();
            assert_eq!(d.public_key(), public_key::<C, N>(&r).unwrap(), "{curve} KeyPair {r:?}");
            pairs += 1;
        }
    }
    let mut sigs = 0;
    for r in rsp::parse(&read_vectors("nist-cavp/ecdsa/SigGen-P256-P384.txt")) {
        let (c, hash) = curve_and_hash(&r);
        if c != curve {
            continue;
        }
        let d = SecretKey::<C, N>::from_bytes(&field_bytes::<C, N>(r.get("d")).unwrap()).unwrap();
        let q = public_key::<C, N>(&r).unwrap();
        assert_eq!(d.public_key(), q, "{curve} SigGen key");
        let sig = signature::<C, N>(&r).expect("SigGen signature in range");
        q.verify_prehash(&digest(&hash.unwrap(), &r.bytes("Msg")), &sig).unwrap();
        sigs += 1;
    }
    (pairs, sigs)
}

/// PKV: the verdict of public-key validation; SigVer: the verdict of verification.
fn pkv_and_sigver<C: Curve<N>, const N: usize>(curve: &str) -> (usize, usize, usize) {
    let mut keys = 0;
    for r in rsp::parse(&read_vectors("nist-cavp/ecdsa/PKV-P256-P384.rsp")) {
        if curve_and_hash(&r).0 == curve {
            let expected = r.get("Result").starts_with('P');
            assert_eq!(public_key::<C, N>(&r).is_ok(), expected, "{curve} PKV {r:?}");
            keys += 1;
        }
    }
    let (mut checked, mut passed) = (0, 0);
    for r in rsp::parse(&read_vectors("nist-cavp/ecdsa/SigVer-P256-P384.rsp")) {
        let (c, hash) = curve_and_hash(&r);
        if c != curve {
            continue;
        }
        let expected = r.get("Result").starts_with('P');
        let ok = match (public_key::<C, N>(&r), signature::<C, N>(&r)) {
            (Ok(q), Some(sig)) => q.verify_prehash(&digest(&hash.unwrap(), &r.bytes("Msg")), &sig).is_ok(),
            _ => false,
        };
        assert_eq!(ok, expected, "{curve} SigVer {r:?}");
        checked += 1;
        passed += usize::from(ok);
    }
    (keys, checked, passed)
}

#[test]
fn cavp_p256() {
    assert_eq!(keys_and_siggen::<P256, 8>("P-256"), (10, 75));
    let (keys, checked, passed) = pkv_and_sigver::<P256, 8>("P-256");
    assert_eq!((keys, checked), (12, 75));
    assert!(passed > 10 && passed < checked);
    // The variant with the precomputed base-point table: the same answers.
    assert_eq!(keys_and_siggen::<P256Table, 8>("P-256"), (10, 75));
    assert_eq!(pkv_and_sigver::<P256Table, 8>("P-256"), (keys, checked, passed));
    // The compact configuration (generic field, complete-addition doublings): the same answers.
    assert_eq!(keys_and_siggen::<P256Small, 8>("P-256"), (10, 75));
    assert_eq!(pkv_and_sigver::<P256Small, 8>("P-256"), (keys, checked, passed));
}

#[test]
fn cavp_p384() {
    assert_eq!(keys_and_siggen::<P384, 12>("P-384"), (10, 75));
    let (keys, checked, passed) = pkv_and_sigver::<P384, 12>("P-384");
    assert_eq!((keys, checked), (12, 75));
    assert!(passed > 10 && passed < checked);
    // The variant with the precomputed base-point table: the same answers.
    assert_eq!(keys_and_siggen::<P384Table, 12>("P-384"), (10, 75));
    assert_eq!(pkv_and_sigver::<P384Table, 12>("P-384"), (keys, checked, passed));
}
