//! DSA deterministic signatures of RFC 6979 A.2.1 (1024-bit p, 160-bit q) and A.2.2 (2048-bit p, 256-bit
//! q): messages "sample" and "test" with SHA-1, SHA-224, SHA-256, SHA-384, SHA-512 (HMAC with the same
//! hash). Plus encoding round trips and bad-input checks on those keys.

mod common;

use common::{read_vectors, rsp, unhex};
use emcrypt::bigint::Window;
use emcrypt::dsa::{sign_work_limbs, verify_work_limbs, DomainParameters, Signature, SigningKey, VerifyingKey};
use emcrypt::hash::sha1::Sha1;
use emcrypt::hash::sha256::{Sha224, Sha256};
use emcrypt::hash::sha512::{Sha384, Sha512};
use emcrypt::Error;

const L: usize = 64;

/// Signs `msg` deterministically with the emcrypt hash named `hash`.
fn sign(key: &SigningKey<L>, hash: &str, msg: &[u8], window: Window, work: &mut [u32]) -> Signature {
    match hash {
        "SHA-1" => key.sign::<Sha1>(msg, window, work),
        "SHA-224" => key.sign::<Sha224>(msg, window, work),
        "SHA-256" => key.sign::<Sha256>(msg, window, work),
        "SHA-384" => key.sign::<Sha384>(msg, window, work),
        "SHA-512" => key.sign::<Sha512>(msg, window, work),
        other => panic!("unexpected hash {other}"),
    }
    .unwrap()
}

fn verify(key: &VerifyingKey<L>, hash: &str, msg: &[u8], sig: &Signature, work: &mut [u32]) -> Result<(), Error> {
    match hash {
        "SHA-1" => key.verify::<Sha1>(msg, sig, work),
        "SHA-224" => key.verify::<Sha224>(msg, sig, work),
        "SHA-256" => key.verify::<Sha256>(msg, sig, work),
        "SHA-384" => key.verify::<Sha384>(msg, sig, work),
        "SHA-512" => key.verify::<Sha512>(msg, sig, work),
        other => panic!("unexpected hash {other}"),
    }
}

/// Every RFC 6979 DSA vector: (key, hash, message, expected signature).
fn vectors() -> Vec<(SigningKey<L>, String, Vec<u8>, Signature)> {
    let mut work = vec![0u32; sign_work_limbs(2048, Window::HIGH)];
    let mut key = None;
    let mut out = Vec::new();
    for r in rsp::parse(&read_vectors("rfc/rfc-6979-dsa.txt")) {
        if r.try_get("P").is_some() {
            let params =
                DomainParameters::<L>::from_be_bytes(&r.bytes("P"), &r.bytes("Q"), &r.bytes("G"), &mut work).unwrap();
            let k = SigningKey::from_be_bytes(&params, &r.bytes("X"), &mut work).unwrap();
            let mut y = vec![0u8; params.p_bytes()];
            k.verifying_key().to_be_bytes(&mut y).unwrap();
            assert_eq!(y, r.bytes("Y"), "public key");
            key = Some(k);
            continue;
        }
        let sig = Signature::from_scalars(&r.bytes("R"), &r.bytes("S")).unwrap();
        out.push((key.clone().unwrap(), r.get("Hash").to_string(), r.get("Message").as_bytes().to_vec(), sig));
    }
    out
}

#[test]
fn rfc6979_deterministic_signatures() {
    let mut work = vec![0u32; sign_work_limbs(2048, Window::HIGH)];
    let mut vwork = vec![0u32; verify_work_limbs(2048)];
    let all = vectors();
    assert_eq!(all.len(), 20);
    for (i, (key, hash, msg, expected)) in all.iter().enumerate() {
        let window = [Window::LOW, Window::MID, Window::HIGH][i % 3];
        let sig = sign(key, hash, msg, window, &mut work);
        assert_eq!(&sig, expected, "{hash} {:?}", String::from_utf8_lossy(msg));
        verify(key.verifying_key(), hash, msg, &sig, &mut vwork).unwrap();
        // A different message must not verify.
        assert_eq!(verify(key.verifying_key(), hash, b"other", &sig, &mut vwork), Err(Error::VerificationFailed));
    }
}

#[test]
fn encodings_round_trip_and_reject_tampering() {
    let mut vwork = vec![0u32; verify_work_limbs(2048)];
    for (key, hash, msg, sig) in vectors() {
        let vk = key.verifying_key();
        let q_bytes = vk.params().q_bytes();
        let mut p1363 = vec![0u8; 2 * q_bytes];
        sig.to_p1363(&mut p1363).unwrap();
        assert_eq!(Signature::from_p1363(&p1363, q_bytes).unwrap(), sig);
        let mut der = [0u8; Signature::MAX_DER_LEN];
        let n = sig.to_der(&mut der).unwrap();
        assert_eq!(Signature::from_der(&der[..n]).unwrap(), sig);
        if hash == "SHA-256" {
            vk.verify_der::<Sha256>(&msg, &der[..n], &mut vwork).unwrap();
            vk.verify_p1363::<Sha256>(&msg, &p1363, &mut vwork).unwrap();
            // Every single-bit flip of the P1363 form is rejected, and never panics.
            for bit in 0..8 * p1363.len() {
                let mut bad = p1363.clone();
                bad[bit / 8] ^= 1 << (bit % 8);
                assert!(vk.verify_p1363::<Sha256>(&msg, &bad, &mut vwork).is_err());
            }
            // Truncations of the DER form are rejected.
            for len in 0..n {
                assert!(vk.verify_der::<Sha256>(&msg, &der[..len], &mut vwork).is_err());
            }
            assert!(vk.verify_p1363::<Sha256>(&msg, &p1363[1..], &mut vwork).is_err());
        }
    }
}

#[test]
fn bad_inputs_are_errors() {
    let (key, _, _, _) = vectors().remove(0);
    let vk = key.verifying_key();
    let params = vk.params();
    let mut work = vec![0u32; sign_work_limbs(1024, Window::MID)];
    // Too-small working buffers.
    assert_eq!(key.sign::<Sha256>(b"m", Window::MID, &mut work[..10]), Err(Error::BufferTooSmall));
    let sig = key.sign::<Sha256>(b"m", Window::MID, &mut work).unwrap();
    assert_eq!(vk.verify::<Sha256>(b"m", &sig, &mut work[..10]), Err(Error::BufferTooSmall));
    // r or s = 0 or ≥ q.
    let q = unhex("996F967F6C8E388D9E28D01E205FBA957A5698B1");
    let mut r = [0u8; 20];
    sig.to_p1363(&mut [0u8; 40]).unwrap();
    let mut rs = [0u8; 40];
    sig.to_p1363(&mut rs).unwrap();
    r.copy_from_slice(&rs[..20]);
    for bad in [Signature::from_scalars(&[0], &rs[20..]), Signature::from_scalars(&q, &rs[20..]), Signature::from_scalars(&r, &q)] {
        assert_eq!(vk.verify::<Sha256>(b"m", &bad.unwrap(), &mut work), Err(Error::VerificationFailed));
    }
    // Nonces outside [1, q-1], keys outside their ranges.
    assert_eq!(key.sign_prehash_with_nonce(&[1; 32], &[0], Window::MID, &mut work), Err(Error::InvalidParameter));
    assert_eq!(key.sign_prehash_with_nonce(&[1; 32], &q, Window::MID, &mut work), Err(Error::InvalidParameter));
    assert_eq!(SigningKey::from_be_bytes(params, &q, &mut work).unwrap_err(), Error::InvalidKey);
    assert_eq!(SigningKey::from_be_bytes(params, &[0], &mut work).unwrap_err(), Error::InvalidKey);
    assert_eq!(SigningKey::from_be_bytes(params, &[1; 33], &mut work).unwrap_err(), Error::InvalidKey);
    for y in [&[1u8][..], &[0u8], &[2u8], &[0xffu8; 200]] {
        assert_eq!(VerifyingKey::from_be_bytes(params, y, &mut work).unwrap_err(), Error::InvalidKey, "{y:?}");
    }
    // Bad domain parameters: even p, q of a wrong size, g of the wrong order.
    let (p, g) = (
        unhex("86F5CA03DCFEB225063FF830A0C769B9DD9D6153AD91D7CE27F787C43278B447E6533B86B18BED6E8A48B784A14C252C5BE0DBF60B86D6385BD2F12FB763ED8873ABFD3F5BA2E0A8C0A59082EAC056935E529DAF7C610467899C77ADEDFC846C881870B7B19B2B58F9BE0521A17002E3BDD6B86685EE90B3D9A1B02B782B1779"),
        [3u8],
    );
    let mut even = p.clone();
    *even.last_mut().unwrap() ^= 1;
    assert!(DomainParameters::<L>::from_be_bytes(&even, &q, &g, &mut work).is_err());
    assert!(DomainParameters::<L>::from_be_bytes(&p, &q[1..], &g, &mut work).is_err());
    assert!(DomainParameters::<L>::from_be_bytes(&p, &q, &g, &mut work).is_err());
    assert!(DomainParameters::<L>::from_be_bytes(&p, &q, &[], &mut work).is_err());
    assert!(DomainParameters::<L>::from_be_bytes(&[], &[], &[], &mut work).is_err());
    assert!(DomainParameters::<8>::from_be_bytes(&p, &q, &g, &mut work).is_err());
}
