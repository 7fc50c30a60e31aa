//! SHA-224 and SHA-256 (FIPS 180-4).
//!
//! | variant | technique | code (M4) | constants | speed | constant time |
//! | --- | --- | --- | --- | --- | --- |
//! | [`Unrolled`] (default) | 64 rounds unrolled, 16-word rolling schedule | larger | 256 B | fast | yes |
//! | [`Compact`] | one round in a loop | small | 256 B | slower | yes |
//!
//! Figures are in the benchmark report (`results/`). Both variants give identical digests.
//!
//! ```
//! use emcrypt::hash::sha256::{sha256, Sha256, Compact};
//! let d = sha256(b"abc");
//! let mut h = Sha256::<Compact>::new();
//! h.update(b"a");
//! h.update(b"bc");
//! assert_eq!(h.finalize(), d);
//! ```

mod compact;
mod unrolled;

pub use compact::Compact;
pub use unrolled::Unrolled;
pub(crate) use unrolled::{AfterFiveRounds, SplitAfterFive};

use super::md_buffer::MdBuffer;
use core::marker::PhantomData;
use zeroize::Zeroize;

/// The SHA-256 round constants K (FIPS 180-4 §4.2.2).
pub(crate) const K: [u32; 64] = [
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
];

const IV_256: [u32; 8] =
    [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];
const IV_224: [u32; 8] =
    [0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4];

/// A SHA-256 compression function: one of [`Unrolled`] or [`Compact`].
pub trait Compress: Clone {
    /// Runs the compression function over each 64-byte block in turn.
    fn compress(state: &mut [u32; 8], blocks: &[[u8; 64]]);
}

/// The streaming core shared by SHA-224 and SHA-256.
#[derive(Clone)]
struct Core<V: Compress> {
    state: [u32; 8],
    buffer: MdBuffer<64>,
    bytes: u64,
    variant: PhantomData<V>,
}

impl<V: Compress> Core<V> {
    const fn new(iv: [u32; 8]) -> Self {
        Self { state: iv, buffer: MdBuffer::new(), bytes: 0, variant: PhantomData }
    }

    fn update(&mut self, data: &[u8]) {
        self.bytes = self.bytes.wrapping_add(data.len() as u64);
        let state = &mut self.state;
        self.buffer.update(data, |blocks| V::compress(state, blocks));
    }

    fn finish(&mut self) -> [u8; 32] {
        let bits = self.bytes.wrapping_mul(8).to_be_bytes();
        let state = &mut self.state;
        self.buffer.finish(&bits, |blocks| V::compress(state, blocks));
        let mut out = [0u8; 32];
        for (o, w) in out.chunks_exact_mut(4).zip(self.state.iter()) {
            o.copy_from_slice(&w.to_be_bytes());
        }
        out
    }
}

impl<V: Compress> Drop for Core<V> {
    fn drop(&mut self) {
        self.state.zeroize();
        self.buffer.zeroize();
        self.bytes.zeroize();
    }
}

macro_rules! sha256_family {
    ($(#[$doc:meta])* $name:ident, $iv:expr, $len:expr, $oneshot:ident) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name<V: Compress = Unrolled>(Core<V>);

        impl<V: Compress> $name<V> {
            /// Digest length in bytes.
            pub const OUTPUT_LEN: usize = $len;

            /// A fresh context.
            pub const fn new() -> Self {
                Self(Core::new($iv))
            }

            /// Absorbs more input.
            pub fn update(&mut self, data: &[u8]) {
                self.0.update(data);
            }

            /// Pads and returns the digest; the context is wiped.
            pub fn finalize(mut self) -> [u8; $len] {
                let full = self.0.finish();
                let mut out = [0u8; $len];
                out.copy_from_slice(&full[..$len]);
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
            const BLOCK_LEN: usize = 64;
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

sha256_family!(
    /// SHA-256 streaming context; `V` picks the compression function.
    Sha256, IV_256, 32, sha256
);
sha256_family!(
    /// SHA-224 streaming context (SHA-256 with another IV, truncated to 28 bytes).
    Sha224, IV_224, 28, sha224
);

#[inline(always)]
pub(crate) fn big_sigma0(x: u32) -> u32 {
    x.rotate_right(2) ^ x.rotate_right(13) ^ x.rotate_right(22)
}
#[inline(always)]
pub(crate) fn big_sigma1(x: u32) -> u32 {
    x.rotate_right(6) ^ x.rotate_right(11) ^ x.rotate_right(25)
}
#[inline(always)]
pub(crate) fn small_sigma0(x: u32) -> u32 {
    x.rotate_right(7) ^ x.rotate_right(18) ^ (x >> 3)
}
#[inline(always)]
pub(crate) fn small_sigma1(x: u32) -> u32 {
    x.rotate_right(17) ^ x.rotate_right(19) ^ (x >> 10)
}
#[inline(always)]
pub(crate) fn ch(e: u32, f: u32, g: u32) -> u32 {
    // (e & f) ^ (!e & g), with one operation fewer
    g ^ (e & (f ^ g))
}
#[inline(always)]
pub(crate) fn maj(a: u32, b: u32, c: u32) -> u32 {
    (a & b) | (c & (a | b))
}
