//! Modular inverse modulo an odd number in **variable time**, and its safe use on secrets by blinding.
//!
//! | function | technique | cost (RSA-3072 modulus) | constant time |
//! | --- | --- | --- | --- |
//! | [`mod_inverse_vartime`] | binary extended Euclid, several bits halved per pass, lengths trimmed as `u`, `v` shrink | a few M cycles on the M4 model | **no**: public or uniformly random inputs only |
//! | [`mod_inverse_blinded`] | `x^(-1) = (x·a)^(-1)·a` with a fresh uniform `a` (BoringSSL's `BN_mod_inverse_blinded`) | one [`mod_inverse_vartime`] and four multiplications | yes in `x` (see below) |
//! | [`super::inverse::mod_inverse`] | the masked binary Euclid, fixed step count | ~20x slower | yes |
//!
//! # Why the blinded inverse leaks nothing about `x`
//! [`mod_inverse_vartime`] branches and trims loops on the values of its input and of the modulus. Given a
//! secret `x` invertible modulo a **public** `m`, [`mod_inverse_blinded`] never hands it `x`: it computes
//! `t = x·a mod m` for an `a` drawn uniformly from the invertible residues by the caller, inverts `t` in
//! variable time, and returns `t^(-1)·a = x^(-1)`. For any fixed invertible `x`, the map `a -> x·a` is a
//! bijection of the invertible residues, so `t` is uniform and independent of `x`: the running time is a
//! function of `(t, m)`, i.e. of a fresh random number and a public one, and tells an observer nothing
//! about `x`. The remaining operations (the multiplications) are constant time. Two conditions carry the
//! argument, and the callers keep them: the modulus is public (RSA's `n`, never a secret prime `p` or
//! `q`, whose value the timing would depend on), and `a` is fresh for every call and never revealed.
//! A non-invertible `a` (probability about `2/sqrt(n)` for an RSA modulus) shows up as a failed inverse.
//!
//! The algorithm keeps `x1·t ≡ u` and `x2·t ≡ v (mod m)`, starting from `u = t`, `v = m`: it divides the
//! even one of `u`, `v` by the largest power of two it can (up to 31 bits per pass; `x/2^s mod m` is
//! `(x + m·w)/2^s` with `w = -x·m^(-1) mod 2^s`, one multiply-accumulate pass), then subtracts the smaller
//! from the larger. When `u` reaches 0, `v = gcd(t, m)`, and `x2 = t^(-1)` when that is 1.

use super::limbs;
use super::montgomery::Montgomery;
use crate::Error;

/// Working-buffer limbs [`mod_inverse_vartime`] needs for a `k`-limb modulus.
pub const fn inverse_vartime_work_limbs(k: usize) -> usize {
    3 * k
}

/// Working-buffer limbs [`mod_inverse_blinded`] needs for a `k`-limb modulus.
pub const fn inverse_blinded_work_limbs(k: usize) -> usize {
    k + inverse_vartime_work_limbs(k)
}

/// Number of limbs of `a` up to its most significant non-zero one. Variable time.
fn active_len(a: &[u32]) -> usize {
    a.iter().rposition(|x| *x != 0).map_or(0, |i| i + 1)
}

/// `a >>= s` over `a` (`1 <= s <= 31`), zero shifted in at the top.
fn shr_bits(a: &mut [u32], s: u32) {
    for i in 0..a.len() {
        let next = a.get(i + 1).copied().unwrap_or(0);
        a[i] = (a[i] >> s) | (next << (32 - s));
    }
}

/// `x = x / 2^s mod m` for `x < m`, `1 <= s <= 31`: adds the multiple `m·w` that clears the low `s` bits
/// (`w = -x·m^(-1) mod 2^s`), then shifts. `(x + m·w) / 2^s < m·2^s / 2^s = m`, so the result is reduced.
fn halve_mod(x: &mut [u32], m: &[u32], m0_neg_inv: u32, s: u32) {
    let w = (x[0].wrapping_mul(m0_neg_inv) & ((1u32 << s) - 1)) as u64;
    let mut carry = 0u64;
    let mut prev = 0u32;
    for j in 0..m.len() {
        let t = x[j] as u64 + m[j] as u64 * w + carry;
        carry = t >> 32;
        if j > 0 {
            x[j - 1] = (prev >> s) | ((t as u32) << (32 - s));
        }
        prev = t as u32;
    }
    x[m.len() - 1] = (prev >> s) | ((carry as u32) << (32 - s));
}

/// Divides `u` (active length `*len`, even and non-zero) by its largest power-of-two factor, and `x` by
/// the same power modulo `m`, keeping `x·t ≡ u`.
fn remove_twos(u: &mut [u32], len: &mut usize, x: &mut [u32], m: &[u32], m0_neg_inv: u32) {
    loop {
        let s = u[0].trailing_zeros().min(31);
        if s == 0 {
            return;
        }
        shr_bits(&mut u[..*len], s);
        halve_mod(x, m, m0_neg_inv, s);
        *len = active_len(&u[..*len]);
    }
}

/// `a >= b` for values of active lengths `la`, `lb`. Variable time.
fn ge_vartime(a: &[u32], la: usize, b: &[u32], lb: usize) -> bool {
    if la != lb {
        return la > lb;
    }
    for i in (0..la).rev() {
        if a[i] != b[i] {
            return a[i] > b[i];
        }
    }
    true
}

/// `x = (x - y) mod m` for `x, y < m`.
fn sub_mod(x: &mut [u32], y: &[u32], m: &[u32]) {
    let borrow = limbs::sub_assign(x, y);
    if borrow != 0 {
        limbs::add_assign(x, m);
    }
}

/// `out = t^(-1) mod m` for the odd modulus of `ctx` and `t < m` (`k` limbs each), **variable time in `t`
/// and `m`**: only for public values or values uniform and independent of every secret (see the module
/// docs, and [`mod_inverse_blinded`] for secrets). Returns whether `t` is invertible (when not, `out` is
/// meaningless). `work`: [`inverse_vartime_work_limbs`]`(k)`, wiped on return.
pub fn mod_inverse_vartime(ctx: &Montgomery<'_>, out: &mut [u32], t: &[u32], work: &mut [u32]) -> Result<bool, Error> {
    let m = ctx.modulus();
    let k = m.len();
    if work.len() < inverse_vartime_work_limbs(k) {
        return Err(Error::BufferTooSmall);
    }
    if out.len() < k || t.len() < k {
        return Err(Error::InvalidLength);
    }
    let m0_neg_inv = ctx.m0_neg_inv();
    let (u, rest) = work.split_at_mut(k);
    let (v, rest) = rest.split_at_mut(k);
    let x1 = &mut rest[..k];
    let x2 = &mut out[..k];
    u.copy_from_slice(&t[..k]);
    v.copy_from_slice(m);
    x1.fill(0);
    x1[0] = 1;
    x2.fill(0);
    let (mut lu, mut lv) = (active_len(u), active_len(v));
    while lu > 0 {
        remove_twos(u, &mut lu, x1, m, m0_neg_inv);
        remove_twos(v, &mut lv, x2, m, m0_neg_inv);
        // Both odd now: subtract the smaller from the larger (the difference is even, halved next pass).
        if ge_vartime(u, lu, v, lv) {
            limbs::sub_assign(&mut u[..lu], &v[..lv]);
            sub_mod(x1, x2, m);
            lu = active_len(&u[..lu]);
        } else {
            limbs::sub_assign(&mut v[..lv], &u[..lu]);
            sub_mod(x2, x1, m);
            lv = active_len(&v[..lv]);
        }
    }
    // u = 0: v = gcd(t, m); invertible exactly when it is 1.
    let invertible = lv == 1 && v[0] == 1;
    work[..inverse_vartime_work_limbs(k)].fill(0);
    Ok(invertible)
}

/// `out = x^(-1) mod m` for a **secret** `x` and a **public** odd modulus `m` (that of `ctx`), by
/// blinding: `t = x·a`, `out = t^(-1)·a`, where `blind` is `a`, a fresh uniformly random number in
/// `[1, m)` that the caller draws for this call only and then discards. Constant time in `x` in the
/// sense of the module docs: the only variable-time step sees `t`, uniform and independent of `x`.
///
/// `r2 = R² mod m`; `x`, `blind`, `r2`, `out` of `k` limbs. Returns whether the inverse exists (it does
/// not when `x` or `blind` shares a factor with `m`). `work`: [`inverse_blinded_work_limbs`]`(k)`, wiped.
pub fn mod_inverse_blinded(
    ctx: &Montgomery<'_>,
    r2: &[u32],
    out: &mut [u32],
    x: &[u32],
    blind: &[u32],
    work: &mut [u32],
) -> Result<bool, Error> {
    let k = ctx.limbs();
    if work.len() < inverse_blinded_work_limbs(k) {
        return Err(Error::BufferTooSmall);
    }
    if out.len() < k || x.len() < k || blind.len() < k || r2.len() < k {
        return Err(Error::InvalidLength);
    }
    let (t, rest) = work.split_at_mut(k);
    let out = &mut out[..k];
    // t = x·a mod m: (x·a·R^-1)·R²·R^-1.
    ctx.mul(out, &x[..k], &blind[..k]);
    ctx.mul(t, out, &r2[..k]);
    let invertible = mod_inverse_vartime(ctx, out, t, rest)?;
    // x^-1 = t^-1·a.
    ctx.mul(t, out, &blind[..k]);
    ctx.mul(out, t, &r2[..k]);
    t.fill(0);
    Ok(invertible)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inverses_mod_small_numbers() {
        let gcd = |mut x: u32, mut y: u32| {
            while y != 0 {
                (x, y) = (y, x % y);
            }
            x
        };
        for m in [3u32, 7, 15, 0xffff_fffb, 101, 0x8000_0001] {
            let ma = [m];
            let ctx = Montgomery::new(&ma).unwrap();
            for a in (0..m.min(300)).chain(m.saturating_sub(300)..m) {
                let mut out = [0u32];
                let mut work = [0u32; 3];
                let ok = mod_inverse_vartime(&ctx, &mut out, &[a], &mut work).unwrap();
                assert_eq!(ok, gcd(a, m) == 1, "m={m} a={a}");
                if ok {
                    assert_eq!(a as u64 * out[0] as u64 % m as u64, 1, "m={m} a={a}");
                }
            }
        }
    }
}
