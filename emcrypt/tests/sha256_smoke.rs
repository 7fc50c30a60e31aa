//! Quick checks of SHA-224/256 against RustCrypto `sha2`; the CAVP files are run by `sha2_cavp.rs`.
mod common;

use emcrypt::hash::sha256::{Compact, Sha224, Sha256, Unrolled};
use sha2::Digest;

#[test]
fn both_variants_match_rustcrypto_on_every_length_to_300() {
    for n in 0..300usize {
        let m: Vec<u8> = (0..n).map(|i| (i * 7 + 3) as u8).collect();
        let expected = sha2::Sha256::digest(&m);
        let mut u = Sha256::<Unrolled>::new();
        u.update(&m);
        assert_eq!(u.finalize()[..], expected[..], "unrolled, len {n}");
        let mut c = Sha256::<Compact>::new();
        c.update(&m);
        assert_eq!(c.finalize()[..], expected[..], "compact, len {n}");
        let mut t = Sha224::<Compact>::new();
        t.update(&m);
        assert_eq!(t.finalize()[..], sha2::Sha224::digest(&m)[..], "sha224, len {n}");
    }
}

#[test]
fn fips_180_abc() {
    // FIPS 180-4 example (NIST "SHA256.pdf"): SHA-256("abc").
    assert_eq!(
        emcrypt::hash::sha256::sha256(b"abc")[..],
        common::unhex("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")[..]
    );
}
