//! The parameter sets of RFC 8554 §5.1 / §4.1 and NIST SP 800-208 §4: type codes, hash, n/m, h, w, p, ls.
//!
//! A parameter set is named by its 32-bit type code on the wire; parsing a code is the only way in, so an
//! unknown code is an error before any other field is read.

use crate::Error;

/// The hash function underneath a parameter set (SP 800-208 §4.1 / §4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HashFamily {
    /// SHA-256, truncated to its first 24 bytes for n = 24 (SHA-256/192).
    Sha256,
    /// SHAKE256 with 32 or 24 bytes of output (SHAKE256/256, SHAKE256/192).
    Shake256,
}

/// An LMS (Merkle tree) parameter set: hash, output length m, tree height h.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)] // the names are the standard's: LMS_<hash>_M<m>_H<h>
#[repr(u32)]
pub enum LmsAlgorithm {
    Sha256M32H5 = 5,
    Sha256M32H10 = 6,
    Sha256M32H15 = 7,
    Sha256M32H20 = 8,
    Sha256M32H25 = 9,
    Sha256M24H5 = 10,
    Sha256M24H10 = 11,
    Sha256M24H15 = 12,
    Sha256M24H20 = 13,
    Sha256M24H25 = 14,
    ShakeM32H5 = 15,
    ShakeM32H10 = 16,
    ShakeM32H15 = 17,
    ShakeM32H20 = 18,
    ShakeM32H25 = 19,
    ShakeM24H5 = 20,
    ShakeM24H10 = 21,
    ShakeM24H15 = 22,
    ShakeM24H20 = 23,
    ShakeM24H25 = 24,
}

/// An LM-OTS (one-time signature) parameter set: hash, output length n, Winternitz parameter w.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)] // the names are the standard's: LMOTS_<hash>_N<n>_W<w>
#[repr(u32)]
pub enum LmotsAlgorithm {
    Sha256N32W1 = 1,
    Sha256N32W2 = 2,
    Sha256N32W4 = 3,
    Sha256N32W8 = 4,
    Sha256N24W1 = 5,
    Sha256N24W2 = 6,
    Sha256N24W4 = 7,
    Sha256N24W8 = 8,
    ShakeN32W1 = 9,
    ShakeN32W2 = 10,
    ShakeN32W4 = 11,
    ShakeN32W8 = 12,
    ShakeN24W1 = 13,
    ShakeN24W2 = 14,
    ShakeN24W4 = 15,
    ShakeN24W8 = 16,
}

const LMS_ALL: [LmsAlgorithm; 20] = {
    use LmsAlgorithm::*;
    [
        Sha256M32H5, Sha256M32H10, Sha256M32H15, Sha256M32H20, Sha256M32H25, Sha256M24H5, Sha256M24H10,
        Sha256M24H15, Sha256M24H20, Sha256M24H25, ShakeM32H5, ShakeM32H10, ShakeM32H15, ShakeM32H20,
        ShakeM32H25, ShakeM24H5, ShakeM24H10, ShakeM24H15, ShakeM24H20, ShakeM24H25,
    ]
};

const LMOTS_ALL: [LmotsAlgorithm; 16] = {
    use LmotsAlgorithm::*;
    [
        Sha256N32W1, Sha256N32W2, Sha256N32W4, Sha256N32W8, Sha256N24W1, Sha256N24W2, Sha256N24W4,
        Sha256N24W8, ShakeN32W1, ShakeN32W2, ShakeN32W4, ShakeN32W8, ShakeN24W1, ShakeN24W2, ShakeN24W4,
        ShakeN24W8,
    ]
};

/// Hash family and output length of the 4-code group (hash, length) that `index` (code - first code)
/// falls in: codes come in groups ordered SHA-256/32, SHA-256/24, SHAKE/32, SHAKE/24.
const fn group(index: u32) -> (HashFamily, usize) {
    match index {
        0 => (HashFamily::Sha256, 32),
        1 => (HashFamily::Sha256, 24),
        2 => (HashFamily::Shake256, 32),
        _ => (HashFamily::Shake256, 24),
    }
}

impl LmsAlgorithm {
    /// The parameter set of a type code; `Err(InvalidParameter)` for an unknown code.
    pub fn from_code(code: u32) -> Result<Self, Error> {
        LMS_ALL.iter().copied().find(|a| *a as u32 == code).ok_or(Error::InvalidParameter)
    }

    /// The 32-bit type code.
    pub const fn code(self) -> u32 {
        self as u32
    }

    /// The hash function.
    pub const fn hash(self) -> HashFamily {
        group((self as u32 - 5) / 5).0
    }

    /// Bytes per tree node (m).
    pub const fn m(self) -> usize {
        group((self as u32 - 5) / 5).1
    }

    /// Tree height h: the key signs 2^h messages.
    pub const fn h(self) -> u32 {
        5 * ((self as u32 - 5) % 5 + 1)
    }
}

impl LmotsAlgorithm {
    /// The parameter set of a type code; `Err(InvalidParameter)` for an unknown code.
    pub fn from_code(code: u32) -> Result<Self, Error> {
        LMOTS_ALL.iter().copied().find(|a| *a as u32 == code).ok_or(Error::InvalidParameter)
    }

    /// The 32-bit type code.
    pub const fn code(self) -> u32 {
        self as u32
    }

    /// The hash function.
    pub const fn hash(self) -> HashFamily {
        group((self as u32 - 1) / 4).0
    }

    /// Bytes per hash value (n).
    pub const fn n(self) -> usize {
        group((self as u32 - 1) / 4).1
    }

    /// Winternitz parameter w (1, 2, 4 or 8 bits per digit).
    pub const fn w(self) -> u32 {
        1 << ((self as u32 - 1) % 4)
    }

    /// Number of hash chains p (RFC 8554 Appendix B; SP 800-208 Table 1 and Table 2).
    pub const fn p(self) -> usize {
        let n32 = self.n() == 32;
        match (self.w(), n32) {
            (1, true) => 265,
            (2, true) => 133,
            (4, true) => 67,
            (_, true) => 34,
            (1, false) => 200,
            (2, false) => 101,
            (4, false) => 51,
            (_, false) => 26,
        }
    }

    /// Left shift ls applied to the checksum (RFC 8554 Appendix B).
    pub const fn ls(self) -> u32 {
        let n32 = self.n() == 32;
        match (self.w(), n32) {
            (1, true) => 7,
            (1, false) => 8,
            (2, _) => 6,
            (4, _) => 4,
            _ => 0,
        }
    }

    /// Length of an LM-OTS signature: type code, C and p chain values.
    pub const fn signature_len(self) -> usize {
        4 + self.n() * (self.p() + 1)
    }
}

/// An LMS tree together with its one-time signature parameter set, checked to share one hash function
/// and output length (SP 800-208 §4: "the same hash function ... and the same n").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LmsParams {
    /// The tree parameter set.
    pub lms: LmsAlgorithm,
    /// The one-time signature parameter set.
    pub ots: LmotsAlgorithm,
}

impl LmsParams {
    /// Pairs two parameter sets; `Err(InvalidParameter)` if their hash or output length differ.
    pub fn new(lms: LmsAlgorithm, ots: LmotsAlgorithm) -> Result<Self, Error> {
        if lms.hash() != ots.hash() || lms.m() != ots.n() {
            return Err(Error::InvalidParameter);
        }
        Ok(Self { lms, ots })
    }

    /// Parses a pair of type codes.
    pub fn from_codes(lms: u32, ots: u32) -> Result<Self, Error> {
        Self::new(LmsAlgorithm::from_code(lms)?, LmotsAlgorithm::from_code(ots)?)
    }

    /// Bytes per hash value (n = m).
    pub const fn n(&self) -> usize {
        self.ots.n()
    }

    /// Length of an LMS public key: two type codes, I and the root.
    pub const fn public_key_len(&self) -> usize {
        4 + 4 + 16 + self.lms.m()
    }

    /// Length of an LMS signature: q, the LM-OTS signature, the tree type code and the h path nodes.
    pub const fn signature_len(&self) -> usize {
        4 + self.ots.signature_len() + 4 + self.lms.m() * self.lms.h() as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_reject_unknown() {
        for code in 0..40 {
            if let Ok(a) = LmsAlgorithm::from_code(code) {
                assert_eq!(a.code(), code);
            } else {
                assert!(!(5..=24).contains(&code));
            }
            if let Ok(a) = LmotsAlgorithm::from_code(code) {
                assert_eq!(a.code(), code);
            } else {
                assert!(!(1..=16).contains(&code));
            }
        }
        assert_eq!(LmsAlgorithm::Sha256M32H10.h(), 10);
        assert_eq!(LmsAlgorithm::ShakeM24H25.h(), 25);
        assert_eq!(LmsAlgorithm::ShakeM24H25.m(), 24);
        assert_eq!(LmsAlgorithm::Sha256M24H5.hash(), HashFamily::Sha256);
        assert_eq!(LmotsAlgorithm::ShakeN24W8.n(), 24);
        assert_eq!(LmotsAlgorithm::ShakeN24W8.w(), 8);
        assert_eq!(LmotsAlgorithm::Sha256N32W4.p(), 67);
    }

    /// p and ls follow from n and w by RFC 8554 Appendix B; recompute them and compare with the tables.
    #[test]
    fn p_and_ls_match_appendix_b() {
        for a in LMOTS_ALL {
            let (n, w) = (a.n() as u32, a.w());
            let u = (8 * n).div_ceil(w);
            let max_sum = u * ((1 << w) - 1);
            let bits = 32 - max_sum.leading_zeros();
            let v = bits.div_ceil(w);
            assert_eq!(a.p() as u32, u + v, "{a:?}");
            assert_eq!(a.ls(), 16 - v * w, "{a:?}");
        }
    }

    #[test]
    fn mixed_hash_or_length_is_rejected() {
        assert!(LmsParams::new(LmsAlgorithm::Sha256M32H5, LmotsAlgorithm::Sha256N24W4).is_err());
        assert!(LmsParams::new(LmsAlgorithm::ShakeM32H5, LmotsAlgorithm::Sha256N32W4).is_err());
        assert!(LmsParams::new(LmsAlgorithm::ShakeM24H5, LmotsAlgorithm::ShakeN24W4).is_ok());
    }
}
