//! Architecture-specific code: the only place for `unsafe` and `asm!` in the library.
//!
//! | item | what | targets |
//! | --- | --- | --- |
//! | [`pin`], [`pin5`] | zero-instruction optimization barriers that fix where values are computed | Arm (`asm!`); identity elsewhere |
//! | `umaal::mont_mul` | Montgomery multiplication with `UMAAL`, in assembly (cfg `emcrypt_umaal`, set by `build.rs`) | thumbv7em, thumbv8m.main |
//! | `aes_gcm_clmul::clmul32` | GHASH's 32×32 carry-less multiply with `UMULL`, in assembly (cfg `emcrypt_umaal`) | thumbv7em, thumbv8m.main |
//! | `ghash_ctmul32_armv7m::absorb_groups` | GHASH over whole groups of four blocks (`aead::ghash::Ctmul32`): the aggregated Karatsuba loop, its 36 32×32 carry-less products per group (`UMULL`/`UMLAL`) and the reduction, in hand-written assembly (cfg `emcrypt_umaal`) | thumbv7em, thumbv8m.main |
//! | `keccak_armv7m::keccak_f1600` | Keccak-f\[1600\] in generated Thumb-2 assembly (the `sha3::Unrolled` plan; on hard-float targets 32 state words kept in FPU registers, cfg `emcrypt_fpu_registers`) | thumbv7m, thumbv7em, thumbv8m.main |
//! | `aes_fixsliced_armv7m::encrypt2` | fixsliced AES encryption of two blocks in generated Thumb-2 assembly | thumbv7m, thumbv7em, thumbv8m.main |
//! | `aes_table_armv7m::encrypt` | table-based (T-table) AES encryption of one block in hand-written Thumb-2 assembly; not constant time | thumbv7m, thumbv7em, thumbv8m.main |
//! | `mldsa_rej_armv7m` | ML-DSA matrix sampling (RejNTTPoly) on a SHAKE128 block straight from the Keccak state at rest, in Thumb-2 assembly | thumbv7m, thumbv7em, thumbv8m.main |
//! | `mldsa_check_armv7m` | ML-DSA signing's r0 norm check on a pair of rows in Thumb-2 assembly | thumbv7m, thumbv7em, thumbv8m.main |
//! | `mldsa_decompose_armv7m` | ML-DSA signing's Decompose + w1Encode of a row of w in Thumb-2 assembly | thumbv7m, thumbv7em, thumbv8m.main |
//! | `mldsa_ntt_armv7m` | ML-DSA forward/inverse NTT (two layers per pass) and pointwise Montgomery products (`SMULL`/`MUL`/`SMLAL`) in Thumb-2 assembly | thumbv7m, thumbv7em, thumbv8m.main |
//! | `p256_m4::mul` | P-256 field multiplication (product + special Montgomery reduction) in one `UMAAL` routine (cfg `emcrypt_armv7em`) | thumbv7em |
//! | `fe25519_m4::{mul, square, square_n}` | GF(2^255 - 19) multiply, square (product scanning) and repeated squaring, whole-function `UMAAL` assembly, each also in a register-save-free internal form for the ladder (cfg `emcrypt_umaal`) | thumbv7em, thumbv8m.main |
//! | `fe25519_armv6m::{mul, square, step}` | GF(2^255 - 19) multiply and square in generated Thumb-1 assembly: three-level subtractive Karatsuba down to 64 x 64-bit products in registers (32 x 32 products of four 16 x 16 `MULS`); the X25519 ladder step calling them with its add, sub, times-121665 and swap in assembly (cfg `emcrypt_armv6m`) | thumbv6m |
//! | `fe25519_m4_linear::{add, sub, mul_a24, conditional_swap}` | the cheap GF(2^255 - 19) operations in assembly, carries in the flags (cfg `emcrypt_umaal`) | thumbv7em, thumbv8m.main |
//! | `fe25519_sub_inline::sub` | GF(2^255 - 19) subtraction as an inline `asm!` borrow chain (not a call), the subtraction of the Edwards point formulas | thumbv7m, thumbv7em, thumbv8m.main |
//! | `fe25519_m4_ladder::step` | one X25519 ladder step: the linear operations spliced in, multiply and square called in their internal forms, on operands in place (cfg `emcrypt_umaal`) | thumbv7em, thumbv8m.main |
//! | `stack_wipe_thumb::wipe_below_sp` | zeroes the dead stack below the caller's `sp` without pushing a register (Armv6-M instructions) | Arm, bare metal |
//! | [`hide`] | zero-instruction value barrier: keeps a secret mask from being turned back into a branch | Arm (`asm!`); identity elsewhere |
#![allow(unsafe_code)]

#[cfg(emcrypt_umaal)]
pub(crate) mod umaal;
#[cfg(emcrypt_umaal)]
pub(crate) mod aes_gcm_clmul;
#[cfg(emcrypt_umaal)]
pub(crate) mod ghash_ctmul32_armv7m;
#[cfg(emcrypt_umaal)]
pub(crate) mod montgomery_umaal;
pub(crate) mod fe25519_umaal;
#[cfg(all(target_arch = "arm", target_os = "none"))]
pub(crate) mod stack_wipe_thumb;
#[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))] pub(crate) mod keccak_armv7m;
#[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))] pub(crate) mod aes_fixsliced_armv7m;
#[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))] pub(crate) mod aes_table_armv7m;
#[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))] pub(crate) mod mldsa_ntt_armv7m;
#[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))] pub(crate) mod mldsa_rej_armv7m;
#[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))] pub(crate) mod mldsa_decompose_armv7m;
#[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))] pub(crate) mod mldsa_check_armv7m;
#[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))] pub(crate) mod p384_add_sub_armv7m;
#[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))] pub(crate) mod fe25519_sub_inline;
#[cfg(emcrypt_armv7em)]
pub(crate) mod p256_m4;
#[cfg(emcrypt_umaal)]
pub(crate) mod fe25519_m4;
#[cfg(emcrypt_armv6m)]
pub(crate) mod fe25519_armv6m;
#[cfg(emcrypt_umaal)]
pub(crate) mod fe25519_m4_linear;
#[cfg(emcrypt_umaal)]
pub(crate) mod fe25519_m4_ladder;

/// Returns `x` unchanged, but as a value the compiler cannot see through and must have in a register at
/// this point of the program; no memory access is moved across it. It emits no instruction.
///
/// Long straight-line code (the unrolled Keccak rounds) uses it to keep the compiler from hoisting all of
/// a round's loads to the top and spilling them to the stack: on a core with 12 free registers,
/// computing values where the source computes them is cheaper than the compiler's own ordering. On
/// targets other than Arm it is the identity (the ordering only matters for the Cortex-M cycle counts).
#[inline(always)]
#[cfg_attr(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"), allow(dead_code, reason = "only the portable Keccak uses it; Thumb-2 runs the assembly"))]
pub(crate) fn pin(x: u32) -> u32 {
    #[cfg(target_arch = "arm")]
    {
        let mut x = x;
        // SAFETY: the template is an assembler comment: no instruction runs. The operand only tells the
        // compiler that `x` is read and may be rewritten here, and the absence of `nomem` that memory may
        // be, so the surrounding loads and stores stay on their side of this point.
        unsafe { core::arch::asm!("@ pin {0}", inout(reg) x, options(nostack, preserves_flags)) };
        x
    }
    #[cfg(not(target_arch = "arm"))]
    x
}

/// Returns `x` unchanged, as a value the compiler cannot see through: use it on a secret-derived mask
/// (all zeros or all ones) before a masked selection, so that LLVM cannot recognise the selection and
/// compile it into a branch on the secret, as it did in DES's S-box layer and the Ed25519 scalar reduction
/// (found by `emcrypt-bench ct-check`). Unlike [`pin`] it declares no memory access, so it does not stop
/// loads and constants from being hoisted around it.
#[inline(always)]
pub(crate) fn hide(x: u32) -> u32 {
    #[cfg(target_arch = "arm")]
    {
        let mut x = x;
        // SAFETY: an assembler comment, no instruction; no memory access.
        unsafe { core::arch::asm!("@ hide {0}", inout(reg) x, options(pure, nomem, nostack, preserves_flags)) };
        x
    }
    #[cfg(not(target_arch = "arm"))]
    core::hint::black_box(x)
}

/// [`pin`] for five values at once: all five are computed before this point, none is used before it.
#[inline(always)]
#[cfg_attr(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"), allow(dead_code, reason = "only the portable Keccak uses it; Thumb-2 runs the assembly"))]
pub(crate) fn pin5(x: [u32; 5]) -> [u32; 5] {
    #[cfg(target_arch = "arm")]
    {
        let [mut a, mut b, mut c, mut d, mut e] = x;
        // SAFETY: as in `pin`: an assembler comment, no instruction.
        unsafe {
            core::arch::asm!(
                "@ pin {0} {1} {2} {3} {4}",
                inout(reg) a, inout(reg) b, inout(reg) c, inout(reg) d, inout(reg) e,
                options(nostack, preserves_flags)
            )
        };
        [a, b, c, d, e]
    }
    #[cfg(not(target_arch = "arm"))]
    x
}

#[cfg(test)]
mod tests {
    #[test]
    fn pins_are_identities() {
        assert_eq!(super::pin(0xDEAD_BEEF), 0xDEAD_BEEF);
        assert_eq!(super::pin5([1, 2, 3, 4, 5]), [1, 2, 3, 4, 5]);
        assert_eq!(super::hide(0x8000_0001), 0x8000_0001);
    }
}
