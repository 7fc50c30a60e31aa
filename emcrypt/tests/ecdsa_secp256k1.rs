//! secp256k1 ECDSA beyond the Wycheproof sets (those are in `ecdsa_wycheproof.rs`): the RFC 6979
//! secp256k1 vectors published on the Bitcoin forum (deterministic signatures and their low-S forms),
//! pyca/cryptography's secp256k1 SigGen file (`d` → `Q`, published signatures verify, with SHA-1 to
//! SHA-512), OpenSSL's compressed points (decompression), sign/verify round trips over every API
//! (message and prehash, deterministic and hedged, fixed-size and DER, SHA-2 and SHA-3), and malformed
//! keys and signatures (each an error, never a panic). The differential tests against RustCrypto `k256`
//! are in `ecdsa_k256_differential.rs`.
mod common;

use common::{read_vectors, rsp, unhex};
use emcrypt::drbg::HmacDrbg;
use emcrypt::ecc::secp256k1::{PublicKey, SecretKey, Signature};
use emcrypt::hash::sha1::Sha1;
use emcrypt::hash::sha256::{Sha224, Sha256};
use emcrypt::hash::sha3::{Sha3_256, Unrolled};
use emcrypt::hash::sha512::{Sha384, Sha512};
use emcrypt::hash::Hash;
use emcrypt::Error;

/// The group order `n` (SEC 2 §2.4.1), big-endian.
const ORDER: &str = "fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141";
/// The field prime `p`, big-endian.
const PRIME: &str = "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f";

/// A hex integer left-padded to 32 bytes (the pyca file drops leading zero digits).
fn bytes32(hex_value: &str) -> [u8; 32] {
    let raw = unhex(&format!("{hex_value:0>64}"));
    raw.try_into().expect("a 32-byte value")
}

fn digest(hash: &str, msg: &[u8]) -> Vec<u8> {
    match hash {
        "SHA-1" => <Sha1>::digest(msg).to_vec(),
        "SHA-224" => <Sha224>::digest(msg).to_vec(),
        "SHA-256" => <Sha256>::digest(msg).to_vec(),
        "SHA-384" => <Sha384>::digest(msg).to_vec(),
        "SHA-512" => <Sha512>::digest(msg).to_vec(),
        other => panic!("unexpected hash {other}"),
    }
}

fn r_s(r: &rsp::Record) -> Vec<u8> {
    [bytes32(r.get("R")), bytes32(r.get("S"))].concat()
}

#[test]
fn rfc6979_bitcointalk_vectors() {
    let mut checked = 0;
    for r in rsp::parse(&read_vectors("bitcointalk/rfc6979-secp256k1-sha256.txt")) {
        let key = SecretKey::from_bytes(&bytes32(r.get("d"))).unwrap();
        let msg = r.bytes("Msg");
        let expected = r_s(&r);
        let sig = key.sign::<Sha256>(&msg);
        assert_eq!(hex::encode(sig.to_bytes()), hex::encode(&expected), "{r:?}");
        let prehashed = key.sign_prehash::<Sha256>(&<Sha256>::digest(&msg)).unwrap();
        assert_eq!(prehashed, sig);
        // Low-S: the published high S values normalise to n - S; both verify.
        let low = sig.normalize_s();
        assert!(low.is_low_s() && low.r() == sig.r());
        assert_eq!(sig.is_low_s(), low == sig);
        let public = key.public_key();
        public.verify::<Sha256>(&msg, &sig).unwrap();
        public.verify::<Sha256>(&msg, &low).unwrap();
        checked += 1;
    }
    assert_eq!(checked, 5);
}

/// The secret key 1 has the generator as its public key (SEC 2 §2.4.1, compressed form `02 ‖ Gx`).
#[test]
fn generator_is_public_key_of_one() {
    let mut one = [0u8; 32];
    one[31] = 1;
    let g = SecretKey::from_bytes(&one).unwrap().public_key();
    assert_eq!(hex::encode(g.to_compressed()), "0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798");
    assert_eq!(hex::encode(g.y()), "483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8");
}

#[test]
fn pyca_siggen() {
    let mut checked = 0;
    for r in rsp::parse(&read_vectors("pyca/SigGen-secp256k1.txt")) {
        let header = r.section.keys().find(|k| k.starts_with("K-256")).expect("K-256 section");
        let hash = header.split(',').nth(1).expect("hash name");
        let key = SecretKey::from_bytes(&bytes32(r.get("d"))).unwrap();
        let q = PublicKey::from_affine_coordinates(&bytes32(r.get("Qx")), &bytes32(r.get("Qy"))).unwrap();
        assert_eq!(key.public_key(), q, "{r:?}");
        let sig = Signature::from_bytes(&r_s(&r)).unwrap();
        let msg = r.bytes("Msg");
        q.verify_prehash(&digest(hash, &msg), &sig).unwrap();
        let mut other = msg.clone();
        other[0] ^= 1;
        assert_eq!(q.verify_prehash(&digest(hash, &other), &sig), Err(Error::VerificationFailed));
        checked += 1;
    }
    assert_eq!(checked, 75);
}

#[test]
fn openssl_compressed_points() {
    let mut checked = 0;
    for r in rsp::parse(&read_vectors("pyca/compressed_points.txt")) {
        if r.get("CURVE") != "SECP256K1" {
            continue;
        }
        let q = PublicKey::from_sec1_bytes(&r.bytes("POINT")).unwrap();
        assert_eq!((q.x(), q.y()), (bytes32(r.get("X")), bytes32(r.get("Y"))));
        assert_eq!(q.to_compressed().to_vec(), r.bytes("POINT"));
        assert_eq!(PublicKey::from_sec1_bytes(&q.to_uncompressed()), Ok(q));
        checked += 1;
    }
    assert_eq!(checked, 2);
}

#[test]
fn round_trips() {
    // The library's own SP 800-90A HMAC_DRBG (tested against CAVP in `drbg.rs`), seeded with constants.
    let mut rng = HmacDrbg::<Sha256>::new(&[0x5a; 32], b"secp256k1 round-trip nonce", b"").unwrap();
    for seed in 1u8..=12 {
        let key = SecretKey::generate(&mut rng).unwrap();
        let public = PublicKey::from_sec1_bytes(&key.public_key().to_compressed()).unwrap();
        assert_eq!(public, key.public_key());
        assert_eq!(PublicKey::from_sec1_bytes(&public.to_uncompressed()), Ok(public));
        let msg = vec![seed; seed as usize * 13];

        let sig = key.sign::<Sha256>(&msg);
        public.verify::<Sha256>(&msg, &sig).unwrap();
        let hedged = key.sign_with_rng::<Sha256, _>(&msg, &mut rng).unwrap();
        assert_ne!(hedged, sig, "hedged signing must change the nonce");
        public.verify::<Sha256>(&msg, &hedged).unwrap();
        let extra = key.sign_prehash_with_extra::<Sha256>(&<Sha256>::digest(&msg), b"extra").unwrap();
        assert_ne!(extra, sig);
        public.verify::<Sha256>(&msg, &extra).unwrap();

        let mut der = [0u8; Signature::MAX_DER_LEN];
        let len = sig.to_der(&mut der).unwrap();
        assert_eq!(Signature::from_der(&der[..len]), Ok(sig));
        public.verify_der::<Sha256>(&msg, &der[..len]).unwrap();
        assert_eq!(Signature::from_bytes(&sig.to_bytes()), Ok(sig));

        let sig3 = key.sign::<Sha3_256<Unrolled>>(&msg);
        public.verify::<Sha3_256<Unrolled>>(&msg, &sig3).unwrap();
        let sig512 = key.sign_prehash::<Sha512>(&<Sha512>::digest(&msg)).unwrap();
        public.verify_prehash(&<Sha512>::digest(&msg), &sig512).unwrap();
        assert_eq!(public.verify::<Sha256>(&msg, &sig3), Err(Error::VerificationFailed));
        let mut wrong = msg.clone();
        wrong.push(0);
        assert_eq!(public.verify::<Sha256>(&wrong, &sig), Err(Error::VerificationFailed));
    }
}

#[test]
fn malformed_keys() {
    let n = bytes32(ORDER);
    let p = bytes32(PRIME);
    assert!(SecretKey::from_bytes(&[0; 32]).is_err());
    assert!(SecretKey::from_bytes(&n).is_err());
    assert!(SecretKey::from_bytes(&[0xff; 32]).is_err());
    let mut n_minus_1 = n;
    n_minus_1[31] -= 1;
    assert!(SecretKey::from_bytes(&n_minus_1).is_ok());

    let g = SecretKey::from_bytes(&n_minus_1).unwrap().public_key(); // -G
    let (x, y) = (g.x(), g.y());
    let mut bad_y = y;
    bad_y[31] ^= 1;
    assert_eq!(PublicKey::from_affine_coordinates(&x, &bad_y), Err(Error::InvalidKey));
    // x >= p, and x + p style aliases, are refused even when x - p would be on the curve.
    assert_eq!(PublicKey::from_affine_coordinates(&p, &y), Err(Error::InvalidKey));
    let mut compressed = [0u8; 33];
    compressed[0] = 0x02;
    compressed[1..].copy_from_slice(&p);
    assert_eq!(PublicKey::from_sec1_bytes(&compressed), Err(Error::InvalidKey));
    // x = 5: 5³ + 7 = 132 has no square root mod p (132 is not a square: checked by decompression).
    let mut x5 = [0u8; 33];
    x5[0] = 0x03;
    x5[32] = 5;
    assert_eq!(PublicKey::from_sec1_bytes(&x5), Err(Error::InvalidKey));
    // Infinity, bad tags, lengths.
    assert_eq!(PublicKey::from_sec1_bytes(&[0x00]), Err(Error::InvalidEncoding));
    assert_eq!(PublicKey::from_sec1_bytes(&[]), Err(Error::InvalidEncoding));
    let unc = g.to_uncompressed();
    assert_eq!(PublicKey::from_sec1_bytes(&unc[..64]), Err(Error::InvalidEncoding));
    let mut tag = unc;
    tag[0] = 0x06;
    assert_eq!(PublicKey::from_sec1_bytes(&tag), Err(Error::InvalidEncoding));
    assert_eq!(PublicKey::from_sec1_bytes(&g.to_compressed()[..32]), Err(Error::InvalidEncoding));
}

#[test]
fn malformed_signatures() {
    let n = bytes32(ORDER);
    let key = SecretKey::from_bytes(&[0x42; 32]).unwrap();
    let public = key.public_key();
    let sig = key.sign::<Sha256>(b"msg").to_bytes();
    for (r, s) in [([0u8; 32], &sig[32..]), (n, &sig[32..])] {
        let mut bad = r.to_vec();
        bad.extend_from_slice(s);
        assert_eq!(Signature::from_bytes(&bad), Err(Error::InvalidEncoding));
    }
    let mut s_zero = sig;
    s_zero[32..].fill(0);
    assert_eq!(Signature::from_bytes(&s_zero), Err(Error::InvalidEncoding));
    let mut s_n = sig;
    s_n[32..].copy_from_slice(&n);
    assert_eq!(Signature::from_bytes(&s_n), Err(Error::InvalidEncoding));
    assert_eq!(Signature::from_bytes(&sig[..63]), Err(Error::InvalidLength));
    let parsed = Signature::from_bytes(&sig).unwrap();
    let mut der = [0u8; Signature::MAX_DER_LEN];
    let len = parsed.to_der(&mut der).unwrap();
    for cut in 0..len {
        assert!(Signature::from_der(&der[..cut]).is_err(), "truncated DER at {cut}");
    }
    let mut long = der[..len].to_vec();
    long.push(0);
    assert_eq!(Signature::from_der(&long), Err(Error::InvalidEncoding));
    assert_eq!(parsed.to_der(&mut [0u8; 8]), Err(Error::BufferTooSmall));
    // Signing refuses digests shorter than half the field.
    assert_eq!(key.sign_prehash::<Sha256>(&[1; 15]), Err(Error::InvalidLength));
    public.verify::<Sha256>(b"msg", &parsed).unwrap();
}
