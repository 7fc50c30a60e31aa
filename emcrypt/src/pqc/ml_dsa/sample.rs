//! Sampling from SHAKE (FIPS 204 §7.3): the matrix entries (RejNTTPoly), the secret vectors
//! (RejBoundedPoly), the masking vector (ExpandMask) and the challenge (SampleInBall).
//!
//! Matrix coefficients are handed to a closure as they are sampled, so a caller can multiply-accumulate
//! an entry without ever holding it (the low-RAM signer and the verifier do).

use super::field::{mont_mul, Q};
use super::ntt::{pointwise_acc, Poly};
use crate::hash::sha3::{OneBlockShake, Shake256, Unrolled, SHAKE128_RATE, SHAKE256_RATE};
use zeroize::Zeroize;

/// The eight candidates of RejNTTPoly in 24 bytes of SHAKE128 output (three lanes), in order: three
/// little-endian bytes each, the top bit of the third cleared. Cut from 32-bit words: no byte loads.
#[inline(always)]
fn candidates(lanes: &[u64; 3]) -> [i32; 8] {
    let w = lanes.map(|lane| [lane as u32, (lane >> 32) as u32]);
    let [[w0, w1], [w2, w3], [w4, w5]] = w;
    let fields =
        [w0, w0 >> 24 | w1 << 8, w1 >> 16 | w2 << 16, w2 >> 8, w3, w3 >> 24 | w4 << 8, w4 >> 16 | w5 << 16, w5 >> 8];
    fields.map(|f| (f & 0x7F_FFFF) as i32)
}

/// Squeezes SHAKE128(ρ ‖ col ‖ row) and hands its candidates, eight at a time, to `take(n, candidates)`,
/// which stores the accepted ones from coefficient `n` on (at most 256 in all) and returns how many it
/// stored; stops once 256 are stored.
#[inline(always)]
fn sample_groups(rho: &[u8; 32], row: usize, col: usize, mut take: impl FnMut(usize, [i32; 8]) -> usize) {
    // The input fits in one block: no general sponge to build, move and wipe per entry.
    let mut xof = OneBlockShake::<SHAKE128_RATE>::new(rho, &[col as u8, row as u8]);
    let mut lanes = [0u64; SHAKE128_RATE / 8];
    let mut n = 0;
    while n < 256 {
        xof.squeeze_block_lanes(&mut lanes);
        for group in lanes.as_chunks::<3>().0 {
            n += take(n, candidates(group));
        }
    }
}

/// Calls `f(n, a_n)` for the 256 coefficients of matrix entry A\[row\]\[col\] (NTT domain, in [0, q)),
/// sampled from SHAKE128(ρ ‖ col ‖ row) by rejection (public data: the branches are fine). For the low-RAM
/// signer, which cannot spare a polynomial to sample into; [`matrix_entry_into`] is faster.
pub(crate) fn matrix_entry(rho: &[u8; 32], row: usize, col: usize, mut f: impl FnMut(usize, i32)) {
    sample_groups(rho, row, col, |n, candidates| {
        let mut k = 0;
        for v in candidates {
            if v < Q && n + k < 256 {
                f(n + k, v);
                k += 1;
            }
        }
        k
    });
}

/// Writes matrix entry A\[row\]\[col\] into `out` (the coefficients of [`matrix_entry`]).
pub(crate) fn matrix_entry_into(rho: &[u8; 32], row: usize, col: usize, out: &mut Poly) {
    sample_groups(rho, row, col, |n, candidates| {
        let mut k = 0;
        if let Some(slots) = out[n..].first_chunk_mut::<8>() {
            // Room for all eight: store each at the next free slot and step past the accepted ones (no
            // branch per candidate; a rejected one is overwritten by the next).
            for v in candidates {
                slots[k & 7] = v;
                k += usize::from(v < Q);
            }
        } else {
            for v in candidates {
                if v < Q && n + k < 256 {
                    out[n + k] = v;
                    k += 1;
                }
            }
        }
        k
    });
}

/// `acc += A[row][col] ∘ v` (Montgomery products, unreduced sums): the entry is sampled into `scratch`,
/// then multiplied in by the pointwise product (assembly on Armv7-M).
pub(crate) fn matrix_entry_times(rho: &[u8; 32], row: usize, col: usize, v: &Poly, acc: &mut Poly, scratch: &mut Poly) {
    matrix_entry_into(rho, row, col, scratch);
    pointwise_acc(scratch, v, acc);
}

/// `acc += A[row][col] ∘ v` as [`matrix_entry_times`], the entry multiplied in as it is sampled (no
/// scratch polynomial: the low-RAM signer's).
///
/// Out of line on purpose: inlined into its caller, the per-coefficient step competed for registers with
/// the caller (constants rematerialised, the operands' addresses reloaded from the stack) and cost about
/// 34 cycles on the M4 model instead of about 20.
#[inline(never)]
pub(crate) fn matrix_entry_times_streaming(rho: &[u8; 32], row: usize, col: usize, v: &Poly, acc: &mut Poly) {
    matrix_entry(rho, row, col, |n, a| acc[n] += mont_mul(a, v[n]));
}

/// Secret polynomial number `nonce` of (s1, s2) with coefficients in [−η, η], from SHAKE256(ρ' ‖ nonce).
///
/// Half-bytes out of range are skipped: which ones is independent of the accepted coefficients, the
/// leak FIPS 204 accepts for rejection sampling. The coefficients themselves are computed without a
/// branch or an index on their value.
pub(crate) fn secret_poly(eta: i32, rho_prime: &[u8; 64], nonce: u16, out: &mut Poly) {
    if eta == 2 {
        secret_poly_eta::<2>(rho_prime, nonce, out);
    } else {
        secret_poly_eta::<4>(rho_prime, nonce, out);
    }
}

/// [`secret_poly`] for η = `ETA` (2 or 4).
fn secret_poly_eta<const ETA: u32>(rho_prime: &[u8; 64], nonce: u16, out: &mut Poly) {
    // Half-byte z is accepted below 15 (η = 2) or 9 (η = 4) and gives η − (z mod 5) or η − z.
    let bound = if ETA == 2 { 15 } else { 9 };
    let coefficient = |z: u32| -> i32 {
        // z mod 5 = z − 5·⌊z·205 / 1024⌋ for z < 16 (no division instruction).
        let r = if ETA == 2 { z - 5 * ((z * 205) >> 10) } else { z };
        ETA as i32 - r as i32
    };
    // ρ' ‖ nonce (66 bytes) fits in one block, as in `matrix_entry`.
    let mut xof = OneBlockShake::<SHAKE256_RATE>::new(rho_prime, &nonce.to_le_bytes());
    let mut lanes = [0u64; SHAKE256_RATE / 8];
    let mut n = 0;
    while n < 256 {
        xof.squeeze_block_lanes(&mut lanes);
        for word in lanes.iter().flat_map(|&lane| [lane as u32, (lane >> 32) as u32]) {
            if n == 256 {
                break;
            }
            // Eight half-bytes per word, low one first (FIPS 204 reads each byte's low half first).
            if let Some(slots) = out[n..].first_chunk_mut::<8>() {
                // Room for all eight: store each at the next free slot, step past the accepted ones.
                let mut k = 0;
                for i in 0..8 {
                    let z = (word >> (4 * i)) & 15;
                    slots[k & 7] = coefficient(z);
                    k += usize::from(z < bound);
                }
                n += k;
            } else {
                for i in 0..8 {
                    let z = (word >> (4 * i)) & 15;
                    if z < bound && n < 256 {
                        out[n] = coefficient(z);
                        n += 1;
                    }
                }
            }
        }
    }
    lanes.zeroize();
}

/// Masking polynomial y_r = ExpandMask(ρ'', κ)\[r\] for nonce κ + r: 256 coefficients in (−γ1, γ1].
pub(crate) fn mask_poly(gamma1: i32, z_bits: u32, rho_pp: &[u8; 64], nonce: u16, out: &mut Poly) {
    let mut xof = Shake256::<Unrolled>::new();
    xof.update(rho_pp);
    xof.update(&nonce.to_le_bytes());
    let mut reader = xof.finalize_xof();
    let mut bytes = [0u8; 640];
    let bytes = &mut bytes[..32 * z_bits as usize];
    reader.squeeze(bytes);
    super::encode::unpack(bytes, z_bits, |n, v| out[n] = gamma1 - v as i32);
    bytes.zeroize();
}

/// The challenge c = SampleInBall(c~): τ coefficients ±1, the rest 0 (FIPS 204 Algorithm 29). c~ is
/// public (part of the signature), so the data-dependent indices are fine.
pub(crate) fn challenge(tau: usize, c_tilde: &[u8], out: &mut Poly) {
    let mut xof = Shake256::<Unrolled>::new();
    xof.update(c_tilde);
    let mut reader = xof.finalize_xof();
    let mut first = [0u8; 8];
    reader.squeeze(&mut first);
    let mut signs = u64::from_le_bytes(first);
    out.fill(0);
    for i in 256 - tau..256 {
        let mut j = [0u8; 1];
        loop {
            reader.squeeze(&mut j);
            if j[0] as usize <= i {
                break;
            }
        }
        let j = j[0] as usize;
        out[i] = out[j];
        out[j] = 1 - 2 * (signs & 1) as i32;
        signs >>= 1;
    }
}
