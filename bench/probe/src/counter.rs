//! The board's cycle counters, read by the host through the debug probe, and their wrap-around.
//!
//! | core | counter | width | direction | wraps after (at the reference clocks) |
//! | --- | --- | --- | --- | --- |
//! | M3, M4, M33 | DWT `CYCCNT` | 32 bit | up | 2^32 cycles: 27 s at 160 MHz, 89 s at 48 MHz |
//! | M0+ (no DWT cycle counter) | SysTick `CVR`, reload 2^24 - 1 | 24 bit | down | 2^24 cycles: 0.35 s at 48 MHz |
//!
//! A case can run longer than one period (RSA on the M0+ takes seconds), so the host reads the counter
//! while the core runs, at least twice per period ([`Counter::poll_interval`]), and adds up the distance
//! between successive reads ([`Accumulator`]): the total is exact as long as no two reads are a full period
//! apart.

use std::time::Duration;

/// DEMCR: `TRCENA` (bit 24) powers the DWT.
pub const DEMCR: u32 = 0xE000_EDFC;
/// DEMCR bit that enables the DWT and ITM.
pub const DEMCR_TRCENA: u32 = 1 << 24;
/// DWT control register: bit 0 `CYCCNTENA`.
pub const DWT_CTRL: u32 = 0xE000_1000;
/// The DWT cycle counter.
pub const DWT_CYCCNT: u32 = 0xE000_1004;
/// SysTick control and status: bit 0 `ENABLE`, bit 2 `CLKSOURCE` (1 = the core clock).
pub const SYST_CSR: u32 = 0xE000_E010;
/// SysTick reload value.
pub const SYST_RVR: u32 = 0xE000_E014;
/// SysTick current value (writing clears it).
pub const SYST_CVR: u32 = 0xE000_E018;
/// The largest SysTick reload: a full 24-bit period.
pub const SYSTICK_RELOAD: u32 = 0x00FF_FFFF;

/// Which counter a core has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counter {
    /// DWT CYCCNT: 32-bit up-counter.
    Cyccnt,
    /// SysTick on the core clock: 24-bit down-counter reloading from `reload` (period `reload + 1`).
    SysTick { reload: u32 },
}

impl Counter {
    /// The counter of a core (`m0plus`, `m3`, `m4`, `m33`).
    pub fn for_core(core: emcrypt_bench_timing::Core) -> Counter {
        match core {
            emcrypt_bench_timing::Core::M0Plus => Counter::SysTick { reload: SYSTICK_RELOAD },
            _ => Counter::Cyccnt,
        }
    }

    /// Cycles in one period of the counter.
    pub fn period(self) -> u64 {
        match self {
            Counter::Cyccnt => 1 << 32,
            Counter::SysTick { reload } => u64::from(reload) + 1,
        }
    }

    /// Cycles between two reads, `earlier` then `later`, if less than one period passed.
    pub fn elapsed(self, earlier: u32, later: u32) -> u64 {
        match self {
            Counter::Cyccnt => u64::from(later.wrapping_sub(earlier)),
            Counter::SysTick { reload } => {
                let (earlier, later) = (earlier & SYSTICK_RELOAD, later & SYSTICK_RELOAD);
                if later <= earlier {
                    u64::from(earlier - later)
                } else {
                    // Counted down through zero and reloaded.
                    u64::from(earlier) + u64::from(reload) + 1 - u64::from(later)
                }
            }
        }
    }

    /// How often the host must read the counter at `clock_hz` so that no period is missed: half a period.
    pub fn poll_interval(self, clock_hz: u64) -> Duration {
        let half_period_ns = self.period() / 2 * 1_000_000_000 / clock_hz.max(1);
        Duration::from_nanos(half_period_ns)
    }

    /// Register writes (address, value), in order, that start the counter from a known state.
    pub fn enable_sequence(self) -> Vec<(u32, u32)> {
        match self {
            // DEMCR's other bits (vector catch) are the debugger's: the caller ORs TRCENA into its value.
            Counter::Cyccnt => vec![(DWT_CYCCNT, 0), (DWT_CTRL, 1)],
            Counter::SysTick { reload } => vec![(SYST_CSR, 0), (SYST_RVR, reload), (SYST_CVR, 0), (SYST_CSR, 0b101)],
        }
    }

    /// The register to read.
    pub fn register(self) -> u32 {
        match self {
            Counter::Cyccnt => DWT_CYCCNT,
            Counter::SysTick { .. } => SYST_CVR,
        }
    }
}

/// Cycles since the first read, over any number of periods, from reads at most one period apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Accumulator {
    counter: Counter,
    last: u32,
    total: u64,
}

impl Accumulator {
    /// Starts from a first read.
    pub fn new(counter: Counter, first: u32) -> Accumulator {
        Accumulator { counter, last: first, total: 0 }
    }

    /// Adds a read; returns the cycles since the first read.
    pub fn observe(&mut self, now: u32) -> u64 {
        self.total += self.counter.elapsed(self.last, now);
        self.last = now;
        self.total
    }

    /// Cycles since the first read, as of the last read.
    pub fn total(&self) -> u64 {
        self.total
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cyccnt_wraps_at_32_bits() {
        let c = Counter::Cyccnt;
        assert_eq!(c.elapsed(10, 25), 15);
        assert_eq!(c.elapsed(0xFFFF_FFF0, 0x10), 0x20);
        assert_eq!(c.elapsed(7, 7), 0);
    }

    #[test]
    fn systick_counts_down_and_reloads() {
        let c = Counter::SysTick { reload: SYSTICK_RELOAD };
        assert_eq!(c.elapsed(1000, 400), 600);
        // 100 cycles down to 0, reload to 0xFFFFFF (1 cycle), then down to 0xFFFFF0 (15 cycles).
        assert_eq!(c.elapsed(100, 0x00FF_FFF0), 100 + 1 + 15);
        // The bits above 24 read as zero on the board; ignore them if a probe returns junk there.
        assert_eq!(c.elapsed(0xFF00_0000 | 1000, 400), 600);
        let small = Counter::SysTick { reload: 99 };
        assert_eq!(small.elapsed(10, 90), 10 + 1 + 9);
        assert_eq!(small.period(), 100);
    }

    #[test]
    fn accumulator_spans_many_periods() {
        // 2^24-cycle SysTick read every 2^23 cycles for 10 periods: the total is exact.
        let c = Counter::SysTick { reload: SYSTICK_RELOAD };
        let step: u64 = 1 << 23;
        let value_at = |t: u64| ((c.period() - t % c.period()) % c.period()) as u32;
        let mut acc = Accumulator::new(c, value_at(0));
        for i in 1..=20 {
            acc.observe(value_at(i * step));
        }
        assert_eq!(acc.total(), 20 * step);
        // CYCCNT across a 32-bit wrap, several times.
        let mut acc = Accumulator::new(Counter::Cyccnt, 0xF000_0000);
        let mut now: u32 = 0xF000_0000;
        for _ in 0..6 {
            now = now.wrapping_add(0x9000_0000);
            acc.observe(now);
        }
        assert_eq!(acc.total(), 6 * 0x9000_0000);
    }

    #[test]
    fn polls_twice_per_period() {
        assert_eq!(Counter::SysTick { reload: SYSTICK_RELOAD }.poll_interval(48_000_000), Duration::from_nanos(174_762_666));
        assert_eq!(Counter::Cyccnt.poll_interval(160_000_000).as_secs(), 13);
        assert_eq!(Counter::for_core(emcrypt_bench_timing::Core::M0Plus), Counter::SysTick { reload: SYSTICK_RELOAD });
        assert_eq!(Counter::for_core(emcrypt_bench_timing::Core::M33), Counter::Cyccnt);
    }
}
