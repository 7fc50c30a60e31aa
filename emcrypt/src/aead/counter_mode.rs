//! The counter-mode keystream shared by GCM and CCM: successive counter blocks encrypted four at a time
//! (fixsliced AES runs them as two pairs), with the unused end of a partial block kept for the next
//! call. The two modes differ only in how the counter block is incremented: GCM's inc32 wraps the low 32
//! bits, CCM's counter field never overflows within its length limits, so a 128-bit increment serves.

use crate::cipher::{wipe_bytes, xor_block, xor_in_place, Block, BlockCipher};

/// Counter blocks encrypted per call to the cipher.
const BATCH: usize = 4;

/// A CTR keystream position: the next counter block and the unused keystream bytes.
pub(crate) struct CounterStream {
    counter: Block,
    /// Unused keystream from the last partial block: `keystream[used..]`.
    keystream: Block,
    used: usize,
    increment: fn(&mut Block),
}

/// GCM's inc32: the last four bytes as a big-endian counter, wrapping.
pub(crate) fn inc32(block: &mut Block) {
    let low = u32::from_be_bytes([block[12], block[13], block[14], block[15]]).wrapping_add(1);
    block[12..].copy_from_slice(&low.to_be_bytes());
}

/// The whole block as a big-endian counter, wrapping.
pub(crate) fn inc128(block: &mut Block) {
    *block = u128::from_be_bytes(*block).wrapping_add(1).to_be_bytes();
}

impl CounterStream {
    /// Starts at counter block `first`.
    pub(crate) fn new(first: Block, increment: fn(&mut Block)) -> Self {
        Self { counter: first, keystream: [0; 16], used: 16, increment }
    }

    /// XORs the next `buf.len()` keystream bytes into `buf`.
    pub(crate) fn apply<C: BlockCipher>(&mut self, cipher: &C, mut buf: &mut [u8]) {
        let take = (16 - self.used).min(buf.len());
        xor_in_place(&mut buf[..take], &self.keystream[self.used..]);
        self.used += take;
        buf = &mut buf[take..];

        let (blocks, rest) = buf.as_chunks_mut::<16>();
        let mut batch = [[0u8; 16]; BATCH];
        for group in blocks.chunks_mut(BATCH) {
            let ks = &mut batch[..group.len()];
            for k in ks.iter_mut() {
                *k = self.counter;
                (self.increment)(&mut self.counter);
            }
            cipher.encrypt_blocks(ks);
            for (block, k) in group.iter_mut().zip(ks.iter()) {
                xor_block(block, k);
            }
        }
        wipe_bytes(batch.as_flattened_mut());

        if !rest.is_empty() {
            self.keystream = self.counter;
            (self.increment)(&mut self.counter);
            cipher.encrypt_block(&mut self.keystream);
            xor_in_place(rest, &self.keystream);
            self.used = rest.len();
        }
    }
}

impl Drop for CounterStream {
    fn drop(&mut self) {
        wipe_bytes(&mut self.counter);
        wipe_bytes(&mut self.keystream);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inc32_wraps_in_the_low_word_only() {
        let mut b = [0xffu8; 16];
        b[11] = 0x7f;
        inc32(&mut b);
        assert_eq!(&b[12..], &[0, 0, 0, 0]);
        assert_eq!(b[11], 0x7f);
        inc128(&mut b);
        assert_eq!(&b[11..], &[0x7f, 0, 0, 0, 1]);
    }
}
