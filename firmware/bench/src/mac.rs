//! Case bodies for message authentication codes.

use crate::message::{key_byte, KEY_LEN};
use crate::Outcome;
use emcrypt::hash::Hash;
use emcrypt::mac::hmac;
use emcrypt_fw_rt::bench::measure;

/// HMAC of `message` in one call, under the benchmark key (set up outside the measurement).
pub fn hmac_sole_buffer<H: Hash>(id: u32, message: &[u8], expected: &[u8]) -> Outcome {
    let mut key = [0u8; KEY_LEN];
    for (i, k) in key.iter_mut().enumerate() {
        *k = key_byte(i);
    }
    let tag = measure(id, (&key, message), |(k, m)| hmac::<H>(k, m));
    Outcome::check(tag.as_ref(), expected)
}
