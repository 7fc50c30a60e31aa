//! [`cipher`] 0.5 traits for the AES types, so every variant plugs into the RustCrypto modes (`cbc`, `ctr`,
//! `aes-gcm`, ...): `KeyInit`, `BlockCipherEncrypt`, `BlockCipherDecrypt`.
//!
//! The backends declare two blocks in parallel and hand them to the variant's multi-block entry, so the
//! fixsliced variant runs them as one pair. The key size follows the number of rounds, one impl per size.
//! (The names `encrypt_block`/`decrypt_block` exist in both this crate's `BlockCipher` and RustCrypto's
//! traits; with both in scope, call them with the trait's path.)

use crate::cipher::aes::{Aes, Variant};
use crate::cipher::BlockCipher;
use ::cipher::consts::{U16, U2, U24, U32};
use ::cipher::{
    Array, Block, BlockCipherDecBackend, BlockCipherDecClosure, BlockCipherDecrypt, BlockCipherEncBackend,
    BlockCipherEncClosure, BlockCipherEncrypt, BlockSizeUser, InOut, Key, KeyInit, KeySizeUser, ParBlocks,
    ParBlocksSizeUser,
};

impl<V: Variant, const R: usize> BlockSizeUser for Aes<V, R> {
    type BlockSize = U16;
}

macro_rules! key_size {
    ($rounds_plus_one:literal, $key_size:ty) => {
        impl<V: Variant> KeySizeUser for Aes<V, $rounds_plus_one> {
            type KeySize = $key_size;
        }

        impl<V: Variant> KeyInit for Aes<V, $rounds_plus_one> {
            fn new(key: &Key<Self>) -> Self {
                match Aes::<V, $rounds_plus_one>::new(key.as_slice()) {
                    Ok(aes) => aes,
                    // The key's array type has exactly the length `Aes::new` accepts.
                    Err(_) => unreachable!("AES key of the wrong length"),
                }
            }
        }
    };
}

key_size!(11, U16);
key_size!(13, U24);
key_size!(15, U32);

/// Encryption or decryption backend: a borrowed AES key schedule.
struct Backend<'a, V: Variant, const R: usize>(&'a Aes<V, R>);

impl<V: Variant, const R: usize> BlockSizeUser for Backend<'_, V, R> {
    type BlockSize = U16;
}

impl<V: Variant, const R: usize> ParBlocksSizeUser for Backend<'_, V, R> {
    type ParBlocksSize = U2;
}

/// Runs `f` on the input block(s) copied out, writing the result to the output block(s).
fn through<const N: usize>(inputs: [&Array<u8, U16>; N], f: impl FnOnce(&mut [[u8; 16]; N])) -> [[u8; 16]; N] {
    let mut blocks: [[u8; 16]; N] = core::array::from_fn(|i| (*inputs[i]).into());
    f(&mut blocks);
    blocks
}

impl<V: Variant, const R: usize> BlockCipherEncBackend for Backend<'_, V, R> {
    fn encrypt_block(&self, mut block: InOut<'_, '_, Block<Self>>) {
        let [out] = through([block.get_in()], |b| BlockCipher::encrypt_block(self.0, &mut b[0]));
        *block.get_out() = out.into();
    }

    fn encrypt_par_blocks(&self, mut blocks: InOut<'_, '_, ParBlocks<Self>>) {
        let input = blocks.get_in();
        let out = through([&input[0], &input[1]], |b| BlockCipher::encrypt_blocks(self.0, b));
        let output = blocks.get_out();
        output[0] = out[0].into();
        output[1] = out[1].into();
    }
}

impl<V: Variant, const R: usize> BlockCipherDecBackend for Backend<'_, V, R> {
    fn decrypt_block(&self, mut block: InOut<'_, '_, Block<Self>>) {
        let [out] = through([block.get_in()], |b| BlockCipher::decrypt_block(self.0, &mut b[0]));
        *block.get_out() = out.into();
    }

    fn decrypt_par_blocks(&self, mut blocks: InOut<'_, '_, ParBlocks<Self>>) {
        let input = blocks.get_in();
        let out = through([&input[0], &input[1]], |b| BlockCipher::decrypt_blocks(self.0, b));
        let output = blocks.get_out();
        output[0] = out[0].into();
        output[1] = out[1].into();
    }
}

impl<V: Variant, const R: usize> BlockCipherEncrypt for Aes<V, R> {
    fn encrypt_with_backend(&self, f: impl BlockCipherEncClosure<BlockSize = U16>) {
        f.call(&Backend(self));
    }
}

impl<V: Variant, const R: usize> BlockCipherDecrypt for Aes<V, R> {
    fn decrypt_with_backend(&self, f: impl BlockCipherDecClosure<BlockSize = U16>) {
        f.call(&Backend(self));
    }
}
