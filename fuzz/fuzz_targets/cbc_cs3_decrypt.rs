//! AES-128-CBC-CS3 (ciphertext stealing) decryption against RustCrypto `cts`, and encryption back.
//! Input: key (16) ‖ IV (16) ‖ ciphertext (the rest). Below one block both refuse; from 17 bytes on both
//! decrypt to the same plaintext; at exactly one block emcrypt runs plain CBC (as OpenSSL's CS3) while
//! `cts` swaps with an empty tail, so there only the round trip is checked.
#![no_main]

use cipher::KeyIvInit;
use cts::Decrypt;
use emcrypt::cipher::aes::Aes128;
use emcrypt::cipher::modes::cbc::{self, Padding};
use emcrypt_fuzz::Input;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let (key, iv) = (input.array::<16>(), input.array::<16>());
    let ct = input.rest();
    let mut pt = vec![0u8; ct.len()];
    let ours = cbc::decrypt::<Aes128>(&key, &iv, Padding::CiphertextStealing, ct, &mut pt);
    if ct.len() < 16 {
        assert!(ours.is_err(), "CS3 accepted {} bytes", ct.len());
        return;
    }
    assert_eq!(ours, Ok(ct.len()));
    if ct.len() > 16 {
        let mut theirs = ct.to_vec();
        cts::CbcCs3::<aes::Aes128>::new_from_slices(&key, &iv).unwrap().decrypt(&mut theirs).unwrap();
        assert_eq!(pt, theirs, "CS3 decryption vs cts crate");
    }
    let mut back = vec![0u8; ct.len()];
    assert_eq!(cbc::encrypt::<Aes128>(&key, &iv, Padding::CiphertextStealing, &pt, &mut back), Ok(ct.len()));
    assert_eq!(back, ct, "CS3 round trip");
});
