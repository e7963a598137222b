# Sourced by the other scripts: the tools they run, found first on PATH.
# node_modules/.bin comes first so that Trunk finds binaryen's wasm-opt (version 132), not an
# older system one, and never tries to download its own.
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CHROMEDRIVER="${CHROMEDRIVER:-/usr/bin/chromedriver}"
export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
cd "$ROOT"
