# Shared helpers for the scripts: install what the project needs, idempotently, or say what is missing.

THUMB_TARGETS="thumbv6m-none-eabi thumbv7m-none-eabi thumbv7em-none-eabihf thumbv8m.main-none-eabihf"

step() { printf '\n==> %s\n' "$*"; }

die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# rustup reads rust-toolchain.toml and installs the pinned toolchain and thumb targets on first use.
ensure_rust_targets() {
    command -v rustup >/dev/null || die "rustup is missing: install it from rustup.rs, then run this again"
    rustup show active-toolchain >/dev/null 2>&1 || rustup toolchain install
    local installed
    installed=$(rustup target list --installed)
    for t in $THUMB_TARGETS; do
        grep -qx "$t" <<<"$installed" || rustup target add "$t"
    done
}

# Installs Debian packages that are missing; as root through apt-get, otherwise stops naming them.
ensure_apt() {
    local missing=()
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        step "installing ${missing[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
        die "missing Debian packages: ${missing[*]} (run: sudo apt-get install ${missing[*]})"
    fi
}

# What the benchmark crates need besides Rust: the Unicorn engine is built from source by its crate (cmake,
# and libclang for its bindings); the classifier's cross-check disassembles with llvm-objdump (llvm); the
# runner's instruction counts are cross-checked with QEMU's (qemu-system-arm).
ensure_bench_tools() {
    ensure_apt cmake libclang-dev llvm qemu-system-arm
}

# cargo-fuzz drives the libFuzzer targets of fuzz/ (built from crates.io once; the pinned stable toolchain
# builds the targets with RUSTC_BOOTSTRAP=1, see fuzz/run.sh). A C++ compiler builds libFuzzer itself.
ensure_cargo_fuzz() {
    ensure_apt g++
    command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked
}
