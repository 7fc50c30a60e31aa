//! The AES types through RustCrypto's `cipher` 0.5 traits: RustCrypto's own `cbc` and `ctr` modes run on
//! every emcrypt variant and give the same output as on RustCrypto's `aes`.
mod aes_support;

use aes_support::pattern;
use cipher::block_padding::Pkcs7;
use cipher::consts::U16;
use cipher::{
    BlockCipherDecrypt, BlockCipherEncrypt, BlockModeDecrypt, BlockModeEncrypt, BlockSizeUser, KeyInit, KeyIvInit,
    StreamCipher,
};
use emcrypt::cipher::aes::{Aes128, Aes192, Aes256, Compact, Fixsliced, TableBased};

fn same_as_rustcrypto<E, R>(key_len: usize)
where
    E: BlockCipherEncrypt + BlockCipherDecrypt + KeyInit + BlockSizeUser<BlockSize = U16>,
    R: BlockCipherEncrypt + BlockCipherDecrypt + KeyInit + BlockSizeUser<BlockSize = U16>,
{
    let key = pattern(key_len, 7);
    let iv = pattern(16, 8);
    for len in [0usize, 1, 15, 16, 17, 31, 32, 33, 100] {
        let msg = pattern(len, len as u8);
        let mut ours = msg.clone();
        ours.resize(len + 16, 0);
        let mut theirs = ours.clone();
        let a = cbc::Encryptor::<E>::new_from_slices(&key, &iv)
            .unwrap()
            .encrypt_padded::<Pkcs7>(&mut ours, len)
            .unwrap()
            .to_vec();
        let b = cbc::Encryptor::<R>::new_from_slices(&key, &iv)
            .unwrap()
            .encrypt_padded::<Pkcs7>(&mut theirs, len)
            .unwrap()
            .to_vec();
        assert_eq!(a, b, "CBC len {len}");
        let mut back = a.clone();
        let plain =
            cbc::Decryptor::<E>::new_from_slices(&key, &iv).unwrap().decrypt_padded::<Pkcs7>(&mut back).unwrap();
        assert_eq!(plain, &msg[..]);

        let (mut x, mut y) = (msg.clone(), msg.clone());
        ctr::Ctr128BE::<E>::new_from_slices(&key, &iv).unwrap().apply_keystream(&mut x);
        ctr::Ctr128BE::<R>::new_from_slices(&key, &iv).unwrap().apply_keystream(&mut y);
        assert_eq!(x, y, "CTR len {len}");
    }
    // Single blocks through the trait methods.
    let (e, r) = (E::new_from_slice(&key).unwrap(), R::new_from_slice(&key).unwrap());
    let mut a = cipher::Array::from([0x42u8; 16]);
    let mut b = a;
    BlockCipherEncrypt::encrypt_block(&e, &mut a);
    BlockCipherEncrypt::encrypt_block(&r, &mut b);
    assert_eq!(a, b);
    BlockCipherDecrypt::decrypt_block(&e, &mut a);
    assert_eq!(a, cipher::Array::from([0x42u8; 16]));
}

#[test]
fn rustcrypto_modes_run_on_every_variant() {
    same_as_rustcrypto::<Aes128<Fixsliced>, aes::Aes128>(16);
    same_as_rustcrypto::<Aes128<Compact>, aes::Aes128>(16);
    same_as_rustcrypto::<Aes128<TableBased>, aes::Aes128>(16);
    same_as_rustcrypto::<Aes192<Fixsliced>, aes::Aes192>(24);
    same_as_rustcrypto::<Aes192<Compact>, aes::Aes192>(24);
    same_as_rustcrypto::<Aes192<TableBased>, aes::Aes192>(24);
    same_as_rustcrypto::<Aes256<Fixsliced>, aes::Aes256>(32);
    same_as_rustcrypto::<Aes256<Compact>, aes::Aes256>(32);
    same_as_rustcrypto::<Aes256<TableBased>, aes::Aes256>(32);
}
