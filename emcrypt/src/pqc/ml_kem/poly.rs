//! Polynomials of R_q = Z_q[X]/(X²⁵⁶ + 1) and their byte encodings (FIPS 203 §4.2.1, Algorithms 5–6).

use super::field::{barrett_reduce, compress, decompress, to_canonical, Q};
use super::ntt::{self, Coeffs};
use zeroize::Zeroize;

/// One polynomial (or its NTT representation): 256 `i16` coefficients, wiped when dropped because most
/// polynomials in ML-KEM are secret.
#[derive(Clone)]
pub(crate) struct Poly(pub(crate) Coeffs);

impl Poly {
    pub(crate) const fn zero() -> Self {
        Poly([0; 256])
    }

    pub(crate) fn ntt(&mut self) {
        ntt::ntt(&mut self.0);
        self.reduce();
    }

    pub(crate) fn inverse_ntt(&mut self) {
        ntt::inverse_ntt(&mut self.0);
    }

    /// Barrett-reduces every coefficient to |c| ≤ (q−1)/2.
    pub(crate) fn reduce(&mut self) {
        for c in self.0.iter_mut() {
            *c = barrett_reduce(*c);
        }
    }

    pub(crate) fn add_assign(&mut self, other: &Poly) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a += *b;
        }
    }

    /// `self = other − self`.
    pub(crate) fn sub_from(&mut self, other: &Poly) {
        for (a, b) in self.0.iter_mut().zip(other.0.iter()) {
            *a = *b - *a;
        }
    }

    /// `ByteEncode_12` of the canonical coefficients (the caller has reduced to |c| < q): 384 bytes.
    pub(crate) fn encode12(&self, out: &mut [u8; 384]) {
        for (bytes, pair) in out.as_chunks_mut::<3>().0.iter_mut().zip(self.0.as_chunks::<2>().0) {
            let a = to_canonical(pair[0]);
            let b = to_canonical(pair[1]);
            bytes[0] = a as u8;
            bytes[1] = ((a >> 8) | (b << 4)) as u8;
            bytes[2] = (b >> 4) as u8;
        }
    }

    /// `ByteDecode_12` into `self`: 12-bit values as they are (up to 4095; a decapsulation key is not
    /// range-checked by FIPS 203, and every later step tolerates such values). Returns whether every value
    /// was below q, as the encapsulation-key modulus check needs (public data there, so a plain `bool`).
    pub(crate) fn decode12(&mut self, bytes: &[u8; 384]) -> bool {
        let mut all_below_q = true;
        for (pair, b) in self.0.as_chunks_mut::<2>().0.iter_mut().zip(bytes.as_chunks::<3>().0) {
            let a0 = u16::from(b[0]) | ((u16::from(b[1]) & 0x0f) << 8);
            let a1 = (u16::from(b[1]) >> 4) | (u16::from(b[2]) << 4);
            all_below_q &= (a0 < Q as u16) & (a1 < Q as u16);
            *pair = [a0 as i16, a1 as i16];
        }
        all_below_q
    }

    /// `self += Decompress_1(ByteDecode_1(m))`: adds ⌈q/2⌋ = 1665 where the message bit is 1, through a
    /// mask rather than a branch (the message is secret).
    pub(crate) fn add_message(&mut self, m: &[u8; 32]) {
        for (coeffs, byte) in self.0.as_chunks_mut::<8>().0.iter_mut().zip(m) {
            for (k, c) in coeffs.iter_mut().enumerate() {
                // The bit goes through `hide`: on the Cortex-M0+ LLVM made the masked add a branch on it.
                let mask = crate::arch::hide(u32::from((byte >> k) & 1)).wrapping_neg() as i16;
                *c += mask & 1665;
            }
        }
    }

    /// `ByteEncode_d(Compress_d(self))` into `out` (32·d bytes), for d in 1..=11; coefficients |c| < q.
    /// Eight coefficients make d whole bytes; with `D` a constant the bit offsets fold away.
    pub(crate) fn compress_encode<const D: u32>(&self, out: &mut [u8]) {
        for (coeffs, bytes) in self.0.as_chunks::<8>().0.iter().zip(out.chunks_exact_mut(D as usize)) {
            let (mut acc, mut bits, mut o) = (0u32, 0u32, 0usize);
            for &c in coeffs {
                acc |= u32::from(compress(to_canonical(c), D)) << bits;
                bits += D;
                while bits >= 8 {
                    bytes[o] = acc as u8;
                    o += 1;
                    acc >>= 8;
                    bits -= 8;
                }
            }
        }
    }

    /// `Decompress_d(ByteDecode_d(bytes))` for `bytes` of 32·d bytes, d in 1..=11.
    pub(crate) fn decode_decompress<const D: u32>(bytes: &[u8]) -> Self {
        let mut p = Poly::zero();
        let mask = (1u32 << D) - 1;
        for (coeffs, bytes) in p.0.as_chunks_mut::<8>().0.iter_mut().zip(bytes.chunks_exact(D as usize)) {
            let (mut acc, mut bits, mut i) = (0u32, 0u32, 0usize);
            for c in coeffs.iter_mut() {
                while bits < D {
                    acc |= u32::from(bytes[i]) << bits;
                    i += 1;
                    bits += 8;
                }
                *c = decompress((acc & mask) as u16, D);
                acc >>= D;
                bits -= D;
            }
        }
        p
    }
}

impl Zeroize for Poly {
    fn zeroize(&mut self) {
        self.0.zeroize();
    }
}

impl Drop for Poly {
    fn drop(&mut self) {
        self.zeroize();
    }
}
