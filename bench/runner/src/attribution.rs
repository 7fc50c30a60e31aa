//! Footprint of each case from one firmware image, by symbol: what a case pulls in is every function,
//! constant and global reachable from its body through the image's relocations, minus what the harness
//! reaches without any case.
//!
//! How:
//! 1. **Atoms**: the ELF's function and object symbols with a size, in allocated sections (Rust puts each
//!    function and each static in a section of its own, so after linking each symbol still covers exactly
//!    its bytes, literal pools included). Aliases at the same address count once.
//! 2. **Edges**: the firmware links with `--emit-relocs` (`firmware/bench/build.rs`), so the ELF keeps every
//!    relocation the linker resolved: a call (`BL`, `B.W`), an address load (`MOVW`/`MOVT`, a literal-pool
//!    word) or a pointer in data (vtables, slices). Each gives an edge from the atom holding the relocated
//!    bytes to the atom holding its target: the word's final value for absolute words (exact even when the
//!    relocation names a section plus an offset), the named symbol otherwise.
//! 3. **Baseline**: every atom reachable from the vector table (reset handler, `main`, the harness, markers,
//!    result table, case metadata), not crossing into the case table (`CASES`, the array of case bodies).
//! 4. **A case**: every atom reachable from its entry in the case table, minus the baseline, minus the known
//!    answers (`kat::*` statics: test data, not something a user links), the runtime's leftover-secret scan,
//!    the bench crate's input generation (`bench::input::*`: the key bytes or the constant-time check's secret)
//!    (harness code some cases call) and the bench crate's writable statics (the case's message, output and
//!    key buffers: the caller's memory), summed by section kind: code (executable), const (read-only),
//!    global (writable).
//!
//! Compared with building a firmware per case (the former method, `firmware.rs`): the same code is counted,
//! library functions shared with other cases included, but inlining decisions are those of the full image
//! (a function used once in a one-case build may be inlined there and not here), and the known answer is
//! left out. It needs one link instead of one per case.

use object::elf::{SHF_ALLOC, SHF_EXECINSTR, SHF_WRITE};
use object::read::elf::ElfFile32;
use object::{
    Object, ObjectSection, ObjectSymbol, RelocationFlags, RelocationTarget, SectionFlags,
    SymbolKind,
};
use std::collections::BTreeSet;

use crate::program::Footprint;

/// The attribution method, as recorded in the raw results.
pub const METHOD: &str = "per case, by symbol in the benchmark image: functions, constants and globals reachable from the \
case's body through the linker's relocations (--emit-relocs), minus those the harness reaches without cases, minus the \
known answers, the firmware runtime's leftover-secret scan, the bench crate's input generation (bench::input) and its writable statics (the case's message, \
output and key buffers) (sections: code = executable, const = read-only, global = writable); library functions shared \
with other cases count in each";

/// What an atom holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Executable section.
    Code,
    /// Read-only data.
    Const,
    /// Writable data (RAM).
    Global,
}

/// A sized symbol: a function or a static.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Atom {
    /// First byte (Thumb bit cleared).
    pub address: u32,
    /// Bytes.
    pub size: u32,
    /// Section kind.
    pub kind: Kind,
    /// Demangled name.
    pub name: String,
}

/// Atoms and the references between them, independent of the ELF reader (so it can be tested alone).
#[derive(Clone, Debug, Default)]
pub struct Graph {
    /// Atoms sorted by address, without duplicates.
    pub atoms: Vec<Atom>,
    /// `edges[i]`: the atoms atom `i` refers to.
    pub edges: Vec<BTreeSet<usize>>,
}

impl Graph {
    /// A graph of `atoms` (any order; aliases at the same address are merged, the first name kept).
    pub fn new(mut atoms: Vec<Atom>) -> Graph {
        atoms.sort_by(|a, b| (a.address, std::cmp::Reverse(a.size)).cmp(&(b.address, std::cmp::Reverse(b.size))));
        atoms.dedup_by_key(|a| a.address);
        let edges = vec![BTreeSet::new(); atoms.len()];
        Graph { atoms, edges }
    }

    /// The atom holding `address` (the Thumb bit of a code address is ignored).
    pub fn atom_at(&self, address: u32) -> Option<usize> {
        let find = |a: u32| {
            let i = self.atoms.partition_point(|x| x.address <= a).checked_sub(1)?;
            let x = &self.atoms[i];
            (a < x.address + x.size.max(1)).then_some(i)
        };
        find(address).or_else(|| find(address & !1))
    }

    /// Records that the bytes at `from` refer to `to` (ignored when either is outside every atom).
    pub fn add_reference(&mut self, from: u32, to: u32) {
        if let (Some(a), Some(b)) = (self.atom_at(from), self.atom_at(to)) {
            if a != b {
                self.edges[a].insert(b);
            }
        }
    }

    /// Atoms reachable from `roots` (roots included), never entering `barrier`.
    pub fn reachable(&self, roots: &[usize], barrier: &BTreeSet<usize>) -> BTreeSet<usize> {
        let mut seen = BTreeSet::new();
        let mut stack: Vec<usize> = roots.iter().copied().filter(|r| !barrier.contains(r)).collect();
        while let Some(i) = stack.pop() {
            if !seen.insert(i) {
                continue;
            }
            stack.extend(self.edges[i].iter().copied().filter(|j| !barrier.contains(j) && !seen.contains(j)));
        }
        seen
    }

    /// The bytes of `atoms` by kind, leaving out those in `minus` and those `exclude` rejects.
    pub fn footprint(
        &self,
        atoms: &BTreeSet<usize>,
        minus: &BTreeSet<usize>,
        exclude: impl Fn(&Atom) -> bool,
    ) -> Footprint {
        let mut f = Footprint::default();
        for &i in atoms.difference(minus) {
            let a = &self.atoms[i];
            if exclude(a) {
                continue;
            }
            match a.kind {
                Kind::Code => f.code += u64::from(a.size),
                Kind::Const => f.constant += u64::from(a.size),
                Kind::Global => f.global += u64::from(a.size),
            }
        }
        f
    }
}

// ELF Arm relocation types whose target is read from the relocated word itself.
const R_ARM_ABS32: u32 = 2;
const R_ARM_NONE: u32 = 0;

/// The reference graph of a linked ELF kept with `--emit-relocs`, and the load image to read words from.
pub struct Image {
    pub graph: Graph,
    /// Roots of the harness: the atoms the vector table refers to.
    pub vector_roots: Vec<usize>,
    /// (address, bytes) of every allocated section with contents.
    sections: Vec<(u32, Vec<u8>)>,
    /// Relocations found outside debug sections (0: the ELF was linked without `--emit-relocs`).
    pub relocations: usize,
    /// Bytes no symbol covers, split into anonymous atoms at the addresses referenced (see [`fill_gaps`]).
    pub anonymous_bytes: u64,
}

impl Image {
    /// Reads atoms and references from a 32-bit Arm ELF.
    pub fn from_elf(bytes: &[u8]) -> Result<Image, String> {
        let elf = ElfFile32::<object::Endianness>::parse(bytes).map_err(|e| format!("not an ELF32 file: {e}"))?;
        let mut kinds = std::collections::BTreeMap::new();
        let mut sections = Vec::new();
        let mut ranges = Vec::new();
        let mut vector_table = None;
        for s in elf.sections() {
            let SectionFlags::Elf { sh_flags, .. } = s.flags() else { continue };
            let sh_flags = sh_flags.0;
            if sh_flags & SHF_ALLOC.0 == 0 {
                continue;
            }
            let kind = if sh_flags & SHF_EXECINSTR.0 != 0 {
                Kind::Code
            } else if sh_flags & SHF_WRITE.0 != 0 {
                Kind::Global
            } else {
                Kind::Const
            };
            kinds.insert(s.index().0, kind);
            if s.name() == Ok(".vector_table") {
                vector_table = Some(s.index());
            } else if s.size() > 0 {
                ranges.push((s.address() as u32, (s.address() + s.size()) as u32, kind));
            }
            if let Ok(data) = s.data() {
                if !data.is_empty() {
                    sections.push((s.address() as u32, data.to_vec()));
                }
            }
        }

        let mut atoms = Vec::new();
        for sym in elf.symbols() {
            let (Some(index), Ok(name)) = (sym.section_index(), sym.name()) else { continue };
            let Some(&kind) = kinds.get(&index.0) else { continue };
            if sym.size() == 0 || !matches!(sym.kind(), SymbolKind::Text | SymbolKind::Data) || Some(index) == vector_table
            {
                continue;
            }
            atoms.push(Atom {
                address: sym.address() as u32 & !u32::from(kind == Kind::Code),
                size: sym.size() as u32,
                kind,
                name: format!("{:#}", rustc_demangle::demangle(name)),
            });
        }
        let mut image = Image {
            graph: Graph::default(),
            vector_roots: Vec::new(),
            sections,
            relocations: 0,
            anonymous_bytes: 0,
        };
        // Every reference: (address of the relocated bytes, target, from the vector table).
        let mut references = Vec::new();
        for s in elf.sections() {
            if !kinds.contains_key(&s.index().0) {
                continue; // debug sections
            }
            let is_vectors = Some(s.index()) == vector_table;
            for (offset, reloc) in s.relocations() {
                let RelocationFlags::Elf { r_type } = reloc.flags() else { continue };
                if r_type.0 == R_ARM_NONE {
                    continue;
                }
                image.relocations += 1;
                // In an executable the relocation offset is the address of the relocated bytes.
                let at = offset as u32;
                let target = if r_type.0 == R_ARM_ABS32 {
                    image.word(at)
                } else {
                    match reloc.target() {
                        RelocationTarget::Symbol(i) => elf.symbol_by_index(i).ok().map(|s| s.address() as u32),
                        _ => None,
                    }
                };
                if let Some(target) = target {
                    references.push((at, target, is_vectors));
                }
            }
        }

        let targets: BTreeSet<u32> = references.iter().map(|r| r.1).collect();
        let before: u64 = atoms.iter().map(|a| u64::from(a.size)).sum();
        let atoms = fill_gaps(atoms, &ranges, &targets);
        image.anonymous_bytes = atoms.iter().map(|a| u64::from(a.size)).sum::<u64>().saturating_sub(before);
        let mut graph = Graph::new(atoms);
        let mut vector_roots = BTreeSet::new();
        for (at, target, is_vectors) in references {
            if is_vectors {
                vector_roots.extend(graph.atom_at(target));
            } else {
                graph.add_reference(at, target);
            }
        }
        image.graph = graph;
        image.vector_roots = vector_roots.into_iter().collect();
        Ok(image)
    }

    /// The little-endian word at `address` in an allocated section.
    pub fn word(&self, address: u32) -> Option<u32> {
        self.sections.iter().find_map(|(start, data)| {
            let o = address.checked_sub(*start)? as usize;
            Some(u32::from_le_bytes(data.get(o..o + 4)?.try_into().ok()?))
        })
    }

    /// The case table: (address of the array of case bodies, number of entries). Either the `CASES` slice
    /// (`&[Option<fn>]`: pointer and length) or, when the compiler folded the slice into its uses, the array
    /// itself (`CASES::{{nested}}`, one word per case).
    pub fn case_table(&self) -> Result<(u32, usize), String> {
        let consts = || self.graph.atoms.iter().filter(|a| a.kind == Kind::Const);
        if let Some(slice) = consts().find(|a| a.name == "CASES" || a.name.ends_with("::CASES")) {
            return match (self.word(slice.address), self.word(slice.address + 4)) {
                (Some(ptr), Some(len)) => Ok((ptr, len as usize)),
                _ => Err("the `CASES` slice is outside the image".into()),
            };
        }
        consts()
            .find(|a| a.name.starts_with("CASES::") || a.name.contains("::CASES::"))
            .map(|array| (array.address, array.size as usize / 4))
            .ok_or_else(|| "no `CASES` case table in the firmware".into())
    }

    /// The footprint of each case. `table` is the address of the case table's array (one word per case: the
    /// body's address, 0 for none), `count` its length. Known answers (atoms named `...::kat::...`) are left
    /// out.
    pub fn case_footprints(&self, table: u32, count: usize) -> Result<Vec<Option<Footprint>>, String> {
        if self.relocations == 0 {
            return Err("the firmware ELF has no relocations: it must be linked with --emit-relocs".into());
        }
        let array = self.graph.atom_at(table).ok_or("the case table is not a symbol of the firmware")?;
        let barrier = BTreeSet::from([array]);
        let baseline = self.graph.reachable(&self.vector_roots, &barrier);
        (0..count)
            .map(|i| {
                let reach = self.case_reach(table, i, &barrier)?;
                Ok(reach.map(|reach| self.graph.footprint(&reach, &baseline, is_left_out)))
            })
            .collect()
    }

    /// The atoms counted in case `index`'s footprint, largest first: what to look at when a case's code or
    /// constants are bigger than expected (`emcrypt-bench --footprint-of CASE`).
    pub fn case_atoms(&self, table: u32, index: usize) -> Result<Vec<&Atom>, String> {
        let array = self.graph.atom_at(table).ok_or("the case table is not a symbol of the firmware")?;
        let barrier = BTreeSet::from([array]);
        let baseline = self.graph.reachable(&self.vector_roots, &barrier);
        let reach = self.case_reach(table, index, &barrier)?.unwrap_or_default();
        let mut atoms: Vec<&Atom> =
            reach.difference(&baseline).map(|&i| &self.graph.atoms[i]).filter(|a| !is_left_out(a)).collect();
        atoms.sort_by(|a, b| b.size.cmp(&a.size).then_with(|| a.name.cmp(&b.name)));
        Ok(atoms)
    }

    /// Every atom reachable from case `i`'s body (None: the case has no body).
    fn case_reach(&self, table: u32, i: usize, barrier: &BTreeSet<usize>) -> Result<Option<BTreeSet<usize>>, String> {
        let entry = self.word(table + 4 * i as u32).ok_or_else(|| format!("case table entry {i} is outside the image"))?;
        if entry == 0 {
            return Ok(None);
        }
        let body = self
            .graph
            .atom_at(entry)
            .ok_or_else(|| format!("case {i}'s body at {entry:#x} is not a function symbol"))?;
        Ok(Some(self.graph.reachable(&[body], barrier)))
    }
}

/// Left out of every case, as none of them is something a user links: known answers (`...::kat::...`
/// statics, test data), the firmware runtime (`emcrypt_fw_rt::...`, the harness: the leftover-secret scan
/// some cases call after their operation), the benchmark's input generation (`bench::input::...`: the key
/// bytes, or the constant-time check's secret, a user's application holds anyway), and the benchmark's own writable statics (`bench::...`: the
/// case's message, output, key and signature buffers and the RustCrypto peers' heap arena, the caller's
/// memory; a heap's peak use is the case's working bytes).
fn is_left_out(a: &Atom) -> bool {
    a.name.contains("::kat::")
        || a.name.starts_with("emcrypt_fw_rt::")
        || a.name.starts_with("bench::input::")
        || (a.kind == Kind::Global && a.name.starts_with("bench::"))
}

/// Covers the bytes of `ranges` (section start, end, kind) that no atom covers with anonymous atoms, split
/// at every referenced address. Some targets keep no symbol for an unnamed constant (ARMv6-M literal pools
/// refer to `.rodata` plus an offset): each such constant is referenced at its first byte, so it becomes its
/// own atom, running to the next referenced address or named atom. Unreferenced gap bytes (padding) form
/// atoms that nothing reaches.
pub fn fill_gaps(mut atoms: Vec<Atom>, ranges: &[(u32, u32, Kind)], targets: &BTreeSet<u32>) -> Vec<Atom> {
    atoms.sort_by_key(|a| a.address);
    let mut extra = Vec::new();
    for &(start, end, kind) in ranges {
        let mut at = start;
        let inside = atoms.iter().filter(|a| a.address < end && a.address + a.size > start);
        let mut gaps = Vec::new();
        for a in inside {
            if a.address > at {
                gaps.push((at, a.address));
            }
            at = at.max(a.address + a.size);
        }
        if at < end {
            gaps.push((at, end));
        }
        for (g0, g1) in gaps {
            let mut cuts: Vec<u32> = std::iter::once(g0)
                .chain(targets.iter().map(|&t| if kind == Kind::Code { t & !1 } else { t }).filter(|&t| t > g0 && t < g1))
                .collect();
            cuts.sort_unstable();
            cuts.dedup();
            cuts.push(g1);
            for w in cuts.windows(2) {
                extra.push(Atom { address: w[0], size: w[1] - w[0], kind, name: "<anonymous>".into() });
            }
        }
    }
    atoms.extend(extra);
    atoms
}

#[cfg(test)]
mod tests {
    use super::*;

    fn atom(address: u32, size: u32, kind: Kind, name: &str) -> Atom {
        Atom { address, size, kind, name: name.into() }
    }

    /// main -> harness -> memcpy; table -> a, b; a -> shared -> memcpy; a -> TABLE_A (const), a -> kat::A;
    /// b -> shared, b -> STATE (global).
    fn graph() -> Graph {
        let mut g = Graph::new(vec![
            atom(0x100, 0x40, Kind::Code, "main"),
            atom(0x140, 0x20, Kind::Code, "harness"),
            atom(0x160, 0x10, Kind::Code, "memcpy"),
            atom(0x200, 0x80, Kind::Code, "case_a"),
            atom(0x280, 0x30, Kind::Code, "case_b"),
            atom(0x300, 0x100, Kind::Code, "shared"),
            atom(0x1000, 0x8, Kind::Const, "CASES_ARRAY"),
            atom(0x1008, 0x400, Kind::Const, "TABLE_A"),
            atom(0x1408, 0x20, Kind::Const, "bench::kat::A"),
            atom(0x2000_0000, 0x40, Kind::Global, "STATE"),
            atom(0x100, 0x40, Kind::Code, "main_alias"),
        ]);
        for (from, to) in [
            (0x104, 0x141),
            (0x110, 0x1000),
            (0x150, 0x161),
            (0x1000, 0x201),
            (0x1004, 0x281),
            (0x210, 0x301),
            (0x220, 0x1008),
            (0x230, 0x1408),
            (0x290, 0x301),
            (0x2a0, 0x2000_0010),
            (0x310, 0x161),
            (0x320, 0x9999), // outside every atom: ignored
        ] {
            g.add_reference(from, to);
        }
        g
    }

    #[test]
    fn gaps_become_anonymous_atoms_split_at_references() {
        let atoms = vec![atom(0x1010, 0x10, Kind::Const, "named")];
        let targets = BTreeSet::from([0x1000, 0x1008, 0x1014, 0x1030, 0x5000]);
        let filled = fill_gaps(atoms, &[(0x1000, 0x1040, Kind::Const)], &targets);
        let mut spans: Vec<(u32, u32, &str)> = filled.iter().map(|a| (a.address, a.size, a.name.as_str())).collect();
        spans.sort();
        assert_eq!(
            spans,
            [
                (0x1000, 8, "<anonymous>"),
                (0x1008, 8, "<anonymous>"),
                (0x1010, 0x10, "named"),
                (0x1020, 0x10, "<anonymous>"),
                (0x1030, 0x10, "<anonymous>"),
            ]
        );
    }

    #[test]
    fn aliases_merge_and_lookup_ignores_the_thumb_bit() {
        let g = graph();
        assert_eq!(g.atoms.len(), 10);
        assert_eq!(g.atom_at(0x201), g.atom_at(0x200));
        assert_eq!(g.atom_at(0x27f).map(|i| g.atoms[i].name.as_str()), Some("case_a"));
        assert_eq!(g.atom_at(0x5000), None);
    }

    #[test]
    fn cases_count_what_they_reach_beyond_the_harness() {
        let g = graph();
        let barrier = BTreeSet::from([g.atom_at(0x1000).unwrap()]);
        let baseline = g.reachable(&[g.atom_at(0x100).unwrap()], &barrier);
        let names: BTreeSet<&str> = baseline.iter().map(|&i| g.atoms[i].name.as_str()).collect();
        assert_eq!(names, BTreeSet::from(["main", "harness", "memcpy"]), "the case table stops the walk");
        let kat = |a: &Atom| a.name.contains("::kat::");
        let a = g.footprint(&g.reachable(&[g.atom_at(0x200).unwrap()], &barrier), &baseline, kat);
        // case_a + shared (memcpy is the harness's), TABLE_A, not its known answer.
        assert_eq!(a, Footprint { code: 0x80 + 0x100, constant: 0x400, global: 0 });
        let b = g.footprint(&g.reachable(&[g.atom_at(0x280).unwrap()], &barrier), &baseline, kat);
        assert_eq!(b, Footprint { code: 0x30 + 0x100, constant: 0, global: 0x40 });
        let with_kat = g.footprint(&g.reachable(&[g.atom_at(0x200).unwrap()], &barrier), &baseline, |_| false);
        assert_eq!(with_kat.constant, 0x420);
    }
}
