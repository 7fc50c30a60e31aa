//! RSASSA-PKCS1-v1_5 (RFC 8017 §8.2): `EM = 00 01 FF..FF 00 || DigestInfo(hash)`, signed by the private
//! operation; verification re-encodes and compares the whole block (no parsing, so no BER or garbage
//! acceptance: the Bleichenbacher'06 forgery class cannot arise).

use super::digest_info::DigestInfo;
use super::em_bytes;
use super::keys::{PrivateKey, PrivateOptions, PublicKey};
use crate::Error;
use rand_core::TryCryptoRng;

/// Writes `EM` for `digest` as the `len`-byte big-endian number in `x` (`x` zeroed first).
fn encode<H: DigestInfo>(digest: &[u8], x: &mut [u32], len: usize) -> Result<(), Error> {
    let t_len = H::PREFIX.len() + H::OUTPUT_LEN;
    if digest.len() != H::OUTPUT_LEN {
        return Err(Error::InvalidLength);
    }
    if len < t_len + 11 {
        return Err(Error::InvalidKey);
    }
    x.fill(0);
    em_bytes::set(x, len, 1, 0x01);
    for i in 2..len - t_len - 1 {
        em_bytes::set(x, len, i, 0xff);
    }
    em_bytes::write(x, len, len - t_len, H::PREFIX);
    em_bytes::write(x, len, len - H::OUTPUT_LEN, digest);
    Ok(())
}

impl<const L: usize> PublicKey<L> {
    /// Verifies a PKCS#1 v1.5 signature of `msg` hashed with `H`. `work`: [`public_work_limbs`](super::public_work_limbs).
    pub fn verify_pkcs1v15<H: DigestInfo>(&self, msg: &[u8], sig: &[u8], work: &mut [u32]) -> Result<(), Error> {
        self.verify_pkcs1v15_prehash::<H>(H::digest(msg).as_ref(), sig, work)
    }

    /// Verifies a PKCS#1 v1.5 signature of a precomputed `H` digest.
    pub fn verify_pkcs1v15_prehash<H: DigestInfo>(&self, digest: &[u8], sig: &[u8], work: &mut [u32]) -> Result<(), Error> {
        let k = self.limbs();
        self.public_op(sig, work)?;
        let (m, rest) = work.split_at_mut(k);
        let expected = &mut rest[..k];
        encode::<H>(digest, expected, self.size())?;
        if crate::bigint::limbs::mask_eq(m, expected) == u32::MAX {
            Ok(())
        } else {
            Err(Error::VerificationFailed)
        }
    }
}

impl<const L: usize> PrivateKey<L> {
    /// Signs `msg` hashed with `H` (PKCS#1 v1.5, deterministic; `rng` feeds the blinding). `sig` must be
    /// `size()` bytes. `work`: [`private_work_limbs`](super::private_work_limbs).
    pub fn sign_pkcs1v15<H: DigestInfo, R: TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        msg: &[u8],
        sig: &mut [u8],
        work: &mut [u32],
        opts: &PrivateOptions,
    ) -> Result<(), Error> {
        self.sign_pkcs1v15_prehash::<H, R>(rng, H::digest(msg).as_ref(), sig, work, opts)
    }

    /// Signs a precomputed `H` digest (PKCS#1 v1.5).
    pub fn sign_pkcs1v15_prehash<H: DigestInfo, R: TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        digest: &[u8],
        sig: &mut [u8],
        work: &mut [u32],
        opts: &PrivateOptions,
    ) -> Result<(), Error> {
        let public = self.public_key();
        let k = public.limbs();
        if work.len() < k {
            return Err(Error::BufferTooSmall);
        }
        encode::<H>(digest, &mut work[..k], public.size())?;
        self.private_op(rng, work, sig, opts)
    }
}
