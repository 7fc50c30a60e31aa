//! SHA-512 compression for small code: one round body in a loop, the message schedule kept in a 16-word
//! circular window.

use super::{big_sigma0, big_sigma1, ch, maj, small_sigma0, small_sigma1, Compress, K};

/// SHA-512 compression with a single looped round: smallest code.
#[derive(Clone, Copy, Debug, Default)]
pub struct Compact;

impl Compress for Compact {
    fn compress(state: &mut [u64; 8], blocks: &[[u8; 128]]) {
        for block in blocks {
            let mut w = [0u64; 16];
            for (wi, bytes) in w.iter_mut().zip(block.as_chunks::<8>().0) {
                *wi = u64::from_be_bytes(*bytes);
            }
            let mut s = *state;
            for (t, k) in K.iter().enumerate() {
                let i = t & 15;
                if t >= 16 {
                    w[i] = w[i]
                        .wrapping_add(small_sigma1(w[(t + 14) & 15]))
                        .wrapping_add(w[(t + 9) & 15])
                        .wrapping_add(small_sigma0(w[(t + 1) & 15]));
                }
                let t1 = s[7]
                    .wrapping_add(big_sigma1(s[4]))
                    .wrapping_add(ch(s[4], s[5], s[6]))
                    .wrapping_add(*k)
                    .wrapping_add(w[i]);
                let t2 = big_sigma0(s[0]).wrapping_add(maj(s[0], s[1], s[2]));
                s = [t1.wrapping_add(t2), s[0], s[1], s[2], s[3].wrapping_add(t1), s[4], s[5], s[6]];
            }
            for (h, v) in state.iter_mut().zip(s) {
                *h = h.wrapping_add(v);
            }
        }
    }
}
