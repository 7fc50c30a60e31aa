//! SP 800-90A DRBGs against CAVP DRBGVS records: HMAC_DRBG and Hash_DRBG over every hash the records
//! cover (default variants), with and without prediction resistance, personalization and additional input.

use crate::tally::Tally;
use crate::vectors::{self, DrbgCase, DrbgStep};
use emcrypt::cipher::aes;
use emcrypt::drbg::{hash_drbg::HashDrbgState, hmac_drbg::HmacDrbgState, CtrDrbgState, Drbg, Mechanism};
use emcrypt::hash::{sha1, sha256, sha512};

/// The longest request among the cases (Hash_DRBG SHA-512: 2048 bits).
const OUT_MAX: usize = 256;

pub fn run(t: &mut Tally) {
    check::<HmacDrbgState<sha1::Sha1>>(t, "hmac-drbg-sha1", vectors::HMAC_DRBG_SHA1);
    check::<HmacDrbgState<sha256::Sha224>>(t, "hmac-drbg-sha224", vectors::HMAC_DRBG_SHA224);
    check::<HmacDrbgState<sha256::Sha256>>(t, "hmac-drbg-sha256", vectors::HMAC_DRBG_SHA256);
    check::<HmacDrbgState<sha512::Sha384>>(t, "hmac-drbg-sha384", vectors::HMAC_DRBG_SHA384);
    check::<HmacDrbgState<sha512::Sha512>>(t, "hmac-drbg-sha512", vectors::HMAC_DRBG_SHA512);

    check::<HashDrbgState<sha1::Sha1>>(t, "hash-drbg-sha1", vectors::HASH_DRBG_SHA1);
    check::<HashDrbgState<sha256::Sha224>>(t, "hash-drbg-sha224", vectors::HASH_DRBG_SHA224);
    check::<HashDrbgState<sha256::Sha256>>(t, "hash-drbg-sha256", vectors::HASH_DRBG_SHA256);
    check::<HashDrbgState<sha512::Sha384>>(t, "hash-drbg-sha384", vectors::HASH_DRBG_SHA384);
    check::<HashDrbgState<sha512::Sha512>>(t, "hash-drbg-sha512", vectors::HASH_DRBG_SHA512);
    check::<HashDrbgState<sha512::Sha512_224>>(t, "hash-drbg-sha512-224", vectors::HASH_DRBG_SHA512_224);
    check::<HashDrbgState<sha512::Sha512_256>>(t, "hash-drbg-sha512-256", vectors::HASH_DRBG_SHA512_256);

    check::<CtrDrbgState<aes::Aes128, true>>(t, "ctr-drbg-aes128-df", vectors::CTR_DRBG_AES128_DF);
    check::<CtrDrbgState<aes::Aes192, true>>(t, "ctr-drbg-aes192-df", vectors::CTR_DRBG_AES192_DF);
    check::<CtrDrbgState<aes::Aes256, true>>(t, "ctr-drbg-aes256-df", vectors::CTR_DRBG_AES256_DF);
    check::<CtrDrbgState<aes::Aes128<aes::Compact>, false>>(t, "ctr-drbg-aes128-compact", vectors::CTR_DRBG_AES128_NO_DF);
    check::<CtrDrbgState<aes::Aes256, false>>(t, "ctr-drbg-aes256", vectors::CTR_DRBG_AES256_NO_DF);
}

#[inline(never)] // a frame of its own, see hashes::check
fn check<M: Mechanism>(t: &mut Tally, algorithm: &str, cases: &[DrbgCase]) {
    for case in cases {
        let mut out = [0u8; OUT_MAX];
        let Some(out) = t.output(algorithm, case.label, &mut out, case.returned.len()) else { continue };
        match run::<M>(case, out) {
            Ok(()) => t.check(algorithm, case.label, "returned bits", out, case.returned),
            Err(_) => t.check_that(algorithm, case.label, "a call returned an error", false),
        }
    }

    /// Instantiates, then makes the case's calls in order; `out` holds the last generate's output.
    fn run<M: Mechanism>(case: &DrbgCase, out: &mut [u8]) -> Result<(), emcrypt::Error> {
        let mut drbg = Drbg::<M>::new(case.entropy, case.nonce, case.personalization)?;
        for step in case.steps {
            match *step {
                DrbgStep::Reseed { entropy, additional } => drbg.reseed(entropy, additional)?,
                DrbgStep::Generate { additional } => drbg.generate(out, additional)?,
                DrbgStep::GeneratePr { entropy, additional } => {
                    drbg.generate_with_prediction_resistance(entropy, additional, out)?
                }
            }
        }
        Ok(())
    }
}
