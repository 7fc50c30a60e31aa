//! Constant-time GHASH on 32-bit integer multiplies (the idea of BearSSL's `ghash_ctmul32`).
//!
//! A carry-less product is an integer product without carries. Keeping only every fourth bit of each
//! operand spaces the partial products so that the carries of an integer multiply land in bits we throw
//! away (a column sums at most 8 one-bit terms, which fits in the 4 bits before the next kept column):
//! sixteen 32-bit multiplies of masked operands give the low 32 bits of a 32×32 carry-less product
//! ([`clmul_lo`]). The high 32 bits come from the same routine on bit-reversed operands. A 128×128
//! product is then two levels of Karatsuba: nine 32×32 products, each needing its low and high half.
//!
//! Only the low halves of integer products are used (`MULS` on Cortex-M0+, `MUL` elsewhere): no
//! `UMULL`, whose early termination on Cortex-M3 would leak. No table, no secret-dependent branch.
//!
//! Internally the field element is held in "natural" order (bit `i` of a `u128` is the coefficient of
//! x^i), the bit reversal of GCM's order; blocks are reversed on the way in and the hash on the way out.

use super::ghash::Ghash;
use crate::cipher::{wipe_words, Block};

/// Constant-time GHASH: H kept as the nine Karatsuba operands and their bit reversals (72 bytes).
pub struct Ctmul32 {
    /// Karatsuba operands of H (see [`karatsuba_operands`]).
    h: [u32; 9],
    /// The same, each bit-reversed (for the high halves of the products).
    h_rev: [u32; 9],
}

/// Low 32 bits of the carry-less product of `x` and `y`, from sixteen integer multiplies of operands
/// masked to every fourth bit.
#[inline(always)]
fn clmul_lo(x: u32, y: u32) -> u32 {
    const M0: u32 = 0x1111_1111;
    let (x0, x1, x2, x3) = (x & M0, x & (M0 << 1), x & (M0 << 2), x & (M0 << 3));
    let (y0, y1, y2, y3) = (y & M0, y & (M0 << 1), y & (M0 << 2), y & (M0 << 3));
    let m = u32::wrapping_mul;
    // Products whose kept bits fall in the bit positions congruent to k mod 4.
    let z0 = m(x0, y0) ^ m(x1, y3) ^ m(x2, y2) ^ m(x3, y1);
    let z1 = m(x0, y1) ^ m(x1, y0) ^ m(x2, y3) ^ m(x3, y2);
    let z2 = m(x0, y2) ^ m(x1, y1) ^ m(x2, y0) ^ m(x3, y3);
    let z3 = m(x0, y3) ^ m(x1, y2) ^ m(x2, y1) ^ m(x3, y0);
    (z0 & M0) | (z1 & (M0 << 1)) | (z2 & (M0 << 2)) | (z3 & (M0 << 3))
}

/// The nine 32-bit operands of a two-level Karatsuba product of the 128-bit value `w` (words `w[0]` low):
/// for each 64-bit half and for their sum, the low word, the high word and their sum.
#[inline(always)]
fn karatsuba_operands(w: [u32; 4]) -> [u32; 9] {
    let (s0, s1) = (w[0] ^ w[2], w[1] ^ w[3]);
    [w[0], w[1], w[0] ^ w[1], w[2], w[3], w[2] ^ w[3], s0, s1, s0 ^ s1]
}

fn words(x: u128) -> [u32; 4] {
    [x as u32, (x >> 32) as u32, (x >> 64) as u32, (x >> 96) as u32]
}

impl Ctmul32 {
    /// `x · H` in natural order: 256-bit carry-less product, then reduction modulo x^128 + x^7 + x^2 + x + 1.
    #[inline(always)]
    fn mul(&self, x: u128) -> u128 {
        let a = karatsuba_operands(words(x));
        // The 64-bit carry-less product of operands i (low halves from a, high halves from the reversals:
        // rev(clmul_lo(rev a, rev b)) holds bits 31..62 of the product, hence the shift by one).
        let product = |i: usize| -> u64 {
            let lo = clmul_lo(a[i], self.h[i]);
            let hi = clmul_lo(a[i].reverse_bits(), self.h_rev[i]).reverse_bits() >> 1;
            u64::from(lo) | (u64::from(hi) << 32)
        };
        // One 64×64 Karatsuba level: operands 3g, 3g+1 (halves) and 3g+2 (their sum).
        let mul64 = |g: usize| -> u128 {
            let (p0, p1, p2) = (product(3 * g), product(3 * g + 1), product(3 * g + 2));
            let mid = p2 ^ p0 ^ p1;
            u128::from(p0) ^ (u128::from(mid) << 32) ^ (u128::from(p1) << 64)
        };
        let (q0, q1, q2) = (mul64(0), mul64(1), mul64(2));
        let mid = q2 ^ q0 ^ q1;
        let lo = q0 ^ (mid << 64);
        let hi = q1 ^ (mid >> 64);
        // x^128 = x^7 + x^2 + x + 1: fold the high half in, then the few bits that overflow once more.
        let overflow = (hi >> 127) ^ (hi >> 126) ^ (hi >> 121);
        lo ^ hi ^ (hi << 1) ^ (hi << 2) ^ (hi << 7) ^ overflow ^ (overflow << 1) ^ (overflow << 2) ^ (overflow << 7)
    }
}

impl Ghash for Ctmul32 {
    fn new(h: &Block) -> Self {
        let h = karatsuba_operands(words(u128::from_be_bytes(*h).reverse_bits()));
        Self { h, h_rev: h.map(u32::reverse_bits) }
    }

    fn update(&self, y: &mut Block, blocks: &[Block]) {
        let mut acc = u128::from_be_bytes(*y).reverse_bits();
        for block in blocks {
            acc = self.mul(acc ^ u128::from_be_bytes(*block).reverse_bits());
        }
        *y = acc.reverse_bits().to_be_bytes();
    }
}

impl Drop for Ctmul32 {
    fn drop(&mut self) {
        wipe_words(&mut self.h);
        wipe_words(&mut self.h_rev);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Carry-less product, one bit at a time (the definition).
    fn clmul_reference(x: u32, y: u32) -> u64 {
        (0..32).filter(|i| y >> i & 1 == 1).fold(0u64, |acc, i| acc ^ (u64::from(x) << i))
    }

    #[test]
    fn clmul_lo_and_reversed_hi_match_the_definition() {
        let mut s = 0x1234_5678u32;
        for _ in 0..2000 {
            s ^= s << 13;
            s ^= s >> 17;
            s ^= s << 5;
            let (x, y) = (s, s.rotate_left(11) ^ 0xdead_beef);
            let full = clmul_reference(x, y);
            assert_eq!(clmul_lo(x, y), full as u32);
            assert_eq!(clmul_lo(x.reverse_bits(), y.reverse_bits()).reverse_bits() >> 1, (full >> 32) as u32);
        }
        assert_eq!(clmul_lo(u32::MAX, u32::MAX), clmul_reference(u32::MAX, u32::MAX) as u32);
    }
}
