//! HMAC (RFC 2104, FIPS 198-1) over any [`Hash`].
//!
//! `HMAC(K, m) = H((K0 ^ opad) || H((K0 ^ ipad) || m))`, where `K0` is the key padded with zeros to the
//! hash's block length, or first hashed when it is longer than a block. The hash's block length is
//! [`Hash::BLOCK_LEN`]: 64 bytes for MD5, SHA-1 and SHA-224/256, 128 for SHA-384/512, and the sponge
//! *rate* for SHA-3 (144, 136, 104 and 72 bytes for SHA3-224/256/384/512), as FIPS 202 and SP 800-224
//! specify.
//!
//! | technique | state | cost per message | constant time |
//! | --- | --- | --- | --- |
//! | inner and outer hash states absorbed once in [`Hmac::new`] | two hash contexts | hash + 2 compressions | yes |
//!
//! The key is absorbed when the context is created and then forgotten: the context holds only the two
//! hash states, which are wiped when dropped (each hash context wipes itself). Cloning a keyed context
//! is the cheap way to MAC many messages under one key (PBKDF2 and the DRBGs do so).
//!
//! # Keys
//! Every key length is accepted, the empty key included, as RFC 2104 and FIPS 198-1 define HMAC for
//! them. FIPS 198-1 and SP 800-107 Rev. 1 (§5.3.4) tie HMAC's security strength to the key's, so use a
//! key of at least the strength wanted (for example 32 random bytes for 256-bit security): choosing such
//! a key is the caller's job; a short key gives a weak MAC, not an error. [`Hmac::new`] therefore never fails today; it returns a `Result`
//! like every keyed constructor of the library.
//!
//! # Truncated tags
//! [`Hmac::verify_truncated`] accepts a tag of any length from [`MIN_TRUNCATED_TAG_LEN`] (10 bytes,
//! 80 bits, the floor of RFC 2104 §5; SP 800-107 Rev. 1 §5.3.3 allows shorter tags only with a bound on
//! verification attempts, which this library cannot enforce) up to the full output, and compares it
//! with the leftmost bytes of the full tag. A longer truncation is stronger: RFC 2104 recommends at least
//! half the output length.
//!
//! ```
//! use emcrypt::hash::sha256::Sha256;
//! use emcrypt::mac::hmac::{hmac_sha256, Hmac};
//!
//! let tag = hmac_sha256(b"key", b"The quick brown fox jumps over the lazy dog");
//! let mut mac = Hmac::<Sha256>::new(b"key").unwrap();
//! mac.update(b"The quick brown fox ");
//! mac.update(b"jumps over the lazy dog");
//! assert!(mac.clone().verify(&tag).is_ok());
//! assert!(mac.verify_truncated(&tag[..16]).is_ok());
//! ```

use crate::hash::{Hash, Output};
use crate::Error;
use zeroize::Zeroize;

/// The shortest tag [`Hmac::verify_truncated`] accepts, in bytes (80 bits).
pub const MIN_TRUNCATED_TAG_LEN: usize = 10;

/// The largest block length supported: the SHAKE128 rate (168 bytes) bounds every hash of the library.
const MAX_BLOCK_LEN: usize = 168;

const IPAD: u8 = 0x36;
const OPAD: u8 = 0x5c;

/// K0 before its zero padding: the key, or its digest (written to `digest`, which the caller wipes) when
/// longer than a block. The branch depends on the key's length only, which is public.
fn unpadded_k0<'a, H: Hash>(key: &'a [u8], digest: &'a mut H::Output) -> &'a [u8] {
    if key.len() > H::BLOCK_LEN {
        *digest = H::digest(key);
        let digest: &'a H::Output = digest;
        digest.as_ref()
    } else {
        key
    }
}

/// Absorbs the block `(k0 ‖ zeros) ^ pad` into `hash` for [`hmac_parts`], 32 bytes at a time (a buffer
/// wiped afterwards) rather than whole: a block buffer (168 bytes for SHA3-224) would sit in the nonce
/// generator's frame. (`Hmac::keyed` keeps its whole-block buffer: with it the benchmark's HMAC cases had
/// the smaller stack; the chunked form moved 100–500 bytes into their frames, by inlining.)
#[inline(never)]
fn absorb_padded_key<H: Hash>(hash: &mut H, k0: &[u8], pad: u8) {
    let mut chunk = [0u8; 32];
    let mut done = 0;
    while done < H::BLOCK_LEN {
        let len = (H::BLOCK_LEN - done).min(chunk.len());
        for (i, byte) in chunk[..len].iter_mut().enumerate() {
            *byte = k0.get(done + i).copied().unwrap_or(0) ^ pad;
        }
        update_out_of_line(hash, &chunk[..len]);
        done += len;
    }
    chunk.zeroize();
}

/// A streaming HMAC context keyed with a secret key: [`new`](Self::new), any number of
/// [`update`](Self::update)s, then [`finalize`](Self::finalize) or [`verify`](Self::verify).
#[derive(Clone)]
pub struct Hmac<H: Hash> {
    /// The hash state after absorbing `K0 ^ ipad`; the message goes in here.
    inner: H,
    /// The hash state after absorbing `K0 ^ opad`; the inner digest goes in here at the end.
    outer: H,
}

impl<H: Hash> Hmac<H> {
    /// Output (full tag) length in bytes.
    pub const OUTPUT_LEN: usize = H::OUTPUT_LEN;

    /// A context keyed with `key` (any length; see the module docs on key strength).
    pub fn new(key: &[u8]) -> Result<Self, Error> {
        Ok(Self::keyed(key))
    }

    /// The infallible constructor behind [`new`](Self::new), for the KDFs and DRBGs of this crate.
    pub(crate) fn keyed(key: &[u8]) -> Self {
        // Checked at compile time for each hash: the padded key and a hashed key must fit the buffer.
        const {
            assert!(H::BLOCK_LEN <= MAX_BLOCK_LEN && H::OUTPUT_LEN <= H::BLOCK_LEN);
        }
        // K0: the key, or its digest when longer than a block, zero-padded to the block length.
        // The branch depends on the key's length only, which is public.
        let mut k0 = [0u8; MAX_BLOCK_LEN];
        let k0 = &mut k0[..H::BLOCK_LEN];
        if key.len() > H::BLOCK_LEN {
            let mut digest = H::digest(key);
            k0[..H::OUTPUT_LEN].copy_from_slice(digest.as_ref());
            digest.as_mut().zeroize();
        } else {
            k0[..key.len()].copy_from_slice(key);
        }

        let mut inner = H::new();
        k0.iter_mut().for_each(|b| *b ^= 0x36);
        inner.update(k0);
        let mut outer = H::new();
        // Turn K0 ^ ipad into K0 ^ opad in place (0x36 ^ 0x5c = 0x6a).
        k0.iter_mut().for_each(|b| *b ^= 0x36 ^ 0x5c);
        outer.update(k0);
        k0.zeroize();
        Self { inner, outer }
    }

    /// Absorbs more message.
    pub fn update(&mut self, data: &[u8]) {
        self.inner.update(data);
    }

    /// Returns the full tag; the context is consumed (and wiped).
    pub fn finalize(self) -> H::Output {
        let Self { inner, mut outer } = self;
        let mut inner_digest = inner.finalize();
        outer.update(inner_digest.as_ref());
        inner_digest.as_mut().zeroize();
        outer.finalize()
    }

    /// Checks a full-length `tag` in constant time: `Err(VerificationFailed)` when it differs or has
    /// another length.
    pub fn verify(self, tag: &[u8]) -> Result<(), Error> {
        let mut expected = self.finalize();
        let result = crate::ct::verify(expected.as_ref(), tag);
        expected.as_mut().zeroize();
        result
    }

    /// Checks a tag truncated to its leftmost `tag.len()` bytes, in constant time.
    ///
    /// `Err(InvalidLength)` when `tag` is shorter than [`MIN_TRUNCATED_TAG_LEN`] or longer than the
    /// full output; `Err(VerificationFailed)` when it differs.
    pub fn verify_truncated(self, tag: &[u8]) -> Result<(), Error> {
        if tag.len() < MIN_TRUNCATED_TAG_LEN || tag.len() > H::OUTPUT_LEN {
            return Err(Error::InvalidLength);
        }
        let mut expected = self.finalize();
        let result = crate::ct::verify(&expected.as_ref()[..tag.len()], tag);
        expected.as_mut().zeroize();
        result
    }
}

/// One-shot HMAC of `msg` under `key` with the hash `H` (every key length is accepted).
///
/// ```
/// use emcrypt::hash::sha256::Sha256;
/// let tag = emcrypt::mac::hmac::<Sha256>(b"key", b"message");
/// assert_eq!(tag, emcrypt::mac::hmac::hmac_sha256(b"key", b"message"));
/// ```
pub fn hmac<H: Hash>(key: &[u8], msg: &[u8]) -> H::Output {
    let mut mac = Hmac::<H>::keyed(key);
    mac.update(msg);
    mac.finalize()
}

/// One-shot HMAC of the concatenation of `parts` under `key`, computed with one hash state at a time
/// (inner hash finished before the outer one starts) rather than the two states of an [`Hmac`] context:
/// the low-stack form for the crate's deterministic nonces, whose HMACs are the deepest stack of
/// signing. The same tag as `Hmac::keyed(key)` fed the parts in order.
pub(crate) fn hmac_parts<H: Hash>(key: &[u8], parts: &[&[u8]]) -> H::Output {
    let mut digest = H::Output::zeroed();
    let k0 = unpadded_k0::<H>(key, &mut digest);
    let mut inner_digest = padded_key_hash::<H>(k0, IPAD, parts);
    let tag = padded_key_hash::<H>(k0, OPAD, &[inner_digest.as_ref()]);
    digest.as_mut().zeroize();
    inner_digest.as_mut().zeroize();
    tag
}

/// `H((K0 ^ pad) ‖ parts[0] ‖ parts[1] ‖ ...)`, one half of [`hmac_parts`], in a frame of its own: inlined,
/// the inner and the outer hash states each had a slot in `hmac_parts`' frame (456 bytes for SHA-256).
#[inline(never)]
fn padded_key_hash<H: Hash>(k0: &[u8], pad: u8, parts: &[&[u8]]) -> H::Output {
    let mut hash = H::new();
    absorb_padded_key(&mut hash, k0, pad);
    for part in parts {
        update_out_of_line(&mut hash, part);
    }
    hash.finalize()
}

/// `hash.update(data)` in one out-of-line copy for [`absorb_padded_key`] and [`padded_key_hash`]: each
/// inlined the hash's buffering (about 600 bytes of SHA-256 on Cortex-M4) for calls of a few cycles.
#[inline(never)]
fn update_out_of_line<H: Hash>(hash: &mut H, data: &[u8]) {
    hash.update(data);
}

macro_rules! named_hmac {
    ($($(#[$cfg:meta])* $name:ident => $hash:ty, $len:expr;)*) => {$(
        $(#[$cfg])*
        #[doc = concat!("One-shot HMAC-", stringify!($hash), " of `msg` under `key` (default hash variant).")]
        pub fn $name(key: &[u8], msg: &[u8]) -> [u8; $len] {
            hmac::<$hash>(key, msg)
        }
    )*};
}

named_hmac! {
    hmac_md5 => crate::hash::md5::Md5, 16;
    hmac_sha1 => crate::hash::sha1::Sha1, 20;
    hmac_sha224 => crate::hash::sha256::Sha224, 28;
    hmac_sha256 => crate::hash::sha256::Sha256, 32;
    hmac_sha384 => crate::hash::sha512::Sha384, 48;
    hmac_sha512 => crate::hash::sha512::Sha512, 64;
    hmac_sha512_224 => crate::hash::sha512::Sha512_224, 28;
    hmac_sha512_256 => crate::hash::sha512::Sha512_256, 32;
    hmac_sha3_224 => crate::hash::sha3::Sha3_224, 28;
    hmac_sha3_256 => crate::hash::sha3::Sha3_256, 32;
    hmac_sha3_384 => crate::hash::sha3::Sha3_384, 48;
    hmac_sha3_512 => crate::hash::sha3::Sha3_512, 64;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hash::sha256::Sha256;
    use crate::hash::sha3::Sha3_224;
    use crate::hash::sha512::Sha512;

    /// `hmac_parts` against the two-state context (itself checked against RFC 4231 and the NIST HMAC
    /// vectors in `tests/hmac.rs`): keys shorter than, as long as and longer than a block, message parts
    /// split at every position.
    fn parts_match<H: Hash>() {
        let data: [u8; 200] = core::array::from_fn(|i| (i * 7 + 3) as u8);
        for key_len in [0, 1, 32, H::BLOCK_LEN - 1, H::BLOCK_LEN, H::BLOCK_LEN + 1, 200] {
            let key = &data[..key_len];
            let msg = &data[50..150];
            let mut mac = Hmac::<H>::keyed(key);
            mac.update(msg);
            let want = mac.finalize();
            for split in [0, 1, 33, 64, 100] {
                let (a, b) = msg.split_at(split);
                assert_eq!(hmac_parts::<H>(key, &[a, &[], b]), want, "key {key_len}, split {split}");
            }
        }
    }

    #[test]
    fn hmac_parts_equals_the_context() {
        parts_match::<Sha256>();
        parts_match::<Sha512>();
        parts_match::<Sha3_224>();
    }
}
