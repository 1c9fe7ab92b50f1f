#!/usr/bin/env bash
# Everything CI runs: formatting, lints, and every test against a real PostgreSQL. Without
# DATABASE_URL it starts the local cluster (scripts/db.sh) and uses a fresh `erecruit_test`
# database, so the `make run` data is never touched.
#
# The web app's checks (Node) run beside the Rust lints and tests (cargo): on two cores each
# leaves the other room in its single-threaded stretches (linking, type checking). Their output
# is printed when they end; every step's time is summed up at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

started=$(date +%s)
timings=$(mktemp)
frontend_log=$(mktemp)
trap 'rm -f "$timings" "$frontend_log"' EXIT

# Runs a step with a heading and records how long it took. Usage: step NAME COMMAND...
step() {
  local name=$1 t0
  shift
  echo "==> $name"
  local rc=0
  t0=$(date +%s)
  "$@" || rc=$?
  echo "$name: $(($(date +%s) - t0)) s$([ "$rc" = 0 ] || echo " (failed)")" >>"$timings"
  return "$rc"
}

summary() {
  echo "==> time per step"
  sort -t: -k1,1 "$timings" | sed 's/^/    /'
  echo "    all: $(($(date +%s) - started)) s"
}

# mold links the servers and the test binaries several times faster (.cargo/config.toml).
want_command mold mold
# The PDF tests read the server's documents with an independent reader (poppler's pdftotext).
need_command pdftotext poppler-utils
# The webhook tests check signatures with the Standard Webhooks reference library (PyPI), an
# implementation independent of the server's, in a venv of their own.
webhooks_venv=.data/webhooks-venv
if ! "$webhooks_venv/bin/python" -c 'import standardwebhooks' 2>/dev/null; then
  echo "test: installing the Standard Webhooks library into $webhooks_venv"
  rm -rf "$webhooks_venv"
  python3 -m venv "$webhooks_venv"
  "$webhooks_venv/bin/pip" install --quiet --disable-pip-version-check --no-input "standardwebhooks==1.1.0"
fi

step "cargo fmt --check" cargo fmt --all -- --check
# Layers: no feature reaches into another's entities; every web feature has its server name.
step "layers" python3 scripts/layers.py

if [ -z "${DATABASE_URL:-}" ]; then
  base_url=$(scripts/db.sh | tail -1 | cut -d= -f2-)
  admin_url="${base_url%/*}/postgres"
  # Databases left by earlier runs (including per-test ones) go first.
  for db in $(psql "$admin_url" -tAc "SELECT datname FROM pg_database WHERE datname = 'erecruit_test' OR datname LIKE 'erecruit\_test\_%'"); do
    psql "$admin_url" -qc "DROP DATABASE \"$db\" WITH (FORCE)"
  done
  psql "$admin_url" -qc 'CREATE DATABASE erecruit_test'
  export DATABASE_URL="${base_url%/*}/erecruit_test"
  # The journeys get a database of their own, as they run beside the fuzzing (below).
  psql "$admin_url" -qc 'CREATE DATABASE erecruit_test_journeys'
  journeys_database_url="${base_url%/*}/erecruit_test_journeys"
fi

# The web app: lint, types, formatting, API types, unit tests, and the build the journeys serve
# (the bundle budget builds frontend/dist); then the Helm chart. In the background.
(
  step "frontend: lint, types, formatting, API types, unit tests, build" scripts/frontend.sh check &&
    step "Helm chart" scripts/chart.sh
) >"$frontend_log" 2>&1 &
frontend=$!

rust_status=0
(
  # Lints and builds in one compilation: clippy-driver wraps rustc for the workspace's own crates
  # (as `cargo clippy` does), and a finding fails the build as `-D warnings` would; the
  # dependencies are compiled once, for both builds. First as release images build (no dev-only
  # seeding: what only the seeding uses must not look dead), then with the `dev-seed` feature that
  # `make run`, the tests and the benchmarks use (docs/architecture.md, "Dev-only code"); the
  # second only recompiles the two crates that have the feature, and leaves the programs the
  # fuzzing and the journeys run.
  # A first build (a clean clone, as CI's) keeps no incremental state: it would not be reused, and
  # on this workspace it is some 20 GB of disk that a full disk turns into a failed build.
  [ -d target/debug ] || export CARGO_INCREMENTAL=0
  export RUSTC_WORKSPACE_WRAPPER="${RUSTC_WORKSPACE_WRAPPER:-$(dirname "$(command -v cargo)")/clippy-driver}"
  export CLIPPY_ARGS="-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__"
  step "build and lint (release features)" cargo build --workspace --all-targets --locked || exit
  if cargo nextest --version >/dev/null 2>&1; then
    step "build and lint (dev-seed)" cargo nextest run --workspace --locked --all-features --no-run || exit
    step "tests" cargo nextest run --workspace --locked --all-features --no-fail-fast
  else
    step "build and lint (dev-seed)" cargo test --workspace --locked --all-features --no-run || exit
    step "tests" cargo test --workspace --locked --all-features --no-fail-fast
  fi
) || rust_status=$?

frontend_status=0
wait "$frontend" || frontend_status=$?
cat "$frontend_log"
if [ "$rust_status" != 0 ] || [ "$frontend_status" != 0 ]; then
  summary
  exit 1
fi

# The tests built both programs with every feature (dev-seed included): the fuzzing and the
# journeys use those rather than building them again with the features a plain build unifies.
export ERECRUIT_BIN_DIR="${ERECRUIT_BIN_DIR:-target/debug}"
# Side by side, each with its own server (and, on the cluster this script started, its own
# database; on a given DATABASE_URL they share it, as tenants of their own): the fuzzer waits on
# the server and the journeys on the browser, so together they take little more than the longer
# one alone. Their output is printed when both have ended.
fuzz_log=$(mktemp)
journeys_log=$(mktemp)
trap 'rm -f "$timings" "$frontend_log" "$fuzz_log" "$journeys_log"' EXIT
step "API fuzzing (Schemathesis)" scripts/fuzz.sh >"$fuzz_log" 2>&1 &
fuzz=$!
DATABASE_URL="${journeys_database_url:-$DATABASE_URL}" \
  step "end-to-end journeys (Chromium)" scripts/e2e.sh >"$journeys_log" 2>&1 &
journeys=$!
status=0
wait "$fuzz" || status=$?
wait "$journeys" || status=$?
cat "$fuzz_log" "$journeys_log"
summary
exit "$status"
