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
//! The algorithm is Kaliski's "almost Montgomery inverse" (IEEE Trans. Computers 44(8), 1995): from
//! `u = m`, `v = t`, it halves whichever of `u`, `v` is even (by all its trailing zeros at once, up to 31
//! bits per pass) and doubles the matching cofactor, or subtracts the smaller from the larger and adds the
//! cofactors, keeping `m = u·s + v·r`; shifts and additions only, on lengths trimmed as `u` and `v`
//! shrink. It gives `t^(-1)·2^z` for the `z` halvings done, which `z/31` passes of `x/2^s mod m =
//! (x + m·w)/2^s` (`w = -x·m^(-1) mod 2^s`) correct at the end.

use super::limbs;
use super::montgomery::Montgomery;
use crate::Error;

/// Working-buffer limbs [`mod_inverse_vartime`] needs for a `k`-limb modulus.
pub const fn inverse_vartime_work_limbs(k: usize) -> usize {
    3 * k + 2
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

/// `a <<= s` over `a` (`1 <= s <= 31`); returns the bits shifted out.
fn shl_bits(a: &mut [u32], s: u32) -> u32 {
    let mut carry = 0;
    for x in a.iter_mut() {
        let next = *x >> (32 - s);
        *x = (*x << s) | carry;
        carry = next;
    }
    carry
}

/// Shifts the even, non-zero `u` (active length `*lu`) right by its trailing zeros (at most 31 per call)
/// and `s` (active length `*ls`, with a limb of room above) left by as many; returns the count.
fn move_twos(u: &mut [u32], lu: &mut usize, s: &mut [u32], ls: &mut usize) -> u32 {
    let z = u[0].trailing_zeros().min(31);
    shr_bits(&mut u[..*lu], z);
    *lu = active_len(&u[..*lu]);
    let out = shl_bits(&mut s[..*ls], z);
    if out != 0 {
        s[*ls] = out;
        *ls += 1;
    }
    z
}

/// `a += b` over `a`'s active length `*la` grown to `b`'s (`lb`) and by one limb for the carry.
fn add_trimmed(a: &mut [u32], la: &mut usize, b: &[u32], lb: usize) {
    let len = (*la).max(lb);
    let carry = limbs::add_assign(&mut a[..len], &b[..lb]);
    a[len] = carry;
    *la = len + carry as usize;
}

/// `a -= b` (`a >= b`) over `a`'s active length, which is then recomputed.
fn sub_trimmed(a: &mut [u32], la: &mut usize, b: &[u32], lb: usize) {
    limbs::sub_assign(&mut a[..*la], &b[..lb]);
    *la = active_len(&a[..*la]);
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
    let work = &mut work[..inverse_vartime_work_limbs(k)];
    // `u` lives in `out` until the result replaces it.
    let u = &mut out[..k];
    let (v, rest) = work.split_at_mut(k);
    let (r, rest) = rest.split_at_mut(k + 1);
    let s = &mut rest[..k + 1];
    u.copy_from_slice(m);
    v.copy_from_slice(&t[..k]);
    r.fill(0);
    s.fill(0);
    s[0] = 1;
    let (mut lu, mut lv, mut lr, mut ls) = (k, active_len(v), 0, 1);
    // Kaliski's almost inverse: m = u·s + v·r holds throughout (so r, s <= m). Halving u or v doubles s
    // or r and counts in z; subtracting the smaller of u, v from the larger adds s and r. At the end
    // m - r ≡ t^(-1)·2^z (mod m).
    let mut z = 0usize;
    while lv > 0 {
        if u[0] & 1 == 0 {
            z += move_twos(u, &mut lu, s, &mut ls) as usize;
        } else if v[0] & 1 == 0 {
            z += move_twos(v, &mut lv, r, &mut lr) as usize;
        } else if !ge_vartime(v, lv, u, lu) {
            // u > v. (Not `u >= v && u != v`: the slice comparison became a `memcmp` call, which put this
            // function's documented variable-time steps under another name in ct-check's M0+ traces.)
            sub_trimmed(u, &mut lu, v, lv);
            add_trimmed(r, &mut lr, s, ls);
        } else {
            sub_trimmed(v, &mut lv, u, lu);
            add_trimmed(s, &mut ls, r, lr);
            if lv == 0 {
                // u = v = gcd(t, m): the algorithm's last step also doubles r (then r <= 2m).
                let top = shl_bits(&mut r[..lr.max(1)], 1);
                r[lr.max(1)] |= top;
                z += 1;
            }
        }
    }
    // Invertible exactly when the gcd u is 1. Then out = m - (r mod m) = t^(-1)·2^z.
    let invertible = lu == 1 && u[0] == 1;
    if invertible {
        if r[k] != 0 || ge_vartime(r, active_len(&r[..k]), m, k) {
            limbs::sub_assign(r, m);
        }
        let x = u;
        x.copy_from_slice(m);
        limbs::sub_assign(x, &r[..k]);
        // Divide by 2^z modulo m, up to 31 bits per pass.
        let m0_neg_inv = ctx.m0_neg_inv();
        while z > 0 {
            let step = z.min(31) as u32;
            halve_mod(x, m, m0_neg_inv, step);
            z -= step as usize;
        }
    }
    work.fill(0);
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
                let mut work = [0u32; 5];
                let ok = mod_inverse_vartime(&ctx, &mut out, &[a], &mut work).unwrap();
                assert_eq!(ok, gcd(a, m) == 1, "m={m} a={a}");
                if ok {
                    assert_eq!(a as u64 * out[0] as u64 % m as u64, 1, "m={m} a={a}");
                }
            }
        }
    }
}
