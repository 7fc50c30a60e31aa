//! Table-based AES: each round is 16 lookups in a 1 KiB "T-table" that merges SubBytes, ShiftRows and
//! MixColumns, with byte rotations standing in for the usual four tables (free on Cortex-M3/M4, where the
//! barrel shifter rotates an operand in the same instruction).
//!
//! **Not constant time in general**: the tables are indexed with secret bytes. This is timing-safe only on a
//! core without data cache (Cortex-M0+, M3, M4, M33 running from flash or SRAM without a cache in the
//! path). Never the default. Constants: `TE` (1 KiB) for encryption, `TD` (1 KiB) and `INV_SBOX` (256 B)
//! for decryption; the encryption's last round reads the S-box out of `TE`.
//!
//! On Armv7-M and Armv8-M Mainline (Cortex-M3/M4/M33) encryption runs `arch/aes_table_armv7m.s`, the same
//! round written by hand: four byte extractions, four table loads back to back (they pipeline on the M3/M4)
//! and four EORs with the rotation in the barrel shifter per column, about 57 cycles a round. Cortex-M4
//! model, AES-128, 8000 bytes, one-shot API (`emcrypt-bench`, `aes128-table/...`): CBC encryption 448,005
//! → 368,506 cycles (56 → 46.1 c/B), CTR 476,128 → 391,446 (60 → 48.9 c/B). CBC encryption then ran the
//! whole chain in one assembly call (`cbc_chain_encrypt`: the chaining value stays in registers, no call,
//! frame, Rust XOR or copy per block): 368,506 → 333,656 cycles (41.7 c/B; the target is 45).
//! A 4 KiB table set would not help: the rotations cost nothing. Decryption is still Rust.
//!
//! Decryption uses the "equivalent inverse cipher" (FIPS 197 §5.3.5), whose middle round keys carry
//! InvMixColumns, so the expanded key holds both key schedules.

use super::compact::inv_mix_column;
use super::{expand_key_words, xtime, Block, Variant};
use crate::wipe::wipe_words;

/// Table-based AES (the CMOX "Fast" configuration): fastest single block, **not constant time on cores
/// with a data cache**; see the [module documentation](super).
#[derive(Clone, Copy, Debug, Default)]
pub struct TableBased;

/// Multiplication in GF(2^8), usable in constant expressions; branch-free on its operands.
const fn gf_mul(a: u8, b: u8) -> u8 {
    let (mut a, mut b, mut p) = (a, b, 0u8);
    let mut i = 0;
    while i < 8 {
        p ^= a & 0u8.wrapping_sub(b & 1);
        a = xtime(a);
        b >>= 1;
        i += 1;
    }
    p
}

/// The S-box, computed at compile time from its definition: inversion in GF(2^8) (`x^254`), then the
/// affine map `b ^ rotl(b,1) ^ rotl(b,2) ^ rotl(b,3) ^ rotl(b,4) ^ 0x63` (FIPS 197 §5.1.1).
const fn make_sbox() -> [u8; 256] {
    let mut sbox = [0u8; 256];
    let mut x = 0;
    while x < 256 {
        // x^254 = x^(2+4+8+16+32+64+128)
        let mut inv = 1u8;
        let mut sq = x as u8;
        let mut e = 0;
        while e < 7 {
            sq = gf_mul(sq, sq);
            inv = gf_mul(inv, sq);
            e += 1;
        }
        sbox[x] = inv ^ inv.rotate_left(1) ^ inv.rotate_left(2) ^ inv.rotate_left(3) ^ inv.rotate_left(4) ^ 0x63;
        x += 1;
    }
    sbox
}

const fn make_inv_sbox(sbox: &[u8; 256]) -> [u8; 256] {
    let mut inv = [0u8; 256];
    let mut x = 0;
    while x < 256 {
        inv[sbox[x] as usize] = x as u8;
        x += 1;
    }
    inv
}

/// The AES S-box (used by tests and to build the tables; the encryption rounds read it from `TE`).
pub(super) const SBOX: [u8; 256] = make_sbox();
/// The inverse S-box, for the last decryption round.
pub(super) const INV_SBOX: [u8; 256] = make_inv_sbox(&SBOX);

/// `TE[x]` is the MixColumns column `(2s, s, s, 3s)` of `s = S(x)`, as a little-endian word (row 0 in the
/// low byte). Byte 1 is `S(x)` itself, which the last round uses.
static TE: [u32; 256] = {
    let mut t = [0u32; 256];
    let mut x = 0;
    while x < 256 {
        let s = SBOX[x];
        t[x] = u32::from_le_bytes([gf_mul(s, 2), s, s, gf_mul(s, 3)]);
        x += 1;
    }
    t
};

/// `TD[x]` is the InvMixColumns column `(14i, 9i, 13i, 11i)` of `i = InvS(x)`.
static TD: [u32; 256] = {
    let mut t = [0u32; 256];
    let mut x = 0;
    while x < 256 {
        let i = INV_SBOX[x];
        t[x] = u32::from_le_bytes([gf_mul(i, 14), gf_mul(i, 9), gf_mul(i, 13), gf_mul(i, 11)]);
        x += 1;
    }
    t
};

/// Both key schedules as little-endian column words: `enc[i]` for round `i`, `dec[i]` for decryption round
/// `i` of the equivalent inverse cipher (InvMixColumns applied to the middle ones).
pub struct TableKeys<const R: usize> {
    enc: [[u32; 4]; R],
    dec: [[u32; 4]; R],
}

/// SubWord of the key expansion by the encryption table (`S(x)` is byte 1 of `TE[x]`): key bytes index
/// `TE` here as they do in the first round, so the variant's timing caveat is unchanged, and it costs a
/// few cycles where the constant-time circuit costs about 350 a word (ten words for AES-128).
fn sub_word(w: u32) -> u32 {
    let s = |row: u32| (TE[byte(w, row)] >> 8) & 0xff;
    s(0) | s(1) << 8 | s(2) << 16 | s(3) << 24
}

/// The key expansion into the encryption round keys (as words). Out of line and not generic, so all key
/// sizes share one copy.
#[inline(never)]
fn expand_encryption_keys(key: &[u8], words: &mut [u32]) {
    expand_key_words(key, words, sub_word);
}

/// The decryption round keys of the equivalent inverse cipher from the encryption ones: reversed, with
/// InvMixColumns on the middle ones (by arithmetic on whole column words, no table).
fn derive_decryption_keys<const R: usize>(keys: &mut TableKeys<R>) {
    for i in 0..R {
        let rk = keys.enc[i];
        keys.dec[R - 1 - i] = if i == 0 || i == R - 1 { rk } else { rk.map(inv_mix_column) };
    }
}

fn load(block: &Block) -> [u32; 4] {
    let mut s = [0u32; 4];
    for (w, b) in s.iter_mut().zip(block.as_chunks::<4>().0) {
        *w = u32::from_le_bytes(*b);
    }
    s
}

fn store(s: &[u32; 4], block: &mut Block) {
    for (b, w) in block.as_chunks_mut::<4>().0.iter_mut().zip(s) {
        *b = w.to_le_bytes();
    }
}

#[inline(always)]
fn byte(w: u32, row: u32) -> usize {
    ((w >> (8 * row)) & 0xff) as usize
}

impl Variant for TableBased {
    type RoundKeys<const R: usize> = TableKeys<R>;

    fn convert<const R: usize>(round_keys: &[Block; R]) -> TableKeys<R> {
        let mut keys = TableKeys { enc: core::array::from_fn(|i| load(&round_keys[i])), dec: [[0; 4]; R] };
        derive_decryption_keys(&mut keys);
        keys
    }

    /// The schedule's words are the encryption round keys: expanded straight into them (no byte array, no
    /// conversion), with SubWord by table; then the decryption keys from them.
    #[inline(always)]
    fn expand<const R: usize>(key: &[u8]) -> TableKeys<R> {
        let mut keys = TableKeys { enc: [[0; 4]; R], dec: [[0; 4]; R] };
        expand_encryption_keys(key, keys.enc.as_flattened_mut());
        derive_decryption_keys(&mut keys);
        keys
    }

    fn wipe<const R: usize>(keys: &mut TableKeys<R>) {
        wipe_words(keys.enc.as_flattened_mut());
        wipe_words(keys.dec.as_flattened_mut());
    }

    fn encrypt_block<const R: usize>(keys: &TableKeys<R>, block: &mut Block) {
        #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
        crate::arch::aes_table_armv7m::encrypt(&keys.enc, &TE, block);
        #[cfg(not(all(target_arch = "arm", target_os = "none", target_has_atomic = "32")))]
        portable_encrypt_block(keys, block);
    }

    fn decrypt_block<const R: usize>(keys: &TableKeys<R>, block: &mut Block) {
        decrypt_block(keys, block);
    }

    // CBC encryption: the whole chain in one assembly call, the chaining value kept in registers.
    #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
    fn cbc_chain_encrypt<const R: usize>(keys: &TableKeys<R>, iv: &mut Block, blocks: &mut [Block]) {
        crate::arch::aes_table_armv7m::cbc_encrypt(&keys.enc, &TE, iv, blocks);
    }

    #[cfg(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"))]
    fn cbc_chain_encrypt_into<const R: usize>(
        keys: &TableKeys<R>,
        iv: &mut Block,
        input: &[Block],
        output: &mut [Block],
    ) {
        crate::arch::aes_table_armv7m::cbc_encrypt_into(&keys.enc, &TE, iv, input, output);
    }
}

/// Encrypts one block in Rust: the reference for the assembly of `arch/aes_table_armv7m.s`, which runs
/// instead on Armv7-M and Armv8-M Mainline.
#[cfg_attr(all(target_arch = "arm", target_os = "none", target_has_atomic = "32"), allow(dead_code))]
fn portable_encrypt_block<const R: usize>(keys: &TableKeys<R>, block: &mut Block) {
    let mut s = load(block);
    for (w, k) in s.iter_mut().zip(&keys.enc[0]) {
        *w ^= k;
    }
    for rk in &keys.enc[1..R - 1] {
        let mut t = [0u32; 4];
        for c in 0..4 {
            // Row r of output column c comes from column c + r (ShiftRows), through TE rotated to row r.
            t[c] = TE[byte(s[c], 0)]
                ^ TE[byte(s[(c + 1) % 4], 1)].rotate_left(8)
                ^ TE[byte(s[(c + 2) % 4], 2)].rotate_left(16)
                ^ TE[byte(s[(c + 3) % 4], 3)].rotate_left(24)
                ^ rk[c];
        }
        s = t;
    }
    // Last round: SubBytes and ShiftRows only; S(x) is byte 1 of TE[x].
    let sb = |w: u32, row: u32| (TE[byte(w, row)] >> 8) & 0xff;
    let mut t = [0u32; 4];
    for c in 0..4 {
        t[c] = (sb(s[c], 0) | sb(s[(c + 1) % 4], 1) << 8 | sb(s[(c + 2) % 4], 2) << 16 | sb(s[(c + 3) % 4], 3) << 24)
            ^ keys.enc[R - 1][c];
    }
    store(&t, block);
}

/// Decrypts one block (equivalent inverse cipher).
fn decrypt_block<const R: usize>(keys: &TableKeys<R>, block: &mut Block) {
    let mut s = load(block);
    for (w, k) in s.iter_mut().zip(&keys.dec[0]) {
        *w ^= k;
    }
    for rk in &keys.dec[1..R - 1] {
        let mut t = [0u32; 4];
        for c in 0..4 {
            // InvShiftRows: row r of output column c comes from column c - r.
            t[c] = TD[byte(s[c], 0)]
                ^ TD[byte(s[(c + 3) % 4], 1)].rotate_left(8)
                ^ TD[byte(s[(c + 2) % 4], 2)].rotate_left(16)
                ^ TD[byte(s[(c + 1) % 4], 3)].rotate_left(24)
                ^ rk[c];
        }
        s = t;
    }
    let isb = |w: u32, row: u32| INV_SBOX[byte(w, row)] as u32;
    let mut t = [0u32; 4];
    for c in 0..4 {
        t[c] =
            (isb(s[c], 0) | isb(s[(c + 3) % 4], 1) << 8 | isb(s[(c + 2) % 4], 2) << 16 | isb(s[(c + 1) % 4], 3) << 24)
                ^ keys.dec[R - 1][c];
    }
    store(&t, block);
}
