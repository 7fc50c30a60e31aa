//! Variable-time scalar multiplication `[k]P` for **public** scalars and points (signature
//! verification): width-5 non-adjacent form.
//!
//! The scalar is recoded into signed odd digits in [-15, 15] with at least four zeros between nonzero
//! digits (about 256/6 = 43 additions), against a table of P, 3P, ..., 15P (8 cached points, 7 additions).
//! Branches and table indices follow the digits: use it only when k and P are public.

use super::point::{EdwardsPoint, Prepared};
use subtle::Choice;

/// Width-5 NAF of a 256-bit little-endian integer: `sum(naf[i] 2^i) = k`, each digit 0 or odd in [-15, 15].
fn non_adjacent_form(k: &[u8; 32]) -> [i8; 257] {
    // 9 words: k < 2^256 plus the headroom an addition of up to 15 needs.
    let mut x = [0u32; 9];
    for (w, chunk) in x.iter_mut().zip(k.chunks_exact(4)) {
        *w = u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
    }
    let mut naf = [0i8; 257];
    for digit in naf.iter_mut() {
        if x[0] & 1 == 1 {
            // the residue mod 32, taken in [-16, 15]; subtracting it leaves x divisible by 32
            let mut d = (x[0] & 31) as i32;
            if d >= 16 {
                d -= 32;
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

/// `[k]P` in variable time (k and P public).
pub fn mul_vartime(p: &EdwardsPoint, k: &[u8; 32]) -> EdwardsPoint {
    let naf = non_adjacent_form(k);
    // odd multiples P, 3P, ..., 15P
    let two_p = p.double().to_extended().to_cached();
    let mut odd = [p.to_cached(); 8];
    let mut multiple = *p;
    for entry in odd.iter_mut().skip(1) {
        multiple = multiple.add_cached(&two_p).to_extended();
        *entry = multiple.to_cached();
    }
    let Some(top) = naf.iter().rposition(|&d| d != 0) else {
        return EdwardsPoint::IDENTITY;
    };
    let mut acc = EdwardsPoint::IDENTITY;
    for i in (0..=top).rev() {
        let d = naf[i];
        if i != top {
            // doubling needs only X, Y, Z: skip T unless an addition follows or this is the last step
            let doubled = acc.double();
            acc = if d == 0 && i > 0 { doubled.to_projective() } else { doubled.to_extended() };
        }
        if d != 0 {
            let mut entry = odd[(d.unsigned_abs() / 2) as usize];
            entry.conditional_negate(Choice::from((d < 0) as u8));
            acc = acc.add_cached(&entry).to_extended();
        }
    }
    acc
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
    fn naf_digits_recompose() {
        let k = [0xa5u8; 32];
        let naf = non_adjacent_form(&k);
        // recompose in 2-adic arithmetic on u128 halves is enough to check the low 128 bits
        let mut low: i128 = 0;
        for (i, &d) in naf.iter().enumerate().take(120) {
            low += (d as i128) << i;
        }
        assert_eq!(
            low & ((1i128 << 120) - 1),
            (u128::from_le_bytes(k[..16].try_into().unwrap()) & ((1u128 << 120) - 1)) as i128
        );
        for w in naf.windows(5) {
            assert!(w[0] == 0 || w[1..].iter().all(|&d| d == 0), "nonzero digits are 5 apart");
        }
    }
}
