"""Actions of a Thunderbirds tour and their text notation: str(action) and parse(text)."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.core import NotationError, check_numbers

def written(action, make) -> str:
    """The action's notation, made by `make` once per action object and kept beside its fields
    (equality and hashing read only the fields): every move played is written down, and the
    listed actions are the same objects again and again. (Kept as an attribute, never through
    the instance's ``__dict__``, which on CPython 3.11 would slow every later read of it.)"""
    try:
        return action._notation
    except AttributeError:
        text = make(action)
        object.__setattr__(action, "_notation", text)  # (a frozen dataclass: set once, here)
        return text


POSITIONS = ("pilot", "gunner", "aimer", "navigator", "wireless", "engineer")
CQP_KINDS = ("gun", "aim", "nav", "repair")
PDP_KINDS = ("man", "stam", "reroll", "disc")
BONUSES = ("cqp", "disc", "stam", "man", "mid")


@dataclass(frozen=True)
class ChooseTarget:
    """`target Essen`, or `target roll` for Table 1 (6.1)."""
    name: str

    def __str__(self):
        return written(self, lambda a: f"target {a.name}")


@dataclass(frozen=True)
class RollConditions:
    """`conditions`: roll the sky and the moon (6.2)."""

    def __str__(self):
        return "conditions"


@dataclass(frozen=True)
class ChooseCrew:
    """`crew gunner,aimer,navigator,engineer`: the four beside the pilot (6.3)."""
    positions: tuple

    def __str__(self):
        return written(self, lambda a: "crew " + ",".join(a.positions))


@dataclass(frozen=True)
class AssignPoints:
    """`points cqp:gun,nav pdp:man,reroll,disc` (`-` for none), 6.4; `... perm:stam` once, at the
    briefing after the pilot's MiD: the PDP that stays his for good (Table 4 NOTE)."""
    cqp: tuple
    pdp: tuple
    permanent: str | None = None

    def __str__(self):
        return written(self, lambda a: f"points cqp:{','.join(a.cqp) or '-'} pdp:{','.join(a.pdp) or '-'}"
                                       + (f" perm:{a.permanent}" if a.permanent else ""))


@dataclass(frozen=True)
class PlanHex:
    """`path 3,4` adds the next hex to the flight path; `path karmoy`; `path reset` (6.5.1)."""
    where: str  # "c,r", "karmoy" or "reset"

    def __str__(self):
        return written(self, lambda a: f"path {a.where}")

    @property
    def cell(self):
        c, r = self.where.split(",")
        return int(c), int(r)


@dataclass(frozen=True)
class Restore:
    """`restore gunner`: event 5 homebound, the crew member whose bonus comes back."""
    position: str

    def __str__(self):
        return f"restore {self.position}"


@dataclass(frozen=True)
class Extinguish:
    """`extinguish gunner`: the crew member the player sends to fight a fire (8.2.3). A bare
    `extinguish` (saves made before the player chose) is the Flt. Engineer, else the first aboard."""
    position: str

    def __str__(self):
        return f"extinguish {self.position}"


@dataclass(frozen=True)
class Simple:
    """`fly`, `land`, `ditch`, `extinguish`, `repair`, `hold`, `reroll`, `accept`, `jettison`,
    `keep`, `continue`, `scrub`, `next` (the tour: on to the next mission)."""
    verb: str

    def __str__(self):
        return self.verb


@dataclass(frozen=True)
class RollWith:
    """`roll`, `roll +cqp`, `roll +disc+stam`; `fire +cqp` for the gunner; `evade +man+disc`."""
    verb: str  # roll, fire, evade
    bonuses: tuple = ()

    def __str__(self):
        return written(self, lambda a: a.verb + (" +" + "+".join(a.bonuses) if a.bonuses else ""))


SIMPLE_VERBS = ("conditions", "fly", "land", "ditch", "extinguish", "repair", "hold", "reroll", "accept",
                "jettison", "keep", "continue", "scrub", "next")


def _order(items, order):
    return tuple(sorted(items, key=order.index))


def parse(text: str):
    check_numbers(text, 3, "Thunderbirds")  # hex columns and rows (6.5.1) fit in 3 digits
    words = text.strip().split()
    if not words:
        raise NotationError("empty notation")
    verb, rest = words[0].lower(), words[1:]
    if verb == "conditions" and not rest:
        return RollConditions()
    if verb in SIMPLE_VERBS and not rest:
        return Simple(verb)
    if verb == "restore" and len(rest) == 1 and rest[0] in POSITIONS:
        return Restore(rest[0])
    if verb == "extinguish" and len(rest) == 1 and rest[0] in POSITIONS:
        return Extinguish(rest[0])
    if verb == "target" and rest:
        return ChooseTarget(" ".join(rest))
    if verb == "crew" and len(rest) == 1:
        names = tuple(rest[0].lower().split(","))
        if any(n not in POSITIONS for n in names):
            raise NotationError(f"unknown crew position in {text!r}")
        return ChooseCrew(_order(names, POSITIONS))
    if (verb == "points" and len(rest) in (2, 3) and rest[0].startswith("cqp:") and rest[1].startswith("pdp:")
            and (len(rest) == 2 or rest[2].startswith("perm:"))):
        cqp = tuple(x for x in rest[0][4:].split(",") if x and x != "-")
        pdp = tuple(x for x in rest[1][4:].split(",") if x and x != "-")
        perm = rest[2][5:] if len(rest) == 3 else None
        if (any(c not in CQP_KINDS for c in cqp) or any(p not in PDP_KINDS for p in pdp)
                or (perm is not None and perm not in PDP_KINDS)):
            raise NotationError(f"unknown point kind in {text!r}")
        return AssignPoints(_order(cqp, CQP_KINDS), _order(pdp, PDP_KINDS), perm)
    if verb == "path" and len(rest) == 1:
        where = rest[0].lower()
        if where in ("karmoy", "reset"):
            return PlanHex(where)
        try:
            c, r = (int(x) for x in where.split(","))
        except ValueError:
            raise NotationError(f"not a hex: {text!r} (write `path col,row`)") from None
        return PlanHex(f"{c},{r}")
    if verb in ("roll", "fire", "evade") and len(rest) <= 1:
        bonuses = ()
        if rest:
            if not rest[0].startswith("+"):
                raise NotationError(f"bonuses are written +cqp+disc: {text!r}")
            bonuses = tuple(b for b in rest[0].split("+") if b)
            if any(b not in BONUSES for b in bonuses) or len(set(bonuses)) != len(bonuses):
                raise NotationError(f"unknown bonus in {text!r}")
        return RollWith(verb, _order(bonuses, BONUSES))
    raise NotationError(f"not a Thunderbirds action: {text!r}")
