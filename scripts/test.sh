#!/usr/bin/env bash
# Runs every check and test: formatting, lints (native and wasm32), the core alone, the UI
# state natively, the solver and components in headless Chromium, and the end-to-end tests
# against the release build.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
bash scripts/setup.sh

step() { echo; echo "=== $*"; }

step "cargo fmt --check (the app and the core)"
cargo fmt --all --check

step "clippy, native"
cargo clippy --offline --workspace --all-targets -- -D warnings

step "clippy, wasm32"
cargo clippy --offline --target wasm32-unknown-unknown --lib --bins --test web -- -D warnings

step "the core (core/, no yew, web-sys or gloo) and the app without its UI: unit, integration and doc tests"
cargo test --offline --workspace --no-default-features
for tree in "--no-default-features" "-p sudoku-core --all-features"; do
  # shellcheck disable=SC2086
  if cargo tree --offline $tree -e normal | grep -Eq '(yew|web-sys|gloo|wasm-bindgen) v'; then
    echo "the core depends on the UI crates ($tree)" >&2
    exit 1
  fi
done

step "UI state, natively"
cargo test --offline --lib

step "wasm32 in headless Chromium (wasm-bindgen-test)"
cargo test --offline --target wasm32-unknown-unknown --test web

step "release build"
trunk build --release --offline

step "the browser benchmark's trace analysis (node --test)"
node --test bench/browser/

step "end-to-end (playwright-core + Debian chromium, node --test)"
# Run once: a failing spec fails the run. The specs assert behaviour, and of timing only that
# the page never froze (no task of 250 ms or more); `bash scripts/bench.sh` measures the rest.
node --test --test-concurrency=1 tests/e2e/
