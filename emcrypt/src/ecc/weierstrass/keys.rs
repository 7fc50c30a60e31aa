//! Secret and public keys: SEC1 encodings (SEC 1 v2 §2.3.3–2.3.4), public-key validation, and key
//! generation by rejection sampling.

use super::montgomery::{from_be_bytes, is_zero, to_be_bytes};
use super::point::Point;
use super::{check_curve, Curve};
use crate::hash::Output;
use crate::Error;
use core::marker::PhantomData;
use rand_core::TryCryptoRng;
use zeroize::Zeroize;

/// How many candidates [`SecretKey::generate`] draws before giving up: each is rejected with
/// probability below 2^-32 on the NIST curves, so running out means the RNG is broken.
const MAX_KEYGEN_ATTEMPTS: usize = 64;

/// A secret scalar `d` in `[1, n-1]`; wiped on drop. Signs ([`sign`](Self::sign) and friends) and
/// agrees keys ([`diffie_hellman`](Self::diffie_hellman)).
pub struct SecretKey<C: Curve<N>, const N: usize> {
    /// `d`, normal form, little-endian limbs.
    pub(super) d: [u32; N],
    _curve: PhantomData<fn() -> C>,
}

impl<C: Curve<N>, const N: usize> SecretKey<C, N> {
    /// The key whose big-endian encoding is `bytes`; `Err(InvalidKey)` unless `0 < d < n`.
    /// The range check is constant time (only its verdict is revealed).
    pub fn from_bytes(bytes: &C::FieldBytes) -> Result<Self, Error> {
        const { check_curve::<C, N>() };
        let d = from_be_bytes::<N>(bytes.as_ref());
        let valid = C::ORDER.is_reduced(&d) & !is_zero(&d);
        let key = Self { d, _curve: PhantomData };
        if bool::from(valid) {
            Ok(key)
        } else {
            Err(Error::InvalidKey)
        }
    }

    /// A fresh random key, by rejection sampling: `FIELD_BYTES` random bytes (masked to the order's
    /// bit length) are drawn until they encode a value in `[1, n-1]`.
    /// `Err(RngFailure)` when the RNG fails or keeps producing out-of-range values.
    pub fn generate<R: TryCryptoRng + ?Sized>(rng: &mut R) -> Result<Self, Error> {
        let mut bytes = C::FieldBytes::zeroed();
        for _ in 0..MAX_KEYGEN_ATTEMPTS {
            rng.try_fill_bytes(bytes.as_mut()).map_err(|_| Error::RngFailure)?;
            // Keep ORDER_BITS bits (a no-op on P-256 and P-384, whose orders fill their bytes).
            let excess_bits = 8 * C::FIELD_BYTES - C::ORDER_BITS;
            bytes.as_mut()[0] &= 0xffu8 >> excess_bits;
            let candidate = Self::from_bytes(&bytes);
            if let Ok(key) = candidate {
                bytes.as_mut().zeroize();
                return Ok(key);
            }
        }
        bytes.as_mut().zeroize();
        Err(Error::RngFailure)
    }

    /// The big-endian encoding of `d`.
    pub fn to_bytes(&self) -> C::FieldBytes {
        let mut out = C::FieldBytes::zeroed();
        to_be_bytes(&self.d, out.as_mut());
        out
    }

    /// The public key `d·G` (constant-time scalar multiplication).
    pub fn public_key(&self) -> PublicKey<C, N> {
        let mut q = Point::identity::<C>();
        Point::mul_generator::<C>(&self.d, &mut q);
        let (x, y) = q.affine_coordinates::<C>();
        q.zeroize();
        PublicKey { x, y, _curve: PhantomData }
    }
}

impl<C: Curve<N>, const N: usize> Drop for SecretKey<C, N> {
    fn drop(&mut self) {
        self.d.zeroize();
    }
}

impl<C: Curve<N>, const N: usize> core::fmt::Debug for SecretKey<C, N> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "SecretKey<{}>(..)", C::NAME)
    }
}

/// A validated public key: an affine point on the curve (never the point at infinity), with
/// coordinates below `p`. Every constructor checks this, so a `PublicKey` is always safe to use.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct PublicKey<C: Curve<N>, const N: usize> {
    /// Affine coordinates, normal form.
    x: [u32; N],
    y: [u32; N],
    _curve: PhantomData<fn() -> C>,
}

impl<C: Curve<N>, const N: usize> core::fmt::Debug for PublicKey<C, N> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "PublicKey<{}>({:02x?})", C::NAME, self.to_uncompressed().as_ref())
    }
}

impl<C: Curve<N>, const N: usize> PublicKey<C, N> {
    /// The point `(x, y)` from big-endian coordinates: `Err(InvalidKey)` unless both are below `p` and
    /// the point is on the curve.
    pub fn from_affine_coordinates(x: &C::FieldBytes, y: &C::FieldBytes) -> Result<Self, Error> {
        const { check_curve::<C, N>() };
        let (x, y) = (from_be_bytes::<N>(x.as_ref()), from_be_bytes::<N>(y.as_ref()));
        let in_range = C::P.is_reduced(&x) & C::P.is_reduced(&y);
        if !bool::from(in_range) {
            return Err(Error::InvalidKey);
        }
        let on_curve = Point::is_on_curve::<C>(&C::P.to_montgomery(&x), &C::P.to_montgomery(&y));
        if !bool::from(on_curve) {
            return Err(Error::InvalidKey);
        }
        Ok(Self { x, y, _curve: PhantomData })
    }

    /// Decodes a SEC1 point: uncompressed `04 ‖ x ‖ y` or compressed `02/03 ‖ x` (decompressed with a
    /// square root, `p ≡ 3 mod 4`). The point at infinity (`00`), other lengths or tags give
    /// `Err(InvalidEncoding)`; coordinates `>= p` or points off the curve give `Err(InvalidKey)`.
    pub fn from_sec1_bytes(bytes: &[u8]) -> Result<Self, Error> {
        const { check_curve::<C, N>() };
        let fb = C::FIELD_BYTES;
        match (bytes.first(), bytes.len()) {
            (Some(0x04), len) if len == 1 + 2 * fb => {
                let mut x = C::FieldBytes::zeroed();
                let mut y = C::FieldBytes::zeroed();
                x.as_mut().copy_from_slice(&bytes[1..1 + fb]);
                y.as_mut().copy_from_slice(&bytes[1 + fb..]);
                Self::from_affine_coordinates(&x, &y)
            }
            (Some(&tag @ (0x02 | 0x03)), len) if len == 1 + fb => {
                let x = from_be_bytes::<N>(&bytes[1..]);
                if !bool::from(C::P.is_reduced(&x)) {
                    return Err(Error::InvalidKey);
                }
                let f = &C::P;
                let (root, is_square) = f.sqrt(&Point::curve_rhs::<C>(&f.to_montgomery(&x)));
                if !bool::from(is_square) {
                    return Err(Error::InvalidKey);
                }
                let mut y = f.from_montgomery(&root);
                // Pick the root whose parity the tag names (02: even, 03: odd).
                if (y[0] & 1) != (tag as u32 & 1) {
                    y = f.from_montgomery(&f.neg(&root));
                }
                Ok(Self { x, y, _curve: PhantomData })
            }
            _ => Err(Error::InvalidEncoding),
        }
    }

    /// The uncompressed SEC1 encoding `04 ‖ x ‖ y`.
    pub fn to_uncompressed(&self) -> C::UncompressedPoint {
        let fb = C::FIELD_BYTES;
        let mut out = C::UncompressedPoint::zeroed();
        let out_bytes = out.as_mut();
        out_bytes[0] = 0x04;
        to_be_bytes(&self.x, &mut out_bytes[1..1 + fb]);
        to_be_bytes(&self.y, &mut out_bytes[1 + fb..]);
        out
    }

    /// The compressed SEC1 encoding `02/03 ‖ x` (03 when `y` is odd).
    pub fn to_compressed(&self) -> C::CompressedPoint {
        let mut out = C::CompressedPoint::zeroed();
        let out_bytes = out.as_mut();
        out_bytes[0] = 0x02 | (self.y[0] & 1) as u8;
        to_be_bytes(&self.x, &mut out_bytes[1..]);
        out
    }

    /// The affine `x` coordinate, big-endian.
    pub fn x(&self) -> C::FieldBytes {
        let mut out = C::FieldBytes::zeroed();
        to_be_bytes(&self.x, out.as_mut());
        out
    }

    /// The affine `y` coordinate, big-endian.
    pub fn y(&self) -> C::FieldBytes {
        let mut out = C::FieldBytes::zeroed();
        to_be_bytes(&self.y, out.as_mut());
        out
    }

    /// The point in projective Montgomery form, for the arithmetic.
    pub(super) fn point(&self) -> Point<N> {
        Point::from_affine::<C>(C::P.to_montgomery(&self.x), C::P.to_montgomery(&self.y))
    }
}
