//! ChaCha20, HChaCha20 and XChaCha20 against RFC 8439 (§2.3.2, §2.4.2, Appendix A.2) and
//! draft-irtf-cfrg-xchacha-03 (§2.2.1, Appendix A.2); the counter limit; streaming against one-shot at every
//! split; differential against RustCrypto `chacha20`.
mod common;

use chacha20::cipher::{KeyIvInit, StreamCipher, StreamCipherSeek};
use common::{read_vectors, rsp, split_points, unhex};
use emcrypt::stream::chacha20::hchacha20;
use emcrypt::stream::{ChaCha20, XChaCha20};
use emcrypt::Error;
use proptest::prelude::*;

fn arr<const N: usize>(hex: &str) -> [u8; N] {
    unhex(hex).try_into().unwrap()
}

/// RFC 7539 / 8439 Appendix A.2 (pyca's NIST-style copy): three encryptions, counters 0, 1 and 42.
#[test]
fn rfc_8439_appendix_a2() {
    let records = rsp::parse(&read_vectors("rfc/rfc-7539-chacha20.txt"));
    assert_eq!(records.len(), 3);
    for r in &records {
        let key: [u8; 32] = r.bytes("KEY").try_into().unwrap();
        let nonce: [u8; 12] = r.bytes("NONCE").try_into().unwrap();
        let counter: u32 = r.get("INITIAL_BLOCK_COUNTER").parse().unwrap();
        let (pt, ct) = (r.bytes("PLAINTEXT"), r.bytes("CIPHERTEXT"));
        let mut out = vec![0u8; pt.len()];
        ChaCha20::new_with_counter(&key, &nonce, counter)
            .apply_keystream_to(&pt, &mut out)
            .unwrap();
        assert_eq!(out, ct, "{r:?}");
        ChaCha20::new_with_counter(&key, &nonce, counter)
            .apply_keystream(&mut out)
            .unwrap();
        assert_eq!(out, pt, "{r:?}");
    }
}

/// RFC 8439 §2.3.2: the block function, key 00..1f, nonce 00:00:00:09:00:00:00:4a:00:00:00:00, counter 1.
#[test]
fn rfc_8439_block_function() {
    let key = arr::<32>("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
    let nonce = arr::<12>("000000090000004a00000000");
    let expected = unhex(
        "10f1e7e4d13b5915500fdd1fa32071c4c7d1f4c733c068030422aa9ac3d46c4e\
         d2826446079faa0914c2d705d98b02a2b5129cd1de164eb9cbd083e8a2503c4e",
    );
    let mut block = [0u8; 64];
    ChaCha20::new_with_counter(&key, &nonce, 1)
        .apply_keystream(&mut block)
        .unwrap();
    assert_eq!(block.to_vec(), expected);
}

/// RFC 8439 §2.4.2: the "sunscreen" encryption (counter 1).
#[test]
fn rfc_8439_encryption_2_4_2() {
    let key = arr::<32>("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
    let nonce = arr::<12>("000000000000004a00000000");
    let pt = b"Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.";
    let ct = unhex(
        "6e2e359a2568f98041ba0728dd0d6981e97e7aec1d4360c20a27afccfd9fae0bf91b65c5524733ab8f593dabcd62b357\
         1639d624e65152ab8f530c359f0861d807ca0dbf500d6a6156a38e088a22b65e52bc514d16ccf806818ce91ab7793736\
         5af90bbf74a35be6b40b8eedf2785e42874d",
    );
    let mut out = vec![0u8; pt.len()];
    ChaCha20::new_with_counter(&key, &nonce, 1)
        .apply_keystream_to(pt, &mut out)
        .unwrap();
    assert_eq!(out, ct);
}

/// draft-irtf-cfrg-xchacha-03 §2.2.1: HChaCha20.
#[test]
fn hchacha20_draft_2_2_1() {
    let key = arr::<32>("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f");
    let nonce = arr::<16>("000000090000004a0000000031415927");
    let expected = unhex("82413b4227b27bfed30e42508a877d73a0f9e4d58a74a853c12ec41326d3ecdc");
    assert_eq!(hchacha20(&key, &nonce).to_vec(), expected);
}

/// draft-irtf-cfrg-xchacha-03 Appendix A.2: XChaCha20 encryption, the keystream from block 1.
#[test]
fn xchacha20_draft_a2() {
    let key = arr::<32>("808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f");
    let nonce = arr::<24>("404142434445464748494a4b4c4d4e4f5051525354555658");
    let pt = unhex(
        "5468652064686f6c65202870726f6e6f756e6365642022646f6c652229206973\
         20616c736f206b6e6f776e2061732074686520417369617469632077696c6420\
         646f672c2072656420646f672c20616e642077686973746c696e6720646f672e\
         2049742069732061626f7574207468652073697a65206f662061204765726d61\
         6e20736865706865726420627574206c6f6f6b73206d6f7265206c696b652061\
         206c6f6e672d6c656767656420666f782e205468697320686967686c7920656c\
         757369766520616e6420736b696c6c6564206a756d70657220697320636c6173\
         736966696564207769746820776f6c7665732c20636f796f7465732c206a6163\
         6b616c732c20616e6420666f78657320696e20746865207461786f6e6f6d6963\
         2066616d696c792043616e696461652e",
    );
    let ct = unhex(
        "7d0a2e6b7f7c65a236542630294e063b7ab9b555a5d5149aa21e4ae1e4fbce87\
         ecc8e08a8b5e350abe622b2ffa617b202cfad72032a3037e76ffdcdc4376ee05\
         3a190d7e46ca1de04144850381b9cb29f051915386b8a710b8ac4d027b8b050f\
         7cba5854e028d564e453b8a968824173fc16488b8970cac828f11ae53cabd201\
         12f87107df24ee6183d2274fe4c8b1485534ef2c5fbc1ec24bfc3663efaa08bc\
         047d29d25043532db8391a8a3d776bf4372a6955827ccb0cdd4af403a7ce4c63\
         d595c75a43e045f0cce1f29c8b93bd65afc5974922f214a40b7c402cdb91ae73\
         c0b63615cdad0480680f16515a7ace9d39236464328a37743ffc28f4ddb324f4\
         d0f5bbdc270c65b1749a6efff1fbaa09536175ccd29fb9e6057b307320d31683\
         8a9c71f70b5b5907a66f7ea49aadc409",
    );
    let mut cipher = XChaCha20::new(&key, &nonce);
    let mut block0 = [0u8; 64];
    cipher.apply_keystream(&mut block0).unwrap();
    let mut out = vec![0u8; pt.len()];
    cipher.apply_keystream_to(&pt, &mut out).unwrap();
    assert_eq!(out, ct);
}

/// The 32-bit counter may reach 2^32 − 1 but never wrap: the call that would need block 2^32 fails and
/// changes nothing.
#[test]
fn counter_limit() {
    let (key, nonce) = ([3u8; 32], [4u8; 12]);
    let mut last = ChaCha20::new_with_counter(&key, &nonce, u32::MAX);
    assert_eq!(last.remaining(), 64);
    let mut data = [0x55u8; 65];
    assert_eq!(last.apply_keystream(&mut data), Err(Error::InvalidLength));
    assert_eq!(data, [0x55; 65], "data changed by a failed call");
    let mut out = [0u8; 65];
    assert_eq!(
        last.apply_keystream_to(&data, &mut out),
        Err(Error::InvalidLength)
    );
    assert_eq!(out, [0; 65]);
    // The last block is still usable, in pieces.
    let mut whole = [0x55u8; 64];
    ChaCha20::new_with_counter(&key, &nonce, u32::MAX)
        .apply_keystream(&mut whole)
        .unwrap();
    last.apply_keystream(&mut data[..10]).unwrap();
    last.apply_keystream(&mut data[10..64]).unwrap();
    assert_eq!(&data[..64], &whole[..]);
    assert_eq!(last.remaining(), 0);
    assert_eq!(
        last.apply_keystream(&mut data[64..]),
        Err(Error::InvalidLength)
    );
    assert_eq!(last.apply_keystream(&mut []), Ok(()));
    // Counter 2^32 − 2 (RustCrypto stops one block earlier, so compare the one before the last).
    let mut ours = [0x55u8; 64];
    ChaCha20::new_with_counter(&key, &nonce, u32::MAX - 1)
        .apply_keystream(&mut ours)
        .unwrap();
    let mut theirs = [0x55u8; 64];
    let mut rc = chacha20::ChaCha20::new(&key.into(), &nonce.into());
    rc.seek(u64::from(u32::MAX - 1) * 64);
    rc.apply_keystream(&mut theirs);
    assert_eq!(ours, theirs);
    // A fresh keystream holds exactly 2^32 blocks.
    assert_eq!(ChaCha20::new(&key, &nonce).remaining(), 1u64 << 38);
    assert_eq!(XChaCha20::new(&key, &[0; 24]).remaining(), 1u64 << 38);
}

#[test]
fn mismatched_lengths() {
    let mut c = ChaCha20::new(&[0; 32], &[0; 12]);
    let mut out = [0u8; 4];
    assert_eq!(
        c.apply_keystream_to(&[1, 2, 3], &mut out),
        Err(Error::InvalidLength)
    );
    assert_eq!(
        c.apply_keystream_to(&[1, 2, 3, 4, 5], &mut out),
        Err(Error::InvalidLength)
    );
    assert_eq!(out, [0; 4]);
    assert_eq!(
        c.remaining(),
        1u64 << 38,
        "a failed call consumed keystream"
    );
}

/// Any split into two or three calls, in place or not, gives the one-shot output.
#[test]
fn streaming_every_split() {
    let key: [u8; 32] = core::array::from_fn(|i| i as u8 * 7);
    let nonce = [9u8; 12];
    let xnonce = [11u8; 24];
    let msg: Vec<u8> = (0..300u32).map(|i| (i * 13 + 1) as u8).collect();
    let mut expected = vec![0u8; msg.len()];
    ChaCha20::new(&key, &nonce)
        .apply_keystream_to(&msg, &mut expected)
        .unwrap();
    let mut xexpected = msg.clone();
    XChaCha20::new(&key, &xnonce)
        .apply_keystream(&mut xexpected)
        .unwrap();
    for cut in split_points(msg.len()) {
        let second = (cut + 1 + cut / 3).min(msg.len());
        let mut out = vec![0u8; msg.len()];
        let mut c = ChaCha20::new(&key, &nonce);
        c.apply_keystream_to(&msg[..cut], &mut out[..cut]).unwrap();
        out[cut..second].copy_from_slice(&msg[cut..second]);
        c.apply_keystream(&mut out[cut..second]).unwrap();
        c.apply_keystream_to(&msg[second..], &mut out[second..])
            .unwrap();
        assert_eq!(out, expected, "split at {cut}, {second}");

        let mut x = msg.clone();
        let mut c = XChaCha20::new(&key, &xnonce);
        c.apply_keystream(&mut x[..cut]).unwrap();
        c.apply_keystream(&mut x[cut..second]).unwrap();
        c.apply_keystream(&mut x[second..]).unwrap();
        assert_eq!(x, xexpected, "xchacha split at {cut}, {second}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Same keystream as RustCrypto `chacha20` for random keys, nonces, counters, lengths and chunking.
    #[test]
    fn matches_rustcrypto(key in any::<[u8; 32]>(), nonce in any::<[u8; 12]>(), counter in 0u32..1000,
                          msg in proptest::collection::vec(any::<u8>(), 0..600), cut in any::<prop::sample::Index>()) {
        let mut theirs = msg.clone();
        let mut rc = chacha20::ChaCha20::new(&key.into(), &nonce.into());
        rc.seek(u64::from(counter) * 64);
        rc.apply_keystream(&mut theirs);
        let cut = cut.index(msg.len() + 1);
        let mut ours = vec![0u8; msg.len()];
        let mut c = ChaCha20::new_with_counter(&key, &nonce, counter);
        c.apply_keystream_to(&msg[..cut], &mut ours[..cut]).unwrap();
        c.apply_keystream_to(&msg[cut..], &mut ours[cut..]).unwrap();
        prop_assert_eq!(ours, theirs);
    }

    #[test]
    fn xchacha_matches_rustcrypto(key in any::<[u8; 32]>(), nonce in any::<[u8; 24]>(),
                                  msg in proptest::collection::vec(any::<u8>(), 0..300)) {
        let mut theirs = msg.clone();
        chacha20::XChaCha20::new(&key.into(), &nonce.into()).apply_keystream(&mut theirs);
        let mut ours = msg.clone();
        XChaCha20::new(&key, &nonce).apply_keystream(&mut ours).unwrap();
        prop_assert_eq!(ours, theirs);
    }
}
