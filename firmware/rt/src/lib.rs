//! Runtime shared by emcrypt's firmware (`kat`, `bench`): semihosting output and exit, a line printer
//! without `core::fmt`, the panic and fault handlers (print, then exit with failure, so an emulator run
//! never hangs), and the memory map for the board (chosen by `build.rs`).
//!
//! `unsafe` is allowed here (this is firmware, not the library) and confined to the semihosting trap.
#![no_std]
#![deny(unsafe_op_in_unsafe_fn)]

pub mod bench;
pub mod line;
pub mod semihosting;

pub use cortex_m_rt::entry;
pub use line::Line;

use cortex_m_rt::{exception, ExceptionFrame};

/// The memory map this firmware was linked with (`microbit`, `an385`, `an386`, `an505`, ...).
pub const BOARD: &str = env!("EMCRYPT_FW_BOARD");

/// Stack bytes used since reset (the high-water mark), and the stack's size. cortex-m-rt's reset handler
/// paints `[_stack_end, _stack_start)` with a known word (feature `paint-stack`); the deepest word that
/// no longer holds it marks how far the stack grew.
pub fn stack_usage() -> (u32, u32) {
    extern "C" {
        // From cortex-m-rt's link.x: the top of the stack (its first push goes below) and its lowest word.
        static _stack_start: u32;
        static _stack_end: u32;
    }
    let top = core::ptr::addr_of!(_stack_start) as usize;
    let bottom = core::ptr::addr_of!(_stack_end) as usize;
    let mut word = bottom;
    // SAFETY: every word in [bottom, top) is RAM that belongs to the stack (link.x asserts
    // bottom <= top, both 4-aligned); reading it volatile has no side effect.
    while word < top && unsafe { core::ptr::read_volatile(word as *const u32) } == cortex_m_rt::STACK_PAINT_VALUE {
        word += 4;
    }
    ((top - word) as u32, (top - bottom) as u32)
}

#[panic_handler]
fn panic(info: &core::panic::PanicInfo) -> ! {
    // The message would need core::fmt; the location is enough to find the panic.
    let mut line = Line::new();
    line.text("panic");
    if let Some(at) = info.location() {
        line.text(" at ").text(at.file()).text(":").dec(at.line());
    }
    line.print();
    semihosting::exit(false)
}

#[exception]
unsafe fn HardFault(frame: &ExceptionFrame) -> ! {
    Line::new().text("hard fault at pc=0x").hex(&frame.pc().to_be_bytes()).print();
    semihosting::exit(false)
}

#[exception]
unsafe fn DefaultHandler(irqn: i16) {
    let mut line = Line::new();
    line.text("unexpected exception ");
    if irqn < 0 {
        line.text("-");
    }
    line.dec(u32::from(irqn.unsigned_abs())).print();
    semihosting::exit(false)
}
