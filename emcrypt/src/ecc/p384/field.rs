//! The "fast" field of P-384: Montgomery arithmetic specialised to
//! `p = 2^384 - 2^128 - 2^96 + 2^32 - 1`, used by [`P384`](super::P384) and
//! [`P384Table`](super::P384Table). Elements are in the **same** Montgomery form as the generic field
//! ([`Modulus`](crate::ecc::weierstrass::montgomery::Modulus), `a·2^384 mod p`, fully reduced), so curve
//! constants, the base-point tables, encodings and the generic code paths (inversion, square roots, key
//! validation) are shared unchanged; only the multiplication, addition and subtraction change.
//!
//! | operation | technique | constant time |
//! | --- | --- | --- |
//! | [`mul`], [`square`] on Cortex-M4/M33 (`UMAAL`) | the generated straight-line Montgomery multiplication of `arch::montgomery12_umaal` (shared with the order `n`; four rows per pass): 947 cycles on the M4 model | yes |
//! | [`mul`], [`square`] elsewhere | 12×12-limb product (portable Rust, `u32·u32 + u32 + u32` steps), then the Montgomery reduction of p's special form: no multiplications, only shifted additions of the quotient words | yes (not on the M3, whose `UMULL` exits early) |
//! | [`invert`] | Fermat, `a^(p-2)` by a fixed addition chain: 383 squarings + 19 multiplications | yes |
//! | [`add`], [`sub`] (and their in-place forms) on Armv7-M / Armv8-M Mainline | generated assembly (`arch::p384_add_sub_armv7m`): the element in twelve registers, the correction by the sparse `2^384 - p` as masked immediates | yes |
//! | [`add`], [`sub`] elsewhere | the generic [`Modulus`](crate::ecc::weierstrass::montgomery::Modulus) | yes |
//!
//! # Why the reduction needs no multiplication
//! As for [P-256](crate::ecc::p256::field): `p ≡ -1 (mod 2^32)`, so the Montgomery quotient word is
//! `u = t[0]` and `u·p = u·2^384 - u·2^128 - u·2^96 + u·2^32 - u` is four shifted copies of `u`.
//! Reducing word `j` adds `u_j` at words `j+1` and `j+12` and subtracts it at words `j+3` and `j+4`
//! (the `-u_j` at word `j` clears it). `reduce` sums those contributions column by column with a
//! signed carry, against the generic CIOS loop's 12 multiplications per word.

#[cfg(emcrypt_umaal)]
use super::P as FIELD;
use crate::ecc::weierstrass::montgomery::{append_exponent, reduce_special_form};

/// Limbs of a field element.
const N: usize = 12;

/// `p`, little-endian 32-bit limbs.
#[cfg_attr(emcrypt_umaal, allow(dead_code, reason = "the special-form path serves the cores without UMAAL"))]
const P: [u32; N] = [
    0xffff_ffff,
    0,
    0,
    0xffff_ffff,
    0xffff_fffe,
    0xffff_ffff,
    0xffff_ffff,
    0xffff_ffff,
    0xffff_ffff,
    0xffff_ffff,
    0xffff_ffff,
    0xffff_ffff,
];

/// `a·b·2^(-384) mod p` for `a < 2^384`, `b < p`; the result is `< p`. Not inlined: one copy serves
/// every call site and the callers' frames stay free of the 96-byte product.
#[cfg(not(emcrypt_umaal))]
#[inline(never)]
pub fn mul(a: &[u32; N], b: &[u32; N]) -> [u32; N] {
    reduce(&product(a, b))
}

/// `a²·2^(-384) mod p` for `a < p` (the multiplication with `b = a`).
#[cfg(not(emcrypt_umaal))]
#[inline(always)]
pub fn square(a: &[u32; N]) -> [u32; N] {
    mul(a, a)
}

/// `a·b·2^(-384) mod p` on cores with `UMAAL` (Cortex-M4/M33): the generic field's 12-limb
/// [`Modulus::mul`](crate::ecc::weierstrass::montgomery::Modulus::mul), which runs the generated
/// straight-line assembly of `arch::montgomery12_umaal` there (947 cycles on the M4 model, against the
/// special-form reduction compiled from Rust).
#[cfg(emcrypt_umaal)]
#[inline(always)]
pub fn mul(a: &[u32; N], b: &[u32; N]) -> [u32; N] {
    FIELD.mul(a, b)
}

/// `a²·2^(-384) mod p` on cores with `UMAAL`: the same routine with `b = a`.
#[cfg(emcrypt_umaal)]
#[inline(always)]
pub fn square(a: &[u32; N]) -> [u32; N] {
    FIELD.square(a)
}

/// Dispatch of the additive operations: the generated assembly of `arch::p384_add_sub_armv7m` on
/// Armv7-M / Armv8-M Mainline, the generic [`Modulus`](crate::ecc::weierstrass::montgomery::Modulus)
/// elsewhere (the host runs the latter; the generator's tests run the assembly's instructions against it).
macro_rules! additive {
    ($(#[$doc:meta] $name:ident($($arg:ident: $ty:ty),*) $(-> $ret:ty)? = $generic:expr;)*) => {
        $(
            #[$doc]
            #[inline(always)]
            pub fn $name($($arg: $ty),*) $(-> $ret)? {
                #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
                return crate::arch::p384_add_sub_armv7m::$name($($arg),*);
                #[cfg(not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")))]
                #[allow(clippy::needless_return)]
                return $generic;
            }
        )*
    };
}

additive! {
    /// `a + b mod p` (`a, b < p`).
    add(a: &[u32; N], b: &[u32; N]) -> [u32; N] = super::P.add(a, b);
    /// `a - b mod p` (`a, b < p`).
    sub(a: &[u32; N], b: &[u32; N]) -> [u32; N] = super::P.sub(a, b);
    /// `out = a + b mod p`.
    add_into(out: &mut [u32; N], a: &[u32; N], b: &[u32; N]) = *out = super::P.add(a, b);
    /// `out = a - b mod p`.
    sub_into(out: &mut [u32; N], a: &[u32; N], b: &[u32; N]) = *out = super::P.sub(a, b);
    /// `a = a + b mod p`.
    add_assign(a: &mut [u32; N], b: &[u32; N]) = *a = super::P.add(a, b);
    /// `a = a - b mod p`.
    sub_assign(a: &mut [u32; N], b: &[u32; N]) = *a = super::P.sub(a, b);
}

/// `a^(-1)` (Montgomery form in and out; 0 maps to 0), as `a^(p-2)` by a fixed addition chain: 383
/// squarings + 19 multiplications, all with the fast [`mul`] (the generic inverse uses the CIOS field).
///
/// `p - 2` is, from the top: 255 ones, a zero, 32 ones, 64 zeros, 30 ones, `01`. Runs of ones are built
/// once (`x_k = a^(2^k - 1)`) and appended after `k` squarings.
pub fn invert(a: &[u32; N]) -> [u32; N] {
    // acc^(2^k) · x: appends the k-bit exponent of x to acc's exponent.
    let append = |acc: [u32; N], k: usize, x: &[u32; N]| append_exponent(acc, k, x, square, mul);
    let x2 = append(*a, 1, a);
    let x4 = append(x2, 2, &x2);
    let x8 = append(x4, 4, &x4);
    let x16 = append(x8, 8, &x8);
    let x32 = append(x16, 16, &x16);
    let x64 = append(x32, 32, &x32);
    let x128 = append(x64, 64, &x64);
    let mut r = append(x128, 64, &x64); // 192 ones
    r = append(r, 32, &x32); // 224
    r = append(r, 16, &x16); // 240
    r = append(r, 8, &x8); // 248
    r = append(r, 4, &x4); // 252
    r = append(r, 2, &x2); // 254
    r = append(r, 1, a); // 255 ones
    r = append(r, 33, &x32); // a zero, 32 ones
    r = append(r, 64 + 16, &x16); // 64 zeros, then the 30 ones as 16 + 8 + 4 + 2
    r = append(r, 8, &x8);
    r = append(r, 4, &x4);
    r = append(r, 2, &x2);
    append(r, 2, a) // 01
}

/// The 768-bit product `a·b` (operand scanning: one row of `a·b[i]` per limb of `b`).
#[cfg_attr(emcrypt_umaal, allow(dead_code, reason = "the special-form path serves the cores without UMAAL"))]
fn product(a: &[u32; N], b: &[u32; N]) -> [u32; 2 * N] {
    let mut t = [0u32; 2 * N];
    for (i, bi) in b.iter().enumerate() {
        let mut carry = 0u32;
        for (j, aj) in a.iter().enumerate() {
            let s = (*aj as u64) * (*bi as u64) + t[i + j] as u64 + carry as u64;
            t[i + j] = s as u32;
            carry = (s >> 32) as u32;
        }
        t[i + N] = carry;
    }
    t
}

/// Montgomery reduction for P-384: `t·2^(-384) mod p` for `t < p·2^384`, the result `< p`.
///
/// Column `k` of `t + Σ u_j·p·2^(32j)` receives `t[k]`, the carry, `+u_{k-1} - u_{k-3} - u_{k-4} +
/// u_{k-12}` (see the module docs) and `-u_k` for `k < 12`, where `u_k` is the column's low word, so the
/// column becomes 0. The signed carry stays within a few units, so `i64` holds every column.
#[cfg_attr(emcrypt_umaal, allow(dead_code, reason = "the special-form path serves the cores without UMAAL"))]
fn reduce(t: &[u32; 2 * N]) -> [u32; N] {
    reduce_special_form(t, &P, &[(1, 1), (3, -1), (4, -1), (12, 1)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ecc::weierstrass::montgomery::{sub_limbs, Modulus};
    use crate::ecc::weierstrass::Curve;

    const GENERIC: Modulus<N> = <crate::ecc::p384::P384 as Curve<N>>::P;

    #[test]
    fn modulus_matches_the_curve() {
        assert_eq!(&P, GENERIC.modulus());
    }

    #[test]
    fn edge_values_match_generic_montgomery_field() {
        let p_minus_1 = sub_limbs(&P, &[1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]).0;
        let edges = [[0u32; N], GENERIC.one(), p_minus_1, [0xffff_ffff; N], [1; N]];
        for a in edges {
            for b in edges {
                let b = GENERIC.reduce_once(&b);
                assert_eq!(mul(&a, &b), GENERIC.mul(&a, &b), "mul {a:x?} {b:x?}");
            }
            let a = GENERIC.reduce_once(&a);
            assert_eq!(invert(&a), GENERIC.invert(&a), "invert {a:x?}");
        }
    }

    proptest::proptest! {
        /// Random elements (any 384-bit `a`, `b` reduced below p): the fast multiplication and squaring
        /// agree with the generic CIOS field.
        #[test]
        fn fast_field_matches_generic(a: [u32; N], b: [u32; N]) {
            let b = GENERIC.reduce_once(&b);
            proptest::prop_assert_eq!(mul(&a, &b), GENERIC.mul(&a, &b));
            let a = GENERIC.reduce_once(&a);
            proptest::prop_assert_eq!(square(&a), GENERIC.square(&a));
            let inverse = invert(&a);
            proptest::prop_assert_eq!(inverse, GENERIC.invert(&a));
            if a != [0; N] {
                proptest::prop_assert_eq!(mul(&a, &inverse), GENERIC.one());
            }
        }

        /// Products near the top of the range (limbs of all ones) exercise the final subtraction.
        #[test]
        fn extreme_limbs(mask_a: u16, mask_b: u16) {
            let spread = |m: u16| core::array::from_fn::<u32, N, _>(|i| if m >> i & 1 == 1 { u32::MAX } else { 1 << i });
            let (a, b) = (spread(mask_a), GENERIC.reduce_once(&spread(mask_b)));
            proptest::prop_assert_eq!(mul(&a, &b), GENERIC.mul(&a, &b));
        }
    }
}
