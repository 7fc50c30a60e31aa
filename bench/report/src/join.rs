//! Joins one profile's raw cases with the published figures: one [`TimingRow`] per emcrypt case and one
//! [`FootprintRow`] per emcrypt (variant, API, operation).

use serde::Serialize;

use crate::matching::{self, CycloneFigure, PeerFigure};
use crate::profile::Profile;
use crate::raw::{RawCase, RawFile};
use crate::reference::{CmoxRow, Reference};
use crate::units;

/// The CMOX timing figure matched to a case.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CmoxTiming {
    pub cycles: u64,
    pub config: String,
    /// True when the CMOX row's cycles disagree with its own time (a PDF extraction fault): no ratio.
    pub inconsistent: bool,
    /// CMOX's minimum and maximum over its runs, where it publishes them (LMS verification).
    pub cycles_min: Option<u64>,
    pub cycles_max: Option<u64>,
    pub kbyte_s: Option<u64>,
    pub section: String,
}

/// One emcrypt case with everything printed beside it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TimingRow {
    pub profile: String,
    pub core: String,
    pub id: String,
    pub algorithm: String,
    pub variant: String,
    pub cmox_config: Option<String>,
    pub api: String,
    pub operation: String,
    pub key_bits: Option<u32>,
    pub message_bytes: Option<u64>,
    pub chunk_bytes: Option<u64>,
    pub instructions: Option<u64>,
    /// Zero-wait-state estimate.
    pub cycles: u64,
    pub cycles_min: Option<u64>,
    pub cycles_max: Option<u64>,
    /// Estimate on the profile's board (flash wait states, prefetch, cache), when the runner computed it.
    pub cycles_with_wait_states: Option<u64>,
    /// The figure used for time, throughput and ratios: with wait states when known, else zero-wait-state.
    pub cycles_compared: u64,
    pub time_us: f64,
    pub kbyte_s: Option<f64>,
    pub code_bytes: Option<u64>,
    pub const_bytes: Option<u64>,
    pub global_bytes: Option<u64>,
    pub stack_bytes: Option<u64>,
    pub working_bytes: Option<u64>,
    pub known_answer: bool,
    pub cmox: Option<CmoxTiming>,
    pub vs_cmox: Option<f64>,
    pub rustcrypto: Option<PeerFigure>,
    pub vs_rustcrypto: Option<f64>,
    pub cyclone: Option<CycloneFigure>,
    pub vs_cyclone: Option<f64>,
}

/// The CMOX footprint matched to a case.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CmoxFootprint {
    pub config: String,
    pub code_bytes: Option<u64>,
    pub const_bytes: Option<u64>,
    pub global_bytes: Option<u64>,
    pub stack_bytes: Option<u64>,
    pub working_bytes: Option<u64>,
}

/// Footprint of one emcrypt (variant, API, operation), the largest over its measured sizes.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FootprintRow {
    pub algorithm: String,
    pub variant: String,
    pub cmox_config: Option<String>,
    pub api: String,
    pub operation: String,
    pub code_bytes: Option<u64>,
    pub const_bytes: Option<u64>,
    pub global_bytes: Option<u64>,
    pub stack_bytes: Option<u64>,
    pub working_bytes: Option<u64>,
    pub cmox: Option<CmoxFootprint>,
    pub rustcrypto: Option<PeerFigure>,
}

/// Everything one profile's page shows.
#[derive(Debug, Clone, Serialize)]
pub struct ProfileReport {
    pub profile: Profile,
    pub raw_core: String,
    pub target: String,
    pub toolchain: String,
    pub model: crate::raw::Model,
    pub cmox_version: Option<String>,
    pub timing: Vec<TimingRow>,
    pub footprint: Vec<FootprintRow>,
    /// CMOX timing rows of this board that no emcrypt case matched: (algorithm, row count).
    pub cmox_unmatched: Vec<(String, usize)>,
    /// Calibration cases with published board cycles (estimated / measured).
    pub calibration: Vec<crate::calibration::CalibrationRow>,
}

fn ratio(ours: u64, theirs: u64) -> Option<f64> {
    (theirs > 0).then(|| ours as f64 / theirs as f64)
}

fn max_opt(a: Option<u64>, b: Option<u64>) -> Option<u64> {
    match (a, b) {
        (Some(x), Some(y)) => Some(x.max(y)),
        (x, None) => x,
        (None, y) => y,
    }
}

pub fn timing_row(reference: &Reference, profile: &Profile, raw: &RawFile, case: &RawCase) -> TimingRow {
    let with_ws = case.cycles_on_board(profile.name, profile.flash_wait_states);
    let compared = with_ws.unwrap_or(case.cycles);
    let cmox = matching::cmox_timing(reference, profile, case).map(|r: &CmoxRow| CmoxTiming {
        cycles: r.cycles.unwrap_or(0),
        config: r.config_label(),
        inconsistent: r.is_inconsistent(),
        cycles_min: r.cycles_min,
        cycles_max: r.cycles_max,
        kbyte_s: r.kbyte_s,
        section: r.section.clone(),
    });
    let vs_cmox = cmox.as_ref().filter(|c| !c.inconsistent).and_then(|c| ratio(compared, c.cycles));
    let rustcrypto = matching::rustcrypto_figure(reference, &raw.core, &raw.cases, case);
    // RustCrypto figures are zero-wait-state model figures like ours: compare like with like.
    let vs_rustcrypto = rustcrypto.as_ref().and_then(|p| ratio(case.cycles, p.cycles));
    let cyclone = matching::cyclone_figure(reference, profile, case);
    let vs_cyclone = cyclone.as_ref().and_then(|c| ratio(compared, c.cycles));
    TimingRow {
        profile: profile.name.to_string(),
        core: raw.core.clone(),
        id: case.id.clone(),
        algorithm: case.algorithm.clone(),
        variant: case.variant.clone(),
        cmox_config: case.cmox_config.clone(),
        api: case.api_word().to_string(),
        operation: case.canonical_operation(),
        key_bits: case.key_bits,
        message_bytes: case.message_bytes,
        chunk_bytes: case.chunk_bytes,
        instructions: case.instructions,
        cycles: case.cycles,
        cycles_min: case.cycles_min,
        cycles_max: case.cycles_max,
        cycles_with_wait_states: with_ws,
        cycles_compared: compared,
        time_us: units::cycles_to_us(compared, profile.clock_mhz),
        kbyte_s: case
            .message_bytes
            .filter(|_| case.api_word() != "generate-tag")
            .map(|b| units::kbyte_per_s(b, compared, profile.clock_mhz)),
        code_bytes: case.code_bytes,
        const_bytes: case.const_bytes,
        global_bytes: case.global_bytes,
        stack_bytes: case.stack_bytes,
        working_bytes: case.working_bytes,
        known_answer: case.known_answer,
        cmox,
        vs_cmox,
        rustcrypto,
        vs_rustcrypto,
        cyclone,
        vs_cyclone,
    }
}

/// Builds the page data of `profile` from its core's raw file.
pub fn build(reference: &Reference, profile: &Profile, raw: &RawFile) -> ProfileReport {
    let ours: Vec<&RawCase> = raw.cases.iter().filter(|c| c.is_emcrypt()).collect();
    let timing: Vec<TimingRow> = ours.iter().map(|c| timing_row(reference, profile, raw, c)).collect();

    let mut footprint: Vec<FootprintRow> = Vec::new();
    for case in &ours {
        // CMOX gives no footprint for "generate tag": it is part of the data-flow code, so it counts there.
        let api = match case.api_word() {
            "generate-tag" => "data-flow",
            other => other,
        };
        let key = (case.algorithm.as_str(), case.variant.as_str(), api, case.canonical_operation());
        let existing = footprint
            .iter_mut()
            .find(|f| (f.algorithm.as_str(), f.variant.as_str(), f.api.as_str(), f.operation.clone()) == key);
        match existing {
            Some(f) => {
                f.code_bytes = max_opt(f.code_bytes, case.code_bytes);
                f.const_bytes = max_opt(f.const_bytes, case.const_bytes);
                f.global_bytes = max_opt(f.global_bytes, case.global_bytes);
                f.stack_bytes = max_opt(f.stack_bytes, case.stack_bytes);
                f.working_bytes = max_opt(f.working_bytes, case.working_bytes);
            }
            None => footprint.push(FootprintRow {
                algorithm: case.algorithm.clone(),
                variant: case.variant.clone(),
                cmox_config: case.cmox_config.clone(),
                api: api.to_string(),
                operation: case.canonical_operation(),
                code_bytes: case.code_bytes,
                const_bytes: case.const_bytes,
                global_bytes: case.global_bytes,
                stack_bytes: case.stack_bytes,
                working_bytes: case.working_bytes,
                cmox: matching::cmox_footprint(reference, profile, case).map(|r| CmoxFootprint {
                    config: r.config_label(),
                    code_bytes: r.code_bytes,
                    const_bytes: r.const_bytes,
                    global_bytes: r.global_bytes,
                    stack_bytes: r.stack_bytes,
                    working_bytes: r.working_bytes,
                }),
                rustcrypto: matching::rustcrypto_figure(reference, &raw.core, &raw.cases, case),
            }),
        }
    }

    let mut cmox_unmatched: Vec<(String, usize)> = Vec::new();
    for row in matching::cmox_rows_for(reference, profile).filter(|r| !r.is_footprint()) {
        if ours.iter().any(|c| matching::cmox_row_matches(row, c)) {
            continue;
        }
        match cmox_unmatched.iter_mut().find(|(a, _)| *a == row.algorithm) {
            Some((_, n)) => *n += 1,
            None => cmox_unmatched.push((row.algorithm.clone(), 1)),
        }
    }

    ProfileReport {
        profile: *profile,
        raw_core: raw.core.clone(),
        target: raw.target.clone(),
        toolchain: raw.toolchain.clone(),
        model: raw.model.clone(),
        cmox_version: reference.platform(profile.cmox_mcu).map(|p| p.cmox_version.clone()),
        timing,
        footprint,
        cmox_unmatched,
        calibration: crate::calibration::rows(raw),
    }
}
