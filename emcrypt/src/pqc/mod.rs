//! Post-quantum schemes: ML-KEM (FIPS 203).

pub mod ml_kem;
