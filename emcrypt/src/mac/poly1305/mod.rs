//! Poly1305 (RFC 8439 §2.5), the one-time authenticator of ChaCha20-Poly1305.
//!
//! The tag is `((Σ mᵢ·r^(n−i+1)) mod 2^130 − 5) + s mod 2^128`, with `r` (clamped) and `s` the two
//! halves of a 32-byte **one-time** key: a key must never authenticate two messages. Use it through
//! [`aead::chacha20poly1305`](crate::aead::chacha20poly1305), which derives a fresh key per nonce,
//! unless a protocol says otherwise.
//!
//! | variant | limbs | multiplies per 16-byte block | cycles/byte, 8000 B (M0+ / M3 / M4) | constant time |
//! | --- | --- | --- | --- | --- |
//! | [`Radix26`] (default) | 5 × 26 bits, `u64` products | 25 × (32×32→64) | 125 / 19 / 12 | M0+/M4/M33 yes; **M3 no** (early-terminating `UMULL`) |
//! | [`Radix13`] | 10 × 13 bits, `u32` products only | 100 × (32×32→32) | 57 / 37 / 32 | yes on every core (`MUL`/`MULS` are fixed-time) |
//!
//! Cycle figures: the benchmark's emulated cores (zero-wait-state model, M3 with worst-case `UMULL`
//! timing), measured while writing this code; the benchmark report has the maintained ones.
//!
//! # Choosing
//! * Cortex-M4/M33 (single-cycle `UMULL`/`UMLAL`): [`Radix26`], the default.
//! * Cortex-M0/M0+ (only `MULS`, 32×32→32): each 64-bit product of [`Radix26`] becomes a helper call
//!   (`__aeabi_lmul`, several `MULS`), so [`Radix13`], whose products all fit 32 bits, is the fast one.
//! * Cortex-M3: `UMULL`/`UMLAL` finish early when operands have leading zeros, so [`Radix26`]'s timing
//!   depends on the secret accumulator and key; use [`Radix13`] there when timing matters.
//!
//! The AEAD ([`chacha20poly1305`](crate::aead::chacha20poly1305)) takes the variant as a type parameter
//! too, with the same default.
//!
//! ```
//! use emcrypt::mac::poly1305::{poly1305, Poly1305, Radix13};
//! let key = [0x42u8; 32];
//! let tag = poly1305(&key, b"message");
//! let mut mac = Poly1305::<Radix13>::new(&key);
//! mac.update(b"mess");
//! mac.update(b"age");
//! assert!(mac.verify(&tag).is_ok());
//! ```

mod radix13;
mod radix26;

pub use radix13::Radix13;
pub use radix26::Radix26;

use crate::Error;
use zeroize::Zeroize;

/// Key length in bytes (`r` then `s`).
pub const KEY_LEN: usize = 32;
/// Tag length in bytes.
pub const TAG_LEN: usize = 16;
/// Block length in bytes.
pub const BLOCK_LEN: usize = 16;

/// A Poly1305 arithmetic: the accumulator `h` and the clamped `r` in some limb layout.
pub trait Limbs: Clone + Zeroize {
    /// A zero accumulator and `r` (the first half of the key, clamped here).
    fn new(r: &[u8; 16]) -> Self;

    /// `h = (h + block + 2^128)·r mod 2^130 − 5` for each full block.
    fn blocks(&mut self, blocks: &[[u8; BLOCK_LEN]]);

    /// The final partial block, already padded with `01 00 ..` (no 2^128 term).
    fn last_block(&mut self, block: &[u8; BLOCK_LEN]);

    /// `h mod 2^130 − 5`, fully reduced, as its low 128 bits (four little-endian words).
    fn reduce(&self) -> [u32; 4];
}

/// A streaming Poly1305 context keyed with a one-time key, over limb variant `L`.
#[derive(Clone)]
pub struct Poly1305<L: Limbs = Radix26> {
    limbs: L,
    /// `s`, added at the end.
    s: [u32; 4],
    /// A block not yet complete.
    buffer: [u8; BLOCK_LEN],
    /// Bytes used in `buffer`.
    filled: usize,
}

impl<L: Limbs> Poly1305<L> {
    /// A context for the one-time `key`.
    pub fn new(key: &[u8; KEY_LEN]) -> Self {
        let mut r = [0u8; 16];
        r.copy_from_slice(&key[..16]);
        let limbs = L::new(&r);
        r.zeroize();
        let mut s = [0u32; 4];
        for (w, b) in s.iter_mut().zip(key[16..].as_chunks::<4>().0) {
            *w = u32::from_le_bytes(*b);
        }
        Self {
            limbs,
            s,
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
            self.limbs.blocks(core::slice::from_ref(&self.buffer));
            self.filled = 0;
        }
        let (blocks, tail) = data.as_chunks::<BLOCK_LEN>();
        self.limbs.blocks(blocks);
        self.buffer[..tail.len()].copy_from_slice(tail);
        self.filled = tail.len();
    }

    /// Zero-pads the message absorbed so far to a whole block (the `pad16` of RFC 8439 §2.8), if it is not
    /// one already.
    pub(crate) fn pad_to_block(&mut self) {
        if self.filled > 0 {
            self.buffer[self.filled..].fill(0);
            self.limbs.blocks(core::slice::from_ref(&self.buffer));
            self.filled = 0;
        }
    }

    /// Returns the tag; the context is consumed (and wiped).
    pub fn finalize(mut self) -> [u8; TAG_LEN] {
        if self.filled > 0 {
            // The final partial block: its bytes, then 01, then zeros, with no 2^128 term.
            self.buffer[self.filled] = 1;
            self.buffer[self.filled + 1..].fill(0);
            self.limbs.last_block(&self.buffer);
        }
        let mut h = self.limbs.reduce();
        // (h + s) mod 2^128.
        let mut tag = [0u8; TAG_LEN];
        let mut carry = 0u64;
        for ((t, w), s) in tag.as_chunks_mut::<4>().0.iter_mut().zip(h).zip(self.s) {
            carry += u64::from(w) + u64::from(s);
            *t = (carry as u32).to_le_bytes();
            carry >>= 32;
        }
        h.zeroize();
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

impl<L: Limbs> Drop for Poly1305<L> {
    fn drop(&mut self) {
        self.limbs.zeroize();
        self.s.zeroize();
        self.buffer.zeroize();
        self.filled.zeroize();
    }
}

/// One-shot Poly1305 tag of `msg` under the one-time `key` (default variant, [`Radix26`]).
pub fn poly1305(key: &[u8; KEY_LEN], msg: &[u8]) -> [u8; TAG_LEN] {
    let mut mac = Poly1305::<Radix26>::new(key);
    mac.update(msg);
    mac.finalize()
}

/// Little-endian word at byte `at` (shared by the limb variants).
#[inline(always)]
fn le32(bytes: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]])
}

/// A block's four little-endian words, each read as one word load where the core allows unaligned loads.
#[inline(always)]
fn words(block: &[u8; BLOCK_LEN]) -> [u32; 4] {
    let mut w = [0u32; 4];
    for (w, bytes) in w.iter_mut().zip(block.as_chunks::<4>().0) {
        *w = u32::from_le_bytes(*bytes);
    }
    w
}
