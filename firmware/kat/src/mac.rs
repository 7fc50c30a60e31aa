//! HMAC over every hash (both variants where a hash has two): the one-shot function, the streaming
//! context in parts, and verification, which must accept the right tag (full-length or truncated) and
//! refuse a modified one.

use crate::tally::Tally;
use crate::vectors::{self, MacCase};
use emcrypt::hash::{md5, sha1, sha256, sha3, sha512, Hash};
use emcrypt::mac::{hmac, Hmac};
use emcrypt::Error;

pub fn run(t: &mut Tally) {
    check::<md5::Md5>(t, "hmac-md5", vectors::HMAC_MD5);
    check::<sha1::Sha1>(t, "hmac-sha1", vectors::HMAC_SHA1);
    check::<sha256::Sha224>(t, "hmac-sha224", vectors::HMAC_SHA224);
    check::<sha256::Sha256<sha256::Unrolled>>(t, "hmac-sha256/unrolled", vectors::HMAC_SHA256);
    check::<sha256::Sha256<sha256::Compact>>(t, "hmac-sha256/compact", vectors::HMAC_SHA256);
    check::<sha512::Sha384>(t, "hmac-sha384", vectors::HMAC_SHA384);
    check::<sha512::Sha512<sha512::Unrolled>>(t, "hmac-sha512/unrolled", vectors::HMAC_SHA512);
    check::<sha512::Sha512<sha512::Compact>>(t, "hmac-sha512/compact", vectors::HMAC_SHA512);
    check::<sha512::Sha512_224>(t, "hmac-sha512-224", vectors::HMAC_SHA512_224);
    check::<sha512::Sha512_256>(t, "hmac-sha512-256", vectors::HMAC_SHA512_256);
    check::<sha3::Sha3_224>(t, "hmac-sha3-224", vectors::HMAC_SHA3_224);
    check::<sha3::Sha3_256<sha3::Unrolled>>(t, "hmac-sha3-256/unrolled", vectors::HMAC_SHA3_256);
    check::<sha3::Sha3_256<sha3::Compact>>(t, "hmac-sha3-256/compact", vectors::HMAC_SHA3_256);
    check::<sha3::Sha3_384>(t, "hmac-sha3-384", vectors::HMAC_SHA3_384);
    check::<sha3::Sha3_512>(t, "hmac-sha3-512", vectors::HMAC_SHA3_512);
}

/// `update(msg)`, then `verify` for a full-length tag or `verify_truncated` for a shorter one.
fn verify<H: Hash>(mut mac: Hmac<H>, msg: &[u8], tag: &[u8]) -> Result<(), Error> {
    mac.update(msg);
    if tag.len() == H::OUTPUT_LEN {
        mac.verify(tag)
    } else {
        mac.verify_truncated(tag)
    }
}

/// A truncated tag is the leftmost bytes of the full one (all of it if `len` is longer: the check then
/// fails on the length).
fn leftmost(full: &[u8], len: usize) -> &[u8] {
    full.get(..len).unwrap_or(full)
}

#[inline(never)] // a frame of its own, see hashes::check
fn check<H: Hash>(t: &mut Tally, algorithm: &str, cases: &[MacCase]) {
    for case in cases {
        let Ok(keyed) = Hmac::<H>::new(case.key) else {
            t.check_that(algorithm, case.label, "new refused the key", false);
            continue;
        };
        if !case.valid {
            let refused = verify(keyed, case.msg, case.tag).is_err();
            t.check_that(algorithm, case.label, "verify refuses the modified tag", refused);
            continue;
        }
        let one_shot = hmac::<H>(case.key, case.msg);
        t.check(algorithm, case.label, "one-shot", leftmost(one_shot.as_ref(), case.tag.len()), case.tag);

        let mut mac = keyed.clone();
        let (head, tail) = case.msg.split_at(case.msg.len() / 3);
        mac.update(head);
        mac.update(tail);
        let streamed = mac.finalize();
        t.check(algorithm, case.label, "in 2 parts", leftmost(streamed.as_ref(), case.tag.len()), case.tag);

        t.check_that(
            algorithm,
            case.label,
            "verify accepts the tag",
            verify(keyed.clone(), case.msg, case.tag).is_ok(),
        );

        let mut wrong = [0u8; 64];
        let Some(wrong) = t.output(algorithm, case.label, &mut wrong, case.tag.len()) else { continue };
        wrong.copy_from_slice(case.tag);
        if let Some(last) = wrong.last_mut() {
            *last ^= 1;
        }
        t.check_that(algorithm, case.label, "verify refuses a flipped bit", verify(keyed, case.msg, wrong).is_err());
    }
}
