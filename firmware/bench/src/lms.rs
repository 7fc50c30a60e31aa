//! Case bodies for LMS: verification of a known (public key, message, signature) triple made by RustCrypto
//! `lms-signature` at build time. The public key and signature are parsed inside the measurement (CMOX's
//! verify function takes them encoded), and the message is hashed inside it too.

use crate::Outcome;
use emcrypt::pqc::lms::lms_verify;
use emcrypt_fw_rt::bench::measure;

/// LMS verification of `signature` on `message` under `public_key`: passes when it verifies.
pub fn lms_verify_case(id: u32, public_key: &[u8], message: &[u8], signature: &[u8]) -> Outcome {
    let r = measure(id, (public_key, message, signature), |(p, m, s)| lms_verify(p, m, s));
    Outcome { passed: r.is_ok(), working_bytes: 0 }
}
