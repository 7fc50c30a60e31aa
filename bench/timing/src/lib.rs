//! A static cycle model for Cortex-M cores, used by the emcrypt benchmark runner.
//!
//! The emulator (Unicorn) tells *which* instructions run; this crate says *how long* each takes on a given
//! core. It has three parts, one file each:
//!
//! | module | what |
//! | --- | --- |
//! | [`decode`] | Thumb / Thumb-2 classifier: instruction size, timing class, register count, PC writes, writeback |
//! | [`cores`] | per-core cycle tables (Cortex-M0+, M3, M4; the M33 uses the M4 table) and the taken-branch refill |
//! | [`params`] | the data-dependent costs a static model cannot see, with documented defaults and bounds |
//! | [`flash`] | optional flash wait states, prefetch and instruction cache (ART / ICACHE), with board presets |
//!
//! Sources: the instruction-timing tables of the Cortex-M4 TRM (Arm DDI 0439), Cortex-M3 TRM (DDI 0337)
//! and Cortex-M0+ TRM (DDI 0484). Arm publishes no cycle table for the Cortex-M33; its pipeline is close to
//! the M4's for integer code, so the M4 table stands in for it and every report says so.
//!
//! Default figures assume zero-wait-state memory, no interrupts and no bus contention ("core cycles"), the
//! way the model was calibrated (within about 3 % of boards running from zero-wait-state memory). The
//! [`flash`] model adds the stalls of a board's flash on top, as a separate, simpler estimate.
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod cores;
pub mod decode;
pub mod flash;
pub mod params;

pub use cores::Core;
pub use decode::{decode, insn_size, Class, Insn};
pub use params::Params;

/// Name and version of this model, recorded beside every figure it produced.
pub const MODEL_NAME: &str = env!("CARGO_PKG_NAME");
/// See [`MODEL_NAME`].
pub const MODEL_VERSION: &str = env!("CARGO_PKG_VERSION");

/// What the model does not see, to print beside its figures.
pub const CAVEATS: &[&str] = &[
    "core cycles: zero-wait-state memory, no interrupts, no bus contention (flash_cycles add a simple flash model)",
    "taken-branch refill P is estimated from the target's alignment and width and whether the branch is indirect",
    "instructions skipped inside an IT block are charged their normal cost",
    "Cortex-M33 uses the Cortex-M4 table (Arm publishes no M33 cycle table)",
    "data reads from flash (constant tables, literal pools) are not charged wait states",
];
