"""The database limit of an endpoint: the very statements it runs, replayed by pgbench.

A capture server (the same binary, its connections started with `log_statement=all`) answers
sample requests one at a time; the statements each request ran are read back from the
PostgreSQL log, parameters included, and written out as a pgbench script. Parameters stay
parameters (pgbench variables, `-M prepared`), so the database plans them as it does for the
server; NULL parameters, which pgbench cannot send, become `NULLIF(:none, '-')`, which plans the
same way (pgbench cannot define an empty variable either: empty strings become literals).
"""

from __future__ import annotations

import dataclasses
import pathlib
import re
import time

from . import config

LINE = re.compile(r"^\S+ \S+ \S+ \[(\d+)\] (LOG|DETAIL|ERROR|STATEMENT):  (.*)$")
# How a unit of work begins (platform::tenancy::TenantTx::begin).
BINDING = re.compile(r"^BEGIN; SET LOCAL search_path TO (\S+)$")
PARAM = re.compile(r"\$(\d+) = (NULL|'(?:[^']|'')*')")


@dataclasses.dataclass
class Statement:
    sql: str
    params: dict[int, str | None]


class StatementLog:
    """Reads the statements logged since `mark()`, grouped by backend."""

    def __init__(self, path: pathlib.Path = config.PG_LOG):
        self.path = path
        self.offset = 0

    def available(self) -> bool:
        return self.path.exists()

    def mark(self) -> None:
        self.offset = self.path.stat().st_size

    def read(self) -> dict[int, list[Statement]]:
        with open(self.path, "rb") as log:
            log.seek(self.offset)
            text = log.read().decode(errors="replace")
        by_pid: dict[int, list[Statement]] = {}
        current: tuple[int, str, list[str]] | None = None
        entries: list[tuple[int, str, str]] = []
        for line in text.splitlines():
            match = LINE.match(line)
            if match:
                if current:
                    entries.append((current[0], current[1], "\n".join(current[2])))
                current = (int(match[1]), match[2], [match[3]])
            elif current and line.startswith("\t"):
                current[2].append(line[1:])
        if current:
            entries.append((current[0], current[1], "\n".join(current[2])))
        for pid, kind, message in entries:
            if kind == "LOG" and message.startswith("statement: "):
                by_pid.setdefault(pid, []).append(Statement(message[len("statement: "):], {}))
            elif kind == "LOG" and message.startswith("execute "):
                sql = message.split(": ", 1)[1]
                by_pid.setdefault(pid, []).append(Statement(sql, {}))
            elif kind == "DETAIL" and message.startswith("parameters: ") and by_pid.get(pid):
                params = {}
                for number, value in PARAM.findall(message):
                    params[int(number)] = None if value == "NULL" else value[1:-1].replace("''", "'")
                by_pid[pid][-1].params = params
        return by_pid


def request_statements(log: StatementLog, send, must_contain: str) -> list[Statement]:
    """Sends one request (`send()`) and returns the statements of the backend that served it.

    `must_contain` is matched with identifier quotes removed: hand-written SQL says `FROM vacancies`,
    sea-query's says `FROM "vacancies"`."""
    log.mark()
    send()
    deadline = time.monotonic() + 3
    while time.monotonic() < deadline:
        time.sleep(0.15)
        groups = [s for s in log.read().values() if any(must_contain in st.sql.replace('"', "") for st in s)]
        # The transaction ends when the connection goes back to the pool, just after the answer.
        if groups and groups[0][-1].sql in ("COMMIT", "ROLLBACK"):
            return max(groups, key=len)
    raise RuntimeError(f"no statements containing {must_contain!r} were logged for the sample request")


class PgbenchScripts:
    """Turns captured requests into pgbench script files and their `-D` variables."""

    def __init__(self, directory: pathlib.Path):
        self.directory = directory
        directory.mkdir(parents=True, exist_ok=True)
        self.files: list[pathlib.Path] = []
        self.variables: dict[str, str] = {"none": "-"}

    def add(self, statements: list[Statement]) -> None:
        index = len(self.files)
        lines = []
        for number, statement in enumerate(statements):
            sql = statement.sql
            binding = BINDING.match(sql)
            if binding:
                # The server sends BEGIN and the tenant's binding as one simple query, i.e. in one
                # exchange; pgbench's prepared mode sends one statement per query, so a pipeline
                # makes them one exchange here too.
                lines += ["\\startpipeline", "BEGIN;", f"SET LOCAL search_path TO {binding[1]};", "\\endpipeline"]
                continue
            for param in sorted(statement.params, reverse=True):
                value = statement.params[param]
                if value is None:
                    replacement = "NULLIF(:none, '-')"
                elif value == "":
                    replacement = "''"
                else:
                    name = f"r{index}s{number}p{param}"
                    self.variables[name] = value
                    replacement = f":{name}"
                sql = re.sub(rf"\${param}(?!\d)", replacement, sql)
            lines.append(sql.rstrip().rstrip(";") + ";")
        path = self.directory / f"request-{index}.sql"
        path.write_text("\n".join(lines) + "\n")
        self.files.append(path)

    def arguments(self) -> list[str]:
        args = []
        for path in self.files:
            args += ["-f", f"{path}@1"]
        for name, value in self.variables.items():
            args += ["-D", f"{name}={value}"]
        return args
