//! The number-theoretic transform of R_q = Z_q[X]/(X^256 + 1) (FIPS 204 Algorithms 41 and 42), with the
//! reference code's reduction schedule: Cooley–Tukey butterflies forward, Gentleman–Sande inverse.
//!
//! Two layers are merged per pass over the polynomial: each step loads four coefficients, runs the four
//! butterflies of two consecutive layers on them in registers and stores them back, so the eight layers
//! cost four passes of loads and stores instead of eight. The inverse transform also folds its final
//! scaling into its last pass. The arithmetic (and so every output) is the reference code's.
//!
//! Loop bounds and table indices depend only on the layer, never on coefficient values: constant time.

use super::field::{montgomery_reduce, Q};

/// A polynomial: 256 coefficients, in the normal or the NTT domain depending on context.
pub(crate) type Poly = [i32; 256];

/// ζ = 1753, a primitive 512-th root of unity mod q.
const ZETA: i64 = 1753;

/// zetas\[k\] = ζ^brv8(k) · 2^32 mod q, centred in (−q/2, q/2] (brv8: 8-bit bit reversal); entry 0 is unused.
const ZETAS: [i32; 256] = {
    let q = Q as i64;
    let mut table = [0i32; 256];
    let mut k = 1;
    while k < 256 {
        let mut e = (k as u8).reverse_bits() as u32;
        let mut power = 1i64;
        let mut base = ZETA;
        while e > 0 {
            if e & 1 == 1 {
                power = power * base % q;
            }
            base = base * base % q;
            e >>= 1;
        }
        let mut mont = (power << 32) % q;
        if mont > q / 2 {
            mont -= q;
        }
        table[k] = mont as i32;
        k += 1;
    }
    table
};

/// ζ · b · 2^-32 mod q (a Montgomery product).
#[inline(always)]
fn mul(zeta: i32, b: i32) -> i32 {
    montgomery_reduce(zeta as i64 * b as i64)
}

/// Forward NTT in place. Inputs of absolute value below q give outputs below 9q.
///
/// Pass `len` (128, 32, 8, 2) runs the layers of half-distance `len` and `len / 2`: in each block of
/// `2·len` coefficients, the quadruple (a, b, c, d) at offsets (i, i + len/2, i + len, i + 3·len/2)
/// takes butterflies (a, c), (b, d) with the block's zeta, then (a, b) and (c, d) with the next layer's
/// two zetas of that block.
pub(crate) fn ntt(p: &mut Poly) {
    let mut len = 128;
    while len >= 2 {
        let half = len / 2;
        // Layer with half-distance `len` has blocks numbered from 128 / len in the zeta table.
        let first = 128 / len;
        for (m, block) in p.chunks_exact_mut(2 * len).enumerate() {
            let z1 = ZETAS[(first + m) & 255];
            let z2 = ZETAS[(2 * (first + m)) & 255];
            let z3 = ZETAS[(2 * (first + m) + 1) & 255];
            let (lo, hi) = block.split_at_mut(len);
            let (q0, q1) = lo.split_at_mut(half);
            let (q2, q3) = hi.split_at_mut(half);
            for (((a, b), c), d) in q0.iter_mut().zip(q1.iter_mut()).zip(q2.iter_mut()).zip(q3.iter_mut()) {
                let t = mul(z1, *c);
                let (a0, c0) = (*a + t, *a - t);
                let t = mul(z1, *d);
                let (b0, d0) = (*b + t, *b - t);
                let t = mul(z2, b0);
                *a = a0 + t;
                *b = a0 - t;
                let t = mul(z3, d0);
                *c = c0 + t;
                *d = c0 - t;
            }
        }
        len >>= 2;
    }
}

/// Inverse NTT in place, multiplied by the Montgomery factor 2^32 (so that it undoes the 2^-32 of one
/// pointwise Montgomery product). Inputs below q in absolute value give outputs below q.
///
/// Pass `len` (1, 4, 16, 64) undoes the forward pass of the same shape: layers of half-distance `len`
/// then `2·len`, on quadruples (a, b, c, d) at offsets (i, i + len, i + 2·len, i + 3·len) of each block of
/// `4·len` coefficients. The last pass multiplies its outputs by 2^64 / 256 (mod q) as it stores them.
pub(crate) fn inv_ntt_to_mont(p: &mut Poly) {
    // 2^64 / 256 mod q: the 1/256 of the inverse transform and the Montgomery factor in one.
    const F: i32 = 41_978;
    let mut len = 1;
    while len <= 64 {
        // The reference walks the table backwards: block m of the layer of half-distance `len` takes
        // −zetas[256 / len − 1 − m].
        let top = 256 / len;
        let last = len == 64;
        for (m, block) in p.chunks_exact_mut(4 * len).enumerate() {
            let z1 = -ZETAS[(top - 1 - 2 * m) & 255];
            let z2 = -ZETAS[(top - 2 - 2 * m) & 255];
            let z3 = -ZETAS[(top / 2 - 1 - m) & 255];
            let (lo, hi) = block.split_at_mut(2 * len);
            let (q0, q1) = lo.split_at_mut(len);
            let (q2, q3) = hi.split_at_mut(len);
            for (((a, b), c), d) in q0.iter_mut().zip(q1.iter_mut()).zip(q2.iter_mut()).zip(q3.iter_mut()) {
                let (a0, b0) = (*a + *b, mul(z1, *a - *b));
                let (c0, d0) = (*c + *d, mul(z2, *c - *d));
                let (a1, c1) = (a0 + c0, mul(z3, a0 - c0));
                let (b1, d1) = (b0 + d0, mul(z3, b0 - d0));
                if last {
                    *a = mul(F, a1);
                    *b = mul(F, b1);
                    *c = mul(F, c1);
                    *d = mul(F, d1);
                } else {
                    *a = a1;
                    *b = b1;
                    *c = c1;
                    *d = d1;
                }
            }
        }
        len <<= 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pqc::ml_dsa::field::{caddq, reduce32};

    #[test]
    fn first_zetas_match_the_reference_table() {
        // The FIPS 204 reference implementation's table starts 0, 25847, -2608894, -518909.
        assert_eq!(&ZETAS[1..4], &[25847, -2608894, -518909]);
    }

    /// Schoolbook product in Z_q[X]/(X^256 + 1).
    fn schoolbook(a: &Poly, b: &Poly) -> Poly {
        let q = Q as i64;
        let mut c = [0i64; 256];
        for i in 0..256 {
            for j in 0..256 {
                let p = a[i] as i64 * b[j] as i64 % q;
                if i + j < 256 {
                    c[i + j] += p;
                } else {
                    c[i + j - 256] -= p;
                }
            }
        }
        c.map(|x| x.rem_euclid(q) as i32)
    }

    /// The reference code's transforms, one layer per pass, written as FIPS 204 Algorithms 41 and 42.
    fn ntt_one_layer_at_a_time(a: &mut Poly) {
        let mut k = 0;
        let mut len = 128;
        while len > 0 {
            for start in (0..256).step_by(2 * len) {
                k += 1;
                for j in start..start + len {
                    let t = montgomery_reduce(ZETAS[k] as i64 * a[j + len] as i64);
                    a[j + len] = a[j] - t;
                    a[j] += t;
                }
            }
            len >>= 1;
        }
    }

    fn inv_ntt_one_layer_at_a_time(a: &mut Poly) {
        let mut k = 256;
        let mut len = 1;
        while len < 256 {
            for start in (0..256).step_by(2 * len) {
                k -= 1;
                for j in start..start + len {
                    let t = a[j];
                    a[j] = t + a[j + len];
                    a[j + len] = montgomery_reduce(-(ZETAS[k] as i64) * (t - a[j + len]) as i64);
                }
            }
            len <<= 1;
        }
        for x in a.iter_mut() {
            *x = montgomery_reduce(41_978 * *x as i64);
        }
    }

    #[test]
    fn merged_layers_give_the_reference_outputs_exactly() {
        for seed in 0..20u32 {
            let mut a = [0i32; 256];
            let mut x = seed.wrapping_mul(0x9E37_79B9) | 1;
            for c in a.iter_mut() {
                x ^= x << 13;
                x ^= x >> 17;
                x ^= x << 5;
                *c = (x % (2 * Q as u32 - 1)) as i32 - (Q - 1);
            }
            let (mut got, mut want) = (a, a);
            ntt(&mut got);
            ntt_one_layer_at_a_time(&mut want);
            assert_eq!(got, want);
            let (mut got, mut want) = (a, a);
            inv_ntt_to_mont(&mut got);
            inv_ntt_one_layer_at_a_time(&mut want);
            assert_eq!(got, want);
        }
    }

    #[test]
    fn ntt_multiplies_like_schoolbook() {
        let mut a = [0i32; 256];
        let mut b = [0i32; 256];
        for i in 0..256 {
            a[i] = ((i * 7919 + 3) % 8_380_417) as i32 - 4_000_000;
            b[i] = (i as i32 * 31 % 9) - 4;
        }
        let want = schoolbook(&a, &b);
        let (mut ah, mut bh) = (a, b);
        ntt(&mut ah);
        ntt(&mut bh);
        let mut c = [0i32; 256];
        for i in 0..256 {
            c[i] = montgomery_reduce(ah[i] as i64 * bh[i] as i64);
        }
        inv_ntt_to_mont(&mut c);
        let got = c.map(|x| caddq(reduce32(x)));
        assert_eq!(got, want);
    }
}
