//! MD5 (RFC 1321).
//!
//! **Broken: never use MD5 for anything where an attacker chooses inputs.** Collisions take seconds on a
//! laptop and chosen-prefix collisions have forged real certificates (Flame, 2012); RFC 6151 retires it
//! from security use. It is here only to check legacy checksums and formats that still carry it.
//!
//! MD5 is a Merkle–Damgård hash like SHA-1, but little-endian: the message words and the 64-bit length in
//! the padding are read and written least significant byte first.
//!
//! | variant | technique | code (M4 / M0+) | constants | cycles/byte M4 / M3 / M0+ | constant time |
//! | --- | --- | --- | --- | --- | --- |
//! | [`Md5`] (only) | one step in a loop | 296 B / 300 B | 256 B + 64 B | 44 / 45 / 83 | yes |
//!
//! Code is the compression function alone; cycles are for 8000 bytes in the benchmark's emulated cycle
//! model (zero-wait-state memory, rustc 1.95, opt-level 3, LTO). The benchmark report (`results/`) has
//! the maintained figures.
//!
//! ```
//! use emcrypt::hash::md5::{md5, Md5};
//! let d = md5(b"abc");
//! let mut h = Md5::new();
//! h.update(b"a");
//! h.update(b"bc");
//! assert_eq!(h.finalize(), d);
//! ```

use super::md_buffer::MdCore;

/// The initial value A, B, C, D (RFC 1321 §3.3).
const IV: [u32; 4] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476];

/// The step constants T[i] = floor(2^32 × |sin(i + 1)|) (RFC 1321 §3.4).
const T: [u32; 64] = [
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
];

/// The left-rotation amounts, four per round (RFC 1321 §3.4): step `i` rotates by `SHIFTS[i / 16][i % 4]`.
const SHIFTS: [[u32; 4]; 4] = [[7, 12, 17, 22], [5, 9, 14, 20], [4, 11, 16, 23], [6, 10, 15, 21]];

/// MD5 streaming context; wiped when dropped.
#[derive(Clone)]
pub struct Md5(MdCore<[u32; 4], 64>);

impl Md5 {
    /// Digest length in bytes.
    pub const OUTPUT_LEN: usize = 16;

    /// A fresh context.
    pub const fn new() -> Self {
        Self(MdCore::new(IV))
    }

    /// Absorbs more input.
    pub fn update(&mut self, data: &[u8]) {
        self.0.update(data, compress);
    }

    /// Pads and returns the digest; the context is wiped.
    pub fn finalize(mut self) -> [u8; 16] {
        // The length in bits, modulo 2^64, little-endian (RFC 1321 §3.2).
        let bits = (self.0.bit_len() as u64).to_le_bytes();
        self.0.finish(&bits, compress);
        let mut out = [0u8; 16];
        for (o, w) in out.chunks_exact_mut(4).zip(self.0.state.iter()) {
            o.copy_from_slice(&w.to_le_bytes());
        }
        out
    }
}

impl Default for Md5 {
    fn default() -> Self {
        Self::new()
    }
}

impl super::Hash for Md5 {
    const OUTPUT_LEN: usize = 16;
    const BLOCK_LEN: usize = 64;
    type Output = [u8; 16];
    fn new() -> Self {
        Self::new()
    }
    fn update(&mut self, data: &[u8]) {
        self.update(data)
    }
    fn finalize(self) -> [u8; 16] {
        self.finalize()
    }
}

/// One-shot MD5 of `data` (see the module docs: broken, legacy use only).
pub fn md5(data: &[u8]) -> [u8; 16] {
    let mut h = Md5::new();
    h.update(data);
    h.finalize()
}

/// The MD5 compression function over each 64-byte block in turn.
fn compress(state: &mut [u32; 4], blocks: &[[u8; 64]]) {
    for block in blocks {
        let mut x = [0u32; 16];
        for (xi, bytes) in x.iter_mut().zip(block.as_chunks::<4>().0) {
            *xi = u32::from_le_bytes(*bytes);
        }
        let [mut a, mut b, mut c, mut d] = *state;
        for (i, t) in T.iter().enumerate() {
            // Each round of sixteen steps has its own function and order of message words (a public
            // loop index decides, never the data).
            let (f, k) = match i / 16 {
                0 => (d ^ (b & (c ^ d)), i),                  // F = (b & c) | (!b & d)
                1 => (c ^ (d & (b ^ c)), (5 * i + 1) & 15),   // G = (b & d) | (c & !d)
                2 => (b ^ c ^ d, (3 * i + 5) & 15),           // H
                _ => (c ^ (b | !d), (7 * i) & 15),            // I
            };
            let sum = a.wrapping_add(f).wrapping_add(*t).wrapping_add(x[k]);
            a = d;
            d = c;
            c = b;
            b = b.wrapping_add(sum.rotate_left(SHIFTS[i / 16][i % 4]));
        }
        for (h, v) in state.iter_mut().zip([a, b, c, d]) {
            *h = h.wrapping_add(v);
        }
    }
}
