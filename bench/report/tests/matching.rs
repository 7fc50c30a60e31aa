//! Joining our cases with CMOX, RustCrypto and CycloneCRYPTO figures (on the fixture raw files).

mod common;

use emcrypt_bench_report::join;
use emcrypt_bench_report::matching::{cmox_footprint, cmox_timing, cyclone_figure, rustcrypto_figure};
use emcrypt_bench_report::profile::find;
use emcrypt_bench_report::raw::RawCase;

fn case<'a>(cases: &'a [RawCase], id: &str) -> &'a RawCase {
    cases.iter().find(|c| c.id == id).unwrap_or_else(|| panic!("fixture case {id}"))
}

#[test]
fn cmox_timing_matches_algorithm_api_sizes_and_config() {
    let r = common::reference();
    let m4 = common::fixture("m4");
    let l476 = find("stm32l476").unwrap();
    let cycles = |id: &str| cmox_timing(&r, l476, case(&m4.cases, id)).map(|row| row.cycles.unwrap());

    // "SHA-256" sole buffer 32 bytes = CMOX "SHA256" sole-buffer 32 (hash rows have no config or operation).
    assert_eq!(cycles("sha256-unrolled/sole-buffer/32"), Some(5878));
    assert_eq!(cycles("sha256-unrolled/sole-buffer/128"), Some(12_434));
    assert_eq!(cycles("sha256-unrolled/data-flow/8000/128"), Some(429_503));
    // Generate tag has no message size on the CMOX page.
    assert_eq!(cycles("sha256-unrolled/generate-tag"), Some(4766));
    // AES-CBC "fast", 128-bit key: the fast row, not the small one (6484).
    assert_eq!(cycles("aes128-cbc-fixsliced/sole-buffer/encrypt/32"), Some(6993));
    // "encrypt" = "encryption"; data flow matches the chunk size.
    assert_eq!(cycles("aes128-cbc-fixsliced/data-flow/encrypt/8000/128"), Some(1_097_208));
    // ECDSA-P256 + "small/high" = ECDSA-SECP256R1, config small, curve definition high.
    assert_eq!(cycles("ecdsa-p256/sign"), Some(3_019_288));
    assert_eq!(cycles("ecdsa-p256/verify"), Some(6_710_744));
    // No CMOX row: SHA-512, and SHA-256 of 1000 bytes.
    assert_eq!(cycles("sha512-unrolled/sole-buffer/32"), None);
    assert_eq!(cycles("sha256-unrolled/sole-buffer/1000"), None);
}

#[test]
fn cmox_rows_come_from_the_profile_board() {
    let r = common::reference();
    let m4 = common::fixture("m4");
    let m0 = common::fixture("m0plus");
    let wl55 = find("stm32wl55").unwrap();
    let wl55_m0 = find("stm32wl55-m0plus").unwrap();
    let row = cmox_timing(&r, wl55, case(&m4.cases, "sha256-unrolled/sole-buffer/32")).unwrap();
    assert_eq!((row.mcu.as_str(), row.core.as_str(), row.cycles), ("STM32WL55JC", "cortex-m4", Some(5478)));
    let row = cmox_timing(&r, wl55_m0, case(&m0.cases, "sha256-compact/sole-buffer/32")).unwrap();
    assert_eq!((row.core.as_str(), row.cycles), ("cortex-m0plus", Some(11_080)));
    let row = cmox_timing(&r, wl55_m0, case(&m0.cases, "sha256-compact/data-flow/8000/128")).unwrap();
    assert_eq!((row.cycles, row.kbyte_s), (Some(1_030_985), Some(372)));
}

#[test]
fn cmox_footprint_matches_api_operation_and_config() {
    let r = common::reference();
    let m4 = common::fixture("m4");
    let l476 = find("stm32l476").unwrap();
    let fp = cmox_footprint(&r, l476, case(&m4.cases, "sha256-unrolled/sole-buffer/32")).unwrap();
    assert_eq!((fp.code_bytes, fp.const_bytes, fp.stack_bytes), (Some(1848), Some(296), Some(564)));
    let fp = cmox_footprint(&r, l476, case(&m4.cases, "ecdsa-p256/verify")).unwrap();
    assert_eq!((fp.config.as_deref(), fp.curve_definition.as_deref()), (Some("small"), Some("high")));
    assert_eq!(fp.working_bytes, Some(1648));
}

#[test]
fn rustcrypto_prefers_measured_peer_then_model() {
    let r = common::reference();
    let m4 = common::fixture("m4");
    // A peer case measured in the same run.
    let f = rustcrypto_figure(&r, "m4", &m4.cases, case(&m4.cases, "sha256-unrolled/data-flow/8000/128")).unwrap();
    assert_eq!((f.cycles, f.source), (356_000, "raw"));
    // No peer case: the model table's M4 row (aes 0.9.4 + cbc, 8000 bytes).
    let f = rustcrypto_figure(&r, "m4", &m4.cases, case(&m4.cases, "aes128-cbc-fixsliced/data-flow/encrypt/8000/128"))
        .unwrap();
    assert_eq!((f.cycles, f.source, f.crate_name.as_str()), (2_563_648, "model", "aes 0.9.4 + cbc 0.2.1"));
    let f = rustcrypto_figure(&r, "m4", &m4.cases, case(&m4.cases, "ecdsa-p256/sign")).unwrap();
    assert_eq!(f.cycles, 15_378_668);
    // The same case on the M33 uses the M33 rows.
    let f = rustcrypto_figure(&r, "m33", &m4.cases[..0], case(&m4.cases, "ecdsa-p256/sign")).unwrap();
    assert_eq!(f.cycles, 15_727_129);
    // Nothing fits a 32-byte AES message, nor the final step of a hash alone.
    assert!(rustcrypto_figure(&r, "m4", &m4.cases, case(&m4.cases, "aes128-cbc-fixsliced/sole-buffer/encrypt/32"))
        .is_none());
    assert!(rustcrypto_figure(&r, "m4", &m4.cases, case(&m4.cases, "sha256-unrolled/generate-tag")).is_none());
}

#[test]
fn cyclone_converts_published_figures_to_cycles() {
    let r = common::reference();
    let m4 = common::fixture("m4");
    let l476 = find("stm32l476").unwrap();
    // SHA-256 at 1.091 MB/s on an 80 MHz M4: 8000 bytes take 8000 × 80 / 1.091 cycles.
    let f = cyclone_figure(&r, l476, case(&m4.cases, "sha256-unrolled/data-flow/8000/128")).unwrap();
    assert_eq!(f.cycles, 586_618);
    assert_eq!(f.published, "1.091 MB/s");
    // ECDSA P-256 sign: 461.6 ms at 80 MHz.
    let f = cyclone_figure(&r, l476, case(&m4.cases, "ecdsa-p256/sign")).unwrap();
    assert_eq!(f.cycles, 36_928_000);
    // A throughput says nothing about a 32-byte message; and Cyclone publishes M4 figures only.
    assert!(cyclone_figure(&r, l476, case(&m4.cases, "sha256-unrolled/sole-buffer/32")).is_none());
    let m0 = common::fixture("m0plus");
    assert!(cyclone_figure(
        &r,
        find("stm32wl55-m0plus").unwrap(),
        case(&m0.cases, "sha256-compact/data-flow/8000/128")
    )
    .is_none());
}

#[test]
fn joined_rows_carry_time_ratios_and_board_cycles() {
    let r = common::reference();
    let m4 = common::fixture("m4");
    let l476 = find("stm32l476").unwrap();
    let report = join::build(&r, l476, &m4);
    // Peer cases are not rows of their own.
    assert_eq!(report.timing.len(), m4.cases.iter().filter(|c| c.library == "emcrypt").count());
    let row = report.timing.iter().find(|t| t.id == "sha256-unrolled/data-flow/8000/128").unwrap();
    // The fixture gives cycles on the stm32l476 board: they are the ones compared with CMOX.
    assert_eq!((row.cycles, row.cycles_with_wait_states, row.cycles_compared), (472_000, Some(520_000), 520_000));
    assert_eq!(row.time_us, 6500.0);
    assert_eq!(row.kbyte_s, Some(8000.0 / 6500e-6 / 1000.0));
    assert_eq!(row.vs_cmox, Some(520_000.0 / 429_503.0));
    // RustCrypto is compared with the zero-wait-state figure, like for like.
    assert_eq!(row.vs_rustcrypto, Some(472_000.0 / 356_000.0));
    let row = report.timing.iter().find(|t| t.id == "sha512-unrolled/sole-buffer/32").unwrap();
    assert_eq!((row.cmox.as_ref(), row.vs_cmox), (None, None));
    // Footprint: generate-tag counts with data flow; one row per variant and API.
    let fp: Vec<_> = report
        .footprint
        .iter()
        .filter(|f| f.algorithm == "SHA-256")
        .map(|f| (f.variant.as_str(), f.api.as_str()))
        .collect();
    assert_eq!(
        fp,
        vec![
            ("unrolled", "sole-buffer"),
            ("unrolled", "data-flow"),
            ("compact", "sole-buffer"),
            ("compact", "data-flow")
        ]
    );
    // The largest stack over the sizes of a group (32 B: 420, 128 B and 1000 B: 424).
    let sole = report.footprint.iter().find(|f| f.variant == "unrolled" && f.api == "sole-buffer").unwrap();
    assert_eq!(sole.stack_bytes, Some(424));
    // CMOX rows nobody matched are listed.
    assert!(report.cmox_unmatched.iter().any(|(a, _)| a == "RSA-3072-PSS-SHA256"));
}

/// An M3 result file holding one ML-KEM-768 encapsulation case of `cycles`.
fn m3_kem_encaps(cycles: u64) -> emcrypt_bench_report::raw::RawFile {
    let mut m3 = common::fixture("m0plus");
    m3.core = "m3".into();
    let mut kem = m3.cases[0].clone();
    kem.id = "mlkem768/encaps".into();
    kem.algorithm = "ML-KEM-768".into();
    kem.api = Some("operation".into());
    kem.operation = Some("encaps".into());
    kem.cmox_config = None;
    kem.message_bytes = None;
    kem.cycles = cycles;
    m3.cases = vec![kem];
    m3
}

#[test]
fn inconsistent_cmox_rows_get_no_ratio() {
    let mut r = common::reference();
    // Garble the (repaired) ML-KEM-768 encapsulation row again, as it reads in the source file.
    let row = r
        .cmox
        .iter_mut()
        .find(|x| x.algorithm == "ML-KEM-768" && x.operation.as_deref() == Some("key-encapsulation"))
        .unwrap();
    row.cycles = Some(3_807_328_119);
    let l152 = find("stm32l152").unwrap();
    let m3 = m3_kem_encaps(1_000_000);
    let report = join::build(&r, l152, &m3);
    let row = &report.timing[0];
    let cmox = row.cmox.as_ref().expect("CMOX has an ML-KEM-768 encapsulation row");
    assert!(cmox.inconsistent);
    assert_eq!(row.vs_cmox, None);
}

#[test]
fn repaired_cmox_rows_get_a_ratio() {
    let r = common::reference();
    let l152 = find("stm32l152").unwrap();
    let m3 = m3_kem_encaps(1_000_000);
    let report = join::build(&r, l152, &m3);
    let row = &report.timing[0];
    assert_eq!(row.cmox.as_ref().map(|c| c.cycles), Some(3_807_328));
    assert!(row.vs_cmox.is_some());
}

/// On the committed M4 results: every emcrypt public-key row gets its RustCrypto figure from the peer case
/// measured in the same run (not from the model table), for the same curve.
#[test]
fn public_key_rows_join_the_measured_peers() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../results/raw/m4.json");
    let raw: emcrypt_bench_report::raw::RawFile = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let report = join::build(&common::reference(), find("stm32l476").unwrap(), &raw);
    let mut seen = 0;
    let public_key = ["ECDSA", "ECDH", "ECDSA secp256k1", "ECDH secp256k1", "Ed25519", "X25519"];
    for row in report.timing.iter().filter(|r| public_key.contains(&r.algorithm.as_str())) {
        let peer = row.rustcrypto.as_ref().unwrap_or_else(|| panic!("{}: no RustCrypto figure", row.id));
        assert_eq!(peer.source, "raw", "{}", row.id);
        let expected = match (row.algorithm.as_str(), row.key_bits) {
            ("ECDSA secp256k1" | "ECDH secp256k1", _) => "k256 0.14",
            ("ECDSA" | "ECDH", Some(256)) => "p256 0.14",
            ("ECDSA" | "ECDH", Some(384)) => "p384 0.14",
            ("ECDSA" | "ECDH", Some(521)) => "p521 0.14",
            ("Ed25519", _) => "ed25519-dalek",
            _ => "x25519-dalek",
        };
        assert!(peer.crate_name.starts_with(expected), "{}: {}", row.id, peer.crate_name);
        assert!(row.vs_rustcrypto.is_some(), "{}", row.id);
        seen += 1;
    }
    assert!(seen >= 17, "only {seen} public-key rows");
}

/// The committed M3 results and their STM32L152 page as Markdown.
fn committed_m3_page() -> (emcrypt_bench_report::raw::RawFile, String) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../results/raw/m3.json");
    let raw: emcrypt_bench_report::raw::RawFile = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let report = join::build(&common::reference(), find("stm32l152").unwrap(), &raw);
    let md = emcrypt_bench_report::page::build(&report, "m3.json", &Default::default()).to_markdown();
    (raw, md)
}

/// On the committed M3 results: each LMS parameter set's ten verifications get a min / avg / max line,
/// beside CMOX's min / avg / max.
#[test]
fn lms_series_get_a_min_avg_max_line() {
    let (_, md) = committed_m3_page();
    let line = md
        .lines()
        .find(|l| l.contains("min / avg / max of 10") && l.contains("1,153,392 / 1,201,049 / 1,253,720"))
        .unwrap_or_else(|| panic!("no LMS W1 min/avg/max line in\n{md}"));
    assert!(line.contains('×'), "{line}");
}

/// On the committed M3 results: ML-DSA-44 signing, a series over 100 messages, stands beside CMOX's one
/// figure, its minimum: the ratio is our minimum (flash wait states included) over CMOX's.
#[test]
fn ml_dsa_signing_series_compares_minima() {
    let (_, md) = committed_m3_page();
    let line = md
        .lines()
        .find(|l| l.contains("min / avg / max of 100") && l.contains("4,746,240 (min)"))
        .unwrap_or_else(|| panic!("no ML-DSA-44 signing series beside CMOX's 4,746,240 in\n{md}"));
    // The cells after the label: the min / avg / max without and then with flash wait states.
    let triples: Vec<&str> = line.split('|').skip(2).filter(|c| c.contains(" / ")).collect();
    let with_wait_states = triples.get(1).unwrap_or_else(|| panic!("no wait-state triple in {line}"));
    let ours_min: f64 = with_wait_states.split('/').next().unwrap().trim().replace(',', "").parse().unwrap();
    let ratio = format!("{:.2}× (min)", ours_min / 4_746_240.0);
    assert!(line.contains(&ratio), "{ratio} not in {line}");
}

/// Message sizes are not a series: `…/sole-buffer/32`, `/64`… get no min / avg / max line.
#[test]
fn message_sizes_are_not_a_series() {
    let (raw, md) = committed_m3_page();
    let series: Vec<&str> = md.lines().filter(|l| l.contains("min / avg / max of")).collect();
    // A series is an operation repeated over numbered inputs (LMS verification over ten key-message pairs,
    // ML-DSA signing over messages); a number that is the message or chunk size (`…/sole-buffer/32`,
    // `ed25519-small/sign/1023`, `…/data-flow/8000/64`) names no series.
    let mut stems: Vec<&str> = raw
        .cases
        .iter()
        .filter_map(|c| {
            let (stem, n) = c.id.rsplit_once('/')?;
            let n: u64 = n.parse().ok()?;
            (c.message_bytes != Some(n) && c.chunk_bytes != Some(n)).then_some(stem)
        })
        .collect();
    stems.sort_unstable();
    stems.dedup();
    assert!(stems.len() >= 4, "the committed M3 results have no LMS series: {stems:?}");
    assert_eq!(series.len(), stems.len(), "{stems:?}\n{}", series.join("\n"));
}

/// ML-DSA: a case naming CMOX's `low-ram` stands beside CMOX's "Low RAM" row, one naming `default` beside
/// the default row (the words of `firmware/bench/src/cases.rs`).
#[test]
fn ml_dsa_low_ram_cases_meet_cmox_low_ram_rows() {
    let r = common::reference();
    let l152 = find("stm32l152").unwrap();
    let ml_dsa_44 = |operation: &str, word: &str| -> RawCase {
        serde_json::from_value(serde_json::json!({
            "id": format!("ml-dsa-44/{operation}"), "library": "emcrypt", "algorithm": "ML-DSA-44",
            "variant": word, "cmox_config": word, "api": "operation", "operation": operation,
            "key_bits": 0, "message_bytes": 32, "chunk_bytes": 0, "cycles": 1, "known_answer": true,
        }))
        .expect("a raw case")
    };
    let cycles = |operation: &str, word: &str| {
        cmox_timing(&r, l152, &ml_dsa_44(operation, word)).map(|row| row.cycles.unwrap())
    };
    assert_eq!(cycles("verification", "low-ram"), Some(3_943_496));
    assert_eq!(cycles("verification", "default"), Some(2_804_480));
    assert_eq!(cycles("signature", "low-ram"), Some(5_018_248));
    assert_eq!(cycles("signature", "default"), Some(4_746_240));
}
