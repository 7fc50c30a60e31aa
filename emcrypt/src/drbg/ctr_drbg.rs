//! CTR_DRBG (NIST SP 800-90A Rev. 1 §10.2) over AES-128, AES-192 or AES-256 (any variant), with or
//! without the derivation function.
//!
//! The state is an AES key and a 128-bit counter V. Output is AES in counter mode; after every request
//! the Update function re-keys from more counter blocks, so earlier outputs cannot be recomputed from a
//! captured state (backtracking resistance).
//!
//! | type | derivation function | seeding inputs | security strength |
//! | --- | --- | --- | --- |
//! | [`CtrDrbg<A>`] | yes (Block_Cipher_df, §10.3.2) | entropy (≥ strength/8 bytes) and a nonce, any lengths; personalization and additional input of any length | key length of `A` |
//! | [`CtrDrbgNoDf<A>`] | no | entropy of exactly `seedlen` = key + 16 bytes of full entropy, no nonce; personalization and additional input at most `seedlen` bytes | key length of `A` |
//!
//! `A` is [`Aes128`](crate::cipher::aes::Aes128), [`Aes192`](crate::cipher::aes::Aes192) or
//! [`Aes256`](crate::cipher::aes::Aes256) with any variant (the default fixsliced one is constant
//! time). Inputs of the wrong length are [`Error::InvalidLength`]. The
//! schedule (reseed interval, request size, prediction resistance) is [`Drbg`]'s; see the
//! [module docs](super).
//!
//! ```
//! use emcrypt::cipher::aes::Aes256;
//! use emcrypt::drbg::CtrDrbg;
//! let mut drbg = CtrDrbg::<Aes256>::new(&[1u8; 32], &[2u8; 16], b"device 42").unwrap();
//! let mut out = [0u8; 64];
//! drbg.generate(&mut out, b"").unwrap();
//! ```

use super::{sealed, Drbg, Mechanism};
use crate::cipher::aes::{Aes, Variant};
use crate::cipher::{xor_in_place, Block, BlockCipher};
use crate::wipe::wipe_bytes;
use crate::Error;

/// An AES key size usable by CTR_DRBG: the block cipher and its key length.
pub trait DrbgCipher: BlockCipher {
    /// Key length in bytes (16, 24 or 32); the security strength is 8 times this.
    const KEY_LEN: usize;
}

impl<V: Variant, const R: usize> DrbgCipher for Aes<V, R> {
    const KEY_LEN: usize = Aes::<V, R>::KEY_LEN;
}

/// CTR_DRBG with the derivation function, over the AES type `A`.
pub type CtrDrbg<A> = Drbg<CtrDrbgState<A, true>>;
/// CTR_DRBG without the derivation function (full-entropy input of `seedlen` bytes), over `A`.
pub type CtrDrbgNoDf<A> = Drbg<CtrDrbgState<A, false>>;

/// Longest seed (AES-256: 32-byte key + 16-byte block).
const MAX_SEED_LEN: usize = 48;

/// The CTR_DRBG working state: the cipher keyed with Key, and V. `DF` selects the derivation function.
pub struct CtrDrbgState<A: DrbgCipher, const DF: bool> {
    cipher: A,
    v: Block,
}

/// `seedlen` in bytes: key length plus one block.
const fn seed_len<A: DrbgCipher>() -> usize {
    A::KEY_LEN + 16
}

fn increment(v: &mut Block) {
    *v = u128::from_be_bytes(*v).wrapping_add(1).to_be_bytes();
}

/// Fills `out` with E(key, V+1), E(key, V+2), ... (V advanced once per block, a partial last block
/// included). Four counter blocks per cipher call, which fixsliced AES runs as two pairs.
fn counter_blocks<A: DrbgCipher>(cipher: &A, v: &mut Block, out: &mut [u8]) {
    let mut batch = [[0u8; 16]; 4];
    for chunk in out.chunks_mut(64) {
        let blocks = &mut batch[..chunk.len().div_ceil(16)];
        for block in blocks.iter_mut() {
            increment(v);
            *block = *v;
        }
        cipher.encrypt_blocks(blocks);
        chunk.copy_from_slice(&blocks.as_flattened()[..chunk.len()]);
    }
    wipe_bytes(batch.as_flattened_mut());
}

/// BCC (§10.3.3) of `iv ‖ parts...`, zero-padded to whole blocks: CBC-MAC with a zero IV.
fn bcc<A: DrbgCipher>(cipher: &A, iv: &Block, parts: &[&[u8]]) -> Block {
    let mut chain = *iv;
    cipher.encrypt_block(&mut chain);
    let mut pos = 0;
    for &byte in parts.iter().flat_map(|p| p.iter()) {
        chain[pos] ^= byte;
        pos += 1;
        if pos == 16 {
            cipher.encrypt_block(&mut chain);
            pos = 0;
        }
    }
    if pos != 0 {
        cipher.encrypt_block(&mut chain);
    }
    chain
}

/// Block_Cipher_df (§10.3.2): derives `out.len()` (= seedlen) bytes from the concatenation of `inputs`.
fn derive<A: DrbgCipher>(inputs: &[&[u8]], out: &mut [u8]) {
    let input_len: usize = inputs.iter().map(|i| i.len()).sum();
    let mut header = [0u8; 8];
    header[..4].copy_from_slice(&(input_len as u32).to_be_bytes());
    header[4..].copy_from_slice(&(out.len() as u32).to_be_bytes());
    // S = L ‖ N ‖ input ‖ 0x80, zero-padded (the padding is BCC's).
    let mut s: [&[u8]; 6] = [&header, &[], &[], &[], &[], &[0x80]];
    s[1..1 + inputs.len()].copy_from_slice(inputs);
    let fixed_key: [u8; 32] = core::array::from_fn(|i| i as u8);
    let Ok(cipher) = A::new(&fixed_key[..A::KEY_LEN]) else { unreachable!("KEY_LEN is the cipher's key length") };
    let mut temp = [0u8; MAX_SEED_LEN];
    let temp = &mut temp[..seed_len::<A>()];
    for (i, chunk) in temp.chunks_mut(16).enumerate() {
        let mut iv = [0u8; 16];
        iv[..4].copy_from_slice(&(i as u32).to_be_bytes());
        let block = bcc(&cipher, &iv, &s);
        chunk.copy_from_slice(&block[..chunk.len()]);
    }
    let Ok(cipher) = A::new(&temp[..A::KEY_LEN]) else { unreachable!() };
    let mut x: Block = temp[A::KEY_LEN..].try_into().expect("one block");
    for chunk in out.chunks_mut(16) {
        cipher.encrypt_block(&mut x);
        chunk.copy_from_slice(&x[..chunk.len()]);
    }
    wipe_bytes(temp);
    wipe_bytes(&mut x);
}

impl<A: DrbgCipher, const DF: bool> CtrDrbgState<A, DF> {
    /// CTR_DRBG_Update (§10.2.1.2): seedlen bytes from the counter, XOR `provided` (seedlen bytes, or
    /// shorter: zero-padded), then split into the new Key and V.
    fn update(&mut self, provided: &[u8]) {
        let mut temp = [0u8; MAX_SEED_LEN];
        let temp = &mut temp[..seed_len::<A>()];
        counter_blocks(&self.cipher, &mut self.v, temp);
        xor_in_place(temp, provided);
        let Ok(cipher) = A::new(&temp[..A::KEY_LEN]) else { unreachable!() };
        self.cipher = cipher;
        self.v.copy_from_slice(&temp[A::KEY_LEN..]);
        wipe_bytes(temp);
    }

    /// The seed material: with the derivation function, df(inputs); without, the XOR of the inputs
    /// (each at most seedlen bytes, checked by `check_seed`).
    fn seed_material(inputs: &[&[u8]], out: &mut [u8]) {
        if DF {
            derive::<A>(inputs, out);
        } else {
            out.fill(0);
            for input in inputs {
                xor_in_place(out, input);
            }
        }
    }
}

impl<A: DrbgCipher, const DF: bool> Mechanism for CtrDrbgState<A, DF> {
    const SECURITY_STRENGTH: usize = 8 * A::KEY_LEN;
}

impl<A: DrbgCipher, const DF: bool> sealed::Functions for CtrDrbgState<A, DF> {
    /// §10.2.1.3: Key = 0, V = 0, then Update with the seed material.
    fn instantiate(entropy: &[u8], nonce: &[u8], personalization: &[u8]) -> Self {
        let Ok(cipher) = A::new(&[0u8; 32][..A::KEY_LEN]) else { unreachable!() };
        let mut state = Self { cipher, v: [0; 16] };
        let mut seed = [0u8; MAX_SEED_LEN];
        let seed = &mut seed[..seed_len::<A>()];
        Self::seed_material(&[entropy, nonce, personalization], seed);
        state.update(seed);
        wipe_bytes(seed);
        state
    }

    /// §10.2.1.4.
    fn reseed(&mut self, entropy: &[u8], additional: &[u8]) {
        let mut seed = [0u8; MAX_SEED_LEN];
        let seed = &mut seed[..seed_len::<A>()];
        Self::seed_material(&[entropy, additional], seed);
        self.update(seed);
        wipe_bytes(seed);
    }

    /// §10.2.1.5: Update with the (derived) additional input if any, counter-mode output, Update again.
    fn generate(&mut self, out: &mut [u8], additional: &[u8], _reseed_counter: u64) {
        let mut add = [0u8; MAX_SEED_LEN];
        let add = &mut add[..seed_len::<A>()];
        if !additional.is_empty() {
            Self::seed_material(&[additional], add);
            self.update(add);
        }
        counter_blocks(&self.cipher, &mut self.v, out);
        self.update(add);
        wipe_bytes(add);
    }

    /// Without the derivation function: entropy of exactly seedlen bytes, no nonce, personalization or
    /// additional input of at most seedlen bytes (§10.2.1.3.1, §10.2.1.4.1).
    fn check_seed(entropy: &[u8], nonce: &[u8], extra: &[u8]) -> Result<(), Error> {
        if !DF && (entropy.len() != seed_len::<A>() || !nonce.is_empty() || extra.len() > seed_len::<A>()) {
            return Err(Error::InvalidLength);
        }
        if DF && (entropy.len() + nonce.len() + extra.len()) as u64 > u64::from(u32::MAX) {
            return Err(Error::InvalidLength);
        }
        Ok(())
    }

    fn check_additional(additional: &[u8]) -> Result<(), Error> {
        Self::check_seed(&[0; MAX_SEED_LEN][..seed_len::<A>()], &[], additional)
    }
}

impl<A: DrbgCipher, const DF: bool> Drop for CtrDrbgState<A, DF> {
    fn drop(&mut self) {
        // The cipher wipes its own key schedule.
        wipe_bytes(&mut self.v);
    }
}
