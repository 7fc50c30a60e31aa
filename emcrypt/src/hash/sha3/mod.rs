//! SHA-3 and SHAKE (FIPS 202): the Keccak-f\[1600\] permutation in a sponge.
//!
//! | variant | technique | code (M4 / M0+) | constants | Keccak-f\[1600\] (M4 / M0+ model) | SHA3-256, 8000 B (M4) | constant time |
//! | --- | --- | --- | --- | --- | --- | --- |
//! | [`Unrolled`] (default) | bit-interleaved 32-bit halves, 4 rounds unrolled, in-place lane renaming, lazy rotations (eager on M0+) | 5.2 KB / 5.0 KB | 242 B | 12,093 / 22,296 cycles | 98 cycles/byte | yes |
//! | [`Unrolled`] on Armv7-M / Armv8-M Mainline (thumbv7m, thumbv7em, thumbv8m.main) | the same plan in generated Thumb-2 assembly (`arch/keccak_armv7m.s`, see below) | 5.7 KB / — | 192 B | 10,608 / — cycles | 87 cycles/byte | yes |
//! | [`Unrolled`] on hard-float Armv7E-M / Armv8-M Mainline (thumbv7em-none-eabihf, thumbv8m.main-none-eabihf) | the same, 32 of the 50 state words kept in `s0`–`s31` during the call (`arch/keccak_armv7m_fpu.s`) | 5.9 KB / — (0.2 KB more than the memory variant) | 192 B | 10,132 / — cycles | 83 cycles/byte | yes |
//! | [`Compact`] | plain 64-bit lanes, one looped round with looped steps | 2.5 KB / 2.1 KB | 241 B | 42,672 / 61,515 cycles | 316 cycles/byte | yes |
//!
//! Cycles are from the project's emulated cycle model (zero-wait-state memory, `rustc` 1.95, release,
//! default target CPU), for the permutation function alone; code is the permutation's. `Unrolled` also
//! needs about 0.6 KB each to interleave input and de-interleave output (about 8 cycles/byte). For
//! comparison, RustCrypto `sha3` 0.12 takes 1,138,922 cycles for SHA3-256 of 8000 B on the same M4 model
//! (142 cycles/byte), XKCP's Cortex-M assembly 11,723 cycles per permutation and the best published
//! assembly 9,413. With `-C target-cpu=cortex-m4` `Unrolled` takes about the same (12,096 cycles). The
//! benchmark report (`results/`) has the full figures. Both variants give identical outputs; the
//! permutation contains no secret-dependent branch or memory index.
//!
//! On Armv7-M and Armv8-M Mainline `Unrolled` runs assembly generated (by `keccak_armv7m_gen.rs`, a test
//! module) from the very plans the Rust round bodies use: registers and instruction order are chosen for
//! the M3/M4 pipeline (one load burst per half-plane, stores placed after loads where possible), so the
//! state layout and the byte interface are unchanged. A host test executes the generated instruction list
//! against [`Compact`], another checks the committed `.s` is the generator's output, and the on-target
//! known answers (`scripts/run-kat.sh`) run it on the M3, M4 and M33 models. The Rust figures in the row
//! above are those of the host/thumbv6m code path (measured before the assembly).
//!
//! Measured on the M4 model (build through a private source path, so within a few percent of the lead's
//! canonical figures): the `keccak-f1600-unrolled` case 13,059 → 12,263 cycles (permutation function 12,093
//! → 11,265), SHA3-256 of 8000 B 780,413 → 733,449 cycles. The gain is small because this model charges two
//! cycles for every store and for every load not directly after a load: a round here is 387 instructions
//! (130 loads, 67 stores) in 469 cycles, and the memory traffic of the in-place half-plane scheme (two loads
//! and one store per state word and round) is the floor the assembly reaches, not the instruction count.
//! A later rescheduling of the generator (every store at the end of a load burst, the last half-plane's
//! outputs kept in registers for the next θ) brought a round to 438 cycles (115 loads, 60 stores): the
//! case 12,263 → 11,606, the permutation 11,265 → 10,608, SHA3-256 of 8000 B 733,038 → 693,987 cycles
//! (see `keccak_armv7m_gen.rs`). On hard-float targets, 32 state words in FPU registers (`vmov`, one cycle
//! where a store costs two) bring the permutation to 10,132 cycles and SHA3-256 of 8000 B to 666,610.
//!
//! CMOX's published figures have no SHA-3 entry to map onto; `Unrolled` is the speed variant, `Compact`
//! the size variant.
//!
//! | function | type | one-shot | rate (`BLOCK_LEN`) | output |
//! | --- | --- | --- | --- | --- |
//! | SHA3-224 | [`Sha3_224`] | [`sha3_224`] | 144 | 28 B |
//! | SHA3-256 | [`Sha3_256`] | [`sha3_256`] | 136 | 32 B |
//! | SHA3-384 | [`Sha3_384`] | [`sha3_384`] | 104 | 48 B |
//! | SHA3-512 | [`Sha3_512`] | [`sha3_512`] | 72 | 64 B |
//! | SHAKE128 | [`Shake128`] → [`Shake128Reader`] | [`shake128`] | 168 | any length |
//! | SHAKE256 | [`Shake256`] → [`Shake256Reader`] | [`shake256`] | 136 | any length |
//!
//! ```
//! use emcrypt::hash::sha3::{sha3_256, shake128, Compact, Sha3_256, Shake128};
//! let d = sha3_256(b"abc");
//! let mut h = Sha3_256::<Compact>::new();
//! h.update(b"a");
//! h.update(b"bc");
//! assert_eq!(h.finalize(), d);
//!
//! // An XOF reader gives the same stream however the output is split.
//! let mut whole = [0u8; 300];
//! shake128(b"abc", &mut whole);
//! let mut x = Shake128::<Compact>::new();
//! x.update(b"abc");
//! let mut reader = x.finalize_xof();
//! let mut parts = [0u8; 300];
//! let (a, b) = parts.split_at_mut(7);
//! reader.squeeze(a);
//! reader.squeeze(b);
//! assert_eq!(parts, whole);
//! ```
//!
//! # Timing the permutation alone
//!
//! [`Permutation::permute`] runs exactly one Keccak-f\[1600\] (24 rounds) on a state, so a benchmark can time
//! "Keccak-f\[1600\] per permutation":
//!
//! ```
//! use emcrypt::hash::sha3::{Permutation, Unrolled};
//! let mut state = <Unrolled as Permutation>::State::default();
//! Unrolled::permute(&mut state);
//! ```

mod keccak_compact;
mod keccak_unrolled;
mod lane_shake;
mod one_block;
mod sponge;

pub use keccak_compact::{Compact, LaneState};
pub use keccak_unrolled::{InterleavedState, Unrolled};
pub use sponge::XofReader;

pub(crate) use lane_shake::LaneShake;
pub(crate) use one_block::{OneBlockShake, SHAKE128_RATE, SHAKE256_RATE};

use sponge::Sponge;

/// A Keccak-f\[1600\] implementation: one of [`Unrolled`] or [`Compact`].
///
/// The state is kept in the variant's own representation between calls; bytes enter and leave it only
/// through whole 8-byte little-endian lanes (every SHA-3 and SHAKE rate is a whole number of lanes).
pub trait Permutation: Clone {
    /// The 1600-bit state in this variant's representation; `Default` is the all-zero state.
    type State: Clone + Default + zeroize::Zeroize;

    /// XORs `lanes` (little-endian, as FIPS 202 orders the state's bytes) into the first lanes of the
    /// state; lanes past the 25th are ignored.
    fn xor_lanes(state: &mut Self::State, lanes: &[[u8; 8]]);

    /// XORs one lane (little-endian) into lane `index` (< 25) of the state.
    fn xor_lane(state: &mut Self::State, index: usize, lane: [u8; 8]);

    /// Reads the first lanes of the state into `lanes` (little-endian); lanes past the 25th are left as they
    /// are.
    fn read_lanes(state: &Self::State, lanes: &mut [[u8; 8]]);

    /// Reads the first lanes of the state into `lanes` as integers (lane i holds the state's bytes 8i..8i+8,
    /// little-endian); lanes past the 25th are left as they are. For samplers that cut the output into
    /// bit fields: they need no byte loads (Armv6-M has no unaligned word loads).
    fn read_lane_words(state: &Self::State, lanes: &mut [u64]);

    /// Hands lanes 3i, 3i + 1, 3i + 2 to `f` as six little-endian 32-bit words (lane 3i's low word first), for
    /// each i of `triples` (below 8) in order, until `f` returns `false`. For samplers that cut the output
    /// into 24-bit fields and can stop part-way through a block: the lanes go straight from the state to the
    /// sampler, without a buffer, and the lanes after the stop are never converted.
    #[inline(always)]
    fn for_each_lane_triple(
        state: &Self::State,
        triples: core::ops::Range<usize>,
        mut f: impl FnMut([u32; 6]) -> bool,
    ) {
        let mut lanes = [0u64; 24];
        let end = 3 * triples.end.min(8);
        Self::read_lane_words(state, &mut lanes[..end]);
        for group in lanes[..end].as_chunks::<3>().0.iter().skip(triples.start) {
            let [[w0, w1], [w2, w3], [w4, w5]] = group.map(|lane| [lane as u32, (lane >> 32) as u32]);
            if !f([w0, w1, w2, w3, w4, w5]) {
                break;
            }
        }
        zeroize::Zeroize::zeroize(&mut lanes);
    }

    /// Runs Keccak-f\[1600\] (all 24 rounds) once on the state.
    fn permute(state: &mut Self::State);
}

/// The 24 round constants of ι (FIPS 202 §3.2.5), one per round.
#[rustfmt::skip]
pub(crate) const ROUND_CONSTANTS: [u64; 24] = [
    0x0000000000000001, 0x0000000000008082, 0x800000000000808a, 0x8000000080008000,
    0x000000000000808b, 0x0000000080000001, 0x8000000080008081, 0x8000000000008009,
    0x000000000000008a, 0x0000000000000088, 0x0000000080008009, 0x000000008000000a,
    0x000000008000808b, 0x800000000000008b, 0x8000000000008089, 0x8000000000008003,
    0x8000000000008002, 0x8000000000000080, 0x000000000000800a, 0x800000008000000a,
    0x8000000080008081, 0x8000000000008080, 0x0000000080000001, 0x8000000080008008,
];

/// The lane positions visited by π, starting from lane (x, y) = (1, 0): π moves the lane at `walk[t]` to
/// `walk[t + 1]` (FIPS 202 §3.2.3), and these 24 positions are every lane but (0, 0). Lanes are numbered
/// `x + 5y`.
pub(crate) const PI_WALK: [u8; 25] = {
    let mut walk = [0u8; 25];
    let (mut x, mut y) = (1, 0);
    let mut t = 0;
    while t < 25 {
        walk[t] = (x + 5 * y) as u8;
        (x, y) = (y, (2 * x + 3 * y) % 5);
        t += 1;
    }
    walk
};

/// The ρ rotation (to the left, in bits) of each lane `x + 5y` (FIPS 202 §3.2.2): the lane at step `t` of
/// the π walk rotates by the triangular number `(t + 1)(t + 2) / 2` mod 64; lane (0, 0) does not rotate.
pub(crate) const RHO: [u32; 25] = {
    let mut rho = [0u32; 25];
    let mut t = 0;
    while t < 24 {
        rho[PI_WALK[t] as usize] = (((t + 1) * (t + 2) / 2) % 64) as u32;
        t += 1;
    }
    rho
};

macro_rules! sha3_family {
    ($(#[$doc:meta])* $name:ident, $rate:expr, $len:expr, $oneshot:ident) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name<V: Permutation = Unrolled>(Sponge<V, $rate>);

        impl<V: Permutation> $name<V> {
            /// Digest length in bytes.
            pub const OUTPUT_LEN: usize = $len;
            /// Rate in bytes: the block length the input is absorbed in.
            pub const BLOCK_LEN: usize = $rate;

            /// A fresh context.
            pub fn new() -> Self {
                Self(Sponge::new())
            }

            /// Absorbs more input.
            pub fn update(&mut self, data: &[u8]) {
                self.0.absorb(data);
            }

            /// Pads (domain bits `01`) and returns the digest; the context is wiped.
            pub fn finalize(mut self) -> [u8; $len] {
                let mut out = [0u8; $len];
                self.0.finish(sponge::SHA3_DOMAIN, &mut out);
                out
            }
        }

        impl<V: Permutation> Default for $name<V> {
            fn default() -> Self {
                Self::new()
            }
        }

        impl<V: Permutation> super::Hash for $name<V> {
            const OUTPUT_LEN: usize = $len;
            const BLOCK_LEN: usize = $rate;
            type Output = [u8; $len];
            fn new() -> Self {
                Self::new()
            }
            fn update(&mut self, data: &[u8]) {
                self.update(data)
            }
            fn finalize(self) -> [u8; $len] {
                self.finalize()
            }
        }

        #[doc = concat!("One-shot ", stringify!($name), " of `data` with the default (unrolled) variant.")]
        pub fn $oneshot(data: &[u8]) -> [u8; $len] {
            let mut h = $name::<Unrolled>::new();
            h.update(data);
            h.finalize()
        }
    };
}

sha3_family!(
    /// SHA3-224 streaming context; `V` picks the permutation.
    Sha3_224, 144, 28, sha3_224
);
sha3_family!(
    /// SHA3-256 streaming context; `V` picks the permutation.
    Sha3_256, 136, 32, sha3_256
);
sha3_family!(
    /// SHA3-384 streaming context; `V` picks the permutation.
    Sha3_384, 104, 48, sha3_384
);
sha3_family!(
    /// SHA3-512 streaming context; `V` picks the permutation.
    Sha3_512, 72, 64, sha3_512
);

macro_rules! shake_family {
    ($(#[$doc:meta])* $name:ident, $reader:ident, $rate:expr, $oneshot:ident) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name<V: Permutation = Unrolled>(Sponge<V, $rate>);

        #[doc = concat!("The output stream of a finished [`", stringify!($name), "`].")]
        pub type $reader<V = Unrolled> = XofReader<V, $rate>;

        impl<V: Permutation> $name<V> {
            /// Rate in bytes: the block length the input is absorbed and the output squeezed in.
            pub const BLOCK_LEN: usize = $rate;

            /// A fresh context.
            pub fn new() -> Self {
                Self(Sponge::new())
            }

            /// Absorbs more input.
            pub fn update(&mut self, data: &[u8]) {
                self.0.absorb(data);
            }

            /// Pads (domain bits `1111`) and returns a reader for the output stream; the context is wiped.
            pub fn finalize_xof(self) -> $reader<V> {
                self.0.into_reader(sponge::SHAKE_DOMAIN)
            }
        }

        impl<V: Permutation> Default for $name<V> {
            fn default() -> Self {
                Self::new()
            }
        }

        #[doc = concat!("One-shot ", stringify!($name), " of `data`, filling `out` (any length) with the default \
            (unrolled) variant.")]
        pub fn $oneshot(data: &[u8], out: &mut [u8]) {
            let mut h = $name::<Unrolled>::new();
            h.update(data);
            h.finalize_xof().squeeze(out);
        }
    };
}

shake_family!(
    /// SHAKE128 extendable-output function; `V` picks the permutation.
    Shake128, Shake128Reader, 168, shake128
);
shake_family!(
    /// SHAKE256 extendable-output function; `V` picks the permutation.
    Shake256, Shake256Reader, 136, shake256
);

#[cfg(test)]
mod tests {
    extern crate std;
    use super::*;

    /// Lane triples read straight from the state (`Unrolled`'s own reader, `Compact`'s default one) are the
    /// state's lanes in order, for any range of triples, and the reading stops when `f` says so.
    #[test]
    fn lane_triples_are_the_lanes_for_any_range() {
        fn triples<P: Permutation>(
            range: core::ops::Range<usize>,
            stop_after: usize,
        ) -> ([u64; 25], std::vec::Vec<u32>) {
            let lanes: std::vec::Vec<[u8; 8]> =
                (0..25u64).map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15).to_le_bytes()).collect();
            let mut state = P::State::default();
            P::xor_lanes(&mut state, &lanes);
            P::permute(&mut state);
            let mut all = [0u64; 25];
            P::read_lane_words(&state, &mut all);
            let mut words = std::vec::Vec::new();
            P::for_each_lane_triple(&state, range, |w| {
                words.extend(w);
                words.len() < 6 * stop_after
            });
            (all, words)
        }
        for (range, stop_after) in [(0..7, 7), (2..5, 7), (3..8, 2), (6..7, 1), (4..4, 1)] {
            let expected_triples = (range.end - range.start).min(stop_after);
            for (all, words) in
                [triples::<Unrolled>(range.clone(), stop_after), triples::<Compact>(range.clone(), stop_after)]
            {
                let from_lanes: std::vec::Vec<u32> = all[3 * range.start..3 * (range.start + expected_triples)]
                    .iter()
                    .flat_map(|&lane| [lane as u32, (lane >> 32) as u32])
                    .collect();
                assert_eq!(words, from_lanes, "triples {range:?}, stop after {stop_after}");
            }
        }
        // Both variants compute the same permutation, so their lanes agree too.
        assert_eq!(triples::<Unrolled>(0..8, 8).0, triples::<Compact>(0..8, 8).0);
    }

    /// Whole blocks squeezed straight from the state and partial ones through the buffer give one stream.
    #[test]
    fn squeeze_splits_across_block_boundaries() {
        let mut whole = [0u8; 1000];
        shake128(b"split", &mut whole);
        for sizes in [&[168, 168, 1, 168, 167, 168][..], &[7, 168, 336, 200], &[500, 1, 499], &[1000]] {
            let mut x = Shake128::<Unrolled>::new();
            x.update(b"split");
            let mut reader = x.finalize_xof();
            let mut parts = [0u8; 1000];
            let mut at = 0;
            for &n in sizes.iter().cycle() {
                let n = n.min(1000 - at);
                reader.squeeze(&mut parts[at..at + n]);
                at += n;
                if at == 1000 {
                    break;
                }
            }
            assert_eq!(parts, whole, "{sizes:?}");
        }
    }

    #[test]
    fn rho_offsets_match_fips_202_table_2() {
        // FIPS 202 Table 2, rows y = 0..4, columns x = 0..4.
        let table: [[u32; 5]; 5] =
            [[0, 1, 62, 28, 27], [36, 44, 6, 55, 20], [3, 10, 43, 25, 39], [41, 45, 15, 21, 8], [18, 2, 61, 56, 14]];
        for y in 0..5 {
            for x in 0..5 {
                assert_eq!(RHO[x + 5 * y], table[y][x], "x={x} y={y}");
            }
        }
        // The walk visits every lane but (0, 0) once and closes after 24 steps.
        assert_eq!(PI_WALK[24], PI_WALK[0]);
        let mut seen = [false; 25];
        for &l in &PI_WALK[..24] {
            let l = usize::from(l);
            assert!(!seen[l] && l != 0);
            seen[l] = true;
        }
    }
}
