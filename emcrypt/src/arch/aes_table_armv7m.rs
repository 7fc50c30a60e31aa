//! Table-based AES encryption of one block in Thumb-2 assembly for Armv7-M and Armv8-M Mainline
//! (Cortex-M3/M4/M7/M33).
//!
//! | target | technique | constant time |
//! | --- | --- | --- |
//! | thumbv7m, thumbv7em, thumbv8m.main | `aes_table_armv7m.s`: one 1 KiB T-table with the row rotations done by the barrel shifter inside the `EOR`s, four table loads back to back per column (they pipeline), round keys by `LDM`; last round reads S(x) as byte 1 of the same table | **no**: secret table indices (safe only without a data cache) |
//! | everything else (host, thumbv6m) | the Rust `cipher::aes::TableBased` | no |
//!
//! CBC encryption of a run of blocks is one call (`emcrypt_aes_table_cbc_encrypt_armv7m`, [`cbc_encrypt`]):
//! the chaining value stays in registers. Decryption stays in Rust.
#![allow(unsafe_code)]

// `raw`: the file is plain assembly (its `{r4-r11, lr}` register lists are not format placeholders).
core::arch::global_asm!(include_str!("aes_table_armv7m.s"), options(raw));

extern "C" {
    fn emcrypt_aes_table_encrypt_armv7m(block: *mut u8, keys: *const u32, mid_rounds: u32, te: *const u32);
    fn emcrypt_aes_table_cbc_encrypt_armv7m(args: *const CbcArgs);
}

/// The arguments of `emcrypt_aes_table_cbc_encrypt_armv7m` (layout shared with the assembly).
#[repr(C)]
struct CbcArgs {
    input: *const u8,
    output: *mut u8,
    blocks: usize,
    keys: *const u32,
    last_key: *const u32,
    te: *const u32,
    chain: *mut u8,
}

/// Encrypts `block` with the FIPS 197 round keys `keys` (11, 13 or 15 of them, column words) and the
/// T-table `te`.
pub(crate) fn encrypt(keys: &[[u32; 4]], te: &[u32; 256], block: &mut [u8; 16]) {
    // The assembly runs the rounds with MixColumns as one, then pairs: their count must be odd and at
    // least 3 (AES has 9, 11 or 13). Any other key count would be a caller bug, caught here instead of
    // reading past `keys`.
    assert!(matches!(keys.len(), 11 | 13 | 15));
    let mid_rounds = (keys.len() - 2) as u32;
    // SAFETY: the function reads and writes the 16 bytes of `block` (word accesses, unaligned allowed on
    // Armv7-M/Armv8-M Mainline), reads 4 words per round key for mid_rounds + 2 = keys.len() keys, all
    // inside `keys`, and reads `te` at word indices 0..=255 (and byte 1 of those words). It follows the
    // AAPCS (saves r4-r11 and lr, restores sp) and uses 8 bytes of stack beyond its pushes.
    unsafe { emcrypt_aes_table_encrypt_armv7m(block.as_mut_ptr(), keys.as_ptr().cast(), mid_rounds, te.as_ptr()) }
}

/// CBC encryption in place: each block is XOR-ed with the chaining value `iv` and encrypted; `iv` becomes
/// the last ciphertext block.
pub(crate) fn cbc_encrypt(keys: &[[u32; 4]], te: &[u32; 256], iv: &mut [u8; 16], blocks: &mut [[u8; 16]]) {
    let data = blocks.as_mut_ptr().cast::<u8>();
    cbc_encrypt_raw(keys, te, iv, data, data, blocks.len());
}

/// CBC encryption from `input` to `output` (the first `min(input.len(), output.len())` blocks).
pub(crate) fn cbc_encrypt_into(
    keys: &[[u32; 4]],
    te: &[u32; 256],
    iv: &mut [u8; 16],
    input: &[[u8; 16]],
    output: &mut [[u8; 16]],
) {
    let n = input.len().min(output.len());
    cbc_encrypt_raw(keys, te, iv, input.as_ptr().cast(), output.as_mut_ptr().cast(), n);
}

/// `input` and `output` are either equal or `blocks` whole blocks apart from any overlap (the callers
/// pass one `&mut` slice or a `&` and a `&mut` slice, which cannot overlap).
fn cbc_encrypt_raw(
    keys: &[[u32; 4]],
    te: &[u32; 256],
    iv: &mut [u8; 16],
    input: *const u8,
    output: *mut u8,
    blocks: usize,
) {
    assert!(matches!(keys.len(), 11 | 13 | 15));
    let args = CbcArgs {
        input,
        output,
        blocks,
        keys: keys.as_ptr().cast(),
        last_key: keys[keys.len() - 1].as_ptr(),
        te: te.as_ptr(),
        chain: iv.as_mut_ptr(),
    };
    // SAFETY: the assembly reads `blocks` blocks from `input` and writes as many to `output` (each block
    // read before its output is written, so input = output is fine), reads and writes the 16 bytes of
    // `iv`, reads the round keys from `keys` up to `last_key` (inside `keys`) and `te` at word indices
    // 0..=255; word accesses, unaligned allowed on Armv7-M/Armv8-M Mainline. AAPCS: saves r4-r11 and lr,
    // restores sp, 24 bytes of frame beyond its pushes.
    unsafe { emcrypt_aes_table_cbc_encrypt_armv7m(&args) }
}
