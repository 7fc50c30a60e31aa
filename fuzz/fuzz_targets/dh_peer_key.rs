//! Finite-field Diffie-Hellman (SP 800-56A): domain parameter checks, the peer public key check and the
//! shared secret, against a textbook reference on `num-bigint` integers.
//! Input: mode (1) ‖ then, mode 0 (mod 4): the peer key y (the rest), in RFC 7919's ffdhe2048 group
//! (slow: a 2047-bit exponent for the subgroup check, so only a quarter of the modes); else: p, g, q (each: length byte, ≤ 128 bytes; an empty q means none) ‖ y (the rest), a caller-given group.
//! Checked against the reference: a group is accepted exactly when p is odd of 512 to 2048 bits,
//! 1 < g < p - 1 and, when q is given, 0 < q < p and g^q = 1 (mod p); y passes the check exactly when
//! 1 < y < p - 1 and, when q is known, y^q = 1; an accepted y gives the shared secret y^x mod p (x fixed),
//! `p_bytes` long, refused only when it is 1.
#![no_main]

use emcrypt::bigint::Window;
use emcrypt::dh::{work_limbs, Group, SecretKey};
use emcrypt_fuzz::{big, Input};
use libfuzzer_sys::fuzz_target;
use num_bigint::BigUint;

/// Capacity: 2048-bit groups.
const L: usize = 64;

fn reference_group(p: &BigUint, g: &BigUint, q: Option<&BigUint>) -> bool {
    let one = BigUint::from(1u32);
    let bits = p.bits();
    let p_ok = p.bit(0) && (512..=2048).contains(&bits);
    p_ok && g > &one
        && g < &(p - 1u32)
        && q.is_none_or(|q| *q != BigUint::ZERO && q < p && g.modpow(q, p) == one)
}

fn reference_peer(p: &BigUint, q: Option<&BigUint>, y: &BigUint) -> bool {
    let one = BigUint::from(1u32);
    y > &one && y < &(p - 1u32) && q.is_none_or(|q| y.modpow(q, p) == one)
}

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let custom = input.byte() % 4 != 0;
    let mut work = vec![0u32; work_limbs(2048, Window::LOW)];
    let (group, p, q) = if custom {
        let (p, g, q) = (input.bytes(128), input.bytes(128), input.bytes(128));
        let q = (!q.is_empty()).then_some(q);
        let group = Group::<L>::from_be_bytes(p, g, q, &mut work);
        let (p, g, q) = (big(p), big(g), q.map(big));
        assert_eq!(
            group.is_ok(),
            reference_group(&p, &g, q.as_ref()),
            "group acceptance vs reference"
        );
        let Ok(group) = group else { return };
        (group, p, q)
    } else {
        let group = Group::<L>::ffdhe2048(&mut work).unwrap();
        let mut p = vec![0u8; group.p_bytes()];
        group.modulus_to_be_bytes(&mut p).unwrap();
        let p = big(&p);
        let q = (&p - 1u32) >> 1;
        (group, p, Some(q))
    };
    let y = input.rest();
    let checked = group.check_public_key(y, &mut work).is_ok();
    let yv = big(y);
    if y.len() <= 4 * L {
        assert_eq!(
            checked,
            reference_peer(&p, q.as_ref(), &yv),
            "peer key check vs reference"
        );
    } else {
        assert!(
            !checked || reference_peer(&p, q.as_ref(), &yv),
            "accepted a bad long peer key"
        );
    }
    // A fixed secret below every accepted q (q > 1 is needed for 1 < x < q: tiny q are skipped).
    let x = [0x02, 0x35];
    let Ok(secret) = SecretKey::<L>::from_be_bytes(&group, &x) else {
        return;
    };
    let mut out = vec![0u8; group.p_bytes()];
    let shared = group.shared_secret(&secret, y, &mut out, Window::LOW, &mut work);
    if !checked {
        assert!(shared.is_err(), "shared secret with a refused peer key");
        return;
    }
    let z = yv.modpow(&big(&x), &p);
    if z == BigUint::from(1u32) {
        assert!(shared.is_err(), "Z = 1 accepted");
        assert!(out.iter().all(|&b| b == 0), "output left after Z = 1");
    } else {
        assert_eq!(shared, Ok(()), "shared secret refused");
        assert_eq!(big(&out), z, "shared secret vs reference");
    }
});
