//! Deterministic random bit generators of NIST SP 800-90A Rev. 1: two generic over a [`DrbgHash`], one over AES.
//!
//! | DRBG | module | state | compressions per output block, + per request (no additional input) | constant time |
//! | --- | --- | --- | --- | --- |
//! | HMAC_DRBG (§10.1.2) | [`hmac_drbg`] | Key, V (2 × outlen) | 2, + 10 | yes |
//! | Hash_DRBG (§10.1.1) | [`hash_drbg`] | V, C (2 × seedlen) | 1, + 2 | yes |
//! | CTR_DRBG (§10.2), AES-128/192/256, with or without df | [`ctr_drbg`] | AES key schedule, V (16 bytes) | 1 AES block per 16 bytes, + 2 to 3 per request (key schedule each), + df: a few per input block | yes with a constant-time AES variant |
//!
//! (An output block is the hash's output length; `seedlen` is chosen so that hashing V takes one
//! block. Additional input adds a few more per request: 24 or so for HMAC_DRBG, 2 for Hash_DRBG.)
//!
//! CTR_DRBG's security strength is its AES key length; its own input rules are in [`ctr_drbg`].
//! The hash DRBGs are instantiated at the hash's highest security strength (SP 800-90A Table 2, the
//! [`DrbgHash::SECURITY_STRENGTH`] of the hash) and share the same API and rules:
//!
//! - **Seeding**: `new(entropy, nonce, personalization)`. `entropy` must hold at least
//!   `security_strength / 8` bytes of full-entropy input, and `entropy` plus `nonce` at least
//!   `3/2 × security_strength / 8` bytes (§8.6.7: the nonce brings half the strength, or extra entropy
//!   stands in for it); shorter inputs give `Err(InvalidLength)`. The library has no entropy source of its
//!   own: bytes come from the caller's TRNG.
//! - **Reseeding**: `reseed(entropy, additional)`, same minimum entropy length.
//! - **Generating**: `generate(out, additional)`, at most [`MAX_BYTES_PER_REQUEST`] (2^19 bits) per call
//!   (`Err(InvalidLength)` above), and at most `reseed_interval` calls between reseeds
//!   (`Err(ReseedRequired)` after that; the interval defaults to and is capped at
//!   [`MAX_RESEED_INTERVAL`] = 2^48 and may be lowered with `set_reseed_interval`).
//! - **Prediction resistance**: `generate_with_prediction_resistance(entropy, additional, out)` reseeds
//!   with fresh `entropy` and `additional` input and then generates, as §9.3.1 does when prediction
//!   resistance is requested. `set_prediction_resistance(true)` makes it mandatory: plain `generate` then
//!   answers `Err(ReseedRequired)`, so no output is ever produced without fresh entropy.
//! - A failed call changes nothing. The state is wiped when dropped.
//!
//! The two share everything but their mechanism: [`Drbg`] holds the reseed counter, the limits and the
//! checks, and a [`Mechanism`] ([`HmacDrbgState`] or [`HashDrbgState`]) holds the secret state and the
//! three SP 800-90A functions. [`HmacDrbg`] and [`HashDrbg`] are the two `Drbg` types.
//!
//! Both implement `rand_core`'s [`TryRng`](rand_core::TryRng) and [`TryCryptoRng`](rand_core::TryCryptoRng)
//! (0.10): `try_fill_bytes` splits long requests into several generate calls and fails with
//! `ReseedRequired` when the interval is spent or prediction resistance is mandatory.

pub mod ctr_drbg;
pub mod hash_drbg;
pub mod hmac_drbg;

pub use ctr_drbg::{CtrDrbg, CtrDrbgNoDf, CtrDrbgState};
pub use hash_drbg::{HashDrbg, HashDrbgState};
pub use hmac_drbg::{HmacDrbg, HmacDrbgState};

use crate::hash::Hash;
use crate::Error;

/// The largest request of one generate call: 2^19 bits (SP 800-90A Table 2).
pub const MAX_BYTES_PER_REQUEST: usize = (1 << 19) / 8;

/// The largest reseed interval SP 800-90A allows (2^48 requests), also the default.
pub const MAX_RESEED_INTERVAL: u64 = 1 << 48;

/// A hash approved for the SP 800-90A DRBGs, with the parameters of its Table 2.
pub trait DrbgHash: Hash {
    /// The highest security strength the hash supports, in bits (128, 192 or 256).
    const SECURITY_STRENGTH: usize;
    /// Hash_DRBG's `seedlen` in bits: 440 for hashes with a 512-bit block, 888 for a 1024-bit block.
    const SEED_LEN: usize;
}

/// Implements [`DrbgHash`] with the SP 800-90A Table 2 figures.
macro_rules! drbg_hash {
    ($([$($gen:tt)*] $hash:ty => $strength:expr, $seed_len:expr;)*) => {$(
        impl<$($gen)*> DrbgHash for $hash {
            const SECURITY_STRENGTH: usize = $strength;
            const SEED_LEN: usize = $seed_len;
        }
    )*};
}

drbg_hash! {
    [] crate::hash::sha1::Sha1 => 128, 440;
    [V: crate::hash::sha256::Compress] crate::hash::sha256::Sha224<V> => 192, 440;
    [V: crate::hash::sha256::Compress] crate::hash::sha256::Sha256<V> => 256, 440;
    [V: crate::hash::sha512::Compress] crate::hash::sha512::Sha512_224<V> => 192, 440;
    [V: crate::hash::sha512::Compress] crate::hash::sha512::Sha512_256<V> => 256, 440;
    [V: crate::hash::sha512::Compress] crate::hash::sha512::Sha384<V> => 256, 888;
    [V: crate::hash::sha512::Compress] crate::hash::sha512::Sha512<V> => 256, 888;
}

/// The mechanism half of a DRBG: its secret working state and the instantiate, reseed and generate
/// functions of SP 800-90A. Implemented by [`HmacDrbgState`] and [`HashDrbgState`] only (sealed): the
/// functions are reachable through [`Drbg`] alone, which checks the inputs and the schedule first.
pub trait Mechanism: sealed::Functions {
    /// The security strength in bits (128, 192 or 256); it sets the entropy needed.
    const SECURITY_STRENGTH: usize;
}

pub(crate) mod sealed {
    /// The SP 800-90A functions proper, called by [`Drbg`](super::Drbg) once its checks have passed.
    pub trait Functions: Sized {
        /// The instantiate function (inputs already checked).
        fn instantiate(entropy: &[u8], nonce: &[u8], personalization: &[u8]) -> Self;
        /// The reseed function (inputs already checked).
        fn reseed(&mut self, entropy: &[u8], additional: &[u8]);
        /// The generate function (length and schedule already checked); `reseed_counter` is the value
        /// before this request, which Hash_DRBG mixes into its state.
        fn generate(&mut self, out: &mut [u8], additional: &[u8], reseed_counter: u64);
        /// Length rules of the mechanism itself on (re)seed inputs (`extra`: the personalization string
        /// or the reseed's additional input), checked before anything changes. None by default.
        fn check_seed(_entropy: &[u8], _nonce: &[u8], _extra: &[u8]) -> Result<(), crate::Error> {
            Ok(())
        }
        /// Length rules of the mechanism on a generate call's additional input. None by default.
        fn check_additional(_additional: &[u8]) -> Result<(), crate::Error> {
            Ok(())
        }
    }
}

/// An SP 800-90A DRBG: a [`Mechanism`] plus the reseed schedule and the input checks of the
/// [module docs](self). Use it as [`HmacDrbg`] or [`HashDrbg`].
pub struct Drbg<M: Mechanism> {
    state: M,
    /// Generate calls since the last (re)seed, plus one (SP 800-90A's `reseed_counter`).
    reseed_counter: u64,
    reseed_interval: u64,
    prediction_resistance: bool,
}

impl<M: Mechanism> Drbg<M> {
    /// Instantiates from `entropy`, `nonce` and an optional `personalization` string (may be empty).
    ///
    /// `Err(InvalidLength)` when `entropy` is shorter than `security_strength / 8` bytes or `entropy`
    /// and `nonce` together shorter than `3 * security_strength / 16` bytes.
    pub fn new(entropy: &[u8], nonce: &[u8], personalization: &[u8]) -> Result<Self, Error> {
        check_entropy::<M>(entropy)?;
        if entropy.len() + nonce.len() < M::SECURITY_STRENGTH * 3 / 16 {
            return Err(Error::InvalidLength);
        }
        M::check_seed(entropy, nonce, personalization)?;
        Ok(Self {
            state: M::instantiate(entropy, nonce, personalization),
            reseed_counter: 1,
            reseed_interval: MAX_RESEED_INTERVAL,
            prediction_resistance: false,
        })
    }

    /// Sets how many generate calls may run between reseeds (1 to 2^48; `Err(InvalidParameter)`
    /// otherwise). Calls already made since the last reseed count against the new interval.
    pub fn set_reseed_interval(&mut self, interval: u64) -> Result<(), Error> {
        if interval == 0 || interval > MAX_RESEED_INTERVAL {
            return Err(Error::InvalidParameter);
        }
        self.reseed_interval = interval;
        Ok(())
    }

    /// When `true`, every output needs fresh entropy: [`generate`](Self::generate) refuses with
    /// `Err(ReseedRequired)` and only
    /// [`generate_with_prediction_resistance`](Self::generate_with_prediction_resistance) produces output.
    pub fn set_prediction_resistance(&mut self, required: bool) {
        self.prediction_resistance = required;
    }

    /// Reseeds with fresh `entropy` (at least `security_strength / 8` bytes, else `Err(InvalidLength)`)
    /// and optional `additional` input.
    pub fn reseed(&mut self, entropy: &[u8], additional: &[u8]) -> Result<(), Error> {
        check_entropy::<M>(entropy)?;
        M::check_seed(entropy, &[], additional)?;
        self.state.reseed(entropy, additional);
        self.reseed_counter = 1;
        Ok(())
    }

    /// Fills `out` (at most 2^19 bits) with pseudorandom bytes, mixing in optional `additional` input.
    /// `Err(ReseedRequired)` when the reseed interval is spent or prediction resistance is mandatory;
    /// `Err(InvalidLength)` when `out` is too long.
    pub fn generate(&mut self, out: &mut [u8], additional: &[u8]) -> Result<(), Error> {
        if self.prediction_resistance {
            return Err(Error::ReseedRequired);
        }
        self.generate_any_mode(out, additional)
    }

    /// Reseeds with fresh `entropy` and `additional` input, then fills `out` (§9.3.1 with
    /// `prediction_resistance_request` set). The entropy is checked as in [`reseed`](Self::reseed), the
    /// length of `out` as in [`generate`](Self::generate), before anything changes.
    pub fn generate_with_prediction_resistance(
        &mut self,
        entropy: &[u8],
        additional: &[u8],
        out: &mut [u8],
    ) -> Result<(), Error> {
        check_entropy::<M>(entropy)?;
        if out.len() > MAX_BYTES_PER_REQUEST {
            return Err(Error::InvalidLength);
        }
        self.reseed(entropy, additional)?;
        self.generate_any_mode(out, &[])
    }

    /// The generate function with its checks, whatever the prediction-resistance mode.
    fn generate_any_mode(&mut self, out: &mut [u8], additional: &[u8]) -> Result<(), Error> {
        if out.len() > MAX_BYTES_PER_REQUEST {
            return Err(Error::InvalidLength);
        }
        if self.reseed_counter > self.reseed_interval {
            return Err(Error::ReseedRequired);
        }
        M::check_additional(additional)?;
        self.state.generate(out, additional, self.reseed_counter);
        self.reseed_counter += 1;
        Ok(())
    }
}

/// Checks (re)seed entropy: at least `security_strength / 8` bytes.
fn check_entropy<M: Mechanism>(entropy: &[u8]) -> Result<(), Error> {
    if entropy.len() < M::SECURITY_STRENGTH / 8 {
        return Err(Error::InvalidLength);
    }
    Ok(())
}

impl<M: Mechanism> core::fmt::Debug for Drbg<M> {
    /// Shows the schedule only, never the secret state.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Drbg")
            .field("reseed_counter", &self.reseed_counter)
            .field("reseed_interval", &self.reseed_interval)
            .field("prediction_resistance", &self.prediction_resistance)
            .finish_non_exhaustive()
    }
}

impl<M: Mechanism> rand_core::TryRng for Drbg<M> {
    type Error = Error;

    fn try_next_u32(&mut self) -> Result<u32, Error> {
        let mut bytes = [0u8; 4];
        self.generate(&mut bytes, &[])?;
        Ok(u32::from_le_bytes(bytes))
    }

    fn try_next_u64(&mut self) -> Result<u64, Error> {
        let mut bytes = [0u8; 8];
        self.generate(&mut bytes, &[])?;
        Ok(u64::from_le_bytes(bytes))
    }

    /// Generates in requests of at most 2^19 bits; on an error, the requests already made stay made.
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), Error> {
        dest.chunks_mut(MAX_BYTES_PER_REQUEST).try_for_each(|chunk| self.generate(chunk, &[]))
    }
}

impl<M: Mechanism> rand_core::TryCryptoRng for Drbg<M> {}
