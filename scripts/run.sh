#!/usr/bin/env bash
# `make run`: build, start the local PostgreSQL (unless DATABASE_URL is set), migrate, make sure
# the demo tenant exists, then serve until Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

profile="${PROFILE:-dev}"
target_dir="target/debug"
[ "$profile" = release ] && target_dir="target/release"

# mold links faster (.cargo/config.toml); without it, the default linker.
want_command mold mold
echo "==> building ($profile)"
# dev-seed: tenant-admin's `seed-demo`, which release images are built without.
cargo build --workspace --bins --locked --profile "$profile" --features tenant-admin/dev-seed
echo "==> building the web app"
scripts/frontend.sh build
export STATIC_DIR="${STATIC_DIR:-frontend/dist}"

if [ -z "${DATABASE_URL:-}" ]; then
  export DATABASE_URL
  DATABASE_URL=$(scripts/db.sh | tail -1 | cut -d= -f2-)
fi

echo "==> migrating"
"$target_dir/tenant-admin" migrate --all
demo_logins=$("$target_dir/tenant-admin" seed-demo)

port_is_free() {
  python3 -c "import socket,sys; s=socket.socket(); s.bind(('127.0.0.1', int(sys.argv[1])))" "$1" 2>/dev/null
}
if [ -z "${PORT:-}" ]; then
  PORT=8080
  port_is_free "$PORT" || PORT=$(free_port)
fi
export PORT

"$target_dir/erecruit-server" &
server=$!
trap 'kill -TERM "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true' INT TERM EXIT

wait_healthy "http://127.0.0.1:$PORT" "$server" /dev/null
cat <<MSG

eRecruit is running at http://127.0.0.1:$PORT
$demo_logins
  Try:   curl -H 'tenantid: demo' http://127.0.0.1:$PORT/api/v1/tenant
  Stop:  Ctrl-C (then \`make stop\` stops the local PostgreSQL)

MSG
wait "$server"
