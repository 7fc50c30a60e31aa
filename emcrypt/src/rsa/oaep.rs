//! RSAES-OAEP (RFC 8017 §7.1) with label hash `H` and MGF1 hash `M`:
//! `EM = 00 || maskedSeed || maskedDB`, `DB = lHash || 00..00 || 01 || M`.
//!
//! Decryption is constant time up to its result: every check (leading zero, label hash, separator) is
//! folded into one mask over the whole block, the separator is found by a scan of every byte, and every
//! failure returns the same [`Error::InvalidEncoding`] (Manger's attack needs them told apart).

use super::em_bytes;
use super::keys::{PrivateKey, PrivateOptions, PublicKey};
use super::mgf1;
use crate::bigint::limbs::mask_is_zero;
use crate::hash::Hash;
use crate::Error;
use rand_core::TryCryptoRng;
use zeroize::Zeroize;

/// Longest hash supported for the random seed (SHA-512).
const MAX_HASH: usize = 64;

impl<const L: usize> PublicKey<L> {
    /// OAEP-encrypts `msg` (at most `size() - 2·hLen - 2` bytes) with `label` into `out` (`size()` bytes).
    /// `work`: [`public_work_limbs`](super::public_work_limbs).
    #[allow(clippy::too_many_arguments)]
    pub fn encrypt_oaep<H: Hash, M: Hash, R: TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        msg: &[u8],
        label: &[u8],
        out: &mut [u8],
        work: &mut [u32],
    ) -> Result<(), Error> {
        let (k, len, h_len) = (self.limbs(), self.size(), H::OUTPUT_LEN);
        if work.len() < 5 * k {
            return Err(Error::BufferTooSmall);
        }
        if out.len() != len || h_len > MAX_HASH || len < 2 * h_len + 2 || msg.len() > len - 2 * h_len - 2 {
            return Err(Error::InvalidLength);
        }
        let mut seed = [0u8; MAX_HASH];
        let seed = &mut seed[..h_len];
        rng.try_fill_bytes(seed).map_err(|_| Error::RngFailure)?;
        let em = &mut work[k..2 * k];
        em.fill(0);
        let db_start = 1 + h_len;
        em_bytes::write(em, len, db_start, H::digest(label).as_ref());
        em_bytes::set(em, len, len - msg.len() - 1, 0x01);
        em_bytes::write(em, len, len - msg.len(), msg);
        mgf1::xor_mask::<M>(seed, em, len, db_start, len - db_start);
        em_bytes::write(em, len, 1, seed);
        seed.zeroize();
        mgf1::xor_mask_with::<M>(|h, em| em_bytes::hash_region(h, em, len, db_start, len - db_start), em, len, 1, h_len);
        self.public_op_limbs(work)?;
        crate::bigint::limbs::to_be_bytes(&work[..k], out);
        work.zeroize();
        Ok(())
    }
}

impl<const L: usize> PrivateKey<L> {
    /// OAEP-decrypts `ct` (`size()` bytes) with `label` into `out`; returns the message length. Every
    /// padding failure gives the same [`Error::InvalidEncoding`], in constant time up to that result.
    /// `work`: [`private_work_limbs`](super::private_work_limbs).
    #[allow(clippy::too_many_arguments)]
    pub fn decrypt_oaep<H: Hash, M: Hash, R: TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        ct: &[u8],
        label: &[u8],
        out: &mut [u8],
        work: &mut [u32],
        opts: &PrivateOptions,
    ) -> Result<usize, Error> {
        let public = self.public_key();
        let (k, len, h_len) = (public.limbs(), public.size(), H::OUTPUT_LEN);
        if ct.len() != len || len < 2 * h_len + 2 {
            return Err(Error::InvalidLength);
        }
        if work.len() < k {
            return Err(Error::BufferTooSmall);
        }
        crate::bigint::limbs::from_be_bytes(ct, &mut work[..k])?;
        let result = self.private_op_in_place(rng, work, opts).and_then(|()| {
            let em = &mut work[..k];
            let db_start = 1 + h_len;
            let db_len = len - db_start;
            // seed = maskedSeed ⊕ MGF(maskedDB), then DB = maskedDB ⊕ MGF(seed).
            mgf1::xor_mask_with::<M>(|h, em| em_bytes::hash_region(h, em, len, db_start, db_len), em, len, 1, h_len);
            mgf1::xor_mask_with::<M>(|h, em| em_bytes::hash_region(h, em, len, 1, h_len), em, len, db_start, db_len);
            // bad != 0 on any failure: Y != 0, lHash' != lHash, no 01 separator after the zeros.
            let mut bad = em_bytes::get(em, len, 0) as u32;
            let l_hash = H::digest(label);
            for (i, b) in l_hash.as_ref().iter().enumerate() {
                bad |= (em_bytes::get(em, len, db_start + i) ^ b) as u32;
            }
            // Scan the rest: `looking` stays all ones until the first nonzero byte, which must be 01.
            let (mut looking, mut index) = (u32::MAX, 0u32);
            for i in db_start + h_len..len {
                let b = em_bytes::get(em, len, i) as u32;
                let is_first = looking & !mask_is_zero(b);
                bad |= is_first & (b ^ 1);
                index |= is_first & i as u32;
                looking &= mask_is_zero(b);
            }
            bad |= looking;
            if mask_is_zero(bad) != u32::MAX {
                return Err(Error::InvalidEncoding);
            }
            // From here on the message length is the public result.
            let start = index as usize + 1;
            let m_len = len - start;
            let dst = out.get_mut(..m_len).ok_or(Error::BufferTooSmall)?;
            em_bytes::read(em, len, start, dst);
            Ok(m_len)
        });
        work.zeroize();
        result
    }
}
