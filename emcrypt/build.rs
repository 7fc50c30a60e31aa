//! Target facts that Rust's stable `cfg` does not expose.
//!
//! `emcrypt_umaal`: the target has the Arm `UMAAL` instruction (the DSP extension) for certain. Stable
//! Rust has no `target_feature = "dsp"`, so the target name decides: thumbv7em (Cortex-M4/M7) always has
//! it. thumbv8m.main (Cortex-M33) only has it as an option, and the default target triple does not
//! let the assembler accept it, so it is left out (it uses the portable form).
fn main() {
    println!("cargo::rustc-check-cfg=cfg(emcrypt_umaal)");
    println!("cargo::rerun-if-changed=build.rs");
    let target = std::env::var("TARGET").unwrap_or_default();
    if target.starts_with("thumbv7em-") {
        println!("cargo::rustc-cfg=emcrypt_umaal");
    }
}
