//! Cipher feedback (SP 800-38A §6.3) with 128-bit segments (CFB128) or 8-bit segments (CFB8).
//!
//! CFB128 encrypts the previous ciphertext block to get 16 keystream bytes (decryption, whose cipher
//! inputs are all known, encrypts four blocks per call to the cipher); CFB8 encrypts a 16-byte shift
//! register for every byte (16 times slower) and shifts the ciphertext byte in. Any length, any split.

use super::{iv_block, out_of_place, Direction};
use crate::cipher::{borrow_ok_mut, xor_block, Block, BlockCipher};
use crate::Error;
use zeroize::Zeroize;

/// The CFB segment size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Segment {
    /// CFB8: one byte per block encryption.
    Bits8,
    /// CFB128: one block per block encryption.
    Bits128,
}

/// Streaming CFB context.
pub struct Cfb<C: BlockCipher> {
    cipher: C,
    register: Block,
    /// CFB128: bytes of `register` (the keystream block being used) already consumed.
    used: usize,
    direction: Direction,
    segment: Segment,
}

impl<C: BlockCipher> Cfb<C> {
    /// A context for `direction` and `segment` with `key` and a 16-byte `iv`.
    pub fn new(key: &[u8], iv: &[u8], direction: Direction, segment: Segment) -> Result<Self, Error> {
        Ok(Self { cipher: C::new(key)?, register: iv_block(iv)?, used: 16, direction, segment })
    }

    /// CFB128 on whole blocks, starting at a block boundary (`used == 16`): encryption chains block by
    /// block; decryption knows every cipher input in advance (the previous ciphertext blocks), so it
    /// encrypts them four at a time, which fixsliced AES runs as two pairs.
    fn whole_blocks(&mut self, blocks: &mut [Block]) {
        if self.direction == Direction::Encrypt {
            for block in blocks {
                self.cipher.encrypt_block(&mut self.register);
                xor_block(block, &self.register);
                self.register = *block;
            }
            return;
        }
        for group in blocks.chunks_mut(4) {
            let mut keystream = [[0u8; 16]; 4];
            keystream[0] = self.register;
            for (k, c) in keystream[1..].iter_mut().zip(group.iter()) {
                *k = *c;
            }
            self.register = group[group.len() - 1];
            let keystream = &mut keystream[..group.len()];
            self.cipher.encrypt_blocks(keystream);
            for (block, k) in group.iter_mut().zip(keystream.iter_mut()) {
                xor_block(block, k);
                k.zeroize();
            }
        }
    }

    /// Encrypts or decrypts `buf` in place, continuing the stream.
    pub fn append_in_place(&mut self, mut buf: &mut [u8]) {
        if self.segment == Segment::Bits128 {
            // Finish the current block byte by byte, run whole blocks, then the tail byte by byte.
            let head = (16 - self.used) % 16;
            if buf.len() >= head + 16 {
                let (first, rest) = buf.split_at_mut(head);
                self.bytewise(first);
                let (blocks, tail) = rest.as_chunks_mut::<16>();
                self.whole_blocks(blocks);
                buf = tail;
            }
        }
        self.bytewise(buf);
    }

    fn bytewise(&mut self, buf: &mut [u8]) {
        let encrypting = self.direction == Direction::Encrypt;
        for byte in buf {
            let input = *byte;
            match self.segment {
                Segment::Bits128 => {
                    if self.used == 16 {
                        // The register holds the previous ciphertext block: its encryption is the keystream.
                        self.cipher.encrypt_block(&mut self.register);
                        self.used = 0;
                    }
                    *byte = input ^ self.register[self.used];
                    // Keystream byte replaced by the ciphertext byte, building the next register.
                    self.register[self.used] = if encrypting { *byte } else { input };
                    self.used += 1;
                }
                Segment::Bits8 => {
                    let mut keystream = self.register;
                    self.cipher.encrypt_block(&mut keystream);
                    *byte = input ^ keystream[0];
                    self.register.copy_within(1.., 0);
                    self.register[15] = if encrypting { *byte } else { input };
                    keystream.zeroize();
                }
            }
        }
    }

    /// Writes the processed `input` to the first `input.len()` bytes of `output`.
    pub fn append(&mut self, input: &[u8], output: &mut [u8]) -> Result<(), Error> {
        out_of_place(input, output, |buf| {
            self.append_in_place(buf);
            Ok(())
        })
    }

    /// Ends the stream (the context is wiped).
    pub fn finish(self) {}
}

impl<C: BlockCipher> Drop for Cfb<C> {
    fn drop(&mut self) {
        self.register.zeroize();
    }
}

/// One-shot CFB encryption in place.
pub fn encrypt_in_place<C: BlockCipher>(key: &[u8], iv: &[u8], segment: Segment, buf: &mut [u8]) -> Result<(), Error> {
    borrow_ok_mut(&mut Cfb::<C>::new(key, iv, Direction::Encrypt, segment))?.append_in_place(buf);
    Ok(())
}

/// One-shot CFB decryption in place.
pub fn decrypt_in_place<C: BlockCipher>(key: &[u8], iv: &[u8], segment: Segment, buf: &mut [u8]) -> Result<(), Error> {
    borrow_ok_mut(&mut Cfb::<C>::new(key, iv, Direction::Decrypt, segment))?.append_in_place(buf);
    Ok(())
}

/// One-shot CFB encryption of `input` into the first `input.len()` bytes of `output`.
pub fn encrypt<C: BlockCipher>(
    key: &[u8],
    iv: &[u8],
    segment: Segment,
    input: &[u8],
    output: &mut [u8],
) -> Result<(), Error> {
    borrow_ok_mut(&mut Cfb::<C>::new(key, iv, Direction::Encrypt, segment))?.append(input, output)
}

/// One-shot CFB decryption of `input` into the first `input.len()` bytes of `output`.
pub fn decrypt<C: BlockCipher>(
    key: &[u8],
    iv: &[u8],
    segment: Segment,
    input: &[u8],
    output: &mut [u8],
) -> Result<(), Error> {
    borrow_ok_mut(&mut Cfb::<C>::new(key, iv, Direction::Decrypt, segment))?.append(input, output)
}
