//! `emcrypt`: the host tool of the emcrypt library.
//!
//! ```text
//! emcrypt vectors FILE.json...                       run Wycheproof test-vector files
//! emcrypt digest --alg sha256 [FILE]...              hash files (or stdin), like sha256sum
//! emcrypt mac --alg hmac-sha256 --key HEX [FILE]...  HMAC files (or stdin)
//! emcrypt ecdsa|ed25519|ed448|ml-dsa keygen|sign|verify  keys and signatures
//! emcrypt rsa keygen|sign|verify|encrypt|decrypt      RSA PKCS#1 v1.5, PSS, OAEP
//! emcrypt ml-kem keygen|encaps|decaps                 ML-KEM key encapsulation
//! ```
//!
//! Exit status: 0 on success; 1 when a test failed, a vector file could not be run or an input could not be
//! read; 2 on a usage error (unknown algorithm or variant, bad hex, bad option). The key commands
//! ([`keys`]) exit with 1 when a signature does not verify or a key or input is malformed.

mod algs;
mod hashing;
mod keys;
mod rsa_hash;
mod vectors;

use clap::{Parser, Subcommand};
use std::fs::File;
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(name = "emcrypt", version, about = "Host tool of the emcrypt library: test vectors, digests, MACs, keys and signatures")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run Wycheproof test-vector files (MAC, HKDF, PBKDF2, IND-CPA cipher, AEAD, GMAC, key wrap, XDH, EdDSA, ECDSA,
    /// ECDH, DSA, RSA signature and encryption, ML-KEM, ML-DSA schemas); one summary line per file.
    Vectors {
        /// Wycheproof JSON files.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// Hash implementation variant to run: a name (unrolled, compact) or `all` (one line per variant).
        /// Hashes with a single implementation run it whatever is asked.
        #[arg(long)]
        variant: Option<String>,
        /// Skip (and count as skipped) PBKDF2 cases with more iterations than this.
        #[arg(long, value_name = "N")]
        max_iterations: Option<u64>,
        /// Print every failing case, not only the first ten of each file.
        #[arg(short, long)]
        verbose: bool,
    },
    /// Print the digest of each FILE (stdin when none, or `-`), as `<hex>  <file>`.
    Digest {
        /// md5, sha1, sha224, sha256, sha384, sha512, sha512-224, sha512-256, sha3-224, sha3-256, sha3-384,
        /// sha3-512, shake128, shake256.
        #[arg(long)]
        alg: String,
        /// Implementation variant where the algorithm has several: unrolled (default) or compact.
        #[arg(long)]
        variant: Option<String>,
        /// Output length in bytes, SHAKE only (default 32 for shake128, 64 for shake256).
        #[arg(long, value_name = "N")]
        len: Option<usize>,
        files: Vec<String>,
    },
    /// Print the HMAC of each FILE (stdin when none, or `-`) under a hex key, as `<hex>  <file>`.
    Mac {
        /// hmac-<hash>, for every hash `digest` knows except SHAKE (hmac-sha256, hmac-sha3-512, ...).
        #[arg(long)]
        alg: String,
        /// The key, in hex (any length, empty included).
        #[arg(long)]
        key: String,
        /// Implementation variant of the hash where it has several: unrolled (default) or compact.
        #[arg(long)]
        variant: Option<String>,
        files: Vec<String>,
    },
    #[command(flatten)]
    Keys(keys::KeyCommand),
}

/// Exit status of a usage error.
const USAGE: u8 = 2;

fn main() -> ExitCode {
    match Cli::parse().command {
        Command::Vectors { files, variant, max_iterations, verbose } => {
            let variant = match variant.as_deref() {
                None => vectors::VariantChoice::Default,
                Some("all") => vectors::VariantChoice::All,
                Some(name) => vectors::VariantChoice::Named(name.to_string()),
            };
            run_vectors(&files, &vectors::Options { variant, max_iterations, verbose })
        }
        Command::Digest { alg, variant, len, files } => match hashing::pick_digest(&alg, variant.as_deref(), len) {
            Ok(f) => for_each_input(&files, |r| f(r)),
            Err(e) => usage_error(&e.to_string()),
        },
        Command::Mac { alg, key, variant, files } => {
            let key = match hex::decode(key.trim()) {
                Ok(k) => k,
                Err(e) => return usage_error(&format!("--key is not valid hex: {e}")),
            };
            match hashing::pick_mac(&alg, variant.as_deref()) {
                Ok(f) => for_each_input(&files, |r| f(&key, r)),
                Err(e) => usage_error(&e.to_string()),
            }
        }
        Command::Keys(command) => keys::run(command),
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("emcrypt: {message}");
    ExitCode::from(USAGE)
}

/// Runs `compute` over each named input (stdin for none or `-`) and prints `<hex>  <name>`; an unreadable
/// input is reported and the others still run (exit status 1), as `sha256sum` does.
fn for_each_input(files: &[String], compute: impl Fn(&mut dyn Read) -> io::Result<Vec<u8>>) -> ExitCode {
    let stdin_only = ["-".to_string()];
    let names = if files.is_empty() { &stdin_only[..] } else { files };
    let mut status = ExitCode::SUCCESS;
    let mut out = io::stdout().lock();
    for name in names {
        let result = if name == "-" {
            compute(&mut io::stdin().lock())
        } else {
            File::open(name).and_then(|mut f| compute(&mut f))
        };
        match result {
            Ok(digest) => {
                if writeln!(out, "{}  {name}", hex::encode(digest)).is_err() {
                    return ExitCode::FAILURE;
                }
            }
            Err(e) => {
                eprintln!("emcrypt: {name}: {e}");
                status = ExitCode::FAILURE;
            }
        }
    }
    status
}

/// How many failing cases of a file are printed without `--verbose`.
const FAILURES_SHOWN: usize = 10;

fn run_vectors(files: &[PathBuf], options: &vectors::Options) -> ExitCode {
    let mut status = ExitCode::SUCCESS;
    for path in files {
        match vectors::run_file(path, options) {
            Ok(runs) => {
                for run in &runs {
                    println!("{}", vectors::summary(path, run));
                    let shown = if options.verbose { usize::MAX } else { FAILURES_SHOWN };
                    for failure in run.tally.failures.iter().take(shown) {
                        eprintln!("  FAILED {failure}");
                    }
                    if run.tally.failed > 0 {
                        status = ExitCode::FAILURE;
                    }
                }
            }
            Err(why) => {
                println!("{}: not run: {why}", path.display());
                status = ExitCode::FAILURE;
            }
        }
    }
    status
}
