//! Arithmetic modulo q = 8,380,417 on `i32` coefficients, branch-free (it runs on secrets).
//!
//! Products use Montgomery reduction with R = 2^32, as the FIPS 204 reference code does: the NTT keeps
//! no Montgomery factor, a pointwise product carries R^-1, and the inverse NTT multiplies by R again.

/// The modulus q = 2^23 − 2^13 + 1.
pub(crate) const Q: i32 = 8_380_417;
/// q^-1 mod 2^32.
const QINV: i32 = 58_728_449;
/// Dropped bits d of t (Power2Round).
pub(crate) const D: u32 = 13;

/// a · 2^-32 mod q for |a| < 2^31·q; the result lies in (−q, q).
///
/// Written as a + t·(−q) with −q hidden from the optimiser, so that Arm gets one SMLAL. With −q a visible
/// constant LLVM multiplies t by the 64-bit constant instead (UMULL and two MLAs) and recomputes the
/// product a: six multiplies per reduction instead of two, about a third of the NTT's time.
#[inline(always)]
pub(crate) fn montgomery_reduce(a: i64) -> i32 {
    let t = (a as i32).wrapping_mul(QINV);
    let minus_q = crate::arch::hide(Q.wrapping_neg() as u32) as i32;
    ((a + t as i64 * minus_q as i64) >> 32) as i32
}

/// [`montgomery_reduce`] for constants (no optimisation barrier: compile-time use only), the same result.
pub(crate) const fn montgomery_reduce_const(a: i64) -> i32 {
    let t = (a as i32).wrapping_mul(QINV);
    ((a - t as i64 * Q as i64) >> 32) as i32
}

/// Montgomery product a · b · 2^-32 mod q.
#[inline(always)]
pub(crate) fn mont_mul(a: i32, b: i32) -> i32 {
    montgomery_reduce(a as i64 * b as i64)
}

/// A representative of a mod q in [−6,283,009, 6,283,007] for a ≤ 2^31 − 2^22 − 1.
#[inline(always)]
pub(crate) fn reduce32(a: i32) -> i32 {
    let t = (a + (1 << 22)) >> 23;
    a - t * Q
}

/// Adds q when a is negative (constant time): maps (−q, q) onto [0, q). The sign mask is hidden from the
/// optimiser: on Armv6-M LLVM compiled the masked add into a branch on the sign (found by `emcrypt-bench
/// ct-check` in signing's Decompose).
#[inline(always)]
pub(crate) fn caddq(a: i32) -> i32 {
    a + (crate::arch::hide((a >> 31) as u32) as i32 & Q)
}

/// All ones when a ≠ 0, else 0 (constant time).
#[inline(always)]
pub(crate) fn nonzero_mask(a: i32) -> u32 {
    let a = a as u32;
    (((a | a.wrapping_neg()) as i32) >> 31) as u32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn montgomery_reduce_divides_by_r() {
        for a in [0i64, 1, -1, 12345678, -(Q as i64) * 1000, (1i64 << 40) + 7] {
            let r = montgomery_reduce(a) as i64;
            assert_eq!(montgomery_reduce_const(a) as i64, r);
            // r · 2^32 ≡ a (mod q)
            assert_eq!(((r << 32) - a).rem_euclid(Q as i64), 0);
            assert!(r.abs() < Q as i64);
        }
    }

    #[test]
    fn reduce_and_masks() {
        for a in [0, 1, Q, 2 * Q + 5, -Q - 3, 1 << 30] {
            let r = reduce32(a);
            assert_eq!((r - a).rem_euclid(Q), 0);
            assert!(r.abs() <= 6_283_009);
        }
        assert_eq!(caddq(-1), Q - 1);
        assert_eq!(caddq(5), 5);
        assert_eq!(nonzero_mask(0), 0);
        assert_eq!(nonzero_mask(-7), u32::MAX);
    }
}
