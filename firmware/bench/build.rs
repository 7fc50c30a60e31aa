//! Generates `$OUT_DIR/kat.rs`: the known answer of every (algorithm, message length) the cases use,
//! computed with the RustCrypto crates over the benchmark message (`src/message.rs`), never by emcrypt. The
//! firmware compares each case's output with these, so a case that computes a wrong value fails.
//! Names are `<ALGORITHM>_<LENGTH>`, for example `SHA256_8000`, `HMAC_SHA256_64`; `KECCAK_F1600` is the
//! permutation of the state whose 25 lanes are the message's first 200 bytes.

use hmac::{KeyInit, Mac};
use sha2::Digest;
use std::fmt::Write as _;
use std::{env, fs, path::PathBuf};

include!("src/message.rs");

/// Message lengths with a known answer: CMOX's sole-buffer sizes, 1 KiB, and the 8000-byte long message.
const LENGTHS: &[usize] = &[32, 64, 128, 1024, 8000];

fn constant(out: &mut String, name: &str, bytes: &[u8]) {
    let list: Vec<String> = bytes.iter().map(|b| format!("0x{b:02x}")).collect();
    // Statics, not consts: each known answer stays one named symbol (`bench::kat::NAME`), which the runner
    // leaves out of the case footprints (test data, not something a user links).
    writeln!(out, "pub static {name}: [u8; {}] = [{}];", bytes.len(), list.join(", ")).unwrap();
}

fn digests<D: Digest>(out: &mut String, name: &str, message: &[u8]) {
    for &len in LENGTHS {
        constant(out, &format!("{name}_{len}"), &D::digest(&message[..len]));
    }
}

fn macs<M: Mac + KeyInit>(out: &mut String, name: &str, key: &[u8], message: &[u8]) {
    for &len in LENGTHS {
        let mut mac = <M as KeyInit>::new_from_slice(key).expect("any key length");
        mac.update(&message[..len]);
        constant(out, &format!("{name}_{len}"), &mac.finalize().into_bytes());
    }
}

/// The benchmark key (first `n` bytes) and IV / nonce (first `n` bytes).
fn key(n: usize) -> Vec<u8> {
    (0..n).map(key_byte).collect()
}
fn iv(n: usize) -> Vec<u8> {
    (0..n).map(iv_byte).collect()
}

/// CBC without padding, encryption of `data` (a whole number of blocks) with block cipher `C`.
fn cbc_encrypt<C: cipher::BlockCipherEncrypt + cipher::KeyInit>(key: &[u8], iv: &[u8], data: &[u8]) -> Vec<u8> {
    use cipher::{block_padding::NoPadding, BlockModeEncrypt, KeyIvInit};
    let mut buf = data.to_vec();
    cbc::Encryptor::<C>::new_from_slices(key, iv).unwrap().encrypt_padded::<NoPadding>(&mut buf, data.len()).unwrap();
    buf
}

/// CBC without padding, decryption of `data` (taken as ciphertext) with block cipher `C`.
fn cbc_decrypt<C: cipher::BlockCipherDecrypt + cipher::KeyInit>(key: &[u8], iv: &[u8], data: &[u8]) -> Vec<u8> {
    use cipher::{block_padding::NoPadding, BlockModeDecrypt, KeyIvInit};
    let mut buf = data.to_vec();
    cbc::Decryptor::<C>::new_from_slices(key, iv).unwrap().decrypt_padded::<NoPadding>(&mut buf).unwrap();
    buf
}

/// Block ciphers and AEADs. AES-CBC: `AES<bits>_CBC_{ENC,DEC}_<len>` (decryption takes the message as
/// ciphertext); `AES128_CTR_8000`; AEADs of the 8000-byte message without associated data: `<NAME>_CT_8000`
/// and `<NAME>_TAG_8000`; 3DES-CBC (keying option 1, 8-byte IV): `TDES_CBC_{ENC,DEC}_8000`.
fn ciphers(out: &mut String, message: &[u8]) {
    for &len in &[32usize, 64, 128, 8000] {
        let m = &message[..len];
        let (k128, k192, k256) = (key(16), key(24), key(32));
        constant(out, &format!("AES128_CBC_ENC_{len}"), &cbc_encrypt::<aes::Aes128>(&k128, &iv(16), m));
        constant(out, &format!("AES128_CBC_DEC_{len}"), &cbc_decrypt::<aes::Aes128>(&k128, &iv(16), m));
        constant(out, &format!("AES192_CBC_ENC_{len}"), &cbc_encrypt::<aes::Aes192>(&k192, &iv(16), m));
        constant(out, &format!("AES192_CBC_DEC_{len}"), &cbc_decrypt::<aes::Aes192>(&k192, &iv(16), m));
        constant(out, &format!("AES256_CBC_ENC_{len}"), &cbc_encrypt::<aes::Aes256>(&k256, &iv(16), m));
        constant(out, &format!("AES256_CBC_DEC_{len}"), &cbc_decrypt::<aes::Aes256>(&k256, &iv(16), m));
    }
    let m = &message[..8000];
    {
        use cipher::{KeyIvInit, StreamCipher};
        let mut buf = m.to_vec();
        ctr::Ctr128BE::<aes::Aes128>::new_from_slices(&key(16), &iv(16)).unwrap().apply_keystream(&mut buf);
        constant(out, "AES128_CTR_8000", &buf);
    }
    {
        use aes_gcm::aead::{AeadInOut, KeyInit};
        let mut buf = m.to_vec();
        let tag = aes_gcm::Aes128Gcm::new_from_slice(&key(16))
            .unwrap()
            .encrypt_inout_detached(iv(12)[..].try_into().unwrap(), b"", buf.as_mut_slice().into())
            .unwrap();
        constant(out, "AES128_GCM_CT_8000", &buf);
        constant(out, "AES128_GCM_TAG_8000", &tag);
        let mut buf = m.to_vec();
        let tag = ccm::Ccm::<aes::Aes128, ccm::consts::U16, ccm::consts::U12>::new_from_slice(&key(16))
            .unwrap()
            .encrypt_inout_detached(iv(12)[..].try_into().unwrap(), b"", buf.as_mut_slice().into())
            .unwrap();
        constant(out, "AES128_CCM_CT_8000", &buf);
        constant(out, "AES128_CCM_TAG_8000", &tag);
        let mut buf = m.to_vec();
        let tag = chacha20poly1305::ChaCha20Poly1305::new_from_slice(&key(32))
            .unwrap()
            .encrypt_inout_detached(iv(12)[..].try_into().unwrap(), b"", buf.as_mut_slice().into())
            .unwrap();
        constant(out, "CHACHA20_POLY1305_CT_8000", &buf);
        constant(out, "CHACHA20_POLY1305_TAG_8000", &tag);
    }
    constant(out, "TDES_CBC_ENC_8000", &cbc_encrypt::<des::TdesEde3>(&key(24), &iv(8), m));
    constant(out, "TDES_CBC_DEC_8000", &cbc_decrypt::<des::TdesEde3>(&key(24), &iv(8), m));
}

/// Public-key known answers. The secret scalars / seeds are the benchmark key; the peers' secrets are taken
/// from the message. X25519: `X25519_PEER` (peer public key), `X25519_SHARED`. Ed25519 over the first 1023
/// message bytes with the key as seed: `ED25519_PUBLIC`, `ED25519_SIG_1023`. ECDSA (RFC 6979) over the
/// SHA-256 / SHA-384 digest of the first 32 message bytes (the digest is an input, as in CMOX):
/// `P256_DIGEST`, `P256_PUBLIC` (uncompressed SEC1), `P256_SIG` (r || s); ECDH: `P256_PEER`, `P256_SHARED`
/// (x-coordinate); the same for P-384. X448: `X448_PEER` (public key of the first 56 message bytes),
/// `X448_SHARED` with the first 56 key bytes; Ed448 (empty context) over the first 1023 message bytes with
/// the first 57 key bytes as seed: `ED448_PUBLIC`, `ED448_SIG_1023`.
fn public_key(out: &mut String, message: &[u8]) {
    let k32: [u8; 32] = key(32).try_into().unwrap();
    let peer32: [u8; 32] = message[..32].try_into().unwrap();
    let peer_public = x25519_dalek::x25519(peer32, x25519_dalek::X25519_BASEPOINT_BYTES);
    constant(out, "X25519_PEER", &peer_public);
    constant(out, "X25519_SHARED", &x25519_dalek::x25519(k32, peer_public));

    {
        use ed25519_dalek::Signer;
        let sk = ed25519_dalek::SigningKey::from_bytes(&k32);
        constant(out, "ED25519_PUBLIC", sk.verifying_key().as_bytes());
        constant(out, "ED25519_SIG_1023", &sk.sign(&message[..1023]).to_bytes());
    }
    {
        use p256::ecdsa::signature::hazmat::PrehashSigner;
        use p256::elliptic_curve::sec1::ToSec1Point;
        let digest = sha2::Sha256::digest(&message[..32]);
        let sk = p256::ecdsa::SigningKey::from_slice(&k32).unwrap();
        let sig: p256::ecdsa::Signature = sk.sign_prehash(&digest).unwrap();
        constant(out, "P256_DIGEST", &digest);
        constant(out, "P256_PUBLIC", sk.verifying_key().as_affine().to_sec1_point(false).as_bytes());
        constant(out, "P256_SIG", &sig.to_bytes());
        let peer = p256::SecretKey::from_slice(&message[32..64]).unwrap();
        let peer_public = peer.public_key().as_affine().to_sec1_point(false);
        let shared = p256::ecdh::diffie_hellman(
            p256::SecretKey::from_slice(&k32).unwrap().to_nonzero_scalar(),
            p256::PublicKey::from_sec1_bytes(peer_public.as_bytes()).unwrap().as_affine(),
        );
        constant(out, "P256_PEER", peer_public.as_bytes());
        constant(out, "P256_SHARED", &shared.raw_secret_bytes());
    }
    {
        use p384::ecdsa::signature::hazmat::PrehashSigner;
        use p384::elliptic_curve::sec1::ToSec1Point;
        let k48 = key(48);
        let digest = sha2::Sha384::digest(&message[..32]);
        let sk = p384::ecdsa::SigningKey::from_slice(&k48).unwrap();
        let sig: p384::ecdsa::Signature = sk.sign_prehash(&digest).unwrap();
        constant(out, "P384_DIGEST", &digest);
        constant(out, "P384_PUBLIC", sk.verifying_key().as_affine().to_sec1_point(false).as_bytes());
        constant(out, "P384_SIG", &sig.to_bytes());
        let peer = p384::SecretKey::from_slice(&message[64..112]).unwrap();
        let peer_public = peer.public_key().as_affine().to_sec1_point(false);
        let shared = p384::ecdh::diffie_hellman(
            p384::SecretKey::from_slice(&k48).unwrap().to_nonzero_scalar(),
            p384::PublicKey::from_sec1_bytes(peer_public.as_bytes()).unwrap().as_affine(),
        );
        constant(out, "P384_PEER", peer_public.as_bytes());
        constant(out, "P384_SHARED", &shared.raw_secret_bytes());
    }
    {
        // P-521 keys are 66 bytes below 2^521: the top byte keeps bit 0 only (as `input::p521_scalar`).
        use p521::ecdsa::signature::hazmat::PrehashSigner;
        use p521::elliptic_curve::sec1::ToSec1Point;
        let mut k66 = key(66);
        k66[0] &= 1;
        let digest = sha2::Sha512::digest(&message[..32]);
        let sk = p521::ecdsa::SigningKey::from_slice(&k66).unwrap();
        let sig: p521::ecdsa::Signature = sk.sign_prehash(&digest).unwrap();
        constant(out, "P521_DIGEST", &digest);
        constant(out, "P521_PUBLIC", p521::ecdsa::VerifyingKey::from(&sk).to_sec1_point(false).as_bytes());
        constant(out, "P521_SIG", &sig.to_bytes());
        let mut peer_bytes = message[112..178].to_vec();
        peer_bytes[0] &= 1;
        let peer = p521::SecretKey::from_slice(&peer_bytes).unwrap();
        let peer_public = peer.public_key().as_affine().to_sec1_point(false);
        let shared = p521::ecdh::diffie_hellman(
            p521::SecretKey::from_slice(&k66).unwrap().to_nonzero_scalar(),
            p521::PublicKey::from_sec1_bytes(peer_public.as_bytes()).unwrap().as_affine(),
        );
        constant(out, "P521_PEER", peer_public.as_bytes());
        constant(out, "P521_SHARED", &shared.raw_secret_bytes());
    }
    {
        let k56: [u8; 56] = key(56).try_into().unwrap();
        let peer56: [u8; 56] = message[..56].try_into().unwrap();
        let mut five = [0u8; 56];
        five[0] = 5;
        let peer_public = x448::x448_unchecked(peer56, five);
        constant(out, "X448_PEER", &peer_public);
        constant(out, "X448_SHARED", &x448::x448(k56, peer_public).expect("nonzero shared secret"));
        let seed: [u8; 57] = key(57).try_into().unwrap();
        let sk = ed448_goldilocks::SigningKey::from(ed448_goldilocks::SecretKey::from(seed));
        constant(out, "ED448_PUBLIC", &sk.verifying_key().to_bytes());
        constant(out, "ED448_SIG_1023", &sk.sign_raw(&message[..1023]).to_bytes());
    }
}

/// ML-KEM known answers from RustCrypto `ml-kem`: the keys from the seed d ‖ z = the message's first 64 bytes
/// (`<NAME>_EK`, `<NAME>_DK` expanded), and encapsulation with m = the message's bytes 64..96 (`<NAME>_CT`,
/// `<NAME>_SS`).
macro_rules! ml_kem_answers {
    ($out:expr, $name:literal, $dk:ty, $message:expr) => {{
        #[allow(deprecated)]
        use ml_kem::{ExpandedKeyEncoding, KeyExport};
        let dk = <$dk>::from_seed(ml_kem::Seed::try_from(&$message[..64]).unwrap());
        let ek = dk.encapsulation_key();
        constant($out, concat!($name, "_EK"), &ek.to_bytes());
        #[allow(deprecated)]
        constant($out, concat!($name, "_DK"), &dk.to_expanded_bytes());
        let (ct, ss) = ek.encapsulate_deterministic(&ml_kem::B32::try_from(&$message[64..96]).unwrap());
        constant($out, concat!($name, "_CT"), &ct);
        constant($out, concat!($name, "_SS"), &ss);
    }};
}

/// ML-DSA known answers from RustCrypto `ml-dsa`: the key pair from the benchmark key as the seed ξ
/// (`MLDSA44_PK`, `MLDSA44_SK`, expanded secret key) and the deterministic pure signature with an empty
/// context of the first `ML_DSA_MESSAGE_LEN` message bytes (`MLDSA44_SIG`), and the SHA-256 digests of the
/// signatures of the `signed_messages` messages of the signing series (`MLDSA44_SIG_SHA256`; message k is
/// bytes 32k..32k + 32 of the benchmark message); the same for 65 and 87.
fn ml_dsa_answers<P: ml_dsa::MlDsaParams>(out: &mut String, name: &str, message: &[u8], signed_messages: usize) {
    #[allow(deprecated)] // the expanded secret-key encoding FIPS 204 defines
    {
        let seed = ml_dsa::B32::try_from(&key(32)[..]).unwrap();
        let pair = ml_dsa::SigningKey::<P>::from_seed(&seed);
        let sk = ml_dsa::ExpandedSigningKey::<P>::from_seed(&seed);
        use ml_dsa::signature::Keypair;
        constant(out, &format!("{name}_PK"), &pair.verifying_key().encode());
        constant(out, &format!("{name}_SK"), &sk.to_expanded());
        let sig = sk.sign_deterministic(&message[..ML_DSA_MESSAGE_LEN], &[]).unwrap();
        constant(out, &format!("{name}_SIG"), &sig.encode());
        // The signing series: SHA-256 of each message's signature (the signatures themselves would be
        // 24 to 46 KB of flash per parameter set).
        let digests: Vec<u8> = (0..signed_messages)
            .flat_map(|k| {
                let m = &message[k * ML_DSA_MESSAGE_LEN..(k + 1) * ML_DSA_MESSAGE_LEN];
                sha2::Sha256::digest(sk.sign_deterministic(m, &[]).unwrap().encode())
            })
            .collect();
        constant(out, &format!("{name}_SIG_SHA256"), &digests);
    }
}

/// Bytes of each benchmark message the ML-DSA cases sign.
const ML_DSA_MESSAGE_LEN: usize = 32;
/// A deterministic generator for the LMS randomizer C the signer draws: SHA-256 of a counter.
struct CounterRng(u64);

impl rand_core::TryRng for CounterRng {
    type Error = core::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok(self.try_next_u64()? as u32)
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        let mut b = [0u8; 8];
        self.try_fill_bytes(&mut b)?;
        Ok(u64::from_le_bytes(b))
    }
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), Self::Error> {
        for chunk in dest.chunks_mut(32) {
            self.0 += 1;
            chunk.copy_from_slice(&sha2::Sha256::digest(self.0.to_be_bytes())[..chunk.len()]);
        }
        Ok(())
    }
}

impl rand_core::TryCryptoRng for CounterRng {}

/// Number of key-message pairs per LMS parameter set (CMOX reports min/avg/max over ten).
const LMS_PAIRS: usize = 10;

/// LMS known answers made by RustCrypto `lms-signature`, never by emcrypt: for LMS_SHA256_M32_H10 with each
/// LM-OTS SHA-256 N32 set (w = 1, 2, 4, 8), ten key pairs `k` (I = IV bytes xor k, SEED = key bytes xor k),
/// each signing message bytes `[32 k, 32 k + 32)` with its first leaf: `LMS_H10_W<w>_PK_<k>` (56 bytes) and
/// `LMS_H10_W<w>_SIG_<k>`.
fn lms(out: &mut String, message: &[u8]) {
    use lms_signature::lms::{LmsSha256M32H10, SigningKey};
    use lms_signature::ots::{LmsOtsSha256N32W1, LmsOtsSha256N32W2, LmsOtsSha256N32W4, LmsOtsSha256N32W8};
    use signature::RandomizedSignerMut;
    macro_rules! set {
        ($w:literal, $ots:ty) => {
            for k in 0..LMS_PAIRS {
                let id: [u8; 16] = core::array::from_fn(|i| iv_byte(i) ^ k as u8);
                let seed: Vec<u8> = (0..32).map(|i| key_byte(i) ^ k as u8).collect();
                let mut sk = SigningKey::<LmsSha256M32H10<$ots>>::new_from_seed(id, &seed).unwrap();
                let pk: hybrid_array::Array<u8, _> = sk.public().into();
                let sig = sk.try_sign_with_rng(&mut CounterRng(k as u64), &message[32 * k..32 * k + 32]).unwrap();
                constant(out, &format!("LMS_H10_W{}_PK_{k}", $w), &pk);
                constant(out, &format!("LMS_H10_W{}_SIG_{k}", $w), &Vec::<u8>::from(sig));
            }
        };
    }
    set!(1, LmsOtsSha256N32W1);
    set!(2, LmsOtsSha256N32W2);
    set!(4, LmsOtsSha256N32W4);
    set!(8, LmsOtsSha256N32W8);
}

/// Calibration (src/calibration.rs): RustCrypto `p256` 0.11.1's low-level prehashed ECDSA signature of
/// `P256_DIGEST` with the benchmark key and the nonce `P256_V011_K` (message bytes 96..128): `P256_V011_SIG`
/// (r || s). The host also verifies it, so the firmware's verify case checks a signature known to be good.
fn calibration(out: &mut String, message: &[u8]) {
    use ecdsa_v014::hazmat::{SignPrimitive, VerifyPrimitive};
    use p256_v011::elliptic_curve::ff::PrimeField;
    use p256_v011::{FieldBytes, Scalar};
    let scalar = |b: &[u8]| Option::<Scalar>::from(Scalar::from_repr(*FieldBytes::from_slice(b))).unwrap();
    let (d, k) = (scalar(&key(32)), scalar(&message[96..128]));
    let z = *FieldBytes::from_slice(&sha2::Sha256::digest(&message[..32]));
    let (sig, _) = d.try_sign_prehashed(k, z).unwrap();
    let public = p256_v011::PublicKey::from_secret_scalar(&p256_v011::NonZeroScalar::new(d).unwrap());
    public.as_affine().verify_prehashed(z, &sig).unwrap();
    constant(out, "P256_V011_K", &message[96..128]);
    constant(out, "P256_V011_SIG", sig.as_ref());
}

fn main() {
    println!("cargo:rerun-if-changed=src/message.rs");
    // Keep the relocations in the linked ELF: the host runner follows them from each case's body to
    // attribute code, constants and globals to cases without building one firmware per case.
    println!("cargo:rustc-link-arg-bins=--emit-relocs");
    let message: Vec<u8> = (0..MESSAGE_LEN).map(message_byte).collect();
    let key: Vec<u8> = (0..KEY_LEN).map(key_byte).collect();
    let mut out = String::from("// Generated by build.rs with the RustCrypto crates. Do not edit.\n");
    digests::<sha2::Sha224>(&mut out, "SHA224", &message);
    digests::<sha2::Sha256>(&mut out, "SHA256", &message);
    digests::<sha2::Sha384>(&mut out, "SHA384", &message);
    digests::<sha2::Sha512>(&mut out, "SHA512", &message);
    digests::<sha3::Sha3_256>(&mut out, "SHA3_256", &message);
    digests::<sha3::Sha3_512>(&mut out, "SHA3_512", &message);
    digests::<sha1::Sha1>(&mut out, "SHA1", &message);
    digests::<md5::Md5>(&mut out, "MD5", &message);
    macs::<hmac::Hmac<sha2::Sha256>>(&mut out, "HMAC_SHA256", &key, &message);
    macs::<hmac::Hmac<sha2::Sha512>>(&mut out, "HMAC_SHA512", &key, &message);

    let mut lanes = [0u64; 25];
    for (lane, bytes) in lanes.iter_mut().zip(message.chunks_exact(8)) {
        *lane = u64::from_le_bytes(bytes.try_into().unwrap());
    }
    keccak::Keccak::new().with_f1600(|f1600| f1600(&mut lanes));
    let bytes: Vec<u8> = lanes.iter().flat_map(|l| l.to_le_bytes()).collect();
    constant(&mut out, "KECCAK_F1600", &bytes);

    ciphers(&mut out, &message);
    public_key(&mut out, &message);
    ml_kem_answers!(&mut out, "MLKEM512", ml_kem::DecapsulationKey512, message);
    ml_kem_answers!(&mut out, "MLKEM768", ml_kem::DecapsulationKey768, message);
    ml_kem_answers!(&mut out, "MLKEM1024", ml_kem::DecapsulationKey1024, message);
    // Signing series: 100 messages for ML-DSA-44 (whose average signing time issue #9 targets: the number of
    // rejection-loop attempts varies from 1 to over 20, so ten messages give too rough an average), 10 others.
    ml_dsa_answers::<ml_dsa::MlDsa44>(&mut out, "MLDSA44", &message, 100);
    ml_dsa_answers::<ml_dsa::MlDsa65>(&mut out, "MLDSA65", &message, 10);
    ml_dsa_answers::<ml_dsa::MlDsa87>(&mut out, "MLDSA87", &message, 10);
    lms(&mut out, &message);
    calibration(&mut out, &message);

    let path = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("kat.rs");
    fs::write(path, out).expect("write kat.rs");
}
