//! `aead::AeadInOut` (with `KeyInit`) for [`ChaCha20Poly1305Over`] and [`XChaCha20Poly1305Over`] (hence the
//! default `ChaCha20Poly1305` and `XChaCha20Poly1305`): detached tags,
//! appended (`Postfix`) in the buffer-based methods, as in RustCrypto `chacha20poly1305`. Decryption
//! verifies before releasing plaintext and wipes the buffer on failure, as the crate's own API does.

use crate::aead::chacha20poly1305::{KEY_LEN, NONCE_LEN, XNONCE_LEN};
use crate::aead::{ChaCha20Poly1305Over, XChaCha20Poly1305Over};
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
                let tag = self
                    .encrypt_in_place(nonce, associated_data, buffer.into_out_with_copied_in())
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
