//! NIST CAVP TDES known-answer tests with keying option 3 (`K1 = K2 = K3`, i.e. single DES), which the
//! public constructors reject: they exercise every S-box entry, the permutations and the key schedule
//! (CAVS files `TECBvarkey`, `TECBvartext`, `TECBinvperm`, `TECBpermop`, `TECBsubtab`, and the
//! multi-block `TECBMMT1`, `TCBCMMT1`). Options 1 and 2 go through the public API in `tests/tdes.rs`.

extern crate std;
use super::*;
use std::vec::Vec;

/// One CAVS record: direction, the three keys, IV (CBC), plaintext, ciphertext.
struct Record {
    encrypt: bool,
    keys: [Vec<u8>; 3],
    iv: Vec<u8>,
    plaintext: Vec<u8>,
    ciphertext: Vec<u8>,
}

fn unhex(s: &str) -> Vec<u8> {
    (0..s.len() / 2)
        .map(|i| u8::from_str_radix(&s[2 * i..2 * i + 2], 16).unwrap())
        .collect()
}

/// Parses a CAVS TDES `.rsp` file: `[ENCRYPT]` / `[DECRYPT]` sections, records opened by `COUNT`.
fn parse(text: &str) -> Vec<Record> {
    let mut records: Vec<Record> = Vec::new();
    let mut encrypt = true;
    for line in text.lines().map(str::trim) {
        match line {
            "[ENCRYPT]" => encrypt = true,
            "[DECRYPT]" => encrypt = false,
            _ => {}
        }
        let Some((k, v)) = line.split_once('=') else {
            continue;
        };
        let (k, v) = (k.trim(), v.trim());
        if k == "COUNT" {
            let empty = || Vec::new();
            records.push(Record {
                encrypt,
                keys: [empty(), empty(), empty()],
                iv: empty(),
                plaintext: empty(),
                ciphertext: empty(),
            });
            continue;
        }
        let r = records.last_mut().unwrap();
        match k {
            "KEYs" => r.keys = [unhex(v), unhex(v), unhex(v)],
            "KEY1" => r.keys[0] = unhex(v),
            "KEY2" => r.keys[1] = unhex(v),
            "KEY3" => r.keys[2] = unhex(v),
            "IV" => r.iv = unhex(v),
            "PLAINTEXT" => r.plaintext = unhex(v),
            "CIPHERTEXT" => r.ciphertext = unhex(v),
            _ => panic!("unknown field {k}"),
        }
    }
    records
}

/// Runs a file on variant `V`; returns the record count.
fn run<V: SboxLayer>(text: &str, cbc: bool) -> usize {
    let records = parse(text);
    for (n, r) in records.iter().enumerate() {
        let tdes = Tdes::<V>::from_keys(&r.keys[0], &r.keys[1], &r.keys[2]);
        let (input, expected) = if r.encrypt {
            (&r.plaintext, &r.ciphertext)
        } else {
            (&r.ciphertext, &r.plaintext)
        };
        let mut out = input.clone();
        let mut iv = [0u8; 8];
        match (cbc, r.encrypt) {
            (false, true) => tdes.ecb_encrypt_in_place(&mut out).unwrap(),
            (false, false) => tdes.ecb_decrypt_in_place(&mut out).unwrap(),
            (true, true) => {
                iv.copy_from_slice(&r.iv);
                tdes.cbc_encrypt_in_place(&mut iv, &mut out).unwrap()
            }
            (true, false) => {
                iv.copy_from_slice(&r.iv);
                tdes.cbc_decrypt_in_place(&mut iv, &mut out).unwrap()
            }
        }
        assert_eq!(&out, expected, "record {n}");
    }
    records.len()
}

const VECTORS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../vectors/nist-cavp/tdes/");

fn read(name: &str) -> std::string::String {
    std::fs::read_to_string(std::format!("{VECTORS}{name}")).unwrap()
}

fn known_answers<V: SboxLayer>() {
    assert_eq!(run::<V>(&read("TECBvarkey.rsp"), false), 112);
    assert_eq!(run::<V>(&read("TECBvartext.rsp"), false), 128);
    assert_eq!(run::<V>(&read("TECBinvperm.rsp"), false), 128);
    assert_eq!(run::<V>(&read("TECBpermop.rsp"), false), 64);
    assert_eq!(run::<V>(&read("TECBsubtab.rsp"), false), 38);
    assert_eq!(run::<V>(&read("TECBMMT1.rsp"), false), 20);
    assert_eq!(run::<V>(&read("TCBCMMT1.rsp"), true), 20);
}

/// The delta-swap IP and IP⁻¹ equal the FIPS 46-3 tables applied bit by bit.
#[test]
fn permutations_match_the_tables() {
    let mut x = 0x0123_4567_89ab_cdefu64;
    let singles = (0..64).map(|i| 1u64 << i);
    for input in singles.chain((0..1000).map(|_| {
        // xorshift64: a spread of inputs.
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    })) {
        assert_eq!(
            initial_permutation(input),
            permute(input, 64, &IP),
            "{input:#x}"
        );
        assert_eq!(
            final_permutation(input),
            permute(input, 64, &FP),
            "{input:#x}"
        );
    }
}

#[test]
fn cavp_keying_option_3_packed_sboxes() {
    known_answers::<PackedSboxes>();
}

#[test]
fn cavp_keying_option_3_table_based() {
    known_answers::<TableBased>();
}
