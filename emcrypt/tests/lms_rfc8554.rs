//! LMS/HSS against RFC 8554 Appendix F (test cases 1 and 2), plus malformed-input checks built from them.
//!
//! Verification: both HSS signatures verify, one-shot and streamed at many splits; every tampering is
//! rejected. Key generation and signing: the SEED and I that test case 2 publishes for both levels give
//! the published public keys, and signing with the published q and C reproduces both levels'
//! signatures byte for byte.

mod common;

use common::{read_vectors, split_points, unhex};
use emcrypt::pqc::lms::{
    hss_verify, lms_verify, HssPrivateKey, HssVerifier, LmotsAlgorithm, LmsAlgorithm, LmsParams, LmsPrivateKey,
    LmsSigner, LmsVerifier,
};
use emcrypt::Error;
use std::collections::HashMap;

fn cases() -> Vec<HashMap<String, Vec<u8>>> {
    let text = read_vectors("rfc8554/lms_rfc8554_appendix_f.txt");
    let mut out: Vec<HashMap<String, Vec<u8>>> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.starts_with('#') || line.is_empty() {
            continue;
        }
        if line.starts_with("[case") {
            out.push(HashMap::new());
            continue;
        }
        let (k, v) = line.split_once('=').expect("key = value");
        out.last_mut().unwrap().insert(k.trim().to_string(), unhex(v));
    }
    assert_eq!(out.len(), 2, "two test cases");
    out
}

/// Splits an HSS signature with one signed public key into (level-0 sig, level-1 public key, level-1 sig).
fn split_two_levels(sig: &[u8], top: LmsParams, bottom: LmsParams) -> (&[u8], &[u8], &[u8]) {
    let body = &sig[4..];
    let (top_sig, rest) = body.split_at(top.signature_len());
    let (pk, bottom_sig) = rest.split_at(bottom.public_key_len());
    assert_eq!(bottom_sig.len(), bottom.signature_len());
    (top_sig, pk, bottom_sig)
}

#[test]
fn appendix_f_signatures_verify_one_shot() {
    for (k, case) in cases().iter().enumerate() {
        let r = hss_verify(&case["public_key"], &case["message"], &case["signature"]);
        assert_eq!(r, Ok(()), "case {}", k + 1);
    }
}

#[test]
fn appendix_f_signatures_verify_streamed_at_every_split() {
    for case in cases() {
        let msg = &case["message"];
        for split in split_points(msg.len()) {
            let mut v = HssVerifier::new(&case["public_key"], &case["signature"]).unwrap();
            v.update(&msg[..split]);
            v.update(&msg[split..]);
            assert_eq!(v.finalize(), Ok(()), "split {split}");
        }
    }
}

#[test]
fn appendix_f_levels_verify_as_plain_lms() {
    // Case 2's bottom level on its own: an LMS signature under the public key carried in the HSS signature.
    let case = &cases()[1];
    let top = LmsParams::new(LmsAlgorithm::Sha256M32H10, LmotsAlgorithm::Sha256N32W4).unwrap();
    let bottom = LmsParams::new(LmsAlgorithm::Sha256M32H5, LmotsAlgorithm::Sha256N32W8).unwrap();
    let (top_sig, pk, bottom_sig) = split_two_levels(&case["signature"], top, bottom);
    assert_eq!(lms_verify(pk, &case["message"], bottom_sig), Ok(()));
    assert_eq!(lms_verify(&case["public_key"][4..], pk, top_sig), Ok(()));
    let mut v = LmsVerifier::new(pk, bottom_sig).unwrap();
    v.update(&case["message"]);
    assert_eq!(v.finalize(), Ok(()));
    assert_eq!(lms_verify(pk, b"another message", bottom_sig), Err(Error::VerificationFailed));
}

#[test]
fn every_flipped_byte_is_rejected() {
    for case in cases() {
        let (pk, msg, sig) = (&case["public_key"], &case["message"], &case["signature"]);
        // Every byte of the signature (a stride keeps the run short; it still hits every field).
        for at in (0..sig.len()).step_by(7).chain([sig.len() - 1]) {
            let mut bad = sig.clone();
            bad[at] ^= 0x01;
            assert!(hss_verify(pk, msg, &bad).is_err(), "signature byte {at}");
        }
        for at in 0..pk.len() {
            let mut bad = pk.clone();
            bad[at] ^= 0x80;
            assert!(hss_verify(&bad, msg, sig).is_err(), "key byte {at}");
        }
        for at in 0..msg.len() {
            let mut bad = msg.clone();
            bad[at] ^= 0x20;
            assert_eq!(hss_verify(pk, &bad, sig), Err(Error::VerificationFailed), "message byte {at}");
        }
    }
}

#[test]
fn every_truncation_and_extension_is_an_error_not_a_panic() {
    for case in cases() {
        let (pk, msg, sig) = (&case["public_key"], &case["message"], &case["signature"]);
        for len in (0..sig.len()).step_by(3) {
            assert!(hss_verify(pk, msg, &sig[..len]).is_err(), "signature cut to {len}");
        }
        for len in 0..pk.len() {
            assert!(hss_verify(&pk[..len], msg, sig).is_err(), "key cut to {len}");
        }
        let mut long = sig.clone();
        long.push(0);
        assert_eq!(hss_verify(pk, msg, &long), Err(Error::InvalidLength));
        let mut long_pk = pk.clone();
        long_pk.push(0);
        assert_eq!(hss_verify(&long_pk, msg, sig), Err(Error::InvalidLength));
    }
}

#[test]
fn bad_levels_type_codes_and_q_are_errors() {
    let case = &cases()[0];
    let (pk, msg, sig) = (&case["public_key"], &case["message"], &case["signature"]);
    let set = |bytes: &[u8], at: usize, v: u32| {
        let mut b = bytes.to_vec();
        b[at..at + 4].copy_from_slice(&v.to_be_bytes());
        b
    };
    // L = 0, L = 9, L = 1 (Nspk = 1 no longer matches), L = 3.
    for l in [0, 9, 1, 3, u32::MAX] {
        assert!(hss_verify(&set(pk, 0, l), msg, sig).is_err(), "L = {l}");
    }
    // Nspk that does not match L.
    for nspk in [0, 2, 7, u32::MAX] {
        assert!(hss_verify(pk, msg, &set(sig, 0, nspk)).is_err(), "Nspk = {nspk}");
    }
    // Unknown or mismatched type codes in the key (LMS type at 4, LM-OTS type at 8).
    for code in [0, 4, 6, 10, 25, 0x8000_0005, u32::MAX] {
        assert!(hss_verify(&set(pk, 4, code), msg, sig).is_err(), "LMS type {code}");
    }
    for code in [0, 1, 3, 8, 17, u32::MAX] {
        assert!(hss_verify(&set(pk, 8, code), msg, sig).is_err(), "LM-OTS type {code}");
    }
    // q out of range in the top signature (h = 5: q < 32), and a signature's own type codes.
    for q in [32, 1000, u32::MAX] {
        assert!(hss_verify(pk, msg, &set(sig, 4, q)).is_err(), "q = {q}");
    }
    for code in [0, 3, 5, 9, 16, 17, u32::MAX] {
        assert!(hss_verify(pk, msg, &set(sig, 8, code)).is_err(), "signature LM-OTS type {code}");
    }
    // The LMS type inside the top signature follows its LM-OTS part: 4 + 4 + 4 + 32 * 35 bytes in.
    let lms_at = 4 + 4 + 4 + 32 * 35;
    for code in [0, 6, 10, 15, u32::MAX] {
        assert!(hss_verify(pk, msg, &set(sig, lms_at, code)).is_err(), "signature LMS type {code}");
    }
    // Short inputs of every kind.
    assert!(hss_verify(&[], msg, sig).is_err());
    assert!(hss_verify(pk, msg, &[]).is_err());
    assert!(lms_verify(&[], msg, &[]).is_err());
    assert!(LmsVerifier::new(&pk[4..], &[0; 7]).is_err());
}

#[test]
fn case_2_seeds_give_the_published_public_keys() {
    let case = &cases()[1];
    let top = LmsParams::new(LmsAlgorithm::Sha256M32H10, LmotsAlgorithm::Sha256N32W4).unwrap();
    let bottom = LmsParams::new(LmsAlgorithm::Sha256M32H5, LmotsAlgorithm::Sha256N32W8).unwrap();
    let key = LmsPrivateKey::from_seed(top, case["top_i"].clone().try_into().unwrap(), &case["top_seed"]).unwrap();
    let mut pk = [0u8; 56];
    assert_eq!(key.public_key(&mut pk), Ok(56));
    assert_eq!(&pk[..], &case["public_key"][4..]);

    let key = LmsPrivateKey::from_seed(bottom, case["bottom_i"].clone().try_into().unwrap(), &case["bottom_seed"]).unwrap();
    key.public_key(&mut pk).unwrap();
    let (_, published, _) = split_two_levels(&case["signature"], top, bottom);
    assert_eq!(&pk[..], published);

    // The HSS public key is u32str(L) || top key.
    let hss = HssPrivateKey::from_seed(&[top, bottom], case["top_i"].clone().try_into().unwrap(), &case["top_seed"]).unwrap();
    let mut hpk = [0u8; 60];
    assert_eq!(hss.public_key(&mut hpk), Ok(60));
    assert_eq!(&hpk[..], &case["public_key"][..]);
}

/// Restores an LMS key at leaf `q` through the state format, as a caller would after a restart.
fn key_at(params: LmsParams, id: &[u8], seed: &[u8], q: u32) -> LmsPrivateKey {
    let mut state = Vec::new();
    state.extend_from_slice(&params.lms.code().to_be_bytes());
    state.extend_from_slice(&params.ots.code().to_be_bytes());
    state.extend_from_slice(&q.to_be_bytes());
    state.extend_from_slice(id);
    state.extend_from_slice(seed);
    LmsPrivateKey::from_state(&state).unwrap()
}

#[test]
fn case_2_signatures_are_reproduced_from_the_seeds() {
    let case = &cases()[1];
    let top = LmsParams::new(LmsAlgorithm::Sha256M32H10, LmotsAlgorithm::Sha256N32W4).unwrap();
    let bottom = LmsParams::new(LmsAlgorithm::Sha256M32H5, LmotsAlgorithm::Sha256N32W8).unwrap();
    let (top_sig, bottom_pk, bottom_sig) = split_two_levels(&case["signature"], top, bottom);
    for (params, id, seed, message, expected) in [
        (bottom, &case["bottom_i"], &case["bottom_seed"], &case["message"][..], bottom_sig),
        (top, &case["top_i"], &case["top_seed"], bottom_pk, top_sig),
    ] {
        let q = u32::from_be_bytes(expected[..4].try_into().unwrap());
        let c = &expected[8..40];
        let mut key = key_at(params, id, seed, q);
        let mut out = vec![0u8; params.signature_len()];
        let mut saved = Vec::new();
        let len = key
            .sign_with_randomizer(c, message, &mut out, |s| {
                saved = s.to_vec();
                Ok(())
            })
            .unwrap();
        assert_eq!(len, expected.len());
        assert_eq!(&out[..], expected, "level with q = {q}");
        // The saved state already points past the leaf just used.
        assert_eq!(LmsPrivateKey::from_state(&saved).unwrap().q(), q + 1);

        // The tree-traversal signer, restored at the same leaf, writes the same bytes.
        let mut buffer = vec![0u8; LmsSigner::buffer_len(params)];
        let mut signer = LmsSigner::new(key_at(params, id, seed, q), &mut buffer).unwrap();
        out.fill(0);
        signer.sign_with_randomizer(c, message, &mut out, |_| Ok(())).unwrap();
        assert_eq!(&out[..], expected, "traversal, level with q = {q}");
    }
}

/// Test case 2 was made with the pseudorandom derivation of the hash-sigs reference implementation: the
/// bottom tree's SEED and I, and every C, come from the top SEED. So an HSS key built from the top SEED
/// and I alone, at signature number 3 * 2^5 + 4 (top leaf 3, bottom leaf 4), reproduces the whole
/// published signature, and the state it persists counts one further.
#[test]
fn case_2_hss_signature_is_reproduced_from_the_top_seed_alone() {
    let case = &cases()[1];
    let mut state = Vec::new();
    for word in [2u32, 6, 3, 5, 4] {
        state.extend_from_slice(&word.to_be_bytes());
    }
    state.extend_from_slice(&(3u64 * 32 + 4).to_be_bytes());
    state.extend_from_slice(&case["top_i"]);
    state.extend_from_slice(&case["top_seed"]);
    let mut key = HssPrivateKey::from_state(&state).unwrap();
    assert_eq!(key.signature_len(), case["signature"].len());
    let mut sig = vec![0u8; key.signature_len()];
    let mut saved = Vec::new();
    let len = key
        .sign(&case["message"], &mut sig, |s| {
            saved = s.to_vec();
            Ok(())
        })
        .unwrap();
    assert_eq!(&sig[..len], &case["signature"][..]);
    let restored = HssPrivateKey::from_state(&saved).unwrap();
    assert_eq!(restored.counter(), 3 * 32 + 5);
    assert_eq!(restored.remaining(), (1 << 15) - (3 * 32 + 5));
}

#[test]
fn signing_refuses_exhausted_keys_failed_persistence_and_short_buffers() {
    let params = LmsParams::new(LmsAlgorithm::Sha256M32H5, LmotsAlgorithm::Sha256N32W8).unwrap();
    let mut key = key_at(params, &[3; 16], &[4; 32], 31);
    let mut sig = vec![0u8; params.signature_len()];
    // Too short a buffer: an error, and the leaf is not used.
    assert_eq!(key.sign(b"m", &mut sig[..100], |_| Ok(())), Err(Error::BufferTooSmall));
    assert_eq!(key.q(), 31);
    // A failed save: no signature, and the leaf is burnt (never reused).
    sig.fill(0);
    assert_eq!(key.sign(b"m", &mut sig, |_| Err(Error::RngFailure)), Err(Error::RngFailure));
    assert!(sig.iter().all(|&b| b == 0));
    assert_eq!(key.q(), 32);
    assert_eq!(key.remaining(), 0);
    assert_eq!(key.sign(b"m", &mut sig, |_| Ok(())), Err(Error::InvalidKey));

    let mut hss = HssPrivateKey::from_seed(&[params], [5; 16], &[6; 32]).unwrap();
    let mut pk = [0u8; 60];
    hss.public_key(&mut pk).unwrap();
    let mut states = Vec::new();
    let mut sig = vec![0u8; hss.signature_len()];
    for k in 0..32u8 {
        let len = hss
            .sign(&[k], &mut sig, |s| {
                states.push(s.to_vec());
                Ok(())
            })
            .unwrap();
        assert_eq!(hss_verify(&pk, &[k], &sig[..len]), Ok(()));
        // Each signature uses the next leaf.
        assert_eq!(u32::from_be_bytes(sig[4..8].try_into().unwrap()), u32::from(k));
        assert_eq!(len, params.signature_len() + 4);
    }
    assert_eq!(hss.remaining(), 0);
    assert_eq!(hss.sign(b"m", &mut sig, |_| Ok(())), Err(Error::InvalidKey));
    // Every persisted state is distinct and counts up.
    for (k, s) in states.iter().enumerate() {
        assert_eq!(HssPrivateKey::from_state(s).unwrap().counter(), k as u64 + 1);
    }
    // Malformed states.
    assert!(HssPrivateKey::from_state(&states[0][..10]).is_err());
    assert!(HssPrivateKey::from_state(&[0, 0, 0, 9]).is_err());
    assert!(LmsPrivateKey::from_state(&[0; 8]).is_err());
    assert!(HssPrivateKey::from_seed(&[], [0; 16], &[0; 32]).is_err());
    assert!(HssPrivateKey::from_seed(&[params; 9], [0; 16], &[0; 32]).is_err());
    assert!(HssPrivateKey::from_seed(&[params], [0; 16], &[0; 24]).is_err());
    let n24 = LmsParams::new(LmsAlgorithm::Sha256M24H5, LmotsAlgorithm::Sha256N24W8).unwrap();
    assert_eq!(HssPrivateKey::from_seed(&[params, n24], [0; 16], &[0; 32]).err(), Some(Error::InvalidParameter));
}

/// Every parameter family (SHA-256/192, SHAKE256/256, SHAKE256/192, all w) round-trips through signing and
/// verification, across three HSS levels of mixed families, and a signature under one key fails another.
/// (RFC 8554 has vectors for SHA-256/256 only; these prove the plumbing, not the values.)
#[test]
fn every_family_signs_and_verifies_across_three_levels() {
    use LmotsAlgorithm::*;
    use LmsAlgorithm::*;
    let sets = [
        (Sha256M24H5, [Sha256N24W1, Sha256N24W2, Sha256N24W4, Sha256N24W8]),
        (ShakeM32H5, [ShakeN32W1, ShakeN32W2, ShakeN32W4, ShakeN32W8]),
        (ShakeM24H5, [ShakeN24W1, ShakeN24W2, ShakeN24W4, ShakeN24W8]),
    ];
    for (lms, otss) in sets {
        for ots in otss {
            let p = LmsParams::new(lms, ots).unwrap();
            // A middle level of the other family with the same n (levels must share n).
            let middle = if p.n() == 32 { (Sha256M32H5, Sha256N32W8) } else { (ShakeM24H5, ShakeN24W8) };
            let levels = [p, LmsParams::new(middle.0, middle.1).unwrap(), p];
            let mut key = HssPrivateKey::from_seed(&levels, [9; 16], &vec![7; p.n()]).unwrap();
            let mut pk = [0u8; 64];
            let pk_len = key.public_key(&mut pk).unwrap();
            let mut sig = vec![0u8; key.signature_len()];
            let len = key.sign(b"message", &mut sig, |_| Ok(())).unwrap();
            assert_eq!(hss_verify(&pk[..pk_len], b"message", &sig[..len]), Ok(()), "{ots:?}");
            assert_eq!(hss_verify(&pk[..pk_len], b"messagE", &sig[..len]), Err(Error::VerificationFailed));
            sig[len - 1] ^= 1;
            assert!(hss_verify(&pk[..pk_len], b"message", &sig[..len]).is_err());
        }
    }
}
