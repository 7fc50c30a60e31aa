//! `emcrypt ecdsa keygen|sign|verify --curve p256|p384|p521|secp256k1`.
//!
//! Keys: private keys as PKCS#8 (`PRIVATE KEY`) or SEC1 (`EC PRIVATE KEY`) PEM, PKCS#8 or SEC1 DER, or the
//! raw scalar in hex; public keys as SubjectPublicKeyInfo (`PUBLIC KEY`) PEM or DER, or a SEC1 point
//! (compressed or uncompressed) raw or in hex. Signatures: DER (default, as OpenSSL writes them) or the
//! fixed-size `r ‖ s` (`--encoding p1363`). Signing is deterministic (RFC 6979) unless `--hedged`, which adds
//! fresh randomness (RFC 6979 §3.6). The hash defaults to the curve's usual one (SHA-256, SHA-384, SHA-512,
//! SHA-256 for secp256k1).

use super::der::{self, Reader};
use super::{lib_err, read_input, read_key, report_verification, write_output, Failure, KeyFile, KeygenOut, Result, SignArgs, VerifyArgs};
use crate::rsa_hash::{with_rsa_hash, RSA_HASHES};
use clap::{Subcommand, ValueEnum};
use emcrypt::ecc::weierstrass::{Curve, PublicKey, SecretKey, Signature};
use emcrypt::ecc::{p256, p384, p521, secp256k1};
use emcrypt::hash::Output as _;

#[derive(Subcommand)]
pub enum Op {
    /// Generate a key pair.
    Keygen {
        #[arg(long, value_enum)]
        curve: CurveName,
        /// Key file format: pem (PKCS#8 and SubjectPublicKeyInfo), sec1 (SEC1 `EC PRIVATE KEY` PEM), der
        /// (PKCS#8 and SubjectPublicKeyInfo DER), hex (raw scalar and uncompressed point).
        #[arg(long, value_enum, default_value = "pem")]
        format: KeyFormat,
        #[command(flatten)]
        out: KeygenOut,
    },
    /// Sign a message.
    Sign {
        #[arg(long, value_enum)]
        curve: CurveName,
        /// Message hash (default: the curve's usual hash).
        #[arg(long)]
        hash: Option<String>,
        #[arg(long, value_enum, default_value = "der")]
        encoding: SigEncoding,
        /// Add fresh randomness to the RFC 6979 nonce (hedged signing).
        #[arg(long)]
        hedged: bool,
        #[command(flatten)]
        args: SignArgs,
    },
    /// Verify a signature (prints `Verified OK`, or fails with exit status 1).
    Verify {
        #[arg(long, value_enum)]
        curve: CurveName,
        /// Message hash (default: the curve's usual hash).
        #[arg(long)]
        hash: Option<String>,
        #[arg(long, value_enum, default_value = "der")]
        encoding: SigEncoding,
        #[command(flatten)]
        args: VerifyArgs,
    },
}

#[derive(Clone, Copy, ValueEnum)]
pub enum CurveName {
    P256,
    P384,
    P521,
    Secp256k1,
}

#[derive(Clone, Copy, ValueEnum, PartialEq)]
pub enum KeyFormat {
    Pem,
    Sec1,
    Der,
    Hex,
}

#[derive(Clone, Copy, ValueEnum, PartialEq)]
pub enum SigEncoding {
    Der,
    P1363,
}

/// A curve's names: its OID (SEC2 / RFC 5480) and its usual hash.
struct CurveInfo {
    oid: &'static [u8],
    hash: &'static str,
}

fn info(curve: CurveName) -> CurveInfo {
    match curve {
        CurveName::P256 => CurveInfo { oid: &[0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07], hash: "sha256" },
        CurveName::P384 => CurveInfo { oid: &[0x2b, 0x81, 0x04, 0x00, 0x22], hash: "sha384" },
        CurveName::P521 => CurveInfo { oid: &[0x2b, 0x81, 0x04, 0x00, 0x23], hash: "sha512" },
        CurveName::Secp256k1 => CurveInfo { oid: &[0x2b, 0x81, 0x04, 0x00, 0x0a], hash: "sha256" },
    }
}

pub fn run(op: Op) -> Result<()> {
    let curve = match &op {
        Op::Keygen { curve, .. } | Op::Sign { curve, .. } | Op::Verify { curve, .. } => *curve,
    };
    match curve {
        CurveName::P256 => run_on::<p256::P256Table, { p256::LIMBS }>(op, info(curve)),
        CurveName::P384 => run_on::<p384::P384Table, { p384::LIMBS }>(op, info(curve)),
        CurveName::P521 => run_on::<p521::P521, { p521::LIMBS }>(op, info(curve)),
        CurveName::Secp256k1 => run_on::<secp256k1::Secp256k1, { secp256k1::LIMBS }>(op, info(curve)),
    }
}

fn unknown_hash(name: &str) -> Failure {
    Failure::Usage(format!("unknown hash '{name}'; known: {}", RSA_HASHES.join(", ")))
}

fn run_on<C: Curve<N>, const N: usize>(op: Op, info: CurveInfo) -> Result<()> {
    match op {
        Op::Keygen { format, out, .. } => {
            let mut rng = super::rng::os_drbg()?;
            let key = SecretKey::<C, N>::generate(&mut rng).map_err(lib_err("key generation"))?;
            let point = key.public_key().to_uncompressed();
            let scalar = key.to_bytes();
            let (private, public) = match format {
                KeyFormat::Hex => {
                    (format!("{}\n", hex::encode(scalar.as_ref())).into_bytes(), format!("{}\n", hex::encode(point.as_ref())).into_bytes())
                }
                _ => {
                    let spki = der::spki(der::OID_EC_PUBLIC_KEY, Some(info.oid), point.as_ref());
                    let sec1 = ec_private_key(scalar.as_ref(), info.oid, point.as_ref());
                    let pkcs8 = der::pkcs8(der::OID_EC_PUBLIC_KEY, Some(info.oid), &ec_private_key(scalar.as_ref(), &[], point.as_ref()));
                    match format {
                        KeyFormat::Der => (pkcs8, spki),
                        KeyFormat::Sec1 => (der::pem("EC PRIVATE KEY", &sec1).into_bytes(), der::pem("PUBLIC KEY", &spki).into_bytes()),
                        _ => (der::pem("PRIVATE KEY", &pkcs8).into_bytes(), der::pem("PUBLIC KEY", &spki).into_bytes()),
                    }
                }
            };
            let private = zeroize::Zeroizing::new(private);
            write_output(out.out.as_deref(), &private, false)?;
            if let Some(path) = out.pub_out.as_deref() {
                write_output(Some(path), &public, false)?;
            }
            Ok(())
        }
        Op::Sign { hash, encoding, hedged, args, .. } => {
            let key = load_secret::<C, N>(&args.key, &info)?;
            let msg = read_input(args.message.as_deref())?;
            let hash = hash.unwrap_or_else(|| info.hash.to_string());
            let sig = with_rsa_hash!(hash.as_str(), H => {
                if hedged {
                    let mut rng = super::rng::os_drbg()?;
                    key.sign_with_rng::<H, _>(&msg, &mut rng).map_err(lib_err("signing"))?
                } else {
                    key.sign::<H>(&msg)
                }
            }, else return Err(unknown_hash(&hash)));
            let bytes = match encoding {
                SigEncoding::P1363 => sig.to_bytes().as_ref().to_vec(),
                SigEncoding::Der => {
                    let mut out = vec![0u8; Signature::<C, N>::MAX_DER_LEN];
                    let n = sig.to_der(&mut out).map_err(lib_err("DER encoding"))?;
                    out[..n].to_vec()
                }
            };
            write_output(args.out.as_deref(), &bytes, args.hex)
        }
        Op::Verify { hash, encoding, args, .. } => {
            let key = load_public::<C, N>(&args.key, &info)?;
            let sig = super::read_bytes(&args.sig, args.hex)?;
            let msg = read_input(args.message.as_deref())?;
            let hash = hash.unwrap_or_else(|| info.hash.to_string());
            let sig = match encoding {
                SigEncoding::Der => Signature::<C, N>::from_der(&sig),
                SigEncoding::P1363 => Signature::<C, N>::from_bytes(&sig),
            };
            let result = with_rsa_hash!(hash.as_str(), H => sig.and_then(|s| key.verify::<H>(&msg, &s)),
                else return Err(unknown_hash(&hash)));
            report_verification(result)
        }
    }
}

/// SEC1 ECPrivateKey: `SEQUENCE { INTEGER 1, OCTET STRING d, [0] curve OID (if given), [1] BIT STRING point }`.
fn ec_private_key(scalar: &[u8], curve_oid: &[u8], point: &[u8]) -> Vec<u8> {
    let params = if curve_oid.is_empty() { Vec::new() } else { der::element(der::CONTEXT_0, &[&der::element(der::OID, &[curve_oid])]) };
    let public = der::element(der::CONTEXT_1, &[&der::bit_string(point)]);
    der::element(der::SEQUENCE, &[&der::element(der::INTEGER, &[&[1]]), &der::element(der::OCTET_STRING, &[scalar]), &params, &public])
}

/// The scalar of a SEC1 ECPrivateKey, checking its curve OID against `oid` when it names one.
fn read_ec_private_key<'a>(der: &'a [u8], oid: &[u8]) -> std::result::Result<&'a [u8], String> {
    let mut seq = Reader(Reader::single(der, der::SEQUENCE)?);
    if seq.read(der::INTEGER)? != [1] {
        return Err("unsupported ECPrivateKey version".to_string());
    }
    let scalar = seq.read(der::OCTET_STRING)?;
    if let Some(params) = seq.optional(der::CONTEXT_0)? {
        if Reader::single(params, der::OID)? != oid {
            return Err("the key is on another curve".to_string());
        }
    }
    Ok(scalar)
}

/// The scalar of a PKCS#8 EC key on curve `oid`.
fn read_pkcs8_ec<'a>(der: &'a [u8], oid: &[u8]) -> std::result::Result<&'a [u8], String> {
    let (algorithm, parameter, key) = der::read_pkcs8(der)?;
    if algorithm != der::OID_EC_PUBLIC_KEY {
        return Err("not an EC key".to_string());
    }
    if parameter != Some(oid) {
        return Err("the key is on another curve".to_string());
    }
    read_ec_private_key(key, oid)
}

fn secret_from_scalar<C: Curve<N>, const N: usize>(scalar: &[u8]) -> Result<SecretKey<C, N>> {
    let mut bytes = C::FieldBytes::zeroed();
    if scalar.len() != bytes.as_ref().len() {
        return Err(Failure::Failed(format!("the private scalar must be {} bytes, not {}", bytes.as_ref().len(), scalar.len())));
    }
    bytes.as_mut().copy_from_slice(scalar);
    let key = SecretKey::from_bytes(&bytes).map_err(lib_err("private key"));
    bytes.as_mut().fill(0);
    key
}

/// Reads a private key file (see the module docs).
fn load_secret<C: Curve<N>, const N: usize>(path: &str, info: &CurveInfo) -> Result<SecretKey<C, N>> {
    let in_file = |e: String| Failure::Failed(format!("{path}: {e}"));
    let scalar = match read_key(path)? {
        KeyFile::Pem { label, der } => match label.as_str() {
            "PRIVATE KEY" => read_pkcs8_ec(&der, info.oid).map(<[u8]>::to_vec),
            "EC PRIVATE KEY" => read_ec_private_key(&der, info.oid).map(<[u8]>::to_vec),
            other => Err(format!("a PEM '{other}' is not an EC private key")),
        },
        KeyFile::Hex(raw) => Ok(raw),
        KeyFile::Binary(der) => read_pkcs8_ec(&der, info.oid).or_else(|_| read_ec_private_key(&der, info.oid)).map(<[u8]>::to_vec),
    }
    .map_err(in_file)?;
    let scalar = zeroize::Zeroizing::new(scalar);
    secret_from_scalar(&scalar).map_err(|e| match e {
        Failure::Failed(why) => in_file(why),
        usage => usage,
    })
}

/// Reads a public key file, or the public half of a private key file.
fn load_public<C: Curve<N>, const N: usize>(path: &str, info: &CurveInfo) -> Result<PublicKey<C, N>> {
    let in_file = |e: String| Failure::Failed(format!("{path}: {e}"));
    let spki_point = |der: &[u8]| -> std::result::Result<Vec<u8>, String> {
        let (algorithm, parameter, point) = der::read_spki(der)?;
        if algorithm != der::OID_EC_PUBLIC_KEY || parameter != Some(info.oid) {
            return Err("not an EC public key on this curve".to_string());
        }
        Ok(point.to_vec())
    };
    let point = match read_key(path)? {
        KeyFile::Pem { label, der } => match label.as_str() {
            "PUBLIC KEY" => spki_point(&der),
            "PRIVATE KEY" | "EC PRIVATE KEY" => return Ok(load_secret::<C, N>(path, info)?.public_key()),
            other => Err(format!("a PEM '{other}' is not an EC public key")),
        },
        KeyFile::Hex(point) => Ok(point),
        KeyFile::Binary(bytes) => match spki_point(&bytes) {
            Ok(point) => Ok(point),
            // A private key's DER, else a raw SEC1 point.
            Err(_) if read_pkcs8_ec(&bytes, info.oid).is_ok() || read_ec_private_key(&bytes, info.oid).is_ok() => {
                return Ok(load_secret::<C, N>(path, info)?.public_key())
            }
            Err(_) => Ok(bytes),
        },
    }
    .map_err(in_file)?;
    PublicKey::from_sec1_bytes(&point).map_err(|e| in_file(format!("public key: {e}")))
}
