//! Rounding (FIPS 204 §7.4): Power2Round, Decompose, MakeHint and UseHint, branch-free where they touch
//! secrets (`power2round`, `decompose`, `make_hint`); `use_hint` only runs in verification.

use super::field::{caddq, nonzero_mask, D, Q};

/// Splits a ∈ [0, q) into (a1, a0) with a = a1·2^d + a0 and a0 ∈ (−2^(d−1), 2^(d−1)].
#[inline(always)]
pub(crate) fn power2round(a: i32) -> (i32, i32) {
    let a1 = (a + (1 << (D - 1)) - 1) >> D;
    (a1, a - (a1 << D))
}

/// Splits a ∈ [0, q) into (a1, a0) with a = a1·2γ2 + a0, a0 centred, and the wrap-around case
/// a − a0 = q − 1 mapped to a1 = 0 (FIPS 204 Algorithm 36). Constant time: multiply-shift division.
#[inline(always)]
pub(crate) fn decompose(gamma2: i32, a: i32) -> (i32, i32) {
    let a1 = high_bits(gamma2, a);
    let mut a0 = a - a1 * 2 * gamma2;
    a0 -= (((Q - 1) / 2 - a0) >> 31) & Q;
    (a1, a0)
}

/// Bits below w1 in a word from [`decompose_into_word`]: w0 + γ2 lies in [0, 2γ2], and 2γ2 < 2^19 for every
/// parameter set.
const LOW_FIELD_BITS: u32 = 19;

/// Decompose(a) kept in one word for the rest of a signing attempt: w1 above bit 19, w0 + γ2 below. The
/// attempt then works on w0 alone (r0 = w0 − c·s2, see [`low_bits_minus`]) and reads w1 back for the
/// hints, so Decompose runs once per coefficient.
///
/// Straight from a rather than from [`decompose`]'s (a1, a0): the word is a + γ2 + a1·(2^19 − 2γ2), one
/// multiply-add, and the wrap-around case (a1 = (q − 1)/2γ2, Decompose's a1 = 0 and a0 = a − q) is that
/// minus a1·2^19 + 1, one masked subtraction.
#[inline(always)]
pub(crate) fn decompose_into_word(gamma2: i32, a: i32) -> i32 {
    let a1 = high_bits_unwrapped(gamma2, a);
    let top = (Q - 1) / (2 * gamma2);
    let word = a + gamma2 + a1 * ((1 << LOW_FIELD_BITS) - 2 * gamma2);
    // Both the difference and the mask are hidden from the optimiser: on Armv6-M LLVM compiled the
    // comparison, and then the masked subtraction, into a branch (found by `emcrypt-bench ct-check`).
    let wraps = crate::arch::hide(((crate::arch::hide((top - 1 - a1) as u32) as i32) >> 31) as u32) as i32;
    word - (wraps & ((top << LOW_FIELD_BITS) + 1))
}

/// One row of w in a signing attempt, in one pass: each coefficient (an inverse NTT output, below q in
/// absolute value) becomes its [`decompose_into_word`] word, and w1Encode of the row (FIPS 204
/// Algorithm 28: w1 in 6 bits for γ2 = (q − 1)/88, 4 for (q − 1)/32) is written to `w1_bytes` (192 or 128
/// bytes) four coefficients at a time.
///
/// On Armv7-M and Armv8-M Mainline the assembly of `arch::mldsa_decompose_armv7m` does it (the same
/// arithmetic); this Rust is the reference and the code elsewhere.
pub(crate) fn decompose_row(gamma2: i32, w: &mut [i32; 256], w1_bytes: &mut [u8]) {
    #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
    {
        use crate::arch::mldsa_decompose_armv7m::{decompose_row32, decompose_row88};
        if gamma2 == (Q - 1) / 88 {
            if let Ok(bytes) = <&mut [u8; 192]>::try_from(&mut *w1_bytes) {
                return decompose_row88(w, bytes);
            }
        } else if let Ok(bytes) = <&mut [u8; 128]>::try_from(&mut *w1_bytes) {
            return decompose_row32(w, bytes);
        }
    }
    if gamma2 == (Q - 1) / 88 {
        decompose_row_bits::<6>(gamma2, w, w1_bytes);
    } else {
        decompose_row_bits::<4>(gamma2, w, w1_bytes);
    }
}

/// [`decompose_row`] for w1 in `BITS` bits: four coefficients' w1 make `BITS / 2` bytes.
#[inline(always)]
fn decompose_row_bits<const BITS: usize>(gamma2: i32, w: &mut [i32; 256], w1_bytes: &mut [u8]) {
    for (quad, bytes) in w.as_chunks_mut::<4>().0.iter_mut().zip(w1_bytes.chunks_exact_mut(BITS / 2)) {
        let mut packed = 0u32;
        for (k, x) in quad.iter_mut().enumerate() {
            let word = decompose_into_word(gamma2, caddq(*x));
            *x = word;
            packed |= ((word >> LOW_FIELD_BITS) as u32) << (BITS * k);
        }
        bytes.copy_from_slice(&packed.to_le_bytes()[..BITS / 2]);
    }
}

/// (w1, w0) of a word from [`decompose_into_word`] (after [`low_bits_minus`]: (w1, w0 − c·s2)).
#[inline(always)]
pub(crate) fn split_word(gamma2: i32, word: i32) -> (i32, i32) {
    (word >> LOW_FIELD_BITS, (word & ((1 << LOW_FIELD_BITS) - 1)) - gamma2)
}

/// Subtracts the small `v` (|v| ≤ β) from the w0 of a word from [`decompose_into_word`] and returns the
/// new low part r0 = w0 − v (when w0 − v < −γ2 the subtraction borrows from w1's bits and r0 comes out as
/// w0 − v + 2^19, above γ2: rejected all the same). When |r0| < γ2 − β, r0 and w1 are exactly LowBits and
/// HighBits of w − v, and |r0| ≥ γ2 − β exactly when |LowBits(w − v)| ≥ γ2 − β (tested below against
/// Decompose), so the signer's check on r0 is FIPS 204's check on LowBits(w − c·s2); a rejected attempt
/// does not use the word again.
#[inline(always)]
pub(crate) fn low_bits_minus(gamma2: i32, word: &mut i32, v: i32) -> i32 {
    *word -= v;
    (*word & ((1 << LOW_FIELD_BITS) - 1)) - gamma2
}

/// HighBits(a) (FIPS 204 Algorithm 37) for a ∈ [0, q): [`decompose`]'s a1 alone, by multiply-shift
/// division. Constant time.
#[inline(always)]
pub(crate) fn high_bits(gamma2: i32, a: i32) -> i32 {
    let a1 = high_bits_unwrapped(gamma2, a);
    if gamma2 == (Q - 1) / 32 {
        a1 & 15
    } else {
        a1 ^ (((43 - a1) >> 31) & a1)
    }
}

/// [`high_bits`] before Decompose's wrap-around: (q − 1)/2γ2 (44 or 16) for the a within γ2 of q − 1,
/// which Decompose maps to 0.
#[inline(always)]
fn high_bits_unwrapped(gamma2: i32, a: i32) -> i32 {
    let a1 = (a + 127) >> 7;
    if gamma2 == (Q - 1) / 32 {
        (a1 * 1025 + (1 << 21)) >> 22
    } else {
        (a1 * 11275 + (1 << 23)) >> 24
    }
}

/// The hint bit for low part `a0` (= w0 − c·s2 + c·t0, centred) and high part `a1` (= HighBits(w)):
/// 1 when adding c·t0 changes the high bits (the reference code's equivalent form of Algorithm 39).
#[inline(always)]
pub(crate) fn make_hint(gamma2: i32, a0: i32, a1: i32) -> u32 {
    let above = ((gamma2 - a0) >> 31) as u32; // a0 > γ2
    let below = ((a0 + gamma2) >> 31) as u32; // a0 < −γ2
    let at_minus = !nonzero_mask(a0 + gamma2); // a0 = −γ2
    (above | below | (at_minus & nonzero_mask(a1))) & 1
}

/// The high bits of r ∈ [0, q) corrected by the hint bit (FIPS 204 Algorithm 40). Public data only.
#[inline(always)]
pub(crate) fn use_hint(gamma2: i32, r: i32, hint: bool) -> i32 {
    let (r1, r0) = decompose(gamma2, r);
    if !hint {
        return r1;
    }
    if gamma2 == (Q - 1) / 32 {
        if r0 > 0 {
            (r1 + 1) & 15
        } else {
            (r1 - 1) & 15
        }
    } else if r0 > 0 {
        if r1 == 43 {
            0
        } else {
            r1 + 1
        }
    } else if r1 == 0 {
        43
    } else {
        r1 - 1
    }
}

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;

    /// FIPS 204 Algorithm 36 written out plainly, to check the multiply-shift version.
    fn decompose_spec(gamma2: i32, r: i32) -> (i32, i32) {
        let r = r.rem_euclid(Q);
        let mut r0 = r % (2 * gamma2);
        if r0 > gamma2 {
            r0 -= 2 * gamma2;
        }
        if r - r0 == Q - 1 {
            (0, r0 - 1)
        } else {
            ((r - r0) / (2 * gamma2), r0)
        }
    }

    #[test]
    fn decompose_matches_the_specification() {
        for gamma2 in [(Q - 1) / 88, (Q - 1) / 32] {
            let mut r = 0;
            while r < Q {
                assert_eq!(decompose(gamma2, r), decompose_spec(gamma2, r), "r = {r}");
                r += 97;
            }
            for r in [Q - 1, Q - 2, gamma2, gamma2 + 1, 2 * gamma2, Q - gamma2] {
                assert_eq!(decompose(gamma2, r), decompose_spec(gamma2, r), "r = {r}");
            }
        }
    }

    /// The signer's one-pass row (words and w1Encode) against Decompose and the generic packer, for
    /// polynomials spread over the inverse NTT's output range (−q, q) and polynomials made of the rounding
    /// edges (q − 1 and its neighbours, the multiples of 2γ2 ± γ2, the negative representatives of each).
    #[test]
    fn decompose_row_matches_decompose_and_w1_encode() {
        for (gamma2, bits) in [((Q - 1) / 88, 6), ((Q - 1) / 32, 4)] {
            let alpha = 2 * gamma2;
            let edges: std::vec::Vec<i32> = [Q - 1, Q - 2, Q - 1 - gamma2, Q - gamma2, 0, 1, gamma2, gamma2 + 1]
                .into_iter()
                .chain((1..=(Q - 1) / alpha).flat_map(|m| [m * alpha - gamma2, m * alpha - gamma2 - 1, m * alpha]))
                .flat_map(|a| [a, a - Q])
                .filter(|a| a.abs() < Q)
                .collect();
            let spread = (0..8).map(|seed: i64| {
                core::array::from_fn(|n| ((seed * 1_000_003 + n as i64 * 65_521) % (2 * Q as i64 - 1)) as i32 - (Q - 1))
            });
            let edge_polys = edges.chunks(256).map(|chunk| core::array::from_fn(|n| chunk[n % chunk.len()]));
            for poly in spread.chain(edge_polys) {
                let poly: [i32; 256] = poly;
                let mut words = poly;
                let mut w1_bytes = [0u8; 192];
                decompose_row(gamma2, &mut words, &mut w1_bytes);
                let mut want = [0u8; 192];
                super::super::encode::pack(&mut want, bits, |n| decompose(gamma2, caddq(poly[n])).0 as u32);
                assert_eq!(w1_bytes, want, "gamma2 = {gamma2}");
                for (word, a) in words.iter().zip(poly) {
                    assert_eq!(split_word(gamma2, *word), decompose(gamma2, caddq(a)), "a = {a}");
                }
            }
        }
    }

    #[test]
    fn power2round_splits() {
        for a in [0, 1, 4096, 4097, 8191, 8192, Q - 1] {
            let (a1, a0) = power2round(a);
            assert_eq!(a1 * 8192 + a0, a);
            assert!(a0 > -4096 && a0 <= 4096);
        }
    }

    #[test]
    fn hint_recovers_high_bits() {
        // UseHint(MakeHint(z, r), r) = HighBits(r + z) for |z| <= γ2 (FIPS 204 Lemma 1), with MakeHint as
        // Algorithm 39 defines it.
        for gamma2 in [(Q - 1) / 88, (Q - 1) / 32] {
            for (i, r) in (0..Q).step_by(65_537).chain([Q - 1, Q - 2]).enumerate() {
                let z = (i as i32 * 7_919) % gamma2;
                let want = decompose(gamma2, (r + z).rem_euclid(Q)).0;
                let h = want != decompose(gamma2, r).0;
                assert_eq!(use_hint(gamma2, r, h), want);
            }
        }
    }

    /// The signer's r0 = w0 − c·s2 (from the word of `decompose_into_word`) against FIPS 204's
    /// LowBits(w − c·s2): the norm check agrees, and an accepted r0 and w1 are LowBits and HighBits of
    /// w − c·s2. Every w within β + 2 of a rounding boundary (±γ2 around each multiple of 2γ2, and q − 1's
    /// special case), a stride over the rest, every |c·s2| ≤ β.
    #[test]
    fn low_bits_of_w_minus_cs2_from_w0() {
        for (gamma2, beta) in [((Q - 1) / 88, 78), ((Q - 1) / 32, 196), ((Q - 1) / 32, 120)] {
            let alpha = 2 * gamma2;
            let edges = (0..=(Q - 1) / alpha).flat_map(|m| [m * alpha - gamma2, m * alpha + gamma2, m * alpha]);
            let near = edges.flat_map(|e| e - beta - 2..=e + beta + 2);
            let ws = near.chain((0..Q).step_by(9_973)).filter(|w| (0..Q).contains(w));
            for w in ws {
                let word = decompose_into_word(gamma2, w);
                assert_eq!(split_word(gamma2, word), decompose(gamma2, w), "w={w}");
                for cs2 in -beta..=beta {
                    let mut word = word;
                    let r0 = low_bits_minus(gamma2, &mut word, cs2);
                    let (spec1, spec0) = decompose(gamma2, (w - cs2).rem_euclid(Q));
                    let reject = r0.abs() >= gamma2 - beta;
                    assert_eq!(reject, spec0.abs() >= gamma2 - beta, "w={w} cs2={cs2}");
                    if !reject {
                        assert_eq!(split_word(gamma2, word), (spec1, spec0), "w={w} cs2={cs2}");
                    }
                }
            }
        }
    }

    #[test]
    fn make_hint_flags_a_change_of_high_bits() {
        // Signing calls make_hint(w0 − c·s2 + c·t0, w1) once ‖w0 − c·s2‖ < γ2 − β: then a hint is set
        // exactly when w − c·s2 + c·t0 has other high bits than w.
        for gamma2 in [(Q - 1) / 88, (Q - 1) / 32] {
            for (i, w) in (0..Q).step_by(40_009).enumerate() {
                let (w1, w0) = decompose(gamma2, w);
                let cs2 = (i as i32 * 31) % 300 - 150;
                let ct0 = (i as i32 * 7_919) % gamma2 - gamma2 / 2;
                if (w0 - cs2).abs() >= gamma2 - 400 {
                    continue;
                }
                let r = (w - cs2).rem_euclid(Q);
                let spec = decompose(gamma2, r).0 != decompose(gamma2, (r + ct0).rem_euclid(Q)).0;
                assert_eq!(make_hint(gamma2, w0 - cs2 + ct0, w1) == 1, spec, "w={w}");
            }
        }
    }
}
