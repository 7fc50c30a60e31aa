//! Modular inverse modulo an odd number in constant time: the binary extended Euclid algorithm with
//! every step done by masks and a fixed number of iterations (`2 × bits(m)`, enough for any input).
//!
//! Invariants: `x1·a ≡ u` and `x2·a ≡ v (mod m)`. Each step: if `u` is odd, make `u ≥ v` by a masked swap
//! and subtract `v`; then halve `u` (and `x1` modulo `m`). `u·v` at least halves each step, so after
//! `2·bits(m)` steps `u = 0` and `v = gcd(a, m)`; when that is 1, `x2 = a^(-1) mod m`.
//! Cost: about ten `k`-limb passes per step, i.e. `~640k²` limb operations (no multiplications), which
//! is cheaper than Fermat's `a^(m-2)` for RSA-sized moduli.

use super::limbs;
use crate::Error;

/// Working-buffer limbs [`mod_inverse`] needs for a `k`-limb modulus.
pub const fn inverse_work_limbs(k: usize) -> usize {
    3 * k
}

/// `out = a^(-1) mod m` for odd `m` and `a < m` (both `k` limbs). Returns a mask: all ones when `a` is
/// invertible (then `out` is the inverse), 0 otherwise (then `out` is meaningless). Constant time in `a`.
pub fn mod_inverse(m: &[u32], out: &mut [u32], a: &[u32], work: &mut [u32]) -> Result<u32, Error> {
    let k = m.len();
    if k == 0 || m[0] & 1 == 0 {
        return Err(Error::InvalidParameter);
    }
    if work.len() < inverse_work_limbs(k) {
        return Err(Error::BufferTooSmall);
    }
    if out.len() < k || a.len() < k {
        return Err(Error::InvalidLength);
    }
    let (u, rest) = work.split_at_mut(k);
    let (v, rest) = rest.split_at_mut(k);
    let x1 = &mut rest[..k];
    let x2 = &mut out[..k];
    u.copy_from_slice(&a[..k]);
    v.copy_from_slice(m);
    x1.fill(0);
    x1[0] = 1;
    x2.fill(0);
    let steps = 2 * limbs::bit_length_vartime(m);
    for _ in 0..steps {
        let odd = limbs::mask_from_bit(u[0]);
        let swap = limbs::mask_from_bit(limbs::lt(u, v)) & odd;
        limbs::swap_masked(u, v, swap);
        limbs::swap_masked(x1, x2, swap);
        limbs::sub_masked(u, v, odd);
        let borrow = limbs::sub_masked(x1, x2, odd);
        limbs::add_masked(x1, m, limbs::mask_from_bit(borrow));
        limbs::shr1(u, 0);
        // x1/2 mod m: make x1 even by adding m when it is odd, then shift in the carry.
        let carry = limbs::add_masked(x1, m, limbs::mask_from_bit(x1[0]));
        limbs::shr1(x1, carry);
    }
    // Invertible exactly when v = gcd(a, m) = 1.
    v[0] ^= 1;
    let ok = limbs::mask_all_zero(v);
    u.fill(0);
    v.fill(0);
    x1.fill(0);
    Ok(ok)
}

#[cfg(test)]
mod tests {
    #[test]
    fn inverses_mod_small_numbers() {
        for m in [7u32, 15, 0xffff_fffb, 101] {
            for a in 0..m.min(200) {
                let mut out = [0u32];
                let mut work = [0u32; 3];
                let ok = super::mod_inverse(&[m], &mut out, &[a], &mut work).unwrap();
                let gcd = |mut x: u32, mut y: u32| {
                    while y != 0 {
                        (x, y) = (y, x % y);
                    }
                    x
                };
                let gcd_is_one = gcd(a, m) == 1;
                assert_eq!(ok == u32::MAX, gcd_is_one, "m={m} a={a}");
                if gcd_is_one {
                    assert_eq!(a as u64 * out[0] as u64 % m as u64, 1, "m={m} a={a}");
                }
            }
        }
    }
}
