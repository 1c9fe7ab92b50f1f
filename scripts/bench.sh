#!/usr/bin/env bash
# `make bench` (QUICK=1 → --quick): load and database benchmarks against release binaries; prints
# a table and writes bench/results/latest.json. See bench/README.md for what each figure means.
#
# The bench makes its own databases (erecruit_bench*) on the local cluster (scripts/db.sh), or on
# the cluster of DATABASE_URL, and keeps the generated data for the next run.
#
#   ERECRUIT_BIN_DIR  use prebuilt erecruit-server, erecruit-parse, tenant-admin, chat_load,
#                     parse_bench, webhook_bench and automation_bench from here (no cargo
#                     build); tenant-admin needs the seeding subcommands: --features tenant-admin/dev-seed
# Other arguments go to bench/bench.py (e.g. --only http --scenarios list,detail; --help).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

want_command mold mold
need_command wrk wrk
need_command nginx nginx-light
need_command psql postgresql-client
need_command pgbench postgresql-client
need_command chromium chromium

work=$(mktemp -d -t erecruit-bench-bin.XXXXXX)
trap 'rm -rf "$work"' EXIT
if [ -z "${ERECRUIT_BIN_DIR:-}" ]; then
  # One build of the whole workspace (dev-seed: tenant-admin's `seed-demo` and `bench-data`, which
  # release images are built without), with the chat load generator (server/examples/chat_load.rs)
  # and the documents part's reader (crates/sandbox/examples/parse_bench.rs). Built by a command of
  # their own, the examples unified other features and compiled the libraries a second time.
  cargo build --release --locked --workspace --bins --example chat_load --example parse_bench --example webhook_bench \
    --example automation_bench --features tenant-admin/dev-seed
  # A copy: a rebuild while the bench runs must not change the binaries half-way. The server
  # finds its document reader, erecruit-parse, beside itself.
  cp target/release/erecruit-server target/release/tenant-admin target/release/erecruit-parse \
    target/release/examples/chat_load target/release/examples/parse_bench target/release/examples/webhook_bench \
    target/release/examples/automation_bench "$work/"
  export ERECRUIT_BIN_DIR="$work"
fi

if [ -z "${DATABASE_URL:-}" ]; then
  DATABASE_URL=$(scripts/db.sh | tail -1 | cut -d= -f2-)
  export DATABASE_URL
fi

python3 bench/bench.py "$@"
