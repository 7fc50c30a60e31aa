//! Integers modulo the group order L = 2^252 + 27742317777372353535851937790883648493 (RFC 8032 §5.1).
//!
//! Technique: schoolbook 32-bit products and a bit-serial shift-and-subtract reduction. Each of the
//! 512 steps doubles the remainder, adds the next bit and subtracts L under a mask, so time and memory
//! accesses depend only on the (public) lengths. It is the simplest constant-time reduction, not the
//! fastest: about 512 x 8-word operations per reduction, small next to a scalar multiplication.
//! On Cortex-M3 the 32x32 -> 64-bit multiplies of [`mul_add`] carry the `UMULL` early-termination caveat
//! described in [`super::field`].

use zeroize::Zeroize;

/// L as little-endian 32-bit words.
const L: [u32; 8] = [0x5cf5_d3ed, 0x5812_631a, 0xa2f7_9cd6, 0x14de_f9de, 0, 0, 0, 0x1000_0000];

/// Little-endian words of a byte string (length a multiple of 4).
fn words<const W: usize>(bytes: &[u8]) -> [u32; W] {
    let mut out = [0u32; W];
    for (w, chunk) in out.iter_mut().zip(bytes.chunks_exact(4)) {
        *w = u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
    }
    out
}

fn to_bytes(w: &[u32; 8]) -> [u8; 32] {
    let mut out = [0u8; 32];
    for (chunk, x) in out.chunks_exact_mut(4).zip(w.iter()) {
        chunk.copy_from_slice(&x.to_le_bytes());
    }
    out
}

/// `r - L` and the borrow out (1 when r < L).
fn sub_l(r: &[u32; 8]) -> ([u32; 8], u32) {
    let mut out = [0u32; 8];
    let mut borrow = 0u64;
    for i in 0..8 {
        let d = (r[i] as u64).wrapping_sub(L[i] as u64).wrapping_sub(borrow);
        out[i] = d as u32;
        borrow = (d >> 63) & 1;
    }
    (out, borrow as u32)
}

/// `x mod L` for a little-endian integer of N words, bit by bit from the top.
fn reduce<const N: usize>(x: &[u32; N]) -> [u32; 8] {
    let mut r = [0u32; 8];
    for i in (0..32 * N).rev() {
        // r < L < 2^253, so 2r + 1 < 2^254 fits in 8 words and is < 2L: one subtraction suffices.
        let bit = (x[i / 32] >> (i % 32)) & 1;
        let mut carry = bit;
        for w in r.iter_mut() {
            let next = *w >> 31;
            *w = (*w << 1) | carry;
            carry = next;
        }
        let (diff, borrow) = sub_l(&r);
        // keep = all ones when r >= L (no borrow): take the difference. (`hide`: without it LLVM compiles
        // this selection into a branch on the borrow, found by `emcrypt-bench ct-check`.)
        let keep = crate::arch::hide(borrow).wrapping_sub(1);
        for (w, d) in r.iter_mut().zip(diff.iter()) {
            *w = (*w & !keep) | (d & keep);
        }
    }
    r
}

/// A 64-byte little-endian integer (a SHA-512 output) reduced mod L.
pub fn reduce_wide(bytes: &[u8; 64]) -> [u8; 32] {
    let mut x = words::<16>(bytes);
    let out = to_bytes(&reduce(&x));
    x.zeroize();
    out
}

/// Whether a 32-byte little-endian integer is below L (the signature-malleability check on S).
pub fn is_canonical(bytes: &[u8; 32]) -> bool {
    sub_l(&words::<8>(bytes)).1 == 1
}

/// `a * b + c mod L` for any 256-bit a, b, c.
pub fn mul_add(a: &[u8; 32], b: &[u8; 32], c: &[u8; 32]) -> [u8; 32] {
    let (mut a, mut b, mut c) = (words::<8>(a), words::<8>(b), words::<8>(c));
    // 512-bit product plus c: (2^256 - 1)^2 + 2^256 - 1 < 2^512.
    let mut acc = [0u32; 16];
    acc[..8].copy_from_slice(&c);
    for i in 0..8 {
        let mut carry = 0u64;
        for j in 0..8 {
            let t = a[i] as u64 * b[j] as u64 + acc[i + j] as u64 + carry;
            acc[i + j] = t as u32;
            carry = t >> 32;
        }
        // propagate into the upper words (fixed length, no early exit)
        for word in acc.iter_mut().skip(i + 8) {
            let t = *word as u64 + carry;
            *word = t as u32;
            carry = t >> 32;
        }
    }
    let out = to_bytes(&reduce(&acc));
    for secret in [&mut a, &mut b, &mut c] {
        secret.zeroize();
    }
    acc.zeroize();
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
        let mut wide = [0u8; 64];
        wide[..32].copy_from_slice(&l);
        assert_eq!(reduce_wide(&wide), [0u8; 32]);
        // (L - 1) * (L - 1) + 0 = 1 mod L
        let mut one = [0u8; 32];
        one[0] = 1;
        assert_eq!(mul_add(&l_minus_1, &l_minus_1, &[0u8; 32]), one);
        // 2^256 - 1 squared plus 2^256 - 1 must not overflow
        let ones = [0xffu8; 32];
        let _ = mul_add(&ones, &ones, &ones);
    }
}
