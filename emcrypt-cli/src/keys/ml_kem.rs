//! `emcrypt ml-kem keygen|encaps|decaps --level 512|768|1024` (FIPS 203).
//!
//! Key files are raw bytes (hex text with `--hex`): the decapsulation key is stored as its 64-byte seed
//! (d ‖ z, as FIPS 203 recommends) or, with `keygen --expanded`, as the expanded key; `decaps` takes either
//! (told apart by length). The encapsulation key is the FIPS 203 byte encoding, checked (modulus check)
//! when read. `encaps` writes the ciphertext to `--ct-out` and the shared secret to `--out` (standard output
//! without it); `decaps` writes the shared secret.

use super::{lib_err, read_bytes, read_input, write_output, Failure, Result};
use clap::{Args, Subcommand};
use emcrypt::pqc::ml_kem::{DecapsulationKey, EncapsulationKey, MlKem1024, MlKem512, MlKem768, ParameterSet, Seed};
use zeroize::Zeroizing;

#[derive(Subcommand)]
pub enum Op {
    /// Generate a key pair: the decapsulation key (seed) to --out, the encapsulation key to --pub-out.
    Keygen {
        #[command(flatten)]
        common: Common,
        /// Write the expanded decapsulation key instead of its 64-byte seed.
        #[arg(long)]
        expanded: bool,
        /// File for the decapsulation key (standard output without it).
        #[arg(long, value_name = "FILE")]
        out: Option<String>,
        /// File for the encapsulation key.
        #[arg(long, value_name = "FILE")]
        pub_out: Option<String>,
    },
    /// Encapsulate a fresh shared secret to an encapsulation key.
    Encaps {
        #[command(flatten)]
        common: Common,
        /// The encapsulation key file.
        #[arg(long, value_name = "FILE")]
        key: String,
        /// File for the ciphertext.
        #[arg(long, value_name = "FILE")]
        ct_out: String,
        /// File for the shared secret (standard output without it).
        #[arg(long, value_name = "FILE")]
        out: Option<String>,
    },
    /// Decapsulate a ciphertext (implicit rejection: a forged ciphertext gives a pseudo-random secret).
    Decaps {
        #[command(flatten)]
        common: Common,
        /// The decapsulation key file (seed or expanded).
        #[arg(long, value_name = "FILE")]
        key: String,
        /// File for the shared secret (standard output without it).
        #[arg(long, value_name = "FILE")]
        out: Option<String>,
        /// The ciphertext file (standard input without it, or `-`).
        ciphertext: Option<String>,
    },
}

#[derive(Args)]
pub struct Common {
    /// Parameter set: 512, 768 or 1024.
    #[arg(long, value_parser = ["512", "768", "1024"])]
    level: String,
    /// Key, ciphertext and secret files are hex text.
    #[arg(long)]
    hex: bool,
}

pub fn run(op: Op) -> Result<()> {
    let level = match &op {
        Op::Keygen { common, .. } | Op::Encaps { common, .. } | Op::Decaps { common, .. } => common.level.clone(),
    };
    match level.as_str() {
        "512" => run_with::<MlKem512>(op),
        "768" => run_with::<MlKem768>(op),
        _ => run_with::<MlKem1024>(op),
    }
}

fn run_with<P: ParameterSet>(op: Op) -> Result<()> {
    match op {
        Op::Keygen { common, expanded, out, pub_out } => {
            let mut rng = super::rng::os_drbg()?;
            let seed = Seed::generate(&mut rng).map_err(lib_err("key generation"))?;
            let (dk, ek) = seed.expand::<P>();
            let private: &[u8] = if expanded { dk.as_bytes() } else { seed.as_bytes() };
            write_output(out.as_deref(), private, common.hex)?;
            if let Some(path) = pub_out.as_deref() {
                write_output(Some(path), ek.as_bytes(), common.hex)?;
            }
            Ok(())
        }
        Op::Encaps { common, key, ct_out, out } => {
            let ek = EncapsulationKey::<P>::from_bytes(&read_bytes(&key, common.hex)?)
                .map_err(|e| Failure::Failed(format!("{key}: encapsulation key: {e}")))?;
            let mut rng = super::rng::os_drbg()?;
            let (ct, secret) = ek.encapsulate(&mut rng).map_err(lib_err("encapsulation"))?;
            write_output(Some(&ct_out), ct.as_ref(), common.hex)?;
            write_output(out.as_deref(), secret.as_bytes(), common.hex)
        }
        Op::Decaps { common, key, out, ciphertext } => {
            let bytes = Zeroizing::new(read_bytes(&key, common.hex)?);
            let dk = match <&[u8; 64]>::try_from(&bytes[..]) {
                Ok(seed) => Seed::from_bytes(seed).expand::<P>().0,
                Err(_) => DecapsulationKey::<P>::from_bytes(&bytes)
                    .map_err(|e| Failure::Failed(format!("{key}: decapsulation key (64-byte seed or {} bytes expanded): {e}", P::DECAPSULATION_KEY_LEN)))?,
            };
            let ct = match ciphertext.as_deref() {
                Some(path) if path != "-" => read_bytes(path, common.hex)?,
                _ => {
                    let data = read_input(None)?;
                    if common.hex { super::decode_hex_text(&data).ok_or("standard input: not hex text")? } else { data }
                }
            };
            let secret = dk.decapsulate(&ct).map_err(lib_err("decapsulation"))?;
            write_output(out.as_deref(), secret.as_bytes(), common.hex)
        }
    }
}
