//! LMS and one-level HSS verification (RFC 8554, SHA-256 n = 32, height 5, Winternitz 1, 2 and 4) against
//! RustCrypto `lms-signature`.
//! Input: pick (1: key = value mod 3, signature = value / 3 mod 4) ‖ flags (1) ‖ edits (the rest, 3 bytes
//! each: see `emcrypt_fuzz::apply_edits`). At start-up `lms-signature` makes one key per Winternitz
//! parameter and signs four messages with each; an input picks one signature and its edits change any
//! byte of public key ‖ signature ‖ message (flag bit 0: of the HSS forms `00000001 ‖ pk` and
//! `00000000 ‖ sig` instead; bit 1 appends a byte to the signature).
//! Checked: where `lms-signature` parses key and signature (it knows only the key's own parameter set),
//! the same LMS verdict; where it does not, emcrypt refuses; the streaming verifier agrees with the
//! one-shot one; an unedited signature verifies; HSS accepts only with its header intact and exactly
//! when the LMS signature inside verifies.
#![no_main]

use emcrypt::pqc::lms::{hss_verify, lms_verify, LmsVerifier};
use emcrypt_fuzz::{apply_edits, test_rng, Input};
use libfuzzer_sys::fuzz_target;
use lms_signature::lms::{LmsMode, LmsSha256M32H5, Signature, SigningKey, VerifyingKey};
use lms_signature::ots::{LmsOtsSha256N32W1, LmsOtsSha256N32W2, LmsOtsSha256N32W4};
use signature::{RandomizedSignerMut, Verifier};
use std::sync::OnceLock;

/// The peer's verdict on (pk, message, signature), or `None` when it cannot parse pk or signature.
type Peer = fn(&[u8], &[u8], &[u8]) -> Option<bool>;

struct Key {
    public: Vec<u8>,
    signed: Vec<(Vec<u8>, Vec<u8>)>,
    peer: Peer,
}

fn peer<Mode: LmsMode>(pk: &[u8], msg: &[u8], sig: &[u8]) -> Option<bool>
where
    VerifyingKey<Mode>: for<'a> TryFrom<&'a [u8]> + Verifier<Signature<Mode>>,
    Signature<Mode>: for<'a> TryFrom<&'a [u8]>,
{
    let vk = VerifyingKey::<Mode>::try_from(pk).ok()?;
    let sig = Signature::<Mode>::try_from(sig).ok()?;
    Some(vk.verify(msg, &sig).is_ok())
}

/// Key `k` of a mode whose LM-OTS type code (RFC 8554 §8.1: W1 = 1, W2 = 2, W4 = 3) is `ots_code`
/// (`lms-signature` keeps its type codes private); the LMS type is LMS_SHA256_M32_H5 = 5.
fn key<Mode: LmsMode>(k: u8, ots_code: u32) -> Key
where
    VerifyingKey<Mode>: for<'a> TryFrom<&'a [u8]> + Verifier<Signature<Mode>>,
    Signature<Mode>: for<'a> TryFrom<&'a [u8]> + Into<Vec<u8>>,
{
    let mut sk = SigningKey::<Mode>::new_from_seed([k; 16], [k ^ 0x33; 32]).unwrap();
    // u32 type ‖ u32 OTS type ‖ I ‖ K (RFC 8554 §5.3).
    let vk = sk.public();
    let public = [
        &5u32.to_be_bytes()[..],
        &ots_code.to_be_bytes(),
        vk.id(),
        vk.k(),
    ]
    .concat();
    let mut rng = test_rng(k as u64);
    let signed = (0..4u8)
        .map(|i| {
            let msg = vec![i; i as usize * 17];
            let sig: Vec<u8> = sk.try_sign_with_rng(&mut rng, &msg).unwrap().into();
            (msg, sig)
        })
        .collect();
    Key {
        public,
        signed,
        peer: peer::<Mode>,
    }
}

fn keys() -> &'static [Key; 3] {
    static KEYS: OnceLock<[Key; 3]> = OnceLock::new();
    KEYS.get_or_init(|| {
        [
            key::<LmsSha256M32H5<LmsOtsSha256N32W1>>(1, 1),
            key::<LmsSha256M32H5<LmsOtsSha256N32W2>>(2, 2),
            key::<LmsSha256M32H5<LmsOtsSha256N32W4>>(4, 3),
        ]
    })
}

fuzz_target!(|data: &[u8]| {
    let mut input = Input::new(data);
    let (pick, flags) = (input.byte(), input.byte());
    let edits = input.rest();
    let key = &keys()[pick as usize % 3];
    let (msg, sig) = &key.signed[pick as usize / 3 % 4];
    let hss = flags & 1 == 1;
    let (pk_len, sig_len) = (
        key.public.len() + 4 * hss as usize,
        sig.len() + 4 * hss as usize,
    );

    let mut buf = Vec::new();
    if hss {
        buf.extend_from_slice(&1u32.to_be_bytes());
    }
    buf.extend_from_slice(&key.public);
    if hss {
        buf.extend_from_slice(&0u32.to_be_bytes());
    }
    buf.extend_from_slice(sig);
    buf.extend_from_slice(msg);
    let changed = apply_edits(&mut buf, edits);
    let extended = flags & 2 == 2;
    let (pk, rest) = buf.split_at(pk_len);
    let (sig, msg) = rest.split_at(sig_len);
    let mut sig = sig.to_vec();
    if extended {
        sig.push(0);
    }
    let (lms_pk, lms_sig) = if hss {
        (&pk[4..], &sig[4..])
    } else {
        (pk, &sig[..])
    };

    let ours = lms_verify(lms_pk, msg, lms_sig).is_ok();
    match (key.peer)(lms_pk, msg, lms_sig) {
        Some(theirs) => assert_eq!(ours, theirs, "LMS verdict vs lms-signature"),
        None => assert!(!ours, "emcrypt accepted what lms-signature cannot parse"),
    }
    let streamed = LmsVerifier::new(lms_pk, lms_sig).map(|mut v| {
        let (a, b) = msg.split_at(msg.len() / 2);
        v.update(a);
        v.update(b);
        v.finalize().is_ok()
    });
    assert_eq!(streamed.unwrap_or(false), ours, "streaming vs one-shot");
    if !changed && !extended {
        assert!(ours, "an unedited signature was refused");
    }
    if hss {
        let header_intact = pk[..4] == 1u32.to_be_bytes() && sig[..4] == 0u32.to_be_bytes();
        let hss_ok = hss_verify(pk, msg, &sig).is_ok();
        assert_eq!(
            hss_ok,
            header_intact && ours,
            "one-level HSS vs the LMS inside"
        );
    }
});
