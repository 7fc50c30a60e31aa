//! Sampling from SHAKE (FIPS 204 §7.3): the matrix entries (RejNTTPoly), the secret vectors
//! (RejBoundedPoly), the masking vector (ExpandMask) and the challenge (SampleInBall).
//!
//! Matrix coefficients are handed to a closure as they are sampled, so a caller can multiply-accumulate
//! an entry without ever holding it (the low-RAM signer does; key generation and verification sample each
//! entry into a polynomial).

use super::field::{mont_mul, Q};
use super::ntt::{pointwise, pointwise_acc, Poly};
use crate::hash::sha3::{OneBlockShake, SHAKE128_RATE, SHAKE256_RATE};
use zeroize::Zeroize;

/// The eight candidates of RejNTTPoly in 24 bytes of SHAKE128 output (three lanes as six little-endian
/// words), in order, each shifted to the top of a word: candidate c (three little-endian bytes, the top bit
/// of the third cleared) is `field >> 9`, and the low 9 bits hold other output bits. So c < q exactly when
/// `field < q << 9` ([`Q_HIGH`]), and each field is one or two instructions.
#[inline(always)]
fn candidate_fields(w: [u32; 6]) -> [u32; 8] {
    let [w0, w1, w2, w3, w4, w5] = w;
    [
        w0 << 9,
        w1 << 17 | w0 >> 15,
        w2 << 25 | w1 >> 7,
        w2 << 1,
        w3 << 9,
        w4 << 17 | w3 >> 15,
        w5 << 25 | w4 >> 7,
        w5 << 1,
    ]
}

/// q at the position of [`candidate_fields`]: q · 2⁹ < 2³² (q < 2²³).
const Q_HIGH: u32 = (Q as u32) << 9;

/// Squeezes SHAKE128(ρ ‖ col ‖ row) and hands its candidates, eight at a time (three lanes, as
/// [`candidate_fields`]), to `take(n, fields)`, which stores the accepted ones from coefficient `n` on (at
/// most 256 in all) and returns how many it stored; stops as soon as 256 are stored, without converting the
/// rest of the block.
#[inline(always)]
fn sample_groups(rho: &[u8; 32], row: usize, col: usize, mut take: impl FnMut(usize, [u32; 8]) -> usize) {
    // The input fits in one block: no general sponge to build, move and wipe per entry.
    let mut xof = OneBlockShake::<SHAKE128_RATE>::zeroed();
    xof.absorb(rho, &[col as u8, row as u8]);
    let mut n = 0;
    while n < 256 {
        xof.squeeze_block_triples(|words| {
            n += take(n, candidate_fields(words));
            n < 256
        });
    }
}

/// Calls `f(n, a_n)` for the 256 coefficients of matrix entry A\[row\]\[col\] (NTT domain, in [0, q)),
/// sampled from SHAKE128(ρ ‖ col ‖ row) by rejection (public data: the branches are fine). For the low-RAM
/// signer, which cannot spare a polynomial to sample into; [`matrix_entry_into`] is faster.
pub(crate) fn matrix_entry(rho: &[u8; 32], row: usize, col: usize, mut f: impl FnMut(usize, i32)) {
    sample_groups(rho, row, col, |n, fields| keep_each(n, fields, &mut f));
}

/// Writes matrix entry A\[row\]\[col\] into `out` (the coefficients of [`matrix_entry`]). On Armv7-M the
/// assembly takes each block's lane triples while eight coefficients are free
/// ([`rej_ntt_block`](crate::arch::mldsa_rej_armv7m::rej_ntt_block)); the portable path takes the rest.
pub(crate) fn matrix_entry_into(rho: &[u8; 32], row: usize, col: usize, out: &mut Poly) {
    let mut xof = OneBlockShake::<SHAKE128_RATE>::zeroed();
    xof.absorb(rho, &[col as u8, row as u8]);
    let mut n = 0;
    while n < 256 {
        xof.next_block();
        let first = assembly_triples(&xof, out, &mut n);
        xof.for_each_lane_triple(first..SHAKE128_RATE / 24, |words| {
            n += keep_candidates(n, candidate_fields(words), out);
            n < 256
        });
    }
}

/// Stores the accepted ones of eight candidates ([`candidate_fields`]) from `out[n]` on (at most up to
/// `out[255]`) and returns how many it stored.
#[inline(always)]
fn keep_candidates(n: usize, fields: [u32; 8], out: &mut Poly) -> usize {
    if let Some(slots) = out.get_mut(n..).and_then(|rest| rest.first_chunk_mut::<8>()) {
        let mut k = 0;
        // Room for all eight: store each at the next free slot and step past the accepted ones (no
        // branch per candidate; a rejected one is overwritten by the next).
        for field in fields {
            slots[k & 7] = (field >> 9) as i32;
            k += usize::from(field < Q_HIGH);
        }
        k
    } else {
        keep_each(n, fields, |i, v| out[i] = v)
    }
}

/// Hands the accepted ones of eight candidates ([`candidate_fields`]) to `f(i, a_i)` for i = n, n + 1, …
/// below 256 and returns how many it handed over: one candidate at a time, for consumers without eight
/// free slots to store into.
#[inline(always)]
fn keep_each(n: usize, fields: [u32; 8], mut f: impl FnMut(usize, i32)) -> usize {
    let mut k = 0;
    for field in fields {
        if field < Q_HIGH && n + k < 256 {
            f(n + k, (field >> 9) as i32);
            k += 1;
        }
    }
    k
}

/// Samples the current block's first lane triples into `out` from `out[*n]` on with the Armv7-M assembly
/// while eight coefficients are free, advances `*n`, and returns how many triples it took.
#[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
#[inline(always)]
fn assembly_triples(xof: &OneBlockShake<SHAKE128_RATE>, out: &mut Poly, n: &mut usize) -> usize {
    let (words, rotr) = xof.state().words_at_rest();
    match out.get_mut(*n..).and_then(|rest| crate::arch::mldsa_rej_armv7m::rej_ntt_block(words, rotr, rest)) {
        Some((stored, triples)) => {
            *n += stored;
            triples
        }
        None => 0,
    }
}

/// Elsewhere the portable path takes every triple.
#[cfg(not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")))]
#[inline(always)]
fn assembly_triples(_: &OneBlockShake<SHAKE128_RATE>, _: &mut Poly, _: &mut usize) -> usize {
    0
}

/// `acc = Σ_j A[row][j] ∘ v[j]` (Montgomery products, unreduced sums): each entry is sampled into
/// `scratch`, then multiplied in by the pointwise product (assembly on Armv7-M); the first product
/// overwrites `acc` (no clearing pass). `v` is never empty (ℓ ≥ 4); if it were, `acc` would be zeroed.
pub(crate) fn matrix_row_times(rho: &[u8; 32], row: usize, v: &[Poly], acc: &mut Poly, scratch: &mut Poly) {
    if v.is_empty() {
        acc.fill(0);
    }
    for (col, v) in v.iter().enumerate() {
        matrix_entry_into(rho, row, col, scratch);
        if col == 0 {
            pointwise(scratch, v, acc);
        } else {
            pointwise_acc(scratch, v, acc);
        }
    }
}

/// `acc += A[row][col] ∘ v` as one term of [`matrix_row_times`], the entry multiplied in as it is sampled (no
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
    let mut xof = OneBlockShake::<SHAKE256_RATE>::zeroed();
    xof.absorb(rho_prime, &nonce.to_le_bytes());
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
///
/// ρ'' ‖ κ (66 bytes) fits in one block, so this is the one-block SHAKE256 (no sponge buffer, no state
/// copies). The 32·`z_bits` output bytes (576 at 18 bits, 640 at 20) are written to `packed`, which is
/// y's own encoding γ1 − y (the signer keeps them in the signature's z field and reads y back from them),
/// and y is unpacked from them into `out`.
pub(crate) fn mask_poly(gamma1: i32, z_bits: u32, rho_pp: &[u8; 64], nonce: u16, packed: &mut [u8], out: &mut Poly) {
    debug_assert_eq!(packed.len(), 32 * z_bits as usize);
    let mut xof = OneBlockShake::<SHAKE256_RATE>::zeroed();
    xof.absorb(rho_pp, &nonce.to_le_bytes());
    let (blocks, tail) = packed.as_chunks_mut::<SHAKE256_RATE>();
    for block in blocks {
        xof.squeeze_block(block);
    }
    // The last block's first 32 or 96 bytes: whole lanes.
    xof.squeeze_block_prefix(tail);
    super::encode::unpack(packed, z_bits, |n, v| out[n] = gamma1 - v as i32);
}

/// The challenge c = SampleInBall(c~): τ coefficients ±1, the rest 0 (FIPS 204 Algorithm 29), or −c when
/// `negate` is set (verification subtracts c·t1: the signs flipped as they are drawn, not in a pass over
/// the 256 coefficients). c~ is public (part of the signature), so the data-dependent indices are fine.
///
/// c~ (32, 48 or 64 bytes) fits in one block, and one block of output (136 bytes: 8 sign bytes and τ ≤ 60
/// positions with their rejections) nearly always suffices: the one-block SHAKE, read a block at a time.
pub(crate) fn challenge(tau: usize, c_tilde: &[u8], negate: bool, out: &mut Poly) {
    let mut xof = OneBlockShake::<SHAKE256_RATE>::zeroed();
    xof.absorb(c_tilde, &[]);
    let mut block = [0u8; SHAKE256_RATE];
    xof.squeeze_block(&mut block);
    let mut signs = block.first_chunk::<8>().map_or(0, |first| u64::from_le_bytes(*first));
    let mut next = 8;
    out.fill(0);
    for i in 256 - tau..256 {
        let j = loop {
            if next == SHAKE256_RATE {
                xof.squeeze_block(&mut block);
                next = 0;
            }
            let j = block[next] as usize;
            next += 1;
            if j <= i {
                break j;
            }
        };
        out[i] = out[j];
        out[j] = 1 - 2 * ((signs & 1) as i32 ^ i32::from(negate));
        signs >>= 1;
    }
}
