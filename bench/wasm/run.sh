#!/usr/bin/env bash
# The solver alone, natively and in wasm, side by side: each set timed in turn natively, in
# Node and in headless Chromium (the browser the page runs in: its V8 is newer than Node 20's,
# and the two do not always agree on what is faster), three rounds, best of 5 passes each
# (RUNS=N for N). The wasm is built as the app's is (wasm32-unknown-unknown, opt-level 3);
# SIMD=1 adds +simd128.
#
# Then the player's loop (the classic search of the adversary in calls of 4,096 steps), the
# wasm's first pass cold.
#
#   bash scripts/wasm-speed.sh            # 5,000 hard and 20,000 17-clue puzzles
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
SHARED=../shared/puzzles
target=target
flags=""
if [ "${SIMD:-}" = 1 ]; then
  # Its own target folder: other flags would rebuild everything in the shared one.
  target=target/simd128
  flags="-C target-feature=+simd128"
fi
cargo build -q --profile bench --example set_speed --example classic_speed
CARGO_TARGET_DIR=$target RUSTFLAGS="$flags" cargo build -q --profile bench --example wasm_speed \
  --no-default-features --target wasm32-unknown-unknown
# (The bench profile's artifacts go to the release folders.)
wasm=$target/wasm32-unknown-unknown/release/examples/wasm_speed.wasm
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
grep -E -m 5000 '^.{81}$' "$SHARED/tdoku_puzzles5_forum_hardest_1905_11plus_minus_holdout.txt" > "$work/hard.txt"
grep -E -m 20000 '^.{81}$' "$SHARED/tdoku_puzzles2_17_clue.txt" > "$work/17clue.txt"
for round in 1 2 3; do
  for set in hard 17clue; do
    echo "round $round, $set:"
    ./target/release/examples/set_speed "$work/$set.txt" fastest "${RUNS:-5}"
    node bench/wasm/solver.mjs "$wasm" "$work/$set.txt" fastest --runs "${RUNS:-5}"
    node bench/wasm/solver.mjs "$wasm" "$work/$set.txt" fastest --runs "${RUNS:-5}" --chromium
  done
done
# The player's loop (the classic search of the adversary, as the player and the workers step it).
grep -E -m 1 '^.{81}$' "$SHARED/bruteforce_adversary_wikipedia.txt" > "$work/adversary.txt"
for round in 1 2 3; do
  echo "round $round, the player's loop on the adversary:"
  ./target/release/examples/classic_speed | grep 'step_many(4096)'
  node bench/wasm/player.mjs "$wasm" "$work/adversary.txt" --runs "${RUNS:-5}"
done
