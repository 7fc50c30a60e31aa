//! SEC1 point decoding on P-256, P-384 and P-521 (compressed, uncompressed, infinity, junk), against
//! RustCrypto `p256` / `p384` where they exist (standard SEC1 tags only: see `emcrypt_fuzz::sec1_standard_tag`). Input: the encoding, tried on every curve. Checked: same
//! acceptance as the peer; an accepted point re-encodes (compressed or uncompressed, as given) to the input.
#![no_main]

use emcrypt::ecc::{p256, p384, p521};
use libfuzzer_sys::fuzz_target;

macro_rules! check {
    ($ours:ident, $data:expr) => {{
        if let Ok(key) = $ours::PublicKey::from_sec1_bytes($data) {
            let again = if $data[0] == 4 { key.to_uncompressed().as_ref().to_vec() } else { key.to_compressed().as_ref().to_vec() };
            assert_eq!(again, $data, "re-encoding");
            true
        } else {
            false
        }
    }};
}

fuzz_target!(|data: &[u8]| {
    let (ours256, ours384, ours521) = (check!(p256, data), check!(p384, data), check!(p521, data));
    if !emcrypt_fuzz::sec1_standard_tag(data) {
        assert!(!(ours256 || ours384 || ours521), "non-SEC1 tag accepted");
        return;
    }
    assert_eq!(ours256, ::p256::PublicKey::from_sec1_bytes(data).is_ok(), "P-256 vs p256");
    assert_eq!(ours384, ::p384::PublicKey::from_sec1_bytes(data).is_ok(), "P-384 vs p384");
});
