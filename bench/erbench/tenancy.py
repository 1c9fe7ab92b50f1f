"""Tenancy at scale: provisioning rate, `migrate --all` for one added migration, and the public
list with few and with many tenants in the database."""

from __future__ import annotations

import pathlib
import re
import statistics
import subprocess
import time

from . import config, db, load
from .config import Profile
from .log import step
from .scenarios import CATEGORIES
from .server import Server


def wait_idle(url: str, database: str, quiet_per_s: float = 20, limit_s: float = 120) -> float:
    """Waits until the database commits fewer than `quiet_per_s` transactions a second (e.g. the
    server's first mail sweep over every tenant is over); returns the seconds waited."""
    started = time.monotonic()
    query = f"SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = '{database}'"
    last = int(db.psql(url, query))
    while time.monotonic() - started < limit_s:
        time.sleep(1)
        now = int(db.psql(url, query))
        if now - last < quiet_per_s:
            break
        last = now
    return round(time.monotonic() - started, 1)


def provisioning(cluster: db.Cluster, profile: Profile) -> dict:
    """Creates N tenants with `tenant-admin create`, one process each, as an operator's script
    would; then times `migrate --all` over them for one added migration. A throwaway database."""
    database = profile.database("tenancy")
    url = cluster.recreate(database)
    try:
        db.tenant_admin(url, "migrate", "--all")
        count = profile.provisioned_tenants
        step(f"provisioning {count} tenants with tenant-admin create")
        env = {"DATABASE_URL": url, "PATH": "/usr/bin:/bin"}
        in_transaction_ms = []
        started = time.monotonic()
        for n in range(1, count + 1):
            out = subprocess.run(
                [str(config.ADMIN_BIN), "create", f"bench-p-{n:05}", "--name", f"Provisioned {n}"],
                env=env, capture_output=True, text=True, check=True,
            )
            found = re.search(r" in ([\d.]+) ms", out.stdout)
            if found:
                in_transaction_ms.append(float(found[1]))
        elapsed = time.monotonic() - started
        step(f"migrate --all over {count} tenants with one added migration")
        wall = time.monotonic()
        migrated = db.bench_data(url, "migrate-extra", "--jobs", "4")
        wall = time.monotonic() - wall
        in_transaction_ms.sort()
        return {
            "tenants": count,
            "seconds": round(elapsed, 2),
            "tenants_per_s": round(count / elapsed, 1),
            "create_median_ms": in_transaction_ms[len(in_transaction_ms) // 2] if in_transaction_ms else None,
            "migrate": {**migrated, "wall_s": round(wall, 2), "jobs": 4},
        }
    finally:
        cluster.drop(database)


def list_with_tenants(cluster: db.Cluster, profile: Profile, workdir: pathlib.Path, rounds: int = 2) -> dict:
    """Scenario 1 at the first concurrency, with only its 10 tenants in the database and again
    with `many_tenants`; p99 and the server's memory in both. The two alternate (`rounds` times
    each) and the median p99 counts, so a burst of other load on the machine does not decide it.

    A third run (`active`) spreads the same list over every tenant of the larger database: each
    pooled connection then serves far more tenants than sqlx's statement cache holds (100 per
    connection, and each tenant's statements are its own), so it measures what statements
    prepared again, rather than kept, cost. Most of those tenants have no vacancies, so their
    answers are smaller than the ten's."""
    servers = {}
    urls = {}
    results: dict = {}
    lines = [
        ("GET", f"/api/v1/vacancies?category={c}&page=1", slug, None, None)
        for slug in profile.small_slugs()
        for c in CATEGORIES
    ]
    plan = load.write_plan(workdir / "list-tenancy.plan", lines)
    connections = profile.concurrencies[0]
    try:
        for role, total in (("ten", profile.small_tenants), ("many", profile.many_tenants)):
            database = profile.database(role)
            url, reused = db.ensure(
                cluster, database, db.tenants_spec(profile, total),
                lambda u, t=total: db.build_tenants(u, profile, t),
            )
            urls[role] = url
            servers[role] = Server(url, workdir / role).start()
            results[role] = {"tenants": total, "reused_data": reused, "connections": connections, "runs": [],
                             "waited_for_idle_s": wait_idle(url, database)}
        slugs = db.psql(urls["many"], "SELECT slug FROM shared.tenants WHERE status = 'active' ORDER BY slug").split()
        active_lines = [("GET", f"/api/v1/vacancies?category={c}&page=1", slug, None, None)
                        for slug in slugs for c in CATEGORIES]
        runs = {
            "ten": (servers["ten"], plan),
            "many": (servers["many"], plan),
            "active": (servers["many"], load.write_plan(workdir / "list-tenancy-active.plan", active_lines)),
        }
        results["active"] = {"tenants": len(slugs), "connections": connections, "runs": []}
        for _ in range(rounds):
            for role, (server, role_plan) in runs.items():
                asked = "every one of them asked" if role == "active" else "the ten asked"
                step(f"scenario 1 with {results[role]['tenants']} tenants in the database, {asked} "
                     f"({connections} connections)")
                load.wrk(server.base, role_plan, connections, profile.warmup_s)
                run = load.wrk(server.base, role_plan, connections, profile.measure_s)
                results[role]["runs"].append({k: run[k] for k in ("rps", "p50_ms", "p99_ms", "errors")})
        for role, (server, _) in runs.items():
            role_runs = results[role]["runs"]
            for key in ("rps", "p50_ms", "p99_ms"):
                results[role][key] = round(statistics.median(run[key] for run in role_runs), 2)
            results[role]["errors"] = sum(run["errors"] for run in role_runs)
            results[role]["memory_mb"] = server.memory_mb()
    finally:
        for server in servers.values():
            server.stop()
    results["p99_ratio"] = round(results["many"]["p99_ms"] / results["ten"]["p99_ms"], 2)
    results["p99_ratio_active"] = round(results["active"]["p99_ms"] / results["ten"]["p99_ms"], 2)
    return results
