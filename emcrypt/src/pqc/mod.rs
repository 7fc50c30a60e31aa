//! Post-quantum schemes: ML-KEM key encapsulation (FIPS 203), ML-DSA signatures (FIPS 204), and LMS/HSS
//! stateful hash-based signatures (RFC 8554, SP 800-208).

pub mod lms;
pub mod ml_dsa;
pub mod ml_kem;
