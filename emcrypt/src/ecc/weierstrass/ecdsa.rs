//! ECDSA (FIPS 186-5 §6, SEC 1 §4.1) with RFC 6979 nonces.
//!
//! * Signing is deterministic (RFC 6979 §3.2: HMAC_DRBG keyed with the secret key and the message
//!   hash), or *hedged* when extra randomness is supplied (RFC 6979 §3.6: the extra bytes are
//!   appended to the DRBG seed, so a broken RNG degrades to deterministic signing, never to a
//!   repeated nonce). The nonce `k`, its inverse and `k·G` are computed in constant time.
//! * The hash `H` is a type parameter (SHA-2 and SHA-3 alike); RFC 6979's HMAC uses the same `H`.
//!   `sign_prehash*` take a digest computed by the caller, of at least `FIELD_BYTES / 2` bytes (a
//!   shorter one would make a weak signature); verification accepts any digest length.
//! * Signatures are fixed-size `r ‖ s` (IEEE P1363) or DER (`SEQUENCE { INTEGER r, INTEGER s }`,
//!   parsed strictly: minimal lengths and integers, nothing trailing).
//! * Verification rejects `r` or `s` outside `[1, n-1]` and runs in variable time on public data.

use super::keys::{PublicKey, SecretKey};
use super::montgomery::{from_be_bytes, is_zero, to_be_bytes};
use super::point::Point;
use super::{check_curve, Curve};
use crate::hash::{Hash, Output};
use crate::stack_wipe::wipe_stack;
use crate::Error;
use core::marker::PhantomData;
use rand_core::TryCryptoRng;
use zeroize::Zeroize;

/// Stack words wiped after signing: the first frames below the signer, where moved scalars and nonces
/// lie (a P-384 nonce word was found there by the emulator's zeroization check). Less than signing's own
/// depth, so the peak stack does not grow.
const SIGN_WIPE_WORDS: usize = 256;

/// An ECDSA signature `(r, s)` with `1 <= r, s < n` (checked by every constructor).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Signature<C: Curve<N>, const N: usize> {
    /// `r` and `s`, normal form, little-endian limbs.
    r: [u32; N],
    s: [u32; N],
    _curve: PhantomData<fn() -> C>,
}

impl<C: Curve<N>, const N: usize> core::fmt::Debug for Signature<C, N> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Signature<{}>({:02x?})", C::NAME, self.to_bytes().as_ref())
    }
}

impl<C: Curve<N>, const N: usize> Signature<C, N> {
    /// The longest DER encoding of a signature on this curve, in bytes (72 for P-256, 104 for
    /// P-384): size the buffer of [`to_der`](Self::to_der) with it.
    pub const MAX_DER_LEN: usize = {
        let body = 2 * (3 + C::FIELD_BYTES); // two INTEGERs, each possibly with a leading zero byte
        body + if body < 128 { 2 } else { 3 }
    };

    /// The signature from `r` and `s` as big-endian limbs; `Err(InvalidEncoding)` unless both are in
    /// `[1, n-1]`.
    #[inline(never)]
    fn from_scalars(r: [u32; N], s: [u32; N]) -> Result<Self, Error> {
        if Self::valid(&r, &s) {
            Ok(Self { r, s, _curve: PhantomData })
        } else {
            Err(Error::InvalidEncoding)
        }
    }

    /// Whether `r` and `s` are both in `[1, n-1]`.
    fn valid(r: &[u32; N], s: &[u32; N]) -> bool {
        let in_range = |x: &[u32; N]| bool::from(C::ORDER.is_reduced(x) & !is_zero(x));
        in_range(r) && in_range(s)
    }

    /// Parses the fixed-size encoding `r ‖ s` (IEEE P1363, `2 * FIELD_BYTES` bytes, big-endian).
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error> {
        const { check_curve::<C, N>() };
        let fb = C::FIELD_BYTES;
        if bytes.len() != 2 * fb {
            return Err(Error::InvalidLength);
        }
        Self::from_scalars(from_be_bytes(&bytes[..fb]), from_be_bytes(&bytes[fb..]))
    }

    /// The fixed-size encoding `r ‖ s`.
    pub fn to_bytes(&self) -> C::SignatureBytes {
        let fb = C::FIELD_BYTES;
        let mut out = C::SignatureBytes::zeroed();
        to_be_bytes(&self.r, &mut out.as_mut()[..fb]);
        to_be_bytes(&self.s, &mut out.as_mut()[fb..]);
        out
    }

    /// `r`, big-endian.
    pub fn r(&self) -> C::FieldBytes {
        let mut out = C::FieldBytes::zeroed();
        to_be_bytes(&self.r, out.as_mut());
        out
    }

    /// `s`, big-endian.
    pub fn s(&self) -> C::FieldBytes {
        let mut out = C::FieldBytes::zeroed();
        to_be_bytes(&self.s, out.as_mut());
        out
    }

    /// Parses a DER signature strictly: `30 len 02 len r 02 len s` with minimal (definite, shortest)
    /// lengths, minimal non-negative integers, and no trailing bytes. Anything else, and values outside
    /// `[1, n-1]`, give `Err(InvalidEncoding)`.
    pub fn from_der(der: &[u8]) -> Result<Self, Error> {
        const { check_curve::<C, N>() };
        let (body, rest) = der_element(der, 0x30)?;
        if !rest.is_empty() {
            return Err(Error::InvalidEncoding);
        }
        let (r, body) = der_element(body, 0x02)?;
        let (s, body) = der_element(body, 0x02)?;
        if !body.is_empty() {
            return Err(Error::InvalidEncoding);
        }
        Self::from_scalars(Self::der_integer(r)?, Self::der_integer(s)?)
    }

    /// The value of a minimal, non-negative DER INTEGER's content that fits `FIELD_BYTES`.
    fn der_integer(content: &[u8]) -> Result<[u32; N], Error> {
        let magnitude = match content {
            [] => return Err(Error::InvalidEncoding),
            [first, ..] if first & 0x80 != 0 => return Err(Error::InvalidEncoding), // negative
            [0, second, ..] if second & 0x80 == 0 => return Err(Error::InvalidEncoding), // not minimal
            [0, rest @ ..] if !rest.is_empty() => rest,
            all => all,
        };
        if magnitude.len() > C::FIELD_BYTES {
            return Err(Error::InvalidEncoding);
        }
        Ok(from_be_bytes(magnitude))
    }

    /// Writes the DER encoding into `out` and returns its length; `Err(BufferTooSmall)` when `out` is
    /// shorter than the encoding (a buffer of [`MAX_DER_LEN`](Self::MAX_DER_LEN) bytes always fits).
    pub fn to_der(&self, out: &mut [u8]) -> Result<usize, Error> {
        let mut r = C::FieldBytes::zeroed();
        let mut s = C::FieldBytes::zeroed();
        to_be_bytes(&self.r, r.as_mut());
        to_be_bytes(&self.s, s.as_mut());
        let (r, s) = (minimal_unsigned(r.as_ref()), minimal_unsigned(s.as_ref()));
        // Each INTEGER: tag, length, an optional 0x00 so the top bit reads as positive, the magnitude.
        let int_len = |m: &[u8]| 2 + usize::from(m[0] & 0x80 != 0) + m.len();
        let body = int_len(r) + int_len(s);
        let header = if body < 128 { 2 } else { 3 };
        let total = header + body;
        let out = out.get_mut(..total).ok_or(Error::BufferTooSmall)?;
        out[0] = 0x30;
        let mut pos = if body < 128 {
            out[1] = body as u8;
            2
        } else {
            out[1] = 0x81;
            out[2] = body as u8;
            3
        };
        for m in [r, s] {
            let pad = usize::from(m[0] & 0x80 != 0);
            out[pos] = 0x02;
            out[pos + 1] = (pad + m.len()) as u8;
            out[pos + 2] = 0;
            out[pos + 2 + pad..pos + 2 + pad + m.len()].copy_from_slice(m);
            pos += 2 + pad + m.len();
        }
        Ok(total)
    }
}

/// Splits one DER element with the expected `tag` off the front of `input`: `(content, rest)`.
/// Only definite lengths in their shortest form up to 255 are accepted (every ECDSA signature fits).
fn der_element(input: &[u8], tag: u8) -> Result<(&[u8], &[u8]), Error> {
    let (len, rest) = match input {
        [t, len, rest @ ..] if *t == tag && *len < 0x80 => (*len as usize, rest),
        [t, 0x81, len, rest @ ..] if *t == tag && *len >= 0x80 => (*len as usize, rest),
        _ => return Err(Error::InvalidEncoding),
    };
    if rest.len() < len {
        return Err(Error::InvalidEncoding);
    }
    Ok(rest.split_at(len))
}

/// A big-endian unsigned value without its leading zero bytes (at least one byte kept).
fn minimal_unsigned(bytes: &[u8]) -> &[u8] {
    let zeros = bytes.iter().take_while(|b| **b == 0).count().min(bytes.len() - 1);
    &bytes[zeros..]
}

/// RFC 6979 `bits2int(h) mod n`: the leftmost `ORDER_BITS` bits of `h` as an integer, reduced once.
#[inline(never)]
fn hash_to_scalar<C: Curve<N>, const N: usize>(h: &[u8]) -> [u32; N] {
    let take = h.len().min(C::FIELD_BYTES);
    let mut e = from_be_bytes::<N>(&h[..take]);
    let excess_bits = (8 * take).saturating_sub(C::ORDER_BITS);
    if excess_bits > 0 {
        e = super::montgomery::shift_right(&e, excess_bits as u32);
    }
    // e < 2^ORDER_BITS < 2n: one conditional subtraction.
    C::ORDER.reduce_once(&e)
}

/// The HMAC_DRBG of RFC 6979 §3.2 steps b–h, generating nonce candidates in `[1, n-1]`.
struct NonceGenerator<H: Hash> {
    k: H::Output,
    v: H::Output,
}

impl<H: Hash> NonceGenerator<H> {
    /// Steps b–g: seeds with `int2octets(x) ‖ bits2octets(h1) ‖ extra` (`extra` empty for the
    /// deterministic variant, random bytes for the hedged one of §3.6). Not inlined, like
    /// [`next_nonce`](Self::next_nonce): its frame is gone before the scalar multiplication runs.
    #[inline(never)]
    fn new(secret: &[u8], hashed: &[u8], extra: &[u8]) -> Self {
        let mut v = H::Output::zeroed();
        v.as_mut().fill(0x01);
        let mut gen = Self { k: H::Output::zeroed(), v };
        for separator in [0x00u8, 0x01] {
            gen.k = gen.hmac_k(&[gen.v.as_ref(), &[separator], secret, hashed, extra]);
            gen.v = gen.hmac_v();
        }
        gen
    }

    /// `HMAC_K(V)`.
    fn hmac_v(&self) -> H::Output {
        self.hmac_k(&[self.v.as_ref()])
    }

    /// `HMAC_K(parts[0] ‖ parts[1] ‖ ...)`: the one function that computes an HMAC, in a frame of its
    /// own, so its callers' frames hold only `K` and `V`, by the one-hash-state-at-a-time
    /// [`hmac_parts`](crate::mac::hmac::hmac_parts) (the HMACs are the deepest stack of signing).
    #[inline(never)]
    fn hmac_k(&self, parts: &[&[u8]]) -> H::Output {
        crate::mac::hmac::hmac_parts::<H>(self.k.as_ref(), parts)
    }

    /// Step h: the next candidate `k` in `[1, n-1]` (out-of-range candidates are skipped, which
    /// reveals only that a candidate was rejected, as in the RFC).
    #[inline(never)]
    fn next_nonce<C: Curve<N>, const N: usize>(&mut self) -> [u32; N] {
        let mut t = C::FieldBytes::zeroed();
        loop {
            let mut filled = 0;
            while filled < C::FIELD_BYTES {
                self.v = self.hmac_v();
                let take = (C::FIELD_BYTES - filled).min(H::OUTPUT_LEN);
                t.as_mut()[filled..filled + take].copy_from_slice(&self.v.as_ref()[..take]);
                filled += take;
            }
            // bits2int(T), without the reduction: out-of-range values are rejected instead.
            let mut k = from_be_bytes::<N>(t.as_ref());
            let excess_bits = 8 * C::FIELD_BYTES - C::ORDER_BITS;
            if excess_bits > 0 {
                k = super::montgomery::shift_right(&k, excess_bits as u32);
            }
            let in_range = C::ORDER.is_reduced(&k) & !is_zero(&k);
            t.as_mut().zeroize();
            if bool::from(in_range) {
                return k;
            }
            k.zeroize();
            // K = HMAC_K(V ‖ 0x00), V = HMAC_K(V)
            self.k = self.hmac_k(&[self.v.as_ref(), &[0x00]]);
            self.v = self.hmac_v();
        }
    }
}

impl<H: Hash> Drop for NonceGenerator<H> {
    fn drop(&mut self) {
        self.k.as_mut().zeroize();
        self.v.as_mut().zeroize();
    }
}

impl<C: Curve<N>, const N: usize> SecretKey<C, N> {
    /// Signs `msg` hashed with `H`, with a deterministic RFC 6979 nonce (HMAC-`H`).
    pub fn sign<H: Hash>(&self, msg: &[u8]) -> Signature<C, N> {
        let mut digest = digest_of::<H>(msg);
        let sig = self.sign_digest_with_extra::<H>(digest.as_ref(), &[]);
        digest.as_mut().zeroize();
        sig
    }

    /// Signs `msg` hashed with `H`, hedged: the RFC 6979 DRBG is also seeded with `FIELD_BYTES` bytes
    /// from `rng` (RFC 6979 §3.6), which protects against fault attacks on deterministic signing.
    pub fn sign_with_rng<H: Hash, R: TryCryptoRng + ?Sized>(
        &self,
        msg: &[u8],
        rng: &mut R,
    ) -> Result<Signature<C, N>, Error> {
        let digest = digest_of::<H>(msg);
        self.sign_prehash_with_rng::<H, R>(digest.as_ref(), rng)
    }

    /// Signs a digest computed by the caller (at least `FIELD_BYTES / 2` bytes), deterministically;
    /// `H` is the hash of RFC 6979's HMAC (normally the one that made the digest).
    pub fn sign_prehash<H: Hash>(&self, prehash: &[u8]) -> Result<Signature<C, N>, Error> {
        check_prehash_len::<C, N>(prehash)?;
        let sig = self.sign_digest_with_extra::<H>(prehash, &[]);
        wipe_stack::<SIGN_WIPE_WORDS>();
        Ok(sig)
    }

    /// Signs a digest, hedged with `FIELD_BYTES` bytes from `rng` (RFC 6979 §3.6).
    pub fn sign_prehash_with_rng<H: Hash, R: TryCryptoRng + ?Sized>(
        &self,
        prehash: &[u8],
        rng: &mut R,
    ) -> Result<Signature<C, N>, Error> {
        check_prehash_len::<C, N>(prehash)?;
        let mut extra = C::FieldBytes::zeroed();
        rng.try_fill_bytes(extra.as_mut()).map_err(|_| Error::RngFailure)?;
        let sig = self.sign_digest_with_extra::<H>(prehash, extra.as_ref());
        wipe_stack::<SIGN_WIPE_WORDS>();
        extra.as_mut().zeroize();
        Ok(sig)
    }

    /// Signs a digest with caller-supplied extra randomness `extra` mixed into the nonce (RFC 6979
    /// §3.6); with an empty `extra` this is [`sign_prehash`](Self::sign_prehash).
    pub fn sign_prehash_with_extra<H: Hash>(&self, prehash: &[u8], extra: &[u8]) -> Result<Signature<C, N>, Error> {
        check_prehash_len::<C, N>(prehash)?;
        let sig = self.sign_digest_with_extra::<H>(prehash, extra);
        wipe_stack::<SIGN_WIPE_WORDS>();
        Ok(sig)
    }

    /// The signing equation: `r = x(k·G) mod n`, `s = k^(-1)·(e + r·d) mod n`. Out of line, so that its
    /// callers can wipe the stack it used ([`SIGN_WIPE_WORDS`]). Its frame holds only what lives across
    /// the stages: the generator's `K` and `V`, the nonce, and `r` and `s` (each stage writes its result
    /// there; `e` is derived again from `prehash` where it is needed).
    #[inline(never)]
    fn sign_digest_with_extra<H: Hash>(&self, prehash: &[u8], extra: &[u8]) -> Signature<C, N> {
        const { check_curve::<C, N>() };
        let mut nonces = self.nonce_generator::<H>(prehash, extra);
        let mut sig = Signature { r: [0; N], s: [0; N], _curve: PhantomData };
        loop {
            let mut k = nonces.next_nonce::<C, N>();
            x_of_nonce_times_g::<C, N>(&k, &mut sig.r);
            self.s_from_nonce(&k, prehash, &sig.r, &mut sig.s);
            k.zeroize();
            // r = 0 or s = 0 happen with probability ~2^-256: take the next nonce (RFC 6979 §3.4).
            if Signature::<C, N>::valid(&sig.r, &sig.s) {
                return sig;
            }
        }
    }

    /// The RFC 6979 generator seeded with `int2octets(d) ‖ int2octets(e) ‖ extra`, `e` from `prehash`.
    #[inline(never)]
    fn nonce_generator<H: Hash>(&self, prehash: &[u8], extra: &[u8]) -> NonceGenerator<H> {
        let mut secret = self.to_bytes();
        let mut hashed = C::FieldBytes::zeroed();
        to_be_bytes(&hash_to_scalar::<C, N>(prehash), hashed.as_mut());
        let nonces = NonceGenerator::<H>::new(secret.as_ref(), hashed.as_ref(), extra);
        secret.as_mut().zeroize();
        nonces
    }

    /// `s = k^(-1)·(e + r·d) mod n` into `s`, in constant time (`e` from `prehash`). `e + r·d` is formed in
    /// `s` first, so only the nonce and its inverse are live besides while the inverse (the deepest call)
    /// runs.
    #[inline(never)]
    fn s_from_nonce(&self, k: &[u32; N], prehash: &[u8], r: &[u32; N], s: &mut [u32; N]) {
        let n = &C::ORDER;
        let mut d_m = n.to_montgomery(&self.d);
        *s = C::scalar_mul(&n.to_montgomery(r), &d_m);
        d_m.zeroize();
        *s = n.add(&n.to_montgomery(&hash_to_scalar::<C, N>(prehash)), s);
        let mut k_inv = C::scalar_invert(&n.to_montgomery(k));
        *s = n.from_montgomery(&C::scalar_mul(&k_inv, s));
        k_inv.zeroize();
    }
}

/// `r = x(k·G) mod n` into `r`, in constant time. Not inlined: the signing frames above it stay small
/// while the scalar multiplication (the deepest stack of signing) runs.
#[inline(never)]
fn x_of_nonce_times_g<C: Curve<N>, const N: usize>(k: &[u32; N], r: &mut [u32; N]) {
    let mut big_r = Point::identity::<C>();
    Point::mul_generator::<C>(k, &mut big_r);
    x_mod_order::<C, N>(&big_r, r);
    big_r.zeroize();
}

/// `x(P) mod n` into `r` (constant time), in a frame of its own.
#[inline(never)]
fn x_mod_order<C: Curve<N>, const N: usize>(p: &Point<N>, r: &mut [u32; N]) {
    let mut x = p.affine_x::<C>();
    *r = C::ORDER.reduce_once(&x);
    x.zeroize();
}

/// `H(msg)`, in a frame of its own: the hash context is gone before the signing arithmetic starts.
#[inline(never)]
fn digest_of<H: Hash>(msg: &[u8]) -> H::Output {
    H::digest(msg)
}

/// Digests shorter than half the field are refused for signing (they would make a weak signature).
fn check_prehash_len<C: Curve<N>, const N: usize>(prehash: &[u8]) -> Result<(), Error> {
    if prehash.len() < C::FIELD_BYTES / 2 {
        return Err(Error::InvalidLength);
    }
    Ok(())
}

impl<C: Curve<N>, const N: usize> PublicKey<C, N> {
    /// Verifies `sig` on `msg` hashed with `H`: `Err(VerificationFailed)` when it does not match.
    pub fn verify<H: Hash>(&self, msg: &[u8], sig: &Signature<C, N>) -> Result<(), Error> {
        self.verify_prehash(H::digest(msg).as_ref(), sig)
    }

    /// Verifies `sig` on a digest computed by the caller (any length: digests shorter than the order,
    /// such as SHA-1 on P-384, are legal in FIPS 186-5). Variable time: every input is public.
    pub fn verify_prehash(&self, prehash: &[u8], sig: &Signature<C, N>) -> Result<(), Error> {
        const { check_curve::<C, N>() };
        let n = &C::ORDER;
        // Signature's constructors guarantee 1 <= r, s < n; checked again as the standard requires.
        if !Signature::<C, N>::valid(&sig.r, &sig.s) {
            return Err(Error::VerificationFailed);
        }
        let e = hash_to_scalar::<C, N>(prehash);
        // s is public: the binary inverse (variable time) instead of Fermat's ~380 multiplications.
        let w = n.invert_vartime(&sig.s);
        let u1 = n.from_montgomery(&n.mul(&n.to_montgomery(&e), &w));
        let u2 = n.from_montgomery(&n.mul(&n.to_montgomery(&sig.r), &w));
        let big_r = Point::mul_add_vartime::<C>(&u1, &u2, &self.point());
        if bool::from(big_r.is_identity()) {
            return Err(Error::VerificationFailed);
        }
        if big_r.x_mod_order_is_vartime::<C>(&sig.r) {
            Ok(())
        } else {
            Err(Error::VerificationFailed)
        }
    }

    /// Verifies a DER-encoded signature on `msg` hashed with `H`; a malformed encoding is
    /// `Err(InvalidEncoding)`.
    pub fn verify_der<H: Hash>(&self, msg: &[u8], der: &[u8]) -> Result<(), Error> {
        self.verify::<H>(msg, &Signature::from_der(der)?)
    }
}
