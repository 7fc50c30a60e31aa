//! HMAC over every hash the RFC vectors cover (both variants where a hash has two): the one-shot
//! function, the streaming context in parts, and `verify` accepting the right tag and refusing a
//! corrupted one.

use crate::tally::Tally;
use crate::vectors::{self, MacCase};
use emcrypt::hash::{md5, sha1, sha256, sha512, Hash};
use emcrypt::mac::{hmac, Hmac};

pub fn run(t: &mut Tally) {
    check::<md5::Md5>(t, "hmac-md5", vectors::HMAC_MD5);
    check::<sha1::Sha1>(t, "hmac-sha1", vectors::HMAC_SHA1);
    check::<sha256::Sha224>(t, "hmac-sha224", vectors::HMAC_SHA224);
    check::<sha256::Sha256<sha256::Unrolled>>(t, "hmac-sha256/unrolled", vectors::HMAC_SHA256);
    check::<sha256::Sha256<sha256::Compact>>(t, "hmac-sha256/compact", vectors::HMAC_SHA256);
    check::<sha512::Sha384>(t, "hmac-sha384", vectors::HMAC_SHA384);
    check::<sha512::Sha512<sha512::Unrolled>>(t, "hmac-sha512/unrolled", vectors::HMAC_SHA512);
    check::<sha512::Sha512<sha512::Compact>>(t, "hmac-sha512/compact", vectors::HMAC_SHA512);
}

#[inline(never)] // a frame of its own, see hashes::check
fn check<H: Hash>(t: &mut Tally, algorithm: &str, cases: &[MacCase]) {
    for case in cases {
        t.check(algorithm, case.label, "one-shot", hmac::<H>(case.key, case.msg).as_ref(), case.tag);

        let Ok(keyed) = Hmac::<H>::new(case.key) else {
            t.check_that(algorithm, case.label, "new refused the key", false);
            continue;
        };
        let mut mac = keyed.clone();
        let (head, tail) = case.msg.split_at(case.msg.len() / 3);
        mac.update(head);
        mac.update(tail);
        t.check(algorithm, case.label, "in 2 parts", mac.finalize().as_ref(), case.tag);

        let mut mac = keyed.clone();
        mac.update(case.msg);
        t.check_that(algorithm, case.label, "verify accepts the tag", mac.verify(case.tag).is_ok());

        let mut wrong = [0u8; 64];
        let Some(wrong) = t.output(algorithm, case.label, &mut wrong, case.tag.len()) else { continue };
        wrong.copy_from_slice(case.tag);
        wrong[wrong.len() - 1] ^= 1;
        let mut mac = keyed;
        mac.update(case.msg);
        t.check_that(algorithm, case.label, "verify refuses a flipped bit", mac.verify(wrong).is_err());
    }
}
