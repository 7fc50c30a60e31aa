//! AES-GCM and AES-CCM through RustCrypto's `aead` 0.6 `AeadInOut` (feature `traits`), on every AES
//! variant and GHASH variant, against RustCrypto `aes-gcm` and `ccm` used through the same trait.
#![cfg(feature = "traits")]

mod aes_support;

use aead_06::consts::{U12, U13, U16, U4, U5, U7, U8};
use aead_06::{AeadInOut, KeyInit};
use emcrypt::aead::ccm::TypedCcm;
use emcrypt::aead::gcm::{Ctmul32, Gcm, Table4};
use emcrypt::cipher::aes::{Aes128, Aes256, Compact, Fixsliced, TableBased};
use proptest::prelude::*;

// The trait crate as RustCrypto's `aes-gcm` re-exports it (the version emcrypt implements).
use aes_gcm::aead as aead_06;

/// Seals with `S` through `AeadInOut`, checks that a flipped tag bit is refused (and, for emcrypt's
/// types, `wipes`, that the buffer is zeroed), opens again; returns ciphertext || tag.
fn seal_open<S: AeadInOut + KeyInit>(key: &[u8], nonce: &[u8], aad: &[u8], msg: &[u8], wipes: bool) -> Vec<u8> {
    let aead = S::new(&aead_06::Key::<S>::try_from(key).unwrap());
    let nonce = aead_06::Nonce::<S>::try_from(nonce).unwrap();
    let mut buf = msg.to_vec();
    let tag = aead.encrypt_inout_detached(&nonce, aad, buf.as_mut_slice().into()).unwrap();
    let sealed = [buf.as_slice(), tag.as_slice()].concat();
    let mut bad = tag.clone();
    bad[0] ^= 1;
    let mut copy = buf.clone();
    assert!(aead.decrypt_inout_detached(&nonce, aad, copy.as_mut_slice().into(), &bad).is_err());
    if wipes {
        assert!(copy.iter().all(|&b| b == 0), "plaintext left behind after a failed check");
    }
    aead.decrypt_inout_detached(&nonce, aad, buf.as_mut_slice().into(), &tag).unwrap();
    assert_eq!(buf, msg);
    sealed
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn gcm_matches_rustcrypto_aes_gcm(
        seed in any::<[u8; 44]>(),
        aad in prop::collection::vec(any::<u8>(), 0..70),
        msg in prop::collection::vec(any::<u8>(), 0..200),
    ) {
        let (nonce, key) = (&seed[..12], &seed[12..]);
        let want = seal_open::<aes_gcm::Aes128Gcm>(&key[..16], nonce, &aad, &msg, false);
        prop_assert_eq!(&seal_open::<Gcm<Aes128<Fixsliced>>>(&key[..16], nonce, &aad, &msg, true), &want);
        prop_assert_eq!(&seal_open::<Gcm<Aes128<Compact>, Table4>>(&key[..16], nonce, &aad, &msg, true), &want);
        prop_assert_eq!(&seal_open::<Gcm<Aes128<TableBased>, Ctmul32>>(&key[..16], nonce, &aad, &msg, true), &want);
        let want = seal_open::<aes_gcm::Aes256Gcm>(key, nonce, &aad, &msg, false);
        prop_assert_eq!(&seal_open::<Gcm<Aes256<Fixsliced>>>(key, nonce, &aad, &msg, true), &want);
        prop_assert_eq!(&seal_open::<Gcm<Aes256<Compact>, Table4>>(key, nonce, &aad, &msg, true), &want);
    }

    #[test]
    fn ccm_matches_rustcrypto_ccm(
        seed in any::<[u8; 45]>(),
        aad in prop::collection::vec(any::<u8>(), 0..70),
        msg in prop::collection::vec(any::<u8>(), 0..200),
    ) {
        let (nonce, key) = (&seed[..13], &seed[13..]);
        let want = seal_open::<::ccm::Ccm<aes::Aes128, U16, U13>>(&key[..16], nonce, &aad, &msg, false);
        prop_assert_eq!(&seal_open::<TypedCcm<Aes128<Fixsliced>, U16, U13>>(&key[..16], nonce, &aad, &msg, true), &want);
        prop_assert_eq!(&seal_open::<TypedCcm<Aes128<Compact>, U16, U13>>(&key[..16], nonce, &aad, &msg, true), &want);
        let want = seal_open::<::ccm::Ccm<aes::Aes256, U8, U12>>(key, &nonce[..12], &aad, &msg, false);
        prop_assert_eq!(&seal_open::<TypedCcm<Aes256<TableBased>, U8, U12>>(key, &nonce[..12], &aad, &msg, true), &want);
        let want = seal_open::<::ccm::Ccm<aes::Aes128, U4, U7>>(&key[..16], &nonce[..7], &aad, &msg, false);
        prop_assert_eq!(&seal_open::<TypedCcm<Aes128<Fixsliced>, U4, U7>>(&key[..16], &nonce[..7], &aad, &msg, true), &want);
    }
}

#[test]
fn ccm_lengths_the_standard_forbids_are_errors_not_panics() {
    // A 5-byte tag is not a CCM tag length: every call fails, nothing panics.
    let ccm = <TypedCcm<Aes128, U5, U13> as KeyInit>::new(&[1u8; 16].into());
    let mut buf = *b"payload";
    assert!(ccm.encrypt_inout_detached(&[2u8; 13].into(), b"", buf.as_mut_slice().into()).is_err());
    assert!(ccm.decrypt_inout_detached(&[2u8; 13].into(), b"", buf.as_mut_slice().into(), &[0u8; 5].into()).is_err());
    assert_eq!(buf, [0u8; 7], "a failed decryption wipes the buffer");
}
