//! ChaCha20-Poly1305 (RFC 8439 §2.8) and XChaCha20-Poly1305 (draft-irtf-cfrg-xchacha-03 §2.4).
//!
//! Encryption: block 0 of the ChaCha20 keystream gives the one-time Poly1305 key (its first 32 bytes);
//! the plaintext is XORed with the keystream from block 1; the tag is Poly1305 over
//! `aad || pad16 || ciphertext || pad16 || le64(len(aad)) || le64(len(ciphertext))`.
//! XChaCha20-Poly1305 is the same construction over the XChaCha20 keystream (192-bit nonce).
//!
//! The API follows the [module convention](crate::aead): one-shot functions, in-place variants, keyed
//! types, and streaming [`Encryptor`] / [`Decryptor`] contexts. Plaintexts are limited to
//! [`MAX_TEXT_LEN`] bytes (2^32 − 1 keystream blocks; longer inputs return [`Error::InvalidLength`]).
//!
//! ```
//! use emcrypt::aead::chacha20poly1305::{decrypt, encrypt};
//! let (key, nonce) = ([1u8; 32], [2u8; 12]);
//! let mut ct = [0u8; 5];
//! let mut tag = [0u8; 16];
//! encrypt(&key, &nonce, b"header", b"hello", &mut ct, &mut tag).unwrap();
//! let mut pt = [0u8; 5];
//! decrypt(&key, &nonce, b"header", &ct, &tag, &mut pt).unwrap();
//! assert_eq!(&pt, b"hello");
//! tag[0] ^= 1;
//! assert!(decrypt(&key, &nonce, b"header", &ct, &tag, &mut pt).is_err());
//! assert_eq!(pt, [0; 5]); // wiped
//! ```

use crate::stack_wipe::with_stack_wipe;
use crate::mac::poly1305::{Limbs, Poly1305, Radix26};
use crate::stream::chacha20::{self, ChaCha20};
use crate::Error;
use core::marker::PhantomData;
use zeroize::Zeroize;

/// Key length in bytes.
pub const KEY_LEN: usize = 32;
/// ChaCha20-Poly1305 nonce length in bytes.
pub const NONCE_LEN: usize = 12;
/// XChaCha20-Poly1305 nonce length in bytes.
pub const XNONCE_LEN: usize = 24;
/// Tag length in bytes.
pub const TAG_LEN: usize = 16;
/// Longest plaintext (and ciphertext): keystream blocks 1 to 2^32 − 1, 64 bytes each (RFC 8439 §2.8).
pub const MAX_TEXT_LEN: u64 = ((1u64 << 32) - 1) * 64;

/// The Poly1305 side of the construction: the MAC and the two lengths it ends with.
#[derive(Clone)]
struct Authenticator<L: Limbs> {
    mac: Poly1305<L>,
    aad_len: u64,
    text_len: u64,
    /// Set once the first ciphertext byte came in: the associated data are then padded and closed.
    in_text: bool,
}

impl<L: Limbs> Authenticator<L> {
    fn aad(&mut self, aad: &[u8]) -> Result<(), Error> {
        if self.in_text {
            return Err(Error::InvalidParameter);
        }
        self.mac.update(aad);
        self.aad_len = self.aad_len.wrapping_add(aad.len() as u64);
        Ok(())
    }

    fn ciphertext(&mut self, ciphertext: &[u8]) {
        if !self.in_text {
            self.mac.pad_to_block();
            self.in_text = true;
        }
        self.mac.update(ciphertext);
        self.text_len = self.text_len.wrapping_add(ciphertext.len() as u64);
    }

    fn tag(mut self) -> [u8; TAG_LEN] {
        self.ciphertext(&[]);
        self.mac.pad_to_block();
        self.mac.update(&self.aad_len.to_le_bytes());
        self.mac.update(&self.text_len.to_le_bytes());
        self.mac.finalize()
    }
}

/// Splits a fresh keystream (at block 0) into the Poly1305 one-time key and the cipher at block 1.
fn start<L: Limbs>(mut cipher: ChaCha20) -> (ChaCha20, Authenticator<L>) {
    let mut block0 = [0u8; chacha20::BLOCK_LEN];
    // Cannot fail: a fresh keystream has 2^32 blocks left.
    let _ = cipher.apply_keystream(&mut block0);
    let mut one_time_key = [0u8; 32];
    one_time_key.copy_from_slice(&block0[..32]);
    let mac = Poly1305::new(&one_time_key);
    block0.zeroize();
    one_time_key.zeroize();
    (
        cipher,
        Authenticator {
            mac,
            aad_len: 0,
            text_len: 0,
            in_text: false,
        },
    )
}

fn ietf<L: Limbs>(key: &[u8; KEY_LEN], nonce: &[u8; NONCE_LEN]) -> (ChaCha20, Authenticator<L>) {
    start(ChaCha20::new(key, nonce))
}

fn extended<L: Limbs>(
    key: &[u8; KEY_LEN],
    nonce: &[u8; XNONCE_LEN],
) -> (ChaCha20, Authenticator<L>) {
    start(chacha20::xchacha20_inner(key, nonce, 0))
}

fn check_len(len: usize) -> Result<(), Error> {
    if len as u64 <= MAX_TEXT_LEN {
        Ok(())
    } else {
        Err(Error::InvalidLength)
    }
}

/// Stack words wiped after each one-shot call (see `stack_wipe`): the ChaCha20 state (key words included)
/// and the Poly1305 state move between the functions below, and each move leaves a copy in a dead frame
/// (found by the emulator's zeroization check). Less than the operation's own depth, so the peak stack
/// does not grow.
const WIPE_WORDS: usize = 256;

/// What the `init` of the four functions below returns: the keystream and the authenticator. Each runs
/// `init` and its `*_inner` function apart (so that every copy of the key state lies below the caller's
/// frame), then wipes that stack.
type Init<L> = (ChaCha20, Authenticator<L>);

fn seal<L: Limbs>(
    init: impl FnOnce() -> Init<L>,
    aad: &[u8],
    plaintext: &[u8],
    ciphertext: &mut [u8],
    tag: &mut [u8; TAG_LEN],
) -> Result<(), Error> {
    with_stack_wipe::<WIPE_WORDS, _>(|| seal_inner(init(), aad, plaintext, ciphertext, tag))
}

fn seal_in_place<L: Limbs>(
    init: impl FnOnce() -> Init<L>,
    aad: &[u8],
    buffer: &mut [u8],
    tag: &mut [u8; TAG_LEN],
) -> Result<(), Error> {
    with_stack_wipe::<WIPE_WORDS, _>(|| seal_in_place_inner(init(), aad, buffer, tag))
}

fn open<L: Limbs>(
    init: impl FnOnce() -> Init<L>,
    aad: &[u8],
    ciphertext: &[u8],
    tag: &[u8],
    plaintext: &mut [u8],
) -> Result<(), Error> {
    with_stack_wipe::<WIPE_WORDS, _>(|| open_inner(init(), aad, ciphertext, tag, plaintext))
}

fn open_in_place<L: Limbs>(init: impl FnOnce() -> Init<L>, aad: &[u8], buffer: &mut [u8], tag: &[u8]) -> Result<(), Error> {
    with_stack_wipe::<WIPE_WORDS, _>(|| open_in_place_inner(init(), aad, buffer, tag))
}

fn seal_inner<L: Limbs>(
    (mut cipher, mut auth): (ChaCha20, Authenticator<L>),
    aad: &[u8],
    plaintext: &[u8],
    ciphertext: &mut [u8],
    tag: &mut [u8; TAG_LEN],
) -> Result<(), Error> {
    cipher.apply_keystream_to(plaintext, ciphertext)?;
    auth.aad(aad)?;
    auth.ciphertext(ciphertext);
    *tag = auth.tag();
    Ok(())
}

fn seal_in_place_inner<L: Limbs>(
    (mut cipher, mut auth): (ChaCha20, Authenticator<L>),
    aad: &[u8],
    buffer: &mut [u8],
    tag: &mut [u8; TAG_LEN],
) -> Result<(), Error> {
    cipher.apply_keystream(buffer)?;
    auth.aad(aad)?;
    auth.ciphertext(buffer);
    *tag = auth.tag();
    Ok(())
}

/// Verifies `tag` over `ciphertext`; the plaintext is produced only when it matches.
fn open_inner<L: Limbs>(
    (mut cipher, mut auth): (ChaCha20, Authenticator<L>),
    aad: &[u8],
    ciphertext: &[u8],
    tag: &[u8],
    plaintext: &mut [u8],
) -> Result<(), Error> {
    let result = (|| {
        if ciphertext.len() != plaintext.len() {
            return Err(Error::InvalidLength);
        }
        check_len(ciphertext.len())?;
        auth.aad(aad)?;
        auth.ciphertext(ciphertext);
        let mut expected = auth.tag();
        let verified = crate::ct::verify(&expected, tag);
        expected.zeroize();
        verified?;
        cipher.apply_keystream_to(ciphertext, plaintext)
    })();
    if result.is_err() {
        plaintext.zeroize();
    }
    result
}

fn open_in_place_inner<L: Limbs>(
    (mut cipher, mut auth): (ChaCha20, Authenticator<L>),
    aad: &[u8],
    buffer: &mut [u8],
    tag: &[u8],
) -> Result<(), Error> {
    let result = (|| {
        check_len(buffer.len())?;
        auth.aad(aad)?;
        auth.ciphertext(buffer);
        let mut expected = auth.tag();
        let verified = crate::ct::verify(&expected, tag);
        expected.zeroize();
        verified?;
        cipher.apply_keystream(buffer)
    })();
    if result.is_err() {
        buffer.zeroize();
    }
    result
}

/// One-shot ChaCha20-Poly1305 encryption: `ciphertext` (same length as `plaintext`) and the detached tag.
pub fn encrypt(
    key: &[u8; KEY_LEN],
    nonce: &[u8; NONCE_LEN],
    aad: &[u8],
    plaintext: &[u8],
    ciphertext: &mut [u8],
    tag: &mut [u8; TAG_LEN],
) -> Result<(), Error> {
    seal(|| ietf::<Radix26>(key, nonce), aad, plaintext, ciphertext, tag)
}

/// One-shot ChaCha20-Poly1305 decryption: verifies `tag` first, then writes the plaintext. On failure
/// `plaintext` is zeroed.
pub fn decrypt(
    key: &[u8; KEY_LEN],
    nonce: &[u8; NONCE_LEN],
    aad: &[u8],
    ciphertext: &[u8],
    tag: &[u8],
    plaintext: &mut [u8],
) -> Result<(), Error> {
    open(|| ietf::<Radix26>(key, nonce), aad, ciphertext, tag, plaintext)
}

/// ChaCha20-Poly1305 encryption of `buffer` in place; writes the tag into `tag`.
pub fn encrypt_in_place(
    key: &[u8; KEY_LEN],
    nonce: &[u8; NONCE_LEN],
    aad: &[u8],
    buffer: &mut [u8],
    tag: &mut [u8; TAG_LEN],
) -> Result<(), Error> {
    seal_in_place(|| ietf::<Radix26>(key, nonce), aad, buffer, tag)
}

/// ChaCha20-Poly1305 decryption of `buffer` in place, after verifying `tag`. On failure `buffer` is
/// zeroed.
pub fn decrypt_in_place(
    key: &[u8; KEY_LEN],
    nonce: &[u8; NONCE_LEN],
    aad: &[u8],
    buffer: &mut [u8],
    tag: &[u8],
) -> Result<(), Error> {
    open_in_place(|| ietf::<Radix26>(key, nonce), aad, buffer, tag)
}

/// The keyed types: same methods, different nonce and keystream.
macro_rules! keyed_aead {
    ($(#[$doc:meta])* $alias:ident, $(#[$generic_doc:meta])* $name:ident, $nonce_len:expr, $init:ident) => {
        $(#[$doc])*
        pub type $alias = $name<Radix26>;

        $(#[$generic_doc])*
        #[derive(Clone)]
        pub struct $name<L: Limbs> {
            key: [u8; KEY_LEN],
            limbs: PhantomData<L>,
        }

        impl<L: Limbs> $name<L> {
            /// Nonce length in bytes.
            pub const NONCE_LEN: usize = $nonce_len;

            /// Keeps `key` for the calls below (wiped when dropped).
            pub fn new(key: &[u8; KEY_LEN]) -> Self {
                Self { key: *key, limbs: PhantomData }
            }

            /// One-shot encryption; see [`encrypt`].
            pub fn encrypt(
                &self,
                nonce: &[u8; $nonce_len],
                aad: &[u8],
                plaintext: &[u8],
                ciphertext: &mut [u8],
                tag: &mut [u8; TAG_LEN],
            ) -> Result<(), Error> {
                seal(|| $init::<L>(&self.key, nonce), aad, plaintext, ciphertext, tag)
            }

            /// One-shot decryption, tag verified first, output zeroed on failure; see [`decrypt`].
            pub fn decrypt(
                &self,
                nonce: &[u8; $nonce_len],
                aad: &[u8],
                ciphertext: &[u8],
                tag: &[u8],
                plaintext: &mut [u8],
            ) -> Result<(), Error> {
                open(|| $init::<L>(&self.key, nonce), aad, ciphertext, tag, plaintext)
            }

            /// In-place encryption; writes the tag into `tag`.
            pub fn encrypt_in_place(
                &self,
                nonce: &[u8; $nonce_len],
                aad: &[u8],
                buffer: &mut [u8],
                tag: &mut [u8; TAG_LEN],
            ) -> Result<(), Error> {
                seal_in_place(|| $init::<L>(&self.key, nonce), aad, buffer, tag)
            }

            /// In-place decryption after verifying `tag`; `buffer` is zeroed on failure.
            pub fn decrypt_in_place(
                &self,
                nonce: &[u8; $nonce_len],
                aad: &[u8],
                buffer: &mut [u8],
                tag: &[u8],
            ) -> Result<(), Error> {
                open_in_place(|| $init::<L>(&self.key, nonce), aad, buffer, tag)
            }

            /// A streaming encryption context for `nonce`.
            pub fn encryptor(&self, nonce: &[u8; $nonce_len]) -> Stream<Seal, L> {
                Stream::from_parts($init::<L>(&self.key, nonce))
            }

            /// A streaming decryption context for `nonce`.
            pub fn decryptor(&self, nonce: &[u8; $nonce_len]) -> Stream<Open, L> {
                Stream::from_parts($init::<L>(&self.key, nonce))
            }
        }

        impl<L: Limbs> Drop for $name<L> {
            fn drop(&mut self) {
                self.key.zeroize();
            }
        }
    };
}

keyed_aead!(
    /// ChaCha20-Poly1305 (RFC 8439) with a stored key, 12-byte nonces, default Poly1305 arithmetic.
    ChaCha20Poly1305,
    /// ChaCha20-Poly1305 over the Poly1305 arithmetic `L` ([`Radix26`] or
    /// [`Radix13`](crate::mac::poly1305::Radix13)).
    ChaCha20Poly1305Over,
    NONCE_LEN,
    ietf
);
keyed_aead!(
    /// XChaCha20-Poly1305 (draft-irtf-cfrg-xchacha-03) with a stored key, 24-byte nonces, default
    /// Poly1305 arithmetic.
    XChaCha20Poly1305,
    /// XChaCha20-Poly1305 over the Poly1305 arithmetic `L`.
    XChaCha20Poly1305Over,
    XNONCE_LEN,
    extended
);

/// Direction markers for [`Stream`]: [`Seal`] (encryption) or [`Open`] (decryption).
pub trait Direction: Clone + private::Sealed {}

/// Encryption, for [`Encryptor`].
#[derive(Clone, Debug)]
pub enum Seal {}
/// Decryption, for [`Decryptor`].
#[derive(Clone, Debug)]
pub enum Open {}
impl Direction for Seal {}
impl Direction for Open {}
mod private {
    pub trait Sealed {}
    impl Sealed for super::Seal {}
    impl Sealed for super::Open {}
}

/// Streaming encryption: [`aad`](Stream::aad)\*, [`append`](Stream::append)\*, [`finish`](Stream::finish).
pub type Encryptor<L = Radix26> = Stream<Seal, L>;

/// Streaming decryption: [`aad`](Stream::aad)\*, [`append`](Stream::<Open>::append)\*,
/// [`finish_verify`](Stream::finish_verify).
///
/// **The plaintext that `append` writes is unauthenticated until `finish_verify` returns `Ok`**: do not
/// act on it, and discard it if verification fails. Use [`decrypt`] when the message fits in memory.
pub type Decryptor<L = Radix26> = Stream<Open, L>;

/// A streaming AEAD context, [`Encryptor`] or [`Decryptor`]: the keystream at its current position and the
/// running Poly1305. It holds no pointers, so it may be moved or kept in a `static`; wiped when dropped.
#[derive(Clone)]
pub struct Stream<D: Direction, L: Limbs = Radix26> {
    cipher: ChaCha20,
    auth: Authenticator<L>,
    direction: PhantomData<D>,
}

/// The constructors take the default Poly1305 arithmetic; for another, go through the keyed type:
/// `ChaCha20Poly1305Over::<Radix13>::new(key).encryptor(nonce)`.
impl<D: Direction> Stream<D> {
    /// A ChaCha20-Poly1305 context for `key` and the 12-byte `nonce`.
    pub fn new(key: &[u8; KEY_LEN], nonce: &[u8; NONCE_LEN]) -> Self {
        Self::from_parts(ietf(key, nonce))
    }

    /// An XChaCha20-Poly1305 context for `key` and the 24-byte `nonce`.
    pub fn new_xchacha(key: &[u8; KEY_LEN], nonce: &[u8; XNONCE_LEN]) -> Self {
        Self::from_parts(extended(key, nonce))
    }
}

impl<D: Direction, L: Limbs> Stream<D, L> {
    fn from_parts((cipher, auth): (ChaCha20, Authenticator<L>)) -> Self {
        Self {
            cipher,
            auth,
            direction: PhantomData,
        }
    }

    /// Absorbs associated data; after the first `append` this is [`Error::InvalidParameter`].
    pub fn aad(&mut self, aad: &[u8]) -> Result<(), Error> {
        self.auth.aad(aad)
    }
}

impl<L: Limbs> Stream<Seal, L> {
    /// Encrypts `plaintext` into `ciphertext` (same length), in any chunk sizes.
    pub fn append(&mut self, plaintext: &[u8], ciphertext: &mut [u8]) -> Result<(), Error> {
        self.cipher.apply_keystream_to(plaintext, ciphertext)?;
        self.auth.ciphertext(ciphertext);
        Ok(())
    }

    /// Encrypts `buffer` in place.
    pub fn append_in_place(&mut self, buffer: &mut [u8]) -> Result<(), Error> {
        self.cipher.apply_keystream(buffer)?;
        self.auth.ciphertext(buffer);
        Ok(())
    }

    /// The tag over everything appended; the context is consumed (and wiped).
    pub fn finish(self) -> [u8; TAG_LEN] {
        self.auth.tag()
    }
}

impl<L: Limbs> Stream<Open, L> {
    /// Decrypts `ciphertext` into `plaintext` (same length), in any chunk sizes. The output is not yet
    /// authenticated.
    pub fn append(&mut self, ciphertext: &[u8], plaintext: &mut [u8]) -> Result<(), Error> {
        self.cipher.apply_keystream_to(ciphertext, plaintext)?;
        self.auth.ciphertext(ciphertext);
        Ok(())
    }

    /// Checks the tag in constant time; the context is consumed (and wiped).
    pub fn finish_verify(self, tag: &[u8]) -> Result<(), Error> {
        let mut expected = self.auth.tag();
        let result = crate::ct::verify(&expected, tag);
        expected.zeroize();
        result
    }
}
