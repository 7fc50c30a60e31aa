//! Generic constant-time Montgomery arithmetic modulo an odd number `m < 2^(32N)`, on `N` 32-bit limbs
//! (little-endian limb order). One small implementation serves every curve's field and scalar ring
//! (CMOX "Small math").
//!
//! An element `a` is held in Montgomery form `a·R mod m` with `R = 2^(32N)`, fully reduced (`< m`).
//! Multiplication is CIOS (coarsely integrated operand scanning, Koç–Acar–Kaliski 1996): the product and
//! the reduction are interleaved limb by limb, `N² + N²` 32×32→64-bit multiply-accumulates, with a
//! final subtraction done by masking, never by branching.
//!
//! | operation | technique | constant time |
//! | --- | --- | --- |
//! | [`Modulus::mul`] | CIOS Montgomery multiplication, masked final subtraction | yes (see below) |
//! | [`Modulus::add`], [`sub`](Modulus::sub), [`neg`](Modulus::neg) | carry chain, masked correction | yes |
//! | [`Modulus::invert`] | Fermat, `a^(m-2)` (m prime), sliding windows of up to 4 bits on the public exponent | yes |
//! | [`Modulus::sqrt`] | `a^((m+1)/4)` for `m ≡ 3 (mod 4)` | yes |
//!
//! # The multiply instruction and constant time
//! The limb products are `u64` multiplications of `u32`s. On Cortex-M4/M7/M33 these compile to
//! `UMULL`/`UMLAL`, which take a fixed number of cycles. On **Cortex-M3** `UMULL`/`UMLAL` terminate early
//! when the operands' upper bits are zero, so their timing depends on the data: this code is **not
//! constant-time on Cortex-M3** (a known limitation, shared with most C libraries). **Cortex-M0/M0+**
//! have no `UMULL` at all: the product is computed by the compiler's `__aeabi_lmul` helper from 32-bit
//! `MULS` (single-cycle on most M0+ parts, 32-cycle on the iterative-multiplier option), which does not
//! branch on its operands.
//!
//! On cores with `UMAAL` (Cortex-M4/M33), 12 limbs (P-384's field and order) take the generated
//! straight-line routine of `arch::montgomery_umaal` for [`Modulus::mul`] and [`Modulus::square`]
//! (separated operand scanning, four rows per pass, the limbs streaming through four registers; generator
//! and host test in `montgomery/umaal_gen.rs`). M4 model, `ecdsa-p384-table/sign`: 4.55 M -> 3.35 M
//! cycles, 1,417 -> 947 cycles per multiplication, against the whole-operation SOS kernels of
//! `arch::umaal` it replaced (their per-pass set-up, loop bookkeeping and separate final subtraction are
//! gone). Before those, the SOS kernels had taken it from 6.68 M to 5.70 M, with the sliding-window
//! [`Modulus::pow_public_exponent`] (the nonce inverse mod `n`: about 470 operations instead of 670).
//! The same generator also writes the 17-limb routine (P-521: four passes of four rows and one of a single
//! row; `ecdsa-p521/sign` 66.4 M -> 37.3 M cycles) and an 8-limb one, which only secp256k1 takes, through
//! [`Modulus::mul_straight_line`] in its [`Curve`](super::Curve) methods (4.18 M against 6.24 M cycles to
//! sign): 8 limbs is also the compact P-256 type's width, whose footprint target leaves no room for the
//! routine's 1,148 bytes, so [`Modulus::mul`] keeps the CIOS loop there (P-256's fast types have their own
//! assembly, `arch::p256_m4`). An earlier generic `UMAAL` routine called per row had made 8-limb ECDSA
//! slower (8.06 M -> 9.00 M cycles); the straight-line code has no per-row call.
use subtle::Choice;
use zeroize::Zeroize;

/// Width of the sliding windows of [`Modulus::pow_public_exponent`]: odd window values up to `2^4 - 1`.
const POW_WINDOW: usize = 4;

/// An odd modulus with its Montgomery constants, all computed at compile time by [`Modulus::new`].
///
/// `repr(C)`: the limbs of `m` and then `m0_neg_inv` lie in this order at the start of the struct, which
/// the 12-limb assembly multiplier reads through one pointer.
#[derive(Clone, Copy, Debug)]
#[repr(C)]
pub struct Modulus<const N: usize> {
    /// The modulus `m`, little-endian limbs.
    m: [u32; N],
    /// `-m^(-1) mod 2^32`, the CIOS reduction factor.
    m0_neg_inv: u32,
    /// `R mod m`: 1 in Montgomery form.
    one: [u32; N],
    /// `R² mod m`: multiplying by it converts into Montgomery form.
    r2: [u32; N],
}

impl<const N: usize> Modulus<N> {
    /// The constants for the odd modulus `m` (evaluated at compile time for the curve constants).
    pub const fn new(m: [u32; N]) -> Self {
        assert!(N > 0 && m[0] & 1 == 1, "the modulus must be odd");
        assert!(m[N - 1] != 0, "the top limb must be used");
        // Newton iteration for m0^(-1) mod 2^32: each step doubles the number of correct low bits.
        let mut inv: u32 = 1;
        let mut i = 0;
        while i < 5 {
            inv = inv.wrapping_mul(2u32.wrapping_sub(m[0].wrapping_mul(inv)));
            i += 1;
        }
        let mut one = [0u32; N];
        one[0] = 1;
        let one = mul_pow2_const(one, 32 * N, &m);
        let r2 = mul_pow2_const(one, 32 * N, &m);
        Modulus { m, m0_neg_inv: inv.wrapping_neg(), one, r2 }
    }

    /// Converts `x < m` (normal form) to Montgomery form at compile time (by `32N` modular doublings).
    pub const fn to_montgomery_const(&self, x: [u32; N]) -> [u32; N] {
        assert!(lt_const(&x, &self.m), "constant out of range");
        mul_pow2_const(x, 32 * N, &self.m)
    }

    /// The modulus, little-endian limbs.
    pub const fn modulus(&self) -> &[u32; N] {
        &self.m
    }

    /// `-m^(-1) mod 2^32`, the factor of the word-by-word reduction (for assembly multipliers that take it).
    pub const fn m0_neg_inv(&self) -> u32 {
        self.m0_neg_inv
    }

    /// 1 in Montgomery form.
    pub const fn one(&self) -> [u32; N] {
        self.one
    }

    /// `a·b·R^(-1) mod m` (CIOS; at 12 and 17 limbs on cores with `UMAAL`, the straight-line assembly of
    /// `arch::montgomery_umaal`). Inputs: `a < 2^(32N)`, `b < m`; output `< m`.
    ///
    /// Never inlined: one copy of the loop serves every call site (small code, and each caller's stack
    /// frame stays free of the multiplier's temporaries).
    #[inline(never)]
    pub fn mul(&self, a: &[u32; N], b: &[u32; N]) -> [u32; N] {
        #[cfg(emcrypt_umaal)]
        if N == 12 || N == 17 {
            return self.mul_straight_line_assembly(a, b);
        }
        let m = &self.m;
        // t holds N+2 limbs: t[0..N], t_hi (limb N), and the carry out of it (limb N+1, 0 or 1).
        // Every step is `u32 + u32 * u32 + u32`, which fits 64 bits and maps to one UMAAL on Armv7E-M.
        let mut t = [0u32; N];
        let mut t_hi: u32 = 0;
        for bi in b.iter() {
            // t += a * b[i]
            let mut carry: u32 = 0;
            for (tj, aj) in t.iter_mut().zip(a.iter()) {
                let s = (*aj as u64) * (*bi as u64) + *tj as u64 + carry as u64;
                *tj = s as u32;
                carry = (s >> 32) as u32;
            }
            let s = t_hi as u64 + carry as u64;
            t_hi = s as u32;
            let t_top = (s >> 32) as u32;
            // t = (t + u*m) / 2^32, with u chosen so the low limb cancels.
            let u = t[0].wrapping_mul(self.m0_neg_inv);
            let mut carry = (((u as u64) * (m[0] as u64) + t[0] as u64) >> 32) as u32;
            for j in 1..N {
                let s = (u as u64) * (m[j] as u64) + t[j] as u64 + carry as u64;
                t[j - 1] = s as u32;
                carry = (s >> 32) as u32;
            }
            let s = t_hi as u64 + carry as u64;
            t[N - 1] = s as u32;
            t_hi = t_top + (s >> 32) as u32;
        }
        // Here (t_hi, t) < 2m: one masked subtraction reduces it.
        self.subtract_if_ge(&t, t_hi)
    }

    /// [`mul`](Self::mul), but at 8 limbs on cores with `UMAAL` (Cortex-M4/M33) the generated straight-line
    /// routine of `arch::montgomery_umaal` instead of the CIOS loop (same result). A curve opts in through
    /// its [`Curve`](super::Curve) methods (secp256k1 for its field and scalar products): the routine is
    /// 1,148 bytes of code (M4), which the compact P-256 type, also 8 limbs, does not link. Inversions and the
    /// other exponentiations of this type keep calling [`mul`](Self::mul).
    #[inline(always)]
    pub fn mul_straight_line(&self, a: &[u32; N], b: &[u32; N]) -> [u32; N] {
        #[cfg(emcrypt_umaal)]
        if N == 8 {
            return self.mul_straight_line_assembly(a, b);
        }
        self.mul(a, b)
    }

    /// `a² R^(-1) mod m`.
    #[inline(always)]
    pub fn square(&self, a: &[u32; N]) -> [u32; N] {
        #[cfg(emcrypt_umaal)]
        if N == 12 || N == 17 {
            return self.mul_straight_line_assembly(a, a);
        }
        self.mul(a, a)
    }

    /// [`mul`](Self::mul) for 8, 12 and 17 limbs on cores with `UMAAL`: the generated straight-line assembly
    /// of `arch::montgomery_umaal`.
    #[cfg(emcrypt_umaal)]
    #[inline(always)]
    fn mul_straight_line_assembly(&self, a: &[u32; N], b: &[u32; N]) -> [u32; N] {
        crate::arch::montgomery_umaal::mul(a, b, self)
    }

    /// Reduces `(hi·2^(32N) + t) < 2m` to `< m` by a masked subtraction of `m`.
    fn subtract_if_ge(&self, t: &[u32; N], hi: u32) -> [u32; N] {
        let (d, borrow) = sub_limbs(t, &self.m);
        // Keep the difference when there was a carry limb or no borrow, i.e. when the value was >= m.
        let keep_difference = ((hi | (borrow ^ 1)) & 1).wrapping_neg();
        select_mask(t, &d, keep_difference)
    }

    /// `a + b mod m` for `a, b < m`.
    #[inline(never)]
    pub fn add(&self, a: &[u32; N], b: &[u32; N]) -> [u32; N] {
        #[cfg(emcrypt_umaal)]
        if N >= 12 && N.is_multiple_of(4) {
            // The `ADCS`/`SBCS` chains of `arch::umaal` (P-384: about 250 cycles against 360 here).
            return crate::arch::umaal::add_mod(a, b, &self.m);
        }
        let (s, carry) = add_limbs(a, b);
        self.subtract_if_ge(&s, carry)
    }

    /// `a - b mod m` for `a, b < m`.
    #[inline(never)]
    pub fn sub(&self, a: &[u32; N], b: &[u32; N]) -> [u32; N] {
        let (d, borrow) = sub_limbs(a, b);
        // On borrow, add m back (masked: m AND all-ones, or AND zero).
        let mask = core::hint::black_box(borrow.wrapping_neg());
        let mut correction = [0u32; N];
        for (c, mj) in correction.iter_mut().zip(self.m.iter()) {
            *c = mj & mask;
        }
        add_limbs(&d, &correction).0
    }

    /// `-a mod m` for `a < m` (0 stays 0).
    pub fn neg(&self, a: &[u32; N]) -> [u32; N] {
        self.sub(&[0; N], a)
    }

    /// `2a mod m`.
    pub fn double(&self, a: &[u32; N]) -> [u32; N] {
        self.add(a, a)
    }

    /// Converts `a < 2^(32N)` (normal form) into Montgomery form, reduced mod m.
    pub fn to_montgomery(&self, a: &[u32; N]) -> [u32; N] {
        self.mul(a, &self.r2)
    }

    /// Converts from Montgomery form to the normal representative in `[0, m)`.
    pub fn from_montgomery(&self, a: &[u32; N]) -> [u32; N] {
        let mut one = [0u32; N];
        one[0] = 1;
        self.mul(a, &one)
    }

    /// `a^e` in Montgomery form, for a **public** exponent `e` (little-endian limbs), by sliding windows
    /// of up to [`POW_WINDOW`] bits over `e` from a table of the odd powers `a, a^3, ..., a^15` (8
    /// elements on the stack): for a 384-bit `e` about 384 squarings and 80 multiplications, where
    /// square-and-multiply needs one multiplication per set bit (about 290 for P-384's `n - 2`). Constant
    /// time: which squarings, multiplications and table entries are used depends on `e` only, never on `a`.
    pub fn pow_public_exponent(&self, a: &[u32; N], e: &[u32; N]) -> [u32; N] {
        let bit = |i: usize| (e[i / 32] >> (i % 32)) & 1;
        // odd_powers[j] = a^(2j + 1).
        let mut odd_powers = [*a; 1 << (POW_WINDOW - 1)];
        let mut a_squared = self.square(a);
        for j in 1..odd_powers.len() {
            odd_powers[j] = self.mul(&odd_powers[j - 1], &a_squared);
        }
        a_squared.zeroize();
        let mut acc = self.one;
        let mut started = false; // acc is still 1: skip its squarings
        let mut i = 32 * N; // the bits of e at and above i are done
        while i > 0 {
            if bit(i - 1) == 0 {
                if started {
                    acc = self.square(&acc);
                }
                i -= 1;
                continue;
            }
            // The longest window of at most POW_WINDOW bits that starts at bit i-1 and ends on a set bit.
            let mut low = i.saturating_sub(POW_WINDOW);
            while bit(low) == 0 {
                low += 1;
            }
            let mut value = 0usize;
            for b in (low..i).rev() {
                if started {
                    acc = self.square(&acc);
                }
                value = (value << 1) | bit(b) as usize;
            }
            acc = if started { self.mul(&acc, &odd_powers[value / 2]) } else { odd_powers[value / 2] };
            started = true;
            i = low;
        }
        odd_powers.zeroize();
        acc
    }

    /// `a^(-1)` by Fermat's little theorem, `a^(m-2)` (m prime), in Montgomery form; constant time.
    /// The inverse of 0 is 0 (callers that care check for zero first).
    pub fn invert(&self, a: &[u32; N]) -> [u32; N] {
        let mut two = [0u32; N];
        two[0] = 2;
        let (exponent, _) = sub_limbs(&self.m, &two);
        self.pow_public_exponent(a, &exponent)
    }

    /// `a^(-1)` as [`invert`](Self::invert), by plain square-and-multiply over the bits of `m - 2`: no
    /// table of odd powers and a short loop (the compact curve configurations,
    /// [`Curve::COMPACT`](super::Curve::COMPACT)), for about one multiplication per set bit of `m - 2`
    /// more (P-256's `p - 2`: 223 set bits, against about 55 window multiplications). Constant time: the
    /// sequence of operations depends on `m` only.
    pub fn invert_compact(&self, a: &[u32; N]) -> [u32; N] {
        let mut two = [0u32; N];
        two[0] = 2;
        let (exponent, _) = sub_limbs(&self.m, &two);
        let mut acc = self.one;
        for i in (0..32 * N).rev() {
            acc = self.square(&acc);
            if (exponent[i / 32] >> (i % 32)) & 1 == 1 {
                acc = self.mul(&acc, a);
            }
        }
        acc
    }

    /// `a^(-1)` in Montgomery form for a **public** `a` in normal form (`0 < a < m`), in variable time:
    /// Kaliski's binary inverse of [`mod_inverse_vartime`](crate::bigint::inverse_vartime::mod_inverse_vartime)
    /// (shifts and subtractions, tens of thousands of cycles where Fermat takes hundreds of
    /// multiplications). For verification only: its running time depends on `a`. Returns 0 for a
    /// non-invertible `a`, like [`invert`](Self::invert).
    pub fn invert_vartime(&self, a: &[u32; N]) -> [u32; N] {
        /// Working limbs for the largest modulus here (17 limbs, P-521): `3·17 + 2`.
        const WORK: usize = 3 * 17 + 2;
        let mut work = [0u32; WORK];
        let mut inverse = [0u32; N];
        let inverted = match crate::bigint::montgomery::Montgomery::new(&self.m) {
            Ok(ctx) if N <= 17 => crate::bigint::inverse_vartime::mod_inverse_vartime(&ctx, &mut inverse, a, &mut work),
            _ => Ok(false),
        };
        match inverted {
            Ok(true) => self.to_montgomery(&inverse),
            // Not invertible (0) or a modulus the binary inverse refuses: the constant-time path.
            _ => self.invert(&self.to_montgomery(a)),
        }
    }

    /// A square root of `a` (Montgomery form) for a prime `m ≡ 3 (mod 4)`: `a^((m+1)/4)`, and whether
    /// it is one (`root² = a`). Constant time.
    pub fn sqrt(&self, a: &[u32; N]) -> ([u32; N], Choice) {
        debug_assert!(self.m[0] & 3 == 3);
        let mut one = [0u32; N];
        one[0] = 1;
        let (m_plus_1, _) = add_limbs(&self.m, &one);
        let exponent = shift_right(&m_plus_1, 2);
        let root = self.pow_public_exponent(a, &exponent);
        let is_root = ct_eq(&self.square(&root), a);
        (root, is_root)
    }

    /// `a < m` for a value in normal form, in constant time.
    pub fn is_reduced(&self, a: &[u32; N]) -> Choice {
        // Branch-free on every core (see `bigint::limbs::lt`).
        Choice::from(crate::bigint::limbs::lt(a, &self.m) as u8)
    }

    /// Subtracts `m` once when `a >= m` (reduces any `a < 2m`), in constant time.
    pub fn reduce_once(&self, a: &[u32; N]) -> [u32; N] {
        self.subtract_if_ge(a, 0)
    }
}

/// `a + b` and the carry out (0 or 1).
pub(crate) fn add_limbs<const N: usize>(a: &[u32; N], b: &[u32; N]) -> ([u32; N], u32) {
    let mut out = [0u32; N];
    let mut carry = 0u64;
    for ((o, x), y) in out.iter_mut().zip(a).zip(b) {
        let s = *x as u64 + *y as u64 + carry;
        *o = s as u32;
        carry = s >> 32;
    }
    (out, carry as u32)
}

/// `a - b` and the borrow out (0 or 1).
pub(crate) fn sub_limbs<const N: usize>(a: &[u32; N], b: &[u32; N]) -> ([u32; N], u32) {
    let mut out = [0u32; N];
    let mut borrow = 0u64;
    for ((o, x), y) in out.iter_mut().zip(a).zip(b) {
        let d = (*x as u64).wrapping_sub(*y as u64).wrapping_sub(borrow);
        *o = d as u32;
        borrow = (d >> 63) & 1;
    }
    (out, borrow as u32)
}

/// `a >> s` for `0 < s < 32`.
pub(crate) fn shift_right<const N: usize>(a: &[u32; N], s: u32) -> [u32; N] {
    let mut out = [0u32; N];
    for i in 0..N {
        let high = if i + 1 < N { a[i + 1] << (32 - s) } else { 0 };
        out[i] = (a[i] >> s) | high;
    }
    out
}

/// `acc^(2^k)·x` by `k` squarings and one multiplication (a curve field's own `square` and `mul`): appends
/// the `k`-bit exponent of `x` to that of `acc`, the step of the addition-chain inverses.
#[inline(always)]
pub(crate) fn append_exponent<const N: usize>(
    mut acc: [u32; N],
    k: usize,
    x: &[u32; N],
    square: impl Fn(&[u32; N]) -> [u32; N],
    mul: impl Fn(&[u32; N], &[u32; N]) -> [u32; N],
) -> [u32; N] {
    for _ in 0..k {
        acc = square(&acc);
    }
    mul(&acc, x)
}

/// Montgomery reduction `t·2^(-32N) mod p` (`t < p·2^(32N)` on `2N` limbs, the result `< p`) for a prime
/// `p ≡ -1 (mod 2^32)` whose multiples `u·p` are a few shifted copies of `u` (P-256, P-384): the quotient
/// word `u_k` is the low word of column `k` (as `-p^(-1) ≡ 1`), and column `k` of `t + Σ u_j·p·2^(32j)`
/// receives `t[k]`, the carry, `Σ sign·u_{k-offset}` over `copies` (`(offset, sign)`: `p`'s words other
/// than the `-1` at word 0, which clears the column) and `-u_k` for `k < N`. The signed carry stays within
/// a few units, so `i64` holds every column. Straight-line for a constant `copies` (inlined).
#[inline(always)]
pub(crate) fn reduce_special_form<const N: usize>(t: &[u32], p: &[u32; N], copies: &[(usize, i64)]) -> [u32; N] {
    let mut u = [0u32; N];
    let mut out = [0u32; N];
    let mut carry: i64 = 0;
    for k in 0..2 * N {
        let mut column = t[k] as i64 + carry;
        for &(offset, sign) in copies {
            if k >= offset && k - offset < N {
                column += sign * u[k - offset] as i64;
            }
        }
        if k < N {
            u[k] = column as u32;
        } else {
            out[k - N] = column as u32;
        }
        // Arithmetic shift: the floor of column / 2^32, the right carry for a negative column too.
        carry = column >> 32;
    }
    // (carry, out) = (t + u·p) / 2^(32N) < 2p: one masked subtraction of p.
    let (reduced, borrow) = sub_limbs(&out, p);
    let keep_reduced = (carry as u32 & 1) | (borrow ^ 1);
    select(&out, &reduced, Choice::from(keep_reduced as u8))
}

/// `b` when `choice` is set, else `a`, without branching.
pub fn select<const N: usize>(a: &[u32; N], b: &[u32; N], choice: Choice) -> [u32; N] {
    select_mask(a, b, u32::from(choice.unwrap_u8()).wrapping_neg())
}

/// `b` where `mask` is all ones, `a` where it is zero: `a ^ ((a ^ b) & mask)`. The mask goes through
/// [`core::hint::black_box`] so the compiler cannot turn the selection back into a branch.
fn select_mask<const N: usize>(a: &[u32; N], b: &[u32; N], mask: u32) -> [u32; N] {
    let mask = core::hint::black_box(mask);
    let mut out = [0u32; N];
    for ((o, x), y) in out.iter_mut().zip(a).zip(b) {
        *o = x ^ ((x ^ y) & mask);
    }
    out
}

/// `a == b`, in constant time.
pub fn ct_eq<const N: usize>(a: &[u32; N], b: &[u32; N]) -> Choice {
    let mut diff = 0u32;
    for (x, y) in a.iter().zip(b) {
        diff |= x ^ y;
    }
    is_zero_word(diff)
}

/// `a == 0`, in constant time.
pub fn is_zero<const N: usize>(a: &[u32; N]) -> Choice {
    is_zero_word(a.iter().fold(0, |acc, x| acc | x))
}

/// `w == 0` as a [`Choice`], computed arithmetically.
fn is_zero_word(w: u32) -> Choice {
    // (w | -w) has its top bit set exactly when w != 0.
    Choice::from((((w | w.wrapping_neg()) >> 31) ^ 1) as u8)
}

/// Reads big-endian `bytes` (at most `4N` of them) into little-endian limbs.
pub fn from_be_bytes<const N: usize>(bytes: &[u8]) -> [u32; N] {
    debug_assert!(bytes.len() <= 4 * N);
    let mut out = [0u32; N];
    for (i, b) in bytes.iter().rev().enumerate().take(4 * N) {
        out[i / 4] |= (*b as u32) << (8 * (i % 4));
    }
    out
}

/// Writes the low `out.len()` bytes of `a` big-endian into `out` (`out.len() <= 4N`).
pub fn to_be_bytes<const N: usize>(a: &[u32; N], out: &mut [u8]) {
    for (i, b) in out.iter_mut().rev().enumerate() {
        *b = (a[i / 4] >> (8 * (i % 4))) as u8;
    }
}

/// Parses a big-endian hex string (compile-time curve constants; `_` separators allowed).
pub const fn limbs_from_hex<const N: usize>(hex: &str) -> [u32; N] {
    let s = hex.as_bytes();
    let mut out = [0u32; N];
    let mut digit_index = 0; // counts hex digits from the least significant end
    let mut i = s.len();
    while i > 0 {
        i -= 1;
        let c = s[i];
        let v = match c {
            b'0'..=b'9' => c - b'0',
            b'a'..=b'f' => c - b'a' + 10,
            b'A'..=b'F' => c - b'A' + 10,
            b'_' => continue,
            _ => panic!("bad hex digit"),
        };
        assert!(digit_index < 8 * N, "hex constant too long");
        out[digit_index / 8] |= (v as u32) << (4 * (digit_index % 8));
        digit_index += 1;
    }
    out
}

/// `a < b` at compile time.
const fn lt_const<const N: usize>(a: &[u32; N], b: &[u32; N]) -> bool {
    let mut i = N;
    while i > 0 {
        i -= 1;
        if a[i] != b[i] {
            return a[i] < b[i];
        }
    }
    false
}

/// `x · 2^k mod m` for `x < m`, by `k` modular doublings (compile time only: it branches).
const fn mul_pow2_const<const N: usize>(mut x: [u32; N], k: usize, m: &[u32; N]) -> [u32; N] {
    let mut step = 0;
    while step < k {
        // x = 2x, remembering the bit shifted out of the top.
        let top = x[N - 1] >> 31;
        let mut i = N - 1;
        while i > 0 {
            x[i] = (x[i] << 1) | (x[i - 1] >> 31);
            i -= 1;
        }
        x[0] <<= 1;
        // 2x < 2m: subtract m once when 2x >= m.
        if top == 1 || !lt_const(&x, m) {
            let mut borrow = 0u64;
            let mut j = 0;
            while j < N {
                let d = (x[j] as u64).wrapping_sub(m[j] as u64).wrapping_sub(borrow);
                x[j] = d as u32;
                borrow = (d >> 63) & 1;
                j += 1;
            }
        }
        step += 1;
    }
    x
}

#[cfg(test)]
mod umaal_gen;

#[cfg(test)]
mod tests {
    use super::*;

    // A small prime in 2 limbs so results can be checked with u128 arithmetic.
    const P: u64 = 0xffff_ffff_ffff_ffc5; // 2^64 - 59, prime, ≡ 1 mod 4
    const M: Modulus<2> = Modulus::new([P as u32, (P >> 32) as u32]);

    fn limbs(x: u64) -> [u32; 2] {
        [x as u32, (x >> 32) as u32]
    }
    fn value(l: [u32; 2]) -> u64 {
        l[0] as u64 | (l[1] as u64) << 32
    }

    #[test]
    fn arithmetic_matches_u128() {
        let samples = [0u64, 1, 2, 3, P - 1, P - 2, 0x1234_5678_9abc_def0, 0xffff_ffff, 1 << 63];
        for &a in &samples {
            for &b in &samples {
                let (am, bm) = (M.to_montgomery(&limbs(a)), M.to_montgomery(&limbs(b)));
                let prod = ((a as u128 * b as u128) % P as u128) as u64;
                assert_eq!(value(M.from_montgomery(&M.mul(&am, &bm))), prod, "{a} * {b}");
                let sum = ((a as u128 + b as u128) % P as u128) as u64;
                assert_eq!(value(M.add(&limbs(a), &limbs(b))), sum);
                let diff = ((a as u128 + P as u128 - b as u128) % P as u128) as u64;
                assert_eq!(value(M.sub(&limbs(a), &limbs(b))), diff);
            }
            if a != 0 {
                let inv = M.from_montgomery(&M.invert(&M.to_montgomery(&limbs(a))));
                assert_eq!((value(inv) as u128 * a as u128) % P as u128, 1);
                let compact = M.from_montgomery(&M.invert_compact(&M.to_montgomery(&limbs(a))));
                assert_eq!((value(compact) as u128 * a as u128) % P as u128, 1, "{a}");
                assert_eq!(M.invert_vartime(&limbs(a % P)), M.invert(&M.to_montgomery(&limbs(a % P))), "{a}");
            }
        }
    }

    proptest::proptest! {
        /// The variable-time inverse agrees with Fermat's (windowed and compact) on the P-256 and P-384 group orders.
        #[test]
        fn invert_vartime_matches_fermat(a: [u32; 8], b: [u32; 12]) {
            let n256: Modulus<8> = Modulus::new(limbs_from_hex("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"));
            let a = n256.reduce_once(&a);
            proptest::prop_assert_eq!(n256.invert_vartime(&a), n256.invert(&n256.to_montgomery(&a)));
            // The compact square-and-multiply inverse, against the binary one.
            proptest::prop_assert_eq!(n256.invert_vartime(&a), n256.invert_compact(&n256.to_montgomery(&a)));
            let n384: Modulus<12> = Modulus::new(limbs_from_hex("ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973"));
            let b = n384.reduce_once(&b);
            proptest::prop_assert_eq!(n384.invert_vartime(&b), n384.invert(&n384.to_montgomery(&b)));
        }
    }

    #[test]
    fn hex_and_bytes() {
        let x: [u32; 2] = limbs_from_hex("0102030405060708");
        assert_eq!(x, [0x05060708, 0x01020304]);
        let mut b = [0u8; 8];
        to_be_bytes(&x, &mut b);
        assert_eq!(b, [1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(from_be_bytes::<2>(&b), x);
    }
}
