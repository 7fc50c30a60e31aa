//! X25519 (RFC 7748) against RustCrypto `x25519-dalek`, for any scalar and any u-coordinate (non-canonical
//! and small-order ones included). Input: scalar (32) ‖ u (32). The checked `x25519` must refuse exactly the
//! all-zero shared secret.
#![no_main]

use emcrypt::ecc::curve25519::x25519::{x25519, x25519_raw};
use emcrypt_fuzz::Input;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let (k, u) = (input.array::<32>(), input.array::<32>());
    let ours = x25519_raw(&k, &u);
    assert_eq!(ours, x25519_dalek::x25519(k, u), "vs x25519-dalek");
    assert_eq!(x25519(&k, &u).is_err(), ours == [0u8; 32], "all-zero check");
});
