//! The number-theoretic transform of R_q = Z_q[X]/(X^256 + 1) (FIPS 204 Algorithms 41 and 42), with the
//! reference code's reduction schedule: Cooley–Tukey butterflies forward, Gentleman–Sande inverse.
//!
//! In the portable Rust, two layers are merged per pass over the polynomial: each step loads four
//! coefficients, runs the four butterflies of two consecutive layers on them in registers and stores them
//! back, so the eight layers cost four passes of loads and stores instead of eight (the Armv7-M assembly
//! merges three where it can). The inverse transform also folds its final scaling into its last pass. The
//! arithmetic (and so every output) is the reference code's.
//!
//! Loop bounds and table indices depend only on the layer, never on coefficient values: constant time.
//!
//! | target | technique | constant time |
//! | --- | --- | --- |
//! | Armv7-M, Armv7E-M, Armv8-M Mainline (M3/M4/M33) | `arch::mldsa_ntt_armv7m`: the same butterflies in Thumb-2 assembly with three layers merged per pass where registers allow (3 + 3 + 2 forward, 2 + 3 + 3 inverse), zetas read in visiting order from `FORWARD_SCHEDULE` / `INVERSE_SCHEDULE`, three-multiply Montgomery products; also the pointwise products | yes (on the M3 the multiplies' early termination is as in the Rust, which compiles to the same `SMULL`/`SMLAL`) |
//! | everything else (host, thumbv6m) | the Rust below (`ntt_portable`, `inv_ntt_to_mont_portable`) | yes |

use super::field::{montgomery_reduce, montgomery_reduce_const, Q};

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

/// 2^64 / 256 mod q: the 1/256 of the inverse transform and the Montgomery factor in one.
const F: i32 = 41_978;

/// The inverse transform's last zeta, −zetas\[1\] (the layer of half-distance 128), with F folded in
/// (F · (−zetas\[1\]) · 2^-32 mod q): the last layer's differences take their zeta and the scaling in one
/// Montgomery product, and only its sums are scaled on their own (128 products per call fewer).
const LAST_ZETA_SCALED: i32 = montgomery_reduce_const(F as i64 * -(ZETAS[1] as i64));

/// ζ · b · 2^-32 mod q (a Montgomery product).
#[inline(always)]
fn mul(zeta: i32, b: i32) -> i32 {
    montgomery_reduce(zeta as i64 * b as i64)
}

/// Forward NTT in place. Inputs of absolute value below q give outputs below 9q.
///
/// On Armv7-M / Armv8-M Mainline this runs the assembly of `arch::mldsa_ntt_armv7m` (same passes, same
/// outputs); elsewhere the portable [`ntt_portable`].
pub(crate) fn ntt(p: &mut Poly) {
    #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
    crate::arch::mldsa_ntt_armv7m::ntt(p, &FORWARD_SCHEDULE);
    #[cfg(not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")))]
    ntt_portable(p);
}

/// Inverse NTT in place, multiplied by the Montgomery factor 2^32 (assembly on Armv7-M / Armv8-M
/// Mainline, else [`inv_ntt_to_mont_portable`]).
pub(crate) fn inv_ntt_to_mont(p: &mut Poly) {
    #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
    crate::arch::mldsa_ntt_armv7m::inv_ntt_to_mont(p, &INVERSE_SCHEDULE);
    #[cfg(not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")))]
    inv_ntt_to_mont_portable(p);
}

/// `out = a ∘ b` (Montgomery products a·b·2^-32, in (−q, q)).
pub(crate) fn pointwise(a: &Poly, b: &Poly, out: &mut Poly) {
    #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
    crate::arch::mldsa_ntt_armv7m::pointwise(out, a, b);
    #[cfg(not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")))]
    for ((o, x), y) in out.iter_mut().zip(a).zip(b) {
        *o = mul(*x, *y);
    }
}

/// `out = a ∘ out` in place.
pub(crate) fn pointwise_in_place(a: &Poly, out: &mut Poly) {
    #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
    crate::arch::mldsa_ntt_armv7m::pointwise_in_place(a, out);
    #[cfg(not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")))]
    for (o, x) in out.iter_mut().zip(a) {
        *o = mul(*x, *o);
    }
}

/// `acc += a ∘ b` (not reduced: each call adds less than q in absolute value per coefficient).
pub(crate) fn pointwise_acc(a: &Poly, b: &Poly, acc: &mut Poly) {
    #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
    crate::arch::mldsa_ntt_armv7m::pointwise_acc(acc, a, b);
    #[cfg(not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")))]
    for ((o, x), y) in acc.iter_mut().zip(a).zip(b) {
        *o += mul(*x, *y);
    }
}

/// Verification's row before the inverse NTT: `t1[n] = (c[n]·t1[n] + Σ_j a[j][n]·z[j][n])·2^-32 mod q`,
/// below q in absolute value (the inverse NTT's input bound). The ℓ + 1 products of a coefficient, their
/// operands below 9q, are summed in 64 bits (below (9ℓ + 81)q² < 2^53) and reduced once, where
/// [`pointwise_acc`] reduces every product and loads and stores the sum for each term. `a` and `z` hold ℓ
/// polynomials each (the sum stops at the shorter).
pub(crate) fn row_sum(a: &[Poly], z: &[Poly], c: &Poly, t1: &mut Poly) {
    #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
    if crate::arch::mldsa_ntt_armv7m::row_sum(t1, a, z, c).is_some() {
        return;
    }
    for (n, t) in t1.iter_mut().enumerate() {
        let products = a.iter().zip(z).map(|(a, z)| a[n] as i64 * z[n] as i64);
        *t = montgomery_reduce(c[n] as i64 * *t as i64 + products.sum::<i64>());
    }
}

/// Signing's row of Â ∘ ŷ before the inverse NTT: `out[n] = (Σ_j a[j][n]·y[j][n])·2^-32 mod q`, below q in
/// absolute value, the ℓ products summed in 64 bits and reduced once as in [`row_sum`] (which adds c·t1).
/// `out` is only written.
pub(crate) fn row_dot(a: &[Poly], y: &[Poly], out: &mut Poly) {
    #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
    if crate::arch::mldsa_ntt_armv7m::row_dot(out, a, y).is_some() {
        return;
    }
    for (n, o) in out.iter_mut().enumerate() {
        *o = montgomery_reduce(a.iter().zip(y).map(|(a, y)| a[n] as i64 * y[n] as i64).sum::<i64>());
    }
}

/// The forward transform's zetas in the order the assembly's passes visit the blocks. The assembly merges
/// the layers 3 + 3 + 2: for the three-layer passes (half-distances 128, 64, 32, then 16, 8, 4; block m of
/// 256 >> 3·pass coefficients) the seven zetas of the block's subtree, layer by layer; for the last pass
/// (half-distances 2, 1; blocks of four) three per block. Read front to back.
#[cfg_attr(not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")), allow(dead_code))]
const FORWARD_SCHEDULE: [i32; 255] = {
    let mut out = [0i32; 255];
    let mut at = 0;
    // Three-layer passes: the block numbered `first + m` in its top layer has children 2k, 2k + 1 and
    // grandchildren 4k..4k + 3 in the zeta table.
    let mut first = 1;
    while first <= 8 {
        let mut m = 0;
        while m < first {
            let k = first + m;
            let zs = [k, 2 * k, 2 * k + 1, 4 * k, 4 * k + 1, 4 * k + 2, 4 * k + 3];
            let mut j = 0;
            while j < 7 {
                out[at + j] = ZETAS[zs[j]];
                j += 1;
            }
            at += 7;
            m += 1;
        }
        first *= 8;
    }
    // Two-layer pass: blocks 64..128 of the layer of half-distance 2.
    let mut k = 64;
    while k < 128 {
        out[at] = ZETAS[k];
        out[at + 1] = ZETAS[2 * k];
        out[at + 2] = ZETAS[2 * k + 1];
        at += 3;
        k += 1;
    }
    assert!(at == 255);
    out
};

/// The inverse transform's (negated) zetas in the order the assembly's passes visit the blocks, layers
/// merged 2 + 3 + 3: three per block of four for the first pass (half-distances 1, 2), then seven per
/// block for the three-layer passes (4, 8, 16 on blocks of 32; 32, 64, 128 on the whole polynomial): the
/// block's four zetas of its first layer, two of the second, one of the third. The layer of half-distance
/// `len` takes −zetas\[256 / len − 1 − j\] on its block j, as [`inv_ntt_to_mont_portable`] picks them.
#[cfg_attr(not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")), allow(dead_code))]
const INVERSE_SCHEDULE: [i32; 255] = {
    const fn z(len: usize, j: usize) -> i32 {
        -ZETAS[256 / len - 1 - j]
    }
    let mut out = [0i32; 255];
    let mut at = 0;
    let mut m = 0;
    while m < 64 {
        out[at] = z(1, 2 * m);
        out[at + 1] = z(1, 2 * m + 1);
        out[at + 2] = z(2, m);
        at += 3;
        m += 1;
    }
    let mut len = 4;
    while len <= 32 {
        let mut m = 0;
        while m < 32 / len {
            let zs = [
                z(len, 4 * m),
                z(len, 4 * m + 1),
                z(len, 4 * m + 2),
                z(len, 4 * m + 3),
                z(2 * len, 2 * m),
                z(2 * len, 2 * m + 1),
                z(4 * len, m),
            ];
            let mut j = 0;
            while j < 7 {
                out[at + j] = zs[j];
                j += 1;
            }
            at += 7;
            m += 1;
        }
        len *= 8;
    }
    assert!(at == 255);
    // The whole-polynomial block's third layer (half-distance 128) takes the zeta with F folded in.
    out[254] = LAST_ZETA_SCALED;
    out
};

/// The portable forward NTT (the reference for the assembly).
///
/// Pass `len` (128, 32, 8, 2) runs the layers of half-distance `len` and `len / 2`: in each block of
/// `2·len` coefficients, the quadruple (a, b, c, d) at offsets (i, i + len/2, i + len, i + 3·len/2)
/// takes butterflies (a, c), (b, d) with the block's zeta, then (a, b) and (c, d) with the next layer's
/// two zetas of that block.
#[cfg_attr(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"), allow(dead_code))]
pub(crate) fn ntt_portable(p: &mut Poly) {
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

/// The portable inverse NTT, multiplied by the Montgomery factor 2^32 (so that it undoes the 2^-32 of
/// one pointwise Montgomery product). Inputs below q in absolute value give outputs below q.
///
/// Pass `len` (1, 4, 16, 64) undoes the forward pass of the same shape: layers of half-distance `len`
/// then `2·len`, on quadruples (a, b, c, d) at offsets (i, i + len, i + 2·len, i + 3·len) of each block of
/// `4·len` coefficients. The last pass multiplies its outputs by F = 2^64 / 256 (mod q) as it stores them:
/// the sums by a product of their own, the differences in their zeta (`LAST_ZETA_SCALED`).
#[cfg_attr(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"), allow(dead_code))]
pub(crate) fn inv_ntt_to_mont_portable(p: &mut Poly) {
    let mut len = 1;
    while len <= 64 {
        // The reference walks the table backwards: block m of the layer of half-distance `len` takes
        // −zetas[256 / len − 1 − m].
        let top = 256 / len;
        let last = len == 64;
        for (m, block) in p.chunks_exact_mut(4 * len).enumerate() {
            let z1 = -ZETAS[(top - 1 - 2 * m) & 255];
            let z2 = -ZETAS[(top - 2 - 2 * m) & 255];
            // The last pass (one block) takes its third zeta with F folded in: see `LAST_ZETA_SCALED`.
            let z3 = if last { LAST_ZETA_SCALED } else { -ZETAS[(top / 2 - 1 - m) & 255] };
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
                    *c = c1;
                    *d = d1;
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

    /// The row sum is congruent to the Montgomery products summed one at a time and below q, with the
    /// operands at the forward NTT's output bound (just under 9q, either sign).
    #[test]
    fn row_sum_equals_the_products_summed_and_stays_below_q() {
        let big = 9 * Q - 1;
        let value =
            |seed: i32, n: usize| if (n as i32 + seed) % 3 == 0 { big } else { -big + (n as i32 * seed) % 1000 };
        let a: [Poly; 7] = core::array::from_fn(|j| core::array::from_fn(|n| value(j as i32 + 1, n) % Q));
        let z: [Poly; 7] = core::array::from_fn(|j| core::array::from_fn(|n| value(j as i32 + 11, n)));
        let c: Poly = core::array::from_fn(|n| value(29, n));
        let t1: Poly = core::array::from_fn(|n| value(31, n));
        let mut sum = t1;
        row_sum(&a, &z, &c, &mut sum);
        for n in 0..256 {
            let expected = (0..7).fold(mul(c[n], t1[n]) as i64, |acc, j| acc + mul(a[j][n], z[j][n]) as i64);
            assert_eq!((sum[n] as i64 - expected).rem_euclid(Q as i64), 0, "coefficient {n}");
            assert!(sum[n].abs() < Q);
        }
        // Signing's row without the c·t1 term: the same products, below q, whatever `out` held.
        let mut dot = [Q - 1; 256];
        row_dot(&a, &z, &mut dot);
        for n in 0..256 {
            let expected = (0..7).fold(0i64, |acc, j| acc + mul(a[j][n], z[j][n]) as i64);
            assert_eq!((dot[n] as i64 - expected).rem_euclid(Q as i64), 0, "coefficient {n}");
            assert!(dot[n].abs() < Q);
        }
    }

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

    /// The forward transform gives the reference's outputs exactly; the inverse gives them modulo q, below q
    /// in absolute value (its last layer's differences take the scaling folded into their zeta,
    /// `LAST_ZETA_SCALED`, a different Montgomery product from the reference's two, so the representative
    /// can differ by q).
    #[test]
    fn merged_layers_give_the_reference_outputs() {
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
            for (g, w) in got.iter().zip(want) {
                assert_eq!((g - w).rem_euclid(Q), 0);
                assert!(g.abs() < Q);
            }
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

    /// A three-layer pass of the assembly: blocks of `8·s` coefficients, each with the next seven zetas of
    /// `z`; `step` runs on the octuple (i, i + s, …, i + 7s) of the block for each i < s.
    fn three_layer_pass(
        p: &mut Poly,
        s: usize,
        z: &mut impl Iterator<Item = i32>,
        step: impl Fn(&mut [i32; 8], &[i32; 7]),
    ) {
        for block in p.chunks_exact_mut(8 * s) {
            let zs: [i32; 7] = core::array::from_fn(|_| z.next().unwrap());
            for i in 0..s {
                let mut c: [i32; 8] = core::array::from_fn(|k| block[i + k * s]);
                step(&mut c, &zs);
                for (k, x) in c.into_iter().enumerate() {
                    block[i + k * s] = x;
                }
            }
        }
    }

    /// The assembly's algorithm in Rust, instruction for instruction where it matters: the schedule
    /// tables read front to back, `a − t` computed as `(a + t) − 2t` and `a + b` as `2a − (a − b)`
    /// with wrapping arithmetic, the same Montgomery product.
    fn ntt_as_the_assembly(p: &mut Poly) {
        let mut z = FORWARD_SCHEDULE.iter().copied();
        // Three-layer passes: blocks of 256 and 32 coefficients, octuples at stride 32 and 4 (`ct3`).
        for s in [32, 4] {
            three_layer_pass(p, s, &mut z, |c, zs| {
                for (x, y, j) in [(0, 4, 0), (1, 5, 0), (2, 6, 0), (3, 7, 0), (0, 2, 1), (1, 3, 1), (4, 6, 2)]
                    .into_iter()
                    .chain([(5, 7, 2), (0, 1, 3), (2, 3, 4), (4, 5, 5), (6, 7, 6)])
                {
                    let t = mul(zs[j], c[y]);
                    c[y] = c[x].wrapping_sub(t);
                    c[x] = c[x].wrapping_add(t);
                }
            });
        }
        // Two-layer pass on blocks of four consecutive coefficients (`ct`).
        for q in p.chunks_exact_mut(4) {
            let zs: [i32; 3] = core::array::from_fn(|_| z.next().unwrap());
            for (x, y, zeta) in [(0, 2, zs[0]), (1, 3, zs[0]), (0, 1, zs[1]), (2, 3, zs[2])] {
                let t = mul(zeta, q[y]);
                q[x] = q[x].wrapping_add(t);
                q[y] = q[x].wrapping_sub(t << 1);
            }
        }
        assert!(z.next().is_none());
    }

    fn inv_ntt_as_the_assembly(p: &mut Poly) {
        let mut z = INVERSE_SCHEDULE.iter().copied();
        // Two-layer pass on blocks of four consecutive coefficients (`gs`).
        for q in p.chunks_exact_mut(4) {
            let zs: [i32; 3] = core::array::from_fn(|_| z.next().unwrap());
            for (x, y, zeta) in [(0, 1, zs[0]), (2, 3, zs[1]), (0, 2, zs[2]), (1, 3, zs[2])] {
                q[y] = q[x].wrapping_sub(q[y]);
                q[x] = (q[x] << 1).wrapping_sub(q[y]);
                q[y] = mul(zeta, q[y]);
            }
        }
        // Three-layer passes: blocks of 32 and 256 coefficients, octuples at stride 4 and 32 (`gs3`); the
        // last one scales its outputs.
        for s in [4, 32] {
            three_layer_pass(p, s, &mut z, |c, zs| {
                for (x, y, j) in [(0, 1, 0), (2, 3, 1), (4, 5, 2), (6, 7, 3), (0, 2, 4), (1, 3, 4), (4, 6, 5)]
                    .into_iter()
                    .chain([(5, 7, 5), (0, 4, 6), (1, 5, 6), (2, 6, 6), (3, 7, 6)])
                {
                    let d = c[x].wrapping_sub(c[y]);
                    c[x] = c[x].wrapping_add(c[y]);
                    c[y] = mul(zs[j], d);
                }
                if s == 32 {
                    for x in &mut c[..4] {
                        *x = mul(F, *x);
                    }
                }
            });
        }
        assert!(z.next().is_none());
    }

    proptest::proptest! {
        #[test]
        fn assembly_schedule_matches_the_portable_transforms(v in proptest::collection::vec(-(Q - 1)..Q, 256)) {
            let a: Poly = v.try_into().unwrap();
            let (mut got, mut want) = (a, a);
            ntt_as_the_assembly(&mut got);
            ntt_portable(&mut want);
            proptest::prop_assert_eq!(got, want);
            let (mut got, mut want) = (a, a);
            inv_ntt_as_the_assembly(&mut got);
            inv_ntt_to_mont_portable(&mut want);
            proptest::prop_assert_eq!(got, want);
        }

        #[test]
        fn pointwise_products_are_montgomery_products(
            a in proptest::collection::vec(-(9 * Q)..9 * Q, 256),
            b in proptest::collection::vec(-(Q - 1)..Q, 256),
        ) {
            let a: Poly = a.try_into().unwrap();
            let b: Poly = b.try_into().unwrap();
            let want: Poly = core::array::from_fn(|n| montgomery_reduce(a[n] as i64 * b[n] as i64));
            let mut out = [0; 256];
            pointwise(&a, &b, &mut out);
            proptest::prop_assert_eq!(out, want);
            let mut in_place = b;
            pointwise_in_place(&a, &mut in_place);
            proptest::prop_assert_eq!(in_place, want);
            let mut acc = [5; 256];
            pointwise_acc(&a, &b, &mut acc);
            proptest::prop_assert_eq!(acc, want.map(|x| x + 5));
        }
    }
}
