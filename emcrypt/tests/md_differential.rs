//! Differential tests of every Merkle–Damgård hash (MD5, SHA-1, SHA-2) and every variant against the
//! RustCrypto crates `md-5`, `sha1` and `sha2`: every length up to 300 bytes (all padding cases of 64- and
//! 128-byte blocks), then random messages cut into random chunks.
use emcrypt::hash::md5::Md5;
use emcrypt::hash::sha1::Sha1;
use emcrypt::hash::sha256::{Compact as C256, Sha224, Sha256, Unrolled as U256};
use emcrypt::hash::sha512::{Compact as C512, Sha384, Sha512, Sha512_224, Sha512_256, Unrolled as U512};
use emcrypt::hash::Hash;
use proptest::prelude::*;
use sha2::Digest;

/// Our digest of `msg`, fed in the chunks `cuts` describes (each cut taken modulo what is left), equals
/// RustCrypto's one-shot digest.
fn same_digest<H: Hash, R: Digest>(msg: &[u8], cuts: &[usize]) -> Result<(), TestCaseError> {
    let expected = R::digest(msg);
    let one_shot = H::digest(msg);
    prop_assert_eq!(one_shot.as_ref(), &expected[..], "one-shot, len {}", msg.len());
    let mut h = H::new();
    let mut rest = msg;
    for &cut in cuts {
        let (now, later) = rest.split_at(cut % (rest.len() + 1));
        h.update(now);
        rest = later;
    }
    h.update(rest);
    let streamed = h.finalize();
    prop_assert_eq!(streamed.as_ref(), &expected[..], "chunks {:?}, len {}", cuts, msg.len());
    Ok(())
}

/// For one (ours, RustCrypto's) pair: a test over every length 0..=300 and a property test.
macro_rules! differential {
    ($module:ident, $ours:ty, $theirs:ty) => {
        mod $module {
            use super::*;

            #[test]
            fn every_length_to_300() {
                for n in 0..=300usize {
                    let msg: Vec<u8> = (0..n).map(|i| (i * 131 + n) as u8).collect();
                    same_digest::<$ours, $theirs>(&msg, &[n / 3, n / 2]).unwrap();
                }
            }

            proptest! {
                #[test]
                fn random_messages_and_chunks(
                    msg in proptest::collection::vec(any::<u8>(), 0..700),
                    cuts in proptest::collection::vec(0usize..300, 0..8),
                ) {
                    same_digest::<$ours, $theirs>(&msg, &cuts)?;
                }
            }
        }
    };
}

differential!(md5, Md5, ::md5::Md5);
differential!(sha1, Sha1, ::sha1::Sha1);
differential!(sha224_unrolled, Sha224<U256>, ::sha2::Sha224);
differential!(sha224_compact, Sha224<C256>, ::sha2::Sha224);
differential!(sha256_unrolled, Sha256<U256>, ::sha2::Sha256);
differential!(sha256_compact, Sha256<C256>, ::sha2::Sha256);
differential!(sha384_unrolled, Sha384<U512>, ::sha2::Sha384);
differential!(sha384_compact, Sha384<C512>, ::sha2::Sha384);
differential!(sha512_unrolled, Sha512<U512>, ::sha2::Sha512);
differential!(sha512_compact, Sha512<C512>, ::sha2::Sha512);
differential!(sha512_224_unrolled, Sha512_224<U512>, ::sha2::Sha512_224);
differential!(sha512_224_compact, Sha512_224<C512>, ::sha2::Sha512_224);
differential!(sha512_256_unrolled, Sha512_256<U512>, ::sha2::Sha512_256);
differential!(sha512_256_compact, Sha512_256<C512>, ::sha2::Sha512_256);
