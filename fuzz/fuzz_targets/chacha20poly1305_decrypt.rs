//! ChaCha20-Poly1305 decryption (both Poly1305 limb layouts) against RustCrypto `chacha20poly1305`.
//! Input: key (32) ‖ nonce (12) ‖ damage position (2) ‖ damage mask (1) ‖ AAD (length byte, ≤ 64) ‖
//! plaintext (the rest). The peer seals, one byte of ciphertext ‖ tag ‖ AAD is flipped (none when the mask
//! is 0), both open: same acceptance, same plaintext, emcrypt's output zeroed on refusal.
#![no_main]

use chacha20poly1305::aead::{AeadInOut, KeyInit};
use emcrypt::aead::ChaCha20Poly1305Over;
use emcrypt::mac::poly1305::{Radix13, Radix26};
use emcrypt_fuzz::{damage, Input};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let (key, nonce) = (input.array::<32>(), input.array::<12>());
    let (position, mask) = (u16::from_le_bytes(input.array::<2>()), input.byte());
    let aad = input.bytes(64);
    let pt = input.rest();
    let peer = chacha20poly1305::ChaCha20Poly1305::new(&key.into());
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
    let ok = ChaCha20Poly1305Over::<Radix26>::new(&key).decrypt(&nonce, aad, ct, tag, &mut ours).is_ok();
    assert_eq!(ok, their_ok, "acceptance vs chacha20poly1305");
    if ok {
        assert_eq!(ours, theirs, "plaintext vs chacha20poly1305");
    } else {
        assert!(ours.iter().all(|&b| b == 0), "plaintext left after a refused tag");
    }
    let mut radix13 = vec![0u8; ct.len()];
    let ok13 = ChaCha20Poly1305Over::<Radix13>::new(&key).decrypt(&nonce, aad, ct, tag, &mut radix13).is_ok();
    assert_eq!((ok13, &radix13), (ok, &ours), "radix-13 Poly1305");
});
