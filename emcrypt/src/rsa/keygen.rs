//! RSA key generation (FIPS 186-5 A.1.3, random probable primes), in a caller-provided working buffer.
//!
//! Each prime is a random odd number of exactly `nlen/2` bits with its two top bits set (so `p·q` has
//! exactly `nlen` bits and `p, q ≥ √2·2^(nlen/2 - 1)`), accepted when no odd prime below 2048 divides it,
//! `gcd(p - 1, e) = 1`, `|p - q| > 2^(nlen/2 - 100)` (for `q`), and it passes the Miller–Rabin rounds of
//! FIPS 186-5 Table B.1 ([`crate::bigint::prime`]). Then `d = e^(-1) mod λ(n)`, `λ = lcm(p - 1, q - 1)`,
//! must exceed `2^(nlen/2)`; `dP`, `dQ` and `qInv = q^(-1) mod p` complete the CRT key.
//!
//! | step | technique | constant time |
//! | --- | --- | --- |
//! | candidates | trial division, Miller–Rabin ([`crate::bigint::prime`]) | yes; a rejection is observable |
//! | `λ = (p - 1)/g · (q - 1)`, `g = gcd(p - 1, q - 1)` | `g = 2^s·gcd(odd parts)` by the masked binary gcd, exact division by the odd part (Hensel, limb by limb), masked shifts | yes |
//! | `d`, `dP`, `dQ` | `x^(-1)` modulo an even `x` through the inverse modulo the small public `e`: `e^(-1) mod x = (1 + x·(-x^(-1) mod e)) / e`, an exact division by `e` | yes |
//! | `qInv` | the masked binary extended Euclid ([`crate::bigint::inverse`]) | yes |
//!
//! # What leaks
//! Only the number of rejected candidates (and for each, which check rejected it): the accepted primes and
//! everything computed from them go through sequences of operations fixed by `nlen` and `e`. Two rare
//! observable restarts exist: a candidate with `2^33 | p - 1` (probability `2^-32`) is rejected so that
//! the Miller–Rabin squarings stay a fixed loop, and a `d ≤ 2^(nlen/2)` (probability about `2^-nlen/2`)
//! restarts the generation, as FIPS 186-5 asks.
//!
//! # Slow on microcontrollers
//! About `ln(2^(nlen/2))/2` odd candidates are drawn per prime (355 for RSA-2048); one in seven survives
//! trial division and costs a modular exponentiation as long as the prime. From the measured cost of one
//! 1024-bit exponentiation on the Cortex-M4 model (about 20 M cycles with window 4, see [`crate::rsa`]), an
//! RSA-2048 key costs on average about 2.5 G cycles, some 15 s at 168 MHz, with a geometric spread (a key
//! taking twice the average is common); RSA-1024 about 0.2 G cycles (one second), RSA-3072 about 10 G.
//! These are estimates. One measurement: the bench case `rsa1024/keygen` (one fixed DRBG seed, so one
//! draw of the spread) took 336 M cycles on the Cortex-M4 model, 2.0 s at 168 MHz. Generate keys at
//! provisioning time, or on a host.
//!
//! Working buffer: [`keygen_work_limbs`], 4,768 bytes for RSA-2048 (3,584 for the Miller–Rabin test and
//! 1,184 for the key's components, which stay in the buffer until the [`GeneratedKey`] is dropped).

use super::keys::PrivateKey;
use crate::bigint::inverse::mod_inverse;
use crate::bigint::prime::{fill_random, has_small_factor, is_probable_prime, prime_test_work_limbs, rsa_rounds, strip_twos, MAX_TWOS};
use crate::bigint::reduce::reduce;
use crate::bigint::{limbs, limbs_for_bits, Montgomery};
use crate::Error;
use rand_core::TryCryptoRng;
use zeroize::Zeroize;

/// The smallest modulus generated, in bits. FIPS 186-5 requires 2048; 1024 is allowed for tests and
/// legacy systems.
pub const MIN_KEYGEN_BITS: usize = 1024;

/// Limbs of the public exponent: FIPS 186-5 allows `2^16 < e < 2^256`.
const E_LIMBS: usize = 8;

/// Working-buffer limbs [`generate_key`] needs for an `nlen`-bit key.
pub const fn keygen_work_limbs(nlen: usize) -> usize {
    let h = limbs_for_bits(nlen / 2);
    components_limbs(h) + prime_test_work_limbs(h)
}

/// Limbs of the components region for primes of `h` limbs: `n` and `d` (2h each), `e`, and `p`, `q`,
/// `dP`, `dQ`, `qInv` (h each).
const fn components_limbs(h: usize) -> usize {
    9 * h + E_LIMBS
}

/// A component of an RSA private key, named as in PKCS#1 `RSAPrivateKey` (RFC 8017 A.1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyPart {
    /// `n = p·q`.
    Modulus,
    /// `e`.
    PublicExponent,
    /// `d = e^(-1) mod lcm(p - 1, q - 1)`.
    PrivateExponent,
    /// `p`.
    Prime1,
    /// `q`.
    Prime2,
    /// `dP = d mod (p - 1)`.
    Exponent1,
    /// `dQ = d mod (q - 1)`.
    Exponent2,
    /// `qInv = q^(-1) mod p`.
    Coefficient,
}

impl KeyPart {
    /// Every component, in `RSAPrivateKey` order.
    pub const ALL: [KeyPart; 8] = [
        KeyPart::Modulus,
        KeyPart::PublicExponent,
        KeyPart::PrivateExponent,
        KeyPart::Prime1,
        KeyPart::Prime2,
        KeyPart::Exponent1,
        KeyPart::Exponent2,
        KeyPart::Coefficient,
    ];
}

/// A freshly generated key, held in the working buffer given to [`generate_key`]; the buffer is wiped when
/// this is dropped. Read it as a [`PrivateKey`], or component by component (to encode it).
pub struct GeneratedKey<'w> {
    work: &'w mut [u32],
    bits: usize,
    e_bytes: usize,
}

impl Drop for GeneratedKey<'_> {
    fn drop(&mut self) {
        self.work.zeroize();
    }
}

/// Offsets of the components in the working buffer: `n, e, d, p, q, dP, dQ, qInv`.
fn offsets(h: usize) -> [(usize, usize); 8] {
    let kk = 2 * h;
    let lens = [kk, E_LIMBS, kk, h, h, h, h, h];
    let mut out = [(0, 0); 8];
    let mut at = 0;
    for (o, len) in out.iter_mut().zip(lens) {
        *o = (at, len);
        at += len;
    }
    out
}

impl GeneratedKey<'_> {
    /// Modulus size in bits.
    pub fn bits(&self) -> usize {
        self.bits
    }

    fn part(&self, part: KeyPart) -> &[u32] {
        let (at, len) = offsets(limbs_for_bits(self.bits / 2))[part as usize];
        &self.work[at..at + len]
    }

    /// Length in bytes of a component written by [`write_be`](Self::write_be): the modulus size for `n`
    /// and `d`, half of it for the primes and CRT components, the given length for `e`.
    pub fn part_len(&self, part: KeyPart) -> usize {
        match part {
            KeyPart::Modulus | KeyPart::PrivateExponent => self.bits / 8,
            KeyPart::PublicExponent => self.e_bytes,
            _ => self.bits / 16,
        }
    }

    /// Writes a component big-endian into `out` (at least [`part_len`](Self::part_len) bytes, left-padded
    /// with zeros).
    pub fn write_be(&self, part: KeyPart, out: &mut [u8]) -> Result<(), Error> {
        if out.len() < self.part_len(part) {
            return Err(Error::BufferTooSmall);
        }
        limbs::to_be_bytes(self.part(part), out);
        Ok(())
    }

    /// The key as a [`PrivateKey`] with its CRT components; `L` limbs must hold the modulus
    /// ([`Error::BufferTooSmall`] otherwise).
    pub fn private_key<const L: usize>(&self) -> Result<PrivateKey<L>, Error> {
        PrivateKey::from_limbs(KeyPart::ALL.map(|part| self.part(part)))
    }
}

/// Generates an RSA key of `nlen` bits (a multiple of 32, at least [`MIN_KEYGEN_BITS`]) with public
/// exponent `e` (big-endian, odd, `2^16 < e < 2^256`; usually `[1, 0, 1]`, 65537).
///
/// `work`: [`keygen_work_limbs`]`(nlen)` limbs; it holds the key until the result is dropped, and is wiped
/// on error. Fails with [`Error::RngFailure`] if the generator fails, or if `5·nlen/2` candidates in a row
/// are rejected for one prime (FIPS 186-5's bound; about `2^-20` for a working generator).
pub fn generate_key<'w, R: TryCryptoRng + ?Sized>(rng: &mut R, nlen: usize, e: &[u8], work: &'w mut [u32]) -> Result<GeneratedKey<'w>, Error> {
    if !nlen.is_multiple_of(32) || nlen < MIN_KEYGEN_BITS {
        return Err(Error::InvalidParameter);
    }
    if work.len() < keygen_work_limbs(nlen) {
        return Err(Error::BufferTooSmall);
    }
    let mut e_limbs = [0u32; E_LIMBS];
    limbs::from_be_bytes(e, &mut e_limbs).map_err(|_| Error::InvalidParameter)?;
    // Odd and at least 17 bits: 2^16 < e (2^16 itself is even).
    let e_bits = limbs::bit_length_vartime(&e_limbs);
    if e_limbs[0] & 1 == 0 || e_bits < 17 {
        return Err(Error::InvalidParameter);
    }
    let e_limbs = &e_limbs[..limbs_for_bits(e_bits)];
    let result = generate_into(rng, nlen, e_limbs, work);
    if let Err(err) = result {
        work.zeroize();
        return Err(err);
    }
    Ok(GeneratedKey { work, bits: nlen, e_bytes: e_bits.div_ceil(8) })
}

/// The public exponent's Montgomery context and `R² mod e` (public values).
struct PublicExponent<'a> {
    ctx: Montgomery<'a>,
    r2: [u32; E_LIMBS],
}

impl<'a> PublicExponent<'a> {
    fn new(e: &'a [u32]) -> Result<Self, Error> {
        let ctx = Montgomery::new(e)?;
        let mut r2 = [0u32; E_LIMBS];
        let mut tmp = [0u32; E_LIMBS];
        ctx.r_squared_vartime(&mut r2[..e.len()], &mut tmp[..e.len()]);
        Ok(PublicExponent { ctx, r2 })
    }

    fn limbs(&self) -> usize {
        self.ctx.limbs()
    }

    /// `out = x^(-1) mod e`; returns all ones when `x` is invertible modulo `e` (`gcd(x, e) = 1`), 0
    /// otherwise. Constant time in `x`. `scratch`: `4·ke` limbs.
    fn inverse_of(&self, x: &[u32], out: &mut [u32], scratch: &mut [u32]) -> Result<u32, Error> {
        let ke = self.limbs();
        let (r, rest) = scratch.split_at_mut(ke);
        reduce(&self.ctx, r, x, &self.r2[..ke], rest)?;
        let ok = mod_inverse(self.ctx.modulus(), out, r, rest)?;
        r.zeroize();
        Ok(ok)
    }

    /// `out = e^(-1) mod x` for `x` (n limbs, `out` as many) with `gcd(x, e) = 1`, by
    /// `e^(-1) mod x = (1 + x·k) / e` with `k = -x^(-1) mod e`: then `1 + x·k ≡ 0 (mod e)` and
    /// `e·(1 + x·k)/e ≡ 1 (mod x)`, and `k < e` keeps the quotient below `x`. `scratch`: `n + 7·ke` limbs.
    fn invert_mod(&self, x: &[u32], out: &mut [u32], scratch: &mut [u32]) -> Result<(), Error> {
        let (ke, n) = (self.limbs(), x.len());
        let (k, rest) = scratch.split_at_mut(ke);
        let (y, rest) = rest.split_at_mut(n + ke);
        let ok = self.inverse_of(x, k, rest)?;
        if ok != u32::MAX {
            // The callers checked gcd(x, e) = 1 before: this would be a bug, not a secret.
            return Err(Error::InvalidParameter);
        }
        // k = e - x^(-1) (x^(-1) is not 0 as e > 1).
        let inv = &mut rest[..ke];
        inv.copy_from_slice(k);
        k.copy_from_slice(self.ctx.modulus());
        limbs::sub_assign(k, inv);
        inv.zeroize();
        limbs::mul_plain(y, x, k);
        limbs::add_assign(y, &[1]);
        exact_div(y, self.ctx.modulus(), &mut out[..n]);
        k.zeroize();
        y.zeroize();
        Ok(())
    }
}

/// `u32` inverse of an odd `x` modulo `2^32` (Newton: each step doubles the correct low bits).
fn inverse_mod_2_32(x: u32) -> u32 {
    let mut inv: u32 = 1;
    for _ in 0..5 {
        inv = inv.wrapping_mul(2u32.wrapping_sub(x.wrapping_mul(inv)));
    }
    inv
}

/// `out = y / d` for a multiple `y` of the odd `d` whose quotient fits `out` (Hensel division, least
/// significant limb first: each quotient limb is the one that clears the current low limb of `y`).
/// `y` is destroyed. Constant time: fixed loops over the lengths.
fn exact_div(y: &mut [u32], d: &[u32], out: &mut [u32]) {
    let dinv = inverse_mod_2_32(d[0]);
    for i in 0..out.len() {
        let q = y[i].wrapping_mul(dinv);
        out[i] = q;
        // y[i..] -= q·d, modulo 2^(32·len(y)).
        let (mut carry, mut borrow) = (0u64, 0u64);
        for (j, yj) in y[i..].iter_mut().enumerate() {
            let prod = q as u64 * *d.get(j).unwrap_or(&0) as u64 + carry;
            carry = prod >> 32;
            let diff = (*yj as u64).wrapping_sub(prod & 0xffff_ffff).wrapping_sub(borrow);
            *yj = diff as u32;
            borrow = (diff >> 63) & 1;
        }
    }
}

/// `v = gcd(u, v)` for odd `v` (any `u`), by the binary algorithm with masks and a fixed step count
/// (`u·v` at least halves at each step); `u` ends at 0.
fn gcd_masked(u: &mut [u32], v: &mut [u32]) {
    for _ in 0..64 * u.len() {
        let odd = limbs::mask_from_bit(u[0]);
        let swap = limbs::mask_from_bit(limbs::lt(u, v)) & odd;
        limbs::swap_masked(u, v, swap);
        limbs::sub_masked(u, v, odd);
        limbs::shr1(u, 0);
    }
}

/// `x <<= shift` for a secret `shift ≤ MAX_TWOS`, by `MAX_TWOS` masked one-bit shifts (the caller knows
/// the result fits).
fn shl_masked(x: &mut [u32], shift: u32) {
    for j in 0..MAX_TWOS as u32 {
        let mask = limbs::mask_from_bit(j.wrapping_sub(shift) >> 31);
        // High to low: limb i-1 is still unshifted when limb i reads its top bit.
        for i in (0..x.len()).rev() {
            let prev = if i > 0 { x[i - 1] } else { 0 };
            let shifted = (x[i] << 1) | (prev >> 31);
            x[i] ^= (x[i] ^ shifted) & mask;
        }
    }
}

/// Whether `|a - b| > 2^bit` (equal lengths); `scratch` holds `2·len` limbs. Constant time up to the
/// answer.
fn far_apart(a: &[u32], b: &[u32], bit: usize, scratch: &mut [u32]) -> bool {
    let n = a.len();
    let (diff, bound) = scratch[..2 * n].split_at_mut(n);
    diff.copy_from_slice(a);
    let negative = limbs::mask_from_bit(limbs::sub_assign(diff, b));
    // Two's complement negation under the mask: (x ^ m) - m.
    for x in diff.iter_mut() {
        *x ^= negative;
    }
    limbs::add_assign(diff, &[negative & 1]);
    bound.fill(0);
    bound[bit / 32] = 1 << (bit % 32);
    let apart = limbs::lt(bound, diff) == 1;
    diff.zeroize();
    apart
}

/// Draws the prime `w` (h limbs, `hbits` bits); `other` is the first prime when drawing the second.
fn generate_prime<R: TryCryptoRng + ?Sized>(
    rng: &mut R,
    hbits: usize,
    e: &PublicExponent<'_>,
    other: Option<&[u32]>,
    w: &mut [u32],
    scratch: &mut [u32],
) -> Result<(), Error> {
    let h = w.len();
    let (top, second) = (hbits - 1, hbits - 2);
    for _ in 0..5 * hbits {
        fill_random(rng, w)?;
        // Exactly hbits bits, the two top ones set, odd.
        w[h - 1] &= u32::MAX >> (31 - top % 32);
        w[top / 32] |= 1 << (top % 32);
        w[second / 32] |= 1 << (second % 32);
        w[0] |= 1;
        // 2^33 | w - 1 would make the Miller–Rabin squarings longer, observably: drop such candidates.
        if w[0] == 1 && w[1] & 1 == 0 {
            continue;
        }
        if has_small_factor(w) {
            continue;
        }
        if let Some(p) = other {
            if !far_apart(p, w, hbits - 100, scratch) {
                continue;
            }
        }
        // gcd(w - 1, e) = 1.
        w[0] ^= 1;
        let (inv, rest) = scratch.split_at_mut(e.limbs());
        let coprime = e.inverse_of(w, inv, rest)?;
        inv.zeroize();
        w[0] ^= 1;
        if coprime != u32::MAX {
            continue;
        }
        if is_probable_prime(rng, w, rsa_rounds(hbits), scratch)? {
            return Ok(());
        }
    }
    Err(Error::RngFailure)
}

/// The generation into `work`'s components region; the scratch after it is wiped on return.
fn generate_into<R: TryCryptoRng + ?Sized>(rng: &mut R, nlen: usize, e: &[u32], work: &mut [u32]) -> Result<(), Error> {
    let hbits = nlen / 2;
    let h = limbs_for_bits(hbits);
    let e_ctx = PublicExponent::new(e)?;
    let (parts, scratch) = work.split_at_mut(components_limbs(h));
    let scratch = &mut scratch[..prime_test_work_limbs(h)];
    let [n, e_out, d, p, q, dp, dq, qinv] = split_parts(parts, h);
    e_out.fill(0);
    e_out[..e.len()].copy_from_slice(e);
    let mut result = Err(Error::RngFailure);
    // FIPS 186-5 A.1.3: a d ≤ 2^(nlen/2) means new primes (it practically never happens).
    for _ in 0..4 {
        generate_prime(rng, hbits, &e_ctx, None, p, scratch)?;
        generate_prime(rng, hbits, &e_ctx, Some(p), q, scratch)?;
        limbs::mul_plain(n, p, q);
        result = derive_exponents(&e_ctx, hbits, p, q, d, dp, dq, qinv, scratch);
        if result.is_ok() {
            break;
        }
    }
    scratch.zeroize();
    result
}

/// The components region cut into `n, e, d, p, q, dP, dQ, qInv`.
fn split_parts(parts: &mut [u32], h: usize) -> [&mut [u32]; 8] {
    let (n, rest) = parts.split_at_mut(2 * h);
    let (e, rest) = rest.split_at_mut(E_LIMBS);
    let (d, rest) = rest.split_at_mut(2 * h);
    let (p, rest) = rest.split_at_mut(h);
    let (q, rest) = rest.split_at_mut(h);
    let (dp, rest) = rest.split_at_mut(h);
    let (dq, qinv) = rest.split_at_mut(h);
    [n, e, d, p, q, dp, dq, &mut qinv[..h]]
}

/// `d`, `dP`, `dQ`, `qInv` from the primes; [`Error::RngFailure`] when `d ≤ 2^hbits` (new primes needed).
#[allow(clippy::too_many_arguments)]
fn derive_exponents(
    e: &PublicExponent<'_>,
    hbits: usize,
    p: &[u32],
    q: &[u32],
    d: &mut [u32],
    dp: &mut [u32],
    dq: &mut [u32],
    qinv: &mut [u32],
    scratch: &mut [u32],
) -> Result<(), Error> {
    let h = p.len();
    let (mp, rest) = scratch.split_at_mut(h);
    let (mq, rest) = rest.split_at_mut(h);
    let (u, rest) = rest.split_at_mut(h);
    let (t, rest) = rest.split_at_mut(h);
    let (lambda, rest) = rest.split_at_mut(2 * h);
    // p - 1 = 2^ap·mp, q - 1 = 2^aq·mq (ap, aq ≤ 32: larger ones were rejected as candidates).
    mp.copy_from_slice(p);
    mp[0] ^= 1;
    let ap = strip_twos(mp, MAX_TWOS);
    mq.copy_from_slice(q);
    mq[0] ^= 1;
    let aq = strip_twos(mq, MAX_TWOS);
    // g = gcd(p - 1, q - 1) = 2^s·g' with s = min(ap, aq) and g' = gcd(mp, mq) (in t).
    u.copy_from_slice(mq);
    t.copy_from_slice(mp);
    gcd_masked(u, t);
    let ap_smaller = limbs::mask_from_bit(ap.wrapping_sub(aq) >> 31);
    let s = (ap & ap_smaller) | (aq & !ap_smaller);
    // (p - 1)/g = (mp / g')·2^(ap - s), into u.
    exact_div(mp, t, u);
    shl_masked(u, ap - s);
    // λ = (p - 1)/g · (q - 1).
    t.copy_from_slice(q);
    t[0] ^= 1;
    limbs::mul_plain(lambda, u, t);
    e.invert_mod(lambda, d, rest)?;
    // d > 2^hbits, i.e. 2^hbits < d.
    lambda.fill(0);
    lambda[hbits / 32] = 1 << (hbits % 32);
    let d_large = limbs::lt(lambda, d) == 1;
    // dP = e^(-1) mod (p - 1) = d mod (p - 1) (p - 1 divides λ); dQ likewise.
    t.copy_from_slice(p);
    t[0] ^= 1;
    e.invert_mod(t, dp, rest)?;
    t.copy_from_slice(q);
    t[0] ^= 1;
    e.invert_mod(t, dq, rest)?;
    // qInv = (q mod p)^(-1) mod p; q < 2p (same bit length), so q mod p is q or q - p.
    t.copy_from_slice(q);
    let below = limbs::lt(t, p);
    limbs::sub_masked(t, p, limbs::mask_from_bit(below ^ 1));
    let invertible = mod_inverse(p, qinv, t, rest)?;
    if !d_large || invertible != u32::MAX {
        return Err(Error::RngFailure);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exact_division_and_gcd() {
        // 3·5·7·11·13·2^40 / 1155 = 13·2^40.
        let mut y = [0u32, 15015 << 8, 0];
        let mut out = [0u32; 3];
        exact_div(&mut y, &[1155], &mut out);
        assert_eq!(out, [0, 13 << 8, 0]);
        let (mut u, mut v) = ([0x0002_4d2fu32, 0], [0x0000_1e87u32, 0]); // 150831 = 3·50277, 7815 = 3·5·521
        gcd_masked(&mut u, &mut v);
        assert_eq!((u, v), ([0, 0], [3, 0]));
        let mut x = [0x8000_0001u32, 0];
        shl_masked(&mut x, 3);
        assert_eq!(x, [8, 4]);
    }
}
