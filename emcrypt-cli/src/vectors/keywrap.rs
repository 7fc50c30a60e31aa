//! Wycheproof key-wrap files (`keywrap_test_schema`): AES-KW (`AES-WRAP`) and AES-KWP (`AES-KWP`), SP 800-38F.
//!
//! A valid case must unwrap to `msg` and wrap to `ct`; an invalid one must fail to unwrap. The acceptable
//! cases of `AES-WRAP` wrap 8-byte keys, which SP 800-38F KW does not allow: the library refuses them
//! (consistently, as the acceptable-case rule asks).

use super::{
    both_ways, compared, run_default_only, unhex, CaseInfo, Family, Options, Run, Tally, TestFile, Unsupported,
};
use emcrypt::cipher::keywrap;
use emcrypt::Error;
use serde::Deserialize;

pub const FAMILY: Family = Family { schemas: &["keywrap_test_schema"], run };

#[derive(Deserialize)]
struct Case {
    #[serde(flatten)]
    common: CaseInfo,
    key: String,
    msg: String,
    ct: String,
}

fn run(file: &TestFile, options: &Options) -> Result<Vec<Run>, Unsupported> {
    let padded = match file.algorithm.as_str() {
        "AES-WRAP" => false,
        "AES-KWP" => true,
        other => return Err(Unsupported(format!("unsupported algorithm '{other}'"))),
    };
    let groups: Vec<super::Group<Case>> = file.groups()?;
    run_default_only(file, options, || {
        let mut tally = Tally::default();
        for case in groups.iter().flat_map(|g| &g.tests) {
            let (kek, msg, ct) = (unhex("key", &case.key)?, unhex("msg", &case.msg)?, unhex("ct", &case.ct)?);
            let unwrapped = compared(unwrap(&kek, &ct, padded), &msg);
            let outcome = both_ways(&case.common, unwrapped, || compared(wrap(&kek, &msg, padded), &ct));
            tally.record(&case.common, outcome);
        }
        Ok(tally)
    })
}

fn wrap(kek: &[u8], data: &[u8], padded: bool) -> Result<Vec<u8>, Error> {
    let mut out = vec![0; data.len() + 16];
    let n = with_aes!(kek, C => if padded {
        keywrap::wrap_padded::<C>(kek, data, &mut out)
    } else {
        keywrap::wrap::<C>(kek, data, &mut out[..data.len() + 8]).map(|()| data.len() + 8)
    })?;
    out.truncate(n);
    Ok(out)
}

fn unwrap(kek: &[u8], wrapped: &[u8], padded: bool) -> Result<Vec<u8>, Error> {
    let mut out = vec![0; wrapped.len()];
    let n = with_aes!(kek, C => if padded {
        keywrap::unwrap_padded::<C>(kek, wrapped, &mut out)
    } else {
        let n = wrapped.len().checked_sub(8).ok_or(Error::InvalidLength)?;
        keywrap::unwrap::<C>(kek, wrapped, &mut out[..n]).map(|()| n)
    })?;
    out.truncate(n);
    Ok(out)
}
