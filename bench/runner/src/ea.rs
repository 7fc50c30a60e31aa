//! Effective addresses of Thumb / Thumb-2 loads and stores (ARMv6-M, ARMv7-M, ARMv7E-M, ARMv8-M main),
//! computed from the registers *before* the instruction executes, and the operands of the multiplies and
//! divides whose duration depends on their values on the Cortex-M3.
//!
//! Why not a Unicorn memory hook: in Unicorn 2.1 memory hooks corrupt the Thumb IT state (issue #2309), so
//! the constant-time checker calls [`access`] from a per-instruction code hook instead, with the register
//! file as it stands before the instruction.
//!
//! One instruction makes at most one [`Access`]: a multiple transfer (LDM, STM, PUSH, POP, VLDM...) is one
//! record covering all its words, which is enough to tell two runs apart (the base and the register list
//! fix every word's address). Instructions in an IT block are decoded whether or not their condition holds
//! (the code hook runs before the condition is evaluated): their addresses are compared all the same.

/// One memory access.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Access {
    /// Lowest byte address.
    pub address: u32,
    /// Bytes transferred (all registers of a multiple transfer).
    pub bytes: u32,
    /// A store (else a load).
    pub store: bool,
}

fn load(address: u32, bytes: u32) -> Option<Access> {
    Some(Access {
        address,
        bytes,
        store: false,
    })
}

fn transfer(address: u32, bytes: u32, is_load: bool) -> Option<Access> {
    Some(Access {
        address,
        bytes,
        store: !is_load,
    })
}

/// Whether the halfword `h1` starts a 32-bit instruction.
pub fn is_32bit(h1: u16) -> bool {
    h1 >> 11 >= 0b11101
}

/// The memory access of the instruction at `pc` whose halfwords are `h1`, `h2` (`h2` unused for a 16-bit
/// instruction), reading register `n` (0..=14) through `reg`; `None` for an instruction that accesses no
/// memory (or one not decoded: coprocessor transfers other than VFP).
pub fn access(h1: u16, h2: u16, pc: u32, mut reg: impl FnMut(u32) -> u32) -> Option<Access> {
    let (h1, h2) = (u32::from(h1), u32::from(h2));
    // The PC as a literal load sees it: the instruction's address + 4, word-aligned.
    let literal_base = (pc + 4) & !3;
    if h1 >> 11 < 0b11101 {
        return access16(h1, literal_base, reg);
    }

    let rn = h1 & 0xf;
    let is_load = h1 & 0x10 != 0;
    let (p, u, w) = (h1 & 0x100 != 0, h1 & 0x80 != 0, h1 & 0x20 != 0);
    let mut base = |n: u32| if n == 15 { literal_base } else { reg(n) };

    // LDM/STM (IA: op = 01, DB: op = 10), PUSH.W / POP.W are STMDB / LDMIA on SP.
    if h1 & 0xfe40 == 0xe800 {
        let bytes = (h2 & 0xdfff).count_ones() * 4;
        return match (h1 >> 7) & 3 {
            0b01 => transfer(base(rn), bytes, is_load),
            0b10 => transfer(base(rn).wrapping_sub(bytes), bytes, is_load),
            _ => None, // SRS / RFE: not in M profile
        };
    }
    // Load/store dual, exclusive, acquire/release, table branch.
    if h1 & 0xfe40 == 0xe840 {
        if !p && !w {
            if !u {
                // LDREX / STREX Rt, [Rn, #imm8 * 4]
                return transfer(base(rn).wrapping_add((h2 & 0xff) * 4), 4, is_load);
            }
            let op3 = (h2 >> 4) & 0xf;
            return match op3 {
                // TBB, TBH: a PC base is the instruction's address + 4, not aligned
                0 if is_load => load(table_base(rn, pc, &mut reg).wrapping_add(reg(h2 & 0xf)), 1),
                1 if is_load => load(
                    table_base(rn, pc, &mut reg).wrapping_add(reg(h2 & 0xf) << 1),
                    2,
                ),
                4 | 5 => transfer(base(rn), 1 << (op3 & 1), is_load), // LDREXB/H, STREXB/H
                // ARMv8-M: LDA(B/H), STL(B/H) (8..10), LDAEX(B/H), STLEX(B/H) (12..14)
                8..=10 | 12..=14 => transfer(base(rn), 1 << (op3 & 3), is_load),
                _ => None,
            };
        }
        // LDRD / STRD Rt, Rt2, [Rn, #±imm8 * 4] with offset, pre- or post-index
        let b = base(rn);
        let imm = (h2 & 0xff) * 4;
        let offset = if u {
            b.wrapping_add(imm)
        } else {
            b.wrapping_sub(imm)
        };
        return transfer(if p { offset } else { b }, 8, is_load);
    }
    // Single loads and stores: LDR(B/H/SB/SH), STR(B/H), immediate / register / literal, PLD/PLI hints.
    if h1 & 0xfe00 == 0xf800 {
        let size = (h1 >> 5) & 3;
        let signed = h1 & 0x100 != 0;
        if size == 3 || (signed && !is_load) {
            return None;
        }
        let rt = h2 >> 12;
        if is_load && rt == 15 && size < 2 {
            return None; // PLD / PLI / hints: no architectural access
        }
        let bytes = 1 << size;
        let address = if rn == 15 {
            // literal, U in bit 7
            let imm = h2 & 0xfff;
            if u {
                literal_base.wrapping_add(imm)
            } else {
                literal_base.wrapping_sub(imm)
            }
        } else if u {
            reg(rn).wrapping_add(h2 & 0xfff) // [Rn, #imm12]
        } else if h2 & 0x800 != 0 {
            // [Rn, #±imm8] with P (bit 10), U (bit 9), W (bit 8): offset, pre- or post-index, or LDRT
            let b = reg(rn);
            let imm = h2 & 0xff;
            let offset = if h2 & 0x200 != 0 {
                b.wrapping_add(imm)
            } else {
                b.wrapping_sub(imm)
            };
            if h2 & 0x400 != 0 {
                offset
            } else {
                b
            }
        } else if h2 & 0xfc0 == 0 {
            reg(rn).wrapping_add(reg(h2 & 0xf) << ((h2 >> 4) & 3)) // [Rn, Rm, LSL #imm2]
        } else {
            return None;
        };
        return transfer(address, bytes, is_load);
    }
    // VFP loads and stores (coprocessor 10/11): VLDR/VSTR, VLDM/VSTM, VPUSH/VPOP.
    if h1 & 0xfe00 == 0xec00 && (h2 >> 9) & 7 == 0b101 {
        if !p && !u {
            return None; // 64-bit moves between core and extension registers
        }
        let imm = (h2 & 0xff) * 4;
        if p && !w {
            let b = base(rn);
            let bytes = if h2 & 0x100 != 0 { 8 } else { 4 };
            let address = if u {
                b.wrapping_add(imm)
            } else {
                b.wrapping_sub(imm)
            };
            return transfer(address, bytes, is_load);
        }
        let b = base(rn);
        return transfer(if p { b.wrapping_sub(imm) } else { b }, imm, is_load);
    }
    None
}

fn table_base(rn: u32, pc: u32, reg: &mut impl FnMut(u32) -> u32) -> u32 {
    if rn == 15 {
        pc + 4
    } else {
        reg(rn)
    }
}

fn access16(h1: u32, literal_base: u32, mut reg: impl FnMut(u32) -> u32) -> Option<Access> {
    let low = |shift: u32| (h1 >> shift) & 7;
    let imm5 = (h1 >> 6) & 0x1f;
    let is_load = h1 & 0x800 != 0;
    match h1 >> 11 {
        0b01001 => load(literal_base.wrapping_add((h1 & 0xff) * 4), 4), // LDR Rt, [PC, #imm8 * 4]
        0b01010 | 0b01011 => {
            // [Rn, Rm]: STR, STRH, STRB, LDRSB, LDR, LDRH, LDRB, LDRSH
            let (bytes, store) = [
                (4, true),
                (2, true),
                (1, true),
                (1, false),
                (4, false),
                (2, false),
                (1, false),
                (2, false),
            ][((h1 >> 9) & 7) as usize];
            let address = reg(low(3)).wrapping_add(reg(low(6)));
            transfer(address, bytes, !store)
        }
        0b01100 | 0b01101 => transfer(reg(low(3)).wrapping_add(imm5 * 4), 4, is_load),
        0b01110 | 0b01111 => transfer(reg(low(3)).wrapping_add(imm5), 1, is_load),
        0b10000 | 0b10001 => transfer(reg(low(3)).wrapping_add(imm5 * 2), 2, is_load),
        0b10010 | 0b10011 => transfer(reg(13).wrapping_add((h1 & 0xff) * 4), 4, is_load),
        0b10110 | 0b10111 => {
            // PUSH {list, LR} stores below SP; POP {list, PC} loads from SP
            let bytes = (h1 & 0x1ff).count_ones() * 4;
            match h1 & 0xfe00 {
                0xb400 => transfer(reg(13).wrapping_sub(bytes), bytes, false),
                0xbc00 => load(reg(13), bytes),
                _ => None,
            }
        }
        0b11000 | 0b11001 => transfer(reg(low(8)), (h1 & 0xff).count_ones() * 4, is_load), // STMIA/LDMIA
        _ => None,
    }
}

/// A multiply or divide whose execution time depends on its operand values on the Cortex-M3.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VariableOp {
    /// UMULL, SMULL, UMLAL, SMLAL: early termination on small operands (3 to 7 cycles).
    LongMultiply,
    /// SDIV, UDIV: early termination (2 to 12 cycles).
    Divide,
}

/// For UMULL/SMULL/UMLAL/SMLAL/SDIV/UDIV: the kind and the two source registers (Rn, Rm).
pub fn variable_time_operands(h1: u16, h2: u16) -> Option<(VariableOp, u32, u32)> {
    let (h1, h2) = (u32::from(h1), u32::from(h2));
    let (rn, rm, op2) = (h1 & 0xf, h2 & 0xf, (h2 >> 4) & 0xf);
    match (h1 & 0xfff0, op2) {
        (0xfb80 | 0xfba0 | 0xfbc0 | 0xfbe0, 0) => Some((VariableOp::LongMultiply, rn, rm)),
        (0xfb90 | 0xfbb0, 0xf) => Some((VariableOp::Divide, rn, rm)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Registers r0..r14 hold 0x1000 * (n + 1), SP (r13) 0x2000_1000.
    fn reg(n: u32) -> u32 {
        if n == 13 {
            0x2000_1000
        } else {
            0x1000 * (n + 1)
        }
    }

    fn a(address: u32, bytes: u32, store: bool) -> Option<Access> {
        Some(Access {
            address,
            bytes,
            store,
        })
    }

    fn t16(h1: u16, pc: u32) -> Option<Access> {
        assert!(!is_32bit(h1));
        access(h1, 0, pc, reg)
    }

    fn t32(h1: u16, h2: u16, pc: u32) -> Option<Access> {
        assert!(is_32bit(h1));
        access(h1, h2, pc, reg)
    }

    // Encodings below were assembled with `llvm-mc -triple thumbv7em -show-encoding` (GNU as agrees); the
    // instruction is in each comment.

    #[test]
    fn sixteen_bit_immediate_register_and_literal() {
        assert_eq!(t16(0x6848, 0), a(0x2000 + 4, 4, false)); // ldr r0, [r1, #4]
        assert_eq!(t16(0x6048, 0), a(0x2000 + 4, 4, true)); // str r0, [r1, #4]
        assert_eq!(t16(0x7bd1, 0), a(0x3000 + 15, 1, false)); // ldrb r1, [r2, #15]
        assert_eq!(t16(0x7311, 0), a(0x3000 + 12, 1, true)); // strb r1, [r2, #12]
        assert_eq!(t16(0x8851, 0), a(0x3000 + 2, 2, false)); // ldrh r1, [r2, #2]
        assert_eq!(t16(0x8051, 0), a(0x3000 + 2, 2, true)); // strh r1, [r2, #2]
        assert_eq!(t16(0x5888, 0), a(0x2000 + 0x3000, 4, false)); // ldr r0, [r1, r2]
        assert_eq!(t16(0x5088, 0), a(0x2000 + 0x3000, 4, true)); // str r0, [r1, r2]
        assert_eq!(t16(0x5c88, 0), a(0x5000, 1, false)); // ldrb r0, [r1, r2]
        assert_eq!(t16(0x5688, 0), a(0x5000, 1, false)); // ldrsb r0, [r1, r2]
        assert_eq!(t16(0x5e88, 0), a(0x5000, 2, false)); // ldrsh r0, [r1, r2]
        assert_eq!(t16(0x5288, 0), a(0x5000, 2, true)); // strh r0, [r1, r2]
        assert_eq!(t16(0x9802, 0), a(0x2000_1000 + 8, 4, false)); // ldr r0, [sp, #8]
        assert_eq!(t16(0x9002, 0), a(0x2000_1000 + 8, 4, true)); // str r0, [sp, #8]
                                                                 // ldr r0, [pc, #8] at 0x102 and 0x100: Align(PC + 4, 4) + 8
        assert_eq!(t16(0x4802, 0x102), a(0x104 + 8, 4, false));
        assert_eq!(t16(0x4802, 0x100), a(0x104 + 8, 4, false));
        // no memory: adds r0, r1, r2; b .; cbz r0, ...
        assert_eq!(t16(0x1888, 0), None);
        assert_eq!(t16(0xe7fe, 0), None);
        assert_eq!(t16(0xb100, 0), None);
    }

    #[test]
    fn sixteen_bit_multiple_push_pop() {
        // push {r4, r5, r6, r7, lr}: five words below SP
        assert_eq!(t16(0xb5f0, 0), a(0x2000_1000 - 20, 20, true));
        // pop {r4, pc}
        assert_eq!(t16(0xbd10, 0), a(0x2000_1000, 8, false));
        // ldmia r1!, {r0, r2, r3}; stmia r0!, {r1, r2}
        assert_eq!(t16(0xc90d, 0), a(0x2000, 12, false));
        assert_eq!(t16(0xc006, 0), a(0x1000, 8, true));
    }

    #[test]
    fn thirty_two_bit_single_with_every_addressing_mode() {
        // ldr.w r0, [r1, #4092]
        assert_eq!(t32(0xf8d1, 0x0ffc, 0), a(0x2000 + 4092, 4, false));
        // str.w r0, [r1, #-8]  (offset)
        assert_eq!(t32(0xf841, 0x0c08, 0), a(0x2000 - 8, 4, true));
        // ldr r0, [r1, #8]!  (pre-index, writeback)
        assert_eq!(t32(0xf851, 0x0f08, 0), a(0x2000 + 8, 4, false));
        // ldr r0, [r1], #8  (post-index: the access uses the old base)
        assert_eq!(t32(0xf851, 0x0b08, 0), a(0x2000, 4, false));
        // str r0, [r1, #-4]!  (pre-index down)
        assert_eq!(t32(0xf841, 0x0d04, 0), a(0x2000 - 4, 4, true));
        // strb r0, [r1], #-1  (post-index down)
        assert_eq!(t32(0xf801, 0x0901, 0), a(0x2000, 1, true));
        // ldr.w r0, [r1, r2, lsl #2]
        assert_eq!(t32(0xf851, 0x0022, 0), a(0x2000 + (0x3000 << 2), 4, false));
        // ldrh.w r0, [r1, r2]
        assert_eq!(t32(0xf831, 0x0002, 0), a(0x5000, 2, false));
        // ldrsh.w r0, [r1, #2]; ldrsb.w r0, [r1, #-1]
        assert_eq!(t32(0xf9b1, 0x0002, 0), a(0x2002, 2, false));
        assert_eq!(t32(0xf911, 0x0c01, 0), a(0x1fff, 1, false));
        // ldr.w r0, [pc, #-16] at 0x202: Align(0x206, 4) - 16
        assert_eq!(t32(0xf85f, 0x0010, 0x202), a(0x204 - 16, 4, false));
        // ldr.w r0, [pc, #16] at 0x200
        assert_eq!(t32(0xf8df, 0x0010, 0x200), a(0x204 + 16, 4, false));
        // pld [r1, #4]: a hint, no access
        assert_eq!(t32(0xf891, 0xf004, 0), None);
        // ldr.w pc, [sp], #4 (a pop of PC): a load
        assert_eq!(t32(0xf85d, 0xfb04, 0), a(0x2000_1000, 4, false));
    }

    #[test]
    fn thirty_two_bit_dual_exclusive_and_table_branch() {
        // ldrd r0, r1, [r2, #8]; strd r0, r1, [r2, #-8]
        assert_eq!(t32(0xe9d2, 0x0102, 0), a(0x3000 + 8, 8, false));
        assert_eq!(t32(0xe942, 0x0102, 0), a(0x3000 - 8, 8, true));
        // ldrd r0, r1, [r2], #8 (post-index); strd r0, r1, [sp, #-8]! (pre-index)
        assert_eq!(t32(0xe8f2, 0x0102, 0), a(0x3000, 8, false));
        assert_eq!(t32(0xe96d, 0x0102, 0), a(0x2000_1000 - 8, 8, true));
        // ldrd r0, r1, [pc, #8] at 0x102
        assert_eq!(t32(0xe9df, 0x0102, 0x102), a(0x104 + 8, 8, false));
        // ldrex r0, [r1, #4]; strex r2, r0, [r1]
        assert_eq!(t32(0xe851, 0x0f01, 0), a(0x2004, 4, false));
        assert_eq!(t32(0xe841, 0x0200, 0), a(0x2000, 4, true));
        // ldrexb r0, [r1]; strexh r2, r0, [r1]
        assert_eq!(t32(0xe8d1, 0x0f4f, 0), a(0x2000, 1, false));
        assert_eq!(t32(0xe8c1, 0x0f52, 0), a(0x2000, 2, true));
        // tbb [r1, r2]; tbh [r1, r2, lsl #1]
        assert_eq!(t32(0xe8d1, 0xf002, 0), a(0x2000 + 0x3000, 1, false));
        assert_eq!(t32(0xe8d1, 0xf012, 0), a(0x2000 + (0x3000 << 1), 2, false));
        // tbb [pc, r0] at 0x102: PC + 4, not aligned
        assert_eq!(t32(0xe8df, 0xf000, 0x102), a(0x106 + 0x1000, 1, false));
        // ARMv8-M: lda r0, [r1]; stlb r0, [r1]; ldaex r0, [r1]
        assert_eq!(t32(0xe8d1, 0x0faf, 0), a(0x2000, 4, false));
        assert_eq!(t32(0xe8c1, 0x0f8f, 0), a(0x2000, 1, true));
        assert_eq!(t32(0xe8d1, 0x0fef, 0), a(0x2000, 4, false));
    }

    #[test]
    fn thirty_two_bit_multiple() {
        // push.w {r4-r11, lr} = stmdb sp!, {...}: nine words below SP
        assert_eq!(t32(0xe92d, 0x4ff0, 0), a(0x2000_1000 - 36, 36, true));
        // pop.w {r4-r11, pc} = ldmia sp!, {...}
        assert_eq!(t32(0xe8bd, 0x8ff0, 0), a(0x2000_1000, 36, false));
        // ldmia.w r1, {r2, r3, r8}; stmdb r0, {r1, r2}
        assert_eq!(t32(0xe891, 0x010c, 0), a(0x2000, 12, false));
        assert_eq!(t32(0xe900, 0x0006, 0), a(0x1000 - 8, 8, true));
    }

    #[test]
    fn vfp_loads_and_stores() {
        // vldr s0, [r1, #8]; vstr d1, [r1, #-8]
        assert_eq!(t32(0xed91, 0x0a02, 0), a(0x2008, 4, false));
        assert_eq!(t32(0xed01, 0x1b02, 0), a(0x2000 - 8, 8, true));
        // vpush {d8-d9} = vstmdb sp!, {d8-d9}; vpop {s0-s3}
        assert_eq!(t32(0xed2d, 0x8b04, 0), a(0x2000_1000 - 16, 16, true));
        assert_eq!(t32(0xecbd, 0x0a04, 0), a(0x2000_1000, 16, false));
        // vmov r0, r1, d0: no memory
        assert_eq!(t32(0xec51, 0x0b10, 0), None);
    }

    #[test]
    fn data_processing_is_not_an_access() {
        // add.w r0, r1, r2; mul r0, r1, r2; bl (0xf000 0xf800)
        assert_eq!(t32(0xeb01, 0x0002, 0), None);
        assert_eq!(t32(0xfb01, 0xf002, 0), None);
        assert_eq!(t32(0xf000, 0xf800, 0), None);
    }

    #[test]
    fn variable_time_multiplies_and_divides() {
        use VariableOp::*;
        // umull r0, r1, r2, r3; smull; umlal; smlal; udiv r0, r1, r2; sdiv
        assert_eq!(
            variable_time_operands(0xfba2, 0x0103),
            Some((LongMultiply, 2, 3))
        );
        assert_eq!(
            variable_time_operands(0xfb82, 0x0103),
            Some((LongMultiply, 2, 3))
        );
        assert_eq!(
            variable_time_operands(0xfbe2, 0x0103),
            Some((LongMultiply, 2, 3))
        );
        assert_eq!(
            variable_time_operands(0xfbc2, 0x0103),
            Some((LongMultiply, 2, 3))
        );
        assert_eq!(variable_time_operands(0xfbb1, 0xf0f2), Some((Divide, 1, 2)));
        assert_eq!(variable_time_operands(0xfb91, 0xf0f2), Some((Divide, 1, 2)));
        // mul r0, r1, r2 (single cycle) and umaal (ARMv7E-M, fixed time) are not flagged
        assert_eq!(variable_time_operands(0xfb01, 0xf002), None);
        assert_eq!(variable_time_operands(0xfbe2, 0x0163), None);
    }
}
