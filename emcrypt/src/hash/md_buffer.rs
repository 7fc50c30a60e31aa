//! The block buffer and length padding shared by the Merkle–Damgård hashes (MD5, SHA-1, SHA-2).

use crate::wipe::wipe_bytes;
use zeroize::Zeroize;

/// Buffers input into `B`-byte blocks for a compression function that takes whole blocks.
#[derive(Clone)]
pub(crate) struct MdBuffer<const B: usize> {
    block: [u8; B],
    filled: usize,
}

impl<const B: usize> MdBuffer<B> {
    pub(crate) const fn new() -> Self {
        Self { block: [0; B], filled: 0 }
    }

    /// Feeds `data`, calling `compress` on every completed block: the buffered one first, then as many
    /// whole blocks as possible straight from `data` (no copy), keeping the tail.
    pub(crate) fn update(&mut self, mut data: &[u8], mut compress: impl FnMut(&[[u8; B]])) {
        if self.filled > 0 {
            let take = (B - self.filled).min(data.len());
            self.block[self.filled..self.filled + take].copy_from_slice(&data[..take]);
            self.filled += take;
            data = &data[take..];
            if self.filled < B {
                return;
            }
            compress(core::slice::from_ref(&self.block));
            self.filled = 0;
        }
        let (blocks, tail) = data.as_chunks::<B>();
        if !blocks.is_empty() {
            compress(blocks);
        }
        self.block[..tail.len()].copy_from_slice(tail);
        self.filled = tail.len();
    }

    /// Appends the padding `0x80 00 .. 00` and the encoded message length `length` (8 or 16 bytes, in the
    /// hash's byte order) at the end of the last block, compressing one or two blocks.
    pub(crate) fn finish(&mut self, length: &[u8], mut compress: impl FnMut(&[[u8; B]])) {
        let pos = self.filled;
        self.block[pos] = 0x80;
        self.block[pos + 1..].fill(0);
        if pos + 1 > B - length.len() {
            compress(core::slice::from_ref(&self.block));
            self.block.fill(0);
        }
        self.block[B - length.len()..].copy_from_slice(length);
        compress(core::slice::from_ref(&self.block));
        self.filled = 0;
    }
}

impl<const B: usize> Zeroize for MdBuffer<B> {
    fn zeroize(&mut self) {
        wipe_bytes(&mut self.block);
        self.filled.zeroize();
    }
}

/// The streaming core of a Merkle–Damgård hash: the chaining state `S`, the block buffer and the count of
/// bytes absorbed. The hash supplies its compression function to each call, encodes the length for the
/// padding in its own byte order, and reads its digest from [`state`](Self::state).
#[derive(Clone)]
pub(crate) struct MdCore<S: Zeroize, const B: usize> {
    pub(crate) state: S,
    buffer: MdBuffer<B>,
    /// Bytes absorbed so far, on 128 bits so that the widest length field (SHA-512's) never wraps first.
    bytes: u128,
}

impl<S: Zeroize, const B: usize> MdCore<S, B> {
    pub(crate) const fn new(iv: S) -> Self {
        Self { state: iv, buffer: MdBuffer::new(), bytes: 0 }
    }

    /// Feeds `data`, compressing every completed block.
    pub(crate) fn update(&mut self, data: &[u8], compress: impl Fn(&mut S, &[[u8; B]])) {
        self.bytes = self.bytes.wrapping_add(data.len() as u128);
        let state = &mut self.state;
        self.buffer.update(data, |blocks| compress(state, blocks));
    }

    /// The message length in bits, modulo 2^128; the hash truncates it to its length field.
    pub(crate) fn bit_len(&self) -> u128 {
        self.bytes.wrapping_mul(8)
    }

    /// Pads with the encoded length `length` and compresses the last block(s); `state` is then the digest.
    pub(crate) fn finish(&mut self, length: &[u8], compress: impl Fn(&mut S, &[[u8; B]])) {
        let state = &mut self.state;
        self.buffer.finish(length, |blocks| compress(state, blocks));
    }
}

impl<S: Zeroize, const B: usize> Drop for MdCore<S, B> {
    fn drop(&mut self) {
        self.state.zeroize();
        self.buffer.zeroize();
        self.bytes.zeroize();
    }
}
