#!/usr/bin/env bash
# Everything CI runs: formatting, lints, and every test against a real PostgreSQL. Without
# DATABASE_URL it starts the local cluster (scripts/db.sh) and uses a fresh `erecruit_test`
# database, so the `make run` data is never touched.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "==> cargo fmt --check"
cargo fmt --all -- --check

# Twice: as release images build (no dev-only seeding), and with the `dev-seed` feature that
# `make run`, the tests and the benchmarks use (docs/architecture.md, "Dev-only code").
echo "==> cargo clippy (release features)"
cargo clippy --workspace --all-targets --locked -- -D warnings
echo "==> cargo clippy (dev-seed)"
cargo clippy --workspace --all-targets --locked --all-features -- -D warnings

if [ -z "${DATABASE_URL:-}" ]; then
  base_url=$(scripts/db.sh | tail -1 | cut -d= -f2-)
  admin_url="${base_url%/*}/postgres"
  # Databases left by earlier runs (including per-test ones) go first.
  for db in $(psql "$admin_url" -tAc "SELECT datname FROM pg_database WHERE datname = 'erecruit_test' OR datname LIKE 'erecruit\_test\_%'"); do
    psql "$admin_url" -qc "DROP DATABASE \"$db\" WITH (FORCE)"
  done
  psql "$admin_url" -qc 'CREATE DATABASE erecruit_test'
  export DATABASE_URL="${base_url%/*}/erecruit_test"
fi

echo "==> frontend: lint, types, formatting, API types, unit tests, build"
scripts/frontend.sh check
scripts/frontend.sh build

echo "==> Helm chart"
scripts/chart.sh

echo "==> tests"
if cargo nextest --version >/dev/null 2>&1; then
  cargo nextest run --workspace --locked --all-features --no-fail-fast
else
  cargo test --workspace --locked --all-features --no-fail-fast
fi

echo "==> API fuzzing (Schemathesis)"
scripts/fuzz.sh

echo "==> end-to-end journeys (Chromium)"
scripts/e2e.sh
