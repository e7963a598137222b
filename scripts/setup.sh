#!/usr/bin/env bash
# Installs everything the app's build and tests need on a Debian machine that has the Rust
# toolchain, and skips whatever is already there at the right version. Nothing here downloads
# a browser or a prebuilt binary: Chromium comes from Debian, tools are built by cargo or come
# from npm packages.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"

say() { echo "setup: $*"; }
# trunk and wasm-bindgen-cli are build tools: how fast they run hardly matters (wasm-opt, from
# npm, does the heavy work), how long they take to compile does. Their release profiles ask for
# full optimisation; opt-level 1 without LTO and with parallel codegen compiles them much
# faster (BENCHMARKS.md has the figures).
tool_install() {
  CARGO_PROFILE_RELEASE_OPT_LEVEL=1 CARGO_PROFILE_RELEASE_LTO=false \
  CARGO_PROFILE_RELEASE_CODEGEN_UNITS=256 CARGO_PROFILE_RELEASE_DEBUG=false \
  CARGO_PROFILE_RELEASE_INCREMENTAL=false CARGO_PROFILE_RELEASE_STRIP=true \
    cargo install "$@"
}
sudo_if_needed() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=no
apt_install() {
  if [ "$apt_updated" = no ]; then sudo_if_needed apt-get update -qq; apt_updated=yes; fi
  sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown target"
  rustup target add wasm32-unknown-unknown
fi

if ! trunk --version 2>/dev/null | grep -q '^trunk 0\.21\.'; then
  say "installing trunk 0.21 (builds from source, about 10 minutes)"
  tool_install trunk --version '~0.21' --locked
fi

# wasm-bindgen-cli must match the wasm-bindgen crate in Cargo.lock exactly, and Trunk.toml
# must name the same version.
wbg=$(grep -A1 '^name = "wasm-bindgen"$' Cargo.lock | sed -n 's/^version = "\(.*\)"$/\1/p')
if ! grep -q "^wasm_bindgen = \"$wbg\"" Trunk.toml; then
  echo "setup: Trunk.toml must pin wasm_bindgen = \"$wbg\" (the version in Cargo.lock)" >&2
  exit 1
fi
if ! wasm-bindgen --version 2>/dev/null | grep -qx "wasm-bindgen $wbg" ||
   ! command -v wasm-bindgen-test-runner >/dev/null; then
  say "installing wasm-bindgen-cli $wbg"
  # Not --locked: its lock file does not resolve on this toolchain.
  tool_install wasm-bindgen-cli --version "=$wbg"
fi

if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
  say "installing Debian's chromium and chromium-driver"
  apt_install chromium chromium-driver
fi
command -v g++ >/dev/null && command -v javac >/dev/null && command -v python3 >/dev/null && command -v gdb >/dev/null || { say "installing g++, default-jdk-headless, python3 and gdb (tests/programs.rs builds programs/; core/tests/trace.rs steps them)"; apt_install g++ default-jdk-headless python3 gdb; }

if ! command -v npm >/dev/null; then
  say "installing Node.js and npm"
  apt_install nodejs npm
fi
# Every package package.json names, at the version it names (a checkout that added one since
# node_modules was made installs again).
npm_missing=$(node -e '
  const fs = require("fs");
  const want = require("./package.json").devDependencies;
  for (const [name, version] of Object.entries(want)) {
    let have = null;
    try { have = JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, "utf8")).version; } catch {}
    if (have !== version) console.log(name);
  }')
if [ -n "$npm_missing" ] || [ ! -x node_modules/.bin/wasm-opt ]; then
  say "installing npm packages ($(echo $npm_missing | tr '\n' ' '))"
  npm ci --no-audit --no-fund --loglevel=error
fi

# Fetch crates once, so that every build after this works offline.
cargo fetch --quiet
say "ready"
