//! RustCrypto `signature` 3 traits for Ed25519 (feature `traits`): a [`SigningKey`] is a `Signer` and a
//! [`VerifyingKey`] a `Verifier` of [`Signature`], the 64-byte `R ‖ S` of RFC 8032 (pure Ed25519, no
//! context), for either base-point variant. Ed25519 is deterministic, so there is no `RandomizedSigner`.
//!
//! The trait crate's `Error` is opaque, as ours: every failure maps to `signature::Error::new()`.

use super::ed25519::{SigningKey, VerifyingKey, SIGNATURE_LEN};
use super::BasepointMul;
use crate::hash::sha512::Compress;
use signature::{Error, Signer, Verifier};

/// Declares an EdDSA `Signature` type of `$len` bytes with its `signature` traits (`SignatureEncoding`,
/// `TryFrom<&[u8]>`, into bytes); shared with [`ed448_traits`](crate::ecc::curve448::ed448_traits).
macro_rules! signature_type {
    ($name:literal, $len:expr) => {
        #[doc = concat!("An ", $name, " signature: the bytes `R ‖ S` (checked when verifying, not when built).")]
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct Signature([u8; $len]);

        impl Signature {
            /// A signature from its bytes.
            pub fn from_bytes(bytes: &[u8; $len]) -> Self {
                Self(*bytes)
            }

            /// The bytes.
            pub fn to_bytes(&self) -> [u8; $len] {
                self.0
            }
        }

        impl TryFrom<&[u8]> for Signature {
            type Error = ::signature::Error;
            fn try_from(bytes: &[u8]) -> Result<Self, ::signature::Error> {
                Ok(Self(bytes.try_into().map_err(|_| ::signature::Error::new())?))
            }
        }

        impl From<Signature> for [u8; $len] {
            fn from(sig: Signature) -> Self {
                sig.0
            }
        }

        impl ::signature::SignatureEncoding for Signature {
            type Repr = [u8; $len];
        }
    };
}
pub(crate) use signature_type;

signature_type!("Ed25519", SIGNATURE_LEN);

impl<M: BasepointMul, H: Compress> Signer<Signature> for SigningKey<M, H> {
    fn try_sign(&self, msg: &[u8]) -> Result<Signature, Error> {
        Ok(Signature(self.sign(msg)))
    }
}

impl<M: BasepointMul, H: Compress> Verifier<Signature> for VerifyingKey<M, H> {
    fn verify(&self, msg: &[u8], signature: &Signature) -> Result<(), Error> {
        VerifyingKey::verify(self, msg, &signature.0).map_err(|_| Error::new())
    }
}
