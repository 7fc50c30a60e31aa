//! The precomputed-table variants (`p256::P256Table`, `p384::P384Table`; and `p256::P256Small` on the edge scalars) against RustCrypto `p256` /
//! `p384` 0.14 and against the table-less variants: public keys `d·G` for random scalars and for the
//! scalars that stress the signed-window recoding (small values, `n - 1`, runs of ones and zeros),
//! identical RFC 6979 signatures, cross verification, ECDH agreement.

use ::p256::elliptic_curve::sec1::ToSec1Point;
use emcrypt::ecc::{p256, p384};
use emcrypt::hash::sha256::Sha256;
use emcrypt::hash::sha512::Sha384;
use proptest::prelude::*;

/// Big-endian scalars whose signed 4-bit digits hit every edge: 1..=40 (every small digit, carries into
/// the second window), `n - 1 .. n - 20` (top windows all ones), alternating patterns, single bits.
fn edge_scalars(order_hex: &str) -> Vec<Vec<u8>> {
    let len = order_hex.len() / 2;
    let n = hex::decode(order_hex).unwrap();
    let mut out = Vec::new();
    for small in 1..=40u8 {
        let mut v = vec![0; len];
        v[len - 1] = small;
        out.push(v);
    }
    for sub in 1..=20u8 {
        let mut v = n.clone();
        // n is odd and its low byte is far above 20 on both curves: no borrow.
        v[len - 1] -= sub;
        out.push(v);
    }
    for pattern in [0x88u8, 0x77, 0xf0, 0x0f, 0x80, 0x08, 0x55, 0xaa, 0x99, 0x11] {
        let mut v = vec![pattern; len];
        v[0] &= 0x7f; // below n
        out.push(v);
    }
    for bit in (0..8 * len).step_by(7) {
        let mut v = vec![0; len];
        v[len - 1 - bit / 8] = 1 << (bit % 8);
        out.push(v);
    }
    out
}

#[test]
fn p256_table_public_keys_match_rustcrypto_on_edge_scalars() {
    let scalars = edge_scalars("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");
    for d in &scalars {
        let d: [u8; 32] = d.as_slice().try_into().unwrap();
        let ours = p256::table::SecretKey::from_bytes(&d).unwrap().public_key();
        let theirs = ::p256::SecretKey::from_slice(&d).unwrap().public_key();
        assert_eq!(ours.to_uncompressed().to_vec(), theirs.to_sec1_point(false).as_bytes().to_vec(), "{d:02x?}");
        assert_eq!(ours.to_uncompressed(), p256::SecretKey::from_bytes(&d).unwrap().public_key().to_uncompressed());
        // The compact configuration (complete-addition doublings, masked-loop table scan).
        let small = p256::small::SecretKey::from_bytes(&d).unwrap().public_key();
        assert_eq!(small.to_uncompressed(), ours.to_uncompressed(), "{d:02x?}");
    }
    assert_eq!(scalars.len(), 107);
}

#[test]
fn p384_table_public_keys_match_rustcrypto_on_edge_scalars() {
    let scalars = edge_scalars(
        "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973",
    );
    for d in &scalars {
        let d: [u8; 48] = d.as_slice().try_into().unwrap();
        let ours = p384::table::SecretKey::from_bytes(&d).unwrap().public_key();
        let theirs = ::p384::SecretKey::from_slice(&d).unwrap().public_key();
        assert_eq!(ours.to_uncompressed().to_vec(), theirs.to_sec1_point(false).as_bytes().to_vec(), "{d:02x?}");
    }
    assert_eq!(scalars.len(), 125);
}

// Verification with the table (u1·G from flash, u2·Q by wNAF) on signatures whose u1, u2 are edge
// values is covered by Wycheproof (`ecdsa_wycheproof.rs` runs the table variants); here random ones.
proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn p256_table_matches_rustcrypto(d in prop::array::uniform32(any::<u8>()), peer in prop::array::uniform32(any::<u8>()), msg in prop::collection::vec(any::<u8>(), 0..100)) {
        use ::p256::ecdsa::signature::{Signer, Verifier};
        let ours = match p256::table::SecretKey::from_bytes(&d) { Ok(k) => k, Err(_) => return Ok(()) };
        let theirs = ::p256::ecdsa::SigningKey::from_slice(&d).unwrap();
        let public = ours.public_key();
        prop_assert_eq!(public.to_compressed().to_vec(), theirs.verifying_key().to_sec1_point(true).as_bytes().to_vec());
        let sig = ours.sign::<Sha256>(&msg);
        let their_sig: ::p256::ecdsa::Signature = theirs.sign(&msg);
        prop_assert_eq!(&sig.to_bytes()[..], &their_sig.to_bytes()[..]);
        prop_assert!(public.verify::<Sha256>(&msg, &sig).is_ok());
        let hedged = ours.sign_with_rng::<Sha256, _>(&msg, &mut FixedRng(d[0])).unwrap();
        let their_hedged = ::p256::ecdsa::Signature::from_slice(&hedged.to_bytes()).unwrap();
        prop_assert!(theirs.verifying_key().verify(&msg, &their_hedged).is_ok());
        // A signature on another message does not verify.
        let mut other = msg.clone();
        other.push(1);
        prop_assert!(public.verify::<Sha256>(&other, &sig).is_err());
        if let Ok(peer_key) = p256::table::SecretKey::from_bytes(&peer) {
            let a = ours.diffie_hellman(&peer_key.public_key()).unwrap();
            let b = p256::SecretKey::from_bytes(&peer).unwrap().diffie_hellman_sec1(&public.to_uncompressed()).unwrap();
            prop_assert_eq!(a.as_bytes(), b.as_bytes());
        }
    }

    #[test]
    fn p384_table_matches_rustcrypto(d in prop::collection::vec(any::<u8>(), 48), msg in prop::collection::vec(any::<u8>(), 0..100)) {
        use ::p384::ecdsa::signature::{Signer, Verifier};
        let d: [u8; 48] = d.try_into().unwrap();
        let ours = match p384::table::SecretKey::from_bytes(&d) { Ok(k) => k, Err(_) => return Ok(()) };
        let theirs = ::p384::ecdsa::SigningKey::from_slice(&d).unwrap();
        let sig = ours.sign::<Sha384>(&msg);
        let their_sig: ::p384::ecdsa::Signature = theirs.sign(&msg);
        prop_assert_eq!(&sig.to_bytes()[..], &their_sig.to_bytes()[..]);
        prop_assert!(theirs.verifying_key().verify(&msg, &their_sig).is_ok());
        prop_assert!(ours.public_key().verify::<Sha384>(&msg, &sig).is_ok());
        let mut other = msg.clone();
        other.push(1);
        prop_assert!(ours.public_key().verify::<Sha384>(&other, &sig).is_err());
    }
}

/// A deterministic "RNG" for the hedged-signing test.
struct FixedRng(u8);
impl rand_core::TryRng for FixedRng {
    type Error = core::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok(self.0 as u32)
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        Ok(self.0 as u64)
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        dst.fill(self.0);
        Ok(())
    }
}
impl rand_core::TryCryptoRng for FixedRng {}

/// The table sizes the module docs state.
#[test]
fn table_sizes_are_as_documented() {
    assert_eq!(p256::TABLE_BYTES, 33_280);
    assert_eq!(p384::TABLE_BYTES, 74_496);
}
