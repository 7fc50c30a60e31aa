//! Differential tests of secp256k1 against RustCrypto `k256` 0.14: for random keys and messages the
//! public keys agree (both SEC1 forms), RFC 6979 signatures are identical once normalised to low `s`
//! (`k256` always signs low-`s`, as Bitcoin requires; we sign plain ECDSA), each side verifies the
//! other's signatures (fixed-size and DER, hedged too), a changed message fails on both sides, and ECDH
//! secrets agree in both directions.

use emcrypt::drbg::HmacDrbg;
use emcrypt::ecc::secp256k1;
use emcrypt::hash::sha256::Sha256;
use emcrypt::hash::sha3::Sha3_256;
use emcrypt::hash::Hash;
use emcrypt::Error;
use k256::ecdsa::signature::hazmat::{PrehashSigner, PrehashVerifier};
use k256::ecdsa::signature::{Signer, Verifier};
use k256::elliptic_curve::sec1::ToSec1Point;
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(32))]

    /// Keys, deterministic and hedged signatures, both directions of verification.
    #[test]
    fn secp256k1_ecdsa_matches_k256(d in prop::array::uniform32(any::<u8>()), msg in prop::collection::vec(any::<u8>(), 0..200)) {
        let ours = match secp256k1::SecretKey::from_bytes(&d) { Ok(k) => k, Err(_) => {
            // Out of range (0 or >= n): k256 must refuse it too.
            prop_assert!(k256::ecdsa::SigningKey::from_slice(&d).is_err());
            return Ok(());
        } };
        let theirs = k256::ecdsa::SigningKey::from_slice(&d).unwrap();
        let their_public = theirs.verifying_key();
        let public = ours.public_key();
        prop_assert_eq!(public.to_uncompressed().to_vec(), their_public.to_sec1_point(false).as_bytes().to_vec());
        prop_assert_eq!(public.to_compressed().to_vec(), their_public.to_sec1_point(true).as_bytes().to_vec());

        // RFC 6979 with SHA-256 on both sides: the same nonce, so the same signature up to the sign of s.
        let sig = ours.sign::<Sha256>(&msg);
        let their_sig: k256::ecdsa::Signature = theirs.sign(&msg);
        prop_assert_eq!(&sig.normalize_s().to_bytes()[..], &their_sig.to_bytes()[..]);
        // Theirs verifies here; ours (low-s form, which k256 requires) verifies there.
        let their_as_ours = secp256k1::Signature::from_bytes(&their_sig.to_bytes()).unwrap();
        prop_assert!(public.verify::<Sha256>(&msg, &their_as_ours).is_ok());
        let ours_as_theirs = k256::ecdsa::Signature::from_slice(&sig.normalize_s().to_bytes()).unwrap();
        prop_assert!(their_public.verify(&msg, &ours_as_theirs).is_ok());
        // Plain ECDSA accepts both s and n - s here.
        prop_assert!(public.verify::<Sha256>(&msg, &sig).is_ok());

        // Hedged: differs from the deterministic one and verifies on their side, DER form included.
        let mut rng = HmacDrbg::<Sha256>::new(&d, b"k256 differential hedged nonce", b"").unwrap();
        let hedged = ours.sign_with_rng::<Sha256, _>(&msg, &mut rng).unwrap();
        prop_assert_ne!(hedged, sig);
        let hedged = hedged.normalize_s();
        let mut der = [0u8; secp256k1::Signature::MAX_DER_LEN];
        let len = hedged.to_der(&mut der).unwrap();
        let their_der = k256::ecdsa::DerSignature::try_from(&der[..len]).unwrap();
        prop_assert!(their_public.verify(&msg, &their_der).is_ok());
        prop_assert_eq!(&der[..len], their_der.as_bytes());

        // Their DER signature parses and verifies here.
        let their_der_sig = their_sig.to_der();
        prop_assert!(public.verify_der::<Sha256>(&msg, their_der_sig.as_bytes()).is_ok());

        // A changed message fails on both sides.
        let mut other = msg.clone();
        other.push(1);
        prop_assert_eq!(public.verify::<Sha256>(&other, &their_as_ours), Err(Error::VerificationFailed));
        prop_assert!(their_public.verify(&other, &ours_as_theirs).is_err());
    }

    /// Prehash signing on a SHA3-256 digest: RFC 6979 runs HMAC-SHA-256 over the digest on both sides.
    #[test]
    fn secp256k1_prehash_matches_k256(d in prop::array::uniform32(any::<u8>()), msg in prop::collection::vec(any::<u8>(), 0..100)) {
        let (Ok(ours), Ok(theirs)) = (secp256k1::SecretKey::from_bytes(&d), k256::ecdsa::SigningKey::from_slice(&d)) else {
            return Ok(());
        };
        let digest = <Sha3_256>::digest(&msg);
        let sig = ours.sign_prehash::<Sha256>(&digest).unwrap();
        let their_sig: k256::ecdsa::Signature = theirs.sign_prehash(&digest).unwrap();
        prop_assert_eq!(&sig.normalize_s().to_bytes()[..], &their_sig.to_bytes()[..]);
        let ours_as_theirs = k256::ecdsa::Signature::from_slice(&sig.normalize_s().to_bytes()).unwrap();
        prop_assert!(theirs.verifying_key().verify_prehash(&digest, &ours_as_theirs).is_ok());
        let their_as_ours = secp256k1::Signature::from_bytes(&their_sig.to_bytes()).unwrap();
        prop_assert!(ours.public_key().verify_prehash(&digest, &their_as_ours).is_ok());
    }

    /// ECDH: our secret with their public key equals their secret with our public key, and both sides
    /// compute the same secret for the same pair (compressed and uncompressed peer encodings).
    #[test]
    fn secp256k1_ecdh_matches_k256(d in prop::array::uniform32(any::<u8>()), peer in prop::array::uniform32(any::<u8>())) {
        let (Ok(ours), Ok(peer_secret)) = (secp256k1::SecretKey::from_bytes(&d), k256::SecretKey::from_slice(&peer)) else {
            return Ok(());
        };
        let peer_public = peer_secret.public_key();
        let shared = ours.diffie_hellman_sec1(peer_public.to_sec1_point(true).as_bytes()).unwrap();
        let shared_u = ours.diffie_hellman_sec1(peer_public.to_sec1_point(false).as_bytes()).unwrap();
        let their_view = k256::PublicKey::from_sec1_bytes(&ours.public_key().to_compressed()).unwrap();
        let their_shared = k256::ecdh::diffie_hellman(peer_secret.to_nonzero_scalar(), their_view.as_affine());
        prop_assert_eq!(shared.as_bytes(), &their_shared.raw_secret_bytes()[..]);
        prop_assert_eq!(shared_u.as_bytes(), shared.as_bytes());
        // Their key pair on our side: our public key of their secret equals theirs.
        let peer_ours = secp256k1::SecretKey::from_bytes(&peer).unwrap();
        prop_assert_eq!(peer_ours.public_key().to_uncompressed().to_vec(), peer_public.to_sec1_point(false).as_bytes().to_vec());
    }

    /// Random x coordinates: decompression succeeds exactly when k256's does, with the same point.
    #[test]
    fn secp256k1_decompression_matches_k256(x in prop::array::uniform32(any::<u8>()), odd in any::<bool>()) {
        let mut enc = vec![if odd { 3u8 } else { 2 }];
        enc.extend_from_slice(&x);
        let ours = secp256k1::PublicKey::from_sec1_bytes(&enc);
        let theirs = k256::PublicKey::from_sec1_bytes(&enc);
        prop_assert_eq!(ours.is_ok(), theirs.is_ok());
        if let (Ok(a), Ok(b)) = (ours, theirs) {
            prop_assert_eq!(a.to_uncompressed().to_vec(), b.to_sec1_point(false).as_bytes().to_vec());
        }
    }
}
