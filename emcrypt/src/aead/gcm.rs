//! GCM and GMAC (NIST SP 800-38D) over any 128-bit [`BlockCipher`] (every AES variant), with a choice of
//! [GHASH variant](super::ghash): [`Ctmul32`] (constant time, default) or [`Table4`] (tables, faster,
//! not constant time on cached cores).
//!
//! ```
//! use emcrypt::aead::gcm;
//! use emcrypt::cipher::aes::Aes128;
//! let (key, iv) = ([7u8; 16], [9u8; 12]);
//! let mut ct = [0u8; 5];
//! let mut tag = [0u8; 16];
//! gcm::encrypt::<Aes128>(&key, &iv, b"header", b"hello", &mut ct, &mut tag).unwrap();
//! let mut pt = [0u8; 5];
//! gcm::decrypt::<Aes128>(&key, &iv, b"header", &ct, &tag, &mut pt).unwrap();
//! assert_eq!(&pt, b"hello");
//! tag[0] ^= 1;
//! assert!(gcm::decrypt::<Aes128>(&key, &iv, b"header", &ct, &tag, &mut pt).is_err());
//! assert_eq!(pt, [0u8; 5]); // a failed decryption leaves no plaintext behind
//! ```
//!
//! # Parameters and limits (SP 800-38D §5.2.1, §8, Appendix C)
//! * **IV**: any length from 1 byte to 2^61 − 1 bytes. A 12-byte IV is used directly (J0 = IV ‖ 0^31 ‖ 1);
//!   any other length goes through GHASH first. 12 bytes is recommended. An empty IV is
//!   [`Error::InvalidLength`]. The (key, IV) pair must never repeat: a repeat reveals the XOR of the
//!   plaintexts and lets an attacker forge tags.
//! * **Tag**: 16, 15, 14, 13 or 12 bytes (128 to 96 bits) for general use. 8 and 4 bytes (64 and 32 bits)
//!   are accepted too, but SP 800-38D Appendix C allows them only with strict limits on the number of
//!   decryption failures and on the message and AAD lengths per key (for 32-bit tags, at most 2^11
//!   failed verifications and messages of at most 2^8 bytes... see Table 1 and 2 there): the caller
//!   must enforce them. Other lengths are [`Error::InvalidLength`]. A shorter tag is the first bytes of
//!   the full one.
//! * **Plaintext**: at most [`MAX_TEXT_LEN`] = 2^36 − 32 bytes (2^39 − 256 bits: the 32-bit block
//!   counter must not wrap onto J0); **AAD**: at most 2^61 − 1 bytes. Longer inputs are
//!   [`Error::InvalidLength`], also when streamed.
//!
//! # Tiers
//! * One-shot: [`encrypt`], [`decrypt`], [`encrypt_in_place`], [`decrypt_in_place`], [`gmac`],
//!   [`gmac_verify`]; a keyed [`Gcm`] does the same for many messages under one key.
//! * Streaming: [`Encryptor`] and [`Decryptor`] (`new(key, iv)`, `aad` before any `append`, `append` in
//!   any chunk sizes, `finish` / `finish_verify`).
//!
//! **Decryption**: the one-shot functions hash the ciphertext and compare the tag in constant time
//! before writing any plaintext, and zero the output on failure. The streaming [`Decryptor`] cannot:
//! its output is **unauthenticated until [`finish_verify`](Decryptor::finish_verify) succeeds**, and the
//! caller must not act on it before.
//!
//! # Speed (emulated cores, cycle model of `bench/`, AES-128, 8000-byte message, one-shot with key setup)
//!
//! | AES variant + GHASH variant | M0+ | M3 | M4 | constant time |
//! | --- | --- | --- | --- | --- |
//! | [`Fixsliced`](crate::cipher::aes::Fixsliced) + [`Ctmul32`] (default) | 484 c/B | 183 c/B | 147.7 c/B (was 240, 212, 161; FPU-register spills since session 11) | yes |
//! | [`Fixsliced`](crate::cipher::aes::Fixsliced) + [`Table4`] | 404 c/B | 177 c/B | 159 c/B | no |
//! | [`TableBased`](crate::cipher::aes::TableBased) + [`Ctmul32`] | 356 c/B | 128 c/B | 103 c/B (encryption in assembly; was 127) | no |
//! | [`Compact`](crate::cipher::aes::Compact) + [`Ctmul32`] | 804 c/B | 444 c/B | 438 c/B (scratch firmware, older) | yes |
//!
//! GHASH alone (GMAC over 8000 bytes): `Ctmul32` 211 / 85 / 87 c/B, `Table4` 130 / 83 / 72 c/B (M0+ / M3
//! / M4); the rest is AES-CTR (fixsliced: 292 / 170 / 168 c/B). Measured once with a scratch firmware;
//! the benchmark report (`results/`) is the reference once GCM has cases there.
//! Since then `Ctmul32` aggregates four blocks per reduction and uses `UMULL` in assembly on M4/M33: on
//! the M4 model (`emcrypt-bench --profile aes128-fixsliced/gcm-enc/8000`) its share of GCM encryption
//! fell from about 85 to 54.5 c/B and the whole case from 240.3 to 212.1 c/B; fixsliced AES-CTR is now
//! 148 of those 212 c/B (S-box circuit 97, rest of the rounds 51). Session 11 (table above, re-measured on
//! all four cores from `results/raw`): fixsliced AES in FPU-register-spilling assembly, CTR 89.7 c/B on M4,
//! so GCM is 148.4 c/B, of which `Ctmul32::update` 54.5 (872 cycles per block). Then (`--profile`, M4):
//! counter mode XORs text and keystream straight into the output (1,181,489 -> 1,175,738 cycles for the
//! 8000-byte encryption) and `Ctmul32` runs whole groups of four blocks in one assembly routine
//! (`arch/ghash_ctmul32_armv7m.s`): 1,038,762 cycles, 129.9 c/B, of which GHASH 37.2 (595 cycles a block).
//!
//! The counter blocks go through [`BlockCipher::encrypt_blocks`] four at a time (`counter_mode.rs`,
//! shared with CCM), which fixsliced AES runs as two two-block passes.
//! The counter is kept as a big-endian `u128` and stepped by an add and a mask (no call through a function
//! pointer per block): on the M4 model this moved GCM encryption by less than 0.1 % (1,287,662 → 1,287,773
//! cycles; CTR 833,902 → 828,491), so the per-pair glue is not where GCM's cycles go (the fixsliced rounds
//! and GHASH are).
//! Session 20: encryption and decryption from one buffer into another XOR the keystream onto the input in
//! one pass (`CounterStream::apply` with an input) instead of copying the input first: M4 fixsliced GCM
//! encryption 1,186,215 → 1,181,489 cycles, decryption 1,209,473 → 1,182,010. On the M0+ it costs
//! 0.4-3.3 % instead (its byte arrays are copied byte by byte, where the old `memcpy` moved words); a
//! per-group `memcpy` fixed the M0+ but cost the M4 up to 7 %, so it was reverted.

use super::block_stream::BlockStream;
use super::counter_mode::{inc32, CounterStream, Increment};
pub use super::ghash::{Ctmul32, Ghash, Table4};
use super::same_len;
use crate::cipher::{borrow_ok, xor_block, Block, BlockCipher};
use crate::wipe::wipe_bytes;
use crate::Error;

/// Length of a full tag in bytes.
pub const TAG_LEN: usize = 16;
/// Length of the recommended IV in bytes.
pub const IV_LEN: usize = 12;
/// Longest plaintext in bytes: 2^39 − 256 bits.
pub const MAX_TEXT_LEN: u64 = (1 << 36) - 32;
/// Longest AAD (and IV) in bytes: 2^64 − 1 bits, rounded down to bytes.
pub const MAX_AAD_LEN: u64 = (1 << 61) - 1;

/// Checks a tag length: 12 to 16 bytes, or 8 or 4 (SP 800-38D §5.2.1.2 and Appendix C).
fn check_tag_len(len: usize) -> Result<(), Error> {
    match len {
        4 | 8 | 12..=16 => Ok(()),
        _ => Err(Error::InvalidLength),
    }
}

/// GCM keyed with one key: the block cipher and the GHASH key H = E(K, 0^128). Wiped when dropped.
pub struct Gcm<C: BlockCipher, G: Ghash = Ctmul32> {
    cipher: C,
    ghash: G,
}

impl<C: BlockCipher, G: Ghash> Gcm<C, G> {
    /// Expands `key` (a length the cipher refuses is [`Error::InvalidLength`]) and derives H.
    pub fn new(key: &[u8]) -> Result<Self, Error> {
        // A `match`, not `?`: the `?` moved the key schedule through two more temporaries (memcpy calls).
        let cipher = match C::new(key) {
            Ok(cipher) => cipher,
            Err(e) => return Err(e),
        };
        let mut h = [0u8; 16];
        cipher.encrypt_block(&mut h);
        let ghash = G::new(&h);
        wipe_bytes(&mut h);
        Ok(Self { cipher, ghash })
    }

    /// Encrypts `plaintext` into `ciphertext` (same length) and writes the tag into `tag`, whose length
    /// (4, 8 or 12 to 16 bytes) is the tag length.
    pub fn encrypt(
        &self,
        iv: &[u8],
        aad: &[u8],
        plaintext: &[u8],
        ciphertext: &mut [u8],
        tag: &mut [u8],
    ) -> Result<(), Error> {
        same_len(plaintext, ciphertext)?;
        self.seal(iv, aad, Some(plaintext), ciphertext, tag)
    }

    /// Encrypts `buffer` in place and writes the tag into `tag` (see [`encrypt`](Self::encrypt)).
    pub fn encrypt_in_place(&self, iv: &[u8], aad: &[u8], buffer: &mut [u8], tag: &mut [u8]) -> Result<(), Error> {
        self.seal(iv, aad, None, buffer, tag)
    }

    /// Encryption of `plaintext` (of `output`'s length), or of `output` itself when `None`, into `output`.
    fn seal(
        &self,
        iv: &[u8],
        aad: &[u8],
        plaintext: Option<&[u8]>,
        output: &mut [u8],
        tag: &mut [u8],
    ) -> Result<(), Error> {
        check_tag_len(tag.len())?;
        let mut state = State::start(self, iv)?;
        state.aad(self, aad)?;
        state.text(self, output.len())?;
        state.ctr.apply(&self.cipher, plaintext, output);
        state.ghash.update(&self.ghash, output);
        let full = state.tag(self);
        tag.copy_from_slice(&full[..tag.len()]);
        Ok(())
    }

    /// Checks `tag` over `aad` and `ciphertext`, and only then decrypts into `plaintext` (same length).
    /// On any error `plaintext` is zeroed.
    pub fn decrypt(
        &self,
        iv: &[u8],
        aad: &[u8],
        ciphertext: &[u8],
        tag: &[u8],
        plaintext: &mut [u8],
    ) -> Result<(), Error> {
        let result =
            same_len(ciphertext, plaintext).and_then(|()| self.open(iv, aad, Some(ciphertext), plaintext, tag));
        if result.is_err() {
            plaintext.fill(0);
        }
        result
    }

    /// Checks `tag` and then decrypts `buffer` in place; on any error `buffer` is zeroed.
    pub fn decrypt_in_place(&self, iv: &[u8], aad: &[u8], buffer: &mut [u8], tag: &[u8]) -> Result<(), Error> {
        let result = self.open(iv, aad, None, buffer, tag);
        if result.is_err() {
            buffer.fill(0);
        }
        result
    }

    /// Tag check over `ciphertext` (of `output`'s length), or over `output` itself when `None`, then
    /// decryption into `output`. Writes nothing to `output` before the tag verified.
    fn open(
        &self,
        iv: &[u8],
        aad: &[u8],
        ciphertext: Option<&[u8]>,
        output: &mut [u8],
        tag: &[u8],
    ) -> Result<(), Error> {
        check_tag_len(tag.len())?;
        let mut state = State::start(self, iv)?;
        state.aad(self, aad)?;
        state.text(self, output.len())?;
        state.ghash.update(&self.ghash, ciphertext.unwrap_or(output));
        verify_tag(state.tag(self), tag)?;
        state.ctr.apply(&self.cipher, ciphertext, output);
        Ok(())
    }

    /// GMAC: the tag of GCM over `aad` with an empty plaintext, into `tag` (4, 8 or 12 to 16 bytes).
    pub fn gmac(&self, iv: &[u8], aad: &[u8], tag: &mut [u8]) -> Result<(), Error> {
        self.encrypt_in_place(iv, aad, &mut [], tag)
    }

    /// Checks a GMAC tag in constant time.
    pub fn gmac_verify(&self, iv: &[u8], aad: &[u8], tag: &[u8]) -> Result<(), Error> {
        self.decrypt_in_place(iv, aad, &mut [], tag)
    }
}

/// Compares `tag` with the first bytes of the `expected` full tag in constant time, then wipes `expected`.
fn verify_tag(mut expected: Block, tag: &[u8]) -> Result<(), Error> {
    let verdict = crate::ct::verify(&expected[..tag.len().min(TAG_LEN)], tag);
    wipe_bytes(&mut expected);
    verdict
}

/// The per-message state: counter, tag mask E(K, J0), GHASH stream and lengths.
struct State {
    /// The keystream (GCTR), from inc32(J0) on.
    ctr: CounterStream,
    /// E(K, J0), XORed onto the GHASH output to make the tag.
    tag_mask: Block,
    ghash: BlockStream,
    aad_len: u64,
    text_len: u64,
    /// Set by the first text byte: the AAD is then padded and closed.
    in_text: bool,
}

impl State {
    /// Derives J0 from the IV (SP 800-38D §7.1 step 2) and the first counter block inc32(J0).
    fn start<C: BlockCipher, G: Ghash>(gcm: &Gcm<C, G>, iv: &[u8]) -> Result<Self, Error> {
        if iv.is_empty() || iv.len() as u64 > MAX_AAD_LEN {
            return Err(Error::InvalidLength);
        }
        let mut j0 = [0u8; 16];
        if iv.len() == IV_LEN {
            j0[..IV_LEN].copy_from_slice(iv);
            j0[15] = 1;
        } else {
            let mut s = BlockStream::new([0; 16]);
            s.update(&gcm.ghash, iv);
            s.pad(&gcm.ghash);
            let mut lengths = [0u8; 16];
            lengths[8..].copy_from_slice(&(iv.len() as u64 * 8).to_be_bytes());
            s.update(&gcm.ghash, &lengths);
            j0 = s.y;
        }
        let mut first = j0;
        inc32(&mut first);
        gcm.cipher.encrypt_block(&mut j0);
        Ok(Self {
            ctr: CounterStream::new(first, Increment::Low32),
            tag_mask: j0,
            ghash: BlockStream::new([0; 16]),
            aad_len: 0,
            text_len: 0,
            in_text: false,
        })
    }

    /// Hashes associated data; refused once text has started.
    fn aad<C: BlockCipher, G: Ghash>(&mut self, gcm: &Gcm<C, G>, aad: &[u8]) -> Result<(), Error> {
        if self.in_text {
            return Err(Error::InvalidParameter);
        }
        let total = self.aad_len.checked_add(aad.len() as u64).filter(|&t| t <= MAX_AAD_LEN);
        self.aad_len = total.ok_or(Error::InvalidLength)?;
        self.ghash.update(&gcm.ghash, aad);
        Ok(())
    }

    /// Accounts for `len` more text bytes (checking the limit) and closes the AAD on the first call.
    fn text<C: BlockCipher, G: Ghash>(&mut self, gcm: &Gcm<C, G>, len: usize) -> Result<(), Error> {
        let total = self.text_len.checked_add(len as u64).filter(|&t| t <= MAX_TEXT_LEN);
        self.text_len = total.ok_or(Error::InvalidLength)?;
        if !self.in_text {
            self.ghash.pad(&gcm.ghash);
            self.in_text = true;
        }
        Ok(())
    }

    /// The full tag: GHASH over the padded AAD and text and the length block, XOR E(K, J0).
    fn tag<C: BlockCipher, G: Ghash>(&mut self, gcm: &Gcm<C, G>) -> Block {
        self.ghash.pad(&gcm.ghash);
        let mut lengths = [0u8; 16];
        lengths[..8].copy_from_slice(&(self.aad_len * 8).to_be_bytes());
        lengths[8..].copy_from_slice(&(self.text_len * 8).to_be_bytes());
        self.ghash.update(&gcm.ghash, &lengths);
        let mut tag = self.ghash.y;
        xor_block(&mut tag, &self.tag_mask);
        tag
    }
}

impl Drop for State {
    fn drop(&mut self) {
        wipe_bytes(&mut self.tag_mask);
    }
}

/// What [`Encryptor`] and [`Decryptor`] share: the keyed GCM and the message state.
struct Stream<C: BlockCipher, G: Ghash> {
    gcm: Gcm<C, G>,
    state: State,
}

impl<C: BlockCipher, G: Ghash> Stream<C, G> {
    fn new(key: &[u8], iv: &[u8]) -> Result<Self, Error> {
        let gcm = Gcm::new(key)?;
        let state = State::start(&gcm, iv)?;
        Ok(Self { gcm, state })
    }

    fn aad(&mut self, aad: &[u8]) -> Result<(), Error> {
        self.state.aad(&self.gcm, aad)
    }

    /// Encrypts `plaintext` (or `output` itself when `None`) into `output` and hashes the ciphertext.
    fn encrypt(&mut self, plaintext: Option<&[u8]>, output: &mut [u8]) -> Result<(), Error> {
        self.state.text(&self.gcm, output.len())?;
        self.state.ctr.apply(&self.gcm.cipher, plaintext, output);
        self.state.ghash.update(&self.gcm.ghash, output);
        Ok(())
    }

    /// Hashes `ciphertext` (or `output` itself when `None`) and decrypts it into `output`.
    fn decrypt(&mut self, ciphertext: Option<&[u8]>, output: &mut [u8]) -> Result<(), Error> {
        self.state.text(&self.gcm, output.len())?;
        self.state.ghash.update(&self.gcm.ghash, ciphertext.unwrap_or(output));
        self.state.ctr.apply(&self.gcm.cipher, ciphertext, output);
        Ok(())
    }
}

/// Streaming GCM encryption: `new(key, iv)`, [`aad`](Self::aad), [`append`](Self::append) in any chunk
/// sizes, [`finish`](Self::finish). Any split gives the one-shot result.
pub struct Encryptor<C: BlockCipher, G: Ghash = Ctmul32>(Stream<C, G>);

impl<C: BlockCipher, G: Ghash> Encryptor<C, G> {
    /// Starts a message under `key` and `iv` (see the [module docs](self) for the lengths).
    pub fn new(key: &[u8], iv: &[u8]) -> Result<Self, Error> {
        Stream::new(key, iv).map(Self)
    }

    /// Absorbs associated data; after the first `append` this is [`Error::InvalidParameter`].
    pub fn aad(&mut self, aad: &[u8]) -> Result<(), Error> {
        self.0.aad(aad)
    }

    /// Encrypts `plaintext` into `ciphertext` (same length, else [`Error::InvalidLength`]).
    pub fn append(&mut self, plaintext: &[u8], ciphertext: &mut [u8]) -> Result<(), Error> {
        same_len(plaintext, ciphertext)?;
        self.0.encrypt(Some(plaintext), ciphertext)
    }

    /// Encrypts `buffer` in place.
    pub fn append_in_place(&mut self, buffer: &mut [u8]) -> Result<(), Error> {
        self.0.encrypt(None, buffer)
    }

    /// The full 16-byte tag (a truncated tag is its first bytes); the context is consumed and wiped.
    pub fn finish(mut self) -> [u8; TAG_LEN] {
        self.0.state.tag(&self.0.gcm)
    }
}

/// Streaming GCM decryption: `new(key, iv)`, [`aad`](Self::aad), [`append`](Self::append),
/// [`finish_verify`](Self::finish_verify).
///
/// **The plaintext written by `append` is unauthenticated until `finish_verify` returns `Ok`**: hold it
/// back, and discard it if verification fails. Use [`decrypt`] when the message fits in memory.
pub struct Decryptor<C: BlockCipher, G: Ghash = Ctmul32>(Stream<C, G>);

impl<C: BlockCipher, G: Ghash> Decryptor<C, G> {
    /// Starts a message under `key` and `iv`.
    pub fn new(key: &[u8], iv: &[u8]) -> Result<Self, Error> {
        Stream::new(key, iv).map(Self)
    }

    /// Absorbs associated data; after the first `append` this is [`Error::InvalidParameter`].
    pub fn aad(&mut self, aad: &[u8]) -> Result<(), Error> {
        self.0.aad(aad)
    }

    /// Decrypts `ciphertext` into `plaintext` (same length); the output is not yet authenticated.
    pub fn append(&mut self, ciphertext: &[u8], plaintext: &mut [u8]) -> Result<(), Error> {
        same_len(ciphertext, plaintext)?;
        self.0.decrypt(Some(ciphertext), plaintext)
    }

    /// Decrypts `buffer` in place; the output is not yet authenticated.
    pub fn append_in_place(&mut self, buffer: &mut [u8]) -> Result<(), Error> {
        self.0.decrypt(None, buffer)
    }

    /// Checks `tag` (4, 8 or 12 to 16 bytes) in constant time; the context is consumed and wiped.
    pub fn finish_verify(mut self, tag: &[u8]) -> Result<(), Error> {
        check_tag_len(tag.len())?;
        verify_tag(self.0.state.tag(&self.0.gcm), tag)
    }
}

/// One-shot GCM encryption with cipher `C` and the constant-time GHASH (see [`Gcm::encrypt`]).
pub fn encrypt<C: BlockCipher>(
    key: &[u8],
    iv: &[u8],
    aad: &[u8],
    plaintext: &[u8],
    ciphertext: &mut [u8],
    tag: &mut [u8],
) -> Result<(), Error> {
    // Run apart and followed by a wipe of the stack it used: moving the key schedule into `Gcm` leaves
    // copies of round-key words in dead frames (found by the emulator's zeroization check).
    crate::stack_wipe::with_stack_wipe::<WIPE_WORDS, _>(|| {
        borrow_ok(&Gcm::<C>::new(key))?.encrypt(iv, aad, plaintext, ciphertext, tag)
    })
}

/// Stack words wiped after a one-shot call: the frames below it, where the moved key schedule and the
/// spilled round state lie. 880 words (3,520 bytes) reach the deepest copy the zeroization check found: a
/// key word that `memcpy`'s register save left while `Gcm::new` moved the key schedule, about 3.2 KB down
/// on the M4 (256 and 800 words did not reach it). Still less than the operation's own depth (3.9 KB with
/// `Ctmul32` on every core), so the peak stack does not grow; it costs about 2,000 cycles a call on the M4.
const WIPE_WORDS: usize = 880;

/// One-shot GCM decryption: tag checked first, output zeroed on any error (see [`Gcm::decrypt`]).
pub fn decrypt<C: BlockCipher>(
    key: &[u8],
    iv: &[u8],
    aad: &[u8],
    ciphertext: &[u8],
    tag: &[u8],
    plaintext: &mut [u8],
) -> Result<(), Error> {
    crate::stack_wipe::with_stack_wipe::<WIPE_WORDS, _>(|| match &Gcm::<C>::new(key) {
        Ok(gcm) => gcm.decrypt(iv, aad, ciphertext, tag, plaintext),
        Err(e) => {
            plaintext.fill(0);
            Err(*e)
        }
    })
}

/// One-shot in-place GCM encryption.
pub fn encrypt_in_place<C: BlockCipher>(
    key: &[u8],
    iv: &[u8],
    aad: &[u8],
    buffer: &mut [u8],
    tag: &mut [u8],
) -> Result<(), Error> {
    crate::stack_wipe::with_stack_wipe::<WIPE_WORDS, _>(|| {
        borrow_ok(&Gcm::<C>::new(key))?.encrypt_in_place(iv, aad, buffer, tag)
    })
}

/// One-shot in-place GCM decryption; `buffer` is zeroed on any error.
pub fn decrypt_in_place<C: BlockCipher>(
    key: &[u8],
    iv: &[u8],
    aad: &[u8],
    buffer: &mut [u8],
    tag: &[u8],
) -> Result<(), Error> {
    crate::stack_wipe::with_stack_wipe::<WIPE_WORDS, _>(|| match &Gcm::<C>::new(key) {
        Ok(gcm) => gcm.decrypt_in_place(iv, aad, buffer, tag),
        Err(e) => {
            buffer.fill(0);
            Err(*e)
        }
    })
}

/// One-shot GMAC (GCM with an empty plaintext): the tag over `aad`.
pub fn gmac<C: BlockCipher>(key: &[u8], iv: &[u8], aad: &[u8], tag: &mut [u8]) -> Result<(), Error> {
    borrow_ok(&Gcm::<C>::new(key))?.gmac(iv, aad, tag)
}

/// One-shot GMAC verification, in constant time.
pub fn gmac_verify<C: BlockCipher>(key: &[u8], iv: &[u8], aad: &[u8], tag: &[u8]) -> Result<(), Error> {
    borrow_ok(&Gcm::<C>::new(key))?.gmac_verify(iv, aad, tag)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plaintext limit (2^39 - 256 bits) is enforced across streamed calls; the state is set near the
    /// limit directly, as no test can stream 64 GiB.
    #[test]
    fn text_beyond_the_counter_limit_is_refused() {
        use crate::cipher::aes::Aes128;
        let mut enc = Encryptor::<Aes128>::new(&[0; 16], &[0; 12]).unwrap();
        enc.0.state.text_len = MAX_TEXT_LEN - 3;
        assert_eq!(enc.append(&[0; 4], &mut [0; 4]), Err(Error::InvalidLength));
        assert_eq!(enc.append(&[0; 3], &mut [0; 3]), Ok(()));
        assert_eq!(enc.append(&[0; 1], &mut [0; 1]), Err(Error::InvalidLength));
        let mut dec = Decryptor::<Aes128>::new(&[0; 16], &[0; 12]).unwrap();
        dec.0.state.text_len = MAX_TEXT_LEN;
        assert_eq!(dec.append_in_place(&mut [0; 1]), Err(Error::InvalidLength));
        let mut aad = Encryptor::<Aes128>::new(&[0; 16], &[0; 12]).unwrap();
        aad.0.state.aad_len = MAX_AAD_LEN;
        assert_eq!(aad.aad(&[0]), Err(Error::InvalidLength));
    }
}
