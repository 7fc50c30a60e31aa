//! ML-DSA.Sign_internal (FIPS 204 Algorithm 7): the rejection loop shared by both signing variants.
//!
//! The variants differ only in where the expanded key lives, behind [`SecretSource`]: held in NTT form
//! ([`Expanded`](super::Expanded)) or decoded from the secret-key bytes and sampled from ρ each time it is
//! needed ([`LowRam`](super::LowRam)). The loop itself keeps ŷ (l polynomials), w (k polynomials), the
//! challenge and one scratch polynomial.
//!
//! Constant time: every coefficient computation is branch-free; a norm check reads all coefficients of a
//! pair of polynomials before the one branch on its verdict, so a rejected attempt reveals which check and
//! which pair failed (FIPS 204 §3.4 and the reference code accept as much per polynomial). The hint bits are
//! gathered into a bit mask without secret-dependent indices and only encoded (with branches) once the
//! signature is accepted and they are public.

use super::encode::{encode_hint, eta_in_range, pack_z, unpack, unpack_eta, unpack_t0};
use super::field::reduce32;
use super::ntt::{inv_ntt_to_mont, ntt, Poly};
use super::params::ParameterSet;
use super::rounding::{decompose_row, low_bits_minus, make_hint, split_word};
use super::sample::{challenge, mask_poly};
use crate::hash::sha3::{LaneShake, Shake256, Unrolled, SHAKE256_RATE};
use crate::Error;
use zeroize::Zeroize;

/// Attempts before giving up (the expected number is 4.25 / 5.1 / 3.85 for ML-DSA-44/65/87; the
/// probability of needing more than 814 is below 2^-128 for every set). It keeps κ below 2^16.
const MAX_ATTEMPTS: usize = 814;

/// A secret key split into its fields (FIPS 204 Algorithm 25), not yet decoded.
pub(crate) struct SecretKeyView<'a> {
    pub rho: &'a [u8; 32],
    pub key: &'a [u8; 32],
    pub tr: &'a [u8; 64],
    pub s1: &'a [u8],
    pub s2: &'a [u8],
    pub t0: &'a [u8],
}

impl<'a> SecretKeyView<'a> {
    /// Splits `sk` and checks its length and that every s1 and s2 coefficient is in [−η, η] (the
    /// encoding's only invalid values). The check reads all coefficients before deciding.
    pub fn parse<P: ParameterSet>(sk: &'a [u8]) -> Result<Self, Error> {
        if sk.len() != P::SECRET_KEY_LEN {
            return Err(Error::InvalidLength);
        }
        let eta_len = 32 * P::ETA_BITS as usize;
        let (rho, rest) = sk.split_first_chunk::<32>().ok_or(Error::InvalidLength)?;
        let (key, rest) = rest.split_first_chunk::<32>().ok_or(Error::InvalidLength)?;
        let (tr, rest) = rest.split_first_chunk::<64>().ok_or(Error::InvalidLength)?;
        let (s1, rest) = rest.split_at(P::L * eta_len);
        let (s2, t0) = rest.split_at(P::K * eta_len);
        let mut ok = true;
        for chunk in s1.chunks_exact(eta_len).chain(s2.chunks_exact(eta_len)) {
            ok &= eta_in_range(chunk, P::ETA, P::ETA_BITS);
        }
        if !ok {
            return Err(Error::InvalidKey);
        }
        Ok(Self { rho, key, tr, s1, s2, t0 })
    }

    /// NTT(s1\[2p\] + 2^shift · s1\[2p + 1\]) into `out` (s1\[2p\] alone when 2p + 1 = l): see [`split_pair`].
    pub fn s1_pair_hat<P: ParameterSet>(&self, p: usize, out: &mut Poly) {
        pair_hat::<P>(self.s1, P::L, p, out);
    }

    /// NTT(s2\[2p\] + 2^shift · s2\[2p + 1\]) into `out` (s2\[2p\] alone when 2p + 1 = k).
    pub fn s2_pair_hat<P: ParameterSet>(&self, p: usize, out: &mut Poly) {
        pair_hat::<P>(self.s2, P::K, p, out);
    }

    /// t̂0\[i\] decoded into `out`.
    pub fn t0_hat(&self, i: usize, out: &mut Poly) {
        unpack_t0(&self.t0[i * 416..(i + 1) * 416], out);
        ntt(out);
    }
}

/// Two secret polynomials of `packed` (`count` of them, η-encoded) in one: s\[2p\] + 2^shift · s\[2p + 1\]
/// (coefficients at most η·(1 + 2^shift) ≤ 2,052), transformed into `out`.
fn pair_hat<P: ParameterSet>(packed: &[u8], count: usize, p: usize, out: &mut Poly) {
    let len = 32 * P::ETA_BITS as usize;
    unpack_eta(&packed[2 * p * len..(2 * p + 1) * len], P::ETA, P::ETA_BITS, out);
    if 2 * p + 1 < count {
        let shift = pair_shift::<P>();
        unpack(&packed[(2 * p + 1) * len..(2 * p + 2) * len], P::ETA_BITS, |n, v| {
            out[n] += (P::ETA - v as i32) << shift;
        });
    }
    ntt(out);
}

/// The shift that packs two products c·s\[a\], c·s\[b\] (each coefficient at most β = τ·η in absolute
/// value) into one polynomial c·(s\[a\] + 2^shift · s\[b\]): the smallest with 2^(shift − 1) > β, so that
/// the low `shift` bits, sign-extended, are c·s\[a\] exactly. 8 for ML-DSA-44 and -87, 9 for ML-DSA-65.
const fn pair_shift<P: ParameterSet>() -> u32 {
    33 - (P::BETA as u32).leading_zeros()
}

/// Splits x = lo + 2^shift · hi, |lo| and |hi| at most β < 2^(shift − 1), into (lo, hi); x itself (at most
/// β·(1 + 2^shift) < 2^17) is the exact product because it is far below q/2. Constant time.
///
/// Why pairs: c·s1 and c·s2 are small (their coefficients at most β), so one Montgomery product and one
/// inverse NTT compute two of them at once. Each norm check then runs half as many inverse transforms,
/// and the expanded key holds half as many ŝ polynomials.
#[inline(always)]
fn split_pair(x: i32, shift: u32) -> (i32, i32) {
    let lo = (x << (32 - shift)) >> (32 - shift);
    (lo, (x - lo) >> shift)
}

/// Where the signing loop gets the expanded key from. Each product method writes `ĉ ∘ x̂` (Montgomery
/// products) into `out`, so a source that decodes the secret can do it in `out` itself.
pub(crate) trait SecretSource {
    /// `out = Σ_j Â[i][j] ∘ ŷ[j]` (Montgomery products), below q in absolute value (the inverse NTT's input
    /// bound).
    fn row_times(&self, i: usize, y_hat: &[Poly], out: &mut Poly);
    /// `out = ĉ ∘ NTT(s1[2p] + 2^shift · s1[2p + 1])` ([`SecretKeyView::s1_pair_hat`]).
    fn times_s1_pair(&self, p: usize, c_hat: &Poly, out: &mut Poly);
    /// `out = ĉ ∘ NTT(s2[2p] + 2^shift · s2[2p + 1])` ([`SecretKeyView::s2_pair_hat`]).
    fn times_s2_pair(&self, p: usize, c_hat: &Poly, out: &mut Poly);
    /// `out = ĉ ∘ t̂0[i]`.
    fn times_t0(&self, i: usize, c_hat: &Poly, out: &mut Poly);
}

pub(crate) use super::ntt::{pointwise, pointwise_in_place};

/// The scratch polynomials of the loop, wiped when dropped (on every path out).
struct Scratch {
    rho_pp: [u8; 64],
    c_hat: Poly,
    prod: Poly,
    hints: [[u8; 32]; 8],
    /// w1Encode of the current row of w (each attempt overwrites it; no per-attempt clearing).
    w1_bytes: [u8; 192],
}

impl Drop for Scratch {
    fn drop(&mut self) {
        self.rho_pp.zeroize();
        self.c_hat.zeroize();
        self.prod.zeroize();
        self.hints.zeroize();
        self.w1_bytes.zeroize();
    }
}

/// Negative exactly when |a| >= bound, for |a| and bound below 2^30 (constant time): a + (bound − 1) and
/// (bound − 1) − a are both non-negative exactly when −bound < a < bound. The checks OR these over a pair
/// of polynomials and test the sign bit once.
#[inline(always)]
fn outside(a: i32, bound: i32) -> i32 {
    (a + (bound - 1)) | ((bound - 1) - a)
}

/// One norm check over the rows (one or two polynomials) of a pair: `check(coefficient, product)` for each
/// coefficient of each row and its product c·s (split from `prod`, the pair's inverse NTT, by
/// [`split_pair`]; a lone row's product is `prod` itself), its results ORed ([`outside`]). Reads every
/// coefficient before the verdict: true when any check came out negative.
#[inline(always)]
fn pair_fails(prod: &Poly, shift: u32, rows: &mut [Poly], mut check: impl FnMut(&mut i32, i32) -> i32) -> bool {
    let mut bad = 0;
    match rows {
        [first, second] => {
            for ((x, a), b) in prod.iter().zip(first.iter_mut()).zip(second.iter_mut()) {
                let (lo, hi) = split_pair(reduce32(*x), shift);
                bad |= check(a, lo) | check(b, hi);
            }
        }
        [only] => {
            for (x, a) in prod.iter().zip(only.iter_mut()) {
                bad |= check(a, reduce32(*x));
            }
        }
        _ => {}
    }
    bad < 0
}

/// The r0 check of one pair of rows: each row's words become w − c·s2 ([`low_bits_minus`]) and true is
/// returned when any r0 is at least γ2 − β in absolute value (all coefficients read first). On Armv7-M and
/// Armv8-M Mainline the assembly of `arch::mldsa_check_armv7m` does it; this Rust is its reference.
fn r0_pair_fails<P: ParameterSet>(prod: &Poly, shift: u32, rows: &mut [Poly]) -> bool {
    let (gamma2, beta) = (P::GAMMA2, P::BETA);
    #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
    if let Ok(pair) = <&mut [Poly; 2]>::try_from(&mut *rows) {
        let (c1, width) = r0_field_range(gamma2, beta);
        if let Some(in_range) = crate::arch::mldsa_check_armv7m::r0_check_pair(prod, pair, shift, c1, width) {
            return !in_range;
        }
    }
    let bound = gamma2 - beta;
    pair_fails(prod, shift, rows, |w, cs2| outside(low_bits_minus(gamma2, w, cs2), bound))
}

/// The z check of one pair of rows (or the lone last row): z += c·s1 and true when any |z| ≥ `bound`
/// (γ1 − β; all coefficients read first). On Armv7-M and Armv8-M Mainline the assembly of
/// `arch::mldsa_check_armv7m` does a pair; this Rust is its reference.
fn z_pair_fails(prod: &Poly, shift: u32, bound: i32, zs: &mut [Poly]) -> bool {
    #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
    if let Ok(pair) = <&mut [Poly; 2]>::try_from(&mut *zs) {
        let (offset, width) = z_range(bound);
        if let Some(in_range) = crate::arch::mldsa_check_armv7m::z_check_pair(prod, pair, shift, offset, width) {
            return !in_range;
        }
    }
    let add_and_check = |z: &mut i32, cs1: i32| {
        *z += cs1;
        outside(*z, bound)
    };
    pair_fails(prod, shift, zs, add_and_check)
}

/// The low fields u = r0 + γ2 of a word that pass the r0 check, as (first, width): |r0| < γ2 − β exactly
/// when u − first, modulo 2^19, is at most width (the assembly's one comparison).
#[cfg_attr(
    not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")),
    allow(dead_code, reason = "the assembly check's constants; the host tests check them")
)]
const fn r0_field_range(gamma2: i32, beta: i32) -> (u32, u32) {
    ((beta + 1) as u32, (2 * gamma2 - 2 * beta - 2) as u32)
}

/// The z values that pass the z check against `bound` (γ1 − β), as (offset, width): |z| < bound exactly when
/// z + offset, unsigned, is at most width (the assembly's one comparison).
#[cfg_attr(
    not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")),
    allow(dead_code, reason = "the assembly check's constants; the host tests check them")
)]
const fn z_range(bound: i32) -> (u32, u32) {
    ((bound - 1) as u32, 2 * (bound - 1) as u32)
}

/// The rejection loop: signs the message representative `mu` with `key` (the secret key's K) and the
/// 32-byte `rnd` (zeros for deterministic signing) into `sig` (`P::SIGNATURE_LEN` bytes). `y_hat` (l
/// polynomials) and `w` (k polynomials) are the caller's storage.
pub(crate) fn sign_loop<P: ParameterSet, S: SecretSource>(
    src: &S,
    key: &[u8; 32],
    mu: &[u8; 64],
    rnd: &[u8; 32],
    y_hat: &mut [Poly],
    w: &mut [Poly],
    sig: &mut [u8],
) -> Result<(), Error> {
    let (k, l) = (P::K, P::L);
    let mut s = Scratch { rho_pp: [0; 64], c_hat: [0; 256], prod: [0; 256], hints: [[0; 32]; 8], w1_bytes: [0; 192] };
    // ρ'' = H(K ‖ rnd ‖ μ, 64)
    let mut h = Shake256::<Unrolled>::new();
    h.update(key);
    h.update(rnd);
    h.update(mu);
    h.finalize_xof().squeeze(&mut s.rho_pp);

    let z_len = 32 * P::Z_BITS as usize;
    let (c_tilde, rest) = sig.split_at_mut(P::C_TILDE_LEN);
    let (z_out, h_out) = rest.split_at_mut(l * z_len);
    let (gamma1, gamma2, beta) = (P::GAMMA1, P::GAMMA2, P::BETA);

    for attempt in 0..MAX_ATTEMPTS {
        // ŷ = NTT(ExpandMask(ρ'', κ)), κ = attempt · l. ExpandMask's output bytes are y's encoding in the
        // signature's z field (γ1 − y), so they are kept there and y is read back for z = y + c·s1.
        for (j, (y, packed)) in y_hat.iter_mut().zip(z_out.chunks_exact_mut(z_len)).enumerate() {
            mask_poly(gamma1, P::Z_BITS, &s.rho_pp, (attempt * l + j) as u16, packed, y);
            ntt(y);
        }
        // w = NTT^-1(Â ∘ ŷ); c~ = H(μ ‖ w1Encode(HighBits(w))), every piece whole lanes (`LaneShake`).
        let mut h = LaneShake::<SHAKE256_RATE>::new();
        h.absorb_lanes(mu.as_chunks::<8>().0);
        let w1_len = 32 * P::W1_BITS as usize;
        for (i, wi) in w.iter_mut().enumerate() {
            src.row_times(i, y_hat, wi);
            inv_ntt_to_mont(wi);
            // Decompose once, w1Encode in the same pass: w1 and w0 stay side by side in each word for the
            // checks and hints.
            decompose_row(gamma2, wi, &mut s.w1_bytes[..w1_len]);
            h.absorb_lanes(s.w1_bytes[..w1_len].as_chunks::<8>().0);
        }
        h.finish_into(c_tilde);
        challenge(P::TAU, c_tilde, false, &mut s.c_hat);
        ntt(&mut s.c_hat);

        // The three norm checks, the most selective first: an attempt fails ‖r0‖ about 57 % of the time for
        // ML-DSA-44 (1 − e^(−256·k·β/γ2)) and ‖z‖ about 46 %, and a rejected attempt stops at its first
        // failing pair of polynomials. Which check failed is the leak FIPS 204 allows; the signature is the
        // same in any order (an attempt is kept only when every check passes).
        //
        // Two rows at a time (`split_pair`), w0 becomes r0 = w0 − c·s2_i, which is FIPS 204's
        // LowBits(w − c·s2) whenever the check passes (and fails the check exactly when LowBits(w − c·s2)
        // does: `low_bits_minus`). reduce32 leaves the packed products' true value (below 2^17).
        let shift = pair_shift::<P>();
        let mut rejected = false;
        for (p, rows) in w.chunks_mut(2).enumerate() {
            src.times_s2_pair(p, &s.c_hat, &mut s.prod);
            inv_ntt_to_mont(&mut s.prod);
            if r0_pair_fails::<P>(&s.prod, shift, rows) {
                rejected = true;
                break;
            }
        }
        if rejected {
            continue;
        }

        // z = y + c·s1, two polynomials at a time: y read back from the z field into ŷ's storage (ŷ is not
        // needed again in this attempt), z written over it and packed once both pass.
        for (p, (zs, packed)) in y_hat.chunks_mut(2).zip(z_out.chunks_mut(2 * z_len)).enumerate() {
            src.times_s1_pair(p, &s.c_hat, &mut s.prod);
            inv_ntt_to_mont(&mut s.prod);
            for (z, bytes) in zs.iter_mut().zip(packed.chunks_exact(z_len)) {
                unpack(bytes, P::Z_BITS, |n, v| z[n] = gamma1 - v as i32);
            }
            if z_pair_fails(&s.prod, shift, gamma1 - beta, zs) {
                rejected = true;
                break;
            }
            for (z, bytes) in zs.iter().zip(packed.chunks_exact_mut(z_len)) {
                pack_z(bytes, gamma1, P::Z_BITS, z);
            }
        }
        if rejected {
            continue;
        }

        // c·t0_i through the scratch polynomial, its norm checked, and the hint taken from r and r + c·t0.
        let mut count = 0u32;
        for (i, wi) in w.iter().enumerate() {
            src.times_t0(i, &s.c_hat, &mut s.prod);
            inv_ntt_to_mont(&mut s.prod);
            let mut bad = 0;
            for x in s.prod.iter_mut() {
                *x = reduce32(*x);
                bad |= outside(*x, gamma2);
            }
            if bad < 0 {
                rejected = true;
                break;
            }
            // Hint: do r and r + c·t0 have different high bits?
            let row = &mut s.hints[i];
            row.fill(0);
            for n in 0..256 {
                let (r1, r0) = split_word(gamma2, wi[n]);
                let bit = make_hint(gamma2, r0 + s.prod[n], r1);
                row[n / 8] |= (bit as u8) << (n % 8);
                count += bit;
            }
        }
        if rejected || count as usize > P::OMEGA {
            continue;
        }
        encode_hint(h_out, P::OMEGA, &s.hints[..k]);
        return Ok(());
    }
    sig.fill(0);
    // Only a key no honest key generation produces can get here.
    Err(Error::InvalidKey)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pqc::ml_dsa::field::Q;
    use crate::pqc::ml_dsa::params::{Params44, Params65, Params87};

    /// Every pair of products (lo, hi) within ±β comes back exactly from each representative the inverse
    /// NTT can leave (x, x + q, x − q: below q in absolute value), for the three parameter sets; the shift
    /// is the smallest that works, and a low half of 2^(shift − 1), outside the range, does not come back.
    fn pairs_split_exactly<P: ParameterSet>() {
        let (beta, shift) = (P::BETA, pair_shift::<P>());
        assert!(1 << (shift - 1) > beta && 1 << (shift - 2) <= beta);
        for lo in -beta..=beta {
            for hi in -beta..=beta {
                let x = lo + (hi << shift);
                for representative in [x, x + Q, x - Q].into_iter().filter(|r| r.abs() < Q) {
                    assert_eq!(split_pair(reduce32(representative), shift), (lo, hi));
                }
            }
        }
        let too_big = (1 << (shift - 1)) + (1 << shift);
        assert_ne!(split_pair(too_big, shift), (1 << (shift - 1), 1));
    }

    /// The r0 check's assembly comparison on the constants `r0_field_range` gives it, for every low field
    /// under a few high parts, both γ2 and every β: (word − first) mod 2^19 at most the width agrees with
    /// `outside` on `low_bits_minus`'s r0.
    #[test]
    fn r0_field_comparison_is_the_norm_check() {
        for (gamma2, beta) in [((Q - 1) / 88, 78), ((Q - 1) / 32, 196), ((Q - 1) / 32, 120)] {
            let (first, width) = r0_field_range(gamma2, beta);
            for high in [0, 17, 43] {
                for u in 0..1 << 19 {
                    let mut word = (high << 19) | u;
                    let r0 = low_bits_minus(gamma2, &mut word, 0);
                    let in_range = (word as u32).wrapping_sub(first) << 13 <= width << 13;
                    assert_eq!(in_range, outside(r0, gamma2 - beta) >= 0, "γ2 {gamma2} β {beta} u {u}");
                }
            }
        }
    }

    /// The z check's assembly comparison on the constants `z_range` gives it: z + offset, unsigned, at
    /// most the width, against `outside`, around both ends of the range and at the extremes a z can take
    /// (|y| ≤ γ1, |c·s1| ≤ β).
    #[test]
    fn z_comparison_is_the_norm_check() {
        for (gamma1, beta) in [(1 << 17, 78), (1 << 19, 196), (1 << 19, 120)] {
            let bound: i32 = gamma1 - beta;
            let (offset, width) = z_range(bound);
            for z in (-gamma1 - beta..=gamma1 + beta).filter(|z| z.abs() < 300 || (z.abs() - bound).abs() < 300) {
                let in_range = (z as u32).wrapping_add(offset) <= width;
                assert_eq!(in_range, outside(z, bound) >= 0, "γ1 {gamma1} β {beta} z {z}");
            }
        }
    }

    /// `outside` against |a| ≥ bound for every bound the checks use (γ2 − β, γ1 − β, γ2 of all three sets),
    /// every a within 3 of ±bound and of 0, and the extremes a check can see (a word's low part reaches
    /// 2^19 − γ2; z reaches γ1 + β; c·t0 after reduce32 reaches q/2).
    #[test]
    fn outside_is_the_norm_check() {
        for (gamma1, gamma2, beta) in
            [(1 << 17, (Q - 1) / 88, 78), (1 << 19, (Q - 1) / 32, 196), (1 << 19, (Q - 1) / 32, 120)]
        {
            for bound in [gamma2 - beta, gamma1 - beta, gamma2] {
                let near = [-bound, 0, bound].into_iter().flat_map(|e| e - 3..=e + 3);
                for a in near.chain([-(Q / 2), Q / 2, (1 << 19) - gamma2, gamma1 + beta, -(gamma1 + beta)]) {
                    assert_eq!(outside(a, bound) < 0, a.abs() >= bound, "a = {a}, bound = {bound}");
                }
            }
        }
    }

    #[test]
    fn pairs_split_exactly_for_every_set() {
        pairs_split_exactly::<Params44>();
        pairs_split_exactly::<Params65>();
        pairs_split_exactly::<Params87>();
    }
}
