//! The marker protocol of the benchmark firmware (`firmware/rt/src/bench.rs`) as a debugger sees it: the
//! host sets a hardware breakpoint on each marker function, and at each halt reads the case id (r0) and the
//! cycle counter. The cycles of case `id` run from its `bench_start(id)` halt to its `bench_end(id)` halt.
//!
//! Compared with the emulator's region (from the instruction `bench_start` returns to, up to the call of
//! `bench_end`), the board's figure also holds `bench_start`'s own body and return: a store and a `BX LR`,
//! a handful of cycles, plus whatever the core spends resuming from a halt. The DWT counter stops while the
//! core is halted in debug state, so the halts themselves do not count.

use std::collections::BTreeMap;

/// A marker function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Marker {
    /// `bench_setup()`: before the cases.
    Setup,
    /// `bench_case(id)`: case `id` is about to be called.
    Case,
    /// `bench_start(id)`: the measured operation starts.
    Start,
    /// `bench_end(id)`: the measured operation has finished.
    End,
}

/// The marker functions' addresses (Thumb bit cleared).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Markers {
    pub setup: u32,
    pub case: u32,
    pub start: u32,
    pub end: u32,
}

impl Markers {
    /// Reads them from the firmware's symbols.
    pub fn from_program(program: &emcrypt_bench_runner::program::Program) -> Result<Markers, String> {
        let at = |name: &str| program.symbol(name).map(|a| a & !1);
        Ok(Markers { setup: at("bench_setup")?, case: at("bench_case")?, start: at("bench_start")?, end: at("bench_end")? })
    }

    /// The marker whose first instruction is at `pc`.
    pub fn at(&self, pc: u32) -> Option<Marker> {
        let pc = pc & !1;
        [(self.setup, Marker::Setup), (self.case, Marker::Case), (self.start, Marker::Start), (self.end, Marker::End)]
            .into_iter()
            .find_map(|(a, m)| (a == pc).then_some(m))
    }

    /// Addresses for the hardware breakpoints (the setup marker needs none: nothing is written there).
    pub fn breakpoints(&self) -> [u32; 3] {
        [self.case, self.start, self.end]
    }
}

/// The measured cycles of every case, built from the halts in the order they happen.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Regions {
    /// The open region: (case id, counter total at its start).
    open: Option<(u32, u64)>,
    /// Case id -> cycles.
    pub cycles: BTreeMap<u32, u64>,
}

impl Regions {
    /// One halt at `marker` with case id `id` (r0) and the accumulated counter `count`.
    pub fn on_halt(&mut self, marker: Marker, id: u32, count: u64) -> Result<(), String> {
        match marker {
            Marker::Setup | Marker::Case => Ok(()),
            Marker::Start => match self.open {
                Some((open, _)) => Err(format!("bench_start({id}) inside case {open}'s measurement")),
                None => {
                    self.open = Some((id, count));
                    Ok(())
                }
            },
            Marker::End => match self.open.take() {
                Some((open, start)) if open == id => {
                    if self.cycles.insert(id, count - start).is_some() {
                        return Err(format!("case {id} was measured twice"));
                    }
                    Ok(())
                }
                Some((open, _)) => Err(format!("bench_end({id}) while case {open} is measured")),
                None => Err(format!("bench_end({id}) without bench_start")),
            },
        }
    }

    /// Fails if a measurement is still open (the firmware stopped inside a case).
    pub fn finish(&self) -> Result<(), String> {
        match self.open {
            Some((id, _)) => Err(format!("case {id}: bench_end never reached")),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const M: Markers = Markers { setup: 0x100, case: 0x110, start: 0x120, end: 0x130 };

    #[test]
    fn markers_are_found_by_address() {
        assert_eq!(M.at(0x121), Some(Marker::Start));
        assert_eq!(M.at(0x130), Some(Marker::End));
        assert_eq!(M.at(0x140), None);
        assert_eq!(M.breakpoints(), [0x110, 0x120, 0x130]);
    }

    #[test]
    fn regions_pair_start_and_end() {
        let mut r = Regions::default();
        for (m, id, count) in [
            (Marker::Setup, 0, 0),
            (Marker::Case, 0, 5),
            (Marker::Start, 0, 10),
            (Marker::End, 0, 1010),
            (Marker::Case, 1, 1100),
            (Marker::Start, 1, 1200),
            (Marker::End, 1, 5_000_001_200),
        ] {
            r.on_halt(m, id, count).unwrap();
        }
        r.finish().unwrap();
        assert_eq!(r.cycles, BTreeMap::from([(0, 1000), (1, 5_000_000_000)]));
    }

    #[test]
    fn protocol_errors_name_the_case() {
        let mut r = Regions::default();
        assert!(r.on_halt(Marker::End, 3, 1).unwrap_err().contains("without bench_start"));
        r.on_halt(Marker::Start, 3, 1).unwrap();
        assert!(r.on_halt(Marker::Start, 4, 2).unwrap_err().contains("case 3"));
        assert!(r.finish().unwrap_err().contains("case 3"));
        assert!(r.on_halt(Marker::End, 4, 3).unwrap_err().contains("case 3"));
        let mut r = Regions::default();
        r.on_halt(Marker::Start, 1, 0).unwrap();
        r.on_halt(Marker::End, 1, 1).unwrap();
        r.on_halt(Marker::Start, 1, 2).unwrap();
        assert!(r.on_halt(Marker::End, 1, 3).unwrap_err().contains("twice"));
    }
}
