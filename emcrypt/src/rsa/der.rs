//! Keys from DER: PKCS#1 `RSAPublicKey` / `RSAPrivateKey` (RFC 8017 A.1), X.509 `SubjectPublicKeyInfo`
//! and PKCS#8 `PrivateKeyInfo` (RFC 5208 / 5958) with the `rsaEncryption` algorithm.
//!
//! A small strict DER reader: definite minimal lengths, minimal non-negative `INTEGER`s, no trailing
//! bytes; anything else is [`Error::InvalidEncoding`], never a panic.

use super::keys::{PrivateKey, PublicKey};
use crate::Error;

const SEQUENCE: u8 = 0x30;
const INTEGER: u8 = 0x02;
const BIT_STRING: u8 = 0x03;
const OCTET_STRING: u8 = 0x04;
const NULL: u8 = 0x05;
const OID: u8 = 0x06;

/// The DER of OID 1.2.840.113549.1.1.1 (rsaEncryption).
const RSA_ENCRYPTION: &[u8] = &[0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01];

/// A cursor over DER bytes.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    /// Reads one element with tag `tag`; returns its contents.
    fn read(&mut self, tag: u8) -> Result<&'a [u8], Error> {
        let bad = Error::InvalidEncoding;
        let (&t, rest) = self.0.split_first().ok_or(bad)?;
        let (&first, mut rest) = rest.split_first().ok_or(bad)?;
        if t != tag {
            return Err(bad);
        }
        let len = if first < 0x80 {
            first as usize
        } else {
            // Long form: 1 to 4 length bytes, minimal (no leading zero, not below 128).
            let n = (first & 0x7f) as usize;
            if n == 0 || n > 4 || rest.len() < n || rest[0] == 0 {
                return Err(bad);
            }
            let len = rest[..n].iter().fold(0usize, |acc, b| (acc << 8) | *b as usize);
            rest = &rest[n..];
            if len < 0x80 {
                return Err(bad);
            }
            len
        };
        if rest.len() < len {
            return Err(bad);
        }
        let (content, rest) = rest.split_at(len);
        self.0 = rest;
        Ok(content)
    }

    /// Reads a non-negative minimal `INTEGER`; returns its big-endian magnitude (maybe with one leading 0).
    fn integer(&mut self) -> Result<&'a [u8], Error> {
        let v = self.read(INTEGER)?;
        match v {
            [] => Err(Error::InvalidEncoding),
            [b, ..] if b & 0x80 != 0 => Err(Error::InvalidEncoding),
            [0, b, ..] if b & 0x80 == 0 => Err(Error::InvalidEncoding),
            _ => Ok(v),
        }
    }

    /// Reads a small `INTEGER` equal to `value`.
    fn expect_small(&mut self, value: u8) -> Result<(), Error> {
        if self.integer()? == [value] {
            Ok(())
        } else {
            Err(Error::InvalidEncoding)
        }
    }

    fn finish(&self) -> Result<(), Error> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(Error::InvalidEncoding)
        }
    }

    /// Reads `AlgorithmIdentifier { rsaEncryption, NULL }`.
    fn rsa_algorithm(&mut self) -> Result<(), Error> {
        let mut alg = Reader(self.read(SEQUENCE)?);
        if alg.read(OID)? != RSA_ENCRYPTION || !alg.read(NULL)?.is_empty() {
            return Err(Error::InvalidEncoding);
        }
        alg.finish()
    }
}

/// Reads a whole buffer as one `SEQUENCE`; returns a reader over its contents.
fn sequence(der: &[u8]) -> Result<Reader<'_>, Error> {
    let mut outer = Reader(der);
    let inner = Reader(outer.read(SEQUENCE)?);
    outer.finish()?;
    Ok(inner)
}

impl<const L: usize> PublicKey<L> {
    /// The key from a PKCS#1 `RSAPublicKey` DER encoding.
    pub fn from_pkcs1_der(der: &[u8]) -> Result<Self, Error> {
        let mut r = sequence(der)?;
        let (n, e) = (r.integer()?, r.integer()?);
        r.finish()?;
        Self::from_be_bytes(n, e)
    }

    /// The key from an X.509 `SubjectPublicKeyInfo` DER encoding (algorithm rsaEncryption).
    pub fn from_public_key_der(der: &[u8]) -> Result<Self, Error> {
        let mut r = sequence(der)?;
        r.rsa_algorithm()?;
        let bits = r.read(BIT_STRING)?;
        r.finish()?;
        match bits.split_first() {
            Some((0, key)) => Self::from_pkcs1_der(key),
            _ => Err(Error::InvalidEncoding),
        }
    }
}

impl<const L: usize> PrivateKey<L> {
    /// The key from a PKCS#1 `RSAPrivateKey` DER encoding (two-prime, version 0).
    pub fn from_pkcs1_der(der: &[u8]) -> Result<Self, Error> {
        let mut r = sequence(der)?;
        r.expect_small(0)?;
        let mut c = [&[][..]; 8];
        for v in c.iter_mut() {
            *v = r.integer()?;
        }
        r.finish()?;
        Self::from_components(c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7])
    }

    /// The key from a PKCS#8 `PrivateKeyInfo` (or `OneAsymmetricKey` v1 without public key) DER
    /// encoding with the rsaEncryption algorithm.
    pub fn from_pkcs8_der(der: &[u8]) -> Result<Self, Error> {
        let mut r = sequence(der)?;
        r.expect_small(0)?;
        r.rsa_algorithm()?;
        let key = r.read(OCTET_STRING)?;
        // Optional attributes [0] IMPLICIT: accepted and ignored.
        if !r.0.is_empty() {
            r.read(0xa0)?;
        }
        r.finish()?;
        Self::from_pkcs1_der(key)
    }
}
