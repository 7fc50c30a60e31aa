//! Modular exponentiation in Montgomery form.
//!
//! [`mod_exp`] is the fixed-window method: the exponent is cut into `w`-bit digits, most significant
//! first; each digit costs `w` squarings and one multiplication by a table entry `base^digit` fetched with
//! [`select_entry`](super::table_select::select_entry) (every entry read), so the sequence of operations
//! and memory accesses depends only on the public exponent *length*, never on its bits. A digit 0
//! multiplies by 1 (table entry 0) like any other.
//!
//! [`mod_exp_public_vartime`] is left-to-right square-and-multiply for public exponents (RSA `e`): it
//! branches on the exponent bits, which is fine only because they are public.

use super::limbs;
use super::montgomery::Montgomery;
use super::table_select::select_entry;
use crate::Error;
use zeroize::Zeroize;

/// The exponent window size: `2^bits` table entries. Larger windows trade memory for fewer
/// multiplications (for a `b`-bit exponent: `b` squarings plus `b / w + 2^w` multiplications).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Window(u8);

impl Window {
    /// Window 2, 4 table entries: CMOX "Low" memory.
    pub const LOW: Window = Window(2);
    /// Window 4, 16 table entries: CMOX "Mid" memory.
    pub const MID: Window = Window(4);
    /// Window 6, 64 table entries: CMOX "High" memory.
    pub const HIGH: Window = Window(6);

    /// A window of `bits` bits, 1 to 6.
    pub const fn new(bits: u8) -> Result<Window, Error> {
        if bits >= 1 && bits <= 6 {
            Ok(Window(bits))
        } else {
            Err(Error::InvalidParameter)
        }
    }

    /// Window size in bits.
    pub const fn bits(self) -> usize {
        self.0 as usize
    }

    /// Number of table entries, `2^bits`.
    pub const fn entries(self) -> usize {
        1 << self.0
    }
}

/// Working-buffer limbs [`mod_exp`] needs for a `k`-limb modulus: the table plus the accumulator, the
/// selected entry and a `2k`-limb product (the [`sos`](super::sos) multiplication's scratch).
pub const fn mod_exp_work_limbs(k: usize, window: Window) -> usize {
    (window.entries() + 4) * k
}

/// Working-buffer limbs [`mod_exp_public_vartime`] needs at least for a `k`-limb modulus. With
/// [`mod_exp_public_fast_work_limbs`] it squares by the faster [`sos`](super::sos) method.
pub const fn mod_exp_public_work_limbs(k: usize) -> usize {
    3 * k
}

/// Working-buffer limbs with which [`mod_exp_public_vartime`] uses the [`sos`](super::sos) squaring.
pub const fn mod_exp_public_fast_work_limbs(k: usize) -> usize {
    4 * k
}

/// The `w`-bit digit of `exp` starting at bit `pos` (bits past the end read as zero). The position is
/// public; the digit's value is not and is only used through masks.
fn digit(exp: &[u32], pos: usize, w: usize) -> u32 {
    let (limb, shift) = (pos / 32, pos % 32);
    let mut v = exp.get(limb).map_or(0, |x| x >> shift);
    if shift + w > 32 {
        v |= exp.get(limb + 1).map_or(0, |x| x << (32 - shift));
    }
    v & ((1u32 << w) - 1)
}

/// `out = base^exp mod m` in constant time (in the values of `base` and `exp`).
///
/// `base < 2^(32k)` (reduced on the way in), `exp < 2^exp_bits` (`exp_bits` is public: the bit length of
/// the largest possible exponent, e.g. that of `p` for a CRT exponent), `r2 = R² mod m`, `out` and `r2`
/// of `k` limbs. `work` must hold [`mod_exp_work_limbs`]`(k, window)` limbs; it is wiped on return.
#[allow(clippy::too_many_arguments)]
pub fn mod_exp(
    ctx: &Montgomery<'_>,
    out: &mut [u32],
    base: &[u32],
    exp: &[u32],
    exp_bits: usize,
    r2: &[u32],
    window: Window,
    work: &mut [u32],
) -> Result<(), Error> {
    let k = ctx.limbs();
    let (w, entries) = (window.bits(), window.entries());
    if work.len() < mod_exp_work_limbs(k, window) {
        return Err(Error::BufferTooSmall);
    }
    if out.len() < k || base.len() < k || r2.len() < k {
        return Err(Error::InvalidLength);
    }
    let (table, rest) = work.split_at_mut(entries * k);
    let (acc, rest) = rest.split_at_mut(k);
    let (sel, rest) = rest.split_at_mut(k);
    let t = &mut rest[..2 * k];

    // table[0] = mont(1) = R mod m; table[1] = mont(base); table[i] = table[i-1]·table[1].
    sel.fill(0);
    sel[0] = 1;
    ctx.mul(&mut table[..k], &r2[..k], sel);
    ctx.to_montgomery(&mut table[k..2 * k], &base[..k], &r2[..k]);
    for i in 2..entries {
        let (done, next) = table.split_at_mut(i * k);
        ctx.mul(&mut next[..k], &done[(i - 1) * k..], &done[k..2 * k]);
    }

    let digits = exp_bits.div_ceil(w);
    acc.copy_from_slice(&table[..k]);
    for i in (0..digits).rev() {
        let d = digit(exp, i * w, w);
        select_entry(sel, table, d);
        if i == digits - 1 {
            // The top digit needs no squarings of 1.
            acc.copy_from_slice(sel);
            continue;
        }
        // The accumulator is kept below R only (lazy reduction); from_montgomery reduces it fully.
        for _ in 0..w {
            ctx.square_assign_lazy(acc, t);
        }
        ctx.mul_assign_lazy(acc, sel, t);
    }
    ctx.from_montgomery(&mut out[..k], acc, sel);
    work.zeroize();
    Ok(())
}

/// `out = base^exp mod m` by left-to-right square-and-multiply, **variable time in `exp`** (public
/// exponents only; constant time in `base`). `work`: [`mod_exp_public_work_limbs`]`(k)` limbs.
pub fn mod_exp_public_vartime(
    ctx: &Montgomery<'_>,
    out: &mut [u32],
    base: &[u32],
    exp: &[u32],
    r2: &[u32],
    work: &mut [u32],
) -> Result<(), Error> {
    let k = ctx.limbs();
    if work.len() < mod_exp_public_work_limbs(k) {
        return Err(Error::BufferTooSmall);
    }
    if out.len() < k || base.len() < k || r2.len() < k {
        return Err(Error::InvalidLength);
    }
    let (b, rest) = work.split_at_mut(k);
    let (acc, rest) = rest.split_at_mut(k);
    // With 2k limbs left, the squarings go through the SOS method; else through CIOS with k.
    let fast = rest.len() >= 2 * k;
    let tmp = &mut rest[..if fast { 2 * k } else { k }];
    ctx.to_montgomery(b, &base[..k], &r2[..k]);
    let bits = limbs::bit_length_vartime(exp);
    if bits == 0 {
        out[..k].fill(0);
        out[0] = 1;
        return Ok(());
    }
    acc.copy_from_slice(b);
    for i in (0..bits - 1).rev() {
        if fast {
            // Below R only; the CIOS multiplication and from_montgomery take any a < R.
            ctx.square_assign_lazy(acc, tmp);
        } else {
            ctx.square(&mut tmp[..k], acc);
            acc.copy_from_slice(&tmp[..k]);
        }
        if (exp[i / 32] >> (i % 32)) & 1 == 1 {
            ctx.mul(&mut tmp[..k], acc, b);
            acc.copy_from_slice(&tmp[..k]);
        }
    }
    ctx.from_montgomery(&mut out[..k], acc, tmp);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pow_ref(b: u64, mut e: u64, m: u64) -> u64 {
        let (mut r, mut b) = (1u128, b as u128 % m as u128);
        while e > 0 {
            if e & 1 == 1 {
                r = r * b % m as u128;
            }
            b = b * b % m as u128;
            e >>= 1;
        }
        r as u64
    }

    #[test]
    fn small_moduli_all_windows() {
        for mv in [(1u64 << 61) - 1, 0xffff_fffb, 0x1_0000_0001 * 3 + 2] {
            let m = [mv as u32, (mv >> 32) as u32];
            let ctx = Montgomery::new(&m).unwrap();
            let (mut r2, mut tmp) = ([0u32; 2], [0u32; 2]);
            ctx.r_squared_vartime(&mut r2, &mut tmp);
            for (b, e) in [(2u64, 0u64), (2, 1), (3, 0xdead_beef_1234), (mv - 1, 65537), (12345, u64::MAX >> 1)] {
                let expected = pow_ref(b, e, mv);
                let ba = [b as u32, (b >> 32) as u32];
                let ea = [e as u32, (e >> 32) as u32];
                for wbits in 1..=6 {
                    let window = Window::new(wbits).unwrap();
                    let mut work = [0u32; 68 * 2];
                    let mut out = [0u32; 2];
                    mod_exp(&ctx, &mut out, &ba, &ea, 64, &r2, window, &mut work).unwrap();
                    assert_eq!(out[0] as u64 | (out[1] as u64) << 32, expected, "w={wbits} b={b} e={e}");
                }
                let mut work = [0u32; 6];
                let mut out = [0u32; 2];
                mod_exp_public_vartime(&ctx, &mut out, &ba, &ea, &r2, &mut work).unwrap();
                assert_eq!(out[0] as u64 | (out[1] as u64) << 32, expected);
            }
        }
    }
}
