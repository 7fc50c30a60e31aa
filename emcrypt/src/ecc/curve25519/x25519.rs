//! X25519 Diffie–Hellman (RFC 7748 §5): the Montgomery ladder on the u-coordinate.
//!
//! 255 ladder steps, each a constant-time conditional swap plus 5 multiplies, 4 squarings and one
//! multiply by a24 = 121665, then one inversion. On cores with `UMAAL` (M4, M33) a whole step is one
//! assembly function, `arch::fe25519_m4_ladder::step`, that calls the field kernels on the operands in
//! place, and so it is on Armv6-M (M0, M0+: the generated Thumb-1 `arch::fe25519_armv6m::step`); elsewhere
//! it is the Rust below (the same operations in the same order, so the same limbs). The swap is driven by scalar bits through masks, never
//! a branch or an index. Public keys use the same ladder from u = 9 ([`x25519_base`], no table), or the
//! Ed25519 base-point table and the Edwards-to-Montgomery map ([`x25519_base_with_table`], faster).
//!
//! Inputs follow RFC 7748: the scalar is clamped, the top bit of u is ignored and non-canonical u
//! (in [p, 2^255)) is accepted and reduced. An all-zero shared secret (a small-order peer key) is
//! returned as [`Error::InvalidKey`], the check RFC 7748 §6.1 allows and TLS 1.3 requires.

// The ladder's field: the packed radix-2^32 one (on Armv6-M with the Thumb-1 assembly multiply and square,
// `arch::fe25519_armv6m`), except on other Arm cores without atomics and without that assembly, where the
// radix-2^25.5 field that Ed25519 needs anyway keeps the image small (the packed field's portable code
// added 2.5 KB on the 256 KiB Cortex-M0 test board).
#[cfg(all(target_arch = "arm", not(target_has_atomic = "32"), not(emcrypt_armv6m)))]
use super::field::FieldElement as Fe32;
#[cfg(not(all(target_arch = "arm", not(target_has_atomic = "32"), not(emcrypt_armv6m))))]
use super::field_radix32::FieldElement32 as Fe32;
use super::{BasepointMul, PrecomputedTable};
use crate::Error;
use subtle::{Choice, ConstantTimeEq};
use zeroize::{Zeroize, ZeroizeOnDrop};

/// Wipes the wrapped bytes on drop.
macro_rules! wipe_on_drop {
    ($($t:ty),*) => {$(
        impl Drop for $t {
            fn drop(&mut self) {
                self.0.zeroize();
            }
        }
        impl ZeroizeOnDrop for $t {}
    )*};
}
wipe_on_drop!(SecretKey, SharedSecret);

/// The u-coordinate of the base point.
const BASEPOINT_U: [u8; 32] = {
    let mut u = [0u8; 32];
    u[0] = 9;
    u
};

/// A 32-byte X25519 private key (any bytes; clamped when used). Wiped on drop.
#[derive(Clone)]
pub struct SecretKey([u8; 32]);

/// A 32-byte X25519 public key (a u-coordinate).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PublicKey(pub [u8; 32]);

/// A 32-byte shared secret. Wiped on drop; feed it to a KDF, never use it as a key directly.
pub struct SharedSecret([u8; 32]);

impl SecretKey {
    /// A key from 32 bytes of a random source.
    pub fn from_bytes(bytes: [u8; 32]) -> Self {
        Self(bytes)
    }

    /// A key drawn from a cryptographic random number generator.
    pub fn random<R: rand_core::CryptoRng + ?Sized>(rng: &mut R) -> Self {
        let mut bytes = [0u8; 32];
        rng.fill_bytes(&mut bytes);
        Self(bytes)
    }

    /// The raw bytes.
    pub fn as_bytes(&self) -> &[u8; 32] {
        &self.0
    }

    /// The matching public key, `X25519(k, 9)`.
    pub fn public_key(&self) -> PublicKey {
        PublicKey(x25519_base(&self.0))
    }

    /// The shared secret with a peer; `Err(InvalidKey)` when it is all zero.
    pub fn diffie_hellman(&self, peer: &PublicKey) -> Result<SharedSecret, Error> {
        x25519(&self.0, &peer.0).map(SharedSecret)
    }
}

impl SharedSecret {
    /// The raw bytes.
    pub fn as_bytes(&self) -> &[u8; 32] {
        &self.0
    }
}

/// Clamps a scalar (RFC 7748 `decodeScalar25519`): clear bits 0, 1, 2 and 255, set bit 254.
pub fn clamp(scalar: &[u8; 32]) -> [u8; 32] {
    let mut k = *scalar;
    k[0] &= 248;
    k[31] &= 127;
    k[31] |= 64;
    k
}

/// The raw function `X25519(k, u)` of RFC 7748, without the all-zero check (used by the iterated vectors).
///
/// Runs on the packed radix-2^32 field ([`FieldElement32`], `UMAAL` on the Cortex-M4): the ladder
/// needs no constant other than a24, so it does not share the Ed25519 code's radix-2^25.5 field.
pub fn x25519_raw(scalar: &[u8; 32], u: &[u8; 32]) -> [u8; 32] {
    let mut k = clamp(scalar);
    let x1 = Fe32::from_bytes(u);
    let (mut x2, mut z2, mut x3, mut z3) = (Fe32::ONE, Fe32::ZERO, x1, Fe32::ONE);
    let mut swap = Choice::from(0);
    // On cores with `UMAAL` each step (swap included) is one assembly function working on the four
    // coordinates in place, `arch::fe25519_m4_ladder::step`, and so it is on Armv6-M (M0, M0+) with the
    // Thumb-1 `arch::fe25519_armv6m::step`: the same operations in the same order as the Rust below, so
    // the same limbs. The bits stay plain `u32`s here (no `Choice`, whose every construction is an
    // out-of-line `black_box` call): the mask goes through `arch::hide`, so the compiler cannot turn it
    // into a branch.
    #[cfg(any(emcrypt_umaal, emcrypt_armv6m))]
    {
        let mut state = [x2.0, z2.0, x3.0, z3.0];
        let mut last = 0u32;
        for t in (0..255).rev() {
            let k_t = ((k[t / 8] >> (t % 8)) & 1) as u32;
            let mask = crate::arch::hide(0u32.wrapping_sub(last ^ k_t));
            #[cfg(emcrypt_umaal)]
            crate::arch::fe25519_m4_ladder::step(&mut state, &x1.0, mask);
            #[cfg(emcrypt_armv6m)]
            crate::arch::fe25519_armv6m::step(&mut state, &x1.0, mask);
            last = k_t;
        }
        swap ^= Choice::from(crate::arch::hide(last) as u8);
        [x2, z2, x3, z3] = state.map(Fe32);
        state.zeroize();
    }
    #[cfg(not(any(emcrypt_umaal, emcrypt_armv6m)))]
    for t in (0..255).rev() {
        let k_t = Choice::from((k[t / 8] >> (t % 8)) & 1);
        swap ^= k_t;
        Fe32::conditional_swap(&mut x2, &mut x3, swap);
        Fe32::conditional_swap(&mut z2, &mut z3, swap);
        swap = k_t;
        ladder_step_portable(&x1, [&mut x2, &mut z2, &mut x3, &mut z3]);
    }
    Fe32::conditional_swap(&mut x2, &mut x3, swap);
    Fe32::conditional_swap(&mut z2, &mut z3, swap);
    let out = x2.mul(&z2.invert()).to_bytes();
    k.zeroize();
    for fe in [&mut x2, &mut z2, &mut x3, &mut z3] {
        fe.zeroize();
    }
    out
}

/// `X25519(scalar, u)`: the shared secret, or `Err(InvalidKey)` when it is all zero (u of small order).
pub fn x25519(scalar: &[u8; 32], u: &[u8; 32]) -> Result<[u8; 32], Error> {
    let mut out = x25519_raw(scalar, u);
    // Constant-time zero check: the result is secret until we know it is rejected.
    if bool::from(out.ct_eq(&[0u8; 32])) {
        out.zeroize();
        return Err(Error::InvalidKey);
    }
    Ok(out)
}

/// The public key `X25519(scalar, 9)`, by the ladder (no constant data).
pub fn x25519_base(scalar: &[u8; 32]) -> [u8; 32] {
    x25519_raw(scalar, &BASEPOINT_U)
}

/// The public key `X25519(scalar, 9)` through the Ed25519 base-point table: `[k]B` on the Edwards curve,
/// then the birational map `u = (1 + y) / (1 - y) = (Z + Y) / (Z - Y)` (RFC 7748 §4.1). Same result as
/// [`x25519_base`], about 3x fewer cycles, at the price of linking the 30,720-byte table.
/// (The clamped scalar is a nonzero multiple of 8 below 2^255 < 8L, so `[k]B` is never the identity.)
pub fn x25519_base_with_table(scalar: &[u8; 32]) -> [u8; 32] {
    let mut k = clamp(scalar);
    let mut p = PrecomputedTable::mul_base(&k);
    let u = p.z.add(&p.y).mul(&p.z.sub(&p.y).invert()).to_bytes();
    k.zeroize();
    p.zeroize();
    u
}

/// The ladder step after its swap (RFC 7748 §5): `(x2, z2, x3, z3)` from the differential addition and
/// doubling with base u-coordinate `x1`. The portable ladder's, and the reference of the Armv6-M assembly
/// step in `field_radix32::kernel_self_check`.
#[cfg(not(emcrypt_umaal))] // cores with `UMAAL` run the assembly step
#[inline(always)]
pub(crate) fn ladder_step_portable(x1: &Fe32, [x2, z2, x3, z3]: [&mut Fe32; 4]) {
    let a = x2.add(z2);
    let aa = a.square();
    let b = x2.sub(z2);
    let bb = b.square();
    let e = aa.sub(&bb);
    let c = x3.add(z3);
    let d = x3.sub(z3);
    let da = d.mul(&a);
    let cb = c.mul(&b);
    *x3 = da.add(&cb).square();
    *z3 = x1.mul(&da.sub(&cb).square());
    *x2 = aa.mul(&bb);
    *z2 = e.mul(&aa.add(&e.mul_a24()));
}
