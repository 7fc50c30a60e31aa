//! Electronic codebook (SP 800-38A §6.1): each block on its own. Input must be whole blocks.
//!
//! ECB leaks equal plaintext blocks; it is here for compatibility and as a test of the raw cipher.
//!
//! ```
//! use emcrypt::cipher::{aes::Aes128, modes::ecb};
//! let mut buf = [7u8; 32];
//! ecb::encrypt_in_place::<Aes128>(&[0; 16], &mut buf).unwrap();
//! ecb::decrypt_in_place::<Aes128>(&[0; 16], &mut buf).unwrap();
//! assert_eq!(buf, [7u8; 32]);
//! ```

use super::{block_buffer::BlockBuffer, out_of_place, Direction};
use crate::cipher::{borrow_ok, BlockCipher};
use crate::Error;

/// Streaming ECB context.
pub struct Ecb<C: BlockCipher> {
    cipher: C,
    direction: Direction,
    buffer: BlockBuffer,
}

impl<C: BlockCipher> Ecb<C> {
    /// A context for `direction` under `key`.
    pub fn new(key: &[u8], direction: Direction) -> Result<Self, Error> {
        Ok(Self { cipher: C::new(key)?, direction, buffer: BlockBuffer::new() })
    }

    /// Processes `input`; writes the whole blocks completed so far to `output` and returns their length.
    pub fn append(&mut self, input: &[u8], output: &mut [u8]) -> Result<usize, Error> {
        let (cipher, direction) = (&self.cipher, self.direction);
        self.buffer.append(input, output, 0, |blocks| crypt(cipher, direction, blocks))
    }

    /// Ends the message: an incomplete last block is [`Error::InvalidLength`].
    pub fn finish(self) -> Result<(), Error> {
        if self.buffer.held().is_empty() {
            Ok(())
        } else {
            Err(Error::InvalidLength)
        }
    }
}

fn crypt<C: BlockCipher>(cipher: &C, direction: Direction, blocks: &mut [[u8; 16]]) {
    match direction {
        Direction::Encrypt => cipher.encrypt_blocks(blocks),
        Direction::Decrypt => cipher.decrypt_blocks(blocks),
    }
}

fn in_place<C: BlockCipher>(cipher: &C, direction: Direction, buf: &mut [u8]) -> Result<(), Error> {
    let (blocks, rest) = buf.as_chunks_mut::<16>();
    if !rest.is_empty() {
        return Err(Error::InvalidLength);
    }
    crypt(cipher, direction, blocks);
    Ok(())
}

/// Encrypts `buf` (whole blocks) in place.
pub fn encrypt_in_place<C: BlockCipher>(key: &[u8], buf: &mut [u8]) -> Result<(), Error> {
    in_place(borrow_ok(&C::new(key))?, Direction::Encrypt, buf)
}

/// Decrypts `buf` (whole blocks) in place.
pub fn decrypt_in_place<C: BlockCipher>(key: &[u8], buf: &mut [u8]) -> Result<(), Error> {
    in_place(borrow_ok(&C::new(key))?, Direction::Decrypt, buf)
}

/// One-shot: encrypts `input` into the first `input.len()` bytes of `output`.
pub fn encrypt<C: BlockCipher>(key: &[u8], input: &[u8], output: &mut [u8]) -> Result<(), Error> {
    let keyed = C::new(key);
    let cipher = borrow_ok(&keyed)?;
    out_of_place(input, output, |buf| in_place(cipher, Direction::Encrypt, buf))
}

/// One-shot: decrypts `input` into the first `input.len()` bytes of `output`.
pub fn decrypt<C: BlockCipher>(key: &[u8], input: &[u8], output: &mut [u8]) -> Result<(), Error> {
    let keyed = C::new(key);
    let cipher = borrow_ok(&keyed)?;
    out_of_place(input, output, |buf| in_place(cipher, Direction::Decrypt, buf))
}
