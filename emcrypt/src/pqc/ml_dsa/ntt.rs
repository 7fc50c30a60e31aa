//! The number-theoretic transform of R_q = Z_q[X]/(X^256 + 1) (FIPS 204 Algorithms 41 and 42), with the
//! reference code's reduction schedule: Cooley–Tukey butterflies forward, Gentleman–Sande inverse.
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

/// Forward NTT in place. Inputs of absolute value below q give outputs below 9q.
///
/// Each layer walks the polynomial in blocks of `2·len` split into halves, so the butterflies index
/// nothing and need no bounds checks.
pub(crate) fn ntt(a: &mut Poly) {
    let mut k = 0;
    let mut len = 128;
    while len > 0 {
        for block in a.chunks_exact_mut(2 * len) {
            k += 1;
            let zeta = ZETAS[k & 255] as i64;
            let (lo, hi) = block.split_at_mut(len);
            for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
                let t = montgomery_reduce(zeta * *y as i64);
                *y = *x - t;
                *x += t;
            }
        }
        len >>= 1;
    }
}

/// Inverse NTT in place, multiplied by the Montgomery factor 2^32 (so that it undoes the 2^-32 of one
/// pointwise Montgomery product). Inputs below q in absolute value give outputs below q.
pub(crate) fn inv_ntt_to_mont(a: &mut Poly) {
    // 2^64 / 256 mod q: the 1/256 of the inverse transform and the Montgomery factor in one.
    const F: i64 = 41_978;
    let mut k = 256;
    let mut len = 1;
    while len < 256 {
        for block in a.chunks_exact_mut(2 * len) {
            k -= 1;
            let zeta = -ZETAS[k & 255] as i64;
            let (lo, hi) = block.split_at_mut(len);
            for (x, y) in lo.iter_mut().zip(hi.iter_mut()) {
                let t = *x;
                *x = t + *y;
                *y = montgomery_reduce(zeta * (t - *y) as i64);
            }
        }
        len <<= 1;
    }
    for x in a.iter_mut() {
        *x = montgomery_reduce(F * *x as i64);
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
