// The benchmark message, shared by the firmware and by build.rs (which `include!`s this file to compute the
// known answers with the RustCrypto crates). Plain Rust without crate paths, so it compiles in both.

/// Bytes of message the cases can take (the longest CMOX figure is 8000 bytes).
pub const MESSAGE_LEN: usize = 8192;

/// Byte `i` of the benchmark message: a fixed pattern that is neither constant nor periodic in a block.
pub const fn message_byte(i: usize) -> u8 {
    ((i as u32).wrapping_mul(0x9E37_79B1) >> 24) as u8 ^ (i as u8)
}

/// Bytes of the MAC key the cases use (HMAC-SHA256 with a 32-byte key, as the peer figures use).
pub const KEY_LEN: usize = 32;

/// Byte `i` of the MAC key.
pub const fn key_byte(i: usize) -> u8 {
    message_byte(i + 4099) ^ 0x5c
}

/// Bytes of the IV the cipher cases use (16 for AES, the first 8 for 3DES) and of the AEAD nonces (the
/// first 12 for GCM and ChaCha20-Poly1305, 13 for CCM).
pub const IV_LEN: usize = 16;

/// Byte `i` of the cipher IV / AEAD nonce.
pub const fn iv_byte(i: usize) -> u8 {
    message_byte(i + 6151) ^ 0x36
}
