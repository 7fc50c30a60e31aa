//! XTS (IEEE 1619, SP 800-38E): length-preserving encryption of storage data units (sectors).
//!
//! The key is two keys of the cipher's size side by side (32 bytes for XTS-AES-128, 64 for XTS-AES-256):
//! the first encrypts data, the second encrypts the 16-byte tweak (the data unit number, usually
//! little-endian, see [`sector_tweak`]). Block `j` is encrypted as `E(P ^ T_j) ^ T_j` with
//! `T_j = E_2(tweak)·α^j` in GF(2^128); a data unit that is not whole blocks ends with ciphertext stealing.
//! Data units are 16 bytes or longer. Blocks are encrypted four per call to the cipher (fixsliced AES runs
//! them as two pairs).
//!
//! Each call processes one whole data unit: XTS has no streaming form, the context is keyed once and
//! used for any number of data units. Equal key halves are refused ([`Error::InvalidKey`]) as IEEE
//! 1619-2018 §5.1 requires.

use super::{out_of_place, Direction};
use crate::cipher::{borrow_ok_mut, xor_block, Block, BlockCipher};
use crate::Error;
use subtle::ConstantTimeEq;
use zeroize::Zeroize;

/// Blocks handed to the cipher per call.
const BATCH: usize = 4;

/// The 16-byte tweak for data unit number `n`: `n` little-endian, zero-extended (IEEE 1619 §5.1).
pub fn sector_tweak(n: u64) -> [u8; 16] {
    u128::from(n).to_le_bytes()
}

/// Multiplies the tweak by α (x) in GF(2^128) with the little-endian convention of IEEE 1619 §5.2.
fn mul_alpha(t: &mut Block) {
    let v = u128::from_le_bytes(*t);
    let carry = (v >> 127) as u8;
    let mut r = (v << 1).to_le_bytes();
    r[0] ^= 0x87 & 0u8.wrapping_sub(carry);
    *t = r;
}

/// An XTS context: the data cipher and the tweak cipher.
pub struct Xts<C: BlockCipher> {
    data: C,
    tweak: C,
}

impl<C: BlockCipher> Xts<C> {
    /// Splits `key` into its two halves (an odd length is [`Error::InvalidLength`]; a half the cipher does
    /// not accept too; equal halves [`Error::InvalidKey`]).
    pub fn new(key: &[u8]) -> Result<Self, Error> {
        if key.len() % 2 != 0 {
            return Err(Error::InvalidLength);
        }
        let (k1, k2) = key.split_at(key.len() / 2);
        let (data, tweak) = (C::new(k1)?, C::new(k2)?);
        if bool::from(k1.ct_eq(k2)) {
            return Err(Error::InvalidKey);
        }
        Ok(Self { data, tweak })
    }

    /// Encrypts one data unit in place.
    pub fn encrypt_in_place(&self, tweak: &[u8; 16], buf: &mut [u8]) -> Result<(), Error> {
        self.process(tweak, buf, Direction::Encrypt)
    }

    /// Decrypts one data unit in place.
    pub fn decrypt_in_place(&self, tweak: &[u8; 16], buf: &mut [u8]) -> Result<(), Error> {
        self.process(tweak, buf, Direction::Decrypt)
    }

    /// Encrypts the data unit `input` into the first `input.len()` bytes of `output`.
    pub fn encrypt(&self, tweak: &[u8; 16], input: &[u8], output: &mut [u8]) -> Result<(), Error> {
        out_of_place(input, output, |buf| self.encrypt_in_place(tweak, buf))
    }

    /// Decrypts the data unit `input` into the first `input.len()` bytes of `output`.
    pub fn decrypt(&self, tweak: &[u8; 16], input: &[u8], output: &mut [u8]) -> Result<(), Error> {
        out_of_place(input, output, |buf| self.decrypt_in_place(tweak, buf))
    }

    /// `E(b ^ t) ^ t` (or with `D`) on up to four blocks, advancing the tweak past them.
    fn blocks(&self, t: &mut Block, blocks: &mut [Block], direction: Direction) {
        for group in blocks.chunks_mut(BATCH) {
            let mut tweaks = [[0u8; 16]; BATCH];
            for (block, tw) in group.iter_mut().zip(tweaks.iter_mut()) {
                *tw = *t;
                xor_block(block, tw);
                mul_alpha(t);
            }
            match direction {
                Direction::Encrypt => self.data.encrypt_blocks(group),
                Direction::Decrypt => self.data.decrypt_blocks(group),
            }
            for (block, tw) in group.iter_mut().zip(tweaks.iter()) {
                xor_block(block, tw);
            }
            tweaks.zeroize();
        }
    }

    fn process(&self, tweak: &[u8; 16], buf: &mut [u8], direction: Direction) -> Result<(), Error> {
        if buf.len() < 16 {
            return Err(Error::InvalidLength);
        }
        let mut t = *tweak;
        self.tweak.encrypt_block(&mut t);
        let stolen = buf.len() % 16;
        let (blocks, partial) = buf.as_chunks_mut::<16>();
        if stolen == 0 {
            self.blocks(&mut t, blocks, direction);
            t.zeroize();
            return Ok(());
        }
        // Ciphertext stealing over the last full block and the partial one (IEEE 1619 §5.3.2, §5.4.2).
        let (head, last) = blocks.split_at_mut(blocks.len() - 1);
        let last = &mut last[0];
        self.blocks(&mut t, head, direction);
        // Encryption uses tweaks T_{m-1} then T_m on the two final blocks; decryption the reverse order.
        let mut t_next = t;
        mul_alpha(&mut t_next);
        let (first, second) = match direction {
            Direction::Encrypt => (&mut t, &mut t_next),
            Direction::Decrypt => (&mut t_next, &mut t),
        };
        self.blocks(first, core::slice::from_mut(last), direction);
        // `last` now holds CC (or PP): its first bytes become the final partial block, its tail is stolen.
        let mut merged = *last;
        merged[..stolen].copy_from_slice(partial);
        partial.copy_from_slice(&last[..stolen]);
        self.blocks(second, core::slice::from_mut(&mut merged), direction);
        *last = merged;
        merged.zeroize();
        t.zeroize();
        t_next.zeroize();
        Ok(())
    }
}

/// One-shot XTS encryption of one data unit in place.
pub fn encrypt_in_place<C: BlockCipher>(key: &[u8], tweak: &[u8; 16], buf: &mut [u8]) -> Result<(), Error> {
    borrow_ok_mut(&mut Xts::<C>::new(key))?.encrypt_in_place(tweak, buf)
}

/// One-shot XTS decryption of one data unit in place.
pub fn decrypt_in_place<C: BlockCipher>(key: &[u8], tweak: &[u8; 16], buf: &mut [u8]) -> Result<(), Error> {
    borrow_ok_mut(&mut Xts::<C>::new(key))?.decrypt_in_place(tweak, buf)
}
