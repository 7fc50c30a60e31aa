//! Finding, for one of our cases, the published figure for the same case.
//!
//! - **CMOX**: same board rows (profile's mcu and core), same algorithm, API, operation, key size, message
//!   size, chunk size and CMOX configuration words. A CMOX cell left empty matches anything (its ECDSA rows
//!   have no API or message size; its footprint rows no sizes at all). Configuration words our case does not
//!   name match any row; the first such row in page order is taken and its words are printed beside it.
//! - **RustCrypto**: a peer case (library `rustcrypto`) of the same raw file with the same algorithm, API,
//!   operation and sizes, else one with the same algorithm, operation, key and message size; a peer that
//!   names a CMOX word (Ed25519 with or without base-point tables) only beside our cases with that word; else
//!   the row of `rustcrypto_model.csv` for the core (opt-level 3 build, default crate features).
//! - **CycloneCRYPTO**: software rows only, Cortex-M4 figures only. MB/s figures apply to messages of at least
//!   1000 bytes (they are bulk throughputs); ms figures to public-key operations.

use crate::names::{canonical_algorithm, canonical_operation, ConfigWords, CONFIG_WORD_SEPARATORS};
use crate::profile::Profile;
use crate::raw::RawCase;
use crate::reference::{CmoxRow, CycloneRow, Reference, RustCryptoModelRow};
use crate::units;

/// Whether a CMOX cell (None = empty) accepts our value.
fn cell_accepts<T: PartialEq>(cmox: &Option<T>, ours: &Option<T>) -> bool {
    match cmox {
        None => true,
        Some(c) => ours.as_ref() == Some(c),
    }
}

/// A CMOX word cell: empty and `n/a` accept anything; otherwise our word must equal it when we name one.
fn word_accepts(cmox: &Option<String>, ours: &Option<String>) -> bool {
    match (cmox.as_deref(), ours) {
        (None | Some("n/a"), _) => true,
        (_, None) => true,
        (Some(c), Some(o)) => c.eq_ignore_ascii_case(o),
    }
}

/// CMOX's modexp word for an RSA variant that names its private operation (`"cios, crt, window 2"`,
/// `"cios, direct, window 4"`) when its `cmox_config` names only the window.
fn rsa_modexp_from_variant(variant: &str) -> Option<String> {
    variant.split([',', '/', ' ']).map(str::trim).find_map(|token| match token {
        "crt" => Some("crt".to_string()),
        "direct" | "no-crt" => Some("no-crt".to_string()),
        _ => None,
    })
}

/// Does `row` describe the same case as `case` (timing and footprint rows alike)?
pub fn cmox_row_matches(row: &CmoxRow, case: &RawCase) -> bool {
    let algorithm = case.canonical_algorithm();
    if row.canonical_algorithm() != algorithm {
        return false;
    }
    if let Some(api) = &row.api {
        if api != case.api_word() {
            return false;
        }
    }
    if row.operation.is_some() && row.canonical_operation() != case.canonical_operation() {
        return false;
    }
    let mut words = ConfigWords::parse(case.cmox_config.as_deref(), &algorithm);
    if algorithm.starts_with("RSA") && words.modexp.is_none() {
        words.modexp = rsa_modexp_from_variant(&case.variant);
    }
    word_accepts(&row.config, &words.config)
        && word_accepts(&row.curve_definition, &words.curve_definition)
        && word_accepts(&row.modexp, &words.modexp)
        && word_accepts(&row.window, &words.window)
        && cell_accepts(&row.key_bits, &case.key_bits)
        && cell_accepts(&row.message_bytes, &case.message_bytes)
        && cell_accepts(&row.chunk_bytes, &case.chunk_bytes)
}

/// The CMOX rows of a profile's board.
pub fn cmox_rows_for<'r>(reference: &'r Reference, profile: &Profile) -> impl Iterator<Item = &'r CmoxRow> + use<'r> {
    let (mcu, core) = (profile.cmox_mcu, profile.cmox_core);
    reference.cmox.iter().filter(move |r| r.mcu == mcu && r.core == core)
}

/// The CMOX timing row for `case` on `profile`'s board.
pub fn cmox_timing<'r>(reference: &'r Reference, profile: &Profile, case: &RawCase) -> Option<&'r CmoxRow> {
    cmox_rows_for(reference, profile).find(|r| !r.is_footprint() && r.cycles.is_some() && cmox_row_matches(r, case))
}

/// The CMOX footprint row for `case` on `profile`'s board.
pub fn cmox_footprint<'r>(reference: &'r Reference, profile: &Profile, case: &RawCase) -> Option<&'r CmoxRow> {
    cmox_rows_for(reference, profile).find(|r| r.is_footprint() && cmox_row_matches(r, case))
}

/// A RustCrypto figure and where it came from.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct PeerFigure {
    pub cycles: u64,
    pub stack_bytes: Option<u64>,
    pub code_bytes: Option<u64>,
    pub const_bytes: Option<u64>,
    /// Crate and version, e.g. "sha2 0.11.1".
    pub crate_name: String,
    /// `raw` (measured by this run) or `model` (`rustcrypto_model.csv`).
    pub source: &'static str,
}

/// The CMOX configuration word a case names, if any (`-` and empty name none).
fn config_word(case: &RawCase) -> Option<&str> {
    case.cmox_config.as_deref().map(str::trim).filter(|w| !w.is_empty() && *w != "-")
}

/// Whether peer `peer` may stand beside `case` by configuration. A peer that names a CMOX word stands only
/// beside our cases with the same word: `ed25519-dalek` with its precomputed base-point tables (`opthigh`,
/// like our `PrecomputedTable`) and without them (`optlow`, like our `NoTable`). A peer naming none fits any.
fn config_fits(peer: &RawCase, case: &RawCase) -> bool {
    match config_word(peer) {
        None => true,
        // Ours may name several words ("small/optlow"): the peer's must be one of them.
        Some(word) => config_word(case)
            .is_some_and(|ours| ours.split(CONFIG_WORD_SEPARATORS).any(|w| w.trim().eq_ignore_ascii_case(word))),
    }
}

/// Peer case in the same raw file.
pub fn rustcrypto_peer<'c>(cases: &'c [RawCase], case: &RawCase) -> Option<&'c RawCase> {
    let algorithm = case.canonical_algorithm();
    let operation = case.canonical_operation();
    let peers = || {
        cases.iter().filter(|p| {
            p.is_rustcrypto()
                && p.canonical_algorithm() == algorithm
                && p.canonical_operation() == operation
                && config_fits(p, case)
        })
    };
    peers()
        .find(|p| {
            p.api == case.api
                && p.key_bits == case.key_bits
                && p.message_bytes == case.message_bytes
                && p.chunk_bytes == case.chunk_bytes
        })
        .or_else(|| {
            // Same work through another API shape; never for "generate tag", which times the final step alone.
            let tag = |c: &RawCase| c.api_word() == "generate-tag";
            if tag(case) {
                return None;
            }
            peers().find(|p| !tag(p) && p.key_bits == case.key_bits && p.message_bytes == case.message_bytes)
        })
}

/// What one `rustcrypto_model.csv` feature measured: canonical algorithm, operation, key bits, message bytes
/// (`None`: the row fits any message size, as for ECDSA whose message is hashed first).
fn model_feature(feature: &str) -> Option<(&'static str, &'static str, Option<u32>, Option<u64>)> {
    Some(match feature {
        "aes128_cbc_enc" => ("AESCBC", "encryption", Some(128), Some(8000)),
        "aes128_cbc_dec" => ("AESCBC", "decryption", Some(128), Some(8000)),
        "aes256_cbc_enc" => ("AESCBC", "encryption", Some(256), Some(8000)),
        "aes256_cbc_dec" => ("AESCBC", "decryption", Some(256), Some(8000)),
        "aes128_gcm_enc" => ("AESGCM", "encryption", Some(128), Some(8000)),
        "aes128_gcm_dec" => ("AESGCM", "decryption", Some(128), Some(8000)),
        "sha256" => ("SHA256", "", None, Some(8000)),
        "sha384" => ("SHA384", "", None, Some(8000)),
        "sha512" => ("SHA512", "", None, Some(8000)),
        "sha3_256" => ("SHA3256", "", None, Some(8000)),
        "hmac_sha256" => ("HMACSHA256", "", None, Some(8000)),
        "p256_sign" => ("ECDSASECP256R1", "signature", None, None),
        "p256_verify" => ("ECDSASECP256R1", "verification", None, None),
        "p384_sign" => ("ECDSASECP384R1", "signature", None, None),
        "p384_verify" => ("ECDSASECP384R1", "verification", None, None),
        "ed25519_sign" => ("ED25519", "signature", None, Some(1023)),
        "ed25519_verify" => ("ED25519", "verification", None, Some(1023)),
        "x25519" => ("X25519", "shared-secret", None, None),
        "mlkem768_keygen" => ("MLKEM768", "keygen", None, None),
        "mlkem768_encaps" => ("MLKEM768", "encapsulation", None, None),
        "mlkem768_decaps" => ("MLKEM768", "decapsulation", None, None),
        "mldsa44_keygen" => ("MLDSA44", "keygen", None, None),
        "mldsa44_sign" => ("MLDSA44", "signature", None, None),
        "mldsa44_verify" => ("MLDSA44", "verification", None, None),
        "rsa2048_pkcs1_sign" => ("RSA2048PKCS1SHA256", "signature", None, None),
        "rsa2048_pkcs1_verify" => ("RSA2048PKCS1SHA256", "verification", None, None),
        "rsa2048_pss_sign" => ("RSA2048PSSSHA256", "signature", None, None),
        "rsa2048_pss_verify" => ("RSA2048PSSSHA256", "verification", None, None),
        _ => return None,
    })
}

/// `rustcrypto_model.csv`'s core column for a raw core name.
pub fn model_core(core: &str) -> &'static str {
    match core {
        "m0plus" => "M0+",
        "m3" => "M3",
        "m33" => "M33*",
        _ => "M4",
    }
}

/// The model row for `case` on `core` (opt-level 3, default features).
pub fn rustcrypto_model<'r>(reference: &'r Reference, core: &str, case: &RawCase) -> Option<&'r RustCryptoModelRow> {
    let algorithm = case.canonical_algorithm();
    let operation = case.canonical_operation();
    reference.rustcrypto.iter().find(|r| {
        if r.core != model_core(core) || r.profile != "release" {
            return false;
        }
        let Some((alg, op, key, msg)) = model_feature(&r.feature) else { return false };
        alg == algorithm
            && op == operation
            && (key.is_none() || key == case.key_bits)
            && (msg.is_none() || msg == case.message_bytes)
    })
}

/// The RustCrypto figure for `case`: a measured peer case first, else the model table (whose rows time whole
/// operations, so they fit no "generate tag" case).
pub fn rustcrypto_figure(reference: &Reference, core: &str, cases: &[RawCase], case: &RawCase) -> Option<PeerFigure> {
    if let Some(p) = rustcrypto_peer(cases, case) {
        return Some(PeerFigure {
            cycles: p.cycles,
            stack_bytes: p.stack_bytes,
            code_bytes: p.code_bytes,
            const_bytes: p.const_bytes,
            crate_name: p.variant.clone(),
            source: "raw",
        });
    }
    if case.api_word() == "generate-tag" {
        return None;
    }
    rustcrypto_model(reference, core, case).map(|r| PeerFigure {
        cycles: r.est_cycles,
        stack_bytes: r.stack_bytes,
        code_bytes: r.text_delta,
        const_bytes: r.rodata_delta,
        crate_name: r.crate_name.clone(),
        source: "model",
    })
}

/// What one CycloneCRYPTO (table algorithm, operation) pair measured: canonical algorithm, operation, key bits.
fn cyclone_case(row: &CycloneRow) -> Option<(String, String, Option<u32>)> {
    let alg = row.algorithm.as_str();
    let op = row.operation.as_str();
    // "AES-128" + "CBC Encrypt" -> AES-CBC encryption, 128-bit key.
    if let Some(bits) = alg.strip_prefix("AES-").and_then(|b| b.parse::<u32>().ok()) {
        let (mode, dir) = op.split_once(' ')?;
        return Some((format!("AES{mode}"), canonical_operation(dir), Some(bits)));
    }
    if alg == "3DES" {
        let (mode, dir) = op.split_once(' ')?;
        return Some((format!("TDES{mode}"), canonical_operation(dir), None));
    }
    // "ECDSA (P-256)", "EdDSA (Ed25519)", "RSA (2048 bits)", "ECDH (X25519)".
    let (scheme, param) = match alg.split_once(" (") {
        Some((s, p)) => (s, p.trim_end_matches(')')),
        None => (alg, ""),
    };
    let algorithm = match (scheme, param) {
        (_, "") => canonical_algorithm(alg, None),
        ("EdDSA", curve) => canonical_algorithm(curve, None),
        ("ECDH", "X25519") => "X25519".into(),
        ("ECDH", "X448") => "X448".into(),
        (s, p) if p.ends_with(" bits") => format!("{}{}", canonical_algorithm(s, None), p.trim_end_matches(" bits")),
        (s, p) => canonical_algorithm(&format!("{s}-{p}"), None),
    };
    Some((algorithm, canonical_operation(op), None))
}

/// A CycloneCRYPTO figure converted to cycles for our case.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct CycloneFigure {
    /// Estimated cycles at the published clock (80 MHz): bytes × clock / throughput, or ms × clock.
    pub cycles: u64,
    /// The published figure, e.g. "1.091 MB/s" or "461.6 ms".
    pub published: String,
}

/// The CycloneCRYPTO software figure for `case`, for Cortex-M4-class profiles only.
pub fn cyclone_figure(reference: &Reference, profile: &Profile, case: &RawCase) -> Option<CycloneFigure> {
    if !matches!(profile.core, "m4" | "m33") || case.api_word() == "generate-tag" {
        return None;
    }
    let algorithm = case.canonical_algorithm();
    let operation = case.canonical_operation();
    let row = reference.cyclone.iter().find(|r| {
        if r.implementation != "software" {
            return false;
        }
        let Some((alg, op, key)) = cyclone_case(r) else { return false };
        // RSA rows name the modulus only: "RSA2048" fits any RSA-2048 scheme.
        let alg_ok = alg == algorithm || (alg.starts_with("RSA") && algorithm.starts_with(&alg));
        alg_ok && op == operation && (key.is_none() || key == case.key_bits)
    })?;
    let cycles = match row.unit.as_str() {
        "MB/s" => {
            let bytes = case.message_bytes.filter(|&b| b >= 1000)?;
            units::cycles_from_mb_per_s(bytes, row.value, row.clock_mhz)
        }
        "ms" => units::cycles_from_ms(row.value, row.clock_mhz),
        _ => return None,
    };
    Some(CycloneFigure { cycles, published: format!("{} {}", row.value, row.unit) })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(id: &str, library: &str, cmox: &str) -> RawCase {
        serde_json::from_value(serde_json::json!({
            "id": id, "library": library, "algorithm": "Ed25519", "variant": id, "cmox_config": cmox,
            "api": "operation", "operation": "signature", "key_bits": 255, "message_bytes": 1023,
            "cycles": 1, "known_answer": true,
        }))
        .expect("a raw case")
    }

    #[test]
    fn a_peer_naming_a_word_stands_beside_our_cases_with_that_word_only() {
        let fast = case("rustcrypto/ed25519-dalek/sign/1023", "rustcrypto", "opthigh");
        let no_table = case("rustcrypto/ed25519-dalek-no-table/sign/1023", "rustcrypto", "optlow");
        let cases = [fast.clone(), no_table.clone()];
        let peer = |ours: &RawCase| rustcrypto_peer(&cases, ours).map(|p| p.id.as_str());
        assert_eq!(peer(&case("ed25519-table/sign/1023", "emcrypt", "opthigh")), Some(fast.id.as_str()));
        assert_eq!(peer(&case("ed25519-notable/sign/1023", "emcrypt", "optlow")), Some(no_table.id.as_str()));
        assert_eq!(peer(&case("ed25519-small/sign/1023", "emcrypt", "small/optlow")), Some(no_table.id.as_str()));
        assert_eq!(peer(&case("ed25519-table/sign/1023", "emcrypt", "superfast/opthigh")), Some(fast.id.as_str()));
        // A case naming no word gets neither; a peer naming none fits every case.
        assert_eq!(peer(&case("ed25519-other/sign/1023", "emcrypt", "-")), None);
        let plain = [case("rustcrypto/plain/sign/1023", "rustcrypto", "-")];
        let ours = case("ed25519-notable/sign/1023", "emcrypt", "optlow");
        assert_eq!(rustcrypto_peer(&plain, &ours).map(|p| p.id.as_str()), Some("rustcrypto/plain/sign/1023"));
    }
}
