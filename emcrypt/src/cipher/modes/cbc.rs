//! Cipher block chaining (SP 800-38A §6.2), with three ways to handle the message length:
//!
//! | [`Padding`] | ciphertext length | rule |
//! | --- | --- | --- |
//! | `None` | = plaintext, whole blocks only | SP 800-38A |
//! | `Pkcs7` | plaintext rounded up to the next whole block (always 1..16 bytes added) | RFC 5652 §6.3 (PKCS#5/#7) |
//! | `CiphertextStealing` | = plaintext, any length ≥ 16 | CBC-CS3 (SP 800-38A Addendum; Kerberos, RFC 3962): the last two blocks are always swapped; a single block is plain CBC |
//!
//! Encryption is sequential (one block at a time, so fixsliced AES uses its single-block path); decryption
//! decrypts four blocks per call to the cipher, which fixsliced AES runs two at a time.
//!
//! The PKCS#7 check reads all 16 bytes of the last block in constant time; a bad padding is
//! [`Error::InvalidEncoding`], and the one-shot and in-place functions then wipe the plaintext they wrote.
//!
//! ```
//! use emcrypt::cipher::{aes::Aes128, modes::cbc::{self, Padding}};
//! let (key, iv) = ([1u8; 16], [2u8; 16]);
//! let mut ct = [0u8; 32];
//! let n = cbc::encrypt::<Aes128>(&key, &iv, Padding::Pkcs7, b"seventeen bytes!!", &mut ct).unwrap();
//! assert_eq!(n, 32);
//! let mut pt = [0u8; 32];
//! let m = cbc::decrypt::<Aes128>(&key, &iv, Padding::Pkcs7, &ct, &mut pt).unwrap();
//! assert_eq!(&pt[..m], b"seventeen bytes!!");
//! ```

use super::{block_buffer::BlockBuffer, iv_block, Direction};
use crate::cipher::{borrow_ok, xor_block, xor_in_place, Block, BlockCipher};
use crate::Error;
use subtle::ConstantTimeEq;
use zeroize::Zeroize;

/// How CBC deals with a message that is not a whole number of blocks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Padding {
    /// No padding: the message must be whole blocks.
    None,
    /// PKCS#7 padding: `n` bytes of value `n` (1..=16) are always appended.
    Pkcs7,
    /// Ciphertext stealing, variant CS3: any length of at least one block, no expansion.
    CiphertextStealing,
}

/// CBC encryption of whole blocks in place; `iv` becomes the last ciphertext block.
fn chain_encrypt<C: BlockCipher>(cipher: &C, iv: &mut Block, blocks: &mut [Block]) {
    cipher.cbc_chain_encrypt(iv, blocks);
}

/// CBC decryption of whole blocks in place, four blocks per call to the cipher; `iv` becomes the last
/// ciphertext block.
fn chain_decrypt<C: BlockCipher>(cipher: &C, iv: &mut Block, blocks: &mut [Block]) {
    for chunk in blocks.chunks_mut(4) {
        let mut saved = [[0u8; 16]; 4];
        saved[..chunk.len()].copy_from_slice(chunk);
        cipher.decrypt_blocks(chunk);
        for (block, previous) in chunk.iter_mut().zip(core::iter::once(&*iv).chain(&saved)) {
            xor_block(block, previous);
        }
        *iv = saved[chunk.len() - 1];
    }
}

/// CBC encryption of whole blocks from `input` to `output` (no copy first).
fn chain_encrypt_into<C: BlockCipher>(cipher: &C, iv: &mut Block, input: &[Block], output: &mut [Block]) {
    cipher.cbc_chain_encrypt_into(iv, input, output);
}

/// CBC decryption of whole blocks from `input` to `output`, four blocks per call to the cipher; the
/// ciphertext stays readable in `input`, so nothing needs saving.
fn chain_decrypt_into<C: BlockCipher>(cipher: &C, iv: &mut Block, input: &[Block], output: &mut [Block]) {
    for (ins, outs) in input.chunks(4).zip(output.chunks_mut(4)) {
        for (o, i) in outs.iter_mut().zip(ins) {
            *o = *i;
        }
        cipher.decrypt_blocks(outs);
        for (o, previous) in outs.iter_mut().zip(core::iter::once(&*iv).chain(ins)) {
            xor_block(o, previous);
        }
        *iv = ins[ins.len() - 1];
    }
}

/// CS3 encryption of the last `16 + d` bytes (1 ≤ d ≤ 16), `iv` being the previous ciphertext block.
fn steal_encrypt<C: BlockCipher>(cipher: &C, iv: &mut Block, tail: &mut [u8]) {
    let d = tail.len() - 16;
    let (full, partial) = tail.split_at_mut(16);
    let full: &mut Block = full.try_into().expect("16 bytes");
    chain_encrypt(cipher, iv, core::slice::from_mut(full)); // C_{n-1}
    let mut last = *full;
    xor_in_place(&mut last[..d], partial); // C_{n-1} ^ (P_n || 0)
    cipher.encrypt_block(&mut last); // C_n
    partial.copy_from_slice(&full[..d]);
    *full = last;
    *iv = last;
    last.zeroize();
}

/// CS3 decryption of the last `16 + d` bytes (1 ≤ d ≤ 16): `C_n` then the `d` stolen bytes of `C_{n-1}`.
fn steal_decrypt<C: BlockCipher>(cipher: &C, iv: &mut Block, tail: &mut [u8]) {
    let d = tail.len() - 16;
    let (full, partial) = tail.split_at_mut(16);
    let full: &mut Block = full.try_into().expect("16 bytes");
    let mut z = *full;
    cipher.decrypt_block(&mut z); // C_{n-1} ^ (P_n || 0)
    let mut previous = z;
    previous[..d].copy_from_slice(partial); // C_{n-1} = stolen bytes || the rest of z
    for (zi, ci) in z[..d].iter_mut().zip(partial.iter()) {
        *zi ^= ci; // P_n
    }
    *full = previous;
    chain_decrypt(cipher, iv, core::slice::from_mut(full)); // P_{n-1}
    partial.copy_from_slice(&z[..d]);
    z.zeroize();
    previous.zeroize();
}

/// Length of the PKCS#7 padding of `block`, checked in constant time.
fn pkcs7_len(block: &Block) -> Result<usize, Error> {
    let pad = u32::from(block[15]);
    // (a < b) as 0/1 for small non-negative a, b.
    let less = |a: u32, b: u32| a.wrapping_sub(b) >> 31;
    let mut bad = less(pad, 1) | less(16, pad);
    for (i, &b) in block.iter().enumerate() {
        let in_padding = less(15 - i as u32, pad);
        bad |= 0u32.wrapping_sub(in_padding) & (u32::from(b) ^ pad);
    }
    if bool::from(bad.ct_eq(&0)) {
        Ok(pad as usize)
    } else {
        Err(Error::InvalidEncoding)
    }
}

/// The plaintext length of a decrypted PKCS#7 message `buf` (whole blocks, at least one); on bad padding
/// `buf` is wiped and [`Error::InvalidEncoding`] returned.
fn unpad(buf: &mut [u8]) -> Result<usize, Error> {
    let last = buf.as_chunks::<16>().0.last().ok_or(Error::InvalidLength)?;
    match pkcs7_len(last) {
        Ok(pad) => Ok(buf.len() - pad),
        Err(e) => {
            buf.zeroize();
            Err(e)
        }
    }
}

/// Length of the final part `16 + d` (1 ≤ d ≤ 16) that CS3 treats specially, for a message of `len` ≥ 17.
fn stolen_tail_len(len: usize) -> usize {
    16 + (len - 1) % 16 + 1
}

#[inline(always)] // `padding` is usually a constant: only its branch is linked
fn encrypt_with<C: BlockCipher>(
    cipher: &C,
    iv: &mut Block,
    padding: Padding,
    buf: &mut [u8],
    len: usize,
) -> Result<usize, Error> {
    match padding {
        Padding::None => {
            let (blocks, rest) = buf[..len].as_chunks_mut::<16>();
            if !rest.is_empty() {
                return Err(Error::InvalidLength);
            }
            chain_encrypt(cipher, iv, blocks);
            Ok(len)
        }
        Padding::Pkcs7 => {
            let padded = (len / 16 + 1) * 16;
            if buf.len() < padded {
                return Err(Error::BufferTooSmall);
            }
            buf[len..padded].fill((padded - len) as u8);
            chain_encrypt(cipher, iv, buf[..padded].as_chunks_mut::<16>().0);
            Ok(padded)
        }
        Padding::CiphertextStealing => {
            if len < 16 {
                return Err(Error::InvalidLength);
            }
            if len == 16 {
                chain_encrypt(cipher, iv, buf[..16].as_chunks_mut::<16>().0);
                return Ok(16);
            }
            let head = len - stolen_tail_len(len);
            chain_encrypt(cipher, iv, buf[..head].as_chunks_mut::<16>().0);
            steal_encrypt(cipher, iv, &mut buf[head..len]);
            Ok(len)
        }
    }
}

#[inline(always)]
fn decrypt_with<C: BlockCipher>(cipher: &C, iv: &mut Block, padding: Padding, buf: &mut [u8]) -> Result<usize, Error> {
    let len = buf.len();
    match padding {
        Padding::None | Padding::Pkcs7 => {
            let (blocks, rest) = buf.as_chunks_mut::<16>();
            if !rest.is_empty() || (padding == Padding::Pkcs7 && blocks.is_empty()) {
                return Err(Error::InvalidLength);
            }
            chain_decrypt(cipher, iv, blocks);
            if padding == Padding::Pkcs7 {
                unpad(buf)
            } else {
                Ok(len)
            }
        }
        Padding::CiphertextStealing => {
            if len < 16 {
                return Err(Error::InvalidLength);
            }
            if len == 16 {
                chain_decrypt(cipher, iv, buf.as_chunks_mut::<16>().0);
                return Ok(16);
            }
            let head = len - stolen_tail_len(len);
            chain_decrypt(cipher, iv, buf[..head].as_chunks_mut::<16>().0);
            steal_decrypt(cipher, iv, &mut buf[head..]);
            Ok(len)
        }
    }
}

/// Encrypts the message `buf[..msg_len]` in place; returns the ciphertext length. With
/// [`Padding::Pkcs7`], `buf` must have room for the padding (up to `msg_len + 16` bytes).
#[inline]
pub fn encrypt_in_place<C: BlockCipher>(
    key: &[u8],
    iv: &[u8],
    padding: Padding,
    buf: &mut [u8],
    msg_len: usize,
) -> Result<usize, Error> {
    let keyed = C::new(key);
    let cipher = borrow_ok(&keyed)?;
    let mut iv = iv_block(iv)?;
    if msg_len > buf.len() {
        return Err(Error::InvalidLength);
    }
    encrypt_with(cipher, &mut iv, padding, buf, msg_len)
}

/// Decrypts `buf` in place; returns the plaintext length (shorter than `buf` with [`Padding::Pkcs7`]).
/// On bad padding `buf` is wiped and [`Error::InvalidEncoding`] returned.
#[inline]
pub fn decrypt_in_place<C: BlockCipher>(
    key: &[u8],
    iv: &[u8],
    padding: Padding,
    buf: &mut [u8],
) -> Result<usize, Error> {
    let keyed = C::new(key);
    let cipher = borrow_ok(&keyed)?;
    let mut iv = iv_block(iv)?;
    decrypt_with(cipher, &mut iv, padding, buf)
}

/// One-shot encryption of `input` into `output`; returns the ciphertext length (`output` needs
/// `input.len()` bytes, rounded up to the next whole block plus one with [`Padding::Pkcs7`]).
#[inline]
pub fn encrypt<C: BlockCipher>(
    key: &[u8],
    iv: &[u8],
    padding: Padding,
    input: &[u8],
    output: &mut [u8],
) -> Result<usize, Error> {
    let keyed = C::new(key);
    let cipher = borrow_ok(&keyed)?;
    let mut iv = iv_block(iv)?;
    let len = input.len();
    // The whole blocks chained straight from input to output, then the part padding or stealing handles.
    let (chained, needed) = match padding {
        Padding::None if len % 16 != 0 => return Err(Error::InvalidLength),
        Padding::None => (len, len),
        Padding::Pkcs7 => (len / 16 * 16, len / 16 * 16 + 16),
        Padding::CiphertextStealing if len < 16 => return Err(Error::InvalidLength),
        Padding::CiphertextStealing if len == 16 => (16, 16),
        Padding::CiphertextStealing => (len - stolen_tail_len(len), len),
    };
    let output = output.get_mut(..needed).ok_or(Error::BufferTooSmall)?;
    let (head, tail) = output.split_at_mut(chained);
    chain_encrypt_into(cipher, &mut iv, input[..chained].as_chunks::<16>().0, head.as_chunks_mut::<16>().0);
    if needed == chained {
        return Ok(chained);
    }
    tail[..len - chained].copy_from_slice(&input[chained..]);
    Ok(chained + encrypt_with(cipher, &mut iv, padding, tail, len - chained)?)
}

/// One-shot decryption of `input` into `output` (at least `input.len()` bytes); returns the plaintext
/// length. On bad padding the output is wiped and [`Error::InvalidEncoding`] returned.
#[inline]
pub fn decrypt<C: BlockCipher>(
    key: &[u8],
    iv: &[u8],
    padding: Padding,
    input: &[u8],
    output: &mut [u8],
) -> Result<usize, Error> {
    let keyed = C::new(key);
    let cipher = borrow_ok(&keyed)?;
    let mut iv = iv_block(iv)?;
    let out = output.get_mut(..input.len()).ok_or(Error::BufferTooSmall)?;
    if padding == Padding::CiphertextStealing {
        out.copy_from_slice(input);
        return decrypt_with(cipher, &mut iv, padding, out);
    }
    let (blocks, rest) = input.as_chunks::<16>();
    if !rest.is_empty() || (padding == Padding::Pkcs7 && blocks.is_empty()) {
        return Err(Error::InvalidLength);
    }
    chain_decrypt_into(cipher, &mut iv, blocks, out.as_chunks_mut::<16>().0);
    match padding {
        Padding::Pkcs7 => unpad(out),
        _ => Ok(out.len()),
    }
}

/// Streaming CBC context: `new`, `append` any number of times, `finish`.
pub struct Cbc<C: BlockCipher> {
    cipher: C,
    iv: Block,
    direction: Direction,
    padding: Padding,
    buffer: BlockBuffer,
}

impl<C: BlockCipher> Cbc<C> {
    /// A context for `direction` with `key`, a 16-byte `iv` and `padding`.
    pub fn new(key: &[u8], iv: &[u8], direction: Direction, padding: Padding) -> Result<Self, Error> {
        Ok(Self { cipher: C::new(key)?, iv: iv_block(iv)?, direction, padding, buffer: BlockBuffer::new() })
    }

    /// Bytes held back until more input or `finish`: PKCS#7 decryption keeps the last block, ciphertext
    /// stealing the last 17 to 32 bytes.
    fn held_back(&self) -> usize {
        match (self.padding, self.direction) {
            (Padding::None, _) | (Padding::Pkcs7, Direction::Encrypt) => 0,
            (Padding::Pkcs7, Direction::Decrypt) => 1,
            (Padding::CiphertextStealing, _) => 17,
        }
    }

    /// Processes `input`, writing the blocks it can already finish to `output`; returns their length
    /// (at most `input.len() + 15`, fewer when the mode holds bytes back).
    pub fn append(&mut self, input: &[u8], output: &mut [u8]) -> Result<usize, Error> {
        let keep = self.held_back();
        let (cipher, iv, direction) = (&self.cipher, &mut self.iv, self.direction);
        self.buffer.append(input, output, keep, |blocks| match direction {
            Direction::Encrypt => chain_encrypt(cipher, iv, blocks),
            Direction::Decrypt => chain_decrypt(cipher, iv, blocks),
        })
    }

    /// Ends the message, writing what was held back (up to 32 bytes) to `output`; returns its length.
    pub fn finish(mut self, output: &mut [u8]) -> Result<usize, Error> {
        let mut tail = [0u8; 32];
        let held = self.buffer.held().len();
        tail[..held].copy_from_slice(self.buffer.held());
        let result = match self.direction {
            Direction::Encrypt => encrypt_with(&self.cipher, &mut self.iv, self.padding, &mut tail, held),
            Direction::Decrypt => decrypt_with(&self.cipher, &mut self.iv, self.padding, &mut tail[..held]),
        };
        let result = result.and_then(|n| {
            output.get_mut(..n).ok_or(Error::BufferTooSmall)?.copy_from_slice(&tail[..n]);
            Ok(n)
        });
        tail.zeroize();
        result
    }
}

impl<C: BlockCipher> Drop for Cbc<C> {
    fn drop(&mut self) {
        self.iv.zeroize();
    }
}
