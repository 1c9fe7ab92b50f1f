#!/usr/bin/env python3
"""The layering guard `make test` runs (docs/architecture.md, "Layers and the one-way dependency
rule"). Cargo already refuses a cycle between crates; this checks what it cannot:

1. A feature's tables are its own. Its `entities` module stays private to its crate (`mod
   entities;`, never `pub`), so another crate cannot name it; what another feature may name in a
   read statement of its own is the feature's `schema` module (the table and its columns, no
   entity). Writing through those names fails here: `into_table`, `.table(…)` or `from_table`
   of another feature's schema identifier (a write goes through the owner's functions).
2. One name per feature: every `frontend/src/features/<name>` has a server counterpart of the same
   name (`-` read as `_`): a crate `crates/<name>`, a module `server/src/<name>` (folder or file),
   or a module of that name inside one of them (`crates/auth/src/account.rs` for `account`); and
   a page `docs/features/<name>.md`.

Exits 1 with one line per finding. `layers.py --graph` prints how the workspace's crates depend
on each other (from `cargo metadata`).
"""

import json
import pathlib
import re
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SERVER = ROOT / "server" / "src"
CRATES = ROOT / "crates"

PUBLIC_ENTITIES = re.compile(r"^\s*pub(\([a-z]+\))? mod entities\b", re.M)
SCHEMA_IMPORT = re.compile(r"\buse crate::([a-z_]+)::schema::(\{[^}]*\}|\w+);")
WRITE = re.compile(r"(?:\binto_table|\bfrom_table|\.table)\(\s*(\w+)")


def features():
    """Each feature crate's name and its Rust sources (the platform and the sandbox are no feature;
    the server composes the features)."""
    for crate in sorted(CRATES.iterdir()):
        if crate.name not in ("platform", "sandbox") and (crate / "src").is_dir():
            yield crate.name, sorted((crate / "src").rglob("*.rs"))
    yield "server", sorted(SERVER.rglob("*.rs"))


def table_findings():
    problems = []
    for owner, paths in features():
        for path in paths:
            text = path.read_text(encoding="utf-8")
            where = path.relative_to(ROOT)
            if PUBLIC_ENTITIES.search(text):
                problems.append(f"{where}: the {owner} feature publishes its entities; keep `mod entities;` private")
            foreign = {}
            for match in SCHEMA_IMPORT.finditer(text):
                if match.group(1) != owner:
                    for name in re.findall(r"\w+", match.group(2)):
                        foreign[name] = match.group(1)
            for match in WRITE.finditer(text):
                if match.group(1) in foreign:
                    problems.append(
                        f"{where}: the {owner} feature writes {foreign[match.group(1)]}'s table "
                        f"{match.group(1)}; call {foreign[match.group(1)]}'s functions instead"
                    )
    return problems


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
    problems = table_findings()
    names = server_names()
    for feature in sorted(p.name for p in (ROOT / "frontend" / "src" / "features").iterdir() if p.is_dir()):
        if feature.replace("-", "_") not in names:
            problems.append(f"frontend/src/features/{feature}: no server crate or module of that name")
        if not (ROOT / "docs" / "features" / f"{feature}.md").is_file():
            problems.append(f"frontend/src/features/{feature}: no docs/features/{feature}.md")
    for problem in problems:
        print(problem)
    if problems:
        return 1
    print("layers: every feature's entities are its own and no feature writes another's tables; every web feature has its server name")
    return 0


if __name__ == "__main__":
    sys.exit(main())
