//! Benchmark firmware: runs every case of `cases.rs` between the markers of `emcrypt_fw_rt::bench`, checks
//! each output against its known answer and records the result in RAM for the host runner (bench/runner),
//! which counts instructions and model cycles, measures the stack and reads the results. A request the host
//! writes at `bench_setup` makes it run one case only: a constant-time check, or a profile
//! (`emcrypt-bench --profile`; see `emcrypt_fw_rt::bench`).
//!
//! Footprints: the image is linked with `--emit-relocs` (build.rs) and the host attributes code, constants
//! and globals to each case by following the relocations from the case's body in `CASES`
//! (`bench/runner/src/attribution.rs`). Footprint builds, for cross-checking that: with
//! `EMCRYPT_BENCH_ONLY=<case id>` at build time only that case is linked (and the case metadata is left
//! out); with `EMCRYPT_BENCH_ONLY=none`, no case; the host subtracts the sizes of the second from the first.
#![no_std]
#![no_main]

mod aead;
mod calibration;
mod cases;
mod cipher;
mod ecc;
mod ffdh_dsa;
mod ecc448;
mod hash;
mod lms;
mod mac;
mod message;
mod ml_kem;
mod ml_dsa;
mod peers;
mod rsa;
mod peers_ecc;
mod peers_aead;
mod peers_ml_dsa;
// `rsa`, a peer, allocates: its heap is `heap.rs`. It needs atomic compare-and-swap, which ARMv6-M lacks.
#[cfg(target_has_atomic = "ptr")]
mod heap;
mod input;
#[cfg(target_has_atomic = "ptr")]
extern crate alloc;

/// Known answers computed at build time by the RustCrypto crates (see `build.rs`).
#[allow(dead_code)] // not every answer is used in a footprint build
mod kat {
    include!(concat!(env!("OUT_DIR"), "/kat.rs"));
}

use core::hint::black_box;
use emcrypt_fw_rt::bench::{self, bench_case};
use emcrypt_fw_rt::{entry, semihosting, Line};
use message::{message_byte, MESSAGE_LEN};

/// What a case reports besides its cycles.
pub struct Outcome {
    /// The output matched the known answer.
    pub passed: bool,
    /// Bytes of caller-provided working buffer the operation used.
    pub working_bytes: u32,
}

impl Outcome {
    /// The outcome of an output compared with its known answer, without working buffer.
    pub fn check(output: &[u8], expected: &[u8]) -> Self {
        Outcome { passed: same_bytes(output, expected), working_bytes: 0 }
    }
}

/// Byte-wise equality. Not inlined and kept in every build, so the comparison is part of the footprint
/// baseline rather than of each case.
#[inline(never)]
pub fn same_bytes(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// A case body: `(case id, benchmark message) -> outcome`. The message is an array, so the cases' slices of
/// it need no bounds checks.
pub type Run = fn(u32, &[u8; MESSAGE_LEN]) -> Outcome;

/// The case chosen for a footprint build, if any.
const ONLY: Option<&str> = option_env!("EMCRYPT_BENCH_ONLY");

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Whether case `id` is linked into this build.
pub const fn selected(id: &str) -> bool {
    match ONLY {
        None => true,
        Some(only) => same(only, id),
    }
}

/// Bytes of the metadata lines that are in this build (see [`cases!`]).
pub const fn meta_len(lines: &[(bool, &str)]) -> usize {
    let mut len = 0;
    let mut i = 0;
    while i < lines.len() {
        if lines[i].0 {
            len += lines[i].1.len();
        }
        i += 1;
    }
    len
}

/// The metadata lines that are in this build, joined (see [`cases!`]).
pub const fn meta_join<const N: usize>(lines: &[(bool, &str)]) -> [u8; N] {
    let mut out = [0u8; N];
    let (mut at, mut i) = (0, 0);
    while i < lines.len() {
        if lines[i].0 {
            let line = lines[i].1.as_bytes();
            let mut j = 0;
            while j < line.len() {
                out[at] = line[j];
                at += 1;
                j += 1;
            }
        }
        i += 1;
    }
    out
}

/// Builds the case table and its metadata from one line per case (see `cases.rs`). A line may start with
/// `#[cfg(...)]`: on targets where it does not hold, the case is neither in the table nor in the metadata
/// (a peer crate that does not build there).
#[macro_export]
macro_rules! cases {
    ($($(#[cfg($cond:meta)])? $id:literal, $library:literal, $group:literal, $algorithm:literal, $variant:literal,
       $cmox:literal, $api:literal, $operation:literal, $key_bits:literal, $message:literal, $chunk:literal,
       $run:expr;)*) => {
        /// One metadata line per case, with whether the case is in this build.
        const META_LINES: &[(bool, &str)] = &[$((
            true $(&& cfg!($cond))?,
            concat!($id, "|", $library, "|", $group, "|", $algorithm, "|", $variant, "|", $cmox, "|", $api, "|",
                    $operation, "|", $key_bits, "|", $message, "|", $chunk, "\n"),
        )),*];
        const META_BYTES: [u8; $crate::meta_len(META_LINES)] = $crate::meta_join(META_LINES);

        /// Case metadata, one `|`-separated line per case in table order, read by the host from the ELF.
        /// Empty in footprint builds, so that it does not count as the case's constant data.
        #[no_mangle]
        pub static BENCH_META: &str = if $crate::ONLY.is_some() {
            ""
        } else {
            match core::str::from_utf8(&META_BYTES) {
                Ok(meta) => meta,
                Err(_) => panic!("case metadata is not UTF-8"),
            }
        };

        /// The case bodies by id; `None` for cases left out of a footprint build.
        pub static CASES: &[Option<$crate::Run>] = &[$(
            $(#[cfg($cond)])?
            if $crate::selected($id) { Some($run as $crate::Run) } else { None }
        ),*];
    };
}

#[entry]
fn main() -> ! {
    // A constant-time check (see emcrypt_fw_rt::bench) runs one case with a secret input; a run-alone
    // request (`emcrypt-bench --profile`) one case with its normal inputs, checked as in a benchmark run.
    bench::bench_setup();
    let ct = bench::ct_request();
    let only = ct.as_ref().map(|r| r.case).or_else(bench::alone_request);
    // The message lives in this frame, above every case's stack, so it never counts as a case's stack.
    let mut message = [0u8; MESSAGE_LEN];
    for (i, b) in message.iter_mut().enumerate() {
        *b = message_byte(i);
    }
    if let Some(request) = ct.as_ref().filter(|r| r.kind == bench::SecretKind::Message) {
        message[..bench::CT_SECRET_LEN].copy_from_slice(&request.secret);
    }
    // Everything common to the cases is kept in every build, the footprint baseline without cases included,
    // so that no case's footprint contains it: the message, the metadata, the result table, the markers,
    // and the harness loop below (the table goes through black_box, so the loop is compiled even when it is
    // all `None`).
    let message: &[u8; MESSAGE_LEN] = black_box(&message);
    black_box(&cases::BENCH_META);
    black_box(&bench::BENCH_RESULTS);
    black_box([bench::bench_start as extern "C" fn(u32), bench::bench_end]);
    black_box(same_bytes as fn(&[u8], &[u8]) -> bool);
    let table: &[Option<Run>] = black_box(cases::CASES);

    let (mut passed, mut failed) = (0u32, 0u32);
    for (id, run) in table.iter().enumerate() {
        let Some(run) = run else { continue };
        let id = id as u32;
        if only.is_some_and(|case| case != id) {
            continue;
        }
        bench::paint_stack();
        let top = bench::stack_pointer();
        bench_case(id);
        let outcome = run(id, message);
        if ct.is_some() {
            // The output depends on the secret: no known answer, only "it ran to its end".
            bench::record_ct_completed(id, bench::stack_used(top));
            Line::new().text("bench: case ").dec(id).text(" completed under the constant-time check").print();
            semihosting::exit(true);
        }
        bench::record(id, outcome.passed, outcome.working_bytes, bench::stack_used(top));
        if outcome.passed {
            passed += 1;
        } else {
            failed += 1;
            Line::new().text("FAIL case ").dec(id).print();
        }
    }
    Line::new().text("bench: ").dec(passed).text(" passed, ").dec(failed).text(" failed").print();
    semihosting::exit(failed == 0)
}
