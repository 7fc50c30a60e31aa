//! HMAC_DRBG and Hash_DRBG against NIST CAVP DRBGVS files (CAVS 14.3 and 17.8 without prediction
//! resistance, CAVS 7.1 with and without, the `no_reseed` HMAC_DRBG SHA-256 subset); limits and errors;
//! the `rand_core` adapter.
mod common;

use common::{read_vectors, rsp};
use emcrypt::drbg::{Drbg, DrbgHash, HashDrbg, HashDrbgState, HmacDrbg, HmacDrbgState, Mechanism};
use emcrypt::drbg::{MAX_BYTES_PER_REQUEST, MAX_RESEED_INTERVAL};
use emcrypt::hash::sha1::Sha1;
use emcrypt::hash::sha256::{Compact, Sha224, Sha256};
use emcrypt::hash::sha512::{Sha384, Sha512, Sha512_224, Sha512_256};
use emcrypt::Error;

/// One CAVP record run through a DRBG of mechanism `M`. Three layouts occur:
/// - prediction resistance (CAVS 7.1): two generates, each reseeding first with `EntropyInputPR` and
///   that call's `AdditionalInput`;
/// - reseed first (CAVS 14.3 and later): reseed with `EntropyInputReseed`, then two generates;
/// - reseed between (CAVS 7.1): generate, reseed, generate;
/// - no reseed (`no_reseed` files): two generates.
///
/// The second generate's output must equal `ReturnedBits`.
fn run_record<M: Mechanism>(r: &rsp::Record) {
    let returned = r.bytes("ReturnedBits");
    let additional: Vec<Vec<u8>> = r.all("AdditionalInput").iter().map(|h| common::unhex(h)).collect();
    assert_eq!(additional.len(), 2, "{r:?}");
    let personalization = r.try_get("PersonalizationString").map(common::unhex).unwrap_or_default();
    let mut drbg = Drbg::<M>::new(&r.bytes("EntropyInput"), &r.bytes("Nonce"), &personalization).unwrap();
    let mut out = vec![0u8; returned.len()];

    let prediction_resistance = r.header("PredictionResistance") == "True";
    if prediction_resistance {
        drbg.set_prediction_resistance(true);
        assert_eq!(drbg.generate(&mut out, &[]), Err(Error::ReseedRequired));
        let entropy: Vec<Vec<u8>> = r.all("EntropyInputPR").iter().map(|h| common::unhex(h)).collect();
        for (e, a) in entropy.iter().zip(&additional) {
            drbg.generate_with_prediction_resistance(e, a, &mut out).unwrap();
        }
    } else if let Some(reseed) = r.try_get("EntropyInputReseed") {
        let reseed_additional = r.bytes("AdditionalInputReseed");
        let reseed_first = r.fields.iter().position(|(k, _)| k == "EntropyInputReseed")
            < r.fields.iter().position(|(k, _)| k == "AdditionalInput");
        if reseed_first {
            drbg.reseed(&common::unhex(reseed), &reseed_additional).unwrap();
            drbg.generate(&mut out, &additional[0]).unwrap();
        } else {
            drbg.generate(&mut out, &additional[0]).unwrap();
            drbg.reseed(&common::unhex(reseed), &reseed_additional).unwrap();
        }
        drbg.generate(&mut out, &additional[1]).unwrap();
    } else {
        drbg.generate(&mut out, &additional[0]).unwrap();
        drbg.generate(&mut out, &additional[1]).unwrap();
    }
    assert_eq!(out, returned, "{r:?}");
}

/// Runs every record of a DRBGVS file, picking the hash from the `[SHA-...]` header. Returns the
/// number of records run for each of PR false / PR true.
fn run_file<const HMAC: bool>(file: &str) -> (usize, usize) {
    fn one<H: DrbgHash, const HMAC: bool>(r: &rsp::Record) {
        if HMAC {
            run_record::<HmacDrbgState<H>>(r)
        } else {
            run_record::<HashDrbgState<H>>(r)
        }
    }
    let mut counts = (0, 0);
    for r in rsp::parse(&read_vectors(file)) {
        let has = |name: &str| r.section.contains_key(name);
        match () {
            _ if has("SHA-1") => one::<Sha1, HMAC>(&r),
            _ if has("SHA-224") => one::<Sha224, HMAC>(&r),
            _ if has("SHA-256") => {
                one::<Sha256, HMAC>(&r);
                one::<Sha256<Compact>, HMAC>(&r);
            }
            _ if has("SHA-384") => one::<Sha384, HMAC>(&r),
            _ if has("SHA-512") => one::<Sha512, HMAC>(&r),
            _ if has("SHA-512/224") => one::<Sha512_224, HMAC>(&r),
            _ if has("SHA-512/256") => one::<Sha512_256, HMAC>(&r),
            _ => panic!("no hash header: {r:?}"),
        }
        if r.header("PredictionResistance") == "True" {
            counts.1 += 1;
        } else {
            counts.0 += 1;
        }
    }
    counts
}

#[test]
fn cavs_14_3_hash_drbg_all_hashes() {
    // SHA-1, 224, 256, 384, 512, 512/224, 512/256; 240 records each.
    assert_eq!(run_file::<false>("nist-cavp/drbg/Hash_DRBG.rsp"), (1680, 0));
}

#[test]
fn cavs_17_8_hash_drbg_sha256() {
    assert_eq!(run_file::<false>("nist-cavp/drbg/Hash_DRBG.fax"), (240, 0));
}

#[test]
fn cavs_7_1_hmac_drbg_with_and_without_prediction_resistance() {
    assert_eq!(run_file::<true>("nist-cavp/drbg/cavs-7.1/HMAC_DRBG.rsp"), (900, 300));
}

#[test]
fn cavs_7_1_hash_drbg_with_and_without_prediction_resistance() {
    assert_eq!(run_file::<false>("nist-cavp/drbg/cavs-7.1/Hash_DRBG.rsp"), (900, 300));
}

/// The `no_reseed` HMAC_DRBG SHA-256 subset, as JSON (`null` = empty input).
#[test]
fn cavs_hmac_drbg_no_reseed_sha256() {
    let cases: serde_json::Value =
        serde_json::from_str(&read_vectors("nist-cavp/drbg/hmac-drbg-no-reseed-sha256.json")).unwrap();
    let hex = |v: &serde_json::Value| v.as_str().map(common::unhex).unwrap_or_default();
    let cases = cases.as_array().unwrap();
    for case in cases {
        let expected = hex(&case["expected"]);
        let mut drbg = HmacDrbg::<Sha256>::new(&hex(&case["entropy"]), &hex(&case["nonce"]), &hex(&case["pers"]))
            .unwrap();
        let mut out = vec![0u8; expected.len()];
        for add in case["add"].as_array().unwrap() {
            drbg.generate(&mut out, &hex(add)).unwrap();
        }
        assert_eq!(out, expected, "case {}", case["name"]);
    }
    assert_eq!(cases.len(), 30);
}

/// Checks shared by both DRBGs, on SHA-256 (strength 256: 32 bytes of entropy, 48 with the nonce).
fn limits_and_errors<M: Mechanism>() {
    assert_eq!(M::SECURITY_STRENGTH, 256);
    let entropy = [0x5a; 32];
    let nonce = [0xa5; 16];
    // Short inputs.
    assert_eq!(Drbg::<M>::new(&entropy[..31], &[0; 32], b"").err(), Some(Error::InvalidLength));
    assert_eq!(Drbg::<M>::new(&entropy, &nonce[..15], b"").err(), Some(Error::InvalidLength));
    // 3/2 of the strength as entropy stands in for the nonce.
    assert!(Drbg::<M>::new(&[1; 48], &[], b"").is_ok());

    let new = || Drbg::<M>::new(&entropy, &nonce, b"p").unwrap();
    let mut drbg = new();
    let mut reference = new();
    assert_eq!(drbg.reseed(&entropy[..31], b""), Err(Error::InvalidLength));
    let mut big = vec![0u8; MAX_BYTES_PER_REQUEST + 1];
    assert_eq!(drbg.generate(&mut big, b""), Err(Error::InvalidLength));
    assert_eq!(drbg.generate_with_prediction_resistance(&entropy, b"", &mut big), Err(Error::InvalidLength));
    assert_eq!(drbg.generate_with_prediction_resistance(&entropy[..31], b"", &mut [0; 8]), Err(Error::InvalidLength));
    assert_eq!(drbg.set_reseed_interval(0), Err(Error::InvalidParameter));
    assert_eq!(drbg.set_reseed_interval(MAX_RESEED_INTERVAL + 1), Err(Error::InvalidParameter));
    assert!(big.iter().all(|&b| b == 0));
    // None of the failed calls changed the state.
    let (mut a, mut b) = ([0u8; 40], [0u8; 40]);
    drbg.generate(&mut a, b"").unwrap();
    reference.generate(&mut b, b"").unwrap();
    assert_eq!(a, b);
    // The largest request is fine.
    big.pop();
    assert_eq!(drbg.generate(&mut big, b""), Ok(()));

    // Reseed interval: exactly `interval` generates between reseeds (2 already made above).
    let mut drbg = new();
    drbg.set_reseed_interval(3).unwrap();
    for _ in 0..3 {
        drbg.generate(&mut a, b"").unwrap();
    }
    assert_eq!(drbg.generate(&mut a, b""), Err(Error::ReseedRequired));
    assert_eq!(drbg.generate(&mut a, b"x"), Err(Error::ReseedRequired));
    drbg.reseed(&entropy, b"").unwrap();
    assert_eq!(drbg.generate(&mut a, b""), Ok(()));
    // Prediction resistance reseeds, so it works when the interval is spent.
    drbg.set_reseed_interval(1).unwrap();
    assert_eq!(drbg.generate(&mut a, b""), Err(Error::ReseedRequired));
    assert_eq!(drbg.generate_with_prediction_resistance(&entropy, b"", &mut a), Ok(()));

    // Prediction-resistance mode refuses plain generates.
    let mut drbg = new();
    drbg.set_prediction_resistance(true);
    assert_eq!(drbg.generate(&mut a, b""), Err(Error::ReseedRequired));
    assert_eq!(drbg.generate_with_prediction_resistance(&entropy, b"a", &mut a), Ok(()));
    drbg.set_prediction_resistance(false);
    assert_eq!(drbg.generate(&mut a, b""), Ok(()));

    // Different additional input, personalization or entropy give different output.
    let outputs: Vec<[u8; 32]> = [(b"p".as_slice(), b"".as_slice()), (b"q", b""), (b"p", b"x")]
        .iter()
        .map(|(pers, add)| {
            let mut d = Drbg::<M>::new(&entropy, &nonce, pers).unwrap();
            let mut o = [0u8; 32];
            d.generate(&mut o, add).unwrap();
            o
        })
        .collect();
    assert_ne!(outputs[0], outputs[1]);
    assert_ne!(outputs[0], outputs[2]);
}

#[test]
fn limits_and_errors_hmac_drbg() {
    limits_and_errors::<HmacDrbgState<Sha256>>();
}

#[test]
fn limits_and_errors_hash_drbg() {
    limits_and_errors::<HashDrbgState<Sha256>>();
}

#[test]
fn entropy_minimum_follows_the_hash_strength() {
    // SHA-1: 128-bit strength (16 + 8 bytes); SHA-224: 192 (24 + 12); SHA-512: 256 (32 + 16).
    assert!(HmacDrbg::<Sha1>::new(&[1; 16], &[2; 8], b"").is_ok());
    assert_eq!(HmacDrbg::<Sha1>::new(&[1; 15], &[2; 9], b"").err(), Some(Error::InvalidLength));
    assert!(HashDrbg::<Sha224>::new(&[1; 24], &[2; 12], b"").is_ok());
    assert_eq!(HashDrbg::<Sha224>::new(&[1; 24], &[2; 11], b"").err(), Some(Error::InvalidLength));
    assert_eq!(HashDrbg::<Sha512>::new(&[1; 31], &[2; 32], b"").err(), Some(Error::InvalidLength));
}

#[test]
fn rand_core_adapter() {
    use rand_core::TryRng;
    let new = || HmacDrbg::<Sha256>::new(&[7; 32], &[8; 16], b"").unwrap();
    // A long fill is split into requests of 2^19 bits.
    let mut rng = new();
    let mut filled = vec![0u8; MAX_BYTES_PER_REQUEST + 100];
    rng.try_fill_bytes(&mut filled).unwrap();
    let mut direct = new();
    let mut expected = vec![0u8; MAX_BYTES_PER_REQUEST + 100];
    let (first, rest) = expected.split_at_mut(MAX_BYTES_PER_REQUEST);
    direct.generate(first, b"").unwrap();
    direct.generate(rest, b"").unwrap();
    assert_eq!(filled, expected);
    // Words are little-endian generate outputs.
    let mut word = [0u8; 8];
    direct.generate(&mut word, b"").unwrap();
    assert_eq!(rng.try_next_u64().unwrap(), u64::from_le_bytes(word));
    // Errors come through.
    rng.set_reseed_interval(1).unwrap();
    assert_eq!(rng.try_next_u32(), Err(Error::ReseedRequired));

    fn takes_crypto_rng<R: rand_core::TryCryptoRng>(_: &mut R) {}
    takes_crypto_rng(&mut HashDrbg::<Sha256>::new(&[7; 32], &[8; 16], b"").unwrap());
}
