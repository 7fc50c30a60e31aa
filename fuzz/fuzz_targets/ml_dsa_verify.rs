//! ML-DSA verification (FIPS 204, pure, with context), all three parameter sets, against RustCrypto
//! `ml-dsa` 0.1.2: public key, signature, message and context all under the fuzzer's control.
//! Input: set (1: value mod 3) ‖ flags (1) ‖ seed (32) ‖ context (length byte) ‖ message (length byte) ‖
//! edits (the rest, 3 bytes each: see `emcrypt_fuzz::apply_edits`, over pk ‖ sig ‖ message ‖ context).
//! emcrypt derives a key pair from the seed and signs (deterministically); the edits then change any byte
//! of the four. Flag bit 0 appends 256 bytes to the context (longer than FIPS 204's 255: both must refuse).
//! Checked: the same verdict as `ml-dsa` (which decodes any public key bytes and refuses undecodable
//! signatures), and an unedited signature verifies.
#![no_main]

use emcrypt::pqc::ml_dsa::{MlDsa44, MlDsa65, MlDsa87};
use emcrypt_fuzz::{apply_edits, Input};
use libfuzzer_sys::fuzz_target;
use ml_dsa::{Signature, VerifyingKey};

macro_rules! run {
    ($ours:ty, $theirs:ty, $flags:expr, $seed:expr, $ctx:expr, $msg:expr, $edits:expr) => {{
        type O = $ours;
        let (flags, seed, ctx, msg, edits): (u8, &[u8; 32], &[u8], &[u8], &[u8]) =
            ($flags, $seed, $ctx, $msg, $edits);
        let (pk, sk) = O::keygen(seed);
        let sig = O::sign_deterministic(&sk[..], msg, ctx).expect("signing");
        let mut buf = [&pk[..], &sig[..], msg, ctx].concat();
        let changed = apply_edits(&mut buf, edits);
        let (pk, rest) = buf.split_at(O::PUBLIC_KEY_LEN);
        let (sig, rest) = rest.split_at(O::SIGNATURE_LEN);
        let (msg, ctx) = rest.split_at(msg.len());
        let mut ctx = ctx.to_vec();
        if flags & 1 == 1 {
            ctx.extend_from_slice(&[0x5a; 256]);
        }

        let ours = O::verify(pk, msg, &ctx, sig).is_ok();
        let vk = VerifyingKey::<$theirs>::decode(&pk.try_into().unwrap());
        let theirs = Signature::<$theirs>::try_from(sig)
            .map(|s| vk.verify_with_context(msg, &ctx, &s))
            .unwrap_or(false);
        assert_eq!(ours, theirs, "verdict vs ml-dsa");
        if !changed && flags & 1 == 0 {
            assert!(ours, "an unedited signature was refused");
        }
    }};
}

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let (set, flags, seed) = (input.byte() % 3, input.byte(), input.array::<32>());
    let ctx = input.bytes(255);
    let msg = input.bytes(255);
    let edits = input.rest();
    match set {
        0 => run!(MlDsa44, ml_dsa::MlDsa44, flags, &seed, ctx, msg, edits),
        1 => run!(MlDsa65, ml_dsa::MlDsa65, flags, &seed, ctx, msg, edits),
        _ => run!(MlDsa87, ml_dsa::MlDsa87, flags, &seed, ctx, msg, edits),
    }
});
