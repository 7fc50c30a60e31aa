//! Differential tests of LMS against RustCrypto `lms-signature` (SHA-256, n = 32, the sets it implements),
//! both ways: its signatures verify with ours, ours verify with it; and key generation from the same
//! I and SEED (RFC 8554 Appendix A) gives the same public key in both, with the same state encoding.

use emcrypt::pqc::lms::{hss_verify, lms_verify, LmotsAlgorithm, LmsAlgorithm, LmsParams, LmsPrivateKey, LmsVerifier};
use emcrypt::Error;
use lms_signature::lms::{LmsMode, LmsSha256M32H10, LmsSha256M32H5, Signature, SigningKey, VerifyingKey};
use lms_signature::ots::{LmsOtsSha256N32W1, LmsOtsSha256N32W2, LmsOtsSha256N32W4, LmsOtsSha256N32W8};
use sha2::Digest;
use signature::{RandomizedSignerMut, Verifier};

/// A deterministic generator for the randomizer C RustCrypto's signer draws: SHA-256 of a counter.
struct CounterRng(u64);

impl rand_core::TryRng for CounterRng {
    type Error = core::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok(self.try_next_u64()? as u32)
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        let mut b = [0u8; 8];
        self.try_fill_bytes(&mut b)?;
        Ok(u64::from_le_bytes(b))
    }
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), Self::Error> {
        for chunk in dest.chunks_mut(32) {
            self.0 += 1;
            chunk.copy_from_slice(&sha2::Sha256::digest(self.0.to_be_bytes())[..chunk.len()]);
        }
        Ok(())
    }
}

impl rand_core::TryCryptoRng for CounterRng {}

/// Messages of assorted lengths (empty, one byte, around the SHA-256 block edges, long).
fn messages(k: u8) -> Vec<Vec<u8>> {
    [0usize, 1, 9, 55, 64, 1000].iter().map(|&len| (0..len).map(|i| (i as u8).wrapping_mul(31) ^ k).collect()).collect()
}

fn both_ways<Mode: LmsMode>(params: LmsParams, keys: u8, messages_per_key: usize)
where
    Signature<Mode>: for<'a> TryFrom<&'a [u8]> + Into<Vec<u8>>,
    VerifyingKey<Mode>: for<'a> TryFrom<&'a [u8]> + Verifier<Signature<Mode>>,
    for<'a> <Signature<Mode> as TryFrom<&'a [u8]>>::Error: core::fmt::Debug,
    for<'a> <VerifyingKey<Mode> as TryFrom<&'a [u8]>>::Error: core::fmt::Debug,
    SigningKey<Mode>: for<'a> TryFrom<&'a [u8]>,
{
    let mut rng = CounterRng(0);
    for k in 0..keys {
        let id = [k ^ 0x5a; 16];
        let seed: Vec<u8> = (0..32).map(|i| i ^ k.wrapping_mul(17)).collect();
        let mut theirs = SigningKey::<Mode>::new_from_seed(id, &seed).unwrap();
        let mut ours = LmsPrivateKey::from_seed(params, id, &seed).unwrap();

        // Same public key from the same I and SEED.
        let mut pk = [0u8; 56];
        ours.public_key(&mut pk).unwrap();
        let their_vk = VerifyingKey::<Mode>::try_from(&pk[..]).expect("RustCrypto parses our public key");
        assert_eq!(their_vk.k(), &pk[24..], "key {k}: root");
        assert_eq!(their_vk.id(), &id);

        // Our state encoding is theirs: they restore our saved state and get the same key.
        let mut state = [0u8; 64];
        let len = ours.write_state(&mut state).unwrap();
        assert!(SigningKey::<Mode>::try_from(&state[..len]).is_ok(), "RustCrypto parses our state");

        let hss_pk: Vec<u8> = [&1u32.to_be_bytes()[..], &pk].concat();
        for msg in messages(k).iter().take(messages_per_key) {
            // Theirs -> ours (as LMS and as a one-level HSS signature).
            let sig: Vec<u8> = theirs.try_sign_with_rng(&mut rng, msg).unwrap().into();
            assert_eq!(lms_verify(&pk, msg, &sig), Ok(()), "key {k}, message of {} bytes", msg.len());
            let hss_sig: Vec<u8> = [&0u32.to_be_bytes()[..], &sig].concat();
            assert_eq!(hss_verify(&hss_pk, msg, &hss_sig), Ok(()));
            let mut wrong = msg.clone();
            wrong.push(1);
            assert_eq!(lms_verify(&pk, &wrong, &sig), Err(Error::VerificationFailed));
            // Streamed byte by byte.
            let mut v = LmsVerifier::new(&pk, &sig).unwrap();
            msg.iter().for_each(|b| v.update(&[*b]));
            assert_eq!(v.finalize(), Ok(()));

            // Ours -> theirs.
            let mut out = vec![0u8; params.signature_len()];
            let n = ours.sign(msg, &mut out, |_| Ok(())).unwrap();
            let their_sig = Signature::<Mode>::try_from(&out[..n]).expect("RustCrypto parses our signature");
            assert!(their_vk.verify(msg, &their_sig).is_ok(), "RustCrypto verifies our signature");
            assert!(their_vk.verify(&wrong, &their_sig).is_err());
        }
    }
}

fn params(lms: LmsAlgorithm, ots: LmotsAlgorithm) -> LmsParams {
    LmsParams::new(lms, ots).unwrap()
}

#[test]
fn h5_w1() {
    both_ways::<LmsSha256M32H5<LmsOtsSha256N32W1>>(params(LmsAlgorithm::Sha256M32H5, LmotsAlgorithm::Sha256N32W1), 3, 6);
}

#[test]
fn h5_w2() {
    both_ways::<LmsSha256M32H5<LmsOtsSha256N32W2>>(params(LmsAlgorithm::Sha256M32H5, LmotsAlgorithm::Sha256N32W2), 3, 6);
}

#[test]
fn h5_w4() {
    both_ways::<LmsSha256M32H5<LmsOtsSha256N32W4>>(params(LmsAlgorithm::Sha256M32H5, LmotsAlgorithm::Sha256N32W4), 3, 6);
}

#[test]
fn h5_w8() {
    both_ways::<LmsSha256M32H5<LmsOtsSha256N32W8>>(params(LmsAlgorithm::Sha256M32H5, LmotsAlgorithm::Sha256N32W8), 2, 6);
}

/// The benchmark's parameter set (CMOX's LMS_N32_H10_W4): one key, two messages (our signer rebuilds the
/// tree for each signature).
#[test]
fn h10_w4() {
    both_ways::<LmsSha256M32H10<LmsOtsSha256N32W4>>(params(LmsAlgorithm::Sha256M32H10, LmotsAlgorithm::Sha256N32W4), 1, 2);
}
