//! RSA key decoding from DER: PKCS#1 `RSAPublicKey` and `RSAPrivateKey`, X.509 `SubjectPublicKeyInfo`,
//! PKCS#8 `PrivateKeyInfo`, at two capacities (RSA-2048 and RSA-4096 limbs). Input: the DER, tried with
//! every decoder. No peer crate; checked:
//! - nothing panics, and the two capacities agree whenever the key fits the smaller one;
//! - a SubjectPublicKeyInfo that decodes wraps a PKCS#1 public key that decodes to the same key, and the
//!   same for PKCS#8 around a PKCS#1 private key (the wrappers are stripped, never reinterpreted);
//! - an accepted private key works: a PKCS#1 v1.5 signature it makes verifies under its public key
//!   (private operation with the result check on, so an inconsistent key must be refused at decoding).
#![no_main]

use emcrypt::bigint::Window;
use emcrypt::hash::sha256::Sha256;
use emcrypt::rsa::{private_work_limbs, PrivateKey, PrivateOptions, PublicKey};
use emcrypt_fuzz::test_rng;
use libfuzzer_sys::fuzz_target;

/// The contents of the last BIT STRING / OCTET STRING of a DER SEQUENCE (the wrapped key), when the
/// outer structure is short enough to find by a plain walk. Only used to cross-check accepted keys.
fn last_wrapped(der: &[u8], tag: u8) -> Option<&[u8]> {
    fn element(buf: &[u8]) -> Option<(u8, &[u8], &[u8])> {
        let (&t, rest) = buf.split_first()?;
        let (&first, rest) = rest.split_first()?;
        let (len, rest) = if first < 0x80 {
            (first as usize, rest)
        } else {
            let n = (first & 0x7f) as usize;
            let bytes = rest.get(..n)?;
            (
                bytes.iter().fold(0usize, |a, b| (a << 8) | *b as usize),
                &rest[n..],
            )
        };
        Some((t, rest.get(..len)?, &rest[len..]))
    }
    let (_, mut body, _) = element(der)?;
    let mut found = None;
    while !body.is_empty() {
        let (t, content, rest) = element(body)?;
        if t == tag {
            found = Some(content);
        }
        body = rest;
    }
    found
}

fn public_eq<const A: usize, const B: usize>(a: &PublicKey<A>, b: &PublicKey<B>) -> bool {
    let (mut x, mut y) = (vec![0u8; 512], vec![0u8; 512]);
    a.n_bytes(&mut x);
    b.n_bytes(&mut y);
    x == y && a.bits() == b.bits()
}

fn check_private<const L: usize>(key: &PrivateKey<L>) {
    let public = key.public_key();
    let mut sig = vec![0u8; public.size()];
    let mut work = vec![0u32; private_work_limbs(32 * L, Window::LOW, key.has_crt())];
    let opts = PrivateOptions {
        window: Window::LOW,
        crt: key.has_crt(),
        ..PrivateOptions::default()
    };
    if key
        .sign_pkcs1v15::<Sha256, _>(&mut test_rng(3), b"fuzz", &mut sig, &mut work, &opts)
        .is_ok()
    {
        assert!(
            public
                .verify_pkcs1v15::<Sha256>(b"fuzz", &sig, &mut work)
                .is_ok(),
            "signature of an accepted key"
        );
    }
}

fuzz_target!(|der: &[u8]| {
    let pub1 = (
        PublicKey::<64>::from_pkcs1_der(der),
        PublicKey::<128>::from_pkcs1_der(der),
    );
    let spki = (
        PublicKey::<64>::from_public_key_der(der),
        PublicKey::<128>::from_public_key_der(der),
    );
    let priv1 = (
        PrivateKey::<64>::from_pkcs1_der(der),
        PrivateKey::<128>::from_pkcs1_der(der),
    );
    let pkcs8 = (
        PrivateKey::<64>::from_pkcs8_der(der),
        PrivateKey::<128>::from_pkcs8_der(der),
    );

    if let Ok(small) = &pub1.0 {
        assert!(public_eq(
            small,
            pub1.1.as_ref().expect("PKCS#1 public: capacities disagree")
        ));
    }
    if let Ok(small) = &spki.0 {
        assert!(public_eq(
            small,
            spki.1.as_ref().expect("SPKI: capacities disagree")
        ));
    }
    if let Ok(big) = &spki.1 {
        let inner = last_wrapped(der, 0x03)
            .and_then(|b| b.split_first())
            .map(|(_, k)| k)
            .expect("SPKI structure");
        let inner =
            PublicKey::<128>::from_pkcs1_der(inner).expect("SPKI accepted, inner PKCS#1 refused");
        assert!(public_eq(big, &inner), "SPKI vs inner PKCS#1");
    }
    if let Ok(small) = &priv1.0 {
        let big = priv1
            .1
            .as_ref()
            .expect("PKCS#1 private: capacities disagree");
        assert!(public_eq(small.public_key(), big.public_key()));
    }
    if let Ok(small) = &pkcs8.0 {
        let big = pkcs8.1.as_ref().expect("PKCS#8: capacities disagree");
        assert!(public_eq(small.public_key(), big.public_key()));
    }
    if let Ok(big) = &pkcs8.1 {
        let inner = last_wrapped(der, 0x04).expect("PKCS#8 structure");
        let inner = PrivateKey::<128>::from_pkcs1_der(inner)
            .expect("PKCS#8 accepted, inner PKCS#1 refused");
        assert!(
            public_eq(big.public_key(), inner.public_key()),
            "PKCS#8 vs inner PKCS#1"
        );
    }
    // One signature per accepted private key, at the smallest capacity that holds it.
    match (&priv1.0, &priv1.1) {
        (Ok(k), _) => check_private(k),
        (_, Ok(k)) => check_private(k),
        _ => {}
    }
    if let (Ok(k), _) = (&pkcs8.0, &priv1.0) {
        check_private(k);
    }
});
