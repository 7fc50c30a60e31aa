//! ML-DSA's matrix sampling (RejNTTPoly) on one SHAKE128 block in Thumb-2 assembly for Armv7-M and
//! Armv8-M Mainline (`mldsa_rej_armv7m.s`): the fast path of `pqc::ml_dsa::sample::matrix_entry_into` on the
//! Cortex-M3/M4/M33. It reads the Keccak state at rest directly (undoing its owed rotations in registers
//! and the bit interleaving with a 512-byte table, three lanes at a time) and cuts and stores the
//! candidates in the same pass, where the portable path converts lanes into a buffer first. The portable Rust is the reference and
//! finishes every block's last triples when fewer than eight coefficients are missing.
//!
//! | routine | technique | constant time |
//! | --- | --- | --- |
//! | `rej_ntt_block` | base Armv7-M only (`UXTB`/`BFI`, no DSP): de-interleaves with a 256-entry `u16` table spreading a byte to the even bits of 16 (one extract, load and OR per output byte, where delta swaps took ~4 instructions); each candidate stored at the next free slot, counted with `CMP`/`ADC`. M4 model, ML-DSA-44 verify (512 lane triples): 70.4 k cycles, 94.5 k with delta swaps; +512 bytes of table | public data only (the matrix comes from ρ): the table indices and the stores follow the data, as FIPS 204 allows |
#![allow(unsafe_code)]

// `raw`: plain assembly (its `{r4-r11, lr}` register lists are not format placeholders).
core::arch::global_asm!(include_str!("mldsa_rej_armv7m.s"), options(raw));

extern "C" {
    fn emcrypt_mldsa_rej_ntt_armv7m(state: *const u32, rotr: *const u8, out: *mut i32, stop: u32) -> u64;
}

/// Samples from the SHAKE128 block held at rest in `state` (`rotr`: each word's owed right rotation) into
/// `out`, three lanes (eight candidates) at a time while at least eight slots of `out` are free. Returns
/// how many coefficients it stored and how many lane triples it consumed (at least one); `None` if `out`
/// has fewer than eight free slots, when the caller's portable path takes the whole block.
#[inline]
pub(crate) fn rej_ntt_block(state: &[u32; 50], rotr: &[u8; 50], out: &mut [i32]) -> Option<(usize, usize)> {
    let stop = out.len().checked_sub(8)?;
    // SAFETY: reads the first 44 words of `state` and 44 bytes of `rotr` (the last triple also loads the
    // next lane, unused); reads the assembly's own constant table; writes `out[i]` only for
    // i < count + 8 where count <= stop = out.len() - 8 before each triple, so within `out` (exclusively
    // borrowed). AAPCS: saves r4-r11 and lr, 48 bytes of stack in all.
    let result = unsafe { emcrypt_mldsa_rej_ntt_armv7m(state.as_ptr(), rotr.as_ptr(), out.as_mut_ptr(), stop as u32) };
    Some((result as u32 as usize, (result >> 32) as usize / 24))
}
