//! NIST P-384 (secp384r1; FIPS 186-5, SP 800-186 §3.2.1.4): ECDSA and ECDH on the generic
//! [`weierstrass`] machinery with 12 limbs of 32 bits.
//!
//! | operation | technique | stack temporaries | constant time |
//! | --- | --- | --- | --- |
//! | field multiplication, squaring, inverse (both types) | [`field`]: on Cortex-M4/M33 the SOS assembly of `arch::umaal` (three rows per pass: product or squaring, then the reduction); elsewhere a 12×12-limb product and a Montgomery reduction by p's special form (no multiplies); addition-chain inverse | 96-byte product | yes |
//! | field add/sub, scalars | generic Montgomery, 12 × 32-bit limbs (CMOX "Small math"): the same SOS assembly on Cortex-M4/M33, CIOS elsewhere; the nonce inverse by sliding windows | — | yes (not on M3) |
//! | `d·G`, `d·Q` | 3-bit signed window, no precomputed table (CMOX "Low" curve definition) | 576-byte table | yes |
//! | verification | interleaved sliding windows (Straus–Shamir) | 2 tables of 4 points | no (public data) |
//! | `d·G` with [`P384Table`] | 4-bit signed windows over a **74,496-byte** table of multiples of `G` in flash, 97 complete additions, no doubling (CMOX "High" curve definition) | one point | yes (full row scan) |
//! | verification with [`P384Table`] | `u1·G` from the table, `u2·Q` by width-5 wNAF | 1,152 B (8 points) + 385 digit bytes | no (public data) |
//!
//! Two curve types, the same curve: [`P384`] (no table; the aliases `SecretKey`, `PublicKey`, ... of this
//! module) and [`P384Table`] (the aliases of [`table`]). ECDH (`d·Q`) is the same in both.
//!
//! ```
//! use emcrypt::ecc::p384::SecretKey;
//! use emcrypt::hash::sha512::Sha384;
//!
//! let key = SecretKey::from_bytes(&[0x22; 48]).unwrap();
//! let sig = key.sign::<Sha384>(b"message");
//! assert!(key.public_key().verify::<Sha384>(b"message", &sig).is_ok());
//! ```

use super::weierstrass::montgomery::{limbs_from_hex, Modulus};
use super::weierstrass::{self, base_table, Curve};

#[cfg(test)]
mod add_sub_armv7m_gen;
pub mod field;

/// The [`Curve`] hooks of the P-384-specific [`field`] (the straight-line `UMAAL` multiplication or the
/// special-form reduction, the addition-chain inverse, the register-resident addition and subtraction),
/// shared by [`P384`] and [`P384Table`].
macro_rules! fast_field {
    () => {
        fn field_mul(a: &[u32; LIMBS], b: &[u32; LIMBS]) -> [u32; LIMBS] {
            field::mul(a, b)
        }
        fn field_square(a: &[u32; LIMBS]) -> [u32; LIMBS] {
            field::square(a)
        }
        fn field_invert(a: &[u32; LIMBS]) -> [u32; LIMBS] {
            field::invert(a)
        }
        weierstrass::additive_field_hooks!(field, LIMBS);
    };
}

/// Limbs of 32 bits per field element or scalar.
pub const LIMBS: usize = 12;

/// The curve P-384 (marker type carrying its constants).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct P384;

const P: Modulus<LIMBS> = Modulus::new(limbs_from_hex(
    "fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffeffffffff0000000000000000ffffffff",
));

impl Curve<LIMBS> for P384 {
    const NAME: &'static str = "P-384";
    const P: Modulus<LIMBS> = P;
    const ORDER: Modulus<LIMBS> = Modulus::new(limbs_from_hex(
        "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf581a0db248b0a77aecec196accc52973",
    ));
    const B: [u32; LIMBS] = P.to_montgomery_const(limbs_from_hex(
        "b3312fa7e23ee7e4988e056be3f82d19181d9c6efe8141120314088f5013875ac656398d8a2ed19d2a85c8edd3ec2aef",
    ));
    const GX: [u32; LIMBS] = P.to_montgomery_const(limbs_from_hex(
        "aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a385502f25dbf55296c3a545e3872760ab7",
    ));
    const GY: [u32; LIMBS] = P.to_montgomery_const(limbs_from_hex(
        "3617de4a96262c6f5d9e98bf9292dc29f8f41dbd289a147ce9da3113b5f0b8c00a60b1ce1d7e819d7a431d7c90ea0e5f",
    ));
    const FIELD_BYTES: usize = 48;
    const ORDER_BITS: usize = 384;
    type FieldBytes = [u8; 48];
    type SignatureBytes = [u8; 96];
    type CompressedPoint = [u8; 49];
    type UncompressedPoint = [u8; 97];
    fast_field!();
}

weierstrass::curve_types!(P384, LIMBS, "P-384");

/// P-384 with the precomputed base-point table of [`base_table`](weierstrass::base_table) in flash
/// (CMOX "High" curve definition): the same curve as [`P384`], faster `k·G` (signing, key generation)
/// and `u1·G` (verification) for [`TABLE_BYTES`] = 74,496 bytes of constants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct P384Table;

/// Size of [`P384Table`]'s base-point table in flash, in bytes.
pub const TABLE_BYTES: usize = size_of::<[base_table::TableRow<LIMBS>; base_table::rows(LIMBS)]>();

#[allow(long_running_const_eval)]
static G_TABLE: [base_table::TableRow<LIMBS>; base_table::rows(LIMBS)] =
    base_table::generate::<P384, LIMBS, { base_table::rows(LIMBS) }>();

impl Curve<LIMBS> for P384Table {
    const NAME: &'static str = "P-384 (table)";
    weierstrass::same_curve_as!(P384, LIMBS);
    const G_TABLE: &'static [base_table::TableRow<LIMBS>] = &G_TABLE;
    fast_field!();
}

/// The key, signature and shared-secret types of [`P384Table`] (precomputed base-point table).
pub mod table {
    use super::{weierstrass, P384Table, LIMBS};
    weierstrass::curve_types!(P384Table, LIMBS, "P-384 (base-point table)");
}
