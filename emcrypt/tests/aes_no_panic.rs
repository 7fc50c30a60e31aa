//! No input panics the AES modes: random key and IV lengths, message lengths, chunkings and output buffer
//! sizes go through every interface; each call must return (`Ok` or `Err`), and a successful streaming
//! run must agree with the one-shot function.
use emcrypt::cipher::aes::{Aes128, Aes256, Compact, Fixsliced, TableBased};
use emcrypt::cipher::modes::{cbc, cfb, ctr, ecb, ofb, xts, Direction};
use emcrypt::cipher::BlockCipher;
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, TestRng, TestRunner};
use std::sync::atomic::{AtomicUsize, Ordering};

#[derive(Debug, Clone)]
struct Input {
    key: Vec<u8>,
    iv: Vec<u8>,
    data: Vec<u8>,
    chunks: Vec<usize>,
    out_slack: Vec<usize>,
    padding: u8,
    decrypt: bool,
}

fn input() -> impl Strategy<Value = Input> {
    (
        // Mostly lengths the ciphers accept, so the calls get past the key check; sometimes not.
        prop::sample::select(vec![16usize, 16, 32, 32, 24, 64, 15, 0, 33])
            .prop_flat_map(|n| prop::collection::vec(any::<u8>(), n)),
        prop::sample::select(vec![16usize, 16, 16, 12, 0, 17]).prop_flat_map(|n| prop::collection::vec(any::<u8>(), n)),
        prop::collection::vec(any::<u8>(), 0..90),
        prop::collection::vec(0usize..40, 1..6),
        prop::collection::vec(prop::sample::select(vec![0usize, 5, 16, 32, 32, 40]), 1..6),
        0u8..3,
        any::<bool>(),
    )
        .prop_map(|(key, iv, data, chunks, out_slack, padding, decrypt)| Input {
            key,
            iv,
            data,
            chunks,
            out_slack,
            padding,
            decrypt,
        })
}

fn exercise<C: BlockCipher>(t: &Input) {
    let pad = [cbc::Padding::None, cbc::Padding::Pkcs7, cbc::Padding::CiphertextStealing][t.padding as usize];
    let dir = if t.decrypt { Direction::Decrypt } else { Direction::Encrypt };
    let mut out = vec![0u8; t.data.len() + 16];
    let small = t.out_slack[0].min(out.len());

    // One-shot and in-place forms, with full and with short output buffers.
    for o in [&mut out[..], &mut vec![0u8; small][..]] {
        let _ = ecb::encrypt::<C>(&t.key, &t.data, o);
        let _ = ecb::decrypt::<C>(&t.key, &t.data, o);
        let _ = cbc::encrypt::<C>(&t.key, &t.iv, pad, &t.data, o);
        let _ = cbc::decrypt::<C>(&t.key, &t.iv, pad, &t.data, o);
        let _ = ctr::apply::<C>(&t.key, &t.iv, &t.data, o);
        let _ = ofb::apply::<C>(&t.key, &t.iv, &t.data, o);
        let _ = cfb::encrypt::<C>(&t.key, &t.iv, cfb::Segment::Bits128, &t.data, o);
        let _ = cfb::decrypt::<C>(&t.key, &t.iv, cfb::Segment::Bits8, &t.data, o);
    }
    let mut buf = t.data.clone();
    let _ = ecb::encrypt_in_place::<C>(&t.key, &mut buf);
    let _ = cbc::encrypt_in_place::<C>(&t.key, &t.iv, pad, &mut buf, t.out_slack[0]);
    let _ = cbc::decrypt_in_place::<C>(&t.key, &t.iv, pad, &mut buf);
    let mut tweak = [0u8; 16];
    tweak[..t.iv.len().min(16)].copy_from_slice(&t.iv[..t.iv.len().min(16)]);
    let _ = xts::encrypt_in_place::<C>(&t.key, &tweak, &mut buf);
    let _ = xts::decrypt_in_place::<C>(&t.key, &tweak, &mut buf);

    // Streaming CBC in random chunks into random-sized output windows: never a panic, and when every call
    // succeeds the output equals the one-shot answer.
    let one_shot = match dir {
        Direction::Encrypt => cbc::encrypt::<C>(&t.key, &t.iv, pad, &t.data, &mut out),
        Direction::Decrypt => cbc::decrypt::<C>(&t.key, &t.iv, pad, &t.data, &mut out),
    }
    .map(|n| out[..n].to_vec());
    if let Ok(mut s) = cbc::Cbc::<C>::new(&t.key, &t.iv, dir, pad) {
        let mut streamed = Vec::new();
        let mut rest = &t.data[..];
        let mut ok = true;
        for (i, &c) in t.chunks.iter().cycle().take(40).enumerate() {
            if rest.is_empty() {
                break;
            }
            let (part, tail) = rest.split_at(c.min(rest.len()));
            let mut window = vec![0u8; part.len() + t.out_slack[i % t.out_slack.len()]];
            match s.append(part, &mut window) {
                Ok(n) => {
                    streamed.extend_from_slice(&window[..n]);
                    rest = tail;
                }
                Err(_) => {
                    ok = false;
                    break;
                }
            }
        }
        if ok && rest.is_empty() {
            let mut last = [0u8; 32];
            match s.finish(&mut last) {
                Ok(n) => {
                    streamed.extend_from_slice(&last[..n]);
                    assert_eq!(Ok(streamed), one_shot);
                    COMPARED.fetch_add(1, Ordering::Relaxed);
                }
                Err(e) => {
                    assert_eq!(one_shot.err(), Some(e));
                    COMPARED.fetch_add(1, Ordering::Relaxed);
                }
            }
        }
    }
}

/// Streaming runs that completed and were compared with the one-shot answer (or its error).
static COMPARED: AtomicUsize = AtomicUsize::new(0);

#[test]
fn no_input_panics() {
    // A fixed seed: the same 400 cases every run.
    let rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    let mut runner = TestRunner::new_with_rng(ProptestConfig::with_cases(400), rng);
    runner
        .run(&input(), |t| {
            exercise::<Aes128<Fixsliced>>(&t);
            exercise::<Aes128<Compact>>(&t);
            exercise::<Aes256<TableBased>>(&t);
            exercise::<Aes256<Fixsliced>>(&t);
            Ok(())
        })
        .unwrap();
    // The comparison must actually have run, not only the error paths.
    println!("{} streaming runs compared with the one-shot result", COMPARED.load(Ordering::Relaxed));
    assert!(COMPARED.load(Ordering::Relaxed) > 60, "only {} streaming runs compared", COMPARED.load(Ordering::Relaxed));
}
