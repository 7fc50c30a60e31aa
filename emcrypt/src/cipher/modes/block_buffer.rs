//! Buffering for the block modes (ECB, CBC): turns `append` calls of any size into whole blocks, holding
//! back the tail that padding or ciphertext stealing will need at `finish`.

use super::super::Block;
use crate::Error;
use zeroize::Zeroize;

/// Up to 32 bytes of input not yet processed.
pub(crate) struct BlockBuffer {
    buf: [u8; 32],
    len: usize,
}

impl BlockBuffer {
    pub(crate) const fn new() -> Self {
        Self { buf: [0; 32], len: 0 }
    }

    /// The bytes held back.
    pub(crate) fn held(&self) -> &[u8] {
        &self.buf[..self.len]
    }

    /// Takes whole blocks from the held bytes followed by `input`, as many as leave at least `keep` bytes
    /// (`keep` ≤ 17) unprocessed; copies them to the front of `output`, runs `process` on them there, and
    /// returns their length. `output` shorter than that is [`Error::BufferTooSmall`], with nothing consumed.
    pub(crate) fn append(
        &mut self,
        input: &[u8],
        output: &mut [u8],
        keep: usize,
        process: impl FnOnce(&mut [Block]),
    ) -> Result<usize, Error> {
        let total = self.len + input.len();
        let out_len = if total >= keep + 16 { (total - keep) / 16 * 16 } else { 0 };
        if output.len() < out_len {
            return Err(Error::BufferTooSmall);
        }
        let from_buf = self.len.min(out_len);
        let from_input = out_len - from_buf;
        output[..from_buf].copy_from_slice(&self.buf[..from_buf]);
        output[from_buf..out_len].copy_from_slice(&input[..from_input]);
        // What stays: the rest of the held bytes, then the rest of the input (at most keep + 15 ≤ 32 bytes).
        self.buf.copy_within(from_buf..self.len, 0);
        let rest = &input[from_input..];
        let start = self.len - from_buf;
        self.buf[start..start + rest.len()].copy_from_slice(rest);
        self.len = start + rest.len();
        process(output[..out_len].as_chunks_mut::<16>().0);
        Ok(out_len)
    }
}

impl Drop for BlockBuffer {
    fn drop(&mut self) {
        self.buf.zeroize();
    }
}
