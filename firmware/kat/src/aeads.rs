//! Poly1305 over both limb layouts (one-shot, streaming in parts, verify), ChaCha20-Poly1305 and
//! XChaCha20-Poly1305 over both (encrypt, decrypt, refusal of a modified record), AES-CCM (encrypt,
//! decrypt, refusal of a failing record).

use crate::tally::Tally;
use crate::vectors::{self, AeadCase, MacCase};
use emcrypt::aead::ccm::Ccm;
use emcrypt::aead::ChaCha20Poly1305Over;
#[cfg(not(kat_small_flash))]
use emcrypt::aead::XChaCha20Poly1305Over;
use emcrypt::cipher::aes::{Aes128, Aes256, Compact};
use emcrypt::cipher::BlockCipher;
use emcrypt::mac::poly1305::{Limbs, Poly1305, Radix13, Radix26};
use emcrypt::Error;

/// The longest text among the AEAD cases (Wycheproof: at most 64 bytes chosen; CCM: 32 bytes).
const BUF: usize = 64;

pub fn run(t: &mut Tally) {
    poly1305::<Radix26>(t, "poly1305/radix26");
    poly1305::<Radix13>(t, "poly1305/radix13");
    // Skipped on the Cortex-M0 board for want of flash (its Radix26 Poly1305 is checked above).
    #[cfg(not(kat_small_flash))]
    chacha::<Radix26>(t, "chacha20-poly1305/radix26");
    chacha::<Radix13>(t, "chacha20-poly1305/radix13");
    ccm::<Aes128>(t, "aes128-ccm", vectors::CCM_AES128);
    ccm::<Aes128<Compact>>(t, "aes128-ccm/compact", vectors::CCM_AES128);
    ccm::<Aes256>(t, "aes256-ccm", vectors::CCM_AES256);
}

#[inline(never)] // a frame of its own, see hashes::check
fn poly1305<L: Limbs>(t: &mut Tally, algorithm: &str) {
    for MacCase { label, key, msg, tag, .. } in vectors::POLY1305 {
        let (Ok(key), Ok(tag)) = (<&[u8; 32]>::try_from(*key), <&[u8; 16]>::try_from(*tag)) else {
            t.check_that(algorithm, label, "key and tag lengths", false);
            continue;
        };
        let mut mac = Poly1305::<L>::new(key);
        mac.update(msg);
        t.check(algorithm, label, "one-shot", &mac.finalize(), tag);
        let mut mac = Poly1305::<L>::new(key);
        let (head, tail) = msg.split_at(msg.len() / 3);
        mac.update(head);
        mac.update(tail);
        t.check_that(algorithm, label, "verify in 2 parts accepts the tag", mac.verify(tag).is_ok());
        let mut wrong = *tag;
        wrong[15] ^= 0x80;
        let mut mac = Poly1305::<L>::new(key);
        mac.update(msg);
        t.check_that(algorithm, label, "verify refuses a flipped bit", mac.verify(&wrong).is_err());
    }
}

#[inline(never)]
fn chacha<L: Limbs>(t: &mut Tally, algorithm: &str) {
    for case in vectors::CHACHA20_POLY1305 {
        aead(t, algorithm, case, &|key, iv, aad, input, tag, out, encrypt| {
            let aead = ChaCha20Poly1305Over::<L>::new(key.try_into().map_err(|_| Error::InvalidLength)?);
            let nonce = iv.try_into().map_err(|_| Error::InvalidLength)?;
            if encrypt {
                aead.encrypt(nonce, aad, input, out, tag.try_into().map_err(|_| Error::InvalidLength)?)
            } else {
                aead.decrypt(nonce, aad, input, tag, out)
            }
        });
    }
    // Skipped on the Cortex-M0 board for want of flash (its ChaCha20 and Poly1305 are checked above).
    #[cfg(not(kat_small_flash))]
    for case in vectors::XCHACHA20_POLY1305 {
        aead(t, algorithm, case, &|key, iv, aad, input, tag, out, encrypt| {
            let aead = XChaCha20Poly1305Over::<L>::new(key.try_into().map_err(|_| Error::InvalidLength)?);
            let nonce = iv.try_into().map_err(|_| Error::InvalidLength)?;
            if encrypt {
                aead.encrypt(nonce, aad, input, out, tag.try_into().map_err(|_| Error::InvalidLength)?)
            } else {
                aead.decrypt(nonce, aad, input, tag, out)
            }
        });
    }
}

#[inline(never)]
fn ccm<C: BlockCipher>(t: &mut Tally, algorithm: &str, cases: &[AeadCase]) {
    for case in cases {
        aead(t, algorithm, case, &|key, iv, aad, input, tag, out, encrypt| {
            let ccm = Ccm::<C>::new(key)?;
            if encrypt {
                ccm.encrypt(iv, aad, input, out, tag)
            } else {
                ccm.decrypt(iv, aad, input, tag, out)
            }
        });
    }
}

/// With `apply(key, iv, aad, input, tag, output, encrypt)`, which encrypts (writing the tag) or decrypts
/// (checking it). A valid case: encryption gives the ciphertext and tag, decryption the plaintext. An invalid one:
/// decryption is refused and its output wiped.
fn aead(
    t: &mut Tally,
    algorithm: &str,
    case: &AeadCase,
    apply: &dyn Fn(&[u8], &[u8], &[u8], &[u8], &mut [u8], &mut [u8], bool) -> Result<(), Error>,
) {
    let mut buf = [0u8; BUF];
    let Some(out) = t.output(algorithm, case.label, &mut buf, case.ct.len()) else { return };
    let mut tag = [0u8; 16];
    let Some(tag) = tag.get_mut(..case.tag.len()) else {
        return t.check_that(algorithm, case.label, "tag longer than 16 bytes", false);
    };
    if case.valid {
        let ok = apply(case.key, case.iv, case.aad, case.pt, tag, out, true).is_ok();
        t.check_that(algorithm, case.label, "encrypt accepted the parameters", ok);
        t.check(algorithm, case.label, "ciphertext", out, case.ct);
        t.check(algorithm, case.label, "tag", tag, case.tag);
    }
    tag.copy_from_slice(case.tag);
    let result = apply(case.key, case.iv, case.aad, case.ct, tag, out, false);
    if case.valid {
        t.check_that(algorithm, case.label, "decrypt accepted the tag", result.is_ok());
        t.check(algorithm, case.label, "plaintext", out, case.pt);
    } else {
        let wiped = out.iter().all(|&b| b == 0);
        t.check_that(algorithm, case.label, "decrypt refused, output wiped", result.is_err() && wiped);
    }
}
