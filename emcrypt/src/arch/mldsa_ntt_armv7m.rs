//! ML-DSA's number-theoretic transforms and pointwise Montgomery products in Thumb-2 assembly
//! (`mldsa_ntt_armv7m.s`) for Armv7-M and Armv8-M Mainline: the fast path of
//! [`pqc::ml_dsa::ntt`](crate::pqc::ml_dsa) on the Cortex-M3/M4/M33. The portable Rust there is the
//! reference and the code on every other target; these routines compute exactly the same outputs.
//!
//! | routine | technique | constant time |
//! | --- | --- | --- |
//! | `ntt`, `inv_ntt_to_mont` | layers merged 3 + 3 + 2 (inverse 2 + 3 + 3): eight coefficients in registers for the twelve butterflies of a three-layer pass, four for the two-layer pass on blocks of four; each three-layer block's seven zetas copied to the stack and read one at a time (no register is left for a zeta pointer), the three of a two-layer block read by `LDM`, two such blocks per loop iteration; Montgomery product in three multiplies (`SMULL`, `MUL`, `SMLAL`), in the three-layer passes with the multiplied coefficient as its temporary so that the zeta stays in its register; the last inverse pass scales by 2^64/256 as it stores, its differences through their zeta with the scaling folded in (`LAST_ZETA_SCALED` in the schedule: 128 products per call fewer); on hard-float targets (cfg `emcrypt_fpu_registers`, M4 and M33) the block's zetas go to `s0`–`s6` by one `VLDM` and are read by `VMOV` instead of stack loads. M4 model, cycles per call: forward 9,654 → 8,955, inverse 10,497 → 9,945 (two layers per pass before); then about 8.7 k / 9.1 k (FPU zetas, folded scaling) | yes on the M4/M33 (single-cycle multiplies, fixed addresses, loop counts independent of data) |
//! | `pointwise`, `pointwise_acc` | two products per iteration, `LDM`/`STM` | as above |
//! | `row_sum` | verification's row `c·t1 + Σ_j A_j·z_j` for ℓ = 4, 5, 7: the ℓ + 1 products summed in 64 bits (`SMULL`, `SMLAL`) and one Montgomery reduction per coefficient | public data only |
//! | `row_dot` | signing's row `Σ_j A_j·y_j`: `row_sum` without the c·t1 term (no third operand, `out` only written) | yes (as the transforms; y is secret, A public, the addresses fixed) |
//!
//! The Cortex-M3 runs them too: its `SMULL`/`SMLAL` finish early on small operands, but the portable Rust
//! compiles to the same instructions there (64-bit products), so the assembly changes nothing about the
//! M3's timing behaviour, only the instruction count.
#![allow(unsafe_code)]

// `raw`: plain assembly (its `{r4-r11, lr}` register lists are not format placeholders). Hard-float
// Armv7E-M/Armv8-M targets (see build.rs) take the three-layer passes' zetas from FPU registers.
#[cfg(not(emcrypt_fpu_registers))]
core::arch::global_asm!(concat!(".set EMCRYPT_FPU, 0\n", include_str!("mldsa_ntt_armv7m.s")), options(raw));
#[cfg(emcrypt_fpu_registers)]
core::arch::global_asm!(concat!(".set EMCRYPT_FPU, 1\n", include_str!("mldsa_ntt_armv7m.s")), options(raw));

extern "C" {
    fn emcrypt_mldsa_ntt_armv7m(p: *mut i32, zetas: *const i32);
    fn emcrypt_mldsa_invntt_armv7m(p: *mut i32, zetas: *const i32);
    fn emcrypt_mldsa_pointwise_armv7m(out: *mut i32, a: *const i32, b: *const i32);
    fn emcrypt_mldsa_pointwise_acc_armv7m(acc: *mut i32, a: *const i32, b: *const i32);
    fn emcrypt_mldsa_row_sum4_armv7m(out: *mut i32, a: *const i32, z: *const i32, c: *const i32);
    fn emcrypt_mldsa_row_sum5_armv7m(out: *mut i32, a: *const i32, z: *const i32, c: *const i32);
    fn emcrypt_mldsa_row_sum7_armv7m(out: *mut i32, a: *const i32, z: *const i32, c: *const i32);
    fn emcrypt_mldsa_row_dot4_armv7m(out: *mut i32, a: *const i32, y: *const i32);
    fn emcrypt_mldsa_row_dot5_armv7m(out: *mut i32, a: *const i32, y: *const i32);
    fn emcrypt_mldsa_row_dot7_armv7m(out: *mut i32, a: *const i32, y: *const i32);
}

/// Forward NTT in place; `zetas` are the zetas of each block (seven in a three-layer pass, three in the
/// two-layer one) in the order the passes visit them.
#[inline]
pub(crate) fn ntt(p: &mut [i32; 256], zetas: &[i32; 255]) {
    // SAFETY: reads and writes the 256 words of `p` (exclusively borrowed) and reads the 255 words of
    // `zetas`; AAPCS: saves r4-r11 and lr, 80 bytes of stack in all.
    unsafe { emcrypt_mldsa_ntt_armv7m(p.as_mut_ptr(), zetas.as_ptr()) }
}

/// Inverse NTT times 2^32 in place; `zetas` (negated, seven or three per block) in the order the passes
/// visit the blocks.
#[inline]
pub(crate) fn inv_ntt_to_mont(p: &mut [i32; 256], zetas: &[i32; 255]) {
    // SAFETY: as for `ntt`.
    unsafe { emcrypt_mldsa_invntt_armv7m(p.as_mut_ptr(), zetas.as_ptr()) }
}

/// `out[n] = a[n]·b[n]·2^-32 mod q`.
#[inline]
pub(crate) fn pointwise(out: &mut [i32; 256], a: &[i32; 256], b: &[i32; 256]) {
    // SAFETY: reads 256 words of `a` and `b`, writes 256 words of `out` (exclusively borrowed, so
    // distinct from both); AAPCS: saves r4-r11 and lr.
    unsafe { emcrypt_mldsa_pointwise_armv7m(out.as_mut_ptr(), a.as_ptr(), b.as_ptr()) }
}

/// `out[n] = a[n]·out[n]·2^-32 mod q`.
#[inline]
pub(crate) fn pointwise_in_place(a: &[i32; 256], out: &mut [i32; 256]) {
    let p = out.as_mut_ptr();
    // SAFETY: as `pointwise`, with `b` = `out`: the routine reads each pair of `b` before it writes the
    // same pair of `out`, so the aliasing is harmless.
    unsafe { emcrypt_mldsa_pointwise_armv7m(p, a.as_ptr(), p) }
}

/// `acc[n] += a[n]·b[n]·2^-32 mod q` (not reduced).
#[inline]
pub(crate) fn pointwise_acc(acc: &mut [i32; 256], a: &[i32; 256], b: &[i32; 256]) {
    // SAFETY: as `pointwise` (reads and writes `acc`).
    unsafe { emcrypt_mldsa_pointwise_acc_armv7m(acc.as_mut_ptr(), a.as_ptr(), b.as_ptr()) }
}

/// `out[n] = (c[n]·out[n] + Σ_j a[j][n]·z[j][n])·2^-32 mod q` (|out[n]| < q) for ℓ = `a.len()` = `z.len()`
/// ∈ {4, 5, 7}; `None` (nothing written) for another ℓ or unequal lengths.
#[inline]
pub(crate) fn row_sum(out: &mut [i32; 256], a: &[[i32; 256]], z: &[[i32; 256]], c: &[i32; 256]) -> Option<()> {
    if a.len() != z.len() {
        return None;
    }
    let routine: unsafe extern "C" fn(*mut i32, *const i32, *const i32, *const i32) = match a.len() {
        4 => emcrypt_mldsa_row_sum4_armv7m,
        5 => emcrypt_mldsa_row_sum5_armv7m,
        7 => emcrypt_mldsa_row_sum7_armv7m,
        _ => return None,
    };
    // SAFETY: reads the ℓ·256 words of `a` and of `z` (ℓ = both lengths, checked; each slice contiguous,
    // entry j at j·1024 bytes as the routine expects) and the 256 of `c`, reads and writes the 256 words of
    // `out` (exclusively borrowed); AAPCS: saves r4-r11 and lr, 36 bytes of stack.
    unsafe { routine(out.as_mut_ptr(), a.as_ptr().cast(), z.as_ptr().cast(), c.as_ptr()) };
    Some(())
}

/// `out[n] = (Σ_j a[j][n]·y[j][n])·2^-32 mod q` (|out[n]| < q) for ℓ = `a.len()` = `y.len()` ∈ {4, 5, 7};
/// `None` (nothing written) for another ℓ or unequal lengths.
#[inline]
pub(crate) fn row_dot(out: &mut [i32; 256], a: &[[i32; 256]], y: &[[i32; 256]]) -> Option<()> {
    if a.len() != y.len() {
        return None;
    }
    let routine: unsafe extern "C" fn(*mut i32, *const i32, *const i32) = match a.len() {
        4 => emcrypt_mldsa_row_dot4_armv7m,
        5 => emcrypt_mldsa_row_dot5_armv7m,
        7 => emcrypt_mldsa_row_dot7_armv7m,
        _ => return None,
    };
    // SAFETY: as `row_sum` without `c`: reads the ℓ·256 words of `a` and of `y` (lengths checked, entries
    // 1024 bytes apart), writes the 256 words of `out` (exclusively borrowed) without reading them.
    unsafe { routine(out.as_mut_ptr(), a.as_ptr().cast(), y.as_ptr().cast()) };
    Some(())
}
