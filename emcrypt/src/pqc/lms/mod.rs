//! LMS and HSS hash-based signatures (RFC 8554, NIST SP 800-208): verification, and signing with a
//! caller-managed state.
//!
//! | technique | file | RAM | speed | constant time |
//! | --- | --- | --- | --- | --- |
//! | Verification, one-shot ([`hss_verify`], [`lms_verify`]) or streaming ([`HssVerifier`], [`LmsVerifier`]) | `verify.rs` | 3.6 KB stack, signature and key borrowed, no working buffer | one hash per chain step: about (2^w - 1) p / 2 SHA-256 blocks on average | public data only |
//! | Winternitz chains with SHA-256 as one pre-padded block per step, kept as message words, each step from the state after the five rounds that read `I || q` (computed once per leaf: 59 of 64 rounds a step) | `hasher.rs`, `hash::sha256::AfterFiveRounds` | 64 B block | saves the streaming buffer on ~95% of the hashes, and 5 rounds in 64 | yes |
//! | Signing by treehash from the seed ([`LmsPrivateKey`], [`HssPrivateKey`]) | `sign.rs` | about 1 KB stack; no stored tree | 2^h one-time public keys per level and signature | secret chain values never index memory |
//! | Signing by tree traversal ([`LmsSigner`]): the authentication path kept and updated in a caller's buffer | `traversal.rs` | [`LmsSigner::buffer_len`]: (h + 2 + h(h-1)/2) m bytes, 1,824 B for h = 10 | at most h + 1 one-time public keys per signature (h = 10: 6.25 on average, 9 at most, against 1,024), plus 2^h once to set up | same |
//!
//! Measured (project cycle model, `LMS_SHA256_M32_H10` verification of ten RustCrypto-made key-message pairs,
//! min / avg / max, stack 3.5 KB, code 22 KB): on the Cortex-M3, W1 0.95 / 0.99 / 1.01 M, W2 0.83 / 0.88 /
//! 0.93 M, W4 1.44 / 1.52 / 1.62 M (CMOX's `LMS_N32_H10_W4`: 1.98 / 2.30 / 2.67 M), W8 10.3 / 11.3 / 12.8 M
//! cycles; 90% of it is the SHA-256 compression function. LMS runs all its SHA-256 (the streaming hashes
//! too, `SplitAfterFive`) through the one out-of-line copy of the unrolled rounds that the chains use, so
//! it carries one copy, not two. The benchmark report (`results/`) has every core.
//!
//! Parameter sets ([`LmsAlgorithm`], [`LmotsAlgorithm`]): SHA-256 with n = 32 and SHA-256/192 (n = 24),
//! SHAKE256/256 and SHAKE256/192; tree heights 5, 10, 15, 20, 25; Winternitz w = 1, 2, 4, 8; HSS up to 8
//! levels. A tree and its one-time signatures must use the same hash and length (SP 800-208 §4).
//! CMOX offers LMS verification only; its `LMS_N32_H10_W4` row is `Sha256M32H10` with `Sha256N32W4`.
//!
//! Malformed input never panics: unknown or mismatched type codes, wrong lengths and q outside the
//! tree are errors before any hashing; a signature that does not lead to the root is
//! `Err(VerificationFailed)`.
//!
//! ```
//! use emcrypt::pqc::lms::{hss_verify, HssPrivateKey, LmotsAlgorithm, LmsAlgorithm, LmsParams};
//! let params = LmsParams::new(LmsAlgorithm::Sha256M32H5, LmotsAlgorithm::Sha256N32W8).unwrap();
//! let mut key = HssPrivateKey::from_seed(&[params], [1; 16], &[2; 32]).unwrap();
//! let mut public = [0u8; 60];
//! key.public_key(&mut public).unwrap();
//! let mut saved = [0u8; 128];
//! let mut sig = [0u8; 2048];
//! let len = key.sign(b"hello", &mut sig, |state| { saved[..state.len()].copy_from_slice(state); Ok(()) }).unwrap();
//! assert!(hss_verify(&public, b"hello", &sig[..len]).is_ok());
//! assert!(hss_verify(&public, b"hellO", &sig[..len]).is_err());
//! ```

mod hasher;
mod ots;
mod params;
mod sign;
mod traversal;
mod verify;

use hasher::Hasher;

pub use params::{HashFamily, LmotsAlgorithm, LmsAlgorithm, LmsParams};
pub use sign::{HssPrivateKey, LmsPrivateKey, HSS_MAX_STATE_LEN, LMS_MAX_STATE_LEN};
pub use traversal::{LmsSigner, LMS_SIGNER_MAX_BUFFER_LEN};
pub use verify::{hss_verify, lms_verify, HssVerifier, LmsPublicKey, LmsVerifier, MAX_LEVELS};
