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
//! | P-256 | 65 | 65 × 8 × 64 B = **33,280 B** | 65 complete additions | yes (full row scan) |
//! | P-384 | 97 | 97 × 8 × 96 B = **74,496 B** | 97 complete additions | yes (full row scan) |
//!
//! * **Secret scalars** ([`mul_generator`]): every row costs one complete addition whatever the digit;
//!   the entry is found by reading all 8 entries of the row with masked copies (the row number is
//!   public, the entry index is not), negated by a masked negation, and replaced by the identity by a
//!   masked copy when the digit is 0.
//! * **Public scalars** ([`mul_generator_vartime`], the `u1·G` of verification): zero digits are
//!   skipped and the entry is read directly.
//!
//! # Generation
//! The table is computed by the compiler (`const fn`, [`generate`]) from the curve's generator, so no
//! number in it is pasted from anywhere: each row is `B, 2B, ..., 8B` for `B = 16^i·G`, in Jacobian
//! coordinates with the classic `a = -3` formulas (the multiples `1..8` of a point of large prime
//! order never meet the formulas' exceptional cases: the doubling step is used for `2B`), then all
//! `8·rows` points are made affine with one inversion (Montgomery's batch-inversion trick). These
//! formulas assume `a = -3`: a table for an `a = 0` curve (secp256k1) needs the `a = 0` doubling.

use super::montgomery::select;
use super::point::{booth_digit, window_bits, Point};
use super::Curve;
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};
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

/// `k·G` for a **secret** `k < 2^(32N)` with the curve's table, in constant time (see the module docs).
#[inline(never)]
pub(crate) fn mul_generator<C: Curve<N>, const N: usize>(k: &[u32; N]) -> Point<N> {
    const { assert!(C::G_TABLE.is_empty() || C::G_TABLE.len() == rows(N), "a base-point table has rows(N) rows") };
    let mut acc = Point::identity::<C>();
    for (i, row) in C::G_TABLE.iter().enumerate() {
        let (digit, negative) = booth_digit(window_bits(k, WINDOW * i, WINDOW), WINDOW);
        let mut entry = row_entry::<C, N>(row, digit, negative);
        acc.add_assign::<C>(&entry);
        entry.zeroize();
    }
    acc
}

/// `digit·16^i·G` from row `i` for a secret digit magnitude in `[0, 8]` and sign: every entry is read
/// (masked copies), the sign applied by a masked negation, the identity substituted for digit 0.
/// Not inlined, so its temporaries stay out of the caller's frame.
#[inline(never)]
fn row_entry<C: Curve<N>, const N: usize>(row: &TableRow<N>, digit: u32, negative: Choice) -> Point<N> {
    let mut x = [0u32; N];
    let mut y = [0u32; N];
    for (j, entry) in row.iter().enumerate() {
        let hit = (j as u32 + 1).ct_eq(&digit);
        x = select(&x, &entry[0], hit);
        y = select(&y, &entry[1], hit);
    }
    let mut point = Point::from_affine::<C>(x, y);
    x.zeroize();
    y.zeroize();
    point.negate_if::<C>(negative);
    point.conditional_assign(&Point::identity::<C>(), digit.ct_eq(&0));
    point
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
            let [x, y] = row[digit as usize - 1];
            let mut entry = Point::from_affine::<C>(x, y);
            entry.negate_if::<C>(negative);
            acc.add_assign::<C>(&entry);
        }
    }
    acc
}

/// The table of curve `C` with `ROWS = rows(N)` rows, evaluated by the compiler (see the module docs).
pub const fn generate<C: Curve<N>, const N: usize, const ROWS: usize>() -> [TableRow<N>; ROWS] {
    assert!(ROWS == rows(N), "the table must have rows(N) rows");
    let f = ConstField::new(C::P.modulus(), C::P.one());
    // Jacobian points (X, Y, Z) ↔ affine (X/Z², Y/Z³).
    let mut jacobian = [[[[0u32; N]; 3]; ENTRIES]; ROWS];
    let mut base = [C::GX, C::GY, f.one];
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
    let mut prefix = [[[0u32; N]; ENTRIES]; ROWS];
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
            table[i][j] = [f.mul(&x, &z_inv2), f.mul(&y, &f.mul(&z_inv2, &z_inv))];
        }
    }
    table
}

/// Plain (variable-time) Montgomery arithmetic modulo `p` as `const fn`s, only for [`generate`] at
/// compile time: the run-time arithmetic is [`super::montgomery`]. Same representation (Montgomery form
/// with `R = 2^(32N)`), so the generated table is read by the run-time code as is.
struct ConstField<const N: usize> {
    m: [u32; N],
    /// `-m^(-1) mod 2^32`.
    m_neg_inv: u32,
    /// `R mod m`.
    one: [u32; N],
}

impl<const N: usize> ConstField<N> {
    const fn new(m: &[u32; N], one: [u32; N]) -> Self {
        // Newton iteration for m^(-1) mod 2^32.
        let mut inv: u32 = 1;
        let mut i = 0;
        while i < 5 {
            inv = inv.wrapping_mul(2u32.wrapping_sub(m[0].wrapping_mul(inv)));
            i += 1;
        }
        Self { m: *m, m_neg_inv: inv.wrapping_neg(), one }
    }

    /// `a·b·R^(-1) mod m` (CIOS), for `a, b < m`.
    const fn mul(&self, a: &[u32; N], b: &[u32; N]) -> [u32; N] {
        let m = &self.m;
        let (mut t, mut t_hi) = ([0u32; N], 0u32);
        let mut i = 0;
        while i < N {
            let mut carry = 0u64;
            let mut j = 0;
            while j < N {
                let s = (a[j] as u64) * (b[i] as u64) + t[j] as u64 + carry;
                t[j] = s as u32;
                carry = s >> 32;
                j += 1;
            }
            let s = t_hi as u64 + carry;
            t_hi = s as u32;
            let t_top = (s >> 32) as u32;
            let u = t[0].wrapping_mul(self.m_neg_inv);
            carry = ((u as u64) * (m[0] as u64) + t[0] as u64) >> 32;
            j = 1;
            while j < N {
                let s = (u as u64) * (m[j] as u64) + t[j] as u64 + carry;
                t[j - 1] = s as u32;
                carry = s >> 32;
                j += 1;
            }
            let s = t_hi as u64 + carry;
            t[N - 1] = s as u32;
            t_hi = t_top + (s >> 32) as u32;
            i += 1;
        }
        // (t_hi, t) < 2m: subtract m once if it is at least m.
        let (reduced, borrow) = sub_with_borrow(&t, m);
        if t_hi != 0 || !borrow {
            reduced
        } else {
            t
        }
    }

    const fn add(&self, a: &[u32; N], b: &[u32; N]) -> [u32; N] {
        let mut sum = [0u32; N];
        let mut carry = 0u64;
        let mut i = 0;
        while i < N {
            let s = a[i] as u64 + b[i] as u64 + carry;
            sum[i] = s as u32;
            carry = s >> 32;
            i += 1;
        }
        let (reduced, borrow) = sub_with_borrow(&sum, &self.m);
        if carry != 0 || !borrow {
            reduced
        } else {
            sum
        }
    }

    const fn sub(&self, a: &[u32; N], b: &[u32; N]) -> [u32; N] {
        let (difference, borrow) = sub_with_borrow(a, b);
        if borrow {
            // a - b + m: adding m back wraps around 2^(32N) exactly once.
            let mut out = [0u32; N];
            let mut carry = 0u64;
            let mut i = 0;
            while i < N {
                let s = difference[i] as u64 + self.m[i] as u64 + carry;
                out[i] = s as u32;
                carry = s >> 32;
                i += 1;
            }
            out
        } else {
            difference
        }
    }

    /// `a^(m-2) = a^(-1)` (Fermat; `m` prime), square-and-multiply from the top bit.
    const fn invert(&self, a: &[u32; N]) -> [u32; N] {
        let mut two = [0u32; N];
        two[0] = 2;
        let (e, _) = sub_with_borrow(&self.m, &two);
        let mut r = self.one;
        let mut bit = 32 * N;
        while bit > 0 {
            bit -= 1;
            r = self.mul(&r, &r);
            if (e[bit / 32] >> (bit % 32)) & 1 == 1 {
                r = self.mul(&r, a);
            }
        }
        r
    }

    /// `2P` in Jacobian coordinates for `a = -3` (Bernstein–Lange `dbl-2001-b`); `P` not the identity.
    const fn double(&self, p: &[[u32; N]; 3]) -> [[u32; N]; 3] {
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
    const fn add_points(&self, p: &[[u32; N]; 3], q: &[[u32; N]; 3]) -> [[u32; N]; 3] {
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

/// `(a - b mod 2^(32N), a < b)`: the difference and the borrow out of the top (compile time only).
const fn sub_with_borrow<const N: usize>(a: &[u32; N], b: &[u32; N]) -> ([u32; N], bool) {
    let mut out = [0u32; N];
    let mut borrow = 0u64;
    let mut i = 0;
    while i < N {
        let d = (a[i] as u64).wrapping_sub(b[i] as u64).wrapping_sub(borrow);
        out[i] = d as u32;
        borrow = (d >> 63) & 1;
        i += 1;
    }
    (out, borrow == 1)
}

#[cfg(test)]
mod tests {
    use super::super::montgomery::sub_limbs;
    use super::*;

    /// The run-time borrow chain and the compile-time one agree (the table's generator relies on it).
    #[test]
    fn const_subtraction_matches_runtime() {
        let a = [0u32, 5, 0xffff_ffff, 7];
        let b = [1u32, 6, 3, 2];
        let (ours, borrow) = sub_with_borrow(&a, &b);
        assert_eq!((ours, borrow as u32), sub_limbs(&a, &b));
        assert!(sub_with_borrow(&b, &a).1 && !sub_with_borrow(&a, &a).1);
    }
}
