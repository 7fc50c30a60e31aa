//! `emcrypt ed25519|ed448 keygen|sign|verify` (RFC 8032).
//!
//! Keys: PKCS#8 (`PRIVATE KEY`) and SubjectPublicKeyInfo (`PUBLIC KEY`) PEM or DER as RFC 8410 defines
//! them, or the raw key (the 32- or 57-byte seed, the 32- or 57-byte public key) as bytes or hex.
//! `--context HEX` signs with a context: Ed25519ctx for Ed25519 (a non-empty context), Ed448's own context.

use super::der;
use super::{hex_option, lib_err, read_input, read_key, report_verification, write_output, Failure, KeyFile, KeygenOut, Result, SignArgs, VerifyArgs};
use clap::{Subcommand, ValueEnum};
use emcrypt::ecc::curve25519::ed25519;
use emcrypt::ecc::curve448::ed448;
use zeroize::Zeroizing;

#[derive(Clone, Copy, PartialEq)]
pub enum Curve {
    Ed25519,
    Ed448,
}

impl Curve {
    /// Seed and public key length.
    fn key_len(self) -> usize {
        match self {
            Curve::Ed25519 => 32,
            Curve::Ed448 => ed448::KEY_LEN,
        }
    }

    fn oid(self) -> &'static [u8] {
        match self {
            Curve::Ed25519 => der::OID_ED25519,
            Curve::Ed448 => der::OID_ED448,
        }
    }

    /// The public key of `seed` (of `key_len` bytes).
    fn public_key(self, seed: &[u8]) -> Vec<u8> {
        match self {
            Curve::Ed25519 => ed25519::SigningKey::<emcrypt::ecc::curve25519::PrecomputedTable>::from_seed(seed.try_into().expect("checked length"))
                .verifying_key()
                .to_bytes()
                .to_vec(),
            Curve::Ed448 => ed448::SigningKey::from_seed(seed.try_into().expect("checked length")).verifying_key().to_bytes().to_vec(),
        }
    }
}

#[derive(Subcommand)]
pub enum Op {
    /// Generate a key pair.
    Keygen {
        /// Key file format: pem (PKCS#8 and SubjectPublicKeyInfo, RFC 8410), der, hex (raw seed and public
        /// key), raw (raw bytes).
        #[arg(long, value_enum, default_value = "pem")]
        format: KeyFormat,
        #[command(flatten)]
        out: KeygenOut,
    },
    /// Sign a message.
    Sign {
        /// Context string, in hex (Ed25519ctx / Ed448 context; at most 255 bytes).
        #[arg(long)]
        context: Option<String>,
        #[command(flatten)]
        args: SignArgs,
    },
    /// Verify a signature (prints `Verified OK`, or fails with exit status 1).
    Verify {
        /// Context string, in hex.
        #[arg(long)]
        context: Option<String>,
        #[command(flatten)]
        args: VerifyArgs,
    },
}

#[derive(Clone, Copy, ValueEnum, PartialEq)]
pub enum KeyFormat {
    Pem,
    Der,
    Hex,
    Raw,
}

pub fn run(curve: Curve, op: Op) -> Result<()> {
    match op {
        Op::Keygen { format, out } => {
            let mut seed = Zeroizing::new(vec![0u8; curve.key_len()]);
            super::random_bytes(&mut seed)?;
            let public = curve.public_key(&seed);
            // RFC 8410: the private key is an OCTET STRING inside PKCS#8's OCTET STRING.
            let pkcs8 = Zeroizing::new(der::pkcs8(curve.oid(), None, &der::element(der::OCTET_STRING, &[&seed])));
            let spki = der::spki(curve.oid(), None, &public);
            let (private, public) = match format {
                KeyFormat::Pem => (der::pem("PRIVATE KEY", &pkcs8).into_bytes(), der::pem("PUBLIC KEY", &spki).into_bytes()),
                KeyFormat::Der => (pkcs8.to_vec(), spki),
                KeyFormat::Hex => (format!("{}\n", hex::encode(&seed[..])).into_bytes(), format!("{}\n", hex::encode(&public)).into_bytes()),
                KeyFormat::Raw => (seed.to_vec(), public),
            };
            let private = Zeroizing::new(private);
            write_output(out.out.as_deref(), &private, false)?;
            if let Some(path) = out.pub_out.as_deref() {
                write_output(Some(path), &public, false)?;
            }
            Ok(())
        }
        Op::Sign { context, args } => {
            let context = hex_option("context", context.as_deref())?;
            let seed = load_seed(curve, &args.key)?;
            let msg = read_input(args.message.as_deref())?;
            let sig = match curve {
                Curve::Ed25519 => {
                    let key = ed25519::SigningKey::<emcrypt::ecc::curve25519::PrecomputedTable>::from_seed(seed[..].try_into().expect("checked length"));
                    if context.is_empty() {
                        key.sign(&msg).to_vec()
                    } else {
                        key.sign_ctx(&msg, &context).map_err(lib_err("signing"))?.to_vec()
                    }
                }
                Curve::Ed448 => ed448::SigningKey::from_seed(seed[..].try_into().expect("checked length"))
                    .sign(&msg, &context)
                    .map_err(lib_err("signing"))?
                    .to_vec(),
            };
            write_output(args.out.as_deref(), &sig, args.hex)
        }
        Op::Verify { context, args } => {
            let context = hex_option("context", context.as_deref())?;
            let public = load_public(curve, &args.key)?;
            let sig = super::read_bytes(&args.sig, args.hex)?;
            let msg = read_input(args.message.as_deref())?;
            let result = match curve {
                Curve::Ed25519 => ed25519::VerifyingKey::<emcrypt::ecc::curve25519::PrecomputedTable>::from_slice(&public).and_then(|k| {
                    if context.is_empty() {
                        k.verify(&msg, &sig)
                    } else {
                        k.verify_ctx(&msg, &context, &sig)
                    }
                }),
                Curve::Ed448 => ed448::VerifyingKey::from_slice(&public).and_then(|k| k.verify(&msg, &context, &sig)),
            };
            report_verification(result)
        }
    }
}

/// The raw key of a PKCS#8 / SubjectPublicKeyInfo of this curve, or of a raw key of the right length.
fn check_len(curve: Curve, path: &str, key: Vec<u8>, what: &str) -> Result<Vec<u8>> {
    if key.len() == curve.key_len() {
        Ok(key)
    } else {
        Err(Failure::Failed(format!("{path}: the {what} must be {} bytes, not {}", curve.key_len(), key.len())))
    }
}

fn seed_of_pkcs8(curve: Curve, der_bytes: &[u8]) -> std::result::Result<Vec<u8>, String> {
    let (algorithm, parameter, key) = der::read_pkcs8(der_bytes)?;
    if algorithm != curve.oid() || parameter.is_some() {
        return Err("a PKCS#8 key of another algorithm".to_string());
    }
    Ok(der::Reader::single(key, der::OCTET_STRING)?.to_vec())
}

fn load_seed(curve: Curve, path: &str) -> Result<Zeroizing<Vec<u8>>> {
    let in_file = |e: String| Failure::Failed(format!("{path}: {e}"));
    let seed = match read_key(path)? {
        KeyFile::Pem { label, der } if label == "PRIVATE KEY" => seed_of_pkcs8(curve, &der).map_err(in_file)?,
        KeyFile::Pem { label, .. } => return Err(in_file(format!("a PEM '{label}' is not a private key"))),
        KeyFile::Hex(raw) => raw,
        KeyFile::Binary(bytes) if bytes.len() == curve.key_len() => bytes,
        KeyFile::Binary(der) => seed_of_pkcs8(curve, &der).map_err(in_file)?,
    };
    Ok(Zeroizing::new(check_len(curve, path, seed, "private key (seed)")?))
}

fn load_public(curve: Curve, path: &str) -> Result<Vec<u8>> {
    let in_file = |e: String| Failure::Failed(format!("{path}: {e}"));
    let spki_key = |der_bytes: &[u8]| -> std::result::Result<Vec<u8>, String> {
        let (algorithm, parameter, key) = der::read_spki(der_bytes)?;
        if algorithm != curve.oid() || parameter.is_some() {
            return Err("a public key of another algorithm".to_string());
        }
        Ok(key.to_vec())
    };
    let key = match read_key(path)? {
        KeyFile::Pem { label, der } => match label.as_str() {
            "PUBLIC KEY" => spki_key(&der).map_err(in_file)?,
            "PRIVATE KEY" => return Ok(curve.public_key(&load_seed(curve, path)?)),
            other => return Err(in_file(format!("a PEM '{other}' is not a public key"))),
        },
        KeyFile::Hex(raw) => raw,
        KeyFile::Binary(bytes) if bytes.len() == curve.key_len() => bytes,
        KeyFile::Binary(der) => spki_key(&der).map_err(in_file)?,
    };
    check_len(curve, path, key, "public key")
}
