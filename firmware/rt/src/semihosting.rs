//! Arm semihosting: the firmware asks the debugger or emulator (QEMU with `-semihosting-config enable=on`)
//! to print and to exit, by executing `BKPT 0xAB` with an operation number in r0 and its argument in r1.
//! The same instruction works on ARMv6-M, ARMv7-M and ARMv8-M. Reference: Arm "Semihosting for AArch32 and
//! AArch64", version 3.0, §5 (operations) and §5.1 (the AArch32 SYS_EXIT reason codes).
//!
//! Without a debugger or a semihosting-aware emulator the breakpoint faults: this firmware is for
//! emulators (and boards under a debug probe) only.

use core::arch::asm;
use core::ffi::CStr;

/// Prints a NUL-terminated string on the host's console.
const SYS_WRITE0: usize = 0x04;
/// Ends the program; on AArch32 r1 holds the reason code itself.
const SYS_EXIT: usize = 0x18;
/// SYS_EXIT reason: the program finished normally (QEMU then exits with status 0).
const ADP_STOPPED_APPLICATION_EXIT: usize = 0x20026;
/// SYS_EXIT reason: the program failed (QEMU then exits with status 1).
const ADP_STOPPED_RUN_TIME_ERROR: usize = 0x20023;

/// Issues one semihosting call.
///
/// # Safety
/// `arg` must be what operation `op` expects (for SYS_WRITE0, a pointer to a NUL-terminated string that
/// stays valid for the call).
#[inline(always)]
unsafe fn call(op: usize, arg: usize) -> usize {
    let result: usize;
    // SAFETY: BKPT 0xAB is the semihosting trap; the host reads memory through `arg` (hence no `nomem`),
    // writes only r0, and returns to the next instruction. It does not touch the stack or the flags.
    unsafe {
        asm!("bkpt #0xab", inout("r0") op => result, in("r1") arg, options(nostack, preserves_flags));
    }
    result
}

/// Prints `text` on the host's console (no newline is added).
pub fn write0(text: &CStr) {
    // SAFETY: a `CStr` is NUL-terminated and borrowed for the duration of the call.
    unsafe { call(SYS_WRITE0, text.as_ptr() as usize) };
}

/// Ends the program: QEMU exits with status 0 when `success`, 1 otherwise.
pub fn exit(success: bool) -> ! {
    let reason = if success { ADP_STOPPED_APPLICATION_EXIT } else { ADP_STOPPED_RUN_TIME_ERROR };
    loop {
        // SAFETY: SYS_EXIT takes its reason code by value; it reads no memory.
        unsafe { call(SYS_EXIT, reason) };
    }
}
