//! `cipher::StreamCipher` (with `KeyIvInit`) for [`ChaCha20`] and [`XChaCha20`].
//!
//! Keystream exhaustion (the 32-bit block counter of RFC 8439) is reported through `check_remaining`, so
//! `try_apply_keystream` returns `StreamCipherError` and `apply_keystream` panics, as RustCrypto's
//! contract says, instead of wrapping the counter. Seeking is not offered.

use crate::stream::chacha20::{KEY_LEN, NONCE_LEN, XNONCE_LEN};
use crate::stream::{ChaCha20, XChaCha20};
use cipher::consts::{U12, U24, U32};
use cipher::{
    InOutBuf, Iv, IvSizeUser, Key, KeyIvInit, KeySizeUser, StreamCipher, StreamCipherError,
};

macro_rules! impl_stream_cipher {
    ($name:ident, $iv_size:ty, $nonce_len:expr) => {
        impl KeySizeUser for $name {
            type KeySize = U32;
        }

        impl IvSizeUser for $name {
            type IvSize = $iv_size;
        }

        impl KeyIvInit for $name {
            fn new(key: &Key<Self>, iv: &Iv<Self>) -> Self {
                let key: &[u8; KEY_LEN] = key.into();
                let iv: &[u8; $nonce_len] = iv.into();
                $name::new(key, iv)
            }
        }

        impl StreamCipher for $name {
            fn check_remaining(&self, data_len: usize) -> Result<(), StreamCipherError> {
                if data_len as u64 <= self.remaining() {
                    Ok(())
                } else {
                    Err(StreamCipherError)
                }
            }

            fn unchecked_apply_keystream_inout(&mut self, buf: InOutBuf<'_, '_, u8>) {
                // `check_remaining` came first (RustCrypto's contract), so this cannot fail.
                let _ = self.apply_keystream(buf.into_out_with_copied_in());
            }

            fn unchecked_write_keystream(&mut self, buf: &mut [u8]) {
                buf.fill(0);
                let _ = self.apply_keystream(buf);
            }
        }
    };
}

impl_stream_cipher!(ChaCha20, U12, NONCE_LEN);
impl_stream_cipher!(XChaCha20, U24, XNONCE_LEN);
