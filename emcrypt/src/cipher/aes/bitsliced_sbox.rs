//! The AES S-box as a Boolean circuit over bitsliced words: constant time, no table.
//!
//! `s[p]` holds bit `p` of many bytes at once (one byte per bit lane), so one run of the circuit
//! substitutes up to 32 bytes. The forward circuit is Boyar and Peralta's 113-gate, depth-16 one ("A depth-16
//! circuit for the AES S-box", 2011; 32 AND, 77 XOR, 4 XNOR). The inverse S-box reuses it through the affine
//! relation `InvS(y) = L(S(L(y) ^ 0x05)) ^ 0x05`, where `L(x) = rotl(x,1) ^ rotl(x,3) ^ rotl(x,6)` is the
//! linear part of the inverse affine map (FIPS 197 §5.3.2): 32 more XORs, no second circuit.

/// Bitsliced S-box: `s[p]` is bit `p` (0 = least significant) of every byte lane.
pub(super) fn sub_bytes(s: &mut [u32; 8]) {
    // Boyar–Peralta name the input bits U0 (most significant) .. U7 (least significant).
    let (u0, u1, u2, u3, u4, u5, u6, u7) = (s[7], s[6], s[5], s[4], s[3], s[2], s[1], s[0]);

    // The gates of the paper's listing (names kept: `t` top linear layer, `m` middle non-linear layer
    // inverting in GF(2^8) through GF(2^4), `l` bottom linear layer with the affine constant 0x63 folded in
    // as the four XNORs), in an order chosen to keep few values live at once: a greedy schedule for twelve
    // registers, which roughly halves the spills a Cortex-M compiler makes with the listing's layer order.
    let t5 = u4 ^ u6;
    let t3 = u0 ^ u6;
    let t21 = u6 ^ u7;
    let t1 = u0 ^ u3;
    let t2 = u0 ^ u5;
    let t6 = t1 ^ t5;
    let t4 = u3 ^ u5;
    let t18 = u3 ^ u7;
    let t8 = u7 ^ t6;
    let t13 = t3 ^ t4;
    let m1 = t13 & t6;
    let t12 = u2 ^ u5;
    let t11 = u1 ^ u5;
    let t7 = u1 ^ u2;
    let t22 = t7 ^ t21;
    let t19 = t7 ^ t18;
    let t15 = t5 ^ t11;
    let t14 = t6 ^ t11;
    let t16 = t5 ^ t12;
    let m3 = t14 ^ m1;
    let t27 = t1 ^ t12;
    let t9 = u7 ^ t7;
    let t10 = t6 ^ t7;
    let m4 = t19 & u7;
    let m5 = m4 ^ m1;
    let t20 = t1 ^ t19;
    let t23 = t2 ^ t22;
    let m14 = t2 & t10;
    let m11 = t1 & t15;
    let m15 = m14 ^ m11;
    let t24 = t2 ^ t10;
    let m17 = m5 ^ t24;
    let m21 = m17 ^ m15;
    let m6 = t3 & t16;
    let m7 = t22 & t9;
    let m2 = t23 & t8;
    let m16 = m3 ^ m2;
    let t26 = t3 ^ t16;
    let m8 = t26 ^ m6;
    let m18 = m8 ^ m7;
    let t17 = t9 ^ t16;
    let m9 = t20 & t17;
    let m10 = m9 ^ m6;
    let m19 = m10 ^ m15;
    let t25 = t20 ^ t17;
    let m23 = m19 ^ t25;
    let m12 = t4 & t27;
    let m13 = m12 ^ m11;
    let m22 = m18 ^ m13;
    let m20 = m16 ^ m13;
    let m27 = m20 ^ m21;
    let m31 = m20 & m23;
    let m25 = m22 & m20;
    let m32 = m27 & m31;
    let m28 = m23 ^ m25;
    let m29 = m28 & m27;
    let m33 = m27 ^ m25;
    let m38 = m32 ^ m33;
    let m50 = m38 & t9;
    let m37 = m21 ^ m29;
    let m51 = m37 & t17;
    let m59 = m38 & t22;
    let m60 = m37 & t20;
    let l8 = m51 ^ m59;
    let m26 = m21 ^ m25;
    let m34 = m21 & m22;
    let m24 = m22 ^ m23;
    let m30 = m26 & m24;
    let m39 = m23 ^ m30;
    let m35 = m24 & m34;
    let m36 = m24 ^ m25;
    let m40 = m35 ^ m36;
    let m56 = m40 & t23;
    let m57 = m39 & t19;
    let m47 = m40 & t8;
    let m48 = m39 & u7;
    let l12 = m48 ^ m51;
    let m44 = m39 ^ m40;
    let m46 = m44 & t6;
    let m55 = m44 & t13;
    let l3 = m47 ^ m55;
    let m41 = m38 ^ m40;
    let m42 = m37 ^ m39;
    let m43 = m37 ^ m38;
    let m58 = m43 & t3;
    let m49 = m43 & t16;
    let m52 = m42 & t15;
    let l22 = l3 ^ l12;
    let l7 = m46 ^ l3;
    let l2 = m46 ^ m48;
    let m63 = m41 & t2;
    let m61 = m42 & t1;
    let l5 = m49 ^ m61;
    let m45 = m42 ^ m41;
    let m54 = m41 & t10;
    let l11 = m60 ^ l2;
    let m62 = m45 & t4;
    let m53 = m45 & t27;
    let l4 = m54 ^ m58;
    let l19 = m63 ^ l4;
    let l6 = m62 ^ l5;
    let l18 = m58 ^ l8;
    let l23 = l18 ^ l2;
    s[0] = !(l6 ^ l23);
    let l0 = m61 ^ m62;
    let l14 = m52 ^ m61;
    let l9 = m52 ^ m53;
    let l10 = m53 ^ l4;
    let l27 = l8 ^ l10;
    let l25 = l6 ^ l10;
    let l28 = l11 ^ l14;
    s[5] = !(l19 ^ l28);
    let l26 = l7 ^ l9;
    let l1 = m50 ^ m56;
    let l13 = m50 ^ l0;
    s[1] = !(l13 ^ l27);
    let l17 = m57 ^ l1;
    let l29 = l11 ^ l17;
    s[2] = l25 ^ l29;
    let l16 = m56 ^ l0;
    s[6] = !(l16 ^ l26);
    let l21 = l1 ^ l7;
    s[4] = l6 ^ l21;
    let l15 = m55 ^ l1;
    let l20 = l0 ^ l1;
    s[3] = l20 ^ l22;
    let l24 = l15 ^ l9;
    s[7] = l6 ^ l24;
}

/// `L(x) = rotl(x,1) ^ rotl(x,3) ^ rotl(x,6)` on every byte lane, then XOR 0x05 (bits 0 and 2).
#[inline(always)]
fn inverse_affine(s: &mut [u32; 8]) {
    inverse_linear(s);
    s[0] = !s[0];
    s[2] = !s[2];
}

/// `L(x) = rotl(x,1) ^ rotl(x,3) ^ rotl(x,6)` on every byte lane.
#[inline(always)]
fn inverse_linear(s: &mut [u32; 8]) {
    let x = *s;
    for i in 0..8 {
        s[i] = x[(i + 7) % 8] ^ x[(i + 5) % 8] ^ x[(i + 2) % 8];
    }
}

/// Bitsliced inverse S-box: `InvS(y) = L(S(L(y) ^ 0x05)) ^ 0x05`.
pub(super) fn inv_sub_bytes(s: &mut [u32; 8]) {
    inverse_affine(s);
    sub_bytes(s);
    inverse_affine(s);
}

/// [`inv_sub_bytes`] of `y ^ 0x63` (every byte): `L(y ^ 0x63) ^ 0x05 = L(y)`, since `L(0x63) = 0x05`, so the
/// first affine step drops its two NOTs. Fixsliced decryption on Armv7-M uses it: there the round keys
/// carry the S-box constant 0x63 (see `fixsliced::KEYS_CARRY_SBOX_CONSTANT`).
#[cfg_attr(not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")), allow(dead_code))]
pub(super) fn inv_sub_bytes_of_complemented(s: &mut [u32; 8]) {
    inverse_linear(s);
    sub_bytes(s);
    inverse_affine(s);
}

/// Swaps the bits of `a` at positions `q + shift` with the bits of `b` at positions `q`, for every `q` in
/// `mask` (the classic SWAPMOVE of bitsliced code).
#[inline(always)]
pub(super) fn swap_move(a: &mut u32, b: &mut u32, mask: u32, shift: u32) {
    let t = ((*a >> shift) ^ *b) & mask;
    *b ^= t;
    *a ^= t << shift;
}

/// Transposes 16 bytes held as four little-endian words (`w[c]` = bytes `4c..4c+4`) so that word `k` holds
/// bit `k` of every byte in its low nibbles and bit `k + 4` in its high nibbles. Its own inverse.
#[inline(always)]
fn transpose16(w: &mut [u32; 4]) {
    let [a, b, c, d] = w;
    swap_move(a, b, 0x5555_5555, 1);
    swap_move(c, d, 0x5555_5555, 1);
    swap_move(a, c, 0x3333_3333, 2);
    swap_move(b, d, 0x3333_3333, 2);
}

/// Runs `layer` (the S-box or its inverse) on the 16 bytes of a state held as four little-endian column
/// words, in constant time: transpose into eight slices of 16 lanes, run the circuit, transpose back.
#[inline(always)]
fn on_16_bytes(state: &mut [u32; 4], layer: fn(&mut [u32; 8])) {
    transpose16(state);
    let mut s = [0u32; 8];
    for (p, sp) in s.iter_mut().enumerate() {
        *sp = (state[p & 3] >> (4 * (p >> 2))) & 0x0f0f_0f0f;
    }
    layer(&mut s);
    for (k, wk) in state.iter_mut().enumerate() {
        *wk = (s[k] & 0x0f0f_0f0f) | ((s[k + 4] & 0x0f0f_0f0f) << 4);
    }
    transpose16(state);
    s.iter_mut().for_each(|x| *x = 0);
}

/// SubBytes on the 16 bytes of a state of four column words, in constant time.
pub(super) fn sub_bytes16(state: &mut [u32; 4]) {
    on_16_bytes(state, sub_bytes);
}

/// InvSubBytes on the 16 bytes of a state of four column words, in constant time.
pub(super) fn inv_sub_bytes16(state: &mut [u32; 4]) {
    on_16_bytes(state, inv_sub_bytes);
}

/// SubWord of the key expansion: the S-box on four bytes, in constant time. No transposition: slice `k`
/// is bit `k` of each byte left where it is (bits 0, 8, 16, 24), the circuit being bitwise; the other bits
/// of each slice are don't-cares, masked off when the slices are put back together. On the M4 model this
/// is about 80 cycles cheaper than running the 16-byte transposition for one word.
pub(super) fn sub_word(word: u32) -> u32 {
    const LANES: u32 = 0x0101_0101;
    let mut s: [u32; 8] = core::array::from_fn(|k| (word >> k) & LANES);
    sub_bytes(&mut s);
    let out = s.iter().enumerate().fold(0, |out, (k, slice)| out | ((slice & LANES) << k));
    s.iter_mut().for_each(|x| *x = 0);
    out
}

#[cfg(test)]
mod tests {
    use super::super::tables::{INV_SBOX, SBOX};
    use super::*;

    fn words(bytes: &[u8; 16]) -> [u32; 4] {
        core::array::from_fn(|c| u32::from_le_bytes(bytes[4 * c..4 * c + 4].try_into().unwrap()))
    }

    #[test]
    fn circuit_matches_the_sbox_on_all_256_bytes() {
        for chunk in 0..16 {
            let input: [u8; 16] = core::array::from_fn(|i| (chunk * 16 + i) as u8);
            let mut state = words(&input);
            sub_bytes16(&mut state);
            let expected: [u8; 16] = core::array::from_fn(|i| SBOX[input[i] as usize]);
            assert_eq!(state, words(&expected), "S-box, bytes {chunk:#x}0..");
            inv_sub_bytes16(&mut state);
            assert_eq!(state, words(&input));
            let mut inv = words(&input);
            inv_sub_bytes16(&mut inv);
            let expected: [u8; 16] = core::array::from_fn(|i| INV_SBOX[input[i] as usize]);
            assert_eq!(inv, words(&expected), "inverse S-box, bytes {chunk:#x}0..");
        }
    }

    /// The key schedule's SubWord (slices without transposition) is the S-box on each byte of the word.
    #[test]
    fn sub_word_matches_the_sbox_in_every_byte() {
        for x in 0..=255u8 {
            let bytes = [x, x.wrapping_add(85), x ^ 0xa5, x.wrapping_mul(3)];
            let expected = u32::from_le_bytes(bytes.map(|b| SBOX[b as usize]));
            assert_eq!(sub_word(u32::from_le_bytes(bytes)), expected, "bytes {bytes:02x?}");
        }
    }
}
