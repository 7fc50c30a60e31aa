//! Variable-time scalar multiplication for **public** scalars and points (signature verification):
//! width-5 non-adjacent form, and the joint `[a]A + [b]B` of verification (Straus / Shamir).
//!
//! | function | technique | doublings | additions (256-bit scalars) |
//! | --- | --- | --- | --- |
//! | [`mul_vartime`] | width-5 NAF, table P, 3P, ..., 15P (8 cached points in RAM, 7 additions) | 252 | ~43 |
//! | [`double_mul_vartime`] | both NAFs walked together: one chain of doublings, additions from either table | 252 | ~43 + ~256 / (w + 1) |
//!
//! A width-w NAF has odd digits in [-(2^(w-1) - 1), 2^(w-1) - 1] with at least w - 1 zeros between
//! nonzero digits. Branches and table indices follow the digits: use these only when the scalars and
//! points are public.

use super::point::{Cached, EdwardsPoint, Prepared};
use subtle::Choice;

/// Width-w NAF (2 <= w <= 8) of a 256-bit little-endian integer: `sum(naf[i] 2^i) = k`, each digit 0
/// or odd with absolute value below 2^(w-1).
pub(crate) fn non_adjacent_form(k: &[u8; 32], w: u32) -> [i8; 257] {
    debug_assert!((2..=8).contains(&w));
    let (modulus, half) = (1i32 << w, 1i32 << (w - 1));
    // 9 words: k < 2^256 plus the headroom an addition of up to 2^(w-1) needs.
    let mut x = [0u32; 9];
    for (word, chunk) in x.iter_mut().zip(k.as_chunks::<4>().0) {
        *word = u32::from_le_bytes(*chunk);
    }
    let mut naf = [0i8; 257];
    for digit in naf.iter_mut() {
        if x[0] & 1 == 1 {
            // the residue mod 2^w, taken in [-2^(w-1), 2^(w-1)); subtracting it leaves x divisible by 2^w
            let mut d = (x[0] & (modulus as u32 - 1)) as i32;
            if d >= half {
                d -= modulus;
            }
            *digit = d as i8;
            let (mut carry, add) = if d < 0 { ((-d) as u64, true) } else { (d as u64, false) };
            for w in x.iter_mut() {
                let v = if add { *w as u64 + carry } else { (*w as u64).wrapping_sub(carry) };
                *w = v as u32;
                carry = if add { v >> 32 } else { (v >> 63) & 1 };
            }
        }
        // x >>= 1
        for i in 0..9 {
            x[i] = (x[i] >> 1) | if i < 8 { x[i + 1] << 31 } else { 0 };
        }
    }
    naf
}

/// Fills `odd` with the odd multiples P, 3P, ..., 15P, prepared for addition (1 doubling, 7 additions).
/// Out of line and in place: returned by value, the 1 KB table was built in this function's frame and
/// copied into the caller's (verification held two such tables and a copy).
#[inline(never)]
pub(crate) fn fill_odd_multiples(odd: &mut [Cached; 8], p: &EdwardsPoint) {
    let two_p = p.double_n(1).to_cached();
    let mut multiple = *p;
    odd[0] = multiple.to_cached();
    for entry in odd.iter_mut().skip(1) {
        multiple.add_cached_assign(&two_p);
        *entry = multiple.to_cached();
    }
}

/// `sum(naf[i] 2^i) P` for each (NAF, table of P's odd multiples) pair, summed, with one shared chain
/// of doublings. Variable time.
pub(crate) fn sum_vartime<A: Prepared, B: Prepared>(
    first: (&[i8; 257], &[A]),
    second: (&[i8; 257], &[B]),
) -> EdwardsPoint {
    let Some(top) = (0..257).rev().find(|&i| first.0[i] != 0 || second.0[i] != 0) else {
        return EdwardsPoint::IDENTITY;
    };
    let mut acc = EdwardsPoint::IDENTITY;
    for i in (0..=top).rev() {
        let (da, db) = (first.0[i], second.0[i]);
        if i != top {
            // doubling needs only X, Y, Z: skip T unless an addition follows or this is the last step
            acc.double_assign(da != 0 || db != 0 || i == 0);
        }
        if da != 0 {
            entry(first.1, da).add_to(&mut acc);
        }
        if db != 0 {
            entry(second.1, db).add_to(&mut acc);
        }
    }
    acc
}

/// `d P` from a table of odd multiples (d odd, public): a direct index and, for d < 0, a negation.
fn entry<T: Prepared>(odd: &[T], d: i8) -> T {
    let mut e = odd[(d.unsigned_abs() / 2) as usize];
    e.conditional_negate(Choice::from((d < 0) as u8));
    e
}

/// `[k]P` in variable time (k and P public).
pub fn mul_vartime(p: &EdwardsPoint, k: &[u8; 32]) -> EdwardsPoint {
    let naf = non_adjacent_form(k, 5);
    let mut odd = [<Cached as Prepared>::IDENTITY; 8];
    fill_odd_multiples(&mut odd, p);
    sum_vartime::<Cached, Cached>((&naf, &odd), (&[0; 257], &[]))
}

/// `[a]P + [b]Q` in variable time (all public), both with width-5 NAFs and odd multiples in RAM
/// (2 x 8 cached points): the verification equation's `[k](-A) + [S]B` without a base-point table.
pub fn double_mul_vartime(a: &[u8; 32], p: &EdwardsPoint, b: &[u8; 32], q: &EdwardsPoint) -> EdwardsPoint {
    let (naf_a, naf_b) = (non_adjacent_form(a, 5), non_adjacent_form(b, 5));
    let mut odd_p = [<Cached as Prepared>::IDENTITY; 8];
    let mut odd_q = [<Cached as Prepared>::IDENTITY; 8];
    fill_odd_multiples(&mut odd_p, p);
    fill_odd_multiples(&mut odd_q, q);
    sum_vartime((&naf_a, &odd_p), (&naf_b, &odd_q))
}

#[cfg(test)]
mod tests {
    use super::super::scalar_mul::mul;
    use super::*;

    #[test]
    fn agrees_with_constant_time_mul() {
        let p = EdwardsPoint::BASEPOINT.double_n(3).add(&EdwardsPoint::BASEPOINT);
        let mut scalars = [[0u8; 32]; 5];
        scalars[1][0] = 1;
        scalars[2] = [0xff; 32];
        scalars[2][31] = 0x0f;
        for (i, b) in scalars[3].iter_mut().enumerate() {
            *b = (i as u8).wrapping_mul(97).wrapping_add(13);
        }
        scalars[3][31] &= 0x1f;
        scalars[4][31] = 0x10; // 2^252
        for k in &scalars {
            assert_eq!(mul_vartime(&p, k).compress(), mul(&p, k).compress());
        }
    }

    #[test]
    fn double_mul_agrees_with_two_constant_time_muls() {
        let p = EdwardsPoint::BASEPOINT.double_n(5).neg();
        let q = EdwardsPoint::BASEPOINT;
        let mut a = [0u8; 32];
        let mut b = [0u8; 32];
        for i in 0..32 {
            a[i] = (i as u8).wrapping_mul(59).wrapping_add(3);
            b[i] = (i as u8).wrapping_mul(201) ^ 0x5c;
        }
        a[31] &= 0x1f;
        b[31] &= 0x0f;
        let zero = [0u8; 32];
        for (a, b) in [(a, b), (zero, b), (a, zero), (zero, zero), ([0xff; 32], [0xff; 32])] {
            let expected = mul(&p, &a).add(&mul(&q, &b)).compress();
            // mul ignores bit 255; keep it clear for the comparison
            if a[31] & 0x80 == 0 {
                assert_eq!(double_mul_vartime(&a, &p, &b, &q).compress(), expected);
            }
        }
    }

    #[test]
    fn naf_digits_recompose() {
        for w in [5, 8] {
            naf_recomposes(w);
        }
    }

    fn naf_recomposes(w: u32) {
        let k = [0xa5u8; 32];
        let naf = non_adjacent_form(&k, w);
        for &d in &naf {
            assert!(d == 0 || (d % 2 != 0 && (d.unsigned_abs() as u32) < 1 << (w - 1)));
        }
        // recompose in 2-adic arithmetic on u128 halves is enough to check the low 128 bits
        let mut low: i128 = 0;
        for (i, &d) in naf.iter().enumerate().take(120) {
            low += (d as i128) << i;
        }
        assert_eq!(
            low & ((1i128 << 120) - 1),
            (u128::from_le_bytes(k[..16].try_into().unwrap()) & ((1u128 << 120) - 1)) as i128
        );
        for window in naf.windows(w as usize) {
            assert!(window[0] == 0 || window[1..].iter().all(|&d| d == 0), "nonzero digits are w apart");
        }
    }
}
