//! Case bodies for LMS: verification of a known (public key, message, signature) triple made by RustCrypto
//! `lms-signature` at build time. The public key and signature are parsed inside the measurement (CMOX's
//! verify function takes them encoded), and the message is hashed inside it too.
//!
//! Signing: the bottom tree of RFC 8554 Appendix F test case 2 (`LMS_SHA256_M32_H5`, `LMOTS_SHA256_N32_W8`,
//! its published SEED and I) signs the case's message at the published leaf q = 4 with the published C;
//! the known answer is the SHA3-256 of the RFC's bottom-level signature (SHA3, whose Keccak LMS carries for
//! its SHAKE256 sets anyway: a SHA-256 here would add a second copy of the unrolled SHA-256 rounds to the
//! cases' footprint, since LMS's own SHA-256 runs them split after round 5). Once by rebuilding the tree
//! (`LmsPrivateKey`), once by tree traversal (`LmsSigner`, set up outside the measurement). Under a
//! constant-time check the SEED is the check's secret (the signature then has no known answer).

use crate::Outcome;
use emcrypt::hash::sha3::sha3_256;
use emcrypt::pqc::lms::{lms_verify, LmotsAlgorithm, LmsAlgorithm, LmsParams, LmsPrivateKey, LmsSigner};
use emcrypt_fw_rt::bench::{ct_secret, measure, SecretKind};

/// RFC 8554 Appendix F test case 2, bottom level: parameter sets, SEED, I, leaf, C and message.
const RFC_BOTTOM: LmsParams = LmsParams { lms: LmsAlgorithm::Sha256M32H5, ots: LmotsAlgorithm::Sha256N32W8 };
const RFC_BOTTOM_SEED: [u8; 32] = [0xa1, 0xc4, 0x69, 0x6e, 0x26, 0x08, 0x03, 0x5a, 0x88, 0x61, 0x00, 0xd0, 0x5c, 0xd9, 0x99, 0x45, 0xeb, 0x33, 0x70, 0x73, 0x18, 0x84, 0xa8, 0x23, 0x5e, 0x2f, 0xb3, 0xd4, 0xd7, 0x1f, 0x25, 0x47];
const RFC_BOTTOM_I: [u8; 16] = [0x21, 0x5f, 0x83, 0xb7, 0xcc, 0xb9, 0xac, 0xbc, 0xd0, 0x8d, 0xb9, 0x7b, 0x0d, 0x04, 0xdc, 0x2b];
const RFC_BOTTOM_Q: u32 = 4;
const RFC_BOTTOM_C: [u8; 32] = [0x0e, 0xb1, 0xed, 0x54, 0xa2, 0x46, 0x0d, 0x51, 0x23, 0x88, 0xca, 0xd5, 0x33, 0x13, 0x8d, 0x24, 0x05, 0x34, 0xe9, 0x7b, 0x1e, 0x82, 0xd3, 0x3b, 0xd9, 0x27, 0xd2, 0x01, 0xdf, 0xc2, 0x4e, 0xbb];
const RFC_MESSAGE: &[u8] =
    b"The enumeration in the Constitution, of certain rights, shall not be construed to deny or disparage others retained by the people.\n";
/// SHA3-256 of the RFC's 1,292-byte bottom-level LMS signature (computed from the RFC's bytes with Python's
/// hashlib; its SHA-256, 987a83f7..b949d771, is the one the earlier known answer used).
const RFC_BOTTOM_SIGNATURE_SHA3_256: [u8; 32] = [0x5a, 0x32, 0xb1, 0x5c, 0x1a, 0x57, 0x81, 0x19, 0xd1, 0x21, 0x18, 0x64, 0xf2, 0x5e, 0x31, 0x77, 0x1a, 0x73, 0x9f, 0x98, 0x9f, 0xed, 0xd3, 0x22, 0x2b, 0x7f, 0x8f, 0x48, 0xc6, 0x04, 0x23, 0x35];
const RFC_BOTTOM_SIGNATURE_LEN: usize = RFC_BOTTOM.signature_len();

/// The RFC's bottom key, restored at leaf q = 4 from its serialized state; under a constant-time check whose
/// secret is the key, the check's secret (its first 32 bytes) is the SEED instead (I and q stay public).
fn rfc_bottom_key() -> LmsPrivateKey {
    let mut state = [0u8; 28 + 32];
    state[..4].copy_from_slice(&RFC_BOTTOM.lms.code().to_be_bytes());
    state[4..8].copy_from_slice(&RFC_BOTTOM.ots.code().to_be_bytes());
    state[8..12].copy_from_slice(&RFC_BOTTOM_Q.to_be_bytes());
    state[12..28].copy_from_slice(&RFC_BOTTOM_I);
    match ct_secret(SecretKind::Key) {
        Some(secret) => state[28..].copy_from_slice(&secret[..32]),
        None => state[28..].copy_from_slice(&RFC_BOTTOM_SEED),
    }
    LmsPrivateKey::from_state(&state).unwrap()
}

fn rfc_signature_matches(result: Result<usize, emcrypt::Error>, signature: &[u8]) -> bool {
    result == Ok(RFC_BOTTOM_SIGNATURE_LEN) && sha3_256(signature) == RFC_BOTTOM_SIGNATURE_SHA3_256
}

/// LMS signing that rebuilds the 32-leaf tree for the authentication path (no working buffer).
pub fn lms_sign_rebuild_case(id: u32) -> Outcome {
    let mut key = rfc_bottom_key();
    let mut signature = [0u8; RFC_BOTTOM_SIGNATURE_LEN];
    let r = measure(id, (&mut key, &mut signature), |(k, s)| {
        k.sign_with_randomizer(&RFC_BOTTOM_C, RFC_MESSAGE, s, |_| Ok(()))
    });
    Outcome { passed: rfc_signature_matches(r, &signature), working_bytes: 0 }
}

/// LMS signing by tree traversal: the path comes from the signer's buffer, updated with at most h + 1 leaves.
pub fn lms_sign_traversal_case(id: u32) -> Outcome {
    const BUFFER_LEN: usize = LmsSigner::buffer_len(RFC_BOTTOM);
    let mut buffer = [0u8; BUFFER_LEN];
    let Ok(mut signer) = LmsSigner::new(rfc_bottom_key(), &mut buffer) else {
        return Outcome { passed: false, working_bytes: 0 };
    };
    let mut signature = [0u8; RFC_BOTTOM_SIGNATURE_LEN];
    let r = measure(id, (&mut signer, &mut signature), |(k, s)| {
        k.sign_with_randomizer(&RFC_BOTTOM_C, RFC_MESSAGE, s, |_| Ok(()))
    });
    Outcome { passed: rfc_signature_matches(r, &signature), working_bytes: BUFFER_LEN as u32 }
}

/// LMS verification of `signature` on `message` under `public_key`: passes when it verifies.
pub fn lms_verify_case(id: u32, public_key: &[u8], message: &[u8], signature: &[u8]) -> Outcome {
    let r = measure(id, (public_key, message, signature), |(p, m, s)| lms_verify(p, m, s));
    Outcome { passed: r.is_ok(), working_bytes: 0 }
}
