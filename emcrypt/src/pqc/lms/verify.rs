//! LMS and HSS signature verification (RFC 8554 §5.4.2 Algorithm 6, §6.3 Algorithm 8), one-shot and
//! streaming. Everything here handles public data only, so it may branch on it (`_vartime` in spirit: the
//! running time depends on the signature's digits).
//!
//! The message enters LMS in exactly one place, the digest `Q = H(I || q || D_MESG || C || message)` of
//! the bottom signature, so a verifier parses the key and signature first, then takes the message in any
//! number of parts, then does all the hashing of chains and tree paths. The signature and key are
//! borrowed, never copied: the working state is a hash context and a few 32-byte values.

use super::hasher::{with_prefix, MAX_N};
use super::ots::{self, D_INTR, D_LEAF};
use super::params::LmsParams;
use super::Hasher;
use crate::Error;

/// The most HSS levels RFC 8554 §6 allows.
pub const MAX_LEVELS: u32 = 8;

fn u32_at(bytes: &[u8], at: usize) -> Result<u32, Error> {
    let b = bytes.get(at..at + 4).ok_or(Error::InvalidLength)?;
    Ok(u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
}

/// A parsed LMS public key `u32str(type) || u32str(otstype) || I || T[1]`, borrowing its root.
#[derive(Clone, Copy, Debug)]
pub struct LmsPublicKey<'a> {
    params: LmsParams,
    id: [u8; 16],
    root: &'a [u8],
    encoded: &'a [u8],
}

impl<'a> LmsPublicKey<'a> {
    /// Parses an encoded key of exactly the length its type codes call for.
    pub fn from_bytes(bytes: &'a [u8]) -> Result<Self, Error> {
        let (key, rest) = Self::parse_prefix(bytes)?;
        if !rest.is_empty() {
            return Err(Error::InvalidLength);
        }
        Ok(key)
    }

    /// Parses a key at the start of `bytes` and returns it with the bytes after it.
    fn parse_prefix(bytes: &'a [u8]) -> Result<(Self, &'a [u8]), Error> {
        let params = LmsParams::from_codes(u32_at(bytes, 0)?, u32_at(bytes, 4)?)?;
        let len = params.public_key_len();
        if bytes.len() < len {
            return Err(Error::InvalidLength);
        }
        let (encoded, rest) = bytes.split_at(len);
        let mut id = [0u8; 16];
        id.copy_from_slice(&encoded[8..24]);
        Ok((Self { params, id, root: &encoded[24..], encoded }, rest))
    }

    /// The parameter sets.
    pub fn params(&self) -> LmsParams {
        self.params
    }

    /// The key identifier I.
    pub fn id(&self) -> &[u8; 16] {
        &self.id
    }
}

/// A parsed LMS signature `u32str(q) || lmots_signature || u32str(type) || path[0..h]`, borrowing its fields.
#[derive(Clone, Copy, Debug)]
struct LmsSignatureRef<'a> {
    params: LmsParams,
    q: u32,
    c: &'a [u8],
    y: &'a [u8],
    path: &'a [u8],
}

impl<'a> LmsSignatureRef<'a> {
    /// Parses a signature at the start of `bytes` (RFC 8554 §5.4.2 steps 2a-2i: every length is checked
    /// against the type codes before the field is read) and returns it with the bytes after it.
    fn parse_prefix(bytes: &'a [u8]) -> Result<(Self, &'a [u8]), Error> {
        let q = u32_at(bytes, 0)?;
        let ots_code = u32_at(bytes, 4)?;
        let ots = super::LmotsAlgorithm::from_code(ots_code)?;
        let n = ots.n();
        let lms_at = 4 + ots.signature_len();
        let lms = super::LmsAlgorithm::from_code(u32_at(bytes, lms_at)?)?;
        let params = LmsParams::new(lms, ots)?;
        let len = params.signature_len();
        if bytes.len() < len {
            return Err(Error::InvalidLength);
        }
        let (sig, rest) = bytes.split_at(len);
        let c = &sig[8..8 + n];
        let y = &sig[8 + n..lms_at];
        let path = &sig[lms_at + 4..];
        Ok((Self { params, q, c, y, path }, rest))
    }

    /// The checks of Algorithm 6a that tie a signature to a key: same type codes, q inside the tree.
    fn check_against(&self, key: &LmsPublicKey<'_>) -> Result<(), Error> {
        if self.params != key.params {
            return Err(Error::InvalidEncoding);
        }
        if u64::from(self.q) >= 1u64 << self.params.lms.h() {
            return Err(Error::InvalidEncoding);
        }
        Ok(())
    }
}

/// The root a signature leads to (Algorithm 6a, steps 3-4), from the finished message digest.
fn root_from_signature(key: &LmsPublicKey<'_>, sig: &LmsSignatureRef<'_>, q_digest: &[u8; MAX_N]) -> [u8; MAX_N] {
    let ots = sig.params.ots;
    let m = sig.params.lms.m();
    let family = sig.params.lms.hash();
    let kc = ots::candidate_public_key(ots, &key.id, sig.q, q_digest, sig.y);
    let mut node_num = (1u32 << sig.params.lms.h()) + sig.q;
    let mut h = with_prefix(family, m, &key.id, node_num);
    h.update(&D_LEAF);
    h.update(&kc[..m]);
    let mut tmp = h.finalize();
    for sibling in sig.path.chunks_exact(m) {
        let parent = node_num / 2;
        let mut h = with_prefix(family, m, &key.id, parent);
        h.update(&D_INTR);
        if node_num % 2 == 1 {
            h.update(sibling);
            h.update(&tmp[..m]);
        } else {
            h.update(&tmp[..m]);
            h.update(sibling);
        }
        tmp = h.finalize();
        node_num = parent;
    }
    tmp
}

/// Verifies one LMS signature on a message given whole (the upper HSS levels sign public keys).
fn verify_lms_whole(key: &LmsPublicKey<'_>, message: &[u8], sig: &LmsSignatureRef<'_>) -> Result<(), Error> {
    sig.check_against(key)?;
    let mut mh = ots::message_hasher(sig.params.ots, &key.id, sig.q, sig.c);
    mh.update(message);
    let root = root_from_signature(key, sig, &mh.finalize());
    crate::ct::verify(key.root, &root[..key.params.lms.m()])
}

/// Streaming verification of one LMS signature: `new(key, signature)`, `update(part)`..., `finalize()`.
///
/// ```
/// # fn f(public_key: &[u8], signature: &[u8]) -> Result<(), emcrypt::Error> {
/// use emcrypt::pqc::lms::LmsVerifier;
/// let mut v = LmsVerifier::new(public_key, signature)?;
/// v.update(b"first part, ");
/// v.update(b"second part");
/// v.finalize()
/// # }
/// ```
#[derive(Clone)]
pub struct LmsVerifier<'a> {
    key: LmsPublicKey<'a>,
    sig: LmsSignatureRef<'a>,
    message: Hasher,
}

impl<'a> LmsVerifier<'a> {
    /// Parses the key and the signature and checks they belong together; `Err` for any malformed length,
    /// unknown or mismatched type code, or q outside the tree.
    pub fn new(public_key: &'a [u8], signature: &'a [u8]) -> Result<Self, Error> {
        let key = LmsPublicKey::from_bytes(public_key)?;
        let (sig, rest) = LmsSignatureRef::parse_prefix(signature)?;
        if !rest.is_empty() {
            return Err(Error::InvalidLength);
        }
        Self::from_parts(key, sig)
    }

    fn from_parts(key: LmsPublicKey<'a>, sig: LmsSignatureRef<'a>) -> Result<Self, Error> {
        sig.check_against(&key)?;
        let message = ots::message_hasher(sig.params.ots, &key.id, sig.q, sig.c);
        Ok(Self { key, sig, message })
    }

    /// Takes the next part of the message.
    pub fn update(&mut self, part: &[u8]) {
        self.message.update(part);
    }

    /// `Ok(())` if the signature is valid for the message taken in, else `Err(VerificationFailed)`.
    pub fn finalize(self) -> Result<(), Error> {
        let root = root_from_signature(&self.key, &self.sig, &self.message.finalize());
        crate::ct::verify(self.key.root, &root[..self.key.params.lms.m()])
    }
}

/// One-shot LMS verification: `Ok(())` if `signature` is a valid signature of `message` under `public_key`.
pub fn lms_verify(public_key: &[u8], message: &[u8], signature: &[u8]) -> Result<(), Error> {
    let mut v = LmsVerifier::new(public_key, signature)?;
    v.update(message);
    v.finalize()
}

/// Streaming HSS verification (RFC 8554 §6.3): `new(key, signature)`, `update(part)`..., `finalize()`.
///
/// `new` checks the structure of every level; `finalize` verifies each level's signature on the next
/// level's public key, then the bottom signature on the message.
#[derive(Clone)]
pub struct HssVerifier<'a> {
    top: LmsPublicKey<'a>,
    /// The `signed_pub_key` entries of the upper levels: `signature || public key`, Nspk times.
    signed_keys: &'a [u8],
    bottom: LmsVerifier<'a>,
}

impl<'a> HssVerifier<'a> {
    /// Parses `u32str(L) || pub` and `u32str(Nspk) || signed_pub_key[0..Nspk] || sig`; `Err` unless
    /// 1 <= L <= 8, Nspk = L - 1, and every length and type code is consistent.
    pub fn new(public_key: &'a [u8], signature: &'a [u8]) -> Result<Self, Error> {
        let levels = u32_at(public_key, 0)?;
        if levels == 0 || levels > MAX_LEVELS {
            return Err(Error::InvalidParameter);
        }
        let top = LmsPublicKey::from_bytes(&public_key[4..])?;
        let nspk = u32_at(signature, 0)?;
        if nspk != levels - 1 {
            return Err(Error::InvalidEncoding);
        }
        let body = &signature[4..];
        let mut rest = body;
        let mut key = top;
        for _ in 0..nspk {
            let (sig, after_sig) = LmsSignatureRef::parse_prefix(rest)?;
            sig.check_against(&key)?;
            let (next, after_key) = LmsPublicKey::parse_prefix(after_sig)?;
            key = next;
            rest = after_key;
        }
        let signed_keys = &body[..body.len() - rest.len()];
        let (sig, tail) = LmsSignatureRef::parse_prefix(rest)?;
        if !tail.is_empty() {
            return Err(Error::InvalidLength);
        }
        let bottom = LmsVerifier::from_parts(key, sig)?;
        Ok(Self { top, signed_keys, bottom })
    }

    /// Takes the next part of the message.
    pub fn update(&mut self, part: &[u8]) {
        self.bottom.update(part);
    }

    /// `Ok(())` if every level verifies, else `Err(VerificationFailed)`.
    pub fn finalize(self) -> Result<(), Error> {
        let mut key = self.top;
        let mut rest = self.signed_keys;
        while !rest.is_empty() {
            // Already parsed once in `new`; these cannot fail now.
            let (sig, after_sig) = LmsSignatureRef::parse_prefix(rest)?;
            let (next, after_key) = LmsPublicKey::parse_prefix(after_sig)?;
            verify_lms_whole(&key, next.encoded, &sig)?;
            key = next;
            rest = after_key;
        }
        self.bottom.finalize()
    }
}

/// One-shot HSS verification: `Ok(())` if `signature` is a valid HSS signature of `message`.
pub fn hss_verify(public_key: &[u8], message: &[u8], signature: &[u8]) -> Result<(), Error> {
    let mut v = HssVerifier::new(public_key, signature)?;
    v.update(message);
    v.finalize()
}
