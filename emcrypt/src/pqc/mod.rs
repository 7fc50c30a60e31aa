//! Post-quantum schemes: ML-KEM (FIPS 203).

pub mod ml_kem;
//! Post-quantum schemes: ML-DSA (FIPS 204) signatures.

pub mod ml_dsa;
