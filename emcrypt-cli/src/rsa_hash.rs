//! Hash names → emcrypt hash types for RSA, whose PKCS#1 v1.5 signatures need the hash's `DigestInfo`
//! (SHA-1, SHA-2, SHA-3) and whose MGF1 takes SHA-1 or SHA-2. A macro rather than a
//! [`HashVisitor`](crate::algs::HashVisitor), because RSA schemes are generic over two hashes at once (message
//! and MGF1).

/// The message hashes RSA accepts (PKCS#1 v1.5 DigestInfo, PSS, OAEP), in `digest`'s names.
pub const RSA_HASHES: &[&str] = &[
    "sha1", "sha224", "sha256", "sha384", "sha512", "sha512-224", "sha512-256", "sha3-224", "sha3-256", "sha3-384",
    "sha3-512",
];

/// Evaluates `$body` with `$H` the type of message hash `$name` (one of [`RSA_HASHES`]), or `$unknown`.
macro_rules! with_rsa_hash {
    ($name:expr, $H:ident => $body:expr, else $unknown:expr) => {{
        use emcrypt::hash::{sha1, sha256, sha3, sha512};
        match $name {
            "sha1" => { type $H = sha1::Sha1; $body }
            "sha224" => { type $H = sha256::Sha224; $body }
            "sha256" => { type $H = sha256::Sha256; $body }
            "sha384" => { type $H = sha512::Sha384; $body }
            "sha512" => { type $H = sha512::Sha512; $body }
            "sha512-224" => { type $H = sha512::Sha512_224; $body }
            "sha512-256" => { type $H = sha512::Sha512_256; $body }
            "sha3-224" => { type $H = sha3::Sha3_224; $body }
            "sha3-256" => { type $H = sha3::Sha3_256; $body }
            "sha3-384" => { type $H = sha3::Sha3_384; $body }
            "sha3-512" => { type $H = sha3::Sha3_512; $body }
            _ => $unknown,
        }
    }};
}

/// Evaluates `$body` with `$M` the type of MGF1 hash `$name` (SHA-1 or SHA-2, as Wycheproof and
/// RFC 8017 use them), or `$unknown`.
macro_rules! with_mgf1_hash {
    ($name:expr, $M:ident => $body:expr, else $unknown:expr) => {{
        use emcrypt::hash::{sha1, sha256, sha512};
        match $name {
            "sha1" => { type $M = sha1::Sha1; $body }
            "sha224" => { type $M = sha256::Sha224; $body }
            "sha256" => { type $M = sha256::Sha256; $body }
            "sha384" => { type $M = sha512::Sha384; $body }
            "sha512" => { type $M = sha512::Sha512; $body }
            "sha512-224" => { type $M = sha512::Sha512_224; $body }
            "sha512-256" => { type $M = sha512::Sha512_256; $body }
            _ => $unknown,
        }
    }};
}

pub(crate) use {with_mgf1_hash, with_rsa_hash};
