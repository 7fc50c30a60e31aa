//! CTR_DRBG (SP 800-90A §10.2): NIST CAVP DRBGVS CTR_DRBG with prediction resistance (AES-128/192/256,
//! with and without the derivation function) on every AES variant, plus the length rules.

mod common;

use common::rsp::{parse, Record};
use emcrypt::cipher::aes::{Aes, Aes128, Aes256, Compact, Fixsliced, TableBased, Variant};
use emcrypt::drbg::{CtrDrbg, CtrDrbgNoDf, CtrDrbgState, Drbg, Mechanism};
use emcrypt::Error;

/// Runs one CAVS record with prediction resistance: instantiate, then two generate calls each reseeding
/// with `EntropyInputPR` and `AdditionalInput`; the second output is `ReturnedBits`.
fn run_record<M: Mechanism>(r: &Record) {
    let mut drbg =
        Drbg::<M>::new(&r.bytes("EntropyInput"), &r.bytes("Nonce"), &r.bytes("PersonalizationString")).unwrap();
    let expected = r.bytes("ReturnedBits");
    let mut out = vec![0u8; expected.len()];
    let (additional, entropy) = (r.all("AdditionalInput"), r.all("EntropyInputPR"));
    assert_eq!((additional.len(), entropy.len()), (2, 2));
    for (a, e) in additional.iter().zip(&entropy) {
        drbg.generate_with_prediction_resistance(&common::unhex(e), &common::unhex(a), &mut out).unwrap();
    }
    assert_eq!(out, expected, "{r:?}");
}

fn run_variant<V: Variant>(r: &Record, aes: &str, df: bool) {
    match (aes, df) {
        ("AES-128", true) => run_record::<CtrDrbgState<Aes<V, 11>, true>>(r),
        ("AES-192", true) => run_record::<CtrDrbgState<Aes<V, 13>, true>>(r),
        ("AES-256", true) => run_record::<CtrDrbgState<Aes<V, 15>, true>>(r),
        ("AES-128", false) => run_record::<CtrDrbgState<Aes<V, 11>, false>>(r),
        ("AES-192", false) => run_record::<CtrDrbgState<Aes<V, 13>, false>>(r),
        ("AES-256", false) => run_record::<CtrDrbgState<Aes<V, 15>, false>>(r),
        _ => unreachable!(),
    }
}

#[test]
fn cavp_prediction_resistance_every_variant() {
    let mut counts = std::collections::BTreeMap::new();
    for r in parse(&common::read_vectors("nist-cavp/drbg/CTR_DRBG_pr.rsp")) {
        let name = r.section.keys().find(|k| k.starts_with("AES-")).expect("cipher header").clone();
        let (aes, df) = (&name[..7], name.ends_with("use df"));
        assert_eq!(r.header("PredictionResistance"), "True");
        run_variant::<Fixsliced>(&r, aes, df);
        run_variant::<Compact>(&r, aes, df);
        run_variant::<TableBased>(&r, aes, df);
        *counts.entry(name).or_insert(0) += 1;
    }
    // 16 sections (input-length combinations) of 5 trials for each cipher and df choice.
    assert_eq!(counts.len(), 6, "{counts:?}");
    assert!(counts.values().all(|&n| n == 80), "{counts:?}");
}

#[test]
fn length_rules() {
    // With df: entropy >= strength/8, entropy + nonce >= 3/2 strength/8.
    assert_eq!(CtrDrbg::<Aes128>::new(&[1; 15], &[2; 16], b"").err(), Some(Error::InvalidLength));
    assert_eq!(CtrDrbg::<Aes128>::new(&[1; 16], &[2; 7], b"").err(), Some(Error::InvalidLength));
    assert!(
        CtrDrbg::<Aes128>::new(&[1; 16], &[2; 8], b"any length personalization string, longer than seedlen").is_ok()
    );
    assert_eq!(CtrDrbg::<Aes256>::new(&[1; 31], &[2; 32], b"").err(), Some(Error::InvalidLength));
    // Without df: exactly seedlen (key + 16) bytes of entropy, no nonce, short personalization.
    assert!(CtrDrbgNoDf::<Aes128>::new(&[1; 32], &[], &[3; 32]).is_ok());
    assert_eq!(CtrDrbgNoDf::<Aes128>::new(&[1; 33], &[], b"").err(), Some(Error::InvalidLength));
    assert_eq!(CtrDrbgNoDf::<Aes128>::new(&[1; 31], &[], b"").err(), Some(Error::InvalidLength));
    assert_eq!(CtrDrbgNoDf::<Aes128>::new(&[1; 32], &[1], b"").err(), Some(Error::InvalidLength));
    assert_eq!(CtrDrbgNoDf::<Aes128>::new(&[1; 32], &[], &[3; 33]).err(), Some(Error::InvalidLength));
    let mut drbg = CtrDrbgNoDf::<Aes256>::new(&[1; 48], &[], b"").unwrap();
    let mut reference = CtrDrbgNoDf::<Aes256>::new(&[1; 48], &[], b"").unwrap();
    let mut out = [0u8; 20];
    assert_eq!(drbg.generate(&mut out, &[0; 49]), Err(Error::InvalidLength));
    assert_eq!(drbg.reseed(&[0; 47], b""), Err(Error::InvalidLength));
    assert_eq!(drbg.reseed(&[0; 48], &[0; 49]), Err(Error::InvalidLength));
    assert_eq!(drbg.generate_with_prediction_resistance(&[0; 48], &[0; 49], &mut out), Err(Error::InvalidLength));
    // The failed calls changed nothing.
    let mut expected = [0u8; 20];
    drbg.generate(&mut out, &[7; 48]).unwrap();
    reference.generate(&mut expected, &[7; 48]).unwrap();
    assert_eq!(out, expected);
    assert_eq!(<CtrDrbgState<Aes<Fixsliced, 13>, true> as Mechanism>::SECURITY_STRENGTH, 192);
}

/// Additional input on generate goes through df (or is XORed in) and changes the output; the same
/// inputs give the same output on every variant.
#[test]
fn additional_input_is_used_and_variants_agree() {
    let mut outs = Vec::new();
    for add in [&b""[..], b"x"] {
        let mut a = CtrDrbg::<Aes128<Fixsliced>>::new(&[5; 16], &[6; 8], b"p").unwrap();
        let mut b = CtrDrbg::<Aes128<Compact>>::new(&[5; 16], &[6; 8], b"p").unwrap();
        let (mut x, mut y) = ([0u8; 33], [0u8; 33]);
        a.generate(&mut x, add).unwrap();
        b.generate(&mut y, add).unwrap();
        assert_eq!(x, y);
        outs.push(x);
    }
    assert_ne!(outs[0], outs[1]);
}

/// NIST CAVS CTR_DRBG AES-256 with df, no prediction resistance, with a reseed between two generate
/// calls and additional input on each (as shipped in the Mbed TLS test suite): covers the generate-time
/// additional input and the plain reseed, which the prediction-resistance file does not.
#[test]
fn cavs_aes256_df_reseed_between_generates() {
    let text = common::read_vectors("nist-cavp/drbg/CTR_DRBG_reseed_mbedtls.data");
    let mut n = 0;
    for line in text.lines().filter(|l| l.starts_with("ctr_drbg_validate_reseed_between:")) {
        let fields: Vec<Vec<u8>> = line.split(':').skip(1).map(|f| common::unhex(f.trim_matches('"'))).collect();
        let [nonce, entropy, add1, add_reseed, add2, expected] = &fields[..] else { panic!("bad line {line}") };
        // The first field is nonce ‖ personalization; df hashes their concatenation, so passing it whole
        // as the nonce is the same instantiation.
        let (first, second) = entropy.split_at(entropy.len() / 2);
        for variant in 0..3 {
            let mut out = vec![0u8; expected.len()];
            macro_rules! run {
                ($v:ty) => {{
                    let mut drbg = CtrDrbg::<Aes256<$v>>::new(first, nonce, b"").unwrap();
                    drbg.generate(&mut out, add1).unwrap();
                    drbg.reseed(second, add_reseed).unwrap();
                    drbg.generate(&mut out, add2).unwrap();
                }};
            }
            match variant {
                0 => run!(Fixsliced),
                1 => run!(Compact),
                _ => run!(TableBased),
            }
            assert_eq!(&out, expected, "{line}");
        }
        n += 1;
    }
    assert_eq!(n, 180);
}
