//! Points of the Edwards curve edwards448, `x^2 + y^2 = 1 + d x^2 y^2` with d = -39081 (RFC 8032 §5.2).
//!
//! Representation: projective coordinates (X:Y:Z), x = X/Z, y = Y/Z, with the addition and doubling
//! formulas of RFC 8032 §5.2.4. Since d is not a square in GF(p), the addition formula is complete (it
//! holds for every pair of points, the identity and P + P included), so additions never branch.
//! Addition costs 10 multiplies and 1 squaring, doubling 3 multiplies and 4 squarings.

use super::field::FieldElement as Fe;
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};
use zeroize::Zeroize;

/// Length of an encoded point (RFC 8032 §5.2.2): 56 bytes of y, then the sign of x in bit 7 of byte 56.
pub const POINT_LEN: usize = 57;

/// d = -39081 mod p, in limbs.
const D: Fe = Fe([
    0xfff_6756, 0xfff_ffff, 0xfff_ffff, 0xfff_ffff, 0xfff_ffff, 0xfff_ffff, 0xfff_ffff, 0xfff_ffff, 0xfff_fffe,
    0xfff_ffff, 0xfff_ffff, 0xfff_ffff, 0xfff_ffff, 0xfff_ffff, 0xfff_ffff, 0xfff_ffff,
]);

/// A point in projective coordinates.
#[derive(Clone, Copy, Debug)]
pub struct EdwardsPoint {
    pub(crate) x: Fe,
    pub(crate) y: Fe,
    pub(crate) z: Fe,
}

impl EdwardsPoint {
    /// The neutral element (0, 1).
    pub const IDENTITY: Self = Self { x: Fe::ZERO, y: Fe::ONE, z: Fe::ONE };

    /// The base point B of RFC 8032 §5.2 (coordinates copied from the RFC's decimal values into
    /// 28-bit limbs; `tests` checks that B encodes to the RFC's encoding and has order L).
    pub const BASEPOINT: Self = Self {
        x: Fe([
            0x70c_c05e, 0x26a_82bc, 0x093_8e26, 0x80e_18b0, 0x511_433b, 0xf72_ab66, 0x412_ae1a, 0xa3d_3a46,
            0xa6d_e324, 0x0f1_767e, 0x465_7047, 0x36d_a9e1, 0x5a6_22bf, 0xed2_21d1, 0x66b_ed0d, 0x4f1_970c,
        ]),
        y: Fe([
            0x230_fa14, 0x087_95bf, 0x7c8_ad98, 0x132_c4ed, 0x9c4_fdbd, 0x1ce_67c3, 0x73a_d3ff, 0x05a_0c2d,
            0x778_9c1e, 0xa39_8408, 0xa73_736c, 0xc76_24be, 0x037_56c9, 0x248_8762, 0x16e_b6bc, 0x693_f467,
        ]),
        z: Fe::ONE,
    };

    /// Decodes a point (RFC 8032 §5.2.3), rejecting non-canonical encodings (y >= p, stray bits in the
    /// last byte, x = 0 with the sign bit set) and points off the curve. Used on public data only (keys
    /// and signatures): the accept/reject decision branches.
    pub fn decompress(bytes: &[u8; POINT_LEN]) -> Option<Self> {
        if bytes[56] & 0x7f != 0 {
            return None;
        }
        let x_sign = Choice::from(bytes[56] >> 7);
        let y_bytes: &[u8; 56] = bytes[..56].try_into().ok()?;
        let y = Fe::from_bytes_canonical(y_bytes)?;
        // x^2 = (y^2 - 1) / (d y^2 - 1)
        let y2 = y.square();
        let u = y2.sub(&Fe::ONE);
        let v = D.mul(&y2).sub(&Fe::ONE);
        let (x, is_square) = Fe::sqrt_ratio(&u, &v);
        if !bool::from(is_square) {
            return None;
        }
        if bool::from(x.is_zero() & x_sign) {
            return None;
        }
        let flip = x.is_negative() ^ x_sign;
        let x = Fe::conditional_select(&x, &x.neg(), flip);
        Some(Self { x, y, z: Fe::ONE })
    }

    /// The 57-byte encoding (RFC 8032 §5.2.2).
    pub fn compress(&self) -> [u8; POINT_LEN] {
        let z_inv = self.z.invert();
        let x = self.x.mul(&z_inv);
        let y = self.y.mul(&z_inv);
        let mut out = [0u8; POINT_LEN];
        out[..56].copy_from_slice(&y.to_bytes());
        out[56] = x.is_negative().unwrap_u8() << 7;
        out
    }

    /// `self + other` (RFC 8032 §5.2.4, complete).
    pub fn add(&self, other: &Self) -> Self {
        let a = self.z.mul(&other.z);
        let b = a.square();
        let c = self.x.mul(&other.x);
        let d = self.y.mul(&other.y);
        let e = D.mul(&c).mul(&d);
        let f = b.sub(&e);
        let g = b.add(&e);
        let h = self.x.add(&self.y).mul(&other.x.add(&other.y));
        Self {
            x: a.mul(&f).mul(&h.sub(&c).sub(&d)),
            y: a.mul(&g).mul(&d.sub(&c)),
            z: f.mul(&g),
        }
    }

    /// `2 * self` (RFC 8032 §5.2.4).
    pub fn double(&self) -> Self {
        let b = self.x.add(&self.y).square();
        let c = self.x.square();
        let d = self.y.square();
        let e = c.add(&d);
        let h = self.z.square();
        let j = e.sub(&h.add(&h));
        Self { x: b.sub(&e).mul(&j), y: e.mul(&c.sub(&d)), z: e.mul(&j) }
    }

    /// `-self`: (-x, y).
    pub fn neg(&self) -> Self {
        Self { x: self.x.neg(), y: self.y, z: self.z }
    }

    /// Whether two points are equal (cross-multiplied coordinates, no inversion).
    pub fn ct_eq(&self, other: &Self) -> Choice {
        self.x.mul(&other.z).ct_eq(&other.x.mul(&self.z)) & self.y.mul(&other.z).ct_eq(&other.y.mul(&self.z))
    }
}

impl ConditionallySelectable for EdwardsPoint {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        Self {
            x: Fe::conditional_select(&a.x, &b.x, choice),
            y: Fe::conditional_select(&a.y, &b.y, choice),
            z: Fe::conditional_select(&a.z, &b.z, choice),
        }
    }
}

impl Zeroize for EdwardsPoint {
    fn zeroize(&mut self) {
        self.x.zeroize();
        self.y.zeroize();
        self.z.zeroize();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basepoint_encoding_round_trips() {
        let enc = EdwardsPoint::BASEPOINT.compress();
        // RFC 8032 §5.2: B's y-coordinate, x even.
        let mut expected = [0u8; 57];
        let hex = "14fa30f25b790898adc8d74e2c13bdfdc4397ce61cffd33ad7c2a0051e9c78874098a36c7373ea4b62c7c9563720768824bcb66e71463f6900";
        for (i, e) in expected.iter_mut().enumerate() {
            *e = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).unwrap();
        }
        assert_eq!(enc, expected);
        let back = EdwardsPoint::decompress(&enc).unwrap();
        assert!(bool::from(back.ct_eq(&EdwardsPoint::BASEPOINT)));
        // doubling agrees with adding to itself
        let b = EdwardsPoint::BASEPOINT;
        assert!(bool::from(b.double().ct_eq(&b.add(&b))));
        assert!(bool::from(b.add(&b.neg()).ct_eq(&EdwardsPoint::IDENTITY)));
    }
}
