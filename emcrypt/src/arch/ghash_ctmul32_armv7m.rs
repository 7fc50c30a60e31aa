//! GHASH over whole groups of four blocks in Thumb-2 assembly for Armv7E-M and Armv8-M Mainline
//! (Cortex-M4, M33: cfg `emcrypt_umaal`), where `UMULL`/`UMLAL` are single-cycle whatever their operands:
//! the loop of `aead/ghash_ctmul32.rs` (aggregated reduction, two-level Karatsuba, reflected domain) with no
//! call or spill between the 32×32 products.
//!
//! | routine | technique | speed (Cortex-M4 model) | constant time |
//! | --- | --- | --- | --- |
//! | `ghash_ctmul32_armv7m.s` | the key's operands copied into the frame once per call; per group: the 36 Karatsuba operands of the four blocks in the frame; per position, the four products summed in two registers; a product with both operands masked into eight registers (8 `BIC`), 16 multiplies, of which four pairs per product added by `UMLAL` (the sum of two products of one class whose bit distances differ by 4 counts at most 15 per column); one recombination and reduction per group; all loads at fixed offsets from `sp`, which steps down through the position loop | 595 cycles a block (GCM encryption of 8000 bytes, `--profile`): about 61 per 32×32 product; 2.9 KB of code, 392 bytes of stack, about 200 cycles per call for copying the key's operands into the frame and wiping it | yes on M4/M33: no branch or address depends on data |
//!
//! Hand-written; the portable model of its products (`clmul32_umlal_pairs`) and the bound on the `UMLAL`
//! pairs are host tests in `aead/ghash_ctmul32.rs`; the routine itself is checked on the emulated M4 and M33
//! by the GHASH known answers of the firmware (`scripts/run-kat.sh`, Ctmul32 against Table4 over 1 to 13
//! blocks) and by the benchmark's GCM known answers.
#![allow(unsafe_code)]

use crate::cipher::Block;

// `raw`: the file is plain assembly (its `{r4-r11, lr}` register lists are not format placeholders).
core::arch::global_asm!(include_str!("ghash_ctmul32_armv7m.s"), options(raw));

extern "C" {
    fn emcrypt_ghash_ctmul32_armv7m(y: *mut u32, key: *const u32, blocks: *const u8, groups: u32);
}

/// For each group `X1..X4` of `groups`: `y = (y ⊕ X1)·H^4 ⊕ X2·H^3 ⊕ X3·H^2 ⊕ X4·H`, in the reflected domain.
/// `y`: the state's words, least significant first; `powers[k]`: the Karatsuba operands of H^(k+1).
pub(crate) fn absorb_groups(y: &mut [u32; 4], powers: &[[u32; 9]; 4], groups: &[[Block; 4]]) {
    // Exact: this module is built for 32-bit Arm only, where `usize` is 32 bits.
    let count = groups.len() as u32;
    if count == 0 {
        return;
    }
    // SAFETY: the routine reads the 36 words of `powers` and the `64 * count` bytes of `groups` (single-word
    // loads, unaligned allowed on Armv7-M/Armv8-M Mainline), reads and writes the 4 words of `y` (exclusively
    // borrowed, so it overlaps neither input); it follows the AAPCS (saves r4-r11 and lr, restores sp) and uses
    // 172 bytes of stack below them, whose operands and products it zeroes before returning.
    unsafe { emcrypt_ghash_ctmul32_armv7m(y.as_mut_ptr(), powers.as_ptr().cast(), groups.as_ptr().cast(), count) }
}
