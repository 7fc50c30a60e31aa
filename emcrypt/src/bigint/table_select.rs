//! Constant-time table lookup: every entry is read, the wanted one is kept by a mask, so neither the
//! branches nor the memory addresses depend on the (secret) index.

use super::limbs::mask_is_zero;

/// `out = table[index]`, where `table` holds consecutive entries of `out.len()` limbs.
pub fn select_entry(out: &mut [u32], table: &[u32], index: u32) {
    let k = out.len();
    out.fill(0);
    for (j, entry) in table.chunks_exact(k).enumerate() {
        // Through `hide`: LLVM otherwise branched on the secret comparison inside the window exponentiation
        // (found by `emcrypt-bench ct-check` in DH on the Cortex-M4 build).
        let mask = crate::arch::hide(mask_is_zero(j as u32 ^ index));
        for (o, e) in out.iter_mut().zip(entry) {
            *o |= e & mask;
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn picks_each_entry() {
        let table: [u32; 8] = [1, 2, 3, 4, 5, 6, 7, 8];
        let mut out = [0u32; 2];
        for i in 0..4u32 {
            super::select_entry(&mut out, &table, i);
            assert_eq!(out, [2 * i + 1, 2 * i + 2]);
        }
        super::select_entry(&mut out, &table, 4);
        assert_eq!(out, [0, 0]);
    }
}
