//! ML-KEM against RustCrypto `ml-kem` 0.3, both ways, on random seeds and messages: identical keys, our
//! ciphertexts decapsulated by RustCrypto and theirs by us, the same implicit-rejection secret for random
//! ciphertexts, the same verdict of the encapsulation-key modulus check on random keys. Then bad input of
//! every length: an `Error`, never a panic.

use emcrypt::pqc::ml_kem::{
    DecapsulationKey, EncapsulationKey, MlKem1024, MlKem512, MlKem768, ParameterSet, Seed, SharedSecret,
};
use emcrypt::Error;
use ml_kem::array::Array;
use ml_kem::{Decapsulate, KeyExport};
use proptest::prelude::*;

/// One parameter set on both sides.
macro_rules! differential {
    ($module:ident, $ours:ty, $theirs:ty) => {
        mod $module {
            use super::*;
            type Theirs = ml_kem::DecapsulationKey<$theirs>;
            type TheirEk = ml_kem::EncapsulationKey<$theirs>;
            const EK_LEN: usize = <$ours as ParameterSet>::ENCAPSULATION_KEY_LEN;
            const CT_LEN: usize = <$ours as ParameterSet>::CIPHERTEXT_LEN;

            proptest! {
                #![proptest_config(ProptestConfig::with_cases(24))]

                #[test]
                fn keys_and_secrets_agree_both_ways(
                    seed in prop::array::uniform32(any::<u8>()),
                    seed2 in prop::array::uniform32(any::<u8>()),
                    m in prop::array::uniform32(any::<u8>()),
                    noise in prop::collection::vec(any::<u8>(), CT_LEN),
                ) {
                    let mut s = [0u8; 64];
                    s[..32].copy_from_slice(&seed);
                    s[32..].copy_from_slice(&seed2);
                    let (dk, ek) = DecapsulationKey::<$ours>::from_seed(&s);
                    let theirs = Theirs::from_seed(Array(s));
                    let their_ek = theirs.encapsulation_key();
                    prop_assert_eq!(ek.as_bytes().to_vec(), their_ek.to_bytes().to_vec());

                    // Ours → theirs.
                    let (ct, ss) = ek.encapsulate_deterministic(&m);
                    let their_ct = Array::try_from(ct.as_ref()).unwrap();
                    prop_assert_eq!(ss.as_bytes().to_vec(), theirs.decapsulate(&their_ct).to_vec());
                    // Theirs → ours.
                    let (their_ct, their_ss) = their_ek.encapsulate_deterministic(&Array(m));
                    prop_assert_eq!(ct.as_ref().to_vec(), their_ct.to_vec());
                    prop_assert_eq!(dk.decapsulate(&their_ct).unwrap().as_bytes().to_vec(), their_ss.to_vec());
                    // A random ciphertext: both take the implicit-rejection path to the same secret.
                    let random_ct = Array::try_from(noise.as_slice()).unwrap();
                    prop_assert_eq!(
                        dk.decapsulate(&noise).unwrap().as_bytes().to_vec(),
                        theirs.decapsulate(&random_ct).to_vec()
                    );
                    // Seed storage gives the same key.
                    let (dk2, _) = Seed::from_bytes(&s).expand::<$ours>();
                    prop_assert_eq!(dk2.as_bytes().to_vec(), dk.as_bytes().to_vec());
                }

                #[test]
                fn modulus_check_agrees(mut bytes in prop::collection::vec(any::<u8>(), EK_LEN), fix in any::<bool>()) {
                    if fix {
                        // Clear the top bit of every third byte so most 12-bit values are below q: a mix of
                        // keys that pass and keys that fail the check.
                        for b in bytes.iter_mut().skip(2).step_by(3) {
                            *b &= 0x7f;
                        }
                    }
                    let ours = EncapsulationKey::<$ours>::from_bytes(&bytes);
                    let theirs = TheirEk::new(&Array::try_from(bytes.as_slice()).unwrap());
                    prop_assert_eq!(ours.is_ok(), theirs.is_ok());
                    if let Err(e) = ours {
                        prop_assert_eq!(e, Error::InvalidKey);
                    }
                }

                #[test]
                fn wrong_lengths_are_errors(len in 0usize..4000) {
                    let bytes = vec![0x5au8; len];
                    let (dk, ek) = DecapsulationKey::<$ours>::from_seed(&[1; 64]);
                    if len != <$ours as ParameterSet>::ENCAPSULATION_KEY_LEN {
                        prop_assert_eq!(EncapsulationKey::<$ours>::from_bytes(&bytes).unwrap_err(), Error::InvalidLength);
                    }
                    if len != <$ours as ParameterSet>::DECAPSULATION_KEY_LEN {
                        prop_assert_eq!(DecapsulationKey::<$ours>::from_bytes(&bytes).unwrap_err(), Error::InvalidLength);
                    }
                    if len != CT_LEN {
                        prop_assert_eq!(dk.decapsulate(&bytes).unwrap_err(), Error::InvalidLength);
                    }
                    let _ = ek;
                }
            }

            #[test]
            fn tampered_decapsulation_key_fails_the_hash_check() {
                let (dk, _) = DecapsulationKey::<$ours>::from_seed(&[3; 64]);
                let good = dk.as_bytes().to_vec();
                assert!(DecapsulationKey::<$ours>::from_bytes(&good).is_ok());
                let k = <$ours as ParameterSet>::K;
                // Any change to the embedded ek or to H(ek) is caught; dk_PKE and z are not covered by FIPS 203's check.
                for pos in [384 * k, 384 * k + 700, 768 * k + 31, 768 * k + 32, 768 * k + 63] {
                    let mut bad = good.clone();
                    bad[pos] ^= 1;
                    assert_eq!(DecapsulationKey::<$ours>::from_bytes(&bad).unwrap_err(), Error::InvalidKey, "pos {pos}");
                }
            }

            #[test]
            fn rng_key_generation_round_trips() {
                let mut rng = Counter(7);
                let (dk, ek) = DecapsulationKey::<$ours>::generate(&mut rng).unwrap();
                let (ct, ss) = ek.encapsulate(&mut rng).unwrap();
                let ss2: SharedSecret = dk.decapsulate(ct.as_ref()).unwrap();
                assert_eq!(ss, ss2);
                // The RNG's bytes are d ‖ z.
                let mut seed = [0u8; 64];
                Counter(7).fill(&mut seed);
                assert_eq!(DecapsulationKey::<$ours>::from_seed(&seed).1, ek);
            }
        }
    };
}

differential!(ml_kem_512, MlKem512, ml_kem::MlKem512);
differential!(ml_kem_768, MlKem768, ml_kem::MlKem768);
differential!(ml_kem_1024, MlKem1024, ml_kem::MlKem1024);

/// A deterministic test RNG (a byte counter), enough to show which bytes key generation consumes.
struct Counter(u8);

impl Counter {
    fn fill(&mut self, dst: &mut [u8]) {
        for b in dst {
            *b = self.0;
            self.0 = self.0.wrapping_add(1);
        }
    }
}

impl rand_core::TryRng for Counter {
    type Error = core::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        let mut b = [0; 4];
        self.fill(&mut b);
        Ok(u32::from_le_bytes(b))
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        let mut b = [0; 8];
        self.fill(&mut b);
        Ok(u64::from_le_bytes(b))
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        self.fill(dst);
        Ok(())
    }
}
impl rand_core::TryCryptoRng for Counter {}
