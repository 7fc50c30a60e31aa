//! The key commands: `ecdsa`, `ed25519`, `ed448`, `rsa`, `ml-kem`, `ml-dsa` (key generation, signing and
//! verification, encryption and decryption, encapsulation and decapsulation), one module per family.
//!
//! Conventions shared by every family:
//! - Messages (and RSA plaintexts) are raw bytes, from a file or standard input (no file, or `-`).
//! - Signatures, ciphertexts and shared secrets are raw bytes, or hex text with `--hex`; written to `--out`
//!   or standard output.
//! - Keys are files: PEM (PKCS#8, SEC1, SubjectPublicKeyInfo, PKCS#1), DER, raw bytes, or raw hex (see each
//!   family); the format of a key file is recognised from its contents.
//! - Exit status: 0 on success; 1 when a signature does not verify, a key or input is malformed or
//!   unreadable, or an operation fails; 2 on a usage error (bad option value, bad hex in an option).

pub mod der;
pub mod ecdsa;
pub mod eddsa;
pub mod ml_dsa;
pub mod ml_kem;
pub mod rng;
pub mod rsa;

use clap::{Args, Subcommand};
use std::io::{self, Read, Write};
use std::process::ExitCode;

/// The key commands (flattened into the top-level commands).
#[derive(Subcommand)]
pub enum KeyCommand {
    /// ECDSA on P-256, P-384, P-521 and secp256k1: keygen, sign, verify.
    Ecdsa {
        #[command(subcommand)]
        op: ecdsa::Op,
    },
    /// Ed25519 (RFC 8032, with Ed25519ctx through --context): keygen, sign, verify.
    Ed25519 {
        #[command(subcommand)]
        op: eddsa::Op,
    },
    /// Ed448 (RFC 8032, with a context): keygen, sign, verify.
    Ed448 {
        #[command(subcommand)]
        op: eddsa::Op,
    },
    /// RSA PKCS#1 v1.5, PSS and OAEP: keygen, sign, verify, encrypt, decrypt.
    Rsa {
        #[command(subcommand)]
        op: rsa::Op,
    },
    /// ML-KEM-512/768/1024 (FIPS 203): keygen, encaps, decaps.
    MlKem {
        #[command(subcommand)]
        op: ml_kem::Op,
    },
    /// ML-DSA-44/65/87 (FIPS 204): keygen, sign, verify.
    MlDsa {
        #[command(subcommand)]
        op: ml_dsa::Op,
    },
}

/// Runs a key command and reports its failure.
pub fn run(command: KeyCommand) -> ExitCode {
    let result = match command {
        KeyCommand::Ecdsa { op } => ecdsa::run(op),
        KeyCommand::Ed25519 { op } => eddsa::run(eddsa::Curve::Ed25519, op),
        KeyCommand::Ed448 { op } => eddsa::run(eddsa::Curve::Ed448, op),
        KeyCommand::Rsa { op } => rsa::run(op),
        KeyCommand::MlKem { op } => ml_kem::run(op),
        KeyCommand::MlDsa { op } => ml_dsa::run(op),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(why)) => {
            eprintln!("emcrypt: {why}");
            ExitCode::from(2)
        }
        Err(Failure::Failed(why)) => {
            eprintln!("emcrypt: {why}");
            ExitCode::FAILURE
        }
    }
}

/// Why a key command failed.
#[derive(Debug)]
pub enum Failure {
    /// A bad option value (exit status 2).
    Usage(String),
    /// A failed verification, a malformed input, an I/O error (exit status 1).
    Failed(String),
}

impl From<String> for Failure {
    fn from(why: String) -> Self {
        Failure::Failed(why)
    }
}

impl From<&str> for Failure {
    fn from(why: &str) -> Self {
        Failure::Failed(why.to_string())
    }
}

pub type Result<T> = std::result::Result<T, Failure>;

/// Turns a library error into a failure, naming what was being done.
pub fn lib_err(what: &str) -> impl Fn(emcrypt::Error) -> Failure + '_ {
    move |e| Failure::Failed(format!("{what}: {e}"))
}

/// Where keygen writes: the private key to `--out` (stdout without it), the public key to `--pub-out`.
#[derive(Args)]
pub struct KeygenOut {
    /// File for the private key (standard output without it).
    #[arg(long, value_name = "FILE")]
    pub out: Option<String>,
    /// File for the public key.
    #[arg(long, value_name = "FILE")]
    pub pub_out: Option<String>,
}

/// The arguments of a signing command.
#[derive(Args)]
pub struct SignArgs {
    /// The private key file.
    #[arg(long, value_name = "FILE")]
    pub key: String,
    /// File for the signature (standard output without it).
    #[arg(long, value_name = "FILE")]
    pub out: Option<String>,
    /// Write the signature as hex text.
    #[arg(long)]
    pub hex: bool,
    /// The message file (standard input without it, or `-`).
    pub message: Option<String>,
}

/// The arguments of a verification command.
#[derive(Args)]
pub struct VerifyArgs {
    /// The public key file (a private key file also works).
    #[arg(long, value_name = "FILE")]
    pub key: String,
    /// The signature file.
    #[arg(long, value_name = "FILE")]
    pub sig: String,
    /// The signature file is hex text.
    #[arg(long)]
    pub hex: bool,
    /// The message file (standard input without it, or `-`).
    pub message: Option<String>,
}

/// Reads a whole file, or standard input for `None` or `-`.
pub fn read_input(name: Option<&str>) -> Result<Vec<u8>> {
    let mut data = Vec::new();
    match name {
        None | Some("-") => io::stdin().lock().read_to_end(&mut data).map(|_| ()),
        Some(path) => std::fs::File::open(path).and_then(|mut f| f.read_to_end(&mut data)).map(|_| ()),
    }
    .map_err(|e| Failure::Failed(format!("{}: {e}", name.unwrap_or("-"))))?;
    Ok(data)
}

/// Reads a file of bytes, or of hex text (whitespace ignored) with `hex`.
pub fn read_bytes(path: &str, hex: bool) -> Result<Vec<u8>> {
    let data = read_input(Some(path))?;
    if !hex {
        return Ok(data);
    }
    decode_hex_text(&data).ok_or_else(|| Failure::Failed(format!("{path}: not hex text")))
}

/// Hex text (whitespace ignored) as bytes; `None` when it is not hex.
pub fn decode_hex_text(data: &[u8]) -> Option<Vec<u8>> {
    let text: Vec<u8> = data.iter().copied().filter(|b| !b.is_ascii_whitespace()).collect();
    hex::decode(text).ok()
}

/// Writes `data` to `path` (standard output for `None`), as hex text (and a newline) with `hex`.
pub fn write_output(path: Option<&str>, data: &[u8], hex: bool) -> Result<()> {
    let encoded;
    let bytes = if hex {
        encoded = format!("{}\n", hex::encode(data));
        encoded.as_bytes()
    } else {
        data
    };
    match path {
        None | Some("-") => io::stdout().lock().write_all(bytes).and_then(|_| io::stdout().flush()),
        Some(p) => std::fs::write(p, bytes),
    }
    .map_err(|e| Failure::Failed(format!("{}: {e}", path.unwrap_or("-"))))
}

/// An option given in hex (a context, a label).
pub fn hex_option(name: &str, value: Option<&str>) -> Result<Vec<u8>> {
    match value {
        None => Ok(Vec::new()),
        Some(v) => hex::decode(v.trim()).map_err(|e| Failure::Usage(format!("--{name} is not valid hex: {e}"))),
    }
}

/// The contents of a key file, recognised from its form.
pub enum KeyFile {
    /// A PEM block: its label and DER contents.
    Pem { label: String, der: Vec<u8> },
    /// Hex text (the raw key).
    Hex(Vec<u8>),
    /// Anything else: binary DER or raw key bytes.
    Binary(Vec<u8>),
}

/// Reads a key file.
pub fn read_key(path: &str) -> Result<KeyFile> {
    let data = read_input(Some(path))?;
    if let Ok(text) = std::str::from_utf8(&data) {
        if text.trim_start().starts_with("-----BEGIN ") {
            let (label, der) = der::read_pem(text).map_err(|e| Failure::Failed(format!("{path}: {e}")))?;
            return Ok(KeyFile::Pem { label, der });
        }
        if !text.trim().is_empty() {
            if let Some(bytes) = decode_hex_text(&data) {
                return Ok(KeyFile::Hex(bytes));
            }
        }
    }
    Ok(KeyFile::Binary(data))
}

/// Prints the verdict of a verification: `Verified OK` and success, or the failure.
pub fn report_verification(result: std::result::Result<(), emcrypt::Error>) -> Result<()> {
    match result {
        Ok(()) => {
            println!("Verified OK");
            Ok(())
        }
        Err(e) => Err(Failure::Failed(format!("signature verification failed ({e})"))),
    }
}

/// Fills `out` from the OS-seeded generator.
pub fn random_bytes(out: &mut [u8]) -> Result<()> {
    rng::os_drbg()?.generate(out, &[]).map_err(lib_err("random generator"))
}
