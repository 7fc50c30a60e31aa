//! AES-128-CCM decryption (16-byte tag, 12-byte nonce) against RustCrypto `ccm`.
//! Input: key (16) ‖ nonce (12) ‖ damage position (2) ‖ damage mask (1) ‖ AAD (length byte, ≤ 64) ‖
//! plaintext (the rest). `ccm` seals, one byte of ciphertext ‖ tag ‖ AAD is flipped (none when the mask is
//! 0), both open: same acceptance, same plaintext, emcrypt's output zeroed on refusal.
#![no_main]

use ccm::aead::{AeadInOut, KeyInit};
use ccm::consts::{U12, U16};
use emcrypt::cipher::aes::Aes128;
use emcrypt_fuzz::{damage, Input};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let (key, nonce) = (input.array::<16>(), input.array::<12>());
    let (position, mask) = (u16::from_le_bytes(input.array::<2>()), input.byte());
    let aad = input.bytes(64);
    let pt = input.rest();
    let peer = ccm::Ccm::<aes::Aes128, U16, U12>::new(&key.into());
    let mut sealed = pt.to_vec();
    let tag = peer.encrypt_inout_detached(&nonce.into(), aad, (&mut sealed[..]).into()).unwrap();
    sealed.extend_from_slice(&tag);
    sealed.extend_from_slice(aad);
    damage(&mut sealed, position, mask);
    let (ct, rest) = sealed.split_at(pt.len());
    let (tag, aad) = rest.split_at(16);

    let mut theirs = ct.to_vec();
    let their_ok = peer.decrypt_inout_detached(&nonce.into(), aad, (&mut theirs[..]).into(), tag.try_into().unwrap()).is_ok();
    let mut ours = vec![0xa5u8; ct.len()];
    let ok = emcrypt::aead::ccm::decrypt::<Aes128>(&key, &nonce, aad, ct, tag, &mut ours).is_ok();
    assert_eq!(ok, their_ok, "acceptance vs ccm");
    if ok {
        assert_eq!(ours, theirs, "plaintext vs ccm");
    } else {
        assert!(ours.iter().all(|&b| b == 0), "plaintext left after a refused tag");
    }
});
