//! Byte encodings (FIPS 204 §7.1–7.2): little-endian bit packing of coefficients, the key and signature
//! layouts, and the hint encoding with every check of HintBitUnpack.
//!
//! Packing loops depend only on public lengths: constant time for secret coefficients.

use super::ntt::Poly;

/// Packs 256 values of `bits` bits each (from `value(n)`), least significant bit first, into
/// `out[..32 * bits]`.
///
/// Every width FIPS 204 packs has its own copy ([`pack_groups`]), in which eight values fill a whole
/// number of bytes with shifts and byte positions known at compile time; any other width takes the
/// general loop ([`pack_any`]).
#[inline]
pub(crate) fn pack(out: &mut [u8], bits: u32, value: impl FnMut(usize) -> u32) {
    match bits {
        3 => pack_groups::<3>(out, value),
        4 => pack_groups::<4>(out, value),
        6 => pack_groups::<6>(out, value),
        10 => pack_groups::<10>(out, value),
        13 => pack_groups::<13>(out, value),
        18 => pack_groups::<18>(out, value),
        20 => pack_groups::<20>(out, value),
        _ => pack_any(out, bits, value),
    }
}

/// [`pack`] for `BITS` ≤ 24: eight values at a time into `BITS` bytes.
#[inline(always)]
fn pack_groups<const BITS: usize>(out: &mut [u8], mut value: impl FnMut(usize) -> u32) {
    for (g, bytes) in out[..32 * BITS].as_chunks_mut::<BITS>().0.iter_mut().enumerate() {
        // At most 7 + BITS ≤ 31 bits are held at once: a `u32` (a `u64` costs six instructions per shift).
        let mut acc = 0u32;
        let mut have = 0;
        let mut o = 0;
        for k in 0..8 {
            acc |= value(8 * g + k) << have;
            have += BITS;
            while have >= 8 {
                bytes[o] = acc as u8;
                acc >>= 8;
                have -= 8;
                o += 1;
            }
        }
    }
}

/// [`pack`] for any width up to 24 bits, one value at a time.
#[inline]
fn pack_any(out: &mut [u8], bits: u32, mut value: impl FnMut(usize) -> u32) {
    debug_assert!(bits <= 24);
    let mut acc = 0u32;
    let mut have = 0;
    let mut o = 0;
    for n in 0..256 {
        acc |= value(n) << have;
        have += bits;
        while have >= 8 {
            out[o] = acc as u8;
            acc >>= 8;
            have -= 8;
            o += 1;
        }
    }
}

/// XORs `change` (below 2^`bits`) into the packed value of coefficient `n` in `out` (as laid out by
/// [`pack`]): corrects one packed coefficient without packing the others again.
pub(crate) fn xor_packed(out: &mut [u8], bits: u32, n: usize, change: u32) {
    debug_assert!(bits <= 24 && change >> bits == 0);
    let bit = n * bits as usize;
    let shifted = u64::from(change) << (bit % 8);
    let bytes = (bit % 8 + bits as usize).div_ceil(8);
    for (k, byte) in out[bit / 8..].iter_mut().take(bytes).enumerate() {
        *byte ^= (shifted >> (8 * k)) as u8;
    }
}

/// Unpacks 256 values of `bits` bits from `bytes[..32 * bits]`, calling `f(n, value)` for each; per
/// width as [`pack`].
#[inline]
pub(crate) fn unpack(bytes: &[u8], bits: u32, f: impl FnMut(usize, u32)) {
    match bits {
        3 => unpack_groups::<3>(bytes, f),
        4 => unpack_groups::<4>(bytes, f),
        6 => unpack_groups::<6>(bytes, f),
        10 => unpack_groups::<10>(bytes, f),
        13 => unpack_groups::<13>(bytes, f),
        18 => unpack_groups::<18>(bytes, f),
        20 => unpack_groups::<20>(bytes, f),
        _ => unpack_any(bytes, bits, f),
    }
}

/// Whether unaligned 32-bit loads are single instructions here (every Armv7-M / Armv8-M Mainline core
/// and the host; not the Armv6-M Cortex-M0+, where a word read from bytes is four byte loads).
const UNALIGNED_WORD_LOADS: bool = !cfg!(all(target_arch = "arm", not(target_has_atomic = "32")));

/// [`unpack`] for `BITS` ≤ 24: eight values at a time from `BITS` bytes.
#[inline(always)]
fn unpack_groups<const BITS: usize>(bytes: &[u8], f: impl FnMut(usize, u32)) {
    if UNALIGNED_WORD_LOADS && BITS >= 4 {
        unpack_groups_by_words::<BITS>(bytes, f)
    } else {
        unpack_groups_by_bytes::<BITS>(bytes, f)
    }
}

/// [`unpack_groups`] with one (unaligned) word load per value: the four bytes holding it, the window kept
/// inside its group (starting at most at byte BITS − 4). `BITS` ≥ 4; the value lies at most 7 bits in.
#[inline(always)]
fn unpack_groups_by_words<const BITS: usize>(bytes: &[u8], mut f: impl FnMut(usize, u32)) {
    let mask = (1u32 << BITS) - 1;
    for (g, group) in bytes[..32 * BITS].as_chunks::<BITS>().0.iter().enumerate() {
        for k in 0..8 {
            let start = (k * BITS / 8).min(BITS - 4);
            let window = u32::from_le_bytes([group[start], group[start + 1], group[start + 2], group[start + 3]]);
            f(8 * g + k, (window >> (k * BITS - 8 * start)) & mask);
        }
    }
}

/// [`unpack_groups`] a byte at a time (the Cortex-M0+, and widths below 4 bits).
#[inline(always)]
fn unpack_groups_by_bytes<const BITS: usize>(bytes: &[u8], mut f: impl FnMut(usize, u32)) {
    let mask = (1u32 << BITS) - 1;
    for (g, group) in bytes[..32 * BITS].as_chunks::<BITS>().0.iter().enumerate() {
        // At most BITS − 1 + 8 ≤ 31 bits are held at once.
        let mut acc = 0u32;
        let mut have = 0;
        let mut i = 0;
        for k in 0..8 {
            while have < BITS {
                acc |= (group[i] as u32) << have;
                have += 8;
                i += 1;
            }
            f(8 * g + k, acc & mask);
            acc >>= BITS;
            have -= BITS;
        }
    }
}

/// [`unpack`] for any width up to 24 bits, one value at a time.
#[inline]
fn unpack_any(bytes: &[u8], bits: u32, mut f: impl FnMut(usize, u32)) {
    debug_assert!(bits <= 24);
    let mask = (1u32 << bits) - 1;
    let mut acc = 0u32;
    let mut have = 0;
    let mut i = 0;
    for n in 0..256 {
        while have < bits {
            acc |= (bytes[i] as u32) << have;
            have += 8;
            i += 1;
        }
        f(n, acc & mask);
        acc >>= bits;
        have -= bits;
    }
}

/// Packs a secret polynomial with coefficients in [−η, η] as η − a.
pub(crate) fn pack_eta(out: &mut [u8], eta: i32, bits: u32, a: &Poly) {
    pack(out, bits, |n| (eta - a[n]) as u32);
}

/// Unpacks a secret polynomial; returns `false` (after reading every coefficient, constant time) when a
/// value exceeds 2η, which no honest key contains.
pub(crate) fn unpack_eta(bytes: &[u8], eta: i32, bits: u32, out: &mut Poly) -> bool {
    let mut bad = 0u32;
    unpack(bytes, bits, |n, v| {
        bad |= ((2 * eta - v as i32) >> 31) as u32;
        out[n] = eta - v as i32;
    });
    bad == 0
}

/// Whether every coefficient of a packed secret polynomial is at most 2η (read in full, constant time).
pub(crate) fn eta_in_range(bytes: &[u8], eta: i32, bits: u32) -> bool {
    let mut bad = 0u32;
    unpack(bytes, bits, |_, v| bad |= ((2 * eta - v as i32) >> 31) as u32);
    bad == 0
}

/// Packs t0 (coefficients in (−2^12, 2^12]) as 2^12 − t0 in 13 bits.
pub(crate) fn pack_t0(out: &mut [u8], a: &Poly) {
    pack(out, 13, |n| ((1 << 12) - a[n]) as u32);
}

/// Unpacks t0 (every 13-bit value decodes to a coefficient in the range).
pub(crate) fn unpack_t0(bytes: &[u8], out: &mut Poly) {
    unpack(bytes, 13, |n, v| out[n] = (1 << 12) - v as i32);
}

/// Packs z (coefficients in (−γ1, γ1]) as γ1 − z.
pub(crate) fn pack_z(out: &mut [u8], gamma1: i32, bits: u32, a: &Poly) {
    pack(out, bits, |n| (gamma1 - a[n]) as u32);
}

/// Unpacks z and returns whether every coefficient is below `bound` in absolute value (verification's
/// norm check as it decodes: |z| < bound exactly when neither bound − 1 − z nor bound − 1 + z is
/// negative; their sign bits are gathered, no comparison per coefficient).
pub(crate) fn unpack_z(bytes: &[u8], gamma1: i32, bits: u32, bound: i32, out: &mut Poly) -> bool {
    let mut signs = 0i32;
    unpack(bytes, bits, |n, v| {
        let z = gamma1 - v as i32;
        out[n] = z;
        signs |= (bound - 1 - z) | (bound - 1 + z);
    });
    signs >= 0
}

/// Checks the hint part of a signature (`omega` positions, then `k` running counts) the way FIPS 204
/// Algorithm 21 does: counts non-decreasing and at most ω, positions strictly increasing within each
/// polynomial, unused positions zero. Returns `false` for a malformed hint.
pub(crate) fn hint_is_well_formed(hint: &[u8], omega: usize, k: usize) -> bool {
    let mut index = 0usize;
    for i in 0..k {
        let end = hint[omega + i] as usize;
        if end < index || end > omega {
            return false;
        }
        let first = index;
        while index < end {
            if index > first && hint[index - 1] >= hint[index] {
                return false;
            }
            index += 1;
        }
    }
    hint[index..omega].iter().all(|&b| b == 0)
}

/// The positions of the hints of polynomial `i` in a well-formed hint encoding.
pub(crate) fn hint_positions(hint: &[u8], omega: usize, i: usize) -> &[u8] {
    let start = if i == 0 { 0 } else { hint[omega + i - 1] as usize };
    &hint[start..hint[omega + i] as usize]
}

/// Encodes hint bits (`bits[i]` is polynomial i's 256-bit mask, little-endian) into `out` (ω + k bytes);
/// the caller has checked that at most ω bits are set. The hint is part of the accepted signature, so
/// it is public here.
pub(crate) fn encode_hint(out: &mut [u8], omega: usize, bits: &[[u8; 32]]) {
    out.fill(0);
    let mut index = 0;
    for (i, row) in bits.iter().enumerate() {
        for n in 0..256 {
            if (row[n / 8] >> (n % 8)) & 1 == 1 {
                out[index] = n as u8;
                index += 1;
            }
        }
        out[omega + i] = index as u8;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The word-load and byte-at-a-time unpacking agree at every width they both serve.
    #[test]
    fn unpacking_by_words_equals_unpacking_by_bytes() {
        fn both<const BITS: usize>() {
            let bytes: [u8; 32 * 20] = core::array::from_fn(|i| (i as u32).wrapping_mul(2654435761).to_le_bytes()[3]);
            let (mut by_words, mut by_bytes) = ([0u32; 256], [0u32; 256]);
            unpack_groups_by_words::<BITS>(&bytes, |n, v| by_words[n] = v);
            unpack_groups_by_bytes::<BITS>(&bytes, |n, v| by_bytes[n] = v);
            assert_eq!(by_words, by_bytes, "{BITS} bits");
        }
        both::<4>();
        both::<6>();
        both::<10>();
        both::<13>();
        both::<18>();
        both::<20>();
    }

    /// z's norm check: |z| = bound − 1 passes, |z| = bound fails, at either end and for either γ1.
    #[test]
    fn unpack_z_checks_the_bound() {
        for (gamma1, bits, bound) in [(1 << 17, 18u32, (1 << 17) - 78), (1 << 19, 20, (1 << 19) - 196)] {
            for (z, inside) in [(bound - 1, true), (1 - bound, true), (bound, false), (-bound, false), (0, true)] {
                let mut values = [0i32; 256];
                values[77] = z;
                let mut bytes = [0u8; 32 * 20];
                pack_z(&mut bytes[..32 * bits as usize], gamma1, bits, &values);
                let mut out = [0i32; 256];
                assert_eq!(unpack_z(&bytes[..32 * bits as usize], gamma1, bits, bound, &mut out), inside, "z = {z}");
                assert_eq!(out, values);
            }
        }
    }

    /// Correcting one packed coefficient equals packing the corrected values, at every width and position.
    #[test]
    fn xor_packed_equals_packing_the_changed_value() {
        for bits in [3u32, 4, 6, 10, 13, 18, 20] {
            let values: [u32; 256] = core::array::from_fn(|n| (n as u32).wrapping_mul(2654435761) >> (32 - bits));
            let mut packed = [0u8; 32 * 20];
            pack(&mut packed[..32 * bits as usize], bits, |n| values[n]);
            for n in [0usize, 1, 5, 7, 100, 254, 255] {
                let change = (n as u32 * 40503 + 1) & ((1 << bits) - 1);
                let mut expected = [0u8; 32 * 20];
                let changed = |m| if m == n { values[m] ^ change } else { values[m] };
                pack(&mut expected[..32 * bits as usize], bits, changed);
                let mut corrected = packed;
                xor_packed(&mut corrected[..32 * bits as usize], bits, n, change);
                assert_eq!(corrected, expected, "bits {bits}, coefficient {n}");
            }
        }
    }

    /// Bit i of value n is bit `n·bits + i` of the output (FIPS 204 SimpleBitPack), for every width, the
    /// per-width copies and the general loop alike.
    #[test]
    fn pack_matches_the_bit_definition() {
        for bits in [3u32, 4, 5, 6, 10, 13, 18, 20, 23] {
            let v = |n: usize| (n as u32).wrapping_mul(2_654_435_761).rotate_left(7) & ((1 << bits) - 1);
            let mut expected = [0u8; 32 * 24];
            for n in 0..256 {
                for i in 0..bits as usize {
                    let bit = n * bits as usize + i;
                    expected[bit / 8] |= (((v(n) >> i) & 1) as u8) << (bit % 8);
                }
            }
            let mut buf = [0u8; 32 * 24];
            pack(&mut buf, bits, v);
            assert_eq!(buf, expected, "{bits} bits");
            let mut seen = 0;
            unpack(&expected, bits, |n, x| {
                assert_eq!((n, x), (seen, v(n)), "{bits} bits");
                seen += 1;
            });
            assert_eq!(seen, 256);
        }
    }

    #[test]
    fn pack_round_trips() {
        for bits in [3, 4, 6, 10, 13, 18, 20] {
            let mut buf = [0u8; 640];
            let v = |n: usize| (n as u32).wrapping_mul(2_654_435_761) & ((1 << bits) - 1);
            pack(&mut buf, bits, v);
            assert!(buf[32 * bits as usize..].iter().all(|&b| b == 0));
            unpack(&buf, bits, |n, x| assert_eq!(x, v(n)));
        }
    }

    #[test]
    fn eta_out_of_range_is_flagged() {
        let mut p = [0i32; 256];
        let mut buf = [0xFFu8; 96];
        assert!(!unpack_eta(&buf, 2, 3, &mut p)); // 7 > 4
        buf.fill(0x00);
        assert!(unpack_eta(&buf, 2, 3, &mut p));
        assert_eq!(p[0], 2);
    }

    #[test]
    fn hint_checks() {
        // ω = 4, k = 2: positions [3, 5 | 1], counts [2, 3].
        assert!(hint_is_well_formed(&[3, 5, 1, 0, 2, 3], 4, 2));
        assert!(!hint_is_well_formed(&[5, 3, 1, 0, 2, 3], 4, 2)); // not increasing
        assert!(!hint_is_well_formed(&[3, 5, 1, 9, 2, 3], 4, 2)); // unused position not zero
        assert!(!hint_is_well_formed(&[3, 5, 1, 0, 3, 2], 4, 2)); // counts decrease
        assert!(!hint_is_well_formed(&[3, 5, 1, 0, 2, 5], 4, 2)); // count above ω
        assert_eq!(hint_positions(&[3, 5, 1, 0, 2, 3], 4, 1), &[1]);
    }
}
