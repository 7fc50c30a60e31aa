//! Case bodies for block ciphers and their modes (AES-CBC, AES-CTR, 3DES-CBC). Key and IV are the benchmark
//! key and IV (`message.rs`), set up outside the measurement; the key schedule is inside it, as in CMOX's
//! figures (one call does init + process + finish). The output goes to a static buffer, so a long output
//! does not count as the case's stack.
//!
//! Under a constant-time check (`emcrypt-bench ct-check`) whose secret is the key, [`key_iv`] returns the
//! secret's first bytes as the key: every cipher and AEAD case then runs with a key the host varies.

use crate::message::{iv_byte, key_byte, IV_LEN, KEY_LEN, MESSAGE_LEN};
use crate::Outcome;
use emcrypt::cipher::des::{SboxLayer, Tdes};
use emcrypt::cipher::modes::{cbc, ctr, Direction};
use emcrypt::cipher::BlockCipher;
use emcrypt_fw_rt::bench::{ct_secret, measure, report_leftovers, SecretKind};

/// The output buffer of the cipher and AEAD cases.
pub fn output() -> &'static mut [u8; MESSAGE_LEN] {
    static mut OUTPUT: [u8; MESSAGE_LEN] = [0; MESSAGE_LEN];
    // SAFETY: single-threaded firmware; each case takes the buffer once and drops it before the next case.
    #[allow(static_mut_refs)]
    unsafe {
        &mut OUTPUT
    }
}

/// The benchmark key (the first `key_bits / 8` bytes are used) and IV; under a constant-time check, the
/// secret's first [`KEY_LEN`] bytes as the key (the IV stays public and fixed).
pub fn key_iv() -> ([u8; KEY_LEN], [u8; IV_LEN]) {
    let mut key: [u8; KEY_LEN] = core::array::from_fn(key_byte);
    if let Some(secret) = ct_secret(SecretKind::Key) {
        key.copy_from_slice(&secret[..KEY_LEN]);
    }
    (key, core::array::from_fn(iv_byte))
}

/// The outcome of a call that wrote `len` bytes to `out` (or failed).
fn written(result: Result<usize, emcrypt::Error>, out: &[u8], expected: &[u8]) -> Outcome {
    match result {
        Ok(n) => Outcome::check(&out[..n.min(out.len())], expected),
        Err(_) => Outcome::check(&[], expected),
    }
}

/// CBC (no padding) of `input` in one call, encryption or decryption, with a `key_bits`-bit key. Inlined into
/// each case body, so an encryption case links no decryption code (the footprint counts what the body reaches).
#[inline(always)]
pub fn cbc_sole_buffer<C: BlockCipher>(
    id: u32,
    direction: Direction,
    key_bits: usize,
    input: &[u8],
    expected: &[u8],
) -> Outcome {
    let (key, iv) = key_iv();
    let key = &key[..key_bits / 8];
    let out = &mut output()[..input.len()];
    // One measured closure per direction (not a `match` inside one), so the other is dead code once inlined.
    let n = match direction {
        Direction::Encrypt => {
            measure(id, (input, &mut *out), |(m, o)| cbc::encrypt::<C>(key, &iv, cbc::Padding::None, m, o))
        }
        Direction::Decrypt => {
            measure(id, (input, &mut *out), |(m, o)| cbc::decrypt::<C>(key, &iv, cbc::Padding::None, m, o))
        }
    };
    report_leftovers(id, &[key]);
    written(n, out, expected)
}

/// CBC (no padding) through the streaming context: `input` appended in pieces of `chunk` bytes, then finish.
pub fn cbc_data_flow<C: BlockCipher>(
    id: u32,
    direction: Direction,
    key_bits: usize,
    input: &[u8],
    chunk: usize,
    expected: &[u8],
) -> Outcome {
    let (key, iv) = key_iv();
    let key = &key[..key_bits / 8];
    let out = &mut output()[..input.len()];
    let n = measure(id, (input, &mut *out), |(m, o)| {
        let mut ctx = cbc::Cbc::<C>::new(key, &iv, direction, cbc::Padding::None)?;
        let mut done = 0;
        for piece in m.chunks(chunk) {
            done += ctx.append(piece, &mut o[done..])?;
        }
        Ok(done + ctx.finish(&mut o[done..])?)
    });
    report_leftovers(id, &[key]);
    written(n, out, expected)
}

/// CTR (128-bit big-endian counter from the IV) of `input` in one call.
pub fn ctr_sole_buffer<C: BlockCipher>(id: u32, key_bits: usize, input: &[u8], expected: &[u8]) -> Outcome {
    let (key, iv) = key_iv();
    let key = &key[..key_bits / 8];
    let out = &mut output()[..input.len()];
    let r = measure(id, (input, &mut *out), |(m, o)| ctr::apply::<C>(key, &iv, m, o));
    report_leftovers(id, &[key]);
    written(r.map(|()| input.len()), out, expected)
}

/// 3DES-CBC (keying option 1, 24-byte key; 8-byte IV) of `input`, in place in the output buffer.
pub fn tdes_cbc<V: SboxLayer>(id: u32, direction: Direction, input: &[u8], expected: &[u8]) -> Outcome {
    let (key, iv) = key_iv();
    let mut key: [u8; 24] = core::array::from_fn(|i| key[i]);
    if ct_secret(SecretKind::Key).is_some() {
        // Keying option 1 refuses K1 = K2 and K2 = K3, which the all-zero and all-0xff secrets give (a
        // refused key would end the run early and diverge for a public reason): flip K2's bits.
        key[8..16].iter_mut().for_each(|b| *b ^= 0xaa);
    }
    let chain: [u8; 8] = core::array::from_fn(|i| iv[i]);
    let out = &mut output()[..input.len()];
    out.copy_from_slice(input);
    let r = measure(id, (&key, chain, &mut *out), |(k, mut chain, o)| {
        let tdes = Tdes::<V>::new(k)?;
        match direction {
            Direction::Encrypt => tdes.cbc_encrypt_in_place(&mut chain, o),
            Direction::Decrypt => tdes.cbc_decrypt_in_place(&mut chain, o),
        }
    });
    report_leftovers(id, &[&key]);
    written(r.map(|()| input.len()), out, expected)
}
