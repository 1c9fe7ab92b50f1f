"""CPU time spent by the server and by the PostgreSQL backends of one database: a measure of the
work per request that other load on the machine does not change much (unlike throughput)."""

from __future__ import annotations

import os
import pathlib

TICKS = os.sysconf("SC_CLK_TCK")


def _cpu_seconds(pid: int) -> float:
    fields = pathlib.Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    # utime and stime are fields 14 and 15 of stat; after the command they are 12th and 13th.
    return (int(fields[11]) + int(fields[12])) / TICKS


def _backends(database: str) -> dict[int, float]:
    found = {}
    for entry in pathlib.Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
            if cmdline.startswith(b"postgres: ") and f" {database} ".encode() in cmdline:
                found[int(entry.name)] = _cpu_seconds(int(entry.name))
        except OSError:
            continue
    return found


class Meter:
    """CPU seconds of a process (the server, with all its threads) and of a database's backends."""

    def __init__(self, database: str, pid: int | None = None):
        self.database = database
        self.pid = pid

    def snapshot(self) -> tuple[float, dict[int, float]]:
        return (_cpu_seconds(self.pid) if self.pid else 0.0), _backends(self.database)

    def since(self, before: tuple[float, dict[int, float]]) -> dict[str, float]:
        server, backends = self.snapshot()
        database = sum(cpu - before[1].get(pid, 0.0) for pid, cpu in backends.items())
        return {"server_s": server - before[0], "database_s": database}


class Sampler:
    """CPU of a database's backends while something runs that opens and closes its own
    connections (pgbench): sampled every 0.2 s, so a backend's last fraction of a second is lost."""

    def __init__(self, database: str):
        import threading

        self.database = database
        self.seen: dict[int, float] = {}
        self.start = _backends(database)
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.wait(0.2):
            self.seen.update(_backends(self.database))

    def __enter__(self) -> "Sampler":
        self._thread.start()
        return self

    def __exit__(self, *_) -> None:
        self._stop.set()
        self._thread.join()
        self.seen.update(_backends(self.database))

    def database_s(self) -> float:
        return sum(cpu - self.start.get(pid, 0.0) for pid, cpu in self.seen.items())
