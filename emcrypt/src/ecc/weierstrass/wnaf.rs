//! `u1·G + u2·Q` for signature verification on a curve with a precomputed base-point table: `u1·G` from
//! the table ([`base_table::mul_generator_vartime`], no doubling), `u2·Q` by the width-5 non-adjacent
//! form (wNAF). Variable time: verification only handles public data.
//!
//! | part | technique | cost (P-256) | stack |
//! | --- | --- | --- | --- |
//! | `u1·G` | fixed-base windows from flash, zero digits skipped | ≤ 65 additions | — |
//! | `u2·Q` | wNAF, width 5: odd digits in `[-15, 15]`, at least 4 zeros between two non-zero digits | 256 doublings + ~43 additions, + 8 for the table | 8 projective points (768 B on P-256) + 257 digit bytes |
//!
//! Against the interleaved sliding windows of the table-less variant ([`Point::mul_add_vartime`]),
//! this saves about 20 of the ~128 additions; the doublings of `u2·Q` remain the bulk of the work.

use super::base_table;
use super::point::{bit_of, Point};
use super::Curve;
use subtle::Choice;

/// wNAF width: digits are odd and below `2^(WIDTH-1)` in magnitude.
const WIDTH: usize = 5;
/// Odd multiples `1, 3, ..., 15` of `Q`.
const TABLE_LEN: usize = 1 << (WIDTH - 2);

/// `u1·G + u2·Q` for **public** scalars below `2^(32N)`, with the curve's base-point table.
#[inline(never)]
pub(crate) fn mul_add_vartime<C: Curve<N>, const N: usize>(u1: &[u32; N], u2: &[u32; N], q: &Point<N>) -> Point<N> {
    let mut acc = mul_vartime::<C, N>(u2, q);
    acc.add_assign::<C>(&base_table::mul_generator_vartime::<C, N>(u1));
    acc
}

/// `k·Q` for a public `k < 2^(32N)` by wNAF, left to right.
#[inline(never)]
fn mul_vartime<C: Curve<N>, const N: usize>(k: &[u32; N], q: &Point<N>) -> Point<N> {
    let (digits, top) = wnaf_digits(k);
    let table = odd_multiples::<C, N>(q);
    let mut acc = Point::identity::<C>();
    // Doublings are counted and done in runs before each addition, in Jacobian coordinates
    // (`Point::double_many_vartime`); the identity is never doubled.
    let mut doublings = 0;
    for position in (0..=32 * N).rev() {
        if !bool::from(acc.is_identity()) {
            doublings += 1;
        }
        let digit = if position == 32 * N { top } else { digits[position / 32][position % 32] };
        if digit != 0 {
            acc.double_many_vartime::<C>(doublings);
            doublings = 0;
            let mut entry = table[(digit.unsigned_abs() as usize - 1) / 2];
            entry.negate_if::<C>(Choice::from((digit < 0) as u8));
            acc.add_assign::<C>(&entry);
        }
    }
    acc.double_many_vartime::<C>(doublings);
    acc
}

/// `[Q, 3Q, 5Q, ..., 15Q]`.
fn odd_multiples<C: Curve<N>, const N: usize>(q: &Point<N>) -> [Point<N>; TABLE_LEN] {
    let mut twice = *q;
    twice.double_assign::<C>();
    let mut table = [*q; TABLE_LEN];
    for i in 1..TABLE_LEN {
        table[i] = table[i - 1];
        table[i].add_assign::<C>(&twice);
    }
    table
}

/// The width-[`WIDTH`] NAF of `k`: `k = Σ d_i·2^i` with every non-zero `d_i` odd, `|d_i| < 2^(WIDTH-1)`,
/// and at most one non-zero digit in any `WIDTH` consecutive positions. Digits `0..32N` come as
/// `N` rows of 32 (position `i` at `[i / 32][i % 32]`), and the digit at position `32N` apart (it is 0
/// or 1: the carry out of the top window).
fn wnaf_digits<const N: usize>(k: &[u32; N]) -> ([[i8; 32]; N], i8) {
    let mut digits = [[0i8; 32]; N];
    let mut top = 0i8;
    let mut carry = 0u32;
    let mut position = 0;
    while position <= 32 * N {
        // The next WIDTH bits from `position` (bits past the top read as 0), plus the pending carry.
        let bits = (0..WIDTH).filter(|j| position + j < 32 * N).fold(0u32, |v, j| v | (bit_of(k, position + j) << j));
        let window = bits + carry;
        if window & 1 == 0 {
            position += 1;
            continue;
        }
        // An odd window: take a signed digit, carrying into the next windows when it is negative.
        let digit = if window < 1 << (WIDTH - 1) {
            carry = 0;
            window as i8
        } else {
            carry = 1;
            window as i8 - (1 << WIDTH) as i8
        };
        if position == 32 * N {
            top = digit;
        } else {
            digits[position / 32][position % 32] = digit;
        }
        position += WIDTH;
    }
    (digits, top)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rebuilds `k` from its digits (as a signed sum in 64-bit limbs of a small test scalar).
    fn value(digits: &[[i8; 32]; 2], top: i8) -> i128 {
        let mut v = (top as i128) << 64;
        for i in 0..64 {
            v += (digits[i / 32][i % 32] as i128) << i;
        }
        v
    }

    #[test]
    fn digits_recompose_and_are_sparse() {
        for k in [0u64, 1, 2, 15, 16, 17, 31, 0xffff_ffff_ffff_ffff, 0x8000_0000_0000_0001, 0x1234_5678_9abc_def0, 0xfedc_ba98_7654_3211] {
            let limbs = [k as u32, (k >> 32) as u32];
            let (digits, top) = wnaf_digits(&limbs);
            assert_eq!(value(&digits, top), k as i128, "{k:#x}");
            let mut flat = [0i8; 65];
            for (i, d) in digits.iter().flatten().chain([&top]).enumerate() {
                flat[i] = *d;
            }
            for (i, d) in flat.iter().enumerate() {
                if *d != 0 {
                    assert!(d % 2 != 0 && d.unsigned_abs() < 16, "{k:#x}: digit {d}");
                    assert!(flat[i + 1..].iter().take(WIDTH - 1).all(|d| *d == 0), "{k:#x}: adjacent digits");
                }
            }
        }
    }
}
