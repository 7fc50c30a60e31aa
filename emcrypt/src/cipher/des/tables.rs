//! The table-based S-box layer: eight 64-entry tables of `P(S_i(x))`, indexed by the secret S-box input.
//!
//! Four loads and ORs per half round make it the fast variant, but the load addresses depend on key and
//! data: on a core with a data cache (or flash with a cache or prefetch buffer whose hits depend on
//! the address) the timing leaks them. Not constant time; named so in [`TdesTableBased`](super::TdesTableBased).

use super::{SboxLayer, P, SBOXES};

/// The table-based S-box layer (2 KiB of constants; **not constant time** on cached cores).
#[derive(Clone, Debug)]
pub enum TableBased {}

/// Applies the permutation P to a 32-bit word (compile time only).
const fn p_permute(x: u32) -> u32 {
    let mut out = 0u32;
    let mut j = 0;
    while j < 32 {
        out = (out << 1) | ((x >> (32 - P[j] as u32)) & 1);
        j += 1;
    }
    out
}

/// `SP[i][x] = P(S_i(x) placed at bits 4i+1 ..= 4i+4)`: S-box and permutation in one lookup.
static SP: [[u32; 64]; 8] = {
    let mut sp = [[0u32; 64]; 8];
    let mut i = 0;
    while i < 8 {
        let mut x = 0;
        while x < 64 {
            sp[i][x] = p_permute((SBOXES[i][x] as u32) << (28 - 4 * i));
            x += 1;
        }
        i += 1;
    }
    sp
};

impl SboxLayer for TableBased {
    #[inline(always)]
    fn sbox_p(i: usize, x: u32) -> u32 {
        // Secret index: the reason this variant is not constant time.
        SP[i & 7][(x & 0x3f) as usize]
    }
}
