//! SHA-1 (FIPS 180-4 §6.1).
//!
//! **Collision-broken: do not use SHA-1 for signatures, certificates or any new design.** Practical
//! collisions exist (SHAttered, 2017; chosen-prefix collisions, 2020), and NIST has deprecated it for
//! digital signatures (SP 800-131A). It is here because standards that only rely on it as a keyed PRF, where
//! collisions do not matter, still require it: HMAC-SHA1, PBKDF2-HMAC-SHA1 (WPA2), TOTP/HOTP (RFC 6238/4226),
//! and for interoperating with legacy protocols.
//!
//! | variant | technique | code (M4 / M0+) | constants | cycles/byte M4 / M3 / M0+ | constant time |
//! | --- | --- | --- | --- | --- | --- |
//! | [`Sha1`] (only) | one round in a loop, 16-word circular schedule | 416 B / 732 B | 16 B | 67 / 64 / 118 | yes |
//!
//! Code is the compression function alone; cycles are for 8000 bytes in the benchmark's emulated cycle
//! model (zero-wait-state memory, rustc 1.95, opt-level 3, LTO). The benchmark report (`results/`) has
//! the maintained figures.
//!
//! ```
//! use emcrypt::hash::sha1::{sha1, Sha1};
//! let d = sha1(b"abc");
//! let mut h = Sha1::new();
//! h.update(b"a");
//! h.update(b"bc");
//! assert_eq!(h.finalize(), d);
//! ```

use super::md_buffer::MdCore;

/// The initial value H(0) (FIPS 180-4 §5.3.1).
const IV: [u32; 5] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];

/// The round constants, one for each group of twenty rounds (FIPS 180-4 §4.2.1).
const K: [u32; 4] = [0x5a827999, 0x6ed9eba1, 0x8f1bbcdc, 0xca62c1d6];

/// SHA-1 streaming context; wiped when dropped.
#[derive(Clone)]
pub struct Sha1(MdCore<[u32; 5], 64>);

impl Sha1 {
    /// Digest length in bytes.
    pub const OUTPUT_LEN: usize = 20;

    /// A fresh context.
    pub const fn new() -> Self {
        Self(MdCore::new(IV))
    }

    /// Absorbs more input.
    pub fn update(&mut self, data: &[u8]) {
        self.0.update(data, compress);
    }

    /// Pads and returns the digest; the context is wiped.
    pub fn finalize(mut self) -> [u8; 20] {
        // The length in bits, modulo 2^64, big-endian.
        let bits = (self.0.bit_len() as u64).to_be_bytes();
        self.0.finish(&bits, compress);
        let mut out = [0u8; 20];
        for (o, w) in out.chunks_exact_mut(4).zip(self.0.state.iter()) {
            o.copy_from_slice(&w.to_be_bytes());
        }
        out
    }
}

impl Default for Sha1 {
    fn default() -> Self {
        Self::new()
    }
}

impl super::Hash for Sha1 {
    const OUTPUT_LEN: usize = 20;
    const BLOCK_LEN: usize = 64;
    type Output = [u8; 20];
    fn new() -> Self {
        Self::new()
    }
    fn update(&mut self, data: &[u8]) {
        self.update(data)
    }
    fn finalize(self) -> [u8; 20] {
        self.finalize()
    }
}

/// One-shot SHA-1 of `data` (see the module docs: not for signatures).
pub fn sha1(data: &[u8]) -> [u8; 20] {
    let mut h = Sha1::new();
    h.update(data);
    h.finalize()
}

/// The SHA-1 compression function over each 64-byte block in turn.
fn compress(state: &mut [u32; 5], blocks: &[[u8; 64]]) {
    for block in blocks {
        let mut w = [0u32; 16];
        for (wi, bytes) in w.iter_mut().zip(block.as_chunks::<4>().0) {
            *wi = u32::from_be_bytes(*bytes);
        }
        let [mut a, mut b, mut c, mut d, mut e] = *state;
        for t in 0..80 {
            let i = t & 15;
            if t >= 16 {
                // W[t] = ROTL1(W[t-3] ^ W[t-8] ^ W[t-14] ^ W[t-16]), in place of W[t-16].
                w[i] = (w[(t + 13) & 15] ^ w[(t + 8) & 15] ^ w[(t + 2) & 15] ^ w[i]).rotate_left(1);
            }
            // The round function and constant change every twenty rounds (a public loop index).
            let f = match t / 20 {
                0 => d ^ (b & (c ^ d)),           // Ch(b, c, d)
                2 => (b & c) | (d & (b | c)),     // Maj(b, c, d)
                _ => b ^ c ^ d,                   // Parity (rounds 20..40 and 60..80)
            };
            let temp = a
                .rotate_left(5)
                .wrapping_add(f)
                .wrapping_add(e)
                .wrapping_add(K[t / 20])
                .wrapping_add(w[i]);
            e = d;
            d = c;
            c = b.rotate_left(30);
            b = a;
            a = temp;
        }
        for (h, v) in state.iter_mut().zip([a, b, c, d, e]) {
            *h = h.wrapping_add(v);
        }
    }
}
