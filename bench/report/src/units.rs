//! Unit conversions, with the definitions the CMOX pages use.
//!
//! Checked against `cmox.csv` (see the tests): CMOX's time is cycles / clock, **truncated** to whole µs or ms,
//! and its throughput is message bytes / time in **kbyte/s with 1 kbyte = 1000 bytes**, also truncated:
//! STM32L476 SHA-256 data flow, 8000 bytes in 429,503 cycles at 80 MHz = 5368.8 µs → 1490.1 kbyte/s; the page
//! says 1490 (with 1024-byte kbytes it would be 1455). We print one decimal where CMOX truncates, so our own
//! figures are not rounded down.

/// Bytes in the kbyte of "kbyte/s" (CMOX's usage).
pub const BYTES_PER_KBYTE: f64 = 1000.0;

/// Microseconds taken by `cycles` at `clock_mhz`.
pub fn cycles_to_us(cycles: u64, clock_mhz: u32) -> f64 {
    cycles as f64 / f64::from(clock_mhz)
}

/// Milliseconds taken by `cycles` at `clock_mhz`.
pub fn cycles_to_ms(cycles: u64, clock_mhz: u32) -> f64 {
    cycles_to_us(cycles, clock_mhz) / 1000.0
}

/// Throughput in kbyte/s (1 kbyte = 1000 bytes) of `message_bytes` processed in `cycles` at `clock_mhz`.
pub fn kbyte_per_s(message_bytes: u64, cycles: u64, clock_mhz: u32) -> f64 {
    let seconds = cycles as f64 / (f64::from(clock_mhz) * 1e6);
    message_bytes as f64 / seconds / BYTES_PER_KBYTE
}

/// Cycles per byte.
pub fn cycles_per_byte(cycles: u64, message_bytes: u64) -> f64 {
    cycles as f64 / message_bytes as f64
}

/// Cycles for `message_bytes` at a published throughput of `mb_per_s` (1 MB = 10^6 bytes) on a
/// `clock_mhz` core: the CycloneCRYPTO hash and cipher figures.
pub fn cycles_from_mb_per_s(message_bytes: u64, mb_per_s: f64, clock_mhz: u32) -> u64 {
    (message_bytes as f64 * f64::from(clock_mhz) / mb_per_s).round() as u64
}

/// Cycles of an operation published as `ms` milliseconds on a `clock_mhz` core.
pub fn cycles_from_ms(ms: f64, clock_mhz: u32) -> u64 {
    (ms * f64::from(clock_mhz) * 1000.0).round() as u64
}

/// A time for a table cell: µs below 1 ms, ms below 1 s, else s, with three significant digits or more.
pub fn format_time(cycles: u64, clock_mhz: u32) -> String {
    let us = cycles_to_us(cycles, clock_mhz);
    let three = |v: f64| {
        if v < 10.0 {
            format!("{v:.2}")
        } else if v < 100.0 {
            format!("{v:.1}")
        } else {
            format!("{v:.0}")
        }
    };
    if us < 1000.0 {
        format!("{} µs", three(us))
    } else if us < 1e6 {
        format!("{} ms", three(us / 1000.0))
    } else {
        format!("{} s", three(us / 1e6))
    }
}

/// A figure with one decimal and thousands separators: `1,490.1`.
pub fn format_decimal1(v: f64) -> String {
    let tenths = (v * 10.0).round() as u64;
    format!("{}.{}", group_thousands(tenths / 10), tenths % 10)
}

/// An integer with thin-space-free thousands separators (`1,234,567`), as the CMOX pages print cycles.
pub fn group_thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A ratio for a "vs" column: `0.85×`. Below 1 means emcrypt needs fewer cycles or bytes.
pub fn format_ratio(ours: u64, theirs: u64) -> String {
    if theirs == 0 {
        return "n/a".into();
    }
    format!("{:.2}×", ours as f64 / theirs as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn microseconds_at_clock() {
        assert_eq!(cycles_to_us(80, 80), 1.0);
        assert_eq!(cycles_to_us(6484, 80), 81.05);
        assert_eq!(cycles_to_ms(3_110_704, 80), 38.8838);
    }

    #[test]
    fn kbyte_is_1000_bytes() {
        // 1,000,000 bytes in one second at 1 MHz = 1000 kbyte/s exactly.
        assert_eq!(kbyte_per_s(1_000_000, 1_000_000, 1), 1000.0);
        assert!((kbyte_per_s(8000, 429_503, 80) - 1490.1).abs() < 0.1);
    }

    #[test]
    fn cyclone_conversions() {
        // 1 MB/s at 80 MHz is 80 cycles per byte.
        assert_eq!(cycles_from_mb_per_s(8000, 1.0, 80), 640_000);
        assert_eq!(cycles_from_ms(461.6, 80), 36_928_000);
    }

    #[test]
    fn formatting() {
        assert_eq!(group_thousands(0), "0");
        assert_eq!(group_thousands(999), "999");
        assert_eq!(group_thousands(1000), "1,000");
        assert_eq!(group_thousands(471_151), "471,151");
        assert_eq!(group_thousands(1_234_567), "1,234,567");
        assert_eq!(format_time(6480, 80), "81.0 µs");
        assert_eq!(format_time(520_000, 80), "6.50 ms");
        assert_eq!(format_time(3_110_704, 80), "38.9 ms");
        assert_eq!(format_time(187_670_752, 80), "2.35 s");
        assert_eq!(format_decimal1(1490.06), "1,490.1");
        assert_eq!(format_decimal1(752.94), "752.9");
        assert_eq!(format_ratio(50, 100), "0.50×");
        assert_eq!(format_ratio(1, 0), "n/a");
    }
}
