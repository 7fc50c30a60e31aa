//! ML-DSA against the NIST known-answer files (PyPI `cryptography-vectors` 50.0.2, vendored in
//! `vectors/nist-cavp/mldsa/`): 100 records per parameter set, each with the key-generation seed ξ, the
//! expected public and secret keys, a message, a context string and the deterministic (rnd = 0) pure
//! ML-DSA signature (`sm` = signature ‖ message). Every record checks key generation, both signing
//! variants and both verifiers, and that a signature with one bit flipped is rejected.

mod common;

use common::ml_dsa::verify_both;
use common::{read_vectors, unhex};
use emcrypt::pqc::ml_dsa::{Expanded, LowRam, Message, MlDsa44, MlDsa65, MlDsa87};

/// The records of a file: maps of key → value, one per `count = ` line.
fn records(name: &str) -> Vec<std::collections::HashMap<String, String>> {
    let text = read_vectors(&format!("nist-cavp/mldsa/{name}"));
    let mut out: Vec<std::collections::HashMap<String, String>> = Vec::new();
    for line in text.lines() {
        let Some((k, v)) = line.split_once(" = ") else { continue };
        if k == "count" {
            out.push(Default::default());
        }
        out.last_mut().expect("a record starts with count").insert(k.to_string(), v.trim().to_string());
    }
    out
}

macro_rules! kat {
    ($test:ident, $set:ident, $file:literal) => {
        #[test]
        fn $test() {
            let recs = records($file);
            assert_eq!(recs.len(), 100);
            let mut work = vec![0i32; $set::LOW_RAM_WORK_WORDS];
            let verify = |pk: &[u8], message: &[u8], context: &[u8], sig: &[u8]| {
                let both = ($set::verify_message as _, $set::verify_low_ram as _, $set::LOW_RAM_VERIFY_WORK_WORDS);
                verify_both(both, pk, &Message::Pure { message, context }, sig)
            };
            for r in &recs {
                let xi: [u8; 32] = unhex(&r["xi"]).try_into().unwrap();
                let (pk, sk) = $set::keygen(&xi);
                assert_eq!(pk.to_vec(), unhex(&r["pk"]), "pk, count {}", r["count"]);
                assert_eq!(sk.to_vec(), unhex(&r["sk"]), "sk, count {}", r["count"]);
                let msg = unhex(&r["msg"]);
                let ctx = unhex(&r["ctx"]);
                let sm = unhex(&r["sm"]);
                assert_eq!(sm.len(), $set::SIGNATURE_LEN + msg.len());
                let want = &sm[..$set::SIGNATURE_LEN];

                let sig = $set::sign_deterministic(&sk[..], &msg, &ctx).unwrap();
                assert_eq!(&sig[..], want, "signature, count {}", r["count"]);
                let message = Message::Pure { message: &msg, context: &ctx };
                let mut sig2 = vec![0u8; $set::SIGNATURE_LEN];
                $set::sign_with(&mut LowRam::new(&mut work), &sk[..], &message, &[0; 32], &mut sig2).unwrap();
                assert_eq!(&sig2[..], want, "low-RAM signature, count {}", r["count"]);
                assert!(work.iter().all(|&w| w == 0), "working buffer wiped");
                sig2.fill(0);
                $set::sign_with(&mut Expanded, &sk[..], &message, &[0; 32], &mut sig2).unwrap();
                assert_eq!(&sig2[..], want);

                verify(&pk, &msg, &ctx, want).unwrap();
                let mut bad = want.to_vec();
                let i = r["count"].parse::<usize>().unwrap() * 97 % bad.len();
                bad[i] ^= 1 << (i % 8);
                assert!(verify(&pk, &msg, &ctx, &bad).is_err(), "flipped bit {i} accepted");
                if !msg.is_empty() {
                    assert!(verify(&pk, &msg[1..], &ctx, want).is_err());
                }
            }
        }
    };
}

kat!(ml_dsa_44_nist_kat, MlDsa44, "kat_MLDSA_44_det_pure.rsp");
kat!(ml_dsa_65_nist_kat, MlDsa65, "kat_MLDSA_65_det_pure.rsp");
kat!(ml_dsa_87_nist_kat, MlDsa87, "kat_MLDSA_87_det_pure.rsp");
