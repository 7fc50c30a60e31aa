//! ML-KEM decapsulation (FIPS 203), all three parameter sets, against RustCrypto `ml-kem`, for any
//! decapsulation key bytes and any ciphertext.
//! Input: set (1: value mod 3) ‖ flags (1) ‖ seed (64) ‖ m (32) ‖ edits (the rest, 3 bytes each: see
//! `emcrypt_fuzz::apply_edits`, over dk ‖ ct). A key pair comes from the seed and a ciphertext from
//! encapsulating m; the edits then change any byte of the expanded decapsulation key and the ciphertext.
//! Flag bit 0 recomputes the stored H(ek) after the edits (with RustCrypto's `sha3`), so edits inside ek
//! reach decapsulation instead of stopping at the hash check; bit 1 drops the ciphertext's last byte.
//! Checked: the same verdict on the key as `ml-kem`'s `from_expanded` where FIPS 203 defines one (its
//! hash check; `ml-kem` also checks ek's coefficients, which decapsulation does not require, so there it
//! may refuse what emcrypt takes); where both accept, the same shared secret (the real one or the implicit
//! rejection one); a ciphertext of the wrong length is an error.
#![no_main]
#![allow(deprecated)] // ml-kem's expanded decapsulation-key form, which FIPS 203 still defines.

use emcrypt::pqc::ml_kem::{DecapsulationKey, MlKem1024, MlKem512, MlKem768, ParameterSet};
use emcrypt_fuzz::{apply_edits, Input};
use libfuzzer_sys::fuzz_target;
use ml_kem::array::Array;
use ml_kem::Decapsulate;
use sha3::Digest;

/// Builds dk ‖ ct for one parameter set, applies the edits, and runs both sides.
macro_rules! run {
    ($ours:ty, $theirs:ty, $flags:expr, $seed:expr, $m:expr, $edits:expr) => {{
        type P = $ours;
        let (flags, seed, m, edits) = ($flags, $seed, $m, $edits);
        let (dk, ek) = DecapsulationKey::<P>::from_seed(seed);
        let (ct, _) = ek.encapsulate_deterministic(m);
        let mut buf = [dk.as_bytes(), ct.as_ref()].concat();
        apply_edits(&mut buf, edits);
        let (dk_bytes, ct) = buf.split_at_mut(P::DECAPSULATION_KEY_LEN);
        let ek_start = 384 * P::K;
        let h_start = ek_start + P::ENCAPSULATION_KEY_LEN;
        let h = sha3::Sha3_256::digest(&dk_bytes[ek_start..h_start]);
        let hash_ok = dk_bytes[h_start..h_start + 32] == h[..] || flags & 1 == 1;
        if flags & 1 == 1 {
            dk_bytes[h_start..h_start + 32].copy_from_slice(&h);
        }
        let ct: &[u8] = if flags & 2 == 2 {
            &ct[..ct.len() - 1]
        } else {
            ct
        };

        let ours = DecapsulationKey::<P>::from_bytes(dk_bytes);
        assert_eq!(ours.is_ok(), hash_ok, "decapsulation key hash check");
        let theirs = ml_kem::DecapsulationKey::<$theirs>::from_expanded(
            &Array::try_from(&dk_bytes[..]).unwrap(),
        );
        if theirs.is_ok() {
            assert!(
                ours.is_ok(),
                "ml-kem accepts a decapsulation key emcrypt refuses"
            );
        }
        if let Ok(ours) = ours {
            let secret = ours.decapsulate(ct);
            if ct.len() != P::CIPHERTEXT_LEN {
                assert!(
                    secret.is_err(),
                    "a ciphertext of {} bytes was accepted",
                    ct.len()
                );
            } else {
                let secret = secret.expect("a well-sized ciphertext never fails");
                if let Ok(theirs) = theirs {
                    let their_secret = theirs.decapsulate(&Array::try_from(ct).unwrap());
                    assert_eq!(
                        secret.as_bytes()[..],
                        their_secret[..],
                        "shared secret vs ml-kem"
                    );
                }
            }
        }
    }};
}

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let (set, flags) = (input.byte() % 3, input.byte());
    let (seed, m) = (input.array::<64>(), input.array::<32>());
    let edits = input.rest();
    match set {
        0 => run!(MlKem512, ml_kem::MlKem512, flags, &seed, &m, edits),
        1 => run!(MlKem768, ml_kem::MlKem768, flags, &seed, &m, edits),
        _ => run!(MlKem1024, ml_kem::MlKem1024, flags, &seed, &m, edits),
    }
});
