"""A simple player for Thunderbirds: sensible defaults that finish a tour of operations in a
few thousand moves (benchmarks of saves, load and undo; quick demos).

It only ever plays one of the legal actions. Ties are broken by the policy's own generator
(a separate Rng), never the game's, so a game played by it replays from its moves alone.

- the briefing: the target offered (the first of an intentional selection), the crew without
  the Wireless operator, every CQP and PDP the rules allow, of them Reroll and DISC (which it
  spends on rerolls) before Man +1 and Stam +1, and CQP to the Aimer and Navigator first
  (measured: each Reroll or DISC point raised a mission's success by about 1 point in 100,
  Man and Stam by none; docs/arena/hint.md);
- the flight path (6.5.1): the offered marker nearest the target, then nearest 6 Group;
- in flight: put out fires and repair first (8.2.3, 8.1.2), land as soon as England is
  below on the way home (7.8.2), else fly on;
- decisions: the crew's own points (CQP, MiD, Man +1, Stam +1) before a roll, DISC kept for
  rerolls; reroll a bad result; evade a hit with the most points; bombs released over
  Germany (a successful mission); press on when the oxygen fails; a mine is landed.
"""
from __future__ import annotations

from ..core import Rng
from . import actions as A
from .state import DECIDE, FLY, PLAN, POINTS
from .steps import board

FLY_ORDER = ("extinguish", "repair", "land", "fly", "ditch")   # by the move's first word
ANSWERS = {"jettison": "jettison", "icing": "jettison", "oxygen": "continue", "mine": "land"}
OWN_POINTS = {"cqp", "mid", "man", "stam"}  # spent on the crew's checks; DISC is kept for rerolls
USED_PDP = {"reroll", "disc"}   # the PDP it makes most of (6.4.2): the briefing takes these first
FOUND_CQP = {"aim", "nav"}      # the CQP that find and hit the target (6.4.1): taken first


class TourPolicy:
    """`explore`: the share of decisions taken at random among the legal actions (0: none);
    more exploring makes longer, more varied tours (about 3,000 moves at 0, 5,500 at 0.5)."""

    def __init__(self, rules, seed: int = 0, explore: float = 0.0):
        self.rules = rules  # the game's Rules (their legal actions)
        self.rng = Rng(seed)  # its own: never draws from the game's state.rng
        self.explore = explore

    def _pick(self, actions: list):
        return actions[0] if len(actions) == 1 else self.rng.choice(actions)

    def choose(self, state):
        legal = self.rules.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        if self.explore and self.rng.randint(0, 999) < self.explore * 1000:
            return self.rng.choice(legal)
        phase = state.phase
        if phase == PLAN:
            return self._marker(state, legal)
        if phase == POINTS:
            def worth(a):
                return (len(a.cqp) + len(a.pdp), sum(p in USED_PDP for p in a.pdp), sum(c in FOUND_CQP for c in a.cqp))
            most = max(worth(a) for a in legal)
            return self._pick([a for a in legal if worth(a) == most])
        if phase == FLY:
            by_verb: dict = {}
            for a in legal:   # the first of each verb: `extinguish engineer` before the others (8.2.3)
                by_verb.setdefault(str(a).split()[0], a)
            for verb in FLY_ORDER:
                if verb in by_verb:
                    return by_verb[verb]
        if phase == DECIDE:
            return self._decision(state, legal)
        if isinstance(legal[0], A.ChooseCrew):
            return next((a for a in legal if "wireless" not in a.positions), legal[0])
        return legal[0]  # the target offered first (historical and random selection offer one)

    def _marker(self, state, legal):
        """6.5.1: the shortest way: the marker nearest the target until it is reached, then
        nearest 6 Group (every offered marker leaves a way to finish the path)."""
        b = board(state)
        reached = any(m.leg == "targetbound" and m.cell == state.target_cell for m in state.path)
        goal = b.home if reached else state.target_cell

        def left(a):
            return b.distance(b.karmoy if a.where == "karmoy" else a.cell, goal) if a.where != "reset" else 99
        best = min(left(a) for a in legal)
        return self._pick([a for a in legal if left(a) == best])

    def _decision(self, state, legal):
        kind = state.pending["kind"]
        texts = [str(a) for a in legal]
        if "extinguish" in texts:  # 8.2.3: the Flt. Engineer fights the fire first
            return legal[texts.index("extinguish")]
        if kind in ANSWERS and ANSWERS[kind] in texts:
            return legal[texts.index(ANSWERS[kind])]
        if kind == "reroll":
            return legal[texts.index("reroll")]
        if kind in ("hit", "coned"):
            evades = [a for a in legal if isinstance(a, A.RollWith) and a.verb == "evade"]
            if evades:
                return max(evades, key=lambda a: (len(a.bonuses), self.rng.randint(0, 999)))
            return legal[texts.index("reroll")] if "reroll" in texts else legal[texts.index("accept")]
        if kind == "bonus":
            rolls = [a for a in legal if isinstance(a, A.RollWith) and set(a.bonuses) <= OWN_POINTS]
            if rolls:
                return max(rolls, key=lambda a: len(a.bonuses))
        return self._pick(legal)

