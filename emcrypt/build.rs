//! Target facts that Rust's stable `cfg` does not expose (there is no `target_feature = "dsp"`), decided
//! from the target name.
//!
//! - `emcrypt_umaal`: the core has the `UMAAL` instruction (Armv7E-M; Armv8-M Mainline with the DSP
//!   extension, as the Cortex-M33s we measure): selects the assembly Montgomery multiplication in
//!   `src/arch/umaal.rs`, which emits the instruction by its encoding. `EMCRYPT_NO_UMAAL=1` keeps the
//!   portable Rust (an Armv8-M Mainline core without DSP).
//! - `emcrypt_armv7em`: Armv7E-M, where the assembler also accepts the `umaal` mnemonic in inline `asm!`
//!   (for thumbv8m.main it does not: the default triple does not declare DSP), used by
//!   `src/arch/fe25519_umaal.rs`.
//! - `emcrypt_fpu_registers`: an Armv7E-M or Armv8-M Mainline target with the hard-float ABI (`eabihf`),
//!   whose ABI guarantees an enabled FPU: assembly may keep spilled values in the caller-saved `s0`–`s15`
//!   (`vmov`, 1 cycle) instead of stack words (`str`/`ldr`, 2 cycles), as `src/arch/aes_fixsliced_armv7m.rs`
//!   does. A soft-float triple (`thumbv7em-none-eabi`) keeps the stack, the FPU may be off there.
//! - `emcrypt_armv6m`: Armv6-M (Cortex-M0/M0+, Thumb-1 only, no 32 x 32 -> 64-bit multiply): selects the
//!   Thumb-1 assembly GF(2^255 - 19) multiplication and squaring in `src/arch/fe25519_armv6m.rs`.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(emcrypt_umaal)");
    println!("cargo::rustc-check-cfg=cfg(emcrypt_armv7em)");
    println!("cargo::rustc-check-cfg=cfg(emcrypt_fpu_registers)");
    println!("cargo::rustc-check-cfg=cfg(emcrypt_armv6m)");
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-env-changed=EMCRYPT_NO_UMAAL");
    let target = std::env::var("TARGET").unwrap_or_default();
    let armv7em = target.starts_with("thumbv7em-");
    let has_umaal = armv7em || target.starts_with("thumbv8m.main-");
    if has_umaal && std::env::var_os("EMCRYPT_NO_UMAAL").is_none() {
        println!("cargo::rustc-cfg=emcrypt_umaal");
    }
    if armv7em && std::env::var_os("EMCRYPT_NO_UMAAL").is_none() {
        println!("cargo::rustc-cfg=emcrypt_armv7em");
    }
    if target.starts_with("thumbv6m-") {
        println!("cargo::rustc-cfg=emcrypt_armv6m");
    }
    if (armv7em || target.starts_with("thumbv8m.main-")) && target.ends_with("eabihf") {
        println!("cargo::rustc-cfg=emcrypt_fpu_registers");
    }
}
