//! GHASH, the universal hash of GCM (SP 800-38D §6.4), and the trait its two variants implement.
//!
//! | variant | file | technique | per-key data | constant time |
//! | --- | --- | --- | --- | --- |
//! | [`Ctmul32`] (default) | `ghash_ctmul32.rs` | carry-less 32×32 multiply built from integer multiplies of masked operands (BearSSL `ghash_ctmul32` idea), two-level Karatsuba (9 products per block), one reduction per four blocks (H..H^4), bit-reflected domain; on Cortex-M4/M33 whole groups of four blocks in one assembly routine (`UMULL`/`UMLAL`), low product halves only (`MUL`) elsewhere, so Cortex-M0+ needs no long multiply and no early-terminating `UMULL` runs on Cortex-M3 | 288 bytes | yes |
//! | [`Table4`] | `ghash_table4.rs` | Shoup's 4-bit tables: 16 multiples of H, one nibble of the state at a time, plus a 16-entry reduction table | 256 bytes + 32 bytes of constants | **no**: indexes tables with secret nibbles; timing-safe only on a core without data cache |
//!
//! Both compute the same function and run through the same tests (every GCM vector, both variants).
//!
//! GF(2^128) elements are 16-byte blocks in GCM's bit order: bit 7 of byte 0 is the coefficient of x^0,
//! bit 0 of byte 15 that of x^127; the field polynomial is x^128 + x^7 + x^2 + x + 1.

pub use super::ghash_ctmul32::Ctmul32;
pub use super::ghash_table4::Table4;

use crate::cipher::Block;

/// A GHASH variant: the hash key H in the variant's own form, and multiplication by it.
pub trait Ghash: Sized {
    /// Prepares the hash key `h` (the encryption of the zero block).
    fn new(h: &Block) -> Self;

    /// For each block `X` of `blocks` in turn: `y = (y ⊕ X) · H` (SP 800-38D Algorithm 2).
    fn update(&self, y: &mut Block, blocks: &[Block]);
}
