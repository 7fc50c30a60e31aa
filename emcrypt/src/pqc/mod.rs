//! Post-quantum schemes: ML-DSA (FIPS 204) signatures.

pub mod ml_dsa;
