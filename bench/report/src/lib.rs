//! # emcrypt-bench-report
//!
//! Turns the runner's raw results (`results/raw/<core>.json`) into CMOX-style pages for each MCU profile,
//! with the published CMOX, RustCrypto and CycloneCRYPTO figures beside ours, and checks fresh results
//! against committed ones for regressions.
//!
//! | module | what |
//! | --- | --- |
//! | [`raw`] | the raw results schema (the interface with the runner) |
//! | [`reference`] | the vendored reference CSVs (`bench/reference/`) |
//! | [`profile`] | MCU profiles: clock, wait states, core, CMOX rows |
//! | [`names`], [`matching`] | joining our cases with published rows |
//! | [`units`] | cycles → time, kbyte/s (1 kbyte = 1000 bytes, as CMOX) |
//! | [`join`] | one profile's joined figures |
//! | [`page`], [`doc`] | the page, rendered to Markdown and HTML |
//! | [`charts`] | SVG bar charts (plotters) |
//! | [`output`] | writes `results/<profile>.{md,csv,json}`, `results/charts/*.svg`, `results/index.html` |
//! | [`check`] | `--check`: fresh vs committed figures |
//! | [`calibration`] | estimated / measured for code with published board cycles |

pub mod calibration;
pub mod charts;
pub mod check;
pub mod cmox_repairs;
pub mod doc;
pub mod join;
pub mod matching;
pub mod names;
pub mod output;
pub mod page;
pub mod profile;
pub mod raw;
pub mod reference;
pub mod units;
