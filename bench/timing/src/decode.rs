//! Thumb / Thumb-2 classifier for ARMv6-M, ARMv7-M (and the ARMv7E-M DSP extension) and ARMv8-M Mainline.
//!
//! It does not decode operands: it answers what the cycle tables need, namely the timing [`Class`], the size
//! (2 or 4 bytes), the number of registers or words moved by multiple transfers, whether the instruction
//! writes the PC, and whether a load or store writes its base register back (which stops pipelining on the
//! M3/M4). Encodings follow the Armv7-M Architecture Reference Manual (DDI 0403), §A5 "The Thumb instruction
//! set encoding"; the section of each table is named beside the code that reads it.

/// Timing class of an instruction: instructions of one class cost the same on a given core.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Class {
    /// Data processing, moves, shifts, extends, compares, NOP and other hints.
    Alu,
    /// 32-bit multiply without accumulate: MUL, SMULxy, SMUAD, SMMUL...
    Mul,
    /// Multiply-accumulate: MLA, MLS, SMLAxy, SMLAD...
    MulAcc,
    /// 64-bit result multiply: UMULL, SMULL.
    MulLong,
    /// 64-bit multiply-accumulate: UMLAL, SMLAL, UMAAL, SMLALD...
    MulLongAcc,
    /// SDIV, UDIV.
    Div,
    /// Single load (LDR, LDRB, LDRH, LDRSB, LDRSH, LDREX, PLD).
    Load,
    /// Single store (STR, STRB, STRH, STREX).
    Store,
    /// LDR with the PC as destination (a load that branches).
    LoadPc,
    /// LDRD.
    LoadDual,
    /// STRD.
    StoreDual,
    /// LDM, POP (register count in [`Insn::n`]).
    LoadMulti,
    /// STM, PUSH (register count in [`Insn::n`]).
    StoreMulti,
    /// Unconditional direct branch: B, B.W.
    Branch,
    /// BL.
    BranchLink,
    /// Conditional branch: B<c>, B<c>.W, CBZ, CBNZ.
    CondBranch,
    /// Branch to a register: BX, BLX, MOV PC / ADD PC.
    Indirect,
    /// TBB, TBH.
    TableBranch,
    /// IT.
    It,
    /// DMB, DSB, ISB, CLREX.
    Barrier,
    /// Floating-point / coprocessor data processing.
    Fp,
    /// VLDR, VSTR, VLDM, VSTM, VPUSH, VPOP (word count in [`Insn::n`]).
    FpMem,
    /// MSR, MRS, CPS, BKPT, SVC, UDF and unallocated encodings.
    System,
}

impl Class {
    /// Every class, in declaration order (for per-class statistics).
    pub const ALL: [Class; 23] = [
        Class::Alu,
        Class::Mul,
        Class::MulAcc,
        Class::MulLong,
        Class::MulLongAcc,
        Class::Div,
        Class::Load,
        Class::Store,
        Class::LoadPc,
        Class::LoadDual,
        Class::StoreDual,
        Class::LoadMulti,
        Class::StoreMulti,
        Class::Branch,
        Class::BranchLink,
        Class::CondBranch,
        Class::Indirect,
        Class::TableBranch,
        Class::It,
        Class::Barrier,
        Class::Fp,
        Class::FpMem,
        Class::System,
    ];

    /// A short snake_case name, stable for reports.
    pub const fn name(self) -> &'static str {
        match self {
            Class::Alu => "alu",
            Class::Mul => "mul",
            Class::MulAcc => "mul_acc",
            Class::MulLong => "mul_long",
            Class::MulLongAcc => "mul_long_acc",
            Class::Div => "div",
            Class::Load => "load",
            Class::Store => "store",
            Class::LoadPc => "load_pc",
            Class::LoadDual => "load_dual",
            Class::StoreDual => "store_dual",
            Class::LoadMulti => "load_multi",
            Class::StoreMulti => "store_multi",
            Class::Branch => "branch",
            Class::BranchLink => "branch_link",
            Class::CondBranch => "cond_branch",
            Class::Indirect => "indirect_branch",
            Class::TableBranch => "table_branch",
            Class::It => "it",
            Class::Barrier => "barrier",
            Class::Fp => "fp",
            Class::FpMem => "fp_mem",
            Class::System => "system",
        }
    }
}

/// One classified instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Insn {
    /// Timing class.
    pub class: Class,
    /// Size in bytes: 2 or 4.
    pub size: u8,
    /// Registers moved by LDM/STM/PUSH/POP (the PC included), words moved by VLDM/VSTM/VLDR/VSTR; else 0.
    pub n: u8,
    /// The instruction may write the PC (POP/LDM with the PC in the list, LDR PC, MOV/ADD PC).
    pub writes_pc: bool,
    /// Base-register writeback or pre/post-indexed addressing (such loads and stores do not pipeline).
    pub writeback: bool,
}

impl Insn {
    const fn new(class: Class, size: u8) -> Self {
        Insn {
            class,
            size,
            n: 0,
            writes_pc: false,
            writeback: false,
        }
    }

    /// The instruction may redirect the PC: only these can end in a taken branch.
    pub fn is_branch(&self) -> bool {
        matches!(
            self.class,
            Class::Branch
                | Class::BranchLink
                | Class::CondBranch
                | Class::Indirect
                | Class::TableBranch
                | Class::LoadPc
        ) || self.writes_pc
    }

    /// The branch target comes from a register or memory, so the core cannot fetch it early.
    pub fn is_indirect(&self) -> bool {
        matches!(
            self.class,
            Class::Indirect | Class::TableBranch | Class::LoadPc
        ) || (self.writes_pc && self.class == Class::LoadMulti)
    }
}

/// Size in bytes of the Thumb instruction whose first halfword is `hw1` (§A5.1: 0b11101, 0b11110 and 0b11111
/// in bits 15:11 start a 32-bit instruction).
pub const fn insn_size(hw1: u16) -> u8 {
    if (hw1 >> 11) >= 0b11101 {
        4
    } else {
        2
    }
}

/// Classifies one instruction; `hw2`, the second halfword, is ignored for 16-bit instructions.
pub fn decode(hw1: u16, hw2: u16) -> Insn {
    if insn_size(hw1) == 2 {
        decode16(hw1)
    } else {
        decode32(hw1, hw2)
    }
}

/// Register count of a 16-bit register list plus an optional extra register (LR for PUSH, PC for POP).
fn list_len(list: u16, extra: bool) -> u8 {
    ((list & 0xFF).count_ones() + extra as u32) as u8
}

/// 16-bit encodings, §A5.2.
fn decode16(hw: u16) -> Insn {
    use Class::*;
    let insn = |c| Insn::new(c, 2);
    match hw >> 11 {
        // Shift (immediate), add, subtract, move and compare.
        0b00000..=0b00111 => insn(Alu),
        0b01000 => {
            if hw >> 10 == 0b010000 {
                // Data processing (§A5.2.2); opcode 1101 is MULS.
                if (hw >> 6) & 0xF == 0b1101 {
                    insn(Mul)
                } else {
                    insn(Alu)
                }
            } else {
                // Special data instructions and branch and exchange (§A5.2.3).
                let rd = (hw & 7) | ((hw >> 4) & 8);
                match (hw >> 8) & 3 {
                    0b11 => insn(Indirect), // BX, BLX
                    0b00 | 0b10 if rd == 15 => Insn {
                        writes_pc: true,
                        ..insn(Indirect)
                    }, // ADD/MOV PC
                    _ => insn(Alu),
                }
            }
        }
        0b01001 => insn(Load), // LDR (literal)
        // Load/store single data item, register offset (§A5.2.4): opB 000..010 are stores.
        0b01010 | 0b01011 => {
            if (hw >> 9) & 7 <= 2 {
                insn(Store)
            } else {
                insn(Load)
            }
        }
        // Immediate-offset and SP-relative loads and stores: bit 11 is L.
        0b01100..=0b10011 => {
            if (hw >> 11) & 1 == 1 {
                insn(Load)
            } else {
                insn(Store)
            }
        }
        0b10100 | 0b10101 => insn(Alu), // ADR, ADD (SP plus immediate)
        // Miscellaneous 16-bit instructions (§A5.2.5).
        0b10110 | 0b10111 => {
            if hw & 0xF500 == 0xB100 {
                insn(CondBranch) // CBZ, CBNZ
            } else if hw & 0xFE00 == 0xB400 {
                Insn {
                    n: list_len(hw, (hw >> 8) & 1 == 1),
                    ..insn(StoreMulti)
                } // PUSH
            } else if hw & 0xFE00 == 0xBC00 {
                let pc = (hw >> 8) & 1 == 1;
                Insn {
                    n: list_len(hw, pc),
                    writes_pc: pc,
                    ..insn(LoadMulti)
                } // POP
            } else if hw & 0xFF00 == 0xBE00 {
                insn(System) // BKPT
            } else if hw & 0xFF00 == 0xBF00 {
                // IT when the mask is non-zero, otherwise a hint (NOP, YIELD, WFE, WFI, SEV).
                if hw & 0xF != 0 {
                    insn(It)
                } else {
                    insn(Alu)
                }
            } else if hw & 0xFFE8 == 0xB660 {
                insn(System) // CPS
            } else {
                insn(Alu) // ADD/SUB SP, SXTH/UXTB..., REV...
            }
        }
        // STM always writes back; LDM writes back unless the base is in the list.
        0b11000 => Insn {
            n: list_len(hw, false),
            writeback: true,
            ..insn(StoreMulti)
        },
        0b11001 => {
            let base_in_list = (hw >> ((hw >> 8) & 7)) & 1 == 1;
            Insn {
                n: list_len(hw, false),
                writeback: !base_in_list,
                ..insn(LoadMulti)
            }
        }
        // Conditional branch; condition 1110 is UDF and 1111 is SVC.
        0b11010 | 0b11011 => match (hw >> 8) & 0xF {
            0xE | 0xF => insn(System),
            _ => insn(CondBranch),
        },
        0b11100 => insn(Branch),
        _ => insn(System), // unreachable: 32-bit prefixes
    }
}

/// 32-bit encodings, §A5.3.
fn decode32(hw1: u16, hw2: u16) -> Insn {
    use Class::*;
    let insn = |c| Insn::new(c, 4);
    let op1 = (hw1 >> 11) & 3;
    let op2 = (hw1 >> 4) & 0x7F;
    match op1 {
        0b01 => {
            if op2 & 0b110_0100 == 0 {
                // Load/store multiple (§A5.3.5), including PUSH.W / POP.W.
                let n = hw2.count_ones() as u8;
                let writeback = (hw1 >> 5) & 1 == 1;
                if (hw1 >> 4) & 1 == 1 {
                    Insn {
                        n,
                        writes_pc: hw2 >> 15 == 1,
                        writeback,
                        ..insn(LoadMulti)
                    }
                } else {
                    Insn {
                        n,
                        writeback,
                        ..insn(StoreMulti)
                    }
                }
            } else if op2 & 0b110_0100 == 0b000_0100 {
                // Load/store dual or exclusive, table branch (§A5.3.6).
                let o1 = (hw1 >> 7) & 3;
                let o2 = (hw1 >> 4) & 3;
                let o3 = (hw2 >> 4) & 0xF;
                if o1 == 0b01 && o2 == 0b01 && o3 <= 1 {
                    insn(TableBranch)
                } else if o1 <= 0b01 && o2 <= 1 {
                    // LDREX/STREX and their byte/halfword forms.
                    if o2 == 1 {
                        insn(Load)
                    } else {
                        insn(Store)
                    }
                } else {
                    let writeback = (hw1 >> 5) & 1 == 1 || (hw1 >> 8) & 1 == 0;
                    let class = if (hw1 >> 4) & 1 == 1 {
                        LoadDual
                    } else {
                        StoreDual
                    };
                    Insn {
                        n: 2,
                        writeback,
                        ..insn(class)
                    }
                }
            } else if op2 & 0b110_0000 == 0b010_0000 {
                insn(Alu) // data processing (shifted register)
            } else {
                coprocessor(hw1, hw2)
            }
        }
        0b10 => {
            if hw2 >> 15 == 0 {
                return insn(Alu); // data processing (modified or plain immediate)
            }
            // Branches and miscellaneous control (§A5.3.4), selected by hw2 bits 14 and 12.
            match (hw2 >> 12) & 0b101 {
                0b000 => {
                    if (hw1 >> 7) & 7 != 0b111 {
                        insn(CondBranch) // B<c>.W
                    } else if op2 == 0b011_1011 {
                        insn(Barrier) // DSB, DMB, ISB, CLREX
                    } else if op2 == 0b011_1010 {
                        insn(Alu) // NOP.W and other hints
                    } else {
                        insn(System) // MSR, MRS, UDF.W
                    }
                }
                0b001 => insn(Branch),
                0b101 => insn(BranchLink),
                _ => insn(System), // BLX (immediate) does not exist on M profile
            }
        }
        0b11 => {
            if op2 & 0b111_0001 == 0 {
                Insn {
                    writeback: single_writeback(hw1, hw2),
                    ..insn(Store)
                } // §A5.3.10
            } else if op2 & 0b110_0111 == 0b000_0101 && hw2 >> 12 == 15 {
                Insn {
                    writes_pc: true,
                    writeback: single_writeback(hw1, hw2),
                    ..insn(LoadPc)
                }
            } else if op2 & 0b110_0001 == 0b000_0001 && op2 & 0b110 != 0b110 {
                // Load byte / halfword / word (§A5.3.7-9), memory hints (PLD, PLI) included.
                Insn {
                    writeback: single_writeback(hw1, hw2),
                    ..insn(Load)
                }
            } else if op2 & 0b111_0000 == 0b010_0000 {
                insn(Alu) // data processing (register): shifts, extends, parallel add/sub, REV, CLZ
            } else if op2 & 0b111_1000 == 0b011_0000 {
                // Multiply, multiply accumulate and absolute difference (§A5.3.16): Ra = 15 means no
                // accumulate; op1 000 with op2 01 is MLS.
                let ra = hw2 >> 12;
                let o1 = (hw1 >> 4) & 7;
                let o2 = (hw2 >> 4) & 3;
                if o1 == 0 && o2 == 1 {
                    insn(MulAcc)
                } else if ra == 15 {
                    insn(Mul)
                } else {
                    insn(MulAcc)
                }
            } else if op2 & 0b111_1000 == 0b011_1000 {
                // Long multiply, long multiply accumulate and divide (§A5.3.17).
                match (hw1 >> 4) & 7 {
                    0b000 | 0b010 => insn(MulLong), // SMULL, UMULL
                    0b001 | 0b011 => insn(Div),     // SDIV, UDIV
                    _ => insn(MulLongAcc),          // SMLAL(xy/D), SMLSLD, UMLAL, UMAAL
                }
            } else if op2 & 0b100_0000 != 0 {
                coprocessor(hw1, hw2)
            } else {
                insn(System)
            }
        }
        _ => insn(System), // unreachable: 16-bit encodings
    }
}

/// Writeback of a 32-bit single load or store: the T4 form (bit 11 of hw2 set, base not the PC) with
/// P = 0 (post-indexed) or W = 1 (pre-indexed with writeback).
fn single_writeback(hw1: u16, hw2: u16) -> bool {
    let t4 = (hw1 >> 7) & 1 == 0 && (hw2 >> 11) & 1 == 1 && (hw1 & 0xF) != 15;
    t4 && ((hw2 >> 8) & 1 == 1 || (hw2 >> 10) & 1 == 0)
}

/// Coprocessor and floating-point instructions (§A5.3.18, §A6.4).
fn coprocessor(hw1: u16, hw2: u16) -> Insn {
    // Extension register load/store (§A6.5): 111x 110P UDWL with coprocessor 101x, except P=U=W=0
    // (64-bit transfers between core and extension registers, which move no memory).
    let ext_load_store = hw1 & 0xEE00 == 0xEC00 && (hw2 >> 9) & 7 == 0b101 && hw1 & 0x01A0 != 0;
    if ext_load_store {
        let single = (hw1 >> 8) & 1 == 1 && (hw1 >> 5) & 1 == 0; // P=1, W=0: VLDR / VSTR
        let n = if single {
            if (hw2 >> 8) & 1 == 1 {
                2 // double-precision register
            } else {
                1
            }
        } else {
            (hw2 & 0xFF) as u8 // imm8 counts words
        };
        return Insn {
            n,
            ..Insn::new(Class::FpMem, 4)
        };
    }
    Insn::new(Class::Fp, 4)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (first halfword, second halfword, class, n, writes_pc, writeback) with the encoding's disassembly.
    /// Encodings were assembled by LLVM (rustc's integrated assembler) and read back with llvm-objdump,
    /// except where marked hand-encoded.
    const KNOWN: &[(u16, u16, Class, u8, bool, bool, &str)] = &[
        (
            0xb580,
            0,
            Class::StoreMulti,
            2,
            false,
            false,
            "push {r7, lr}",
        ),
        (0xbd80, 0, Class::LoadMulti, 2, true, false, "pop {r7, pc}"),
        (0xbc10, 0, Class::LoadMulti, 1, false, false, "pop {r4}"),
        (0x4770, 0, Class::Indirect, 0, false, false, "bx lr"),
        (0x4780, 0, Class::Indirect, 0, false, false, "blx r0"),
        (0x4687, 0, Class::Indirect, 0, true, false, "mov pc, r0"),
        (0x4408, 0, Class::Alu, 0, false, false, "add r0, r1"),
        (
            0xe8bd,
            0x4080,
            Class::LoadMulti,
            2,
            false,
            true,
            "ldmia.w sp!, {r7, lr}",
        ),
        (
            0xe8bd,
            0x8ff0,
            Class::LoadMulti,
            9,
            true,
            true,
            "pop.w {r4-r11, pc}",
        ),
        (
            0xe92d,
            0x4ff0,
            Class::StoreMulti,
            9,
            false,
            true,
            "push.w {r4-r11, lr}",
        ),
        (
            0xe890,
            0x000e,
            Class::LoadMulti,
            3,
            false,
            false,
            "ldm.w r0, {r1, r2, r3}",
        ),
        (
            0xc80e,
            0,
            Class::LoadMulti,
            3,
            false,
            true,
            "ldm r0!, {r1, r2, r3}",
        ),
        (
            0xc90e,
            0,
            Class::LoadMulti,
            3,
            false,
            false,
            "ldm r1, {r1, r2, r3}",
        ),
        (
            0xc00e,
            0,
            Class::StoreMulti,
            3,
            false,
            true,
            "stm r0!, {r1, r2, r3}",
        ),
        (
            0xf841,
            0x2b04,
            Class::Store,
            0,
            false,
            true,
            "str r2, [r1], #4",
        ),
        (
            0xf841,
            0x2f04,
            Class::Store,
            0,
            false,
            true,
            "str r2, [r1, #4]!",
        ),
        (
            0xf8c1,
            0x2004,
            Class::Store,
            0,
            false,
            false,
            "str.w r2, [r1, #4]",
        ),
        (
            0xf8d0,
            0x1004,
            Class::Load,
            0,
            false,
            false,
            "ldr.w r1, [r0, #4]",
        ),
        (
            0xf850,
            0x1022,
            Class::Load,
            0,
            false,
            false,
            "ldr.w r1, [r0, r2, lsl #2]",
        ),
        (
            0xf810,
            0x1b01,
            Class::Load,
            0,
            false,
            true,
            "ldrb r1, [r0], #1",
        ),
        (
            0xf85d,
            0xfb04,
            Class::LoadPc,
            0,
            true,
            true,
            "ldr pc, [sp], #4",
        ),
        (
            0xe9d0,
            0x2300,
            Class::LoadDual,
            2,
            false,
            false,
            "ldrd r2, r3, [r0]",
        ),
        (
            0xe8f0,
            0x2302,
            Class::LoadDual,
            2,
            false,
            true,
            "ldrd r2, r3, [r0], #8",
        ),
        (
            0xe9c0,
            0x2300,
            Class::StoreDual,
            2,
            false,
            false,
            "strd r2, r3, [r0]",
        ),
        (
            0xe8d0,
            0xf001,
            Class::TableBranch,
            0,
            false,
            false,
            "tbb [r0, r1]",
        ),
        (
            0xe8d0,
            0xf011,
            Class::TableBranch,
            0,
            false,
            false,
            "tbh [r0, r1, lsl #1]",
        ),
        (
            0xe850,
            0x1f00,
            Class::Load,
            0,
            false,
            false,
            "ldrex r1, [r0]",
        ),
        (
            0xe840,
            0x2100,
            Class::Store,
            0,
            false,
            false,
            "strex r1, r2, [r0]",
        ),
        (0xd2fe, 0, Class::CondBranch, 0, false, false, "bhs ."),
        (0xb108, 0, Class::CondBranch, 0, false, false, "cbz r0"),
        (
            0xb908,
            0,
            Class::CondBranch,
            0,
            false,
            false,
            "cbnz r0 (hand-encoded)",
        ),
        (0xe7fe, 0, Class::Branch, 0, false, false, "b ."),
        (0xf47f, 0xaffd, Class::CondBranch, 0, false, false, "bne.w"),
        (0xf7ff, 0xbffb, Class::Branch, 0, false, false, "b.w"),
        (0xf7ff, 0xfff9, Class::BranchLink, 0, false, false, "bl"),
        (0xbf3c, 0, Class::It, 0, false, false, "itt lo"),
        (0xbf00, 0, Class::Alu, 0, false, false, "nop"),
        (
            0xfba0,
            0x0102,
            Class::MulLong,
            0,
            false,
            false,
            "umull r0, r1, r0, r2",
        ),
        (
            0xfb80,
            0x0102,
            Class::MulLong,
            0,
            false,
            false,
            "smull r0, r1, r0, r2",
        ),
        (
            0xfbe0,
            0x0102,
            Class::MulLongAcc,
            0,
            false,
            false,
            "umlal r0, r1, r0, r2",
        ),
        (
            0xfbe0,
            0x0162,
            Class::MulLongAcc,
            0,
            false,
            false,
            "umaal r0, r1, r0, r2",
        ),
        (
            0xfbb0,
            0xf0f1,
            Class::Div,
            0,
            false,
            false,
            "udiv r0, r0, r1",
        ),
        (
            0xfb90,
            0xf0f1,
            Class::Div,
            0,
            false,
            false,
            "sdiv r0, r0, r1",
        ),
        (
            0xfb00,
            0xf001,
            Class::Mul,
            0,
            false,
            false,
            "mul.w r0, r0, r1",
        ),
        (0x4348, 0, Class::Mul, 0, false, false, "muls r0, r1"),
        (
            0xfb00,
            0x2001,
            Class::MulAcc,
            0,
            false,
            false,
            "mla r0, r0, r1, r2",
        ),
        (
            0xfb00,
            0x2011,
            Class::MulAcc,
            0,
            false,
            false,
            "mls r0, r0, r1, r2",
        ),
        (
            0xea4f,
            0x0070,
            Class::Alu,
            0,
            false,
            false,
            "ror.w r0, r0, #1 (mov.w with shift)",
        ),
        (0xf04f, 0x0001, Class::Alu, 0, false, false, "mov.w r0, #1"),
        (0xfa90, 0xf080, Class::Alu, 0, false, false, "rev.w r0, r0"),
        (0xf3bf, 0x8f4f, Class::Barrier, 0, false, false, "dsb sy"),
        (0xf3bf, 0x8f5f, Class::Barrier, 0, false, false, "dmb sy"),
        (0xf3af, 0x8000, Class::Alu, 0, false, false, "nop.w"),
        (
            0xf3ef,
            0x8008,
            Class::System,
            0,
            false,
            false,
            "mrs r0, msp",
        ),
        (0x6808, 0, Class::Load, 0, false, false, "ldr r0, [r1]"),
        (0x6008, 0, Class::Store, 0, false, false, "str r0, [r1]"),
        (0x4801, 0, Class::Load, 0, false, false, "ldr r0, [pc, #4]"),
        (0x9801, 0, Class::Load, 0, false, false, "ldr r0, [sp, #4]"),
        (0x9001, 0, Class::Store, 0, false, false, "str r0, [sp, #4]"),
        (0x5c0e, 0, Class::Load, 0, false, false, "ldrb r6, [r1, r0]"),
        (
            0x540e,
            0,
            Class::Store,
            0,
            false,
            false,
            "strb r6, [r1, r0]",
        ),
        (
            0x5e0e,
            0,
            Class::Load,
            0,
            false,
            false,
            "ldrsh r6, [r1, r0]",
        ),
        (0xbeab, 0, Class::System, 0, false, false, "bkpt 0xab"),
        (0xdf00, 0, Class::System, 0, false, false, "svc 0"),
        (0xdeff, 0, Class::System, 0, false, false, "udf #255"),
        (0xb672, 0, Class::System, 0, false, false, "cpsid i"),
        (0xed2d, 0x8b02, Class::FpMem, 2, false, false, "vpush {d8}"),
        (
            0xecbd,
            0x8b04,
            Class::FpMem,
            4,
            false,
            false,
            "vpop {d8, d9}",
        ),
        (
            0xed90,
            0x0a01,
            Class::FpMem,
            1,
            false,
            false,
            "vldr s0, [r0, #4]",
        ),
        (
            0xed80,
            0x0b00,
            Class::FpMem,
            2,
            false,
            false,
            "vstr d0, [r0]",
        ),
        (
            0xec41,
            0x0b10,
            Class::Fp,
            0,
            false,
            false,
            "vmov d0, r0, r1 (no memory)",
        ),
        (
            0xee30,
            0x0a20,
            Class::Fp,
            0,
            false,
            false,
            "vadd.f32 s0, s0, s1",
        ),
    ];

    #[test]
    fn known_encodings() {
        for &(hw1, hw2, class, n, writes_pc, writeback, text) in KNOWN {
            let got = decode(hw1, hw2);
            let want = Insn {
                class,
                size: insn_size(hw1),
                n,
                writes_pc,
                writeback,
            };
            assert_eq!(got, want, "{hw1:04x} {hw2:04x} {text}");
        }
    }

    #[test]
    fn sizes() {
        assert_eq!(insn_size(0xe7fe), 2); // 0b11100: B (16-bit)
        assert_eq!(insn_size(0xe8bd), 4); // 0b11101
        assert_eq!(insn_size(0xf000), 4); // 0b11110
        assert_eq!(insn_size(0xf8d0), 4); // 0b11111
        assert_eq!(insn_size(0x4770), 2);
    }

    #[test]
    fn branch_predicates() {
        assert!(decode(0xbd80, 0).is_branch() && decode(0xbd80, 0).is_indirect()); // pop {r7, pc}
        assert!(!decode(0xbc10, 0).is_branch()); // pop {r4}
        assert!(decode(0xf000, 0xf800).is_branch() && !decode(0xf000, 0xf800).is_indirect()); // bl
        assert!(decode(0x4770, 0).is_indirect()); // bx lr
        assert!(decode(0xe8d0, 0xf001).is_indirect()); // tbb
        assert!(!decode(0x4408, 0).is_branch()); // add r0, r1
    }

    #[test]
    fn class_names_are_unique() {
        for (i, a) in Class::ALL.iter().enumerate() {
            assert_eq!(*a as usize, i);
            for b in &Class::ALL[i + 1..] {
                assert_ne!(a.name(), b.name());
            }
        }
    }
}
