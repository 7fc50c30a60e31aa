//! Ed448 signatures (RFC 8032 §5.2): pure Ed448 and Ed448ph, both with a context of 0..=255 bytes.
//!
//! * Keys: a [`SigningKey`] is made from a 57-byte seed; it keeps the seed, the clamped scalar `s`, the
//!   nonce prefix and the public key, and wipes them on drop.
//! * Signing is deterministic and constant-time: `[r]B` through the signed-window
//!   [`super::scalar_mul`], scalars mod L through [`super::scalar`]; hashes are SHAKE256
//!   ([`crate::hash::sha3::Shake256`]) with `dom4(phflag, context)` in front.
//! * Verification works on public data only. It is **cofactorless**: it recomputes
//!   `R' = [S]B - [k]A` and accepts when the encoding of `R'` equals the 57 bytes of `R` in the signature
//!   (the encoding comparison of RFC 8032 §5.2.7, as our Ed25519 does). It rejects `S >= L` (malleability), public keys `A` with a non-canonical encoding (y >= p,
//!   stray bits in the last byte, x = 0 with the sign bit set) or off the curve, and, by comparing
//!   encodings, any non-canonical or invalid `R`. It passes every Wycheproof `ed448_test.json` case
//!   (see `tests/ed448.rs`). Cofactorless and cofactored verification disagree only on signatures with
//!   small-order components, which an honest signer never produces. Like RFC 8032 (and unlike
//!   RustCrypto's `ed448-goldilocks`, which also refuses them), it does not single out the identity as a
//!   public key or as `R`, nor S = 0.
//!
//! Ed448ph signs the 64-byte SHAKE256 digest of the message: [`prehash`] computes it in one shot; a long
//! message can be streamed through [`Shake256`] instead (squeeze 64 bytes).

use super::point::{EdwardsPoint, POINT_LEN};
use super::scalar::{self, SCALAR_LEN};
use super::scalar_mul;
use crate::hash::sha3::Shake256;
use crate::Error;
use zeroize::{Zeroize, ZeroizeOnDrop};

/// Length of a signature in bytes: R (57) then S (57).
pub const SIGNATURE_LEN: usize = 114;
/// Length of a secret seed and of a public key.
pub const KEY_LEN: usize = 57;
/// Length of the Ed448ph prehash: SHAKE256(message, 64).
pub const PREHASH_LEN: usize = 64;

/// Which of the two RFC 8032 Ed448 algorithms, with its context.
#[derive(Clone, Copy)]
enum Domain<'a> {
    /// Ed448: `dom4(0, ctx)`.
    Pure(&'a [u8]),
    /// Ed448ph: `dom4(1, ctx)`, message replaced by SHAKE256(message, 64).
    Ph(&'a [u8]),
}

impl Domain<'_> {
    /// Starts a SHAKE256 with `dom4(phflag, ctx)` absorbed; contexts over 255 bytes are refused.
    fn hasher(self) -> Result<Shake256, Error> {
        let (flag, ctx) = match self {
            Domain::Pure(c) => (0u8, c),
            Domain::Ph(c) => (1u8, c),
        };
        let len = u8::try_from(ctx.len()).map_err(|_| Error::InvalidParameter)?;
        let mut h = Shake256::<crate::hash::sha3::Unrolled>::new();
        h.update(b"SigEd448");
        h.update(&[flag, len]);
        h.update(ctx);
        Ok(h)
    }
}

/// The Ed448ph prehash of a message: SHAKE256(message, 64).
pub fn prehash(message: &[u8]) -> [u8; PREHASH_LEN] {
    let mut out = [0u8; PREHASH_LEN];
    crate::hash::sha3::shake256(message, &mut out);
    out
}

/// An Ed448 public key: its encoding and the decoded point.
#[derive(Clone, Copy, Debug)]
pub struct VerifyingKey {
    bytes: [u8; KEY_LEN],
    point: EdwardsPoint,
}

impl PartialEq for VerifyingKey {
    fn eq(&self, other: &Self) -> bool {
        self.bytes == other.bytes
    }
}

/// An Ed448 private key. Wiped on drop.
#[derive(Clone)]
pub struct SigningKey {
    seed: [u8; KEY_LEN],
    /// The clamped secret scalar `s` (RFC 8032 §5.2.5 step 2).
    scalar: [u8; SCALAR_LEN],
    /// The second half of SHAKE256(seed, 114), hashed with the message into the nonce.
    prefix: [u8; 57],
    public: VerifyingKey,
}

impl Drop for SigningKey {
    fn drop(&mut self) {
        self.seed.zeroize();
        self.scalar.zeroize();
        self.prefix.zeroize();
    }
}

impl ZeroizeOnDrop for SigningKey {}

impl SigningKey {
    /// The key pair of a 57-byte secret seed (RFC 8032 §5.2.5).
    pub fn from_seed(seed: &[u8; KEY_LEN]) -> Self {
        let mut h = Shake256::<crate::hash::sha3::Unrolled>::new();
        h.update(seed);
        let mut digest = [0u8; 114];
        h.finalize_xof().squeeze(&mut digest);
        let mut scalar = [0u8; SCALAR_LEN];
        let mut prefix = [0u8; 57];
        scalar.copy_from_slice(&digest[..57]);
        prefix.copy_from_slice(&digest[57..]);
        digest.zeroize();
        scalar[0] &= 0xfc;
        scalar[55] |= 0x80;
        scalar[56] = 0;
        // A = [s]B is public: kept decoded so verification needs no decompression.
        let point = scalar_mul::mul_base(&scalar);
        let public = VerifyingKey { bytes: point.compress(), point };
        Self { seed: *seed, scalar, prefix, public }
    }

    /// A key pair from a cryptographic random number generator.
    pub fn random<R: rand_core::CryptoRng + ?Sized>(rng: &mut R) -> Self {
        let mut seed = [0u8; KEY_LEN];
        rng.fill_bytes(&mut seed);
        let key = Self::from_seed(&seed);
        seed.zeroize();
        key
    }

    /// The seed this key was made from.
    pub fn seed(&self) -> &[u8; KEY_LEN] {
        &self.seed
    }

    /// The public key.
    pub fn verifying_key(&self) -> &VerifyingKey {
        &self.public
    }

    /// Ed448 signature of `message` under `context` (0..=255 bytes, else `Err(InvalidParameter)`;
    /// RFC 8032's plain Ed448 has the empty context).
    pub fn sign(&self, message: &[u8], context: &[u8]) -> Result<[u8; SIGNATURE_LEN], Error> {
        self.sign_domain(Domain::Pure(context), message)
    }

    /// Ed448ph signature of a message given by its 64-byte SHAKE256 digest ([`prehash`]).
    pub fn sign_prehashed(&self, prehash: &[u8; PREHASH_LEN], context: &[u8]) -> Result<[u8; SIGNATURE_LEN], Error> {
        self.sign_domain(Domain::Ph(context), prehash)
    }

    /// RFC 8032 §5.2.6.
    fn sign_domain(&self, domain: Domain<'_>, message: &[u8]) -> Result<[u8; SIGNATURE_LEN], Error> {
        // r = SHAKE256(dom4 || prefix || M, 114) mod L
        let mut h = domain.hasher()?;
        h.update(&self.prefix);
        h.update(message);
        let mut wide = [0u8; 114];
        h.finalize_xof().squeeze(&mut wide);
        let mut r = scalar::reduce_wide(&wide);
        wide.zeroize();
        let mut big_r = scalar_mul::mul_base(&r);
        let r_bytes = big_r.compress();
        big_r.zeroize();
        // k = SHAKE256(dom4 || R || A || M, 114) mod L; S = r + k s mod L
        let k = challenge(domain, &r_bytes, &self.public.bytes, message)?;
        let s = scalar::mul_add(&k, &self.scalar, &r);
        r.zeroize();
        let mut sig = [0u8; SIGNATURE_LEN];
        sig[..57].copy_from_slice(&r_bytes);
        sig[57..].copy_from_slice(&s);
        Ok(sig)
    }
}

/// `SHAKE256(dom4 || R || A || M, 114) mod L`.
fn challenge(domain: Domain<'_>, r: &[u8; 57], a: &[u8; 57], message: &[u8]) -> Result<[u8; SCALAR_LEN], Error> {
    let mut h = domain.hasher()?;
    h.update(r);
    h.update(a);
    h.update(message);
    let mut wide = [0u8; 114];
    h.finalize_xof().squeeze(&mut wide);
    Ok(scalar::reduce_wide(&wide))
}

impl VerifyingKey {
    /// Decodes a public key, rejecting non-canonical encodings and points off the curve.
    pub fn from_bytes(bytes: &[u8; KEY_LEN]) -> Result<Self, Error> {
        match EdwardsPoint::decompress(bytes) {
            Some(point) => Ok(Self { bytes: *bytes, point }),
            None => Err(Error::InvalidKey),
        }
    }

    /// Decodes a public key from a slice of any length (`Err(InvalidLength)` unless 57 bytes).
    pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
        let array: &[u8; KEY_LEN] = bytes.try_into().map_err(|_| Error::InvalidLength)?;
        Self::from_bytes(array)
    }

    /// The 57-byte encoding.
    pub fn to_bytes(&self) -> [u8; KEY_LEN] {
        self.bytes
    }

    /// Verifies an Ed448 signature (114 bytes, else `Err(InvalidLength)`) under `context`.
    pub fn verify(&self, message: &[u8], context: &[u8], signature: &[u8]) -> Result<(), Error> {
        self.verify_domain(Domain::Pure(context), message, signature)
    }

    /// Verifies an Ed448ph signature of a message given by its SHAKE256 digest ([`prehash`]).
    pub fn verify_prehashed(&self, prehash: &[u8; PREHASH_LEN], context: &[u8], signature: &[u8]) -> Result<(), Error> {
        self.verify_domain(Domain::Ph(context), prehash, signature)
    }

    /// RFC 8032 §5.2.7, cofactorless with encoding comparison. Public inputs only: may branch on them.
    fn verify_domain(&self, domain: Domain<'_>, message: &[u8], signature: &[u8]) -> Result<(), Error> {
        let signature: &[u8; SIGNATURE_LEN] = signature.try_into().map_err(|_| Error::InvalidLength)?;
        let (r, s) = signature.split_at(POINT_LEN);
        let r: &[u8; POINT_LEN] = r.try_into().map_err(|_| Error::InvalidLength)?;
        let s: &[u8; SCALAR_LEN] = s.try_into().map_err(|_| Error::InvalidLength)?;
        if !scalar::is_canonical(s) {
            return Err(Error::VerificationFailed);
        }
        let k = challenge(domain, r, &self.bytes, message)?;
        // R' = [S]B + [k](-A)
        let sb = scalar_mul::mul_base(s);
        let minus_ka = scalar_mul::mul(&self.point.neg(), &k);
        if sb.add(&minus_ka).compress() == *r {
            Ok(())
        } else {
            Err(Error::VerificationFailed)
        }
    }
}
