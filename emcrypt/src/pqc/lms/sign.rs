//! LMS and HSS key generation and signing with a caller-managed state that cannot hand out a one-time
//! key twice.
//!
//! # Keys from a seed
//! The private key is `(I, SEED)` plus the index of the next unused leaf: every one-time secret is
//! `x_q[i] = H(I || u32str(q) || u16str(i) || u8str(0xff) || SEED)` (RFC 8554 Appendix A, SP 800-208
//! §6.2). The message randomizer C and, for HSS, each child tree's SEED and I are derived the same way
//! with `i` = 0xfffd, 0xfffe, 0xffff (the hash-sigs reference implementation's convention), so an HSS
//! key is the top `(I, SEED)`, the parameter sets, and one 64-bit counter.
//!
//! # State before signature
//! [`LmsPrivateKey::sign`] and [`HssPrivateKey::sign`] advance the counter in memory, serialize the new
//! state, and pass it to the caller's `persist` closure **before** computing the signature. If `persist`
//! fails, no signature is produced (the skipped leaf is simply never used). A key whose leaves are all used
//! returns `Err(InvalidKey)`.
//!
//! # Cost
//! No tree is stored: each signature recomputes the tree of every level from the seed (treehash with a
//! stack of h + 1 nodes), so signing costs about as much as key generation, 2^h one-time public keys per
//! level. That keeps RAM at a few hundred bytes; it suits small trees (h = 5, 10) on a microcontroller.
//! For a single LMS tree, [`LmsSigner`](super::LmsSigner) (`traversal.rs`) keeps the authentication path in
//! a buffer of the caller's and updates it, at most h + 1 one-time public keys per signature.

use zeroize::Zeroize;

use super::hasher::{with_prefix, MAX_N};
use super::ots::{self, DERIVE_C, DERIVE_CHILD_I, DERIVE_CHILD_SEED, D_INTR, D_LEAF};
use super::params::{LmotsAlgorithm, LmsAlgorithm, LmsParams};
use super::verify::MAX_LEVELS;
use crate::Error;
use rand_core::TryCryptoRng;

/// The longest serialized HSS state: L, 8 pairs of type codes, the counter, I and a 32-byte SEED.
pub const HSS_MAX_STATE_LEN: usize = 4 + 8 * MAX_LEVELS as usize + 8 + 16 + MAX_N;
/// The longest serialized LMS state: two type codes, q, I and a 32-byte SEED.
pub const LMS_MAX_STATE_LEN: usize = 12 + 16 + MAX_N;

/// The highest tree LMS defines (h = 25): the treehash stack holds one node per height plus one.
pub(super) const MAX_HEIGHT: usize = 25;

/// The leaf node `T[2^h + i] = H(I || u32str(2^h + i) || D_LEAF || K_i)` of one-time key `i`.
pub(super) fn leaf_node(params: LmsParams, id: &[u8; 16], seed: &[u8], i: u32) -> [u8; MAX_N] {
    let m = params.lms.m();
    let k = ots::public_key(params.ots, id, i, seed);
    let mut h = with_prefix(params.lms.hash(), m, id, (1 << params.lms.h()) + i);
    h.update(&D_LEAF);
    h.update(&k[..m]);
    h.finalize()
}

/// The parent of two sibling nodes, at height `height` and index `index` (of the left or right child) in
/// their level: `T[r] = H(I || u32str(r) || D_INTR || left || right)` with `r` the parent's node number.
pub(super) fn parent_node(params: LmsParams, id: &[u8; 16], height: u32, index: u32, left: &[u8], right: &[u8]) -> [u8; MAX_N] {
    let m = params.lms.m();
    let r = ((1u32 << (params.lms.h() - height)) + index) / 2;
    let mut hasher = with_prefix(params.lms.hash(), m, id, r);
    hasher.update(&D_INTR);
    hasher.update(&left[..m]);
    hasher.update(&right[..m]);
    hasher.finalize()
}

/// Computes the tree root by treehash over all 2^h leaves, keeping at most h + 1 nodes on a stack, and
/// shows every node below the root to `visit(height, index, node)` as it is completed.
pub(super) fn treehash(params: LmsParams, id: &[u8; 16], seed: &[u8], mut visit: impl FnMut(u32, u32, &[u8; MAX_N])) -> [u8; MAX_N] {
    let h = params.lms.h();
    let mut stack = [[0u8; MAX_N]; MAX_HEIGHT + 1];
    let mut heights = [0u32; MAX_HEIGHT + 1];
    let mut top = 0;
    for leaf in 0..(1u32 << h) {
        let mut node = leaf_node(params, id, seed, leaf);
        let (mut height, mut index) = (0u32, leaf);
        loop {
            if height < h {
                visit(height, index, &node);
            }
            if top == 0 || heights[top - 1] != height {
                break;
            }
            // `node` is a right child: combine it with its left sibling into the parent.
            node = parent_node(params, id, height, index, &stack[top - 1], &node);
            top -= 1;
            height += 1;
            index /= 2;
        }
        stack[top] = node;
        heights[top] = height;
        top += 1;
    }
    stack[0]
}

/// Writes `u32str(type) || u32str(otstype) || I || root` into `out[..params.public_key_len()]`.
fn write_public_key(params: LmsParams, id: &[u8; 16], root: &[u8], out: &mut [u8]) {
    out[..4].copy_from_slice(&params.lms.code().to_be_bytes());
    out[4..8].copy_from_slice(&params.ots.code().to_be_bytes());
    out[8..24].copy_from_slice(id);
    out[24..24 + params.lms.m()].copy_from_slice(&root[..params.lms.m()]);
}

/// Writes `u32str(q) || LM-OTS signature || u32str(type)` of leaf `q` into the start of `out` and returns
/// the rest of `out[..params.signature_len()]`: the place of the h authentication path nodes.
pub(super) fn write_signature_head<'o>(params: LmsParams, id: &[u8; 16], seed: &[u8], q: u32, c: &[u8], message: &[u8], out: &'o mut [u8]) -> &'o mut [u8] {
    let ots_len = params.ots.signature_len();
    out[..4].copy_from_slice(&q.to_be_bytes());
    ots::sign(params.ots, id, q, seed, c, message, &mut out[4..4 + ots_len]);
    out[4 + ots_len..8 + ots_len].copy_from_slice(&params.lms.code().to_be_bytes());
    &mut out[8 + ots_len..params.signature_len()]
}

/// Writes the LMS signature of leaf `q` into `out[..params.signature_len()]` and returns the tree root.
fn write_signature(params: LmsParams, id: &[u8; 16], seed: &[u8], q: u32, c: &[u8], message: &[u8], out: &mut [u8]) -> [u8; MAX_N] {
    let path = write_signature_head(params, id, seed, q, c, message, out);
    authentication_path(params, id, seed, q, path)
}

/// Writes leaf `q`'s authentication path (the sibling of its ancestor at each height, h nodes) into
/// `path`, found by one treehash over the whole tree, and returns the root.
fn authentication_path(params: LmsParams, id: &[u8; 16], seed: &[u8], q: u32, path: &mut [u8]) -> [u8; MAX_N] {
    let m = params.lms.m();
    treehash(params, id, seed, |height, index, node| {
        if index == (q >> height) ^ 1 {
            path[height as usize * m..][..m].copy_from_slice(&node[..m]);
        }
    })
}

fn check_seed(params: LmsParams, seed: &[u8]) -> Result<(), Error> {
    if seed.len() != params.n() {
        return Err(Error::InvalidLength);
    }
    Ok(())
}

/// An LMS private key (one tree): parameter sets, I, SEED and the next unused leaf q.
///
/// Its state, serialized as `u32str(type) || u32str(otstype) || u32str(q) || I || SEED` (the layout
/// RustCrypto `lms-signature` uses), must be stored by the caller after every signature; see
/// [`sign`](Self::sign). SEED is wiped when the key is dropped.
pub struct LmsPrivateKey {
    params: LmsParams,
    id: [u8; 16],
    seed: [u8; MAX_N],
    q: u32,
}

impl LmsPrivateKey {
    /// A key from its identifier `id` and secret `seed` (n bytes), starting at leaf 0.
    pub fn from_seed(params: LmsParams, id: [u8; 16], seed: &[u8]) -> Result<Self, Error> {
        check_seed(params, seed)?;
        let mut s = [0u8; MAX_N];
        s[..seed.len()].copy_from_slice(seed);
        Ok(Self { params, id, seed: s, q: 0 })
    }

    /// A fresh key: I and SEED drawn from `rng`.
    pub fn generate<R: TryCryptoRng + ?Sized>(params: LmsParams, rng: &mut R) -> Result<Self, Error> {
        let mut id = [0u8; 16];
        let mut seed = [0u8; MAX_N];
        rng.try_fill_bytes(&mut id).map_err(|_| Error::RngFailure)?;
        rng.try_fill_bytes(&mut seed[..params.n()]).map_err(|_| Error::RngFailure)?;
        let key = Self::from_seed(params, id, &seed[..params.n()]);
        seed.zeroize();
        key
    }

    /// Restores a key from its serialized state.
    pub fn from_state(state: &[u8]) -> Result<Self, Error> {
        if state.len() < 12 {
            return Err(Error::InvalidLength);
        }
        let code = |at: usize| u32::from_be_bytes([state[at], state[at + 1], state[at + 2], state[at + 3]]);
        let params = LmsParams::from_codes(code(0), code(4))?;
        if state.len() != 28 + params.n() {
            return Err(Error::InvalidLength);
        }
        let mut id = [0u8; 16];
        id.copy_from_slice(&state[12..28]);
        let mut key = Self::from_seed(params, id, &state[28..])?;
        key.q = code(8);
        Ok(key)
    }

    /// Length of the serialized state: 28 + n bytes.
    pub fn state_len(&self) -> usize {
        28 + self.params.n()
    }

    /// Serializes the state into `out[..state_len()]` and returns that length.
    pub fn write_state(&self, out: &mut [u8]) -> Result<usize, Error> {
        let len = self.state_len();
        let out = out.get_mut(..len).ok_or(Error::BufferTooSmall)?;
        out[..4].copy_from_slice(&self.params.lms.code().to_be_bytes());
        out[4..8].copy_from_slice(&self.params.ots.code().to_be_bytes());
        out[8..12].copy_from_slice(&self.q.to_be_bytes());
        out[12..28].copy_from_slice(&self.id);
        out[28..].copy_from_slice(&self.seed[..self.params.n()]);
        Ok(len)
    }

    /// The parameter sets.
    pub fn params(&self) -> LmsParams {
        self.params
    }

    /// The next unused leaf.
    pub fn q(&self) -> u32 {
        self.q
    }

    /// How many signatures the key can still make.
    pub fn remaining(&self) -> u64 {
        (1u64 << self.params.lms.h()).saturating_sub(u64::from(self.q))
    }

    /// Writes the public key (`params().public_key_len()` bytes) into `out`; this builds the whole tree.
    pub fn public_key(&self, out: &mut [u8]) -> Result<usize, Error> {
        let len = self.params.public_key_len();
        let out = out.get_mut(..len).ok_or(Error::BufferTooSmall)?;
        let root = treehash(self.params, &self.id, &self.seed[..self.params.n()], |_, _, _| {});
        write_public_key(self.params, &self.id, &root, out);
        Ok(len)
    }

    /// Signs `message` into `signature[..params().signature_len()]` with the next unused leaf, using a
    /// pseudorandom C. The key advances first and `persist` receives the new state; the signature is
    /// computed only if `persist` returns `Ok`. `Err(InvalidKey)` when every leaf has been used,
    /// `Err(BufferTooSmall)` (without using a leaf) when `signature` is too short.
    pub fn sign<F>(&mut self, message: &[u8], signature: &mut [u8], persist: F) -> Result<usize, Error>
    where
        F: FnOnce(&[u8]) -> Result<(), Error>,
    {
        self.sign_inner(None, message, signature, persist)
    }

    /// As [`sign`](Self::sign), with the n-byte randomizer C taken from the caller (for example from a
    /// hardware random generator, or a known-answer test).
    pub fn sign_with_randomizer<F>(&mut self, c: &[u8], message: &[u8], signature: &mut [u8], persist: F) -> Result<usize, Error>
    where
        F: FnOnce(&[u8]) -> Result<(), Error>,
    {
        if c.len() != self.params.n() {
            return Err(Error::InvalidLength);
        }
        self.sign_inner(Some(c), message, signature, persist)
    }

    fn sign_inner<F>(&mut self, c: Option<&[u8]>, message: &[u8], signature: &mut [u8], persist: F) -> Result<usize, Error>
    where
        F: FnOnce(&[u8]) -> Result<(), Error>,
    {
        let len = self.params.signature_len();
        let signature = signature.get_mut(..len).ok_or(Error::BufferTooSmall)?;
        let q = self.reserve_leaf(persist)?;
        let path = self.write_head(q, c, message, signature);
        let (id, seed) = (&self.id, &self.seed[..self.params.n()]);
        authentication_path(self.params, id, seed, q, path);
        Ok(len)
    }

    /// The state-before-signature rule: takes the next unused leaf, advances the key past it and hands the
    /// new state to `persist`. Returns the leaf only if `persist` succeeded; either way the leaf is spent.
    /// `Err(InvalidKey)` when every leaf has been used.
    pub(super) fn reserve_leaf<F>(&mut self, persist: F) -> Result<u32, Error>
    where
        F: FnOnce(&[u8]) -> Result<(), Error>,
    {
        if self.remaining() == 0 {
            return Err(Error::InvalidKey);
        }
        let q = self.q;
        self.q += 1;
        let mut state = [0u8; LMS_MAX_STATE_LEN];
        let state_len = self.write_state(&mut state)?;
        let saved = persist(&state[..state_len]);
        state.zeroize();
        saved?;
        Ok(q)
    }

    /// Writes all of leaf `q`'s signature but the authentication path (C derived from the seed unless
    /// given) and returns the place of the path in `signature` (of `params().signature_len()` bytes).
    pub(super) fn write_head<'o>(&self, q: u32, c: Option<&[u8]>, message: &[u8], signature: &'o mut [u8]) -> &'o mut [u8] {
        let n = self.params.n();
        let seed = &self.seed[..n];
        let mut derived_c = ots::derive(self.params.ots, &self.id, q, DERIVE_C, seed);
        let c = c.unwrap_or(&derived_c[..n]);
        let path = write_signature_head(self.params, &self.id, seed, q, c, message, signature);
        derived_c.zeroize();
        path
    }

    /// Identifier I and SEED, for the tree traversal of [`LmsSigner`](super::LmsSigner).
    pub(super) fn id_and_seed(&self) -> (&[u8; 16], &[u8]) {
        (&self.id, &self.seed[..self.params.n()])
    }
}

impl Drop for LmsPrivateKey {
    fn drop(&mut self) {
        self.seed.zeroize();
    }
}

/// An HSS private key (RFC 8554 §6): 1 to 8 levels of LMS trees, the top tree's I and SEED, and a counter
/// of signatures made. Each lower tree's I and SEED are derived from its parent and the parent leaf that
/// signs it, so the counter alone says which leaf of every level the next signature uses.
///
/// State layout: `u32str(L) || (u32str(type) || u32str(otstype)) * L || u64str(counter) || I || SEED`.
pub struct HssPrivateKey {
    levels: usize,
    params: [LmsParams; MAX_LEVELS as usize],
    id: [u8; 16],
    seed: [u8; MAX_N],
    counter: u64,
}

impl HssPrivateKey {
    /// A key for the given levels (top first) from the top tree's `id` and `seed` (n bytes).
    /// `Err(InvalidParameter)` for 0 or more than 8 levels, trees of more than 2^64 leaves in all, or
    /// levels of different output lengths n (hash families may differ).
    pub fn from_seed(levels: &[LmsParams], id: [u8; 16], seed: &[u8]) -> Result<Self, Error> {
        if levels.is_empty() || levels.len() > MAX_LEVELS as usize {
            return Err(Error::InvalidParameter);
        }
        if levels.iter().map(|p| p.lms.h()).sum::<u32>() > 64 {
            return Err(Error::InvalidParameter);
        }
        // Each child SEED is an n-byte output of its parent's hash: one n for all levels keeps it full length.
        if levels.iter().any(|p| p.n() != levels[0].n()) {
            return Err(Error::InvalidParameter);
        }
        check_seed(levels[0], seed)?;
        let mut params = [levels[0]; MAX_LEVELS as usize];
        params[..levels.len()].copy_from_slice(levels);
        let mut s = [0u8; MAX_N];
        s[..seed.len()].copy_from_slice(seed);
        Ok(Self { levels: levels.len(), params, id, seed: s, counter: 0 })
    }

    /// A fresh key: I and SEED drawn from `rng`.
    pub fn generate<R: TryCryptoRng + ?Sized>(levels: &[LmsParams], rng: &mut R) -> Result<Self, Error> {
        let n = levels.first().ok_or(Error::InvalidParameter)?.n();
        let mut id = [0u8; 16];
        let mut seed = [0u8; MAX_N];
        rng.try_fill_bytes(&mut id).map_err(|_| Error::RngFailure)?;
        rng.try_fill_bytes(&mut seed[..n]).map_err(|_| Error::RngFailure)?;
        let key = Self::from_seed(levels, id, &seed[..n]);
        seed.zeroize();
        key
    }

    /// Restores a key from its serialized state.
    pub fn from_state(state: &[u8]) -> Result<Self, Error> {
        let word = |at: usize| -> Result<u32, Error> {
            let b = state.get(at..at + 4).ok_or(Error::InvalidLength)?;
            Ok(u32::from_be_bytes([b[0], b[1], b[2], b[3]]))
        };
        let levels = word(0)? as usize;
        if levels == 0 || levels > MAX_LEVELS as usize {
            return Err(Error::InvalidParameter);
        }
        let mut params = [LmsParams::new(LmsAlgorithm::Sha256M32H5, LmotsAlgorithm::Sha256N32W1)?; MAX_LEVELS as usize];
        for (l, p) in params[..levels].iter_mut().enumerate() {
            *p = LmsParams::from_codes(word(4 + 8 * l)?, word(8 + 8 * l)?)?;
        }
        let at = 4 + 8 * levels;
        if state.len() != at + 8 + 16 + params[0].n() {
            return Err(Error::InvalidLength);
        }
        let counter = u64::from_be_bytes(state[at..at + 8].try_into().map_err(|_| Error::InvalidLength)?);
        let mut id = [0u8; 16];
        id.copy_from_slice(&state[at + 8..at + 24]);
        let mut key = Self::from_seed(&params[..levels], id, &state[at + 24..])?;
        key.counter = counter;
        Ok(key)
    }

    /// Length of the serialized state.
    pub fn state_len(&self) -> usize {
        4 + 8 * self.levels + 8 + 16 + self.params[0].n()
    }

    /// Serializes the state into `out[..state_len()]` and returns that length.
    pub fn write_state(&self, out: &mut [u8]) -> Result<usize, Error> {
        let len = self.state_len();
        let out = out.get_mut(..len).ok_or(Error::BufferTooSmall)?;
        out[..4].copy_from_slice(&(self.levels as u32).to_be_bytes());
        for (l, p) in self.levels().iter().enumerate() {
            out[4 + 8 * l..8 + 8 * l].copy_from_slice(&p.lms.code().to_be_bytes());
            out[8 + 8 * l..12 + 8 * l].copy_from_slice(&p.ots.code().to_be_bytes());
        }
        let at = 4 + 8 * self.levels;
        out[at..at + 8].copy_from_slice(&self.counter.to_be_bytes());
        out[at + 8..at + 24].copy_from_slice(&self.id);
        out[at + 24..].copy_from_slice(&self.seed[..self.params[0].n()]);
        Ok(len)
    }

    /// The parameter sets, top level first.
    pub fn levels(&self) -> &[LmsParams] {
        &self.params[..self.levels]
    }

    /// Signatures made so far.
    pub fn counter(&self) -> u64 {
        self.counter
    }

    fn total_height(&self) -> u32 {
        self.levels().iter().map(|p| p.lms.h()).sum()
    }

    /// How many signatures the key can still make (saturating at `u64::MAX`).
    pub fn remaining(&self) -> u64 {
        let capacity = 1u128 << self.total_height();
        u64::try_from(capacity - u128::from(self.counter).min(capacity)).unwrap_or(u64::MAX)
    }

    /// Length of the public key: `4 + top level's public key`.
    pub fn public_key_len(&self) -> usize {
        4 + self.params[0].public_key_len()
    }

    /// Length of every signature of this key.
    pub fn signature_len(&self) -> usize {
        let lv = self.levels();
        4 + lv.iter().map(|p| p.signature_len()).sum::<usize>()
            + lv[1..].iter().map(|p| p.public_key_len()).sum::<usize>()
    }

    /// Writes the public key `u32str(L) || top LMS public key` into `out`; builds the top tree.
    pub fn public_key(&self, out: &mut [u8]) -> Result<usize, Error> {
        let len = self.public_key_len();
        let out = out.get_mut(..len).ok_or(Error::BufferTooSmall)?;
        let top = self.params[0];
        let root = treehash(top, &self.id, &self.seed[..top.n()], |_, _, _| {});
        out[..4].copy_from_slice(&(self.levels as u32).to_be_bytes());
        write_public_key(top, &self.id, &root, &mut out[4..]);
        Ok(len)
    }

    /// Signs `message` into `signature[..signature_len()]`. The counter advances first and `persist`
    /// receives the new state; the signature is computed only if `persist` returns `Ok`.
    /// `Err(InvalidKey)` when the key is exhausted, `Err(BufferTooSmall)` (without using a leaf) when
    /// `signature` is too short.
    pub fn sign<F>(&mut self, message: &[u8], signature: &mut [u8], persist: F) -> Result<usize, Error>
    where
        F: FnOnce(&[u8]) -> Result<(), Error>,
    {
        let len = self.signature_len();
        let signature = signature.get_mut(..len).ok_or(Error::BufferTooSmall)?;
        if self.remaining() == 0 {
            return Err(Error::InvalidKey);
        }
        let counter = self.counter;
        self.counter += 1;
        let mut state = [0u8; HSS_MAX_STATE_LEN];
        let state_len = self.write_state(&mut state)?;
        let saved = persist(&state[..state_len]);
        state.zeroize();
        saved?;

        // The leaf of each level: the counter's digits, h_i bits each, bottom level least significant.
        let levels = self.levels;
        let mut leaf = [0u32; MAX_LEVELS as usize];
        let mut rest = counter;
        for l in (0..levels).rev() {
            let h = self.params[l].lms.h();
            leaf[l] = (rest & ((1u64 << h) - 1)) as u32;
            rest = rest.checked_shr(h).unwrap_or(0);
        }
        // Each level's I and SEED, top down.
        let mut ids = [[0u8; 16]; MAX_LEVELS as usize];
        let mut seeds = [[0u8; MAX_N]; MAX_LEVELS as usize];
        ids[0] = self.id;
        seeds[0] = self.seed;
        for l in 1..levels {
            let parent = self.params[l - 1];
            let pn = parent.n();
            let child_id = ots::derive(parent.ots, &ids[l - 1], leaf[l - 1], DERIVE_CHILD_I, &seeds[l - 1][..pn]);
            let mut child_seed = ots::derive(parent.ots, &ids[l - 1], leaf[l - 1], DERIVE_CHILD_SEED, &seeds[l - 1][..pn]);
            ids[l].copy_from_slice(&child_id[..16]);
            seeds[l] = child_seed;
            child_seed.zeroize();
        }
        // Offsets of each level's signature: u32str(Nspk), then (signature, public key of the next level).
        let mut offsets = [0usize; MAX_LEVELS as usize];
        let mut at = 4;
        for (l, offset) in offsets[..levels].iter_mut().enumerate() {
            *offset = at;
            at += self.params[l].signature_len();
            if l + 1 < levels {
                at += self.params[l + 1].public_key_len();
            }
        }
        signature[..4].copy_from_slice(&((levels - 1) as u32).to_be_bytes());
        // Bottom up: each level's root makes the public key the level above signs.
        let mut child_pk = [0u8; 24 + MAX_N];
        let mut child_pk_len = 0;
        for l in (0..levels).rev() {
            let p = self.params[l];
            let n = p.n();
            let start = offsets[l];
            let (before, after) = signature.split_at_mut(start + p.signature_len());
            let out = &mut before[start..];
            if l + 1 < levels {
                after[..child_pk_len].copy_from_slice(&child_pk[..child_pk_len]);
            }
            let msg: &[u8] = if l + 1 == levels { message } else { &child_pk[..child_pk_len] };
            let mut c = ots::derive(p.ots, &ids[l], leaf[l], DERIVE_C, &seeds[l][..n]);
            let root = write_signature(p, &ids[l], &seeds[l][..n], leaf[l], &c[..n], msg, out);
            c.zeroize();
            write_public_key(p, &ids[l], &root, &mut child_pk);
            child_pk_len = p.public_key_len();
        }
        seeds.zeroize();
        Ok(len)
    }
}

impl Drop for HssPrivateKey {
    fn drop(&mut self) {
        self.seed.zeroize();
    }
}
