//! Fixsliced AES encryption of two blocks in Thumb-2 assembly for Armv7-M and Armv8-M Mainline (Cortex-M3/M4/M7/M33).
//!
//! | target | technique | constant time |
//! | --- | --- | --- |
//! | thumbv7m, thumbv7em-none-eabi (soft float) | `aes_fixsliced_armv7m.s`: `cipher::aes::Fixsliced`'s two-block encryption (bitslicing by SWAPMOVE, Boyar–Peralta S-box, the four fixsliced MixColumns, AddRoundKey) with registers chosen by a spill-minimising allocator, state in `r0`–`r7` between rounds, four rounds per loop; spills in stack words | yes: no branch but the round loop, addresses fixed |
//! | thumbv7em-none-eabihf, thumbv8m.main-none-eabihf (cfg `emcrypt_fpu_registers`) | `aes_fixsliced_armv7m_fpu.s`: the same, spilling to the FPU registers `s0`–`s13` and keeping the key pointer and the end pointer in `s14`/`s15` (`vmov`, 1 cycle, against 2 for `str`/`ldr`); the spill registers are zeroed on return | yes |
//! | everything else (host, thumbv6m) | the Rust `cipher::aes::Fixsliced` | yes |
//!
//! The assembly is *generated* by `cipher/aes/fixsliced_armv7m_gen.rs` (the S-box gates read from the Rust
//! listing); a host test executes every generated piece against its Rust counterpart, another checks that
//! the committed `.s` is the generator's output. Decryption and the key schedule stay in Rust.
#![allow(unsafe_code)]

// `raw`: the file is plain assembly (its `{r4-r11, lr}` register lists are not format placeholders).
// Hard-float Armv7E-M/Armv8-M targets spill to the FPU registers s0-s15 (see build.rs), others to the stack.
#[cfg(not(emcrypt_fpu_registers))]
core::arch::global_asm!(include_str!("aes_fixsliced_armv7m.s"), options(raw));
#[cfg(emcrypt_fpu_registers)]
core::arch::global_asm!(include_str!("aes_fixsliced_armv7m_fpu.s"), options(raw));

extern "C" {
    #[cfg(not(emcrypt_fpu_registers))]
    fn emcrypt_aes_fixsliced_encrypt2_armv7m(a: *mut u8, b: *mut u8, keys: *const u32, mix_rounds: u32);
    #[cfg(emcrypt_fpu_registers)]
    #[link_name = "emcrypt_aes_fixsliced_encrypt2_armv7m_fpu"]
    fn emcrypt_aes_fixsliced_encrypt2_armv7m(a: *mut u8, b: *mut u8, keys: *const u32, mix_rounds: u32);
}

/// Encrypts blocks `a` and `b` with the fixsliced round keys `keys` (11, 13 or 15 of them).
pub(crate) fn encrypt2(keys: &[[u32; 8]], a: &mut [u8; 16], b: &mut [u8; 16]) {
    // AES has 10, 12 or 14 rounds: at least one with MixColumns, as the assembly requires; fewer keys
    // would be a caller bug, caught here instead of reading past `keys`.
    assert!(keys.len() >= 3);
    let mix_rounds = (keys.len() - 2) as u32;
    // SAFETY: the function reads and writes the 16 bytes of `a` and of `b` (word accesses, unaligned
    // allowed on Armv7-M/Armv8-M Mainline; both exclusively borrowed, so distinct), and reads 8 words per
    // round key for mix_rounds + 2 = keys.len() keys, all inside `keys`. It follows the AAPCS (saves
    // r4-r11 and lr, restores sp; it clobbers only the caller-saved s0-s15 of the FPU, and zeroes the spill
    // registers among them) and uses a fixed frame of stack.
    unsafe { emcrypt_aes_fixsliced_encrypt2_armv7m(a.as_mut_ptr(), b.as_mut_ptr(), keys.as_ptr().cast(), mix_rounds) }
}
