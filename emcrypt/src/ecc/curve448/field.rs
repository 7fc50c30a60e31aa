//! Arithmetic in GF(p), p = 2^448 - 2^224 - 1 (the "Goldilocks" prime), portable 32-bit form: sixteen
//! limbs of 28 bits.
//!
//! An element is `sum(limb[i] * 2^(28 i))`. The prime's shape makes reduction cheap: limb 8 sits at
//! 2^224 = phi, and 2^448 = phi^2 = phi + 1 (mod p), so a product coefficient at limb 16 + i folds back
//! by adding it to limbs i and i + 8 (the "golden-ratio" reduction of Hamburg's Ed448-Goldilocks).
//! Products are 32x32 -> 64-bit multiplies accumulated in `u64` (schoolbook, 256 of them; squaring
//! uses the symmetric half, 136).
//!
//! # Limb bounds (the invariant every function keeps)
//! Every `FieldElement` this module returns is *weakly reduced*: limbs below 2^28, except limbs 0 and 8,
//! which may exceed 2^28 by the small final carry (< 2^4). Its value is below 2^448 + 2^230, not
//! necessarily below p: only [`FieldElement::to_bytes`] fully reduces. [`FieldElement::mul`] needs
//! weakly reduced inputs: 16 products of (2^28 + 2^4)^2 sum below 2^60.1, and the fold adds at most
//! three more such sums to a coefficient, below 2^62.1 < 2^64.
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

    /// `self * rhs`: schoolbook product then the golden-ratio fold.
    pub fn mul(&self, rhs: &Self) -> Self {
        let (a, b) = (&self.0, &rhs.0);
        let mut c = [0u64; 31];
        for i in 0..16 {
            for j in 0..16 {
                c[i + j] += a[i] as u64 * b[j] as u64;
            }
        }
        Self::reduce_wide(c)
    }

    /// `self^2`: the products `a[i] a[j]` with i < j computed once and doubled.
    pub fn square(&self) -> Self {
        let a = &self.0;
        let mut c = [0u64; 31];
        for i in 0..16 {
            for j in i + 1..16 {
                c[i + j] += a[i] as u64 * a[j] as u64;
            }
        }
        for (k, c) in c.iter_mut().enumerate() {
            *c <<= 1;
            if k % 2 == 0 && k / 2 < 16 {
                *c += a[k / 2] as u64 * a[k / 2] as u64;
            }
        }
        Self::reduce_wide(c)
    }

    /// Folds the 31 coefficients of a product to 16 limbs (2^(28(16+i)) = 2^(28i) + 2^(28(i+8))) and
    /// carries twice.
    fn reduce_wide(mut c: [u64; 31]) -> Self {
        // From the top down, so coefficients 16..22 have received their share of 24..30 before they fold.
        for i in (16..31).rev() {
            c[i - 16] += c[i];
            c[i - 8] += c[i];
        }
        let mut z = [0u64; 16];
        z.copy_from_slice(&c[..16]);
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
        for (o, z) in out.iter_mut().zip(z.iter()) {
            *o = *z as u32;
        }
        c.zeroize();
        z.zeroize();
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
        let mut c = [0u64; 31];
        for (c, a) in c.iter_mut().zip(self.0.iter()) {
            *c = *a as u64 * k as u64;
        }
        Self::reduce_wide(c)
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
