//! Calibration cases: code whose cycles on a real board are published, run on the same model, so the report
//! can print estimated / measured. RustCrypto `p256` 0.11.1 with `ecdsa` 0.14.3, the low-level prehashed
//! ECDSA primitives (`SignPrimitive::try_sign_prehashed` with a given nonce, `VerifyPrimitive::verify_prehashed`
//! on a decoded point), measured on an STM32WLE5 (Cortex-M4, 48 MHz, 2 flash wait states) at 7,856,436 and
//! 14,303,277 cycles (newAM/p256-cm4 README; `bench/reference/anchors.md`).
//!
//! Inside the measurement: the primitive alone (keys, nonce, digest and signature decoded before). Known
//! answers: the signature computed at build time by the same crate on the host (`P256_V011_SIG`), which the
//! host also verified; the verify case checks that signature.

use crate::kat::*;
use crate::message::key_byte;
use crate::Outcome;
use emcrypt_fw_rt::bench::measure;
use ecdsa_v014::hazmat::{SignPrimitive, VerifyPrimitive};
use p256_v011::ecdsa::Signature;
use p256_v011::elliptic_curve::ff::PrimeField;
use p256_v011::{FieldBytes, PublicKey, Scalar};

fn scalar(bytes: &[u8; 32]) -> Option<Scalar> {
    Scalar::from_repr(*FieldBytes::from_slice(bytes)).into()
}

/// `try_sign_prehashed(k, z)` with the benchmark key as the secret scalar and the build-time nonce.
pub fn p256_sign(id: u32) -> Outcome {
    let secret: [u8; 32] = core::array::from_fn(key_byte);
    let (Some(d), Some(k)) = (scalar(&secret), scalar(&P256_V011_K)) else {
        return Outcome::check(&[], &P256_V011_SIG);
    };
    let z = *FieldBytes::from_slice(&P256_DIGEST);
    let sig = measure(id, (&d, k, z), |(d, k, z)| d.try_sign_prehashed(k, z));
    match sig {
        Ok((sig, _)) => Outcome::check(sig.as_ref(), &P256_V011_SIG),
        Err(_) => Outcome::check(&[], &P256_V011_SIG),
    }
}

/// `verify_prehashed(z, sig)` on the decoded public key, of the build-time signature.
pub fn p256_verify(id: u32) -> Outcome {
    let (Ok(public), Ok(sig)) =
        (PublicKey::from_sec1_bytes(&P256_PUBLIC), Signature::try_from(&P256_V011_SIG[..]))
    else {
        return Outcome { passed: false, working_bytes: 0 };
    };
    let point = *public.as_affine();
    let z = *FieldBytes::from_slice(&P256_DIGEST);
    let r = measure(id, (&point, z, &sig), |(p, z, s)| p.verify_prehashed(z, s));
    Outcome { passed: r.is_ok(), working_bytes: 0 }
}
