//! ECDSA P-384 verification of a SHA-384-sized prehash, DER and fixed-size signatures, and SEC1 key
//! decoding, against RustCrypto `p384` (see `emcrypt_fuzz::ecdsa_verify_target` for the input layout).
#![no_main]
emcrypt_fuzz::ecdsa_verify_target!(emcrypt::ecc::p384, p384, 48);
