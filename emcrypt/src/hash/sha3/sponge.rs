//! The sponge construction (FIPS 202 §4) over any [`Permutation`]: absorb in blocks of `RATE` bytes, pad
//! with the domain bits and `pad10*1`, squeeze in blocks of `RATE` bytes.
//!
//! Every rate used here (72 to 168 bytes) is a whole number of 8-byte lanes, so the permutation only ever
//! sees whole lanes; partial blocks wait in a byte buffer.

use super::Permutation;
use zeroize::Zeroize;

/// SHA-3's domain bits `01` followed by the first bit of `pad10*1`, as the byte FIPS 202 appends.
pub(super) const SHA3_DOMAIN: u8 = 0x06;
/// SHAKE's domain bits `1111` followed by the first bit of `pad10*1`.
pub(super) const SHAKE_DOMAIN: u8 = 0x1F;

/// The absorbing half of a sponge with a rate of `RATE` bytes.
#[derive(Clone)]
pub(super) struct Sponge<V: Permutation, const RATE: usize> {
    state: V::State,
    /// Input bytes waiting for a whole block.
    pending: [u8; RATE],
    filled: usize,
}

impl<V: Permutation, const RATE: usize> Sponge<V, RATE> {
    pub(super) fn new() -> Self {
        Self { state: V::State::default(), pending: [0; RATE], filled: 0 }
    }

    fn absorb_block(state: &mut V::State, block: &[u8; RATE]) {
        V::xor_lanes(state, block.as_chunks::<8>().0);
        V::permute(state);
    }

    pub(super) fn absorb(&mut self, mut data: &[u8]) {
        if self.filled > 0 {
            let take = (RATE - self.filled).min(data.len());
            self.pending[self.filled..self.filled + take].copy_from_slice(&data[..take]);
            self.filled += take;
            data = &data[take..];
            if self.filled < RATE {
                return;
            }
            Self::absorb_block(&mut self.state, &self.pending);
            self.filled = 0;
        }
        // Whole blocks straight from the input, no copy.
        let (blocks, tail) = data.as_chunks::<RATE>();
        for block in blocks {
            Self::absorb_block(&mut self.state, block);
        }
        self.pending[..tail.len()].copy_from_slice(tail);
        self.filled = tail.len();
    }

    /// Appends `domain` (domain bits and the first padding bit), zeros and the final padding bit, and
    /// absorbs that last block: the state is then ready to squeeze.
    fn pad(&mut self, domain: u8) {
        // `filled < RATE` always holds here: a full buffer is absorbed at once.
        self.pending[self.filled] = domain;
        self.pending[self.filled + 1..].fill(0);
        self.pending[RATE - 1] |= 0x80;
        Self::absorb_block(&mut self.state, &self.pending);
        // The buffer still holds the last input block: the sponge's drop wipes it (a reader, which owns the
        // sponge, overwrites it with output first), so no wipe here, 168 byte stores fewer per sponge.
        self.filled = 0;
    }

    /// Pads and writes the first `out.len()` bytes of output (`out.len() <= RATE`, one block, as for every
    /// SHA-3 digest); then the sponge is wiped.
    pub(super) fn finish(&mut self, domain: u8, out: &mut [u8]) {
        self.pad(domain);
        let mut lanes = [[0u8; 8]; 8];
        let n = out.len().div_ceil(8).min(lanes.len());
        V::read_lanes(&self.state, &mut lanes[..n]);
        for (o, b) in out.iter_mut().zip(lanes.as_flattened()) {
            *o = *b;
        }
        lanes.zeroize();
        self.state.zeroize();
    }

    /// Pads and turns the sponge into its output stream. The reader is the same sponge (its buffer holds
    /// output blocks from now on) and reads no output yet: no copy of the state, no block read in advance.
    #[inline]
    pub(super) fn into_reader(mut self, domain: u8) -> XofReader<V, RATE> {
        self.pad(domain);
        self.filled = RATE;
        XofReader { sponge: self, permute_first: false }
    }
}

impl<V: Permutation, const RATE: usize> Drop for Sponge<V, RATE> {
    fn drop(&mut self) {
        self.state.zeroize();
        self.pending.zeroize();
        self.filled.zeroize();
    }
}

/// The output stream of a SHAKE instance: [`squeeze`](Self::squeeze) as many bytes as wanted, in as many
/// calls as wanted; any split of the output gives the same stream. Wiped when dropped (the sponge's drop).
#[derive(Clone)]
pub struct XofReader<V: Permutation, const RATE: usize> {
    /// The padded sponge. Its buffer is the current output block and `filled` counts the bytes of it
    /// already handed out (`RATE`: none left).
    sponge: Sponge<V, RATE>,
    /// Whether the state's output has been read: the next block then needs a permutation first.
    permute_first: bool,
}

impl<V: Permutation, const RATE: usize> XofReader<V, RATE> {
    /// Fills `out` with the next `out.len()` bytes of output. A whole block wanted at a block boundary is
    /// read from the state straight into `out` (the matrix and secret samplers of ML-DSA squeeze that
    /// way), without passing through the buffer.
    pub fn squeeze(&mut self, mut out: &mut [u8]) {
        let sponge = &mut self.sponge;
        while !out.is_empty() {
            if sponge.filled == RATE {
                if self.permute_first {
                    V::permute(&mut sponge.state);
                }
                self.permute_first = true;
                if out.len() >= RATE {
                    let (block, rest) = core::mem::take(&mut out).split_at_mut(RATE);
                    V::read_lanes(&sponge.state, block.as_chunks_mut::<8>().0);
                    out = rest;
                    continue;
                }
                V::read_lanes(&sponge.state, sponge.pending.as_chunks_mut::<8>().0);
                sponge.filled = 0;
            }
            let take = (RATE - sponge.filled).min(out.len());
            let (head, rest) = core::mem::take(&mut out).split_at_mut(take);
            head.copy_from_slice(&sponge.pending[sponge.filled..sponge.filled + take]);
            sponge.filled += take;
            out = rest;
        }
    }
}
