//! A DSA signature `(r, s)` and its two encodings: DER (`SEQUENCE { INTEGER r, INTEGER s }`) and IEEE
//! P1363 (`r ‖ s`, each `⌈q_bits / 8⌉` bytes big-endian).

use super::der;
use super::params::Q_LIMBS;
use crate::bigint::limbs;
use crate::Error;

/// A DSA signature. Parsing checks only the encoding and that `r`, `s` fit 256 bits; the range
/// `[1, q - 1]` is checked by verification.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Signature {
    pub(super) r: [u32; Q_LIMBS],
    pub(super) s: [u32; Q_LIMBS],
}

/// Largest DER signature: two 33-byte INTEGERs in a SEQUENCE.
pub const MAX_DER_LEN: usize = 2 + 2 * (2 + 33);

impl Signature {
    /// Largest DER encoding ([`to_der`](Self::to_der) never writes more).
    pub const MAX_DER_LEN: usize = MAX_DER_LEN;

    /// From big-endian `r` and `s` of at most 32 bytes each (leading zeros allowed).
    pub fn from_scalars(r: &[u8], s: &[u8]) -> Result<Self, Error> {
        let mut sig = Signature { r: [0; Q_LIMBS], s: [0; Q_LIMBS] };
        limbs::from_be_bytes(r, &mut sig.r).map_err(|_| Error::InvalidEncoding)?;
        limbs::from_be_bytes(s, &mut sig.s).map_err(|_| Error::InvalidEncoding)?;
        Ok(sig)
    }

    /// Parses `r ‖ s` of `2·q_bytes` bytes (`q_bytes` from [`DomainParameters::q_bytes`](super::DomainParameters::q_bytes)).
    pub fn from_p1363(bytes: &[u8], q_bytes: usize) -> Result<Self, Error> {
        if bytes.len() != 2 * q_bytes || q_bytes == 0 {
            return Err(Error::InvalidLength);
        }
        let (r, s) = bytes.split_at(q_bytes);
        Self::from_scalars(r, s)
    }

    /// Writes `r ‖ s` into `out`, which must be `2·q_bytes` long.
    pub fn to_p1363(&self, out: &mut [u8]) -> Result<(), Error> {
        if out.len() % 2 != 0 || out.len() > 8 * Q_LIMBS || out.is_empty() {
            return Err(Error::InvalidLength);
        }
        let half = out.len() / 2;
        if limbs::bit_length_vartime(&self.r) > 8 * half || limbs::bit_length_vartime(&self.s) > 8 * half {
            return Err(Error::InvalidLength);
        }
        let (r, s) = out.split_at_mut(half);
        limbs::to_be_bytes(&self.r, r);
        limbs::to_be_bytes(&self.s, s);
        Ok(())
    }

    /// Parses a strict DER signature (short lengths, minimal non-negative integers, nothing trailing).
    pub fn from_der(der_bytes: &[u8]) -> Result<Self, Error> {
        let (r, s) = der::parse(der_bytes)?;
        Self::from_scalars(r, s)
    }

    /// Writes the DER encoding into `out`; returns its length (at most [`Self::MAX_DER_LEN`]).
    pub fn to_der(&self, out: &mut [u8]) -> Result<usize, Error> {
        let (mut r, mut s) = ([0u8; 4 * Q_LIMBS], [0u8; 4 * Q_LIMBS]);
        limbs::to_be_bytes(&self.r, &mut r);
        limbs::to_be_bytes(&self.s, &mut s);
        der::write(&r, &s, out)
    }
}
