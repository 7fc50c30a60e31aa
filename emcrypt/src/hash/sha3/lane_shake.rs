//! SHAKE over input that arrives in whole 8-byte lanes, with at most one block of output: ML-DSA's
//! commitment hash c̃ = H(μ ‖ w1Encode(w1)), whose pieces (μ: 64 bytes, each row of w1: 128 or 192 bytes) are
//! all whole lanes. The lanes are XORed into the state straight from the caller's buffer, a block's worth at
//! a time, so there is no sponge buffer to copy them into, move and wipe (about 3 k cycles per ML-DSA-44
//! signing attempt on the M4 model). The output is exactly SHAKE's (FIPS 202): ML-DSA's known answers
//! go through it, and a test compares it with the general sponge.

use super::{Permutation, Unrolled};
use zeroize::Zeroize;

/// SHAKE's domain bits `1111` and the first padding bit.
const SHAKE_DOMAIN: u8 = 0x1F;

/// A SHAKE instance (rate `RATE` bytes) fed whole lanes; wiped when dropped.
pub(crate) struct LaneShake<const RATE: usize> {
    state: <Unrolled as Permutation>::State,
    /// Lanes of the current block already absorbed (below `RATE / 8`).
    filled: usize,
}

impl<const RATE: usize> LaneShake<RATE> {
    /// An instance with nothing absorbed.
    #[inline(always)]
    pub(crate) fn new() -> Self {
        Self { state: Default::default(), filled: 0 }
    }

    /// Absorbs `lanes` (the input's next 8·`lanes.len()` bytes).
    pub(crate) fn absorb_lanes(&mut self, mut lanes: &[[u8; 8]]) {
        while !lanes.is_empty() {
            let room = RATE / 8 - self.filled;
            let (now, rest) = lanes.split_at(room.min(lanes.len()));
            if self.filled == 0 {
                Unrolled::xor_lanes(&mut self.state, now);
            } else {
                for (i, lane) in now.iter().enumerate() {
                    Unrolled::xor_lane(&mut self.state, self.filled + i, *lane);
                }
            }
            self.filled += now.len();
            if self.filled == RATE / 8 {
                Unrolled::permute(&mut self.state);
                self.filled = 0;
            }
            lanes = rest;
        }
    }

    /// Pads, and writes the first `out.len()` bytes of output (a whole number of lanes, at most `RATE`) to
    /// `out`; anything else is not written.
    pub(crate) fn finish_into(mut self, out: &mut [u8]) {
        debug_assert!(out.len() % 8 == 0 && out.len() <= RATE);
        // The input ended on a lane boundary: the domain bits open the next lane, the final padding bit
        // closes the block.
        let mut first = [0u8; 8];
        first[0] = SHAKE_DOMAIN;
        let last_index = RATE / 8 - 1;
        if self.filled == last_index {
            first[7] = 0x80;
        } else {
            Unrolled::xor_lane(&mut self.state, last_index, [0, 0, 0, 0, 0, 0, 0, 0x80]);
        }
        Unrolled::xor_lane(&mut self.state, self.filled, first);
        Unrolled::permute(&mut self.state);
        let (lanes, _) = out.as_chunks_mut::<8>();
        let count = lanes.len().min(RATE / 8);
        Unrolled::read_lanes(&self.state, &mut lanes[..count]);
    }
}

impl<const RATE: usize> Drop for LaneShake<RATE> {
    fn drop(&mut self) {
        self.state.zeroize();
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use crate::hash::sha3::{Shake256, SHAKE256_RATE};
    use std::vec::Vec;

    /// Equal to the general sponge for every whole-lane input length around the block boundaries, fed in
    /// uneven pieces, for every whole-lane output length up to a block.
    #[test]
    fn equals_the_sponge_for_lane_inputs() {
        let data: Vec<u8> = (0..700u32).map(|i| (i * 37 + 11) as u8).collect();
        for lanes in [0, 1, 8, 16, 17, 18, 33, 34, 35, 51, 60, 87] {
            let input = &data[..8 * lanes];
            let mut h = Shake256::<Unrolled>::new();
            h.update(input);
            let mut expected = [0u8; SHAKE256_RATE];
            h.finalize_xof().squeeze(&mut expected);
            for out_lanes in [4, 6, 8, 17] {
                let mut ours = LaneShake::<SHAKE256_RATE>::new();
                // Pieces of 8, 24 and 3 lanes, in turn.
                let mut rest = input.as_chunks::<8>().0;
                for size in [8, 24, 3].into_iter().cycle() {
                    if rest.is_empty() {
                        break;
                    }
                    let (piece, tail) = rest.split_at(size.min(rest.len()));
                    ours.absorb_lanes(piece);
                    rest = tail;
                }
                let mut out = [0u8; SHAKE256_RATE];
                ours.finish_into(&mut out[..8 * out_lanes]);
                assert_eq!(out[..8 * out_lanes], expected[..8 * out_lanes], "{lanes} lanes in, {out_lanes} out");
                assert!(out[8 * out_lanes..].iter().all(|&b| b == 0));
            }
        }
    }
}
