"""Instructions the server executes per request, counted by valgrind's callgrind: a figure that
does not move with other load on the machine (bench/README.md, "Profiling").

    python3 bench/callgrind.py --bin-dir DIR --scenario list [--requests 200] [--annotate]

Uses the quick benchmark database (run `make bench QUICK=1` once first). Prints instructions per
request, and with --annotate the functions that executed most of them.
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import random
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from erbench import config  # noqa: E402
from erbench.db import Cluster  # noqa: E402
from erbench.server import Server  # noqa: E402

SCENARIOS = {
    "list": lambda ctx: [("GET", f"/api/v1/vacancies?category={c}&page=1", f"{config.SMALL_PREFIX}-{i}", None)
                         for i in range(10) for c in ("fresh-graduate", "experienced-hire", "internship")],
    "list_cached": lambda ctx: SCENARIOS["list"](ctx),
    "search": lambda ctx: [("GET", "/api/v1/vacancies?q=engineer&page=1", config.LARGE_TENANT, None)],
    "detail": lambda ctx: [("GET", f"/api/v1/vacancies/{v}", config.LARGE_TENANT, None) for v in range(1, 200)],
    "my_applications": lambda ctx: [("GET", "/api/v1/me/applications", config.LARGE_TENANT, ctx["applicant"])],
    "admin_list": lambda ctx: [("GET", f"/api/v1/admin/vacancies/{ctx['hot']}/applications", config.LARGE_TENANT,
                                ctx["staff"])],
}
# Scenarios whose server runs with other settings.
SERVER_ENV = {"list_cached": {"PUBLIC_CACHE_MB": "64"}}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin-dir", required=True)
    parser.add_argument("--scenario", required=True, choices=sorted(SCENARIOS))
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--annotate", action="store_true")
    parser.add_argument("--out", help="keep callgrind's output file here (for callgrind_annotate --tree=caller)")
    args = parser.parse_args()
    os.environ["ERECRUIT_BIN_DIR"] = args.bin_dir
    server_bin = pathlib.Path(args.bin_dir) / "erecruit-server"
    cluster = Cluster(os.environ["DATABASE_URL"])
    url = cluster.url(config.QUICK.database("main"))
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "callgrind.out"
        server = Server(url, pathlib.Path(tmp), {"WORKERS": "1", **SERVER_ENV.get(args.scenario, {})})
        server.env["PATH"] = os.environ["PATH"]
        # Start the server under callgrind, with collection off until the requests begin.
        config_bin = config.SERVER_BIN
        server.start = lambda: None  # replaced below
        log = open(pathlib.Path(tmp) / "server.log", "w")
        process = subprocess.Popen(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}", "--instr-atstart=no",
             str(server_bin)],
            env=server.env, stdout=log, stderr=subprocess.STDOUT,
        )
        server.process = process
        deadline = time.monotonic() + 120
        while True:
            try:
                if server.request("GET", "/healthz")[0] == 200:
                    break
            except OSError:
                pass
            if time.monotonic() > deadline or process.poll() is not None:
                raise SystemExit(f"server did not start ({config_bin})")
            time.sleep(0.5)
        ctx = {}
        if args.scenario in ("my_applications", "admin_list"):
            ctx["applicant"] = server.sign_in(config.LARGE_TENANT, "applicant1@demo.test")
            ctx["staff"] = server.sign_in(config.LARGE_TENANT, "staff@demo.test")
            hot = subprocess.run(["psql", "-XAtq", "-d", url, "-c",
                                  "SELECT vacancy_id FROM t_bench_large.applications GROUP BY 1 ORDER BY count(*) DESC LIMIT 1"],
                                 capture_output=True, text=True, check=True).stdout.strip()
            ctx["hot"] = int(hot)
        plan = SCENARIOS[args.scenario](ctx)
        rng = random.Random(9)
        send = lambda: server.request(*rng.choice(plan))  # noqa: E731
        for _ in range(30):
            status, body = send()
            if status >= 300:
                raise SystemExit(f"{status}: {json.dumps(body)[:300]}")
        subprocess.run(["callgrind_control", "--instr=on", str(process.pid)], check=True, capture_output=True)
        for _ in range(args.requests):
            send()
        subprocess.run(["callgrind_control", "--instr=off", str(process.pid)], check=True, capture_output=True)
        server.stop()
        totals = [line for line in out.read_text(errors="replace").splitlines() if line.startswith(("summary:", "totals:"))]
        instructions = int(totals[-1].split()[1])
        print(f"{args.scenario}: {instructions / args.requests / 1000:.0f}k instructions per request "
              f"({args.requests} requests, server only)")
        if args.out:
            shutil.copy(out, args.out)
        if args.annotate:
            annotated = subprocess.run(["callgrind_annotate", "--inclusive=" + ("yes" if os.environ.get("INCLUSIVE") else "no"), str(out)], capture_output=True, text=True)
            print("\n".join(annotated.stdout.splitlines()[:int(os.environ.get("LINES", "60"))]))


if __name__ == "__main__":
    main()
