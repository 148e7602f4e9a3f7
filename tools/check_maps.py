"""Check Sortie's Tiled maps against what their games need.

    python tools/check_maps.py [FILE...]      (all of maps/*.tmx by default)

Prints one line per problem, `file: layer/object: problem`, and exits 1 when there is any.
"""
from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import mapcheck  # noqa: E402
from game.paths import MAPS  # noqa: E402


def main(argv: list[str]) -> int:
    files = [Path(a) for a in argv] or sorted(MAPS.glob("*.tmx"))
    problems = []
    for path in files:
        problems.extend(mapcheck.check(path))
    for p in problems:
        print(p)
    if not problems:
        print(f"{len(files)} map(s) checked: no problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
