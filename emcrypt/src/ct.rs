//! Constant-time building blocks: comparisons and selections whose timing and memory accesses do not
//! depend on the (secret) values compared, only on their public lengths.

pub use subtle::{Choice, ConditionallySelectable, ConstantTimeEq};

/// Compares two byte strings in time that depends only on their lengths.
///
/// Lengths are public: strings of different lengths compare unequal at once.
pub fn bytes_eq(a: &[u8], b: &[u8]) -> bool {
    a.ct_eq(b).into()
}

/// Returns `Ok(())` when the two strings are equal, compared in constant time.
pub fn verify(expected: &[u8], received: &[u8]) -> Result<(), crate::Error> {
    if bytes_eq(expected, received) {
        Ok(())
    } else {
        Err(crate::Error::VerificationFailed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_and_unequal() {
        assert!(bytes_eq(b"abc", b"abc"));
        assert!(!bytes_eq(b"abc", b"abd"));
        assert!(!bytes_eq(b"abc", b"ab"));
        assert!(bytes_eq(b"", b""));
        assert_eq!(verify(b"x", b"y"), Err(crate::Error::VerificationFailed));
    }
}
