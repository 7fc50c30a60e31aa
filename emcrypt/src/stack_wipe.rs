//! Wiping the dead stack below a frame: the copies of secret state that moves and register spills leave in
//! the frames of functions that have returned.
//!
//! Rust moves a value by copying its bytes, and the compiler spills registers to the stack when it runs
//! out of them; neither copy is reachable once the function that made it has returned, so `zeroize` on
//! the value itself cannot reach them. The zeroization check of `emcrypt-bench ct-check` finds them: words
//! of a key left in the dead stack right after an operation returned. A function that owns secret state
//! calls [`wipe_stack`] when it is done with it (from `Drop`, typically): the call's own frame is an array
//! laid out right below the caller's frame, where the frames of the operation's callees were, and it
//! overwrites that array with volatile stores, which the compiler may not remove.
//!
//! Copies the caller keeps in its own frame are beyond its reach: [`with_stack_wipe`] runs the whole
//! operation (key set-up included) in a frame of its own below the caller's, then wipes.
//!
//! | function | technique | cost | reach |
//! | --- | --- | --- | --- |
//! | [`wipe_stack`] | bare-metal Arm: zeros stored from the caller's `sp` down, by an assembly routine that pushes no register; elsewhere a `WORDS`-word array in an out-of-line frame, zeroized | `WORDS` stores | the `4 × WORDS` bytes below the caller's frame |
//! | [`with_stack_wipe`] | the operation in an out-of-line frame, then [`wipe_stack`] | the same | everything the operation left, down to `4 × WORDS` bytes |
//!
//! It adds up to `4 × WORDS` bytes to the peak stack when the operation used less than that, so each
//! caller picks at most the depth its operation uses: the copies found so far lie in the first frames
//! below the caller (moved key schedules, spilled registers of the round functions).
//!
//! Tested where it matters: safe Rust cannot read a dead frame, so the host has no test of it; the
//! zeroization check reads the emulated core's stack after each secret operation (`scripts/security.sh`).

/// Overwrites with zeros the `WORDS` words of stack right below the caller's frame (see the module docs).
/// On bare-metal Arm an assembly routine that pushes nothing (`arch::stack_wipe_thumb`): a Rust function
/// would save the caller's registers above its array, out of its own reach.
#[cfg(all(target_arch = "arm", target_os = "none"))]
#[inline(always)]
pub(crate) fn wipe_stack<const WORDS: usize>() {
    crate::arch::stack_wipe_thumb::wipe_below_sp::<WORDS>();
}

/// Overwrites with zeros the `WORDS` words of stack right below the caller's frame (see the module docs).
#[cfg(not(all(target_arch = "arm", target_os = "none")))]
#[inline(never)]
pub(crate) fn wipe_stack<const WORDS: usize>() {
    let mut area = [0u32; WORDS];
    // Volatile stores (zeroize): not removed although the array is never read.
    zeroize::Zeroize::zeroize(&mut area);
    // The array's address escapes, so the frame cannot be optimised away either.
    core::hint::black_box(&mut area);
}

/// Runs `operation` in a frame of its own below the caller's (out of line, so that everything it and its
/// callees copy lies below the caller's frame), then wipes `WORDS` words there. For operations that set up
/// and drop their secret state inside `operation` (the one-shot functions).
#[inline(always)]
pub(crate) fn with_stack_wipe<const WORDS: usize, R>(operation: impl FnOnce() -> R) -> R {
    let result = run_out_of_line(operation);
    wipe_stack::<WORDS>();
    result
}

/// `operation()`, never inlined into its caller.
#[inline(never)]
fn run_out_of_line<R>(operation: impl FnOnce() -> R) -> R {
    operation()
}
