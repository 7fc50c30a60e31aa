//! SHA-512 compression for speed on 32-bit cores.
//!
//! Sixteen rounds are written out and run five times, the working variables renamed from round to round
//! instead of moved (no register shuffling), the message schedule extended in a rolling 16-word window as it
//! is used (no 80-word array to fill and wipe). A 64-bit word is two registers on a Cortex-M, and the eight
//! working variables alone need sixteen, so most live on the stack whatever we do; the renaming is what keeps
//! each round to the loads and stores it really needs. Additions stay plain `u64` so that LLVM emits
//! `ADDS`/`ADC` pairs, and rotations by constants become shifted-operand `ORR`/`EOR`s.
//!
//! Sixteen rounds rather than all eighty keep the code at about a fifth of a full unrolling, at the cost of a
//! loop counter: with the schedule window of sixteen words, every index inside the body is a constant.

use super::{big_sigma0, big_sigma1, ch, maj, small_sigma0, small_sigma1, Compress, K};

/// SHA-512 compression with sixteen rounds unrolled: fastest.
#[derive(Clone, Copy, Debug, Default)]
pub struct Unrolled;

/// One round: `d += t1`, `h = t1 + t2`; the caller rotates the names a..h.
macro_rules! round {
    ($a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $f:ident, $g:ident, $h:ident, $k:expr, $w:expr) => {
        let t1 = $h
            .wrapping_add(big_sigma1($e))
            .wrapping_add(ch($e, $f, $g))
            .wrapping_add($k)
            .wrapping_add($w);
        $d = $d.wrapping_add(t1);
        $h = t1.wrapping_add(big_sigma0($a)).wrapping_add(maj($a, $b, $c));
    };
}

/// Eight rounds from round `$i` of the group (`$k` holds the group's sixteen constants), rotating the names
/// back to where they started.
macro_rules! eight_rounds {
    ($s:ident, $k:ident, $i:expr, $sched:expr) => {
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = $s;
        round!(a, b, c, d, e, f, g, h, $k[$i], $sched($i));
        round!(h, a, b, c, d, e, f, g, $k[$i + 1], $sched($i + 1));
        round!(g, h, a, b, c, d, e, f, $k[$i + 2], $sched($i + 2));
        round!(f, g, h, a, b, c, d, e, $k[$i + 3], $sched($i + 3));
        round!(e, f, g, h, a, b, c, d, $k[$i + 4], $sched($i + 4));
        round!(d, e, f, g, h, a, b, c, $k[$i + 5], $sched($i + 5));
        round!(c, d, e, f, g, h, a, b, $k[$i + 6], $sched($i + 6));
        round!(b, c, d, e, f, g, h, a, $k[$i + 7], $sched($i + 7));
        $s = [a, b, c, d, e, f, g, h];
    };
}

impl Compress for Unrolled {
    fn compress(state: &mut [u64; 8], blocks: &[[u8; 128]]) {
        let (k_groups, _) = K.as_chunks::<16>();
        for block in blocks {
            let mut w = [0u64; 16];
            for (wi, bytes) in w.iter_mut().zip(block.as_chunks::<8>().0) {
                *wi = u64::from_be_bytes(*bytes);
            }
            let mut s = *state;
            // Rounds 0..16 read the message words.
            let k = &k_groups[0];
            let load = |i: usize| w[i];
            eight_rounds!(s, k, 0, load);
            eight_rounds!(s, k, 8, load);
            // Rounds 16..80, sixteen at a time: W[t] replaces W[t - 16] in the window as it is needed.
            for k in &k_groups[1..] {
                let mut expand = |i: usize| {
                    w[i] = w[i]
                        .wrapping_add(small_sigma1(w[(i + 14) & 15]))
                        .wrapping_add(w[(i + 9) & 15])
                        .wrapping_add(small_sigma0(w[(i + 1) & 15]));
                    w[i]
                };
                eight_rounds!(s, k, 0, expand);
                eight_rounds!(s, k, 8, expand);
            }
            for (h, v) in state.iter_mut().zip(s) {
                *h = h.wrapping_add(v);
            }
        }
    }
}
