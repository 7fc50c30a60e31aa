//! The low-RAM signing variant (CMOX's "Low RAM"): nothing of the key is expanded ahead. Each matrix
//! entry is sampled from ρ and multiplied into w coefficient by coefficient as it comes out of SHAKE128
//! (never stored); ŝ1, ŝ2 (in pairs, `sign::split_pair`) and t̂0 are decoded from the key bytes and
//! transformed when the loop needs them. The caller provides the working buffer for ŷ and w.
//!
//! The price is time: every attempt of the rejection loop samples the whole matrix again and
//! transforms the secret polynomials again.

use super::field::reduce32;
use super::ntt::Poly;
use super::params::ParameterSet;
use super::sample::matrix_entry_times_streaming;
use super::sign::{pointwise_in_place, sign_loop, SecretKeyView, SecretSource};
use crate::Error;
use zeroize::Zeroize;

/// Low-RAM signing variant over a caller-provided working buffer of at least
/// `LOW_RAM_WORK_WORDS` (`MlDsa44::LOW_RAM_WORK_WORDS`, ...) 32-bit words: (k + l) polynomials. The
/// buffer is wiped after each signature.
#[derive(Debug)]
pub struct LowRam<'w> {
    work: &'w mut [i32],
}

impl<'w> LowRam<'w> {
    /// A signer that keeps ŷ and w in `work`.
    pub fn new(work: &'w mut [i32]) -> Self {
        Self { work }
    }
}

/// The secret key read straight from its bytes.
struct Streamed<'k, 'a, P> {
    sk: &'k SecretKeyView<'a>,
    params: core::marker::PhantomData<P>,
}

impl<P: ParameterSet> SecretSource for Streamed<'_, '_, P> {
    fn row_times(&self, i: usize, y_hat: &[Poly], out: &mut Poly) {
        out.fill(0);
        for (j, y) in y_hat.iter().enumerate() {
            matrix_entry_times_streaming(self.sk.rho, i, j, y, out);
        }
        for x in out.iter_mut() {
            *x = reduce32(*x);
        }
    }
    fn times_s1_pair(&self, p: usize, c_hat: &Poly, out: &mut Poly) {
        self.sk.s1_pair_hat::<P>(p, out);
        pointwise_in_place(c_hat, out);
    }
    fn times_s2_pair(&self, p: usize, c_hat: &Poly, out: &mut Poly) {
        self.sk.s2_pair_hat::<P>(p, out);
        pointwise_in_place(c_hat, out);
    }
    fn times_t0(&self, i: usize, c_hat: &Poly, out: &mut Poly) {
        self.sk.t0_hat(i, out);
        pointwise_in_place(c_hat, out);
    }
}

impl LowRam<'_> {
    /// 32-bit words of working buffer parameter set `P` needs: (k + l) · 256.
    pub const fn work_words<P: ParameterSet>() -> usize {
        (P::K + P::L) * 256
    }

    pub(crate) fn sign_mu<P: ParameterSet>(
        &mut self,
        sk: &SecretKeyView<'_>,
        mu: &[u8; 64],
        rnd: &[u8; 32],
        sig: &mut [u8],
    ) -> Result<(), Error> {
        let need = Self::work_words::<P>();
        if self.work.len() < need {
            return Err(Error::BufferTooSmall);
        }
        let (polys, _) = self.work[..need].as_chunks_mut::<256>();
        let (y_hat, w) = polys.split_at_mut(P::L);
        let src = Streamed::<P> { sk, params: core::marker::PhantomData };
        let result = sign_loop::<P, _>(&src, sk.key, mu, rnd, y_hat, w, sig);
        self.work[..need].zeroize();
        result
    }
}
