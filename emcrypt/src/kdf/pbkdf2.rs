//! PBKDF2 with HMAC as the pseudorandom function (RFC 8018 §5.2, SP 800-132).
//!
//! Output block `i` is `T_i = U_1 ^ U_2 ^ ... ^ U_c` with `U_1 = HMAC(P, S || INT(i))` and
//! `U_j = HMAC(P, U_{j-1})`, `c` being the iteration count. The password is absorbed once into a keyed
//! HMAC context which is cloned for every `U_j`, so each iteration costs two compression calls (one
//! inner, one outer: `U` and its padding fit one block) instead of four.
//!
//! Password-hashing strength comes from the iteration count: SP 800-132 asks for at least 1,000 and far
//! more where the budget allows; this function only refuses 0. On a microcontroller, measure the time
//! of one call in the benchmark report before choosing.
//!
//! ```
//! use emcrypt::hash::sha256::Sha256;
//! let mut key = [0u8; 32];
//! emcrypt::kdf::pbkdf2_hmac::<Sha256>(b"password", b"salt", 1000, &mut key).unwrap();
//! ```

use crate::hash::{Hash, Output as _};
use crate::mac::Hmac;
use crate::Error;
use zeroize::Zeroize;

/// Derives `out.len()` bytes from `password` and `salt` with `iterations` rounds of HMAC-`H`.
///
/// Errors, with `out` left untouched: `InvalidParameter` when `iterations` is 0; `InvalidLength` when
/// `out` is empty or longer than `(2^32 - 1) * HashLen` bytes (RFC 8018's limit).
pub fn pbkdf2_hmac<H: Hash>(password: &[u8], salt: &[u8], iterations: u32, out: &mut [u8]) -> Result<(), Error> {
    if iterations == 0 {
        return Err(Error::InvalidParameter);
    }
    let max_len = u64::from(u32::MAX) * H::OUTPUT_LEN as u64;
    if out.is_empty() || out.len() as u64 > max_len {
        return Err(Error::InvalidLength);
    }

    let keyed = Hmac::<H>::keyed(password);
    let mut u = H::Output::zeroed();
    let mut t = H::Output::zeroed();
    for (index, block) in out.chunks_mut(H::OUTPUT_LEN).enumerate() {
        // Fits: at most 2^32 - 1 blocks, checked above.
        let block_number = (index as u32).wrapping_add(1);
        let mut mac = keyed.clone();
        mac.update(salt);
        mac.update(&block_number.to_be_bytes());
        u = mac.finalize();
        t = u;
        for _ in 1..iterations {
            let mut mac = keyed.clone();
            mac.update(u.as_ref());
            u = mac.finalize();
            t.as_mut().iter_mut().zip(u.as_ref()).for_each(|(t, u)| *t ^= u);
        }
        block.copy_from_slice(&t.as_ref()[..block.len()]);
    }
    u.as_mut().zeroize();
    t.as_mut().zeroize();
    Ok(())
}
