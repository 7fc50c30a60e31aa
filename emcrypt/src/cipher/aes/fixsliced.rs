//! Fixsliced AES on 32-bit words (Adomnicai and Peyrin, "Fixslicing AES-like ciphers", TCHES 2021/1):
//! constant time, no tables, two blocks at once.
//!
//! # Representation
//! Two blocks are bitsliced into eight words: word `p` holds bit `p` of all 32 bytes, the byte at row `r`,
//! column `c` of block `k` at bit `8r + 2c + k`. A row is thus one byte of each word, and moving rows or
//! columns is a rotation (plus a mask when columns move within a row).
//!
//! # Fixslicing
//! ShiftRows is never computed. After round `i` the words hold the state with ShiftRows applied `i mod 4`
//! times *too few*; MixColumns of round `i` is rewritten for that layout (`mix_columns::<J>`, `J = i mod
//! 4`: row `r + t` is fetched `J·t` columns further along), the round keys are stored pre-shifted by
//! `ShiftRows^-J`, and the output gets the missing `ShiftRows^(rounds mod 4)` before un-bitslicing
//! (`shift_rows_2`: the count is 2 for AES-128/256, 0 for AES-192). SubBytes is the Boyar–Peralta circuit
//! (`bitsliced_sbox`). MixColumns is derived directly from its definition for each layout (fetch
//! `a_{r+1}`, then `a_{r+2} ^ a_{r+3}` by rotations), not the paper's hand-scheduled formulas; encryption
//! runs the rounds four at a time so each round's layout is known at compile time.
//!
//! A single block (CBC encryption, OFB, CFB encryption) runs the two-block routine beside a copy of itself:
//! half the throughput, same constant-time code.

use super::bitsliced_sbox::{inv_sub_bytes, sub_bytes, swap_move};
use super::{Block, Variant};
use crate::cipher::wipe_words;
use zeroize::Zeroize;

/// Fixsliced, constant-time AES processing two blocks at a time (the default variant).
#[derive(Clone, Copy, Debug, Default)]
pub struct Fixsliced;

type State = [u32; 8];

/// Applies ShiftRows `k` times to a state in FIPS 197 byte order (byte `4c + r` is row `r`, column `c`):
/// row `r` moves left by `k * r` columns. Used on round keys only.
fn shift_rows_times(state: &Block, k: usize) -> Block {
    core::array::from_fn(|i| {
        let (c, r) = (i / 4, i % 4);
        state[4 * ((c + k * r) % 4) + r]
    })
}

/// Bitslices two blocks (see the module docs for the layout): an 8×8 bit transpose of the words
/// `w[2c + k]` = column `c` of block `k`, done with three rounds of SWAPMOVE.
#[inline(always)]
fn bitslice(a: &Block, b: &Block) -> State {
    let (ca, cb) = (a.as_chunks::<4>().0, b.as_chunks::<4>().0);
    let mut w = [0u32; 8];
    for c in 0..4 {
        w[2 * c] = u32::from_le_bytes(ca[c]);
        w[2 * c + 1] = u32::from_le_bytes(cb[c]);
    }
    transpose(&mut w);
    w
}

/// Un-bitslices into two blocks (the transpose is its own inverse).
#[inline(always)]
fn unbitslice(mut w: State, a: &mut Block, b: &mut Block) {
    transpose(&mut w);
    let (ca, cb) = (a.as_chunks_mut::<4>().0, b.as_chunks_mut::<4>().0);
    for c in 0..4 {
        ca[c] = w[2 * c].to_le_bytes();
        cb[c] = w[2 * c + 1].to_le_bytes();
    }
    w.zeroize();
}

/// Swaps bit `j` of the word index with bit `j` of the in-word bit index, for `j` = 0, 1, 2.
#[inline(always)]
fn transpose(w: &mut State) {
    let [w0, w1, w2, w3, w4, w5, w6, w7] = w;
    for (a, b) in [(&mut *w0, &mut *w1), (&mut *w2, &mut *w3), (&mut *w4, &mut *w5), (&mut *w6, &mut *w7)] {
        swap_move(a, b, 0x5555_5555, 1);
    }
    for (a, b) in [(&mut *w0, &mut *w2), (&mut *w1, &mut *w3), (&mut *w4, &mut *w6), (&mut *w5, &mut *w7)] {
        swap_move(a, b, 0x3333_3333, 2);
    }
    for (a, b) in [(w0, w4), (w1, w5), (w2, w6), (w3, w7)] {
        swap_move(a, b, 0x0f0f_0f0f, 4);
    }
}

/// ShiftRows applied twice, on the bitsliced state: rows 1 and 3 move by two columns (their bytes swap
/// nibbles), rows 0 and 2 stay. Its own inverse. It is the correction every AES-128 and AES-256 output
/// needs (10 and 14 rounds leave the state 2 ShiftRows behind); AES-192 (12 rounds) needs none.
#[inline(always)]
fn shift_rows_2(s: &mut State) {
    for x in s.iter_mut() {
        let moving = *x & 0xff00_ff00;
        *x = (*x & 0x00ff_00ff) | ((moving >> 4) & 0x0f00_0f00) | ((moving << 4) & 0xf000_f000);
    }
}

/// Moves the byte at row `r + T`, column `d + J·T` to row `r`, column `d` (rows and columns mod 4).
#[inline(always)]
fn rotate<const T: u32, const J: u32>(x: u32) -> u32 {
    let cols = (J * T) % 4;
    if cols == 0 {
        x.rotate_right(8 * T)
    } else {
        // Within each row byte, bits below `8 - 2·cols` come from the same source row, the others wrap.
        let low = (0xffu32 >> (2 * cols)) * 0x0101_0101;
        (x.rotate_right(8 * T + 2 * cols) & low) | (x.rotate_right(8 * T + 2 * cols - 8) & !low)
    }
}

/// Multiplication by x of every byte lane: a shift across words plus the reduction by 0x1b.
#[inline(always)]
fn xtime(t: &State) -> State {
    [t[7], t[0] ^ t[7], t[1], t[2] ^ t[7], t[3] ^ t[7], t[4], t[5], t[6]]
}

/// MixColumns for a state lagging `J` ShiftRows behind: `2(a_r ^ a_{r+1}) ^ a_{r+1} ^ a_{r+2} ^ a_{r+3}`.
#[inline(always)]
fn mix_columns<const J: u32>(s: &mut State) {
    let mut next = [0u32; 8]; // a_{r+1}
    let mut pair = [0u32; 8]; // a_r ^ a_{r+1}
    for p in 0..8 {
        next[p] = rotate::<1, J>(s[p]);
        pair[p] = s[p] ^ next[p];
    }
    let doubled = xtime(&pair);
    for p in 0..8 {
        // rotate::<2, J>(a_r ^ a_{r+1}) = a_{r+2} ^ a_{r+3}
        s[p] = doubled[p] ^ next[p] ^ rotate::<2, J>(pair[p]);
    }
}

/// InvMixColumns = MixColumns after adding `4(a_r ^ a_{r+2})` to every row `r`.
#[inline(always)]
fn inv_mix_columns<const J: u32>(s: &mut State) {
    let mut opposite = [0u32; 8];
    for p in 0..8 {
        opposite[p] = s[p] ^ rotate::<2, J>(s[p]);
    }
    let quadrupled = xtime(&xtime(&opposite));
    for p in 0..8 {
        s[p] ^= quadrupled[p];
    }
    mix_columns::<J>(s);
}

#[inline(always)]
fn add_round_key(s: &mut State, k: &State) {
    for (x, y) in s.iter_mut().zip(k) {
        *x ^= y;
    }
}

/// SubBytes, MixColumns for a state lagging `J` ShiftRows behind, AddRoundKey.
#[cfg_attr(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"), allow(dead_code))]
#[inline(always)]
fn forward_round<const J: u32>(s: &mut State, key: &State) {
    sub_bytes(s);
    mix_columns::<J>(s);
    add_round_key(s, key);
}

/// AddRoundKey, InvMixColumns for a state lagging `J` ShiftRows behind, InvSubBytes.
#[inline(always)]
fn inverse_round<const J: u32>(s: &mut State, key: &State) {
    add_round_key(s, key);
    inv_mix_columns::<J>(s);
    inv_sub_bytes(s);
}

/// Encrypts two blocks: the generated assembly (`arch/aes_fixsliced_armv7m.s`) on Armv7-M and Armv8-M
/// Mainline, the Rust below everywhere else.
#[inline(always)]
fn encrypt2<const R: usize>(keys: &[State; R], a: &mut Block, b: &mut Block) {
    #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
    crate::arch::aes_fixsliced_armv7m::encrypt2(keys, a, b);
    #[cfg(not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")))]
    portable_encrypt2(keys, a, b);
}

/// Encrypts two blocks in Rust. Out of line: one copy serves single blocks and pairs.
#[cfg_attr(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"), allow(dead_code))]
#[inline(never)]
fn portable_encrypt2<const R: usize>(keys: &[State; R], a: &mut Block, b: &mut Block) {
    let mut s = bitslice(a, b);
    add_round_key(&mut s, &keys[0]);
    portable_rounds(&mut s, keys);
    if (R - 1) % 4 == 2 {
        shift_rows_2(&mut s);
    }
    unbitslice(s, a, b);
}

/// Rounds 1 to R-1 of [`portable_encrypt2`].
#[inline(always)]
fn portable_rounds<const R: usize>(s: &mut State, keys: &[State; R]) {
    // Rounds 1 to R-2 (those with MixColumns) lag 1, 2, 3, 0, 1, ... ShiftRows behind: run them four at a
    // time with the layout known at compile time, then the one or three left.
    let mut round = 1;
    while round + 4 < R {
        forward_round::<1>(s, &keys[round]);
        forward_round::<2>(s, &keys[round + 1]);
        forward_round::<3>(s, &keys[round + 2]);
        forward_round::<0>(s, &keys[round + 3]);
        round += 4;
    }
    while round < R - 1 {
        match round % 4 {
            0 => forward_round::<0>(s, &keys[round]),
            1 => forward_round::<1>(s, &keys[round]),
            2 => forward_round::<2>(s, &keys[round]),
            _ => forward_round::<3>(s, &keys[round]),
        }
        round += 1;
    }
    sub_bytes(s);
    add_round_key(s, &keys[R - 1]);
}

/// Decrypts two blocks: the exact inverse of [`encrypt2`], step by step.
#[inline(never)]
fn decrypt2<const R: usize>(keys: &[State; R], a: &mut Block, b: &mut Block) {
    let mut s = bitslice(a, b);
    if (R - 1) % 4 == 2 {
        shift_rows_2(&mut s);
    }
    add_round_key(&mut s, &keys[R - 1]);
    inv_sub_bytes(&mut s);
    // Decryption keeps one rolled loop: grouping rounds by four as encryption does would add about 3 KB
    // of code (InvMixColumns is larger) for a 1.5 % gain.
    for round in (1..R - 1).rev() {
        match round % 4 {
            0 => inverse_round::<0>(&mut s, &keys[round]),
            1 => inverse_round::<1>(&mut s, &keys[round]),
            2 => inverse_round::<2>(&mut s, &keys[round]),
            _ => inverse_round::<3>(&mut s, &keys[round]),
        }
    }
    add_round_key(&mut s, &keys[0]);
    unbitslice(s, a, b);
}

impl Variant for Fixsliced {
    type RoundKeys<const R: usize> = [State; R];

    /// Round key `i`, pre-shifted by `ShiftRows^-(i mod 4)` and bitsliced into both block lanes.
    fn convert<const R: usize>(round_keys: &[Block; R]) -> [State; R] {
        let mut keys = [[0u32; 8]; R];
        for (i, (dst, rk)) in keys.iter_mut().zip(round_keys).enumerate() {
            let mut shifted = shift_rows_times(rk, (4 - i % 4) % 4);
            *dst = bitslice(&shifted, &shifted);
            shifted.zeroize();
        }
        keys
    }

    fn wipe<const R: usize>(keys: &mut [State; R]) {
        wipe_words(keys.as_flattened_mut());
    }

    fn encrypt_block<const R: usize>(keys: &[State; R], block: &mut Block) {
        let mut copy = *block;
        encrypt2(keys, block, &mut copy);
        copy.zeroize();
    }

    fn decrypt_block<const R: usize>(keys: &[State; R], block: &mut Block) {
        let mut copy = *block;
        decrypt2(keys, block, &mut copy);
        copy.zeroize();
    }

    fn encrypt_blocks<const R: usize>(keys: &[State; R], blocks: &mut [Block]) {
        let (pairs, rest) = blocks.as_chunks_mut::<2>();
        for [a, b] in pairs {
            encrypt2(keys, a, b);
        }
        for block in rest {
            Self::encrypt_block(keys, block);
        }
    }

    fn decrypt_blocks<const R: usize>(keys: &[State; R], blocks: &mut [Block]) {
        let (pairs, rest) = blocks.as_chunks_mut::<2>();
        for [a, b] in pairs {
            decrypt2(keys, a, b);
        }
        for block in rest {
            Self::decrypt_block(keys, block);
        }
    }
}

#[cfg(test)]
#[path = "fixsliced_armv7m_gen.rs"]
mod armv7m_gen;
