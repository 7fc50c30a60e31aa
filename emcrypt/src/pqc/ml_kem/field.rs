//! Arithmetic modulo q = 3329 on `i16` coefficients: Montgomery and Barrett reductions, and the
//! `Compress`/`Decompress` maps of FIPS 203 §4.2.1, all with 32-bit multiplies only.
//!
//! Why 32-bit only: the Cortex-M3 `UMULL`/`SMULL` (32×32→64) finish early on small operands, so a
//! 64-bit product of a secret would leak its size through timing; `MUL` (32×32→32) is constant time on
//! every Cortex-M. No division or remainder ever touches a secret either: `Compress` is a
//! multiply-shift estimate followed by a masked one-step correction.

/// The ML-KEM modulus q = 3329 = 13·2⁸ + 1.
pub(crate) const Q: i16 = 3329;
const Q32: i32 = Q as i32;
/// q⁻¹ mod 2¹⁶, as a signed 16-bit value (−3327): the Montgomery reduction's factor.
const QINV: i16 = -3327;
/// 2¹⁶ mod q, centred (−1044): one in the Montgomery domain.
#[cfg(test)]
pub(crate) const MONT: i16 = -1044;
/// ⌊(2²⁶ + q/2) / q⌋ = 20159: the Barrett reduction's approximation of 2²⁶ / q.
const BARRETT_V: i32 = ((1 << 26) + Q32 / 2) / Q32;

/// Montgomery reduction: for −q·2¹⁵ ≤ `a` < q·2¹⁵, returns r ≡ a·2⁻¹⁶ (mod q) with −q < r < q.
#[inline(always)]
pub(crate) fn montgomery_reduce(a: i32) -> i16 {
    // t = a·q⁻¹ mod 2¹⁶ makes a − t·q divisible by 2¹⁶.
    let t = (a as i16).wrapping_mul(QINV);
    ((a - i32::from(t) * Q32) >> 16) as i16
}

/// Product in the Montgomery domain: a·b·2⁻¹⁶ mod q, for |a·b| < q·2¹⁵.
#[inline(always)]
pub(crate) fn fqmul(a: i16, b: i16) -> i16 {
    montgomery_reduce(i32::from(a) * i32::from(b))
}

/// Barrett reduction: for any `a`, returns r ≡ a (mod q) with −(q−1)/2 ≤ r ≤ (q−1)/2.
#[inline(always)]
pub(crate) fn barrett_reduce(a: i16) -> i16 {
    // t = round(a / q), from the multiply-shift estimate of 1/q (no division).
    let t = ((BARRETT_V * i32::from(a) + (1 << 25)) >> 26) as i16;
    a.wrapping_sub(t.wrapping_mul(Q))
}

/// Maps a representative in −q < `a` < q to the canonical one in [0, q) without a branch.
#[inline(always)]
pub(crate) fn to_canonical(a: i16) -> u16 {
    // a >> 15 is all ones exactly when a is negative. The mask goes through `hide`: on the Cortex-M0+ LLVM
    // turned the masked add into a branch on the sign (ct-check found it in decapsulation's message encoding,
    // where the coefficients are secret).
    let negative = crate::arch::hide((i32::from(a) >> 15) as u32) as i16;
    (a + (negative & Q)) as u16
}

/// `Compress_d(x) = ⌈(2^d / q)·x⌋ mod 2^d` (FIPS 203 eq. 4.7) for canonical 0 ≤ `x` < q and 1 ≤ d ≤ 11.
///
/// With n = x·2^d + ⌊q/2⌋ (< 2²³), the rounded quotient is ⌊n / q⌋. The estimate ⌊n·315 / 2²⁰⌋ is that
/// quotient or one more (315/2²⁰ exceeds 1/q by under 2⁻²⁶, so the excess stays below 0.13); the
/// remainder n − estimate·q is negative exactly when it is one more, and its sign bit corrects it.
#[inline(always)]
pub(crate) fn compress(x: u16, d: u32) -> u16 {
    let n = (u32::from(x) << d) + (Q as u32 / 2);
    let estimate = (n * 315) >> 20;
    let remainder = n as i32 - (estimate as i32) * Q32;
    // remainder >> 31 is −1 when the estimate overshot, else 0.
    let quotient = (estimate as i32 + (remainder >> 31)) as u32;
    (quotient & ((1 << d) - 1)) as u16
}

/// `Decompress_d(y) = ⌈(q / 2^d)·y⌋` (FIPS 203 eq. 4.8) for 0 ≤ `y` < 2^d.
#[inline(always)]
pub(crate) fn decompress(y: u16, d: u32) -> i16 {
    ((u32::from(y) * Q as u32 + (1 << (d - 1))) >> d) as i16
}

#[cfg(test)]
mod tests {
    use super::*;

    fn modq(a: i64) -> i64 {
        a.rem_euclid(3329)
    }

    #[test]
    fn compress_matches_the_exact_rational_rounding() {
        // Exhaustive over every input and every d ML-KEM uses (and every d up to 11).
        for d in 1..=11u32 {
            for x in 0..3329u32 {
                // ⌈x·2^d / q⌋ with exact integer arithmetic: ⌊(2·x·2^d + q) / (2q)⌋.
                let exact = ((2 * (x << d) + 3329) / (2 * 3329)) % (1 << d);
                assert_eq!(u32::from(compress(x as u16, d)), exact, "d={d} x={x}");
            }
            for y in 0..(1u32 << d) {
                let exact = (2 * y * 3329 + (1 << d)) / (2 << d);
                assert_eq!(decompress(y as u16, d) as u32, exact, "d={d} y={y}");
            }
        }
    }

    #[test]
    fn reductions_are_congruent_and_in_range() {
        for a in (i16::MIN..=i16::MAX).step_by(7) {
            let r = barrett_reduce(a);
            assert!((-1664..=1664).contains(&r));
            assert_eq!(modq(r.into()), modq(a.into()));
        }
        for a in (-(3329i32 << 15) + 1..(3329i32 << 15)).step_by(9973) {
            let r = montgomery_reduce(a);
            assert!(r > -3329 && r < 3329);
            assert_eq!(modq(i64::from(r) << 16), modq(a.into()));
        }
        assert_eq!(modq(MONT.into()), (1i64 << 16) % 3329);
        for a in -3328..3329i16 {
            assert_eq!(i64::from(to_canonical(a)), modq(a.into()));
        }
    }
}
