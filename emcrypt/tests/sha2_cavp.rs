//! NIST CAVP known answers for SHA-1 and every SHA-2 function, for every variant: ShortMsg, LongMsg and
//! the Monte Carlo test (SHAVS §6.4), plus streaming against one-shot at every split of the CAVP messages.
//!
//! Vectors: `vectors/nist-cavp/sha/*.rsp` (see `vectors/README.md`).
mod common;

use common::{rsp, split_points};
use emcrypt::hash::Hash;

/// A CAVP message file's byte-oriented records as (message, expected digest). `Len` is in bits; only
/// whole-byte lengths apply to a byte-oriented implementation (`Len = 0` carries a placeholder `Msg = 00`).
fn messages(file: &str, digest_len: usize) -> Vec<(Vec<u8>, Vec<u8>)> {
    let records = rsp::parse(&common::read_vectors(&format!("nist-cavp/sha/{file}")));
    let out: Vec<_> = records
        .iter()
        .filter(|r| r.get("Len").parse::<usize>().unwrap() % 8 == 0)
        .map(|r| {
            let bits: usize = r.get("Len").parse().unwrap();
            let msg = r.bytes("Msg")[..bits / 8].to_vec();
            assert_eq!(r.header("L").parse::<usize>().unwrap(), digest_len, "{file}: [L] header");
            (msg, r.bytes("MD"))
        })
        .collect();
    assert!(out.len() >= 64, "{file}: only {} records", out.len());
    out
}

/// Every ShortMsg/LongMsg record, hashed in one call.
fn check_messages<H: Hash>(file: &str) {
    for (i, (msg, md)) in messages(file, H::OUTPUT_LEN).iter().enumerate() {
        assert_eq!(H::digest(msg).as_ref(), &md[..], "{file} record {i} (len {})", msg.len());
    }
}

/// The SHAVS Monte Carlo test: from a seed, 100 checkpoints of 1000 chained hashes each, where every
/// message is the last three digests concatenated.
fn check_monte<H: Hash>(file: &str) {
    let records = rsp::parse(&common::read_vectors(&format!("nist-cavp/sha/{file}")));
    let mut seed = records.iter().find_map(|r| r.try_get("Seed")).map(common::unhex).expect("Seed");
    assert_eq!(seed.len(), H::OUTPUT_LEN);
    let checkpoints: Vec<_> = records.iter().filter(|r| r.try_get("COUNT").is_some()).collect();
    assert_eq!(checkpoints.len(), 100, "{file}");
    for (j, r) in checkpoints.iter().enumerate() {
        assert_eq!(r.get("COUNT").parse::<usize>().unwrap(), j);
        // MD0 = MD1 = MD2 = Seed; M_i = MD_{i-3} || MD_{i-2} || MD_{i-1}; MD_i = H(M_i), i = 3..1002.
        let mut md = [seed.clone(), seed.clone(), seed.clone()];
        for _ in 0..1000 {
            let mut h = H::new();
            for part in &md {
                h.update(part);
            }
            let next = h.finalize().as_ref().to_vec();
            md = [md[1].clone(), md[2].clone(), next];
        }
        seed = md[2].clone();
        assert_eq!(seed, r.bytes("MD"), "{file} checkpoint {j}");
    }
}

/// Streaming in two and three parts gives the one-shot (and the expected) digest at every split point:
/// every two-part split of every short message, every pair of split points for every third short
/// message (three parts), and two-part splits (block edges and a spread) of every eighth long message.
/// Random chunkings are the differential tests' job (`md_differential.rs`).
fn check_streaming<H: Hash>(short_file: &str, long_file: &str) {
    let streamed = |msg: &[u8], cuts: &[usize]| {
        let mut h = H::new();
        let mut from = 0;
        for &cut in cuts {
            h.update(&msg[from..cut]);
            from = cut;
        }
        h.update(&msg[from..]);
        h.finalize()
    };
    let mut checked = 0usize;
    for (n, (msg, md)) in messages(short_file, H::OUTPUT_LEN).iter().enumerate() {
        let points = split_points(msg.len());
        for (p, &i) in points.iter().enumerate() {
            assert_eq!(streamed(msg, &[i]).as_ref(), &md[..], "{short_file} len {} split {i}", msg.len());
            checked += 1;
            if n % 3 == 0 {
                for &j in &points[p..] {
                    let got = streamed(msg, &[i, j]);
                    assert_eq!(got.as_ref(), &md[..], "{short_file} len {} split {i}/{j}", msg.len());
                    checked += 1;
                }
            }
        }
    }
    for (msg, md) in messages(long_file, H::OUTPUT_LEN).iter().step_by(8) {
        for i in split_points(msg.len()) {
            assert_eq!(streamed(msg, &[i]).as_ref(), &md[..], "{long_file} len {} split {i}", msg.len());
            checked += 1;
        }
    }
    assert!(checked > 10_000);
}

/// The four tests of one hash type against the files named `{prefix}ShortMsg.rsp`, etc.
macro_rules! cavp {
    ($module:ident, $ty:ty, $prefix:literal) => {
        mod $module {
            use super::*;

            #[test]
            fn short_msg() {
                check_messages::<$ty>(concat!($prefix, "ShortMsg.rsp"));
            }

            #[test]
            fn long_msg() {
                check_messages::<$ty>(concat!($prefix, "LongMsg.rsp"));
            }

            #[test]
            fn monte_carlo() {
                check_monte::<$ty>(concat!($prefix, "Monte.rsp"));
            }

            #[test]
            fn streaming_equals_one_shot() {
                check_streaming::<$ty>(concat!($prefix, "ShortMsg.rsp"), concat!($prefix, "LongMsg.rsp"));
            }
        }
    };
}

use emcrypt::hash::sha1::Sha1;
use emcrypt::hash::sha256::{Compact as C256, Sha224, Sha256, Unrolled as U256};
use emcrypt::hash::sha512::{Compact as C512, Sha384, Sha512, Sha512_224, Sha512_256, Unrolled as U512};

cavp!(sha1, Sha1, "SHA1");
cavp!(sha224_unrolled, Sha224<U256>, "SHA224");
cavp!(sha224_compact, Sha224<C256>, "SHA224");
cavp!(sha256_unrolled, Sha256<U256>, "SHA256");
cavp!(sha256_compact, Sha256<C256>, "SHA256");
cavp!(sha384_unrolled, Sha384<U512>, "SHA384");
cavp!(sha384_compact, Sha384<C512>, "SHA384");
cavp!(sha512_unrolled, Sha512<U512>, "SHA512");
cavp!(sha512_compact, Sha512<C512>, "SHA512");
cavp!(sha512_224_unrolled, Sha512_224<U512>, "SHA512_224");
cavp!(sha512_224_compact, Sha512_224<C512>, "SHA512_224");
cavp!(sha512_256_unrolled, Sha512_256<U512>, "SHA512_256");
cavp!(sha512_256_compact, Sha512_256<C512>, "SHA512_256");

/// The one-shot functions are the default (unrolled) variants.
#[test]
fn one_shot_functions() {
    use emcrypt::hash::{sha1, sha256, sha512};
    for (msg, md) in messages("SHA1ShortMsg.rsp", 20) {
        assert_eq!(sha1::sha1(&msg)[..], md[..]);
    }
    for (msg, md) in messages("SHA224ShortMsg.rsp", 28) {
        assert_eq!(sha256::sha224(&msg)[..], md[..]);
    }
    for (msg, md) in messages("SHA256ShortMsg.rsp", 32) {
        assert_eq!(sha256::sha256(&msg)[..], md[..]);
    }
    for (msg, md) in messages("SHA384ShortMsg.rsp", 48) {
        assert_eq!(sha512::sha384(&msg)[..], md[..]);
    }
    for (msg, md) in messages("SHA512ShortMsg.rsp", 64) {
        assert_eq!(sha512::sha512(&msg)[..], md[..]);
    }
    for (msg, md) in messages("SHA512_224ShortMsg.rsp", 28) {
        assert_eq!(sha512::sha512_224(&msg)[..], md[..]);
    }
    for (msg, md) in messages("SHA512_256ShortMsg.rsp", 32) {
        assert_eq!(sha512::sha512_256(&msg)[..], md[..]);
    }
}
