//! RSA-2048 decryption, OAEP (SHA-256, MGF1-SHA-256) and PKCS#1 v1.5, with Wycheproof's fixed key.
//! Input: mode (1) ‖ label (length byte, ≤ 32) ‖ message (length byte, ≤ 190) ‖ edits (the rest, 3 bytes
//! each: see `emcrypt_fuzz::apply_edits`). Mode bits 0-1: 0 OAEP and 1 PKCS#1 v1.5 encrypt the message
//! and let the edits change the ciphertext; 2 (OAEP) and 3 (v1.5) take the edits' bytes as the ciphertext.
//! No second decryption path exists offline (the `rsa` crate is not available), so checked:
//! - nothing panics, and every failure leaves no message behind in the output buffer's reported length;
//! - an unchanged ciphertext decrypts to the message;
//! - an edited OAEP ciphertext is refused (a random encoded message passes the label-hash check with
//!   probability 2^-256);
//! - whatever is accepted round-trips: its plaintext, encrypted again, decrypts to itself.
#![no_main]

use emcrypt::bigint::Window;
use emcrypt::hash::sha256::Sha256;
use emcrypt::rsa::{private_work_limbs, PrivateKey, PrivateOptions};
use emcrypt_fuzz::{apply_edits, rsa_key, test_rng, Input};
use libfuzzer_sys::fuzz_target;

fn decrypt(
    key: &PrivateKey<64>,
    oaep: bool,
    ct: &[u8],
    label: &[u8],
    work: &mut [u32],
) -> Option<Vec<u8>> {
    let mut out = vec![0u8; key.public_key().size()];
    let opts = PrivateOptions::default();
    let n = if oaep {
        key.decrypt_oaep::<Sha256, Sha256, _>(&mut test_rng(1), ct, label, &mut out, work, &opts)
    } else {
        key.decrypt_pkcs1v15(&mut test_rng(1), ct, &mut out, work, &opts)
    }
    .ok()?;
    out.truncate(n);
    Some(out)
}

fn encrypt(
    key: &PrivateKey<64>,
    oaep: bool,
    msg: &[u8],
    label: &[u8],
    seed: u64,
    work: &mut [u32],
) -> Vec<u8> {
    let public = key.public_key();
    let mut ct = vec![0u8; public.size()];
    let result = if oaep {
        public.encrypt_oaep::<Sha256, Sha256, _>(&mut test_rng(seed), msg, label, &mut ct, work)
    } else {
        public.encrypt_pkcs1v15(&mut test_rng(seed), msg, &mut ct, work)
    };
    assert_eq!(result, Ok(()), "encryption of {} bytes", msg.len());
    ct
}

fuzz_target!(|data: &[u8]| {
    let (key, _) = rsa_key();
    let mut input = Input::new(data);
    let mode = input.byte() & 3;
    let oaep = mode & 1 == 0;
    let label = if oaep { input.bytes(32) } else { &[][..] };
    let msg = input.bytes(190);
    let edits = input.rest();
    let mut work = vec![0u32; private_work_limbs(2048, Window::MID, true)];

    let (ct, changed) = if mode >= 2 {
        (edits.to_vec(), true)
    } else {
        let mut ct = encrypt(key, oaep, msg, label, data.len() as u64, &mut work);
        let changed = apply_edits(&mut ct, edits);
        (ct, changed)
    };
    let plain = decrypt(key, oaep, &ct, label, &mut work);
    if !changed {
        assert_eq!(plain.as_deref(), Some(msg), "unchanged ciphertext");
    } else if oaep && mode < 2 {
        assert_eq!(plain, None, "an edited OAEP ciphertext was accepted");
    }
    if let Some(p) = plain {
        let again = encrypt(key, oaep, &p, label, 7, &mut work);
        assert_eq!(
            decrypt(key, oaep, &again, label, &mut work),
            Some(p),
            "round trip of an accepted plaintext"
        );
    }
});
