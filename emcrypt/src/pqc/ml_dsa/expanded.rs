//! The default signing variant: the matrix Â and ŝ1, ŝ2, t̂0 are expanded once per signature and held in
//! NTT form on the stack, so each rejection-loop attempt only samples y and multiplies.

use super::ntt::{row_dot, Poly};
use super::params::ParameterSet;
use super::sample::matrix_entry_into;
use super::sign::{pointwise, sign_loop, SecretKeyView, SecretSource};
use crate::Error;
use zeroize::Zeroize;

/// Default signing variant: expands the matrix and the secret vectors once per signature (stack, no
/// caller buffer). See the [module documentation](super) for its memory use.
#[derive(Clone, Copy, Debug, Default)]
pub struct Expanded;

/// The expanded key, wiped when dropped. The secret vectors are kept in pairs
/// ([`SecretKeyView::s1_pair_hat`]): ⌈l/2⌉ ŝ1 pairs, then ⌈k/2⌉ ŝ2 pairs, which k polynomials hold (l ≤ k).
struct ExpandedKey<const K: usize, const L: usize> {
    a: [[Poly; L]; K],
    s_pairs: [Poly; K],
    t0: [Poly; K],
}

impl<const K: usize, const L: usize> Drop for ExpandedKey<K, L> {
    fn drop(&mut self) {
        self.s_pairs.zeroize();
        self.t0.zeroize();
    }
}

impl<const K: usize, const L: usize> SecretSource for ExpandedKey<K, L> {
    fn row_times(&self, i: usize, y_hat: &[Poly], out: &mut Poly) {
        // Each coefficient's ℓ products summed in 64 bits and reduced once.
        row_dot(&self.a[i], y_hat, out);
    }
    fn times_s1_pair(&self, p: usize, c_hat: &Poly, out: &mut Poly) {
        pointwise(c_hat, &self.s_pairs[p], out);
    }
    fn times_s2_pair(&self, p: usize, c_hat: &Poly, out: &mut Poly) {
        pointwise(c_hat, &self.s_pairs[L.div_ceil(2) + p], out);
    }
    fn times_t0(&self, i: usize, c_hat: &Poly, out: &mut Poly) {
        pointwise(c_hat, &self.t0[i], out);
    }
}

impl Expanded {
    pub(crate) fn sign_mu<P: ParameterSet, const K: usize, const L: usize>(
        sk: &SecretKeyView<'_>,
        mu: &[u8; 64],
        rnd: &[u8; 32],
        sig: &mut [u8],
    ) -> Result<(), Error> {
        debug_assert!(K == P::K && L == P::L);
        let mut key = ExpandedKey::<K, L> { a: [[[0; 256]; L]; K], s_pairs: [[0; 256]; K], t0: [[0; 256]; K] };
        for (i, row) in key.a.iter_mut().enumerate() {
            for (j, entry) in row.iter_mut().enumerate() {
                matrix_entry_into(sk.rho, i, j, entry);
            }
        }
        let (s1_pairs, s2_pairs) = key.s_pairs.split_at_mut(L.div_ceil(2));
        for (p, s) in s1_pairs.iter_mut().enumerate() {
            sk.s1_pair_hat::<P>(p, s);
        }
        for (p, s) in s2_pairs.iter_mut().take(K.div_ceil(2)).enumerate() {
            sk.s2_pair_hat::<P>(p, s);
        }
        for (i, t) in key.t0.iter_mut().enumerate() {
            sk.t0_hat(i, t);
        }
        let mut y_hat = [[0i32; 256]; L];
        let mut w = [[0i32; 256]; K];
        let result = sign_loop::<P, _>(&key, sk.key, mu, rnd, &mut y_hat, &mut w, sig);
        y_hat.zeroize();
        w.zeroize();
        result
    }
}
