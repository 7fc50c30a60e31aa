//! MGF1, the mask generation function of PKCS#1 (RFC 8017 B.2.1): `Hash(seed || counter)` for counters
//! 0, 1, 2... concatenated, XORed here straight into the encoded message held in limbs.

use super::em_bytes;
use crate::hash::Hash;

/// XORs `MGF1<M>(seed, count)` into bytes `start..start + count` of the `len`-byte string in `limbs`.
pub(crate) fn xor_mask<M: Hash>(seed: &[u8], limbs: &mut [u32], len: usize, start: usize, count: usize) {
    xor_mask_with::<M>(|h, _| h.update(seed), limbs, len, start, count)
}

/// [`xor_mask`] with the seed fed by `seed(hash, limbs)`: for a seed held in other bytes of the same limbs.
pub(crate) fn xor_mask_with<M: Hash>(seed: impl Fn(&mut M, &[u32]), limbs: &mut [u32], len: usize, start: usize, count: usize) {
    let mut done = 0;
    let mut counter: u32 = 0;
    while done < count {
        let mut h = M::new();
        seed(&mut h, limbs);
        h.update(&counter.to_be_bytes());
        let block = h.finalize();
        let take = (count - done).min(M::OUTPUT_LEN);
        em_bytes::xor_in(limbs, len, start + done, &block.as_ref()[..take]);
        done += take;
        counter = counter.wrapping_add(1);
    }
}

/// A mask generation function for PSS and OAEP: XORs `mask(seed, count)` into bytes `start..start + count`
/// of the `len`-byte string in `limbs`. MGF1 over a hash ([`Mgf1`]), or SHAKE (RFC 8702,
/// [`super::mgf_shake`]).
pub(crate) trait Mgf {
    /// XORs the mask of `seed` into the bytes.
    fn xor_mask(seed: &[u8], limbs: &mut [u32], len: usize, start: usize, count: usize);
}

/// MGF1 over the hash `M`.
pub(crate) struct Mgf1<M>(core::marker::PhantomData<M>);

impl<M: Hash> Mgf for Mgf1<M> {
    fn xor_mask(seed: &[u8], limbs: &mut [u32], len: usize, start: usize, count: usize) {
        xor_mask::<M>(seed, limbs, len, start, count)
    }
}
