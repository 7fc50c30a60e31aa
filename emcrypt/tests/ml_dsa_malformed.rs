//! ML-DSA bad input: wrong lengths, secret keys with coefficients out of range, over-long contexts,
//! pre-hash digests of the wrong length, a too-small working buffer, hints out of range or badly
//! ordered, z out of range, and random bytes everywhere: always an `Error`, never a panic. Every
//! verification runs both verifiers (by rows and low-RAM), which must agree.

mod common;

use common::ml_dsa::verify_both;
use emcrypt::pqc::ml_dsa::{Expanded, LowRam, Message, MlDsa44, MlDsa65, MlDsa87, PreHash};
use emcrypt::Error;
use proptest::prelude::*;

macro_rules! malformed {
    ($name:ident, $fuzz:ident, $set:ident, $k:expr, $omega:expr, $eta_bits:expr) => {
        #[test]
        fn $name() {
            type S = $set;
            let verify = |pk: &[u8], message: &[u8], context: &[u8], sig: &[u8]| {
                let both = (S::verify_message as _, S::verify_low_ram as _, S::LOW_RAM_VERIFY_WORK_WORDS);
                verify_both(both, pk, &Message::Pure { message, context }, sig)
            };
            let (pk, sk) = S::keygen(&[1; 32]);
            let sig = S::sign_deterministic(&sk[..], b"m", b"").unwrap();
            verify(&pk, b"m", b"", &sig).unwrap();

            // Lengths.
            assert_eq!(verify(&pk[1..], b"m", b"", &sig), Err(Error::InvalidLength));
            assert_eq!(verify(&pk, b"m", b"", &sig[1..]), Err(Error::InvalidLength));
            let mut longer = sig.to_vec();
            longer.push(0);
            assert_eq!(verify(&pk, b"m", b"", &longer), Err(Error::InvalidLength));
            assert_eq!(S::sign_deterministic(&sk[1..], b"m", b""), Err(Error::InvalidLength));
            assert_eq!(S::sign_deterministic(&[], b"m", b""), Err(Error::InvalidLength));
            let mut short_sig = vec![0u8; S::SIGNATURE_LEN - 1];
            let msg = Message::Pure { message: b"m", context: b"" };
            assert_eq!(S::sign_with(&mut Expanded, &sk[..], &msg, &[0; 32], &mut short_sig), Err(Error::InvalidLength));

            // Context of 256 bytes; 255 is fine.
            let ctx = [7u8; 256];
            assert_eq!(S::sign_deterministic(&sk[..], b"m", &ctx), Err(Error::InvalidParameter));
            assert_eq!(verify(&pk, b"m", &ctx, &sig), Err(Error::InvalidParameter));
            let sig255 = S::sign_deterministic(&sk[..], b"m", &ctx[..255]).unwrap();
            verify(&pk, b"m", &ctx[..255], &sig255).unwrap();

            // Pre-hash digest of the wrong length.
            let bad_digest = Message::PreHashed { hash: PreHash::Sha512, digest: &[0; 32], context: b"" };
            let mut out = vec![0u8; S::SIGNATURE_LEN];
            assert_eq!(
                S::sign_with(&mut Expanded, &sk[..], &bad_digest, &[0; 32], &mut out),
                Err(Error::InvalidLength)
            );
            assert_eq!(S::verify_message(&pk, &bad_digest, &sig), Err(Error::InvalidLength));
            let mut work = vec![0i32; S::LOW_RAM_VERIFY_WORK_WORDS];
            assert_eq!(S::verify_low_ram(&mut work, &pk, &bad_digest, &sig), Err(Error::InvalidLength));

            // Working buffer one word short.
            let mut work = vec![0i32; S::LOW_RAM_WORK_WORDS - 1];
            assert_eq!(
                S::sign_with(&mut LowRam::new(&mut work), &sk[..], &msg, &[0; 32], &mut out),
                Err(Error::BufferTooSmall)
            );
            let mut work = vec![0i32; S::LOW_RAM_VERIFY_WORK_WORDS - 1];
            assert_eq!(S::verify_low_ram(&mut work, &pk, &msg, &sig), Err(Error::BufferTooSmall));
            assert_eq!(S::verify_low_ram(&mut [], &pk, &msg, &sig), Err(Error::BufferTooSmall));

            // A secret coefficient out of [−η, η]: the first s1 byte all ones.
            let mut bad_sk = sk.to_vec();
            bad_sk[128] = 0xFF;
            assert_eq!(S::sign_deterministic(&bad_sk, b"m", b""), Err(Error::InvalidKey));
            let mut work = vec![0i32; S::LOW_RAM_WORK_WORDS];
            assert_eq!(
                S::sign_with(&mut LowRam::new(&mut work), &bad_sk, &msg, &[0; 32], &mut out),
                Err(Error::InvalidKey)
            );
            // ... and in the last s2 byte.
            let mut bad_sk = sk.to_vec();
            bad_sk[128 + 32 * $eta_bits * (S::LOW_RAM_WORK_WORDS / 256) - 1] = 0xFF;
            assert_eq!(S::sign_deterministic(&bad_sk, b"m", b""), Err(Error::InvalidKey));

            // Hints: count above ω, decreasing counts, positions not increasing, stray non-zero padding.
            let h = S::SIGNATURE_LEN - $omega - $k;
            let mut bad = sig.to_vec();
            bad[h + $omega + $k - 1] = ($omega + 1) as u8;
            assert!(verify(&pk, b"m", b"", &bad).is_err());
            let mut bad = sig.to_vec();
            bad[h + $omega] = 200;
            assert!(verify(&pk, b"m", b"", &bad).is_err());
            let mut bad = sig.to_vec();
            let total = sig[h + $omega + $k - 1] as usize;
            if total >= 2 {
                bad.swap(h, h + 1);
                bad[h + 1] = bad[h];
                assert!(verify(&pk, b"m", b"", &bad).is_err());
            }
            if total < $omega {
                let mut bad = sig.to_vec();
                bad[h + $omega - 1] = 1;
                assert!(verify(&pk, b"m", b"", &bad).is_err());
            }
            // z out of range: a first coefficient of −γ1 ... encoded value 2γ1 (all ones in its bits).
            let mut bad = sig.to_vec();
            let ct = match $k {
                4 => 32,
                6 => 48,
                _ => 64,
            };
            bad[ct] = 0xFF;
            bad[ct + 1] = 0xFF;
            bad[ct + 2] |= 0x0F;
            assert!(verify(&pk, b"m", b"", &bad).is_err());
        }

        proptest! {
            #![proptest_config(ProptestConfig::with_cases(64))]
            #[test]
            fn $fuzz(bytes in proptest::collection::vec(any::<u8>(), 0..6000), cut in any::<usize>()) {
                type S = $set;
                let verify = |pk: &[u8], message: &[u8], context: &[u8], sig: &[u8]| {
                    let both = (S::verify_message as _, S::verify_low_ram as _, S::LOW_RAM_VERIFY_WORK_WORDS);
                    verify_both(both, pk, &Message::Pure { message, context }, sig)
                };
                let (pk, sk) = S::keygen(&[2; 32]);
                let sig = S::sign_deterministic(&sk[..], b"x", b"").unwrap();
                // Random signatures / keys of random and of exact lengths: errors, no panic.
                prop_assert!(verify(&pk, b"x", b"", &bytes).is_err());
                let mut exact = bytes.clone();
                exact.resize(S::SIGNATURE_LEN, 0);
                prop_assert!(verify(&pk, b"x", b"", &exact).is_err());
                let mut rand_pk = bytes.clone();
                rand_pk.resize(S::PUBLIC_KEY_LEN, 3);
                prop_assert!(verify(&rand_pk, b"x", b"", &sig).is_err());
                let mut rand_sk = bytes.clone();
                rand_sk.resize(S::SECRET_KEY_LEN, 0x11);
                let _ = S::sign_deterministic(&rand_sk, b"x", b"");
                let _ = S::sign_deterministic(&bytes, b"x", b"");
                // A signature with a random tail spliced in.
                let mut spliced = sig.to_vec();
                let at = cut % spliced.len();
                for (d, s) in spliced[at..].iter_mut().zip(&bytes) {
                    *d = *s;
                }
                let _ = verify(&pk, b"x", b"", &spliced);
            }
        }
    };
}

malformed!(ml_dsa_44_bad_input, ml_dsa_44_random_input, MlDsa44, 4, 80, 3);
malformed!(ml_dsa_65_bad_input, ml_dsa_65_random_input, MlDsa65, 6, 55, 4);
malformed!(ml_dsa_87_bad_input, ml_dsa_87_random_input, MlDsa87, 8, 75, 3);
