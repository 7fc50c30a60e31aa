//! The raw results file, `results/raw/<core>.json`: the interface between this runner and the report
//! renderer (schema 1 of `notes/BENCH_PLAN.md`, plus the per-board `flash_cycles`).

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Schema version written in every file.
pub const SCHEMA: u32 = 1;

/// One core's results.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct RawResults {
    /// [`SCHEMA`].
    pub schema: u32,
    /// `m0plus`, `m3`, `m4` or `m33`.
    pub core: String,
    /// The Rust target the firmware was built for.
    pub target: String,
    /// `rustc --version` of the firmware build (emulated cycles depend on the compiler).
    pub toolchain: String,
    /// The cycle model and its parameters.
    pub model: ModelInfo,
    /// Every case, in firmware table order.
    pub cases: Vec<CaseResult>,
}

/// The model that priced the run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ModelInfo {
    /// Crate name of the model.
    pub name: String,
    /// Its version.
    pub version: String,
    /// Parameter values and ranges (`cycles` uses the defaults, `cycles_min`/`cycles_max` the bounds).
    pub parameters: BTreeMap<String, serde_json::Value>,
    /// What the model does not see.
    pub caveats: Vec<String>,
    /// The flash configurations behind each case's `flash_cycles`, by report profile.
    pub flash_profiles: BTreeMap<String, FlashProfile>,
    /// How footprints were attributed to cases.
    pub footprint_method: String,
}

/// A board's flash configuration, as applied.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FlashProfile {
    /// MCU.
    pub mcu: String,
    /// Clock of the vendor's figures, MHz.
    pub clock_mhz: u32,
    /// Flash wait states.
    pub wait_states: u32,
    /// Bytes per flash read.
    pub fetch_bytes: u32,
    /// Prefetch on.
    pub prefetch: bool,
    /// Instruction cache, in words, or `none`.
    pub cache: String,
    /// One line for reports.
    pub description: String,
}

/// One case on one core.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CaseResult {
    /// What the case is (id, algorithm, variant, API, sizes...).
    #[serde(flatten)]
    pub meta: CaseMeta,
    /// Instructions executed (exact).
    pub instructions: u64,
    /// Model cycles with the default parameters, zero-wait-state memory.
    pub cycles: u64,
    /// Model cycles with every data-dependent cost at its minimum.
    pub cycles_min: u64,
    /// Model cycles with every data-dependent cost at its maximum.
    pub cycles_max: u64,
    /// Model cycles with each board's flash wait states, prefetch and cache (by report profile).
    pub flash_cycles: BTreeMap<String, u64>,
    /// Taken branches.
    pub taken_branches: u64,
    /// Stack bytes (host-side painting, from the case's entry).
    pub stack_bytes: u64,
    /// The firmware's own stack figure (includes the case's set-up: an upper bound).
    pub stack_bytes_firmware: u64,
    /// Caller-provided working buffer.
    pub working_bytes: u64,
    /// Code bytes the case pulls in (null when not measured).
    pub code_bytes: Option<u64>,
    /// Constant bytes (null when not measured).
    pub const_bytes: Option<u64>,
    /// Global (RAM) bytes (null when not measured).
    pub global_bytes: Option<u64>,
    /// The output matched its known answer.
    pub known_answer: bool,
}

/// A case's metadata, as the firmware lists it in `BENCH_META`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CaseMeta {
    /// Stable id.
    pub id: String,
    /// `emcrypt`, or the peer library measured for comparison (`rustcrypto`).
    pub library: String,
    /// Footprint group: cases of a group share their footprint figures.
    pub group: String,
    /// Algorithm.
    pub algorithm: String,
    /// Variant.
    pub variant: String,
    /// CMOX configuration word (`None` for `-`).
    pub cmox_config: Option<String>,
    /// API.
    pub api: String,
    /// Operation.
    pub operation: String,
    /// Key bits (`None` for 0).
    pub key_bits: Option<u32>,
    /// Message bytes (`None` for 0).
    pub message_bytes: Option<u64>,
    /// Chunk bytes (`None` for 0).
    pub chunk_bytes: Option<u64>,
}

/// Parses `BENCH_META`: one line per case,
/// `id|library|group|algorithm|variant|cmox|api|operation|key|message|chunk`.
pub fn parse_meta(text: &str) -> Result<Vec<CaseMeta>, String> {
    let nonzero = |s: &str, line: &str| -> Result<Option<u64>, String> {
        let v: u64 = s
            .trim()
            .parse()
            .map_err(|_| format!("bad number `{s}` in case line `{line}`"))?;
        Ok((v != 0).then_some(v))
    };
    let mut cases = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split('|').map(str::trim).collect();
        let [id, library, group, algorithm, variant, cmox, api, operation, key, message, chunk] =
            f[..]
        else {
            return Err(format!(
                "case line has {} fields, not 11: `{line}`",
                f.len()
            ));
        };
        cases.push(CaseMeta {
            id: id.into(),
            library: library.into(),
            group: group.into(),
            algorithm: algorithm.into(),
            variant: variant.into(),
            cmox_config: (cmox != "-").then(|| cmox.to_string()),
            api: api.into(),
            operation: operation.into(),
            key_bits: nonzero(key, line)?.map(|k| k as u32),
            message_bytes: nonzero(message, line)?,
            chunk_bytes: nonzero(chunk, line)?,
        });
    }
    let mut ids: Vec<&str> = cases.iter().map(|c| c.id.as_str()).collect();
    ids.sort();
    if let Some(w) = ids.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("case id `{}` appears twice", w[0]));
    }
    Ok(cases)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meta_lines_parse() {
        let m = parse_meta("a/1|emcrypt|a|SHA-256|unrolled|fast|sole-buffer|digest|0|32|0\nb|rustcrypto|g|AES-CBC|x|-|data-flow|encryption|128|8000|512\n")
            .unwrap();
        assert_eq!(m.len(), 2);
        assert_eq!(m[0].cmox_config.as_deref(), Some("fast"));
        assert_eq!(
            (m[0].library.as_str(), m[1].library.as_str()),
            ("emcrypt", "rustcrypto")
        );
        assert_eq!(
            (m[0].key_bits, m[0].message_bytes, m[0].chunk_bytes),
            (None, Some(32), None)
        );
        assert_eq!(
            (m[1].cmox_config.as_deref(), m[1].key_bits, m[1].chunk_bytes),
            (None, Some(128), Some(512))
        );
    }

    #[test]
    fn bad_meta_is_rejected() {
        assert!(parse_meta("a|b|c").is_err());
        assert!(parse_meta("a|emcrypt|g|A|v|-|api|op|x|1|0").is_err());
        assert!(
            parse_meta("a|emcrypt|g|A|v|-|api|op|0|1|0\na|emcrypt|g|A|v|-|api|op|0|1|0").is_err()
        );
    }
}
