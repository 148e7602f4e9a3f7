"""Check every game's house data and record what passed: game/datacheck/checked.yaml.

Run: python tools/check_house_data.py   after changing a house data file (the cards and
tables beside each game's rules). It prints the checker's lines and exits 1 if a file has
a problem; when all pass it writes each file's length and CRC-32, so that the game reads
those files at run time without checking them again (game/datacheck/house.py).
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.rules.registry import GAMES  # noqa: E402
from game.datacheck.checker import _check_docs, house_paths  # noqa: E402
from game.datacheck.house import fingerprint  # noqa: E402

OUT = ROOT / "game" / "datacheck" / "checked.yaml"


def main() -> int:
    problems, record = [], {}
    for game in GAMES:
        problems += _check_docs(game, house_paths(game))[0]
        record[game] = {name: fingerprint(path.read_bytes()) for name, path in house_paths(game).items()}
    for p in problems:
        print(p)
    if problems:
        return 1
    lines = ["# The house data files as they last passed `sortie check-data` (length:CRC-32).",
             "# Written by tools/check_house_data.py; a file that differs is checked again at run time."]
    for game, files in record.items():
        lines.append(f"{game}:")
        lines += [f"  {name}: \"{fp}\"" for name, fp in files.items()]
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{OUT.relative_to(ROOT)}: {sum(len(f) for f in record.values())} files recorded")
    return 0


if __name__ == "__main__":
    sys.exit(main())
