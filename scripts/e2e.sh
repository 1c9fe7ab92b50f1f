#!/usr/bin/env bash
# End-to-end journeys (frontend/e2e) in headless Chromium against the real server, the real web
# app and a real PostgreSQL. Every journey provisions its own tenant with tenant-admin.
#
# Needs Debian's chromium (installed here when missing and we are root) and DATABASE_URL; without
# one it starts the local cluster (scripts/db.sh) and uses a fresh `erecruit_e2e` database.
# Extra arguments go to Playwright, e.g. `scripts/e2e.sh -g "cross-tenant"`.
#
#   ERECRUIT_BIN_DIR  use prebuilt erecruit-server and tenant-admin from here (no cargo build)
#   STATIC_DIR        serve this web app build instead of frontend/dist
#   CHROMIUM          the browser (default /usr/bin/chromium)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
root=$(pwd)
started=$(date +%s)

export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Chromium (apt-get install chromium)…" >&2
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  fi
  if [ ! -x "$CHROMIUM" ]; then
    echo "error: $CHROMIUM is missing; install Debian's chromium (apt-get install chromium) or set CHROMIUM" >&2
    exit 1
  fi
fi

use_database erecruit_e2e

if [ -n "${ERECRUIT_BIN_DIR:-}" ]; then
  bin_dir=$(cd "$ERECRUIT_BIN_DIR" && pwd)
else
  cargo build --quiet --locked --bins --features tenant-admin/dev-seed
  bin_dir="$root/target/debug"
fi

scripts/frontend.sh deps
if [ -z "${STATIC_DIR:-}" ]; then
  STATIC_DIR="$root/frontend/dist"
  # A build older than any source file (or none at all) is rebuilt.
  if [ ! -f "$STATIC_DIR/index.html" ] ||
    [ -n "$(find frontend/src frontend/index.html frontend/vite.config.ts -newer "$STATIC_DIR/index.html" -print -quit)" ]; then
    scripts/frontend.sh build
  fi
fi

"$bin_dir/tenant-admin" migrate --all >/dev/null

scratch=$(mktemp -d)
port=$(free_port)
BIND=127.0.0.1 PORT=$port STATIC_DIR="$STATIC_DIR" \
  FILES_DIR="$scratch/files" DATA_DIR="$scratch" MAIL_DIR="$scratch/mail" RUST_LOG=warn \
  JWT_SECRET="e2e-secret-$(random_hex 16)" \
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_CLIENT=1000000 LOGIN_MAX_FAILURES_PER_ACCOUNT=1000000 LOGIN_MAX_SUCCESSES_PER_ACCOUNT=1000000 LOGIN_MAX_FAILURES_PER_IP=1000000 \
  REGISTRATIONS_PER_IP_PER_HOUR=1000000 PASSWORD_RESETS_PER_IP_PER_HOUR=1000000 PASSWORD_RESETS_PER_ADDRESS_PER_HOUR=1000000 \
  OUTBOUND_ALLOWED_HOSTS=127.0.0.1 \
  "$bin_dir/erecruit-server" >"$scratch/server.log" 2>&1 &
server=$!
# A real OpenID provider for the single sign-on journey (npm oidc-provider, on loopback).
OIDC_PORT=0 node frontend/scripts/oidc-provider.mjs >"$scratch/oidc.log" 2>"$scratch/oidc.err" &
oidc=$!
cleanup() {
  kill "$server" "$oidc" 2>/dev/null || true
  wait "$server" "$oidc" 2>/dev/null || true
  rm -rf "$scratch"
}
trap cleanup EXIT
for _ in $(seq 1 100); do
  grep -q '^listening ' "$scratch/oidc.log" 2>/dev/null && break
  sleep 0.1
done
oidc_issuer=$(sed -n 's/^listening //p' "$scratch/oidc.log" | head -1)
[ -n "$oidc_issuer" ] || { echo "the test OpenID provider did not start:" >&2; cat "$scratch/oidc.err" >&2; exit 1; }

base="http://127.0.0.1:$port"
wait_healthy "$base" "$server" "$scratch/server.log"

status=0
(
  cd frontend
  E2E_BASE_URL=$base E2E_TENANT_ADMIN="$bin_dir/tenant-admin" E2E_FILES_DIR="$scratch/files" E2E_MAIL_DIR="$scratch/mail" \
    E2E_OIDC_ISSUER="$oidc_issuer" \
    ./node_modules/.bin/playwright test --config e2e/playwright.config.ts "$@"
) || status=$?

if [ "$status" != 0 ]; then
  mkdir -p frontend/e2e/artifacts
  cp "$scratch/server.log" frontend/e2e/artifacts/server.log
  echo "Server log: frontend/e2e/artifacts/server.log"
fi
echo "End-to-end suite took $(($(date +%s) - started)) s (including setup)"
exit "$status"
