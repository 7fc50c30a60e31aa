//! ML-DSA signing's r0 and z norm checks on a pair of rows in Thumb-2 assembly (`mldsa_check_armv7m.s`) for
//! Armv7-M and Armv8-M Mainline: the fast path of the checks in `pqc::ml_dsa::sign` (whose Rust, `pair_fails`
//! with `low_bits_minus` or the z addition, is the reference and the code on every other target: same words
//! written back, same verdict).
//!
//! | routine | technique | constant time |
//! | --- | --- | --- |
//! | `r0_check_pair`, `z_check_pair` | per coefficient: the pair's product reduced (`MLS`), split into its two fields (`SBFX`), subtracted from both rows' words, (r0) or added to them (z), and each word checked by one unsigned comparison (r0: of its low field shifted to the top, `CMP` with `LSL #13`) whose carry is added up (`ADC`); two coefficients per loop iteration. M4 model: about 23 cycles per coefficient pair against 32 | yes: no branch but the loop's, fixed addresses, the comparisons only feed the carry |
#![allow(unsafe_code)]

// `raw`: plain assembly (its `{r4-r10, lr}` register lists are not format placeholders).
core::arch::global_asm!(include_str!("mldsa_check_armv7m.s"), options(raw));

extern "C" {
    fn emcrypt_mldsa_r0_check_pair8_armv7m(prod: *const i32, w: *mut i32, c1: u32, w13: u32) -> u32;
    fn emcrypt_mldsa_r0_check_pair9_armv7m(prod: *const i32, w: *mut i32, c1: u32, w13: u32) -> u32;
    fn emcrypt_mldsa_z_check_pair8_armv7m(prod: *const i32, z: *mut i32, c: u32, w: u32) -> u32;
    fn emcrypt_mldsa_z_check_pair9_armv7m(prod: *const i32, z: *mut i32, c: u32, w: u32) -> u32;
}

/// Subtracts the pair's two products (the fields of `prod`, split at bit `shift`, 8 or 9) from the words
/// of `w[0]` and `w[1]`, and returns whether every new word's r0 is below γ2 − β in absolute value, given
/// `c1` = β + 1 and `width` = 2γ2 − 2β − 2 (the in-range low fields are c1..=c1 + width). `None` for
/// another shift (nothing written).
#[inline]
pub(crate) fn r0_check_pair(
    prod: &[i32; 256],
    w: &mut [[i32; 256]; 2],
    shift: u32,
    c1: u32,
    width: u32,
) -> Option<bool> {
    let check = match shift {
        8 => emcrypt_mldsa_r0_check_pair8_armv7m,
        9 => emcrypt_mldsa_r0_check_pair9_armv7m,
        _ => return None,
    };
    // SAFETY: reads the 256 words of `prod`, reads and writes the 512 words of `w` (exclusively borrowed,
    // so distinct from `prod`); AAPCS: saves r4-r10 and lr.
    let in_range = unsafe { check(prod.as_ptr(), w.as_mut_ptr().cast(), c1, width << 13) };
    Some(in_range == 512)
}

/// Adds the pair's two products (the fields of `prod`, split at bit `shift`, 8 or 9) to `z[0]` and `z[1]`,
/// and returns whether every new coefficient z has z + `offset`, unsigned, at most `width` (|z| < γ1 − β for
/// the constants of `sign::z_range`). `None` for another shift (nothing written).
#[inline]
pub(crate) fn z_check_pair(
    prod: &[i32; 256],
    z: &mut [[i32; 256]; 2],
    shift: u32,
    offset: u32,
    width: u32,
) -> Option<bool> {
    let check = match shift {
        8 => emcrypt_mldsa_z_check_pair8_armv7m,
        9 => emcrypt_mldsa_z_check_pair9_armv7m,
        _ => return None,
    };
    // SAFETY: as `r0_check_pair`, with `z` for `w`.
    let in_range = unsafe { check(prod.as_ptr(), z.as_mut_ptr().cast(), offset, width) };
    Some(in_range == 512)
}
