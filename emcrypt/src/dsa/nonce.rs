//! RFC 6979 §3.2 deterministic nonces for DSA: an HMAC_DRBG (with the message hash `H`) seeded with
//! `int2octets(x) ‖ bits2octets(h1)`, whose output blocks are cut to `qlen` bits until one lands in
//! `[1, q - 1]`.

use super::params::Q_LIMBS;
use crate::bigint::limbs;
use crate::hash::{Hash, Output};
use crate::mac::hmac::Hmac;
use zeroize::Zeroize;

/// RFC 6979 `bits2int`: the leftmost `q_bits` bits of `h` as an integer (not reduced).
pub(super) fn bits2int(h: &[u8], q_bits: usize) -> [u32; Q_LIMBS] {
    let take = h.len().min(q_bits.div_ceil(8));
    let mut out = [0u32; Q_LIMBS];
    // take ≤ 32 bytes always fits.
    let _ = limbs::from_be_bytes(&h[..take], &mut out);
    let excess = (8 * take).saturating_sub(q_bits);
    for _ in 0..excess {
        limbs::shr1(&mut out, 0);
    }
    out
}

/// The HMAC_DRBG state `(K, V)` of RFC 6979 §3.2, wiped on drop.
pub(super) struct NonceGenerator<H: Hash> {
    k: H::Output,
    v: H::Output,
}

impl<H: Hash> NonceGenerator<H> {
    /// Steps b–g: `secret` = int2octets(x), `hashed` = bits2octets(h1), both `rlen / 8` bytes.
    pub(super) fn new(secret: &[u8], hashed: &[u8]) -> Self {
        let mut v = H::Output::zeroed();
        v.as_mut().fill(0x01);
        let mut gen = Self { k: H::Output::zeroed(), v };
        for separator in [0x00u8, 0x01] {
            let mut mac = Hmac::<H>::keyed(gen.k.as_ref());
            mac.update(gen.v.as_ref());
            mac.update(&[separator]);
            mac.update(secret);
            mac.update(hashed);
            gen.k = mac.finalize();
            gen.v = gen.hmac_v();
        }
        gen
    }

    fn hmac_v(&self) -> H::Output {
        let mut mac = Hmac::<H>::keyed(self.k.as_ref());
        mac.update(self.v.as_ref());
        mac.finalize()
    }

    /// Step h: the next `k` in `[1, q - 1]`. A rejected candidate (probability below 2^-32 for FIPS
    /// parameter sets) reveals only that it was rejected, as in the RFC.
    pub(super) fn next_nonce(&mut self, q: &[u32; Q_LIMBS], q_bits: usize) -> [u32; Q_LIMBS] {
        let rlen = q_bits.div_ceil(8);
        let mut t = [0u8; 4 * Q_LIMBS];
        loop {
            let mut filled = 0;
            while filled < rlen {
                self.v = self.hmac_v();
                let take = (rlen - filled).min(H::OUTPUT_LEN);
                t[filled..filled + take].copy_from_slice(&self.v.as_ref()[..take]);
                filled += take;
            }
            let mut k = bits2int(&t[..rlen], q_bits);
            t.zeroize();
            let in_range = !limbs::mask_all_zero(&k) & limbs::mask_from_bit(limbs::lt(&k, q));
            if in_range != 0 {
                return k;
            }
            k.zeroize();
            let mut mac = Hmac::<H>::keyed(self.k.as_ref());
            mac.update(self.v.as_ref());
            mac.update(&[0x00]);
            self.k = mac.finalize();
            self.v = self.hmac_v();
        }
    }
}

impl<H: Hash> Drop for NonceGenerator<H> {
    fn drop(&mut self) {
        self.k.as_mut().zeroize();
        self.v.as_mut().zeroize();
    }
}
