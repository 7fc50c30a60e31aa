//! `digest::Digest` for the fixed-output hashes.

use crate::hash::md5::Md5;
use crate::hash::sha1::Sha1;
use crate::hash::sha256::{Compress as Sha256Compress, Sha224, Sha256};
use crate::hash::sha3::{Permutation, Sha3_224, Sha3_256, Sha3_384, Sha3_512};
use crate::hash::sha512::{Compress as Sha512Compress, Sha384, Sha512, Sha512_224, Sha512_256};
use crate::hash::Hash;
use digest::consts::{U104, U128, U136, U144, U16, U20, U28, U32, U48, U64, U72};

/// Implements the `digest` 0.11 traits that make up `digest::Digest` (plus `BlockSizeUser`, `Reset` and
/// `FixedOutputReset`) for a type that implements [`Hash`], by forwarding to it.
///
/// `impl_digest!(Type<V: Bound>, OutputSize, BlockSize)`, sizes as `typenum` constants; a compile-time
/// check ties them to `Hash::OUTPUT_LEN` and `Hash::BLOCK_LEN`, so a wrong size does not build.
macro_rules! impl_digest {
    ($ty:ident $(<$v:ident: $bound:path>)?, $out:ty, $block:ty) => {
        impl$(<$v: $bound>)? digest::HashMarker for $ty$(<$v>)? {}

        impl$(<$v: $bound>)? digest::OutputSizeUser for $ty$(<$v>)? {
            type OutputSize = $out;
        }

        impl$(<$v: $bound>)? digest::common::BlockSizeUser for $ty$(<$v>)? {
            type BlockSize = $block;
        }

        impl$(<$v: $bound>)? digest::Update for $ty$(<$v>)? {
            fn update(&mut self, data: &[u8]) {
                Hash::update(self, data);
            }
        }

        impl$(<$v: $bound>)? digest::FixedOutput for $ty$(<$v>)? {
            fn finalize_into(self, out: &mut digest::Output<Self>) {
                const {
                    assert!(<$out as digest::typenum::Unsigned>::USIZE == <Self as Hash>::OUTPUT_LEN);
                    assert!(<$block as digest::typenum::Unsigned>::USIZE == <Self as Hash>::BLOCK_LEN);
                }
                out.copy_from_slice(Hash::finalize(self).as_ref());
            }
        }

        impl$(<$v: $bound>)? digest::Reset for $ty$(<$v>)? {
            fn reset(&mut self) {
                // Dropping the old context wipes it.
                *self = <Self as Hash>::new();
            }
        }

        impl$(<$v: $bound>)? digest::FixedOutputReset for $ty$(<$v>)? {
            fn finalize_into_reset(&mut self, out: &mut digest::Output<Self>) {
                let done = core::mem::replace(self, <Self as Hash>::new());
                digest::FixedOutput::finalize_into(done, out);
            }
        }
    };
}

impl_digest!(Md5, U16, U64);
impl_digest!(Sha1, U20, U64);
impl_digest!(Sha224<V: Sha256Compress>, U28, U64);
impl_digest!(Sha256<V: Sha256Compress>, U32, U64);
impl_digest!(Sha384<V: Sha512Compress>, U48, U128);
impl_digest!(Sha512<V: Sha512Compress>, U64, U128);
impl_digest!(Sha512_224<V: Sha512Compress>, U28, U128);
impl_digest!(Sha512_256<V: Sha512Compress>, U32, U128);
// SHA-3's block size is the sponge rate, as in RustCrypto `sha3` and SP 800-224 (HMAC-SHA3).
impl_digest!(Sha3_224<V: Permutation>, U28, U144);
impl_digest!(Sha3_256<V: Permutation>, U32, U136);
impl_digest!(Sha3_384<V: Permutation>, U48, U104);
impl_digest!(Sha3_512<V: Permutation>, U64, U72);
