//! Integers modulo the group order L = 2^252 + 27742317777372353535851937790883648493 (RFC 8032 §5.1).
//!
//! | operation | technique | cost driver |
//! | --- | --- | --- |
//! | [`reduce_wide`], [`mul_add`]'s reduction | Barrett (HAC 14.42) with 32-bit words: `q = ((x >> 224) mu) >> 288`, `r = x - q L mod 2^288`, then two masked subtractions of L | 153 multiply-accumulates |
//! | [`mul_add`] product | schoolbook 8 x 8 words | 64 multiply-accumulates |
//!
//! Every product is a loop of rows of one out-of-line function ([`mul_add_row`], the row unrolled); fully
//! unrolled, the reduction alone was 1.8 KB of code. On the M4 model this made Ed25519 table signing
//! 0.5 % slower and the small configuration's signer 574 bytes smaller.
//!
//! Time and memory accesses depend only on the (public) lengths: the final subtractions are masked
//! selects, never a branch. (Before: a bit-serial shift-and-subtract reduction, 512 x 8-word steps,
//! ~62 k cycles per reduction on the M4; the tests keep it as the reference.) On Cortex-M3 the 32x32 ->
//! 64-bit multiplies carry the `UMULL` early-termination caveat described in [`super::field`].

use crate::wipe::wipe_words;

/// `a * b + lo + hi` as (low word, high word), through a `u64` product: `UMULL`/`UMLAL` on Armv7-M,
/// compiler-builtins' `__aeabi_lmul` on Armv6-M, as in [`mul_add`] (not `arch::fe25519_umaal`'s 16 x 16
/// form, which `ct-check` found compiled with a data-dependent branch on the M0+).
#[inline(always)]
fn umaal(lo: u32, hi: u32, a: u32, b: u32) -> (u32, u32) {
    let t = a as u64 * b as u64 + lo as u64 + hi as u64;
    (t as u32, (t >> 32) as u32)
}

/// L as little-endian 32-bit words.
const L: [u32; 8] = [0x5cf5_d3ed, 0x5812_631a, 0xa2f7_9cd6, 0x14de_f9de, 0, 0, 0, 0x1000_0000];

/// Little-endian words of a byte string (length a multiple of 4).
fn words<const W: usize>(bytes: &[u8]) -> [u32; W] {
    let mut out = [0u32; W];
    for (w, chunk) in out.iter_mut().zip(bytes.chunks_exact(4)) {
        *w = u32::from_le_bytes([chunk[0], chunk[1], chunk[2], chunk[3]]);
    }
    out
}

fn to_bytes(w: &[u32; 8]) -> [u8; 32] {
    let mut out = [0u8; 32];
    for (chunk, x) in out.chunks_exact_mut(4).zip(w.iter()) {
        chunk.copy_from_slice(&x.to_le_bytes());
    }
    out
}

/// `r - L` and the borrow out (1 when r < L).
fn sub_l(r: &[u32; 8]) -> ([u32; 8], u32) {
    let mut out = [0u32; 8];
    let mut borrow = 0u64;
    for i in 0..8 {
        let d = (r[i] as u64).wrapping_sub(L[i] as u64).wrapping_sub(borrow);
        out[i] = d as u32;
        borrow = (d >> 63) & 1;
    }
    (out, borrow as u32)
}

/// Barrett's constant mu = floor(2^512 / L) (260 bits), little-endian words; a test checks
/// `mu L <= 2^512 < (mu + 1) L`.
const MU: [u32; 9] =
    [0x0a2c_131b, 0xed9c_e5a3, 0x0863_29a7, 0x2106_215d, 0xffff_ffeb, 0xffff_ffff, 0xffff_ffff, 0xffff_ffff, 0xf];

/// `acc[..N] += q * m`, returning the word carried out (the caller stores it at `acc[N]`): one row of a
/// schoolbook product. Out of line, with the row unrolled and the rows in a loop: the Barrett reduction and
/// the product of [`mul_add`] fully unrolled were 1.8 KB of code, more than any other function of an
/// Ed25519 signer but the point formulas (the small configuration counts every byte).
#[inline(never)]
fn mul_add_row<const N: usize>(acc: &mut [u32; N], q: u32, m: &[u32; N]) -> u32 {
    let mut carry = 0;
    for (a, &mj) in acc.iter_mut().zip(m) {
        (*a, carry) = umaal(*a, carry, q, mj);
    }
    carry
}

/// `x * y` into `out` by rows of [`mul_add_row`]: `out[..N]` must hold the addend (zero for a plain product)
/// and `out[N..]` zeros; `M + N` words are enough for any M-word x and N-word y, so nothing is carried out.
fn mul_rows<const M: usize, const N: usize, const W: usize>(out: &mut [u32; W], x: &[u32; M], y: &[u32; N]) {
    // A too-short `out` is a compile error, so the window below is always there (its `get_mut` only keeps
    // a panic path out of the code).
    const { assert!(W >= M + N) };
    for (i, &xi) in x.iter().enumerate() {
        // Row i adds into out[i..i + N] and sets out[i + N], which no earlier row reached.
        if let Some(window) = out.get_mut(i..i + N + 1) {
            let (row, top) = window.split_at_mut(N);
            if let (Ok(row), Some(top)) = (<&mut [u32; N]>::try_from(row), top.first_mut()) {
                *top = mul_add_row(row, xi, y);
            }
        }
    }
}

/// `x mod L` for any 512-bit x, by Barrett reduction (HAC algorithm 14.42, base 2^32, k = 8).
fn reduce(x: &[u32; 16]) -> [u32; 8] {
    // q1 = x >> 224 (9 words); q3 = (q1 mu) >> 288: the high 9 words of the 18-word product.
    let mut q1 = [0u32; 9];
    q1.copy_from_slice(&x[7..16]);
    let mut q2 = [0u32; 18];
    mul_rows(&mut q2, &q1, &MU);
    let mut q3 = [0u32; 9];
    q3.copy_from_slice(&q2[9..18]);
    // r2 = q3 L mod 2^288: the low 9 words of the whole 17-word product (the 27 products above word 8
    // are wasted, which costs less than a second, truncating row function would take in code).
    let mut r2 = [0u32; 17];
    mul_rows(&mut r2, &q3, &L);
    // r = x - r2 mod 2^288, which is below 3L: subtract L at most twice, each time under a mask.
    let mut r = [0u32; 9];
    let mut borrow = 0u64;
    for i in 0..9 {
        let d = (x[i] as u64).wrapping_sub(r2[i] as u64).wrapping_sub(borrow);
        r[i] = d as u32;
        borrow = (d >> 63) & 1;
    }
    for _ in 0..2 {
        subtract_l_if_not_below(&mut r);
    }
    for secret in [&mut q1[..], &mut q2, &mut q3, &mut r2] {
        wipe_words(secret);
    }
    let mut out = [0u32; 8];
    out.copy_from_slice(&r[..8]);
    wipe_words(&mut r);
    out
}

/// `r -= L` when r >= L (r < 2^288), in constant time.
#[inline(never)]
fn subtract_l_if_not_below(r: &mut [u32; 9]) {
    let mut diff = [0u32; 9];
    let mut borrow = 0u64;
    for i in 0..9 {
        let li = if i < 8 { L[i] } else { 0 };
        let d = (r[i] as u64).wrapping_sub(li as u64).wrapping_sub(borrow);
        diff[i] = d as u32;
        borrow = (d >> 63) & 1;
    }
    // keep = all ones when r >= L (no borrow): take the difference. (`hide`: without it LLVM may
    // compile this selection into a branch on the borrow, which `emcrypt-bench ct-check` would find.)
    let keep = crate::arch::hide(borrow as u32).wrapping_sub(1);
    for (w, d) in r.iter_mut().zip(diff.iter()) {
        *w = (*w & !keep) | (d & keep);
    }
    wipe_words(&mut diff);
}

/// A 64-byte little-endian integer (a SHA-512 output) reduced mod L.
pub fn reduce_wide(bytes: &[u8; 64]) -> [u8; 32] {
    let mut x = words::<16>(bytes);
    let out = to_bytes(&reduce(&x));
    wipe_words(&mut x);
    out
}

/// Whether a 32-byte little-endian integer is below L (the signature-malleability check on S).
pub fn is_canonical(bytes: &[u8; 32]) -> bool {
    sub_l(&words::<8>(bytes)).1 == 1
}

/// `a * b + c mod L` for any 256-bit a, b, c.
pub fn mul_add(a: &[u8; 32], b: &[u8; 32], c: &[u8; 32]) -> [u8; 32] {
    let (mut a, mut b, mut c) = (words::<8>(a), words::<8>(b), words::<8>(c));
    // 512-bit product plus c: (2^256 - 1)^2 + 2^256 - 1 < 2^512.
    let mut acc = [0u32; 16];
    acc[..8].copy_from_slice(&c);
    mul_rows(&mut acc, &a, &b);
    let out = to_bytes(&reduce(&acc));
    for secret in [&mut a[..], &mut b, &mut c, &mut acc] {
        wipe_words(secret);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The former bit-serial reduction, kept as the reference for Barrett's: each of the 512 steps
    /// doubles the remainder, adds the next bit of x and subtracts L when the result is not below it.
    fn reduce_bit_serial(x: &[u32; 16]) -> [u32; 8] {
        let mut r = [0u32; 8];
        for i in (0..512).rev() {
            let bit = (x[i / 32] >> (i % 32)) & 1;
            let mut carry = bit;
            for w in r.iter_mut() {
                let next = *w >> 31;
                *w = (*w << 1) | carry;
                carry = next;
            }
            let (diff, borrow) = sub_l(&r);
            if borrow == 0 {
                r = diff;
            }
        }
        r
    }

    #[test]
    fn barrett_constant() {
        // mu L <= 2^512 < (mu + 1) L, with 9 x 8-word schoolbook products (17 words, the top one 0 or 1).
        let product = |m: &[u32; 9]| {
            let mut t = [0u32; 18];
            for i in 0..9 {
                let mut carry = 0u64;
                for j in 0..8 {
                    let v = m[i] as u64 * L[j] as u64 + t[i + j] as u64 + carry;
                    t[i + j] = v as u32;
                    carry = v >> 32;
                }
                t[i + 8] = carry as u32;
            }
            t
        };
        let low = product(&MU);
        assert!(low[16] == 0 && low[17] == 0, "mu L < 2^512");
        let mut mu_plus_1 = MU;
        mu_plus_1[0] += 1; // MU[0] is not all ones
        let high = product(&mu_plus_1);
        assert_eq!(high[16], 1, "(mu + 1) L >= 2^512");
    }

    proptest::proptest! {
        /// Barrett agrees with the bit-serial reduction on any 512-bit input, including all ones and
        /// values just around multiples of L (x = q L + small, built from random words).
        #[test]
        fn barrett_matches_bit_serial(x in proptest::array::uniform16(proptest::prelude::any::<u32>()), top in 0u32..3) {
            let mut x = x;
            if top == 0 {
                x = [u32::MAX; 16];
            }
            proptest::prop_assert_eq!(reduce(&x), reduce_bit_serial(&x));
            // x mod L + L, 2L, 3L: the final subtractions' edge cases
            let mut small = [0u32; 16];
            small[..8].copy_from_slice(&reduce(&x));
            for _ in 0..top {
                let mut carry = 0u64;
                for i in 0..16 {
                    let v = small[i] as u64 + if i < 8 { L[i] as u64 } else { 0 } + carry;
                    small[i] = v as u32;
                    carry = v >> 32;
                }
                proptest::prop_assert_eq!(reduce(&small), reduce_bit_serial(&small));
            }
        }
    }

    #[test]
    fn reduces_l_and_multiples() {
        let l = to_bytes(&L);
        assert!(!is_canonical(&l));
        let mut l_minus_1 = l;
        l_minus_1[0] -= 1;
        assert!(is_canonical(&l_minus_1));
        let mut wide = [0u8; 64];
        wide[..32].copy_from_slice(&l);
        assert_eq!(reduce_wide(&wide), [0u8; 32]);
        // (L - 1) * (L - 1) + 0 = 1 mod L
        let mut one = [0u8; 32];
        one[0] = 1;
        assert_eq!(mul_add(&l_minus_1, &l_minus_1, &[0u8; 32]), one);
        // 2^256 - 1 squared plus 2^256 - 1 must not overflow
        let ones = [0xffu8; 32];
        let _ = mul_add(&ones, &ones, &ones);
    }
}
