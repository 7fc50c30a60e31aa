//! Generates `$OUT_DIR/vectors.rs`, the expected values the firmware checks, from the public vector files
//! vendored under `vectors/` (NIST CAVP response files, RFC test vectors; see `vectors/README.md`). Only a
//! few records of each file are taken, chosen for the edges that matter (the empty message, padding
//! boundaries, a multi-block message), so the firmware fits the 256 KiB flash of the Cortex-M0 board.
//!
//! A file that is missing, or from which no record is chosen, stops the build: a check that silently
//! vanished could never fail.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::{env, fs};

/// The project's CAVP `.rsp` reader, shared with the host tests (it calls `super::unhex`, defined below).
#[path = "../../emcrypt/tests/common/rsp.rs"]
#[allow(dead_code)] // the host tests use more of it than the firmware does
mod rsp;

use rsp::Record;

/// Decodes hex; a malformed vector file stops the build.
fn unhex(s: &str) -> Vec<u8> {
    let s = s.trim();
    assert!(s.len() % 2 == 0, "odd hex length: {s}");
    (0..s.len()).step_by(2).map(|i| u8::from_str_radix(&s[i..i + 2], 16).expect("hex digit")).collect()
}

/// The message of a hash record, cut to `Len` bits (CAVP writes the empty message as `Msg = 00`, `Len = 0`).
fn message(r: &Record) -> Vec<u8> {
    let bits: usize = r.get("Len").parse().expect("Len is a number");
    assert!(bits % 8 == 0, "bit-oriented message: {r:?}");
    let mut msg = r.bytes("Msg");
    msg.truncate(bits / 8);
    msg
}

/// Reads and parses a vendored vector file (path relative to `vectors/`); with `delimiter`, the lines
/// starting with it start the records (see [`records_start_at`]).
fn read(relative: &str, delimiter: Option<&str>) -> Vec<Record> {
    let path = vectors_dir().join(relative);
    println!("cargo:rerun-if-changed={}", path.display());
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    match delimiter {
        Some(key) => rsp::parse(&records_start_at(&text, key)),
        None => rsp::parse(&text),
    }
}

fn vectors_dir() -> PathBuf {
    Path::new(&env::var("CARGO_MANIFEST_DIR").expect("cargo sets it")).join("../../vectors")
}

/// The file name without folders and extension: `SHA256ShortMsg`.
fn stem(relative: &str) -> &str {
    let name = relative.rsplit('/').next().unwrap_or(relative);
    name.split('.').next().unwrap_or(name)
}

/// A Rust byte-string literal.
fn bytes(b: &[u8]) -> String {
    let mut s = String::with_capacity(3 + 4 * b.len());
    s.push_str("b\"");
    for byte in b {
        write!(s, "\\x{byte:02x}").unwrap();
    }
    s.push('"');
    s
}

/// The generated module being written: one `pub static NAME: &[Case] = &[...]` per family.
#[derive(Default)]
struct Module(String);

/// Records chosen from one file, with the file's path.
struct Picked {
    file: String,
    records: Vec<Record>,
}

/// Chooses records from a vector file (path relative to `vectors/`).
fn pick(file: &str, choose: impl Fn(&[Record]) -> Vec<Record>) -> Picked {
    Picked { file: file.to_string(), records: choose(&read(file, None)) }
}

/// Like [`pick`], for a file whose records are delimited by the lines starting with `key` (see
/// [`records_start_at`]).
fn pick_delimited(file: &str, key: &str, choose: impl Fn(&[Record]) -> Vec<Record>) -> Picked {
    Picked { file: file.to_string(), records: choose(&read(file, Some(key))) }
}

impl Module {
    /// Emits `pub static name: &[ty] = &[...]`, one `case(file, record)` literal per picked record.
    fn table(&mut self, name: &str, ty: &str, sources: &[Picked], case: impl Fn(&str, &Record) -> String) {
        let mut items = Vec::new();
        for Picked { file, records } in sources {
            assert!(!records.is_empty(), "no record chosen from {file} for {name}");
            items.extend(records.iter().map(|r| case(file, r)));
        }
        self.emit(name, ty, &items);
    }

    /// Emits `pub static name: &[ty] = &[items...]`.
    fn emit(&mut self, name: &str, ty: &str, items: &[String]) {
        writeln!(self.0, "pub static {name}: &[{ty}] = &[").unwrap();
        for item in items {
            writeln!(self.0, "    {item},").unwrap();
        }
        writeln!(self.0, "];").unwrap();
    }

    /// Message digests (`Len`, `Msg`, `MD`).
    fn hash_cases(&mut self, name: &str, sources: &[Picked]) {
        self.table(name, "HashCase", sources, |file, r| {
            let msg = message(r);
            let label = format!("{} len={}", stem(file), msg.len());
            format!("HashCase {{ label: {label:?}, msg: {}, md: {} }}", bytes(&msg), bytes(&r.bytes("MD")))
        });
    }

    /// Extendable-output functions (`Len` or `COUNT`, `Msg`, `Output`).
    fn xof_cases(&mut self, name: &str, sources: &[Picked]) {
        self.table(name, "XofCase", sources, |file, r| {
            let msg = if r.try_get("Len").is_some() { message(r) } else { r.bytes("Msg") };
            let out = r.bytes("Output");
            let label = format!("{} len={} out={}", stem(file), msg.len(), out.len());
            format!("XofCase {{ label: {label:?}, msg: {}, out: {} }}", bytes(&msg), bytes(&out))
        });
    }
}

/// Lines of `text` with blank lines dropped and one put before each line starting with `key`: for files
/// whose records are not separated by blank lines (CAVS HMAC) or contain some (RFC 5869).
fn records_start_at(text: &str, key: &str) -> String {
    let mut out = String::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        if line.starts_with(key) {
            out.push('\n');
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// From a ShortMsg file: the messages of the given byte lengths (the edges of a hash's padding).
fn lengths(wanted: Vec<usize>) -> impl Fn(&[Record]) -> Vec<Record> {
    move |records| records.iter().filter(|r| wanted.contains(&message(r).len())).cloned().collect()
}

/// Merkle–Damgård padding edges for a `block`-byte block whose length field takes `length_field` bytes:
/// empty, short, the longest message that fits one block with its padding, one more, a full block.
fn md_edges(block: usize, length_field: usize) -> impl Fn(&[Record]) -> Vec<Record> {
    lengths(vec![0, 1, 3, block - length_field - 1, block - length_field, block - 1, block])
}

/// Sponge padding edges for rate `rate`: the padding shares the last byte at `rate - 1`, takes a block of
/// its own at `rate`.
fn sponge_edges(rate: usize) -> impl Fn(&[Record]) -> Vec<Record> {
    lengths(vec![0, 1, 3, rate - 2, rate - 1, rate, rate + 1])
}

fn first(n: usize) -> impl Fn(&[Record]) -> Vec<Record> {
    move |records| records.iter().take(n).cloned().collect()
}

fn all(records: &[Record]) -> Vec<Record> {
    records.to_vec()
}

/// SHAKE VariableOut: the first record and the one with the longest output (several squeezed blocks).
fn shortest_and_longest_output(records: &[Record]) -> Vec<Record> {
    let longest = records.iter().max_by_key(|r| r.bytes("Output").len()).cloned();
    records.iter().take(1).cloned().chain(longest).collect()
}

/// The hashes' one-shot and streaming known answers.
fn hashes(m: &mut Module) {
    m.hash_cases("MD5", &[pick("rfc/rfc-1321-md5.txt", all)]);
    // (name, block bytes, length-field bytes)
    let sha2 = [
        ("SHA1", 64, 8),
        ("SHA224", 64, 8),
        ("SHA256", 64, 8),
        ("SHA384", 128, 16),
        ("SHA512", 128, 16),
        ("SHA512_224", 128, 16),
        ("SHA512_256", 128, 16),
    ];
    for (name, block, length_field) in sha2 {
        let short = format!("nist-cavp/sha/{name}ShortMsg.rsp");
        let long = format!("nist-cavp/sha/{name}LongMsg.rsp");
        m.hash_cases(name, &[pick(&short, md_edges(block, length_field)), pick(&long, first(1))]);
    }
    for (name, rate) in [("SHA3_224", 144), ("SHA3_256", 136), ("SHA3_384", 104), ("SHA3_512", 72)] {
        let short = format!("nist-cavp/sha3/{name}ShortMsg.rsp");
        let long = format!("nist-cavp/sha3/{name}LongMsg.rsp");
        m.hash_cases(name, &[pick(&short, sponge_edges(rate)), pick(&long, first(1))]);
    }
    for (name, rate) in [("SHAKE128", 168), ("SHAKE256", 136)] {
        let short = format!("nist-cavp/sha3/{name}ShortMsg.rsp");
        let long = format!("nist-cavp/sha3/{name}LongMsg.rsp");
        let variable = format!("nist-cavp/sha3/{name}VariableOut.rsp");
        let sources =
            [pick(&short, sponge_edges(rate)), pick(&long, first(1)), pick(&variable, shortest_and_longest_output)];
        m.xof_cases(name, &sources);
    }
}

/// HMAC: RFC 2202 and RFC 4231, every case (keys shorter and longer than the block), then Wycheproof.
fn macs(m: &mut Module) {
    for (name, file) in [
        ("HMAC_MD5", "rfc/rfc-2202-md5.txt"),
        ("HMAC_SHA1", "rfc/rfc-2202-sha1.txt"),
        ("HMAC_SHA224", "rfc/rfc-4231-sha224.txt"),
        ("HMAC_SHA256", "rfc/rfc-4231-sha256.txt"),
        ("HMAC_SHA384", "rfc/rfc-4231-sha384.txt"),
        ("HMAC_SHA512", "rfc/rfc-4231-sha512.txt"),
    ] {
        m.table(name, "MacCase", &[pick(file, all)], |file, r| {
            let (key, msg) = (r.bytes("Key"), r.bytes("Msg"));
            let label = format!("{} key={} msg={}", stem(file), key.len(), msg.len());
            mac_case(&label, &key, &msg, &r.bytes("MD"), true)
        });
    }
    // Wycheproof for the hashes the RFCs do not cover: of every test group (key sizes, full and
    // truncated tags) the first valid test, and the first invalid (modified) tag of the file.
    for (name, file) in [
        ("HMAC_SHA512_224", "wycheproof/hmac_sha512_224_test.json"),
        ("HMAC_SHA512_256", "wycheproof/hmac_sha512_256_test.json"),
        ("HMAC_SHA3_224", "wycheproof/hmac_sha3_224_test.json"),
        ("HMAC_SHA3_256", "wycheproof/hmac_sha3_256_test.json"),
        ("HMAC_SHA3_384", "wycheproof/hmac_sha3_384_test.json"),
        ("HMAC_SHA3_512", "wycheproof/hmac_sha3_512_test.json"),
    ] {
        let json = read_json(file);
        let mut items = Vec::new();
        let mut invalid_taken = false;
        for group in json["testGroups"].as_array().expect("testGroups") {
            let tests = group["tests"].as_array().expect("tests");
            let valid = tests.iter().find(|t| t["result"] == "valid");
            let invalid = tests.iter().find(|t| t["result"] == "invalid").filter(|_| !invalid_taken);
            invalid_taken |= invalid.is_some();
            for test in valid.into_iter().chain(invalid) {
                let field = |key: &str| unhex(test[key].as_str().unwrap_or_else(|| panic!("{file}: no {key}")));
                let (key, msg, tag) = (field("key"), field("msg"), field("tag"));
                let label = format!("{} tc={} key={} tag={}", stem(file), test["tcId"], key.len(), tag.len());
                items.push(mac_case(&label, &key, &msg, &tag, test["result"] == "valid"));
            }
        }
        assert!(invalid_taken && items.len() > 2, "{file}: too few tests chosen");
        m.emit(name, "MacCase", &items);
    }
}

/// A `MacCase` literal.
fn mac_case(label: &str, key: &[u8], msg: &[u8], tag: &[u8], valid: bool) -> String {
    format!(
        "MacCase {{ label: {label:?}, key: {}, msg: {}, tag: {}, valid: {valid} }}",
        bytes(key),
        bytes(msg),
        bytes(tag)
    )
}

/// Reads a vendored JSON vector file (Wycheproof).
fn read_json(relative: &str) -> serde_json::Value {
    let path = vectors_dir().join(relative);
    println!("cargo:rerun-if-changed={}", path.display());
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// HKDF (RFC 5869 appendix A) and PBKDF2 (RFC 6070, the cases of at most 4096 iterations: the one of
/// 16,777,216 would take minutes in the emulator).
fn kdfs(m: &mut Module) {
    for (name, file) in [("HKDF_SHA1", "rfc/rfc-5869-HKDF-SHA1.txt"), ("HKDF_SHA256", "rfc/rfc-5869-HKDF-SHA256.txt")] {
        // Blank lines stand inside a case in these files: `COUNT` starts each record.
        m.table(name, "HkdfCase", &[pick_delimited(file, "COUNT", all)], |file, r| {
            let (ikm, salt, info) = (r.bytes("IKM"), r.bytes("salt"), r.bytes("info"));
            let label = format!("{} count={}", stem(file), r.get("COUNT"));
            format!(
                "HkdfCase {{ label: {label:?}, ikm: {}, salt: {}, info: {}, prk: {}, okm: {} }}",
                bytes(&ikm),
                bytes(&salt),
                bytes(&info),
                bytes(&r.bytes("PRK")),
                bytes(&r.bytes("OKM"))
            )
        });
    }
    let at_most_4096 = |records: &[Record]| -> Vec<Record> {
        records.iter().filter(|r| r.get("ITERATIONS").parse::<u32>().expect("a number") <= 4096).cloned().collect()
    };
    m.table("PBKDF2_SHA1", "Pbkdf2Case", &[pick("rfc/rfc-6070-PBKDF2-SHA1.txt", at_most_4096)], |file, r| {
        // The file writes the password and salt as text, a NUL byte as the two characters `\0`.
        let text = |key: &str| r.get(key).replace("\\0", "\0").into_bytes();
        let iterations: u32 = r.get("ITERATIONS").parse().expect("a number");
        let label = format!("{} count={} iterations={iterations}", stem(file), r.get("COUNT"));
        format!(
            "Pbkdf2Case {{ label: {label:?}, password: {}, salt: {}, iterations: {iterations}, key: {} }}",
            bytes(&text("PASSWORD")),
            bytes(&text("SALT")),
            bytes(&r.bytes("DERIVED_KEY"))
        )
    });
}

/// SP 800-90A DRBGs (CAVP DRBGVS): a record's fields, in file order, are the calls to make: instantiate
/// (EntropyInput, Nonce, PersonalizationString), reseed (EntropyInputReseed, AdditionalInputReseed),
/// generate (AdditionalInput), generate with prediction resistance (AdditionalInput then EntropyInputPR);
/// ReturnedBits is the output of the last generate.
fn drbg_case(file: &str, r: &Record) -> String {
    let hash =
        r.section.keys().find(|k| k.starts_with("SHA-") || k.starts_with("AES-")).expect("a [SHA-n] or [AES-n] header");
    let prediction_resistance = r.header("PredictionResistance") == "True";
    // Two files share the name `Hash_DRBG.rsp`: keep the CAVS version folder in the label.
    let source = file.trim_start_matches("nist-cavp/drbg/").trim_end_matches(".rsp");
    let label = format!(
        "{source} {hash} pr={} pers={} add={} count={}",
        if prediction_resistance { "yes" } else { "no" },
        r.header("PersonalizationStringLen"),
        r.header("AdditionalInputLen"),
        r.get("COUNT")
    );
    let mut steps = Vec::new();
    let fields = &r.fields;
    let mut i = 0;
    while i < fields.len() {
        let (key, value) = (&fields[i].0, &fields[i].1);
        let next = fields.get(i + 1).map(|(k, v)| (k.as_str(), v.as_str()));
        match (key.as_str(), next) {
            ("EntropyInputReseed", Some(("AdditionalInputReseed", additional))) => {
                steps.push(format!(
                    "DrbgStep::Reseed {{ entropy: {}, additional: {} }}",
                    bytes(&unhex(value)),
                    bytes(&unhex(additional))
                ));
                i += 1;
            }
            ("AdditionalInput", Some(("EntropyInputPR", entropy))) => {
                steps.push(format!(
                    "DrbgStep::GeneratePr {{ entropy: {}, additional: {} }}",
                    bytes(&unhex(entropy)),
                    bytes(&unhex(value))
                ));
                i += 1;
            }
            ("AdditionalInput", _) => {
                steps.push(format!("DrbgStep::Generate {{ additional: {} }}", bytes(&unhex(value))))
            }
            ("COUNT" | "EntropyInput" | "Nonce" | "PersonalizationString" | "ReturnedBits", _) => {}
            (other, _) => panic!("{file}: unexpected DRBG field {other} in {r:?}"),
        }
        i += 1;
    }
    format!(
        "DrbgCase {{ label: {label:?}, entropy: {}, nonce: {}, personalization: {}, steps: &[{}], returned: {} }}",
        bytes(&r.bytes("EntropyInput")),
        bytes(&r.bytes("Nonce")),
        bytes(&r.bytes("PersonalizationString")),
        steps.join(", "),
        bytes(&r.bytes("ReturnedBits"))
    )
}

/// For each hash, the first record of the first and of the last section with each prediction-resistance
/// setting: no inputs beyond the entropy, then personalization and additional input.
fn drbg_picks(hash: &'static str) -> impl Fn(&[Record]) -> Vec<Record> {
    move |records| {
        let mut chosen: Vec<Record> = Vec::new();
        for pr in ["False", "True"] {
            let section: Vec<&Record> = records
                .iter()
                .filter(|r| r.section.contains_key(hash) && r.header("PredictionResistance") == pr)
                .collect();
            let firsts: Vec<&&Record> = section.iter().filter(|r| r.get("COUNT") == "0").collect();
            chosen.extend(firsts.first().map(|r| (**r).clone()));
            chosen.extend(firsts.last().map(|r| (**r).clone()));
        }
        chosen.dedup_by(|a, b| a.fields == b.fields);
        chosen
    }
}

fn drbgs(m: &mut Module) {
    const HMAC: &str = "nist-cavp/drbg/cavs-7.1/HMAC_DRBG.rsp";
    const HASH_7: &str = "nist-cavp/drbg/cavs-7.1/Hash_DRBG.rsp";
    const HASH_14: &str = "nist-cavp/drbg/Hash_DRBG.rsp";
    for (suffix, hash) in
        [("SHA1", "SHA-1"), ("SHA224", "SHA-224"), ("SHA256", "SHA-256"), ("SHA384", "SHA-384"), ("SHA512", "SHA-512")]
    {
        m.table(&format!("HMAC_DRBG_{suffix}"), "DrbgCase", &[pick(HMAC, drbg_picks(hash))], drbg_case);
        m.table(
            &format!("HASH_DRBG_{suffix}"),
            "DrbgCase",
            &[pick(HASH_7, drbg_picks(hash)), pick(HASH_14, drbg_picks(hash))],
            drbg_case,
        );
    }
    for (suffix, hash) in [("SHA512_224", "SHA-512/224"), ("SHA512_256", "SHA-512/256")] {
        m.table(&format!("HASH_DRBG_{suffix}"), "DrbgCase", &[pick(HASH_14, drbg_picks(hash))], drbg_case);
    }
    // CTR_DRBG: the prediction-resistance file only (the one vendored with every AES key size and df choice).
    const CTR: &str = "nist-cavp/drbg/CTR_DRBG_pr.rsp";
    for (suffix, cipher) in [
        ("AES128_DF", "AES-128 use df"),
        ("AES192_DF", "AES-192 use df"),
        ("AES256_DF", "AES-256 use df"),
        ("AES128_NO_DF", "AES-128 no df"),
        ("AES256_NO_DF", "AES-256 no df"),
    ] {
        m.table(&format!("CTR_DRBG_{suffix}"), "DrbgCase", &[pick(CTR, drbg_picks(cipher))], drbg_case);
    }
}

/// GCM (CAVP GCMVS, first record of sections with at most 51 bytes of text: 96-bit and 1024-bit IVs, full
/// and truncated tags, and failing decryptions), CMAC (the SP 800-38B examples), AES key wrap (first
/// record of each SP 800-38F section with at most 40 bytes of key data).
fn block_cipher_modes(m: &mut Module) {
    let gcm_picks = |records: &[Record]| -> Vec<Record> {
        let short = |r: &&Record| r.header("PTlen").parse::<usize>().unwrap() <= 408 && r.header("AADlen") != "720";
        let firsts = records.iter().filter(|r| r.get("Count") == "0").filter(short);
        let mut chosen: Vec<Record> =
            firsts.filter(|r| ["96", "1024"].contains(&r.header("IVlen"))).step_by(20).cloned().collect();
        chosen.extend(records.iter().filter(short).find(|r| r.try_get("FAIL").is_some()).cloned());
        chosen
    };
    for (name, bits) in [("GCM_AES128", 128), ("GCM_AES256", 256)] {
        let enc = format!("nist-cavp/aes-gcm/gcmEncryptExtIV{bits}.rsp");
        let dec = format!("nist-cavp/aes-gcm/gcmDecrypt{bits}.rsp");
        m.table(name, "AeadCase", &[pick(&enc, gcm_picks), pick(&dec, gcm_picks)], |file, r| {
            let valid = r.try_get("FAIL").is_none();
            let label = format!(
                "{} iv={} pt={} aad={} tag={} count={}{}",
                stem(file),
                r.header("IVlen"),
                r.header("PTlen"),
                r.header("AADlen"),
                r.header("Taglen"),
                r.get("Count"),
                if valid { "" } else { " FAIL" }
            );
            format!(
                "AeadCase {{ label: {label:?}, key: {}, iv: {}, aad: {}, pt: {}, ct: {}, tag: {}, valid: {valid} }}",
                bytes(&r.bytes("Key")),
                bytes(&r.bytes("IV")),
                bytes(&r.bytes("AAD")),
                bytes(&r.try_get("PT").map(unhex).unwrap_or_default()),
                bytes(&r.bytes("CT")),
                bytes(&r.bytes("Tag"))
            )
        });
    }
    for bits in [128, 192, 256] {
        let file = format!("nist-cavp/aes-cmac/nist-800-38b-aes{bits}.txt");
        m.table(&format!("CMAC_AES{bits}"), "MacCase", &[pick(&file, all)], |file, r| {
            let (key, msg) = (r.bytes("KEY"), r.bytes("MESSAGE"));
            mac_case(&format!("{} msg={}", stem(file), msg.len()), &key, &msg, &r.bytes("OUTPUT"), true)
        });
    }
    let wrap_picks = |records: &[Record]| -> Vec<Record> {
        let short = |r: &&Record| r.header("PLAINTEXT LENGTH").parse::<usize>().unwrap() <= 320;
        let mut chosen: Vec<Record> = records.iter().filter(|r| r.get("COUNT") == "0").filter(short).cloned().collect();
        chosen.extend(records.iter().filter(short).find(|r| r.try_get("FAIL").is_some()).cloned());
        chosen
    };
    for (name, kind, padded) in [("KW_AES128", "KW", false), ("KWP_AES256", "KWP", true)] {
        let bits = if padded { 256 } else { 128 };
        let sources = [
            pick(&format!("nist-cavp/aes-kw/{kind}_AE_{bits}.txt"), wrap_picks),
            pick(&format!("nist-cavp/aes-kw/{kind}_AD_{bits}.txt"), wrap_picks),
        ];
        m.table(name, "WrapCase", &sources, |file, r| {
            let valid = r.try_get("FAIL").is_none();
            let label = format!("{} bits={} count={}", stem(file), r.header("PLAINTEXT LENGTH"), r.get("COUNT"));
            format!(
                "WrapCase {{ label: {label:?}, kek: {}, pt: {}, ct: {}, valid: {valid}, padded: {padded} }}",
                bytes(&r.bytes("K")),
                bytes(&r.try_get("P").map(unhex).unwrap_or_default()),
                bytes(&r.bytes("C"))
            )
        });
    }
}

/// A `CipherCase` literal: key, IV (or nonce; empty for ECB), initial block counter (ChaCha20 only),
/// plaintext and ciphertext.
fn cipher_case(label: &str, key: &[u8], iv: &[u8], counter: u32, pt: &[u8], ct: &[u8]) -> String {
    format!(
        "CipherCase {{ label: {label:?}, key: {}, iv: {}, counter: {counter}, pt: {}, ct: {} }}",
        bytes(key),
        bytes(iv),
        bytes(pt),
        bytes(ct)
    )
}

/// Block ciphers and stream ciphers: AES ECB and CBC (CAVP AESAVS MMT, the first two records of the
/// encrypt section: one and two blocks), AES CTR (RFC 3686, every case), TDES ECB and CBC (CAVP TDES MMT,
/// keying options 1 (three keys) and 2 (two keys), first two records), ChaCha20 (RFC 7539 A.2, every
/// case: counters 0, 1 and 42, a 375-byte text).
fn ciphers(m: &mut Module) {
    for bits in [128, 192, 256] {
        for mode in ["ECB", "CBC"] {
            let file = format!("nist-cavp/aes/{mode}MMT{bits}.rsp");
            m.table(&format!("AES{bits}_{mode}"), "CipherCase", &[pick(&file, first(2))], |file, r| {
                let (pt, ct) = (r.bytes("PLAINTEXT"), r.bytes("CIPHERTEXT"));
                let iv = r.try_get("IV").map(unhex).unwrap_or_default();
                let label = format!("{} count={} blocks={}", stem(file), r.get("COUNT"), pt.len() / 16);
                cipher_case(&label, &r.bytes("KEY"), &iv, 0, &pt, &ct)
            });
        }
        let file = format!("rfc/aes-{bits}-ctr.txt");
        m.table(&format!("AES{bits}_CTR"), "CipherCase", &[pick(&file, all)], |file, r| {
            let (pt, ct) = (r.bytes("PLAINTEXT"), r.bytes("CIPHERTEXT"));
            let label = format!("{} count={} len={}", stem(file), r.get("COUNT"), pt.len());
            cipher_case(&label, &r.bytes("KEY"), &r.bytes("IV"), 0, &pt, &ct)
        });
    }
    for (keying, suffix) in [(3, "3KEY"), (2, "2KEY")] {
        for mode in ["ECB", "CBC"] {
            // TDES keying option 1 (three independent keys) is the `…3.rsp` file, option 2 (K3 = K1) `…2.rsp`.
            let file = format!("nist-cavp/tdes/T{mode}MMT{keying}.rsp");
            m.table(&format!("TDES_{suffix}_{mode}"), "CipherCase", &[pick(&file, first(2))], |file, r| {
                let (pt, ct) = (r.bytes("PLAINTEXT"), r.bytes("CIPHERTEXT"));
                let mut key = r.bytes("KEY1");
                key.extend(r.bytes("KEY2"));
                key.extend(r.bytes("KEY3"));
                let iv = r.try_get("IV").map(unhex).unwrap_or_default();
                let label = format!("{} count={} blocks={}", stem(file), r.get("COUNT"), pt.len() / 8);
                cipher_case(&label, &key, &iv, 0, &pt, &ct)
            });
        }
    }
    m.table("CHACHA20", "CipherCase", &[pick("rfc/rfc-7539-chacha20.txt", all)], |file, r| {
        let (pt, ct) = (r.bytes("PLAINTEXT"), r.bytes("CIPHERTEXT"));
        let counter: u32 = r.get("INITIAL_BLOCK_COUNTER").parse().expect("a number");
        let label = format!("{} count={} counter={counter} len={}", stem(file), r.get("COUNT"), pt.len());
        cipher_case(&label, &r.bytes("KEY"), &r.bytes("NONCE"), counter, &pt, &ct)
    });
}

/// Poly1305 (RFC 7539 A.3, every case), ChaCha20-Poly1305 and XChaCha20-Poly1305 (Wycheproof: the first
/// three valid tests of at most 64 bytes of text, and the first invalid one), AES-CCM (CAVP VADT: the first
/// record of the 128-bit and 256-bit key files, and of DVPT128 a passing and a failing record).
fn aeads(m: &mut Module) {
    m.table("POLY1305", "MacCase", &[pick("rfc/rfc-7539-poly1305.txt", all)], |file, r| {
        let (key, msg) = (r.bytes("KEY"), r.bytes("MSG"));
        mac_case(
            &format!("{} count={} msg={}", stem(file), r.get("COUNT"), msg.len()),
            &key,
            &msg,
            &r.bytes("TAG"),
            true,
        )
    });
    for (name, file) in [
        ("CHACHA20_POLY1305", "wycheproof/chacha20_poly1305_test.json"),
        ("XCHACHA20_POLY1305", "wycheproof/xchacha20_poly1305_test.json"),
    ] {
        let json = read_json(file);
        let tests: Vec<&serde_json::Value> = json["testGroups"]
            .as_array()
            .expect("testGroups")
            .iter()
            .filter(|g| g["ivSize"].as_u64() == Some(if name.starts_with('X') { 192 } else { 96 }))
            .flat_map(|g| g["tests"].as_array().expect("tests"))
            .filter(|t| t["msg"].as_str().is_some_and(|m| m.len() <= 128))
            .collect();
        let valid = tests.iter().filter(|t| t["result"] == "valid").take(3);
        let invalid = tests.iter().filter(|t| t["result"] == "invalid").take(1);
        let items: Vec<String> = valid
            .chain(invalid)
            .map(|test| {
                let field = |key: &str| unhex(test[key].as_str().unwrap_or_else(|| panic!("{file}: no {key}")));
                let ok = test["result"] == "valid";
                let label = format!(
                    "{} tc={} msg={}{}",
                    stem(file),
                    test["tcId"],
                    field("msg").len(),
                    if ok { "" } else { " invalid" }
                );
                format!(
                    "AeadCase {{ label: {label:?}, key: {}, iv: {}, aad: {}, pt: {}, ct: {}, tag: {}, valid: {ok} }}",
                    bytes(&field("key")),
                    bytes(&field("iv")),
                    bytes(&field("aad")),
                    bytes(&if ok { field("msg") } else { Vec::new() }),
                    bytes(&field("ct")),
                    bytes(&field("tag"))
                )
            })
            .collect();
        assert!(items.len() == 4, "{file}: too few tests chosen");
        m.emit(name, "AeadCase", &items);
    }
    // CCM response files keep the lengths in the header (`Tlen = 16`, or `[Alen = 0, Plen = 0, Nlen = 7,
    // Tlen = 4]`) and the key (and nonce) in a block before the records: walk them in order.
    let ccm = |file: &str, wanted: &dyn Fn(&Record, bool) -> bool| -> Vec<String> {
        let (mut key, mut nonce, mut lens) = (Vec::new(), Vec::new(), std::collections::BTreeMap::new());
        let mut items = Vec::new();
        for r in read(file, None) {
            // The parser splits the header at its first `=`: put it back together, then split at the commas.
            for (k, v) in r.section.iter().chain(r.fields.iter().map(|(k, v)| (k, v))) {
                for part in format!("{k} = {v}").split(',') {
                    if let Some((name, n)) = part.split_once('=') {
                        if let Ok(n) = n.trim().parse::<usize>() {
                            lens.insert(name.trim().to_string(), n);
                        }
                    }
                }
            }
            if let Some(k) = r.try_get("Key") {
                key = unhex(k);
            }
            if let Some(n) = r.try_get("Nonce") {
                nonce = unhex(n);
            }
            if r.try_get("Count").is_none() {
                continue;
            }
            let valid = r.try_get("Result").is_none_or(|v| v.starts_with("Pass"));
            if !wanted(&r, valid) {
                continue;
            }
            let (alen, plen, tlen) = (lens["Alen"], lens["Plen"], lens["Tlen"]);
            let ct_tag = r.bytes("CT");
            let (ct, tag) = ct_tag.split_at(plen);
            assert_eq!(tag.len(), tlen, "{file}: CT is not Plen + Tlen bytes");
            let pt = if valid { r.bytes("Payload")[..plen].to_vec() } else { Vec::new() };
            let label = format!(
                "{} count={} aad={alen} pt={plen} tag={tlen}{}",
                stem(file),
                r.get("Count"),
                if valid { "" } else { " FAIL" }
            );
            items.push(format!(
                "AeadCase {{ label: {label:?}, key: {}, iv: {}, aad: {}, pt: {}, ct: {}, tag: {}, valid: {valid} }}",
                bytes(&key),
                bytes(&nonce),
                bytes(&r.bytes("Adata")[..alen]),
                bytes(&pt),
                bytes(ct),
                bytes(tag)
            ));
        }
        assert!(!items.is_empty(), "no record chosen from {file}");
        items
    };
    // VADT: AAD lengths 0 and 1 (count 0 and 1 sit in the first section, so take counts 0 and 10); DVPT:
    // the first passing and failing records with a payload.
    let mut ccm128 = ccm("nist-cavp/aes-ccm/VADT128.rsp", &|r, _| ["0", "10"].contains(&r.get("Count")));
    let seen = std::cell::Cell::new([false; 2]);
    ccm128.extend(ccm("nist-cavp/aes-ccm/DVPT128.rsp", &|r, valid| {
        let mut s = seen.get();
        let fresh = r.try_get("Payload").is_none_or(|p| p != "00") && !std::mem::replace(&mut s[valid as usize], true);
        seen.set(s);
        fresh
    }));
    m.emit("CCM_AES128", "AeadCase", &ccm128);
    m.emit("CCM_AES256", "AeadCase", &ccm("nist-cavp/aes-ccm/VADT256.rsp", &|r, _| r.get("Count") == "0"));
}

/// X25519 (RFC 7748 5.2, the single-step cases), Ed25519 (RFC 8032 7.1 and 7.2: Ed25519 and Ed25519ctx;
/// with `small_flash`, for the Cortex-M0 board, Ed25519ctx's first case only).
fn curve25519(m: &mut Module, small_flash: bool) {
    m.table("X25519", "DhCase", &[pick("rfc/rfc-7748-x25519.txt", all)], |file, r| {
        let label = format!("{} count={}", stem(file), r.get("COUNT"));
        format!(
            "DhCase {{ label: {label:?}, scalar: {}, point: {}, shared: {}, valid: true }}",
            bytes(&r.bytes("INPUT_SCALAR")),
            bytes(&r.bytes("INPUT_U")),
            bytes(&r.bytes("OUTPUT_U"))
        )
    });
    let pure_and_ctx = |records: &[Record]| -> Vec<Record> {
        let (pure, ctx) = (
            records.iter().filter(|r| r.get("ALGORITHM") == "Ed25519"),
            records.iter().filter(|r| r.get("ALGORITHM") == "Ed25519ctx"),
        );
        pure.chain(ctx.take(if small_flash { 1 } else { usize::MAX })).cloned().collect()
    };
    m.table(
        "ED25519",
        "SigCase",
        &[pick_delimited("rfc/rfc-8032-ed25519.txt", "ALGORITHM", pure_and_ctx)],
        |file, r| {
            let msg = r.bytes("MESSAGE");
            let label = format!("{} {} msg={}", stem(file), r.get("ALGORITHM"), msg.len());
            format!(
                "SigCase {{ label: {label:?}, secret: {}, public: {}, context: {}, msg: {}, sig: {} }}",
                bytes(&r.bytes("SECRET_KEY")),
                bytes(&r.bytes("PUBLIC_KEY")),
                bytes(&r.bytes("CONTEXT")),
                bytes(&msg),
                bytes(&r.bytes("SIGNATURE"))
            )
        },
    );
}

/// X448 (RFC 7748 5.2, the single-step cases), Ed448 (RFC 8032 7.4, all nine, context "foo" included) and
/// Ed448ph (RFC 8032 7.5, both). Not emitted for the Cortex-M0 board (`small_flash`), whose flash is full;
/// the same thumbv6m code runs them on mps2-an385.
fn curve448(m: &mut Module, small_flash: bool) {
    if small_flash {
        return;
    }
    m.table("X448", "DhCase", &[pick("rfc/rfc-7748-x448.txt", all)], |file, r| {
        let label = format!("{} count={}", stem(file), r.get("COUNT"));
        format!(
            "DhCase {{ label: {label:?}, scalar: {}, point: {}, shared: {}, valid: true }}",
            bytes(&r.bytes("INPUT_SCALAR")),
            bytes(&r.bytes("INPUT_U")),
            bytes(&r.bytes("OUTPUT_U"))
        )
    });
    for (name, file) in [("ED448", "rfc/rfc-8032-ed448.txt"), ("ED448PH", "rfc/rfc-8032-ed448ph.txt")] {
        m.table(name, "SigCase", &[pick(file, all)], |file, r| {
            let msg = r.bytes("MESSAGE");
            let label = format!("{} count={} msg={}", stem(file), r.get("COUNT"), msg.len());
            format!(
                "SigCase {{ label: {label:?}, secret: {}, public: {}, context: {}, msg: {}, sig: {} }}",
                bytes(&r.bytes("SECRET")),
                bytes(&r.bytes("PUBLIC")),
                bytes(&r.try_get("CONTEXT").map(unhex).unwrap_or_default()),
                bytes(&msg),
                bytes(&r.bytes("SIGNATURE"))
            )
        });
    }
}

/// `kat_small_flash`: the build is for the Cortex-M0 board's 256 KiB of flash (thumbv6m with its default
/// memory map), where the checks of every variant do not fit: the firmware then skips the largest
/// variants (see firmware/README.md). The same thumbv6m code with a roomier map runs them all.
fn small_flash_cfg() -> bool {
    println!("cargo:rustc-check-cfg=cfg(kat_small_flash)");
    println!("cargo:rerun-if-env-changed=EMCRYPT_FW_MEMORY");
    let target = env::var("TARGET").expect("cargo sets TARGET");
    let memory = env::var("EMCRYPT_FW_MEMORY").unwrap_or_default();
    let small = target.starts_with("thumbv6m") && (memory.is_empty() || memory == "microbit");
    if small {
        println!("cargo:rustc-cfg=kat_small_flash");
    }
    small
}

/// Standard base64 (the PEM bodies of the RFC 6979 file).
fn base64(text: &str) -> Vec<u8> {
    let alphabet = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let (mut bits, mut nbits, mut out) = (0u32, 0, Vec::new());
    for c in text.bytes().filter(|c| !c.is_ascii_whitespace() && *c != b'=') {
        bits = (bits << 6) | alphabet.iter().position(|a| *a == c).expect("base64 digit") as u32;
        nbits += 6;
        if nbits >= 8 {
            nbits -= 8;
            out.push((bits >> nbits) as u8);
        }
    }
    out
}

/// The PEM body following the line `{name}` in `text`.
fn pem_after(text: &str, name: &str) -> Vec<u8> {
    let start = text.find(name).unwrap_or_else(|| panic!("no {name}"));
    let body: String = text[start..]
        .lines()
        .skip(2) // the `Key=NAME` line and `-----BEGIN`
        .take_while(|l| !l.starts_with("-----END"))
        .collect();
    base64(&body)
}

/// A DER `SEQUENCE { INTEGER r, INTEGER s }` (the integers shorter than 128 bytes) as `r || s`, each left-padded to `len` bytes.
fn der_signature(der: &[u8], len: usize) -> Vec<u8> {
    assert_eq!(der[0], 0x30, "a DER sequence");
    // A long-form length (P-521: `30 81 87`) takes `der[1] & 0x7f` more bytes.
    let mut at = 2 + if der[1] & 0x80 != 0 { (der[1] & 0x7f) as usize } else { 0 };
    let mut out = Vec::new();
    for _ in 0..2 {
        assert_eq!(der[at], 0x02, "a DER integer");
        let n = der[at + 1] as usize;
        let int = &der[at + 2..at + 2 + n];
        let int = &int[int.len().saturating_sub(len)..];
        out.extend(std::iter::repeat_n(0, len - int.len()));
        out.extend(int);
        at += 2 + n;
    }
    out
}

/// An `EcdsaCase` literal.
fn ecdsa_case(label: &str, secret: &[u8], public: &[u8], msg: &[u8], sig: &[u8], valid: bool) -> String {
    format!(
        "EcdsaCase {{ label: {label:?}, secret: {}, public: {}, msg: {}, sig: {}, valid: {valid} }}",
        bytes(secret),
        bytes(public),
        bytes(msg),
        bytes(sig)
    )
}

/// A NIST curve's vector selection: its name in the files, its field size, its RFC 6979 file and hash
/// (as that file and CAVP name it), where its passing and failing signatures come from, the Wycheproof
/// ECDH file, and the names of the emitted tables.
struct NistCurve {
    name: &'static str,
    bytes: usize,
    rfc_file: &'static str,
    verify_cases: VerifyCases,
    rfc_hash: &'static str,
    cavp_hash: &'static str,
    ecdh_file: &'static str,
    ecdsa_table: &'static str,
    ecdh_table: &'static str,
}

/// Where a curve's passing and failing verification records come from.
enum VerifyCases {
    /// CAVP SigVer (`SigVer-P256-P384.rsp`), the first passing and failing record of the curve's section.
    Cavp,
    /// A Wycheproof ECDSA P1363 file (CAVP's SigVer file here has no P-521): the first valid and the first
    /// invalid test of its first group.
    WycheproofP1363(&'static str),
}

const P256: NistCurve = NistCurve {
    name: "P-256",
    bytes: 32,
    rfc_file: "rfc/rfc-6979-ecdsa-p256-p384.txt",
    verify_cases: VerifyCases::Cavp,
    rfc_hash: "SHA256",
    cavp_hash: "SHA-256",
    ecdh_file: "wycheproof/ecdh_secp256r1_ecpoint_test.json",
    ecdsa_table: "ECDSA_P256_SHA256",
    ecdh_table: "ECDH_P256",
};

const P384: NistCurve = NistCurve {
    name: "P-384",
    bytes: 48,
    rfc_file: "rfc/rfc-6979-ecdsa-p256-p384.txt",
    verify_cases: VerifyCases::Cavp,
    rfc_hash: "SHA384",
    cavp_hash: "SHA-384",
    ecdh_file: "wycheproof/ecdh_secp384r1_ecpoint_test.json",
    ecdsa_table: "ECDSA_P384_SHA384",
    ecdh_table: "ECDH_P384",
};

const P521: NistCurve = NistCurve {
    name: "P-521",
    bytes: 66,
    rfc_file: "rfc/rfc-6979-ecdsa-p521.txt",
    verify_cases: VerifyCases::WycheproofP1363("wycheproof/ecdsa_secp521r1_sha512_p1363_test.json"),
    rfc_hash: "SHA512",
    cavp_hash: "SHA-512",
    ecdh_file: "wycheproof/ecdh_secp521r1_ecpoint_test.json",
    ecdsa_table: "ECDSA_P521_SHA512",
    ecdh_table: "ECDH_P521",
};

/// ECDSA on a NIST curve (P-256 with SHA-256, P-384 with SHA-384, P-521 with SHA-512): RFC 6979
/// A.2.5-A.2.7's deterministic signatures of "sample" and "test" (sign and verify; OpenSSL's test-file
/// form, keys in PEM), a passing and a failing signature ([`VerifyCases`]); ECDH (Wycheproof, raw points:
/// the normal case, a zero-x or other edge-case shared secret, a point off the curve).
fn nist_curve(m: &mut Module, curve: &NistCurve) {
    let rfc = curve.rfc_file;
    let n = curve.bytes;
    let path = vectors_dir().join(rfc);
    println!("cargo:rerun-if-changed={}", path.display());
    let text = fs::read_to_string(&path).expect("RFC 6979 file");
    // PKCS#8: the scalar is the OCTET STRING after ECPrivateKey's version `02 01 01`; SPKI: the point
    // `04 || x || y` ends the key.
    let der = pem_after(&text, &format!("PrivateKey={}_PRIV", curve.name));
    let at = der.windows(5).position(|w| w == [0x02, 0x01, 0x01, 0x04, n as u8]).expect("ECPrivateKey") + 5;
    let secret = der[at..at + n].to_vec();
    let spki = pem_after(&text, &format!("PublicKey={}_PUB", curve.name));
    let public = spki[spki.len() - 2 * n..].to_vec();
    let key_name = format!("{}_PRIV", curve.name);
    let mut items = Vec::new();
    for block in text.split("\n\n") {
        let field = |key: &str| block.lines().find_map(|l| l.strip_prefix(key)).map(str::trim);
        if field("DigestSign = ") == Some(curve.rfc_hash) && field("Key = ") == Some(key_name.as_str()) {
            let msg = field("Input = ").expect("Input").trim_matches('"');
            let sig = der_signature(&unhex(field("Output = ").expect("Output")), n);
            items.push(ecdsa_case(
                &format!("rfc-6979 {} {} {msg:?}", curve.name, curve.cavp_hash),
                &secret,
                &public,
                msg.as_bytes(),
                &sig,
                true,
            ));
        }
    }
    assert_eq!(items.len(), 2, "{rfc}: the {} {} signatures of \"sample\" and \"test\"", curve.name, curve.rfc_hash);
    match curve.verify_cases {
        VerifyCases::Cavp => items.extend(cavp_sigver(curve)),
        VerifyCases::WycheproofP1363(file) => items.extend(wycheproof_p1363(file, n)),
    }
    m.emit(curve.ecdsa_table, "EcdsaCase", &items);
    nist_ecdh(m, curve);
}

/// The first passing and failing CAVP SigVer records of the curve's section, as `EcdsaCase`s.
fn cavp_sigver(curve: &NistCurve) -> Vec<String> {
    let mut items = Vec::new();
    let section_name = format!("{},{}", curve.name, curve.cavp_hash);
    let sigver = |records: &[Record]| -> Vec<Record> {
        let section: Vec<&Record> = records.iter().filter(|r| r.section.contains_key(&section_name)).collect();
        let pass = section.iter().find(|r| r.get("Result").starts_with('P'));
        let fail = section.iter().find(|r| r.get("Result").starts_with('F'));
        pass.into_iter().chain(fail).map(|r| (*r).clone()).collect()
    };
    let picked = pick("nist-cavp/ecdsa/SigVer-P256-P384.rsp", sigver);
    assert_eq!(picked.records.len(), 2, "SigVer: a passing and a failing {section_name} record");
    for r in &picked.records {
        let mut public = r.bytes("Qx");
        public.extend(r.bytes("Qy"));
        let mut sig = r.bytes("R");
        sig.extend(r.bytes("S"));
        let valid = r.get("Result").starts_with('P');
        let label = format!("SigVer-{} {} {}", curve.name.replace('-', ""), curve.cavp_hash, r.get("Result"));
        items.push(ecdsa_case(&label, &[], &public, &r.bytes("Msg"), &sig, valid));
    }
    items
}

/// The first valid and the first invalid test of a Wycheproof ECDSA P1363 file's first group (its public
/// key uncompressed, `04 || x || y`), as `EcdsaCase`s.
fn wycheproof_p1363(file: &str, n: usize) -> Vec<String> {
    let json = read_json(file);
    let group = &json["testGroups"][0];
    let point = unhex(group["publicKey"]["uncompressed"].as_str().expect("publicKey.uncompressed"));
    assert_eq!(point.len(), 1 + 2 * n, "{file}: an uncompressed point");
    let tests = group["tests"].as_array().expect("tests");
    let valid = tests.iter().find(|t| t["result"] == "valid");
    let invalid = tests.iter().find(|t| t["result"] == "invalid");
    let items: Vec<String> = valid
        .into_iter()
        .chain(invalid)
        .map(|t| {
            let field = |key: &str| unhex(t[key].as_str().unwrap_or_else(|| panic!("{file}: no {key}")));
            let label = format!("{} tc={} {}", stem(file), t["tcId"], t["comment"].as_str().unwrap_or(""));
            ecdsa_case(&label, &[], &point[1..], &field("msg"), &field("sig"), t["result"] == "valid")
        })
        .collect();
    assert_eq!(items.len(), 2, "{file}: a valid and an invalid test");
    items
}

/// Wycheproof ECDH on the curve (raw points): the normal case, an edge-case shared secret, a point off
/// the curve.
fn nist_ecdh(m: &mut Module, curve: &NistCurve) {
    let n = curve.bytes;
    let ecdh = curve.ecdh_file;
    let json = read_json(ecdh);
    let tests: Vec<&serde_json::Value> = json["testGroups"]
        .as_array()
        .expect("testGroups")
        .iter()
        .flat_map(|g| g["tests"].as_array().expect("tests"))
        .collect();
    let wanted = |t: &&&serde_json::Value| {
        t["comment"] == "normal case"
            || t["flags"].as_array().is_some_and(|f| f.iter().any(|f| f == "EdgeCaseSharedSecret"))
    };
    let valid = tests.iter().filter(|t| t["result"] == "valid").filter(wanted).take(2);
    let invalid = tests.iter().filter(|t| t["result"] == "invalid").take(1);
    let items: Vec<String> = valid
        .chain(invalid)
        .map(|t| {
            let field = |key: &str| unhex(t[key].as_str().unwrap_or_else(|| panic!("{ecdh}: no {key}")));
            let mut scalar = field("private");
            scalar.drain(..scalar.len().saturating_sub(n)); // a leading 00 keeps the DER integer positive
            let ok = t["result"] == "valid";
            let label = format!("{} tc={} {}", stem(ecdh), t["tcId"], t["comment"].as_str().unwrap_or(""));
            format!(
                "DhCase {{ label: {label:?}, scalar: {}, point: {}, shared: {}, valid: {ok} }}",
                bytes(&scalar),
                bytes(&field("public")),
                bytes(&field("shared"))
            )
        })
        .collect();
    assert_eq!(items.len(), 3, "{ecdh}: two valid tests and an invalid one");
    m.emit(curve.ecdh_table, "DhCase", &items);
}

/// secp256k1 with SHA-256 (no NIST file covers it): the RFC 6979 vectors of the Bitcoin forum
/// (deterministic signatures; no public key is published, so `public` is empty), the first two
/// `[K-256,SHA-256]` records of pyca/cryptography's SigGen (key pair, random-nonce signature to verify;
/// `secret` and `public` given), and ECDH from Wycheproof (the normal case, a shared secret edge case,
/// a point off the curve; the points taken out of their SubjectPublicKeyInfo). Not emitted for the
/// Cortex-M0 board (`small_flash`), like the other Weierstrass curves' checks.
fn secp256k1(m: &mut Module, small_flash: bool) {
    if small_flash {
        return;
    }
    let padded = |r: &Record, key: &str| unhex(&format!("{:0>64}", r.get(key)));
    let rfc6979 = pick("bitcointalk/rfc6979-secp256k1-sha256.txt", all);
    assert_eq!(rfc6979.records.len(), 5, "the five forum vectors");
    m.table("ECDSA_SECP256K1_RFC6979", "EcdsaCase", &[rfc6979], |file, r| {
        let sig = [padded(r, "R"), padded(r, "S")].concat();
        let label = format!("{} d={} msg={}B", stem(file), r.get("d").trim_start_matches('0'), r.bytes("Msg").len());
        ecdsa_case(&label, &padded(r, "d"), &[], &r.bytes("Msg"), &sig, true)
    });
    let siggen = |records: &[Record]| -> Vec<Record> {
        records.iter().filter(|r| r.section.contains_key("K-256,SHA-256")).take(2).cloned().collect()
    };
    m.table("ECDSA_SECP256K1_SIGGEN", "EcdsaCase", &[pick("pyca/SigGen-secp256k1.txt", siggen)], |file, r| {
        let public = [padded(r, "Qx"), padded(r, "Qy")].concat();
        let sig = [padded(r, "R"), padded(r, "S")].concat();
        let label = format!("{} SHA-256 d={}", stem(file), &r.get("d")[..8]);
        ecdsa_case(&label, &padded(r, "d"), &public, &r.bytes("Msg"), &sig, true)
    });

    const ECDH: &str = "wycheproof/ecdh_secp256k1_test.json";
    const SPKI_PREFIX: &str = "3056301006072a8648ce3d020106052b8104000a034200";
    let json = read_json(ECDH);
    let tests: Vec<&serde_json::Value> = json["testGroups"]
        .as_array()
        .expect("testGroups")
        .iter()
        .flat_map(|g| g["tests"].as_array().expect("tests"))
        .filter(|t| t["public"].as_str().is_some_and(|p| p.starts_with(SPKI_PREFIX) && p.len() == 2 * 88))
        .collect();
    let wanted = |t: &&&serde_json::Value| {
        t["comment"] == "normal case"
            || t["flags"].as_array().is_some_and(|f| f.iter().any(|f| f == "EdgeCaseSharedSecret"))
    };
    let valid = tests.iter().filter(|t| t["result"] == "valid").filter(wanted).take(2);
    let invalid = tests.iter().filter(|t| t["result"] == "invalid").take(1);
    let items: Vec<String> = valid
        .chain(invalid)
        .map(|t| {
            let field = |key: &str| unhex(t[key].as_str().unwrap_or_else(|| panic!("{ECDH}: no {key}")));
            let mut scalar = field("private");
            scalar.drain(..scalar.len().saturating_sub(32)); // a leading 00 keeps the DER integer positive
            let point = field("public")[SPKI_PREFIX.len() / 2..].to_vec();
            let ok = t["result"] == "valid";
            let label = format!("{} tc={} {}", stem(ECDH), t["tcId"], t["comment"].as_str().unwrap_or(""));
            format!(
                "DhCase {{ label: {label:?}, scalar: {}, point: {}, shared: {}, valid: {ok} }}",
                bytes(&scalar),
                bytes(&point),
                bytes(&field("shared"))
            )
        })
        .collect();
    assert_eq!(items.len(), 3, "{ECDH}: two valid tests and an invalid one");
    m.emit("ECDH_SECP256K1", "DhCase", &items);
}

/// ML-KEM: the first two records of each vendored NIST known-answer file (`ML_KEM_512`, `ML_KEM_768`,
/// `ML_KEM_1024`).
fn ml_kem(m: &mut Module) {
    for set in ["512", "768", "1024"] {
        let file = format!("nist-cavp/mlkem/kat_MLKEM_{set}_count0-99.rsp");
        let picked = pick_delimited(&file, "count", |records| records[..2].to_vec());
        m.table(&format!("ML_KEM_{set}"), "MlKemCase", &[picked], |file, r| {
            let mut seed = r.bytes("d");
            seed.extend(r.bytes("z"));
            format!(
                "MlKemCase {{ label: {:?}, seed: {}, ek: {}, dk: {}, m: {}, ct: {}, ss: {}, ct_n: {}, ss_n: {} }}",
                format!("{} count={}", stem(file), r.get("count")),
                bytes(&seed),
                bytes(&r.bytes("pk")),
                bytes(&r.bytes("sk")),
                bytes(&r.bytes("msg")),
                bytes(&r.bytes("ct")),
                bytes(&r.bytes("ss")),
                bytes(&r.bytes("ct_n")),
                bytes(&r.bytes("ss_n")),
            )
        });
    }
}

/// ML-DSA: the first record (count = 0) of each NIST known-answer file, `vectors/nist-cavp/mldsa/`, written
/// to `$OUT_DIR/ml_dsa_vectors.rs` as `MLDSA44` etc.: (ξ, public key, secret key, message, context,
/// signature). The files have no blank lines between records, so the `count` lines delimit them.
fn ml_dsa() {
    let mut out = String::new();
    for set in ["44", "65", "87"] {
        let file = format!("nist-cavp/mldsa/kat_MLDSA_{set}_det_pure.rsp");
        let r = read(&file, Some("count")).into_iter().next().unwrap_or_else(|| panic!("{file}: no record"));
        assert_eq!(r.get("count"), "0", "{file}: first record");
        let sm = r.bytes("sm");
        let mlen: usize = r.get("mlen").parse().expect("mlen is a number");
        let sig = &sm[..sm.len() - mlen];
        writeln!(
            out,
            "pub static MLDSA{set}: MlDsaCase = MlDsaCase {{ label: \"{file} count 0\", xi: {}, public: {}, secret: {}, msg: {}, context: {}, sig: {} }};",
            bytes(&r.bytes("xi")), bytes(&r.bytes("pk")), bytes(&r.bytes("sk")), bytes(&r.bytes("msg")), bytes(&r.bytes("ctx")), bytes(sig)
        )
        .unwrap();
    }
    let path = Path::new(&env::var("OUT_DIR").expect("cargo sets it")).join("ml_dsa_vectors.rs");
    fs::write(&path, out).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}

/// `kat_part`: `EMCRYPT_KAT_PART=1` or `2` builds only that part of the checks (unset: all of them; see
/// src/main.rs for what each holds). The Cortex-M0 board runs its checks as two images, one per part,
/// because one image of them all, even with the skips of `kat_small_flash`, outgrew its 256 KiB of flash
/// (firmware/README.md, scripts/run-kat.sh).
fn part_cfg() {
    println!("cargo:rustc-check-cfg=cfg(kat_part, values(\"1\", \"2\"))");
    println!("cargo:rerun-if-env-changed=EMCRYPT_KAT_PART");
    match env::var("EMCRYPT_KAT_PART").unwrap_or_default().as_str() {
        "" => {}
        part @ ("1" | "2") => println!("cargo:rustc-cfg=kat_part=\"{part}\""),
        other => panic!("EMCRYPT_KAT_PART must be 1 or 2, not {other:?}"),
    }
}

fn main() {
    println!("cargo:rerun-if-changed=../../emcrypt/tests/common/rsp.rs");
    ml_dsa();
    part_cfg();
    let small_flash = small_flash_cfg();
    let mut m = Module::default();
    hashes(&mut m);
    macs(&mut m);
    kdfs(&mut m);
    drbgs(&mut m);
    block_cipher_modes(&mut m);
    ciphers(&mut m);
    aeads(&mut m);
    curve25519(&mut m, small_flash);
    curve448(&mut m, small_flash);
    nist_curve(&mut m, &P256);
    nist_curve(&mut m, &P384);
    nist_curve(&mut m, &P521);
    secp256k1(&mut m, small_flash);
    ml_kem(&mut m);
    let out = Path::new(&env::var("OUT_DIR").expect("cargo sets it")).join("vectors.rs");
    fs::write(&out, m.0).unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
}
