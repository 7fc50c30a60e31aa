//! AES-128, AES-192 and AES-256 (FIPS 197) block encryption and decryption, in three variants.
//!
//! | variant | technique | constants | blocks at once | constant time | CMOX name |
//! | --- | --- | --- | --- | --- | --- |
//! | [`Fixsliced`] (default) | 32-bit fixslicing (Adomnicai–Peyrin, TCHES 2021): two blocks bitsliced in eight words, ShiftRows folded into MixColumns and the round keys, Boyar–Peralta S-box circuit | none | 2 | yes | — |
//! | [`Compact`] | rounds on four 32-bit column words, one out-of-line round function; SubBytes by the same S-box circuit run on the 16 state bytes at once | none | 1 | yes | "Small" |
//! | [`TableBased`] | 32-bit T-tables (one table and rotations per direction) | 1 KiB encryption, 1.25 KiB decryption | 1 | **no**: timing-safe only on a core without data cache | "Fast" |
//!
//! Measured with the benchmark's Cortex-M4 and M0+ cycle models (AES-128, 8000-byte messages, one-shot
//! API, key expansion included; rustc 1.95, opt-level 3, LTO), cycles per byte:
//!
//! | variant | CBC encrypt M4 / M0+ | CBC decrypt M4 / M0+ | CTR M4 / M0+ | M4 code, CBC encrypt | M4 stack, CBC encrypt |
//! | --- | --- | --- | --- | --- | --- |
//! | [`TableBased`] | 46 / 153 (M4: encryption in Thumb-2 assembly; was 56) | 58 / 144 | 49 / 148 (was 60) | 3.8 KB + 1 KiB table (before the assembly) | 1.2 KB |
//! | [`Fixsliced`] | 301 / 536 (one block at a time; before the M4 assembly) | 203 / 368 | 104 / 272 | 5.7 KB (before the M4 assembly) | 1.5 KB |
//! | [`Compact`] | 349 / 602 | 386 / 702 | 352 / 594 | 3.2 KB (3,236 B; was 4,270 B while the key set-up linked `memcpy`/`memset`), no constants | 0.65 KB |
//!
//! (Code is what the benchmark's footprint build attributes to the case, `memcpy`/`memset` included; stack
//! includes the benchmark harness.) Current figures for every core are in the benchmark report (`results/`). All three variants give
//! identical results and run through the same tests.
//!
//! * [`Fixsliced`] is the default wherever two or more blocks can be processed together (CTR, ECB, CBC
//!   decryption, CFB128 decryption, XTS); a lone block (CBC encryption, OFB) runs the two-block routine with a
//!   copy of itself as the second block, so it too is constant time.
//! * [`Compact`] is the choice when flash is tight: no tables at all.
//! * [`TableBased`] indexes its tables with secret bytes. On Cortex-M0+/M3/M4 without a data cache, where a
//!   load from flash or SRAM takes the same time at any address, this does not leak through timing; on
//!   cores with a cache (Cortex-M7, M55, M85 with cache enabled, or any core behind a flash accelerator
//!   with a cache) it does. Never the default.
//!
//! # Key sizes
//! One generic type [`Aes<V, R>`] where `R` is the number of round keys (11, 13, 15), named by the aliases
//! [`Aes128`], [`Aes192`] and [`Aes256`], each defaulting to the [`Fixsliced`] variant. The expanded key is
//! sized for its key length and wiped when dropped. The key schedule (in this file) works on whole words;
//! SubWord is the constant-time S-box circuit for fixsliced and compact AES, and the encryption table for
//! table-based AES, whose rounds index that table with key-dependent bytes anyway. Fixsliced AES converts
//! the schedule's round-key bytes (`expand_key`); table-based AES expands straight into its round-key words
//! and derives the decryption keys with word-wise InvMixColumns; [`Compact`] takes the words one at a time
//! from `KeyWords` straight into its round keys (smaller code: no zeroed array, no copy, no `memcpy`).
//! Session 20, M4 model, `aes128-table/cbc-enc/sole-buffer/32` (key set-up and two blocks): 20,071 →
//! 5,342 cycles (CMOX Fast: 6,993), mostly from the decryption keys (a byte-wise GF multiply, 4,932 cycles),
//! SubWord by the circuit (4,270) and three copies of the key schedule that the one-shot modes now avoid
//! by borrowing the cipher from its `Result` (`cipher::borrow_ok`).
//!
//! ```
//! use emcrypt::cipher::{aes::{Aes128, Compact}, BlockCipher};
//! let aes = Aes128::<Compact>::new(&[0u8; 16]).unwrap();
//! let mut block = [0u8; 16];
//! aes.encrypt_block(&mut block);
//! aes.decrypt_block(&mut block);
//! assert_eq!(block, [0u8; 16]);
//! assert!(Aes128::<Compact>::new(&[0u8; 15]).is_err());
//! ```

mod bitsliced_sbox;
mod compact;
mod fixsliced;
mod tables;

pub use compact::Compact;
pub use fixsliced::Fixsliced;
pub use tables::TableBased;

use super::{Block, BlockCipher};
use crate::wipe::{wipe_bytes, wipe_words};
use crate::Error;

mod sealed {
    /// Keeps [`Variant`](super::Variant) to the three implementations of this module.
    pub trait Sealed {}
    impl Sealed for super::Fixsliced {}
    impl Sealed for super::Compact {}
    impl Sealed for super::TableBased {}
}

/// One AES implementation technique: how round keys are stored and how blocks go through the rounds.
///
/// `R` is the number of round keys (rounds + 1). Implemented by [`Fixsliced`], [`Compact`] and
/// [`TableBased`] only (sealed).
pub trait Variant: sealed::Sealed {
    /// The expanded key in the variant's own representation.
    type RoundKeys<const R: usize>;

    /// Converts the FIPS 197 round keys (16 bytes each) into the variant's representation.
    fn convert<const R: usize>(round_keys: &[Block; R]) -> Self::RoundKeys<R>;
    /// Wipes the expanded key.
    fn wipe<const R: usize>(keys: &mut Self::RoundKeys<R>);
    /// Expands `key` (16, 24 or 32 bytes, checked by the caller) into the variant's round keys. The default
    /// builds the FIPS 197 round keys as bytes and converts them; a variant whose representation is the
    /// schedule's own words overrides it to skip that copy.
    #[inline(always)]
    fn expand<const R: usize>(key: &[u8]) -> Self::RoundKeys<R> {
        let mut round_keys = [[0u8; 16]; R];
        expand_key(key, &mut round_keys);
        let keys = Self::convert(&round_keys);
        wipe_bytes(round_keys.as_flattened_mut());
        keys
    }
    /// Encrypts one block.
    fn encrypt_block<const R: usize>(keys: &Self::RoundKeys<R>, block: &mut Block);
    /// Decrypts one block.
    fn decrypt_block<const R: usize>(keys: &Self::RoundKeys<R>, block: &mut Block);
    /// CBC encryption in place: each block XOR-ed with `iv` and encrypted, `iv` becoming the ciphertext.
    /// The default runs [`encrypt_block`](Self::encrypt_block) per block; the table variant keeps the
    /// chaining value in registers on Armv7-M.
    fn cbc_chain_encrypt<const R: usize>(keys: &Self::RoundKeys<R>, iv: &mut Block, blocks: &mut [Block]) {
        for block in blocks {
            crate::cipher::xor_block(block, iv);
            Self::encrypt_block(keys, block);
            *iv = *block;
        }
    }
    /// CBC encryption from `input` to `output` (as many blocks as the shorter holds).
    fn cbc_chain_encrypt_into<const R: usize>(
        keys: &Self::RoundKeys<R>,
        iv: &mut Block,
        input: &[Block],
        output: &mut [Block],
    ) {
        for (i, o) in input.iter().zip(output) {
            *o = *i;
            crate::cipher::xor_block(o, iv);
            Self::encrypt_block(keys, o);
            *iv = *o;
        }
    }
    /// Encrypts independent blocks; the default runs them one at a time.
    fn encrypt_blocks<const R: usize>(keys: &Self::RoundKeys<R>, blocks: &mut [Block]) {
        for b in blocks {
            Self::encrypt_block(keys, b);
        }
    }
    /// Decrypts independent blocks; the default runs them one at a time.
    fn decrypt_blocks<const R: usize>(keys: &Self::RoundKeys<R>, blocks: &mut [Block]) {
        for b in blocks {
            Self::decrypt_block(keys, b);
        }
    }
}

/// AES with `R` round keys (11: AES-128, 13: AES-192, 15: AES-256), computed by variant `V`.
pub struct Aes<V: Variant, const R: usize> {
    keys: V::RoundKeys<R>,
}

/// AES-128 (16-byte key, 10 rounds); `V` picks the variant.
pub type Aes128<V = Fixsliced> = Aes<V, 11>;
/// AES-192 (24-byte key, 12 rounds); `V` picks the variant.
pub type Aes192<V = Fixsliced> = Aes<V, 13>;
/// AES-256 (32-byte key, 14 rounds); `V` picks the variant.
pub type Aes256<V = Fixsliced> = Aes<V, 15>;

impl<V: Variant, const R: usize> Aes<V, R> {
    /// Key length in bytes: 16, 24 or 32.
    pub const KEY_LEN: usize = 4 * (R - 7);

    /// Expands `key`, which must be [`Self::KEY_LEN`] bytes long ([`Error::InvalidLength`] otherwise).
    #[inline(always)] // lets the compiler build the key schedule in place instead of copying it out
    pub fn new(key: &[u8]) -> Result<Self, Error> {
        // Only the three standard sizes exist; any other R is refused here rather than misbehaving.
        if !matches!(R, 11 | 13 | 15) || key.len() != Self::KEY_LEN {
            return Err(Error::InvalidLength);
        }
        Ok(Self { keys: V::expand(key) })
    }
}

impl<V: Variant, const R: usize> BlockCipher for Aes<V, R> {
    #[inline(always)]
    fn new(key: &[u8]) -> Result<Self, Error> {
        Self::new(key)
    }
    fn encrypt_block(&self, block: &mut Block) {
        V::encrypt_block(&self.keys, block)
    }
    fn decrypt_block(&self, block: &mut Block) {
        V::decrypt_block(&self.keys, block)
    }
    fn encrypt_blocks(&self, blocks: &mut [Block]) {
        V::encrypt_blocks(&self.keys, blocks)
    }
    fn cbc_chain_encrypt(&self, iv: &mut Block, blocks: &mut [Block]) {
        V::cbc_chain_encrypt(&self.keys, iv, blocks)
    }
    fn cbc_chain_encrypt_into(&self, iv: &mut Block, input: &[Block], output: &mut [Block]) {
        V::cbc_chain_encrypt_into(&self.keys, iv, input, output)
    }
    fn decrypt_blocks(&self, blocks: &mut [Block]) {
        V::decrypt_blocks(&self.keys, blocks)
    }
}

impl<V: Variant, const R: usize> Drop for Aes<V, R> {
    fn drop(&mut self) {
        V::wipe(&mut self.keys);
        // The round functions spill state and round-key words into their frames, right below the frame
        // that owns the key (found by the emulator's zeroization check in `Compact`): wipe those frames
        // too. 64 words: about the round functions' depth, less than any mode's, so no peak-stack growth.
        crate::stack_wipe::wipe_stack::<64>();
    }
}

/// The FIPS 197 key expansion (§5.2) as a stream of words: [`next`](Self::next) gives word 0, 1, 2, ... of
/// the schedule (each the little-endian reading of four round-key bytes), from a key of 16, 24 or 32 bytes.
/// Only the last `nk` words are kept (a ring of up to eight), so a variant can write the schedule straight
/// into its own round keys, with no byte copy of it and no zeroed array to fill. The ring (key material) is
/// wiped when the `total`-th word is given: callers take exactly `total` words.
///
/// SubWord uses the constant-time S-box circuit; the branches depend on the word's position only.
pub(super) struct KeyWords<'a> {
    key: &'a [u8],
    /// Words `i - nk .. i` of the schedule, word `j` in slot `j % nk`.
    ring: [u32; 8],
    /// Words given so far.
    i: usize,
    /// Words wanted: the ring is wiped once they have all been given.
    total: usize,
    /// `i % nk`, kept as a counter (no division).
    slot: usize,
    rcon: u8,
}

impl<'a> KeyWords<'a> {
    /// The schedule of `key` (16, 24 or 32 bytes), `total` words of it.
    pub(super) fn new(key: &'a [u8], total: usize) -> Self {
        Self { key, ring: [0; 8], i: 0, total, slot: 0, rcon: 1 }
    }

    /// The next word of the schedule. Out of line and not generic, so all key sizes and variants share one
    /// copy.
    #[inline(never)]
    pub(super) fn next(&mut self) -> u32 {
        let key = self.key.as_chunks::<4>().0;
        let nk = key.len();
        // `& 7`: slots are below `nk` ≤ 8; the mask spares the bounds checks.
        let p = self.slot & 7;
        let word = if self.i < nk {
            // One word at a time, not a loop over the key (which the compiler would make a `memcpy` call).
            u32::from_le_bytes(key.get(p).copied().unwrap_or_default())
        } else {
            let mut temp = self.ring[(if p == 0 { nk.wrapping_sub(1) } else { p - 1 }) & 7];
            if p == 0 {
                // RotWord, SubWord, Rcon: the bytes are little-endian, so RotWord is a right rotation.
                temp = bitsliced_sbox::sub_word(temp.rotate_right(8)) ^ u32::from(self.rcon);
                self.rcon = xtime(self.rcon);
            } else if nk > 6 && p == 4 {
                temp = bitsliced_sbox::sub_word(temp);
            }
            self.ring[p] ^ temp
        };
        self.ring[p] = word;
        self.i += 1;
        self.slot = if p + 1 == nk { 0 } else { p + 1 };
        if self.i == self.total {
            // Here rather than in a `Drop`: a call after the last word would keep the caller from placing
            // the round keys straight where they belong (it copies them from a temporary instead).
            wipe_words(&mut self.ring);
        }
        word
    }

    /// The next two words, the first in the low half: a `u64` comes back in two registers, where anything
    /// larger would come back through memory. Out of line, so a caller that unrolls its loop over the
    /// round keys pays one call per two words.
    #[inline(never)]
    pub(super) fn next2(&mut self) -> u64 {
        let low = self.next();
        u64::from(low) | (u64::from(self.next()) << 32)
    }
}

/// The FIPS 197 key expansion (§5.2) as words: `words[i]` is word `i` of the schedule, the little-endian
/// reading of bytes `4i..4i+4` of the round keys laid end to end, from a key of 16, 24 or 32 bytes (the
/// callers check the length). `sub_word` is the variant's S-box on the four bytes of a word. Whole words,
/// and `i mod nk` kept as a counter: the byte-array form this replaced loaded every word byte by byte and
/// divided by `nk` for each one. Inlined into one out-of-line function per S-box (`expand_key` here,
/// `expand_encryption_keys` of table-based AES).
#[inline(always)]
pub(super) fn expand_key_words(key: &[u8], words: &mut [u32], sub_word: impl Fn(u32) -> u32) {
    let key = key.as_chunks::<4>().0;
    let nk = key.len();
    if nk == 0 {
        return;
    }
    for (w, k) in words.iter_mut().zip(key) {
        *w = u32::from_le_bytes(*k);
    }
    let mut rcon = 1u8;
    let mut slot = 0; // i mod nk
    for i in nk..words.len() {
        let mut temp = words[i - 1];
        if slot == 0 {
            // RotWord, SubWord, Rcon: the bytes are little-endian, so RotWord is a right rotation.
            temp = sub_word(temp.rotate_right(8)) ^ u32::from(rcon);
            rcon = xtime(rcon);
        } else if nk > 6 && slot == 4 {
            temp = sub_word(temp);
        }
        words[i] = words[i - nk] ^ temp;
        slot = if slot + 1 == nk { 0 } else { slot + 1 };
    }
}

/// The key expansion into round keys of 16 bytes (11, 13 or 15 of them), SubWord by the constant-time
/// circuit: the default [`Variant::expand`] (fixsliced AES) converts these. Not generic, so all key sizes
/// share one copy; only [`Compact`], for its code size, takes the words one by one from [`KeyWords`].
#[inline(never)]
fn expand_key(key: &[u8], out: &mut [Block]) {
    let mut words = [0u32; 4 * 15];
    let words = &mut words[..(4 * out.len()).min(4 * 15)];
    expand_key_words(key, words, bitsliced_sbox::sub_word);
    for (bytes, w) in out.as_flattened_mut().as_chunks_mut::<4>().0.iter_mut().zip(words.iter()) {
        *bytes = w.to_le_bytes();
    }
    wipe_words(words);
}

/// Multiplication by x in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1, without a secret-dependent branch.
#[inline(always)]
pub(crate) const fn xtime(b: u8) -> u8 {
    (b << 1) ^ (0u8.wrapping_sub(b >> 7) & 0x1b)
}
