//! LMS/HSS verification against RFC 9858 Appendix A: the SP 800-208 parameter sets beyond SHA-256/256
//! (SHA-256/192, SHAKE256/192, SHAKE256/256), one-level HSS signatures including an H20 tree.

mod common;

use common::{read_vectors, split_points, unhex};
use emcrypt::pqc::lms::{hss_verify, lms_verify, HssVerifier};
use emcrypt::Error;

fn cases() -> Vec<(String, Vec<u8>, Vec<u8>, Vec<u8>)> {
    let text = read_vectors("rfc9858/lms_rfc9858_appendix_a.txt");
    let mut out = Vec::new();
    let (mut name, mut pk, mut msg) = (String::new(), Vec::new(), Vec::new());
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        if let Some(n) = line.strip_prefix("[case ") {
            name = n.trim_end_matches(']').to_string();
            continue;
        }
        let (k, v) = line.split_once('=').expect("key = value");
        match k.trim() {
            "public_key" => pk = unhex(v),
            "message" => msg = unhex(v),
            "signature" => out.push((name.clone(), pk.clone(), msg.clone(), unhex(v))),
            other => panic!("unknown field {other}"),
        }
    }
    assert_eq!(out.len(), 4);
    out
}

#[test]
fn appendix_a_signatures_verify() {
    for (name, pk, msg, sig) in cases() {
        assert_eq!(hss_verify(&pk, &msg, &sig), Ok(()), "{name}");
        // One level: the same signature is a plain LMS signature under the LMS key.
        assert_eq!(lms_verify(&pk[4..], &msg, &sig[4..]), Ok(()), "{name} as LMS");
        for split in split_points(msg.len()) {
            let mut v = HssVerifier::new(&pk, &sig).unwrap();
            v.update(&msg[..split]);
            v.update(&msg[split..]);
            assert_eq!(v.finalize(), Ok(()), "{name} split {split}");
        }
    }
}

#[test]
fn appendix_a_tampering_is_rejected() {
    for (name, pk, msg, sig) in cases() {
        assert_eq!(hss_verify(&pk, b"not the signed message", &sig), Err(Error::VerificationFailed), "{name}");
        for at in (0..sig.len()).step_by(5) {
            let mut bad = sig.clone();
            bad[at] ^= 0x10;
            assert!(hss_verify(&pk, &msg, &bad).is_err(), "{name}: signature byte {at}");
        }
        for at in 0..pk.len() {
            let mut bad = pk.clone();
            bad[at] ^= 0x01;
            assert!(hss_verify(&bad, &msg, &sig).is_err(), "{name}: key byte {at}");
        }
        for len in 0..sig.len() {
            assert!(hss_verify(&pk, &msg, &sig[..len]).is_err(), "{name}: signature cut to {len}");
        }
    }
}
