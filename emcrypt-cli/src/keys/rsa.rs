//! `emcrypt rsa sign|verify|encrypt|decrypt`: PKCS#1 v1.5 and PSS signatures, PKCS#1 v1.5 and OAEP
//! encryption, keys up to 8192 bits.
//!
//! Keys: private keys as PKCS#8 (`PRIVATE KEY`) or PKCS#1 (`RSA PRIVATE KEY`) PEM or DER; public keys as
//! SubjectPublicKeyInfo (`PUBLIC KEY`) or PKCS#1 (`RSA PUBLIC KEY`) PEM or DER, or the public half of a
//! private key file. Private operations use the CRT, base blinding and the result check.
//! PSS and OAEP use MGF1 with the message hash. `rsa keygen --bits N` generates a key (FIPS 186-5 probable
//! primes, the library's [`generate_key`]) and writes it as PKCS#8 (default), PKCS#1 or DER, the public key
//! as SubjectPublicKeyInfo.

use super::der::{element, INTEGER, SEQUENCE};
use super::{hex_option, lib_err, read_bytes, read_input, read_key, report_verification, write_output, Failure, KeyFile, KeygenOut, Result, SignArgs, VerifyArgs};
use crate::rsa_hash::{with_rsa_hash, RSA_HASHES};
use clap::{Args, Subcommand, ValueEnum};
use emcrypt::rsa::{generate_key, keygen_work_limbs, private_work_limbs, public_work_limbs, GeneratedKey, KeyPart, PrivateKey, PrivateOptions, PublicKey, MIN_KEYGEN_BITS};
use zeroize::Zeroizing;

/// Key capacity in 32-bit limbs (8192 bits).
const L: usize = 256;

#[derive(Subcommand)]
pub enum Op {
    /// Generate a key pair (slow for large keys: a few seconds for 4096 bits).
    Keygen {
        /// Modulus size in bits: a multiple of 32, from 1024 (2048 or more for FIPS 186-5) to 8192.
        #[arg(long, default_value_t = 2048)]
        bits: usize,
        /// Public exponent (odd, above 2^16), in decimal.
        #[arg(long, default_value_t = 65537)]
        e: u64,
        /// Key file format: pem (PKCS#8 and SubjectPublicKeyInfo), pkcs1 (`RSA PRIVATE KEY` and `RSA PUBLIC KEY`
        /// PEM), der (PKCS#8 and SubjectPublicKeyInfo DER).
        #[arg(long, value_enum, default_value = "pem")]
        format: KeyFormat,
        #[command(flatten)]
        out: KeygenOut,
    },
    /// Sign a message.
    Sign {
        #[command(flatten)]
        scheme: SignScheme,
        #[command(flatten)]
        args: SignArgs,
    },
    /// Verify a signature (prints `Verified OK`, or fails with exit status 1).
    Verify {
        #[command(flatten)]
        scheme: SignScheme,
        #[command(flatten)]
        args: VerifyArgs,
    },
    /// Encrypt a message (at most the key size minus the padding).
    Encrypt {
        #[command(flatten)]
        scheme: EncryptScheme,
        /// The public key file (a private key file also works).
        #[arg(long, value_name = "FILE")]
        key: String,
        /// File for the ciphertext (standard output without it).
        #[arg(long, value_name = "FILE")]
        out: Option<String>,
        /// Write the ciphertext as hex text.
        #[arg(long)]
        hex: bool,
        /// The message file (standard input without it, or `-`).
        message: Option<String>,
    },
    /// Decrypt a ciphertext; the message is written as raw bytes.
    Decrypt {
        #[command(flatten)]
        scheme: EncryptScheme,
        /// The private key file.
        #[arg(long, value_name = "FILE")]
        key: String,
        /// File for the message (standard output without it).
        #[arg(long, value_name = "FILE")]
        out: Option<String>,
        /// The ciphertext is hex text.
        #[arg(long)]
        hex: bool,
        /// The ciphertext file (standard input without it, or `-`).
        ciphertext: Option<String>,
    },
}

#[derive(Args)]
pub struct SignScheme {
    /// Signature scheme.
    #[arg(long, value_enum, default_value = "pss")]
    scheme: SigScheme,
    /// Message hash (also MGF1's for PSS).
    #[arg(long, default_value = "sha256")]
    hash: String,
    /// PSS salt length in bytes (default when signing: the hash length; when verifying: any).
    #[arg(long, value_name = "N")]
    salt_len: Option<usize>,
}

#[derive(Args)]
pub struct EncryptScheme {
    /// Encryption scheme.
    #[arg(long, value_enum, default_value = "oaep")]
    scheme: EncScheme,
    /// OAEP hash (also MGF1's).
    #[arg(long, default_value = "sha256")]
    hash: String,
    /// OAEP label, in hex.
    #[arg(long)]
    label: Option<String>,
}

#[derive(Clone, Copy, ValueEnum, PartialEq)]
pub enum KeyFormat {
    Pem,
    Pkcs1,
    Der,
}

#[derive(Clone, Copy, ValueEnum, PartialEq)]
pub enum SigScheme {
    Pkcs1,
    Pss,
}

#[derive(Clone, Copy, ValueEnum, PartialEq)]
pub enum EncScheme {
    Pkcs1,
    Oaep,
}

fn unknown_hash(name: &str) -> Failure {
    Failure::Usage(format!("unknown hash '{name}'; known: {}", RSA_HASHES.join(", ")))
}

/// Working buffer for private operations, with or without the CRT.
fn private_work() -> Zeroizing<Vec<u32>> {
    let opts = PrivateOptions::default();
    Zeroizing::new(vec![0u32; private_work_limbs(32 * L, opts.window, true).max(private_work_limbs(32 * L, opts.window, false))])
}

pub fn run(op: Op) -> Result<()> {
    match op {
        Op::Keygen { bits, e, format, out } => {
            if bits > 32 * L || !bits.is_multiple_of(32) || bits < MIN_KEYGEN_BITS {
                return Err(Failure::Usage(format!("--bits must be a multiple of 32 from {MIN_KEYGEN_BITS} to {}", 32 * L)));
            }
            let e_bytes = e.to_be_bytes();
            let mut rng = super::rng::os_drbg()?;
            let mut work = vec![0u32; keygen_work_limbs(bits)];
            let key = generate_key(&mut rng, bits, &e_bytes, &mut work).map_err(|err| match err {
                emcrypt::Error::InvalidParameter => Failure::Usage(format!("--e {e}: the public exponent must be odd and above 2^16")),
                other => lib_err("key generation")(other),
            })?;
            let (private, public) = encode_key(&key, format);
            write_output(out.out.as_deref(), &private, false)?;
            if let Some(path) = out.pub_out.as_deref() {
                write_output(Some(path), &public, false)?;
            }
            Ok(())
        }
        Op::Sign { scheme, args } => {
            let key = load_private(&args.key)?;
            let msg = read_input(args.message.as_deref())?;
            let mut rng = super::rng::os_drbg()?;
            let (mut work, opts) = (private_work(), PrivateOptions::default());
            let mut sig = vec![0u8; key.public_key().size()];
            let hash = scheme.hash.as_str();
            let signed = with_rsa_hash!(hash, H => match scheme.scheme {
                SigScheme::Pkcs1 => key.sign_pkcs1v15::<H, _>(&mut rng, &msg, &mut sig, &mut work, &opts),
                SigScheme::Pss => {
                    let salt_len = scheme.salt_len.unwrap_or(<H as emcrypt::hash::Hash>::OUTPUT_LEN);
                    key.sign_pss::<H, _>(&mut rng, &msg, salt_len, &mut sig, &mut work, &opts)
                }
            }, else return Err(unknown_hash(hash)));
            signed.map_err(lib_err("signing"))?;
            write_output(args.out.as_deref(), &sig, args.hex)
        }
        Op::Verify { scheme, args } => {
            let key = load_public(&args.key)?;
            let sig = read_bytes(&args.sig, args.hex)?;
            let msg = read_input(args.message.as_deref())?;
            let mut work = vec![0u32; public_work_limbs(32 * L)];
            let hash = scheme.hash.as_str();
            let result = with_rsa_hash!(hash, H => match scheme.scheme {
                SigScheme::Pkcs1 => key.verify_pkcs1v15::<H>(&msg, &sig, &mut work),
                SigScheme::Pss => key.verify_pss::<H>(&msg, &sig, scheme.salt_len, &mut work),
            }, else return Err(unknown_hash(hash)));
            report_verification(result)
        }
        Op::Encrypt { scheme, key, out, hex, message } => {
            let label = hex_option("label", scheme.label.as_deref())?;
            let key = load_public(&key)?;
            let msg = read_input(message.as_deref())?;
            let mut rng = super::rng::os_drbg()?;
            let mut work = vec![0u32; public_work_limbs(32 * L)];
            let mut ct = vec![0u8; key.size()];
            let hash = scheme.hash.as_str();
            let result = match scheme.scheme {
                EncScheme::Pkcs1 => key.encrypt_pkcs1v15(&mut rng, &msg, &mut ct, &mut work),
                EncScheme::Oaep => with_rsa_hash!(hash, H =>
                    key.encrypt_oaep::<H, H, _>(&mut rng, &msg, &label, &mut ct, &mut work), else return Err(unknown_hash(hash))),
            };
            result.map_err(lib_err("encryption"))?;
            write_output(out.as_deref(), &ct, hex)
        }
        Op::Decrypt { scheme, key, out, hex, ciphertext } => {
            let label = hex_option("label", scheme.label.as_deref())?;
            let key = load_private(&key)?;
            let ct = match ciphertext.as_deref() {
                Some(path) if path != "-" => read_bytes(path, hex)?,
                _ => {
                    let data = read_input(None)?;
                    if hex { super::decode_hex_text(&data).ok_or("standard input: not hex text")? } else { data }
                }
            };
            let mut rng = super::rng::os_drbg()?;
            let (mut work, opts) = (private_work(), PrivateOptions::default());
            let mut msg = Zeroizing::new(vec![0u8; key.public_key().size()]);
            let hash = scheme.hash.as_str();
            let result = match scheme.scheme {
                EncScheme::Pkcs1 => key.decrypt_pkcs1v15(&mut rng, &ct, &mut msg, &mut work, &opts),
                EncScheme::Oaep => with_rsa_hash!(hash, H =>
                    key.decrypt_oaep::<H, H, _>(&mut rng, &ct, &label, &mut msg, &mut work, &opts), else return Err(unknown_hash(hash))),
            };
            let n = result.map_err(lib_err("decryption"))?;
            write_output(out.as_deref(), &msg[..n], false)
        }
    }
}

/// A DER INTEGER from big-endian magnitude bytes (minimal: leading zeros dropped, a zero byte added when
/// the top bit is set).
fn der_integer(bytes: &[u8]) -> Vec<u8> {
    let start = bytes.iter().position(|b| *b != 0).unwrap_or(bytes.len().saturating_sub(1));
    let trimmed = &bytes[start.min(bytes.len())..];
    if trimmed.first().is_some_and(|b| b & 0x80 != 0) {
        element(INTEGER, &[&[0], trimmed])
    } else {
        element(INTEGER, &[trimmed])
    }
}

/// `AlgorithmIdentifier { rsaEncryption, NULL }` (RFC 8017 A.1).
const RSA_ALGORITHM: &[u8] = &[0x30, 0x0d, 0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x01, 0x05, 0x00];

/// The private and public key files of a generated key, in `format`.
fn encode_key(key: &GeneratedKey<'_>, format: KeyFormat) -> (Zeroizing<Vec<u8>>, Vec<u8>) {
    let int = |part: KeyPart| {
        let mut bytes = Zeroizing::new(vec![0u8; key.part_len(part)]);
        key.write_be(part, &mut bytes).expect("buffer of part_len bytes");
        Zeroizing::new(der_integer(&bytes))
    };
    let parts: Vec<Zeroizing<Vec<u8>>> = KeyPart::ALL.iter().map(|part| int(*part)).collect();
    // RSAPrivateKey: version 0, n, e, d, p, q, dP, dQ, qInv; RSAPublicKey: n, e.
    let mut fields: Vec<&[u8]> = vec![&[0x02, 0x01, 0x00]];
    fields.extend(parts.iter().map(|p| p.as_slice()));
    let pkcs1 = Zeroizing::new(element(SEQUENCE, &fields));
    let pkcs1_public = element(SEQUENCE, &[&parts[0], &parts[1]]);
    let spki = element(SEQUENCE, &[RSA_ALGORITHM, &super::der::bit_string(&pkcs1_public)]);
    let octets = Zeroizing::new(element(super::der::OCTET_STRING, &[&pkcs1]));
    let pkcs8 = Zeroizing::new(element(SEQUENCE, &[&[0x02, 0x01, 0x00], RSA_ALGORITHM, &octets]));
    match format {
        KeyFormat::Pem => (Zeroizing::new(super::der::pem("PRIVATE KEY", &pkcs8).into_bytes()), super::der::pem("PUBLIC KEY", &spki).into_bytes()),
        KeyFormat::Pkcs1 => (
            Zeroizing::new(super::der::pem("RSA PRIVATE KEY", &pkcs1).into_bytes()),
            super::der::pem("RSA PUBLIC KEY", &pkcs1_public).into_bytes(),
        ),
        KeyFormat::Der => (pkcs8, spki),
    }
}

/// Reads a private key file: PKCS#8 or PKCS#1, PEM or DER.
fn load_private(path: &str) -> Result<Box<PrivateKey<L>>> {
    let in_file = |e: emcrypt::Error| Failure::Failed(format!("{path}: RSA private key: {e}"));
    let key = match read_key(path)? {
        KeyFile::Pem { label, der } => match label.as_str() {
            "PRIVATE KEY" => PrivateKey::from_pkcs8_der(&der),
            "RSA PRIVATE KEY" => PrivateKey::from_pkcs1_der(&der),
            other => return Err(Failure::Failed(format!("{path}: a PEM '{other}' is not an RSA private key"))),
        },
        KeyFile::Binary(der) => PrivateKey::from_pkcs8_der(&der).or_else(|_| PrivateKey::from_pkcs1_der(&der)),
        KeyFile::Hex(_) => return Err(Failure::Failed(format!("{path}: an RSA key must be PEM or DER, not hex"))),
    };
    key.map(Box::new).map_err(in_file)
}

/// Reads a public key file (SubjectPublicKeyInfo or PKCS#1, PEM or DER), or a private key file's public half.
fn load_public(path: &str) -> Result<Box<PublicKey<L>>> {
    let in_file = |e: emcrypt::Error| Failure::Failed(format!("{path}: RSA public key: {e}"));
    let key = match read_key(path)? {
        KeyFile::Pem { label, der } => match label.as_str() {
            "PUBLIC KEY" => PublicKey::from_public_key_der(&der),
            "RSA PUBLIC KEY" => PublicKey::from_pkcs1_der(&der),
            "PRIVATE KEY" | "RSA PRIVATE KEY" => return Ok(Box::new(load_private(path)?.public_key().clone())),
            other => return Err(Failure::Failed(format!("{path}: a PEM '{other}' is not an RSA public key"))),
        },
        KeyFile::Binary(der) => match PublicKey::from_public_key_der(&der).or_else(|_| PublicKey::from_pkcs1_der(&der)) {
            Ok(key) => Ok(key),
            Err(e) => match load_private(path) {
                Ok(private) => Ok(private.public_key().clone()),
                Err(_) => Err(e),
            },
        },
        KeyFile::Hex(_) => return Err(Failure::Failed(format!("{path}: an RSA key must be PEM or DER, not hex"))),
    };
    key.map(Box::new).map_err(in_file)
}
