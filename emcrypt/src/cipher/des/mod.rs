//! Triple DES (TDEA, SP 800-67 Rev. 2), encryption-decryption-encryption with keying options 1 and 2,
//! in ECB and CBC modes. **Legacy only**: 64-bit blocks (collisions after a few GiB, the Sweet32 attack),
//! at most 112-bit security, and SP 800-131A Rev. 2 no longer allows TDEA encryption (since 2024; two-key
//! TDEA since 2016). Use it to decrypt or interoperate with old data and devices, nothing new.
//!
//! | variant | S-box technique | constants | speed | constant time |
//! | --- | --- | --- | --- | --- |
//! | [`PackedSboxes`] (default) | each S-box output bit is a 64-bit truth table, read with register shifts | 256 B | ≈ 2,100 cycles/byte on Cortex-M4 (8000-byte CBC encryption) | yes: no secret-indexed memory, no secret branch (`emcrypt-bench ct-check`) |
//! | [`TableBased`] | eight 64-entry S-box/P tables indexed by the secret S-box input | 2 KiB | ≈ 460 cycles/byte on Cortex-M4, 1,100 on M0+ | **no** on a core with a data cache; timing-safe only where every load takes the same time (Cortex-M0+/M3/M4 with zero-wait SRAM/flash) |
//!
//! [`TdesTableBased`] names the table-based type so that choosing it is visible in the code. Speeds: CBC
//! encryption including the key schedule, on the benchmark's emulated cores (table-based: 1 KiB, measured
//! while writing this code; packed: `emcrypt-bench --profile tdes-packed/cbc-enc/8000`, 16.9 M cycles); the
//! benchmark report has the maintained figures. Both variants give identical results (the same tests run on both).
//!
//! # Keys
//! * Keying option 1: [`Tdes::new`] with 24 bytes `K1 || K2 || K3`.
//! * Keying option 2: [`Tdes::new_two_key`] with 16 bytes `K1 || K2` (`K3 = K1`).
//!
//! Keys with `K1 = K2` or `K2 = K3` (parity bits ignored) collapse to single DES, which SP 800-67 forbids:
//! they return [`Error::InvalidKey`]. Parity bits (the low bit of each byte) are ignored, as usual.
//!
//! # Modes
//! ECB and CBC without padding: lengths must be whole 8-byte blocks ([`Error::InvalidLength`] otherwise).
//! The CBC functions take the chaining value as `&mut [u8; 8]` and leave the last ciphertext block in it,
//! so feeding a long message in several whole-block calls gives the one-shot answer.
//!
//! ```
//! use emcrypt::cipher::des::Tdes;
//! let tdes = Tdes::<emcrypt::cipher::des::PackedSboxes>::new(b"0123456789abcdefFEDCBA98").unwrap();
//! let mut data = *b"8 bytes!16 bytes";
//! let mut iv = [0u8; 8];
//! tdes.cbc_encrypt_in_place(&mut iv, &mut data).unwrap();
//! let mut iv = [0u8; 8];
//! tdes.cbc_decrypt_in_place(&mut iv, &mut data).unwrap();
//! assert_eq!(&data, b"8 bytes!16 bytes");
//! ```

mod packed_sboxes;
mod tables;

pub use packed_sboxes::PackedSboxes;
pub use tables::TableBased;

use crate::Error;
use core::marker::PhantomData;
use zeroize::Zeroize;

/// Block length in bytes.
pub const BLOCK_LEN: usize = 8;

/// Three-key TDEA with the table-based S-boxes (not constant time on cached cores).
pub type TdesTableBased = Tdes<TableBased>;

/// The eight S-boxes of FIPS 46-3, each re-ordered so that it is indexed by its raw 6-bit input
/// `b1 b2 b3 b4 b5 b6` (the standard's row is `b1 b6`, its column `b2 b3 b4 b5`).
#[rustfmt::skip]
pub(crate) const SBOXES: [[u8; 64]; 8] = [
    [14, 0, 4, 15, 13, 7, 1, 4, 2, 14, 15, 2, 11, 13, 8, 1, 3, 10, 10, 6, 6, 12, 12, 11, 5, 9, 9, 5, 0, 3, 7, 8,
     4, 15, 1, 12, 14, 8, 8, 2, 13, 4, 6, 9, 2, 1, 11, 7, 15, 5, 12, 11, 9, 3, 7, 14, 3, 10, 10, 0, 5, 6, 0, 13],
    [15, 3, 1, 13, 8, 4, 14, 7, 6, 15, 11, 2, 3, 8, 4, 14, 9, 12, 7, 0, 2, 1, 13, 10, 12, 6, 0, 9, 5, 11, 10, 5,
     0, 13, 14, 8, 7, 10, 11, 1, 10, 3, 4, 15, 13, 4, 1, 2, 5, 11, 8, 6, 12, 7, 6, 12, 9, 0, 3, 5, 2, 14, 15, 9],
    [10, 13, 0, 7, 9, 0, 14, 9, 6, 3, 3, 4, 15, 6, 5, 10, 1, 2, 13, 8, 12, 5, 7, 14, 11, 12, 4, 11, 2, 15, 8, 1,
     13, 1, 6, 10, 4, 13, 9, 0, 8, 6, 15, 9, 3, 8, 0, 7, 11, 4, 1, 15, 2, 14, 12, 3, 5, 11, 10, 5, 14, 2, 7, 12],
    [7, 13, 13, 8, 14, 11, 3, 5, 0, 6, 6, 15, 9, 0, 10, 3, 1, 4, 2, 7, 8, 2, 5, 12, 11, 1, 12, 10, 4, 14, 15, 9,
     10, 3, 6, 15, 9, 0, 0, 6, 12, 10, 11, 1, 7, 13, 13, 8, 15, 9, 1, 4, 3, 5, 14, 11, 5, 12, 2, 7, 8, 2, 4, 14],
    [2, 14, 12, 11, 4, 2, 1, 12, 7, 4, 10, 7, 11, 13, 6, 1, 8, 5, 5, 0, 3, 15, 15, 10, 13, 3, 0, 9, 14, 8, 9, 6,
     4, 11, 2, 8, 1, 12, 11, 7, 10, 1, 13, 14, 7, 2, 8, 13, 15, 6, 9, 15, 12, 0, 5, 9, 6, 10, 3, 4, 0, 5, 14, 3],
    [12, 10, 1, 15, 10, 4, 15, 2, 9, 7, 2, 12, 6, 9, 8, 5, 0, 6, 13, 1, 3, 13, 4, 14, 14, 0, 7, 11, 5, 3, 11, 8,
     9, 4, 14, 3, 15, 2, 5, 12, 2, 9, 8, 5, 12, 15, 3, 10, 7, 11, 0, 14, 4, 1, 10, 7, 1, 6, 13, 0, 11, 8, 6, 13],
    [4, 13, 11, 0, 2, 11, 14, 7, 15, 4, 0, 9, 8, 1, 13, 10, 3, 14, 12, 3, 9, 5, 7, 12, 5, 2, 10, 15, 6, 8, 1, 6,
     1, 6, 4, 11, 11, 13, 13, 8, 12, 1, 3, 4, 7, 10, 14, 7, 10, 9, 15, 5, 6, 0, 8, 15, 0, 14, 5, 2, 9, 3, 2, 12],
    [13, 1, 2, 15, 8, 13, 4, 8, 6, 10, 15, 3, 11, 7, 1, 4, 10, 12, 9, 5, 3, 6, 14, 11, 5, 0, 0, 14, 12, 9, 7, 2,
     7, 2, 11, 1, 4, 14, 1, 7, 9, 4, 12, 10, 14, 8, 2, 13, 0, 15, 6, 12, 10, 9, 13, 0, 15, 3, 3, 5, 5, 6, 8, 11],
];

/// The permutation P of the round function (FIPS 46-3): output bit `i` (from the left, 1-based) is input
/// bit `P[i − 1]`.
#[rustfmt::skip]
pub(crate) const P: [u8; 32] = [
    16, 7, 20, 21, 29, 12, 28, 17, 1, 15, 23, 26, 5, 18, 31, 10,
    2, 8, 24, 14, 32, 27, 3, 9, 19, 13, 30, 6, 22, 11, 4, 25,
];

/// The initial permutation IP (FIPS 46-3), as the standard prints it: the reference the delta swaps of
/// [`initial_permutation`] are tested against.
#[cfg(test)]
#[rustfmt::skip]
const IP: [u8; 64] = [
    58, 50, 42, 34, 26, 18, 10, 2, 60, 52, 44, 36, 28, 20, 12, 4,
    62, 54, 46, 38, 30, 22, 14, 6, 64, 56, 48, 40, 32, 24, 16, 8,
    57, 49, 41, 33, 25, 17, 9, 1, 59, 51, 43, 35, 27, 19, 11, 3,
    61, 53, 45, 37, 29, 21, 13, 5, 63, 55, 47, 39, 31, 23, 15, 7,
];

/// The final permutation IP⁻¹, derived from [`IP`].
#[cfg(test)]
const FP: [u8; 64] = {
    let mut fp = [0u8; 64];
    let mut i = 0;
    while i < 64 {
        fp[IP[i] as usize - 1] = i as u8 + 1;
        i += 1;
    }
    fp
};

/// Permuted choice 1: the 56 key bits (parity bits dropped) as C || D.
#[rustfmt::skip]
const PC1: [u8; 56] = [
    57, 49, 41, 33, 25, 17, 9, 1, 58, 50, 42, 34, 26, 18, 10, 2, 59, 51, 43, 35, 27, 19, 11, 3, 60, 52, 44, 36,
    63, 55, 47, 39, 31, 23, 15, 7, 62, 54, 46, 38, 30, 22, 14, 6, 61, 53, 45, 37, 29, 21, 13, 5, 28, 20, 12, 4,
];

/// Permuted choice 2: the 48-bit round key from C || D.
#[rustfmt::skip]
const PC2: [u8; 48] = [
    14, 17, 11, 24, 1, 5, 3, 28, 15, 6, 21, 10, 23, 19, 12, 4, 26, 8, 16, 7, 27, 20, 13, 2,
    41, 52, 31, 37, 47, 55, 30, 40, 51, 45, 33, 48, 44, 49, 39, 56, 34, 53, 46, 42, 50, 36, 29, 32,
];

/// Left rotations of C and D before each round's key.
const SHIFTS: [u8; 16] = [1, 1, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2, 1];

/// Applies a FIPS-46 style bit table: the `in_bits`-bit `input` (right-aligned) gives a `table.len()`-bit
/// output, output bit `i` (from the left) being input bit `table[i]` (1-based from the left). Shifts by
/// public amounts only, so it is constant time on secret data.
fn permute(input: u64, in_bits: u32, table: &[u8]) -> u64 {
    let mut out = 0u64;
    for &from in table {
        out = (out << 1) | ((input >> (in_bits - u32::from(from))) & 1);
    }
    out
}

/// Swaps the bits of `x` selected by `mask` with those `shift` places to their left.
#[inline(always)]
fn delta_swap(x: u64, shift: u32, mask: u64) -> u64 {
    let t = (x ^ (x >> shift)) & mask;
    // Through `hide`: knowing `t`'s zero bits, LLVM computes `t ^ (t << 24)` as one long multiply by
    // 0x0100_0001, and UMULL's time depends on its (here secret) operands on the Cortex-M3 (found by
    // `emcrypt-bench ct-check --core m3`).
    let t = (u64::from(crate::arch::hide((t >> 32) as u32)) << 32) | u64::from(crate::arch::hide(t as u32));
    x ^ t ^ (t << shift)
}

/// IP as five delta swaps `(shift, mask)` (about 20 instructions instead of a 64-step bit loop); the
/// unit tests check it against [`IP`] applied bit by bit. Each swap is its own inverse, so IP⁻¹ is the
/// same swaps in reverse order.
const IP_SWAPS: [(u32, u64); 5] = [
    (9, 0x0055_0055_0055_0055),
    (18, 0x0000_3333_0000_3333),
    (36, 0x0000_0000_0F0F_0F0F),
    (24, 0x0000_0000_FF00_FF00),
    (24, 0x0000_00FF_0000_00FF),
];

/// Applies five delta swaps in order, with constant shifts once inlined.
#[inline(always)]
fn delta_swaps(x: u64, [a, b, c, d, e]: [(u32, u64); 5]) -> u64 {
    let x = delta_swap(x, a.0, a.1);
    let x = delta_swap(x, b.0, b.1);
    let x = delta_swap(x, c.0, c.1);
    let x = delta_swap(x, d.0, d.1);
    delta_swap(x, e.0, e.1)
}

#[inline(always)]
fn initial_permutation(x: u64) -> u64 {
    delta_swaps(x, IP_SWAPS)
}

#[inline(always)]
fn final_permutation(x: u64) -> u64 {
    let [a, b, c, d, e] = IP_SWAPS;
    delta_swaps(x, [e, d, c, b, a])
}

/// The S-box layer of the round function: S-box `i` applied to its 6-bit input, the 4 output bits already
/// moved where the permutation P puts them (so `f` is the OR of the eight results).
pub trait SboxLayer: Clone {
    /// `P(S_(i+1)(x) placed at bits 4i+1 ..= 4i+4)`, for `i < 8` and `x < 64`.
    fn sbox_p(i: usize, x: u32) -> u32;
}

/// The 16 round keys of one DES key, each as eight 6-bit S-box key chunks.
type RoundKeys = [[u8; 8]; 16];

fn round_keys(key: &[u8]) -> RoundKeys {
    let mut k = [0u8; 8];
    k.copy_from_slice(&key[..8]);
    let mut cd = permute(u64::from_be_bytes(k), 64, &PC1);
    k.zeroize();
    let (mut c, mut d) = ((cd >> 28) as u32, cd as u32 & 0x0fff_ffff);
    let mut keys = [[0u8; 8]; 16];
    for (rk, &shift) in keys.iter_mut().zip(&SHIFTS) {
        c = ((c << shift) | (c >> (28 - shift))) & 0x0fff_ffff;
        d = ((d << shift) | (d >> (28 - shift))) & 0x0fff_ffff;
        let mut k48 = permute((u64::from(c) << 28) | u64::from(d), 56, &PC2);
        for (i, chunk) in rk.iter_mut().enumerate() {
            *chunk = ((k48 >> (42 - 6 * i)) & 0x3f) as u8;
        }
        k48.zeroize();
    }
    cd.zeroize();
    c.zeroize();
    d.zeroize();
    keys
}

/// The round function f(R, K): expansion E, key mixing, S-boxes and P.
#[inline(always)]
fn f<V: SboxLayer>(r: u32, key: &[u8; 8]) -> u32 {
    // E's i-th 6-bit group is bits 4i .. 4i+5 of R (1-based from the left, wrapping round): the top six
    // bits of R rotated right by one, then left by 4i.
    let rotated = r.rotate_right(1);
    // Written out rather than looped, so that each S-box number is a constant in its `sbox_p`: LLVM
    // does not always unroll the loop, and the packed S-boxes then index their constants at run time.
    macro_rules! sbox {
        ($i:literal) => {
            V::sbox_p($i, (rotated.rotate_left(4 * $i) >> 26) ^ u32::from(key[$i]))
        };
    }
    sbox!(0) | sbox!(1) | sbox!(2) | sbox!(3) | sbox!(4) | sbox!(5) | sbox!(6) | sbox!(7)
}

/// The 16 Feistel rounds of one DES encryption (or decryption, with the keys reversed) on `(l, r)`;
/// returns the pre-output `(r16, l16)`, which is also the next DES's `(l0, r0)` once IP and FP cancel.
#[inline(always)]
fn feistel<'a, V: SboxLayer>(
    mut l: u32,
    mut r: u32,
    keys: impl Iterator<Item = &'a [u8; 8]>,
) -> (u32, u32) {
    for k in keys {
        (l, r) = (r, l ^ f::<V>(r, k));
    }
    (r, l)
}

/// A TDEA (EDE) key schedule with S-box variant `V`: [`PackedSboxes`] (default, constant time) or
/// [`TableBased`].
#[derive(Clone)]
pub struct Tdes<V: SboxLayer = PackedSboxes> {
    keys: [RoundKeys; 3],
    variant: PhantomData<V>,
}

/// `a` and `b` equal once their parity bits are dropped (compared in constant time).
fn same_des_key(a: &[u8], b: &[u8]) -> bool {
    let mut diff = 0u8;
    for (x, y) in a.iter().zip(b) {
        diff |= (x ^ y) & 0xfe;
    }
    crate::ct::bytes_eq(&[diff], &[0])
}

impl<V: SboxLayer> Tdes<V> {
    /// Keying option 1: `key = K1 || K2 || K3`. [`Error::InvalidKey`] when `K1 = K2` or `K2 = K3`.
    pub fn new(key: &[u8; 24]) -> Result<Self, Error> {
        let (k1, k2, k3) = (&key[..8], &key[8..16], &key[16..]);
        if same_des_key(k1, k2) || same_des_key(k2, k3) {
            return Err(Error::InvalidKey);
        }
        Ok(Self::from_keys(k1, k2, k3))
    }

    /// Keying option 2: `key = K1 || K2`, with `K3 = K1`. [`Error::InvalidKey`] when `K1 = K2`.
    pub fn new_two_key(key: &[u8; 16]) -> Result<Self, Error> {
        let (k1, k2) = (&key[..8], &key[8..]);
        if same_des_key(k1, k2) {
            return Err(Error::InvalidKey);
        }
        Ok(Self::from_keys(k1, k2, k1))
    }

    /// The schedule for three 8-byte keys, unchecked (the known-answer tests use `K1 = K2 = K3`).
    pub(crate) fn from_keys(k1: &[u8], k2: &[u8], k3: &[u8]) -> Self {
        Self {
            keys: [round_keys(k1), round_keys(k2), round_keys(k3)],
            variant: PhantomData,
        }
    }

    /// Encrypts one block: `E_K3(D_K2(E_K1(block)))`.
    pub fn encrypt_block(&self, block: &mut [u8; BLOCK_LEN]) {
        self.three_passes(block, [(0, false), (1, true), (2, false)]);
    }

    /// Decrypts one block: `D_K1(E_K2(D_K3(block)))`.
    pub fn decrypt_block(&self, block: &mut [u8; BLOCK_LEN]) {
        self.three_passes(block, [(2, true), (1, false), (0, true)]);
    }

    /// IP, three DES passes of 16 rounds (`(key index, decrypt)`: decryption runs the round keys
    /// backwards), FP. The FP and IP between passes cancel, so they are left out.
    fn three_passes(&self, block: &mut [u8; BLOCK_LEN], passes: [(usize, bool); 3]) {
        let x = initial_permutation(u64::from_be_bytes(*block));
        let (mut l, mut r) = ((x >> 32) as u32, x as u32);
        for (key, decrypt) in passes {
            let keys = &self.keys[key];
            (l, r) = if decrypt {
                feistel::<V>(l, r, keys.iter().rev())
            } else {
                feistel::<V>(l, r, keys.iter())
            };
        }
        *block = final_permutation((u64::from(l) << 32) | u64::from(r)).to_be_bytes();
    }

    /// ECB encryption of whole blocks, in place.
    pub fn ecb_encrypt_in_place(&self, data: &mut [u8]) -> Result<(), Error> {
        for block in whole_blocks(data)? {
            self.encrypt_block(block);
        }
        Ok(())
    }

    /// ECB decryption of whole blocks, in place.
    pub fn ecb_decrypt_in_place(&self, data: &mut [u8]) -> Result<(), Error> {
        for block in whole_blocks(data)? {
            self.decrypt_block(block);
        }
        Ok(())
    }

    /// CBC encryption of whole blocks, in place; `chain` (the IV on the first call) is left holding the
    /// last ciphertext block.
    pub fn cbc_encrypt_in_place(
        &self,
        chain: &mut [u8; BLOCK_LEN],
        data: &mut [u8],
    ) -> Result<(), Error> {
        for block in whole_blocks(data)? {
            xor_into(block, chain);
            self.encrypt_block(block);
            *chain = *block;
        }
        Ok(())
    }

    /// CBC decryption of whole blocks, in place; `chain` (the IV on the first call) is left holding the
    /// last ciphertext block.
    pub fn cbc_decrypt_in_place(
        &self,
        chain: &mut [u8; BLOCK_LEN],
        data: &mut [u8],
    ) -> Result<(), Error> {
        for block in whole_blocks(data)? {
            let ciphertext = *block;
            self.decrypt_block(block);
            xor_into(block, chain);
            *chain = ciphertext;
        }
        Ok(())
    }

    /// ECB encryption from `input` to `output` (same length, whole blocks).
    pub fn ecb_encrypt(&self, input: &[u8], output: &mut [u8]) -> Result<(), Error> {
        self.ecb_encrypt_in_place(copy_checked(input, output)?)
    }

    /// ECB decryption from `input` to `output` (same length, whole blocks).
    pub fn ecb_decrypt(&self, input: &[u8], output: &mut [u8]) -> Result<(), Error> {
        self.ecb_decrypt_in_place(copy_checked(input, output)?)
    }

    /// CBC encryption from `input` to `output` (same length, whole blocks) with initial vector `iv`.
    pub fn cbc_encrypt(
        &self,
        iv: &[u8; BLOCK_LEN],
        input: &[u8],
        output: &mut [u8],
    ) -> Result<(), Error> {
        self.cbc_encrypt_in_place(&mut { *iv }, copy_checked(input, output)?)
    }

    /// CBC decryption from `input` to `output` (same length, whole blocks) with initial vector `iv`.
    pub fn cbc_decrypt(
        &self,
        iv: &[u8; BLOCK_LEN],
        input: &[u8],
        output: &mut [u8],
    ) -> Result<(), Error> {
        self.cbc_decrypt_in_place(&mut { *iv }, copy_checked(input, output)?)
    }
}

impl<V: SboxLayer> Drop for Tdes<V> {
    fn drop(&mut self) {
        self.keys.zeroize();
    }
}

/// `data` as 8-byte blocks; [`Error::InvalidLength`] when it is not a whole number of them.
fn whole_blocks(data: &mut [u8]) -> Result<&mut [[u8; BLOCK_LEN]], Error> {
    let (blocks, tail) = data.as_chunks_mut::<BLOCK_LEN>();
    if tail.is_empty() {
        Ok(blocks)
    } else {
        Err(Error::InvalidLength)
    }
}

/// Copies `input` to `output` (after checking the lengths) for the out-of-place functions.
fn copy_checked<'a>(input: &[u8], output: &'a mut [u8]) -> Result<&'a mut [u8], Error> {
    if input.len() != output.len() || input.len() % BLOCK_LEN != 0 {
        return Err(Error::InvalidLength);
    }
    output.copy_from_slice(input);
    Ok(output)
}

fn xor_into(block: &mut [u8; BLOCK_LEN], other: &[u8; BLOCK_LEN]) {
    for (b, o) in block.iter_mut().zip(other) {
        *b ^= o;
    }
}

#[cfg(test)]
mod tests;
