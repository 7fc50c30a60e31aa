//! Rendering the fixture raw files: every output is written and reads as intended.

mod common;

use std::fs;
use std::path::Path;
use std::process::{Command, Output};

/// Runs `emcrypt-report --profile <profile> --raw <fixtures> --out <out>`.
fn render(profile: &str, out: &Path) -> Output {
    Command::new(env!("CARGO_BIN_EXE_emcrypt-report"))
        .args(["--profile", profile, "--raw"])
        .arg(common::fixture_dir())
        .arg("--out")
        .arg(out)
        .output()
        .unwrap()
}

#[test]
fn renders_all_outputs_for_every_profile_with_results() {
    let out = tempfile::tempdir().unwrap();
    let status = Command::new(env!("CARGO_BIN_EXE_emcrypt-report"))
        .args(["--profile", "all", "--raw"])
        .arg(common::fixture_dir())
        .arg("--out")
        .arg(out.path())
        .arg("--reference")
        .arg(common::crate_dir().join("../reference"))
        .output()
        .unwrap();
    assert!(status.status.success(), "{}", String::from_utf8_lossy(&status.stderr));
    let o = out.path();

    // The fixtures cover m4 (two profiles) and m0plus; the M3 and M33 profiles have no raw file.
    for p in ["stm32l476", "stm32wl55", "stm32wl55-m0plus"] {
        for ext in ["md", "csv", "json"] {
            assert!(o.join(format!("{p}.{ext}")).is_file(), "{p}.{ext}");
        }
        assert!(o.join(format!("charts/{p}-cycles-sha-256.svg")).is_file());
        assert!(o.join(format!("charts/{p}-footprint-sha-256.svg")).is_file());
    }
    assert!(!o.join("stm32l152.md").exists());

    let md = fs::read_to_string(o.join("stm32l476.md")).unwrap();
    assert!(md.starts_with("# emcrypt on STM32L476 (Cortex-M4, 80 MHz)"));
    for needle in [
        "## 1. AES-CBC",
        "### 1.1. Sole buffer mode: encryption",
        "## 2. SHA-256",
        "| unrolled (≙ fast) | 32 | 4,400 | 5,100 | 63.8 µs |",
        "5,878",
        "1 kbyte = 1000 bytes",
        "Footprint (bytes)",
        "![SHA-256 cycles, STM32L476](charts/stm32l476-cycles-sha-256.svg)",
        "RSA-3072-PSS-SHA256: 14 rows",
    ] {
        assert!(md.contains(needle), "missing {needle:?} in\n{md}");
    }
    // SHA-512 has no CMOX row: said so.
    let sha512 = md.lines().find(|l| l.starts_with("| unrolled | 32 | 11,000")).unwrap();
    assert!(sha512.contains("n/a"), "{sha512}");

    // The WL55 page uses its own clock and CMOX rows.
    let wl = fs::read_to_string(o.join("stm32wl55.md")).unwrap();
    assert!(wl.contains("48 MHz") && wl.contains("5,478"));

    // CSV: one line per emcrypt case.
    let mut csv = csv::Reader::from_path(o.join("stm32l476.csv")).unwrap();
    let headers = csv.headers().unwrap().clone();
    assert!(headers.iter().any(|h| h == "vs_cmox"));
    assert_eq!(csv.records().count(), 12);

    // JSON parses and carries the profile.
    let json: serde_json::Value = serde_json::from_str(&fs::read_to_string(o.join("stm32l476.json")).unwrap()).unwrap();
    assert_eq!(json["profile"]["clock_mhz"], 80);
    assert_eq!(json["timing"].as_array().unwrap().len(), 12);

    // index.html: every rendered profile, charts inline, no outside resources.
    let html = fs::read_to_string(o.join("index.html")).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"));
    for p in ["stm32l476", "stm32wl55", "stm32wl55-m0plus"] {
        assert!(html.contains(&format!("<section class=\"profile\" id=\"{p}\">")), "{p}");
    }
    assert!(html.matches("<svg").count() >= 10);
    // (The SVG namespace name is an identifier, not a fetch.)
    let without_ns = html.replace("xmlns=\"http://www.w3.org/2000/svg\"", "");
    assert!(
        !without_ns.contains("src=")
            && !without_ns.contains("<link")
            && !without_ns.contains("http://")
            && !without_ns.contains("https://")
    );
    assert!(html.contains("no raw results"), "missing profiles are named");

    // SVG charts are well-formed enough to hold their labels.
    let svg = fs::read_to_string(o.join("charts/stm32l476-cycles-sha-256.svg")).unwrap();
    assert!(svg.contains("<svg") && svg.trim_end().ends_with("</svg>") && svg.contains("CMOX"));
}

#[test]
fn rendering_one_profile_keeps_the_others_in_the_index() {
    let out = tempfile::tempdir().unwrap();
    let run = render("stm32wl55-m0plus", out.path());
    assert!(run.status.success());
    assert!(out.path().join("stm32wl55-m0plus.md").is_file());
    assert!(!out.path().join("stm32l476.md").exists(), "only the selected profile's files are written");
    let html = fs::read_to_string(out.path().join("index.html")).unwrap();
    assert!(html.contains("id=\"stm32l476\"") && html.contains("id=\"stm32wl55-m0plus\""));
}

#[test]
fn a_selected_profile_without_results_is_an_error() {
    let out = tempfile::tempdir().unwrap();
    let run = render("stm32l152", out.path());
    assert_eq!(run.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&run.stderr).contains("m3.json"));
    let run = render("stm32f4", out.path());
    assert_eq!(run.status.code(), Some(2));
}
