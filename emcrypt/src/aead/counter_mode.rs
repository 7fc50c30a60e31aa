//! The counter-mode keystream shared by GCM and CCM: successive counter blocks encrypted four at a time
//! (fixsliced AES runs them as two pairs), with the unused end of a partial block kept for the next
//! call. The two modes differ only in how the counter block is incremented: GCM's inc32 wraps the low 32
//! bits, CCM's counter field never overflows within its length limits, so a 128-bit increment serves.

use zeroize::Zeroize;
use crate::cipher::{xor_block, xor_in_place, Block, BlockCipher};
use crate::wipe::wipe_bytes;

/// Counter blocks encrypted per call to the cipher.
const BATCH: usize = 4;

/// How the counter block is incremented: which of its low bits count (and wrap), the rest being fixed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Increment {
    /// GCM's inc32: the last four bytes as a big-endian counter, wrapping within them.
    Low32,
    /// The whole block as a big-endian counter, wrapping (CCM: its counter field never overflows within
    /// its length limits, so carrying further is never observed).
    Full,
}

impl Increment {
    /// The bits of the block (as a big-endian integer) that count.
    const fn mask(self) -> u128 {
        match self {
            Increment::Low32 => 0xffff_ffff,
            Increment::Full => u128::MAX,
        }
    }
}

/// A CTR keystream position: the next counter block and the unused keystream bytes.
pub(crate) struct CounterStream {
    /// The next counter block, as a big-endian integer: incremented with one add and a mask, no call
    /// through a function pointer and no byte-order round trip per block.
    counter: u128,
    /// [`Increment::mask`] of the mode.
    mask: u128,
    /// Unused keystream from the last partial block: `keystream[used..]`.
    keystream: Block,
    used: usize,
}

/// GCM's inc32: the last four bytes as a big-endian counter, wrapping.
pub(crate) fn inc32(block: &mut Block) {
    let low = u32::from_be_bytes([block[12], block[13], block[14], block[15]]).wrapping_add(1);
    block[12..].copy_from_slice(&low.to_be_bytes());
}

impl CounterStream {
    /// Starts at counter block `first`.
    pub(crate) fn new(first: Block, increment: Increment) -> Self {
        Self { counter: u128::from_be_bytes(first), mask: increment.mask(), keystream: [0; 16], used: 16 }
    }

    /// Returns the current counter block and steps to the next.
    #[inline(always)]
    fn next_block(&mut self) -> Block {
        let block = self.counter.to_be_bytes();
        self.counter = (self.counter & !self.mask) | (self.counter.wrapping_add(1) & self.mask);
        block
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
                *k = self.next_block();
            }
            cipher.encrypt_blocks(ks);
            for (block, k) in group.iter_mut().zip(ks.iter()) {
                xor_block(block, k);
            }
        }
        wipe_bytes(batch.as_flattened_mut());

        if !rest.is_empty() {
            self.keystream = self.next_block();
            cipher.encrypt_block(&mut self.keystream);
            xor_in_place(rest, &self.keystream);
            self.used = rest.len();
        }
    }
}

impl Drop for CounterStream {
    fn drop(&mut self) {
        // The counter is not secret in GCM or CCM (it derives from the nonce), but it is state of the
        // message: cleared like the keystream.
        self.counter.zeroize();
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
    }

    /// The stream's two increments: inc32 wraps within the last four bytes, `Full` carries into the
    /// fifth-last byte and wraps the whole block.
    #[test]
    fn increments_wrap_where_their_mode_says() {
        let mut start = [0xffu8; 16];
        start[11] = 0x7f;
        let mut gcm = CounterStream::new(start, Increment::Low32);
        assert_eq!(gcm.next_block(), start);
        let mut expected = start;
        inc32(&mut expected);
        assert_eq!(gcm.next_block(), expected);
        let mut ccm = CounterStream::new(start, Increment::Full);
        ccm.next_block();
        assert_eq!(&ccm.next_block()[11..], &[0x80, 0, 0, 0, 0]);
        let mut all = CounterStream::new([0xff; 16], Increment::Full);
        all.next_block();
        assert_eq!(all.next_block(), [0; 16]);
    }
}
