//! `digest::ExtendableOutput` for SHAKE128/256 and `digest::XofReader` for their output stream.

use crate::hash::sha3::{Permutation, Shake128, Shake128Reader, Shake256, Shake256Reader, XofReader};
use digest::consts::{U136, U168};

impl<V: Permutation, const RATE: usize> digest::XofReader for XofReader<V, RATE> {
    fn read(&mut self, buffer: &mut [u8]) {
        self.squeeze(buffer);
    }
}

macro_rules! impl_xof {
    ($ty:ident, $reader:ident, $rate:ty) => {
        impl<V: Permutation> digest::HashMarker for $ty<V> {}

        impl<V: Permutation> digest::common::BlockSizeUser for $ty<V> {
            type BlockSize = $rate;
        }

        impl<V: Permutation> digest::Update for $ty<V> {
            fn update(&mut self, data: &[u8]) {
                $ty::update(self, data);
            }
        }

        impl<V: Permutation> digest::ExtendableOutput for $ty<V> {
            type Reader = $reader<V>;
            fn finalize_xof(self) -> Self::Reader {
                $ty::finalize_xof(self)
            }
        }

        impl<V: Permutation> digest::Reset for $ty<V> {
            fn reset(&mut self) {
                // Dropping the old context wipes it.
                *self = Self::new();
            }
        }

        impl<V: Permutation> digest::ExtendableOutputReset for $ty<V> {
            fn finalize_xof_reset(&mut self) -> Self::Reader {
                core::mem::take(self).finalize_xof()
            }
        }
    };
}

impl_xof!(Shake128, Shake128Reader, U168);
impl_xof!(Shake256, Shake256Reader, U136);
