//! Case bodies for ML-KEM (FIPS 203): key generation from the 64-byte seed d ‖ z (the first 64 bytes of the
//! benchmark message), encapsulation with the explicit randomness m (the message's next 32 bytes) from the
//! encapsulation key's raw bytes (parsed and modulus-checked inside the measurement, as a sender receives
//! them), decapsulation of the known ciphertext with the decapsulation key decoded (and hash-checked)
//! outside the measurement, like the other cases' private keys. Known answers come from RustCrypto `ml-kem`
//! (build.rs). The RustCrypto peer cases run the same three operations with `ml-kem` itself.

//!
//! Under the constant-time check (`emcrypt-bench ct-check`), the secret replaces the seed (keygen), the
//! randomness m (encaps) or the secret parts of the decapsulation key (decaps, see `apply_secret`).
//! Key generation's trace does diverge, in `SampleNTT`: its rejection sampling runs on ρ, which the seed
//! determines but which is public (it ends the encapsulation key), as FIPS 203 allows.

use crate::{same_bytes, Outcome};
use emcrypt::pqc::ml_kem::{generate_key_pair_into, ByteArray, DecapsulationKey, EncapsulationKey, ParameterSet};
use emcrypt_fw_rt::bench::{ct_secret, measure, SecretKind};

fn seed(message: &[u8]) -> &[u8; 64] {
    message[..64].try_into().unwrap_or(&[0; 64])
}

fn randomness(message: &[u8]) -> &[u8; 32] {
    message[64..96].try_into().unwrap_or(&[0; 32])
}

/// ML-KEM.KeyGen from the seed into the case's key buffers (`generate_key_pair_into`, so the 2–5 KB of
/// keys are not also copied through the harness); checks both keys.
pub fn keygen<P: ParameterSet>(id: u32, message: &[u8], ek: &[u8], dk: &[u8]) -> Outcome {
    let secret = ct_secret(SecretKind::Key);
    let message = secret.as_ref().map_or(message, |s| &s[..]);
    let mut dk_out = P::DecapsulationKeyBytes::zeroed();
    let mut ek_out = P::EncapsulationKeyBytes::zeroed();
    measure(id, (seed(message), &mut dk_out, &mut ek_out), |(s, d, e)| generate_key_pair_into::<P>(s, d, e));
    Outcome { passed: same_bytes(ek_out.as_ref(), ek) && same_bytes(dk_out.as_ref(), dk), working_bytes: 0 }
}

/// ML-KEM.Encaps from the raw encapsulation key; checks the ciphertext and the shared secret.
pub fn encaps<P: ParameterSet>(id: u32, message: &[u8], ek: &[u8], ct: &[u8], ss: &[u8]) -> Outcome {
    let mut m = *randomness(message);
    if let Some(secret) = ct_secret(SecretKind::Key) {
        m.copy_from_slice(&secret[..32]);
    }
    let out = measure(id, (ek, &m), |(ek, m)| {
        EncapsulationKey::<P>::from_bytes(ek).map(|k| k.encapsulate_deterministic(m))
    });
    match out {
        Ok((c, k)) => Outcome { passed: same_bytes(c.as_ref(), ct) && same_bytes(k.as_bytes(), ss), working_bytes: 0 },
        Err(_) => Outcome::check(&[], ss),
    }
}

/// ML-KEM.Decaps of the known ciphertext; checks the shared secret.
pub fn decaps<P: ParameterSet>(id: u32, dk: &[u8], ct: &[u8], ss: &[u8]) -> Outcome {
    let Ok(mut key) = DecapsulationKey::<P>::from_bytes(dk) else { return Outcome::check(&[], ss) };
    if let Some(secret) = ct_secret(SecretKind::Key) {
        if !apply_secret::<P>(&mut key, &secret) {
            return Outcome::check(&[], ss);
        }
    }
    let out = measure(id, (&key, ct), |(k, c)| k.decapsulate(c));
    Outcome::check(out.as_ref().map_or(&[][..], |k| &k.as_bytes()[..]), ss)
}

/// The constant-time check's decapsulation key, written over `key`: the known key with its secret parts, ŝ (dk_PKE, 12-bit
/// values FIPS 203 does not range-check) and z, replaced by the secret repeated, and its public parts (ek, so
/// ρ and the matrix, and H(ek)) kept; the known ciphertext then takes the implicit-rejection path with a
/// secret-dependent message. In a frame of its own, so its locals do not enlarge the case's frame.
/// Returns whether the key was replaced.
#[inline(never)]
fn apply_secret<P: ParameterSet>(key: &mut DecapsulationKey<P>, secret: &[u8; 64]) -> bool {
    let mut bytes = P::DecapsulationKeyBytes::zeroed();
    let out = bytes.as_mut();
    out.copy_from_slice(key.as_bytes());
    let s_len = 384 * P::K;
    for (o, s) in out[..s_len].iter_mut().zip(secret.iter().cycle()) {
        *o = *s;
    }
    let z_start = out.len() - 32;
    out[z_start..].copy_from_slice(&secret[..32]);
    match DecapsulationKey::<P>::from_bytes(out) {
        Ok(k) => {
            *key = k;
            true
        }
        Err(_) => false,
    }
}

/// The RustCrypto `ml-kem` peer: ML-KEM-768 key generation from the same seed.
pub fn peer_keygen_768(id: u32, message: &[u8], ek: &[u8]) -> Outcome {
    use ml_kem::KeyExport;
    let seed = ml_kem::Seed::from(*seed(message));
    let dk = measure(id, seed, |s| ml_kem::DecapsulationKey768::from_seed(s));
    Outcome::check(dk.encapsulation_key().to_bytes().as_slice(), ek)
}

/// The RustCrypto `ml-kem` peer: ML-KEM-768 encapsulation from the raw key.
pub fn peer_encaps_768(id: u32, message: &[u8], ek: &[u8], ct: &[u8], ss: &[u8]) -> Outcome {
    let m = ml_kem::B32::from(*randomness(message));
    let Ok(key_bytes) = ml_kem::array::Array::try_from(ek) else { return Outcome::check(&[], ss) };
    let out = measure(id, (&key_bytes, &m), |(ek, m)| {
        ml_kem::EncapsulationKey768::new(ek).map(|k| k.encapsulate_deterministic(m))
    });
    match out {
        Ok((c, k)) => Outcome { passed: same_bytes(c.as_slice(), ct) && same_bytes(k.as_slice(), ss), working_bytes: 0 },
        Err(_) => Outcome::check(&[], ss),
    }
}

/// The RustCrypto `ml-kem` peer: ML-KEM-768 decapsulation (key derived from the seed outside).
pub fn peer_decaps_768(id: u32, message: &[u8], ct: &[u8], ss: &[u8]) -> Outcome {
    use ml_kem::Decapsulate;
    let key = ml_kem::DecapsulationKey768::from_seed(ml_kem::Seed::from(*seed(message)));
    let Ok(c) = ml_kem::array::Array::try_from(ct) else { return Outcome::check(&[], ss) };
    let out = measure(id, (&key, &c), |(k, c)| k.decapsulate(c));
    Outcome::check(out.as_slice(), ss)
}
