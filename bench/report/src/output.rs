//! Writes the rendered results: `<out>/<profile>.md`, `.csv`, `.json`, `<out>/charts/*.svg` and one
//! self-contained `<out>/index.html` (inline CSS, charts inline) with every rendered profile.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use crate::charts;
use crate::doc::{escape, Doc};
use crate::join::{self, ProfileReport, TimingRow};
use crate::names::api_title;
use crate::page::{self, ChartRefs};
use crate::profile::Profile;
use crate::raw::{core_path, RawFile};
use crate::reference::{LoadError, Reference};

/// Above this many cases, an algorithm's cycles chart is split by API.
pub const SPLIT_CHART_ABOVE: usize = 24;

/// File-name form of an algorithm: "AES-CBC" -> "aes-cbc", "ECDSA P-256" -> "ecdsa-p-256".
pub fn slug(s: &str) -> String {
    let mut out = String::new();
    for c in s.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_matches('-').to_string()
}

fn write(path: &Path, contents: &str) -> Result<(), LoadError> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir).map_err(|e| LoadError(format!("{}: {e}", dir.display())))?;
    }
    fs::write(path, contents).map_err(|e| LoadError(format!("{}: {e}", path.display())))
}

/// One flat CSV line per emcrypt case, with the joined published figures.
pub fn to_csv(report: &ProfileReport) -> Result<String, LoadError> {
    let mut w = csv::Writer::from_writer(Vec::new());
    let err = |e: csv::Error| LoadError(format!("CSV: {e}"));
    w.write_record([
        "profile",
        "mcu",
        "clock_mhz",
        "core",
        "id",
        "algorithm",
        "variant",
        "cmox_config",
        "api",
        "operation",
        "key_bits",
        "message_bytes",
        "chunk_bytes",
        "instructions",
        "cycles",
        "cycles_min",
        "cycles_max",
        "cycles_with_wait_states",
        "time_us",
        "kbyte_s",
        "code_bytes",
        "const_bytes",
        "global_bytes",
        "stack_bytes",
        "working_bytes",
        "known_answer",
        "cmox_cycles",
        "cmox_config_matched",
        "cmox_inconsistent",
        "vs_cmox",
        "rustcrypto_cycles",
        "rustcrypto_crate",
        "rustcrypto_source",
        "vs_rustcrypto",
        "cyclone_cycles",
        "cyclone_published",
        "vs_cyclone",
    ])
    .map_err(err)?;
    let o = |v: Option<u64>| v.map_or_else(String::new, |n| n.to_string());
    let f = |v: Option<f64>, d: usize| v.map_or_else(String::new, |x| format!("{x:.d$}"));
    for r in &report.timing {
        let r: &TimingRow = r;
        w.write_record([
            r.profile.clone(),
            report.profile.mcu.to_string(),
            report.profile.clock_mhz.to_string(),
            r.core.clone(),
            r.id.clone(),
            r.algorithm.clone(),
            r.variant.clone(),
            r.cmox_config.clone().unwrap_or_default(),
            r.api.clone(),
            r.operation.clone(),
            o(r.key_bits.map(u64::from)),
            o(r.message_bytes),
            o(r.chunk_bytes),
            o(r.instructions),
            r.cycles.to_string(),
            o(r.cycles_min),
            o(r.cycles_max),
            o(r.cycles_with_wait_states),
            format!("{:.2}", r.time_us),
            f(r.kbyte_s, 1),
            o(r.code_bytes),
            o(r.const_bytes),
            o(r.global_bytes),
            o(r.stack_bytes),
            o(r.working_bytes),
            r.known_answer.to_string(),
            o(r.cmox.as_ref().map(|c| c.cycles)),
            r.cmox.as_ref().map(|c| c.config.clone()).unwrap_or_default(),
            r.cmox.as_ref().map(|c| c.inconsistent.to_string()).unwrap_or_default(),
            f(r.vs_cmox, 3),
            o(r.rustcrypto.as_ref().map(|p| p.cycles)),
            r.rustcrypto.as_ref().map(|p| p.crate_name.clone()).unwrap_or_default(),
            r.rustcrypto.as_ref().map(|p| p.source.to_string()).unwrap_or_default(),
            f(r.vs_rustcrypto, 3),
            o(r.cyclone.as_ref().map(|c| c.cycles)),
            r.cyclone.as_ref().map(|c| c.published.clone()).unwrap_or_default(),
            f(r.vs_cyclone, 3),
        ])
        .map_err(err)?;
    }
    let bytes = w.into_inner().map_err(|e| LoadError(format!("CSV: {e}")))?;
    String::from_utf8(bytes).map_err(|e| LoadError(format!("CSV: {e}")))
}

/// A rendered profile: its page (for `index.html`) and the files written.
pub struct Rendered {
    pub profile: &'static Profile,
    pub doc: Doc,
    pub files: Vec<PathBuf>,
}

/// Renders one profile from `raw_dir` into `out` (files written only when `write_files`). `Ok(None)` when
/// the profile's raw file does not exist.
pub fn render_profile(
    reference: &Reference,
    profile: &'static Profile,
    raw_dir: &Path,
    out: &Path,
    write_files: bool,
) -> Result<Option<Rendered>, LoadError> {
    let write = |path: &Path, contents: &str| if write_files { write(path, contents) } else { Ok(()) };
    let Some(raw) = RawFile::load_core(raw_dir, profile.core)? else { return Ok(None) };
    let report = join::build(reference, profile, &raw);
    let mut files = Vec::new();

    let mut chart_refs: BTreeMap<String, ChartRefs> = BTreeMap::new();
    for (algorithm, rows) in page::algorithms(&report) {
        let mut refs = Vec::new();
        // One cycles chart per algorithm; an algorithm with many cases (AES-CBC: sizes x keys x directions)
        // gets one per API instead, named `<profile>-cycles-<algorithm>-<api>.svg`, so each stays readable.
        let mut apis: Vec<&str> = Vec::new();
        for r in &rows {
            if !apis.contains(&r.api.as_str()) {
                apis.push(&r.api);
            }
        }
        let split = rows.len() > SPLIT_CHART_ABOVE && apis.len() > 1;
        let parts: Vec<(Option<&str>, Vec<&TimingRow>)> = if split {
            apis.iter().map(|a| (Some(*a), rows.iter().copied().filter(|r| r.api == *a).collect())).collect()
        } else {
            vec![(None, rows.clone())]
        };
        for (api, part) in parts.iter().filter(|(_, p)| !p.is_empty()) {
            let (title, name, alt) = match api {
                Some(api) => (
                    format!("{algorithm}, {}, on {}: cycles", api_title(api).to_lowercase(), profile.title()),
                    format!("{}-cycles-{}-{}.svg", profile.name, slug(&algorithm), slug(api)),
                    format!("{algorithm} {} cycles, {}", api_title(api).to_lowercase(), profile.mcu),
                ),
                None => (
                    format!("{algorithm} on {}: cycles", profile.title()),
                    format!("{}-cycles-{}.svg", profile.name, slug(&algorithm)),
                    format!("{algorithm} cycles, {}", profile.mcu),
                ),
            };
            let svg = charts::cycles_chart(&title, part).map_err(LoadError)?;
            write(&out.join("charts").join(&name), &svg)?;
            files.push(out.join("charts").join(&name));
            refs.push((format!("charts/{name}"), alt, svg));
        }
        let mut fp: Vec<_> = report.footprint.iter().filter(|f| f.algorithm == algorithm).collect();
        page::sort_footprint(&mut fp);
        if fp.iter().any(|f| f.code_bytes.is_some() || f.stack_bytes.is_some()) {
            let title = format!("{algorithm} on {}: footprint (bytes)", profile.core_title);
            let svg = charts::footprint_chart(&title, &fp).map_err(LoadError)?;
            let name = format!("{}-footprint-{}.svg", profile.name, slug(&algorithm));
            write(&out.join("charts").join(&name), &svg)?;
            files.push(out.join("charts").join(&name));
            refs.push((format!("charts/{name}"), format!("{algorithm} footprint, {}", profile.mcu), svg));
        }
        chart_refs.insert(algorithm, refs);
    }

    let raw_label = core_path(raw_dir, profile.core).display().to_string();
    let doc = page::build(&report, &raw_label, &chart_refs);
    let md = out.join(format!("{}.md", profile.name));
    write(&md, &doc.to_markdown())?;
    let csv_path = out.join(format!("{}.csv", profile.name));
    write(&csv_path, &to_csv(&report)?)?;
    let json_path = out.join(format!("{}.json", profile.name));
    let json = serde_json::to_string_pretty(&report).map_err(|e| LoadError(format!("JSON: {e}")))?;
    write(&json_path, &(json + "\n"))?;
    files.extend([md, csv_path, json_path]);
    Ok(Some(Rendered { profile, doc, files }))
}

const CSS: &str = "
body { font-family: -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; margin: 0; color: #1d2329; background: #fafbfc; }
header { background: #1f3a5f; color: white; padding: 14px 24px; }
header h1 { margin: 0; font-size: 20px; }
nav { background: #e8eef5; padding: 8px 24px; position: sticky; top: 0; z-index: 1; border-bottom: 1px solid #cdd7e1; }
nav a { margin-right: 18px; color: #1f3a5f; font-weight: 600; text-decoration: none; }
nav a:hover { text-decoration: underline; }
main { padding: 8px 24px 40px; max-width: 1500px; }
section.profile { border-top: 3px solid #1f3a5f; margin-top: 28px; }
h1 { font-size: 24px; } h2 { font-size: 19px; margin-top: 28px; border-bottom: 1px solid #d5dde5; }
h3 { font-size: 15px; margin-top: 20px; }
p, li { line-height: 1.45; max-width: 1100px; font-size: 14px; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; font-size: 13px; background: white; margin: 6px 0 14px; }
th, td { border: 1px solid #d5dde5; padding: 3px 8px; white-space: nowrap; }
th { background: #eef2f6; text-align: left; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
tbody tr:nth-child(even) { background: #f6f8fa; }
code { background: #eef2f6; padding: 0 3px; border-radius: 3px; }
figure { margin: 10px 0 24px; overflow-x: auto; }
figure svg { max-width: 100%; height: auto; }
.missing { color: #8a5a00; }
";

/// The self-contained `index.html` with every rendered profile (and a line for each missing one).
pub fn index_html(rendered: &[Rendered], missing: &[(&Profile, PathBuf)]) -> String {
    let mut html = String::from("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    html.push_str("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n");
    html.push_str("<title>emcrypt benchmark results</title>\n<style>");
    html.push_str(CSS);
    html.push_str(
        "</style>\n</head>\n<body>\n<header><h1>emcrypt on Cortex-M: performance and footprint</h1></header>\n<nav>",
    );
    for r in rendered {
        html.push_str(&format!("<a href=\"#{}\">{}</a>", r.profile.name, escape(&r.profile.title())));
    }
    html.push_str("</nav>\n<main>\n");
    html.push_str(
        "<p>Emulated measurements (exact instruction counts, modelled cycles) of emcrypt, one section per MCU \
         profile, each laid out like ST's CMOX performance page for that MCU. The same pages exist as Markdown, \
         CSV and JSON beside this file.</p>\n",
    );
    for (p, path) in missing {
        html.push_str(&format!(
            "<p class=\"missing\">{}: no raw results (<code>{}</code> not found).</p>\n",
            escape(&p.title()),
            escape(&path.display().to_string())
        ));
    }
    for r in rendered {
        html.push_str(&format!("<section class=\"profile\" id=\"{}\">\n", r.profile.name));
        html.push_str(&r.doc.to_html(r.profile.name));
        html.push_str("</section>\n");
    }
    html.push_str("</main>\n</body>\n</html>\n");
    html
}

/// Profiles without raw results, with the file that was looked for.
pub type Missing = Vec<(&'static Profile, PathBuf)>;

/// Writes the files of the `selected` profiles, and `index.html` with every profile whose raw file exists
/// (so rendering one profile does not drop the others from the index). Returns the profiles written and the
/// selected ones whose raw file is missing.
pub fn render_all(
    reference: &Reference,
    selected: &[&'static Profile],
    raw_dir: &Path,
    out: &Path,
) -> Result<(Vec<Rendered>, Missing), LoadError> {
    let mut rendered = Vec::new();
    let mut in_index = Vec::new();
    let mut missing = Vec::new();
    for p in crate::profile::PROFILES.iter() {
        let is_selected = selected.iter().any(|s| s.name == p.name);
        match render_profile(reference, p, raw_dir, out, is_selected)? {
            Some(r) if is_selected => {
                in_index.push(Rendered { profile: r.profile, doc: r.doc.clone(), files: Vec::new() });
                rendered.push(r);
            }
            Some(r) => in_index.push(r),
            None => missing.push((p, core_path(raw_dir, p.core))),
        }
    }
    let missing_refs: Vec<(&Profile, PathBuf)> = missing.iter().map(|(p, f)| (*p, f.clone())).collect();
    write(&out.join("index.html"), &index_html(&in_index, &missing_refs))?;
    let missing = missing.into_iter().filter(|(p, _)| selected.iter().any(|s| s.name == p.name)).collect();
    Ok((rendered, missing))
}
