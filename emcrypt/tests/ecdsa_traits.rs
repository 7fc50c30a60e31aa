//! The RustCrypto `signature` 3 traits on the P-curve ECDSA types: signatures made through the traits
//! verify with RustCrypto `p256`/`p384` and match their RFC 6979 signatures, RustCrypto's signatures
//! verify through our `Verifier`/`PrehashVerifier`, and a wrong message or prehash is rejected.

#![cfg(feature = "traits")]

use emcrypt::ecc::{p256, p384, p521};
use signature::hazmat::{PrehashSigner, PrehashVerifier};
use signature::{SignatureEncoding, Signer, Verifier};

/// Generic over the key types, as code written against the traits would be.
fn sign_and_verify<K, V, S>(key: &K, public: &V, msg: &[u8], prehash: &[u8]) -> (S, S)
where
    K: Signer<S> + PrehashSigner<S>,
    V: Verifier<S> + PrehashVerifier<S>,
{
    let sig = key.sign(msg);
    assert!(public.verify(msg, &sig).is_ok());
    assert!(public.verify(b"another message", &sig).is_err());
    let pre = key.sign_prehash(prehash).unwrap();
    assert!(public.verify_prehash(prehash, &pre).is_ok());
    let mut wrong = prehash.to_vec();
    wrong[0] ^= 1;
    assert!(public.verify_prehash(&wrong, &pre).is_err());
    assert!(key.sign_prehash(&prehash[..4]).is_err(), "too short a digest must be refused");
    (sig, pre)
}

#[test]
fn p256_traits_interoperate_with_rustcrypto() {
    use ::p256::ecdsa::{Signature as TheirSig, SigningKey};
    use sha2::Digest;
    let d = [0x3c; 32];
    let msg = b"sample";
    let prehash = sha2::Sha256::digest(b"prehashed").to_vec();
    let theirs = SigningKey::from_slice(&d).unwrap();
    let key = p256::SecretKey::from_bytes(&d).unwrap();
    let public = p256::PublicKey::from_sec1_bytes(&key.public_key().to_uncompressed()).unwrap();
    let (sig, pre) = sign_and_verify(&key, &public, msg, &prehash);
    // RFC 6979 with SHA-256 on both sides: the same bytes, through SignatureEncoding.
    let their_sig: TheirSig = theirs.sign(msg);
    assert_eq!(SignatureEncoding::to_bytes(&sig).to_vec(), their_sig.to_bytes().to_vec());
    let their_pre: TheirSig = signature::hazmat::PrehashSigner::sign_prehash(&theirs, &prehash).unwrap();
    assert_eq!(pre.to_bytes().to_vec(), their_pre.to_bytes().to_vec());
    // Their signature, decoded with TryFrom<&[u8]>, verifies through our traits.
    let parsed = p256::Signature::try_from(&their_sig.to_bytes()[..]).unwrap();
    assert!(Verifier::verify(&public, msg, &parsed).is_ok());
    assert!(p256::Signature::try_from(&[0u8; 63][..]).is_err());
    // The table variant, through the same traits, gives the same signature.
    let table_key = p256::table::SecretKey::from_bytes(&d).unwrap();
    let table_public = table_key.public_key();
    let (table_sig, _) = sign_and_verify(&table_key, &table_public, msg, &prehash);
    assert_eq!(table_sig.to_bytes(), sig.to_bytes());
    // And the compact configuration.
    let small_key = p256::small::SecretKey::from_bytes(&d).unwrap();
    let small_public = small_key.public_key();
    let (small_sig, _) = sign_and_verify(&small_key, &small_public, msg, &prehash);
    assert_eq!(small_sig.to_bytes(), sig.to_bytes());
}

#[test]
fn p384_traits_interoperate_with_rustcrypto() {
    use ::p384::ecdsa::{Signature as TheirSig, SigningKey, VerifyingKey};
    let d = [0x5a; 48];
    let msg = b"sample";
    let prehash = [0x42u8; 48];
    let key = p384::SecretKey::from_bytes(&d).unwrap();
    let public = key.public_key();
    let (sig, _) = sign_and_verify(&key, &public, msg, &prehash);
    let theirs = SigningKey::from_slice(&d).unwrap();
    let their_sig: TheirSig = theirs.sign(msg);
    assert_eq!(sig.to_bytes().to_vec(), their_sig.to_bytes().to_vec());
    let their_public = VerifyingKey::from_sec1_bytes(&public.to_uncompressed()).unwrap();
    assert!(their_public.verify(msg, &TheirSig::from_slice(&sig.to_bytes()).unwrap()).is_ok());
    let table_key = p384::table::SecretKey::from_bytes(&d).unwrap();
    let (table_sig, _) = sign_and_verify(&table_key, &table_key.public_key(), msg, &prehash);
    assert_eq!(table_sig.to_bytes(), sig.to_bytes());
}

#[test]
fn p521_traits_sign_and_verify() {
    let mut d = [0x11; 66];
    d[0] = 1;
    let key = p521::SecretKey::from_bytes(&d).unwrap();
    let sig = sign_and_verify(&key, &key.public_key(), b"sample", &[7u8; 64]).0;
    assert_eq!(sig.to_bytes().len(), 132);
}
