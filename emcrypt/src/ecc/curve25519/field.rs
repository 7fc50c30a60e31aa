//! Arithmetic in GF(2^255 - 19), portable 32-bit form: ten limbs in radix 2^25.5.
//!
//! An element is `sum(limb[i] * 2^ceil(25.5 * i))`: even limbs carry 26 bits, odd limbs 25 bits
//! (the representation of ref10 and of curve25519-dalek's `u32` backend). Products are 32x32 -> 64-bit
//! multiplies accumulated in `u64`; the factor 19 folds the part above 2^255 back in, since
//! 2^255 = 19 (mod p).
//!
//! # Limb bounds (the invariant every function keeps)
//! Every `FieldElement` this module returns is *weakly reduced*: even limbs < 2^26, odd limbs < 2^25,
//! except limb 1, which may exceed 2^25 by a small final carry (< 2^13). Its value is below 2^255 + 2^38,
//! not necessarily below p: only [`FieldElement::to_bytes`] fully reduces. [`FieldElement::mul`] accepts
//! limbs below 2^27, so a weakly reduced input leaves room; `add`/`sub`/`neg` end with a carry chain
//! so their outputs are weakly reduced again.
//!
//! # Constant time
//! No function branches on or indexes by limb values: loops run a fixed number of times, selections are
//! masks (`subtle::Choice`). Caveats of the cores, not of the code:
//! * Cortex-M3: `UMULL`/`UMLAL` finish early when the top bits of an operand are zero, so the cycle count
//!   of [`FieldElement::mul`] depends on the data. This backend is **not constant-time on Cortex-M3**
//!   (M4, M7 and M33 have single-cycle-class `UMULL` independent of data).
//! * Cortex-M0/M0+: no 32x32->64 instruction; each product is four 16x16->32 `MULS` written out
//!   (`m_16x16`, instead of LLVM's call to the general 64x64 `__aeabi_lmul`), with
//!   no data-dependent branch: data-independent timing on M0+ with the single-cycle multiplier; cores
//!   built with the 32-cycle iterative multiplier option are also data-independent.
//!
//! Functions are `const fn` so the Ed25519 base-point table can be computed at compile time.

use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};

const MASK26: u32 = (1 << 26) - 1;
const MASK25: u32 = (1 << 25) - 1;

/// One carry round over the ten limbs of `$z` (`u32` or `u64`): each limb keeps its width, the carry
/// goes to the next limb, and limb 9's carry, worth 2^255 = 19, goes back to limb 0.
macro_rules! carry_round {
    ($z:ident) => {{
        let mut i = 0;
        while i < 9 {
            $z[i + 1] += $z[i] >> WIDTH[i];
            $z[i] &= (1 << WIDTH[i]) - 1;
            i += 1;
        }
        $z[0] += 19 * ($z[9] >> 25);
        $z[9] &= (1 << 25) - 1;
    }};
}

/// Bit offset of each limb: `ceil(25.5 * i)`.
const OFFSET: [u32; 10] = [0, 26, 51, 77, 102, 128, 153, 179, 204, 230];
/// Width of each limb in bits.
const WIDTH: [u32; 10] = [26, 25, 26, 25, 26, 25, 26, 25, 26, 25];

/// An element of GF(2^255 - 19); see the module docs for the limb bounds.
#[derive(Clone, Copy, Debug)]
pub struct FieldElement(pub(crate) [u32; 10]);

/// 2p in limbs, added before subtracting so limbs never go negative (needs the subtrahend weakly reduced).
const TWO_P: [u32; 10] = [
    2 * (MASK26 - 18),
    2 * MASK25,
    2 * MASK26,
    2 * MASK25,
    2 * MASK26,
    2 * MASK25,
    2 * MASK26,
    2 * MASK25,
    2 * MASK26,
    2 * MASK25,
];

#[allow(clippy::should_implement_trait)]
impl FieldElement {
    /// 0.
    pub const ZERO: Self = Self([0; 10]);
    /// 1.
    pub const ONE: Self = Self([1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);

    /// A small constant.
    pub const fn from_u32(x: u32) -> Self {
        Self([x & MASK26, x >> 26, 0, 0, 0, 0, 0, 0, 0, 0])
    }

    /// Decodes 32 little-endian bytes, ignoring the top bit (RFC 7748 §5). Values in [p, 2^255) are
    /// accepted unreduced; callers needing canonical encodings compare `to_bytes` with the input.
    pub const fn from_bytes(bytes: &[u8; 32]) -> Self {
        // Copy into a zero-padded buffer so every 8-byte window below is in range.
        let mut padded = [0u8; 40];
        let mut i = 0;
        while i < 32 {
            padded[i] = bytes[i];
            i += 1;
        }
        padded[31] &= 0x7f;
        let mut limbs = [0u32; 10];
        let mut l = 0;
        while l < 10 {
            let byte = (OFFSET[l] / 8) as usize;
            let mut window = 0u64;
            let mut k = 0;
            while k < 8 {
                window |= (padded[byte + k] as u64) << (8 * k);
                k += 1;
            }
            limbs[l] = ((window >> (OFFSET[l] % 8)) & ((1u64 << WIDTH[l]) - 1)) as u32;
            l += 1;
        }
        Self(limbs)
    }

    /// The canonical (fully reduced, < p) little-endian encoding.
    pub const fn to_bytes(&self) -> [u8; 32] {
        let h = Self::carry(carry_u64(widen(&self.0))).0;
        // q = 1 exactly when h >= p: h + 19 then overflows 2^255.
        let mut q = (h[0] + 19) >> 26;
        let mut i = 1;
        while i < 10 {
            q = (h[i] + q) >> WIDTH[i];
            i += 1;
        }
        // h - q*p = h + 19q - q*2^255: add 19q, carry, and drop the carry out of limb 9.
        let mut limbs = h;
        limbs[0] += 19 * q;
        let mut i = 0;
        while i < 9 {
            let c = limbs[i] >> WIDTH[i];
            limbs[i] &= (1 << WIDTH[i]) - 1;
            limbs[i + 1] += c;
            i += 1;
        }
        limbs[9] &= MASK25;
        // Pack the 255 bits.
        let mut out = [0u8; 32];
        let mut acc = 0u64;
        let mut bits = 0;
        let mut pos = 0;
        let mut i = 0;
        while i < 10 {
            acc |= (limbs[i] as u64) << bits;
            bits += WIDTH[i];
            while bits >= 8 {
                out[pos] = acc as u8;
                pos += 1;
                acc >>= 8;
                bits -= 8;
            }
            i += 1;
        }
        out[pos] = acc as u8; // the last 7 bits (bit 255 is 0)
        out
    }

    /// Carry chain: brings limbs below 2^63 each back to the weakly reduced bounds (one round, then a
    /// last carry out of limb 0 after the 19-fold).
    const fn carry(z: [u64; 10]) -> Self {
        let mut z = carry_u64(z);
        z[1] += z[0] >> 26;
        z[0] &= MASK26 as u64;
        let mut out = [0u32; 10];
        let mut i = 0;
        while i < 10 {
            out[i] = z[i] as u32;
            i += 1;
        }
        Self(out)
    }

    /// `self + rhs`.
    pub const fn add(&self, rhs: &Self) -> Self {
        let mut z = [0u32; 10];
        let mut i = 0;
        while i < 10 {
            z[i] = self.0[i] + rhs.0[i];
            i += 1;
        }
        Self::carry_small(z)
    }

    /// `self - rhs`, computed as `self + 2p - rhs` so no limb goes negative.
    pub const fn sub(&self, rhs: &Self) -> Self {
        let mut z = [0u32; 10];
        let mut i = 0;
        while i < 10 {
            z[i] = self.0[i] + TWO_P[i] - rhs.0[i];
            i += 1;
        }
        Self::carry_small(z)
    }

    /// Carry chain in 32-bit arithmetic for the limbs of a sum or difference (< 2^28 each), cheaper
    /// than the 64-bit chain on a 32-bit core.
    const fn carry_small(mut z: [u32; 10]) -> Self {
        carry_round!(z);
        z[1] += z[0] >> 26;
        z[0] &= MASK26;
        Self(z)
    }

    /// `-self`.
    pub const fn neg(&self) -> Self {
        Self::ZERO.sub(self)
    }

    /// `self * rhs`: schoolbook 10x10 limb products, each a 32x32 -> 64-bit multiply.
    ///
    /// Inputs: limbs < 2^27. A product of limbs i and j lands at bit `OFFSET[i] + OFFSET[j]`, which is
    /// `OFFSET[i + j] + 1` when both i and j are odd (two halves): those are doubled. Products with
    /// i + j >= 10 wrap around with the factor 19. With `2f` < 2^28 and `19g` < 2^31.3 every product is
    /// < 2^59.3 and each sum of ten < 2^62.7: no overflow.
    ///
    /// Written out column by column (product scanning, as in ref10): each output limb is one sum, so
    /// its 64-bit accumulator stays in registers and each product is a single `UMLAL` on Arm.
    pub const fn mul(&self, rhs: &Self) -> Self {
        let [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9] = self.0;
        let [g0, g1, g2, g3, g4, g5, g6, g7, g8, g9] = rhs.0;
        // odd limbs doubled (odd x odd products), and 19 g (wrapped products)
        let (f1_2, f3_2, f5_2, f7_2, f9_2) = (2 * f1, 2 * f3, 2 * f5, 2 * f7, 2 * f9);
        let (g1_19, g2_19, g3_19, g4_19, g5_19) = (19 * g1, 19 * g2, 19 * g3, 19 * g4, 19 * g5);
        let (g6_19, g7_19, g8_19, g9_19) = (19 * g6, 19 * g7, 19 * g8, 19 * g9);
        let z0 = m(f0, g0)
            + m(f1_2, g9_19)
            + m(f2, g8_19)
            + m(f3_2, g7_19)
            + m(f4, g6_19)
            + m(f5_2, g5_19)
            + m(f6, g4_19)
            + m(f7_2, g3_19)
            + m(f8, g2_19)
            + m(f9_2, g1_19);
        let z1 = m(f0, g1)
            + m(f1, g0)
            + m(f2, g9_19)
            + m(f3, g8_19)
            + m(f4, g7_19)
            + m(f5, g6_19)
            + m(f6, g5_19)
            + m(f7, g4_19)
            + m(f8, g3_19)
            + m(f9, g2_19);
        let z2 = m(f0, g2)
            + m(f1_2, g1)
            + m(f2, g0)
            + m(f3_2, g9_19)
            + m(f4, g8_19)
            + m(f5_2, g7_19)
            + m(f6, g6_19)
            + m(f7_2, g5_19)
            + m(f8, g4_19)
            + m(f9_2, g3_19);
        let z3 = m(f0, g3)
            + m(f1, g2)
            + m(f2, g1)
            + m(f3, g0)
            + m(f4, g9_19)
            + m(f5, g8_19)
            + m(f6, g7_19)
            + m(f7, g6_19)
            + m(f8, g5_19)
            + m(f9, g4_19);
        let z4 = m(f0, g4)
            + m(f1_2, g3)
            + m(f2, g2)
            + m(f3_2, g1)
            + m(f4, g0)
            + m(f5_2, g9_19)
            + m(f6, g8_19)
            + m(f7_2, g7_19)
            + m(f8, g6_19)
            + m(f9_2, g5_19);
        let z5 = m(f0, g5)
            + m(f1, g4)
            + m(f2, g3)
            + m(f3, g2)
            + m(f4, g1)
            + m(f5, g0)
            + m(f6, g9_19)
            + m(f7, g8_19)
            + m(f8, g7_19)
            + m(f9, g6_19);
        let z6 = m(f0, g6)
            + m(f1_2, g5)
            + m(f2, g4)
            + m(f3_2, g3)
            + m(f4, g2)
            + m(f5_2, g1)
            + m(f6, g0)
            + m(f7_2, g9_19)
            + m(f8, g8_19)
            + m(f9_2, g7_19);
        let z7 = m(f0, g7)
            + m(f1, g6)
            + m(f2, g5)
            + m(f3, g4)
            + m(f4, g3)
            + m(f5, g2)
            + m(f6, g1)
            + m(f7, g0)
            + m(f8, g9_19)
            + m(f9, g8_19);
        let z8 = m(f0, g8)
            + m(f1_2, g7)
            + m(f2, g6)
            + m(f3_2, g5)
            + m(f4, g4)
            + m(f5_2, g3)
            + m(f6, g2)
            + m(f7_2, g1)
            + m(f8, g0)
            + m(f9_2, g9_19);
        let z9 = m(f0, g9)
            + m(f1, g8)
            + m(f2, g7)
            + m(f3, g6)
            + m(f4, g5)
            + m(f5, g4)
            + m(f6, g3)
            + m(f7, g2)
            + m(f8, g1)
            + m(f9, g0);
        Self::carry_wide([z0, z1, z2, z3, z4, z5, z6, z7, z8, z9])
    }

    /// Carry chain for product sums (< 2^63 per limb): two rounds so limbs fit the weak bounds.
    const fn carry_wide(z: [u64; 10]) -> Self {
        Self::carry(carry_u64(z))
    }

    /// `self^2`: the 55 distinct limb products of the schoolbook square (45 fewer than [`Self::mul`]),
    /// written out column by column like `mul`.
    ///
    /// Input: weakly reduced (limbs < 2^26, odd limbs < 2^25 + 2^13), which every `FieldElement` is.
    /// Product i < j appears twice (factor 2 on the left operand), odd-odd products carry the half-bit
    /// factor 2 (left operand), and wrapped products the 19 (right operand): left < 4 (2^25 + 2^13) <
    /// 2^27.01, right < 19 * 2^26 < 2^30.25, so each product < 2^57.3 and each sum of ten < 2^61.
    pub const fn square(&self) -> Self {
        let [f0, f1, f2, f3, f4, f5, f6, f7, f8, f9] = self.0;
        // left operands times 2 (i < j) and 2 again (odd x odd); right operands times 19 (wrapped)
        let f5_19 = 19 * f5;
        let f6_19 = 19 * f6;
        let f7_19 = 19 * f7;
        let f8_19 = 19 * f8;
        let f9_19 = 19 * f9;
        let f0_2 = 2 * f0;
        let f1_2 = 2 * f1;
        let f2_2 = 2 * f2;
        let f3_2 = 2 * f3;
        let f4_2 = 2 * f4;
        let f5_2 = 2 * f5;
        let f6_2 = 2 * f6;
        let f7_2 = 2 * f7;
        let f8_2 = 2 * f8;
        let f9_2 = 2 * f9;
        let f1_4 = 4 * f1;
        let f3_4 = 4 * f3;
        let f5_4 = 4 * f5;
        let f7_4 = 4 * f7;
        let z0 = m(f0, f0) + m(f1_4, f9_19) + m(f2_2, f8_19) + m(f3_4, f7_19) + m(f4_2, f6_19) + m(f5_2, f5_19);
        let z1 = m(f0_2, f1) + m(f2_2, f9_19) + m(f3_2, f8_19) + m(f4_2, f7_19) + m(f5_2, f6_19);
        let z2 = m(f0_2, f2) + m(f1_2, f1) + m(f3_4, f9_19) + m(f4_2, f8_19) + m(f5_4, f7_19) + m(f6, f6_19);
        let z3 = m(f0_2, f3) + m(f1_2, f2) + m(f4_2, f9_19) + m(f5_2, f8_19) + m(f6_2, f7_19);
        let z4 = m(f0_2, f4) + m(f1_4, f3) + m(f2, f2) + m(f5_4, f9_19) + m(f6_2, f8_19) + m(f7_2, f7_19);
        let z5 = m(f0_2, f5) + m(f1_2, f4) + m(f2_2, f3) + m(f6_2, f9_19) + m(f7_2, f8_19);
        let z6 = m(f0_2, f6) + m(f1_4, f5) + m(f2_2, f4) + m(f3_2, f3) + m(f7_4, f9_19) + m(f8, f8_19);
        let z7 = m(f0_2, f7) + m(f1_2, f6) + m(f2_2, f5) + m(f3_2, f4) + m(f8_2, f9_19);
        let z8 = m(f0_2, f8) + m(f1_4, f7) + m(f2_2, f6) + m(f3_4, f5) + m(f4, f4) + m(f9_2, f9_19);
        let z9 = m(f0_2, f9) + m(f1_2, f8) + m(f2_2, f7) + m(f3_2, f6) + m(f4_2, f5);
        Self::carry_wide([z0, z1, z2, z3, z4, z5, z6, z7, z8, z9])
    }

    /// `self^(2^n)`: n successive squarings (n is public).
    pub const fn square_n(&self, n: u32) -> Self {
        let mut x = *self;
        let mut i = 0;
        while i < n {
            x = x.square();
            i += 1;
        }
        x
    }

    /// `self · a24` with a24 = (486662 − 2) / 4 = 121665, the X25519 ladder's constant (RFC 7748 §5).
    pub fn mul_a24(&self) -> Self {
        self.mul_small(121_665)
    }

    /// `self * k` for a small constant k < 2^17 (121666 and the like).
    pub const fn mul_small(&self, k: u32) -> Self {
        let mut z = [0u64; 10];
        let mut i = 0;
        while i < 10 {
            z[i] = m(self.0[i], k);
            i += 1;
        }
        Self::carry(z)
    }

    /// `(self^(2^250 - 1), self^11)`: the shared start of the inversion and square-root chains (ref10).
    const fn pow_2_250_minus_1(&self) -> (Self, Self) {
        pow_2_250_minus_1!(*self)
    }

    /// `1 / self` by Fermat: `self^(p - 2)`, a fixed chain of 254 squarings and 11 multiplies.
    /// The inverse of 0 is 0.
    pub const fn invert(&self) -> Self {
        let (z_250_0, z11) = self.pow_2_250_minus_1();
        // (2^250 - 1) * 2^5 + 11 = 2^255 - 21 = p - 2
        z_250_0.square_n(5).mul(&z11)
    }

    /// `self^((p - 5) / 8) = self^(2^252 - 3)`, the core of the square root.
    const fn pow_p58(&self) -> Self {
        let (z_250_0, _) = self.pow_2_250_minus_1();
        z_250_0.square_n(2).mul(self)
    }

    /// `sqrt(-1) = 2^((p - 1) / 4)`: 2 is a non-square mod p, so this squares to -1.
    pub const SQRT_M1: Self = {
        // (p - 1) / 4 = 2^253 - 5 = (2^250 - 1) * 2^3 + 3
        let two = Self::from_u32(2);
        two.pow_2_250_minus_1().0.square_n(3).mul(&Self::from_u32(8))
    };

    /// Square root of the ratio `u / v` (RFC 8032 §5.1.3): `(x, true)` with `v x^2 = u`, or
    /// `(_, false)` when `u / v` is not a square. Which of the two roots comes back is unspecified
    /// (callers fix the sign). Branch-free: the same steps for every input.
    pub const fn sqrt_ratio(u: &Self, v: &Self) -> (Self, bool) {
        let v3 = v.square().mul(v);
        let v7 = v3.square().mul(v);
        // x = u v^3 (u v^7)^((p-5)/8)
        let x = u.mul(&v3).mul(&u.mul(&v7).pow_p58());
        let vxx = v.mul(&x.square());
        let root_ok = vxx.equals(u);
        let flipped = vxx.equals(&u.neg());
        let x_flipped = x.mul(&Self::SQRT_M1);
        let mask = 0u32.wrapping_sub(flipped as u32);
        (Self::select_mask(&x, &x_flipped, mask), root_ok | flipped)
    }

    /// `a` when `mask` is 0, `b` when `mask` is all ones.
    const fn select_mask(a: &Self, b: &Self, mask: u32) -> Self {
        let mut out = [0u32; 10];
        let mut i = 0;
        while i < 10 {
            out[i] = a.0[i] ^ (mask & (a.0[i] ^ b.0[i]));
            i += 1;
        }
        Self(out)
    }

    /// Equality of the values (not the limbs), by comparing canonical encodings. Branch-free.
    pub const fn equals(&self, rhs: &Self) -> bool {
        let a = self.to_bytes();
        let b = rhs.to_bytes();
        let mut diff = 0u8;
        let mut i = 0;
        while i < 32 {
            diff |= a[i] ^ b[i];
            i += 1;
        }
        diff == 0
    }

    /// "Negative" in RFC 8032's sense: the canonical encoding is odd.
    pub const fn is_negative(&self) -> bool {
        self.to_bytes()[0] & 1 == 1
    }

    /// Whether the value is 0.
    pub const fn is_zero(&self) -> bool {
        self.equals(&Self::ZERO)
    }

    /// Swaps `a` and `b` when `choice` is 1, in constant time.
    pub fn conditional_swap(a: &mut Self, b: &mut Self, choice: Choice) {
        ConditionallySelectable::conditional_swap(a, b, choice);
    }
}

impl ConditionallySelectable for FieldElement {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        let mut out = *a;
        out.conditional_assign(b, choice);
        out
    }

    /// In place, one mask for all ten limbs (table scans call this 240 times per lookup row).
    fn conditional_assign(&mut self, other: &Self, choice: Choice) {
        let mask = 0u32.wrapping_sub(choice.unwrap_u8() as u32);
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a ^= mask & (*a ^ b);
        }
    }
}

impl ConstantTimeEq for FieldElement {
    fn ct_eq(&self, other: &Self) -> Choice {
        self.to_bytes().ct_eq(&other.to_bytes())
    }
}

impl zeroize::Zeroize for FieldElement {
    fn zeroize(&mut self) {
        self.0.zeroize();
    }
}

/// A 32x32 -> 64-bit product (`UMULL` on Arm; see the module docs for its timing on Cortex-M3/M0).
/// On Armv6-M (Cortex-M0/M0+: no long multiply, recognised by the lack of 32-bit atomics) it is
/// [`m_16x16`] instead of compiler-builtins' general 64 x 64 `__aeabi_lmul`.
#[inline(always)]
const fn m(a: u32, b: u32) -> u64 {
    #[cfg(all(target_arch = "arm", not(target_has_atomic = "32")))]
    {
        m_16x16(a, b)
    }
    #[cfg(not(all(target_arch = "arm", not(target_has_atomic = "32"))))]
    {
        a as u64 * b as u64
    }
}

/// `a * b` from four 16 x 16 -> 32-bit products (`MULS`, constant-time on the M0+), for any `a`, `b`:
/// each product fits 32 bits; the two middle ones are summed in 64 bits (their sum can reach 2^33).
/// Not inlined: 100 copies per multiply overflow the Cortex-M0 board's 256 KiB known-answer image.
#[inline(never)]
#[cfg_attr(not(all(target_arch = "arm", not(target_has_atomic = "32"))), allow(dead_code))]
const fn m_16x16(a: u32, b: u32) -> u64 {
    let (a0, a1) = (a & 0xffff, a >> 16);
    let (b0, b1) = (b & 0xffff, b >> 16);
    let middle = (a0 * b1) as u64 + (a1 * b0) as u64;
    (((a1 * b1) as u64) << 32) + (middle << 16) + (a0 * b0) as u64
}

/// Limbs as `u64` accumulators.
const fn widen(x: &[u32; 10]) -> [u64; 10] {
    let mut z = [0u64; 10];
    let mut i = 0;
    while i < 10 {
        z[i] = x[i] as u64;
        i += 1;
    }
    z
}

/// One carry round on `u64` accumulators (limb 9's carry folded in with 19): after it, every limb is
/// below 2^26 plus a carry-in of at most 2^38 + 19 * 2^39, so the caller's second round finishes the job.
const fn carry_u64(mut z: [u64; 10]) -> [u64; 10] {
    carry_round!(z);
    z
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// The Armv6-M product (not used on the host, tested here) equals the `u64` one.
        #[test]
        fn m_16x16_matches_u64(a: u32, b: u32) {
            proptest::prop_assert_eq!(m_16x16(a, b), a as u64 * b as u64);
            proptest::prop_assert_eq!(m_16x16(u32::MAX, b), u32::MAX as u64 * b as u64);
        }
    }

    #[test]
    fn square_matches_mul() {
        // limbs at their weak-reduction maxima, and a mixed pattern
        let max =
            FieldElement([MASK26, MASK25 + (1 << 13), MASK26, MASK25, MASK26, MASK25, MASK26, MASK25, MASK26, MASK25]);
        let mixed = FieldElement([12345, MASK25, 0, 1 << 24, MASK26, 7, 1 << 25, 99, 3, MASK25]);
        for x in [max, mixed, FieldElement::SQRT_M1] {
            assert!(x.square().equals(&x.mul(&x)));
        }
    }

    #[test]
    fn sqrt_m1_squares_to_minus_one() {
        assert!(FieldElement::SQRT_M1.square().equals(&FieldElement::ONE.neg()));
    }

    #[test]
    fn invert_and_encode_round_trip() {
        let mut b = [0u8; 32];
        for (i, x) in b.iter_mut().enumerate() {
            *x = (i as u8).wrapping_mul(37).wrapping_add(11);
        }
        b[31] &= 0x7f;
        let x = FieldElement::from_bytes(&b);
        assert_eq!(x.to_bytes(), b);
        assert!(x.mul(&x.invert()).equals(&FieldElement::ONE));
        // p - 1 + 1 = 0, and p itself encodes to 0.
        let mut p = [0xffu8; 32];
        p[0] = 0xed;
        p[31] = 0x7f;
        assert_eq!(FieldElement::from_bytes(&p).to_bytes(), [0u8; 32]);
        let mut p_minus_1 = p;
        p_minus_1[0] = 0xec;
        assert!(FieldElement::from_bytes(&p_minus_1).add(&FieldElement::ONE).is_zero());
        // 2^255 - 1 = p + 18
        let all = [0xffu8; 32];
        assert_eq!(FieldElement::from_bytes(&all).to_bytes()[0], 18);
    }
}
