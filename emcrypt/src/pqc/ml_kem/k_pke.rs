//! K-PKE (FIPS 203 §5): the CPA-secure public-key encryption under ML-KEM, generic over the module rank
//! `K` ∈ {2, 3, 4}. Keys and ciphertexts are read and written as byte strings one polynomial at a time,
//! so only the secret vector (ŝ or ŷ) is held whole: K polynomials plus three of scratch.

use super::matrix_on_the_fly::matrix_row_times_vector;
use super::poly::Poly;
use super::sampling::sample_cbd;
use crate::hash::sha3::{Sha3_512, Unrolled};
use zeroize::Zeroize;

/// Bytes of one `ByteEncode_12` polynomial.
pub(crate) const POLY_BYTES: usize = 384;

/// η₁ of the parameter set with rank `K` (FIPS 203 Table 2): 3 for ML-KEM-512, else 2. η₂ is always 2.
pub(crate) const fn eta1(k: usize) -> usize {
    if k == 2 {
        3
    } else {
        2
    }
}
const ETA2: usize = 2;
/// d_u: bits per compressed coefficient of u (10, or 11 for ML-KEM-1024).
pub(crate) const fn du(k: usize) -> u32 {
    if k == 4 {
        11
    } else {
        10
    }
}
/// d_v: bits per compressed coefficient of v (4, or 5 for ML-KEM-1024).
pub(crate) const fn dv(k: usize) -> u32 {
    if k == 4 {
        5
    } else {
        4
    }
}

/// Where encryption sends the ciphertext, one compressed polynomial at a time, in order.
pub(crate) trait CiphertextSink {
    fn put(&mut self, chunk: &[u8]);
}

/// Writes the ciphertext into a buffer (encapsulation).
pub(crate) struct WriteTo<'a> {
    pub(crate) out: &'a mut [u8],
    pub(crate) pos: usize,
}

impl CiphertextSink for WriteTo<'_> {
    fn put(&mut self, chunk: &[u8]) {
        let end = self.pos + chunk.len();
        if let Some(dst) = self.out.get_mut(self.pos..end) {
            dst.copy_from_slice(chunk);
        }
        self.pos = end;
    }
}

/// Compares the re-encryption with the received ciphertext without storing it (decapsulation): ORs the
/// differences of every byte, so the time depends only on the length.
pub(crate) struct CompareWith<'a> {
    pub(crate) expected: &'a [u8],
    pub(crate) pos: usize,
    pub(crate) difference: u8,
}

impl CiphertextSink for CompareWith<'_> {
    fn put(&mut self, chunk: &[u8]) {
        let end = self.pos + chunk.len();
        match self.expected.get(self.pos..end) {
            Some(expected) => {
                for (a, b) in chunk.iter().zip(expected) {
                    self.difference |= a ^ b;
                }
            }
            None => self.difference = 0xff,
        }
        self.pos = end;
    }
}

/// `Poly::compress_encode` for the run-time d ∈ {4, 5, 10, 11} (a constant of the rank at each call).
fn compress_encode(p: &Poly, d: u32, out: &mut [u8]) {
    match d {
        4 => p.compress_encode::<4>(out),
        5 => p.compress_encode::<5>(out),
        10 => p.compress_encode::<10>(out),
        _ => p.compress_encode::<11>(out),
    }
}

/// `Poly::decode_decompress` for the run-time d ∈ {4, 5, 10, 11}.
fn decode_decompress(d: u32, bytes: &[u8]) -> Poly {
    match d {
        4 => Poly::decode_decompress::<4>(bytes),
        5 => Poly::decode_decompress::<5>(bytes),
        10 => Poly::decode_decompress::<10>(bytes),
        _ => Poly::decode_decompress::<11>(bytes),
    }
}

fn zero_polys<const K: usize>() -> [Poly; K] {
    core::array::from_fn(|_| Poly::zero())
}

/// K-PKE.KeyGen(d) (Algorithm 13) writing ek_PKE (384·K + 32 bytes) and dk_PKE (384·K bytes).
pub(crate) fn keygen<const K: usize>(d: &[u8; 32], ek: &mut [u8], dk: &mut [u8]) {
    // (ρ, σ) = G(d ‖ k): the rank byte separates the parameter sets' keys (FIPS 203 final).
    let mut g = Sha3_512::<Unrolled>::new();
    g.update(d);
    g.update(&[K as u8]);
    let mut rho_sigma = g.finalize();
    let (rho, sigma) = rho_sigma.split_at(32);
    let rho: &[u8; 32] = rho.try_into().unwrap_or(&[0; 32]);
    let sigma: &[u8; 32] = sigma.try_into().unwrap_or(&[0; 32]);

    let mut s_hat: [Poly; K] = zero_polys();
    for (i, s) in s_hat.iter_mut().enumerate() {
        sample_cbd(eta1(K), sigma, i as u8, s);
        s.ntt();
    }
    let (mut acc, mut entry, mut e) = (Poly::zero(), Poly::zero(), Poly::zero());
    let (t_bytes, rho_out) = ek.split_at_mut(K * POLY_BYTES);
    for (i, out) in t_bytes.as_chunks_mut::<POLY_BYTES>().0.iter_mut().enumerate() {
        // t̂[i] = Σ_j Â[i, j] ∘ ŝ[j] + ê[i]
        matrix_row_times_vector(rho, i, false, &s_hat, &mut acc, &mut entry);
        super::ntt::to_montgomery(&mut acc.0);
        sample_cbd(eta1(K), sigma, (K + i) as u8, &mut e);
        e.ntt();
        acc.add_assign(&e);
        acc.reduce();
        acc.encode12(out);
    }
    rho_out.copy_from_slice(rho);
    for (s, out) in s_hat.iter().zip(dk.as_chunks_mut::<POLY_BYTES>().0) {
        s.encode12(out);
    }
    rho_sigma.zeroize();
}

/// K-PKE.Encrypt(ek, m, r) (Algorithm 14), the ciphertext going to `sink`. `ek` is 384·K + 32 bytes
/// (its 12-bit values already checked, or from our own key generation).
pub(crate) fn encrypt<const K: usize>(ek: &[u8], m: &[u8; 32], r: &[u8; 32], sink: &mut impl CiphertextSink) {
    let (t_bytes, rho) = ek.split_at(K * POLY_BYTES);
    let rho: &[u8; 32] = rho.try_into().unwrap_or(&[0; 32]);
    let mut y_hat: [Poly; K] = zero_polys();
    for (i, y) in y_hat.iter_mut().enumerate() {
        sample_cbd(eta1(K), r, i as u8, y);
        y.ntt();
    }
    let (mut acc, mut entry, mut noise) = (Poly::zero(), Poly::zero(), Poly::zero());
    let mut chunk = [0u8; 32 * 11];
    // u[i] = NTT⁻¹(Σ_j Â[j, i] ∘ ŷ[j]) + e₁[i], compressed to d_u bits.
    let u_chunk = &mut chunk[..32 * du(K) as usize];
    for i in 0..K {
        matrix_row_times_vector(rho, i, true, &y_hat, &mut acc, &mut entry);
        acc.inverse_ntt();
        sample_cbd(ETA2, r, (K + i) as u8, &mut noise);
        acc.add_assign(&noise);
        acc.reduce();
        compress_encode(&acc, du(K), u_chunk);
        sink.put(u_chunk);
    }
    // v = NTT⁻¹(t̂ᵀ ∘ ŷ) + e₂ + Decompress₁(m), compressed to d_v bits.
    acc.0 = [0; 256];
    for (t, y) in t_bytes.as_chunks::<POLY_BYTES>().0.iter().zip(&y_hat) {
        // t̂[j] is public: decoded into the matrix-entry scratch.
        entry.decode12(t);
        super::ntt::basemul_accumulate(&mut acc.0, &entry.0, &y.0);
    }
    acc.inverse_ntt();
    sample_cbd(ETA2, r, (2 * K) as u8, &mut noise);
    acc.add_assign(&noise);
    acc.add_message(m);
    acc.reduce();
    let v_chunk = &mut chunk[..32 * dv(K) as usize];
    compress_encode(&acc, dv(K), v_chunk);
    sink.put(v_chunk);
    chunk.zeroize();
}

/// K-PKE.Decrypt(dk, c) (Algorithm 15): the 32-byte message. `dk` is 384·K bytes, `c` the ciphertext of
/// 32·(d_u·K + d_v) bytes.
pub(crate) fn decrypt<const K: usize>(dk: &[u8], c: &[u8]) -> [u8; 32] {
    let u_len = 32 * du(K) as usize;
    let (c1, c2) = c.split_at(K * u_len);
    let (mut acc, mut s_hat) = (Poly::zero(), Poly::zero());
    // ŝᵀ ∘ NTT(u), one u[i] and one ŝ[i] decoded at a time.
    for (u_bytes, s_bytes) in c1.chunks_exact(u_len).zip(dk.as_chunks::<POLY_BYTES>().0) {
        let mut u = decode_decompress(du(K), u_bytes);
        u.ntt();
        s_hat.decode12(s_bytes);
        super::ntt::basemul_accumulate(&mut acc.0, &s_hat.0, &u.0);
    }
    acc.inverse_ntt();
    // w = v − NTT⁻¹(ŝᵀ ∘ NTT(u))
    let v = decode_decompress(dv(K), c2);
    acc.sub_from(&v);
    acc.reduce();
    let mut m = [0u8; 32];
    acc.compress_encode::<1>(&mut m);
    m
}
