//! SHA-512 compression for speed on 32-bit cores.
//!
//! Sixteen rounds are written out and run five times, the working variables renamed from round to round
//! instead of moved (no register shuffling). Between two groups of sixteen rounds, the 16-word message
//! schedule is advanced in place by sixteen steps, written out so that every index is a constant (no
//! 80-word array to fill and wipe). A 64-bit word is two registers on a Cortex-M and the eight working
//! variables alone need sixteen, so most live on the stack whatever we do: keeping the schedule out of the
//! rounds lowers the register pressure there, and the renaming keeps each round to the loads and stores it
//! really needs. Additions stay plain `u64`, which LLVM turns into `ADDS`/`ADC` pairs; the σ/Σ functions
//! (in `mod.rs`) are written on 32-bit halves so each term is one `EOR` with a shifted operand.
//!
//! Sixteen rounds rather than all eighty: on a Cortex-M4 a trial with all eighty written out (and the
//! schedule computed inside the rounds) gave 28 KB of code instead of 6 KB, and ran slower.

use super::{big_sigma0, big_sigma1, ch, small_sigma0, small_sigma1, Compress, K};

/// SHA-512 compression with sixteen rounds unrolled: fastest.
#[derive(Clone, Copy, Debug, Default)]
pub struct Unrolled;

/// One round: `d += t1`, `h = t1 + t2`; the caller rotates the names a..h.
///
/// Maj(a, b, c) is computed as `b ^ ((a ^ b) & (b ^ c))`: this round's `a ^ b` is the next round's
/// `b ^ c`, so it is passed on (`$ab` out, `$bc` in) and each round does one XOR fewer per half and needs
/// `c` from memory no more.
macro_rules! round {
    ($a:ident, $b:ident, $c:ident, $d:ident, $e:ident, $f:ident, $g:ident, $h:ident, $k:expr, $w:expr,
     $ab:ident, $bc:ident) => {
        let t1 = $h
            .wrapping_add(big_sigma1($e))
            .wrapping_add(ch($e, $f, $g))
            .wrapping_add($k)
            .wrapping_add($w);
        $d = $d.wrapping_add(t1);
        $ab = $a ^ $b;
        $h = t1.wrapping_add(big_sigma0($a)).wrapping_add($b ^ ($ab & $bc));
    };
}

/// Eight rounds from round `$i` of the group (`$k` holds the group's sixteen constants, `$w` its sixteen
/// schedule words), rotating the names back to where they started; `$bc` carries `b ^ c` from round to
/// round.
macro_rules! eight_rounds {
    ($s:ident, $bc:ident, $k:ident, $w:ident, $i:expr) => {
        let [mut a, mut b, mut c, mut d, mut e, mut f, mut g, mut h] = $s;
        let mut x = $bc;
        let mut y;
        round!(a, b, c, d, e, f, g, h, $k[$i], $w[$i], y, x);
        round!(h, a, b, c, d, e, f, g, $k[$i + 1], $w[$i + 1], x, y);
        round!(g, h, a, b, c, d, e, f, $k[$i + 2], $w[$i + 2], y, x);
        round!(f, g, h, a, b, c, d, e, $k[$i + 3], $w[$i + 3], x, y);
        round!(e, f, g, h, a, b, c, d, $k[$i + 4], $w[$i + 4], y, x);
        round!(d, e, f, g, h, a, b, c, $k[$i + 5], $w[$i + 5], x, y);
        round!(c, d, e, f, g, h, a, b, $k[$i + 6], $w[$i + 6], y, x);
        round!(b, c, d, e, f, g, h, a, $k[$i + 7], $w[$i + 7], x, y);
        $s = [a, b, c, d, e, f, g, h];
        $bc = x;
    };
}

/// Replaces the sixteen schedule words W[t - 16..t] by W[t..t + 16] in place: word `i` becomes
/// `σ1(W[i - 2]) + W[i - 7] + σ0(W[i - 15]) + W[i - 16]`, indices modulo 16, each step reading words the
/// previous steps have already replaced where it should. Written out so every index is a constant.
#[inline(always)]
fn next_schedule(w: &mut [u64; 16]) {
    macro_rules! steps {
        ($($i:literal)*) => {$(
            w[$i] = w[$i]
                .wrapping_add(small_sigma1(w[($i + 14) & 15]))
                .wrapping_add(w[($i + 9) & 15])
                .wrapping_add(small_sigma0(w[($i + 1) & 15]));
        )*};
    }
    steps!(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15);
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
            let mut bc = s[1] ^ s[2];
            // Five groups of sixteen rounds; the schedule moves on between groups.
            for (group, k) in k_groups.iter().enumerate() {
                eight_rounds!(s, bc, k, w, 0);
                eight_rounds!(s, bc, k, w, 8);
                if group + 1 < k_groups.len() {
                    next_schedule(&mut w);
                }
            }
            for (h, v) in state.iter_mut().zip(s) {
                *h = h.wrapping_add(v);
            }
        }
    }
}
