//! Case bodies for authenticated encryption: AES-GCM, AES-CCM and ChaCha20-Poly1305, one call each (key
//! set-up, associated-data-free encryption or tag-checked decryption) over the message, as CycloneCRYPTO's
//! throughput figures. Nonces are the first 12 bytes of the benchmark IV; tags 16 bytes.
//!
//! Under a constant-time check the key is the secret ([`key_iv`]). A decryption case then first encrypts
//! its plaintext under that key, outside the measurement, into [`ct_input`], and decrypts that: the traced
//! run checks a valid tag and decrypts, as the benchmark run does (a tag that fails would stop before the
//! decryption and trace only half of the work).

use crate::cipher::{key_iv, output};
use crate::message::MESSAGE_LEN;
use crate::Outcome;
use emcrypt::aead::ghash::Ghash;
use emcrypt::aead::{ccm, gcm, ChaCha20Poly1305Over};
use emcrypt::cipher::BlockCipher;
use emcrypt::mac::poly1305::Limbs;
use emcrypt_fw_rt::bench::{ct_request, measure, report_leftovers};

/// Which AEAD a case runs.
#[derive(Clone, Copy)]
pub enum Aead {
    Gcm,
    Ccm,
}

/// The ciphertext buffer of a decryption under a constant-time check, or `None` in a benchmark run. The
/// buffer only exists in the full benchmark image: a footprint build (`EMCRYPT_BENCH_ONLY`) drops this
/// branch, so the case's global-data figure does not include it.
fn ct_input() -> Option<&'static mut [u8; MESSAGE_LEN]> {
    static mut CT_INPUT: [u8; MESSAGE_LEN] = [0; MESSAGE_LEN];
    if crate::ONLY.is_some() || ct_request().is_none() {
        return None;
    }
    // SAFETY: single-threaded firmware; only the one case run under the check takes the buffer, once.
    #[allow(static_mut_refs)]
    unsafe {
        Some(&mut CT_INPUT)
    }
}

/// Encryption of `plaintext`; passes when both the ciphertext and the tag match.
#[inline(always)] // into each case body: a GCM case then links no CCM code (the footprint counts what the body reaches)
pub fn aes_encrypt<C: BlockCipher>(id: u32, aead: Aead, plaintext: &[u8], ct: &[u8], tag: &[u8]) -> Outcome {
    let (key, iv) = key_iv();
    let out = &mut output()[..plaintext.len()];
    let mut t = [0u8; 16];
    // One measured closure per mode (not a `match` inside one), so the other is dead code once inlined.
    let r = match aead {
        Aead::Gcm => measure(id, (plaintext, &mut *out, &mut t), |(m, o, t)| {
            gcm::encrypt::<C>(&key[..16], &iv[..12], b"", m, o, t)
        }),
        Aead::Ccm => measure(id, (plaintext, &mut *out, &mut t), |(m, o, t)| {
            ccm::encrypt::<C>(&key[..16], &iv[..12], b"", m, o, t)
        }),
    };
    report_leftovers(id, &[&key[..16]]);
    Outcome { passed: r.is_ok() && crate::same_bytes(out, ct) && crate::same_bytes(&t, tag), working_bytes: 0 }
}

/// GCM encryption with GHASH variant `G` (the one-shot `gcm::encrypt` above takes the default, `Ctmul32`):
/// the case that measures `Table4` and that the constant-time check must flag as table-based.
pub fn gcm_encrypt_with<C: BlockCipher, G: Ghash>(id: u32, plaintext: &[u8], ct: &[u8], tag: &[u8]) -> Outcome {
    let (key, iv) = key_iv();
    let out = &mut output()[..plaintext.len()];
    let mut t = [0u8; 16];
    let r = measure(id, (plaintext, &mut *out, &mut t), |(m, o, t)| {
        gcm::Gcm::<C, G>::new(&key[..16])?.encrypt(&iv[..12], b"", m, o, t)
    });
    report_leftovers(id, &[&key[..16]]);
    Outcome { passed: r.is_ok() && crate::same_bytes(out, ct) && crate::same_bytes(&t, tag), working_bytes: 0 }
}

/// Decryption and tag check of `ct`; passes when the tag is accepted and the plaintext matches.
#[inline(always)] // as `aes_encrypt`
pub fn aes_decrypt<C: BlockCipher>(id: u32, aead: Aead, ct: &[u8], tag: &[u8], plaintext: &[u8]) -> Outcome {
    let (key, iv) = key_iv();
    let mut own_tag = [0u8; 16];
    let (ct, tag) = match ct_input() {
        Some(buffer) => {
            let c = &mut buffer[..plaintext.len()];
            let r = match aead {
                Aead::Gcm => gcm::encrypt::<C>(&key[..16], &iv[..12], b"", plaintext, c, &mut own_tag),
                Aead::Ccm => ccm::encrypt::<C>(&key[..16], &iv[..12], b"", plaintext, c, &mut own_tag),
            };
            if r.is_err() {
                return Outcome::check(&[], plaintext);
            }
            (&*c, &own_tag[..])
        }
        None => (ct, tag),
    };
    let out = &mut output()[..ct.len()];
    let r = match aead {
        Aead::Gcm => measure(id, (ct, &mut *out), |(c, o)| gcm::decrypt::<C>(&key[..16], &iv[..12], b"", c, tag, o)),
        Aead::Ccm => measure(id, (ct, &mut *out), |(c, o)| ccm::decrypt::<C>(&key[..16], &iv[..12], b"", c, tag, o)),
    };
    report_leftovers(id, &[&key[..16]]);
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
    report_leftovers(id, &[&key]);
    Outcome { passed: r.is_ok() && crate::same_bytes(out, ct) && crate::same_bytes(&t, tag), working_bytes: 0 }
}

/// ChaCha20-Poly1305 decryption and tag check with Poly1305 limbs `L`.
pub fn chacha_decrypt<L: Limbs>(id: u32, ct: &[u8], tag: &[u8], plaintext: &[u8]) -> Outcome {
    let (key, iv) = key_iv();
    let nonce: [u8; 12] = core::array::from_fn(|i| iv[i]);
    let mut own_tag = [0u8; 16];
    let (ct, tag) = match ct_input() {
        Some(buffer) => {
            let c = &mut buffer[..plaintext.len()];
            if ChaCha20Poly1305Over::<L>::new(&key).encrypt(&nonce, b"", plaintext, c, &mut own_tag).is_err() {
                return Outcome::check(&[], plaintext);
            }
            (&*c, &own_tag[..])
        }
        None => (ct, tag),
    };
    let out = &mut output()[..ct.len()];
    let r = measure(id, (ct, &mut *out), |(c, o)| ChaCha20Poly1305Over::<L>::new(&key).decrypt(&nonce, b"", c, tag, o));
    report_leftovers(id, &[&key]);
    Outcome { passed: r.is_ok() && crate::same_bytes(out, plaintext), working_bytes: 0 }
}
