//! Block ciphers and their modes of operation.
//!
//! | primitive | module | variants |
//! | --- | --- | --- |
//! | AES-128/192/256 | [`aes`] | [`Fixsliced`](aes::Fixsliced) (default, constant time), [`Compact`](aes::Compact) (small, constant time), [`TableBased`](aes::TableBased) (fast, not constant time on cached cores) |
//! | Triple DES (TDEA, legacy), ECB and CBC | [`des`] | [`PackedSboxes`](des::PackedSboxes) (default, constant time), [`TableBased`](des::TableBased) (faster, not constant time on cached cores) |
//!
//! Key wrapping: [`keywrap`] (KW and KWP, RFC 3394 / 5649, SP 800-38F).
//!
//! Modes ([`modes`]) are generic over the [`BlockCipher`] trait, so every mode runs on every variant.

pub mod aes;
pub mod des;
pub mod keywrap;
pub mod modes;

use crate::Error;

/// Length in bytes of the blocks of the 128-bit block ciphers this module works with.
pub const BLOCK_LEN: usize = 16;

/// One 128-bit block.
pub type Block = [u8; BLOCK_LEN];

/// A keyed 128-bit block cipher: the layer the modes of operation are built on.
///
/// `encrypt_blocks` and `decrypt_blocks` process independent blocks (ECB on each); a variant that works on
/// several blocks at once (bitsliced AES does two) overrides them, and the parallel modes (CTR, ECB, CBC
/// decryption, CFB128 decryption, XTS) call them with as many blocks as they have at hand.
pub trait BlockCipher: Sized {
    /// Expands `key`; a key of a length the cipher does not accept is [`Error::InvalidLength`].
    fn new(key: &[u8]) -> Result<Self, Error>;

    /// Encrypts one block in place.
    fn encrypt_block(&self, block: &mut Block);

    /// Decrypts one block in place.
    fn decrypt_block(&self, block: &mut Block);

    /// CBC encryption in place: each block XOR-ed with `iv` and encrypted, `iv` becoming that ciphertext
    /// block. A cipher may override it to keep the chaining value in registers.
    fn cbc_chain_encrypt(&self, iv: &mut Block, blocks: &mut [Block]) {
        for block in blocks {
            xor_block(block, iv);
            self.encrypt_block(block);
            *iv = *block;
        }
    }

    /// CBC encryption from `input` to `output`, over as many blocks as the shorter of the two holds.
    fn cbc_chain_encrypt_into(&self, iv: &mut Block, input: &[Block], output: &mut [Block]) {
        for (i, o) in input.iter().zip(output) {
            *o = *i;
            xor_block(o, iv);
            self.encrypt_block(o);
            *iv = *o;
        }
    }

    /// Encrypts each block independently, in place.
    fn encrypt_blocks(&self, blocks: &mut [Block]) {
        for b in blocks {
            self.encrypt_block(b);
        }
    }

    /// Decrypts each block independently, in place.
    fn decrypt_blocks(&self, blocks: &mut [Block]) {
        for b in blocks {
            self.decrypt_block(b);
        }
    }
}

/// XORs one block into another, a word at a time.
#[inline(always)]
pub(crate) fn xor_block(dst: &mut Block, src: &Block) {
    *dst = (u128::from_ne_bytes(*dst) ^ u128::from_ne_bytes(*src)).to_ne_bytes();
}

/// The value of a freshly keyed `result`, borrowed where it was built, or its error. One-shot functions
/// write `let keyed = C::new(key); let cipher = borrow_ok(&keyed)?;` rather than `C::new(key)?`: the `?`
/// moves the key schedule out of the `Result`, and the compiler does not always elide the copies (in
/// `cbc::encrypt` with table-based AES-128, three 352-byte `memcpy` calls, about 3,000 cycles on the M4).
#[inline(always)]
pub(crate) fn borrow_ok<T>(result: &Result<T, Error>) -> Result<&T, Error> {
    result.as_ref().map_err(|e| *e)
}

/// [`borrow_ok`] for a context the one-shot function then mutates.
#[inline(always)]
pub(crate) fn borrow_ok_mut<T>(result: &mut Result<T, Error>) -> Result<&mut T, Error> {
    result.as_mut().map_err(|e| *e)
}

/// XORs `src` into `dst`, byte by byte, over the shorter length.
#[inline(always)]
pub(crate) fn xor_in_place(dst: &mut [u8], src: &[u8]) {
    for (d, s) in dst.iter_mut().zip(src) {
        *d ^= s;
    }
}
