//! Hash functions: one-shot functions, streaming contexts, and the [`Hash`] trait that HMAC, HKDF,
//! PBKDF2 and the DRBGs are generic over.
//!
//! | hash | module | variants (compression / permutation) |
//! | --- | --- | --- |
//! | SHA-224, SHA-256 | [`sha256`] | `Unrolled` (default, speed), `Compact` (small code) |
//! | SHA-384, SHA-512, SHA-512/224, SHA-512/256 | [`sha512`] | `Unrolled` (default, speed), `Compact` (small code) |
//! | SHA3-224/256/384/512, SHAKE128/256 | [`sha3`] | `Unrolled` (default, bit-interleaved, speed), `Compact` (64-bit lanes, small code) |
//! | SHA-1 (collision-broken: legacy and HMAC/PBKDF2/TOTP only) | [`sha1`] | one (compact loop) |
//! | MD5 (broken: legacy checksums only) | [`md5`] | one (compact loop) |
//!
//! Every streaming context gives the one-shot answer for any split of its input, holds no pointers into
//! itself (it may be moved or copied into a `static`), and wipes its state when dropped.

pub(crate) mod md_buffer;
pub mod md5;
pub mod sha1;
pub mod sha256;
pub mod sha3;
pub mod sha512;

/// The digest of a hash function: a byte array of the hash's output length.
pub trait Output: AsRef<[u8]> + AsMut<[u8]> + Copy + Eq + core::fmt::Debug {
    /// An all-zero value.
    fn zeroed() -> Self;
}

impl<const N: usize> Output for [u8; N] {
    fn zeroed() -> Self {
        [0; N]
    }
}

/// A hash function with a streaming interface: `new`, any number of `update`s, `finalize`.
pub trait Hash: Clone {
    /// Digest length in bytes.
    const OUTPUT_LEN: usize;
    /// Length in bytes of the blocks the input is processed in (HMAC pads its key to this).
    const BLOCK_LEN: usize;
    /// The digest, `[u8; OUTPUT_LEN]`.
    type Output: Output;

    /// A fresh context.
    fn new() -> Self;
    /// Absorbs more input.
    fn update(&mut self, data: &[u8]);
    /// Pads, finishes and returns the digest; the context is consumed (and wiped).
    fn finalize(self) -> Self::Output;

    /// One-shot: the digest of `data`.
    fn digest(data: &[u8]) -> Self::Output {
        let mut h = Self::new();
        h.update(data);
        h.finalize()
    }
}
