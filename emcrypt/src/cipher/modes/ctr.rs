//! Counter mode (SP 800-38A §6.5): the keystream is the encryption of successive counter blocks; the
//! whole 16-byte IV is the initial counter, incremented as one 128-bit big-endian integer (wrapping), as in
//! SP 800-38A F.5 and RFC 3686 (whose counter block is nonce ‖ IV ‖ 32-bit block counter).
//!
//! Counter blocks are encrypted four at a time, which fixsliced AES runs as two pairs. Encryption and
//! decryption are the same operation. Any length, any split.
//!
//! ```
//! use emcrypt::cipher::{aes::Aes128, modes::ctr::{self, Ctr}};
//! let (key, iv) = ([1u8; 16], [2u8; 16]);
//! let mut one_shot = *b"any length at all";
//! ctr::apply_in_place::<Aes128>(&key, &iv, &mut one_shot).unwrap();
//! let mut stream = Ctr::<Aes128>::new(&key, &iv).unwrap();
//! let mut out = [0u8; 17];
//! stream.append(b"any len", &mut out[..7]).unwrap();
//! stream.append(b"gth at all", &mut out[7..]).unwrap();
//! assert_eq!(out, one_shot);
//! ```

use super::iv_block;
use crate::cipher::{borrow_ok_mut, xor_block, xor_in_place, Block, BlockCipher};
use crate::Error;
use zeroize::Zeroize;

/// Counter blocks encrypted per call to the cipher.
const BATCH: usize = 4;

/// Streaming CTR context (encryption and decryption alike).
pub struct Ctr<C: BlockCipher> {
    cipher: C,
    /// The next counter block as a big-endian integer (one add per block, no byte-order round trip).
    counter: u128,
    keystream: Block,
    /// Keystream bytes of `keystream` already used (16: none left).
    used: usize,
}

/// Returns the counter block `counter` and steps it to the next (wrapping).
#[inline(always)]
fn next_block(counter: &mut u128) -> Block {
    let block = counter.to_be_bytes();
    *counter = counter.wrapping_add(1);
    block
}

impl<C: BlockCipher> Ctr<C> {
    /// A context with `key` and a 16-byte initial counter block `iv`.
    pub fn new(key: &[u8], iv: &[u8]) -> Result<Self, Error> {
        Ok(Self { cipher: C::new(key)?, counter: u128::from_be_bytes(iv_block(iv)?), keystream: [0; 16], used: 16 })
    }

    /// XORs the next `buf.len()` keystream bytes into `buf`.
    pub fn append_in_place(&mut self, mut buf: &mut [u8]) {
        // Finish the keystream block left over from the previous call.
        let take = (16 - self.used).min(buf.len());
        xor_in_place(&mut buf[..take], &self.keystream[self.used..]);
        self.used += take;
        buf = &mut buf[take..];

        let (blocks, rest) = buf.as_chunks_mut::<16>();
        self.keystream_groups(blocks.len(), |first, keystream| {
            for (block, k) in blocks[first..].iter_mut().zip(keystream) {
                xor_block(block, k);
            }
        });

        if !rest.is_empty() {
            self.next_keystream_block();
            xor_in_place(rest, &self.keystream);
            self.used = rest.len();
        }
    }

    /// Writes `input` XOR keystream to the first `input.len()` bytes of `output`: reads the input once and
    /// writes the output once (no copy into `output` first).
    pub fn append(&mut self, input: &[u8], output: &mut [u8]) -> Result<(), Error> {
        let output = output.get_mut(..input.len()).ok_or(Error::BufferTooSmall)?;
        let take = (16 - self.used).min(input.len());
        let ((head_in, input), (head_out, output)) = (input.split_at(take), output.split_at_mut(take));
        for ((o, i), k) in head_out.iter_mut().zip(head_in).zip(&self.keystream[self.used..]) {
            *o = i ^ k;
        }
        self.used += take;

        let ((blocks_in, rest_in), (blocks_out, rest_out)) = (input.as_chunks::<16>(), output.as_chunks_mut::<16>());
        self.keystream_groups(blocks_in.len(), |first, keystream| {
            for ((o, i), k) in blocks_out[first..].iter_mut().zip(&blocks_in[first..]).zip(keystream) {
                *o = (u128::from_ne_bytes(*i) ^ u128::from_ne_bytes(*k)).to_ne_bytes();
            }
        });

        if !rest_in.is_empty() {
            self.next_keystream_block();
            for ((o, i), k) in rest_out.iter_mut().zip(rest_in).zip(&self.keystream) {
                *o = i ^ k;
            }
            self.used = rest_in.len();
        }
        Ok(())
    }

    /// Encrypts the next `blocks` counter blocks, [`BATCH`] per call to the cipher, and hands each batch
    /// of keystream to `use_batch` with the index of its first block.
    #[inline(always)]
    fn keystream_groups(&mut self, blocks: usize, mut use_batch: impl FnMut(usize, &[Block])) {
        let mut batch = [[0u8; 16]; BATCH];
        let mut first = 0;
        while first < blocks {
            let keystream = &mut batch[..(blocks - first).min(BATCH)];
            for k in keystream.iter_mut() {
                *k = next_block(&mut self.counter);
            }
            self.cipher.encrypt_blocks(keystream);
            use_batch(first, keystream);
            first += keystream.len();
        }
        batch.zeroize();
    }

    /// Fills `keystream` with the next keystream block.
    fn next_keystream_block(&mut self) {
        self.keystream = next_block(&mut self.counter);
        self.cipher.encrypt_block(&mut self.keystream);
    }

    /// Ends the stream (the context is wiped).
    pub fn finish(self) {}
}

impl<C: BlockCipher> Drop for Ctr<C> {
    fn drop(&mut self) {
        self.counter.zeroize();
        self.keystream.zeroize();
    }
}

/// One-shot CTR in place (encryption and decryption alike).
pub fn apply_in_place<C: BlockCipher>(key: &[u8], iv: &[u8], buf: &mut [u8]) -> Result<(), Error> {
    borrow_ok_mut(&mut Ctr::<C>::new(key, iv))?.append_in_place(buf);
    Ok(())
}

/// One-shot CTR of `input` into the first `input.len()` bytes of `output`.
pub fn apply<C: BlockCipher>(key: &[u8], iv: &[u8], input: &[u8], output: &mut [u8]) -> Result<(), Error> {
    borrow_ok_mut(&mut Ctr::<C>::new(key, iv))?.append(input, output)
}
