//! The hash H of RFC 8554 / SP 800-208 behind one streaming interface, and the Winternitz chain step,
//! the operation LMS spends nearly all its time in.
//!
//! Every hash input of LMS starts with `I || u32str(q)` (20 bytes). A chain step hashes
//! `I || q || u16str(i) || u8str(j) || tmp`: 55 bytes for n = 32, 47 for n = 24, so with SHA-256 it is
//! exactly one padded 64-byte block. [`Chains::run`] builds that block once, as message words, and runs the
//! SHA-256 compression on it directly for each step, instead of going through the streaming buffer, from
//! the state after the five rounds that read `I || q` (computed once per leaf), and shifts each result
//! straight into the words where the next step reads `tmp`.

use crate::hash::sha256::{self, AfterFiveRounds, Sha256};
use crate::hash::sha3::{self, Shake256};
use core::ops::Range;
use zeroize::Zeroize;

use super::params::HashFamily;

/// The SHA-256 initial hash value (FIPS 180-4 §5.3.3), for the one-block chain step.
const SHA256_IV: [u32; 8] =
    [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19];

/// The longest hash output LMS uses (n = m = 32).
pub(crate) const MAX_N: usize = 32;

/// A streaming H with output truncated to n bytes (SHA-256, SHA-256/192, SHAKE256/256, SHAKE256/192).
#[derive(Clone)]
#[allow(clippy::large_enum_variant)] // no heap to box into; a context lives on the stack for one hash
pub(crate) enum Hasher {
    // The chains' compression run as two calls (see `SplitAfterFive`): one copy of the unrolled rounds.
    Sha256(Sha256<sha256::SplitAfterFive>, usize),
    Shake256(Shake256<sha3::Unrolled>, usize),
}

impl Hasher {
    pub(crate) fn new(family: HashFamily, n: usize) -> Self {
        match family {
            HashFamily::Sha256 => Hasher::Sha256(Sha256::new(), n),
            HashFamily::Shake256 => Hasher::Shake256(Shake256::new(), n),
        }
    }

    pub(crate) fn update(&mut self, data: &[u8]) {
        match self {
            Hasher::Sha256(h, _) => h.update(data),
            Hasher::Shake256(h, _) => h.update(data),
        }
    }

    /// The first n bytes of the digest, zero-padded to 32.
    pub(crate) fn finalize(self) -> [u8; MAX_N] {
        let mut out = [0u8; MAX_N];
        match self {
            Hasher::Sha256(h, n) => {
                let full = h.finalize();
                out[..n].copy_from_slice(&full[..n]);
            }
            Hasher::Shake256(h, n) => h.finalize_xof().squeeze(&mut out[..n]),
        }
        out
    }
}

/// Starts a hash with the prefix every LMS hash shares: `I || u32str(q)`.
pub(crate) fn with_prefix(family: HashFamily, n: usize, id: &[u8; 16], q: u32) -> Hasher {
    let mut h = Hasher::new(family, n);
    h.update(id);
    h.update(&q.to_be_bytes());
    h
}

/// The Winternitz chains of one leaf: every step of every chain hashes
/// `I || u32str(q) || u16str(i) || u8str(j) || tmp` (RFC 8554 §4.4-4.6), so what depends on `I` and `q`
/// alone is prepared once here. With SHA-256 that is the compression state after the five rounds that read
/// `I || q` (see [`AfterFiveRounds`]): each step then runs 59 of the 64 rounds.
pub(crate) struct Chains<'a> {
    family: HashFamily,
    n: usize,
    id: &'a [u8; 16],
    q: u32,
    /// The SHA-256 state after the rounds that read `I || u32str(q)` (message words 0..5, which it keeps).
    /// Public (I and q are in the signature), so not wiped.
    sha256_prefix: AfterFiveRounds,
}

impl<'a> Chains<'a> {
    pub(crate) fn new(family: HashFamily, n: usize, id: &'a [u8; 16], q: u32) -> Self {
        let mut prefix = [0u32; 5];
        for (word, bytes) in prefix.iter_mut().zip(id.as_chunks::<4>().0) {
            *word = u32::from_be_bytes(*bytes);
        }
        prefix[4] = q;
        // (Computed for SHAKE256 too, where it is not used: 5 rounds once per leaf, not worth a branch type.)
        Self { family, n, id, q, sha256_prefix: AfterFiveRounds::new(SHA256_IV, &prefix) }
    }

    /// Runs chain `i` over the steps `j` in `steps`, in place on `tmp[..n]`:
    /// `tmp = H(I || u32str(q) || u16str(i) || u8str(j) || tmp)`.
    ///
    /// `steps` come from public digits in verification; in signing and key generation `tmp` is secret
    /// and the step count depends on the message digest, which the signature reveals anyway.
    pub(crate) fn run(&self, i: u16, tmp: &mut [u8; MAX_N], steps: Range<u32>) {
        if steps.is_empty() {
            return;
        }
        match self.family {
            HashFamily::Sha256 => {
                let mut start = *tmp;
                self.run_from(i, &start[..self.n], tmp, steps);
                start.zeroize();
            }
            HashFamily::Shake256 => {
                for j in steps {
                    let mut h = with_prefix(self.family, self.n, self.id, self.q);
                    h.update(&i.to_be_bytes());
                    h.update(&[j as u8]);
                    h.update(&tmp[..self.n]);
                    *tmp = h.finalize();
                }
            }
        }
    }

    /// Runs chain `i` over `steps` from `start` (n bytes: a signature's y\[i\] in verification) and writes
    /// its end into `end[..n]`: [`Chains::run`] without first copying `start` into place.
    pub(crate) fn run_from(&self, i: u16, start: &[u8], end: &mut [u8; MAX_N], steps: Range<u32>) {
        match self.family {
            // A length fixed at compile time: the shifts of tmp in and out of the words get constant counts.
            HashFamily::Sha256 if self.n == 24 => self.run_sha256::<24>(i, start, end, steps),
            HashFamily::Sha256 => self.run_sha256::<32>(i, start, end, steps),
            HashFamily::Shake256 => {
                copy_n(end, start, self.n);
                self.run(i, end, steps);
            }
        }
    }

    /// The one-block SHA-256 chain. The block (23 + N message bytes and their padding) is kept as 16
    /// big-endian words: `tmp` starts at byte 23, three bytes past a word boundary, so each step shifts the
    /// digest words into place ([`place_digest`]) instead of writing bytes and reading them back as words.
    fn run_sha256<const N: usize>(&self, i: u16, start: &[u8], end: &mut [u8; MAX_N], steps: Range<u32>) {
        let mut digest = [0u32; 8];
        for (word, bytes) in digest.iter_mut().zip(start[..N].as_chunks::<4>().0) {
            *word = u32::from_be_bytes(*bytes);
        }
        let mut w = [0u32; 16];
        w[..5].copy_from_slice(self.sha256_prefix.prefix());
        w[5] = u32::from(i) << 16; // u16str(i) || u8str(j) || tmp[0]
        w[15] = ((23 + N) * 8) as u32; // FIPS 180-4 padding: the message's bit length (the 0x80 is placed below)
        place_digest::<N>(&mut w, &digest);
        for j in steps {
            w[5] = (w[5] & 0xFFFF_00FF) | (j & 0xFF) << 8;
            digest = self.sha256_prefix.compress(&w);
            place_digest::<N>(&mut w, &digest);
        }
        for (out, word) in end[..N].chunks_exact_mut(4).zip(digest.iter()) {
            out.copy_from_slice(&word.to_be_bytes());
        }
        w.zeroize();
        digest.zeroize();
    }
}

/// Writes an N-byte `tmp` (as big-endian words) and the padding's 0x80 into message bytes 23..24 + N: word 5
/// takes tmp's first byte, word 5 + k the last byte of digest word k - 1 and the first three of word k, and
/// the word after the last the final three bytes and 0x80.
#[inline(always)]
fn place_digest<const N: usize>(w: &mut [u32; 16], digest: &[u32; 8]) {
    w[5] = (w[5] & 0xFFFF_FF00) | digest[0] >> 24;
    for k in 1..N / 4 {
        w[5 + k] = digest[k - 1] << 8 | digest[k] >> 24;
    }
    w[5 + N / 4] = digest[N / 4 - 1] << 8 | 0x80;
}

/// `dst[..n] = src[..n]` for n = 24 or 32, with the length fixed at compile time for each.
fn copy_n(dst: &mut [u8], src: &[u8], n: usize) {
    if n == 24 {
        dst[..24].copy_from_slice(&src[..24]);
    } else {
        dst[..32].copy_from_slice(&src[..32]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The chains (one-block SHA-256 path, both entry points) agree with the streaming hash for both
    /// output lengths, for several steps and for none (the start comes back unchanged).
    #[test]
    fn chains_match_streaming() {
        let id = [7u8; 16];
        for family in [HashFamily::Sha256, HashFamily::Shake256] {
            for n in [24, 32] {
                for steps in [2u32..7, 0..1, 5..5] {
                    let mut start = [0u8; MAX_N];
                    start[..n].iter_mut().enumerate().for_each(|(k, b)| *b = k as u8 ^ 0xa5);
                    let chains = Chains::new(family, n, &id, 9);
                    let mut in_place = start;
                    chains.run(3, &mut in_place, steps.clone());
                    let mut from = [0xffu8; MAX_N];
                    chains.run_from(3, &start[..n], &mut from, steps.clone());
                    let mut slow = start;
                    for j in steps {
                        let mut h = Hasher::new(family, n);
                        h.update(&id);
                        h.update(&9u32.to_be_bytes());
                        h.update(&3u16.to_be_bytes());
                        h.update(&[j as u8]);
                        h.update(&slow[..n]);
                        slow = h.finalize();
                    }
                    assert_eq!(in_place, slow);
                    assert_eq!(from[..n], slow[..n]);
                }
            }
        }
    }
}
