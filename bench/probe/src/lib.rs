//! # emcrypt-bench-probe
//!
//! Runs the benchmark firmware (`firmware/bench`, the same ELF the emulator runs) on a real board through a
//! debug probe (`probe-rs`) and writes the same raw results, with the board's cycle counts: DWT `CYCCNT` on
//! the Cortex-M3/M4/M33, SysTick on the Cortex-M0+ (which has no cycle counter).
//!
//! | module | what | needs a board |
//! | --- | --- | --- |
//! | [`counter`] | the counters, their registers, wrap-around over long cases | no |
//! | [`protocol`] | marker breakpoints -> per-case cycles | no |
//! | [`results`] | the result block, raw results JSON | no |
//! | `hardware` (feature `hardware`) | probe-rs: flash, breakpoints, semihosting, counter polling | yes |
//!
//! Licence: GPL-2.0-only, because it uses the runner's library, which links the Unicorn engine.

pub mod counter;
pub mod protocol;
pub mod results;

#[cfg(feature = "hardware")]
pub mod hardware;
