"""The map checker's command line: ``sortie check-maps [FILE...]`` or ``python -m game.mapcheck``.

Checks the given .tmx files (every shipped map by default) and prints one line per
problem, ``file: layer/object: problem``; exits 1 when there is any, 0 when all are clean.
"""
from __future__ import annotations

import sys
from pathlib import Path

from ..resources import maps_folder
from .checker import check

USAGE = "usage: sortie check-maps [FILE.tmx ...]   (every shipped map when no file is named)"


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if any(a in ("-h", "--help") for a in argv):
        print(USAGE)
        return 0
    files = [Path(a) for a in argv] or sorted(maps_folder().glob("*.tmx"))
    problems = []
    for path in files:
        problems.extend(check(path))
    for p in problems:
        print(p)
    if not problems:
        print(f"{len(files)} map(s) checked: no problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
