"""The figures of the records: win rates against each computer level per game with their
Wilson 95% intervals, the win rate over time, the longest, shortest and closest games.
docs/RECORDS.md says how each is counted and which test checks it."""
from __future__ import annotations

from dataclasses import dataclass

from . import games
from .ai import LEVEL_NAMES
from .record_words import title, won
from .records_db import Record
from .session.dice import add_up
from .session.stats import wilson

DICE_HEAD = ("Game", "Kind", "Counted", "Face", "Count", "Expected")


@dataclass
class WinRate:
    game: str
    level: str
    wins: int
    games: int

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)


def against_one_level(record: Record) -> str | None:
    """The computer's level when the player (one seat) played the computer at one level."""
    levels = {record.computer[s] for s in record.players if s in record.computer}
    if not record.finished or len(levels) != 1 or len(record.players) - len(record.computer) != 1:
        return None
    return levels.pop()


def win_rates(records: list[Record]) -> list[WinRate]:
    """Per game, per level: the games the player finished against the computer at that
    level, and how many were won (a draw is not a win)."""
    found: dict[tuple, WinRate] = {}
    for r in records:
        level = against_one_level(r)
        if level is None:
            continue
        rate = found.setdefault((r.game, level), WinRate(r.game, level, 0, 0))
        rate.games += 1
        rate.wins += 1 if won(r) is True else 0
    order = list(LEVEL_NAMES)
    return sorted(found.values(), key=lambda w: (w.game, order.index(w.level) if w.level in order else 9))


def rate_over_time(records: list[Record]) -> dict[str, list[float]]:
    """Per level (all games together), the player's win rate after each game against it,
    in the order the games ended: level -> [rate after game 1, after game 2, ...]."""
    out: dict[str, list[float]] = {}
    tally: dict[str, list[int]] = {}
    for r in sorted(records, key=lambda r: (r.day, r.n)):
        level = against_one_level(r)
        if level is None:
            continue
        wins_games = tally.setdefault(level, [0, 0])
        wins_games[1] += 1
        wins_games[0] += 1 if won(r) is True else 0
        out.setdefault(level, []).append(wins_games[0] / wins_games[1])
    return {lv: out[lv] for lv in LEVEL_NAMES if lv in out}


def extremes(records: list[Record], most: int = 3) -> dict[str, list[Record]]:
    """The longest and the shortest finished games (moves), and the closest games between
    sides (the smallest margin, game/session/margins.py)."""
    finished = [r for r in records if r.finished]
    closest = sorted((r for r in finished if r.margin is not None), key=lambda r: (r.margin, -r.length))
    return {"Longest": sorted(finished, key=lambda r: -r.length)[:most],
            "Shortest": sorted(finished, key=lambda r: r.length)[:most],
            "Closest": closest[:most]}


def dice_rows(records: list[Record], gid: str | None = None) -> list[tuple]:
    """(game title or "All games", DiceRow) per kind of random result: each game's own, then,
    without ``gid``, all games together (game/session/dice.py)."""
    out = []
    ids = [gid] if gid else [g for g in games.GAMES if any(r.game == g for r in records)]
    for g in ids:
        out += [(title(g), row) for row in add_up(r.dice for r in records if r.game == g and r.finished)]
    if gid is None:
        out += [("All games", row) for row in add_up(r.dice for r in records if r.finished)]
    return out
