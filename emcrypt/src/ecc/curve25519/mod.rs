//! Curve25519: X25519 key agreement (RFC 7748) and Ed25519 signatures (RFC 8032: Ed25519, Ed25519ctx,
//! Ed25519ph).
//!
//! | layer | file | technique | constant data | constant-time |
//! | --- | --- | --- | --- | --- |
//! | field GF(2^255-19), compile time; run time of Ed25519 on Armv6-M | [`field`] | portable 32-bit: 10 limbs radix 2^25.5, 32x32->64 products, `const fn` (builds the base-point tables at compile time) | none | yes (not on M3: `UMULL`) |
//! | field GF(2^255-19), run time (X25519 and Ed25519) | [`field_radix32`] | packed: 8 limbs radix 2^32, `lo + 38 hi` reduction; on M4/M33 `mul` and `square` are whole-function `UMAAL` assembly (`arch::fe25519_m4`, "M4 form"), on Armv6-M Thumb-1 assembly from 16 x 16-bit `MULS` (`arch::fe25519_armv6m`, X25519 only), elsewhere Rust with a `u64` multiply-accumulate step ("portable 32-bit form") | none | yes (not on M3: `UMULL`) |
//! | scalars mod L | [`scalar`] | schoolbook product, Barrett reduction | none | yes (not on M3: `UMULL`) |
//! | points | [`point`] | extended twisted-Edwards coordinates, complete formulas, written once for both fields | none | yes |
//! | `[k]P`, base point without table | [`scalar_mul`] ([`NoTable`]) | signed 4-bit window, table of 8 points in RAM | none | yes |
//! | `[k]P`, `[a]A + [b]B`, public inputs | [`scalar_mul_vartime`] | width-5 NAFs, one shared chain of doublings (Straus), 8 odd multiples per point in RAM | none | **no** (verification only) |
//! | `[k]B` with table (default) | [`basepoint_table`] ([`PrecomputedTable`]) | ref10 comb: 32 rows x 8 affine points (packed field) | 24,576 bytes | yes (table scanned whole) |
//! | `[a]A + [b]B` with table | [`basepoint_table`] | B by a width-8 NAF from B, 3B, ..., 127B | 6,144 bytes | **no** (verification only) |
//! | X25519 | [`x25519`] | Montgomery ladder on [`field_radix32`]; public keys by the ladder or the Ed25519 table | none / 24,576 bytes | yes |
//! | Ed25519 | [`ed25519`] | RFC 8032, cofactorless verification | as the base-point variant | signing yes; verification public data only |
//!
//! **CMOX mapping.** CMOX's Ed25519 "OptLow" (no precomputed table) corresponds to [`NoTable`], its
//! "OptHigh" (precomputed table in flash) to [`PrecomputedTable`]: pick one by naming it,
//! `ed25519::SigningKey::<NoTable>`. X25519 and Ed25519 run on the packed field, whose multiply and
//! square are `UMAAL` assembly on the M4/M33; the radix-2^25.5 field's `const fn` arithmetic builds the
//! base-point tables at compile time (converted to the packed form through the encodings), and stays
//! Ed25519's run-time field on Armv6-M (M0/M0+), where its image is smaller (X25519 runs there on the
//! packed field with the Thumb-1 assembly multiply and square). CMOX's "Small" against
//! "SuperFast" is, here, the SHA-512 compression function, the keys' second type parameter:
//! `SigningKey::<NoTable, sha512::Compact>` is the small configuration (benchmark case `ed25519-small`),
//! the default `sha512::Unrolled` the fast one. The field and point code is the same in both.
//!
//! **Small configuration, footprint** (M4, code + constants counted by the benchmark for signing a
//! 1023-byte message, its harness included): `SigningKey<NoTable, Compact>` 13,746 + 1,468 = 15,214 bytes
//! against CMOX Small/OptLow's 14,088 + 1,744 = 15,832. It was 18,322 + 1,436 before three changes that
//! every configuration shares (session 17): the field subtraction as an inline borrow chain
//! (`arch::fe25519_sub_inline`; LLVM had compiled each limb's borrow into four instructions), the
//! multiply and square kernels writing into uninitialised outputs (a zeroed buffer was four stores per call
//! site), and the scalar arithmetic mod L by rows of one out-of-line function with its temporaries wiped
//! by one out-of-line loop (`crate::wipe`) instead of unrolled stores.
//!
//! **Constant time.** Secret scalars and keys never steer a branch or a memory index: ladder swaps and
//! table lookups are masked selects over every entry (the base-point table is scanned a row of 8
//! entries at a time, all 8 read). Two hardware caveats apply to the 32x32->64-bit multiplies (see
//! [`field`]): on Cortex-M3 `UMULL`/`UMLAL` take fewer cycles for small operands, so this code is not
//! constant-time there; Cortex-M0/M0+ have no long multiply: each product is four `MULS`,
//! straight-line code with no branch, so the field code stays constant-time on M0+.
//!
//! **Cost** on the emulated Cortex-M4 cycle model (opt-level 3, LTO, zero-wait-state memory; stack is the
//! high-water mark of the operation), for orientation, not a benchmark result:
//!
//! | operation | cycles (M4 model) | stack |
//! | --- | --- | --- |
//! | X25519 shared secret (ladder, packed field, assembly field kernels and ladder step) | 640,712 (product-scanning square, register-save-free kernels in the step: 0.70 M; first assembly step: 0.89 M; Rust ladder step: 0.99 M; Rust `UMAAL` step before: 1.20 M; radix-2^25.5 field: 1.91 M) | not re-measured |
//! | X25519 public key, ladder ([`x25519::x25519_base`]) | about 0.64 M (as the shared secret) | not re-measured |
//! | X25519 public key, table ([`x25519::x25519_base_with_table`]) | 0.75 M | 2.4 KB |
//! | Ed25519 sign (1023-byte message), `PrecomputedTable`, packed field, Barrett scalars, point formulas in place | 504,769 (526,685 with the Rust subtraction and zeroed kernel outputs; 537,349 with `subtle`'s compares for the lookup masks; 551,305 with by-value formulas; 0.59 M before the faster square and mul; radix-2^25.5 field, bit-serial scalars: 1.13 M; SHA-512 is 0.18 M of it) | 1,480 B (2,688 before the in-place formulas and the split signing steps) |
//! | Ed25519 sign, `NoTable` | 1,101,474 (1,225,670 with the Rust subtraction; 1,238,207 with `subtle`'s compares; 1,319,340 with by-value formulas) | 2,888 B (3,192 with a copy of P beside the RAM table; 4,016 before; 1 KB of it the RAM table) |
//! | Ed25519 sign, small configuration (`NoTable`, compact SHA-512) | 1,250,623 (1,376,260 with the Rust subtraction) | 2,888 B |
//! | Ed25519 verify (1023-byte message), `PrecomputedTable`, joint `[k](-A) + [S]B` | 987,041 (1,115,499 with the Rust subtraction; 1,180,051 with by-value formulas; 1.34 M before the faster square and mul; radix-2^25.5 field, separate `[S]B` and `[k]A`: 2.76 M) | 3,500 B (4,456 with A's odd multiples returned by value and copied; 4,944 before); `NoTable` 4,504 B |
//!
//! Signing's stack: the formulas of `point` work in place (no second point per addition or doubling),
//! and signing runs its steps (nonce hash, `[r]B`, challenge hash) as separate functions, so the SHA-512
//! context and the point arithmetic never share a frame. The deepest path on the M4 is now the nonce
//! hash: the benchmark case's frame (the key, 624 B with the harness), `nonce` 440, SHA-512's
//! compression 348.
//!
//! Figures for the rows above whose inputs changed (key pair, X25519 public key with the table) predate
//! the packed field for Ed25519: re-measure (`emcrypt-bench --profile`) before quoting them.
//!
//! An older profile (before the assembly squaring and the faster multiply), where the 0.64 M of signing
//! went (M4): SHA-512 0.18 M (two hashes of the message), `mul`
//! 0.12 M, the table scans 0.12 M (before the word-by-word OR select of [`scalar_mul`], measured
//! before it), `square` 0.06 M, the additions' own code 0.05 M, copies 0.03 M. The scalar reduction
//! mod L took 0.19 M before Barrett's. Verification's 1.34 M: `mul` 0.38 M, `square` 0.34 M, the
//! doublings' own code 0.21 M, copies 0.11 M, SHA-512 0.09 M.
//!
//! The X25519 goal for the M4 was 0.7 M cycles (the best published figure, Lenngren's whole ladder in
//! registers, is 0.55 M). Where the 1.20 M went (profile before the assembly):
//! multiply 0.51 M (~390 cycles a call: LLVM spilled the product window), squaring 0.38 M (~300), the
//! ladder's additions, subtractions, swaps and a24 0.31 M. The multiply and square became whole
//! functions in assembly (`arch::fe25519_m4`), then add, sub, a24 and the swap (`arch::fe25519_m4_linear`)
//! and the whole step one assembly function calling them in place (`arch::fe25519_m4_ladder`): 0.89 M,
//! of which multiply 0.33 M (~258 cycles a call), squaring 0.29 M (~227), add 0.073 M, sub 0.071 M, swap
//! 0.047 M, a24 0.016 M. Then (0.89 M -> 0.64 M): the squaring by product scanning, all of `a` in
//! registers and one column finished at a time (~143 cycles); every kernel also in an internal form
//! that saves no registers, the step saving r4-r11 once and splicing add, sub, a24 and the swap in as
//! code (0.70 M); the multiply's second pass taking the first pass's high limbs from registers (~242 ->
//! ~218 cycles a call in the ladder: 0.67 M); the sums and differences that are squared computed into registers
//! and squared from there (~134 cycles a squaring), an `LDM`/`STM` swap and plain `u32` scalar bits in
//! the Rust loop (0.64 M). Profile of the 641,178: multiply 0.278 M (1,275 calls), squaring 0.170 M
//! (1,274), the step's own code (add, sub, a24, swap, pointers) 0.175 M, inversion loop and the rest
//! 0.018 M. What remains against the published 0.55 M: the multiply (~218 against ~173 cycles, which
//! keeps more of the product in registers and returns its result in registers) and the step's
//! additions, which there also stay in registers between operations.
//!
//! On the Cortex-M0+ the radix-2^25.5 field's 32 x 32 -> 64 products are four `MULS` (`field::m_16x16`)
//! instead of the general 64-bit `__aeabi_lmul` (16.2 M cycles for X25519 before). X25519 itself now runs
//! on the packed field with `arch::fe25519_armv6m`'s Thumb-1 multiply and square (M0+ model: 10,816,282
//! -> 4,570,111 cycles; multiply 1,917 cycles a call, squaring 1,269, together 89 % of the total; the
//! Rust ladder step around them 0.48 M, its `mul_a24` from 16 32-bit `MULS`). The whole ladder step is
//! now generated Thumb-1 too (`arch::fe25519_armv6m::step`: add, sub, times 121665 and the swap in
//! assembly, the kernels called without register saves): 4,372,421 cycles, stack 1,056 -> 1,384 bytes
//! (the step's 232-byte frame of temporaries). The kernels' 16-bit-halves product scanning (23 cycles a
//! word pair) then gave way to a three-level subtractive Karatsuba with the 64 x 64-bit products in
//! registers, the structure of Düll et al. 2015 (1,294 and 857 cycles on the M0): multiply 1,917 ->
//! 1,552 cycles a call in the step, squaring 1,269 -> 1,052, X25519 4,372,421 -> 3,663,757 cycles
//! (the target: 4.0 M), stack 1,384 -> 1,380 bytes (`arch::fe25519_armv6m`).
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
        // One accumulator from here on: the compiler gives every named value its own stack slot,
        // and this chain runs at the bottom of signing's deepest call path.
        let mut acc = z_10_0.square_n(10).mul(&z_10_0); // 2^20 - 1
        acc = acc.square_n(20).mul(&acc); // 2^40 - 1
        let z_50_0 = acc.square_n(10).mul(&z_10_0); // 2^50 - 1
        acc = z_50_0.square_n(50).mul(&z_50_0); // 2^100 - 1
        acc = acc.square_n(100).mul(&acc); // 2^200 - 1
        let z_250_0 = acc.square_n(50).mul(&z_50_0); // 2^250 - 1
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
