//! secp256k1 ECDH beyond the Wycheproof set (that one is in `ecdh_wycheproof.rs`): agreement between the
//! key pairs of pyca/cryptography's secp256k1 SigGen file (each side's public key is the published `Q`,
//! so neither side's public key comes from our own code), compressed and uncompressed peers, and refusal
//! of points that are not on the curve (including the point at infinity and points on the twist).
mod common;

use common::{read_vectors, rsp, unhex};
use emcrypt::ecc::secp256k1::{PublicKey, SecretKey};
use emcrypt::Error;

fn bytes32(hex_value: &str) -> [u8; 32] {
    unhex(&format!("{hex_value:0>64}")).try_into().expect("a 32-byte value")
}

/// (secret key, published public key) pairs of the vendored SigGen file.
fn key_pairs() -> Vec<(SecretKey, PublicKey)> {
    rsp::parse(&read_vectors("pyca/SigGen-secp256k1.txt"))
        .iter()
        .map(|r| {
            let d = SecretKey::from_bytes(&bytes32(r.get("d"))).unwrap();
            let q = PublicKey::from_affine_coordinates(&bytes32(r.get("Qx")), &bytes32(r.get("Qy"))).unwrap();
            (d, q)
        })
        .collect()
}

#[test]
fn published_key_pairs_agree() {
    let pairs = key_pairs();
    assert_eq!(pairs.len(), 75);
    for (i, (d1, q1)) in pairs.iter().enumerate().take(20) {
        let (d2, q2) = &pairs[(i * 7 + 3) % pairs.len()];
        let a = d1.diffie_hellman(q2).unwrap();
        let b = d2.diffie_hellman(q1).unwrap();
        assert_eq!(a.as_bytes(), b.as_bytes(), "pair {i}");
        let c = d1.diffie_hellman_sec1(&q2.to_compressed()).unwrap();
        let u = d2.diffie_hellman_sec1(&q1.to_uncompressed()).unwrap();
        assert_eq!(c.as_bytes(), a.as_bytes());
        assert_eq!(u.as_bytes(), a.as_bytes());
    }
}

#[test]
fn invalid_peers_are_refused() {
    let (d, q) = key_pairs().swap_remove(0);
    let mut off_curve = q.to_uncompressed();
    off_curve[64] ^= 1;
    assert_eq!(d.diffie_hellman_sec1(&off_curve).map(|_| ()), Err(Error::InvalidKey));
    // (0, y) on y² = x³ + 7 needs √7, which does not exist mod p: x = 0 is a point of the twist only.
    let mut zero_x = [0u8; 33];
    zero_x[0] = 0x02;
    assert_eq!(d.diffie_hellman_sec1(&zero_x).map(|_| ()), Err(Error::InvalidKey));
    let mut all_zero = [0u8; 65];
    all_zero[0] = 0x04;
    assert_eq!(d.diffie_hellman_sec1(&all_zero).map(|_| ()), Err(Error::InvalidKey));
    assert_eq!(d.diffie_hellman_sec1(&[0x00]).map(|_| ()), Err(Error::InvalidEncoding));
    assert_eq!(d.diffie_hellman_sec1(&q.to_uncompressed()[..33]).map(|_| ()), Err(Error::InvalidEncoding));
}
