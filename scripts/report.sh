#!/usr/bin/env bash
# The benchmark report: builds the benchmark firmware (firmware/bench) for each core the chosen board
# profile(s) need, runs it in the emulator with the cycle model (bench/runner, binary emcrypt-bench), writes
# results/raw/<core>.json, then renders results/<profile>.md/.csv/.json, SVG charts and results/index.html
# (bench/report, binary emcrypt-report).
#
# Usage: scripts/report.sh [--profile stm32l476|stm32wl55|stm32wl55-m0plus|stm32l152|stm32u575|all] [--check]
#   --check: measure afresh into target/bench-check/raw and compare with the committed results/raw instead
#            of rendering; fails if any cycle count or footprint grew by more than 1 %, naming the case.
# Installs what it needs (idempotent) or stops naming what is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh

profile=stm32l476
check=0
while [ $# -gt 0 ]; do
    case "$1" in
        --profile) profile=${2:?--profile needs a value}; shift 2 ;;
        --profile=*) profile=${1#--profile=}; shift ;;
        --check) check=1; shift ;;
        -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown argument: $1 (see --help)" ;;
    esac
done

# Board profile -> the core whose results it needs.
cores_for() {
    case "$1" in
        stm32l476|stm32wl55) echo m4 ;;
        stm32wl55-m0plus) echo m0plus ;;
        stm32l152) echo m3 ;;
        stm32u575) echo m33 ;;
        all) echo m0plus m3 m4 m33 ;;
        *) die "unknown profile: $1 (stm32l476, stm32wl55, stm32wl55-m0plus, stm32l152, stm32u575, all)" ;;
    esac
}
read -ra cores <<<"$(cores_for "$profile")"

ensure_rust_targets
ensure_bench_tools

step "building the runner and the report renderer"
cargo build -q --release -p emcrypt-bench-runner -p emcrypt-bench-report

raw=results/raw
[ "$check" = 1 ] && raw=target/bench-check/raw
mkdir -p "$raw"
for core in "${cores[@]}"; do
    step "benchmark firmware on the emulated $core (build, run every case, footprints)"
    cargo run -q --release -p emcrypt-bench-runner --bin emcrypt-bench -- --core "$core" --out "$raw/$core.json"
done

if [ "$check" = 1 ]; then
    step "comparing with the committed results"
    cargo run -q --release -p emcrypt-bench-report --bin emcrypt-report -- --check --raw "$raw"
else
    step "rendering results/ for profile $profile"
    cargo run -q --release -p emcrypt-bench-report --bin emcrypt-report -- --profile "$profile"
fi
