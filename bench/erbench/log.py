"""Progress lines on stderr, so stdout holds only the table."""

from __future__ import annotations

import sys
import time

_STARTED = time.monotonic()


def step(message: str) -> None:
    print(f"[{time.monotonic() - _STARTED:6.1f}s] {message}", file=sys.stderr, flush=True)
