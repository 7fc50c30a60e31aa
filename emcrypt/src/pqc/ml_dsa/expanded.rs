//! The default signing variant: the matrix Â and ŝ1, ŝ2, t̂0 are expanded once per signature and held in
//! NTT form on the stack, so each rejection-loop attempt only samples y and multiplies.

use super::ntt::{row_sum, Poly};
use super::params::ParameterSet;
use super::sample::matrix_entry_into;
use super::sign::{pointwise, sign_loop, SecretKeyView, SecretSource};
use crate::Error;
use zeroize::Zeroize;

/// Default signing variant: expands the matrix and the secret vectors once per signature (stack, no
/// caller buffer). See the [module documentation](super) for its memory use.
#[derive(Clone, Copy, Debug, Default)]
pub struct Expanded;

/// The expanded key, wiped when dropped.
struct ExpandedKey<const K: usize, const L: usize> {
    a: [[Poly; L]; K],
    s1: [Poly; L],
    s2: [Poly; K],
    t0: [Poly; K],
}

impl<const K: usize, const L: usize> Drop for ExpandedKey<K, L> {
    fn drop(&mut self) {
        self.s1.zeroize();
        self.s2.zeroize();
        self.t0.zeroize();
    }
}

impl<const K: usize, const L: usize> SecretSource for ExpandedKey<K, L> {
    fn row_times(&self, i: usize, y_hat: &[Poly], out: &mut Poly) {
        // Each coefficient's ℓ products summed in 64 bits and reduced once (verification's row sum; its
        // ĉ·t̂1 term is 0 here, with `out` zero: any polynomial serves as ĉ).
        out.fill(0);
        row_sum(&self.a[i], y_hat, &self.a[i][0], out);
    }
    fn times_s1(&self, j: usize, c_hat: &Poly, out: &mut Poly) {
        pointwise(c_hat, &self.s1[j], out);
    }
    fn times_s2(&self, i: usize, c_hat: &Poly, out: &mut Poly) {
        pointwise(c_hat, &self.s2[i], out);
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
        let mut key =
            ExpandedKey::<K, L> { a: [[[0; 256]; L]; K], s1: [[0; 256]; L], s2: [[0; 256]; K], t0: [[0; 256]; K] };
        for (i, row) in key.a.iter_mut().enumerate() {
            for (j, entry) in row.iter_mut().enumerate() {
                matrix_entry_into(sk.rho, i, j, entry);
            }
        }
        for (j, s) in key.s1.iter_mut().enumerate() {
            sk.s1_hat::<P>(j, s);
        }
        for i in 0..K {
            sk.s2_hat::<P>(i, &mut key.s2[i]);
            sk.t0_hat(i, &mut key.t0[i]);
        }
        let mut y_hat = [[0i32; 256]; L];
        let mut w = [[0i32; 256]; K];
        let result = sign_loop::<P, _>(&key, sk.key, mu, rnd, &mut y_hat, &mut w, sig);
        y_hat.zeroize();
        w.zeroize();
        result
    }
}
