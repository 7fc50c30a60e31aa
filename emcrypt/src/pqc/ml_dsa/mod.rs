//! ML-DSA (FIPS 204): module-lattice signatures, ML-DSA-44, ML-DSA-65 and ML-DSA-87.
//!
//! Key generation from the 32-byte seed ξ, signing (hedged with an RNG, or deterministic; pure ML-DSA and
//! pre-hash HashML-DSA; a context string of up to 255 bytes; or an externally computed μ), and
//! verification. Keys and signatures are the FIPS 204 byte encodings; the secret key is the expanded
//! 2,560 / 4,032 / 4,896-byte form (regenerate it from the seed with [`MlDsa44::keygen`] etc. to store only
//! 32 bytes). Every malformed input (a wrong length, a secret key with coefficients out of range, a
//! signature with z out of range or a malformed hint) gives an [`Error`], never a panic.
//!
//! | signing variant | technique | RAM: stack + working buffer (ML-DSA-44 / 65 / 87, M4) | M4 cycles, ML-DSA-44 / 65 / 87: min / average (over 100 / 10 / 10 messages) | constant time |
//! | --- | --- | --- | --- | --- |
//! | [`Expanded`] (default) | Â, t̂0 and the ŝ1, ŝ2 pairs (below) expanded once per signature, held in NTT form on the stack; Â·ŷ by row products | 37,960 / 59,480 / 94,320 B stack, no working buffer | 1.70 / 3.58 M, 2.75 / 6.00 M, 4.61 / 6.53 M | yes (rejection reveals only which check failed) |
//! | [`LowRam`] | matrix entries sampled and multiplied into w coefficient by coefficient (never stored); ŝ1, ŝ2 (in pairs), t̂0 decoded from the key bytes per use; r = w − c·s2 kept in w | 5,192 / 5,208 / 5,232 B stack + `LOW_RAM_WORK_WORDS` · 4 = 8,192 / 11,264 / 15,360 B working (ŷ and w) | 1.78 / 10.1 M, 2.92 / 16.5 M, 4.93 / 15.1 M (10 messages each) | yes |
//!
//! | operation | technique | M4 cycles, ML-DSA-44 / 65 / 87 | stack (44 / 65 / 87) |
//! | --- | --- | --- | --- |
//! | key generation | streaming: Â never stored (each entry sampled into a free polynomial and multiplied in), t rounded and packed row by row | 1.40 M / 2.46 M / 4.17 M | 8,352 / 9,384 / 11,432 B |
//! | verification (from raw key bytes), [`MlDsa44::verify`] | by rows: a row of Â (ℓ entries) sampled, the t1 row decoded, then each coefficient's ℓ + 1 products (Â·ẑ and −ĉ·t̂1) summed in 64 bits and reduced once; z's norm check as it is unpacked; HighBits computed as w1 is packed, the hinted coefficients' packed values corrected after | 1.32 M / 2.25 M / 3.90 M | 12,584 / 14,640 / 18,744 B |
//! | low-RAM verification, [`MlDsa44::verify_low_ram`] (CMOX "Low RAM") | −ĉ, one row of w and one z_j in a 3 KiB caller buffer (`LOW_RAM_VERIFY_WORK_WORDS`); each z_j decoded and transformed again for every row (k·ℓ forward NTTs instead of ℓ), each matrix entry multiplied in as it is sampled | 1.56 M / 2.73 M / 4.84 M | 2,368 / 2,368 / 2,376 B + 3,072 B buffer (CMOX, Cortex-M3, ML-DSA-44: 700 B stack + 4,812 B working) |
//!
//! Signing time depends on the message: the number of rejection-loop attempts is geometric (FIPS 204 expects 4.25, 5.1
//! and 3.85 on average for ML-DSA-44, 65 and 87), so the benchmark signs a series of 32-byte messages (1 attempt gives
//! the minimum above; the slowest of the 100 ML-DSA-44 messages took 10.4 M). Each attempt checks ‖r0‖ first (the check
//! that fails most often), then ‖z‖, then c·t0 and the hints, and stops at the first failing pair of polynomials; w is
//! decomposed once, in the pass that packs w1 for c̃ (w1 and w0 side by side in a word: `rounding::decompose_row`), and
//! the ‖r0‖ check runs on w0 − c·s2, which FIPS 204's check on LowBits(w − c·s2) equals (`rounding::low_bits_minus`,
//! tested at every rounding edge). c·s1 and c·s2 are computed two polynomials per transform: their coefficients are at
//! most β, so ĉ ∘ NTT(s\[2p\] + 2^8·s\[2p + 1\]) (2^9 for ML-DSA-65) comes back from one inverse NTT as an exact
//! integer holding both products (`sign::split_pair`, tested for every pair within ±β); the checks run half as many
//! inverse transforms and the key holds half as many ŝ polynomials. ExpandMask's output bytes are y's own encoding in
//! the signature's z field, so they are squeezed straight there and y is read back from them for z = y + c·s1. Each
//! further ML-DSA-44 attempt costs about 0.48 M cycles on the M4: Keccak 284 k (ExpandMask's 20 permutations, the hash
//! of w1's 7 and SampleInBall's 1, fixed by the standard), the inverse transforms 57 k (w's four, then the c·s2 and
//! c·s1 pairs until one fails), the forward transforms 43 k (ŷ, ĉ), the row products 25 k, Decompose with w1Encode
//! 18 k, reading the mask out of the state 18 k, the ‖r0‖ check 10 k, absorbing w1 8 k (profile of the slowest
//! message, 19 attempts). The 100 messages take about 4.9 attempts each ((average − minimum) / cost of an attempt;
//! FIPS 204 expects 4.25), so their average sits above the expectation: the minimum plus 3.25 further attempts is about
//! 3.26 M.
//!
//! Figures: the project's Cortex-M4 cycle model (`firmware/bench`, release build, rustc 1.95), signing
//! deterministically with an empty context (the same message always takes the same number of attempts).
//! Stack excludes the key, message and signature buffers. About 60–70 % of every operation is
//! Keccak-f\[1600\] (the matrix expansion alone is 80 / 150 / 280 permutations). Every figure is re-measured (all four
//! cores, `results/raw/`) with the NTT, inverse NTT and pointwise products in assembly
//! (`arch::mldsa_ntt_armv7m`, about 9.6 k / 10.5 k cycles per transform on the M4), the copy-free SHAKE
//! reader (whole blocks squeezed straight from the state), 32-bit packing accumulators and the
//! rescheduled assembly Keccak (10,608 cycles per permutation), and (session 20) matrix entries and secret
//! polynomials sampled through the one-block SHAKE (`hash::sha3::one_block`), and (session 21) candidates
//! cut from the SHAKE output as 64-bit lanes rather than bytes (no byte loads; matrix entries sampled with a
//! branch-free store, then the pointwise assembly), packing with shifts fixed per width, and one-block
//! absorbing that interleaves only the non-zero lanes, and (session 22) matrix entries sampled straight from
//! the Keccak state (on Armv7-M by `arch::mldsa_rej_armv7m`: rotations, de-interleaving and the branch-free
//! store in one pass of registers, about 170 cycles per 24 bytes; elsewhere lane triples read from the state,
//! the rest of the last block never converted), each row's first product overwriting the accumulator, and
//! (session 23) verification's ĉ·t̂1 through the same multiply-accumulate and UseHint without a mark array,
//! and (session 24) the sampler de-interleaving with a 512-byte table (public data: the matrix), the NTT's
//! layers merged 3 + 3 + 2 (8.96 k / 9.95 k cycles per forward / inverse transform), unpacking by word
//! loads, and verification by rows (above): the row sum trades ℓ − 1 KiB more stack for 28 k cycles
//! (ML-DSA-44 verification was 1.47 M in 9,972 B streaming one matrix entry at a time).
//! Session 27: c·s1 and c·s2 in pairs, the mask squeezed into the z field (only the lanes it needs) and
//! signing's rows without verification's c·t1 term (`row_dot`): ML-DSA-44 signing on the M4, min / average
//! of the 100 messages, 1.92 / 4.14 M → 1.80 / 3.87 M, stack 42,364 → 38,260 B.
//! Session 28: Decompose and w1Encode in one pass per row of w, the norm checks by a sign bit
//! (`sign::outside`), SampleInBall on the one-block SHAKE: ML-DSA-44 signing 1.80 / 3.87 M → 1.79 / 3.81 M;
//! then Decompose's masks hidden from the optimiser (branches on Armv6-M, see below), which costs the M4
//! about 4 cycles per coefficient: 1.79 / 3.83 M.
//! Session 29 (ML-DSA-44 signing 1.79 / 3.83 M → 1.70 / 3.58 M, min / average; key generation 1.47 → 1.40 M,
//! verification 1.38 → 1.32 M): on hard-float targets the Keccak permutation keeps 32 state words in FPU
//! registers (`hash::sha3`, 10,608 → 10,132 cycles) and the transforms read their zetas from FPU registers;
//! the inverse transform's last layer takes the scaling by F in its zeta (`ntt::LAST_ZETA_SCALED`); Decompose +
//! w1Encode (`arch::mldsa_decompose_armv7m`, 25.5 k → 18 k per attempt) and the ‖r0‖ and ‖z‖ checks
//! (`arch::mldsa_check_armv7m`: one unsigned comparison per word, its carry counted) in assembly on Armv7-M; c̃'s
//! hash absorbs μ and the rows of w1 as whole lanes straight from their buffers (`hash::sha3::LaneShake`, no
//! sponge buffer), and the one-block SHAKE absorbs its prefix's whole lanes straight from the caller (no block
//! buffer to clear, fill and wipe).
//! What is left besides Keccak (ML-DSA-44 verification on the M4: 1.00 M of 1.32 M in 99 permutations) is
//! mostly the transforms (~120 k), the matrix sampling (~70 k), the row sums (~30 k), absorbing (~26 k) and
//! the per-coefficient loops (unpacking, HighBits and packing: ~40 k). Cortex-M3 model, ML-DSA-44: key
//! generation 1.59 M, verification 1.55 M cycles (CMOX: 2.41 M / 2.80 M).
//!
//! Constant time: secret coefficients go through branch-free arithmetic ([`field`](self) reductions,
//! the NTT, packing); rejection sampling of the secret vectors skips out-of-range SHAKE output (which
//! reveals nothing about the accepted coefficients); the signing loop branches once per pair of
//! polynomials on its norm-check verdict (the rejection FIPS 204 allows to leak). Secret intermediates are
//! wiped. `emcrypt-bench ct-check` signs with the same public ρ and tr and varying secret fields (K, s1, s2,
//! t0), so it compares the traces through the key's expansion and the first attempt (mask, w, Decompose, the
//! hash of w1) up to SampleInBall on the public c̃ (on M4, M3 and M0+); it found Decompose's masks compiled
//! into branches on Armv6-M, now hidden from the optimiser (`arch::hide`). The norm checks after
//! SampleInBall are not trace-compared.
//!
//! ```
//! use emcrypt::pqc::ml_dsa::{LowRam, Message, MlDsa44};
//! let (pk, sk) = MlDsa44::keygen(&[7u8; 32]);
//! let sig = MlDsa44::sign_deterministic(&sk[..], b"hello", b"ctx").unwrap();
//! assert!(MlDsa44::verify(&pk, b"hello", b"ctx", &sig).is_ok());
//! assert!(MlDsa44::verify(&pk, b"hellO", b"ctx", &sig).is_err());
//!
//! // The low-RAM variant gives the same deterministic signature from a caller-provided buffer.
//! let mut work = [0i32; MlDsa44::LOW_RAM_WORK_WORDS];
//! let mut sig2 = [0u8; MlDsa44::SIGNATURE_LEN];
//! let message = Message::Pure { message: b"hello", context: b"ctx" };
//! MlDsa44::sign_with(&mut LowRam::new(&mut work), &sk[..], &message, &[0; 32], &mut sig2).unwrap();
//! assert_eq!(sig, sig2);
//! ```

mod encode;
mod expanded;
mod field;
mod keygen;
mod low_ram;
mod ntt;
mod params;
mod rounding;
mod sample;
mod sign;
#[cfg(feature = "traits")]
mod traits;
mod verify;
mod verify_low_ram;

pub use expanded::Expanded;
pub use low_ram::LowRam;
pub use params::{ParameterSet, Params44, Params65, Params87};
#[cfg(feature = "traits")]
pub use traits::{
    Signature44, Signature65, Signature87, SigningKey44, SigningKey65, SigningKey87, VerifyingKey44, VerifyingKey65,
    VerifyingKey87,
};

use crate::hash::sha3::{Shake256, Unrolled};
use crate::Error;
use rand_core::TryCryptoRng;
use sign::SecretKeyView;
use zeroize::Zeroizing;

/// The hash functions HashML-DSA accepts for the pre-hash (FIPS 204 §5.4), each with its OID.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PreHash {
    /// SHA-224 (28-byte digest).
    Sha224,
    /// SHA-256.
    Sha256,
    /// SHA-384.
    Sha384,
    /// SHA-512.
    Sha512,
    /// SHA-512/224.
    Sha512_224,
    /// SHA-512/256.
    Sha512_256,
    /// SHA3-224.
    Sha3_224,
    /// SHA3-256.
    Sha3_256,
    /// SHA3-384.
    Sha3_384,
    /// SHA3-512.
    Sha3_512,
    /// SHAKE128 with 256 bits of output.
    Shake128,
    /// SHAKE256 with 512 bits of output.
    Shake256,
}

impl PreHash {
    /// The last byte of the OID 2.16.840.1.101.3.4.2.x and the digest length.
    fn oid_and_len(self) -> (u8, usize) {
        match self {
            PreHash::Sha256 => (0x01, 32),
            PreHash::Sha384 => (0x02, 48),
            PreHash::Sha512 => (0x03, 64),
            PreHash::Sha224 => (0x04, 28),
            PreHash::Sha512_224 => (0x05, 28),
            PreHash::Sha512_256 => (0x06, 32),
            PreHash::Sha3_224 => (0x07, 28),
            PreHash::Sha3_256 => (0x08, 32),
            PreHash::Sha3_384 => (0x09, 48),
            PreHash::Sha3_512 => (0x0A, 64),
            PreHash::Shake128 => (0x0B, 32),
            PreHash::Shake256 => (0x0C, 64),
        }
    }
}

/// What is signed or verified.
#[derive(Clone, Copy, Debug)]
pub enum Message<'a> {
    /// Pure ML-DSA: the message itself and a context string (at most 255 bytes).
    Pure {
        /// The message.
        message: &'a [u8],
        /// The context string.
        context: &'a [u8],
    },
    /// HashML-DSA: the digest of the message under `hash`, and a context string.
    PreHashed {
        /// The pre-hash function.
        hash: PreHash,
        /// Its digest of the message (length checked against `hash`).
        digest: &'a [u8],
        /// The context string.
        context: &'a [u8],
    },
    /// The message representative μ, computed by the caller (FIPS 204 §6.2, "external μ").
    Mu(&'a [u8; 64]),
}

impl Message<'_> {
    /// μ = H(tr ‖ M', 64), M' = domain byte ‖ len(ctx) ‖ ctx ‖ (OID ‖) message (FIPS 204 Algorithms 2, 4).
    fn mu(&self, tr: &[u8; 64]) -> Result<[u8; 64], Error> {
        let mut h = Shake256::<Unrolled>::new();
        h.update(tr);
        match *self {
            Message::Mu(mu) => return Ok(*mu),
            Message::Pure { message, context } => {
                let len = u8::try_from(context.len()).map_err(|_| Error::InvalidParameter)?;
                h.update(&[0, len]);
                h.update(context);
                h.update(message);
            }
            Message::PreHashed { hash, digest, context } => {
                let len = u8::try_from(context.len()).map_err(|_| Error::InvalidParameter)?;
                let (oid, digest_len) = hash.oid_and_len();
                if digest.len() != digest_len {
                    return Err(Error::InvalidLength);
                }
                h.update(&[1, len]);
                h.update(context);
                h.update(&[0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, oid]);
                h.update(digest);
            }
        }
        let mut mu = [0u8; 64];
        h.finalize_xof().squeeze(&mut mu);
        Ok(mu)
    }
}

// The sealed trait's method names a crate-private type: nobody outside can call or implement it.
#[allow(private_interfaces)]
mod sealed {
    use super::{ParameterSet, SecretKeyView};
    use crate::Error;

    pub trait Sealed {
        fn sign_mu<P: ParameterSet, const K: usize, const L: usize>(
            &mut self,
            sk: &SecretKeyView<'_>,
            mu: &[u8; 64],
            rnd: &[u8; 32],
            sig: &mut [u8],
        ) -> Result<(), Error>;
    }
}

/// A signing variant: [`Expanded`] or [`LowRam`].
pub trait SigningVariant: sealed::Sealed {}

#[allow(private_interfaces)]
impl sealed::Sealed for Expanded {
    fn sign_mu<P: ParameterSet, const K: usize, const L: usize>(
        &mut self,
        sk: &SecretKeyView<'_>,
        mu: &[u8; 64],
        rnd: &[u8; 32],
        sig: &mut [u8],
    ) -> Result<(), Error> {
        Expanded::sign_mu::<P, K, L>(sk, mu, rnd, sig)
    }
}
impl SigningVariant for Expanded {}

#[allow(private_interfaces)]
impl sealed::Sealed for LowRam<'_> {
    fn sign_mu<P: ParameterSet, const K: usize, const L: usize>(
        &mut self,
        sk: &SecretKeyView<'_>,
        mu: &[u8; 64],
        rnd: &[u8; 32],
        sig: &mut [u8],
    ) -> Result<(), Error> {
        LowRam::sign_mu::<P>(self, sk, mu, rnd, sig)
    }
}
impl SigningVariant for LowRam<'_> {}

macro_rules! parameter_set {
    ($(#[$doc:meta])* $name:ident, $params:ty, $k:literal, $l:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug)]
        pub struct $name;

        impl $name {
            /// Public key bytes.
            pub const PUBLIC_KEY_LEN: usize = <$params as ParameterSet>::PUBLIC_KEY_LEN;
            /// Secret key bytes (expanded form).
            pub const SECRET_KEY_LEN: usize = <$params as ParameterSet>::SECRET_KEY_LEN;
            /// Signature bytes.
            pub const SIGNATURE_LEN: usize = <$params as ParameterSet>::SIGNATURE_LEN;
            /// 32-bit words of working buffer the [`LowRam`] signer needs.
            pub const LOW_RAM_WORK_WORDS: usize = LowRam::work_words::<$params>();

            /// ML-DSA.KeyGen_internal from the seed ξ: (public key, secret key). The secret key is wiped
            /// when dropped.
            pub fn keygen(seed: &[u8; 32]) -> ([u8; Self::PUBLIC_KEY_LEN], Zeroizing<[u8; Self::SECRET_KEY_LEN]>) {
                let mut pk = [0u8; Self::PUBLIC_KEY_LEN];
                let mut sk = Zeroizing::new([0u8; Self::SECRET_KEY_LEN]);
                keygen::keygen::<$params, $k, $l>(seed, &mut pk, &mut sk[..]);
                (pk, sk)
            }

            /// Key generation into caller buffers (`PUBLIC_KEY_LEN` and `SECRET_KEY_LEN` bytes), for callers
            /// that keep keys in static memory rather than on the stack.
            pub fn keygen_into(seed: &[u8; 32], pk: &mut [u8], sk: &mut [u8]) -> Result<(), Error> {
                if pk.len() != Self::PUBLIC_KEY_LEN || sk.len() != Self::SECRET_KEY_LEN {
                    return Err(Error::InvalidLength);
                }
                keygen::keygen::<$params, $k, $l>(seed, pk, sk);
                Ok(())
            }

            /// Key generation with a seed drawn from `rng`.
            pub fn generate<R: TryCryptoRng + ?Sized>(
                rng: &mut R,
            ) -> Result<([u8; Self::PUBLIC_KEY_LEN], Zeroizing<[u8; Self::SECRET_KEY_LEN]>), Error> {
                let mut seed = Zeroizing::new([0u8; 32]);
                rng.try_fill_bytes(&mut seed[..]).map_err(|_| Error::RngFailure)?;
                Ok(Self::keygen(&seed))
            }

            /// Hedged signing (the default variant, 32 fresh bytes from `rng`) of `message` with
            /// `context` (at most 255 bytes).
            pub fn sign<R: TryCryptoRng + ?Sized>(
                sk: &[u8],
                message: &[u8],
                context: &[u8],
                rng: &mut R,
            ) -> Result<[u8; Self::SIGNATURE_LEN], Error> {
                let mut rnd = Zeroizing::new([0u8; 32]);
                rng.try_fill_bytes(&mut rnd[..]).map_err(|_| Error::RngFailure)?;
                let mut sig = [0u8; Self::SIGNATURE_LEN];
                Self::sign_with(&mut Expanded, sk, &Message::Pure { message, context }, &rnd, &mut sig)?;
                Ok(sig)
            }

            /// Deterministic signing (rnd = 0, the default variant).
            pub fn sign_deterministic(
                sk: &[u8],
                message: &[u8],
                context: &[u8],
            ) -> Result<[u8; Self::SIGNATURE_LEN], Error> {
                let mut sig = [0u8; Self::SIGNATURE_LEN];
                Self::sign_with(&mut Expanded, sk, &Message::Pure { message, context }, &[0; 32], &mut sig)?;
                Ok(sig)
            }

            /// Signing with every option: the variant, pure / pre-hash / external μ, and the 32-byte
            /// `rnd` (fresh random bytes for hedged signing, zeros for deterministic) into `sig`
            /// (`SIGNATURE_LEN` bytes).
            pub fn sign_with<V: SigningVariant>(
                variant: &mut V,
                sk: &[u8],
                message: &Message<'_>,
                rnd: &[u8; 32],
                sig: &mut [u8],
            ) -> Result<(), Error> {
                if sig.len() != Self::SIGNATURE_LEN {
                    return Err(Error::InvalidLength);
                }
                let view = SecretKeyView::parse::<$params>(sk)?;
                let mu = Zeroizing::new(message.mu(view.tr)?);
                variant.sign_mu::<$params, $k, $l>(&view, &mu, rnd, sig)
            }

            /// Verifies a pure ML-DSA signature of `message` with `context`.
            pub fn verify(pk: &[u8], message: &[u8], context: &[u8], signature: &[u8]) -> Result<(), Error> {
                Self::verify_message(pk, &Message::Pure { message, context }, signature)
            }

            /// Verifies a signature of any [`Message`] form.
            pub fn verify_message(pk: &[u8], message: &Message<'_>, signature: &[u8]) -> Result<(), Error> {
                verify::verify::<$params, $l>(pk, message, signature)
            }

            /// 32-bit words of working buffer [`Self::verify_low_ram`] needs: three polynomials, 3 KiB (a
            /// [`LowRam`] signing buffer is larger and serves as well).
            pub const LOW_RAM_VERIFY_WORK_WORDS: usize = verify_low_ram::WORK_WORDS;

            /// Verification in little RAM (CMOX's "Low RAM"): −ĉ, one row of w and one z_j kept in `work`
            /// (at least `LOW_RAM_VERIFY_WORK_WORDS` words, else [`Error::BufferTooSmall`]; the rest of a
            /// larger buffer is not touched), each z_j decoded and transformed again for every row. The
            /// verdicts are those of [`Self::verify_message`]; the data is public, so `work` is not wiped.
            pub fn verify_low_ram(
                work: &mut [i32],
                pk: &[u8],
                message: &Message<'_>,
                signature: &[u8],
            ) -> Result<(), Error> {
                verify_low_ram::verify_low_ram::<$params>(work, pk, message, signature)
            }
        }
    };
}

parameter_set!(
    /// ML-DSA-44 (category 2): 1,312-byte public key, 2,560-byte secret key, 2,420-byte signature.
    MlDsa44, Params44, 4, 4
);
parameter_set!(
    /// ML-DSA-65 (category 3): 1,952-byte public key, 4,032-byte secret key, 3,309-byte signature.
    MlDsa65, Params65, 6, 5
);
parameter_set!(
    /// ML-DSA-87 (category 5): 2,592-byte public key, 4,896-byte secret key, 4,627-byte signature.
    MlDsa87, Params87, 8, 7
);
