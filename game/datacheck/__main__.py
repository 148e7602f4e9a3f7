"""The data checker's command line: ``sortie check-data [PATH...] [--game GAME]``.

A PATH is a data set's folder (it holds dataset.yaml, naming its game) or one of its
files; with none, every game's house data is checked. One line per problem,
``file:line: field: problem``; exit code 1 when there is any, 0 when all are clean.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..rules.registry import GAMES

USAGE = "sortie check-data [PATH ...] [--game GAME]"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="sortie check-data", usage=USAGE, description=(
        "Check a data set's folder or one of its files against its game's schema "
        "(every game's house data when no PATH is given)."))
    parser.add_argument("paths", nargs="*", metavar="PATH")
    parser.add_argument("--game", choices=sorted(GAMES), help="the game a lone file is for "
                        "(needed when its folder has no dataset.yaml)")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    from .checker import _check_docs, check_file, check_set, house_paths
    problems, checked = [], 0
    if not args.paths:
        for game in (args.game,) if args.game else GAMES:
            problems += _check_docs(game, house_paths(game))[0]
            checked += 1
        what = "house data set(s)"
    else:
        for name in args.paths:
            path = Path(name)
            if path.is_dir():
                problems += check_set(path)
            else:
                problems += check_file(path, args.game)
            checked += 1
        what = "path(s)"
    for p in problems:
        print(p)
    if not problems:
        print(f"{checked} {what} checked: no problems")
    return 1 if problems else 0


def new_set_main(argv: list[str]) -> int:
    """``sortie new-data-set GAME NAME``: a new data set copied from the house data."""
    parser = argparse.ArgumentParser(prog="sortie new-data-set", description=(
        "Copy a game's house data into a new data set in your data folder, to edit."))
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("name")
    args = parser.parse_args(argv)
    from ..datasets import new_set
    folder = new_set(args.game, args.name)
    print(f"{folder}")
    print(f"edit its files, then: sortie check-data \"{folder}\"")
    return 0


if __name__ == "__main__":
    sys.exit(main())
