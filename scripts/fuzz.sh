#!/usr/bin/env bash
# Schema-driven fuzzing: Schemathesis runs every operation of the OpenAPI document against the
# real server on a fresh tenant — anonymously, and as an applicant, a staff member and an admin —
# with a fixed seed. Any finding fails the run. Needs DATABASE_URL (make test provides it).
#
#   ERECRUIT_BIN_DIR  use prebuilt erecruit-server and tenant-admin from here (no cargo build);
#                     tenant-admin needs `seed-demo`: built with the dev-seed feature
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh
: "${DATABASE_URL:?DATABASE_URL must be set}"

venv=.data/fuzz-venv
if [ ! -x "$venv/bin/schemathesis" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check "schemathesis==4.32.5"
fi

if [ -n "${ERECRUIT_BIN_DIR:-}" ]; then
  bin_dir=$(cd "$ERECRUIT_BIN_DIR" && pwd)
else
  cargo build --quiet --locked --bins --features tenant-admin/dev-seed
  bin_dir=target/debug
fi
scratch=$(mktemp -d)
slug="fuzz-$(random_hex 5)"
"$bin_dir/tenant-admin" create "$slug" --name "Fuzz Company" >/dev/null
"$bin_dir/tenant-admin" seed-demo "$slug" --files-dir "$scratch/files" >/dev/null
port=$(free_port)

PORT=$port FILES_DIR="$scratch/files" DATA_DIR="$scratch" MAIL_DIR="$scratch/mail" RUST_LOG=warn \
  JWT_SECRET="fuzz-secret-$(random_hex 16)" \
  LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_CLIENT=1000000 LOGIN_MAX_FAILURES_PER_ACCOUNT=1000000 LOGIN_MAX_SUCCESSES_PER_ACCOUNT=1000000 LOGIN_MAX_FAILURES_PER_IP=1000000 \
  REGISTRATIONS_PER_IP_PER_HOUR=1000000 PASSWORD_RESETS_PER_IP_PER_HOUR=1000000 PASSWORD_RESETS_PER_ADDRESS_PER_HOUR=1000000 \
  "$bin_dir/erecruit-server" >"$scratch/server.log" 2>&1 &
server=$!
cleanup() {
  kill "$server" 2>/dev/null || true
  wait "$server" 2>/dev/null || true
  FILES_DIR="$scratch/files" "$bin_dir/tenant-admin" delete "$slug" --yes >/dev/null 2>&1 || true
  rm -rf "$scratch"
}
trap cleanup EXIT
base="http://127.0.0.1:$port"
wait_healthy "$base" "$server" "$scratch/server.log"
token() { access_token "$base" "$slug" "$1" demo-password-1; }

checks=not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,negative_data_rejection
status=0
# Runs Schemathesis as `$1` (a demo user, or anonymous) on the operations the remaining arguments
# select, with a fixed seed; a finding fails the run.
fuzz() {
  local who=$1 name=$2 auth=() run_checks=$checks
  shift 2
  if [ "$who" != anonymous ]; then
    auth=(-H "Authorization: Bearer $(token "$who")")
    run_checks=$checks,ignored_auth
  fi
  echo "==> fuzzing as $who: $name"
  if ! "$venv/bin/schemathesis" --config-file scripts/schemathesis.toml run "$base/api/openapi.json" -H "tenantid: $slug" "${auth[@]}" \
      --checks "$run_checks" --seed 42 --workers 2 --no-color "$@" >"$scratch/run.txt" 2>&1; then
    status=1
    sed -n '/= \(FAILURES\|ERRORS\) =/,$p' "$scratch/run.txt"
  fi
  tail -n 1 "$scratch/run.txt"
}
# Each role is fuzzed in depth (every phase, 20 examples an operation) where it may act, and with
# the coverage phase's boundary values only where it is refused (the recruiters' operations for a
# visitor or an applicant, which answer 401 or 403 before reading the input: twenty examples of a
# refusal find nothing five do not). Staff may do what an admin may but the admin-only settings:
# the admin's run covers those operations in depth. The admin goes last: its run may change users
# and vacancies the others rely on.
recruiters='^/api/v1/admin/'
for who in anonymous applicant@demo.test; do
  fuzz "$who" "its own operations" --exclude-path-regex "$recruiters" --max-examples 20
  fuzz "$who" "the recruiters' operations (refused)" --include-path-regex "$recruiters" --phases coverage
done
fuzz staff@demo.test "every operation" --phases coverage
fuzz admin@demo.test "every operation" --max-examples 20

# Forged proxy headers: the server trusts no proxy here, so no answer may name the forged host.
echo "==> fuzzing anonymously with forged Forwarded / X-Forwarded-* headers"
if ! PYTHONPATH=scripts SCHEMATHESIS_HOOKS=fuzz_forged_headers "$venv/bin/schemathesis" --config-file scripts/schemathesis.toml \
    run "$base/api/openapi.json" -H "tenantid: $slug" --checks "not_a_server_error,no_forged_origin" \
    --seed 42 --max-examples 5 --workers 2 --no-color >"$scratch/forged.txt" 2>&1; then
  status=1
  sed -n '/= FAILURES =/,$p' "$scratch/forged.txt"
fi
tail -n 1 "$scratch/forged.txt"
# The public pages outside the API document, with the same headers.
forged_host=forged-origin.invalid
for path in /robots.txt /sitemap.xml /feeds/jobs.rss /feeds/jobs.atom /feeds/jobs.json /feeds/jobs.xml /job-vacancy /job-vacancy/1 \
    /job-vacancy-list/fresh-graduate /api/authenticate/oidc/start; do
  answer=$(curl -s -i -H "tenantid: $slug" -H "Forwarded: for=203.0.113.9;host=$forged_host;proto=http" \
    -H "X-Forwarded-Host: $forged_host" -H "X-Forwarded-Proto: http" "$base$path")
  # From the text itself, not through a pipe: `head` leaving early would fail the script (a
  # broken pipe under pipefail) and `grep -q` would hide a match the same way.
  status_line=${answer%%$'\n'*}
  code=$(cut -d' ' -f2 <<<"$status_line")
  if [ "${code:-500}" -ge 500 ] || grep -q "$forged_host" <<<"$answer"; then
    echo "forged proxy headers: $path answered $code or named the forged host"
    status=1
  fi
done
exit $status
