//! Peer cases for ML-DSA-44 (FIPS 204): RustCrypto's `ml-dsa` 0.1, timed as emcrypt's cases in `ml_dsa.rs`
//! time the same operation, with the same seed, message and known answers (`MLDSA44_PK`, `MLDSA44_SK`,
//! `MLDSA44_SIG`, which build.rs computes with this same crate on the host):
//!
//! - key generation: the key pair from the 32-byte seed ξ (the benchmark key) and the encoding of the public
//!   key, which is checked;
//! - signing: the expanded secret key decoded from its bytes (as emcrypt's `sign_with` takes them) and the
//!   deterministic pure signature of the first 32 message bytes with an empty context, encoded and checked;
//! - verification: public key and signature decoded from their bytes, then verified.
//!
//! `ml-dsa` keeps its keys and temporaries on the stack (the expanded key holds the matrix Â): about
//! 180 KB for key generation and 80 KB for signing on the M4 per `rustcrypto_model.csv`, which the
//! benchmark's emulator memory map (`roomy`, 4 MiB of RAM) holds on every core.

use crate::ecc::secret;
use crate::kat::*;
use crate::Outcome;
use emcrypt_fw_rt::bench::measure;
use ml_dsa::signature::Keypair;
use ml_dsa::{ExpandedSigningKey, MlDsa44, Signature, SigningKey, VerifyingKey, B32};

/// Key generation from the seed; checks the encoded public key.
pub fn keygen_44(id: u32) -> Outcome {
    let seed = B32::from(secret::<32>());
    let pk = measure(id, &seed, |s| SigningKey::<MlDsa44>::from_seed(s).verifying_key().encode());
    Outcome::check(pk.as_slice(), &MLDSA44_PK)
}

/// Deterministic signing from the expanded secret-key bytes; checks the signature.
pub fn sign_44(id: u32, message: &[u8]) -> Outcome {
    let Ok(sk) = (&MLDSA44_SK[..]).try_into() else { return Outcome::check(&[], &MLDSA44_SIG) };
    let sig = measure(id, (sk, message), |(sk, m)| {
        // The FIPS 204 expanded encoding, which ml-dsa deprecates in favour of seeds: emcrypt's case takes it.
        #[allow(deprecated)]
        let key = ExpandedSigningKey::<MlDsa44>::from_expanded(sk);
        key.sign_deterministic(m, &[]).map(|s| s.encode())
    });
    match sig {
        Ok(sig) => Outcome::check(sig.as_slice(), &MLDSA44_SIG),
        Err(_) => Outcome::check(&[], &MLDSA44_SIG),
    }
}

/// Verification of the known signature from the public-key and signature bytes.
pub fn verify_44(id: u32, message: &[u8]) -> Outcome {
    let (Ok(pk), Ok(sig)) = ((&MLDSA44_PK[..]).try_into(), (&MLDSA44_SIG[..]).try_into()) else {
        return Outcome { passed: false, working_bytes: 0 };
    };
    let ok = measure(id, (pk, message, sig), |(pk, m, sig)| {
        let key = VerifyingKey::<MlDsa44>::decode(pk);
        Signature::<MlDsa44>::decode(sig).is_some_and(|s| key.verify_with_context(m, &[], &s))
    });
    Outcome { passed: ok, working_bytes: 0 }
}
