//! Constant-time GHASH on 32-bit integer multiplies (the idea of BearSSL's `ghash_ctmul32`).
//!
//! # The 32×32 carry-less multiply
//! A carry-less product is an integer product without carries. Keeping only every fourth bit of each
//! operand spaces the partial products so that the carries of an integer multiply land in bits we throw
//! away (a column sums at most 8 one-bit terms, which fits in the 4 bits before the next kept column):
//! sixteen integer multiplies of masked operands give a 32×32 carry-less product. Two ways, chosen per core:
//!
//! | multiplier | product | used on | why |
//! | --- | --- | --- | --- |
//! | [`clmul32_wide`] | 16 `UMULL` (32×32→64) give all 64 bits at once | Cortex-M4, M33 (cfg `emcrypt_umaal`) | `UMULL` is single-cycle there, whatever the operands |
//! | [`clmul32_split`] | 16 `MUL` (low 32 bits) for the low half, 16 more on bit-reversed operands for the high half | Cortex-M0+ (no long multiply), Cortex-M3 (its `UMULL` terminates early: it would leak), host | only the low halves of integer products |
//!
//! # The 128×128 product and the reduction
//! * Karatsuba at both levels: a 128×128 product is three 64×64 ones, each three 32×32 ones: nine
//!   32×32 products (instead of 16), from nine operands per side ([`karatsuba_operands`]). H's nine are
//!   computed once per key.
//! * Aggregated reduction: `Y' = (Y ⊕ X1)·H^4 ⊕ X2·H^3 ⊕ X3·H^2 ⊕ X4·H`. The Karatsuba recombination and
//!   the reduction are linear, so the nine 64-bit sub-products of the four blocks are XORed together first
//!   and recombined and reduced once per four blocks. The key holds H, H^2, H^3, H^4.
//! * Bit-reflected domain: GCM numbers the bits of a block from the most significant end, so the block read
//!   as a big-endian integer is the field element with its bits reversed. Multiplying two reversed
//!   128-bit values as integers gives the reversed 256-bit product shifted right by one bit, so the
//!   whole computation stays in that domain (one shift before the reduction, which then shifts right
//!   where it would shift left): no bit reversal of the blocks or the result.
//!
//! No table, no secret-dependent branch or index.
//!
//! # Speed (Cortex-M4 model, GHASH part of AES-128-GCM encryption over 8000 bytes, `--profile`)
//! | version | GHASH cycles/byte | AES-128-GCM (fixsliced) cycles/byte |
//! | --- | --- | --- |
//! | one reduction per block, split multiplier with `RBIT`, bit reversal of every block (before) | about 85 | 240.3 |
//! | aggregated over four blocks, reflected domain, `UMULL` in assembly | 54.5 | 212.1 (147.7 with the FPU-spilling AES) |
//! | whole groups of four in one assembly routine (`arch/ghash_ctmul32_armv7m.s`, now) | 37.2 | 129.9 |
//!
//! The assembly routine (cfg `emcrypt_umaal`) runs every whole group of four blocks; the tail of fewer than
//! four blocks and the key's powers take the Rust path above. What it changes, each step measured on
//! `aes128-fixsliced/gcm-enc/8000` (M4 model, `--profile`, known answer passed; the case was 1,175,738
//! cycles before, with the counter-mode single-pass XOR):
//! * no Rust between the products: per group the 36 Karatsuba operands go to the stack frame and, position
//!   by position, the four products of a position are summed in two registers (the nine 64-bit sums never
//!   go through memory); both operands of a 32×32 product are masked once into eight registers (8 `BIC`
//!   instead of 20); in each product four pairs of partial products of one class whose bit distances
//!   differ by 4 are added by `UMLAL` rather than XORed (a column of such a sum counts at most 15 terms:
//!   `umlal_pairs_fit`), 24 `EOR` instead of 32; recombination and reduction in registers (the 256-bit
//!   shift by one as an `ADDS`/`ADC` chain): 1,052,752 cycles, GHASH 623 cycles a block (was 872);
//! * the key's operands copied into the frame once per call and the position loop addressed from `sp`
//!   (which steps down 12 bytes a step, so every operand is at a fixed offset and nothing read lies below
//!   `sp`): 3 cycles of loads per product instead of 5: 1,038,762 cycles, GHASH 595 cycles a block
//!   (297,714 in the routine: about 61 cycles per 32×32 product, 16 of them multiplies). Costs: 2.9 KB of
//!   code, 392 bytes of stack in the routine, about 200 cycles per call (key copy, wiping the frame).
//!
//! The Cortex-M0+ and M3 (split multiplier, no assembly) gain from the aggregation and the reflected domain
//! only: AES-128-GCM (fixsliced) over 8000 bytes takes 3,830,608 cycles on the M0+ model (478.8 c/B) and
//! 1,463,579 on the M3 model (182.9 c/B), full runs of session 25.

use super::ghash::Ghash;
use crate::cipher::Block;
use crate::wipe::wipe_words;
use zeroize::Zeroize;

/// Blocks hashed per reduction (powers of H kept in the key).
const AGGREGATE: usize = 4;

/// Constant-time GHASH: H, H^2, H^3, H^4 kept as their Karatsuba operands, and their bit reversals (for the
/// split multiplier).
pub struct Ctmul32 {
    /// `powers[k]`: Karatsuba operands of H^(k+1), in the reflected domain.
    powers: [[u32; 9]; AGGREGATE],
    /// The same, each word bit-reversed (read by [`clmul32_split`] only).
    powers_rev: [[u32; 9]; AGGREGATE],
}

/// Low 32 bits of the carry-less product of `x` and `y`, from sixteen 32-bit integer multiplies of operands
/// masked to every fourth bit.
#[cfg_attr(emcrypt_umaal, allow(dead_code))]
#[inline(always)]
fn clmul_lo(x: u32, y: u32) -> u32 {
    const M0: u32 = 0x1111_1111;
    let (x0, x1, x2, x3) = (x & M0, x & (M0 << 1), x & (M0 << 2), x & (M0 << 3));
    let (y0, y1, y2, y3) = (y & M0, y & (M0 << 1), y & (M0 << 2), y & (M0 << 3));
    let m = u32::wrapping_mul;
    // Products whose kept bits fall in the bit positions congruent to k mod 4.
    let z0 = m(x0, y0) ^ m(x1, y3) ^ m(x2, y2) ^ m(x3, y1);
    let z1 = m(x0, y1) ^ m(x1, y0) ^ m(x2, y3) ^ m(x3, y2);
    let z2 = m(x0, y2) ^ m(x1, y1) ^ m(x2, y0) ^ m(x3, y3);
    let z3 = m(x0, y3) ^ m(x1, y2) ^ m(x2, y1) ^ m(x3, y0);
    (z0 & M0) | (z1 & (M0 << 1)) | (z2 & (M0 << 2)) | (z3 & (M0 << 3))
}

/// The 64-bit carry-less product of `x` and `y` from two [`clmul_lo`]: the low half directly, the high half
/// on the bit-reversed operands (`rev(clmul_lo(rev x, rev y))` holds bits 31..62 of the product, hence the
/// shift by one). `x_rev`, `y_rev` are `x`, `y` bit-reversed. Only 32-bit multiplies.
#[cfg_attr(emcrypt_umaal, allow(dead_code))]
#[inline(always)]
fn clmul32_split(x: u32, y: u32, x_rev: u32, y_rev: u32) -> u64 {
    let lo = clmul_lo(x, y);
    let hi = clmul_lo(x_rev, y_rev).reverse_bits() >> 1;
    u64::from(lo) | (u64::from(hi) << 32)
}

/// The 64-bit carry-less product of `x` and `y` from sixteen 32×32→64 integer multiplies (`UMULL`) of
/// operands masked to every fourth bit: a column of each product sums at most 8 terms.
#[allow(dead_code)] // outside the tests: M4/M33 run its assembly twin, other cores the split multiplier
#[inline(always)]
fn clmul32_wide(x: u32, y: u32) -> u64 {
    const M0: u64 = 0x1111_1111_1111_1111;
    let mask = |k: u32| (M0 << k) as u32;
    let (x0, x1, x2, x3) = (x & mask(0), x & mask(1), x & mask(2), x & mask(3));
    let (y0, y1, y2, y3) = (y & mask(0), y & mask(1), y & mask(2), y & mask(3));
    let m = |a: u32, b: u32| u64::from(a) * u64::from(b);
    let z0 = m(x0, y0) ^ m(x1, y3) ^ m(x2, y2) ^ m(x3, y1);
    let z1 = m(x0, y1) ^ m(x1, y0) ^ m(x2, y3) ^ m(x3, y2);
    let z2 = m(x0, y2) ^ m(x1, y1) ^ m(x2, y0) ^ m(x3, y3);
    let z3 = m(x0, y3) ^ m(x1, y2) ^ m(x2, y1) ^ m(x3, y0);
    (z0 & M0) | (z1 & (M0 << 1)) | (z2 & (M0 << 2)) | (z3 & (M0 << 3))
}

/// The nine 32-bit operands of a two-level Karatsuba product of the 128-bit value `w` (words `w[0]` low):
/// for each 64-bit half and for their sum, the low word, the high word and their sum.
#[inline(always)]
fn karatsuba_operands(w: u128) -> [u32; 9] {
    let w = [w as u32, (w >> 32) as u32, (w >> 64) as u32, (w >> 96) as u32];
    let (s0, s1) = (w[0] ^ w[2], w[1] ^ w[3]);
    [w[0], w[1], w[0] ^ w[1], w[2], w[3], w[2] ^ w[3], s0, s1, s0 ^ s1]
}

/// Recombines the nine 64-bit Karatsuba sub-products into the 256-bit carry-less product `(high, low)`.
#[inline(always)]
fn karatsuba_combine(p: &[u64; 9]) -> (u128, u128) {
    // One 64×64 level: products 3g, 3g+1 (halves) and 3g+2 (their sum).
    let mul64 = |g: usize| -> u128 {
        let (p0, p1, p2) = (p[3 * g], p[3 * g + 1], p[3 * g + 2]);
        u128::from(p0) ^ (u128::from(p2 ^ p0 ^ p1) << 32) ^ (u128::from(p1) << 64)
    };
    let (q0, q1, q2) = (mul64(0), mul64(1), mul64(2));
    let mid = q2 ^ q0 ^ q1;
    (q1 ^ (mid >> 64), q0 ^ (mid << 64))
}

/// Reduces a 256-bit product of two reflected operands to the reflected field element.
///
/// The integer product of reflected operands is the reflected product shifted right by one; after the
/// shift back, the `high` 128 bits hold the reflected low half of the true product and `low` the reflected
/// high half `h`. `x^128 = x^7 + x^2 + x + 1` folds `h` back as `h·(1 + x + x^2 + x^7)`, multiplications
/// by x being right shifts here; the bits that fall off the end (degrees 128..134) fold in once more.
#[inline(always)]
fn reduce(high: u128, low: u128) -> u128 {
    let (lo_half, hi_half) = ((high << 1) | (low >> 127), low << 1);
    let overflow = (hi_half << 127) ^ (hi_half << 126) ^ (hi_half << 121);
    let h = hi_half ^ overflow;
    lo_half ^ h ^ (h >> 1) ^ (h >> 2) ^ (h >> 7)
}

/// One of the two 32×32 multipliers, chosen by core (see the module docs).
trait Multiplier {
    /// The carry-less product of `x` and operand `i` of the key's power `power` (H^(power+1)).
    fn clmul(key: &Ctmul32, power: usize, i: usize, x: u32) -> u64;
}

/// [`clmul32_wide`] (each multiplier is compiled everywhere, so the host tests check both).
#[cfg_attr(not(emcrypt_umaal), allow(dead_code))]
struct Wide;
/// [`clmul32_split`].
#[cfg_attr(emcrypt_umaal, allow(dead_code))]
struct Split;

impl Multiplier for Wide {
    #[inline(always)]
    fn clmul(key: &Ctmul32, power: usize, i: usize, x: u32) -> u64 {
        // On the cores that use it, the same algorithm in assembly (`arch/aes_gcm_clmul.rs`): the compiler
        // spills the high halves of the products.
        #[cfg(emcrypt_umaal)]
        return crate::arch::aes_gcm_clmul::clmul32(x, key.powers[power][i]);
        #[cfg(not(emcrypt_umaal))]
        clmul32_wide(x, key.powers[power][i])
    }
}

impl Multiplier for Split {
    #[inline(always)]
    fn clmul(key: &Ctmul32, power: usize, i: usize, x: u32) -> u64 {
        clmul32_split(x, key.powers[power][i], x.reverse_bits(), key.powers_rev[power][i])
    }
}

/// The multiplier of this core: `UMULL` where it is single-cycle.
#[cfg(emcrypt_umaal)]
type CoreMultiplier = Wide;
#[cfg(not(emcrypt_umaal))]
type CoreMultiplier = Split;

impl Ctmul32 {
    /// `a · b` for reflected field elements, `b` given as its operands (the plain, non-aggregated product).
    fn mul_by_operands<M: Multiplier>(key: &Ctmul32, a: u128, power: usize) -> u128 {
        let ops = karatsuba_operands(a);
        let p: [u64; 9] = core::array::from_fn(|i| M::clmul(key, power, i, ops[i]));
        let (high, low) = karatsuba_combine(&p);
        reduce(high, low)
    }

    /// Builds the key from H in the reflected domain.
    fn from_h(h: u128) -> Self {
        let mut key = Self { powers: [[0; 9]; AGGREGATE], powers_rev: [[0; 9]; AGGREGATE] };
        let mut power = h;
        for k in 0..AGGREGATE {
            if k > 0 {
                // H^(k+1) = H^k · H, with H (power 0) already in the key.
                power = Self::mul_by_operands::<CoreMultiplier>(&key, power, 0);
            }
            key.powers[k] = karatsuba_operands(power);
            key.powers_rev[k] = key.powers[k].map(u32::reverse_bits);
        }
        power.zeroize();
        key
    }

    /// `y = (((y ⊕ X1)·H ⊕ X2)·H ...)`, up to four blocks per reduction, with multiplier `M`.
    #[inline(always)]
    fn absorb<M: Multiplier>(&self, y: &mut Block, blocks: &[Block]) {
        let mut acc = u128::from_be_bytes(*y);
        for group in blocks.chunks(AGGREGATE) {
            // Block j of a group of n is multiplied by H^(n-j); the accumulator joins the first one.
            let mut sums = [0u64; 9];
            for (j, block) in group.iter().enumerate() {
                let mut x = u128::from_be_bytes(*block);
                if j == 0 {
                    x ^= acc;
                }
                let ops = karatsuba_operands(x);
                let power = group.len() - 1 - j;
                for i in 0..9 {
                    sums[i] ^= M::clmul(self, power, i, ops[i]);
                }
            }
            let (high, low) = karatsuba_combine(&sums);
            acc = reduce(high, low);
        }
        *y = acc.to_be_bytes();
    }
}

impl Ghash for Ctmul32 {
    fn new(h: &Block) -> Self {
        Self::from_h(u128::from_be_bytes(*h))
    }

    fn update(&self, y: &mut Block, blocks: &[Block]) {
        // On M4/M33 the whole groups of four run in assembly (`arch/ghash_ctmul32_armv7m.s`), the rest here.
        #[cfg(emcrypt_umaal)]
        let blocks = {
            let (groups, rest) = blocks.as_chunks::<AGGREGATE>();
            if !groups.is_empty() {
                let mut acc = u128::from_be_bytes(*y);
                let mut words = [acc as u32, (acc >> 32) as u32, (acc >> 64) as u32, (acc >> 96) as u32];
                crate::arch::ghash_ctmul32_armv7m::absorb_groups(&mut words, &self.powers, groups);
                acc = words.iter().rev().fold(0u128, |a, &w| (a << 32) | u128::from(w));
                *y = acc.to_be_bytes();
                words.zeroize();
                acc.zeroize();
            }
            rest
        };
        self.absorb::<CoreMultiplier>(y, blocks);
    }
}

impl Drop for Ctmul32 {
    fn drop(&mut self) {
        wipe_words(self.powers.as_flattened_mut());
        wipe_words(self.powers_rev.as_flattened_mut());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Carry-less product, one bit at a time (the definition).
    fn clmul_reference(x: u32, y: u32) -> u64 {
        (0..32).filter(|i| y >> i & 1 == 1).fold(0u64, |acc, i| acc ^ (u64::from(x) << i))
    }

    /// GF(2^128) product in GCM's bit order, one bit at a time (SP 800-38D Algorithm 1).
    fn gf_mul_reference(x: u128, y: u128) -> u128 {
        let (mut z, mut v) = (0u128, y);
        for i in 0..128 {
            if x >> (127 - i) & 1 == 1 {
                z ^= v;
            }
            v = (v >> 1) ^ ((v & 1) * (0xe1 << 120));
        }
        z
    }

    fn xorshift(s: &mut u64) -> u64 {
        *s ^= *s << 13;
        *s ^= *s >> 7;
        *s ^= *s << 17;
        *s
    }

    #[test]
    fn both_multipliers_match_the_definition() {
        let mut s = 0x1234_5678_9abc_def0u64;
        let check = |x: u32, y: u32| {
            let full = clmul_reference(x, y);
            assert_eq!(clmul32_split(x, y, x.reverse_bits(), y.reverse_bits()), full);
            assert_eq!(clmul32_wide(x, y), full);
        };
        for _ in 0..2000 {
            let r = xorshift(&mut s);
            check(r as u32, (r >> 32) as u32);
        }
        check(u32::MAX, u32::MAX);
        check(0, u32::MAX);
    }

    /// The 32×32 product as the M4 assembly (`arch/ghash_ctmul32_armv7m.s`) computes it: class by class, the
    /// products of a class whose bit distances `a + b` differ by 4 added as integers (`UMLAL`) in pairs.
    fn clmul32_umlal_pairs(x: u32, y: u32) -> u64 {
        const M0: u64 = 0x1111_1111_1111_1111;
        let m = |a: u32, b: u32| u64::from(x & (0x1111_1111 << a)) * u64::from(y & (0x1111_1111 << b));
        let add = u64::wrapping_add;
        let z0 = add(m(0, 0), m(1, 3)) ^ m(2, 2) ^ m(3, 1);
        let z1 = add(m(0, 1), m(2, 3)) ^ add(m(1, 0), m(3, 2));
        let z2 = add(m(0, 2), m(3, 3)) ^ m(1, 1) ^ m(2, 0);
        let z3 = m(0, 3) ^ m(1, 2) ^ m(2, 1) ^ m(3, 0);
        (z0 & M0) | (z1 & (M0 << 1)) | (z2 & (M0 << 2)) | (z3 & (M0 << 3))
    }

    /// The `UMLAL` pairs of the assembly never carry into the next column of their class: on all-ones
    /// operands (the most terms per column: a column only loses terms when bits are cleared) every column
    /// of a pair's sum counts at most 15 terms.
    #[test]
    fn umlal_pairs_fit() {
        let pairs = [((0, 0), (1, 3)), ((0, 1), (2, 3)), ((1, 0), (3, 2)), ((0, 2), (3, 3))];
        let terms = |(a, b): (usize, usize), c: usize| {
            (0..32).filter(|&i| i % 4 == a && c >= i && c - i < 32 && (c - i) % 4 == b).count()
        };
        for (p, q) in pairs {
            for c in 0..64 {
                assert!(terms(p, c) + terms(q, c) <= 15, "{p:?} + {q:?}, column {c}");
            }
        }
    }

    #[test]
    fn umlal_pair_model_matches_the_definition() {
        let mut s = 0x5eed_0f_a11_u64;
        let check = |x: u32, y: u32| assert_eq!(clmul32_umlal_pairs(x, y), clmul_reference(x, y), "{x:#x} {y:#x}");
        for _ in 0..5000 {
            let r = xorshift(&mut s);
            check(r as u32, (r >> 32) as u32);
        }
        for (x, y) in [(u32::MAX, u32::MAX), (0, u32::MAX), (u32::MAX, 0x8000_0001), (0xffff_0000, 0x0000_ffff)] {
            check(x, y);
            check(y, x);
        }
    }

    /// Both multipliers, through the aggregated absorption with every group size, against the bitwise
    /// Horner evaluation of GHASH.
    #[test]
    fn aggregated_ghash_matches_the_definition_with_both_multipliers() {
        let mut s = 0x0bad_cafe_dead_beefu64;
        let mut next128 = || (u128::from(xorshift(&mut s)) << 64) | u128::from(xorshift(&mut s));
        for n in 0..=9 {
            let h = next128();
            let y0 = next128();
            let blocks: [Block; 9] = core::array::from_fn(|_| next128().to_be_bytes());
            let expected = blocks[..n].iter().fold(y0, |y, b| gf_mul_reference(y ^ u128::from_be_bytes(*b), h));
            let key = Ctmul32::new(&h.to_be_bytes());
            for absorb in [Ctmul32::absorb::<Wide>, Ctmul32::absorb::<Split>] {
                let mut y = y0.to_be_bytes();
                absorb(&key, &mut y, &blocks[..n]);
                assert_eq!(u128::from_be_bytes(y), expected, "{n} blocks");
            }
        }
    }
}
