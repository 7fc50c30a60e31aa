//! A line printer without `core::fmt` (which would add kilobytes of code to every firmware and blur the
//! footprint the benchmark measures): text, hex and decimal pieces appended to a fixed buffer, then printed
//! through semihosting as one line.
//!
//! ```ignore
//! Line::new().text("ok sha256 len=").dec(3).text(" ").hex(&digest).print();
//! ```

use crate::semihosting;
use core::ffi::CStr;

/// Longest line printed; longer ones are cut and end in `...`.
const CAPACITY: usize = 160;
const ELLIPSIS: &[u8] = b"...";

/// A line being assembled on the stack.
pub struct Line {
    /// The text, then room for `\n` and the terminating NUL.
    buf: [u8; CAPACITY + 2],
    len: usize,
    truncated: bool,
}

impl Line {
    /// An empty line.
    pub const fn new() -> Self {
        Self { buf: [0; CAPACITY + 2], len: 0, truncated: false }
    }

    fn push(&mut self, byte: u8) {
        // NUL would end the semihosting string early; show it as '?'.
        let byte = if byte == 0 { b'?' } else { byte };
        if self.len < CAPACITY {
            self.buf[self.len] = byte;
            self.len += 1;
        } else {
            self.truncated = true;
        }
    }

    /// Appends text.
    pub fn text(&mut self, s: &str) -> &mut Self {
        s.bytes().for_each(|b| self.push(b));
        self
    }

    /// Appends bytes as lowercase hex, two digits each.
    pub fn hex(&mut self, bytes: &[u8]) -> &mut Self {
        const DIGITS: &[u8; 16] = b"0123456789abcdef";
        for &b in bytes {
            self.push(DIGITS[usize::from(b >> 4)]);
            self.push(DIGITS[usize::from(b & 15)]);
        }
        self
    }

    /// Appends a number in decimal.
    pub fn dec(&mut self, value: u32) -> &mut Self {
        let mut digits = [0u8; 10]; // u32::MAX has 10 digits
        let mut n = 0;
        let mut v = value;
        loop {
            digits[n] = b'0' + (v % 10) as u8;
            n += 1;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        digits[..n].iter().rev().for_each(|&d| self.push(d));
        self
    }

    /// Prints the line with a newline, and empties it for reuse.
    pub fn print(&mut self) {
        if self.truncated {
            self.len = CAPACITY - ELLIPSIS.len();
            self.text("...");
        }
        self.buf[self.len] = b'\n';
        self.buf[self.len + 1] = 0;
        // Always Ok: push() never stores a NUL, and one is written right after the newline.
        if let Ok(text) = CStr::from_bytes_with_nul(&self.buf[..self.len + 2]) {
            semihosting::write0(text);
        }
        self.len = 0;
        self.truncated = false;
    }
}

impl Default for Line {
    fn default() -> Self {
        Self::new()
    }
}
