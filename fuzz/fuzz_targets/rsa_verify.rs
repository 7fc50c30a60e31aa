//! RSA-2048 signature verification (PKCS#1 v1.5 and PSS, SHA-256) with Wycheproof's fixed key.
//! Input: mode (1) ‖ message (length byte, ≤ 128) ‖ salt (length byte, ≤ 64) ‖ edits (the rest, 3 bytes
//! each: see `emcrypt_fuzz::apply_edits`). Mode bits 0-1 pick the scheme: 0 PKCS#1 v1.5, 1 PSS verified
//! with the salt length, 2 PSS verified with any salt length, 3 raw (the edits' bytes are the signature).
//! Checked, with no peer crate (`rsa` is not available offline):
//! - schemes 0-2: emcrypt signs the message, the edits change the signature; it verifies exactly when
//!   the edits left it unchanged (a change to a signature below n changes the encoded message; one at
//!   or above n must be refused);
//! - PKCS#1 v1.5, always: the same verdict as a textbook reference (`s < n`, `s^e mod n` equal to
//!   `00 01 FF.. 00 DigestInfo(SHA-256) H(m)`, computed with `num-bigint`);
//! - raw: nothing panics, a random string never verifies under PSS.
#![no_main]

use emcrypt::hash::sha256::Sha256;
use emcrypt::hash::Hash;
use emcrypt::rsa::{private_work_limbs, public_work_limbs, PrivateOptions};
use emcrypt_fuzz::{apply_edits, big, rsa_key, test_rng, Input};
use libfuzzer_sys::fuzz_target;
use num_bigint::BigUint;

/// RFC 8017 §9.2 note 1: the DigestInfo prefix of SHA-256.
const SHA256_PREFIX: [u8; 19] = [
    0x30, 0x31, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01, 0x05,
    0x00, 0x04, 0x20,
];

/// RSASSA-PKCS1-v1_5-VERIFY (RFC 8017 §8.2.2) on big integers.
fn reference_pkcs1v15(n: &BigUint, e: &BigUint, k: usize, msg: &[u8], sig: &[u8]) -> bool {
    if sig.len() != k {
        return false;
    }
    let s = big(sig);
    if &s >= n {
        return false;
    }
    let m = s.modpow(e, n).to_bytes_be();
    let mut em = vec![0u8; k - m.len()];
    em.extend_from_slice(&m);
    let mut want = vec![0x00, 0x01];
    want.resize(k - SHA256_PREFIX.len() - 32 - 1, 0xff);
    want.push(0);
    want.extend_from_slice(&SHA256_PREFIX);
    want.extend_from_slice(&<Sha256 as Hash>::digest(msg));
    em == want
}

fuzz_target!(|data: &[u8]| {
    let (key, _) = rsa_key();
    let public = key.public_key();
    let k = public.size();
    let mut n = vec![0u8; k];
    public.n_bytes(&mut n);
    let (n, e) = (big(&n), BigUint::from(65537u32));

    let mut input = Input::new(data);
    let mode = input.byte() & 3;
    let msg = input.bytes(128);
    let salt = input.bytes(64);
    let edits = input.rest();
    let mut work = vec![
        0u32;
        private_work_limbs(2048, emcrypt::bigint::Window::MID, true)
            .max(public_work_limbs(2048))
    ];
    let mut rng = test_rng(0);

    let mut sig = vec![0u8; k];
    let changed = if mode == 3 {
        sig = edits.to_vec();
        true
    } else {
        let signed = if mode == 0 {
            key.sign_pkcs1v15::<Sha256, _>(
                &mut rng,
                msg,
                &mut sig,
                &mut work,
                &PrivateOptions::default(),
            )
        } else {
            let digest = <Sha256 as Hash>::digest(msg);
            key.sign_pss_prehash_with_salt::<Sha256, Sha256, _>(
                &mut rng,
                &digest,
                salt,
                &mut sig,
                &mut work,
                &PrivateOptions::default(),
            )
        };
        assert_eq!(signed, Ok(()), "signing");
        apply_edits(&mut sig, edits)
    };

    let v15 = public
        .verify_pkcs1v15::<Sha256>(msg, &sig, &mut work)
        .is_ok();
    assert_eq!(
        v15,
        reference_pkcs1v15(&n, &e, k, msg, &sig),
        "PKCS#1 v1.5 verdict vs reference"
    );
    let pss_fixed = public
        .verify_pss::<Sha256>(msg, &sig, Some(salt.len()), &mut work)
        .is_ok();
    let pss_any = public
        .verify_pss::<Sha256>(msg, &sig, None, &mut work)
        .is_ok();
    match mode {
        0 => assert_eq!(v15, !changed, "PKCS#1 v1.5 verdict on an edited signature"),
        1 | 2 => {
            assert_eq!(
                pss_fixed, !changed,
                "PSS (salt length given) verdict on an edited signature"
            );
            assert_eq!(
                pss_any, !changed,
                "PSS (any salt length) verdict on an edited signature"
            );
        }
        _ => assert!(!pss_fixed && !pss_any, "a random string verified under PSS"),
    }
    if mode != 0 {
        assert!(!v15 || mode == 3, "a PSS signature verified as PKCS#1 v1.5");
    }
});
