//! Calibration against boards: code whose cycles on a real board are published, measured in the same run
//! and on the same model as emcrypt, printed as estimated / measured.
//!
//! | case (firmware `calibration/...`) | board | published cycles | source |
//! | --- | --- | --- | --- |
//! | RustCrypto `p256` 0.11.1 + `ecdsa` 0.14.3, `try_sign_prehashed` | STM32WLE5, Cortex-M4 @ 48 MHz, 2 flash wait states | 7,856,436 | newAM/p256-cm4 README |
//! | same, `verify_prehashed` | same | 14,303,277 | same |
//!
//! The board figures include the flash wait states (and the flash accelerator), so each case is printed twice:
//! the model's zero-wait-state estimate, and the estimate with the STM32WL55 profile's flash model (same part
//! family, same clock and wait states as the STM32WLE5).

use serde::Serialize;

use crate::doc::{Doc, Table};
use crate::raw::RawFile;
use crate::units::group_thousands;

/// A published board measurement of a calibration case.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Published {
    /// Case id in the firmware.
    pub case: &'static str,
    /// What was measured.
    pub what: &'static str,
    /// Board and its configuration.
    pub board: &'static str,
    /// Raw results core it is compared on.
    pub core: &'static str,
    /// Flash profile of the runner whose wait states and cache match the board.
    pub flash_profile: &'static str,
    /// Flash wait states of the board (for raw files with per-wait-state figures only).
    pub wait_states: u32,
    /// Published cycles (DWT CYCCNT on the board: wait states included).
    pub cycles: u64,
    /// Where the figure is published.
    pub source: &'static str,
}

/// The published figures (see `bench/reference/anchors.md`, "P-256 sign / verify, RustCrypto p256").
pub const PUBLISHED: [Published; 2] = [
    Published {
        case: "calibration/p256-0.11.1/sign-prehashed",
        what: "RustCrypto p256 0.11.1 + ecdsa 0.14.3: ECDSA P-256 sign, prehashed (`SignPrimitive::try_sign_prehashed`)",
        board: "STM32WLE5 (Cortex-M4, 48 MHz, 2 flash wait states)",
        core: "m4",
        flash_profile: "stm32wl55",
        wait_states: 2,
        cycles: 7_856_436,
        source: "newAM/p256-cm4 README",
    },
    Published {
        case: "calibration/p256-0.11.1/verify-prehashed",
        what: "RustCrypto p256 0.11.1 + ecdsa 0.14.3: ECDSA P-256 verify, prehashed (`VerifyPrimitive::verify_prehashed`)",
        board: "STM32WLE5 (Cortex-M4, 48 MHz, 2 flash wait states)",
        core: "m4",
        flash_profile: "stm32wl55",
        wait_states: 2,
        cycles: 14_303_277,
        source: "newAM/p256-cm4 README",
    },
];

/// One calibration case: the published figure and our two estimates.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CalibrationRow {
    pub id: String,
    pub what: String,
    pub board: String,
    pub source: String,
    pub known_answer: bool,
    pub measured_cycles: u64,
    /// Zero-wait-state model estimate.
    pub estimated_cycles: u64,
    pub ratio: f64,
    /// The estimate with the board's flash wait states and cache (the runner's flash model), if recorded.
    pub estimated_cycles_with_flash: Option<u64>,
    pub ratio_with_flash: Option<f64>,
    pub flash_profile: String,
}

/// The calibration cases present in `raw` (none unless its core is the boards').
pub fn rows(raw: &RawFile) -> Vec<CalibrationRow> {
    PUBLISHED
        .iter()
        .filter(|p| p.core == raw.core)
        .filter_map(|p| {
            let case = raw.cases.iter().find(|c| c.id == p.case)?;
            let with_flash = case.cycles_on_board(p.flash_profile, p.wait_states);
            Some(CalibrationRow {
                id: p.case.into(),
                what: p.what.into(),
                board: p.board.into(),
                source: p.source.into(),
                known_answer: case.known_answer,
                measured_cycles: p.cycles,
                estimated_cycles: case.cycles,
                ratio: case.cycles as f64 / p.cycles as f64,
                estimated_cycles_with_flash: with_flash,
                ratio_with_flash: with_flash.map(|c| c as f64 / p.cycles as f64),
                flash_profile: p.flash_profile.into(),
            })
        })
        .collect()
}

/// The page section: a table of estimated / measured, and which figures include wait states.
pub fn section(doc: &mut Doc, rows: &[CalibrationRow]) {
    if rows.is_empty() {
        return;
    }
    doc.heading(2, "Calibration against a board");
    doc.para(
        "Code whose cycles on a real board are published, run in the same firmware and priced by the same model \
         as every case above. Measured: the published DWT cycle count, which includes the board's flash wait \
         states and flash accelerator. Estimated: the model's zero-wait-state cycles, and the same run with the \
         runner's flash model of the STM32WL55 profile (same part family, 48 MHz, 2 wait states, prefetch and \
         cache on) applied. Ratio = estimated / measured.",
    );
    let mut t = Table::new(&[
        ("Case", false),
        ("Board (measured on)", false),
        ("Measured cycles (with wait states)", true),
        ("Estimated, zero wait states", true),
        ("Ratio", true),
        ("Estimated, with flash model", true),
        ("Ratio", true),
        ("Known answer", false),
        ("Source", false),
    ]);
    for r in rows {
        t.push(vec![
            r.what.clone(),
            r.board.clone(),
            group_thousands(r.measured_cycles),
            group_thousands(r.estimated_cycles),
            format!("{:.3}", r.ratio),
            r.estimated_cycles_with_flash.map_or_else(|| "n/a".into(), group_thousands),
            r.ratio_with_flash.map_or_else(|| "n/a".into(), |x| format!("{x:.3}")),
            if r.known_answer { "pass" } else { "FAIL" }.into(),
            r.source.clone(),
        ]);
    }
    doc.table(t);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::raw::RawCase;

    fn case(id: &str, cycles: u64, flash: Option<u64>) -> RawCase {
        let mut json = serde_json::json!({
            "id": id, "library": "calibration", "algorithm": "ECDSA", "variant": "p256 0.11.1",
            "cycles": cycles, "known_answer": true
        });
        if let Some(f) = flash {
            json["flash_cycles"] = serde_json::json!({ "stm32wl55": f });
        }
        serde_json::from_value(json).unwrap()
    }

    fn raw(core: &str, cases: Vec<RawCase>) -> RawFile {
        serde_json::from_value(serde_json::json!({ "schema": 1, "core": core, "cases": cases })).unwrap()
    }

    #[test]
    fn ratios_use_the_published_figures() {
        let r = rows(&raw(
            "m4",
            vec![
                case("calibration/p256-0.11.1/sign-prehashed", 7_856_436 * 2, Some(7_856_436 * 3)),
                case("calibration/p256-0.11.1/verify-prehashed", 14_303_277, None),
            ],
        ));
        assert_eq!(r.len(), 2);
        assert_eq!((r[0].ratio, r[0].ratio_with_flash), (2.0, Some(3.0)));
        assert_eq!((r[1].ratio, r[1].ratio_with_flash), (1.0, None));
        let mut doc = Doc::default();
        section(&mut doc, &r);
        let md = doc.to_markdown();
        assert!(md.contains("Calibration against a board") && md.contains("2.000") && md.contains("7,856,436"), "{md}");
    }

    #[test]
    fn other_cores_and_missing_cases_give_no_rows() {
        assert!(rows(&raw("m0plus", vec![case("calibration/p256-0.11.1/sign-prehashed", 1, None)])).is_empty());
        assert!(rows(&raw("m4", vec![])).is_empty());
        let mut doc = Doc::default();
        section(&mut doc, &[]);
        assert!(doc.to_markdown().is_empty());
    }
}
