//! The straight-line Thumb-2 subset shared by the generators of the elliptic-curve assembly
//! (`weierstrass/montgomery/umaal12_gen.rs`, `p384/add_sub_armv7m_gen.rs`): an instruction list that
//! [`Machine`] executes on the host, so the tests check the generated code itself against the portable
//! Rust, and [`print`], which writes it as assembly (`UMAAL` through the `umaal_` macro the files define,
//! as the assembler takes the mnemonic only with the DSP feature).

extern crate std;

use std::format;
use std::string::String;
use std::vec::Vec;

/// Registers 0..=14 (`r0`–`r12`, 13 = `sp`, 14 = `lr`).
pub type Reg = u8;
pub const SP: Reg = 13;

/// The second operand of an addition or subtraction.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Operand {
    Reg(Reg),
    /// A Thumb-2 modified immediate.
    Imm(u32),
}

/// One instruction. Offsets are in bytes; register lists are bit masks.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Insn {
    /// `rt = [rn + off]`
    Ldr { rt: Reg, rn: Reg, off: usize },
    /// `[rn + off] = rt`
    Str { rt: Reg, rn: Reg, off: usize },
    /// `rt, rt2 = [rn + off], [rn + off + 4]`
    Ldrd { rt: Reg, rt2: Reg, rn: Reg, off: usize },
    /// `[rn + off], [rn + off + 4] = rt, rt2`
    Strd { rt: Reg, rt2: Reg, rn: Reg, off: usize },
    /// Loads the registers of `list` (ascending) from `rn`, `rn + 4`, ...; `rn` advanced when `writeback`.
    Ldm { rn: Reg, list: u16, writeback: bool },
    /// Stores the registers of `list` (ascending) to `rn`, `rn + 4`, ...; `rn` advanced when `writeback`.
    Stm { rn: Reg, list: u16, writeback: bool },
    /// `hi:lo = n·m`
    Umull { lo: Reg, hi: Reg, n: Reg, m: Reg },
    /// `hi:lo = n·m + lo + hi`
    Umaal { lo: Reg, hi: Reg, n: Reg, m: Reg },
    /// `d = n·m mod 2^32`
    Mul { d: Reg, n: Reg, m: Reg },
    /// `d = imm` (no flags)
    Mov { d: Reg, imm: u32 },
    /// `d = n + op`, flags (`adds`); `d = n + op + C` (`adcs`) when `with_carry`
    Add { d: Reg, n: Reg, op: Operand, with_carry: bool },
    /// `d = n + imm + C` without setting flags (`adc`)
    AdcNoFlags { d: Reg, n: Reg, imm: u32 },
    /// `d = n - op`, flags (`subs`); `d = n - op - !C` (`sbcs`) when `with_borrow`
    Sub { d: Reg, n: Reg, op: Operand, with_borrow: bool },
    /// `d = n - n - !C`, that is `-borrow` (`sbc d, n, n`; no flags)
    NegBorrow { d: Reg, n: Reg },
    /// `d = 0 - n` (`rsb`, no flags)
    Neg { d: Reg, n: Reg },
    /// `d = n & !m` (no flags)
    Bic { d: Reg, n: Reg, m: Reg },
    /// `d = n & imm` (no flags)
    AndImm { d: Reg, n: Reg, imm: u32 },
}

/// Machine state: registers, the carry flag, and a word-addressed memory.
pub struct Machine {
    pub r: [u32; 15],
    pub carry: bool,
    pub mem: Vec<u32>,
}

impl Machine {
    /// Registers filled with junk, `words` of memory filled with junk.
    pub fn new(words: usize) -> Self {
        Machine { r: [0xdead_beef; 15], carry: false, mem: std::vec![0x5a5a_5a5a; words] }
    }

    fn load(&self, address: u32) -> u32 {
        assert!(address % 4 == 0, "unaligned access");
        self.mem[address as usize / 4]
    }

    fn store(&mut self, address: u32, value: u32) {
        assert!(address % 4 == 0, "unaligned access");
        self.mem[address as usize / 4] = value;
    }

    fn operand(&self, op: Operand) -> u32 {
        match op {
            Operand::Reg(r) => self.r[r as usize],
            Operand::Imm(imm) => imm,
        }
    }

    pub fn run(&mut self, program: &[Insn]) {
        for insn in program {
            self.step(*insn);
        }
    }

    fn step(&mut self, insn: Insn) {
        let r = self.r;
        match insn {
            Insn::Ldr { rt, rn, off } => self.r[rt as usize] = self.load(r[rn as usize] + off as u32),
            Insn::Str { rt, rn, off } => self.store(r[rn as usize] + off as u32, r[rt as usize]),
            Insn::Ldrd { rt, rt2, rn, off } => {
                self.r[rt as usize] = self.load(r[rn as usize] + off as u32);
                self.r[rt2 as usize] = self.load(r[rn as usize] + off as u32 + 4);
            }
            Insn::Strd { rt, rt2, rn, off } => {
                self.store(r[rn as usize] + off as u32, r[rt as usize]);
                self.store(r[rn as usize] + off as u32 + 4, r[rt2 as usize]);
            }
            Insn::Ldm { rn, list, writeback } => {
                assert!(list & (1 << rn) == 0 || !writeback);
                let mut address = r[rn as usize];
                for reg in (0..15).filter(|reg| list & (1 << reg) != 0) {
                    self.r[reg] = self.load(address);
                    address += 4;
                }
                if writeback {
                    self.r[rn as usize] = address;
                }
            }
            Insn::Stm { rn, list, writeback } => {
                let mut address = r[rn as usize];
                for reg in (0..15).filter(|reg| list & (1 << reg) != 0) {
                    self.store(address, r[reg]);
                    address += 4;
                }
                if writeback {
                    self.r[rn as usize] = address;
                }
            }
            Insn::Umull { lo, hi, n, m } => {
                assert!(lo != hi);
                let p = r[n as usize] as u64 * r[m as usize] as u64;
                self.r[lo as usize] = p as u32;
                self.r[hi as usize] = (p >> 32) as u32;
            }
            Insn::Umaal { lo, hi, n, m } => {
                assert!(lo != hi);
                let p = r[n as usize] as u64 * r[m as usize] as u64 + r[lo as usize] as u64 + r[hi as usize] as u64;
                self.r[lo as usize] = p as u32;
                self.r[hi as usize] = (p >> 32) as u32;
            }
            Insn::Mul { d, n, m } => self.r[d as usize] = r[n as usize].wrapping_mul(r[m as usize]),
            Insn::Mov { d, imm } => self.r[d as usize] = imm,
            Insn::Add { d, n, op, with_carry } => {
                let sum = r[n as usize] as u64 + self.operand(op) as u64 + u64::from(with_carry && self.carry);
                self.r[d as usize] = sum as u32;
                self.carry = sum >> 32 != 0;
            }
            Insn::AdcNoFlags { d, n, imm } => {
                self.r[d as usize] = r[n as usize].wrapping_add(imm).wrapping_add(u32::from(self.carry));
            }
            Insn::Sub { d, n, op, with_borrow } => {
                let borrow_in = u64::from(with_borrow && !self.carry);
                let diff = (r[n as usize] as u64).wrapping_sub(self.operand(op) as u64).wrapping_sub(borrow_in);
                self.r[d as usize] = diff as u32;
                self.carry = diff >> 32 == 0; // Arm's carry is "no borrow"
            }
            Insn::NegBorrow { d, .. } => self.r[d as usize] = 0u32.wrapping_sub(u32::from(!self.carry)),
            Insn::Neg { d, n } => self.r[d as usize] = 0u32.wrapping_sub(r[n as usize]),
            Insn::Bic { d, n, m } => self.r[d as usize] = r[n as usize] & !r[m as usize],
            Insn::AndImm { d, n, imm } => self.r[d as usize] = r[n as usize] & imm,
        }
    }
}

pub fn reg(r: Reg) -> &'static str {
    ["r0", "r1", "r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12", "sp", "lr"][r as usize]
}

fn list(mask: u16) -> String {
    let regs: Vec<&str> = (0..15).filter(|r| mask & (1 << r) != 0).map(|r| reg(r as Reg)).collect();
    format!("{{{}}}", regs.join(", "))
}

fn operand(op: Operand) -> String {
    match op {
        Operand::Reg(r) => reg(r).into(),
        Operand::Imm(imm) => format!("#{imm:#x}"),
    }
}

/// One instruction as a line of assembly (without the indentation).
pub fn print(insn: Insn) -> String {
    let wb = |writeback: bool| if writeback { "!" } else { "" };
    match insn {
        Insn::Ldr { rt, rn, off } => format!("ldr {}, [{}, #{off}]", reg(rt), reg(rn)),
        Insn::Str { rt, rn, off } => format!("str {}, [{}, #{off}]", reg(rt), reg(rn)),
        Insn::Ldrd { rt, rt2, rn, off } => format!("ldrd {}, {}, [{}, #{off}]", reg(rt), reg(rt2), reg(rn)),
        Insn::Strd { rt, rt2, rn, off } => format!("strd {}, {}, [{}, #{off}]", reg(rt), reg(rt2), reg(rn)),
        Insn::Ldm { rn, list: l, writeback } => format!("ldm {}{}, {}", reg(rn), wb(writeback), list(l)),
        Insn::Stm { rn, list: l, writeback } => format!("stm {}{}, {}", reg(rn), wb(writeback), list(l)),
        Insn::Umull { lo, hi, n, m } => format!("umull {}, {}, {}, {}", reg(lo), reg(hi), reg(n), reg(m)),
        Insn::Umaal { lo, hi, n, m } => format!("umaal_ {lo}, {hi}, {n}, {m}"),
        Insn::Mul { d, n, m } => format!("mul {}, {}, {}", reg(d), reg(n), reg(m)),
        Insn::Mov { d, imm } => format!("mov {}, #{imm}", reg(d)),
        Insn::Add { d, n, op, with_carry } => {
            format!("{} {}, {}, {}", if with_carry { "adcs" } else { "adds" }, reg(d), reg(n), operand(op))
        }
        Insn::AdcNoFlags { d, n, imm } => format!("adc {}, {}, #{imm}", reg(d), reg(n)),
        Insn::Sub { d, n, op, with_borrow } => {
            format!("{} {}, {}, {}", if with_borrow { "sbcs" } else { "subs" }, reg(d), reg(n), operand(op))
        }
        Insn::NegBorrow { d, n } => format!("sbc {}, {}, {}", reg(d), reg(n), reg(n)),
        Insn::Neg { d, n } => format!("rsb {}, {}, #0", reg(d), reg(n)),
        Insn::Bic { d, n, m } => format!("bic {}, {}, {}", reg(d), reg(n), reg(m)),
        Insn::AndImm { d, n, imm } => format!("and {}, {}, #{imm:#x}", reg(d), reg(n)),
    }
}

/// Checks the committed assembly file (`path` relative to the crate) against the generator's `text`;
/// `EMCRYPT_REGENERATE_ASM=1` rewrites it first.
pub fn check_committed(path: &str, text: &str) {
    let path = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("EMCRYPT_REGENERATE_ASM").is_some() {
        std::fs::write(&path, text).unwrap();
    }
    let committed = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(committed == text, "{path} is stale: regenerate it with EMCRYPT_REGENERATE_ASM=1 (see the generator)");
}

/// SplitMix64: reproducible test operands without a dependency.
pub struct SplitMix(pub u64);

impl SplitMix {
    pub fn next_u32(&mut self) -> u32 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) as u32
    }

    /// A uniformly random value below `m` (by rejection, drawing only the bits of `m`'s length).
    pub fn below<const N: usize>(&mut self, m: &[u32; N]) -> [u32; N] {
        loop {
            let mut x: [u32; N] = core::array::from_fn(|_| self.next_u32());
            x[N - 1] &= u32::MAX >> m[N - 1].leading_zeros();
            if crate::ecc::weierstrass::montgomery::sub_limbs(&x, m).1 == 1 {
                return x;
            }
        }
    }
}
