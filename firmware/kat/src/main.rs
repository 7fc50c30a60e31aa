//! On-target known answers: every emcrypt algorithm and variant against public vectors (NIST CAVP, RFCs),
//! run on each Cortex-M core in QEMU by `scripts/run-kat.sh`. Prints one line per check, the stack
//! high-water mark and `kat: N passed, M failed`, and exits through semihosting with success only if
//! nothing failed.
#![no_std]
#![no_main]

mod aeads;
mod block_modes;
mod ciphers;
#[cfg(not(kat_small_flash))] // not on the Cortex-M0 board: its flash is full (see curve448.rs)
mod curve448;
mod curves;
mod drbg;
mod hashes;
mod kdf;
#[cfg(not(kat_small_flash))]
mod lms;
mod mac;
// RSA does not fit beside the other checks in the Cortex-M0 board's 256 KiB of flash (firmware/README.md);
// the same thumbv6m code runs on mps2-an385.
#[cfg(not(kat_small_flash))]
mod rsa;
mod ml_kem;
#[cfg(not(kat_small_flash))]
mod ml_dsa;
mod tally;
mod vectors;

use emcrypt_fw_rt::{entry, Line, BOARD};
use tally::Tally;

#[entry]
fn main() -> ! {
    Line::new().text("kat: emcrypt known answers, memory map ").text(BOARD).print();
    let mut t = Tally::new();
    hashes::run(&mut t);
    mac::run(&mut t);
    kdf::run(&mut t);
    drbg::run(&mut t);
    block_modes::run(&mut t);
    ciphers::run(&mut t);
    aeads::run(&mut t);
    curves::run(&mut t);
    #[cfg(not(kat_small_flash))]
    rsa::run(&mut t);
    ml_kem::run(&mut t);
    // ML-DSA's keys and signatures do not fit the Cortex-M0 board's flash and RAM beside the rest.
    #[cfg(not(kat_small_flash))]
    ml_dsa::run(&mut t);
    #[cfg(not(kat_small_flash))]
    lms::run(&mut t);
    #[cfg(not(kat_small_flash))]
    curve448::run(&mut t);
    let (used, size) = emcrypt_fw_rt::stack_usage();
    Line::new().text("kat: stack high-water ").dec(used).text(" of ").dec(size).text(" bytes").print();
    t.finish()
}
