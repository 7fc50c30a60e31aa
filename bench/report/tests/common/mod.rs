// Shared helpers for the integration tests (included with `mod common;`).
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use emcrypt_bench_report::raw::RawFile;
use emcrypt_bench_report::reference::Reference;

pub fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn reference() -> Reference {
    Reference::load(&crate_dir().join("../reference")).expect("vendored reference CSVs load")
}

pub fn fixture_dir() -> PathBuf {
    crate_dir().join("tests/fixtures/raw")
}

pub fn fixture(core: &str) -> RawFile {
    RawFile::load(&fixture_dir().join(format!("{core}.json"))).expect("fixture loads")
}

pub fn write_raw(dir: &Path, file: &RawFile) {
    std::fs::create_dir_all(dir).unwrap();
    let path = dir.join(format!("{}.json", file.core));
    std::fs::write(path, serde_json::to_string_pretty(file).unwrap()).unwrap();
}
