#!/usr/bin/env bash
# The benchmark report. Until the benchmark system lands (issue 3), this says what it will do.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "scripts/report.sh: the benchmark system is not built yet."
echo "It will build the bench firmware once per Cortex-M core, run every case in the emulator with the cycle"
echo "model, and write results/<profile>.md/.csv/.json, SVG charts and results/index.html."
