#!/usr/bin/env bash
# Starts (or reuses) a local PostgreSQL cluster under .data/pg and prints `DATABASE_URL=…` as the
# last line. `db.sh stop` stops it. Idempotent: a running cluster is reused, a free port is chosen
# the first time and remembered. When run as root, initdb/pg_ctl run as the `postgres` user
# (PostgreSQL refuses to run as root).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
. "$root/scripts/lib.sh"
# DB_DIR lets tests run a private cluster elsewhere.
data="${DB_DIR:-$root/.data/pg}"
cluster="$data/cluster"
socket_dir="$data/socket"
port_file="$data/port"
log_file="$data/postgres.log"
database="${DB_NAME:-erecruit}"

find_bin() {
  local name=$1
  if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return; fi
  local candidate
  for candidate in /usr/lib/postgresql/*/bin/"$name"; do
    [ -x "$candidate" ] && { echo "$candidate"; return; }
  done
  echo "error: PostgreSQL's $name was not found; install PostgreSQL (Debian: apt-get install postgresql) or set DATABASE_URL" >&2
  exit 1
}

# A machine without PostgreSQL gets Debian's package when we are allowed to install it.
if ! command -v pg_ctl >/dev/null 2>&1 && ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing PostgreSQL (apt-get install postgresql)…" >&2
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >&2
  fi
fi

as_db_user() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}


pg_ctl=$(find_bin pg_ctl)
initdb=$(find_bin initdb)
psql=$(find_bin psql)

if [ "${1:-start}" = stop ]; then
  if [ -f "$cluster/postmaster.pid" ]; then
    as_db_user "$pg_ctl" -D "$cluster" -m fast -w stop >/dev/null
    echo "Stopped the local PostgreSQL in $cluster"
  else
    echo "No local PostgreSQL is running in $cluster"
  fi
  exit 0
fi

mkdir -p "$data" "$socket_dir"
if [ "$(id -u)" = 0 ]; then
  chown postgres "$data" "$socket_dir"
  # The cluster directory must be reachable by the postgres user.
  chmod o+x "$root" "$root/.data" 2>/dev/null || true
fi

if [ ! -f "$cluster/PG_VERSION" ]; then
  as_db_user "$initdb" -D "$cluster" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >"$data/initdb.log" 2>&1 \
    || { cat "$data/initdb.log" >&2; exit 1; }
fi

if ! as_db_user "$pg_ctl" -D "$cluster" status >/dev/null 2>&1; then
  port=$(cat "$port_file" 2>/dev/null || true)
  if [ -z "$port" ] || ! python3 -c "import socket,sys; s=socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1); s.bind(('127.0.0.1', int(sys.argv[1])))" "$port" 2>/dev/null; then
    port=$(free_port)
  fi
  echo "$port" >"$port_file"
  # Loopback only; synchronous_commit=off trades the last few milliseconds of commits on a crash
  # for speed (never corruption) — right for a development database.
  as_db_user "$pg_ctl" -D "$cluster" -l "$log_file" -w -t 60 start -o \
    "-p $port -k $socket_dir -c listen_addresses=127.0.0.1 -c max_connections=300 -c synchronous_commit=off -c max_locks_per_transaction=256" \
    >/dev/null || { tail -20 "$log_file" >&2; exit 1; }
fi
port=$(cat "$port_file")

if ! "$psql" -h 127.0.0.1 -p "$port" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$database'" postgres | grep -q 1; then
  "$psql" -h 127.0.0.1 -p "$port" -U postgres -qc "CREATE DATABASE \"$database\"" postgres
fi

echo "DATABASE_URL=postgres://postgres@127.0.0.1:$port/$database"
