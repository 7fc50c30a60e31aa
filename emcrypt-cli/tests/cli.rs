//! Runs the built `emcrypt` binary: digests and MACs of files and stdin against RustCrypto, usage errors,
//! and `emcrypt vectors` over every Wycheproof HMAC/HKDF/PBKDF2, cipher, AEAD, CMAC/GMAC, key-wrap, X25519,
//! Ed25519, ECDSA and ECDH file in `vectors/wycheproof/`.

use std::path::{Path, PathBuf};
use std::process::Output;

/// Runs `emcrypt args...` with `stdin` as its standard input.
mod common;
use common::emcrypt;

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// A file in the test's scratch folder holding `data`.
fn scratch_file(name: &str, data: &[u8]) -> PathBuf {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("emcrypt-cli-{name}"));
    std::fs::write(&path, data).unwrap();
    path
}

/// 200 000 bytes: more than three 64 KiB read chunks, and not a multiple of any block size.
fn big_input() -> Vec<u8> {
    (0..200_000u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8).collect()
}

fn wycheproof_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../vectors/wycheproof")
}

fn rustcrypto<D: sha2::Digest>(data: &[u8]) -> String {
    hex::encode(D::digest(data))
}

/// Every fixed-output algorithm, with RustCrypto's digest of `data`.
fn expected_digests(data: &[u8]) -> Vec<(&'static str, String)> {
    vec![
        ("md5", rustcrypto::<md5::Md5>(data)),
        ("sha1", rustcrypto::<sha1::Sha1>(data)),
        ("sha224", rustcrypto::<sha2::Sha224>(data)),
        ("sha256", rustcrypto::<sha2::Sha256>(data)),
        ("sha384", rustcrypto::<sha2::Sha384>(data)),
        ("sha512", rustcrypto::<sha2::Sha512>(data)),
        ("sha512-224", rustcrypto::<sha2::Sha512_224>(data)),
        ("sha512-256", rustcrypto::<sha2::Sha512_256>(data)),
        ("sha3-224", rustcrypto::<sha3::Sha3_224>(data)),
        ("sha3-256", rustcrypto::<sha3::Sha3_256>(data)),
        ("sha3-384", rustcrypto::<sha3::Sha3_384>(data)),
        ("sha3-512", rustcrypto::<sha3::Sha3_512>(data)),
    ]
}

/// The variants `--variant` takes for `alg` (none for single-implementation hashes).
fn variants(alg: &str) -> &'static [&'static str] {
    if alg == "md5" || alg == "sha1" {
        &[]
    } else {
        &["unrolled", "compact"]
    }
}

#[test]
fn digest_of_files_matches_rustcrypto_for_every_algorithm_and_variant() {
    let big = big_input();
    let small = b"abc".to_vec();
    let big_path = scratch_file("digest-big", &big);
    let small_path = scratch_file("digest-small", &small);
    let (big_name, small_name) = (big_path.to_str().unwrap(), small_path.to_str().unwrap());
    let expected_big = expected_digests(&big);
    let expected_small = expected_digests(&small);
    for ((alg, want_big), (_, want_small)) in expected_big.iter().zip(&expected_small) {
        let mut runs: Vec<Vec<&str>> = vec![vec!["digest", "--alg", alg, big_name, small_name]];
        for v in variants(alg) {
            runs.push(vec!["digest", "--alg", alg, "--variant", v, big_name, small_name]);
        }
        for args in runs {
            let out = emcrypt(&args, b"");
            assert!(out.status.success(), "{args:?}: {}", stderr(&out));
            assert_eq!(stdout(&out), format!("{want_big}  {big_name}\n{want_small}  {small_name}\n"), "{args:?}");
        }
    }
}

#[test]
fn digest_of_stdin_matches_rustcrypto() {
    let big = big_input();
    for (alg, want) in expected_digests(&big) {
        let out = emcrypt(&["digest", "--alg", alg], &big);
        assert!(out.status.success(), "{alg}: {}", stderr(&out));
        assert_eq!(stdout(&out), format!("{want}  -\n"), "{alg}");
        let dash = emcrypt(&["digest", "--alg", alg, "-"], &big);
        assert_eq!(stdout(&dash), format!("{want}  -\n"), "{alg} with -");
    }
}

#[test]
fn shake_with_default_and_given_lengths_matches_rustcrypto() {
    use sha3::digest::ExtendableOutput;
    let big = big_input();
    for (alg, default_len) in [("shake128", 32usize), ("shake256", 64)] {
        for len in [None, Some(1usize), Some(200), Some(1000)] {
            let n = len.unwrap_or(default_len);
            let mut want = vec![0u8; n];
            if alg == "shake128" {
                shake::Shake128::digest_xof(&big, &mut want);
            } else {
                shake::Shake256::digest_xof(&big, &mut want);
            }
            let len_arg = n.to_string();
            for variant in ["unrolled", "compact"] {
                let mut args = vec!["digest", "--alg", alg, "--variant", variant];
                if len.is_some() {
                    args.extend(["--len", len_arg.as_str()]);
                }
                let out = emcrypt(&args, &big);
                assert!(out.status.success(), "{args:?}: {}", stderr(&out));
                assert_eq!(stdout(&out), format!("{}  -\n", hex::encode(&want)), "{args:?}");
            }
        }
    }
}

#[test]
fn hmac_of_file_and_stdin_matches_rustcrypto() {
    use hmac::{KeyInit, Mac};
    fn tag<M: Mac + KeyInit>(key: &[u8], data: &[u8]) -> String {
        hex::encode(<M as KeyInit>::new_from_slice(key).unwrap().chain_update(data).finalize().into_bytes())
    }
    let big = big_input();
    let path = scratch_file("mac-big", &big);
    let name = path.to_str().unwrap();
    // Empty, short, one-block and longer-than-a-block keys.
    for key in [vec![], b"key".to_vec(), vec![0x0b; 64], vec![0xaa; 131]] {
        let key_hex = hex::encode(&key);
        let cases = [
            ("hmac-sha1", tag::<hmac::Hmac<sha1::Sha1>>(&key, &big)),
            ("hmac-sha256", tag::<hmac::Hmac<sha2::Sha256>>(&key, &big)),
            ("hmac-sha512", tag::<hmac::Hmac<sha2::Sha512>>(&key, &big)),
            ("hmac-sha512-224", tag::<hmac::Hmac<sha2::Sha512_224>>(&key, &big)),
            ("hmac-sha3-256", tag::<hmac::SimpleHmac<sha3::Sha3_256>>(&key, &big)),
        ];
        for (alg, want) in cases {
            let mut args = vec!["mac", "--alg", alg, "--key", &key_hex, name];
            if alg != "hmac-sha1" {
                args.extend(["--variant", "compact"]);
            }
            let file = emcrypt(&args, b"");
            assert!(file.status.success(), "{alg}: {}", stderr(&file));
            assert_eq!(stdout(&file), format!("{want}  {name}\n"), "{alg}, file, key {key_hex}");
            let piped = emcrypt(&["mac", "--alg", alg, "--key", &key_hex], &big);
            assert_eq!(stdout(&piped), format!("{want}  -\n"), "{alg}, stdin, key {key_hex}");
        }
    }
}

/// Usage errors exit with status 2 and say what is wrong on stderr, printing nothing on stdout.
fn assert_usage_error(args: &[&str], says: &str) {
    let out = emcrypt(args, b"abc");
    assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
    assert!(stderr(&out).contains(says), "{args:?}: stderr {:?} should mention {says:?}", stderr(&out));
    assert!(out.stdout.is_empty(), "{args:?}");
}

#[test]
fn unknown_algorithms_variants_and_bad_hex_exit_2() {
    assert_usage_error(&["digest", "--alg", "sha257"], "unknown algorithm 'sha257'");
    assert_usage_error(&["digest", "--alg", "SHA256"], "unknown algorithm");
    assert_usage_error(&["digest", "--alg", "sha256", "--variant", "fast"], "no variant 'fast'");
    assert_usage_error(&["digest", "--alg", "md5", "--variant", "compact"], "single implementation");
    assert_usage_error(&["digest", "--alg", "sha256", "--len", "16"], "--len");
    assert_usage_error(&["mac", "--alg", "hmac-sha256", "--key", "abc"], "not valid hex");
    assert_usage_error(&["mac", "--alg", "hmac-sha256", "--key", "zz"], "not valid hex");
    assert_usage_error(&["mac", "--alg", "sha256", "--key", "00"], "unknown algorithm 'sha256'");
    assert_usage_error(&["mac", "--alg", "hmac-shake128", "--key", "00"], "unknown algorithm");
    assert_usage_error(&["mac", "--alg", "hmac-sha256", "--key", "00", "--variant", "x"], "no variant 'x'");
    // No such subcommand or a missing option: clap's own usage errors, also status 2.
    assert_eq!(emcrypt(&["frobnicate"], b"").status.code(), Some(2));
    assert_eq!(emcrypt(&["mac", "--alg", "hmac-sha256"], b"").status.code(), Some(2));
}

#[test]
fn an_unreadable_file_is_reported_and_the_others_still_run() {
    let path = scratch_file("readable", b"abc");
    let name = path.to_str().unwrap();
    let out = emcrypt(&["digest", "--alg", "sha256", "/nonexistent/emcrypt-file", name], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("/nonexistent/emcrypt-file"), "{}", stderr(&out));
    assert_eq!(stdout(&out), format!("{}  {name}\n", rustcrypto::<sha2::Sha256>(b"abc")));
}

/// Every Wycheproof HMAC, HKDF and PBKDF2 file vendored in `vectors/wycheproof/`, with its test count.
fn wycheproof_files() -> Vec<(String, usize)> {
    wycheproof_files_named(&["hmac_", "hkdf_", "pbkdf2_"])
}

/// Every Wycheproof file vendored in `vectors/wycheproof/` whose name starts with one of `prefixes`, with its
/// test count, sorted by name.
fn wycheproof_files_named(prefixes: &[&str]) -> Vec<(String, usize)> {
    let mut files: Vec<(String, usize)> = std::fs::read_dir(wycheproof_dir())
        .expect("vectors/wycheproof exists")
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let name = p.file_name().unwrap().to_str().unwrap();
            name.ends_with(".json") && prefixes.iter().any(|prefix| name.starts_with(prefix))
        })
        .map(|p| {
            let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
            (p.to_str().unwrap().to_string(), json["numberOfTests"].as_u64().unwrap() as usize)
        })
        .collect();
    files.sort();
    files
}

#[test]
fn every_wycheproof_hmac_hkdf_pbkdf2_file_passes() {
    let files = wycheproof_files();
    let count = |prefix: &str| files.iter().filter(|(f, _)| f.contains(&format!("/{prefix}"))).count();
    // HMAC over SHA-1, SHA-224/256/384/512, SHA-512/224, SHA-512/256, SHA3-224/256/384/512; HKDF over SHA-1,
    // SHA-256/384/512; PBKDF2 over SHA-1, SHA-224/256/384/512.
    assert_eq!((count("hmac_"), count("hkdf_"), count("pbkdf2_")), (11, 4, 5), "{files:?}");

    assert_every_case_passes(&files, &[]);
}

/// Runs `emcrypt vectors [extra...] FILES` in one process and asserts every case of every file ran (none
/// skipped) and passed.
fn assert_every_case_passes(files: &[(String, usize)], extra: &[&str]) {
    let mut args = vec!["vectors"];
    args.extend(extra);
    args.extend(files.iter().map(|(f, _)| f.as_str()));
    let out = emcrypt(&args, b"");
    let text = stdout(&out);
    assert!(out.status.success(), "{text}{}", stderr(&out));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), files.len(), "{text}");
    for ((file, tests), line) in files.iter().zip(&lines) {
        assert_eq!(*line, format!("{file}: {tests} passed, 0 failed, 0 skipped"));
    }
}

/// The cipher, AEAD, CMAC/GMAC and key-wrap families.
const SYMMETRIC_PREFIXES: &[&str] = &["aes_", "chacha20_", "xchacha20_"];

#[test]
fn every_wycheproof_cipher_aead_mac_and_keywrap_file_passes() {
    let files = wycheproof_files_named(SYMMETRIC_PREFIXES);
    let names: Vec<&str> = files.iter().map(|(f, _)| f.rsplit('/').next().unwrap()).collect();
    assert_eq!(
        names,
        [
            "aes_cbc_pkcs5_test.json",
            "aes_ccm_test.json",
            "aes_cmac_test.json",
            "aes_gcm_test.json",
            "aes_gmac_test.json",
            "aes_kwp_test.json",
            "aes_wrap_test.json",
            "aes_xts_test.json",
            "chacha20_poly1305_test.json",
            "xchacha20_poly1305_test.json",
        ]
    );
    assert_every_case_passes(&files, &[]);
    // These families have one implementation each in this tool: `--variant all` runs it once.
    assert_every_case_passes(&files, &["--variant", "all"]);
}

#[test]
fn every_variant_passes_the_wycheproof_hmac_and_hkdf_files() {
    let files: Vec<String> =
        wycheproof_files().into_iter().map(|(f, _)| f).filter(|f| !f.contains("/pbkdf2_")).collect();
    let mut args = vec!["vectors", "--variant", "all"];
    args.extend(files.iter().map(String::as_str));
    let out = emcrypt(&args, b"");
    let text = stdout(&out);
    assert!(out.status.success(), "{text}{}", stderr(&out));
    for line in text.lines() {
        assert!(line.contains(" passed, 0 failed, 0 skipped"), "{line}");
    }
    // One line per variant: SHA-1 has one implementation, every other hash two.
    let sha1_files = files.iter().filter(|f| f.contains("sha1_")).count();
    assert_eq!(text.lines().count(), sha1_files + 2 * (files.len() - sha1_files), "{text}");
    assert!(text.contains("hmac_sha3_256_test.json [sha3-256/compact]: 174 passed"), "{text}");
    assert!(text.contains("hkdf_sha512_test.json [sha512/compact]: 83 passed"), "{text}");
}

#[test]
fn pbkdf2_compact_variants_with_an_iteration_cap_count_skips() {
    let files: Vec<String> =
        wycheproof_files().into_iter().map(|(f, _)| f).filter(|f| f.contains("/pbkdf2_")).collect();
    let mut args = vec!["vectors", "--variant", "compact", "--max-iterations", "4096"];
    args.extend(files.iter().map(String::as_str));
    let out = emcrypt(&args, b"");
    let text = stdout(&out);
    assert!(out.status.success(), "{text}{}", stderr(&out));
    // PBKDF2-HMACSHA1 has cases with 16 777 216 iterations, PBKDF2-HMACSHA256 with 80 000: skipped here.
    assert!(text.contains("pbkdf2_hmacsha1_test.json: 63 passed, 0 failed, 1 skipped"), "{text}");
    assert!(text.contains("pbkdf2_hmacsha256_test.json [sha256/compact]: 59 passed, 0 failed, 1 skipped"), "{text}");
    assert!(text.contains("pbkdf2_hmacsha512_test.json [sha512/compact]: 58 passed, 0 failed, 0 skipped"), "{text}");
}

/// Writes a copy of a vendored Wycheproof file with `edit` applied to its JSON.
fn edited_copy(source: &str, name: &str, edit: impl FnOnce(&mut serde_json::Value)) -> PathBuf {
    let mut json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(wycheproof_dir().join(source)).unwrap()).unwrap();
    edit(&mut json);
    scratch_file(name, serde_json::to_string(&json).unwrap().as_bytes())
}

#[test]
fn every_wycheproof_x25519_ed25519_x448_ed448_ecdsa_and_ecdh_file_passes() {
    let files = wycheproof_files_named(&["x25519_", "ed25519_", "x448_", "ed448_", "ecdsa_", "ecdh_"]);
    let count = |prefix: &str| files.iter().filter(|(f, _)| f.contains(&format!("/{prefix}"))).count();
    // ECDSA: 8 P-256, 9 P-384 and 5 P-521 files (DER and P1363); ECDH: SPKI and ecpoint on each NIST curve,
    // SPKI on secp256k1.
    assert_eq!((count("x25519_"), count("ed25519_"), count("ecdsa_"), count("ecdh_")), (1, 1, 22, 7), "{files:?}");
    assert_eq!((count("x448_"), count("ed448_")), (1, 1), "{files:?}");
    // One process for all of them (the P-521 cases dominate the time).
    assert_every_case_passes(&files, &[]);
}

#[test]
fn every_ed25519_configuration_passes_the_wycheproof_file() {
    let files = wycheproof_files_named(&["ed25519_"]);
    let [(file, tests)] = &files[..] else { panic!("{files:?}") };
    let out = emcrypt(&["vectors", "--variant", "all", file], b"");
    let text = stdout(&out);
    assert!(out.status.success(), "{text}{}", stderr(&out));
    let expected: Vec<String> = ["table", "no-table", "small"]
        .iter()
        .map(|v| format!("{file} [ed25519/{v}]: {tests} passed, 0 failed, 0 skipped"))
        .collect();
    assert_eq!(text.lines().collect::<Vec<_>>(), expected, "{text}");
    // One named configuration runs alone; the file is not run under an unknown one.
    let out = emcrypt(&["vectors", "--variant", "small", file], b"");
    assert_eq!(stdout(&out), format!("{}\n", expected[2]));
    let out = emcrypt(&["vectors", "--variant", "fast", file], b"");
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).contains("not run: ed25519 has no variant 'fast'; variants: table, no-table, small"), "{}", stdout(&out));
}

#[test]
fn unsupported_files_exit_non_zero_and_say_why() {
    let sm3 = edited_copy("hmac_sha256_test.json", "hmac_sm3.json", |j| j["algorithm"] = "HMACSM3".into());
    let slh = edited_copy("hmac_sha256_test.json", "slhdsa.json", |j| {
        j["algorithm"] = "SLH-DSA-SHA2-128s".into();
        j["schema"] = "slhdsa_verify_schema.json".into();
    });
    let siv = edited_copy("aes_gcm_test.json", "aes_gcm_siv.json", |j| j["algorithm"] = "AES-GCM-SIV".into());
    // The library has no Brainpool curves: a file on one is refused, not run.
    let bp = edited_copy("ecdsa_secp256r1_sha256_test.json", "ecdsa_brainpool.json", |j| {
        for g in j["testGroups"].as_array_mut().unwrap() {
            g["publicKey"]["curve"] = "brainpoolP256r1".into();
        }
    });
    let x9 = edited_copy("x25519_test.json", "x9.json", |j| j["testGroups"][0]["curve"] = "curve9767".into());
    let garbage = scratch_file("garbage.json", b"{ not json");
    let good = wycheproof_dir().join("hkdf_sha256_test.json");
    for (path, why) in [
        (&sm3, "unsupported algorithm 'HMACSM3'"),
        (&slh, "unsupported schema 'slhdsa_verify_schema.json'"),
        (&siv, "unsupported algorithm 'AES-GCM-SIV'"),
        (&bp, "unsupported curve 'brainpoolP256r1'"),
        (&x9, "unsupported curve 'curve9767'"),
        (&garbage, "not a Wycheproof test file"),
    ] {
        let out = emcrypt(&["vectors", good.to_str().unwrap(), path.to_str().unwrap()], b"");
        assert_eq!(out.status.code(), Some(1), "{}", stdout(&out));
        let text = stdout(&out);
        assert!(text.contains("hkdf_sha256_test.json: 86 passed, 0 failed, 0 skipped"), "{text}");
        assert!(text.contains(&format!("{}: not run: {why}", path.display())), "{text}");
    }
}

#[test]
fn a_wrong_expectation_is_counted_as_a_failure() {
    // Flip one bit of the first valid tag and one byte of the first valid HKDF output: the tool must notice.
    let mac = edited_copy("hmac_sha256_test.json", "hmac_broken.json", |j| {
        let tag = j["testGroups"][0]["tests"][0]["tag"].as_str().unwrap().to_string();
        let flipped = format!("{}{}", if tag.starts_with('0') { '1' } else { '0' }, &tag[1..]);
        j["testGroups"][0]["tests"][0]["tag"] = flipped.into();
    });
    let kdf = edited_copy("hkdf_sha256_test.json", "hkdf_broken.json", |j| {
        let okm = j["testGroups"][0]["tests"][0]["okm"].as_str().unwrap().to_string();
        let flipped = format!("{}{}", if okm.starts_with('0') { '1' } else { '0' }, &okm[1..]);
        j["testGroups"][0]["tests"][0]["okm"] = flipped.into();
    });
    // And one ciphertext byte of the first (valid) AES-GCM case.
    let gcm = edited_copy("aes_gcm_test.json", "aes_gcm_broken.json", |j| {
        let ct = j["testGroups"][0]["tests"][0]["ct"].as_str().unwrap().to_string();
        let flipped = format!("{}{}", if ct.starts_with('0') { '1' } else { '0' }, &ct[1..]);
        j["testGroups"][0]["tests"][0]["ct"] = flipped.into();
    });
    let paths = [&mac, &kdf, &gcm].map(|p| p.to_str().unwrap().to_string());
    let out = emcrypt(&["vectors", &paths[0], &paths[1], &paths[2]], b"");
    assert_eq!(out.status.code(), Some(1));
    let text = stdout(&out);
    assert!(text.contains(&format!("{}: 315 passed, 1 failed, 0 skipped", gcm.display())), "{text}");
    assert!(text.contains(&format!("{}: 173 passed, 1 failed, 0 skipped", mac.display())), "{text}");
    assert!(text.contains(&format!("{}: 85 passed, 1 failed, 0 skipped", kdf.display())), "{text}");
    assert!(stderr(&out).contains("FAILED tcId 1 "), "{}", stderr(&out));
}
