//! ML-DSA differential tests against RustCrypto `ml-dsa` 0.1: random seeds, messages, contexts and
//! signing randomness must give the same keys and signatures (pure ML-DSA, HashML-DSA with SHA-256 and
//! SHAKE256, and external μ; both emcrypt signing variants), and corrupted signatures must be judged
//! alike by both verifiers (ours by rows and low-RAM, and theirs).

#![allow(deprecated)] // ml-dsa's expanded-key encoding, which FIPS 204 still defines.

use emcrypt::pqc::ml_dsa::{self as ours, Expanded, LowRam, Message, PreHash};
use ml_dsa::{signature::Keypair, ExpandedSigningKey, MlDsaParams, Signature, SigningKey, B32};
use proptest::prelude::*;
use sha2::Digest;

/// DER of the OIDs FIPS 204 §5.4 names (2.16.840.1.101.3.4.2.1 SHA-256, .12 SHAKE256).
const OID_SHA256: [u8; 11] = [0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x01];
const OID_SHAKE256: [u8; 11] = [0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x02, 0x0C];

/// The RustCrypto side: (public key, expanded secret key, a signer).
fn theirs<P: MlDsaParams>(seed: [u8; 32]) -> (Vec<u8>, Vec<u8>, ExpandedSigningKey<P>) {
    let seed = B32::from(seed);
    let kp = SigningKey::<P>::from_seed(&seed);
    let sk = ExpandedSigningKey::<P>::from_seed(&seed);
    (kp.verifying_key().encode().to_vec(), sk.to_expanded().to_vec(), sk)
}

macro_rules! differential {
    ($name:ident, $ours:ident, $theirs:ident) => {
        proptest! {
            #![proptest_config(ProptestConfig::with_cases(24))]
            #[test]
            fn $name(
                seed in any::<[u8; 32]>(),
                rnd in any::<[u8; 32]>(),
                msg in proptest::collection::vec(any::<u8>(), 0..300),
                ctx in proptest::collection::vec(any::<u8>(), 0..=255),
                flip in any::<(usize, u8)>(),
            ) {
                type O = ours::$ours;
                let (pk, sk) = O::keygen(&seed);
                let (their_pk, their_sk, signer) = theirs::<ml_dsa::$theirs>(seed);
                prop_assert_eq!(&pk[..], &their_pk[..]);
                prop_assert_eq!(&sk[..], &their_sk[..]);

                let mut work = vec![0i32; O::LOW_RAM_WORK_WORDS];
                let ctx_len = [ctx.len() as u8];
                let digest = sha2::Sha256::digest(&msg);
                let mut shake_digest = [0u8; 64];
                emcrypt::hash::sha3::shake256(&msg, &mut shake_digest);
                let mu: [u8; 64] = {
                    // μ of a pure message, as RustCrypto's external-μ API would be fed.
                    let mut tr = [0u8; 64];
                    emcrypt::hash::sha3::shake256(&pk, &mut tr);
                    let mut x = shake::Shake256::default();
                    use shake::{Update, ExtendableOutput, XofReader};
                    x.update(&tr);
                    x.update(&[0]);
                    x.update(&ctx_len);
                    x.update(&ctx);
                    x.update(&msg);
                    let mut mu = [0u8; 64];
                    x.finalize_xof().read(&mut mu);
                    mu
                };
                let cases: [(Message, Vec<&[u8]>); 4] = [
                    (Message::Pure { message: &msg, context: &ctx }, vec![&[0], &ctx_len, &ctx, &msg]),
                    (Message::PreHashed { hash: PreHash::Sha256, digest: &digest, context: &ctx },
                        vec![&[1], &ctx_len, &ctx, &OID_SHA256, &digest]),
                    (Message::PreHashed { hash: PreHash::Shake256, digest: &shake_digest, context: &ctx },
                        vec![&[1], &ctx_len, &ctx, &OID_SHAKE256, &shake_digest]),
                    (Message::Mu(&mu), vec![&[0], &ctx_len, &ctx, &msg]),
                ];
                for (message, m_prime) in &cases {
                    let want = signer.sign_internal(m_prime, &B32::from(rnd)).encode().to_vec();
                    let mut sig = vec![0u8; O::SIGNATURE_LEN];
                    O::sign_with(&mut Expanded, &sk[..], message, &rnd, &mut sig).unwrap();
                    prop_assert_eq!(&sig, &want);
                    sig.fill(0);
                    O::sign_with(&mut LowRam::new(&mut work), &sk[..], message, &rnd, &mut sig).unwrap();
                    prop_assert_eq!(&sig, &want);
                    prop_assert!(O::verify_message(&pk, message, &sig).is_ok());
                    let mut verify_work = vec![0i32; O::LOW_RAM_VERIFY_WORK_WORDS];
                    prop_assert!(O::verify_low_ram(&mut verify_work, &pk, message, &sig).is_ok());
                }

                // A corrupted pure signature: both verifiers agree.
                let sig = O::sign_deterministic(&sk[..], &msg, &ctx).unwrap();
                let mut bad = sig.to_vec();
                let i = flip.0 % bad.len();
                bad[i] ^= flip.1.max(1);
                let mine = O::verify(&pk, &msg, &ctx, &bad).is_ok();
                let mut verify_work = vec![0i32; O::LOW_RAM_VERIFY_WORK_WORDS];
                let pure = Message::Pure { message: &msg, context: &ctx };
                prop_assert_eq!(O::verify_low_ram(&mut verify_work, &pk, &pure, &bad).is_ok(), mine);
                let vk = signer.verifying_key();
                let their = Signature::<ml_dsa::$theirs>::try_from(&bad[..])
                    .map(|s| vk.verify_with_context(&msg, &ctx, &s))
                    .unwrap_or(false);
                prop_assert_eq!(mine, their);
            }
        }
    };
}

differential!(ml_dsa_44_matches_rustcrypto, MlDsa44, MlDsa44);
differential!(ml_dsa_65_matches_rustcrypto, MlDsa65, MlDsa65);
differential!(ml_dsa_87_matches_rustcrypto, MlDsa87, MlDsa87);
