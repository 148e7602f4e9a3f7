"""A record as the screen and the command line word it: the game's title, each seat as the
screen names it with who played it (you, a player at the table, the computer at its level),
the opponent, the result from the player's side. Never a code or a Python value."""
from __future__ import annotations

import datetime
from functools import lru_cache

from . import games
from .ai import LEVEL_NAMES
from .records_db import Record
from .rules.seats import seat_name, seat_words

SOLITAIRE = "No one (solitaire)"
AT_THE_TABLE = "Players at the table"


def title(game_id: str) -> str:
    try:
        return games.info(game_id).title
    except Exception:  # noqa: BLE001 - a game this Sortie does not know
        return "A game this Sortie does not know"


@lru_cache(maxsize=16)
def _rules(game_id: str):
    try:
        return games.rules_for(game_id)
    except Exception:  # noqa: BLE001 - named by their ids in words
        return None


def seat(game_id: str, seat_id: str) -> str:
    rules = _rules(game_id)
    return seat_name(rules, seat_id) if rules is not None else seat_words(seat_id)


def humans(record: Record) -> list[str]:
    return [s for s in record.players if s not in record.computer]


def level_words(level: str) -> str:
    return f"Computer ({LEVEL_NAMES.get(level, level)})"


def players(record: Record) -> str:
    """ "White: you, Grey: Computer (Hard)"; "Crew: you, solitaire"."""
    if len(record.players) == 1:
        return f"{seat(record.game, record.players[0])}: you, solitaire"
    who = humans(record)
    if not record.computer:
        names = [seat(record.game, s) for s in record.players]
        return f"{', '.join(names[:-1])} and {names[-1]}, players at the table"
    parts = []
    for s in record.players:
        level = record.computer.get(s)
        player = level_words(level) if level else ("you" if len(who) == 1 else "a player at the table")
        parts.append(f"{seat(record.game, s)}: {player}")
    return ", ".join(parts)


def opponent(record: Record) -> str:
    """Whom the player played against: a computer level, players at the table, or no one."""
    if len(record.players) == 1:
        return SOLITAIRE
    levels = sorted({record.computer[s] for s in record.players if s in record.computer},
                    key=list(LEVEL_NAMES).index)
    if not levels:
        return AT_THE_TABLE
    return ", ".join(level_words(lv) for lv in levels)


def won(record: Record) -> bool | None:
    """Whether the player won: True, False, or None (a draw, a game at the table, a kept game)."""
    if not record.finished:
        return None
    who = humans(record)
    if len(who) != 1:
        return None
    if record.winner is None:
        return None if len(record.players) > 1 else False
    return record.winner == who[0] or _side_of(record, who[0]) == record.winner


def _side_of(record: Record, seat_id: str) -> str:
    """A team game's seat ("red-2") belongs to its side ("red")."""
    return seat_id.split("-")[0]


def result(record: Record) -> str:
    if not record.finished:
        return "Not finished (kept)"
    w = won(record)
    if w is True:
        return "Won"
    if w is False:
        return "Lost"
    if record.winner is None:
        return "Drawn"
    return f"{seat(record.game, record.winner)} won"


def day(record: Record) -> str:
    try:
        return datetime.date.fromisoformat(record.day).strftime("%d %b %Y").lstrip("0")
    except ValueError:
        return record.day


def length(record: Record) -> str:
    return f"{record.length} move{'s' if record.length != 1 else ''}"


TABLE_HEAD = ("Game", "Date", "Players", "Result", "Length", "How it ended")


def table_row(record: Record) -> tuple:
    """One record as the table of the screen, the command line and the CSV show it."""
    how = record.how if record.finished else f"Where it stood: {record.summary}"
    return (title(record.game), day(record), players(record), result(record), length(record), how)
