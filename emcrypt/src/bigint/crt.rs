//! Chinese remaindering by Garner's formula: from `xp = x mod p` and `xq = x mod q` (coprime `p`, `q`),
//! `x = xq + q·h` with `h = (xp - xq)·qInv mod p` and `qInv = q^(-1) mod p`. Constant time in the values.

use super::limbs;
use super::montgomery::Montgomery;
use super::reduce::{reduce, reduce_work_limbs};
use crate::Error;

/// Working-buffer limbs [`garner`] needs for a `kp`-limb `p`.
pub const fn garner_work_limbs(kp: usize) -> usize {
    2 * kp + reduce_work_limbs(kp)
}

/// `out = xq + q·((xp - xq)·qinv mod p)`: the `x < p·q` with `x ≡ xp (mod p)`, `x ≡ xq (mod q)`.
///
/// `p_ctx` is `p`'s context and `r2p = R² mod p`; `xp`, `qinv` (`< p`) and `r2p` have `kp` limbs, `xq`
/// (`< q`) as many as `q`. `out` needs `kp + kq` limbs. `work`: [`garner_work_limbs`]`(kp)`.
#[allow(clippy::too_many_arguments)]
pub fn garner(
    p_ctx: &Montgomery<'_>,
    r2p: &[u32],
    q: &[u32],
    qinv: &[u32],
    xp: &[u32],
    xq: &[u32],
    out: &mut [u32],
    work: &mut [u32],
) -> Result<(), Error> {
    let kp = p_ctx.limbs();
    if work.len() < garner_work_limbs(kp) {
        return Err(Error::BufferTooSmall);
    }
    if out.len() < kp + q.len() || xq.len() != q.len() || xp.len() < kp || qinv.len() < kp {
        return Err(Error::InvalidLength);
    }
    let (h, rest) = work.split_at_mut(kp);
    let (t, rest) = rest.split_at_mut(kp);
    // t = xq mod p, h = xp - t mod p.
    reduce(p_ctx, t, xq, r2p, rest)?;
    h.copy_from_slice(&xp[..kp]);
    let borrow = limbs::sub_assign(h, t);
    limbs::add_masked(h, p_ctx.modulus(), limbs::mask_from_bit(borrow));
    // h·qinv·R^(-1), then ·R²·R^(-1): h·qinv mod p.
    p_ctx.mul(t, h, &qinv[..kp]);
    p_ctx.mul(h, t, &r2p[..kp]);
    // out = h·q + xq  (< p·q, no carry out).
    limbs::mul_plain(out, h, q);
    limbs::add_assign(out, xq);
    h.fill(0);
    t.fill(0);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recombines() {
        let (p, q) = (0xffff_fffbu32, 0xffff_ffefu32); // two primes
        let n = p as u64 * q as u64;
        // qInv = q^(p-2) mod p (Fermat), by square-and-multiply on u128.
        let pow = |mut b: u64, mut e: u64, m: u64| {
            let mut r = 1u64;
            b %= m;
            while e > 0 {
                if e & 1 == 1 {
                    r = ((r as u128 * b as u128) % m as u128) as u64;
                }
                b = ((b as u128 * b as u128) % m as u128) as u64;
                e >>= 1;
            }
            r
        };
        let qinv = pow(q as u64, p as u64 - 2, p as u64) as u32;
        let pa = [p];
        let ctx = Montgomery::new(&pa).unwrap();
        let (mut r2, mut tmp) = ([0u32], [0u32]);
        ctx.r_squared_vartime(&mut r2, &mut tmp);
        for x in [0u64, 1, n - 1, 0x1234_5678_9abc_def0 % n, p as u64 * 7] {
            let (xp, xq) = ((x % p as u64) as u32, (x % q as u64) as u32);
            let mut out = [0u32; 2];
            let mut work = [0u32; 5];
            garner(&ctx, &r2, &[q], &[qinv], &[xp], &[xq], &mut out, &mut work).unwrap();
            assert_eq!(out[0] as u64 | (out[1] as u64) << 32, x);
        }
    }
}
