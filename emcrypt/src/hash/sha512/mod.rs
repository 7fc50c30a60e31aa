//! SHA-384, SHA-512, SHA-512/224 and SHA-512/256 (FIPS 180-4): one 64-bit compression function with
//! four initial values and output lengths.
//!
//! | variant | technique | code (M4 / M0+) | constants | stack (compress) | cycles/byte M4 / M3 / M0+ | constant time |
//! | --- | --- | --- | --- | --- | --- | --- |
//! | [`Unrolled`] (default) | 16 rounds unrolled, run 5 times; 16-word schedule advanced between groups | 6.1 KB / 6.6 KB | 640 B | ~350 B | 79 / 79 / 130 | yes |
//! | [`Compact`] | one round in a loop | 1.1 KB / 1.8 KB | 640 B | ~330 B | 145 / 137 / 207 | yes |
//!
//! Cycles: SHA-512 of 8000 bytes, emulated with the benchmark's cycle model (zero-wait-state memory),
//! rustc 1.95, opt-level 3, LTO; RustCrypto `sha2` 0.11.1 takes 92 / 91 / 138 cycles/byte there, with
//! 28 KB of code. "Code" is the compression function alone. The benchmark report (`results/`) has the
//! maintained figures. Both variants give identical digests. CMOX has a single SHA-512 build: compare it
//! with `Unrolled`.
//!
//! The types for the truncated functions are named [`Sha512_224`] and [`Sha512_256`] (FIPS 180-4
//! "SHA-512/224" and "SHA-512/256": SHA-512 with their own initial values, cut to 28 and 32 bytes). They are
//! not SHA-224 or SHA-256, and not a plain truncation of SHA-512. On a 32-bit core, where every 64-bit word
//! takes two registers, SHA-512/256 costs more per byte than SHA-256; on a 64-bit host it costs less,
//! which is why it exists.
//!
//! ```
//! use emcrypt::hash::sha512::{sha512, Sha512, Compact};
//! let d = sha512(b"abc");
//! let mut h = Sha512::<Compact>::new();
//! h.update(b"a");
//! h.update(b"bc");
//! assert_eq!(h.finalize(), d);
//! ```

mod compact;
mod unrolled;

pub use compact::Compact;
pub use unrolled::Unrolled;

use super::md_buffer::MdCore;
use core::marker::PhantomData;

/// The SHA-512 round constants K (FIPS 180-4 §4.2.3).
pub(crate) const K: [u64; 80] = [
    0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc,
    0x3956c25bf348b538, 0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118,
    0xd807aa98a3030242, 0x12835b0145706fbe, 0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2,
    0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235, 0xc19bf174cf692694,
    0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
    0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5,
    0x983e5152ee66dfab, 0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4,
    0xc6e00bf33da88fc2, 0xd5a79147930aa725, 0x06ca6351e003826f, 0x142929670a0e6e70,
    0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed, 0x53380d139d95b3df,
    0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
    0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30,
    0xd192e819d6ef5218, 0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8,
    0x19a4c116b8d2d0c8, 0x1e376c085141ab53, 0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8,
    0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373, 0x682e6ff3d6b2b8a3,
    0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
    0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b,
    0xca273eceea26619c, 0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178,
    0x06f067aa72176fba, 0x0a637dc5a2c898a6, 0x113f9804bef90dae, 0x1b710b35131c471b,
    0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc, 0x431d67c49c100d4c,
    0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
];

// Initial values (FIPS 180-4 §5.3.4 to §5.3.6.2).
const IV_512: [u64; 8] = [
    0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
    0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
];
const IV_384: [u64; 8] = [
    0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17, 0x152fecd8f70e5939,
    0x67332667ffc00b31, 0x8eb44a8768581511, 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4,
];
const IV_512_224: [u64; 8] = [
    0x8c3d37c819544da2, 0x73e1996689dcd4d6, 0x1dfab7ae32ff9c82, 0x679dd514582f9fcf,
    0x0f6d2b697bd44da8, 0x77e36f7304c48942, 0x3f9d85a86a1d36c8, 0x1112e6ad91d692a1,
];
const IV_512_256: [u64; 8] = [
    0x22312194fc2bf72c, 0x9f555fa3c84c64c2, 0x2393b86b6f53b151, 0x963877195940eabd,
    0x96283ee2a88effe3, 0xbe5e1e2553863992, 0x2b0199fc2c85b8aa, 0x0eb72ddc81c52ca2,
];

/// A SHA-512 compression function: one of [`Unrolled`] or [`Compact`].
pub trait Compress: Clone {
    /// Runs the compression function over each 128-byte block in turn.
    fn compress(state: &mut [u64; 8], blocks: &[[u8; 128]]);
}

macro_rules! sha512_family {
    ($(#[$doc:meta])* $name:ident, $iv:expr, $len:expr, $oneshot:ident) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name<V: Compress = Unrolled>(MdCore<[u64; 8], 128>, PhantomData<V>);

        impl<V: Compress> $name<V> {
            /// Digest length in bytes.
            pub const OUTPUT_LEN: usize = $len;

            /// A fresh context.
            pub const fn new() -> Self {
                Self(MdCore::new($iv), PhantomData)
            }

            /// Absorbs more input.
            // Out of line: Ed25519 signing absorbs its inputs in several calls (prefix, R, A, message), and
            // each inlined copy of the buffering was 150-200 bytes of code.
            #[inline(never)]
            pub fn update(&mut self, data: &[u8]) {
                self.0.update(data, V::compress);
            }

            /// Pads and returns the digest; the context is wiped.
            // Inlined, so that the caller's context reaches `finalize_in_place` by pointer: a call
            // taking it by value first copies its 216 bytes into the caller's frame.
            #[inline]
            pub fn finalize(mut self) -> [u8; $len] {
                self.finalize_in_place()
            }

            /// [`Self::finalize`] on a borrowed context, which is left padded (unusable) until it is
            /// wiped on drop.
            #[inline(never)]
            pub(crate) fn finalize_in_place(&mut self) -> [u8; $len] {
                // The length in bits on 128 bits, big-endian (FIPS 180-4 §5.1.2).
                let bits = self.0.bit_len().to_be_bytes();
                self.0.finish(&bits, V::compress);
                // Truncated variants take the leading bytes: the last chunk may be a partial word.
                let mut out = [0u8; $len];
                for (o, w) in out.chunks_mut(8).zip(self.0.state.iter()) {
                    o.copy_from_slice(&w.to_be_bytes()[..o.len()]);
                }
                out
            }
        }

        impl<V: Compress> Default for $name<V> {
            fn default() -> Self {
                Self::new()
            }
        }

        impl<V: Compress> super::Hash for $name<V> {
            const OUTPUT_LEN: usize = $len;
            const BLOCK_LEN: usize = 128;
            type Output = [u8; $len];
            fn new() -> Self {
                Self::new()
            }
            fn update(&mut self, data: &[u8]) {
                self.update(data)
            }
            fn finalize(self) -> [u8; $len] {
                self.finalize()
            }
        }

        #[doc = concat!("One-shot ", stringify!($name), " of `data` with the default (unrolled) variant.")]
        pub fn $oneshot(data: &[u8]) -> [u8; $len] {
            let mut h = $name::<Unrolled>::new();
            h.update(data);
            h.finalize()
        }
    };
}

sha512_family!(
    /// SHA-512 streaming context; `V` picks the compression function.
    Sha512, IV_512, 64, sha512
);
sha512_family!(
    /// SHA-384 streaming context (SHA-512 with another IV, truncated to 48 bytes).
    Sha384, IV_384, 48, sha384
);
sha512_family!(
    /// SHA-512/224 streaming context (FIPS 180-4 "SHA-512/224": SHA-512 with its own IV, truncated to 28
    /// bytes).
    Sha512_224, IV_512_224, 28, sha512_224
);
sha512_family!(
    /// SHA-512/256 streaming context (FIPS 180-4 "SHA-512/256": SHA-512 with its own IV, truncated to 32
    /// bytes).
    Sha512_256, IV_512_256, 32, sha512_256
);

// The σ/Σ functions are written on the two 32-bit halves of the word, as one chain of XORs of shifts: each
// term is then one `EOR` with a shifted operand on a 32-bit core (six per half for Σ), where three 64-bit
// rotations would cost two instructions each plus the XORs. On a 64-bit host LLVM folds them back into
// rotations. ROTR^n for n < 32 gives the high half (h >> n) ^ (l << (32 - n)) and the low half
// (l >> n) ^ (h << (32 - n)); for n >= 32 the halves swap roles and the rotation is by n - 32.

/// Splits a word into its (high, low) 32-bit halves.
#[inline(always)]
fn halves(x: u64) -> (u32, u32) {
    ((x >> 32) as u32, x as u32)
}

/// Joins (high, low) 32-bit halves.
#[inline(always)]
fn join(hi: u32, lo: u32) -> u64 {
    (u64::from(hi) << 32) | u64::from(lo)
}

/// Σ0(x) = ROTR^28 ⊕ ROTR^34 ⊕ ROTR^39 (FIPS 180-4 (4.10)); ROTR^34 and ROTR^39 swap the halves and rotate
/// by 2 and 7.
#[inline(always)]
pub(crate) fn big_sigma0(x: u64) -> u64 {
    let (h, l) = halves(x);
    let hi = (h >> 28) ^ (l >> 2) ^ (l >> 7) ^ (l << 4) ^ (h << 30) ^ (h << 25);
    let lo = (l >> 28) ^ (h >> 2) ^ (h >> 7) ^ (h << 4) ^ (l << 30) ^ (l << 25);
    join(hi, lo)
}
/// Σ1(x) = ROTR^14 ⊕ ROTR^18 ⊕ ROTR^41 (FIPS 180-4 (4.11)); ROTR^41 swaps the halves and rotates by 9.
#[inline(always)]
pub(crate) fn big_sigma1(x: u64) -> u64 {
    let (h, l) = halves(x);
    let hi = (h >> 14) ^ (h >> 18) ^ (l >> 9) ^ (l << 18) ^ (l << 14) ^ (h << 23);
    let lo = (l >> 14) ^ (l >> 18) ^ (h >> 9) ^ (h << 18) ^ (h << 14) ^ (l << 23);
    join(hi, lo)
}
/// σ0(x) = ROTR^1 ⊕ ROTR^8 ⊕ SHR^7 (FIPS 180-4 (4.12)).
#[inline(always)]
pub(crate) fn small_sigma0(x: u64) -> u64 {
    let (h, l) = halves(x);
    let hi = (h >> 1) ^ (h >> 8) ^ (h >> 7) ^ (l << 31) ^ (l << 24);
    let lo = (l >> 1) ^ (l >> 8) ^ (l >> 7) ^ (h << 31) ^ (h << 24) ^ (h << 25);
    join(hi, lo)
}
/// σ1(x) = ROTR^19 ⊕ ROTR^61 ⊕ SHR^6 (FIPS 180-4 (4.13)); ROTR^61 swaps the halves and rotates by 29.
#[inline(always)]
pub(crate) fn small_sigma1(x: u64) -> u64 {
    let (h, l) = halves(x);
    let hi = (h >> 19) ^ (l >> 29) ^ (h >> 6) ^ (l << 13) ^ (h << 3);
    let lo = (l >> 19) ^ (h >> 29) ^ (l >> 6) ^ (h << 13) ^ (l << 3) ^ (h << 26);
    join(hi, lo)
}
#[inline(always)]
pub(crate) fn ch(e: u64, f: u64, g: u64) -> u64 {
    // (e & f) ^ (!e & g), with one operation fewer
    g ^ (e & (f ^ g))
}
#[inline(always)]
pub(crate) fn maj(a: u64, b: u64, c: u64) -> u64 {
    (a & b) | (c & (a | b))
}
