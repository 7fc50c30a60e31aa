//! Compact AES: the FIPS 197 rounds on a state of four 32-bit column words, written for small code and no
//! constant tables.
//!
//! SubBytes runs the bitsliced S-box circuit over all 16 state bytes at once (see `bitsliced_sbox`), so
//! no secret byte ever indexes memory and the variant is constant time. ShiftRows picks bytes across the
//! column words with masks, MixColumns works on a whole column word at once with a branch-free `xtime`,
//! and decryption runs the straight inverse cipher (InvMixColumns as MixColumns after a multiply-by-4
//! pre-step), so one round-key array serves both ways. Each round is one out-of-line function.
//!
//! The round keys are the key schedule's own words, so the key expansion (`KeyWords`; the other variants
//! expand in place into bytes, which is faster) writes them straight into the round keys: no byte round keys converted, no zeroed
//! array filled, no temporary copied into place. That keeps `memset`/`memcpy` out of the link, which is
//! most of what the footprint lost: on the Cortex-M4 model, CBC encryption with AES-128 (benchmark case
//! `aes128-compact/cbc-enc/sole-buffer/8000`, harness body included) counts 3,236 B of code and 61 B of
//! constants (the harness's strings), down from 4,270 B + 61 B when `memcpy` (730 B), `memclr` (208 B)
//! and `memcpy4` (156 B) were linked for the key set-up; CMOX's "Small" AES-CBC encryption is 3,316 B.
//! The price is the key set-up's speed: a call per two words makes it about 1,100 cycles slower (32-byte
//! CBC messages +6 %, 8000-byte ones unchanged at 349 cycles/byte).

use super::bitsliced_sbox::{inv_sub_bytes16, sub_bytes16};
use super::{Block, KeyWords, Variant};
use crate::wipe::wipe_words;

/// Compact, constant-time AES (smallest code, no tables; the CMOX "Small" configuration).
#[derive(Clone, Copy, Debug, Default)]
pub struct Compact;

/// A state or round key: column `c` in word `c`, row `r` in byte `r` (little-endian).
type Words = [u32; 4];

fn load(block: &Block) -> Words {
    core::array::from_fn(|c| u32::from_le_bytes([block[4 * c], block[4 * c + 1], block[4 * c + 2], block[4 * c + 3]]))
}

fn store(state: &Words, block: &mut Block) {
    for (bytes, w) in block.as_chunks_mut::<4>().0.iter_mut().zip(state) {
        *bytes = w.to_le_bytes();
    }
}

fn add_round_key(state: &mut Words, key: &Words) {
    for (s, k) in state.iter_mut().zip(key) {
        *s ^= k;
    }
}

/// `xtime` on the four bytes of a word at once.
fn xtime4(x: u32) -> u32 {
    let high = (x >> 7) & 0x0101_0101;
    ((x & 0x7f7f_7f7f) << 1) ^ (high << 4) ^ (high << 3) ^ (high << 1) ^ high
}

/// ShiftRows (`step` 1) or InvShiftRows (`step` 3): row `r` of column `c` comes from column `c + step·r`.
fn shift_rows(state: &mut Words, step: usize) {
    let s = *state;
    for (c, out) in state.iter_mut().enumerate() {
        *out = (s[c] & 0x0000_00ff)
            | (s[(c + step) % 4] & 0x0000_ff00)
            | (s[(c + 2 * step) % 4] & 0x00ff_0000)
            | (s[(c + 3 * step) % 4] & 0xff00_0000);
    }
}

/// MixColumns of one column word: row `r` becomes `2a_r ^ 3a_{r+1} ^ a_{r+2} ^ a_{r+3}`
/// `= a_r ^ (a_0 ^ a_1 ^ a_2 ^ a_3) ^ 2(a_r ^ a_{r+1})`.
#[inline(always)]
fn mix_column(x: u32) -> u32 {
    let pairs = x ^ x.rotate_right(8); // a_r ^ a_{r+1}
    let all = pairs ^ pairs.rotate_right(16);
    x ^ all ^ xtime4(pairs)
}

/// InvMixColumns of one column word, in constant time (no table): MixColumns after adding
/// `4(a_r ^ a_{r+2})` to each row `r`. Also builds the table variant's decryption round keys.
#[inline(always)]
pub(super) fn inv_mix_column(x: u32) -> u32 {
    mix_column(x ^ xtime4(xtime4(x ^ x.rotate_right(16))))
}

fn mix_columns(state: &mut Words) {
    for x in state.iter_mut() {
        *x = mix_column(*x);
    }
}

fn inv_mix_columns(state: &mut Words) {
    for x in state.iter_mut() {
        *x = inv_mix_column(*x);
    }
}

/// One encryption round; the last one skips MixColumns. Out of line, so the rounds share one copy.
#[inline(never)]
fn forward_round(state: &mut Words, key: &Words, last: bool) {
    sub_bytes16(state);
    shift_rows(state, 1);
    if !last {
        mix_columns(state);
    }
    add_round_key(state, key);
}

/// One round of the straight inverse cipher; the last one skips InvMixColumns.
#[inline(never)]
fn inverse_round(state: &mut Words, key: &Words, last: bool) {
    shift_rows(state, 3);
    inv_sub_bytes16(state);
    add_round_key(state, key);
    if !last {
        inv_mix_columns(state);
    }
}

impl Variant for Compact {
    type RoundKeys<const R: usize> = [Words; R];

    fn convert<const R: usize>(round_keys: &[Block; R]) -> [Words; R] {
        core::array::from_fn(|i| load(&round_keys[i]))
    }

    /// The schedule's words are this variant's round-key words: written straight into the round keys.
    #[inline(always)]
    fn expand<const R: usize>(key: &[u8]) -> [Words; R] {
        let mut words = KeyWords::new(key, 4 * R);
        let mut keys = [[0; 4]; R];
        // A loop of known length over one call, which the compiler unrolls: every word stays a value (in a
        // register or a spill slot) until it is stored into the caller's round keys, so `keys` is never a
        // zeroed array in memory (`memset`) nor a temporary copied into place (`memcpy`).
        for pair in keys.as_flattened_mut().as_chunks_mut::<2>().0 {
            let two = words.next2();
            *pair = [two as u32, (two >> 32) as u32];
        }
        keys
    }

    fn wipe<const R: usize>(keys: &mut [Words; R]) {
        wipe_words(keys.as_flattened_mut());
    }

    fn encrypt_block<const R: usize>(keys: &[Words; R], block: &mut Block) {
        let mut state = load(block);
        add_round_key(&mut state, &keys[0]);
        for (round, key) in keys.iter().enumerate().skip(1) {
            forward_round(&mut state, key, round == R - 1);
        }
        store(&state, block);
    }

    fn decrypt_block<const R: usize>(keys: &[Words; R], block: &mut Block) {
        let mut state = load(block);
        add_round_key(&mut state, &keys[R - 1]);
        for round in (0..R - 1).rev() {
            inverse_round(&mut state, &keys[round], round == 0);
        }
        store(&state, block);
    }
}
