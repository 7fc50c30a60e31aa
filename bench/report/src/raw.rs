//! The raw results written by the runner (`results/raw/<core>.json`, schema 1; see `BENCH_PLAN.md`).
//!
//! Unknown fields are ignored, so the runner can add fields without breaking the report. Fields the report
//! reads beyond the plan's example:
//! - `flash_cycles` (case): `{"stm32l476": 512345, ...}`: the case's cycles on that profile's board, with its
//!   flash wait states, prefetch and cache applied by the runner's flash model (`emcrypt-bench-timing`'s
//!   board presets carry the report's profile names); `cycles_by_profile` is accepted as another name.
//! - `cycles_by_wait_states` (case): `{"4": 512345, ...}`: the same keyed by the wait-state count alone.
//! - `model.flash_profiles` (`{"stm32l476": {"description": ...}}`) and `model.footprint_method`: printed
//!   in the page header.
//!
//! When a case gives a board figure for the page's profile, the page shows it beside the zero-wait-state
//! figure and compares it with CMOX. `key_bits` and `chunk_bytes` of 0 mean "none" (as in the firmware's
//! case table).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::names::{canonical_algorithm, canonical_operation};
use crate::reference::{read_text, LoadError};

/// The timing model that produced the cycles of one raw file.
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq)]
pub struct Model {
    pub name: String,
    #[serde(default)]
    pub version: String,
    #[serde(default)]
    pub parameters: BTreeMap<String, serde_json::Value>,
    #[serde(default)]
    pub caveats: Vec<String>,
    /// The flash configuration behind each profile's `flash_cycles`.
    #[serde(default)]
    pub flash_profiles: BTreeMap<String, FlashProfile>,
    /// How code, constant and global bytes were attributed to cases.
    #[serde(default)]
    pub footprint_method: Option<String>,
}

/// A board's flash configuration as the runner applied it (only what the report prints).
#[derive(Debug, Clone, Default, Deserialize, Serialize, PartialEq)]
pub struct FlashProfile {
    #[serde(default)]
    pub wait_states: Option<u32>,
    #[serde(default)]
    pub description: String,
}

/// One measured case.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
pub struct RawCase {
    /// Stable id; `--check` keys on (core, id).
    pub id: String,
    /// `emcrypt`, or `rustcrypto` for a peer case.
    pub library: String,
    pub algorithm: String,
    /// emcrypt variant name; for peers the crate name and version.
    pub variant: String,
    #[serde(default)]
    pub cmox_config: Option<String>,
    #[serde(default)]
    pub api: Option<String>,
    #[serde(default)]
    pub operation: Option<String>,
    #[serde(default, deserialize_with = "zero_as_none")]
    pub key_bits: Option<u32>,
    #[serde(default)]
    pub message_bytes: Option<u64>,
    #[serde(default, deserialize_with = "zero_as_none")]
    pub chunk_bytes: Option<u64>,
    #[serde(default)]
    pub instructions: Option<u64>,
    /// Zero-wait-state model estimate (the primary figure).
    pub cycles: u64,
    #[serde(default)]
    pub cycles_min: Option<u64>,
    #[serde(default)]
    pub cycles_max: Option<u64>,
    #[serde(default, alias = "cycles_by_profile")]
    pub flash_cycles: BTreeMap<String, u64>,
    #[serde(default)]
    pub cycles_by_wait_states: BTreeMap<String, u64>,
    #[serde(default)]
    pub stack_bytes: Option<u64>,
    #[serde(default)]
    pub working_bytes: Option<u64>,
    #[serde(default)]
    pub code_bytes: Option<u64>,
    #[serde(default)]
    pub const_bytes: Option<u64>,
    #[serde(default)]
    pub global_bytes: Option<u64>,
    /// Did the case's output match its known answer inside the firmware?
    pub known_answer: bool,
}

impl RawCase {
    pub fn canonical_algorithm(&self) -> String {
        canonical_algorithm(&self.algorithm, self.key_bits)
    }
    pub fn canonical_operation(&self) -> String {
        canonical_operation(self.operation.as_deref().unwrap_or(""))
    }
    pub fn api_word(&self) -> &str {
        self.api.as_deref().unwrap_or("operation")
    }
    pub fn is_emcrypt(&self) -> bool {
        self.library.eq_ignore_ascii_case("emcrypt")
    }
    pub fn is_rustcrypto(&self) -> bool {
        self.library.eq_ignore_ascii_case("rustcrypto")
    }
    /// Cycles on `profile`'s board (its flash wait states, `ws`, applied), when the runner provided them.
    pub fn cycles_on_board(&self, profile: &str, ws: u32) -> Option<u64> {
        self.flash_cycles.get(profile).or_else(|| self.cycles_by_wait_states.get(&ws.to_string())).copied()
    }
}

/// Reads a number where 0 means "none".
fn zero_as_none<'de, D, T>(d: D) -> Result<Option<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de> + Default + PartialEq,
{
    Ok(Option::<T>::deserialize(d)?.filter(|v| *v != T::default()))
}

/// One `results/raw/<core>.json`.
#[derive(Debug, Clone, Deserialize, Serialize, PartialEq)]
pub struct RawFile {
    pub schema: u32,
    /// `m0plus`, `m3`, `m4` or `m33`.
    pub core: String,
    #[serde(default)]
    pub target: String,
    #[serde(default)]
    pub toolchain: String,
    #[serde(default)]
    pub model: Model,
    pub cases: Vec<RawCase>,
}

/// The schema version this report reads.
pub const SCHEMA: u32 = 1;

impl RawFile {
    pub fn parse(text: &str, origin: &Path) -> Result<Self, LoadError> {
        let file: RawFile = serde_json::from_str(text).map_err(|e| LoadError(format!("{}: {e}", origin.display())))?;
        if file.schema != SCHEMA {
            return Err(LoadError(format!(
                "{}: schema {} (this report reads schema {SCHEMA})",
                origin.display(),
                file.schema
            )));
        }
        Ok(file)
    }

    pub fn load(path: &Path) -> Result<Self, LoadError> {
        Self::parse(&read_text(path)?, path)
    }

    /// `dir/<core>.json`, or `None` when that file does not exist.
    pub fn load_core(dir: &Path, core: &str) -> Result<Option<Self>, LoadError> {
        let path = core_path(dir, core);
        if path.exists() {
            Self::load(&path).map(Some)
        } else {
            Ok(None)
        }
    }
}

pub fn core_path(dir: &Path, core: &str) -> PathBuf {
    dir.join(format!("{core}.json"))
}

/// Every `*.json` in `dir`, sorted by file name.
pub fn load_dir(dir: &Path) -> Result<Vec<RawFile>, LoadError> {
    let entries = std::fs::read_dir(dir).map_err(|e| LoadError(format!("{}: {e}", dir.display())))?;
    let mut paths: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    paths.sort();
    paths.iter().map(|p| RawFile::load(p)).collect()
}
