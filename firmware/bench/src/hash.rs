//! Case bodies for hash functions, in CMOX's three API shapes, and the Keccak permutation alone. Each
//! measures one operation between the markers and compares the output with its known answer.

use crate::message::MESSAGE_LEN;
use crate::Outcome;
use emcrypt::hash::sha3::Permutation;
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

/// One Keccak-f\[1600\] permutation of the state whose lanes are the message's first 200 bytes (the state is
/// loaded and read back outside the measurement).
pub fn keccak_f1600<V: Permutation>(id: u32, message: &[u8; MESSAGE_LEN], expected: &[u8]) -> Outcome {
    let mut lanes = [[0u8; 8]; 25];
    for (lane, bytes) in lanes.iter_mut().zip(message.chunks_exact(8)) {
        lane.copy_from_slice(bytes);
    }
    let mut state = V::State::default();
    V::xor_lanes(&mut state, &lanes);
    let state = measure(id, state, |mut s| {
        V::permute(&mut s);
        s
    });
    V::read_lanes(&state, &mut lanes);
    Outcome::check(lanes.as_flattened(), expected)
}
