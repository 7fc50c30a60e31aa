//! Ed25519 verification (both base-point variants) against RustCrypto `ed25519-dalek`'s `verify`
//! (cofactorless, R compared by encoding, S < L required: the same rules as emcrypt's).
//! Input: public key (32) ‖ signature (64) ‖ message (the rest). Checked: where both decode the key, the
//! same verdict; the two emcrypt variants always agree.
#![no_main]

use ed25519_dalek::Verifier;
use emcrypt::ecc::curve25519::ed25519::VerifyingKey;
use emcrypt::ecc::curve25519::{NoTable, PrecomputedTable};
use emcrypt_fuzz::Input;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let (key, sig) = (input.array::<32>(), input.array::<64>());
    let msg = input.rest();
    let table = VerifyingKey::<PrecomputedTable>::from_bytes(&key).map(|k| k.verify(msg, &sig).is_ok());
    let no_table = VerifyingKey::<NoTable>::from_bytes(&key).map(|k| k.verify(msg, &sig).is_ok());
    assert_eq!(table, no_table, "PrecomputedTable vs NoTable");
    if let (Ok(ours), Ok(theirs)) = (table, ed25519_dalek::VerifyingKey::from_bytes(&key)) {
        let their_ok = theirs.verify(msg, &ed25519_dalek::Signature::from_bytes(&sig)).is_ok();
        assert_eq!(ours, their_ok, "verdict vs ed25519-dalek");
    }
});
