//! AES-128-CBC decryption with PKCS#7 unpadding, every AES variant, against RustCrypto `cbc`.
//! Input: key (16) ‖ IV (16) ‖ ciphertext (the rest). Both must accept or refuse the same ciphertexts
//! (bad length, bad padding) and give the same plaintext.
#![no_main]

use cipher::block_padding::Pkcs7;
use cipher::{BlockModeDecrypt, KeyIvInit};
use emcrypt::cipher::aes::{Aes128, Compact, Fixsliced, TableBased};
use emcrypt::cipher::modes::cbc::{self, Padding};
use emcrypt::cipher::BlockCipher;
use emcrypt_fuzz::Input;
use libfuzzer_sys::fuzz_target;

fn ours<C: BlockCipher>(key: &[u8], iv: &[u8], ct: &[u8]) -> Option<Vec<u8>> {
    let mut out = vec![0u8; ct.len()];
    let n = cbc::decrypt::<C>(key, iv, Padding::Pkcs7, ct, &mut out).ok()?;
    out.truncate(n);
    Some(out)
}

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let (key, iv) = (input.array::<16>(), input.array::<16>());
    let ct = input.rest();
    let mut buf = ct.to_vec();
    let theirs = ::cbc::Decryptor::<aes::Aes128>::new_from_slices(&key, &iv)
        .unwrap()
        .decrypt_padded::<Pkcs7>(&mut buf)
        .ok()
        .map(|p| p.to_vec());
    let fixsliced = ours::<Aes128<Fixsliced>>(&key, &iv, ct);
    assert_eq!(fixsliced, theirs, "fixsliced vs cbc crate");
    assert_eq!(ours::<Aes128<Compact>>(&key, &iv, ct), theirs, "compact vs cbc crate");
    assert_eq!(ours::<Aes128<TableBased>>(&key, &iv, ct), theirs, "table-based vs cbc crate");
});
