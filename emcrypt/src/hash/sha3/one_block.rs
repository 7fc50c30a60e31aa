//! SHAKE for inputs shorter than one block, straight on the Keccak permutation: ML-KEM's `SampleNTT`
//! (ρ ‖ j ‖ i, 34 bytes) and `PRF` (σ ‖ N, 33 bytes) inputs and ML-DSA's matrix (ρ ‖ j ‖ i, 34 bytes) and
//! secret-vector (ρ' ‖ nonce, 66 bytes) inputs all fit in one block, so absorbing is one padded block and
//! squeezing reads whole blocks into the caller's buffer. This skips the general sponge's buffering,
//! state moves and byte-wise wipes: about 5 % of ML-KEM key generation, and about 29 k cycles of ML-DSA-44
//! key generation (24 instances) on the M4 model. Absorbing interleaves only the lanes that hold input
//! and the last lane (the others are zero). What remains per block is mostly the de-interleaving of the
//! output (about 1 k cycles per 168-byte block); samplers that cut the output into bit fields take it as
//! 64-bit lanes ([`OneBlockShake::squeeze_block_lanes`]) rather than bytes, or three lanes at a time straight
//! from the state ([`OneBlockShake::squeeze_block_triples`]), stopping part-way through the last block; ML-DSA's
//! Armv7-M matrix sampler reads the state in place ([`OneBlockShake::state`]). The output is exactly SHAKE's
//! (FIPS 202): the known-answer tests of ML-KEM and ML-DSA go through it.

use super::{Permutation, Unrolled};
use zeroize::Zeroize;

/// SHAKE's domain bits `1111` and the first padding bit.
const SHAKE_DOMAIN: u8 = 0x1F;
/// SHAKE128's rate in bytes.
pub(crate) const SHAKE128_RATE: usize = 168;
/// SHAKE256's rate in bytes.
pub(crate) const SHAKE256_RATE: usize = 136;

/// A SHAKE instance (rate `RATE`) whose whole input was absorbed in one block; wiped when dropped.
pub(crate) struct OneBlockShake<const RATE: usize> {
    state: <Unrolled as Permutation>::State,
}

impl<const RATE: usize> OneBlockShake<RATE> {
    /// A SHAKE instance with nothing absorbed yet: call [`Self::absorb`] once before squeezing.
    ///
    /// Two steps rather than a constructor that absorbs: a state returned by value after being passed to the
    /// (out-of-line) absorbing code is copied into the caller's variable, 200 bytes per instance.
    #[inline(always)]
    pub(crate) fn zeroed() -> Self {
        Self { state: Default::default() }
    }

    /// Absorbs `prefix ‖ suffix` (at most `RATE − 1` bytes together) with the domain bits and `pad10*1` into
    /// a [`Self::zeroed`] instance. Crate-internal: every caller passes fixed lengths (34, 33 or 66 bytes); a
    /// longer input would be a bug of the caller (it would not hash to SHAKE: a debug assertion stops it).
    #[inline(never)]
    pub(crate) fn absorb(&mut self, prefix: &[u8], suffix: &[u8]) {
        debug_assert!(prefix.len() + suffix.len() < RATE);
        // The state starts at zero: the prefix's whole lanes are XORed in straight from the caller's buffer
        // (interleaving a lane costs about 60 cycles on the M4 model); the rest of the prefix, the suffix
        // and the domain bits go through one 8-byte lane; the lanes between them and the last one stay zero.
        let (lanes, rest) = prefix.as_chunks::<8>();
        Unrolled::xor_lanes(&mut self.state, lanes);
        let mut index = lanes.len();
        let mut lane = [0u8; 8];
        let mut filled = 0;
        for &byte in rest.iter().chain(suffix) {
            lane[filled] = byte;
            filled += 1;
            if filled == 8 {
                Unrolled::xor_lane(&mut self.state, index, lane);
                index += 1;
                filled = 0;
            }
        }
        lane[filled..].fill(0);
        lane[filled] = SHAKE_DOMAIN;
        // The padding's last bit closes lane `RATE / 8 − 1`: this one, or a later one left zero so far.
        let last = RATE / 8 - 1;
        if index == last {
            lane[7] |= 0x80;
        }
        Unrolled::xor_lane(&mut self.state, index, lane);
        if index < last {
            Unrolled::xor_lane(&mut self.state, last, [0, 0, 0, 0, 0, 0, 0, 0x80]);
        }
        // Input bytes can be secret.
        lane.zeroize();
    }

    /// The next `RATE` bytes of output.
    #[inline]
    pub(crate) fn squeeze_block(&mut self, out: &mut [u8; RATE]) {
        Unrolled::permute(&mut self.state);
        Unrolled::read_lanes(&self.state, out.as_chunks_mut::<8>().0);
    }

    /// The first `out.len()` bytes of the next block (a whole number of lanes, at most `RATE`): for an output
    /// whose last block is only partly needed, so that the rest of it is never read out of the state.
    #[inline]
    pub(crate) fn squeeze_block_prefix(&mut self, out: &mut [u8]) {
        debug_assert!(out.len() % 8 == 0 && out.len() <= RATE);
        Unrolled::permute(&mut self.state);
        Unrolled::read_lanes(&self.state, out.as_chunks_mut::<8>().0);
    }

    /// The next `RATE` bytes of output as `RATE / 8` little-endian 64-bit lanes, for samplers that cut the
    /// output into bit fields (`out` holds exactly `RATE / 8` lanes).
    #[inline]
    pub(crate) fn squeeze_block_lanes(&mut self, out: &mut [u64]) {
        debug_assert_eq!(out.len(), RATE / 8);
        Unrolled::permute(&mut self.state);
        Unrolled::read_lane_words(&self.state, out);
    }

    /// Squeezes the next block and hands it to `f` three lanes at a time as six little-endian 32-bit words
    /// ([`Permutation::for_each_lane_triple`]) until `f` returns `false`: for samplers that cut 24-bit
    /// fields and stop part-way through their last block (SHAKE128: seven triples a block).
    #[inline(always)]
    pub(crate) fn squeeze_block_triples(&mut self, f: impl FnMut([u32; 6]) -> bool) {
        self.next_block();
        self.for_each_lane_triple(0..RATE / 24, f);
    }

    /// Runs the permutation: the state then holds the next block of output, read with
    /// [`Self::for_each_lane_triple`] or [`Self::state`].
    #[inline(always)]
    pub(crate) fn next_block(&mut self) {
        Unrolled::permute(&mut self.state);
    }

    /// The current block's lane triples `triples` (of `0..RATE / 24`), as [`Self::squeeze_block_triples`].
    #[inline(always)]
    pub(crate) fn for_each_lane_triple(&self, triples: core::ops::Range<usize>, f: impl FnMut([u32; 6]) -> bool) {
        Unrolled::for_each_lane_triple(&self.state, triples.start..triples.end.min(RATE / 24), f);
    }

    /// The state holding the current block, for assembly that reads it in place
    /// ([`InterleavedState::words_at_rest`](super::InterleavedState::words_at_rest)).
    #[cfg_attr(
        not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")),
        allow(dead_code, reason = "only the Armv7-M assembly sampler reads the state this way")
    )]
    pub(crate) fn state(&self) -> &<Unrolled as Permutation>::State {
        &self.state
    }
}

impl<const RATE: usize> Drop for OneBlockShake<RATE> {
    fn drop(&mut self) {
        self.state.zeroize();
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;
    use crate::hash::sha3::{shake128, shake256};
    use std::{vec, vec::Vec};

    /// Output of [`OneBlockShake`] for `prefix ‖ suffix`: two blocks as bytes, then two as lanes, then (for
    /// a rate of whole lane triples) two as triples of lanes, the second stopped after its first triple.
    fn one_block<const RATE: usize>(prefix: &[u8], suffix: &[u8]) -> Vec<u8> {
        let mut xof = OneBlockShake::<RATE>::zeroed();
        xof.absorb(prefix, suffix);
        let mut out = vec![0u8; 4 * RATE];
        if RATE % 24 == 0 {
            let mut xof = OneBlockShake::<RATE>::zeroed();
            xof.absorb(prefix, suffix);
            let mut words = Vec::new();
            for block in 0..6 {
                let mut calls = 0;
                xof.squeeze_block_triples(|triple| {
                    calls += 1;
                    if block >= 4 {
                        words.extend(triple.iter().flat_map(|w| w.to_le_bytes()));
                    }
                    block < 5
                });
                assert_eq!(calls, if block < 5 { RATE / 24 } else { 1 });
            }
            out.extend(words);
        }
        for block in out[..2 * RATE].chunks_exact_mut(RATE) {
            xof.squeeze_block(block.try_into().unwrap());
        }
        for block in out[2 * RATE..4 * RATE].chunks_exact_mut(RATE) {
            let mut lanes = [0u64; 21];
            xof.squeeze_block_lanes(&mut lanes[..RATE / 8]);
            for (bytes, lane) in block.chunks_exact_mut(8).zip(lanes) {
                bytes.copy_from_slice(&lane.to_le_bytes());
            }
        }
        out
    }

    /// A block's prefix (whole lanes, after a whole block) is that block's first bytes.
    #[test]
    fn a_block_prefix_is_the_block_cut_short() {
        for len in (0..=SHAKE256_RATE).step_by(8) {
            let (mut whole, mut cut) = (OneBlockShake::<SHAKE256_RATE>::zeroed(), OneBlockShake::zeroed());
            whole.absorb(b"rho", b"nonce");
            cut.absorb(b"rho", b"nonce");
            let (mut first, mut second, mut part) = ([0u8; SHAKE256_RATE], [0u8; SHAKE256_RATE], vec![0u8; len]);
            whole.squeeze_block(&mut first);
            whole.squeeze_block(&mut second);
            cut.squeeze_block(&mut first);
            cut.squeeze_block_prefix(&mut part);
            assert_eq!(part, second[..len], "{len} bytes");
        }
    }

    /// Every input length a block can hold (the lanes skipped as zero, the domain byte in the last lane),
    /// split between prefix and suffix, equals the general sponge's SHAKE.
    #[test]
    fn equals_the_sponge_for_every_length() {
        let input: Vec<u8> = (0..168u32).map(|i| (i * 37 + 11) as u8).collect();
        for len in 0..SHAKE128_RATE {
            let (prefix, suffix) = input[..len].split_at(len / 3);
            let mut expected = vec![0u8; 6 * SHAKE128_RATE];
            shake128(&input[..len], &mut expected);
            expected.truncate(5 * SHAKE128_RATE + 24);
            assert_eq!(one_block::<SHAKE128_RATE>(prefix, suffix), expected, "SHAKE128, {len} bytes");
        }
        for len in 0..SHAKE256_RATE {
            let (prefix, suffix) = input[..len].split_at(len / 2);
            let mut expected = vec![0u8; 4 * SHAKE256_RATE];
            shake256(&input[..len], &mut expected);
            assert_eq!(one_block::<SHAKE256_RATE>(prefix, suffix), expected, "SHAKE256, {len} bytes");
        }
    }
}
