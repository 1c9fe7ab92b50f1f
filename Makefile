# eRecruit — entry points. `make run` and `make test` are the two that matter.
.PHONY: run test e2e chart test-replicas bench dev db stop check fmt help

## run: build, start a local PostgreSQL if DATABASE_URL is unset, migrate, seed the demo tenant, serve
run:
	@scripts/run.sh

## test: everything CI runs (fmt, clippy -D warnings, all tests on a real PostgreSQL)
test:
	@scripts/test.sh

## e2e: end-to-end journeys in headless Chromium against a real server and PostgreSQL (part of `make test`)
e2e:
	@scripts/e2e.sh

## chart: lint and render the Helm chart in helm/erecruit with a real Helm engine (part of `make test`)
chart:
	@scripts/chart.sh

## test-replicas: two servers behind a local nginx — shared sessions, suspension, draining (prints figures)
test-replicas:
	@scripts/test-replicas.sh

## bench: load and database benchmarks, prints a table and writes bench/results/latest.json (QUICK=1: < 5 min)
bench:
	@scripts/bench.sh $(if $(QUICK),--quick,)

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
	cargo check --workspace --all-targets --all-features

## fmt: format the code
fmt:
	cargo fmt --all

## help: list the targets
help:
	@grep -E '^## ' Makefile | sed 's/^## /  make /'
