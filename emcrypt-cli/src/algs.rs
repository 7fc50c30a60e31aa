//! The algorithm registry: command-line names → emcrypt types.
//!
//! Every command that works over "some hash" (digest, HMAC, HKDF, PBKDF2 vectors...) goes through
//! [`with_hash`]: it picks the concrete type for a name and variant and calls a [`HashVisitor`] with it, so the
//! command's code is written once, generic over `emcrypt::hash::Hash`, and each hash/variant pair is listed
//! here and nowhere else.

use emcrypt::hash::{md5, sha1, sha256, sha3, sha512, Hash};
use std::fmt;

/// Code written once over any hash: [`with_hash`] calls `visit` with the type a name stands for.
pub trait HashVisitor {
    /// What the visit returns.
    type Output;
    /// Runs with the hash `H`.
    fn visit<H: Hash>(self) -> Self::Output;
}

/// Why a name or variant was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AlgError {
    /// No algorithm of that name.
    UnknownAlgorithm { name: String, known: Vec<String> },
    /// The algorithm exists but has no such variant.
    UnknownVariant { alg: String, variant: String, known: Vec<&'static str> },
    /// An option that does not apply to this algorithm.
    NotApplicable(String),
}

impl fmt::Display for AlgError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AlgError::UnknownAlgorithm { name, known } => {
                write!(f, "unknown algorithm '{name}'; known: {}", known.join(", "))
            }
            AlgError::UnknownVariant { alg, variant, known } if known.is_empty() => {
                write!(f, "{alg} has a single implementation; --variant {variant} does not apply")
            }
            AlgError::UnknownVariant { alg, variant, known } => {
                write!(f, "{alg} has no variant '{variant}'; variants: {}", known.join(", "))
            }
            AlgError::NotApplicable(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for AlgError {}

/// Declares the hash table: `"name" => (Type)` for single-implementation hashes, or
/// `"name" => { "variant" => Type, ... }` with the default variant first.
macro_rules! hash_table {
    ($( $name:literal => $body:tt ),+ $(,)?) => {
        /// Every hash name, in the order shown to the user.
        pub const HASH_NAMES: &[&str] = &[$($name),+];

        /// The variant names of hash `name` (default first); empty for a single implementation or an unknown name.
        pub fn hash_variants(name: &str) -> &'static [&'static str] {
            match name {
                $( $name => hash_table!(@variants $body), )+
                _ => &[],
            }
        }

        /// Calls `visitor` with the type hash `name` stands for; `variant` `None` picks the default.
        pub fn with_hash<V: HashVisitor>(name: &str, variant: Option<&str>, visitor: V) -> Result<V::Output, AlgError> {
            match name {
                $( $name => hash_table!(@dispatch $name, variant, visitor, $body), )+
                _ => Err(AlgError::UnknownAlgorithm {
                    name: name.to_string(),
                    known: HASH_NAMES.iter().map(|s| s.to_string()).collect(),
                }),
            }
        }
    };
    (@variants { $( $variant:literal => $ty:ty ),+ }) => { &[$($variant),+] };
    (@variants ($ty:ty)) => { &[] };
    (@dispatch $name:literal, $choice:ident, $visitor:ident, { $( $variant:literal => $ty:ty ),+ }) => {{
        const VARIANTS: &[&str] = &[$($variant),+];
        match $choice.unwrap_or(VARIANTS[0]) {
            $( $variant => Ok($visitor.visit::<$ty>()), )+
            other => Err(AlgError::UnknownVariant {
                alg: $name.to_string(),
                variant: other.to_string(),
                known: VARIANTS.to_vec(),
            }),
        }
    }};
    (@dispatch $name:literal, $choice:ident, $visitor:ident, ($ty:ty)) => {
        match $choice {
            None => Ok($visitor.visit::<$ty>()),
            Some(other) => Err(AlgError::UnknownVariant {
                alg: $name.to_string(),
                variant: other.to_string(),
                known: Vec::new(),
            }),
        }
    };
}

hash_table! {
    "md5" => (md5::Md5),
    "sha1" => (sha1::Sha1),
    "sha224" => { "unrolled" => sha256::Sha224<sha256::Unrolled>, "compact" => sha256::Sha224<sha256::Compact> },
    "sha256" => { "unrolled" => sha256::Sha256<sha256::Unrolled>, "compact" => sha256::Sha256<sha256::Compact> },
    "sha384" => { "unrolled" => sha512::Sha384<sha512::Unrolled>, "compact" => sha512::Sha384<sha512::Compact> },
    "sha512" => { "unrolled" => sha512::Sha512<sha512::Unrolled>, "compact" => sha512::Sha512<sha512::Compact> },
    "sha512-224" => {
        "unrolled" => sha512::Sha512_224<sha512::Unrolled>,
        "compact" => sha512::Sha512_224<sha512::Compact>
    },
    "sha512-256" => {
        "unrolled" => sha512::Sha512_256<sha512::Unrolled>,
        "compact" => sha512::Sha512_256<sha512::Compact>
    },
    "sha3-224" => { "unrolled" => sha3::Sha3_224<sha3::Unrolled>, "compact" => sha3::Sha3_224<sha3::Compact> },
    "sha3-256" => { "unrolled" => sha3::Sha3_256<sha3::Unrolled>, "compact" => sha3::Sha3_256<sha3::Compact> },
    "sha3-384" => { "unrolled" => sha3::Sha3_384<sha3::Unrolled>, "compact" => sha3::Sha3_384<sha3::Compact> },
    "sha3-512" => { "unrolled" => sha3::Sha3_512<sha3::Unrolled>, "compact" => sha3::Sha3_512<sha3::Compact> },
}

/// An extendable-output function (SHAKE), streamed like a hash and read to any length.
pub trait Xof {
    /// A fresh context.
    fn start() -> Self;
    /// Absorbs more input.
    fn absorb(&mut self, data: &[u8]);
    /// Finishes and fills `out` with the first `out.len()` output bytes.
    fn squeeze_into(self, out: &mut [u8]);
}

macro_rules! impl_xof {
    ($($ty:ident),+) => {$(
        impl<V: sha3::Permutation> Xof for sha3::$ty<V> {
            fn start() -> Self {
                Self::new()
            }
            fn absorb(&mut self, data: &[u8]) {
                self.update(data);
            }
            fn squeeze_into(self, out: &mut [u8]) {
                self.finalize_xof().squeeze(out);
            }
        }
    )+};
}
impl_xof!(Shake128, Shake256);

/// Code written once over any XOF: [`with_xof`] calls `visit` with the type a name stands for.
pub trait XofVisitor {
    /// What the visit returns.
    type Output;
    /// Runs with the XOF `X`.
    fn visit<X: Xof>(self) -> Self::Output;
}

/// The XOF names and their default output length in bytes (twice the security strength, as `sha3sum` does).
pub const XOF_NAMES: &[(&str, usize)] = &[("shake128", 32), ("shake256", 64)];

/// Calls `visitor` with the XOF `name` stands for (`None` if `name` is not an XOF).
pub fn with_xof<V: XofVisitor>(name: &str, variant: Option<&str>, visitor: V) -> Option<Result<V::Output, AlgError>> {
    let unrolled = match variant {
        None | Some("unrolled") => true,
        Some("compact") => false,
        Some(other) => {
            return Some(Err(AlgError::UnknownVariant {
                alg: name.to_string(),
                variant: other.to_string(),
                known: vec!["unrolled", "compact"],
            }))
        }
    };
    Some(Ok(match (name, unrolled) {
        ("shake128", true) => visitor.visit::<sha3::Shake128<sha3::Unrolled>>(),
        ("shake128", false) => visitor.visit::<sha3::Shake128<sha3::Compact>>(),
        ("shake256", true) => visitor.visit::<sha3::Shake256<sha3::Unrolled>>(),
        ("shake256", false) => visitor.visit::<sha3::Shake256<sha3::Compact>>(),
        _ => return None,
    }))
}

/// Every name `digest --alg` accepts, for error messages.
pub fn digest_names() -> Vec<String> {
    HASH_NAMES.iter().copied().chain(XOF_NAMES.iter().map(|(n, _)| *n)).map(str::to_string).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    struct OutputLen;
    impl HashVisitor for OutputLen {
        type Output = usize;
        fn visit<H: Hash>(self) -> usize {
            H::OUTPUT_LEN
        }
    }

    #[test]
    fn names_resolve_to_the_right_output_length() {
        let expected = [
            ("md5", 16),
            ("sha1", 20),
            ("sha224", 28),
            ("sha256", 32),
            ("sha384", 48),
            ("sha512", 64),
            ("sha512-224", 28),
            ("sha512-256", 32),
            ("sha3-224", 28),
            ("sha3-256", 32),
            ("sha3-384", 48),
            ("sha3-512", 64),
        ];
        assert_eq!(HASH_NAMES.len(), expected.len());
        for (name, len) in expected {
            assert_eq!(with_hash(name, None, OutputLen), Ok(len), "{name}");
            for v in hash_variants(name) {
                assert_eq!(with_hash(name, Some(v), OutputLen), Ok(len), "{name}/{v}");
            }
        }
    }

    #[test]
    fn unknown_names_and_variants_are_refused() {
        assert!(matches!(with_hash("sha257", None, OutputLen), Err(AlgError::UnknownAlgorithm { .. })));
        assert!(matches!(with_hash("sha256", Some("fast"), OutputLen), Err(AlgError::UnknownVariant { .. })));
        assert!(matches!(with_hash("sha1", Some("compact"), OutputLen), Err(AlgError::UnknownVariant { .. })));
    }
}
