//! Cross-check of the classifier against a disassembler: compile `fixtures/thumb_mix.rs` for the four
//! Cortex-M targets, disassemble it with llvm-objdump (or GNU arm-none-eabi-objdump), and check that every
//! instruction's class agrees with its mnemonic, and that multiple transfers count their registers right.
//!
//! Needs `rustc` with the thumb targets (rust-toolchain.toml) and an objdump that knows Arm: `OBJDUMP`, else
//! `llvm-objdump` on the PATH (Debian package `llvm`), rustup's `llvm-tools`, or `arm-none-eabi-objdump`.

use emcrypt_bench_timing::{decode, insn_size, Class, Insn};
use std::path::{Path, PathBuf};
use std::process::Command;

const TARGETS: [&str; 4] = [
    "thumbv6m-none-eabi",
    "thumbv7m-none-eabi",
    "thumbv7em-none-eabihf",
    "thumbv8m.main-none-eabihf",
];

fn objdump() -> PathBuf {
    if let Ok(p) = std::env::var("OBJDUMP") {
        return p.into();
    }
    let works = |p: &Path| {
        Command::new(p)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    };
    let mut candidates: Vec<PathBuf> = vec!["llvm-objdump".into()];
    if let Ok(o) = Command::new("rustc").args(["--print", "sysroot"]).output() {
        let sysroot = String::from_utf8_lossy(&o.stdout).trim().to_string();
        candidates.push(
            Path::new(&sysroot).join("lib/rustlib/x86_64-unknown-linux-gnu/bin/llvm-objdump"),
        );
    }
    candidates.push("arm-none-eabi-objdump".into());
    candidates.into_iter().find(|p| works(p)).expect(
        "no objdump for Arm found: install Debian's `llvm` (scripts/test.sh does) or set OBJDUMP",
    )
}

/// Condition-code suffixes (IT blocks print them on the mnemonic).
const CONDS: [&str; 16] = [
    "eq", "ne", "cs", "hs", "cc", "lo", "mi", "pl", "vs", "vc", "hi", "ls", "ge", "lt", "gt", "le",
];

/// The classes a mnemonic may decode to, if the mnemonic is known without a condition suffix.
fn known(m: &str, ops: &str) -> Option<Vec<Class>> {
    use Class::*;
    let one = |c| Some(vec![c]);
    match m {
        "bkpt" | "svc" | "udf" | "msr" | "mrs" | "cpsid" | "cpsie" => one(System),
        "dsb" | "dmb" | "isb" | "clrex" => one(Barrier),
        "bl" => one(BranchLink),
        "b" => one(Branch),
        "cbz" | "cbnz" => one(CondBranch),
        "bx" | "blx" => one(Indirect),
        "tbb" | "tbh" => one(TableBranch),
        "push" | "stm" | "stmia" | "stmea" | "stmdb" | "stmfd" => one(StoreMulti),
        "pop" | "ldm" | "ldmia" | "ldmfd" | "ldmdb" | "ldmea" => one(LoadMulti),
        "ldrd" => one(LoadDual),
        "strd" => one(StoreDual),
        "umull" | "smull" => one(MulLong),
        "umlal" | "smlal" | "umaal" | "smlalbb" | "smlalbt" | "smlaltb" | "smlaltt" | "smlald"
        | "smlaldx" | "smlsld" | "smlsldx" => one(MulLongAcc),
        "udiv" | "sdiv" => one(Div),
        "mul" | "muls" | "smulbb" | "smulbt" | "smultb" | "smultt" | "smulwb" | "smulwt"
        | "smmul" | "smmulr" | "smuad" | "smuadx" | "smusd" | "smusdx" | "usad8" => one(Mul),
        "mla" | "mls" | "smlabb" | "smlabt" | "smlatb" | "smlatt" | "smlawb" | "smlawt"
        | "smlad" | "smladx" | "smlsd" | "smlsdx" | "smmla" | "smmlar" | "smmls" | "smmlsr"
        | "usada8" => one(MulAcc),
        "vldr" | "vstr" | "vpush" | "vpop" => one(FpMem),
        "mov" | "add" if ops.starts_with("pc") => one(Indirect),
        _ if m.starts_with("it")
            && m.len() <= 5
            && m[2..].chars().all(|c| c == 't' || c == 'e') =>
        {
            one(It)
        }
        _ if m.starts_with("vldm") || m.starts_with("vstm") => one(FpMem),
        _ if m.starts_with('v') => one(Fp),
        _ if m.starts_with("ldrex") || m.starts_with("pld") || m.starts_with("pli") => one(Load),
        _ if m.starts_with("strex") => one(Store),
        _ if m.starts_with("ldr") => Some(vec![Load, LoadPc]),
        _ if m.starts_with("str") => one(Store),
        _ => None,
    }
}

/// The classes an objdump line's mnemonic allows.
fn expected(mnemonic: &str, ops: &str) -> Vec<Class> {
    let m = mnemonic.split(['.', ' ']).next().unwrap_or(mnemonic);
    // A condition suffix first (`vldreq` is a VLDR inside an IT block), then the mnemonic as written
    // (`mls` is not `m` + `ls`).
    for cond in CONDS {
        if let Some(base) = m.strip_suffix(cond) {
            if base == "b" {
                return vec![Class::CondBranch];
            }
            if let Some(c) = known(base, ops) {
                return c;
            }
        }
    }
    known(m, ops).unwrap_or(vec![Class::Alu])
}

/// Registers (or, for VFP, 32-bit words) in an operand's `{...}` list.
fn list_count(ops: &str) -> Option<u8> {
    let inner = ops.split_once('{')?.1.split_once('}')?.0;
    let mut n = 0u8;
    for item in inner.split(',').map(str::trim) {
        let words = if item.starts_with('d') { 2 } else { 1 };
        let reg = |s: &str| -> u8 {
            match s {
                "sp" => 13,
                "lr" => 14,
                "pc" => 15,
                _ => s[1..].parse().unwrap_or(0),
            }
        };
        n += match item.split_once('-') {
            Some((a, b)) => (reg(b) - reg(a) + 1) * words,
            None => words,
        };
    }
    Some(n)
}

/// One disassembled instruction.
struct Row {
    halfwords: Vec<u16>,
    mnemonic: String,
    ops: String,
}

/// Every instruction objdump lists.
fn disassemble(objdump: &Path, obj: &Path, hard_float: bool) -> Vec<Row> {
    let mut cmd = Command::new(objdump);
    cmd.arg("-d");
    if hard_float && !objdump.to_string_lossy().contains("arm-none-eabi") {
        cmd.arg("--mattr=+vfp4d16sp");
    }
    let out = cmd.arg(obj).output().expect("objdump runs");
    assert!(
        out.status.success(),
        "objdump failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8_lossy(&out.stdout);
    let mut rows = Vec::new();
    for line in text.lines() {
        // "      2c: d0 f8 04 10  \tldr.w\tr1, [r0, #4]" (llvm) or "  2c:\tf8d0 1004 \tldr.w\tr1, [r0, #4]" (GNU)
        let Some((addr, rest)) = line.split_once(':') else {
            continue;
        };
        if addr.trim().is_empty() || !addr.trim().chars().all(|c| c.is_ascii_hexdigit()) {
            continue;
        }
        let mut fields = rest.split('\t').map(str::trim).filter(|f| !f.is_empty());
        let (Some(hex), Some(mnemonic)) = (fields.next(), fields.next()) else {
            continue;
        };
        let ops = fields.next().unwrap_or("").to_string();
        if mnemonic.starts_with('.') || mnemonic.starts_with('<') {
            continue; // data in a literal pool, or an encoding objdump does not know
        }
        let mut halfwords = Vec::new();
        let tokens: Vec<&str> = hex.split_whitespace().collect();
        if tokens.iter().all(|t| t.len() == 2) {
            for pair in tokens.chunks(2) {
                let lo = u8::from_str_radix(pair[0], 16).unwrap();
                let hi = u8::from_str_radix(pair.get(1).copied().unwrap_or("00"), 16).unwrap();
                halfwords.push(u16::from_le_bytes([lo, hi]));
            }
        } else {
            for t in &tokens {
                halfwords.push(u16::from_str_radix(t, 16).unwrap());
            }
        }
        rows.push(Row {
            halfwords,
            mnemonic: mnemonic.to_string(),
            ops,
        });
    }
    rows
}

#[test]
fn classifier_agrees_with_objdump_on_all_targets() {
    let objdump = objdump();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/thumb_mix.rs");
    let out_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("decoder_objdump");
    std::fs::create_dir_all(&out_dir).unwrap();
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let mut total = 0;
    let mut seen = std::collections::BTreeSet::new();
    let mut bad = Vec::new();
    for target in TARGETS {
        let obj = out_dir.join(format!("{target}.o"));
        let status = Command::new(&rustc)
            .args([
                "--edition",
                "2021",
                "--crate-type",
                "lib",
                "-C",
                "opt-level=3",
                "--emit",
                "obj",
            ])
            .args(["--target", target])
            .args(if target.starts_with("thumbv6m") {
                ["--cfg", "armv6m"]
            } else {
                ["--cfg", "armv7m_or_later"]
            })
            .args(if target.ends_with("eabihf") {
                ["--cfg", "hard_float"]
            } else {
                ["--cfg", "soft_float"]
            })
            .args(if target.starts_with("thumbv7em") {
                ["--cfg", "dsp"]
            } else {
                ["--cfg", "no_dsp"]
            })
            .arg("-o")
            .arg(&obj)
            .arg(&fixture)
            .status()
            .expect("rustc runs");
        assert!(
            status.success(),
            "rustc could not build the fixture for {target}"
        );
        let rows = disassemble(&objdump, &obj, target.ends_with("eabihf"));
        assert!(
            rows.len() > 150,
            "{target}: only {} instructions disassembled",
            rows.len()
        );
        for Row {
            halfwords,
            mnemonic,
            ops,
        } in rows
        {
            total += 1;
            let (h1, h2) = (halfwords[0], halfwords.get(1).copied().unwrap_or(0));
            let insn: Insn = decode(h1, h2);
            seen.insert(insn.class);
            let want = expected(&mnemonic, &ops);
            let mut ok =
                want.contains(&insn.class) && usize::from(insn_size(h1)) == 2 * halfwords.len();
            if matches!(
                insn.class,
                Class::LoadMulti | Class::StoreMulti | Class::FpMem
            ) && ops.contains('{')
            {
                ok &= list_count(&ops) == Some(insn.n);
                ok &= insn.writes_pc == ops.contains("pc}");
            }
            if !ok {
                bad.push(format!(
                    "{target}: {h1:04x} {h2:04x} {mnemonic} {ops} -> {insn:?}"
                ));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{} of {total} instructions disagree:\n{}",
        bad.len(),
        bad.join("\n")
    );
    // The fixture must exercise every class the cycle tables price differently.
    for class in Class::ALL {
        assert!(
            seen.contains(&class),
            "fixture has no {} instruction",
            class.name()
        );
    }
}
