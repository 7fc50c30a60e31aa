//! MGF1, the mask generation function of PKCS#1 (RFC 8017 B.2.1): `Hash(seed || counter)` for counters
//! 0, 1, 2... concatenated, XORed here straight into the encoded message held in limbs.

use super::em_bytes;
use crate::hash::Hash;

/// XORs `MGF1<M>(seed, count)` into bytes `start..start + count` of the `len`-byte string in `limbs`.
pub(crate) fn xor_mask<M: Hash>(seed: &[u8], limbs: &mut [u32], len: usize, start: usize, count: usize) {
    let mut done = 0;
    let mut counter: u32 = 0;
    while done < count {
        let mut h = M::new();
        h.update(seed);
        h.update(&counter.to_be_bytes());
        let block = h.finalize();
        let take = (count - done).min(M::OUTPUT_LEN);
        em_bytes::xor_in(limbs, len, start + done, &block.as_ref()[..take]);
        done += take;
        counter = counter.wrapping_add(1);
    }
}
