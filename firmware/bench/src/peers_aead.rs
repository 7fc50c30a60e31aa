//! Peer cases for authenticated encryption: RustCrypto's `aes-gcm` 0.11 (AES-128-GCM over the `aes` crate's
//! bitsliced software AES) and `chacha20poly1305` 0.11, timed as emcrypt's cases in `aead.rs` time the same
//! call: key set-up included, no associated data, the 8000-byte message from the input buffer into the output
//! buffer (the crates' `InOutBuf` takes two buffers, as emcrypt's one-shot functions do), tag detached.
//! Same key, nonce and known answers as emcrypt's cases (`AES128_GCM_*_8000`, `CHACHA20_POLY1305_*_8000`).

use crate::cipher::{key_iv, output};
use crate::Outcome;
use aes_gcm::aead::inout::InOutBuf;
use aes_gcm::aead::{AeadInOut, KeyInit, Nonce};
use emcrypt_fw_rt::bench::measure;

/// Encryption of `plaintext` with AEAD `A` under the first `key_len` key bytes and the 12-byte nonce;
/// passes when both the ciphertext and the tag match.
pub fn encrypt<A: AeadInOut + KeyInit>(id: u32, key_len: usize, plaintext: &[u8], ct: &[u8], tag: &[u8]) -> Outcome {
    let (key, iv) = key_iv();
    let Ok(nonce) = <&Nonce<A>>::try_from(&iv[..12]) else { return Outcome::check(&[], ct) };
    let out = &mut output()[..plaintext.len()];
    let t = measure(id, (plaintext, &mut *out), |(m, o)| {
        let cipher = A::new_from_slice(&key[..key_len]).ok()?;
        let buffer = InOutBuf::new(m, o).ok()?;
        cipher.encrypt_inout_detached(nonce, b"", buffer).ok()
    });
    let tag_ok = t.is_some_and(|t| crate::same_bytes(t.as_slice(), tag));
    Outcome { passed: tag_ok && crate::same_bytes(out, ct), working_bytes: 0 }
}

/// Decryption and tag check of `ct` with AEAD `A`; passes when the tag is accepted and the plaintext matches.
pub fn decrypt<A: AeadInOut + KeyInit>(id: u32, key_len: usize, ct: &[u8], tag: &[u8], plaintext: &[u8]) -> Outcome {
    let (key, iv) = key_iv();
    let Ok(nonce) = <&Nonce<A>>::try_from(&iv[..12]) else { return Outcome::check(&[], plaintext) };
    let Ok(tag) = tag.try_into() else { return Outcome::check(&[], plaintext) };
    let out = &mut output()[..ct.len()];
    let ok = measure(id, (ct, &mut *out), |(c, o)| {
        let Ok(cipher) = A::new_from_slice(&key[..key_len]) else { return false };
        let Ok(buffer) = InOutBuf::new(c, o) else { return false };
        cipher.decrypt_inout_detached(nonce, b"", buffer, tag).is_ok()
    });
    Outcome { passed: ok && crate::same_bytes(out, plaintext), working_bytes: 0 }
}
