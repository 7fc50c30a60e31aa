//! Poly1305 (RFC 8439 §2.5), the one-time authenticator of ChaCha20-Poly1305.
//!
//! The tag is `((Σ mᵢ·r^(n−i+1)) mod 2^130 − 5) + s mod 2^128`, with `r` (clamped) and `s` the two
//! halves of a 32-byte **one-time** key: a key must never authenticate two messages. Use it through
//! [`aead::chacha20poly1305`](crate::aead::chacha20poly1305), which derives a fresh key per nonce,
//! unless a protocol says otherwise.
//!
//! | technique | state | multiplies per 16-byte block | constant time |
//! | --- | --- | --- | --- |
//! | 5 limbs of 26 bits in `u32`, products in `u64` ("donna-32") | 5 + 4 + 4 words, 16-byte buffer | 25 × (32×32→64) | yes on M0/M0+/M4/M33; **not on M3** (see below) |
//!
//! # Why 26-bit limbs
//! A 130-bit number in five 26-bit limbs leaves 6 spare bits per word, so a block's 16-byte addition needs
//! no carry chain, and each of the five column sums of the product `h·r` (five 52-bit products, the
//! wrapped ones times 5) fits a `u64` with room to spare; carries are propagated once per block.
//! * Cortex-M4/M33: each product is one `UMULL`/`UMLAL` (1 cycle), the column sums are accumulated in
//!   register pairs — the fastest layout there (25 multiply-accumulates per block).
//! * Cortex-M0/M0+ have only `MULS` (32×32→32): each 64-bit product becomes a 4-multiply helper call
//!   (`__aeabi_lmul`), so Poly1305 costs several times more cycles per byte there. The alternative that
//!   suits M0 (13-bit limbs, 32-bit products only, ~4× more multiplies) needs column sums split to stay
//!   below 2^32 and is **not implemented**; figures for both cores are in the benchmark report.
//! * Cortex-M3: `UMULL`/`UMLAL` finish early when operands have leading zeros, so the time depends on the
//!   secret accumulator and key. This code is **not constant time on Cortex-M3** (nor is any 64-bit
//!   multiply Poly1305); it is on M0/M0+ (fixed-time helper), M4 and M33 (single-cycle multiplier).
//!
//! ```
//! use emcrypt::mac::poly1305::{poly1305, Poly1305};
//! let key = [0x42u8; 32];
//! let tag = poly1305(&key, b"message");
//! let mut mac = Poly1305::new(&key);
//! mac.update(b"mess");
//! mac.update(b"age");
//! assert!(mac.verify(&tag).is_ok());
//! ```

use crate::Error;
use zeroize::Zeroize;

/// Key length in bytes (`r` then `s`).
pub const KEY_LEN: usize = 32;
/// Tag length in bytes.
pub const TAG_LEN: usize = 16;
/// Block length in bytes.
pub const BLOCK_LEN: usize = 16;

/// 26 one bits.
const MASK26: u32 = 0x03ff_ffff;

/// A streaming Poly1305 context keyed with a one-time key.
#[derive(Clone)]
pub struct Poly1305 {
    /// `r` in 26-bit limbs, clamped (RFC 8439 §2.5.1).
    r: [u32; 5],
    /// `5·r[1..5]`: the limbs that wrap past 2^130 ≡ 5 come back multiplied by 5.
    r5: [u32; 4],
    /// The accumulator `h`, 26-bit limbs (a limb may hold a few bits more between carries).
    h: [u32; 5],
    /// `s`, added at the end.
    s: [u32; 4],
    /// A block not yet complete.
    buffer: [u8; BLOCK_LEN],
    /// Bytes used in `buffer`.
    filled: usize,
}

fn le32(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

impl Poly1305 {
    /// A context for the one-time `key`.
    pub fn new(key: &[u8; KEY_LEN]) -> Self {
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
            s: [le32(key, 16), le32(key, 20), le32(key, 24), le32(key, 28)],
            buffer: [0; BLOCK_LEN],
            filled: 0,
        }
    }

    /// Absorbs more message.
    pub fn update(&mut self, mut data: &[u8]) {
        if self.filled > 0 {
            let take = (BLOCK_LEN - self.filled).min(data.len());
            self.buffer[self.filled..self.filled + take].copy_from_slice(&data[..take]);
            self.filled += take;
            data = &data[take..];
            if self.filled < BLOCK_LEN {
                return;
            }
            let block = self.buffer;
            self.blocks(&[block], 1 << 24);
            self.filled = 0;
        }
        let (blocks, tail) = data.as_chunks::<BLOCK_LEN>();
        self.blocks(blocks, 1 << 24);
        self.buffer[..tail.len()].copy_from_slice(tail);
        self.filled = tail.len();
    }

    /// Zero-pads the message absorbed so far to a whole block (the `pad16` of RFC 8439 §2.8), if it is not
    /// one already.
    pub(crate) fn pad_to_block(&mut self) {
        if self.filled > 0 {
            self.buffer[self.filled..].fill(0);
            let block = self.buffer;
            self.blocks(&[block], 1 << 24);
            self.filled = 0;
        }
    }

    /// `h = (h + block + hibit·2^128)·r mod 2^130 − 5` for each block; `hibit` is `1 << 24` (bit 128 in
    /// the top limb) for a full block, 0 for the final partial block that carries its own `01` byte.
    fn blocks(&mut self, blocks: &[[u8; BLOCK_LEN]], hibit: u32) {
        let [r0, r1, r2, r3, r4] = self.r;
        let [s1, s2, s3, s4] = self.r5;
        let [mut h0, mut h1, mut h2, mut h3, mut h4] = self.h;
        let m = |a: u32, b: u32| u64::from(a) * u64::from(b);
        for b in blocks {
            // h += m, split into 26-bit limbs from its four little-endian words.
            let (t0, t1, t2, t3) = (le32(b, 0), le32(b, 4), le32(b, 8), le32(b, 12));
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

            // Partial carry propagation back to 26-bit limbs (h4's carry wraps round times 5).
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

    /// Returns the tag; the context is consumed (and wiped).
    pub fn finalize(mut self) -> [u8; TAG_LEN] {
        if self.filled > 0 {
            // The final partial block: its bytes, then 01, then zeros, with no 2^128 bit.
            let mut block = [0u8; BLOCK_LEN];
            block[..self.filled].copy_from_slice(&self.buffer[..self.filled]);
            block[self.filled] = 1;
            self.blocks(&[block], 0);
            block.zeroize();
        }
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

        // h mod 2^128 as four 32-bit words, plus s mod 2^128.
        let words = [
            h0 | (h1 << 26),
            (h1 >> 6) | (h2 << 20),
            (h2 >> 12) | (h3 << 14),
            (h3 >> 18) | (h4 << 8),
        ];
        let mut tag = [0u8; TAG_LEN];
        let mut carry = 0u64;
        for ((t, w), s) in tag.as_chunks_mut::<4>().0.iter_mut().zip(words).zip(self.s) {
            carry += u64::from(w) + u64::from(s);
            *t = (carry as u32).to_le_bytes();
            carry >>= 32;
        }
        tag
    }

    /// Checks `tag` in constant time; the context is consumed (and wiped).
    pub fn verify(self, tag: &[u8; TAG_LEN]) -> Result<(), Error> {
        let mut expected = self.finalize();
        let result = crate::ct::verify(&expected, tag);
        expected.zeroize();
        result
    }
}

impl Drop for Poly1305 {
    fn drop(&mut self) {
        self.r.zeroize();
        self.r5.zeroize();
        self.h.zeroize();
        self.s.zeroize();
        self.buffer.zeroize();
        self.filled.zeroize();
    }
}

/// One-shot Poly1305 tag of `msg` under the one-time `key`.
pub fn poly1305(key: &[u8; KEY_LEN], msg: &[u8]) -> [u8; TAG_LEN] {
    let mut mac = Poly1305::new(key);
    mac.update(msg);
    mac.finalize()
}
