//! Arithmetic in GF(p), p = 2^448 - 2^224 - 1 (the "Goldilocks" prime), portable 32-bit form: sixteen
//! limbs of 28 bits.
//!
//! An element is `sum(limb[i] * 2^(28 i))`. The prime's shape makes reduction cheap: limb 8 sits at
//! 2^224 = phi, and 2^448 = phi^2 = phi + 1 (mod p), so a product coefficient at limb 16 + i folds back
//! by adding it to limbs i and i + 8 (the "golden-ratio" reduction of Hamburg's Ed448-Goldilocks).
//! Products take one Karatsuba step on the same split, a = a0 + a1 2^224, so a multiply is three
//! 8x8-limb products (192 32x32 -> 64-bit multiplies accumulated in `u64`, each column written out so it
//! stays in registers) and a squaring three 8-limb squarings (108).
//!
//! # Limb bounds (the invariant every function keeps)
//! Every `FieldElement` this module returns is *weakly reduced*: limbs below 2^28, except limbs 0 and 8,
//! which may exceed 2^28 by the small final carry (< 2^4). Its value is below 2^448 + 2^230, not
//! necessarily below p: only [`FieldElement::to_bytes`] fully reduces. [`FieldElement::mul`] needs
//! weakly reduced inputs: the half sums a0 + a1 have limbs below 2^29 + 2^5, so a column of the middle
//! product is below 8 (2^29 + 2^5)^2 < 2^61.01, and a folded limb (see `fold`) below 2^63.
//!
//! # Constant time
//! No function branches on or indexes by limb values: loops run a fixed number of times, selections are
//! masks (`subtle::Choice`). As for the Curve25519 field (see `curve25519::field`): **not constant-time
//! on Cortex-M3**, whose `UMULL` finishes early on small operands; on Cortex-M0+ LLVM calls
//! `__aeabi_lmul`, branch-free straight-line code, so it stays constant-time there.

use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};
use zeroize::Zeroize;

const MASK: u32 = (1 << 28) - 1;

/// An element of GF(2^448 - 2^224 - 1); see the module docs for the limb bounds.
#[derive(Clone, Copy, Debug)]
pub struct FieldElement(pub(crate) [u32; 16]);

/// 2p in limbs (every limb 2^29 - 2, limb 8 2^29 - 4): added before subtracting so limbs never go
/// negative (needs the subtrahend weakly reduced: limbs < 2^28 + 2^4 < 2^29 - 4).
const TWO_P: [u32; 16] = {
    let mut l = [2 * MASK; 16];
    l[8] = 2 * (MASK - 1);
    l
};

/// p in limbs, for the final conditional subtraction.
const P: [u32; 16] = {
    let mut l = [MASK; 16];
    l[8] = MASK - 1;
    l
};

#[allow(clippy::should_implement_trait)]
impl FieldElement {
    /// 0.
    pub const ZERO: Self = Self([0; 16]);
    /// 1.
    pub const ONE: Self = Self::from_u32(1);

    /// A small constant (below 2^28).
    pub const fn from_u32(x: u32) -> Self {
        let mut l = [0u32; 16];
        l[0] = x & MASK;
        l[1] = x >> 28;
        Self(l)
    }

    /// Decodes 56 little-endian bytes. Values in [p, 2^448) are accepted unreduced (X448 decoding of
    /// RFC 7748); callers needing canonical encodings use [`Self::from_bytes_canonical`].
    pub fn from_bytes(bytes: &[u8; 56]) -> Self {
        let mut l = [0u32; 16];
        // Two limbs per 7 bytes: the low 28 bits and the high 28 bits of a 56-bit chunk.
        for (pair, chunk) in l.chunks_exact_mut(2).zip(bytes.chunks_exact(7)) {
            let mut w = [0u8; 8];
            w[..7].copy_from_slice(chunk);
            let v = u64::from_le_bytes(w);
            pair[0] = (v as u32) & MASK;
            pair[1] = (v >> 28) as u32 & MASK;
        }
        Self(l)
    }

    /// Decodes 56 bytes, `None` unless the value is below p (the canonical encoding). Public data only:
    /// the final accept/reject branches.
    pub fn from_bytes_canonical(bytes: &[u8; 56]) -> Option<Self> {
        let fe = Self::from_bytes(bytes);
        if bool::from(fe.to_bytes().ct_eq(bytes)) {
            Some(fe)
        } else {
            None
        }
    }

    /// The canonical (fully reduced, < p) little-endian encoding.
    pub fn to_bytes(&self) -> [u8; 56] {
        // Three strict carry rounds: the first leaves limbs 0 and 8 at most 2^28 + 2^4, the second can
        // carry out of the top only if it leaves the limbs above the carry's start at zero, so the
        // third leaves every limb below 2^28 and the value below 2^448 < 2p.
        let mut h = self.0;
        for _ in 0..3 {
            carry_u32(&mut h);
        }
        // h - p with borrow; keep it when there was no borrow (h >= p).
        let mut diff = [0u32; 16];
        let mut borrow = 0u32;
        for i in 0..16 {
            let d = h[i].wrapping_sub(P[i]).wrapping_sub(borrow);
            borrow = d >> 31;
            diff[i] = d & MASK;
        }
        let keep_diff = borrow.wrapping_sub(1); // all ones when no borrow
        for i in 0..16 {
            h[i] = (h[i] & !keep_diff) | (diff[i] & keep_diff);
        }
        let mut out = [0u8; 56];
        for (chunk, pair) in out.chunks_exact_mut(7).zip(h.chunks_exact(2)) {
            let v = pair[0] as u64 | ((pair[1] as u64) << 28);
            chunk.copy_from_slice(&v.to_le_bytes()[..7]);
        }
        h.zeroize();
        diff.zeroize();
        out
    }

    /// `self + rhs`.
    pub fn add(&self, rhs: &Self) -> Self {
        let mut z = [0u32; 16];
        for (i, z) in z.iter_mut().enumerate() {
            *z = self.0[i] + rhs.0[i];
        }
        carry_u32(&mut z);
        Self(z)
    }

    /// `self - rhs`, computed as `self + 2p - rhs` so no limb goes negative.
    pub fn sub(&self, rhs: &Self) -> Self {
        let mut z = [0u32; 16];
        for (i, z) in z.iter_mut().enumerate() {
            *z = self.0[i] + TWO_P[i] - rhs.0[i];
        }
        carry_u32(&mut z);
        Self(z)
    }

    /// `-self`.
    pub fn neg(&self) -> Self {
        Self::ZERO.sub(self)
    }

    /// `self * rhs` by one level of Karatsuba on the golden ratio phi = 2^224: with a = a0 + a1 phi,
    /// b = b0 + b1 phi and phi^2 = phi + 1,
    /// `a b = (a0 b0 + a1 b1) + ((a0 + a1)(b0 + b1) - a0 b0) phi`: three 8x8-limb products (192
    /// multiplies instead of 256), then [`Self::fold`].
    pub fn mul(&self, rhs: &Self) -> Self {
        let (a0, a1) = halves(&self.0);
        let (b0, b1) = halves(&rhs.0);
        let (a01, b01) = (add8(&a0, &a1), add8(&b0, &b1));
        Self::fold(&mul8(&a0, &b0), &mul8(&a1, &b1), &mul8(&a01, &b01))
    }

    /// `self^2`, the same Karatsuba step with three 8-limb squarings (108 multiplies).
    pub fn square(&self) -> Self {
        let (a0, a1) = halves(&self.0);
        Self::fold(&square8(&a0), &square8(&a1), &square8(&add8(&a0, &a1)))
    }

    /// Combines the three half products `lo = a0 b0`, `hi = a1 b1`, `mid = (a0 + a1)(b0 + b1)` (15
    /// coefficients each) into 16 limbs and carries twice. Coefficient k of the product is
    /// `lo[k] + hi[k] + (mid - lo)[k - 8]` for k in 0..23; those from 16 up fold onto k - 16 and k - 8
    /// (2^448 = 2^224 + 1). `mid - lo = a0 b1 + a1 b0 + a1 b1` has no negative coefficient, and every
    /// limb sum stays below 2^59 + 2 * 2^61 < 2^63 for weakly reduced inputs.
    fn fold(lo: &[u64; 15], hi: &[u64; 15], mid: &[u64; 15]) -> Self {
        let at = |x: &[u64; 15], i: usize| if i < 15 { x[i] } else { 0 };
        let mut z = [0u64; 16];
        for k in 0..8 {
            z[k] = lo[k] + hi[k] + (at(mid, k + 8) - at(lo, k + 8));
        }
        for k in 8..16 {
            z[k] = at(hi, k) + at(mid, k) + (mid[k - 8] - lo[k - 8]);
        }
        for _ in 0..2 {
            for i in 0..15 {
                z[i + 1] += z[i] >> 28;
                z[i] &= MASK as u64;
            }
            let top = z[15] >> 28;
            z[15] &= MASK as u64;
            z[0] += top;
            z[8] += top;
        }
        let mut out = [0u32; 16];
        for k in 0..16 {
            out[k] = z[k] as u32;
        }
        Self(out)
    }

    /// `self^(2^n)`: n successive squarings (n is public).
    pub fn square_n(&self, n: u32) -> Self {
        let mut x = *self;
        for _ in 0..n {
            x = x.square();
        }
        x
    }

    /// `self * k` for a small constant k < 2^16 (the ladder's a24 = 39081).
    pub fn mul_small(&self, k: u32) -> Self {
        let mut z: [u64; 16] = core::array::from_fn(|i| self.0[i] as u64 * k as u64);
        for i in 0..15 {
            z[i + 1] += z[i] >> 28;
            z[i] &= MASK as u64;
        }
        // The carry out of the top (below 2^17) goes to limbs 0 and 8; a second, 32-bit round brings
        // them back below 2^28 (weakly reduced).
        let top = z[15] >> 28;
        z[15] &= MASK as u64;
        z[0] += top;
        z[8] += top;
        let mut out: [u32; 16] = core::array::from_fn(|i| z[i] as u32);
        carry_u32(&mut out);
        Self(out)
    }

    /// `self^((p - 3) / 4) = self^(2^446 - 2^222 - 1)`: the exponent is 223 ones, a zero, 222 ones.
    fn pow_p34(&self) -> Self {
        // x_n = self^(2^n - 1), built by x_(m+n) = x_m^(2^n) * x_n.
        let x1 = *self;
        let x2 = x1.square().mul(&x1);
        let x3 = x2.square().mul(&x1);
        let x6 = x3.square_n(3).mul(&x3);
        let x12 = x6.square_n(6).mul(&x6);
        let x24 = x12.square_n(12).mul(&x12);
        let x30 = x24.square_n(6).mul(&x6);
        let x48 = x24.square_n(24).mul(&x24);
        let x96 = x48.square_n(48).mul(&x48);
        let x192 = x96.square_n(96).mul(&x96);
        let x222 = x192.square_n(30).mul(&x30);
        let x223 = x222.square().mul(&x1);
        x223.square_n(223).mul(&x222)
    }

    /// `1 / self` by Fermat: `self^(p - 2) = (self^((p - 3) / 4))^4 * self` (0 maps to 0).
    pub fn invert(&self) -> Self {
        self.pow_p34().square_n(2).mul(self)
    }

    /// `(sqrt(u / v), true)` when u / v is a square, else `(_, false)`; RFC 8032 §5.2.3 with
    /// `x = u^3 v (u^5 v^3)^((p - 3) / 4)` (p = 3 mod 4, so no second candidate).
    pub fn sqrt_ratio(u: &Self, v: &Self) -> (Self, Choice) {
        let u2 = u.square();
        let u3v = u2.mul(u).mul(v);
        let u5v3 = u3v.mul(&u2).mul(&v.square());
        let x = u3v.mul(&u5v3.pow_p34());
        let ok = v.mul(&x.square()).ct_eq(u);
        (x, ok)
    }

    /// Whether the canonical value is odd (the "sign" of RFC 8032).
    pub fn is_negative(&self) -> Choice {
        Choice::from(self.to_bytes()[0] & 1)
    }

    /// Whether the value is 0 mod p.
    pub fn is_zero(&self) -> Choice {
        self.to_bytes().ct_eq(&[0u8; 56])
    }

    /// Swaps a and b when `choice` is 1, by masks.
    pub fn conditional_swap(a: &mut Self, b: &mut Self, choice: Choice) {
        let mask = (choice.unwrap_u8() as u32).wrapping_neg();
        for (x, y) in a.0.iter_mut().zip(b.0.iter_mut()) {
            let t = (*x ^ *y) & mask;
            *x ^= t;
            *y ^= t;
        }
    }
}

/// The low and high 8 limbs (the coefficients of 1 and phi = 2^224).
#[inline(always)]
fn halves(a: &[u32; 16]) -> ([u32; 8], [u32; 8]) {
    let mut lo = [0u32; 8];
    let mut hi = [0u32; 8];
    lo.copy_from_slice(&a[..8]);
    hi.copy_from_slice(&a[8..]);
    (lo, hi)
}

/// Limb-wise sum of two halves (limbs below 2^29 + 2^5, no carry needed before multiplying).
#[inline(always)]
fn add8(a: &[u32; 8], b: &[u32; 8]) -> [u32; 8] {
    let mut s = [0u32; 8];
    for i in 0..8 {
        s[i] = a[i] + b[i];
    }
    s
}

/// 32x32 -> 64-bit product.
#[inline(always)]
fn m(a: u32, b: u32) -> u64 {
    a as u64 * b as u64
}

/// The 15 coefficients of the product of two 8-limb polynomials, written out so every column sum stays
/// in registers (64 multiply-accumulates).
#[inline(always)]
#[rustfmt::skip]
fn mul8(a: &[u32; 8], b: &[u32; 8]) -> [u64; 15] {
    [
        m(a[0], b[0]),
        m(a[0], b[1]) + m(a[1], b[0]),
        m(a[0], b[2]) + m(a[1], b[1]) + m(a[2], b[0]),
        m(a[0], b[3]) + m(a[1], b[2]) + m(a[2], b[1]) + m(a[3], b[0]),
        m(a[0], b[4]) + m(a[1], b[3]) + m(a[2], b[2]) + m(a[3], b[1]) + m(a[4], b[0]),
        m(a[0], b[5]) + m(a[1], b[4]) + m(a[2], b[3]) + m(a[3], b[2]) + m(a[4], b[1]) + m(a[5], b[0]),
        m(a[0], b[6]) + m(a[1], b[5]) + m(a[2], b[4]) + m(a[3], b[3]) + m(a[4], b[2]) + m(a[5], b[1]) + m(a[6], b[0]),
        m(a[0], b[7]) + m(a[1], b[6]) + m(a[2], b[5]) + m(a[3], b[4]) + m(a[4], b[3]) + m(a[5], b[2]) + m(a[6], b[1]) + m(a[7], b[0]),
        m(a[1], b[7]) + m(a[2], b[6]) + m(a[3], b[5]) + m(a[4], b[4]) + m(a[5], b[3]) + m(a[6], b[2]) + m(a[7], b[1]),
        m(a[2], b[7]) + m(a[3], b[6]) + m(a[4], b[5]) + m(a[5], b[4]) + m(a[6], b[3]) + m(a[7], b[2]),
        m(a[3], b[7]) + m(a[4], b[6]) + m(a[5], b[5]) + m(a[6], b[4]) + m(a[7], b[3]),
        m(a[4], b[7]) + m(a[5], b[6]) + m(a[6], b[5]) + m(a[7], b[4]),
        m(a[5], b[7]) + m(a[6], b[6]) + m(a[7], b[5]),
        m(a[6], b[7]) + m(a[7], b[6]),
        m(a[7], b[7]),
    ]
}

/// The 15 coefficients of the square of an 8-limb polynomial (36 multiplies).
#[inline(always)]
#[rustfmt::skip]
fn square8(a: &[u32; 8]) -> [u64; 15] {
    [
        m(a[0], a[0]),
        2 * m(a[0], a[1]),
        2 * m(a[0], a[2]) + m(a[1], a[1]),
        2 * (m(a[0], a[3]) + m(a[1], a[2])),
        2 * (m(a[0], a[4]) + m(a[1], a[3])) + m(a[2], a[2]),
        2 * (m(a[0], a[5]) + m(a[1], a[4]) + m(a[2], a[3])),
        2 * (m(a[0], a[6]) + m(a[1], a[5]) + m(a[2], a[4])) + m(a[3], a[3]),
        2 * (m(a[0], a[7]) + m(a[1], a[6]) + m(a[2], a[5]) + m(a[3], a[4])),
        2 * (m(a[1], a[7]) + m(a[2], a[6]) + m(a[3], a[5])) + m(a[4], a[4]),
        2 * (m(a[2], a[7]) + m(a[3], a[6]) + m(a[4], a[5])),
        2 * (m(a[3], a[7]) + m(a[4], a[6])) + m(a[5], a[5]),
        2 * (m(a[4], a[7]) + m(a[5], a[6])),
        2 * m(a[5], a[7]) + m(a[6], a[6]),
        2 * m(a[6], a[7]),
        m(a[7], a[7]),
    ]
}

/// One carry round over sixteen `u32` limbs (each below 2^31): the carry out of limb 15, worth
/// 2^448 = 2^224 + 1, goes back to limbs 0 and 8.
fn carry_u32(z: &mut [u32; 16]) {
    for i in 0..15 {
        z[i + 1] += z[i] >> 28;
        z[i] &= MASK;
    }
    let top = z[15] >> 28;
    z[15] &= MASK;
    z[0] += top;
    z[8] += top;
}

impl ConditionallySelectable for FieldElement {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        let mut out = [0u32; 16];
        for (i, o) in out.iter_mut().enumerate() {
            *o = u32::conditional_select(&a.0[i], &b.0[i], choice);
        }
        Self(out)
    }
}

impl ConstantTimeEq for FieldElement {
    /// Equality of the values mod p (compares canonical encodings).
    fn ct_eq(&self, other: &Self) -> Choice {
        self.to_bytes().ct_eq(&other.to_bytes())
    }
}

impl Zeroize for FieldElement {
    fn zeroize(&mut self) {
        self.0.zeroize();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A deterministic spread of test elements (xorshift), including values near 2^448.
    fn samples() -> [FieldElement; 8] {
        let mut s = 0x1234_5678_9abc_def0u64;
        let mut out = [FieldElement::ZERO; 8];
        for (k, fe) in out.iter_mut().enumerate() {
            let mut bytes = [0u8; 56];
            for b in bytes.iter_mut() {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                *b = s as u8;
            }
            if k == 0 {
                bytes = [0xff; 56];
            }
            *fe = FieldElement::from_bytes(&bytes);
        }
        out
    }

    #[test]
    fn square_matches_mul() {
        for a in samples() {
            assert_eq!(a.square().to_bytes(), a.mul(&a).to_bytes());
        }
    }

    #[test]
    fn mul_small_matches_mul() {
        for a in samples() {
            for k in [0, 1, 39081, 65535] {
                assert_eq!(a.mul_small(k).to_bytes(), a.mul(&FieldElement::from_u32(k)).to_bytes());
            }
        }
    }

    #[test]
    fn invert_and_sub_round_trip() {
        for a in samples() {
            let one = a.mul(&a.invert());
            assert_eq!(one.to_bytes(), FieldElement::ONE.to_bytes());
            assert_eq!(a.sub(&a).to_bytes(), [0u8; 56]);
            assert_eq!(a.add(&a.neg()).to_bytes(), [0u8; 56]);
        }
    }

    #[test]
    fn p_is_not_canonical_and_reduces_to_zero() {
        let mut p = [0xffu8; 56];
        p[28] = 0xfe; // bit 224 clear
        assert!(FieldElement::from_bytes_canonical(&p).is_none());
        assert_eq!(FieldElement::from_bytes(&p).to_bytes(), [0u8; 56]);
        let mut p_minus_1 = p;
        p_minus_1[0] = 0xfe;
        assert!(FieldElement::from_bytes_canonical(&p_minus_1).is_some());
        // 2^448 - 1 = p + 2^224 encodes as 2^224.
        let mut two_224 = [0u8; 56];
        two_224[28] = 1;
        assert_eq!(FieldElement::from_bytes(&[0xff; 56]).to_bytes(), two_224);
    }
}
