"""The static-file limit of a cached answer: nginx serving the very bytes the server answered, from
files (sendfile), under the same wrk load and plan. A cached answer costs the server its HTTP
parsing, middleware (tenant, tracing, metrics, headers) and a hash-map look-up; nginx's figure is
what the machine does when only the first of those is left."""

from __future__ import annotations

import http.client
import os
import pathlib
import shutil
import subprocess
import time

from . import load
from .log import step
from .server import free_port


def answers(port: int, lines: list[tuple]) -> tuple[list[tuple], dict[tuple[str, str], bytes]]:
    """The distinct answers of `lines` (GETs without a token) as the server sends them to wrk (no
    compression asked), and the plan again with each request named by its answer's file."""
    bodies: dict[tuple[str, str], bytes] = {}
    for _method, path, tenant, _token, _body in lines:
        if (path, tenant) in bodies:
            continue
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
        try:
            conn.request("GET", path, headers={"tenantid": tenant})
            response = conn.getresponse()
            body = response.read()
        finally:
            conn.close()
        if response.status != 200:
            raise RuntimeError(f"{path} ({tenant}) answered {response.status}")
        bodies[(path, tenant)] = body
    names = {key: f"/answers/{n}.json" for n, key in enumerate(bodies)}
    plan = [("GET", names[(path, tenant)], tenant, None, None) for _m, path, tenant, _t, _b in lines]
    return plan, {names[key]: body for key, body in bodies.items()}


class Nginx:
    """nginx on a loopback port with one worker per core, serving `files` (path → bytes)."""

    def __init__(self, workdir: pathlib.Path, files: dict[str, bytes]):
        self.dir = workdir / "nginx"
        shutil.rmtree(self.dir, ignore_errors=True)
        (self.dir / "root" / "answers").mkdir(parents=True)
        for path, body in files.items():
            (self.dir / "root" / path.lstrip("/")).write_bytes(body)
        self.port = free_port()
        user = "user root;" if os.getuid() == 0 else ""
        temp = " ".join(f"{kind}_temp_path {self.dir}/{kind};" for kind in ("client_body", "proxy", "fastcgi",
                                                                          "uwsgi", "scgi"))
        (self.dir / "nginx.conf").write_text(f"""{user}
worker_processes {os.cpu_count() or 2};
pid {self.dir}/nginx.pid;
error_log {self.dir}/error.log warn;
events {{ worker_connections 4096; }}
http {{
  access_log off;
  {temp}
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_requests 1000000;
  open_file_cache max=100;
  default_type application/json;
  server {{
    listen 127.0.0.1:{self.port};
    root {self.dir}/root;
  }}
}}
""")
        self.process: subprocess.Popen | None = None

    def __enter__(self) -> "Nginx":
        self.process = subprocess.Popen(["nginx", "-p", str(self.dir), "-c", str(self.dir / "nginx.conf"),
                                         "-g", "daemon off;"], stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 10
        while True:
            try:
                conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=1)
                conn.request("GET", "/")
                conn.getresponse().read()
                conn.close()
                return self
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    self.__exit__()
                    log = self.dir / "error.log"
                    said = log.read_text()[-2000:] if log.exists() else "(no error log)"
                    raise RuntimeError(f"nginx did not start: {said}")
                time.sleep(0.05)

    def __exit__(self, *_exc) -> None:
        if self.process and self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"


def run_twin(port: int, scenario, number: int, profile, workdir: pathlib.Path, results: dict) -> None:
    """Rows `<key>_nginx`: the scenario's plan against nginx serving its answers' bytes; each of the
    scenario's rows gets `static_ratio`, its req/s over nginx's."""
    lines = scenario.plan(0)
    plan_lines, files = answers(port, lines)
    plan = load.write_plan(workdir / f"{scenario.key}-nginx.plan", plan_lines)
    with Nginx(workdir, files) as nginx:
        for connections in profile.concurrencies:
            step(f"{scenario.key}: the same bytes from nginx at {connections} connections")
            load.wrk(nginx.base, plan, connections, profile.warmup_s)
            measured = load.wrk(nginx.base, plan, connections, profile.measure_s)
            results["http"].append({
                "number": number,
                "scenario": f"{scenario.key}_nginx",
                "title": "the same answers' bytes from nginx (sendfile)",
                "connections": connections,
                "load": round(os.getloadavg()[0], 2),
                **{k: v for k, v in measured.items() if k != "raw"},
            })
            for row in results["http"]:
                if row["scenario"] == scenario.key and row["connections"] == connections:
                    row["static_ratio"] = round(row["rps"] / max(measured["rps"], 1), 2)
