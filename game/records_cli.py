"""`sortie records [--game GAME] [--csv]`, `sortie records --rebuild` and `sortie dice
[--game GAME] [--csv]`: the records and the dice on the command line. A refusal is one line
on stderr and exit code 2 (game/__main__.py)."""
from __future__ import annotations

import argparse
import sys

from . import games
from .record_export import csv_text


def _parser(name: str, rebuild: bool) -> argparse.ArgumentParser:
    what = "the finished games you played" if name == "records" else "every die rolled and card drawn"
    p = argparse.ArgumentParser(prog=f"sortie {name}", description=f"Print {what} (docs/RECORDS.md).")
    p.add_argument("--game", metavar="GAME", help="one game only: " + ", ".join(games.GAMES))
    p.add_argument("--csv", action="store_true", help="print CSV instead of lines")
    if rebuild:
        p.add_argument("--rebuild", action="store_true", help="rebuild the records from the saves and autosaves")
    return p


def _game(name: str | None, refuse) -> str | None:
    if name is None:
        return None
    try:
        return games.info(name).id
    except games.UnknownGame as exc:
        refuse(str(exc))


def _load(refuse):
    from . import records_db
    try:
        return records_db.load()
    except records_db.RecordsError as exc:
        refuse(f"the records cannot be read: {exc}")


def records_main(argv: list[str], refuse) -> int:
    args = _parser("records", True).parse_args(argv)
    if args.rebuild and (args.game or args.csv):
        refuse("--rebuild takes no --game and no --csv")
    if args.rebuild:
        from . import records_db
        try:
            count, problems = records_db.rebuild()
        except OSError as exc:
            refuse(f"the records cannot be written: {exc}")
        for line in problems:
            print(f"left out: {line}")
        print(f"{count} finished game{'s' if count != 1 else ''} in the records ({records_db.db_path()})")
        return 0
    gid = _game(args.game, refuse)
    from .record_words import TABLE_HEAD, table_row
    rows = [table_row(r) for r in _load(refuse) if gid is None or r.game == gid]
    if args.csv:
        sys.stdout.write(csv_text(TABLE_HEAD, rows))
        return 0
    if not rows:
        print("No records yet: a game you finish is recorded.")
    for row in rows:
        print("  ".join(str(v) for v in row[:5]) + f"  ({row[5]})")
    return 0


def dice_main(argv: list[str], refuse) -> int:
    from .record_figures import DICE_HEAD, dice_rows
    args = _parser("dice", False).parse_args(argv)
    gid = _game(args.game, refuse)
    found = dice_rows(_load(refuse), gid)
    if args.csv:
        lines = [(where, row.label, row.counted, face, count, f"{row.expected:.2f}")
                 for where, row in found for face, count in zip(row.face_names, row.counts)]
        sys.stdout.write(csv_text(DICE_HEAD, lines))
        return 0
    if not found:
        print("No dice yet: the dice of the games you finish are counted.")
    for where, row in found:
        stat, df, p = row.test
        print(f"{where}: {row.label}: {row.total} {row.unit} ({row.counted})")
        print("  faces:    " + " ".join(f"{f:>5}" for f in row.face_names))
        print("  counted:  " + " ".join(f"{c:>5}" for c in row.counts))
        print(f"  expected: {row.expected:.2f} each; chi-square {stat:.2f} on {df} degrees of freedom, "
              f"p = {p:.4f}. {row.sentence}")
    return 0
