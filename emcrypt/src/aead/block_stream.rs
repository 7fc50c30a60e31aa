//! A chaining value fed a byte stream one 16-byte block at a time: whole blocks go to an `absorb`
//! function as they complete, a partial one waits in a buffer until [`pad`](BlockStream::pad_with)
//! zero-fills it. GHASH in GCM and CBC-MAC in CCM both pad their inputs (AAD, text) this way.

use super::ghash::Ghash;
use crate::cipher::Block;
use crate::wipe::wipe_bytes;

/// The chaining value `y` plus the pending partial block.
pub(crate) struct BlockStream {
    /// The running value (GHASH's Y, CBC-MAC's chaining block).
    pub(crate) y: Block,
    buf: Block,
    used: usize,
}

impl BlockStream {
    /// Starts from chaining value `y`.
    pub(crate) const fn new(y: Block) -> Self {
        Self { y, buf: [0; 16], used: 0 }
    }

    /// Feeds `data`, continuing any partial block left by the previous call; `absorb(y, blocks)` takes
    /// whole blocks.
    pub(crate) fn update_with(&mut self, mut data: &[u8], mut absorb: impl FnMut(&mut Block, &[Block])) {
        if self.used > 0 {
            let take = (16 - self.used).min(data.len());
            self.buf[self.used..self.used + take].copy_from_slice(&data[..take]);
            self.used += take;
            data = &data[take..];
            if self.used < 16 {
                return;
            }
            absorb(&mut self.y, core::slice::from_ref(&self.buf));
            self.used = 0;
        }
        let (blocks, rest) = data.as_chunks::<16>();
        absorb(&mut self.y, blocks);
        self.buf[..rest.len()].copy_from_slice(rest);
        self.used = rest.len();
    }

    /// Feeds the partial block, if any, padded with zeros.
    pub(crate) fn pad_with(&mut self, absorb: impl FnOnce(&mut Block, &[Block])) {
        if self.used > 0 {
            self.buf[self.used..].fill(0);
            absorb(&mut self.y, core::slice::from_ref(&self.buf));
            self.used = 0;
        }
    }

    /// GHASH of `data` (see [`update_with`](Self::update_with)).
    pub(crate) fn update<G: Ghash>(&mut self, g: &G, data: &[u8]) {
        self.update_with(data, |y, blocks| g.update(y, blocks));
    }

    /// GHASH of the zero-padded partial block.
    pub(crate) fn pad<G: Ghash>(&mut self, g: &G) {
        self.pad_with(|y, blocks| g.update(y, blocks));
    }
}

impl Drop for BlockStream {
    fn drop(&mut self) {
        wipe_bytes(&mut self.y);
        wipe_bytes(&mut self.buf);
    }
}
