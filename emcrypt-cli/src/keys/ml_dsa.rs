//! `emcrypt ml-dsa keygen|sign|verify --level 44|65|87` (FIPS 204, pure ML-DSA with an optional context).
//!
//! Key files are raw bytes (hex text with `--hex`): the secret key is stored as its 32-byte seed ξ or,
//! with `keygen --expanded`, as the expanded secret key; `sign` takes either (told apart by length).
//! Signing is hedged (fresh randomness) unless `--deterministic`; `--low-ram` uses the low-RAM signer
//! (same signatures).

use super::{hex_option, lib_err, read_bytes, read_input, report_verification, write_output, Failure, Result};
use clap::{Args, Subcommand};
use emcrypt::pqc::ml_dsa::{Expanded, LowRam, Message, MlDsa44, MlDsa65, MlDsa87};
use emcrypt::Error;
use zeroize::Zeroizing;

#[derive(Subcommand)]
pub enum Op {
    /// Generate a key pair: the secret key (seed) to --out, the public key to --pub-out.
    Keygen {
        #[command(flatten)]
        common: Common,
        /// Write the expanded secret key instead of its 32-byte seed.
        #[arg(long)]
        expanded: bool,
        /// File for the secret key (standard output without it).
        #[arg(long, value_name = "FILE")]
        out: Option<String>,
        /// File for the public key.
        #[arg(long, value_name = "FILE")]
        pub_out: Option<String>,
    },
    /// Sign a message.
    Sign {
        #[command(flatten)]
        common: Common,
        /// Deterministic signing (rnd = 0) instead of hedged.
        #[arg(long)]
        deterministic: bool,
        /// Use the low-RAM signer.
        #[arg(long)]
        low_ram: bool,
        /// The secret key file (seed or expanded).
        #[arg(long, value_name = "FILE")]
        key: String,
        /// File for the signature (standard output without it).
        #[arg(long, value_name = "FILE")]
        out: Option<String>,
        /// The message file (standard input without it, or `-`).
        message: Option<String>,
    },
    /// Verify a signature (prints `Verified OK`, or fails with exit status 1).
    Verify {
        #[command(flatten)]
        common: Common,
        /// The public key file.
        #[arg(long, value_name = "FILE")]
        key: String,
        /// The signature file.
        #[arg(long, value_name = "FILE")]
        sig: String,
        /// Use the low-RAM verifier (3 KiB working buffer).
        #[arg(long)]
        low_ram: bool,
        /// The message file (standard input without it, or `-`).
        message: Option<String>,
    },
}

#[derive(Args)]
pub struct Common {
    /// Parameter set: 44, 65 or 87.
    #[arg(long, value_parser = ["44", "65", "87"])]
    level: String,
    /// Context string, in hex (at most 255 bytes).
    #[arg(long)]
    context: Option<String>,
    /// Key and signature files are hex text.
    #[arg(long)]
    hex: bool,
}

/// The operations of one parameter set, as plain functions (the library's parameter sets are types with
/// inherent functions, not a trait).
pub struct Ops {
    pub secret_key_len: usize,
    /// (public key, expanded secret key) from the seed ξ.
    pub keygen: KeygenFn,
    /// Signs with the default (`low_ram` false) or the low-RAM variant.
    pub sign: SignFn,
    /// Verifies with the default (`low_ram` false) or the low-RAM verifier.
    pub verify: VerifyFn,
}

pub type KeygenFn = fn(&[u8; 32]) -> (Vec<u8>, Zeroizing<Vec<u8>>);
pub type SignFn = fn(low_ram: bool, sk: &[u8], msg: &Message<'_>, rnd: &[u8; 32]) -> std::result::Result<Vec<u8>, Error>;
pub type VerifyFn = fn(low_ram: bool, pk: &[u8], msg: &[u8], ctx: &[u8], sig: &[u8]) -> std::result::Result<(), Error>;

macro_rules! ops {
    ($set:ident) => {
        Ops {
            secret_key_len: $set::SECRET_KEY_LEN,
            keygen: |seed| {
                let (pk, sk) = $set::keygen(seed);
                (pk.to_vec(), Zeroizing::new(sk.to_vec()))
            },
            sign: |low_ram, sk, msg, rnd| {
                let mut sig = vec![0u8; $set::SIGNATURE_LEN];
                if low_ram {
                    let mut work = Zeroizing::new(vec![0i32; $set::LOW_RAM_WORK_WORDS]);
                    $set::sign_with(&mut LowRam::new(&mut work), sk, msg, rnd, &mut sig)?;
                } else {
                    $set::sign_with(&mut Expanded, sk, msg, rnd, &mut sig)?;
                }
                Ok(sig)
            },
            verify: |low_ram, pk, msg, ctx, sig| {
                if low_ram {
                    let mut work = vec![0i32; $set::LOW_RAM_VERIFY_WORK_WORDS];
                    $set::verify_low_ram(&mut work, pk, &Message::Pure { message: msg, context: ctx }, sig)
                } else {
                    $set::verify(pk, msg, ctx, sig)
                }
            },
        }
    };
}

/// The operations of ML-DSA-`level` (44, 65 or 87).
pub fn ops(level: &str) -> Option<Ops> {
    match level {
        "44" => Some(ops!(MlDsa44)),
        "65" => Some(ops!(MlDsa65)),
        "87" => Some(ops!(MlDsa87)),
        _ => None,
    }
}

pub fn run(op: Op) -> Result<()> {
    let common = match &op {
        Op::Keygen { common, .. } | Op::Sign { common, .. } | Op::Verify { common, .. } => common,
    };
    let ops = ops(&common.level).ok_or_else(|| Failure::Usage(format!("unknown level '{}'", common.level)))?;
    let context = hex_option("context", common.context.as_deref())?;
    let hex = common.hex;
    match op {
        Op::Keygen { expanded, out, pub_out, .. } => {
            let mut seed = Zeroizing::new([0u8; 32]);
            super::random_bytes(&mut seed[..])?;
            let (pk, sk) = (ops.keygen)(&seed);
            write_output(out.as_deref(), if expanded { &sk[..] } else { &seed[..] }, hex)?;
            if let Some(path) = pub_out.as_deref() {
                write_output(Some(path), &pk, hex)?;
            }
            Ok(())
        }
        Op::Sign { deterministic, low_ram, key, out, message, .. } => {
            let bytes = Zeroizing::new(read_bytes(&key, hex)?);
            let sk = match <&[u8; 32]>::try_from(&bytes[..]) {
                Ok(seed) => (ops.keygen)(seed).1,
                Err(_) if bytes.len() == ops.secret_key_len => bytes,
                Err(_) => {
                    return Err(Failure::Failed(format!(
                        "{key}: the secret key must be a 32-byte seed or {} bytes expanded, not {}",
                        ops.secret_key_len,
                        bytes.len()
                    )))
                }
            };
            let msg = read_input(message.as_deref())?;
            let mut rnd = Zeroizing::new([0u8; 32]);
            if !deterministic {
                super::random_bytes(&mut rnd[..])?;
            }
            let sig = (ops.sign)(low_ram, &sk, &Message::Pure { message: &msg, context: &context }, &rnd)
                .map_err(lib_err("signing"))?;
            write_output(out.as_deref(), &sig, hex)
        }
        Op::Verify { key, sig, low_ram, message, .. } => {
            let pk = read_bytes(&key, hex)?;
            let sig = read_bytes(&sig, hex)?;
            let msg = read_input(message.as_deref())?;
            report_verification((ops.verify)(low_ram, &pk, &msg, &context, &sig))
        }
    }
}
