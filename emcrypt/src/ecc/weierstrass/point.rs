//! Points in homogeneous projective coordinates `(X : Y : Z)` ↔ affine `(X/Z, Y/Z)`, the identity being
//! `(0 : 1 : 0)`, with the **complete** addition and doubling formulas of Renes, Costello and Batina,
//! "Complete addition formulas for prime order elliptic curves" (EUROCRYPT 2016), Algorithms 4 and 6
//! (`a = -3`). "Complete" means one formula is correct for every pair of inputs (equal points, inverse
//! points, the identity): no exceptional case, hence no branch on secret data.
//!
//! | operation | technique | cost (field mults) | constant time |
//! | --- | --- | --- | --- |
//! | [`Point::add`] | RCB Algorithm 4 | 12M + 2 mult-by-b | yes |
//! | [`Point::double`] | RCB Algorithm 6 | 8M + 3S + 2 mult-by-b | yes |
//! | [`Point::mul`] | fixed 4-bit signed window (Booth recoding), 8-entry table scanned in full | 4 doublings + 1 addition per 4 bits | yes |
//! | [`Point::mul_add_vartime`] | Shamir's trick, one joint double-and-add | 1 doubling + ≤ 1 addition per bit | **no** (public scalars only) |

use super::montgomery::{ct_eq, is_zero, select};
use super::Curve;
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};
use zeroize::Zeroize;

/// A point in projective coordinates, each coordinate in Montgomery form modulo `p`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Point<const N: usize> {
    x: [u32; N],
    y: [u32; N],
    z: [u32; N],
}

impl<const N: usize> Zeroize for Point<N> {
    fn zeroize(&mut self) {
        self.x.zeroize();
        self.y.zeroize();
        self.z.zeroize();
    }
}

/// Width of the signed window of [`Point::mul`]: digits in `[-8, 8]`, a table of `1P..8P`.
const WINDOW: usize = 4;
const TABLE_LEN: usize = 1 << (WINDOW - 1);

impl<const N: usize> Point<N> {
    /// The point at infinity `(0 : 1 : 0)`.
    pub(crate) fn identity<C: Curve<N>>() -> Self {
        Self { x: [0; N], y: C::P.one(), z: [0; N] }
    }

    /// The generator `G`.
    pub(crate) fn generator<C: Curve<N>>() -> Self {
        Self { x: C::GX, y: C::GY, z: C::P.one() }
    }

    /// The point with affine coordinates `(x, y)` in Montgomery form (not checked here).
    pub(crate) fn from_affine<C: Curve<N>>(x: [u32; N], y: [u32; N]) -> Self {
        Self { x, y, z: C::P.one() }
    }

    /// Whether this is the point at infinity (`Z = 0`).
    pub(crate) fn is_identity(&self) -> Choice {
        is_zero(&self.z)
    }

    /// Affine coordinates `(X/Z, Y/Z)` in normal (non-Montgomery) form; `(0, 0)` for the identity.
    /// Constant time (Fermat inversion).
    pub(crate) fn affine_coordinates<C: Curve<N>>(&self) -> ([u32; N], [u32; N]) {
        let f = &C::P;
        let z_inv = f.invert(&self.z);
        let x = f.from_montgomery(&f.mul(&self.x, &z_inv));
        let y = f.from_montgomery(&f.mul(&self.y, &z_inv));
        (x, y)
    }

    /// `-P`.
    fn negate_if<C: Curve<N>>(&mut self, negate: Choice) {
        let neg_y = C::P.neg(&self.y);
        self.y = select(&self.y, &neg_y, negate);
    }

    /// `P + Q` for any `P`, `Q` (RCB 2016, Algorithm 4, `a = -3`).
    pub(crate) fn add<C: Curve<N>>(&self, rhs: &Self) -> Self {
        let f = &C::P;
        let b = &C::B;
        let xx = f.mul(&self.x, &rhs.x);
        let yy = f.mul(&self.y, &rhs.y);
        let zz = f.mul(&self.z, &rhs.z);
        // (X1 + Y1)(X2 + Y2) - X1X2 - Y1Y2 = X1Y2 + Y1X2, and likewise for the other two pairs.
        let xy_pairs = f.sub(&f.mul(&f.add(&self.x, &self.y), &f.add(&rhs.x, &rhs.y)), &f.add(&xx, &yy));
        let yz_pairs = f.sub(&f.mul(&f.add(&self.y, &self.z), &f.add(&rhs.y, &rhs.z)), &f.add(&yy, &zz));
        let xz_pairs = f.sub(&f.mul(&f.add(&self.x, &self.z), &f.add(&rhs.x, &rhs.z)), &f.add(&xx, &zz));
        let bzz_part = f.sub(&xz_pairs, &f.mul(b, &zz));
        let bzz3_part = f.add(&f.double(&bzz_part), &bzz_part);
        let yy_m_bzz3 = f.sub(&yy, &bzz3_part);
        let yy_p_bzz3 = f.add(&yy, &bzz3_part);
        let zz3 = f.add(&f.double(&zz), &zz);
        let bxz_part = f.sub(&f.mul(b, &xz_pairs), &f.add(&zz3, &xx));
        let bxz3_part = f.add(&f.double(&bxz_part), &bxz_part);
        let xx3_m_zz3 = f.sub(&f.add(&f.double(&xx), &xx), &zz3);
        Self {
            x: f.sub(&f.mul(&yy_p_bzz3, &xy_pairs), &f.mul(&yz_pairs, &bxz3_part)),
            y: f.add(&f.mul(&yy_p_bzz3, &yy_m_bzz3), &f.mul(&xx3_m_zz3, &bxz3_part)),
            z: f.add(&f.mul(&yy_m_bzz3, &yz_pairs), &f.mul(&xy_pairs, &xx3_m_zz3)),
        }
    }

    /// `2P` for any `P` (RCB 2016, Algorithm 6, `a = -3`).
    pub(crate) fn double<C: Curve<N>>(&self) -> Self {
        let f = &C::P;
        let b = &C::B;
        let xx = f.square(&self.x);
        let yy = f.square(&self.y);
        let zz = f.square(&self.z);
        let xy2 = f.double(&f.mul(&self.x, &self.y));
        let xz2 = f.double(&f.mul(&self.x, &self.z));
        let bzz_part = f.sub(&f.mul(b, &zz), &xz2);
        let bzz3_part = f.add(&f.double(&bzz_part), &bzz_part);
        let yy_m_bzz3 = f.sub(&yy, &bzz3_part);
        let yy_p_bzz3 = f.add(&yy, &bzz3_part);
        let y_frag = f.mul(&yy_p_bzz3, &yy_m_bzz3);
        let x_frag = f.mul(&yy_m_bzz3, &xy2);
        let zz3 = f.add(&f.double(&zz), &zz);
        let bxz2_part = f.sub(&f.mul(b, &xz2), &f.add(&zz3, &xx));
        let bxz6_part = f.add(&f.double(&bxz2_part), &bxz2_part);
        let xx3_m_zz3 = f.sub(&f.add(&f.double(&xx), &xx), &zz3);
        let yz2 = f.double(&f.mul(&self.y, &self.z));
        Self {
            x: f.sub(&x_frag, &f.mul(&bxz6_part, &yz2)),
            y: f.add(&y_frag, &f.mul(&xx3_m_zz3, &bxz6_part)),
            z: f.double(&f.double(&f.mul(&yz2, &yy))),
        }
    }

    /// `k·P` for a **secret** scalar `k < 2^(32N)` (normal form), in constant time.
    ///
    /// Fixed window of 4 bits with signed digits in `[-8, 8]` (Booth recoding: each window reads 5 bits,
    /// overlapping its neighbour by one), so the table holds only `1P..8P`. Every window costs 4
    /// doublings and one complete addition, whatever the digit; the table entry is found by scanning all
    /// 8 entries with masked copies, and its sign applied by a masked negation.
    pub(crate) fn mul<C: Curve<N>>(&self, k: &[u32; N]) -> Self {
        let mut table = [*self; TABLE_LEN];
        for i in 1..TABLE_LEN {
            table[i] = if i % 2 == 1 { table[i / 2].double::<C>() } else { table[i - 1].add::<C>(self) };
        }
        // 32N bits plus one for the carry of the top signed digit.
        let windows = (32 * N) / WINDOW + 1;
        let mut acc = Self::identity::<C>();
        for w in (0..windows).rev() {
            if w != windows - 1 {
                for _ in 0..WINDOW {
                    acc = acc.double::<C>();
                }
            }
            let (digit, negative) = booth_digit(window_bits(k, WINDOW * w));
            let mut entry = Self::identity::<C>();
            for (i, candidate) in table.iter().enumerate() {
                entry.conditional_assign(candidate, (i as u32 + 1).ct_eq(&digit));
            }
            entry.negate_if::<C>(negative);
            acc = acc.add::<C>(&entry);
        }
        table.iter_mut().for_each(Zeroize::zeroize);
        acc
    }

    /// `a·G + b·Q` for **public** scalars (signature verification): not constant time.
    pub(crate) fn mul_add_vartime<C: Curve<N>>(a: &[u32; N], b: &[u32; N], q: &Self) -> Self {
        let g = Self::generator::<C>();
        let g_plus_q = g.add::<C>(q);
        let mut acc = Self::identity::<C>();
        for bit in (0..32 * N).rev() {
            acc = acc.double::<C>();
            let bit_a = (a[bit / 32] >> (bit % 32)) & 1;
            let bit_b = (b[bit / 32] >> (bit % 32)) & 1;
            match (bit_a, bit_b) {
                (1, 1) => acc = acc.add::<C>(&g_plus_q),
                (1, 0) => acc = acc.add::<C>(&g),
                (0, 1) => acc = acc.add::<C>(q),
                _ => {}
            }
        }
        acc
    }

    /// Whether `X/Z mod n == r`, for a non-identity point; used by verification (public data).
    pub(crate) fn x_mod_order_vartime<C: Curve<N>>(&self) -> [u32; N] {
        let (x, _) = self.affine_coordinates::<C>();
        // x < p < 2n for every supported curve: one conditional subtraction reduces it.
        C::ORDER.reduce_once(&x)
    }

    /// The affine `y² = x³ - 3x + b` check for coordinates in Montgomery form.
    pub(crate) fn is_on_curve<C: Curve<N>>(x: &[u32; N], y: &[u32; N]) -> Choice {
        ct_eq(&C::P.square(y), &Self::curve_rhs::<C>(x))
    }

    /// `x³ - 3x + b` for `x` in Montgomery form.
    pub(crate) fn curve_rhs<C: Curve<N>>(x: &[u32; N]) -> [u32; N] {
        let f = &C::P;
        let x3 = f.mul(&f.square(x), x);
        let three_x = f.add(&f.double(x), x);
        f.add(&f.sub(&x3, &three_x), &C::B)
    }
}

impl<const N: usize> ConditionallySelectable for Point<N> {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        Self { x: select(&a.x, &b.x, choice), y: select(&a.y, &b.y, choice), z: select(&a.z, &b.z, choice) }
    }
}

/// The 5 bits of `k` at positions `start - 1 ..= start + 3` (bit -1 and bits past the top read as 0).
/// The position is public; only the value is secret.
fn window_bits<const N: usize>(k: &[u32; N], start: usize) -> u32 {
    let mut bits = 0u32;
    for j in 0..=WINDOW {
        // Bit `start - 1 + j`; `checked_sub` skips bit -1, the bound skips bits past the top.
        let Some(bit) = (start + j).checked_sub(1).filter(|&b| b < 32 * N) else { continue };
        bits |= ((k[bit / 32] >> (bit % 32)) & 1) << j;
    }
    bits
}

/// Booth recoding of a 5-bit window into a digit magnitude in `[0, 8]` and its sign, branch-free
/// (the recoding of OpenSSL's `ecp_nistz256`).
fn booth_digit(window: u32) -> (u32, Choice) {
    let negative_mask = 0u32.wrapping_sub(window >> WINDOW);
    let complement = ((1 << (WINDOW + 1)) - 1) - window;
    let d = (complement & negative_mask) | (window & !negative_mask);
    let magnitude = (d >> 1) + (d & 1);
    (magnitude, Choice::from((negative_mask & 1) as u8))
}
