//! Curve25519: X25519 (the Montgomery ladder on RFC 7748's cases) and Ed25519 / Ed25519ctx over both
//! base-point multiplications (`PrecomputedTable`, the 30 KB table, and `NoTable`) and the small
//! configuration (`NoTable` with the compact SHA-512): the public key from
//! the seed, the deterministic signature, verification of it and refusal of a modified one. P-256 and
//! P-384: ECDSA with SHA-256 / SHA-384 and ECDH (see [`p256`], [`p384`]); secp256k1 likewise (see
//! [`secp256k1`]).

use crate::tally::Tally;
use crate::vectors::{self, SigCase};
use emcrypt::ecc::curve25519::ed25519::{SigningKey, VerifyingKey};
use emcrypt::ecc::curve25519::x25519;
#[cfg(not(kat_small_flash))]
use emcrypt::ecc::curve25519::PrecomputedTable;
use emcrypt::ecc::curve25519::{BasepointMul, NoTable};
#[cfg(not(kat_small_flash))]
use emcrypt::hash::sha512::Compact;
use emcrypt::hash::sha512::{Compress, Unrolled};

pub fn run(t: &mut Tally) {
    x25519(t);
    ed25519::<NoTable, Unrolled>(t, "ed25519/no-table");
    // The 30 KB table does not fit the Cortex-M0 board's flash beside the other checks (see
    // firmware/README.md); the other cores, and the same thumbv6m code on mps2-an385, run it.
    #[cfg(not(kat_small_flash))]
    ed25519::<PrecomputedTable, Unrolled>(t, "ed25519/table");
    // The small configuration: its compact SHA-512 is a second compression function on the board.
    #[cfg(not(kat_small_flash))]
    ed25519::<NoTable, Compact>(t, "ed25519/small");
    #[cfg(not(kat_small_flash))]
    p256::run(t);
    #[cfg(not(kat_small_flash))]
    p256_small::run(t);
    #[cfg(not(kat_small_flash))]
    p384::run(t);
    #[cfg(not(kat_small_flash))]
    p521::run(t);
    #[cfg(not(kat_small_flash))]
    secp256k1::run(t);
}

#[inline(never)] // a frame of its own, see hashes::check
fn x25519(t: &mut Tally) {
    const ALGORITHM: &str = "x25519";
    let field_failures = emcrypt::ecc::curve25519::field_radix32::kernel_self_check();
    t.check_that(ALGORITHM, "field kernels", "assembly equals portable Rust", field_failures == 0);
    for case in vectors::X25519 {
        let (Ok(scalar), Ok(point)) = (case.scalar.try_into(), case.point.try_into()) else {
            t.check_that(ALGORITHM, case.label, "scalar and point lengths", false);
            continue;
        };
        match x25519::x25519(scalar, point) {
            Ok(shared) => t.check(ALGORITHM, case.label, "shared secret", &shared, case.shared),
            Err(_) => t.check_that(ALGORITHM, case.label, "refused a valid point", !case.valid),
        }
    }
}

#[inline(never)]
fn ed25519<M: BasepointMul, H: Compress>(t: &mut Tally, algorithm: &str) {
    for case in vectors::ED25519 {
        sign_and_verify::<M, H>(t, algorithm, case);
    }
}

fn sign_and_verify<M: BasepointMul, H: Compress>(t: &mut Tally, algorithm: &str, case: &SigCase) {
    let (Ok(seed), Ok(public)) = (case.secret.try_into(), case.public.try_into()) else {
        return t.check_that(algorithm, case.label, "key lengths", false);
    };
    let key = SigningKey::<M, H>::from_seed(seed);
    t.check(algorithm, case.label, "public key", &key.verifying_key().to_bytes(), case.public);
    let pure = case.label.contains("Ed25519 ");
    let signature = if pure { Ok(key.sign(case.msg)) } else { key.sign_ctx(case.msg, case.context) };
    match signature {
        Ok(signature) => t.check(algorithm, case.label, "signature", &signature, case.sig),
        Err(_) => t.check_that(algorithm, case.label, "sign refused the context", false),
    }
    let Ok(verifier) = VerifyingKey::<M, H>::from_bytes(public) else {
        return t.check_that(algorithm, case.label, "public key refused", false);
    };
    let verify = |sig: &[u8]| {
        if pure {
            verifier.verify(case.msg, sig)
        } else {
            verifier.verify_ctx(case.msg, case.context, sig)
        }
    };
    t.check_that(algorithm, case.label, "verify accepts the signature", verify(case.sig).is_ok());
    let mut wrong = [0u8; 64];
    if let Some(w) = wrong.get_mut(..case.sig.len()) {
        w.copy_from_slice(case.sig);
    }
    wrong[0] ^= 1;
    t.check_that(algorithm, case.label, "verify refuses a flipped bit", verify(&wrong).is_err());
}

/// `fn ecdh(t)`: ECDH of the module's `SecretKey` on the Wycheproof cases `vectors::$cases` (shared secrets
/// reproduced, invalid points refused), for a curve of `$bytes`-byte scalars. Shared by the NIST curves and
/// secp256k1.
#[cfg_attr(kat_small_flash, allow(unused_macros))] // its users are left out on the Cortex-M0 board
macro_rules! ecdh_checks {
    ($algorithm:literal, $cases:ident, $bytes:literal) => {
        #[inline(never)]
        fn ecdh(t: &mut Tally) {
            const ALGORITHM: &str = $algorithm;
            for case in vectors::$cases {
                let Some(Ok(key)) = <&[u8; $bytes]>::try_from(case.scalar).ok().map(SecretKey::from_bytes) else {
                    t.check_that(ALGORITHM, case.label, "secret key refused", false);
                    continue;
                };
                match key.diffie_hellman_sec1(case.point) {
                    Ok(shared) if case.valid => {
                        t.check(ALGORITHM, case.label, "shared secret", shared.as_bytes(), case.shared)
                    }
                    Ok(_) => t.check_that(ALGORITHM, case.label, "refuses the invalid point", false),
                    Err(_) => t.check_that(ALGORITHM, case.label, "refuses the invalid point", !case.valid),
                }
            }
        }
    };
}

/// ECDSA and ECDH on a NIST curve: RFC 6979's deterministic signatures (public key from the secret,
/// the signature reproduced, verification), CAVP SigVer's passing and failing records, Wycheproof ECDH
/// (two shared secrets, an invalid point refused). One module per curve, from the same code.
#[cfg_attr(kat_small_flash, allow(unused_macros))] // its users are left out on the Cortex-M0 board
macro_rules! nist_curve {
    ($module:ident, $($curve:ident)::+, $bytes:literal, $hash:ty, $ecdsa_cases:ident, $ecdh_cases:ident, $ecdsa:literal, $ecdh:literal) => {
        pub mod $module {
            use crate::tally::Tally;
            use crate::vectors::{self, EcdsaCase};
            use emcrypt::ecc::$($curve)::+::{PublicKey, SecretKey, Signature};

            pub fn run(t: &mut Tally) {
                for case in vectors::$ecdsa_cases {
                    ecdsa(t, case);
                }
                ecdh(t);
            }

            #[inline(never)]
            fn ecdsa(t: &mut Tally, case: &EcdsaCase) {
                const ALGORITHM: &str = $ecdsa;
                let public = case
                    .public
                    .split_at_checked($bytes)
                    .and_then(|(x, y)| Some((x.try_into().ok()?, y.try_into().ok()?)));
                let Some(Ok(public)) = public.map(|(x, y)| PublicKey::from_affine_coordinates(x, y)) else {
                    return t.check_that(ALGORITHM, case.label, "public key refused", false);
                };
                if let Ok(secret) = <&[u8; $bytes]>::try_from(case.secret) {
                    match SecretKey::from_bytes(secret) {
                        Ok(key) => {
                            t.check(
                                ALGORITHM,
                                case.label,
                                "public key",
                                &key.public_key().to_uncompressed()[1..],
                                case.public,
                            );
                            t.check(
                                ALGORITHM,
                                case.label,
                                "deterministic signature",
                                &key.sign::<$hash>(case.msg).to_bytes(),
                                case.sig,
                            );
                        }
                        Err(_) => t.check_that(ALGORITHM, case.label, "secret key refused", false),
                    }
                }
                let verdict = Signature::from_bytes(case.sig).and_then(|sig| public.verify::<$hash>(case.msg, &sig));
                let how =
                    if case.valid { "verify accepts the signature" } else { "verify refuses the failing signature" };
                t.check_that(ALGORITHM, case.label, how, verdict.is_ok() == case.valid);
            }

            ecdh_checks!($ecdh, $ecdh_cases, $bytes);
        }
    };
}

// Not on the Cortex-M0 board, whose flash is full (see firmware/README.md); the same thumbv6m code runs
// them on mps2-an385.
#[cfg(not(kat_small_flash))]
nist_curve!(
    p256,
    p256,
    32,
    emcrypt::hash::sha256::Sha256,
    ECDSA_P256_SHA256,
    ECDH_P256,
    "ecdsa-p256-sha256",
    "ecdh-p256"
);
// The compact P-256 configuration (`P256Small`: generic field, complete-addition doublings) with the compact
// SHA-256, against the same vectors.
#[cfg(not(kat_small_flash))]
nist_curve!(
    p256_small,
    p256::small,
    32,
    emcrypt::hash::sha256::Sha256<emcrypt::hash::sha256::Compact>,
    ECDSA_P256_SHA256,
    ECDH_P256,
    "ecdsa-p256-small-sha256",
    "ecdh-p256-small"
);
#[cfg(not(kat_small_flash))]
nist_curve!(
    p384,
    p384,
    48,
    emcrypt::hash::sha512::Sha384,
    ECDSA_P384_SHA384,
    ECDH_P384,
    "ecdsa-p384-sha384",
    "ecdh-p384"
);

#[cfg(not(kat_small_flash))]
nist_curve!(
    p521,
    p521,
    66,
    emcrypt::hash::sha512::Sha512,
    ECDSA_P521_SHA512,
    ECDH_P521,
    "ecdsa-p521-sha512",
    "ecdh-p521"
);

/// secp256k1 (`a = 0` formulas) with SHA-256: the Bitcoin forum's RFC 6979 signatures (signing reproduces
/// them, verification accepts them under the signer's public key), pyca's SigGen key pairs (`d·G = Q`,
/// the published signature verifies, a flipped bit is refused) and Wycheproof ECDH. Not on the Cortex-M0
/// board, like P-256.
#[cfg(not(kat_small_flash))]
pub mod secp256k1 {
    use crate::tally::Tally;
    use crate::vectors::{self, EcdsaCase};
    use emcrypt::ecc::secp256k1::{PublicKey, SecretKey, Signature};
    use emcrypt::hash::sha256::Sha256;

    const ALGORITHM: &str = "ecdsa-secp256k1-sha256";

    pub fn run(t: &mut Tally) {
        for case in vectors::ECDSA_SECP256K1_RFC6979.iter().chain(vectors::ECDSA_SECP256K1_SIGGEN) {
            ecdsa(t, case);
        }
        ecdh(t);
    }

    #[inline(never)]
    fn ecdsa(t: &mut Tally, case: &EcdsaCase) {
        let Some(Ok(key)) = <&[u8; 32]>::try_from(case.secret).ok().map(SecretKey::from_bytes) else {
            return t.check_that(ALGORITHM, case.label, "secret key refused", false);
        };
        let public = key.public_key();
        if case.public.is_empty() {
            // A deterministic RFC 6979 vector: signing must reproduce it.
            t.check(
                ALGORITHM,
                case.label,
                "deterministic signature",
                &key.sign::<Sha256>(case.msg).to_bytes(),
                case.sig,
            );
        } else {
            t.check(ALGORITHM, case.label, "public key", &public.to_uncompressed()[1..], case.public);
        }
        let Ok(sig) = Signature::from_bytes(case.sig) else {
            return t.check_that(ALGORITHM, case.label, "signature refused", false);
        };
        let decoded = PublicKey::from_sec1_bytes(&public.to_compressed());
        let verdict = decoded.and_then(|p| p.verify::<Sha256>(case.msg, &sig));
        t.check_that(ALGORITHM, case.label, "verify accepts the signature", verdict.is_ok());
        let mut wrong = [0u8; 64];
        wrong.copy_from_slice(case.sig);
        wrong[63] ^= 1;
        let refused = Signature::from_bytes(&wrong).and_then(|s| public.verify::<Sha256>(case.msg, &s)).is_err();
        t.check_that(ALGORITHM, case.label, "verify refuses a flipped bit", refused);
    }

    ecdh_checks!("ecdh-secp256k1", ECDH_SECP256K1, 32);
}
