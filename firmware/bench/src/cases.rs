//! The benchmark cases: one line each. Later issues add their algorithms here (and, for a new message
//! length or algorithm, its known answer in `build.rs`).
//!
//! Columns: stable id (the report and `--check` key on it), library (`emcrypt`, or `rustcrypto` for the peer
//! cases that give the "vs RustCrypto" column, `calibration` for code with published board cycles), footprint
//! group (used only by the runner's `--footprint-builds` cross-check, which builds the firmware with the
//! group's first case alone and subtracts an empty build; by default each case's code/const/global is
//! attributed by symbol in the full image, see `bench/runner/src/attribution.rs`), algorithm (CMOX-style name), emcrypt variant, the CMOX configuration word it stands for
//! (`-` for none: CMOX's hash functions have no configuration), API (`sole-buffer`, `data-flow`,
//! `generate-tag`, `operation`), operation, key bits, message bytes, chunk bytes (0 for none), and the body:
//! `|id, message| -> Outcome`.
//!
//! Hashes follow CMOX's rows where CMOX has them (SHA-256, SHA-384: 32/64/128-byte sole buffers, 8000 bytes
//! in 128/512/1024/2048-byte chunks, the final step alone), plus 1 KiB and 8000-byte sole buffers; the other
//! hashes and HMAC get a short (64 B) and a long (8000 B) message. SHA-224 and SHA-512/t are left out: they
//! run the same code as SHA-256 and SHA-512 with another initial value.
//!
//! AES-CBC follows CMOX's pages: 32/64/128-byte sole buffers with 128/192/256-bit keys, 8000 bytes with
//! 128- and 256-bit keys (the RustCrypto peer's length), data flow of 8000 bytes in 128/512/1024/2048-byte
//! chunks with the 128-bit key; encryption and decryption; every AES variant (Compact = CMOX "small",
//! TableBased = CMOX "fast", Fixsliced = ours, constant-time, no CMOX word). Then CycloneCRYPTO's set:
//! AES-128 GCM/CCM, ChaCha20-Poly1305 (both Poly1305 limb layouts), 3DES-CBC (8000 bytes each), AES-CTR,
//! X25519, Ed25519 on 1023 bytes (both base-point variants: CMOX OptHigh/OptLow), ECDSA P-256/P-384 of a
//! precomputed digest (as CMOX times it) and ECDH P-256/P-384. RSA: CMOX's RSA-3072 PSS-SHA256 signing (CRT and
//! direct, exponent windows Low/Mid/High) and verification, CycloneCRYPTO's RSA-1024/2048 (PKCS#1 v1.5).
//! CycloneCRYPTO's DH-1024/2048 (RFC 5114 groups) shared secret and DSA-1024/2048 (RFC 6979) sign and verify.
//! X448 and Ed448 on 1023 bytes. ML-KEM-512/768/1024 key generation, encapsulation and decapsulation (CMOX's
//! ML-KEM table), with the RustCrypto `ml-kem` peer for ML-KEM-768.
//!
//! ML-DSA-44/65/87 (CMOX's ML-DSA table): key generation, signing with both variants and verification by
//! rows and in low RAM. Deterministic signing takes a number of rejection-loop attempts fixed by the
//! message, so signing is a series over messages (`ml-dsa-44/sign/<k>`, message k being bytes
//! 32k..32k + 32): 100 messages for ML-DSA-44's default variant (issue #9 targets its average), 10 for
//! the others; the report gives min / avg / max. Each case names CMOX's word, `default` or `low-ram`, so the
//! low-RAM signer and verifier stand beside CMOX's "Low RAM" rows, the others beside its default rows.
//!
//! LMS: CMOX's `LMS_N32_H10_W1/W2/W4/W8` verification, ten key-message pairs (32-byte messages) per
//! parameter set, one case each (`lms-n32-h10-w<w>/verify/<k>`, one footprint group per set); CMOX reports
//! min / avg / max over its ten pairs, and the report aggregates the ten cases of a group likewise.
//!
//! Peers (library `rustcrypto`, the reports' "vs RustCrypto" column): the same operations through RustCrypto
//! crates (`peers*.rs`, `ml_kem.rs`, `rsa.rs`'s child `peers_rsa.rs`), with the same inputs and known answers:
//! hashes, HMAC, AES-CBC, AES-128-GCM, ChaCha20-Poly1305, ML-KEM-768, ML-DSA-44, ECDSA/ECDH P-256/P-384,
//! Ed25519 with base-point tables (`ed25519-dalek` 3, `fast`; CMOX word `opthigh`) and without
//! (`ed25519-dalek` 2.2; `optlow`), X25519, and RSA (`rsa` 0.10, which allocates: its working-buffer figure
//! is its heap peak, see `heap.rs`). A line may start with `#[cfg(...)]`: the RSA peers are only built where
//! `rsa` builds, on targets with atomic compare-and-swap (not thumbv6m, the Cortex-M0+).

use crate::aead::{aes_decrypt, aes_encrypt, chacha_decrypt, chacha_encrypt, gcm_encrypt_with, Aead};
use crate::cipher::{cbc_data_flow, cbc_sole_buffer, ctr_sole_buffer, tdes_cbc};
use crate::ecc::*;
use crate::ffdh_dsa::{self, DhGroup, DsaKey};
use crate::lms::{lms_sign_rebuild_case, lms_sign_traversal_case, lms_verify_case};
use crate::ecc448::{ed448_sign, ed448_verify, x448_shared};
use crate::hash::{data_flow, generate_tag, keccak_f1600, sole_buffer};
use crate::kat::*;
use crate::mac::hmac_sole_buffer;
use crate::ml_kem;
use crate::ml_dsa::*;
use crate::rsa;
use emcrypt::bigint::Window;
use crate::{calibration, peers, peers_aead, peers_ecc, peers_ml_dsa};
use emcrypt::cipher::aes::{Aes128, Aes192, Aes256, Compact, Fixsliced, TableBased};
use emcrypt::cipher::des::{self, PackedSboxes};
use emcrypt::cipher::modes::Direction;
use emcrypt::ecc::curve25519::{NoTable, PrecomputedTable};
use emcrypt::hash::sha512::{Compact as Sha512Compact, Unrolled as Sha512Unrolled};
use emcrypt::mac::poly1305::{Radix13, Radix26};
use emcrypt::pqc::ml_kem::{MlKem1024, MlKem512, MlKem768};
use emcrypt::hash::md5::Md5;
use emcrypt::hash::sha1::Sha1;
use emcrypt::hash::sha256::{self, Sha256};
use emcrypt::hash::sha3::{self, Sha3_256, Sha3_512};
use emcrypt::hash::sha512::{self, Sha384, Sha512};

type S256U = Sha256<sha256::Unrolled>;
type S256C = Sha256<sha256::Compact>;
type S384U = Sha384<sha512::Unrolled>;
type S384C = Sha384<sha512::Compact>;
type S512U = Sha512<sha512::Unrolled>;
type S512C = Sha512<sha512::Compact>;
type S3_256U = Sha3_256<sha3::Unrolled>;
type S3_256C = Sha3_256<sha3::Compact>;
type S3_512U = Sha3_512<sha3::Unrolled>;
type S3_512C = Sha3_512<sha3::Compact>;

crate::cases! {
    "sha256-unrolled/sole-buffer/32", "emcrypt", "sha256-unrolled/sole-buffer", "SHA-256", "unrolled", "-", "sole-buffer", "digest", 0, 32, 0, |id, m| sole_buffer::<S256U>(id, &m[..32], &SHA256_32);
    "sha256-unrolled/sole-buffer/64", "emcrypt", "sha256-unrolled/sole-buffer", "SHA-256", "unrolled", "-", "sole-buffer", "digest", 0, 64, 0, |id, m| sole_buffer::<S256U>(id, &m[..64], &SHA256_64);
    "sha256-unrolled/sole-buffer/128", "emcrypt", "sha256-unrolled/sole-buffer", "SHA-256", "unrolled", "-", "sole-buffer", "digest", 0, 128, 0, |id, m| sole_buffer::<S256U>(id, &m[..128], &SHA256_128);
    "sha256-unrolled/sole-buffer/1024", "emcrypt", "sha256-unrolled/sole-buffer", "SHA-256", "unrolled", "-", "sole-buffer", "digest", 0, 1024, 0, |id, m| sole_buffer::<S256U>(id, &m[..1024], &SHA256_1024);
    "sha256-unrolled/sole-buffer/8000", "emcrypt", "sha256-unrolled/sole-buffer", "SHA-256", "unrolled", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| sole_buffer::<S256U>(id, &m[..8000], &SHA256_8000);
    "sha256-unrolled/data-flow/8000/128", "emcrypt", "sha256-unrolled/data-flow", "SHA-256", "unrolled", "-", "data-flow", "digest", 0, 8000, 128, |id, m| data_flow::<S256U>(id, &m[..8000], 128, &SHA256_8000);
    "sha256-unrolled/data-flow/8000/512", "emcrypt", "sha256-unrolled/data-flow", "SHA-256", "unrolled", "-", "data-flow", "digest", 0, 8000, 512, |id, m| data_flow::<S256U>(id, &m[..8000], 512, &SHA256_8000);
    "sha256-unrolled/data-flow/8000/1024", "emcrypt", "sha256-unrolled/data-flow", "SHA-256", "unrolled", "-", "data-flow", "digest", 0, 8000, 1024, |id, m| data_flow::<S256U>(id, &m[..8000], 1024, &SHA256_8000);
    "sha256-unrolled/data-flow/8000/2048", "emcrypt", "sha256-unrolled/data-flow", "SHA-256", "unrolled", "-", "data-flow", "digest", 0, 8000, 2048, |id, m| data_flow::<S256U>(id, &m[..8000], 2048, &SHA256_8000);
    "sha256-unrolled/generate-tag", "emcrypt", "sha256-unrolled/data-flow", "SHA-256", "unrolled", "-", "generate-tag", "digest", 0, 8000, 0, |id, m| generate_tag::<S256U>(id, &m[..8000], &SHA256_8000);
    "sha256-compact/sole-buffer/32", "emcrypt", "sha256-compact/sole-buffer", "SHA-256", "compact", "-", "sole-buffer", "digest", 0, 32, 0, |id, m| sole_buffer::<S256C>(id, &m[..32], &SHA256_32);
    "sha256-compact/sole-buffer/64", "emcrypt", "sha256-compact/sole-buffer", "SHA-256", "compact", "-", "sole-buffer", "digest", 0, 64, 0, |id, m| sole_buffer::<S256C>(id, &m[..64], &SHA256_64);
    "sha256-compact/sole-buffer/128", "emcrypt", "sha256-compact/sole-buffer", "SHA-256", "compact", "-", "sole-buffer", "digest", 0, 128, 0, |id, m| sole_buffer::<S256C>(id, &m[..128], &SHA256_128);
    "sha256-compact/sole-buffer/1024", "emcrypt", "sha256-compact/sole-buffer", "SHA-256", "compact", "-", "sole-buffer", "digest", 0, 1024, 0, |id, m| sole_buffer::<S256C>(id, &m[..1024], &SHA256_1024);
    "sha256-compact/sole-buffer/8000", "emcrypt", "sha256-compact/sole-buffer", "SHA-256", "compact", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| sole_buffer::<S256C>(id, &m[..8000], &SHA256_8000);
    "sha256-compact/data-flow/8000/128", "emcrypt", "sha256-compact/data-flow", "SHA-256", "compact", "-", "data-flow", "digest", 0, 8000, 128, |id, m| data_flow::<S256C>(id, &m[..8000], 128, &SHA256_8000);
    "sha256-compact/data-flow/8000/512", "emcrypt", "sha256-compact/data-flow", "SHA-256", "compact", "-", "data-flow", "digest", 0, 8000, 512, |id, m| data_flow::<S256C>(id, &m[..8000], 512, &SHA256_8000);
    "sha256-compact/data-flow/8000/1024", "emcrypt", "sha256-compact/data-flow", "SHA-256", "compact", "-", "data-flow", "digest", 0, 8000, 1024, |id, m| data_flow::<S256C>(id, &m[..8000], 1024, &SHA256_8000);
    "sha256-compact/data-flow/8000/2048", "emcrypt", "sha256-compact/data-flow", "SHA-256", "compact", "-", "data-flow", "digest", 0, 8000, 2048, |id, m| data_flow::<S256C>(id, &m[..8000], 2048, &SHA256_8000);
    "sha256-compact/generate-tag", "emcrypt", "sha256-compact/data-flow", "SHA-256", "compact", "-", "generate-tag", "digest", 0, 8000, 0, |id, m| generate_tag::<S256C>(id, &m[..8000], &SHA256_8000);
    "sha384-unrolled/sole-buffer/32", "emcrypt", "sha384-unrolled/sole-buffer", "SHA-384", "unrolled", "-", "sole-buffer", "digest", 0, 32, 0, |id, m| sole_buffer::<S384U>(id, &m[..32], &SHA384_32);
    "sha384-unrolled/sole-buffer/64", "emcrypt", "sha384-unrolled/sole-buffer", "SHA-384", "unrolled", "-", "sole-buffer", "digest", 0, 64, 0, |id, m| sole_buffer::<S384U>(id, &m[..64], &SHA384_64);
    "sha384-unrolled/sole-buffer/128", "emcrypt", "sha384-unrolled/sole-buffer", "SHA-384", "unrolled", "-", "sole-buffer", "digest", 0, 128, 0, |id, m| sole_buffer::<S384U>(id, &m[..128], &SHA384_128);
    "sha384-unrolled/sole-buffer/1024", "emcrypt", "sha384-unrolled/sole-buffer", "SHA-384", "unrolled", "-", "sole-buffer", "digest", 0, 1024, 0, |id, m| sole_buffer::<S384U>(id, &m[..1024], &SHA384_1024);
    "sha384-unrolled/sole-buffer/8000", "emcrypt", "sha384-unrolled/sole-buffer", "SHA-384", "unrolled", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| sole_buffer::<S384U>(id, &m[..8000], &SHA384_8000);
    "sha384-unrolled/data-flow/8000/128", "emcrypt", "sha384-unrolled/data-flow", "SHA-384", "unrolled", "-", "data-flow", "digest", 0, 8000, 128, |id, m| data_flow::<S384U>(id, &m[..8000], 128, &SHA384_8000);
    "sha384-unrolled/data-flow/8000/512", "emcrypt", "sha384-unrolled/data-flow", "SHA-384", "unrolled", "-", "data-flow", "digest", 0, 8000, 512, |id, m| data_flow::<S384U>(id, &m[..8000], 512, &SHA384_8000);
    "sha384-unrolled/data-flow/8000/1024", "emcrypt", "sha384-unrolled/data-flow", "SHA-384", "unrolled", "-", "data-flow", "digest", 0, 8000, 1024, |id, m| data_flow::<S384U>(id, &m[..8000], 1024, &SHA384_8000);
    "sha384-unrolled/data-flow/8000/2048", "emcrypt", "sha384-unrolled/data-flow", "SHA-384", "unrolled", "-", "data-flow", "digest", 0, 8000, 2048, |id, m| data_flow::<S384U>(id, &m[..8000], 2048, &SHA384_8000);
    "sha384-unrolled/generate-tag", "emcrypt", "sha384-unrolled/data-flow", "SHA-384", "unrolled", "-", "generate-tag", "digest", 0, 8000, 0, |id, m| generate_tag::<S384U>(id, &m[..8000], &SHA384_8000);
    "sha384-compact/sole-buffer/32", "emcrypt", "sha384-compact/sole-buffer", "SHA-384", "compact", "-", "sole-buffer", "digest", 0, 32, 0, |id, m| sole_buffer::<S384C>(id, &m[..32], &SHA384_32);
    "sha384-compact/sole-buffer/64", "emcrypt", "sha384-compact/sole-buffer", "SHA-384", "compact", "-", "sole-buffer", "digest", 0, 64, 0, |id, m| sole_buffer::<S384C>(id, &m[..64], &SHA384_64);
    "sha384-compact/sole-buffer/128", "emcrypt", "sha384-compact/sole-buffer", "SHA-384", "compact", "-", "sole-buffer", "digest", 0, 128, 0, |id, m| sole_buffer::<S384C>(id, &m[..128], &SHA384_128);
    "sha384-compact/sole-buffer/1024", "emcrypt", "sha384-compact/sole-buffer", "SHA-384", "compact", "-", "sole-buffer", "digest", 0, 1024, 0, |id, m| sole_buffer::<S384C>(id, &m[..1024], &SHA384_1024);
    "sha384-compact/sole-buffer/8000", "emcrypt", "sha384-compact/sole-buffer", "SHA-384", "compact", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| sole_buffer::<S384C>(id, &m[..8000], &SHA384_8000);
    "sha384-compact/data-flow/8000/128", "emcrypt", "sha384-compact/data-flow", "SHA-384", "compact", "-", "data-flow", "digest", 0, 8000, 128, |id, m| data_flow::<S384C>(id, &m[..8000], 128, &SHA384_8000);
    "sha384-compact/data-flow/8000/512", "emcrypt", "sha384-compact/data-flow", "SHA-384", "compact", "-", "data-flow", "digest", 0, 8000, 512, |id, m| data_flow::<S384C>(id, &m[..8000], 512, &SHA384_8000);
    "sha384-compact/data-flow/8000/1024", "emcrypt", "sha384-compact/data-flow", "SHA-384", "compact", "-", "data-flow", "digest", 0, 8000, 1024, |id, m| data_flow::<S384C>(id, &m[..8000], 1024, &SHA384_8000);
    "sha384-compact/data-flow/8000/2048", "emcrypt", "sha384-compact/data-flow", "SHA-384", "compact", "-", "data-flow", "digest", 0, 8000, 2048, |id, m| data_flow::<S384C>(id, &m[..8000], 2048, &SHA384_8000);
    "sha384-compact/generate-tag", "emcrypt", "sha384-compact/data-flow", "SHA-384", "compact", "-", "generate-tag", "digest", 0, 8000, 0, |id, m| generate_tag::<S384C>(id, &m[..8000], &SHA384_8000);
    "sha512-unrolled/sole-buffer/64", "emcrypt", "sha512-unrolled/sole-buffer", "SHA-512", "unrolled", "-", "sole-buffer", "digest", 0, 64, 0, |id, m| sole_buffer::<S512U>(id, &m[..64], &SHA512_64);
    "sha512-unrolled/sole-buffer/8000", "emcrypt", "sha512-unrolled/sole-buffer", "SHA-512", "unrolled", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| sole_buffer::<S512U>(id, &m[..8000], &SHA512_8000);
    "sha512-compact/sole-buffer/64", "emcrypt", "sha512-compact/sole-buffer", "SHA-512", "compact", "-", "sole-buffer", "digest", 0, 64, 0, |id, m| sole_buffer::<S512C>(id, &m[..64], &SHA512_64);
    "sha512-compact/sole-buffer/8000", "emcrypt", "sha512-compact/sole-buffer", "SHA-512", "compact", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| sole_buffer::<S512C>(id, &m[..8000], &SHA512_8000);
    "sha3-256-unrolled/sole-buffer/64", "emcrypt", "sha3-256-unrolled/sole-buffer", "SHA3-256", "unrolled", "-", "sole-buffer", "digest", 0, 64, 0, |id, m| sole_buffer::<S3_256U>(id, &m[..64], &SHA3_256_64);
    "sha3-256-unrolled/sole-buffer/8000", "emcrypt", "sha3-256-unrolled/sole-buffer", "SHA3-256", "unrolled", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| sole_buffer::<S3_256U>(id, &m[..8000], &SHA3_256_8000);
    "sha3-256-compact/sole-buffer/64", "emcrypt", "sha3-256-compact/sole-buffer", "SHA3-256", "compact", "-", "sole-buffer", "digest", 0, 64, 0, |id, m| sole_buffer::<S3_256C>(id, &m[..64], &SHA3_256_64);
    "sha3-256-compact/sole-buffer/8000", "emcrypt", "sha3-256-compact/sole-buffer", "SHA3-256", "compact", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| sole_buffer::<S3_256C>(id, &m[..8000], &SHA3_256_8000);
    "sha3-512-unrolled/sole-buffer/8000", "emcrypt", "sha3-512-unrolled/sole-buffer", "SHA3-512", "unrolled", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| sole_buffer::<S3_512U>(id, &m[..8000], &SHA3_512_8000);
    "sha3-512-compact/sole-buffer/8000", "emcrypt", "sha3-512-compact/sole-buffer", "SHA3-512", "compact", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| sole_buffer::<S3_512C>(id, &m[..8000], &SHA3_512_8000);
    "keccak-f1600-unrolled", "emcrypt", "keccak-f1600-unrolled", "Keccak-f[1600]", "unrolled", "-", "operation", "permutation", 0, 0, 0, |id, m| keccak_f1600::<sha3::Unrolled>(id, m, &KECCAK_F1600);
    "keccak-f1600-compact", "emcrypt", "keccak-f1600-compact", "Keccak-f[1600]", "compact", "-", "operation", "permutation", 0, 0, 0, |id, m| keccak_f1600::<sha3::Compact>(id, m, &KECCAK_F1600);
    "sha1/sole-buffer/64", "emcrypt", "sha1/sole-buffer", "SHA-1", "compact", "-", "sole-buffer", "digest", 0, 64, 0, |id, m| sole_buffer::<Sha1>(id, &m[..64], &SHA1_64);
    "sha1/sole-buffer/8000", "emcrypt", "sha1/sole-buffer", "SHA-1", "compact", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| sole_buffer::<Sha1>(id, &m[..8000], &SHA1_8000);
    "md5/sole-buffer/64", "emcrypt", "md5/sole-buffer", "MD5", "compact", "-", "sole-buffer", "digest", 0, 64, 0, |id, m| sole_buffer::<Md5>(id, &m[..64], &MD5_64);
    "md5/sole-buffer/8000", "emcrypt", "md5/sole-buffer", "MD5", "compact", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| sole_buffer::<Md5>(id, &m[..8000], &MD5_8000);
    "hmac-sha256-unrolled/sole-buffer/64", "emcrypt", "hmac-sha256-unrolled/sole-buffer", "HMAC-SHA-256", "unrolled", "-", "sole-buffer", "mac", 256, 64, 0, |id, m| hmac_sole_buffer::<S256U>(id, &m[..64], &HMAC_SHA256_64);
    "hmac-sha256-unrolled/sole-buffer/8000", "emcrypt", "hmac-sha256-unrolled/sole-buffer", "HMAC-SHA-256", "unrolled", "-", "sole-buffer", "mac", 256, 8000, 0, |id, m| hmac_sole_buffer::<S256U>(id, &m[..8000], &HMAC_SHA256_8000);
    "hmac-sha256-compact/sole-buffer/64", "emcrypt", "hmac-sha256-compact/sole-buffer", "HMAC-SHA-256", "compact", "-", "sole-buffer", "mac", 256, 64, 0, |id, m| hmac_sole_buffer::<S256C>(id, &m[..64], &HMAC_SHA256_64);
    "hmac-sha256-compact/sole-buffer/8000", "emcrypt", "hmac-sha256-compact/sole-buffer", "HMAC-SHA-256", "compact", "-", "sole-buffer", "mac", 256, 8000, 0, |id, m| hmac_sole_buffer::<S256C>(id, &m[..8000], &HMAC_SHA256_8000);
    "hmac-sha512-unrolled/sole-buffer/64", "emcrypt", "hmac-sha512-unrolled/sole-buffer", "HMAC-SHA-512", "unrolled", "-", "sole-buffer", "mac", 256, 64, 0, |id, m| hmac_sole_buffer::<S512U>(id, &m[..64], &HMAC_SHA512_64);
    "hmac-sha512-unrolled/sole-buffer/8000", "emcrypt", "hmac-sha512-unrolled/sole-buffer", "HMAC-SHA-512", "unrolled", "-", "sole-buffer", "mac", 256, 8000, 0, |id, m| hmac_sole_buffer::<S512U>(id, &m[..8000], &HMAC_SHA512_8000);
    "hmac-sha512-compact/sole-buffer/64", "emcrypt", "hmac-sha512-compact/sole-buffer", "HMAC-SHA-512", "compact", "-", "sole-buffer", "mac", 256, 64, 0, |id, m| hmac_sole_buffer::<S512C>(id, &m[..64], &HMAC_SHA512_64);
    "hmac-sha512-compact/sole-buffer/8000", "emcrypt", "hmac-sha512-compact/sole-buffer", "HMAC-SHA-512", "compact", "-", "sole-buffer", "mac", 256, 8000, 0, |id, m| hmac_sole_buffer::<S512C>(id, &m[..8000], &HMAC_SHA512_8000);
    // AES-CBC as CMOX's pages (keys 128/192/256; 32/64/128-byte sole buffers, 8000 bytes; data flow of
    // 8000 bytes in 128..2048-byte chunks with the 128-bit key). Fixsliced (our default) is constant-time
    // and has no CMOX counterpart: it is paired with CMOX's first row of the same case.
    "aes128-compact/cbc-enc/sole-buffer/32", "emcrypt", "aes-cbc-compact/enc/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "encryption", 128, 32, 0, |id, m| cbc_sole_buffer::<Aes128<Compact>>(id, Direction::Encrypt, 128, &m[..32], &AES128_CBC_ENC_32);
    "aes128-compact/cbc-enc/sole-buffer/64", "emcrypt", "aes-cbc-compact/enc/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "encryption", 128, 64, 0, |id, m| cbc_sole_buffer::<Aes128<Compact>>(id, Direction::Encrypt, 128, &m[..64], &AES128_CBC_ENC_64);
    "aes128-compact/cbc-enc/sole-buffer/128", "emcrypt", "aes-cbc-compact/enc/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "encryption", 128, 128, 0, |id, m| cbc_sole_buffer::<Aes128<Compact>>(id, Direction::Encrypt, 128, &m[..128], &AES128_CBC_ENC_128);
    "aes128-compact/cbc-enc/sole-buffer/8000", "emcrypt", "aes-cbc-compact/enc/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "encryption", 128, 8000, 0, |id, m| cbc_sole_buffer::<Aes128<Compact>>(id, Direction::Encrypt, 128, &m[..8000], &AES128_CBC_ENC_8000);
    "aes192-compact/cbc-enc/sole-buffer/32", "emcrypt", "aes-cbc-compact/enc/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "encryption", 192, 32, 0, |id, m| cbc_sole_buffer::<Aes192<Compact>>(id, Direction::Encrypt, 192, &m[..32], &AES192_CBC_ENC_32);
    "aes192-compact/cbc-enc/sole-buffer/64", "emcrypt", "aes-cbc-compact/enc/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "encryption", 192, 64, 0, |id, m| cbc_sole_buffer::<Aes192<Compact>>(id, Direction::Encrypt, 192, &m[..64], &AES192_CBC_ENC_64);
    "aes192-compact/cbc-enc/sole-buffer/128", "emcrypt", "aes-cbc-compact/enc/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "encryption", 192, 128, 0, |id, m| cbc_sole_buffer::<Aes192<Compact>>(id, Direction::Encrypt, 192, &m[..128], &AES192_CBC_ENC_128);
    "aes256-compact/cbc-enc/sole-buffer/32", "emcrypt", "aes-cbc-compact/enc/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "encryption", 256, 32, 0, |id, m| cbc_sole_buffer::<Aes256<Compact>>(id, Direction::Encrypt, 256, &m[..32], &AES256_CBC_ENC_32);
    "aes256-compact/cbc-enc/sole-buffer/64", "emcrypt", "aes-cbc-compact/enc/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "encryption", 256, 64, 0, |id, m| cbc_sole_buffer::<Aes256<Compact>>(id, Direction::Encrypt, 256, &m[..64], &AES256_CBC_ENC_64);
    "aes256-compact/cbc-enc/sole-buffer/128", "emcrypt", "aes-cbc-compact/enc/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "encryption", 256, 128, 0, |id, m| cbc_sole_buffer::<Aes256<Compact>>(id, Direction::Encrypt, 256, &m[..128], &AES256_CBC_ENC_128);
    "aes256-compact/cbc-enc/sole-buffer/8000", "emcrypt", "aes-cbc-compact/enc/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "encryption", 256, 8000, 0, |id, m| cbc_sole_buffer::<Aes256<Compact>>(id, Direction::Encrypt, 256, &m[..8000], &AES256_CBC_ENC_8000);
    "aes128-compact/cbc-enc/data-flow/8000/128", "emcrypt", "aes-cbc-compact/enc/data-flow", "AES-CBC", "compact", "small", "data-flow", "encryption", 128, 8000, 128, |id, m| cbc_data_flow::<Aes128<Compact>>(id, Direction::Encrypt, 128, &m[..8000], 128, &AES128_CBC_ENC_8000);
    "aes128-compact/cbc-enc/data-flow/8000/512", "emcrypt", "aes-cbc-compact/enc/data-flow", "AES-CBC", "compact", "small", "data-flow", "encryption", 128, 8000, 512, |id, m| cbc_data_flow::<Aes128<Compact>>(id, Direction::Encrypt, 128, &m[..8000], 512, &AES128_CBC_ENC_8000);
    "aes128-compact/cbc-enc/data-flow/8000/1024", "emcrypt", "aes-cbc-compact/enc/data-flow", "AES-CBC", "compact", "small", "data-flow", "encryption", 128, 8000, 1024, |id, m| cbc_data_flow::<Aes128<Compact>>(id, Direction::Encrypt, 128, &m[..8000], 1024, &AES128_CBC_ENC_8000);
    "aes128-compact/cbc-enc/data-flow/8000/2048", "emcrypt", "aes-cbc-compact/enc/data-flow", "AES-CBC", "compact", "small", "data-flow", "encryption", 128, 8000, 2048, |id, m| cbc_data_flow::<Aes128<Compact>>(id, Direction::Encrypt, 128, &m[..8000], 2048, &AES128_CBC_ENC_8000);
    "aes128-compact/cbc-dec/sole-buffer/32", "emcrypt", "aes-cbc-compact/dec/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "decryption", 128, 32, 0, |id, m| cbc_sole_buffer::<Aes128<Compact>>(id, Direction::Decrypt, 128, &m[..32], &AES128_CBC_DEC_32);
    "aes128-compact/cbc-dec/sole-buffer/64", "emcrypt", "aes-cbc-compact/dec/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "decryption", 128, 64, 0, |id, m| cbc_sole_buffer::<Aes128<Compact>>(id, Direction::Decrypt, 128, &m[..64], &AES128_CBC_DEC_64);
    "aes128-compact/cbc-dec/sole-buffer/128", "emcrypt", "aes-cbc-compact/dec/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "decryption", 128, 128, 0, |id, m| cbc_sole_buffer::<Aes128<Compact>>(id, Direction::Decrypt, 128, &m[..128], &AES128_CBC_DEC_128);
    "aes128-compact/cbc-dec/sole-buffer/8000", "emcrypt", "aes-cbc-compact/dec/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "decryption", 128, 8000, 0, |id, m| cbc_sole_buffer::<Aes128<Compact>>(id, Direction::Decrypt, 128, &m[..8000], &AES128_CBC_DEC_8000);
    "aes192-compact/cbc-dec/sole-buffer/32", "emcrypt", "aes-cbc-compact/dec/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "decryption", 192, 32, 0, |id, m| cbc_sole_buffer::<Aes192<Compact>>(id, Direction::Decrypt, 192, &m[..32], &AES192_CBC_DEC_32);
    "aes192-compact/cbc-dec/sole-buffer/64", "emcrypt", "aes-cbc-compact/dec/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "decryption", 192, 64, 0, |id, m| cbc_sole_buffer::<Aes192<Compact>>(id, Direction::Decrypt, 192, &m[..64], &AES192_CBC_DEC_64);
    "aes192-compact/cbc-dec/sole-buffer/128", "emcrypt", "aes-cbc-compact/dec/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "decryption", 192, 128, 0, |id, m| cbc_sole_buffer::<Aes192<Compact>>(id, Direction::Decrypt, 192, &m[..128], &AES192_CBC_DEC_128);
    "aes256-compact/cbc-dec/sole-buffer/32", "emcrypt", "aes-cbc-compact/dec/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "decryption", 256, 32, 0, |id, m| cbc_sole_buffer::<Aes256<Compact>>(id, Direction::Decrypt, 256, &m[..32], &AES256_CBC_DEC_32);
    "aes256-compact/cbc-dec/sole-buffer/64", "emcrypt", "aes-cbc-compact/dec/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "decryption", 256, 64, 0, |id, m| cbc_sole_buffer::<Aes256<Compact>>(id, Direction::Decrypt, 256, &m[..64], &AES256_CBC_DEC_64);
    "aes256-compact/cbc-dec/sole-buffer/128", "emcrypt", "aes-cbc-compact/dec/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "decryption", 256, 128, 0, |id, m| cbc_sole_buffer::<Aes256<Compact>>(id, Direction::Decrypt, 256, &m[..128], &AES256_CBC_DEC_128);
    "aes256-compact/cbc-dec/sole-buffer/8000", "emcrypt", "aes-cbc-compact/dec/sole-buffer", "AES-CBC", "compact", "small", "sole-buffer", "decryption", 256, 8000, 0, |id, m| cbc_sole_buffer::<Aes256<Compact>>(id, Direction::Decrypt, 256, &m[..8000], &AES256_CBC_DEC_8000);
    "aes128-compact/cbc-dec/data-flow/8000/128", "emcrypt", "aes-cbc-compact/dec/data-flow", "AES-CBC", "compact", "small", "data-flow", "decryption", 128, 8000, 128, |id, m| cbc_data_flow::<Aes128<Compact>>(id, Direction::Decrypt, 128, &m[..8000], 128, &AES128_CBC_DEC_8000);
    "aes128-compact/cbc-dec/data-flow/8000/512", "emcrypt", "aes-cbc-compact/dec/data-flow", "AES-CBC", "compact", "small", "data-flow", "decryption", 128, 8000, 512, |id, m| cbc_data_flow::<Aes128<Compact>>(id, Direction::Decrypt, 128, &m[..8000], 512, &AES128_CBC_DEC_8000);
    "aes128-compact/cbc-dec/data-flow/8000/1024", "emcrypt", "aes-cbc-compact/dec/data-flow", "AES-CBC", "compact", "small", "data-flow", "decryption", 128, 8000, 1024, |id, m| cbc_data_flow::<Aes128<Compact>>(id, Direction::Decrypt, 128, &m[..8000], 1024, &AES128_CBC_DEC_8000);
    "aes128-compact/cbc-dec/data-flow/8000/2048", "emcrypt", "aes-cbc-compact/dec/data-flow", "AES-CBC", "compact", "small", "data-flow", "decryption", 128, 8000, 2048, |id, m| cbc_data_flow::<Aes128<Compact>>(id, Direction::Decrypt, 128, &m[..8000], 2048, &AES128_CBC_DEC_8000);
    "aes128-table/cbc-enc/sole-buffer/32", "emcrypt", "aes-cbc-table/enc/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "encryption", 128, 32, 0, |id, m| cbc_sole_buffer::<Aes128<TableBased>>(id, Direction::Encrypt, 128, &m[..32], &AES128_CBC_ENC_32);
    "aes128-table/cbc-enc/sole-buffer/64", "emcrypt", "aes-cbc-table/enc/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "encryption", 128, 64, 0, |id, m| cbc_sole_buffer::<Aes128<TableBased>>(id, Direction::Encrypt, 128, &m[..64], &AES128_CBC_ENC_64);
    "aes128-table/cbc-enc/sole-buffer/128", "emcrypt", "aes-cbc-table/enc/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "encryption", 128, 128, 0, |id, m| cbc_sole_buffer::<Aes128<TableBased>>(id, Direction::Encrypt, 128, &m[..128], &AES128_CBC_ENC_128);
    "aes128-table/cbc-enc/sole-buffer/8000", "emcrypt", "aes-cbc-table/enc/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "encryption", 128, 8000, 0, |id, m| cbc_sole_buffer::<Aes128<TableBased>>(id, Direction::Encrypt, 128, &m[..8000], &AES128_CBC_ENC_8000);
    "aes192-table/cbc-enc/sole-buffer/32", "emcrypt", "aes-cbc-table/enc/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "encryption", 192, 32, 0, |id, m| cbc_sole_buffer::<Aes192<TableBased>>(id, Direction::Encrypt, 192, &m[..32], &AES192_CBC_ENC_32);
    "aes192-table/cbc-enc/sole-buffer/64", "emcrypt", "aes-cbc-table/enc/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "encryption", 192, 64, 0, |id, m| cbc_sole_buffer::<Aes192<TableBased>>(id, Direction::Encrypt, 192, &m[..64], &AES192_CBC_ENC_64);
    "aes192-table/cbc-enc/sole-buffer/128", "emcrypt", "aes-cbc-table/enc/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "encryption", 192, 128, 0, |id, m| cbc_sole_buffer::<Aes192<TableBased>>(id, Direction::Encrypt, 192, &m[..128], &AES192_CBC_ENC_128);
    "aes256-table/cbc-enc/sole-buffer/32", "emcrypt", "aes-cbc-table/enc/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "encryption", 256, 32, 0, |id, m| cbc_sole_buffer::<Aes256<TableBased>>(id, Direction::Encrypt, 256, &m[..32], &AES256_CBC_ENC_32);
    "aes256-table/cbc-enc/sole-buffer/64", "emcrypt", "aes-cbc-table/enc/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "encryption", 256, 64, 0, |id, m| cbc_sole_buffer::<Aes256<TableBased>>(id, Direction::Encrypt, 256, &m[..64], &AES256_CBC_ENC_64);
    "aes256-table/cbc-enc/sole-buffer/128", "emcrypt", "aes-cbc-table/enc/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "encryption", 256, 128, 0, |id, m| cbc_sole_buffer::<Aes256<TableBased>>(id, Direction::Encrypt, 256, &m[..128], &AES256_CBC_ENC_128);
    "aes256-table/cbc-enc/sole-buffer/8000", "emcrypt", "aes-cbc-table/enc/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "encryption", 256, 8000, 0, |id, m| cbc_sole_buffer::<Aes256<TableBased>>(id, Direction::Encrypt, 256, &m[..8000], &AES256_CBC_ENC_8000);
    "aes128-table/cbc-enc/data-flow/8000/128", "emcrypt", "aes-cbc-table/enc/data-flow", "AES-CBC", "table-based", "fast", "data-flow", "encryption", 128, 8000, 128, |id, m| cbc_data_flow::<Aes128<TableBased>>(id, Direction::Encrypt, 128, &m[..8000], 128, &AES128_CBC_ENC_8000);
    "aes128-table/cbc-enc/data-flow/8000/512", "emcrypt", "aes-cbc-table/enc/data-flow", "AES-CBC", "table-based", "fast", "data-flow", "encryption", 128, 8000, 512, |id, m| cbc_data_flow::<Aes128<TableBased>>(id, Direction::Encrypt, 128, &m[..8000], 512, &AES128_CBC_ENC_8000);
    "aes128-table/cbc-enc/data-flow/8000/1024", "emcrypt", "aes-cbc-table/enc/data-flow", "AES-CBC", "table-based", "fast", "data-flow", "encryption", 128, 8000, 1024, |id, m| cbc_data_flow::<Aes128<TableBased>>(id, Direction::Encrypt, 128, &m[..8000], 1024, &AES128_CBC_ENC_8000);
    "aes128-table/cbc-enc/data-flow/8000/2048", "emcrypt", "aes-cbc-table/enc/data-flow", "AES-CBC", "table-based", "fast", "data-flow", "encryption", 128, 8000, 2048, |id, m| cbc_data_flow::<Aes128<TableBased>>(id, Direction::Encrypt, 128, &m[..8000], 2048, &AES128_CBC_ENC_8000);
    "aes128-table/cbc-dec/sole-buffer/32", "emcrypt", "aes-cbc-table/dec/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "decryption", 128, 32, 0, |id, m| cbc_sole_buffer::<Aes128<TableBased>>(id, Direction::Decrypt, 128, &m[..32], &AES128_CBC_DEC_32);
    "aes128-table/cbc-dec/sole-buffer/64", "emcrypt", "aes-cbc-table/dec/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "decryption", 128, 64, 0, |id, m| cbc_sole_buffer::<Aes128<TableBased>>(id, Direction::Decrypt, 128, &m[..64], &AES128_CBC_DEC_64);
    "aes128-table/cbc-dec/sole-buffer/128", "emcrypt", "aes-cbc-table/dec/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "decryption", 128, 128, 0, |id, m| cbc_sole_buffer::<Aes128<TableBased>>(id, Direction::Decrypt, 128, &m[..128], &AES128_CBC_DEC_128);
    "aes128-table/cbc-dec/sole-buffer/8000", "emcrypt", "aes-cbc-table/dec/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "decryption", 128, 8000, 0, |id, m| cbc_sole_buffer::<Aes128<TableBased>>(id, Direction::Decrypt, 128, &m[..8000], &AES128_CBC_DEC_8000);
    "aes192-table/cbc-dec/sole-buffer/32", "emcrypt", "aes-cbc-table/dec/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "decryption", 192, 32, 0, |id, m| cbc_sole_buffer::<Aes192<TableBased>>(id, Direction::Decrypt, 192, &m[..32], &AES192_CBC_DEC_32);
    "aes192-table/cbc-dec/sole-buffer/64", "emcrypt", "aes-cbc-table/dec/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "decryption", 192, 64, 0, |id, m| cbc_sole_buffer::<Aes192<TableBased>>(id, Direction::Decrypt, 192, &m[..64], &AES192_CBC_DEC_64);
    "aes192-table/cbc-dec/sole-buffer/128", "emcrypt", "aes-cbc-table/dec/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "decryption", 192, 128, 0, |id, m| cbc_sole_buffer::<Aes192<TableBased>>(id, Direction::Decrypt, 192, &m[..128], &AES192_CBC_DEC_128);
    "aes256-table/cbc-dec/sole-buffer/32", "emcrypt", "aes-cbc-table/dec/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "decryption", 256, 32, 0, |id, m| cbc_sole_buffer::<Aes256<TableBased>>(id, Direction::Decrypt, 256, &m[..32], &AES256_CBC_DEC_32);
    "aes256-table/cbc-dec/sole-buffer/64", "emcrypt", "aes-cbc-table/dec/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "decryption", 256, 64, 0, |id, m| cbc_sole_buffer::<Aes256<TableBased>>(id, Direction::Decrypt, 256, &m[..64], &AES256_CBC_DEC_64);
    "aes256-table/cbc-dec/sole-buffer/128", "emcrypt", "aes-cbc-table/dec/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "decryption", 256, 128, 0, |id, m| cbc_sole_buffer::<Aes256<TableBased>>(id, Direction::Decrypt, 256, &m[..128], &AES256_CBC_DEC_128);
    "aes256-table/cbc-dec/sole-buffer/8000", "emcrypt", "aes-cbc-table/dec/sole-buffer", "AES-CBC", "table-based", "fast", "sole-buffer", "decryption", 256, 8000, 0, |id, m| cbc_sole_buffer::<Aes256<TableBased>>(id, Direction::Decrypt, 256, &m[..8000], &AES256_CBC_DEC_8000);
    "aes128-table/cbc-dec/data-flow/8000/128", "emcrypt", "aes-cbc-table/dec/data-flow", "AES-CBC", "table-based", "fast", "data-flow", "decryption", 128, 8000, 128, |id, m| cbc_data_flow::<Aes128<TableBased>>(id, Direction::Decrypt, 128, &m[..8000], 128, &AES128_CBC_DEC_8000);
    "aes128-table/cbc-dec/data-flow/8000/512", "emcrypt", "aes-cbc-table/dec/data-flow", "AES-CBC", "table-based", "fast", "data-flow", "decryption", 128, 8000, 512, |id, m| cbc_data_flow::<Aes128<TableBased>>(id, Direction::Decrypt, 128, &m[..8000], 512, &AES128_CBC_DEC_8000);
    "aes128-table/cbc-dec/data-flow/8000/1024", "emcrypt", "aes-cbc-table/dec/data-flow", "AES-CBC", "table-based", "fast", "data-flow", "decryption", 128, 8000, 1024, |id, m| cbc_data_flow::<Aes128<TableBased>>(id, Direction::Decrypt, 128, &m[..8000], 1024, &AES128_CBC_DEC_8000);
    "aes128-table/cbc-dec/data-flow/8000/2048", "emcrypt", "aes-cbc-table/dec/data-flow", "AES-CBC", "table-based", "fast", "data-flow", "decryption", 128, 8000, 2048, |id, m| cbc_data_flow::<Aes128<TableBased>>(id, Direction::Decrypt, 128, &m[..8000], 2048, &AES128_CBC_DEC_8000);
    "aes128-fixsliced/cbc-enc/sole-buffer/32", "emcrypt", "aes-cbc-fixsliced/enc/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "encryption", 128, 32, 0, |id, m| cbc_sole_buffer::<Aes128<Fixsliced>>(id, Direction::Encrypt, 128, &m[..32], &AES128_CBC_ENC_32);
    "aes128-fixsliced/cbc-enc/sole-buffer/64", "emcrypt", "aes-cbc-fixsliced/enc/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "encryption", 128, 64, 0, |id, m| cbc_sole_buffer::<Aes128<Fixsliced>>(id, Direction::Encrypt, 128, &m[..64], &AES128_CBC_ENC_64);
    "aes128-fixsliced/cbc-enc/sole-buffer/128", "emcrypt", "aes-cbc-fixsliced/enc/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "encryption", 128, 128, 0, |id, m| cbc_sole_buffer::<Aes128<Fixsliced>>(id, Direction::Encrypt, 128, &m[..128], &AES128_CBC_ENC_128);
    "aes128-fixsliced/cbc-enc/sole-buffer/8000", "emcrypt", "aes-cbc-fixsliced/enc/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "encryption", 128, 8000, 0, |id, m| cbc_sole_buffer::<Aes128<Fixsliced>>(id, Direction::Encrypt, 128, &m[..8000], &AES128_CBC_ENC_8000);
    "aes192-fixsliced/cbc-enc/sole-buffer/32", "emcrypt", "aes-cbc-fixsliced/enc/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "encryption", 192, 32, 0, |id, m| cbc_sole_buffer::<Aes192<Fixsliced>>(id, Direction::Encrypt, 192, &m[..32], &AES192_CBC_ENC_32);
    "aes192-fixsliced/cbc-enc/sole-buffer/64", "emcrypt", "aes-cbc-fixsliced/enc/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "encryption", 192, 64, 0, |id, m| cbc_sole_buffer::<Aes192<Fixsliced>>(id, Direction::Encrypt, 192, &m[..64], &AES192_CBC_ENC_64);
    "aes192-fixsliced/cbc-enc/sole-buffer/128", "emcrypt", "aes-cbc-fixsliced/enc/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "encryption", 192, 128, 0, |id, m| cbc_sole_buffer::<Aes192<Fixsliced>>(id, Direction::Encrypt, 192, &m[..128], &AES192_CBC_ENC_128);
    "aes256-fixsliced/cbc-enc/sole-buffer/32", "emcrypt", "aes-cbc-fixsliced/enc/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "encryption", 256, 32, 0, |id, m| cbc_sole_buffer::<Aes256<Fixsliced>>(id, Direction::Encrypt, 256, &m[..32], &AES256_CBC_ENC_32);
    "aes256-fixsliced/cbc-enc/sole-buffer/64", "emcrypt", "aes-cbc-fixsliced/enc/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "encryption", 256, 64, 0, |id, m| cbc_sole_buffer::<Aes256<Fixsliced>>(id, Direction::Encrypt, 256, &m[..64], &AES256_CBC_ENC_64);
    "aes256-fixsliced/cbc-enc/sole-buffer/128", "emcrypt", "aes-cbc-fixsliced/enc/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "encryption", 256, 128, 0, |id, m| cbc_sole_buffer::<Aes256<Fixsliced>>(id, Direction::Encrypt, 256, &m[..128], &AES256_CBC_ENC_128);
    "aes256-fixsliced/cbc-enc/sole-buffer/8000", "emcrypt", "aes-cbc-fixsliced/enc/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "encryption", 256, 8000, 0, |id, m| cbc_sole_buffer::<Aes256<Fixsliced>>(id, Direction::Encrypt, 256, &m[..8000], &AES256_CBC_ENC_8000);
    "aes128-fixsliced/cbc-enc/data-flow/8000/128", "emcrypt", "aes-cbc-fixsliced/enc/data-flow", "AES-CBC", "fixsliced (constant-time)", "-", "data-flow", "encryption", 128, 8000, 128, |id, m| cbc_data_flow::<Aes128<Fixsliced>>(id, Direction::Encrypt, 128, &m[..8000], 128, &AES128_CBC_ENC_8000);
    "aes128-fixsliced/cbc-enc/data-flow/8000/512", "emcrypt", "aes-cbc-fixsliced/enc/data-flow", "AES-CBC", "fixsliced (constant-time)", "-", "data-flow", "encryption", 128, 8000, 512, |id, m| cbc_data_flow::<Aes128<Fixsliced>>(id, Direction::Encrypt, 128, &m[..8000], 512, &AES128_CBC_ENC_8000);
    "aes128-fixsliced/cbc-enc/data-flow/8000/1024", "emcrypt", "aes-cbc-fixsliced/enc/data-flow", "AES-CBC", "fixsliced (constant-time)", "-", "data-flow", "encryption", 128, 8000, 1024, |id, m| cbc_data_flow::<Aes128<Fixsliced>>(id, Direction::Encrypt, 128, &m[..8000], 1024, &AES128_CBC_ENC_8000);
    "aes128-fixsliced/cbc-enc/data-flow/8000/2048", "emcrypt", "aes-cbc-fixsliced/enc/data-flow", "AES-CBC", "fixsliced (constant-time)", "-", "data-flow", "encryption", 128, 8000, 2048, |id, m| cbc_data_flow::<Aes128<Fixsliced>>(id, Direction::Encrypt, 128, &m[..8000], 2048, &AES128_CBC_ENC_8000);
    "aes128-fixsliced/cbc-dec/sole-buffer/32", "emcrypt", "aes-cbc-fixsliced/dec/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "decryption", 128, 32, 0, |id, m| cbc_sole_buffer::<Aes128<Fixsliced>>(id, Direction::Decrypt, 128, &m[..32], &AES128_CBC_DEC_32);
    "aes128-fixsliced/cbc-dec/sole-buffer/64", "emcrypt", "aes-cbc-fixsliced/dec/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "decryption", 128, 64, 0, |id, m| cbc_sole_buffer::<Aes128<Fixsliced>>(id, Direction::Decrypt, 128, &m[..64], &AES128_CBC_DEC_64);
    "aes128-fixsliced/cbc-dec/sole-buffer/128", "emcrypt", "aes-cbc-fixsliced/dec/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "decryption", 128, 128, 0, |id, m| cbc_sole_buffer::<Aes128<Fixsliced>>(id, Direction::Decrypt, 128, &m[..128], &AES128_CBC_DEC_128);
    "aes128-fixsliced/cbc-dec/sole-buffer/8000", "emcrypt", "aes-cbc-fixsliced/dec/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "decryption", 128, 8000, 0, |id, m| cbc_sole_buffer::<Aes128<Fixsliced>>(id, Direction::Decrypt, 128, &m[..8000], &AES128_CBC_DEC_8000);
    "aes192-fixsliced/cbc-dec/sole-buffer/32", "emcrypt", "aes-cbc-fixsliced/dec/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "decryption", 192, 32, 0, |id, m| cbc_sole_buffer::<Aes192<Fixsliced>>(id, Direction::Decrypt, 192, &m[..32], &AES192_CBC_DEC_32);
    "aes192-fixsliced/cbc-dec/sole-buffer/64", "emcrypt", "aes-cbc-fixsliced/dec/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "decryption", 192, 64, 0, |id, m| cbc_sole_buffer::<Aes192<Fixsliced>>(id, Direction::Decrypt, 192, &m[..64], &AES192_CBC_DEC_64);
    "aes192-fixsliced/cbc-dec/sole-buffer/128", "emcrypt", "aes-cbc-fixsliced/dec/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "decryption", 192, 128, 0, |id, m| cbc_sole_buffer::<Aes192<Fixsliced>>(id, Direction::Decrypt, 192, &m[..128], &AES192_CBC_DEC_128);
    "aes256-fixsliced/cbc-dec/sole-buffer/32", "emcrypt", "aes-cbc-fixsliced/dec/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "decryption", 256, 32, 0, |id, m| cbc_sole_buffer::<Aes256<Fixsliced>>(id, Direction::Decrypt, 256, &m[..32], &AES256_CBC_DEC_32);
    "aes256-fixsliced/cbc-dec/sole-buffer/64", "emcrypt", "aes-cbc-fixsliced/dec/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "decryption", 256, 64, 0, |id, m| cbc_sole_buffer::<Aes256<Fixsliced>>(id, Direction::Decrypt, 256, &m[..64], &AES256_CBC_DEC_64);
    "aes256-fixsliced/cbc-dec/sole-buffer/128", "emcrypt", "aes-cbc-fixsliced/dec/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "decryption", 256, 128, 0, |id, m| cbc_sole_buffer::<Aes256<Fixsliced>>(id, Direction::Decrypt, 256, &m[..128], &AES256_CBC_DEC_128);
    "aes256-fixsliced/cbc-dec/sole-buffer/8000", "emcrypt", "aes-cbc-fixsliced/dec/sole-buffer", "AES-CBC", "fixsliced (constant-time)", "-", "sole-buffer", "decryption", 256, 8000, 0, |id, m| cbc_sole_buffer::<Aes256<Fixsliced>>(id, Direction::Decrypt, 256, &m[..8000], &AES256_CBC_DEC_8000);
    "aes128-fixsliced/cbc-dec/data-flow/8000/128", "emcrypt", "aes-cbc-fixsliced/dec/data-flow", "AES-CBC", "fixsliced (constant-time)", "-", "data-flow", "decryption", 128, 8000, 128, |id, m| cbc_data_flow::<Aes128<Fixsliced>>(id, Direction::Decrypt, 128, &m[..8000], 128, &AES128_CBC_DEC_8000);
    "aes128-fixsliced/cbc-dec/data-flow/8000/512", "emcrypt", "aes-cbc-fixsliced/dec/data-flow", "AES-CBC", "fixsliced (constant-time)", "-", "data-flow", "decryption", 128, 8000, 512, |id, m| cbc_data_flow::<Aes128<Fixsliced>>(id, Direction::Decrypt, 128, &m[..8000], 512, &AES128_CBC_DEC_8000);
    "aes128-fixsliced/cbc-dec/data-flow/8000/1024", "emcrypt", "aes-cbc-fixsliced/dec/data-flow", "AES-CBC", "fixsliced (constant-time)", "-", "data-flow", "decryption", 128, 8000, 1024, |id, m| cbc_data_flow::<Aes128<Fixsliced>>(id, Direction::Decrypt, 128, &m[..8000], 1024, &AES128_CBC_DEC_8000);
    "aes128-fixsliced/cbc-dec/data-flow/8000/2048", "emcrypt", "aes-cbc-fixsliced/dec/data-flow", "AES-CBC", "fixsliced (constant-time)", "-", "data-flow", "decryption", 128, 8000, 2048, |id, m| cbc_data_flow::<Aes128<Fixsliced>>(id, Direction::Decrypt, 128, &m[..8000], 2048, &AES128_CBC_DEC_8000);
    // AES-CTR, 8000 bytes, each variant.
    "aes128-compact/ctr/sole-buffer/8000", "emcrypt", "aes-ctr-compact", "AES-CTR", "compact", "small", "sole-buffer", "encryption", 128, 8000, 0, |id, m| ctr_sole_buffer::<Aes128<Compact>>(id, 128, &m[..8000], &AES128_CTR_8000);
    "aes128-table/ctr/sole-buffer/8000", "emcrypt", "aes-ctr-table", "AES-CTR", "table-based", "fast", "sole-buffer", "encryption", 128, 8000, 0, |id, m| ctr_sole_buffer::<Aes128<TableBased>>(id, 128, &m[..8000], &AES128_CTR_8000);
    "aes128-fixsliced/ctr/sole-buffer/8000", "emcrypt", "aes-ctr-fixsliced", "AES-CTR", "fixsliced (constant-time)", "-", "sole-buffer", "encryption", 128, 8000, 0, |id, m| ctr_sole_buffer::<Aes128<Fixsliced>>(id, 128, &m[..8000], &AES128_CTR_8000);
    // CycloneCRYPTO's set: AEADs and 3DES over 8000 bytes (its MB/s figures), public-key operations.
    "aes128-table/gcm-enc/8000", "emcrypt", "aes-gcm-table/enc", "AES-GCM", "table-based", "fast", "sole-buffer", "encryption", 128, 8000, 0, |id, m| aes_encrypt::<Aes128<TableBased>>(id, Aead::Gcm, &m[..8000], &AES128_GCM_CT_8000, &AES128_GCM_TAG_8000);
    "aes128-table/gcm-dec/8000", "emcrypt", "aes-gcm-table/dec", "AES-GCM", "table-based", "fast", "sole-buffer", "decryption", 128, 8000, 0, |id, m| aes_decrypt::<Aes128<TableBased>>(id, Aead::Gcm, &AES128_GCM_CT_8000, &AES128_GCM_TAG_8000, &m[..8000]);
    "aes128-fixsliced/gcm-enc/8000", "emcrypt", "aes-gcm-fixsliced/enc", "AES-GCM", "fixsliced (constant-time)", "-", "sole-buffer", "encryption", 128, 8000, 0, |id, m| aes_encrypt::<Aes128<Fixsliced>>(id, Aead::Gcm, &m[..8000], &AES128_GCM_CT_8000, &AES128_GCM_TAG_8000);
    "aes128-fixsliced-ghash-table4/gcm-enc/8000", "emcrypt", "aes-gcm-ghash-table4/enc", "AES-GCM", "fixsliced, ghash table4", "-", "sole-buffer", "encryption", 128, 8000, 0, |id, m| gcm_encrypt_with::<Aes128<Fixsliced>, emcrypt::aead::ghash::Table4>(id, &m[..8000], &AES128_GCM_CT_8000, &AES128_GCM_TAG_8000);
    "aes128-fixsliced/gcm-dec/8000", "emcrypt", "aes-gcm-fixsliced/dec", "AES-GCM", "fixsliced (constant-time)", "-", "sole-buffer", "decryption", 128, 8000, 0, |id, m| aes_decrypt::<Aes128<Fixsliced>>(id, Aead::Gcm, &AES128_GCM_CT_8000, &AES128_GCM_TAG_8000, &m[..8000]);
    "aes128-table/ccm-enc/8000", "emcrypt", "aes-ccm-table/enc", "AES-CCM", "table-based", "fast", "sole-buffer", "encryption", 128, 8000, 0, |id, m| aes_encrypt::<Aes128<TableBased>>(id, Aead::Ccm, &m[..8000], &AES128_CCM_CT_8000, &AES128_CCM_TAG_8000);
    "aes128-table/ccm-dec/8000", "emcrypt", "aes-ccm-table/dec", "AES-CCM", "table-based", "fast", "sole-buffer", "decryption", 128, 8000, 0, |id, m| aes_decrypt::<Aes128<TableBased>>(id, Aead::Ccm, &AES128_CCM_CT_8000, &AES128_CCM_TAG_8000, &m[..8000]);
    "aes128-fixsliced/ccm-enc/8000", "emcrypt", "aes-ccm-fixsliced/enc", "AES-CCM", "fixsliced (constant-time)", "-", "sole-buffer", "encryption", 128, 8000, 0, |id, m| aes_encrypt::<Aes128<Fixsliced>>(id, Aead::Ccm, &m[..8000], &AES128_CCM_CT_8000, &AES128_CCM_TAG_8000);
    "aes128-fixsliced/ccm-dec/8000", "emcrypt", "aes-ccm-fixsliced/dec", "AES-CCM", "fixsliced (constant-time)", "-", "sole-buffer", "decryption", 128, 8000, 0, |id, m| aes_decrypt::<Aes128<Fixsliced>>(id, Aead::Ccm, &AES128_CCM_CT_8000, &AES128_CCM_TAG_8000, &m[..8000]);
    "chacha20-poly1305-radix26/enc/8000", "emcrypt", "chacha20-poly1305-radix26/enc", "ChaCha20-Poly1305", "poly1305 radix26", "-", "sole-buffer", "encryption", 256, 8000, 0, |id, m| chacha_encrypt::<Radix26>(id, &m[..8000], &CHACHA20_POLY1305_CT_8000, &CHACHA20_POLY1305_TAG_8000);
    "chacha20-poly1305-radix26/dec/8000", "emcrypt", "chacha20-poly1305-radix26/dec", "ChaCha20-Poly1305", "poly1305 radix26", "-", "sole-buffer", "decryption", 256, 8000, 0, |id, m| chacha_decrypt::<Radix26>(id, &CHACHA20_POLY1305_CT_8000, &CHACHA20_POLY1305_TAG_8000, &m[..8000]);
    "chacha20-poly1305-radix13/enc/8000", "emcrypt", "chacha20-poly1305-radix13/enc", "ChaCha20-Poly1305", "poly1305 radix13", "-", "sole-buffer", "encryption", 256, 8000, 0, |id, m| chacha_encrypt::<Radix13>(id, &m[..8000], &CHACHA20_POLY1305_CT_8000, &CHACHA20_POLY1305_TAG_8000);
    "chacha20-poly1305-radix13/dec/8000", "emcrypt", "chacha20-poly1305-radix13/dec", "ChaCha20-Poly1305", "poly1305 radix13", "-", "sole-buffer", "decryption", 256, 8000, 0, |id, m| chacha_decrypt::<Radix13>(id, &CHACHA20_POLY1305_CT_8000, &CHACHA20_POLY1305_TAG_8000, &m[..8000]);
    "tdes-packed/cbc-enc/8000", "emcrypt", "tdes-cbc-packed/enc", "TDES-CBC", "packed-sboxes", "-", "sole-buffer", "encryption", 192, 8000, 0, |id, m| tdes_cbc::<PackedSboxes>(id, Direction::Encrypt, &m[..8000], &TDES_CBC_ENC_8000);
    "tdes-packed/cbc-dec/8000", "emcrypt", "tdes-cbc-packed/dec", "TDES-CBC", "packed-sboxes", "-", "sole-buffer", "decryption", 192, 8000, 0, |id, m| tdes_cbc::<PackedSboxes>(id, Direction::Decrypt, &m[..8000], &TDES_CBC_DEC_8000);
    "tdes-table/cbc-enc/8000", "emcrypt", "tdes-cbc-table/enc", "TDES-CBC", "table-based", "-", "sole-buffer", "encryption", 192, 8000, 0, |id, m| tdes_cbc::<des::TableBased>(id, Direction::Encrypt, &m[..8000], &TDES_CBC_ENC_8000);
    "tdes-table/cbc-dec/8000", "emcrypt", "tdes-cbc-table/dec", "TDES-CBC", "table-based", "-", "sole-buffer", "decryption", 192, 8000, 0, |id, m| tdes_cbc::<des::TableBased>(id, Direction::Decrypt, &m[..8000], &TDES_CBC_DEC_8000);
    "x25519/shared-secret", "emcrypt", "x25519", "X25519", "ladder", "-", "operation", "shared-secret", 255, 0, 0, |id, _m| x25519_shared(id);
    "ed25519-table/sign/1023", "emcrypt", "ed25519-table/sign", "Ed25519", "precomputed-table", "superfast/opthigh", "operation", "signature", 255, 1023, 0, |id, m| ed25519_sign::<PrecomputedTable, Sha512Unrolled>(id, &m[..1023]);
    "ed25519-table/verify/1023", "emcrypt", "ed25519-table/verify", "Ed25519", "precomputed-table", "superfast/opthigh", "operation", "verification", 255, 1023, 0, |id, m| ed25519_verify::<PrecomputedTable, Sha512Unrolled>(id, &m[..1023]);
    "ed25519-notable/sign/1023", "emcrypt", "ed25519-notable/sign", "Ed25519", "no-table", "superfast/optlow", "operation", "signature", 255, 1023, 0, |id, m| ed25519_sign::<NoTable, Sha512Unrolled>(id, &m[..1023]);
    "ed25519-notable/verify/1023", "emcrypt", "ed25519-notable/verify", "Ed25519", "no-table", "superfast/optlow", "operation", "verification", 255, 1023, 0, |id, m| ed25519_verify::<NoTable, Sha512Unrolled>(id, &m[..1023]);
    "ed25519-small/sign/1023", "emcrypt", "ed25519-small/sign", "Ed25519", "no-table, compact SHA-512", "small/optlow", "operation", "signature", 255, 1023, 0, |id, m| ed25519_sign::<NoTable, Sha512Compact>(id, &m[..1023]);
    "ed25519-small/verify/1023", "emcrypt", "ed25519-small/verify", "Ed25519", "no-table, compact SHA-512", "small/optlow", "operation", "verification", 255, 1023, 0, |id, m| ed25519_verify::<NoTable, Sha512Compact>(id, &m[..1023]);
    "x448/shared-secret", "emcrypt", "x448", "X448", "ladder", "-", "operation", "shared-secret", 448, 0, 0, |id, _m| x448_shared(id);
    "ed448/sign/1023", "emcrypt", "ed448/sign", "Ed448", "no-table, 4-bit window", "optlow", "operation", "signature", 448, 1023, 0, |id, m| ed448_sign(id, &m[..1023]);
    "ed448/verify/1023", "emcrypt", "ed448/verify", "Ed448", "no-table, 4-bit window", "optlow", "operation", "verification", 448, 1023, 0, |id, m| ed448_verify(id, &m[..1023]);
    "ecdsa-p256/sign", "emcrypt", "ecdsa-p256/sign", "ECDSA", "p256-special-montgomery (UMAAL asm on M4), 3-bit window", "superfast low", "operation", "signature", 256, 0, 0, |id, _m| p256_sign(id);
    "ecdsa-p256/verify", "emcrypt", "ecdsa-p256/verify", "ECDSA", "p256-special-montgomery (UMAAL asm on M4), sliding windows, Jacobian doublings", "superfast low", "operation", "verification", 256, 0, 0, |id, _m| p256_verify(id);
    "ecdh-p256/shared-secret", "emcrypt", "ecdh-p256", "ECDH", "p256-special-montgomery (UMAAL asm on M4), 3-bit window", "-", "operation", "shared-secret", 256, 0, 0, |id, _m| p256_ecdh(id);
    "ecdsa-p384/sign", "emcrypt", "ecdsa-p384/sign", "ECDSA", "p384-montgomery (UMAAL asm on M4/M33), 3-bit window", "small low", "operation", "signature", 384, 0, 0, |id, _m| p384_sign(id);
    "ecdsa-p384/verify", "emcrypt", "ecdsa-p384/verify", "ECDSA", "p384-montgomery (UMAAL asm on M4/M33), 3-bit window", "small low", "operation", "verification", 384, 0, 0, |id, _m| p384_verify(id);
    "ecdsa-p256-table/sign", "emcrypt", "ecdsa-p256-table/sign", "ECDSA", "p256-special-montgomery (UMAAL asm on M4), 4-bit base-point table (33,280 B)", "superfast high", "operation", "signature", 256, 0, 0, |id, _m| p256_sign_on::<emcrypt::ecc::p256::P256Table>(id);
    "ecdsa-p256-table/verify", "emcrypt", "ecdsa-p256-table/verify", "ECDSA", "p256-special-montgomery (UMAAL asm on M4), base-point table + wNAF-5, Jacobian doublings", "superfast high", "operation", "verification", 256, 0, 0, |id, _m| p256_verify_on::<emcrypt::ecc::p256::P256Table>(id);
    "ecdsa-p384-table/sign", "emcrypt", "ecdsa-p384-table/sign", "ECDSA", "p384-montgomery (UMAAL asm on M4/M33), 4-bit base-point table (74,496 B)", "small high", "operation", "signature", 384, 0, 0, |id, _m| p384_sign_on::<emcrypt::ecc::p384::P384Table>(id);
    "ecdsa-p384-table/verify", "emcrypt", "ecdsa-p384-table/verify", "ECDSA", "p384-montgomery (UMAAL asm on M4/M33), base-point table + wNAF-5", "small high", "operation", "verification", 384, 0, 0, |id, _m| p384_verify_on::<emcrypt::ecc::p384::P384Table>(id);
    "ecdsa-p256-small/sign", "emcrypt", "ecdsa-p256-small/sign", "ECDSA", "generic-montgomery, 3-bit window, compact (complete-addition doublings, square-and-multiply inverses, compact SHA-256)", "small low", "operation", "signature", 256, 0, 0, |id, _m| p256_sign_with::<emcrypt::ecc::p256::P256Small, emcrypt::hash::sha256::Sha256<emcrypt::hash::sha256::Compact>>(id);
    "ecdsa-p256-small/verify", "emcrypt", "ecdsa-p256-small/verify", "ECDSA", "generic-montgomery, compact curve type, sliding windows with Jacobian doublings", "small low", "operation", "verification", 256, 0, 0, |id, _m| p256_verify_on::<emcrypt::ecc::p256::P256Small>(id);
    "ml-dsa-44/keygen", "emcrypt", "ml-dsa-44/keygen", "ML-DSA-44", "streaming", "default", "operation", "key-generation", 0, 0, 0, |id, _m| ml_dsa_44_keygen(id);
    "ml-dsa-44/sign/0", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[0..32], 0);
    "ml-dsa-44/sign/1", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[32..64], 1);
    "ml-dsa-44/sign/2", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[64..96], 2);
    "ml-dsa-44/sign/3", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[96..128], 3);
    "ml-dsa-44/sign/4", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[128..160], 4);
    "ml-dsa-44/sign/5", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[160..192], 5);
    "ml-dsa-44/sign/6", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[192..224], 6);
    "ml-dsa-44/sign/7", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[224..256], 7);
    "ml-dsa-44/sign/8", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[256..288], 8);
    "ml-dsa-44/sign/9", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[288..320], 9);
    "ml-dsa-44/sign/10", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[320..352], 10);
    "ml-dsa-44/sign/11", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[352..384], 11);
    "ml-dsa-44/sign/12", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[384..416], 12);
    "ml-dsa-44/sign/13", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[416..448], 13);
    "ml-dsa-44/sign/14", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[448..480], 14);
    "ml-dsa-44/sign/15", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[480..512], 15);
    "ml-dsa-44/sign/16", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[512..544], 16);
    "ml-dsa-44/sign/17", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[544..576], 17);
    "ml-dsa-44/sign/18", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[576..608], 18);
    "ml-dsa-44/sign/19", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[608..640], 19);
    "ml-dsa-44/sign/20", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[640..672], 20);
    "ml-dsa-44/sign/21", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[672..704], 21);
    "ml-dsa-44/sign/22", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[704..736], 22);
    "ml-dsa-44/sign/23", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[736..768], 23);
    "ml-dsa-44/sign/24", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[768..800], 24);
    "ml-dsa-44/sign/25", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[800..832], 25);
    "ml-dsa-44/sign/26", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[832..864], 26);
    "ml-dsa-44/sign/27", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[864..896], 27);
    "ml-dsa-44/sign/28", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[896..928], 28);
    "ml-dsa-44/sign/29", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[928..960], 29);
    "ml-dsa-44/sign/30", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[960..992], 30);
    "ml-dsa-44/sign/31", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[992..1024], 31);
    "ml-dsa-44/sign/32", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1024..1056], 32);
    "ml-dsa-44/sign/33", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1056..1088], 33);
    "ml-dsa-44/sign/34", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1088..1120], 34);
    "ml-dsa-44/sign/35", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1120..1152], 35);
    "ml-dsa-44/sign/36", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1152..1184], 36);
    "ml-dsa-44/sign/37", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1184..1216], 37);
    "ml-dsa-44/sign/38", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1216..1248], 38);
    "ml-dsa-44/sign/39", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1248..1280], 39);
    "ml-dsa-44/sign/40", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1280..1312], 40);
    "ml-dsa-44/sign/41", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1312..1344], 41);
    "ml-dsa-44/sign/42", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1344..1376], 42);
    "ml-dsa-44/sign/43", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1376..1408], 43);
    "ml-dsa-44/sign/44", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1408..1440], 44);
    "ml-dsa-44/sign/45", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1440..1472], 45);
    "ml-dsa-44/sign/46", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1472..1504], 46);
    "ml-dsa-44/sign/47", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1504..1536], 47);
    "ml-dsa-44/sign/48", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1536..1568], 48);
    "ml-dsa-44/sign/49", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1568..1600], 49);
    "ml-dsa-44/sign/50", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1600..1632], 50);
    "ml-dsa-44/sign/51", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1632..1664], 51);
    "ml-dsa-44/sign/52", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1664..1696], 52);
    "ml-dsa-44/sign/53", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1696..1728], 53);
    "ml-dsa-44/sign/54", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1728..1760], 54);
    "ml-dsa-44/sign/55", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1760..1792], 55);
    "ml-dsa-44/sign/56", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1792..1824], 56);
    "ml-dsa-44/sign/57", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1824..1856], 57);
    "ml-dsa-44/sign/58", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1856..1888], 58);
    "ml-dsa-44/sign/59", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1888..1920], 59);
    "ml-dsa-44/sign/60", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1920..1952], 60);
    "ml-dsa-44/sign/61", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1952..1984], 61);
    "ml-dsa-44/sign/62", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[1984..2016], 62);
    "ml-dsa-44/sign/63", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2016..2048], 63);
    "ml-dsa-44/sign/64", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2048..2080], 64);
    "ml-dsa-44/sign/65", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2080..2112], 65);
    "ml-dsa-44/sign/66", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2112..2144], 66);
    "ml-dsa-44/sign/67", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2144..2176], 67);
    "ml-dsa-44/sign/68", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2176..2208], 68);
    "ml-dsa-44/sign/69", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2208..2240], 69);
    "ml-dsa-44/sign/70", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2240..2272], 70);
    "ml-dsa-44/sign/71", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2272..2304], 71);
    "ml-dsa-44/sign/72", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2304..2336], 72);
    "ml-dsa-44/sign/73", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2336..2368], 73);
    "ml-dsa-44/sign/74", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2368..2400], 74);
    "ml-dsa-44/sign/75", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2400..2432], 75);
    "ml-dsa-44/sign/76", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2432..2464], 76);
    "ml-dsa-44/sign/77", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2464..2496], 77);
    "ml-dsa-44/sign/78", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2496..2528], 78);
    "ml-dsa-44/sign/79", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2528..2560], 79);
    "ml-dsa-44/sign/80", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2560..2592], 80);
    "ml-dsa-44/sign/81", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2592..2624], 81);
    "ml-dsa-44/sign/82", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2624..2656], 82);
    "ml-dsa-44/sign/83", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2656..2688], 83);
    "ml-dsa-44/sign/84", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2688..2720], 84);
    "ml-dsa-44/sign/85", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2720..2752], 85);
    "ml-dsa-44/sign/86", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2752..2784], 86);
    "ml-dsa-44/sign/87", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2784..2816], 87);
    "ml-dsa-44/sign/88", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2816..2848], 88);
    "ml-dsa-44/sign/89", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2848..2880], 89);
    "ml-dsa-44/sign/90", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2880..2912], 90);
    "ml-dsa-44/sign/91", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2912..2944], 91);
    "ml-dsa-44/sign/92", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2944..2976], 92);
    "ml-dsa-44/sign/93", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[2976..3008], 93);
    "ml-dsa-44/sign/94", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[3008..3040], 94);
    "ml-dsa-44/sign/95", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[3040..3072], 95);
    "ml-dsa-44/sign/96", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[3072..3104], 96);
    "ml-dsa-44/sign/97", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[3104..3136], 97);
    "ml-dsa-44/sign/98", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[3136..3168], 98);
    "ml-dsa-44/sign/99", "emcrypt", "ml-dsa-44/sign", "ML-DSA-44", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign(id, &m[3168..3200], 99);
    "ml-dsa-44/sign-low-ram/0", "emcrypt", "ml-dsa-44/sign-low-ram", "ML-DSA-44", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign_low_ram(id, &m[0..32], 0);
    "ml-dsa-44/sign-low-ram/1", "emcrypt", "ml-dsa-44/sign-low-ram", "ML-DSA-44", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign_low_ram(id, &m[32..64], 1);
    "ml-dsa-44/sign-low-ram/2", "emcrypt", "ml-dsa-44/sign-low-ram", "ML-DSA-44", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign_low_ram(id, &m[64..96], 2);
    "ml-dsa-44/sign-low-ram/3", "emcrypt", "ml-dsa-44/sign-low-ram", "ML-DSA-44", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign_low_ram(id, &m[96..128], 3);
    "ml-dsa-44/sign-low-ram/4", "emcrypt", "ml-dsa-44/sign-low-ram", "ML-DSA-44", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign_low_ram(id, &m[128..160], 4);
    "ml-dsa-44/sign-low-ram/5", "emcrypt", "ml-dsa-44/sign-low-ram", "ML-DSA-44", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign_low_ram(id, &m[160..192], 5);
    "ml-dsa-44/sign-low-ram/6", "emcrypt", "ml-dsa-44/sign-low-ram", "ML-DSA-44", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign_low_ram(id, &m[192..224], 6);
    "ml-dsa-44/sign-low-ram/7", "emcrypt", "ml-dsa-44/sign-low-ram", "ML-DSA-44", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign_low_ram(id, &m[224..256], 7);
    "ml-dsa-44/sign-low-ram/8", "emcrypt", "ml-dsa-44/sign-low-ram", "ML-DSA-44", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign_low_ram(id, &m[256..288], 8);
    "ml-dsa-44/sign-low-ram/9", "emcrypt", "ml-dsa-44/sign-low-ram", "ML-DSA-44", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_44_sign_low_ram(id, &m[288..320], 9);
    "ml-dsa-44/verify", "emcrypt", "ml-dsa-44/verify", "ML-DSA-44", "streaming", "default", "operation", "verification", 0, 32, 0, |id, m| ml_dsa_44_verify(id, &m[..32]);
    "ml-dsa-44/verify-low-ram", "emcrypt", "ml-dsa-44/verify-low-ram", "ML-DSA-44", "low-ram", "low-ram", "operation", "verification", 0, 32, 0, |id, m| ml_dsa_44_verify_low_ram(id, &m[..32]);
    "ml-dsa-65/keygen", "emcrypt", "ml-dsa-65/keygen", "ML-DSA-65", "streaming", "default", "operation", "key-generation", 0, 0, 0, |id, _m| ml_dsa_65_keygen(id);
    "ml-dsa-65/sign/0", "emcrypt", "ml-dsa-65/sign", "ML-DSA-65", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign(id, &m[0..32], 0);
    "ml-dsa-65/sign/1", "emcrypt", "ml-dsa-65/sign", "ML-DSA-65", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign(id, &m[32..64], 1);
    "ml-dsa-65/sign/2", "emcrypt", "ml-dsa-65/sign", "ML-DSA-65", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign(id, &m[64..96], 2);
    "ml-dsa-65/sign/3", "emcrypt", "ml-dsa-65/sign", "ML-DSA-65", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign(id, &m[96..128], 3);
    "ml-dsa-65/sign/4", "emcrypt", "ml-dsa-65/sign", "ML-DSA-65", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign(id, &m[128..160], 4);
    "ml-dsa-65/sign/5", "emcrypt", "ml-dsa-65/sign", "ML-DSA-65", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign(id, &m[160..192], 5);
    "ml-dsa-65/sign/6", "emcrypt", "ml-dsa-65/sign", "ML-DSA-65", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign(id, &m[192..224], 6);
    "ml-dsa-65/sign/7", "emcrypt", "ml-dsa-65/sign", "ML-DSA-65", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign(id, &m[224..256], 7);
    "ml-dsa-65/sign/8", "emcrypt", "ml-dsa-65/sign", "ML-DSA-65", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign(id, &m[256..288], 8);
    "ml-dsa-65/sign/9", "emcrypt", "ml-dsa-65/sign", "ML-DSA-65", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign(id, &m[288..320], 9);
    "ml-dsa-65/sign-low-ram/0", "emcrypt", "ml-dsa-65/sign-low-ram", "ML-DSA-65", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign_low_ram(id, &m[0..32], 0);
    "ml-dsa-65/sign-low-ram/1", "emcrypt", "ml-dsa-65/sign-low-ram", "ML-DSA-65", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign_low_ram(id, &m[32..64], 1);
    "ml-dsa-65/sign-low-ram/2", "emcrypt", "ml-dsa-65/sign-low-ram", "ML-DSA-65", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign_low_ram(id, &m[64..96], 2);
    "ml-dsa-65/sign-low-ram/3", "emcrypt", "ml-dsa-65/sign-low-ram", "ML-DSA-65", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign_low_ram(id, &m[96..128], 3);
    "ml-dsa-65/sign-low-ram/4", "emcrypt", "ml-dsa-65/sign-low-ram", "ML-DSA-65", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign_low_ram(id, &m[128..160], 4);
    "ml-dsa-65/sign-low-ram/5", "emcrypt", "ml-dsa-65/sign-low-ram", "ML-DSA-65", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign_low_ram(id, &m[160..192], 5);
    "ml-dsa-65/sign-low-ram/6", "emcrypt", "ml-dsa-65/sign-low-ram", "ML-DSA-65", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign_low_ram(id, &m[192..224], 6);
    "ml-dsa-65/sign-low-ram/7", "emcrypt", "ml-dsa-65/sign-low-ram", "ML-DSA-65", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign_low_ram(id, &m[224..256], 7);
    "ml-dsa-65/sign-low-ram/8", "emcrypt", "ml-dsa-65/sign-low-ram", "ML-DSA-65", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign_low_ram(id, &m[256..288], 8);
    "ml-dsa-65/sign-low-ram/9", "emcrypt", "ml-dsa-65/sign-low-ram", "ML-DSA-65", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_65_sign_low_ram(id, &m[288..320], 9);
    "ml-dsa-65/verify", "emcrypt", "ml-dsa-65/verify", "ML-DSA-65", "streaming", "default", "operation", "verification", 0, 32, 0, |id, m| ml_dsa_65_verify(id, &m[..32]);
    "ml-dsa-65/verify-low-ram", "emcrypt", "ml-dsa-65/verify-low-ram", "ML-DSA-65", "low-ram", "low-ram", "operation", "verification", 0, 32, 0, |id, m| ml_dsa_65_verify_low_ram(id, &m[..32]);
    "ml-dsa-87/keygen", "emcrypt", "ml-dsa-87/keygen", "ML-DSA-87", "streaming", "default", "operation", "key-generation", 0, 0, 0, |id, _m| ml_dsa_87_keygen(id);
    "ml-dsa-87/sign/0", "emcrypt", "ml-dsa-87/sign", "ML-DSA-87", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign(id, &m[0..32], 0);
    "ml-dsa-87/sign/1", "emcrypt", "ml-dsa-87/sign", "ML-DSA-87", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign(id, &m[32..64], 1);
    "ml-dsa-87/sign/2", "emcrypt", "ml-dsa-87/sign", "ML-DSA-87", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign(id, &m[64..96], 2);
    "ml-dsa-87/sign/3", "emcrypt", "ml-dsa-87/sign", "ML-DSA-87", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign(id, &m[96..128], 3);
    "ml-dsa-87/sign/4", "emcrypt", "ml-dsa-87/sign", "ML-DSA-87", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign(id, &m[128..160], 4);
    "ml-dsa-87/sign/5", "emcrypt", "ml-dsa-87/sign", "ML-DSA-87", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign(id, &m[160..192], 5);
    "ml-dsa-87/sign/6", "emcrypt", "ml-dsa-87/sign", "ML-DSA-87", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign(id, &m[192..224], 6);
    "ml-dsa-87/sign/7", "emcrypt", "ml-dsa-87/sign", "ML-DSA-87", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign(id, &m[224..256], 7);
    "ml-dsa-87/sign/8", "emcrypt", "ml-dsa-87/sign", "ML-DSA-87", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign(id, &m[256..288], 8);
    "ml-dsa-87/sign/9", "emcrypt", "ml-dsa-87/sign", "ML-DSA-87", "expanded", "default", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign(id, &m[288..320], 9);
    "ml-dsa-87/sign-low-ram/0", "emcrypt", "ml-dsa-87/sign-low-ram", "ML-DSA-87", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign_low_ram(id, &m[0..32], 0);
    "ml-dsa-87/sign-low-ram/1", "emcrypt", "ml-dsa-87/sign-low-ram", "ML-DSA-87", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign_low_ram(id, &m[32..64], 1);
    "ml-dsa-87/sign-low-ram/2", "emcrypt", "ml-dsa-87/sign-low-ram", "ML-DSA-87", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign_low_ram(id, &m[64..96], 2);
    "ml-dsa-87/sign-low-ram/3", "emcrypt", "ml-dsa-87/sign-low-ram", "ML-DSA-87", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign_low_ram(id, &m[96..128], 3);
    "ml-dsa-87/sign-low-ram/4", "emcrypt", "ml-dsa-87/sign-low-ram", "ML-DSA-87", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign_low_ram(id, &m[128..160], 4);
    "ml-dsa-87/sign-low-ram/5", "emcrypt", "ml-dsa-87/sign-low-ram", "ML-DSA-87", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign_low_ram(id, &m[160..192], 5);
    "ml-dsa-87/sign-low-ram/6", "emcrypt", "ml-dsa-87/sign-low-ram", "ML-DSA-87", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign_low_ram(id, &m[192..224], 6);
    "ml-dsa-87/sign-low-ram/7", "emcrypt", "ml-dsa-87/sign-low-ram", "ML-DSA-87", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign_low_ram(id, &m[224..256], 7);
    "ml-dsa-87/sign-low-ram/8", "emcrypt", "ml-dsa-87/sign-low-ram", "ML-DSA-87", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign_low_ram(id, &m[256..288], 8);
    "ml-dsa-87/sign-low-ram/9", "emcrypt", "ml-dsa-87/sign-low-ram", "ML-DSA-87", "low-ram", "low-ram", "operation", "signature", 0, 32, 0, |id, m| ml_dsa_87_sign_low_ram(id, &m[288..320], 9);
    "ml-dsa-87/verify", "emcrypt", "ml-dsa-87/verify", "ML-DSA-87", "streaming", "default", "operation", "verification", 0, 32, 0, |id, m| ml_dsa_87_verify(id, &m[..32]);
    "ml-dsa-87/verify-low-ram", "emcrypt", "ml-dsa-87/verify-low-ram", "ML-DSA-87", "low-ram", "low-ram", "operation", "verification", 0, 32, 0, |id, m| ml_dsa_87_verify_low_ram(id, &m[..32]);
    "ecdsa-p521/sign", "emcrypt", "ecdsa-p521/sign", "ECDSA", "generic Montgomery (UMAAL asm on M4/M33), 17 limbs, 3-bit window", "small low", "operation", "signature", 521, 0, 0, |id, _m| p521_sign(id);
    "ecdsa-p521/verify", "emcrypt", "ecdsa-p521/verify", "ECDSA", "generic Montgomery (UMAAL asm on M4/M33), 17 limbs, sliding windows, Jacobian doublings", "small low", "operation", "verification", 521, 0, 0, |id, _m| p521_verify(id);
    "ecdh-p521/shared-secret", "emcrypt", "ecdh-p521", "ECDH", "generic Montgomery (UMAAL asm on M4/M33), 17 limbs, 3-bit window", "-", "operation", "shared-secret", 521, 0, 0, |id, _m| p521_ecdh(id);
    "ecdh-p384/shared-secret", "emcrypt", "ecdh-p384", "ECDH", "p384-montgomery (UMAAL asm on M4/M33), 3-bit window", "-", "operation", "shared-secret", 384, 0, 0, |id, _m| p384_ecdh(id);
    "ecdsa-secp256k1/sign", "emcrypt", "ecdsa-secp256k1/sign", "ECDSA secp256k1", "generic Montgomery (UMAAL asm on M4/M33), 3-bit window, a = 0", "small low", "operation", "signature", 256, 0, 0, |id, _m| k256_sign(id);
    "ecdsa-secp256k1/verify", "emcrypt", "ecdsa-secp256k1/verify", "ECDSA secp256k1", "generic Montgomery (UMAAL asm on M4/M33), 3-bit window, a = 0", "small low", "operation", "verification", 256, 0, 0, |id, _m| k256_verify(id);
    "ecdh-secp256k1/shared-secret", "emcrypt", "ecdh-secp256k1", "ECDH secp256k1", "generic Montgomery (UMAAL asm on M4/M33), 3-bit window, a = 0", "-", "operation", "shared-secret", 256, 0, 0, |id, _m| k256_ecdh(id);
    // RSA (CMOX's RSA-3072 PSS table; CycloneCRYPTO's RSA-1024/2048 PKCS#1 v1.5): the digest is signed.
    "rsa3072-pss-sha256/sign-crt/low", "emcrypt", "rsa3072-pss-sha256/sign", "RSA-PSS SHA-256", "cios, crt, window 2, blinded, checked", "low", "operation", "signature", 3072, 32, 0, |id, _m| rsa::sign::<96, { crate::rsa::sign_work(3072, Window::LOW, true) }>(id, rsa::Key::Rsa3072, rsa::Scheme::Pss, Window::LOW, true, true);
    "rsa3072-pss-sha256/sign-crt/mid", "emcrypt", "rsa3072-pss-sha256/sign", "RSA-PSS SHA-256", "cios, crt, window 4, blinded, checked", "mid", "operation", "signature", 3072, 32, 0, |id, _m| rsa::sign::<96, { crate::rsa::sign_work(3072, Window::MID, true) }>(id, rsa::Key::Rsa3072, rsa::Scheme::Pss, Window::MID, true, true);
    "rsa3072-pss-sha256/sign-crt/high", "emcrypt", "rsa3072-pss-sha256/sign", "RSA-PSS SHA-256", "cios, crt, window 6, blinded, checked", "high", "operation", "signature", 3072, 32, 0, |id, _m| rsa::sign::<96, { crate::rsa::sign_work(3072, Window::HIGH, true) }>(id, rsa::Key::Rsa3072, rsa::Scheme::Pss, Window::HIGH, true, true);
    "rsa3072-pss-sha256/sign-direct/low", "emcrypt", "rsa3072-pss-sha256/sign", "RSA-PSS SHA-256", "cios, direct, window 2, blinded, checked", "low", "operation", "signature", 3072, 32, 0, |id, _m| rsa::sign::<96, { crate::rsa::sign_work(3072, Window::LOW, false) }>(id, rsa::Key::Rsa3072, rsa::Scheme::Pss, Window::LOW, false, true);
    "rsa3072-pss-sha256/sign-direct/mid", "emcrypt", "rsa3072-pss-sha256/sign", "RSA-PSS SHA-256", "cios, direct, window 4, blinded, checked", "mid", "operation", "signature", 3072, 32, 0, |id, _m| rsa::sign::<96, { crate::rsa::sign_work(3072, Window::MID, false) }>(id, rsa::Key::Rsa3072, rsa::Scheme::Pss, Window::MID, false, true);
    "rsa3072-pss-sha256/sign-direct/high", "emcrypt", "rsa3072-pss-sha256/sign", "RSA-PSS SHA-256", "cios, direct, window 6, blinded, checked", "high", "operation", "signature", 3072, 32, 0, |id, _m| rsa::sign::<96, { crate::rsa::sign_work(3072, Window::HIGH, false) }>(id, rsa::Key::Rsa3072, rsa::Scheme::Pss, Window::HIGH, false, true);
    "rsa3072-pss-sha256/sign-crt/mid/unprotected", "emcrypt", "rsa3072-pss-sha256/sign", "RSA-PSS SHA-256", "cios, crt, window 4, no blinding, no check", "mid", "operation", "signature", 3072, 32, 0, |id, _m| rsa::sign::<96, { crate::rsa::sign_work(3072, Window::MID, true) }>(id, rsa::Key::Rsa3072, rsa::Scheme::Pss, Window::MID, true, false);
    "rsa3072-pss-sha256/verify", "emcrypt", "rsa3072-pss-sha256/verify", "RSA-PSS SHA-256", "cios, square-and-multiply on e", "-", "operation", "verification", 3072, 32, 0, |id, _m| rsa::verify::<96, { crate::rsa::verify_work(3072) }>(id, rsa::Key::Rsa3072, rsa::Scheme::Pss);
    "rsa2048-pkcs1-sha256/sign-crt/mid", "emcrypt", "rsa-pkcs1-sha256/sign", "RSA PKCS#1 v1.5 SHA-256", "cios, crt, window 4, blinded, checked", "mid", "operation", "signature", 2048, 32, 0, |id, _m| rsa::sign::<64, { crate::rsa::sign_work(2048, Window::MID, true) }>(id, rsa::Key::Rsa2048, rsa::Scheme::Pkcs1v15, Window::MID, true, true);
    "rsa2048-pkcs1-sha256/verify", "emcrypt", "rsa-pkcs1-sha256/verify", "RSA PKCS#1 v1.5 SHA-256", "cios, square-and-multiply on e", "-", "operation", "verification", 2048, 32, 0, |id, _m| rsa::verify::<64, { crate::rsa::verify_work(2048) }>(id, rsa::Key::Rsa2048, rsa::Scheme::Pkcs1v15);
    "rsa1024-pkcs1-sha256/sign-crt/mid", "emcrypt", "rsa-pkcs1-sha256/sign", "RSA PKCS#1 v1.5 SHA-256", "cios, crt, window 4, blinded, checked", "mid", "operation", "signature", 1024, 32, 0, |id, _m| rsa::sign::<32, { crate::rsa::sign_work(1024, Window::MID, true) }>(id, rsa::Key::Rsa1024, rsa::Scheme::Pkcs1v15, Window::MID, true, true);
    "rsa1024-pkcs1-sha256/verify", "emcrypt", "rsa-pkcs1-sha256/verify", "RSA PKCS#1 v1.5 SHA-256", "cios, square-and-multiply on e", "-", "operation", "verification", 1024, 32, 0, |id, _m| rsa::verify::<32, { crate::rsa::verify_work(1024) }>(id, rsa::Key::Rsa1024, rsa::Scheme::Pkcs1v15);
    "rsa1024/keygen", "emcrypt", "rsa/keygen", "RSA key generation", "fips 186-5 probable primes, miller-rabin window 4, one fixed drbg seed", "-", "operation", "key-generation", 1024, 0, 0, |id, _m| rsa::keygen::<32, { crate::rsa::keygen_work(1024) }>(id, 1024);
    // Finite-field DH (RFC 5114 groups, peer key check included) and DSA (RFC 6979, SHA-256 digest signed).
    "dh1024/shared-secret", "emcrypt", "dh/shared-secret", "DH", "cios, window 4, 160-bit exponent", "mid", "operation", "shared-secret", 1024, 0, 0, |id, _m| ffdh_dsa::dh_shared::<32, { ffdh_dsa::dh_work(1024, Window::MID) }>(id, DhGroup::Rfc5114_1024, Window::MID);
    "dh2048/shared-secret", "emcrypt", "dh/shared-secret", "DH", "cios, window 4, 256-bit exponent", "mid", "operation", "shared-secret", 2048, 0, 0, |id, _m| ffdh_dsa::dh_shared::<64, { ffdh_dsa::dh_work(2048, Window::MID) }>(id, DhGroup::Rfc5114_2048, Window::MID);
    "ffdhe2048/shared-secret", "emcrypt", "dh/shared-secret", "DH", "cios, window 4, 256-bit exponent, rfc 7919 group, peer key y^q checked", "mid", "operation", "shared-secret", 2048, 0, 0, |id, _m| ffdh_dsa::ffdhe2048_shared::<{ ffdh_dsa::dh_work(2048, Window::MID) }>(id, Window::MID);
    "dsa1024-sha256/sign", "emcrypt", "dsa/sign", "DSA SHA-256", "cios, window 4, rfc 6979", "mid", "operation", "signature", 1024, 32, 0, |id, _m| ffdh_dsa::dsa_sign::<32, { ffdh_dsa::dsa_sign_work(1024, Window::MID) }>(id, DsaKey::Dsa1024, Window::MID);
    "dsa1024-sha256/verify", "emcrypt", "dsa/verify", "DSA SHA-256", "cios, square-and-multiply", "-", "operation", "verification", 1024, 32, 0, |id, _m| ffdh_dsa::dsa_verify::<32, { ffdh_dsa::dsa_verify_work(1024) }>(id, DsaKey::Dsa1024);
    "dsa2048-sha256/sign", "emcrypt", "dsa/sign", "DSA SHA-256", "cios, window 4, rfc 6979", "mid", "operation", "signature", 2048, 32, 0, |id, _m| ffdh_dsa::dsa_sign::<64, { ffdh_dsa::dsa_sign_work(2048, Window::MID) }>(id, DsaKey::Dsa2048, Window::MID);
    "dsa2048-sha256/verify", "emcrypt", "dsa/verify", "DSA SHA-256", "cios, square-and-multiply", "-", "operation", "verification", 2048, 32, 0, |id, _m| ffdh_dsa::dsa_verify::<64, { ffdh_dsa::dsa_verify_work(2048) }>(id, DsaKey::Dsa2048);
    "ml-kem-512/keygen", "emcrypt", "ml-kem-512/keygen", "ML-KEM-512", "matrix-on-the-fly", "-", "operation", "keygen", 512, 0, 0, |id, m| ml_kem::keygen::<MlKem512>(id, m, &MLKEM512_EK, &MLKEM512_DK);
    "ml-kem-512/encaps", "emcrypt", "ml-kem-512/encaps", "ML-KEM-512", "matrix-on-the-fly", "-", "operation", "encapsulation", 512, 0, 0, |id, m| ml_kem::encaps::<MlKem512>(id, m, &MLKEM512_EK, &MLKEM512_CT, &MLKEM512_SS);
    "ml-kem-512/decaps", "emcrypt", "ml-kem-512/decaps", "ML-KEM-512", "matrix-on-the-fly", "-", "operation", "decapsulation", 512, 0, 0, |_id, _m| ml_kem::decaps::<MlKem512>(_id, &MLKEM512_DK, &MLKEM512_CT, &MLKEM512_SS);
    "ml-kem-768/keygen", "emcrypt", "ml-kem-768/keygen", "ML-KEM-768", "matrix-on-the-fly", "-", "operation", "keygen", 768, 0, 0, |id, m| ml_kem::keygen::<MlKem768>(id, m, &MLKEM768_EK, &MLKEM768_DK);
    "ml-kem-768/encaps", "emcrypt", "ml-kem-768/encaps", "ML-KEM-768", "matrix-on-the-fly", "-", "operation", "encapsulation", 768, 0, 0, |id, m| ml_kem::encaps::<MlKem768>(id, m, &MLKEM768_EK, &MLKEM768_CT, &MLKEM768_SS);
    "ml-kem-768/decaps", "emcrypt", "ml-kem-768/decaps", "ML-KEM-768", "matrix-on-the-fly", "-", "operation", "decapsulation", 768, 0, 0, |_id, _m| ml_kem::decaps::<MlKem768>(_id, &MLKEM768_DK, &MLKEM768_CT, &MLKEM768_SS);
    "ml-kem-1024/keygen", "emcrypt", "ml-kem-1024/keygen", "ML-KEM-1024", "matrix-on-the-fly", "-", "operation", "keygen", 1024, 0, 0, |id, m| ml_kem::keygen::<MlKem1024>(id, m, &MLKEM1024_EK, &MLKEM1024_DK);
    "ml-kem-1024/encaps", "emcrypt", "ml-kem-1024/encaps", "ML-KEM-1024", "matrix-on-the-fly", "-", "operation", "encapsulation", 1024, 0, 0, |id, m| ml_kem::encaps::<MlKem1024>(id, m, &MLKEM1024_EK, &MLKEM1024_CT, &MLKEM1024_SS);
    "ml-kem-1024/decaps", "emcrypt", "ml-kem-1024/decaps", "ML-KEM-1024", "matrix-on-the-fly", "-", "operation", "decapsulation", 1024, 0, 0, |_id, _m| ml_kem::decaps::<MlKem1024>(_id, &MLKEM1024_DK, &MLKEM1024_CT, &MLKEM1024_SS);
    // LMS_SHA256_M32_H10 verification with LM-OTS w = 1, 2, 4, 8 (CMOX's LMS_N32_H10_W<w>): ten key-message
    // pairs per set, cases `/0`..`/9`; the report should give min / avg / max over the ten of a group.
    "lms-n32-h10-w1/verify/0", "emcrypt", "lms-n32-h10-w1/verify", "LMS_N32_H10_W1", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W1_PK_0, &m[0..32], &LMS_H10_W1_SIG_0);
    "lms-n32-h10-w1/verify/1", "emcrypt", "lms-n32-h10-w1/verify", "LMS_N32_H10_W1", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W1_PK_1, &m[32..64], &LMS_H10_W1_SIG_1);
    "lms-n32-h10-w1/verify/2", "emcrypt", "lms-n32-h10-w1/verify", "LMS_N32_H10_W1", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W1_PK_2, &m[64..96], &LMS_H10_W1_SIG_2);
    "lms-n32-h10-w1/verify/3", "emcrypt", "lms-n32-h10-w1/verify", "LMS_N32_H10_W1", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W1_PK_3, &m[96..128], &LMS_H10_W1_SIG_3);
    "lms-n32-h10-w1/verify/4", "emcrypt", "lms-n32-h10-w1/verify", "LMS_N32_H10_W1", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W1_PK_4, &m[128..160], &LMS_H10_W1_SIG_4);
    "lms-n32-h10-w1/verify/5", "emcrypt", "lms-n32-h10-w1/verify", "LMS_N32_H10_W1", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W1_PK_5, &m[160..192], &LMS_H10_W1_SIG_5);
    "lms-n32-h10-w1/verify/6", "emcrypt", "lms-n32-h10-w1/verify", "LMS_N32_H10_W1", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W1_PK_6, &m[192..224], &LMS_H10_W1_SIG_6);
    "lms-n32-h10-w1/verify/7", "emcrypt", "lms-n32-h10-w1/verify", "LMS_N32_H10_W1", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W1_PK_7, &m[224..256], &LMS_H10_W1_SIG_7);
    "lms-n32-h10-w1/verify/8", "emcrypt", "lms-n32-h10-w1/verify", "LMS_N32_H10_W1", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W1_PK_8, &m[256..288], &LMS_H10_W1_SIG_8);
    "lms-n32-h10-w1/verify/9", "emcrypt", "lms-n32-h10-w1/verify", "LMS_N32_H10_W1", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W1_PK_9, &m[288..320], &LMS_H10_W1_SIG_9);
    "lms-n32-h10-w2/verify/0", "emcrypt", "lms-n32-h10-w2/verify", "LMS_N32_H10_W2", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W2_PK_0, &m[0..32], &LMS_H10_W2_SIG_0);
    "lms-n32-h10-w2/verify/1", "emcrypt", "lms-n32-h10-w2/verify", "LMS_N32_H10_W2", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W2_PK_1, &m[32..64], &LMS_H10_W2_SIG_1);
    "lms-n32-h10-w2/verify/2", "emcrypt", "lms-n32-h10-w2/verify", "LMS_N32_H10_W2", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W2_PK_2, &m[64..96], &LMS_H10_W2_SIG_2);
    "lms-n32-h10-w2/verify/3", "emcrypt", "lms-n32-h10-w2/verify", "LMS_N32_H10_W2", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W2_PK_3, &m[96..128], &LMS_H10_W2_SIG_3);
    "lms-n32-h10-w2/verify/4", "emcrypt", "lms-n32-h10-w2/verify", "LMS_N32_H10_W2", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W2_PK_4, &m[128..160], &LMS_H10_W2_SIG_4);
    "lms-n32-h10-w2/verify/5", "emcrypt", "lms-n32-h10-w2/verify", "LMS_N32_H10_W2", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W2_PK_5, &m[160..192], &LMS_H10_W2_SIG_5);
    "lms-n32-h10-w2/verify/6", "emcrypt", "lms-n32-h10-w2/verify", "LMS_N32_H10_W2", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W2_PK_6, &m[192..224], &LMS_H10_W2_SIG_6);
    "lms-n32-h10-w2/verify/7", "emcrypt", "lms-n32-h10-w2/verify", "LMS_N32_H10_W2", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W2_PK_7, &m[224..256], &LMS_H10_W2_SIG_7);
    "lms-n32-h10-w2/verify/8", "emcrypt", "lms-n32-h10-w2/verify", "LMS_N32_H10_W2", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W2_PK_8, &m[256..288], &LMS_H10_W2_SIG_8);
    "lms-n32-h10-w2/verify/9", "emcrypt", "lms-n32-h10-w2/verify", "LMS_N32_H10_W2", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W2_PK_9, &m[288..320], &LMS_H10_W2_SIG_9);
    "lms-n32-h10-w4/verify/0", "emcrypt", "lms-n32-h10-w4/verify", "LMS_N32_H10_W4", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W4_PK_0, &m[0..32], &LMS_H10_W4_SIG_0);
    "lms-n32-h10-w4/verify/1", "emcrypt", "lms-n32-h10-w4/verify", "LMS_N32_H10_W4", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W4_PK_1, &m[32..64], &LMS_H10_W4_SIG_1);
    "lms-n32-h10-w4/verify/2", "emcrypt", "lms-n32-h10-w4/verify", "LMS_N32_H10_W4", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W4_PK_2, &m[64..96], &LMS_H10_W4_SIG_2);
    "lms-n32-h10-w4/verify/3", "emcrypt", "lms-n32-h10-w4/verify", "LMS_N32_H10_W4", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W4_PK_3, &m[96..128], &LMS_H10_W4_SIG_3);
    "lms-n32-h10-w4/verify/4", "emcrypt", "lms-n32-h10-w4/verify", "LMS_N32_H10_W4", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W4_PK_4, &m[128..160], &LMS_H10_W4_SIG_4);
    "lms-n32-h10-w4/verify/5", "emcrypt", "lms-n32-h10-w4/verify", "LMS_N32_H10_W4", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W4_PK_5, &m[160..192], &LMS_H10_W4_SIG_5);
    "lms-n32-h10-w4/verify/6", "emcrypt", "lms-n32-h10-w4/verify", "LMS_N32_H10_W4", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W4_PK_6, &m[192..224], &LMS_H10_W4_SIG_6);
    "lms-n32-h10-w4/verify/7", "emcrypt", "lms-n32-h10-w4/verify", "LMS_N32_H10_W4", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W4_PK_7, &m[224..256], &LMS_H10_W4_SIG_7);
    "lms-n32-h10-w4/verify/8", "emcrypt", "lms-n32-h10-w4/verify", "LMS_N32_H10_W4", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W4_PK_8, &m[256..288], &LMS_H10_W4_SIG_8);
    "lms-n32-h10-w4/verify/9", "emcrypt", "lms-n32-h10-w4/verify", "LMS_N32_H10_W4", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W4_PK_9, &m[288..320], &LMS_H10_W4_SIG_9);
    "lms-n32-h10-w8/verify/0", "emcrypt", "lms-n32-h10-w8/verify", "LMS_N32_H10_W8", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W8_PK_0, &m[0..32], &LMS_H10_W8_SIG_0);
    "lms-n32-h10-w8/verify/1", "emcrypt", "lms-n32-h10-w8/verify", "LMS_N32_H10_W8", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W8_PK_1, &m[32..64], &LMS_H10_W8_SIG_1);
    "lms-n32-h10-w8/verify/2", "emcrypt", "lms-n32-h10-w8/verify", "LMS_N32_H10_W8", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W8_PK_2, &m[64..96], &LMS_H10_W8_SIG_2);
    "lms-n32-h10-w8/verify/3", "emcrypt", "lms-n32-h10-w8/verify", "LMS_N32_H10_W8", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W8_PK_3, &m[96..128], &LMS_H10_W8_SIG_3);
    "lms-n32-h10-w8/verify/4", "emcrypt", "lms-n32-h10-w8/verify", "LMS_N32_H10_W8", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W8_PK_4, &m[128..160], &LMS_H10_W8_SIG_4);
    "lms-n32-h10-w8/verify/5", "emcrypt", "lms-n32-h10-w8/verify", "LMS_N32_H10_W8", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W8_PK_5, &m[160..192], &LMS_H10_W8_SIG_5);
    "lms-n32-h10-w8/verify/6", "emcrypt", "lms-n32-h10-w8/verify", "LMS_N32_H10_W8", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W8_PK_6, &m[192..224], &LMS_H10_W8_SIG_6);
    "lms-n32-h10-w8/verify/7", "emcrypt", "lms-n32-h10-w8/verify", "LMS_N32_H10_W8", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W8_PK_7, &m[224..256], &LMS_H10_W8_SIG_7);
    "lms-n32-h10-w8/verify/8", "emcrypt", "lms-n32-h10-w8/verify", "LMS_N32_H10_W8", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W8_PK_8, &m[256..288], &LMS_H10_W8_SIG_8);
    "lms-n32-h10-w8/verify/9", "emcrypt", "lms-n32-h10-w8/verify", "LMS_N32_H10_W8", "one-block chains", "-", "operation", "verification", 0, 32, 0, |id, m| lms_verify_case(id, &LMS_H10_W8_PK_9, &m[288..320], &LMS_H10_W8_SIG_9);
    "lms-n32-h5-w8/sign-rebuild", "emcrypt", "lms-n32-h5-w8/sign-rebuild", "LMS_N32_H5_W8", "rebuild tree", "-", "operation", "signature", 0, 131, 0, |id, _m| lms_sign_rebuild_case(id);
    "lms-n32-h5-w8/sign-traversal", "emcrypt", "lms-n32-h5-w8/sign-traversal", "LMS_N32_H5_W8", "tree traversal", "-", "operation", "signature", 0, 131, 0, |id, _m| lms_sign_traversal_case(id);
    // Peers: the RustCrypto crates in the same firmware and model (the rows of rustcrypto_model.csv).
    "rustcrypto/sha2-sha256/sole-buffer/64", "rustcrypto", "rustcrypto/sha2-sha256/sole-buffer", "SHA-256", "sha2 0.11", "-", "sole-buffer", "digest", 0, 64, 0, |id, m| peers::digest::<sha2::Sha256>(id, &m[..64], &SHA256_64);
    "rustcrypto/sha2-sha256/sole-buffer/8000", "rustcrypto", "rustcrypto/sha2-sha256/sole-buffer", "SHA-256", "sha2 0.11", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| peers::digest::<sha2::Sha256>(id, &m[..8000], &SHA256_8000);
    "rustcrypto/sha2-sha384/sole-buffer/8000", "rustcrypto", "rustcrypto/sha2-sha384/sole-buffer", "SHA-384", "sha2 0.11", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| peers::digest::<sha2::Sha384>(id, &m[..8000], &SHA384_8000);
    "rustcrypto/sha2-sha512/sole-buffer/8000", "rustcrypto", "rustcrypto/sha2-sha512/sole-buffer", "SHA-512", "sha2 0.11", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| peers::digest::<sha2::Sha512>(id, &m[..8000], &SHA512_8000);
    "rustcrypto/sha3-256/sole-buffer/8000", "rustcrypto", "rustcrypto/sha3-256/sole-buffer", "SHA3-256", "sha3 0.12", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| peers::digest::<::sha3::Sha3_256>(id, &m[..8000], &SHA3_256_8000);
    "rustcrypto/hmac-sha256/sole-buffer/8000", "rustcrypto", "rustcrypto/hmac-sha256/sole-buffer", "HMAC-SHA-256", "hmac 0.13 + sha2 0.11", "-", "sole-buffer", "mac", 256, 8000, 0, |id, m| peers::hmac_sha256(id, &m[..8000], &HMAC_SHA256_8000);
    "rustcrypto/aes128-cbc/enc/sole-buffer/8000", "rustcrypto", "rustcrypto/aes-cbc/enc", "AES-CBC", "aes 0.9 + cbc 0.2", "-", "sole-buffer", "encryption", 128, 8000, 0, |id, m| peers::aes_cbc::<::aes::Aes128>(id, true, 128, &m[..8000], &AES128_CBC_ENC_8000);
    "rustcrypto/aes128-cbc/dec/sole-buffer/8000", "rustcrypto", "rustcrypto/aes-cbc/dec", "AES-CBC", "aes 0.9 + cbc 0.2", "-", "sole-buffer", "decryption", 128, 8000, 0, |id, m| peers::aes_cbc::<::aes::Aes128>(id, false, 128, &m[..8000], &AES128_CBC_DEC_8000);
    "rustcrypto/aes256-cbc/enc/sole-buffer/8000", "rustcrypto", "rustcrypto/aes-cbc/enc", "AES-CBC", "aes 0.9 + cbc 0.2", "-", "sole-buffer", "encryption", 256, 8000, 0, |id, m| peers::aes_cbc::<::aes::Aes256>(id, true, 256, &m[..8000], &AES256_CBC_ENC_8000);
    "rustcrypto/aes256-cbc/dec/sole-buffer/8000", "rustcrypto", "rustcrypto/aes-cbc/dec", "AES-CBC", "aes 0.9 + cbc 0.2", "-", "sole-buffer", "decryption", 256, 8000, 0, |id, m| peers::aes_cbc::<::aes::Aes256>(id, false, 256, &m[..8000], &AES256_CBC_DEC_8000);
    "rustcrypto/ml-kem-768/keygen", "rustcrypto", "rustcrypto/ml-kem-768/keygen", "ML-KEM-768", "ml-kem 0.3", "-", "operation", "keygen", 768, 0, 0, |id, m| ml_kem::peer_keygen_768(id, m, &MLKEM768_EK);
    "rustcrypto/ml-kem-768/encaps", "rustcrypto", "rustcrypto/ml-kem-768/encaps", "ML-KEM-768", "ml-kem 0.3", "-", "operation", "encapsulation", 768, 0, 0, |id, m| ml_kem::peer_encaps_768(id, m, &MLKEM768_EK, &MLKEM768_CT, &MLKEM768_SS);
    "rustcrypto/ml-kem-768/decaps", "rustcrypto", "rustcrypto/ml-kem-768/decaps", "ML-KEM-768", "ml-kem 0.3", "-", "operation", "decapsulation", 768, 0, 0, |id, m| ml_kem::peer_decaps_768(id, m, &MLKEM768_CT, &MLKEM768_SS);
    // ECC peers (src/peers_ecc.rs), timed as emcrypt's cases above.
    "rustcrypto/p256-ecdsa/sign", "rustcrypto", "rustcrypto/p256-ecdsa/sign", "ECDSA", "p256 0.14", "-", "operation", "signature", 256, 0, 0, |id, _m| peers_ecc::p256::sign(id);
    "rustcrypto/p256-ecdsa/verify", "rustcrypto", "rustcrypto/p256-ecdsa/verify", "ECDSA", "p256 0.14", "-", "operation", "verification", 256, 0, 0, |id, _m| peers_ecc::p256::verify(id);
    "rustcrypto/p256-ecdh/shared-secret", "rustcrypto", "rustcrypto/p256-ecdh", "ECDH", "p256 0.14", "-", "operation", "shared-secret", 256, 0, 0, |id, _m| peers_ecc::p256::ecdh(id);
    "rustcrypto/p384-ecdsa/sign", "rustcrypto", "rustcrypto/p384-ecdsa/sign", "ECDSA", "p384 0.14", "-", "operation", "signature", 384, 0, 0, |id, _m| peers_ecc::p384::sign(id);
    "rustcrypto/p384-ecdsa/verify", "rustcrypto", "rustcrypto/p384-ecdsa/verify", "ECDSA", "p384 0.14", "-", "operation", "verification", 384, 0, 0, |id, _m| peers_ecc::p384::verify(id);
    "rustcrypto/p384-ecdh/shared-secret", "rustcrypto", "rustcrypto/p384-ecdh", "ECDH", "p384 0.14", "-", "operation", "shared-secret", 384, 0, 0, |id, _m| peers_ecc::p384::ecdh(id);
    "rustcrypto/p521-ecdsa/sign", "rustcrypto", "rustcrypto/p521-ecdsa/sign", "ECDSA", "p521 0.14", "-", "operation", "signature", 521, 0, 0, |id, _m| peers_ecc::p521::sign(id);
    "rustcrypto/p521-ecdsa/verify", "rustcrypto", "rustcrypto/p521-ecdsa/verify", "ECDSA", "p521 0.14", "-", "operation", "verification", 521, 0, 0, |id, _m| peers_ecc::p521::verify(id);
    "rustcrypto/p521-ecdh/shared-secret", "rustcrypto", "rustcrypto/p521-ecdh", "ECDH", "p521 0.14", "-", "operation", "shared-secret", 521, 0, 0, |id, _m| peers_ecc::p521::ecdh(id);
    "rustcrypto/k256-ecdsa/sign", "rustcrypto", "rustcrypto/k256-ecdsa/sign", "ECDSA secp256k1", "k256 0.14", "-", "operation", "signature", 256, 0, 0, |id, _m| peers_ecc::k256::sign(id);
    "rustcrypto/k256-ecdsa/verify", "rustcrypto", "rustcrypto/k256-ecdsa/verify", "ECDSA secp256k1", "k256 0.14", "-", "operation", "verification", 256, 0, 0, |id, _m| peers_ecc::k256::verify(id);
    "rustcrypto/k256-ecdh/shared-secret", "rustcrypto", "rustcrypto/k256-ecdh", "ECDH secp256k1", "k256 0.14", "-", "operation", "shared-secret", 256, 0, 0, |id, _m| peers_ecc::k256::ecdh(id);
    "rustcrypto/ed25519-dalek/sign/1023", "rustcrypto", "rustcrypto/ed25519-dalek/sign", "Ed25519", "ed25519-dalek 3.0 (fast: precomputed tables)", "opthigh", "operation", "signature", 255, 1023, 0, |id, m| peers_ecc::ed25519_fast::sign(id, &m[..1023]);
    "rustcrypto/ed25519-dalek/verify/1023", "rustcrypto", "rustcrypto/ed25519-dalek/verify", "Ed25519", "ed25519-dalek 3.0 (fast: precomputed tables)", "opthigh", "operation", "verification", 255, 1023, 0, |id, m| peers_ecc::ed25519_fast::verify(id, &m[..1023]);
    "rustcrypto/ed25519-dalek-no-table/sign/1023", "rustcrypto", "rustcrypto/ed25519-dalek-no-table/sign", "Ed25519", "ed25519-dalek 2.2 (no precomputed tables)", "optlow", "operation", "signature", 255, 1023, 0, |id, m| peers_ecc::ed25519_no_table::sign(id, &m[..1023]);
    "rustcrypto/ed25519-dalek-no-table/verify/1023", "rustcrypto", "rustcrypto/ed25519-dalek-no-table/verify", "Ed25519", "ed25519-dalek 2.2 (no precomputed tables)", "optlow", "operation", "verification", 255, 1023, 0, |id, m| peers_ecc::ed25519_no_table::verify(id, &m[..1023]);
    "rustcrypto/x25519-dalek/shared-secret", "rustcrypto", "rustcrypto/x25519-dalek", "X25519", "x25519-dalek 3.0", "-", "operation", "shared-secret", 255, 0, 0, |id, _m| peers_ecc::x25519_shared(id);
    "rustcrypto/aes128-gcm/enc/8000", "rustcrypto", "rustcrypto/aes-gcm/enc", "AES-GCM", "aes-gcm 0.11 (aes 0.9)", "-", "sole-buffer", "encryption", 128, 8000, 0, |id, m| peers_aead::encrypt::<aes_gcm::Aes128Gcm>(id, 16, &m[..8000], &AES128_GCM_CT_8000, &AES128_GCM_TAG_8000);
    "rustcrypto/aes128-gcm/dec/8000", "rustcrypto", "rustcrypto/aes-gcm/dec", "AES-GCM", "aes-gcm 0.11 (aes 0.9)", "-", "sole-buffer", "decryption", 128, 8000, 0, |id, m| peers_aead::decrypt::<aes_gcm::Aes128Gcm>(id, 16, &AES128_GCM_CT_8000, &AES128_GCM_TAG_8000, &m[..8000]);
    "rustcrypto/chacha20poly1305/enc/8000", "rustcrypto", "rustcrypto/chacha20poly1305/enc", "ChaCha20-Poly1305", "chacha20poly1305 0.11", "-", "sole-buffer", "encryption", 256, 8000, 0, |id, m| peers_aead::encrypt::<chacha20poly1305::ChaCha20Poly1305>(id, 32, &m[..8000], &CHACHA20_POLY1305_CT_8000, &CHACHA20_POLY1305_TAG_8000);
    "rustcrypto/chacha20poly1305/dec/8000", "rustcrypto", "rustcrypto/chacha20poly1305/dec", "ChaCha20-Poly1305", "chacha20poly1305 0.11", "-", "sole-buffer", "decryption", 256, 8000, 0, |id, m| peers_aead::decrypt::<chacha20poly1305::ChaCha20Poly1305>(id, 32, &CHACHA20_POLY1305_CT_8000, &CHACHA20_POLY1305_TAG_8000, &m[..8000]);
    "rustcrypto/ml-dsa-44/keygen", "rustcrypto", "rustcrypto/ml-dsa-44/keygen", "ML-DSA-44", "ml-dsa 0.1", "-", "operation", "key-generation", 0, 0, 0, |id, _m| peers_ml_dsa::keygen_44(id);
    "rustcrypto/ml-dsa-44/sign", "rustcrypto", "rustcrypto/ml-dsa-44/sign", "ML-DSA-44", "ml-dsa 0.1", "-", "operation", "signature", 0, 32, 0, |id, m| peers_ml_dsa::sign_44(id, &m[..32]);
    "rustcrypto/ml-dsa-44/verify", "rustcrypto", "rustcrypto/ml-dsa-44/verify", "ML-DSA-44", "ml-dsa 0.1", "-", "operation", "verification", 0, 32, 0, |id, m| peers_ml_dsa::verify_44(id, &m[..32]);
    #[cfg(target_has_atomic = "ptr")]
    "rustcrypto/rsa3072-pss-sha256/sign", "rustcrypto", "rustcrypto/rsa-pss-sha256/sign", "RSA-PSS SHA-256", "rsa 0.10 (crypto-bigint 0.7, crt, blinded, checked) + embedded-alloc 0.7", "-", "operation", "signature", 3072, 32, 0, |id, _m| rsa::peer::sign(id, rsa::Key::Rsa3072, rsa::Scheme::Pss);
    #[cfg(target_has_atomic = "ptr")]
    "rustcrypto/rsa3072-pss-sha256/verify", "rustcrypto", "rustcrypto/rsa-pss-sha256/verify", "RSA-PSS SHA-256", "rsa 0.10 (crypto-bigint 0.7) + embedded-alloc 0.7", "-", "operation", "verification", 3072, 32, 0, |id, _m| rsa::peer::verify(id, rsa::Key::Rsa3072, rsa::Scheme::Pss);
    #[cfg(target_has_atomic = "ptr")]
    "rustcrypto/rsa2048-pkcs1-sha256/sign", "rustcrypto", "rustcrypto/rsa-pkcs1-sha256/sign", "RSA PKCS#1 v1.5 SHA-256", "rsa 0.10 (crypto-bigint 0.7, crt, blinded, checked) + embedded-alloc 0.7", "-", "operation", "signature", 2048, 32, 0, |id, _m| rsa::peer::sign(id, rsa::Key::Rsa2048, rsa::Scheme::Pkcs1v15);
    #[cfg(target_has_atomic = "ptr")]
    "rustcrypto/rsa2048-pkcs1-sha256/verify", "rustcrypto", "rustcrypto/rsa-pkcs1-sha256/verify", "RSA PKCS#1 v1.5 SHA-256", "rsa 0.10 (crypto-bigint 0.7) + embedded-alloc 0.7", "-", "operation", "verification", 2048, 32, 0, |id, _m| rsa::peer::verify(id, rsa::Key::Rsa2048, rsa::Scheme::Pkcs1v15);
    #[cfg(target_has_atomic = "ptr")]
    "rustcrypto/rsa1024-pkcs1-sha256/sign", "rustcrypto", "rustcrypto/rsa-pkcs1-sha256/sign", "RSA PKCS#1 v1.5 SHA-256", "rsa 0.10 (crypto-bigint 0.7, crt, blinded, checked) + embedded-alloc 0.7", "-", "operation", "signature", 1024, 32, 0, |id, _m| rsa::peer::sign(id, rsa::Key::Rsa1024, rsa::Scheme::Pkcs1v15);
    #[cfg(target_has_atomic = "ptr")]
    "rustcrypto/rsa1024-pkcs1-sha256/verify", "rustcrypto", "rustcrypto/rsa-pkcs1-sha256/verify", "RSA PKCS#1 v1.5 SHA-256", "rsa 0.10 (crypto-bigint 0.7) + embedded-alloc 0.7", "-", "operation", "verification", 1024, 32, 0, |id, _m| rsa::peer::verify(id, rsa::Key::Rsa1024, rsa::Scheme::Pkcs1v15);
    // Calibration (src/calibration.rs): published board cycles exist for these; the report prints
    // estimated / measured.
    "calibration/p256-0.11.1/sign-prehashed", "calibration", "calibration/p256-0.11.1/sign", "ECDSA", "p256 0.11.1 + ecdsa 0.14.3", "-", "operation", "signature", 256, 0, 0, |id, _m| calibration::p256_sign(id);
    "calibration/p256-0.11.1/verify-prehashed", "calibration", "calibration/p256-0.11.1/verify", "ECDSA", "p256 0.11.1 + ecdsa 0.14.3", "-", "operation", "verification", 256, 0, 0, |id, _m| calibration::p256_verify(id);
}
