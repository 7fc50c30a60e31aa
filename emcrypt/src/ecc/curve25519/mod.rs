//! Curve25519: X25519 key agreement (RFC 7748) and Ed25519 signatures (RFC 8032: Ed25519, Ed25519ctx,
//! Ed25519ph).
//!
//! | layer | file | technique | constant data | constant-time |
//! | --- | --- | --- | --- | --- |
//! | field GF(2^255-19) | [`field`] | portable 32-bit: 10 limbs radix 2^25.5, 32x32->64 products | none | yes (not on M3: `UMULL`) |
//! | scalars mod L | [`scalar`] | schoolbook product, bit-serial reduction | none | yes (not on M3: `UMULL`) |
//! | points | [`point`] | extended twisted-Edwards coordinates, complete formulas | none | yes |
//! | `[k]P`, base point without table | [`scalar_mul`] ([`NoTable`]) | signed 4-bit window, table of 8 points in RAM | none | yes |
//! | `[k]B` with table (default) | [`basepoint_table`] ([`PrecomputedTable`]) | ref10 comb: 32 rows x 8 affine points | 30,720 bytes | yes (table scanned whole) |
//! | X25519 | [`x25519`] | Montgomery ladder (also for public keys) | none | yes |
//! | Ed25519 | [`ed25519`] | RFC 8032, cofactorless verification | as the base-point variant | signing yes; verification public data only |
//!
//! **CMOX mapping.** CMOX's Ed25519 "OptLow" (no precomputed table) corresponds to [`NoTable`], its
//! "OptHigh" (precomputed table in flash) to [`PrecomputedTable`]. The field backend corresponds to
//! CMOX's portable C math; there is no assembly backend yet.
//!
//! **Constant time.** Secret scalars and keys never steer a branch or a memory index: ladder swaps and
//! table lookups are masked selects over every entry. Two hardware caveats apply to all 32x32->64-bit
//! multiplies (see [`field`]): on Cortex-M3 `UMULL` takes fewer cycles for small operands, so this code
//! is not constant-time there; Cortex-M0/M0+ have no long multiply and use `__aeabi_lmul`, which has no
//! data-dependent branches.
pub mod basepoint_table;
pub mod ed25519;
pub mod field;
pub mod point;
pub mod scalar;
pub mod scalar_mul;
pub mod x25519;

pub use basepoint_table::PrecomputedTable;
pub use scalar_mul::{BasepointMul, NoTable};
