//! Peer cases: RustCrypto crates measured in the same firmware, with the same model and harness as emcrypt's
//! own cases, for the reports' "vs RustCrypto" column. They reproduce the rows of
//! `bench/reference/rustcrypto_model.csv`, which the measurement prototype made one firmware per operation.

use crate::message::{key_byte, KEY_LEN};
use crate::Outcome;
use emcrypt_fw_rt::bench::measure;
use hmac::{KeyInit, Mac};
use sha2::Digest;

/// The digest of `message` in one call.
pub fn digest<D: Digest>(id: u32, message: &[u8], expected: &[u8]) -> Outcome {
    let out = measure(id, message, |m| D::digest(m));
    Outcome::check(out.as_slice(), expected)
}

/// HMAC-SHA-256 of `message` under the benchmark key, in one go (key set-up included, as in emcrypt's case).
pub fn hmac_sha256(id: u32, message: &[u8], expected: &[u8]) -> Outcome {
    let mut key = [0u8; KEY_LEN];
    for (i, k) in key.iter_mut().enumerate() {
        *k = key_byte(i);
    }
    let tag = measure(id, (&key, message), |(k, m)| {
        let mut mac = <hmac::Hmac<sha2::Sha256> as KeyInit>::new_from_slice(k).ok()?;
        mac.update(m);
        Some(mac.finalize().into_bytes())
    });
    match tag {
        Some(tag) => Outcome::check(tag.as_slice(), expected),
        None => Outcome::check(&[], expected),
    }
}

/// AES-CBC (no padding) of `input` with the `aes` and `cbc` crates, key schedule included, encryption or
/// decryption, into the cipher cases' output buffer.
pub fn aes_cbc<C>(id: u32, encrypt: bool, key_bits: usize, input: &[u8], expected: &[u8]) -> Outcome
where
    C: ::cipher::BlockCipherEncrypt + ::cipher::BlockCipherDecrypt + ::cipher::KeyInit,
{
    use ::cipher::block_padding::NoPadding;
    use ::cipher::{BlockModeDecrypt, BlockModeEncrypt, KeyIvInit};
    let (key, iv) = crate::cipher::key_iv();
    let key = &key[..key_bits / 8];
    let out = &mut crate::cipher::output()[..input.len()];
    let ok = measure(id, (input, &mut *out), |(m, o)| {
        if encrypt {
            let Ok(c) = cbc::Encryptor::<C>::new_from_slices(key, &iv) else { return false };
            c.encrypt_padded_b2b::<NoPadding>(m, o).is_ok()
        } else {
            let Ok(c) = cbc::Decryptor::<C>::new_from_slices(key, &iv) else { return false };
            c.decrypt_padded_b2b::<NoPadding>(m, o).is_ok()
        }
    });
    Outcome { passed: ok && crate::same_bytes(out, expected), working_bytes: 0 }
}
