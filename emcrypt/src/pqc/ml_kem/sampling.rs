//! Sampling (FIPS 203 §4.2.2): uniform NTT-domain polynomials by rejection from SHAKE128 (`SampleNTT`,
//! Algorithm 7) and small centred-binomial polynomials from SHAKE256 (`SamplePolyCBD`, Algorithm 8, with
//! `PRF`).
//!
//! `SampleNTT` branches on its XOF output: that output is derived from the public seed ρ only, so the
//! rejections reveal nothing secret. The binomial sampler is branch-free bit counting.

use super::field::Q;
use super::poly::Poly;
use crate::hash::sha3::{OneBlockShake, SHAKE128_RATE, SHAKE256_RATE};
use zeroize::Zeroize;

/// `SampleNTT(ρ ‖ j ‖ i)`: the matrix entry Â[i, j], coefficients in [0, q), squeezed one SHAKE128 block
/// (168 bytes, 56 candidate pairs) at a time.
pub(crate) fn sample_ntt(rho: &[u8; 32], j: u8, i: u8, out: &mut Poly) {
    let mut xof = OneBlockShake::<SHAKE128_RATE>::zeroed();
    xof.absorb(rho, &[j, i]);
    let mut block = [0u8; SHAKE128_RATE];
    let mut filled = 0;
    while filled < 256 {
        xof.squeeze_block(&mut block);
        for b in block.as_chunks::<3>().0 {
            let d1 = u16::from(b[0]) | ((u16::from(b[1]) & 0x0f) << 8);
            let d2 = (u16::from(b[1]) >> 4) | (u16::from(b[2]) << 4);
            // Public data (derived from ρ): branches are fine. While two slots are free, write both
            // candidates and advance past the accepted ones (fewer branches); near the end, one at a time.
            if filled + 2 <= 256 {
                out.0[filled] = d1 as i16;
                filled += usize::from(d1 < Q as u16);
                out.0[filled] = d2 as i16;
                filled += usize::from(d2 < Q as u16);
            } else {
                for d in [d1, d2] {
                    if d < Q as u16 && filled < 256 {
                        out.0[filled] = d as i16;
                        filled += 1;
                    }
                }
            }
        }
    }
}

/// `SamplePolyCBD_η(PRF_η(s, n))` for η ∈ {2, 3}: each coefficient is the difference of two sums of η
/// bits, in [−η, η]. Constant time: whole-word bit counting, no branch or index on the bits.
pub(crate) fn sample_cbd(eta: usize, seed: &[u8; 32], n: u8, out: &mut Poly) {
    // PRF_η(s, n) = SHAKE256(s ‖ n, 64·η bytes): 128 bytes (one block) or 192 (two).
    let mut blocks = [[0u8; SHAKE256_RATE]; 2];
    let mut xof = OneBlockShake::<SHAKE256_RATE>::zeroed();
    xof.absorb(seed, &[n]);
    xof.squeeze_block(&mut blocks[0]);
    if eta == 3 {
        xof.squeeze_block(&mut blocks[1]);
    }
    let buf = &mut blocks.as_flattened_mut()[..64 * eta];
    if eta == 2 {
        // Four bits per coefficient: 8 coefficients from each 32-bit word.
        for (coeffs, w) in out.0.as_chunks_mut::<8>().0.iter_mut().zip(buf.as_chunks::<4>().0) {
            let t = u32::from_le_bytes(*w);
            // Each 2-bit field of d holds the number of ones in that field of t.
            let d = (t & 0x5555_5555) + ((t >> 1) & 0x5555_5555);
            for (k, c) in coeffs.iter_mut().enumerate() {
                let a = (d >> (4 * k)) & 3;
                let b = (d >> (4 * k + 2)) & 3;
                *c = a as i16 - b as i16;
            }
        }
    } else {
        // Six bits per coefficient: 4 coefficients from each 24-bit group.
        for (coeffs, w) in out.0.as_chunks_mut::<4>().0.iter_mut().zip(buf.as_chunks::<3>().0) {
            let t = u32::from(w[0]) | (u32::from(w[1]) << 8) | (u32::from(w[2]) << 16);
            let d = (t & 0x0024_9249) + ((t >> 1) & 0x0024_9249) + ((t >> 2) & 0x0024_9249);
            for (k, c) in coeffs.iter_mut().enumerate() {
                let a = (d >> (6 * k)) & 7;
                let b = (d >> (6 * k + 3)) & 7;
                *c = a as i16 - b as i16;
            }
        }
    }
    blocks.zeroize();
}
