//! The three FIPS 204 parameter sets (Table 1) and the sizes derived from them (Table 2).

/// One ML-DSA parameter set. The matrix dimensions `K` × `L` are also const generics of the internal
/// functions (array lengths); every other parameter is read from here.
pub trait ParameterSet {
    /// Rows of the matrix A (length of t, w, s2).
    const K: usize;
    /// Columns of the matrix A (length of s1, y, z).
    const L: usize;
    /// Bound η of the secret coefficients.
    const ETA: i32;
    /// Number τ of ±1 coefficients of the challenge polynomial.
    const TAU: usize;
    /// Range γ1 of the masking vector y.
    const GAMMA1: i32;
    /// Low-order rounding range γ2.
    const GAMMA2: i32;
    /// Maximum number ω of 1s in the hint.
    const OMEGA: usize;
    /// Collision strength λ in bits (the commitment hash c~ has λ/4 bytes).
    const LAMBDA: usize;

    /// β = τ·η.
    const BETA: i32 = Self::TAU as i32 * Self::ETA;
    /// Bytes of the commitment hash c~.
    const C_TILDE_LEN: usize = Self::LAMBDA / 4;
    /// Bits per packed secret coefficient (η = 2: 3, η = 4: 4).
    const ETA_BITS: u32 = if Self::ETA == 2 { 3 } else { 4 };
    /// Bits per packed z coefficient (γ1 = 2^17: 18, γ1 = 2^19: 20).
    const Z_BITS: u32 = if Self::GAMMA1 == 1 << 17 { 18 } else { 20 };
    /// Bits per packed w1 coefficient (γ2 = (q−1)/88: 6, γ2 = (q−1)/32: 4).
    const W1_BITS: u32 = if Self::GAMMA2 == (super::field::Q - 1) / 88 { 6 } else { 4 };
    /// Public key bytes: ρ and t1 (10 bits per coefficient).
    const PUBLIC_KEY_LEN: usize = 32 + 320 * Self::K;
    /// Secret key bytes: ρ, K, tr, s1, s2 and t0 (13 bits per coefficient).
    const SECRET_KEY_LEN: usize = 128 + 32 * Self::ETA_BITS as usize * (Self::K + Self::L) + 416 * Self::K;
    /// Signature bytes: c~, z and the hint (ω positions plus K counters).
    const SIGNATURE_LEN: usize = Self::C_TILDE_LEN + 32 * Self::Z_BITS as usize * Self::L + Self::OMEGA + Self::K;
}

/// ML-DSA-44 (NIST security category 2).
#[derive(Clone, Copy, Debug)]
pub struct Params44;
/// ML-DSA-65 (NIST security category 3).
#[derive(Clone, Copy, Debug)]
pub struct Params65;
/// ML-DSA-87 (NIST security category 5).
#[derive(Clone, Copy, Debug)]
pub struct Params87;

impl ParameterSet for Params44 {
    const K: usize = 4;
    const L: usize = 4;
    const ETA: i32 = 2;
    const TAU: usize = 39;
    const GAMMA1: i32 = 1 << 17;
    const GAMMA2: i32 = (super::field::Q - 1) / 88;
    const OMEGA: usize = 80;
    const LAMBDA: usize = 128;
}

impl ParameterSet for Params65 {
    const K: usize = 6;
    const L: usize = 5;
    const ETA: i32 = 4;
    const TAU: usize = 49;
    const GAMMA1: i32 = 1 << 19;
    const GAMMA2: i32 = (super::field::Q - 1) / 32;
    const OMEGA: usize = 55;
    const LAMBDA: usize = 192;
}

impl ParameterSet for Params87 {
    const K: usize = 8;
    const L: usize = 7;
    const ETA: i32 = 2;
    const TAU: usize = 60;
    const GAMMA1: i32 = 1 << 19;
    const GAMMA2: i32 = (super::field::Q - 1) / 32;
    const OMEGA: usize = 75;
    const LAMBDA: usize = 256;
}

#[cfg(test)]
mod tests {
    use super::*;

    // FIPS 204 Table 2.
    #[test]
    fn sizes_match_table_2() {
        assert_eq!((Params44::PUBLIC_KEY_LEN, Params44::SECRET_KEY_LEN, Params44::SIGNATURE_LEN), (1312, 2560, 2420));
        assert_eq!((Params65::PUBLIC_KEY_LEN, Params65::SECRET_KEY_LEN, Params65::SIGNATURE_LEN), (1952, 4032, 3309));
        assert_eq!((Params87::PUBLIC_KEY_LEN, Params87::SECRET_KEY_LEN, Params87::SIGNATURE_LEN), (2592, 4896, 4627));
    }
}
