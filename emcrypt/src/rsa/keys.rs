//! RSA keys from raw components, and the two primitives on them: the public operation `x^e mod n`
//! (RSAEP / RSAVP1) and the private one `x^d mod n` (RSADP / RSASP1), by CRT or directly, with base
//! blinding and an optional check of the result by the public operation (fault countermeasure).
//!
//! Keys hold their numbers in fixed-capacity arrays of `L` limbs (`L = bits / 32`, e.g. 64 for RSA-2048);
//! a key's actual size is any multiple of 8 bits from [`MIN_BITS`] up to `32·L`. All temporaries go to
//! the caller's working buffer, sized by [`public_work_limbs`] and [`private_work_limbs`].

use crate::bigint::crt::garner;
use crate::bigint::inverse_vartime::mod_inverse_blinded;
use crate::bigint::reduce::reduce;
use crate::bigint::window_exp::{mod_exp, mod_exp_public_vartime, mod_exp_work_limbs};
use crate::bigint::{limbs, limbs_for_bits, Montgomery, Window};
use crate::Error;
use rand_core::TryCryptoRng;
use zeroize::Zeroize;

/// The smallest modulus accepted, in bits (smaller ones are broken; PKCS#1 v1.5 encodings also need room).
pub const MIN_BITS: usize = 512;

/// Working-buffer limbs for a public-key operation (verification, encryption) with a `bits`-bit modulus.
pub const fn public_work_limbs(bits: usize) -> usize {
    // Result and input, plus the exponentiation's fast (SOS squaring) working buffer.
    2 * limbs_for_bits(bits) + crate::bigint::window_exp::mod_exp_public_fast_work_limbs(limbs_for_bits(bits))
}

/// Limbs of each CRT prime for a `bits`-bit modulus: keys whose primes are longer (unbalanced) are
/// refused for CRT.
pub const fn crt_prime_limbs(bits: usize) -> usize {
    limbs_for_bits(bits.div_ceil(2))
}

const fn max(a: usize, b: usize) -> usize {
    if a > b {
        a
    } else {
        b
    }
}

/// Working-buffer limbs for a private-key operation (signing, decryption) with a `bits`-bit modulus, by
/// CRT (`crt = true`) or directly, with the exponent window `window`.
///
/// With `k = bits/32` limbs and `h = k/2` per prime: CRT needs `3k + 4h + max(4k, (2^w + 5)·h, 5h)`,
/// direct `4k + max(4k, (2^w + 4)·k)`. RSA-3072 CRT: 3,648 B (window 2), 5,952 B (4), 15,168 B (6).
pub const fn private_work_limbs(bits: usize, window: Window, crt: bool) -> usize {
    let k = limbs_for_bits(bits);
    if crt {
        let h = crt_prime_limbs(bits);
        3 * k + 4 * h + max(4 * k, max(h + mod_exp_work_limbs(h, window), 5 * h))
    } else {
        4 * k + max(4 * k, mod_exp_work_limbs(k, window))
    }
}

/// How a private operation runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PrivateOptions {
    /// Exponent window (CMOX Low/Mid/High memory).
    pub window: Window,
    /// Use the CRT (about 3-4 times faster); needs a key with its CRT components.
    pub crt: bool,
    /// Multiply the input by `r^e` for a fresh random `r` and the result by `r^(-1)` (base blinding), so
    /// the exponentiation never sees the attacker's value.
    pub blinding: bool,
    /// Check the result with the public operation before releasing it (a fault during a CRT
    /// exponentiation would otherwise give the factors away, Boneh–DeMillo–Lipton).
    pub verify_result: bool,
}

impl Default for PrivateOptions {
    /// CRT, window 4 (Mid), blinding and result check on.
    fn default() -> Self {
        PrivateOptions { window: Window::MID, crt: true, blinding: true, verify_result: true }
    }
}

/// An RSA public key `(n, e)` with up to `32·L` bits, and `R² mod n` for Montgomery arithmetic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicKey<const L: usize> {
    n: [u32; L],
    e: [u32; L],
    r2: [u32; L],
    bits: usize,
}

impl<const L: usize> PublicKey<L> {
    /// The key from big-endian `n` and `e` (leading zeros allowed). `n` must be odd, of [`MIN_BITS`] to
    /// `32·L` bits; `e` odd, at least 3 and below `n`.
    pub fn from_be_bytes(n: &[u8], e: &[u8]) -> Result<Self, Error> {
        let mut key = PublicKey { n: [0; L], e: [0; L], r2: [0; L], bits: 0 };
        limbs::from_be_bytes(n, &mut key.n).map_err(|_| Error::InvalidKey)?;
        limbs::from_be_bytes(e, &mut key.e).map_err(|_| Error::InvalidKey)?;
        key.bits = limbs::bit_length_vartime(&key.n);
        let k = key.limbs();
        if key.bits < MIN_BITS || key.n[0] & 1 == 0 {
            return Err(Error::InvalidKey);
        }
        if key.e[0] & 1 == 0 || limbs::bit_length_vartime(&key.e) < 2 || limbs::lt(&key.e, &key.n) == 0 {
            return Err(Error::InvalidKey);
        }
        let ctx = Montgomery::new(&key.n[..k])?;
        let mut tmp = [0u32; L];
        ctx.r_squared_vartime(&mut key.r2[..k], &mut tmp[..k]);
        Ok(key)
    }

    /// Modulus size in bits.
    pub fn bits(&self) -> usize {
        self.bits
    }

    /// Modulus size in bytes: the length of signatures and ciphertexts.
    pub fn size(&self) -> usize {
        self.bits.div_ceil(8)
    }

    /// The modulus, big-endian, into `out` (`size()` bytes or more, left-padded).
    pub fn n_bytes(&self, out: &mut [u8]) {
        limbs::to_be_bytes(&self.n, out)
    }

    pub(crate) fn limbs(&self) -> usize {
        limbs_for_bits(self.bits)
    }

    pub(crate) fn modulus(&self) -> &[u32] {
        &self.n[..self.limbs()]
    }

    /// The public operation on a `size()`-byte input: `work[..k] = input^e mod n`. An input that is not
    /// below `n`, or of another length, is refused. `work`: [`public_work_limbs`].
    pub(crate) fn public_op(&self, input: &[u8], work: &mut [u32]) -> Result<(), Error> {
        let k = self.limbs();
        if work.len() < public_work_limbs(self.bits) {
            return Err(Error::BufferTooSmall);
        }
        if input.len() != self.size() {
            return Err(Error::InvalidLength);
        }
        limbs::from_be_bytes(input, &mut work[k..2 * k])?;
        self.public_op_limbs(work)
    }

    /// The public operation on the number in `work[k..2k]`, result in `work[..k]`.
    pub(crate) fn public_op_limbs(&self, work: &mut [u32]) -> Result<(), Error> {
        let k = self.limbs();
        if work.len() < 5 * k {
            return Err(Error::BufferTooSmall);
        }
        let (out, rest) = work.split_at_mut(k);
        let (s, rest) = rest.split_at_mut(k);
        if limbs::lt(s, self.modulus()) == 0 {
            return Err(Error::InvalidEncoding);
        }
        let ctx = Montgomery::new(self.modulus())?;
        mod_exp_public_vartime(&ctx, out, s, &self.e[..k], &self.r2[..k], rest)
    }
}

/// An RSA private key: the public key, `d`, and (optionally) the CRT components `p, q, dP, dQ, qInv`.
/// Wiped when dropped.
pub struct PrivateKey<const L: usize> {
    public: PublicKey<L>,
    d: [u32; L],
    p: [u32; L],
    q: [u32; L],
    dp: [u32; L],
    dq: [u32; L],
    qinv: [u32; L],
    r2p: [u32; L],
    r2q: [u32; L],
    has_crt: bool,
}

impl<const L: usize> Drop for PrivateKey<L> {
    fn drop(&mut self) {
        self.d.zeroize();
        self.p.zeroize();
        self.q.zeroize();
        self.dp.zeroize();
        self.dq.zeroize();
        self.qinv.zeroize();
        self.r2p.zeroize();
        self.r2q.zeroize();
    }
}

/// Reads a secret key component below `bound` (`k` limbs); refuses zero or out-of-range values.
fn component<const L: usize>(bytes: &[u8], bound: &[u32], out: &mut [u32; L]) -> Result<(), Error> {
    limbs::from_be_bytes(bytes, out).map_err(|_| Error::InvalidKey)?;
    let k = bound.len();
    if out[k..].iter().any(|x| *x != 0) || limbs::lt(&out[..k], bound) == 0 || limbs::mask_all_zero(&out[..k]) != 0 {
        return Err(Error::InvalidKey);
    }
    Ok(())
}

impl<const L: usize> PrivateKey<L> {
    /// A key for the direct (non-CRT) operation only, from big-endian `n`, `e`, `d`.
    pub fn from_components_without_crt(n: &[u8], e: &[u8], d: &[u8]) -> Result<Self, Error> {
        let public = PublicKey::from_be_bytes(n, e)?;
        let mut key = PrivateKey {
            public,
            d: [0; L],
            p: [0; L],
            q: [0; L],
            dp: [0; L],
            dq: [0; L],
            qinv: [0; L],
            r2p: [0; L],
            r2q: [0; L],
            has_crt: false,
        };
        let k = key.public.limbs();
        component(d, &key.public.n[..k], &mut key.d)?;
        Ok(key)
    }

    /// A key from all its big-endian components (as in PKCS#1 `RSAPrivateKey`). The primes must be odd,
    /// at most half the modulus size (rounded up to limbs), and `dP < p`, `dQ < q`, `qInv < p`. The
    /// components' consistency (`n = p·q`, ...) is not proven here: the `verify_result` option catches an
    /// inconsistent key at its first signature.
    #[allow(clippy::too_many_arguments)]
    pub fn from_components(
        n: &[u8],
        e: &[u8],
        d: &[u8],
        p: &[u8],
        q: &[u8],
        dp: &[u8],
        dq: &[u8],
        qinv: &[u8],
    ) -> Result<Self, Error> {
        let mut key = Self::from_components_without_crt(n, e, d)?;
        let h = crt_prime_limbs(key.public.bits);
        for (bytes, out) in [(p, &mut key.p), (q, &mut key.q)] {
            limbs::from_be_bytes(bytes, out).map_err(|_| Error::InvalidKey)?;
            if out[h.min(L)..].iter().any(|x| *x != 0) || out[0] & 1 == 0 || limbs::bit_length_vartime(out) < 2 {
                return Err(Error::InvalidKey);
            }
        }
        let (kp, kq) = (key.p_limbs(), key.q_limbs());
        component(dp, &key.p[..kp], &mut key.dp)?;
        component(dq, &key.q[..kq], &mut key.dq)?;
        component(qinv, &key.p[..kp], &mut key.qinv)?;
        let mut tmp = [0u32; L];
        Montgomery::new(&key.p[..kp])?.r_squared_vartime(&mut key.r2p[..kp], &mut tmp[..kp]);
        Montgomery::new(&key.q[..kq])?.r_squared_vartime(&mut key.r2q[..kq], &mut tmp[..kq]);
        tmp.zeroize();
        key.has_crt = true;
        Ok(key)
    }

    /// The public half.
    pub fn public_key(&self) -> &PublicKey<L> {
        &self.public
    }

    /// Whether the key has its CRT components.
    pub fn has_crt(&self) -> bool {
        self.has_crt
    }

    fn p_limbs(&self) -> usize {
        limbs_for_bits(limbs::bit_length_vartime(&self.p))
    }

    fn q_limbs(&self) -> usize {
        limbs_for_bits(limbs::bit_length_vartime(&self.q))
    }

    /// The private operation: reads the input `x < n` from `work[..k]` (`k` limbs), writes `x^d mod n`
    /// big-endian into `out` (`size()` bytes) and wipes `work`. `work`: [`private_work_limbs`].
    pub(crate) fn private_op<R: TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        work: &mut [u32],
        out: &mut [u8],
        opts: &PrivateOptions,
    ) -> Result<(), Error> {
        let result = if out.len() != self.public.size() {
            Err(Error::InvalidLength)
        } else {
            self.private_op_in_place(rng, work, opts)
        };
        if result.is_ok() {
            limbs::to_be_bytes(&work[..self.public.limbs()], out);
        }
        work.zeroize();
        result
    }

    /// The private operation in place: `work[..k] = work[..k]^d mod n`. The caller wipes `work`; on
    /// error, everything but the input is already wiped.
    pub(crate) fn private_op_in_place<R: TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        work: &mut [u32],
        opts: &PrivateOptions,
    ) -> Result<(), Error> {
        let result = self.private_op_inner(rng, work, opts);
        let k = self.public.limbs();
        if let Some(tail) = work.get_mut(k..) {
            tail.zeroize();
        }
        result
    }

    fn private_op_inner<R: TryCryptoRng + ?Sized>(
        &self,
        rng: &mut R,
        work: &mut [u32],
        opts: &PrivateOptions,
    ) -> Result<(), Error> {
        let pubk = &self.public;
        let k = pubk.limbs();
        if opts.crt && !self.has_crt {
            return Err(Error::InvalidParameter);
        }
        if work.len() < private_work_limbs(pubk.bits, opts.window, opts.crt) {
            return Err(Error::BufferTooSmall);
        }
        let n = pubk.modulus();
        let e = &pubk.e[..k];
        let r2n = &pubk.r2[..k];
        let ctx_n = Montgomery::new(n)?;
        let (x, rest) = work.split_at_mut(k);
        let (xb, rest) = rest.split_at_mut(k);
        let (r, rest) = rest.split_at_mut(k);
        if limbs::lt(x, n) == 0 {
            return Err(Error::InvalidEncoding);
        }

        // Blinding: xb = x·r^e mod n for a random r in [1, n), and r <- r^(-1) mod n for the unblinding.
        // The inverse is the blinded variable-time one (`bigint::inverse_vartime`): it only ever sees
        // r·a for a second fresh random a, uniform and independent of r, modulo the public n; about 20
        // times cheaper than the constant-time binary inverse.
        if opts.blinding {
            random_below(rng, n, pubk.bits, r)?;
            let (re, scratch) = rest.split_at_mut(k);
            mod_exp_public_vartime(&ctx_n, re, r, e, r2n, scratch)?;
            ctx_n.mul(&mut scratch[..k], x, re);
            ctx_n.mul(xb, &scratch[..k], r2n);
            let (a, rest2) = rest.split_at_mut(k);
            let (rinv, scratch) = rest2.split_at_mut(k);
            random_below(rng, n, pubk.bits, a)?;
            let invertible = mod_inverse_blinded(&ctx_n, r2n, rinv, r, a, scratch)?;
            r.copy_from_slice(rinv);
            a.zeroize();
            rinv.zeroize();
            if !invertible {
                // r or a shares a factor with n: only a broken random source gets here.
                return Err(Error::RngFailure);
            }
        } else {
            xb.copy_from_slice(x);
        }

        // The exponentiation, leaving the result in `m` at `m_off` (its allocation is `m_cap` limbs).
        let (m_off, m_cap);
        if opts.crt {
            let h = crt_prime_limbs(pubk.bits);
            let (kp, kq) = (self.p_limbs(), self.q_limbs());
            let (mp, rest) = rest.split_at_mut(h);
            let (mq, rest) = rest.split_at_mut(h);
            let (m, scratch) = rest.split_at_mut(2 * h);
            let halves = [
                (&self.p[..kp], &self.dp[..kp], &self.r2p[..kp], &mut mp[..kp]),
                (&self.q[..kq], &self.dq[..kq], &self.r2q[..kq], &mut mq[..kq]),
            ];
            for (prime, exp, r2, result) in halves {
                let kh = prime.len();
                let ctx = Montgomery::new(prime)?;
                let (xh, tail) = scratch.split_at_mut(kh);
                reduce(&ctx, xh, xb, r2, tail)?;
                mod_exp(&ctx, result, xh, exp, limbs::bit_length_vartime(prime), r2, opts.window, tail)?;
            }
            let ctx_p = Montgomery::new(&self.p[..kp])?;
            garner(&ctx_p, &self.r2p[..kp], &self.q[..kq], &self.qinv[..kp], &mp[..kp], &mq[..kq], &mut m[..kp + kq], scratch)?;
            (m_off, m_cap) = (3 * k + 2 * h, 2 * h);
        } else {
            let (m, scratch) = rest.split_at_mut(k);
            mod_exp(&ctx_n, m, xb, &self.d[..k], pubk.bits, r2n, opts.window, scratch)?;
            (m_off, m_cap) = (3 * k, k);
        }
        if opts.blinding {
            // Unblinding: m·r^(-1) mod n (r now holds r^(-1)).
            let (head, tail) = work.split_at_mut(m_off);
            let (m, scratch) = tail.split_at_mut(m_cap);
            let rinv = &head[2 * k..3 * k];
            ctx_n.mul(&mut scratch[..k], &m[..k], rinv);
            ctx_n.mul(&mut m[..k], &scratch[..k], r2n);
        }
        let (head, tail) = work.split_at_mut(m_off);
        let (m, scratch) = tail.split_at_mut(m_cap);
        if opts.verify_result {
            let (x, rest) = head.split_at_mut(k);
            let check = &mut rest[..k];
            mod_exp_public_vartime(&ctx_n, check, &m[..k], e, r2n, scratch)?;
            if limbs::mask_eq(check, x) != u32::MAX {
                return Err(Error::VerificationFailed);
            }
        }
        head[..k].copy_from_slice(&m[..k]);
        Ok(())
    }
}

/// Fills `r` (`k` limbs) with a uniformly random number in `[1, n)` by rejection sampling on `bits` bits.
fn random_below<R: TryCryptoRng + ?Sized>(rng: &mut R, n: &[u32], bits: usize, r: &mut [u32]) -> Result<(), Error> {
    let top_mask = if bits % 32 == 0 { u32::MAX } else { (1u32 << (bits % 32)) - 1 };
    // Each try succeeds with probability > 1/2: 128 failures in a row mean a broken source.
    for _ in 0..128 {
        // 64 bytes per request: a DRBG pays its per-request update once per 16 limbs, not per limb.
        for chunk in r.chunks_mut(16) {
            let mut bytes = [0u8; 64];
            rng.try_fill_bytes(&mut bytes[..4 * chunk.len()]).map_err(|_| Error::RngFailure)?;
            for (limb, b) in chunk.iter_mut().zip(bytes.chunks_exact(4)) {
                *limb = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
            }
            bytes.zeroize();
        }
        let last = r.len() - 1;
        r[last] &= top_mask;
        if limbs::lt(r, n) == 1 && limbs::mask_all_zero(r) == 0 {
            return Ok(());
        }
    }
    Err(Error::RngFailure)
}

impl<const L: usize> PrivateKey<L> {
    /// A key from the little-endian limbs of its components, as [`super::keygen`] produces them (consistent
    /// by construction; the same range checks as [`PrivateKey::from_components`]). A modulus longer than
    /// `32·L` bits is [`Error::BufferTooSmall`].
    pub(crate) fn from_limbs(parts: [&[u32]; 8]) -> Result<Self, Error> {
        let mut key = PrivateKey {
            public: PublicKey { n: [0; L], e: [0; L], r2: [0; L], bits: 0 },
            d: [0; L],
            p: [0; L],
            q: [0; L],
            dp: [0; L],
            dq: [0; L],
            qinv: [0; L],
            r2p: [0; L],
            r2q: [0; L],
            has_crt: true,
        };
        let PrivateKey { public, d, p, q, dp, dq, qinv, .. } = &mut key;
        for (src, dst) in parts.iter().zip([&mut public.n, &mut public.e, d, p, q, dp, dq, qinv]) {
            let used = src.len().min(L);
            if src[used..].iter().any(|x| *x != 0) {
                return Err(Error::BufferTooSmall);
            }
            dst[..used].copy_from_slice(&src[..used]);
        }
        key.public.bits = limbs::bit_length_vartime(&key.public.n);
        let (k, kp, kq) = (key.public.limbs(), key.p_limbs(), key.q_limbs());
        if key.public.bits < MIN_BITS || key.public.n[0] & 1 == 0 || key.p[0] & 1 == 0 || key.q[0] & 1 == 0 {
            return Err(Error::InvalidKey);
        }
        let mut tmp = [0u32; L];
        // Variable time in the bit lengths only, which are public (the key size).
        Montgomery::new(&key.public.n[..k])?.r_squared_vartime(&mut key.public.r2[..k], &mut tmp[..k]);
        Montgomery::new(&key.p[..kp])?.r_squared_vartime(&mut key.r2p[..kp], &mut tmp[..kp]);
        Montgomery::new(&key.q[..kq])?.r_squared_vartime(&mut key.r2q[..kq], &mut tmp[..kq]);
        tmp.zeroize();
        Ok(key)
    }
}
