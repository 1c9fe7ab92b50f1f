"""`make bench`: runs everything, prints the table, writes bench/results/latest.json."""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import datetime
import json
import os
import resource
import subprocess
import tempfile
import time
import pathlib
from typing import Iterator

from . import capture, config, cpu, db, desk, frontend, load, report, scenarios, static, tenancy
from .log import step
from .server import Server

PARTS = ("http", "chat", "tenancy", "frontend", "documents", "webhooks", "automations")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true",
                        help="small volumes, short runs, one scenario per area: under 5 minutes once its data exists")
    parser.add_argument("--database-url", default=os.environ.get("DATABASE_URL"), required=False,
                        help="any database on the cluster to use (the bench makes its own databases there)")
    parser.add_argument("--only", default="",
                        help=f"comma-separated parts: {', '.join(PARTS)} (default: all; with --quick all "
                             "but frontend)")
    parser.add_argument("--scenarios", default="",
                        help="comma-separated scenario keys, or 'all' (default: all; with --quick one per area)")
    parser.add_argument("--server-env", action="append", default=[], metavar="KEY=VALUE",
                        help="extra server environment for the load runs (e.g. DATABASE_MAX_CONNECTIONS=16)")
    parser.add_argument("--connections", default="",
                        help="comma-separated concurrencies (default 32,64; with --quick 32)")
    parser.add_argument("--save-as", default="", help="also write bench/results/NAME.json")
    parser.add_argument("--keep", metavar="DIR", help="keep the plans, pgbench scripts and logs in DIR")
    return parser.parse_args()


def load_average() -> float:
    return round(os.getloadavg()[0], 2)


def git_commit() -> str:
    out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=config.ROOT, capture_output=True, text=True)
    dirty = subprocess.run(["git", "diff", "--quiet", "HEAD", "--", "server", "tenant-admin", "migrations"],
                           cwd=config.ROOT).returncode != 0
    return out.stdout.strip() + ("+changes" if dirty else "")


def http_part(cluster: db.Cluster, profile: config.Profile, args, workdir: pathlib.Path, dist, results) -> None:
    database = profile.database("main")
    url, reused = db.ensure(cluster, database, db.main_spec(profile), lambda u: db.build_main(u, profile))
    db.map_large_host(url)
    results["data"] = {"database": database, "reused": reused, **db.main_spec(profile)}
    secret = os.urandom(24).hex()
    env = {"JWT_SECRET": secret, **dict(kv.split("=", 1) for kv in args.server_env)}
    if dist:
        env["STATIC_DIR"] = str(dist)
    results["server_env"] = {k: v for k, v in env.items() if k != "JWT_SECRET"}
    server = Server(url, workdir / "main", env).start()
    try:
        tenancy.wait_idle(url, database)
        results["memory"] = {"idle": server.memory_mb()}
        ctx = scenarios.Context(url, profile)
        chosen = [s for s in scenarios.build(ctx, server) if not args.scenarios or s.key in args.scenarios.split(",")]
        limits = database_limits(cluster, database, secret, chosen, workdir, results)
        numbers = {key: n for n, key in enumerate(scenarios.ORDER, start=1)}
        for scenario in chosen:
            with server_for(scenario, server, url, database, env, workdir, results) as target:
                meter = cpu.Meter(database, target.process.pid)
                if scenario.key == "login":
                    step("bare argon2id rate (just before sign-in, so both see the same machine)")
                    results["argon2"] = argon2_rate(url, profile)
                if scenario.beside:
                    run_beside(target, meter, scenario, numbers[scenario.key], profile, workdir, results)
                else:
                    run_scenario(target, meter, scenario, numbers[scenario.key], profile, workdir, results)
                if scenario.static_twin:
                    static.run_twin(target.port, scenario, numbers[scenario.key], profile, workdir, results)
                if scenario.key in limits:
                    for connections in profile.concurrencies:
                        step(f"pgbench {scenario.key} at {connections} clients")
                        with cpu.Sampler(database) as sampler:
                            tps = load.pgbench(url, limits[scenario.key].arguments(), connections, profile.measure_s)
                        for row in results["http"]:
                            if row["scenario"] == scenario.key and row["connections"] == connections:
                                row["db_tps"] = tps["tps"]
                                row["db_failed"] = tps["failed"]
                                row["db_ratio"] = round(row["rps"] / tps["tps"], 3)
                                row["pgbench_db_us"] = round(sampler.database_s() / max(tps["transactions"], 1) * 1e6)
                if scenario.cleanup:
                    # Requests wrk gave up on may still be finishing.
                    tenancy.wait_idle(url, database)
                    scenario.cleanup()
                results["memory"].setdefault("after_scenario", {})[scenario.key] = target.memory_mb()
        if not args.scenarios or "desk_timings" in args.scenarios.split(","):
            step("desk: bulk move of 1,000 applications, import of 10,000 vacancies")
            attempt("desk_timings", results, lambda: results.update(desk=desk.timings(server, url)))
        results["memory"]["after_load"] = server.memory_mb()
        if dist:
            try:
                step("Lighthouse on the vacancy list page")
                results.setdefault("frontend", {})["lighthouse"] = frontend.lighthouse(server.base, workdir)
            except Exception as err:  # noqa: BLE001 - reported in the table, the rest still counts
                results["errors"]["lighthouse"] = str(err)
    finally:
        server.stop()


def chat_part(cluster: db.Cluster, profile: config.Profile, workdir: pathlib.Path, results) -> None:
    """Two replicas on the large tenant's database: sockets split over both, messages sent through
    one to sockets on the other (bench/README.md, "Chat")."""
    database = profile.database("main")
    url, _ = db.ensure(cluster, database, db.main_spec(profile), lambda u: db.build_main(u, profile))
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    # One secret for both, as replicas share it; the per-user send limit is for people, not a bench.
    env = {"JWT_SECRET": os.urandom(24).hex(), "CHAT_SEND_LIMIT": "1000000"}
    replicas = [Server(url, workdir / f"chat-{name}", env).start() for name in ("a", "b")]
    try:
        tenancy.wait_idle(url, database)
        step(f"chat: {profile.chat_sockets} sockets over two replicas, {profile.chat_rate} messages/s "
             f"for {profile.chat_seconds} s")
        command = [str(config.CHAT_LOAD_BIN), "load", "--a", replicas[0].base, "--b", replicas[1].base,
                   "--tenant", config.LARGE_TENANT, "--database-url", url,
                   "--sockets", str(profile.chat_sockets), "--rate", str(profile.chat_rate),
                   "--seconds", str(profile.chat_seconds),
                   "--pids", ",".join(str(r.process.pid) for r in replicas)]
        load_before = load_average()
        done = subprocess.run(command, capture_output=True, text=True, timeout=900)
        if done.returncode != 0:
            raise RuntimeError(f"chat_load failed: {done.stderr[-2000:]}")
        results["chat"] = {**json.loads(done.stdout.strip().splitlines()[-1]), "load": load_before}
    finally:
        for replica in replicas:
            replica.stop()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


@contextlib.contextmanager
def server_for(scenario, server: Server, url: str, database: str, env: dict[str, str], workdir: pathlib.Path,
               results) -> Iterator[Server]:
    """The shared server, or one of the scenario's own when it needs other settings (stopped after
    it). `--server-env` still wins over the scenario's."""
    if scenario.server_env is None:
        yield server
        return
    own_env = {**scenario.server_env, **env}
    results.setdefault("scenario_server_env", {})[scenario.key] = {
        k: v for k, v in own_env.items() if k != "JWT_SECRET"
    }
    step(f"{scenario.key}: a server of its own (null: the server's default) "
         f"{json.dumps(results['scenario_server_env'][scenario.key])}")
    own = Server(url, workdir / scenario.key, own_env).start()
    try:
        tenancy.wait_idle(url, database)
        yield own
    finally:
        own.stop()


def argon2_rate(url: str, profile: config.Profile) -> dict:
    """The server's own argon2id verification on every core, without HTTP or database; with the
    CPU time each verification took."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    rate = db.bench_data(url, "argon2", "--seconds", str(profile.argon2_s))
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    spent = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    rate["cpu_us"] = round(spent / max(rate["verifications"], 1) * 1e6)
    return rate


def database_limits(cluster, database, secret, chosen, workdir, results) -> dict[str, capture.PgbenchScripts]:
    """Captures the statements of each read scenario's sample requests as pgbench scripts."""
    log = capture.StatementLog()
    if not log.available():
        results["errors"]["pgbench"] = f"no PostgreSQL log at {log.path} to capture statements from"
        return {}
    step("capturing the statements of each read endpoint")
    capture_url = cluster.url(database, options="-c log_statement=all")
    capturer = Server(capture_url, workdir / "capture", {"JWT_SECRET": secret, "DATABASE_MAX_CONNECTIONS": "2"})
    capturer.start()
    limits = {}
    statements = {}
    try:
        time.sleep(1)
        for scenario in chosen:
            if not scenario.samples:
                continue
            scripts = capture.PgbenchScripts(workdir / "pgbench" / scenario.key)
            for method, target, tenant, token, body in scenario.samples():
                captured = capture.request_statements(
                    log, lambda: capturer.request(method, target, tenant, token, body and json.loads(body)),
                    scenario.marker,
                )
                scripts.add(captured)
            limits[scenario.key] = scripts
            (scripts.directory / "arguments.json").write_text(json.dumps(scripts.arguments()))
            statements[scenario.key] = scripts.files[0].read_text()
    finally:
        capturer.stop()
    results["pgbench_scripts"] = statements
    return limits


def run_scenario(server: Server, meter: cpu.Meter, scenario, number: int, profile, workdir: pathlib.Path,
                 results) -> None:
    for connections in profile.concurrencies:
        runs = []
        for phase, seconds in (("warm-up", profile.warmup_s), ("measure", profile.measure_s)):
            lines = scenario.plan(int(4000 * seconds) + 1000)
            if phase == "warm-up" or not scenario.once:
                status, answer = server.request(*lines[0][:4], body=lines[0][4] and json.loads(lines[0][4]))
                if status >= 300:
                    raise RuntimeError(f"{scenario.key}: {lines[0][1]} answered {status}: {str(answer)[:500]}")
                if scenario.once:
                    lines = lines[1:]
            plan = load.write_plan(workdir / f"{scenario.key}-{connections}-{phase}.plan", lines)
            step(f"{scenario.key}: {phase} at {connections} connections")
            load_before = load_average()
            before = meter.snapshot()
            measured = load.wrk(server.base, plan, connections, seconds, once=scenario.once)
            runs.append((measured, load_before, meter.since(before)))
        measured, load_before, spent = runs[-1]
        requests = max(measured["requests"], 1)
        results["http"].append({
            "number": number,
            "scenario": scenario.key,
            "title": scenario.title,
            "connections": connections,
            "load": load_before,
            **{k: v for k, v in measured.items() if k != "raw"},
            "server_us": round(spent["server_s"] / requests * 1e6),
            "db_us": round(spent["database_s"] / requests * 1e6),
        })


def run_beside(server: Server, meter: cpu.Meter, scenario, number: int, profile, workdir: pathlib.Path,
               results) -> None:
    """A flood (`plan`) and another tenant's requests (`beside`) at the same time, each phase
    after the same run of the other tenant's requests alone. Rows: the flood, with its answers
    by status; the other tenant during the flood; and alone."""
    flood_connections, beside_connections = scenario.connections
    flood_lines, beside_lines = scenario.plan(0), scenario.beside(0)
    for method, target, tenant, token, body in (flood_lines[0], beside_lines[0]):
        status, answer = server.request(method, target, tenant, token, body=body and json.loads(body))
        if status >= 300:
            raise RuntimeError(f"{scenario.key}: {target} answered {status}: {str(answer)[:500]}")
    flood = load.write_plan(workdir / f"{scenario.key}-flood.plan", flood_lines)
    beside = load.write_plan(workdir / f"{scenario.key}-beside.plan", beside_lines)
    # One wrk thread is plenty for a few connections, and leaves the cores to the server.
    beside_load = load.Load(beside, beside_connections, threads=1)
    flood_load = load.Load(flood, flood_connections, statuses=True)

    def row(part: str, title: str, connections: int, measured: dict, load_before: float, **extra) -> None:
        results["http"].append({
            "number": number,
            "scenario": scenario.key,
            "part": part,
            "title": title,
            "connections": connections,
            "load": load_before,
            **{k: v for k, v in measured.items() if k != "raw"},
            **extra,
        })

    runs = {}
    for phase, seconds in (("warm-up", profile.warmup_s), ("measure", profile.measure_s)):
        step(f"{scenario.key}: {phase}, {scenario.beside_tenant} alone at {beside_connections} connections")
        load_before = load_average()
        before = meter.snapshot()
        (alone,) = load.wrk_together(server.base, seconds, beside_load)
        runs["alone"] = (alone, load_before, meter.since(before))
    for phase, seconds in (("warm-up", profile.warmup_s), ("measure", profile.measure_s)):
        step(f"{scenario.key}: {phase}, {flood_connections} connections of sign-ins and "
             f"{scenario.beside_tenant} at {beside_connections}")
        load_before = load_average()
        before = meter.snapshot()
        signins, during = load.wrk_together(server.base, seconds, flood_load, beside_load)
        runs["flood"] = (signins, during, load_before, meter.since(before))
    signins, during, load_before, spent = runs["flood"]
    # The CPU of the two loads cannot be told apart: the flood's row has the total.
    row("sign-ins", scenario.title, flood_connections, signins, load_before,
        server_us=None, db_us=None, cpu_s={k: round(v, 2) for k, v in spent.items()})
    row("list", f"  {scenario.beside_tenant} list during the flood", beside_connections, during, load_before,
        server_us=None, db_us=None)
    alone, load_before, spent = runs["alone"]
    requests = max(alone["requests"], 1)
    row("list alone", f"  {scenario.beside_tenant} list alone, before it", beside_connections, alone, load_before,
        server_us=round(spent["server_s"] / requests * 1e6), db_us=round(spent["database_s"] / requests * 1e6))


def attempt(part: str, results: dict, run) -> None:
    try:
        run()
    except Exception as err:  # noqa: BLE001 - reported in the table and the JSON
        step(f"{part} failed: {err}")
        results["errors"][part] = f"{type(err).__name__}: {err}"


def documents_part(profile: config.Profile) -> dict:
    """A two-page CV read through the sandbox (a child process per document) against in the
    process as uploads did before (crates/sandbox/examples/parse_bench.rs)."""
    step("documents: a two-page CV in the sandbox and in the process")
    rounds = "50" if profile.name == "quick" else "300"
    # bench.sh copies it beside the server; a plain release build keeps it under examples/.
    program = next(p for p in (config.RELEASE / "parse_bench", config.RELEASE / "examples" / "parse_bench")
                   if p.exists() or p.parent.name == "examples")
    out = subprocess.run([str(program), rounds], check=True, capture_output=True, text=True).stdout
    return json.loads(out.strip().splitlines()[-1])


# A stage change's webhook statements (server/src: applications::announce::moved and
# platform::webhooks), as the server sends them for one application, beside the bare transaction.
WEBHOOK_MOVE = """\\set id random(1, :applications)
\\startpipeline
BEGIN;
SET LOCAL search_path TO t_bench_large;
\\endpipeline
SELECT EXISTS (SELECT 1 FROM webhook_endpoints WHERE enabled AND events && ARRAY['application.stage_changed']::text[]);
SELECT a.id, a.vacancy_id, v.title, a.status, a.stage_id, s.kind, s.names, a.source, a.person_id, u.id, a.applicant_name, u.email FROM applications a JOIN vacancies v ON v.id = a.vacancy_id LEFT JOIN vacancy_stages s ON s.id = a.stage_id LEFT JOIN persons p ON p.id = a.person_id LEFT JOIN users u ON u.id = p.user_id WHERE a.id = ANY(ARRAY[:id]::bigint[]);
WITH ev AS (SELECT * FROM unnest(ARRAY['application.stage_changed']::text[], ARRAY['{"type":"application.stage_changed","timestamp":"2026-11-30T12:00:00.000Z","data":{"application":{"id":1,"status":"interview"}}}']::text[], ARRAY['00000000-0000-0000-0000-000000000001']::uuid[]) AS ev (event, body, candidate)), written AS (INSERT INTO webhook_deliveries (endpoint_id, event, body, candidate_user_id) SELECT e.id, ev.event, ev.body, nullif(ev.candidate, '00000000-0000-0000-0000-000000000000') FROM ev JOIN webhook_endpoints e ON e.enabled AND ev.event = ANY (e.events) RETURNING 1) SELECT count(*) FROM written;
SELECT pg_notify('erecruit_webhooks', 'bench-large');
ROLLBACK;
"""
BARE_TRANSACTION = """\\startpipeline
BEGIN;
SET LOCAL search_path TO t_bench_large;
\\endpipeline
ROLLBACK;
"""


def webhooks_part(cluster: db.Cluster, profile: config.Profile, workdir: pathlib.Path) -> dict:
    """What announcing a stage change adds (the Rust call timed, and its statements alone in
    pgbench at one client against the bare transaction), and the worker's delivery throughput to
    a receiver on loopback (server/examples/webhook_bench.rs)."""
    step("webhooks: a stage change's added cost and delivery throughput")
    database = profile.database("main")
    url, _ = db.ensure(cluster, database, db.main_spec(profile), lambda u: db.build_main(u, profile))
    db.tenant_admin(url, "migrate", "--all")
    quick = profile.name == "quick"
    program = next(p for p in (config.RELEASE / "webhook_bench", config.RELEASE / "examples" / "webhook_bench")
                   if p.exists() or p.parent.name == "examples")
    moves, deliveries = ("500", "2000") if quick else ("2000", "10000")
    out = subprocess.run([str(program), url, "bench-large", "--moves", moves, "--deliveries", deliveries],
                         check=True, capture_output=True, text=True).stdout
    figures = json.loads(out.strip().splitlines()[-1])
    applications = db.psql(url, "SELECT max(id) FROM t_bench_large.applications").strip()
    db.psql(url, "INSERT INTO t_bench_large.webhook_endpoints (url, description, events, secret) VALUES "
                 "('http://127.0.0.1:9/bench', 'pgbench', ARRAY['application.stage_changed'], '\\x00')")
    try:
        figures.update(database_added(url, workdir, "webhook", WEBHOOK_MOVE, [f"applications={applications}"], quick))
    finally:
        db.psql(url, "DELETE FROM t_bench_large.webhook_endpoints WHERE description = 'pgbench'")
    return figures


def database_added(url: str, workdir: pathlib.Path, name: str, move: str, defines: list, quick: bool) -> dict:
    """The database time `move` (a pgbench script) adds to the bare transaction, at one client."""
    scripts = {}
    for kind, text in (("move", move), ("bare", BARE_TRANSACTION)):
        scripts[kind] = workdir / f"{name}-{kind}.sql"
        scripts[kind].write_text(text)
    seconds = 5 if quick else 15
    moved = load.pgbench(url, [arg for d in defines for arg in ("-D", d)] + ["-f", str(scripts["move"])], 1, seconds)
    bare = load.pgbench(url, ["-f", str(scripts["bare"])], 1, seconds)
    return {
        "pgbench_move_ms": moved["latency_avg_ms"],
        "pgbench_bare_ms": bare["latency_avg_ms"],
        "database_added_ms": round(moved["latency_avg_ms"] - bare["latency_avg_ms"], 3),
    }


# A stage change's trigger write (server: platform::automation::entered) for one application
# entering the stage that holds the 20 rules, as the server sends it, beside the bare transaction.
AUTOMATION_MOVE = """\\set id random(1, :applications)
\\startpipeline
BEGIN;
SET LOCAL search_path TO t_bench_large;
\\endpipeline
WITH m AS (SELECT * FROM unnest(ARRAY[:id]::bigint[], ARRAY[:stage]::bigint[]) AS m (application, stage)), d AS (SELECT coalesce(nullif(current_setting('erecruit.automation_depth', true), ''), '0')::int AS depth), written AS (INSERT INTO automation_runs (kind, rule_id, application_id, trigger_key, stage_id, action_index, depth, due_at) SELECT 'rule', r.id, m.application, 'entered:' || m.stage || ':' || txid_current(), m.stage, a.ord - 1, d.depth, now() + make_interval(mins => coalesce((a.action ->> 'delayMinutes')::int, 0)) FROM m CROSS JOIN d JOIN automation_rules r ON r.enabled AND r.trigger = 'entered_stage' AND r.stage_id = m.stage CROSS JOIN LATERAL jsonb_array_elements(r.actions) WITH ORDINALITY AS a (action, ord) WHERE d.depth < 3 ON CONFLICT DO NOTHING RETURNING 1) SELECT count(*) AS written FROM written;
SELECT pg_notify('erecruit_automations', 'bench-large');
ROLLBACK;
"""


def automations_part(cluster: db.Cluster, profile: config.Profile, workdir: pathlib.Path) -> dict:
    """Stage rules: what a stage change's trigger write adds with 20 rules on the stage (the Rust
    call timed, and its statement alone in pgbench at one client against the bare transaction), and
    the worker's round for that move (server/examples/automation_bench.rs)."""
    step("automations: a stage change's trigger write and the worker's round, 20 rules on the stage")
    database = profile.database("main")
    url, _ = db.ensure(cluster, database, db.main_spec(profile), lambda u: db.build_main(u, profile))
    db.tenant_admin(url, "migrate", "--all")
    quick = profile.name == "quick"
    program = next(p for p in (config.RELEASE / "automation_bench", config.RELEASE / "examples" / "automation_bench")
                   if p.exists() or p.parent.name == "examples")
    out = subprocess.run([str(program), url, "bench-large", "--moves", "200" if quick else "1000"],
                         check=True, capture_output=True, text=True).stdout
    figures = json.loads(out.strip().splitlines()[-1])
    vacancy, stage, _ = db.psql(
        url, "SELECT a.vacancy_id, s.id, count(*) FROM t_bench_large.applications a "
             "JOIN t_bench_large.vacancy_stages s ON s.vacancy_id = a.vacancy_id AND s.kind = 'interview' "
             "GROUP BY 1, 2 ORDER BY 3 DESC, 2 LIMIT 1").split("|")
    db.psql(url, "INSERT INTO t_bench_large.automation_rules (vacancy_id, name, enabled, trigger, stage_id, conditions, actions) "
                 f"SELECT {vacancy}, 'pgbench rule ' || i, true, 'entered_stage', {stage}, "
                 "jsonb_build_object('sources', jsonb_build_array('source-' || i)), "
                 "'[{\"type\": \"send_template\", \"template\": \"stage_reached\"}, "
                 "{\"type\": \"create_task\", \"title\": \"Call\", \"role\": \"recruiter\"}]' "
                 "FROM generate_series(1, 20) AS i")
    try:
        applications = db.psql(url, "SELECT max(id) FROM t_bench_large.applications").strip()
        defines = [f"stage={stage}", f"applications={applications}"]
        figures.update(database_added(url, workdir, "automation", AUTOMATION_MOVE, defines, quick))
    finally:
        db.psql(url, "DELETE FROM t_bench_large.automation_rules WHERE name LIKE 'pgbench rule %'")
    return figures


def main() -> None:
    args = parse_args()
    profile = config.QUICK if args.quick else config.FULL
    if args.connections:
        profile = dataclasses.replace(profile, concurrencies=tuple(int(c) for c in args.connections.split(",")))
    parts = set(args.only.split(",")) if args.only else set(profile.parts or PARTS)
    if not args.scenarios and profile.scenarios:
        args.scenarios = ",".join(profile.scenarios)
    elif args.scenarios == "all":
        args.scenarios = ""
    if not args.database_url:
        raise SystemExit("DATABASE_URL is not set (scripts/bench.sh sets it)")
    cluster = db.Cluster(args.database_url)
    results: dict = {
        "meta": {
            "mode": profile.name,
            "started": datetime.datetime.now().strftime("%Y-%m-%d %H:%M"),
            "commit": git_commit(),
            "binaries": str(config.RELEASE),
            "cores": os.cpu_count(),
            "load_before": [round(x, 2) for x in os.getloadavg()],
            "profile": profile.__dict__,
        },
        "http": [],
        "errors": {},
        "notes": [],
    }
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="erecruit-bench-") as tmp:
        workdir = pathlib.Path(args.keep or tmp)
        workdir.mkdir(parents=True, exist_ok=True)
        dist = None
        if "frontend" in parts:
            try:
                step("building the frontend (vite build into a temporary directory)")
                dist = frontend.build(workdir / "dist")
                results["frontend"] = {"sizes": frontend.sizes(dist)}
            except Exception as err:  # noqa: BLE001 - reported in the table, the rest still counts
                results["errors"]["frontend"] = str(err)
        # A part that fails is reported in the table; the others still run and count.
        if "http" in parts:
            attempt("http", results, lambda: http_part(cluster, profile, args, workdir, dist, results))
        if "chat" in parts:
            attempt("chat", results, lambda: chat_part(cluster, profile, workdir, results))
        if "documents" in parts:
            attempt("documents", results, lambda: results.update(documents=documents_part(profile)))
        if "webhooks" in parts:
            attempt("webhooks", results, lambda: results.update(webhooks=webhooks_part(cluster, profile, workdir)))
        if "automations" in parts:
            attempt("automations", results,
                    lambda: results.update(automations=automations_part(cluster, profile, workdir)))
        if "tenancy" in parts:
            results["tenancy"] = {}
            attempt("provisioning", results,
                    lambda: results["tenancy"].update(provisioning=tenancy.provisioning(cluster, profile)))
            attempt("list_with_tenants", results, lambda: results["tenancy"].update(
                list_with_tenants=tenancy.list_with_tenants(cluster, profile, workdir, profile.tenancy_rounds)))
    results["data_generation_s"] = db.GENERATED_S
    results["meta"]["load_after"] = [round(x, 2) for x in os.getloadavg()]
    results["meta"]["seconds"] = round(time.monotonic() - started, 1)
    results["targets"] = [{"target": t, "measured": m, "met": ok} for t, m, ok in report.targets(results)]
    config.RESULTS.mkdir(parents=True, exist_ok=True)
    text = json.dumps(results, indent=2)
    (config.RESULTS / "latest.json").write_text(text)
    if args.save_as:
        (config.RESULTS / f"{args.save_as}.json").write_text(text)
    print(report.table(results))
    print(f"\n(wrote {config.RESULTS / 'latest.json'}; {results['meta']['seconds']} s)")
