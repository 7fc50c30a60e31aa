//! Constant-time base-point multiplication with a precomputed table in flash (ref10's layout).
//!
//! The table holds `j * 256^i * B` for i in 0..32 and j in 1..=8, in affine prepared form
//! (y+x, y-x, 2dxy): 256 entries x 3 field elements x 32 bytes (packed radix 2^32) = **24,576 bytes**
//! of constant data (30,720 on Armv6-M, whose run-time field is the 40-byte radix-2^25.5 one).
//! It is computed at compile time by `const fn` evaluation of the same point formulas on the
//! radix-2^25.5 field ([`super::point::compile_time`]), then converted entry by entry to the run-time
//! field through the canonical encodings, so no generated file needs trusting; a test recomputes every
//! entry at run time on the run-time field, and the RFC 8032 vectors check it end to end.
//!
//! With signed radix-16 digits e[0..64] of k: `[k]B = 16 * sum(e[2i+1] 256^i B) + sum(e[2i] 256^i B)`:
//! 32 table additions, 4 doublings, 32 more additions. Each lookup scans the 8 entries of its row with
//! masked selects, so the addresses read do not depend on the scalar (CMOX "OptHigh").

use super::field::FieldElement as Fe;
use super::point::compile_time;
use super::point::{AffineCached, EdwardsPoint};
use super::scalar_mul::{radix16, select, BasepointMul};

const ROWS: usize = 32;

/// Size of the table in bytes.
pub const TABLE_BYTES: usize = core::mem::size_of::<[[AffineCached; 8]; ROWS]>();

static TABLE: [[AffineCached; 8]; ROWS] = {
    let built = build_table();
    let mut table = [[AffineCached::IDENTITY; 8]; ROWS];
    let mut n = 0;
    while n < ROWS * 8 {
        table[n / 8][n % 8] = AffineCached::from_compile_time(&built[n / 8][n % 8]);
        n += 1;
    }
    table
};

/// `TABLE[i][j-1] = j * 256^i * B` on the compile-time field, with one batched inversion for all 256
/// Z coordinates.
const fn build_table() -> [[compile_time::AffineCached; 8]; ROWS] {
    use compile_time::{AffineCached, EdwardsPoint};
    let mut points = [[EdwardsPoint::IDENTITY; 8]; ROWS];
    let mut row_base = EdwardsPoint::BASEPOINT;
    let mut i = 0;
    while i < ROWS {
        let mut multiple = row_base;
        points[i][0] = row_base;
        let mut j = 1;
        while j < 8 {
            multiple = multiple.add(&row_base);
            points[i][j] = multiple;
            j += 1;
        }
        row_base = row_base.double_n(8);
        i += 1;
    }
    // Montgomery's trick: prefix[n] = Z_0 * ... * Z_n, one inversion, then walk back.
    let mut prefix = [Fe::ONE; ROWS * 8];
    let mut acc = Fe::ONE;
    let mut n = 0;
    while n < ROWS * 8 {
        acc = acc.mul(&points[n / 8][n % 8].z);
        prefix[n] = acc;
        n += 1;
    }
    let mut inv = acc.invert(); // 1 / (Z_0 ... Z_255)
    let mut table = [[AffineCached::IDENTITY; 8]; ROWS];
    let mut n = ROWS * 8;
    while n > 0 {
        n -= 1;
        let p = &points[n / 8][n % 8];
        let z_inv = if n == 0 { inv } else { inv.mul(&prefix[n - 1]) };
        table[n / 8][n % 8] = p.to_affine_cached(&z_inv);
        inv = inv.mul(&p.z);
    }
    table
}

/// Base-point multiplication with the 30 KB flash table (CMOX "OptHigh"; the default).
#[derive(Clone, Copy, Debug, Default)]
pub struct PrecomputedTable;

impl BasepointMul for PrecomputedTable {
    fn mul_base(k: &[u8; 32]) -> EdwardsPoint {
        let mut e = radix16(k);
        let mut acc = EdwardsPoint::IDENTITY;
        for i in (1..64).step_by(2) {
            acc = acc.add_affine(&select(&TABLE[i / 2], e[i])).to_extended();
        }
        acc = acc.double_n(4);
        for i in (0..64).step_by(2) {
            acc = acc.add_affine(&select(&TABLE[i / 2], e[i])).to_extended();
        }
        zeroize::Zeroize::zeroize(&mut e);
        acc
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
