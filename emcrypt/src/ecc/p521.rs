//! NIST P-521 (secp521r1; FIPS 186-5, SP 800-186 §3.2.1.5): ECDSA and ECDH on the generic
//! [`weierstrass`] machinery with 17 limbs of 32 bits (521-bit
//! field elements, 66-byte encodings).
//!
//! | operation | technique | stack temporaries | constant time |
//! | --- | --- | --- | --- |
//! | field, scalars | generic Montgomery, 17 × 32-bit limbs (CMOX "Small math"): on Cortex-M4/M33 the generated straight-line `UMAAL` routine of `arch::montgomery_umaal` (4,498 bytes of code), elsewhere the CIOS loop | — | yes (not on M3) |
//! | `d·G`, `d·Q` | 3-bit signed window, no precomputed table (CMOX "Low" curve definition) | 816-byte table | yes |
//! | verification | interleaved sliding windows (Straus–Shamir) | 2 tables of 4 points | no (public data) |
//!
//! M4 model (`--profile ecdsa-p521/sign`, RFC 6979 with SHA-512): 66.4 M cycles with the CIOS loop, 37.3 M
//! with the straight-line routine (CycloneCRYPTO's published P-521 signature: 905 ms at 80 MHz, 72 M). The
//! multiplications are 54 % of it; the additions' carry chains (`add_limbs`, `sub_limbs`) and the copies of
//! 68-byte results most of the rest.
//!
//! ```
//! use emcrypt::ecc::p521::SecretKey;
//! use emcrypt::hash::sha512::Sha512;
//!
//! let mut d = [0x22; 66];
//! d[0] = 0x01; // 521 bits
//! let key = SecretKey::from_bytes(&d).unwrap();
//! let sig = key.sign::<Sha512>(b"message");
//! assert!(key.public_key().verify::<Sha512>(b"message", &sig).is_ok());
//! ```

use super::weierstrass::montgomery::{limbs_from_hex, Modulus};
use super::weierstrass::{self, Curve};

/// Limbs of 32 bits per field element or scalar.
pub const LIMBS: usize = 17;

/// The curve P-521 (marker type carrying its constants).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct P521;

const P: Modulus<LIMBS> = Modulus::new(limbs_from_hex(
    "1ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
));

impl Curve<LIMBS> for P521 {
    const NAME: &'static str = "P-521";
    const P: Modulus<LIMBS> = P;
    const ORDER: Modulus<LIMBS> = Modulus::new(limbs_from_hex(
        "01fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffa51868783bf2f966b7fcc0148f709a5d03bb5c9b8899c47aebb6fb71e91386409",
    ));
    const B: [u32; LIMBS] = P.to_montgomery_const(limbs_from_hex(
        "0051953eb9618e1c9a1f929a21a0b68540eea2da725b99b315f3b8b489918ef109e156193951ec7e937b1652c0bd3bb1bf073573df883d2c34f1ef451fd46b503f00",
    ));
    const GX: [u32; LIMBS] = P.to_montgomery_const(limbs_from_hex(
        "00c6858e06b70404e9cd9e3ecb662395b4429c648139053fb521f828af606b4d3dbaa14b5e77efe75928fe1dc127a2ffa8de3348b3c1856a429bf97e7e31c2e5bd66",
    ));
    const GY: [u32; LIMBS] = P.to_montgomery_const(limbs_from_hex(
        "011839296a789a3bc0045c8a5fb42c7d1bd998f54449579b446817afbd17273e662c97ee72995ef42640c550b9013fad0761353c7086a272c24088be94769fd16650",
    ));
    const FIELD_BYTES: usize = 66;
    const ORDER_BITS: usize = 521;
    type FieldBytes = [u8; 66];
    type SignatureBytes = [u8; 132];
    type CompressedPoint = [u8; 67];
    type UncompressedPoint = [u8; 133];
}

weierstrass::curve_types!(P521, LIMBS, "P-521");
