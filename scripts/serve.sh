#!/usr/bin/env bash
# Builds the release app and serves it on http://127.0.0.1:8080, rebuilding on changes.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
bash scripts/setup.sh
exec trunk serve --release --offline --address 127.0.0.1 --port 8080
