//! Post-quantum schemes: ML-KEM (FIPS 203).

pub mod ml_kem;
//! Post-quantum schemes: ML-DSA (FIPS 204) signatures.

pub mod ml_dsa;
//! Post-quantum signatures and key encapsulation: LMS/HSS hash-based signatures (RFC 8554, SP 800-208).

pub mod lms;
