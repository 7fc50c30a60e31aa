//! What both CLI test files share: running the `emcrypt` binary.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `emcrypt` with `args`, feeding `stdin`; returns its exit status and output.
pub fn emcrypt(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_emcrypt"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start emcrypt");
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    // Written from a thread so a large input cannot deadlock against a full stdout pipe.
    let writer = std::thread::spawn(move || input.write_all(&data));
    let out = child.wait_with_output().expect("run emcrypt");
    // A command that fails before reading its input closes the pipe early: not an error of the test.
    if let Err(e) = writer.join().unwrap() {
        assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe, "write stdin: {e}");
    }
    out
}
