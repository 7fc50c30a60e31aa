//! Sampling from SHAKE (FIPS 204 §7.3): the matrix entries (RejNTTPoly), the secret vectors
//! (RejBoundedPoly), the masking vector (ExpandMask) and the challenge (SampleInBall).
//!
//! Matrix coefficients are handed to a closure as they are sampled, so a caller can multiply-accumulate
//! an entry without ever holding it (the low-RAM signer and the verifier do).

use super::field::{mont_mul, Q};
use super::ntt::Poly;
use crate::hash::sha3::{OneBlockShake, Shake256, Unrolled, SHAKE128_RATE, SHAKE256_RATE};
use zeroize::Zeroize;

/// Calls `f(n, a_n)` for the 256 coefficients of matrix entry A\[row\]\[col\] (NTT domain, in [0, q)),
/// sampled from SHAKE128(ρ ‖ col ‖ row) by rejection (public data: the branches are fine).
pub(crate) fn matrix_entry(rho: &[u8; 32], row: usize, col: usize, mut f: impl FnMut(usize, i32)) {
    // The input fits in one block: no general sponge to build, move and wipe per entry.
    let mut xof = OneBlockShake::<SHAKE128_RATE>::new(rho, &[col as u8, row as u8]);
    let mut block = [0u8; SHAKE128_RATE];
    let mut n = 0;
    while n < 256 {
        xof.squeeze_block(&mut block);
        for b in block.as_chunks::<3>().0 {
            let v = b[0] as i32 | (b[1] as i32) << 8 | ((b[2] & 0x7F) as i32) << 16;
            if v < Q {
                f(n, v);
                n += 1;
                if n == 256 {
                    break;
                }
            }
        }
    }
}

/// `acc += A[row][col] ∘ v` (Montgomery products, unreduced sums), the entry sampled as it is used.
///
/// Out of line on purpose: inlined into key generation or verification, the per-coefficient step
/// competed for registers with the caller (constants rematerialised, the operands' addresses reloaded
/// from the stack) and cost about 34 cycles on the M4 model instead of about 20.
#[inline(never)]
pub(crate) fn matrix_entry_times(rho: &[u8; 32], row: usize, col: usize, v: &Poly, acc: &mut Poly) {
    matrix_entry(rho, row, col, |n, a| acc[n] += mont_mul(a, v[n]));
}

/// Writes matrix entry A\[row\]\[col\] into `out`.
pub(crate) fn matrix_entry_into(rho: &[u8; 32], row: usize, col: usize, out: &mut Poly) {
    matrix_entry(rho, row, col, |n, v| out[n] = v);
}

/// Secret polynomial number `nonce` of (s1, s2) with coefficients in [−η, η], from SHAKE256(ρ' ‖ nonce).
///
/// Half-bytes out of range are skipped: which ones is independent of the accepted coefficients, the
/// leak FIPS 204 accepts for rejection sampling.
pub(crate) fn secret_poly(eta: i32, rho_prime: &[u8; 64], nonce: u16, out: &mut Poly) {
    // ρ' ‖ nonce (66 bytes) fits in one block, as in `matrix_entry`.
    let mut xof = OneBlockShake::<SHAKE256_RATE>::new(rho_prime, &nonce.to_le_bytes());
    let mut block = [0u8; SHAKE256_RATE];
    let mut n = 0;
    while n < 256 {
        xof.squeeze_block(&mut block);
        for &b in block.iter() {
            for z in [(b & 15) as i32, (b >> 4) as i32] {
                if n < 256 {
                    if eta == 2 && z < 15 {
                        // 2 − (z mod 5), with z mod 5 = z − 5·⌊z·205 / 1024⌋ (no division instruction).
                        out[n] = 2 - (z - 5 * ((z * 205) >> 10));
                        n += 1;
                    } else if eta == 4 && z < 9 {
                        out[n] = 4 - z;
                        n += 1;
                    }
                }
            }
        }
    }
    block.zeroize();
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
