//! AES-128-GCM decryption (both GHASH variants) against RustCrypto `aes-gcm`.
//! Input: key (16) ‖ nonce (12) ‖ damage position (2) ‖ damage mask (1) ‖ AAD (length byte, ≤ 64) ‖
//! plaintext (the rest). `aes-gcm` seals the plaintext, one byte of ciphertext ‖ tag ‖ AAD is flipped by the
//! mask (none when 0), then both open it: they must agree on acceptance and plaintext, and emcrypt's
//! output must be all zero when it refuses.
#![no_main]

use aes_gcm::aead::{AeadInOut, KeyInit};
use emcrypt::aead::gcm::{Gcm, Table4};
use emcrypt::cipher::aes::Aes128;
use emcrypt_fuzz::{damage, Input};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let (key, nonce) = (input.array::<16>(), input.array::<12>());
    let (position, mask) = (u16::from_le_bytes(input.array::<2>()), input.byte());
    let aad = input.bytes(64);
    let pt = input.rest();
    let peer = aes_gcm::Aes128Gcm::new(&key.into());
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
    let ok = emcrypt::aead::gcm::decrypt::<Aes128>(&key, &nonce, aad, ct, tag, &mut ours).is_ok();
    assert_eq!(ok, their_ok, "acceptance vs aes-gcm");
    if ok {
        assert_eq!(ours, theirs, "plaintext vs aes-gcm");
    } else {
        assert!(ours.iter().all(|&b| b == 0), "plaintext left after a refused tag");
    }
    let mut table = vec![0u8; ct.len()];
    let gcm = Gcm::<Aes128, Table4>::new(&key).unwrap();
    assert_eq!(gcm.decrypt(&nonce, aad, ct, tag, &mut table).is_ok(), ok, "Table4 GHASH");
    assert_eq!(table, ours);
});
