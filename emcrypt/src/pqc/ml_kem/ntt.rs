//! The number-theoretic transform of FIPS 203 §4.3 (Algorithms 9–12), in the layout of the Kyber reference
//! code: seven layers of Cooley–Tukey butterflies forward, Gentleman–Sande backward, twiddle factors in the
//! Montgomery domain, and multiplication in T_q as 128 products of degree-one polynomials.
//!
//! Coefficients are `i16`; bounds are kept as in the reference code (the forward transform grows values
//! by at most 7q from an input below q in magnitude, so callers reduce after it).

use super::field::{barrett_reduce, fqmul, Q};

/// ζ^BitRev₇(i)·2¹⁶ mod q (centred) for i = 0..128, with ζ = 17 the primitive 256th root of unity
/// (FIPS 203 Appendix A, times the Montgomery factor). Computed at compile time.
pub(crate) const ZETAS: [i16; 128] = {
    let q = Q as i32;
    let mut out = [0i16; 128];
    let mut i = 0;
    while i < 128 {
        // BitRev₇(i): reverse the seven low bits.
        let mut rev = 0;
        let mut b = 0;
        while b < 7 {
            rev |= ((i >> b) & 1) << (6 - b);
            b += 1;
        }
        let mut power = 1i32;
        let mut e = 0;
        while e < rev {
            power = power * 17 % q;
            e += 1;
        }
        let mut z = (power * ((1 << 16) % q)) % q;
        if z > q / 2 {
            z -= q;
        }
        out[i] = z as i16;
        i += 1;
    }
    out
};

/// A polynomial's 256 coefficients.
pub(crate) type Coeffs = [i16; 256];

/// Forward NTT in place (normal order in, bit-reversed order out, as FIPS 203 defines T_q); the output's
/// magnitude is below 8q for an input below q.
pub(crate) fn ntt(r: &mut Coeffs) {
    let mut k = 1;
    let mut len = 128;
    while len >= 2 {
        for block in r.chunks_exact_mut(2 * len) {
            let zeta = ZETAS[k];
            k += 1;
            let (lo, hi) = block.split_at_mut(len);
            for (a, b) in lo.iter_mut().zip(hi.iter_mut()) {
                let t = fqmul(zeta, *b);
                *b = *a - t;
                *a += t;
            }
        }
        len >>= 1;
    }
}

/// Inverse NTT in place, times 2¹⁶ (the Montgomery factor): the input is a product from
/// [`basemul_accumulate`], which carries 2⁻¹⁶, so the output is the plain polynomial, with magnitude below q.
///
/// Lazy reduction: after the input is Barrett-reduced (|x| ≤ q/2), the sums double per layer while the
/// differences come out of a Montgomery multiplication below q; so the values stay below 8q (inside `i16`)
/// with one Barrett reduction of the sums in the fourth layer (len = 16) instead of one per butterfly.
pub(crate) fn inverse_ntt(r: &mut Coeffs) {
    // 2³² / 128 mod q: undoes the transform's factor 128 and adds the Montgomery factor back.
    const F: i16 = 1441;
    for c in r.iter_mut() {
        *c = barrett_reduce(*c);
    }
    let mut k = 127;
    let mut len = 2;
    while len <= 128 {
        // The branch is on the public layer size, outside the butterflies.
        if len == 16 {
            gentleman_sande_layer::<true>(r, len, &mut k);
        } else {
            gentleman_sande_layer::<false>(r, len, &mut k);
        }
        len <<= 1;
    }
    // The sums are below 8q here: |8q · F| < q · 2¹⁵, inside the Montgomery reduction's range.
    for c in r.iter_mut() {
        *c = fqmul(*c, F);
    }
}

/// One layer of inverse butterflies on blocks of `2·len`, twiddles taken downwards from `ZETAS[*k]`;
/// `REDUCE` Barrett-reduces the sums.
#[inline(always)]
fn gentleman_sande_layer<const REDUCE: bool>(r: &mut Coeffs, len: usize, k: &mut usize) {
    for block in r.chunks_exact_mut(2 * len) {
        let zeta = ZETAS[*k];
        *k -= 1;
        let (lo, hi) = block.split_at_mut(len);
        for (a, b) in lo.iter_mut().zip(hi.iter_mut()) {
            let t = *a;
            *a = if REDUCE { barrett_reduce(t + *b) } else { t + *b };
            *b = fqmul(zeta, *b - t);
        }
    }
}

/// `acc += a ∘ b` in T_q (FIPS 203 Algorithm 11, BaseCaseMultiply on each of the 128 pairs), with the
/// product scaled by 2⁻¹⁶. `acc` is reduced again by the caller before it grows too large (after at most
/// four accumulations the magnitude is below 8q, well inside `i16`).
pub(crate) fn basemul_accumulate(acc: &mut Coeffs, a: &Coeffs, b: &Coeffs) {
    let pairs = acc.as_chunks_mut::<4>().0.iter_mut().zip(a.as_chunks::<4>().0).zip(b.as_chunks::<4>().0);
    for (i, ((r, a), b)) in pairs.enumerate() {
        // Each group of four holds two degree-one polynomials, modulo X² − ζ and X² + ζ.
        let zeta = ZETAS[64 + i];
        let (r0, r1) = basemul(a[0], a[1], b[0], b[1], zeta);
        let (r2, r3) = basemul(a[2], a[3], b[2], b[3], -zeta);
        r[0] += r0;
        r[1] += r1;
        r[2] += r2;
        r[3] += r3;
    }
}

/// (a0 + a1·X)(b0 + b1·X) mod (X² − ζ), times 2⁻¹⁶.
#[inline(always)]
fn basemul(a0: i16, a1: i16, b0: i16, b1: i16, zeta: i16) -> (i16, i16) {
    let r0 = fqmul(fqmul(a1, b1), zeta) + fqmul(a0, b0);
    let r1 = fqmul(a0, b1) + fqmul(a1, b0);
    (r0, r1)
}

/// Multiplies every coefficient by 2¹⁶ (into the Montgomery domain), leaving it below q in magnitude.
pub(crate) fn to_montgomery(r: &mut Coeffs) {
    // 2³² mod q.
    const F: i16 = ((1u64 << 32) % Q as u64) as i16;
    for c in r.iter_mut() {
        *c = fqmul(*c, F);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn modq(a: i64) -> i64 {
        a.rem_euclid(3329)
    }

    /// Schoolbook product in Z_q[X]/(X²⁵⁶ + 1), the definition the NTT must agree with.
    fn schoolbook(a: &Coeffs, b: &Coeffs) -> [i64; 256] {
        let mut r = [0i64; 256];
        for i in 0..256 {
            for j in 0..256 {
                let p = i64::from(a[i]) * i64::from(b[j]);
                if i + j < 256 {
                    r[i + j] += p;
                } else {
                    r[i + j - 256] -= p;
                }
            }
        }
        r.map(modq)
    }

    #[test]
    fn zetas_match_fips_203_appendix_a() {
        // FIPS 203 Appendix A lists ζ^BitRev₇(i) mod q; its first entries are 1, 1729, 2580, 3289, 2642.
        let plain = [1i64, 1729, 2580, 3289, 2642, 630, 1897, 848];
        for (i, z) in plain.iter().enumerate() {
            assert_eq!(modq(i64::from(ZETAS[i])), modq(z * 65536), "i={i}");
        }
    }

    #[test]
    fn ntt_multiplication_equals_schoolbook() {
        let mut a = [0i16; 256];
        let mut b = [0i16; 256];
        let mut x: u32 = 12345;
        for i in 0..256 {
            x = x.wrapping_mul(1103515245).wrapping_add(12345);
            a[i] = ((x >> 16) % 3329) as i16 - 1664;
            x = x.wrapping_mul(1103515245).wrapping_add(12345);
            b[i] = ((x >> 16) % 3329) as i16 - 1664;
        }
        let expected = schoolbook(&a, &b);
        let (mut an, mut bn) = (a, b);
        ntt(&mut an);
        ntt(&mut bn);
        for c in an.iter_mut().chain(bn.iter_mut()) {
            *c = barrett_reduce(*c);
        }
        let mut acc = [0i16; 256];
        basemul_accumulate(&mut acc, &an, &bn);
        inverse_ntt(&mut acc);
        let got = acc.map(|c| modq(c.into()));
        assert_eq!(got, expected);
        // And the round trip NTT → (Montgomery) → inverse is the identity.
        let mut r = a;
        ntt(&mut r);
        for c in r.iter_mut() {
            *c = fqmul(barrett_reduce(*c), 1);
        }
        inverse_ntt(&mut r);
        assert_eq!(r.map(|c| modq(c.into())), a.map(|c| modq(c.into())));
    }
}
