//! RSAES-PKCS1-v1_5 (RFC 8017 §7.2): `EM = 00 || 02 || PS (≥ 8 nonzero random bytes) || 00 || M`.
//! Legacy: use OAEP for new designs. Decryption is constant time up to its result and every padding
//! failure gives the same [`Error::InvalidEncoding`] (Bleichenbacher's attack needs them told apart; the
//! caller must also not reveal *which* step failed by its own behaviour).

use super::em_bytes;
use super::keys::{PrivateKey, PrivateOptions, PublicKey};
use crate::bigint::limbs::mask_is_zero;
use crate::Error;
use rand_core::TryCryptoRng;
use zeroize::Zeroize;

impl<const L: usize> PublicKey<L> {
    /// Encrypts `msg` (at most `size() - 11` bytes) into `out` (`size()` bytes).
    pub fn encrypt_pkcs1v15<R: TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        msg: &[u8],
        out: &mut [u8],
        work: &mut [u32],
    ) -> Result<(), Error> {
        let (k, len) = (self.limbs(), self.size());
        if work.len() < 5 * k {
            return Err(Error::BufferTooSmall);
        }
        if out.len() != len || msg.len() + 11 > len {
            return Err(Error::InvalidLength);
        }
        let em = &mut work[k..2 * k];
        em.fill(0);
        em_bytes::set(em, len, 1, 0x02);
        for i in 2..len - msg.len() - 1 {
            // Nonzero random bytes by rejection.
            let mut b = [0u8];
            while b[0] == 0 {
                rng.try_fill_bytes(&mut b).map_err(|_| Error::RngFailure)?;
            }
            em_bytes::set(em, len, i, b[0]);
        }
        em_bytes::write(em, len, len - msg.len(), msg);
        self.public_op_limbs(work)?;
        crate::bigint::limbs::to_be_bytes(&work[..k], out);
        work.zeroize();
        Ok(())
    }
}

impl<const L: usize> PrivateKey<L> {
    /// Decrypts `ct` (`size()` bytes) into `out`; returns the message length. Every padding failure gives
    /// the same [`Error::InvalidEncoding`], in constant time up to that result.
    pub fn decrypt_pkcs1v15<R: TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        ct: &[u8],
        out: &mut [u8],
        work: &mut [u32],
        opts: &PrivateOptions,
    ) -> Result<usize, Error> {
        let public = self.public_key();
        let (k, len) = (public.limbs(), public.size());
        if ct.len() != len {
            return Err(Error::InvalidLength);
        }
        if work.len() < k {
            return Err(Error::BufferTooSmall);
        }
        crate::bigint::limbs::from_be_bytes(ct, &mut work[..k])?;
        let result = self.private_op_in_place(rng, work, opts).and_then(|()| {
            let em = &work[..k];
            let mut bad = em_bytes::get(em, len, 0) as u32 | (em_bytes::get(em, len, 1) ^ 2) as u32;
            let (mut looking, mut index) = (u32::MAX, 0u32);
            for i in 2..len {
                let zero = mask_is_zero(em_bytes::get(em, len, i) as u32);
                let is_first = looking & zero;
                index |= is_first & i as u32;
                looking &= !zero;
            }
            // A separator must exist, after at least 8 padding bytes (index >= 10).
            bad |= looking | ((index.wrapping_sub(10) >> 31) & 1);
            if mask_is_zero(bad) != u32::MAX {
                return Err(Error::InvalidEncoding);
            }
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
