//! ML-DSA.KeyGen_internal (FIPS 204 Algorithm 6) from the 32-byte seed ξ, streaming: the matrix entries
//! are multiplied into t as they are sampled, and t is rounded and packed one row at a time, so key
//! generation holds only ŝ1 and two polynomials whatever the parameter set.

use super::encode::{pack, pack_eta, pack_t0};
use super::field::{caddq, reduce32};
use super::ntt::{inv_ntt_to_mont, ntt, Poly};
use super::params::ParameterSet;
use super::rounding::power2round;
use super::sample::{matrix_row_times, secret_poly};
use crate::hash::sha3::shake256;
use zeroize::Zeroize;

/// Writes the public key into `pk` (`P::PUBLIC_KEY_LEN` bytes) and the secret key into `sk`
/// (`P::SECRET_KEY_LEN` bytes). `K` and `L` are `P::K` and `P::L`.
pub(crate) fn keygen<P: ParameterSet, const K: usize, const L: usize>(seed: &[u8; 32], pk: &mut [u8], sk: &mut [u8]) {
    debug_assert!(K == P::K && L == P::L);
    // (ρ, ρ', K) = H(ξ ‖ k ‖ l, 128)
    let mut input = [0u8; 34];
    input[..32].copy_from_slice(seed);
    input[32] = K as u8;
    input[33] = L as u8;
    let mut expanded = [0u8; 128];
    shake256(&input, &mut expanded);
    input.zeroize();
    let mut rho = [0u8; 32];
    rho.copy_from_slice(&expanded[..32]);
    let mut rho_prime = [0u8; 64];
    rho_prime.copy_from_slice(&expanded[32..96]);
    pk[..32].copy_from_slice(&rho);
    sk[..32].copy_from_slice(&rho);
    sk[32..64].copy_from_slice(&expanded[96..128]);
    expanded.zeroize();

    let eta_len = 32 * P::ETA_BITS as usize;
    let s1_at = 128;
    let s2_at = s1_at + L * eta_len;
    let t0_at = s2_at + K * eta_len;

    let mut s1_hat = [[0i32; 256]; L];
    for (j, s) in s1_hat.iter_mut().enumerate() {
        secret_poly(P::ETA, &rho_prime, j as u16, s);
        pack_eta(&mut sk[s1_at + j * eta_len..], P::ETA, P::ETA_BITS, s);
        ntt(s);
    }
    let mut t: Poly = [0; 256];
    let mut s2: Poly = [0; 256];
    for i in 0..K {
        // t_i = NTT^-1(Σ_j Â[i][j] ∘ ŝ1[j]) + s2[i]
        // s2 is free until its row is sampled below: the matrix entries' scratch.
        matrix_row_times(&rho, i, &s1_hat, &mut t, &mut s2);
        for x in t.iter_mut() {
            *x = reduce32(*x);
        }
        inv_ntt_to_mont(&mut t);
        secret_poly(P::ETA, &rho_prime, (L + i) as u16, &mut s2);
        pack_eta(&mut sk[s2_at + i * eta_len..], P::ETA, P::ETA_BITS, &s2);
        // (t1, t0) = Power2Round(t); t is kept as t0, t1 is packed straight into the public key.
        let t1_out = &mut pk[32 + i * 320..32 + (i + 1) * 320];
        let mut t1 = [0u16; 256];
        for n in 0..256 {
            let (hi, lo) = power2round(caddq(reduce32(t[n] + s2[n])));
            t1[n] = hi as u16;
            t[n] = lo;
        }
        pack(t1_out, 10, |n| t1[n] as u32);
        pack_t0(&mut sk[t0_at + i * 416..], &t);
    }
    // tr = H(pk, 64)
    shake256(&pk[..P::PUBLIC_KEY_LEN], &mut sk[64..128]);
    rho_prime.zeroize();
    s1_hat.zeroize();
    s2.zeroize();
    t.zeroize();
}
