//! Picks the memory map (`memory/<board>.x`) for the target being built and hands it to cortex-m-rt's
//! `link.x`, which INCLUDEs `memory.x` from the linker search path.
//!
//! | target | board (QEMU machine) | core |
//! | --- | --- | --- |
//! | thumbv6m-none-eabi | microbit | Cortex-M0 |
//! | thumbv7m-none-eabi | an385 (mps2-an385) | Cortex-M3 |
//! | thumbv7em-none-eabihf | an386 (mps2-an386) | Cortex-M4 |
//! | thumbv8m.main-none-eabihf | an505 (mps2-an505) | Cortex-M33 |
//!
//! `EMCRYPT_FW_MEMORY=<name>` overrides the choice with `memory/<name>.x` (for example `roomy` for the
//! benchmark firmware, which only runs in an emulator). The choice is a property of the build, so build
//! firmware that needs different maps in separate cargo invocations.

use std::{env, fs, path::PathBuf};

fn default_board(target: &str) -> &'static str {
    if target.starts_with("thumbv6m") {
        "microbit"
    } else if target.starts_with("thumbv7m") {
        "an385"
    } else if target.starts_with("thumbv7em") {
        "an386"
    } else if target.starts_with("thumbv8m.main") {
        "an505"
    } else {
        panic!("emcrypt-fw-rt: no memory map for target {target}; set EMCRYPT_FW_MEMORY")
    }
}

fn main() {
    println!("cargo:rerun-if-env-changed=EMCRYPT_FW_MEMORY");
    println!("cargo:rerun-if-changed=memory");
    let target = env::var("TARGET").expect("cargo sets TARGET");
    let board = env::var("EMCRYPT_FW_MEMORY").unwrap_or_else(|_| default_board(&target).to_string());
    let source = PathBuf::from("memory").join(format!("{board}.x"));
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    fs::copy(&source, out.join("memory.x"))
        .unwrap_or_else(|e| panic!("emcrypt-fw-rt: cannot use memory map {}: {e}", source.display()));
    println!("cargo:rustc-link-search={}", out.display());
    // The firmware can say which map it was linked for.
    println!("cargo:rustc-env=EMCRYPT_FW_BOARD={board}");
}
