//! Finite-field Diffie-Hellman: the RFC 7919 primes, RFC 5114 test vectors (1024/160, 2048/224,
//! 2048/256 groups with given `q`), the NIST CAVP KAS FFC validity file (every P case must agree, every
//! F case must be caught: bad peer key, changed private key, changed Z), ffdhe agreement round trips,
//! and bad input.

mod common;

use common::{read_vectors, rsp, unhex};
use emcrypt::bigint::Window;
use emcrypt::dh::{work_limbs, Group, SecretKey};
use emcrypt::Error;

const L: usize = 128;

fn work(bits: usize) -> Vec<u32> {
    vec![0u32; work_limbs(bits, Window::HIGH)]
}

/// `g^x` as `p_bytes` bytes, or the error.
fn public(group: &Group<L>, x: &[u8], w: &mut [u32], window: Window) -> Result<Vec<u8>, Error> {
    let sk = SecretKey::from_be_bytes(group, x)?;
    let mut y = vec![0u8; group.p_bytes()];
    group.public_key(&sk, &mut y, window, w)?;
    Ok(y)
}

fn shared(group: &Group<L>, x: &[u8], peer: &[u8], w: &mut [u32], window: Window) -> Result<Vec<u8>, Error> {
    let sk = SecretKey::from_be_bytes(group, x)?;
    let mut z = vec![0u8; group.p_bytes()];
    group.shared_secret(&sk, peer, &mut z, window, w)?;
    Ok(z)
}

#[test]
fn rfc7919_groups_match_the_rfc() {
    let mut w = work(4096);
    let records = rsp::parse(&read_vectors("rfc/rfc-7919-ffdhe.txt"));
    assert_eq!(records.len(), 3);
    for r in records {
        let group = if r.section.contains_key("ffdhe2048") {
            Group::<L>::ffdhe2048(&mut w)
        } else if r.section.contains_key("ffdhe3072") {
            Group::<L>::ffdhe3072(&mut w)
        } else {
            Group::<L>::ffdhe4096(&mut w)
        }
        .unwrap();
        let mut p = vec![0u8; group.p_bytes()];
        group.modulus_to_be_bytes(&mut p).unwrap();
        assert_eq!(p, r.bytes("P"));
        assert_eq!(group.q_bits(), group.p_bits() - 1);
        // g = 2 lies in the order-q subgroup (p ≡ 7 mod 8), so it passes the full public key check.
        group.check_public_key(&[2], &mut w).unwrap();
        // The same group given explicitly with q = (p-1)/2 gives the same results.
        let mut q = p.clone();
        let mut carry = 0u8;
        for b in q.iter_mut() {
            let next = *b & 1;
            *b = (*b >> 1) | (carry << 7);
            carry = next;
        }
        let explicit = Group::<L>::from_be_bytes(&p, &[2], Some(&q), &mut w).unwrap();
        let x = [0x5au8; 40];
        for window in [Window::LOW, Window::MID, Window::HIGH] {
            assert_eq!(public(&group, &x, &mut w, window), public(&explicit, &x, &mut w, window));
        }
    }
}

#[test]
fn rfc5114_vectors() {
    let mut w = work(2048);
    // The file separates every field by a blank line: merge the fields up to each `Result` line.
    let mut records = Vec::new();
    let mut current = rsp::Record::default();
    for r in rsp::parse(&read_vectors("nist-cavp/dh/RFC5114.txt")) {
        current.fields.extend(r.fields);
        if current.try_get("Result").is_some() {
            records.push(std::mem::take(&mut current));
        }
    }
    assert_eq!(records.len(), 3);
    for (i, r) in records.iter().enumerate() {
        let group = Group::<L>::from_be_bytes(&r.bytes("P"), &r.bytes("G"), Some(&r.bytes("Q")), &mut w).unwrap();
        let window = [Window::LOW, Window::MID, Window::HIGH][i];
        let p_len = group.p_bytes();
        let padded = |v: Vec<u8>| {
            let mut out = vec![0u8; p_len - v.len()];
            out.extend(v);
            out
        };
        for who in ["CAVS", "IUT"] {
            let y = public(&group, &r.bytes(&format!("Xstat{who}")), &mut w, window).unwrap();
            assert_eq!(y, padded(r.bytes(&format!("Ystat{who}"))), "{who}");
        }
        let z = padded(r.bytes("Z"));
        assert_eq!(shared(&group, &r.bytes("XstatCAVS"), &r.bytes("YstatIUT"), &mut w, window).unwrap(), z);
        assert_eq!(shared(&group, &r.bytes("XstatIUT"), &r.bytes("YstatCAVS"), &mut w, window).unwrap(), z);
    }
}

#[test]
fn cavp_kas_ffc_validity() {
    let mut w = work(2048);
    let mut group = None;
    let (mut passed, mut failed) = (0, 0);
    for r in rsp::parse(&read_vectors("nist-cavp/dh/KASValidityTest_FFCStatic_NOKC_ZZOnly_resp.fax")) {
        if let Some(p) = r.try_get("P") {
            group = Some(Group::<L>::from_be_bytes(&unhex(p), &r.bytes("G"), Some(&r.bytes("Q")), &mut w).unwrap());
            continue;
        }
        let Some(result) = r.try_get("Result") else { continue };
        let group = group.as_ref().unwrap();
        let ours = (|| -> Result<bool, Error> {
            let padded = |v: Vec<u8>| [vec![0u8; group.p_bytes() - v.len()], v].concat();
            let y_iut = public(group, &r.bytes("XstatIUT"), &mut w, Window::MID)?;
            group.check_public_key(&r.bytes("YstatIUT"), &mut w)?;
            let z = shared(group, &r.bytes("XstatIUT"), &r.bytes("YstatCAVS"), &mut w, Window::MID)?;
            Ok(y_iut == padded(r.bytes("YstatIUT")) && z == padded(r.bytes("Z")))
        })();
        let expected = result.starts_with('P');
        assert_eq!(ours.unwrap_or(false), expected, "COUNT {} ({result}): {ours:?}", r.get("COUNT"));
        if expected {
            passed += 1;
        } else {
            failed += 1;
        }
    }
    assert_eq!((passed, failed), (48, 24));
}

/// A deterministic test RNG (SplitMix64), so a failure reproduces.
struct TestRng(u64);

impl rand_core::TryRng for TestRng {
    type Error = core::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok(self.try_next_u64()? as u32)
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        Ok(z ^ (z >> 31))
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        for chunk in dst.chunks_mut(8) {
            let v = self.try_next_u64()?.to_le_bytes();
            chunk.copy_from_slice(&v[..chunk.len()]);
        }
        Ok(())
    }
}

impl rand_core::TryCryptoRng for TestRng {}

#[test]
fn ffdhe_agreement_with_generated_keys() {
    let mut w = work(3072);
    let group = Group::<L>::ffdhe3072(&mut w).unwrap();
    let mut rng = TestRng(7);
    for bits in [275, 512, 3000] {
        let a = SecretKey::generate(&group, &mut rng, bits).unwrap();
        let b = SecretKey::generate(&group, &mut rng, bits).unwrap();
        let (mut ya, mut yb) = (vec![0u8; 384], vec![0u8; 384]);
        group.public_key(&a, &mut ya, Window::MID, &mut w).unwrap();
        group.public_key(&b, &mut yb, Window::LOW, &mut w).unwrap();
        assert_ne!(ya, yb);
        let (mut za, mut zb) = (vec![0u8; 384], vec![0u8; 384]);
        group.shared_secret(&a, &yb, &mut za, Window::HIGH, &mut w).unwrap();
        group.shared_secret(&b, &ya, &mut zb, Window::MID, &mut w).unwrap();
        assert_eq!(za, zb);
        assert_ne!(za, ya);
    }
    assert_eq!(SecretKey::generate(&group, &mut rng, 3071).unwrap_err(), Error::InvalidParameter);
    assert_eq!(SecretKey::generate(&group, &mut rng, 1).unwrap_err(), Error::InvalidParameter);
}

#[test]
fn bad_input_is_an_error() {
    let mut w = work(2048);
    let group = Group::<L>::ffdhe2048(&mut w).unwrap();
    let sk = SecretKey::from_be_bytes(&group, &[3; 32]).unwrap();
    let mut p = vec![0u8; 256];
    group.modulus_to_be_bytes(&mut p).unwrap();
    let mut p_minus_1 = p.clone();
    p_minus_1[255] -= 1;
    let mut z = vec![0u8; 256];
    // Peer keys 0, 1, p-1, p, above p, and a non-residue-order element (p-2 has order 2q... not in the
    // subgroup), and a too-long encoding.
    let mut p_minus_2 = p.clone();
    p_minus_2[255] -= 2;
    let too_long = [vec![1u8], p.clone()].concat();
    for peer in [&[0u8][..], &[1], &p_minus_1, &p, &[0xff; 256], &p_minus_2, &too_long, &[]] {
        assert_eq!(group.shared_secret(&sk, peer, &mut z, Window::MID, &mut w), Err(Error::InvalidKey));
    }
    // Secret keys 0, 1, ≥ q.
    for x in [&[0u8][..], &[1], &[], &p_minus_1, &[0xff; 256]] {
        assert_eq!(SecretKey::from_be_bytes(&group, x).unwrap_err(), Error::InvalidKey);
    }
    // Wrong output length, small buffers.
    assert_eq!(group.public_key(&sk, &mut z[..255], Window::MID, &mut w), Err(Error::InvalidLength));
    assert_eq!(group.public_key(&sk, &mut z, Window::HIGH, &mut w[..100]), Err(Error::BufferTooSmall));
    // Bad caller-given groups: even p, small p, g out of range, g not of order q, p too large for L.
    let mut even = p.clone();
    even[255] ^= 1;
    assert!(Group::<L>::from_be_bytes(&even, &[2], None, &mut w).is_err());
    assert!(Group::<L>::from_be_bytes(&p[..32], &[2], None, &mut w).is_err());
    assert!(Group::<L>::from_be_bytes(&p, &[1], None, &mut w).is_err());
    assert!(Group::<L>::from_be_bytes(&p, &p_minus_1, None, &mut w).is_err());
    assert!(Group::<L>::from_be_bytes(&p, &[2], Some(&[0x0b]), &mut w).is_err());
    assert!(Group::<L>::from_be_bytes(&p, &[2], Some(&[]), &mut w).is_err());
    assert!(Group::<16>::from_be_bytes(&p, &[2], None, &mut w).is_err());
    assert!(Group::<16>::ffdhe2048(&mut w).is_err());
}
