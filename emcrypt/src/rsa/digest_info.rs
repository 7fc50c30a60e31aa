//! The DER `DigestInfo` prefixes of EMSA-PKCS1-v1_5 (RFC 8017 §9.2, note 1): `SEQUENCE { AlgorithmIdentifier
//! { OID, NULL }, OCTET STRING (digest) }` up to the digest bytes, for each hash the signatures may use.

use crate::hash::sha1::Sha1;
use crate::hash::sha256::{self, Sha224, Sha256};
use crate::hash::sha3::{self, Sha3_224, Sha3_256, Sha3_384, Sha3_512};
use crate::hash::sha512::{self, Sha384, Sha512, Sha512_224, Sha512_256};
use crate::hash::Hash;

/// A hash usable in PKCS#1 v1.5 signatures: its `DigestInfo` encoding prefix.
pub trait DigestInfo: Hash {
    /// The DER bytes that precede the digest in `DigestInfo`.
    const PREFIX: &'static [u8];
}

/// The prefix for a hash under `2.16.840.1.101.3.4.2.<arc>` (NIST hash algorithms) with a `len`-byte digest.
const fn nist_prefix(arc: u8, len: u8) -> [u8; 19] {
    [0x30, 17 + len, 0x30, 0x0d, 0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, arc, 0x05, 0x00, 0x04, len]
}

const SHA1_PREFIX: [u8; 15] = [0x30, 0x21, 0x30, 0x09, 0x06, 0x05, 0x2b, 0x0e, 0x03, 0x02, 0x1a, 0x05, 0x00, 0x04, 0x14];
const SHA256_PREFIX: [u8; 19] = nist_prefix(1, 32);
const SHA384_PREFIX: [u8; 19] = nist_prefix(2, 48);
const SHA512_PREFIX: [u8; 19] = nist_prefix(3, 64);
const SHA224_PREFIX: [u8; 19] = nist_prefix(4, 28);
const SHA512_224_PREFIX: [u8; 19] = nist_prefix(5, 28);
const SHA512_256_PREFIX: [u8; 19] = nist_prefix(6, 32);
const SHA3_224_PREFIX: [u8; 19] = nist_prefix(7, 28);
const SHA3_256_PREFIX: [u8; 19] = nist_prefix(8, 32);
const SHA3_384_PREFIX: [u8; 19] = nist_prefix(9, 48);
const SHA3_512_PREFIX: [u8; 19] = nist_prefix(10, 64);

impl DigestInfo for Sha1 {
    const PREFIX: &'static [u8] = &SHA1_PREFIX;
}

macro_rules! digest_info {
    ($bound:path => $($ty:ident: $prefix:ident),*) => {$(
        impl<V: $bound> DigestInfo for $ty<V> where $ty<V>: Hash {
            const PREFIX: &'static [u8] = &$prefix;
        }
    )*};
}

digest_info!(sha256::Compress => Sha224: SHA224_PREFIX, Sha256: SHA256_PREFIX);
digest_info!(sha512::Compress => Sha384: SHA384_PREFIX, Sha512: SHA512_PREFIX, Sha512_224: SHA512_224_PREFIX,
    Sha512_256: SHA512_256_PREFIX);
digest_info!(sha3::Permutation => Sha3_224: SHA3_224_PREFIX, Sha3_256: SHA3_256_PREFIX, Sha3_384: SHA3_384_PREFIX,
    Sha3_512: SHA3_512_PREFIX);
