//! Case bodies for message authentication codes.

use crate::message::{key_byte, KEY_LEN};
use crate::Outcome;
use emcrypt::hash::Hash;
use emcrypt::mac::hmac;
use emcrypt_fw_rt::bench::{ct_secret, measure, SecretKind};

/// HMAC of `message` in one call, under the benchmark key (set up outside the measurement), or under the
/// secret of a constant-time check.
pub fn hmac_sole_buffer<H: Hash>(id: u32, message: &[u8], expected: &[u8]) -> Outcome {
    let mut key = [0u8; KEY_LEN];
    for (i, k) in key.iter_mut().enumerate() {
        *k = key_byte(i);
    }
    if let Some(secret) = ct_secret(SecretKind::Key) {
        key.copy_from_slice(&secret[..KEY_LEN]);
    }
    let tag = measure(id, (&key, message), |(k, m)| hmac::<H>(k, m));
    Outcome::check(tag.as_ref(), expected)
}
