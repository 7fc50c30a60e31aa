//! Fast LMS signing by Merkle tree traversal: the authentication path is kept in a caller-provided buffer
//! and updated as the leaves are used, so a signature costs at most h + 1 leaf computations (one-time public
//! keys) instead of rebuilding the 2^h-leaf tree.
//!
//! # How
//! The authentication node of height `j` for leaf q is the sibling of q's ancestor `k = q >> j`, node
//! `k ^ 1`. It changes when q enters a new "period" of 2^j leaves. During period k, a small treehash job
//! per height computes the node the *next* period needs, `(k + 1) ^ 1`, one leaf per signature:
//! - k even: that node is `k` itself, whose leaves are exactly the ones being signed in this period (so
//!   all such heights share one leaf computation per signature, the leaf just signed);
//! - k odd: it is `k + 2`, a future node of 2^j leaves, computed in the 2^j signatures of this period.
//!
//! Each job keeps a treehash stack of at most j nodes (its contents follow from the number of leaves
//! done), so the buffer holds h path nodes, the root and 1 + h(h-1)/2 stack nodes: for h = 10, m = 32,
//! 1,824 bytes; for h = 25, 10,464 bytes ([`LmsSigner::buffer_len`]). Building the signer (or restoring it
//! after a restart, from the key's state) runs one treehash over the whole tree, like key generation.
//!
//! | technique | RAM | leaf computations per signature | constant time |
//! | --- | --- | --- | --- |
//! | rebuild the tree ([`LmsPrivateKey::sign`]) | h + 1 nodes of stack | 2^h | secret chain values never index memory |
//! | traversal ([`LmsSigner::sign`]) | [`LmsSigner::buffer_len`] bytes, borrowed | at most h + 1, about h / 2 + 1 on average | same: indices depend only on the public q |
//!
//! The state-before-signature rule is the key's ([`LmsPrivateKey::sign`]): the new state goes to `persist`
//! before the signature is computed. The buffer holds only tree nodes, which are public once their leaves
//! are used (they appear in signatures); it is wiped when the signer is dropped all the same.

use zeroize::Zeroize;

use super::hasher::MAX_N;
use super::params::LmsParams;
use super::sign::{leaf_node, parent_node, treehash, LmsPrivateKey, MAX_HEIGHT};
use crate::Error;

/// No job: the height's current period is its last one.
const NONE: u32 = u32::MAX;

/// The largest buffer any parameter set needs (h = 25, m = 32).
pub const LMS_SIGNER_MAX_BUFFER_LEN: usize = nodes_for_height(MAX_HEIGHT) * MAX_N;

/// Nodes in the buffer for a tree of height `h`: h path nodes, the root, the jobs' stacks.
const fn nodes_for_height(h: usize) -> usize {
    h + 1 + stack_offset(h)
}

/// First stack node of the job of height `j`: the jobs below it hold max(i, 1) nodes each (a job of height
/// i has at most i - 1 partial nodes, one of them its result, on its stack; height 0 holds its leaf).
const fn stack_offset(j: usize) -> usize {
    if j == 0 {
        0
    } else {
        1 + j * (j - 1) / 2
    }
}

/// The node whose value height `j`'s path needs in the period after the one leaf `q` is in, or `NONE`.
fn next_target(q: u32, j: u32, h: u32) -> u32 {
    let next = (q >> j) + 1;
    if next >= 1 << (h - j) {
        NONE
    } else {
        next ^ 1
    }
}

/// An LMS private key with the working memory of a tree traversal (see the module docs).
pub struct LmsSigner<'a> {
    key: LmsPrivateKey,
    /// Path nodes (h), the root, then each height's job stack; `m` bytes per node.
    buf: &'a mut [u8],
    /// The node (index in its level) each height's job computes, or `NONE`.
    target: [u32; MAX_HEIGHT],
    /// Leaves each job has folded in so far; a job is complete at 2^j.
    done: [u32; MAX_HEIGHT],
    /// The last leaf computed, shared by the jobs that need the same leaf in one signature.
    last_leaf: Option<(u32, [u8; MAX_N])>,
    leaf_computations: u64,
}

impl<'a> LmsSigner<'a> {
    /// Bytes of working buffer a signer for `params` needs: `(h + 2 + h(h-1)/2) * m`.
    pub const fn buffer_len(params: LmsParams) -> usize {
        nodes_for_height(params.lms.h() as usize) * params.lms.m()
    }

    /// Takes over `key` (at whatever leaf its state says) and prepares the traversal in `buffer` (at least
    /// [`buffer_len`](Self::buffer_len) bytes, else `Err(BufferTooSmall)`): one pass over the whole tree.
    pub fn new(key: LmsPrivateKey, buffer: &'a mut [u8]) -> Result<Self, Error> {
        let len = Self::buffer_len(key.params());
        let buf = buffer.get_mut(..len).ok_or(Error::BufferTooSmall)?;
        let mut signer =
            Self { key, buf, target: [NONE; MAX_HEIGHT], done: [0; MAX_HEIGHT], last_leaf: None, leaf_computations: 0 };
        signer.rebuild();
        Ok(signer)
    }

    /// Treehash over the whole tree, keeping the path of the next leaf, each height's next node and the root.
    fn rebuild(&mut self) {
        let params = self.key.params();
        let (h, m) = (params.lms.h(), params.lms.m());
        let q = self.key.q();
        let exhausted = self.key.remaining() == 0;
        for j in 0..h {
            self.target[j as usize] = if exhausted { NONE } else { next_target(q, j, h) };
            self.done[j as usize] = 0;
        }
        let (id, seed) = self.key.id_and_seed();
        let (target, done, buf) = (&self.target, &mut self.done, &mut *self.buf);
        let root = treehash(params, id, seed, |height, index, node| {
            let j = height as usize;
            if !exhausted && index == (q >> height) ^ 1 {
                buf[j * m..][..m].copy_from_slice(&node[..m]);
            }
            if index == target[j] {
                // The job's result is the bottom of its stack; nothing is left to do this period.
                buf[(h as usize + 1 + stack_offset(j)) * m..][..m].copy_from_slice(&node[..m]);
                done[j] = 1 << height;
            }
        });
        self.buf[h as usize * m..][..m].copy_from_slice(&root[..m]);
        self.last_leaf = None;
        self.leaf_computations += 1 << h;
    }

    /// The key (for its state, `q`, remaining signatures).
    pub fn key(&self) -> &LmsPrivateKey {
        &self.key
    }

    /// One-time public keys computed since the signer was made (2^h for the set-up, then at most h + 1 per
    /// signature): the measure of the traversal's cost.
    pub fn leaf_computations(&self) -> u64 {
        self.leaf_computations
    }

    /// Writes the public key (`params().public_key_len()` bytes) from the root kept in the buffer.
    pub fn public_key(&self, out: &mut [u8]) -> Result<usize, Error> {
        let params = self.key.params();
        let (h, m) = (params.lms.h() as usize, params.lms.m());
        let len = params.public_key_len();
        let out = out.get_mut(..len).ok_or(Error::BufferTooSmall)?;
        out[..4].copy_from_slice(&params.lms.code().to_be_bytes());
        out[4..8].copy_from_slice(&params.ots.code().to_be_bytes());
        out[8..24].copy_from_slice(self.key.id_and_seed().0);
        out[24..].copy_from_slice(&self.buf[h * m..][..m]);
        Ok(len)
    }

    /// As [`LmsPrivateKey::sign`] (same signature, same state-before-signature rule), from the kept path.
    pub fn sign<F>(&mut self, message: &[u8], signature: &mut [u8], persist: F) -> Result<usize, Error>
    where
        F: FnOnce(&[u8]) -> Result<(), Error>,
    {
        self.sign_inner(None, message, signature, persist)
    }

    /// As [`LmsPrivateKey::sign_with_randomizer`].
    pub fn sign_with_randomizer<F>(&mut self, c: &[u8], message: &[u8], signature: &mut [u8], persist: F) -> Result<usize, Error>
    where
        F: FnOnce(&[u8]) -> Result<(), Error>,
    {
        if c.len() != self.key.params().n() {
            return Err(Error::InvalidLength);
        }
        self.sign_inner(Some(c), message, signature, persist)
    }

    fn sign_inner<F>(&mut self, c: Option<&[u8]>, message: &[u8], signature: &mut [u8], persist: F) -> Result<usize, Error>
    where
        F: FnOnce(&[u8]) -> Result<(), Error>,
    {
        let params = self.key.params();
        let len = params.signature_len();
        let signature = signature.get_mut(..len).ok_or(Error::BufferTooSmall)?;
        let q = self.key.q();
        let reserved = self.key.reserve_leaf(persist);
        if reserved.is_ok() {
            let path = self.key.write_head(q, c, message, signature);
            path.copy_from_slice(&self.buf[..path.len()]);
        }
        if self.key.q() != q {
            // The leaf is spent even if `persist` failed: the traversal moves past it in both cases.
            self.advance(q);
        }
        reserved.map(|_| len)
    }

    /// Moves the traversal from leaf `q` (whose path the buffer holds) to leaf q + 1: one leaf into each
    /// unfinished job, then, at each height whose period ends, the job's result becomes the path node
    /// and a job for the following period starts.
    fn advance(&mut self, q: u32) {
        let params = self.key.params();
        let h = params.lms.h();
        let m = params.lms.m();
        let next = q + 1;
        for j in 0..h {
            self.step(j);
        }
        if next >> h != 0 {
            return; // the last leaf: nothing more to sign
        }
        for j in 0..h as usize {
            if next.is_multiple_of(1 << j) {
                let result = (h as usize + 1 + stack_offset(j)) * m;
                self.buf.copy_within(result..result + m, j * m);
                self.target[j] = next_target(next, j as u32, h);
                self.done[j] = 0;
            }
        }
    }

    /// Folds one more leaf into the job of height `j` (treehash: the stack holds one finished subtree per
    /// set bit of the count of leaves done, the highest first).
    fn step(&mut self, j: u32) {
        let (t, count) = (self.target[j as usize], self.done[j as usize]);
        if t == NONE || count == 1 << j {
            return;
        }
        let params = self.key.params();
        let (h, m) = (params.lms.h() as usize, params.lms.m());
        let leaf = (t << j) + count;
        let mut node = self.leaf(leaf);
        let stack = (h + 1 + stack_offset(j as usize)) * m;
        let mut top = count.count_ones() as usize;
        let mut height = 0;
        while count >> height & 1 == 1 {
            let left = &self.buf[stack + (top - 1) * m..][..m];
            node = parent_node(params, self.key.id_and_seed().0, height, leaf >> height, left, &node);
            top -= 1;
            height += 1;
        }
        self.buf[stack + top * m..][..m].copy_from_slice(&node[..m]);
        self.done[j as usize] = count + 1;
    }

    /// Leaf node `i`, computed once even when several jobs need it in one signature.
    fn leaf(&mut self, i: u32) -> [u8; MAX_N] {
        if let Some((index, node)) = self.last_leaf {
            if index == i {
                return node;
            }
        }
        let (id, seed) = self.key.id_and_seed();
        let node = leaf_node(self.key.params(), id, seed, i);
        self.leaf_computations += 1;
        self.last_leaf = Some((i, node));
        node
    }
}

impl Drop for LmsSigner<'_> {
    fn drop(&mut self) {
        self.buf.zeroize();
    }
}
