//! DSA signing and verification (FIPS 186-4 §4.6, §4.7).
//!
//! Signing: `r = (g^k mod p) mod q`, `s = k^(-1)·(z + x·r) mod q`, with `z` the leftmost `q_bits` bits of
//! the digest and `k` from RFC 6979. `g^k` is the fixed-window exponentiation over `q_bits` digits and
//! `k^(-1)` the masked binary-Euclid inverse, both constant time; arithmetic modulo `q` is Montgomery
//! multiplication followed by a multiplication by `R² mod q` (`a·b·R^(-1)·R²·R^(-1) = a·b`).
//! Verification: `w = s^(-1)`, `v = (g^(z·w) · y^(r·w) mod p) mod q` (both powers at once, Shamir's
//! trick), accepted when `v = r`.

use super::nonce::{bits2int, NonceGenerator};
use super::params::{sign_work_limbs, verify_work_limbs, DomainParameters, SigningKey, VerifyingKey, Q_LIMBS};
use super::signature::Signature;
use crate::bigint::inverse::mod_inverse;
use crate::bigint::reduce::reduce;
use crate::bigint::window_exp::mod_exp;
use crate::bigint::{limbs, Montgomery, Window};
use crate::hash::Hash;
use crate::Error;
use zeroize::Zeroize;

type Scalar = [u32; Q_LIMBS];

/// Arithmetic modulo `q` on `Q_LIMBS`-limb values (only the low `q_limbs` limbs are used).
struct ModQ<'a> {
    ctx: Montgomery<'a>,
    r2: &'a [u32],
    k: usize,
}

impl<'a> ModQ<'a> {
    fn new<const L: usize>(params: &'a DomainParameters<L>) -> Result<Self, Error> {
        let k = params.q_limbs();
        Ok(ModQ { ctx: Montgomery::new(&params.q[..k])?, r2: &params.q_r2[..k], k })
    }

    /// `a·b mod q` for `a, b < q`.
    fn mul(&self, a: &Scalar, b: &Scalar) -> Scalar {
        let (mut t, mut out) = ([0u32; Q_LIMBS], [0u32; Q_LIMBS]);
        self.ctx.mul(&mut t[..self.k], &a[..self.k], &b[..self.k]);
        self.ctx.mul(&mut out[..self.k], &t[..self.k], self.r2);
        t.zeroize();
        out
    }

    /// `a + b mod q` for `a, b < q`, by a masked subtraction.
    fn add(&self, a: &Scalar, b: &Scalar) -> Scalar {
        let q = self.ctx.modulus();
        let mut sum = *a;
        let carry = limbs::add_assign(&mut sum[..self.k], &b[..self.k]);
        let mut diff = sum;
        let borrow = limbs::sub_assign(&mut diff[..self.k], q);
        // sum ≥ q exactly when the addition carried or the subtraction did not borrow.
        limbs::select_assign(&mut sum, &diff, limbs::mask_from_bit(carry | (borrow ^ 1)));
        diff.zeroize();
        sum
    }

    /// `x mod q` for any limb vector `x`.
    fn reduce(&self, x: &[u32]) -> Result<Scalar, Error> {
        let (mut out, mut work) = ([0u32; Q_LIMBS], [0u32; 3 * Q_LIMBS]);
        reduce(&self.ctx, &mut out[..self.k], x, self.r2, &mut work[..3 * self.k])?;
        Ok(out)
    }

    /// `a^(-1) mod q` in constant time; `InvalidParameter` if `a` is not invertible (then `q` is not
    /// prime, as callers pass `0 < a < q`).
    fn invert(&self, a: &Scalar) -> Result<Scalar, Error> {
        let (mut out, mut work) = ([0u32; Q_LIMBS], [0u32; 3 * Q_LIMBS]);
        let ok = mod_inverse(self.ctx.modulus(), &mut out[..self.k], &a[..self.k], &mut work[..3 * self.k])?;
        if ok == 0 {
            return Err(Error::InvalidParameter);
        }
        Ok(out)
    }

    /// `1 ≤ v < q` (public values).
    fn in_range(&self, v: &Scalar) -> bool {
        limbs::mask_all_zero(v) == 0 && limbs::lt(&v[..self.k], self.ctx.modulus()) == 1 && v[self.k..].iter().all(|x| *x == 0)
    }
}

/// `bits2int(digest) mod q` (the integer is below `2^q_bits < 2q`: reduction by `ModQ::add` with 0).
fn digest_to_scalar<const L: usize>(params: &DomainParameters<L>, modq: &ModQ<'_>, digest: &[u8]) -> Scalar {
    let z = bits2int(digest, params.q_bits);
    modq.add(&z, &[0; Q_LIMBS])
}

impl<const L: usize> SigningKey<L> {
    /// Signs `msg` hashed with `H`, with the RFC 6979 nonce (HMAC with `H`). `work`:
    /// [`sign_work_limbs`]`(p_bits, window)` limbs (wiped).
    pub fn sign<H: Hash>(&self, msg: &[u8], window: Window, work: &mut [u32]) -> Result<Signature, Error> {
        let digest = H::digest(msg);
        self.sign_prehash::<H>(digest.as_ref(), window, work)
    }

    /// Signs a digest computed by the caller with `H` (any length; its leftmost `q_bits` bits are used).
    pub fn sign_prehash<H: Hash>(&self, digest: &[u8], window: Window, work: &mut [u32]) -> Result<Signature, Error> {
        let params = &self.public.params;
        let modq = ModQ::new(params)?;
        let z = digest_to_scalar(params, &modq, digest);
        let rlen = params.q_bytes();
        let (mut secret, mut hashed) = ([0u8; 4 * Q_LIMBS], [0u8; 4 * Q_LIMBS]);
        limbs::to_be_bytes(&self.x, &mut secret[..rlen]);
        limbs::to_be_bytes(&z, &mut hashed[..rlen]);
        let mut gen = NonceGenerator::<H>::new(&secret[..rlen], &hashed[..rlen]);
        secret.zeroize();
        loop {
            let mut k = gen.next_nonce(&params.q, params.q_bits);
            let sig = self.sign_with_nonce(&modq, &z, &k, window, work);
            k.zeroize();
            // r = 0 or s = 0 (probability ~2^-160): FIPS 186-4 takes the next nonce.
            if let Some(sig) = sig? {
                return Ok(sig);
            }
        }
    }

    /// **Hazmat, for known-answer tests**: signs a digest with the caller's nonce `k` (big-endian,
    /// `0 < k < q`, else `InvalidParameter`). Reusing or biasing `k` reveals the key; use
    /// [`sign_prehash`](Self::sign_prehash). `VerificationFailed` in the negligible case `r = 0` or `s = 0`.
    pub fn sign_prehash_with_nonce(
        &self,
        digest: &[u8],
        k: &[u8],
        window: Window,
        work: &mut [u32],
    ) -> Result<Signature, Error> {
        let params = &self.public.params;
        let modq = ModQ::new(params)?;
        let mut nonce = [0u32; Q_LIMBS];
        limbs::from_be_bytes(k, &mut nonce).map_err(|_| Error::InvalidParameter)?;
        if !modq.in_range(&nonce) {
            return Err(Error::InvalidParameter);
        }
        let z = digest_to_scalar(params, &modq, digest);
        let sig = self.sign_with_nonce(&modq, &z, &nonce, window, work);
        nonce.zeroize();
        sig?.ok_or(Error::VerificationFailed)
    }

    /// `(r, s)` for the nonce `k ∈ [1, q-1]` and `z < q`; `None` when `r` or `s` is 0.
    fn sign_with_nonce(
        &self,
        modq: &ModQ<'_>,
        z: &Scalar,
        k: &Scalar,
        window: Window,
        work: &mut [u32],
    ) -> Result<Option<Signature>, Error> {
        let params = &self.public.params;
        if work.len() < sign_work_limbs(params.p_bits, window) {
            return Err(Error::BufferTooSmall);
        }
        let kp = params.p_limbs();
        let ctx = Montgomery::new(&params.p[..kp])?;
        let (gk, exp_work) = work.split_at_mut(kp);
        mod_exp(&ctx, gk, &params.g[..kp], k, params.q_bits, &params.p_r2[..kp], window, exp_work)?;
        let r = modq.reduce(gk);
        gk.zeroize();
        let r = r?;
        let mut k_inv = modq.invert(k)?;
        let mut xr = modq.mul(&self.x, &r);
        let mut sum = modq.add(z, &xr);
        let s = modq.mul(&k_inv, &sum);
        k_inv.zeroize();
        xr.zeroize();
        sum.zeroize();
        if limbs::mask_all_zero(&r) != 0 || limbs::mask_all_zero(&s) != 0 {
            return Ok(None);
        }
        Ok(Some(Signature { r, s }))
    }
}

impl<const L: usize> VerifyingKey<L> {
    /// Verifies `sig` on `msg` hashed with `H`. `work`: [`verify_work_limbs`]`(p_bits)` limbs.
    pub fn verify<H: Hash>(&self, msg: &[u8], sig: &Signature, work: &mut [u32]) -> Result<(), Error> {
        let digest = H::digest(msg);
        self.verify_prehash(digest.as_ref(), sig, work)
    }

    /// Verifies a DER-encoded signature on `msg` hashed with `H`; malformed DER is `VerificationFailed`.
    pub fn verify_der<H: Hash>(&self, msg: &[u8], der: &[u8], work: &mut [u32]) -> Result<(), Error> {
        let sig = Signature::from_der(der).map_err(|_| Error::VerificationFailed)?;
        self.verify::<H>(msg, &sig, work)
    }

    /// Verifies a P1363 (`r ‖ s`) signature on `msg` hashed with `H`; a wrong length is `VerificationFailed`.
    pub fn verify_p1363<H: Hash>(&self, msg: &[u8], sig: &[u8], work: &mut [u32]) -> Result<(), Error> {
        let sig = Signature::from_p1363(sig, self.params.q_bytes()).map_err(|_| Error::VerificationFailed)?;
        self.verify::<H>(msg, &sig, work)
    }

    /// Verifies `sig` on a digest (any length; its leftmost `q_bits` bits are used). `r` or `s` outside
    /// `[1, q - 1]` and every mismatch give `VerificationFailed`. Variable time (public data only).
    pub fn verify_prehash(&self, digest: &[u8], sig: &Signature, work: &mut [u32]) -> Result<(), Error> {
        let params = &self.params;
        if work.len() < verify_work_limbs(params.p_bits) {
            return Err(Error::BufferTooSmall);
        }
        let modq = ModQ::new(params)?;
        if !modq.in_range(&sig.r) || !modq.in_range(&sig.s) {
            return Err(Error::VerificationFailed);
        }
        let z = digest_to_scalar(params, &modq, digest);
        let w = modq.invert(&sig.s).map_err(|_| Error::VerificationFailed)?;
        let (u1, u2) = (modq.mul(&z, &w), modq.mul(&sig.r, &w));
        let kp = params.p_limbs();
        let ctx = Montgomery::new(&params.p[..kp])?;
        let (gy, rest) = work.split_at_mut(kp);
        double_exp_vartime(&ctx, &params.p_r2[..kp], &params.g[..kp], &u1, &self.y[..kp], &u2, gy, rest)?;
        let v = modq.reduce(gy)?;
        if limbs::mask_eq(&v, &sig.r) == 0 {
            return Err(Error::VerificationFailed);
        }
        Ok(())
    }
}

/// `out = a^ea · b^eb mod p` for public values by simultaneous square-and-multiply (Shamir's trick): one
/// squaring per bit of the longer exponent and one multiplication by `a`, `b` or the precomputed `a·b`
/// per bit set in either, about 40 % fewer multiplications than two separate exponentiations.
/// `work`: `4k` limbs (`a`, `b`, `a·b` in Montgomery form, and a product).
#[allow(clippy::too_many_arguments)]
fn double_exp_vartime(
    ctx: &Montgomery<'_>,
    r2: &[u32],
    a: &[u32],
    ea: &Scalar,
    b: &[u32],
    eb: &Scalar,
    out: &mut [u32],
    work: &mut [u32],
) -> Result<(), Error> {
    let k = ctx.limbs();
    if work.len() < 4 * k || out.len() < k {
        return Err(Error::BufferTooSmall);
    }
    let (am, rest) = work.split_at_mut(k);
    let (bm, rest) = rest.split_at_mut(k);
    let (abm, rest) = rest.split_at_mut(k);
    let tmp = &mut rest[..k];
    let acc = &mut out[..k];
    ctx.to_montgomery(am, a, r2);
    ctx.to_montgomery(bm, b, r2);
    ctx.mul(abm, am, bm);
    // acc = mont(1) = R mod p.
    tmp.fill(0);
    tmp[0] = 1;
    ctx.mul(acc, r2, tmp);
    let bit = |e: &Scalar, i: usize| (e[i / 32] >> (i % 32)) & 1 == 1;
    let bits = limbs::bit_length_vartime(ea).max(limbs::bit_length_vartime(eb));
    for i in (0..bits).rev() {
        ctx.square(tmp, acc);
        let factor = match (bit(ea, i), bit(eb, i)) {
            (true, true) => Some(&*abm),
            (true, false) => Some(&*am),
            (false, true) => Some(&*bm),
            (false, false) => None,
        };
        match factor {
            Some(f) => ctx.mul(acc, tmp, f),
            None => acc.copy_from_slice(tmp),
        }
    }
    ctx.from_montgomery(tmp, acc, am);
    acc.copy_from_slice(tmp);
    Ok(())
}

