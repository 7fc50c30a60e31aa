//! Parsing of the vendored reference CSVs, and the unit definitions checked against CMOX's own rows.

mod common;

use emcrypt_bench_report::profile::PROFILES;
use emcrypt_bench_report::units::{cycles_to_ms, cycles_to_us, kbyte_per_s};

#[test]
fn row_counts() {
    let r = common::reference();
    assert_eq!(r.cmox.len(), 932, "cmox.csv has 932 rows (bench/reference/README.md)");
    assert_eq!(r.platforms.len(), 4);
    assert_eq!(r.cyclone.len(), 74);
    assert_eq!(r.rustcrypto.len(), 111);
}

#[test]
fn cmox_rows_are_typed() {
    let r = common::reference();
    let first = &r.cmox[0];
    assert_eq!(first.mcu, "STM32L476RGT6");
    assert_eq!(first.algorithm, "AES-CBC");
    assert_eq!(first.api.as_deref(), Some("sole-buffer"));
    assert_eq!(first.config.as_deref(), Some("small"));
    assert_eq!(
        (first.key_bits, first.message_bytes, first.cycles, first.time_us),
        (Some(128), Some(32), Some(6484), Some(81))
    );
    assert_eq!(first.chunk_bytes, None);
    assert!(!first.is_footprint());
    // Every row is either a timing row (cycles) or a footprint row (code bytes), except the ML-KEM/ML-DSA/LMS
    // rows of the STM32L152 page, which give cycles and stack together.
    assert!(r.cmox.iter().all(|row| row.cycles.is_some() || row.code_bytes.is_some()));
    let footprint = r.cmox.iter().filter(|row| row.is_footprint()).count();
    assert_eq!(footprint, 233);
    assert_eq!(r.cmox.iter().filter(|row| row.cycles.is_some()).count(), 932 - 233);
}

#[test]
fn cyclone_and_model_rows_are_typed() {
    let r = common::reference();
    let aes = r
        .cyclone
        .iter()
        .find(|c| c.algorithm == "AES-128" && c.operation == "CBC Encrypt" && c.implementation == "software")
        .unwrap();
    assert_eq!((aes.value, aes.unit.as_str(), aes.clock_mhz), (0.689, "MB/s", 80));
    let sha = r.rustcrypto.iter().find(|m| m.feature == "sha256" && m.core == "M4" && m.profile == "release").unwrap();
    assert_eq!(sha.est_cycles, 353_180);
    assert_eq!(sha.crate_name, "sha2 0.11.1");
    assert_eq!(sha.heap_peak_bytes, None);
    let cores: std::collections::BTreeSet<&str> = r.rustcrypto.iter().map(|m| m.core.as_str()).collect();
    assert_eq!(cores.into_iter().collect::<Vec<_>>(), vec!["M0+", "M3", "M33*", "M4"]);
}

#[test]
fn platforms_agree_with_profiles() {
    let r = common::reference();
    for p in PROFILES.iter() {
        let page = r.platform(p.cmox_mcu).unwrap_or_else(|| panic!("{} has a CMOX page", p.name));
        assert_eq!(page.clock_mhz, p.clock_mhz, "{}", p.name);
        assert_eq!(page.flash_wait_states, p.flash_wait_states, "{}", p.name);
    }
}

#[test]
fn every_profile_has_its_cmox_rows() {
    let r = common::reference();
    let count = |name: &str| {
        let p = PROFILES.iter().find(|p| p.name == name).unwrap();
        r.cmox.iter().filter(|row| row.mcu == p.cmox_mcu && row.core == p.cmox_core).count()
    };
    assert_eq!(count("stm32l476"), 188);
    assert_eq!(count("stm32wl55"), 188);
    // The WL55's Cortex-M0+ has a page of its own: same algorithms as the M4 side.
    assert_eq!(count("stm32wl55-m0plus"), 188);
    assert_eq!(count("stm32l152"), 180);
    assert_eq!(count("stm32u575"), 188);
    let total: usize = PROFILES.iter().map(|p| count(p.name)).sum();
    assert_eq!(total, 932, "the profiles cover every CMOX row");
}

/// CMOX's time is cycles / clock truncated: STM32L476 AES-CBC small 128-bit 64 bytes, 10,295 cycles at
/// 80 MHz = 128.69 µs, printed 128.
#[test]
fn cmox_time_is_truncated_cycles_over_clock() {
    let r = common::reference();
    let row = r.cmox.iter().find(|x| x.mcu == "STM32L476RGT6" && x.cycles == Some(10_295)).unwrap();
    assert_eq!(row.time_us, Some(128));
    assert_eq!(cycles_to_us(10_295, 80).floor() as u64, 128);
    // And over the whole file: every consistent row's time is the truncated (or, for a few, rounded) figure.
    let mut checked = 0;
    for row in r.cmox.iter().filter(|x| !x.is_inconsistent()) {
        let Some(c) = row.cycles else { continue };
        if let Some(us) = row.time_us {
            let v = cycles_to_us(c, row.clock_mhz);
            assert!(us == v.floor() as u64 || us == v.round() as u64, "{row:?}");
            checked += 1;
        }
        if let Some(ms) = row.time_ms {
            let v = cycles_to_ms(c, row.clock_mhz);
            assert!(ms == v.floor() as u64 || ms == v.round() as u64, "{row:?}");
            checked += 1;
        }
    }
    assert!(checked > 400, "{checked}");
}

/// kbyte/s on the CMOX pages uses 1 kbyte = 1000 bytes: STM32L476 SHA-256 data flow, 8000 bytes, 128-byte
/// chunks, 429,503 cycles at 80 MHz = 1490.1 kbyte/s; the page prints 1490 (1024-byte kbytes would give 1455).
#[test]
fn cmox_kbyte_is_1000_bytes() {
    let r = common::reference();
    let row = r
        .cmox
        .iter()
        .find(|x| {
            x.mcu == "STM32L476RGT6"
                && x.algorithm == "SHA256"
                && x.api.as_deref() == Some("data-flow")
                && x.chunk_bytes == Some(128)
                && x.cycles.is_some()
        })
        .unwrap();
    assert_eq!((row.cycles, row.message_bytes, row.kbyte_s), (Some(429_503), Some(8000), Some(1490)));
    let ours = kbyte_per_s(8000, 429_503, 80);
    assert_eq!(ours.floor() as u64, 1490);
    let with_1024 = ours * 1000.0 / 1024.0;
    assert_ne!(with_1024.floor() as u64, 1490);
    // Every throughput row of the file agrees with the 1000-byte definition to the unit.
    let rows: Vec<_> = r.cmox.iter().filter(|x| x.kbyte_s.is_some()).collect();
    assert_eq!(rows.len(), 280);
    for x in rows {
        let v = kbyte_per_s(x.message_bytes.unwrap(), x.cycles.unwrap(), x.clock_mhz);
        assert!((x.kbyte_s.unwrap() as f64 - v).abs() <= 1.0, "{x:?}: {v}");
    }
}

#[test]
fn pdf_extraction_faults_are_repaired() {
    let r = common::reference();
    // ML-DSA, ML-KEM and LMS rows of the STM32L152 page had two cells run together; `cmox_repairs` restores
    // them on loading, after which no timing row disagrees with its own time.
    let repaired: Vec<_> = r.cmox.iter().filter(|x| x.repaired).collect();
    assert_eq!(repaired.len(), 11, "{repaired:#?}");
    assert!(repaired.iter().all(|x| x.mcu == "STM32L152RET6"));
    let bad: Vec<_> = r.cmox.iter().filter(|x| x.is_inconsistent()).collect();
    assert!(bad.is_empty(), "{bad:#?}");
    let encaps = repaired
        .iter()
        .find(|x| x.algorithm == "ML-KEM-768" && x.operation.as_deref() == Some("key-encapsulation"))
        .unwrap();
    assert_eq!((encaps.cycles, encaps.time_ms, encaps.stack_bytes), (Some(3_807_328), Some(119), Some(5_100)));
}
