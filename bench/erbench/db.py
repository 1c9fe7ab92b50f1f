"""Databases on the local cluster, the tenant-admin CLI, and the generated data (kept between runs).

Each database carries a marker table with the spec it was generated from; a run whose spec
matches reuses the data, anything else drops and regenerates it.
"""

from __future__ import annotations

import json
import os
import subprocess
import time
import urllib.parse

from . import config
from .config import Profile
from .log import step


def psql(url: str, sql: str) -> str:
    out = subprocess.run(
        ["psql", "-X", "-q", "-A", "-t", "-v", "ON_ERROR_STOP=1", "-d", url, "-c", sql],
        check=True,
        capture_output=True,
        text=True,
    )
    return out.stdout.strip()


class Cluster:
    """The PostgreSQL server behind `base_url` (any database on it)."""

    def __init__(self, base_url: str):
        parts = urllib.parse.urlsplit(base_url)
        self._parts = parts
        self.admin_url = self.url("postgres")

    def url(self, database: str, options: str | None = None) -> str:
        query = f"options={urllib.parse.quote(options)}" if options else ""
        return urllib.parse.urlunsplit(self._parts._replace(path=f"/{database}", query=query))

    def exists(self, database: str) -> bool:
        return psql(self.admin_url, f"SELECT 1 FROM pg_database WHERE datname = '{database}'") == "1"

    def recreate(self, database: str) -> str:
        self.drop(database)
        psql(self.admin_url, f'CREATE DATABASE "{database}"')
        return self.url(database)

    def drop(self, database: str) -> None:
        psql(self.admin_url, f'DROP DATABASE IF EXISTS "{database}" WITH (FORCE)')


def tenant_admin(url: str, *args: str, quiet: bool = True) -> str:
    env = {**os.environ, "DATABASE_URL": url}
    env.pop("RUST_LOG", None)
    out = subprocess.run([str(config.ADMIN_BIN), *args], env=env, capture_output=True, text=True)
    if out.returncode != 0 and "unrecognized subcommand" in out.stderr:
        raise RuntimeError(
            f"{config.ADMIN_BIN} has no `{args[0]}`: build it with the seeding subcommands "
            "(cargo build --release --features tenant-admin/dev-seed), as scripts/bench.sh does"
        )
    if out.returncode != 0:
        raise RuntimeError(f"tenant-admin {' '.join(args)} failed:\n{out.stdout}{out.stderr}")
    if not quiet:
        print(out.stdout, end="")
    return out.stdout


def bench_data(url: str, *args: str) -> dict:
    """Runs `tenant-admin bench-data …` and returns the JSON line it prints."""
    return json.loads(tenant_admin(url, "bench-data", *args).strip().splitlines()[-1])


# How long each database used by this run took to generate, when it was generated (this run or
# an earlier one; None for data generated before the marker kept it). The report prints it.
GENERATED_S: dict[str, float | None] = {}


def _marker(url: str) -> tuple[dict, float | None] | None:
    """The spec the data was generated from and how long that took (None in a marker older than
    the timing)."""
    try:
        value = psql(url, "SELECT to_jsonb(m) FROM public.bench_marker m")
    except subprocess.CalledProcessError:
        return None
    if not value:
        return None
    row = json.loads(value)
    return row["spec"], row.get("generated_s")


def _write_marker(url: str, spec: dict, seconds: float) -> None:
    psql(url, "CREATE TABLE public.bench_marker (spec jsonb NOT NULL, generated_s double precision)")
    psql(url, f"INSERT INTO public.bench_marker VALUES ('{json.dumps(spec)}', {seconds:.1f})")


def ensure(cluster: Cluster, database: str, spec: dict, build) -> tuple[str, bool]:
    """Returns the database URL and whether its data was reused, building it when needed."""
    spec = {**spec, "generator": config.GENERATOR_VERSION}
    marker = _marker(cluster.url(database)) if cluster.exists(database) else None
    if marker and marker[0] == spec:
        generated_s = marker[1]
        GENERATED_S[database] = generated_s
        took = f"{generated_s:.0f} s" if generated_s is not None else "an unrecorded time"
        step(f"reusing {database} (its first generation took {took})")
        # Kept data, today's schema: migrations added since it was generated (a new feature's
        # tables) are applied, as an upgrade would.
        tenant_admin(cluster.url(database), "migrate", "--all")
        return cluster.url(database), True
    url = cluster.recreate(database)
    started = time.monotonic()
    build(url)
    # What autovacuum leaves behind soon after a bulk load: statistics and all-visible pages (the
    # public list's count is an index-only scan, which reads the table for pages not yet marked).
    psql(url, "VACUUM ANALYZE")
    generated_s = time.monotonic() - started
    _write_marker(url, spec, generated_s)
    GENERATED_S[database] = generated_s
    step(f"generated {database} in {generated_s:.1f} s (a later run reuses it)")
    return url, False


def _small_tenants(url: str, profile: Profile) -> None:
    for slug in profile.small_slugs():
        tenant_admin(url, "create", slug, "--name", f"Small {slug[-1]}", "--no-distribute")
        tenant_admin(url, "seed-demo", slug, "--vacancies", str(profile.small_vacancies))


def map_large_host(url: str) -> None:
    """Serves the large tenant for LARGE_HOST (Lighthouse loads it there). Not for 127.0.0.1: a host
    mapped to a tenant serves only that tenant, and the load runs address the others by header
    there. Idempotent, so data generated when the large tenant had the loopback hosts is fixed."""
    tenant_admin(url, "update", config.LARGE_TENANT, "--host", config.LARGE_HOST)


def build_main(url: str, profile: Profile) -> None:
    """The large tenant (served for LARGE_HOST, for Lighthouse) and the small ones."""
    step(
        f"generating the large tenant: {profile.vacancies} vacancies, {profile.applicants} applicants, "
        f"{profile.applicants * profile.applications_each} applications, {profile.messages} messages"
    )
    tenant_admin(url, "migrate", "--all")
    tenant_admin(url, "create", config.LARGE_TENANT, "--name", "Large Company", "--no-distribute")
    map_large_host(url)
    tenant_admin(
        url, "seed-demo", config.LARGE_TENANT,
        "--vacancies", str(profile.vacancies),
        "--applicants", str(profile.applicants),
        "--applications-each", str(profile.applications_each),
        "--hot-vacancy-applications", str(profile.hot_applications),
        "--messages", str(profile.messages),
    )
    step(f"generating {profile.small_tenants} small tenants of {profile.small_vacancies} vacancies")
    _small_tenants(url, profile)
    for slug, vacancies in ((config.MID_TENANT, profile.mid_vacancies), (config.HUGE_TENANT, profile.huge_vacancies)):
        step(f"generating {slug}: {vacancies} vacancies")
        tenant_admin(url, "create", slug, "--name", f"Scaling {vacancies}", "--no-distribute")
        tenant_admin(url, "seed-demo", slug, "--vacancies", str(vacancies))


def build_tenants(url: str, profile: Profile, total: int) -> None:
    """The small tenants of scenario 1, plus empty ones up to `total` tenants."""
    tenant_admin(url, "migrate", "--all")
    _small_tenants(url, profile)
    extra = total - profile.small_tenants
    if extra > 0:
        step(f"creating {extra} more tenants")
        bench_data(url, "tenants", "--prefix", config.BULK_PREFIX, "--count", str(extra), "--jobs", "2")


def main_spec(profile: Profile) -> dict:
    return {
        "vacancies": profile.vacancies,
        "applicants": profile.applicants,
        "applicationsEach": profile.applications_each,
        "hot": profile.hot_applications,
        "messages": profile.messages,
        "small": profile.small_tenants,
        "smallVacancies": profile.small_vacancies,
        "mid": profile.mid_vacancies,
        "huge": profile.huge_vacancies,
    }


def tenants_spec(profile: Profile, total: int) -> dict:
    return {"small": profile.small_tenants, "smallVacancies": profile.small_vacancies, "tenants": total}
