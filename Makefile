# eRecruit — entry points. `make run` and `make test` are the two that matter.
.PHONY: run test dev db stop check fmt help

## run: build, start a local PostgreSQL if DATABASE_URL is unset, migrate, seed the demo tenant, serve
run:
	@scripts/run.sh

## test: everything CI runs (fmt, clippy -D warnings, all tests on a real PostgreSQL)
test:
	@scripts/test.sh

## dev: the web app with hot reload (Vite on :5173, /api proxied to a server on :8080 — start one with `make run`)
dev:
	@scripts/frontend.sh deps
	@cd frontend && npm run dev

## db: start the local PostgreSQL under .data/pg; the last line printed is DATABASE_URL=…
db:
	@scripts/db.sh

## stop: stop the local PostgreSQL started by `make db` / `make run` / `make test`
stop:
	@scripts/db.sh stop

## check: fast compile check while iterating
check:
	cargo check --workspace --all-targets

## fmt: format the code
fmt:
	cargo fmt --all

## help: list the targets
help:
	@grep -E '^## ' Makefile | sed 's/^## /  make /'
