//! RSASSA-PSS (RFC 8017 §8.1, EMSA-PSS §9.1) with any salt length, message hash `H` and MGF1 hash `M`
//! (usually the same), or SHAKE128/SHAKE256 as both hash and mask function (RFC 8702,
//! [`super::mgf_shake`]).
//!
//! `EM = maskedDB || H' || 0xBC` with `H' = H(0^8 || mHash || salt)`, `DB = 0..0 || 01 || salt` and
//! `maskedDB = DB ⊕ MGF1<M>(H')`; `EM` is `ceil((modBits - 1)/8)` bytes and its top `8·emLen - emBits`
//! bits are cleared so that it stays below `n`.

use super::em_bytes;
use super::keys::{PrivateKey, PrivateOptions, PublicKey};
use super::mgf1::{Mgf, Mgf1};
use super::mgf_shake::{Shake128Len32, Shake256Len64};
use crate::bigint::limbs;
use crate::hash::{Hash, Output};
use crate::Error;
use rand_core::TryCryptoRng;

/// Longest salt [`PrivateKey::sign_pss`] draws (bytes): the digest length of SHA-512.
pub const MAX_RANDOM_SALT: usize = 64;

/// `H(0^8 || m_hash || salt)`, the salt read from bytes `salt_start..salt_start + salt_len` of the
/// `len`-byte string in `em` (or from `salt` when given).
fn hash_m_prime<H: Hash>(m_hash: &[u8], salt: Salt<'_>) -> H::Output {
    let mut h = H::new();
    h.update(&[0u8; 8]);
    h.update(m_hash);
    match salt {
        Salt::Bytes(s) => h.update(s),
        Salt::InEm { em, len, start, count } => em_bytes::hash_region(&mut h, em, len, start, count),
    }
    h.finalize()
}

enum Salt<'a> {
    Bytes(&'a [u8]),
    InEm { em: &'a [u32], len: usize, start: usize, count: usize },
}

impl<const L: usize> PublicKey<L> {
    /// Verifies a PSS signature of `msg` (hash and MGF1 hash `H`); `salt_len` is the expected salt
    /// length, or `None` to accept any (recovered from the padding). `work`: [`public_work_limbs`](super::public_work_limbs).
    pub fn verify_pss<H: Hash>(&self, msg: &[u8], sig: &[u8], salt_len: Option<usize>, work: &mut [u32]) -> Result<(), Error> {
        self.verify_pss_prehash_mgf::<H, H>(H::digest(msg).as_ref(), sig, salt_len, work)
    }

    /// [`verify_pss`](Self::verify_pss) with message hash `H` and MGF1 hash `M`.
    pub fn verify_pss_mgf<H: Hash, M: Hash>(
        &self,
        msg: &[u8],
        sig: &[u8],
        salt_len: Option<usize>,
        work: &mut [u32],
    ) -> Result<(), Error> {
        self.verify_pss_prehash_mgf::<H, M>(H::digest(msg).as_ref(), sig, salt_len, work)
    }

    /// PSS verification of a precomputed `H` digest, MGF1 with `M`.
    pub fn verify_pss_prehash_mgf<H: Hash, M: Hash>(
        &self,
        m_hash: &[u8],
        sig: &[u8],
        salt_len: Option<usize>,
        work: &mut [u32],
    ) -> Result<(), Error> {
        self.verify_pss_with::<H, Mgf1<M>>(m_hash, sig, salt_len, work)
    }

    /// Verifies a PSS signature of `msg` with SHAKE128 (32-byte hash) as hash and mask function (RFC 8702;
    /// its salt is 32 bytes, `salt_len = Some(32)`). `work`: [`public_work_limbs`](super::public_work_limbs).
    pub fn verify_pss_shake128(&self, msg: &[u8], sig: &[u8], salt_len: Option<usize>, work: &mut [u32]) -> Result<(), Error> {
        self.verify_pss_with::<Shake128Len32, Shake128Len32>(Shake128Len32::digest(msg).as_ref(), sig, salt_len, work)
    }

    /// Verifies a PSS signature of `msg` with SHAKE256 (64-byte hash) as hash and mask function (RFC 8702;
    /// its salt is 64 bytes). `work`: [`public_work_limbs`](super::public_work_limbs).
    pub fn verify_pss_shake256(&self, msg: &[u8], sig: &[u8], salt_len: Option<usize>, work: &mut [u32]) -> Result<(), Error> {
        self.verify_pss_with::<Shake256Len64, Shake256Len64>(Shake256Len64::digest(msg).as_ref(), sig, salt_len, work)
    }

    /// PSS verification of a precomputed `H` digest with the mask function `G`.
    fn verify_pss_with<H: Hash, G: Mgf>(&self, m_hash: &[u8], sig: &[u8], salt_len: Option<usize>, work: &mut [u32]) -> Result<(), Error> {
        if m_hash.len() != H::OUTPUT_LEN {
            return Err(Error::InvalidLength);
        }
        self.public_op(sig, work)?;
        let k = self.limbs();
        let em = &mut work[..k];
        let em_bits = self.bits() - 1;
        let len = em_bits.div_ceil(8);
        let h_len = H::OUTPUT_LEN;
        let fail = Err(Error::VerificationFailed);
        // EM < 2^emBits (this also checks the cleared top bits of maskedDB).
        if limbs::bit_length_vartime(em) > em_bits || len < h_len + 2 || em_bytes::get(em, len, len - 1) != 0xbc {
            return fail;
        }
        let db_len = len - h_len - 1;
        let mut h = H::Output::zeroed();
        em_bytes::read(em, len, db_len, h.as_mut());
        G::xor_mask(h.as_ref(), em, len, 0, db_len);
        let top = em_bytes::get(em, len, 0) & (0xffu8 >> (8 * len - em_bits));
        em_bytes::set(em, len, 0, top);
        // DB = 00..00 || 01 || salt.
        let one_at = (0..db_len).find(|&i| em_bytes::get(em, len, i) != 0);
        let Some(one_at) = one_at else { return fail };
        if em_bytes::get(em, len, one_at) != 0x01 {
            return fail;
        }
        let found = db_len - one_at - 1;
        if salt_len.is_some_and(|s| s != found) {
            return fail;
        }
        let expected = hash_m_prime::<H>(m_hash, Salt::InEm { em, len, start: one_at + 1, count: found });
        if crate::ct::bytes_eq(expected.as_ref(), h.as_ref()) {
            Ok(())
        } else {
            fail
        }
    }
}

impl<const L: usize> PrivateKey<L> {
    /// Signs `msg` with PSS (hash and MGF1 hash `H`) and a fresh random salt of `salt_len` bytes (at
    /// most [`MAX_RANDOM_SALT`]; usually `H::OUTPUT_LEN`). `work`: [`private_work_limbs`](super::private_work_limbs).
    pub fn sign_pss<H: Hash, R: TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        msg: &[u8],
        salt_len: usize,
        sig: &mut [u8],
        work: &mut [u32],
        opts: &PrivateOptions,
    ) -> Result<(), Error> {
        self.sign_pss_random_salt::<H, Mgf1<H>, R>(rng, msg, salt_len, sig, work, opts)
    }

    /// Signs `msg` with PSS, SHAKE128 (32-byte hash) as hash and mask function (RFC 8702, which fixes the
    /// salt at 32 bytes) and a fresh random salt of `salt_len` bytes.
    pub fn sign_pss_shake128<R: TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        msg: &[u8],
        salt_len: usize,
        sig: &mut [u8],
        work: &mut [u32],
        opts: &PrivateOptions,
    ) -> Result<(), Error> {
        self.sign_pss_random_salt::<Shake128Len32, Shake128Len32, R>(rng, msg, salt_len, sig, work, opts)
    }

    /// Signs `msg` with PSS, SHAKE256 (64-byte hash) as hash and mask function (RFC 8702, salt 64 bytes).
    pub fn sign_pss_shake256<R: TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        msg: &[u8],
        salt_len: usize,
        sig: &mut [u8],
        work: &mut [u32],
        opts: &PrivateOptions,
    ) -> Result<(), Error> {
        self.sign_pss_random_salt::<Shake256Len64, Shake256Len64, R>(rng, msg, salt_len, sig, work, opts)
    }

    fn sign_pss_random_salt<H: Hash, G: Mgf, R: TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        msg: &[u8],
        salt_len: usize,
        sig: &mut [u8],
        work: &mut [u32],
        opts: &PrivateOptions,
    ) -> Result<(), Error> {
        let mut salt = [0u8; MAX_RANDOM_SALT];
        let salt = salt.get_mut(..salt_len).ok_or(Error::InvalidParameter)?;
        rng.try_fill_bytes(salt).map_err(|_| Error::RngFailure)?;
        self.sign_pss_with::<H, G, R>(rng, H::digest(msg).as_ref(), salt, sig, work, opts)
    }

    /// PSS signature of a precomputed `H` digest with an explicit `salt` (for known-answer tests, or a
    /// caller's own random source) and MGF1 hash `M`. `rng` feeds the blinding.
    #[allow(clippy::too_many_arguments)]
    pub fn sign_pss_prehash_with_salt<H: Hash, M: Hash, R: TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        m_hash: &[u8],
        salt: &[u8],
        sig: &mut [u8],
        work: &mut [u32],
        opts: &PrivateOptions,
    ) -> Result<(), Error> {
        self.sign_pss_with::<H, Mgf1<M>, R>(rng, m_hash, salt, sig, work, opts)
    }

    /// PSS signature of a precomputed `H` digest with `salt` and the mask function `G`.
    fn sign_pss_with<H: Hash, G: Mgf, R: TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        m_hash: &[u8],
        salt: &[u8],
        sig: &mut [u8],
        work: &mut [u32],
        opts: &PrivateOptions,
    ) -> Result<(), Error> {
        let public = self.public_key();
        let k = public.limbs();
        if m_hash.len() != H::OUTPUT_LEN {
            return Err(Error::InvalidLength);
        }
        if work.len() < k {
            return Err(Error::BufferTooSmall);
        }
        let em_bits = public.bits() - 1;
        let len = em_bits.div_ceil(8);
        let h_len = H::OUTPUT_LEN;
        if len < h_len + salt.len() + 2 {
            return Err(Error::InvalidParameter);
        }
        let h = hash_m_prime::<H>(m_hash, Salt::Bytes(salt));
        let em = &mut work[..k];
        em.fill(0);
        let db_len = len - h_len - 1;
        em_bytes::set(em, len, db_len - salt.len() - 1, 0x01);
        em_bytes::write(em, len, db_len - salt.len(), salt);
        G::xor_mask(h.as_ref(), em, len, 0, db_len);
        let top = em_bytes::get(em, len, 0) & (0xffu8 >> (8 * len - em_bits));
        em_bytes::set(em, len, 0, top);
        em_bytes::write(em, len, db_len, h.as_ref());
        em_bytes::set(em, len, len - 1, 0xbc);
        self.private_op(rng, work, sig, opts)
    }
}
