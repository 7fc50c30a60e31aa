//! The published figures emcrypt is compared with, read from `bench/reference/*.csv`.
//!
//! | file | one row is | used for |
//! | --- | --- | --- |
//! | `cmox.csv` | one figure set of ST's CMOX pages: timing (cycles, time, kbyte/s) or footprint | "CMOX" columns, "vs CMOX" ratios |
//! | `cmox_platforms.csv` | the board, clock, wait states and CMOX version of one page | page headers |
//! | `cyclone.csv` | one CycloneCRYPTO 2.1.6 figure on STM32L4A6 (MB/s or ms at 80 MHz) | "CycloneCRYPTO" columns |
//! | `rustcrypto_model.csv` | one RustCrypto operation measured on an emulated core | "RustCrypto" columns when the raw results have no peer case |
//!
//! The CSVs are parsed with the `csv` crate into typed rows; empty cells become `None`.

use std::fs;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::names::{canonical_algorithm, canonical_operation};

/// Error while reading reference or raw files: the message names the file and the cause.
#[derive(Debug)]
pub struct LoadError(pub String);

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for LoadError {}

fn read_csv<T: for<'de> Deserialize<'de>>(path: &Path) -> Result<Vec<T>, LoadError> {
    let mut reader = csv::Reader::from_path(path).map_err(|e| LoadError(format!("{}: {e}", path.display())))?;
    reader
        .deserialize()
        .enumerate()
        // +2: the header is line 1 and rows count from 0.
        .map(|(i, r)| r.map_err(|e| LoadError(format!("{}:{}: {e}", path.display(), i + 2))))
        .collect()
}

/// Deserialises an empty cell as `None` (the csv crate's default for `Option` only covers numbers).
fn empty_as_none<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<String>, D::Error> {
    let s = String::deserialize(d)?;
    Ok(if s.trim().is_empty() { None } else { Some(s) })
}

/// One row of `cmox.csv`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
pub struct CmoxRow {
    pub mcu: String,
    pub core: String,
    pub clock_mhz: u32,
    pub algorithm: String,
    #[serde(deserialize_with = "empty_as_none")]
    pub api: Option<String>,
    #[serde(deserialize_with = "empty_as_none")]
    pub operation: Option<String>,
    #[serde(deserialize_with = "empty_as_none")]
    pub config: Option<String>,
    #[serde(deserialize_with = "empty_as_none")]
    pub curve_definition: Option<String>,
    #[serde(deserialize_with = "empty_as_none")]
    pub modexp: Option<String>,
    #[serde(deserialize_with = "empty_as_none")]
    pub window: Option<String>,
    pub key_bits: Option<u32>,
    pub message_bytes: Option<u64>,
    pub chunk_bytes: Option<u64>,
    pub cycles: Option<u64>,
    pub cycles_min: Option<u64>,
    pub cycles_max: Option<u64>,
    pub time_us: Option<u64>,
    pub time_ms: Option<u64>,
    pub kbyte_s: Option<u64>,
    pub code_bytes: Option<u64>,
    pub const_bytes: Option<u64>,
    pub global_bytes: Option<u64>,
    pub stack_bytes: Option<u64>,
    pub working_bytes: Option<u64>,
    pub section: String,
    /// Set when `cmox_repairs` restored cells that ran together in the source file.
    #[serde(skip_deserializing, default)]
    pub repaired: bool,
}

impl CmoxRow {
    /// Footprint rows carry `code_bytes`; all others are timing rows.
    pub fn is_footprint(&self) -> bool {
        self.code_bytes.is_some()
    }

    /// A timing row whose cycles disagree with its own time at the page's clock: shown but never used in a
    /// ratio. The eleven known cases (STM32L152 page, cells run together) are repaired on loading
    /// (`cmox_repairs`), so this only catches new ones.
    pub fn is_inconsistent(&self) -> bool {
        let Some(cycles) = self.cycles else { return false };
        let mhz = f64::from(self.clock_mhz);
        let check = |published: u64, computed: f64| {
            // CMOX truncates (see `units`); allow one unit either way for rounding.
            (published as f64 - computed.floor()).abs() > 1.0
        };
        if let Some(us) = self.time_us {
            if check(us, cycles as f64 / mhz) {
                return true;
            }
        }
        if let Some(ms) = self.time_ms {
            if check(ms, cycles as f64 / mhz / 1000.0) {
                return true;
            }
        }
        false
    }

    /// The CMOX configuration words of this row, as printed beside its figures: "fast", "small / high",
    /// "fast / CRT / window high".
    pub fn config_label(&self) -> String {
        let mut words = Vec::new();
        if let Some(c) = &self.config {
            words.push(c.clone());
        }
        if let Some(c) = &self.curve_definition {
            words.push(format!("curve {c}"));
        }
        if let Some(m) = self.modexp.as_deref().filter(|m| *m != "n/a") {
            words.push(m.to_uppercase());
        }
        if let Some(w) = self.window.as_deref().filter(|w| *w != "n/a") {
            words.push(format!("window {w}"));
        }
        words.join(" / ")
    }

    pub fn canonical_algorithm(&self) -> String {
        canonical_algorithm(&self.algorithm, self.key_bits)
    }

    pub fn canonical_operation(&self) -> String {
        canonical_operation(self.operation.as_deref().unwrap_or(""))
    }
}

/// One row of `cmox_platforms.csv`: the set-up of one CMOX page.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
pub struct CmoxPlatform {
    pub mcu: String,
    pub core: String,
    pub clock_mhz: u32,
    pub flash_wait_states: u32,
    pub cmox_version: String,
    pub seed: String,
}

/// One row of `cyclone.csv`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
pub struct CycloneRow {
    pub mcu: String,
    pub core: String,
    pub clock_mhz: u32,
    pub library: String,
    pub table: String,
    pub algorithm: String,
    pub operation: String,
    pub implementation: String,
    pub value: f64,
    pub unit: String,
}

/// One row of `rustcrypto_model.csv`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
pub struct RustCryptoModelRow {
    pub operation: String,
    /// `M4`, `M0+`, `M3` or `M33*` (the M33 rows use the M4 cycle table).
    pub core: String,
    /// `release` (opt-level 3) or `release-s` (opt-level "s").
    pub profile: String,
    /// The firmware feature that selected the operation, e.g. `aes128_cbc_enc` or `ed25519_sign,ed_fast`.
    pub feature: String,
    pub est_cycles: u64,
    pub instructions: u64,
    pub stack_bytes: Option<u64>,
    pub heap_peak_bytes: Option<u64>,
    pub text_delta: Option<u64>,
    pub rodata_delta: Option<u64>,
    pub m4_p1: Option<u64>,
    pub m4_p3: Option<u64>,
    pub check: String,
    #[serde(rename = "crate")]
    pub crate_name: String,
}

/// Every reference table, loaded once.
#[derive(Debug, Clone)]
pub struct Reference {
    pub dir: PathBuf,
    pub cmox: Vec<CmoxRow>,
    pub platforms: Vec<CmoxPlatform>,
    pub cyclone: Vec<CycloneRow>,
    pub rustcrypto: Vec<RustCryptoModelRow>,
}

impl Reference {
    /// Reads the four CSVs from `dir` (normally `bench/reference`).
    pub fn load(dir: &Path) -> Result<Self, LoadError> {
        if !dir.is_dir() {
            return Err(LoadError(format!("reference directory {} not found", dir.display())));
        }
        Ok(Reference {
            dir: dir.to_path_buf(),
            cmox: {
                let mut rows = read_csv(&dir.join("cmox.csv"))?;
                crate::cmox_repairs::apply(&mut rows);
                rows
            },
            platforms: read_csv(&dir.join("cmox_platforms.csv"))?,
            cyclone: read_csv(&dir.join("cyclone.csv"))?,
            rustcrypto: read_csv(&dir.join("rustcrypto_model.csv"))?,
        })
    }

    /// The vendored copy beside this crate (`bench/reference`), wherever the tool is started from.
    pub fn default_dir() -> PathBuf {
        let from_cwd = PathBuf::from("bench/reference");
        if from_cwd.is_dir() {
            return from_cwd;
        }
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../reference")
    }

    /// The page set-up for a CMOX mcu name, if that page is listed in `cmox_platforms.csv`.
    pub fn platform(&self, mcu: &str) -> Option<&CmoxPlatform> {
        self.platforms.iter().find(|p| p.mcu == mcu)
    }
}

/// Reads a whole text file, naming it in the error.
pub fn read_text(path: &Path) -> Result<String, LoadError> {
    fs::read_to_string(path).map_err(|e| LoadError(format!("{}: {e}", path.display())))
}
