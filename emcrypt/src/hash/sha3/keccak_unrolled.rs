//! Keccak-f\[1600\] for 32-bit cores (Cortex-M): bit interleaving, four rounds unrolled, in-place lane
//! renaming and lazy rotations. The techniques are the Keccak team's ("inplace32BI" in XKCP, described in
//! their implementation overview) plus the lazy rotations of Adomnicai's Cortex-M code; the code is ours.
//!
//! # Bit interleaving
//! Each 64-bit lane is kept as two 32-bit words: one holding its even-numbered bits, one its odd bits. A
//! 64-bit rotation by `2k` is then a rotation of both words by `k`, and one by `2k + 1` swaps the words and
//! rotates them by `k + 1` and `k`: two 32-bit rotations, which Arm's barrel shifter folds into the
//! instruction that uses the value. Lanes are interleaved when bytes enter the state and de-interleaved
//! when they leave it ([`Permutation::xor_lanes`], [`Permutation::read_lanes`]).
//!
//! # In-place lane renaming
//! A round computes its output a *half-plane* at a time: five words of one half (even or odd) of one output
//! row y'. Those five outputs depend only on the five input words that π brings into that row, so they are
//! written back over exactly those words, and no second state buffer is needed. The price is that a lane no
//! longer lives at a fixed place: which word holds which (lane, half) changes from round to round. The
//! renaming comes back to the identity after four rounds, so the code has four different round bodies,
//! unrolled, and a loop that runs them six times. Every word index is a compile-time constant, computed
//! below by `const fn`s from the FIPS 202 definitions; the round bodies are nothing but loads, stores and
//! register operations at fixed offsets.
//!
//! # Lazy rotations
//! A rotation is free on Arm when it is applied to the second operand of an `eor` or `bic`. So no word is
//! ever rotated on its own: every value carries a compile-time "rotation still owed", and each operation
//! rotates its second operand by the difference of the owed rotations of its inputs. The debts are never
//! settled: a choice of frames ([`FRAME_OF_X2`]) makes four rounds bring every word back owing what it
//! owed before, so the state rests in that rotated form ([`REST_OWED`]) and only the byte interface
//! rotates, where the rotation again folds into an `eor`. ARMv6-M (Cortex-M0/M0+) has no such free rotation: there
//! each value is rotated once, when it is made ([`LAZY_ROTATIONS`]); the rest of the code is the same.
//!
//! # Guiding the compiler
//! The round is straight-line code over 50 words with 12 free registers (the Thumb targets keep r7 as
//! frame pointer), and the compiler's own ordering (hoist every load, spill the rest) cost a third more
//! cycles. Three things steer it: zero-cost `pin` barriers from [`crate::arch`] fix where θ's column
//! parities and each half-plane's inputs are computed, each parity's five loads are issued together (the
//! M3/M4 pipeline neighbouring loads), and the half-planes run in an order ([`HALF_PLANE_ORDER`]) in which
//! neighbours share most of θ's effects, so fewer of them are reloaded. Measured on the M4 model: 16,487
//! cycles per permutation without these, 12,093 with them (and without settling rotations).
//!
//! Nothing depends on the data but the values: no branch, no secret-dependent memory index.

use super::{Permutation, RHO, ROUND_CONSTANTS};
use crate::arch::{pin, pin5};
use core::ops::Range;
use zeroize::Zeroize;

/// Keccak-f\[1600\] on bit-interleaved 32-bit words, four rounds unrolled: fastest on 32-bit cores.
#[derive(Clone, Copy, Debug, Default)]
pub struct Unrolled;

/// The state of [`Unrolled`]: lane `x + 5y` as words `2(x + 5y)` (its even bits) and `2(x + 5y) + 1` (its
/// odd bits). Bit `i` of the even word is bit `2i` of the lane; bit `i` of the odd word is bit `2i + 1`.
/// With lazy rotations each word is kept rotated right by a fixed amount of its own (the rotation it owes),
/// which the byte interface applies and removes; the all-zero state is the same in both forms.
#[derive(Clone)]
pub struct InterleavedState(pub(super) [u32; 50]);

impl InterleavedState {
    /// The 50 words at rest and the right rotation each still owes, for assembly that reads output lanes
    /// straight from the state (ML-DSA's matrix sampler on Armv7-M).
    #[cfg_attr(
        not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")),
        allow(dead_code, reason = "only the Armv7-M assembly sampler reads the state this way")
    )]
    pub(crate) fn words_at_rest(&self) -> (&[u32; 50], &[u8; 50]) {
        (&self.0, &REST_ROTR)
    }
}

impl Default for InterleavedState {
    fn default() -> Self {
        Self([0; 50])
    }
}

impl Zeroize for InterleavedState {
    fn zeroize(&mut self) {
        self.0.zeroize();
    }
}

// ---------------------------------------------------------------------------------------------------
// Converting lanes to and from the interleaved form.

/// Gathers the even bits of `x` into its low 16 bits and the odd bits into its high 16 bits, in order
/// (the "unshuffle" of Hacker's Delight §7-2: four swaps of bit groups).
const fn unshuffle(mut x: u32) -> u32 {
    let mut t = (x ^ (x >> 1)) & 0x2222_2222;
    x ^= t ^ (t << 1);
    t = (x ^ (x >> 2)) & 0x0C0C_0C0C;
    x ^= t ^ (t << 2);
    t = (x ^ (x >> 4)) & 0x00F0_00F0;
    x ^= t ^ (t << 4);
    t = (x ^ (x >> 8)) & 0x0000_FF00;
    x ^= t ^ (t << 8);
    x
}

/// The inverse of [`unshuffle`]: the same swaps in reverse order.
const fn shuffle(mut x: u32) -> u32 {
    let mut t = (x ^ (x >> 8)) & 0x0000_FF00;
    x ^= t ^ (t << 8);
    t = (x ^ (x >> 4)) & 0x00F0_00F0;
    x ^= t ^ (t << 4);
    t = (x ^ (x >> 2)) & 0x0C0C_0C0C;
    x ^= t ^ (t << 2);
    t = (x ^ (x >> 1)) & 0x2222_2222;
    x ^= t ^ (t << 1);
    x
}

/// A 64-bit lane as `[even bits, odd bits]`.
const fn interleave(lane: u64) -> [u32; 2] {
    let lo = unshuffle(lane as u32);
    let hi = unshuffle((lane >> 32) as u32);
    [(lo & 0xFFFF) | (hi << 16), (lo >> 16) | (hi & 0xFFFF_0000)]
}

/// The lane whose even and odd bits are `halves` (the tests' reference for [`lane_words_at_rest`]).
#[cfg(test)]
const fn deinterleave(halves: [u32; 2]) -> u64 {
    let [even, odd] = halves;
    let lo = shuffle((even & 0xFFFF) | (odd << 16));
    let hi = shuffle((even >> 16) | (odd & 0xFFFF_0000));
    (lo as u64) | ((hi as u64) << 32)
}

/// The round constants, interleaved.
const ROUND_CONSTANTS_INTERLEAVED: [[u32; 2]; 24] = {
    let mut rc = [[0u32; 2]; 24];
    let mut i = 0;
    while i < 24 {
        rc[i] = interleave(ROUND_CONSTANTS[i]);
        i += 1;
    }
    rc
};

// ---------------------------------------------------------------------------------------------------
// The plan: where every half-lane lives in each of the four unrolled rounds, computed at compile time.

/// Where a logical half-lane lives at the start of a round: the state word holding it, and the rotation
/// (to the left) still owed to it: its true value is `state[word].rotate_left(owed)`.
#[derive(Clone, Copy)]
struct Slot {
    word: usize,
    owed: u32,
}

/// A slot for every (lane `x + 5y`, half) at the start of a round.
type Layout = [[Slot; 2]; 25];

const fn sub_mod32(a: u32, b: u32) -> u32 {
    a.wrapping_sub(b) % 32
}

/// θ of one round. Column parity `c[2x + h]` (lane half h of column x) is the XOR of the five words
/// `words[2x + h]`, each rotated by `rotations[..]` into the frame of the first one; the true parity is
/// then `c.rotate_left(c_owed)`. `d[2x + h] = c[d_first] ^ c[d_second].rotate_left(d_rotation)`, owing
/// `d_owed`.
#[derive(Clone, Copy)]
struct Theta {
    words: [[usize; 5]; 10],
    rotations: [[u32; 5]; 10],
    d_first: [usize; 10],
    d_second: [usize; 10],
    d_rotation: [u32; 10],
    d_owed: [u32; 10],
}

const fn theta_plan(layout: &Layout) -> Theta {
    let mut t = Theta {
        words: [[0; 5]; 10],
        rotations: [[0; 5]; 10],
        d_first: [0; 10],
        d_second: [0; 10],
        d_rotation: [0; 10],
        d_owed: [0; 10],
    };
    let mut c_owed = [0u32; 10];
    let mut x = 0;
    while x < 5 {
        let mut h = 0;
        while h < 2 {
            let first = layout[x][h].owed;
            c_owed[2 * x + h] = first;
            let mut y = 0;
            while y < 5 {
                let slot = layout[x + 5 * y][h];
                t.words[2 * x + h][y] = slot.word;
                t.rotations[2 * x + h][y] = sub_mod32(slot.owed, first);
                y += 1;
            }
            h += 1;
        }
        x += 1;
    }
    // D[x] = C[x - 1] ^ rot64(C[x + 1], 1): interleaved, the even half takes the odd half of C[x + 1]
    // rotated by one, the odd half takes the even half unrotated.
    let mut x = 0;
    while x < 5 {
        let (left, right) = ((x + 4) % 5, (x + 1) % 5);
        let pairs = [(2 * left, 2 * right + 1, 1), (2 * left + 1, 2 * right, 0)];
        let mut h = 0;
        while h < 2 {
            let (first, second, extra) = pairs[h];
            t.d_first[2 * x + h] = first;
            t.d_second[2 * x + h] = second;
            t.d_rotation[2 * x + h] = sub_mod32(c_owed[second] + extra, c_owed[first]);
            t.d_owed[2 * x + h] = c_owed[first];
            h += 1;
        }
        x += 1;
    }
    t
}

/// One half-plane of a round: half `h` of output row `y`, positions x = 0..5.
///
/// `b[x] = (state[read[x]] ^ d[d_index[x]].rotate_left(d_rotation[x])).rotate_left(b_rotation[x])`, owing
/// `b_owed[x]` (ρ included; with lazy rotations `b_rotation` is zero, without them `b_owed` is).
/// χ then gives output x as `t = b[x + 2] & !b[x + 1].rotate_left(bic_rotation[x])` and
/// `out = b[x] ^ t.rotate_left(eor_rotation[x])` (if `frame_of_x[x]`) or `t ^ b[x].rotate_left(..)`,
/// finally rotated by `final_rotation[x]`; it goes to `state[write[x]]`, owing `out_owed[x]`.
#[derive(Clone, Copy)]
struct HalfPlane {
    read: [usize; 5],
    d_index: [usize; 5],
    d_rotation: [u32; 5],
    b_rotation: [u32; 5],
    bic_rotation: [u32; 5],
    eor_rotation: [u32; 5],
    frame_of_x: [bool; 5],
    final_rotation: [u32; 5],
    write: [usize; 5],
    out_owed: [u32; 5],
}

/// Which input half feeds output half `h` of a lane rotated by `rho`, and by how much its 32-bit word
/// rotates: `rho = 2k` keeps the half and rotates by `k`; `rho = 2k + 1` swaps halves, the new even half
/// being the old odd half rotated by `k + 1`, the new odd half the old even half rotated by `k`.
const fn interleaved_rotation(rho: u32, h: usize) -> (usize, u32) {
    if rho % 2 == 0 {
        (h, rho / 2)
    } else if h == 0 {
        (1, rho.div_ceil(2) % 32)
    } else {
        (0, rho / 2)
    }
}

/// The χ outputs (round phase, row y, half h, position x) left in the frame of `b[x + 2]` rather than
/// `b[x]` with lazy rotations. With these eight exceptions (found by a small hill-climbing search over the
/// 200 choices), the rotations owed after four rounds are a function of those owed before them that has a
/// fixed point ([`REST_OWED`]), so the four rounds need no settling rotation at all.
const FRAME_OF_X2: [(usize, usize, usize, usize); 8] =
    [(0, 0, 1, 1), (0, 0, 1, 3), (0, 2, 0, 3), (1, 3, 0, 4), (1, 3, 1, 1), (2, 1, 1, 0), (2, 3, 1, 0), (2, 4, 0, 4)];

const fn frame_of_x2(phase: usize, y: usize, h: usize, x: usize) -> bool {
    let mut i = 0;
    while i < FRAME_OF_X2.len() {
        let (p, yy, hh, xx) = FRAME_OF_X2[i];
        if p == phase && yy == y && hh == h && xx == x {
            return true;
        }
        i += 1;
    }
    false
}

/// The plan of half-plane (`y`, `h`) in round `phase` (0..4). With `lazy` rotations, owed rotations are
/// carried from round to round (and around the loop); without, every value is rotated when made.
const fn half_plane_plan(layout: &Layout, theta: &Theta, y: usize, h: usize, phase: usize, lazy: bool) -> HalfPlane {
    let settle = !lazy;
    let mut p = HalfPlane {
        read: [0; 5],
        d_index: [0; 5],
        d_rotation: [0; 5],
        b_rotation: [0; 5],
        bic_rotation: [0; 5],
        eor_rotation: [0; 5],
        frame_of_x: [true; 5],
        final_rotation: [0; 5],
        write: [0; 5],
        out_owed: [0; 5],
    };
    // π brings lane (x + 3y, x) of the input to position (x, y) of the output.
    let mut b_owed = [0u32; 5];
    let mut x = 0;
    while x < 5 {
        let source_x = (x + 3 * y) % 5;
        let lane = source_x + 5 * x;
        let (half, rotation) = interleaved_rotation(RHO[lane], h);
        let slot = layout[lane][half];
        p.read[x] = slot.word;
        p.d_index[x] = 2 * source_x + half;
        p.d_rotation[x] = sub_mod32(theta.d_owed[2 * source_x + half], slot.owed);
        if lazy {
            b_owed[x] = (slot.owed + rotation) % 32;
        } else {
            p.b_rotation[x] = (slot.owed + rotation) % 32;
        }
        x += 1;
    }
    let mut x = 0;
    while x < 5 {
        let (x1, x2) = ((x + 1) % 5, (x + 2) % 5);
        p.bic_rotation[x] = sub_mod32(b_owed[x1], b_owed[x2]);
        // χ's result can be left in the frame of b[x] or of b[x + 2].
        let use_x2 = lazy && frame_of_x2(phase, y, h, x);
        let (frame, other) = if use_x2 { (b_owed[x2], b_owed[x]) } else { (b_owed[x], b_owed[x2]) };
        p.frame_of_x[x] = !use_x2;
        p.eor_rotation[x] = sub_mod32(other, frame);
        if settle {
            p.final_rotation[x] = frame;
        } else {
            p.out_owed[x] = frame;
        }
        // In place: output (x, y) goes to the word read for the input lane of column x, which π brought
        // to position x + 2y of this row.
        x += 1;
    }
    let mut x = 0;
    while x < 5 {
        p.write[x] = p.read[(x + 2 * y) % 5];
        x += 1;
    }
    p
}

/// The layout at the start of round phase `phase + 1`, from the layout at the start of `phase`.
const fn next_layout(layout: &Layout, phase: usize, lazy: bool) -> Layout {
    let theta = theta_plan(layout);
    let mut next = *layout;
    let mut y = 0;
    while y < 5 {
        let mut h = 0;
        while h < 2 {
            let p = half_plane_plan(layout, &theta, y, h, phase, lazy);
            let mut x = 0;
            while x < 5 {
                next[x + 5 * y][h] = Slot { word: p.write[x], owed: p.out_owed[x] };
                x += 1;
            }
            h += 1;
        }
        y += 1;
    }
    next
}

/// The layouts at the start of each of the four unrolled rounds, and after the fourth, from `start`.
const fn four_rounds(start: &Layout, lazy: bool) -> [Layout; 5] {
    let mut layouts = [*start; 5];
    let mut phase = 0;
    while phase < 4 {
        layouts[phase + 1] = next_layout(&layouts[phase], phase, lazy);
        phase += 1;
    }
    layouts
}

const fn same_layout(a: &Layout, b: &Layout) -> bool {
    let mut i = 0;
    while i < 50 {
        let (x, y) = (a[i / 2][i % 2], b[i / 2][i % 2]);
        if x.word != y.word || x.owed != y.owed {
            return false;
        }
        i += 1;
    }
    true
}

/// The layouts of the four unrolled rounds. Every half-lane starts in its home word; with lazy rotations
/// it owes the rotation that four rounds bring back (the fixed point, reached by iterating from zero).
const fn layouts(lazy: bool) -> [Layout; 5] {
    let mut start = [[Slot { word: 0, owed: 0 }; 2]; 25];
    let mut lane = 0;
    while lane < 25 {
        start[lane] = [Slot { word: 2 * lane, owed: 0 }, Slot { word: 2 * lane + 1, owed: 0 }];
        lane += 1;
    }
    let mut i = 0;
    loop {
        let layouts = four_rounds(&start, lazy);
        // The loop over the four unrolled rounds is only correct if they bring every half-lane back home,
        // owing what it owed before.
        if same_layout(&layouts[4], &start) {
            return layouts;
        }
        // Words come home after four rounds whatever is owed; iterate on the owed rotations.
        assert!(i < 64, "four rounds must have a fixed point");
        start = layouts[4];
        i += 1;
    }
}

/// The layouts without (index 0) and with (index 1) lazy rotations.
const LAYOUTS: [[Layout; 5]; 2] = [layouts(false), layouts(true)];

/// The rotation each state word owes between permutations (see [`InterleavedState`]): zero without lazy
/// rotations.
const REST_OWED: [u8; 50] = {
    let mut owed = [0u8; 50];
    let mut i = 0;
    while i < 50 {
        owed[i] = LAYOUTS[LAZY_ROTATIONS as usize][0][i / 2][i % 2].owed as u8;
        i += 1;
    }
    owed
};

/// [`REST_OWED`] as right rotations: undoing a rest rotation is then one Thumb `ror` by a loaded amount.
const REST_ROTR: [u8; 50] = {
    let mut rotr = [0u8; 50];
    let mut i = 0;
    while i < 50 {
        rotr[i] = (32 - REST_OWED[i]) % 32;
        i += 1;
    }
    rotr
};

/// The lane at rest in `words` (rotations `rotr` owed, as right rotations) as its little-endian low and high
/// 32-bit words. The two halves' low 16 bits make the low word, their high 16 bits the high word, each then
/// spread by [`shuffle`].
#[inline(always)]
fn lane_words_at_rest(words: &[u32; 2], rotr: &[u8; 2]) -> [u32; 2] {
    let even = words[0].rotate_right(u32::from(rotr[0]));
    let odd = words[1].rotate_right(u32::from(rotr[1]));
    [shuffle((even & 0xFFFF) | (odd << 16)), shuffle((even >> 16) | (odd & 0xFFFF_0000))]
}

/// [`lane_words_at_rest`] as the 64-bit lane.
#[inline(always)]
fn lane_at_rest(words: &[u32; 2], rotr: &[u8; 2]) -> u64 {
    let [lo, hi] = lane_words_at_rest(words, rotr);
    u64::from(lo) | u64::from(hi) << 32
}

/// The order in which a round computes its ten half-planes (row y, half h). Each half-plane XORs five of
/// θ's ten effects into its inputs, one per column; in this order consecutive half-planes share most of
/// them: 14 changes over the round against 32 in row order, the minimum (an exhaustive search over the
/// 10! orders finds 128 orders reaching it; this one measured fastest of those tried on the M4 model). So
/// fewer of them have to be reloaded into the 12 free registers.
#[cfg_attr(
    all(target_arch = "arm", target_os = "none", target_has_atomic = "32"),
    allow(dead_code, reason = "Thumb-2 runs the assembly generated from these plans")
)]
const HALF_PLANE_ORDER: [(usize, usize); 10] =
    [(1, 1), (4, 0), (0, 1), (2, 1), (3, 0), (4, 1), (1, 0), (3, 1), (2, 0), (0, 0)];

// ---------------------------------------------------------------------------------------------------
// The round bodies: macros expanded with constant plans, so every index and rotation is a literal.

/// θ's column parity `i` (`2x + h`).
macro_rules! parity {
    ($s:ident, $t:ident, $lazy:ident, $i:literal) => {{
        let words =
            [$s[$t.words[$i][0]], $s[$t.words[$i][1]], $s[$t.words[$i][2]], $s[$t.words[$i][3]], $s[$t.words[$i][4]]];
        // On the cores with lazy rotations (ARMv7-M, ARMv8-M Mainline) neighbouring loads also pipeline:
        // the five loads together, then the XORs. ARMv6-M has too few registers for that to pay.
        let [w0, w1, w2, w3, w4] = if $lazy { pin5(words) } else { words };
        w0 ^ w1.rotate_left($t.rotations[$i][1])
            ^ w2.rotate_left($t.rotations[$i][2])
            ^ w3.rotate_left($t.rotations[$i][3])
            ^ w4.rotate_left($t.rotations[$i][4])
    }};
}

/// θ's effect `d[i]` (`2x + h`) from the parities.
macro_rules! theta_d {
    ($c:ident, $t:ident, $i:literal) => {
        $c[$t.d_first[$i]] ^ $c[$t.d_second[$i]].rotate_left($t.d_rotation[$i])
    };
}

/// χ for output position `$x` of a half-plane, from `b[x]`, `b[x + 1]`, `b[x + 2]`.
macro_rules! chi {
    ($p:ident, $x:literal, $b0:ident, $b1:ident, $b2:ident) => {{
        let t = $b2 & !$b1.rotate_left($p.bic_rotation[$x]);
        let out = if $p.frame_of_x[$x] {
            $b0 ^ t.rotate_left($p.eor_rotation[$x])
        } else {
            t ^ $b0.rotate_left($p.eor_rotation[$x])
        };
        out.rotate_left($p.final_rotation[$x])
    }};
}

/// ρ, π, χ (and ι for row 0) for the `$k`-th half-plane of [`HALF_PLANE_ORDER`] in round phase `$phase`;
/// `$rc` is the round's interleaved round constant.
macro_rules! half_plane {
    ($s:ident, $d:ident, $lazy:ident, $phase:literal, $k:literal, $rc:ident) => {{
        let (y, h) = HALF_PLANE_ORDER[$k];
        let p = const {
            let (y, h) = HALF_PLANE_ORDER[$k];
            let layout = &LAYOUTS[$lazy as usize][$phase];
            half_plane_plan(layout, &theta_plan(layout), y, h, $phase, $lazy)
        };
        let b0 = ($s[p.read[0]] ^ $d[p.d_index[0]].rotate_left(p.d_rotation[0])).rotate_left(p.b_rotation[0]);
        let b1 = ($s[p.read[1]] ^ $d[p.d_index[1]].rotate_left(p.d_rotation[1])).rotate_left(p.b_rotation[1]);
        let b2 = ($s[p.read[2]] ^ $d[p.d_index[2]].rotate_left(p.d_rotation[2])).rotate_left(p.b_rotation[2]);
        let b3 = ($s[p.read[3]] ^ $d[p.d_index[3]].rotate_left(p.d_rotation[3])).rotate_left(p.b_rotation[3]);
        let b4 = ($s[p.read[4]] ^ $d[p.d_index[4]].rotate_left(p.d_rotation[4])).rotate_left(p.b_rotation[4]);
        // All loads of the half-plane first (neighbouring loads pipeline), then χ and the stores.
        let [b0, b1, b2, b3, b4] = pin5([b0, b1, b2, b3, b4]);
        // ι only touches lane (0, 0), which is output 0 of row 0.
        let iota = if y == 0 { $rc[h].rotate_right(p.out_owed[0]) } else { 0 };
        $s[p.write[0]] = chi!(p, 0, b0, b1, b2) ^ iota;
        $s[p.write[1]] = chi!(p, 1, b1, b2, b3);
        $s[p.write[2]] = chi!(p, 2, b2, b3, b4);
        $s[p.write[3]] = chi!(p, 3, b3, b4, b0);
        $s[p.write[4]] = chi!(p, 4, b4, b0, b1);
    }};
}

/// One full round in phase `$phase` (0..4) of the renaming, with interleaved round constant `$rc`.
macro_rules! round {
    ($s:ident, $lazy:ident, $phase:literal, $rc:expr) => {{
        let t = const { theta_plan(&LAYOUTS[$lazy as usize][$phase]) };
        // One column parity at a time, each pinned where it is computed: left alone, the compiler hoists
        // all 50 loads to the top of the round and spills them to the stack.
        let c = [
            pin(parity!($s, t, $lazy, 0)),
            pin(parity!($s, t, $lazy, 1)),
            pin(parity!($s, t, $lazy, 2)),
            pin(parity!($s, t, $lazy, 3)),
            pin(parity!($s, t, $lazy, 4)),
            pin(parity!($s, t, $lazy, 5)),
            pin(parity!($s, t, $lazy, 6)),
            pin(parity!($s, t, $lazy, 7)),
            pin(parity!($s, t, $lazy, 8)),
            pin(parity!($s, t, $lazy, 9)),
        ];
        let d = [
            theta_d!(c, t, 0),
            theta_d!(c, t, 1),
            theta_d!(c, t, 2),
            theta_d!(c, t, 3),
            theta_d!(c, t, 4),
            theta_d!(c, t, 5),
            theta_d!(c, t, 6),
            theta_d!(c, t, 7),
            theta_d!(c, t, 8),
            theta_d!(c, t, 9),
        ];
        let rc: [u32; 2] = $rc;
        half_plane!($s, d, $lazy, $phase, 0, rc);
        half_plane!($s, d, $lazy, $phase, 1, rc);
        half_plane!($s, d, $lazy, $phase, 2, rc);
        half_plane!($s, d, $lazy, $phase, 3, rc);
        half_plane!($s, d, $lazy, $phase, 4, rc);
        half_plane!($s, d, $lazy, $phase, 5, rc);
        half_plane!($s, d, $lazy, $phase, 6, rc);
        half_plane!($s, d, $lazy, $phase, 7, rc);
        half_plane!($s, d, $lazy, $phase, 8, rc);
        half_plane!($s, d, $lazy, $phase, 9, rc);
    }};
}

/// Whether to carry rotations lazily. Only cores with Arm's flexible second operand (ARMv7-M, ARMv8-M
/// Mainline) rotate for free inside `eor` and `bic`; on ARMv6-M (Cortex-M0/M0+) every rotation is two
/// instructions, so there each value is rotated once, when it is made. Stable Rust exposes no Thumb-2
/// feature flag: ARMv6-M is recognised as the Arm target without 32-bit atomic read-modify-write.
const LAZY_ROTATIONS: bool = !cfg!(all(target_arch = "arm", not(target_has_atomic = "32")));

/// The 24 rounds: six times the four unrolled round bodies.
#[cfg_attr(
    all(target_arch = "arm", target_os = "none", target_has_atomic = "32"),
    allow(dead_code, reason = "Thumb-2 runs the assembly generated from these plans")
)]
#[inline(always)]
fn rounds<const LAZY: bool>(s: &mut [u32; 50]) {
    for rc in ROUND_CONSTANTS_INTERLEAVED.as_chunks::<4>().0 {
        round!(s, LAZY, 0, rc[0]);
        round!(s, LAZY, 1, rc[1]);
        round!(s, LAZY, 2, rc[2]);
        round!(s, LAZY, 3, rc[3]);
    }
}

impl Unrolled {
    /// Keccak-f\[1600\] on an interleaved state (see [`InterleavedState`] for the layout): the permutation
    /// without any state wrapper.
    pub fn keccak_f1600(s: &mut [u32; 50]) {
        // Armv7-M and Armv8-M Mainline run the same plan in assembly (`arch::keccak_armv7m`).
        #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
        crate::arch::keccak_armv7m::keccak_f1600(s, &ROUND_CONSTANTS_INTERLEAVED);
        #[cfg(not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")))]
        rounds::<LAZY_ROTATIONS>(s);
    }
}

/// A word in the form the state rests in: rotated right by what it owes (nothing without lazy rotations).
#[inline(always)]
fn at_rest(word: u32, owed: u8) -> u32 {
    if LAZY_ROTATIONS {
        word.rotate_right(u32::from(owed))
    } else {
        word
    }
}

impl Permutation for Unrolled {
    type State = InterleavedState;

    fn xor_lanes(state: &mut InterleavedState, lanes: &[[u8; 8]]) {
        let words = state.0.as_chunks_mut::<2>().0.iter_mut();
        for ((words, owed), bytes) in words.zip(REST_OWED.as_chunks::<2>().0).zip(lanes) {
            let [even, odd] = interleave(u64::from_le_bytes(*bytes));
            words[0] ^= at_rest(even, owed[0]);
            words[1] ^= at_rest(odd, owed[1]);
        }
    }

    fn xor_lane(state: &mut InterleavedState, index: usize, lane: [u8; 8]) {
        let words = state.0.as_chunks_mut::<2>().0.get_mut(index);
        if let (Some(words), Some(owed)) = (words, REST_OWED.as_chunks::<2>().0.get(index)) {
            let [even, odd] = interleave(u64::from_le_bytes(lane));
            words[0] ^= at_rest(even, owed[0]);
            words[1] ^= at_rest(odd, owed[1]);
        }
    }

    fn read_lanes(state: &InterleavedState, lanes: &mut [[u8; 8]]) {
        let words = state.0.as_chunks::<2>().0.iter();
        for ((bytes, words), rotr) in lanes.iter_mut().zip(words).zip(REST_ROTR.as_chunks::<2>().0) {
            *bytes = lane_at_rest(words, rotr).to_le_bytes();
        }
    }

    fn read_lane_words(state: &InterleavedState, lanes: &mut [u64]) {
        let words = state.0.as_chunks::<2>().0.iter();
        for ((lane, words), rotr) in lanes.iter_mut().zip(words).zip(REST_ROTR.as_chunks::<2>().0) {
            *lane = lane_at_rest(words, rotr);
        }
    }

    #[inline(always)]
    fn for_each_lane_triple(state: &InterleavedState, triples: Range<usize>, mut f: impl FnMut([u32; 6]) -> bool) {
        let groups = state.0.as_chunks::<6>().0.iter().zip(REST_ROTR.as_chunks::<6>().0);
        for (words, rotr) in groups.take(triples.end).skip(triples.start) {
            let lane =
                |i: usize| lane_words_at_rest(&[words[2 * i], words[2 * i + 1]], &[rotr[2 * i], rotr[2 * i + 1]]);
            let ([w0, w1], [w2, w3], [w4, w5]) = (lane(0), lane(1), lane(2));
            if !f([w0, w1, w2, w3, w4, w5]) {
                break;
            }
        }
    }

    #[inline(never)]
    fn permute(state: &mut InterleavedState) {
        Self::keccak_f1600(&mut state.0);
    }
}

/// The generator of the assembly permutation (`arch/keccak_armv7m.s`) from these plans, and its tests.
#[cfg(test)]
#[path = "keccak_armv7m_gen.rs"]
mod armv7m_gen;

#[cfg(test)]
mod tests {
    use super::*;

    /// The θ effects (2x + half) a half-plane uses, from its plan.
    fn effects_used(y: usize, h: usize) -> [bool; 10] {
        let layout = &LAYOUTS[1][0];
        let p = half_plane_plan(layout, &theta_plan(layout), y, h, 0, true);
        let mut used = [false; 10];
        for i in p.d_index {
            used[i] = true;
        }
        used
    }

    fn changes(order: &[(usize, usize)]) -> usize {
        order
            .windows(2)
            .map(|w| {
                let (a, b) = (effects_used(w[0].0, w[0].1), effects_used(w[1].0, w[1].1));
                (0..10).filter(|&i| b[i] && !a[i]).count()
            })
            .sum()
    }

    #[test]
    fn half_plane_order_covers_the_round_and_shares_effects() {
        let mut seen = [[false; 2]; 5];
        for (y, h) in HALF_PLANE_ORDER {
            assert!(!seen[y][h]);
            seen[y][h] = true;
        }
        let rows = [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1), (3, 0), (3, 1), (4, 0), (4, 1)];
        assert_eq!(changes(&rows), 32);
        assert_eq!(changes(&HALF_PLANE_ORDER), 14);
        // Every half-plane uses one effect per column.
        for (y, h) in HALF_PLANE_ORDER {
            let used = effects_used(y, h);
            for x in 0..5 {
                assert!(used[2 * x] ^ used[2 * x + 1]);
            }
        }
    }

    /// Both rotation strategies against the plain 64-bit permutation (the default one is also covered by
    /// the integration tests; this reaches the other one on the host).
    #[test]
    fn lazy_and_eager_rotations_agree_with_compact() {
        let mut x = 0x0123_4567_89ab_cdefu64;
        for _ in 0..50 {
            let mut lanes = [0u64; 25];
            for l in lanes.iter_mut() {
                x = x.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(23) ^ 0x5A;
                *l = x;
            }
            let mut interleaved = [0u32; 50];
            for (w, l) in interleaved.as_chunks_mut::<2>().0.iter_mut().zip(lanes) {
                *w = interleave(l);
            }
            // The lazy form keeps each word rotated by what it owes at rest.
            let lazy_owed = |w: usize| LAYOUTS[1][0][w / 2][w % 2].owed;
            let mut lazy: [u32; 50] = core::array::from_fn(|w| interleaved[w].rotate_right(lazy_owed(w)));
            let mut eager = interleaved;
            rounds::<true>(&mut lazy);
            rounds::<false>(&mut eager);
            super::super::Compact::keccak_f1600(&mut lanes);
            for (i, l) in lanes.iter().enumerate() {
                let (e, o) = (2 * i, 2 * i + 1);
                assert_eq!(deinterleave([lazy[e].rotate_left(lazy_owed(e)), lazy[o].rotate_left(lazy_owed(o))]), *l);
                assert_eq!(deinterleave([eager[e], eager[o]]), *l);
            }
        }
    }

    #[test]
    fn interleave_matches_bit_definition_and_inverts() {
        let mut x = 0x0123_4567_89ab_cdefu64;
        for _ in 0..200 {
            let [even, odd] = interleave(x);
            for i in 0..32 {
                assert_eq!((even >> i) & 1, ((x >> (2 * i)) & 1) as u32);
                assert_eq!((odd >> i) & 1, ((x >> (2 * i + 1)) & 1) as u32);
            }
            assert_eq!(deinterleave([even, odd]), x);
            x = x.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(17) ^ 0xA5;
        }
    }
}
