//! DSA domain parameters `(p, q, g)` and keys, with the checks of SP 800-89 §5.3 that need no primality
//! test (partial validation): sizes, `1 < g < p`, `g^q = 1`, `1 < y < p - 1`, `y^q = 1`, `0 < x < q`.

use crate::bigint::window_exp::{mod_exp, mod_exp_public_vartime, mod_exp_public_work_limbs, mod_exp_work_limbs};
use crate::bigint::{limbs, limbs_for_bits, Montgomery, Window};
use crate::Error;
use zeroize::Zeroize;

/// Limbs reserved for `q` and the values modulo `q` (256 bits, the largest FIPS 186-4 `q`).
pub const Q_LIMBS: usize = 8;

/// Smallest accepted `p` (FIPS 186-2 allowed 512; FIPS 186-4 signs only with 1024 and up).
const MIN_P_BITS: usize = 512;

/// Working-buffer limbs for [`SigningKey::sign`] and friends with a `p_bits`-bit `p`: the exponentiation
/// `g^k` plus its `k`-limb result.
pub const fn sign_work_limbs(p_bits: usize, window: Window) -> usize {
    let k = limbs_for_bits(p_bits);
    let exp = mod_exp_work_limbs(k, window);
    // Creating a key (y = g^x) and the parameter checks need less: 4k.
    if exp + k > 5 * k {
        exp + k
    } else {
        5 * k
    }
}

/// Working-buffer limbs for verification, parameter and key checks with a `p_bits`-bit `p`: a
/// square-and-multiply exponentiation plus two `k`-limb results.
pub const fn verify_work_limbs(p_bits: usize) -> usize {
    let k = limbs_for_bits(p_bits);
    mod_exp_public_work_limbs(k) + 2 * k
}

/// DSA domain parameters for a `p` of up to `32·L` bits, with `R² mod p` precomputed.
#[derive(Clone, Debug)]
pub struct DomainParameters<const L: usize> {
    pub(super) p: [u32; L],
    pub(super) q: [u32; Q_LIMBS],
    pub(super) g: [u32; L],
    pub(super) p_r2: [u32; L],
    pub(super) q_r2: [u32; Q_LIMBS],
    pub(super) p_bits: usize,
    pub(super) q_bits: usize,
}

impl<const L: usize> DomainParameters<L> {
    /// Parameters from big-endian `p`, `q`, `g`. Refused (`InvalidParameter`): `p` even or outside
    /// 512..=`32·L` bits, `q` even, not of 160/224/256 bits or not below `p`, `g` outside `(1, p)`,
    /// `g^q ≠ 1 mod p`. (Primality of `p` and `q` is not tested: parameters come from a trusted source.)
    /// `work`: [`verify_work_limbs`]`(p_bits)` limbs.
    pub fn from_be_bytes(p: &[u8], q: &[u8], g: &[u8], work: &mut [u32]) -> Result<Self, Error> {
        let mut dp = DomainParameters {
            p: [0; L],
            q: [0; Q_LIMBS],
            g: [0; L],
            p_r2: [0; L],
            q_r2: [0; Q_LIMBS],
            p_bits: 0,
            q_bits: 0,
        };
        let bad = |_| Error::InvalidParameter;
        limbs::from_be_bytes(p, &mut dp.p).map_err(bad)?;
        limbs::from_be_bytes(q, &mut dp.q).map_err(bad)?;
        limbs::from_be_bytes(g, &mut dp.g).map_err(bad)?;
        dp.p_bits = limbs::bit_length_vartime(&dp.p);
        dp.q_bits = limbs::bit_length_vartime(&dp.q);
        if dp.p_bits < MIN_P_BITS || dp.p[0] & 1 == 0 || dp.q[0] & 1 == 0 || ![160, 224, 256].contains(&dp.q_bits) {
            return Err(Error::InvalidParameter);
        }
        let k = dp.p_limbs();
        if work.len() < verify_work_limbs(dp.p_bits) {
            return Err(Error::BufferTooSmall);
        }
        Montgomery::new(&dp.p[..k])?.r_squared_vartime(&mut dp.p_r2[..k], &mut work[..k]);
        let kq = dp.q_limbs();
        let mut tmp = [0u32; Q_LIMBS];
        Montgomery::new(&dp.q[..kq])?.r_squared_vartime(&mut dp.q_r2[..kq], &mut tmp[..kq]);
        if !dp.in_open_range(&dp.g) || !dp.has_order_q(&dp.g, work)? {
            return Err(Error::InvalidParameter);
        }
        Ok(dp)
    }

    /// Bit length of `p`.
    pub fn p_bits(&self) -> usize {
        self.p_bits
    }

    /// Bit length of `q` (160, 224 or 256).
    pub fn q_bits(&self) -> usize {
        self.q_bits
    }

    /// Bytes of `r`, `s` in a P1363 signature (and of the secret key): `⌈q_bits / 8⌉`.
    pub fn q_bytes(&self) -> usize {
        self.q_bits.div_ceil(8)
    }

    /// Bytes of `p` (and of a public key `y`).
    pub fn p_bytes(&self) -> usize {
        self.p_bits.div_ceil(8)
    }

    pub(super) fn p_limbs(&self) -> usize {
        limbs_for_bits(self.p_bits)
    }

    pub(super) fn q_limbs(&self) -> usize {
        limbs_for_bits(self.q_bits)
    }

    /// `1 < v < p - 1` (on public values).
    fn in_open_range(&self, v: &[u32; L]) -> bool {
        let mut p_minus_1 = self.p;
        p_minus_1[0] ^= 1; // p is odd
        limbs::bit_length_vartime(v) > 1 && limbs::lt(v, &p_minus_1) == 1
    }

    /// `v^q = 1 mod p` (public `v`), i.e. `v` lies in the order-`q` subgroup.
    fn has_order_q(&self, v: &[u32; L], work: &mut [u32]) -> Result<bool, Error> {
        let k = self.p_limbs();
        let ctx = Montgomery::new(&self.p[..k])?;
        let (out, work) = work.split_at_mut(k);
        mod_exp_public_vartime(&ctx, out, &v[..k], &self.q, &self.p_r2[..k], work)?;
        out[0] ^= 1;
        Ok(limbs::mask_all_zero(out) != 0)
    }
}

/// A DSA public key `y = g^x mod p` with its domain parameters.
#[derive(Clone, Debug)]
pub struct VerifyingKey<const L: usize> {
    pub(super) params: DomainParameters<L>,
    pub(super) y: [u32; L],
}

impl<const L: usize> VerifyingKey<L> {
    /// The key `y` (big-endian) for `params`; `InvalidKey` unless `1 < y < p - 1` and `y^q = 1 mod p`.
    /// `work`: [`verify_work_limbs`]`(p_bits)` limbs.
    pub fn from_be_bytes(params: &DomainParameters<L>, y: &[u8], work: &mut [u32]) -> Result<Self, Error> {
        let mut key = VerifyingKey { params: params.clone(), y: [0; L] };
        limbs::from_be_bytes(y, &mut key.y).map_err(|_| Error::InvalidKey)?;
        if work.len() < verify_work_limbs(params.p_bits) {
            return Err(Error::BufferTooSmall);
        }
        if !params.in_open_range(&key.y) || !params.has_order_q(&key.y, work)? {
            return Err(Error::InvalidKey);
        }
        Ok(key)
    }

    /// The domain parameters.
    pub fn params(&self) -> &DomainParameters<L> {
        &self.params
    }

    /// Writes `y` big-endian into `out` (exactly [`DomainParameters::p_bytes`] long).
    pub fn to_be_bytes(&self, out: &mut [u8]) -> Result<(), Error> {
        if out.len() != self.params.p_bytes() {
            return Err(Error::InvalidLength);
        }
        limbs::to_be_bytes(&self.y, out);
        Ok(())
    }
}

/// A DSA private key `x` (wiped on drop) with its public key.
#[derive(Clone)]
pub struct SigningKey<const L: usize> {
    pub(super) public: VerifyingKey<L>,
    pub(super) x: [u32; Q_LIMBS],
}

impl<const L: usize> core::fmt::Debug for SigningKey<L> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("SigningKey").field("public", &self.public).finish_non_exhaustive()
    }
}

impl<const L: usize> Drop for SigningKey<L> {
    fn drop(&mut self) {
        self.x.zeroize();
    }
}

impl<const L: usize> SigningKey<L> {
    /// The key `x` (big-endian, `0 < x < q`, else `InvalidKey`); computes `y = g^x mod p` in constant
    /// time with the Mid window. `work`: [`sign_work_limbs`]`(p_bits, Window::MID)` limbs (wiped).
    pub fn from_be_bytes(params: &DomainParameters<L>, x: &[u8], work: &mut [u32]) -> Result<Self, Error> {
        let mut key =
            SigningKey { public: VerifyingKey { params: params.clone(), y: [0; L] }, x: [0; Q_LIMBS] };
        limbs::from_be_bytes(x, &mut key.x).map_err(|_| Error::InvalidKey)?;
        if limbs::mask_all_zero(&key.x) != 0 || limbs::lt(&key.x, &params.q) == 0 {
            return Err(Error::InvalidKey);
        }
        let k = params.p_limbs();
        if work.len() < sign_work_limbs(params.p_bits, Window::MID) {
            return Err(Error::BufferTooSmall);
        }
        let ctx = Montgomery::new(&params.p[..k])?;
        let y = &mut key.public.y[..k];
        mod_exp(&ctx, y, &params.g[..k], &key.x, params.q_bits, &params.p_r2[..k], Window::MID, work)?;
        Ok(key)
    }

    /// The public key.
    pub fn verifying_key(&self) -> &VerifyingKey<L> {
        &self.public
    }
}
