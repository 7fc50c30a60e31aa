//! RustCrypto [`kem`] 0.3 traits (feature `traits`): each parameter set type ([`MlKem512`], [`MlKem768`],
//! [`MlKem1024`]) is a `kem::Kem` whose decapsulation key is a [`KeyPair`] (the traits hand out a
//! reference to the encapsulation key, which a [`DecapsulationKey`] only holds as bytes) and whose
//! encapsulation key is an [`EncapsulationKey`].
//!
//! | emcrypt type | RustCrypto traits |
//! | --- | --- |
//! | `MlKem512`, `MlKem768`, `MlKem1024` | `Kem` (hence `FromSeed` with the 64-byte seed d ‖ z) |
//! | `EncapsulationKey<P>` | `Encapsulate`, `TryKeyInit` (the modulus check), `KeyExport`, `KeySizeUser` |
//! | `KeyPair<P>` | `Decapsulate` (hence `TryDecapsulate`), `Decapsulator`, `Generate`, `KeyInit` (from the seed), `KeySizeUser` |

use super::{DecapsulationKey, EncapsulationKey, KeyPair, MlKem1024, MlKem512, MlKem768};
use hybrid_array::sizes::{U1088, U1184, U1568, U32, U64, U768, U800};
use hybrid_array::Array;
use kem::{
    Ciphertext, Decapsulate, Decapsulator, Encapsulate, Generate, InvalidKey, Kem, Key, KeyExport, KeyInit,
    KeySizeUser, SharedKey, TryKeyInit,
};
use rand_core::{CryptoRng, TryCryptoRng};

/// Copies `bytes` into an array of the same length (the lengths are fixed by the parameter set, so equal).
fn to_array<N: hybrid_array::ArraySize>(bytes: &[u8]) -> Array<u8, N> {
    let mut out = Array::<u8, N>::default();
    for (o, b) in out.iter_mut().zip(bytes) {
        *o = *b;
    }
    out
}

macro_rules! kem_traits {
    ($p:ty, $ek:ty, $ct:ty) => {
        impl Kem for $p {
            type DecapsulationKey = KeyPair<$p>;
            type EncapsulationKey = EncapsulationKey<$p>;
            type SharedKeySize = U32;
            type CiphertextSize = $ct;
        }

        impl KeySizeUser for EncapsulationKey<$p> {
            type KeySize = $ek;
        }

        impl KeyExport for EncapsulationKey<$p> {
            fn to_bytes(&self) -> Key<Self> {
                to_array(self.as_bytes())
            }
        }

        impl TryKeyInit for EncapsulationKey<$p> {
            fn new(key: &Key<Self>) -> Result<Self, InvalidKey> {
                Self::from_bytes(key).map_err(|_| InvalidKey)
            }
        }

        impl Encapsulate for EncapsulationKey<$p> {
            type Kem = $p;
            fn encapsulate_with_rng<R: CryptoRng + ?Sized>(&self, rng: &mut R) -> (Ciphertext<$p>, SharedKey<$p>) {
                let mut m = [0u8; 32];
                rng.fill_bytes(&mut m);
                let (c, k) = self.encapsulate_deterministic(&m);
                zeroize::Zeroize::zeroize(&mut m);
                (Array(c), Array(*k.as_bytes()))
            }
        }

        impl KeySizeUser for KeyPair<$p> {
            type KeySize = U64;
        }

        impl KeyInit for KeyPair<$p> {
            fn new(seed: &Key<Self>) -> Self {
                KeyPair::from_seed(&seed.0)
            }
        }

        impl Generate for KeyPair<$p> {
            fn try_generate_from_rng<R: TryCryptoRng + ?Sized>(rng: &mut R) -> Result<Self, R::Error> {
                let mut seed = [0u8; 64];
                rng.try_fill_bytes(&mut seed)?;
                let pair = KeyPair::from_seed(&seed);
                zeroize::Zeroize::zeroize(&mut seed);
                Ok(pair)
            }
        }

        impl Decapsulator for KeyPair<$p> {
            type Kem = $p;
            fn encapsulation_key(&self) -> &EncapsulationKey<$p> {
                &self.ek
            }
        }

        impl Decapsulate for KeyPair<$p> {
            fn decapsulate(&self, ct: &Ciphertext<$p>) -> SharedKey<$p> {
                // The ciphertext has the right length by its type, so decapsulation cannot fail; an invalid
                // ciphertext is implicitly rejected inside.
                let dk: &DecapsulationKey<$p> = &self.dk;
                dk.decapsulate(ct).map(|k| Array(*k.as_bytes())).unwrap_or_default()
            }
        }
    };
}

kem_traits!(MlKem512, U800, U768);
kem_traits!(MlKem768, U1184, U1088);
kem_traits!(MlKem1024, U1568, U1568);
