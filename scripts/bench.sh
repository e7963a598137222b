#!/usr/bin/env bash
# The browser benchmark: the page's responsiveness in the scenarios that stress it (a batch of
# 49,158 puzzles, 10 MB pastes of junk and of binary, a read of 100,000 puzzles, the player at
# max speed, cold and warm seeks), each run in a fresh browser context with a Chromium trace
# around it. Prints the longest main-thread task per run, the tasks over 50 ms and where
# their time went (our wasm/JS, GC, style and layout, paint, the test harness, other), and
# writes everything to bench/browser/results/latest.json.
#
#   bash scripts/bench.sh [--runs N] [--scenario NAME[,NAME]] [--no-build] [--samples]
#                         [--extra-categories blink] [--out FILE]
#
# --samples records V8's samples too, naming the JS and wasm functions inside each long task
# (wasm names only if the build keeps them); it slows the page a little. --extra-categories
# adds trace categories ('blink' splits style, layout and paint into their steps). To look
# inside a saved trace: node bench/browser/inspect.mjs bench/browser/results/traces/NAME.worst.json
#
# Builds the release app first (trunk build --release --offline) unless --no-build is given
# or DIST names an already built app folder. Scenarios: batch, batch-one-worker, junk, binary,
# read100k, play, play-heatmap (the player at max with the heatmap on), download (what a first
# visit downloads, raw and gzipped), cold-seek, link-open, warm-seek, generate-exercise,
# generate-backtracking, generate-boj-limit (New puzzle 20-40 times: puzzles per second in the
# page), hunt (a worst case hunted for 30 s from a fixed seed) (all by default). With
# batch and batch-one-worker both run, it prints the batch speed-up too.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

build=yes
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --no-build) build=no ;;
    --runs|--scenario|--out|--extra-categories) args+=("$1" "${2:?$1 needs a value}"); shift ;;
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
if [ ! -f "${DIST:-dist}/index.html" ]; then
  echo "bench: no built app in ${DIST:-dist}/ (build it, or drop --no-build, or set DIST)" >&2
  exit 1
fi
exec node bench/browser/run.mjs "${args[@]}"
