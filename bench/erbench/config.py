"""Volumes and durations of the two modes, and where things are."""

from __future__ import annotations

import dataclasses
import os
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[2]
BENCH = ROOT / "bench"
RESULTS = BENCH / "results"
RELEASE = pathlib.Path(os.environ.get("ERECRUIT_BIN_DIR") or ROOT / "target" / "release")
SERVER_BIN = RELEASE / "erecruit-server"
ADMIN_BIN = RELEASE / "tenant-admin"
# The chat load generator (`cargo build --release --example chat_load`).
CHAT_LOAD_BIN = RELEASE / "chat_load" if (RELEASE / "chat_load").exists() else ROOT / "target" / "release" / "examples" / "chat_load"
PG_LOG = ROOT / ".data" / "pg" / "postgres.log"

# Bump when the generated data changes shape, so stored databases are rebuilt.
GENERATOR_VERSION = 6

LARGE_TENANT = "bench-large"
# `*.localhost` is the loopback address to Chromium without any resolver set-up.
LARGE_HOST = f"{LARGE_TENANT}.localhost"
SMALL_PREFIX = "bench-small"
# Issue 25's scaling table: tenants of other sizes beside the small (300) and large ones.
MID_TENANT = "bench-mid"
HUGE_TENANT = "bench-huge"
BULK_PREFIX = "bench-bulk"


@dataclasses.dataclass(frozen=True)
class Profile:
    name: str
    # The large tenant.
    vacancies: int
    applicants: int
    applications_each: int
    hot_applications: int
    # Messages in the large tenant (a tenth into staff@demo.test's inbox).
    messages: int
    # Scenario 1 rotates over these small tenants.
    small_tenants: int
    small_vacancies: int
    # The scaling table's other tenants: public list, detail and search at `mid_vacancies`, and
    # search at `huge_vacancies`.
    mid_vacancies: int
    huge_vacancies: int
    # Tenancy at scale.
    provisioned_tenants: int
    many_tenants: int
    # Load.
    concurrencies: tuple[int, ...]
    warmup_s: float
    measure_s: float
    argon2_s: float
    # Applicants signed in for My Application; fresh applicants for apply.
    signed_in_applicants: int
    fresh_applicants: int
    # Chat: sockets split over two replicas, messages per second between them, for how long.
    chat_sockets: int
    chat_rate: int
    chat_seconds: int
    # The parts and scenarios a run takes when not told (`--only`, `--scenarios`); empty: all.
    parts: tuple[str, ...] = ()
    scenarios: tuple[str, ...] = ()
    # Rounds of the list with ten and with `many_tenants` tenants in the database.
    tenancy_rounds: int = 2

    def small_slugs(self) -> list[str]:
        return [f"{SMALL_PREFIX}-{i}" for i in range(self.small_tenants)]

    def database(self, role: str) -> str:
        suffix = "" if self.name == "full" else f"_{self.name}"
        return f"erecruit_bench{'' if role == 'main' else '_' + role}{suffix}"


FULL = Profile(
    name="full",
    vacancies=10_000,
    applicants=50_000,
    applications_each=4,
    hot_applications=5_000,
    messages=200_000,
    small_tenants=10,
    small_vacancies=300,
    mid_vacancies=1_000,
    huge_vacancies=100_000,
    provisioned_tenants=1_000,
    many_tenants=10_000,
    concurrencies=(32, 64),
    warmup_s=3,
    measure_s=15,
    argon2_s=10,
    signed_in_applicants=256,
    fresh_applicants=256,
    chat_sockets=2_000,
    chat_rate=500,
    chat_seconds=20,
)

# The everyday run: under five minutes once its data exists (the first run generates it and says
# how long that took). One concurrency, shorter runs, and one scenario per area: the full run
# keeps every scenario, both concurrencies and the web app's part (vite build and Lighthouse,
# about two minutes here; make test already checks the bundle budget).
QUICK = Profile(
    name="quick",
    vacancies=2_000,
    applicants=5_000,
    applications_each=4,
    hot_applications=1_000,
    messages=200_000,
    small_tenants=10,
    small_vacancies=300,
    mid_vacancies=1_000,
    huge_vacancies=10_000,
    provisioned_tenants=30,
    many_tenants=300,
    concurrencies=(32,),
    warmup_s=1,
    measure_s=3,
    argon2_s=2,
    signed_in_applicants=64,
    fresh_applicants=64,
    chat_sockets=2_000,
    chat_rate=500,
    chat_seconds=6,
    parts=("http", "chat", "tenancy", "documents", "webhooks", "automations"),
    scenarios=("list", "search", "detail", "login", "my_applications", "admin_list", "apply",
               "mail_inbox", "calendar_month", "tasks_mine", "global_search", "desk_grid",
               "desk_dashboard", "desk_timings", "help_faq", "feed_rss", "vacancy_page", "scale_search_10000",
               "list_cached"),
    tenancy_rounds=1,
)
