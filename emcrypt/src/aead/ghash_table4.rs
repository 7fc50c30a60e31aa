//! Table-based GHASH (Shoup's 4-bit method, as in many C libraries): **not constant time**.
//!
//! The key H is expanded into its 16 products by the 4-bit polynomials (256 bytes per key); a block is
//! multiplied one nibble at a time from its highest-degree end, Horner style: shift the accumulator by
//! x^4 (reducing the four bits that fall off with a 16-entry constant table), then add the table entry
//! for the next nibble. Both tables are indexed with secret nibbles, so this variant is timing-safe only
//! on a core without data cache (Cortex-M0+/M3/M4 running from SRAM or uncached flash) and is never the
//! default. Choose [`Ctmul32`](super::ghash::Ctmul32) otherwise.
//!
//! Field elements are `u128`s in GCM's bit order (`u128::from_be_bytes` of the block): the most
//! significant bit is the coefficient of x^0, so multiplying by x is a right shift.

use super::ghash::Ghash;
use crate::cipher::Block;
use zeroize::Zeroize;

/// 4-bit table GHASH: the 16 multiples of H (256 bytes).
pub struct Table4 {
    /// `multiples[n]` = H times the polynomial of nibble `n` (bit 3 of `n` is the x^0 coefficient).
    multiples: [u128; 16],
}

/// `REDUCE[r] << 112` is r·x^128 reduced (r: the four lowest bits, coefficients x^124..x^127, shifted out
/// by a multiplication by x^4), using x^128 = x^7 + x^2 + x + 1 (0xe1 in GCM's bit order).
const REDUCE: [u16; 16] = [
    0x0000, 0x1c20, 0x3840, 0x2460, 0x7080, 0x6ca0, 0x48c0, 0x54e0, 0xe100, 0xfd20, 0xd940, 0xc560, 0x9180, 0x8da0,
    0xa9c0, 0xb5e0,
];

/// Multiplication by x: a right shift, reducing the bit that falls off.
fn mul_x(v: u128) -> u128 {
    (v >> 1) ^ ((v & 1) * (0xe1 << 120))
}

impl Ghash for Table4 {
    fn new(h: &Block) -> Self {
        let mut multiples = [0u128; 16];
        multiples[8] = u128::from_be_bytes(*h);
        for i in [4, 2, 1] {
            multiples[i] = mul_x(multiples[2 * i]);
        }
        for i in [2, 4, 8] {
            for j in 1..i {
                multiples[i + j] = multiples[i] ^ multiples[j];
            }
        }
        Self { multiples }
    }

    fn update(&self, y: &mut Block, blocks: &[Block]) {
        let mut acc = *y;
        for block in blocks {
            crate::cipher::xor_block(&mut acc, block);
            let mut z = 0u128;
            for &byte in acc.iter().rev() {
                for nibble in [byte & 0xf, byte >> 4] {
                    let r = (z & 0xf) as usize;
                    z = (z >> 4) ^ (u128::from(REDUCE[r]) << 112) ^ self.multiples[usize::from(nibble)];
                }
            }
            acc = z.to_be_bytes();
        }
        *y = acc;
        acc.zeroize();
    }
}

impl Drop for Table4 {
    fn drop(&mut self) {
        self.multiples.zeroize();
    }
}
