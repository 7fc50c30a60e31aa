//! NIST P-256 (secp256r1, prime256v1; FIPS 186-5, SP 800-186 §3.2.1.3): ECDSA and ECDH on the generic
//! [`weierstrass`] machinery with 8 limbs of 32 bits.
//!
//! | operation | technique | stack temporaries | constant time |
//! | --- | --- | --- | --- |
//! | field ([`P256`], [`P256Table`]) | [`field`]: Montgomery reduction by p's special form (no multiplies), addition-chain inversion; on Cortex-M4 one `UMAAL` assembly routine for mul/square and `ADCS`/`SBCS` chains for add/sub (CMOX "Fast"/"SuperFast math"; the generic CIOS field of the other curves is CMOX "Small math") | 64-byte product | yes (not on M3) |
//! | scalars mod `n` in signing ([`P256`], [`P256Table`]) | [`scalar`]: `UMAAL` Montgomery multiplication on Cortex-M4 (generic CIOS elsewhere), Fermat inverse by 4-bit sliding windows | 256-byte table of odd powers | yes (not on M3) |
//! | `s^(-1)` in verification | binary (Kaliski) inverse, [`Modulus::invert_vartime`](weierstrass::montgomery::Modulus::invert_vartime) | — | no (public data) |
//! | `d·G`, `d·Q` | 3-bit signed window, no precomputed table (CMOX "Low" curve definition) | 384-byte table | yes |
//! | verification | interleaved sliding windows (Straus–Shamir), doublings in Jacobian coordinates | 2 × 384-byte tables (P-256) | no (public data) |
//! | `d·G` with [`P256Table`] | 4-bit signed windows over a **33,280-byte** table of multiples of `G` in flash, 65 complete mixed additions, no doubling (CMOX "High" curve definition) | one point | yes (full row scan) |
//! | verification with [`P256Table`] | `u1·G` from the table, `u2·Q` by width-5 wNAF | 768 B (8 points) + 257 digit bytes | no (public data) |
//!
//! Three curve types, the same curve, keys and signatures:
//!
//! | type | aliases | field, scalars | `k·G` | CMOX words | M4 model: sign cycles, code + const |
//! | --- | --- | --- | --- | --- | --- |
//! | [`P256`] | this module's `SecretKey`, `PublicKey`, ... | the fast [`field`] and [`scalar`] above | 3-bit window | "Fast math, Low" | 2.96 M, 26,212 + 753 B with the unrolled SHA-256 |
//! | [`P256Table`] | [`table`] | the same | 33,280-byte table | "SuperFast math, High" | 0.84 M, 24,610 + 33,969 B (the table) |
//! | [`P256Small`] | [`small`] | the generic CIOS [`Modulus`], square-and-multiply inverses, doublings by the complete addition, masked-loop table scan ([`Curve::COMPACT`]) | 3-bit window | "Small math, Low" | 9.10 M, **12,801 B** (11,900 + 901) with the compact SHA-256 |
//!
//! The footprints are the benchmark's attribution (`bench` case `ecdsa-p256-small/sign`: signing a
//! digest, RFC 6979's HMAC-SHA-256 included, which CMOX's 12,916 bytes do not need as it takes the nonce's
//! randomness from the caller; CMOX Small Low: 3.11 M cycles). Where the compact configuration's cycles go
//! (`--profile`): the generic multiplication 57 %, its final subtraction 22 %; a compact `UMAAL` loop for
//! the generic [`Modulus`] on Cortex-M4 would take most of the gap to CMOX's cycles. Verification of the
//! compact type keeps the Jacobian doublings of the others (7.02 M cycles, 16,434 + 909 B). ECDH (`d·Q`)
//! uses the same algorithm in all three.
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
use super::weierstrass::{self, base_table, Curve};

pub mod field;
pub mod scalar;

/// Limbs of 32 bits per field element or scalar.
pub const LIMBS: usize = 8;

/// The [`Curve`] hooks of the P-256-specific arithmetic, shared by [`P256`] and [`P256Table`]: the
/// [`field`] (special-form reduction, addition-chain inverse) and the [`scalar`] multiplication and
/// windowed inverse modulo `n`.
macro_rules! fast_arithmetic {
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
        fn field_mul_into(out: &mut [u32; LIMBS], a: &[u32; LIMBS], b: &[u32; LIMBS]) {
            field::mul_into(out, a, b)
        }
        fn field_mul_assign(a: &mut [u32; LIMBS], b: &[u32; LIMBS]) {
            field::mul_assign(a, b)
        }
        fn scalar_mul(a: &[u32; LIMBS], b: &[u32; LIMBS]) -> [u32; LIMBS] {
            scalar::mul(a, b)
        }
        fn scalar_invert(a: &[u32; LIMBS]) -> [u32; LIMBS] {
            scalar::invert(a)
        }
    };
}

/// The curve P-256 without a base-point table (marker type carrying its constants), on the fast
/// P-256 [`field`] and [`scalar`] arithmetic.
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
    fast_arithmetic!();
}

weierstrass::curve_types!(P256, LIMBS, "P-256");

/// P-256 with the precomputed base-point table of [`base_table`] in flash
/// (CMOX "High" curve definition) and the same P-256-specific [`field`] and [`scalar`] arithmetic as
/// [`P256`]: faster `k·G` (signing, key generation) and `u1·G` (verification) for [`TABLE_BYTES`] =
/// 33,280 bytes of constants.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct P256Table;

/// Size of [`P256Table`]'s base-point table in flash, in bytes.
pub const TABLE_BYTES: usize = size_of::<[base_table::TableRow<LIMBS>; base_table::rows(LIMBS)]>();

#[allow(long_running_const_eval)]
static G_TABLE: [base_table::TableRow<LIMBS>; base_table::rows(LIMBS)] =
    base_table::generate::<P256, LIMBS, { base_table::rows(LIMBS) }>();

impl Curve<LIMBS> for P256Table {
    const NAME: &'static str = "P-256 (table)";
    weierstrass::same_curve_as!(P256, LIMBS);
    const G_TABLE: &'static [base_table::TableRow<LIMBS>] = &G_TABLE;
    fast_arithmetic!();
}

/// The key, signature and shared-secret types of [`P256Table`] (precomputed base-point table).
pub mod table {
    use super::{weierstrass, P256Table, LIMBS};
    weierstrass::curve_types!(P256Table, LIMBS, "P-256 (base-point table)");
}

/// P-256 in the compact configuration (CMOX "Small math, Low curve definition"): the least code, for
/// firmware where flash matters more than cycles. The generic CIOS [`Modulus`] field and scalars
/// instead of the P-256-specific [`field`] and [`scalar`] (no assembly, no addition chains), no
/// base-point table, and [`Curve::COMPACT`]: doublings by the complete addition and square-and-multiply
/// inversions. Same keys, signatures and shared secrets as [`P256`]; about three times its cycles
/// (M4 model: signing 9.10 M against 2.96 M, for 12,801 bytes of code and constants against 26,965).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct P256Small;

impl Curve<LIMBS> for P256Small {
    const NAME: &'static str = "P-256 (compact)";
    weierstrass::same_curve_as!(P256, LIMBS);
    const COMPACT: bool = true;
}

/// The key, signature and shared-secret types of [`P256Small`] (compact configuration).
pub mod small {
    use super::{weierstrass, P256Small, LIMBS};
    weierstrass::curve_types!(P256Small, LIMBS, "P-256 (compact configuration)");
}
