//! RFC 6979 appendix A.2.5 (P-256), A.2.6 (P-384) and A.2.7 (P-521): deterministic signatures with SHA-1, SHA-224,
//! SHA-256, SHA-384 and SHA-512 on "sample" and "test", in OpenSSL's test-file form (vendored from PyPI
//! `cryptography-vectors`). Each signature must be reproduced exactly, verify, and its modified twin
//! (marked `VERIFY_ERROR`) must be rejected.
mod common;

use common::{read_vectors, unhex};
use emcrypt::ecc::weierstrass::{Curve, PublicKey, SecretKey, Signature};
use emcrypt::ecc::{p256::P256Small, p256::P256Table, p256::P256, p384::P384Table, p384::P384, p521::P521};
use emcrypt::hash::sha1::Sha1;
use emcrypt::hash::sha256::{Sha224, Sha256};
use emcrypt::hash::sha512::{Sha384, Sha512};
use std::collections::HashMap;

/// Decodes standard base64 (PEM bodies).
fn base64(text: &str) -> Vec<u8> {
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut bits = 0u32;
    let mut nbits = 0;
    let mut out = Vec::new();
    for c in text.bytes().filter(|c| !c.is_ascii_whitespace() && *c != b'=') {
        let v = alphabet.iter().position(|a| *a == c).expect("base64 digit") as u32;
        bits = (bits << 6) | v;
        nbits += 6;
        if nbits >= 8 {
            nbits -= 8;
            out.push((bits >> nbits) as u8);
        }
    }
    out
}

/// One block of the file: `Key = value` lines, with PEM bodies joined under the key that opened them.
type Block = HashMap<String, String>;

fn blocks(text: &str) -> Vec<Block> {
    let mut out = Vec::new();
    let mut current = Block::new();
    let mut pem_key: Option<String> = None;
    for line in text.lines() {
        if let Some(key) = &pem_key {
            if line.starts_with("-----END") {
                pem_key = None;
            } else if !line.starts_with("-----BEGIN") {
                current.get_mut(key).unwrap().push_str(line.trim());
            }
            continue;
        }
        if line.trim().is_empty() {
            if !current.is_empty() {
                out.push(std::mem::take(&mut current));
            }
            continue;
        }
        if line.starts_with('#') {
            continue;
        }
        let (k, v) = line.split_once('=').expect("key = value");
        let (k, v) = (k.trim().to_string(), v.trim().to_string());
        if k == "PrivateKey" || k == "PublicKey" {
            current.insert("KeyName".into(), v);
            current.insert(k.clone(), String::new());
            pem_key = Some(k);
        } else {
            current.insert(k, v);
        }
    }
    if !current.is_empty() {
        out.push(current);
    }
    out
}

/// The private scalar of a PKCS#8 EC key: the OCTET STRING after `ECPrivateKey`'s version `02 01 01`.
fn pkcs8_scalar(der: &[u8], len: usize) -> Vec<u8> {
    let pattern = [0x02, 0x01, 0x01, 0x04, len as u8];
    let at = der.windows(5).position(|w| w == pattern).expect("ECPrivateKey");
    der[at + 5..at + 5 + len].to_vec()
}

fn sign_with<C: Curve<N>, const N: usize>(key: &SecretKey<C, N>, hash: &str, msg: &[u8]) -> Signature<C, N> {
    match hash {
        "SHA1" => key.sign::<Sha1>(msg),
        "SHA224" => key.sign::<Sha224>(msg),
        "SHA256" => key.sign::<Sha256>(msg),
        "SHA384" => key.sign::<Sha384>(msg),
        "SHA512" => key.sign::<Sha512>(msg),
        other => panic!("unexpected digest {other}"),
    }
}

fn verify_with<C: Curve<N>, const N: usize>(
    key: &PublicKey<C, N>,
    hash: &str,
    msg: &[u8],
    der: &[u8],
) -> Result<(), emcrypt::Error> {
    match hash {
        "SHA1" => key.verify_der::<Sha1>(msg, der),
        "SHA224" => key.verify_der::<Sha224>(msg, der),
        "SHA256" => key.verify_der::<Sha256>(msg, der),
        "SHA384" => key.verify_der::<Sha384>(msg, der),
        "SHA512" => key.verify_der::<Sha512>(msg, der),
        other => panic!("unexpected digest {other}"),
    }
}

/// Runs the blocks of one curve (whose key names start with `prefix`); returns (signed, verified).
fn run<C: Curve<N>, const N: usize>(file: &str, prefix: &str) -> (usize, usize) {
    let text = read_vectors(file);
    let all = blocks(&text);
    let fb = C::FIELD_BYTES;
    let mut secret = None;
    let mut public = None;
    let (mut signed, mut verified) = (0, 0);
    for b in all.iter().filter(|b| b.get("KeyName").or(b.get("Key")).is_some_and(|k| k.starts_with(prefix))) {
        if let Some(pem) = b.get("PrivateKey") {
            let d = pkcs8_scalar(&base64(pem), fb);
            let mut bytes = C::FieldBytes::zeroed();
            bytes.as_mut().copy_from_slice(&d);
            secret = Some(SecretKey::<C, N>::from_bytes(&bytes).unwrap());
        } else if let Some(pem) = b.get("PublicKey") {
            let spki = base64(pem);
            // The SPKI ends with the BIT STRING holding the uncompressed point.
            let point = &spki[spki.len() - (1 + 2 * fb)..];
            let key = PublicKey::<C, N>::from_sec1_bytes(point).unwrap();
            assert_eq!(secret.as_ref().unwrap().public_key(), key, "{prefix}: d·G");
            public = Some(key);
        } else if let Some(hash) = b.get("DigestSign") {
            let msg = b["Input"].trim_matches('"').as_bytes();
            let expected = unhex(&b["Output"]);
            let sig = sign_with(secret.as_ref().unwrap(), hash, msg);
            let mut der = vec![0; Signature::<C, N>::MAX_DER_LEN];
            let len = sig.to_der(&mut der).unwrap();
            assert_eq!(hex::encode(&der[..len]), hex::encode(&expected), "{prefix} {hash} {msg:?}");
            assert_eq!(Signature::<C, N>::from_der(&expected).unwrap(), sig);
            signed += 1;
        } else if let Some(hash) = b.get("DigestVerify") {
            let msg = b["Input"].trim_matches('"').as_bytes();
            let der = unhex(&b["Output"]);
            let result = verify_with(public.as_ref().unwrap(), hash, msg, &der);
            match b.get("Result").map(String::as_str) {
                Some("VERIFY_ERROR") => assert!(result.is_err(), "{prefix} {hash}: modified signature accepted"),
                None => assert_eq!(result, Ok(()), "{prefix} {hash}"),
                Some(other) => panic!("unexpected result {other}"),
            }
            verified += 1;
        }
    }
    (signed, verified)
}

use emcrypt::hash::Output as _;

#[test]
fn rfc6979_a25_p256() {
    assert_eq!(run::<P256, 8>("rfc/rfc-6979-ecdsa-p256-p384.txt", "P-256"), (10, 20));
    assert_eq!(run::<P256Table, 8>("rfc/rfc-6979-ecdsa-p256-p384.txt", "P-256"), (10, 20));
    assert_eq!(run::<P256Small, 8>("rfc/rfc-6979-ecdsa-p256-p384.txt", "P-256"), (10, 20));
}

#[test]
fn rfc6979_a26_p384() {
    assert_eq!(run::<P384, 12>("rfc/rfc-6979-ecdsa-p256-p384.txt", "P-384"), (10, 20));
    assert_eq!(run::<P384Table, 12>("rfc/rfc-6979-ecdsa-p256-p384.txt", "P-384"), (10, 20));
}

#[test]
fn rfc6979_a27_p521() {
    assert_eq!(run::<P521, 17>("rfc/rfc-6979-ecdsa-p521.txt", "P-521"), (10, 20));
}
