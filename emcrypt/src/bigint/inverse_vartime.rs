//! Modular inverse modulo an odd number in **variable time**, and its safe use on secrets by blinding.
//!
//! | function | technique | cost (RSA-3072 modulus) | constant time |
//! | --- | --- | --- | --- |
//! | [`mod_inverse_vartime`] | Pornin's batched binary GCD: 29 steps on 64-bit approximations, then their combined effect applied to the full numbers by limb-times-factor passes (Kaliski's almost inverse below as a fallback) | 2.1 M cycles on the M4 model (RSA-3072 CRT signing's blinded inverse; Kaliski's: 7.9 M) | **no**: public or uniformly random inputs only |
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
//! The fallback algorithm (`kaliski_vartime`) is Kaliski's "almost Montgomery inverse" (IEEE Trans. Computers 44(8), 1995): from
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
    let k = ctx.limbs();
    if work.len() < inverse_vartime_work_limbs(k) {
        return Err(Error::BufferTooSmall);
    }
    if out.len() < k || t.len() < k {
        return Err(Error::InvalidLength);
    }
    let work = &mut work[..inverse_vartime_work_limbs(k)];
    let result = match batched_gcd_vartime(ctx, &mut out[..k], &t[..k], work) {
        Some(invertible) => invertible,
        None => kaliski_vartime(ctx, out, t, work),
    };
    work.fill(0);
    Ok(result)
}

/// Kaliski's almost inverse (module docs): the fallback of [`mod_inverse_vartime`] should the batched
/// algorithm exceed its iteration bound. `work`: [`inverse_vartime_work_limbs`]`(k)` limbs.
pub(crate) fn kaliski_vartime(ctx: &Montgomery<'_>, out: &mut [u32], t: &[u32], work: &mut [u32]) -> bool {
    let m = ctx.modulus();
    let k = m.len();
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
    invertible
}

/// Steps of the binary GCD run on the 64-bit approximations per batch. 29 keeps every product of a
/// factor (at most `2^29` in magnitude) and a limb, and the sum of three of them, inside an `i64`.
const BATCH: u32 = 29;

/// `(a >> pos) mod 2^64` (`a` little-endian limbs, bits past the end zero).
fn bits_at(a: &[u32], pos: usize) -> u64 {
    let (limb, shift) = (pos / 32, pos % 32);
    let get = |i: usize| a.get(i).copied().unwrap_or(0) as u64;
    let lo = get(limb) | get(limb + 1) << 32;
    let hi = get(limb + 2);
    if shift == 0 { lo } else { (lo >> shift) | (hi << (64 - shift)) }
}

/// The 64-bit stand-ins of `a` and `b` (both below `2^(32·len)`) for one batch: exact when both fit 64
/// bits, else their low [`BATCH`] bits (exact, so the parities of the batch are right) below their top
/// `64 - BATCH` bits taken at the same position (so comparisons are right up to a small error).
fn approximations(a: &[u32], b: &[u32]) -> (u64, u64) {
    let bits = limbs::bit_length_vartime(a).max(limbs::bit_length_vartime(b));
    if bits <= 64 {
        return (bits_at(a, 0), bits_at(b, 0));
    }
    let low = (1u64 << BATCH) - 1;
    let pos = bits - (64 - BATCH as usize);
    let approx = |x: &[u32]| (bits_at(x, 0) & low) | (bits_at(x, pos) << BATCH);
    (approx(a), approx(b))
}

/// `(a, b) <- ((f0·a + g0·b) / 2^BATCH, (f1·a + g1·b) / 2^BATCH)` in place (exact divisions, by the
/// choice of the factors), each then made non-negative; returns whether `a`, `b` were negated.
/// `|f|, |g| <= 2^BATCH` with `|f0| + |g0| <= 2^BATCH` (and the same for `f1, g1`), so the results are
/// below `max(a, b)` in magnitude and fit the same limbs.
fn update_ab(a: &mut [u32], b: &mut [u32], [f0, g0, f1, g1]: [i64; 4]) -> (bool, bool) {
    let n = a.len();
    let (mut ca, mut cb) = (0i64, 0i64);
    let (mut pa, mut pb) = (0u32, 0u32);
    for j in 0..n {
        let (x, y) = (a[j] as i64, b[j] as i64);
        let sa = f0 * x + g0 * y + ca;
        let sb = f1 * x + g1 * y + cb;
        (ca, cb) = (sa >> 32, sb >> 32);
        let (la, lb) = (sa as u32, sb as u32);
        if j > 0 {
            a[j - 1] = (pa >> BATCH) | (la << (32 - BATCH));
            b[j - 1] = (pb >> BATCH) | (lb << (32 - BATCH));
        }
        (pa, pb) = (la, lb);
    }
    a[n - 1] = (pa >> BATCH) | ((ca as u32) << (32 - BATCH));
    b[n - 1] = (pb >> BATCH) | ((cb as u32) << (32 - BATCH));
    // What is left above the top limb is the sign: 0 or -1.
    let (neg_a, neg_b) = (ca >> BATCH < 0, cb >> BATCH < 0);
    if neg_a {
        negate(a);
    }
    if neg_b {
        negate(b);
    }
    (neg_a, neg_b)
}

/// `a = -a` in two's complement over `a`'s limbs.
fn negate(a: &mut [u32]) {
    let mut carry = 1u64;
    for x in a.iter_mut() {
        let s = (!*x) as u64 + carry;
        *x = s as u32;
        carry = s >> 32;
    }
}

/// `u <- (fu·u + gu·v) / 2^BATCH mod m` and `v <- (fv·u + gv·v) / 2^BATCH mod m` in place (`u, v < m`,
/// results `< m`): the division is Montgomery's, adding the multiple `w·m` (`w < 2^BATCH`) that clears
/// the low `BATCH` bits, then shifting; the result, in `(-m, 2m)`, is brought into `[0, m)` by one
/// addition or subtraction of `m`.
fn update_uv(u: &mut [u32], v: &mut [u32], m: &[u32], m0_neg_inv: u32, [fu, gu, fv, gv]: [i64; 4]) {
    let k = m.len();
    let mask = (1u32 << BATCH) - 1;
    let low = |f: i64, g: i64| (f.wrapping_mul(u[0] as i64).wrapping_add(g.wrapping_mul(v[0] as i64))) as u32;
    let wu = (low(fu, gu).wrapping_mul(m0_neg_inv) & mask) as i64;
    let wv = (low(fv, gv).wrapping_mul(m0_neg_inv) & mask) as i64;
    let (mut cu, mut cv) = (0i64, 0i64);
    let (mut pu, mut pv) = (0u32, 0u32);
    for j in 0..k {
        let (x, y, mj) = (u[j] as i64, v[j] as i64, m[j] as i64);
        let su = fu * x + gu * y + wu * mj + cu;
        let sv = fv * x + gv * y + wv * mj + cv;
        (cu, cv) = (su >> 32, sv >> 32);
        let (lu, lv) = (su as u32, sv as u32);
        if j > 0 {
            u[j - 1] = (pu >> BATCH) | (lu << (32 - BATCH));
            v[j - 1] = (pv >> BATCH) | (lv << (32 - BATCH));
        }
        (pu, pv) = (lu, lv);
    }
    u[k - 1] = (pu >> BATCH) | ((cu as u32) << (32 - BATCH));
    v[k - 1] = (pv >> BATCH) | ((cv as u32) << (32 - BATCH));
    normalize(u, cu >> BATCH, m);
    normalize(v, cv >> BATCH, m);
}

/// Brings `top·2^(32k) + x`, a value in `(-m, 2m)`, into `[0, m)`.
fn normalize(x: &mut [u32], top: i64, m: &[u32]) {
    if top < 0 {
        limbs::add_assign(x, m);
    } else if top > 0 || limbs::lt(x, m) == 0 {
        limbs::sub_assign(x, m);
    }
}

/// The binary GCD of Pornin's "Optimized Binary GCD for Modular Inversion" (IACR ePrint 2020/972), in
/// variable time: `a = t`, `b = m` (odd), `a ≡ u·t` and `b ≡ v·t (mod m)`. Each step, when `a` is odd,
/// makes `a >= b` by a swap and subtracts `b`, then halves `a`; `b` stays odd, and `a` reaches 0 with
/// `b = gcd(t, m)`, when `v = t^(-1)` if that is 1. The steps run [`BATCH`] at a time on 64-bit
/// approximations of `a` and `b`, recording their effect as the factors of `(new a, new b)` in terms of
/// `(a, b)` (and so of `(u, v)`), which are then applied to the full numbers: four limb-by-factor
/// passes per batch instead of a full-length subtraction or shift per step. An approximate comparison
/// may go wrong and make a result negative, which is negated with its coefficient (Pornin's algorithm 2).
///
/// `out` holds `u` and then the result; `work` holds `a`, `b`, `v` (`3k` limbs). Returns `None` if the
/// iterations exceed a generous bound (not expected: the batches shrink `a` and `b` by about
/// [`BATCH`] bits each), for the caller's fallback.
fn batched_gcd_vartime(ctx: &Montgomery<'_>, out: &mut [u32], t: &[u32], work: &mut [u32]) -> Option<bool> {
    let m = ctx.modulus();
    let k = m.len();
    let m0_neg_inv = ctx.m0_neg_inv();
    let (a, rest) = work.split_at_mut(k);
    let (b, rest) = rest.split_at_mut(k);
    let v = &mut rest[..k];
    let u = out;
    a.copy_from_slice(t);
    b.copy_from_slice(m);
    u.fill(0);
    u[0] = 1;
    v.fill(0);
    let mut len = k;
    let bound = 4 * 32 * k / BATCH as usize + 16;
    for _ in 0..bound {
        if active_len(&a[..len]) == 0 {
            // b = gcd(t, m).
            let invertible = active_len(&b[..len]) == 1 && b[0] == 1;
            u.copy_from_slice(v);
            return Some(invertible);
        }
        let (mut xa, mut xb) = approximations(&a[..len], &b[..len]);
        let (mut f0, mut g0, mut f1, mut g1) = (1i64, 0i64, 0i64, 1i64);
        for _ in 0..BATCH {
            if xa & 1 == 1 {
                if xa < xb {
                    (xa, xb) = (xb, xa);
                    (f0, f1) = (f1, f0);
                    (g0, g1) = (g1, g0);
                }
                xa -= xb;
                f0 -= f1;
                g0 -= g1;
            }
            xa >>= 1;
            f1 <<= 1;
            g1 <<= 1;
        }
        let (neg_a, neg_b) = update_ab(&mut a[..len], &mut b[..len], [f0, g0, f1, g1]);
        if neg_a {
            (f0, g0) = (-f0, -g0);
        }
        if neg_b {
            (f1, g1) = (-f1, -g1);
        }
        update_uv(u, v, m, m0_neg_inv, [f0, g0, f1, g1]);
        len = active_len(&a[..len]).max(active_len(&b[..len])).max(1);
    }
    None
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
                // The fallback, on its own.
                let ok = kaliski_vartime(&ctx, &mut out, &[a], &mut work);
                assert_eq!(ok, gcd(a, m) == 1, "kaliski m={m} a={a}");
                if ok {
                    assert_eq!(a as u64 * out[0] as u64 % m as u64, 1, "kaliski m={m} a={a}");
                }
            }
        }
    }

    #[test]
    fn batched_agrees_with_kaliski_without_fallback() {
        // Multi-limb moduli (1 to 100 limbs, some with a small top limb), values with a small top limb
        // too, and the all-ones value; the batched algorithm must finish within its bound every time.
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x as u32
        };
        for k in (1..=12).chain([31, 48, 96, 100]) {
            for round in 0..12 {
                let mut m = [0u32; 100];
                let mut t = [0u32; 100];
                for i in 0..k {
                    (m[i], t[i]) = (next(), next());
                }
                m[0] |= 1;
                m[k - 1] = if round % 2 == 0 { m[k - 1] | 0x8000_0000 } else { (m[k - 1] >> 20) | 1 };
                t[k - 1] = match round % 3 {
                    0 => t[k - 1] % m[k - 1],
                    1 => 0,
                    _ => m[k - 1].saturating_sub(1),
                };
                if k == 1 && m[0] == 1 {
                    m[0] = 3;
                }
                let (m, t) = (&m[..k], &t[..k]);
                let ctx = Montgomery::new(m).unwrap();
                let (mut want, mut got) = ([0u32; 100], [0u32; 100]);
                let mut work = [0u32; 302];
                let ok = kaliski_vartime(&ctx, &mut want[..k], t, &mut work);
                let batched = batched_gcd_vartime(&ctx, &mut got[..k], t, &mut work);
                assert_eq!(batched, Some(ok), "k={k} round={round}");
                if ok {
                    assert_eq!(got, want, "k={k} round={round}");
                }
            }
        }
    }
}
