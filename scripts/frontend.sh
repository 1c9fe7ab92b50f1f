#!/usr/bin/env bash
# Frontend steps shared by `make run` and `make test`:
#   frontend.sh deps   install npm packages exactly as package-lock.json says (only when needed)
#   frontend.sh check  lint, types, formatting, API types freshness, unit tests
#   frontend.sh build  the production bundle in frontend/dist
set -euo pipefail
cd "$(dirname "$0")/../frontend"

deps() {
  if ! command -v npm >/dev/null 2>&1; then
    echo "error: npm is required for the frontend (Node.js 20.19 or newer)" >&2
    exit 1
  fi
  # node_modules/.package-lock.json is npm's record of what it installed.
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund --loglevel=error
  fi
}

case "${1:-}" in
  deps) deps ;;
  check) deps && npm run --silent check ;;
  build) deps && npm run --silent build ;;
  *) echo "usage: $0 deps|check|build" >&2; exit 2 ;;
esac
