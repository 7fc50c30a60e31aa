//! Repairs of the `cmox.csv` rows whose cells ran together when the STM32L152 page (CMOX v5: ML-KEM, ML-DSA,
//! LMS) was extracted from its PDF.
//!
//! In eleven rows a number printed with thousands separators was split at a separator and the pieces landed
//! in the neighbouring columns: `cycles` = "3807328119" is 3,807,328 cycles followed by the time "119" ms,
//! and the stack "5,100" became `time_ms` = 5 and `stack_bytes` = 100. Each repair below is checked twice:
//! the row must still read as listed in `before` (so a corrected upstream file is noticed, not double-fixed),
//! and after the repair the cycles must agree with the row's own time at the page's 32 MHz clock (tested).
//! The figures are the vendor's; only their placement in columns is restored.

use crate::reference::CmoxRow;

/// The cells of one garbled row as they read in the file, and what they are.
struct Repair {
    algorithm: &'static str,
    operation: &'static str,
    config: Option<&'static str>,
    /// (cycles, cycles_max, time_ms, stack_bytes, working_bytes) as they read in the file.
    before: (u64, Option<u64>, u64, Option<u64>, Option<u64>),
    /// The same cells restored.
    after: (u64, Option<u64>, u64, Option<u64>, Option<u64>),
}

const MCU: &str = "STM32L152RET6";

#[rustfmt::skip]
const REPAIRS: &[Repair] = &[
    // ML-DSA: cycles‖ms, then the stack in the ms column, the working buffer's thousands in the stack column.
    Repair { algorithm: "ML-DSA-87", operation: "keygen", config: Some("default"),
        before: (6_865_336_214, None, 476, Some(10), Some(188)), after: (6_865_336, None, 214, Some(476), Some(10_188)) },
    Repair { algorithm: "ML-DSA-44", operation: "signature", config: Some("default"),
        before: (4_746_240_148, None, 772, Some(30), Some(796)), after: (4_746_240, None, 148, Some(772), Some(30_796)) },
    Repair { algorithm: "ML-DSA-44", operation: "signature", config: Some("low-ram"),
        before: (5_018_248_156, None, 756, Some(11), Some(340)), after: (5_018_248, None, 156, Some(756), Some(11_340)) },
    Repair { algorithm: "ML-DSA-65", operation: "signature", config: Some("default"),
        before: (7_224_904_225, None, 772, Some(43), Some(84)), after: (7_224_904, None, 225, Some(772), Some(43_084)) },
    Repair { algorithm: "ML-DSA-65", operation: "signature", config: Some("low-ram"),
        before: (7_465_152_233, None, 756, Some(15), Some(436)), after: (7_465_152, None, 233, Some(756), Some(15_436)) },
    Repair { algorithm: "ML-DSA-87", operation: "verification", config: Some("default"),
        before: (7_401_848_231, None, 700, Some(12), Some(268)), after: (7_401_848, None, 231, Some(700), Some(12_268)) },
    // ML-KEM: cycles‖ms, then the stack's thousands in the ms column (no working buffer on this table).
    Repair { algorithm: "ML-KEM-768", operation: "key-encapsulation", config: None,
        before: (3_807_328_119, None, 5, Some(100), None), after: (3_807_328, None, 119, Some(5_100), None) },
    Repair { algorithm: "ML-KEM-1024", operation: "key-encapsulation", config: None,
        before: (5_126_648_160, None, 5, Some(612), None), after: (5_126_648, None, 160, Some(5_612), None) },
    Repair { algorithm: "ML-KEM-768", operation: "key-decapsulation", config: None,
        before: (4_247_720_133, None, 5, Some(516), None), after: (4_247_720, None, 133, Some(5_516), None) },
    Repair { algorithm: "ML-KEM-1024", operation: "key-decapsulation", config: None,
        before: (5_686_768_178, None, 6, Some(508), None), after: (5_686_768, None, 178, Some(6_508), None) },
    // LMS W8: average‖ms, and the maximum's millions in the ms column (max/min 1.31, as W4's 1.35).
    Repair { algorithm: "LMS_N32_H10_W8_SHA256", operation: "verify", config: None,
        before: (19_638_012_614, Some(388_152), 22, Some(1_668), None), after: (19_638_012, Some(22_388_152), 614, Some(1_668), None) },
];

fn cells(row: &CmoxRow) -> Option<(u64, Option<u64>, u64, Option<u64>, Option<u64>)> {
    Some((row.cycles?, row.cycles_max, row.time_ms?, row.stack_bytes, row.working_bytes))
}

/// Restores the garbled rows in place; returns how many it repaired. A listed row that no longer reads as
/// listed is left alone (the upstream file was corrected, or changed: the consistency test then tells).
pub fn apply(rows: &mut [CmoxRow]) -> usize {
    let mut repaired = 0;
    for row in rows.iter_mut().filter(|r| r.mcu == MCU) {
        let Some(repair) = REPAIRS.iter().find(|f| {
            row.algorithm == f.algorithm
                && row.operation.as_deref() == Some(f.operation)
                && row.config.as_deref() == f.config
        }) else {
            continue;
        };
        if cells(row) != Some(repair.before) {
            continue;
        }
        let (cycles, cycles_max, ms, stack, working) = repair.after;
        row.cycles = Some(cycles);
        row.cycles_max = cycles_max;
        row.time_ms = Some(ms);
        row.stack_bytes = stack;
        row.working_bytes = working;
        row.repaired = true;
        repaired += 1;
    }
    repaired
}

#[cfg(test)]
mod tests {
    #[test]
    fn repairs_keep_the_digits_of_the_source() {
        // A repair only moves digits between cells: the concatenation of the cells' digits is unchanged.
        for r in super::REPAIRS {
            let (c, _, ms, _, _) = r.after;
            assert_eq!(format!("{c}{ms}"), r.before.0.to_string(), "{}", r.algorithm);
        }
    }
}
