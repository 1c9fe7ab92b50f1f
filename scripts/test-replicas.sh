#!/usr/bin/env bash
# Many replicas, one truth: two server processes on two ports behind a local nginx, as a cluster
# runs them, over one PostgreSQL. Proves the server keeps no state of its own:
#   1. a token signed in through replica A works on replica B, and a refresh on B rotates a session
#      started on A;
#   2. a tenant suspended with tenant-admin is refused by both replicas within a second;
#   3. chat crosses replicas: a socket opened through nginx receives messages sent through each
#      replica directly (LISTEN/NOTIFY fan-out);
#   4. a replica stopped (SIGTERM) under load costs no failed requests: it drains what it holds and
#      nginx sends the rest to the other one.
# Prints its figures (requests/s per replica and through the balancer, suspension delay, failures).
#
#   PROFILE=debug    use a debug build (default: release, as deployed)
#   LOAD_SECS=N      length of the draining run (default 12)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

profile=${PROFILE:-release}
load_secs=${LOAD_SECS:-12}
need_command nginx nginx-light
need_command wrk wrk
use_database erecruit_replicas

if [ "$profile" = release ]; then
  cargo build --quiet --locked --release --bins --features tenant-admin/dev-seed
  cargo build --quiet --locked --release -p erecruit-server --features dev-seed --example chat_load
else
  cargo build --quiet --locked --bins --features tenant-admin/dev-seed
  cargo build --quiet --locked -p erecruit-server --features dev-seed --example chat_load
fi
bin=target/$profile
scratch=$(mktemp -d)
chmod 755 "$scratch"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$scratch"
}
trap cleanup EXIT

slug="replicas-$(random_hex 5)"
"$bin/tenant-admin" migrate --all >/dev/null
"$bin/tenant-admin" create "$slug" --name "Replica Test" >/dev/null
"$bin/tenant-admin" seed-demo "$slug" --files-dir "$scratch/files" >/dev/null

# Both replicas share what a cluster shares — database, secret, upload storage — and nothing else.
secret=$(random_hex 32)
sealing=$(random_hex 32)
start_replica() { # NAME PORT
  APP_ENV=production BIND=127.0.0.1 PORT=$2 JWT_SECRET=$secret ENCRYPTION_KEY=$sealing FILES_DIR="$scratch/files" \
    MAIL_DIR="$scratch/mail" DATA_DIR="$scratch/$1" SHUTDOWN_TIMEOUT_SECS=10 RUST_LOG=info \
    LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_CLIENT=1000000 LOGIN_MAX_FAILURES_PER_ACCOUNT=1000000 LOGIN_MAX_SUCCESSES_PER_ACCOUNT=1000000 LOGIN_MAX_FAILURES_PER_IP=1000000 \
    "$bin/erecruit-server" >"$scratch/$1.log" 2>&1 &
  pids+=($!)
  wait_healthy "http://127.0.0.1:$2" "$!" "$scratch/$1.log"
}
port_a=$(free_port)
port_b=$(free_port)
start_replica a "$port_a"
pid_a=${pids[-1]}
start_replica b "$port_b"
a="http://127.0.0.1:$port_a"
b="http://127.0.0.1:$port_b"

port_lb=$(free_port)
mkdir -p "$scratch/nginx"
cat >"$scratch/nginx.conf" <<CONF
$( [ "$(id -u)" = 0 ] && echo "user root;" )
worker_processes 1;
pid $scratch/nginx/nginx.pid;
error_log $scratch/nginx/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $scratch/nginx/body;
  proxy_temp_path $scratch/nginx/proxy;
  fastcgi_temp_path $scratch/nginx/fastcgi;
  uwsgi_temp_path $scratch/nginx/uwsgi;
  scgi_temp_path $scratch/nginx/scgi;
  upstream erecruit {
    server 127.0.0.1:$port_a max_fails=1 fail_timeout=5s;
    server 127.0.0.1:$port_b max_fails=1 fail_timeout=5s;
    keepalive 32;
  }
  server {
    listen 127.0.0.1:$port_lb;
    # The chat socket: an upgraded connection that stays open.
    location = /api/v1/chat/ws {
      proxy_pass http://erecruit;
      proxy_http_version 1.1;
      proxy_set_header Upgrade \$http_upgrade;
      proxy_set_header Connection "upgrade";
      proxy_set_header Host \$host;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://erecruit;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$host;
      proxy_set_header X-Forwarded-For \$remote_addr;
      # A replica that is going away refuses or closes connections: try the next one. Only
      # idempotent requests are retried (nginx's default), as a cluster's ingress does.
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
CONF
nginx -p "$scratch/nginx" -c "$scratch/nginx.conf" -g 'daemon off;' &
pids+=($!)
lb="http://127.0.0.1:$port_lb"
wait_healthy "$lb" "${pids[-1]}" "$scratch/nginx/error.log"

failures=0
check() { # DESCRIPTION EXPECTED ACTUAL
  if [ "$2" = "$3" ]; then
    echo "  ok    $1"
  else
    echo "  FAIL  $1: expected $2, got $3"
    failures=$((failures + 1))
  fi
}
status_of() { curl -s -o /dev/null -w '%{http_code}' "$@"; }

echo "==> 1. sessions are shared"
token=$(access_token "$a" "$slug" applicant@demo.test demo-password-1)
check "token from replica A accepted by replica B" 200 \
  "$(status_of -H "tenantid: $slug" -H "Authorization: Bearer $token" "$b/api/v1/me")"
jar="$scratch/cookies"
curl -fsS -c "$jar" -H "tenantid: $slug" -H 'content-type: application/json' \
  -d '{"email":"staff@demo.test","password":"demo-password-1"}' "$a/api/authenticate/login/user" >/dev/null
sed -i 's/^#HttpOnly_//' "$jar" # curl keeps HttpOnly cookies under a prefix it then ignores on reuse
check "refresh on replica B of a session started on A" 200 \
  "$(status_of -b "$jar" -X POST -H "tenantid: $slug" "$b/api/authenticate/refresh-token")"
check "the rotated-away refresh token is refused on replica A" 401 \
  "$(status_of -b "$jar" -X POST -H "tenantid: $slug" "$a/api/authenticate/refresh-token")"

echo "==> 2. a suspension reaches every replica"
for url in "$a" "$b"; do
  check "tenant served before suspension ($url)" 200 "$(status_of -H "tenantid: $slug" "$url/api/v1/tenant")"
done
started=$(date +%s%N)
"$bin/tenant-admin" suspend "$slug" >/dev/null
delays=()
for url in "$a" "$b"; do
  while [ "$(status_of -H "tenantid: $slug" "$url/api/v1/tenant")" != 423 ]; do
    [ $(($(date +%s%N) - started)) -gt 5000000000 ] && break
    sleep 0.01
  done
  delays+=("$((($(date +%s%N) - started) / 1000000))")
done
for delay in "${delays[@]}"; do
  check "refused within a second of the suspension (${delay} ms)" yes "$([ "$delay" -lt 1000 ] && echo yes || echo no)"
done
"$bin/tenant-admin" resume "$slug" >/dev/null
sleep 0.2

echo "==> 3. chat across replicas"
if probe=$("$bin/examples/chat_load" probe --via "$lb" --replicas "$a,$b" --tenant "$slug" 2>&1); then
  echo "$probe" | sed 's/^/        /'
  check "a socket through nginx hears messages sent through either replica" yes yes
else
  echo "$probe" | sed 's/^/        /'
  check "a socket through nginx hears messages sent through either replica" yes no
fi

echo "==> 4. throughput"
list="/api/v1/vacancies?category=experienced-hire"
lua="$scratch/tenant.lua"
echo "wrk.headers[\"tenantid\"] = \"$slug\"" >"$lua"
load() { # URL SECONDS OUT: wrk at 32 connections; any error or non-2xx answer fails the run
  wrk -t2 -c32 -d"$2"s --latency -s "$lua" "$1$list" >"$3"
  if grep -qE 'Non-2xx|Socket errors' "$3"; then
    cat "$3"
    failures=$((failures + 1))
  fi
}
rps() { awk '/Requests\/sec/ {print int($2)}' "$1"; }
wrk -t2 -c32 -d2s -s "$lua" "$lb$list" >/dev/null # warm-up: caches, pools, keep-alive
load "$a" 5 "$scratch/one.txt"
load "$lb" 5 "$scratch/both.txt"
one=$(rps "$scratch/one.txt")
both=$(rps "$scratch/both.txt")
echo "  public vacancy list, 32 connections: one replica ${one} req/s, two behind nginx ${both} req/s"

echo "==> 5. stopping a replica under load"
wrk -t2 -c32 -d"${load_secs}"s -s "$lua" "$lb$list" >"$scratch/drain.txt" &
load_pid=$!
sleep $((load_secs / 3))
kill -TERM "$pid_a"
stop_started=$(date +%s%N)
wait "$pid_a" 2>/dev/null || true
stopped_ms=$((($(date +%s%N) - stop_started) / 1000000))
wait "$load_pid"
total=$(awk '/requests in/ {print $1}' "$scratch/drain.txt")
non2xx=$(awk '/Non-2xx/ {print $NF}' "$scratch/drain.txt")
socket_errors=$(awk -F'[ ,]+' '/Socket errors/ {print $4 + $6 + $8 + $10}' "$scratch/drain.txt")
echo "  ${total} requests during the run; replica A drained and exited ${stopped_ms} ms after SIGTERM"
check "failed requests while replica A stopped" 0 "$((${non2xx:-0} + ${socket_errors:-0}))"
check "replica B still serves through nginx" 200 "$(status_of -H "tenantid: $slug" "$lb$list")"

echo "==> 6. production logs are JSON with request id and tenant"
check "JSON log lines carry the request id and the tenant" yes "$(python3 - "$scratch/b.log" "$slug" <<'PY'
import json, sys
found = "no"
for line in open(sys.argv[1]):
    try:
        record = json.loads(line)
    except ValueError:
        continue
    span = {**record, **record.get("span", {})}
    if span.get("tenant") == sys.argv[2] and span.get("request_id"):
        found = "yes"
        break
print(found)
PY
)"

FILES_DIR="$scratch/files" "$bin/tenant-admin" delete "$slug" --yes >/dev/null
if [ "$failures" != 0 ]; then
  echo "test-replicas: $failures check(s) failed"
  exit 1
fi
echo "test-replicas: all checks passed"
