//! Footprint attribution by symbol on a real linked ELF (`fixtures/footprint_tiny.rs`, assembly with known
//! sizes, linked with `--emit-relocs`): each case counts its own code, the code it shares with other cases,
//! its constants and globals; not the harness's code (even when it calls it), not its known answer, not the
//! benchmark's buffers; the atoms behind a figure are listed largest first; an empty
//! table entry has no footprint; without relocations the attribution refuses to guess.

use emcrypt_bench_runner::attribution::Image;
use emcrypt_bench_runner::program::Footprint;
use std::path::{Path, PathBuf};
use std::process::Command;

fn build(emit_relocs: bool) -> PathBuf {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("footprint_tiny_{emit_relocs}.elf"));
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let mut cmd = Command::new(rustc);
    cmd.args(["--edition", "2021", "--target", "thumbv7m-none-eabi", "--crate-type", "bin"])
        .args(["-C", "panic=abort", "-C", "opt-level=1", "-C"])
        .arg(format!("link-arg=-T{}", fixtures.join("tiny.ld").display()));
    if emit_relocs {
        cmd.args(["-C", "link-arg=--emit-relocs"]);
    }
    let status = cmd.arg("-o").arg(&out).arg(fixtures.join("footprint_tiny.rs")).status().expect("rustc runs");
    assert!(status.success(), "building the footprint fixture failed");
    out
}

#[test]
fn cases_get_their_own_code_constants_and_globals() {
    let image = Image::from_elf(&std::fs::read(build(true)).unwrap()).unwrap();
    assert!(image.relocations > 0);
    let (table, count) = image.case_table().unwrap();
    assert_eq!(count, 3);
    let f = image.case_footprints(table, count).unwrap();
    // case_a (24) + shared (4); table_a (100), not its known answer (32), not the harness's helper.
    assert_eq!(f[0], Some(Footprint { code: 28, constant: 100, global: 0 }));
    // case_b (20) + shared (4); state_b (24), not the benchmark's output buffer (64).
    assert_eq!(f[1], Some(Footprint { code: 24, constant: 0, global: 24 }));
    assert_eq!(f[2], None);
}

#[test]
fn a_case_lists_what_it_counts_largest_first() {
    let image = Image::from_elf(&std::fs::read(build(true)).unwrap()).unwrap();
    let (table, _) = image.case_table().unwrap();
    let atoms = image.case_atoms(table, 0).unwrap();
    let listed: Vec<(&str, u32)> = atoms.iter().map(|a| (a.name.as_str(), a.size)).collect();
    assert_eq!(listed, [("table_a", 100), ("case_a", 24), ("shared", 4)]);
    assert!(image.case_atoms(table, 2).unwrap().is_empty());
}

#[test]
fn without_relocations_there_is_no_guess() {
    let image = Image::from_elf(&std::fs::read(build(false)).unwrap()).unwrap();
    assert_eq!(image.relocations, 0);
    let (table, count) = image.case_table().unwrap();
    assert!(image.case_footprints(table, count).unwrap_err().contains("--emit-relocs"));
}
