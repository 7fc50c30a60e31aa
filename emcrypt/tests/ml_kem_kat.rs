//! ML-KEM against the NIST known-answer files (PyPI `cryptography-vectors` 50.0.2,
//! `asymmetric/MLKEM/kat_MLKEM_{512,768,1024}.rsp`). Each record gives the key-generation seeds d and z,
//! the keys, the encapsulation randomness `msg`, the ciphertext and shared secret, and an invalid
//! ciphertext `ct_n` with its implicit-rejection secret `ss_n`.
//!
//! The vendored files (`vectors/nist-cavp/mlkem/`) hold records 0–99 of each set; `full_nist_files` runs
//! all 1000 records of each set from the unpacked package when it is present (path in
//! `EMCRYPT_MLKEM_KAT_DIR`, default `/work/cryptography_vectors/cryptography_vectors/asymmetric/MLKEM`).

mod common;

use emcrypt::pqc::ml_kem::{
    generate_key_pair_into, ByteArray, DecapsulationKey, EncapsulationKey, MlKem1024, MlKem512, MlKem768, ParameterSet, Seed,
};

/// Checks every record of `text`; returns how many were checked.
fn check_records<P: ParameterSet>(text: &str) -> usize {
    // The files have no blank line between records: each record starts at its `count` line.
    let records = common::rsp::parse(&text.replace("\ncount = ", "\n\ncount = "));
    for r in &records {
        let count = r.get("count");
        let mut seed = [0u8; 64];
        seed[..32].copy_from_slice(&r.bytes("d"));
        seed[32..].copy_from_slice(&r.bytes("z"));
        let (dk, ek) = DecapsulationKey::<P>::from_seed(&seed);
        assert_eq!(ek.as_bytes(), r.bytes("pk"), "{} count {count}: ek", P::NAME);
        assert_eq!(dk.as_bytes(), r.bytes("sk"), "{} count {count}: dk", P::NAME);
        let (dk2, ek2) = Seed::from_bytes(&seed).expand::<P>();
        assert_eq!((dk2.as_bytes(), ek2.as_bytes()), (dk.as_bytes(), ek.as_bytes()));
        let mut dk3 = P::DecapsulationKeyBytes::zeroed();
        let mut ek3 = P::EncapsulationKeyBytes::zeroed();
        generate_key_pair_into::<P>(&seed, &mut dk3, &mut ek3);
        assert_eq!((dk3.as_ref(), ek3.as_ref()), (dk.as_bytes(), ek.as_bytes()));

        // Keys parsed from their encodings pass the FIPS 203 checks and behave the same.
        let ek = EncapsulationKey::<P>::from_bytes(&r.bytes("pk")).expect("valid ek");
        let dk = DecapsulationKey::<P>::from_bytes(&r.bytes("sk")).expect("valid dk");
        assert_eq!(dk.encapsulation_key(), ek);

        let m: [u8; 32] = r.bytes("msg").try_into().unwrap();
        let (ct, ss) = ek.encapsulate_deterministic(&m);
        assert_eq!(ct.as_ref(), r.bytes("ct"), "{} count {count}: ct", P::NAME);
        assert_eq!(ss.as_bytes().as_slice(), r.bytes("ss"), "{} count {count}: ss", P::NAME);
        assert_eq!(dk.decapsulate(&r.bytes("ct")).unwrap().as_bytes().as_slice(), r.bytes("ss"));
        // Implicit rejection of the modified ciphertext.
        let rejected = dk.decapsulate(&r.bytes("ct_n")).unwrap();
        assert_eq!(rejected.as_bytes().as_slice(), r.bytes("ss_n"), "{} count {count}: ss_n", P::NAME);
    }
    records.len()
}

#[test]
fn nist_kat_ml_kem_512() {
    assert_eq!(check_records::<MlKem512>(&common::read_vectors("nist-cavp/mlkem/kat_MLKEM_512_count0-99.rsp")), 100);
}

#[test]
fn nist_kat_ml_kem_768() {
    assert_eq!(check_records::<MlKem768>(&common::read_vectors("nist-cavp/mlkem/kat_MLKEM_768_count0-99.rsp")), 100);
}

#[test]
fn nist_kat_ml_kem_1024() {
    assert_eq!(
        check_records::<MlKem1024>(&common::read_vectors("nist-cavp/mlkem/kat_MLKEM_1024_count0-99.rsp")),
        100
    );
}

#[test]
fn full_nist_files() {
    let dir = std::env::var("EMCRYPT_MLKEM_KAT_DIR")
        .unwrap_or_else(|_| "/work/cryptography_vectors/cryptography_vectors/asymmetric/MLKEM".into());
    let dir = std::path::Path::new(&dir);
    if !dir.join("kat_MLKEM_768.rsp").exists() {
        eprintln!("full NIST ML-KEM files not found in {}: only the vendored records ran", dir.display());
        return;
    }
    let read = |name: &str| std::fs::read_to_string(dir.join(name)).unwrap();
    assert_eq!(check_records::<MlKem512>(&read("kat_MLKEM_512.rsp")), 1000);
    assert_eq!(check_records::<MlKem768>(&read("kat_MLKEM_768.rsp")), 1000);
    assert_eq!(check_records::<MlKem1024>(&read("kat_MLKEM_1024.rsp")), 1000);
}
