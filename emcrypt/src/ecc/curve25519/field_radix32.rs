//! Arithmetic in GF(2^255 - 19), packed form: eight 32-bit limbs in radix 2^32, the form of the fast
//! Cortex-M4 X25519 implementations.
//!
//! | operation | technique | cost driver |
//! | --- | --- | --- |
//! | [`FieldElement32::mul`] | 8 x 8 operand scanning, two rows at a time, then `lo + 38 hi` | 72 [`umaal`] steps |
//! | [`FieldElement32::square`] | 28 cross products doubled + 8 diagonal ones, then `lo + 38 hi` | 44 steps |
//! | `mul` / `square` on `UMAAL` cores (M4, M33) | whole-function assembly, `arch::fe25519_m4` (same limbs out) | no spills |
//! | `mul` / `square` on Armv6-M (M0, M0+) | generated Thumb-1 assembly, `arch::fe25519_armv6m`: three-level subtractive Karatsuba, 64 x 64-bit products in registers from 16 x 16-bit `MULS` (same limbs out) | 108 (`square`: 81) `MULS` for the product |
//! | [`FieldElement32::mul_a24`] | one row by 121665 | 8 steps (Armv6-M: 16 `MULS`, `121665 = 2^16 + 0xdb41`) |
//! | add / sub | one carry (borrow) chain and a fold of the top bits | |
//! | sub on Thumb-2 cores (M3, M4, M33) | the borrow chain as inline `asm!`, `arch::fe25519_sub_inline` (same limbs out) | borrow in the flags |
//! | add / sub / `mul_a24` / swap on `UMAAL` cores | assembly, `arch::fe25519_m4_linear` (same limbs out) | carry in the flags |
//!
//! The multiply-accumulate step [`umaal`] lives in `arch`: one `UMAAL` instruction on the Cortex-M4
//! (the "M4 form"), a portable `u64` product elsewhere (the "portable 32-bit form"). On Armv6-M (cfg
//! `emcrypt_armv6m`: M0, M0+), which has no 64-bit product, `mul` and `square` are Thumb-1 assembly
//! (`arch::fe25519_armv6m`) built from 16 x 16-bit `MULS`. On cores with `UMAAL`
//! (cfg `emcrypt_umaal`: M4 and the M33s we measure) `mul` and `square` are instead whole functions in
//! assembly (`arch::fe25519_m4`), and so are `mul_a24` and the swap (`arch::fe25519_m4_linear`, whose
//! add and sub kernels only the X25519 ladder step calls); each returns exactly the limbs of its Rust
//! `*_portable` twin: the host tests check the Rust, [`kernel_self_check`] (run by the on-target
//! known-answer firmware) checks the assembly against it.
//!
//! # Representation and bounds
//! An element is any 256-bit value `sum(limb[i] * 2^(32 i))`, taken mod p: every function accepts any
//! 256-bit input and returns a 256-bit output (in fact below 2^255 + 2^11), never necessarily below p.
//! Only [`FieldElement32::to_bytes`] reduces fully. Reductions use 2^256 = 38 and 2^255 = 19 (mod p).
//!
//! # Constant time
//! No branch or memory index depends on limb values: carries are arithmetic, the swap is a mask. The
//! M3 caveat of [`umaal`] applies (the portable step compiles to `UMULL`/`UMLAL` there, whose timing
//! depends on the operands), so on Cortex-M3 this field is not constant-time.

use super::field::FieldElement;
use crate::arch::fe25519_umaal::umaal;
use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};

/// An element of GF(2^255 - 19) as eight little-endian 32-bit limbs; see the module docs for bounds.
#[derive(Clone, Copy, Debug)]
pub struct FieldElement32(pub(crate) [u32; 8]);

impl FieldElement32 {
    /// 0.
    pub const ZERO: Self = Self([0; 8]);
    /// 1.
    pub const ONE: Self = Self([1, 0, 0, 0, 0, 0, 0, 0]);

    /// Decodes 32 little-endian bytes, ignoring the top bit (RFC 7748 §5); values in [p, 2^255) are kept
    /// unreduced, which every operation accepts.
    /// `const`, so the Ed25519 constants and base-point table, computed at compile time on the
    /// radix-2^25.5 field, convert to this form through their encodings.
    pub const fn from_bytes(bytes: &[u8; 32]) -> Self {
        let mut limbs = [0u32; 8];
        let mut i = 0;
        while i < 8 {
            limbs[i] = u32::from_le_bytes([bytes[4 * i], bytes[4 * i + 1], bytes[4 * i + 2], bytes[4 * i + 3]]);
            i += 1;
        }
        limbs[7] &= 0x7fff_ffff;
        Self(limbs)
    }

    /// The canonical (fully reduced, < p) little-endian encoding.
    pub fn to_bytes(&self) -> [u8; 32] {
        // Below 2^255 + 19 after folding bit 255; then subtract p once if the value is >= p, which is
        // exactly when adding 19 reaches bit 255.
        let mut x = fold_bit_255(self.0, 0);
        let mut probe = x;
        add_small(&mut probe, 19);
        let q = probe[7] >> 31;
        add_small(&mut x, 19 * q);
        x[7] &= 0x7fff_ffff; // x + 19 - 2^255 = x - p when q = 1
        let mut out = [0u8; 32];
        for (chunk, limb) in out.as_chunks_mut::<4>().0.iter_mut().zip(x) {
            *chunk = limb.to_le_bytes();
        }
        out
    }

    /// `self + rhs`, [`Self::add_portable`] on every core. The assembly kernel
    /// `arch::fe25519_m4_linear::add` serves the X25519 ladder step, which calls it in place; called from
    /// Rust it costs a call and a frame (~72 cycles) against a few inlined instructions, which made
    /// Ed25519 table signing 2 % slower on the M4 model (590,672 -> 603,717 cycles).
    #[inline]
    pub fn add(&self, rhs: &Self) -> Self {
        self.add_portable(rhs)
    }

    /// `self + rhs` in Rust: a 257-bit sum, whose bits from 255 up are folded back with 19.
    #[inline]
    pub(crate) fn add_portable(&self, rhs: &Self) -> Self {
        // Carries in `u64` sums: LLVM turns these chains into `ADDS`/`ADCS`.
        let mut sum = [0u32; 8];
        let mut carry = 0u64;
        for i in 0..8 {
            let t = self.0[i] as u64 + rhs.0[i] as u64 + carry;
            sum[i] = t as u32;
            carry = t >> 32;
        }
        let carry = carry as u32;
        Self(fold_bit_255(sum, carry))
    }

    /// `self - rhs`: on Thumb-2 cores (M3, M4, M33) the inline borrow chain `arch::fe25519_sub_inline::sub`
    /// (LLVM compiles the Rust borrows into four instructions per limb); [`Self::sub_portable`] elsewhere.
    /// Both return the same limbs.
    #[inline]
    pub fn sub(&self, rhs: &Self) -> Self {
        #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
        {
            Self(crate::arch::fe25519_sub_inline::sub(&self.0, &rhs.0))
        }
        #[cfg(not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")))]
        {
            self.sub_portable(rhs)
        }
    }

    /// `self - rhs` in Rust: a borrow out of the top limb means 2^256 (= 38) too much was added back, so
    /// 38 is subtracted, at most twice (the second time only when the first one borrowed, leaving a value
    /// close to 2^256 that cannot borrow again).
    #[inline]
    pub(crate) fn sub_portable(&self, rhs: &Self) -> Self {
        // Borrows as the top bit of a wrapping `u64` difference (`SUBS`/`SBCS` on Arm).
        let mut diff = [0u32; 8];
        let mut borrow = 0u64;
        for i in 0..8 {
            let t = (self.0[i] as u64).wrapping_sub(rhs.0[i] as u64).wrapping_sub(borrow);
            diff[i] = t as u32;
            borrow = t >> 63;
        }
        let borrow = borrow as u32;
        let borrow = sub_small(&mut diff, 38 * borrow);
        diff[0] = diff[0].wrapping_sub(38 * borrow);
        Self(diff)
    }

    /// `-self`.
    pub fn neg(&self) -> Self {
        Self::ZERO.sub(self)
    }

    /// `self * rhs`: the assembly kernel `arch::fe25519_m4::mul` on cores with `UMAAL` (M4, M33),
    /// `arch::fe25519_armv6m::mul` on Armv6-M (M0/M0+), [`Self::mul_portable`] elsewhere; all return the
    /// same limbs.
    #[inline]
    pub fn mul(&self, rhs: &Self) -> Self {
        #[cfg(emcrypt_umaal)]
        {
            Self(crate::arch::fe25519_m4::mul(&self.0, &rhs.0))
        }
        #[cfg(emcrypt_armv6m)]
        {
            Self(crate::arch::fe25519_armv6m::mul(&self.0, &rhs.0))
        }
        #[cfg(not(any(emcrypt_umaal, emcrypt_armv6m)))]
        {
            self.mul_portable(rhs)
        }
    }

    /// `self * rhs` in Rust: the 512-bit product by operand scanning, two rows at a time ([`two_rows`]),
    /// then [`reduce`]. Written as four explicit calls so the 8-limb window stays in registers.
    #[cfg_attr(not(emcrypt_umaal), inline(never))]
    pub(crate) fn mul_portable(&self, rhs: &Self) -> Self {
        let (a, b) = (&self.0, &rhs.0);
        let mut window = [0u32; 8];
        let mut t = [0u32; 16];
        (t[0], t[1]) = two_rows(&mut window, a, b[0], b[1]);
        (t[2], t[3]) = two_rows(&mut window, a, b[2], b[3]);
        (t[4], t[5]) = two_rows(&mut window, a, b[4], b[5]);
        (t[6], t[7]) = two_rows(&mut window, a, b[6], b[7]);
        t[8..].copy_from_slice(&window);
        Self(reduce(&t))
    }

    /// `self^2`: the assembly kernel `arch::fe25519_m4::square` on cores with `UMAAL`,
    /// `arch::fe25519_armv6m::square` on Armv6-M, [`Self::square_portable`] elsewhere; all return the same
    /// limbs.
    #[inline]
    pub fn square(&self) -> Self {
        #[cfg(emcrypt_umaal)]
        {
            Self(crate::arch::fe25519_m4::square(&self.0))
        }
        #[cfg(emcrypt_armv6m)]
        {
            Self(crate::arch::fe25519_armv6m::square(&self.0))
        }
        #[cfg(not(any(emcrypt_umaal, emcrypt_armv6m)))]
        {
            self.square_portable()
        }
    }

    /// `self^2` in Rust: the 28 products `a[i] a[j]` with i < j once, doubled by a shift, plus the 8
    /// squares.
    #[cfg_attr(not(emcrypt_umaal), inline(never))]
    pub(crate) fn square_portable(&self) -> Self {
        let a = &self.0;
        // Cross products, row i from limb 2i + 1.
        let mut t = [0u32; 16];
        for i in 0..7 {
            let mut carry = 0;
            for j in i + 1..8 {
                (t[i + j], carry) = umaal(t[i + j], carry, a[i], a[j]);
            }
            t[i + 8] = carry;
        }
        // Double (the sum of cross products is below 2^511, so no bit is lost) ...
        let mut top = 0;
        for limb in t.iter_mut() {
            let next_top = *limb >> 31;
            *limb = (*limb << 1) | top;
            top = next_top;
        }
        // ... and add the squares a[i]^2 at limb 2i, the carry running through both halves.
        let mut carry = 0u64;
        for i in 0..8 {
            let (lo, hi) = umaal(t[2 * i], 0, a[i], a[i]);
            let low = lo as u64 + carry;
            let high = t[2 * i + 1] as u64 + hi as u64 + (low >> 32);
            t[2 * i] = low as u32;
            t[2 * i + 1] = high as u32;
            carry = high >> 32;
        }
        Self(reduce(&t))
    }

    /// `self^(2^n)`: n successive squarings (n is public). On cores with `UMAAL`, one call of the
    /// assembly loop `arch::fe25519_m4::square_n` (no register saves per squaring); the same limbs.
    pub fn square_n(&self, n: u32) -> Self {
        #[cfg(emcrypt_umaal)]
        if n > 0 {
            return Self(crate::arch::fe25519_m4::square_n(&self.0, n));
        }
        let mut x = *self;
        for _ in 0..n {
            x = x.square();
        }
        x
    }

    /// `self * 121665`, the ladder's constant a24 = (486662 - 2) / 4: the assembly kernel
    /// `arch::fe25519_m4_linear::mul_a24` on cores with `UMAAL`, [`Self::mul_a24_portable`] elsewhere.
    #[inline]
    pub fn mul_a24(&self) -> Self {
        #[cfg(emcrypt_umaal)]
        {
            Self(crate::arch::fe25519_m4_linear::mul_a24(&self.0))
        }
        #[cfg(emcrypt_armv6m)]
        {
            self.mul_a24_halves()
        }
        #[cfg(not(any(emcrypt_umaal, emcrypt_armv6m)))]
        {
            self.mul_a24_portable()
        }
    }

    /// `self * 121665` from 32-bit products only, for Armv6-M (no 64-bit product: the portable step costs a
    /// call of four `MULS` per limb there): with 121665 = 2^16 + 0xdb41 and a limb `h 2^16 + l`, the limb
    /// times 121665 is `l 0xdb41 + (h 0xdb41 + l) 2^16 + h 2^32`, the middle term below 2^32. The same limbs
    /// as [`Self::mul_a24_portable`] (the same value, folded the same way).
    #[cfg_attr(not(emcrypt_armv6m), allow(dead_code))]
    #[inline]
    fn mul_a24_halves(&self) -> Self {
        const LOW: u32 = 121_665 - (1 << 16);
        let mut t = [0u32; 8];
        let mut carry = 0u64;
        for (out, &limb) in t.iter_mut().zip(&self.0) {
            let (l, h) = (limb & 0xffff, limb >> 16);
            let v = (l * LOW) as u64 + (((h * LOW + l) as u64) << 16) + ((h as u64) << 32) + carry;
            *out = v as u32;
            carry = v >> 32;
        }
        Self(fold_bit_255(t, carry as u32))
    }

    /// `self * 121665` in Rust: one row of multiply-accumulates.
    #[inline]
    pub(crate) fn mul_a24_portable(&self) -> Self {
        let mut t = [0u32; 8];
        let mut carry = 0;
        for (out, &limb) in t.iter_mut().zip(&self.0) {
            (*out, carry) = umaal(0, carry, limb, 121_665);
        }
        Self(fold_bit_255(t, carry))
    }

    /// `1 / self` by Fermat, `self^(p - 2)`: 254 squarings and 11 multiplies (ref10's chain). 1/0 = 0.
    pub fn invert(&self) -> Self {
        let (z_250_0, z11) = pow_2_250_minus_1!(*self);
        z_250_0.square_n(5).mul(&z11) // 2^255 - 21 = p - 2
    }

    /// `self^((p - 5) / 8) = self^(2^252 - 3)`, the core of the square root.
    fn pow_p58(&self) -> Self {
        let (z_250_0, _) = pow_2_250_minus_1!(*self);
        z_250_0.square_n(2).mul(self)
    }

    /// Square root of the ratio `u / v` (RFC 8032 §5.1.3): `(x, true)` with `v x^2 = u`, or
    /// `(_, false)` when `u / v` is not a square; which root comes back is unspecified (callers fix the
    /// sign). The same steps for every input; the `bool` is for point decoding, which is public.
    pub fn sqrt_ratio(u: &Self, v: &Self) -> (Self, bool) {
        const SQRT_M1: FieldElement32 = FieldElement32::from_bytes(&FieldElement::SQRT_M1.to_bytes());
        let v3 = v.square().mul(v);
        let v7 = v3.square().mul(v);
        // x = u v^3 (u v^7)^((p-5)/8)
        let x = u.mul(&v3).mul(&u.mul(&v7).pow_p58());
        let vxx = v.mul(&x.square());
        let root_ok = vxx.ct_eq(u);
        let flipped = vxx.ct_eq(&u.neg());
        let x = Self::conditional_select(&x, &x.mul(&SQRT_M1), flipped);
        (x, bool::from(root_ok | flipped))
    }

    /// "Negative" in RFC 8032's sense: the canonical encoding is odd.
    pub fn is_negative(&self) -> bool {
        self.to_bytes()[0] & 1 == 1
    }

    /// Whether the value is 0 (mod p).
    pub fn is_zero(&self) -> bool {
        bool::from(self.ct_eq(&Self::ZERO))
    }

    /// Swaps `a` and `b` when `choice` is 1: one mask over all limbs, no branch (the assembly kernel
    /// `arch::fe25519_m4_linear::conditional_swap` on cores with `UMAAL`).
    #[inline]
    pub fn conditional_swap(a: &mut Self, b: &mut Self, choice: Choice) {
        let mask = crate::arch::hide(0u32.wrapping_sub(choice.unwrap_u8() as u32));
        #[cfg(emcrypt_umaal)]
        crate::arch::fe25519_m4_linear::conditional_swap(&mut a.0, &mut b.0, mask);
        #[cfg(not(emcrypt_umaal))]
        Self::conditional_swap_portable(&mut a.0, &mut b.0, mask);
    }

    /// The swap in Rust, under an all-zeros or all-ones `mask`.
    #[inline]
    fn conditional_swap_portable(a: &mut [u32; 8], b: &mut [u32; 8], mask: u32) {
        for (x, y) in a.iter_mut().zip(b.iter_mut()) {
            let t = mask & (*x ^ *y);
            *x ^= t;
            *y ^= t;
        }
    }
}

/// Adds `a * (b0 + b1 2^32)` to the running 8-limb `window` of a product (window[0] is the next limb
/// to finish), and returns the two limbs this finishes; the window moves up two limbs. Two carry chains
/// run interleaved, one per row, so each limb of `a` is loaded once for both rows: at limb i, row 0 adds
/// `a[i] b0`, then row 1 adds `a[i - 1] b1`. Every step is one exact [`umaal`], so the order is free.
// Inlined (four copies) where the code size allows; one shared copy on Armv6-M (M0/M0+, no 32-bit
// atomics), whose 256 KiB board image would not fit otherwise.
#[cfg_attr(target_has_atomic = "32", inline(always))]
#[cfg_attr(not(target_has_atomic = "32"), inline(never))]
fn two_rows(window: &mut [u32; 8], a: &[u32; 8], b0: u32, b1: u32) -> (u32, u32) {
    let mut w = *window;
    let (mut c0, mut c1) = (0, 0);
    (w[0], c0) = umaal(w[0], c0, a[0], b0);
    for i in 1..8 {
        (w[i], c0) = umaal(w[i], c0, a[i], b0);
        (w[i], c1) = umaal(w[i], c1, a[i - 1], b1);
    }
    // Limb 8 is new: row 0's carry, plus row 1's last product; row 1's carry is limb 9.
    let (w8, c1) = umaal(c0, c1, a[7], b1);
    *window = [w[2], w[3], w[4], w[5], w[6], w[7], w8, c1];
    (w[0], w[1])
}

/// The 512-bit `t` mod p, below 2^255 + 2^11: `lo + 38 hi` (2^256 = 38) in one row of
/// multiply-accumulates, whose top word (at most 38) is folded in with the bit 255 by [`fold_bit_255`].
#[inline(always)]
fn reduce(t: &[u32; 16]) -> [u32; 8] {
    let mut r = [0u32; 8];
    let mut carry = 0;
    for i in 0..8 {
        (r[i], carry) = umaal(t[i], carry, t[i + 8], 38);
    }
    fold_bit_255(r, carry)
}

/// The value `x + top 2^256` (top < 2^26) brought below 2^255 + 19 (2 top + 1): the bits from 255 up,
/// `2 top + x[7] >> 31`, are cleared and added back times 19 (2^255 = 19 mod p).
#[inline(always)]
fn fold_bit_255(mut x: [u32; 8], top: u32) -> [u32; 8] {
    let high = (top << 1) | (x[7] >> 31);
    x[7] &= 0x7fff_ffff;
    add_small(&mut x, 19 * high);
    x
}

/// `x += k` with the carry through all limbs (no carry out: callers leave room).
#[inline(always)]
fn add_small(x: &mut [u32; 8], k: u32) {
    let mut carry = k as u64;
    for limb in x.iter_mut() {
        let t = *limb as u64 + carry;
        *limb = t as u32;
        carry = t >> 32;
    }
}

/// `x -= k` with the borrow through all limbs; returns the borrow out of the top limb.
#[inline(always)]
fn sub_small(x: &mut [u32; 8], k: u32) -> u32 {
    let mut borrow = k as u64;
    for limb in x.iter_mut() {
        let t = (*limb as u64).wrapping_sub(borrow);
        *limb = t as u32;
        borrow = t >> 63;
    }
    borrow as u32
}

impl ConditionallySelectable for FieldElement32 {
    fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
        let mut out = *a;
        out.conditional_assign(b, choice);
        out
    }

    /// In place, one mask for all eight limbs (the table scans call this for every entry).
    fn conditional_assign(&mut self, other: &Self, choice: Choice) {
        let mask = crate::arch::hide(0u32.wrapping_sub(choice.unwrap_u8() as u32));
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a ^= mask & (*a ^ b);
        }
    }
}

impl ConstantTimeEq for FieldElement32 {
    /// Equality of the values mod p (canonical encodings compared), not of the limbs.
    fn ct_eq(&self, other: &Self) -> Choice {
        self.to_bytes().ct_eq(&other.to_bytes())
    }
}

impl zeroize::Zeroize for FieldElement32 {
    fn zeroize(&mut self) {
        crate::wipe::wipe_words(&mut self.0);
    }
}

/// Compares the field's `mul`, `square`, `square_n`, `add`, `sub`, `mul_a24` and `conditional_swap` (the assembly
/// kernels on cores with `UMAAL`; `mul`, `square`, `square_n` and the halves form of `mul_a24` on Armv6-M) with
/// the portable Rust, and on Armv6-M the assembly X25519 ladder step (`arch::fe25519_armv6m::step`, both swap
/// choices) with the step built from the Rust operations, on edge-case limbs (0, 1, 2^31, 2^32 - 1, 2^32 - 38,
/// ...) and on 256 pseudorandom pairs, whose outputs are fed back in as inputs; returns the number of
/// disagreements. For the on-target known-answer firmware: host tests cannot run the assembly (on the
/// host this compares the portable code with itself).
#[doc(hidden)]
pub fn kernel_self_check() -> u32 {
    const EDGES: [u32; 6] = [0, 1, 1 << 31, u32::MAX, u32::MAX - 37, 0x7fff_ffff];
    let mut failures = 0;
    let mut check = |x: &FieldElement32, y: &FieldElement32| {
        failures += (x.mul(y).0 != x.mul_portable(y).0) as u32;
        failures += (x.square().0 != x.square_portable().0) as u32;
        failures += (x.square_n(3).0 != x.square_portable().square_portable().square_portable().0) as u32;
        #[cfg(emcrypt_umaal)]
        {
            failures += (crate::arch::fe25519_m4_linear::add(&x.0, &y.0) != x.add_portable(y).0) as u32;
            failures += (crate::arch::fe25519_m4_linear::sub(&x.0, &y.0) != x.sub_portable(y).0) as u32;
        }
        failures += (x.sub(y).0 != x.sub_portable(y).0) as u32;
        failures += (x.mul_a24().0 != x.mul_a24_portable().0) as u32;
        for bit in [0u8, 1] {
            let (mut a, mut b) = (*x, *y);
            FieldElement32::conditional_swap(&mut a, &mut b, Choice::from(bit));
            let (mut c, mut d) = (x.0, y.0);
            FieldElement32::conditional_swap_portable(&mut c, &mut d, 0u32.wrapping_sub(bit as u32));
            failures += (a.0 != c || b.0 != d) as u32;
            // Armv6-M: the assembly ladder step against the same step from the Rust operations.
            #[cfg(emcrypt_armv6m)]
            {
                let state = [x.0, y.0, x.mul(y).0, y.sub(x).0];
                let mut asm = state;
                crate::arch::fe25519_armv6m::step(&mut asm, &y.0, 0u32.wrapping_sub(bit as u32));
                failures += (asm != ladder_step_rust(state, y, bit)) as u32;
            }
        }
    };
    for (i, &e) in EDGES.iter().enumerate() {
        for &f in &EDGES {
            // Uniform limbs, and limbs alternating between two edges.
            let x = FieldElement32([e; 8]);
            let y = FieldElement32(core::array::from_fn(|k| if k % 2 == 0 { f } else { EDGES[(i + k) % 6] }));
            check(&x, &y);
            check(&y, &x);
        }
    }
    // xorshift32: arbitrary but reproducible limbs.
    let mut state = 0x2545_f491u32;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        state
    };
    let (mut x, mut y) = (FieldElement32::ONE, FieldElement32::ONE);
    for _ in 0..256 {
        let fresh_x = FieldElement32(core::array::from_fn(|_| next()));
        let fresh_y = FieldElement32(core::array::from_fn(|_| next()));
        check(&fresh_x, &fresh_y);
        // Chained: outputs (below 2^255 + 2^11) as inputs.
        (x, y) = (x.mul_portable(&fresh_x), y.square_portable().add(&fresh_y));
        check(&x, &y);
    }
    failures
}

/// One X25519 ladder step from the Rust field operations (the portable ladder of `ecc::curve25519::x25519`),
/// the reference of the Armv6-M assembly step in [`kernel_self_check`].
#[cfg(emcrypt_armv6m)]
fn ladder_step_rust(state: [[u32; 8]; 4], x1: &FieldElement32, swap: u8) -> [[u32; 8]; 4] {
    let [mut x2, mut z2, mut x3, mut z3] = state.map(FieldElement32);
    FieldElement32::conditional_swap(&mut x2, &mut x3, Choice::from(swap));
    FieldElement32::conditional_swap(&mut z2, &mut z3, Choice::from(swap));
    super::x25519::ladder_step_portable(x1, [&mut x2, &mut z2, &mut x3, &mut z3]);
    [x2.0, z2.0, x3.0, z3.0]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same value in the radix-2^25.5 field, through the canonical encoding.
    fn other(x: &FieldElement32) -> FieldElement {
        FieldElement::from_bytes(&x.to_bytes())
    }

    #[test]
    fn extremes_agree_with_the_radix_25_5_field() {
        let all = FieldElement32([u32::MAX; 8]); // 2^256 - 1, above every bound the functions promise
        let p = FieldElement32([0xffff_ffed, !0, !0, !0, !0, !0, !0, 0x7fff_ffff]);
        let small = FieldElement32([37, 0, 0, 0, 0, 0, 0, 0]);
        for x in [all, p, small, FieldElement32::ZERO, FieldElement32::ONE] {
            for y in [all, p, small, FieldElement32::ZERO, FieldElement32::ONE] {
                let (fx, fy) = (other(&x), other(&y));
                assert_eq!(x.mul(&y).to_bytes(), fx.mul(&fy).to_bytes());
                assert_eq!(x.add(&y).to_bytes(), fx.add(&fy).to_bytes());
                assert_eq!(x.sub(&y).to_bytes(), fx.sub(&fy).to_bytes());
            }
            assert_eq!(x.square().to_bytes(), other(&x).square().to_bytes());
            assert_eq!(x.mul_a24().to_bytes(), other(&x).mul_small(121_665).to_bytes());
        }
        assert_eq!(p.to_bytes(), [0u8; 32]);
        // 2^256 - 1 = 2p + 37
        assert_eq!(all.to_bytes()[0], 37);
    }

    /// Limbs drawn either uniformly or from the edges (0, 1, 2^31, all ones), so carries and folds run
    /// through their extreme cases far more often than uniform limbs would make them.
    fn limbs() -> impl proptest::strategy::Strategy<Value = [u32; 8]> {
        use proptest::prelude::*;
        let limb = prop_oneof![any::<u32>(), Just(0u32), Just(1), Just(1 << 31), Just(u32::MAX), Just(u32::MAX - 37)];
        proptest::array::uniform8(limb)
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]
        /// Every operation, on any 256-bit inputs, agrees with the radix-2^25.5 field, and chained
        /// operations (outputs fed back as inputs) still agree.
        #[test]
        fn agrees_with_the_radix_25_5_field(x in limbs(), y in limbs()) {
            let (x, y) = (FieldElement32(x), FieldElement32(y));
            let (fx, fy) = (other(&x), other(&y));
            let prod = x.mul(&y);
            proptest::prop_assert_eq!(prod.to_bytes(), fx.mul(&fy).to_bytes());
            proptest::prop_assert_eq!(x.square().to_bytes(), fx.square().to_bytes());
            proptest::prop_assert_eq!(x.add(&y).to_bytes(), fx.add(&fy).to_bytes());
            proptest::prop_assert_eq!(x.sub(&y).to_bytes(), fx.sub(&fy).to_bytes());
            proptest::prop_assert_eq!(x.mul_a24().to_bytes(), fx.mul_small(121_665).to_bytes());
            proptest::prop_assert_eq!(x.mul_a24_halves().0, x.mul_a24_portable().0);
            let chained = prod.sub(&x).add(&y.square()).mul_a24().mul(&x.neg());
            let expected = fx.mul(&fy).sub(&fx).add(&fy.square()).mul_small(121_665).mul(&fx.neg());
            proptest::prop_assert_eq!(chained.to_bytes(), expected.to_bytes());
            let bytes = x.to_bytes();
            proptest::prop_assert_eq!(FieldElement32::from_bytes(&bytes).to_bytes(), bytes);
        }

        /// The square root of a ratio (point decoding), its flags, and the sign/zero tests agree with
        /// the radix-2^25.5 field; squares (x^2 / y) always have a root, which the result is.
        #[test]
        fn sqrt_ratio_agrees_with_the_radix_25_5_field(x in limbs(), y in limbs()) {
            let (x, y) = (FieldElement32(x), FieldElement32(y));
            let (fx, fy) = (other(&x), other(&y));
            for (u, fu) in [(x, fx), (x.square().mul(&y), fx.square().mul(&fy))] {
                let (root, ok) = FieldElement32::sqrt_ratio(&u, &y);
                let (f_root, f_ok) = FieldElement::sqrt_ratio(&fu, &fy);
                proptest::prop_assert_eq!(ok, f_ok);
                if ok {
                    proptest::prop_assert_eq!(root.to_bytes(), f_root.to_bytes());
                    proptest::prop_assert_eq!(y.mul(&root.square()).to_bytes(), u.to_bytes());
                }
            }
            proptest::prop_assert_eq!(x.is_negative(), fx.is_negative());
            proptest::prop_assert_eq!(x.is_zero(), fx.is_zero());
            proptest::prop_assert_eq!(x.sub(&x).is_zero(), true);
        }
    }

    #[test]
    fn invert() {
        let x = FieldElement32([0x1234_5678, 9, u32::MAX, 0, 1 << 31, 77, 0xdead_beef, 0x7fff_fff0]);
        assert_eq!(x.mul(&x.invert()).to_bytes(), FieldElement32::ONE.to_bytes());
        assert_eq!(FieldElement32::ZERO.invert().to_bytes(), [0u8; 32]);
    }
}
