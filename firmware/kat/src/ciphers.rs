//! Ciphers: AES in ECB, CBC and CTR over each of its three variants (Fixsliced, Compact, TableBased) and
//! key sizes, TDES in ECB and CBC with three and two keys over both S-box layers, ChaCha20 (initial
//! counters 0, 1 and 42). Each case is encrypted and decrypted one-shot.

use crate::tally::Tally;
use crate::vectors::{self, CipherCase};
use emcrypt::cipher::aes::{Aes128, Aes192, Aes256, Compact, Fixsliced, TableBased, Variant};
use emcrypt::cipher::des::{PackedSboxes, SboxLayer, TableBased as DesTables, Tdes};
use emcrypt::cipher::modes::{cbc, ctr, ecb};
use emcrypt::cipher::BlockCipher;
use emcrypt::stream::ChaCha20;

/// The longest text among the block-cipher cases (CAVP MMT: two blocks; RFC 3686: 36 bytes).
const BUF: usize = 64;

pub fn run(t: &mut Tally) {
    aes::<Fixsliced>(t, "fixsliced");
    aes::<Compact>(t, "compact");
    aes::<TableBased>(t, "tables");
    tdes::<PackedSboxes>(t, "tdes/packed");
    tdes::<DesTables>(t, "tdes/tables");
    chacha20(t);
}

/// Every AES key size and mode over the variant `V`.
fn aes<V: Variant>(t: &mut Tally, variant: &str) {
    modes::<Aes128<V>>(t, variant, "aes128", [vectors::AES128_ECB, vectors::AES128_CBC, vectors::AES128_CTR]);
    modes::<Aes192<V>>(t, variant, "aes192", [vectors::AES192_ECB, vectors::AES192_CBC, vectors::AES192_CTR]);
    modes::<Aes256<V>>(t, variant, "aes256", [vectors::AES256_ECB, vectors::AES256_CBC, vectors::AES256_CTR]);
}

#[inline(never)] // a frame of its own, see hashes::check
fn modes<C: BlockCipher>(t: &mut Tally, variant: &str, size: &str, [ecbs, cbcs, ctrs]: [&[CipherCase]; 3]) {
    let mut name = Name::default();
    let algorithm = name.join(&[size, "-ecb/", variant]);
    for case in ecbs {
        both_ways(t, algorithm, case, |k, _, i, o, enc| {
            if enc { ecb::encrypt::<C>(k, i, o) } else { ecb::decrypt::<C>(k, i, o) }
        });
    }
    let mut name = Name::default();
    let algorithm = name.join(&[size, "-cbc/", variant]);
    for case in cbcs {
        both_ways(t, algorithm, case, |k, iv, i, o, enc| {
            let result = if enc {
                cbc::encrypt::<C>(k, iv, cbc::Padding::None, i, o)
            } else {
                cbc::decrypt::<C>(k, iv, cbc::Padding::None, i, o)
            };
            result.and_then(|n| if n == i.len() { Ok(()) } else { Err(emcrypt::Error::InvalidLength) })
        });
    }
    let mut name = Name::default();
    let algorithm = name.join(&[size, "-ctr/", variant]);
    for case in ctrs {
        both_ways(t, algorithm, case, |k, iv, i, o, _| ctr::apply::<C>(k, iv, i, o));
    }
}

#[inline(never)]
fn tdes<V: SboxLayer>(t: &mut Tally, algorithm: &str) {
    // (cases, CBC, two keys: keying option 2 takes K1 || K2 through `new_two_key`)
    for (cases, cbc, two_keys) in [
        (vectors::TDES_3KEY_ECB, false, false),
        (vectors::TDES_3KEY_CBC, true, false),
        (vectors::TDES_2KEY_ECB, false, true),
        (vectors::TDES_2KEY_CBC, true, true),
    ] {
        for case in cases {
            both_ways(t, algorithm, case, |k, iv, i, o, enc| {
                let cipher = match (two_keys, k.get(..16)) {
                    (true, Some(k1k2)) => Tdes::<V>::new_two_key(k1k2.try_into().map_err(|_| emcrypt::Error::InvalidLength)?)?,
                    _ => Tdes::<V>::new(k.try_into().map_err(|_| emcrypt::Error::InvalidLength)?)?,
                };
                match (cbc, enc) {
                    (false, true) => cipher.ecb_encrypt(i, o),
                    (false, false) => cipher.ecb_decrypt(i, o),
                    (true, enc) => {
                        let iv: &[u8; 8] = iv.try_into().map_err(|_| emcrypt::Error::InvalidLength)?;
                        if enc { cipher.cbc_encrypt(iv, i, o) } else { cipher.cbc_decrypt(iv, i, o) }
                    }
                }
            });
        }
    }
}

#[inline(never)]
fn chacha20(t: &mut Tally) {
    const ALGORITHM: &str = "chacha20";
    for case in vectors::CHACHA20 {
        let (Ok(key), Ok(nonce)) = (case.key.try_into(), case.iv.try_into()) else {
            t.check_that(ALGORITHM, case.label, "key and nonce lengths", false);
            continue;
        };
        let mut buf = [0u8; 512];
        let Some(out) = t.output(ALGORITHM, case.label, &mut buf, case.pt.len()) else { continue };
        let ok = ChaCha20::new_with_counter(key, nonce, case.counter).apply_keystream_to(case.pt, out).is_ok();
        t.check_that(ALGORITHM, case.label, "encrypt accepted the text", ok);
        t.check(ALGORITHM, case.label, "ciphertext", out, case.ct);
        // In place and in two calls (the second starting mid-block): decryption gives the plaintext back.
        out.copy_from_slice(case.ct);
        let mut stream = ChaCha20::new_with_counter(key, nonce, case.counter);
        let (head, tail) = out.split_at_mut(out.len() / 3);
        let ok = stream.apply_keystream(head).is_ok() && stream.apply_keystream(tail).is_ok();
        t.check_that(ALGORITHM, case.label, "decrypt in 2 parts accepted the text", ok);
        t.check(ALGORITHM, case.label, "plaintext in 2 parts", out, case.pt);
    }
}

/// Encrypts the plaintext and decrypts the ciphertext with `apply(key, iv, input, output, encrypt)`.
fn both_ways(
    t: &mut Tally,
    algorithm: &str,
    case: &CipherCase,
    apply: impl Fn(&[u8], &[u8], &[u8], &mut [u8], bool) -> Result<(), emcrypt::Error>,
) {
    let mut buf = [0u8; BUF];
    let Some(out) = t.output(algorithm, case.label, &mut buf, case.pt.len()) else { return };
    let ok = apply(case.key, case.iv, case.pt, out, true).is_ok();
    t.check_that(algorithm, case.label, "encrypt accepted the parameters", ok);
    t.check(algorithm, case.label, "ciphertext", out, case.ct);
    let ok = apply(case.key, case.iv, case.ct, out, false).is_ok();
    t.check_that(algorithm, case.label, "decrypt accepted the parameters", ok);
    t.check(algorithm, case.label, "plaintext", out, case.pt);
}

/// An algorithm name put together without `core::fmt` (`aes128-cbc/compact`).
#[derive(Default)]
struct Name {
    buf: [u8; 32],
}

impl Name {
    fn join(&mut self, parts: &[&str]) -> &str {
        let mut len = 0;
        for part in parts {
            let end = (len + part.len()).min(self.buf.len());
            self.buf[len..end].copy_from_slice(&part.as_bytes()[..end - len]);
            len = end;
        }
        core::str::from_utf8(&self.buf[..len]).unwrap_or("?")
    }
}
