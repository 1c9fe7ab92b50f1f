"""Issue 22's one-shot timings on the large tenant: a bulk move of 1,000 applications and an
import of 10,000 vacancies (preview, then commit). Each is timed from the client, and what it
changed is put back, so the other scenarios see the same data on every run."""

from __future__ import annotations

import http.client
import json
import time

from . import config
from .db import psql
from .server import Server

BULK = 1000
IMPORT_ROWS = 10_000
IMPORT_HEADER = "title,category,employmentType,workplace,location,description,salaryMin,salaryMax,salaryCurrency\n"


def _post_bytes(server: Server, path: str, tenant: str, token: str, body: bytes) -> tuple[int, dict]:
    conn = http.client.HTTPConnection("127.0.0.1", server.port, timeout=120)
    try:
        conn.request("POST", path, body=body, headers={
            "tenantid": tenant, "Authorization": f"Bearer {token}", "Content-Type": "application/octet-stream"})
        response = conn.getresponse()
        raw = response.read()
    finally:
        conn.close()
    return response.status, json.loads(raw) if raw else {}


def import_file(rows: int) -> bytes:
    """A CSV of `rows` vacancies as another ATS would export them (about 300 bytes a row)."""
    categories = ("fresh-graduate", "experienced-hire", "internship")
    lines = [IMPORT_HEADER]
    for i in range(1, rows + 1):
        lines.append(f"Imported role {i},{categories[i % 3]},full_time,hybrid,Lisbon,"
                     f"\"Imported role {i}: build and run our services.\n\n- Python\n- SQL\","
                     f"{30000 + i % 1000},{40000 + i % 1000},EUR\n")
    return "".join(lines).encode()


def timings(server: Server, url: str) -> dict:
    large = config.LARGE_TENANT
    schema = "t_" + large.replace("-", "_")
    token = server.sign_in(large, "staff@demo.test")
    results: dict = {}

    # Bulk move: 1,000 submitted applications to in review, each through the single move's rules
    # (lock, status, timeline, audit, the applicant's mail).
    ids = [int(v) for v in psql(url, (
        f"SELECT id FROM {schema}.applications WHERE status = 'submitted' ORDER BY id LIMIT {BULK}")).split()]
    marker = psql(url, f"SELECT coalesce(max(id), 0) FROM {schema}.application_events")
    outbox = psql(url, f"SELECT coalesce(max(id), 0) FROM {schema}.outbox_emails")
    audit = psql(url, f"SELECT coalesce(max(id), 0) FROM {schema}.audit_log")
    started = time.monotonic()
    status, answer = server.request("POST", "/api/v1/admin/applications/bulk-status", large, token,
                                    body={"ids": ids, "status": "in_review", "note": "bench"})
    elapsed = time.monotonic() - started
    if status != 200:
        raise RuntimeError(f"bulk-status answered {status}: {str(answer)[:300]}")
    results["bulk_move"] = {"applications": len(ids), "moved": answer["moved"], "seconds": round(elapsed, 3)}
    psql(url, (
        f"UPDATE {schema}.applications SET status = 'submitted', first_reviewed_at = NULL "
        f"WHERE id = ANY('{{{','.join(map(str, ids))}}}'::bigint[]); "
        f"DELETE FROM {schema}.application_events WHERE id > {marker}; "
        f"DELETE FROM {schema}.outbox_emails WHERE id > {outbox}; "
        f"DELETE FROM {schema}.audit_log WHERE id > {audit}"))

    # Import: 10,000 vacancies, previewed (read, checked, COPY into staging) then committed.
    body = import_file(IMPORT_ROWS)
    started = time.monotonic()
    status, preview = _post_bytes(server, "/api/v1/admin/imports/vacancies", large, token, body)
    previewed = time.monotonic() - started
    if status != 201 or preview.get("errorCount"):
        raise RuntimeError(f"import preview answered {status}: {str(preview)[:300]}")
    started = time.monotonic()
    status, done = server.request("POST", f"/api/v1/admin/imports/{preview['id']}/commit", large, token, body={})
    committed = time.monotonic() - started
    if status != 200:
        raise RuntimeError(f"import commit answered {status}: {str(done)[:300]}")
    results["import"] = {"rows": IMPORT_ROWS, "megabytes": round(len(body) / 1e6, 1), "preview_s": round(previewed, 3),
                         "commit_s": round(committed, 3), "seconds": round(previewed + committed, 3)}
    psql(url, f"DELETE FROM {schema}.vacancies WHERE title LIKE 'Imported role %'; "
              f"DELETE FROM {schema}.imports WHERE id = '{preview['id']}'")
    return results
