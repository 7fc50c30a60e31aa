//! Curve25519: X25519 key agreement (RFC 7748) and Ed25519 signatures (RFC 8032: Ed25519, Ed25519ctx,
//! Ed25519ph).
//!
//! | layer | file | technique | constant data | constant-time |
//! | --- | --- | --- | --- | --- |
//! | field GF(2^255-19) | [`field`] | portable 32-bit: 10 limbs radix 2^25.5, 32x32->64 products | none | yes (not on M3: `UMULL`) |
//! | field GF(2^255-19), X25519 ladder | [`field_radix32`] | packed: 8 limbs radix 2^32, `lo + 38 hi` reduction; multiply-accumulate step `UMAAL` on M4 ("M4 form"), four `MULS` on M0/M0+, `u64` elsewhere ("portable 32-bit form") | none | yes (not on M3: `UMULL`) |
//! | scalars mod L | [`scalar`] | schoolbook product, bit-serial reduction | none | yes (not on M3: `UMULL`) |
//! | points | [`point`] | extended twisted-Edwards coordinates, complete formulas | none | yes |
//! | `[k]P`, base point without table | [`scalar_mul`] ([`NoTable`]) | signed 4-bit window, table of 8 points in RAM | none | yes |
//! | `[k]P`, public k and P | [`scalar_mul_vartime`] | width-5 NAF, 8 odd multiples in RAM | none | **no** (verification only) |
//! | `[k]B` with table (default) | [`basepoint_table`] ([`PrecomputedTable`]) | ref10 comb: 32 rows x 8 affine points | 30,720 bytes | yes (table scanned whole) |
//! | X25519 | [`x25519`] | Montgomery ladder on [`field_radix32`]; public keys by the ladder or the Ed25519 table | none / 30,720 bytes | yes |
//! | Ed25519 | [`ed25519`] | RFC 8032, cofactorless verification | as the base-point variant | signing yes; verification public data only |
//!
//! **CMOX mapping.** CMOX's Ed25519 "OptLow" (no precomputed table) corresponds to [`NoTable`], its
//! "OptHigh" (precomputed table in flash) to [`PrecomputedTable`]: pick one by naming it,
//! `ed25519::SigningKey::<NoTable>`. The X25519 ladder runs on the packed field, whose multiply step
//! is an `UMAAL` instruction on the M4 (the rest is Rust); Ed25519 still runs on the radix-2^25.5
//! field, whose `const fn` arithmetic builds the base-point table at compile time. CMOX's
//! Small/Fast/SuperFast math words have no counterpart here.
//!
//! **Constant time.** Secret scalars and keys never steer a branch or a memory index: ladder swaps and
//! table lookups are masked selects over every entry (the base-point table is scanned a row of 8
//! entries at a time, all 8 read). Two hardware caveats apply to the 32x32->64-bit multiplies (see
//! [`field`]): on Cortex-M3 `UMULL`/`UMLAL` take fewer cycles for small operands, so this code is not
//! constant-time there; Cortex-M0/M0+ have no long multiply and LLVM calls compiler-builtins'
//! `__aeabi_lmul`, straight-line code of four `MULS` with no branch, so the field code stays
//! constant-time on M0+.
//!
//! **Cost** on the emulated Cortex-M4 cycle model (opt-level 3, LTO, zero-wait-state memory; stack is the
//! high-water mark of the operation), for orientation, not a benchmark result:
//!
//! | operation | cycles (M4 model) | stack |
//! | --- | --- | --- |
//! | X25519 shared secret (ladder, packed field) | 1.20 M (radix-2^25.5 field before: 1.91 M) | not re-measured |
//! | X25519 public key, ladder ([`x25519::x25519_base`]) | 1.20 M | not re-measured |
//! | X25519 public key, table ([`x25519::x25519_base_with_table`]) | 0.75 M | 2.4 KB |
//! | Ed25519 key pair from seed, `PrecomputedTable` | 0.77 M | 2.8 KB |
//! | Ed25519 sign (64-byte message), `PrecomputedTable` | 0.88 M | 3.4 KB |
//! | Ed25519 sign (64-byte message), `NoTable` | 2.37 M | 4.9 KB |
//! | Ed25519 verify (64-byte message), `PrecomputedTable` for `[S]B` | 2.52 M | 5.0 KB |
//!
//! The X25519 goal for the M4 is 0.7 M cycles. Where the 1.20 M go (profile): multiply 0.51 M (~390
//! cycles a call: LLVM spills the product window), squaring 0.38 M (~300), the ladder's additions,
//! subtractions, swaps and a24 0.31 M. A whole-function `UMAAL` assembly multiply and square (~150 /
//! ~110 cycles in the literature) are the next step; Ed25519 still runs on the radix-2^25.5 field.
/// `(z^(2^250 - 1), z^11)`, the shared start of the inversion and square-root chains (ref10's addition
/// chain), for either field type: a macro, so the `const fn` radix-2^25.5 field can use it too.
macro_rules! pow_2_250_minus_1 {
    ($z:expr) => {{
        let z = $z;
        let z2 = z.square(); // 2
        let z9 = z2.square_n(2).mul(&z); // 9
        let z11 = z9.mul(&z2); // 11
        let z_5_0 = z11.square().mul(&z9); // 2^5 - 1 = 31
        let z_10_0 = z_5_0.square_n(5).mul(&z_5_0); // 2^10 - 1
        let z_20_0 = z_10_0.square_n(10).mul(&z_10_0); // 2^20 - 1
        let z_40_0 = z_20_0.square_n(20).mul(&z_20_0); // 2^40 - 1
        let z_50_0 = z_40_0.square_n(10).mul(&z_10_0); // 2^50 - 1
        let z_100_0 = z_50_0.square_n(50).mul(&z_50_0); // 2^100 - 1
        let z_200_0 = z_100_0.square_n(100).mul(&z_100_0); // 2^200 - 1
        let z_250_0 = z_200_0.square_n(50).mul(&z_50_0); // 2^250 - 1
        (z_250_0, z11)
    }};
}

pub mod basepoint_table;
pub mod ed25519;
#[cfg(feature = "traits")]
pub mod ed25519_traits;
pub mod field;
pub mod field_radix32;
pub mod point;
pub mod scalar;
pub mod scalar_mul;
pub mod scalar_mul_vartime;
pub mod x25519;

pub use basepoint_table::PrecomputedTable;
pub use scalar_mul::{BasepointMul, NoTable};
