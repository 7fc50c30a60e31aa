//! Reduction of a number of any length modulo `m` (e.g. a 2k-limb product, or an RSA input modulo a CRT
//! prime), without division: Horner's rule on `k`-limb chunks, most significant first,
//! `acc = (acc·R + chunk) mod m`, each step one Montgomery reduction (`(acc·R + chunk)·R^(-1)`, valid as
//! `acc < m`) and one multiplication by `R²` to cancel the `R^(-1)`. Constant time in the values.

use super::montgomery::Montgomery;
use crate::Error;

/// Working-buffer limbs [`reduce`] needs for a `k`-limb modulus.
pub const fn reduce_work_limbs(k: usize) -> usize {
    3 * k
}

/// `out = x mod m` (`out` of `k` limbs), for `x` of any length; `r2 = R² mod m`.
pub fn reduce(ctx: &Montgomery<'_>, out: &mut [u32], x: &[u32], r2: &[u32], work: &mut [u32]) -> Result<(), Error> {
    let k = ctx.limbs();
    if work.len() < reduce_work_limbs(k) {
        return Err(Error::BufferTooSmall);
    }
    if out.len() < k || r2.len() < k {
        return Err(Error::InvalidLength);
    }
    let (t, rest) = work.split_at_mut(2 * k);
    let y = &mut rest[..k];
    let out = &mut out[..k];
    out.fill(0);
    let chunks = x.len().div_ceil(k);
    for c in (0..chunks).rev() {
        let chunk = &x[c * k..x.len().min(c * k + k)];
        t.fill(0);
        t[..chunk.len()].copy_from_slice(chunk);
        t[k..].copy_from_slice(out);
        ctx.redc(y, t);
        ctx.mul(out, y, &r2[..k]);
    }
    t.fill(0);
    y.fill(0);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduces_long_values() {
        let mv: u64 = 0xffff_ffff_ffff_ffc5; // largest 64-bit prime
        let m = [mv as u32, (mv >> 32) as u32];
        let ctx = Montgomery::new(&m).unwrap();
        let (mut r2, mut tmp) = ([0u32; 2], [0u32; 2]);
        ctx.r_squared_vartime(&mut r2, &mut tmp);
        let x: [u32; 5] = [0x1234_5678, 0x9abc_def0, 0xffff_ffff, 0x0bad_cafe, 0xdead_beef];
        let mut expected: u128 = 0;
        for limb in x.iter().rev() {
            expected = ((expected << 32) | *limb as u128) % mv as u128;
        }
        let mut out = [0u32; 2];
        let mut work = [0u32; 6];
        reduce(&ctx, &mut out, &x, &r2, &mut work).unwrap();
        assert_eq!(out[0] as u128 | (out[1] as u128) << 32, expected);
        reduce(&ctx, &mut out, &m, &r2, &mut work).unwrap();
        assert_eq!(out, [0, 0]);
    }
}
