//! Poly1305 arithmetic in five 26-bit limbs with 64-bit products ("donna-32").
//!
//! 130 bits in five 26-bit limbs leave 6 spare bits per word, so a block's addition needs no carry chain,
//! and each column sum of `h·r` (five products below 2^56, the wrapped ones times 5, since
//! 2^130 ≡ 5 mod p) fits a `u64`; carries are propagated once per block. On Cortex-M4/M33 each product is
//! one single-cycle `UMULL`/`UMLAL`. See the [module docs](super) for M0 and M3.

use super::{le32, words, Limbs, BLOCK_LEN};
use zeroize::Zeroize;

/// 26 one bits.
const MASK26: u32 = 0x03ff_ffff;

/// Five 26-bit limbs, 64-bit products: the default (fastest on Cortex-M4/M33).
#[derive(Clone)]
pub struct Radix26 {
    /// `r` in 26-bit limbs, clamped (RFC 8439 §2.5.1).
    r: [u32; 5],
    /// `5·r[1..5]`: the limbs that wrap past 2^130 ≡ 5 come back multiplied by 5.
    r5: [u32; 4],
    /// The accumulator `h`, 26-bit limbs (a limb may hold a few bits more between carries).
    h: [u32; 5],
}

impl Radix26 {
    /// `h = (h + block + hibit·2^128)·r`; `hibit` is `1 << 24` (bit 128 in the top limb) or 0.
    #[inline(always)]
    fn absorb(&mut self, blocks: &[[u8; BLOCK_LEN]], hibit: u32) {
        let [r0, r1, r2, r3, r4] = self.r;
        let [s1, s2, s3, s4] = self.r5;
        let [mut h0, mut h1, mut h2, mut h3, mut h4] = self.h;
        let m = |a: u32, b: u32| u64::from(a) * u64::from(b);
        for b in blocks {
            // h += m, split into 26-bit limbs from its four little-endian words.
            let [t0, t1, t2, t3] = words(b);
            h0 += t0 & MASK26;
            h1 += ((t0 >> 26) | (t1 << 6)) & MASK26;
            h2 += ((t1 >> 20) | (t2 << 12)) & MASK26;
            h3 += ((t2 >> 14) | (t3 << 18)) & MASK26;
            h4 += (t3 >> 8) | hibit;

            // h·r, schoolbook; column k sums hᵢ·r_(k−i), wrapped terms times 5. Limbs < 2^27, r < 2^26,
            // 5r < 2^29: each sum < 5·2^56 < 2^59.
            let d0 = m(h0, r0) + m(h1, s4) + m(h2, s3) + m(h3, s2) + m(h4, s1);
            let mut d1 = m(h0, r1) + m(h1, r0) + m(h2, s4) + m(h3, s3) + m(h4, s2);
            let mut d2 = m(h0, r2) + m(h1, r1) + m(h2, r0) + m(h3, s4) + m(h4, s3);
            let mut d3 = m(h0, r3) + m(h1, r2) + m(h2, r1) + m(h3, r0) + m(h4, s4);
            let mut d4 = m(h0, r4) + m(h1, r3) + m(h2, r2) + m(h3, r1) + m(h4, r0);

            // Partial carry propagation back to 26-bit limbs (h4's carry wraps round times 5; d4 < 2^55,
            // so that carry times 5 stays below 2^32).
            d1 += d0 >> 26;
            h0 = d0 as u32 & MASK26;
            d2 += d1 >> 26;
            h1 = d1 as u32 & MASK26;
            d3 += d2 >> 26;
            h2 = d2 as u32 & MASK26;
            d4 += d3 >> 26;
            h3 = d3 as u32 & MASK26;
            h4 = d4 as u32 & MASK26;
            h0 += (d4 >> 26) as u32 * 5;
            h1 += h0 >> 26;
            h0 &= MASK26;
        }
        self.h = [h0, h1, h2, h3, h4];
    }
}

impl Limbs for Radix26 {
    fn new(key: &[u8; 16]) -> Self {
        // Clamping r &= 0x0ffffffc_0ffffffc_0ffffffc_0fffffff, folded into the limb masks.
        let r = [
            le32(key, 0) & 0x03ff_ffff,
            (le32(key, 3) >> 2) & 0x03ff_ff03,
            (le32(key, 6) >> 4) & 0x03ff_c0ff,
            (le32(key, 9) >> 6) & 0x03f0_3fff,
            (le32(key, 12) >> 8) & 0x000f_ffff,
        ];
        Self {
            r,
            r5: [r[1] * 5, r[2] * 5, r[3] * 5, r[4] * 5],
            h: [0; 5],
        }
    }

    fn blocks(&mut self, blocks: &[[u8; BLOCK_LEN]]) {
        self.absorb(blocks, 1 << 24);
    }

    fn last_block(&mut self, block: &[u8; BLOCK_LEN]) {
        self.absorb(core::slice::from_ref(block), 0);
    }

    fn reduce(&self) -> [u32; 4] {
        let [mut h0, mut h1, mut h2, mut h3, mut h4] = self.h;

        // Full carry: h < 2^130 + small.
        h2 += h1 >> 26;
        h1 &= MASK26;
        h3 += h2 >> 26;
        h2 &= MASK26;
        h4 += h3 >> 26;
        h3 &= MASK26;
        h0 += (h4 >> 26) * 5;
        h4 &= MASK26;
        h1 += h0 >> 26;
        h0 &= MASK26;

        // g = h + 5 − 2^130; if it does not go negative, h ≥ p and the answer is g. Selected by mask.
        let mut g0 = h0 + 5;
        let mut g1 = h1 + (g0 >> 26);
        g0 &= MASK26;
        let mut g2 = h2 + (g1 >> 26);
        g1 &= MASK26;
        let mut g3 = h3 + (g2 >> 26);
        g2 &= MASK26;
        let mut g4 = (h4 + (g3 >> 26)).wrapping_sub(1 << 26);
        g3 &= MASK26;
        // All ones when g4 did not borrow (top bit clear), i.e. keep g.
        let keep_g = (g4 >> 31).wrapping_sub(1);
        g4 &= MASK26;
        let select = |h: u32, g: u32| (h & !keep_g) | (g & keep_g);
        let (h0, h1, h2, h3, h4) = (
            select(h0, g0),
            select(h1, g1),
            select(h2, g2),
            select(h3, g3),
            select(h4, g4),
        );

        // h mod 2^128 as four 32-bit words.
        [
            h0 | (h1 << 26),
            (h1 >> 6) | (h2 << 20),
            (h2 >> 12) | (h3 << 14),
            (h3 >> 18) | (h4 << 8),
        ]
    }
}

impl Zeroize for Radix26 {
    fn zeroize(&mut self) {
        self.r.zeroize();
        self.r5.zeroize();
        self.h.zeroize();
    }
}
