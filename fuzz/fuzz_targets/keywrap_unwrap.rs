//! AES-128 key unwrapping, KW and KWP (SP 800-38F / RFC 3394 / RFC 5649), against RustCrypto `aes-kw`.
//! Input: mode (1: bit 0 = KWP) ‖ KEK (16) ‖ wrapped key (the rest). Both must accept the same inputs and
//! unwrap them to the same key; a refused unwrap leaves emcrypt's output zeroed.
#![no_main]

use cipher::KeyInit;
use emcrypt::cipher::aes::Aes128;
use emcrypt::cipher::keywrap;
use emcrypt_fuzz::Input;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let padded = input.byte() & 1 == 1;
    let kek = input.array::<16>();
    let wrapped = input.rest();
    let mut buf = vec![0u8; wrapped.len()];
    let mut ours = vec![0xa5u8; wrapped.len().saturating_sub(8)];
    if padded {
        let theirs = aes_kw::KwpAes128::new(&kek.into()).unwrap_key(wrapped, &mut buf).ok().map(|k| k.to_vec());
        let result = keywrap::unwrap_padded::<Aes128>(&kek, wrapped, &mut ours);
        match result {
            Ok(n) => assert_eq!(Some(&ours[..n]), theirs.as_deref(), "KWP vs aes-kw"),
            Err(_) => {
                // aes-kw takes an 8-byte KWP input that equals the integrity check value with length 0 as an
                // empty key, without decrypting anything; RFC 5649 requires at least 16 bytes.
                if wrapped.len() >= 16 {
                    assert_eq!(theirs, None, "KWP refused what aes-kw accepts");
                }
                assert!(ours.iter().all(|&b| b == 0), "key data left after a refused KWP unwrap");
            }
        }
    } else {
        let theirs = aes_kw::KwAes128::new(&kek.into()).unwrap_key(wrapped, &mut buf).ok().map(|k| k.to_vec());
        match keywrap::unwrap::<Aes128>(&kek, wrapped, &mut ours) {
            Ok(()) => assert_eq!(Some(&ours[..]), theirs.as_deref(), "KW vs aes-kw"),
            Err(_) => {
                // aes-kw unwraps 16-byte inputs (one semiblock of key); SP 800-38F requires at least 24.
                if wrapped.len() >= 24 {
                    assert_eq!(theirs, None, "KW refused what aes-kw accepts");
                }
                assert!(ours.iter().all(|&b| b == 0), "key data left after a refused KW unwrap");
            }
        }
    }
});
