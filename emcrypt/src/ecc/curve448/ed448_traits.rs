//! RustCrypto `signature` 3 traits for Ed448 (feature `traits`): a [`SigningKey`] is a `Signer` and a
//! [`VerifyingKey`] a `Verifier` of [`Signature`], the 114-byte `R ‖ S` of RFC 8032, with the empty
//! context (pure Ed448). Ed448 is deterministic, so there is no `RandomizedSigner`.
//!
//! The trait crate's `Error` is opaque, as ours: every failure maps to `signature::Error::new()`.

use super::ed448::{SigningKey, VerifyingKey, SIGNATURE_LEN};
use signature::{Error, Signer, Verifier};

crate::ecc::curve25519::ed25519_traits::signature_type!("Ed448", SIGNATURE_LEN);

impl Signer<Signature> for SigningKey {
    fn try_sign(&self, msg: &[u8]) -> Result<Signature, Error> {
        self.sign(msg, b"").map(Signature).map_err(|_| Error::new())
    }
}

impl Verifier<Signature> for VerifyingKey {
    fn verify(&self, msg: &[u8], signature: &Signature) -> Result<(), Error> {
        VerifyingKey::verify(self, msg, b"", &signature.0).map_err(|_| Error::new())
    }
}
