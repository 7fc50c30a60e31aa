//! Post-quantum signatures and key encapsulation: LMS/HSS hash-based signatures (RFC 8554, SP 800-208).

pub mod lms;
