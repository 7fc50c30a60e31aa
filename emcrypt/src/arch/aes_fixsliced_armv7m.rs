//! The rounds of fixsliced AES in Thumb-2 assembly for Armv7-M and Armv8-M Mainline (Cortex-M3/M4/M7/M33).
//!
//! | target | technique | constant time |
//! | --- | --- | --- |
//! | thumbv7m, thumbv7em, thumbv8m.main | `aes_fixsliced_armv7m.s`: the rounds of `cipher::aes::Fixsliced` (Boyar–Peralta S-box, the four fixsliced MixColumns, AddRoundKey) with registers chosen by a spill-minimising allocator, state in `r0`–`r7` between rounds, four rounds per loop | yes: no branch but the round loop, addresses fixed |
//! | everything else (host, thumbv6m) | the Rust rounds of `cipher::aes::Fixsliced` | yes |
//!
//! The assembly is *generated* by `cipher/aes/fixsliced_armv7m_gen.rs` (the S-box gates read from the Rust
//! listing); a host test executes the generated instructions against the Rust rounds, another checks that
//! the committed `.s` is the generator's output. Bitslicing, the first AddRoundKey and the final ShiftRows
//! correction stay in Rust.
#![allow(unsafe_code)]

// `raw`: the file is plain assembly (its `{r4-r11, lr}` register lists are not format placeholders).
core::arch::global_asm!(include_str!("aes_fixsliced_armv7m.s"), options(raw));

extern "C" {
    fn emcrypt_aes_fixsliced_rounds_armv7m(state: *mut u32, keys: *const u32, mix_rounds: u32);
}

/// Runs rounds 1 to `keys.len() - 1` (those with MixColumns, then the last one without) on a bitsliced
/// state that has had round key 0 added; `keys` are the fixsliced round keys 0 to R-1.
pub(crate) fn rounds(state: &mut [u32; 8], keys: &[[u32; 8]]) {
    // Three or more round keys: at least one round with MixColumns, as the assembly requires (AES has 10,
    // 12 or 14 rounds); fewer would be a caller bug, caught here instead of reading past `keys`.
    assert!(keys.len() >= 3);
    let mix_rounds = (keys.len() - 2) as u32;
    // SAFETY: the function reads the 8 words of `state` and writes them back (exclusively borrowed), and
    // reads 8 words per round key from `keys[1]` on: mix_rounds + 1 = keys.len() - 1 keys, all inside
    // `keys`. It follows the AAPCS (saves r4-r11 and lr, restores sp) and uses a fixed frame of stack.
    unsafe { emcrypt_aes_fixsliced_rounds_armv7m(state.as_mut_ptr(), keys[1..].as_ptr().cast(), mix_rounds) }
}
