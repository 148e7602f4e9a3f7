"""A seat as the screen names it, in one place: the game's own name for it where its rules
give one (``Rules.seat_name(state, seat)``: Steam Torpedo's factions), else the seat's id in
words ("red-2" -> "Red 2"). The rules' log lines, the summaries, the scenes, the record and
the computer's lines all ask here."""
from __future__ import annotations

# The seat of anyone at the table: ``Rules.view(state, ANYONE)`` hides every seat's secrets.
# What anyone may open (the replay view from the Load screen, a save's thumbnail) shows that
# while the game goes on.
ANYONE = ""


def seat_words(seat: str | None) -> str:
    """A seat id in words: "red-2" -> "Red 2", "white" -> "White"; "" for no seat."""
    return (seat or "").replace("-", " ").replace("_", " ").title()


def seat_name(rules, seat: str | None, state=None) -> str:
    """``seat`` as the screen names it: the rules' ``seat_name(state, seat)`` where the game
    names its seats (``state`` None: no position yet, the seat named by its id alone), else
    its id in words."""
    named = getattr(rules, "seat_name", None)
    return named(state, seat) if named is not None and seat else seat_words(seat)
