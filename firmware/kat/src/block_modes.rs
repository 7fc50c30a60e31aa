//! Authenticated modes over AES: GCM with both GHASH variants (one-shot encryption, decryption that must
//! accept the right tag and refuse a failing record), CMAC (one-shot and verify), and key wrap KW / KWP
//! (wrap, unwrap, refusal of a failing record).

use crate::tally::Tally;
use crate::vectors::{self, AeadCase, MacCase, WrapCase};
use emcrypt::aead::gcm::{Ctmul32, Gcm, Ghash, Table4};
#[cfg(not(kat_small_flash))]
use emcrypt::cipher::aes::TableBased;
use emcrypt::cipher::aes::{Aes128, Aes192, Aes256, Compact};
use emcrypt::cipher::{keywrap, BlockCipher};
use emcrypt::mac::cmac;

/// The longest text or key data among the cases (GCM: 408 bits; KW: 320 bits + 8 bytes).
const BUF: usize = 64;

pub fn run(t: &mut Tally) {
    gcm::<Aes128, Ctmul32>(t, "aes128-gcm", vectors::GCM_AES128);
    gcm::<Aes128<Compact>, Table4>(t, "aes128-gcm/compact+table4", vectors::GCM_AES128);
    gcm::<Aes256, Ctmul32>(t, "aes256-gcm", vectors::GCM_AES256);
    // Not on the Cortex-M0 board, whose flash is full: the only use of the T-tables in its image (see
    // firmware/README.md); the same thumbv6m code runs it on mps2-an385.
    #[cfg(not(kat_small_flash))]
    gcm::<Aes256<TableBased>, Table4>(t, "aes256-gcm/tables+table4", vectors::GCM_AES256);
    ghash_groups(t);
    mac::<Aes128>(t, "aes128-cmac", vectors::CMAC_AES128);
    mac::<Aes192>(t, "aes192-cmac", vectors::CMAC_AES192);
    mac::<Aes256<Compact>>(t, "aes256-cmac/compact", vectors::CMAC_AES256);
    wrap::<Aes128>(t, "aes128-kw", vectors::KW_AES128);
    wrap::<Aes256>(t, "aes256-kwp", vectors::KWP_AES256);
}

#[inline(never)] // a frame of its own, see hashes::check
fn gcm<C: BlockCipher, G: Ghash>(t: &mut Tally, algorithm: &str, cases: &[AeadCase]) {
    for case in cases {
        let Ok(gcm) = Gcm::<C, G>::new(case.key) else {
            t.check_that(algorithm, case.label, "new refused the key", false);
            continue;
        };
        let mut buf = [0u8; BUF];
        let Some(out) = t.output(algorithm, case.label, &mut buf, case.ct.len()) else { continue };
        if case.valid {
            let mut tag = [0u8; 16];
            let tag = &mut tag[..case.tag.len()];
            let ok = gcm.encrypt(case.iv, case.aad, case.pt, out, tag).is_ok();
            t.check_that(algorithm, case.label, "encrypt accepted the parameters", ok);
            t.check(algorithm, case.label, "ciphertext", out, case.ct);
            t.check(algorithm, case.label, "tag", tag, case.tag);
        }
        let result = gcm.decrypt(case.iv, case.aad, case.ct, case.tag, out);
        if case.valid {
            t.check_that(algorithm, case.label, "decrypt accepted the tag", result.is_ok());
            t.check(algorithm, case.label, "plaintext", out, case.pt);
        } else {
            let wiped = out.iter().all(|&b| b == 0);
            t.check_that(algorithm, case.label, "decrypt refused, output wiped", result.is_err() && wiped);
        }
    }
}

/// GHASH over 1 to 13 blocks (the GCM vectors stop at 4): `Ctmul32`, whose whole groups of four run in
/// assembly on the M4/M33, against the independent `Table4`, from several states and keys.
#[inline(never)]
fn ghash_groups(t: &mut Tally) {
    let mut blocks = [[0u8; 16]; 13];
    let mut seed = 0x9e37_79b9u32;
    let mut next = || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed as u8
    };
    for round in 0..3u8 {
        let h: [u8; 16] = core::array::from_fn(|_| next());
        let y0: [u8; 16] = core::array::from_fn(|_| next());
        blocks.iter_mut().flatten().for_each(|b| *b = next());
        if round == 2 {
            blocks.iter_mut().flatten().for_each(|b| *b = 0xff);
        }
        let (ct, table) = (Ctmul32::new(&h), Table4::new(&h));
        for n in 1..=blocks.len() {
            let (mut got, mut expected) = (y0, y0);
            ct.update(&mut got, &blocks[..n]);
            table.update(&mut expected, &blocks[..n]);
            t.check("ghash/ctmul32", "blocks", "matches table4", &got, &expected);
        }
    }
}

#[inline(never)]
fn mac<C: BlockCipher>(t: &mut Tally, algorithm: &str, cases: &[MacCase]) {
    for case in cases {
        match cmac::cmac::<C>(case.key, case.msg) {
            Ok(tag) => t.check(algorithm, case.label, "one-shot", &tag, case.tag),
            Err(_) => t.check_that(algorithm, case.label, "refused the key", false),
        }
        let verdict = cmac::cmac_verify::<C>(case.key, case.msg, case.tag);
        t.check_that(algorithm, case.label, "verify", verdict.is_ok() == case.valid);
    }
}

#[inline(never)]
fn wrap<C: BlockCipher>(t: &mut Tally, algorithm: &str, cases: &[WrapCase]) {
    for case in cases {
        let mut buf = [0u8; BUF];
        let Some(out) = t.output(algorithm, case.label, &mut buf, case.ct.len()) else { continue };
        if case.valid {
            let wrapped = if case.padded {
                keywrap::wrap_padded::<C>(case.kek, case.pt, out).map(|n| n == case.ct.len())
            } else {
                keywrap::wrap::<C>(case.kek, case.pt, out).map(|()| true)
            };
            t.check_that(algorithm, case.label, "wrap accepted the key data", wrapped == Ok(true));
            t.check(algorithm, case.label, "wrapped", out, case.ct);
        }
        let out = &mut out[..case.ct.len() - 8];
        let unwrapped = if case.padded {
            keywrap::unwrap_padded::<C>(case.kek, case.ct, out)
        } else {
            keywrap::unwrap::<C>(case.kek, case.ct, out).map(|()| case.ct.len() - 8)
        };
        match (case.valid, unwrapped) {
            (true, Ok(n)) => t.check(algorithm, case.label, "unwrapped", &out[..n], case.pt),
            (true, Err(_)) => t.check_that(algorithm, case.label, "unwrap refused a valid key", false),
            (false, r) => {
                let wiped = out.iter().all(|&b| b == 0);
                t.check_that(algorithm, case.label, "unwrap refused, output wiped", r.is_err() && wiped);
            }
        }
    }
}
