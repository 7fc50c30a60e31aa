//! Low-RAM verification (CMOX's "verify Low RAM"): three polynomials in a caller-provided working buffer
//! and nothing else of size on the stack. Row by row, w'_approx starts as −ĉ ∘ t̂1; each z_j is decoded
//! and transformed again for every row (k·ℓ forward NTTs instead of ℓ) and each matrix entry is multiplied
//! in coefficient by coefficient as SHAKE128 produces it (never stored, as the low-RAM signer does).
//!
//! The price is time: ML-DSA-44 transforms z sixteen times instead of four. Everything here is public
//! (key, message, signature), so the buffer is not wiped.

use super::field::reduce32;
use super::ntt::{inv_ntt_to_mont, ntt, pointwise_in_place};
use super::params::ParameterSet;
use super::sample::matrix_entry_times_streaming;
use super::verify::{absorb_mu, absorb_w1_row, compare_c_tilde, t1_hat, SignatureParts};
use super::Message;
use crate::hash::sha3::{Shake256, Unrolled};
use crate::Error;

/// 32-bit words of working buffer low-RAM verification needs: −ĉ, the row's accumulator and one z_j.
pub(crate) const WORK_WORDS: usize = 3 * 256;

pub(crate) fn verify_low_ram<P: ParameterSet>(
    work: &mut [i32],
    pk: &[u8],
    message: &Message<'_>,
    sig: &[u8],
) -> Result<(), Error> {
    let parts = SignatureParts::parse::<P>(pk, sig)?;
    let Some(work) = work.get_mut(..WORK_WORDS) else { return Err(Error::BufferTooSmall) };
    let (polys, _) = work.as_chunks_mut::<256>();
    let [c_hat, w, z] = polys else { return Err(Error::BufferTooSmall) };
    let mut h = Shake256::<Unrolled>::new();
    absorb_mu(&mut h, pk, message)?;
    let mut rho = [0u8; 32];
    rho.copy_from_slice(&pk[..32]);
    parts.minus_c_hat::<P>(c_hat);

    for i in 0..P::K {
        // w'_approx = NTT^-1(Â ∘ ẑ − ĉ ∘ NTT(t1 · 2^d)), with −ĉ in c_hat.
        t1_hat::<P>(pk, i, w);
        pointwise_in_place(c_hat, w);
        for j in 0..P::L {
            // Row 0 decodes every z_j, so an out-of-range z is rejected in the first row.
            if !parts.z::<P>(j, z) {
                return Err(Error::VerificationFailed);
            }
            ntt(z);
            matrix_entry_times_streaming(&rho, i, j, z, w);
        }
        // ℓ + 1 Montgomery products, each below q: the sum is below 8q; the inverse NTT wants below q.
        for x in w.iter_mut() {
            *x = reduce32(*x);
        }
        inv_ntt_to_mont(w);
        absorb_w1_row::<P>(&mut h, w, parts.hint, i);
    }
    compare_c_tilde::<P>(h, parts.c_tilde)
}
