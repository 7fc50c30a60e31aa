//! The multiply-accumulate step of the packed GF(2^255 - 19) field
//! ([`crate::ecc::curve25519::field_radix32`]): `a * b + lo + hi` as a 64-bit result.
//!
//! | target | technique | constant-time |
//! | --- | --- | --- |
//! | thumbv7em (Cortex-M4/M7, DSP extension) | one `UMAAL` | yes (single-cycle class multiplier) |
//! | Armv6-M (Cortex-M0/M0+: no 64-bit multiply) | [`umaal_16x16`]: four `MULS` | yes |
//! | everything else (host, thumbv7m) | portable `u64` product | yes on the host; M3: see below |
//!
//! `a * b + lo + hi` never overflows 64 bits: (2^32 - 1)^2 + 2 (2^32 - 1) = 2^64 - 1. That is exactly what
//! `UMAAL RdLo, RdHi, Rn, Rm` computes in one instruction, which makes it the natural step of a
//! multi-precision product: the previous row's word and the running carry are both absorbed for free.
//!
//! Which Arm targets get the instruction: Rust's stable `cfg` does not expose the Arm `dsp` target feature,
//! so `emcrypt/build.rs` sets `cfg(emcrypt_armv7em)` from the target name: thumbv7em only. The Cortex-M33's
//! DSP extension is optional and the default `thumbv8m.main` target does not let the assembler accept
//! `UMAAL`, so the M33 keeps the portable step (`UMULL`/`UMLAL`, constant-time there). Cortex-M3
//! (thumbv7m) has no `UMAAL`; there LLVM uses `UMULL`/`UMLAL`, which finish early on small operands, so
//! the field is not constant-time on M3 (as the radix-2^25.5 field before it).
#![allow(unsafe_code)]

/// `(low, high)` words of `a * b + lo + hi`.
#[inline(always)]
pub(crate) fn umaal(lo: u32, hi: u32, a: u32, b: u32) -> (u32, u32) {
    #[cfg(emcrypt_armv7em)]
    {
        let (mut lo, mut hi) = (lo, hi);
        // SAFETY: one register-only instruction: no memory access, no stack, flags untouched.
        unsafe {
            core::arch::asm!(
                "umaal {lo}, {hi}, {a}, {b}",
                lo = inout(reg) lo,
                hi = inout(reg) hi,
                a = in(reg) a,
                b = in(reg) b,
                options(pure, nomem, nostack, preserves_flags)
            )
        };
        (lo, hi)
    }
    #[cfg(all(target_arch = "arm", not(target_has_atomic = "32")))]
    {
        umaal_16x16(lo, hi, a, b)
    }
    #[cfg(not(any(emcrypt_armv7em, all(target_arch = "arm", not(target_has_atomic = "32")))))]
    {
        let t = a as u64 * b as u64 + lo as u64 + hi as u64;
        (t as u32, (t >> 32) as u32)
    }
}

/// [`umaal`] from four 16 x 16 -> 32-bit products, for Armv6-M (Cortex-M0/M0+), which has no
/// 32 x 32 -> 64-bit multiply; stable `cfg` recognises it by its lack of 32-bit atomics. LLVM would
/// otherwise call `__aeabi_lmul`, a general 64 x 64 product behind a function call. (Armv8-M Baseline,
/// M23, has atomics, so it keeps the `u64` form.) Straight-line code, no data-dependent branch: constant-time on those cores.
// Not inlined: 72 copies per multiply would not fit the Cortex-M0 board's 256 KiB known-answer image.
#[inline(never)]
#[cfg_attr(not(all(target_arch = "arm", not(target_has_atomic = "32"))), allow(dead_code))]
pub(crate) fn umaal_16x16(lo: u32, hi: u32, a: u32, b: u32) -> (u32, u32) {
    let (a0, a1) = (a & 0xffff, a >> 16);
    let (b0, b1) = (b & 0xffff, b >> 16);
    let low = a0 * b0;
    let high = a1 * b1;
    // The two middle products, summed: a carry out of 32 bits is worth 2^48.
    let (mid, mid_carry) = (a0 * b1).overflowing_add(a1 * b0);
    let (low, c0) = low.overflowing_add(mid << 16);
    let high = high + (mid >> 16) + ((mid_carry as u32) << 16) + c0 as u32;
    // Now add lo and hi; the total fits in 64 bits (see the module docs).
    let (low, c1) = low.overflowing_add(lo);
    let (low, c2) = low.overflowing_add(hi);
    (low, high + c1 as u32 + c2 as u32)
}

#[cfg(test)]
mod tests {
    #[test]
    fn umaal_extremes() {
        let m = u32::MAX;
        // (2^32 - 1)^2 + 2 (2^32 - 1) = 2^64 - 1: the largest value, no overflow.
        assert_eq!(super::umaal(m, m, m, m), (m, m));
        assert_eq!(super::umaal(0, 0, 0, 0), (0, 0));
        assert_eq!(super::umaal(1, 2, 3, 4), (15, 0));
        assert_eq!(super::umaal(0, 1, 1 << 31, 4), (1, 2));
    }

    proptest::proptest! {
        /// The 16 x 16 form (used on Cortex-M0/M0+, not on the host) equals the `u64` product.
        #[test]
        fn umaal_16x16_matches_u64(lo: u32, hi: u32, a: u32, b: u32) {
            let t = a as u64 * b as u64 + lo as u64 + hi as u64;
            proptest::prop_assert_eq!(super::umaal_16x16(lo, hi, a, b), (t as u32, (t >> 32) as u32));
            let m = u32::MAX;
            proptest::prop_assert_eq!(super::umaal_16x16(m, m, m, m), (m, m));
            proptest::prop_assert_eq!(super::umaal_16x16(lo, m, m, m), super::umaal(lo, m, m, m));
        }
    }
}
