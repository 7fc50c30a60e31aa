//! Keccak-f\[1600\] for small code: the state as 25 plain 64-bit lanes, one round body in a loop and each
//! step (θ, ρ and π, χ, ι) a short loop over the lanes, as FIPS 202 writes them.
//!
//! On a 32-bit core every 64-bit operation costs two instructions and a 64-bit rotation several, so this
//! is the slower variant there; on a 64-bit host it is quick.

use super::{Permutation, PI_WALK, RHO, ROUND_CONSTANTS};
use zeroize::Zeroize;

/// Keccak-f\[1600\] with plain 64-bit lanes and looped rounds: smallest code.
#[derive(Clone, Copy, Debug, Default)]
pub struct Compact;

/// The state of [`Compact`]: lane (x, y) of FIPS 202 at index `x + 5y`, bit z of the lane at bit z.
#[derive(Clone, Default)]
pub struct LaneState(pub(super) [u64; 25]);

impl Zeroize for LaneState {
    fn zeroize(&mut self) {
        self.0.zeroize();
    }
}

/// The ρ rotation applied to each lane as π moves it along its walk: step `t` takes the lane at
/// `PI_WALK[t]` to `PI_WALK[t + 1]`, rotated by `RHO[PI_WALK[t]]`.
const WALK_ROTATIONS: [u8; 24] = {
    let mut r = [0u8; 24];
    let mut t = 0;
    while t < 24 {
        r[t] = RHO[PI_WALK[t] as usize] as u8;
        t += 1;
    }
    r
};

impl Compact {
    /// Keccak-f\[1600\] on 25 lanes (lane (x, y) at index `x + 5y`): the permutation without any state
    /// wrapper.
    pub fn keccak_f1600(a: &mut [u64; 25]) {
        for rc in ROUND_CONSTANTS {
            // θ: each lane absorbs the parities of the two neighbouring columns.
            let mut c = [0u64; 5];
            for (x, cx) in c.iter_mut().enumerate() {
                *cx = a[x] ^ a[x + 5] ^ a[x + 10] ^ a[x + 15] ^ a[x + 20];
            }
            for x in 0..5 {
                let d = c[(x + 4) % 5] ^ c[(x + 1) % 5].rotate_left(1);
                for y in 0..5 {
                    a[x + 5 * y] ^= d;
                }
            }
            // ρ and π together: carry each lane one step along π's single 24-lane cycle, rotating it.
            let mut carried = a[usize::from(PI_WALK[0])];
            for t in 0..24 {
                let next = usize::from(PI_WALK[t + 1]);
                let displaced = a[next];
                a[next] = carried.rotate_left(u32::from(WALK_ROTATIONS[t]));
                carried = displaced;
            }
            // χ: a row at a time, from a copy of the row.
            for y in 0..5 {
                let row = [a[5 * y], a[5 * y + 1], a[5 * y + 2], a[5 * y + 3], a[5 * y + 4]];
                for x in 0..5 {
                    a[5 * y + x] = row[x] ^ (!row[(x + 1) % 5] & row[(x + 2) % 5]);
                }
            }
            // ι
            a[0] ^= rc;
        }
    }
}

impl Permutation for Compact {
    type State = LaneState;

    fn xor_lanes(state: &mut LaneState, lanes: &[[u8; 8]]) {
        for (lane, bytes) in state.0.iter_mut().zip(lanes) {
            *lane ^= u64::from_le_bytes(*bytes);
        }
    }

    fn xor_lane(state: &mut LaneState, index: usize, lane: [u8; 8]) {
        if let Some(word) = state.0.get_mut(index) {
            *word ^= u64::from_le_bytes(lane);
        }
    }

    fn read_lanes(state: &LaneState, lanes: &mut [[u8; 8]]) {
        for (bytes, lane) in lanes.iter_mut().zip(state.0.iter()) {
            *bytes = lane.to_le_bytes();
        }
    }

    fn read_lane_words(state: &LaneState, lanes: &mut [u64]) {
        for (word, lane) in lanes.iter_mut().zip(state.0.iter()) {
            *word = *lane;
        }
    }

    #[inline(never)]
    fn permute(state: &mut LaneState) {
        Self::keccak_f1600(&mut state.0);
    }
}
