//! SHAKE128 and SHAKE256 in RSASSA-PSS (RFC 8702 §3.2.1): the message hash and `H'` are SHAKE outputs of
//! 256 bits (SHAKE128) or 512 bits (SHAKE256), and the mask generation function is the same SHAKE itself,
//! `mask = SHAKE(seed, maskLen)`, in place of MGF1.
//!
//! | type | hash output | mask |
//! | --- | --- | --- |
//! | [`Shake128Len32`] | SHAKE128, 32 bytes | SHAKE128 stream |
//! | [`Shake256Len64`] | SHAKE256, 64 bytes | SHAKE256 stream |

use super::em_bytes;
use super::mgf1::Mgf;
use crate::hash::sha3::{Shake128, Shake256};
use crate::hash::Hash;

macro_rules! fixed_shake {
    ($(#[$doc:meta])* $name:ident, $xof:ident, $len:expr) => {
        $(#[$doc])*
        #[derive(Clone, Default)]
        pub(crate) struct $name($xof);

        impl Hash for $name {
            const OUTPUT_LEN: usize = $len;
            const BLOCK_LEN: usize = $xof::<crate::hash::sha3::Unrolled>::BLOCK_LEN;
            type Output = [u8; $len];

            fn new() -> Self {
                Self($xof::new())
            }

            fn update(&mut self, data: &[u8]) {
                self.0.update(data)
            }

            fn finalize(self) -> [u8; $len] {
                let mut out = [0u8; $len];
                self.0.finalize_xof().squeeze(&mut out);
                out
            }
        }

        /// The mask is the SHAKE output stream of the seed (RFC 8702).
        impl Mgf for $name {
            fn xor_mask(seed: &[u8], limbs: &mut [u32], len: usize, start: usize, count: usize) {
                let mut xof = $xof::<crate::hash::sha3::Unrolled>::new();
                xof.update(seed);
                let mut reader = xof.finalize_xof();
                let mut block = [0u8; 64];
                let mut done = 0;
                while done < count {
                    let take = (count - done).min(block.len());
                    reader.squeeze(&mut block[..take]);
                    em_bytes::xor_in(limbs, len, start + done, &block[..take]);
                    done += take;
                }
            }
        }
    };
}

fixed_shake!(
    /// SHAKE128 with a 32-byte output, as PSS uses it (RFC 8702): a [`Hash`] and its own mask function.
    Shake128Len32, Shake128, 32
);
fixed_shake!(
    /// SHAKE256 with a 64-byte output, as PSS uses it (RFC 8702): a [`Hash`] and its own mask function.
    Shake256Len64, Shake256, 64
);
