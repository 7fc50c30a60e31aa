//! The constant-time trace check (`emcrypt-bench ct-check`): runs a case that handles a secret N times with
//! different secrets and the same public inputs, records inside its measured region the address of every
//! executed instruction, the address and size of every load and store (see [`crate::ea`]) and, on the
//! Cortex-M3, the operand values of the multiplies and divides whose duration depends on them; then reports
//! the first place where two runs differ, symbolised with the ELF's function symbols.
//!
//! How the secret gets in: the firmware calls the marker `bench_setup()` once before its cases; at that
//! marker the host writes a request into the firmware's `CT_CONTROL` (`firmware/rt/src/bench.rs`): a magic
//! word, the case to run alone, what the secret replaces ([`SecretKind`]) and 64 secret bytes. The firmware
//! then runs that case only, with the secret as its key or message, and records "completed" instead of its
//! known-answer verdict (the answer depends on the secret). Benchmark runs write no request, so the same ELF
//! runs its cases with the fixed inputs and checks their known answers. (`--profile` writes a run-alone
//! request into the same block, with its own magic: see [`crate::emulator::ALONE_MAGIC`].)
//!
//! Secrets: run 0 all zero bytes, run 1 all 0xff, the rest from a seeded generator (SplitMix64), so every
//! check is reproducible.
//!
//! What it does not see: the timing of instructions whose duration depends on data on a given core other
//! than the M3's long multiplies and divides; conditional instructions in IT blocks count as executed
//! whatever their condition; caches (none on these cores' internal buses).

use crate::ea::{Access, VariableOp};
use crate::emulator::{self, RunConfig};
use crate::program::Program;
use crate::raw::CaseMeta;
use emcrypt_bench_timing::Core;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

/// `CT_CONTROL.magic` of a request ("CTCK").
pub const CT_MAGIC: u32 = 0x4b43_5443;
/// Secret bytes in a request.
pub const CT_SECRET_LEN: usize = 64;
/// `BENCH_RESULTS[id].status` of a case that completed under a constant-time check request.
pub const CT_COMPLETED: u32 = 3;

/// What the secret replaces in a case.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SecretKind {
    /// The message (its first 64 bytes): hashes and permutations.
    Message = 1,
    /// The key (its first bytes): MACs, ciphers, signatures, key generation.
    Key = 2,
}

/// Which input of case `meta` is secret, or `None` if it handles no secret (a verification with a public
/// key).
/// The RustCrypto peer cases (`firmware/bench/src/peers.rs`) take the secret only as a message (the shared
/// message buffer): their keyed cases keep the fixed key, so a check of them would be vacuous and is skipped.
pub fn secret_kind(meta: &CaseMeta) -> Option<SecretKind> {
    match meta.operation.as_str() {
        "digest" | "permutation" => Some(SecretKind::Message),
        "verify" | "verification" => None,
        _ if meta.library != "emcrypt" => None,
        _ => Some(SecretKind::Key),
    }
}

/// Whether the variant is documented as table-based (secret-indexed lookups: AES and DES `table-based`, GHASH
/// `table4`): its divergence is expected, and required. Ed25519's `precomputed-table` is not: it reads every
/// entry of its table and selects in constant time.
pub fn expected_divergent(meta: &CaseMeta) -> bool {
    let v = meta.variant.to_ascii_lowercase();
    v.contains("table-based") || v.contains("table4")
}

/// Where a documented finding shows up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FindingKind {
    /// A control-flow or memory-address divergence (an allowed leak of public or FIPS-accepted data).
    Trace,
    /// Cortex-M3 long-multiply/divide operands that depend on the secret (early termination).
    M3Operands,
}

/// A divergence the library documents: reported in every run, never hidden, but not a failure. Anything
/// that diverges and matches no entry (and is not a table-based variant) fails the check.
#[derive(Clone, Copy, Debug)]
pub struct DocumentedFinding {
    /// The finding applies to the cases whose id starts with one of these.
    pub cases: &'static [&'static str],
    /// What diverges.
    pub kind: FindingKind,
    /// The first divergence must lie in a function whose symbol contains one of these: a divergence
    /// elsewhere in the same case is still a failure.
    pub functions: &'static [&'static str],
    /// What a user must know, as the report prints it.
    pub note: &'static str,
}

/// The documented findings (design guide, "Constant time and secrets"; each algorithm's module docs).
/// Table-based variants are not listed: [`expected_divergent`] covers them by variant name.
pub const DOCUMENTED_FINDINGS: &[DocumentedFinding] = &[
    DocumentedFinding {
        cases: &["ml-kem-512/keygen", "ml-kem-768/keygen", "ml-kem-1024/keygen"],
        kind: FindingKind::Trace,
        functions: &["ml_kem::sampling::sample_ntt"],
        note: "SampleNTT's rejection sampling runs on ρ, which the seed determines but which is public (the \
               last 32 bytes of the encapsulation key); FIPS 203 allows it",
    },
    DocumentedFinding {
        cases: &["ml-dsa-44/sign/", "ml-dsa-65/sign/", "ml-dsa-87/sign/"],
        kind: FindingKind::Trace,
        functions: &[
            "ml_dsa::sample::matrix_entry",
            "emcrypt_mldsa_rej_ntt_armv7m",
            "ml_dsa::sign::sign_loop",
            "ml_dsa::sample::challenge",
        ],
        note: "the rejection loop's verdicts (how many attempts, which check failed: the leak FIPS 204 allows), \
               ExpandA's rejection sampling on the public ρ (on Armv7-M in the assembly \
               `emcrypt_mldsa_rej_ntt_armv7m`) and SampleInBall on the public c̃. Every run signs with the \
               same public ρ and tr and its own K, s1, s2, t0, so the traces agree through the key's expansion \
               and the first attempt's mask, w, its decomposition and the hash of w1, and part at SampleInBall \
               (c̃ depends on the secrets); the norm checks after it are not compared",
    },
    DocumentedFinding {
        cases: &["ml-dsa-44/sign-low-ram/", "ml-dsa-65/sign-low-ram/", "ml-dsa-87/sign-low-ram/"],
        kind: FindingKind::Trace,
        functions: &["ml_dsa::sample::matrix_entry", "ml_dsa::sign::sign_loop", "ml_dsa::sample::challenge", "FnOnce::call_once"],
        note: "as for `Expanded` signing (the rejection loop, ExpandA on the public ρ, SampleInBall; the same ρ \
               and tr in every run, so the traces are compared up to SampleInBall). `LowRam` samples Â inside \
               its loop, inlined into the case's closure: a divergence there is named `FnOnce::call_once`",
    },
    DocumentedFinding {
        cases: &["rsa"],
        kind: FindingKind::Trace,
        functions: &["rsa::keys::random_below"],
        note: "the blinding factor r is drawn by rejection sampling below n: the number of draws shows, the \
               discarded draws are independent of r, the key and the message. Traces are compared up to their \
               first divergence, so the exponentiation is compared only between runs that drew equally often",
    },
    DocumentedFinding {
        cases: &["rsa"],
        kind: FindingKind::Trace,
        functions: &["bigint::inverse_vartime"],
        note: "the unblinding factor r^-1 mod n comes from a variable-time binary inverse of t = r·a mod n, a a \
               second fresh random number (BoringSSL's BN_mod_inverse_blinded): t is uniform and independent of \
               r, the key and the message, and n is public, so its timing tells nothing about them",
    },
    DocumentedFinding {
        cases: &["dsa"],
        kind: FindingKind::Trace,
        functions: &["dsa::nonce::NonceGenerator"],
        note: "RFC 6979 §3.2 step h.3: a nonce candidate ≥ q is discarded and the next one drawn (about 4 % of \
               candidates for DSA-1024's q, 2^-32 for the NIST curves): the number of candidates shows, not \
               the nonce used. The signing after it is compared only between runs that drew equally often",
    },
    DocumentedFinding {
        cases: &["ml-dsa-44/keygen", "ml-dsa-65/keygen", "ml-dsa-87/keygen"],
        kind: FindingKind::Trace,
        functions: &["ml_dsa::sample::matrix_entry", "emcrypt_mldsa_rej_ntt_armv7m", "ml_dsa::sample::secret_poly"],
        note: "ExpandA's rejection sampling on the public ρ (the assembly `emcrypt_mldsa_rej_ntt_armv7m` on \
               Armv7-M), and ExpandS skipping out-of-range SHAKE output of \
               ρ′ (which reveals nothing about the accepted coefficients; FIPS 204 accepts it)",
    },
    DocumentedFinding {
        cases: &["x25519/", "ed25519-"],
        kind: FindingKind::M3Operands,
        functions: &["curve25519::field", "curve25519::scalar"],
        note: "the Curve25519 field and the scalars mod L (Ed25519's nonce and S) multiply 32×32→64-bit limb \
               products (UMULL/UMLAL): not constant-time on the Cortex-M3",
    },
    DocumentedFinding {
        cases: &["x448/", "ed448/"],
        kind: FindingKind::M3Operands,
        functions: &["curve448"],
        note: "the Curve448 field multiplies 32×32→64-bit limb products (UMULL/UMLAL): not constant-time on \
               the Cortex-M3",
    },
    DocumentedFinding {
        cases: &["ecdsa-p", "ecdh-p"],
        kind: FindingKind::M3Operands,
        functions: &["weierstrass::montgomery", "ecc::p256::", "bigint"],
        note: "the NIST-curve Montgomery arithmetic multiplies 32×32→64-bit limb products (UMULL/UMLAL): not \
               constant-time on the Cortex-M3",
    },
    DocumentedFinding {
        cases: &["rsa", "dsa", "dh"],
        kind: FindingKind::M3Operands,
        functions: &["bigint"],
        note: "the big-integer Montgomery arithmetic (RSA, DSA, DH) multiplies 32×32→64-bit limb products \
               (UMULL/UMLAL): not constant-time on the Cortex-M3",
    },
    DocumentedFinding {
        cases: &["chacha20-poly1305-radix26/"],
        kind: FindingKind::M3Operands,
        functions: &["poly1305::radix26"],
        note: "Poly1305 `Radix26` multiplies 26-bit limbs into 64-bit products (UMULL/UMLAL): not constant-time \
               on the Cortex-M3; `Radix13` is the variant without long multiplies",
    },
    DocumentedFinding {
        cases: &["ml-dsa-"],
        kind: FindingKind::M3Operands,
        functions: &["ml_dsa", "emcrypt_mldsa_ntt_armv7m"],
        note: "ML-DSA's Montgomery reduction multiplies 32×32→64-bit (SMULL; also in the assembly NTT, \
               `emcrypt_mldsa_ntt_armv7m`): not constant-time on the Cortex-M3",
    },
    DocumentedFinding {
        cases: &["tdes-"],
        kind: FindingKind::M3Operands,
        functions: &["cipher::des"],
        note: "the compiler turns a bit move of the DES round into a UMULL by 0x01000001 on the ARMv7-M build: \
               the S-box input byte is its operand, so 3DES is not constant-time on the Cortex-M3",
    },
];

/// The documented finding of `kind` for case `id` whose first divergence is in `function`, if any.
pub fn documented_finding(id: &str, kind: FindingKind, function: &str) -> Option<&'static DocumentedFinding> {
    DOCUMENTED_FINDINGS.iter().find(|f| {
        f.kind == kind
            && f.cases.iter().any(|c| id.starts_with(c))
            && f.functions.iter().any(|name| function.contains(name))
    })
}

/// A request the host writes into `CT_CONTROL` at `bench_setup`.
#[derive(Clone, Debug)]
pub struct TraceRequest {
    /// The case to run and trace.
    pub case: u32,
    /// The bytes of `CT_CONTROL`: magic, case, kind (little-endian words), secret.
    pub control: Vec<u8>,
    /// Record the operands of variable-time multiplies and divides (Cortex-M3).
    pub operands: bool,
}

impl TraceRequest {
    /// A request to run `case` with `secret` as its `kind` input.
    pub fn new(case: u32, kind: SecretKind, secret: &[u8; CT_SECRET_LEN], operands: bool) -> Self {
        let mut control = Vec::with_capacity(12 + CT_SECRET_LEN);
        for word in [CT_MAGIC, case, kind as u32] {
            control.extend_from_slice(&word.to_le_bytes());
        }
        control.extend_from_slice(secret);
        TraceRequest {
            case,
            control,
            operands,
        }
    }
}

/// What one traced run did inside the case's measured region.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trace {
    /// Times the region was entered (1 for a well-formed case).
    pub regions: u32,
    /// Address of each executed instruction, in order.
    pub pcs: Vec<u32>,
    /// The instruction index of each access, and the access.
    pub accesses: Vec<(u32, Access)>,
    /// The instruction index of each variable-time multiply/divide and its two operand values.
    pub operands: Vec<(u32, VariableOp, u32, u32)>,
    /// Index of the current block's first instruction.
    block_start: usize,
}

impl Trace {
    /// Starts a block: its instructions' addresses. Instructions are recorded per block because the code
    /// hook does not fire for an instruction of an IT block whose condition fails, while the core still
    /// spends its cycle on it: such an instruction is in the trace, only without its memory access.
    pub fn push_block(&mut self, pcs: impl IntoIterator<Item = u32>) {
        self.block_start = self.pcs.len();
        self.pcs.extend(pcs);
    }

    /// Records what the instruction at `pc` of the current block accessed and, for a variable-time
    /// multiply/divide, its operands.
    pub fn record(
        &mut self,
        pc: u32,
        access: Option<Access>,
        operands: Option<(VariableOp, u32, u32)>,
    ) {
        let Some(offset) = self.pcs[self.block_start..].iter().position(|&p| p == pc) else {
            return; // not in the block (cannot happen: the block hook runs first)
        };
        let index = (self.block_start + offset) as u32;
        if let Some(a) = access {
            self.accesses.push((index, a));
        }
        if let Some((kind, a, b)) = operands {
            self.operands.push((index, kind, a, b));
        }
    }

    /// Appends one instruction as a block of its own, with what it did (for tests).
    pub fn push(
        &mut self,
        pc: u32,
        access: Option<Access>,
        operands: Option<(VariableOp, u32, u32)>,
    ) {
        self.push_block([pc]);
        self.record(pc, access, operands);
    }
}

/// How two runs differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DivergenceKind {
    /// Different instructions executed (a secret-dependent branch), or a different count.
    ControlFlow,
    /// The same instruction loaded or stored at a different address (a secret-dependent index).
    MemoryAddress,
    /// A multiply or divide with early termination got different operands (Cortex-M3 timing).
    Operands(VariableOp),
}

/// The first place where a run differs from the reference run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Divergence {
    /// What differs.
    pub kind: DivergenceKind,
    /// Position in the trace (0 = first instruction of the region).
    pub index: u32,
    /// The reference run's instruction there (`None` past its end).
    pub pc: Option<u32>,
    /// The other run's instruction there.
    pub other_pc: Option<u32>,
    /// Readable detail (addresses or operands of both runs).
    pub detail: String,
}

/// The first control-flow or memory-address divergence of `other` from `reference`, and separately the
/// first operand divergence before it.
pub fn compare(reference: &Trace, other: &Trace) -> (Option<Divergence>, Option<Divergence>) {
    let common = reference.pcs.len().min(other.pcs.len());
    let first_pc = (0..common)
        .find(|&i| reference.pcs[i] != other.pcs[i])
        .or((reference.pcs.len() != other.pcs.len()).then_some(common));
    let flow = first_pc.map(|i| Divergence {
        kind: DivergenceKind::ControlFlow,
        index: i as u32,
        pc: reference.pcs.get(i).copied(),
        other_pc: other.pcs.get(i).copied(),
        detail: format!(
            "{} vs {} instructions in all",
            reference.pcs.len(),
            other.pcs.len()
        ),
    });
    // Accesses are comparable up to the first control-flow difference.
    let limit = first_pc.unwrap_or(common) as u32;
    let memory = reference
        .accesses
        .iter()
        .zip(&other.accesses)
        .take_while(|((i, _), (j, _))| *i < limit && *j < limit)
        .find(|(a, b)| a != b)
        .map(|((i, a), (_, b))| Divergence {
            kind: DivergenceKind::MemoryAddress,
            index: *i,
            pc: reference.pcs.get(*i as usize).copied(),
            other_pc: other.pcs.get(*i as usize).copied(),
            detail: format!("{} vs {}", show_access(a), show_access(b)),
        });
    let operands = reference
        .operands
        .iter()
        .zip(&other.operands)
        .take_while(|(a, b)| a.0 < limit && b.0 < limit)
        .find(|(a, b)| a != b)
        .map(|(a, b)| Divergence {
            kind: DivergenceKind::Operands(a.1),
            index: a.0,
            pc: reference.pcs.get(a.0 as usize).copied(),
            other_pc: other.pcs.get(b.0 as usize).copied(),
            detail: format!(
                "operands 0x{:08x}, 0x{:08x} vs 0x{:08x}, 0x{:08x}",
                a.2, a.3, b.2, b.3
            ),
        });
    let first = match (flow, memory) {
        (Some(f), Some(m)) => Some(if m.index < f.index { m } else { f }),
        (f, m) => f.or(m),
    };
    (first, operands)
}

fn show_access(a: &Access) -> String {
    format!(
        "{} {} B at 0x{:08x}",
        if a.store { "store" } else { "load" },
        a.bytes,
        a.address
    )
}

/// The verdict on one case on one core.
#[derive(Clone, Debug)]
pub struct CaseVerdict {
    /// The case.
    pub meta: CaseMeta,
    /// The core.
    pub core: Core,
    /// Runs made.
    pub runs: usize,
    /// Fewest and most instructions traced in one run.
    pub instructions: (u64, u64),
    /// Loads and stores recorded in the reference run.
    pub accesses: u64,
    /// Variable-time multiplies/divides recorded in the reference run (M3 only).
    pub variable_ops: u64,
    /// The earliest control-flow or address divergence over all runs, with the run it appeared in, and the
    /// function (symbol + offset) of the reference run's instruction.
    pub divergence: Option<(usize, Divergence, String)>,
    /// The earliest operand divergence (M3), likewise.
    pub operand_divergence: Option<(usize, Divergence, String)>,
    /// The variant is documented as table-based.
    pub expected_divergent: bool,
    /// The first run whose own first divergence no documented finding covers (a documented divergence in
    /// one run must not hide an undocumented one in another), with that divergence and its function.
    pub unexplained: Option<(usize, Divergence, String)>,
    /// Zeroization check: the most words of dead stack holding 4 bytes of the secret (or of a key derived
    /// from it) after the operation, over the runs with random secrets; `None` when the case does not
    /// report it (see [`leftover_words`]).
    pub leftover_words: Option<u32>,
    /// The functions whose stores left those words (the last store to each address in the traced region),
    /// from the first run with leftovers, without duplicates.
    pub leftover_writers: Vec<String>,
    /// Wall time of all runs.
    pub elapsed: Duration,
}

impl CaseVerdict {
    /// The documented finding that covers the trace divergence (`None` without one, or when it is
    /// unexplained). A table-based variant's divergence is covered by its variant name instead.
    pub fn trace_finding(&self) -> Option<&'static DocumentedFinding> {
        let (_, _, func) = self.divergence.as_ref()?;
        documented_finding(&self.meta.id, FindingKind::Trace, func)
    }

    /// The documented finding that covers the M3 operand divergence, if any: long multiplies only (the
    /// findings are about UMULL/UMLAL/SMULL/SMLAL; a divide on a secret is a finding of its own).
    pub fn operand_finding(&self) -> Option<&'static DocumentedFinding> {
        let (_, d, func) = self.operand_divergence.as_ref()?;
        if d.kind != DivergenceKind::Operands(VariableOp::LongMultiply) {
            return None;
        }
        documented_finding(&self.meta.id, FindingKind::M3Operands, func)
    }

    /// A trace divergence neither table-based nor documented.
    fn unexplained_trace(&self) -> bool {
        self.divergence.is_some() && !self.expected_divergent && self.trace_finding().is_none()
    }

    /// An operand divergence no documented finding covers.
    fn unexplained_operands(&self) -> bool {
        self.operand_divergence.is_some() && self.operand_finding().is_none()
    }

    /// Diverged without a documented reason, or did not diverge although it is documented as table-based
    /// (then the check would be blind, or the case would not read the secret).
    pub fn failed(&self) -> bool {
        let unflagged_table = self.expected_divergent && self.divergence.is_none();
        unflagged_table || self.unexplained_trace() || self.unexplained_operands() || self.unexplained.is_some()
    }

    /// The verdict as the report prints it.
    pub fn verdict(&self) -> String {
        if let Some((run, d, _)) = &self.unexplained {
            if self.trace_finding().is_some() || self.operand_finding().is_some() {
                let what = if matches!(d.kind, DivergenceKind::Operands(_)) { "multiply/divide operands" } else { "trace" };
                return format!("**DIVERGENT** (run {run}: undocumented {what} divergence behind a documented one)");
            }
        }
        if self.expected_divergent && self.divergence.is_none() {
            return "**NOT FLAGGED** (table-based variant without divergence)".into();
        }
        let trace = match &self.divergence {
            None => "constant-time".to_string(),
            Some(_) if self.expected_divergent => "table-based (expected)".into(),
            Some(_) if self.trace_finding().is_some() => "allowed leak (documented)".into(),
            Some((_, d, _)) if d.kind == DivergenceKind::ControlFlow => "**DIVERGENT** (control flow)".into(),
            Some(_) => "**DIVERGENT** (memory address)".into(),
        };
        let trace = if trace == "constant-time" { "same trace".to_string() } else { trace };
        match &self.operand_divergence {
            None if trace == "same trace" => "constant-time".into(),
            None => trace,
            Some(_) if self.operand_finding().is_some() => format!("{trace}; M3 multiply timing (documented)"),
            Some(_) => format!("{trace}; **DIVERGENT** (multiply/divide operands)"),
        }
    }

    /// The first divergence as the report prints it.
    pub fn first_divergence(&self) -> String {
        let show = |(run, d, func): &(usize, Divergence, String)| {
            let what = match d.kind {
                DivergenceKind::ControlFlow => "instruction".to_string(),
                DivergenceKind::MemoryAddress => "address".to_string(),
                DivergenceKind::Operands(VariableOp::LongMultiply) => "long multiply".to_string(),
                DivergenceKind::Operands(VariableOp::Divide) => "divide".to_string(),
            };
            let pcs = match (d.pc, d.other_pc) {
                (Some(a), Some(b)) if a != b => format!("0x{a:08x} vs 0x{b:08x}"),
                (Some(a), _) => format!("0x{a:08x}"),
                (None, Some(b)) => format!("end vs 0x{b:08x}"),
                (None, None) => "end".into(),
            };
            format!(
                "{what} #{} in `{func}` ({pcs}; {}), run {run}",
                d.index, d.detail
            )
        };
        let first = match (&self.divergence, &self.operand_divergence) {
            (Some(d), Some(o)) => format!("{}; {}", show(d), show(o)),
            (Some(d), None) | (None, Some(d)) => show(d),
            (None, None) => "-".into(),
        };
        match &self.unexplained {
            Some(u) if Some(u) != self.divergence.as_ref() && Some(u) != self.operand_divergence.as_ref() => {
                format!("{first}; undocumented: {}", show(u))
            }
            _ => first,
        }
    }
}

/// `function+0xoffset` for `pc`.
pub fn symbolise(program: &Program, pc: u32) -> String {
    match program.function_at(pc) {
        Some(f) => format!("{}+0x{:x}", f.name, pc - f.address),
        None => format!("0x{pc:08x}"),
    }
}

/// Where divergence `d` lies: `function+0xoffset` of its instruction (the reference run's, or the other
/// run's past the reference's end). When that function is a compiler runtime helper (`__clzsi2`,
/// `__aeabi_lmul`, `__aeabi_memcpy`...), which any function may call, the function it was called from is
/// named too (`__clzsi2+0x28 called from f+0x1a`), so that a documented finding about the caller covers
/// the helper's divergence and the report says whose data steered it.
pub fn locate_divergence(program: &Program, reference: &Trace, other: &Trace, d: &Divergence) -> String {
    let (trace, pc) = match (d.pc, d.other_pc) {
        (Some(pc), _) => (reference, pc),
        (None, Some(pc)) => (other, pc),
        (None, None) => return "?".into(),
    };
    let here = symbolise(program, pc);
    match helper_call_site(program, trace, d.index as usize) {
        Some(call) => format!("{here} called from {}", symbolise(program, call)),
        None => here,
    }
}

/// When instruction `index` of `trace` lies in a compiler runtime helper (a function whose symbol starts
/// with `__`), the instruction that called it: the last one before the helper (and any helper it called)
/// was entered.
fn helper_call_site(program: &Program, trace: &Trace, index: usize) -> Option<u32> {
    let helper = |pc: u32| program.function_at(pc).is_some_and(|f| f.name.starts_with("__"));
    if !helper(*trace.pcs.get(index)?) {
        return None;
    }
    trace.pcs[..index].iter().rev().copied().find(|&p| !helper(p))
}

/// SplitMix64: a small seeded generator for reproducible secrets (no security role).
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// The secret of run `run`: all zero, all 0xff, then random.
pub fn secret(run: usize, rng: &mut SplitMix64) -> [u8; CT_SECRET_LEN] {
    match run {
        0 => [0; CT_SECRET_LEN],
        1 => [0xff; CT_SECRET_LEN],
        _ => {
            let mut s = [0u8; CT_SECRET_LEN];
            for chunk in s.chunks_exact_mut(8) {
                chunk.copy_from_slice(&rng.next_u64().to_le_bytes());
            }
            s
        }
    }
}

/// Options of one check.
#[derive(Clone, Copy, Debug)]
pub struct CheckOptions {
    /// Runs per case (the first is the reference).
    pub runs: usize,
    /// Seed of the secrets.
    pub seed: u64,
    /// Instruction limit of one run.
    pub insn_limit: u64,
}

/// Runs case `id` of `program` `options.runs` times on `core` with different secrets and compares the traces.
pub fn check_case(
    program: &Program,
    core: Core,
    id: u32,
    meta: &CaseMeta,
    kind: SecretKind,
    options: CheckOptions,
) -> Result<CaseVerdict, String> {
    let started = Instant::now();
    // Per case, so that checking a subset of the cases gives the same secrets.
    let mut rng = SplitMix64(options.seed ^ u64::from(id).wrapping_mul(0x0100_0000_01b3));
    let operands = core == Core::M3;
    let mut reference: Option<Trace> = None;
    let mut verdict = CaseVerdict {
        meta: meta.clone(),
        core,
        runs: 0,
        instructions: (u64::MAX, 0),
        accesses: 0,
        variable_ops: 0,
        divergence: None,
        operand_divergence: None,
        expected_divergent: expected_divergent(meta),
        leftover_words: None,
        leftover_writers: Vec::new(),
        elapsed: Duration::ZERO,
        unexplained: None,
    };
    for run in 0..options.runs {
        let request = TraceRequest::new(id, kind, &secret(run, &mut rng), operands);
        let config = RunConfig {
            core,
            boards: Vec::new(),
            profile_case: None,
            insn_limit: options.insn_limit,
            on_region: None,
            trace: Some(request),
            alone: None,
        };
        let out =
            emulator::run(program, config).map_err(|e| format!("{} run {run}: {e}", meta.id))?;
        let status = out.records.get(id as usize).map_or(0, |r| r.status);
        let trace = out.trace.unwrap_or_default();
        if !out.exit_ok || status != CT_COMPLETED || trace.regions != 1 {
            return Err(format!(
                "{} run {run}: the case did not complete under the check (exit ok: {}, status {status}, \
                 regions {}); firmware output:\n{}",
                meta.id, out.exit_ok, trace.regions, out.stdout
            ));
        }
        // Runs 0 and 1 (all-zero, all-0xff secrets) would match any zero or 0xff stack word.
        if run >= 2 {
            if let Some(n) = leftover_words(&out.stdout) {
                verdict.leftover_words = Some(verdict.leftover_words.map_or(n, |m| m.max(n)));
            }
            if verdict.leftover_writers.is_empty() {
                for address in leftover_addresses(&out.stdout) {
                    let function = |pc: u32| {
                        program.function_at(pc).map_or_else(|| format!("0x{pc:08x}"), |f| f.name.clone())
                    };
                    let name = last_store_to(&trace, address).map_or_else(
                        || "?".to_string(),
                        |(index, pc)| match helper_call_site(program, &trace, index) {
                            Some(call) => format!("{} called from {}", function(pc), symbolise(program, call)),
                            None => function(pc),
                        },
                    );
                    if !verdict.leftover_writers.contains(&name) {
                        verdict.leftover_writers.push(name);
                    }
                }
            }
        }
        let n = trace.pcs.len() as u64;
        verdict.instructions = (verdict.instructions.0.min(n), verdict.instructions.1.max(n));
        verdict.runs += 1;
        let Some(reference) = &reference else {
            verdict.accesses = trace.accesses.len() as u64;
            verdict.variable_ops = trace.operands.len() as u64;
            reference = Some(trace);
            continue;
        };
        let (flow, ops) = compare(reference, &trace);
        let named = |d: &Divergence| locate_divergence(program, reference, &trace, d);
        let earliest = |slot: &mut Option<(usize, Divergence, String)>, d: Option<Divergence>| {
            if let Some(d) = d {
                if slot.as_ref().is_none_or(|(_, old, _)| d.index < old.index) {
                    let func = named(&d);
                    *slot = Some((run, d, func));
                }
            }
        };
        // Judge this run on its own first divergences, before they are merged with the other runs'.
        if verdict.unexplained.is_none() {
            if let Some(d) = flow.as_ref().filter(|_| !verdict.expected_divergent) {
                let func = named(d);
                if documented_finding(&meta.id, FindingKind::Trace, &func).is_none() {
                    verdict.unexplained = Some((run, d.clone(), func));
                }
            }
            if let Some(d) = ops.as_ref().filter(|_| verdict.unexplained.is_none()) {
                let func = named(d);
                let multiply = d.kind == DivergenceKind::Operands(VariableOp::LongMultiply);
                if !multiply || documented_finding(&meta.id, FindingKind::M3Operands, &func).is_none() {
                    verdict.unexplained = Some((run, d.clone(), func));
                }
            }
        }
        earliest(&mut verdict.divergence, flow);
        earliest(&mut verdict.operand_divergence, ops);
    }
    verdict.elapsed = started.elapsed();
    Ok(verdict)
}

/// The zeroization check's count in a check run's firmware output: the firmware
/// (`emcrypt_fw_rt::bench::report_leftovers`) scans the dead stack below the operation, right after it
/// returned, for words holding 4 consecutive bytes of the secret or of keys derived from it, and prints
/// `bench: leftover secret words: N`.
pub fn leftover_words(stdout: &str) -> Option<u32> {
    stdout
        .lines()
        .find_map(|l| l.trim().strip_prefix("bench: leftover secret words: "))
        .and_then(|n| n.trim().parse().ok())
}

/// The addresses of the leftover words the firmware lists (`bench: leftover secret word at N`).
pub fn leftover_addresses(stdout: &str) -> Vec<u32> {
    stdout
        .lines()
        .filter_map(|l| l.trim().strip_prefix("bench: leftover secret word at "))
        .filter_map(|n| n.trim().parse().ok())
        .collect()
}

/// The instruction that last stored to the word at `address` in the traced region: its index in the
/// trace and its address.
pub fn last_store_to(trace: &Trace, address: u32) -> Option<(usize, u32)> {
    trace
        .accesses
        .iter()
        .rev()
        .find(|(_, a)| a.store && a.address <= address && address < a.address + a.bytes)
        .and_then(|(i, _)| Some((*i as usize, *trace.pcs.get(*i as usize)?)))
}

/// The heading of the section [`render`] writes.
pub const SECTION: &str = "## Constant-time trace check";

/// The report section: one row per case and core.
/// `scope` says which cases were selected (e.g. "every case that handles a secret").
pub fn render(
    verdicts: &[CaseVerdict],
    runs: usize,
    seed: u64,
    elf_note: &str,
    scope: &str,
) -> String {
    let mut s = String::new();
    writeln!(s, "{SECTION}\n").unwrap();
    writeln!(
        s,
        "Generated by `emcrypt-bench ct-check` ({elf_note}; cases: {scope}). Each case that handles a secret \
         runs {runs} times \
         in the emulator with different secrets (all zero, all 0xff, then SplitMix64 from seed {seed:#x}) and \
         the same public inputs; inside its measured region the checker records the address of every \
         executed instruction and the address and size of every load and store (computed from the registers \
         before each instruction), and on the Cortex-M3 the operands of UMULL/SMULL/UMLAL/SMLAL/SDIV/UDIV \
         (early termination). A case is constant-time when every run gives the same trace; a table-based \
         variant must be flagged. Secret: the key for MACs, ciphers and AEADs (first bytes of the 64-byte \
         secret; AEAD decryption first seals its plaintext under that key, outside the measurement, so the \
         traced run accepts the tag and decrypts), the private scalar or seed for X25519, Ed25519, ECDSA and \
         ECDH (for P-256/P-384 with the top bit cleared and the low bit set, to be a valid scalar), X448 and \
         Ed448, the private exponent for DSA and DH (likewise made a valid exponent below q), the seed for \
         ML-KEM and ML-DSA key generation, for ML-DSA signing the secret fields (K, s1, s2, t0) of the key \
         generated from that seed with the known-answer key's public ρ and tr, the \
         secret parts of the decapsulation key for ML-KEM decapsulation; RSA keys must satisfy their \
         structure, so RSA signing keeps the record's key and the secret replaces the signed digest and the \
         seed of the blinding factor (the private exponents are the same in every run); the first \
         64 bytes of the message for hashes and the permutation. \"instructions\" is per run; \"accesses\" \
         the loads and stores of one run. \"leftover words\" is the zeroization check: words of the dead \
         stack below the operation that still hold 4 bytes of the secret key or of a key derived from it \
         (HMAC's padded keys, Ed25519's expanded key) right after it returned, most over the random-secret \
         runs (`-` for cases that do not report it: hashes).\n"
    )
    .unwrap();
    writeln!(
        s,
        "| case | core | runs | instructions | accesses | verdict | leftover words | first divergence |"
    )
    .unwrap();
    writeln!(s, "| --- | --- | ---: | ---: | ---: | --- | ---: | --- |").unwrap();
    for v in verdicts {
        let (lo, hi) = v.instructions;
        let insns = if lo == hi {
            lo.to_string()
        } else {
            format!("{lo}–{hi}")
        };
        writeln!(
            s,
            "| {} | {} | {} | {} | {} | {} | {} | {} |",
            v.meta.id,
            v.core.name(),
            v.runs,
            insns,
            v.accesses,
            v.verdict(),
            match (v.leftover_words, v.leftover_writers.is_empty()) {
                (None, _) => "-".to_string(),
                (Some(n), true) => n.to_string(),
                (Some(n), false) => format!("{n} (stored by `{}`)", v.leftover_writers.join("`, `")),
            },
            v.first_divergence().replace('|', "\\|")
        )
        .unwrap();
    }
    let failed: Vec<String> = verdicts
        .iter()
        .filter(|v| v.failed())
        .map(|v| format!("{} on {}", v.meta.id, v.core.name()))
        .collect();
    let total: u64 = verdicts
        .iter()
        .map(|v| v.instructions.1 * v.runs as u64)
        .sum();
    writeln!(
        s,
        "\n{} case × core checks, {} instructions traced in all; {}.",
        verdicts.len(),
        total,
        if failed.is_empty() {
            "no unexpected divergence, every table-based case flagged".to_string()
        } else {
            format!("unexpected verdicts: {}", failed.join(", "))
        }
    )
    .unwrap();
    s.push_str(&render_findings(verdicts));
    s
}

/// The documented findings the runs showed, one row per case, core and finding: not failures, but what a
/// user of that variant on that core must know.
pub fn render_findings(verdicts: &[CaseVerdict]) -> String {
    let mut rows = Vec::new();
    for v in verdicts {
        let at = |d: &Option<(usize, Divergence, String)>| d.as_ref().map_or(String::new(), |(_, _, f)| f.clone());
        if v.expected_divergent && v.divergence.is_some() {
            rows.push((v, "secret-indexed table lookups", at(&v.divergence), format!(
                "`{}` is a table-based variant: timing-safe only on a core without data cache, never the default",
                v.meta.variant
            )));
        } else if let Some(f) = v.trace_finding() {
            rows.push((v, "allowed leak", at(&v.divergence), f.note.to_string()));
        }
        if let Some(f) = v.operand_finding() {
            rows.push((v, "M3 multiply timing", at(&v.operand_divergence), f.note.to_string()));
        }
    }
    let mut s = String::new();
    writeln!(s, "\n### Documented findings\n").unwrap();
    writeln!(
        s,
        "Divergences the library documents (`DOCUMENTED_FINDINGS` in `bench/runner/src/ctcheck.rs`: each names \
         the cases and the functions where the first divergence may lie; a divergence anywhere else fails): \
         they do not fail the check, and a user of that variant on that core must know them. The M3 rows come \
         from the Cortex-M3 operand check (UMULL/UMLAL/SMULL/SMLAL finish early on small operands); the M4 \
         and M33 multiply in a fixed time, the M0+ has no long multiply.\n"
    )
    .unwrap();
    if rows.is_empty() {
        writeln!(s, "None in this run.").unwrap();
        return s;
    }
    writeln!(s, "| case | variant | core | finding | first divergence in | what it means |").unwrap();
    writeln!(s, "| --- | --- | --- | --- | --- | --- |").unwrap();
    for (v, what, func, note) in rows {
        writeln!(s, "| {} | {} | {} | {what} | `{func}` | {note} |", v.meta.id, v.meta.variant, v.core.name())
            .unwrap();
    }
    s
}

/// `document` with its [`SECTION`] (up to the next `## ` heading) replaced by `section`, or appended; a
/// new document gets a title.
pub fn splice(document: Option<&str>, section: &str) -> String {
    let Some(doc) = document else {
        return format!("# Security checks\n\n{section}");
    };
    match doc.find(SECTION) {
        Some(start) => {
            let after = start + SECTION.len();
            let end = doc[after..]
                .find("\n## ")
                .map_or(doc.len(), |i| after + i + 1);
            format!("{}{}{}", &doc[..start], section, &doc[end..])
        }
        None => format!(
            "{}\n{}",
            doc.trim_end_matches('\n').to_string() + "\n",
            section
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trace(pcs: &[u32], accesses: &[(u32, u32)]) -> Trace {
        let mut t = Trace::default();
        for &pc in pcs {
            let a = accesses
                .iter()
                .find(|(i, _)| *i == pc)
                .map(|&(_, address)| Access {
                    address,
                    bytes: 4,
                    store: false,
                });
            t.push(pc, a, None);
        }
        t
    }

    #[test]
    fn a_divergence_in_a_runtime_helper_names_its_caller() {
        let function = |address, size, name: &str| crate::program::Function {
            address,
            size,
            name: name.into(),
        };
        let program = Program::with_functions(vec![
            function(0x100, 0x20, "emcrypt::bigint::inverse_vartime::mod_inverse_vartime"),
            function(0x200, 0x40, "__clzsi2"),
        ]);
        // The caller calls the helper from 0x104; the helper branches differently at 0x208.
        let a = trace(&[0x100, 0x104, 0x200, 0x208, 0x20a, 0x106], &[]);
        let b = trace(&[0x100, 0x104, 0x200, 0x208, 0x220, 0x106], &[]);
        let (d, _) = compare(&a, &b);
        let d = d.expect("the traces differ");
        assert_eq!(
            locate_divergence(&program, &a, &b, &d),
            "__clzsi2+0xa called from emcrypt::bigint::inverse_vartime::mod_inverse_vartime+0x4"
        );
        // Outside a helper, the function alone.
        let c = trace(&[0x100, 0x106], &[]);
        let (d, _) = compare(&a, &c);
        assert_eq!(
            locate_divergence(&program, &a, &c, &d.expect("the traces differ")),
            "emcrypt::bigint::inverse_vartime::mod_inverse_vartime+0x4"
        );
    }

    #[test]
    fn identical_traces_do_not_diverge() {
        let a = trace(&[0x100, 0x102, 0x104], &[(0x102, 0x2000)]);
        assert_eq!(compare(&a, &a.clone()), (None, None));
    }

    #[test]
    fn a_branch_is_a_control_flow_divergence() {
        let a = trace(&[0x100, 0x102, 0x104], &[]);
        let b = trace(&[0x100, 0x102, 0x108, 0x10a], &[]);
        let (d, _) = compare(&a, &b);
        let d = d.unwrap();
        assert_eq!(
            (d.kind, d.index, d.pc, d.other_pc),
            (DivergenceKind::ControlFlow, 2, Some(0x104), Some(0x108))
        );
        // a shorter run diverges where it ends
        let c = trace(&[0x100, 0x102], &[]);
        assert_eq!(compare(&a, &c).0.unwrap().index, 2);
    }

    #[test]
    fn a_lookup_is_an_address_divergence_before_a_later_branch() {
        let a = trace(&[0x100, 0x102, 0x104], &[(0x100, 0x2000)]);
        let b = trace(&[0x100, 0x102, 0x106], &[(0x100, 0x2004)]);
        let d = compare(&a, &b).0.unwrap();
        assert_eq!((d.kind, d.index), (DivergenceKind::MemoryAddress, 0));
        assert!(d.detail.contains("0x00002004"), "{}", d.detail);
    }

    #[test]
    fn operand_differences_are_reported_apart() {
        let mut a = Trace::default();
        let mut b = Trace::default();
        a.push(0x100, None, Some((VariableOp::LongMultiply, 1, 2)));
        b.push(
            0x100,
            None,
            Some((VariableOp::LongMultiply, 1, 0xffff_ffff)),
        );
        let (flow, ops) = compare(&a, &b);
        assert_eq!(flow, None);
        assert_eq!(
            ops.unwrap().kind,
            DivergenceKind::Operands(VariableOp::LongMultiply)
        );
    }

    #[test]
    fn leftover_line_is_read() {
        let out = "bench: case 7 completed\nbench: leftover secret words: 12\n";
        assert_eq!(leftover_words(out), Some(12));
        assert_eq!(leftover_words("bench: case 7 completed\n"), None);
        let out = "bench: leftover secret word at 536870928\nbench: leftover secret words: 1\n";
        assert_eq!(leftover_addresses(out), vec![0x2000_0010]);
        let mut t = Trace::default();
        let store = |address| Some(Access { address, bytes: 8, store: true });
        t.push(0x100, store(0x2000_0008), None);
        t.push(0x104, store(0x2000_000c), None);
        t.push(0x108, Some(Access { address: 0x2000_0010, bytes: 4, store: false }), None);
        assert_eq!(last_store_to(&t, 0x2000_0010), Some((1, 0x104)));
        assert_eq!(last_store_to(&t, 0x2000_0020), None);
    }

    fn verdict(id: &str, variant: &str, core: Core) -> CaseVerdict {
        let meta = CaseMeta {
            id: id.into(),
            library: "emcrypt".into(),
            group: id.into(),
            algorithm: "A".into(),
            variant: variant.into(),
            cmox_config: None,
            api: "operation".into(),
            operation: "signature".into(),
            key_bits: None,
            message_bytes: None,
            chunk_bytes: None,
        };
        CaseVerdict {
            expected_divergent: expected_divergent(&meta),
            meta,
            core,
            runs: 16,
            instructions: (10, 10),
            accesses: 0,
            variable_ops: 0,
            divergence: None,
            operand_divergence: None,
            leftover_words: None,
            leftover_writers: Vec::new(),
            elapsed: Duration::ZERO,
            unexplained: None,
        }
    }

    fn diverging(kind: DivergenceKind, func: &str) -> Option<(usize, Divergence, String)> {
        let d = Divergence { kind, index: 3, pc: Some(0x100), other_pc: Some(0x104), detail: String::new() };
        Some((2, d, format!("{func}+0x10")))
    }

    #[test]
    fn documented_m3_multiplies_pass_only_in_their_functions() {
        let ops = DivergenceKind::Operands(VariableOp::LongMultiply);
        let mut v = verdict("x25519/shared-secret", "ladder", Core::M3);
        v.operand_divergence = diverging(ops, "emcrypt::ecc::curve25519::field::FieldElement::mul");
        assert!(!v.failed(), "{}", v.verdict());
        assert!(v.verdict().contains("M3 multiply timing (documented)"), "{}", v.verdict());
        assert!(render_findings(&[v.clone()]).contains("| x25519/shared-secret | ladder | m3 | M3 multiply timing |"));
        // A divide on the secret in the same function is not the documented finding.
        v.operand_divergence = diverging(DivergenceKind::Operands(VariableOp::Divide), "emcrypt::ecc::curve25519::field::FieldElement::mul");
        assert!(v.failed());
        // The same case with the multiply elsewhere, or a symmetric cipher with one, fails.
        v.operand_divergence = diverging(ops, "emcrypt::hash::sha256::compress");
        assert!(v.failed());
        let mut aes = verdict("aes128-compact/ctr/sole-buffer/8000", "compact", Core::M3);
        aes.operand_divergence = diverging(ops, "emcrypt::ecc::curve25519::field::FieldElement::mul");
        assert!(aes.failed() && aes.verdict().contains("**DIVERGENT**"), "{}", aes.verdict());
    }

    #[test]
    fn allowed_leaks_pass_only_where_documented() {
        let mut kem = verdict("ml-kem-768/keygen", "matrix-on-the-fly", Core::M4);
        kem.divergence = diverging(DivergenceKind::ControlFlow, "emcrypt::pqc::ml_kem::sampling::sample_ntt");
        assert!(!kem.failed());
        assert_eq!(kem.verdict(), "allowed leak (documented)");
        kem.divergence = diverging(DivergenceKind::ControlFlow, "emcrypt::pqc::ml_kem::sampling::sample_cbd");
        assert!(kem.failed(), "a branch in the secret sampler is not the documented leak");
        // ML-KEM decapsulation has no documented leak at all.
        let mut decaps = verdict("ml-kem-768/decaps", "matrix-on-the-fly", Core::M0Plus);
        decaps.divergence = diverging(DivergenceKind::MemoryAddress, "emcrypt::pqc::ml_kem::sampling::sample_ntt");
        assert!(decaps.failed());
    }

    #[test]
    fn a_documented_divergence_does_not_hide_another_run() {
        let mut dsa = verdict("dsa1024-sha256/sign", "cios", Core::M4);
        dsa.divergence = diverging(DivergenceKind::ControlFlow, "emcrypt::dsa::nonce::NonceGenerator<H>::next_nonce");
        assert!(!dsa.failed());
        dsa.unexplained = diverging(DivergenceKind::ControlFlow, "emcrypt::bigint::window_exp::mod_exp");
        assert!(dsa.failed());
        assert!(dsa.verdict().contains("undocumented"), "{}", dsa.verdict());
        assert!(dsa.first_divergence().contains("undocumented: instruction #3 in `emcrypt::bigint::window_exp::mod_exp"));
    }

    #[test]
    fn table_based_variants_must_diverge() {
        let mut t = verdict("aes128-fixsliced-ghash-table4/gcm-enc/8000", "fixsliced, ghash table4", Core::M4);
        assert!(t.expected_divergent);
        assert!(t.failed() && t.verdict().contains("NOT FLAGGED"));
        t.divergence = diverging(DivergenceKind::MemoryAddress, "emcrypt::aead::ghash_table4::mul");
        assert!(!t.failed());
        assert_eq!(t.verdict(), "table-based (expected)");
        let clean = verdict("aes128-fixsliced/gcm-enc/8000", "fixsliced (constant-time)", Core::M0Plus);
        assert!(!clean.failed());
        assert_eq!(clean.verdict(), "constant-time");
    }

    #[test]
    fn request_layout() {
        let r = TraceRequest::new(7, SecretKind::Key, &[0xab; CT_SECRET_LEN], false);
        assert_eq!(
            &r.control[..12],
            &[0x43, 0x54, 0x43, 0x4b, 7, 0, 0, 0, 2, 0, 0, 0]
        );
        assert_eq!(r.control.len(), 12 + CT_SECRET_LEN);
    }

    #[test]
    fn secrets_differ_and_are_reproducible() {
        let (mut a, mut b) = (SplitMix64(1), SplitMix64(1));
        let s: Vec<_> = (0..4).map(|r| secret(r, &mut a)).collect();
        let t: Vec<_> = (0..4).map(|r| secret(r, &mut b)).collect();
        assert_eq!(s, t);
        assert_ne!(s[2], s[3]);
        assert_eq!(s[0], [0; CT_SECRET_LEN]);
    }

    #[test]
    fn the_section_is_replaced_or_appended() {
        let new = format!("{SECTION}\n\nnew\n");
        assert_eq!(splice(None, &new), format!("# Security checks\n\n{new}"));
        let doc = format!("# S\n\n## Other\n\nx\n\n{SECTION}\n\nold\n\n## Later\n\ny\n");
        assert_eq!(
            splice(Some(&doc), &new),
            format!("# S\n\n## Other\n\nx\n\n{SECTION}\n\nnew\n## Later\n\ny\n")
        );
        assert_eq!(
            splice(Some("# S\n\n## Other\n"), &new),
            format!("# S\n\n## Other\n\n{new}")
        );
    }
}
