//! X448 (RFC 7748) against RustCrypto `x448`, for any scalar and any u-coordinate (non-canonical, twist and
//! small-order ones included). Input: scalar (56) ‖ u (56). Checked: the same output as `x448_unchecked`;
//! the checked `x448` refuses exactly the all-zero result (as `x448::x448` does); the public key from the
//! base-point routine equals the ladder on u = 5.
#![no_main]

use emcrypt::ecc::curve448::x448::{x448, x448_base, x448_raw};
use emcrypt_fuzz::Input;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let (k, u) = (input.array::<56>(), input.array::<56>());
    let ours = x448_raw(&k, &u);
    assert_eq!(ours, ::x448::x448_unchecked(k, u), "vs x448 crate");
    assert_eq!(
        x448(&k, &u).ok(),
        ::x448::x448(k, u),
        "checked form vs x448 crate"
    );
    assert_eq!(x448(&k, &u).is_err(), ours == [0u8; 56], "all-zero check");
    let mut five = [0u8; 56];
    five[0] = 5;
    assert_eq!(x448_base(&k), ::x448::x448_unchecked(k, five), "base point");
});
