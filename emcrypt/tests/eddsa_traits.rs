//! The RustCrypto `signature` 3 traits on Ed25519 and Ed448: signatures made through `Signer` equal the
//! RFC 8032 ones (the pure, context-free records of §7.1 and §7.4), verify through `Verifier`, and a wrong
//! message or a flipped bit is rejected; Ed25519 trait signatures verify with ed25519-dalek and Ed448 ones
//! with ed448-goldilocks, and theirs with ours.

#![cfg(feature = "traits")]

mod common;

use common::{read_vectors, rsp};
use emcrypt::ecc::curve25519::ed25519_traits::Signature as Ed25519Signature;
use emcrypt::ecc::curve25519::{ed25519, NoTable, PrecomputedTable};
use emcrypt::ecc::curve448::{ed448, ed448_traits::Signature as Ed448Signature};
use signature::{SignatureEncoding, Signer, Verifier};

/// Generic over the key types, as code written against the traits would be: signs `msg`, checks the
/// signature verifies and that a changed message or signature does not; returns the signature bytes.
fn sign_and_verify<K, V, S>(key: &K, public: &V, msg: &[u8]) -> Vec<u8>
where
    K: Signer<S>,
    V: Verifier<S>,
    S: SignatureEncoding + for<'a> TryFrom<&'a [u8]>,
{
    let sig = key.sign(msg);
    assert!(public.verify(msg, &sig).is_ok());
    let mut other = msg.to_vec();
    other.push(0);
    assert!(public.verify(&other, &sig).is_err());
    let bytes = sig.to_vec();
    let mut flipped = bytes.clone();
    flipped[5] ^= 0x10;
    let flipped = S::try_from(&flipped[..]).ok().expect("same length");
    assert!(public.verify(msg, &flipped).is_err());
    assert!(S::try_from(&bytes[1..]).is_err(), "a short signature must be refused");
    bytes
}

#[test]
fn ed25519_traits_give_the_rfc8032_signatures() {
    let mut checked = 0;
    for r in rsp::parse(&read_vectors("rfc/rfc-8032-ed25519.txt")) {
        if r.get("ALGORITHM") != "Ed25519" {
            continue;
        }
        let seed: [u8; 32] = r.bytes("SECRET_KEY").try_into().unwrap();
        let (msg, expected) = (r.bytes("MESSAGE"), r.bytes("SIGNATURE"));
        let key = ed25519::SigningKey::<PrecomputedTable>::from_seed(&seed);
        assert_eq!(sign_and_verify::<_, _, Ed25519Signature>(&key, key.verifying_key(), &msg), expected);
        let small = ed25519::SigningKey::<NoTable>::from_seed(&seed);
        assert_eq!(sign_and_verify::<_, _, Ed25519Signature>(&small, small.verifying_key(), &msg), expected);
        checked += 1;
    }
    assert_eq!(checked, 3);
}

#[test]
fn ed25519_traits_interoperate_with_dalek() {
    for i in 0..20u8 {
        let seed = [i.wrapping_mul(37).wrapping_add(1); 32];
        let msg = vec![i; usize::from(i) * 13];
        let ours = ed25519::SigningKey::<PrecomputedTable>::from_seed(&seed);
        let theirs = ed25519_dalek::SigningKey::from_bytes(&seed);
        let sig: Ed25519Signature = Signer::sign(&ours, &msg);
        let their_sig: ed25519_dalek::Signature = theirs.sign(&msg);
        assert!(theirs.verifying_key().verify(&msg, &ed25519_dalek::Signature::from_bytes(&sig.to_bytes())).is_ok());
        assert!(Verifier::verify(ours.verifying_key(), &msg, &Ed25519Signature::from_bytes(&their_sig.to_bytes())).is_ok());
    }
}

#[test]
fn ed448_traits_give_the_rfc8032_signatures() {
    let mut checked = 0;
    for r in rsp::parse(&read_vectors("rfc/rfc-8032-ed448.txt")) {
        if r.try_get("CONTEXT").is_some() {
            continue;
        }
        let seed: [u8; 57] = r.bytes("SECRET").try_into().unwrap();
        let key = ed448::SigningKey::from_seed(&seed);
        let sig = sign_and_verify::<_, _, Ed448Signature>(&key, key.verifying_key(), &r.bytes("MESSAGE"));
        assert_eq!(sig, r.bytes("SIGNATURE"), "COUNT = {}", r.get("COUNT"));
        checked += 1;
    }
    assert!(checked >= 7, "{checked}");
}

#[test]
fn ed448_traits_interoperate_with_goldilocks() {
    for i in 0..10u8 {
        let seed = [i.wrapping_mul(29).wrapping_add(3); 57];
        let msg = vec![i; usize::from(i) * 17];
        let ours = ed448::SigningKey::from_seed(&seed);
        let theirs = ed448_goldilocks::SigningKey::from(ed448_goldilocks::SecretKey::from(seed));
        let sig: Ed448Signature = Signer::sign(&ours, &msg);
        let their_public = theirs.verifying_key();
        assert!(their_public.verify_ctx(&ed448_goldilocks::Signature::from_bytes(&sig.to_bytes()), &[], &msg).is_ok());
        let their_sig = theirs.sign_ctx(&[], &msg).unwrap();
        assert!(Verifier::verify(ours.verifying_key(), &msg, &Ed448Signature::from_bytes(&their_sig.to_bytes())).is_ok());
    }
}
