//! The firmware's heap, for the one peer crate that needs `alloc`: RustCrypto `rsa` (its big integers are
//! `crypto-bigint` `BoxedUint`s). emcrypt itself never allocates.
//!
//! The global allocator is `embedded-alloc`'s linked-list allocator (the one the measurement prototype used
//! for `rustcrypto_model.csv`'s RSA rows) over a static arena, wrapped to count the bytes it hands out:
//! [`mark`] before a measurement and [`peak_since`] after it give the operation's heap peak, the sum of the
//! sizes of the blocks alive at once (the model csv's `heap_peak_bytes`; allocator headers and alignment
//! padding not included).
//!
//! The arena is set up on the first allocation, so only the allocator's code refers to it: a build without
//! an RSA peer case (a footprint build of another case, or the Cortex-M0+ build) allocates nothing, and the
//! linker drops the allocator and the arena with it.

use core::alloc::{GlobalAlloc, Layout};
use core::cell::UnsafeCell;
use core::mem::MaybeUninit;
use core::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use embedded_alloc::LlffHeap;
// The single-core critical section `LlffHeap` takes (interrupts masked around heap updates): the crate is
// linked for its `critical-section` implementation only.
use cortex_m as _;

/// Bytes of heap. RSA-3072 signing with `rsa` 0.10 peaks near 20 KB; the rest is margin.
const ARENA_BYTES: usize = 64 * 1024;

/// The arena the allocator carves blocks from.
struct Arena(UnsafeCell<[MaybeUninit<u8>; ARENA_BYTES]>);

// SAFETY: single-threaded firmware; only the allocator touches the arena, through `LlffHeap`'s critical
// section.
unsafe impl Sync for Arena {}

static ARENA: Arena = Arena(UnsafeCell::new([MaybeUninit::uninit(); ARENA_BYTES]));

/// `LlffHeap` with a byte count: bytes handed out now and their high-water mark. Plain loads and stores
/// suffice (one core, no allocation from interrupts), and exist on the Cortex-M0+ too.
struct Counting {
    heap: LlffHeap,
    ready: AtomicBool,
    current: AtomicUsize,
    peak: AtomicUsize,
}

#[global_allocator]
static HEAP: Counting = Counting {
    heap: LlffHeap::empty(),
    ready: AtomicBool::new(false),
    current: AtomicUsize::new(0),
    peak: AtomicUsize::new(0),
};

// SAFETY: forwards to `LlffHeap`, which upholds `GlobalAlloc`'s contract; the counters do not affect the
// blocks handed out.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        if !self.ready.load(Ordering::Relaxed) {
            self.ready.store(true, Ordering::Relaxed);
            // SAFETY: runs once (the flag is set first); the arena is static, used by nothing else.
            unsafe { self.heap.init(ARENA.0.get() as usize, ARENA_BYTES) };
        }
        // SAFETY: the caller's contract for `alloc`, passed on.
        let block = unsafe { GlobalAlloc::alloc(&self.heap, layout) };
        if !block.is_null() {
            let now = self.current.load(Ordering::Relaxed) + layout.size();
            self.current.store(now, Ordering::Relaxed);
            if now > self.peak.load(Ordering::Relaxed) {
                self.peak.store(now, Ordering::Relaxed);
            }
        }
        block
    }

    unsafe fn dealloc(&self, block: *mut u8, layout: Layout) {
        // SAFETY: the caller's contract for `dealloc`, passed on.
        unsafe { GlobalAlloc::dealloc(&self.heap, block, layout) };
        let now = self.current.load(Ordering::Relaxed).saturating_sub(layout.size());
        self.current.store(now, Ordering::Relaxed);
    }
}

/// Starts a peak measurement: resets the high-water mark to the bytes in use now, and returns them.
pub fn mark() -> usize {
    let now = HEAP.current.load(Ordering::Relaxed);
    HEAP.peak.store(now, Ordering::Relaxed);
    now
}

/// The heap peak since [`mark`] returned `base`: the most bytes in use at once, beyond `base`.
pub fn peak_since(base: usize) -> u32 {
    HEAP.peak.load(Ordering::Relaxed).saturating_sub(base) as u32
}
