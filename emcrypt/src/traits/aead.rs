//! `aead::AeadInOut` (with `KeyInit`) for the AEADs, with detached tags, appended (`Postfix`) in the
//! buffer-based methods, as in the RustCrypto crates. Decryption verifies before releasing plaintext and
//! wipes the buffer on failure, as the crate's own API does.
//!
//! | emcrypt type | nonce | tag | RustCrypto counterpart |
//! | --- | --- | --- | --- |
//! | [`ChaCha20Poly1305Over`], [`XChaCha20Poly1305Over`] (hence the default `ChaCha20Poly1305`, `XChaCha20Poly1305`) | 12 / 24 bytes | 16 bytes | `chacha20poly1305` |
//! | [`Gcm<C, G>`](crate::aead::gcm::Gcm) over any AES variant `C` with `KeyInit` | 12 bytes | 16 bytes | `aes-gcm`'s `AesGcm<C, U12>` |
//! | [`TypedCcm<C, M, N>`](crate::aead::ccm::TypedCcm): CCM with an `M`-byte tag and an `N`-byte nonce | `N` | `M` | `ccm`'s `Ccm<C, M, N>` |
//!
//! `TypedCcm` accepts any `M` and `N` in the type; lengths SP 800-38C forbids (a tag not in 4..=16 and
//! even, a nonce not in 7..=13) make every call return `aead::Error`.

use crate::aead::chacha20poly1305::{KEY_LEN, NONCE_LEN, XNONCE_LEN};
use crate::aead::ccm::TypedCcm;
use crate::aead::gcm::{Gcm, Ghash};
use crate::aead::{ChaCha20Poly1305Over, XChaCha20Poly1305Over};
use crate::cipher::BlockCipher;
use aead::array::ArraySize;
use crate::mac::poly1305::Limbs;
use aead::consts::{U12, U16, U24, U32};
use aead::inout::InOutBuf;
use aead::{AeadCore, AeadInOut, Key, KeyInit, KeySizeUser, Nonce, Tag, TagPosition};

macro_rules! impl_aead {
    ($name:ident, $nonce_size:ty, $nonce_len:expr) => {
        impl<L: Limbs> KeySizeUser for $name<L> {
            type KeySize = U32;
        }

        impl<L: Limbs> KeyInit for $name<L> {
            fn new(key: &Key<Self>) -> Self {
                let key: &[u8; KEY_LEN] = key.into();
                Self::new(key)
            }
        }

        impl<L: Limbs> AeadCore for $name<L> {
            type NonceSize = $nonce_size;
            type TagSize = U16;
            const TAG_POSITION: TagPosition = TagPosition::Postfix;
        }

        impl<L: Limbs> AeadInOut for $name<L> {
            fn encrypt_inout_detached(
                &self,
                nonce: &Nonce<Self>,
                associated_data: &[u8],
                buffer: InOutBuf<'_, '_, u8>,
            ) -> aead::Result<Tag<Self>> {
                let nonce: &[u8; $nonce_len] = nonce.into();
                let mut tag = [0u8; 16];
                self.encrypt_in_place(nonce, associated_data, buffer.into_out_with_copied_in(), &mut tag)
                    .map_err(|_| aead::Error)?;
                Ok(tag.into())
            }

            fn decrypt_inout_detached(
                &self,
                nonce: &Nonce<Self>,
                associated_data: &[u8],
                buffer: InOutBuf<'_, '_, u8>,
                tag: &Tag<Self>,
            ) -> aead::Result<()> {
                let nonce: &[u8; $nonce_len] = nonce.into();
                self.decrypt_in_place(
                    nonce,
                    associated_data,
                    buffer.into_out_with_copied_in(),
                    tag,
                )
                .map_err(|_| aead::Error)
            }
        }
    };
}

impl_aead!(ChaCha20Poly1305Over, U12, NONCE_LEN);
impl_aead!(XChaCha20Poly1305Over, U24, XNONCE_LEN);

/// `AeadInOut` encryption for the block-cipher AEADs: `seal(buffer, tag)` is their in-place encryption,
/// which writes a tag of the slice's length.
fn seal_detached<A: AeadCore>(
    buffer: InOutBuf<'_, '_, u8>,
    seal: impl FnOnce(&mut [u8], &mut [u8]) -> Result<(), crate::Error>,
) -> aead::Result<Tag<A>> {
    let mut tag = Tag::<A>::default();
    seal(buffer.into_out_with_copied_in(), &mut tag).map_err(|_| aead::Error)?;
    Ok(tag)
}

/// `AeadInOut` decryption: `open(buffer)` verifies, then decrypts in place (or wipes `buffer`).
fn open_detached(
    buffer: InOutBuf<'_, '_, u8>,
    open: impl FnOnce(&mut [u8]) -> Result<(), crate::Error>,
) -> aead::Result<()> {
    open(buffer.into_out_with_copied_in()).map_err(|_| aead::Error)
}

impl<C: BlockCipher + KeySizeUser, G: Ghash> KeySizeUser for Gcm<C, G> {
    type KeySize = C::KeySize;
}

impl<C: BlockCipher + KeySizeUser, G: Ghash> KeyInit for Gcm<C, G> {
    fn new(key: &Key<Self>) -> Self {
        match Gcm::new(key.as_slice()) {
            Ok(gcm) => gcm,
            // The key's array type has exactly the length the cipher's `KeySizeUser` declares.
            Err(_) => unreachable!("GCM key of the wrong length"),
        }
    }
}

impl<C: BlockCipher, G: Ghash> AeadCore for Gcm<C, G> {
    type NonceSize = U12;
    type TagSize = U16;
    const TAG_POSITION: TagPosition = TagPosition::Postfix;
}

impl<C: BlockCipher, G: Ghash> AeadInOut for Gcm<C, G> {
    fn encrypt_inout_detached(&self, nonce: &Nonce<Self>, aad: &[u8], buffer: InOutBuf<'_, '_, u8>) -> aead::Result<Tag<Self>> {
        seal_detached::<Self>(buffer, |buf, tag| self.encrypt_in_place(nonce, aad, buf, tag))
    }

    fn decrypt_inout_detached(
        &self,
        nonce: &Nonce<Self>,
        aad: &[u8],
        buffer: InOutBuf<'_, '_, u8>,
        tag: &Tag<Self>,
    ) -> aead::Result<()> {
        open_detached(buffer, |buf| self.decrypt_in_place(nonce, aad, buf, tag))
    }
}

impl<C: BlockCipher + KeySizeUser, M: ArraySize, N: ArraySize> KeySizeUser for TypedCcm<C, M, N> {
    type KeySize = C::KeySize;
}

impl<C: BlockCipher + KeySizeUser, M: ArraySize, N: ArraySize> KeyInit for TypedCcm<C, M, N> {
    fn new(key: &Key<Self>) -> Self {
        match TypedCcm::new(key.as_slice()) {
            Ok(ccm) => ccm,
            // As for GCM: the array type fixes the key length.
            Err(_) => unreachable!("CCM key of the wrong length"),
        }
    }
}

impl<C: BlockCipher, M: ArraySize, N: ArraySize> AeadCore for TypedCcm<C, M, N> {
    type NonceSize = N;
    type TagSize = M;
    const TAG_POSITION: TagPosition = TagPosition::Postfix;
}

impl<C: BlockCipher, M: ArraySize, N: ArraySize> AeadInOut for TypedCcm<C, M, N> {
    fn encrypt_inout_detached(&self, nonce: &Nonce<Self>, aad: &[u8], buffer: InOutBuf<'_, '_, u8>) -> aead::Result<Tag<Self>> {
        seal_detached::<Self>(buffer, |buf, tag| self.ccm().encrypt_in_place(nonce, aad, buf, tag))
    }

    fn decrypt_inout_detached(
        &self,
        nonce: &Nonce<Self>,
        aad: &[u8],
        buffer: InOutBuf<'_, '_, u8>,
        tag: &Tag<Self>,
    ) -> aead::Result<()> {
        open_detached(buffer, |buf| self.ccm().decrypt_in_place(nonce, aad, buf, tag))
    }
}
