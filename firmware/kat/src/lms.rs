//! LMS/HSS verification on target: RFC 8554 Appendix F test cases 1 and 2 (two-level HSS, SHA-256) and
//! RFC 9858 Appendix A (SHA-256/192, SHAKE256/192, SHAKE256/256), one-shot and streamed in two parts,
//! and refusal of a signature with one bit flipped. The vector files are embedded as text and decoded
//! into stack buffers at run time. Only on the big images: the signatures need about 8 KB of stack.

use crate::tally::Tally;
use emcrypt::pqc::lms::{hss_verify, HssVerifier};

const RFC8554: &str = include_str!("../../../vectors/rfc8554/lms_rfc8554_appendix_f.txt");
const RFC9858: &str = include_str!("../../../vectors/rfc9858/lms_rfc9858_appendix_a.txt");

pub fn run(t: &mut Tally) {
    cases(t, RFC8554, "rfc8554");
    cases(t, RFC9858, "rfc9858");
}

/// Decodes hex into `out`, returning the length; `None` if it does not fit or is not hex.
fn unhex(s: &str, out: &mut [u8]) -> Option<usize> {
    let s = s.trim().as_bytes();
    if s.len() % 2 != 0 || s.len() / 2 > out.len() {
        return None;
    }
    let digit = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    for (o, pair) in out.iter_mut().zip(s.chunks_exact(2)) {
        *o = (digit(pair[0])? << 4) | digit(pair[1])?;
    }
    Some(s.len() / 2)
}

/// Runs every `[case ...]` record of a vector file: `public_key`, `message`, then `signature` completes it.
#[inline(never)] // a frame of its own for the buffers
fn cases(t: &mut Tally, text: &str, source: &str) {
    const ALGORITHM: &str = "lms/hss";
    let mut pk = [0u8; 64];
    let mut msg = [0u8; 256];
    let mut sig = [0u8; 4096];
    let (mut pk_len, mut msg_len) = (0, 0);
    let mut label = "";
    let mut count = 0;
    for line in text.lines().map(str::trim) {
        if line.starts_with("[case") {
            label = line;
            continue;
        }
        let Some((key, value)) = line.split_once('=') else { continue };
        let decoded = match key.trim() {
            "public_key" => unhex(value, &mut pk).map(|n| pk_len = n),
            "message" => unhex(value, &mut msg).map(|n| msg_len = n),
            "signature" => unhex(value, &mut sig).map(|n| {
                check(t, ALGORITHM, label, &pk[..pk_len], &msg[..msg_len], &mut sig[..n]);
                count += 1;
            }),
            _ => Some(()),
        };
        if decoded.is_none() {
            t.check_that(ALGORITHM, label, "vector fits its buffer", false);
        }
    }
    t.check_that(ALGORITHM, source, "cases found", count > 0);
}

fn check(t: &mut Tally, algorithm: &str, label: &str, pk: &[u8], msg: &[u8], sig: &mut [u8]) {
    t.check_that(algorithm, label, "one-shot verifies", hss_verify(pk, msg, sig).is_ok());
    let streamed = HssVerifier::new(pk, sig).and_then(|mut v| {
        let (a, b) = msg.split_at(msg.len() / 3);
        v.update(a);
        v.update(b);
        v.finalize()
    });
    t.check_that(algorithm, label, "streamed verifies", streamed.is_ok());
    let middle = sig.len() / 2;
    sig[middle] ^= 1;
    t.check_that(algorithm, label, "flipped bit refused", hss_verify(pk, msg, sig).is_err());
    sig[middle] ^= 1;
}
