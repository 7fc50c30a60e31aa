//! ML-KEM (FIPS 203): the module-lattice key-encapsulation mechanism, in its three parameter sets
//! [`MlKem512`], [`MlKem768`] and [`MlKem1024`].
//!
//! | variant | technique | code / constants | constant time |
//! | --- | --- | --- | --- |
//! | matrix on the fly (the only one) | Â regenerated one entry at a time (`matrix_on_the_fly.rs`), keys and ciphertexts read and written one polynomial at a time, the decapsulation's re-encryption compared as it is produced (never stored) | see the benchmark report (footprint run) | yes |
//!
//! Cycles and stack on the project's emulated cores (release, `rustc` 1.95). Stack is the benchmark case's
//! high-water mark in bytes: the operation plus what the case holds (keygen: the output keys, 3,584 B for
//! ML-KEM-768; encaps: the parsed key, ciphertext and secret; decaps: the parsed key). No working buffer.
//!
//! | parameter set | M4 keygen / encaps / decaps | M3 keygen / encaps / decaps | stack keygen / encaps / decaps |
//! | --- | --- | --- | --- |
//! | ML-KEM-512 | 520 k / 597 k / 675 k | 542 k / 624 k / 714 k | 6,440 / 6,016 / 6,312 |
//! | ML-KEM-768 | 849 k / 977 k / 1,076 k | 886 k / 1,021 k / 1,135 k | 8,112 / 7,560 / 7,592 |
//! | ML-KEM-1024 | 1,340 k / 1,496 k / 1,616 k | 1,399 k / 1,559 k / 1,699 k | 9,792 / 9,416 / 8,864 |
//!
//! The benchmark's constant-time trace check finds encapsulation and decapsulation (secret ŝ, z and
//! message, implicit rejection taken or not) constant time; key generation's trace differs only in
//! `SampleNTT`, whose rejection sampling runs on ρ: derived from the secret seed, but public (it ends
//! the encapsulation key), as FIPS 203 allows.
//!
//! About 60 % of the time is Keccak-f\[1600\] (43 permutations for ML-KEM-768 key generation). For
//! comparison on the same M4 model, RustCrypto `ml-kem` 0.3 takes 1,710 k / 1,970 k / 2,220 k cycles for
//! ML-KEM-768 with 37–41 KB of stack; pqm4's assembly 0.64 M / 0.66 M / 0.71 M. Keygen is measured through
//! [`generate_key_pair_into`], encapsulation from the raw encapsulation key (modulus check included),
//! decapsulation with an already parsed (hash-checked) decapsulation key.
//!
//! Arithmetic follows the Kyber reference code (`i16` coefficients, Montgomery and Barrett reductions with
//! 32-bit multiplies only, so also constant time on the Cortex-M3 whose 64-bit multiplies finish early);
//! `Compress` uses no division. Hashing is emcrypt's own SHA-3 ([`Unrolled`](crate::hash::sha3::Unrolled)).
//! CMOX's ML-KEM has no configuration word to map onto.
//!
//! | parameter set | encapsulation key | decapsulation key (expanded) | ciphertext | shared secret |
//! | --- | --- | --- | --- | --- |
//! | ML-KEM-512 | 800 B | 1632 B | 768 B | 32 B |
//! | ML-KEM-768 | 1184 B | 2400 B | 1088 B | 32 B |
//! | ML-KEM-1024 | 1568 B | 3168 B | 1568 B | 32 B |
//!
//! A decapsulation key is stored either as its 64-byte [`Seed`] (d ‖ z, expanded again by key generation
//! when needed) or in its expanded FIPS 203 encoding ([`DecapsulationKey`]).
//!
//! With the `traits` feature, the parameter set types implement RustCrypto's `kem::Kem` 0.3, with
//! [`KeyPair`] as the decapsulation key (see `kem_traits.rs`).
//!
//! Input checks (FIPS 203 §7): an encapsulation key must pass the modulus check
//! ([`EncapsulationKey::from_bytes`]), an expanded decapsulation key the hash check
//! ([`DecapsulationKey::from_bytes`]); a ciphertext of the wrong length is an error, while a well-sized
//! but invalid ciphertext is implicitly rejected (the shared secret is then the pseudorandom J(z ‖ c),
//! chosen in constant time).
//!
//! ```
//! use emcrypt::pqc::ml_kem::{DecapsulationKey, MlKem768};
//! let (dk, ek) = DecapsulationKey::<MlKem768>::from_seed(&[7u8; 64]);
//! let (ciphertext, sender_secret) = ek.encapsulate_deterministic(&[9u8; 32]);
//! let receiver_secret = dk.decapsulate(ciphertext.as_ref()).unwrap();
//! assert_eq!(sender_secret.as_bytes(), receiver_secret.as_bytes());
//! ```

mod field;
mod k_pke;
#[cfg(feature = "traits")]
mod kem_traits;
mod matrix_on_the_fly;
mod ntt;
mod poly;
mod sampling;

use crate::hash::sha3::{Sha3_256, Sha3_512, Shake256, Unrolled};
use crate::Error;
use core::marker::PhantomData;
use k_pke::POLY_BYTES;
use rand_core::TryCryptoRng;
use subtle::{ConditionallySelectable, ConstantTimeEq};
use zeroize::{Zeroize, ZeroizeOnDrop};

mod sealed {
    pub trait Sealed {}
}

/// A fixed-size byte array (`[u8; N]`) used for keys and ciphertexts.
pub trait ByteArray: AsRef<[u8]> + AsMut<[u8]> + Clone + Zeroize + sealed::Sealed {
    /// The array of zeros.
    fn zeroed() -> Self;
}

impl<const N: usize> sealed::Sealed for [u8; N] {}
impl<const N: usize> ByteArray for [u8; N] {
    fn zeroed() -> Self {
        [0; N]
    }
}

/// One of the three ML-KEM parameter sets (FIPS 203 Table 2).
pub trait ParameterSet: sealed::Sealed + Clone + Copy + Default + core::fmt::Debug + 'static {
    /// "ML-KEM-512", "ML-KEM-768" or "ML-KEM-1024".
    const NAME: &'static str;
    /// Module rank k.
    const K: usize;
    /// Bytes of an encapsulation key: 384·k + 32.
    const ENCAPSULATION_KEY_LEN: usize = 384 * Self::K + 32;
    /// Bytes of an expanded decapsulation key: 768·k + 96.
    const DECAPSULATION_KEY_LEN: usize = 768 * Self::K + 96;
    /// Bytes of a ciphertext: 32·(d_u·k + d_v).
    const CIPHERTEXT_LEN: usize;
    /// `[u8; ENCAPSULATION_KEY_LEN]`.
    type EncapsulationKeyBytes: ByteArray;
    /// `[u8; DECAPSULATION_KEY_LEN]`.
    type DecapsulationKeyBytes: ByteArray;
    /// `[u8; CIPHERTEXT_LEN]`: a ciphertext.
    type Ciphertext: ByteArray;
}

macro_rules! parameter_set {
    ($(#[$doc:meta])* $name:ident, $label:expr, $k:expr, $ek:expr, $dk:expr, $ct:expr) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub struct $name;
        impl sealed::Sealed for $name {}
        impl ParameterSet for $name {
            const NAME: &'static str = $label;
            const K: usize = $k;
            const CIPHERTEXT_LEN: usize = $ct;
            type EncapsulationKeyBytes = [u8; $ek];
            type DecapsulationKeyBytes = [u8; $dk];
            type Ciphertext = [u8; $ct];
        }
    };
}

parameter_set!(
    /// ML-KEM-512 (security category 1): k = 2, η₁ = 3, d_u = 10, d_v = 4.
    MlKem512, "ML-KEM-512", 2, 800, 1632, 768
);
parameter_set!(
    /// ML-KEM-768 (security category 3): k = 3, η₁ = 2, d_u = 10, d_v = 4.
    MlKem768, "ML-KEM-768", 3, 1184, 2400, 1088
);
parameter_set!(
    /// ML-KEM-1024 (security category 5): k = 4, η₁ = 2, d_u = 11, d_v = 5.
    MlKem1024, "ML-KEM-1024", 4, 1568, 3168, 1568
);

/// Calls `f::<K>(args)` for the parameter set's rank; `P::K` is a constant, so only one arm survives.
macro_rules! with_rank {
    ($p:ty, $f:ident($($arg:expr),*)) => {
        match <$p>::K {
            2 => $f::<2>($($arg),*),
            3 => $f::<3>($($arg),*),
            _ => $f::<4>($($arg),*),
        }
    };
}

/// H = SHA3-256.
fn hash_h(data: &[u8]) -> [u8; 32] {
    let mut h = Sha3_256::<Unrolled>::new();
    h.update(data);
    h.finalize()
}

/// G = SHA3-512 of `a ‖ b`, split into two 32-byte halves.
fn hash_g(a: &[u8; 32], b: &[u8; 32]) -> ([u8; 32], [u8; 32]) {
    let mut g = Sha3_512::<Unrolled>::new();
    g.update(a);
    g.update(b);
    let mut out = g.finalize();
    let mut first = [0u8; 32];
    let mut second = [0u8; 32];
    first.copy_from_slice(&out[..32]);
    second.copy_from_slice(&out[32..]);
    out.zeroize();
    (first, second)
}

/// ML-KEM.KeyGen_internal(d, z) (Algorithm 16): `ek` of 384·K + 32 bytes, `dk` of 768·K + 96 bytes.
fn keygen_internal<const K: usize>(d: &[u8; 32], z: &[u8; 32], ek: &mut [u8], dk: &mut [u8]) {
    let (dk_pke, rest) = dk.split_at_mut(K * POLY_BYTES);
    let (ek_copy, rest) = rest.split_at_mut(K * POLY_BYTES + 32);
    let (h, z_out) = rest.split_at_mut(32);
    k_pke::keygen::<K>(d, ek, dk_pke);
    ek_copy.copy_from_slice(ek);
    h.copy_from_slice(&hash_h(ek));
    z_out.copy_from_slice(z);
}

/// ML-KEM.Encaps_internal(ek, m) (Algorithm 17): writes the ciphertext, returns the shared secret.
fn encaps_internal<const K: usize>(ek: &[u8], m: &[u8; 32], c: &mut [u8]) -> [u8; 32] {
    let (shared, mut r) = hash_g(m, &hash_h(ek));
    k_pke::encrypt::<K>(ek, m, &r, &mut k_pke::WriteTo { out: c, pos: 0 });
    r.zeroize();
    shared
}

/// ML-KEM.Decaps_internal(dk, c) (Algorithm 18), with implicit rejection: when the re-encryption of the
/// decrypted message differs from `c`, the result is J(z ‖ c) instead, selected in constant time.
fn decaps_internal<const K: usize>(dk: &[u8], c: &[u8]) -> [u8; 32] {
    let (dk_pke, rest) = dk.split_at(K * POLY_BYTES);
    let (ek_pke, rest) = rest.split_at(K * POLY_BYTES + 32);
    let (h, z) = rest.split_at(32);
    let h: &[u8; 32] = h.try_into().unwrap_or(&[0; 32]);
    let mut m = k_pke::decrypt::<K>(dk_pke, c);
    let (mut shared, mut r) = hash_g(&m, h);
    // K̄ = J(z ‖ c) = SHAKE256(z ‖ c, 32 bytes).
    let mut rejected = [0u8; 32];
    let mut j = Shake256::<Unrolled>::new();
    j.update(z);
    j.update(c);
    j.finalize_xof().squeeze(&mut rejected);
    let mut compare = k_pke::CompareWith { expected: c, pos: 0, difference: 0 };
    k_pke::encrypt::<K>(ek_pke, &m, &r, &mut compare);
    let equal = compare.difference.ct_eq(&0);
    for (s, bad) in shared.iter_mut().zip(rejected.iter()) {
        *s = u8::conditional_select(bad, s, equal);
    }
    m.zeroize();
    r.zeroize();
    rejected.zeroize();
    shared
}

/// ML-KEM.KeyGen_internal from the 64-byte seed d ‖ z into caller-owned buffers (the sole-buffer tier:
/// nothing is returned by value, so a caller short of stack keeps the 2–5 KB of keys where it wants them).
/// `dk` receives the expanded decapsulation key (secret; the caller wipes it), `ek` the encapsulation key;
/// [`DecapsulationKey::from_bytes`] and [`EncapsulationKey::from_bytes`] turn them into key types.
pub fn generate_key_pair_into<P: ParameterSet>(
    seed: &[u8; 64],
    dk: &mut P::DecapsulationKeyBytes,
    ek: &mut P::EncapsulationKeyBytes,
) {
    let (d, z) = seed.split_at(32);
    let d: &[u8; 32] = d.try_into().unwrap_or(&[0; 32]);
    let z: &[u8; 32] = z.try_into().unwrap_or(&[0; 32]);
    with_rank!(P, keygen_internal(d, z, ek.as_mut(), dk.as_mut()));
}

/// A 32-byte shared secret, wiped when dropped; equality is compared in constant time.
#[derive(Clone)]
pub struct SharedSecret([u8; 32]);

impl Drop for SharedSecret {
    fn drop(&mut self) {
        self.0.zeroize();
    }
}
impl ZeroizeOnDrop for SharedSecret {}

impl SharedSecret {
    /// The secret's bytes.
    pub fn as_bytes(&self) -> &[u8; 32] {
        &self.0
    }
}

impl PartialEq for SharedSecret {
    fn eq(&self, other: &Self) -> bool {
        self.0.ct_eq(&other.0).into()
    }
}
impl Eq for SharedSecret {}

impl core::fmt::Debug for SharedSecret {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("SharedSecret(..)")
    }
}

/// An encapsulation (public) key that passed the FIPS 203 modulus check.
#[derive(Clone)]
pub struct EncapsulationKey<P: ParameterSet> {
    bytes: P::EncapsulationKeyBytes,
}

impl<P: ParameterSet> EncapsulationKey<P> {
    /// Parses an encapsulation key: [`Error::InvalidLength`] unless it is 384·k + 32 bytes,
    /// [`Error::InvalidKey`] when a 12-bit coefficient is q or more (the modulus check).
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error> {
        if bytes.len() != P::ENCAPSULATION_KEY_LEN {
            return Err(Error::InvalidLength);
        }
        // Public data: a plain early return is fine.
        let mut scratch = poly::Poly::zero();
        for poly in bytes[..P::K * POLY_BYTES].as_chunks::<POLY_BYTES>().0 {
            if !scratch.decode12(poly) {
                return Err(Error::InvalidKey);
            }
        }
        let mut key = P::EncapsulationKeyBytes::zeroed();
        key.as_mut().copy_from_slice(bytes);
        Ok(Self { bytes: key })
    }

    /// The key's FIPS 203 encoding.
    pub fn as_bytes(&self) -> &[u8] {
        self.bytes.as_ref()
    }

    /// ML-KEM.Encaps with the 32 random bytes `m` given explicitly (for known-answer tests, or a caller
    /// with its own random source): the ciphertext and the shared secret.
    pub fn encapsulate_deterministic(&self, m: &[u8; 32]) -> (P::Ciphertext, SharedSecret) {
        let mut c = P::Ciphertext::zeroed();
        let ek = self.bytes.as_ref();
        let shared = with_rank!(P, encaps_internal(ek, m, c.as_mut()));
        (c, SharedSecret(shared))
    }

    /// ML-KEM.Encaps with 32 bytes from `rng`.
    pub fn encapsulate<R: TryCryptoRng + ?Sized>(&self, rng: &mut R) -> Result<(P::Ciphertext, SharedSecret), Error> {
        let mut m = [0u8; 32];
        rng.try_fill_bytes(&mut m).map_err(|_| Error::RngFailure)?;
        let out = self.encapsulate_deterministic(&m);
        m.zeroize();
        Ok(out)
    }
}

impl<P: ParameterSet> PartialEq for EncapsulationKey<P> {
    fn eq(&self, other: &Self) -> bool {
        self.as_bytes() == other.as_bytes()
    }
}
impl<P: ParameterSet> Eq for EncapsulationKey<P> {}

impl<P: ParameterSet> core::fmt::Debug for EncapsulationKey<P> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "EncapsulationKey<{}>", P::NAME)
    }
}

/// An expanded decapsulation (private) key in its FIPS 203 encoding dk_PKE ‖ ek ‖ H(ek) ‖ z, which
/// passed the hash check; wiped when dropped.
#[derive(Clone)]
pub struct DecapsulationKey<P: ParameterSet> {
    bytes: P::DecapsulationKeyBytes,
    _p: PhantomData<P>,
}

impl<P: ParameterSet> DecapsulationKey<P> {
    /// ML-KEM.KeyGen_internal from the 64-byte seed d ‖ z: the decapsulation and encapsulation keys.
    pub fn from_seed(seed: &[u8; 64]) -> (Self, EncapsulationKey<P>) {
        // Built as the returned tuple itself, so the keys are written in place rather than copied out.
        let mut keys = (
            Self { bytes: P::DecapsulationKeyBytes::zeroed(), _p: PhantomData },
            EncapsulationKey::<P> { bytes: P::EncapsulationKeyBytes::zeroed() },
        );
        generate_key_pair_into::<P>(seed, &mut keys.0.bytes, &mut keys.1.bytes);
        keys
    }

    /// ML-KEM.KeyGen with d and z from `rng`.
    pub fn generate<R: TryCryptoRng + ?Sized>(rng: &mut R) -> Result<(Self, EncapsulationKey<P>), Error> {
        let seed = Seed::generate(rng)?;
        Ok(seed.expand())
    }

    /// Parses an expanded decapsulation key: [`Error::InvalidLength`] unless it is 768·k + 96 bytes,
    /// [`Error::InvalidKey`] when the stored H(ek) is not the hash of the stored ek (the hash check).
    pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error> {
        if bytes.len() != P::DECAPSULATION_KEY_LEN {
            return Err(Error::InvalidLength);
        }
        let ek_start = P::K * POLY_BYTES;
        let h_start = ek_start + P::ENCAPSULATION_KEY_LEN;
        let computed = hash_h(&bytes[ek_start..h_start]);
        if !bool::from(computed.ct_eq(&bytes[h_start..h_start + 32])) {
            return Err(Error::InvalidKey);
        }
        let mut key = P::DecapsulationKeyBytes::zeroed();
        key.as_mut().copy_from_slice(bytes);
        Ok(Self { bytes: key, _p: PhantomData })
    }

    /// The expanded key's FIPS 203 encoding (secret).
    pub fn as_bytes(&self) -> &[u8] {
        self.bytes.as_ref()
    }

    /// The encapsulation key stored inside the decapsulation key.
    pub fn encapsulation_key(&self) -> EncapsulationKey<P> {
        let start = P::K * POLY_BYTES;
        let mut ek = P::EncapsulationKeyBytes::zeroed();
        ek.as_mut().copy_from_slice(&self.bytes.as_ref()[start..start + P::ENCAPSULATION_KEY_LEN]);
        EncapsulationKey { bytes: ek }
    }

    /// ML-KEM.Decaps: the shared secret, or [`Error::InvalidLength`] for a ciphertext of the wrong length.
    /// A well-sized ciphertext never fails: if it is not a valid encapsulation, the result is the implicit
    /// rejection secret J(z ‖ c).
    pub fn decapsulate(&self, ciphertext: &[u8]) -> Result<SharedSecret, Error> {
        if ciphertext.len() != P::CIPHERTEXT_LEN {
            return Err(Error::InvalidLength);
        }
        let dk = self.bytes.as_ref();
        Ok(SharedSecret(with_rank!(P, decaps_internal(dk, ciphertext))))
    }
}

impl<P: ParameterSet> Drop for DecapsulationKey<P> {
    fn drop(&mut self) {
        self.bytes.zeroize();
    }
}
impl<P: ParameterSet> ZeroizeOnDrop for DecapsulationKey<P> {}

impl<P: ParameterSet> core::fmt::Debug for DecapsulationKey<P> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "DecapsulationKey<{}>(..)", P::NAME)
    }
}

/// A decapsulation key stored as its 64-byte seed d ‖ z (FIPS 203 §7.1 allows storing the seed instead of
/// the expanded key); wiped when dropped.
#[derive(Clone)]
pub struct Seed([u8; 64]);

impl Drop for Seed {
    fn drop(&mut self) {
        self.0.zeroize();
    }
}
impl ZeroizeOnDrop for Seed {}

impl Seed {
    /// The seed d ‖ z.
    pub fn from_bytes(bytes: &[u8; 64]) -> Self {
        Self(*bytes)
    }

    /// A fresh seed from `rng` (d then z, 32 bytes each).
    pub fn generate<R: TryCryptoRng + ?Sized>(rng: &mut R) -> Result<Self, Error> {
        let mut seed = Self([0; 64]);
        rng.try_fill_bytes(&mut seed.0).map_err(|_| Error::RngFailure)?;
        Ok(seed)
    }

    /// The seed's 64 bytes (secret).
    pub fn as_bytes(&self) -> &[u8; 64] {
        &self.0
    }

    /// Runs key generation: the expanded decapsulation key and the encapsulation key.
    pub fn expand<P: ParameterSet>(&self) -> (DecapsulationKey<P>, EncapsulationKey<P>) {
        DecapsulationKey::from_seed(&self.0)
    }
}

impl core::fmt::Debug for Seed {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Seed(..)")
    }
}

/// A decapsulation key with its encapsulation key beside it (the form RustCrypto's `kem` traits want, which
/// lend out a reference to the encapsulation key); wiped when dropped.
#[derive(Clone, Debug)]
pub struct KeyPair<P: ParameterSet> {
    dk: DecapsulationKey<P>,
    ek: EncapsulationKey<P>,
}

impl<P: ParameterSet> KeyPair<P> {
    /// ML-KEM.KeyGen_internal from the 64-byte seed d ‖ z.
    pub fn from_seed(seed: &[u8; 64]) -> Self {
        let (dk, ek) = DecapsulationKey::from_seed(seed);
        Self { dk, ek }
    }

    /// The pair of a decapsulation key and the encapsulation key it holds.
    pub fn from_decapsulation_key(dk: DecapsulationKey<P>) -> Self {
        let ek = dk.encapsulation_key();
        Self { dk, ek }
    }

    /// The decapsulation key.
    pub fn decapsulation_key(&self) -> &DecapsulationKey<P> {
        &self.dk
    }

    /// The encapsulation key.
    pub fn encapsulation_key(&self) -> &EncapsulationKey<P> {
        &self.ek
    }
}
