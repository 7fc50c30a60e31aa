//! Key derivation: HKDF (extract, expand, one-shot) and PBKDF2 against the RFC vectors.

use crate::tally::Tally;
use crate::vectors::{self, HkdfCase, Pbkdf2Case};
use emcrypt::hash::{sha1, sha256, Hash};
use emcrypt::kdf::{hkdf, pbkdf2_hmac};

/// The longest derived output among the cases (RFC 5869 case 2: 82 bytes).
const OUT_MAX: usize = 128;

pub fn run(t: &mut Tally) {
    check_hkdf::<sha1::Sha1>(t, "hkdf-sha1", vectors::HKDF_SHA1);
    check_hkdf::<sha256::Sha256>(t, "hkdf-sha256", vectors::HKDF_SHA256);
    check_pbkdf2::<sha1::Sha1>(t, "pbkdf2-hmac-sha1", vectors::PBKDF2_SHA1);
}

#[inline(never)] // a frame of its own, see hashes::check
fn check_hkdf<H: Hash>(t: &mut Tally, algorithm: &str, cases: &[HkdfCase]) {
    for case in cases {
        t.check(algorithm, case.label, "extract", hkdf::extract::<H>(case.salt, case.ikm).as_ref(), case.prk);

        let mut okm = [0u8; OUT_MAX];
        let Some(okm) = t.output(algorithm, case.label, &mut okm, case.okm.len()) else { continue };
        let expanded = hkdf::expand::<H>(case.prk, case.info, okm);
        t.check_that(algorithm, case.label, "expand succeeds", expanded.is_ok());
        t.check(algorithm, case.label, "expand", okm, case.okm);

        okm.fill(0);
        let derived = hkdf::hkdf::<H>(case.salt, case.ikm, case.info, okm);
        t.check_that(algorithm, case.label, "one-shot succeeds", derived.is_ok());
        t.check(algorithm, case.label, "one-shot", okm, case.okm);
    }
}

#[inline(never)] // a frame of its own, see hashes::check
fn check_pbkdf2<H: Hash>(t: &mut Tally, algorithm: &str, cases: &[Pbkdf2Case]) {
    for case in cases {
        let mut key = [0u8; OUT_MAX];
        let Some(key) = t.output(algorithm, case.label, &mut key, case.key.len()) else { continue };
        let derived = pbkdf2_hmac::<H>(case.password, case.salt, case.iterations, key);
        t.check_that(algorithm, case.label, "succeeds", derived.is_ok());
        t.check(algorithm, case.label, "derived key", key, case.key);
    }
}
