#!/usr/bin/env python3
"""The layering guard `make test` runs (docs/architecture.md, "Layers and the one-way dependency
rule").

1. A feature never reaches into another feature's entities: in the server's sources, a feature
   module (or a feature crate) naming `<other>::entities` of another feature fails. The platform's
   entities (files, audit…) are below every feature and may be named. While the server is being
   split, the reaches that already exist are listed in BASELINE below; the list only shrinks: a
   new reach fails, and so does a listed one that has gone (take it off the list).
2. One name per feature: every `frontend/src/features/<name>` has a server counterpart of the same
   name (`-` read as `_`): a crate `crates/<name>`, a module `server/src/<name>` (folder or file),
   or a module of that name inside one of them (`server/src/auth/account.rs` for `account`).

Exits 1 with one line per finding. `layers.py --graph` prints how the workspace's crates depend
on each other (from `cargo metadata`), as docs/architecture.md shows it.
"""

import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SERVER = ROOT / "server" / "src"
CRATES = ROOT / "crates"
PLATFORM = CRATES / "platform" / "src"

# (feature, the feature whose entities it names): reaches to remove as features become crates.
BASELINE = {
    ("job_alerts", "vacancies"), ("applications", "profiles"),
    ("applications", "vacancies"), ("calendar", "applications"),
    ("calendar", "auth"), ("calendar", "profiles"), ("calendar", "vacancies"),
    ("chat", "applications"), ("desk", "applications"), ("desk", "messages"),
    ("desk", "profiles"), ("desk", "vacancies"), ("chat", "auth"), ("chat", "profiles"), ("demo", "help"),
    ("demo", "vacancies"), ("maintenance", "auth"), ("messages", "applications"),
    ("messages", "auth"), ("messages", "profiles"), ("privacy", "applications"),
    ("privacy", "auth"), ("privacy", "profiles"), ("syndication", "help"),
    ("syndication", "vacancies"), ("tasks", "applications"), ("tasks", "auth"),
    ("tasks", "vacancies"),
}

REACH = re.compile(r"\b(?:crate|erecruit_server|erecruit_([a-z_]+))::(?:([a-z_]+)::)?entities\b")


def platform_modules():
    return {p.stem for p in PLATFORM.iterdir() if p.suffix == ".rs" or p.is_dir()} - {"lib"}


def sources():
    """Every Rust source of a feature with the feature it belongs to: a server module's first
    path segment, or a feature crate's name (the platform and the sandbox are no feature)."""
    for path in SERVER.rglob("*.rs"):
        yield path.relative_to(SERVER).parts[0].removesuffix(".rs"), path
    for crate in CRATES.iterdir():
        if crate.name not in ("platform", "sandbox") and (crate / "src").is_dir():
            for path in (crate / "src").rglob("*.rs"):
                yield crate.name, path


def entity_reaches():
    platform = platform_modules()
    found = set()
    for owner, path in sources():
        for match in REACH.finditer(path.read_text(encoding="utf-8")):
            # `crate::entities` in a feature crate is its own; `erecruit_auth::entities` is auth's.
            target = match.group(2) or match.group(1) or owner
            if target not in (owner, "platform", "server") and target not in platform:
                found.add((owner, target, str(path.relative_to(ROOT))))
    return found


def server_names():
    names = set()
    for base in [SERVER] + [p / "src" for p in CRATES.iterdir() if (p / "src").is_dir()]:
        for entry in base.iterdir():
            names.add(entry.stem)
            if entry.is_dir():
                names.update(child.stem for child in entry.iterdir())
    names.update(p.name for p in CRATES.iterdir() if p.is_dir())
    return names


def graph():
    """Each workspace crate and the workspace crates it depends on, lowest layer first."""
    meta = json.loads(
        subprocess.run(
            ["cargo", "metadata", "--no-deps", "--format-version", "1"], cwd=ROOT, check=True, capture_output=True
        ).stdout
    )
    ours = {package["name"] for package in meta["packages"]}
    edges = {
        package["name"]: sorted(
            {d["name"] for d in package["dependencies"] if d["name"] in ours and d["kind"] is None}
        )
        for package in meta["packages"]
    }
    done, order = set(), []
    while len(order) < len(edges):
        ready = sorted(name for name, deps in edges.items() if name not in done and set(deps) <= done)
        if not ready:
            raise SystemExit("the crates depend on each other in a cycle")
        order += ready
        done.update(ready)
    for name in order:
        print(f"{name:<20} → {', '.join(edges[name]) or '(none of ours)'}")
    return 0


def main():
    if sys.argv[1:] == ["--graph"]:
        return graph()
    problems = []
    reaches = entity_reaches()
    pairs = {(owner, target) for owner, target, _ in reaches}
    for owner, target, path in sorted(reaches):
        if (owner, target) not in BASELINE:
            problems.append(f"{path}: the {owner} feature names {target}'s entities; call {target}'s functions instead")
    for owner, target in sorted(BASELINE - pairs):
        problems.append(f"scripts/layers.py: {owner} no longer names {target}'s entities: take the pair off BASELINE")
    names = server_names()
    for feature in sorted(p.name for p in (ROOT / "frontend" / "src" / "features").iterdir() if p.is_dir()):
        if feature.replace("-", "_") not in names:
            problems.append(f"frontend/src/features/{feature}: no server crate or module of that name")
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print(f"layers: {len(pairs)} listed reaches into other features' entities remain; every web feature has its server name")
    return 0


if __name__ == "__main__":
    sys.exit(main())
