//! Ed448 verification (RFC 8032, pure, with context) against RustCrypto `ed448-goldilocks`.
//! Input: flags (1) ‖ seed or public key (57) ‖ signature (114) ‖ context (length byte, ≤ 255) ‖ message
//! (the rest). Flag bit 0 clear: the 57 + 114 bytes are taken as they are (public key, signature); set:
//! emcrypt derives a key from the 57 bytes as a seed and signs, and the 114 signature bytes are XORed onto
//! that signature (all zero: unchanged), so the accepting path is fuzzed too.
//! Checked: emcrypt decodes a public key exactly when the peer's RFC 8032 point decoding
//! (`CompressedEdwardsY::decompress_unchecked`) does; `ed448-goldilocks`'s `VerifyingKey` further refuses
//! points with a small-order component (not torsion-free) and the identity, which RFC 8032 and emcrypt
//! accept, so verdicts are compared where both decode the key; a signature left unchanged verifies.
//! One more difference: `ed448-goldilocks` ignores the seven unused bits of the last byte, while RFC 8032
//! §5.2.3 counts them in y (which is then >= p, so decoding fails): with any of them set, emcrypt must
//! refuse the key and nothing is compared.
#![no_main]

use emcrypt::ecc::curve448::ed448::{SigningKey, VerifyingKey};
use emcrypt_fuzz::Input;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let signed = input.byte() & 1 == 1;
    let (key, mut sig) = (input.array::<57>(), input.array::<114>());
    let ctx = input.bytes(255);
    let msg = input.rest();
    let (pk, unchanged) = if signed {
        let sk = SigningKey::from_seed(&key);
        let good = sk.sign(msg, ctx).expect("signing");
        let unchanged = sig.iter().all(|&b| b == 0);
        sig.iter_mut().zip(good.iter()).for_each(|(s, g)| *s ^= g);
        (sk.verifying_key().to_bytes(), unchanged)
    } else {
        (key, false)
    };

    let ours = VerifyingKey::from_bytes(&pk);
    let theirs = ed448_goldilocks::VerifyingKey::from_bytes(&pk.into());
    if pk[56] & 0x7f != 0 {
        assert!(
            ours.is_err(),
            "a key with the unused bits of its last byte set was accepted"
        );
        return;
    }
    let rfc8032 = ed448_goldilocks::CompressedEdwardsY(pk.into())
        .decompress_unchecked()
        .is_some();
    assert_eq!(
        ours.is_ok(),
        bool::from(rfc8032),
        "public key decoding vs ed448-goldilocks's point decoding"
    );
    if theirs.is_ok() {
        assert!(ours.is_ok(), "ed448-goldilocks takes a key emcrypt refuses");
    }
    if let (Ok(ours), Ok(theirs)) = (ours, theirs) {
        let ok = ours.verify(msg, ctx, &sig).is_ok();
        let their_ok = theirs
            .verify_ctx(&ed448_goldilocks::Signature::from_bytes(&sig), ctx, msg)
            .is_ok();
        assert_eq!(ok, their_ok, "verdict vs ed448-goldilocks");
        if unchanged {
            assert!(ok, "an unchanged signature was refused");
        }
    }
});
