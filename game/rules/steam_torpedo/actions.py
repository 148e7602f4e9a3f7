"""Actions of Steam Torpedo and their notation: ``str(action)`` writes it, ``parse`` reads it.

    build gatling-gun            pick a compartment (custom build / draft, ST Setup 1)
    swap a1 e1 | keep            the one optional swap (ST Setup 2)
    oxygen b2                    remove the turn's oxygen marker from b2 (ST Turn Sequence 1)
    manoeuvre own 5 enemy 2      figures to sectors 5 (own) and 2 (enemy) (ST Manoeuvring)
    move 2 b1 | move C b1 c1     crew move; the commander may take his extra step (ST Using the Crew A)
    activate a1 by 1 to b1       activate a1 with sailor 1, who moves to b1 (ST Using the Crew B)
    activate d1 by 1+2 to c1,c2  an "x2" compartment used by two crew members
    activate b1 by C step-in to c2      the commander steps into b1 first, then activates it
    activate a2 by C to b2 then b1      ... or takes his extra step afterwards
    activate e1 by 3 to d1 on 4         "on": the effect's target (a cell, a crew id, a sector)
    use b2 on c1                 use a presence compartment (ST Conditions: presence)
    end                          end the turn
    react a2 by 1 | pass         reaction in the opponent's turn (ST Conditions: reaction)
    damage b1 | replace          place one damage point / replace all by one control-room marker (ST Attack Results 5)
"""
from __future__ import annotations

from dataclasses import dataclass

from ..core import NotationError, check_numbers
from .state import is_cell

CREW_IDS = ("C", "1", "2", "3", "4")


@dataclass(frozen=True)
class Build:
    card: str

    def __str__(self):
        return f"build {self.card}"


@dataclass(frozen=True)
class Swap:
    a: str
    b: str

    def __str__(self):
        return f"swap {self.a} {self.b}"


@dataclass(frozen=True)
class Keep:
    def __str__(self):
        return "keep"


@dataclass(frozen=True)
class Breathe:
    cell: str

    def __str__(self):
        return f"oxygen {self.cell}"


@dataclass(frozen=True)
class Manoeuvre:
    own: int
    enemy: int

    def __str__(self):
        return f"manoeuvre own {self.own} enemy {self.enemy}"


@dataclass(frozen=True)
class Move:
    crew: str
    path: tuple[str, ...]

    def __str__(self):
        return f"move {self.crew} {' '.join(self.path)}"


@dataclass(frozen=True)
class Activate:
    cell: str
    crew: tuple[str, ...]
    to: tuple[str, ...] = ()
    on: str | None = None
    step_in: bool = False
    then: str | None = None

    def __str__(self):
        out = f"activate {self.cell} by {'+'.join(self.crew)}"
        if self.step_in:
            out += " step-in"
        if self.to:
            out += f" to {','.join(self.to)}"
        if self.on is not None:
            out += f" on {self.on}"
        if self.then:
            out += f" then {self.then}"
        return out


@dataclass(frozen=True)
class Use:
    cell: str
    on: str | None = None

    def __str__(self):
        return f"use {self.cell}" + (f" on {self.on}" if self.on is not None else "")


@dataclass(frozen=True)
class EndTurn:
    def __str__(self):
        return "end"


@dataclass(frozen=True)
class React:
    cell: str
    crew: tuple[str, ...]
    on: str | None = None

    def __str__(self):
        return f"react {self.cell} by {'+'.join(self.crew)}" + (f" on {self.on}" if self.on is not None else "")


@dataclass(frozen=True)
class Pass:
    def __str__(self):
        return "pass"


@dataclass(frozen=True)
class Damage:
    cell: str

    def __str__(self):
        return f"damage {self.cell}"


@dataclass(frozen=True)
class Replace:
    def __str__(self):
        return "replace"


_SHARED: dict = {}


def shared(cls, *fields):
    """The one shared instance of an action (actions are frozen values, compared by value):
    legal-action lists reuse it instead of building a new object in every position."""
    key = (cls, fields)
    action = _SHARED.get(key)
    if action is None:
        action = _SHARED[key] = cls(*fields)
    return action


def _cell(text: str, whole: str) -> str:
    if not is_cell(text):
        raise NotationError(f"{text!r} is not a compartment (a1-e2) in {whole!r}")
    return text


def _crew(text: str, whole: str) -> tuple[str, ...]:
    ids = tuple(text.split("+"))
    if not ids or any(i not in CREW_IDS for i in ids) or len(set(ids)) != len(ids):
        raise NotationError(f"{text!r} is not a crew member (C, 1-4) in {whole!r}")
    return ids


def _target(text: str, whole: str) -> str:
    if is_cell(text) or text in CREW_IDS or text in "12345":
        return text
    raise NotationError(f"{text!r} is not a target (a cell, a crew member or a sector) in {whole!r}")


def _options(words: list[str], whole: str, allowed: set[str]) -> dict:
    """Keyword-value pairs after the fixed words (step-in takes no value)."""
    out: dict = {}
    i = 0
    while i < len(words):
        key = words[i]
        if key not in allowed or key in out:
            raise NotationError(f"unexpected {key!r} in {whole!r}")
        if key == "step-in":
            out[key] = True
            i += 1
            continue
        if i + 1 >= len(words):
            raise NotationError(f"{key!r} needs a value in {whole!r}")
        out[key] = words[i + 1]
        i += 2
    return out


def parse(text: str):
    whole = text
    check_numbers(text, 1, "Steam Torpedo")  # sea sectors 1-5 and crew 1-4: one digit
    words = text.strip().split()
    if not words:
        raise NotationError("empty move")
    head, rest = words[0], words[1:]
    try:
        if head in ("keep", "end", "pass", "replace") and not rest:
            return {"keep": Keep, "end": EndTurn, "pass": Pass, "replace": Replace}[head]()
        if head == "build" and len(rest) == 1:
            return Build(rest[0])
        if head == "swap" and len(rest) == 2:
            return Swap(_cell(rest[0], whole), _cell(rest[1], whole))
        if head == "oxygen" and len(rest) == 1:
            return Breathe(_cell(rest[0], whole))
        if head == "damage" and len(rest) == 1:
            return Damage(_cell(rest[0], whole))
        if head == "manoeuvre" and len(rest) == 4 and rest[0] == "own" and rest[2] == "enemy":
            return Manoeuvre(int(rest[1]), int(rest[3]))
        if head == "move" and 2 <= len(rest) <= 3:
            return Move(_crew(rest[0], whole)[0] if len(_crew(rest[0], whole)) == 1 else _bad(whole),
                        tuple(_cell(c, whole) for c in rest[1:]))
        if head == "use" and len(rest) >= 1:
            opts = _options(rest[1:], whole, {"on"})
            return Use(_cell(rest[0], whole), _target(opts["on"], whole) if "on" in opts else None)
        if head in ("activate", "react") and len(rest) >= 3 and rest[1] == "by":
            cell, crew = _cell(rest[0], whole), _crew(rest[2], whole)
            if head == "react":
                opts = _options(rest[3:], whole, {"on"})
                return React(cell, crew, _target(opts["on"], whole) if "on" in opts else None)
            opts = _options(rest[3:], whole, {"step-in", "to", "on", "then"})
            to = tuple(_cell(c, whole) for c in opts["to"].split(",")) if "to" in opts else ()
            return Activate(cell, crew, to,
                            _target(opts["on"], whole) if "on" in opts else None,
                            bool(opts.get("step-in", False)),
                            _cell(opts["then"], whole) if "then" in opts else None)
    except ValueError as exc:
        if isinstance(exc, NotationError):
            raise
        raise NotationError(f"cannot read {whole!r}") from None
    raise NotationError(f"{whole!r} is not a Steam Torpedo move")


def _bad(whole: str):
    raise NotationError(f"only one crew member moves at a time in {whole!r}")
