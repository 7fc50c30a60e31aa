//! Hash_DRBG (SP 800-90A Rev. 1 §10.1.1) over any [`DrbgHash`].
//!
//! The state is a value `V` and a constant `C`, both `seedlen` bits long ([`DrbgHash::SEED_LEN`]: 440
//! bits for SHA-1/SHA-224/SHA-256, 888 for SHA-384/SHA-512). Output blocks are `Hash(V)`, `Hash(V + 1)`,
//! ...; after every request `V = V + Hash(0x03 || V) + C + reseed_counter` (mod 2^seedlen). Seeds go
//! through the derivation function `Hash_df` (§10.3.1).
//!
//! It needs about half the hash calls of HMAC_DRBG per output byte, for a larger state.
//! Additions run over every byte of `V` whatever the values, so timing does not depend on the state.
//!
//! See [the module docs](super) for the seeding rules, limits and prediction resistance.
//!
//! ```
//! use emcrypt::drbg::HashDrbg;
//! use emcrypt::hash::sha256::Sha256;
//!
//! let entropy = [0x11u8; 32]; // from the device's TRNG
//! let nonce = [0x22u8; 16];
//! let mut drbg = HashDrbg::<Sha256>::new(&entropy, &nonce, b"").unwrap();
//! let mut key = [0u8; 32];
//! drbg.generate(&mut key, &[]).unwrap();
//! ```

use super::{sealed, Drbg, DrbgHash, Mechanism};
use crate::hash::Hash;
use zeroize::Zeroize;

/// Hash_DRBG (SP 800-90A §10.1.1) at the highest security strength of `H`; its methods are [`Drbg`]'s.
pub type HashDrbg<H> = Drbg<HashDrbgState<H>>;

/// The largest `seedlen` in bytes (888 bits, for SHA-384 and SHA-512).
const MAX_SEED_BYTES: usize = 111;

/// The working state of Hash_DRBG: `V` and `C` (in the first `seedlen / 8` bytes of each array),
/// wiped when dropped.
pub struct HashDrbgState<H: DrbgHash> {
    v: [u8; MAX_SEED_BYTES],
    c: [u8; MAX_SEED_BYTES],
    hash: core::marker::PhantomData<H>,
}

impl<H: DrbgHash> HashDrbgState<H> {
    /// `seedlen` in bytes.
    const SEED_BYTES: usize = {
        assert!(H::SEED_LEN % 8 == 0 && H::SEED_LEN / 8 <= MAX_SEED_BYTES);
        H::SEED_LEN / 8
    };

    /// C = Hash_df(0x00 || V, seedlen).
    fn derive_c(&mut self) {
        let n = Self::SEED_BYTES;
        hash_df::<H>(&[&[0x00], &self.v[..n]], &mut self.c[..n]);
    }
}

impl<H: DrbgHash> Mechanism for HashDrbgState<H> {
    const SECURITY_STRENGTH: usize = H::SECURITY_STRENGTH;
}

impl<H: DrbgHash> sealed::Functions for HashDrbgState<H> {
    /// §10.1.1.2: V = Hash_df(entropy || nonce || personalization), C = Hash_df(0x00 || V).
    fn instantiate(entropy: &[u8], nonce: &[u8], personalization: &[u8]) -> Self {
        let mut state =
            Self { v: [0; MAX_SEED_BYTES], c: [0; MAX_SEED_BYTES], hash: core::marker::PhantomData };
        hash_df::<H>(&[entropy, nonce, personalization], &mut state.v[..Self::SEED_BYTES]);
        state.derive_c();
        state
    }

    /// §10.1.1.3: V = Hash_df(0x01 || V || entropy || additional), C = Hash_df(0x00 || V).
    fn reseed(&mut self, entropy: &[u8], additional: &[u8]) {
        let n = Self::SEED_BYTES;
        let mut seed = [0u8; MAX_SEED_BYTES];
        hash_df::<H>(&[&[0x01], &self.v[..n], entropy, additional], &mut seed[..n]);
        self.v = seed;
        seed.zeroize();
        self.derive_c();
    }

    /// §10.1.1.4.
    fn generate(&mut self, out: &mut [u8], additional: &[u8], reseed_counter: u64) {
        let n = Self::SEED_BYTES;
        if !additional.is_empty() {
            // V = V + Hash(0x02 || V || additional)
            let mut h = H::new();
            h.update(&[0x02]);
            h.update(&self.v[..n]);
            h.update(additional);
            let mut w = h.finalize();
            add_into(&mut self.v[..n], w.as_ref());
            w.as_mut().zeroize();
        }

        // Hashgen: Hash(data), Hash(data + 1), ... with data starting at V.
        let mut data = [0u8; MAX_SEED_BYTES];
        data[..n].copy_from_slice(&self.v[..n]);
        for chunk in out.chunks_mut(H::OUTPUT_LEN) {
            let mut w = H::digest(&data[..n]);
            chunk.copy_from_slice(&w.as_ref()[..chunk.len()]);
            w.as_mut().zeroize();
            add_into(&mut data[..n], &[1]);
        }
        data.zeroize();

        // V = V + Hash(0x03 || V) + C + reseed_counter
        let mut h = H::new();
        h.update(&[0x03]);
        h.update(&self.v[..n]);
        let mut hv = h.finalize();
        add_into(&mut self.v[..n], hv.as_ref());
        hv.as_mut().zeroize();
        add_into(&mut self.v[..n], &self.c[..n]);
        add_into(&mut self.v[..n], &reseed_counter.to_be_bytes());
    }
}

/// `Hash_df` (§10.3.1): fills `out` with `Hash(counter || no_of_bits || input)` for counter = 1, 2, ...
/// `out` is at most `MAX_SEED_BYTES` long, so the bit count fits 32 bits and the counter a byte.
fn hash_df<H: Hash>(input: &[&[u8]], out: &mut [u8]) {
    let bits = ((out.len() * 8) as u32).to_be_bytes();
    for (i, chunk) in out.chunks_mut(H::OUTPUT_LEN).enumerate() {
        let mut h = H::new();
        h.update(&[(i + 1) as u8]);
        h.update(&bits);
        input.iter().for_each(|part| h.update(part));
        let mut digest = h.finalize();
        chunk.copy_from_slice(&digest.as_ref()[..chunk.len()]);
        digest.as_mut().zeroize();
    }
}

/// `acc = (acc + x) mod 2^(8 * acc.len())`, both big-endian, `x` no longer than `acc`.
///
/// The carry runs through every byte of `acc`, so the time depends on the lengths only.
fn add_into(acc: &mut [u8], x: &[u8]) {
    let mut carry = 0u16;
    let mut addend = x.iter().rev();
    for a in acc.iter_mut().rev() {
        let sum = u16::from(*a) + u16::from(addend.next().copied().unwrap_or(0)) + carry;
        *a = sum as u8;
        carry = sum >> 8;
    }
}

impl<H: DrbgHash> Drop for HashDrbgState<H> {
    fn drop(&mut self) {
        self.v.zeroize();
        self.c.zeroize();
    }
}

#[cfg(test)]
mod tests {
    use super::add_into;

    #[test]
    fn addition_wraps_and_carries() {
        let mut a = [0x00, 0xff, 0xff];
        add_into(&mut a, &[1]);
        assert_eq!(a, [0x01, 0x00, 0x00]);
        let mut b = [0xff, 0xff];
        add_into(&mut b, &[0x00, 0x02]);
        assert_eq!(b, [0x00, 0x01]);
    }
}
