//! Case bodies for ML-DSA (FIPS 204): key generation from the 32-byte seed (the benchmark key), signing
//! with an empty context, with the default `Expanded` variant and with `LowRam`, and verification from the
//! raw public-key bytes, by rows and in low RAM. Signing is deterministic, so one message gives one figure
//! (the number of rejection-loop attempts is fixed by the key and message): each signing case is one message
//! of a series (message k: bytes 32k..32k + 32 of the benchmark message; case `…/sign/k`; 100 messages for
//! ML-DSA-44's default variant, 10 for the others), which the report sums up as min / avg / max, and each
//! signature is checked against the SHA-256 of RustCrypto's.
//! Verification checks the signature of message 0. Keys, signatures and the low-RAM working buffers live
//! in static memory, so the stack figure is the operation's own; the working buffer is reported as working
//! bytes.
//!
//! Under a constant-time check whose secret is the key, key generation takes the check's secret as its
//! seed, and signing signs with the secret fields (K, s1, s2, t0) of the key generated from that seed
//! (outside the measurement, into static buffers) and the known-answer key's public ρ and tr; message and
//! `rnd` stay fixed. Signing's trace then diverges where FIPS 204 allows it: SampleInBall on the public c̃,
//! the number of rejection-loop attempts.

use crate::kat::*;
use crate::ecc::secret;
use crate::{same_bytes, Outcome};
use emcrypt::hash::sha256::sha256;
use emcrypt::pqc::ml_dsa::{Expanded, LowRam, Message, MlDsa44, MlDsa65, MlDsa87};
use emcrypt::Error;
use emcrypt_fw_rt::bench::{ct_secret, measure, report_leftovers, SecretKind};

/// `keygen_into` of one parameter set.
type KeygenInto = fn(&[u8; 32], &mut [u8], &mut [u8]) -> Result<(), Error>;

/// The signing key of a signing case: `fixed` (the known-answer key), or under a constant-time check the
/// key generated from the check's secret with `keygen` (`pk_len` / `sk_len` bytes, in static buffers) with
/// its public fields, ρ (bytes 0..32) and tr = H(pk) (bytes 64..128), replaced by `fixed`'s. Every run then
/// expands the same matrix from ρ and hashes the message with the same tr, so the traces differ only
/// through the secret fields (K, s1, s2, t0) and are compared through the key's expansion and the first
/// attempt's mask, w and its decomposition, up to SampleInBall on the public c̃. (A key generated whole
/// from the secret has its own ρ, and the traces parted at ExpandA, before anything secret.)
fn signing_key(fixed: &'static [u8], keygen: KeygenInto, pk_len: usize) -> &'static [u8] {
    static mut PK: [u8; MlDsa87::PUBLIC_KEY_LEN] = [0; MlDsa87::PUBLIC_KEY_LEN];
    static mut SK: [u8; MlDsa87::SECRET_KEY_LEN] = [0; MlDsa87::SECRET_KEY_LEN];
    let Some(seed) = ct_secret(SecretKind::Key) else { return fixed };
    let seed: [u8; 32] = core::array::from_fn(|i| seed[i]);
    // SAFETY: single-threaded firmware; a check run runs one case, which takes the buffers once.
    #[allow(static_mut_refs)]
    let (pk, sk) = unsafe { (&mut PK[..pk_len], &mut SK[..fixed.len()]) };
    match keygen(&seed, pk, sk) {
        Ok(()) => {
            sk[..32].copy_from_slice(&fixed[..32]);
            sk[64..128].copy_from_slice(&fixed[64..128]);
            sk
        }
        Err(_) => fixed,
    }
}

macro_rules! ml_dsa_cases {
    (
        $set:ident, $keygen:ident, $sign:ident, $sign_low_ram:ident, $verify:ident, $verify_low_ram:ident,
        $pk:ident, $sk:ident, $sig:ident, $sig_sha256:ident
    ) => {
        /// Key generation into static key buffers; both keys are checked.
        pub fn $keygen(id: u32) -> Outcome {
            static mut KEYS: ([u8; $set::PUBLIC_KEY_LEN], [u8; $set::SECRET_KEY_LEN]) =
                ([0; $set::PUBLIC_KEY_LEN], [0; $set::SECRET_KEY_LEN]);
            // SAFETY: single-threaded firmware; the case takes the buffers once.
            #[allow(static_mut_refs)]
            let (pk, sk) = unsafe { (&mut KEYS.0, &mut KEYS.1) };
            let seed = secret::<32>();
            let r = measure(id, (&seed, &mut pk[..], &mut sk[..]), |(seed, pk, sk)| $set::keygen_into(seed, pk, sk));
            report_leftovers(id, &[&seed]);
            Outcome { passed: r.is_ok() && same_bytes(pk, &$pk) && same_bytes(sk, &$sk), working_bytes: 0 }
        }

        /// Deterministic signing of message `k` of the series with the default (expanded) variant.
        pub fn $sign(id: u32, message: &[u8], k: usize) -> Outcome {
            let sig = &mut signature()[..$set::SIGNATURE_LEN];
            let key = signing_key(&$sk, $set::keygen_into, $set::PUBLIC_KEY_LEN);
            let r = measure(id, (key, message, &mut *sig), |(sk, m, sig)| {
                $set::sign_with(&mut Expanded, sk, &Message::Pure { message: m, context: &[] }, &[0; 32], sig)
            });
            // K (bytes 32..64 of the secret key), the seed of the masking vectors.
            report_leftovers(id, &[&key[32..64]]);
            let passed = r.is_ok() && same_bytes(&sha256(sig), &$sig_sha256[32 * k..32 * k + 32]);
            Outcome { passed, working_bytes: 0 }
        }

        /// Deterministic signing of message `k` of the series with the low-RAM variant and a static
        /// working buffer.
        pub fn $sign_low_ram(id: u32, message: &[u8], k: usize) -> Outcome {
            static mut WORK: [i32; $set::LOW_RAM_WORK_WORDS] = [0; $set::LOW_RAM_WORK_WORDS];
            // SAFETY: single-threaded firmware; the case takes the buffer once.
            #[allow(static_mut_refs)]
            let work = unsafe { &mut WORK };
            let sig = &mut signature()[..$set::SIGNATURE_LEN];
            let key = signing_key(&$sk, $set::keygen_into, $set::PUBLIC_KEY_LEN);
            let r = measure(id, (key, message, &mut *sig, &mut work[..]), |(sk, m, sig, work)| {
                $set::sign_with(&mut LowRam::new(work), sk, &Message::Pure { message: m, context: &[] }, &[0; 32], sig)
            });
            report_leftovers(id, &[&key[32..64]]);
            let passed = r.is_ok() && same_bytes(&sha256(sig), &$sig_sha256[32 * k..32 * k + 32]);
            Outcome { passed, working_bytes: 4 * $set::LOW_RAM_WORK_WORDS as u32 }
        }

        /// Verification of the known signature from the raw public-key bytes.
        pub fn $verify(id: u32, message: &[u8]) -> Outcome {
            let r = measure(id, (&$pk, message, &$sig), |(pk, m, s)| $set::verify(pk, m, &[], s));
            Outcome { passed: r.is_ok(), working_bytes: 0 }
        }

        /// Low-RAM verification of the known signature, with a static working buffer.
        pub fn $verify_low_ram(id: u32, message: &[u8]) -> Outcome {
            static mut WORK: [i32; $set::LOW_RAM_VERIFY_WORK_WORDS] = [0; $set::LOW_RAM_VERIFY_WORK_WORDS];
            // SAFETY: single-threaded firmware; the case takes the buffer once.
            #[allow(static_mut_refs)]
            let work = unsafe { &mut WORK };
            let r = measure(id, (&$pk, message, &$sig, &mut work[..]), |(pk, m, s, work)| {
                $set::verify_low_ram(work, pk, &Message::Pure { message: m, context: &[] }, s)
            });
            Outcome { passed: r.is_ok(), working_bytes: 4 * $set::LOW_RAM_VERIFY_WORK_WORDS as u32 }
        }
    };
}

/// The signature output buffer (static, so it is not the case's stack), sized for ML-DSA-87.
fn signature() -> &'static mut [u8; MlDsa87::SIGNATURE_LEN] {
    static mut SIG: [u8; MlDsa87::SIGNATURE_LEN] = [0; MlDsa87::SIGNATURE_LEN];
    // SAFETY: single-threaded firmware; each case takes the buffer once and drops it before the next case.
    #[allow(static_mut_refs)]
    unsafe {
        &mut SIG
    }
}

ml_dsa_cases!(
    MlDsa44,
    ml_dsa_44_keygen,
    ml_dsa_44_sign,
    ml_dsa_44_sign_low_ram,
    ml_dsa_44_verify,
    ml_dsa_44_verify_low_ram,
    MLDSA44_PK,
    MLDSA44_SK,
    MLDSA44_SIG,
    MLDSA44_SIG_SHA256
);
ml_dsa_cases!(
    MlDsa65,
    ml_dsa_65_keygen,
    ml_dsa_65_sign,
    ml_dsa_65_sign_low_ram,
    ml_dsa_65_verify,
    ml_dsa_65_verify_low_ram,
    MLDSA65_PK,
    MLDSA65_SK,
    MLDSA65_SIG,
    MLDSA65_SIG_SHA256
);
ml_dsa_cases!(
    MlDsa87,
    ml_dsa_87_keygen,
    ml_dsa_87_sign,
    ml_dsa_87_sign_low_ram,
    ml_dsa_87_verify,
    ml_dsa_87_verify_low_ram,
    MLDSA87_PK,
    MLDSA87_SK,
    MLDSA87_SIG,
    MLDSA87_SIG_SHA256
);
