//! Byte access to a number held in limbs: the encoded messages of PKCS#1 (EM) are built and checked in
//! place, in the limbs the RSA operation reads or wrote, so no separate byte buffer is needed.
//!
//! Byte `i` of the `len`-byte big-endian string is byte `len - 1 - i` counted from the least significant
//! end, i.e. limb `(len - 1 - i) / 4`, bits `8·((len - 1 - i) % 4)`. Indices and lengths are public.

/// Byte `i` of the `len`-byte big-endian encoding of `limbs`.
#[inline]
pub(crate) fn get(limbs: &[u32], len: usize, i: usize) -> u8 {
    let pos = len - 1 - i;
    (limbs[pos / 4] >> (8 * (pos % 4))) as u8
}

/// Sets byte `i` of the `len`-byte big-endian encoding of `limbs` to `v`.
#[inline]
pub(crate) fn set(limbs: &mut [u32], len: usize, i: usize, v: u8) {
    let pos = len - 1 - i;
    let shift = 8 * (pos % 4);
    let w = &mut limbs[pos / 4];
    *w = (*w & !(0xff << shift)) | ((v as u32) << shift);
}

/// XORs `data` into bytes `start..start + data.len()` of the `len`-byte encoding.
pub(crate) fn xor_in(limbs: &mut [u32], len: usize, start: usize, data: &[u8]) {
    for (j, d) in data.iter().enumerate() {
        let v = get(limbs, len, start + j) ^ d;
        set(limbs, len, start + j, v);
    }
}

/// Copies `data` into bytes `start..start + data.len()` of the `len`-byte encoding.
pub(crate) fn write(limbs: &mut [u32], len: usize, start: usize, data: &[u8]) {
    for (j, d) in data.iter().enumerate() {
        set(limbs, len, start + j, *d);
    }
}

/// Copies bytes `start..start + out.len()` of the `len`-byte encoding into `out`.
pub(crate) fn read(limbs: &[u32], len: usize, start: usize, out: &mut [u8]) {
    for (j, o) in out.iter_mut().enumerate() {
        *o = get(limbs, len, start + j);
    }
}

/// Feeds bytes `start..start + count` of the `len`-byte encoding to the hash `h`.
pub(crate) fn hash_region<H: crate::hash::Hash>(h: &mut H, limbs: &[u32], len: usize, start: usize, count: usize) {
    let mut chunk = [0u8; 32];
    let mut done = 0;
    while done < count {
        let take = (count - done).min(32);
        read(limbs, len, start + done, &mut chunk[..take]);
        h.update(&chunk[..take]);
        done += take;
    }
}
