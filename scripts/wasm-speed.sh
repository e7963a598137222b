#!/usr/bin/env bash
# The solver alone in wasm (Node and Chromium) against the same solver natively: see
# bench/wasm/run.sh, and BENCHMARKS.md (wasm) for what it measures.
exec bash "$(dirname "${BASH_SOURCE[0]}")/../bench/wasm/run.sh" "$@"
