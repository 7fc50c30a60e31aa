//! Constant-time base-point multiplication with a precomputed table in flash (ref10's layout).
//!
//! The table holds `j * 256^i * B` for i in 0..32 and j in 1..=8, in affine prepared form
//! (y+x, y-x, 2dxy): 256 entries x 3 field elements x 32 bytes (packed radix 2^32) = **24,576 bytes**
//! of constant data (30,720 on Armv6-M, whose run-time field is the 40-byte radix-2^25.5 one).
//! It is computed at compile time by `const fn` evaluation of the same point formulas on the
//! radix-2^25.5 field (`point::compile_time`), then converted entry by entry to the run-time
//! field through the canonical encodings, so no generated file needs trusting; a test recomputes every
//! entry at run time on the run-time field, and the RFC 8032 vectors check it end to end.
//!
//! With signed radix-16 digits e[0..64] of k: `[k]B = 16 * sum(e[2i+1] 256^i B) + sum(e[2i] 256^i B)`:
//! 32 table additions, 4 doublings, 32 more additions. Each lookup scans the 8 entries of its row with
//! masked selects, so the addresses read do not depend on the scalar (CMOX "OptHigh").

use super::field::FieldElement as Fe;
use super::point::compile_time;
use super::point::{AffineCached, Cached, EdwardsPoint, Prepared};
use super::scalar_mul::{radix16, select, BasepointMul};
use super::scalar_mul_vartime;

const ROWS: usize = 32;

/// Size of the table in bytes.
pub const TABLE_BYTES: usize = core::mem::size_of::<[[AffineCached; 8]; ROWS]>();

static TABLE: [[AffineCached; 8]; ROWS] = {
    let built = build_table();
    let mut table = [[AffineCached::IDENTITY; 8]; ROWS];
    let mut n = 0;
    while n < ROWS * 8 {
        table[n / 8][n % 8] = AffineCached::from_compile_time(&built[n]);
        n += 1;
    }
    table
};

/// `j * 256^i * B` at index `8 i + j - 1`, on the compile-time field, in affine prepared form.
const fn build_table() -> [compile_time::AffineCached; ROWS * 8] {
    use compile_time::EdwardsPoint;
    let mut points = [EdwardsPoint::IDENTITY; ROWS * 8];
    let mut row_base = EdwardsPoint::BASEPOINT;
    let mut i = 0;
    while i < ROWS {
        let mut multiple = row_base;
        points[8 * i] = row_base;
        let mut j = 1;
        while j < 8 {
            multiple = multiple.add(&row_base);
            points[8 * i + j] = multiple;
            j += 1;
        }
        row_base = row_base.double_n(8);
        i += 1;
    }
    to_affine_cached_batch(&points)
}

/// Points to the affine prepared form with one inversion for all their Z coordinates (Montgomery's
/// trick: prefix[n] = Z_0 * ... * Z_n, one inversion, then walk back).
const fn to_affine_cached_batch<const N: usize>(
    points: &[compile_time::EdwardsPoint; N],
) -> [compile_time::AffineCached; N] {
    let mut prefix = [Fe::ONE; N];
    let mut acc = Fe::ONE;
    let mut n = 0;
    while n < N {
        acc = acc.mul(&points[n].z);
        prefix[n] = acc;
        n += 1;
    }
    let mut inv = acc.invert(); // 1 / (Z_0 ... Z_(N-1))
    let mut out = [compile_time::AffineCached::IDENTITY; N];
    let mut n = N;
    while n > 0 {
        n -= 1;
        let p = &points[n];
        let z_inv = if n == 0 { inv } else { inv.mul(&prefix[n - 1]) };
        out[n] = p.to_affine_cached(&z_inv);
        inv = inv.mul(&p.z);
    }
    out
}

/// Width of the base point's NAF in verification: odd multiples up to 127 B; up to 31 B on Armv6-M,
/// whose on-target test board has 256 KiB of flash.
const ODD_WIDTH: u32 = if cfg!(all(target_arch = "arm", not(target_has_atomic = "32"))) { 6 } else { 8 };
/// Number of odd multiples in [`ODD_MULTIPLES`].
const ODD_COUNT: usize = 1 << (ODD_WIDTH - 2);

/// B, 3B, 5B, ..., 127B (64 affine prepared points, 6,144 bytes on the packed field; 16 on Armv6-M):
/// the base point's side of the joint multiplication in verification, built at compile time like
/// [`TABLE`].
static ODD_MULTIPLES: [AffineCached; ODD_COUNT] = {
    use compile_time::EdwardsPoint;
    let b = EdwardsPoint::BASEPOINT;
    let two_b = b.double_n(1);
    let mut points = [b; ODD_COUNT];
    let mut n = 1;
    while n < ODD_COUNT {
        points[n] = points[n - 1].add(&two_b);
        n += 1;
    }
    let affine = to_affine_cached_batch(&points);
    let mut table = [AffineCached::IDENTITY; ODD_COUNT];
    let mut n = 0;
    while n < ODD_COUNT {
        table[n] = AffineCached::from_compile_time(&affine[n]);
        n += 1;
    }
    table
};

/// Base-point multiplication with the 30 KB flash table (CMOX "OptHigh"; the default).
#[derive(Clone, Copy, Debug, Default)]
pub struct PrecomputedTable;

impl BasepointMul for PrecomputedTable {
    fn mul_base(k: &[u8; 32]) -> EdwardsPoint {
        let mut e = radix16(k);
        let mut acc = EdwardsPoint::IDENTITY;
        for i in (1..64).step_by(2) {
            acc.add_affine_assign(&select(&TABLE[i / 2], e[i]));
        }
        acc.double_n_assign(4);
        for i in (0..64).step_by(2) {
            acc.add_affine_assign(&select(&TABLE[i / 2], e[i]));
        }
        zeroize::Zeroize::zeroize(&mut e);
        acc
    }

    /// `[a]A + [b]B` (public inputs): `a` by a width-5 NAF from A's odd multiples in RAM, `b` by a
    /// width-8 NAF from [`ODD_MULTIPLES`] in flash (~28 additions instead of ~43 and no table to build).
    fn double_mul_base_vartime(a: &[u8; 32], big_a: &EdwardsPoint, b: &[u8; 32]) -> EdwardsPoint {
        let naf_a = scalar_mul_vartime::non_adjacent_form(a, 5);
        let naf_b = scalar_mul_vartime::non_adjacent_form(b, ODD_WIDTH);
        let mut odd_a = [<Cached as Prepared>::IDENTITY; 8];
        scalar_mul_vartime::fill_odd_multiples(&mut odd_a, big_a);
        scalar_mul_vartime::sum_vartime((&naf_a, &odd_a), (&naf_b, &ODD_MULTIPLES))
    }
}

#[cfg(test)]
mod tests {
    use super::super::scalar_mul::NoTable;
    use super::*;

    /// Every entry of the compile-time table, converted, equals `j 256^i B` computed now on the
    /// run-time field (additions and doublings from B, one inversion per entry).
    #[test]
    fn table_matches_the_run_time_field() {
        let mut row_base = EdwardsPoint::BASEPOINT;
        for row in TABLE.iter() {
            let mut multiple = row_base;
            for entry in row {
                let expected = multiple.to_affine_cached(&multiple.z.invert());
                assert_eq!(entry.y_plus_x.to_bytes(), expected.y_plus_x.to_bytes());
                assert_eq!(entry.y_minus_x.to_bytes(), expected.y_minus_x.to_bytes());
                assert_eq!(entry.xy2d.to_bytes(), expected.xy2d.to_bytes());
                multiple = multiple.add(&row_base);
            }
            row_base = row_base.double_n(8);
        }
    }

    #[test]
    fn table_and_window_agree() {
        assert_eq!(TABLE_BYTES, 256 * 3 * core::mem::size_of::<super::super::point::Fe>());
        assert_eq!(TABLE_BYTES, 24_576); // host: the packed field
        let mut k = [0u8; 32];
        for (i, b) in k.iter_mut().enumerate() {
            *b = (i as u8).wrapping_mul(151).wrapping_add(7);
        }
        k[31] &= 0x7f;
        assert_eq!(PrecomputedTable::mul_base(&k).compress(), NoTable::mul_base(&k).compress());
        let mut one = [0u8; 32];
        one[0] = 1;
        assert_eq!(PrecomputedTable::mul_base(&one).compress(), EdwardsPoint::BASEPOINT.compress());
    }

    /// The flash table of odd multiples against run-time additions, and the joint multiplication
    /// against the table-free default.
    #[test]
    fn odd_multiples_and_joint_multiplication() {
        let b = EdwardsPoint::BASEPOINT;
        let two_b = b.double_n(1);
        let mut multiple = b;
        for entry in &ODD_MULTIPLES {
            let expected = multiple.to_affine_cached(&multiple.z.invert());
            assert_eq!(entry.y_plus_x.to_bytes(), expected.y_plus_x.to_bytes());
            assert_eq!(entry.y_minus_x.to_bytes(), expected.y_minus_x.to_bytes());
            assert_eq!(entry.xy2d.to_bytes(), expected.xy2d.to_bytes());
            multiple = multiple.add(&two_b);
        }
        let big_a = b.double_n(7).neg();
        let mut k = [0u8; 32];
        let mut s = [0u8; 32];
        for i in 0..32 {
            k[i] = (i as u8).wrapping_mul(77).wrapping_add(1);
            s[i] = (i as u8).wrapping_mul(13) ^ 0xa7;
        }
        k[31] &= 0x0f;
        s[31] &= 0x0f;
        let expected = NoTable::double_mul_base_vartime(&k, &big_a, &s).compress();
        assert_eq!(PrecomputedTable::double_mul_base_vartime(&k, &big_a, &s).compress(), expected);
        let direct = super::super::scalar_mul::mul(&big_a, &k).add(&NoTable::mul_base(&s)).compress();
        assert_eq!(expected, direct);
    }

    #[test]
    fn group_order_and_top_bit() {
        // [L]B is the identity and [L - 1]B = -B, with both variants.
        let mut l = [0u8; 32];
        l[..16].copy_from_slice(&[
            0xed, 0xd3, 0xf5, 0x5c, 0x1a, 0x63, 0x12, 0x58, 0xd6, 0x9c, 0xf7, 0xa2, 0xde, 0xf9, 0xde, 0x14,
        ]);
        l[31] = 0x10;
        let identity = EdwardsPoint::IDENTITY.compress();
        assert_eq!(PrecomputedTable::mul_base(&l).compress(), identity);
        assert_eq!(NoTable::mul_base(&l).compress(), identity);
        l[0] -= 1;
        let minus_b = EdwardsPoint::BASEPOINT.neg().compress();
        assert_eq!(PrecomputedTable::mul_base(&l).compress(), minus_b);
        assert_eq!(NoTable::mul_base(&l).compress(), minus_b);
        // bit 255 is ignored, never a wrong table index
        let ones = [0xffu8; 32];
        let mut low = ones;
        low[31] = 0x7f;
        assert_eq!(PrecomputedTable::mul_base(&ones).compress(), NoTable::mul_base(&low).compress());
    }
}
