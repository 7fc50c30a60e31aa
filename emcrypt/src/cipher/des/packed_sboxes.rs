//! The constant-time S-box layer: every S-box output bit is a 64-bit truth table (bit `x` = that output
//! bit of `S(x)`), held as two 32-bit halves and read with a shift by the secret input.
//!
//! A shift by a register amount takes one cycle on every Cortex-M (barrel shifter), and choosing the half
//! is a mask, so neither the time nor the addresses touched depend on secrets. The output bit is then moved
//! straight to its place after the permutation P (a shift by a public amount), so P costs nothing extra.
//! 32 truth tables (256 bytes) replace the 2 KiB of [`TableBased`](super::TableBased), at about five and a
//! half times the work per round.

use super::{SboxLayer, P, SBOXES};

/// The constant-time S-box layer (256 bytes of constants; the default).
#[derive(Clone, Debug)]
pub enum PackedSboxes {}

/// `TRUTH[i][b]` = output bit `b` (0 = leftmost) of S-box `i` for every input, as `[low 32, low 32 ^ high 32]`
/// (the XOR of the halves lets a mask pick the high half with one AND and one XOR).
const TRUTH: [[[u32; 2]; 4]; 8] = {
    let mut t = [[[0u32; 2]; 4]; 8];
    let mut i = 0;
    while i < 8 {
        let mut x = 0;
        while x < 64 {
            let mut b = 0;
            while b < 4 {
                let bit = ((SBOXES[i][x] >> (3 - b)) & 1) as u32;
                t[i][b][x / 32] |= bit << (x % 32);
                b += 1;
            }
            x += 1;
        }
        let mut b = 0;
        while b < 4 {
            t[i][b][1] ^= t[i][b][0];
            b += 1;
        }
        i += 1;
    }
    t
};

/// `DEST[i][b]`: the bit position (from the right) that output bit `b` of S-box `i` reaches after P.
const DEST: [[u8; 4]; 8] = {
    let mut d = [[0u8; 4]; 8];
    let mut j = 0;
    while j < 32 {
        // Output bit j + 1 (from the left) of P is its input bit P[j], i.e. S-box (P[j] − 1) / 4, bit
        // (P[j] − 1) % 4.
        let from = P[j] as usize - 1;
        d[from / 4][from % 4] = 31 - j as u8;
        j += 1;
    }
    d
};

/// Output bit `b` of S-box `i` for input `x` (split as `shift = x mod 32` and `high` = all ones when
/// `x ≥ 32`), moved to its place after P.
#[inline(always)]
fn output_bit(i: usize, b: usize, shift: u32, high: u32) -> u32 {
    let [low_half, halves_xor] = TRUTH[i][b];
    let word = low_half ^ (halves_xor & high);
    ((word >> shift) & 1) << DEST[i][b]
}

impl SboxLayer for PackedSboxes {
    #[inline(always)]
    fn sbox_p(i: usize, x: u32) -> u32 {
        let i = i & 7;
        let x = x & 0x3f;
        let shift = x & 31;
        // All ones when x ≥ 32 (the table's high half), all zeros otherwise. Hidden once per S-box:
        // without `hide` LLVM turns the four masked selections below into a branch on bit 5 of the
        // secret S-box input (found by `emcrypt-bench ct-check` on the Cortex-M4 build).
        let high = crate::arch::hide((x >> 5).wrapping_neg());
        // The four bits written out (a constant `b`, like the constant `i` from `f`), so the truth
        // tables and P positions are immediates: a loop here was left rolled once `hide` was added,
        // with every constant fetched through a computed index (2.6 times slower on Cortex-M4).
        output_bit(i, 0, shift, high)
            | output_bit(i, 1, shift, high)
            | output_bit(i, 2, shift, high)
            | output_bit(i, 3, shift, high)
    }
}
