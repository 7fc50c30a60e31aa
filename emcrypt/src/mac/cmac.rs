//! CMAC (NIST SP 800-38B, RFC 4493 for AES-128) over any 128-bit [`BlockCipher`] (every AES variant).
//!
//! CBC-MAC with the last block masked by a subkey: K1 (= 2·E(K, 0)) when the message ends on a block
//! boundary, else K2 (= 4·E(K, 0)) after 10* padding. One cipher call per 16 bytes, sequential. Constant
//! time whenever the cipher is; the tag comparison is constant time.
//!
//! ```
//! use emcrypt::cipher::aes::Aes128;
//! use emcrypt::mac::cmac::{cmac, Cmac};
//! let tag = cmac::<Aes128>(&[0u8; 16], b"message").unwrap();
//! let mut mac = Cmac::<Aes128>::new(&[0u8; 16]).unwrap();
//! mac.update(b"mess");
//! mac.update(b"age");
//! mac.verify(&tag).unwrap();
//! ```
//!
//! Tags may be truncated to their first bytes ([`Cmac::verify_truncated`], at least
//! [`MIN_TRUNCATED_TAG_LEN`] bytes); SP 800-38B Appendix A advises at least 64 bits and a limit on
//! verification attempts for short tags.

use crate::cipher::{xor_block, Block, BlockCipher};
use crate::wipe::wipe_bytes;
use crate::Error;

/// Length of a full CMAC tag in bytes.
pub const TAG_LEN: usize = 16;

/// Shortest truncated tag [`Cmac::verify_truncated`] accepts (64 bits, SP 800-38B Appendix A).
pub const MIN_TRUNCATED_TAG_LEN: usize = 8;

/// Streaming CMAC: `new(key)`, `update` in any chunks, `finalize` or `verify`. Wiped when dropped.
pub struct Cmac<C: BlockCipher> {
    cipher: C,
    /// Subkeys K1 and K2.
    k1: Block,
    k2: Block,
    /// The CBC chaining value.
    y: Block,
    /// The last block seen so far (held back: it is masked differently if it is the final one).
    buf: Block,
    used: usize,
}

/// Doubling in GF(2^128) with the polynomial x^128 + x^7 + x^2 + x + 1 (big-endian bit order): shift
/// left, and XOR 0x87 into the last byte when the top bit falls off. No branch on the secret bit.
fn dbl(block: &Block) -> Block {
    let v = u128::from_be_bytes(*block);
    ((v << 1) ^ ((v >> 127) * 0x87)).to_be_bytes()
}

impl<C: BlockCipher> Cmac<C> {
    /// Expands `key` (a length the cipher refuses is [`Error::InvalidLength`]) and derives the subkeys.
    pub fn new(key: &[u8]) -> Result<Self, Error> {
        let cipher = C::new(key)?;
        let mut l = [0u8; 16];
        cipher.encrypt_block(&mut l);
        let k1 = dbl(&l);
        let k2 = dbl(&k1);
        wipe_bytes(&mut l);
        Ok(Self { cipher, k1, k2, y: [0; 16], buf: [0; 16], used: 0 })
    }

    /// Absorbs more message.
    pub fn update(&mut self, mut data: &[u8]) {
        while !data.is_empty() {
            if self.used == 16 {
                // More data follows, so the held block is not the last: chain it.
                xor_block(&mut self.y, &self.buf);
                self.cipher.encrypt_block(&mut self.y);
                self.used = 0;
            }
            let take = (16 - self.used).min(data.len());
            self.buf[self.used..self.used + take].copy_from_slice(&data[..take]);
            self.used += take;
            data = &data[take..];
        }
    }

    /// Returns the 16-byte tag; the context is consumed (and wiped).
    pub fn finalize(mut self) -> [u8; TAG_LEN] {
        if self.used == 16 {
            xor_block(&mut self.buf, &self.k1);
        } else {
            self.buf[self.used] = 0x80;
            self.buf[self.used + 1..].fill(0);
            xor_block(&mut self.buf, &self.k2);
        }
        let mut tag = self.y;
        xor_block(&mut tag, &self.buf);
        self.cipher.encrypt_block(&mut tag);
        tag
    }

    /// Checks a full 16-byte `tag` in constant time (`Err(VerificationFailed)` if it differs or has
    /// another length).
    pub fn verify(self, tag: &[u8]) -> Result<(), Error> {
        let mut expected = self.finalize();
        let result = crate::ct::verify(&expected, tag);
        wipe_bytes(&mut expected);
        result
    }

    /// Checks a tag truncated to its first `tag.len()` bytes (8 to 16, else `Err(InvalidLength)`), in
    /// constant time.
    pub fn verify_truncated(self, tag: &[u8]) -> Result<(), Error> {
        if !(MIN_TRUNCATED_TAG_LEN..=TAG_LEN).contains(&tag.len()) {
            return Err(Error::InvalidLength);
        }
        let mut expected = self.finalize();
        let result = crate::ct::verify(&expected[..tag.len()], tag);
        wipe_bytes(&mut expected);
        result
    }
}

impl<C: BlockCipher> Drop for Cmac<C> {
    fn drop(&mut self) {
        wipe_bytes(&mut self.k1);
        wipe_bytes(&mut self.k2);
        wipe_bytes(&mut self.y);
        wipe_bytes(&mut self.buf);
    }
}

/// One-shot CMAC of `msg` under `key` with cipher `C`.
pub fn cmac<C: BlockCipher>(key: &[u8], msg: &[u8]) -> Result<[u8; TAG_LEN], Error> {
    let mut mac = Cmac::<C>::new(key)?;
    mac.update(msg);
    Ok(mac.finalize())
}

/// One-shot CMAC verification of a full 16-byte tag, in constant time.
pub fn cmac_verify<C: BlockCipher>(key: &[u8], msg: &[u8], tag: &[u8]) -> Result<(), Error> {
    let mut mac = Cmac::<C>::new(key)?;
    mac.update(msg);
    mac.verify(tag)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RFC 4493 §4 subkeys for the key 2b7e1516 28aed2a6 abf71588 09cf4f3c.
    #[test]
    fn rfc4493_subkeys() {
        let l = u128::to_be_bytes(0x7df76b0c_1ab899b3_3e42f047_b91b546f);
        assert_eq!(dbl(&l), u128::to_be_bytes(0xfbeed618_35713366_7c85e08f_7236a8de));
        assert_eq!(dbl(&dbl(&l)), u128::to_be_bytes(0xf7ddac30_6ae266cc_f90bc11e_e46d513b));
    }
}
