//! Keccak-f\[1600\] in Thumb-2 assembly for Armv7-M and Armv8-M Mainline (Cortex-M3/M4/M7/M33).
//!
//! | target | technique | constant time |
//! | --- | --- | --- |
//! | thumbv7m, thumbv7em-none-eabi (soft float) | `keccak_armv7m.s`: the `Unrolled` plan (bit interleaving, four rounds unrolled, in-place lane renaming, lazy rotations) with registers and instruction order chosen for the M3/M4 pipeline | yes: no branch but the round loop, fixed addresses |
//! | thumbv7em-none-eabihf, thumbv8m.main-none-eabihf (cfg `emcrypt_fpu_registers`) | `keccak_armv7m_fpu.s`: the same rounds with 32 of the 50 state words (10..42) kept in `s0`–`s31` during the call (`vmov`, 1 cycle, where a `str` costs 2 on the M3/M4 pipeline); `s16`–`s31` are saved and restored, `s0`–`s15` zeroed on return | yes |
//! | everything else (host, thumbv6m) | the Rust round bodies of `hash::sha3::Unrolled` | yes |
//!
//! The assembly is *generated* (by `hash/sha3/keccak_armv7m_gen.rs`, from the same compile-time plans as
//! the Rust code; a host test executes the generated instruction list against the reference permutation
//! and another checks that the committed `.s` is the generator's output). It keeps the state in exactly the
//! layout of the Rust `Unrolled` (`InterleavedState` at rest), so the sponge and the byte interface do not
//! change. See the generator's module docs for registers and scheduling.
#![allow(unsafe_code)]

// `raw`: the file is plain assembly (its `{r4-r11, lr}` register lists are not format placeholders).
// Hard-float Armv7E-M/Armv8-M targets keep part of the state in the FPU registers (see build.rs).
#[cfg(not(emcrypt_fpu_registers))]
core::arch::global_asm!(include_str!("keccak_armv7m.s"), options(raw));
#[cfg(emcrypt_fpu_registers)]
core::arch::global_asm!(include_str!("keccak_armv7m_fpu.s"), options(raw));

extern "C" {
    #[cfg(not(emcrypt_fpu_registers))]
    fn emcrypt_keccak_f1600_armv7m(state: *mut u32, round_constants: *const u32);
    #[cfg(emcrypt_fpu_registers)]
    #[link_name = "emcrypt_keccak_f1600_armv7m_fpu"]
    fn emcrypt_keccak_f1600_armv7m(state: *mut u32, round_constants: *const u32);
}

/// Runs the 24 rounds on an interleaved state at rest; `round_constants` are the 24 interleaved round
/// constants (even word, odd word).
pub(crate) fn keccak_f1600(state: &mut [u32; 50], round_constants: &[[u32; 2]; 24]) {
    // SAFETY: the function reads and writes exactly the 50 words of `state` and reads the 48 words of
    // `round_constants` (both valid for the call, the state exclusively borrowed). It follows the AAPCS:
    // saves r4-r11 and lr (and, in the FPU variant, s16-s31), restores sp, uses 52 bytes of stack below the
    // 36 (100) it pushes; the FPU variant clobbers only the caller-saved s0-s15 and zeroes them.
    unsafe { emcrypt_keccak_f1600_armv7m(state.as_mut_ptr(), round_constants.as_ptr().cast()) }
}
