"""Entry point of `make bench` (see bench/README.md); scripts/bench.sh runs it."""

import pathlib
import sys

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from erbench.run import main  # noqa: E402

if __name__ == "__main__":
    main()
