//! Points of the twisted Edwards curve edwards25519, `-x^2 + y^2 = 1 + d x^2 y^2` (RFC 8032 §5.1).
//!
//! Representations (Hisil–Wong–Carter–Dawson, as in ref10):
//! * [`EdwardsPoint`]: extended coordinates (X:Y:Z:T), x = X/Z, y = Y/Z, T = XY/Z;
//! * completed ((X:Z), (Y:T)): the result of an addition or doubling before its last multiplies, held
//!   in the point's own coordinates (the formulas work in place);
//! * `Cached`: (Y+X, Y-X, Z, 2dT), a point prepared to be added (the "projective Niels" form);
//! * [`AffineCached`]: (y+x, y-x, 2dxy) with Z = 1, the form of the precomputed tables (one multiply less).
//!
//! The formulas are complete (they hold for every pair of points, identity and doubling included), so
//! additions never branch. Scalar multiplication lives in [`super::scalar_mul`].
//!
//! # Two fields, one set of formulas
//! | copy | field | `const fn` | used for |
//! | --- | --- | --- | --- |
//! | this module's types | [`Fe`]: the packed radix-2^32 field ([`super::field_radix32`], `UMAAL` assembly on M4/M33); the radix-2^25.5 field on Armv6-M (as the X25519 ladder there) | no | everything at run time |
//! | [`compile_time`] | the radix-2^25.5 field ([`super::field`]) | yes | the base-point table and the constants B, d, 2d, computed by the compiler |
//!
//! The formulas are written once, in the `edwards_formulas!` macro, and instantiated for both (the
//! compile-time copy with `const fn`); values move from the compile-time copy to the run-time one
//! through their canonical encodings ([`fe_from_compile_time`]).

use subtle::{Choice, ConditionallySelectable};

#[cfg(all(target_arch = "arm", not(target_has_atomic = "32")))]
pub(crate) use super::field::FieldElement as Fe;
/// The run-time field: packed radix 2^32, except on Armv6-M (Cortex-M0/M0+), where the radix-2^25.5
/// field keeps the on-target test image small enough (see [`super::x25519`]).
#[cfg(not(all(target_arch = "arm", not(target_has_atomic = "32"))))]
pub(crate) use super::field_radix32::FieldElement32 as Fe;

/// A compile-time (radix-2^25.5) element in the run-time field, through its canonical encoding.
pub(crate) const fn fe_from_compile_time(x: &super::field::FieldElement) -> Fe {
    Fe::from_bytes(&x.to_bytes())
}

/// Defines `EdwardsPoint`, `Cached`, `AffineCached` and their formulas over the field
/// type `Fe` and the constants `D`, `D2` in scope; `edwards_formulas!(const)` makes every function a
/// `const fn`.
macro_rules! edwards_formulas {
    ($($konst:tt)?) => {
        /// A point in extended coordinates.
        #[derive(Clone, Copy, Debug)]
        pub struct EdwardsPoint {
            pub(crate) x: Fe,
            pub(crate) y: Fe,
            pub(crate) z: Fe,
            pub(crate) t: Fe,
        }

        /// A point prepared for addition: (Y+X, Y-X, Z, 2dT).
        #[derive(Clone, Copy)]
        pub(crate) struct Cached {
            pub(crate) y_plus_x: Fe,
            pub(crate) y_minus_x: Fe,
            pub(crate) z: Fe,
            pub(crate) t2d: Fe,
        }

        /// An affine point prepared for addition: (y+x, y-x, 2dxy); the entries of the base-point table.
        #[derive(Clone, Copy, Debug)]
        pub struct AffineCached {
            pub(crate) y_plus_x: Fe,
            pub(crate) y_minus_x: Fe,
            pub(crate) xy2d: Fe,
        }

        impl AffineCached {
            /// The identity, prepared (usable in `const` contexts).
            pub(crate) const IDENTITY: Self = Self { y_plus_x: Fe::ONE, y_minus_x: Fe::ONE, xy2d: Fe::ZERO };
        }

        impl EdwardsPoint {
            /// The neutral element (0, 1).
            pub const IDENTITY: Self = Self { x: Fe::ZERO, y: Fe::ONE, z: Fe::ONE, t: Fe::ZERO };

            /// Decodes a point (RFC 8032 §5.1.3), rejecting non-canonical encodings: y >= p, and x = 0
            /// with the sign bit set. Used on public data only (keys and signatures), but runs
            /// branch-free up to the final accept/reject.
            pub $($konst)? fn decompress(bytes: &[u8; 32]) -> Option<Self> {
                let y = Fe::from_bytes(bytes);
                // Canonical: re-encoding y gives the input (sign bit aside).
                let enc = y.to_bytes();
                let mut diff = (bytes[31] & 0x7f) ^ enc[31];
                let mut i = 0;
                while i < 31 {
                    diff |= bytes[i] ^ enc[i];
                    i += 1;
                }
                let sign = bytes[31] >> 7 == 1;
                // x^2 = (y^2 - 1) / (d y^2 + 1)
                let yy = y.square();
                let u = yy.sub(&Fe::ONE);
                let v = D.mul(&yy).add(&Fe::ONE);
                let (mut x, is_square) = Fe::sqrt_ratio(&u, &v);
                if diff != 0 || !is_square || (x.is_zero() && sign) {
                    return None;
                }
                if x.is_negative() != sign {
                    x = x.neg();
                }
                Some(Self { x, y, z: Fe::ONE, t: x.mul(&y) })
            }

            /// The 32-byte encoding: y, with the parity of x in the top bit.
            pub $($konst)? fn compress(&self) -> [u8; 32] {
                let z_inv = self.z.invert();
                let x = self.x.mul(&z_inv);
                let y = self.y.mul(&z_inv);
                let mut out = y.to_bytes();
                out[31] |= (x.is_negative() as u8) << 7;
                out
            }

            /// This point prepared for addition.
            pub(crate) $($konst)? fn to_cached(self) -> Cached {
                Cached { y_plus_x: self.y.add(&self.x), y_minus_x: self.y.sub(&self.x), z: self.z, t2d: self.t.mul(&D2) }
            }

            /// `self += q`, in place. The formulas write their intermediate "completed" point
            /// ((X:Z), (Y:T)) into `self` and finish there ([`Self::complete`]), so an addition holds
            /// two field temporaries beside the point instead of a second and third point (the stack
            /// is the scarce resource on the small cores).
            pub(crate) $($konst)? fn add_cached_assign(&mut self, q: &Cached) {
                let a = self.y.add(&self.x).mul(&q.y_plus_x);
                let b = self.y.sub(&self.x).mul(&q.y_minus_x);
                self.x = a.sub(&b);
                self.y = a.add(&b);
                let c = self.t.mul(&q.t2d);
                let zz = self.z.mul(&q.z);
                let d = zz.add(&zz);
                self.z = d.add(&c);
                self.t = d.sub(&c);
                self.complete(true);
            }

            /// `self += q` for an affine q (Z2 = 1 saves a multiply), in place.
            pub(crate) $($konst)? fn add_affine_assign(&mut self, q: &AffineCached) {
                let a = self.y.add(&self.x).mul(&q.y_plus_x);
                let b = self.y.sub(&self.x).mul(&q.y_minus_x);
                self.x = a.sub(&b);
                self.y = a.add(&b);
                let c = self.t.mul(&q.xy2d);
                let d = self.z.add(&self.z);
                self.z = d.add(&c);
                self.t = d.sub(&c);
                self.complete(true);
            }

            /// `self = 2 self`, in place (reads X, Y, Z only). T is computed only `with_t`: a doubling
            /// followed by another doubling does not need it (ref10's projective "P2" chain), and is
            /// left 0 otherwise.
            pub(crate) $($konst)? fn double_assign(&mut self, with_t: bool) {
                let xx = self.x.square();
                let yy = self.y.square();
                let zz = self.z.square();
                self.x = self.x.add(&self.y).square();
                self.y = yy.add(&xx);
                self.z = yy.sub(&xx);
                self.x = self.x.sub(&self.y);
                self.t = zz.add(&zz).sub(&self.z);
                self.complete(with_t);
            }

            /// From the completed point (X:Z), (Y:T) held in `self`'s coordinates to extended
            /// coordinates: X = X·T, Y = Y·Z, Z = Z·T, and T = X·Y when `with_t` (else 0).
            $($konst)? fn complete(&mut self, with_t: bool) {
                let t = if with_t { self.x.mul(&self.y) } else { Fe::ZERO };
                self.x = self.x.mul(&self.t);
                self.y = self.y.mul(&self.z);
                self.z = self.z.mul(&self.t);
                self.t = t;
            }

            /// `self + q` for two extended points.
            pub $($konst)? fn add(&self, q: &Self) -> Self {
                let mut sum = *self;
                sum.add_cached_assign(&q.to_cached());
                sum
            }

            /// `-self`.
            pub $($konst)? fn neg(&self) -> Self {
                Self { x: self.x.neg(), y: self.y, z: self.z, t: self.t.neg() }
            }

            /// `self = 2^k self` by k doublings (k is public), in place. Every doubling but the last
            /// skips the T = XY multiply: 3 multiplies instead of 4 between doublings.
            pub(crate) $($konst)? fn double_n_assign(&mut self, k: u32) {
                let mut i = 0;
                while i < k {
                    self.double_assign(i + 1 == k);
                    i += 1;
                }
            }

            /// `2^k self` (k public).
            pub(crate) $($konst)? fn double_n(&self, k: u32) -> Self {
                let mut p = *self;
                p.double_n_assign(k);
                p
            }

            /// The affine prepared form, given `1/Z` (batch inversion happens in the caller). At run
            /// time only the table test uses it.
            #[cfg_attr(not(test), allow(dead_code))]
            pub(crate) $($konst)? fn to_affine_cached(self, z_inv: &Fe) -> AffineCached {
                let x = self.x.mul(z_inv);
                let y = self.y.mul(z_inv);
                AffineCached { y_plus_x: y.add(&x), y_minus_x: y.sub(&x), xy2d: x.mul(&y).mul(&D2) }
            }
        }
    };
}

/// The same formulas on the `const fn` radix-2^25.5 field, evaluated by the compiler: the base point,
/// d, 2d and the base-point table come from here.
// Only part of the formulas is needed at compile time; the rest are the same macro's run-time twins.
#[allow(dead_code)]
pub(crate) mod compile_time {
    use super::super::field::FieldElement as Fe;

    /// d = -121665 / 121666.
    pub(crate) const D: Fe = Fe::from_u32(121665).neg().mul(&Fe::from_u32(121666).invert());
    /// 2d.
    pub(crate) const D2: Fe = D.add(&D);

    edwards_formulas!(const);

    impl EdwardsPoint {
        /// The base point B of RFC 8032: y = 4/5, x even.
        pub(crate) const BASEPOINT: Self = {
            let mut enc = [0x66u8; 32];
            enc[0] = 0x58;
            match Self::decompress(&enc) {
                Some(p) => p,
                None => panic!("the base point decodes"),
            }
        };
    }
}

/// d, in the run-time field.
const D: Fe = fe_from_compile_time(&compile_time::D);
/// 2d, in the run-time field.
const D2: Fe = fe_from_compile_time(&compile_time::D2);

edwards_formulas!();

impl EdwardsPoint {
    /// The base point B of RFC 8032: y = 4/5, x even.
    pub const BASEPOINT: Self = {
        let b = compile_time::EdwardsPoint::BASEPOINT;
        Self {
            x: fe_from_compile_time(&b.x),
            y: fe_from_compile_time(&b.y),
            z: fe_from_compile_time(&b.z),
            t: fe_from_compile_time(&b.t),
        }
    };
}

impl AffineCached {
    /// A compile-time table entry in the run-time field.
    pub(crate) const fn from_compile_time(p: &compile_time::AffineCached) -> Self {
        Self {
            y_plus_x: fe_from_compile_time(&p.y_plus_x),
            y_minus_x: fe_from_compile_time(&p.y_minus_x),
            xy2d: fe_from_compile_time(&p.xy2d),
        }
    }
}

/// [`Prepared::select_masked`] for a struct of field elements, in one of two shapes:
/// * `rolled`: one loop over the word index with every field in its body. LLVM keeps that loop (600 bytes
///   for `Cached`), where a loop per field was unrolled into 3.4 KB; used by the no-table variant, whose
///   point is small code;
/// * `unrolled`: a loop per field, which LLVM unrolls whole (2.6 KB for `AffineCached`); 2 % faster Ed25519
///   signing with the base-point table than the rolled loop, whose masks are reloaded every word.
macro_rules! select_masked_fields {
    (rolled: $($field:ident),+) => {
        fn select_masked(table: &[Self; 8], masks: &[u32; 8]) -> Self {
            let none = !masks.iter().fold(0, |any, m| any | m);
            let mut out = <Self as Prepared>::IDENTITY;
            let words = <Self as Prepared>::IDENTITY.y_minus_x.0.len();
            for w in 0..words {
                $(
                    let mut word = none & out.$field.0[w];
                    for (entry, &mask) in table.iter().zip(masks) {
                        word |= mask & entry.$field.0[w];
                    }
                    out.$field.0[w] = word;
                )+
            }
            out
        }
    };
    (unrolled: $($field:ident),+) => {
        fn select_masked(table: &[Self; 8], masks: &[u32; 8]) -> Self {
            let none = !masks.iter().fold(0, |any, m| any | m);
            let mut out = <Self as Prepared>::IDENTITY;
            $(
                for w in 0..out.$field.0.len() {
                    let mut word = none & out.$field.0[w];
                    for (entry, &mask) in table.iter().zip(masks) {
                        word |= mask & entry.$field.0[w];
                    }
                    out.$field.0[w] = word;
                }
            )+
            out
        }
    };
}

/// A point prepared for addition, as stored in lookup tables: negation swaps Y+X and Y-X and negates
/// the 2dT (or 2dxy) term.
pub(crate) trait Prepared: ConditionallySelectable {
    /// The identity, prepared.
    const IDENTITY: Self;
    /// The three coordinates that negation touches.
    fn negatable(&mut self) -> (&mut Fe, &mut Fe, &mut Fe);
    /// `p += self`.
    fn add_to(&self, p: &mut EdwardsPoint);
    /// `table[j]` where `masks[j]` is all ones, the identity where every mask is 0 (at most one mask
    /// is set). Reads every word of every entry: word by word, the OR of the masked entries, so the
    /// result stays in a register instead of being rewritten once per entry.
    fn select_masked(table: &[Self; 8], masks: &[u32; 8]) -> Self;

    /// `-self` when `choice` is 1, in constant time.
    fn conditional_negate(&mut self, choice: Choice) {
        let (y_plus_x, y_minus_x, t) = self.negatable();
        Fe::conditional_swap(y_plus_x, y_minus_x, choice);
        let neg = t.neg();
        t.conditional_assign(&neg, choice);
    }
}

impl Prepared for Cached {
    const IDENTITY: Self = Self { y_plus_x: Fe::ONE, y_minus_x: Fe::ONE, z: Fe::ONE, t2d: Fe::ZERO };
    fn negatable(&mut self) -> (&mut Fe, &mut Fe, &mut Fe) {
        (&mut self.y_plus_x, &mut self.y_minus_x, &mut self.t2d)
    }
    fn add_to(&self, p: &mut EdwardsPoint) {
        p.add_cached_assign(self)
    }
    select_masked_fields!(rolled: y_plus_x, y_minus_x, z, t2d);
}

/// `ConditionallySelectable` for a struct of field elements, assigning in place field by field (no
/// temporary copies).
macro_rules! select_fields {
    ($t:ty, $($field:ident),+) => {
        impl ConditionallySelectable for $t {
            fn conditional_select(a: &Self, b: &Self, choice: Choice) -> Self {
                let mut out = *a;
                out.conditional_assign(b, choice);
                out
            }

            /// One mask for all the limbs of all the fields (the table scans' inner loop).
            fn conditional_assign(&mut self, other: &Self, choice: Choice) {
                let mask = crate::arch::hide(0u32.wrapping_sub(choice.unwrap_u8() as u32));
                $(
                    for (a, b) in self.$field.0.iter_mut().zip(other.$field.0.iter()) {
                        *a ^= mask & (*a ^ b);
                    }
                )+
            }
        }
    };
}

select_fields!(Cached, y_plus_x, y_minus_x, z, t2d);
select_fields!(AffineCached, y_plus_x, y_minus_x, xy2d);

impl Prepared for AffineCached {
    const IDENTITY: Self = AffineCached::IDENTITY;
    fn negatable(&mut self) -> (&mut Fe, &mut Fe, &mut Fe) {
        (&mut self.y_plus_x, &mut self.y_minus_x, &mut self.xy2d)
    }
    fn add_to(&self, p: &mut EdwardsPoint) {
        p.add_affine_assign(self)
    }
    select_masked_fields!(unrolled: y_plus_x, y_minus_x, xy2d);
}

impl zeroize::Zeroize for EdwardsPoint {
    fn zeroize(&mut self) {
        self.x.zeroize();
        self.y.zeroize();
        self.z.zeroize();
        self.t.zeroize();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn basepoint_round_trip_and_group_law() {
        let b = EdwardsPoint::BASEPOINT;
        let mut enc = [0x66u8; 32];
        enc[0] = 0x58;
        assert_eq!(b.compress(), enc);
        // 2B by doubling equals B + B by addition, and B - B is the identity.
        assert_eq!(b.double_n(1).compress(), b.add(&b).compress());
        assert_eq!(b.add(&b.neg()).compress(), EdwardsPoint::IDENTITY.compress());
    }

    #[test]
    fn rejects_non_canonical() {
        // y = p (encodes 0 non-canonically)
        let mut p = [0xffu8; 32];
        p[0] = 0xed;
        p[31] = 0x7f;
        assert!(EdwardsPoint::decompress(&p).is_none());
        // identity with the sign bit set: x = 0 but "negative"
        let mut minus_zero = [0u8; 32];
        minus_zero[0] = 1;
        minus_zero[31] = 0x80;
        assert!(EdwardsPoint::decompress(&minus_zero).is_none());
        minus_zero[31] = 0;
        assert!(EdwardsPoint::decompress(&minus_zero).is_some());
    }
}
