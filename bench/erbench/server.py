"""The release server under test, and the few HTTP calls the driver makes itself."""

from __future__ import annotations

import concurrent.futures
import http.client
import json
import os
import pathlib
import secrets
import signal
import socket
import subprocess
import time

from . import config

PASSWORD = "demo-password-1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """One erecruit-server process on a free port. `env` overrides the benchmark defaults (a None
    value removes one, leaving the server's default)."""

    def __init__(self, database_url: str, workdir: pathlib.Path, env: dict[str, str | None] | None = None):
        self.port = free_port()
        self.workdir = workdir
        workdir.mkdir(parents=True, exist_ok=True)
        self.log_path = workdir / f"server-{self.port}.log"
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "DATABASE_URL": database_url,
            "PORT": str(self.port),
            "BIND": "127.0.0.1",
            "JWT_SECRET": secrets.token_hex(32),
            "RUST_LOG": "warn",
            "DATA_DIR": str(workdir / "data"),
            "MAIL_DIR": str(workdir / "mail"),
            # Load comes from one address: the per-address limits would answer 429.
            "LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_CLIENT": "1000000",
            "LOGIN_MAX_FAILURES_PER_ACCOUNT": "1000000",
            "LOGIN_MAX_FAILURES_PER_IP": "1000000",
            "REGISTRATIONS_PER_IP_PER_HOUR": "1000000",
            # Sign-in measures argon2 throughput, and the driver signs the same accounts in on
            # every run: the per-account limit of successful sign-ins would answer 429.
            "LOGIN_MAX_SUCCESSES_PER_ACCOUNT": "1000000",
            # The scenarios measure the database path (their figures compare with earlier runs
            # and with pgbench); the "cached" scenarios turn a per-replica cache on.
            "PUBLIC_CACHE_MB": "0",
            "DESK_CACHE_MB": "0",
            **(env or {}),
        }
        # None in `env`: the server's own default.
        self.env = {key: value for key, value in self.env.items() if value is not None}
        self.process: subprocess.Popen | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> "Server":
        log = open(self.log_path, "w")
        self.process = subprocess.Popen(
            [str(config.SERVER_BIN)], env=self.env, stdout=log, stderr=subprocess.STDOUT, cwd=config.ROOT
        )
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited during start-up:\n{self.log_path.read_text()}")
            try:
                if self.request("GET", "/healthz")[0] == 200:
                    return self
            except OSError:
                pass
            time.sleep(0.1)
        raise RuntimeError(f"the server did not become healthy:\n{self.log_path.read_text()}")

    def stop(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=40)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()

    def memory_mb(self) -> dict[str, float]:
        """Resident memory now and at its peak (VmRSS, VmHWM), in MB."""
        fields = {}
        assert self.process
        for line in pathlib.Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            key, _, value = line.partition(":")
            if key in ("VmRSS", "VmHWM"):
                fields[key] = int(value.split()[0]) / 1024
        return {"rss": round(fields["VmRSS"], 1), "peak": round(fields["VmHWM"], 1)}

    def request(self, method: str, path: str, tenant: str | None = None, token: str | None = None,
                body: dict | None = None) -> tuple[int, object]:
        headers = {}
        if tenant:
            headers["tenantid"] = tenant
        if token:
            headers["Authorization"] = f"Bearer {token}"
        data = None
        if body is not None:
            data = json.dumps(body)
            headers["Content-Type"] = "application/json"
        conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
        try:
            conn.request(method, path, body=data, headers=headers)
            response = conn.getresponse()
            raw = response.read()
        finally:
            conn.close()
        try:
            return response.status, json.loads(raw) if raw else None
        except ValueError:
            return response.status, raw.decode(errors="replace")

    def sign_in(self, tenant: str, email: str) -> str:
        status, answer = self.request(
            "POST", "/api/authenticate/login/user", tenant, body={"email": email, "password": PASSWORD}
        )
        if status != 200:
            raise RuntimeError(f"sign-in of {email} at {tenant} answered {status}: {answer}")
        return answer["accessToken"]

    def sign_in_many(self, tenant: str, emails: list[str]) -> list[str]:
        with concurrent.futures.ThreadPoolExecutor(max_workers=8) as pool:
            return list(pool.map(lambda email: self.sign_in(tenant, email), emails))
