//! DSA against NIST CAVP FIPS 186-3 vectors: SigGen (sign with the given nonce `K`, expect `R`, `S`,
//! and verify), SigVer (`Result = P` must verify, `F` must be rejected), KeyPair (`y = g^x mod p`).

mod common;

use common::{read_vectors, rsp, unhex};
use emcrypt::bigint::Window;
use emcrypt::dsa::{sign_work_limbs, verify_work_limbs, DomainParameters, Signature, SigningKey, VerifyingKey};
use emcrypt::hash::sha1::Sha1;
use emcrypt::hash::sha256::{Sha224, Sha256};
use emcrypt::hash::sha512::{Sha384, Sha512};
use emcrypt::hash::Hash;

/// Capacity: 3072-bit p.
const L: usize = 96;

fn digest(section: &str, msg: &[u8]) -> Vec<u8> {
    let hash = section.rsplit(", ").next().unwrap();
    match hash {
        "SHA-1" => <Sha1 as Hash>::digest(msg).to_vec(),
        "SHA-224" => <Sha224 as Hash>::digest(msg).to_vec(),
        "SHA-256" => <Sha256 as Hash>::digest(msg).to_vec(),
        "SHA-384" => <Sha384 as Hash>::digest(msg).to_vec(),
        "SHA-512" => <Sha512 as Hash>::digest(msg).to_vec(),
        other => panic!("unexpected hash {other}"),
    }
}

/// Walks the records of a file, tracking the `P, Q, G` record that precedes each group; calls `f` with
/// the parameters for every other record.
fn for_each(file: &str, mut f: impl FnMut(&DomainParameters<L>, &rsp::Record)) -> usize {
    let mut work = vec![0u32; verify_work_limbs(3072)];
    let mut params = None;
    let mut count = 0;
    for r in rsp::parse(&read_vectors(file)) {
        if let Some(p) = r.try_get("P") {
            let dp = DomainParameters::<L>::from_be_bytes(&unhex(p), &r.bytes("Q"), &r.bytes("G"), &mut work);
            params = Some(dp.expect("CAVP parameters"));
            continue;
        }
        f(params.as_ref().expect("parameters first"), &r);
        count += 1;
    }
    count
}

#[test]
fn cavp_siggen_with_given_nonce() {
    let mut work = vec![0u32; sign_work_limbs(3072, Window::HIGH)];
    let mut vwork = vec![0u32; verify_work_limbs(3072)];
    let n = for_each("nist-cavp/dsa/SigGen.txt", |params, r| {
        let key = SigningKey::from_be_bytes(params, &r.bytes("X"), &mut work).unwrap();
        let mut y = vec![0u8; params.p_bytes()];
        key.verifying_key().to_be_bytes(&mut y).unwrap();
        assert_eq!(y, r.bytes("Y"), "y");
        let h = digest(r.header("mod"), &r.bytes("Msg"));
        // Alternate the windows: every one must give the same signature.
        let window = [Window::LOW, Window::MID, Window::HIGH][r.bytes("K")[0] as usize % 3];
        let sig = key.sign_prehash_with_nonce(&h, &r.bytes("K"), window, &mut work).unwrap();
        let expected = Signature::from_scalars(&r.bytes("R"), &r.bytes("S")).unwrap();
        assert_eq!(sig, expected, "{}", r.header("mod"));
        key.verifying_key().verify_prehash(&h, &sig, &mut vwork).unwrap();
    });
    assert_eq!(n, 300);
}

#[test]
fn cavp_sigver() {
    let mut work = vec![0u32; verify_work_limbs(3072)];
    let (mut passed, mut failed) = (0, 0);
    for_each("nist-cavp/dsa/SigVer.rsp", |params, r| {
        let h = digest(r.header("mod"), &r.bytes("Msg"));
        let key = VerifyingKey::from_be_bytes(params, &r.bytes("Y"), &mut work);
        let result = key.and_then(|key| {
            let sig = Signature::from_scalars(&r.bytes("R"), &r.bytes("S"))?;
            key.verify_prehash(&h, &sig, &mut work)
        });
        if r.get("Result").starts_with('P') {
            assert_eq!(result, Ok(()), "{r:?}");
            passed += 1;
        } else {
            assert!(result.is_err(), "{r:?}");
            failed += 1;
        }
    });
    println!("SigVer: {passed} P verified, {failed} F rejected");
    assert!(passed > 50 && failed > 150);
}

#[test]
fn cavp_keypair() {
    let mut work = vec![0u32; sign_work_limbs(3072, Window::MID)];
    let n = for_each("nist-cavp/dsa/KeyPair.rsp", |params, r| {
        let key = SigningKey::from_be_bytes(params, &r.bytes("X"), &mut work).unwrap();
        let mut y = vec![0u8; params.p_bytes()];
        key.verifying_key().to_be_bytes(&mut y).unwrap();
        assert_eq!(y, r.bytes("Y"));
    });
    assert!(n >= 40, "{n}");
}
