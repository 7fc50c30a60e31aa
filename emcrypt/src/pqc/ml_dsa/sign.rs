//! ML-DSA.Sign_internal (FIPS 204 Algorithm 7): the rejection loop shared by both signing variants.
//!
//! The variants differ only in where the expanded key lives, behind [`SecretSource`]: held in NTT form
//! ([`Expanded`](super::Expanded)) or decoded from the secret-key bytes and sampled from ρ each time it is
//! needed ([`LowRam`](super::LowRam)). The loop itself keeps ŷ (l polynomials), w (k polynomials), the
//! challenge and one scratch polynomial.
//!
//! Constant time: every coefficient computation is branch-free; a polynomial's norm check reads all of
//! its coefficients before the one branch on its verdict, so a rejected attempt reveals which check and
//! which polynomial failed, which FIPS 204 (§3.4) and the reference code accept. The hint bits are
//! gathered into a bit mask without secret-dependent indices and only encoded (with branches) once the
//! signature is accepted and they are public.

use super::encode::{encode_hint, eta_in_range, pack, pack_z, unpack_eta, unpack_t0};
use super::field::{abs, caddq, montgomery_reduce, reduce32};
use super::ntt::{inv_ntt_to_mont, ntt, Poly};
use super::params::ParameterSet;
use super::rounding::{decompose_into_word, low_bits_minus, make_hint, split_word};
use super::sample::{challenge, mask_poly};
use crate::hash::sha3::{Shake256, Unrolled};
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

    /// ŝ1\[j\] decoded into `out`.
    pub fn s1_hat<P: ParameterSet>(&self, j: usize, out: &mut Poly) {
        let len = 32 * P::ETA_BITS as usize;
        unpack_eta(&self.s1[j * len..(j + 1) * len], P::ETA, P::ETA_BITS, out);
        ntt(out);
    }

    /// ŝ2\[i\] decoded into `out`.
    pub fn s2_hat<P: ParameterSet>(&self, i: usize, out: &mut Poly) {
        let len = 32 * P::ETA_BITS as usize;
        unpack_eta(&self.s2[i * len..(i + 1) * len], P::ETA, P::ETA_BITS, out);
        ntt(out);
    }

    /// t̂0\[i\] decoded into `out`.
    pub fn t0_hat(&self, i: usize, out: &mut Poly) {
        unpack_t0(&self.t0[i * 416..(i + 1) * 416], out);
        ntt(out);
    }
}

/// Where the signing loop gets the expanded key from. Each product method writes `ĉ ∘ x̂` (Montgomery
/// products) into `out`, so a source that decodes the secret can do it in `out` itself.
pub(crate) trait SecretSource {
    /// `out = Σ_j Â[i][j] ∘ ŷ[j]` (Montgomery products), below q in absolute value (the inverse NTT's input
    /// bound).
    fn row_times(&self, i: usize, y_hat: &[Poly], out: &mut Poly);
    /// `out = ĉ ∘ ŝ1[j]`.
    fn times_s1(&self, j: usize, c_hat: &Poly, out: &mut Poly);
    /// `out = ĉ ∘ ŝ2[i]`.
    fn times_s2(&self, i: usize, c_hat: &Poly, out: &mut Poly);
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
}

impl Drop for Scratch {
    fn drop(&mut self) {
        self.rho_pp.zeroize();
        self.c_hat.zeroize();
        self.prod.zeroize();
        self.hints.zeroize();
    }
}

/// 1 when |a| >= bound (constant time).
#[inline(always)]
fn over(a: i32, bound: i32) -> u32 {
    (((bound - 1 - abs(a)) >> 31) & 1) as u32
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
    let mut s = Scratch { rho_pp: [0; 64], c_hat: [0; 256], prod: [0; 256], hints: [[0; 32]; 8] };
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
        // ŷ = NTT(ExpandMask(ρ'', κ)), κ = attempt · l
        for (j, y) in y_hat.iter_mut().enumerate() {
            mask_poly(gamma1, P::Z_BITS, &s.rho_pp, (attempt * l + j) as u16, y);
            ntt(y);
        }
        // w = NTT^-1(Â ∘ ŷ); c~ = H(μ ‖ w1Encode(HighBits(w)))
        let mut h = Shake256::<Unrolled>::new();
        h.update(mu);
        let mut w1_bytes = [0u8; 192];
        let w1_len = 32 * P::W1_BITS as usize;
        for (i, wi) in w.iter_mut().enumerate() {
            src.row_times(i, y_hat, wi);
            inv_ntt_to_mont(wi);
            // Decompose once: w1 and w0 stay side by side in each word for the checks and hints.
            for x in wi.iter_mut() {
                *x = decompose_into_word(gamma2, caddq(reduce32(*x)));
            }
            pack(&mut w1_bytes, P::W1_BITS, |n| split_word(gamma2, wi[n]).0 as u32);
            h.update(&w1_bytes[..w1_len]);
        }
        w1_bytes.zeroize();
        h.finalize_xof().squeeze(c_tilde);
        challenge(P::TAU, c_tilde, false, &mut s.c_hat);
        ntt(&mut s.c_hat);

        // The three norm checks, the most selective first: an attempt fails ‖r0‖ about 57 % of the time for
        // ML-DSA-44 (1 − e^(−256·k·β/γ2)) and ‖z‖ about 46 %, and a rejected attempt stops at its first
        // failing polynomial. Which check failed is the leak FIPS 204 allows; the signature is the same in
        // any order (an attempt is kept only when every check passes).
        //
        // Row by row, w0 becomes r0 = w0 − c·s2_i, which is FIPS 204's LowBits(w − c·s2) whenever the
        // check passes (and fails the check exactly when LowBits(w − c·s2) does: `low_bits_minus`). The
        // product's coefficients are at most β in size, so reduce32 leaves their true value.
        let mut rejected = false;
        for (i, wi) in w.iter_mut().enumerate() {
            src.times_s2(i, &s.c_hat, &mut s.prod);
            inv_ntt_to_mont(&mut s.prod);
            let mut bad = 0;
            for (word, cs2) in wi.iter_mut().zip(&s.prod) {
                bad |= over(low_bits_minus(gamma2, word, reduce32(*cs2)), gamma2 - beta);
            }
            if bad != 0 {
                rejected = true;
                break;
            }
        }
        if rejected {
            continue;
        }

        // z = y + c·s1 = NTT^-1(ŷ·2^-32 + ĉ ∘ ŝ1): the Montgomery step on ŷ cancels the inverse
        // transform's factor 2^32, so y itself is never stored.
        for j in 0..l {
            src.times_s1(j, &s.c_hat, &mut s.prod);
            for (p, y) in s.prod.iter_mut().zip(&y_hat[j]) {
                *p = reduce32(*p + montgomery_reduce(*y as i64));
            }
            inv_ntt_to_mont(&mut s.prod);
            let mut bad = 0;
            for x in s.prod.iter_mut() {
                *x = reduce32(*x);
                bad |= over(*x, gamma1 - beta);
            }
            if bad != 0 {
                rejected = true;
                break;
            }
            pack_z(&mut z_out[j * z_len..(j + 1) * z_len], gamma1, P::Z_BITS, &s.prod);
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
                bad |= over(*x, gamma2);
            }
            if bad != 0 {
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
