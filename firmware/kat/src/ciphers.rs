//! Ciphers: AES in ECB, CBC and CTR over each of its three variants (Fixsliced, Compact, TableBased) and
//! key sizes, TDES in ECB and CBC with three and two keys over both S-box layers, ChaCha20 (initial
//! counters 0, 1 and 42). Each case is encrypted and decrypted one-shot.

use crate::tally::Tally;
use crate::vectors::{self, CipherCase};
use emcrypt::cipher::aes::{Aes128, Fixsliced, Variant};
#[cfg(not(kat_small_flash))]
use emcrypt::cipher::aes::{Aes192, Aes256, Compact, TableBased};
#[cfg(not(kat_small_flash))]
use emcrypt::cipher::des::TableBased as DesTables;
#[cfg(not(kat_small_flash))]
use emcrypt::cipher::des::{PackedSboxes, SboxLayer, Tdes};
use emcrypt::cipher::modes::{cbc, ctr, ecb};
use emcrypt::cipher::BlockCipher;
use emcrypt::stream::ChaCha20;

/// The longest text among the block-cipher cases (CAVP MMT: two blocks; RFC 3686: 36 bytes).
const BUF: usize = 64;

pub fn run(t: &mut Tally) {
    aes::<Fixsliced>(t, ["aes128-ecb/fixsliced", "aes128-cbc/fixsliced", "aes128-ctr/fixsliced"], AES192_256_FIXSLICED);
    // Skipped on the Cortex-M0 board for want of flash (see firmware/README.md); the other cores, and the
    // same thumbv6m code on mps2-an385, run them. (TDES with packed S-boxes left the board when its
    // constant-time S-boxes were written out in full for speed: 3DES is legacy, the board's flash is full.)
    #[cfg(not(kat_small_flash))]
    {
        tdes::<PackedSboxes>(t, "tdes/packed");
        let aes192_256 = [
            ["aes192-ecb/compact", "aes192-cbc/compact", "aes192-ctr/compact"],
            ["aes256-ecb/compact", "aes256-cbc/compact", "aes256-ctr/compact"],
        ];
        aes::<Compact>(t, ["aes128-ecb/compact", "aes128-cbc/compact", "aes128-ctr/compact"], aes192_256);
        let aes192_256 = [
            ["aes192-ecb/tables", "aes192-cbc/tables", "aes192-ctr/tables"],
            ["aes256-ecb/tables", "aes256-cbc/tables", "aes256-ctr/tables"],
        ];
        aes::<TableBased>(t, ["aes128-ecb/tables", "aes128-cbc/tables", "aes128-ctr/tables"], aes192_256);
        tdes::<DesTables>(t, "tdes/tables");
    }
    chacha20(t);
}

const AES192_256_FIXSLICED: [[&str; 3]; 2] = [
    ["aes192-ecb/fixsliced", "aes192-cbc/fixsliced", "aes192-ctr/fixsliced"],
    ["aes256-ecb/fixsliced", "aes256-cbc/fixsliced", "aes256-ctr/fixsliced"],
];

/// Every AES key size and mode over the variant `V`; `names` of the ECB, CBC and CTR checks per key size.
#[cfg_attr(kat_small_flash, allow(unused_variables))]
fn aes<V: Variant>(t: &mut Tally, aes128: [&str; 3], [aes192, aes256]: [[&str; 3]; 2]) {
    modes::<Aes128<V>>(t, aes128, [vectors::AES128_ECB, vectors::AES128_CBC, vectors::AES128_CTR]);
    // Skipped on the Cortex-M0 board for want of flash (AES-192 and AES-256 run there in CMAC, GCM, KWP).
    #[cfg(not(kat_small_flash))]
    {
        modes::<Aes192<V>>(t, aes192, [vectors::AES192_ECB, vectors::AES192_CBC, vectors::AES192_CTR]);
        modes::<Aes256<V>>(t, aes256, [vectors::AES256_ECB, vectors::AES256_CBC, vectors::AES256_CTR]);
    }
}

#[inline(never)] // a frame of its own, see hashes::check
fn modes<C: BlockCipher>(
    t: &mut Tally,
    [ecb_name, cbc_name, ctr_name]: [&str; 3],
    [ecbs, cbcs, ctrs]: [&[CipherCase]; 3],
) {
    for case in ecbs {
        both_ways(t, ecb_name, case, &|k, _, i, o, enc| {
            if enc {
                ecb::encrypt::<C>(k, i, o)
            } else {
                ecb::decrypt::<C>(k, i, o)
            }
        });
    }
    for case in cbcs {
        both_ways(t, cbc_name, case, &|k, iv, i, o, enc| {
            let result = if enc {
                cbc::encrypt::<C>(k, iv, cbc::Padding::None, i, o)
            } else {
                cbc::decrypt::<C>(k, iv, cbc::Padding::None, i, o)
            };
            result.and_then(|n| if n == i.len() { Ok(()) } else { Err(emcrypt::Error::InvalidLength) })
        });
    }
    for case in ctrs {
        both_ways(t, ctr_name, case, &|k, iv, i, o, _| ctr::apply::<C>(k, iv, i, o));
    }
}

#[cfg(not(kat_small_flash))]
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
            both_ways(t, algorithm, case, &|k, iv, i, o, enc| {
                let cipher = match (two_keys, k.get(..16)) {
                    (true, Some(k1k2)) => {
                        Tdes::<V>::new_two_key(k1k2.try_into().map_err(|_| emcrypt::Error::InvalidLength)?)?
                    }
                    _ => Tdes::<V>::new(k.try_into().map_err(|_| emcrypt::Error::InvalidLength)?)?,
                };
                match (cbc, enc) {
                    (false, true) => cipher.ecb_encrypt(i, o),
                    (false, false) => cipher.ecb_decrypt(i, o),
                    (true, enc) => {
                        let iv: &[u8; 8] = iv.try_into().map_err(|_| emcrypt::Error::InvalidLength)?;
                        if enc {
                            cipher.cbc_encrypt(iv, i, o)
                        } else {
                            cipher.cbc_decrypt(iv, i, o)
                        }
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
    apply: &dyn Fn(&[u8], &[u8], &[u8], &mut [u8], bool) -> Result<(), emcrypt::Error>,
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
