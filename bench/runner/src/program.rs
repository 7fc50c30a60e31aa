//! A firmware ELF as the runner needs it, read with the `object` crate: what to load where, the symbols
//! (marker addresses, result tables, function ranges for profiles), and the footprint by section kind.

use object::elf::{PF_X, PT_LOAD, SHF_ALLOC, SHF_EXECINSTR, SHF_WRITE};
use object::read::elf::{ElfFile32, ProgramHeader as _};
use object::{Object, ObjectSection, ObjectSymbol, SectionFlags, SymbolKind};
use std::collections::BTreeMap;

/// Bytes to place in memory before the run: a loadable segment at its load (physical) address, which for
/// initialised data is its flash copy; the reset handler copies it to RAM as on a real board.
#[derive(Clone, Debug)]
pub struct Segment {
    /// Load address.
    pub address: u32,
    /// File contents.
    pub data: Vec<u8>,
    /// Size in memory (zero-filled past `data`).
    pub mem_size: u32,
    /// Holds code.
    pub executable: bool,
}

/// A function symbol, for per-function profiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    /// First byte (Thumb bit cleared).
    pub address: u32,
    /// Size in bytes (0 when the symbol has none).
    pub size: u32,
    /// Demangled name.
    pub name: String,
}

/// Bytes of an image by kind, the way vendor pages report footprints.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Footprint {
    /// Executable sections (vector table, .text).
    pub code: u64,
    /// Read-only data in flash (.rodata).
    pub constant: u64,
    /// Data in RAM (.data, .bss, .uninit; the stack is not a section).
    pub global: u64,
}

impl Footprint {
    /// What `self` has beyond `base`, per kind, never below zero (the optimiser may shuffle a few bytes).
    pub fn minus(&self, base: &Footprint) -> Footprint {
        Footprint {
            code: self.code.saturating_sub(base.code),
            constant: self.constant.saturating_sub(base.constant),
            global: self.global.saturating_sub(base.global),
        }
    }
}

/// A loaded firmware image.
#[derive(Clone, Debug)]
pub struct Program {
    /// Entry point (the reset handler, Thumb bit set).
    pub entry: u32,
    /// Loadable segments.
    pub segments: Vec<Segment>,
    symbols: BTreeMap<String, u32>,
    /// Function symbols sorted by address.
    pub functions: Vec<Function>,
    /// Footprint of the whole image.
    pub footprint: Footprint,
}

impl Program {
    /// Parses a 32-bit little-endian Arm ELF.
    pub fn from_elf(bytes: &[u8]) -> Result<Program, String> {
        let elf = ElfFile32::<object::Endianness>::parse(bytes)
            .map_err(|e| format!("not an ELF32 file: {e}"))?;
        if elf.architecture() != object::Architecture::Arm || !elf.is_little_endian() {
            return Err("not a little-endian Arm ELF".into());
        }
        let endian = elf.endian();
        let mut segments = Vec::new();
        for ph in elf.elf_program_headers() {
            if ph.p_type(endian) != PT_LOAD || ph.p_memsz(endian) == 0 {
                continue;
            }
            let data = ph
                .data(endian, bytes)
                .map_err(|_| "segment outside the file".to_string())?;
            segments.push(Segment {
                address: ph.p_paddr(endian),
                data: data.to_vec(),
                mem_size: ph.p_memsz(endian),
                executable: ph.p_flags(endian).0 & PF_X.0 != 0,
            });
        }
        if segments.is_empty() {
            return Err("no loadable segment".into());
        }

        let mut symbols = BTreeMap::new();
        let mut functions = Vec::new();
        for sym in elf.symbols() {
            let Ok(name) = sym.name() else { continue };
            if name.is_empty() || name.starts_with('$') {
                continue; // mapping symbols ($t, $d) mark code and data, not names
            }
            let address = sym.address() as u32;
            symbols.insert(name.to_string(), address);
            if sym.kind() == SymbolKind::Text && sym.is_definition() {
                functions.push(Function {
                    address: address & !1,
                    size: sym.size() as u32,
                    name: format!("{:#}", rustc_demangle::demangle(name)),
                });
            }
        }
        functions.sort_by(|a, b| (a.address, &a.name).cmp(&(b.address, &b.name)));
        functions.dedup_by_key(|f| f.address);

        let mut footprint = Footprint::default();
        for section in elf.sections() {
            let SectionFlags::Elf { sh_flags, .. } = section.flags() else {
                continue;
            };
            let sh_flags = sh_flags.0;
            if sh_flags & SHF_ALLOC.0 == 0 {
                continue;
            }
            let size = section.size();
            if sh_flags & SHF_EXECINSTR.0 != 0 {
                footprint.code += size;
            } else if sh_flags & SHF_WRITE.0 != 0 {
                footprint.global += size;
            } else {
                footprint.constant += size;
            }
        }
        Ok(Program {
            entry: elf.entry() as u32,
            segments,
            symbols,
            functions,
            footprint,
        })
    }

    /// A program made only of `functions` (sorted by address), for tests of code that symbolises addresses.
    #[cfg(test)]
    pub fn with_functions(functions: Vec<Function>) -> Program {
        Program {
            entry: 0,
            segments: Vec::new(),
            symbols: BTreeMap::new(),
            functions,
            footprint: Footprint::default(),
        }
    }

    /// The address of symbol `name`.
    pub fn symbol(&self, name: &str) -> Result<u32, String> {
        self.symbols
            .get(name)
            .copied()
            .ok_or_else(|| format!("symbol `{name}` not found in the firmware"))
    }

    /// The function containing `address`, if any.
    pub fn function_at(&self, address: u32) -> Option<&Function> {
        let i = self.functions.partition_point(|f| f.address <= address);
        let f = self.functions.get(i.checked_sub(1)?)?;
        (f.size == 0 || address < f.address + f.size).then_some(f)
    }

    /// `len` bytes at load address `address`, if one segment holds them all.
    pub fn read(&self, address: u32, len: u32) -> Option<&[u8]> {
        self.segments.iter().find_map(|s| {
            let o = address.checked_sub(s.address)? as usize;
            s.data.get(o..o.checked_add(len as usize)?)
        })
    }

    /// The address range holding code, `[start, end)`: the executable segments.
    pub fn code_range(&self) -> (u32, u32) {
        let code = self.segments.iter().filter(|s| s.executable);
        let start = code.clone().map(|s| s.address).min().unwrap_or(0);
        let end = code
            .map(|s| s.address + s.data.len() as u32)
            .max()
            .unwrap_or(0);
        (start, end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn footprint_difference_saturates() {
        let a = Footprint {
            code: 100,
            constant: 10,
            global: 4,
        };
        let b = Footprint {
            code: 60,
            constant: 12,
            global: 4,
        };
        assert_eq!(
            a.minus(&b),
            Footprint {
                code: 40,
                constant: 0,
                global: 0
            }
        );
    }

    #[test]
    fn rejects_non_elf() {
        assert!(Program::from_elf(b"not an elf").is_err());
    }
}
