# Shared by the scripts that start PostgreSQL or real servers (db, run, fuzz, e2e, test-replicas,
# bench). Source it from the repository root: `. scripts/lib.sh`.

# Sets DATABASE_URL to a fresh database NAME on the local cluster (scripts/db.sh) unless one is set.
use_database() {
  if [ -z "${DATABASE_URL:-}" ]; then
    local base_url admin_url
    base_url=$(scripts/db.sh | tail -1 | cut -d= -f2-)
    admin_url="${base_url%/*}/postgres"
    psql "$admin_url" -qc "DROP DATABASE IF EXISTS \"$1\" WITH (FORCE)"
    psql "$admin_url" -qc "CREATE DATABASE \"$1\""
    export DATABASE_URL="${base_url%/*}/$1"
  fi
}

# Prints a free TCP port on loopback.
free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# Prints a random hex string (secrets, slugs).
random_hex() {
  python3 -c "import secrets; print(secrets.token_hex(${1:-16}))"
}

# Installs Debian packages when a command is missing and we may (root with apt-get).
# Usage: need_command COMMAND PACKAGE
need_command() {
  command -v "$1" >/dev/null 2>&1 && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing $2 (apt-get install $2)…" >&2
    apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2" >&2
  fi
  command -v "$1" >/dev/null 2>&1 || { echo "error: $1 is missing; install Debian's $2" >&2; exit 1; }
}

# Like need_command, for a command that only makes things faster: installs it when it may, and
# carries on without it otherwise. Usage: want_command COMMAND PACKAGE
want_command() {
  command -v "$1" >/dev/null 2>&1 && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing $2 (apt-get install $2)…" >&2
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$2"; } >&2 || true
  fi
  command -v "$1" >/dev/null 2>&1 || echo "note: $1 is not installed; linking with the default linker" >&2
}

# Waits until URL/healthz answers; fails with the log when the process PID exits first.
# Usage: wait_healthy BASE_URL PID LOG
wait_healthy() {
  for _ in $(seq 1 150); do
    curl -fsS "$1/healthz" >/dev/null 2>&1 && return 0
    if ! kill -0 "$2" 2>/dev/null; then
      echo "error: the server exited during start-up:" >&2
      cat "$3" >&2
      exit 1
    fi
    sleep 0.2
  done
  echo "error: $1 did not become healthy" >&2
  exit 1
}

# Signs in and prints the access token. Usage: access_token BASE_URL TENANT EMAIL PASSWORD
access_token() {
  curl -fsS -H "tenantid: $2" -H 'content-type: application/json' \
    -d "{\"email\":\"$3\",\"password\":\"$4\"}" "$1/api/authenticate/login/user" |
    python3 -c 'import json, sys; print(json.load(sys.stdin)["accessToken"])'
}
