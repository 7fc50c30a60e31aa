//! From what the board left behind to the raw results file: the result block `BENCH_RESULTS` (read from the
//! board's RAM after the run), the measured cycles, and the footprints (attributed by symbol in the same ELF,
//! as the emulator runner does), written in the runner's schema (`emcrypt_bench_runner::raw`) so that the
//! report renders and checks board figures like emulated ones.

use emcrypt_bench_runner::emulator::CaseRecord;
use emcrypt_bench_runner::raw::{CaseMeta, CaseResult, ModelInfo, RawResults, SCHEMA};
use emcrypt_bench_runner::Footprints;
use serde_json::json;
use std::collections::BTreeMap;
use std::path::Path;

use crate::counter::Counter;

/// Bytes per case in `BENCH_RESULTS`: status, working bytes, the firmware's stack figure, reserved.
pub const RECORD_BYTES: usize = 16;

/// Parses the result block (`BENCH_RESULTS` as little-endian bytes); a trailing partial record is ignored.
pub fn parse_result_block(bytes: &[u8]) -> Vec<CaseRecord> {
    bytes
        .chunks_exact(RECORD_BYTES)
        .map(|r| {
            let word = |i: usize| u32::from_le_bytes(r[4 * i..4 * i + 4].try_into().expect("4 bytes"));
            CaseRecord { status: word(0), working_bytes: word(1), stack_bytes_firmware: word(2) }
        })
        .collect()
}

/// The board a run was made on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardInfo {
    /// Report profile whose figures these are (e.g. `stm32l476`), the key of `flash_cycles`.
    pub profile: String,
    /// Chip name as probe-rs knows it.
    pub chip: String,
    /// Core clock during the run, MHz.
    pub clock_mhz: u32,
    /// The counter read.
    pub counter: Counter,
}

/// Joins the case list, the board's cycles and result block, and the footprints into raw results. Fails
/// when a case was not measured or left no result.
pub fn raw_results(
    core: emcrypt_bench_timing::Core,
    toolchain: &str,
    board: &BoardInfo,
    cases: &[CaseMeta],
    cycles: &BTreeMap<u32, u64>,
    records: &[CaseRecord],
    footprints: Option<&Footprints>,
) -> Result<RawResults, String> {
    let mut out = Vec::with_capacity(cases.len());
    for (id, meta) in cases.iter().enumerate() {
        let Some(&c) = cycles.get(&(id as u32)) else {
            return Err(format!("case {id} ({}) was not measured", meta.id));
        };
        let record = records.get(id).copied().unwrap_or_default();
        if record.status == 0 {
            return Err(format!("case {id} ({}) left no result", meta.id));
        }
        let footprint = footprints.and_then(|f| f.by_case.get(&meta.id).copied());
        out.push(CaseResult {
            meta: meta.clone(),
            // Not counted on a board.
            instructions: 0,
            cycles: c,
            cycles_min: c,
            cycles_max: c,
            flash_cycles: BTreeMap::from([(board.profile.clone(), c)]),
            taken_branches: 0,
            // No host-side painting on a board: the firmware's own figure (an upper bound, see bench.rs).
            stack_bytes: u64::from(record.stack_bytes_firmware),
            stack_bytes_firmware: u64::from(record.stack_bytes_firmware),
            working_bytes: u64::from(record.working_bytes),
            code_bytes: footprint.map(|f| f.code),
            const_bytes: footprint.map(|f| f.constant),
            global_bytes: footprint.map(|f| f.global),
            known_answer: record.status == 1,
        });
    }
    let counter = match board.counter {
        Counter::Cyccnt => "DWT CYCCNT".to_string(),
        Counter::SysTick { reload } => format!("SysTick (core clock, reload {reload:#x})"),
    };
    let parameters = BTreeMap::from([
        ("board".to_string(), json!(board.chip)),
        ("clock_mhz".to_string(), json!(board.clock_mhz)),
        ("counter".to_string(), json!(counter)),
    ]);
    Ok(RawResults {
        schema: SCHEMA,
        core: core.name().into(),
        target: core.rust_target().into(),
        toolchain: toolchain.into(),
        model: ModelInfo {
            name: "board".into(),
            version: env!("CARGO_PKG_VERSION").into(),
            parameters,
            caveats: vec![
                format!("measured on a {} with {counter}: cycles include the board's flash wait states and caches", board.chip),
                "instructions are not counted on a board (0)".into(),
                "each figure includes bench_start's body and the resume from a breakpoint halt: a few cycles".into(),
                "stack: the firmware's own painted figure, which includes the case's set-up (an upper bound)".into(),
            ],
            flash_profiles: BTreeMap::new(),
            footprint_method: footprints.map_or_else(|| "not measured".into(), |f| f.method.clone()),
        },
        cases: out,
    })
}

/// Writes raw results as the runner does (pretty JSON, final newline), creating the directory.
pub fn write(path: &Path, raw: &RawResults) -> Result<(), String> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    let mut text = serde_json::to_string_pretty(raw).map_err(|e| e.to_string())?;
    text.push('\n');
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use emcrypt_bench_runner::raw::parse_meta;
    use emcrypt_bench_timing::Core;

    fn board() -> BoardInfo {
        BoardInfo { profile: "stm32l476".into(), chip: "STM32L476RGTx".into(), clock_mhz: 80, counter: Counter::Cyccnt }
    }

    #[test]
    fn result_block_parses_little_endian_records() {
        let mut bytes = Vec::new();
        for w in [1u32, 0, 584, 0, 2, 4096, 1200, 0] {
            bytes.extend_from_slice(&w.to_le_bytes());
        }
        bytes.extend_from_slice(&[9, 9, 9]); // partial record: ignored
        let r = parse_result_block(&bytes);
        assert_eq!(r.len(), 2);
        assert_eq!((r[0].status, r[0].working_bytes, r[0].stack_bytes_firmware), (1, 0, 584));
        assert_eq!((r[1].status, r[1].working_bytes, r[1].stack_bytes_firmware), (2, 4096, 1200));
    }

    #[test]
    fn raw_results_carry_board_cycles_and_verdicts() {
        let cases = parse_meta(
            "a|emcrypt|a|SHA-256|unrolled|-|sole-buffer|digest|0|64|0\nb|emcrypt|b|ECDSA|x|-|operation|signature|256|0|0\n",
        )
        .unwrap();
        let records = parse_result_block(&[1u32, 0, 500, 0, 2, 0, 3000, 0].map(u32::to_le_bytes).concat());
        let cycles = BTreeMap::from([(0, 4321), (1, 5_000_000_000)]);
        let fp = Footprints {
            by_case: BTreeMap::from([("a".to_string(), Default::default())]),
            method: "by symbol".into(),
        };
        let raw = raw_results(Core::M4, "rustc", &board(), &cases, &cycles, &records, Some(&fp)).unwrap();
        assert_eq!(raw.core, "m4");
        assert_eq!(raw.cases[0].cycles, 4321);
        assert_eq!(raw.cases[0].flash_cycles["stm32l476"], 4321);
        assert!(raw.cases[0].known_answer && !raw.cases[1].known_answer);
        assert_eq!(raw.cases[1].cycles, 5_000_000_000);
        assert_eq!((raw.cases[0].code_bytes, raw.cases[1].code_bytes), (Some(0), None));
        assert_eq!(raw.cases[1].stack_bytes, 3000);

        // Missing figures are errors that name the case.
        let err = raw_results(Core::M4, "rustc", &board(), &cases, &BTreeMap::from([(0, 1)]), &records, None);
        assert!(err.unwrap_err().contains("(b) was not measured"));
        let err = raw_results(Core::M4, "rustc", &board(), &cases, &cycles, &records[..1], None);
        assert!(err.unwrap_err().contains("(b) left no result"));
    }

    #[test]
    fn written_file_reads_back_and_the_report_accepts_it() {
        let cases = parse_meta("a|emcrypt|a|SHA-256|unrolled|-|sole-buffer|digest|0|64|0\n").unwrap();
        let records = parse_result_block(&[1u32, 0, 500, 0].map(u32::to_le_bytes).concat());
        let raw = raw_results(Core::M4, "rustc", &board(), &cases, &BTreeMap::from([(0, 99)]), &records, None).unwrap();
        let path = std::env::temp_dir().join(format!("emcrypt-probe-{}/m4.json", std::process::id()));
        write(&path, &raw).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.ends_with('\n'));
        let back: RawResults = serde_json::from_str(&text).unwrap();
        assert_eq!(back, raw);
        let report: emcrypt_bench_report::raw::RawFile = serde_json::from_str(&text).unwrap();
        assert_eq!(report.cases[0].cycles_on_board("stm32l476", 4), Some(99));
        std::fs::remove_dir_all(path.parent().unwrap()).unwrap();
    }
}
