//! Arithmetic modulo the P-256 group order `n` for ECDSA signing (the nonce inverse `k^(-1)` and the
//! products of `s = k^(-1)·(e + r·d)`), in the same Montgomery form as the generic
//! [`Modulus`] (`a·2^256 mod n`, fully reduced).
//!
//! | operation | technique | constant time |
//! | --- | --- | --- |
//! | [`mul`] on Cortex-M4 | one `UMAAL` assembly routine (`arch::p256_m4::mont_mul`): the 8×8-word product, then the word-by-word Montgomery reduction with `n` held in registers | yes |
//! | [`square`] on Cortex-M4 | a squaring product of its own (`arch::p256_m4::mont_square`: 28 off-diagonal products doubled in one carry chain + 8 squares), then the same reduction | yes |
//! | [`mul`], [`square`] elsewhere | the generic CIOS [`Modulus::mul`](crate::ecc::weierstrass::montgomery::Modulus::mul) (same function) | yes (not on M3) |
//! | [`invert`] | Fermat, `a^(n-2)`: the top 128 bits of `n - 2` (`ffffffff 00000000 ffffffff ffffffff`) by the runs of ones `a^(2^k - 1)` as the field inverse, the low 128 bits by sliding windows of up to 4 bits over the **public** exponent from a table of the odd powers `a, a^3, ..., a^15` (256 bytes): 255 squarings + 40 multiplications (was 58 with windows over all 256 bits; square-and-multiply needs ~128) | yes: the sequence of operations and table indices depends on `n` only |
//!
//! `n` has no special form (unlike `p`, see [`field`](super::field)), so the reduction needs the
//! multiplications; the gain on the M4 is the assembly (no per-limb loads of the accumulator across two
//! loops, `UMAAL` instead of `UMULL` + additions).

use super::P256;
use crate::ecc::weierstrass::montgomery::{append_exponent, Modulus};
use crate::ecc::weierstrass::Curve;
use zeroize::Zeroize;

/// Limbs of a scalar.
const N: usize = 8;

/// The group order.
const ORDER: Modulus<N> = <P256 as Curve<N>>::ORDER;

/// `n` followed by `-n^(-1) mod 2^32`, the operand of the assembly multiplier.
#[cfg_attr(not(emcrypt_armv7em), allow(dead_code))]
const ORDER_AND_INV: [u32; N + 1] = {
    let m = ORDER.modulus();
    [m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], ORDER.m0_neg_inv()]
};

/// `a·b·2^(-256) mod n` for `a < 2^256`, `b < n`; the result is `< n`.
#[cfg_attr(emcrypt_armv7em, inline(always))]
#[cfg_attr(not(emcrypt_armv7em), inline(never))]
pub fn mul(a: &[u32; N], b: &[u32; N]) -> [u32; N] {
    #[cfg(emcrypt_armv7em)]
    {
        crate::arch::p256_m4::mont_mul(a, b, &ORDER_AND_INV)
    }
    #[cfg(not(emcrypt_armv7em))]
    {
        ORDER.mul(a, b)
    }
}

/// `a²·2^(-256) mod n` for `a < n`: on the Cortex-M4 the squaring product (36 multiplies instead of 64)
/// before the same reduction as [`mul`].
#[cfg_attr(emcrypt_armv7em, inline(always))]
#[cfg_attr(not(emcrypt_armv7em), inline(never))]
pub fn square(a: &[u32; N]) -> [u32; N] {
    #[cfg(emcrypt_armv7em)]
    {
        crate::arch::p256_m4::mont_square(a, &ORDER_AND_INV)
    }
    #[cfg(not(emcrypt_armv7em))]
    {
        ORDER.square(a)
    }
}

/// Width of the sliding windows of [`invert`]: odd window values up to `2^4 - 1`.
const WINDOW: usize = 4;

/// `a^(-1) mod n` (Montgomery form in and out; 0 maps to 0), as `a^(n-2)`: the top 128 bits of `n - 2`
/// (`ffffffff 00000000 ffffffff ffffffff`) by the runs of ones `x_k = a^(2^k - 1)` (as the field
/// inverse), the low 128 bits by sliding windows over the public exponent. Constant time: which
/// squarings, multiplications and table entries are used is a function of `n` alone.
pub fn invert(a: &[u32; N]) -> [u32; N] {
    let (exponent, _) = crate::ecc::weierstrass::montgomery::sub_limbs(ORDER.modulus(), &[2, 0, 0, 0, 0, 0, 0, 0]);
    let bit = |i: usize| (exponent[i / 32] >> (i % 32)) & 1;
    let append = |acc: [u32; N], k: usize, x: &[u32; N]| append_exponent(acc, k, x, square, mul);
    // odd_powers[j] = a^(2j + 1).
    let mut odd_powers = [*a; 1 << (WINDOW - 1)];
    let mut a_squared = square(a);
    for j in 1..odd_powers.len() {
        odd_powers[j] = mul(&odd_powers[j - 1], &a_squared);
    }
    a_squared.zeroize();
    // The top four words: x2 = a^3 is odd_powers[1]; x_(2m) = x_m^(2^m)·x_m, one variable for all (the
    // frame is the deepest of signing: every live 32-byte temporary counts).
    let mut x = odd_powers[1];
    for m in [2, 4, 8, 16] {
        x = append(x, m, &x);
    }
    let mut acc = append(x, 64, &x); // ffffffff 00000000 ffffffff
    acc = append(acc, 32, &x); // ffffffff
    x.zeroize();
    let mut i = 128; // bits above `i` are done
    while i > 0 {
        if bit(i - 1) == 0 {
            acc = square(&acc);
            i -= 1;
            continue;
        }
        // The longest window of at most WINDOW bits starting at bit i-1 and ending on a set bit.
        let mut low = i.saturating_sub(WINDOW);
        while bit(low) == 0 {
            low += 1;
        }
        let mut value = 0usize;
        for b in (low..i).rev() {
            acc = square(&acc);
            value = (value << 1) | bit(b) as usize;
        }
        acc = mul(&acc, &odd_powers[value / 2]);
        i = low;
    }
    odd_powers.zeroize();
    acc
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        /// Random scalars: the multiplication and the windowed inverse agree with the generic field's,
        /// and `a·a^(-1) = 1`.
        #[test]
        fn matches_generic_order_arithmetic(a: [u32; N], b: [u32; N]) {
            let b = ORDER.reduce_once(&b);
            proptest::prop_assert_eq!(mul(&a, &b), ORDER.mul(&a, &b));
            let a = ORDER.reduce_once(&a);
            proptest::prop_assert_eq!(square(&a), ORDER.square(&a));
            let inverse = invert(&a);
            proptest::prop_assert_eq!(inverse, ORDER.invert(&a));
            if a != [0; N] {
                proptest::prop_assert_eq!(mul(&a, &inverse), ORDER.one());
            }
        }
    }

    #[test]
    fn edge_values() {
        let n_minus_1 = crate::ecc::weierstrass::montgomery::sub_limbs(ORDER.modulus(), &[1, 0, 0, 0, 0, 0, 0, 0]).0;
        for a in [[0u32; N], ORDER.one(), [1, 0, 0, 0, 0, 0, 0, 0], n_minus_1] {
            assert_eq!(invert(&a), ORDER.invert(&a), "{a:x?}");
            assert_eq!(square(&a), ORDER.square(&a), "{a:x?}");
            assert_eq!(mul(&a, &n_minus_1), ORDER.mul(&a, &n_minus_1));
        }
    }
}
