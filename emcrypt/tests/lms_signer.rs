//! `LmsSigner`, LMS signing by tree traversal, against the tree-rebuilding `LmsPrivateKey::sign`:
//! byte-identical signatures for every leaf (both derive C from the seed), the same public key,
//! signatures that verify with ours and with RustCrypto `lms-signature`, the state-before-signature rule,
//! a restart from a saved state in the middle of the tree, and the cost counted in leaf computations
//! (one-time public keys): 2^h to set up, then at most h + 1 per signature.

use emcrypt::pqc::lms::{lms_verify, LmotsAlgorithm, LmsAlgorithm, LmsParams, LmsPrivateKey, LmsSigner, LMS_SIGNER_MAX_BUFFER_LEN};
use emcrypt::Error;
use lms_signature::lms::{LmsSha256M32H10, Signature, VerifyingKey};
use lms_signature::ots::LmsOtsSha256N32W4;
use signature::Verifier;

fn params(lms: LmsAlgorithm, ots: LmotsAlgorithm) -> LmsParams {
    LmsParams::new(lms, ots).unwrap()
}

fn key(p: LmsParams, tag: u8) -> LmsPrivateKey {
    let seed: Vec<u8> = (0..p.n() as u8).map(|i| i.wrapping_mul(7) ^ tag).collect();
    LmsPrivateKey::from_seed(p, [tag; 16], &seed).unwrap()
}

fn message(q: u32) -> Vec<u8> {
    (0..(q as usize * 13) % 200).map(|i| (i as u8) ^ (q as u8)).collect()
}

fn public_key(k: &LmsPrivateKey) -> Vec<u8> {
    let mut pk = vec![0u8; k.params().public_key_len()];
    k.public_key(&mut pk).unwrap();
    pk
}

/// Every leaf of an h = 5 tree: the signer's signature equals the rebuilding signer's, verifies, and costs
/// at most h + 1 leaf computations; the key's state is the same after each signature.
fn whole_tree_matches(p: LmsParams) {
    let h = p.lms.h();
    let mut plain = key(p, 3);
    let pk = public_key(&plain);
    let mut buf = vec![0u8; LmsSigner::buffer_len(p)];
    let mut signer = LmsSigner::new(key(p, 3), &mut buf).unwrap();
    assert_eq!(signer.leaf_computations(), 1 << h, "set-up is one pass over the tree");
    let mut from_signer = vec![0u8; p.public_key_len()];
    signer.public_key(&mut from_signer).unwrap();
    assert_eq!(from_signer, pk);

    let (mut want, mut got) = (vec![0u8; p.signature_len()], vec![0u8; p.signature_len()]);
    let (mut state_plain, mut state_signer) = (Vec::new(), Vec::new());
    for q in 0..1u32 << h {
        let msg = message(q);
        plain.sign(&msg, &mut want, |s| Ok(state_plain = s.to_vec())).unwrap();
        let before = signer.leaf_computations();
        signer.sign(&msg, &mut got, |s| Ok(state_signer = s.to_vec())).unwrap();
        let cost = signer.leaf_computations() - before;
        assert!(cost <= u64::from(h) + 1, "{p:?} leaf {q}: {cost} leaf computations");
        assert_eq!(got, want, "{p:?} leaf {q}");
        assert_eq!(state_signer, state_plain, "{p:?} leaf {q}: state");
        assert_eq!(lms_verify(&pk, &msg, &got), Ok(()), "{p:?} leaf {q}");
    }
    assert_eq!(signer.sign(b"", &mut got, |_| Ok(())), Err(Error::InvalidKey), "exhausted");
    assert_eq!(signer.key().remaining(), 0);
}

#[test]
fn h5_sha256_n32_every_w() {
    for ots in [LmotsAlgorithm::Sha256N32W1, LmotsAlgorithm::Sha256N32W2, LmotsAlgorithm::Sha256N32W4] {
        whole_tree_matches(params(LmsAlgorithm::Sha256M32H5, ots));
    }
}

#[test]
fn h5_sha256_n24_and_shake() {
    whole_tree_matches(params(LmsAlgorithm::Sha256M24H5, LmotsAlgorithm::Sha256N24W4));
    whole_tree_matches(params(LmsAlgorithm::ShakeM24H5, LmotsAlgorithm::ShakeN24W4));
    whole_tree_matches(params(LmsAlgorithm::ShakeM32H5, LmotsAlgorithm::ShakeN32W4));
}

/// h = 10: every one of the 1,024 signatures verifies (with ours, and a sample with RustCrypto's
/// verifier), a sample equals the rebuilding signer's, and the average cost is about h / 2 + 1 leaves.
#[test]
fn h10_every_leaf_verifies_at_traversal_cost() {
    let p = params(LmsAlgorithm::Sha256M32H10, LmotsAlgorithm::Sha256N32W4);
    let pk = public_key(&key(p, 9));
    let theirs = VerifyingKey::<LmsSha256M32H10<LmsOtsSha256N32W4>>::try_from(&pk[..]).unwrap();
    let mut buf = vec![0u8; LmsSigner::buffer_len(p)];
    assert_eq!(buf.len(), (10 + 2 + 45) * 32);
    let mut signer = LmsSigner::new(key(p, 9), &mut buf).unwrap();
    let mut sig = vec![0u8; p.signature_len()];
    let mut max_cost = 0;
    for q in 0..1024u32 {
        let msg = message(q);
        let before = signer.leaf_computations();
        signer.sign(&msg, &mut sig, |_| Ok(())).unwrap();
        max_cost = max_cost.max(signer.leaf_computations() - before);
        assert_eq!(lms_verify(&pk, &msg, &sig), Ok(()), "leaf {q}");
        if q % 97 == 0 || q == 1023 {
            let s = Signature::<LmsSha256M32H10<LmsOtsSha256N32W4>>::try_from(&sig[..]).unwrap();
            assert!(theirs.verify(&msg, &s).is_ok(), "RustCrypto verifies leaf {q}");
        }
        if q % 331 == 0 {
            // The rebuilding signer at the same leaf writes the same bytes.
            let mut plain = LmsPrivateKey::from_state(&state_at(p, 9, q)).unwrap();
            let mut want = vec![0u8; p.signature_len()];
            plain.sign(&msg, &mut want, |_| Ok(())).unwrap();
            assert_eq!(sig, want, "leaf {q}");
        }
    }
    let signing = signer.leaf_computations() - 1024;
    eprintln!("h = 10: {signing} leaf computations for 1,024 signatures (rebuilding: {}), at most {max_cost} per signature", 1024 * 1024);
    assert!(max_cost <= 11, "at most h + 1 per signature, saw {max_cost}");
    // Height j's job computes 2^h leaves over the tree, less the shared ones: well under h + 1 per signature.
    assert!(signing <= 1024 * 7, "{signing} leaf computations for 1,024 signatures");
    assert!(signing >= 1024, "every signature needs at least its own leaf once");
}

/// The serialized state of key `tag` at leaf `q`.
fn state_at(p: LmsParams, tag: u8, q: u32) -> Vec<u8> {
    let k = key(p, tag);
    let mut s = vec![0u8; k.state_len()];
    k.write_state(&mut s).unwrap();
    s[8..12].copy_from_slice(&q.to_be_bytes());
    s
}

/// After a restart, a signer built from the saved state (in the middle of the tree) goes on with the
/// same signatures the rebuilding signer makes.
#[test]
fn restart_from_saved_state_mid_tree() {
    let p = params(LmsAlgorithm::Sha256M32H5, LmotsAlgorithm::Sha256N32W2);
    let pk = public_key(&key(p, 5));
    for start in [1u32, 6, 13, 16, 31] {
        let mut buf = vec![0u8; LmsSigner::buffer_len(p)];
        let mut signer = LmsSigner::new(LmsPrivateKey::from_state(&state_at(p, 5, start)).unwrap(), &mut buf).unwrap();
        let mut plain = LmsPrivateKey::from_state(&state_at(p, 5, start)).unwrap();
        let (mut got, mut want) = (vec![0u8; p.signature_len()], vec![0u8; p.signature_len()]);
        for q in start..32 {
            signer.sign(&message(q), &mut got, |_| Ok(())).unwrap();
            plain.sign(&message(q), &mut want, |_| Ok(())).unwrap();
            assert_eq!(got, want, "start {start}, leaf {q}");
            assert_eq!(&got[..4], &q.to_be_bytes());
            assert_eq!(lms_verify(&pk, &message(q), &got), Ok(()));
        }
    }
}

/// A failed `persist` produces no signature and spends the leaf; the next signature uses the leaf after it
/// and is still right (the traversal moved past the skipped leaf).
#[test]
fn failed_persist_spends_the_leaf_and_writes_nothing() {
    let p = params(LmsAlgorithm::Sha256M32H5, LmotsAlgorithm::Sha256N32W4);
    let pk = public_key(&key(p, 7));
    let mut buf = vec![0u8; LmsSigner::buffer_len(p)];
    let mut signer = LmsSigner::new(key(p, 7), &mut buf).unwrap();
    let mut sig = vec![0u8; p.signature_len()];
    for q in 0..32u32 {
        if q % 3 == 1 {
            sig.fill(0xee);
            let r = signer.sign(b"lost", &mut sig, |_| Err(Error::RngFailure));
            assert_eq!(r, Err(Error::RngFailure));
            assert!(sig.iter().all(|&b| b == 0xee), "nothing written when persist fails");
            assert_eq!(signer.key().q(), q + 1, "the leaf is spent");
        } else {
            let mut saved = Vec::new();
            signer.sign(&message(q), &mut sig, |s| Ok(saved = s.to_vec())).unwrap();
            assert_eq!(&sig[..4], &q.to_be_bytes());
            assert_eq!(saved[8..12], (q + 1).to_be_bytes(), "the saved state is past the leaf");
            assert_eq!(lms_verify(&pk, &message(q), &sig), Ok(()), "leaf {q}");
        }
    }
}

#[test]
fn buffers_are_checked() {
    let p = params(LmsAlgorithm::Sha256M32H5, LmotsAlgorithm::Sha256N32W8);
    assert_eq!(LmsSigner::buffer_len(p), (5 + 2 + 10) * 32);
    let h25 = params(LmsAlgorithm::Sha256M32H25, LmotsAlgorithm::Sha256N32W8);
    assert_eq!(LmsSigner::buffer_len(h25), LMS_SIGNER_MAX_BUFFER_LEN);
    assert_eq!(LMS_SIGNER_MAX_BUFFER_LEN, (25 + 2 + 300) * 32);
    let mut small = vec![0u8; LmsSigner::buffer_len(p) - 1];
    assert!(matches!(LmsSigner::new(key(p, 1), &mut small), Err(Error::BufferTooSmall)));

    let mut buf = vec![0u8; LmsSigner::buffer_len(p) + 10];
    let mut signer = LmsSigner::new(key(p, 1), &mut buf).unwrap();
    let mut short = vec![0u8; p.signature_len() - 1];
    assert_eq!(signer.sign(b"m", &mut short, |_| Ok(())), Err(Error::BufferTooSmall));
    assert_eq!(signer.key().q(), 0, "no leaf used for a short signature buffer");
    assert_eq!(signer.sign_with_randomizer(&[0; 31], b"m", &mut short, |_| Ok(())), Err(Error::InvalidLength));
    let mut sig = vec![0u8; p.signature_len()];
    let c = [0x42u8; 32];
    signer.sign_with_randomizer(&c, b"m", &mut sig, |_| Ok(())).unwrap();
    assert_eq!(&sig[8..40], &c, "the caller's C is in the signature");
    assert_eq!(lms_verify(&public_key(&key(p, 1)), b"m", &sig), Ok(()));
    let mut pk = [0u8; 55];
    assert_eq!(signer.public_key(&mut pk), Err(Error::BufferTooSmall));
}

/// A signer for a key whose leaves are all used builds, and refuses to sign.
#[test]
fn exhausted_key_signs_nothing() {
    let p = params(LmsAlgorithm::Sha256M32H5, LmotsAlgorithm::Sha256N32W8);
    let mut buf = vec![0u8; LmsSigner::buffer_len(p)];
    let mut signer = LmsSigner::new(LmsPrivateKey::from_state(&state_at(p, 2, 32)).unwrap(), &mut buf).unwrap();
    let mut sig = vec![0u8; p.signature_len()];
    assert_eq!(signer.sign(b"m", &mut sig, |_| Ok(())), Err(Error::InvalidKey));
    let mut pk = vec![0u8; p.public_key_len()];
    signer.public_key(&mut pk).unwrap();
    assert_eq!(pk, public_key(&key(p, 2)));
}
