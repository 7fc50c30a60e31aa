//! Differential tests against RustCrypto `p256` / `p384` / `p521` 0.14: for random keys and messages, public keys
//! agree (both SEC1 forms), deterministic RFC 6979 signatures are identical, each side verifies the
//! other's signatures, hedged signatures verify on the other side, and ECDH secrets agree. Also checks
//! that malformed inputs return errors instead of panicking.

use ::p256::ecdsa::signature::{Signer, Verifier};
use ::p256::elliptic_curve::sec1::ToSec1Point;
use emcrypt::ecc::{p256, p384, p521};
use emcrypt::hash::sha256::Sha256;
use emcrypt::hash::sha3::{Sha3_256, Sha3_384};
use emcrypt::hash::sha512::{Sha384, Sha512};
use emcrypt::hash::Hash;
use emcrypt::Error;
use proptest::prelude::*;

/// A deterministic "RNG" for the hedged-signing tests (the extra bytes only need to differ).
struct CountingRng(u8);
impl rand_core::TryRng for CountingRng {
    type Error = core::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        self.0 = self.0.wrapping_add(1);
        Ok(self.0 as u32)
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        self.0 = self.0.wrapping_add(1);
        Ok(self.0 as u64)
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        for b in dst {
            self.0 = self.0.wrapping_add(1);
            *b = self.0;
        }
        Ok(())
    }
}
impl rand_core::TryCryptoRng for CountingRng {}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn p256_matches_rustcrypto(d in prop::array::uniform32(any::<u8>()), peer in prop::array::uniform32(any::<u8>()), msg in prop::collection::vec(any::<u8>(), 0..200)) {
        let ours = match p256::SecretKey::from_bytes(&d) { Ok(k) => k, Err(_) => return Ok(()) };
        let theirs = ::p256::ecdsa::SigningKey::from_slice(&d).unwrap();
        let their_public = theirs.verifying_key();
        let public = ours.public_key();
        prop_assert_eq!(public.to_uncompressed().to_vec(), their_public.to_sec1_point(false).as_bytes().to_vec());
        prop_assert_eq!(public.to_compressed().to_vec(), their_public.to_sec1_point(true).as_bytes().to_vec());

        // RFC 6979 with SHA-256 on both sides: the same signature.
        let sig = ours.sign::<Sha256>(&msg);
        let their_sig: ::p256::ecdsa::Signature = theirs.sign(&msg);
        prop_assert_eq!(&sig.to_bytes()[..], &their_sig.to_bytes()[..]);
        prop_assert!(public.verify::<Sha256>(&msg, &p256::Signature::from_bytes(&their_sig.to_bytes()).unwrap()).is_ok());

        // Hedged: different from the deterministic one, still verifies on their side (DER form too).
        let hedged = ours.sign_with_rng::<Sha256, _>(&msg, &mut CountingRng(d[0])).unwrap();
        prop_assert_ne!(hedged, sig);
        let mut der = [0u8; p256::Signature::MAX_DER_LEN];
        let len = hedged.to_der(&mut der).unwrap();
        let their_der = ::p256::ecdsa::DerSignature::try_from(&der[..len]).unwrap();
        prop_assert!(their_public.verify(&msg, &their_der).is_ok());
        prop_assert_eq!(p256::Signature::from_der(&der[..len]).unwrap(), hedged);

        // A different message fails.
        let mut other = msg.clone();
        other.push(1);
        prop_assert_eq!(public.verify::<Sha256>(&other, &sig), Err(Error::VerificationFailed));

        // ECDH agreement.
        if let Ok(peer_secret) = ::p256::SecretKey::from_slice(&peer) {
            let peer_public = peer_secret.public_key();
            let shared = ours.diffie_hellman_sec1(peer_public.to_sec1_point(true).as_bytes()).unwrap();
            let their_shared = ::p256::ecdh::diffie_hellman(peer_secret.to_nonzero_scalar(), ::p256::PublicKey::from_sec1_bytes(&public.to_uncompressed()).unwrap().as_affine());
            prop_assert_eq!(shared.as_bytes(), &their_shared.raw_secret_bytes()[..]);
        }
    }

    #[test]
    fn p384_matches_rustcrypto(d in prop::collection::vec(any::<u8>(), 48), peer in prop::collection::vec(any::<u8>(), 48), msg in prop::collection::vec(any::<u8>(), 0..200)) {
        let d: [u8; 48] = d.try_into().unwrap();
        let ours = match p384::SecretKey::from_bytes(&d) { Ok(k) => k, Err(_) => return Ok(()) };
        let theirs = ::p384::ecdsa::SigningKey::from_slice(&d).unwrap();
        let their_public = theirs.verifying_key();
        let public = ours.public_key();
        prop_assert_eq!(public.to_uncompressed().to_vec(), their_public.to_sec1_point(false).as_bytes().to_vec());

        let sig = ours.sign::<Sha384>(&msg);
        let their_sig: ::p384::ecdsa::Signature = theirs.sign(&msg);
        prop_assert_eq!(&sig.to_bytes()[..], &their_sig.to_bytes()[..]);

        let hedged = ours.sign_with_rng::<Sha384, _>(&msg, &mut CountingRng(d[0])).unwrap();
        let their_hedged = ::p384::ecdsa::Signature::from_slice(&hedged.to_bytes()).unwrap();
        prop_assert!(their_public.verify(&msg, &their_hedged).is_ok());

        if let Ok(peer_secret) = ::p384::SecretKey::from_slice(&peer) {
            let peer_public = peer_secret.public_key();
            let shared = ours.diffie_hellman_sec1(peer_public.to_sec1_point(false).as_bytes()).unwrap();
            let their_shared = ::p384::ecdh::diffie_hellman(peer_secret.to_nonzero_scalar(), ::p384::PublicKey::from_sec1_bytes(&public.to_compressed()).unwrap().as_affine());
            prop_assert_eq!(shared.as_bytes(), &their_shared.raw_secret_bytes()[..]);
        }
    }

    /// SHA-3 digests: our signatures on a SHA3-256 / SHA3-384 digest verify with RustCrypto's prehash
    /// verifier, and theirs (RFC 6979 with HMAC-SHA-256 / HMAC-SHA-384 over the SHA-3 digest) verify here.
    #[test]
    fn sha3_prehash_signatures_interoperate(d in prop::array::uniform32(any::<u8>()), msg in prop::collection::vec(any::<u8>(), 0..100)) {
        use ::p256::ecdsa::signature::hazmat::{PrehashSigner, PrehashVerifier};
        let ours = match p256::SecretKey::from_bytes(&d) { Ok(k) => k, Err(_) => return Ok(()) };
        let theirs = ::p256::ecdsa::SigningKey::from_slice(&d).unwrap();
        let digest = <Sha3_256>::digest(&msg);
        let sig = ours.sign::<Sha3_256>(&msg);
        let their_sig = ::p256::ecdsa::Signature::from_slice(&sig.to_bytes()).unwrap();
        prop_assert!(theirs.verifying_key().verify_prehash(&digest, &their_sig).is_ok());
        let their_sig: ::p256::ecdsa::Signature = theirs.sign_prehash(&digest).unwrap();
        prop_assert!(ours.public_key().verify_prehash(&digest, &p256::Signature::from_bytes(&their_sig.to_bytes()).unwrap()).is_ok());
        // RustCrypto's prehash signing runs RFC 6979 with SHA-256 on the digest: the same as ours.
        prop_assert_eq!(ours.sign_prehash::<Sha256>(&digest).unwrap().to_bytes().to_vec(), their_sig.to_bytes().to_vec());

        let d384: [u8; 48] = core::array::from_fn(|i| d[i % 32] ^ (i as u8));
        if let (Ok(ours), Ok(theirs)) = (p384::SecretKey::from_bytes(&d384), ::p384::ecdsa::SigningKey::from_slice(&d384)) {
            let digest = <Sha3_384>::digest(&msg);
            let sig = ours.sign::<Sha3_384>(&msg);
            let their_sig = ::p384::ecdsa::Signature::from_slice(&sig.to_bytes()).unwrap();
            prop_assert!(theirs.verifying_key().verify_prehash(&digest, &their_sig).is_ok());
        }
    }

    /// Arbitrary bytes never panic the decoders; whatever parses re-encodes to the same bytes.
    #[test]
    fn decoders_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..120)) {
        if let Ok(sig) = p256::Signature::from_der(&bytes) {
            let mut der = [0u8; p256::Signature::MAX_DER_LEN];
            let len = sig.to_der(&mut der).unwrap();
            prop_assert_eq!(&der[..len], &bytes[..]);
        }
        let _ = p384::Signature::from_der(&bytes);
        let _ = p256::Signature::from_bytes(&bytes);
        if let Ok(key) = p256::PublicKey::from_sec1_bytes(&bytes) {
            let uncompressed = key.to_uncompressed();
            let compressed = key.to_compressed();
            prop_assert!(bytes[..] == uncompressed[..] || bytes[..] == compressed[..]);
        }
        let _ = p384::PublicKey::from_sec1_bytes(&bytes);
    }

    /// Random x coordinates: decompression succeeds exactly when RustCrypto's does, with the same point.
    #[test]
    fn decompression_matches(x in prop::array::uniform32(any::<u8>()), odd in any::<bool>()) {
        let mut enc = vec![if odd { 3u8 } else { 2 }];
        enc.extend_from_slice(&x);
        let ours = p256::PublicKey::from_sec1_bytes(&enc);
        let theirs = ::p256::PublicKey::from_sec1_bytes(&enc);
        prop_assert_eq!(ours.is_ok(), theirs.is_ok());
        if let (Ok(a), Ok(b)) = (ours, theirs) {
            prop_assert_eq!(a.to_uncompressed().to_vec(), b.to_sec1_point(false).as_bytes().to_vec());
        }
    }
}

/// Out-of-range secret keys, points at infinity or off the curve, coordinates >= p, r or s = 0 or
/// >= n, malformed DER: all errors.
#[test]
fn bad_inputs_are_errors() {
    // Secret keys 0 and n.
    assert_eq!(p256::SecretKey::from_bytes(&[0; 32]).err(), Some(Error::InvalidKey));
    let n = hex::decode("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551").unwrap();
    assert_eq!(p256::SecretKey::from_bytes(&n.clone().try_into().unwrap()).err(), Some(Error::InvalidKey));
    let mut n_minus_1: [u8; 32] = n.clone().try_into().unwrap();
    n_minus_1[31] -= 1;
    assert!(p256::SecretKey::from_bytes(&n_minus_1).is_ok());

    // Points: infinity, wrong lengths and tags, coordinates >= p, off the curve.
    assert_eq!(p256::PublicKey::from_sec1_bytes(&[0]).err(), Some(Error::InvalidEncoding));
    assert_eq!(p256::PublicKey::from_sec1_bytes(&[]).err(), Some(Error::InvalidEncoding));
    let key = p256::SecretKey::from_bytes(&[7; 32]).unwrap();
    let good = key.public_key().to_uncompressed();
    assert_eq!(p256::PublicKey::from_sec1_bytes(&good[..64]).err(), Some(Error::InvalidEncoding));
    let mut bad_tag = good;
    bad_tag[0] = 0x05;
    assert_eq!(p256::PublicKey::from_sec1_bytes(&bad_tag).err(), Some(Error::InvalidEncoding));
    let mut off_curve = good;
    off_curve[64] ^= 1;
    assert_eq!(p256::PublicKey::from_sec1_bytes(&off_curve).err(), Some(Error::InvalidKey));
    let p = hex::decode("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff").unwrap();
    let mut x_is_p = good;
    x_is_p[1..33].copy_from_slice(&p);
    assert_eq!(p256::PublicKey::from_sec1_bytes(&x_is_p).err(), Some(Error::InvalidKey));
    let mut compressed_p = vec![2u8];
    compressed_p.extend_from_slice(&p);
    assert_eq!(p256::PublicKey::from_sec1_bytes(&compressed_p).err(), Some(Error::InvalidKey));
    assert!(key.diffie_hellman_sec1(&off_curve).is_err());
    assert!(key.diffie_hellman_sec1(&[0]).is_err());

    // Signatures: r or s = 0 or >= n.
    let sig = key.sign::<Sha256>(b"msg").to_bytes();
    for (offset, value) in [(0, &[0u8; 32][..]), (32, &[0u8; 32][..]), (0, &n[..]), (32, &n[..]), (0, &[0xff; 32][..])]
    {
        let mut bad = sig;
        bad[offset..offset + 32].copy_from_slice(value);
        assert_eq!(p256::Signature::from_bytes(&bad).err(), Some(Error::InvalidEncoding));
    }
    assert_eq!(p256::Signature::from_bytes(&sig[..63]).err(), Some(Error::InvalidLength));

    // DER: a good encoding, then truncations, a trailing byte, non-minimal forms, negative integers.
    let mut der = [0u8; 72];
    let len = p256::Signature::from_bytes(&sig).unwrap().to_der(&mut der).unwrap();
    let der = &der[..len];
    assert!(p256::Signature::from_der(der).is_ok());
    for cut in 0..len {
        assert!(p256::Signature::from_der(&der[..cut]).is_err(), "truncated at {cut}");
    }
    let mut trailing = der.to_vec();
    trailing.push(0);
    assert!(p256::Signature::from_der(&trailing).is_err());
    let mut long_form = vec![0x30, 0x81, der[1]];
    long_form.extend_from_slice(&der[2..]);
    assert!(p256::Signature::from_der(&long_form).is_err(), "non-minimal length");
    // r = 1 with a redundant leading zero: 02 02 00 01; negative r: 02 01 ff.
    let s_part = &der[2 + 2 + der[3] as usize..];
    for r in [&[0x02, 0x02, 0x00, 0x01][..], &[0x02, 0x01, 0xff][..], &[0x02, 0x00][..]] {
        let mut v = vec![0x30, (r.len() + s_part.len()) as u8];
        v.extend_from_slice(r);
        v.extend_from_slice(s_part);
        assert!(p256::Signature::from_der(&v).is_err(), "{v:02x?}");
    }
    let mut v = vec![0x30, (3 + s_part.len()) as u8, 0x02, 0x01, 0x01];
    v.extend_from_slice(s_part);
    assert!(p256::Signature::from_der(&v).is_ok(), "r = 1 is valid DER");

    // Short prehashes are refused.
    assert_eq!(key.sign_prehash::<Sha256>(&[1; 15]).err(), Some(Error::InvalidLength));
}

/// Key generation draws in range and retries past out-of-range candidates; a failing RNG is an error.
#[test]
fn key_generation() {
    let a = p256::SecretKey::generate(&mut CountingRng(0)).unwrap();
    let b = p256::SecretKey::generate(&mut CountingRng(100)).unwrap();
    assert_ne!(a.to_bytes(), b.to_bytes());
    /// Always all-ones bytes: >= n on P-256, so every candidate is rejected.
    struct StuckRng;
    impl rand_core::TryRng for StuckRng {
        type Error = core::convert::Infallible;
        fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
            Ok(u32::MAX)
        }
        fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
            Ok(u64::MAX)
        }
        fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
            dst.fill(0xff);
            Ok(())
        }
    }
    impl rand_core::TryCryptoRng for StuckRng {}
    assert_eq!(p256::SecretKey::generate(&mut StuckRng).err(), Some(Error::RngFailure));
    let k = p384::SecretKey::generate(&mut CountingRng(5)).unwrap();
    let sig = k.sign::<Sha384>(b"abc");
    assert!(k.public_key().verify::<Sha384>(b"abc", &sig).is_ok());
}

/// A 66-byte big-endian scalar below 2^521 (the top byte keeps only bit 0), as P-521 keys are.
fn scalar521() -> impl Strategy<Value = [u8; 66]> {
    prop::collection::vec(any::<u8>(), 66).prop_map(|v| {
        let mut d: [u8; 66] = v.try_into().unwrap();
        d[0] &= 1;
        d
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// P-521 (SHA-512): public keys, RFC 6979 signatures, verification both ways, hedged signatures, ECDH.
    #[test]
    fn p521_matches_rustcrypto(d in scalar521(), peer in scalar521(), msg in prop::collection::vec(any::<u8>(), 0..200)) {
        let ours = match p521::SecretKey::from_bytes(&d) { Ok(k) => k, Err(_) => return Ok(()) };
        let theirs = ::p521::ecdsa::SigningKey::from_slice(&d).unwrap();
        let their_public = ::p521::ecdsa::VerifyingKey::from(&theirs);
        let public = ours.public_key();
        prop_assert_eq!(public.to_uncompressed().to_vec(), their_public.to_sec1_point(false).as_bytes().to_vec());
        prop_assert_eq!(public.to_compressed().to_vec(), their_public.to_sec1_point(true).as_bytes().to_vec());

        // RFC 6979 with SHA-512 on both sides: the same signature, and each verifies the other's.
        let sig = ours.sign::<Sha512>(&msg);
        let their_sig: ::p521::ecdsa::Signature = theirs.sign(&msg);
        prop_assert_eq!(&sig.to_bytes()[..], &their_sig.to_bytes()[..]);
        prop_assert!(their_public.verify(&msg, &::p521::ecdsa::Signature::from_slice(&sig.to_bytes()).unwrap()).is_ok());
        prop_assert!(public.verify::<Sha512>(&msg, &p521::Signature::from_bytes(&their_sig.to_bytes()).unwrap()).is_ok());

        // Hedged: not the deterministic signature, and it verifies on their side.
        let hedged = ours.sign_with_rng::<Sha512, _>(&msg, &mut CountingRng(d[1])).unwrap();
        prop_assert_ne!(hedged, sig);
        let their_hedged = ::p521::ecdsa::Signature::from_slice(&hedged.to_bytes()).unwrap();
        prop_assert!(their_public.verify(&msg, &their_hedged).is_ok());

        // A different message fails.
        let mut other = msg.clone();
        other.push(1);
        prop_assert_eq!(public.verify::<Sha512>(&other, &sig), Err(Error::VerificationFailed));

        // ECDH agreement.
        if let Ok(peer_secret) = ::p521::SecretKey::from_slice(&peer) {
            let peer_public = peer_secret.public_key();
            let shared = ours.diffie_hellman_sec1(peer_public.to_sec1_point(true).as_bytes()).unwrap();
            let their_shared = ::p521::ecdh::diffie_hellman(peer_secret.to_nonzero_scalar(), ::p521::PublicKey::from_sec1_bytes(&public.to_uncompressed()).unwrap().as_affine());
            prop_assert_eq!(shared.as_bytes(), &their_shared.raw_secret_bytes()[..]);
        }
    }
}
