#!/usr/bin/env bash
# The whole test suite: host tests, no_std builds for the four Cortex-M targets, on-target known answers in
# QEMU. Installs what it needs (idempotent) or stops naming what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh

ensure_rust_targets
ensure_bench_tools

step "host tests (every variant against the vectors, streaming vs one-shot, differential vs RustCrypto)"
# The board backend's board-independent parts are tested here; its probe-rs part (feature `hardware`) takes
# half an hour to compile on this 2-core machine, so CI leaves it out: `cargo check -p emcrypt-bench-probe
# --features hardware` builds it.
cargo test --workspace --locked

step "the Armv6-M field assembly is its generator's output (the generator's simulator tests included)"
ensure_apt python3
python3 emcrypt/src/arch/fe25519_armv6m_gen.py --check

step "no_std builds of the library for every Cortex-M target"
for target in $THUMB_TARGETS; do
    cargo build --locked -q -p emcrypt --release --target "$target" --no-default-features
    cargo build --locked -q -p emcrypt --release --target "$target"
done
echo "built emcrypt for: $THUMB_TARGETS"

step "on-target known answers in QEMU (Cortex-M0, M3, M4, M33)"
scripts/run-kat.sh

step "constant-time trace check (M4, 16 runs, one case per family; a table-based AES case must be flagged; the full check: scripts/security.sh)"
cargo run --locked --release -q -p emcrypt-bench-runner --bin emcrypt-bench -- ct-check --core m4 --quiet \
    --case sha256-unrolled/sole-buffer/64 --case sha3-256-compact/sole-buffer/64 --case hmac-sha256-unrolled/sole-buffer/64 \
    --case aes128-fixsliced/cbc-dec/sole-buffer/64 --case aes128-fixsliced/ctr/ --case aes128-fixsliced/gcm-enc \
    --case chacha20-poly1305-radix26/dec --case x25519 --case ed25519-table/sign --case ecdsa-p256/sign \
    --case aes128-table/cbc-enc/sole-buffer/32

step "fuzzing: every target of fuzz/ for 15 s"
ensure_cargo_fuzz
fuzz/run.sh --time 15

# The Cortex-M4 (default profile) only: every core takes ~20 minutes on this 2-core machine (the M0+ alone,
# without a 32x32->64 multiply, runs 22 G instructions of RSA and DH); `scripts/report.sh --profile all
# --check` checks all four.
step "benchmark on the emulated Cortex-M4 and regression check against the committed results/raw"
scripts/report.sh --check

