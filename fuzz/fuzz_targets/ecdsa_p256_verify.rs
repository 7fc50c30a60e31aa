//! ECDSA P-256 verification of a SHA-256-sized prehash, DER and fixed-size signatures, and SEC1 key
//! decoding, against RustCrypto `p256` (see `emcrypt_fuzz::ecdsa_verify_target` for the input layout).
#![no_main]
emcrypt_fuzz::ecdsa_verify_target!(emcrypt::ecc::p256, p256, 32);
