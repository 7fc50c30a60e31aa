//! MD5 against the RFC 1321 §A.5 test suite, one-shot and streamed at every split.
//!
//! Vectors: `vectors/rfc/rfc-1321-md5.txt` (see `vectors/README.md`).
mod common;

use common::{rsp, split_points};
use emcrypt::hash::md5::{md5, Md5};

/// The seven RFC 1321 messages and digests (`Len` in bits; `Len = 0` carries a placeholder `Msg = 00`).
fn suite() -> Vec<(Vec<u8>, Vec<u8>)> {
    let records = rsp::parse(&common::read_vectors("rfc/rfc-1321-md5.txt"));
    let suite: Vec<_> = records
        .iter()
        .map(|r| {
            let bits: usize = r.get("Len").parse().unwrap();
            (r.bytes("Msg")[..bits / 8].to_vec(), r.bytes("MD"))
        })
        .collect();
    assert_eq!(suite.len(), 7);
    suite
}

#[test]
fn rfc_1321_suite() {
    let suite = suite();
    // The suite's messages as RFC 1321 prints them, to catch a misread file.
    assert_eq!(suite[2].0, b"abc");
    assert_eq!(suite[3].0, b"message digest");
    for (msg, md) in &suite {
        assert_eq!(md5(msg)[..], md[..], "{:?}", String::from_utf8_lossy(msg));
    }
}

#[test]
fn streaming_equals_one_shot_at_every_split() {
    let mut checked = 0;
    for (msg, md) in suite() {
        let points = split_points(msg.len());
        for (n, &i) in points.iter().enumerate() {
            for &j in &points[n..] {
                let mut h = Md5::new();
                h.update(&msg[..i]);
                h.update(&msg[i..j]);
                h.update(&msg[j..]);
                assert_eq!(h.finalize()[..], md[..], "len {} split {i}/{j}", msg.len());
                checked += 1;
            }
        }
    }
    assert!(checked > 3000);
}
