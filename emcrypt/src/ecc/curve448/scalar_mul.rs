//! Constant-time scalar multiplication `[k]P` on edwards448: signed 4-bit fixed window.
//!
//! The 57-byte scalar is recoded into 115 signed digits in [-8, 8] (radix 16); a table of
//! `P, 2P, ..., 8P` (8 projective points, 1,536 bytes of RAM) is built once. Each digit costs four
//! doublings and one complete addition of the table entry of |digit|, read by scanning all 8 entries
//! with masks and negated under a mask. No branch or index depends on the scalar. Used for the Ed448
//! key pair and signature (`[s]B`, `[r]B`) and, on public data, for verification.

use super::point::EdwardsPoint;
use super::scalar::SCALAR_LEN;
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};
use zeroize::Zeroize;

/// Number of signed radix-16 digits of a 57-byte scalar: 114 nibbles plus the final carry.
const DIGITS: usize = 2 * SCALAR_LEN + 1;

/// Signed radix-16 digits of a little-endian scalar: `k = sum(e[i] 16^i)`, each e[i] in [-8, 8].
fn recode(k: &[u8; SCALAR_LEN]) -> [i8; DIGITS] {
    let mut e = [0i8; DIGITS];
    for (i, b) in k.iter().enumerate() {
        e[2 * i] = (b & 15) as i8;
        e[2 * i + 1] = (b >> 4) as i8;
    }
    // Move each digit into [-8, 8) by carrying 16 into the next; arithmetic only, no branch.
    let mut carry = 0i8;
    for d in e.iter_mut().take(DIGITS - 1) {
        *d += carry;
        carry = (*d + 8) >> 4;
        *d -= carry << 4;
    }
    e[DIGITS - 1] += carry;
    e
}

/// `[k]P` for any 57-byte little-endian k, in constant time.
pub fn mul(point: &EdwardsPoint, k: &[u8; SCALAR_LEN]) -> EdwardsPoint {
    // table[j] = (j + 1) P
    let mut table = [*point; 8];
    for j in 1..8 {
        table[j] = table[j - 1].add(point);
    }
    let mut digits = recode(k);
    let mut acc = EdwardsPoint::IDENTITY;
    for i in (0..DIGITS).rev() {
        acc = acc.double().double().double().double();
        let d = digits[i];
        // |d| and its sign without a branch: mask is all ones for negative d.
        let mask = d >> 7;
        let abs = ((d ^ mask) - mask) as u8;
        let mut entry = EdwardsPoint::IDENTITY;
        for (j, t) in table.iter().enumerate() {
            entry.conditional_assign(t, abs.ct_eq(&(j as u8 + 1)));
        }
        let negated = entry.neg();
        entry.conditional_assign(&negated, Choice::from((mask & 1) as u8));
        acc = acc.add(&entry);
        entry.zeroize();
    }
    digits.zeroize();
    for t in table.iter_mut() {
        t.zeroize();
    }
    acc
}

/// `[k]B` for the base point B.
pub fn mul_base(k: &[u8; SCALAR_LEN]) -> EdwardsPoint {
    mul(&EdwardsPoint::BASEPOINT, k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recode_round_trips() {
        for k in [[0xffu8; 57], [0x88; 57], [0x7f; 57], [0; 57]] {
            let e = recode(&k);
            assert!(e.iter().all(|&d| (-8..=8).contains(&d)));
            // Rebuild the integer from the digits, 32 bits at a time, and compare with k.
            let mut acc = [0i64; 16];
            for (i, d) in e.iter().enumerate() {
                acc[i / 8] += (*d as i64) << (4 * (i % 8));
            }
            let mut bytes = [0u8; 64];
            let mut carry = 0i64;
            for (i, a) in acc.iter().enumerate() {
                let v = a + carry;
                let low = v.rem_euclid(1 << 32);
                carry = (v - low) >> 32;
                bytes[4 * i..4 * i + 4].copy_from_slice(&(low as u32).to_le_bytes());
            }
            assert_eq!(&bytes[..57], &k[..]);
        }
    }

    #[test]
    fn small_multiples() {
        let b = EdwardsPoint::BASEPOINT;
        let mut k = [0u8; 57];
        k[0] = 3;
        assert!(bool::from(mul(&b, &k).ct_eq(&b.double().add(&b))));
        k[0] = 0;
        assert!(bool::from(mul(&b, &k).ct_eq(&EdwardsPoint::IDENTITY)));
        // B has order L: [k]B = [k mod L]B for k = 2^456 - 1.
        let mut wide = [0u8; 114];
        wide[..57].fill(0xff);
        let reduced = crate::ecc::curve448::scalar::reduce_wide(&wide);
        assert!(bool::from(mul(&b, &[0xff; 57]).ct_eq(&mul(&b, &reduced))));
    }
}
