"""The shape every game's rules share. Never imports pygame.

A game's rules are a ``Rules`` object: pure functions over a state the game defines.
``Game`` wraps one of them with the moves played, undo and replay, and is what scenes,
saves, the simulator and the tests all drive.

Contract of a ``Rules`` implementation (see game/rules/same4cats for a full one):

- ``game_id``, ``title``, ``players`` (list of seat ids, e.g. ["player"] or
  ["red", "yellow"]) and ``options`` (a dict of ``Option``).
- ``new_state(seed, options, players) -> state``: the state holds ``rng`` (a ``Rng``);
  every random result of the game comes from it.
- ``legal_actions(state) -> list[Action]``: every action allowed now.
- ``apply(state, action) -> list[Event]``: changes the state, or raises ``RuleError``
  (the reason and the rule number) for an illegal action. ``Game`` restores the state
  when it raises, so ``apply`` may check as it goes.
- optional ``clone(state) -> state``: a copy of a position sharing nothing mutable with
  it (faster than ``copy.deepcopy``, which ``Game`` uses when there is no ``clone``).
- ``outcome(state) -> Outcome | None``.
- ``to_move(state) -> str``: the seat whose decision it is.
- ``view(state, seat) -> object``: what that seat may see (hidden information removed).
- optional ``seat_name(state, seat) -> str``: the seat as the screen names it (default: the
  seat id in words, "red-2" -> "Red 2").
- ``parse(text) -> Action``: the notation back to an action; raises ``NotationError``.
  ``str(action)`` is the notation. ``parse(str(a)) == a`` for every legal action.
"""
from __future__ import annotations

import copy
import itertools
import random
import re
from dataclasses import dataclass, fields
from typing import Any, Iterable, Protocol, Sequence

from ..safe_read import excerpt
from .installed import INSTALLED as INSTALLED_DATA

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
    None (solitaire loss, draw)."""

    winner: str | None
    how: str


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

    def __init__(self, seed: int):
        self.seed = seed
        self._random = random.Random(seed)
        self._shared = False  # the generator is another copy's too
        self.draws = 0

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

    def shuffle(self, items: list) -> None:
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

    def shuffle(self, rng: Rng) -> None:
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
    deck.shuffle(rng)
    return Resolution(label, hits, misses, deck.draw())


class Rules(Protocol):
    game_id: str
    title: str
    players: list[str]
    options: dict[str, Option]

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


# Undo keeps a copy of the position before each of the last UNDO_WINDOW moves after the
# last revealed random result; further back, one copy every CHECKPOINT_EVERY moves, from
# which an older position is rebuilt by replaying the moves in between.
UNDO_WINDOW = 64
CHECKPOINT_EVERY = 128  # a copy costs load time; an undo after a load replays up to this many moves
REFILL = 16  # a rebuild for undo keeps copies of this many positions before its target
# A simulation (keep_history=False) has no undo: a copy serves only to rebuild the position
# before a refused move, which its legal moves never are. A copy costs as much as a hundred
# moves or more (the generator's state alone is 625 numbers), so it keeps one in this many.
SIMULATION_CHECKPOINT_EVERY = 1024


@dataclass(slots=True)
class _Played:
    notation: str
    revealed: bool  # a random result was revealed by this move
    events: list
    seat: str = ""  # the seat that made the move (to_move before it)


class Game:
    """One game in play: a Rules, its state, the moves so far, undo and replay.

    Positions are copied (``copy_state``) only where undo or a refusal may need them:
    before each move played (``play``) since the last move that revealed a random result,
    the older of those thinned to one in CHECKPOINT_EVERY; none before, since undo never
    goes back past a revealed result. ``replay`` (loading a save) copies no position
    before its moves, only one every CHECKPOINT_EVERY moves; a position without its copy
    is rebuilt from the nearest copy before it (or from ``new_state``) by replaying the
    moves in between, which the seeded ``Rng`` in the state makes exact. A refused move
    leaves the state as it was, copied or rebuilt.
    """

    def __init__(self, rules: Rules, seed: int, options: dict | None = None,
                 players: list[str] | None = None, keep_history: bool = True, map_path=None,
                 data_set: str | None = None, data_hash: str | None = None):
        self.rules = rules
        self.map_path = map_path  # an edited map the game is played on (None: the shipped one)
        # the data set the game is played with (None: House) and its content hash (saved)
        self.data_set, self.data_hash = data_set, data_hash
        self.load_note = ""  # what loading the game's save found to say (a data set changed since)
        self.use_data()
        self.keep_history = keep_history  # False: no undo and no log of events (fast simulation)
        self.seed = int(seed)
        self.options = resolve_options(rules, options)
        seats_for = getattr(rules, "seats_for", None)  # games whose seats depend on an option
        self.players = list(players or (seats_for(self.options) if seats_for else rules.players))
        self.state = rules.new_state(self.seed, self.options, self.players)
        self.history: list[_Played] = []
        self.setup_events: list[Event] = list(getattr(self.state, "setup_events", []) or [])
        self.revision = 0  # counts moves played and undone: savers see what changed since
        self._snapshots: dict[int, Any] = {}  # k -> the position after k moves
        self._floor = 0  # undo goes back to the position after this many moves, no further
        self.computer: dict[str, str] = {}  # seat -> level of the seats the computer plays (saved)

    def use_data(self) -> None:
        """Install this game's data set for its game id (game/datasets.py) unless it is in
        place: another game of the same id (a replay view, the next game) may have installed
        its own since. Raises datasets.SetMissing, SetChanged or datacheck.BadData."""
        from .. import datasets
        gid = self.rules.game_id
        if self.data_set is not None and self.data_hash is None:
            self.data_hash = datasets.use(gid, self.data_set)
        datasets.activate(gid, self.data_set, self.data_hash)
        # what datacheck.house.installed says while this game's data is installed
        self.data_key = None if self.data_set is None else (self.data_set, self.data_hash)

    # -- reading -------------------------------------------------------------
    @property
    def history(self) -> list[_Played]:
        """The moves played, first first: each one's notation, whether it revealed a random
        result, its events (none in a simulation) and the seat that made it."""
        notations = self._notations
        if notations:
            self._history.extend(map(_Played, notations, self._revealed, itertools.repeat(()), self._seats))
            notations.clear(), self._revealed.clear(), self._seats.clear()
        return self._history

    @history.setter
    def history(self, played: list[_Played]) -> None:
        # A simulation's moves wait as their notations, seats (strings) and whether each revealed
        # a random result (booleans) until something reads the history: the garbage collector
        # never walks those, but walks every kept _Played object at each full collection (~10%
        # of a simulation's time with thousands of moves kept), and a new one a move would set
        # off a young collection every few hundred moves.
        self._history = played
        self._notations, self._revealed, self._seats = [], [], []

    def _played(self) -> int:
        """How many moves have been played (without making the waiting ones _Played)."""
        return len(self._history) + len(self._notations)

    @property
    def moves(self) -> list[str]:
        out = [p.notation for p in self._history]
        out += self._notations
        return out

    def legal_actions(self) -> list:
        if (INSTALLED_DATA or self.data_key is not None) and INSTALLED_DATA.get(self.rules.game_id) != self.data_key:
            self.use_data()
        rules, state = self.rules, self.state
        if rules.outcome(state) is not None:
            return []
        return rules.legal_actions(state)

    def legal_notations(self) -> list[str]:
        return [str(a) for a in self.legal_actions()]

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    def to_move(self) -> str:
        return self.rules.to_move(self.state)

    def view(self, seat: str | None = None):
        return self.rules.view(self.state, seat if seat is not None else self.to_move())

    def log(self) -> list[Event]:
        out = list(self.setup_events)
        for p in self.history:
            out.extend(p.events)
        return out

    def snapshot_count(self) -> int:
        """How many positions are kept for undo and refusals (tests and benchmarks)."""
        return len(self._snapshots)

    # -- playing -------------------------------------------------------------
    def play(self, action) -> list[Event]:
        """Apply an action (or its notation). Raises RuleError / NotationError, and then
        the state is the one before."""
        return self._play(action, self.keep_history)

    def _play(self, action, snapshot: bool) -> list[Event]:
        rules = self.rules
        if (INSTALLED_DATA or self.data_key is not None) and INSTALLED_DATA.get(rules.game_id) != self.data_key:
            self.use_data()   # another game of this id installed its own data set since
        if isinstance(action, str):
            if len(action) > MAX_NOTATION:  # no game's notation is this long: not parsed, not quoted whole
                raise NotationError(f"{excerpt(action)} is {len(action)} characters long; no move is")
            action = rules.parse(action)
        state = self.state
        if rules.outcome(state) is not None:
            raise RuleError("The game is over", "end of game")
        n = len(self._history) + len(self._notations)  # self._played(), inline: every move asks
        seat = rules.to_move(state)
        before = copy_state(rules, state) if snapshot else None
        draws = state.rng.draws
        try:
            events = rules.apply(state, action)
        except Exception:
            # The move layer never changes the state on a refusal: back to the copy, or
            # (no copy taken) to the same position rebuilt from the nearest one kept.
            self.state = before if before is not None else self._position(n)
            raise
        if type(events) is not list:
            events = list(events)
        revealed = state.rng.draws != draws
        self.revision += 1
        if not self.keep_history:
            # A simulation keeps no events (its log is only the moves) and no undo: the floor
            # follows the last move, and the only copies are its sparse checkpoints, the newest
            # kept, from which a refused move's position is rebuilt.
            self._notations.append(str(action))
            self._revealed.append(revealed)
            self._seats.append(seat)
            self._floor = n + 1
            if (n + 1) % SIMULATION_CHECKPOINT_EVERY == 0:
                self._snapshots[n + 1] = copy_state(rules, state)
                self._prune()
            return events
        self.history.append(_Played(str(action), revealed, events, seat))
        kept = True
        if before is not None:
            self._snapshots[n] = before
        elif (n + 1) % CHECKPOINT_EVERY == 0:
            self._snapshots[n + 1] = copy_state(rules, state)
        else:
            kept = False
        if revealed:
            self._floor = n + 1
        # Which copies to keep changes only when one is added or the undo floor passes one (at
        # a reveal). A move that does neither (replay between checkpoints) has nothing to drop.
        if kept or revealed:
            self._prune()
        return events

    def _prune(self) -> None:
        """Keep the newest copy at or before the undo floor (the base to rebuild from),
        every copy of the last UNDO_WINDOW positions after it, and one in CHECKPOINT_EVERY
        older than those; drop the rest."""
        snaps = self._snapshots
        if not snaps:
            return
        anchor = max((k for k in snaps if k <= self._floor), default=-1)
        recent = self._played() - UNDO_WINDOW
        for k in [k for k in snaps if k < anchor or (k != anchor and k < recent and k % CHECKPOINT_EVERY)]:
            del snaps[k]

    def _position(self, target: int, refill: bool = False):
        """The position after ``target`` moves, rebuilt from the nearest kept copy at or
        before it (or from the start). ``refill`` keeps copies of the REFILL undoable
        positions before the target on the way, for the undos that follow."""
        snaps = self._snapshots
        if (INSTALLED_DATA or self.data_key is not None) and INSTALLED_DATA.get(self.rules.game_id) != self.data_key:
            self.use_data()
        start = max((k for k in snaps if k <= target), default=None)
        if start is None:
            start, state = 0, self.rules.new_state(self.seed, self.options, self.players)
        else:
            state = copy_state(self.rules, snaps[start])
        keep_from = max(self._floor, target - REFILL)
        for k in range(start, target):
            if refill and k >= keep_from and k not in snaps:
                snaps[k] = copy_state(self.rules, state)
            self.rules.apply(state, self.rules.parse(self.history[k].notation))
        return state

    def why_not(self, action) -> RuleError | None:
        """Whether the rules would refuse ``action`` (an action or its notation) now: the
        refusal, with its reason and rule, or None when it would be played. Tried on a copy
        of the position; the game is untouched. Raises NotationError for words that are no
        action of this game."""
        rules = self.rules
        if (INSTALLED_DATA or self.data_key is not None) and INSTALLED_DATA.get(rules.game_id) != self.data_key:
            self.use_data()   # another game of this id installed its own data set since
        if isinstance(action, str):
            if len(action) > MAX_NOTATION:
                raise NotationError(f"{excerpt(action)} is {len(action)} characters long; no move is")
            action = rules.parse(action)
        if rules.outcome(self.state) is not None:
            return RuleError("The game is over", "end of game")
        try:
            rules.apply(copy_state(rules, self.state), action)
        except RuleError as exc:
            return exc
        return None

    def can_undo(self, seat: str | None = None) -> bool:
        """The last move can be taken back: it revealed no random result and, in a game of
        two or more seats, the seat at the screen made it (a player takes back only their
        own decisions, never another player's). ``seat`` is the seat at the screen: the
        seat to move unless given (the player who just moved, before the hand-off)."""
        return self.keep_history and len(self.history) > self._floor and not self._other_seat_moved(seat)

    def _other_seat_moved(self, seat: str | None = None) -> bool:
        """The last move was made by another seat than ``seat`` (the one to move now when not
        given), in a game of two or more seats; a finished game is left to the seat that
        ended it."""
        if len(self.players) < 2 or not self.history or self.outcome() is not None:
            return False
        return self.history[-1].seat != (seat if seat is not None else self.to_move())

    def seat_name(self, seat: str) -> str:
        """A seat as the screen names it in this position (rules/seats.py)."""
        from .seats import seat_name
        return seat_name(self.rules, seat, self.state) if seat else "another player"

    def last_seat(self) -> str | None:
        """The seat that made the last move (None before the first)."""
        return self.history[-1].seat if self.history else None

    def undo_reason(self, seat: str | None = None) -> str:
        if not self.history:
            return "Nothing to undo yet"
        if not self.keep_history:
            return "This game keeps no undo history"
        if self.history[-1].revealed:
            return "The last move revealed a card or a die roll: it stands"
        if self._other_seat_moved(seat):
            who = self.seat_name(self.history[-1].seat)
            return f"The last move was {who}'s: a player takes back only their own moves"
        if len(self.history) <= self._floor:
            return "An earlier move revealed a card or a die roll: play goes on from it"
        return ""

    def undo(self, seat: str | None = None) -> str:
        """Take back the last move; ``seat``: the seat at the screen (see ``can_undo``)."""
        if not self.can_undo(seat):
            raise RuleError(self.undo_reason(seat), "undo")
        target = len(self.history) - 1
        state = self._snapshots.pop(target, None)
        if state is None:
            state = self._position(target, refill=True)
        played = self.history.pop()
        for k in [k for k in self._snapshots if k > target]:
            del self._snapshots[k]
        self.state = state
        self.revision += 1
        self._prune()
        return played.notation

    def undoable(self) -> int:
        """How many of the last moves can be taken back (none across a revealed result)."""
        return len(self.history) - self._floor if self.keep_history else 0

    def take_back(self, count: int) -> list[str]:
        """Undo the last ``count`` moves as one step (a decision and the computer's replies
        to it); refused whole, nothing undone, when one of them cannot be. Returns their
        notations, last first."""
        if count < 1 or count > self.undoable():
            raise RuleError(self.undo_reason() or "Those moves cannot all be taken back", "undo")
        out = []
        for _ in range(count):
            target = len(self.history) - 1
            state = self._snapshots.pop(target, None)
            if state is None:
                state = self._position(target, refill=True)
            out.append(self.history.pop().notation)
            for k in [k for k in self._snapshots if k > target]:
                del self._snapshots[k]
            self.state = state
        self.revision += 1
        self._prune()
        return out

    def branch(self, k: int, state, base: tuple[int, Any] | None = None) -> "Game":
        """A new Game standing after the first ``k`` moves of this one, in ``state`` (that
        position, which the new game then owns); this game is untouched. ``base`` (j, a
        position after j <= k moves) is kept as the copy undo rebuilds from. The replay
        view shows a record so, and "Play on from here" starts from it."""
        twin = Game.__new__(Game)
        twin.rules, twin.map_path, twin.keep_history = self.rules, self.map_path, self.keep_history
        twin.data_set, twin.data_hash, twin.load_note = self.data_set, self.data_hash, ""
        twin.data_key = self.data_key
        twin.seed, twin.options, twin.players = self.seed, dict(self.options), list(self.players)
        twin.setup_events = self.setup_events
        twin.computer = dict(self.computer)  # "Play on from here" keeps the computer's seats
        twin.state = state
        twin.history = self.history[:k]
        twin.revision = k
        twin._snapshots = {}
        if base is not None and base[0] <= k:
            twin._snapshots[base[0]] = copy_state(self.rules, base[1])
        twin._floor = max((i + 1 for i, p in enumerate(twin.history) if p.revealed), default=0)
        twin._prune()
        return twin

    @classmethod
    def replay(cls, rules: Rules, seed: int, options: dict | None, players: list[str] | None,
               moves: Iterable[str], map_path=None, data_set: str | None = None,
               data_hash: str | None = None) -> "Game":
        """Rebuild a game from its seed and moves, copying no position before its moves
        (undo rebuilds the ones it needs). Raises ReplayError at the first bad move."""
        game = cls(rules, seed, options, players, map_path=map_path, data_set=data_set, data_hash=data_hash)
        for i, text in enumerate(moves, start=1):
            try:
                game._play(text, False)
            except (RuleError, NotationError) as exc:
                raise ReplayError(i, text, str(exc), game) from exc
        return game


class ReplayError(ValueError):
    """A move of a replay that the rules refuse; ``partial`` is the game as it stood just
    before it (its first index - 1 moves), which the player may play on from."""

    def __init__(self, index: int, move: str, why: str, partial: "Game | None" = None):
        self.index, self.move, self.why, self.partial = index, move, why, partial
        super().__init__(f"move {index} {excerpt(move)} is refused: {why}")
