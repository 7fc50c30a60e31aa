//! Hash functions and XOFs: every variant of every function, against the CAVP / RFC records in
//! [`vectors`]. Each case is checked one-shot and streamed in three uneven parts, so both paths through
//! the block buffer run on the target.

use crate::tally::Tally;
use crate::vectors::{self, HashCase, XofCase};
use emcrypt::hash::{md5, sha1, sha256, sha3, sha512, Hash};

pub fn run(t: &mut Tally) {
    check::<md5::Md5>(t, "md5", vectors::MD5);
    check::<sha1::Sha1>(t, "sha1", vectors::SHA1);

    check::<sha256::Sha224<sha256::Unrolled>>(t, "sha224/unrolled", vectors::SHA224);
    check::<sha256::Sha224<sha256::Compact>>(t, "sha224/compact", vectors::SHA224);
    check::<sha256::Sha256<sha256::Unrolled>>(t, "sha256/unrolled", vectors::SHA256);
    check::<sha256::Sha256<sha256::Compact>>(t, "sha256/compact", vectors::SHA256);

    check::<sha512::Sha384<sha512::Unrolled>>(t, "sha384/unrolled", vectors::SHA384);
    check::<sha512::Sha384<sha512::Compact>>(t, "sha384/compact", vectors::SHA384);
    check::<sha512::Sha512<sha512::Unrolled>>(t, "sha512/unrolled", vectors::SHA512);
    check::<sha512::Sha512<sha512::Compact>>(t, "sha512/compact", vectors::SHA512);
    check::<sha512::Sha512_224<sha512::Unrolled>>(t, "sha512-224/unrolled", vectors::SHA512_224);
    check::<sha512::Sha512_224<sha512::Compact>>(t, "sha512-224/compact", vectors::SHA512_224);
    check::<sha512::Sha512_256<sha512::Unrolled>>(t, "sha512-256/unrolled", vectors::SHA512_256);
    check::<sha512::Sha512_256<sha512::Compact>>(t, "sha512-256/compact", vectors::SHA512_256);

    check::<sha3::Sha3_224<sha3::Unrolled>>(t, "sha3-224/unrolled", vectors::SHA3_224);
    check::<sha3::Sha3_224<sha3::Compact>>(t, "sha3-224/compact", vectors::SHA3_224);
    check::<sha3::Sha3_256<sha3::Unrolled>>(t, "sha3-256/unrolled", vectors::SHA3_256);
    check::<sha3::Sha3_256<sha3::Compact>>(t, "sha3-256/compact", vectors::SHA3_256);
    check::<sha3::Sha3_384<sha3::Unrolled>>(t, "sha3-384/unrolled", vectors::SHA3_384);
    check::<sha3::Sha3_384<sha3::Compact>>(t, "sha3-384/compact", vectors::SHA3_384);
    check::<sha3::Sha3_512<sha3::Unrolled>>(t, "sha3-512/unrolled", vectors::SHA3_512);
    check::<sha3::Sha3_512<sha3::Compact>>(t, "sha3-512/compact", vectors::SHA3_512);

    shake::<sha3::Shake128<sha3::Unrolled>>(t, "shake128/unrolled", vectors::SHAKE128);
    shake::<sha3::Shake128<sha3::Compact>>(t, "shake128/compact", vectors::SHAKE128);
    shake::<sha3::Shake256<sha3::Unrolled>>(t, "shake256/unrolled", vectors::SHAKE256);
    shake::<sha3::Shake256<sha3::Compact>>(t, "shake256/compact", vectors::SHAKE256);
    // And the one-shot functions (default variant).
    for case in vectors::SHAKE128 {
        let mut out = [0u8; XOF_MAX];
        let Some(out) = t.output("shake128", case.label, &mut out, case.out.len()) else { continue };
        sha3::shake128(case.msg, out);
        t.check("shake128", case.label, "one-shot", out, case.out);
    }
    for case in vectors::SHAKE256 {
        let mut out = [0u8; XOF_MAX];
        let Some(out) = t.output("shake256", case.label, &mut out, case.out.len()) else { continue };
        sha3::shake256(case.msg, out);
        t.check("shake256", case.label, "one-shot", out, case.out);
    }
}

/// Feeds `msg` to `update` in parts of about 1/3, 1/2 and 1/6 of its length, so the parts straddle blocks.
fn absorb_in_parts(msg: &[u8], mut update: impl FnMut(&[u8])) {
    let (first, rest) = msg.split_at(msg.len() / 3);
    let (second, third) = rest.split_at(msg.len() / 2);
    update(first);
    update(second);
    update(third);
}

/// Checks hash `H` on every case: one-shot, then streamed.
// Not inlined: each check gets a stack frame of its own instead of one frame holding them all
// (the Cortex-M0 board has 16 KiB of RAM).
#[inline(never)]
fn check<H: Hash>(t: &mut Tally, algorithm: &str, cases: &[HashCase]) {
    for case in cases {
        let one_shot = H::digest(case.msg);
        t.check(algorithm, case.label, "one-shot", one_shot.as_ref(), case.md);

        let mut h = H::new();
        absorb_in_parts(case.msg, |part| h.update(part));
        t.check(algorithm, case.label, "in 3 parts", h.finalize().as_ref(), case.md);
    }
}

/// The longest XOF output among the cases (SHAKE256 VariableOut goes to 2000 bits).
const XOF_MAX: usize = 256;

/// What the checks need of an XOF: emcrypt's SHAKE types share their method names but no trait.
trait Xof {
    type Reader;
    /// Absorbs `msg` (in parts) and returns the reader.
    fn absorb(msg: &[u8]) -> Self::Reader;
    fn squeeze(reader: &mut Self::Reader, out: &mut [u8]);
}

macro_rules! xof {
    ($($xof:ident, $reader:ident;)*) => {$(
        impl<V: sha3::Permutation> Xof for sha3::$xof<V> {
            type Reader = sha3::$reader<V>;
            fn absorb(msg: &[u8]) -> Self::Reader {
                let mut x = Self::new();
                absorb_in_parts(msg, |part| x.update(part));
                x.finalize_xof()
            }
            fn squeeze(reader: &mut Self::Reader, out: &mut [u8]) {
                reader.squeeze(out)
            }
        }
    )*};
}

xof! {
    Shake128, Shake128Reader;
    Shake256, Shake256Reader;
}

/// Checks XOF `X` on every case: the output squeezed whole, then in two parts (7 bytes, then the rest).
#[inline(never)] // a frame of its own, see hashes::check
fn shake<X: Xof>(t: &mut Tally, algorithm: &str, cases: &[XofCase]) {
    for case in cases {
        let mut out = [0u8; XOF_MAX];
        let Some(out) = t.output(algorithm, case.label, &mut out, case.out.len()) else { continue };
        X::squeeze(&mut X::absorb(case.msg), out);
        t.check(algorithm, case.label, "squeezed whole", out, case.out);

        out.fill(0);
        let (head, tail) = out.split_at_mut(case.out.len().min(7));
        let mut reader = X::absorb(case.msg);
        X::squeeze(&mut reader, head);
        X::squeeze(&mut reader, tail);
        t.check(algorithm, case.label, "squeezed in 2 parts", out, case.out);
    }
}
