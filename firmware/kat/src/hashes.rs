//! Hash functions: every variant of every hash, against the CAVP / RFC records in `vectors::*`.
//! Each case is checked one-shot and streamed in three uneven parts, so both paths through the block
//! buffer run on the target.

use crate::tally::Tally;
use crate::vectors::{self, HashCase};
use emcrypt::hash::{sha256, Hash};

pub fn run(t: &mut Tally) {
    check::<sha256::Sha224<sha256::Unrolled>>(t, "sha224/unrolled", vectors::SHA224);
    check::<sha256::Sha224<sha256::Compact>>(t, "sha224/compact", vectors::SHA224);
    check::<sha256::Sha256<sha256::Unrolled>>(t, "sha256/unrolled", vectors::SHA256);
    check::<sha256::Sha256<sha256::Compact>>(t, "sha256/compact", vectors::SHA256);
}

/// Checks hash `H` on every case: one-shot, then streamed.
fn check<H: Hash>(t: &mut Tally, algorithm: &str, cases: &[HashCase]) {
    for case in cases {
        let one_shot = H::digest(case.msg);
        t.check(algorithm, case.label, "one-shot", one_shot.as_ref(), case.md);

        // Streamed in parts of about 1/3, 1/2 and 1/6 of the message, so the parts straddle blocks.
        let (first, rest) = case.msg.split_at(case.msg.len() / 3);
        let (second, third) = rest.split_at(case.msg.len() / 2);
        let mut h = H::new();
        h.update(first);
        h.update(second);
        h.update(third);
        let streamed = h.finalize();
        t.check(algorithm, case.label, "in 3 parts", streamed.as_ref(), case.md);
    }
}
