//! SHA-256 compression for speed: all 64 rounds unrolled, the working variables renamed instead of moved
//! (so no register shuffling), the message schedule computed in a rolling 16-word window as it is used.
//!
//! Two details save cycles on a Cortex-M4 (8000-byte digest on the benchmark's M4 model: 335,936 cycles
//! before them, 312,134 after, 39.0 cycles per byte):
//! - Σ0 and Σ1 are written as `ror(x ^ ror(x, m) ^ ror(x, n), r)`: two `EOR`s with a rotated operand, the
//!   outer rotation folded into the `ADD` that consumes it (see `big_sigma0_folded`).
//! - Maj(a, b, c) is `b ^ ((a ^ b) & (b ^ c))`, and this round's `a ^ b` is the next round's `b ^ c`, so it
//!   is passed on: three operations instead of four.
//!
//! The round constants stay immediates (`MOVW`+`MOVT`). Loading them from the table instead (through an
//! opaque reference) was measured: LLVM then copies the whole table onto the stack once per call, which
//! saves about 2 % at 8000 bytes but costs 370 more bytes of stack and makes a 32-byte digest 25 % slower.

use super::{ch, small_sigma0, small_sigma1, Compress, K};

/// SHA-256 compression with all rounds unrolled: fastest.
#[derive(Clone, Copy, Debug, Default)]
pub struct Unrolled;

/// Σ0(x) = ror(x, 2) ^ ror(x, 13) ^ ror(x, 22), with the rotation by 2 factored out and left to the
/// caller's addition (`ADD rd, rn, rm, ROR #2` on Thumb-2). Written as nested rotations so that LLVM emits
/// two `EOR`s with a rotated operand instead of a `ROR` and two `EOR`s.
#[inline(always)]
fn big_sigma0_folded(x: u32) -> u32 {
    // x ^ ror(x, 11) ^ ror(x, 20) as x ^ ror(x ^ ror(x, 9), 11): each step one `EOR` with a rotated operand.
    (x ^ (x ^ x.rotate_right(9)).rotate_right(11)).rotate_right(2)
}

/// Σ1(x) = ror(x, 6) ^ ror(x, 11) ^ ror(x, 25), the rotation by 6 factored out as in Σ0.
#[inline(always)]
fn big_sigma1_folded(x: u32) -> u32 {
    // x ^ ror(x, 5) ^ ror(x, 19) as x ^ ror(x ^ ror(x, 14), 5).
    (x ^ (x ^ x.rotate_right(14)).rotate_right(5)).rotate_right(6)
}

/// One round: `d += t1`, `h = t1 + t2`; the caller rotates the names a..h. `$bc` is `b ^ c` (this
/// round's), `$ab` receives `a ^ b` (the next round's `b ^ c`).
macro_rules! round {
    ($a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $f:ident, $g:ident, $h:ident, $k:expr, $w:expr,
     $ab:ident, $bc:ident) => {
        let t1 = $h
            .wrapping_add(big_sigma1_folded($e))
            .wrapping_add(ch($e, $f, $g))
            .wrapping_add($k)
            .wrapping_add($w);
        $d = $d.wrapping_add(t1);
        $ab = $a ^ $b;
        $h = t1.wrapping_add(big_sigma0_folded($a)).wrapping_add($b ^ ($ab & $bc));
    };
}

/// Eight rounds from schedule word `$base`, rotating the names back to where they started; `$bc` carries
/// `b ^ c` from round to round.
macro_rules! eight_rounds {
    ($s:ident, $bc:ident, $k:ident, $base:expr, $sched:expr) => {
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = $s;
        let mut x = $bc;
        let mut y;
        round!(a, b, c, d, e, f, g, h, $k[$base], $sched($base), y, x);
        round!(h, a, b, c, d, e, f, g, $k[$base + 1], $sched($base + 1), x, y);
        round!(g, h, a, b, c, d, e, f, $k[$base + 2], $sched($base + 2), y, x);
        round!(f, g, h, a, b, c, d, e, $k[$base + 3], $sched($base + 3), x, y);
        round!(e, f, g, h, a, b, c, d, $k[$base + 4], $sched($base + 4), y, x);
        round!(d, e, f, g, h, a, b, c, $k[$base + 5], $sched($base + 5), x, y);
        round!(c, d, e, f, g, h, a, b, $k[$base + 6], $sched($base + 6), y, x);
        round!(b, c, d, e, f, g, h, a, $k[$base + 7], $sched($base + 7), x, y);
        $s = [a, b, c, d, e, f, g, h];
        $bc = x;
    };
}

/// Rounds 16..64, each extending the schedule in the rolling 16-word window `$w` as it goes.
macro_rules! rounds_16_to_64 {
    ($s:ident, $bc:ident, $k:ident, $w:ident) => {
        let mut expand = |t: usize| {
            let i = t & 15;
            $w[i] = $w[i]
                .wrapping_add(small_sigma1($w[(t + 14) & 15]))
                .wrapping_add($w[(t + 9) & 15])
                .wrapping_add(small_sigma0($w[(t + 1) & 15]));
            $w[i]
        };
        eight_rounds!($s, $bc, $k, 16, expand);
        eight_rounds!($s, $bc, $k, 24, expand);
        eight_rounds!($s, $bc, $k, 32, expand);
        eight_rounds!($s, $bc, $k, 40, expand);
        eight_rounds!($s, $bc, $k, 48, expand);
        eight_rounds!($s, $bc, $k, 56, expand);
    };
}

impl Compress for Unrolled {
    // The carry `bc` written by the last eight rounds is not read again.
    #[allow(unused_assignments)]
    fn compress(state: &mut [u32; 8], blocks: &[[u8; 64]]) {
        let k = &K;
        for block in blocks {
            let mut w = [0u32; 16];
            for (wi, bytes) in w.iter_mut().zip(block.as_chunks::<4>().0) {
                *wi = u32::from_be_bytes(*bytes);
            }
            let mut s = *state;
            let mut bc = s[1] ^ s[2];
            // Rounds 0..16 read the message words; later rounds extend the schedule in place.
            let load = |t: usize| w[t];
            eight_rounds!(s, bc, k, 0, load);
            eight_rounds!(s, bc, k, 8, load);
            rounds_16_to_64!(s, bc, k, w);
            for (h, v) in state.iter_mut().zip(s) {
                *h = h.wrapping_add(v);
            }
        }
    }
}

/// The working variables after rounds 0..5 of one block from a given chaining value, with the `b ^ c`
/// carry into round 5. Rounds 0..5 read only message words 0..5, so blocks that start with the same five
/// words from the same chaining value share this state: a caller compressing many such blocks computes it
/// once ([`AfterFiveRounds::new`]) and runs only rounds 5..64 per block ([`AfterFiveRounds::compress`]).
/// LMS's Winternitz chain steps all start with `I || u32str(q)`: five words, 5 of every 64 rounds saved.
///
/// Only for prefixes that are not secret: the state is not wiped.
#[derive(Clone, Copy)]
pub(crate) struct AfterFiveRounds {
    chaining: [u32; 8],
    prefix: [u32; 5],
    vars: [u32; 8],
    carry: u32,
}

impl AfterFiveRounds {
    /// Runs rounds 0..5 from `chaining` over the message words `prefix` (big-endian words 0..5).
    pub(crate) fn new(chaining: [u32; 8], prefix: &[u32; 5]) -> Self {
        let k = &K;
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = chaining;
        let mut x = b ^ c;
        let mut y;
        // The names and carries of eight_rounds! rounds 0..5.
        round!(a, b, c, d, e, f, g, h, k[0], prefix[0], y, x);
        round!(h, a, b, c, d, e, f, g, k[1], prefix[1], x, y);
        round!(g, h, a, b, c, d, e, f, k[2], prefix[2], y, x);
        round!(f, g, h, a, b, c, d, e, k[3], prefix[3], x, y);
        round!(e, f, g, h, a, b, c, d, k[4], prefix[4], y, x);
        Self { chaining, prefix: *prefix, vars: [a, b, c, d, e, f, g, h], carry: y }
    }

    /// The five message words these rounds read: the first five words of every block given to `compress`.
    pub(crate) fn prefix(&self) -> &[u32; 5] {
        &self.prefix
    }

    /// The chaining value after the whole block `w` (16 big-endian message words, of which words 0..5
    /// must be the prefix given to [`AfterFiveRounds::new`]): rounds 5..64 and the feed-forward.
    // One copy for every caller (LMS has two chain lengths): this is most of SHA-256's unrolled code.
    #[inline(never)]
    // The carry `bc` written by the last eight rounds is not read again.
    #[allow(unused_assignments)]
    pub(crate) fn compress(&self, w: &[u32; 16]) -> [u32; 8] {
        debug_assert!(w[..5] == self.prefix, "a block that does not start with the prefix of these rounds");
        let k = &K;
        let mut w = *w;
        let [mut a, mut b, mut c, d, mut e, mut f, mut g, h] = self.vars; // rounds 5..8 write the other six
        let mut y = self.carry;
        let mut x;
        // Rounds 5..8 under the names eight_rounds! gives them, so that the names are back in place after.
        round!(d, e, f, g, h, a, b, c, k[5], w[5], x, y);
        round!(c, d, e, f, g, h, a, b, k[6], w[6], y, x);
        round!(b, c, d, e, f, g, h, a, k[7], w[7], x, y);
        let mut s = [a, b, c, d, e, f, g, h];
        let mut bc = x;
        let load = |t: usize| w[t];
        eight_rounds!(s, bc, k, 8, load);
        rounds_16_to_64!(s, bc, k, w);
        let mut out = self.chaining;
        for (h, v) in out.iter_mut().zip(s) {
            *h = h.wrapping_add(v);
        }
        out
    }
}

/// The unrolled compression run as [`AfterFiveRounds::new`] then [`AfterFiveRounds::compress`], for code
/// that uses [`AfterFiveRounds`] anyway (LMS): its streaming hashes then share the one out-of-line copy of
/// the unrolled rounds instead of bringing [`Unrolled`]'s 6.7 KB (Armv7-M) as a second copy. Costs a few
/// dozen cycles a block over [`Unrolled`] (the working variables pass through memory once).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct SplitAfterFive;

impl Compress for SplitAfterFive {
    fn compress(state: &mut [u32; 8], blocks: &[[u8; 64]]) {
        for block in blocks {
            let mut w = [0u32; 16];
            for (wi, bytes) in w.iter_mut().zip(block.as_chunks::<4>().0) {
                *wi = u32::from_be_bytes(*bytes);
            }
            let prefix = [w[0], w[1], w[2], w[3], w[4]];
            *state = AfterFiveRounds::new(*state, &prefix).compress(&w);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Rounds 0..5 once, then 5..64 per block, equal the whole compression for blocks sharing five words.
    #[test]
    fn after_five_rounds_equals_the_whole_compression() {
        let chaining = [1u32, 2, 3, 4, 5, 6, 7, 8].map(|v: u32| v.wrapping_mul(0x9e37_79b9));
        let prefix = [0x0102_0304, 0xa5a5_5a5a, 0xffff_ffff, 0, 0x8000_0001];
        let mid = AfterFiveRounds::new(chaining, &prefix);
        for seed in 0u32..4 {
            let mut w = [0u32; 16];
            w[..5].copy_from_slice(&prefix);
            for (t, word) in w.iter_mut().enumerate().skip(5) {
                *word = (t as u32 + 16 * seed).wrapping_mul(0x0101_0101) ^ seed.rotate_left(t as u32);
            }
            let mut block = [[0u8; 64]];
            for (bytes, word) in block[0].chunks_exact_mut(4).zip(w) {
                bytes.copy_from_slice(&word.to_be_bytes());
            }
            let mut whole = chaining;
            Unrolled::compress(&mut whole, &block);
            assert_eq!(mid.compress(&w), whole);
            let mut split = chaining;
            SplitAfterFive::compress(&mut split, &block);
            assert_eq!(split, whole);
        }
    }
}
