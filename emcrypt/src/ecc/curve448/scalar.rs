//! Integers modulo the Ed448 group order
//! L = 2^446 - 13818066809895115352007386748515426880336692474882178609894547503885 (RFC 8032 §5.2),
//! encoded in 57 little-endian bytes.
//!
//! Technique: schoolbook 32-bit products and a bit-serial shift-and-subtract reduction, as for
//! Curve25519 (`curve25519::scalar`): each step doubles the remainder, adds the next bit and subtracts
//! L under a mask, so time and memory accesses depend only on the (public) lengths. About 900 x 14-word
//! steps per reduction, small next to a scalar multiplication. On Cortex-M3 the multiplies of
//! [`mul_add`] carry the `UMULL` early-termination caveat of [`super::field`].

use zeroize::Zeroize;

/// Length of an encoded scalar.
pub const SCALAR_LEN: usize = 57;

/// L as little-endian 32-bit words.
const L: [u32; 14] = [
    0xab58_44f3, 0x2378_c292, 0x8dc5_8f55, 0x216c_c272, 0xaed6_3690, 0xc44e_db49, 0x7cca_23e9, 0xffff_ffff,
    0xffff_ffff, 0xffff_ffff, 0xffff_ffff, 0xffff_ffff, 0xffff_ffff, 0x3fff_ffff,
];

/// Little-endian words of a byte string, zero-padded to W words.
fn words<const W: usize>(bytes: &[u8]) -> [u32; W] {
    let mut out = [0u32; W];
    for (i, b) in bytes.iter().enumerate().take(4 * W) {
        out[i / 4] |= (*b as u32) << (8 * (i % 4));
    }
    out
}

fn to_bytes(w: &[u32; 14]) -> [u8; SCALAR_LEN] {
    let mut out = [0u8; SCALAR_LEN];
    for (i, o) in out.iter_mut().enumerate().take(56) {
        *o = (w[i / 4] >> (8 * (i % 4))) as u8;
    }
    out
}

/// `r - L` and the borrow out (1 when r < L).
fn sub_l(r: &[u32; 14]) -> ([u32; 14], u32) {
    let mut out = [0u32; 14];
    let mut borrow = 0u64;
    for i in 0..14 {
        let d = (r[i] as u64).wrapping_sub(L[i] as u64).wrapping_sub(borrow);
        out[i] = d as u32;
        borrow = (d >> 63) & 1;
    }
    (out, borrow as u32)
}

/// `x mod L` for a little-endian integer of N words, bit by bit from the top.
fn reduce<const N: usize>(x: &[u32; N]) -> [u32; 14] {
    let mut r = [0u32; 14];
    for i in (0..32 * N).rev() {
        // r < L < 2^446, so 2r + 1 < 2^447 fits in 14 words and is < 2L: one subtraction suffices.
        let bit = (x[i / 32] >> (i % 32)) & 1;
        let mut carry = bit;
        for w in r.iter_mut() {
            let next = *w >> 31;
            *w = (*w << 1) | carry;
            carry = next;
        }
        let (mut diff, borrow) = sub_l(&r);
        // keep = all ones when r >= L (no borrow): take the difference. Through `hide`: without it LLVM
        // turned this selection into a branch on the secret comparison (found by `emcrypt-bench
        // ct-check` in Ed448 signing on the Cortex-M4 build).
        let keep = crate::arch::hide(borrow.wrapping_sub(1));
        for (w, d) in r.iter_mut().zip(diff.iter()) {
            *w = (*w & !keep) | (d & keep);
        }
        diff.zeroize();
    }
    r
}

/// A 114-byte little-endian integer (a SHAKE256 output) reduced mod L.
pub fn reduce_wide(bytes: &[u8; 114]) -> [u8; SCALAR_LEN] {
    let mut x = words::<29>(bytes);
    let mut r = reduce(&x);
    let out = to_bytes(&r);
    x.zeroize();
    r.zeroize();
    out
}

/// Whether a 57-byte little-endian integer is below L (the signature-malleability check on S).
pub fn is_canonical(bytes: &[u8; SCALAR_LEN]) -> bool {
    bytes[56] == 0 && sub_l(&words::<14>(&bytes[..56])).1 == 1
}

/// `a * b + c mod L` for any 57-byte a, b, c.
pub fn mul_add(a: &[u8; SCALAR_LEN], b: &[u8; SCALAR_LEN], c: &[u8; SCALAR_LEN]) -> [u8; SCALAR_LEN] {
    let (mut a, mut b, mut c) = (words::<15>(a), words::<15>(b), words::<15>(c));
    // 960-bit product plus c: (2^480 - 1)^2 + 2^480 - 1 < 2^960.
    let mut acc = [0u32; 30];
    acc[..15].copy_from_slice(&c);
    for i in 0..15 {
        let mut carry = 0u64;
        for j in 0..15 {
            let t = a[i] as u64 * b[j] as u64 + acc[i + j] as u64 + carry;
            acc[i + j] = t as u32;
            carry = t >> 32;
        }
        // propagate into the upper words (fixed length, no early exit)
        for word in acc.iter_mut().skip(i + 15) {
            let t = *word as u64 + carry;
            *word = t as u32;
            carry = t >> 32;
        }
    }
    let mut r = reduce(&acc);
    let out = to_bytes(&r);
    for secret in [&mut a, &mut b, &mut c] {
        secret.zeroize();
    }
    acc.zeroize();
    r.zeroize();
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduces_l_and_multiples() {
        let l = to_bytes(&L);
        assert!(!is_canonical(&l));
        let mut l_minus_1 = l;
        l_minus_1[0] -= 1;
        assert!(is_canonical(&l_minus_1));
        let mut high = l_minus_1;
        high[56] = 1;
        assert!(!is_canonical(&high));
        let mut wide = [0u8; 114];
        wide[..57].copy_from_slice(&l);
        assert_eq!(reduce_wide(&wide), [0u8; 57]);
        wide[60] = 0; // still L
        assert_eq!(reduce_wide(&wide), [0u8; 57]);
        // (L - 1) * (L - 1) + 0 = 1 mod L
        let mut one = [0u8; 57];
        one[0] = 1;
        assert_eq!(mul_add(&l_minus_1, &l_minus_1, &[0u8; 57]), one);
        // (L - 1) * 1 + 1 = 0 mod L
        assert_eq!(mul_add(&l_minus_1, &one, &one), [0u8; 57]);
        let ones = [0xffu8; 57];
        let _ = mul_add(&ones, &ones, &ones);
    }
}
