//! Ed25519 signatures (RFC 8032 §5.1): pure Ed25519, Ed25519ctx and Ed25519ph.
//!
//! * Keys: a [`SigningKey`] is made from a 32-byte seed; it keeps the seed, the clamped scalar `s`, the
//!   nonce prefix and the public key, and wipes them on drop.
//! * Signing is deterministic and constant-time: `[r]B` goes through the chosen [`BasepointMul`]
//!   variant ([`PrecomputedTable`] by default, [`NoTable`](super::NoTable) for no constant data), scalars mod L through
//!   [`super::scalar`].
//! * Verification works on public data only. It is **cofactorless**: it recomputes
//!   `R' = [S]B - [k]A` and accepts when the encoding of `R'` equals the 32 bytes of `R` in the signature
//!   (the "encoding comparison" of RFC 8032 §5.1.7, as in ref10 and ed25519-dalek's `verify`). It
//!   rejects `S >= L` (malleability), public keys `A` with a non-canonical encoding (y >= p, or x = 0
//!   with the sign bit set) or off the curve, and, by comparing encodings, any non-canonical `R`. It
//!   passes every Wycheproof `ed25519_test.json` case (see `tests/ed25519.rs`). Cofactorless and
//!   cofactored verification disagree only on signatures built with small-order components, which an
//!   honest signer never produces.
//!   `[k](-A) + [S]B` is one joint variable-time multiplication (both scalars public; one chain of
//!   doublings), [`BasepointMul::double_mul_base_vartime`]: `B`'s odd multiples come from a 6 KB flash
//!   table with [`PrecomputedTable`], from RAM with [`NoTable`](super::NoTable).
//!
//! Ed25519ctx and Ed25519ph prefix the hashes with `dom2(phflag, ctx)`; contexts are at most 255 bytes
//! (`Err(InvalidParameter)` beyond). RFC 8032 §5.1 says the Ed25519ctx context SHOULD NOT be empty: like
//! OpenSSL, an empty one is refused (`Err(InvalidParameter)`); Ed25519ph accepts an empty context.
//! Ed25519ph takes the SHA-512 digest of the message, so a long message can be streamed through
//! [`Sha512`] first.

use super::point::EdwardsPoint;
use super::scalar;
use super::scalar_mul::BasepointMul;
use super::PrecomputedTable;
use crate::hash::sha512::{Compress, Sha512, Unrolled};
use crate::wipe::wipe_bytes;
use crate::Error;
use core::marker::PhantomData;
use zeroize::{Zeroize, ZeroizeOnDrop};

/// Length of a signature in bytes.
pub const SIGNATURE_LEN: usize = 64;

/// Which of the three RFC 8032 Ed25519 algorithms, with its context.
#[derive(Clone, Copy)]
enum Domain<'a> {
    /// Pure Ed25519: no prefix.
    Pure,
    /// `dom2(0, ctx)`.
    Ctx(&'a [u8]),
    /// `dom2(1, ctx)`, message replaced by SHA-512(message).
    Ph(&'a [u8]),
}

impl Domain<'_> {
    fn check(self) -> Result<(), Error> {
        match self {
            Domain::Pure => Ok(()),
            Domain::Ctx(c) if c.is_empty() || c.len() > 255 => Err(Error::InvalidParameter),
            Domain::Ph(c) if c.len() > 255 => Err(Error::InvalidParameter),
            _ => Ok(()),
        }
    }

    /// Absorbs `dom2(phflag, ctx)` into a fresh SHA-512 (nothing for pure Ed25519). The context is
    /// borrowed, not returned: moving it would copy its 216 bytes within the signer's frame.
    fn absorb_prefix<H: Compress>(self, h: &mut Sha512<H>) {
        let (flag, ctx) = match self {
            Domain::Pure => return,
            Domain::Ctx(c) => (0u8, c),
            Domain::Ph(c) => (1u8, c),
        };
        h.update(b"SigEd25519 no Ed25519 collisions");
        h.update(&[flag, ctx.len() as u8]);
        h.update(ctx);
    }
}

/// An Ed25519 public key: its encoding and the decoded point. `M` and `H` as for [`SigningKey`]: the
/// variants verification uses.
#[derive(Debug)]
pub struct VerifyingKey<M: BasepointMul = PrecomputedTable, H: Compress = Unrolled> {
    bytes: [u8; 32],
    point: EdwardsPoint,
    variant: PhantomData<(M, H)>,
}

impl<M: BasepointMul, H: Compress> Clone for VerifyingKey<M, H> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<M: BasepointMul, H: Compress> Copy for VerifyingKey<M, H> {}

impl<M: BasepointMul, H: Compress> PartialEq for VerifyingKey<M, H> {
    fn eq(&self, other: &Self) -> bool {
        self.bytes == other.bytes
    }
}

/// An Ed25519 private key. Wiped on drop.
///
/// `M` picks the base-point multiplication ([`PrecomputedTable`] or [`NoTable`](super::NoTable)), `H` the
/// SHA-512 compression function that derives the key and hashes the nonce and the challenge
/// ([`Unrolled`], or [`Compact`](crate::hash::sha512::Compact) for the smallest code: 4.9 KB less on the
/// M4, and about 150 k more cycles to sign 1 KB, whose two hashing passes run at 145 instead of 79
/// cycles/byte). `SigningKey<NoTable, Compact>` is the small configuration (CMOX "Small", "OptLow").
pub struct SigningKey<M: BasepointMul = PrecomputedTable, H: Compress = Unrolled> {
    seed: [u8; 32],
    /// The clamped secret scalar `s` (RFC 8032 §5.1.5 step 2).
    scalar: [u8; 32],
    /// The second half of SHA-512(seed), hashed with the message into the nonce.
    prefix: [u8; 32],
    public: VerifyingKey<M, H>,
}

impl<M: BasepointMul, H: Compress> Drop for SigningKey<M, H> {
    fn drop(&mut self) {
        wipe_bytes(&mut self.seed);
        wipe_bytes(&mut self.scalar);
        wipe_bytes(&mut self.prefix);
    }
}

impl<M: BasepointMul, H: Compress> ZeroizeOnDrop for SigningKey<M, H> {}

impl<M: BasepointMul, H: Compress> Clone for SigningKey<M, H> {
    fn clone(&self) -> Self {
        Self { seed: self.seed, scalar: self.scalar, prefix: self.prefix, public: self.public }
    }
}

impl<M: BasepointMul, H: Compress> SigningKey<M, H> {
    /// The key pair of a 32-byte secret seed (RFC 8032 §5.1.5).
    pub fn from_seed(seed: &[u8; 32]) -> Self {
        let mut h = Sha512::<H>::new();
        h.update(seed);
        let mut digest = h.finalize();
        let mut scalar = [0u8; 32];
        let mut prefix = [0u8; 32];
        scalar.copy_from_slice(&digest[..32]);
        prefix.copy_from_slice(&digest[32..]);
        wipe_bytes(&mut digest);
        scalar[0] &= 248;
        scalar[31] &= 127;
        scalar[31] |= 64;
        // A = [s]B is public: kept decoded so verification needs no decompression.
        let point = M::mul_base(&scalar);
        let public = VerifyingKey { bytes: point.compress(), point, variant: PhantomData };
        Self { seed: *seed, scalar, prefix, public }
    }

    /// A key pair from a cryptographic random number generator.
    pub fn random<R: rand_core::CryptoRng + ?Sized>(rng: &mut R) -> Self {
        let mut seed = [0u8; 32];
        rng.fill_bytes(&mut seed);
        let key = Self::from_seed(&seed);
        wipe_bytes(&mut seed);
        key
    }

    /// The seed this key was made from.
    pub fn seed(&self) -> &[u8; 32] {
        &self.seed
    }

    /// The public key.
    pub fn verifying_key(&self) -> &VerifyingKey<M, H> {
        &self.public
    }

    /// Pure Ed25519 signature of `message`.
    pub fn sign(&self, message: &[u8]) -> [u8; 64] {
        self.sign_parts(Domain::Pure, &[message])
    }

    /// Ed25519ctx signature: `context` of 1..=255 bytes, else `Err(InvalidParameter)`.
    pub fn sign_ctx(&self, message: &[u8], context: &[u8]) -> Result<[u8; 64], Error> {
        let domain = Domain::Ctx(context);
        domain.check()?;
        Ok(self.sign_parts(domain, &[message]))
    }

    /// Ed25519ph signature of a message given by its SHA-512 digest (hash it with
    /// [`Sha512`], streaming if it is long); `context` of 0..=255 bytes.
    pub fn sign_prehashed(&self, prehash: &[u8; 64], context: &[u8]) -> Result<[u8; 64], Error> {
        let domain = Domain::Ph(context);
        domain.check()?;
        Ok(self.sign_parts(domain, &[prehash]))
    }

    /// RFC 8032 §5.1.6 with the message given in pieces. Each step is its own function, so the
    /// hashing state and the point arithmetic never share a stack frame: the peak is the deeper of
    /// the two, not their sum.
    fn sign_parts(&self, domain: Domain<'_>, message: &[&[u8]]) -> [u8; 64] {
        let mut r = self.nonce(domain, message);
        let r_bytes = commitment::<M>(&r);
        // k = SHA-512(dom || R || A || M) mod L; S = r + k s mod L
        let k = challenge::<H>(domain, &r_bytes, &self.public.bytes, message);
        let s = scalar::mul_add(&k, &self.scalar, &r);
        wipe_bytes(&mut r);
        let mut sig = [0u8; 64];
        sig[..32].copy_from_slice(&r_bytes);
        sig[32..].copy_from_slice(&s);
        sig
    }

    /// r = SHA-512(dom || prefix || M) mod L.
    #[inline(never)]
    fn nonce(&self, domain: Domain<'_>, message: &[&[u8]]) -> [u8; 32] {
        let mut h = Sha512::<H>::new();
        domain.absorb_prefix(&mut h);
        h.update(&self.prefix);
        for part in message {
            h.update(part);
        }
        let mut wide = h.finalize_in_place();
        let r = scalar::reduce_wide(&wide);
        wipe_bytes(&mut wide);
        r
    }
}

/// The encoding of R = [r]B (the secret point wiped).
#[inline(never)]
fn commitment<M: BasepointMul>(r: &[u8; 32]) -> [u8; 32] {
    let mut big_r = M::mul_base(r);
    let r_bytes = big_r.compress();
    big_r.zeroize();
    r_bytes
}

/// `SHA-512(dom || R || A || M) mod L`.
#[inline(never)]
fn challenge<H: Compress>(domain: Domain<'_>, r: &[u8; 32], a: &[u8; 32], message: &[&[u8]]) -> [u8; 32] {
    let mut h = Sha512::<H>::new();
    domain.absorb_prefix(&mut h);
    h.update(r);
    h.update(a);
    for part in message {
        h.update(part);
    }
    scalar::reduce_wide(&h.finalize_in_place())
}

impl<M: BasepointMul, H: Compress> VerifyingKey<M, H> {
    /// Decodes a public key, rejecting non-canonical encodings and points off the curve.
    pub fn from_bytes(bytes: &[u8; 32]) -> Result<Self, Error> {
        match EdwardsPoint::decompress(bytes) {
            Some(point) => Ok(Self { bytes: *bytes, point, variant: PhantomData }),
            None => Err(Error::InvalidKey),
        }
    }

    /// Decodes a public key from a slice of any length (`Err(InvalidLength)` unless 32 bytes).
    pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        let array: &[u8; 32] = bytes.try_into().map_err(|_| Error::InvalidLength)?;
        Self::from_bytes(array)
    }

    /// The 32-byte encoding.
    pub fn to_bytes(&self) -> [u8; 32] {
        self.bytes
    }

    /// Verifies a pure Ed25519 signature (64 bytes, else `Err(InvalidLength)`).
    pub fn verify(&self, message: &[u8], signature: &[u8]) -> Result<(), Error> {
        self.verify_parts_vartime(Domain::Pure, &[message], signature)
    }

    /// Verifies an Ed25519ctx signature (`context` of 1..=255 bytes).
    pub fn verify_ctx(&self, message: &[u8], context: &[u8], signature: &[u8]) -> Result<(), Error> {
        let domain = Domain::Ctx(context);
        domain.check()?;
        self.verify_parts_vartime(domain, &[message], signature)
    }

    /// Verifies an Ed25519ph signature of a message given by its SHA-512 digest.
    pub fn verify_prehashed(&self, prehash: &[u8; 64], context: &[u8], signature: &[u8]) -> Result<(), Error> {
        let domain = Domain::Ph(context);
        domain.check()?;
        self.verify_parts_vartime(domain, &[prehash], signature)
    }

    /// RFC 8032 §5.1.7, cofactorless with encoding comparison. Public inputs only: may branch on them.
    fn verify_parts_vartime(&self, domain: Domain<'_>, message: &[&[u8]], signature: &[u8]) -> Result<(), Error> {
        let signature: &[u8; 64] = signature.try_into().map_err(|_| Error::InvalidLength)?;
        let (r, s) = signature.split_at(32);
        let r: &[u8; 32] = r.try_into().map_err(|_| Error::InvalidLength)?;
        let s: &[u8; 32] = s.try_into().map_err(|_| Error::InvalidLength)?;
        if !scalar::is_canonical(s) {
            return Err(Error::VerificationFailed);
        }
        let k = challenge::<H>(domain, r, &self.bytes, message);
        // R' = [k](-A) + [S]B, one joint variable-time multiplication (all inputs public)
        let expected_r = M::double_mul_base_vartime(&k, &self.point.neg(), s).compress();
        if expected_r == *r {
            Ok(())
        } else {
            Err(Error::VerificationFailed)
        }
    }
}
