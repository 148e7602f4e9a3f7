"""`sortie verify RECORD`: check an online table's record (DIR/records/CODE.yaml): that its
revealed seed is the one whose hash every seat received when the table was created, and
that replaying its moves from that seed gives every roll and draw, each move's log lines,
and the result as recorded. One line per check; exit 1 when one fails."""
from __future__ import annotations

import sys

from .table import seed_hash


def check(path) -> tuple[bool, list[str]]:
    """Whether the record is true, and one line per check."""
    from .. import games
    from ..rules.core import NotationError, RuleError
    from ..session.game import Game
    from ..rules.core import saved_options
    from ..session.saves import SaveError, check_for_rules, read_document
    try:
        doc = read_document(path)
        online = doc.get("online")
        if not isinstance(online, dict) or not all(isinstance(online.get(k), str) for k in ("salt", "seed_hash", "table")):
            return False, [f"{path}: not an online table's record (it has no published seed hash)"]
        rules = games.rules_for(doc["game"])
        check_for_rules(doc, rules, path)
        options = saved_options(rules, doc["options"])
    except (SaveError, ValueError) as exc:
        return False, [f"{exc}"]
    lines, ok = [], True
    if seed_hash(online["salt"], doc["seed"]) == online["seed_hash"]:
        lines.append(f"seed: matches the hash published when table {online['table']} was created "
                     f"({online['seed_hash'][:16]}...)")
    else:
        ok = False
        lines.append(f"seed: does NOT match the hash published when table {online['table']} was created")
    recorded = online.get("lines")
    if not isinstance(recorded, list) or len(recorded) != len(doc["moves"]):
        return False, lines + ["moves: the record's log does not have one entry per move"]
    game = Game(rules, doc["seed"], options, doc["players"])
    for i, (move, said) in enumerate(zip(doc["moves"], recorded), start=1):
        try:
            events = game.play(move)
        except (RuleError, NotationError) as exc:
            return False, lines + [f"move {i} ({move}): refused by the rules from this seed: {exc}"]
        got = [e.text for e in events]
        if got != said:
            first = next((k for k, (a, b) in enumerate(zip(got, said)) if a != b), min(len(got), len(said)))
            return False, lines + [f"move {i} ({move}): the seed gives {_line(got, first)!r}; "
                                   f"the record says {_line(said, first)!r}"]
    lines.append(f"moves: all {len(doc['moves'])} moves, their rolls and draws replay as recorded")
    outcome = game.outcome()
    if outcome is None or doc.get("over") is False:
        ok = False
        lines.append("result: the moves do not end the game")
    else:
        lines.append(f"result: {outcome.how}")
    return ok, lines


def _line(lines: list, k: int) -> str:
    return lines[k] if k < len(lines) else "(nothing)"


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0].startswith("-"):
        print("usage: sortie verify RECORD   (an online table's record, DIR/records/CODE.yaml)", file=sys.stderr)
        return 2
    ok, lines = check(argv[0])
    for line in lines:
        print(line)
    return 0 if ok else 1
