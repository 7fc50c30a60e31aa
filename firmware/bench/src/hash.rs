//! Case bodies for hash functions, in CMOX's three API shapes. Each measures one operation between the
//! markers and compares the output with its known answer.

use crate::Outcome;
use emcrypt::hash::Hash;
use emcrypt_fw_rt::bench::measure;

/// "Sole buffer": the digest of `message` in one call.
pub fn sole_buffer<H: Hash>(id: u32, message: &[u8], expected: &[u8]) -> Outcome {
    let digest = measure(id, message, H::digest);
    Outcome::check(digest.as_ref(), expected)
}

/// "Data flow": a fresh context, `message` appended in pieces of `chunk` bytes, then the digest.
pub fn data_flow<H: Hash>(id: u32, message: &[u8], chunk: usize, expected: &[u8]) -> Outcome {
    let digest = measure(id, message, |m| {
        let mut h = H::new();
        for piece in m.chunks(chunk) {
            h.update(piece);
        }
        h.finalize()
    });
    Outcome::check(digest.as_ref(), expected)
}

/// "Generate tag": the final step alone (padding, last blocks, output) of a context that has absorbed
/// `message` before the measurement starts.
pub fn generate_tag<H: Hash>(id: u32, message: &[u8], expected: &[u8]) -> Outcome {
    let mut h = H::new();
    h.update(message);
    let digest = measure(id, h, H::finalize);
    Outcome::check(digest.as_ref(), expected)
}
