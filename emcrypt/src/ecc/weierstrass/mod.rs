//! Generic short-Weierstrass machinery (`y² = x³ - 3x + b` or `y² = x³ + b` over a prime field), shared
//! by every NIST prime curve and secp256k1: one implementation, instantiated per curve by a file of
//! constants ([`p256`](crate::ecc::p256), [`p384`](crate::ecc::p384), [`p521`](crate::ecc::p521),
//! [`secp256k1`](crate::ecc::secp256k1)).
//!
//! | layer | file | technique | constant time |
//! | --- | --- | --- | --- |
//! | field and scalar arithmetic | [`montgomery`] | generic CIOS Montgomery on `[u32; N]` (CMOX "Small math"); on Cortex-M4/M33 generated straight-line `UMAAL` routines for 8 (opt-in), 12 and 17 limbs | yes (not on Cortex-M3, see there) |
//! | fast field (P-256: [`P256`](crate::ecc::p256::P256) and [`P256Table`](crate::ecc::p256::P256Table)) | [`p256::field`](crate::ecc::p256::field) | Montgomery reduction by p's special form, `UMAAL` multiplication and `ADCS`/`SBCS` addition assembly on Cortex-M4 (CMOX "Fast math"); a curve selects it by overriding [`Curve::field_mul`] and its siblings | yes |
//! | fast scalars (P-256 signing) | [`p256::scalar`](crate::ecc::p256::scalar) | `UMAAL` Montgomery multiplication mod `n` on Cortex-M4, sliding-window Fermat inverse; selected by overriding [`Curve::scalar_mul`] and [`Curve::scalar_invert`] | yes |
//! | `s^(-1)` (verification, every curve) | [`montgomery`] | binary inverse ([`Modulus::invert_vartime`]) | no (public data) |
//! | points | `point.rs` | projective coordinates, complete RCB 2016 formulas (`a = -3`, or `a = 0` by [`Curve::A_IS_ZERO`]) | yes |
//! | scalar × point (secret scalar) | `point.rs` | 3-bit signed fixed window, table of 4 points on the stack, full-table scan | yes |
//! | `k·G` (signing, key generation) | `point.rs` | the same, no precomputed table (CMOX "Low" curve definition) | yes |
//! | compact configuration ([`Curve::COMPACT`], [`P256Small`](crate::ecc::p256::P256Small)) | `point.rs`, [`montgomery`] | doublings by the complete addition, square-and-multiply inverses, table scan by one out-of-line masked loop (CMOX "Small math") | yes |
//! | `k·G` with a table (`P256Table`, `P384Table`) | [`base_table`] | 4-bit signed windows over a compile-time table of multiples of `G` in flash (CMOX "High"), complete mixed additions | yes |
//! | `u1·G + u2·Q` (verification) | `point.rs` | interleaved sliding windows, runs of doublings in Jacobian coordinates (`dbl-2001-b`), `_vartime` | no (public data) |
//! | `u1·G + u2·Q` with a table | `wnaf.rs` | `u1·G` from the table, `u2·Q` by width-5 wNAF, Jacobian doublings | no (public data) |
//! | RustCrypto `signature` 3 traits | `ecdsa_traits.rs` | `Signer`, `Verifier`, `PrehashSigner`, `PrehashVerifier` (+ randomized) | — |
//! | keys | `keys.rs` | SEC1 encodings, full public-key validation, rejection-sampled key generation | yes for secrets |
//! | ECDSA | `ecdsa.rs` | RFC 6979 deterministic or hedged nonces, fixed-size and strict DER signatures | yes for secrets |
//! | ECDH | `ecdh.rs` | x-coordinate of `d·Q` after validating `Q` | yes |
//!
//! A curve is a type implementing [`Curve`] with `N` 32-bit limbs; the public types
//! ([`SecretKey`], [`PublicKey`], [`Signature`], [`SharedSecret`]) are generic over it and each curve
//! module names them with aliases (`p256::SecretKey`, ...).
//!
//! # Adding a curve
//! A curve is one file of constants: [`p521`](crate::ecc::p521) (`N = 17`, 66-byte encodings,
//! `ORDER_BITS = 521`) needed nothing else, as the byte lengths and the bit length of the order are
//! constants of the curve and `p ≡ 3 (mod 4)`. [`secp256k1`](crate::ecc::secp256k1) has `a = 0`: it sets
//! [`Curve::A_IS_ZERO`], which selects RCB Algorithms 7 and 9 and the `x³ + b` curve equation in
//! `point.rs` (the only places where `a` appears). Other values of `a` would need RCB's generic
//! Algorithms 1 and 3.
//!
//! # Stack
//! Temporaries live on the stack and no caller buffer is needed: the largest is the table of 4
//! projective points of the fixed-window multiplication (`4 × 3 × 4N` bytes: 384 bytes for P-256,
//! 576 for P-384). The field and point operations and the RFC 6979 generator are not inlined, so the
//! frames of one stage are gone before the next one runs.
//!
//! # Measured (Cortex-M4 cycle model of `bench/runner`, opt-level 3, LTO; P-256 with a 32-byte digest)
//!
//! | operation | P-256 cycles | P-256 stack | P-384 cycles | P-384 stack |
//! | --- | --- | --- | --- | --- |
//! | public key `d·G` | 7.50 M | 1.6 KiB | — | — |
//! | ECDSA sign (RFC 6979, prehash) | 8.06 M | 1.9 KiB | 25.5 M | 4.3 KiB (HMAC-SHA-384 nonce generation) |
//! | ECDSA verify (prehash) | 8.61 M | 2.6 KiB | 25.8 M | 3.8 KiB |
//! | ECDH `d·Q` from SEC1 bytes | 7.51 M | 2.0 KiB | — | — |
//! | ECDSA sign, `P256Table` / `P384Table` (base-point table, `bench` cases `ecdsa-p*-table/sign`) | 2.63 M | — | 8.59 M | — |
//! | ECDSA verify, `P256Table` / `P384Table` (table + wNAF) | 8.00 M | — | 24.4 M | — |
//!
//! With the fast P-256 field ([`p256::field`](crate::ecc::p256::field): special-form Montgomery reduction,
//! one `UMAAL` routine on the M4) and the Jacobian doublings of verification (bench cases, M4 model,
//! `--profile`; "before" is `results/raw/m4.json` of main at f48ac22):
//!
//! | case | before | fast field mul + Jacobian doublings | + fast field add/sub |
//! | --- | --- | --- | --- |
//! | `ecdsa-p256-table/sign` | 2.68 M | 1.83 M | 1.68 M |
//! | `ecdsa-p256-table/verify` | 8.16 M | 4.24 M | 3.68 M |
//! | `ecdsa-p256/sign` (generic field) | 8.32 M | 8.32 M | — |
//! | `ecdsa-p256/verify` (generic field, Jacobian doublings) | 8.72 M | 7.65 M | — |
//! | `ecdh-p256/shared-secret` (generic field) | 7.77 M | 7.77 M | — |
//!
//! Session 5 (M4 model, `--profile` on one firmware build; "before" is `results/raw/m4.json` of main at
//! c00f461): scalar arithmetic mod `n` for P-256 signing ([`p256::scalar`](crate::ecc::p256::scalar):
//! `UMAAL` Montgomery multiply, sliding-window Fermat inverse), complete mixed additions for the affine
//! table entries, field add/sub as `ADCS`/`SBCS` assembly called directly from the point formulas, a
//! cheaper constant-time row scan, the variable-time binary inverse of `s` in verification (every curve),
//! and the fast P-256 field and scalars for the table-less [`P256`](crate::ecc::p256::P256) too:
//!
//! | case | before | after |
//! | --- | --- | --- |
//! | `ecdsa-p256-table/sign` | 1,680,551 | 1,109,183 |
//! | `ecdsa-p256-table/verify` | 3,674,508 | 2,461,468 |
//! | `ecdsa-p256/sign` (now the fast field, no table) | 8,319,528 | 3,609,016 |
//! | `ecdsa-p256/verify` (now the fast field) | 7,646,156 | 2,961,662 |
//! | `ecdh-p256/shared-secret` (now the fast field) | 7,768,673 | 3,287,023 |
//! | `ecdsa-p384-table/verify` (generic field; only the inverse of `s` changed) | 19,702,518 | 17,704,210 |
//!
//! Where `P256Table` signing now spends its 1.11 M cycles: the field multiplication (about 405 cycles per
//! call, 0.46 M), the mod-`n` multiplications of the nonce inverse (about 730 cycles each, 0.23 M), field
//! additions (0.13 M), the row scans (0.09 M), SHA-256 for RFC 6979 (0.06 M). The 1.0 M target needs a
//! faster reduction in the multiplier (or a dedicated squaring for the two inversions); verification
//! (2.46 M, target 2.5 M, with the Jacobian doubling's `Z3 = 2YZ` multiplied: two field additions
//! fewer per doubling) is 64 % field multiplications. `ecdsa-p384-table/verify` was measured before
//! that doubling change.
//!
//! Session 6 (M4 model, `--profile`; "before" is `results/raw/m4.json` of main at 36ac1cb): the P-256
//! field reduction as whole `ADCS`/`SBCS` chains (one signed carry register per block of columns instead
//! of one per column), the mod-`n` Montgomery reduction two rows per pass over the product, the scalar
//! inverse starting from its first window, and a P-384 field of its own ([`p384::field`](crate::ecc::p384::field):
//! special-form reduction in portable Rust, addition-chain inverse; no assembly yet):
//!
//! | case | before | after |
//! | --- | --- | --- |
//! | `ecdsa-p256-table/sign` | 1,109,700 | 1,008,749 |
//! | `ecdsa-p384-table/sign` | 7,966,167 | 6,699,771 |
//!
//! `P256Table` signing: the field multiplication is now about 352 cycles a call (399 k in all, was 405
//! and 459 k), the mod-`n` multiplication about 610 (189 k, was 730 and 230 k); the 1.0 M target is
//! missed by 0.9 % (a dedicated squaring or a cheaper product are the next steps).
//! `P384Table` signing now spends 50 % of its cycles (3.38 M) in the new field multiplication (portable
//! Rust: a 12-limb `UMAAL` assembly multiplier is the next step) and 23 % in the generic CIOS
//! multiplication mod `n` of the nonce inverse. `ct-check --core m4` on `ecdsa-p256-table/sign`,
//! `ecdsa-p384-table/sign` and `ecdh-p384/shared-secret`: constant-time (16 runs each).
//!
//! Session 7 (M4 model, whole benchmark runs of one firmware build each, `--elf`: "before" is main at
//! 93f4668, all 317 known answers pass in both): a dedicated P-256 squaring product in the M4 assembly
//! (`arch::p256_m4`: 28 off-diagonal `UMAAL`s, the doubling as one `ADCS` chain through the whole routine
//! with the diagonal squares folded in, no reload of the product; it then jumps into the multiplication's
//! reduction), used by the point formulas, the field inverse and, as a new mod-`n` square, the 255
//! squarings of the nonce inverse; the mod-`n` reduction's final subtraction by `LDM`/`STM`; the
//! multiplication's product moving the words of `T` in pairs (`LDRD`/`STRD`); the nonce inverse taking
//! the top 128 bits of `n - 2` by runs of ones, as the field inverse (40 multiplications instead of 57):
//!
//! | case | before | squaring | + mod-`n` final subtraction | + paired product words | + inverse chain |
//! | --- | --- | --- | --- | --- | --- |
//! | `ecdsa-p256-table/sign` | 1,008,744 | 949,847 | 940,175 | 921,152 | 909,476 |
//! | `ecdsa-p256-table/verify` | 2,197,669 | 2,071,219 | — | 2,017,864 | 2,017,864 |
//! | `ecdsa-p256/sign` | 3,308,324 | — | — | 3,072,145 | 3,060,469 |
//! | `ecdsa-p256/verify` | 2,652,061 | — | — | 2,440,891 | 2,440,891 |
//! | `ecdh-p256/shared-secret` | 3,026,507 | — | — | 2,831,052 | 2,831,052 |
//!
//! (The "squaring" and "final subtraction" columns are `--profile` runs of those commits, the others whole
//! runs.) `P256Table` signing now (`--profile`): the field multiplication about 337 cycles a call (860
//! calls, 290 k; was 358), the field squaring about 247 with its reduction (255 calls, 63 k), the mod-`n`
//! arithmetic of the nonce inverse 0.15 M (its reduction alone 86 k), field additions and subtractions
//! 128 k, the row scans 85 k, SHA-256 for RFC 6979 56 k. The stack of the P-256 cases grows by 8 bytes
//! (the multiplication's frame saves `b`'s pointer). Tried and dropped: the row scan through `bigint`'s
//! `LDM`/`BIC`/`ORR` assembly (`select_entry`) measured 925,442 against 921,152 before the inverse chain
//! (no faster than the compiled Rust scan, whose masks stay in registers). `ct-check --core m4 --runs 16`
//! on `ecdsa-p256-table/sign`, `ecdsa-p256/sign` and `ecdh-p256/shared-secret`: constant-time (after each
//! of the squaring, the paired product and the inverse chain); on-target known answers (`run-kat.sh
//! thumbv7em-none-eabihf`) 2174 passed. The 1.0 M signing target is met (0.91 M); verification stays
//! under its 2.5 M (2.02 M). Next: the mod-`n` reduction (about 205 cycles a call) and the multiplication's
//! product (each word of `T` is still loaded and stored once per row pair).
//!
//! Signing stack, session 8 (M4 model, whole runs): RFC 6979's HMACs now run in one non-inlined function with
//! one hash state live at a time (`mac::hmac::hmac_parts`), so the nonce generator's frames hold only `K`
//! and `V`; the P-256 scalar inverse keeps one temporary for its `x2..x32` chain. `ecdsa-p256-table/sign`
//! 2,012 -> 1,800 bytes (target 1,536 not met), `ecdsa-p384/sign` 4,580 -> 3,028, `ecdsa-p384-table/sign`
//! 4,612 -> 2,644. The deepest chain of P-256 table signing is now the base-point multiplication
//! (static frames: `sign_digest_with_extra` 304, `x_of_nonce_times_g` 112, `base_table::mul_generator` 136,
//! `add_row_entry` 296, `add_affine_assign` 464, the field multiplication 112) plus the benchmark case's own
//! frame (about 380 bytes); `add_affine_assign`'s 14 live field elements are the next place to cut.
//!
//! Signing stack, session 9 (M4 model, whole runs; "before" is main at 4c8e107): the complete additions
//! run in place (the `Curve::field_*_into` / `_assign` hooks write each step's result straight into one of
//! five slots or the point's own coordinates, and the P-256 assembly may write over an input:
//! `add_affine_assign` 464 -> 200 bytes of frame, `add_assign` 568 -> 200); the table walk selects
//! the identity `(0 : 1 : 0)` for digit 0 and adds it as `Z2 = 0` instead of adding to a copy of the
//! accumulator and masking the sum away (`add_row_entry` 296 -> 208); `k·G` writes into the caller's point;
//! the signing frame holds only `K`, `V`, the nonce, `r` and `s` (304 -> 208), `e + r·d` is formed before
//! the nonce inverse, only `x` of `k·G` is made affine, each half of RFC 6979's HMACs hashes in a frame of
//! its own (456 -> 100 + 272), and the benchmark cases decode their key out of line (their frame 376 -> 344):
//!
//! | case | stack before | after | cycles before | after |
//! | --- | --- | --- | --- | --- |
//! | `ecdsa-p256-table/sign` | 1,800 | **1,492** | 907,781 | 839,516 |
//! | `ecdsa-p256/sign` | 2,112 | 1,816 | 3,059,332 | 2,958,409 |
//! | `ecdh-p256/shared-secret` | 1,976 | 1,688 | 2,831,475 | 2,731,606 |
//! | `ecdsa-p384/sign` | 3,028 | 2,812 | 22,494,019 | 22,495,133 |
//! | `ecdsa-p384-table/sign` | 2,644 | 2,276 | 6,679,114 | 6,648,050 |
//! | `ecdh-p384/shared-secret` | 2,916 | 2,784 | 20,537,404 | 20,541,940 |
//! | `ecdsa-secp256k1/sign` | 2,288 | 1,984 | 6,549,208 | 6,545,365 |
//! | `ecdsa-p256/verify` | 2,800 | 2,696 | 2,441,255 | 2,284,311 |
//! | `ecdsa-p256-table/verify` | 3,648 | 3,648 | 2,018,053 | 1,917,251 |
//!
//! The 1,536-byte target of P-256 table signing is met, and the in-place steps, which copy no field
//! elements, make it 7.5 % faster. Its deepest chain is now the nonce generator's (static frames: the case
//! 344, `sign_digest_with_extra` 208, `nonce_generator` 128, `NonceGenerator::new` 192, `hmac_k` 100,
//! `padded_key_hash` 272, `absorb_padded_key` 72, SHA-256 `compress` 172), then `s_from_nonce` (208, the
//! scalar inverse 576, 112); `k·G` is 688 bytes below the signing frame. Without a table the deepest chain
//! is still `k·G` (its 384-byte table of points, then `double_assign`, not yet in place: 400 bytes).
//! `ct-check --core m4 --runs 8` on `ecdsa-p256-table/sign`, `ecdsa-p256/sign`, `ecdh-p256/shared-secret`
//! and `ecdsa-p384-table/sign`: constant-time, no leftover key words; on-target known answers
//! (`run-kat.sh thumbv7em-none-eabihf`) 2175 passed.
//!
//! P-384, session 9 (M4 model, whole runs, `results/raw/m4.json`; before: main at 4c8e107): the field
//! multiplication and the generic 12-limb [`Modulus`] (scalars mod `n`) run the SOS
//! assembly of `arch::umaal` with three rows per pass (12 is a multiple of 6), and
//! [`Modulus::pow_public_exponent`](montgomery::Modulus::pow_public_exponent) (the nonce inverse) slides
//! 4-bit windows: `ecdsa-p384-table/sign` 6.68 M -> 4.99 M (target 3.0 M still missed), `ecdsa-p384-table/verify`
//! 15.5 M -> 12.9 M (target 7.5 M), `ecdsa-p384/sign` 22.5 M -> 18.3 M, `ecdh-p384/shared-secret` 20.5 M ->
//! 17.2 M. Where table signing's 5.0 M go (`--profile`): the reduction passes 1.3 M, the products 0.85 M,
//! the squarings 0.54 M, the final subtractions 0.48 M, field additions and subtractions in Rust about
//! 0.7 M, zeroing of temporaries 0.3 M. At 12 limbs the passes' set-up is a large share: a fully unrolled
//! 12-limb multiplier with p's special-form reduction (as `arch::p256_m4` does for 8 limbs) is the next
//! step. The verification stacks grew (`ecdsa-p384-table/verify` 4,916 -> 5,576 bytes): the 8 odd powers
//! of the windowed exponentiation and the 192-byte product buffers; not yet looked into.
//!
//! P-384, session 10 (M4 model, whole runs): the 12-limb SOS product, squaring and final subtraction of
//! `arch::umaal` write into uninitialised memory instead of arrays the compiler zeroed first (the kernels
//! write every limb before reading it; the on-target SOS self-check now starts from a garbage buffer), the
//! final subtraction runs four limbs per loop turn, and `Modulus::add` at 12 limbs is an `ADCS`/`SBCS`
//! assembly routine (`arch::umaal::add_mod`). `ecdsa-p384-table/sign` 4.99 M -> 4.55 M (target 3.0 M still
//! missed), `ecdsa-p384-table/verify` 12.9 M -> 11.7 M (target 7.5 M), `ecdsa-p384/sign` 18.3 M -> 16.5 M,
//! `ecdsa-p384/verify` 15.9 M -> 14.3 M, `ecdh-p384/shared-secret` 17.2 M -> 15.5 M. `--profile` of table
//! verification now: reduction passes 3.4 M, products 2.4 M, `add_mod` 1.7 M (about 270 cycles a call, 6,300
//! calls), final subtractions 1.1 M, squarings 1.0 M, `Modulus::sub` 0.5 M. The passes' set-up at 12 limbs
//! is still the bulk (about 610 cycles per product and per reduction against about 330 for their
//! multiply-accumulates): the dedicated, unrolled 12-limb multiplier remains the next step.
//!
//! P-384, session 12 (M4 model, whole runs, `results/raw/m4.json`; before: main at 900363c): 12-limb
//! [`Modulus::mul`](montgomery::Modulus::mul) and `square` (the field and the order `n`) run a generated
//! straight-line `UMAAL` routine (`arch::montgomery_umaal`: separated operand scanning, four rows per
//! pass, 947 cycles against 1,417 for the SOS kernels' product, reduction and final subtraction), and the
//! field addition and subtraction are generated register-resident assembly (`arch::p384_add_sub_armv7m`,
//! the sparse `2^384 - p` as immediates, also on the M3), both executed instruction by instruction on the
//! host by their generators' tests. `ecdsa-p384-table/sign` 4.55 M -> **2.88 M** (target 3.0 M met),
//! `ecdsa-p384-table/verify` 11.7 M -> **6.80 M** (target 7.5 M met), `ecdsa-p384/sign` 16.5 M -> 9.98 M,
//! `ecdsa-p384/verify` 14.3 M -> 8.33 M, `ecdh-p384/shared-secret` 15.5 M -> 9.25 M; code 1–3 KB smaller.
//! Table signing's 2.88 M now: multiplications 2.03 M (2,147 of them), SHA-384 for RFC 6979 0.22 M, additions
//! and subtractions 0.26 M, the table scan 0.16 M. A dedicated squaring (764 of the 2,147) and the
//! special-form reduction of `p` in assembly are what is left in the multiplier.
//!
//! On the Cortex-M0+ model (no `UMULL`: every limb product goes through `__aeabi_lmul`) P-256 takes
//! 59.8 M cycles to sign and 63.7 M to verify. Stack figures include the benchmark case's own frame
//! (about 160 bytes); the measurements were taken with a scratch firmware of these six cases (not yet a
//! case of `firmware/bench`). These are the figures of
//! the generic arithmetic; a curve-specific reduction (Solinas for P-256), an assembly multiplier and a
//! precomputed base-point table are the planned speed-ups (targets: P-256 sign 1.0 M, verify 2.5 M).

pub mod base_table;
mod ecdh;
mod ecdsa;
#[cfg(feature = "traits")]
mod ecdsa_traits;
mod keys;
pub mod montgomery;
mod point;
mod wnaf;

pub use ecdh::SharedSecret;
pub use ecdsa::Signature;
pub use keys::{PublicKey, SecretKey};
use montgomery::Modulus;

use crate::hash::Output;

/// The constants of a short-Weierstrass curve `y² = x³ - 3x + b` (or `y² = x³ + b`, see
/// [`A_IS_ZERO`](Curve::A_IS_ZERO)) of prime order, with field elements
/// and scalars on `N` 32-bit limbs.
pub trait Curve<const N: usize>: Copy + Eq + core::fmt::Debug + 'static {
    /// The curve's name, for documentation and debugging.
    const NAME: &'static str;
    /// The field prime `p` (`p ≡ 3 mod 4`, so square roots are one exponentiation).
    const P: Modulus<N>;
    /// The group order `n` (prime, with `p < 2n`).
    const ORDER: Modulus<N>;
    /// `b`, in Montgomery form modulo `p`.
    const B: [u32; N];
    /// Whether the curve is `y² = x³ + b` (`a = 0`, secp256k1) rather than `y² = x³ - 3x + b` (the NIST
    /// curves): selects the complete formulas of `point.rs` at compile time (RCB 2016 Algorithms 7 and 9
    /// instead of 4 and 6), as neither set is correct for the other `a`.
    const A_IS_ZERO: bool = false;
    /// The generator's affine `x`, in Montgomery form modulo `p`.
    const GX: [u32; N];
    /// The generator's affine `y`, in Montgomery form modulo `p`.
    const GY: [u32; N];
    /// Length of an encoded field element or scalar, in bytes.
    const FIELD_BYTES: usize;
    /// Bit length of the order `n` (the `qlen` of RFC 6979).
    const ORDER_BITS: usize;
    /// `[u8; FIELD_BYTES]`.
    type FieldBytes: Output;
    /// `[u8; 2 * FIELD_BYTES]`: a fixed-size (IEEE P1363) signature `r ‖ s`.
    type SignatureBytes: Output;
    /// `[u8; 1 + FIELD_BYTES]`: a compressed SEC1 point.
    type CompressedPoint: Output;
    /// `[u8; 1 + 2 * FIELD_BYTES]`: an uncompressed SEC1 point.
    type UncompressedPoint: Output;
    /// The precomputed base-point table of [`base_table`] (CMOX "High" curve definition), or empty
    /// (the default) for `k·G` without a table (CMOX "Low").
    const G_TABLE: &'static [base_table::TableRow<N>] = &[];
    /// The compact configuration (CMOX "Small math"; [`P256Small`](crate::ecc::p256::P256Small)): the
    /// least code at the price of cycles. Doublings run the complete addition on a copy of the point
    /// (no doubling formula linked in), and the default inversions are square-and-multiply
    /// ([`Modulus::invert_compact`], no table of odd powers). Off by default.
    const COMPACT: bool = false;

    /// Field multiplication `a·b·R^(-1) mod p` (Montgomery form, `a < 2^(32N)`, `b < p`, result `< p`),
    /// the hot operation of the point formulas. The default is the generic [`Modulus::mul`] (CMOX "Small
    /// math"); a curve with a faster multiplier for its own `p` in the same representation overrides it
    /// (CMOX "Fast math": [`P256Table`](crate::ecc::p256::P256Table)).
    #[inline(always)]
    fn field_mul(a: &[u32; N], b: &[u32; N]) -> [u32; N] {
        Self::P.mul(a, b)
    }
    /// Field squaring, as [`field_mul`](Curve::field_mul)`(a, a)` unless overridden.
    #[inline(always)]
    fn field_square(a: &[u32; N]) -> [u32; N] {
        Self::P.square(a)
    }
    /// Field addition `a + b mod p` (`a, b < p`); [`Modulus::add`] unless overridden.
    #[inline(always)]
    fn field_add(a: &[u32; N], b: &[u32; N]) -> [u32; N] {
        Self::P.add(a, b)
    }
    /// Field doubling `2a mod p`, as [`field_add`](Curve::field_add)`(a, a)`.
    #[inline(always)]
    fn field_double(a: &[u32; N]) -> [u32; N] {
        Self::field_add(a, a)
    }
    /// Field subtraction `a - b mod p` (`a, b < p`); [`Modulus::sub`] unless overridden.
    #[inline(always)]
    fn field_sub(a: &[u32; N], b: &[u32; N]) -> [u32; N] {
        Self::P.sub(a, b)
    }
    /// `out = a·b` ([`field_mul`](Curve::field_mul)) written in place: the point formulas keep their
    /// temporaries in a few fixed slots (and the point itself) with these six forms, so the frame of a point
    /// addition holds five field elements instead of one per intermediate value. A curve whose multiplier
    /// can write its destination directly overrides them (P-256 on the Cortex-M4); the default stores the
    /// value form.
    #[inline(always)]
    fn field_mul_into(out: &mut [u32; N], a: &[u32; N], b: &[u32; N]) {
        *out = Self::field_mul(a, b);
    }
    /// `a = a·b`, in place (see [`field_mul_into`](Curve::field_mul_into)).
    #[inline(always)]
    fn field_mul_assign(a: &mut [u32; N], b: &[u32; N]) {
        *a = Self::field_mul(a, b);
    }
    /// `out = a + b`, in place (see [`field_mul_into`](Curve::field_mul_into)).
    #[inline(always)]
    fn field_add_into(out: &mut [u32; N], a: &[u32; N], b: &[u32; N]) {
        *out = Self::field_add(a, b);
    }
    /// `a = a + b`, in place (see [`field_mul_into`](Curve::field_mul_into)).
    #[inline(always)]
    fn field_add_assign(a: &mut [u32; N], b: &[u32; N]) {
        *a = Self::field_add(a, b);
    }
    /// `out = a - b`, in place (see [`field_mul_into`](Curve::field_mul_into)).
    #[inline(always)]
    fn field_sub_into(out: &mut [u32; N], a: &[u32; N], b: &[u32; N]) {
        *out = Self::field_sub(a, b);
    }
    /// `a = a - b`, in place (see [`field_mul_into`](Curve::field_mul_into)).
    #[inline(always)]
    fn field_sub_assign(a: &mut [u32; N], b: &[u32; N]) {
        *a = Self::field_sub(a, b);
    }
    /// Field inversion (Montgomery form; 0 maps to 0), constant time; [`Modulus::invert`] unless
    /// overridden.
    #[inline(always)]
    fn field_invert(a: &[u32; N]) -> [u32; N] {
        if Self::COMPACT {
            Self::P.invert_compact(a)
        } else {
            Self::P.invert(a)
        }
    }
    /// Multiplication modulo the group order `n` (Montgomery form, as [`Modulus::mul`] on
    /// [`ORDER`](Curve::ORDER), which is the default): the scalar products of ECDSA signing.
    #[inline(always)]
    fn scalar_mul(a: &[u32; N], b: &[u32; N]) -> [u32; N] {
        Self::ORDER.mul(a, b)
    }
    /// Inversion modulo `n` (Montgomery form; 0 maps to 0), constant time: the nonce inverse of ECDSA
    /// signing. [`Modulus::invert`] unless overridden.
    #[inline(always)]
    fn scalar_invert(a: &[u32; N]) -> [u32; N] {
        if Self::COMPACT {
            Self::ORDER.invert_compact(a)
        } else {
            Self::ORDER.invert(a)
        }
    }
}

/// Compile-time check that a curve's constants are consistent; called by every generic entry point.
pub(crate) const fn check_curve<C: Curve<N>, const N: usize>() {
    assert!(C::FIELD_BYTES <= 4 * N && C::ORDER_BITS <= 8 * C::FIELD_BYTES);
    assert!(size_of::<C::FieldBytes>() == C::FIELD_BYTES);
    assert!(size_of::<C::SignatureBytes>() == 2 * C::FIELD_BYTES);
    assert!(size_of::<C::CompressedPoint>() == 1 + C::FIELD_BYTES);
    assert!(size_of::<C::UncompressedPoint>() == 1 + 2 * C::FIELD_BYTES);
}

/// Declares a curve module's public type aliases (`SecretKey`, `PublicKey`, `Signature`,
/// `SharedSecret`) for the curve type `$curve` on `$limbs` limbs.
macro_rules! curve_types {
    ($curve:ident, $limbs:ident, $name:literal) => {
        #[doc = concat!("A ", $name, " secret key (signing and ECDH).")]
        pub type SecretKey = $crate::ecc::weierstrass::SecretKey<$curve, $limbs>;
        #[doc = concat!("A validated ", $name, " public key.")]
        pub type PublicKey = $crate::ecc::weierstrass::PublicKey<$curve, $limbs>;
        #[doc = concat!("A ", $name, " ECDSA signature.")]
        pub type Signature = $crate::ecc::weierstrass::Signature<$curve, $limbs>;
        #[doc = concat!("A ", $name, " ECDH shared secret.")]
        pub type SharedSecret = $crate::ecc::weierstrass::SharedSecret<$curve, $limbs>;
    };
}
pub(crate) use curve_types;

/// The [`Curve`] hooks of the additive field operations (`field_add`, `field_sub` and their in-place
/// forms), forwarded to the functions of the same names in a curve's own field module `$field` (used
/// inside an `impl Curve<$limbs>`).
macro_rules! additive_field_hooks {
    ($field:ident, $limbs:ident) => {
        fn field_add(a: &[u32; $limbs], b: &[u32; $limbs]) -> [u32; $limbs] {
            $field::add(a, b)
        }
        fn field_sub(a: &[u32; $limbs], b: &[u32; $limbs]) -> [u32; $limbs] {
            $field::sub(a, b)
        }
        fn field_add_into(out: &mut [u32; $limbs], a: &[u32; $limbs], b: &[u32; $limbs]) {
            $field::add_into(out, a, b)
        }
        fn field_add_assign(a: &mut [u32; $limbs], b: &[u32; $limbs]) {
            $field::add_assign(a, b)
        }
        fn field_sub_into(out: &mut [u32; $limbs], a: &[u32; $limbs], b: &[u32; $limbs]) {
            $field::sub_into(out, a, b)
        }
        fn field_sub_assign(a: &mut [u32; $limbs], b: &[u32; $limbs]) {
            $field::sub_assign(a, b)
        }
    };
}
pub(crate) use additive_field_hooks;

/// The constants and encodings of the curve type `$base`, for another type of the same curve that
/// differs only in arithmetic or tables (`P256Table`, `P256Small`, `P384Table`; used inside an
/// `impl Curve<$limbs>`).
macro_rules! same_curve_as {
    ($base:ty, $limbs:expr) => {
        const P: $crate::ecc::weierstrass::montgomery::Modulus<{ $limbs }> = <$base>::P;
        const ORDER: $crate::ecc::weierstrass::montgomery::Modulus<{ $limbs }> = <$base>::ORDER;
        const B: [u32; $limbs] = <$base>::B;
        const GX: [u32; $limbs] = <$base>::GX;
        const GY: [u32; $limbs] = <$base>::GY;
        const FIELD_BYTES: usize = <$base>::FIELD_BYTES;
        const ORDER_BITS: usize = <$base>::ORDER_BITS;
        type FieldBytes = <$base as $crate::ecc::weierstrass::Curve<{ $limbs }>>::FieldBytes;
        type SignatureBytes = <$base as $crate::ecc::weierstrass::Curve<{ $limbs }>>::SignatureBytes;
        type CompressedPoint = <$base as $crate::ecc::weierstrass::Curve<{ $limbs }>>::CompressedPoint;
        type UncompressedPoint = <$base as $crate::ecc::weierstrass::Curve<{ $limbs }>>::UncompressedPoint;
    };
}
pub(crate) use same_curve_as;
