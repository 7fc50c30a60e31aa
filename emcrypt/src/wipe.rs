//! Wiping secret buffers: one out-of-line loop per element type, for every module's temporaries.
//!
//! `zeroize` on a fixed-size array is inlined and unrolled, one volatile store per element: 128 byte
//! stores for a hash block, 64 for the digits of an Ed25519 scalar, 60 words for the Barrett reduction's
//! temporaries. Taking a slice, out of line, the loop stays a loop: a call per wipe instead of hundreds of
//! bytes of code at every site.

use zeroize::{DefaultIsZeroes, Zeroize};

/// Wipes a secret slice (volatile writes, which the compiler may not remove).
#[inline(never)]
pub(crate) fn wipe<T: DefaultIsZeroes>(secret: &mut [T]) {
    secret.zeroize();
}

/// Wipes secret bytes: [`wipe`] for `u8`.
#[inline(always)]
pub(crate) fn wipe_bytes(secret: &mut [u8]) {
    wipe(secret);
}

/// Wipes secret words: [`wipe`] for `u32`.
#[inline(always)]
pub(crate) fn wipe_words(secret: &mut [u32]) {
    wipe(secret);
}
