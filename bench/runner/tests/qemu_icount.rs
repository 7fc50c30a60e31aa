//! Cross-check of the runner's instruction counts with stock QEMU: `-icount shift=0` makes QEMU count every
//! executed instruction; the gdbstub stops the firmware where a measured region starts (the return address
//! of `bench_start`) and ends (`bench_end`), and QMP `query-replay` reports the count at each stop. The
//! difference must equal the runner's count for the same region exactly.
//!
//! Firmware: the hand-counted tiny firmware, and one SHA-256 case of the real benchmark firmware built for
//! the mps2-an385 memory map (Cortex-M3). Needs `qemu-system-arm` (scripts/test.sh installs it).

use emcrypt_bench_runner::emulator::{self, RunConfig};
use emcrypt_bench_runner::program::Program;
use emcrypt_bench_timing::Core;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A QEMU process with its gdbstub and QMP connections; killed when dropped.
struct Qemu {
    child: Child,
    gdb: TcpStream,
    qmp: BufReader<UnixStream>,
}

impl Drop for Qemu {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn retry<T>(what: &str, mut f: impl FnMut() -> std::io::Result<T>) -> T {
    let start = Instant::now();
    loop {
        match f() {
            Ok(v) => return v,
            Err(e) if start.elapsed() > Duration::from_secs(20) => panic!("{what}: {e}"),
            Err(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
}

impl Qemu {
    fn start(elf: &Path, machine: &str, tag: &str) -> Qemu {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"));
        let qmp_path = dir.join(format!("qmp-{tag}.sock"));
        let _ = std::fs::remove_file(&qmp_path);
        // A port of our own per test process and firmware, on the loopback interface only.
        let port = 20000 + (std::process::id() % 20000) as u16 + tag.len() as u16;
        let child = Command::new("qemu-system-arm")
            .args([
                "-machine",
                machine,
                "-nographic",
                "-semihosting-config",
                "enable=on,target=native",
            ])
            .args([
                "-icount",
                "shift=0",
                "-S",
                "-gdb",
                &format!("tcp:127.0.0.1:{port}"),
            ])
            .arg("-qmp")
            .arg(format!("unix:{},server=on,wait=off", qmp_path.display()))
            .arg("-kernel")
            .arg(elf)
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("qemu-system-arm runs (install Debian's qemu-system-arm)");
        let gdb = retry("gdbstub", || TcpStream::connect(("127.0.0.1", port)));
        gdb.set_read_timeout(Some(Duration::from_secs(60))).unwrap();
        let qmp = BufReader::new(retry("QMP socket", || UnixStream::connect(&qmp_path)));
        let mut q = Qemu { child, gdb, qmp };
        let mut greeting = String::new();
        q.qmp.read_line(&mut greeting).unwrap();
        q.qmp_command("qmp_capabilities");
        q
    }

    fn qmp_command(&mut self, command: &str) -> serde_json::Value {
        writeln!(self.qmp.get_mut(), "{{\"execute\": \"{command}\"}}").unwrap();
        loop {
            let mut line = String::new();
            self.qmp.read_line(&mut line).unwrap();
            let v: serde_json::Value = serde_json::from_str(&line).unwrap();
            if v.get("return").is_some() || v.get("error").is_some() {
                return v;
            }
        }
    }

    fn icount(&mut self) -> u64 {
        let r = self.qmp_command("query-replay");
        r["return"]["icount"]
            .as_u64()
            .unwrap_or_else(|| panic!("no icount in {r}"))
    }

    /// Sends one RSP packet and returns the reply's payload.
    fn gdb(&mut self, data: &str) -> String {
        let sum = data.bytes().fold(0u8, |a, b| a.wrapping_add(b));
        write!(self.gdb, "${data}#{sum:02x}").unwrap();
        let mut reply = Vec::new();
        let mut byte = [0u8];
        // Skip acks until a packet starts, then read up to '#' and the two checksum digits.
        loop {
            self.gdb.read_exact(&mut byte).unwrap();
            if byte[0] == b'$' {
                break;
            }
        }
        loop {
            self.gdb.read_exact(&mut byte).unwrap();
            if byte[0] == b'#' {
                break;
            }
            reply.push(byte[0]);
        }
        let mut sum = [0u8; 2];
        self.gdb.read_exact(&mut sum).unwrap();
        self.gdb.write_all(b"+").unwrap();
        String::from_utf8(reply).unwrap()
    }

    /// Runs to the Thumb instruction at `addr` and returns QEMU's instruction count there.
    fn run_to(&mut self, addr: u32) -> u64 {
        assert_eq!(self.gdb(&format!("Z0,{addr:x},2")), "OK");
        let stop = self.gdb("c");
        assert!(
            stop.starts_with('T') || stop.starts_with('S'),
            "unexpected stop reply {stop}"
        );
        assert_eq!(self.gdb(&format!("z0,{addr:x},2")), "OK");
        self.icount()
    }

    /// Register `n` (0..15) of the stopped core, from the `g` packet (r0..r15, 8 hex digits each,
    /// little-endian).
    fn register(&mut self, n: usize) -> u32 {
        let hex = self.gdb("g");
        let word = hex
            .get(8 * n..8 * n + 8)
            .unwrap_or_else(|| panic!("short register dump {hex}"));
        let bytes: Vec<u8> = (0..4)
            .map(|i| u8::from_str_radix(&word[2 * i..2 * i + 2], 16).unwrap())
            .collect();
        u32::from_le_bytes(bytes.try_into().unwrap())
    }
}

/// QEMU's count of instructions in each measured region, in order, for the first `cases` regions.
fn qemu_region_counts(elf: &Path, machine: &str, tag: &str, cases: usize) -> Vec<u64> {
    let program = Program::from_elf(&std::fs::read(elf).unwrap()).unwrap();
    let start = program.symbol("bench_start").unwrap() & !1;
    let end = program.symbol("bench_end").unwrap() & !1;
    let mut q = Qemu::start(elf, machine, tag);
    let mut counts = Vec::new();
    for _ in 0..cases {
        q.run_to(start);
        let ret = q.register(14) & !1;
        let first = q.run_to(ret);
        let last = q.run_to(end);
        counts.push(last - first);
    }
    counts
}

fn runner_region_counts(elf: &Path, core: Core) -> Vec<u64> {
    let program = Program::from_elf(&std::fs::read(elf).unwrap()).unwrap();
    let config = RunConfig {
        core,
        boards: vec![],
        profile_case: None,
        insn_limit: 1 << 32,
        on_region: None,
        trace: None,
        alone: None,
    };
    emulator::run(&program, config)
        .unwrap()
        .regions
        .iter()
        .map(|r| r.totals.insns)
        .collect()
}

fn rustc() -> String {
    std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into())
}

#[test]
fn tiny_firmware_counts_agree_with_qemu() {
    let fixtures = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let elf = Path::new(env!("CARGO_TARGET_TMPDIR")).join("tiny-qemu.elf");
    let status = Command::new(rustc())
        .args([
            "--edition",
            "2021",
            "--target",
            "thumbv6m-none-eabi",
            "--crate-type",
            "bin",
        ])
        .args(["-C", "panic=abort", "-C", "opt-level=1", "-C"])
        .arg(format!("link-arg=-T{}", fixtures.join("tiny.ld").display()))
        .arg("-o")
        .arg(&elf)
        .arg(fixtures.join("tiny.rs"))
        .status()
        .unwrap();
    assert!(status.success());
    let ours = runner_region_counts(&elf, Core::M3);
    assert_eq!(ours, vec![25, 6]);
    assert_eq!(qemu_region_counts(&elf, "mps2-an385", "tiny", 2), ours);
}

#[test]
fn a_sha256_case_counts_agree_with_qemu() {
    // One case of the real benchmark firmware, built for QEMU's mps2-an385 map (the default of thumbv7m).
    let firmware = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../firmware");
    let target_dir: PathBuf = Path::new(env!("CARGO_TARGET_TMPDIR")).join("qemu-firmware");
    let case = "sha256-compact/sole-buffer/64";
    let out = Command::new("cargo")
        .current_dir(&firmware)
        .args([
            "build",
            "--release",
            "-q",
            "-p",
            "emcrypt-fw-bench",
            "--target",
            "thumbv7m-none-eabi",
        ])
        .arg("--target-dir")
        .arg(&target_dir)
        .env("EMCRYPT_BENCH_ONLY", case)
        .env_remove("EMCRYPT_FW_MEMORY")
        .env_remove("CARGO_TARGET_DIR")
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "firmware build failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let elf = target_dir.join("thumbv7m-none-eabi/release/bench");
    let ours = runner_region_counts(&elf, Core::M3);
    assert_eq!(ours.len(), 1);
    assert!(ours[0] > 5000, "{case}: only {} instructions", ours[0]);
    assert_eq!(qemu_region_counts(&elf, "mps2-an385", "sha256", 1), ours);
}
