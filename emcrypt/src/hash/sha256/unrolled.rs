//! SHA-256 compression for speed: all 64 rounds unrolled, the working variables renamed instead of moved
//! (so no register shuffling), the message schedule computed in a rolling 16-word window as it is used.

use super::{big_sigma0, big_sigma1, ch, maj, small_sigma0, small_sigma1, Compress, K};

/// SHA-256 compression with all rounds unrolled: fastest.
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

/// Eight rounds from schedule word `$i`, rotating the names back to where they started.
macro_rules! eight_rounds {
    ($s:ident, $w:ident, $base:expr, $sched:expr) => {
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = $s;
        round!(a, b, c, d, e, f, g, h, K[$base], $sched($base));
        round!(h, a, b, c, d, e, f, g, K[$base + 1], $sched($base + 1));
        round!(g, h, a, b, c, d, e, f, K[$base + 2], $sched($base + 2));
        round!(f, g, h, a, b, c, d, e, K[$base + 3], $sched($base + 3));
        round!(e, f, g, h, a, b, c, d, K[$base + 4], $sched($base + 4));
        round!(d, e, f, g, h, a, b, c, K[$base + 5], $sched($base + 5));
        round!(c, d, e, f, g, h, a, b, K[$base + 6], $sched($base + 6));
        round!(b, c, d, e, f, g, h, a, K[$base + 7], $sched($base + 7));
        $s = [a, b, c, d, e, f, g, h];
    };
}

impl Compress for Unrolled {
    fn compress(state: &mut [u32; 8], blocks: &[[u8; 64]]) {
        for block in blocks {
            let mut w = [0u32; 16];
            for (wi, bytes) in w.iter_mut().zip(block.as_chunks::<4>().0) {
                *wi = u32::from_be_bytes(*bytes);
            }
            let mut s = *state;
            // Rounds 0..16 read the message words; later rounds extend the schedule in place.
            let load = |t: usize| w[t];
            eight_rounds!(s, w, 0, load);
            eight_rounds!(s, w, 8, load);
            let mut expand = |t: usize| {
                let i = t & 15;
                w[i] = w[i]
                    .wrapping_add(small_sigma1(w[(t + 14) & 15]))
                    .wrapping_add(w[(t + 9) & 15])
                    .wrapping_add(small_sigma0(w[(t + 1) & 15]));
                w[i]
            };
            eight_rounds!(s, w, 16, expand);
            eight_rounds!(s, w, 24, expand);
            eight_rounds!(s, w, 32, expand);
            eight_rounds!(s, w, 40, expand);
            eight_rounds!(s, w, 48, expand);
            eight_rounds!(s, w, 56, expand);
            for (h, v) in state.iter_mut().zip(s) {
                *h = h.wrapping_add(v);
            }
        }
    }
}
