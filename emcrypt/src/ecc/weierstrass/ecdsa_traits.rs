//! RustCrypto `signature` 3 traits for ECDSA (feature `traits`): a [`SecretKey`] is a `Signer`,
//! `RandomizedSigner` (hedged, RFC 6979 §3.6), `PrehashSigner` and `RandomizedPrehashSigner`; a
//! [`PublicKey`] a `Verifier` and `PrehashVerifier`; a [`Signature`] has the fixed-size `r ‖ s`
//! `SignatureEncoding`. The message traits hash with the curve's usual hash (FIPS 186-5 pairings, as
//! RustCrypto's `p256`/`p384`/`p521` do), which is also the HMAC of RFC 6979:
//!
//! | curve types | hash |
//! | --- | --- |
//! | `p256::P256`, `p256::P256Table`, `p256::P256Small` | SHA-256 |
//! | `p384::P384`, `p384::P384Table` | SHA-384 |
//! | `p521::P521` | SHA-512 |
//!
//! The trait crate's `Error` is opaque, as ours: every failure maps to `signature::Error::new()`.

use super::{PublicKey, SecretKey, Signature};
use crate::ecc::{p256, p384, p521};
use crate::hash::sha256::Sha256;
use crate::hash::sha512::{Sha384, Sha512};
use signature::hazmat::{PrehashSigner, PrehashVerifier, RandomizedPrehashSigner};
use signature::rand_core::TryCryptoRng;
use signature::{Error, RandomizedSigner, SignatureEncoding, Signer, Verifier};

macro_rules! ecdsa_traits {
    ($curve:ty, $limbs:expr, $hash:ty, $sig_len:expr) => {
        impl Signer<Signature<$curve, { $limbs }>> for SecretKey<$curve, { $limbs }> {
            fn try_sign(&self, msg: &[u8]) -> Result<Signature<$curve, { $limbs }>, Error> {
                Ok(self.sign::<$hash>(msg))
            }
        }

        impl RandomizedSigner<Signature<$curve, { $limbs }>> for SecretKey<$curve, { $limbs }> {
            fn try_sign_with_rng<R: TryCryptoRng + ?Sized>(
                &self,
                rng: &mut R,
                msg: &[u8],
            ) -> Result<Signature<$curve, { $limbs }>, Error> {
                self.sign_with_rng::<$hash, R>(msg, rng).map_err(|_| Error::new())
            }
        }

        impl PrehashSigner<Signature<$curve, { $limbs }>> for SecretKey<$curve, { $limbs }> {
            fn sign_prehash(&self, prehash: &[u8]) -> Result<Signature<$curve, { $limbs }>, Error> {
                SecretKey::sign_prehash::<$hash>(self, prehash).map_err(|_| Error::new())
            }
        }

        impl RandomizedPrehashSigner<Signature<$curve, { $limbs }>> for SecretKey<$curve, { $limbs }> {
            fn sign_prehash_with_rng<R: TryCryptoRng + ?Sized>(
                &self,
                rng: &mut R,
                prehash: &[u8],
            ) -> Result<Signature<$curve, { $limbs }>, Error> {
                SecretKey::sign_prehash_with_rng::<$hash, R>(self, prehash, rng).map_err(|_| Error::new())
            }
        }

        impl Verifier<Signature<$curve, { $limbs }>> for PublicKey<$curve, { $limbs }> {
            fn verify(&self, msg: &[u8], signature: &Signature<$curve, { $limbs }>) -> Result<(), Error> {
                PublicKey::verify::<$hash>(self, msg, signature).map_err(|_| Error::new())
            }
        }

        impl PrehashVerifier<Signature<$curve, { $limbs }>> for PublicKey<$curve, { $limbs }> {
            fn verify_prehash(&self, prehash: &[u8], signature: &Signature<$curve, { $limbs }>) -> Result<(), Error> {
                PublicKey::verify_prehash(self, prehash, signature).map_err(|_| Error::new())
            }
        }

        impl TryFrom<&[u8]> for Signature<$curve, { $limbs }> {
            type Error = Error;
            fn try_from(bytes: &[u8]) -> Result<Self, Error> {
                Self::from_bytes(bytes).map_err(|_| Error::new())
            }
        }

        impl From<Signature<$curve, { $limbs }>> for [u8; $sig_len] {
            fn from(sig: Signature<$curve, { $limbs }>) -> Self {
                sig.to_bytes()
            }
        }

        impl SignatureEncoding for Signature<$curve, { $limbs }> {
            type Repr = [u8; $sig_len];
        }
    };
}

ecdsa_traits!(p256::P256, p256::LIMBS, Sha256, 64);
ecdsa_traits!(p256::P256Table, p256::LIMBS, Sha256, 64);
ecdsa_traits!(p256::P256Small, p256::LIMBS, Sha256, 64);
ecdsa_traits!(p384::P384, p384::LIMBS, Sha384, 96);
ecdsa_traits!(p384::P384Table, p384::LIMBS, Sha384, 96);
ecdsa_traits!(p521::P521, p521::LIMBS, Sha512, 132);
