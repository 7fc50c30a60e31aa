//! ECDSA P-521 verification of a SHA-512-sized prehash, DER and fixed-size signatures, and SEC1 key
//! decoding. No RustCrypto peer (p521 is not a dependency): checked that nothing panics and that a DER
//! signature that decodes re-encodes to the same bytes. Input as `emcrypt_fuzz::ecdsa_verify_target`.
#![no_main]

use emcrypt::ecc::p521::{PublicKey, Signature};
use emcrypt_fuzz::Input;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let der = input.byte() & 1 == 1;
    let key = input.bytes(1 + 2 * 66);
    let prehash = input.array::<64>();
    let bytes = input.rest();
    let key = PublicKey::from_sec1_bytes(key);
    let sig = if der { Signature::from_der(bytes) } else { Signature::from_bytes(bytes) };
    if let (Ok(s), true) = (&sig, der) {
        let mut again = [0u8; Signature::MAX_DER_LEN];
        let n = s.to_der(&mut again).unwrap();
        assert_eq!(&again[..n], bytes, "DER re-encoding");
    }
    if let (Ok(k), Ok(s)) = (key, sig) {
        let _ = k.verify_prehash(&prehash, &s);
    }
});

