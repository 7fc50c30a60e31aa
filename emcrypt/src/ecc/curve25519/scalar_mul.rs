//! Constant-time scalar multiplication `[k]P` by a fixed signed window of 4 bits, no precomputed table.
//!
//! The scalar is recoded into 64 signed radix-16 digits in [-8, 8] (ref10). A table of P, 2P, ..., 8P
//! is built in RAM (7 additions, 8 cached points: 1 KB of stack with the packed field); then for each
//! digit from the top: 4 doublings and the addition of the table entry for |digit|, negated when the
//! digit is negative. The entry is found by scanning all 8 entries with masked selects, so neither the
//! memory access pattern nor the instruction stream depends on the scalar: 252 doublings and 64
//! additions for every scalar.
//!
//! [`NoTable`] uses this for the base point (CMOX "OptLow": no table in flash).

use super::point::{Cached, EdwardsPoint, Prepared};
use super::scalar_mul_vartime;
use subtle::Choice;

/// Signed radix-16 digits `e[i]` in [-8, 8] with `sum(e[i] 16^i) = a mod 2^255`: bit 255 is dropped
/// so the top digit stays within the table (clamped and reduced scalars never have it set).
pub(crate) fn radix16(a: &[u8; 32]) -> [i8; 64] {
    let mut e = [0i8; 64];
    for (i, byte) in a.iter().enumerate() {
        let byte = if i == 31 { byte & 0x7f } else { *byte };
        e[2 * i] = (byte & 15) as i8;
        e[2 * i + 1] = (byte >> 4) as i8;
    }
    // Move each digit from [0, 15] to [-8, 7], carrying into the next (arithmetic, no branches).
    let mut carry = 0i8;
    for d in e.iter_mut().take(63) {
        *d += carry;
        carry = (*d + 8) >> 4;
        *d -= carry << 4;
    }
    e[63] += carry;
    e
}

/// `(|d|, d < 0)` without branches.
fn abs_and_sign(d: i8) -> (u8, Choice) {
    let negative = (d as u8) >> 7;
    let abs = (d as i16 - (((-(negative as i16)) & d as i16) << 1)) as u8;
    (abs, Choice::from(negative))
}

/// `digit * P` from the table `[P, 2P, ..., 8P]` (digit in [-8, 8]): scans every entry with masked
/// selects, then negates under a mask, so the memory accesses do not depend on the digit. Out of line:
/// its eight masked compares were inlined at every call (twice in [`mul`], whose first digit LLVM peels),
/// for a call's few cycles per lookup.
#[inline(never)]
pub(crate) fn select<T: Prepared>(table: &[T; 8], digit: i8) -> T {
    let (abs, negative) = abs_and_sign(digit);
    // masks[j] all ones when |digit| = j + 1: (|digit| XOR (j + 1)) - 1 borrows into bit 31 only when
    // the XOR is 0. Arithmetic, not `subtle`'s `ct_eq`, whose optimisation barrier is a call per mask.
    // (`hide`: LLVM must not turn the one-hot masks into an index.)
    let masks: [u32; 8] = core::array::from_fn(|j| {
        let equal = (u32::from(abs ^ (j as u8 + 1))).wrapping_sub(1) >> 31;
        crate::arch::hide(0u32.wrapping_sub(equal))
    });
    let mut t = T::select_masked(table, &masks);
    t.conditional_negate(negative);
    t
}

/// `[k]P` in constant time, for k taken mod 2^255 (bit 255 ignored; clamped and reduced scalars are below).
pub fn mul(p: &EdwardsPoint, k: &[u8; 32]) -> EdwardsPoint {
    let mut digits = radix16(k);
    let mut table = [<Cached as Prepared>::IDENTITY; 8];
    fill_multiples(&mut table, p);
    let mut acc = EdwardsPoint::IDENTITY;
    for (i, &d) in digits.iter().enumerate().rev() {
        if i != 63 {
            acc.double_n_assign(4);
        }
        acc.add_cached_assign(&select(&table, d));
    }
    crate::wipe::wipe(&mut digits);
    acc
}

/// Fills `table` with `[P, 2P, ..., 8P]`, prepared for addition. Out of line, so that the running
/// multiple is not in [`mul`]'s frame beside its accumulator, and in place: returned by value, the
/// 1 KB table was built in this function's frame and then copied.
#[inline(never)]
fn fill_multiples(table: &mut [Cached; 8], p: &EdwardsPoint) {
    // P stays in the table's first entry (no copy of it in this frame)
    let (first, rest) = table.split_at_mut(1);
    first[0] = p.to_cached();
    let mut multiple = *p;
    for entry in rest {
        multiple.add_cached_assign(&first[0]);
        *entry = multiple.to_cached();
    }
}

/// How the base point B is multiplied: the choice between a precomputed table in flash and none.
pub trait BasepointMul {
    /// `[k]B` in constant time, for k taken mod 2^255 (bit 255 ignored).
    fn mul_base(k: &[u8; 32]) -> EdwardsPoint;

    /// `[a]A + [b]B` in **variable time**, for public scalars and A (signature verification). Without
    /// a table: both multiples by width-5 NAFs from odd multiples computed in RAM, one shared chain of
    /// doublings ([`scalar_mul_vartime::double_mul_vartime`]).
    fn double_mul_base_vartime(a: &[u8; 32], big_a: &EdwardsPoint, b: &[u8; 32]) -> EdwardsPoint {
        scalar_mul_vartime::double_mul_vartime(a, big_a, b, &EdwardsPoint::BASEPOINT)
    }
}

/// Base-point multiplication without a table: the generic window above applied to B
/// (CMOX "OptLow"; no constant data, a 1 KB table in RAM: Ed25519 signing takes 2.9 KB of stack on the M4).
#[derive(Clone, Copy, Debug, Default)]
pub struct NoTable;

impl BasepointMul for NoTable {
    fn mul_base(k: &[u8; 32]) -> EdwardsPoint {
        mul(&EdwardsPoint::BASEPOINT, k)
    }
}
