//! RustCrypto `signature` 3 traits (feature `traits`): per parameter set a signing key, a verifying key
//! and a signature type. `Signer` signs deterministically (pure ML-DSA, empty context),
//! `RandomizedSigner` hedged; `Verifier` verifies pure ML-DSA with an empty context. Signing uses the
//! default [`Expanded`](super::Expanded) variant.

use super::{Message, MlDsa44, MlDsa65, MlDsa87};
use signature::rand_core::TryCryptoRng;
use signature::{Error, RandomizedSigner, SignatureEncoding, Signer, Verifier};
use zeroize::Zeroizing;

macro_rules! signature_types {
    ($set:ident, $sk:ident, $vk:ident, $sig:ident) => {
        #[doc = concat!(stringify!($set), " signing key: the expanded secret key, wiped when dropped.")]
        pub struct $sk(Zeroizing<[u8; $set::SECRET_KEY_LEN]>);

        #[doc = concat!(stringify!($set), " verifying (public) key.")]
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct $vk([u8; $set::PUBLIC_KEY_LEN]);

        #[doc = concat!(stringify!($set), " signature.")]
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub struct $sig([u8; $set::SIGNATURE_LEN]);

        impl $sk {
            /// The key pair generated from the seed ξ.
            pub fn from_seed(seed: &[u8; 32]) -> (Self, $vk) {
                let (pk, sk) = $set::keygen(seed);
                (Self(sk), $vk(pk))
            }
            /// An expanded secret key (checked when signing).
            pub fn from_bytes(bytes: &[u8]) -> Result<Self, crate::Error> {
                let bytes: [u8; $set::SECRET_KEY_LEN] = bytes.try_into().map_err(|_| crate::Error::InvalidLength)?;
                Ok(Self(Zeroizing::new(bytes)))
            }
        }

        impl $vk {
            /// A public key from its encoding.
            pub fn from_bytes(bytes: &[u8]) -> Result<Self, crate::Error> {
                Ok(Self(bytes.try_into().map_err(|_| crate::Error::InvalidLength)?))
            }
            /// The encoding.
            pub fn as_bytes(&self) -> &[u8; $set::PUBLIC_KEY_LEN] {
                &self.0
            }
        }

        impl TryFrom<&[u8]> for $sig {
            type Error = Error;
            fn try_from(bytes: &[u8]) -> Result<Self, Error> {
                Ok(Self(bytes.try_into().map_err(|_| Error::new())?))
            }
        }

        impl From<$sig> for [u8; $set::SIGNATURE_LEN] {
            fn from(sig: $sig) -> Self {
                sig.0
            }
        }

        impl SignatureEncoding for $sig {
            type Repr = [u8; $set::SIGNATURE_LEN];
        }

        impl Signer<$sig> for $sk {
            fn try_sign(&self, msg: &[u8]) -> Result<$sig, Error> {
                $set::sign_deterministic(&self.0[..], msg, &[]).map($sig).map_err(|_| Error::new())
            }
        }

        impl RandomizedSigner<$sig> for $sk {
            fn try_sign_with_rng<R: TryCryptoRng + ?Sized>(&self, rng: &mut R, msg: &[u8]) -> Result<$sig, Error> {
                $set::sign(&self.0[..], msg, &[], rng).map($sig).map_err(|_| Error::new())
            }
        }

        impl Verifier<$sig> for $vk {
            fn verify(&self, msg: &[u8], signature: &$sig) -> Result<(), Error> {
                $set::verify_message(&self.0, &Message::Pure { message: msg, context: &[] }, &signature.0)
                    .map_err(|_| Error::new())
            }
        }
    };
}

signature_types!(MlDsa44, SigningKey44, VerifyingKey44, Signature44);
signature_types!(MlDsa65, SigningKey65, VerifyingKey65, Signature65);
signature_types!(MlDsa87, SigningKey87, VerifyingKey87, Signature87);
