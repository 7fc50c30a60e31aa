//! Shared by the AES tests: running a check on every variant for a given key length.
#![allow(dead_code)]

use emcrypt::cipher::aes::{Aes128, Aes192, Aes256, Compact, Fixsliced, TableBased};
use emcrypt::cipher::BlockCipher;

/// A check generic over the cipher, run once per AES variant.
pub trait ForEachCipher {
    fn run<C: BlockCipher>(&mut self, name: &str, key_len: usize);
}

/// Runs `check` on the three variants of AES with a `key_len`-byte key.
pub fn each_variant(key_len: usize, check: &mut impl ForEachCipher) {
    match key_len {
        16 => {
            check.run::<Aes128<Fixsliced>>("AES-128 fixsliced", key_len);
            check.run::<Aes128<Compact>>("AES-128 compact", key_len);
            check.run::<Aes128<TableBased>>("AES-128 table-based", key_len);
        }
        24 => {
            check.run::<Aes192<Fixsliced>>("AES-192 fixsliced", key_len);
            check.run::<Aes192<Compact>>("AES-192 compact", key_len);
            check.run::<Aes192<TableBased>>("AES-192 table-based", key_len);
        }
        32 => {
            check.run::<Aes256<Fixsliced>>("AES-256 fixsliced", key_len);
            check.run::<Aes256<Compact>>("AES-256 compact", key_len);
            check.run::<Aes256<TableBased>>("AES-256 table-based", key_len);
        }
        n => panic!("no AES with a {n}-byte key"),
    }
}

/// Deterministic test bytes.
pub fn pattern(len: usize, seed: u8) -> Vec<u8> {
    (0..len).map(|i| (i as u8).wrapping_mul(31).wrapping_add(seed) ^ (i >> 8) as u8).collect()
}
