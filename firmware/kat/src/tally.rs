//! Counting and reporting checks: one line per check (`ok <algorithm> <case> <how>` or `FAIL ...` followed
//! by the value obtained and the one expected), then `kat: N passed, M failed`, then the semihosting exit
//! status.

use emcrypt_fw_rt::{semihosting, Line};

/// The running count of checks.
pub struct Tally {
    passed: u32,
    failed: u32,
}

impl Tally {
    pub const fn new() -> Self {
        Self { passed: 0, failed: 0 }
    }

    /// Records one check of `algorithm` (for example `sha256/compact`) on the case `label`, computed
    /// `how` (for example `one-shot`): `got` must equal `expected`.
    pub fn check(&mut self, algorithm: &str, label: &str, how: &str, got: &[u8], expected: &[u8]) {
        let ok = got == expected;
        self.check_that(algorithm, label, how, ok);
        if !ok {
            Line::new().text("  got      ").hex(got).print();
            Line::new().text("  expected ").hex(expected).print();
        }
    }

    /// Records one check that is a plain condition (for example "returned an error").
    pub fn check_that(&mut self, algorithm: &str, label: &str, how: &str, ok: bool) {
        let mut line = Line::new();
        if ok {
            self.passed += 1;
            line.text("ok ");
        } else {
            self.failed += 1;
            line.text("FAIL ");
        }
        line.text(algorithm).text(" ").text(label).text(" ").text(how).print();
    }

    /// The first `len` bytes of `buffer`, to receive a case's output; `None`, after recording a failed
    /// check, when the case needs more than the buffer holds (grow the buffer then).
    pub fn output<'a>(
        &mut self,
        algorithm: &str,
        label: &str,
        buffer: &'a mut [u8],
        len: usize,
    ) -> Option<&'a mut [u8]> {
        let out = buffer.get_mut(..len);
        if out.is_none() {
            self.check_that(algorithm, label, "output longer than the buffer", false);
        }
        out
    }

    /// Prints the summary and exits: success only when every check passed (and there was at least one).
    pub fn finish(&self) -> ! {
        Line::new().text("kat: ").dec(self.passed).text(" passed, ").dec(self.failed).text(" failed").print();
        semihosting::exit(self.failed == 0 && self.passed > 0)
    }
}
