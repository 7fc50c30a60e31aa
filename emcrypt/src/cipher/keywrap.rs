//! AES key wrap: KW (RFC 3394, NIST SP 800-38F §6.2) and KWP, key wrap with padding (RFC 5649,
//! SP 800-38F §6.3), over any 128-bit [`BlockCipher`] (every AES variant).
//!
//! Both run the wrapping function W: six passes over the 64-bit semiblocks, each step encrypting the
//! integrity register A with one semiblock and XORing the step counter into A. Unwrapping runs W⁻¹ and
//! checks A (and, for KWP, the length and the zero padding) in constant time; on any failure the output
//! is zeroed and [`Error::VerificationFailed`] returned.
//!
//! | function | input | output |
//! | --- | --- | --- |
//! | [`wrap`] / [`unwrap`] (KW) | key data of 16 bytes or more, a multiple of 8 | input + 8 bytes |
//! | [`wrap_padded`] / [`unwrap_padded`] (KWP) | key data of 1 to 2^32 − 1 bytes | input rounded up to 8, + 8 bytes |
//!
//! ```
//! use emcrypt::cipher::{aes::Aes128, keywrap};
//! let kek = [1u8; 16];
//! let mut wrapped = [0u8; 32];
//! keywrap::wrap::<Aes128>(&kek, &[7u8; 24], &mut wrapped).unwrap();
//! let mut key = [0u8; 24];
//! keywrap::unwrap::<Aes128>(&kek, &wrapped, &mut key).unwrap();
//! assert_eq!(key, [7u8; 24]);
//! ```
//!
//! Every step depends on the one before, so W runs one block at a time: fixsliced AES gains nothing from
//! its two-block form here, and [`Compact`](super::aes::Compact) is a fine choice.

use super::BlockCipher;
use crate::wipe::wipe_bytes;
use crate::ct::ConstantTimeEq;
use crate::Error;

/// KW's initial value (RFC 3394 §2.2.3.1).
const KW_IV: [u8; 8] = [0xa6; 8];
/// KWP's alternative initial value prefix (RFC 5649 §3), followed by the 32-bit data length.
const KWP_PREFIX: [u8; 4] = [0xa6, 0x59, 0x59, 0xa6];

/// Wrapping function W (SP 800-38F Algorithm 1): `a` is the integrity register, `r` the semiblocks
/// (at least two).
fn w<C: BlockCipher>(cipher: &C, a: &mut [u8; 8], r: &mut [[u8; 8]]) {
    let n = r.len() as u64;
    let mut block = [0u8; 16];
    for j in 0..6u64 {
        for (i, ri) in r.iter_mut().enumerate() {
            block[..8].copy_from_slice(a);
            block[8..].copy_from_slice(ri);
            cipher.encrypt_block(&mut block);
            let t = n * j + i as u64 + 1;
            *a = (u64::from_be_bytes(block[..8].try_into().unwrap()) ^ t).to_be_bytes();
            ri.copy_from_slice(&block[8..]);
        }
    }
    wipe_bytes(&mut block);
}

/// Unwrapping function W⁻¹ (SP 800-38F Algorithm 2).
fn w_inverse<C: BlockCipher>(cipher: &C, a: &mut [u8; 8], r: &mut [[u8; 8]]) {
    let n = r.len() as u64;
    let mut block = [0u8; 16];
    for j in (0..6u64).rev() {
        for (i, ri) in r.iter_mut().enumerate().rev() {
            let t = n * j + i as u64 + 1;
            block[..8].copy_from_slice(&(u64::from_be_bytes(*a) ^ t).to_be_bytes());
            block[8..].copy_from_slice(ri);
            cipher.decrypt_block(&mut block);
            a.copy_from_slice(&block[..8]);
            ri.copy_from_slice(&block[8..]);
        }
    }
    wipe_bytes(&mut block);
}

/// Splits `out` into the integrity register (first 8 bytes) and semiblocks.
fn register_and_semiblocks(out: &mut [u8]) -> (&mut [u8; 8], &mut [[u8; 8]]) {
    let (a, r) = out.split_first_chunk_mut::<8>().expect("at least one semiblock");
    (a, r.as_chunks_mut::<8>().0)
}

/// KW-AE: wraps `key_data` (16 bytes or more, a multiple of 8) under `kek` into `out`, which must be
/// exactly 8 bytes longer. Other lengths are [`Error::InvalidLength`].
pub fn wrap<C: BlockCipher>(kek: &[u8], key_data: &[u8], out: &mut [u8]) -> Result<(), Error> {
    if key_data.len() < 16 || key_data.len() % 8 != 0 || out.len() != key_data.len() + 8 {
        return Err(Error::InvalidLength);
    }
    let cipher = C::new(kek)?;
    out[8..].copy_from_slice(key_data);
    let (a, r) = register_and_semiblocks(out);
    *a = KW_IV;
    w(&cipher, a, r);
    Ok(())
}

/// KW-AD: unwraps `wrapped` (24 bytes or more, a multiple of 8) into `out` (exactly 8 bytes shorter).
/// `Err(VerificationFailed)` when the integrity check fails; `out` is then zeroed.
pub fn unwrap<C: BlockCipher>(kek: &[u8], wrapped: &[u8], out: &mut [u8]) -> Result<(), Error> {
    let result = unwrap_unchecked_output::<C>(kek, wrapped, out);
    if result.is_err() {
        out.fill(0);
    }
    result
}

fn unwrap_unchecked_output<C: BlockCipher>(kek: &[u8], wrapped: &[u8], out: &mut [u8]) -> Result<(), Error> {
    if wrapped.len() < 24 || wrapped.len() % 8 != 0 || out.len() + 8 != wrapped.len() {
        return Err(Error::InvalidLength);
    }
    let cipher = C::new(kek)?;
    let mut a: [u8; 8] = wrapped[..8].try_into().unwrap();
    out.copy_from_slice(&wrapped[8..]);
    w_inverse(&cipher, &mut a, out.as_chunks_mut::<8>().0);
    let ok: bool = a.ct_eq(&KW_IV).into();
    wipe_bytes(&mut a);
    if ok {
        Ok(())
    } else {
        Err(Error::VerificationFailed)
    }
}

/// Length of the KWP output for `len` bytes of key data: rounded up to 8, plus 8.
pub const fn wrapped_padded_len(len: usize) -> usize {
    len.div_ceil(8) * 8 + 8
}

/// KWP-AE: wraps `key_data` (1 to 2^32 − 1 bytes) under `kek` into the first
/// [`wrapped_padded_len`]`(key_data.len())` bytes of `out`, and returns that length. A shorter `out` is
/// [`Error::BufferTooSmall`]; empty or too long key data [`Error::InvalidLength`].
pub fn wrap_padded<C: BlockCipher>(kek: &[u8], key_data: &[u8], out: &mut [u8]) -> Result<usize, Error> {
    if key_data.is_empty() || key_data.len() as u64 > u64::from(u32::MAX) {
        return Err(Error::InvalidLength);
    }
    let len = wrapped_padded_len(key_data.len());
    let out = out.get_mut(..len).ok_or(Error::BufferTooSmall)?;
    let cipher = C::new(kek)?;
    out.fill(0);
    out[8..8 + key_data.len()].copy_from_slice(key_data);
    out[..4].copy_from_slice(&KWP_PREFIX);
    out[4..8].copy_from_slice(&(key_data.len() as u32).to_be_bytes());
    if let Ok(block) = <&mut [u8; 16]>::try_from(&mut *out) {
        // A single semiblock of data: one plain encryption of A ‖ P (SP 800-38F §6.3 step 4).
        cipher.encrypt_block(block);
    } else {
        let (a, r) = register_and_semiblocks(out);
        w(&cipher, a, r);
    }
    Ok(len)
}

/// KWP-AD: unwraps `wrapped` (16 bytes or more, a multiple of 8) into `out` and returns the key data
/// length. `out` must hold at least `wrapped.len() − 8` bytes ([`Error::BufferTooSmall`] otherwise); it
/// receives the key data followed by zeros. `Err(VerificationFailed)` when the integrity check, the
/// length or the padding is wrong; `out` is then zeroed.
pub fn unwrap_padded<C: BlockCipher>(kek: &[u8], wrapped: &[u8], out: &mut [u8]) -> Result<usize, Error> {
    let result = unwrap_padded_unchecked_output::<C>(kek, wrapped, out);
    if result.is_err() {
        out.fill(0);
    }
    result
}

fn unwrap_padded_unchecked_output<C: BlockCipher>(kek: &[u8], wrapped: &[u8], out: &mut [u8]) -> Result<usize, Error> {
    if wrapped.len() < 16 || wrapped.len() % 8 != 0 {
        return Err(Error::InvalidLength);
    }
    let padded_len = wrapped.len() - 8;
    let out = out.get_mut(..padded_len).ok_or(Error::BufferTooSmall)?;
    let cipher = C::new(kek)?;
    let mut a: [u8; 8] = wrapped[..8].try_into().unwrap();
    out.copy_from_slice(&wrapped[8..]);
    if padded_len == 8 {
        let mut block: [u8; 16] = wrapped.try_into().unwrap();
        cipher.decrypt_block(&mut block);
        a.copy_from_slice(&block[..8]);
        out.copy_from_slice(&block[8..]);
        wipe_bytes(&mut block);
    } else {
        w_inverse(&cipher, &mut a, out.as_chunks_mut::<8>().0);
    }
    // The checks of SP 800-38F §6.3 step 3, combined without a secret-dependent branch: the prefix, the
    // length (in the last semiblock: padded_len − 8 < mli <= padded_len), and zero padding after it.
    let mli = u32::from_be_bytes(a[4..].try_into().unwrap()) as u64;
    let mut ok = a[..4].ct_eq(&KWP_PREFIX);
    ok &= crate::ct::Choice::from(u8::from(mli + 8 > padded_len as u64 && mli <= padded_len as u64));
    let mut padding_bits = 0u8;
    for (i, &byte) in out.iter().enumerate().skip(padded_len - 8) {
        // Bytes at or past mli must be zero; the mask is all-ones for those positions.
        let past_end = 0u8.wrapping_sub(u8::from(i as u64 >= mli));
        padding_bits |= byte & past_end;
    }
    ok &= padding_bits.ct_eq(&0);
    wipe_bytes(&mut a);
    if bool::from(ok) {
        Ok(mli as usize)
    } else {
        Err(Error::VerificationFailed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cipher::aes::Aes128;

    /// RFC 3394 §4.1: 128-bit key data with a 128-bit KEK.
    #[test]
    fn rfc3394_4_1() {
        let kek: [u8; 16] = core::array::from_fn(|i| i as u8);
        let data: [u8; 16] = core::array::from_fn(|i| (i as u8) * 0x11);
        let expected = [
            0x1f, 0xa6, 0x8b, 0x0a, 0x81, 0x12, 0xb4, 0x47, 0xae, 0xf3, 0x4b, 0xd8, 0xfb, 0x5a, 0x7b, 0x82, 0x9d, 0x3e,
            0x86, 0x23, 0x71, 0xd2, 0xcf, 0xe5,
        ];
        let mut out = [0u8; 24];
        wrap::<Aes128>(&kek, &data, &mut out).unwrap();
        assert_eq!(out, expected);
        let mut back = [0u8; 16];
        unwrap::<Aes128>(&kek, &out, &mut back).unwrap();
        assert_eq!(back, data);
        out[23] ^= 1;
        assert_eq!(unwrap::<Aes128>(&kek, &out, &mut back), Err(Error::VerificationFailed));
        assert_eq!(back, [0; 16]);
    }
}
