//! Generates `$OUT_DIR/vectors.rs`, the expected values the firmware checks, from the public vector files
//! vendored under `vectors/` (NIST CAVP response files, RFC test vectors; see `vectors/README.md`). Only a
//! few records of each file are taken, chosen for the edges that matter (the empty message, padding
//! boundaries, a multi-block message), so the firmware fits the 256 KiB flash of the Cortex-M0 board.
//!
//! A file that is missing, or from which no record is chosen, stops the build: a check that silently
//! vanished could never fail.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

/// The project's CAVP `.rsp` reader, shared with the host tests (it calls `super::unhex`, defined below).
#[path = "../../emcrypt/tests/common/rsp.rs"]
#[allow(dead_code)] // the host tests use more of it than the firmware does
mod rsp;

use rsp::Record;

/// Decodes hex; a malformed vector file stops the build.
fn unhex(s: &str) -> Vec<u8> {
    let s = s.trim();
    assert!(s.len() % 2 == 0, "odd hex length: {s}");
    (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).expect("hex digit")).collect()
}

/// The message of a hash record, cut to `Len` bits (CAVP writes the empty message as `Msg = 00`, `Len = 0`).
fn message(r: &Record) -> Vec<u8> {
    let bits: usize = r.get("Len").parse().expect("Len is a number");
    assert!(bits % 8 == 0, "bit-oriented message: {r:?}");
    let mut msg = r.bytes("Msg");
    msg.truncate(bits / 8);
    msg
}

/// Reads and parses a vendored vector file (path relative to `vectors/`).
fn read(relative: &str) -> Vec<Record> {
    let path = vectors_dir().join(relative);
    println!("cargo:rerun-if-changed={}", path.display());
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    rsp::parse(&text)
}

fn vectors_dir() -> PathBuf {
    Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("../../vectors")
}

/// The file name without folders and extension: `SHA256ShortMsg`.
fn stem(relative: &str) -> &str {
    let name = relative.rsplit('/').next().unwrap_or(relative);
    name.split('.').next().unwrap_or(name)
}

/// A Rust byte-string literal.
fn bytes(b: &[u8]) -> String {
    let mut s = String::with_capacity(3 + 4 * b.len());
    s.push_str("b\"");
    for byte in b {
        write!(s, "\\x{byte:02x}").unwrap();
    }
    s.push('"');
    s
}

/// The generated module being written.
#[derive(Default)]
struct Module(String);

impl Module {
    /// Emits `pub static NAME: &[HashCase]` from the chosen records of several files.
    fn hash_cases(&mut self, name: &str, sources: &[(&str, &dyn Fn(&[Record]) -> Vec<Record>)]) {
        writeln!(self.0, "pub static {name}: &[HashCase] = &[").unwrap();
        for (file, choose) in sources {
            let chosen = choose(&read(file));
            assert!(!chosen.is_empty(), "no record chosen from {file}");
            for r in chosen {
                let msg = message(&r);
                let label = format!("{} len={}", stem(file), msg.len());
                writeln!(
                    self.0,
                    "    HashCase {{ label: {label:?}, msg: {}, md: {} }},",
                    bytes(&msg),
                    bytes(&r.bytes("MD"))
                )
                .unwrap();
            }
        }
        writeln!(self.0, "];").unwrap();
    }
}

/// From a ShortMsg file: the message lengths (bytes) at a hash's padding edges, for a `block`-byte block
/// whose length field takes `length_field` bytes.
fn padding_edges(block: usize, length_field: usize) -> impl Fn(&[Record]) -> Vec<Record> {
    let wanted = [0, 1, 3, block - length_field - 1, block - length_field, block - 1, block];
    move |records| {
        let mut chosen: Vec<Record> = records.iter().filter(|r| wanted.contains(&message(r).len())).cloned().collect();
        chosen.dedup_by_key(|r| message(r).len());
        chosen
    }
}

fn first(n: usize) -> impl Fn(&[Record]) -> Vec<Record> {
    move |records| records.iter().take(n).cloned().collect()
}

fn all(records: &[Record]) -> Vec<Record> {
    records.to_vec()
}

fn main() {
    println!("cargo:rerun-if-changed=../../emcrypt/tests/common/rsp.rs");
    let mut m = Module::default();

    // Merkle–Damgård hashes: padding edges from ShortMsg, the first (multi-block) LongMsg record.
    let md64 = padding_edges(64, 8); // MD5, SHA-1, SHA-224/256: 64-byte block, 64-bit length
    let md128 = padding_edges(128, 16); // SHA-384/512/512-224/512-256: 128-byte block, 128-bit length
    m.hash_cases("MD5", &[("rfc/rfc-1321-md5.txt", &all)]);
    m.hash_cases("SHA1", &[("nist-cavp/sha/SHA1ShortMsg.rsp", &md64), ("nist-cavp/sha/SHA1LongMsg.rsp", &first(1))]);
    for name in ["SHA224", "SHA256"] {
        let short = format!("nist-cavp/sha/{name}ShortMsg.rsp");
        let long = format!("nist-cavp/sha/{name}LongMsg.rsp");
        m.hash_cases(name, &[(&short, &md64), (&long, &first(1))]);
    }
    for name in ["SHA384", "SHA512", "SHA512_224", "SHA512_256"] {
        let short = format!("nist-cavp/sha/{name}ShortMsg.rsp");
        let long = format!("nist-cavp/sha/{name}LongMsg.rsp");
        m.hash_cases(name, &[(&short, &md128), (&long, &first(1))]);
    }

    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets it")).join("vectors.rs");
    fs::write(&out, m.0).unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
}
