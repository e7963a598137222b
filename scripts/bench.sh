#!/usr/bin/env bash
# The browser benchmark: the page's responsiveness in the scenarios that stress it (a batch of
# 49,158 puzzles, 10 MB pastes of junk and of binary, a read of 100,000 puzzles, the player at
# max speed, cold and warm seeks), each run in a fresh browser context with a Chromium trace
# around it. Prints the longest main-thread task per run, the tasks over 50 ms and where
# their time went (our wasm/JS, GC, style and layout, paint, the test harness, other), and
# writes everything to bench/browser/results/latest.json.
#
#   bash scripts/bench.sh [--runs N] [--scenario NAME[,NAME]] [--no-build] [--no-samples]
#
# Builds the release app first (trunk build --release --offline) unless --no-build is given
# or DIST names an already built app folder. Scenarios: batch, junk, binary, read100k, play,
# cold-seek, warm-seek (all by default).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

build=yes
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --no-build) build=no ;;
    --runs|--scenario|--out) args+=("$1" "${2:?$1 needs a value}"); shift ;;
    *) args+=("$1") ;;
  esac
  shift
done

if [ -n "${DIST:-}" ]; then
  build=no
  DIST="$(cd "$DIST" && pwd)"
  export DIST
fi
if [ "$build" = yes ]; then
  bash scripts/setup.sh
  trunk build --release --offline
fi
exec node bench/browser/run.mjs "${args[@]}"
