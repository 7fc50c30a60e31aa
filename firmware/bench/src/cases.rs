//! The benchmark cases: one line each. Later issues add their algorithms here (and, for a new message
//! length or algorithm, its known answer in `build.rs`).
//!
//! Columns: stable id (the report and `--check` key on it), library (`emcrypt`, or `rustcrypto` for the peer
//! cases that give the "vs RustCrypto" column), footprint group (cases of one group share one
//! code/const/global figure: the host builds the firmware with the group's first case alone and subtracts
//! an empty build), algorithm (CMOX-style name), emcrypt variant, the CMOX configuration word it stands for
//! (`-` for none: CMOX's hash functions have no configuration), API (`sole-buffer`, `data-flow`,
//! `generate-tag`, `operation`), operation, key bits, message bytes, chunk bytes (0 for none), and the body:
//! `|id, message| -> Outcome`.
//!
//! Hashes follow CMOX's rows where CMOX has them (SHA-256, SHA-384: 32/64/128-byte sole buffers, 8000 bytes
//! in 128/512/1024/2048-byte chunks, the final step alone), plus 1 KiB and 8000-byte sole buffers; the other
//! hashes and HMAC get a short (64 B) and a long (8000 B) message. SHA-224 and SHA-512/t are left out: they
//! run the same code as SHA-256 and SHA-512 with another initial value.

use crate::hash::{data_flow, generate_tag, keccak_f1600, sole_buffer};
use crate::kat::*;
use crate::mac::hmac_sole_buffer;
use crate::peers;
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
    // Peers: the RustCrypto crates in the same firmware and model (the rows of rustcrypto_model.csv).
    "rustcrypto/sha2-sha256/sole-buffer/64", "rustcrypto", "rustcrypto/sha2-sha256/sole-buffer", "SHA-256", "sha2 0.11", "-", "sole-buffer", "digest", 0, 64, 0, |id, m| peers::digest::<sha2::Sha256>(id, &m[..64], &SHA256_64);
    "rustcrypto/sha2-sha256/sole-buffer/8000", "rustcrypto", "rustcrypto/sha2-sha256/sole-buffer", "SHA-256", "sha2 0.11", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| peers::digest::<sha2::Sha256>(id, &m[..8000], &SHA256_8000);
    "rustcrypto/sha2-sha384/sole-buffer/8000", "rustcrypto", "rustcrypto/sha2-sha384/sole-buffer", "SHA-384", "sha2 0.11", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| peers::digest::<sha2::Sha384>(id, &m[..8000], &SHA384_8000);
    "rustcrypto/sha2-sha512/sole-buffer/8000", "rustcrypto", "rustcrypto/sha2-sha512/sole-buffer", "SHA-512", "sha2 0.11", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| peers::digest::<sha2::Sha512>(id, &m[..8000], &SHA512_8000);
    "rustcrypto/sha3-256/sole-buffer/8000", "rustcrypto", "rustcrypto/sha3-256/sole-buffer", "SHA3-256", "sha3 0.12", "-", "sole-buffer", "digest", 0, 8000, 0, |id, m| peers::digest::<::sha3::Sha3_256>(id, &m[..8000], &SHA3_256_8000);
    "rustcrypto/hmac-sha256/sole-buffer/8000", "rustcrypto", "rustcrypto/hmac-sha256/sole-buffer", "HMAC-SHA-256", "hmac 0.13 + sha2 0.11", "-", "sole-buffer", "mac", 256, 8000, 0, |id, m| peers::hmac_sha256(id, &m[..8000], &HMAC_SHA256_8000);
}
