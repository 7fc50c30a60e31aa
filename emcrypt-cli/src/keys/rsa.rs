//! `emcrypt rsa sign|verify|encrypt|decrypt`: PKCS#1 v1.5 and PSS signatures, PKCS#1 v1.5 and OAEP
//! encryption, keys up to 8192 bits.
//!
//! Keys: private keys as PKCS#8 (`PRIVATE KEY`) or PKCS#1 (`RSA PRIVATE KEY`) PEM or DER; public keys as
//! SubjectPublicKeyInfo (`PUBLIC KEY`) or PKCS#1 (`RSA PUBLIC KEY`) PEM or DER, or the public half of a
//! private key file. Private operations use the CRT, base blinding and the result check.
//! PSS and OAEP use MGF1 with the message hash. `rsa keygen` is not available: the library has no RSA key
//! generation yet.

use super::{hex_option, lib_err, read_bytes, read_input, read_key, report_verification, write_output, Failure, KeyFile, Result, SignArgs, VerifyArgs};
use crate::rsa_hash::{with_rsa_hash, RSA_HASHES};
use clap::{Args, Subcommand, ValueEnum};
use emcrypt::rsa::{private_work_limbs, public_work_limbs, PrivateKey, PrivateOptions, PublicKey};
use zeroize::Zeroizing;

/// Key capacity in 32-bit limbs (8192 bits).
const L: usize = 256;

#[derive(Subcommand)]
pub enum Op {
    /// Not available: the library has no RSA key generation yet.
    Keygen,
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
        Op::Keygen => Err(Failure::Failed("rsa keygen is not available: the library has no RSA key generation yet".to_string())),
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
