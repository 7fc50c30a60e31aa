//! Compact AES: the FIPS 197 rounds on a 16-byte state, written for small code and no constant tables.
//!
//! SubBytes runs the bitsliced S-box circuit over all 16 state bytes at once (see `bitsliced_sbox`), so
//! no secret byte ever indexes memory and the variant is constant time. ShiftRows is a fixed byte
//! permutation, MixColumns uses a branch-free `xtime`, and decryption runs the straight inverse cipher
//! (InvMixColumns as MixColumns after a multiply-by-4 pre-step), so one round-key array serves both ways.

use super::{bitsliced_sbox::sub_bytes16, shift_rows_times, xtime, Block, Variant};

/// Compact, constant-time AES (smallest code, no tables; the CMOX "Small" configuration).
#[derive(Clone, Copy, Debug, Default)]
pub struct Compact;

fn add_round_key(state: &mut Block, key: &Block) {
    for (s, k) in state.iter_mut().zip(key) {
        *s ^= k;
    }
}

/// MixColumns: each column `a` becomes `2a_r ^ 3a_{r+1} ^ a_{r+2} ^ a_{r+3}` in every row `r`.
fn mix_columns(state: &mut Block) {
    for col in state.as_chunks_mut::<4>().0 {
        let a = *col;
        let all = a[0] ^ a[1] ^ a[2] ^ a[3];
        for r in 0..4 {
            // 2a_r ^ 3a_{r+1} ^ a_{r+2} ^ a_{r+3} = a_r ^ all ^ 2(a_r ^ a_{r+1})
            col[r] = a[r] ^ all ^ xtime(a[r] ^ a[(r + 1) % 4]);
        }
    }
}

/// InvMixColumns = MixColumns after adding `4(a_r ^ a_{r+2})` to each row `r`.
fn inv_mix_columns(state: &mut Block) {
    for col in state.as_chunks_mut::<4>().0 {
        let u = xtime(xtime(col[0] ^ col[2]));
        let v = xtime(xtime(col[1] ^ col[3]));
        col[0] ^= u;
        col[1] ^= v;
        col[2] ^= u;
        col[3] ^= v;
    }
    mix_columns(state);
}

impl Variant for Compact {
    type RoundKeys<const R: usize> = [Block; R];

    fn convert<const R: usize>(round_keys: &[Block; R]) -> [Block; R] {
        *round_keys
    }

    fn encrypt_block<const R: usize>(keys: &[Block; R], block: &mut Block) {
        add_round_key(block, &keys[0]);
        for (round, key) in keys.iter().enumerate().skip(1) {
            sub_bytes16(block, false);
            *block = shift_rows_times(block, 1);
            if round != R - 1 {
                mix_columns(block);
            }
            add_round_key(block, key);
        }
    }

    fn decrypt_block<const R: usize>(keys: &[Block; R], block: &mut Block) {
        add_round_key(block, &keys[R - 1]);
        for round in (0..R - 1).rev() {
            *block = shift_rows_times(block, 3);
            sub_bytes16(block, true);
            add_round_key(block, &keys[round]);
            if round != 0 {
                inv_mix_columns(block);
            }
        }
    }
}
