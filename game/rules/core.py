"""The shape every game's rules share. Never imports pygame.

A game's rules are a ``Rules`` object: pure functions over a state the game defines.
``Game`` (game/session/game.py) wraps one of them with the moves played, undo and replay.

Contract of a ``Rules`` implementation (game/rules/template/ is a small complete one):

- ``game_id``, ``title``, ``players`` (list of seat ids, e.g. ["player"] or
  ["red", "yellow"]) and ``options`` (a dict of ``Option``).
- made on its data, ``Rules(data)`` (a GameData, game/rules/gamedata.py; games.rules_for
  makes it), which it keeps as ``data`` and puts in every new position as ``state.data``.
- ``new_state(seed, options, players) -> state``: the state holds ``rng`` (a ``Rng``);
  every random result of the game comes from it.
- ``legal_actions(state) -> list[Action]``: every action allowed now.
- ``apply(state, action) -> list[Event]``: changes the state, or raises ``RuleError``
  (the reason and the rule number) for an illegal action. ``Game`` restores the state
  when it raises, so ``apply`` may check as it goes. It dispatches through one table from
  the action's type to its handler (``HANDLERS``).
- optional ``clone(state) -> state``: a copy of a position sharing nothing mutable with
  it (faster than ``copy.deepcopy``, which ``Game`` uses when there is no ``clone``).
- ``outcome(state) -> Outcome | None``: the winner, the player's sentence and the end's
  ``kind`` (one of the game's ``ENDS``, in its phases.py beside its phase table).
- ``to_move(state) -> str``: the seat whose decision it is.
- ``view(state, seat) -> object``: what that seat may see (hidden information removed).
- optional ``seat_name(state, seat) -> str``: the seat as the screen names it (default: the
  seat id in words, "red-2" -> "Red 2").
- ``parse(text) -> Action``: the notation back to an action; raises ``NotationError``.
  ``str(action)`` is the notation. ``parse(str(a)) == a`` for every legal action.
- optional ``describe(state, action) -> str``: the move as a sentence before it is played,
  naming neither its result (a card to be drawn, a die to be rolled) nor a secret, as the
  screen names things (each game's own words module; the hint, tooltips and the replay: issue 31).
- optional ``public_notation(options, notation) -> str``: a move as the other seats may read
  it while the game goes on, where its notation holds a secret (a pilot disc, a secret pick);
  default: the notation itself (``notation_seen``).
- optional ``public_events(options, events) -> list``: a move's events as the other seats
  may read them (their data without a secret; ``events_seen``, ``public_data``); default:
  the events themselves.
"""
from __future__ import annotations

import copy
import random
import re
from contextlib import contextmanager
from dataclasses import dataclass, fields
from typing import Any, Iterable, Protocol, Sequence

from ..safe_read import excerpt

MAX_NOTATION = 200  # characters: the longest move of any game is under 50


class RuleError(ValueError):
    """An action the rules refuse, with a sentence a player understands and the rule."""

    def __init__(self, reason: str, rule: str):
        self.reason = reason
        self.rule = rule
        super().__init__(f"{reason} ({rule})")


class NotationError(ValueError):
    """Text that is not an action of this game at all."""


_NUMBER = re.compile(r"\d+")


def check_numbers(text: str, most: int, game: str) -> None:
    """Refuse a notation holding a number of more than ``most`` digits (NotationError),
    before anything converts it: no number of the game is that long, and int() of
    thousands of digits raises ValueError or costs time."""
    for m in _NUMBER.finditer(text):
        if len(m[0]) > most:
            raise NotationError(f"{excerpt(text)} holds a number of {len(m[0])} digits; "
                                f"no number in a {game} move has more than {most}")


@dataclass(frozen=True)
class Outcome:
    """The end of a game. ``winner`` is a seat id (or a team's side in team games), or
    None (solitaire loss, draw). ``how`` is the player's sentence; ``kind`` names the end
    from the game's short fixed vocabulary (its ``ENDS``, as the rulebook names the ends:
    "shot_down", "fleet_captured", "control_room", ...): code reads ``kind``, never ``how``."""

    winner: str | None
    how: str
    kind: str


class Event:
    """Something an action caused. ``text`` is the game log's line; ``data`` what the
    scenes need to show it (not compared). A slotted class rather than a frozen
    dataclass: engines make one or more per move, and a frozen dataclass's __init__
    costs several times as much. Treat it as read-only."""

    __slots__ = ("kind", "text", "data")

    def __init__(self, kind: str, text: str, data: dict | None = None):
        self.kind, self.text = kind, text
        self.data = {} if data is None else data

    def __eq__(self, other) -> bool:
        if not isinstance(other, Event):
            return NotImplemented
        return self.kind == other.kind and self.text == other.text

    def __hash__(self) -> int:
        return hash((self.kind, self.text))

    def __repr__(self) -> str:
        return f"Event(kind={self.kind!r}, text={self.text!r}, data={self.data!r})"


PRESETS = ("rulebook", "recommended")   # the new-game screen's presets; anything else is "custom"


@dataclass(frozen=True)
class Option:
    """A named game option: a reading of the rules the player may choose.

    ``label`` is a plain sentence (the citation is ``rule``, drawn apart); ``words`` says
    each choice as the screen shows it (in the order of ``choices``). ``rulebook`` is the
    choice of the preset "As the rulebook" (where the rulebook is silent or contradicts
    itself, the reading closest to its text; the ledger docs/rules/<game id>.md says which),
    ``recommended`` the choice of the preset "Recommended", ``why`` one line saying why."""

    default: Any
    choices: tuple
    label: str
    rule: str = ""
    legacy: Any = None   # what a save made before the option existed played (None: the default)
    rulebook: Any = None
    recommended: Any = None
    why: str = ""
    words: tuple = ()

    def preset(self, name: str):
        """This option's choice in a preset ("rulebook" or "recommended")."""
        return self.rulebook if name == "rulebook" else self.recommended

    def shown(self, value) -> str:
        """A choice as the screen words it ("one more Hit card"), else as show_value would."""
        for choice, words in zip(self.choices, self.words):
            if choice == value and type(choice) is type(value):
                return words
        if isinstance(value, bool):
            return "yes" if value else "no"
        return str(value)


def preset_values(options: dict, preset: str) -> dict:
    """Every option's choice in a preset ("rulebook" or "recommended")."""
    return {name: spec.preset(preset) for name, spec in options.items()}


def preset_of(options: dict, values: dict, prefer: str | None = None) -> str:
    """The preset the values are ("rulebook", "recommended"), or "custom" when they are
    neither; where they are both (the presets agree), ``prefer`` if it is one of them."""
    def same(a, b):
        return a == b and type(a) is type(b)
    matching = [p for p in PRESETS
                if all(same(values.get(name, spec.default), spec.preset(p)) for name, spec in options.items())]
    if prefer in matching:
        return prefer
    return matching[0] if matching else "custom"


class Rng:
    """The one seeded generator of a game, kept in its state.

    ``draws`` counts the random results revealed so far: ``Game`` uses it to refuse an
    undo across a card drawn or a die rolled.

    A copy shares the generator until one of them draws (copy on write): a position is
    copied before most moves (undo, the search), most moves draw nothing, and a copy of the
    generator's state (625 numbers) costs more than many moves. A generator shared by two
    copies is never drawn from in place: whichever draws first takes its own copy of it.
    """

    _tally_next = None  # a Tally the next generator made counts into (``tallying``)

    def __init__(self, seed: int):
        self.seed = seed
        self._random = random.Random(seed)
        self._shared = False  # the generator is another copy's too
        self.draws = 0
        if Rng._tally_next is not None:  # the replay for statistics: this generator counts
            self.__class__, self.tally, Rng._tally_next = TalliedRng, Rng._tally_next, None

    def _own(self) -> random.Random:
        if self._shared:
            # random.Random() would seed itself from the OS (os.urandom) only to be
            # overwritten: an unseeded generator takes the copied state directly.
            mine = random.Random.__new__(random.Random)
            mine.setstate(self._random.getstate())
            self._random, self._shared = mine, False
        return self._random

    def randint(self, low: int, high: int) -> int:
        self.draws += 1
        return self._own().randint(low, high)

    def die(self, sides: int = 6) -> int:
        return self.randint(1, sides)

    def choice(self, items: Sequence):
        self.draws += 1
        return self._own().choice(list(items))

    def shuffle(self, items: list, kind: str = "") -> None:
        """``kind``: the deck as the screen names it ("Mission deck"), for the tally."""
        self.draws += 1
        self._own().shuffle(items)

    def sample(self, items: Sequence, k: int) -> list:
        self.draws += 1
        return self._own().sample(list(items), k)

    def reveal(self, n: int = 1) -> None:
        """Count a random result revealed without a new draw (a card of a deck shuffled
        earlier turned face up): undo stops here as after a roll."""
        self.draws += n

    def __deepcopy__(self, memo):
        twin = Rng.__new__(Rng)
        twin.seed, twin.draws = self.seed, self.draws
        twin._random = self._random
        twin._shared = self._shared = True
        return twin


class Tally:
    """Every random result of one game, counted by kind: ``counts[key]`` is a list of counts,
    one per face. A key is ``(what, name, low, n)``: what was drawn ("die", "pick",
    "shuffle", "sample"), the deck's name ("" when unnamed), the lowest face, the number of
    faces. Every kind is uniform over its faces when the generator is fair: a die's face; a
    pick's place in the list picked from; a shuffle's or a sample's first card, by the place
    it held before (docs/RECORDS.md)."""

    def __init__(self):
        self.counts: dict[tuple, list[int]] = {}

    def add(self, key: tuple, face: int) -> None:
        n = key[3]
        if n < 2:
            return  # one face: nothing was left to chance
        row = self.counts.get(key)
        if row is None:
            row = self.counts[key] = [0] * n
        row[face] += 1


class TalliedRng(Rng):
    """A game's generator that counts what it draws into ``tally``: the same draws, in the
    same order, as ``Rng`` (a pick, a shuffle and a sample are made on the places 0..n-1,
    which draws what the same call on the items draws). Only ``tallying`` makes one, so a
    game played or searched never pays for it; its copies are plain ``Rng``."""

    tally: Tally

    def randint(self, low: int, high: int) -> int:
        value = Rng.randint(self, low, high)
        self.tally.add(("die", "", low, high - low + 1), value - low)
        return value

    def choice(self, items: Sequence):
        items = list(items)
        self.draws += 1
        i = self._own().choice(range(len(items)))
        self.tally.add(("pick", "", 0, len(items)), i)
        return items[i]

    def shuffle(self, items: list, kind: str = "") -> None:
        self.draws += 1
        order = list(range(len(items)))
        self._own().shuffle(order)
        items[:] = [items[k] for k in order]
        if order:
            self.tally.add(("shuffle", kind, 0, len(order)), order[0])

    def sample(self, items: Sequence, k: int) -> list:
        items = list(items)
        self.draws += 1
        picked = self._own().sample(range(len(items)), k)
        if picked:
            self.tally.add(("sample", "", 0, len(items)), picked[0])
        return [items[i] for i in picked]


@contextmanager
def tallying(tally: Tally):
    """While this lasts, the next ``Rng`` made (a game's, as its ``new_state`` makes it)
    counts every draw into ``tally``."""
    Rng._tally_next = tally
    try:
        yield tally
    finally:
        Rng._tally_next = None


class Deck:
    """A pile of cards, top first: shuffle, draw, put to the bottom, rebuild."""

    def __init__(self, cards: Iterable = ()):
        self.cards = list(cards)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self):
        return iter(self.cards)

    def __repr__(self) -> str:
        return f"Deck({self.cards!r})"

    def shuffle(self, rng: Rng, kind: str = "") -> None:
        if kind:
            rng.shuffle(self.cards, kind)
        else:
            rng.shuffle(self.cards)

    def draw(self):
        if not self.cards:
            raise IndexError("draw from an empty deck")
        return self.cards.pop(0)

    def draw_many(self, n: int) -> list:
        return [self.draw() for _ in range(min(n, len(self.cards)))]

    def put_bottom(self, *cards) -> None:
        self.cards.extend(cards)

    def put_top(self, *cards) -> None:
        self.cards[:0] = cards

    def rebuild(self, cards: Iterable, rng: Rng) -> None:
        self.cards = list(cards)
        self.shuffle(rng)


HIT = "Hit"
MISS = "Miss"
RESOLUTION_DECK = "Resolution deck"


@dataclass(frozen=True)
class Resolution:
    """One check against a resolution deck of Hit and Miss cards, and its card."""

    label: str
    hits: int
    misses: int
    card: str

    @property
    def hit(self) -> bool:
        return self.card == HIT

    def text(self) -> str:
        return f"{self.label}: {self.hits} Hit + {self.misses} Miss: {self.card}"


def resolve(rng: Rng, label: str, hits: int, misses: int) -> Resolution:
    """Build a resolution deck of ``hits`` Hit and ``misses`` Miss cards, shuffle, draw one.

    Counts below zero are treated as zero; a deck with no card at all resolves as a
    Miss (the caller's rules decide whether that can happen).
    """
    hits, misses = max(0, hits), max(0, misses)
    if hits + misses == 0:
        return Resolution(label, 0, 0, MISS)
    deck = Deck([HIT] * hits + [MISS] * misses)
    deck.shuffle(rng, RESOLUTION_DECK)
    return Resolution(label, hits, misses, deck.draw())


class Rules(Protocol):
    game_id: str
    title: str
    players: list[str]
    options: dict[str, Option]
    data: Any   # the GameData it plays with

    def new_state(self, seed: int, options: dict, players: list[str]) -> Any: ...
    def legal_actions(self, state) -> list: ...
    def apply(self, state, action) -> list[Event]: ...
    def outcome(self, state) -> Outcome | None: ...
    def to_move(self, state) -> str: ...
    def view(self, state, seat: str) -> Any: ...
    def parse(self, text: str) -> Any: ...


def resolve_options(rules: Rules, given: dict | None) -> dict:
    """The options of a game with defaults filled in; unknown names or values refused."""
    given = dict(given or {})
    out = {}
    for name, spec in rules.options.items():
        value = given.pop(name, spec.default)
        if value not in spec.choices:
            raise ValueError(f"option {name!r} cannot be {excerpt(value)} (one of {list(spec.choices)})")
        out[name] = value
    if given:
        raise ValueError(f"unknown option(s) for {rules.game_id}: {', '.join(excerpt(k) for k in sorted(map(str, given)))}")
    return out


def saved_options(rules: Rules, saved: dict) -> dict:
    """A save's options, where an option newer than the save takes the reading the save
    was played with (its ``legacy`` value), so that an older save replays as it was played."""
    out = dict(saved)
    for name, spec in rules.options.items():
        if name not in out and spec.legacy is not None:
            out[name] = spec.legacy
    return out


def notation_seen(rules: Rules, options: dict, notation: str, mover: str | None, seat: str | None,
                  over: bool) -> str:
    """A move's notation as ``seat`` may read it (None: anyone at the table): whole for the
    seat that made it and once the game is over, else as the rules let every seat read it
    (``public_notation``), so that no record, replay line or file tells another seat a
    secret the board hides."""
    if over or (seat is not None and seat == mover):
        return notation
    public = getattr(rules, "public_notation", None)
    return public(options, notation) if public is not None else notation


ALL = "all"   # public_data: every field of the event's data may be read by every seat


def events_seen(rules: Rules, options: dict, events: list, mover: str | None, seat: str | None,
                over: bool) -> list:
    """A move's events as ``seat`` may read them (None: anyone at the table), by the rule of
    ``notation_seen``: whole for the seat that made the move and once the game is over, else
    as the rules let every seat read them (``public_events``: each event's data with what
    names a secret taken out; the text is the log's line, which names none). An online
    table sends each seat these (game/net/table.py), from which its scene animates."""
    if over or (seat is not None and seat == mover):
        return list(events)
    public = getattr(rules, "public_events", None)
    return public(options, events) if public is not None else list(events)


def public_data(events: list, fields: dict) -> list:
    """The events with only the data ``fields`` lets every seat read: ``fields[kind]`` is
    ``ALL`` or the names of the fields kept; an event of a kind not listed keeps none (a new
    kind is secret until its game's table says otherwise)."""
    out = []
    for e in events:
        keep = fields.get(e.kind, ())
        if keep == ALL:
            out.append(e)
        else:
            out.append(Event(e.kind, e.text, {k: v for k, v in e.data.items() if k in keep}))
    return out


def shallow_copy(obj):
    """A copy of a dataclass instance sharing its field values (the caller copies the mutable
    ones), made field by field, never through ``obj.__dict__``: on CPython 3.11 reading an
    instance's ``__dict__`` moves its attributes into a real dict for good, and every later
    read of them is slower (docs/ARCHITECTURE.md)."""
    cls = obj.__class__
    new = object.__new__(cls)
    for name in _field_names(cls):
        setattr(new, name, getattr(obj, name))
    return new


def _field_names(cls) -> tuple:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(f.name for f in fields(cls))
    return names


_FIELD_NAMES: dict = {}


def copy_state(rules: Rules, state):
    """A copy of a position: the rules' own ``clone`` when they have one, else a deep copy."""
    clone = getattr(rules, "clone", None)
    return clone(state) if clone is not None else copy.deepcopy(state)
