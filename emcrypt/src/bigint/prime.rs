//! Probable-prime testing for key generation (FIPS 186-5 B.3.1): trial division by the odd primes below
//! 2^11, then Miller–Rabin rounds with random bases, constant time in the candidate's value.
//!
//! | step | technique | cost (1024-bit candidate) | constant time |
//! | --- | --- | --- | --- |
//! | [`has_small_factor`] | remainder by each of the 308 odd primes below 2048, 16 bits at a time, Barrett reduction with a precomputed `2^32/p` and one masked correction | about 20,000 multiplications | yes; the caller's reaction to the answer is observable |
//! | Miller–Rabin round | `z = b^m mod w` by the fixed-window [`mod_exp`], then 31 masked squarings (`w - 1 = 2^a·m`, `a ≤ 32`) | one 1024-bit exponentiation (window 4) | yes, except the early return on a composite |
//!
//! # What an observer learns
//! A rejected candidate is rejected as soon as it fails (after trial division, or after the first
//! Miller–Rabin round it fails): the time tells which test a *rejected* candidate failed, nothing else.
//! For the accepted prime all the work is a fixed sequence for its bit length: its value steers no branch,
//! no memory index and no loop bound. One exception, documented at [`is_probable_prime`]: when `2^33`
//! divides `w - 1` (probability `2^-32` for a random odd `w`), the squarings run `bits(w) - 1` times
//! instead of 31, which shows. RSA key generation refuses such candidates before testing them.
//!
//! The number of rounds is the caller's: FIPS 186-5 Table B.1 asks 5 rounds for 1024-bit RSA primes
//! (error `2^-112`) and 4 for 1536- and 2048-bit ones (`2^-128`, `2^-144`), see [`rsa_rounds`].

use super::limbs;
use super::montgomery::Montgomery;
use super::reduce::{reduce, reduce_work_limbs};
use super::window_exp::{mod_exp, mod_exp_work_limbs, Window};
use crate::Error;
use rand_core::TryCryptoRng;
use zeroize::Zeroize;

/// Trial division uses the odd primes below this bound.
const SIEVE_LIMIT: usize = 2048;

/// `composite[i]` for `i < SIEVE_LIMIT` (the sieve of Eratosthenes, run by the compiler).
const COMPOSITE: [bool; SIEVE_LIMIT] = {
    let mut composite = [false; SIEVE_LIMIT];
    composite[0] = true;
    composite[1] = true;
    let mut i = 2;
    while i * i < SIEVE_LIMIT {
        if !composite[i] {
            let mut j = i * i;
            while j < SIEVE_LIMIT {
                composite[j] = true;
                j += i;
            }
        }
        i += 1;
    }
    composite
};

/// Number of odd primes below [`SIEVE_LIMIT`] (308).
const SMALL_PRIME_COUNT: usize = {
    let (mut n, mut i) = (0, 3);
    while i < SIEVE_LIMIT {
        if !COMPOSITE[i] {
            n += 1;
        }
        i += 2;
    }
    n
};

/// The odd primes below [`SIEVE_LIMIT`], each with its Barrett constant `floor(2^32 / p)`.
const SMALL_PRIMES: [(u32, u32); SMALL_PRIME_COUNT] = {
    let mut table = [(0u32, 0u32); SMALL_PRIME_COUNT];
    let (mut n, mut i) = (0, 3);
    while i < SIEVE_LIMIT {
        if !COMPOSITE[i] {
            table[n] = (i as u32, ((1u64 << 32) / i as u64) as u32);
            n += 1;
        }
        i += 2;
    }
    table
};

/// The largest `a` (with `2^a` dividing `w - 1`) the Miller–Rabin squarings cover in their short, fixed
/// loop; larger ones take the long loop (see [`is_probable_prime`]).
pub const MAX_TWOS: usize = 32;

/// Window of the Miller–Rabin exponentiation (CMOX "Mid": 16 table entries).
const MR_WINDOW: Window = Window::MID;

/// Working-buffer limbs [`is_probable_prime`] needs for a `k`-limb candidate.
pub const fn prime_test_work_limbs(k: usize) -> usize {
    // r2, m, base, z, one, minus one, a 2k-limb square; the exponentiation's buffer (which also holds the
    // random bytes and reduction of the base before it is used).
    8 * k + mod_exp_work_limbs(k, MR_WINDOW)
}

/// Miller–Rabin rounds for an RSA prime of `bits` bits: FIPS 186-5 Table B.1 (5 for 1024 bits, 4 from
/// 1536 bits on); 7 below 1024 bits, FIPS 186-4 Table C.3's figure for 512-bit primes.
pub const fn rsa_rounds(bits: usize) -> usize {
    if bits < 1024 {
        7
    } else if bits < 1536 {
        5
    } else {
        4
    }
}

/// `w mod p` for a small prime `p < 2^11`, constant time in `w`: Horner's rule on 16-bit halves, each step
/// `x = r·2^16 + half < 2^27`, `q = floor(x·floor(2^32/p) / 2^32)` is `floor(x/p)` or one less, so
/// `x - q·p < 2p` needs one masked subtraction.
fn small_residue(w: &[u32], p: u32, barrett: u32) -> u32 {
    let mut r = 0u32;
    for &limb in w.iter().rev() {
        for half in [limb >> 16, limb & 0xffff] {
            let x = (r << 16) | half;
            let q = ((x as u64 * barrett as u64) >> 32) as u32;
            r = x - q * p;
            // r - p borrows (top bit set, as r < 2p < 2^12) exactly when r < p.
            let below = crate::arch::hide(r.wrapping_sub(p)) >> 31;
            r -= p & limbs::mask_from_bit(below ^ 1);
        }
    }
    r
}

/// Whether an odd prime below 2048 divides `w`. Every prime is tried whatever the answers, so the time
/// depends only on `w`'s length. For `w` above 2^11 (a small prime would report itself).
pub fn has_small_factor(w: &[u32]) -> bool {
    let mut divisible = 0u32;
    for &(p, barrett) in SMALL_PRIMES.iter() {
        divisible |= limbs::mask_is_zero(small_residue(w, p, barrett));
    }
    divisible != 0
}

/// Shifts out the trailing zero bits of `x` (non-zero), up to `bound` of them; returns how many were
/// shifted out. Masked: `bound` iterations whatever the value.
pub(crate) fn strip_twos(x: &mut [u32], bound: usize) -> u32 {
    let mut count = 0u32;
    for _ in 0..bound {
        let even = limbs::mask_from_bit(!x[0] & 1);
        // Low to high: limb i+1 is still unshifted when limb i reads its low bit.
        for i in 0..x.len() {
            let next = x.get(i + 1).copied().unwrap_or(0);
            let shifted = (x[i] >> 1) | (next << 31);
            x[i] ^= (x[i] ^ shifted) & even;
        }
        count += even & 1;
    }
    count
}

/// Fills `out` with random limbs, 64 bytes per request to the generator.
pub(crate) fn fill_random<R: TryCryptoRng + ?Sized>(rng: &mut R, out: &mut [u32]) -> Result<(), Error> {
    let mut bytes = [0u8; 64];
    for chunk in out.chunks_mut(16) {
        rng.try_fill_bytes(&mut bytes[..4 * chunk.len()]).map_err(|_| Error::RngFailure)?;
        for (limb, b) in chunk.iter_mut().zip(bytes.chunks_exact(4)) {
            *limb = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        }
    }
    bytes.zeroize();
    Ok(())
}

/// Whether `w` is a probable prime: trial division, then `rounds` Miller–Rabin rounds with bases drawn
/// uniformly (up to a bias of `2^-64`) from `[2, w - 2]`.
///
/// `w` is the `k` limbs of the slice; its bit length is treated as public (the Montgomery constant is
/// computed from it), its value is not (see the module docs). Values below 2^11 are answered from the
/// small-prime table, even values are composite (except 2): both by branches, since key generation never
/// asks. When `2^33` divides `w - 1`, the squarings run `bits(w) - 1` times, observable (module docs).
/// `work`: [`prime_test_work_limbs`]`(k)`; wiped on return.
pub fn is_probable_prime<R: TryCryptoRng + ?Sized>(rng: &mut R, w: &[u32], rounds: usize, work: &mut [u32]) -> Result<bool, Error> {
    let k = w.len();
    if work.len() < prime_test_work_limbs(k) {
        return Err(Error::BufferTooSmall);
    }
    if rounds == 0 {
        return Err(Error::InvalidParameter);
    }
    let bits = limbs::bit_length_vartime(w);
    if bits <= 11 {
        let v = w.first().copied().unwrap_or(0) as usize;
        return Ok(v == 2 || (v % 2 == 1 && !COMPOSITE[v]));
    }
    if w[0] & 1 == 0 {
        return Ok(false);
    }
    if has_small_factor(w) {
        return Ok(false);
    }
    let result = miller_rabin(rng, w, bits, rounds, work);
    work.zeroize();
    result
}

/// The Miller–Rabin rounds on an odd `w` of `bits` bits (`k` limbs, `bits > 11`).
fn miller_rabin<R: TryCryptoRng + ?Sized>(rng: &mut R, w: &[u32], bits: usize, rounds: usize, work: &mut [u32]) -> Result<bool, Error> {
    let k = w.len();
    let ctx = Montgomery::new(w)?;
    let (r2, rest) = work.split_at_mut(k);
    let (m, rest) = rest.split_at_mut(k);
    let (base, rest) = rest.split_at_mut(k);
    let (z, rest) = rest.split_at_mut(k);
    let (one, rest) = rest.split_at_mut(k);
    let (minus_one, rest) = rest.split_at_mut(k);
    let (t, scratch) = rest.split_at_mut(2 * k);
    // R² mod w: variable time only in the bit length of w (a doubling loop from its top bit, then masked).
    ctx.r_squared_vartime(r2, &mut t[..k]);
    // w - 1 = 2^a·m with m odd (w is odd: w - 1 is w with bit 0 cleared).
    m.copy_from_slice(w);
    m[0] &= !1;
    let mut a = strip_twos(m, MAX_TWOS);
    let mut squarings = MAX_TWOS;
    if m[0] & 1 == 0 {
        // 2^33 divides w - 1: finish in the long loop, whose length depends on the bit length only.
        a += strip_twos(m, bits - 1 - MAX_TWOS);
        squarings = bits - 1;
    }
    // Montgomery forms of 1 and of w - 1 = -1, the values a round compares with.
    t[..k].fill(0);
    t[0] = 1;
    ctx.to_montgomery(one, &t[..k], r2);
    minus_one.copy_from_slice(w);
    limbs::sub_assign(minus_one, one);
    for _ in 0..rounds {
        random_base(rng, &ctx, r2, base, scratch)?;
        mod_exp(&ctx, z, base, m, bits, r2, MR_WINDOW, scratch)?;
        ctx.mul(&mut t[..k], z, r2);
        z.copy_from_slice(&t[..k]);
        // w passes when b^m = ±1, or b^(m·2^j) = -1 for some 0 < j < a.
        let mut pass = limbs::mask_eq(z, one) | limbs::mask_eq(z, minus_one);
        for j in 1..squarings as u32 {
            ctx.square_assign(z, t);
            // j < a, from the borrow of j - a (both below 2^31).
            let before_a = limbs::mask_from_bit(j.wrapping_sub(a) >> 31);
            pass |= limbs::mask_eq(z, minus_one) & before_a;
        }
        if pass == 0 {
            return Ok(false);
        }
    }
    Ok(true)
}

/// A base uniform in `[2, w - 2]` up to a bias of `2^-64`: `k + 2` random limbs reduced modulo `w`,
/// drawn again in the rare case (probability `3/w`) it lands on 0, 1 or `w - 1`. `scratch`: at least
/// `4k + 2` limbs.
fn random_base<R: TryCryptoRng + ?Sized>(rng: &mut R, ctx: &Montgomery<'_>, r2: &[u32], base: &mut [u32], scratch: &mut [u32]) -> Result<(), Error> {
    let k = ctx.limbs();
    let (wide, rest) = scratch.split_at_mut(k + 2);
    for _ in 0..16 {
        fill_random(rng, wide)?;
        reduce(ctx, base, wide, r2, &mut rest[..reduce_work_limbs(k)])?;
        // Bad: base < 2 or base = w - 1.
        let small = limbs::mask_all_zero(&base[1..]) & limbs::mask_is_zero(base[0] >> 1);
        base[0] ^= 1;
        let top = limbs::mask_eq(base, ctx.modulus());
        base[0] ^= 1;
        if small | top == 0 {
            wide.zeroize();
            return Ok(());
        }
    }
    Err(Error::RngFailure)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_and_residues() {
        assert_eq!(SMALL_PRIME_COUNT, 308);
        assert_eq!(SMALL_PRIMES[0].0, 3);
        assert_eq!(SMALL_PRIMES[SMALL_PRIME_COUNT - 1].0, 2039);
        let w = [0x89ab_cdefu32, 0x0123_4567, 0xdead_beef];
        let value = w.iter().rev().fold(0u128, |acc, x| (acc << 32) | *x as u128);
        for &(p, barrett) in SMALL_PRIMES.iter() {
            assert_eq!(small_residue(&w, p, barrett) as u128, value % p as u128, "p = {p}");
        }
    }

    #[test]
    fn strips_twos() {
        let mut x = [0u32, 0x50];
        assert_eq!(strip_twos(&mut x, 40), 36);
        assert_eq!(x, [5, 0]);
        let mut y = [0x8000_0000u32, 0];
        assert_eq!(strip_twos(&mut y, 4), 4);
        assert_eq!(y, [0x0800_0000, 0]);
    }
}
