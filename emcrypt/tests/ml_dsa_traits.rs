//! ML-DSA through the RustCrypto `signature` 3 traits: emcrypt's `Signer` output equals RustCrypto
//! `ml-dsa`'s deterministic signature, each side's `Verifier` accepts the other's signature, a hedged
//! `RandomizedSigner` signature verifies, and a modified signature or message is refused.

use emcrypt::pqc::ml_dsa::{Signature44, Signature65, Signature87, SigningKey44, SigningKey65, SigningKey87};
use ml_dsa::signature::{Keypair, RandomizedSigner, SignatureEncoding, Signer, Verifier};

macro_rules! traits_test {
    ($name:ident, $sk:ident, $sig:ident, $theirs:ident) => {
        #[test]
        fn $name() {
            let seed = [0x42u8; 32];
            let (sk, vk) = $sk::from_seed(&seed);
            let theirs = ml_dsa::SigningKey::<ml_dsa::$theirs>::from_seed(&ml_dsa::B32::from(seed));
            assert_eq!(&vk.as_bytes()[..], &theirs.verifying_key().encode()[..]);
            for msg in [&b""[..], b"abc", &[0x5a; 1000]] {
                let ours: $sig = sk.sign(msg);
                let their: ml_dsa::Signature<ml_dsa::$theirs> = theirs.sign(msg);
                assert_eq!(&ours.to_bytes()[..], &their.encode()[..]);
                vk.verify(msg, &$sig::try_from(&their.encode()[..]).unwrap()).unwrap();
                let back = ml_dsa::Signature::<ml_dsa::$theirs>::try_from(&ours.to_bytes()[..]).unwrap();
                theirs.verifying_key().verify(msg, &back).unwrap();
                let mut bad = ours.to_bytes();
                bad[10] ^= 4;
                assert!(vk.verify(msg, &$sig::try_from(&bad[..]).unwrap()).is_err());
                assert!(vk.verify(b"other", &ours).is_err());
            }
            let mut rng =
                emcrypt::drbg::HmacDrbg::<emcrypt::hash::sha256::Sha256>::new(&[7; 32], &[1; 16], b"ml-dsa").unwrap();
            let hedged: $sig = sk.try_sign_with_rng(&mut rng, b"hedged").unwrap();
            vk.verify(b"hedged", &hedged).unwrap();
            assert_ne!(hedged, sk.sign(b"hedged"), "hedged signing ignored the RNG");
            assert!($sig::try_from(&[0u8; 5][..]).is_err());
        }
    };
}

traits_test!(ml_dsa_44_signature_traits, SigningKey44, Signature44, MlDsa44);
traits_test!(ml_dsa_65_signature_traits, SigningKey65, Signature65, MlDsa65);
traits_test!(ml_dsa_87_signature_traits, SigningKey87, Signature87, MlDsa87);
