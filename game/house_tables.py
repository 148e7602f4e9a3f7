"""The tables a rulebook misses or prints out of place, shown where they belong (issue 15).

The transcriptions' known defects (the rulebooks' INDEX, "Known transcription defects"):
tables the rulebook names but does not print are built by each game
(game/rules/<game>/house_tables.py, named by its descriptor) from the house data the
engines play, and marked as house data; tables printed in pieces elsewhere are shown whole
at their own section, marked as moved (game/rules/extras.py). ``insert(blocks, game_id)``
puts them into a parsed rulebook (game/rulebook.py) for the rules reader. No pygame here.
"""
from __future__ import annotations

from . import rulebook
from .rules.extras import HOUSE, Extra
from .rules.registry import GAMES


def extras(game_id: str, book: list, data=None) -> list[Extra]:
    """The game's tables to add to its parsed rulebook ``book``, from the data it plays with
    (a GameData; None: House)."""
    spec = GAMES.get(game_id)
    if spec is None or not spec.house_tables:
        return []
    if data is None:
        from .datasets import data_for
        data = data_for(game_id)
    return spec.load(spec.house_tables)(book, data)


def place(book: list, at: str) -> int | None:
    """The index in ``book`` where a table placed ``at`` goes: the end of the section a
    citation names (before the next heading), or after the printed table that follows a
    line (and its notes). None when the rulebook has no such place."""
    if at.split(" ", 1)[0] in {g.prefix for g in GAMES.values()}:
        found = rulebook.find(book, at)
        if found is None:
            return None
        j = found + 1
        while j < len(book) and book[j].kind != "heading":
            j += 1
        return j
    line = next((i for i, b in enumerate(book) if b.text == at), None)
    if line is None:
        return None
    j = next((k for k in range(line + 1, len(book)) if book[k].kind == "table"), None)
    if j is None:
        return None
    j += 1
    while j < len(book) and book[j].kind == "para" and book[j].text.startswith("Note:"):
        j += 1
    return j


def insert(book: list, game_id: str, data=None) -> list:
    """The rulebook's blocks with the game's extra tables where they belong, each a
    "table" block whose ``text`` is its title and ``marker`` its mark ("house" / "moved")
    and whose first row, in ``note``, says which."""
    placed = []
    for n, extra in enumerate(extras(game_id, book, data)):
        at = place(book, extra.at)
        if at is not None:
            placed.append((at, n, extra))
    out = list(book)
    for at, _n, extra in sorted(placed, key=lambda p: (p[0], p[1]), reverse=True):
        block = rulebook.Block("table", extra.title, rows=[list(r) for r in extra.rows],
                               marker="house" if extra.note == HOUSE else "moved", note=extra.note)
        out.insert(at, block)
    return out
