//! Montgomery arithmetic modulo an odd `m` of `k` limbs, `R = 2^(32k)`: CIOS multiplication and squaring,
//! and reduction of a double-length value.
//!
//! [`Montgomery::mul`] is CIOS (coarsely integrated operand scanning, Koç–Acar–Kaliski 1996) with the
//! product and reduction passes fused into one inner loop: each step is two `u32 × u32 + u32 + u32`
//! multiply-accumulates (one `UMAAL` each on Armv7E-M), `2k²` in all. The result, below `2m`, is reduced
//! by a subtraction of `m` whose result is kept or dropped by a mask: no branch depends on the values.
//!
//! | target | inner loop | M4 model, 32 limbs |
//! | --- | --- | --- |
//! | thumbv7em, thumbv8m.main (cfg `emcrypt_umaal`) | `arch::umaal`: FIOS in assembly, one `UMAAL` per step | 5.0 cycles per step |
//! | others (M0+, M3, host) | portable Rust below | about 10.5 cycles per step |

use super::limbs;
use crate::Error;

/// An odd modulus (borrowed limbs) and its CIOS reduction factor `-m^(-1) mod 2^32`.
#[derive(Clone, Copy, Debug)]
pub struct Montgomery<'a> {
    m: &'a [u32],
    m0_neg_inv: u32,
}

impl<'a> Montgomery<'a> {
    /// The context for the odd modulus `m` (`m > 1`; its top limb may be zero but wastes work).
    pub fn new(m: &'a [u32]) -> Result<Self, Error> {
        if m.is_empty() || m[0] & 1 == 0 || (m.len() == 1 && m[0] == 1) {
            return Err(Error::InvalidParameter);
        }
        // Newton iteration for m0^(-1) mod 2^32: each step doubles the number of correct low bits.
        let mut inv: u32 = 1;
        for _ in 0..5 {
            inv = inv.wrapping_mul(2u32.wrapping_sub(m[0].wrapping_mul(inv)));
        }
        Ok(Montgomery { m, m0_neg_inv: inv.wrapping_neg() })
    }

    /// The modulus limbs.
    pub fn modulus(&self) -> &'a [u32] {
        self.m
    }

    /// `-m^(-1) mod 2^32`, the reduction factor.
    pub fn m0_neg_inv(&self) -> u32 {
        self.m0_neg_inv
    }

    /// Number of limbs `k`.
    pub fn limbs(&self) -> usize {
        self.m.len()
    }

    /// `out = a·b·R^(-1) mod m`, fully reduced. Inputs: `a < 2^(32k)`, `b < m`; all `k` limbs long.
    /// `out` must not overlap the inputs (the borrow checker ensures it).
    ///
    /// On Cortex-M4/M33 (cfg `emcrypt_umaal`) the loop is the `UMAAL` assembly of `arch::umaal`, the same
    /// algorithm; elsewhere the portable Rust below.
    #[inline(never)]
    pub fn mul(&self, out: &mut [u32], a: &[u32], b: &[u32]) {
        let k = self.m.len();
        let (out, a, b) = (&mut out[..k], &a[..k], &b[..k]);
        #[cfg(emcrypt_umaal)]
        let hi = crate::arch::umaal::mont_mul(out, a, b, self.m, self.m0_neg_inv);
        #[cfg(not(emcrypt_umaal))]
        let hi = self.mul_portable(out, a, b);
        self.subtract_if_ge(out, hi);
    }

    /// The CIOS loop of [`Montgomery::mul`] in Rust: `out + hi·R = a·b·R^(-1) (mod m)`, below `2m`;
    /// returns `hi`.
    #[cfg_attr(emcrypt_umaal, allow(dead_code))]
    fn mul_portable(&self, out: &mut [u32], a: &[u32], b: &[u32]) -> u32 {
        let m = self.m;
        let k = m.len();
        out.fill(0);
        // out (k limbs) plus `hi` (0 or 1) is the running value t < 2m.
        let mut hi: u32 = 0;
        for &bi in b {
            // Limb 0: t0 + a0·bi, then u chosen so that the reduction cancels the low limb.
            let s = (a[0] as u64) * (bi as u64) + out[0] as u64;
            let mut c1 = (s >> 32) as u32;
            let lo = s as u32;
            let u = lo.wrapping_mul(self.m0_neg_inv);
            let mut c2 = (((u as u64) * (m[0] as u64) + lo as u64) >> 32) as u32;
            for j in 1..k {
                let s = (a[j] as u64) * (bi as u64) + out[j] as u64 + c1 as u64;
                c1 = (s >> 32) as u32;
                let s2 = (u as u64) * (m[j] as u64) + (s as u32) as u64 + c2 as u64;
                c2 = (s2 >> 32) as u32;
                out[j - 1] = s2 as u32;
            }
            let s = hi as u64 + c1 as u64 + c2 as u64;
            out[k - 1] = s as u32;
            hi = (s >> 32) as u32;
        }
        hi
    }

    /// `out = a²·R^(-1) mod m` (`a < m`).
    pub fn square(&self, out: &mut [u32], a: &[u32]) {
        self.mul(out, a, a)
    }

    /// Montgomery reduction of a double-length value: `out = t·R^(-1) mod m` for `t < m·R` of `2k`
    /// limbs (destroyed). `out` has `k` limbs.
    pub fn redc(&self, out: &mut [u32], t: &mut [u32]) {
        let m = self.m;
        let k = m.len();
        let t = &mut t[..2 * k];
        // `extra` is the carry out of limb i+k, which belongs to limb i+k+1: the next step adds it there.
        let mut extra: u32 = 0;
        for i in 0..k {
            let u = t[i].wrapping_mul(self.m0_neg_inv);
            let mut c: u32 = 0;
            for j in 0..k {
                let s = (u as u64) * (m[j] as u64) + t[i + j] as u64 + c as u64;
                t[i + j] = s as u32;
                c = (s >> 32) as u32;
            }
            let s = t[i + k] as u64 + c as u64 + extra as u64;
            t[i + k] = s as u32;
            extra = (s >> 32) as u32;
        }
        out[..k].copy_from_slice(&t[k..]);
        self.subtract_if_ge(&mut out[..k], extra);
    }

    /// Reduces `(hi·R + t) < 2m` to `< m`: subtracts `m` and keeps the difference by mask when the value
    /// was at least `m`.
    pub(crate) fn subtract_if_ge(&self, t: &mut [u32], hi: u32) {
        // t - m borrows exactly when t < m; with hi set the value is >= R > m regardless.
        let borrow = limbs::lt(t, self.m);
        let keep_difference = limbs::mask_from_bit(hi | (borrow ^ 1));
        limbs::sub_masked(t, self.m, keep_difference);
    }

    /// `out = R² mod m`, the constant that converts into Montgomery form. Variable time in `m` only
    /// (the modulus is public). Uses `tmp` (`k` limbs).
    ///
    /// Computed as `mont(2^a)` for a small `a` by doublings, then squared in Montgomery form
    /// (`mont(x)² R^(-1) = mont(x²)`) until `a` reaches `32k`: about `a + 32` doublings and
    /// `log2(32k/a)` squarings instead of `32k` doublings.
    pub fn r_squared_vartime(&self, out: &mut [u32], tmp: &mut [u32]) {
        let k = self.m.len();
        let (out, tmp) = (&mut out[..k], &mut tmp[..k]);
        let total = 32 * k;
        let squarings = total.trailing_zeros();
        let a0 = total >> squarings;
        // Start from the highest power of two below m: 2^(bits-1) < m.
        let bits = limbs::bit_length_vartime(self.m);
        out.fill(0);
        out[(bits - 1) / 32] = 1 << ((bits - 1) % 32);
        // Double up to 2^(a0 + 32k) mod m = mont(2^a0).
        for _ in (bits - 1)..(a0 + total) {
            let carry = limbs::shl1(out);
            let borrow = limbs::lt(out, self.m);
            let mask = limbs::mask_from_bit(carry | (borrow ^ 1));
            limbs::sub_masked(out, self.m, mask);
        }
        for _ in 0..squarings {
            tmp.copy_from_slice(out);
            self.square(out, tmp);
        }
    }

    /// Converts `a < m` into Montgomery form: `out = a·R mod m`, given `r2 = R² mod m`.
    pub fn to_montgomery(&self, out: &mut [u32], a: &[u32], r2: &[u32]) {
        self.mul(out, a, r2)
    }

    /// Converts out of Montgomery form: `out = a·R^(-1) mod m`. Uses `tmp` (`k` limbs) for the 1.
    pub fn from_montgomery(&self, out: &mut [u32], a: &[u32], tmp: &mut [u32]) {
        let k = self.m.len();
        tmp[..k].fill(0);
        tmp[0] = 1;
        self.mul(out, a, &tmp[..k])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// a·b mod m for one-limb values, for reference.
    fn mulmod(a: u64, b: u64, m: u64) -> u64 {
        ((a as u128 * b as u128) % m as u128) as u64
    }

    #[test]
    fn two_limb_modulus_against_u128() {
        // m = 2^61 - 1 (a Mersenne prime), R = 2^64.
        let mv: u64 = (1 << 61) - 1;
        let m = [mv as u32, (mv >> 32) as u32];
        let ctx = Montgomery::new(&m).unwrap();
        let (mut r2, mut tmp) = ([0u32; 2], [0u32; 2]);
        ctx.r_squared_vartime(&mut r2, &mut tmp);
        let r_mod = ((1u128 << 64) % mv as u128) as u64;
        assert_eq!(r2[0] as u64 | (r2[1] as u64) << 32, mulmod(r_mod, r_mod, mv));
        for (x, y) in [(3u64, 5u64), (mv - 1, mv - 2), (123456789123, 987654321987)] {
            let xa = [x as u32, (x >> 32) as u32];
            let ya = [y as u32, (y >> 32) as u32];
            let (mut xm, mut ym, mut p, mut out) = ([0u32; 2], [0u32; 2], [0u32; 2], [0u32; 2]);
            ctx.to_montgomery(&mut xm, &xa, &r2);
            ctx.to_montgomery(&mut ym, &ya, &r2);
            ctx.mul(&mut p, &xm, &ym);
            ctx.from_montgomery(&mut out, &p, &mut tmp);
            assert_eq!(out[0] as u64 | (out[1] as u64) << 32, mulmod(x, y, mv));
            // redc of the plain product gives x·y·R^-1.
            let mut wide = [0u32; 4];
            limbs::mul_plain(&mut wide, &xa, &ya);
            ctx.redc(&mut out, &mut wide);
            let mut back = [0u32; 2];
            ctx.mul(&mut back, &out, &r2);
            assert_eq!(back[0] as u64 | (back[1] as u64) << 32, mulmod(x, y, mv));
        }
    }

    #[test]
    fn even_modulus_is_refused() {
        assert!(Montgomery::new(&[4, 1]).is_err());
        assert!(Montgomery::new(&[]).is_err());
        assert!(Montgomery::new(&[1]).is_err());
    }
}
