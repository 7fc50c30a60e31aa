//! secp256k1 (SEC 2 v2 §2.4.1; the curve of Bitcoin and Ethereum): ECDSA and ECDH on the generic
//! [`weierstrass`] machinery with 8 limbs of 32 bits.
//!
//! The curve is `y² = x³ + 7`: `a = 0`, where the NIST curves have `a = -3`, so its points use the
//! complete formulas of Renes–Costello–Batina for `a = 0` (Algorithms 7 and 9, selected by
//! [`Curve::A_IS_ZERO`]). Everything else (field and scalar arithmetic, scalar multiplication, keys,
//! SEC1 encodings, RFC 6979, DER) is the generic code shared with P-256.
//!
//! | operation | technique | stack temporaries | constant time |
//! | --- | --- | --- | --- |
//! | field, scalars | generic Montgomery, 8 × 32-bit limbs (CMOX "Small math"): the point formulas' and ECDSA's products on Cortex-M4/M33 by the generated straight-line `UMAAL` routine of `arch::montgomery_umaal` (1,148 bytes of code; [`Modulus::mul_straight_line`]), inversions and elsewhere the CIOS loop | — | yes (not on M3) |
//! | points | complete RCB 2016 formulas for `a = 0` (add 12M + 2 mult-by-3b, double 6M + 2S + 1 mult-by-3b) | — | yes |
//! | `d·G`, `d·Q` | 3-bit signed window, no precomputed table (CMOX "Low" curve definition) | 384-byte table | yes |
//! | verification | interleaved sliding windows (Straus–Shamir), no GLV endomorphism | 2 × 384-byte tables | no (public data) |
//!
//! Measured on the Cortex-M4 cycle model of `bench/runner` (`--profile ecdsa-secp256k1/sign`, RFC 6979 with
//! SHA-256): signing 6.24 M cycles with the CIOS loop, 4.18 M with the straight-line products (of which the
//! routine 1.75 M, the CIOS loop left in the inversions 0.59 M, the additions' masked final subtraction
//! 0.74 M). The `a = 0` doubling needs 6M + 2S where the NIST curves' needs 8M + 3S.
//!
//! Signatures are plain ECDSA: signing does not normalise `s`, and verification accepts both `s` and
//! `n - s`, as FIPS 186-5 and SEC 1 do. Bitcoin's consensus rules (BIP 62/146) accept only the "low"
//! `s <= (n-1)/2`: use [`Signature::normalize_s`] after signing and [`Signature::is_low_s`] before
//! verifying when those rules apply.
//!
//! ```
//! use emcrypt::ecc::secp256k1::{PublicKey, SecretKey, Signature};
//! use emcrypt::hash::sha256::Sha256;
//!
//! let key = SecretKey::from_bytes(&[0x11; 32]).unwrap();
//! let sig = key.sign::<Sha256>(b"message").normalize_s();
//! assert!(sig.is_low_s());
//! let public = PublicKey::from_sec1_bytes(&key.public_key().to_compressed()).unwrap();
//! assert!(public.verify::<Sha256>(b"message", &sig).is_ok());
//! let parsed = Signature::from_bytes(&sig.to_bytes()).unwrap();
//! assert!(public.verify::<Sha256>(b"message", &parsed).is_ok());
//! ```

use super::weierstrass::montgomery::{from_be_bytes, limbs_from_hex, to_be_bytes, Modulus};
use super::weierstrass::{self, Curve};

/// Limbs of 32 bits per field element or scalar.
pub const LIMBS: usize = 8;

/// The curve secp256k1 (marker type carrying its constants).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Secp256k1;

/// `p = 2^256 - 2^32 - 977` (`p ≡ 3 mod 4`, so decompression takes one exponentiation).
const P: Modulus<LIMBS> =
    Modulus::new(limbs_from_hex("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f"));

/// The group order `n` (prime, cofactor 1; `n < p < 2n`).
const ORDER: Modulus<LIMBS> =
    Modulus::new(limbs_from_hex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141"));

/// `(n - 1) / 2`, big-endian: the largest "low" `s` of BIP 62.
const HALF_ORDER: [u8; 32] = {
    let limbs: [u32; LIMBS] = limbs_from_hex("7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0");
    let mut out = [0u8; 32];
    let mut i = 0;
    while i < 32 {
        out[31 - i] = (limbs[i / 4] >> (8 * (i % 4))) as u8;
        i += 1;
    }
    out
};

impl Curve<LIMBS> for Secp256k1 {
    const NAME: &'static str = "secp256k1";
    const P: Modulus<LIMBS> = P;
    const ORDER: Modulus<LIMBS> = ORDER;
    const B: [u32; LIMBS] = P.to_montgomery_const(limbs_from_hex("07"));
    const A_IS_ZERO: bool = true;
    const GX: [u32; LIMBS] =
        P.to_montgomery_const(limbs_from_hex("79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798"));
    const GY: [u32; LIMBS] =
        P.to_montgomery_const(limbs_from_hex("483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8"));
    const FIELD_BYTES: usize = 32;
    const ORDER_BITS: usize = 256;
    type FieldBytes = [u8; 32];
    type SignatureBytes = [u8; 64];
    type CompressedPoint = [u8; 33];
    type UncompressedPoint = [u8; 65];

    // The field and scalar products by the straight-line `UMAAL` routine on the Cortex-M4/M33 (the CIOS
    // loop elsewhere); see `Modulus::mul_straight_line`.
    #[inline(always)]
    fn field_mul(a: &[u32; LIMBS], b: &[u32; LIMBS]) -> [u32; LIMBS] {
        P.mul_straight_line(a, b)
    }
    #[inline(always)]
    fn field_square(a: &[u32; LIMBS]) -> [u32; LIMBS] {
        P.mul_straight_line(a, a)
    }
    #[inline(always)]
    fn scalar_mul(a: &[u32; LIMBS], b: &[u32; LIMBS]) -> [u32; LIMBS] {
        ORDER.mul_straight_line(a, b)
    }
}

weierstrass::curve_types!(Secp256k1, LIMBS, "secp256k1");

impl Signature {
    /// Whether `s <= (n-1)/2`, the "low-S" form Bitcoin requires (BIP 62, BIP 146). Variable time: a
    /// signature is public.
    pub fn is_low_s(&self) -> bool {
        // Equal-length big-endian byte strings compare like the numbers they encode.
        self.s() <= HALF_ORDER
    }

    /// The same signature in low-S form: `(r, n - s)` when `s > (n-1)/2`, else unchanged. Both verify
    /// under the same key (`-s` only negates the nonce point, whose `x` is `r` either way).
    pub fn normalize_s(&self) -> Self {
        if self.is_low_s() {
            return *self;
        }
        let s = from_be_bytes::<LIMBS>(&self.s());
        let mut bytes = self.to_bytes();
        to_be_bytes(&ORDER.neg(&s), &mut bytes[32..]);
        // n - s is in [1, n-1] for s in [1, n-1], so this never falls back.
        Self::from_bytes(&bytes).unwrap_or(*self)
    }
}
