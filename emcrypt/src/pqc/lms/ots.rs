//! LM-OTS, the Winternitz one-time signature (RFC 8554 §4): message digest, checksum and digits, the
//! candidate public key of a signature (Algorithm 4b), and, for signing, the pseudorandom private key of
//! RFC 8554 Appendix A / SP 800-208 §6.2, its public key (Algorithm 1) and signature chains (Algorithm 3).

use zeroize::Zeroize;

use super::hasher::{with_prefix, Chains, Hasher, MAX_N};
use super::params::LmotsAlgorithm;

/// Domain separators (RFC 8554 §4.3 and §5.3).
pub(crate) const D_PBLC: [u8; 2] = [0x80, 0x80];
pub(crate) const D_MESG: [u8; 2] = [0x81, 0x81];
pub(crate) const D_LEAF: [u8; 2] = [0x82, 0x82];
pub(crate) const D_INTR: [u8; 2] = [0x83, 0x83];

/// The `i` values of the pseudorandom derivations that are not chain secrets (the hash-sigs reference
/// implementation's choice, outside the range 0..p of chain indices): the message randomizer C of leaf q,
/// and the SEED and I of the child tree an HSS level signs with leaf q.
pub(crate) const DERIVE_C: u16 = 0xfffd;
pub(crate) const DERIVE_CHILD_SEED: u16 = 0xfffe;
pub(crate) const DERIVE_CHILD_I: u16 = 0xffff;

/// `H(I || u32str(q) || u16str(i) || u8str(0xff) || SEED)`: the pseudorandom value number `i` of leaf `q`
/// (RFC 8554 Appendix A; SP 800-208 §6.2 with i < p for the chain secrets x_q\[i\]).
pub(crate) fn derive(ots: LmotsAlgorithm, id: &[u8; 16], q: u32, i: u16, seed: &[u8]) -> [u8; MAX_N] {
    let mut h = with_prefix(ots.hash(), ots.n(), id, q);
    h.update(&i.to_be_bytes());
    h.update(&[0xff]);
    h.update(seed);
    h.finalize()
}

/// Starts the message digest `Q = H(I || u32str(q) || D_MESG || C || message)`; the caller streams the
/// message in and finishes it.
pub(crate) fn message_hasher(ots: LmotsAlgorithm, id: &[u8; 16], q: u32, c: &[u8]) -> Hasher {
    let mut h = with_prefix(ots.hash(), ots.n(), id, q);
    h.update(&D_MESG);
    h.update(c);
    h
}

/// `Q || Cksm(Q)`: the n-byte digest followed by its 16-bit checksum, shifted left by ls (§4.4).
fn digest_with_checksum(ots: LmotsAlgorithm, q_digest: &[u8; MAX_N]) -> [u8; MAX_N + 2] {
    let n = ots.n();
    let w = ots.w();
    let max_digit = (1u32 << w) - 1;
    let mut sum: u32 = 0;
    for i in 0..(8 * n as u32) / w {
        sum += max_digit - coef(q_digest, i, w);
    }
    let mut s = [0u8; MAX_N + 2];
    s[..n].copy_from_slice(&q_digest[..n]);
    s[n..n + 2].copy_from_slice(&((sum << ots.ls()) as u16).to_be_bytes());
    s
}

/// `coef(S, i, w)`: the i-th w-bit digit of S, most significant first (§3.1.3).
fn coef(s: &[u8], i: u32, w: u32) -> u32 {
    let digits_per_byte = 8 / w;
    let byte = s[(i / digits_per_byte) as usize] as u32;
    let shift = 8 - w * (i % digits_per_byte + 1);
    (byte >> shift) & ((1 << w) - 1)
}

/// The candidate public key Kc of a signature (Algorithm 4b): each chain is finished from its signature
/// value y\[i\] up to step 2^w - 1, and Kc hashes the chain ends. `y` holds the p values of n bytes.
pub(crate) fn candidate_public_key(
    ots: LmotsAlgorithm,
    id: &[u8; 16],
    q: u32,
    q_digest: &[u8; MAX_N],
    y: &[u8],
) -> [u8; MAX_N] {
    let (n, w) = (ots.n(), ots.w());
    let s = digest_with_checksum(ots, q_digest);
    let mut kc = with_prefix(ots.hash(), n, id, q);
    kc.update(&D_PBLC);
    let chains = Chains::new(ots.hash(), n, id, q);
    let mut tmp = [0u8; MAX_N];
    for (i, yi) in y.chunks_exact(n).take(ots.p()).enumerate() {
        chains.run_from(i as u16, yi, &mut tmp, coef(&s, i as u32, w)..(1 << w) - 1);
        kc.update(&tmp[..n]);
    }
    kc.finalize()
}

/// The LM-OTS public key K of leaf `q` (Algorithm 1): every chain run from its secret start to its end.
pub(crate) fn public_key(ots: LmotsAlgorithm, id: &[u8; 16], q: u32, seed: &[u8]) -> [u8; MAX_N] {
    let n = ots.n();
    let mut k = with_prefix(ots.hash(), n, id, q);
    k.update(&D_PBLC);
    let chains = Chains::new(ots.hash(), n, id, q);
    for i in 0..ots.p() as u16 {
        let mut x = derive(ots, id, q, i, seed);
        chains.run(i, &mut x, 0..(1 << ots.w()) - 1);
        k.update(&x[..n]);
        x.zeroize();
    }
    k.finalize()
}

/// Writes the LM-OTS signature of leaf `q` (Algorithm 3): `u32str(type) || C || y[0..p]` into
/// `out[..ots.signature_len()]`, with C derived from the seed, after hashing `message` parts.
pub(crate) fn sign(ots: LmotsAlgorithm, id: &[u8; 16], q: u32, seed: &[u8], c: &[u8], message: &[u8], out: &mut [u8]) {
    let n = ots.n();
    let mut mh = message_hasher(ots, id, q, c);
    mh.update(message);
    let s = digest_with_checksum(ots, &mh.finalize());
    out[..4].copy_from_slice(&ots.code().to_be_bytes());
    out[4..4 + n].copy_from_slice(c);
    let y = &mut out[4 + n..4 + n * (ots.p() + 1)];
    let chains = Chains::new(ots.hash(), n, id, q);
    for (i, yi) in y.chunks_exact_mut(n).enumerate() {
        let mut x = derive(ots, id, q, i as u16, seed);
        chains.run(i as u16, &mut x, 0..coef(&s, i as u32, ots.w()));
        yi.copy_from_slice(&x[..n]);
        x.zeroize();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The examples of RFC 8554 §3.1.3.
    #[test]
    fn coef_matches_rfc_examples() {
        let s = [0x12, 0x34];
        assert_eq!(coef(&s, 7, 1), 0);
        assert_eq!(coef(&s, 0, 4), 1);
        // 0x12 = 0001 0010: the 2-bit digits are 0, 1, 0, 2.
        assert_eq!([0, 1, 2, 3].map(|i| coef(&s, i, 2)), [0, 1, 0, 2]);
        assert_eq!(coef(&s, 1, 8), 0x34);
    }
}
