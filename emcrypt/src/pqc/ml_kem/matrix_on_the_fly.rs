//! The public matrix Â, generated one entry at a time and consumed at once (never stored).
//!
//! Storing Â for ML-KEM-768 would take 9 × 512 bytes; generating Â[i, j] just before it is multiplied
//! needs one polynomial of scratch. The cost is that every operation regenerates the entries it needs
//! (each once), exactly as many SHAKE128 calls as storing would have taken, since no operation of ML-KEM
//! uses an entry twice.

use super::ntt::basemul_accumulate;
use super::poly::Poly;
use super::sampling::sample_ntt;

/// `acc = Σ_j Â[row, j] ∘ v[j]` (`transposed == false`, key generation) or
/// `acc = Σ_j Â[j, row] ∘ v[j]` (`transposed == true`, encryption's Âᵀ∘ŷ), scaled by 2⁻¹⁶ (Montgomery).
/// `entry` is scratch for the one matrix entry alive at a time.
pub(crate) fn matrix_row_times_vector<const K: usize>(
    rho: &[u8; 32],
    row: usize,
    transposed: bool,
    v: &[Poly; K],
    acc: &mut Poly,
    entry: &mut Poly,
) {
    acc.0 = [0; 256];
    for (j, vj) in v.iter().enumerate() {
        // Â[i, j] = SampleNTT(ρ ‖ j ‖ i) (FIPS 203 Algorithm 13, line 6); K ≤ 4 so the indices fit a byte.
        let (i, j) = if transposed { (j, row) } else { (row, j) };
        sample_ntt(rho, j as u8, i as u8, entry);
        basemul_accumulate(&mut acc.0, &entry.0, &vj.0);
    }
}
