"""Frontend figures: JavaScript and CSS per route (gzipped) from a fresh build, and Lighthouse on
the vacancy list page served by the release server."""

from __future__ import annotations

import gzip
import json
import os
import pathlib
import re
import shutil
import subprocess

from . import config
from .log import step

FRONTEND = config.ROOT / "frontend"
LIGHTHOUSE_VERSION = "13.5.0"
LIGHTHOUSE_DIR = config.ROOT / ".data" / "lighthouse"
CHROME_FLAGS = (
    "--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update "
    "--no-first-run --disable-sync --disable-quic"
)
# The page Lighthouse loads, on the large tenant's host (config.LARGE_HOST).
LIST_PAGE = "/job-vacancy-list/fresh-graduate"


def build(out_dir: pathlib.Path) -> pathlib.Path:
    """`vite build` into `out_dir` (frontend/dist is left alone)."""
    if not (FRONTEND / "node_modules").exists():
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=FRONTEND, check=True, capture_output=True)
    shutil.rmtree(out_dir, ignore_errors=True)
    out = subprocess.run(
        ["npx", "vite", "build", "--outDir", str(out_dir), "--emptyOutDir", "--logLevel", "warn"],
        cwd=FRONTEND, capture_output=True, text=True,
    )
    if out.returncode != 0:
        raise RuntimeError(f"vite build failed:\n{out.stdout[-2000:]}{out.stderr[-2000:]}")
    return out_dir


def _routes() -> list[tuple[str, list[str]]]:
    """Routes and their lazily loaded page modules, as frontend/scripts/bundle-budget.mjs lists them."""
    source = (FRONTEND / "scripts" / "bundle-budget.mjs").read_text()
    routes = []
    for route, pages in re.findall(r"route:\s*'([^']+)',\s*pages:\s*\[([^\]]*)\]", source):
        routes.append((route, re.findall(r"'([^']+)'", pages)))
    return routes


def sizes(dist: pathlib.Path) -> dict:
    """Gzipped KB of the JavaScript and CSS each route loads before its first paint: the entry
    with its static imports, the route's page chunks with theirs, the largest catalog, and the
    theme stylesheet linked at run time."""
    manifest = json.loads((dist / ".vite" / "manifest.json").read_text())

    def gz_kb(file: str) -> float:
        return len(gzip.compress((dist / file).read_bytes(), 9)) / 1024

    def closure(key: str, seen: set[str]) -> set[str]:
        if key in manifest and key not in seen:
            seen.add(key)
            for child in manifest[key].get("imports", []):
                closure(child, seen)
        return seen

    def totals(keys: set[str]) -> tuple[float, float]:
        js = sum(gz_kb(manifest[k]["file"]) for k in keys if manifest[k]["file"].endswith(".js"))
        css_files = {css for k in keys for css in manifest[k].get("css", [])}
        css_files |= {manifest[k]["file"] for k in keys if manifest[k]["file"].endswith(".css")}
        return js, sum(gz_kb(f) for f in css_files)

    entry = next(k for k, v in manifest.items() if v.get("isEntry"))
    shell = closure(entry, set())
    # Stylesheets imported as URLs (`?url`) and linked at run time: the theme (Bootstrap, LTR or
    # RTL) that every page loads. The larger of them counts.
    linked = {css for v in manifest.values() for css in v.get("css", [])}
    runtime_css = max((gz_kb(v["file"]) for k, v in manifest.items()
                       if v["file"].endswith(".css") and v["file"] not in linked), default=0.0)
    catalogs = [k for k in manifest if re.search(r"src/locales/[a-z]+\.json$", k)]
    catalog_kb = max((totals({k})[0] for k in catalogs), default=0.0)
    shell_js, shell_css = totals(shell)
    rows = []
    for route, pages in _routes():
        keys = set(shell)
        for page in pages:
            closure(page, keys)
        js, css = totals(keys)
        rows.append({"route": route, "js_kb": round(js + catalog_kb, 1), "css_kb": round(css + runtime_css, 1)})
    return {
        "shell_js_kb": round(shell_js, 1),
        "shell_css_kb": round(shell_css + runtime_css, 1),
        "theme_css_kb": round(runtime_css, 1),
        "largest_catalog_kb": round(catalog_kb, 1),
        "routes": rows,
    }


def _lighthouse_cli() -> pathlib.Path:
    cli = LIGHTHOUSE_DIR / "node_modules" / "lighthouse" / "cli" / "index.js"
    if not cli.exists():
        step(f"installing lighthouse@{LIGHTHOUSE_VERSION} into {LIGHTHOUSE_DIR}")
        subprocess.run(
            ["npm", "install", "--prefix", str(LIGHTHOUSE_DIR), "--no-audit", "--no-fund", "--no-save",
             f"lighthouse@{LIGHTHOUSE_VERSION}"],
            check=True, capture_output=True,
        )
    return cli


def lighthouse(base: str, workdir: pathlib.Path) -> dict:
    """Lighthouse's default run (mobile, simulated throttling), performance only."""
    chrome = shutil.which("chromium") or "/usr/bin/chromium"
    report = workdir / "lighthouse.json"
    env = {**os.environ, "CHROME_PATH": chrome}
    page = base.replace("127.0.0.1", config.LARGE_HOST, 1) + LIST_PAGE
    out = subprocess.run(
        ["node", str(_lighthouse_cli()), page, "--only-categories=performance", "--output=json",
         f"--output-path={report}", f"--chrome-flags={CHROME_FLAGS} --user-data-dir={workdir / 'chrome'}",
         "--quiet"],
        env=env, capture_output=True, text=True, timeout=300,
    )
    if out.returncode != 0 or not report.exists():
        raise RuntimeError(f"lighthouse failed:\n{out.stdout[-2000:]}{out.stderr[-2000:]}")
    result = json.loads(report.read_text())
    audits = result["audits"]
    return {
        "url": LIST_PAGE,
        "performance": round(result["categories"]["performance"]["score"] * 100),
        "lcp_ms": round(audits["largest-contentful-paint"]["numericValue"]),
        "cls": round(audits["cumulative-layout-shift"]["numericValue"], 3),
        "tbt_ms": round(audits["total-blocking-time"]["numericValue"]),
        "fcp_ms": round(audits["first-contentful-paint"]["numericValue"]),
    }
