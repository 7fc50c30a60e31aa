//! HMAC_DRBG (SP 800-90A Rev. 1 §10.1.2) over any [`DrbgHash`].
//!
//! The state is a key `Key` and a value `V`, both of the hash's output length. Output blocks are
//! `V = HMAC(Key, V)`; after every request the update function `HMAC_DRBG_Update` mixes the additional
//! input (if any) into a new `Key` and `V`, which gives backtracking resistance. This is also the DRBG
//! that RFC 6979 deterministic signatures use.
//!
//! See [the module docs](super) for the seeding rules, limits and prediction resistance.
//!
//! ```
//! use emcrypt::drbg::HmacDrbg;
//! use emcrypt::hash::sha256::Sha256;
//!
//! let entropy = [0x11u8; 32]; // from the device's TRNG
//! let nonce = [0x22u8; 16];
//! let mut drbg = HmacDrbg::<Sha256>::new(&entropy, &nonce, b"my device 0042").unwrap();
//! let mut key = [0u8; 32];
//! drbg.generate(&mut key, &[]).unwrap();
//! ```

use super::{sealed, Drbg, DrbgHash, Mechanism};
use crate::hash::Output as _;
use crate::mac::Hmac;
use zeroize::Zeroize;

/// HMAC_DRBG (SP 800-90A §10.1.2) at the highest security strength of `H`; its methods are [`Drbg`]'s.
pub type HmacDrbg<H> = Drbg<HmacDrbgState<H>>;

/// The working state of HMAC_DRBG: `Key` and `V`, wiped when dropped.
pub struct HmacDrbgState<H: DrbgHash> {
    key: H::Output,
    v: H::Output,
}

impl<H: DrbgHash> Mechanism for HmacDrbgState<H> {
    const SECURITY_STRENGTH: usize = H::SECURITY_STRENGTH;
}

impl<H: DrbgHash> sealed::Functions for HmacDrbgState<H> {
    /// §10.1.2.3: Key = 0x00 00...00, V = 0x01 01...01, then update with the seed material.
    fn instantiate(entropy: &[u8], nonce: &[u8], personalization: &[u8]) -> Self {
        let mut v = H::Output::zeroed();
        v.as_mut().fill(0x01);
        let mut state = Self { key: H::Output::zeroed(), v };
        state.update(&[entropy, nonce, personalization]);
        state
    }

    /// §10.1.2.4.
    fn reseed(&mut self, entropy: &[u8], additional: &[u8]) {
        self.update(&[entropy, additional]);
    }

    /// §10.1.2.5: `V = HMAC(Key, V)` per output block, then update with the additional input.
    fn generate(&mut self, out: &mut [u8], additional: &[u8], _reseed_counter: u64) {
        if !additional.is_empty() {
            self.update(&[additional]);
        }
        let keyed = Hmac::<H>::keyed(self.key.as_ref());
        for chunk in out.chunks_mut(H::OUTPUT_LEN) {
            let mut mac = keyed.clone();
            mac.update(self.v.as_ref());
            self.v = mac.finalize();
            chunk.copy_from_slice(&self.v.as_ref()[..chunk.len()]);
        }
        drop(keyed);
        self.update(&[additional]);
    }
}

impl<H: DrbgHash> HmacDrbgState<H> {
    /// `HMAC_DRBG_Update` (§10.1.2.2) with the provided data given as parts to concatenate.
    fn update(&mut self, provided: &[&[u8]]) {
        let no_data = provided.iter().all(|part| part.is_empty());
        for round in [0x00u8, 0x01] {
            if round == 0x01 && no_data {
                break;
            }
            // Key = HMAC(Key, V || round || provided_data)
            let mut mac = Hmac::<H>::keyed(self.key.as_ref());
            mac.update(self.v.as_ref());
            mac.update(&[round]);
            provided.iter().for_each(|part| mac.update(part));
            self.key = mac.finalize();
            // V = HMAC(Key, V)
            let mut mac = Hmac::<H>::keyed(self.key.as_ref());
            mac.update(self.v.as_ref());
            self.v = mac.finalize();
        }
    }
}

impl<H: DrbgHash> Drop for HmacDrbgState<H> {
    fn drop(&mut self) {
        self.key.as_mut().zeroize();
        self.v.as_mut().zeroize();
    }
}
