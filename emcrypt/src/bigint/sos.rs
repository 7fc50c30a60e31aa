//! Montgomery multiplication and squaring by separated operand scanning (SOS, Koç–Acar–Kaliski 1996):
//! the full `2k`-limb product (or square) first, then the Montgomery reduction of it, both made of
//! *two-row* multiply-accumulate passes `t += a·(b0 + b1·2^32)`.
//!
//! Why it beats the fused CIOS/FIOS loop of [`Montgomery::mul`] on the Cortex-M4:
//! - a squaring computes each cross product `a[i]·a[j]` (`i < j`) once and doubles the sum, then adds the
//!   diagonal `a[i]²`: `k²/2 + k` multiply-accumulates plus `k²` for the reduction, instead of `2k²`;
//! - a two-row pass loads each limb of `a` and each limb of `t` once for two rows, halving the memory
//!   traffic per multiply-accumulate, which on the M4 costs more than the single-cycle `UMAAL` itself.
//!
//! The reduction pass `i` needs `u0 = t[i]·(-m^(-1))` and `u1 = t'[i+1]·(-m^(-1))`, where `t'[i+1]` is
//! limb `i+1` after adding `m·u0`: it is computed from the two lowest columns before the pass.
//!
//! | implementation | target | M4 model |
//! | --- | --- | --- |
//! | whole operations in assembly: `arch::umaal::{product, square, redc, final_subtract}`, all passes of one product, squaring (cross products, doubling and diagonal) or reduction in one routine, 8 columns per loop turn | thumbv7em, thumbv8m.main (cfg `emcrypt_umaal`), even limb counts | 8 columns (16 multiply-accumulates) in 48 cycles plus the loop's compare and branch; each pass's set-up decided by one `LSLS` (see `arch::umaal`) |
//! | three rows per pass (`arch::umaal`'s `product3_kernel`, `square3_kernel`, `redc3_kernel`), taken by the same entry points | the same targets, limb counts divisible by 6 (RSA-3072 and its 48-limb CRT halves, DH-3072; P-384's 12 limbs have `arch::montgomery12_umaal`) | 7 cycles per column of 3 multiply-accumulates: `t` loaded and stored once per three `UMAAL`s |
//! | Rust passes around `arch::umaal::mul_add_2rows` (4 columns per call's loop turn) | the same targets, odd limb counts | about 3.5 cycles per multiply-accumulate, plus the Rust between passes |
//! | Rust passes around [`mul_add_2rows_portable`] | others (the host tests run these: the same passes as the assembly) | as the portable CIOS |
//!
//! Measured on the M4 model (`emcrypt-bench --profile`), before (Rust between the two-row kernel's calls)
//! and after the whole-operation routines: RSA-3072 PSS-SHA256 CRT signing, window 4, blinded and checked,
//! 105.5 M → 83.4 M (reduction 35.5 M, squaring 19.8 M, product 6.9 M, final subtraction 3.1 M, the
//! blinding's inverse 7.0 M); RSA-2048 PKCS#1 CRT signing 39.9 M → 30.4 M. The targets (60 M and
//! 25 M) need fewer cycles per multiply-accumulate still: four rows per pass would halve the passes'
//! set-up and the loads and stores of `t`.
//!
//! Session 6: the exponentiations keep their accumulator below `R` only ("almost Montgomery"
//! multiplication, [`Montgomery::square_assign_lazy`]): the reduction then ends with one masked
//! subtraction of `m` by its carry (`arch::umaal::subtract_if_carry`, one `SBCS` pass) instead of a
//! comparison and a masked selection; RSA-3072 CRT signing's final subtractions 3.1 M → 1.6 M cycles.
//!
//! Session 8: `a[j-1]` kept in r12 at every block boundary (no register move per block), the pass's
//! set-up from one `LSLS` instead of two comparisons, frame values by `LDM`, zeroing by `STM` and the
//! squaring's doubling two limbs per turn: RSA-2048 PKCS#1 CRT signing (window 4) 25.93 M -> 24.14 M
//! (reduction 11.50 M -> 10.85 M, squaring 7.08 M -> 6.11 M, product 2.17 M -> 2.01 M); RSA-3072 PSS CRT
//! signing, window 4: 73.8 M -> 69.2 M.
//!
//! The operations are constant time: the loops depend on the limb count only, the final subtraction is
//! masked (the same [`Montgomery::subtract_if_ge`] as CIOS, or its assembly twin
//! `arch::umaal::final_subtract`). They need a `2k`-limb scratch, which the
//! exponentiations take from their working buffer.

use super::limbs;
use super::montgomery::Montgomery;

/// Whether [`Montgomery::square_assign`] and [`Montgomery::mul_assign`] take the SOS path.
const USE_SOS: bool = cfg!(any(emcrypt_umaal, not(target_arch = "arm")));

/// `t[j] += a[j]·b0 + a[j-1]·b1` for `j < n = a.len()` as one carry chain per row, `c0` entering the
/// first row's chain; returns the two rows' carries `(c0, c1)`, which belong to `t[n]`.
/// (The term `a[n-1]·b1` of `t[n]` is left to the caller.)
pub fn mul_add_2rows_portable(t: &mut [u32], a: &[u32], b0: u32, b1: u32, c0: u32) -> (u32, u32) {
    let (mut c0, mut c1, mut prev) = (c0, 0u32, 0u32);
    for (tj, &aj) in t.iter_mut().zip(a) {
        let s = aj as u64 * b0 as u64 + *tj as u64 + c0 as u64;
        c0 = (s >> 32) as u32;
        let s = prev as u64 * b1 as u64 + (s as u32) as u64 + c1 as u64;
        c1 = (s >> 32) as u32;
        *tj = s as u32;
        prev = aj;
    }
    (c0, c1)
}

/// The two-row kernel: assembly with `UMAAL` where available, else the portable loop.
#[inline(always)]
fn kernel(t: &mut [u32], a: &[u32], b0: u32, b1: u32, c0: u32) -> (u32, u32) {
    #[cfg(emcrypt_umaal)]
    return crate::arch::umaal::mul_add_2rows(t, a, b0, b1, c0);
    #[cfg(not(emcrypt_umaal))]
    mul_add_2rows_portable(t, a, b0, b1, c0)
}

/// `t[..n+2] += a·(b0 + b1·2^32) + c0 + extra·2^(32n)` with `n = a.len()` (`t` at least `n + 2` limbs,
/// `c0` and `extra` single limbs); returns the carry out of `t[n+1]` (0 or 1 when the sum fits the
/// caller's bound).
fn add_mul_2(t: &mut [u32], a: &[u32], b0: u32, b1: u32, c0: u32, extra: u32) -> u32 {
    let n = a.len();
    let (c0, c1) = kernel(&mut t[..n], a, b0, b1, c0);
    let a_last = if n > 0 { a[n - 1] } else { 0 };
    // t[n] + a[n-1]·b1 + c1 fits 64 bits; c0 and extra are added to its low half.
    let s = a_last as u64 * b1 as u64 + t[n] as u64 + c1 as u64;
    let s2 = (s as u32) as u64 + c0 as u64 + extra as u64;
    t[n] = s2 as u32;
    let s3 = t[n + 1] as u64 + (s >> 32) + (s2 >> 32);
    t[n + 1] = s3 as u32;
    (s3 >> 32) as u32
}

/// `t[..n+1] += a·b + extra·2^(32n)`, one row (for an odd limb count); returns the carry out of `t[n]`.
fn add_mul_1(t: &mut [u32], a: &[u32], b: u32, extra: u32) -> u32 {
    let n = a.len();
    let (c, _) = kernel(&mut t[..n], a, b, 0, 0);
    let s = t[n] as u64 + c as u64 + extra as u64;
    t[n] = s as u32;
    (s >> 32) as u32
}

impl Montgomery<'_> {
    /// Working limbs of [`Montgomery::mul_sos`] and [`Montgomery::square_sos`]: `2k`.
    pub const fn sos_scratch_limbs(k: usize) -> usize {
        2 * k
    }

    /// `out = a·b·R^(-1) mod m` by SOS (same contract as [`Montgomery::mul`]: `a < 2^(32k)`, `b < m`),
    /// using `t` (`2k` limbs) as scratch.
    pub fn mul_sos(&self, out: &mut [u32], a: &[u32], b: &[u32], t: &mut [u32]) {
        self.product_into(t, a, b);
        self.redc_sos(out, t, false);
    }

    /// `out = a²·R^(-1) mod m` by SOS (`a < m`), using `t` (`2k` limbs) as scratch.
    pub fn square_sos(&self, out: &mut [u32], a: &[u32], t: &mut [u32]) {
        self.square_into(t, a);
        self.redc_sos(out, t, false);
    }

    /// `out ≡ a·b·R^(-1) (mod m)`, only reduced below `R` ("almost Montgomery" multiplication, Gueron
    /// 2012): for any `a, b < R`, by SOS with `t` (`2k` limbs) as scratch. See [`Montgomery::square_assign_lazy`].
    pub fn mul_sos_lazy(&self, out: &mut [u32], a: &[u32], b: &[u32], t: &mut [u32]) {
        self.product_into(t, a, b);
        self.redc_sos(out, t, true);
    }

    /// `out ≡ a²·R^(-1) (mod m)`, below `R` (for any `a < R`), with `t` (`2k` limbs) as scratch.
    pub fn square_sos_lazy(&self, out: &mut [u32], a: &[u32], t: &mut [u32]) {
        self.square_into(t, a);
        self.redc_sos(out, t, true);
    }

    /// `t = a·b` (`2k` limbs).
    fn product_into(&self, t: &mut [u32], a: &[u32], b: &[u32]) {
        let k = self.limbs();
        #[cfg(emcrypt_umaal)]
        if k.is_multiple_of(2) {
            // All passes in one assembly routine (the same passes as below).
            return crate::arch::umaal::product(t, a, b, k);
        }
        let (a, b, t) = (&a[..k], &b[..k], &mut t[..2 * k]);
        t.fill(0);
        let mut i = 0;
        while i + 1 < k {
            // Positions i+k and i+k+1 are still zero: no carry leaves the window.
            add_mul_2(&mut t[i..], a, b[i], b[i + 1], 0, 0);
            i += 2;
        }
        if i < k {
            add_mul_1(&mut t[i..], a, b[i], 0);
        }
    }

    /// `t = a²` (`2k` limbs).
    fn square_into(&self, t: &mut [u32], a: &[u32]) {
        let k = self.limbs();
        #[cfg(emcrypt_umaal)]
        if k.is_multiple_of(2) {
            return crate::arch::umaal::square(t, a, k);
        }
        let (a, t) = (&a[..k], &mut t[..2 * k]);
        t.fill(0);
        // Cross products a[j]·a[i] (i < j) at position i+j, two rows (i, i+1) per pass: the pass adds
        // a[i+2..]·(a[i] + a[i+1]·2^32) at 2i+2, and the one product the rows do not share,
        // a[i]·a[i+1] at 2i+1, enters as the low limb there and the first carry.
        let mut i = 0;
        while i + 1 < k {
            let p = a[i] as u64 * a[i + 1] as u64 + t[2 * i + 1] as u64;
            t[2 * i + 1] = p as u32;
            // Positions up to 2i+2+(k-i-2)+1 = i+k+1 <= 2k-1; the rows above are still zero.
            add_mul_2(&mut t[2 * i + 2..], &a[i + 2..], a[i], a[i + 1], (p >> 32) as u32, 0);
            i += 2;
        }
        // Double the cross products and add the diagonal a[j]² at 2j, in one carry chain.
        let mut carry = 0u64; // up to 2: the doubled top bit plus the sum's carry
        for j in 0..k {
            let (lo, hi) = (t[2 * j], t[2 * j + 1]);
            let sq = a[j] as u64 * a[j] as u64;
            let s = ((lo as u64) << 1) + (sq & 0xffff_ffff) + carry;
            t[2 * j] = s as u32;
            let s2 = ((hi as u64) << 1) + (sq >> 32) + (s >> 32);
            t[2 * j + 1] = s2 as u32;
            carry = s2 >> 32;
        }
    }

    /// `a = a²·R^(-1) mod m` with `t` (`2k` limbs) as scratch: [`Montgomery::square_sos`] where it is
    /// the faster method (Cortex-M4/M33 with `UMAAL`; the host, so that the tests run it), the CIOS
    /// [`Montgomery::square`] on the other Arm cores (M0+, M3), where the two were not compared yet.
    pub fn square_assign(&self, a: &mut [u32], t: &mut [u32]) {
        let k = self.limbs();
        if USE_SOS {
            self.square_into(t, a);
            self.redc_sos(a, t, false);
        } else {
            self.square(&mut t[..k], a);
            a[..k].copy_from_slice(&t[..k]);
        }
    }

    /// `a = a·b·R^(-1) mod m` with `t` (`2k` limbs) as scratch; the method as in
    /// [`Montgomery::square_assign`].
    pub fn mul_assign(&self, a: &mut [u32], b: &[u32], t: &mut [u32]) {
        let k = self.limbs();
        if USE_SOS {
            self.product_into(t, a, b);
            self.redc_sos(a, t, false);
        } else {
            self.mul(&mut t[..k], a, b);
            a[..k].copy_from_slice(&t[..k]);
        }
    }

    /// `a ≡ a²·R^(-1) (mod m)` with `a` only kept below `R`, not below `m` (the "almost Montgomery"
    /// squaring): for an exponentiation's accumulator, which is fully reduced once at the end (by
    /// [`Montgomery::from_montgomery`], whose CIOS takes any `a < R`). Input: any `a < R`.
    ///
    /// Why it is correct: the reduction of `t = a² < R²` gives `(t + U·m)/R < R + m` (`U < R`), i.e. the
    /// high half plus a carry bit `extra`; subtracting `m` exactly when `extra = 1` leaves a value below
    /// `R`. That masked subtraction is one pass over the limbs, where the full reduction needs a
    /// comparison with `m` and a masked selection (RSA-3072 CRT signing: 3.1 M cycles of final
    /// subtractions). Constant time as well: the mask comes from `extra`, never a branch.
    pub fn square_assign_lazy(&self, a: &mut [u32], t: &mut [u32]) {
        if USE_SOS {
            self.square_into(t, a);
            self.redc_sos(a, t, true);
        } else {
            self.square_assign(a, t);
        }
    }

    /// `a ≡ a·b·R^(-1) (mod m)`, below `R`: as [`Montgomery::square_assign_lazy`], for any `a, b < R`.
    pub fn mul_assign_lazy(&self, a: &mut [u32], b: &[u32], t: &mut [u32]) {
        if USE_SOS {
            self.product_into(t, a, b);
            self.redc_sos(a, t, true);
        } else {
            self.mul_assign(a, b, t);
        }
    }

    /// Montgomery reduction of `t` (`2k` limbs, destroyed) into `out`, by two-row passes: fully reduced
    /// (`out < m`, for `t < m·R`), or with `lazy` only below `R` (for `t < R²`, see
    /// [`Montgomery::square_assign_lazy`]).
    fn redc_sos(&self, out: &mut [u32], t: &mut [u32], lazy: bool) {
        let m = self.modulus();
        let k = m.len();
        let m_inv = self.m0_neg_inv();
        #[cfg(emcrypt_umaal)]
        if k.is_multiple_of(2) {
            let extra = crate::arch::umaal::redc(t, m, m_inv);
            // The copy out of `t` and the masked subtraction of `m` in one routine.
            if lazy {
                crate::arch::umaal::subtract_if_carry(out, &t[k..2 * k], m, extra);
            } else {
                crate::arch::umaal::final_subtract(out, &t[k..2 * k], m, extra);
            }
            return;
        }
        // `extra` is the carry out of the previous pass's top limb, which belongs to this pass's limb k.
        let mut extra = 0u32;
        let mut i = 0;
        while i + 1 < k {
            let u0 = t[i].wrapping_mul(m_inv);
            // Limb i+1 once m·u0 is added: t[i+1] + m[1]·u0 + carry of (t[i] + m[0]·u0).
            let c = ((m[0] as u64 * u0 as u64 + t[i] as u64) >> 32) as u32;
            let t1 = t[i + 1].wrapping_add(m[1].wrapping_mul(u0)).wrapping_add(c);
            let u1 = t1.wrapping_mul(m_inv);
            extra = add_mul_2(&mut t[i..], m, u0, u1, 0, extra);
            i += 2;
        }
        if i < k {
            let u0 = t[i].wrapping_mul(m_inv);
            extra = add_mul_1(&mut t[i..], m, u0, extra);
        }
        out[..k].copy_from_slice(&t[k..2 * k]);
        if lazy {
            // Below R + m: subtracting m when the carry is set leaves a value below R.
            limbs::sub_masked(&mut out[..k], m, limbs::mask_from_bit(extra));
        } else {
            self.subtract_if_ge(&mut out[..k], extra);
        }
        // `t` keeps intermediate values: callers wipe their working buffer when done (as `mod_exp` does).
    }
}

/// Compares the SOS operations (whole-operation assembly on cores with `UMAAL`, for even limb counts) with
/// the CIOS [`Montgomery::mul`] on pseudorandom moduli and operands of 2 to 20, 34 and 48 limbs, which take
/// every path of the assembly's passes (single columns, an odd or even number of four-column blocks, the
/// squaring's empty last pass, the three-row passes of multiples of 6), chaining each result into the next
/// operands; returns the number of
/// disagreements. For the on-target known-answer firmware: the host tests run the Rust passes instead.
#[doc(hidden)]
pub fn kernel_self_check() -> u32 {
    const MAX: usize = 48;
    let mut state = 0x9e37_79b9u32;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        state
    };
    let mut failures = 0;
    for k in (2..=20).chain([34, MAX]) {
        let (mut m, mut a, mut b) = ([0u32; MAX], [0u32; MAX], [0u32; MAX]);
        for i in 0..k {
            (m[i], a[i], b[i]) = (next(), next(), next());
        }
        m[0] |= 1;
        m[k - 1] |= 0x8000_0000;
        let Ok(ctx) = Montgomery::new(&m[..k]) else {
            failures += 1;
            continue;
        };
        // Operands below m: the top limb cleared of its high bit.
        a[k - 1] >>= 1;
        b[k - 1] >>= 1;
        for _ in 0..8 {
            // The product buffer starts as garbage: the kernels must write every limb before reading it
            // (`arch::umaal::product_array` relies on it).
            let (mut want, mut got, mut t) = ([0u32; MAX], [0u32; MAX], [next(); 2 * MAX]);
            ctx.mul(&mut want[..k], &a[..k], &b[..k]);
            ctx.mul_sos(&mut got[..k], &a[..k], &b[..k], &mut t);
            failures += (got != want) as u32;
            ctx.mul(&mut want[..k], &a[..k], &a[..k]);
            t.fill(next());
            ctx.square_sos(&mut got[..k], &a[..k], &mut t);
            failures += (got != want) as u32;
            (a, b) = (got, want);
            b[0] ^= next();
            b[k - 1] &= 0x7fff_ffff;
        }
    }
    failures
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A xorshift64 stream of test limbs.
    fn xorshift(mut x: u64) -> impl FnMut() -> u32 {
        move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u32
        }
    }

    #[test]
    fn sos_matches_cios() {
        // Moduli of 1 to 9 limbs (odd and even counts), pseudo-random operands below them.
        let mut next = xorshift(0x1234_5678_9abc_def1);
        for k in 1..=9 {
            for _ in 0..50 {
                let (mut m, mut a, mut b) = ([0u32; 9], [0u32; 9], [0u32; 9]);
                for i in 0..k {
                    (m[i], a[i], b[i]) = (next(), next(), next());
                }
                m[0] |= 1;
                m[k - 1] |= 0x8000_0000;
                a[k - 1] >>= 1;
                b[k - 1] >>= 1;
                let (m, a, b) = (&m[..k], &a[..k], &b[..k]);
                let ctx = Montgomery::new(m).unwrap();
                let (mut want, mut got, mut t) = ([0u32; 9], [0u32; 9], [0u32; 18]);
                ctx.mul(&mut want[..k], a, b);
                ctx.mul_sos(&mut got[..k], a, b, &mut t);
                assert_eq!(got, want, "mul k={k}");
                ctx.mul(&mut want[..k], a, a);
                ctx.square_sos(&mut got[..k], a, &mut t);
                assert_eq!(got, want, "square k={k}");
            }
        }
    }

    /// `x mod m` for any `x < R`, by CIOS: `(x·R²·R^(-1))·1·R^(-1)`.
    fn fully_reduced(ctx: &Montgomery<'_>, x: &[u32], r2: &[u32]) -> [u32; 9] {
        let k = ctx.limbs();
        let (mut t, mut out, mut one) = ([0u32; 9], [0u32; 9], [0u32; 9]);
        one[0] = 1;
        ctx.mul(&mut t[..k], x, r2);
        ctx.mul(&mut out[..k], &t[..k], &one[..k]);
        out
    }

    #[test]
    fn lazy_matches_full_reduction() {
        // Operands anywhere below R (also >= m, all ones), moduli with and without the top bit set,
        // and chains of lazy squarings and products as the exponentiation runs them.
        let mut next = xorshift(0x9e37_79b9_7f4a_7c15);
        for k in 1..=9 {
            for round in 0..60 {
                let (mut m, mut a, mut b) = ([0u32; 9], [0u32; 9], [0u32; 9]);
                for i in 0..k {
                    (m[i], a[i], b[i]) = (next(), next(), next());
                }
                match round % 3 {
                    0 => m[k - 1] |= 0x8000_0000,
                    1 => m[k - 1] = (m[k - 1] >> 8) | 0x100,
                    _ => a[..k].fill(u32::MAX),
                }
                m[0] |= 1;
                let (m, a, b) = (&m[..k], &a[..k], &b[..k]);
                let ctx = Montgomery::new(m).unwrap();
                let (mut r2, mut tmp) = ([0u32; 9], [0u32; 9]);
                ctx.r_squared_vartime(&mut r2[..k], &mut tmp[..k]);
                let r2 = &r2[..k];
                let (ar, br) = (fully_reduced(&ctx, a, r2), fully_reduced(&ctx, b, r2));
                let (mut want, mut got, mut t) = ([0u32; 9], [0u32; 9], [0u32; 18]);
                ctx.mul(&mut want[..k], &ar[..k], &br[..k]);
                ctx.mul_sos_lazy(&mut got[..k], a, b, &mut t);
                assert_eq!(fully_reduced(&ctx, &got[..k], r2), want, "mul k={k}");
                ctx.mul(&mut want[..k], &ar[..k], &ar[..k]);
                ctx.square_sos_lazy(&mut got[..k], a, &mut t);
                assert_eq!(fully_reduced(&ctx, &got[..k], r2), want, "square k={k}");
                // A chain: acc = acc²·b, lazily and fully.
                let (mut lazy, mut full) = ([0u32; 9], ar);
                lazy[..k].copy_from_slice(a);
                for _ in 0..5 {
                    ctx.square_assign_lazy(&mut lazy[..k], &mut t);
                    ctx.mul_assign_lazy(&mut lazy[..k], b, &mut t);
                    ctx.square_assign(&mut full[..k], &mut t);
                    ctx.mul_assign(&mut full[..k], &br[..k], &mut t);
                }
                assert_eq!(fully_reduced(&ctx, &lazy[..k], r2), full, "chain k={k}");
            }
        }
    }
}
