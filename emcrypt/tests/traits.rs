//! RustCrypto trait implementations (feature `traits`): every emcrypt hash, used only through
//! `digest::Digest`, against the RustCrypto implementation of the same algorithm; and our hashes inside
//! RustCrypto's own generic code (`hmac::SimpleHmac<our hash>` against `hmac::Hmac<theirs>`); SHAKE through
//! `digest::ExtendableOutput` against RustCrypto `shake` and CAVP; our `Hmac` through `digest::Mac` against
//! RustCrypto `hmac`.
#![cfg(feature = "traits")]

use digest::common::BlockSizeUser;
use digest::{Digest, ExtendableOutput, ExtendableOutputReset, FixedOutputReset, XofReader};
use emcrypt::hash::md5::Md5;
use emcrypt::hash::sha1::Sha1;
use emcrypt::hash::sha256::{self, Sha224, Sha256};
use emcrypt::hash::sha3::{self, Sha3_224, Sha3_256, Sha3_384, Sha3_512, Shake128, Shake256};
use emcrypt::hash::sha512::{self, Sha384, Sha512, Sha512_224, Sha512_256};
use emcrypt::mac::Hmac;

/// Messages of every length up to 300 bytes (all block-boundary cases of every hash), and a few longer.
fn messages() -> impl Iterator<Item = Vec<u8>> {
    (0..=300usize).chain([1000, 4099]).map(|n| (0..n).map(|i| (i * 131 + n) as u8).collect())
}

/// `Ours` and `Theirs` implement the same fixed-output hash; `Ours` must behave identically through every
/// method of `digest::Digest`.
fn check<Ours, Theirs>(name: &str)
where
    Ours: Digest + BlockSizeUser + FixedOutputReset + Clone,
    Theirs: Digest + BlockSizeUser,
{
    assert_eq!(<Ours as Digest>::output_size(), <Theirs as Digest>::output_size(), "{name} output size");
    assert_eq!(Ours::block_size(), Theirs::block_size(), "{name} block size");
    let empty = Theirs::digest(b"");
    for m in messages() {
        let expected = Theirs::digest(&m);
        assert_eq!(Ours::digest(&m)[..], expected[..], "{name}, one-shot, len {}", m.len());

        // Streaming in three uneven parts, through chain_update / new_with_prefix / update.
        let (a, rest) = m.split_at(m.len() / 3);
        let (b, c) = rest.split_at(rest.len() / 2);
        let mut h = Ours::new_with_prefix(a).chain_update(b);
        Digest::update(&mut h, c);
        let copy = h.clone();
        assert_eq!(h.finalize_reset()[..], expected[..], "{name}, streamed, len {}", m.len());
        // After finalize_reset the context is fresh again.
        assert_eq!(h.finalize()[..], empty[..], "{name}, after finalize_reset");
        // A clone taken mid-stream carries the state.
        assert_eq!(copy.finalize()[..], expected[..], "{name}, clone, len {}", m.len());

        let mut r = Ours::new_with_prefix(&m);
        Digest::reset(&mut r);
        assert_eq!(r.finalize()[..], empty[..], "{name}, after reset");
    }
}

/// `hmac::SimpleHmac<Ours>` (RustCrypto's HMAC over any `Digest`) must equal `hmac::Hmac<Theirs>`.
fn check_in_rustcrypto_hmac<Ours, Theirs>(name: &str)
where
    Ours: Digest + BlockSizeUser + Clone,
    Theirs: hmac::EagerHash,
    hmac::Hmac<Theirs>: hmac::Mac + hmac::KeyInit,
    hmac::SimpleHmac<Ours>: hmac::Mac + hmac::KeyInit,
{
    use hmac::{KeyInit, Mac};
    for key_len in [0usize, 16, 63, 64, 65, 128, 129, 200] {
        let key: Vec<u8> = (0..key_len).map(|i| (i * 7 + 1) as u8).collect();
        for m in messages().step_by(37) {
            let mut ours = <hmac::SimpleHmac<Ours> as KeyInit>::new_from_slice(&key).unwrap();
            ours.update(&m);
            let mut theirs = <hmac::Hmac<Theirs> as KeyInit>::new_from_slice(&key).unwrap();
            theirs.update(&m);
            assert_eq!(
                ours.finalize().into_bytes()[..],
                theirs.finalize().into_bytes()[..],
                "{name}: key len {key_len}, msg len {}",
                m.len()
            );
        }
    }
}

/// `Ours` and `Theirs` implement the same XOF; `Ours` must give the same stream through
/// `digest::ExtendableOutput`, read in uneven pieces, and `finalize_xof_reset` must reset it.
fn check_xof<Ours, Theirs>(name: &str, rate: usize)
where
    Ours: ExtendableOutputReset + Default + BlockSizeUser + Clone,
    Theirs: ExtendableOutput + Default,
{
    assert_eq!(Ours::block_size(), rate, "{name} block size is the rate");
    let mut empty = [0u8; 64];
    Theirs::digest_xof(b"", &mut empty);
    for m in messages().step_by(7) {
        let mut expected = [0u8; 500];
        Theirs::digest_xof(&m, &mut expected);
        let mut h = Ours::default();
        let (a, b) = m.split_at(m.len() / 2);
        digest::Update::update(&mut h, a);
        digest::Update::update(&mut h, b);
        let mut reader = h.finalize_xof_reset();
        let mut got = [0u8; 500];
        let (x, rest) = got.split_at_mut(1);
        let (y, z) = rest.split_at_mut(200);
        reader.read(x);
        reader.read(y);
        reader.read(z);
        assert_eq!(got, expected, "{name}, len {}", m.len());
        let mut fresh = [0u8; 64];
        h.finalize_xof_into(&mut fresh);
        assert_eq!(fresh, empty, "{name}, after finalize_xof_reset");
    }
}

/// A known answer through `digest::ExtendableOutput` only (`msg` and `output` in hex).
fn xof_known_answer<Ours: ExtendableOutput + Default>(msg: &str, output: &str) {
    let expected = hex::decode(output).unwrap();
    let mut got = vec![0u8; expected.len()];
    Ours::digest_xof(hex::decode(msg).unwrap(), &mut got);
    assert_eq!(hex::encode(got), output);
}

/// Our `Hmac<H>` through `digest::Mac` / `KeyInit` against a RustCrypto HMAC (`Theirs`), every key length
/// class (empty, shorter than a block, exactly a block, longer), full and truncated verification.
fn check_mac<H, Theirs>(name: &str)
where
    H: emcrypt::hash::Hash,
    Hmac<H>: hmac::Mac + hmac::KeyInit + Clone,
    Theirs: hmac::Mac + hmac::KeyInit,
{
    use hmac::{KeyInit, Mac};
    let block = <Hmac<H> as digest::common::KeySizeUser>::key_size();
    assert_eq!(block, H::BLOCK_LEN, "{name} key size is the block size");
    for key_len in [0usize, 1, 20, block - 1, block, block + 1, 3 * block] {
        let key: Vec<u8> = (0..key_len).map(|i| (i * 5 + key_len) as u8).collect();
        for m in messages().step_by(53) {
            let mut ours = <Hmac<H> as KeyInit>::new_from_slice(&key).unwrap();
            Mac::update(&mut ours, &m);
            let theirs = <Theirs as KeyInit>::new_from_slice(&key).unwrap().chain_update(&m);
            let tag = theirs.finalize().into_bytes();
            let ours_tag = Mac::finalize(ours.clone()).into_bytes();
            assert_eq!(ours_tag[..], tag[..], "{name}: key len {key_len}, msg len {}", m.len());
            assert!(ours.clone().verify_slice(&tag).is_ok(), "{name}: verify");
            assert!(ours.clone().verify_truncated_left(&tag[..10]).is_ok(), "{name}: truncated");
            let mut bad = tag.to_vec();
            bad[3] ^= 0x01;
            assert!(ours.verify_slice(&bad).is_err(), "{name}: modified tag accepted");
        }
    }
    // The fixed-size `KeyInit::new` path equals the slice path.
    let key = vec![0x0bu8; block];
    let a = <Hmac<H> as KeyInit>::new(key.as_slice().try_into().unwrap()).chain_update(b"abc");
    let b = <Hmac<H> as KeyInit>::new_from_slice(&key).unwrap().chain_update(b"abc");
    assert_eq!(a.finalize(), b.finalize(), "{name}: KeyInit::new");
}

#[test]
fn md5_and_sha1() {
    check::<Md5, md5::Md5>("md5");
    check::<Sha1, sha1::Sha1>("sha1");
    check_in_rustcrypto_hmac::<Sha1, sha1::Sha1>("simple-hmac-sha1");
}

#[test]
fn sha224_and_sha256_every_variant() {
    check::<Sha224<sha256::Unrolled>, sha2::Sha224>("sha224/unrolled");
    check::<Sha224<sha256::Compact>, sha2::Sha224>("sha224/compact");
    check::<Sha256<sha256::Unrolled>, sha2::Sha256>("sha256/unrolled");
    check::<Sha256<sha256::Compact>, sha2::Sha256>("sha256/compact");
    check_in_rustcrypto_hmac::<Sha256<sha256::Compact>, sha2::Sha256>("simple-hmac-sha256/compact");
    check_in_rustcrypto_hmac::<Sha224, sha2::Sha224>("simple-hmac-sha224");
}

#[test]
fn sha384_and_sha512_family_every_variant() {
    check::<Sha384<sha512::Unrolled>, sha2::Sha384>("sha384/unrolled");
    check::<Sha384<sha512::Compact>, sha2::Sha384>("sha384/compact");
    check::<Sha512<sha512::Unrolled>, sha2::Sha512>("sha512/unrolled");
    check::<Sha512<sha512::Compact>, sha2::Sha512>("sha512/compact");
    check::<Sha512_224<sha512::Unrolled>, sha2::Sha512_224>("sha512-224/unrolled");
    check::<Sha512_224<sha512::Compact>, sha2::Sha512_224>("sha512-224/compact");
    check::<Sha512_256<sha512::Unrolled>, sha2::Sha512_256>("sha512-256/unrolled");
    check::<Sha512_256<sha512::Compact>, sha2::Sha512_256>("sha512-256/compact");
    check_in_rustcrypto_hmac::<Sha512, sha2::Sha512>("simple-hmac-sha512");
}

#[test]
fn sha3_every_variant() {
    check::<Sha3_224<sha3::Unrolled>, ::sha3::Sha3_224>("sha3-224/unrolled");
    check::<Sha3_224<sha3::Compact>, ::sha3::Sha3_224>("sha3-224/compact");
    check::<Sha3_256<sha3::Unrolled>, ::sha3::Sha3_256>("sha3-256/unrolled");
    check::<Sha3_256<sha3::Compact>, ::sha3::Sha3_256>("sha3-256/compact");
    check::<Sha3_384<sha3::Unrolled>, ::sha3::Sha3_384>("sha3-384/unrolled");
    check::<Sha3_384<sha3::Compact>, ::sha3::Sha3_384>("sha3-384/compact");
    check::<Sha3_512<sha3::Unrolled>, ::sha3::Sha3_512>("sha3-512/unrolled");
    check::<Sha3_512<sha3::Compact>, ::sha3::Sha3_512>("sha3-512/compact");
}

#[test]
fn shake_every_variant() {
    check_xof::<Shake128<sha3::Unrolled>, shake::Shake128>("shake128/unrolled", 168);
    check_xof::<Shake128<sha3::Compact>, shake::Shake128>("shake128/compact", 168);
    check_xof::<Shake256<sha3::Unrolled>, shake::Shake256>("shake256/unrolled", 136);
    check_xof::<Shake256<sha3::Compact>, shake::Shake256>("shake256/compact", 136);
    // NIST CAVP SHAKE128VariableOut.rsp COUNT = 981 and SHAKE256VariableOut.rsp COUNT = 615 (1000-bit
    // outputs), from PyPI `cryptography-vectors` 50.0.2 `hashes/SHAKE/`.
    let (msg128, out128) = (
        "d4864e1066c400faed9d69228cb96093",
        "bb406e05a5226929321dc9d373f54daa6dff6429280633032b9261c62cc763a7e0a6928d759d70c5d7ac0ea9e2e95c583482c01a5fe3f9188d55251be4c294229b4e85342eb11e3a6507a40588f01fb2397360021f62dca3392673992efa9d87d78a9d32cc79dea8f07ab718351abe9117e097ada9db8350856ddefb3e",
    );
    let (msg256, out256) = (
        "8d8001e2c096f1b88e7c9224a086efd4797fbf74a8033a2d422a2b6b8f6747e4",
        "2e975f6a8a14f0704d51b13667d8195c219f71e6345696c49fa4b9d08e9225d3d39393425152c97e71dd24601c11abcfa0f12f53c680bd3ae757b8134a9c10d429615869217fdd5885c4db174985703a6d6de94a667eac3023443a8337ae1bc601b76d7d38ec3c34463105f0d3949d78e562a039e4469548b609395de5",
    );
    xof_known_answer::<Shake128<sha3::Unrolled>>(msg128, out128);
    xof_known_answer::<Shake128<sha3::Compact>>(msg128, out128);
    xof_known_answer::<Shake256<sha3::Unrolled>>(msg256, out256);
    xof_known_answer::<Shake256<sha3::Compact>>(msg256, out256);
}

#[test]
fn hmac_through_the_mac_trait() {
    check_mac::<Md5, hmac::Hmac<md5::Md5>>("hmac-md5");
    check_mac::<Sha1, hmac::Hmac<sha1::Sha1>>("hmac-sha1");
    check_mac::<Sha224<sha256::Compact>, hmac::Hmac<sha2::Sha224>>("hmac-sha224/compact");
    check_mac::<Sha256, hmac::Hmac<sha2::Sha256>>("hmac-sha256");
    check_mac::<Sha384, hmac::Hmac<sha2::Sha384>>("hmac-sha384");
    check_mac::<Sha512<sha512::Compact>, hmac::Hmac<sha2::Sha512>>("hmac-sha512/compact");
    check_mac::<Sha512_224, hmac::Hmac<sha2::Sha512_224>>("hmac-sha512-224");
    check_mac::<Sha512_256, hmac::Hmac<sha2::Sha512_256>>("hmac-sha512-256");
    check_mac::<Sha3_224, hmac::SimpleHmac<::sha3::Sha3_224>>("hmac-sha3-224");
    check_mac::<Sha3_256<sha3::Compact>, hmac::SimpleHmac<::sha3::Sha3_256>>("hmac-sha3-256/compact");
    check_mac::<Sha3_384, hmac::SimpleHmac<::sha3::Sha3_384>>("hmac-sha3-384");
    check_mac::<Sha3_512, hmac::SimpleHmac<::sha3::Sha3_512>>("hmac-sha3-512");
}
