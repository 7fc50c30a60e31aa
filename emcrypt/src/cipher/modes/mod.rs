//! Modes of operation for 128-bit block ciphers, generic over [`BlockCipher`](super::BlockCipher), so each
//! runs on every AES variant.
//!
//! | mode | file | padding / length | parallel blocks (fixsliced AES does 2) | tiers |
//! | --- | --- | --- | --- | --- |
//! | ECB | [`ecb`] | whole blocks | both directions | one-shot, streaming, in place |
//! | CBC | [`cbc`] | none, PKCS#7, ciphertext stealing CS3 | decryption | one-shot, streaming, in place |
//! | CTR | [`ctr`] | any length (128-bit big-endian counter) | both | one-shot, streaming, in place |
//! | CFB128, CFB8 | [`cfb`] | any length | CFB128 decryption | one-shot, streaming, in place |
//! | OFB | [`ofb`] | any length | — | one-shot, streaming, in place |
//! | XTS | [`xts`] | data units of 16 bytes or more, ciphertext stealing | both | one data unit per call, in place |
//!
//! Streaming contexts (`new(key, iv)`, `append(input, output)` in any chunk sizes, `finish`) give the
//! one-shot answer for every split of the input, and wipe their state when dropped. Block modes (ECB, CBC)
//! write whole blocks as they complete and hold back what the padding or ciphertext stealing needs; their
//! `append` returns how many bytes it wrote. Bad inputs (wrong key or IV length, CBC input that is not whole
//! blocks, bad PKCS#7 padding) return an [`Error`], never panic.
//!
//! # In place
//! Every mode can work in place, with one rule for the names and arguments:
//! * one-shot: `encrypt_in_place` / `decrypt_in_place` (`apply_in_place` for CTR and OFB, where both
//!   directions are one operation), with the out-of-place function's arguments, input and output merged
//!   into one buffer. Length-preserving modes transform the whole buffer; CBC, whose PKCS#7 padding
//!   changes the length, takes the message length (`buf[..msg_len]`, with room for the padding) and
//!   returns the output length, as its out-of-place form does.
//! * streaming: the stream-like modes (CTR, CFB, OFB) have `append_in_place(buf)` beside `append(input,
//!   output)`; it cannot fail, since any length is valid. The block modes (ECB, CBC) stream out of place
//!   only: they hold back partial blocks, so their output lags their input.
//! * the out-of-place forms of the length-preserving modes (ECB, CTR, CFB, OFB, XTS) copy the input into
//!   the front of the output and run the in-place code there, so the two forms cannot disagree; their
//!   output may be longer than the input ([`Error::BufferTooSmall`] if shorter).
//!
//! The AEADs of [`crate::aead`] follow the same rule (see their convention; the tag is an out-parameter).

mod block_buffer;
pub mod cbc;
pub mod cfb;
pub mod ctr;
pub mod ecb;
pub mod ofb;
pub mod xts;

use super::{Block, BLOCK_LEN};
use crate::Error;

/// Which way a context works.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    /// Plaintext in, ciphertext out.
    Encrypt,
    /// Ciphertext in, plaintext out.
    Decrypt,
}

/// Reads a 16-byte IV from a slice; any other length is [`Error::InvalidLength`].
fn iv_block(iv: &[u8]) -> Result<Block, Error> {
    iv.try_into().map_err(|_| Error::InvalidLength)
}

/// Copies `input` to the front of `output` and runs the in-place operation `f` there: the out-of-place
/// form of every length-preserving mode.
fn out_of_place(input: &[u8], output: &mut [u8], f: impl FnOnce(&mut [u8]) -> Result<(), Error>) -> Result<(), Error> {
    let out = output.get_mut(..input.len()).ok_or(Error::BufferTooSmall)?;
    out.copy_from_slice(input);
    f(out)
}

const _: () = assert!(BLOCK_LEN == 16);
