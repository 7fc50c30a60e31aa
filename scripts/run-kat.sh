#!/usr/bin/env bash
# On-target known answers: builds firmware/kat once per Cortex-M target and runs each image in QEMU, which
# prints the checks through semihosting and exits with the firmware's verdict. Fails if any core reports a
# failed check, crashes, or does not finish within KAT_TIMEOUT seconds. Prints one summary line per core.
# Usage: scripts/run-kat.sh [target...]   (default: all four; logs in firmware/target/kat-logs/)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure.sh

KAT_TIMEOUT=${KAT_TIMEOUT:-120}

# target -> QEMU machine and core; firmware/rt/build.rs links each target for the matching memory map.
machine_for() {
    case "$1" in
        thumbv6m-none-eabi) echo "microbit Cortex-M0" ;;
        thumbv7m-none-eabi) echo "mps2-an385 Cortex-M3" ;;
        thumbv7em-none-eabihf) echo "mps2-an386 Cortex-M4" ;;
        thumbv8m.main-none-eabihf) echo "mps2-an505 Cortex-M33" ;;
        *) die "no QEMU machine for target $1" ;;
    esac
}

# Cargo profile per target: `release` (opt-level 3, what the benchmark measures) where flash allows, the
# size-optimised `kat-small` on the Cortex-M0 board (256 KiB flash); see firmware/Cargo.toml.
profile_for() {
    case "$1" in
        thumbv6m-none-eabi) echo kat-small ;;
        *) echo release ;;
    esac
}

targets=("$@")
[ ${#targets[@]} -gt 0 ] || read -ra targets <<<"$THUMB_TARGETS"
for t in "${targets[@]}"; do machine_for "$t" >/dev/null; done

ensure_rust_targets
ensure_apt qemu-system-arm

# Absolute source paths end up in the images (panic locations): map the checkout and the cargo home to fixed
# names, so an image's size does not depend on where the repository was cloned (the Cortex-M0 board's image
# is split in two to fit its flash; see firmware/README.md). The link script flag is the one of
# firmware/.cargo/config.toml, which these flags replace.
kat_rustflags=$(printf '%s\x1f' -C link-arg=-Tlink.x "--remap-path-prefix=$(pwd)=/emcrypt" \
    "--remap-path-prefix=${CARGO_HOME:-$HOME/.cargo}=/cargo")
export CARGO_ENCODED_RUSTFLAGS=${kat_rustflags%$'\x1f'}
unset RUSTFLAGS EMCRYPT_KAT_PART

# The Cortex-M0 board's checks outgrew its 256 KiB of flash in one image: it runs them as two images, one per
# part of the checks (EMCRYPT_KAT_PART, see firmware/kat/src/main.rs). Every other core runs one image.
parts_for() {
    case "$1" in
        thumbv6m-none-eabi) echo "1 2" ;;
        *) echo all ;;
    esac
}
# image_for <target> <part>: where the image of that part is kept.
image_for() {
    local dir="firmware/target/$1/$(profile_for "$1")"
    if [ "$2" = all ]; then echo "$dir/kat"; else echo "$dir/kat-part$2"; fi
}

step "building the known-answer firmware for: ${targets[*]}"
# The firmware workspace has its own lock file, target dir and .cargo/config.toml (read from the current
# directory, hence the cd). A memory-map override meant for the benchmark must not leak in.
build_kat() { (cd firmware && env -u EMCRYPT_FW_MEMORY cargo build --locked -q -p emcrypt-fw-kat --target-dir target "$@"); }
release_args=()
for t in "${targets[@]}"; do
    [ "$(parts_for "$t")" = all ] && release_args+=(--target "$t")
done
[ ${#release_args[@]} -eq 0 ] || build_kat --profile release "${release_args[@]}"
for t in "${targets[@]}"; do
    [ "$(parts_for "$t")" != all ] || continue
    for part in $(parts_for "$t"); do
        # One part at a time into the same target dir (only the firmware crate is rebuilt), then set aside.
        EMCRYPT_KAT_PART=$part build_kat --profile "$(profile_for "$t")" --target "$t"
        cp "firmware/target/$t/$(profile_for "$t")/kat" "$(image_for "$t" "$part")"
    done
done
# The Cortex-M0 board's 256 KiB of flash cannot hold every check, so its build skips the largest variants
# (see firmware/README.md). The same thumbv6m code built for the 4 MB mps2-an385 map runs them all on that
# machine's Cortex-M3, which executes ARMv6-M (Thumb-1) code as an M0 does: it proves the M0 code computes
# right; not the M0's timing, nor that it fits the board, nor alignment (an M3 allows unaligned loads that
# fault on an M0). Own target dir: the memory map is per build.
m0_on_m3=false
[[ " ${targets[*]} " == *" thumbv6m-none-eabi "* ]] && m0_on_m3=true
if $m0_on_m3; then
    (cd firmware && EMCRYPT_FW_MEMORY=an385 cargo build --locked -q --profile kat-small -p emcrypt-fw-kat \
        --target-dir target/m0-on-an385 --target thumbv6m-none-eabi)
fi

step "running the known answers in QEMU (timeout ${KAT_TIMEOUT}s per core)"
logs=firmware/target/kat-logs
mkdir -p "$logs"
failed=()
# run_image <core> <machine> <label> <profile> <image> <log>: runs one image, prints its summary line.
run_image() {
    local core=$1 machine=$2 label=$3 profile=$4 image=$5 log=$6 status=0 summary verdict
    timeout "$KAT_TIMEOUT" qemu-system-arm -machine "$machine" -nographic \
        -semihosting-config enable=on,target=native \
        -kernel "$image" </dev/null >"$log" 2>&1 || status=$?
    summary=$(grep -E '^kat: [0-9]+ passed, [0-9]+ failed$' "$log" | tail -n 1 || true)
    if [ "$status" -eq 124 ]; then
        verdict="TIMEOUT after ${KAT_TIMEOUT}s"
    elif [ "$status" -ne 0 ] || [ -z "$summary" ] || ! grep -q ' 0 failed$' <<<"$summary"; then
        verdict="FAILED (exit status $status)"
    else
        verdict="ok"
    fi
    printf '%-10s %-11s %-26s %-9s %s  %s\n' "$core" "$machine" "$label" "$profile" "${summary:-no summary}" "$verdict"
    if [ "$verdict" != ok ]; then
        failed+=("$core")
        # Show what went wrong: the failed checks, or the end of the log for a crash or a hang.
        grep -E -A2 '^FAIL ' "$log" | head -n 40 | sed 's/^/    /' || true
        tail -n 5 "$log" | sed 's/^/    | /'
        echo "    full log: $log"
    fi
}
for t in "${targets[@]}"; do
    read -r machine core <<<"$(machine_for "$t")"
    for part in $(parts_for "$t"); do
        if [ "$part" = all ]; then label=$t log="$logs/$t.log"; else label="$t (part $part)" log="$logs/$t-part$part.log"; fi
        run_image "$core" "$machine" "$label" "$(profile_for "$t")" "$(image_for "$t" "$part")" "$log"
    done
done
if $m0_on_m3; then
    run_image "M0-code" mps2-an385 "thumbv6m-none-eabi (all)" kat-small \
        firmware/target/m0-on-an385/thumbv6m-none-eabi/kat-small/kat "$logs/thumbv6m-none-eabi-on-an385.log"
fi

[ ${#failed[@]} -eq 0 ] || die "on-target known answers failed on: ${failed[*]}"
echo "on-target known answers passed on ${#targets[@]} core(s)$($m0_on_m3 && echo ", and the M0 code on mps2-an385")"
