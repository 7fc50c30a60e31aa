//! Helpers shared by the integration tests: reading vendored vector files and checking streaming
//! interfaces against one-shot ones.
#![allow(dead_code)]

pub mod ml_dsa;
pub mod rsp;

use std::path::PathBuf;

/// Path of a vendored vector file, relative to the repository's `vectors/` folder.
pub fn vector_path(relative: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../vectors").join(relative)
}

/// Reads a vendored vector file to a string, failing the test loudly when it is missing.
pub fn read_vectors(relative: &str) -> String {
    let path = vector_path(relative);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
}

/// Decodes hex, failing the test on malformed input.
pub fn unhex(s: &str) -> Vec<u8> {
    hex::decode(s.trim()).unwrap_or_else(|e| panic!("bad hex {s:?}: {e}"))
}

/// Splits points to try when feeding a message in two or three parts: every split for short messages,
/// a spread of them (block edges included) for long ones.
pub fn split_points(len: usize) -> Vec<usize> {
    if len <= 300 {
        return (0..=len).collect();
    }
    let mut v: Vec<usize> = (0..=len).step_by(len / 97 + 1).collect();
    for edge in [1, 63, 64, 65, 127, 128, 129, 135, 136, 137, 167, 168, 169] {
        if edge <= len {
            v.push(edge);
            v.push(len - edge);
        }
    }
    v.push(len);
    v.sort_unstable();
    v.dedup();
    v
}
