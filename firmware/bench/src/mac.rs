//! Case bodies for message authentication codes.

use crate::message::{key_byte, KEY_LEN};
use crate::Outcome;
use emcrypt::hash::Hash;
use emcrypt::mac::hmac;
use emcrypt_fw_rt::bench::{ct_secret, measure, report_leftovers, SecretKind};

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
    // The padded keys HMAC derives (its inner and outer first blocks), for the zeroization check.
    let inner: [u8; KEY_LEN] = core::array::from_fn(|i| key[i] ^ 0x36);
    let outer: [u8; KEY_LEN] = core::array::from_fn(|i| key[i] ^ 0x5c);
    let tag = measure(id, (&key, message), |(k, m)| hmac::<H>(k, m));
    report_leftovers(id, &[&key, &inner, &outer]);
    Outcome::check(tag.as_ref(), expected)
}
