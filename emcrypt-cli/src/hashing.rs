//! `emcrypt digest` and `emcrypt mac`: hash or MAC files (or stdin), streaming them in chunks through the
//! library's streaming contexts, and print `<hex>  <name>` lines like `sha256sum`.
//!
//! The algorithm is resolved first, to a plain function for the chosen type; the files are read afterwards.
//! So a bad name fails before any input is touched.

use crate::algs::{self, with_hash, with_xof, AlgError, HashVisitor, Xof, XofVisitor};
use emcrypt::hash::Hash;
use emcrypt::mac::Hmac;
use std::io::{self, Read};

/// Input is read and fed to the context in chunks of this size.
const CHUNK: usize = 64 * 1024;

/// Feeds everything `reader` yields to `absorb`, one chunk at a time.
fn stream(reader: &mut dyn Read, mut absorb: impl FnMut(&[u8])) -> io::Result<()> {
    let mut buf = vec![0u8; CHUNK];
    loop {
        match reader.read(&mut buf) {
            Ok(0) => return Ok(()),
            Ok(n) => absorb(&buf[..n]),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
}

/// Computes a digest of everything read from the reader.
pub type DigestFn = Box<dyn Fn(&mut dyn Read) -> io::Result<Vec<u8>>>;

fn digest_with<H: Hash>(reader: &mut dyn Read) -> io::Result<Vec<u8>> {
    let mut h = H::new();
    stream(reader, |chunk| h.update(chunk))?;
    Ok(h.finalize().as_ref().to_vec())
}

fn xof_with<X: Xof>(reader: &mut dyn Read, len: usize) -> io::Result<Vec<u8>> {
    let mut x = X::start();
    stream(reader, |chunk| x.absorb(chunk))?;
    let mut out = vec![0u8; len];
    x.squeeze_into(&mut out);
    Ok(out)
}

struct PickDigest;
impl HashVisitor for PickDigest {
    type Output = fn(&mut dyn Read) -> io::Result<Vec<u8>>;
    fn visit<H: Hash>(self) -> Self::Output {
        digest_with::<H>
    }
}

struct PickXof;
impl XofVisitor for PickXof {
    type Output = fn(&mut dyn Read, usize) -> io::Result<Vec<u8>>;
    fn visit<X: Xof>(self) -> Self::Output {
        xof_with::<X>
    }
}

/// The digest function for `--alg name [--variant v] [--len n]` (`--len` for SHAKE only).
pub fn pick_digest(name: &str, variant: Option<&str>, len: Option<usize>) -> Result<DigestFn, AlgError> {
    if let Some(&(_, default_len)) = algs::XOF_NAMES.iter().find(|(n, _)| *n == name) {
        let f = with_xof(name, variant, PickXof).expect("listed XOF names resolve")?;
        let len = len.unwrap_or(default_len);
        return Ok(Box::new(move |r| f(r, len)));
    }
    if len.is_some() {
        return Err(AlgError::NotApplicable(format!("--len applies to shake128 and shake256 only, not to '{name}'")));
    }
    match with_hash(name, variant, PickDigest) {
        Ok(f) => Ok(Box::new(f)),
        Err(AlgError::UnknownAlgorithm { name, .. }) => {
            Err(AlgError::UnknownAlgorithm { name, known: algs::digest_names() })
        }
        Err(e) => Err(e),
    }
}

/// Computes a MAC under a key of everything read from the reader.
pub type MacFn = fn(&[u8], &mut dyn Read) -> io::Result<Vec<u8>>;

fn hmac_with<H: Hash>(key: &[u8], reader: &mut dyn Read) -> io::Result<Vec<u8>> {
    let mut mac = Hmac::<H>::new(key).map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, format!("key: {e}")))?;
    stream(reader, |chunk| mac.update(chunk))?;
    Ok(mac.finalize().as_ref().to_vec())
}

struct PickHmac;
impl HashVisitor for PickHmac {
    type Output = MacFn;
    fn visit<H: Hash>(self) -> MacFn {
        hmac_with::<H>
    }
}

/// The MAC function for `--alg hmac-<hash> [--variant v]`.
pub fn pick_mac(name: &str, variant: Option<&str>) -> Result<MacFn, AlgError> {
    let known = || algs::HASH_NAMES.iter().map(|h| format!("hmac-{h}")).collect();
    let hash = name
        .strip_prefix("hmac-")
        .ok_or_else(|| AlgError::UnknownAlgorithm { name: name.to_string(), known: known() })?;
    match with_hash(hash, variant, PickHmac) {
        Err(AlgError::UnknownAlgorithm { .. }) => {
            Err(AlgError::UnknownAlgorithm { name: name.to_string(), known: known() })
        }
        other => other,
    }
}
