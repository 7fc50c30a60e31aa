//! Output feedback (SP 800-38A §6.4): the keystream is the IV encrypted again and again. Sequential by
//! nature, so fixsliced AES runs its single-block path. Encryption and decryption are the same operation.

use super::{iv_block, out_of_place};
use crate::cipher::{borrow_ok_mut, Block, BlockCipher};
use crate::Error;
use zeroize::Zeroize;

/// Streaming OFB context (encryption and decryption alike).
pub struct Ofb<C: BlockCipher> {
    cipher: C,
    register: Block,
    /// Bytes of `register` already used as keystream (16: encrypt it again first).
    used: usize,
}

impl<C: BlockCipher> Ofb<C> {
    /// A context with `key` and a 16-byte `iv`.
    pub fn new(key: &[u8], iv: &[u8]) -> Result<Self, Error> {
        Ok(Self { cipher: C::new(key)?, register: iv_block(iv)?, used: 16 })
    }

    /// XORs the next `buf.len()` keystream bytes into `buf`.
    pub fn append_in_place(&mut self, buf: &mut [u8]) {
        for byte in buf {
            if self.used == 16 {
                self.cipher.encrypt_block(&mut self.register);
                self.used = 0;
            }
            *byte ^= self.register[self.used];
            self.used += 1;
        }
    }

    /// Writes `input` XOR keystream to the first `input.len()` bytes of `output`.
    pub fn append(&mut self, input: &[u8], output: &mut [u8]) -> Result<(), Error> {
        out_of_place(input, output, |buf| {
            self.append_in_place(buf);
            Ok(())
        })
    }

    /// Ends the stream (the context is wiped).
    pub fn finish(self) {}
}

impl<C: BlockCipher> Drop for Ofb<C> {
    fn drop(&mut self) {
        self.register.zeroize();
    }
}

/// One-shot OFB in place.
pub fn apply_in_place<C: BlockCipher>(key: &[u8], iv: &[u8], buf: &mut [u8]) -> Result<(), Error> {
    borrow_ok_mut(&mut Ofb::<C>::new(key, iv))?.append_in_place(buf);
    Ok(())
}

/// One-shot OFB of `input` into the first `input.len()` bytes of `output`.
pub fn apply<C: BlockCipher>(key: &[u8], iv: &[u8], input: &[u8], output: &mut [u8]) -> Result<(), Error> {
    borrow_ok_mut(&mut Ofb::<C>::new(key, iv))?.append(input, output)
}
