//! RustCrypto traits (feature `traits`): emcrypt's ChaCha20/XChaCha20 used only through
//! `cipher::StreamCipher` and its AEADs only through `aead::AeadInOut`, against the RustCrypto crates.
#![cfg(feature = "traits")]

use aead_06::{AeadInOut, KeyInit};
use cipher_05::{KeyIvInit, StreamCipher};
use emcrypt::aead::{ChaCha20Poly1305, XChaCha20Poly1305};
use emcrypt::stream::{ChaCha20, XChaCha20};
use proptest::prelude::*;

// The trait crates as RustCrypto's algorithm crates re-export them (the versions emcrypt implements).
use chacha20::cipher as cipher_05;
use chacha20poly1305::aead as aead_06;

/// Encrypts with `S`, then decrypts (and checks the tag rejection path) with `S` through `AeadInOut`;
/// returns ciphertext || tag.
fn seal_open<S: AeadInOut + KeyInit>(
    key: &[u8; 32],
    nonce: &[u8],
    aad: &[u8],
    msg: &[u8],
) -> Vec<u8> {
    let aead = S::new(&aead_06::Key::<S>::try_from(&key[..]).unwrap());
    let nonce = aead_06::Nonce::<S>::try_from(nonce).unwrap();
    let mut buf = msg.to_vec();
    let tag = aead
        .encrypt_inout_detached(&nonce, aad, buf.as_mut_slice().into())
        .unwrap();
    let sealed = [buf.as_slice(), tag.as_slice()].concat();
    let mut bad = tag.clone();
    bad[0] ^= 1;
    let mut copy = buf.clone();
    assert!(aead
        .decrypt_inout_detached(&nonce, aad, copy.as_mut_slice().into(), &bad)
        .is_err());
    aead.decrypt_inout_detached(&nonce, aad, buf.as_mut_slice().into(), &tag)
        .unwrap();
    assert_eq!(buf, msg);
    sealed
}

fn keystream<C: StreamCipher + KeyIvInit>(
    key: &[u8; 32],
    nonce: &[u8],
    msg: &[u8],
    cut: usize,
) -> Vec<u8> {
    let mut c = C::new(
        &cipher_05::Key::<C>::try_from(&key[..]).unwrap(),
        &cipher_05::Iv::<C>::try_from(nonce).unwrap(),
    );
    let mut out = msg.to_vec();
    let (a, b) = out.split_at_mut(cut);
    c.apply_keystream(a);
    c.try_apply_keystream(b).unwrap();
    out
}

#[test]
fn exhausted_keystream_is_an_error() {
    let c = ChaCha20::new_with_counter(&[0; 32], &[0; 12], u32::MAX);
    assert!(StreamCipher::check_remaining(&c, 64).is_ok());
    assert!(StreamCipher::check_remaining(&c, 65).is_err());
    let mut c = c;
    assert!(c.try_apply_keystream(&mut [0u8; 65]).is_err());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    #[test]
    fn stream_cipher_matches_rustcrypto(key in any::<[u8; 32]>(), nonce in any::<[u8; 24]>(),
                                        msg in proptest::collection::vec(any::<u8>(), 0..300), cut in any::<prop::sample::Index>()) {
        let cut = cut.index(msg.len() + 1);
        prop_assert_eq!(keystream::<ChaCha20>(&key, &nonce[..12], &msg, cut),
                        keystream::<chacha20::ChaCha20>(&key, &nonce[..12], &msg, cut));
        prop_assert_eq!(keystream::<XChaCha20>(&key, &nonce, &msg, cut),
                        keystream::<chacha20::XChaCha20>(&key, &nonce, &msg, cut));
    }

    #[test]
    fn aead_matches_rustcrypto(key in any::<[u8; 32]>(), nonce in any::<[u8; 24]>(),
                               aad in proptest::collection::vec(any::<u8>(), 0..50),
                               msg in proptest::collection::vec(any::<u8>(), 0..300)) {
        prop_assert_eq!(seal_open::<ChaCha20Poly1305>(&key, &nonce[..12], &aad, &msg),
                        seal_open::<chacha20poly1305::ChaCha20Poly1305>(&key, &nonce[..12], &aad, &msg));
        prop_assert_eq!(seal_open::<XChaCha20Poly1305>(&key, &nonce, &aad, &msg),
                        seal_open::<chacha20poly1305::XChaCha20Poly1305>(&key, &nonce, &aad, &msg));
    }
}
