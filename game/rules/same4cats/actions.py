"""The player's actions and their notation.

    target Indomitable   choose the torpedo target among the drawn Target Ship cards (S4C 4.0)
    draw                 draw the next Event card onto the distance track (S4C 4.1)
    torpedo              make the torpedo attack at the current distance (S4C 4.5)
    abort                abort the mission: one last Event card (S4C 4.6)
    retry                retry the mission: one last card, then from distance 7 (S4C 4.7)
    repair               draw the repair check between missions (S4C 6.0)
    continue             confirm the experience step, skip the repair, confirm the medal check
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import NotationError


@dataclass(frozen=True)
class Target:
    ship: str

    def __str__(self) -> str:
        return f"target {self.ship}"


@dataclass(frozen=True)
class Draw:
    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True)
class Torpedo:
    def __str__(self) -> str:
        return "torpedo"


@dataclass(frozen=True)
class Abort:
    def __str__(self) -> str:
        return "abort"


@dataclass(frozen=True)
class Retry:
    def __str__(self) -> str:
        return "retry"


@dataclass(frozen=True)
class Repair:
    def __str__(self) -> str:
        return "repair"


@dataclass(frozen=True)
class Continue:
    def __str__(self) -> str:
        return "continue"


_WORDS = {"draw": Draw(), "torpedo": Torpedo(), "abort": Abort(), "retry": Retry(),
          "repair": Repair(), "continue": Continue()}


def parse(text: str, data):
    """The action a notation names, in a game played with ``data`` (its Target Ship cards).
    Raises NotationError for text that is no action."""
    if not isinstance(text, str):
        raise NotationError(f"a notation is text, not {type(text).__name__}")
    words = text.strip().split(maxsplit=1)
    if not words:
        raise NotationError("empty notation")
    verb = words[0].lower()
    if verb == "target":
        if len(words) < 2:
            raise NotationError("'target' needs a ship name, e.g. 'target Indomitable'")
        name = " ".join(words[1].split())
        ship = data.ship_named.get(name.lower())
        if ship is None:
            raise NotationError(f"no Target Ship card is called {name!r}")
        return Target(ship)
    if verb in _WORDS and len(words) == 1:
        return _WORDS[verb]
    raise NotationError(
        f"{text!r} is not a Same 4 Cats action (target <ship>, draw, torpedo, abort, retry, repair, continue)")
