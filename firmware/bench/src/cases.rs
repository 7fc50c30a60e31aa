//! The benchmark cases: one line each. Later issues add their algorithms here (and, for a new message
//! length or algorithm, its known answer in `build.rs`).
//!
//! Columns: stable id (the report and `--check` key on it), footprint group (cases of one group share one
//! code/const/global figure: the host builds the firmware with the group's first case alone and subtracts
//! an empty build), algorithm (CMOX-style name), emcrypt variant, the CMOX configuration word it stands for
//! (`-` for none), API (`sole-buffer`, `data-flow`, `generate-tag`, `operation`), operation, key bits,
//! message bytes, chunk bytes (0 for none), and the body: `|id, message| -> Outcome`.

use crate::hash::{data_flow, generate_tag, sole_buffer};
use crate::kat::*;
use emcrypt::hash::sha256::{Compact, Sha256, Unrolled};

type Unr = Sha256<Unrolled>;
type Cmp = Sha256<Compact>;

crate::cases! {
    "sha256-unrolled/sole-buffer/32",   "sha256-unrolled/sole-buffer", "SHA-256", "unrolled", "fast",  "sole-buffer",  "digest", 0, 32,   0, |id, m| sole_buffer::<Unr>(id, &m[..32], &SHA256_32);
    "sha256-unrolled/sole-buffer/64",   "sha256-unrolled/sole-buffer", "SHA-256", "unrolled", "fast",  "sole-buffer",  "digest", 0, 64,   0, |id, m| sole_buffer::<Unr>(id, &m[..64], &SHA256_64);
    "sha256-unrolled/sole-buffer/128",  "sha256-unrolled/sole-buffer", "SHA-256", "unrolled", "fast",  "sole-buffer",  "digest", 0, 128,  0, |id, m| sole_buffer::<Unr>(id, &m[..128], &SHA256_128);
    "sha256-unrolled/sole-buffer/1024", "sha256-unrolled/sole-buffer", "SHA-256", "unrolled", "fast",  "sole-buffer",  "digest", 0, 1024, 0, |id, m| sole_buffer::<Unr>(id, &m[..1024], &SHA256_1024);
    "sha256-unrolled/sole-buffer/8000", "sha256-unrolled/sole-buffer", "SHA-256", "unrolled", "fast",  "sole-buffer",  "digest", 0, 8000, 0, |id, m| sole_buffer::<Unr>(id, &m[..8000], &SHA256_8000);
    "sha256-unrolled/data-flow/8000/128",  "sha256-unrolled/data-flow", "SHA-256", "unrolled", "fast", "data-flow", "digest", 0, 8000, 128,  |id, m| data_flow::<Unr>(id, &m[..8000], 128, &SHA256_8000);
    "sha256-unrolled/data-flow/8000/512",  "sha256-unrolled/data-flow", "SHA-256", "unrolled", "fast", "data-flow", "digest", 0, 8000, 512,  |id, m| data_flow::<Unr>(id, &m[..8000], 512, &SHA256_8000);
    "sha256-unrolled/data-flow/8000/1024", "sha256-unrolled/data-flow", "SHA-256", "unrolled", "fast", "data-flow", "digest", 0, 8000, 1024, |id, m| data_flow::<Unr>(id, &m[..8000], 1024, &SHA256_8000);
    "sha256-unrolled/data-flow/8000/2048", "sha256-unrolled/data-flow", "SHA-256", "unrolled", "fast", "data-flow", "digest", 0, 8000, 2048, |id, m| data_flow::<Unr>(id, &m[..8000], 2048, &SHA256_8000);
    "sha256-unrolled/generate-tag",     "sha256-unrolled/data-flow",   "SHA-256", "unrolled", "fast",  "generate-tag", "digest", 0, 8000, 0, |id, m| generate_tag::<Unr>(id, &m[..8000], &SHA256_8000);
    "sha256-compact/sole-buffer/32",    "sha256-compact/sole-buffer",  "SHA-256", "compact",  "small", "sole-buffer",  "digest", 0, 32,   0, |id, m| sole_buffer::<Cmp>(id, &m[..32], &SHA256_32);
    "sha256-compact/sole-buffer/64",    "sha256-compact/sole-buffer",  "SHA-256", "compact",  "small", "sole-buffer",  "digest", 0, 64,   0, |id, m| sole_buffer::<Cmp>(id, &m[..64], &SHA256_64);
    "sha256-compact/sole-buffer/128",   "sha256-compact/sole-buffer",  "SHA-256", "compact",  "small", "sole-buffer",  "digest", 0, 128,  0, |id, m| sole_buffer::<Cmp>(id, &m[..128], &SHA256_128);
    "sha256-compact/sole-buffer/1024",  "sha256-compact/sole-buffer",  "SHA-256", "compact",  "small", "sole-buffer",  "digest", 0, 1024, 0, |id, m| sole_buffer::<Cmp>(id, &m[..1024], &SHA256_1024);
    "sha256-compact/sole-buffer/8000",  "sha256-compact/sole-buffer",  "SHA-256", "compact",  "small", "sole-buffer",  "digest", 0, 8000, 0, |id, m| sole_buffer::<Cmp>(id, &m[..8000], &SHA256_8000);
    "sha256-compact/data-flow/8000/128",   "sha256-compact/data-flow", "SHA-256", "compact", "small", "data-flow", "digest", 0, 8000, 128,  |id, m| data_flow::<Cmp>(id, &m[..8000], 128, &SHA256_8000);
    "sha256-compact/data-flow/8000/512",   "sha256-compact/data-flow", "SHA-256", "compact", "small", "data-flow", "digest", 0, 8000, 512,  |id, m| data_flow::<Cmp>(id, &m[..8000], 512, &SHA256_8000);
    "sha256-compact/data-flow/8000/1024",  "sha256-compact/data-flow", "SHA-256", "compact", "small", "data-flow", "digest", 0, 8000, 1024, |id, m| data_flow::<Cmp>(id, &m[..8000], 1024, &SHA256_8000);
    "sha256-compact/data-flow/8000/2048",  "sha256-compact/data-flow", "SHA-256", "compact", "small", "data-flow", "digest", 0, 8000, 2048, |id, m| data_flow::<Cmp>(id, &m[..8000], 2048, &SHA256_8000);
    "sha256-compact/generate-tag",      "sha256-compact/data-flow",    "SHA-256", "compact",  "small", "generate-tag", "digest", 0, 8000, 0, |id, m| generate_tag::<Cmp>(id, &m[..8000], &SHA256_8000);
}
