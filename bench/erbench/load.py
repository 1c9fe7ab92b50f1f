"""Load generators: wrk for HTTP, pgbench for the database limit."""

from __future__ import annotations

import dataclasses
import json
import os
import pathlib
import re
import subprocess

from . import config

REPLAY = config.BENCH / "wrk" / "replay.lua"
THREADS = min(2, os.cpu_count() or 2)


def write_plan(path: pathlib.Path, lines: list[tuple[str, str, str, str | None, str | None]]) -> pathlib.Path:
    """A wrk plan: (method, path, tenant, token, body) per request."""
    with open(path, "w") as plan:
        for method, target, tenant, token, body in lines:
            plan.write(f"{method}\t{target}\t{tenant}\t{token or '-'}\t{body or '-'}\n")
    return path


@dataclasses.dataclass
class Load:
    """One wrk over one plan."""

    plan: pathlib.Path
    connections: int
    once: bool = False
    threads: int = THREADS
    # Count the answers by HTTP status (costs wrk some CPU per response, so only where it is read).
    statuses: bool = False


def wrk(base: str, plan: pathlib.Path, connections: int, seconds: float, once: bool = False) -> dict:
    """Runs wrk over the plan; returns requests/s, p50/p99 in ms and the error count."""
    return wrk_together(base, seconds, Load(plan, connections, once))[0]


def wrk_together(base: str, seconds: float, *loads: Load) -> list[dict]:
    """Runs one wrk per load at the same time and for the same duration; their results in order."""
    processes = [
        subprocess.Popen(
            [
                "wrk", f"-t{load.threads}", f"-c{load.connections}", f"-d{max(1, round(seconds))}s",
                "--timeout", "10s", "-s", str(REPLAY), base, "--", str(load.plan),
                "once" if load.once else "cycle", str(load.threads), *(["statuses"] if load.statuses else []),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for load in loads
    ]
    # Every wrk ends before any result is read, so a failed one leaves no other running.
    outputs = [process.communicate() for process in processes]
    return [_wrk_result(load, process.returncode, stdout, stderr)
            for load, process, (stdout, stderr) in zip(loads, processes, outputs)]


def _wrk_result(load: Load, returncode: int, stdout: str, stderr: str) -> dict:
    found = re.search(r"^BENCH_JSON (.*)$", stdout, re.M)
    if returncode != 0 or not found:
        raise RuntimeError(f"wrk failed ({returncode}):\n{stdout}\n{stderr}")
    raw = json.loads(found[1])
    errors = sum(raw[k] for k in ("connect_errors", "read_errors", "write_errors", "status_errors", "timeouts"))
    result = {
        "rps": round(raw["requests"] / (raw["duration_us"] / 1e6), 1),
        "p50_ms": round(raw["p50_us"] / 1000, 2),
        "p99_ms": round(raw["p99_us"] / 1000, 2),
        "max_ms": round(raw["max_us"] / 1000, 2),
        "requests": raw["requests"],
        "errors": errors,
        "raw": raw,
    }
    if load.statuses:
        result["statuses"] = dict(sorted(raw["statuses"].items()))
    return result


def pgbench(url: str, arguments: list[str], clients: int, seconds: float) -> dict:
    """Runs pgbench with custom scripts (`-M prepared`, like the server's cached statements)."""
    out = subprocess.run(
        [
            "pgbench", "-n", "-M", "prepared", "-c", str(clients), "-j", str(THREADS),
            "-T", str(max(1, round(seconds))), *arguments, url,
        ],
        capture_output=True,
        text=True,
    )
    tps = re.search(r"^tps = ([\d.]+) \(without initial connection time\)", out.stdout, re.M)
    latency = re.search(r"^latency average = ([\d.]+) ms", out.stdout, re.M)
    failed = re.search(r"^number of failed transactions: (\d+)", out.stdout, re.M)
    done = re.search(r"^number of transactions actually processed: (\d+)", out.stdout, re.M)
    if out.returncode != 0 or not tps:
        raise RuntimeError(f"pgbench failed ({out.returncode}):\n{out.stdout}\n{out.stderr[-3000:]}")
    return {
        "tps": round(float(tps[1]), 1),
        "latency_avg_ms": float(latency[1]) if latency else None,
        "failed": int(failed[1]) if failed else 0,
        "transactions": int(done[1]) if done else 0,
    }
