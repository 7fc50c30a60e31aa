//! CCM (NIST SP 800-38C, RFC 3610): CBC-MAC then counter mode, over any 128-bit [`BlockCipher`] (every
//! AES variant). Constant time whenever the cipher is: lengths are public, no table, no secret branch.
//!
//! ```
//! use emcrypt::aead::ccm;
//! use emcrypt::cipher::aes::Aes128;
//! let (key, nonce) = ([7u8; 16], [9u8; 13]);
//! let mut ct = [0u8; 5];
//! let mut tag = [0u8; 8]; // the tag length is the length of this slice
//! ccm::encrypt::<Aes128>(&key, &nonce, b"header", b"hello", &mut ct, &mut tag).unwrap();
//! let mut pt = [0u8; 5];
//! ccm::decrypt::<Aes128>(&key, &nonce, b"header", &ct, &tag, &mut pt).unwrap();
//! assert_eq!(&pt, b"hello");
//! ```
//!
//! # Parameters (SP 800-38C §A.1)
//! * **Nonce**: 7 to 13 bytes. Its length `n` sets the length field of the counter blocks, `q = 15 − n`
//!   bytes, and so the longest payload: 2^(8q) − 1 bytes (65535 bytes with a 13-byte nonce, 2^64 − 1 with
//!   a 7-byte one). A longer payload is [`Error::InvalidLength`].
//! * **Tag**: 4, 6, 8, 10, 12, 14 or 16 bytes, picked by the length of the tag slice; anything else is
//!   [`Error::InvalidLength`]. Short tags (4 or 6 bytes) give correspondingly weak forgery resistance.
//! * **AAD**: any length (encoded with a 2-, 6- or 10-byte prefix).
//!
//! # Tiers
//! * One-shot: [`encrypt`], [`decrypt`], [`encrypt_in_place`], [`decrypt_in_place`]; a keyed [`Ccm`]
//!   does the same for many messages under one key. Decryption runs the counter mode into the output,
//!   checks the tag in constant time, and zeroes the output if it does not match.
//! * Streaming: [`Encryptor`] and [`Decryptor`]. CCM puts the payload length (and whether there is AAD)
//!   in its first CBC-MAC block and the AAD length right after it, so both lengths and the tag length
//!   are given up front: `new(key, nonce, aad_len, msg_len, tag_len)`, then [`aad`](Encryptor::aad)
//!   until `aad_len` bytes came, `append` in any chunk sizes until `msg_len` bytes came, then `finish` /
//!   `finish_verify`. Any split gives the one-shot result; more bytes than declared, text before the AAD
//!   is complete, or finishing short of `msg_len` is [`Error::InvalidLength`]. **The plaintext released
//!   by [`Decryptor::append`] is unauthenticated until [`Decryptor::finish_verify`] succeeds.**

use super::block_stream::BlockStream;
use super::counter_mode::{CounterStream, Increment};
use super::same_len;
use crate::cipher::{borrow_ok, xor_block, Block, BlockCipher};
use crate::wipe::wipe_bytes;
use crate::Error;

/// Shortest nonce in bytes.
pub const MIN_NONCE_LEN: usize = 7;
/// Longest nonce in bytes.
pub const MAX_NONCE_LEN: usize = 13;

/// CCM keyed with one key (the expanded cipher key, wiped when dropped).
pub struct Ccm<C: BlockCipher> {
    cipher: C,
}

/// Checks the nonce, tag and payload lengths; returns `q`, the length of the length field.
fn check(nonce: &[u8], tag_len: usize, payload_len: u64) -> Result<usize, Error> {
    if !(MIN_NONCE_LEN..=MAX_NONCE_LEN).contains(&nonce.len()) || !(4..=16).contains(&tag_len) || tag_len % 2 != 0 {
        return Err(Error::InvalidLength);
    }
    let q = 15 - nonce.len();
    if q < 8 && payload_len >> (8 * q) != 0 {
        return Err(Error::InvalidLength);
    }
    Ok(q)
}

impl<C: BlockCipher> Ccm<C> {
    /// Expands `key` (a length the cipher refuses is [`Error::InvalidLength`]).
    pub fn new(key: &[u8]) -> Result<Self, Error> {
        Ok(Self { cipher: C::new(key)? })
    }

    /// The CBC-MAC state after B0 and, when there is AAD, its length prefix (SP 800-38C §A.2): the AAD
    /// itself comes next.
    fn mac_start(&self, nonce: &[u8], q: usize, tag_len: usize, aad_len: u64, payload_len: u64) -> BlockStream {
        let mut b0 = [0u8; 16];
        b0[0] = (u8::from(aad_len != 0) << 6) | (((tag_len as u8 - 2) / 2) << 3) | (q as u8 - 1);
        b0[1..1 + nonce.len()].copy_from_slice(nonce);
        b0[16 - q..].copy_from_slice(&payload_len.to_be_bytes()[8 - q..]);
        self.cipher.encrypt_block(&mut b0);
        let mut mac = BlockStream::new(b0);
        if aad_len != 0 {
            // The AAD length: 2 bytes below 2^16 − 2^8, else 0xfffe and 4 bytes, else 0xffff and 8 bytes.
            let a = aad_len;
            let mut prefix = [0u8; 10];
            let prefix = if a < 0xff00 {
                prefix[..2].copy_from_slice(&(a as u16).to_be_bytes());
                &prefix[..2]
            } else if a <= u64::from(u32::MAX) {
                prefix[..2].copy_from_slice(&[0xff, 0xfe]);
                prefix[2..6].copy_from_slice(&(a as u32).to_be_bytes());
                &prefix[..6]
            } else {
                prefix[..2].copy_from_slice(&[0xff, 0xff]);
                prefix[2..].copy_from_slice(&a.to_be_bytes());
                &prefix[..]
            };
            mac.update_with(prefix, cbc_chain(&self.cipher));
        }
        mac
    }

    /// The CBC-MAC tag T (full block) over the formatted B0, AAD and payload (SP 800-38C §A.2).
    fn cbc_mac(&self, nonce: &[u8], q: usize, tag_len: usize, aad: &[u8], payload: &[u8]) -> Block {
        let mut mac = self.mac_start(nonce, q, tag_len, aad.len() as u64, payload.len() as u64);
        if !aad.is_empty() {
            mac.update_with(aad, cbc_chain(&self.cipher));
            mac.pad_with(cbc_chain(&self.cipher));
        }
        mac.update_with(payload, cbc_chain(&self.cipher));
        mac.pad_with(cbc_chain(&self.cipher));
        mac.y
    }

    /// The counter stream from Ctr0 = flags ‖ nonce ‖ 0 (its first block masks the tag).
    fn counter(nonce: &[u8], q: usize) -> CounterStream {
        let mut ctr0 = [0u8; 16];
        ctr0[0] = q as u8 - 1;
        ctr0[1..1 + nonce.len()].copy_from_slice(nonce);
        CounterStream::new(ctr0, Increment::Full)
    }

    /// Encrypts `plaintext` into `ciphertext` (same length) and writes the tag into `tag` (its length,
    /// 4 to 16 and even, is the tag length).
    pub fn encrypt(
        &self,
        nonce: &[u8],
        aad: &[u8],
        plaintext: &[u8],
        ciphertext: &mut [u8],
        tag: &mut [u8],
    ) -> Result<(), Error> {
        if plaintext.len() != ciphertext.len() {
            return Err(Error::InvalidLength);
        }
        self.seal(nonce, aad, Some(plaintext), ciphertext, tag)
    }

    /// Encrypts `buffer` in place and writes the tag into `tag`.
    pub fn encrypt_in_place(&self, nonce: &[u8], aad: &[u8], buffer: &mut [u8], tag: &mut [u8]) -> Result<(), Error> {
        self.seal(nonce, aad, None, buffer, tag)
    }

    /// Encryption of `plaintext` (of `output`'s length), or of `output` itself when `None`, into `output`.
    fn seal(
        &self,
        nonce: &[u8],
        aad: &[u8],
        plaintext: Option<&[u8]>,
        output: &mut [u8],
        tag: &mut [u8],
    ) -> Result<(), Error> {
        let q = check(nonce, tag.len(), output.len() as u64)?;
        let mut t = self.cbc_mac(nonce, q, tag.len(), aad, plaintext.unwrap_or(output));
        let mut ctr = Self::counter(nonce, q);
        ctr.apply(&self.cipher, None, &mut t);
        ctr.apply(&self.cipher, plaintext, output);
        tag.copy_from_slice(&t[..tag.len()]);
        wipe_bytes(&mut t);
        Ok(())
    }

    /// Decrypts `ciphertext` into `plaintext` (same length) and checks `tag`; on any error `plaintext`
    /// is zeroed.
    pub fn decrypt(
        &self,
        nonce: &[u8],
        aad: &[u8],
        ciphertext: &[u8],
        tag: &[u8],
        plaintext: &mut [u8],
    ) -> Result<(), Error> {
        if ciphertext.len() != plaintext.len() {
            plaintext.fill(0);
            return Err(Error::InvalidLength);
        }
        self.open(nonce, aad, Some(ciphertext), plaintext, tag)
    }

    /// Decrypts `buffer` in place and checks `tag`; on any error `buffer` is zeroed.
    pub fn decrypt_in_place(&self, nonce: &[u8], aad: &[u8], buffer: &mut [u8], tag: &[u8]) -> Result<(), Error> {
        self.open(nonce, aad, None, buffer, tag)
    }

    /// Decryption of `ciphertext` (of `buffer`'s length), or of `buffer` itself when `None`, into `buffer`,
    /// and the tag check over the plaintext; on any error `buffer` is zeroed.
    fn open(
        &self,
        nonce: &[u8],
        aad: &[u8],
        ciphertext: Option<&[u8]>,
        buffer: &mut [u8],
        tag: &[u8],
    ) -> Result<(), Error> {
        let q = match check(nonce, tag.len(), buffer.len() as u64) {
            Ok(q) => q,
            Err(e) => {
                buffer.fill(0);
                return Err(e);
            }
        };
        let mut ctr = Self::counter(nonce, q);
        let mut mask = [0u8; 16];
        ctr.apply(&self.cipher, None, &mut mask);
        ctr.apply(&self.cipher, ciphertext, buffer);
        let mut expected = self.cbc_mac(nonce, q, tag.len(), aad, buffer);
        xor_block(&mut expected, &mask);
        let verdict = crate::ct::verify(&expected[..tag.len()], tag);
        wipe_bytes(&mut expected);
        wipe_bytes(&mut mask);
        if verdict.is_err() {
            buffer.fill(0);
        }
        verdict
    }
}

/// CCM with its tag length (`M` bytes) and nonce length (`N` bytes) fixed in the type, for the
/// RustCrypto `aead` traits (feature `traits`; like `ccm::Ccm<C, M, N>` there). `M` and `N` are typenum
/// sizes (`aead::consts::U8`, ...).
#[cfg(feature = "traits")]
pub struct TypedCcm<C: BlockCipher, M, N> {
    ccm: Ccm<C>,
    lengths: core::marker::PhantomData<(M, N)>,
}

#[cfg(feature = "traits")]
impl<C: BlockCipher, M, N> TypedCcm<C, M, N> {
    /// Expands `key` (a length the cipher refuses is [`Error::InvalidLength`]).
    pub fn new(key: &[u8]) -> Result<Self, Error> {
        Ok(Self { ccm: Ccm::new(key)?, lengths: core::marker::PhantomData })
    }

    /// The keyed CCM, for the slice-based functions.
    pub fn ccm(&self) -> &Ccm<C> {
        &self.ccm
    }
}

/// CBC-MAC's absorb step: each block is XORed into the chaining value, which is then encrypted.
fn cbc_chain<C: BlockCipher>(cipher: &C) -> impl FnMut(&mut Block, &[Block]) + '_ {
    move |y, blocks| {
        for block in blocks {
            xor_block(y, block);
            cipher.encrypt_block(y);
        }
    }
}

/// What [`Encryptor`] and [`Decryptor`] share: the keyed cipher, the CBC-MAC and counter streams, and
/// the bytes still expected.
struct Stream<C: BlockCipher> {
    ccm: Ccm<C>,
    mac: BlockStream,
    ctr: CounterStream,
    /// E(K, Ctr0), XORed onto the CBC-MAC value to make the tag.
    tag_mask: Block,
    tag_len: usize,
    /// AAD bytes still to come.
    aad_left: u64,
    /// Payload bytes still to come.
    text_left: u64,
    /// Set by the first `append`: the AAD is then padded and closed.
    in_text: bool,
}

impl<C: BlockCipher> Stream<C> {
    fn new(key: &[u8], nonce: &[u8], aad_len: u64, msg_len: u64, tag_len: usize) -> Result<Self, Error> {
        let ccm = Ccm::<C>::new(key)?;
        let q = check(nonce, tag_len, msg_len)?;
        let mac = ccm.mac_start(nonce, q, tag_len, aad_len, msg_len);
        let mut ctr = Ccm::<C>::counter(nonce, q);
        let mut tag_mask = [0u8; 16];
        ctr.apply(&ccm.cipher, None, &mut tag_mask);
        Ok(Self { ccm, mac, ctr, tag_mask, tag_len, aad_left: aad_len, text_left: msg_len, in_text: false })
    }

    fn aad(&mut self, aad: &[u8]) -> Result<(), Error> {
        if self.in_text {
            return Err(Error::InvalidParameter);
        }
        self.aad_left = self.aad_left.checked_sub(aad.len() as u64).ok_or(Error::InvalidLength)?;
        self.mac.update_with(aad, cbc_chain(&self.ccm.cipher));
        Ok(())
    }

    /// Accounts for `len` more payload bytes; on the first call checks that the AAD is complete and
    /// closes it. Nothing changes on an error.
    fn text(&mut self, len: usize) -> Result<(), Error> {
        let left = self.text_left.checked_sub(len as u64).ok_or(Error::InvalidLength)?;
        if !self.in_text {
            if self.aad_left != 0 {
                return Err(Error::InvalidLength);
            }
            self.mac.pad_with(cbc_chain(&self.ccm.cipher));
            self.in_text = true;
        }
        self.text_left = left;
        Ok(())
    }

    /// The full tag block, once every declared byte came; `tag_len` must be the declared tag length.
    fn tag(&mut self, tag_len: usize) -> Result<Block, Error> {
        if tag_len != self.tag_len {
            return Err(Error::InvalidLength);
        }
        self.text(0)?;
        if self.text_left != 0 {
            return Err(Error::InvalidLength);
        }
        self.mac.pad_with(cbc_chain(&self.ccm.cipher));
        let mut tag = self.mac.y;
        xor_block(&mut tag, &self.tag_mask);
        Ok(tag)
    }
}

impl<C: BlockCipher> Drop for Stream<C> {
    fn drop(&mut self) {
        wipe_bytes(&mut self.tag_mask);
    }
}

/// Streaming CCM encryption: `new(key, nonce, aad_len, msg_len, tag_len)`, [`aad`](Self::aad),
/// [`append`](Self::append) in any chunk sizes, [`finish`](Self::finish). Any split gives the one-shot
/// result.
pub struct Encryptor<C: BlockCipher>(Stream<C>);

impl<C: BlockCipher> Encryptor<C> {
    /// Starts a message of exactly `aad_len` AAD bytes and `msg_len` payload bytes, with a `tag_len`-byte
    /// tag (nonce, tag and payload limits as in the [module docs](self)).
    pub fn new(key: &[u8], nonce: &[u8], aad_len: u64, msg_len: u64, tag_len: usize) -> Result<Self, Error> {
        Stream::new(key, nonce, aad_len, msg_len, tag_len).map(Self)
    }

    /// Absorbs associated data: [`Error::InvalidLength`] past `aad_len` bytes, [`Error::InvalidParameter`]
    /// after the first `append`.
    pub fn aad(&mut self, aad: &[u8]) -> Result<(), Error> {
        self.0.aad(aad)
    }

    /// Encrypts `plaintext` into `ciphertext` (same length, else [`Error::InvalidLength`]).
    pub fn append(&mut self, plaintext: &[u8], ciphertext: &mut [u8]) -> Result<(), Error> {
        same_len(plaintext, ciphertext)?;
        self.encrypt(Some(plaintext), ciphertext)
    }

    /// Encrypts `buffer` in place.
    pub fn append_in_place(&mut self, buffer: &mut [u8]) -> Result<(), Error> {
        self.encrypt(None, buffer)
    }

    /// MACs `plaintext` (or `output` itself when `None`) and encrypts it into `output`.
    fn encrypt(&mut self, plaintext: Option<&[u8]>, output: &mut [u8]) -> Result<(), Error> {
        let s = &mut self.0;
        s.text(output.len())?;
        s.mac.update_with(plaintext.unwrap_or(output), cbc_chain(&s.ccm.cipher));
        s.ctr.apply(&s.ccm.cipher, plaintext, output);
        Ok(())
    }

    /// Writes the tag into `tag` (its length must be the `tag_len` given to `new`); the context is
    /// consumed and wiped.
    pub fn finish(mut self, tag: &mut [u8]) -> Result<(), Error> {
        let mut full = self.0.tag(tag.len())?;
        tag.copy_from_slice(&full[..tag.len()]);
        wipe_bytes(&mut full);
        Ok(())
    }
}

/// Streaming CCM decryption: `new(key, nonce, aad_len, msg_len, tag_len)`, [`aad`](Self::aad),
/// [`append`](Self::append), [`finish_verify`](Self::finish_verify).
///
/// **The plaintext written by `append` is unauthenticated until `finish_verify` returns `Ok`**: hold it
/// back, and discard it if verification fails. Use [`decrypt`] when the message fits in memory.
pub struct Decryptor<C: BlockCipher>(Stream<C>);

impl<C: BlockCipher> Decryptor<C> {
    /// Starts a message of exactly `aad_len` AAD bytes and `msg_len` payload bytes, with a `tag_len`-byte
    /// tag.
    pub fn new(key: &[u8], nonce: &[u8], aad_len: u64, msg_len: u64, tag_len: usize) -> Result<Self, Error> {
        Stream::new(key, nonce, aad_len, msg_len, tag_len).map(Self)
    }

    /// Absorbs associated data (limits as in [`Encryptor::aad`]).
    pub fn aad(&mut self, aad: &[u8]) -> Result<(), Error> {
        self.0.aad(aad)
    }

    /// Decrypts `ciphertext` into `plaintext` (same length); the output is not yet authenticated.
    pub fn append(&mut self, ciphertext: &[u8], plaintext: &mut [u8]) -> Result<(), Error> {
        same_len(ciphertext, plaintext)?;
        self.decrypt(Some(ciphertext), plaintext)
    }

    /// Decrypts `buffer` in place; the output is not yet authenticated.
    pub fn append_in_place(&mut self, buffer: &mut [u8]) -> Result<(), Error> {
        self.decrypt(None, buffer)
    }

    /// Decrypts `ciphertext` (or `output` itself when `None`) into `output` and MACs the plaintext.
    fn decrypt(&mut self, ciphertext: Option<&[u8]>, output: &mut [u8]) -> Result<(), Error> {
        let s = &mut self.0;
        s.text(output.len())?;
        s.ctr.apply(&s.ccm.cipher, ciphertext, output);
        s.mac.update_with(output, cbc_chain(&s.ccm.cipher));
        Ok(())
    }

    /// Checks `tag` (of the `tag_len` given to `new`) in constant time; the context is consumed and
    /// wiped.
    pub fn finish_verify(mut self, tag: &[u8]) -> Result<(), Error> {
        let mut full = self.0.tag(tag.len())?;
        let verdict = crate::ct::verify(&full[..tag.len()], tag);
        wipe_bytes(&mut full);
        verdict
    }
}

/// One-shot CCM encryption (see [`Ccm::encrypt`]).
pub fn encrypt<C: BlockCipher>(
    key: &[u8],
    nonce: &[u8],
    aad: &[u8],
    plaintext: &[u8],
    ciphertext: &mut [u8],
    tag: &mut [u8],
) -> Result<(), Error> {
    borrow_ok(&Ccm::<C>::new(key))?.encrypt(nonce, aad, plaintext, ciphertext, tag)
}

/// One-shot CCM decryption; `plaintext` is zeroed on any error (see [`Ccm::decrypt`]).
pub fn decrypt<C: BlockCipher>(
    key: &[u8],
    nonce: &[u8],
    aad: &[u8],
    ciphertext: &[u8],
    tag: &[u8],
    plaintext: &mut [u8],
) -> Result<(), Error> {
    match &Ccm::<C>::new(key) {
        Ok(ccm) => ccm.decrypt(nonce, aad, ciphertext, tag, plaintext),
        Err(e) => {
            plaintext.fill(0);
            Err(*e)
        }
    }
}

/// One-shot in-place CCM encryption.
pub fn encrypt_in_place<C: BlockCipher>(
    key: &[u8],
    nonce: &[u8],
    aad: &[u8],
    buffer: &mut [u8],
    tag: &mut [u8],
) -> Result<(), Error> {
    borrow_ok(&Ccm::<C>::new(key))?.encrypt_in_place(nonce, aad, buffer, tag)
}

/// One-shot in-place CCM decryption; `buffer` is zeroed on any error.
pub fn decrypt_in_place<C: BlockCipher>(
    key: &[u8],
    nonce: &[u8],
    aad: &[u8],
    buffer: &mut [u8],
    tag: &[u8],
) -> Result<(), Error> {
    match &Ccm::<C>::new(key) {
        Ok(ccm) => ccm.decrypt_in_place(nonce, aad, buffer, tag),
        Err(e) => {
            buffer.fill(0);
            Err(*e)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn payload_longer_than_the_length_field_is_refused() {
        // q = 2 (13-byte nonce): at most 65535 bytes.
        assert_eq!(check(&[0; 13], 16, 65535), Ok(2));
        assert_eq!(check(&[0; 13], 16, 65536), Err(Error::InvalidLength));
        // q = 3 (12-byte nonce): at most 2^24 - 1 bytes.
        assert_eq!(check(&[0; 12], 4, (1 << 24) - 1), Ok(3));
        assert_eq!(check(&[0; 12], 4, 1 << 24), Err(Error::InvalidLength));
        // q = 8 (7-byte nonce): any length.
        assert_eq!(check(&[0; 7], 8, u64::MAX), Ok(8));
        for bad_tag in [0, 2, 3, 5, 7, 15, 17, 18] {
            assert_eq!(check(&[0; 13], bad_tag, 0), Err(Error::InvalidLength));
        }
        for bad_nonce in [0, 6, 14, 16] {
            assert_eq!(check(&[0; 16][..bad_nonce], 16, 0), Err(Error::InvalidLength));
        }
    }
}
