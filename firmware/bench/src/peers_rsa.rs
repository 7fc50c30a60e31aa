//! Peer cases for RSA: RustCrypto's `rsa` 0.10 (`crypto-bigint` 0.7 `BoxedUint` arithmetic on the heap of
//! `heap.rs`), timed as emcrypt's cases in `rsa.rs` time the same operation, with the same NIST CAVP records
//! (this module is a child of `rsa.rs`, whose records it reads): RSA-3072 PSS-SHA256 and RSA-2048 / RSA-1024
//! PKCS#1 v1.5 SHA-256.
//!
//! - Signing takes the message digest (hashing is not timed) and a key decoded outside the measurement
//!   (`PrivateKey::from_components` with the record's `n, e, d, p, q`; `rsa` precomputes its CRT values
//!   there). `rsa` always signs with CRT, base blinding and a check of the result, as emcrypt's default
//!   (`sign-crt/mid`) does. The blinding factor comes from a deterministic generator; for PSS the generator
//!   first yields the record's salt, which `rsa` draws before blinding, so the signature is the record's.
//! - Verification decodes the public key (`n, e`) and the signature inside the measurement, as emcrypt's
//!   case does.
//!
//! The case's working-buffer figure is the operation's heap peak ([`crate::heap`]): the buffer a heap-free
//! library would need the caller to provide. `rsa` needs atomic compare-and-swap (through `crypto-bigint`'s
//! dependencies), which the Cortex-M0+ (ARMv6-M) lacks, so these cases are not built for thumbv6m.

use super::{vector, Key, Scheme, Vector};
use crate::heap;
use alloc::vec::Vec;
use crate::Outcome;
use emcrypt_fw_rt::bench::measure;
use rsa::pkcs1v15::Pkcs1v15Sign;
use rsa::rand_core::{TryCryptoRng, TryRng};
use rsa::signature::hazmat::{PrehashVerifier, RandomizedPrehashSigner};
use rsa::signature::SignatureEncoding;
use rsa::{pss, BoxedUint, PrivateKey, PublicKey};
use sha2::{Digest, Sha256};

/// A big-endian integer of the record, at the precision of its byte length.
fn uint(bytes: &[u8]) -> Option<BoxedUint> {
    BoxedUint::from_be_slice(bytes, (bytes.len() * 8) as u32).ok()
}

fn private_key(v: &Vector) -> Option<PrivateKey> {
    let primes = alloc::vec![uint(v.p)?, uint(v.q)?];
    PrivateKey::from_components(uint(v.n)?, uint(v.e)?, uint(v.d)?, primes).ok()
}

/// Deterministic randomness for signing: the PSS salt first, then SplitMix64 (a benchmark stand-in for a
/// DRBG, used only for the blinding factor, which does not change the signature).
struct SaltThenSplitMix<'a> {
    salt: &'a [u8],
    state: u64,
}

impl SaltThenSplitMix<'_> {
    fn next(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

impl TryRng for SaltThenSplitMix<'_> {
    type Error = core::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok(self.next() as u32)
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        Ok(self.next())
    }
    fn try_fill_bytes(&mut self, out: &mut [u8]) -> Result<(), Self::Error> {
        let from_salt = out.len().min(self.salt.len());
        let (salt, rest) = out.split_at_mut(from_salt);
        salt.copy_from_slice(&self.salt[..from_salt]);
        self.salt = &self.salt[from_salt..];
        for chunk in rest.chunks_mut(8) {
            let word = self.next().to_le_bytes();
            chunk.copy_from_slice(&word[..chunk.len()]);
        }
        Ok(())
    }
}

impl TryCryptoRng for SaltThenSplitMix<'_> {}

/// Signs the record's digest; checks the signature against the record's.
pub fn sign(id: u32, key: Key, scheme: Scheme) -> Outcome {
    let v = vector(key);
    let failed = Outcome { passed: false, working_bytes: 0 };
    let Some(private) = private_key(&v) else { return failed };
    let digest = Sha256::digest(v.msg);
    let mut rng = SaltThenSplitMix { salt: v.salt, state: 7 };
    let base = heap::mark();
    let sig: Option<Vec<u8>> = match scheme {
        Scheme::Pss => {
            let signer = pss::SigningKey::<Sha256>::new_with_salt_len(private, v.salt.len());
            measure(id, (&signer, &digest, &mut rng), |(k, d, rng)| {
                k.sign_prehash_with_rng(rng, d).map(|s| s.to_vec()).ok()
            })
        }
        Scheme::Pkcs1v15 => measure(id, (&private, &digest, &mut rng), |(k, d, rng)| {
            k.pkcs1v15_sign_prehash_with_rng::<Sha256, _>(rng, d).ok()
        }),
    };
    let working_bytes = heap::peak_since(base);
    let passed = sig.is_some_and(|s| crate::same_bytes(&s, v.sig));
    Outcome { passed, working_bytes }
}

/// Verifies the record's signature (public key and signature decoded inside the measurement).
pub fn verify(id: u32, key: Key, scheme: Scheme) -> Outcome {
    let v = vector(key);
    let digest = Sha256::digest(v.msg);
    let base = heap::mark();
    let ok = measure(id, (&digest, v.sig), |(d, s)| {
        let (Some(n), Some(e)) = (uint(v.n), uint(v.e)) else { return false };
        let Ok(public) = PublicKey::new(n, e) else { return false };
        match scheme {
            Scheme::Pss => {
                let Ok(sig) = pss::Signature::try_from(s) else { return false };
                pss::VerifyingKey::<Sha256>::new_with_salt_len(public, v.salt.len()).verify_prehash(d, &sig).is_ok()
            }
            Scheme::Pkcs1v15 => public.verify(Pkcs1v15Sign::new::<Sha256>(), d, s).is_ok(),
        }
    });
    Outcome { passed: ok, working_bytes: heap::peak_since(base) }
}
