//! HKDF, the HMAC-based extract-and-expand key derivation function (RFC 5869, SP 800-56C Rev. 2).
//!
//! - **Extract**: `PRK = HMAC(salt, IKM)` concentrates the entropy of the input keying material into a
//!   pseudorandom key of the hash's output length. An empty salt stands for `HashLen` zero bytes (HMAC
//!   pads its key with zeros, so both give the same PRK).
//! - **Expand**: `T(i) = HMAC(PRK, T(i-1) || info || i)` for `i = 1..=N`, output `T(1) || T(2) || ...`
//!   truncated to the requested length, at most `255 * HashLen` bytes.
//!
//! [`Hkdf`] holds the PRK as a keyed HMAC context (the PRK bytes are not kept) so one extraction can be
//! expanded into several keys with different `info`.
//!
//! ```
//! use emcrypt::hash::sha256::Sha256;
//! use emcrypt::kdf::hkdf::{hkdf, Hkdf};
//!
//! let mut key = [0u8; 16];
//! let mut iv = [0u8; 12];
//! let kdf = Hkdf::<Sha256>::extract(b"salt", b"shared secret");
//! kdf.expand(b"key", &mut key).unwrap();
//! kdf.expand(b"iv", &mut iv).unwrap();
//!
//! let mut same = [0u8; 16];
//! hkdf::<Sha256>(b"salt", b"shared secret", b"key", &mut same).unwrap();
//! assert_eq!(key, same);
//! ```

use crate::hash::{Hash, Output as _};
use crate::mac::Hmac;
use crate::Error;
use zeroize::Zeroize;

/// An HKDF instance: the pseudorandom key, held as a keyed HMAC context, ready to expand.
#[derive(Clone)]
pub struct Hkdf<H: Hash> {
    prk: Hmac<H>,
}

impl<H: Hash> Hkdf<H> {
    /// The longest output [`expand`](Self::expand) gives, `255 * HashLen` bytes.
    pub const MAX_OUTPUT_LEN: usize = 255 * H::OUTPUT_LEN;

    /// HKDF-Extract: derives the PRK from `salt` (may be empty) and the input keying material `ikm`.
    pub fn extract(salt: &[u8], ikm: &[u8]) -> Self {
        let mut prk = extract::<H>(salt, ikm);
        let this = Self { prk: Hmac::keyed(prk.as_ref()) };
        prk.as_mut().zeroize();
        this
    }

    /// Starts from an existing pseudorandom key, skipping the extract step.
    ///
    /// `Err(InvalidKey)` when `prk` is shorter than the hash output (RFC 5869 §2.3 asks for at least
    /// `HashLen` bytes).
    pub fn from_prk(prk: &[u8]) -> Result<Self, Error> {
        if prk.len() < H::OUTPUT_LEN {
            return Err(Error::InvalidKey);
        }
        Ok(Self { prk: Hmac::keyed(prk) })
    }

    /// HKDF-Expand: fills `okm` with key material bound to `info`.
    ///
    /// `Err(InvalidLength)` when `okm` is longer than [`MAX_OUTPUT_LEN`](Self::MAX_OUTPUT_LEN); `okm` is
    /// then left untouched. An empty `okm` is accepted and gets nothing.
    pub fn expand(&self, info: &[u8], okm: &mut [u8]) -> Result<(), Error> {
        self.expand_multi_info(&[info], okm)
    }

    /// HKDF-Expand with `info` given in parts, as if concatenated (for example TLS 1.3's `HkdfLabel`
    /// without building it in a buffer).
    pub fn expand_multi_info(&self, info: &[&[u8]], okm: &mut [u8]) -> Result<(), Error> {
        if okm.len() > Self::MAX_OUTPUT_LEN {
            return Err(Error::InvalidLength);
        }
        let mut previous = H::Output::zeroed();
        for (i, chunk) in okm.chunks_mut(H::OUTPUT_LEN).enumerate() {
            let mut mac = self.prk.clone();
            if i > 0 {
                mac.update(previous.as_ref());
            }
            info.iter().for_each(|part| mac.update(part));
            // At most 255 blocks (checked above), so the counter fits its byte.
            mac.update(&[(i + 1) as u8]);
            previous.as_mut().zeroize();
            previous = mac.finalize();
            chunk.copy_from_slice(&previous.as_ref()[..chunk.len()]);
        }
        previous.as_mut().zeroize();
        Ok(())
    }
}

/// HKDF-Extract: `PRK = HMAC-Hash(salt, ikm)`; an empty salt means `HashLen` zero bytes.
pub fn extract<H: Hash>(salt: &[u8], ikm: &[u8]) -> H::Output {
    crate::mac::hmac::<H>(salt, ikm)
}

/// HKDF-Expand from a pseudorandom key: see [`Hkdf::from_prk`] and [`Hkdf::expand`] for the errors.
pub fn expand<H: Hash>(prk: &[u8], info: &[u8], okm: &mut [u8]) -> Result<(), Error> {
    Hkdf::<H>::from_prk(prk)?.expand(info, okm)
}

/// One-shot HKDF (extract then expand): `Err(InvalidLength)` when `okm` is longer than `255 * HashLen`.
pub fn hkdf<H: Hash>(salt: &[u8], ikm: &[u8], info: &[u8], okm: &mut [u8]) -> Result<(), Error> {
    if okm.len() > Hkdf::<H>::MAX_OUTPUT_LEN {
        return Err(Error::InvalidLength);
    }
    Hkdf::<H>::extract(salt, ikm).expand(info, okm)
}
