//! The block buffer and length padding shared by the Merkle–Damgård hashes (MD5, SHA-1, SHA-2).

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
        self.block.zeroize();
        self.filled.zeroize();
    }
}
