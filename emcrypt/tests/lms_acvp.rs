//! LMS against the NIST ACVP-Server test vectors (`gen-val/json-files/LMS-*`, vendored under
//! `vectors/acvp/`; each folder is the server's `prompt.json` (inputs) and `expectedResults.json` (answers)).
//!
//! - sigVer (`LMS-sigVer-1.0`, `LMS-sigVer-SP800-208`): every case's verdict, one-shot and streamed,
//!   equals `testPassed`.
//! - keyGen (`LMS-keyGen-1.0`): SEED and I give the expected public key through `LmsPrivateKey::from_seed`.
//! - sigGen (`LMS-sigGen-1.0`, `LMS-sigGen-SP800-208`): ACVP's sigGen lets the tested module choose its own
//!   key, so the files hold NIST's public key and signatures but no SEED: the signatures cannot be
//!   recomputed, only verified (they must all verify, and a changed message must not).
//!
//! A parameter set emcrypt does not know would be counted as skipped and named; the tests require none.

mod common;

use common::{read_vectors, unhex};
use emcrypt::pqc::lms::{lms_verify, HashFamily, LmotsAlgorithm, LmsAlgorithm, LmsParams, LmsPrivateKey, LmsVerifier};
use serde_json::Value;
use std::collections::HashMap;

/// Reads `vectors/acvp/<dir>/<file>.json`.
fn load(dir: &str, file: &str) -> Value {
    serde_json::from_str(&read_vectors(&format!("acvp/{dir}/{file}.json"))).expect("ACVP JSON parses")
}

fn family_name(f: HashFamily) -> &'static str {
    match f {
        HashFamily::Sha256 => "SHA256",
        HashFamily::Shake256 => "SHAKE",
    }
}

/// The ACVP name of every LMS tree parameter set, spelled as SP 800-208 / ACVP does: `LMS_SHA256_M24_H5`.
fn lms_by_name(name: &str) -> Option<LmsAlgorithm> {
    (0..64).filter_map(|c| LmsAlgorithm::from_code(c).ok()).find(|a| {
        format!("LMS_{}_M{}_H{}", family_name(a.hash()), a.m(), a.h()) == name
    })
}

/// The ACVP name of every LM-OTS parameter set: `LMOTS_SHA256_N24_W2`.
fn lmots_by_name(name: &str) -> Option<LmotsAlgorithm> {
    (0..64).filter_map(|c| LmotsAlgorithm::from_code(c).ok()).find(|a| {
        format!("LMOTS_{}_N{}_W{}", family_name(a.hash()), a.n(), a.w()) == name
    })
}

/// The group's parameter sets, or `None` (with the names) if emcrypt does not support them.
fn group_params(group: &Value) -> Result<LmsParams, String> {
    let lms = group["lmsMode"].as_str().expect("lmsMode");
    let ots = group["lmOtsMode"].as_str().expect("lmOtsMode");
    match (lms_by_name(lms), lmots_by_name(ots)) {
        (Some(l), Some(o)) => LmsParams::new(l, o).map_err(|_| format!("{lms}/{ots} (mismatched)")),
        _ => Err(format!("{lms}/{ots}")),
    }
}

/// Expected-results tests by tcId.
fn answers(expected: &Value) -> HashMap<u64, Value> {
    let mut out = HashMap::new();
    for g in expected["testGroups"].as_array().unwrap() {
        for t in g["tests"].as_array().unwrap() {
            out.insert(t["tcId"].as_u64().unwrap(), t.clone());
        }
    }
    out
}

/// Public keys of expectedResults groups (sigGen) by tgId.
fn group_keys(expected: &Value) -> HashMap<u64, Vec<u8>> {
    expected["testGroups"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| (g["tgId"].as_u64().unwrap(), unhex(g["publicKey"].as_str().unwrap())))
        .collect()
}

fn hex_field(t: &Value, key: &str) -> Vec<u8> {
    unhex(t[key].as_str().unwrap_or_else(|| panic!("field {key}")))
}

/// Checks that a public key names the group's parameter sets, so each group exercises the set it claims.
fn assert_key_matches(params: LmsParams, public_key: &[u8], what: &str) {
    assert_eq!(public_key.len(), params.public_key_len(), "{what}: public key length");
    assert_eq!(&public_key[..4], &params.lms.code().to_be_bytes(), "{what}: LMS type code");
    assert_eq!(&public_key[4..8], &params.ots.code().to_be_bytes(), "{what}: LM-OTS type code");
}

/// One-shot and streamed (message in two parts) verdicts; they must agree.
fn verdict(public_key: &[u8], message: &[u8], signature: &[u8]) -> bool {
    let one_shot = lms_verify(public_key, message, signature).is_ok();
    let streamed = LmsVerifier::new(public_key, signature)
        .and_then(|mut v| {
            let half = message.len() / 2;
            v.update(&message[..half]);
            v.update(&message[half..]);
            v.finalize()
        })
        .is_ok();
    assert_eq!(one_shot, streamed, "one-shot and streamed verification disagree");
    one_shot
}

/// Runs one sigVer file pair; returns (cases, passed-verdict cases, skipped parameter sets).
fn sig_ver(dir: &str) -> (usize, usize, Vec<String>) {
    let prompt = load(dir, "prompt");
    let expected = answers(&load(dir, "expectedResults"));
    let (mut cases, mut valid, mut skipped) = (0, 0, Vec::new());
    for group in prompt["testGroups"].as_array().unwrap() {
        let params = match group_params(group) {
            Ok(p) => p,
            Err(name) => {
                skipped.push(name);
                continue;
            }
        };
        let public_key = hex_field(group, "publicKey");
        assert_key_matches(params, &public_key, dir);
        for t in group["tests"].as_array().unwrap() {
            let id = t["tcId"].as_u64().unwrap();
            let message = hex_field(t, "message");
            if let Some(bits) = t.get("messageLength") {
                assert_eq!(bits.as_u64().unwrap(), 8 * message.len() as u64, "{dir} tcId {id}: messageLength");
            }
            let want = expected[&id]["testPassed"].as_bool().expect("testPassed");
            let got = verdict(&public_key, &message, &hex_field(t, "signature"));
            assert_eq!(got, want, "{dir} tcId {id}: verdict");
            cases += 1;
            valid += usize::from(want);
        }
    }
    (cases, valid, skipped)
}

#[test]
fn sig_ver_1_0_verdicts_match() {
    let (cases, valid, skipped) = sig_ver("LMS-sigVer-1.0");
    assert!(skipped.is_empty(), "unsupported parameter sets: {skipped:?}");
    assert_eq!((cases, valid), (8, 2), "every case ran; both outcomes occur");
}

#[test]
fn sig_ver_sp800_208_verdicts_match() {
    let (cases, valid, skipped) = sig_ver("LMS-sigVer-SP800-208");
    assert!(skipped.is_empty(), "unsupported parameter sets: {skipped:?}");
    assert_eq!(cases, 8, "every case ran");
    assert!(valid > 0 && valid < cases, "both outcomes occur ({valid} valid of {cases})");
}

#[test]
fn key_gen_seed_and_i_give_the_public_key() {
    let dir = "LMS-keyGen-1.0";
    let prompt = load(dir, "prompt");
    let expected = answers(&load(dir, "expectedResults"));
    let mut cases = 0;
    for group in prompt["testGroups"].as_array().unwrap() {
        let params = group_params(group).unwrap_or_else(|name| panic!("unsupported parameter set {name}"));
        for t in group["tests"].as_array().unwrap() {
            let id = t["tcId"].as_u64().unwrap();
            let i: [u8; 16] = hex_field(t, "i").try_into().expect("I is 16 bytes");
            let key = LmsPrivateKey::from_seed(params, i, &hex_field(t, "seed")).expect("seed of n bytes");
            let mut public_key = vec![0u8; params.public_key_len()];
            key.public_key(&mut public_key).unwrap();
            assert_eq!(public_key, hex_field(&expected[&id], "publicKey"), "{dir} tcId {id}");
            cases += 1;
        }
    }
    assert_eq!(cases, 9);
}

/// Runs one sigGen file pair: every NIST signature verifies under the group's key, with the q the
/// signature names inside the tree; flipping a message bit makes it fail. Returns the number of signatures.
fn sig_gen(dir: &str) -> usize {
    let prompt = load(dir, "prompt");
    let expected = load(dir, "expectedResults");
    let keys = group_keys(&expected);
    let signatures = answers(&expected);
    let mut cases = 0;
    for group in prompt["testGroups"].as_array().unwrap() {
        let params = group_params(group).unwrap_or_else(|name| panic!("unsupported parameter set {name}"));
        let public_key = &keys[&group["tgId"].as_u64().unwrap()];
        assert_key_matches(params, public_key, dir);
        let mut leaves = Vec::new();
        for t in group["tests"].as_array().unwrap() {
            let id = t["tcId"].as_u64().unwrap();
            let mut message = hex_field(t, "message");
            let signature = hex_field(&signatures[&id], "signature");
            assert_eq!(signature.len(), params.signature_len(), "{dir} tcId {id}: signature length");
            assert!(verdict(public_key, &message, &signature), "{dir} tcId {id}: NIST's signature verifies");
            leaves.push(u32::from_be_bytes(signature[..4].try_into().unwrap()));
            if let Some(b) = message.first_mut() {
                *b ^= 1;
                assert!(!verdict(public_key, &message, &signature), "{dir} tcId {id}: changed message");
            }
            cases += 1;
        }
        // A signer that handed out a one-time key twice would be wrong; NIST's does not.
        leaves.sort_unstable();
        leaves.dedup();
        assert_eq!(leaves.len(), group["tests"].as_array().unwrap().len(), "{dir}: distinct leaves");
    }
    cases
}

#[test]
fn sig_gen_1_0_signatures_verify() {
    assert_eq!(sig_gen("LMS-sigGen-1.0"), 20);
}

#[test]
fn sig_gen_sp800_208_signatures_verify() {
    assert_eq!(sig_gen("LMS-sigGen-SP800-208"), 42);
}

/// Our own signatures for the ACVP keyGen keys verify under the public key NIST expects for that key
/// (keyGen gives SEED and I; a signature must lead to NIST's root).
#[test]
fn our_signatures_verify_under_nist_public_keys() {
    let dir = "LMS-keyGen-1.0";
    let prompt = load(dir, "prompt");
    let expected = answers(&load(dir, "expectedResults"));
    for group in prompt["testGroups"].as_array().unwrap() {
        let params = group_params(group).unwrap();
        let t = &group["tests"][0];
        let nist_public_key = hex_field(&expected[&t["tcId"].as_u64().unwrap()], "publicKey");
        let i: [u8; 16] = hex_field(t, "i").try_into().unwrap();
        let mut key = LmsPrivateKey::from_seed(params, i, &hex_field(t, "seed")).unwrap();
        let mut signature = vec![0u8; params.signature_len()];
        for message in [&b""[..], b"ACVP", &[0x5a; 300]] {
            key.sign(message, &mut signature, |_| Ok(())).unwrap();
            assert!(verdict(&nist_public_key, message, &signature));
        }
    }
}
