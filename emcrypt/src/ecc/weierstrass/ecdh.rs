//! ECDH (SEC 1 §3.3.1, NIST SP 800-56A "ECC CDH" with cofactor 1): the shared secret is the
//! x-coordinate of `d·Q`. The peer's point is validated when it is decoded (a [`PublicKey`] is always
//! on the curve, never the identity, with coordinates below `p`), which defeats invalid-curve attacks.

use super::keys::{PublicKey, SecretKey};
use super::montgomery::to_be_bytes;
use super::Curve;
use crate::hash::Output;
use crate::Error;
use zeroize::Zeroize;

/// The shared secret `x(d·Q)`, big-endian; wiped on drop. Feed it to a KDF (HKDF) before use.
pub struct SharedSecret<C: Curve<N>, const N: usize> {
    bytes: C::FieldBytes,
}

impl<C: Curve<N>, const N: usize> SharedSecret<C, N> {
    /// The raw shared secret (the x-coordinate, `FIELD_BYTES` bytes).
    pub fn as_bytes(&self) -> &[u8] {
        self.bytes.as_ref()
    }
}

impl<C: Curve<N>, const N: usize> Drop for SharedSecret<C, N> {
    fn drop(&mut self) {
        self.bytes.as_mut().zeroize();
    }
}

impl<C: Curve<N>, const N: usize> core::fmt::Debug for SharedSecret<C, N> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "SharedSecret<{}>(..)", C::NAME)
    }
}

impl<C: Curve<N>, const N: usize> SecretKey<C, N> {
    /// The ECDH shared secret with the peer's (validated) public key, in constant time.
    pub fn diffie_hellman(&self, peer: &PublicKey<C, N>) -> Result<SharedSecret<C, N>, Error> {
        let mut shared = peer.point().mul::<C>(&self.d);
        // Unreachable for a valid key on a prime-order curve; checked so a bug cannot leak a zero secret.
        if bool::from(shared.is_identity()) {
            return Err(Error::InvalidKey);
        }
        let (mut x, mut y) = shared.affine_coordinates::<C>();
        shared.zeroize();
        let mut bytes = C::FieldBytes::zeroed();
        to_be_bytes(&x, bytes.as_mut());
        x.zeroize();
        y.zeroize();
        Ok(SharedSecret { bytes })
    }

    /// ECDH with the peer's SEC1-encoded point (compressed or uncompressed): decoding errors and invalid
    /// points are returned as errors, never used.
    pub fn diffie_hellman_sec1(&self, peer: &[u8]) -> Result<SharedSecret<C, N>, Error> {
        self.diffie_hellman(&PublicKey::from_sec1_bytes(peer)?)
    }
}
