//! ML-DSA's two verifiers run side by side.

use emcrypt::pqc::ml_dsa::Message;
use emcrypt::Error;

/// `verify_message` of a parameter set.
pub type Verify = fn(&[u8], &Message<'_>, &[u8]) -> Result<(), Error>;
/// `verify_low_ram` of a parameter set.
pub type VerifyLowRam = fn(&mut [i32], &[u8], &Message<'_>, &[u8]) -> Result<(), Error>;

/// Verifies by rows and in low RAM (with a buffer of exactly `work_words`, filled with garbage first);
/// the two must give the same result, which is returned.
pub fn verify_both(
    (verify, verify_low_ram, work_words): (Verify, VerifyLowRam, usize),
    pk: &[u8],
    message: &Message<'_>,
    sig: &[u8],
) -> Result<(), Error> {
    let by_rows = verify(pk, message, sig);
    let mut work = vec![0x5a5a_5a5a; work_words];
    let low_ram = verify_low_ram(&mut work, pk, message, sig);
    assert_eq!(low_ram, by_rows, "low-RAM verification disagrees");
    by_rows
}
