//! The random generator of the key commands: HMAC_DRBG (SHA-256, the library's own, SP 800-90A) seeded
//! from the operating system's generator (`/dev/urandom`), since the library has no entropy source.

use emcrypt::drbg::HmacDrbg;
use emcrypt::hash::sha256::Sha256;
use std::io::Read;

/// The generator type.
pub type OsDrbg = HmacDrbg<Sha256>;

/// An HMAC_DRBG instantiated with 32 bytes of entropy and a 16-byte nonce from the OS; fails only when the
/// OS generator cannot be read.
pub fn os_drbg() -> Result<OsDrbg, String> {
    let mut seed = [0u8; 48];
    std::fs::File::open("/dev/urandom")
        .and_then(|mut f| f.read_exact(&mut seed))
        .map_err(|e| format!("cannot read /dev/urandom: {e}"))?;
    let drbg = HmacDrbg::<Sha256>::new(&seed[..32], &seed[32..], b"emcrypt-cli").map_err(|e| e.to_string());
    seed.fill(0);
    drbg
}
