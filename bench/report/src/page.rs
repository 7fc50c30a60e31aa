//! One profile's page, laid out like ST's CMOX performance pages: a section per algorithm, a table per API
//! and operation (cycles, time at the profile's clock, throughput), then the footprint table; the published
//! figure for the same case beside ours, with the ratio.

use std::collections::BTreeMap;

use crate::doc::{Block, Doc, Table};
use crate::join::{FootprintRow, ProfileReport, TimingRow};
use crate::names::{api_title, canonical_algorithm, operation_title};
use crate::units::{format_decimal1, format_time, group_thousands};

/// Where an algorithm goes on the page: CMOX's order (AES, hashes, ECDSA, EdDSA, RSA, post-quantum), then
/// everything else in the order the raw file lists it.
fn algorithm_rank(canonical: &str) -> u8 {
    const ORDER: [&str; 10] = ["AES", "SHA", "HMAC", "ECDSA", "ED25519", "X25519", "ECDH", "RSA", "MLDSA", "MLKEM"];
    ORDER.iter().position(|p| canonical.starts_with(p)).map_or(ORDER.len() as u8 + 1, |i| i as u8)
}

fn api_rank(api: &str) -> u8 {
    match api {
        "sole-buffer" => 0,
        "data-flow" => 1,
        "generate-tag" => 2,
        _ => 3,
    }
}

fn operation_rank(op: &str) -> u8 {
    match op {
        "keygen" => 0,
        "encryption" | "signature" | "encapsulation" | "" => 1,
        "decryption" | "verification" | "decapsulation" => 2,
        _ => 3,
    }
}

fn opt_num<T: Into<u64> + Copy>(v: Option<T>) -> String {
    v.map_or_else(String::new, |n| group_thousands(n.into()))
}

fn bytes(v: Option<u64>) -> String {
    v.map_or_else(|| "–".to_string(), group_thousands)
}

/// Rows grouped by (API, operation) in page order; each group keeps the rows' order.
fn by_api_and_operation<'a, T>(
    rows: impl IntoIterator<Item = &'a T>,
    key: impl Fn(&T) -> (&str, &str),
) -> Vec<((String, String), Vec<&'a T>)>
where
    T: 'a,
{
    let mut groups: BTreeMap<(u8, String, u8, String), Vec<&T>> = BTreeMap::new();
    for r in rows {
        let (api, op) = key(r);
        groups.entry((api_rank(api), api.to_string(), operation_rank(op), op.to_string())).or_default().push(r);
    }
    groups.into_iter().map(|((_, api, _, op), g)| ((api, op), g)).collect()
}

/// Page order of an algorithm's timing rows: by API, operation, then key, message and chunk size (variants
/// of one size side by side, as CMOX lists its configurations).
pub fn sort_timing(rows: &mut [&TimingRow]) {
    rows.sort_by_key(|r| {
        (
            api_rank(&r.api),
            operation_rank(&r.operation),
            r.operation.clone(),
            r.key_bits,
            r.message_bytes,
            r.chunk_bytes,
        )
    });
}

/// Page order of footprint rows: by API, operation, then variant as listed in the raw file.
pub fn sort_footprint(rows: &mut [&FootprintRow]) {
    rows.sort_by_key(|f| (api_rank(&f.api), operation_rank(&f.operation), f.operation.clone()));
}

/// The algorithms of a report in page order, each with its timing rows.
pub fn algorithms(report: &ProfileReport) -> Vec<(String, Vec<&TimingRow>)> {
    let mut order: Vec<String> = Vec::new();
    for row in &report.timing {
        if !order.contains(&row.algorithm) {
            order.push(row.algorithm.clone());
        }
    }
    for f in &report.footprint {
        if !order.contains(&f.algorithm) {
            order.push(f.algorithm.clone());
        }
    }
    order.sort_by_key(|a| algorithm_rank(&canonical_algorithm(a, None)));
    order
        .into_iter()
        .map(|a| {
            let mut rows: Vec<&TimingRow> = report.timing.iter().filter(|r| r.algorithm == a).collect();
            sort_timing(&mut rows);
            (a, rows)
        })
        .collect()
}

/// "unrolled (≙ fast)": our variant and the CMOX configuration it stands for.
fn variant_label(variant: &str, cmox_config: Option<&str>, known_answer: bool) -> String {
    let mut s = match cmox_config {
        Some(c) => format!("{variant} (≙ {c})"),
        None => variant.to_string(),
    };
    if !known_answer {
        s = format!("**KAT FAILED** {s}");
    }
    s
}

fn header(doc: &mut Doc, report: &ProfileReport, raw_path: &str) {
    let p = &report.profile;
    doc.heading(1, format!("emcrypt on {}", p.title()));
    doc.para(format!(
        "Performance and footprint of emcrypt measured on an emulated {core}, laid out like ST's \
         \"Cryptographic library performance\" page for CMOX on the {mcu}. Beside each of our figures: CMOX's \
         published figure for the same case and the ratio, the RustCrypto figure and, where one is published, \
         CycloneCRYPTO's.",
        core = p.core_title,
        mcu = p.mcu
    ));

    doc.heading(2, "How to read these figures");
    let n_ours = report.timing.len();
    let mut items = vec![format!(
        "**Source**: `{raw_path}` (core `{}`, target `{}`, {}), {n_ours} emcrypt cases.",
        report.raw_core,
        if report.target.is_empty() { "?" } else { &report.target },
        if report.toolchain.is_empty() { "toolchain not recorded" } else { &report.toolchain },
    )];
    let params: Vec<String> = report
        .model
        .parameters
        .iter()
        .map(|(k, v)| match v {
            serde_json::Value::String(s) => format!("{k} = {s}"),
            other => format!("{k} = {other}"),
        })
        .collect();
    items.push(format!(
        "**Cycle model**: {} {}{}. Cycles are the model's estimate for the instructions the emulator executed \
         (exact instruction counts; per-instruction costs from the Arm Technical Reference Manuals); the CSV and \
         JSON files also give its lower and upper bounds.",
        report.model.name,
        report.model.version,
        if params.is_empty() { String::new() } else { format!(" with {}", params.join(", ")) }
    ));
    if !report.model.caveats.is_empty() {
        let caveats: Vec<&str> = report.model.caveats.iter().map(|c| c.trim_end_matches('.')).collect();
        items.push(format!("**Model caveats**: {}.", caveats.join("; ")));
    }
    let ws_applied = report.timing.iter().any(|r| r.cycles_with_wait_states.is_some());
    items.push(if ws_applied {
        format!(
            "**Flash**: the {} runs at {} MHz with {} flash wait states and {}. The \"Cycles with flash ({} WS)\" \
             column applies them with the runner's flash model (wait states, prefetch and cache; see the \
             model's caveats); time, throughput and the CMOX ratio use it. The plain \
             \"Cycles\" column is the zero-wait-state figure.{}",
            p.mcu,
            p.clock_mhz,
            p.flash_wait_states,
            p.flash_accelerator,
            p.flash_wait_states,
            report.model.flash_profiles.get(p.name).filter(|f| !f.description.is_empty()).map_or_else(
                String::new,
                |f| format!(" Flash model for this board: {}.", f.description.trim_end_matches('.'))
            )
        )
    } else {
        format!(
            "**Flash**: the {} runs at {} MHz with {} flash wait states and {}. Our cycles assume \
             **zero-wait-state memory**: the profile's wait states were not applied (the raw results carry no \
             per-wait-state figures), nor any cache.",
            p.mcu, p.clock_mhz, p.flash_wait_states, p.flash_accelerator
        )
    });
    items.push(format!(
        "**CMOX** figures are ST's, measured on an {} board{}{}, {} flash wait states and the flash accelerator \
         on. Compare cycles with that in mind: loops that stay in the cache run near \
         zero-wait-state speed, while long straight-line code stalls on the wait states, which a zero-wait-state \
         model does not see (the measurement prototype found 0.82× of the board on such code).",
        p.cmox_mcu,
        report.cmox_version.as_deref().map_or_else(String::new, |v| format!(" (CMOX {v})")),
        // The Cortex-M0+ has no DWT cycle counter.
        if p.core == "m0plus" { "" } else { " with the DWT cycle counter" },
        p.flash_wait_states
    ));
    items.push(format!(
        "**Units**: time = cycles / {} MHz. Throughput in kbyte/s with 1 kbyte = 1000 bytes, as on the CMOX \
         pages (checked against their rows); CMOX truncates times and throughputs to whole units, we print one \
         decimal.",
        p.clock_mhz
    ));
    items.push(
        "**Ratios** are ours / theirs: below 1.00× emcrypt needs fewer cycles (or bytes). \"n/a\": no published \
         figure for that case. \u{2020}: the CMOX row is inconsistent in the source (its cycles disagree with \
         its own time), shown but not compared. Eleven ML-KEM, ML-DSA and LMS rows of the STM32L152 page whose \
         cells ran together in the source are restored before use (`bench/report/src/cmox_repairs.rs`). A \
         **min / avg / max** line (an operation over numbered inputs) compares averages beside CMOX's own \
         min / avg / max (LMS), and our minimum beside a single CMOX figure, which is its minimum (ML-DSA \
         signing), marked (min)."
            .into(),
    );
    items.push(
        "**RustCrypto** figures come from peer cases measured in the same run with the same model when present; \
         otherwise from `rustcrypto_model.csv` (same model, one firmware per operation, opt-level 3), marked \
         *model*. Both are zero-wait-state figures, so \"vs RustCrypto\" compares zero-wait-state cycles."
            .into(),
    );
    if matches!(p.core, "m4" | "m33") {
        items.push(format!(
            "**CycloneCRYPTO** 2.1.6 publishes software figures on an STM32L4A6 (Cortex-M4, 80 MHz): MB/s \
             (1 MB = 10^6 bytes; applied to messages of 1000 bytes or more) and ms, converted here to cycles at \
             80 MHz; the time column of this page is at {} MHz.",
            p.clock_mhz
        ));
    } else {
        items.push("**CycloneCRYPTO** publishes Cortex-M4 figures only: none on this page.".into());
    }
    items.push(format!(
        "**Footprint** in bytes: code (.text), constant data (.rodata), global data (.data + .bss), stack \
         (high-water mark, painted), working buffer (caller-provided); for each variant the largest over its \
         measured sizes. CMOX's working buffer is the size of the buffer its API takes.{}",
        report
            .model
            .footprint_method
            .as_deref()
            .map_or_else(String::new, |m| format!(" Attribution: {}.", m.trim_end_matches('.')))
    ));
    if let Some(note) = p.note {
        items.push(format!("**{}**: {note}", p.mcu));
    }
    doc.list(items);
}

fn summary(doc: &mut Doc, report: &ProfileReport) {
    doc.heading(2, "Summary");
    let mut t = Table::new(&[
        ("Algorithm", false),
        ("API", false),
        ("Operation", false),
        ("Cases", true),
        ("vs CMOX", true),
        ("vs RustCrypto", true),
        ("vs CycloneCRYPTO", true),
    ]);
    let range = |v: Vec<f64>| -> String {
        if v.is_empty() {
            return "n/a".into();
        }
        let lo = v.iter().copied().fold(f64::INFINITY, f64::min);
        let hi = v.iter().copied().fold(0.0, f64::max);
        if (hi - lo) < 0.005 {
            format!("{lo:.2}×")
        } else {
            format!("{lo:.2}–{hi:.2}×")
        }
    };
    for (algorithm, rows) in algorithms(report) {
        for ((api, op), rows) in by_api_and_operation(rows, |r: &TimingRow| (&r.api, &r.operation)) {
            t.push(vec![
                algorithm.clone(),
                api_title(&api).to_string(),
                operation_title(&op).to_string(),
                rows.len().to_string(),
                range(rows.iter().filter_map(|r| r.vs_cmox).collect()),
                range(rows.iter().filter_map(|r| r.vs_rustcrypto).collect()),
                range(rows.iter().filter_map(|r| r.vs_cyclone).collect()),
            ]);
        }
    }
    t.drop_empty_columns(&["vs CMOX", "vs RustCrypto"]);
    doc.para("Range of the ratios over the cases of each group (ours / theirs; below 1.00× is better for emcrypt).");
    doc.table(t);
}

fn timing_table(rows: &[&TimingRow], report: &ProfileReport) -> Table {
    let p = &report.profile;
    let ws_header = format!("Cycles with flash ({} WS)", p.flash_wait_states);
    let mut t = Table::new(&[
        ("Variant", false),
        ("Key (bits)", true),
        ("Message (bytes)", true),
        ("Chunk (bytes)", true),
        ("Cycles", true),
        (&ws_header, true),
        ("Time", true),
        ("kbyte/s", true),
        ("CMOX cycles", true),
        ("vs CMOX", true),
        ("RustCrypto cycles", true),
        ("vs RustCrypto", true),
        ("CycloneCRYPTO cycles", true),
        ("vs CycloneCRYPTO", true),
    ]);
    // A long series (ML-DSA-44 signing over 100 messages) shows as its min / avg / max line only; the
    // series of ten (CMOX's LMS tables) list every input too. Every row stays in the CSV and JSON.
    let series = input_series(rows);
    let summarised_only: Vec<&str> =
        series.iter().filter(|s| s.len() > LISTED_SERIES_MAX).flat_map(|s| s.iter().map(|r| r.id.as_str())).collect();
    for r in rows.iter().filter(|r| !summarised_only.contains(&r.id.as_str())) {
        let cmox = match &r.cmox {
            Some(c) => format!(
                "{}{}{}",
                group_thousands(c.cycles),
                if c.inconsistent { " \u{2020}" } else { "" },
                if c.config.is_empty() { String::new() } else { format!(" ({})", c.config) }
            ),
            None => "n/a".into(),
        };
        let rc = match &r.rustcrypto {
            Some(f) => format!("{}{}", group_thousands(f.cycles), if f.source == "model" { " *model*" } else { "" }),
            None => "n/a".into(),
        };
        let opt_ratio = |v: Option<f64>| v.map_or_else(|| "n/a".to_string(), |x| format!("{x:.2}×"));
        t.push(vec![
            variant_label(&r.variant, r.cmox_config.as_deref(), r.known_answer),
            opt_num(r.key_bits),
            opt_num(r.message_bytes),
            opt_num(r.chunk_bytes),
            group_thousands(r.cycles),
            opt_num(r.cycles_with_wait_states),
            format_time(r.cycles_compared, p.clock_mhz),
            r.kbyte_s
                .filter(|_| r.api == "data-flow" || r.message_bytes.unwrap_or(0) >= 1000)
                .map_or_else(String::new, format_decimal1),
            cmox,
            opt_ratio(r.vs_cmox),
            rc,
            opt_ratio(r.vs_rustcrypto),
            r.cyclone.as_ref().map_or_else(String::new, |c| format!("{} ({})", group_thousands(c.cycles), c.published)),
            r.vs_cyclone.map_or_else(String::new, |x| format!("{x:.2}×")),
        ]);
    }
    for series in series {
        t.push(series_row(&series, p.clock_mhz));
    }
    t.drop_empty_columns(&["Cycles", "Time", "CMOX cycles", "vs CMOX", "RustCrypto cycles", "vs RustCrypto"]);
    t
}

/// Series longer than this are shown by their min / avg / max line alone.
const LISTED_SERIES_MAX: usize = 10;

/// Cases that repeat one operation over numbered inputs (`lms-n32-h10-w4/verify/0` … `/9`: ten key-message
/// pairs), grouped by the id without its number; only groups of two or more whose rows agree on everything
/// but the input (so `…/sole-buffer/32` and `…/64`, which differ in message size, are not a series).
fn input_series<'a>(rows: &[&'a TimingRow]) -> Vec<Vec<&'a TimingRow>> {
    let mut groups: Vec<(String, Vec<&TimingRow>)> = Vec::new();
    let same_setup = |a: &TimingRow, b: &TimingRow| {
        (&a.variant, a.key_bits, a.message_bytes, a.chunk_bytes) == (&b.variant, b.key_bits, b.message_bytes, b.chunk_bytes)
    };
    for r in rows {
        let Some((stem, n)) = r.id.rsplit_once('/') else { continue };
        if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        match groups.iter_mut().find(|(s, g)| s == stem && same_setup(g[0], r)) {
            Some((_, g)) => g.push(r),
            None => groups.push((stem.to_string(), vec![r])),
        }
    }
    groups.into_iter().map(|(_, g)| g).filter(|g| g.len() >= 2).collect()
}

/// The min / average / max line of a series, beside CMOX's min / average / max where it publishes them
/// (it does for LMS: the ratio compares the averages). Where CMOX publishes one figure for an operation
/// whose time depends on the input (ML-DSA signing), that figure is its minimum (issue #9: "CMOX reports
/// the minimum"), so the ratio compares our minimum with it and both cells say so.
fn series_row(series: &[&TimingRow], clock_mhz: u32) -> Vec<String> {
    let first = series[0];
    let stats = |f: &dyn Fn(&TimingRow) -> u64| {
        let v: Vec<u64> = series.iter().map(|r| f(r)).collect();
        let sum: u64 = v.iter().sum();
        let min = *v.iter().min().unwrap_or(&0);
        let max = *v.iter().max().unwrap_or(&0);
        (min, sum / v.len() as u64, max)
    };
    let triple = |(a, b, c): (u64, u64, u64)| {
        format!("{} / {} / {}", group_thousands(a), group_thousands(b), group_thousands(c))
    };
    let zero_ws = stats(&|r| r.cycles);
    let compared = stats(&|r| r.cycles_compared);
    let with_ws = first.cycles_with_wait_states.map(|_| triple(compared));
    let (cmox, vs_cmox) = match first.cmox.as_ref().filter(|c| !c.inconsistent) {
        Some(c) => match (c.cycles_min, c.cycles_max) {
            (Some(lo), Some(hi)) => {
                (triple((lo, c.cycles, hi)), format!("{:.2}×", compared.1 as f64 / c.cycles as f64))
            }
            _ => (
                format!("{} (min)", group_thousands(c.cycles)),
                format!("{:.2}× (min)", compared.0 as f64 / c.cycles as f64),
            ),
        },
        None => ("n/a".into(), "n/a".into()),
    };
    vec![
        format!("**min / avg / max of {}** ({})", series.len(), first.variant),
        opt_num(first.key_bits),
        opt_num(first.message_bytes),
        opt_num(first.chunk_bytes),
        triple(zero_ws),
        with_ws.unwrap_or_default(),
        format_time(compared.1, clock_mhz),
        String::new(),
        cmox,
        vs_cmox,
        String::new(),
        String::new(),
        String::new(),
        String::new(),
    ]
}

fn footprint_table(rows: &[&FootprintRow]) -> Table {
    let mut t = Table::new(&[
        ("Library", false),
        ("Variant / configuration", false),
        ("API", false),
        ("Operation", false),
        ("Code", true),
        ("Constant data", true),
        ("Global data", true),
        ("Stack", true),
        ("Working buffer", true),
    ]);
    for ((api, op), group) in by_api_and_operation(rows.iter().copied(), |f: &FootprintRow| (&f.api, &f.operation)) {
        let api_s = api_title(&api).to_string();
        let op_s = operation_title(&op).to_string();
        for f in &group {
            t.push(vec![
                "emcrypt".into(),
                variant_label(&f.variant, f.cmox_config.as_deref(), true),
                api_s.clone(),
                op_s.clone(),
                bytes(f.code_bytes),
                bytes(f.const_bytes),
                bytes(f.global_bytes),
                bytes(f.stack_bytes),
                bytes(f.working_bytes),
            ]);
        }
        let mut seen_cmox: Vec<&str> = Vec::new();
        for f in &group {
            if let Some(c) = &f.cmox {
                if seen_cmox.contains(&c.config.as_str()) {
                    continue;
                }
                seen_cmox.push(&c.config);
                t.push(vec![
                    "CMOX".into(),
                    if c.config.is_empty() { "(one configuration)".into() } else { c.config.clone() },
                    api_s.clone(),
                    op_s.clone(),
                    bytes(c.code_bytes),
                    bytes(c.const_bytes),
                    bytes(c.global_bytes),
                    bytes(c.stack_bytes),
                    bytes(c.working_bytes),
                ]);
            }
        }
        if let Some(rc) = group.iter().find_map(|f| f.rustcrypto.as_ref()) {
            t.push(vec![
                "RustCrypto".into(),
                format!("{}{}", rc.crate_name, if rc.source == "model" { " *model*" } else { "" }),
                api_s.clone(),
                op_s.clone(),
                bytes(rc.code_bytes),
                bytes(rc.const_bytes),
                "–".into(),
                bytes(rc.stack_bytes),
                "–".into(),
            ]);
        }
    }
    t
}

/// Charts of one algorithm, provided by the caller: (path relative to the page, alt text, SVG).
pub type ChartRefs = Vec<(String, String, String)>;

/// Builds the page of one profile. `charts` maps an algorithm to its charts (cycles, footprint).
pub fn build(report: &ProfileReport, raw_path: &str, charts: &BTreeMap<String, ChartRefs>) -> Doc {
    let mut doc = Doc::default();
    header(&mut doc, report, raw_path);
    if report.timing.is_empty() {
        doc.para("The raw file holds no emcrypt case yet.");
        return doc;
    }
    summary(&mut doc, report);

    for (n, (algorithm, rows)) in algorithms(report).into_iter().enumerate() {
        let n = n + 1;
        doc.heading(2, format!("{n}. {algorithm}"));
        let mut sub = 0;
        for ((api, op), mut group) in by_api_and_operation(rows, |r: &TimingRow| (&r.api, &r.operation)) {
            sub += 1;
            group.sort_by_key(|r| (r.key_bits, r.message_bytes, r.chunk_bytes));
            let title = if op.is_empty() {
                api_title(&api).to_string()
            } else if api == "operation" {
                // Public-key operations have no API shape on the CMOX pages: "Signature", "Verification".
                let op = operation_title(&op);
                op[..1].to_uppercase() + &op[1..]
            } else {
                format!("{}: {}", api_title(&api), operation_title(&op))
            };
            doc.heading(3, format!("{n}.{sub}. {title}"));
            doc.table(timing_table(&group, report));
        }
        let footprint: Vec<&FootprintRow> = report.footprint.iter().filter(|f| f.algorithm == algorithm).collect();
        if !footprint.is_empty() {
            sub += 1;
            doc.heading(3, format!("{n}.{sub}. Footprint (bytes)"));
            doc.table(footprint_table(&footprint));
        }
        for (path, alt, svg) in charts.get(&algorithm).into_iter().flatten() {
            doc.blocks.push(Block::Chart { path: path.clone(), alt: alt.clone(), svg: svg.clone() });
        }
    }

    crate::calibration::section(&mut doc, &report.calibration);

    if !report.cmox_unmatched.is_empty() {
        doc.heading(2, "Not measured yet");
        let total: usize = report.cmox_unmatched.iter().map(|(_, n)| n).sum();
        doc.para(format!(
            "The CMOX page of this board has {total} more timing rows that no emcrypt case covers yet (different \
             algorithm, size or configuration):"
        ));
        doc.list(report.cmox_unmatched.iter().map(|(a, n)| format!("{a}: {n} rows")).collect());
    }
    doc
}
