//! Limb-vector building blocks: carry chains, masked selection, comparison and byte conversion.
//!
//! A mask is `0` or `u32::MAX`; functions taking one never branch on it. Lengths are public.

use crate::Error;

/// `u32::MAX` when `bit` (0 or 1) is 1, else 0.
///
/// The mask goes through [`hide`](crate::arch::hide): knowing it is 0 or all ones, LLVM compiled
/// `subtract_if_ge`'s masked subtraction into a branch on it (ct-check: `Montgomery::mul` in DSA-1024 and
/// RSA-1024 signing on the M4 model). Every bigint mask is made here, so the rule lives in one place.
#[inline(always)]
pub fn mask_from_bit(bit: u32) -> u32 {
    crate::arch::hide((bit & 1).wrapping_neg())
}

/// `u32::MAX` when `x == 0`, else 0, without branching.
#[inline(always)]
pub fn mask_is_zero(x: u32) -> u32 {
    // (x | -x) has its top bit set exactly when x != 0. It goes through `hide` before the shift: otherwise
    // LLVM recognises `x == 0` and, on ARMv6-M, compiled the table scan of the window exponentiation into a
    // compare-and-branch on the secret digit (ct-check: `mod_exp` in DSA-1024 signing on the M0+ model).
    let top = crate::arch::hide(x | x.wrapping_neg());
    mask_from_bit(!(top >> 31) & 1)
}

/// `x + y + carry` (`carry` 0 or 1): the sum and the carry out, from the operands' top bits (Hacker's
/// Delight 2-13). Written as a 64-bit sum, LLVM recognised an unsigned comparison and, on ARMv6-M (no
/// conditional select), computed the carry with a compare-and-branch on the values (ct-check: `ModQ::add` in
/// DSA-1024 signing on the M0+ model); `hide` keeps the sum and carry opaque so that cannot come back.
#[inline(always)]
fn add_with_carry(x: u32, y: u32, carry: u32) -> (u32, u32) {
    let s = crate::arch::hide(x.wrapping_add(y).wrapping_add(carry));
    (s, crate::arch::hide(((x & y) | ((x | y) & !s)) >> 31))
}

/// `x - y - borrow` (`borrow` 0 or 1): the difference and the borrow out, as [`add_with_carry`].
#[inline(always)]
fn sub_with_borrow(x: u32, y: u32, borrow: u32) -> (u32, u32) {
    let d = crate::arch::hide(x.wrapping_sub(y).wrapping_sub(borrow));
    (d, crate::arch::hide(((!x & y) | (!(x ^ y) & d)) >> 31))
}

/// `a += b` over `a.len()` limbs (`b` may be shorter: its missing limbs are zero); returns the carry out.
pub fn add_assign(a: &mut [u32], b: &[u32]) -> u32 {
    let mut carry = 0;
    for (i, ai) in a.iter_mut().enumerate() {
        (*ai, carry) = add_with_carry(*ai, *b.get(i).unwrap_or(&0), carry);
    }
    carry
}

/// `a -= b` over `a.len()` limbs (`b` may be shorter); returns the borrow out (0 or 1).
pub fn sub_assign(a: &mut [u32], b: &[u32]) -> u32 {
    let mut borrow = 0;
    for (i, ai) in a.iter_mut().enumerate() {
        (*ai, borrow) = sub_with_borrow(*ai, *b.get(i).unwrap_or(&0), borrow);
    }
    borrow
}

/// `a += b & mask` (`b` as long as `a`); returns the carry out.
pub fn add_masked(a: &mut [u32], b: &[u32], mask: u32) -> u32 {
    let mut carry = 0u64;
    for (ai, bi) in a.iter_mut().zip(b) {
        let s = *ai as u64 + (*bi & mask) as u64 + carry;
        *ai = s as u32;
        carry = s >> 32;
    }
    carry as u32
}

/// `a -= b & mask` (`b` as long as `a`); returns the borrow out.
pub fn sub_masked(a: &mut [u32], b: &[u32], mask: u32) -> u32 {
    let mut borrow = 0u64;
    for (ai, bi) in a.iter_mut().zip(b) {
        let d = (*ai as u64).wrapping_sub((*bi & mask) as u64).wrapping_sub(borrow);
        *ai = d as u32;
        borrow = (d >> 63) & 1;
    }
    borrow as u32
}

/// The borrow of `a - b` (1 when `a < b`), equal lengths, without modifying either.
pub fn lt(a: &[u32], b: &[u32]) -> u32 {
    // The borrow chain of `sub_with_borrow`, differences dropped: written as `(d >> 63)` of a 64-bit
    // difference, LLVM recognised a comparison chain and branched on the values on ARMv6-M (ct-check found
    // exactly that in ECDSA's nonce range check on the M0+, which now calls this function too).
    let mut borrow = 0u32;
    for (&x, &y) in a.iter().zip(b) {
        borrow = sub_with_borrow(x, y, borrow).1;
    }
    borrow
}

/// `dst = src` where `mask` is all ones, unchanged where it is zero.
pub fn select_assign(dst: &mut [u32], src: &[u32], mask: u32) {
    for (d, s) in dst.iter_mut().zip(src) {
        *d ^= (*d ^ *s) & mask;
    }
}

/// Swaps `a` and `b` where `mask` is all ones.
pub fn swap_masked(a: &mut [u32], b: &mut [u32], mask: u32) {
    for (x, y) in a.iter_mut().zip(b.iter_mut()) {
        let t = (*x ^ *y) & mask;
        *x ^= t;
        *y ^= t;
    }
}

/// `u32::MAX` when every limb of `a` is zero.
pub fn mask_all_zero(a: &[u32]) -> u32 {
    mask_is_zero(a.iter().fold(0, |acc, x| acc | x))
}

/// `u32::MAX` when `a == b` (equal lengths).
pub fn mask_eq(a: &[u32], b: &[u32]) -> u32 {
    mask_is_zero(a.iter().zip(b).fold(0, |acc, (x, y)| acc | (x ^ y)))
}

/// Shifts `a` right by one bit, shifting `top` (0 or 1) into the most significant bit.
pub fn shr1(a: &mut [u32], top: u32) {
    let mut carry = top & 1;
    for ai in a.iter_mut().rev() {
        let next = *ai & 1;
        *ai = (*ai >> 1) | (carry << 31);
        carry = next;
    }
}

/// Shifts `a` left by one bit; returns the bit shifted out.
pub fn shl1(a: &mut [u32]) -> u32 {
    let mut carry = 0;
    for ai in a.iter_mut() {
        let next = *ai >> 31;
        *ai = (*ai << 1) | carry;
        carry = next;
    }
    carry
}

/// Number of significant bits of `a` (0 for zero). **Variable time**: for public values only.
pub fn bit_length_vartime(a: &[u32]) -> usize {
    for (i, &x) in a.iter().enumerate().rev() {
        if x != 0 {
            return 32 * i + 32 - x.leading_zeros() as usize;
        }
    }
    0
}

/// Reads a big-endian byte string into `out` (all of it is written). Leading zero bytes are allowed;
/// a value that does not fit `out` is an [`Error::InvalidLength`] (the excess bytes are checked without
/// branching on their values, only on the public lengths).
pub fn from_be_bytes(bytes: &[u8], out: &mut [u32]) -> Result<(), Error> {
    out.fill(0);
    let cap = 4 * out.len();
    let (excess, tail) = bytes.split_at(bytes.len().saturating_sub(cap));
    for (i, b) in tail.iter().rev().enumerate() {
        out[i / 4] |= (*b as u32) << (8 * (i % 4));
    }
    if excess.iter().fold(0u8, |acc, b| acc | b) != 0 {
        return Err(Error::InvalidLength);
    }
    Ok(())
}

/// Writes `a` big-endian into all of `out`, left-padded with zeros. Limbs beyond `out`'s length must be
/// zero (they are dropped): callers pass values known to be below a modulus of `out.len()` bytes.
pub fn to_be_bytes(a: &[u32], out: &mut [u8]) {
    for (i, o) in out.iter_mut().rev().enumerate() {
        *o = a.get(i / 4).map_or(0, |w| (w >> (8 * (i % 4))) as u8);
    }
}

/// `out = a · b` (schoolbook), `out.len() >= a.len() + b.len()`; extra limbs are zeroed.
pub fn mul_plain(out: &mut [u32], a: &[u32], b: &[u32]) {
    out.fill(0);
    for (i, bi) in b.iter().enumerate() {
        let mut carry = 0u32;
        for (j, aj) in a.iter().enumerate() {
            let s = (*aj as u64) * (*bi as u64) + out[i + j] as u64 + carry as u64;
            out[i + j] = s as u32;
            carry = (s >> 32) as u32;
        }
        out[i + a.len()] = carry;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_round_trip_and_overflow() {
        let mut x = [0u32; 2];
        from_be_bytes(&[0, 0, 1, 2, 3, 4, 5, 6, 7, 8], &mut x).unwrap();
        assert_eq!(x, [0x05060708, 0x01020304]);
        let mut out = [0u8; 9];
        to_be_bytes(&x, &mut out);
        assert_eq!(out, [0, 1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(from_be_bytes(&[1, 0, 0, 0, 0, 0, 0, 0, 0], &mut x), Err(Error::InvalidLength));
    }

    #[test]
    fn carry_and_borrow_match_64_bit_arithmetic() {
        let edge = [0u32, 1, 2, 0x7FFF_FFFF, 0x8000_0000, 0x8000_0001, 0xFFFF_FFFE, u32::MAX, 0x1234_5678];
        for &x in &edge {
            for &y in &edge {
                for c in 0..2 {
                    let wide = x as u64 + y as u64 + c as u64;
                    assert_eq!(add_with_carry(x, y, c), (wide as u32, (wide >> 32) as u32));
                    let wide = (x as u64).wrapping_sub(y as u64).wrapping_sub(c as u64);
                    assert_eq!(sub_with_borrow(x, y, c), (wide as u32, (wide >> 63) as u32));
                }
            }
        }
    }

    #[test]
    fn masks_and_carries() {
        assert_eq!(mask_is_zero(0), u32::MAX);
        assert_eq!(mask_is_zero(1), 0);
        assert_eq!(mask_is_zero(0x8000_0000), 0);
        let mut a = [u32::MAX, u32::MAX];
        assert_eq!(add_assign(&mut a, &[1]), 1);
        assert_eq!(a, [0, 0]);
        assert_eq!(sub_assign(&mut a, &[1]), 1);
        assert_eq!(a, [u32::MAX, u32::MAX]);
        assert_eq!(lt(&[1, 2], &[2, 2]), 1);
        assert_eq!(lt(&[2, 2], &[2, 2]), 0);
        let mut s = [1u32, 0x8000_0001];
        shr1(&mut s, 1);
        assert_eq!(s, [0x8000_0000, 0xC000_0000]);
        assert_eq!(bit_length_vartime(&[0, 1]), 33);
    }
}
