//! ML-KEM through RustCrypto's `kem` 0.3 traits (feature `traits`), against RustCrypto `ml-kem` through the
//! same traits: keys from a seed and from an RNG, encapsulation with an RNG, decapsulation, both ways.
#![cfg(feature = "traits")]

use emcrypt::pqc::ml_kem::{KeyPair, MlKem1024, MlKem512, MlKem768, ParameterSet};
use kem::{Decapsulate, Decapsulator, Encapsulate, FromSeed, Generate, Kem, KeyExport, TryDecapsulate, TryKeyInit};
use ml_kem::array::Array;

/// A deterministic test RNG (SHAKE-free: a xorshift stream), enough to drive the traits.
struct TestRng(u64);

impl rand_core::TryRng for TestRng {
    type Error = core::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok(self.try_next_u64()? as u32)
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        Ok(self.0)
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        for chunk in dst.chunks_mut(8) {
            let w = self.try_next_u64()?.to_le_bytes();
            chunk.copy_from_slice(&w[..chunk.len()]);
        }
        Ok(())
    }
}
impl rand_core::TryCryptoRng for TestRng {}

macro_rules! traits_test {
    ($name:ident, $ours:ty, $theirs:ty) => {
        #[test]
        fn $name() {
            let mut rng = TestRng(0x0123_4567_89ab_cdef);
            for _ in 0..8 {
                // Ours alone, through the traits.
                let (dk, ek) = <$ours as Kem>::generate_keypair_from_rng(&mut rng);
                let (ct, k) = ek.encapsulate_with_rng(&mut rng);
                assert_eq!(dk.decapsulate(&ct), k);
                assert_eq!(dk.try_decapsulate(&ct).unwrap(), k);
                assert_eq!(dk.decapsulate_slice(&ct).unwrap(), k);
                assert!(dk.decapsulate_slice(&ct[1..]).is_err());
                assert_eq!(Decapsulator::encapsulation_key(&dk), &ek);

                // The same seed on both sides gives the same encapsulation key.
                let mut seed = [0u8; 64];
                rand_core::TryRng::try_fill_bytes(&mut rng, &mut seed).unwrap();
                let (ours, our_ek) = <$ours as FromSeed>::from_seed(&Array(seed));
                let theirs = <ml_kem::DecapsulationKey<$theirs>>::from_seed(Array(seed));
                let their_ek = theirs.encapsulation_key().clone();
                assert_eq!(our_ek.to_bytes().as_slice(), their_ek.to_bytes().as_slice());
                assert_eq!(KeyPair::<$ours>::from_seed(&seed).encapsulation_key(), &our_ek);

                // Their encapsulation, our decapsulation, and the other way round.
                let (ct, k) = their_ek.encapsulate_with_rng(&mut rng);
                assert_eq!(ours.decapsulate_slice(&ct).unwrap().as_slice(), k.as_slice());
                let ek_from_theirs =
                    <$ours as Kem>::EncapsulationKey::new_from_slice(&their_ek.to_bytes()).unwrap();
                let (ct, k) = ek_from_theirs.encapsulate_with_rng(&mut rng);
                let ct: Array<u8, _> = Array::try_from(ct.as_slice()).unwrap();
                assert_eq!(theirs.decapsulate(&ct).as_slice(), k.as_slice());

                // Generate on the key pair type draws d ‖ z from the RNG.
                let mut fork = TestRng(rng.0);
                let pair = KeyPair::<$ours>::generate_from_rng(&mut rng);
                let mut seed = [0u8; 64];
                rand_core::TryRng::try_fill_bytes(&mut fork, &mut seed).unwrap();
                assert_eq!(pair.decapsulation_key().as_bytes(), KeyPair::<$ours>::from_seed(&seed).decapsulation_key().as_bytes());
            }
            // A key failing the modulus check is refused.
            let bad = vec![0xffu8; <$ours as ParameterSet>::ENCAPSULATION_KEY_LEN];
            assert!(<$ours as Kem>::EncapsulationKey::new_from_slice(&bad).is_err());
        }
    };
}

traits_test!(ml_kem_512_traits, MlKem512, ml_kem::MlKem512);
traits_test!(ml_kem_768_traits, MlKem768, ml_kem::MlKem768);
traits_test!(ml_kem_1024_traits, MlKem1024, ml_kem::MlKem1024);
