//! X448 Diffie–Hellman (RFC 7748 §5): the Montgomery ladder on the u-coordinate of curve448.
//!
//! 448 ladder steps, each a constant-time conditional swap plus 5 multiplies, 4 squarings and one
//! multiply by a24 = 39081, then one inversion. The swap is driven by scalar bits through masks, never
//! a branch or an index. Public keys use the same ladder from u = 5 ([`x448_base`]).
//!
//! Inputs follow RFC 7748: the scalar is clamped (`decodeScalar448`: clear bits 0 and 1, set bit 447),
//! and non-canonical u (in [p, 2^448)) is accepted and reduced. An all-zero shared secret (a
//! small-order peer key) is returned as [`Error::InvalidKey`], the check RFC 7748 §6.2 allows and
//! TLS 1.3 requires.

use super::field::FieldElement as Fe;
use crate::Error;
use subtle::{Choice, ConstantTimeEq};
use zeroize::{Zeroize, ZeroizeOnDrop};

/// Length of keys and shared secrets.
pub const KEY_LEN: usize = 56;

/// Wipes the wrapped bytes on drop.
macro_rules! wipe_on_drop {
    ($($t:ty),*) => {$(
        impl Drop for $t {
            fn drop(&mut self) {
                self.0.zeroize();
            }
        }
        impl ZeroizeOnDrop for $t {}
    )*};
}
wipe_on_drop!(SecretKey, SharedSecret);

/// The u-coordinate of the base point.
const BASEPOINT_U: [u8; KEY_LEN] = {
    let mut u = [0u8; KEY_LEN];
    u[0] = 5;
    u
};

/// A 56-byte X448 private key (any bytes; clamped when used). Wiped on drop.
#[derive(Clone)]
pub struct SecretKey([u8; KEY_LEN]);

/// A 56-byte X448 public key (a u-coordinate).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PublicKey(pub [u8; KEY_LEN]);

/// A 56-byte shared secret. Wiped on drop; feed it to a KDF, never use it as a key directly.
pub struct SharedSecret([u8; KEY_LEN]);

impl SecretKey {
    /// A key from 56 bytes of a random source.
    pub fn from_bytes(bytes: [u8; KEY_LEN]) -> Self {
        Self(bytes)
    }

    /// A key drawn from a cryptographic random number generator.
    pub fn random<R: rand_core::CryptoRng + ?Sized>(rng: &mut R) -> Self {
        let mut bytes = [0u8; KEY_LEN];
        rng.fill_bytes(&mut bytes);
        Self(bytes)
    }

    /// The raw bytes.
    pub fn as_bytes(&self) -> &[u8; KEY_LEN] {
        &self.0
    }

    /// The matching public key, `X448(k, 5)`.
    pub fn public_key(&self) -> PublicKey {
        PublicKey(x448_base(&self.0))
    }

    /// The shared secret with a peer; `Err(InvalidKey)` when it is all zero.
    pub fn diffie_hellman(&self, peer: &PublicKey) -> Result<SharedSecret, Error> {
        x448(&self.0, &peer.0).map(SharedSecret)
    }
}

impl PublicKey {
    /// A public key from a slice (`Err(InvalidLength)` unless 56 bytes).
    pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        bytes.try_into().map(Self).map_err(|_| Error::InvalidLength)
    }
}

impl SharedSecret {
    /// The raw bytes.
    pub fn as_bytes(&self) -> &[u8; KEY_LEN] {
        &self.0
    }
}

/// Clamps a scalar (RFC 7748 `decodeScalar448`): clear bits 0 and 1, set bit 447.
pub fn clamp(scalar: &[u8; KEY_LEN]) -> [u8; KEY_LEN] {
    let mut k = *scalar;
    k[0] &= 252;
    k[55] |= 128;
    k
}

/// The raw function `X448(k, u)` of RFC 7748, without the all-zero check (used by the iterated vectors).
pub fn x448_raw(scalar: &[u8; KEY_LEN], u: &[u8; KEY_LEN]) -> [u8; KEY_LEN] {
    let mut k = clamp(scalar);
    let x1 = Fe::from_bytes(u);
    let (mut x2, mut z2, mut x3, mut z3) = (Fe::ONE, Fe::ZERO, x1, Fe::ONE);
    let mut swap = Choice::from(0);
    for t in (0..448).rev() {
        let k_t = Choice::from((k[t / 8] >> (t % 8)) & 1);
        swap ^= k_t;
        Fe::conditional_swap(&mut x2, &mut x3, swap);
        Fe::conditional_swap(&mut z2, &mut z3, swap);
        swap = k_t;

        let a = x2.add(&z2);
        let aa = a.square();
        let b = x2.sub(&z2);
        let bb = b.square();
        let e = aa.sub(&bb);
        let c = x3.add(&z3);
        let d = x3.sub(&z3);
        let da = d.mul(&a);
        let cb = c.mul(&b);
        x3 = da.add(&cb).square();
        z3 = x1.mul(&da.sub(&cb).square());
        x2 = aa.mul(&bb);
        z2 = e.mul(&aa.add(&e.mul_small(39081)));
    }
    Fe::conditional_swap(&mut x2, &mut x3, swap);
    Fe::conditional_swap(&mut z2, &mut z3, swap);
    let out = x2.mul(&z2.invert()).to_bytes();
    k.zeroize();
    for fe in [&mut x2, &mut z2, &mut x3, &mut z3] {
        fe.zeroize();
    }
    out
}

/// `X448(scalar, u)`: the shared secret, or `Err(InvalidKey)` when it is all zero (u of small order).
pub fn x448(scalar: &[u8; KEY_LEN], u: &[u8; KEY_LEN]) -> Result<[u8; KEY_LEN], Error> {
    let mut out = x448_raw(scalar, u);
    // Constant-time zero check: the result is secret until we know it is rejected.
    if bool::from(out.ct_eq(&[0u8; KEY_LEN])) {
        out.zeroize();
        return Err(Error::InvalidKey);
    }
    Ok(out)
}

/// The public key `X448(scalar, 5)`, by the ladder (no constant data).
pub fn x448_base(scalar: &[u8; KEY_LEN]) -> [u8; KEY_LEN] {
    x448_raw(scalar, &BASEPOINT_U)
}
