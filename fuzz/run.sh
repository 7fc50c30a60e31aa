#!/usr/bin/env bash
# Builds the fuzz targets and runs them one after another (nice'd: the machine is shared).
#
#   fuzz/run.sh [--time SECONDS | --runs N] [--record] [TARGET...]
#
# Default: every target (`cargo fuzz list`) for 30 s. Each run starts from the committed seeds
# (fuzz/seeds/TARGET) and a scratch corpus (fuzz/corpus/TARGET, not committed); a crash stops with the
# reproducer in fuzz/artifacts/TARGET/. Prints one line per target: name, executions, seconds. With
# --record the lines are appended to fuzz/executions.tsv, the log results/security.md reports.
# Needs cargo-fuzz (scripts/lib/ensure.sh installs it); the pinned stable toolchain builds the targets
# with RUSTC_BOOTSTRAP=1 (cargo-fuzz passes nightly-only -Z flags). No sanitizer: the library has no
# unsafe code outside `arch`, and without ASan the targets run several times faster.
set -euo pipefail
cd "$(dirname "$0")"
limit=(-max_total_time=30)
record=0
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        --time) limit=(-max_total_time="$2"); shift 2 ;;
        --runs) limit=(-runs="$2"); shift 2 ;;
        --record) record=1; shift ;;
        *) targets+=("$1"); shift ;;
    esac
done
export RUSTC_BOOTSTRAP=1
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$PWD/target}"
[ ${#targets[@]} -gt 0 ] || mapfile -t targets < <(cargo fuzz list)
nice cargo fuzz build -s none >/dev/null
bin="$CARGO_TARGET_DIR/x86_64-unknown-linux-gnu/release"
# Longest input per target: 1 KiB, except where a whole encoding is larger (an RSA-2048 PKCS#8 key is
# 1,217 bytes; RSA-4096 ones fit in 4 KiB).
max_len() {
    case "$1" in
        rsa_key_decode) echo 4096 ;;
        *) echo 1024 ;;
    esac
}
for t in "${targets[@]}"; do
    mkdir -p "corpus/$t" "artifacts/$t"
    start=$(date +%s)
    log=$(mktemp)
    if ! nice "$bin/$t" "${limit[@]}" -max_len="$(max_len "$t")" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="artifacts/$t/" "corpus/$t" "seeds/$t" >"$log" 2>&1; then
        tail -40 "$log" >&2
        echo "fuzz target $t FAILED (reproducer in fuzz/artifacts/$t/)" >&2
        exit 1
    fi
    execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
    secs=$(( $(date +%s) - start ))
    rm -f "$log"
    printf '%s\t%s\t%s\n' "$t" "$execs" "$secs"
    if [ "$record" = 1 ]; then
        printf '%s\t%s\t%s\t%s\n' "$t" "$execs" "$secs" "$(date -u +%Y-%m-%dT%H:%MZ)" >>executions.tsv
    fi
done
