//! Case bodies for authenticated encryption: AES-GCM, AES-CCM and ChaCha20-Poly1305, one call each (key
//! set-up, associated-data-free encryption or tag-checked decryption) over the message, as CycloneCRYPTO's
//! throughput figures. Nonces are the first 12 bytes of the benchmark IV; tags 16 bytes.

use crate::cipher::{key_iv, output};
use crate::Outcome;
use emcrypt::aead::{ccm, gcm, ChaCha20Poly1305Over};
use emcrypt::cipher::BlockCipher;
use emcrypt::mac::poly1305::Limbs;
use emcrypt_fw_rt::bench::measure;

/// Which AEAD a case runs.
#[derive(Clone, Copy)]
pub enum Aead {
    Gcm,
    Ccm,
}

/// Encryption of `plaintext`; passes when both the ciphertext and the tag match.
pub fn aes_encrypt<C: BlockCipher>(id: u32, aead: Aead, plaintext: &[u8], ct: &[u8], tag: &[u8]) -> Outcome {
    let (key, iv) = key_iv();
    let out = &mut output()[..plaintext.len()];
    let mut t = [0u8; 16];
    let r = measure(id, (plaintext, &mut *out, &mut t), |(m, o, t)| match aead {
        Aead::Gcm => gcm::encrypt::<C>(&key[..16], &iv[..12], b"", m, o, t),
        Aead::Ccm => ccm::encrypt::<C>(&key[..16], &iv[..12], b"", m, o, t),
    });
    Outcome { passed: r.is_ok() && crate::same_bytes(out, ct) && crate::same_bytes(&t, tag), working_bytes: 0 }
}

/// Decryption and tag check of `ct`; passes when the tag is accepted and the plaintext matches.
pub fn aes_decrypt<C: BlockCipher>(id: u32, aead: Aead, ct: &[u8], tag: &[u8], plaintext: &[u8]) -> Outcome {
    let (key, iv) = key_iv();
    let out = &mut output()[..ct.len()];
    let r = measure(id, (ct, &mut *out), |(c, o)| match aead {
        Aead::Gcm => gcm::decrypt::<C>(&key[..16], &iv[..12], b"", c, tag, o),
        Aead::Ccm => ccm::decrypt::<C>(&key[..16], &iv[..12], b"", c, tag, o),
    });
    Outcome { passed: r.is_ok() && crate::same_bytes(out, plaintext), working_bytes: 0 }
}

/// ChaCha20-Poly1305 encryption with Poly1305 limbs `L`.
pub fn chacha_encrypt<L: Limbs>(id: u32, plaintext: &[u8], ct: &[u8], tag: &[u8]) -> Outcome {
    let (key, iv) = key_iv();
    let nonce: [u8; 12] = core::array::from_fn(|i| iv[i]);
    let out = &mut output()[..plaintext.len()];
    let mut t = [0u8; 16];
    let r = measure(id, (plaintext, &mut *out, &mut t), |(m, o, t)| {
        ChaCha20Poly1305Over::<L>::new(&key).encrypt(&nonce, b"", m, o, t)
    });
    Outcome { passed: r.is_ok() && crate::same_bytes(out, ct) && crate::same_bytes(&t, tag), working_bytes: 0 }
}

/// ChaCha20-Poly1305 decryption and tag check with Poly1305 limbs `L`.
pub fn chacha_decrypt<L: Limbs>(id: u32, ct: &[u8], tag: &[u8], plaintext: &[u8]) -> Outcome {
    let (key, iv) = key_iv();
    let nonce: [u8; 12] = core::array::from_fn(|i| iv[i]);
    let out = &mut output()[..ct.len()];
    let r = measure(id, (ct, &mut *out), |(c, o)| ChaCha20Poly1305Over::<L>::new(&key).decrypt(&nonce, b"", c, tag, o));
    Outcome { passed: r.is_ok() && crate::same_bytes(out, plaintext), working_bytes: 0 }
}
