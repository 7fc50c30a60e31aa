//! NIST P-256 (secp256r1, prime256v1; FIPS 186-5, SP 800-186 §3.2.1.3): ECDSA and ECDH on the generic
//! [`weierstrass`] machinery with 8 limbs of 32 bits.
//!
//! | operation | technique | stack temporaries | constant time |
//! | --- | --- | --- | --- |
//! | field, scalars | generic CIOS Montgomery, 8 × 32-bit limbs (CMOX "Small math") | — | yes (not on M3) |
//! | `d·G`, `d·Q` | 3-bit signed window, no precomputed table (CMOX "Low" curve definition) | 384-byte table | yes |
//! | verification | interleaved sliding windows (Straus–Shamir) | 2 × 384-byte tables (P-256) | no (public data) |
//!
//! ```
//! use emcrypt::ecc::p256::{PublicKey, SecretKey, Signature};
//! use emcrypt::hash::sha256::Sha256;
//!
//! let key = SecretKey::from_bytes(&[0x11; 32]).unwrap();
//! let sig = key.sign::<Sha256>(b"message");
//! let public = key.public_key();
//! assert!(public.verify::<Sha256>(b"message", &sig).is_ok());
//! let parsed = Signature::from_bytes(&sig.to_bytes()).unwrap();
//! assert!(PublicKey::from_sec1_bytes(&public.to_compressed()).unwrap().verify::<Sha256>(b"message", &parsed).is_ok());
//! ```

use super::weierstrass::montgomery::{limbs_from_hex, Modulus};
use super::weierstrass::{self, Curve};

/// Limbs of 32 bits per field element or scalar.
pub const LIMBS: usize = 8;

/// The curve P-256 (marker type carrying its constants).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct P256;

const P: Modulus<LIMBS> =
    Modulus::new(limbs_from_hex("ffffffff00000001000000000000000000000000ffffffffffffffffffffffff"));

impl Curve<LIMBS> for P256 {
    const NAME: &'static str = "P-256";
    const P: Modulus<LIMBS> = P;
    const ORDER: Modulus<LIMBS> =
        Modulus::new(limbs_from_hex("ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551"));
    const B: [u32; LIMBS] =
        P.to_montgomery_const(limbs_from_hex("5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b"));
    const GX: [u32; LIMBS] =
        P.to_montgomery_const(limbs_from_hex("6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296"));
    const GY: [u32; LIMBS] =
        P.to_montgomery_const(limbs_from_hex("4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5"));
    const FIELD_BYTES: usize = 32;
    const ORDER_BITS: usize = 256;
    type FieldBytes = [u8; 32];
    type SignatureBytes = [u8; 64];
    type CompressedPoint = [u8; 33];
    type UncompressedPoint = [u8; 65];
}

weierstrass::curve_types!(P256, LIMBS, "P-256");
