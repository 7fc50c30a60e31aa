//! On-target known answers: every emcrypt algorithm and variant against public vectors (NIST CAVP, RFCs),
//! run on each Cortex-M core in QEMU by `scripts/run-kat.sh`. Prints one line per check, the stack
//! high-water mark and `kat: N passed, M failed`, and exits through semihosting with success only if
//! nothing failed.
#![no_std]
#![no_main]

// The checks come in two parts, each built alone for the Cortex-M0 board (`kat_part`, set by
// EMCRYPT_KAT_PART; see build.rs): 1 = hashes, MACs, KDFs, DRBGs (165 KB on the board); 2 = block
// ciphers and their modes, ChaCha20, AEADs and public-key algorithms (122 KB). Every other image runs both.
#[cfg(not(kat_part = "1"))]
mod aeads;
#[cfg(not(kat_part = "1"))]
mod block_modes;
#[cfg(not(kat_part = "1"))]
mod ciphers;
#[cfg(not(kat_part = "1"))]
#[cfg(not(kat_small_flash))] // not on the Cortex-M0 board: its flash is full (see curve448.rs)
mod curve448;
#[cfg(not(kat_part = "1"))]
mod curves;
#[cfg(not(kat_part = "2"))]
mod drbg;
#[cfg(not(kat_part = "2"))]
mod hashes;
#[cfg(not(kat_part = "2"))]
mod kdf;
#[cfg(not(kat_part = "1"))]
#[cfg(not(kat_small_flash))]
mod lms;
#[cfg(not(kat_part = "2"))]
mod mac;
#[cfg(not(kat_part = "1"))]
#[cfg(not(kat_small_flash))]
mod ml_dsa;
#[cfg(not(kat_part = "1"))]
mod ml_kem;
// RSA does not fit the Cortex-M0 board's 256 KiB of flash beside the other checks of its part
// (firmware/README.md); the same thumbv6m code runs on mps2-an385.
#[cfg(not(kat_part = "1"))]
#[cfg(not(kat_small_flash))]
mod rsa;
mod tally;
mod vectors;

use emcrypt_fw_rt::{entry, Line, BOARD};
use tally::Tally;

#[entry]
fn main() -> ! {
    Line::new().text("kat: emcrypt known answers, memory map ").text(BOARD).print();
    let mut t = Tally::new();
    #[cfg(not(kat_part = "2"))]
    {
        hashes::run(&mut t);
        mac::run(&mut t);
        kdf::run(&mut t);
        drbg::run(&mut t);
    }
    #[cfg(not(kat_part = "1"))]
    {
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
    }
    let (used, size) = emcrypt_fw_rt::stack_usage();
    Line::new().text("kat: stack high-water ").dec(used).text(" of ").dec(size).text(" bytes").print();
    t.finish()
}
