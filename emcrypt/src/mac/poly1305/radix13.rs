//! Poly1305 arithmetic in ten 13-bit limbs with 32-bit products only, for cores whose only multiply is
//! 32×32→32 (Cortex-M0/M0+ `MULS`) or whose long multiply is not constant time (Cortex-M3 `UMULL`).
//!
//! With `h` limbs below 2^14 (after adding a block) and `r` limbs below 2^13, every product is below
//! 2^27 and a column of ten products below 2^30.4. The products that wrap past 2^130 ≡ 5 (mod p) are
//! summed apart (below 2^30.2): multiplying that sum by 5 could overflow, so it is split at 13 bits, the
//! low part times 5 staying in its column and the high part times 5 moving to the next one. Every column
//! then stays below 2^31. 100 multiplies per block instead of 25, but each is one `MULS`.

use super::{words, Limbs, BLOCK_LEN};
use zeroize::Zeroize;

/// 13 one bits.
const MASK13: u32 = 0x1fff;

/// Ten 13-bit limbs, 32-bit products only: constant time on every Cortex-M, fast on M0/M0+.
#[derive(Clone)]
pub struct Radix13 {
    /// `r`, clamped, in 13-bit limbs.
    r: [u32; 10],
    /// The accumulator `h`; limbs below 2^13 between blocks except `h[1]` (below 2^13 + 2^9).
    h: [u32; 10],
}

/// Splits 128 bits (four little-endian words) into ten 13-bit limbs; `top` is added to the last limb
/// (bits 117..=129), so `1 << 11` adds 2^128.
#[inline(always)]
fn split([t0, t1, t2, t3]: [u32; 4], top: u32) -> [u32; 10] {
    [
        t0 & MASK13,
        (t0 >> 13) & MASK13,
        ((t0 >> 26) | (t1 << 6)) & MASK13,
        (t1 >> 7) & MASK13,
        ((t1 >> 20) | (t2 << 12)) & MASK13,
        (t2 >> 1) & MASK13,
        (t2 >> 14) & MASK13,
        ((t2 >> 27) | (t3 << 5)) & MASK13,
        (t3 >> 8) & MASK13,
        (t3 >> 21) | top,
    ]
}

impl Radix13 {
    /// `h = (h + block + top·2^117)·r` for each block.
    #[inline(always)]
    #[rustfmt::skip] // one line per column of the product
    fn absorb(&mut self, blocks: &[[u8; BLOCK_LEN]], top: u32) {
        // Locals, every product written out: loops over the triangular sums would not be unrolled.
        let [r0, r1, r2, r3, r4, r5, r6, r7, r8, r9] = self.r;
        let [mut h0, mut h1, mut h2, mut h3, mut h4, mut h5, mut h6, mut h7, mut h8, mut h9] =
            self.h;
        for b in blocks {
            let m = split(words(b), top);
            h0 += m[0];
            h1 += m[1];
            h2 += m[2];
            h3 += m[3];
            h4 += m[4];
            h5 += m[5];
            h6 += m[6];
            h7 += m[7];
            h8 += m[8];
            h9 += m[9];
            // Column i: d_i = Σ_{j≤i} h_j·r_(i−j) plus 5 × the wrapped w_i = Σ_{j>i} h_j·r_(10+i−j), split
            // at 13 bits: 5·(w_i mod 2^13) stays in column i, 5·(w_i >> 13) moves to column i + 1.
            let w0 = h1 * r9 + h2 * r8 + h3 * r7 + h4 * r6 + h5 * r5 + h6 * r4 + h7 * r3 + h8 * r2 + h9 * r1;
            let d0 = h0 * r0 + 5 * (w0 & MASK13);
            let w1 = h2 * r9 + h3 * r8 + h4 * r7 + h5 * r6 + h6 * r5 + h7 * r4 + h8 * r3 + h9 * r2;
            let d1 = h0 * r1 + h1 * r0 + 5 * (w1 & MASK13) + 5 * (w0 >> 13);
            let w2 = h3 * r9 + h4 * r8 + h5 * r7 + h6 * r6 + h7 * r5 + h8 * r4 + h9 * r3;
            let d2 = h0 * r2 + h1 * r1 + h2 * r0 + 5 * (w2 & MASK13) + 5 * (w1 >> 13);
            let w3 = h4 * r9 + h5 * r8 + h6 * r7 + h7 * r6 + h8 * r5 + h9 * r4;
            let d3 = h0 * r3 + h1 * r2 + h2 * r1 + h3 * r0 + 5 * (w3 & MASK13) + 5 * (w2 >> 13);
            let w4 = h5 * r9 + h6 * r8 + h7 * r7 + h8 * r6 + h9 * r5;
            let d4 = h0 * r4 + h1 * r3 + h2 * r2 + h3 * r1 + h4 * r0 + 5 * (w4 & MASK13) + 5 * (w3 >> 13);
            let w5 = h6 * r9 + h7 * r8 + h8 * r7 + h9 * r6;
            let d5 = h0 * r5 + h1 * r4 + h2 * r3 + h3 * r2 + h4 * r1 + h5 * r0 + 5 * (w5 & MASK13) + 5 * (w4 >> 13);
            let w6 = h7 * r9 + h8 * r8 + h9 * r7;
            let d6 = h0 * r6 + h1 * r5 + h2 * r4 + h3 * r3 + h4 * r2 + h5 * r1 + h6 * r0 + 5 * (w6 & MASK13) + 5 * (w5 >> 13);
            let w7 = h8 * r9 + h9 * r8;
            let d7 = h0 * r7 + h1 * r6 + h2 * r5 + h3 * r4 + h4 * r3 + h5 * r2 + h6 * r1 + h7 * r0 + 5 * (w7 & MASK13) + 5 * (w6 >> 13);
            let w8 = h9 * r9;
            let d8 = h0 * r8 + h1 * r7 + h2 * r6 + h3 * r5 + h4 * r4 + h5 * r3 + h6 * r2 + h7 * r1 + h8 * r0 + 5 * (w8 & MASK13) + 5 * (w7 >> 13);
            let d9 = h0 * r9 + h1 * r8 + h2 * r7 + h3 * r6 + h4 * r5 + h5 * r4 + h6 * r3 + h7 * r2 + h8 * r1 + h9 * r0 + 5 * (w8 >> 13);
            // Carry back to 13-bit limbs; the carry out of the top limb wraps round times 5.
            let mut carry = 0u32;
            let mut limb = |d: u32| {
                let v = d + carry;
                carry = v >> 13;
                v & MASK13
            };
            let limbs = [limb(d0), limb(d1), limb(d2), limb(d3), limb(d4), limb(d5), limb(d6), limb(d7), limb(d8), limb(d9)];
            [h0, h1, h2, h3, h4, h5, h6, h7, h8, h9] = limbs;
            h0 += 5 * carry;
            h1 += h0 >> 13;
            h0 &= MASK13;
        }
        self.h = [h0, h1, h2, h3, h4, h5, h6, h7, h8, h9];
    }
}

impl Limbs for Radix13 {
    fn new(key: &[u8; 16]) -> Self {
        // Clamping r &= 0x0ffffffc_0ffffffc_0ffffffc_0fffffff.
        let [t0, t1, t2, t3] = words(key);
        let clamped = [
            t0 & 0x0fff_ffff,
            t1 & 0x0fff_fffc,
            t2 & 0x0fff_fffc,
            t3 & 0x0fff_fffc,
        ];
        Self {
            r: split(clamped, 0),
            h: [0; 10],
        }
    }

    fn blocks(&mut self, blocks: &[[u8; BLOCK_LEN]]) {
        self.absorb(blocks, 1 << 11);
    }

    fn last_block(&mut self, block: &[u8; BLOCK_LEN]) {
        self.absorb(core::slice::from_ref(block), 0);
    }

    fn reduce(&self) -> [u32; 4] {
        let mut h = self.h;
        // Two full carry passes leave every limb below 2^13 and h below 2^130 (a second wrap can only
        // happen when the rest is tiny).
        for _ in 0..2 {
            let mut carry = 0u32;
            for h in h.iter_mut() {
                *h += carry;
                carry = *h >> 13;
                *h &= MASK13;
            }
            h[0] += 5 * carry;
        }
        // g = h + 5 − 2^130: the carry out of the top limb is 1 exactly when h ≥ p, then the answer is g.
        let mut g = [0u32; 10];
        let mut carry = 5u32;
        for (g, h) in g.iter_mut().zip(h) {
            let v = h + carry;
            *g = v & MASK13;
            carry = v >> 13;
        }
        let keep_g = carry.wrapping_neg();
        for (h, g) in h.iter_mut().zip(g) {
            *h = (*h & !keep_g) | (g & keep_g);
        }
        // The low 128 bits.
        [
            h[0] | (h[1] << 13) | (h[2] << 26),
            (h[2] >> 6) | (h[3] << 7) | (h[4] << 20),
            (h[4] >> 12) | (h[5] << 1) | (h[6] << 14) | (h[7] << 27),
            (h[7] >> 5) | (h[8] << 8) | (h[9] << 21),
        ]
    }
}

impl Zeroize for Radix13 {
    fn zeroize(&mut self) {
        self.r.zeroize();
        self.h.zeroize();
    }
}
