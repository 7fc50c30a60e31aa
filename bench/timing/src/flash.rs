//! Flash wait states, prefetch and instruction cache: a deliberately simple model of what a real board adds
//! to the zero-wait-state core cycles.
//!
//! The core fetches code from flash in reads of [`FlashConfig::fetch_bytes`] (64 bits on STM32L4/L1/WL,
//! 128 bits on STM32U5). A read that the core has to wait for costs [`FlashConfig::wait_states`] extra cycles.
//! The model charges, per flash read of code:
//!
//! - nothing if the read hits the instruction cache (ART accelerator / ICACHE), or is the read already in
//!   the prefetch buffer (the current line);
//! - nothing if execution reached it sequentially and the prefetcher is on (it fetched the line while the
//!   previous one executed; true for straight-line code at a few wait states);
//! - otherwise (a taken branch to a line not in the cache, or sequential code without prefetch) the wait
//!   states; the line then enters the cache (LRU replacement).
//!
//! Not modelled: data reads from flash (constant tables, literal pools: ST's ART has a small data cache
//! that the model leaves out), prefetch of lines that straight-line code outruns, bus contention. ST's CMOX
//! figures are measured with the ART/ICACHE and prefetch on, so [`BOARDS`] sets them on.
//!
//! | profile | MCU, core | wait states | flash read | prefetch | cache |
//! | --- | --- | --- | --- | --- | --- |
//! | `stm32l476` | STM32L476, M4 @ 80 MHz | 4 | 64 bit | on | ART: 32 lines x 32 B |
//! | `stm32wl55` | STM32WL55, M4 @ 48 MHz | 2 | 64 bit | on | ART: 32 lines x 32 B (geometry assumed as on L4) |
//! | `stm32wl55-m0plus` | STM32WL55, M0+ @ 48 MHz | 2 | 64 bit | on | as the M4 side (assumed) |
//! | `stm32l152` | STM32L152, M3 @ 32 MHz | 1 | 64 bit | on | none |
//! | `stm32u575` | STM32U575, M33 @ 160 MHz | 4 | 128 bit | on | ICACHE: 8 KiB, 2-way, 16 B lines |
//!
//! The cache replacement is assumed LRU; the ART's associativity is assumed full.

use crate::cores::Core;

/// Geometry of an instruction cache.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CacheGeometry {
    /// Bytes per line.
    pub line_bytes: u32,
    /// Number of sets.
    pub sets: u32,
    /// Lines per set.
    pub ways: u32,
}

impl CacheGeometry {
    /// Total lines.
    pub const fn lines(&self) -> u32 {
        self.sets * self.ways
    }
}

/// The most lines a cache may have in this model (fixed storage, no allocation).
pub const MAX_CACHE_LINES: usize = 1024;

/// A board's flash interface.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FlashConfig {
    /// Extra cycles of a flash read the core waits for.
    pub wait_states: u32,
    /// Bytes per flash read.
    pub fetch_bytes: u32,
    /// Sequential prefetch enabled.
    pub prefetch: bool,
    /// Instruction cache, if any.
    pub cache: Option<CacheGeometry>,
}

/// A board the reports have a profile for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    /// Report profile name.
    pub profile: &'static str,
    /// The MCU.
    pub mcu: &'static str,
    /// Its core.
    pub core: Core,
    /// Clock used by the vendor's figures, in MHz.
    pub clock_mhz: u32,
    /// Flash interface as configured for the vendor's figures.
    pub flash: FlashConfig,
    /// One line for reports.
    pub description: &'static str,
}

const ART_L4: CacheGeometry = CacheGeometry {
    line_bytes: 32,
    sets: 1,
    ways: 32,
};

/// The reference boards (see the module docs).
pub const BOARDS: &[Board] = &[
    Board {
        profile: "stm32l476",
        mcu: "STM32L476RG",
        core: Core::M4,
        clock_mhz: 80,
        flash: FlashConfig {
            wait_states: 4,
            fetch_bytes: 8,
            prefetch: true,
            cache: Some(ART_L4),
        },
        description: "4 wait states, prefetch on, ART instruction cache 32 lines x 32 B",
    },
    Board {
        profile: "stm32wl55",
        mcu: "STM32WL55JC",
        core: Core::M4,
        clock_mhz: 48,
        flash: FlashConfig {
            wait_states: 2,
            fetch_bytes: 8,
            prefetch: true,
            cache: Some(ART_L4),
        },
        description:
            "2 wait states, prefetch on, instruction cache (geometry assumed as STM32L4's ART)",
    },
    Board {
        profile: "stm32wl55-m0plus",
        mcu: "STM32WL55JC",
        core: Core::M0Plus,
        clock_mhz: 48,
        flash: FlashConfig {
            wait_states: 2,
            fetch_bytes: 8,
            prefetch: true,
            cache: Some(ART_L4),
        },
        description: "2 wait states, prefetch on, instruction cache assumed as the M4 side's",
    },
    Board {
        profile: "stm32l152",
        mcu: "STM32L152RE",
        core: Core::M3,
        clock_mhz: 32,
        flash: FlashConfig {
            wait_states: 1,
            fetch_bytes: 8,
            prefetch: true,
            cache: None,
        },
        description: "1 wait state, 64-bit access with prefetch, no cache",
    },
    Board {
        profile: "stm32u575",
        mcu: "STM32U575ZI",
        core: Core::M33,
        clock_mhz: 160,
        flash: FlashConfig {
            wait_states: 4,
            fetch_bytes: 16,
            prefetch: true,
            cache: Some(CacheGeometry {
                line_bytes: 16,
                sets: 256,
                ways: 2,
            }),
        },
        description: "4 wait states, prefetch on, ICACHE 8 KiB 2-way with 16 B lines",
    },
];

/// The boards with `core`.
pub fn boards_for(core: Core) -> impl Iterator<Item = &'static Board> {
    BOARDS.iter().filter(move |b| b.core == core)
}

/// The board named `profile`.
pub fn board(profile: &str) -> Option<&'static Board> {
    BOARDS.iter().find(|b| b.profile == profile)
}

const INVALID: u32 = u32::MAX;

/// The state of one board's flash interface during a run: feed it every block of code executed, in order.
#[derive(Clone, Debug)]
pub struct FlashModel {
    config: FlashConfig,
    /// Code addresses in `[flash_start, flash_end)` are in flash; others (RAM, ROM) cost nothing.
    flash_start: u32,
    flash_end: u32,
    /// The flash read in the prefetch buffer.
    current: u32,
    tags: [u32; MAX_CACHE_LINES],
    last_use: [u64; MAX_CACHE_LINES],
    clock: u64,
}

impl FlashModel {
    /// A model of `config` for code in `[flash_start, flash_end)`, with an empty cache.
    ///
    /// # Panics
    /// If the cache has more than [`MAX_CACHE_LINES`] lines or a zero-sized geometry (a configuration
    /// error in a preset, not a run-time condition).
    pub fn new(config: FlashConfig, flash_start: u32, flash_end: u32) -> Self {
        assert!(config.fetch_bytes.is_power_of_two());
        if let Some(c) = config.cache {
            assert!(
                c.lines() as usize <= MAX_CACHE_LINES
                    && c.lines() > 0
                    && c.line_bytes.is_power_of_two()
            );
        }
        FlashModel {
            config,
            flash_start,
            flash_end,
            current: INVALID,
            tags: [INVALID; MAX_CACHE_LINES],
            last_use: [0; MAX_CACHE_LINES],
            clock: 0,
        }
    }

    /// Stall cycles for fetching the code `[start, end)`, reached by falling through from the code fetched
    /// before it (`sequential`) or by a taken branch (or as the first code run).
    pub fn fetch(&mut self, start: u32, end: u32, sequential: bool) -> u32 {
        if start < self.flash_start || start >= self.flash_end || end <= start {
            return 0;
        }
        let width = self.config.fetch_bytes;
        let (first, last) = (start / width, (end - 1) / width);
        let mut stall = 0;
        for read in first..=last {
            if read == self.current {
                continue; // already in the prefetch buffer
            }
            let seq = read != first || sequential;
            stall += self.read(read, seq);
            self.current = read;
        }
        stall
    }

    /// One flash read (number `read`, in units of `fetch_bytes`).
    fn read(&mut self, read: u32, sequential: bool) -> u32 {
        let hit = match self.config.cache {
            Some(geometry) => self.cache_lookup(geometry, read * self.config.fetch_bytes),
            None => false,
        };
        if hit || (sequential && self.config.prefetch) {
            0
        } else {
            self.config.wait_states
        }
    }

    /// Looks `addr` up in the cache and fills its line on a miss; true on a hit.
    fn cache_lookup(&mut self, g: CacheGeometry, addr: u32) -> bool {
        self.clock += 1;
        let line = addr / g.line_bytes;
        let set = (line % g.sets) as usize;
        let ways = g.ways as usize;
        let slots = set * ways..(set + 1) * ways;
        if let Some(i) = slots.clone().find(|&i| self.tags[i] == line) {
            self.last_use[i] = self.clock;
            return true;
        }
        // Miss: replace the least recently used way (empty ways have last_use 0).
        let victim = slots
            .min_by_key(|&i| self.last_use[i])
            .unwrap_or(set * ways);
        self.tags[victim] = line;
        self.last_use[victim] = self.clock;
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NO_CACHE: FlashConfig = FlashConfig {
        wait_states: 3,
        fetch_bytes: 8,
        prefetch: true,
        cache: None,
    };

    #[test]
    fn straight_line_code_with_prefetch_is_free_after_the_first_read() {
        let mut f = FlashModel::new(NO_CACHE, 0, 0x10000);
        assert_eq!(f.fetch(0x100, 0x140, false), 3); // the branch target read only
        assert_eq!(f.fetch(0x140, 0x180, true), 0);
    }

    #[test]
    fn without_prefetch_every_new_read_waits() {
        let cfg = FlashConfig {
            prefetch: false,
            ..NO_CACHE
        };
        let mut f = FlashModel::new(cfg, 0, 0x10000);
        assert_eq!(f.fetch(0x100, 0x120, false), 4 * 3);
        // continuing inside the same 8-byte read costs nothing more
        assert_eq!(f.fetch(0x11e, 0x120, true), 0);
    }

    #[test]
    fn a_cached_loop_stops_paying_after_its_first_iteration() {
        let cfg = FlashConfig {
            cache: Some(ART_L4),
            ..NO_CACHE
        };
        let mut f = FlashModel::new(cfg, 0, 0x10000);
        let first = f.fetch(0x200, 0x260, false);
        assert_eq!(first, 3); // target read; the rest streams in sequentially
        let mut again = 0;
        for _ in 0..10 {
            again += f.fetch(0x200, 0x260, false);
        }
        assert_eq!(again, 0);
        // without a cache, every iteration pays for its branch target
        let mut g = FlashModel::new(NO_CACHE, 0, 0x10000);
        let total: u32 = (0..10).map(|_| g.fetch(0x200, 0x260, false)).sum();
        assert_eq!(total, 30);
    }

    #[test]
    fn lru_evicts_the_oldest_line() {
        let tiny = CacheGeometry {
            line_bytes: 32,
            sets: 1,
            ways: 2,
        };
        let cfg = FlashConfig {
            cache: Some(tiny),
            ..NO_CACHE
        };
        let mut f = FlashModel::new(cfg, 0, 0x10000);
        assert_eq!(f.fetch(0x000, 0x004, false), 3); // A
        assert_eq!(f.fetch(0x100, 0x104, false), 3); // B
        assert_eq!(f.fetch(0x000, 0x004, false), 0); // A hits, B is now oldest
        assert_eq!(f.fetch(0x200, 0x204, false), 3); // C evicts B
        assert_eq!(f.fetch(0x000, 0x004, false), 0); // A still there
        assert_eq!(f.fetch(0x100, 0x104, false), 3); // B was evicted
    }

    #[test]
    fn code_outside_flash_is_free() {
        let mut f = FlashModel::new(NO_CACHE, 0x0800_0000, 0x0810_0000);
        assert_eq!(f.fetch(0x2000_0000, 0x2000_0100, false), 0);
    }

    #[test]
    fn presets_are_consistent() {
        for b in BOARDS {
            let _ = FlashModel::new(b.flash, 0, 1 << 20);
            assert_eq!(board(b.profile), Some(b));
        }
        assert_eq!(boards_for(Core::M4).count(), 2);
        for core in Core::ALL {
            assert!(boards_for(core).count() >= 1, "{core:?} has no board");
        }
    }
}
