//! The emcrypt benchmark runner: runs the benchmark firmware (`firmware/bench`) on an emulated Cortex-M core
//! (Unicorn), prices every executed instruction with the `emcrypt-bench-timing` model, measures stack,
//! footprint and known answers per case, and writes `results/raw/<core>.json` for the report renderer.
//!
//! | module | what |
//! | --- | --- |
//! | [`program`] | the firmware ELF (segments, symbols, functions, section footprint), read with `object` |
//! | [`emulator`] | Unicorn: memory map, semihosting, the marker protocol, stack painting |
//! | [`counter`] | block-by-block pricing: cycles under three parameter sets, taken branches, flash stalls |
//! | [`firmware`] | building the firmware with cargo; footprint per case group by separate builds (cross-check) |
//! | [`attribution`] | footprint per case by symbol: reachability through the image's relocations |
//! | [`raw`] | the raw results schema |
//! | [`profile`] | cycles per function, for optimisation work |
//! | [`ctcheck`] | the constant-time trace check: runs a case with different secrets, compares the traces |
//! | [`ea`] | effective addresses of Thumb loads and stores, operands of variable-time multiplies |
//!
//! Licence: GPL-2.0-only, because it links the Unicorn engine; nothing depends on this crate.

pub mod attribution;
pub mod counter;
pub mod ctcheck;
pub mod ea;
pub mod emulator;
pub mod firmware;
pub mod profile;
pub mod program;
pub mod raw;

use emcrypt_bench_timing::flash::{boards_for, Board};
use emcrypt_bench_timing::{params, Core, CAVEATS, MODEL_NAME, MODEL_VERSION};
use emulator::RunOutput;
use program::{Footprint, Program};
use raw::{CaseMeta, CaseResult, FlashProfile, ModelInfo, RawResults};
use serde_json::json;
use std::collections::BTreeMap;

/// The case list the firmware carries in `BENCH_META`.
pub fn case_list(program: &Program) -> Result<Vec<CaseMeta>, String> {
    let at = program.symbol("BENCH_META")?;
    let fat = program
        .read(at, 8)
        .ok_or("BENCH_META is not in a loaded segment")?;
    let (ptr, len) = (
        u32::from_le_bytes(fat[..4].try_into().unwrap()),
        u32::from_le_bytes(fat[4..].try_into().unwrap()),
    );
    let text = program
        .read(ptr, len)
        .ok_or("BENCH_META's text is not in a loaded segment")?;
    raw::parse_meta(std::str::from_utf8(text).map_err(|_| "BENCH_META is not UTF-8")?)
}

/// A core named on a command line (`m0plus`, `m3`, `m4`, `m33`).
pub fn parse_core(s: &str) -> Result<Core, String> {
    Core::parse(s).ok_or_else(|| format!("unknown core `{s}` (m0plus, m3, m4, m33)"))
}

/// The boards whose flash models apply to `core`.
pub fn boards(core: Core) -> Vec<&'static Board> {
    boards_for(core).collect()
}

fn model_info(core: Core, footprint_method: &str) -> ModelInfo {
    let parameters: BTreeMap<String, serde_json::Value> = [
        (
            "branch_refill",
            json!("estimated: 1, +1 for a misaligned 32-bit target, +1 for an indirect branch"),
        ),
        ("branch_refill_min", json!(params::BRANCH_REFILL.start())),
        ("branch_refill_max", json!(params::BRANCH_REFILL.end())),
        ("div", json!(params::DIV.end())),
        ("div_min", json!(params::DIV.start())),
        ("div_max", json!(params::DIV.end())),
        ("m3_mul_long", json!(params::M3_MUL_LONG.end())),
        ("m3_mul_long_min", json!(params::M3_MUL_LONG.start())),
        ("m3_mul_long_acc", json!(params::M3_MUL_LONG_ACC.end())),
        (
            "m3_mul_long_acc_min",
            json!(params::M3_MUL_LONG_ACC.start()),
        ),
        ("it", json!(params::IT.end())),
        ("it_min", json!(params::IT.start())),
        ("m0plus_mul", json!(1)),
        (
            "cycle_table",
            json!(match core {
                Core::M33 => "Cortex-M4 (no public M33 table)",
                _ => "own",
            }),
        ),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_string(), v))
    .collect();
    let flash_profiles = boards(core)
        .into_iter()
        .map(|b| {
            let cache = match b.flash.cache {
                Some(c) => format!("{} sets x {} ways x {} B", c.sets, c.ways, c.line_bytes),
                None => "none".into(),
            };
            let p = FlashProfile {
                mcu: b.mcu.into(),
                clock_mhz: b.clock_mhz,
                wait_states: b.flash.wait_states,
                fetch_bytes: b.flash.fetch_bytes,
                prefetch: b.flash.prefetch,
                cache,
                description: b.description.into(),
            };
            (b.profile.to_string(), p)
        })
        .collect();
    ModelInfo {
        name: MODEL_NAME.into(),
        version: MODEL_VERSION.into(),
        parameters,
        caveats: CAVEATS.iter().map(|c| c.to_string()).collect(),
        flash_profiles,
        footprint_method: footprint_method.into(),
    }
}

/// Footprints of the cases, by case id, and how they were attributed.
pub struct Footprints {
    /// Case id -> footprint.
    pub by_case: BTreeMap<String, Footprint>,
    /// The method, recorded in the raw results.
    pub method: String,
}

/// Joins the case list, the run and the footprints into the raw results; fails if a case did not run
/// exactly once or its known-answer flag is missing.
pub fn results(
    core: Core,
    toolchain: &str,
    cases: &[CaseMeta],
    run: &RunOutput,
    footprints: Option<&Footprints>,
) -> Result<RawResults, String> {
    let board_names: Vec<&str> = boards(core).iter().map(|b| b.profile).collect();
    let mut out = Vec::with_capacity(cases.len());
    for (id, meta) in cases.iter().enumerate() {
        let mut regions = run.regions.iter().filter(|r| r.id as usize == id);
        let (Some(region), None) = (regions.next(), regions.next()) else {
            return Err(format!(
                "case {id} ({}) was not measured exactly once",
                meta.id
            ));
        };
        let record = run.records.get(id).copied().unwrap_or_default();
        if record.status == 0 {
            return Err(format!("case {id} ({}) left no result", meta.id));
        }
        let t = &region.totals;
        let footprint = footprints.map(|f| f.by_case.get(&meta.id).copied().unwrap_or_default());
        out.push(CaseResult {
            meta: meta.clone(),
            instructions: t.insns,
            cycles: t.cycles[0],
            cycles_min: t.cycles[1],
            cycles_max: t.cycles[2],
            flash_cycles: board_names
                .iter()
                .zip(&t.flash_stalls)
                .map(|(b, s)| (b.to_string(), t.cycles[0] + s))
                .collect(),
            taken_branches: t.taken,
            stack_bytes: u64::from(region.stack_bytes),
            stack_bytes_firmware: u64::from(record.stack_bytes_firmware),
            working_bytes: u64::from(record.working_bytes),
            code_bytes: footprint.map(|f| f.code),
            const_bytes: footprint.map(|f| f.constant),
            global_bytes: footprint.map(|f| f.global),
            known_answer: record.status == 1,
        });
    }
    Ok(RawResults {
        schema: raw::SCHEMA,
        core: core.name().into(),
        target: core.rust_target().into(),
        toolchain: toolchain.into(),
        model: model_info(core, footprints.map_or("not measured", |f| f.method.as_str())),
        cases: out,
    })
}

/// Footprints of every case by symbol in the benchmark image (`attribution.rs`).
pub fn symbol_footprints(elf: &[u8], cases: &[CaseMeta]) -> Result<Footprints, String> {
    let image = attribution::Image::from_elf(elf)?;
    let (table, count) = image.case_table()?;
    if count != cases.len() {
        return Err(format!(
            "the case table has {count} entries, the case list {}",
            cases.len()
        ));
    }
    let by_case = image
        .case_footprints(table, count)?
        .into_iter()
        .zip(cases)
        .filter_map(|(f, c)| f.map(|f| (c.id.clone(), f)))
        .collect();
    Ok(Footprints {
        by_case,
        method: attribution::METHOD.into(),
    })
}
