//! Constant-time table lookup: every entry is read, the wanted one is kept by a mask, so neither the
//! branches nor the memory addresses depend on the (secret) index.

use super::limbs::mask_is_zero;

/// `out = table[index]`, where `table` holds consecutive entries of `out.len()` limbs.
///
/// The scan goes by blocks of [`BLOCK`] limbs: for each block, every entry's limbs are masked and OR-ed
/// into accumulators that stay in registers, and the block is stored once. Entry by entry with the output
/// in memory (the first version) cost a load and a store of `out` per limb and entry, about twice the
/// time (RSA-3072 CRT signing with window 4 scans 16 entries of 48 limbs 768 times).
pub fn select_entry(out: &mut [u32], table: &[u32], index: u32) {
    let k = out.len();
    if k == 0 {
        return;
    }
    let entries = table.len() / k;
    #[cfg(emcrypt_umaal)]
    if k.is_multiple_of(BLOCK)
        && entries.is_multiple_of(2)
        && (2..=crate::arch::umaal::SELECT_MAX_ENTRIES).contains(&entries)
    {
        // The same scan in assembly (`LDM` of a block, `BIC` by the mask, `ORR`), about twice as fast.
        return crate::arch::umaal::select_entry(out, &table[..entries * k], index);
    }
    let (blocks, rest) = out.as_chunks_mut::<BLOCK>();
    for (b, block) in blocks.iter_mut().enumerate() {
        let mut acc = [0u32; BLOCK];
        for j in 0..entries {
            let mask = entry_mask(j, index);
            let start = j * k + b * BLOCK;
            let entry: &[u32; BLOCK] = table[start..start + BLOCK].try_into().unwrap_or(&[0; BLOCK]);
            for (a, e) in acc.iter_mut().zip(entry) {
                *a |= e & mask;
            }
        }
        *block = acc;
    }
    // The last `k mod BLOCK` limbs, entry by entry.
    let done = k - rest.len();
    rest.fill(0);
    for j in 0..entries {
        let mask = entry_mask(j, index);
        for (o, e) in rest.iter_mut().zip(&table[j * k + done..(j + 1) * k]) {
            *o |= e & mask;
        }
    }
}

/// Limbs per block of [`select_entry`]: four accumulators, one `LDM` of four limbs per entry.
const BLOCK: usize = 4;

/// All ones when entry `j` is the wanted one, else zero.
#[inline(always)]
fn entry_mask(j: usize, index: u32) -> u32 {
    // Through `hide`: LLVM otherwise branched on the secret comparison inside the window exponentiation
    // (found by `emcrypt-bench ct-check` in DH on the Cortex-M4 build).
    crate::arch::hide(mask_is_zero(j as u32 ^ index))
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

    #[test]
    fn blocks_and_remainder() {
        // Entries of 1 to 11 limbs (whole blocks of four and a remainder), 16 entries, each limb distinct.
        for k in 1..=11usize {
            let table: [u32; 16 * 11] = core::array::from_fn(|i| 1000 + i as u32);
            let table = &table[..16 * k];
            let mut out = [0u32; 11];
            for i in 0..16u32 {
                super::select_entry(&mut out[..k], table, i);
                assert_eq!(&out[..k], &table[i as usize * k..(i as usize + 1) * k], "k={k} i={i}");
            }
            super::select_entry(&mut out[..k], table, 16);
            assert!(out[..k].iter().all(|&x| x == 0));
        }
    }
}
