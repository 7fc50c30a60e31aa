//! `k·G` with a table of multiples of the generator precomputed into flash (CMOX "High" curve
//! definition), and the compile-time generation of that table.
//!
//! The scalar is cut into 4-bit windows recoded as signed digits `d_i` in `[-8, 8]` (Booth recoding, as
//! in [`Point::mul`]), so `k = Σ d_i·16^i`. Row `i` of the table holds the affine points `j·16^i·G` for
//! `j = 1..8`, so `k·G` is the sum of one entry per row, negated when its digit is negative: no
//! doubling at all, one addition per 4 bits of scalar (the "fixed-base windowing" of BearSSL's and
//! OpenSSL's `ecp_nistz256`, with 4-bit rather than 7-bit windows to keep the table small).
//!
//! | curve | rows (`8N + 1`) | table in flash | `k·G` | constant time |
//! | --- | --- | --- | --- | --- |
//! | P-256 | 65 | 65 × 8 × 64 B = **33,280 B** | 65 complete mixed additions (11M + 2 mult-by-b) | yes (full row scan) |
//! | P-384 | 97 | 97 × 8 × 96 B = **74,496 B** | 97 complete mixed additions | yes (full row scan) |
//!
//! Measured on the Cortex-M4 model with the generic Montgomery field (`bench/runner --profile`): P-256
//! ECDSA signing 2.63 M cycles with the table against 8.06 M without; verification 8.00 M against
//! 8.51 M (the doublings of `u2·Q` dominate it).
//!
//! * **Secret scalars** ([`mul_generator`]): every row costs one complete addition whatever the digit;
//!   the entry is found by reading all 8 entries of the row with masked copies (the row number is
//!   public, the entry index is not) and negated by a masked negation; for digit 0 the selection gives
//!   the identity `(0 : 1 : 0)`, which the addition takes as `Z2 = 0` (no copy of the sum to discard).
//! * **Public scalars** ([`mul_generator_vartime`], the `u1·G` of verification): zero digits are
//!   skipped and the entry is read directly.
//!
//! # Generation
//! The table is computed by the compiler (`const fn`, [`generate`]) from the curve's generator, so no
//! number in it is pasted from anywhere: each row is `B, 2B, ..., 8B` for `B = 16^i·G`, in Jacobian
//! coordinates with the classic `a = -3` formulas (the multiples `1..8` of a point of large prime
//! order never meet the formulas' exceptional cases: the doubling step is used for `2B`), then all
//! `8·rows` points are made affine with one inversion (Montgomery's batch-inversion trick). These
//! formulas assume `a = -3`: a table for an `a = 0` curve (secp256k1) needs the `a = 0` doubling. The
//! compile-time arithmetic works on 64-bit limbs (a quarter of the limb products: the compiler's
//! evaluation of the P-384 table stays short), so it needs an even number of 32-bit limbs.

use super::montgomery::select;
use super::point::{booth_digit, window_bits, Point};
use super::Curve;
use subtle::Choice;
use zeroize::Zeroize;

/// Width of a window: digits in `[-8, 8]`.
pub const WINDOW: usize = 4;
/// Entries per row: the multiples `1..=8` of the row's base point.
pub const ENTRIES: usize = 1 << (WINDOW - 1);

/// An affine point `[x, y]`, both coordinates in Montgomery form modulo `p`.
pub type AffinePoint<const N: usize> = [[u32; N]; 2];
/// One row of the table: `j·16^i·G` for `j = 1..=8`.
pub type TableRow<const N: usize> = [AffinePoint<N>; ENTRIES];

/// Rows of the table for a curve on `N` limbs: `32N` bits plus the carry of the top signed digit.
pub const fn rows(n: usize) -> usize {
    (32 * n + WINDOW) / WINDOW
}

/// `acc = k·G` for a **secret** `k < 2^(32N)` with the curve's table, in constant time (see the module
/// docs). `acc` is the caller's, the identity on entry: a returned point would be copied out of this frame.
#[inline(never)]
pub(crate) fn mul_generator<C: Curve<N>, const N: usize>(k: &[u32; N], acc: &mut Point<N>) {
    const { assert!(C::G_TABLE.is_empty() || C::G_TABLE.len() == rows(N), "a base-point table has rows(N) rows") };
    for (i, row) in C::G_TABLE.iter().enumerate() {
        let (digit, negative) = booth_digit(window_bits(k, WINDOW * i, WINDOW), WINDOW);
        add_row_entry::<C, N>(acc, row, digit, negative);
    }
}

/// `acc += digit·16^i·G` from row `i` for a secret digit magnitude in `[0, 8]` and sign: every entry is
/// read (masked copies), the sign applied by a masked negation, and the sum computed by one addition
/// whatever the digit: for digit 0 the selected point is the identity `(0 : 1 : 0)` (`Z2 = 0` of
/// [`Point::add_affine_or_identity_assign`]), so no copy of `acc` is kept to discard the sum with. Not
/// inlined, so its temporaries stay out of the caller's frame.
#[inline(never)]
fn add_row_entry<C: Curve<N>, const N: usize>(acc: &mut Point<N>, row: &TableRow<N>, digit: u32, negative: Choice) {
    // hits[j]: all ones for the entry of the digit (at most one), else 0. OR-ing the masked words of
    // every entry leaves exactly that entry (zeros for digit 0, whose y is then 1). Word by word, all
    // entries at once, so the masks stay in registers and each output word is stored once.
    let hits: [u32; ENTRIES] = core::array::from_fn(|j| equal_mask(j as u32 + 1, digit));
    let zero = equal_mask(digit, 0);
    let one = C::P.one();
    let mut x = [0u32; N];
    let mut y = [0u32; N];
    for w in 0..N {
        for (entry, hit) in row.iter().zip(hits) {
            x[w] |= entry[0][w] & hit;
            y[w] |= entry[1][w] & hit;
        }
        y[w] |= one[w] & zero;
    }
    let mut neg_y = C::field_sub(&[0; N], &y);
    y = select(&y, &neg_y, negative);
    acc.add_affine_or_identity_assign::<C>(&x, &y, !zero);
    x.zeroize();
    y.zeroize();
    neg_y.zeroize();
}

/// All ones when `a == b`, else 0, without a branch.
///
/// `(d | -d) >> 31` is 1 exactly when `d != 0`, but LLVM recognises that idiom as a comparison, and
/// hiding only the final mask left it free to compute `equal_mask(digit, 0)` as a select, which the
/// Armv6-M build compiled into a branch on the secret digit (found by `emcrypt-bench ct-check` on the
/// M0+). So `-d` and the 0/1 bit are hidden too: neither the idiom nor the bit's range is visible.
fn equal_mask(a: u32, b: u32) -> u32 {
    use crate::arch::hide;
    let d = a ^ b;
    let nonzero = hide((d | hide(d.wrapping_neg())) >> 31);
    nonzero.wrapping_sub(1)
}

/// `k·G` for a **public** `k < 2^(32N)` with the curve's table: zero digits skipped, entries read
/// directly. Not constant time.
#[inline(never)]
pub(crate) fn mul_generator_vartime<C: Curve<N>, const N: usize>(k: &[u32; N]) -> Point<N> {
    const { assert!(C::G_TABLE.is_empty() || C::G_TABLE.len() == rows(N), "a base-point table has rows(N) rows") };
    let mut acc = Point::identity::<C>();
    for (i, row) in C::G_TABLE.iter().enumerate() {
        let (digit, negative) = booth_digit(window_bits(k, WINDOW * i, WINDOW), WINDOW);
        if digit != 0 {
            let [x, mut y] = row[digit as usize - 1];
            if bool::from(negative) {
                y = C::P.neg(&y);
            }
            acc.add_affine_assign::<C>(&x, &y);
        }
    }
    acc
}

/// The table of curve `C` with `ROWS = rows(N)` rows, evaluated by the compiler (see the module docs).
pub const fn generate<C: Curve<N>, const N: usize, const ROWS: usize>() -> [TableRow<N>; ROWS] {
    assert!(ROWS == rows(N), "the table must have rows(N) rows");
    let f = ConstField::new(&widen(C::P.modulus()), &widen(&C::P.one()), N / 2);
    // Jacobian points (X, Y, Z) ↔ affine (X/Z², Y/Z³).
    let mut jacobian = [[[[0u64; WIDE]; 3]; ENTRIES]; ROWS];
    let mut base = [widen(&C::GX), widen(&C::GY), f.one];
    let mut i = 0;
    while i < ROWS {
        jacobian[i][0] = base;
        jacobian[i][1] = f.double(&base);
        let mut j = 2;
        while j < ENTRIES {
            jacobian[i][j] = f.add_points(&jacobian[i][j - 1], &base);
            j += 1;
        }
        base = f.double(&jacobian[i][ENTRIES - 1]); // 2 · 8B = 16B
        i += 1;
    }
    // Batch inversion: prefix[k] = Z_0 · ... · Z_k (in row-major order), one inversion of the total,
    // then walking back: Z_k^(-1) = (Z_0 ... Z_k)^(-1) · prefix[k-1].
    let mut prefix = [[[0u64; WIDE]; ENTRIES]; ROWS];
    let mut product = f.one;
    i = 0;
    while i < ROWS {
        let mut j = 0;
        while j < ENTRIES {
            product = f.mul(&product, &jacobian[i][j][2]);
            prefix[i][j] = product;
            j += 1;
        }
        i += 1;
    }
    let mut inverse = f.invert(&product); // (Z_0 ... Z_k)^(-1) for the current k
    let mut table = [[[[0u32; N]; 2]; ENTRIES]; ROWS];
    i = ROWS;
    while i > 0 {
        i -= 1;
        let mut j = ENTRIES;
        while j > 0 {
            j -= 1;
            let before = if j > 0 {
                prefix[i][j - 1]
            } else if i > 0 {
                prefix[i - 1][ENTRIES - 1]
            } else {
                f.one
            };
            let [x, y, z] = jacobian[i][j];
            let z_inv = f.mul(&inverse, &before);
            inverse = f.mul(&inverse, &z);
            let z_inv2 = f.mul(&z_inv, &z_inv);
            table[i][j] = [narrow(&f.mul(&x, &z_inv2)), narrow(&f.mul(&y, &f.mul(&z_inv2, &z_inv)))];
        }
    }
    table
}

/// Limbs of the compile-time arithmetic: 64-bit limbs (a quarter of the 32-bit limb products, which
/// keeps the compiler's evaluation of the P-384 table short), up to 9 of them (`N ≤ 18`).
const WIDE: usize = 9;
/// A field element of the compile-time arithmetic: `n` little-endian 64-bit limbs, the rest zero.
type Wide = [u64; WIDE];

/// `[u32; N]` → 64-bit limbs (`N` even, so `R = 2^(32N)` is the same in both: the Montgomery form of
/// the run-time arithmetic carries over unchanged).
const fn widen<const N: usize>(a: &[u32; N]) -> Wide {
    assert!(N % 2 == 0 && N / 2 <= WIDE, "the table generator needs an even number of 32-bit limbs");
    let mut out = [0u64; WIDE];
    let mut i = 0;
    while i < N {
        out[i / 2] |= (a[i] as u64) << (32 * (i % 2));
        i += 1;
    }
    out
}

/// 64-bit limbs → `[u32; N]`.
const fn narrow<const N: usize>(a: &Wide) -> [u32; N] {
    let mut out = [0u32; N];
    let mut i = 0;
    while i < N {
        out[i] = (a[i / 2] >> (32 * (i % 2))) as u32;
        i += 1;
    }
    out
}

/// Plain (variable-time) Montgomery arithmetic modulo `p` as `const fn`s, only for [`generate`] at
/// compile time: the run-time arithmetic is [`super::montgomery`]. Same value representation
/// (Montgomery form with `R = 2^(32N)`), so the generated table is read by the run-time code as is.
struct ConstField {
    m: Wide,
    /// `-m^(-1) mod 2^64`.
    m_neg_inv: u64,
    /// `R mod m`.
    one: Wide,
    /// Limbs in use.
    n: usize,
}

impl ConstField {
    const fn new(m: &Wide, one: &Wide, n: usize) -> Self {
        // Newton iteration for m^(-1) mod 2^64: each step doubles the number of correct low bits.
        let mut inv: u64 = 1;
        let mut i = 0;
        while i < 6 {
            inv = inv.wrapping_mul(2u64.wrapping_sub(m[0].wrapping_mul(inv)));
            i += 1;
        }
        Self { m: *m, m_neg_inv: inv.wrapping_neg(), one: *one, n }
    }

    /// `a·b·R^(-1) mod m` (CIOS), for `a, b < m`.
    const fn mul(&self, a: &Wide, b: &Wide) -> Wide {
        let (m, n) = (&self.m, self.n);
        let (mut t, mut t_hi) = ([0u64; WIDE], 0u64);
        let mut i = 0;
        while i < n {
            let mut carry = 0u128;
            let mut j = 0;
            while j < n {
                let s = (a[j] as u128) * (b[i] as u128) + t[j] as u128 + carry;
                t[j] = s as u64;
                carry = s >> 64;
                j += 1;
            }
            let s = t_hi as u128 + carry;
            t_hi = s as u64;
            let t_top = (s >> 64) as u64;
            let u = t[0].wrapping_mul(self.m_neg_inv);
            carry = ((u as u128) * (m[0] as u128) + t[0] as u128) >> 64;
            j = 1;
            while j < n {
                let s = (u as u128) * (m[j] as u128) + t[j] as u128 + carry;
                t[j - 1] = s as u64;
                carry = s >> 64;
                j += 1;
            }
            let s = t_hi as u128 + carry;
            t[n - 1] = s as u64;
            t_hi = t_top + (s >> 64) as u64;
            i += 1;
        }
        // (t_hi, t) < 2m: subtract m once if it is at least m.
        let (reduced, borrow) = self.sub_with_borrow(&t, m);
        if t_hi != 0 || !borrow {
            reduced
        } else {
            t
        }
    }

    const fn add(&self, a: &Wide, b: &Wide) -> Wide {
        let (sum, carry) = self.add_with_carry(a, b);
        let (reduced, borrow) = self.sub_with_borrow(&sum, &self.m);
        if carry || !borrow {
            reduced
        } else {
            sum
        }
    }

    const fn sub(&self, a: &Wide, b: &Wide) -> Wide {
        let (difference, borrow) = self.sub_with_borrow(a, b);
        if borrow {
            // a - b + m: adding m back wraps around 2^(64n) exactly once.
            self.add_with_carry(&difference, &self.m).0
        } else {
            difference
        }
    }

    /// `(a + b mod 2^(64n), carry out)`.
    const fn add_with_carry(&self, a: &Wide, b: &Wide) -> (Wide, bool) {
        let mut out = [0u64; WIDE];
        let mut carry = 0u128;
        let mut i = 0;
        while i < self.n {
            let s = a[i] as u128 + b[i] as u128 + carry;
            out[i] = s as u64;
            carry = s >> 64;
            i += 1;
        }
        (out, carry == 1)
    }

    /// `(a - b mod 2^(64n), a < b)`.
    const fn sub_with_borrow(&self, a: &Wide, b: &Wide) -> (Wide, bool) {
        let mut out = [0u64; WIDE];
        let mut borrow = false;
        let mut i = 0;
        while i < self.n {
            let (d, b1) = a[i].overflowing_sub(b[i]);
            let (d, b2) = d.overflowing_sub(borrow as u64);
            out[i] = d;
            borrow = b1 || b2;
            i += 1;
        }
        (out, borrow)
    }

    /// `a^(m-2) = a^(-1)` (Fermat; `m` prime), square-and-multiply from the top bit.
    const fn invert(&self, a: &Wide) -> Wide {
        let mut two = [0u64; WIDE];
        two[0] = 2;
        let (e, _) = self.sub_with_borrow(&self.m, &two);
        let mut r = self.one;
        let mut bit = 64 * self.n;
        while bit > 0 {
            bit -= 1;
            r = self.mul(&r, &r);
            if (e[bit / 64] >> (bit % 64)) & 1 == 1 {
                r = self.mul(&r, a);
            }
        }
        r
    }

    /// `2P` in Jacobian coordinates for `a = -3` (Bernstein–Lange `dbl-2001-b`); `P` not the identity.
    const fn double(&self, p: &[Wide; 3]) -> [Wide; 3] {
        let [x, y, z] = p;
        let delta = self.mul(z, z);
        let gamma = self.mul(y, y);
        let beta = self.mul(x, &gamma);
        let t = self.mul(&self.sub(x, &delta), &self.add(x, &delta));
        let alpha = self.add(&self.add(&t, &t), &t);
        let beta4 = self.add(&self.add(&beta, &beta), &self.add(&beta, &beta));
        let x3 = self.sub(&self.mul(&alpha, &alpha), &self.add(&beta4, &beta4));
        let yz = self.add(y, z);
        let z3 = self.sub(&self.sub(&self.mul(&yz, &yz), &gamma), &delta);
        let gamma2 = self.mul(&gamma, &gamma);
        let gamma2_4 = self.add(&self.add(&gamma2, &gamma2), &self.add(&gamma2, &gamma2));
        let y3 = self.sub(&self.mul(&alpha, &self.sub(&beta4, &x3)), &self.add(&gamma2_4, &gamma2_4));
        [x3, y3, z3]
    }

    /// `P + Q` in Jacobian coordinates (`add-2007-bl` without the `Z` shortcut); `P ≠ ±Q`, neither the
    /// identity.
    const fn add_points(&self, p: &[Wide; 3], q: &[Wide; 3]) -> [Wide; 3] {
        let ([x1, y1, z1], [x2, y2, z2]) = (p, q);
        let z1z1 = self.mul(z1, z1);
        let z2z2 = self.mul(z2, z2);
        let u1 = self.mul(x1, &z2z2);
        let u2 = self.mul(x2, &z1z1);
        let s1 = self.mul(y1, &self.mul(z2, &z2z2));
        let s2 = self.mul(y2, &self.mul(z1, &z1z1));
        let h = self.sub(&u2, &u1);
        let r = self.sub(&s2, &s1);
        let hh = self.mul(&h, &h);
        let hhh = self.mul(&h, &hh);
        let v = self.mul(&u1, &hh);
        let x3 = self.sub(&self.sub(&self.mul(&r, &r), &hhh), &self.add(&v, &v));
        let y3 = self.sub(&self.mul(&r, &self.sub(&v, &x3)), &self.mul(&s1, &hhh));
        let z3 = self.mul(&self.mul(z1, z2), &h);
        [x3, y3, z3]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ecc::{p256::P256, p384::P384};

    /// The compile-time arithmetic agrees with the run-time one (the table's generator relies on it).
    fn compare<C: Curve<N>, const N: usize>() {
        let p = &C::P;
        let f = ConstField::new(&widen(p.modulus()), &widen(&p.one()), N / 2);
        let (a, b) = (C::GX, C::GY);
        let (wa, wb) = (widen(&a), widen(&b));
        assert_eq!(narrow::<N>(&wa), a);
        assert_eq!(narrow::<N>(&f.mul(&wa, &wb)), p.mul(&a, &b));
        assert_eq!(narrow::<N>(&f.add(&wa, &wb)), p.add(&a, &b));
        assert_eq!(narrow::<N>(&f.sub(&wa, &wb)), p.sub(&a, &b));
        assert_eq!(narrow::<N>(&f.sub(&wb, &wa)), p.sub(&b, &a));
        assert_eq!(narrow::<N>(&f.invert(&wa)), p.invert(&a));
    }

    /// `k·G` from the table (constant-time and variable-time walks, both on the mixed addition) equals
    /// the table-less fixed-window `k·G` (projective additions), for edge scalars (0, 1, digits of 0
    /// and ±8, n - 1, n + 1 past the order) and random ones.
    fn table_matches_window<C: Curve<N>, T: Curve<N>, const N: usize>(k: &[u32; N]) {
        let expected = Point::generator::<C>().mul::<C>(k).affine_coordinates::<C>();
        let mut acc = Point::identity::<T>();
        mul_generator::<T, N>(k, &mut acc);
        assert_eq!(acc.affine_coordinates::<T>(), expected, "{k:x?}");
        assert_eq!(mul_generator_vartime::<T, N>(k).affine_coordinates::<T>(), expected, "{k:x?}");
    }

    #[test]
    fn table_multiplication_matches_fixed_window() {
        use crate::ecc::{p256::P256Table, p384::P384Table};
        let n = *P256::ORDER.modulus();
        let one = [1, 0, 0, 0, 0, 0, 0, 0];
        let n_minus_1 = super::super::montgomery::sub_limbs(&n, &one).0;
        let n_plus_1 = super::super::montgomery::add_limbs(&n, &one).0;
        let edges = [[0u32; 8], one, [0x8888_8888; 8], [0x0800_0008; 8], [0xf0f0_f0f0; 8], n_minus_1, n_plus_1];
        for k in &edges {
            table_matches_window::<P256, P256Table, 8>(k);
        }
        let mut state = 0x1234_5678_9abc_def0u64;
        for _ in 0..8 {
            let k256: [u32; 8] = core::array::from_fn(|_| {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                (state >> 32) as u32
            });
            table_matches_window::<P256, P256Table, 8>(&k256);
            let k384: [u32; 12] = core::array::from_fn(|i| k256[i % 8].rotate_left(i as u32));
            table_matches_window::<P384, P384Table, 12>(&k384);
        }
    }

    /// The mixed addition equals the projective one with `Z2 = 1`, including its complete cases
    /// (identity on the left, `P + P`, `P + (-P)`), and adds the identity `(0 : ±1 : 0)` as `Z2 = 0`.
    #[test]
    fn mixed_addition_matches_projective() {
        let g = Point::generator::<P256>();
        let mut two_g = g;
        two_g.double_assign::<P256>();
        let mut neg_g = g;
        neg_g.negate_if::<P256>(Choice::from(1));
        let (gx, gy) = (P256::GX, P256::GY);
        for left in [Point::identity::<P256>(), g, two_g, neg_g] {
            let mut projective = left;
            projective.add_assign::<P256>(&g);
            let mut mixed = left;
            mixed.add_affine_assign::<P256>(&gx, &gy);
            assert_eq!(mixed.affine_coordinates::<P256>(), projective.affine_coordinates::<P256>());
            assert_eq!(bool::from(mixed.is_identity()), bool::from(projective.is_identity()));
            for y in [P256::P.one(), P256::P.neg(&P256::P.one())] {
                let mut plus_identity = left;
                plus_identity.add_affine_or_identity_assign::<P256>(&[0; 8], &y, 0);
                assert_eq!(plus_identity.affine_coordinates::<P256>(), left.affine_coordinates::<P256>());
                assert_eq!(bool::from(plus_identity.is_identity()), bool::from(left.is_identity()));
            }
        }
    }

    #[test]
    fn compile_time_arithmetic_matches_runtime() {
        compare::<P256, 8>();
        compare::<P384, 12>();
    }
}
