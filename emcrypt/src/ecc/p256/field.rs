//! The "fast" field of P-256: Montgomery arithmetic specialised to `p = 2^256 - 2^224 + 2^192 + 2^96 - 1`
//! (CMOX "Fast math"), used by [`P256Table`](super::P256Table). Elements are in the **same** Montgomery
//! form as the generic field ([`Modulus`](crate::ecc::weierstrass::montgomery::Modulus), `a·2^256 mod p`,
//! fully reduced), so curve constants, the base-point table, encodings and the generic code paths
//! (square roots, key validation) are shared unchanged; only the hot multiplications change.
//!
//! | operation | technique | constant time |
//! | --- | --- | --- |
//! | [`mul`] | 8×8-limb product, then the Montgomery reduction of p's special form: no multiplications, only shifted additions of the quotient words | yes |
//! | [`square`] | the same with the squaring product (28 off-diagonal products doubled + 8 squares instead of 64 products) | yes |
//! | [`add`], [`sub`] | carry chain, masked correction by `p` (its words are all ones, 0 or 1) | yes |
//! | [`invert`] | Fermat, `a^(p-2)` by a fixed addition chain: 255 squarings + 13 multiplications (square-and-multiply needs ~128) | yes |
//! | Cortex-M4 (thumbv7em) | [`mul`] and [`square`] are `UMAAL` assembly routines (`arch::p256_m4`; the squaring has its own product: 28 off-diagonal `UMAAL`s doubled by one carry chain + 8 squares, then the multiplication's reduction), [`add`] and [`sub`] an `ADCS`/`SBCS` chain each; these four are inlined there, so the point formulas call the assembly directly (a Rust wrapper frame per call cost as much as the assembly addition itself) | yes |
//!
//! # Why the reduction needs no multiplication
//! Montgomery reduction adds a multiple `u·p` that clears the low word, one word at a time, with
//! `u = t[0]·(-p^(-1)) mod 2^32`. For P-256 `p ≡ -1 (mod 2^32)`, so `-p^(-1) ≡ 1` and `u = t[0]`; and
//! `u·p = u·2^256 - u·2^224 + u·2^192 + u·2^96 - u` is four shifted copies of `u`. Reducing word `j` thus
//! adds `u_j` at words `j+3`, `j+6`, `j+8` and subtracts it at word `j+7` (the `-u_j` at word `j` clears
//! it). [`reduce`] sums all those contributions column by column with a signed carry.

use crate::ecc::weierstrass::montgomery::{add_limbs, append_exponent, reduce_special_form, sub_limbs};

/// Limbs of a field element.
const N: usize = 8;

/// `p`, little-endian 32-bit limbs.
const P: [u32; N] = [0xffff_ffff, 0xffff_ffff, 0xffff_ffff, 0, 0, 0, 1, 0xffff_ffff];

/// `a·b·2^(-256) mod p` for `a < 2^256`, `b < p`; the result is `< p`.
#[cfg_attr(emcrypt_armv7em, inline(always))]
#[cfg_attr(not(emcrypt_armv7em), inline(never))]
pub fn mul(a: &[u32; N], b: &[u32; N]) -> [u32; N] {
    #[cfg(emcrypt_armv7em)]
    {
        crate::arch::p256_m4::mul(a, b)
    }
    #[cfg(not(emcrypt_armv7em))]
    {
        reduce(&product(a, b))
    }
}

/// `a²·2^(-256) mod p` for `a < p`.
#[cfg_attr(emcrypt_armv7em, inline(always))]
#[cfg_attr(not(emcrypt_armv7em), inline(never))]
pub fn square(a: &[u32; N]) -> [u32; N] {
    #[cfg(emcrypt_armv7em)]
    {
        crate::arch::p256_m4::square(a)
    }
    #[cfg(not(emcrypt_armv7em))]
    {
        reduce(&square_product(a))
    }
}

/// `a + b mod p` for `a, b < p`: the sum, and the sum minus `p` kept under a mask when it did not borrow
/// (or the sum carried). Straight-line, the mask hidden from the optimiser (`arch::hide`).
#[cfg_attr(emcrypt_armv7em, inline(always))]
#[cfg_attr(not(emcrypt_armv7em), inline(never))]
pub fn add(a: &[u32; N], b: &[u32; N]) -> [u32; N] {
    #[cfg(emcrypt_armv7em)]
    {
        crate::arch::p256_m4::add(a, b)
    }
    #[cfg(not(emcrypt_armv7em))]
    {
        add_portable(a, b)
    }
}

/// [`add`] in portable Rust (every target but the Cortex-M4).
#[cfg_attr(emcrypt_armv7em, allow(dead_code))]
fn add_portable(a: &[u32; N], b: &[u32; N]) -> [u32; N] {
    let (sum, carry) = add_limbs(a, b);
    let (reduced, borrow) = sub_limbs(&sum, &P);
    let keep_reduced = crate::arch::hide(((carry | (borrow ^ 1)) & 1).wrapping_neg());
    core::array::from_fn(|i| sum[i] ^ ((sum[i] ^ reduced[i]) & keep_reduced))
}

/// `a - b mod p` for `a, b < p`: the difference, plus `p` under the mask of the borrow (`p`'s words are
/// all ones or 0 or 1, so the masked `p` is built from the mask itself).
#[cfg_attr(emcrypt_armv7em, inline(always))]
#[cfg_attr(not(emcrypt_armv7em), inline(never))]
pub fn sub(a: &[u32; N], b: &[u32; N]) -> [u32; N] {
    #[cfg(emcrypt_armv7em)]
    {
        crate::arch::p256_m4::sub(a, b)
    }
    #[cfg(not(emcrypt_armv7em))]
    {
        sub_portable(a, b)
    }
}

/// [`sub`] in portable Rust (every target but the Cortex-M4).
#[cfg_attr(emcrypt_armv7em, allow(dead_code))]
fn sub_portable(a: &[u32; N], b: &[u32; N]) -> [u32; N] {
    let (difference, borrow) = sub_limbs(a, b);
    let m = crate::arch::hide(borrow.wrapping_neg());
    add_limbs(&difference, &[m, m, m, 0, 0, 0, m & 1, m]).0
}

/// The in-place forms of [`mul`], [`add`] and [`sub`] (`$into(out, a, b)`: `out = a op b`; `$assign(a, b)`:
/// `a = a op b`), with which the point formulas work in a few fixed slots: on the Cortex-M4 the assembly
/// writes straight into the destination (no temporary, no copy), elsewhere the value is stored.
macro_rules! in_place {
    ($op:ident, $into:ident, $assign:ident) => {
        #[doc = concat!("`out = ", stringify!($op), "(a, b)`, written in place.")]
        #[inline(always)]
        pub fn $into(out: &mut [u32; N], a: &[u32; N], b: &[u32; N]) {
            #[cfg(emcrypt_armv7em)]
            crate::arch::p256_m4::$into(out, a, b);
            #[cfg(not(emcrypt_armv7em))]
            {
                *out = $op(a, b);
            }
        }
        #[doc = concat!("`a = ", stringify!($op), "(a, b)`, written in place.")]
        #[inline(always)]
        pub fn $assign(a: &mut [u32; N], b: &[u32; N]) {
            #[cfg(emcrypt_armv7em)]
            crate::arch::p256_m4::$assign(a, b);
            #[cfg(not(emcrypt_armv7em))]
            {
                *a = $op(a, b);
            }
        }
    };
}
in_place!(mul, mul_into, mul_assign);
in_place!(add, add_into, add_assign);
in_place!(sub, sub_into, sub_assign);

/// `a^(-1)` (Montgomery form in and out; 0 maps to 0), as `a^(p-2)` by a fixed addition chain.
///
/// `p - 2 = ffffffff 00000001 00000000 00000000 00000000 ffffffff ffffffff fffffffd` (hex, 32-bit
/// words): runs of ones are built once (`x_k = a^(2^k - 1)`) and appended after `k` squarings.
pub fn invert(a: &[u32; N]) -> [u32; N] {
    // acc^(2^k) · x: appends the k-bit exponent of x to acc's exponent.
    let append = |acc: [u32; N], k: usize, x: &[u32; N]| append_exponent(acc, k, x, square, mul);
    let x2 = append(*a, 1, a);
    let x4 = append(x2, 2, &x2);
    let x8 = append(x4, 4, &x4);
    let x16 = append(x8, 8, &x8);
    let x32 = append(x16, 16, &x16);
    let mut r = append(x32, 32, a); // ffffffff 00000001
    r = append(r, 128, &x32); // 00000000 00000000 00000000 ffffffff
    r = append(r, 32, &x32); // ffffffff
    r = append(r, 16, &x16); // the last word, fffffffd: 16 + 8 + 4 + 2 ones, then "01"
    r = append(r, 8, &x8);
    r = append(r, 4, &x4);
    r = append(r, 2, &x2);
    append(r, 2, a)
}

/// The 512-bit product `a·b` (operand scanning: one row of `a·b[i]` per limb of `b`). Every step is
/// `u32·u32 + u32 + u32`, which fits 64 bits (LLVM emits `UMAAL` for it where the core has it).
#[cfg_attr(emcrypt_armv7em, allow(dead_code))]
pub(crate) fn product(a: &[u32; N], b: &[u32; N]) -> [u32; 2 * N] {
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

/// The 512-bit square `a²`: each off-diagonal product `a_i·a_j` (i < j) once, the sum doubled, then the
/// diagonal squares `a_i²` added.
#[cfg_attr(emcrypt_armv7em, allow(dead_code))]
pub(crate) fn square_product(a: &[u32; N]) -> [u32; 2 * N] {
    let mut t = [0u32; 2 * N];
    for i in 0..N {
        let mut carry = 0u32;
        for j in i + 1..N {
            let s = (a[i] as u64) * (a[j] as u64) + t[i + j] as u64 + carry as u64;
            t[i + j] = s as u32;
            carry = (s >> 32) as u32;
        }
        t[i + N] = carry;
    }
    // Double: shift the 512-bit sum left by one (its top bit is 0: the sum is below 2^511).
    for k in (1..2 * N).rev() {
        t[k] = (t[k] << 1) | (t[k - 1] >> 31);
    }
    t[0] <<= 1;
    let mut carry = 0u64;
    for i in 0..N {
        let sq = (a[i] as u64) * (a[i] as u64);
        let s = t[2 * i] as u64 + (sq & 0xffff_ffff) + carry;
        t[2 * i] = s as u32;
        let s = t[2 * i + 1] as u64 + (sq >> 32) + (s >> 32);
        t[2 * i + 1] = s as u32;
        carry = s >> 32;
    }
    t
}

/// Montgomery reduction for P-256: `t·2^(-256) mod p` for `t < p·2^256`, the result `< p`.
///
/// Column `k` of `t + Σ u_j·p·2^(32j)` receives `t[k]`, the carry, `+u_{k-3} + u_{k-6} - u_{k-7} +
/// u_{k-8}` (see the module docs) and `-u_k` for `k < 8`, where `u_k` is chosen as the column's low word
/// so the column becomes 0. The signed carry stays within a few units, so `i64` holds every column.
#[cfg_attr(emcrypt_armv7em, allow(dead_code))]
pub(crate) fn reduce(t: &[u32; 2 * N]) -> [u32; N] {
    reduce_special_form(t, &P, &[(3, 1), (6, 1), (7, -1), (8, 1)])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ecc::weierstrass::montgomery::{limbs_from_hex, Modulus};

    const GENERIC: Modulus<N> =
        Modulus::new(limbs_from_hex("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff"));

    fn sample(seed: u64) -> [u32; N] {
        // A splitmix64 stream, reduced below p by the generic field (so both fields see the same input).
        let mut s = seed;
        let mut next = || {
            s = s.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = s;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        };
        let mut x = [0u32; N];
        for w in x.chunks_mut(2) {
            let v = next();
            w[0] = v as u32;
            w[1] = (v >> 32) as u32;
        }
        GENERIC.reduce_once(&x)
    }

    #[test]
    fn matches_generic_montgomery_field() {
        let edges = [[0u32; N], GENERIC.one(), sub_limbs(&P, &[1, 0, 0, 0, 0, 0, 0, 0]).0, [0xffff_ffff; N]];
        for i in 0..300u64 {
            let a = if (i as usize) < edges.len() { edges[i as usize] } else { sample(i) };
            let b = if (i as usize) < edges.len() { GENERIC.reduce_once(&edges[3 - i as usize]) } else { sample(!i) };
            assert_eq!(mul(&a, &b), GENERIC.mul(&a, &b), "mul {a:x?} {b:x?}");
            assert_eq!(reduce_by_chains(&product(&a, &b)), GENERIC.mul(&a, &b), "chains {a:x?} {b:x?}");
            assert_eq!(square_by_rows(&a), product(&a, &a), "square schedule {a:x?}");
            let a = GENERIC.reduce_once(&a);
            assert_eq!(square(&a), GENERIC.square(&a), "square {a:x?}");
            assert_eq!(invert(&a), GENERIC.invert(&a), "invert {a:x?}");
            let b = GENERIC.reduce_once(&b);
            assert_eq!(add(&a, &b), GENERIC.add(&a, &b), "add {a:x?} {b:x?}");
            assert_eq!(sub(&a, &b), GENERIC.sub(&a, &b), "sub {a:x?} {b:x?}");
        }
    }

    /// `acc += x` over the words of `acc` (x zero-extended), the flags chain of one `ADDS`/`ADCS` run;
    /// returns the carry out of the last word.
    fn add_chain(acc: &mut [u32], x: &[u32]) -> i64 {
        let mut carry = 0u64;
        for (i, a) in acc.iter_mut().enumerate() {
            let s = *a as u64 + *x.get(i).unwrap_or(&0) as u64 + carry;
            *a = s as u32;
            carry = s >> 32;
        }
        carry as i64
    }

    /// `acc -= x` (one `SUBS`/`SBCS` run); returns minus the borrow out of the last word.
    fn sub_chain(acc: &mut [u32], x: &[u32]) -> i64 {
        let mut borrow = 0i64;
        for (i, a) in acc.iter_mut().enumerate() {
            let d = *a as i64 - *x.get(i).unwrap_or(&0) as i64 - borrow;
            *a = d as u32;
            borrow = (d < 0) as i64;
        }
        -borrow
    }

    /// `acc += c` for a small signed `c`: `c` at the first word, its sign extension above (`ADCS ..., asr
    /// #31`); returns the carry out plus the sign extension beyond the last word.
    fn add_signed(acc: &mut [u32], c: i64) -> i64 {
        let ext = (c >> 63) as u32;
        let x: [u32; 4] = [c as u32, ext, ext, ext];
        add_chain(acc, &x[..acc.len()]) + (c >> 63)
    }

    /// A step-by-step model of the Cortex-M4 reduction (`arch::p256_m4`, `reduce_p256_asm`): the same
    /// chains in the same order, the same carry registers, so its algorithm is checked on the host
    /// against the column-wise [`reduce`] (the assembly itself is checked by the on-target known answers).
    fn reduce_by_chains(t: &[u32; 2 * N]) -> [u32; N] {
        let mut u: [u32; N] = t[..N].try_into().unwrap();
        // Columns 3-7; each word is read after the earlier ones of the same chain are final, as in the asm.
        let mut carry7 = 0i64;
        let mut c = 0u64;
        for i in 0..5 {
            let s = u[3 + i] as u64 + u[i] as u64 + c;
            u[3 + i] = s as u32;
            c = s >> 32;
        }
        carry7 += c as i64;
        let (u0, u1) = (u[0], u[1]);
        carry7 += add_chain(&mut u[6..8], &[u0, u1]);
        carry7 += sub_chain(&mut u[7..8], &[u0]);
        // Columns 8-11.
        let mut low: [u32; 4] = t[8..12].try_into().unwrap();
        let mut carry11 = add_chain(&mut low, &u[0..4]);
        carry11 += add_chain(&mut low, &u[5..8]);
        carry11 += add_chain(&mut low, &u[2..6]);
        carry11 += sub_chain(&mut low, &u[1..5]);
        carry11 += add_signed(&mut low, carry7);
        // Columns 12-15.
        let mut high: [u32; 4] = t[12..16].try_into().unwrap();
        let mut top = add_chain(&mut high, &u[4..8]);
        top += add_chain(&mut high, &u[6..8]);
        top += sub_chain(&mut high, &u[5..8]);
        top += add_signed(&mut high, carry11);
        assert!((0..=1).contains(&top), "the sum is below 2p");
        let out: [u32; N] = core::array::from_fn(|i| if i < 4 { low[i] } else { high[i - 4] });
        let (reduced, borrow) = sub_limbs(&out, &P);
        if top as u32 == borrow { reduced } else { out }
    }

    /// A step-by-step model of the Cortex-M4 squaring product (`arch::p256_m4`, `square_product_asm`): the
    /// same `UMAAL`s on the same registers in the same order, the doubling as one carry chain (the flag `c`)
    /// and the diagonal carry `d`, so the schedule is checked on the host against [`square_product`].
    fn square_by_rows(a: &[u32; N]) -> [u32; 2 * N] {
        // UMAAL lo, hi, x, y: (hi:lo) = x·y + lo + hi.
        fn umaal(lo: &mut u32, hi: &mut u32, x: u32, y: u32) {
            let s = x as u64 * y as u64 + *lo as u64 + *hi as u64;
            *lo = s as u32;
            *hi = (s >> 32) as u32;
        }
        // ADCS r, r, r: doubles r through the carry flag.
        fn adcs(r: &mut u32, c: &mut u32) {
            let s = ((*r as u64) << 1) + *c as u64;
            *r = s as u32;
            *c = (s >> 32) as u32;
        }
        let mut t = [0u32; 2 * N];
        let (mut d, mut c) = (0u32, 0u32);
        // Column 0 and rows 0-2 (carries r1, r2, r3) of columns 1-6, each completed and stored.
        let (mut r1, mut r2, mut r3) = (0u32, 0u32, 0u32);
        t[0] = 0;
        umaal(&mut t[0], &mut d, a[0], a[0]);
        for k in 1..7 {
            let mut r0 = 0u32;
            umaal(&mut r0, &mut r1, a[0], a[k]);
            if k >= 3 {
                umaal(&mut r0, &mut r2, a[1], a[k - 1]);
            }
            if k >= 5 {
                umaal(&mut r0, &mut r3, a[2], a[k - 2]);
            }
            adcs(&mut r0, &mut c);
            let diagonal = if k % 2 == 0 { a[k / 2] } else { 0 };
            umaal(&mut r0, &mut d, diagonal, diagonal);
            t[k] = r0;
        }
        // Rows 0-2 of columns 7-10 in r0-r3.
        let mut r0 = 0u32;
        umaal(&mut r0, &mut r1, a[0], a[7]);
        umaal(&mut r0, &mut r2, a[1], a[6]);
        umaal(&mut r0, &mut r3, a[2], a[5]);
        umaal(&mut r1, &mut r2, a[1], a[7]);
        umaal(&mut r1, &mut r3, a[2], a[6]);
        umaal(&mut r2, &mut r3, a[2], a[7]);
        // Rows 3-6 (carries r4, r5, r6, r7); the columns 7..=15 end in r0, r1, r2, r3, r4, r5, r6, r7, r8.
        let mut cols = [r0, r1, r2, r3, 0, 0, 0, 0, 0];
        let (mut r4, mut r5, mut r6, mut r7) = (0u32, 0u32, 0u32, 0u32);
        umaal(&mut cols[0], &mut r4, a[3], a[4]);
        umaal(&mut cols[1], &mut r4, a[3], a[5]);
        umaal(&mut cols[2], &mut r4, a[3], a[6]);
        umaal(&mut cols[2], &mut r5, a[4], a[5]);
        umaal(&mut cols[3], &mut r4, a[3], a[7]);
        umaal(&mut cols[3], &mut r5, a[4], a[6]);
        umaal(&mut r4, &mut r5, a[4], a[7]);
        umaal(&mut r4, &mut r6, a[5], a[6]);
        cols[4] = r4;
        umaal(&mut r5, &mut r6, a[5], a[7]);
        cols[5] = r5;
        umaal(&mut r6, &mut r7, a[6], a[7]);
        cols[6] = r6;
        cols[7] = r7;
        for (i, col) in cols.iter_mut().enumerate().take(8) {
            let k = 7 + i;
            adcs(col, &mut c);
            let diagonal = if k % 2 == 0 { a[k / 2] } else { 0 };
            umaal(col, &mut d, diagonal, diagonal);
            t[k] = *col;
        }
        // Column 15: ADC r8, lr, lr; ADD r8, r8, r12.
        t[15] = c + d;
        t
    }

    proptest::proptest! {
        /// The assembly squaring's schedule (model above) gives the square, for any 256-bit `a`.
        #[test]
        fn square_schedule_matches_product(a: [u32; N]) {
            proptest::prop_assert_eq!(square_by_rows(&a), product(&a, &a));
            proptest::prop_assert_eq!(square_product(&a), product(&a, &a));
        }

        /// Random elements (any 256-bit `a`, `b` reduced below p): the fast field agrees with the generic
        /// CIOS field, and the inverse times the element is one.
        #[test]
        fn fast_field_matches_generic(a: [u32; N], b: [u32; N]) {
            let b = GENERIC.reduce_once(&b);
            proptest::prop_assert_eq!(mul(&a, &b), GENERIC.mul(&a, &b));
            proptest::prop_assert_eq!(reduce_by_chains(&product(&a, &b)), GENERIC.mul(&a, &b));
            let a = GENERIC.reduce_once(&a);
            proptest::prop_assert_eq!(square(&a), GENERIC.square(&a));
            proptest::prop_assert_eq!(add(&a, &b), GENERIC.add(&a, &b));
            proptest::prop_assert_eq!(sub(&a, &b), GENERIC.sub(&a, &b));
            proptest::prop_assert_eq!(sub(&b, &a), GENERIC.sub(&b, &a));
            let inverse = invert(&a);
            proptest::prop_assert_eq!(inverse, GENERIC.invert(&a));
            if a != [0; N] {
                proptest::prop_assert_eq!(mul(&a, &inverse), GENERIC.one());
            }
        }

        /// Products near the top of the range (limbs of all ones) exercise the final subtraction.
        #[test]
        fn extreme_limbs(mask_a: u8, mask_b: u8) {
            let spread = |m: u8| core::array::from_fn::<u32, N, _>(|i| if m >> i & 1 == 1 { u32::MAX } else { 1 << i });
            let (a, b) = (spread(mask_a), GENERIC.reduce_once(&spread(mask_b)));
            proptest::prop_assert_eq!(mul(&a, &b), GENERIC.mul(&a, &b));
            proptest::prop_assert_eq!(reduce_by_chains(&product(&a, &b)), GENERIC.mul(&a, &b));
        }
    }
}
