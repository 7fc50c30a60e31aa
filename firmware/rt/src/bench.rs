//! Benchmark support: the marker functions the emulator watches, the per-case result table it reads, and
//! stack painting for runs without the emulator's help.
//!
//! The protocol between a benchmark firmware and the host runner (`bench/runner`):
//!
//! 1. The firmware calls [`bench_case`]`(id)` right before calling case `id`. The host notes the stack
//!    pointer: the case's stack use is measured from there down, so the case's own frame (a streaming
//!    context it keeps, for example) counts.
//! 2. Around the measured operation the case calls [`bench_start`]`(id)` and [`bench_end`]`(id)` ([`measure`]
//!    does both). The host counts instructions and model cycles from the first instruction of `bench_start`
//!    to the first of `bench_end`. At `bench_start` it paints the free stack (every word below the stack
//!    pointer, which AAPCS code never reads) with [`STACK_PAINT`]; at `bench_end` it finds the lowest
//!    overwritten word. No memory-write hook is used: Unicorn's corrupt the Thumb IT state.
//! 3. After the case the firmware writes [`record`] into `BENCH_RESULTS[id]`: whether the output matched its
//!    known answer, the working-buffer bytes the case passed to the library, and the firmware's own stack
//!    figure (from [`paint_stack`] / [`stack_used`], for boards without the host: it includes the case's
//!    set-up, so it is an upper bound of the host's figure).
//!
//! Constant-time check (`emcrypt-bench ct-check`): the firmware calls [`bench_setup`] once before its cases.
//! A benchmark run leaves [`CT_CONTROL`] zero there. A check run writes into it, at that marker, a request:
//! [`CT_MAGIC`], the case to run alone, which input the secret replaces ([`SecretKind`]) and
//! [`CT_SECRET_LEN`] secret bytes. The firmware then runs only that case with the secret as its key or
//! message ([`ct_request`], [`ct_secret`]) and records [`CT_COMPLETED`] instead of a known-answer verdict,
//! which the secret makes unknowable. The same ELF serves both kinds of run.
//!
//! Run-alone request (`emcrypt-bench --profile CASE`): the host writes [`ALONE_MAGIC`] and a case id into
//! [`CT_CONTROL`] at the same marker (kind and secret unused). The firmware then runs only that case, with its
//! normal inputs, records its known-answer verdict as in a benchmark run and exits with it ([`alone_request`]):
//! a profile takes the emulation of one case instead of all. A magic of its own rather than a fourth
//! [`SecretKind`]: every constant-time path ([`ct_request`], [`ct_secret`], the repaint in [`measure`],
//! [`report_leftovers`]) tests [`CT_MAGIC`], so none of them fires and the case runs the code of a benchmark run.
//!
//! The marker functions are `#[no_mangle]`, `#[inline(never)]` and `extern "C"` so that the host finds them
//! by name and the case id arrives in r0. Each writes a different value to `BENCH_MARK`, so the linker
//! cannot fold them into one address.

use core::arch::asm;
use core::sync::atomic::{AtomicU32, Ordering};

/// The word the free stack is painted with (the one cortex-m-rt's `paint-stack` feature paints at reset).
pub const STACK_PAINT: u32 = cortex_m_rt::STACK_PAINT_VALUE;
/// How far below the stack pointer [`paint_stack`] paints (the stack region of a roomy emulator map is
/// megabytes; no case comes near this).
pub const PAINT_WINDOW: u32 = 64 * 1024;
/// Capacity of the result table: the highest case id plus one.
pub const MAX_CASES: usize = 512;

/// `BENCH_RESULTS[id].status` before the case ran.
pub const NOT_RUN: u32 = 0;
/// `BENCH_RESULTS[id].status`: the case's output matched its known answer.
pub const PASSED: u32 = 1;
/// `BENCH_RESULTS[id].status`: the case's output did not match.
pub const FAILED: u32 = 2;

/// `BENCH_RESULTS[id].status`: the case ran to its end under a constant-time check request (its output
/// depends on the secret, so it has no known answer).
pub const CT_COMPLETED: u32 = 3;

/// `CT_CONTROL.magic` of a constant-time check request ("CTCK" in little-endian bytes).
pub const CT_MAGIC: u32 = 0x4b43_5443;
/// `CT_CONTROL.magic` of a run-alone request ("SOLO" in little-endian bytes): run one case with its normal
/// inputs (see the module docs).
pub const ALONE_MAGIC: u32 = 0x4f4c_4f53;
/// Bytes of secret in a request.
pub const CT_SECRET_LEN: usize = 64;

/// Which input of a case the secret of a constant-time check request replaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SecretKind {
    /// The first [`CT_SECRET_LEN`] bytes of the benchmark message (hashes).
    Message = 1,
    /// The key (MACs, ciphers, signatures: the first bytes of the secret).
    Key = 2,
}

/// The request block the host writes at [`bench_setup`] (`#[repr(C)]`, little-endian words): magic, case id,
/// [`SecretKind`], secret. All zero (in `.bss`) when the host writes nothing.
#[repr(C)]
pub struct CtControl {
    /// [`CT_MAGIC`] for a constant-time check request, [`ALONE_MAGIC`] for a run-alone request.
    pub magic: AtomicU32,
    /// The case to run alone.
    pub case: AtomicU32,
    /// [`SecretKind`] as a number.
    pub kind: AtomicU32,
    /// The secret bytes, four per word, little-endian.
    pub secret: [AtomicU32; CT_SECRET_LEN / 4],
}

#[allow(clippy::declare_interior_mutable_const)] // only used to initialise the block below
const ZERO: AtomicU32 = AtomicU32::new(0);

/// The constant-time check request block (see the module docs).
#[no_mangle]
pub static CT_CONTROL: CtControl = CtControl { magic: ZERO, case: ZERO, kind: ZERO, secret: [ZERO; CT_SECRET_LEN / 4] };

/// A constant-time check request, as read from [`CT_CONTROL`].
#[derive(Clone, Debug)]
pub struct CtRequest {
    /// The case to run alone.
    pub case: u32,
    /// The input the secret replaces.
    pub kind: SecretKind,
    /// The secret.
    pub secret: [u8; CT_SECRET_LEN],
}

/// The constant-time check request, if the host wrote one (call after [`bench_setup`]).
pub fn ct_request() -> Option<CtRequest> {
    if CT_CONTROL.magic.load(Ordering::Relaxed) != CT_MAGIC {
        return None;
    }
    let kind = match CT_CONTROL.kind.load(Ordering::Relaxed) {
        1 => SecretKind::Message,
        2 => SecretKind::Key,
        _ => return None,
    };
    let mut secret = [0u8; CT_SECRET_LEN];
    for (bytes, word) in secret.chunks_exact_mut(4).zip(&CT_CONTROL.secret) {
        bytes.copy_from_slice(&word.load(Ordering::Relaxed).to_le_bytes());
    }
    Some(CtRequest { case: CT_CONTROL.case.load(Ordering::Relaxed), kind, secret })
}

/// The secret of a constant-time check request whose secret is the case's `kind` input, if any.
pub fn ct_secret(kind: SecretKind) -> Option<[u8; CT_SECRET_LEN]> {
    ct_request().filter(|r| r.kind == kind).map(|r| r.secret)
}

/// The case of a run-alone request, if the host wrote one (call after [`bench_setup`]).
pub fn alone_request() -> Option<u32> {
    (CT_CONTROL.magic.load(Ordering::Relaxed) == ALONE_MAGIC).then(|| CT_CONTROL.case.load(Ordering::Relaxed))
}

/// The last marker passed: `id << 2 | phase` (0 setup, 1 case, 2 start, 3 end). Also a debugger's view of progress.
#[no_mangle]
pub static BENCH_MARK: AtomicU32 = AtomicU32::new(0);

/// One case's result, as the host reads it from RAM (`#[repr(C)]`, four little-endian words).
#[repr(C)]
pub struct CaseResult {
    /// [`NOT_RUN`], [`PASSED`] or [`FAILED`].
    pub status: AtomicU32,
    /// Bytes of caller-provided working buffer the operation used (0 when it takes none).
    pub working_bytes: AtomicU32,
    /// The firmware's own stack figure (see the module docs).
    pub stack_bytes: AtomicU32,
    /// Zeroization check (constant-time check runs only): words of secret left on the dead stack; else 0.
    pub reserved: AtomicU32,
}

#[allow(clippy::declare_interior_mutable_const)] // only used to initialise the table below
const EMPTY: CaseResult = CaseResult {
    status: AtomicU32::new(NOT_RUN),
    working_bytes: AtomicU32::new(0),
    stack_bytes: AtomicU32::new(0),
    reserved: AtomicU32::new(0),
};

/// The result table the host reads after the firmware exits, indexed by case id.
#[no_mangle]
pub static BENCH_RESULTS: [CaseResult; MAX_CASES] = [EMPTY; MAX_CASES];

#[inline(always)]
fn mark(id: u32, phase: u32) {
    BENCH_MARK.store(id << 2 | phase, Ordering::Relaxed);
    // An empty asm statement without `nomem` may read and write any memory: the compiler cannot move loads
    // or stores of the measured operation across a marker.
    // SAFETY: it executes no instruction.
    unsafe { asm!("", options(nostack, preserves_flags)) };
}

/// Marker: the firmware is about to run its cases; a constant-time check or a run-alone request is written
/// into [`CT_CONTROL`] here.
#[no_mangle]
#[inline(never)]
pub extern "C" fn bench_setup() {
    mark(0, 0);
}

/// Marker: case `id` is about to be called (the host notes the stack pointer).
#[no_mangle]
#[inline(never)]
pub extern "C" fn bench_case(id: u32) {
    mark(id, 1);
}

/// Marker: the measured operation of case `id` starts.
#[no_mangle]
#[inline(never)]
pub extern "C" fn bench_start(id: u32) {
    mark(id, 2);
}

/// Marker: the measured operation of case `id` has finished.
#[no_mangle]
#[inline(never)]
pub extern "C" fn bench_end(id: u32) {
    mark(id, 3);
}

/// The stack pointer of the last [`measure`] call, right before its operation: every word below it that
/// the operation wrote is dead once it returns (the zeroization check scans there).
static MEASURE_SP: AtomicU32 = AtomicU32::new(0);

/// Runs `op(input)` between the markers of case `id` and returns its output. `input` and the output pass
/// through [`core::hint::black_box`], so the compiler can neither compute the output ahead of `bench_start`
/// nor finish it after `bench_end`. Under a constant-time check request it first repaints the free stack,
/// so that the zeroization check ([`leftover_words`]) sees only what the operation left behind, not the
/// case's set-up (a key pair derived from the secret, say).
#[inline(always)]
pub fn measure<I, R>(id: u32, input: I, op: impl FnOnce(I) -> R) -> R {
    if CT_CONTROL.magic.load(Ordering::Relaxed) == CT_MAGIC {
        paint_stack();
    }
    MEASURE_SP.store(stack_pointer(), Ordering::Relaxed);
    bench_start(id);
    let output = core::hint::black_box(op(core::hint::black_box(input)));
    bench_end(id);
    output
}

/// Writes case `id`'s result into [`BENCH_RESULTS`]; ids beyond [`MAX_CASES`] are ignored.
pub fn record(id: u32, passed: bool, working_bytes: u32, stack_bytes: u32) {
    if let Some(slot) = BENCH_RESULTS.get(id as usize) {
        slot.status.store(if passed { PASSED } else { FAILED }, Ordering::Relaxed);
        slot.working_bytes.store(working_bytes, Ordering::Relaxed);
        slot.stack_bytes.store(stack_bytes, Ordering::Relaxed);
    }
}

/// Zeroization check: the number of words of dead stack below the last [`measure`] (at most
/// [`PAINT_WINDOW`] bytes down) that hold 4 consecutive bytes of one of the `secrets` (at any offset in the
/// secret, so a copy at any alignment is found). Call it right after the measured operation returned, with
/// the secret key and what derives from it (expanded keys, padded keys). With random 32-byte secrets a
/// chance match is about 2^-27 per word. The few dozen bytes the check's own frames take at the top of
/// that region are not scanned: the check overwrote them (a leftover there is missed), and their saved
/// registers are the harness's (an M0+ ECDSA case pushed the key word its inlined `limb_order` left in `r5`).
pub fn leftover_words(secrets: &[&[u8]]) -> u32 {
    leftovers(secrets, |_| {})
}

/// [`leftover_words`], calling `each` with the address of every word found.
fn leftovers(secrets: &[&[u8]], mut each: impl FnMut(u32)) -> u32 {
    // Dead stack ends at this function's own stack pointer: above it are the frames of the check itself,
    // whose register saves hold the case's registers (the harness's copies of the key included), not
    // what the operation left. Those words were overwritten by the check anyway.
    let top = MEASURE_SP.load(Ordering::Relaxed).min(stack_pointer());
    let mut p = (core::ptr::addr_of!(_stack_end) as u32).max(top.saturating_sub(PAINT_WINDOW));
    let mut found = 0;
    while p < top {
        // SAFETY: [_stack_end, top) is this core's stack region, mapped RAM, below every live frame.
        let word = unsafe { core::ptr::read_volatile(p as *const u32) };
        if word != STACK_PAINT
            && secrets.iter().any(|s| s.windows(4).any(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]) == word))
        {
            found += 1;
            each(p);
        }
        p += 4;
    }
    found
}

/// Under a constant-time check request, runs the zeroization check ([`leftover_words`]) for case `id`,
/// stores the count in `BENCH_RESULTS[id].reserved` and prints it (`emcrypt-bench ct-check` reads the line).
/// Call it right after [`measure`] returned, with `secrets` computed before the measurement (computing
/// them now would call functions whose frames overwrite the dead stack being checked). Does nothing in a
/// benchmark run. Its own frame covers the top few dozen bytes of the region: a leftover there is missed.
#[inline(never)]
pub fn report_leftovers(id: u32, secrets: &[&[u8]]) {
    // Not `ct_request()`: it copies the secret into this frame, in the region being checked.
    if CT_CONTROL.magic.load(Ordering::Relaxed) != CT_MAGIC {
        return;
    }
    // The first addresses are kept and printed after the scan (printing during it would put frames over
    // words not scanned yet); the host names the function that stored each one.
    let mut addresses = [0u32; 16];
    let count = leftovers(secrets, |address| {
        let slot = addresses.iter_mut().find(|a| **a == 0);
        if let Some(slot) = slot {
            *slot = address;
        }
    });
    if let Some(slot) = BENCH_RESULTS.get(id as usize) {
        slot.reserved.store(count, Ordering::Relaxed);
    }
    for &address in addresses.iter().take_while(|&&a| a != 0) {
        crate::Line::new().text("bench: leftover secret word at ").dec(address).print();
    }
    crate::Line::new().text("bench: leftover secret words: ").dec(count).print();
}

/// Writes [`CT_COMPLETED`] for case `id` (a constant-time check run), with the firmware's stack figure.
pub fn record_ct_completed(id: u32, stack_bytes: u32) {
    if let Some(slot) = BENCH_RESULTS.get(id as usize) {
        slot.status.store(CT_COMPLETED, Ordering::Relaxed);
        slot.stack_bytes.store(stack_bytes, Ordering::Relaxed);
    }
}

// Paints [max(_stack_end, sp - PAINT_WINDOW), sp) with STACK_PAINT. In assembly: a Rust function could read
// the stack pointer before its own prologue pushed the return address, and paint over it.
core::arch::global_asm!(
    ".section .text.emcrypt_paint_stack,\"ax\",%progbits",
    ".global emcrypt_paint_stack",
    ".type emcrypt_paint_stack,%function",
    ".thumb_func",
    "emcrypt_paint_stack:",
    "    ldr r0, =_stack_end",
    "    mov r1, sp",
    "    ldr r2, ={window}",
    "    subs r3, r1, r2",
    "    cmp r3, r0",
    "    bls 1f",
    "    mov r0, r3",
    "1:  ldr r2, ={paint}",
    "2:  cmp r0, r1",
    "    bhs 3f",
    "    str r2, [r0]",
    "    adds r0, #4",
    "    b 2b",
    "3:  bx lr",
    "    .pool",
    ".size emcrypt_paint_stack, . - emcrypt_paint_stack",
    paint = const STACK_PAINT,
    window = const PAINT_WINDOW,
);

extern "C" {
    fn emcrypt_paint_stack();
    static _stack_end: u32;
}

/// Paints the free stack below the caller's stack pointer (at most [`PAINT_WINDOW`] bytes) with [`STACK_PAINT`].
pub fn paint_stack() {
    // SAFETY: the routine only writes below the stack pointer, memory that holds no live data under AAPCS.
    unsafe { emcrypt_paint_stack() };
}

/// The current stack pointer.
#[inline(always)]
pub fn stack_pointer() -> u32 {
    let sp: u32;
    // SAFETY: reads a register.
    unsafe { asm!("mov {}, sp", out(reg) sp, options(nomem, nostack, preserves_flags)) };
    sp
}

/// Bytes of stack used below `top` (the stack pointer read right after [`paint_stack`]) since that call:
/// `top` minus the lowest overwritten word of the painted window.
pub fn stack_used(top: u32) -> u32 {
    let mut p = (core::ptr::addr_of!(_stack_end) as u32).max(top.saturating_sub(PAINT_WINDOW));
    while p < top {
        // SAFETY: [_stack_end, top) is this core's stack region, mapped RAM.
        if unsafe { core::ptr::read_volatile(p as *const u32) } != STACK_PAINT {
            break;
        }
        p += 4;
    }
    top.saturating_sub(p)
}
