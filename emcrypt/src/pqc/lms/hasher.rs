//! The hash H of RFC 8554 / SP 800-208 behind one streaming interface, and the Winternitz chain step,
//! the operation LMS spends nearly all its time in.
//!
//! Every hash input of LMS starts with `I || u32str(q)` (20 bytes). A chain step hashes
//! `I || q || u16str(i) || u8str(j) || tmp`: 55 bytes for n = 32, 47 for n = 24, so with SHA-256 it is
//! exactly one padded 64-byte block. [`chain`] builds that block once and runs the SHA-256 compression
//! function on it directly for each step, instead of going through the streaming buffer, and writes each
//! result straight back into the block as the next step's input.

use crate::hash::sha256::{self, Compress, Sha256};
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
    Sha256(Sha256<sha256::Unrolled>, usize),
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

/// Runs chain `i` over the steps `j` in `steps`, in place on `tmp[..n]`:
/// `tmp = H(I || u32str(q) || u16str(i) || u8str(j) || tmp)` (RFC 8554 §4.4-4.6).
///
/// `start`/`end` come from public digits in verification; in signing and key generation `tmp` is secret
/// and the step count depends on the message digest, which the signature reveals anyway.
pub(crate) fn chain(
    family: HashFamily,
    n: usize,
    id: &[u8; 16],
    q: u32,
    i: u16,
    tmp: &mut [u8; MAX_N],
    steps: Range<u32>,
) {
    if steps.is_empty() {
        return;
    }
    match family {
        // A length fixed at compile time: the copies of tmp in and out of the block get a constant size.
        HashFamily::Sha256 if n == 24 => chain_sha256::<24>(id, q, i, tmp, steps),
        HashFamily::Sha256 => chain_sha256::<32>(id, q, i, tmp, steps),
        HashFamily::Shake256 => {
            for j in steps {
                let mut h = with_prefix(family, n, id, q);
                h.update(&i.to_be_bytes());
                h.update(&[j as u8]);
                h.update(&tmp[..n]);
                *tmp = h.finalize();
            }
        }
    }
}

/// The one-block SHA-256 chain: the padded block is built once, then each step sets `j`, compresses, and
/// writes the (truncated) digest back where the next step reads `tmp`.
fn chain_sha256<const N: usize>(id: &[u8; 16], q: u32, i: u16, tmp: &mut [u8; MAX_N], steps: Range<u32>) {
    const J: usize = 22; // offset of u8str(j)
    const TMP: usize = 23; // offset of tmp
    let mut block = [[0u8; 64]; 1];
    let b = &mut block[0];
    b[..16].copy_from_slice(id);
    b[16..20].copy_from_slice(&q.to_be_bytes());
    b[20..22].copy_from_slice(&i.to_be_bytes());
    b[TMP..TMP + N].copy_from_slice(&tmp[..N]);
    // FIPS 180-4 padding of a (23 + n)-byte message: 0x80, zeros, 64-bit bit length.
    b[TMP + N] = 0x80;
    b[56..].copy_from_slice(&(((TMP + N) * 8) as u64).to_be_bytes());
    let mut state = [0u32; 8];
    for j in steps {
        block[0][J] = j as u8;
        state = SHA256_IV;
        sha256::Unrolled::compress(&mut state, &block);
        for (out, word) in block[0][TMP..TMP + N].chunks_exact_mut(4).zip(state.iter()) {
            out.copy_from_slice(&word.to_be_bytes());
        }
    }
    tmp[..N].copy_from_slice(&block[0][TMP..TMP + N]);
    block.zeroize();
    state.zeroize();
}

/// `dst[..n] = src[..n]` for n = 24 or 32, with the length fixed at compile time for each. (On Armv7-M the
/// compiler still calls `memcpy` for these copies to odd offsets; about 4% of a verification goes to
/// copies, a place to gain a little more.)
pub(crate) fn copy_n(dst: &mut [u8], src: &[u8], n: usize) {
    if n == 24 {
        dst[..24].copy_from_slice(&src[..24]);
    } else {
        dst[..32].copy_from_slice(&src[..32]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The one-block fast path agrees with the streaming hash for both output lengths.
    #[test]
    fn fast_chain_matches_streaming() {
        let id = [7u8; 16];
        for n in [24, 32] {
            let mut fast = [0u8; MAX_N];
            fast[..n].iter_mut().enumerate().for_each(|(k, b)| *b = k as u8);
            let mut slow = fast;
            chain(HashFamily::Sha256, n, &id, 9, 3, &mut fast, 2..7);
            for j in 2u8..7 {
                let mut h = Hasher::new(HashFamily::Sha256, n);
                h.update(&id);
                h.update(&9u32.to_be_bytes());
                h.update(&3u16.to_be_bytes());
                h.update(&[j]);
                h.update(&slow[..n]);
                slow = h.finalize();
            }
            assert_eq!(fast, slow);
        }
    }
}
