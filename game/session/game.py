"""One game in play: a ``Rules`` (game/rules/core.py), its state, the moves played, undo
and replay. A ``Game`` is what scenes, saves, the simulator and the tests all drive.

Undo never re-rolls a revealed result: it stops at the last move that revealed a card
or a die roll. Positions are copied only where undo or a refused move may need them
(the constants below say how many); an older position is rebuilt by replaying the moves
from the nearest copy, which the seeded ``Rng`` in the state makes exact.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any, Iterable

from ..rules.core import (MAX_NOTATION, Event, NotationError, Outcome, Rules, RuleError, copy_state,
                          resolve_options)
from ..rules.seats import seat_name
from ..safe_read import excerpt


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
                 players: list[str] | None = None, keep_history: bool = True, map_path=None):
        self.rules = rules   # bound to the data the game plays with (rules.data: game/rules/gamedata.py)
        self.map_path = map_path  # an edited map the game is played on (None: the shipped one)
        self.load_note = ""  # what loading the game's save found to say (a data set changed since)
        self.journal_damage = None  # what its autosave's journal held that loading could not read
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
        self.tutorial: str | None = None   # the game id of the tutorial the game follows (saved; issue 34)

    @property
    def data_set(self) -> str | None:
        """The player's data set the game is played with (None: House), as its rules have it."""
        data = getattr(self.rules, "data", None)
        return data.name if data is not None else None

    @property
    def data_hash(self) -> str | None:
        """That set's content hash (game/datasets.py), which a save records."""
        data = getattr(self.rules, "data", None)
        return data.digest if data is not None else None

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
        """A seat as the screen names it in this position (game/rules/seats.py)."""
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

    def undo_step(self, seat: str | None = None, computer=()) -> tuple[int, str]:
        """One undo of the player at ``seat`` (None: the seat at the screen, as ``can_undo``
        says): how many of the last moves it takes back, and why it cannot ("" when it can).
        Against the computer (``computer``: the seats it plays) the player's last decision and
        the computer's replies to it, as one step, never across a revealed card or roll; in a
        game of people the last move, only the player's own (``can_undo``). The app's undo
        (scenes/computer.py) and an online table's (net/table.py) both ask this."""
        if not computer:
            return 1, ("" if self.can_undo(seat) else self.undo_reason(seat))
        history = self.history
        k = len(history)
        while k > 0 and history[k - 1].seat in computer:
            k -= 1
        if k == 0:
            return 0, "Nothing of yours to undo yet"
        count = len(history) - k + 1
        if seat is not None and history[k - 1].seat != seat:
            who = self.seat_name(history[k - 1].seat)
            return count, f"The last move was {who}'s: a player takes back only their own moves"
        if count > self.undoable():
            last_revealed = len(history) - self.undoable() - 1
            if last_revealed >= 0 and history[last_revealed].seat in computer:
                return count, "The computer's reply revealed a card or a die roll: it stands"
            return count, "Your last move revealed a card or a die roll: it stands"
        return count, ""

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
        twin.load_note, twin.journal_damage = "", None
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
               moves: Iterable[str], map_path=None) -> "Game":
        """Rebuild a game from its seed and moves, copying no position before its moves
        (undo rebuilds the ones it needs). Raises ReplayError at the first bad move."""
        game = cls(rules, seed, options, players, map_path=map_path)
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
