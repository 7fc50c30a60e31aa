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
