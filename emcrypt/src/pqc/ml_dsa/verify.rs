//! ML-DSA.Verify_internal (FIPS 204 Algorithm 8), streaming by rows: the public key's t1 rows and the
//! matrix rows are decoded or sampled when used, so verification holds ẑ (ℓ polynomials), one row of Â
//! (ℓ more) and two more.
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

pub(crate) fn verify<P: ParameterSet, const L: usize>(
    pk: &[u8],
    message: &Message<'_>,
    sig: &[u8],
) -> Result<(), Error> {
    debug_assert!(L == P::L);
    if pk.len() != P::PUBLIC_KEY_LEN || sig.len() != P::SIGNATURE_LEN {
        return Err(Error::InvalidLength);
    }
    let z_len = 32 * P::Z_BITS as usize;
    let (c_tilde, rest) = sig.split_at(P::C_TILDE_LEN);
    let (z_bytes, hint) = rest.split_at(L * z_len);
    if !hint_is_well_formed(hint, P::OMEGA, P::K) {
        return Err(Error::InvalidEncoding);
    }
    let mut z_hat = [[0i32; 256]; L];
    for (j, z) in z_hat.iter_mut().enumerate() {
        if !unpack_z(&z_bytes[j * z_len..(j + 1) * z_len], P::GAMMA1, P::Z_BITS, P::GAMMA1 - P::BETA, z) {
            return Err(Error::VerificationFailed);
        }
        ntt(z);
    }
    // μ = H(tr ‖ M'), tr = H(pk, 64)
    let mut tr = [0u8; 64];
    shake256(pk, &mut tr);
    let mu = message.mu(&tr)?;

    let mut rho = [0u8; 32];
    rho.copy_from_slice(&pk[..32]);
    let mut c_hat: Poly = [0; 256];
    // −ĉ, so that ĉ ∘ t̂1 is subtracted by the row sum's multiply-accumulate.
    challenge(P::TAU, c_tilde, true, &mut c_hat);
    ntt(&mut c_hat);

    let mut h = Shake256::<Unrolled>::new();
    h.update(&mu);
    // Row i's ℓ matrix entries, sampled together so that each coefficient's ℓ + 1 products are summed and
    // reduced once (ℓ KiB; the entries are public).
    let mut a_row = [[0i32; 256]; L];
    let mut t1: Poly = [0; 256];
    let mut w1_bytes = [0u8; 192];
    for i in 0..P::K {
        // w'_approx = NTT^-1(Â ∘ ẑ − ĉ ∘ NTT(t1 · 2^d)), with −ĉ in c_hat.
        for (j, entry) in a_row.iter_mut().enumerate() {
            matrix_entry_into(&rho, i, j, entry);
        }
        unpack(&pk[32 + i * 320..32 + (i + 1) * 320], 10, |n, v| t1[n] = (v as i32) << D);
        ntt(&mut t1);
        row_sum(&a_row, &z_hat, &c_hat, &mut t1);
        let w = &mut t1;
        inv_ntt_to_mont(w);
        // w1' = UseHint(h, w'_approx): HighBits of every coefficient packed as it is computed, then the
        // packed value of each hinted coefficient corrected in place (w still holds w'_approx).
        let w1_bytes = &mut w1_bytes[..32 * P::W1_BITS as usize];
        pack(w1_bytes, P::W1_BITS, |n| high_bits(P::GAMMA2, caddq(w[n])) as u32);
        for &p in hint_positions(hint, P::OMEGA, i) {
            let r = caddq(w[p as usize]);
            let change = (high_bits(P::GAMMA2, r) ^ use_hint(P::GAMMA2, r, true)) as u32;
            xor_packed(w1_bytes, P::W1_BITS, p as usize, change);
        }
        h.update(w1_bytes);
    }
    let mut expected = [0u8; 64];
    let expected = &mut expected[..P::C_TILDE_LEN];
    h.finalize_xof().squeeze(expected);
    crate::ct::verify(expected, c_tilde)
}
