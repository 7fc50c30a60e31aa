//! ML-DSA.Verify_internal (FIPS 204 Algorithm 8), streaming by rows: the public key's t1 rows and the
//! matrix rows are decoded or sampled when used, so verification holds ẑ (ℓ polynomials), one row of Â
//! (ℓ more) and two more. [`super::verify_low_ram`] holds three polynomials in all.
//! Everything here is public; malformed signatures (z out of range, a bad hint encoding) are rejected
//! before any arithmetic.

use super::encode::{hint_is_well_formed, hint_positions, pack, unpack, unpack_z, xor_packed};
use super::field::{caddq, D};
use super::ntt::{inv_ntt_to_mont, ntt, row_sum, Poly};
use super::params::ParameterSet;
use super::rounding::{high_bits, use_hint};
use super::sample::{challenge, matrix_entry_into};
use super::Message;
use crate::hash::sha3::{shake256, Shake256, Unrolled};
use crate::Error;

/// A signature cut into its parts (c̃, the packed z, the hint), after the length and hint checks.
pub(super) struct SignatureParts<'a> {
    pub c_tilde: &'a [u8],
    z_bytes: &'a [u8],
    pub hint: &'a [u8],
}

impl<'a> SignatureParts<'a> {
    /// Checks the key and signature lengths and the hint encoding (FIPS 204 Algorithm 21).
    pub fn parse<P: ParameterSet>(pk: &[u8], sig: &'a [u8]) -> Result<Self, Error> {
        if pk.len() != P::PUBLIC_KEY_LEN || sig.len() != P::SIGNATURE_LEN {
            return Err(Error::InvalidLength);
        }
        let (c_tilde, rest) = sig.split_at(P::C_TILDE_LEN);
        let (z_bytes, hint) = rest.split_at(P::L * 32 * P::Z_BITS as usize);
        if !hint_is_well_formed(hint, P::OMEGA, P::K) {
            return Err(Error::InvalidEncoding);
        }
        Ok(Self { c_tilde, z_bytes, hint })
    }

    /// z_j decoded into `out`; `false` when a coefficient is out of range (‖z‖∞ ≥ γ1 − β).
    pub fn z<P: ParameterSet>(&self, j: usize, out: &mut Poly) -> bool {
        let len = 32 * P::Z_BITS as usize;
        unpack_z(&self.z_bytes[j * len..(j + 1) * len], P::GAMMA1, P::Z_BITS, P::GAMMA1 - P::BETA, out)
    }

    /// −ĉ in the NTT domain, so that ĉ ∘ t̂1 is subtracted by a multiply-accumulate.
    pub fn minus_c_hat<P: ParameterSet>(&self, out: &mut Poly) {
        challenge(P::TAU, self.c_tilde, true, out);
        ntt(out);
    }
}

/// Absorbs μ = H(tr ‖ M') (tr = H(pk, 64)) into `h`, the hash that gives c̃' once the rows' w1 follow.
///
/// Out of line, with `h` passed in rather than returned: μ's own sponge and tr then live in this frame
/// only while μ is computed, and no copy of a sponge is returned through the caller's frame (about 1 KB
/// of stack off low-RAM verification).
#[inline(never)]
pub(super) fn absorb_mu(h: &mut Shake256<Unrolled>, pk: &[u8], message: &Message<'_>) -> Result<(), Error> {
    let mut tr = [0u8; 64];
    shake256(pk, &mut tr);
    h.update(&message.mu(&tr)?);
    Ok(())
}

/// t1_i · 2^d decoded from the public key, in the NTT domain.
pub(super) fn t1_hat<P: ParameterSet>(pk: &[u8], i: usize, out: &mut Poly) {
    unpack(&pk[32 + i * 320..32 + (i + 1) * 320], 10, |n, v| out[n] = (v as i32) << D);
    ntt(out);
}

/// Row i of w1' = UseHint(h, w'_approx) absorbed into `h`, from `w` = w'_approx (below q in absolute
/// value, as the inverse NTT leaves it): HighBits of every coefficient packed as it is computed, then the
/// packed value of each hinted coefficient corrected in place.
pub(super) fn absorb_w1_row<P: ParameterSet>(h: &mut Shake256<Unrolled>, w: &Poly, hint: &[u8], i: usize) {
    let mut w1_bytes = [0u8; 192];
    let w1_bytes = &mut w1_bytes[..32 * P::W1_BITS as usize];
    pack(w1_bytes, P::W1_BITS, |n| high_bits(P::GAMMA2, caddq(w[n])) as u32);
    for &p in hint_positions(hint, P::OMEGA, i) {
        let r = caddq(w[p as usize]);
        let change = (high_bits(P::GAMMA2, r) ^ use_hint(P::GAMMA2, r, true)) as u32;
        xor_packed(w1_bytes, P::W1_BITS, p as usize, change);
    }
    h.update(w1_bytes);
}

/// c̃' squeezed from `h` and compared with the signature's c̃.
pub(super) fn compare_c_tilde<P: ParameterSet>(h: Shake256<Unrolled>, c_tilde: &[u8]) -> Result<(), Error> {
    let mut expected = [0u8; 64];
    let expected = &mut expected[..P::C_TILDE_LEN];
    h.finalize_xof().squeeze(expected);
    crate::ct::verify(expected, c_tilde)
}

pub(crate) fn verify<P: ParameterSet, const L: usize>(
    pk: &[u8],
    message: &Message<'_>,
    sig: &[u8],
) -> Result<(), Error> {
    debug_assert!(L == P::L);
    let parts = SignatureParts::parse::<P>(pk, sig)?;
    let mut z_hat = [[0i32; 256]; L];
    for (j, z) in z_hat.iter_mut().enumerate() {
        if !parts.z::<P>(j, z) {
            return Err(Error::VerificationFailed);
        }
        ntt(z);
    }
    let mut h = Shake256::<Unrolled>::new();
    absorb_mu(&mut h, pk, message)?;

    let mut rho = [0u8; 32];
    rho.copy_from_slice(&pk[..32]);
    let mut c_hat: Poly = [0; 256];
    parts.minus_c_hat::<P>(&mut c_hat);

    // Row i's ℓ matrix entries, sampled together so that each coefficient's ℓ + 1 products are summed and
    // reduced once (ℓ KiB; the entries are public).
    let mut a_row = [[0i32; 256]; L];
    let mut w: Poly = [0; 256];
    for i in 0..P::K {
        // w'_approx = NTT^-1(Â ∘ ẑ − ĉ ∘ NTT(t1 · 2^d)), with −ĉ in c_hat.
        for (j, entry) in a_row.iter_mut().enumerate() {
            matrix_entry_into(&rho, i, j, entry);
        }
        t1_hat::<P>(pk, i, &mut w);
        row_sum(&a_row, &z_hat, &c_hat, &mut w);
        inv_ntt_to_mont(&mut w);
        absorb_w1_row::<P>(&mut h, &w, parts.hint, i);
    }
    compare_c_tilde::<P>(h, parts.c_tilde)
}
