//! The inputs the cases derive their secrets from: the benchmark key, or the constant-time check's secret.
//! Harness code, like the firmware runtime: the footprint attribution leaves `bench::input::*` out of every
//! case (`bench/runner/src/attribution.rs`), as CMOX's and CycloneCRYPTO's footprints count the library only.

use crate::message::key_byte;
use emcrypt_fw_rt::bench::{ct_secret, SecretKind};

/// The benchmark secret key, or the constant-time check's secret: its first `N` bytes, repeated from the start
/// past its 64 (P-521's 66-byte key).
pub(crate) fn secret<const N: usize>() -> [u8; N] {
    match ct_secret(SecretKind::Key) {
        Some(s) => core::array::from_fn(|i| s[i % s.len()]),
        None => core::array::from_fn(key_byte),
    }
}

/// [`secret`] as a big-endian ECDSA/ECDH scalar: under a check, forced into [1, n-1] for the NIST curves
/// (whose group orders exceed 2^(8N-1)) by clearing the top bit and setting the low bit. Not inlined: its
/// byte shuffling spilled registers into the frame of the case, below which the measured operation runs.
#[inline(never)]
pub(crate) fn scalar<const N: usize>() -> [u8; N] {
    let mut s = secret::<N>();
    if ct_secret(SecretKind::Key).is_some() {
        below_top_bit(&mut s);
    }
    s
}

/// [`scalar`] for P-521: 66 bytes below 2^521 (the top byte keeps bit 0 only, as the known answers'
/// key in `build.rs`). Under a check the low bit is set too (never 0), and the second byte's top bit is
/// cleared: the order is 2^521 minus about 2^260, so every such secret is below it (the all-ones secret
/// was not).
#[inline(never)]
pub(crate) fn p521_scalar() -> [u8; 66] {
    let mut s = scalar::<66>();
    s[0] &= 1;
    if ct_secret(SecretKind::Key).is_some() {
        s[1] &= 0x7f;
    }
    s
}

/// The big-endian `s` (at most 68 bytes: P-521's 66) byte-reversed: the number as the little-endian 32-bit limbs the
/// arithmetic keeps, so that the zeroization check also finds a limb left on the stack.
pub(crate) fn limb_order(s: &[u8]) -> [u8; 68] {
    let mut out = [0u8; 68];
    for (o, b) in out.iter_mut().zip(s.iter().rev()) {
        *o = *b;
    }
    out
}

/// Makes the big-endian `s` a valid scalar for a group order of `s.len()` bytes whose top bit is set (NIST
/// curves, the RFC 5114 / RFC 6979 subgroups): top bit cleared (below the order), low bit set (not zero).
pub(crate) fn below_top_bit(s: &mut [u8]) {
    if let Some(first) = s.first_mut() {
        *first &= 0x7f;
    }
    if let Some(last) = s.last_mut() {
        *last |= 1;
    }
}
