//! Names used to join our cases with the published rows.
//!
//! The raw results, CMOX, CycloneCRYPTO and the RustCrypto model each spell algorithms and operations their
//! own way ("SHA-256" / "SHA256", "sign" / "signature" / "Signature Generation"). Joins compare canonical
//! forms: upper case, letters and digits only, curve aliases folded (P-256 = SECP256R1). secp256k1 is named in
//! the algorithm (`ECDSA secp256k1`), as a bare `ECDSA` with a 256-bit key means P-256.

/// Canonical algorithm key: `"ECDSA-P256"`, `"ECDSA-SECP256R1"` and (`"ECDSA"`, 256-bit key) all give
/// `"ECDSASECP256R1"`; `"SHA-256"` gives `"SHA256"`; `"RSA-PSS"` with a 3072-bit key gives `"RSA3072PSSSHA256"`.
pub fn canonical_algorithm(name: &str, key_bits: Option<u32>) -> String {
    let mut s: String = name.chars().filter(|c| c.is_ascii_alphanumeric()).collect::<String>().to_ascii_uppercase();
    for (alias, canonical) in [
        ("PKCS1V15", "PKCS1"),
        ("NISTP256", "SECP256R1"),
        ("NISTP384", "SECP384R1"),
        ("P256", "SECP256R1"),
        ("P384", "SECP384R1"),
        ("P521", "SECP521R1"),
        ("EDDSAED25519", "ED25519"),
    ] {
        // secp256k1 contains "P256" but is another curve.
        if s.contains(alias) && !s.contains(canonical) && !s.contains("SECP256K1") {
            s = s.replace(alias, canonical);
        }
    }
    // A bare scheme name takes its size from the key: ECDSA + 256 bits is ECDSA on secp256r1.
    match (s.as_str(), key_bits) {
        ("ECDSA", Some(256)) => "ECDSASECP256R1".into(),
        ("ECDSA", Some(384)) => "ECDSASECP384R1".into(),
        ("ECDSA", Some(521)) => "ECDSASECP521R1".into(),
        ("ECDH", Some(bits)) => format!("ECDHSECP{bits}R1"),
        // CMOX's only RSA-PSS rows use SHA-256.
        ("RSAPSS" | "RSAPSSSHA256", Some(bits)) => format!("RSA{bits}PSSSHA256"),
        ("RSAPKCS1" | "RSAPKCS1SHA256", Some(bits)) => format!("RSA{bits}PKCS1SHA256"),
        // CMOX's LMS rows name the hash (`LMS_N32_H10_W4_SHA256`); a bare LMS set is SHA-256.
        (lms, _) if lms.starts_with("LMSN") && !lms.contains("SHA") => format!("{lms}SHA256"),
        _ => s,
    }
}

/// Canonical operation: CMOX's words (`encryption`, `decryption`, `signature`, `verification`, `keygen`,
/// `encapsulation`, `decapsulation`, `shared-secret`); hashing and MAC operations are the empty string
/// because CMOX leaves the operation of its hash rows empty.
pub fn canonical_operation(op: &str) -> String {
    let lower = op.trim().to_ascii_lowercase();
    let word = match lower.as_str() {
        "encrypt" | "encryption" | "enc" | "seal" => "encryption",
        "decrypt" | "decryption" | "dec" | "open" => "decryption",
        "sign" | "signature" | "signature generation" | "signing" => "signature",
        "verify" | "verification" | "signature verification" => "verification",
        "keygen" | "key-pair-generation" | "key pair generation" | "key-generation" | "public key generation" => {
            "keygen"
        }
        "encaps" | "encapsulate" | "key-encapsulation" | "encapsulation" => "encapsulation",
        "decaps" | "decapsulate" | "key-decapsulation" | "decapsulation" => "decapsulation",
        "shared-secret" | "shared secret" | "shared secret computation" | "ecdh" | "dh" | "agree" => "shared-secret",
        "" | "digest" | "hash" | "mac" | "tag" | "speed" | "generate-tag" => "",
        other => other,
    };
    word.to_string()
}

/// Human name of a canonical operation for section titles.
pub fn operation_title(canonical: &str) -> &str {
    match canonical {
        "" => "digest",
        "keygen" => "key-pair generation",
        other => other,
    }
}

/// Human name of an API word, as the CMOX pages title their sections.
pub fn api_title(api: &str) -> &str {
    match api {
        "sole-buffer" => "Sole buffer mode",
        "data-flow" => "Data flow mode",
        "generate-tag" => "Generate tag (final step alone)",
        "operation" | "" => "Operation",
        other => other,
    }
}

/// Our `cmox_config` field split into CMOX columns.
///
/// The raw field holds the CMOX words the variant stands for, separated by `/`, `+`, `,` or spaces, in any
/// order: `"fast"`, `"superfast/high"` (ECC math and curve definition), `"fast/crt/high"` (RSA math,
/// exponentiation, window), `"small/opthigh"` (EdDSA). `low`/`high` mean the curve definition for ECC and
/// the exponent window for RSA.
/// What separates the words of our `cmox_config` field.
pub const CONFIG_WORD_SEPARATORS: [char; 4] = ['/', '+', ',', ' '];

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ConfigWords {
    pub config: Option<String>,
    pub curve_definition: Option<String>,
    pub modexp: Option<String>,
    pub window: Option<String>,
}

impl ConfigWords {
    pub fn parse(field: Option<&str>, canonical_algorithm: &str) -> Self {
        let mut words = ConfigWords::default();
        let Some(field) = field else { return words };
        let is_rsa = canonical_algorithm.starts_with("RSA");
        for token in field.split(CONFIG_WORD_SEPARATORS).map(str::trim).filter(|t| !t.is_empty()) {
            let t = token.to_ascii_lowercase();
            match t.as_str() {
                "small" | "fast" | "superfast" | "default" | "low-ram" => words.config = Some(t),
                "optlow" | "opthigh" => words.curve_definition = Some(t),
                "crt" | "no-crt" => words.modexp = Some(t),
                "mid" => words.window = Some(t),
                "low" | "high" if is_rsa => words.window = Some(t),
                "low" | "high" => words.curve_definition = Some(t),
                _ => words.config = Some(t),
            }
        }
        words
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn algorithm_aliases_fold() {
        assert_eq!(canonical_algorithm("SHA-256", None), "SHA256");
        assert_eq!(canonical_algorithm("SHA256", None), "SHA256");
        assert_eq!(canonical_algorithm("ECDSA", Some(256)), "ECDSASECP256R1");
        assert_eq!(canonical_algorithm("ECDSA-P256", None), "ECDSASECP256R1");
        assert_eq!(canonical_algorithm("ECDSA secp256k1", Some(256)), "ECDSASECP256K1");
        assert_eq!(canonical_algorithm("ECDH secp256k1", Some(256)), "ECDHSECP256K1");
        assert_eq!(canonical_algorithm("ECDSA-SECP384R1", None), "ECDSASECP384R1");
        assert_eq!(canonical_algorithm("RSA-PSS", Some(3072)), "RSA3072PSSSHA256");
        assert_eq!(canonical_algorithm("RSA-3072-PSS-SHA256", Some(3072)), "RSA3072PSSSHA256");
        assert_eq!(canonical_algorithm("AES-CBC", Some(128)), "AESCBC");
        assert_eq!(canonical_algorithm("ML-KEM-768", None), "MLKEM768");
        assert_eq!(canonical_algorithm("RSA-PSS SHA-256", Some(3072)), "RSA3072PSSSHA256");
        assert_eq!(canonical_algorithm("LMS_N32_H10_W4", None), "LMSN32H10W4SHA256");
        assert_eq!(canonical_algorithm("LMS_N32_H10_W4_SHA256", None), "LMSN32H10W4SHA256");
    }

    #[test]
    fn operations_fold_to_cmox_words() {
        assert_eq!(canonical_operation("sign"), "signature");
        assert_eq!(canonical_operation("Signature Verification"), "verification");
        assert_eq!(canonical_operation("key-pair-generation"), "keygen");
        assert_eq!(canonical_operation("digest"), "");
        assert_eq!(canonical_operation("encrypt"), "encryption");
    }

    #[test]
    fn config_words_go_to_their_columns() {
        let ecc = ConfigWords::parse(Some("superfast/high"), "ECDSASECP256R1");
        assert_eq!(ecc.config.as_deref(), Some("superfast"));
        assert_eq!(ecc.curve_definition.as_deref(), Some("high"));
        let rsa = ConfigWords::parse(Some("fast crt high"), "RSA3072PSSSHA256");
        assert_eq!(rsa.modexp.as_deref(), Some("crt"));
        assert_eq!(rsa.window.as_deref(), Some("high"));
        assert_eq!(rsa.curve_definition, None);
        assert_eq!(ConfigWords::parse(None, "SHA256"), ConfigWords::default());
    }
}
