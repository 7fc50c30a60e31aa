//! A Diffie-Hellman group `(p, g[, q])` with `R² mod p` precomputed, secret exponents, and the key
//! agreement itself: public key `g^x mod p`, peer key check, shared secret `Z = y^x mod p`.

use super::ffdhe_primes::{FFDHE2048_P, FFDHE3072_P, FFDHE4096_P};
use crate::bigint::window_exp::{mod_exp, mod_exp_public_vartime, mod_exp_work_limbs};
use crate::bigint::{limbs, limbs_for_bits, Montgomery, Window};
use crate::Error;
use rand_core::TryCryptoRng;
use zeroize::Zeroize;

/// Smallest accepted `p` in bits (below this, discrete logarithms are computable).
const MIN_P_BITS: usize = 512;

/// Working-buffer limbs for every [`Group`] operation with a `p_bits`-bit `p` and exponent `window`:
/// the exponentiation's table and temporaries plus the peer key and the result.
pub const fn work_limbs(p_bits: usize, window: Window) -> usize {
    let k = limbs_for_bits(p_bits);
    let exp = mod_exp_work_limbs(k, window) + 2 * k;
    // The peer key check (square-and-multiply, 3k, plus value and result) needs 5k.
    if exp > 5 * k {
        exp
    } else {
        5 * k
    }
}

/// A finite-field Diffie-Hellman group with `p` of up to `32·L` bits.
#[derive(Clone, Debug)]
pub struct Group<const L: usize> {
    p: [u32; L],
    g: [u32; L],
    /// The order of `g`'s subgroup, or 0 when unknown.
    q: [u32; L],
    p_r2: [u32; L],
    p_bits: usize,
}

impl<const L: usize> Group<L> {
    /// RFC 7919 ffdhe2048 (needs `L ≥ 64`). `work`: [`work_limbs`]`(2048, w)` for any window `w`.
    pub fn ffdhe2048(work: &mut [u32]) -> Result<Self, Error> {
        Self::safe_prime(&FFDHE2048_P, work)
    }

    /// RFC 7919 ffdhe3072 (needs `L ≥ 96`).
    pub fn ffdhe3072(work: &mut [u32]) -> Result<Self, Error> {
        Self::safe_prime(&FFDHE3072_P, work)
    }

    /// RFC 7919 ffdhe4096 (needs `L ≥ 128`).
    pub fn ffdhe4096(work: &mut [u32]) -> Result<Self, Error> {
        Self::safe_prime(&FFDHE4096_P, work)
    }

    /// A safe prime `p` with `g = 2`, `q = (p - 1)/2`.
    fn safe_prime(p: &[u8], work: &mut [u32]) -> Result<Self, Error> {
        let mut group = Self::empty();
        limbs::from_be_bytes(p, &mut group.p).map_err(|_| Error::InvalidParameter)?;
        group.q = group.p;
        limbs::shr1(&mut group.q, 0);
        group.g[0] = 2;
        group.finish(work)?;
        Ok(group)
    }

    /// A caller-given group: odd `p` of 512 to `32·L` bits, `1 < g < p - 1`, and optionally the order
    /// `q < p` of `g` (checked: `g^q = 1`), which enables the full peer key check. `InvalidParameter`
    /// otherwise. `work`: [`work_limbs`]`(p_bits, w)` limbs.
    pub fn from_be_bytes(p: &[u8], g: &[u8], q: Option<&[u8]>, work: &mut [u32]) -> Result<Self, Error> {
        let mut group = Self::empty();
        let bad = |_| Error::InvalidParameter;
        limbs::from_be_bytes(p, &mut group.p).map_err(bad)?;
        limbs::from_be_bytes(g, &mut group.g).map_err(bad)?;
        if let Some(q) = q {
            limbs::from_be_bytes(q, &mut group.q).map_err(bad)?;
            if limbs::mask_all_zero(&group.q) != 0 || limbs::lt(&group.q, &group.p) == 0 {
                return Err(Error::InvalidParameter);
            }
        }
        group.finish(work)?;
        if !group.in_open_range(&group.g) || !group.in_subgroup(&group.g, work)? {
            return Err(Error::InvalidParameter);
        }
        Ok(group)
    }

    fn empty() -> Self {
        Group { p: [0; L], g: [0; L], q: [0; L], p_r2: [0; L], p_bits: 0 }
    }

    /// Checks `p` and computes `R² mod p`.
    fn finish(&mut self, work: &mut [u32]) -> Result<(), Error> {
        self.p_bits = limbs::bit_length_vartime(&self.p);
        if self.p_bits < MIN_P_BITS || self.p[0] & 1 == 0 {
            return Err(Error::InvalidParameter);
        }
        let k = self.limbs();
        if work.len() < 5 * k {
            return Err(Error::BufferTooSmall);
        }
        Montgomery::new(&self.p[..k])?.r_squared_vartime(&mut self.p_r2[..k], &mut work[..k]);
        Ok(())
    }

    /// Bit length of `p`.
    pub fn p_bits(&self) -> usize {
        self.p_bits
    }

    /// Byte length of `p`: the length of public keys and shared secrets.
    pub fn p_bytes(&self) -> usize {
        self.p_bits.div_ceil(8)
    }

    /// Bit length of the subgroup order `q`, or 0 when the group was given without one.
    pub fn q_bits(&self) -> usize {
        limbs::bit_length_vartime(&self.q)
    }

    /// Writes `p` big-endian into `out` (exactly [`p_bytes`](Self::p_bytes) long).
    pub fn modulus_to_be_bytes(&self, out: &mut [u8]) -> Result<(), Error> {
        if out.len() != self.p_bytes() {
            return Err(Error::InvalidLength);
        }
        limbs::to_be_bytes(&self.p, out);
        Ok(())
    }

    fn limbs(&self) -> usize {
        limbs_for_bits(self.p_bits)
    }

    /// `1 < v < p - 1` (public values).
    fn in_open_range(&self, v: &[u32; L]) -> bool {
        let mut p_minus_1 = self.p;
        p_minus_1[0] ^= 1; // p is odd
        limbs::bit_length_vartime(v) > 1 && limbs::lt(v, &p_minus_1) == 1
    }

    /// `v^q = 1 mod p` for public `v` (true when `q` is unknown). `work`: 4k limbs.
    fn in_subgroup(&self, v: &[u32; L], work: &mut [u32]) -> Result<bool, Error> {
        if limbs::mask_all_zero(&self.q) != 0 {
            return Ok(true);
        }
        let k = self.limbs();
        let ctx = Montgomery::new(&self.p[..k])?;
        let (out, work) = work.split_at_mut(k);
        mod_exp_public_vartime(&ctx, out, &v[..k], &self.q, &self.p_r2[..k], work)?;
        out[0] ^= 1;
        Ok(limbs::mask_all_zero(out) != 0)
    }

    /// SP 800-56A §5.6.2.3.1 full public key validation: `1 < y < p - 1`, and `y^q = 1 mod p` when `q`
    /// is known. `InvalidKey` otherwise (also for a `y` longer than `p`). `work`: [`work_limbs`].
    pub fn check_public_key(&self, y: &[u8], work: &mut [u32]) -> Result<(), Error> {
        let mut v = [0u32; L];
        limbs::from_be_bytes(y, &mut v).map_err(|_| Error::InvalidKey)?;
        if work.len() < 5 * self.limbs() {
            return Err(Error::BufferTooSmall);
        }
        if !self.in_open_range(&v) || !self.in_subgroup(&v, work)? {
            return Err(Error::InvalidKey);
        }
        Ok(())
    }

    /// `out = base^x mod p` in constant time, as `p_bytes` big-endian bytes; returns whether it is 1.
    fn exp_secret(
        &self,
        base: &[u32],
        secret: &SecretKey<L>,
        out: &mut [u8],
        window: Window,
        work: &mut [u32],
    ) -> Result<bool, Error> {
        if out.len() != self.p_bytes() {
            return Err(Error::InvalidLength);
        }
        let k = self.limbs();
        if work.len() < work_limbs(self.p_bits, window) {
            return Err(Error::BufferTooSmall);
        }
        let ctx = Montgomery::new(&self.p[..k])?;
        let (result, rest) = work.split_at_mut(k);
        mod_exp(&ctx, result, &base[..k], &secret.x, secret.bits, &self.p_r2[..k], window, rest)?;
        limbs::to_be_bytes(result, out);
        result[0] ^= 1;
        let is_one = limbs::mask_all_zero(result) != 0;
        result.zeroize();
        Ok(is_one)
    }

    /// Writes the public key `g^x mod p` (`p_bytes` long) for `secret`. `work`: [`work_limbs`] (wiped).
    pub fn public_key(&self, secret: &SecretKey<L>, out: &mut [u8], window: Window, work: &mut [u32]) -> Result<(), Error> {
        self.exp_secret(&self.g, secret, out, window, work)?;
        Ok(())
    }

    /// Checks the peer's public key ([`check_public_key`](Self::check_public_key)) and writes the shared
    /// secret `Z = y^x mod p`, `p_bytes` long with leading zeros kept (SP 800-56A). `InvalidKey` for a
    /// bad peer key or `Z = 1` (possible only for groups given without `q`). `work`: [`work_limbs`]
    /// (wiped); `out` is zeroed on error.
    pub fn shared_secret(
        &self,
        secret: &SecretKey<L>,
        peer: &[u8],
        out: &mut [u8],
        window: Window,
        work: &mut [u32],
    ) -> Result<(), Error> {
        self.check_public_key(peer, work)?;
        let k = self.limbs();
        let mut y = [0u32; L];
        limbs::from_be_bytes(peer, &mut y)?;
        let is_one = self.exp_secret(&y[..k], secret, out, window, work)?;
        if is_one {
            out.zeroize();
            return Err(Error::InvalidKey);
        }
        Ok(())
    }
}

/// All ones when `x > 1`: some limb above the lowest is set, or the lowest is above 1 (no branch on `x`).
fn above_one_mask(x: &[u32]) -> u32 {
    !limbs::mask_all_zero(&x[1..]) | !limbs::mask_is_zero(x[0] & !1)
}

/// A secret exponent `x` (wiped on drop). Its bit length for the exponentiation is public: `8·len` of
/// the bytes it was read from, or the length asked of [`generate`](Self::generate).
#[derive(Clone)]
pub struct SecretKey<const L: usize> {
    x: [u32; L],
    bits: usize,
}

impl<const L: usize> core::fmt::Debug for SecretKey<L> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("SecretKey").field("bits", &self.bits).finish_non_exhaustive()
    }
}

impl<const L: usize> Drop for SecretKey<L> {
    fn drop(&mut self) {
        self.x.zeroize();
    }
}

impl<const L: usize> SecretKey<L> {
    /// The exponent `x` big-endian; `InvalidKey` unless `1 < x < q` (or `< p - 1` when `q` is unknown).
    pub fn from_be_bytes(group: &Group<L>, bytes: &[u8]) -> Result<Self, Error> {
        let mut key = SecretKey { x: [0; L], bits: (8 * bytes.len()).min(group.p_bits) };
        limbs::from_be_bytes(bytes, &mut key.x).map_err(|_| Error::InvalidKey)?;
        let bound = if limbs::mask_all_zero(&group.q) != 0 {
            let mut p_minus_1 = group.p;
            p_minus_1[0] ^= 1;
            p_minus_1
        } else {
            group.q
        };
        let ok = above_one_mask(&key.x) & limbs::mask_from_bit(limbs::lt(&key.x, &bound));
        if ok == 0 {
            return Err(Error::InvalidKey);
        }
        Ok(key)
    }

    /// A random exponent of `bits` bits (`x < 2^bits`, `x > 1`) from `rng`; `bits` must be at least 2 and
    /// below the bit length of `q` (or of `p - 1`), else `InvalidParameter`. See the RFC 7919 minimums in
    /// [`crate::dh`].
    pub fn generate<R: TryCryptoRng + ?Sized>(group: &Group<L>, rng: &mut R, bits: usize) -> Result<Self, Error> {
        let limit = match group.q_bits() {
            0 => group.p_bits - 1,
            q_bits => q_bits,
        };
        if bits < 2 || bits >= limit {
            return Err(Error::InvalidParameter);
        }
        let mut bytes = [0u8; 64];
        let mut key = SecretKey { x: [0; L], bits };
        loop {
            let mut x = [0u32; L];
            for chunk in x[..limbs_for_bits(bits)].chunks_mut(16) {
                let buf = &mut bytes[..4 * chunk.len()];
                rng.try_fill_bytes(buf).map_err(|_| Error::RngFailure)?;
                for (limb, b) in chunk.iter_mut().zip(buf.chunks_exact(4)) {
                    *limb = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
                }
            }
            bytes.zeroize();
            // Keep the low `bits` bits.
            if bits % 32 != 0 {
                x[bits / 32] &= (1u32 << (bits % 32)) - 1;
            }
            key.x = x;
            x.zeroize();
            // Reject 0 and 1 (probability 2^(1-bits)); the retry reveals only that.
            if above_one_mask(&key.x) != 0 {
                return Ok(key);
            }
        }
    }
}
