//! Points in homogeneous projective coordinates `(X : Y : Z)` ↔ affine `(X/Z, Y/Z)`, the identity being
//! `(0 : 1 : 0)`, with the **complete** addition and doubling formulas of Renes, Costello and Batina,
//! "Complete addition formulas for prime order elliptic curves" (EUROCRYPT 2016), Algorithms 4 and 6
//! (`a = -3`, the NIST curves) or 7 and 9 (`a = 0`, secp256k1), chosen at compile time by
//! [`Curve::A_IS_ZERO`]. "Complete" means one formula is correct for every pair of inputs (equal points,
//! inverse points, the identity): no exceptional case, hence no branch on secret data.
//!
//! | operation | technique | cost (field mults) | constant time |
//! | --- | --- | --- | --- |
//! | [`Point::add_assign`] | RCB Algorithm 4 (`a = -3`) / 7 (`a = 0`), in place: five field slots besides the point | 12M + 2 mult-by-b / 12M + 2 mult-by-3b | yes |
//! | [`Point::add_affine_or_identity_assign`] | the same with `Z2` = 1 (an affine point, [`Point::add_affine_assign`]) or 0 (the identity), its products by `Z2` as masked copies | 11M + 2 mult-by-b | yes |
//! | [`Point::double_assign`] | RCB Algorithm 6 (`a = -3`) / 9 (`a = 0`) | 8M + 3S + 2 mult-by-b / 6M + 2S + 1 mult-by-3b | yes |
//! | [`Point::mul`] | fixed 3-bit signed window (Booth recoding), 4-entry table scanned in full | 3 doublings + 1 addition per 3 bits | yes |
//! | [`Point::mul_add_vartime`] | interleaved sliding windows (≤ 3 bits), odd multiples 1..7 of each point | 1 doubling per bit + ~1 addition per 4 bits per scalar | **no** (public scalars only) |
//! | [`Point::double_many_vartime`] | runs of doublings in Jacobian coordinates, `dbl-2001-b` (`a = -3`; `a = 0` keeps RCB 9) with `Z3 = 2YZ` by a multiplication | 4M + 4S per doubling, + 4M + 2S per run | **no** (verification only) |

use super::montgomery::{add_limbs, ct_eq, is_zero, select};
use super::{base_table, wnaf};
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

/// Width of the signed window of [`Point::mul`]: digits in `[-4, 4]`, a table of `1P..4P`.
///
/// 3 rather than 4 bits: the table of 4 projective points (384 bytes on P-256) instead of 8 (768 bytes)
/// keeps signing within a small stack, for about 4% more time (21 more additions on P-256).
const WINDOW: usize = 3;
const TABLE_LEN: usize = 1 << (WINDOW - 1);

/// Longest window of the (variable-time) verification multiplication, and its table of odd multiples.
const VERIFY_WINDOW: usize = 3;
const VERIFY_TABLE_LEN: usize = 1 << (VERIFY_WINDOW - 1);

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
        let z_inv = C::field_invert(&self.z);
        let x = f.from_montgomery(&C::field_mul(&self.x, &z_inv));
        let y = f.from_montgomery(&C::field_mul(&self.y, &z_inv));
        (x, y)
    }

    /// The affine `x = X/Z` alone, in normal form (0 for the identity), constant time: ECDSA's `r` needs
    /// no `y` (one multiplication and one conversion fewer than [`affine_coordinates`](Self::affine_coordinates)).
    pub(crate) fn affine_x<C: Curve<N>>(&self) -> [u32; N] {
        let z_inv = C::field_invert(&self.z);
        C::P.from_montgomery(&C::field_mul(&self.x, &z_inv))
    }

    /// `-P` when `negate` is set (masked, constant time).
    pub(crate) fn negate_if<C: Curve<N>>(&mut self, negate: Choice) {
        let neg_y = C::P.neg(&self.y);
        self.y = select(&self.y, &neg_y, negate);
    }

    /// `P + Q` for any `P`, `Q` (RCB 2016, Algorithm 4, `a = -3`, or 7, `a = 0`), in place (`self += rhs`)
    /// and never inlined, so callers keep no copies of points on the stack.
    ///
    /// Steps 1-18 (the same in both algorithms) leave `X1X2, Y1Y2, Z1Z2, X1Y2 + X2Y1, Y1Z2 + Y2Z1` in five
    /// slots and `X1Z2 + X2Z1` in `self.y`, each cross sum from one product as `(X1 + Y1)(X2 + Y2) - X1X2 -
    /// Y1Y2`; every step writes its slot in place (`Curve::field_*_into`, `_assign`), and a coordinate of
    /// `self` becomes a slot once it is dead.
    #[inline(never)]
    pub(crate) fn add_assign<C: Curve<N>>(&mut self, rhs: &Self) {
        let (x2, y2, z2) = (&rhs.x, &rhs.y, &rhs.z);
        let mut t0 = C::field_mul(&self.x, x2); // 1: X1X2
        let mut t1 = C::field_mul(&self.y, y2); // 2: Y1Y2
        let mut t2 = C::field_mul(&self.z, z2); // 3: Z1Z2
        let mut t3 = C::field_add(&self.x, &self.y); // 4
        let mut t4 = C::field_add(x2, y2); // 5
        C::field_mul_assign(&mut t3, &t4); // 6
        C::field_add_into(&mut t4, &t0, &t1); // 7
        C::field_sub_assign(&mut t3, &t4); // 8: X1Y2 + X2Y1
        C::field_add_assign(&mut self.y, &self.z); // 9: Y1 + Z1 (Y1 is dead after it)
        C::field_add_into(&mut t4, y2, z2); // 10
        C::field_mul_assign(&mut t4, &self.y); // 11
        C::field_add_into(&mut self.y, &t1, &t2); // 12
        C::field_sub_assign(&mut t4, &self.y); // 13: Y1Z2 + Y2Z1
        C::field_add_into(&mut self.y, &self.x, &self.z); // 14: X1 + Z1 (X1 and Z1 are dead after it)
        C::field_add_into(&mut self.x, x2, z2); // 15
        C::field_mul_assign(&mut self.y, &self.x); // 16
        C::field_add_into(&mut self.x, &t0, &t2); // 17
        C::field_sub_assign(&mut self.y, &self.x); // 18: X1Z2 + X2Z1
        self.add_finish::<C>([&mut t0, &mut t1, &mut t2, &mut t3, &mut t4]);
    }

    /// `P + Q` for any `P` and an affine `Q = (x2, y2)` other than the identity (RCB 2016 Algorithm 5 for
    /// `a = -3`, Algorithm 8 for `a = 0`). Used with the affine entries of the base-point table; see
    /// [`add_affine_or_identity_assign`](Self::add_affine_or_identity_assign).
    pub(crate) fn add_affine_assign<C: Curve<N>>(&mut self, x2: &[u32; N], y2: &[u32; N]) {
        self.add_affine_or_identity_assign::<C>(x2, y2, u32::MAX);
    }

    /// `P + (x2 : y2 : Z2)` for any `P`, where `Z2` is 1 (`z2_mask` all ones: the affine point `(x2, y2)`,
    /// not the identity) or 0 (`z2_mask` 0, with `x2 = 0`, `y2 ≠ 0`: the identity). RCB Algorithm 4 (or 7)
    /// with the products by `Z2` taken as masked copies (`Z1Z2 = Z1 & mask`, ...): one multiplication fewer
    /// than the projective addition, and the identity costs no separate case (the base-point table's digit
    /// 0), in constant time. In place, as [`add_assign`](Self::add_assign), and never inlined.
    #[inline(never)]
    pub(crate) fn add_affine_or_identity_assign<C: Curve<N>>(&mut self, x2: &[u32; N], y2: &[u32; N], z2_mask: u32) {
        let mut t0 = C::field_mul(&self.x, x2); // 1: X1X2
        let mut t1 = C::field_mul(&self.y, y2); // 2: Y1Y2
        let mut t3 = C::field_add(&self.x, &self.y); // 4
        let mut t4 = C::field_add(x2, y2); // 5
        C::field_mul_assign(&mut t3, &t4); // 6
        C::field_add_into(&mut t4, &t0, &t1); // 7
        C::field_sub_assign(&mut t3, &t4); // 8: X1Y2 + X2Y1
        C::field_mul_into(&mut t4, y2, &self.z); // Y2Z1
        mask(&mut self.y, z2_mask); // Y1Z2 (Y1 is dead after it)
        C::field_add_assign(&mut t4, &self.y); // 9-13: Y1Z2 + Y2Z1
        let mut t2 = C::field_mul(x2, &self.z); // X2Z1
        mask(&mut self.x, z2_mask); // X1Z2 (X1 is dead after it)
        C::field_add_into(&mut self.y, &t2, &self.x); // 14-18: X1Z2 + X2Z1
        t2 = self.z;
        mask(&mut t2, z2_mask); // 3: Z1Z2
        self.add_finish::<C>([&mut t0, &mut t1, &mut t2, &mut t3, &mut t4]);
    }

    /// Steps 19-43 of RCB Algorithm 4 (or 19-33 of Algorithm 7 when `a = 0`) from the products of steps
    /// 1-18, shared by the projective and the mixed addition: `t = [X1X2, Y1Y2, Z1Z2, X1Y2 + X2Y1, Y1Z2 +
    /// Y2Z1]` and `self.y = X1Z2 + X2Z1` on entry (the paper's `Y3` after step 18); `self.x` and `self.z`
    /// are free slots. Each step writes its slot in place: `X3` grows in `self.x`, `Y3` in `self.y`, `Z3`
    /// in `self.z`, and the five `t` slots are the only other temporaries.
    #[inline(always)]
    fn add_finish<C: Curve<N>>(&mut self, t: [&mut [u32; N]; 5]) {
        // Why two formulas: RCB's complete formulas have `a` built into their steps, so Algorithm 4
        // (a = -3) is wrong on secp256k1 and Algorithm 7 (a = 0) on the NIST curves. `A_IS_ZERO` is a
        // constant, so each curve's copy of this function holds one formula and no branch.
        if C::A_IS_ZERO {
            return self.add_finish_a_zero::<C>(t);
        }
        let b = &C::B;
        let [t0, t1, t2, t3, t4] = t;
        let Self { x: x3, y: y3, z: z3 } = self;
        C::field_mul_into(z3, b, t2); // 19
        C::field_sub_into(x3, y3, z3); // 20
        C::field_add_into(z3, x3, x3); // 21
        C::field_add_assign(x3, z3); // 22
        C::field_sub_into(z3, t1, x3); // 23
        C::field_add_assign(x3, t1); // 24
        C::field_mul_assign(y3, b); // 25
        C::field_add_into(t1, t2, t2); // 26
        C::field_add_assign(t2, t1); // 27
        C::field_sub_assign(y3, t2); // 28
        C::field_sub_assign(y3, t0); // 29
        C::field_add_into(t1, y3, y3); // 30
        C::field_add_assign(y3, t1); // 31
        C::field_add_into(t1, t0, t0); // 32
        C::field_add_assign(t0, t1); // 33
        C::field_sub_assign(t0, t2); // 34
        C::field_mul_into(t1, t4, y3); // 35
        C::field_mul_into(t2, t0, y3); // 36
        C::field_mul_into(y3, x3, z3); // 37
        C::field_add_assign(y3, t2); // 38
        C::field_mul_assign(x3, t3); // 39
        C::field_sub_assign(x3, t1); // 40
        C::field_mul_assign(z3, t4); // 41
        C::field_mul_into(t1, t3, t0); // 42
        C::field_add_assign(z3, t1); // 43
    }

    /// `2P` for any `P` (RCB 2016, Algorithm 6, `a = -3`), step by step as in the paper.
    /// In place, never inlined.
    #[inline(never)]
    pub(crate) fn double_assign<C: Curve<N>>(&mut self) {
        if C::COMPACT {
            // The complete addition is exception-free for P = Q: one formula less in flash.
            let copy = *self;
            return self.add_assign::<C>(&copy);
        }
        if C::A_IS_ZERO {
            return self.double_assign_a_zero::<C>();
        }
        let b = &C::B;
        let (x, y, z) = (&self.x, &self.y, &self.z);
        let mut t0 = C::field_square(x); // 1
        let t1 = C::field_square(y); // 2
        let mut t2 = C::field_square(z); // 3
        let mut t3 = C::field_double(&C::field_mul(x, y)); // 4-5
        let mut z3 = C::field_double(&C::field_mul(x, z)); // 6-7
        let mut y3 = C::field_sub(&C::field_mul(b, &t2), &z3); // 8-9
        let mut x3 = C::field_double(&y3); // 10
        y3 = C::field_add(&x3, &y3); // 11
        x3 = C::field_sub(&t1, &y3); // 12
        y3 = C::field_add(&t1, &y3); // 13
        y3 = C::field_mul(&x3, &y3); // 14
        x3 = C::field_mul(&x3, &t3); // 15
        t3 = C::field_double(&t2); // 16
        t2 = C::field_add(&t2, &t3); // 17
        z3 = C::field_mul(b, &z3); // 18
        z3 = C::field_sub(&z3, &t2); // 19
        z3 = C::field_sub(&z3, &t0); // 20
        t3 = C::field_double(&z3); // 21
        z3 = C::field_add(&z3, &t3); // 22
        t3 = C::field_double(&t0); // 23
        t0 = C::field_add(&t3, &t0); // 24
        t0 = C::field_sub(&t0, &t2); // 25
        t0 = C::field_mul(&t0, &z3); // 26
        y3 = C::field_add(&y3, &t0); // 27
        t0 = C::field_double(&C::field_mul(y, z)); // 28-29
        z3 = C::field_mul(&t0, &z3); // 30
        x3 = C::field_sub(&x3, &z3); // 31
        z3 = C::field_mul(&t0, &t1); // 32
        z3 = C::field_double(&C::field_double(&z3)); // 33-34
        *self = Self { x: x3, y: y3, z: z3 };
    }

    /// `2^n·P` for a **public** point (verification only): not constant time.
    ///
    /// A run of doublings between two additions of a verification multiplication is done in Jacobian
    /// coordinates (`x = X/Z²`, `y = Y/Z³`) with Bernstein–Lange `dbl-2001-b` for `a = -3` (with `Z3 = 2YZ` multiplied, 4M + 4S
    /// per doubling) against the complete formula's 11M + 3S (counting the two mult-by-b), after a
    /// conversion `(X : Y : Z) -> (XZ, YZ², Z)` and before `(X, Y, Z) -> (XZ : Y : Z³)` back (2M + 1S
    /// each way). `dbl-2001-b` is not complete: it is wrong only for a point of order 2, which a
    /// prime-order curve has none of, and the identity is returned unchanged (a public test).
    /// Curves with `a = 0` keep the complete doubling.
    #[inline(never)]
    pub(crate) fn double_many_vartime<C: Curve<N>>(&mut self, n: usize) {
        if n == 0 || bool::from(self.is_identity()) {
            return;
        }
        if C::A_IS_ZERO {
            for _ in 0..n {
                self.double_assign::<C>();
            }
            return;
        }
        let z2 = C::field_square(&self.z);
        let (mut x, mut y, mut z) = (C::field_mul(&self.x, &self.z), C::field_mul(&self.y, &z2), self.z);
        for _ in 0..n {
            let delta = C::field_square(&z);
            let gamma = C::field_square(&y);
            let beta = C::field_mul(&x, &gamma);
            let alpha = C::field_mul(&C::field_sub(&x, &delta), &C::field_add(&x, &delta));
            let alpha = C::field_add(&C::field_double(&alpha), &alpha); // 3(X - δ)(X + δ)
            let beta4 = C::field_double(&C::field_double(&beta));
            let x3 = C::field_sub(&C::field_square(&alpha), &C::field_double(&beta4)); // α² - 8β
            // 2YZ by one multiplication: cheaper than dbl-2001-b's (Y + Z)² - γ - δ when a field
            // addition is not much cheaper than a multiplication (two additions fewer here).
            z = C::field_double(&C::field_mul(&y, &z));
            let gamma2_8 = C::field_double(&C::field_square(&C::field_double(&gamma))); // 2·(2γ)² = 8γ²
            y = C::field_sub(&C::field_mul(&alpha, &C::field_sub(&beta4, &x3)), &gamma2_8); // α(4β - X3) - 8γ²
            x = x3;
        }
        let z3 = C::field_mul(&C::field_square(&z), &z);
        *self = Self { x: C::field_mul(&x, &z), y, z: z3 };
    }

    /// `3b` in Montgomery form, the constant of the `a = 0` formulas (two modular additions).
    fn three_b<C: Curve<N>>() -> [u32; N] {
        C::P.add(&C::P.double(&C::B), &C::B)
    }

    /// Steps 19-33 of RCB 2016 Algorithm 7 (`a = 0`), in place as [`add_finish`](Self::add_finish) (the
    /// same slots on entry), the multiplications by `3b` first while `self.x` holds `3b`; steps 25 and 26
    /// trade slots so that step 27 subtracts in place. Inlined into `add_finish`, which selects it.
    #[inline(always)]
    fn add_finish_a_zero<C: Curve<N>>(&mut self, t: [&mut [u32; N]; 5]) {
        let [t0, t1, t2, t3, t4] = t;
        let Self { x: x3, y: y3, z: z3 } = self;
        *x3 = Self::three_b::<C>();
        C::field_mul_assign(t2, x3); // 21
        C::field_mul_assign(y3, x3); // 24
        C::field_add_into(x3, t0, t0); // 19
        C::field_add_assign(t0, x3); // 20: 3·X1X2
        C::field_add_into(z3, t1, t2); // 22
        C::field_sub_assign(t1, t2); // 23
        C::field_mul_into(x3, t3, t1); // 26 (into X3's slot)
        C::field_mul_into(t2, t4, y3); // 25 (into t2's)
        C::field_sub_assign(x3, t2); // 27
        C::field_mul_assign(y3, t0); // 28
        C::field_mul_assign(t1, z3); // 29
        C::field_add_assign(y3, t1); // 30
        C::field_mul_assign(t0, t3); // 31
        C::field_mul_assign(z3, t4); // 32
        C::field_add_assign(z3, t0); // 33
    }

    /// `2P` for any `P` on a curve with `a = 0` (RCB 2016, Algorithm 9), step by step as in the paper.
    /// Inlined into [`double_assign`](Self::double_assign), which selects it.
    #[inline(always)]
    fn double_assign_a_zero<C: Curve<N>>(&mut self) {
        let b3 = Self::three_b::<C>();
        let (x, y, z) = (&self.x, &self.y, &self.z);
        let mut t0 = C::field_square(y); // 1
        let mut z3 = C::field_double(&C::field_double(&C::field_double(&t0))); // 2-4: 8Y²
        let mut t1 = C::field_mul(y, z); // 5
        let mut t2 = C::field_square(z); // 6
        t2 = C::field_mul(&b3, &t2); // 7
        let mut x3 = C::field_mul(&t2, &z3); // 8
        let mut y3 = C::field_add(&t0, &t2); // 9
        z3 = C::field_mul(&t1, &z3); // 10
        t1 = C::field_double(&t2); // 11
        t2 = C::field_add(&t1, &t2); // 12
        t0 = C::field_sub(&t0, &t2); // 13
        y3 = C::field_mul(&t0, &y3); // 14
        y3 = C::field_add(&x3, &y3); // 15
        t1 = C::field_mul(x, y); // 16
        x3 = C::field_mul(&t0, &t1); // 17
        x3 = C::field_double(&x3); // 18
        *self = Self { x: x3, y: y3, z: z3 };
    }

    /// `k·P` for a **secret** scalar `k < 2^(32N)` (normal form), in constant time.
    ///
    /// Fixed window of [`WINDOW`] = 3 bits with signed digits in `[-4, 4]` (Booth recoding: each window
    /// reads 4 bits, overlapping its neighbour by one), so the table holds only `1P..4P`. Every window
    /// costs 3 doublings and one complete addition, whatever the digit; the table entry is found by
    /// scanning all entries with masked copies, and its sign applied by a masked negation.
    #[inline(always)]
    pub(crate) fn mul<C: Curve<N>>(&self, k: &[u32; N]) -> Self {
        let mut acc = Self::identity::<C>();
        Self::mul_with_table::<C>(&mut [*self; TABLE_LEN], k, &mut acc);
        acc
    }

    /// `acc = k·G` for a secret `k`, in constant time: with the curve's precomputed table when it has one
    /// ([`base_table`], CMOX "High"), else as [`mul`](Self::mul) (CMOX "Low"). `acc` is the identity on
    /// entry, and the caller's: a returned point was copied between frames.
    #[inline(always)]
    pub(crate) fn mul_generator<C: Curve<N>>(k: &[u32; N], acc: &mut Self) {
        if C::G_TABLE.is_empty() {
            Self::mul_with_table::<C>(&mut [Self::generator::<C>(); TABLE_LEN], k, acc);
        } else {
            base_table::mul_generator::<C, N>(k, acc);
        }
    }

    /// The body of [`mul`](Self::mul) on a table whose entries all hold `P` on entry (the caller's
    /// frame holds the table, so no copy of `P` is needed besides), into `acc`, the identity on entry
    /// (also the caller's: a returned point would be copied out of this frame); the table is wiped on
    /// exit.
    #[inline(never)]
    fn mul_with_table<C: Curve<N>>(table: &mut [Self; TABLE_LEN], k: &[u32; N], acc: &mut Self) {
        for i in 1..TABLE_LEN {
            // (i+1)P: double ((i+1)/2)P when i+1 is even, else add P (still in table[0]) to iP.
            if i % 2 == 1 {
                table[i] = table[i / 2];
                table[i].double_assign::<C>();
            } else {
                let (done, rest) = table.split_at_mut(i);
                rest[0] = done[i - 1];
                rest[0].add_assign::<C>(&done[0]);
            }
        }
        // 32N bits plus one for the carry of the top signed digit.
        let windows = (32 * N + WINDOW) / WINDOW;
        for w in (0..windows).rev() {
            if w != windows - 1 {
                for _ in 0..WINDOW {
                    acc.double_assign::<C>();
                }
            }
            let entry = Self::table_entry::<C>(table, window_bits(k, WINDOW * w, WINDOW));
            acc.add_assign::<C>(&entry);
        }
        table.iter_mut().for_each(Zeroize::zeroize);
    }

    /// The table entry for a Booth-recoded window: `digit·P` for `digit` in `[-2^(w-1), 2^(w-1)]` (the
    /// identity for 0), found by scanning every entry with masked copies and negated by a masked
    /// negation. Not inlined, so its temporaries stay out of the scalar multiplication's frame.
    #[inline(never)]
    fn table_entry<C: Curve<N>>(table: &[Self; TABLE_LEN], window: u32) -> Self {
        let (digit, negative) = booth_digit(window, WINDOW);
        let mut entry = Self::identity::<C>();
        for (i, candidate) in table.iter().enumerate() {
            let hit = (i as u32 + 1).ct_eq(&digit);
            if C::COMPACT {
                // One out-of-line masked word loop per coordinate instead of the unrolled select.
                let mask = 0u32.wrapping_sub(hit.unwrap_u8() as u32);
                masked_copy(&mut entry.x, &candidate.x, mask);
                masked_copy(&mut entry.y, &candidate.y, mask);
                masked_copy(&mut entry.z, &candidate.z, mask);
            } else {
                entry.conditional_assign(candidate, hit);
            }
        }
        entry.negate_if::<C>(negative);
        entry
    }

    /// `a·G + b·Q` for **public** scalars (signature verification): not constant time.
    ///
    /// Interleaved sliding windows (Straus–Shamir with windows of up to [`VERIFY_WINDOW`] bits): one
    /// doubling per bit, and one addition per odd window of each scalar, from tables of the odd multiples
    /// `1, 3, 5, 7` of `G` and `Q` — about 1 addition per 4 bits of each scalar, against 3 per 4 bits for
    /// a plain joint double-and-add.
    #[inline(never)]
    pub(crate) fn mul_add_vartime<C: Curve<N>>(a: &[u32; N], b: &[u32; N], q: &Self) -> Self {
        if !C::G_TABLE.is_empty() {
            // `a·G` from the precomputed table, `b·Q` by wNAF.
            return wnaf::mul_add_vartime::<C, N>(a, b, q);
        }
        let mut tables = [[*q; VERIFY_TABLE_LEN]; 2];
        tables[0][0] = Self::generator::<C>();
        for table in tables.iter_mut() {
            Self::fill_odd_multiples::<C>(table);
        }
        let scalars = [a, b];
        // Per scalar: the window being consumed, as (table index, bit position where it is added).
        let mut pending: [Option<(usize, usize)>; 2] = [None, None];
        let mut acc = Self::identity::<C>();
        // Doublings are counted and done in runs just before the next addition (Jacobian, see
        // `double_many_vartime`); the identity is never doubled.
        let mut doublings = 0;
        for bit in (0..32 * N).rev() {
            if !bool::from(acc.is_identity()) {
                doublings += 1;
            }
            for s in 0..2 {
                let k = scalars[s];
                if pending[s].is_none() && bit_of(k, bit) == 1 {
                    // The window runs from `bit` down to its lowest set bit within VERIFY_WINDOW bits.
                    let mut low = (bit + 1).saturating_sub(VERIFY_WINDOW);
                    while bit_of(k, low) == 0 {
                        low += 1;
                    }
                    let value = (low..=bit).rev().fold(0usize, |v, i| (v << 1) | bit_of(k, i) as usize);
                    pending[s] = Some((value / 2, low));
                }
                if let Some((index, position)) = pending[s] {
                    if position == bit {
                        acc.double_many_vartime::<C>(doublings);
                        doublings = 0;
                        acc.add_assign::<C>(&tables[s][index]);
                        pending[s] = None;
                    }
                }
            }
        }
        acc.double_many_vartime::<C>(doublings);
        acc
    }

    /// Fills `[P, 3P, 5P, 7P]` from `table[0] = P`, the table of one scalar of
    /// [`mul_add_vartime`](Self::mul_add_vartime); in place and not inlined, to keep the stack small.
    #[inline(never)]
    fn fill_odd_multiples<C: Curve<N>>(table: &mut [Self; VERIFY_TABLE_LEN]) {
        let mut twice = table[0];
        twice.double_assign::<C>();
        for i in 1..VERIFY_TABLE_LEN {
            table[i] = table[i - 1];
            table[i].add_assign::<C>(&twice);
        }
    }

    /// Whether `x(self) mod n == r` for a public point other than the identity and `r < n`, without an
    /// inversion: `x = X/Z` and `x < p < 2n`, so `x mod n == r` exactly when `X == r·Z`, or when
    /// `r + n < p` and `X == (r + n)·Z`.
    pub(crate) fn x_mod_order_is_vartime<C: Curve<N>>(&self, r: &[u32; N]) -> bool {
        let f = &C::P;
        if bool::from(ct_eq(&self.x, &C::field_mul(&f.to_montgomery(r), &self.z))) {
            return true;
        }
        let (r_plus_n, carry) = add_limbs(r, C::ORDER.modulus());
        carry == 0
            && bool::from(f.is_reduced(&r_plus_n))
            && bool::from(ct_eq(&self.x, &C::field_mul(&f.to_montgomery(&r_plus_n), &self.z)))
    }

    /// The affine curve-equation check (`y² = x³ - 3x + b`, or `y² = x³ + b` when `a = 0`) for
    /// coordinates in Montgomery form.
    pub(crate) fn is_on_curve<C: Curve<N>>(x: &[u32; N], y: &[u32; N]) -> Choice {
        ct_eq(&C::field_square(y), &Self::curve_rhs::<C>(x))
    }

    /// `x³ - 3x + b` (or `x³ + b` when `a = 0`) for `x` in Montgomery form.
    pub(crate) fn curve_rhs<C: Curve<N>>(x: &[u32; N]) -> [u32; N] {
        let x3 = C::field_mul(&C::field_square(x), x);
        if C::A_IS_ZERO {
            return C::field_add(&x3, &C::B);
        }
        let three_x = C::field_add(&C::field_double(x), x);
        C::field_add(&C::field_sub(&x3, &three_x), &C::B)
    }
}

impl<const N: usize> ConditionallySelectable for Point<N> {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        Self { x: select(&a.x, &b.x, choice), y: select(&a.y, &b.y, choice), z: select(&a.z, &b.z, choice) }
    }
}

/// `dst = src` where `mask` is all ones, unchanged where it is 0, word by word without a branch: the
/// table scan of the compact configuration ([`Curve::COMPACT`]), a short loop not inlined.
#[inline(never)]
fn masked_copy(dst: &mut [u32], src: &[u32], mask: u32) {
    for (d, s) in dst.iter_mut().zip(src) {
        *d ^= (*d ^ *s) & mask;
    }
}

/// `a &= mask` word by word (`mask` all ones or 0): a product by a `Z2` of 1 or 0 in
/// [`Point::add_affine_or_identity_assign`].
fn mask<const N: usize>(a: &mut [u32; N], mask: u32) {
    a.iter_mut().for_each(|w| *w &= mask);
}

/// The `width + 1` bits of `k` at positions `start - 1 ..= start + width - 1` (bit -1 and bits past the
/// top read as 0), the input of [`booth_digit`]. The position is public; only the value is secret.
pub(crate) fn window_bits<const N: usize>(k: &[u32; N], start: usize, width: usize) -> u32 {
    let mut bits = 0u32;
    for j in 0..=width {
        // Bit `start - 1 + j`; `checked_sub` skips bit -1, the bound skips bits past the top.
        let Some(bit) = (start + j).checked_sub(1).filter(|&b| b < 32 * N) else { continue };
        bits |= ((k[bit / 32] >> (bit % 32)) & 1) << j;
    }
    bits
}

/// Bit `i` of a public scalar.
pub(crate) fn bit_of<const N: usize>(k: &[u32; N], i: usize) -> u32 {
    (k[i / 32] >> (i % 32)) & 1
}

/// Booth recoding of a `width + 1`-bit window into a digit magnitude in `[0, 2^(width-1)]` and its
/// sign, branch-free (the recoding of OpenSSL's `ecp_nistz256`).
pub(crate) fn booth_digit(window: u32, width: usize) -> (u32, Choice) {
    let negative_mask = 0u32.wrapping_sub(window >> width);
    let complement = ((1 << (width + 1)) - 1) - window;
    let d = (complement & negative_mask) | (window & !negative_mask);
    let magnitude = (d >> 1) + (d & 1);
    (magnitude, Choice::from((negative_mask & 1) as u8))
}
